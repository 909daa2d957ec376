"""The testing kit: property checks of any rule set, for plugin and variant authors.

- `check_rules` runs every check against a `bigtwo.RuleSet` and returns the `Failure` of each
  property that does not hold (empty when all hold). It is plain Python with fixed random seeds:
  any test runner or script can call it. `check_variant` does the same from a variant name,
  options and plugins, and reports a rule set that does not even build as a failure too.
- `RulesConformance` is the same checks as a base class for pytest: subclass it naming the
  variant, one test per property.
- `strategies` gives Hypothesis strategies bound to a rule set (cards, hands, plays of a
  category, plays that beat a play, reachable game states, score inputs), as a
  `RulesStrategies` namespace. Hypothesis is needed only for them, and imported only when
  `strategies` is called or `RulesStrategies` is first asked for.

The properties, by their stable names, are listed in `PROPERTIES`.

>>> import bigtwo
>>> from bigtwo.testing import check_rules
>>> check_rules(bigtwo.ruleset("pusoy-dos"), examples=20)
()
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bigtwo import RuleSet

from ._checks import check_rules, check_variant
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
    PROPERTIES,
    SCORE_LINES,
    SEAT_ORDER,
    STRAIGHT_TABLE,
    SUIT_ORDER,
    ZERO_SUM,
    Failure,
    property_of_error,
)
from ._suite import RulesConformance

if TYPE_CHECKING:  # the namespace's type, served on first use (`__getattr__`): importing it needs Hypothesis
    from ._strategies import RulesStrategies

__all__ = [
    "BUILDS",
    "CHECK_AGREES",
    "CLASSIFY",
    "COMPARE",
    "CONSERVE",
    "DETERMINISTIC",
    "EXPLAINED",
    "FLUSH_ORDER",
    "MONOTONE",
    "ONE_WINNER",
    "OPENER",
    "PLAYS",
    "PROPERTIES",
    "SCORE_LINES",
    "SEAT_ORDER",
    "STRAIGHT_TABLE",
    "SUIT_ORDER",
    "ZERO_SUM",
    "Failure",
    "RulesConformance",
    "RulesStrategies",
    "check_rules",
    "check_variant",
    "property_of_error",
    "strategies",
]


def __getattr__(name: str) -> object:
    """Serve `RulesStrategies` on first use, so that importing the kit does not import Hypothesis."""
    if name == "RulesStrategies":
        from ._strategies import RulesStrategies as found  # the optional dependency, imported on first use

        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """The module's names, `RulesStrategies` included."""
    return sorted({*globals(), "RulesStrategies"})


def strategies(rules: RuleSet) -> RulesStrategies:
    """Hypothesis strategies bound to ``rules``, as a namespace.

    Its methods give ``cards()``, ``hands(min_size=1, max_size=13)``, ``combos(category=None)``,
    ``beating(play)``, ``states()`` and ``score_inputs()``. Needs Hypothesis
    (``pip install bigtwo[testing]``), imported on this call, not before.

    Args:
        rules: The rule set every strategy is bound to.

    Returns:
        A frozen `RulesStrategies` (making it lists every play of the deck once).

    Raises:
        ImportError: Hypothesis is not installed.
        hypothesis.errors.InvalidArgument: ``rules`` is not a `bigtwo.RuleSet`.

    >>> import bigtwo
    >>> from hypothesis import given
    >>> ns = strategies(bigtwo.ruleset("dragon"))
    >>> @given(ns.combos(bigtwo.Category.FLUSH))
    ... def test_flushes(combo):
    ...     assert len({c.suit for c in combo.cards}) == 1
    >>> test_flushes()
    """
    from ._strategies import strategies as bound  # the optional dependency, imported on first use

    return bound(rules)
