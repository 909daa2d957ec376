"""The testing kit (`bigtwo.testing`) itself: it passes sound rule sets, it catches the mistakes
of tests/broken_plugins.py and names the property each breaks (through `check_rules`,
`check_variant` and the `RulesConformance` base class, under pytest too), and its Hypothesis
strategies give what they promise."""

from __future__ import annotations

import re
import subprocess
import sys
import unittest
from collections.abc import Callable

import pytest
from hypothesis import find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

import bigtwo
from bigtwo import DECK, Category, GameState, InvalidSetting, Play, RulesError
from bigtwo.plugin import ScoringScheme, refresh_installed
from bigtwo.testing import (
    BUILDS,
    PROPERTIES,
    STRAIGHT_TABLE,
    SUIT_ORDER,
    ZERO_SUM,
    Failure,
    RulesConformance,
    check_rules,
    check_variant,
    property_of_error,
    strategies,
)
from bigtwo.testing._strategies import RulesStrategies
from bigtwo.testing.pytest_plugin import parse_rules

from .broken_plugins import CASES, DOUBLED_SUIT, REPEATED_RUN, SNEAKY_DOUBLED_SUIT

pytest_plugins = ["pytester"]  # the opt-in plugin and RulesConformance under pytest, run in this process


# ---------------------------------------------------------------------------------------------
# Sound rule sets pass


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"suit_order": "clubs-lowest", "straights": "twos-low", "flush": "rank-first"},
        {"straights": "split", "royal": "jqka2", "bombs": "quads-and-straight-flush", "scoring": "pairwise"},
        {"straights": "no-twos", "opener": "last-winner", "deal": "whole-deck", "scoring": "tiers-penalty"},
        {"straights": "jqka2-top", "direction": "alternate", "pass_locks_out": "on", "auto_pass": "none"},
    ],
)
def test_sound_rule_sets_pass(options: dict[str, str]) -> None:
    assert check_rules(bigtwo.ruleset("classic", **options), examples=60) == ()


def test_a_sound_suite_passes_every_test() -> None:
    outcomes = run_suite(suite("classic", {}, (), examples=40))
    assert outcomes and all(outcome == "passed" for outcome in outcomes.values()), outcomes
    assert len(outcomes) == len(PROPERTIES)


# ---------------------------------------------------------------------------------------------
# Broken plugins are caught, and the property they break is named


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_check_variant_names_the_broken_property(case: str) -> None:
    variant, options, plugin, prop = CASES[case]
    failures = check_variant(variant, options=options, plugins=[plugin], examples=100)
    assert prop in [f.property for f in failures], failures
    named = next(f for f in failures if f.property == prop)
    assert named.message and named.counterexample
    assert str(named).startswith(f"{prop}: ")


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_check_rules_names_the_broken_property(case: str) -> None:
    """Where the rule set builds, `check_rules` finds the mistake; where the core refuses it at
    build time (a suit order listing a suit twice, a scheme breaking its own ``zero_sum``, a
    missing Spanish sentence), the build error is read as a break of the same property."""
    variant, options, plugin, prop = CASES[case]
    try:
        rules = bigtwo.ruleset(variant, plugins=[plugin], **options)
    except RulesError as exc:
        assert property_of_error(exc) == prop, exc
        return
    failures = check_rules(rules, examples=100)
    assert prop in [f.property for f in failures], failures


def test_check_rules_sees_a_suit_order_the_build_did_not_refuse() -> None:
    rules = bigtwo.ruleset(plugins=[SNEAKY_DOUBLED_SUIT], suit_order="kit-sneaky")
    (failure,) = check_rules(rules, properties=[SUIT_ORDER])
    assert failure.property == SUIT_ORDER
    assert failure.counterexample == "♦ < ♣ < ♣ < ♠"


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_the_suite_fails_the_test_of_the_broken_property(case: str) -> None:
    variant, options, plugin, prop = CASES[case]
    outcomes = run_suite(suite(variant, options, (plugin,), examples=100))
    failed = {name: message for name, message in outcomes.items() if message not in ("passed", "skipped")}
    assert any(message.startswith(f"{prop}:") for message in failed.values()), outcomes


