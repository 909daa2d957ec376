"""The testing kit's checks (`check_rules`, `check_variant`): they pass sound rule sets and name the
property each mistake of `tests.support.broken_plugins` breaks."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable

import pytest

import bigtwo
from bigtwo import RulesError
from bigtwo.testing import (
    BUILDS,
    STRAIGHT_TABLE,
    SUIT_ORDER,
    ZERO_SUM,
    Failure,
    check_rules,
    check_variant,
    property_of_error,
)
from tests.support.broken_plugins import CASES, REPEATED_RUN, SNEAKY_DOUBLED_SUIT
from tests.support.paths import ROOT

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


def test_the_guide_lists_every_broken_plugin_with_its_property() -> None:
    """The table of "What the kit catches" in the plugin guide is the table these tests run."""
    guide = (ROOT / "docs" / "guides" / "write-a-plugin.md").read_text(encoding="utf-8")
    for case, (_, _, _, prop) in CASES.items():
        assert any(line.startswith(f"| {case} |") and line.endswith(f"| {prop} |") for line in guide.splitlines()), case


def test_a_variant_or_option_no_message_can_print_is_reported_by_size() -> None:
    huge = 10**5000  # Python refuses to write an integer this long as text
    (found,) = check_variant(huge, examples=1, properties=[BUILDS])  # type: ignore[arg-type]
    assert found.counterexample == "<an integer of 5001 digits>"
    (found,) = check_variant("classic", options={"suit_order": huge}, examples=1, properties=[BUILDS])  # type: ignore[dict-item]
    assert found.counterexample == "classic, suit_order=<an integer of 5001 digits>"
