"""Every play of a hand, built by construction (rank groups, runs, suits), not by testing subsets.

>>> import bigtwo
>>> rules = bigtwo.ruleset()
>>> [str(p) for p in bigtwo.plays("3D 3S 4H", rules)]
['3♦', '3♠', '4♥', '3♦ 3♠']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations
from operator import attrgetter

from ._cards import Card, card_mask
from ._combos import (
    RANK_BITS,
    SUIT_OF_NIBBLE,
    Combo,
    PlayLike,
    check_rules,
    classify,
    comparison,
    make_combo,
    small_plays,
)
from ._compile import FIVE_SHIFT
from ._components import FIVE_CARD_CATEGORIES
from ._ruleset import RuleSet

__all__ = ["plays", "plays_of_mask"]

_FIVE = FIVE_CARD_CATEGORIES


def plays(hand: str | Iterable[Card], rules: RuleSet, table: PlayLike | None = None) -> tuple[Combo, ...]:
    """Every play that can be formed from ``hand``; with ``table``, only those that beat it.

    Built by construction (rank groups, runs, suits), not by testing subsets. The result is
    ordered by size, then from the weakest to the strongest play, and does not depend on the
    order of the cards in ``hand``.

    >>> import bigtwo
    >>> rules = bigtwo.ruleset()
    >>> [str(p) for p in bigtwo.plays("3D 3S 4H", rules)]
    ['3♦', '3♠', '4♥', '3♦ 3♠']
    >>> [str(p) for p in bigtwo.plays("3D 3S 4H", rules, table="3C 3H")]
    ['3♦ 3♠']
    """
    rules = check_rules(rules)
    mask = card_mask(hand)
    target = None if table is None else classify(table, rules)
    return tuple(plays_of_mask(mask, rules, target))


def plays_of_mask(mask: int, rules: RuleSet, target: Combo | None) -> list[Combo]:
    """`plays` for a hand given as a card mask and a classified table play (no validation)."""
    t = rules.tables
    small = small_plays(rules)
    if target is not None and target.size < 5 and not t.bombs:
        # Following a single, pair or triple: only that size, and only from the table's rank up
        # (a single's or pair's key is rank * 4 + suit position, a triple's is its rank).
        index = target.size - 1
        floor = target.key
        by_nibble = small.by_nibble
        found = []
        for r in range(floor >> 2 if index < 2 else floor, 13):
            nib = (mask >> (r << 2)) & 15
            if nib:
                found += [c for c in by_nibble[r << 4 | nib][index] if c.key > floor]
        return found
    if target is None or t.bombs:
        sizes: tuple[int, ...] = (1, 2, 3, 5)
    else:
        sizes = (target.size,)

    by_nibble = small.by_nibble
    nibbles = [(mask >> (r << 2)) & 15 for r in range(13)]  # which suits of each rank the hand holds
    by_size: tuple[list[Combo], list[Combo], list[Combo]] = ([], [], [])
    singles, pairs, triples = by_size
    for r, nib in enumerate(nibbles):  # singles, pairs, triples: looked up per rank, weakest first
        if nib:
            made = by_nibble[r << 4 | nib]
            singles += made[0]
            if nib & (nib - 1):  # two suits or more
                pairs += made[1]
                triples += made[2]
    out: list[Combo] = []
    for size in sizes:
        if size < 5:
            out += by_size[size - 1]
        else:
            groups = [RANK_BITS[r << 4 | nib] for r, nib in enumerate(nibbles)]
            multi = [(r, g) for r, g in enumerate(groups) if len(g) > 1]
            fives: list[Combo] = []
            _five_card_plays(mask, groups, multi, rules, fives.append)
            fives.sort(key=_KEY)
            out += fives

    if target is not None:
        if t.bombs or (target.size == 5 and not t.categories_cross):
            out = [p for p in out if (comparison(p, target, rules) or 0) > 0]
        else:
            floor = target.key
            out = [p for p in out if p.key > floor]
    return out


_KEY = attrgetter("key")


_SUIT_MASKS = tuple(sum(1 << (4 * r + s) for r in range(13)) for s in range(4))


def _five_card_plays(
    mask: int,
    groups: list[tuple[int, ...]],
    multi: list[tuple[int, tuple[int, ...]]],
    rules: RuleSet,
    append: Callable[[Combo], None],
) -> None:
    t = rules.tables
    five = _FIVE
    suit_masks = _SUIT_MASKS
    nibble = SUIT_OF_NIBBLE
    present = 0
    for r, g in enumerate(groups):
        if g:
            present |= 1 << r
    # Straights that are not flushes: one card of each rank of every run in the table.
    straight = five[0]
    for ranks, run_mask, top, keys in t.runs:
        if present & run_mask != run_mask:
            continue
        picks = [0]
        for r in ranks:
            picks = [p | b for p in picks for b in groups[r]]
        shift = top << 2
        for p in picks:
            suit = nibble[(p >> shift) & 15]
            if p & suit_masks[suit] != p:  # one suit: a straight flush, made by the suit loop
                append(make_combo(straight, keys[suit], p, rules))
    # Flushes and straight flushes: five cards of one suit.
    by_rank_mask = t.by_rank_mask
    for suit in range(4):
        of_suit = mask & suit_masks[suit]
        if of_suit.bit_count() >= 5:
            bits = []
            while of_suit:
                low = of_suit & -of_suit
                bits.append(low)
                of_suit ^= low
            for pick in combinations(bits, 5):
                p = sum(pick)
                key = by_rank_mask[p >> suit][2][suit]
                append(make_combo(five[key >> FIVE_SHIFT], key, p, rules))
    # Full houses and four of a kind.
    for r, g in multi:
        n = len(g)
        if n >= 3:
            key = t.full_house[r]
            pair_masks = [sum(p) for other, h in multi if other != r for p in combinations(h, 2)]
            for triple in combinations(g, 3):
                tm = sum(triple)
                for pm in pair_masks:
                    append(make_combo(five[key >> FIVE_SHIFT], key, tm | pm, rules))
        if n == 4:
            key = t.quads[r]
            qm = sum(g)
            for kicker in (b for other, h in enumerate(groups) if other != r for b in h):
                append(make_combo(five[key >> FIVE_SHIFT], key, qm | kicker, rules))
