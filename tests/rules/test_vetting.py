"""Installed plugins whose hooks would break rule sets that do not need them are set aside, like
ones that fail to load: the others build, ``bigtwo variants`` and the docs generator go on, and
what was set aside says why."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo.plugin import (
    Localized,
    Option,
    OptionValue,
    StraightTable,
    Suit,
    SuitOrder,
    Variant,
    hookimpl,
)
from tests.support.plugins import JOKERS, fake_entry_points, variant

HAND = bigtwo.cards("3D 4C 5H 6S 7S 8D 9D 10D JD QD AS 2C 2H")


def _classic_still_builds() -> None:
    rules = bigtwo.ruleset()
    assert rules.variant == "classic" and rules.option("straights") == "twos-high"
    assert bigtwo.plays(HAND, rules), "the rule set plays"
    assert "classic" in bigtwo.variants()
    assert "classic" in bigtwo.variants_doc("en")


def _install(monkeypatch: pytest.MonkeyPatch, *names: str) -> None:
    fake_entry_points(
        monkeypatch,
        *(EntryPoint(name, f"tests.rules.test_vetting:{name.upper()}", "bigtwo.variants") for name in names),
    )


def _why(name: str) -> str:
    found = {p.name: p for p in bigtwo.plugin.set_aside_plugins()}
    assert name in found, f"{name} is not set aside: {found}"
    listed = found[name]
    assert not listed.loaded and listed.error is not None
    return listed.error


class Raiser:
    """A component hook that raises for every value (a bug in code it runs)."""

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        raise RuntimeError("boom")


class Unknown:
    """A variant naming a value no plugin declares."""

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        return [variant(name="odd", options=(("straights", "bogus"),))]


class Thief:
    """Answers for a value the built-in plugin declares."""

    @hookimpl
    def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
        return SuitOrder((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)) if value == "diamonds-lowest" else None


class Squatter:
    """Declares a value under a name a built-in plugin declares."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("straights", "twos-high", Localized(en="Mine.", es="La mía."))]


class Renamer:
    """Declares a variant under the name of a built-in one."""

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        return [variant(name="classic")]


class Reserved:
    """Declares an option under a name bigtwo keeps."""

    @hookimpl
    def bigtwo_options(self) -> Sequence[Option]:
        return [Option("variant", "x", "bigtwo_component", tuple, Localized(en="Variant", es="Variante"))]


class Orphan:
    """Declares a value of an option nobody declares."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("weather", "rain", Localized(en="Rain.", es="Lluvia."))]


class WrongType:
    """Answers its own value with something that is not a straight table."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("straights", "mine", Localized(en="Mine.", es="La mía."))]

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> object:
        return "ten runs" if value == "mine" else None


class Borrower:
    """A well-behaved plugin whose hook builds a rule set of its own to reuse a built-in table."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("straights", "borrowed", Localized(en="As split.", es="Como split."))]

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        return bigtwo.ruleset(straights="split").straight_table if value == "borrowed" else None


class Leaner:
    """A variant built on another installed plugin's value (Raiser's bug takes it down too)."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("straights", "lean", Localized(en="Lean.", es="Magra."))]

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        return bigtwo.ruleset(straights="no-twos").straight_table if value == "lean" else None


class OnLeaner:
    """A variant that needs Leaner's value."""

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        return [variant(name="on-lean", options=(("straights", "lean"),))]


class BadLeaner(Leaner):
    """Leaner, with a bug for its own value."""

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        if value == "lean":
            raise KeyError("lean")
        return None


class Jokers2:
    """Declares the same option as another installed plugin."""

    bigtwo_options = JOKERS.bigtwo_options


RAISER, UNKNOWN, THIEF, SQUATTER, RENAMER, RESERVED, ORPHAN = (
    Raiser(),
    Unknown(),
    Thief(),
    Squatter(),
    Renamer(),
    Reserved(),
    Orphan(),
)
WRONGTYPE, BORROWER, LEANER, ONLEANER, BADLEANER, JOKERS_A, JOKERS_B = (
    WrongType(),
    Borrower(),
    Leaner(),
    OnLeaner(),
    BadLeaner(),
    JOKERS,
    Jokers2(),
)

CASES = [
    (
        "raiser",
        "a component hook that raises for every value",
        "RuntimeError in bigtwo_straight_table for straights=twos-high: boom",
    ),
    (
        "unknown",
        "a variant that sets a value nobody declares",
        "its variant 'odd' sets straights='bogus', a value no plugin declares",
    ),
    (
        "thief",
        "a hook that answers for a built-in value",
        "it answers bigtwo_suit_order for suit_order=diamonds-lowest, which bigtwo._rules.builtin_values declares",
    ),
    (
        "squatter",
        "a value declared under a built-in value's name",
        "it declares the value 'straights'='twos-high', which the built-in bigtwo._rules.builtin_values declares",
    ),
    (
        "renamer",
        "a variant declared under a built-in variant's name",
        "it declares the variant 'classic', which the built-in bigtwo.bundled.classic declares",
    ),
    ("reserved", "an option named like bigtwo's own", "it declares the option 'variant', a name bigtwo keeps"),
    (
        "orphan",
        "a value of an option nobody declares",
        "it declares the value 'weather'='rain' of an option no plugin declares",
    ),
    (
        "wrongtype",
        "a component of the wrong type for its own value",
        "its bigtwo_straight_table for straights=mine returned 'ten runs', not a StraightTable",
    ),
]
"""Installed plugins set aside: (entry-point name, the mistake, what `set_aside_plugins` says)."""


