"""Rule sets, options, variants and the plugin mechanism."""

from __future__ import annotations

import functools
import re
import subprocess
import sys
from collections.abc import Iterator, Sequence
from importlib.metadata import EntryPoint
from pathlib import Path
from typing import cast

import attrs
import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import Category, Rank, RulesError
from bigtwo._rules import entrypoints as _entrypoints
from bigtwo.plugin import Localized, OptionValue, Run, StraightTable, Variant, hookimpl

from .helpers import VARIANTS, builtin_values

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def test_builtin_variants_are_registered() -> None:
    assert set(VARIANTS) <= set(bigtwo.variants())
    assert bigtwo.variants() == tuple(sorted(bigtwo.variants()))


DEFAULTS = {
    "suit_order": "diamonds-lowest",
    "straights": "twos-high",
    "flush": "suit-first",
    "royal": "none",
    "bombs": "none",
    "opener": "lowest-card",
    "direction": "counterclockwise",
    "pass_locks_out": "off",
    "deal": "thirteen-each",
    "auto_pass": "none",
    "assistant": "off",
    "instant_win": "none",
    "redeal": "none",
    "scoring": "tiers",
}
"""Every option's default, in the order rule sets list them (the README's options table)."""

README_VARIANTS: dict[str, dict[str, str]] = {
    "classic": {},
    "chinese": {"straights": "twos-low", "scoring": "tiers-penalty"},
    "cardroom": {
        "direction": "alternate",
        "auto_pass": "top-card-and-short-hands",
        "assistant": "on",
        "scoring": "pairwise",
    },
    "doubling": {"flush": "rank-first", "deal": "whole-deck", "scoring": "doubling"},
    "dragon": {
        "straights": "split",
        "flush": "rank-first",
        "royal": "jqka2",
        "direction": "clockwise",
        "instant_win": "dragon",
        "redeal": "weak-hand",
        "scoring": "pusoy-dos",
    },
    "pusoy-dos": {"suit_order": "pusoy", "flush": "rank-first", "instant_win": "dragon", "scoring": "pusoy-dos"},
    "taiwanese": {"straights": "split", "bombs": "quads-and-straight-flush"},
}
"""The options that differ from classic, per variant (the README's variants table)."""


def test_the_defaults_are_the_readme_ones() -> None:
    assert {o.name: o.default for o in bigtwo.options()} == DEFAULTS
    assert [o.name for o in bigtwo.options()] == list(DEFAULTS)


@pytest.mark.parametrize("name", list(README_VARIANTS))
def test_variant_options(name: str) -> None:
    rules = bigtwo.ruleset(name)
    assert rules.values == {**DEFAULTS, **README_VARIANTS[name]}
    assert [k for k, _ in rules.options] == list(DEFAULTS)
    row = next(line for line in README.splitlines() if line.startswith(f"| `{name}` |"))
    listed = dict(re.findall(r"`([a-z_]+)=([a-z0-9-]+)`", row.split("|")[3]))
    assert listed == README_VARIANTS[name]  # the table above is the README's
    definition = bigtwo.variant(name)
    assert definition.sources and all(
        text.render(lang).strip() for text in (definition.title, definition.summary) for lang in bigtwo.LANGUAGES
    )


@pytest.mark.parametrize("name", VARIANTS)
def test_every_option_value_a_variant_uses_is_explained_in_both_languages(name: str) -> None:
    rules = bigtwo.ruleset(name)
    for option, _ in rules.options:
        en, es = rules.explain(option, "en"), rules.explain(option, "es")
        assert en.endswith(".") and es.endswith(".") and en != es


def test_explanation_changes_with_the_toggle() -> None:
    rules = bigtwo.ruleset()
    assert "3♦" in rules.explain("suit_order", "es")
    assert "3♣" in rules.with_options(suit_order="clubs-lowest").explain("suit_order", "es")
    with pytest.raises(bigtwo.UnknownLanguage, match="known: en, es"):
        rules.explain("suit_order", "fr")


