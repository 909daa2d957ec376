"""`RulesConformance`: the conformance suite as a base class, one test per property.

It needs no pytest import: its tests are plain methods that raise `AssertionError` with the
failures found, and `unittest.SkipTest` (which pytest and unittest both honour) for the
properties that cannot be checked because the rule set does not build.
"""

from __future__ import annotations

import unittest
import weakref
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import ClassVar

from bigtwo import RuleSet

from ._checks import CHECKS, Check, run_check
from ._properties import (
    BUILDS,
    CHECK_AGREES,
    CLASSIFY,
    COMPARE,
    CONSERVE,
    DETERMINISTIC,
    EXPLAINED,
    FLUSH_ORDER,
    MONOTONE,
    ONE_WINNER,
    OPENER,
    PLAYS,
    SCORE_LINES,
    SEAT_ORDER,
    STRAIGHT_TABLE,
    SUIT_ORDER,
    ZERO_SUM,
    Failure,
    build,
)
from ._sample import Sample

__all__ = ["RulesConformance"]

_BUILT: weakref.WeakKeyDictionary[type, RuleSet | Failure] = weakref.WeakKeyDictionary()
"""Each suite class's rule set (or the failure of its build), built once per class."""
_SAMPLES: weakref.WeakKeyDictionary[type, Sample] = weakref.WeakKeyDictionary()
"""Each suite class's sample of plays, made once per class."""
_FOUND: weakref.WeakKeyDictionary[type, dict[int, tuple[Failure, ...]]] = weakref.WeakKeyDictionary()
"""Each suite class's failures per check (a check reporting on several properties runs once)."""


def _report(failures: Sequence[Failure]) -> str:
    return "\n".join(str(f) for f in failures)


