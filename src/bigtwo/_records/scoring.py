"""Scoring: every scheme is a plugin value of the ``scoring`` option; `score` applies the rule
set's scheme to the cards left at the end of a deal and returns a `ScoreCard`.

A score card has one line per seat: the cards left, the rate per card, every multiplier applied
and why, the amount, and the transfers behind it (who paid whom), so a screen can print the
final card of the web game's rules page row by row, in English or Spanish.

>>> import bigtwo
>>> card = bigtwo.score([[], "3D 4D 5D", "3S 4S 5S 6S 7S 8S 9S 10S JS QS", "2D"], bigtwo.ruleset())
>>> card.points
(24, -3, -20, -1)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs
from attrs import frozen

from .._game.answers import seat_view
from .._game.dealing import check_seat
from .._game.engine import check_state
from .._game.state import GameState
from .._game.view import SeatView, view
from .._plays.combos import Combo, PlayLike, check_rules
from .._rules.ruleset import RuleSet
from .._spec.scoring import CheckedLines, ScoreInput, ScoreLine, ScoringScheme
from .._values.cards import Card, card_mask, cards, cards_from_mask, hand_masks
from .._values.checks import whole
from .._values.errors import GameError, InvalidCards, shown
from .._values.texts import Text, check_language, signed
from .scorecard import ScoreCard

__all__ = [
    "MatchTotals",
    "match_totals",
    "readout",
    "score",
    "score_game",
]


def score(
    hands: Sequence[str | Iterable[Card]],
    rules: RuleSet,
    *,
    winning_play: PlayLike | None = None,
    dealt: Sequence[int] | None = None,
    assistant: int | None = None,
) -> ScoreCard:
    """Score a finished deal under the rule set's ``scoring`` scheme.

    Args:
        hands: Each seat's remaining cards, in seat order (2 to 4 seats; card text or cards);
            exactly one is empty, the winner's.
        rules: The rule set whose scheme scores the deal.
        winning_play: The winner's last play (needed by ``doubling``), or the declared hand of
            an instant win; ``None`` if not known.
        dealt: How many cards each seat was dealt, in seat order (default: 13 each).
        assistant: A seat that broke the assistant rule before the winner went out: he pays
            everyone's losses and collects nothing. ``None`` when nobody did.

    Returns:
        The score card: a line per seat with its cards left, rate, multipliers and amount.

    Raises:
        InvalidCards: A card cannot be read, is in two hands, or the winning play's card is
            still in a hand.
        GameError: There are not 2 to 4 hands, not exactly one of them is empty, ``dealt`` does
            not give one count per seat of at least what it holds, or ``assistant`` is not a
            losing seat.
        RulesError: ``rules`` is not a `RuleSet`, or a plugin's scheme fails or breaks the
            scoring contract.
    """
    check_rules(rules)
    left = tuple(cards_from_mask(m) for m in hand_masks(hands))
    if not 2 <= len(left) <= 4:
        raise GameError("score-bad-seat-count", count=len(left))
    empty = [seat for seat, hand in enumerate(left) if not hand]
    if not empty:
        raise GameError("score-no-empty-hand")
    if len(empty) > 1:
        raise GameError("score-several-empty-hands", seats=", ".join(map(str, empty)))
    winner = empty[0]
    play: tuple[Card, ...] = ()
    if winning_play is not None:
        play = winning_play.cards if isinstance(winning_play, Combo) else cards(winning_play)
        overlap = card_mask(play) & card_mask(c for h in left for c in h)
        if overlap:
            raise InvalidCards("score-winning-card-in-hand", card=str(cards_from_mask(overlap)[0]))
    if dealt is not None and (isinstance(dealt, str | bytes) or not isinstance(dealt, Sequence)):
        raise GameError("score-bad-dealt", value=shown(dealt))
    counts = tuple(dealt) if dealt is not None else (13,) * len(left)
    if len(counts) != len(left) or any(not whole(n, len(h)) for n, h in zip(counts, left, strict=True)):
        raise GameError("score-bad-dealt", value=shown(dealt))
    if assistant is not None and (not whole(assistant, 0, len(left) - 1) or assistant == winner):
        raise GameError("score-bad-assistant", value=assistant if type(assistant) is int else shown(assistant))
    scheme = rules.component("scoring", ScoringScheme)
    lines = _checked(scheme, rules)(ScoreInput(left, winner, play, rules, counts))
    if assistant is not None:
        lines = _assistant_pays(lines, assistant, scheme)
    return ScoreCard(rules.option("scoring"), winner, lines, scheme.lower_wins, assistant=assistant)


def _checked(scheme: ScoringScheme, rules: RuleSet) -> CheckedLines:
    """The scheme's ``lines``, checked against the contract on this call: a rule set's own scheme
    is already wrapped when it is built (and tried on probe deals then); any other is wrapped here."""
    if isinstance(scheme.lines, CheckedLines):
        return scheme.lines
    label = f"scoring scheme {rules.option('scoring')!r}"
    return CheckedLines(scheme.lines, label, scheme.lower_wins, scheme.zero_sum)


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
    """Each seat's total, in seat order."""
    leaders: tuple[int, ...]
    """The seats with the best total (lowest for penalty schemes); several when tied."""
    lower_wins: bool
    """Whether lower totals are better (penalty schemes)."""