def test_option_values_lists_every_declared_value() -> None:
    assert [v.value for v in builtin_values("straights")] == [
        "twos-high", "twos-low", "split", "no-twos", "jqka2-top",
    ]  # fmt: skip
    assert [v.value for v in builtin_values("suit_order")] == ["diamonds-lowest", "clubs-lowest", "pusoy"]
    with pytest.raises(RulesError, match="unknown option 'colour'"):
        bigtwo.option_values("colour")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: bigtwo.ruleset("texas"), "unknown variant 'texas'; known: cardroom, chinese, classic"),
        (lambda: bigtwo.ruleset(straights="twos"), "unknown straights 'twos'; known: twos-high, twos-low, split"),
        (lambda: bigtwo.ruleset(colour="red"), "unknown option 'colour'; known: suit_order, straights"),
        (lambda: bigtwo.ruleset(flush=cast(str, 3)), "option flush takes a value name"),
        (lambda: bigtwo.ruleset(cast(str, 3)), "a variant is named by a string"),
        (lambda: bigtwo.ruleset().option("nope"), "unknown option 'nope'"),
    ],
)
def test_rules_errors_name_the_problem_and_the_choices(call: object, message: str) -> None:
    with pytest.raises(RulesError) as info:
        call()  # type: ignore[operator]
    assert message in str(info.value)
    assert isinstance(info.value, ValueError)


def test_rule_sets_are_values() -> None:
    a = bigtwo.ruleset("classic", straights="no-twos")
    b = bigtwo.ruleset("classic", straights="no-twos")
    assert a == b and hash(a) == hash(b)
    assert a != bigtwo.ruleset("classic")
    assert a.values == {**bigtwo.ruleset().values, "straights": "no-twos"}
    assert a.with_options(straights="twos-high") == bigtwo.ruleset()
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        a.variant = "chinese"  # type: ignore[misc]


def test_the_hot_path_does_not_call_plugins() -> None:
    calls: list[str] = []

    class Counting:
        @hookimpl
        def bigtwo_straight_table(self, value: str) -> StraightTable | None:
            calls.append(value)
            return None

    rules = bigtwo.ruleset(plugins=[Counting()])
    assert calls == ["twos-high"]
    for hand in ("3D 4C 5H 6S 7S", "3D 3C", "9D 10D JD QD KD"):
        bigtwo.classify(hand, rules)
        bigtwo.plays(hand, rules)
    bigtwo.compare("3D 4C 5H 6S 7S", "4D 5C 6H 7S 8S", rules)
    assert calls == ["twos-high"]