def test_a_suite_whose_rules_do_not_build_fails_two_tests_and_skips_the_others() -> None:
    outcomes = run_suite(suite("classic", {"suit_order": "kit-doubled"}, (DOUBLED_SUIT,)))
    failed = sorted(name for name, message in outcomes.items() if message not in ("passed", "skipped"))
    assert failed == ["test_rule_set_builds", "test_suit_order_is_a_total_order_of_four_suits"]
    assert sum(1 for message in outcomes.values() if message == "skipped") == len(PROPERTIES) - 2
    assert outcomes["test_suit_order_is_a_total_order_of_four_suits"].startswith(f"{SUIT_ORDER}: broken")


def test_pytest_collects_subclasses_not_the_base_and_names_the_broken_property(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        test_mine="""
            from bigtwo.testing import RulesConformance
            from tests.broken_plugins import DOUBLED_SUIT, REPEATED_RUN

            class TestRepeatedRun(RulesConformance):
                options = {"straights": "kit-repeated"}
                plugins = (REPEATED_RUN,)
                examples = 20

            class TestDoubledSuit(RulesConformance):
                options = {"suit_order": "kit-doubled"}
                plugins = (DOUBLED_SUIT,)
            """
    )
    done = run_pytest(pytester, "test_mine.py")
    out = done.stdout.str()
    assert done.ret == pytest.ExitCode.TESTS_FAILED, out + done.stderr.str()
    assert "RulesConformance::" not in out
    assert "FAILED test_mine.py::TestRepeatedRun::test_straight_table_lists_distinct_runs_in_a_strict_order" in out
    assert "FAILED test_mine.py::TestDoubledSuit::test_suit_order_is_a_total_order_of_four_suits" in out
    assert "FAILED test_mine.py::TestDoubledSuit::test_rule_set_builds" in out
    assert f"{STRAIGHT_TABLE}: the straight table lists the same run twice" in out
    assert f"{len(PROPERTIES) - 2} skipped" in out, out


def run_pytest(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    """pytest run by pytester in this process, in its folder (``tests.broken_plugins`` is already
    imported); afterwards bigtwo forgets the installed plugins it read, since pytester takes back
    the modules the run imported. The snapshot plugin of `bigtwo play`'s tests is blocked: it
    keeps its folder in an environment variable, which a run inside this one would take over."""
    try:
        return pytester.runpytest("-q", "-rfs", "-p", "no:cacheprovider", "-p", "no:textual-snapshot", *args)
    finally:
        refresh_installed()


def test_the_opt_in_pytest_plugin_runs_the_suite_on_rules_named_on_the_command_line(pytester: pytest.Pytester) -> None:
    rules = ["--bigtwo-rules", "classic:straights=kit-repeated", "--bigtwo-plugin", "tests.broken_plugins:REPEATED_RUN"]
    done = run_pytest(pytester, "-p", "bigtwo.testing.pytest_plugin", *rules, "--bigtwo-examples", "20")
    out = done.stdout.str()
    assert done.ret == pytest.ExitCode.TESTS_FAILED, out + done.stderr.str()
    name = "bigtwo-rules[classic:straights=kit-repeated]::test_straight_table_lists_distinct_runs_in_a_strict_order"
    assert any(line.startswith("FAILED") and name in line for line in out.splitlines()), out
    assert f"{STRAIGHT_TABLE}: the straight table lists the same run twice" in out
    assert f"{len(PROPERTIES) - 2} passed" in out
    selected = run_pytest(pytester, "-p", "bigtwo.testing.pytest_plugin", "--bigtwo-rules", "dragon", "-k", "opener")
    assert selected.ret == pytest.ExitCode.OK and "1 passed" in selected.stdout.str(), selected.stdout.str()
    # Opt-in: without -p the options do not exist.
    assert run_pytest(pytester, "--bigtwo-rules", "dragon").ret == pytest.ExitCode.USAGE_ERROR


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("classic:straights", "'classic:straights': a setting is NAME=VALUE, not 'straights'"),
        (":straights=no-twos", "':straights=no-twos' names no variant"),
        ("classic:flush=rank-first,flush=suit-first", "'classic:flush=rank-first,flush=suit-first': flush is given"),
    ],
)  # fmt: skip
def test_a_bad_rules_option_is_a_usage_error_before_any_test(
    pytester: pytest.Pytester, spec: str, message: str
) -> None:
    done = run_pytest(pytester, "-p", "bigtwo.testing.pytest_plugin", "--bigtwo-rules", spec)
    assert done.ret == pytest.ExitCode.USAGE_ERROR
    assert f"argument --bigtwo-rules: {message}" in done.stderr.str(), done.stderr.str()
    with pytest.raises(InvalidSetting, match=re.escape(message)):
        parse_rules(spec)


