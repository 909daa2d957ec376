"""The checks of the orders: the suit order, the straight table, `bigtwo.compare` (and
`bigtwo.beats`) on random plays, and the flush order.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

import bigtwo
from bigtwo import DECK, Card, Category, Combo, IllegalPlay, Incomparable, Rank, RuleSet
from bigtwo.plugin import FlushOrder, RoyalRule, Run, Suit

from ._properties import COMPARE, FLUSH_ORDER, STRAIGHT_TABLE, SUIT_ORDER, Failure
from ._sample import Sample, play_text

__all__ = ["check_compare", "check_flush_order", "check_straight_table", "check_suit_order"]


def _sign(a: Combo, b: Combo, rules: RuleSet) -> int | None:
    try:
        result = bigtwo.compare(a, b, rules)
    except Incomparable:
        return None
    return (result > 0) - (result < 0)


def check_suit_order(s: Sample) -> Iterator[Failure]:
    """The suit order lists each suit once; singles rank by rank, then by that order, with
    distinct strengths; `compare` follows it; the lowest and highest cards are its ends."""
    rules = s.rules
    order = tuple(rules.suit_order)
    if len(order) != 4 or set(order) != set(Suit):
        yield Failure(SUIT_ORDER, "the suit order does not list each of the four suits once", _suits(order))
        return
    keys = {c: rules.card_key(c) for c in DECK}
    seen: dict[int, Card] = {}
    for card, key in keys.items():
        if key in seen:
            yield Failure(
                SUIT_ORDER,
                "two cards have the same strength as singles",
                f"{seen[key]} and {card} both have card key {key} (suit order {_suits(order)})",
            )
            return
        seen[key] = card
    ranked = sorted(DECK, key=keys.__getitem__)
    expected = [Card(rank, suit) for rank in Rank for suit in order]
    for got, want in zip(ranked, expected, strict=True):
        if got != want:
            yield Failure(
                SUIT_ORDER,
                "singles do not rank by rank, then by the suit order",
                f"{got} stands where {want} should (suit order {_suits(order)})",
            )
            return
    for low, high in itertools.pairwise(ranked):
        if not bigtwo.compare((high,), (low,), rules) > 0 or not bigtwo.beats((high,), (low,), rules):
            yield Failure(SUIT_ORDER, "compare does not follow the order of singles", f"{high} against {low}")
            return
    if rules.lowest_card != ranked[0] or rules.highest_card != ranked[-1]:
        yield Failure(
            SUIT_ORDER,
            "the lowest and highest cards are not the ends of the order",
            f"lowest_card {rules.lowest_card}, highest_card {rules.highest_card}; the order runs {ranked[0]} to "
            f"{ranked[-1]}",
        )


def _suits(order: Sequence[Suit]) -> str:
    return " < ".join(Suit(s).symbol for s in order)


def _consecutive(ranks: Sequence[Rank]) -> bool:
    """Five different ranks that follow each other, wrapping past the 2 (``A 2 3 4 5``)."""
    held = {int(r) for r in ranks}
    return len(held) == 5 and any(held == {(start + i) % 13 for i in range(5)} for start in range(13))


def _straight(run: Run, top_suit: Suit, other: Suit) -> tuple[Card, ...]:
    return tuple(Card(rank, top_suit if rank == run.top else other) for rank in run.ranks)


def check_straight_table(s: Sample) -> Iterator[Failure]:
    """Every run of the straight table is five consecutive ranks holding its top rank, no run is
    listed twice or also forbidden, the straights (and straight flushes, royal runs last) on the
    runs compare strictly in the table's order, and no other five ranks make a straight."""
    rules = s.rules
    table = rules.straight_table
    royal = rules.component("royal", RoyalRule).runs
    where: dict[frozenset[Rank], int] = {}
    for pos, run in enumerate(table.runs):
        if not _consecutive(run.ranks) or run.top not in run.ranks:
            yield Failure(
                STRAIGHT_TABLE,
                f"run {pos} is not five consecutive ranks holding its top rank",
                f"{run} (top {run.top.symbol})",
            )
            return
        rank_set = frozenset(run.ranks)
        if rank_set in where:
            yield Failure(
                STRAIGHT_TABLE,
                f"the straight table lists the same run twice, at positions {where[rank_set]} and {pos}",
                f"{run} in {' < '.join(str(r) for r in table.runs)}",
            )
            return
        where[rank_set] = pos
    for run in table.forbidden:
        if frozenset(run.ranks) in where:
            yield Failure(STRAIGHT_TABLE, "a run is both listed and forbidden", str(run))
            return
    low, other = rules.suit_order[0], rules.suit_order[1]
    straights: list[tuple[Run, Combo]] = []
    for run in table.runs:
        combo = bigtwo.classify(_straight(run, low, other), rules)
        if combo.category is not Category.STRAIGHT:
            yield Failure(STRAIGHT_TABLE, "cards on a listed run are not a straight", f"{run}: {play_text(combo)}")
            return
        straights.append((run, combo))
    royal_sets = {frozenset(run.ranks) for run in royal}
    flush_runs = [run for run in table.runs if frozenset(run.ranks) not in royal_sets] + list(royal)
    flushes = [(run, bigtwo.classify(_straight(run, low, low), rules)) for run in flush_runs]
    for kind, found in (("straights", straights), ("straight flushes", flushes)):
        for (run_a, a), (run_b, b) in itertools.combinations(found, 2):
            if not bigtwo.compare(a, b, rules) < 0:
                yield Failure(
                    STRAIGHT_TABLE,
                    f"the order of {kind} is not the strict order of the table",
                    f"{run_a} is listed below {run_b}, but {play_text(a)} does not lose to {play_text(b)}",
                )
                return
    listed = set(where) | royal_sets
    for ranks in itertools.combinations(Rank, 5):
        if frozenset(ranks) in listed:
            continue
        cards = tuple(Card(rank, low if i == 0 else other) for i, rank in enumerate(ranks))
        try:
            combo = bigtwo.classify(cards, rules)
        except IllegalPlay:
            continue
        if combo.category is Category.STRAIGHT:
            yield Failure(STRAIGHT_TABLE, "five ranks the table does not list make a straight", play_text(combo))
            return


