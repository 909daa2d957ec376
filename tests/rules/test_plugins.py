"""The plugin mechanism: pluggy used as designed, explicit plugins, conflicts and misspelt hooks."""

from __future__ import annotations

import os
import pickle
import re
import subprocess
import sys
from collections.abc import Generator, Sequence
from importlib.metadata import EntryPoint

import attrs
import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import (
    Category,
    Rank,
    RulesError,
)
from bigtwo.plugin import (
    Localized,
    Option,
    OptionValue,
    Run,
    StraightTable,
    SuitOrder,
    Variant,
    hookimpl,
)
from tests.support.plugins import (
    ModuleLevelPlugin,
    NewStyleWrapper,
    OldStyleWrapper,
    behaviour,
    fake_entry_points,
)


@pytest.mark.parametrize("wrapper", [NewStyleWrapper(), OldStyleWrapper()], ids=["wrapper", "hookwrapper"])
@pytest.mark.parametrize("variant", ["classic", "chinese", "taiwanese", "dragon"])
def test_a_pass_through_wrapper_plugin_changes_nothing(wrapper: object, variant: str) -> None:
    wrapped = bigtwo.ruleset(variant, plugins=[wrapper])
    assert behaviour(wrapped) == behaviour(bigtwo.ruleset(variant))
    assert wrapped.explain("straights", "es") == bigtwo.ruleset(variant).explain("straights", "es")


def test_a_wrapper_sees_and_may_change_the_answer() -> None:
    seen: list[str] = []

    class Reverse:
        @hookimpl(wrapper=True)
        def bigtwo_suit_order(self, value: str) -> Generator[None, SuitOrder, SuitOrder]:
            result = yield
            seen.append(value)
            return SuitOrder(tuple(reversed(result.suits)))

    rules = bigtwo.ruleset(plugins=[Reverse()])
    assert seen == ["diamonds-lowest"]
    assert str(rules.lowest_card) == "3♠" and str(rules.highest_card) == "2♦"


def test_hooks_are_called_through_the_manager_so_tracing_works() -> None:
    pm = bigtwo.plugin.plugin_manager()
    calls: list[str] = []
    undo = pm.add_hookcall_monitoring(lambda name, impls, kwargs: calls.append(name), lambda *args: None)
    assert pm.hook.bigtwo_flush_order(value="rank-first") is not None
    undo()
    assert calls == ["bigtwo_flush_order"]


def test_a_plugin_can_add_an_option() -> None:
    @attrs.frozen
    class Jokers:
        count: int

    class JokerPlugin:
        @hookimpl
        def bigtwo_options(self) -> Sequence[Option]:
            title = Localized(en="Jokers", es="Comodines")
            return [Option("jokers", "none", "bigtwo_component", Jokers, title)]

        @hookimpl
        def bigtwo_option_values(self) -> Sequence[OptionValue]:
            return [
                OptionValue("jokers", "none", Localized(en="No jokers.", es="Sin comodines.")),
                OptionValue("jokers", "two", Localized(en="Two jokers.", es="Dos comodines.")),
            ]

        @hookimpl
        def bigtwo_component(self, option: str, value: str) -> Jokers | None:
            return Jokers({"none": 0, "two": 2}[value]) if option == "jokers" else None

    plugin = JokerPlugin()
    rules = bigtwo.ruleset(plugins=[plugin], jokers="two")
    assert rules.component("jokers", Jokers) == Jokers(2)
    assert rules.option("jokers") == "two" and rules.explain("jokers", "es") == "Dos comodines."
    assert bigtwo.ruleset(plugins=[plugin]).component("jokers", Jokers) == Jokers(0)
    with pytest.raises(bigtwo.RulesError, match="unknown jokers 'three'"):
        bigtwo.ruleset(plugins=[plugin], jokers="three")

    class Squatter:
        @hookimpl
        def bigtwo_options(self) -> Sequence[Option]:
            return [Option("variant", "x", "bigtwo_component", Jokers, Localized(en="x"))]

    with pytest.raises(bigtwo.RulesError, match="taken or invalid"):
        bigtwo.ruleset(plugins=[Squatter()])


def test_explicit_plugins_compare_by_identity() -> None:
    class Same:
        def __init__(self, order: tuple[bigtwo.Suit, ...]) -> None:
            self.order = order

        @hookimpl(tryfirst=True)
        def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
            return SuitOrder(self.order) if value == "diamonds-lowest" else None

    a = bigtwo.ruleset(plugins=[Same(tuple(bigtwo.Suit))])
    b = bigtwo.ruleset(plugins=[Same(tuple(reversed(bigtwo.Suit)))])
    assert a.plugins == b.plugins == ("Same",)
    assert a != b and a.lowest_card != b.lowest_card