def test_parse_rules_reads_options_as_the_library_reads_settings() -> None:
    assert parse_rules("classic") == ("classic", {})
    assert parse_rules(" classic : pass-locks-out = on, straights=no-twos, ") == (
        "classic",
        {"pass_locks_out": "on", "straights": "no-twos"},
    )


def suite(
    variant: str, options: dict[str, str], plugins: tuple[object, ...], examples: int = 200
) -> type[RulesConformance]:
    """A subclass of the suite, as a plugin author writes one (not collected: made inside a test)."""
    attributes = {"variant": variant, "options": options, "plugins": plugins, "examples": examples}
    return type("Suite", (RulesConformance,), attributes)


def run_suite(cls: type[RulesConformance]) -> dict[str, str]:
    """Every ``test_*`` method of ``cls``: ``"passed"``, ``"skipped"``, or the assertion's message."""
    outcomes: dict[str, str] = {}
    for name in sorted(n for n in dir(cls) if n.startswith("test_")):
        method: Callable[[], None] = getattr(cls(), name)
        try:
            method()
        except AssertionError as exc:
            outcomes[name] = str(exc)
        except unittest.SkipTest:
            outcomes[name] = "skipped"
        else:
            outcomes[name] = "passed"
    return outcomes


# ---------------------------------------------------------------------------------------------
# The plain function


def test_check_rules_runs_only_the_properties_asked() -> None:
    rules = bigtwo.ruleset(plugins=[REPEATED_RUN], straights="kit-repeated")
    assert check_rules(rules, properties=[SUIT_ORDER]) == ()
    assert [f.property for f in check_rules(rules, properties=[STRAIGHT_TABLE])] == [STRAIGHT_TABLE]
    assert check_rules(rules, properties=STRAIGHT_TABLE) == check_rules(rules, properties=[STRAIGHT_TABLE])


def test_check_rules_is_deterministic() -> None:
    rules = bigtwo.ruleset(plugins=[REPEATED_RUN], straights="kit-repeated")
    assert check_rules(rules, examples=30) == check_rules(rules, examples=30)


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: check_rules("classic"), RulesError),  # type: ignore[arg-type]
        (lambda: check_rules(bigtwo.ruleset(), examples=0), ValueError),
        (lambda: check_rules(bigtwo.ruleset(), examples=True), ValueError),
        (lambda: check_rules(bigtwo.ruleset(), properties=["suits are nice"]), ValueError),
        (lambda: check_variant(examples=-1), ValueError),
    ],
)
def test_bad_arguments_are_refused(call: Callable[[], object], error: type[Exception]) -> None:
    with pytest.raises(error):
        call()


def test_an_unknown_variant_is_a_failure_of_the_build() -> None:
    (failure,) = check_variant("no-such-variant")
    assert failure.property == BUILDS
    assert "unknown variant" in failure.message


@pytest.mark.parametrize(
    ("message", "prop"),
    [
        ("a suit order lists each of the four suits once, not (D, D, H, S)", SUIT_ORDER),
        ("scheme 'x': the amounts [0, 3] do not add up to zero, but the scheme says zero_sum=True", ZERO_SUM),
        ("a run has five different ranks including its top one", STRAIGHT_TABLE),
        ("unknown variant 'x'; known: classic", BUILDS),
    ],
)  # fmt: skip
def test_build_errors_are_read_as_the_property_they_break(message: str, prop: str) -> None:
    assert property_of_error(RulesError(message)) == prop


def test_failures_are_values() -> None:
    failure = Failure(SUIT_ORDER, "message", "3♦")
    assert failure == Failure(SUIT_ORDER, "message", "3♦")
    assert str(failure) == f"{SUIT_ORDER}: message\n  counterexample: 3♦"


