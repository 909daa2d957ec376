"""Installed plugins whose hooks would break rule sets that do not need them are set aside, like
ones that fail to load: the others build, ``bigtwo variants`` and the docs generator go on, and
what was set aside says why."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Generator, Sequence
from importlib.metadata import EntryPoint
from pathlib import Path
from typing import ClassVar

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
from tests.support.plugins import JOKERS, MoreJokers, fake_entry_points, variant

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


class Twice:
    """Its own value's table is built from two rule sets of its own; it records whether each was
    built under vetting."""

    seen: ClassVar[list[bool]] = []

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("straights", "twice", Localized(en="Twice.", es="Dos veces."))]

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        from bigtwo._rules.manager import vetting

        if value != "twice":
            return None
        bigtwo.ruleset(straights="split")
        Twice.seen.append(vetting())
        table = bigtwo.ruleset(straights="no-twos").straight_table
        Twice.seen.append(vetting())
        return table


class Reverse:
    """A hook wrapper that changes the built-in answer (a wrapper is the author's own business)."""

    @hookimpl(wrapper=True)
    def bigtwo_suit_order(self, value: str) -> Generator[None, SuitOrder, SuitOrder]:
        result = yield
        return SuitOrder(tuple(reversed(result.suits)))


class Strict(MoreJokers):
    """MoreJokers, building its own values by lookup (``KeyError`` for another plugin's value),
    with a variant of its own."""

    @hookimpl
    def bigtwo_component(self, option: str, value: str) -> object | None:
        return {"none": (), "two": ("J", "J")}[value] if option == "jokers" else None

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        return [variant(name="wild", options=(("jokers", "two"),))]


class Third:
    """Adds a value to Strict's option."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("jokers", "three", Localized(en="Three.", es="Tres."))]

    @hookimpl(tryfirst=True)
    def bigtwo_component(self, option: str, value: str) -> object | None:
        return ("J", "J", "J") if (option, value) == ("jokers", "three") else None


def _option(default: str, declare: tuple[str, ...] = ("none",), build: bool = True, twice: bool = False) -> object:
    class Added:
        @hookimpl
        def bigtwo_options(self) -> Sequence[Option]:
            option = Option("weather", default, "bigtwo_component", tuple, Localized(en="Weather", es="Tiempo"))
            return [option, option] if twice else [option]

        @hookimpl
        def bigtwo_option_values(self) -> Sequence[OptionValue]:
            return [OptionValue("weather", v, Localized(en="Sunny.", es="Soleado.")) for v in declare]

        @hookimpl
        def bigtwo_component(self, option: str, value: str) -> object | None:
            return () if build and option == "weather" else None

    return Added()


TWICE, REVERSE, STRICT, THIRD = Twice(), Reverse(), Strict(), Third()
UNDECLARED_DEFAULT, UNBUILT_DEFAULT, OPTION_TWICE = (
    _option("rain"),
    _option("none", build=False),
    _option("none", twice=True),
)


def test_rule_sets_a_vetted_hook_builds_are_never_handed_out(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, "borrower", "strict")
    assert not bigtwo.plugin.set_aside_plugins()
    assert bigtwo.ruleset(straights="borrowed").option("jokers") == "none"
    for straights in ("split", "twos-low", "twos-high"):  # each knows the installed plugins' option
        rules = bigtwo.ruleset(straights=straights)
        assert rules.option("jokers") == "none" and rules is bigtwo.ruleset(straights=straights)
    assert bigtwo.ruleset(plugins=[Reverse()]).option("jokers") == "none"


def test_a_hook_that_builds_twice_stays_under_vetting_and_is_vetted_once(monkeypatch: pytest.MonkeyPatch) -> None:
    Twice.seen.clear()
    _install(monkeypatch, "twice")
    bigtwo.ruleset()
    bigtwo.ruleset(straights="split", flush="rank-first")
    bigtwo.ruleset(plugins=[Reverse()])
    assert Twice.seen == [True, True], "asked once, under vetting all along, and not again by later builds"
    assert bigtwo.ruleset(straights="twice").straight_table == bigtwo.ruleset(straights="no-twos").straight_table
    assert Twice.seen[2:] == [False, False]


def test_legitimate_installed_plugins_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, "reverse", "strict", "third")
    assert bigtwo.plugin.set_aside_plugins() == ()
    assert str(bigtwo.ruleset().lowest_card) == "3♠"  # the wrapper reversed the suits
    assert bigtwo.ruleset(jokers="two").component("jokers", tuple) == ("J", "J")
    # Strict's lookup raises for Third's value: only the rule sets that use it fail, naming Strict.
    with pytest.raises(bigtwo.RulesError, match="plugin unknown:strict raised KeyError in bigtwo_component"):
        bigtwo.ruleset(jokers="three")


def test_a_save_of_a_plugin_variant_with_its_option_changed_reads_back_as_itself(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _install(monkeypatch, "strict")
    for rules in (bigtwo.ruleset("wild"), bigtwo.ruleset("wild", jokers="none"), bigtwo.ruleset(jokers="two")):
        state = bigtwo.new_game(rules, seed=4)
        assert bigtwo.loads(bigtwo.dumps(state)) == state
        assert bigtwo.loads(bigtwo.dumps(state)).rules == rules
    assert (
        "jokers" not in bigtwo.ruleset("wild").recorded
        and bigtwo.ruleset("wild", jokers="none").recorded["jokers"] == "none"
    )


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("undeclared_default", "whose default, 'weather'='rain', no plugin declares"),
        ("unbuilt_default", "whose default, 'weather'='none', no hook builds"),
        ("option_twice", "it declares the option 'weather', which unknown:option_twice also declares"),
    ],
)
def test_an_option_that_cannot_take_its_default_is_set_aside(
    monkeypatch: pytest.MonkeyPatch, name: str, reason: str
) -> None:
    _install(monkeypatch, name)
    _classic_still_builds()
    assert reason in _why(name)


class JunkWrapper:
    """A wrapper around every plugin's variants that adds junk: asked alone it declares nothing,
    so only reading every declaration together finds it."""

    @hookimpl(wrapper=True)
    def bigtwo_variants(self) -> Generator[None, list[Sequence[Variant]], list[Sequence[object]]]:
        found = yield
        return [*found, ["not a variant"]]


JUNKWRAPPER = JunkWrapper()


def test_a_clash_found_only_when_every_declaration_is_read_sets_its_plugin_aside(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _install(monkeypatch, "junkwrapper")
    _classic_still_builds()
    assert "'not a variant'" in _why("junkwrapper")


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