class HouseRules:
    """New values of existing options that the built-in flags cannot express."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [
            OptionValue(
                "opener",
                "seat-zero",
                Localized(en="Seat 0 leads with anything.", es="Sale el asiento 0 con lo que quiera."),
            ),
            OptionValue(
                "auto_pass",
                "no-twos",
                Localized(en="Without a 2 you pass a single.", es="Sin un 2 pasas a una suelta."),
            ),
        ]

    @hookimpl
    def bigtwo_opener(self, value: str) -> bigtwo.plugin.OpenerRule | None:
        if value != "seat-zero":
            return None
        return bigtwo.plugin.OpenerRule(
            False, False, choose=lambda opening: (opening.rules.card_key(opening.lowest) * 0, None)
        )

    @hookimpl
    def bigtwo_auto_pass(self, value: str) -> bigtwo.plugin.AutoPassRule | None:
        if value != "no-twos":
            return None

        def test(hand: tuple[bigtwo.Card, ...], table: tuple[bigtwo.Card, ...], rules: bigtwo.plugin.RuleView) -> bool:
            assert rules.option("auto_pass") == "no-twos"  # the rule set is there to read
            return len(table) == 1 and all(c.rank is not bigtwo.Rank.TWO for c in hand)

        return bigtwo.plugin.AutoPassRule(False, False, test=test)


HOUSE = HouseRules()
"""Module-level, so rule sets that use it pickle."""


def test_new_values_of_existing_options_express_any_rule_of_their_kind() -> None:
    rules = bigtwo.ruleset(plugins=[HOUSE], opener="seat-zero", auto_pass="no-twos")
    state = bigtwo.new_game(rules, hands=["9D 9C", "3D 2S", "4D 5D", "6D 7D"])
    assert state.to_move == 0 and state.opening is None  # seat 0 leads, without the 3♦
    after = bigtwo.apply(state, bigtwo.Play("9D"))
    # Seat 1 holds a 2: it plays on. Then nobody else holds one: the rule passes them all.
    assert after.to_move == 1
    after = bigtwo.apply(after, bigtwo.Play("2S"))
    assert [(t.seat, t.auto) for t in after.history[2:]] == [(2, True), (3, True), (0, True)]
    assert after.table is None and after.to_move == 1
    # The deal pickles although the plugin's rules are local functions: the rules travel by name.
    assert pickle.loads(pickle.dumps(after)) == after


def test_plugin_author_mistakes_are_named() -> None:
    with pytest.raises(bigtwo.RulesError, match="is a class: pass an instance"):
        bigtwo.ruleset(plugins=[ModuleLevelPlugin])

    class Unmarked:
        def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
            return None

    with pytest.raises(bigtwo.RulesError, match=r"none is marked with bigtwo\.plugin\.hookimpl"):
        bigtwo.ruleset(plugins=[Unmarked()])

    class Explodes:
        @hookimpl
        def bigtwo_option_values(self) -> Sequence[OptionValue]:
            raise ValueError("bad data")

    with pytest.raises(
        bigtwo.RulesError, match=r"plugin explicit-0:Explodes raised ValueError in bigtwo_option_values"
    ):
        bigtwo.ruleset(plugins=[Explodes()])


@pytest.mark.slow
def test_a_real_build_can_be_traced() -> None:
    env = {**os.environ, bigtwo.plugin.TRACE_ENV: "1"}
    code = "import bigtwo; bigtwo.ruleset('chinese')"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert "bigtwo_straight_table" in done.stderr and "twos-low" in done.stderr


# ---------------------------------------------------------------------------------------------
# Misspelt hooks


@pytest.mark.parametrize(
    ("typo", "meant"), [("bigtwo_scorring", "bigtwo_scoring"), ("bigtwo_suit_ordr", "bigtwo_suit_order")]
)
def test_a_misspelt_hook_gets_the_closest_names(typo: str, meant: str) -> None:
    def hook(self: object, value: str) -> None:
        return None

    typo_class = type("Typo", (), {typo: hookimpl(hook)})
    with pytest.raises(RulesError, match=rf"plugin Typo: unknown hook '{typo}' in plugin Typo \(did you mean {meant}"):
        bigtwo.ruleset(plugins=[typo_class()])


@pytest.mark.parametrize("plugin", [None, 1, "x", "bigtwo_upside_down", [], 2.5])
def test_a_plugin_is_an_object_with_hooks(plugin: object) -> None:
    with pytest.raises(
        RulesError, match=re.escape(f"a plugin is a module or an object with bigtwo hooks, not {plugin!r}")
    ):
        bigtwo.ruleset(plugins=[plugin])


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

    with pytest.raises(RulesError, match="straights=twos-high is declared by more than one plugin"):
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


def test_a_plugin_answering_for_another_plugins_value_conflicts(monkeypatch: pytest.MonkeyPatch) -> None:
    # An explicit plugin passed to ruleset() may redefine a value: it is the caller's own
    # override, recorded in rules.plugins.
    rules = bigtwo.ruleset(plugins=[Override()])
    assert rules.plugins == ("Override",) and rules != bigtwo.ruleset()
    assert bigtwo.beats("2D 3C 4H 5S 6D", "AD 2C 3H 4S 5D", rules)

    # An installed plugin may not silently redefine a value another plugin declared: it is set
    # aside, so the rules that value names stay the built-in ones, and the listing says why.
    fake_entry_points(monkeypatch, EntryPoint("sneaky", "tests.rules.test_plugins:SNEAKY", "bigtwo.variants"))
    assert not bigtwo.beats("2D 3C 4H 5S 6D", "AD 2C 3H 4S 5D", bigtwo.ruleset())
    (listed,) = bigtwo.plugin.installed_plugins()
    assert not listed.loaded and listed.error is not None
    assert "answers bigtwo_straight_table for straights=twos-high, which bigtwo._rules.builtin_values" in listed.error