def test_importing_the_kit_imports_neither_pytest_nor_hypothesis() -> None:
    code = (
        "import sys, bigtwo, bigtwo.testing\n"
        "assert not {'pytest', 'hypothesis', '_pytest'} & set(sys.modules), 'imported a test tool'\n"
        "from bigtwo.testing import check_rules\n"
        "assert check_rules(bigtwo.ruleset(), examples=5) == ()\n"
        "assert 'hypothesis' not in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


# ---------------------------------------------------------------------------------------------
# Strategies

NAMESPACES = {name: strategies(bigtwo.ruleset(name)) for name in ("classic", "dragon", "pusoy-dos")}


@pytest.fixture(scope="module", params=sorted(NAMESPACES))
def ns(request: pytest.FixtureRequest) -> RulesStrategies:
    return NAMESPACES[request.param]


def test_strategies_need_a_rule_set() -> None:
    with pytest.raises(InvalidArgument):
        strategies("classic")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        NAMESPACES["classic"].combos("flush")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        NAMESPACES["classic"].hands(5, 2)


@given(data=st.data())
def test_cards_and_hands(ns: RulesStrategies, data: st.DataObject) -> None:
    assert data.draw(ns.cards()) in DECK
    hand = data.draw(ns.hands(2, 6))
    assert 2 <= len(hand) <= 6 and len(set(hand)) == len(hand)


@given(data=st.data())
def test_combos_are_plays_of_their_category(ns: RulesStrategies, data: st.DataObject) -> None:
    category = data.draw(st.sampled_from(Category))
    combo = data.draw(ns.combos(category))
    assert combo.category is category
    assert bigtwo.classify(combo.cards, ns.rules) == combo
    assert data.draw(ns.combos()).rules is ns.rules


@given(data=st.data())
def test_beating_gives_plays_that_beat(ns: RulesStrategies, data: st.DataObject) -> None:
    table = data.draw(ns.combos())
    strategy = ns.beating(table)
    if strategy.is_empty:  # nothing beats the table (the top single, say): then no play of the deck does
        assert not any(bigtwo.beats(p, table, ns.rules) for p in bigtwo.plays(DECK, ns.rules))
        return
    assert bigtwo.beats(data.draw(strategy), table, ns.rules)


def test_beating_finds_every_play_that_beats() -> None:
    ns = NAMESPACES["classic"]
    table = bigtwo.classify("KD KS", ns.rules)
    # (found as text: Hypothesis's printer would print a Combo with its whole rule set)
    fresh = settings(database=None)  # not an example saved by another search
    assert find(ns.beating(table).map(str), lambda p: True, settings=fresh) == "A♦ A♣"  # the weakest that beats it
    assert find(ns.beating(table).map(str), lambda p: p.startswith("2"), settings=fresh) == "2♦ 2♣"
    assert find(ns.beating("3H").map(str), lambda p: p.startswith("3"), settings=fresh) == "3♠"
    assert ns.beating("2S").is_empty  # nothing beats the top single


@given(data=st.data())
def test_states_are_reachable_and_conserve_cards(ns: RulesStrategies, data: st.DataObject) -> None:
    state = data.draw(ns.states())
    assert isinstance(state, GameState) and state.rules is ns.rules
    played = 0
    for turn in state.history:
        if isinstance(turn.action, Play):
            assert not played & turn.action.mask
            played |= turn.action.mask
    dealt = 0
    for mask in state.dealt:
        dealt |= mask
    held = 0
    for mask in state.masks:
        held |= mask
    assert held | played == dealt and not held & played
    assert bigtwo.loads(bigtwo.dumps(state)) == state


@given(data=st.data())
def test_score_inputs_are_scored(ns: RulesStrategies, data: st.DataObject) -> None:
    given_ = data.draw(ns.score_inputs())
    assert [len(h) == 0 for h in given_.hands].count(True) == 1 and not given_.hands[given_.winner]
    assert all(len(h) <= n for h, n in zip(given_.hands, given_.dealt, strict=True))
    card = bigtwo.score(given_.hands, ns.rules, winning_play=given_.winning_play, dealt=given_.dealt)
    assert len(card.lines) == len(given_.hands)
    lines = ns.rules.component("scoring", ScoringScheme).lines(given_)
    assert tuple(line.amount for line in lines) == card.points
