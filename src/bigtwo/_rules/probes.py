"""The probe deals a rule-set build tries its scoring scheme on (`score_probes`), so that a scheme
that breaks the scoring contract (see `bigtwo._spec.scoring`) is refused when the rule set is
built, with the probe that found it described (`probe_failure`).
"""

from __future__ import annotations

from .._spec.components import RuleView
from .._spec.scoring import ScoreInput
from .._values.cards import DECK, Card
from .._values.errors import Message, RulesError
from .._values.texts import Text

__all__ = ["probe_failure", "score_probes"]


def _orders() -> tuple[tuple[Card, ...], ...]:
    """Three orders of the deck, so that the hands cut from them hold different things: the 2s
    and fours of a kind first; whole suits from the top down (straight flushes, flushes); the
    low cards first (fours of a kind of 3s and 4s, no 2 in a short hand)."""
    high = tuple(sorted(DECK, key=lambda c: (-c.rank, c.suit)))
    suits = tuple(sorted(DECK, key=lambda c: (c.suit, -c.rank)))
    return high, suits, DECK


_ORDERS = _orders()
_SIZES = (1, 5, 2, 0, 3)
"""The winning plays' sizes, in turn (0: unknown)."""


def _probe(
    rules: RuleView, dealt: tuple[int, ...], winner: int, left: list[int], order: tuple[Card, ...], play_size: int
) -> ScoreInput:
    players = len(dealt)
    hands: list[tuple[Card, ...]] = [()] * players
    at = 0
    for k in range(1, players):  # the seat after the winner takes the top of the order
        seat = (winner + k) % players
        hands[seat] = order[at : at + left[seat]]
        at += left[seat]
    rest = order[at:]
    play = rest[: dealt[winner]] if play_size < 0 else _play(rest, play_size)
    return ScoreInput(tuple(hands), winner, tuple(play), rules, dealt)


def _play(cards: tuple[Card, ...], size: int) -> tuple[Card, ...]:
    """A play of ``size`` cards made of ``cards``, the first found in their order (a pair, a
    triple, four of a kind with a fifth card, a full house or five of a suit), else the first
    card alone; nothing for size 0."""
    if size == 0 or not cards:
        return ()
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[int, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
        by_suit.setdefault(card.suit, []).append(card)
    groups = list(by_rank.values())
    if size in (2, 3):
        for group in groups:
            if len(group) >= size:
                return tuple(group[:size])
    if size == 5:
        for group in groups:
            if len(group) == 4:
                kicker = next(c for c in cards if c.rank != group[0].rank)
                return (*group, kicker)
        triple = next((g for g in groups if len(g) >= 3), None)
        pair = next((g for g in groups if len(g) >= 2 and triple is not None and g[0].rank != triple[0].rank), None)
        if triple is not None and pair is not None:
            return (*triple[:3], *pair[:2])
        for suited in by_suit.values():
            if len(suited) >= 5:
                return tuple(suited[:5])
    return cards[:1]


def score_probes(rules: RuleView, whole_deck: bool) -> tuple[ScoreInput, ...]:
    """The deals a scheme is tried on when a rule set is built, the same for every build of
    these rules: 4, 3 and 2 players (dealt 13 each, and also the whole deck at 2 or 3 players
    with ``whole_deck``), every seat as the winner, and for each: every loser holding every
    card dealt (the winning play the winner's whole hand, as an instant win), every loser holding
    one card, and losers holding from 1 to 13 cards (or more) in turn."""
    out: list[ScoreInput] = []
    slot = 0
    for players in (4, 3, 2):
        deals: list[tuple[int, ...]] = [(13,) * players]
        if whole_deck and players < 4:
            share, extra = divmod(52, players)
            deals.append(tuple(share + (extra if seat == 0 else 0) for seat in range(players)))
        for dealt in deals:
            for winner in range(players):
                for pattern in range(3):
                    left = [0] * players
                    for k in range(1, players):
                        seat = (winner + k) % players
                        if pattern == 0:
                            left[seat] = dealt[seat]
                        elif pattern == 1:
                            left[seat] = 1
                        else:
                            left[seat] = 1 + (slot * 5) % dealt[seat]
                            slot += 1
                    order = _ORDERS[(winner + pattern + players) % len(_ORDERS)]
                    size = -1 if pattern == 0 else _SIZES[(winner + 2 * pattern + players) % len(_SIZES)]
                    out.append(_probe(rules, dealt, winner, left, order, size))
    return tuple(out)


def _describe(given: ScoreInput) -> Message:
    """A probe deal as the build's error describes it, in every language."""
    left = ", ".join(str(len(h)) for h in given.hands)
    players, seat = len(given.hands), given.winner
    play = " ".join(str(c) for c in given.winning_play)
    return Text("probe.deal", players=players, seat=seat, play=play or Text("probe.unknown-play"), left=left)


def probe_failure(exc: RulesError, given: ScoreInput) -> RulesError:
    """``exc`` (a break found on a probe deal) with the probe described, for the build's error."""
    return RulesError("scheme-probe-failed", error=exc, probe=_describe(given))
