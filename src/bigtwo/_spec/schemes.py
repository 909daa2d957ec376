"""Scoring-scheme helpers: rates per card, the two shapes of scheme (the winner collects, or
penalties), pairwise settling and the doubling multipliers. Public for plugin authors through
`bigtwo.plugin`; the built-in schemes are made of them.

Every helper is a module-level function or a frozen value, so the schemes pickle.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from attrs import frozen

from .._values.cards import Card, Rank, Suit
from .._values.checks import whole
from .._values.errors import RulesError, shown
from .._values.forms import given as quoted
from .components import RoyalRule, RuleView, StraightTable
from .scoring import Multiplier, ScoreInput, ScoreLine

__all__ = [
    "common_rate",
    "doubling_factors_at_most",
    "doubling_multipliers",
    "pairwise",
    "pairwise_worst_loss",
    "penalties",
    "pusoy_rate",
    "tiers_rate",
    "winner_collects",
]

Rate = Callable[[int, int], int]
"""``rate(cards_left, cards_dealt)``: points per card left."""
Multipliers = Callable[[ScoreInput, int], tuple[Multiplier, ...]]
"""``multipliers(given, seat)``: the factors applied to a loser's payment."""


def _counts(left: object, dealt: object) -> None:
    """Refuse counts that are not whole numbers of cards, ``0 <= left <= dealt <= 52``."""
    if not (whole(dealt, 0, 52) and whole(left, 0, dealt)):
        raise RulesError("rate-bad-counts", left=quoted(left), dealt=quoted(dealt))


def _input(given: object, seat: object = 0) -> None:
    """Refuse a ``given`` that is not a `ScoreInput`, or a ``seat`` that is not one of its seats."""
    if not isinstance(given, ScoreInput):
        raise RulesError("scheme-helper-not-an-input", value=shown(given))
    if not whole(seat, 0, len(given.hands) - 1):
        raise RulesError("scheme-helper-bad-seat", last=len(given.hands) - 1, value=quoted(seat))


def tiers_rate(left: int, dealt: int) -> int:
    """The web game's rules page ("Big Two: how to play"): 1 a card with 1-9 left, 2 with 10-12, 3 with 13 or more.

    Args:
        left: How many cards the seat has left.
        dealt: How many cards it was dealt (13 at four players).

    Returns:
        The points per card left; 0 with no card left (the winner).

    Raises:
        RulesError: The counts are not whole numbers with ``0 <= left <= dealt <= 52``.
    """
    _counts(left, dealt)
    if left == 0:
        return 0
    return 1 if left <= 9 else 2 if left <= 12 else 3


def common_rate(left: int, dealt: int) -> int:
    """Hispanopedia Wiki, "Big two": 1 a card, 2 a card with 10 or more.

    Args:
        left: How many cards the seat has left.
        dealt: How many cards it was dealt (13 at four players).

    Returns:
        The points per card left; 0 with no card left (the winner).

    Raises:
        RulesError: The counts are not whole numbers with ``0 <= left <= dealt <= 52``.
    """
    _counts(left, dealt)
    if left == 0:
        return 0
    return 1 if left < 10 else 2


def pusoy_rate(left: int, dealt: int) -> int:
    """Wikipedia in Portuguese, "Big Two": 1 a card under 10, 2 a card with 10-12, 3 a card with every card left.

    That 10 cards take the rate of 2 is our reading. Three a card is for a player who has played
    no card at all (all 13 of a four-player deal).

    Args:
        left: How many cards the seat has left.
        dealt: How many cards it was dealt (13 at four players).

    Returns:
        The points per card left; 0 with no card left (the winner).

    Raises:
        RulesError: The counts are not whole numbers with ``0 <= left <= dealt <= 52``.
    """
    _counts(left, dealt)
    if left == 0:
        return 0
    if left == dealt:
        return 3
    return 1 if left < 10 else 2


