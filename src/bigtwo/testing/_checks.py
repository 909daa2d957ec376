"""The checks, run on random cases drawn from a `random.Random` with a fixed seed, so every run
checks the same cases and no test framework is needed: `CHECKS`, one `Check` per group of
properties (the modules `_ordering`, `_plays`, `_games`, `_scoring` and `_explained` hold
them); `run_check` runs one; `check_rules` runs them all; `RulesConformance` runs them one
property at a time.

Each check is a generator of `Failure`; it stops at the first counterexample of each property.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from attrs import frozen

from bigtwo import GameError, RulesError, RuleSet
from bigtwo._values.errors import shown

from ._explained import check_explained
from ._games import check_games, check_opener
from ._ordering import check_compare, check_flush_order, check_straight_table, check_suit_order
from ._plays import check_classify, check_plays
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
    build,
    describe_rules,
    property_of_error,
)
from ._sample import Sample
from ._scoring import check_scoring

__all__ = ["CHECKS", "Check", "check_rules", "check_variant", "run_check"]


@frozen
class Check:
    """A check: the properties it reports on, and the function that looks for counterexamples."""

    properties: tuple[str, ...]
    run: Callable[[Sample], Iterable[Failure]]


CHECKS: tuple[Check, ...] = (
    Check((SUIT_ORDER,), check_suit_order),
    Check((STRAIGHT_TABLE,), check_straight_table),
    Check((COMPARE,), check_compare),
    Check((FLUSH_ORDER,), check_flush_order),
    Check((PLAYS,), check_plays),
    Check((CLASSIFY,), check_classify),
    Check((OPENER,), check_opener),
    Check((CONSERVE, CHECK_AGREES, ONE_WINNER), check_games),
    Check((SCORE_LINES, ZERO_SUM, MONOTONE, SEAT_ORDER, DETERMINISTIC), check_scoring),
    Check((EXPLAINED,), check_explained),
)
"""Every check, in the order `check_rules` runs them."""


def run_check(check: Check, sample: Sample) -> tuple[Failure, ...]:
    """The failures ``check`` finds, the first one per property; an exception the check lets out
    (a plugin's bug met on the way) is the failure of the property it names, or the check's first."""
    found: dict[str, Failure] = {}
    try:
        for failure in check.run(sample):
            found.setdefault(failure.property, failure)
    except Exception as exc:  # a rule set's component may raise anything: report it, do not crash
        prop = property_of_error(exc, check.properties[0])
        prop = prop if prop in check.properties else check.properties[0]
        found.setdefault(prop, Failure(prop, f"the check raised {type(exc).__name__}: {exc}", describe(sample.rules)))
    return tuple(found.values())


def describe(rules: RuleSet) -> str:
    """The rule set, readable: its variant, its options that differ from the variant's, its plugins."""
    return describe_rules(rules.variant, dict(rules.options), rules.plugin_objects)


def _examples(examples: object) -> int:
    if isinstance(examples, bool) or not isinstance(examples, int) or examples < 1:
        raise GameError("check-bad-examples", value=shown(examples))
    return examples


def _wanted(properties: Iterable[str] | None) -> frozenset[str]:
    if properties is None:
        return frozenset(PROPERTIES)
    if isinstance(properties, str):
        properties = (properties,)
    names: tuple[object, ...] | None
    try:
        names = tuple(properties)
    except TypeError:  # not iterable
        names = None
    if names is None or not all(isinstance(name, str) for name in names):
        raise GameError("check-bad-properties", value=shown(properties))
    wanted = frozenset(name for name in names if isinstance(name, str))
    unknown = wanted - set(PROPERTIES)
    if unknown:
        raise GameError(
            "check-unknown-properties",
            unknown=shown(sorted(unknown)),
            count=len(PROPERTIES),
            example=shown(PROPERTIES[1]),
        )
    return wanted


def check_rules(rules: RuleSet, *, examples: int = 200, properties: Iterable[str] | None = None) -> tuple[Failure, ...]:
    """Check every property of ``rules``, or only some, and return the failures found.

    The cases are random but the same on every run (fixed seeds). Needs no test framework.

    Args:
        rules: The rule set to check.
        examples: How many random cases each check tries (the heavier ones try a fraction of
            it), at least 1.
        properties: The names of the properties to check (from `PROPERTIES`; one name alone
            will do), or ``None`` for all of them.

    Returns:
        The first counterexample of each broken property, in the order of the checks; empty
        when every property holds.

    Raises:
        RulesError: ``rules`` is not a `bigtwo.RuleSet`.
        GameError: ``examples`` is not a whole number of at least 1, ``properties`` is not
            names, or a property's name is unknown. It is a ``ValueError``.

    >>> import bigtwo
    >>> check_rules(bigtwo.ruleset("classic"), examples=20)
    ()
    """
    if not isinstance(rules, RuleSet):
        raise RulesError("check-not-a-rule-set", value=shown(rules))
    count, wanted = _examples(examples), _wanted(properties)
    sample = Sample.of(rules, count)
    out: list[Failure] = []
    for check in CHECKS:
        if wanted & set(check.properties):
            out += [f for f in run_check(check, sample) if f.property in wanted]
    return tuple(out)


def check_variant(
    variant: str = "classic",
    *,
    options: Mapping[str, str] | None = None,
    plugins: Sequence[object] = (),
    examples: int = 200,
    properties: Iterable[str] | None = None,
) -> tuple[Failure, ...]:
    """`check_rules` of ``bigtwo.ruleset(variant, plugins=plugins, **options)``, even when it does not build.

    Args:
        variant: The variant to check.
        options: Option name -> value name, changing the variant's choices.
        plugins: Plugin objects, as `bigtwo.ruleset` takes them.
        examples: How many random cases each check tries, at least 1.
        properties: The names of the properties to check (from `PROPERTIES`), or ``None`` for
            all of them.

    Returns:
        What `check_rules` returns; when the rule set does not even build, the failure of the
        property the build error breaks (a suit order listing a suit twice breaks the suit
        order's property) and of `BUILDS`, those of them asked for.

    Raises:
        GameError: ``options`` is not a mapping, ``plugins`` not a sequence, ``properties`` not
            names, ``examples`` not a whole number of at least 1, or a property's name is
            unknown. It is a ``ValueError``.

    >>> check_variant("dragon", examples=10, properties=["the opener card is unique"])
    ()
    """
    if options is not None and not isinstance(options, Mapping):
        raise GameError("check-bad-options", value=shown(options))
    if isinstance(plugins, str | bytes) or not isinstance(plugins, Sequence):
        raise GameError("check-bad-plugins", value=shown(plugins))
    count, wanted = _examples(examples), _wanted(properties)
    built = build(variant, dict(options or {}), plugins)
    if isinstance(built, Failure):
        failures = [built]
        if built.property != BUILDS:
            failures.append(Failure(BUILDS, built.message, built.counterexample))
        return tuple(f for f in failures if f.property in wanted)
    return check_rules(built, examples=count, properties=wanted)
