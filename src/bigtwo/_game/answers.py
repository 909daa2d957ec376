"""Answers for one seat: a hint, and the readout of a selection (`describe`), from what that seat
knows. Each takes a `SeatView`, or a `GameState` and the seat (the player to move by default),
and never depends on another seat's hidden cards.

>>> import bigtwo
>>> state = bigtwo.new_game(hands=["9D 9C 3D", "KD KS 4D", "5D", "6D"])
>>> describe(bigtwo.view(state, 1), "KD KS", "en")
'It is not your turn'
>>> describe(state, "9D 9C", "es")
'La primera jugada tiene que llevar el ♦3'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .._plays.combos import Combo
from .._plays.words import describe_combo
from .._rules.ruleset import RuleSet
from .._values.cards import Card, card_mask
from .._values.errors import GameError, IllegalPlay
from .._values.texts import Capitalized, Text, check_language
from . import reasons
from .actions import PASS, Action, Pass, Play
from .dealing import check_seat, lowest_bit
from .engine import check_cards, check_state
from .moves import legal_plays
from .state import GameState
from .view import SeatView, view

__all__ = ["describe", "hint", "seat_view"]


def seat_view(state: GameState | SeatView, seat: int | None) -> SeatView:
    """The view an answer is made from: ``state`` itself when it is a `SeatView` (for its own
    seat only), else ``seat``'s view of the state (the player to move when ``seat`` is None)."""
    if isinstance(state, SeatView):
        if seat is not None and seat != state.seat:
            check_seat(seat, state.players, "seat")
            raise GameError("view-of-other-seat", view_seat=state.seat, seat=seat)
        return state
    check_state(state)
    if seat is None:
        seat = state.to_move if state.to_move is not None else state.winner
    assert seat is not None  # a deal has a player to move or a winner
    return view(state, check_seat(seat, state.players, "seat"))


def hint(state: GameState | SeatView, *, seat: int | None = None) -> Play | Pass:
    """A sensible legal action for a seat to move; never applied, never illegal.

    Following: the weakest play that beats the table (not breaking out a bomb when something
    else will do), or `Pass` when nothing beats it. Leading: a play with the lowest card in hand,
    the one that sheds the most cards (a straight rather than a single 3), the weakest of those.
    The hint is made from the seat's view alone.

    Args:
        state: The deal, or a seat's `SeatView` (the hint is then for that seat).
        seat: With a `GameState`, the seat asking; ``None`` for the player to move.

    Returns:
        One of the seat's legal plays, or `Pass`.

    Raises:
        IllegalPlay: The seat is not to move (the reason is ``not-your-turn``).
        GameError: The deal is over (there is nothing to hint); ``state`` is neither a
            `GameState` nor a `SeatView`; ``seat`` is not a seat at the table, or another seat
            than the view's.

    >>> import bigtwo
    >>> state = bigtwo.new_game(hands=["3D 4D 5D 6D 7C 9S", "KD", "5C", "6C"])
    >>> hint(state)
    Play('3♦ 4♦ 5♦ 6♦ 7♣')
    >>> hint(bigtwo.view(state, 2))
    Traceback (most recent call last):
    ...
    bigtwo.errors.IllegalPlay: It is not your turn
    """
    if isinstance(state, GameState) and state.to_move is not None and seat in (None, state.to_move):
        # the player to move: what its view would give, without building the view
        return _hint(legal_plays(state), state.table, state.masks[state.to_move], state.rules)
    v = seat_view(state, seat)
    if v.over:
        raise GameError("hint-deal-over")
    if not v.my_turn:
        assert v.to_move is not None
        raise IllegalPlay(reasons.not_your_turn(v.seat, v.to_move))
    return _hint(v.legal, v.table, v.mask, v.rules)


def _hint(legal: Sequence[Action], table: Combo | None, hand: int, rules: RuleSet) -> Play | Pass:
    """The hint from what the seat to move knows: its legal actions, the table, its hand."""
    found = [a for a in legal if type(a) is Play]
    if table is not None:
        if not found:
            return PASS
        bombs = rules.tables.bombs
        plain = [p for p in found if p.combo is not None and p.combo.category not in bombs]
        return (plain or found)[0]
    low = lowest_bit(hand, rules)
    with_low = [p for p in found if p.mask & low] or found
    return max(with_low, key=lambda p: (p.mask.bit_count(), -_key(p)))


def _key(play: Play) -> int:
    return play.combo.key if play.combo is not None else 0


def describe(
    state: GameState | SeatView, selection: str | Iterable[Card] | Combo, lang: str = "en", *, seat: int | None = None
) -> str:
    """The readout line for a seat's selection: what it plays, or why it cannot.

    The answer is made from the seat's view alone: cards it does not hold are "not in your
    hand" whoever holds them.

    Args:
        state: The deal, or a seat's `SeatView` (the selection is then that seat's).
        selection: The cards selected: card text, an iterable of `Card` objects, or a `Combo`.
        lang: A language code, one of `bigtwo.LANGUAGES`.
        seat: With a `GameState`, the seat selecting; ``None`` for the player to move.

    Returns:
        The play in words (``"Pair of threes"``), followed by ``" · beats the table"`` when it is
        played on a table play; or why it cannot be played now (`Reason.message`, in the order
        of `bigtwo.check`: "not your turn" first); ``""`` for an empty selection.

    Raises:
        UnknownLanguage: ``lang`` is not a language the library speaks.
        GameError: ``state`` is neither a `GameState` nor a `SeatView`, or ``seat`` is not a
            seat at the table, or another seat than the view's.
        InvalidCards: A card of ``selection`` cannot be read, or is given twice.

    >>> import bigtwo
    >>> state = bigtwo.new_game(hands=["9D 9C 3D", "KD KS 4D", "5D", "6D"])
    >>> describe(state, "3D", "es")
    '3♦'
    >>> describe(state, "9D 9C", "es")
    'La primera jugada tiene que llevar el ♦3'
    """
    check_language(lang)
    v = seat_view(state, seat)
    mask = selection.mask if isinstance(selection, Combo) else card_mask(selection)
    if v.over:
        return reasons.GAME_OVER.message(lang)
    if not mask:
        return ""
    if not v.my_turn:
        assert v.to_move is not None
        return reasons.not_your_turn(v.seat, v.to_move).message(lang)
    opening = v.opening.bit if v.opening is not None else 0
    verdict = check_cards(v.mask, opening, v.table, v.rules, mask)
    if not isinstance(verdict, Combo):
        return verdict.message(lang)
    text = Capitalized(describe_combo(verdict))
    if v.table is None:
        return text.render(lang)
    return Text("play.beats-the-table", play=text).render(lang)
