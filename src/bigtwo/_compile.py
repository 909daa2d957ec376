"""Compiling a rule set's components into the integer tables the hot path reads.

Every table is built here, from the components the plugins returned, before the `RuleSet`
that holds them exists; the result is frozen (tuples and read-only mappings). Plays are keyed
by integers: a card is an index 0-51 (``rank * 4 + suit``), a hand a 52-bit mask, and a
five-card play's strength ``category position << 24 | strength within the category``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from attrs import frozen

from ._cards import Rank
from ._components import (
    FIVE_CARD_CATEGORIES,
    BombRule,
    Category,
    FlushOrder,
    RoyalRule,
    StraightTable,
    SuitOrder,
)
from ._texts import Text
from .errors import Reason, ReasonCode, RulesError

__all__ = ["FIVE_SHIFT", "RANK_HIST", "DistinctEntry", "Tables", "compile_tables"]

RANK_HIST: tuple[int, ...] = tuple(1 << (3 * (i >> 2)) for i in range(52))
"""Per card index, its contribution to a rank histogram (three bits per rank)."""

FIVE_SHIFT = 24
"""Five-card keys are ``category_position << 24 | strength within the category``."""


def _hist(ranks: Iterable[int]) -> int:
    return sum(1 << 3 * r for r in ranks)


def _five_key(category: Category, inner: int) -> int:
    return (FIVE_CARD_CATEGORIES.index(category) << FIVE_SHIFT) | inner


DistinctEntry = tuple[int, tuple[int, ...] | None, tuple[int, ...], Reason | None]
"""For five different ranks: (top rank of the straight or -1, straight keys by suit of the top
card or None, flush keys by suit, the reason a table rule forbids the run or None)."""


@frozen
class Tables:
    """What the hot path reads. Built once per rule set; never changed after the build."""

    card_key: tuple[int, ...]
    """Per card index: its strength as a single (rank * 4 + position of its suit)."""
    five: Mapping[int, int | DistinctEntry]
    """Rank histogram of five cards -> the key (full house, four of a kind) or a `DistinctEntry`;
    histograms that are never a play are absent."""
    runs: tuple[tuple[tuple[int, ...], int, int, tuple[int, ...]], ...]
    """Every straight run: (ranks, 13-bit mask of the ranks, top rank, straight keys by suit)."""
    by_rank_mask: Mapping[int, DistinctEntry]
    """The entries of `five` for five different ranks, by the mask ``sum(1 << 4 * rank)``
    (a one-suit card mask shifted down by its suit)."""
    full_house: tuple[int, ...]
    """Per rank: the key of a full house whose triple has that rank."""
    quads: tuple[int, ...]
    """Per rank: the key of four of a kind of that rank."""
    bombs: frozenset[Category]
    categories_cross: bool
    lowest: int
    """The index of the lowest card (card key 0)."""
    highest: int
    """The index of the highest card (card key 51)."""


def compile_tables(
    order: SuitOrder, table: StraightTable, flush: FlushOrder, royal: RoyalRule, bombs: BombRule
) -> Tables:
    """The lookup tables of a rule set with these components."""
    suit_pos = [0] * 4
    for pos, s in enumerate(order.suits):
        suit_pos[s] = pos
    card_key = tuple((i >> 2) * 4 + suit_pos[i & 3] for i in range(52))

    five: dict[int, int | DistinctEntry] = {}
    for a, b in itertools.permutations(range(13), 2):
        five[3 * (1 << 3 * a) + 2 * (1 << 3 * b)] = _five_key(Category.FULL_HOUSE, a)
        five[4 * (1 << 3 * a) + (1 << 3 * b)] = _five_key(Category.FOUR_OF_A_KIND, a)

    straight_at = {frozenset(map(int, run.ranks)): (pos, run) for pos, run in enumerate(table.runs)}
    royal_at = {frozenset(map(int, run.ranks)): len(table.runs) + pos for pos, run in enumerate(royal.runs)}
    forbidden = {frozenset(map(int, run.ranks)) for run in table.forbidden}
    forbidden_reason = Reason(
        ReasonCode.TABLE_RULE, Text("reason.table-rule", rule=table.rule), detail=(("rule", table.rule.render("en")),)
    )

    rank_sets = list(itertools.combinations(range(13), 5))
    flush_keys: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}
    for ranks in rank_sets:
        high_first = tuple(Rank(r) for r in reversed(ranks))
        for suit in range(4):
            try:
                key = flush.key(high_first, suit_pos[suit])
            except Exception as exc:  # a plugin's key function with a bug
                raise RulesError(f"a flush order's key raised {type(exc).__name__}: {exc}") from exc
            if not isinstance(key, tuple):
                raise RulesError(f"a flush order's key must return a tuple, not {key!r}")
            flush_keys[ranks, suit] = key
    try:
        dense = {k: i for i, k in enumerate(sorted(set(flush_keys.values())))}
    except TypeError as exc:  # keys of mixed shapes cannot be ordered
        raise RulesError(f"a flush order's keys cannot be compared with each other: {exc}") from exc

    distinct: dict[int, DistinctEntry] = {}
    for ranks in rank_sets:
        rank_set = frozenset(ranks)
        hist = _hist(ranks)
        by_suit: list[int] = []
        straight = straight_at.get(rank_set)
        royal_pos = royal_at.get(rank_set)
        for suit in range(4):
            if royal_pos is not None:
                by_suit.append(_five_key(Category.STRAIGHT_FLUSH, royal_pos * 4 + suit_pos[suit]))
            elif straight is not None:
                by_suit.append(_five_key(Category.STRAIGHT_FLUSH, straight[0] * 4 + suit_pos[suit]))
            else:
                by_suit.append(_five_key(Category.FLUSH, dense[flush_keys[ranks, suit]]))
        if straight is not None:
            pos, run = straight
            keys = tuple(_five_key(Category.STRAIGHT, pos * 4 + suit_pos[s]) for s in range(4))
            distinct[hist] = (int(run.top), keys, tuple(by_suit), None)
        else:
            reason = forbidden_reason if rank_set in forbidden else None
            distinct[hist] = (-1, None, tuple(by_suit), reason)

    runs = tuple(
        (
            tuple(map(int, run.ranks)),
            sum(1 << r for r in run.ranks),
            int(run.top),
            distinct[_hist(run.ranks)][1] or (),
        )
        for run in table.runs
    )
    by_rank_mask = {sum(1 << 4 * r for r in ranks): distinct[_hist(ranks)] for ranks in rank_sets}
    five.update(distinct)
    return Tables(
        card_key=card_key,
        five=MappingProxyType(five),
        full_house=tuple(_five_key(Category.FULL_HOUSE, r) for r in range(13)),
        quads=tuple(_five_key(Category.FOUR_OF_A_KIND, r) for r in range(13)),
        runs=runs,
        by_rank_mask=MappingProxyType(by_rank_mask),
        bombs=bombs.bombs,
        categories_cross=bombs.categories_cross,
        lowest=card_key.index(0),
        highest=card_key.index(51),
    )
