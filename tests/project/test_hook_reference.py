"""The hook reference (``docs/gen_hooks.py``): every hook in exactly one group, the same page in
every language, and every hook's example (``docs/hook_examples.py``) true to the real API: run as
a plugin, called through a plugin manager, and used to build a rule set or a player."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import typing
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import bigtwo
import bigtwo.players
import bigtwo.plugin
from bigtwo.plugin import Localized, Option, OptionValue, hookimpl, hookspecs
from tests.support.paths import ROOT


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "docs" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


HOOKS = _load("gen_hooks")
PAGES = _load("gen_pages")
EXAMPLES: dict[str, Any] = HOOKS.EXAMPLES
GROUPS: dict[str, tuple[str, ...]] = HOOKS.hook_groups()
OPTION_OF_HOOK = {option.hook: option for option in bigtwo.options() if option.hook != "bigtwo_component"}
TEXT = Localized(en="A value of the test.", es="Un valor de la prueba.")


def test_every_hook_is_in_exactly_one_group() -> None:
    assert HOOKS.misfiled() == {}
    grouped = [name for names in GROUPS.values() for name in names]
    assert sorted(grouped) == sorted(HOOKS.hook_names())
    assert len(grouped) >= 19
    # read from the code that asks them, the groups are what the hooks do
    assert set(GROUPS["declarations"]) == {"bigtwo_options", "bigtwo_option_values", "bigtwo_variants"}
    assert GROUPS["players"] == ("bigtwo_players",)
    assert GROUPS["components"][-1] == "bigtwo_component"


def test_a_hook_in_no_group_stops_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    real = HOOKS.hook_names()
    monkeypatch.setattr(HOOKS, "hook_names", lambda: (*real, "bigtwo_new_rule"))
    assert HOOKS.misfiled() == {"bigtwo_new_rule": []}
    with pytest.raises(ValueError, match="bigtwo_new_rule"):
        HOOKS.hook_page("en", str)


def test_the_component_hooks_are_the_options_hooks_in_order() -> None:
    builtin = [option.hook for option in bigtwo.options() if option.hook != "bigtwo_component"]
    assert GROUPS["components"] == (*builtin, "bigtwo_component")


def _structure(page: str) -> tuple[list[str], list[str]]:
    """The levels of a page's headings, and its fenced code blocks."""
    blocks = re.findall(r"^```.*?^```$", page, re.M | re.S)
    prose = re.sub(r"^```.*?^```$", "", page, flags=re.M | re.S)
    return re.findall(r"^(#+) ", prose, re.M), blocks


def test_every_language_has_the_same_page() -> None:
    english, spanish = PAGES.hook_reference("en"), PAGES.hook_reference("es")
    assert _structure(english) == _structure(spanish)
    headings = [line for line in english.splitlines() if line.startswith("#")]
    assert headings[:2] == ["# Hooks", "## Declarations"]
    assert "## Components" in headings and "## Players" in headings
    assert "## Declaraciones" in spanish and "## Componentes" in spanish and "## Jugadores" in spanish
    assert "está en inglés" in spanish  # said once: the docstrings are English
    assert PAGES.pages()["reference/hooks.es.md"] == spanish


@pytest.mark.parametrize("lang", ["en", "es"])
def test_each_group_says_once_how_its_answers_combine(lang: str) -> None:
    page = PAGES.hook_reference(lang)
    combine = HOOKS.TEXTS[lang]["combine"]
    groups = re.split(r"\n## ", page)[1:]
    assert len(groups) == 3
    for name, group in zip(GROUPS, groups, strict=True):
        wins = HOOKS.first_answer_wins(GROUPS[name][0])
        assert all(HOOKS.first_answer_wins(hook) == wins for hook in GROUPS[name])
        assert group.count(combine[wins]) == 1, name
        assert combine[not wins] not in group, name
    assert HOOKS.TEXTS[lang]["differs"] not in page  # no hook differs from its group today


def test_a_hook_unlike_its_group_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HOOKS, "first_answer_wins", lambda name: name in ("bigtwo_variants", *GROUPS["components"]))
    page = PAGES.hook_reference("en")
    entry = page.split("### `bigtwo_variants`")[1].split("\n### ")[0]
    assert f"{HOOKS.TEXTS['en']['differs']} {HOOKS.TEXTS['en']['combine'][True]}" in entry
    assert page.count(HOOKS.TEXTS["en"]["differs"]) == 1


# ---------------------------------------------------------------------------------------------
# The examples


def _plugin(hook: str) -> ModuleType:
    """The example of ``hook``, run as a module: a plugin."""
    module = ModuleType(f"example_{hook}")
    exec(compile(EXAMPLES[hook].code, f"<example of {hook}>", "exec"), module.__dict__)
    return module


def _building(component: object, value: str) -> Callable[..., object]:
    """A built-in option's hook implementation that builds ``component`` for ``value``."""
    wanted = value

    def build(value: str) -> object | None:
        return component if value == wanted else None

    return hookimpl(build)


def _building_generic(component: object, option: str, value: str) -> Callable[..., object]:
    """A ``bigtwo_component`` implementation that builds ``component`` for ``value`` of ``option``."""
    wanted = (option, value)

    def build(option: str, value: str) -> object | None:
        return component if (option, value) == wanted else None

    return hookimpl(build)


def _companion(**hooks: Callable[..., object]) -> ModuleType:
    """A plugin made of these hook implementations (a test's own, to complete an example)."""
    module = ModuleType("companion")
    for name, function in hooks.items():
        setattr(module, name, function)
    return module


def _declaring(*items: object) -> Callable[..., object]:
    def declare() -> list[object]:
        return list(items)

    return hookimpl(declare)


