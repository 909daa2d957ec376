"""Compiling a rule set's components into the integer tables the hot path reads.

Every table is built here, from the components the plugins returned, before the `RuleSet`
that holds them exists; the result is frozen (tuples and read-only mappings). Plays are keyed
by integers: a card is an index 0-51 (``rank * 4 + suit``), a hand a 52-bit mask, and a
five-card play's strength ``category position << 24 | strength within the category``.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from attrs import frozen

from .._spec.components import (
    FIVE_CARD_CATEGORIES,
    BombRule,
    Category,
    FlushOrder,
    RoyalRule,
    StraightTable,
    SuitOrder,
    consecutive,
)
from .._values.cards import Rank
from .._values.errors import Reason, ReasonCode, RulesError, exception_text, shown
from .._values.texts import Localized, Text

__all__ = ["FIVE_SHIFT", "RANK_HIST", "DistinctEntry", "Tables", "compile_tables"]

RANK_HIST: tuple[int, ...] = tuple(1 << (3 * (i >> 2)) for i in range(52))
"""Per card index, its contribution to a rank histogram (three bits per rank)."""

FIVE_SHIFT = 24
"""Five-card keys are ``category_position << 24 | strength within the category``."""


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
    lowest_suit: tuple[int, ...]
    """Per nibble of suits held (bit ``suit``, 1 to 15): the one the suit order puts lowest."""
    highest_suit: tuple[int, ...]
    """Per nibble of suits held (bit ``suit``, 1 to 15): the one the suit order puts highest."""


def compile_tables(
    order: SuitOrder, table: StraightTable, flush: FlushOrder, royal: RoyalRule, bombs: BombRule
) -> Tables:
    """The lookup tables of a rule set with these components."""
    suit_pos = [0] * 4
    for pos, s in enumerate(order.suits):
        suit_pos[s] = pos
    card_key = tuple((i >> 2) * 4 + suit_pos[i & 3] for i in range(52))
    rank_sets = _rank_sets()

    # Every flush's key from the plugin's function, checked, then ranked densely (0, 1, 2...).
    # Asked suit position by suit position, each from the lowest ranks up, the keys of the
    # built-in orders come in a few ascending runs, which the sort merges rather than sorts.
    key_of = flush.key
    try:
        flush_keys = [[key_of(high_first, pos) for high_first, _, _ in rank_sets] for pos in range(4)]
    except Exception as exc:  # a plugin's key function with a bug
        raise RulesError("flush-key-raised", error_type=type(exc).__name__, error=exception_text(exc)) from exc
    for key in itertools.chain(*flush_keys):
        if not isinstance(key, tuple):
            raise RulesError("flush-key-not-a-tuple", value=shown(key))
    try:
        dense = {k: i for i, k in enumerate(sorted(dict.fromkeys(itertools.chain(*flush_keys))))}
    except TypeError as exc:  # keys of mixed shapes cannot be ordered
        raise RulesError("flush-keys-not-comparable", error=exception_text(exc)) from exc
    for i, (high_first, _, _) in enumerate(rank_sets):  # the same ranks in two suits must not tie
        if len({flush_keys[pos][i] for pos in range(4)}) < 4:
            ranks = "-".join(Rank(r).symbol for r in sorted(high_first))
            raise RulesError("flush-order-not-total", ranks=ranks)
    by_position = [[_FLUSH + dense[k] for k in keys] for keys in flush_keys]
    flushes = zip(*(by_position[pos] for pos in suit_pos), strict=True)  # per rank set: the keys by suit

    for run in (*table.runs, *royal.runs):  # a run made past Run's own check (object.__new__) is refused too
        if not consecutive(run.ranks):
            raise RulesError("run-not-consecutive", ranks="-".join(Rank(r).symbol for r in run.ranks))
    straight_at = {_rank_mask(run.ranks): (pos, run) for pos, run in enumerate(table.runs)}
    royal_at = {_rank_mask(run.ranks): len(table.runs) + pos for pos, run in enumerate(royal.runs)}
    forbidden = {_rank_mask(run.ranks) for run in table.forbidden}
    rule = Localized() if table.rule is None else table.rule  # a table that names no rule: an empty one
    forbidden_reason = Reason(
        ReasonCode.TABLE_RULE, Text("reason.table-rule", rule=rule), detail=(("rule", rule.render("en")),)
    )
    by_rank_mask: dict[int, DistinctEntry] = {}
    five: dict[int, int | DistinctEntry] = {}
    for (_, hist, rank_mask), by_suit in zip(rank_sets, flushes, strict=True):
        straight = straight_at.get(rank_mask)
        royal_pos = royal_at.get(rank_mask)
        if royal_pos is not None:
            by_suit = tuple(_STRAIGHT_FLUSH + royal_pos * 4 + p for p in suit_pos)
        elif straight is not None:
            by_suit = tuple(_STRAIGHT_FLUSH + straight[0] * 4 + p for p in suit_pos)
        entry: DistinctEntry
        if straight is not None:
            pos, run = straight
            entry = (int(run.top), tuple(_STRAIGHT + pos * 4 + p for p in suit_pos), by_suit, None)
        else:
            entry = (-1, None, by_suit, forbidden_reason if rank_mask in forbidden else None)
        by_rank_mask[rank_mask] = five[hist] = entry
    full_house = tuple(_FULL_HOUSE + r for r in range(13))
    quads = tuple(_FOUR_OF_A_KIND + r for r in range(13))
    for a, b in itertools.permutations(range(13), 2):
        five[3 * (1 << 3 * a) + 2 * (1 << 3 * b)] = full_house[a]
        five[4 * (1 << 3 * a) + (1 << 3 * b)] = quads[a]

    runs = tuple(
        (tuple(map(int, run.ranks)), sum(1 << r for r in run.ranks), int(run.top), keys)
        for run in table.runs
        for keys in (by_rank_mask[_rank_mask(run.ranks)][1] or (),)
    )
    return Tables(
        card_key=card_key,
        five=MappingProxyType(five),
        full_house=full_house,
        quads=quads,
        runs=runs,
        by_rank_mask=MappingProxyType(by_rank_mask),
        bombs=bombs.bombs,
        categories_cross=bombs.categories_cross,
        lowest=card_key.index(0),
        highest=card_key.index(51),
        lowest_suit=(-1, *(min(_suits(nib), key=suit_pos.__getitem__) for nib in range(1, 16))),
        highest_suit=(-1, *(max(_suits(nib), key=suit_pos.__getitem__) for nib in range(1, 16))),
    )


_STRAIGHT, _FLUSH, _FULL_HOUSE, _FOUR_OF_A_KIND, _STRAIGHT_FLUSH = (
    FIVE_CARD_CATEGORIES.index(c) << FIVE_SHIFT
    for c in (Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND, Category.STRAIGHT_FLUSH)
)
"""The first key of each five-card category."""


def _rank_mask(ranks: Iterable[int]) -> int:
    return sum(1 << 4 * r for r in ranks)


@functools.cache
def _rank_sets() -> tuple[tuple[tuple[Rank, ...], int, int], ...]:
    """Every set of five different ranks, from the highest rank (as a flush order's key takes
    them), with its rank histogram and its ranks' bits of one suit (``_rank_mask``); in the order
    of the first, the lowest first."""
    rank, hist, bits = tuple(Rank), [1 << 3 * r for r in range(13)], [1 << 4 * r for r in range(13)]
    out = []
    for a, b, c, d, e in reversed(list(itertools.combinations(range(12, -1, -1), 5))):  # a highest
        rank_hist = hist[a] + hist[b] + hist[c] + hist[d] + hist[e]
        rank_bits = bits[a] | bits[b] | bits[c] | bits[d] | bits[e]
        out.append(((rank[a], rank[b], rank[c], rank[d], rank[e]), rank_hist, rank_bits))
    return tuple(out)


def _suits(nibble: int) -> list[int]:
    return [s for s in range(4) if nibble >> s & 1]