def check_compare(s: Sample) -> Iterator[Failure]:
    """On random plays: ``compare(a, a) == 0``; ``compare(a, b) == -compare(b, a)`` (or both
    `Incomparable`); ``a >= b >= c`` implies ``a >= c``, strictly when one step is strict; and
    ``beats(a, b)`` exactly when ``compare(a, b) > 0`` (plays of another size included)."""
    rules, rng = s.rules, s.rng("compare")
    sizes = sorted({c.size for c in s.categories()})
    for _ in range(s.examples):
        size = rng.choice(sizes)
        a, b, c = (s.play(rng, size) for _ in range(3))
        d = s.play(rng)
        if _sign(a, a, rules) != 0:
            yield Failure(COMPARE, "a play does not compare equal to itself", play_text(a))
            return
        ab, ba = _sign(a, b, rules), _sign(b, a, rules)
        if (ab is None) != (ba is None) or (ab is not None and ba is not None and ab != -ba):
            yield Failure(
                COMPARE,
                "compare is not antisymmetric",
                f"compare({play_text(a)}, {play_text(b)}) = {ab}, compare back = {ba}",
            )
            return
        bc, ac = _sign(b, c, rules), _sign(a, c, rules)
        if (
            ab is not None
            and bc is not None
            and ac is not None
            and any(x >= 0 and y >= 0 and (z < 0 or (z == 0 and x + y > 0)) for x, y, z in _both(ab, bc, ac))
        ):
            yield Failure(
                COMPARE,
                "compare is not transitive",
                f"{play_text(a)} vs {play_text(b)}: {ab}; {play_text(b)} vs {play_text(c)}: {bc}; "
                f"{play_text(a)} vs {play_text(c)}: {ac}",
            )
            return
        for x, y in ((a, b), (a, d), (d, a)):
            sign = _sign(x, y, rules)
            if bigtwo.beats(x, y, rules) != (sign is not None and sign > 0):
                yield Failure(
                    COMPARE,
                    "beats disagrees with compare",
                    f"beats({play_text(x)}, {play_text(y)}) = {bigtwo.beats(x, y, rules)}, compare sign = {sign}",
                )
                return


def _both(ab: int, bc: int, ac: int) -> tuple[tuple[int, int, int], ...]:
    """The signs of a triple read upwards and downwards (``a >= b >= c`` and ``a <= b <= c``)."""
    return ((ab, bc, ac), (-ab, -bc, -ac))


def _flush_key(combo: Combo, rules: RuleSet, flush: FlushOrder) -> tuple[object, ...]:
    ranks = tuple(sorted((c.rank for c in combo.cards), reverse=True))
    return tuple(flush.key(ranks, rules.suit_order.index(combo.cards[0].suit)))


def _order(x: tuple[object, ...], y: tuple[object, ...]) -> int:
    return (x > y) - (x < y)


def check_flush_order(s: Sample) -> Iterator[Failure]:
    """The flush order's key, asked of random flushes, is transitive, and `compare` ranks two
    flushes as their keys do (a key that is not transitive cannot be followed by any order)."""
    rules, rng = s.rules, s.rng("flush")
    flushes = s.by_category[Category.FLUSH]
    if len(flushes) < 3 or sorted(rules.suit_order) != list(Suit):
        return  # no flushes to compare, or no suit positions to give the key (the suit order's check says why)
    flush = rules.component("flush", FlushOrder)
    for _ in range(s.examples):
        a, b, c = rng.sample(flushes, 3)
        try:
            ka, kb, kc = (_flush_key(x, rules, flush) for x in (a, b, c))
            ab, bc, ac = _order(ka, kb), _order(kb, kc), _order(ka, kc)
        except Exception as exc:  # a plugin's key: any error is a failure of the order
            yield Failure(FLUSH_ORDER, f"the flush order's key failed: {type(exc).__name__}: {exc}", play_text(a))
            return
        if ab == bc != 0 and ac != ab:
            yield Failure(
                FLUSH_ORDER,
                "the flush order is not transitive",
                f"its key ranks {play_text(a)} {_word(ab)} {play_text(b)}, {play_text(b)} {_word(bc)} {play_text(c)}, "
                f"but {play_text(a)} {_word(ac)} {play_text(c)}",
            )
            return
        for x, y, key_sign in ((a, b, ab), (b, c, bc), (a, c, ac)):
            sign = _sign(x, y, rules)
            if sign != key_sign:
                yield Failure(
                    FLUSH_ORDER,
                    "compare does not follow the flush order",
                    f"the flush order ranks {play_text(x)} {_word(key_sign)} {play_text(y)}, compare says {sign}",
                )
                return


def _word(sign: int | None) -> str:
    return {1: "above", -1: "below", 0: "level with"}.get(sign, "incomparable with")  # type: ignore[arg-type]
