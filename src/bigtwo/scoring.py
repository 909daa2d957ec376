"""Scoring: every scheme is a plugin value of the ``scoring`` option; `score` applies the rule
set's scheme to the cards left at the end of a deal and returns a `ScoreCard`.

A score card has one line per seat: the cards left, the rate per card, every multiplier applied
and why, the amount, and the transfers behind it (who paid whom), so a screen can print the
final card of seed 000 row by row, in English or Spanish.

>>> import bigtwo
>>> card = bigtwo.score([[], "3D 4D 5D", "3S 4S 5S 6S 7S 8S 9S 10S JS QS", "2D"], bigtwo.ruleset())
>>> card.points
(24, -3, -20, -1)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs
from attrs import field, frozen

from . import messages
from .cards import Card, card_mask, cards, cards_from_mask, hand_masks
from .combos import Combo, PlayLike
from .errors import GameError, InvalidCards, RulesError
from .game import GameState
from .model import ScoreInput, ScoreLine, ScoringScheme
from .rules import RuleSet

__all__ = [
    "MatchTotals",
    "ScoreCard",
    "match_totals",
    "readout",
    "score",
    "score_game",
]


@frozen
class ScoreCard:
    """The result of a deal under a scheme: a `ScoreLine` per seat, in seat order."""

    scheme: str
    """The scoring option's value (``tiers``, ``pairwise``...)."""
    winner: int
    lines: tuple[ScoreLine, ...]
    lower_wins: bool = False
    """Whether lower totals are better (penalty schemes)."""
    assistant: int | None = field(default=None, kw_only=True)
    """The seat that paid everyone's losses under the assistant rule, if any."""

    @property
    def points(self) -> tuple[int, ...]:
        """Each seat's points, in seat order."""
        return tuple(line.amount for line in self.lines)

    def render(self, lang: str = "en", names: Sequence[str] | None = None) -> str:
        """The score card as text, a row per seat: cards left, rate per card, multipliers and
        amount, then the winner's total.

        >>> import bigtwo
        >>> card = bigtwo.score(["", "3D 4D 5D 6D 7D 8D 9D 10D JD QD"], bigtwo.ruleset())
        >>> print(card.render("es"))
        Asiento 1: le quedan 10 cartas × 2 = −20
        Asiento 0: gana y se lleva +20
        """
        messages.language(lang)
        es = lang == "es"
        who = (
            list(names)
            if names is not None
            else [("Asiento " if es else "Seat ") + str(s) for s in range(len(self.lines))]
        )
        rows = [_row(line, who, es, self.lower_wins) for line in self.lines if line.role != "winner"]
        win = self.lines[self.winner]
        if self.lower_wins:
            rows.append(f"{who[win.seat]}: {'gana, sin multa' if es else 'wins, no penalty'}")
        else:
            rows.append(f"{who[win.seat]}: {'gana y se lleva' if es else 'wins and takes'} {_signed(win.amount)}")
        return "\n".join(rows)


def _row(line: ScoreLine, who: Sequence[str], es: bool, lower_wins: bool) -> str:
    n = line.cards_left
    if es:
        text = f"{who[line.seat]}: {'le queda' if n == 1 else 'le quedan'} {n} {'carta' if n == 1 else 'cartas'}"
    else:
        text = f"{who[line.seat]}: {n} {'card' if n == 1 else 'cards'} left"
    if len(line.transfers) > 1 or line.role == "assistant":  # settled with several seats: list them
        parts = []
        for other, amount in line.transfers:
            if es:
                parts.append(f"{_signed(amount)} {'de' if amount > 0 else 'a'} {who[other]}")
            else:
                parts.append(f"{_signed(amount)} {'from' if amount > 0 else 'to'} {who[other]}")
        text += ": " + ", ".join(parts)
        if line.role == "assistant":
            text += (
                " ("
                + (
                    "regla del asistente: paga las pérdidas de todos"
                    if es
                    else "assistant rule: pays everyone's losses"
                )
                + ")"
            )
    else:
        text += f" × {line.rate}"
        for m in line.multipliers:
            text += f" × {m.factor} ({m.es if es else m.en})"
    if lower_wins:
        return text + f" = {line.amount} {'de multa' if es else 'penalty'}"
    return text + f" = {_signed(line.amount)}"