class LowAceStraights:
    """A plugin adding a straight table in which only runs up to 10-J-Q-K-A count."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [
            OptionValue(
                "straights", "ace-low-only", Localized(en="Only A-2-3-4-5 holds a 2.", es="Solo A-2-3-4-5 lleva un 2.")
            )
        ]

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        if value != "ace-low-only":
            return None
        base = bigtwo.ruleset().straight_table.runs[:8]
        return StraightTable(runs=(Run((Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE), Rank.FIVE), *base))

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        options = {"straights": "ace-low-only"}
        return [
            Variant(
                "ace-low",
                Localized(en="Ace low", es="As bajo"),
                Localized(en="Test.", es="Prueba."),
                sources=[Localized(en="a test", es="una prueba")],
                options=options,
            )
        ]


def test_an_explicit_plugin_adds_an_option_value_and_a_variant() -> None:
    rules = bigtwo.ruleset("ace-low", plugins=[LowAceStraights()])
    assert rules.option("straights") == "ace-low-only"
    assert rules.plugins == ("LowAceStraights",)
    assert bigtwo.classify("AD 2C 3H 4S 5D", rules).category is Category.STRAIGHT
    assert bigtwo.beats("3D 4C 5H 6S 7S", "AD 2C 3H 4S 5D", rules)
    with pytest.raises(bigtwo.IllegalPlay):
        bigtwo.classify("2D 3C 4H 5S 6D", rules)
    assert rules.explain("straights", "es") == "Solo A-2-3-4-5 lleva un 2."
    # Without the plugin the value is unknown.
    with pytest.raises(RulesError, match="unknown straights 'ace-low-only'"):
        bigtwo.ruleset(straights="ace-low-only")


def test_two_plugins_declaring_one_value_conflict() -> None:
    class Clash:
        @hookimpl
        def bigtwo_option_values(self) -> Sequence[OptionValue]:
            return [OptionValue("straights", "twos-high", Localized(en="Mine.", es="Mío."))]

    with pytest.raises(RulesError, match="straights 'twos-high' is declared by more than one plugin"):
        bigtwo.ruleset(plugins=[Clash()])


def test_two_plugins_defining_one_variant_conflict() -> None:
    class Again:
        @hookimpl
        def bigtwo_variants(self) -> Sequence[Variant]:
            return [Variant("classic", Localized(en="Mine", es="Mía"), Localized(en="x", es="x"), sources=[])]

    with pytest.raises(RulesError, match="variant 'classic' is defined by more than one plugin"):
        bigtwo.ruleset("classic", plugins=[Again()])


def test_misspelled_hooks_and_bad_answers_are_rules_errors() -> None:
    class Misspelled:
        @hookimpl
        def bigtwo_straight_tables(self, value: str) -> None:
            return None

    with pytest.raises(RulesError, match="bigtwo_straight_tables"):
        bigtwo.ruleset(plugins=[Misspelled()])

    class WrongType:
        @hookimpl
        def bigtwo_straight_table(self, value: str) -> object:
            return "not a table"

    with pytest.raises(RulesError, match="expected a StraightTable"):
        bigtwo.ruleset(plugins=[WrongType()])

    class DeclaredOnly:
        @hookimpl
        def bigtwo_option_values(self) -> Sequence[OptionValue]:
            return [OptionValue("flush", "colour-blind", Localized(en="x.", es="x."))]

    with pytest.raises(RulesError, match="declared, but no plugin builds it"):
        bigtwo.ruleset(flush="colour-blind", plugins=[DeclaredOnly()])

    class UnknownOption:
        @hookimpl
        def bigtwo_option_values(self) -> Sequence[OptionValue]:
            return [OptionValue("jokers", "two", Localized(en="x.", es="x."))]

    with pytest.raises(RulesError, match="unknown option 'jokers'"):
        bigtwo.ruleset(plugins=[UnknownOption()])


def test_variant_parents_and_cycles() -> None:
    x = Localized(en="x", es="x")

    class Family:
        @hookimpl
        def bigtwo_variants(self) -> Sequence[Variant]:
            return [
                Variant("child", x, x, sources=[], options={"flush": "rank-first"}, parent="dragon"),
                Variant("loop-a", x, x, sources=[], parent="loop-b"),
                Variant("loop-b", x, x, sources=[], parent="loop-a"),
                Variant("typo", x, x, sources=[], options={"straight": "split"}),
            ]

    child = bigtwo.ruleset("child", plugins=[Family()])
    assert child.option("royal") == "jqka2" and child.option("straights") == "split"
    with pytest.raises(RulesError, match="cycle of parents: loop-a -> loop-b -> loop-a"):
        bigtwo.ruleset("loop-a", plugins=[Family()])
    with pytest.raises(RulesError, match="variant 'typo' sets unknown option 'straight'"):
        bigtwo.ruleset("typo", plugins=[Family()])


def test_bad_rule_components_are_refused() -> None:
    with pytest.raises(RulesError):
        bigtwo.plugin.SuitOrder((bigtwo.Suit.CLUBS, bigtwo.Suit.CLUBS, bigtwo.Suit.HEARTS, bigtwo.Suit.SPADES))
    with pytest.raises(RulesError):
        Run((Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SIX), Rank.SIX)
    with pytest.raises(RulesError):
        Run((Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN), Rank.TWO)


def test_the_core_imports_only_the_standard_library_attrs_and_pluggy() -> None:
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import bigtwo\n"
        "allowed = set(sys.stdlib_module_names) | {'bigtwo', 'attrs', 'attr', 'pluggy'}\n"
        "loaded = {m.split('.')[0] for m in set(sys.modules) - before}\n"
        "assert loaded <= allowed, sorted(loaded - allowed)\n"
        "assert {'bigtwo', 'attrs', 'pluggy'} <= loaded, sorted(loaded)\n"
        "assert 'bigtwo.bundled' not in sys.modules\n"
        "bigtwo.ruleset()\n"
        "assert 'bigtwo.bundled.classic' in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_a_source_tree_that_no_installer_mapped_finds_its_variants(tmp_path: Path) -> None:
    # Without site (-S) no editable install maps variants/ into the package: only the source
    # tree's own loader can find bigtwo.bundled beside src/.
    root = Path(__file__).resolve().parent.parent
    code = (
        "import sys\n"
        f"sys.path[:] = [{str(root / 'src')!r}, *{[p for p in sys.path if p]!r}]\n"
        "import bigtwo\n"
        "assert bigtwo.ruleset('dragon').option('royal') == 'jqka2'\n"
        "print(sys.modules['bigtwo.bundled'].__file__)\n"
    )
    done = subprocess.run([sys.executable, "-S", "-c", code], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()) == root / "variants" / "__init__.py"


def test_every_option_has_a_documented_hook() -> None:
    import inspect

    from bigtwo.plugin import hookspecs

    specs = {name: fn for name, fn in vars(hookspecs).items() if name.startswith("bigtwo_") and callable(fn)}
    for option in bigtwo.options():
        assert option.hook in specs, option.hook
        doc = inspect.getdoc(specs[option.hook]) or ""
        assert f"option ``{option.name}``" in doc and "None" in doc, option.hook
        assert inspect.signature(specs[option.hook]).return_annotation.endswith("| None")
        assert option.default in [v.value for v in bigtwo.option_values(option.name)]
    for name in ("bigtwo_variants", "bigtwo_option_values"):
        assert inspect.getdoc(specs[name])


def test_with_options_keeps_explicit_plugins() -> None:
    rules = bigtwo.ruleset("ace-low", plugins=[LowAceStraights()])
    changed = rules.with_options(flush="rank-first")
    assert changed.option("straights") == "ace-low-only" and changed.plugins == rules.plugins
    assert changed.option("flush") == "rank-first"


class Override:
    """Answers bigtwo_straight_table for a value the built-in plugin declares."""

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        return bigtwo.ruleset(straights="split").straight_table if value == "twos-high" else None


SNEAKY = Override()


def install_fake_entry_points(monkeypatch: pytest.MonkeyPatch, *eps: EntryPoint) -> None:
    """Pretend some distributions installed these entry points (reset at the end of the test)."""
    bigtwo.plugin.refresh_installed()
    fake = functools.cache(lambda: tuple(eps))
    monkeypatch.setattr(_entrypoints, "_entry_points", fake)


@pytest.fixture(autouse=True)
def _forget_fake_plugins() -> Iterator[None]:
    yield
    bigtwo.plugin.refresh_installed()


def test_a_plugin_answering_for_another_plugins_value_conflicts(monkeypatch: pytest.MonkeyPatch) -> None:
    # An explicit plugin passed to ruleset() may redefine a value: it is the caller's own
    # override, recorded in rules.plugins.
    rules = bigtwo.ruleset(plugins=[Override()])
    assert rules.plugins == ("Override",) and rules != bigtwo.ruleset()
    assert bigtwo.beats("2D 3C 4H 5S 6D", "AD 2C 3H 4S 5D", rules)

    # An installed plugin may not silently redefine a value another plugin declared.
    install_fake_entry_points(monkeypatch, EntryPoint("sneaky", "tests.test_rules:SNEAKY", "bigtwo.variants"))
    with pytest.raises(RulesError, match="conflicting plugins: unknown:sneaky answers bigtwo_straight_table"):
        bigtwo.ruleset()
    # Rule sets that do not use the value it redefines still build.
    assert bigtwo.ruleset(straights="split").option("straights") == "split"
