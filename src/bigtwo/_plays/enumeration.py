"""Every play of a hand, built by construction (rank groups, runs, suits), not by testing subsets.

>>> import bigtwo
>>> rules = bigtwo.ruleset()
>>> [str(p) for p in bigtwo.plays("3D 3S 4H", rules)]
['3♦', '3♠', '4♥', '3♦ 3♠']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations, product
from operator import attrgetter
from typing import TypeVar, cast

from .._rules.compile import FIVE_SHIFT
from .._rules.ruleset import RuleSet
from .._spec.components import FIVE_CARD_CATEGORIES, Category
from .._values.cards import Card, card_mask
from .combos import RANK_BITS, Combo, PlayLike, check_rules, classify, five_plays, small_plays
from .ordering import comparison

__all__ = ["five_card_plays", "plays", "plays_of_mask", "small_of_mask"]

T = TypeVar("T")


def plays(hand: str | Iterable[Card], rules: RuleSet, table: PlayLike | None = None) -> tuple[Combo, ...]:
    """Every play that can be formed from ``hand``; with ``table``, only those that beat it.

    Built by construction (rank groups, runs, suits), not by testing subsets.

    Args:
        hand: The cards held: card text such as ``"3D 3S 4H"``, or an iterable of `Card`
            objects. Their order does not matter.
        rules: The rule set that says which plays exist and which beats which.
        table: The play to beat (a `Combo`, card text, or a sequence of cards), or ``None``
            for every play of the hand.

    Returns:
        The plays, ordered by size, then from the weakest to the strongest; the same whatever
        the order of the cards in ``hand``.

    Raises:
        InvalidCards: A card of ``hand`` or ``table`` cannot be read, or is given twice.
        IllegalPlay: ``table`` is no play under ``rules`` (see `classify`).
        RulesError: ``rules`` is not a `RuleSet`.

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
    by_nibble = small_plays(rules).by_nibble
    if target is not None and not t.bombs:
        # Following: only plays of the table's size can beat it, and only from its key up.
        floor = target.key
        if target.size == 5:
            if t.categories_cross:
                return five_card_plays(mask, rules, floor)
            return [p for p in five_card_plays(mask, rules, -1) if (comparison(p, target, rules) or 0) > 0]
        # A single, pair or triple: from the table's rank up (a single's or pair's key is
        # rank * 4 + suit position, a triple's is its rank).
        index = target.size - 1
        found = []
        for r in range(floor >> 2 if index < 2 else floor, 13):
            nib = (mask >> (r << 2)) & 15
            if nib:
                found += [c for c in by_nibble[r << 4 | nib][index] if c.key > floor]
        return found

    out = small_of_mask(mask, by_nibble) + five_card_plays(mask, rules, -1)
    if target is not None:  # bombs are on: a bomb beats a play of any size
        out = [p for p in out if (comparison(p, target, rules) or 0) > 0]
    return out


def small_of_mask(mask: int, by_nibble: Sequence[Sequence[Sequence[T]]]) -> list[T]:
    """The singles, then the pairs, then the triples of the hand ``mask``, each size weakest
    first, from a table laid out per ``rank << 4 | suits held`` (the combos of `small_plays`,
    or the prepared actions of the game layer)."""
    singles: list[T] = []
    pairs: list[T] = []
    triples: list[T] = []
    for r in range(13):
        nib = (mask >> (r << 2)) & 15
        if nib:
            made = by_nibble[r << 4 | nib]
            singles += made[0]
            if nib & (nib - 1):  # two suits or more
                pairs += made[1]
                triples += made[2]
    return singles + pairs + triples


_KEY = attrgetter("key")
_SUIT_MASKS = tuple(sum(1 << (4 * r + s) for r in range(13)) for s in range(4))
_STRAIGHT = Category.STRAIGHT
_ABOVE_STRAIGHTS, _ABOVE_FULL_HOUSES, _ABOVE_FOURS = (
    (FIVE_CARD_CATEGORIES.index(c) + 1) << FIVE_SHIFT
    for c in (Category.STRAIGHT, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND)
)
"""The lowest five-card key above every key of a category (keys are ``category position << FIVE_SHIFT | strength``)."""