def _signed(value: int) -> str:
    if value < 0:
        return f"\u2212{-value}"
    return f"+{value}" if value > 0 else "0"


def score(
    hands: Sequence[str | Iterable[Card]],
    rules: RuleSet,
    *,
    winning_play: PlayLike | None = None,
    dealt: Sequence[int] | None = None,
    assistant: int | None = None,
) -> ScoreCard:
    """Score a finished deal under the rule set's ``scoring`` scheme.

    ``hands`` holds each seat's remaining cards in seat order; exactly one is empty, the
    winner's. ``winning_play`` is the winner's last play (needed by ``doubling``), or the
    declared hand of an instant win. ``dealt`` gives how many cards each seat was dealt (13 by
    default). ``assistant`` is a seat that broke the assistant rule before the winner went out:
    he pays everyone's losses and collects nothing.
    """
    if not isinstance(rules, RuleSet):
        raise RulesError(f"expected a RuleSet (see bigtwo.ruleset), not {rules!r}")
    left = tuple(cards_from_mask(m) for m in hand_masks(hands))
    if not 2 <= len(left) <= 4:
        raise GameError(f"a deal has 2, 3 or 4 seats, not {len(left)}")
    empty = [seat for seat, hand in enumerate(left) if not hand]
    if len(empty) != 1:
        raise GameError(f"exactly one hand (the winner's) must be empty; empty seats: {empty or 'none'}")
    winner = empty[0]
    play: tuple[Card, ...] = ()
    if winning_play is not None:
        play = winning_play.cards if isinstance(winning_play, Combo) else cards(winning_play)
        overlap = card_mask(play) & card_mask(c for h in left for c in h)
        if overlap:
            raise InvalidCards(f"the winning play's {cards_from_mask(overlap)[0]} is still in a hand")
    counts = tuple(dealt) if dealt is not None else (13,) * len(left)
    if len(counts) != len(left) or any(not isinstance(n, int) or n < len(h) for n, h in zip(counts, left, strict=True)):
        raise GameError(f"dealt gives each seat's card count, at least what it holds: {dealt!r}")
    if assistant is not None and (
        not isinstance(assistant, int) or not 0 <= assistant < len(left) or assistant == winner
    ):
        raise GameError(f"the assistant is a losing seat, not {assistant!r}")
    scheme = rules.component("scoring", ScoringScheme)
    lines = scheme.lines(ScoreInput(left, winner, play, rules, counts))
    if assistant is not None:
        lines = _assistant_pays(lines, assistant, scheme)
    return ScoreCard(rules.option("scoring"), winner, lines, scheme.lower_wins, assistant=assistant)


def _assistant_pays(lines: tuple[ScoreLine, ...], assistant: int, scheme: ScoringScheme) -> tuple[ScoreLine, ...]:
    """The assistant pays every loss of the others and collects nothing."""
    if scheme.lower_wins:  # penalties: he takes everyone's
        total = sum(line.amount for line in lines)
        return tuple(
            attrs.evolve(line, role="assistant", amount=total)
            if line.seat == assistant
            else attrs.evolve(line, amount=0)
            for line in lines
        )
    payments = [(line.seat, other, -amount) for line in lines for other, amount in line.transfers if amount < 0]
    moved: dict[tuple[int, int], int] = {}
    for _payer, payee, amount in payments:
        if payee != assistant:  # what was due to him is cancelled; every other payment is his
            moved[assistant, payee] = moved.get((assistant, payee), 0) + amount
    out = []
    for line in lines:
        transfers = tuple(
            (payee, -amount) if payer == line.seat else (payer, amount)
            for (payer, payee), amount in sorted(moved.items())
            if line.seat in (payer, payee)
        )
        role = "assistant" if line.seat == assistant else line.role
        out.append(attrs.evolve(line, role=role, amount=sum(a for _, a in transfers), transfers=transfers))
    return tuple(out)