@frozen
class WinnerCollects:
    """A scheme where each loser pays ``cards × rate × multipliers`` to the winner."""

    rate: Rate
    """Points per card left, as ``rate(cards_left, cards_dealt)``."""
    multipliers: Multipliers | None = None
    """The factors of a loser's payment, as ``multipliers(given, seat)``; ``None`` for none."""

    def __call__(self, given: ScoreInput) -> tuple[ScoreLine, ...]:
        """One line per seat."""
        out: list[ScoreLine | None] = [None] * len(given.hands)
        total = 0
        received = []
        for seat, hand in enumerate(given.hands):
            if seat == given.winner:
                continue
            left = len(hand)
            r = self.rate(left, given.dealt[seat])
            mults = self.multipliers(given, seat) if self.multipliers is not None else ()
            pay = left * r
            for m in mults:
                pay *= m.factor
            total += pay
            received.append((seat, pay))
            out[seat] = ScoreLine(seat, "loser", left, r, mults, -pay, ((given.winner, -pay),))
        out[given.winner] = ScoreLine(given.winner, "winner", 0, 0, (), total, tuple(received))
        return tuple(line for line in out if line is not None)

    def worst_loss(self, dealt: tuple[int, ...]) -> int:
        """At least the most one loser can pay (see `ScoringScheme.worst_loss`).

        The largest ``cards × rate`` over every seat and every number of cards left, times the
        most its multipliers can give (known for none and for `doubling_multipliers`).

        Args:
            dealt: How many cards each seat was dealt.

        Returns:
            The bound, in points.

        Raises:
            RulesError: The multipliers are a plugin's own, whose most is not known (the
                scheme then declares its own ``worst_loss``), or ``dealt`` is not 2 to 4
                numbers of cards.
        """
        _dealt(dealt)
        if self.multipliers is not None and self.multipliers is not doubling_multipliers:
            raise RulesError("scheme-worst-unknown", value=shown(self.multipliers))
        most = 0
        for cards in dealt:
            for left in range(1, cards + 1):
                pay = left * self.rate(left, cards)
                if self.multipliers is not None:
                    pay *= 2 ** doubling_factors_at_most(left)
                most = max(most, pay)
        return most


def winner_collects(rate: Rate, multipliers: Multipliers | None = None) -> WinnerCollects:
    """A scheme where each loser pays ``cards × rate × multipliers`` to the winner.

    Args:
        rate: Points per card left, as ``rate(cards_left, cards_dealt)``: `tiers_rate`,
            `common_rate`, `pusoy_rate` or a plugin's own.
        multipliers: The factors applied to a loser's payment, as ``multipliers(given, seat)``
            returning `Multiplier` values (such as `doubling_multipliers`); ``None`` for none.

    Returns:
        The ``lines`` of a `ScoringScheme`: called with a `ScoreInput`, it returns a
        `ScoreLine` per seat, each loser's paying the winner and the winner's collecting the sum.
    """
    return WinnerCollects(rate, multipliers)


@frozen
class Penalties:
    """A penalty scheme: each loser scores ``cards × rate`` penalty points, the winner 0."""

    rate: Rate
    """Penalty points per card left, as ``rate(cards_left, cards_dealt)``."""

    def __call__(self, given: ScoreInput) -> tuple[ScoreLine, ...]:
        """One line per seat."""
        out = []
        for seat, hand in enumerate(given.hands):
            left = len(hand)
            r = self.rate(left, given.dealt[seat])
            role = "winner" if seat == given.winner else "loser"
            out.append(ScoreLine(seat, role, left, r, (), left * r))
        return tuple(out)

    def worst_loss(self, dealt: tuple[int, ...]) -> int:
        """The largest penalty: ``cards × rate`` at its largest over every seat and count.

        Args:
            dealt: How many cards each seat was dealt.

        Returns:
            The bound, in penalty points.

        Raises:
            RulesError: ``dealt`` is not 2 to 4 numbers of cards.
        """
        _dealt(dealt)
        return max((left * self.rate(left, cards) for cards in dealt for left in range(1, cards + 1)), default=0)


def penalties(rate: Rate) -> Penalties:
    """A penalty scheme: each loser scores ``cards × rate`` penalty points, the winner 0.

    Args:
        rate: Penalty points per card left, as ``rate(cards_left, cards_dealt)``.

    Returns:
        The ``lines`` of a `ScoringScheme` whose lower totals win (``lower_wins=True``): called
        with a `ScoreInput`, it returns a `ScoreLine` per seat with its penalty as the amount.
    """
    return Penalties(rate)


def pairwise(given: ScoreInput) -> tuple[ScoreLine, ...]:
    """ActionPoker.com, "Big 2 Poker": every pair of players settles the difference of their cards left, 1 a card.

    Args:
        given: The end of the deal: every seat's cards left, the winner, the rules.

    Returns:
        A `ScoreLine` per seat, in seat order: its amount is the sum of what it receives from
        (or pays to) each other seat, and its transfers list them.

    Raises:
        RulesError: ``given`` is not a `ScoreInput`.
    """
    _input(given)
    counts = [len(h) for h in given.hands]
    out = []
    for seat, left in enumerate(counts):
        transfers = tuple((other, n - left) for other, n in enumerate(counts) if other != seat)
        role = "winner" if seat == given.winner else "loser"
        out.append(
            ScoreLine(seat, role, left, 0 if role == "winner" else 1, (), sum(t for _, t in transfers), transfers)
        )
    return tuple(out)


