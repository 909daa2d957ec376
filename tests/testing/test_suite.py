"""The `RulesConformance` suite run on sound and broken rule sets."""

from __future__ import annotations

import unittest
from collections.abc import Callable

import pytest

from bigtwo.testing import (
    PROPERTIES,
    SUIT_ORDER,
    RulesConformance,
)
from tests.support.broken_plugins import CASES, DOUBLED_SUIT


def test_a_sound_suite_passes_every_test() -> None:
    outcomes = run_suite(suite("classic", {}, (), examples=40))
    assert outcomes and all(outcome == "passed" for outcome in outcomes.values()), outcomes
    assert len(outcomes) == len(PROPERTIES)


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