Group = tuple[int, ...]
"""The bits of the cards a hand holds of one rank."""
PerByte = tuple[tuple[tuple[T, ...], ...], ...]
"""Per byte of a hand's mask (``k``, two ranks) and per value of that byte: a tuple of ``T``."""


def _by_byte() -> tuple[PerByte[Group], PerByte[tuple[int, Group]]]:
    groups: list[tuple[tuple[Group, ...], ...]] = []
    multi: list[tuple[tuple[tuple[int, Group], ...], ...]] = []
    for k in range(7):  # byte k of a hand's mask holds ranks 2k and 2k + 1 (none above 12)
        ranks = [r for r in (2 * k, 2 * k + 1) if r < 13]
        nibbles = [[RANK_BITS[r << 4 | (v >> 4 * (r - 2 * k)) & 15] for r in ranks] for v in range(256)]
        groups.append(tuple(tuple(g) for g in nibbles))
        multi.append(tuple(tuple((r, g) for r, g in zip(ranks, gs, strict=True) if len(g) > 1) for gs in nibbles))
    return tuple(groups), tuple(multi)


_GROUPS_BY_BYTE, _MULTI_BY_BYTE = _by_byte()
"""Per byte of a hand's mask (two ranks) and its value: the two ranks' card bits (`RANK_BITS`),
and those of the two held twice or more, with their rank."""


def rank_groups(mask: int) -> tuple[list[Group], list[tuple[int, Group]]]:
    """Of the hand ``mask``: per rank, the bits of the cards it holds of that rank; and the ranks
    it holds two or more cards of, with those bits. Read two ranks at a time from tables: the
    step every listing of five-card plays starts with."""
    b0, b1, b2, b3, b4, b5, b6 = mask.to_bytes(7, "little")
    g, m = _GROUPS_BY_BYTE, _MULTI_BY_BYTE
    groups = [*g[0][b0], *g[1][b1], *g[2][b2], *g[3][b3], *g[4][b4], *g[5][b5], *g[6][b6]]
    multi = [*m[0][b0], *m[1][b1], *m[2][b2], *m[3][b3], *m[4][b4], *m[5][b5], *m[6][b6]]
    return groups, multi


def five_card_plays(mask: int, rules: RuleSet, floor: int) -> list[Combo]:
    """Every five-card play of the hand ``mask`` whose key is above ``floor`` (-1 for all),
    weakest first, made by construction (runs, suits, rank groups) and looked up in the rule
    set's table of five-card plays; a category whose keys are all below ``floor`` is skipped."""
    five = rules._derived[five_plays]
    table = cast(Mapping[int, Combo], five.by_mask)  # the masks made here are all plays, none refused
    groups, multi = rank_groups(mask)
    found: list[Combo] = []
    if floor < _ABOVE_STRAIGHTS:  # one card of each rank of a run (of one suit: made below)
        held = (mask | mask >> 1 | mask >> 2 | mask >> 3) & _SUIT_MASKS[0]  # the ranks held, as in `runs`
        for run, ranks in five.runs:
            if held & run == run:
                picks = map(sum, product(*map(groups.__getitem__, ranks)))  # a card of each rank
                found += [c for c in map(table.__getitem__, picks) if c.category is _STRAIGHT]
    for suit_mask in _SUIT_MASKS:  # five cards of one suit: flushes and straight flushes
        of_suit = mask & suit_mask
        if of_suit.bit_count() >= 5:
            bits = []
            while of_suit:
                low = of_suit & -of_suit
                bits.append(low)
                of_suit ^= low
            found += map(table.__getitem__, map(sum, combinations(bits, 5)))
    for r, g in multi:  # a triple and a pair of another rank; four of a kind and any other card
        if len(g) >= 3 and floor < _ABOVE_FULL_HOUSES:
            twos = [two for other, h in multi if other != r for two in map(sum, combinations(h, 2))]
            found += [table[three | two] for three in map(sum, combinations(g, 3)) for two in twos]
        if len(g) == 4 and floor < _ABOVE_FOURS:
            four = sum(g)
            found += [table[four | kicker] for other, h in enumerate(groups) if other != r for kicker in h]
    if floor >= 0:
        found = [c for c in found if c.key > floor]
    found.sort(key=_KEY)
    return found