def _dealt(dealt: object) -> None:
    """Refuse ``dealt`` that is not 2 to 4 whole numbers of cards, each from 1 to 52."""
    if not isinstance(dealt, tuple | list) or not 2 <= len(dealt) <= 4 or not all(whole(d, 1, 52) for d in dealt):
        raise RulesError("scheme-helper-bad-dealt", value=shown(dealt))


def pairwise_worst_loss(dealt: tuple[int, ...]) -> int:
    """The most a seat can lose under `pairwise`.

    Holding every card it was dealt, it pays them all to the winner and all but one to every
    other loser (who holds one card).

    Args:
        dealt: How many cards each seat was dealt.

    Returns:
        The bound, in points.

    Raises:
        RulesError: ``dealt`` is not 2 to 4 numbers of cards.
    """
    _dealt(dealt)
    most = 0
    for seat, cards in enumerate(dealt):
        others = len(dealt) - 2
        if others >= 0 and any(d for s, d in enumerate(dealt) if s != seat):
            most = max(most, cards + others * (cards - 1))
    return most


def doubling_factors_at_most(left: int) -> int:
    """At least the most factors of 2 `doubling_multipliers` gives a hand of ``left`` cards.

    A 2 per 2 (four at most), a four of a kind per four cards, a straight flush per five, and
    the winning play's.

    Args:
        left: How many cards the hand holds.

    Returns:
        The number of factors of 2.

    Raises:
        RulesError: ``left`` is not a whole number of cards from 0 to 52.
    """
    _counts(left, 52)
    return min(4, left) + left // 4 + left // 5 + 1


def _runs(rules: RuleView) -> list[frozenset[Rank]]:
    """The rank sets that make a straight flush under ``rules`` (the straight table's runs and
    the royal ones)."""
    runs = (*rules.component("straights", StraightTable).runs, *rules.component("royal", RoyalRule).runs)
    return [frozenset(run.ranks) for run in runs]


def _straight_flush_masks(hand: tuple[Card, ...], rules: RuleView) -> list[int]:
    """Every straight flush the hand holds, as card masks (they may share cards)."""
    found = []
    for suit in Suit:
        held = {c.rank for c in hand if c.suit is suit}
        for run in _runs(rules):
            if run <= held:
                found.append(sum(1 << (rank * 4 + suit) for rank in run))
    return found


def _straight_flushes(hand: tuple[Card, ...], rules: RuleView) -> int:
    """The largest number of straight flushes the hand holds without sharing a card."""
    found = _straight_flush_masks(hand, rules)
    for n in range(len(found), 0, -1):
        for group in combinations(found, n):
            union = 0
            for m in group:
                if union & m:
                    break
                union |= m
            else:
                return n
    return 0


def doubling_multipliers(given: ScoreInput, seat: int) -> tuple[Multiplier, ...]:
    """Hispanopedia Wiki, "Big two": what doubles a loser's payment.

    Each unused 2, four of a kind and straight flush in the loser's hand doubles his payment
    (two 2s double twice), and a winning play holding a 2, four of a kind or a straight flush
    doubles every payment again.

    Args:
        given: The end of the deal: every seat's cards left, the winning play, the rules.
        seat: The losing seat whose payment is multiplied.

    Returns:
        One `Multiplier` of 2 per reason, each saying why (in every language).

    Raises:
        RulesError: ``given`` is not a `ScoreInput`, or ``seat`` is not one of its seats.
    """
    _input(given, seat)
    hand = given.hands[seat]
    out = []
    twos = sum(1 for c in hand if c.rank is Rank.TWO)
    out += [Multiplier.builtin(2, "unused-two")] * twos
    counts: dict[Rank, int] = {}
    for c in hand:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    quads = sum(1 for n in counts.values() if n == 4)
    out += [Multiplier.builtin(2, "unused-four-of-a-kind")] * quads
    flushes = _straight_flushes(hand, given.rules)
    out += [Multiplier.builtin(2, "unused-straight-flush")] * flushes
    if _strong_finish(given):
        out.append(Multiplier.builtin(2, "winning-play"))
    return tuple(out)


def _strong_finish(given: ScoreInput) -> bool:
    """The winner went out with a 2, four of a kind or a straight flush."""
    play = given.winning_play
    if any(c.rank is Rank.TWO for c in play):
        return True
    if len(play) != 5:
        return False
    ranks = [c.rank for c in play]
    if max(ranks.count(r) for r in ranks) == 4:
        return True
    return len({c.suit for c in play}) == 1 and frozenset(ranks) in _runs(given.rules)