def test_every_hook_has_an_example() -> None:
    assert sorted(EXAMPLES) == sorted(HOOKS.hook_names())


@pytest.mark.parametrize("hook", sorted(EXAMPLES))
def test_the_example_implements_the_hook_as_specified(hook: str) -> None:
    """A plugin module whose function has the hook's name, marker and exact signature, and that
    a plugin manager registers and calls."""
    module = _plugin(hook)
    function = getattr(module, hook)
    assert getattr(function, f"{hookspecs.PROJECT}_impl", None) is not None, "not marked with @hookimpl"
    spec = getattr(hookspecs, hook)
    assert typing.get_type_hints(function) == typing.get_type_hints(spec)
    pm = bigtwo.plugin.plugin_manager([module])
    answer = getattr(pm.hook, hook)(**EXAMPLES[hook].call)
    if HOOKS.first_answer_wins(hook):
        assert answer is not None and answer == function(**EXAMPLES[hook].call)
    else:
        assert function(**EXAMPLES[hook].call) in answer


@pytest.mark.parametrize("hook", [hook for hook in GROUPS["components"] if hook != "bigtwo_component"])
def test_a_component_example_builds_a_rule_set_that_plays(hook: str) -> None:
    option, value = OPTION_OF_HOOK[hook], EXAMPLES[hook].call["value"]
    example = _plugin(hook)
    component = getattr(example, hook)(value=value)
    assert isinstance(component, option.component)
    declare = _companion(bigtwo_option_values=_declaring(OptionValue(option.name, value, TEXT)))
    rules = bigtwo.ruleset(plugins=[example, declare], **{option.name: value})
    assert rules.option(option.name) == value
    assert type(rules.component(option.name, option.component)) is type(component)
    results = bigtwo.simulate(["normal"] * 4, 4, rules, seed=7)  # the engine uses it in play
    assert sum(player.wins for player in results.players) >= 4


def test_the_generic_component_example_builds_a_plugin_option() -> None:
    call = EXAMPLES["bigtwo_component"].call
    example = _plugin("bigtwo_component")
    component = example.bigtwo_component(**call)
    option = Option(call["option"], call["value"], "bigtwo_component", type(component), TEXT)
    declare = _companion(
        bigtwo_options=_declaring(option),
        bigtwo_option_values=_declaring(OptionValue(call["option"], call["value"], TEXT)),
    )
    rules = bigtwo.ruleset(plugins=[example, declare])
    assert rules.component(call["option"], type(component)) == component


def test_the_options_example_declares_an_option_a_rule_set_takes() -> None:
    example = _plugin("bigtwo_options")
    for option in example.bigtwo_options():
        assert option.hook == "bigtwo_component"
        build = _companion(
            bigtwo_option_values=_declaring(OptionValue(option.name, option.default, TEXT)),
            bigtwo_component=_building_generic(option.component(), option.name, option.default),
        )
        rules = bigtwo.ruleset(plugins=[example, build])
        assert rules.option(option.name) == option.default
        assert option in bigtwo.plugin.plugin_manager([example]).hook.bigtwo_options()[0]


def test_the_option_values_example_declares_values_a_rule_set_explains() -> None:
    example = _plugin("bigtwo_option_values")
    by_name = {option.name: option for option in bigtwo.options()}
    for declared in example.bigtwo_option_values():
        option = by_name[declared.option]
        stand_in: object = bigtwo.ruleset().component(option.name, option.component)  # any component of the type
        build = _companion(**{option.hook: _building(stand_in, declared.value)})
        rules = bigtwo.ruleset(plugins=[example, build], **{option.name: declared.value})
        for lang in bigtwo.LANGUAGES:
            assert rules.explain(option.name, lang) == declared.text.render(lang)


def test_the_variants_example_defines_a_variant_with_its_pages() -> None:
    example = _plugin("bigtwo_variants")
    for variant in example.bigtwo_variants():
        rules = bigtwo.ruleset(variant.name, plugins=[example])
        for option, value in variant.options:
            assert rules.option(option) == value
        for lang in bigtwo.LANGUAGES:
            assert variant.summary.render(lang) in bigtwo.rules_doc(rules, lang, format="markdown")


def test_the_players_example_offers_a_player_that_plays_legally() -> None:
    example = _plugin("bigtwo_players")
    for name in example.bigtwo_players():
        assert name in bigtwo.players.names(plugins=[example])
        player = bigtwo.players.player(name, seed=3, plugins=[example])
        assert isinstance(player, bigtwo.players.Player)
        results = bigtwo.simulate([player, "normal"], 4, seed=1)  # refuses any illegal action
        assert len(results.players) == 2


def test_the_examples_are_clean_python() -> None:
    """ruff passes every example as it is printed (its lint rules and its format)."""
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    assert ruff is not None, "ruff (the dev extra) is not installed"
    for hook, example in EXAMPLES.items():
        for command in (["check", "--no-cache", "--stdin-filename", f"{hook}.py", "-"], ["format", "--check", "-"]):
            done = subprocess.run(
                [ruff, *command], input=example.code, capture_output=True, text=True, cwd=ROOT, check=False
            )
            assert done.returncode == 0, f"{hook}: ruff {command[0]}:\n{done.stdout}{done.stderr}"


def test_the_examples_type_check(tmp_path: Path) -> None:
    """``mypy --strict`` passes every example: its calls match the types of the plugin API."""
    for hook, example in EXAMPLES.items():
        (tmp_path / f"example_{hook}.py").write_text(example.code, encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--python-version",
            "3.11",
            "--cache-dir",
            str(tmp_path / ".cache"),
            ".",
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "MYPYPATH": str(ROOT / "src")},
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