@pytest.mark.parametrize(("name", "mistake", "reason"), CASES, ids=[name for name, _, _ in CASES])
def test_a_plugin_that_would_break_other_rule_sets_is_set_aside(
    monkeypatch: pytest.MonkeyPatch, name: str, mistake: str, reason: str
) -> None:
    _install(monkeypatch, name)
    _classic_still_builds()
    assert reason in _why(name)
    (listed,) = bigtwo.plugin.set_aside_plugins()
    assert listed.reason is not None and listed.reason.render("en") == listed.error
    assert listed.reason.render("es") != listed.error, "the reason reads in Spanish too"
    for other in bigtwo.variants():  # every variant left builds
        assert bigtwo.ruleset(other).variant == other


def test_a_rule_set_that_needs_a_plugin_set_aside_names_it_and_why(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, "unknown", "wrongtype")
    with pytest.raises(bigtwo.RulesError) as info:
        bigtwo.ruleset("odd")
    assert info.value.code == "unknown-variant"
    assert "unknown:unknown (Unknown): its variant 'odd' sets straights='bogus'" in str(info.value)
    with pytest.raises(bigtwo.RulesError) as info:
        bigtwo.ruleset(straights="mine")
    assert info.value.code == "unknown-option-value" and "unknown:wrongtype (WrongType)" in str(info.value)
    assert "se apartaron" in info.value.render("es")


def test_a_hook_that_builds_a_rule_set_of_its_own_is_vetted_and_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, "borrower")
    assert not bigtwo.plugin.set_aside_plugins()
    borrowed = bigtwo.ruleset(straights="borrowed")
    split = bigtwo.ruleset(straights="split")
    assert borrowed.straight_table == split.straight_table
    # The rule set the hook built while it was vetted (of the built-in plugins only) is not the
    # one handed out afterwards: that one knows the installed plugin.
    assert "unknown:borrower" in bigtwo.plugin.plugin_manager().list_name_plugin()[-1][0]
    assert [p.name for p in bigtwo.plugin.installed_plugins() if p.loaded] == ["borrower"]


def test_setting_one_aside_sets_aside_what_needs_it(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, "leaner", "onleaner")
    assert bigtwo.ruleset("on-lean").option("straights") == "lean"
    _install(monkeypatch, "badleaner", "onleaner")
    assert "KeyError in bigtwo_straight_table for straights=lean" in _why("badleaner")
    assert "its variant 'on-lean' sets straights='lean', a value no plugin declares" in _why("onleaner")
    _classic_still_builds()


def test_two_plugins_declaring_one_option_are_both_set_aside(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, "jokers_a", "jokers_b")
    assert "which unknown:jokers_b also declares" in _why("jokers_a")
    assert "which unknown:jokers_a also declares" in _why("jokers_b")
    _classic_still_builds()
    assert "jokers" not in [o.name for o in bigtwo.options()]


def test_a_blocked_plugin_is_not_reported_as_set_aside(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, "raiser")
    monkeypatch.setenv("BIGTWO_BLOCK_PLUGINS", "raiser")
    assert bigtwo.plugin.set_aside_plugins() == ()
    _classic_still_builds()


BROKEN_PACKAGE = """
from bigtwo.plugin import hookimpl, Localized, Variant

@hookimpl
def bigtwo_straight_table(value):
    raise RuntimeError("boom")

@hookimpl
def bigtwo_variants():
    return [Variant(name="odd", title=Localized(en="Odd", es="Rara"), summary=Localized(en="Odd.", es="Rara."),
                    sources=(), options=(("straights", "bogus"),))]
"""


def test_bigtwo_variants_and_the_docs_generator_go_on_and_say_what_was_set_aside(tmp_path: Path) -> None:
    """A real installed package (module and dist-info on the path), through the console script."""
    (tmp_path / "broken_rules.py").write_text(BROKEN_PACKAGE, encoding="utf-8")
    info = tmp_path / "broken_rules-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-rules\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[bigtwo.variants]\nbroken = broken_rules\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])}
    bigtwo_cli = Path(sys.executable).with_name("bigtwo")
    for lang, note in (
        ("en", "Set aside: the installed plugin broken (broken-rules), because its variant 'odd'"),
        ("es", "Apartado: el plugin instalado broken (broken-rules), porque su variante 'odd' fija straights"),
    ):
        done = subprocess.run(
            [str(bigtwo_cli), "variants", "--lang", lang], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr
        assert "classic" in done.stdout and "odd" not in done.stdout
        assert note in done.stderr
    code = (
        "import logging, sys, pathlib\n"
        "logging.basicConfig(level=logging.INFO, stream=sys.stdout, format='%(message)s')\n"
        "sys.path.insert(0, 'docs')\n"
        "import gen_pages\n"
        "pages = gen_pages.pages()\n"
        "assert 'variants/classic.md' in pages and not any('odd' in p for p in pages), sorted(pages)\n"
        f"gen_pages.write(pathlib.Path({str(tmp_path / 'site')!r}))\n"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=root, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "installed plugin broken (broken-rules) set aside: its variant 'odd' sets straights" in done.stdout