@frozen
class MatchTotals:
    """Totals over several deals, and who leads (ties share the win)."""

    totals: tuple[int, ...]
    leaders: tuple[int, ...]
    """The seats with the best total (lowest for penalty schemes); several when tied."""
    lower_wins: bool


def match_totals(score_cards: Iterable[ScoreCard]) -> MatchTotals:
    """Add up score cards of one match; the best total wins, and a tie shares the win."""
    found = list(score_cards)
    if not found:
        raise GameError("no score cards to add up")
    seats = len(found[0].lines)
    lower = found[0].lower_wins
    if any(len(c.lines) != seats or c.lower_wins != lower for c in found):
        raise GameError("score cards of one match have the same seats and the same kind of scheme")
    totals = tuple(sum(c.points[s] for c in found) for s in range(seats))
    best = min(totals) if lower else max(totals)
    return MatchTotals(totals, tuple(s for s, t in enumerate(totals) if t == best), lower)


def _assistant_of(state: GameState) -> int | None:
    for assistant, stopped in reversed(state.violations):
        if stopped == state.winner:
            return assistant
    return None


def score_game(state: GameState) -> ScoreCard:
    """Score a finished deal: the rule set's scheme, the winner's last play (or the instant-win
    hand), the cards dealt, and an assistant-rule violation against the winner, if any."""
    if not isinstance(state, GameState):
        raise GameError(f"expected a GameState, not {state!r}")
    if state.winner is None:
        raise GameError("the deal is not over: there is nothing to score yet")
    hands = [cards_from_mask(0 if seat == state.winner else m) for seat, m in enumerate(state.masks)]
    if state.instant:
        winning: tuple[Card, ...] = cards_from_mask(state.dealt[state.winner])
    else:
        winning = state.table.cards if state.table is not None else ()
    dealt = tuple(m.bit_count() for m in state.dealt)
    return score(hands, state.rules, winning_play=winning, dealt=dealt, assistant=_assistant_of(state))


def if_ended_now(state: GameState, seat: int) -> int:
    """What ``seat`` would score if the deal ended now: another player (the one with the fewest
    cards, the first in turn order on a tie) going out this moment. For penalty schemes the
    result is the penalty, negated, so that below zero always means a loss."""
    if not isinstance(state, GameState):
        raise GameError(f"expected a GameState, not {state!r}")
    if not isinstance(seat, int) or not 0 <= seat < state.players:
        raise GameError(f"a seat is a number from 0 to {state.players - 1}, not {seat!r}")
    if state.winner is not None:
        card = score_game(state)
    else:
        order = [(seat + k * state.step) % state.players for k in range(1, state.players)]
        goes_out = min(order, key=lambda s: state.masks[s].bit_count())
        hands = [cards_from_mask(0 if s == goes_out else m) for s, m in enumerate(state.masks)]
        card = score(hands, state.rules, dealt=tuple(m.bit_count() for m in state.dealt))
    points = card.points[seat]
    return -points if card.lower_wins else points


def readout(state: GameState, seat: int, lang: str = "en") -> str:
    """A seat's readout line: cards left and what it would score if the deal ended now.

    >>> import bigtwo
    >>> readout(bigtwo.new_game(seed=1739204), 0, "es")
    'Quedan 13 · si acaba ya −39'
    """
    messages.language(lang)
    left = state.masks[seat].bit_count() if isinstance(state, GameState) and 0 <= seat < state.players else 0
    value = if_ended_now(state, seat)
    if lang == "es":
        return f"Quedan {left} · si acaba ya {_signed(value)}"
    return f"{left} left · {_signed(value)} if it ended now"
