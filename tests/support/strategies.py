"""Strategies and brute-force oracles shared by the tests."""

from __future__ import annotations

from itertools import combinations

from hypothesis import strategies as st

import bigtwo
import bigtwo.plugin
from bigtwo import DECK, Card, Combo, IllegalPlay, RuleSet

THIRD_PARTY = bigtwo.plugin.installed_plugins()
"""Plugins installed where the tests run (the example package in CI): tests about the built-in
rules leave out what these declare, so the suite passes beside any installed plugin."""
THIRD_PARTY_VARIANTS = frozenset(v for p in THIRD_PARTY for v in p.variants)


def builtin_variants() -> tuple[str, ...]:
    """The registered variants that ship with bigtwo."""
    return tuple(v for v in bigtwo.variants() if v not in THIRD_PARTY_VARIANTS)


def builtin_options() -> tuple[bigtwo.Option, ...]:
    """The options that ship with bigtwo."""
    added = {o for p in THIRD_PARTY for o in p.options}
    return tuple(o for o in bigtwo.options() if o.name not in added)


def builtin_values(option: str) -> tuple[bigtwo.OptionValue, ...]:
    """The values of ``option`` that ship with bigtwo."""
    added = {value for p in THIRD_PARTY for name, values in p.values if name == option for value in values}
    return tuple(v for v in bigtwo.option_values(option) if v.value not in added)


VARIANTS = ("classic", "chinese", "cardroom", "doubling", "dragon", "pusoy-dos", "taiwanese")
STRAIGHTS = ("twos-high", "twos-low", "split", "no-twos", "jqka2-top")


def hands(min_size: int = 0, max_size: int = 13) -> st.SearchStrategy[list[Card]]:
    """Random hands: distinct cards, in random order."""
    return st.lists(st.sampled_from(DECK), min_size=min_size, max_size=max_size, unique=True)


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    """Every built-in variant, and random combinations of the option values."""
    if draw(st.booleans()):
        return bigtwo.ruleset(draw(st.sampled_from(VARIANTS)))
    return bigtwo.ruleset(
        suit_order=draw(st.sampled_from(("diamonds-lowest", "clubs-lowest", "pusoy"))),
        straights=draw(st.sampled_from(STRAIGHTS)),
        flush=draw(st.sampled_from(("suit-first", "rank-first"))),
        royal=draw(st.sampled_from(("none", "jqka2"))),
        bombs=draw(st.sampled_from(("none", "quads-and-straight-flush"))),
    )


@st.composite
def legal_plays(draw: st.DrawFn, rules: RuleSet, size: int | None = None) -> Combo:
    """A legal play: one of the plays of a random 13-card hand (of ``size`` cards if given)."""
    while True:
        hand = draw(hands(13, 13))
        options = [p for p in bigtwo.plays(hand, rules) if size is None or p.size == size]
        if options:
            return draw(st.sampled_from(options))


def brute_force_plays(hand: list[Card], rules: RuleSet) -> dict[int, Combo]:
    """Every play of ``hand`` found by trying every 1, 2, 3 and 5-card subset."""
    found: dict[int, Combo] = {}
    for size in (1, 2, 3, 5):
        for subset in combinations(hand, size):
            try:
                combo = bigtwo.classify(subset, rules)
            except IllegalPlay:
                continue
            found[combo.mask] = combo
    return found