def match_totals(score_cards: Iterable[ScoreCard]) -> MatchTotals:
    """Add up score cards of one match; the best total wins, and a tie shares the win.

    Args:
        score_cards: The score cards of the deals, all with the same seats and the same kind of
            scheme (at least one).

    Returns:
        Each seat's total and the seats that lead.

    Raises:
        GameError: ``score_cards`` is not an iterable of `ScoreCard` objects, is empty, or mixes
            seats or kinds of scheme.
    """
    if isinstance(score_cards, str | bytes) or not isinstance(score_cards, Iterable):
        raise GameError("totals-not-score-cards", value=shown(score_cards))
    found = list(score_cards)
    if not all(isinstance(c, ScoreCard) for c in found):
        raise GameError("totals-not-score-cards", value=shown(found))
    if not found:
        raise GameError("totals-no-score-cards")
    seats = len(found[0].lines)
    lower = found[0].lower_wins
    if any(len(c.lines) != seats or c.lower_wins != lower for c in found):
        raise GameError("totals-mixed-score-cards")
    totals = tuple(sum(c.points[s] for c in found) for s in range(seats))
    best = min(totals) if lower else max(totals)
    return MatchTotals(totals, tuple(s for s, t in enumerate(totals) if t == best), lower)


def _assistant_against(violations: tuple[tuple[int, int], ...], winner: int | None) -> int | None:
    """The last seat that broke the assistant rule against ``winner``, if any."""
    for assistant, stopped in reversed(violations):
        if stopped == winner:
            return assistant
    return None


def score_game(state: GameState) -> ScoreCard:
    """Score a finished deal, as `score` does from what the state holds.

    That is the rule set's scheme, the winner's last play (or the instant-win hand), the cards
    dealt, and an assistant-rule violation against the winner, if any.

    Args:
        state: A deal that is over.

    Returns:
        The deal's score card.

    Raises:
        GameError: ``state`` is not a `GameState`, or the deal is not over.
        RulesError: A plugin's scoring scheme fails or breaks the scoring contract.
    """
    check_state(state)
    if state.winner is None:
        raise GameError("score-deal-not-over")
    hands = [cards_from_mask(0 if seat == state.winner else m) for seat, m in enumerate(state.masks)]
    if state.instant:
        winning: tuple[Card, ...] = cards_from_mask(state.dealt[state.winner])
    else:
        winning = state.table.cards if state.table is not None else ()
    dealt = tuple(m.bit_count() for m in state.dealt)
    return score(
        hands,
        state.rules,
        winning_play=winning,
        dealt=dealt,
        assistant=_assistant_against(state.violations, state.winner),
    )