class RulesConformance:
    """The conformance suite of a rule set: subclass it in a test file, name the rules, run pytest.

    ::

        from bigtwo.testing import RulesConformance
        import my_plugin

        class TestMyVariant(RulesConformance):
            variant = "my-variant"
            plugins = (my_plugin,)        # or nothing, for an installed plugin
            options = {"straights": "twos-low"}

    Each ``test_*`` method checks one property (see `bigtwo.testing.PROPERTIES`) with the same
    check `bigtwo.testing.check_rules` runs, so pytest's output names the property that broke;
    the message gives a counterexample. When the rule set does not build, ``test_rule_set_builds``
    and the test of the property the error breaks fail, and the other tests are skipped.

    The class itself is not collected (its name does not start with ``Test``); a subclass named
    ``Test...`` is. The rule set is built once per subclass.
    """

    variant: ClassVar[str] = "classic"
    """The variant to check."""
    options: ClassVar[Mapping[str, str]] = MappingProxyType({})
    """Options changed from the variant (option name -> value name)."""
    plugins: ClassVar[Sequence[object]] = ()
    """Plugins passed to `bigtwo.ruleset` (``plugins=``), besides the installed ones."""
    examples: ClassVar[int] = 200
    """How many random cases each check tries (see `bigtwo.testing.check_rules`)."""

    @classmethod
    def build_rules(cls) -> RuleSet | Failure:
        """The rule set this class checks, built once per class.

        Returns:
            The rule set of `variant`, `options` and `plugins`, or, when it does not build,
            the `bigtwo.testing.Failure` of the property its build error breaks.
        """
        if cls not in _BUILT:
            _BUILT[cls] = build(cls.variant, dict(cls.options), tuple(cls.plugins))
        return _BUILT[cls]

    @classmethod
    def rule_set(cls) -> RuleSet:
        """The rule set this class checks, for tests of one's own.

        Returns:
            The rule set of `variant`, `options` and `plugins`.

        Raises:
            AssertionError: The rule set does not build; the message is its failure.
        """
        built = cls.build_rules()
        if isinstance(built, Failure):
            raise AssertionError(str(built))
        return built

    def check_property(self, prop: str) -> None:
        """Check the property named ``prop``, as the ``test_*`` method of that property does.

        Args:
            prop: A property's stable name (one of `bigtwo.testing.PROPERTIES`).

        Raises:
            AssertionError: The property does not hold (the message names it and gives a
                counterexample), or it is broken because the rule set does not build.
            unittest.SkipTest: The rule set does not build, so another property cannot be
                checked.
        """
        built = type(self).build_rules()
        if isinstance(built, Failure):
            if prop in (BUILDS, built.property):
                raise AssertionError(f"{prop}: broken, because the rule set does not build\n{built}")
            raise unittest.SkipTest(f"not checked: the rule set does not build ({built.property}: {built.message})")
        if prop == BUILDS:
            return
        check = next(c for c in CHECKS if prop in c.properties)
        failures = [f for f in self._found(check, built) if f.property == prop]
        if failures:
            raise AssertionError(_report(failures))

    def _found(self, check: Check, rules: RuleSet) -> tuple[Failure, ...]:
        cls = type(self)
        per_check = _FOUND.setdefault(cls, {})
        if id(check) not in per_check:
            if cls not in _SAMPLES:
                _SAMPLES[cls] = Sample.of(rules, cls.examples)
            per_check[id(check)] = run_check(check, _SAMPLES[cls])
        return per_check[id(check)]

    def test_rule_set_builds(self) -> None:
        """The variant, with the options and plugins given, builds into a rule set."""
        self.check_property(BUILDS)

    def test_suit_order_is_a_total_order_of_four_suits(self) -> None:
        """See `bigtwo.testing.SUIT_ORDER`."""
        self.check_property(SUIT_ORDER)

    def test_straight_table_lists_distinct_runs_in_a_strict_order(self) -> None:
        """See `bigtwo.testing.STRAIGHT_TABLE`."""
        self.check_property(STRAIGHT_TABLE)

    def test_compare_is_antisymmetric_transitive_and_consistent_with_beats(self) -> None:
        """See `bigtwo.testing.COMPARE`."""
        self.check_property(COMPARE)

    def test_flush_order_is_transitive_and_compare_follows_it(self) -> None:
        """See `bigtwo.testing.FLUSH_ORDER`."""
        self.check_property(FLUSH_ORDER)

    def test_plays_equals_brute_force(self) -> None:
        """See `bigtwo.testing.PLAYS`."""
        self.check_property(PLAYS)

    def test_classify_is_independent_of_card_order(self) -> None:
        """See `bigtwo.testing.CLASSIFY`."""
        self.check_property(CLASSIFY)

    def test_opener_card_is_unique(self) -> None:
        """See `bigtwo.testing.OPENER`."""
        self.check_property(OPENER)

    def test_games_conserve_cards(self) -> None:
        """See `bigtwo.testing.CONSERVE`."""
        self.check_property(CONSERVE)

    def test_games_never_accept_an_action_check_refuses(self) -> None:
        """See `bigtwo.testing.CHECK_AGREES`."""
        self.check_property(CHECK_AGREES)

    def test_games_end_with_one_winner(self) -> None:
        """See `bigtwo.testing.ONE_WINNER`."""
        self.check_property(ONE_WINNER)

    def test_scoring_gives_one_valid_line_per_seat(self) -> None:
        """See `bigtwo.testing.SCORE_LINES`."""
        self.check_property(SCORE_LINES)

    def test_scoring_is_zero_sum_where_declared(self) -> None:
        """See `bigtwo.testing.ZERO_SUM`."""
        self.check_property(ZERO_SUM)

    def test_scoring_is_monotone_in_cards_left(self) -> None:
        """See `bigtwo.testing.MONOTONE`."""
        self.check_property(MONOTONE)

    def test_scoring_is_independent_of_the_order_of_the_other_seats(self) -> None:
        """See `bigtwo.testing.SEAT_ORDER`."""
        self.check_property(SEAT_ORDER)

    def test_scoring_is_deterministic(self) -> None:
        """See `bigtwo.testing.DETERMINISTIC`."""
        self.check_property(DETERMINISTIC)

    def test_every_value_and_variant_is_explained_in_both_languages(self) -> None:
        """See `bigtwo.testing.EXPLAINED`."""
        self.check_property(EXPLAINED)