def if_ended_now(state: GameState | SeatView, seat: int | None = None) -> int:
    """What ``seat`` would score if the deal ended now.

    Ending now means another player going out this moment: the one with the fewest cards, the
    first in turn order on a tie. Once the deal is over, it is what ``seat`` scored.

    Given a `GameState`, this is the referee's answer, from every hand. Given a seat's
    `SeatView`, it is that seat's own answer, from what the view shows: its hand, the others'
    card counts, the assistant-rule violations it knows of (its own); the other seats' hidden
    cards never change it. Under the built-in schemes the two agree, except that only the
    referee knows of another seat's assistant-rule violation.

    Args:
        state: The deal, or a seat's view of it.
        seat: The seat to score, from 0 to ``state.players - 1``; with a `SeatView`, ``None``
            (or the view's own seat).

    Returns:
        The seat's points; for penalty schemes the penalty, negated, so that below zero always
        means a loss.

    Raises:
        GameError: ``state`` is neither a `GameState` nor a `SeatView`; ``seat`` is not a seat
            at the table, is missing for a `GameState`, or is another seat than the view's.
        RulesError: A plugin's scoring scheme fails or breaks the scoring contract.

    >>> import bigtwo
    >>> state = bigtwo.new_game(seed=1739204)
    >>> if_ended_now(state, 2), if_ended_now(bigtwo.view(state, 2))
    (-39, -39)
    """
    if isinstance(state, SeatView):
        return _as_points(_seat_card(seat_view(state, seat)), state.seat)
    check_state(state)
    if seat is None:
        raise GameError("score-needs-a-seat", call="if_ended_now")
    check_seat(seat, state.players)
    if state.winner is not None:
        return _as_points(score_game(state), seat)
    order = [(seat + k * state.step) % state.players for k in range(1, state.players)]
    goes_out = min(order, key=lambda s: state.masks[s].bit_count())
    hands = [cards_from_mask(0 if s == goes_out else m) for s, m in enumerate(state.masks)]
    dealt = tuple(m.bit_count() for m in state.dealt)
    assistant = _assistant_against(state.violations, goes_out)
    return _as_points(score(hands, state.rules, dealt=dealt, assistant=assistant), seat)


def _as_points(card: ScoreCard, seat: int) -> int:
    points = card.points[seat]
    return -points if card.lower_wins else points


def _seat_card(v: SeatView) -> ScoreCard:
    """The score card ``v``'s seat can work out: the real one once the deal is over (every hand is
    shown then); before, with the deal ending now and the other seats' hidden cards stood in for
    by the unseen cards, lowest first, in seat order (so they cannot change the answer)."""
    if v.winner is not None:
        shown = [cards_from_mask(0 if s == v.winner else m) for s, m in enumerate(v.revealed)]
        winner_cards = cards_from_mask(v.revealed[v.winner])
        winning = winner_cards if v.instant else (v.table.cards if v.table is not None else ())
        assistant = _assistant_against(v.violations, v.winner)
        return score(shown, v.rules, winning_play=winning, dealt=v.dealt, assistant=assistant)
    order = [(v.seat + k * v.step) % v.players for k in range(1, v.players)]
    goes_out = min(order, key=lambda s: v.cards_left[s])
    pool = list(cards_from_mask(v.unseen))
    hands: list[tuple[Card, ...]] = []
    for s, n in enumerate(v.cards_left):
        if s == v.seat:
            hands.append(cards_from_mask(v.mask))
        elif s == goes_out:
            hands.append(())
        else:
            hands.append(tuple(pool[:n]))
            del pool[:n]
    return score(hands, v.rules, dealt=v.dealt, assistant=_assistant_against(v.violations, goes_out))


def readout(state: GameState | SeatView, seat: int | None = None, lang: str = "en") -> str:
    """A seat's readout line: cards left and what it would score if the deal ended now.

    The line is the seat's own answer (`if_ended_now` of its `SeatView`): it never depends on
    the other seats' hidden cards, so a server may send it to that seat as it is.

    Args:
        state: The deal, or a seat's view of it.
        seat: The seat, from 0 to ``state.players - 1``; with a `SeatView`, ``None`` (or the
            view's own seat).
        lang: A language code, one of `bigtwo.LANGUAGES`.

    Returns:
        The line, such as ``"13 left · −39 if it ended now"``.

    Raises:
        UnknownLanguage: ``lang`` is not a language the library speaks.
        GameError: ``state`` is neither a `GameState` nor a `SeatView`; ``seat`` is not a seat
            at the table, is missing for a `GameState`, or is another seat than the view's.
        RulesError: A plugin's scoring scheme fails or breaks the scoring contract.

    >>> import bigtwo
    >>> state = bigtwo.new_game(seed=1739204)
    >>> readout(state, 0, "es")
    'Quedan 13 · si acaba ya −39'
    >>> readout(bigtwo.view(state, 0), lang="es")
    'Quedan 13 · si acaba ya −39'
    """
    check_language(lang)
    if isinstance(state, SeatView):
        v = seat_view(state, seat)
    else:
        check_state(state)
        if seat is None:
            raise GameError("score-needs-a-seat", call="readout")
        v = view(state, check_seat(seat, state.players))
    value = _as_points(_seat_card(v), v.seat)
    return Text("readout", left=v.cards_left[v.seat], value=signed(value)).render(lang)
