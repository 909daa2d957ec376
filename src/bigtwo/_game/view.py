"""What one seat may know: `view` turns a `GameState` into that seat's `SeatView`.

A player (see `bigtwo.players`) decides from a view alone. A view holds the seat's own cards,
the public facts of the deal (the play to beat, who leads, how many cards each seat holds, every
turn so far and the cards already played) and the seat's legal actions; it holds no
`GameState` and nothing that reaches another seat's cards while the deal goes on (once it is
over, `SeatView.revealed` shows every hand, as at a real table), so a player cannot peek, not
even through pickling.

>>> import bigtwo
>>> state = bigtwo.new_game(hands=["3D 9S", "4D 5D", "2S 6D"])
>>> seen = bigtwo.view(state, 0)
>>> [str(c) for c in seen.hand], seen.cards_left, seen.table
(['3♦', '9♠'], (2, 2, 2), None)
>>> [str(a.cards[0]) for a in seen.legal]
['3♦']
>>> bigtwo.view(state, 1).legal
()
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Mapping
from typing import Any

from attrs import frozen

from .._plays.combos import Combo, classify
from .._rules.ruleset import RuleSet
from .._values.cards import DECK, Card, cards_from_mask, union
from .._values.checks import whole
from .._values.errors import BigTwoError, InvalidSave, shown
from .._values.fast import final_value
from .._values.forms import as_object, cards_text, get_field, given, only_keys, place, read_mask, read_seat
from .actions import Action, Pass, Play, Redeal, Turn
from .dealing import check_seat
from .documents import (
    MAX_DEAL_NUMBER,
    action_doc,
    action_from_doc,
    read_rules,
    rules_doc,
    turn_doc,
    turn_from_doc,
)
from .engine import check_state, redeal_reason
from .moves import legal_plays
from .state import GameState

__all__ = ["SeatView", "view"]

FULL_DECK = (1 << 52) - 1
"""Every card of the deck, as a mask."""
VIEW_FORMAT = "bigtwo/view"
VIEW_VERSION = 1


@final_value
@frozen
class SeatView:
    """What one seat may know of a deal at one moment: its own cards and the public facts.

    Build one with `bigtwo.view`. Cards are given both as `Card` tuples (``hand``) and as 52-bit
    masks (``mask``, ``played``; bit ``card.index``) for players that compute on integers. No
    field, property or method reaches another seat's cards until the deal is over.
    """

    seat: int
    """The seat this view belongs to."""
    players: int
    """How many players the deal has (2, 3 or 4)."""
    hand: tuple[Card, ...]
    """The seat's cards, from the lowest to the highest single under the rules."""
    mask: int
    """The seat's cards as a 52-bit mask."""
    table: Combo | None
    """The play to beat, or ``None`` when the table is clear."""
    owner: int | None
    """The seat that made the play on the table, or ``None``."""
    leader: int
    """The seat that opened the current round (or is to open it)."""
    to_move: int | None
    """The seat to act, or ``None`` once the deal is over."""
    cards_left: tuple[int, ...]
    """How many cards every seat holds, in seat order."""
    dealt: tuple[int, ...]
    """How many cards every seat was dealt, in seat order."""
    played: int
    """Every card played so far in the deal, as a mask (public: everyone saw them)."""
    passed: tuple[int, ...]
    """The seats that passed in the current round, in seat order."""
    opening: Card | None
    """The card the next play must include (the first play of a deal), or ``None``."""
    history: tuple[Turn, ...]
    """Every turn of the deal so far, in order: plays, passes (automatic ones marked) and redeals."""
    rules: RuleSet
    """The rules of the deal."""
    legal: tuple[Action, ...]
    """The seat's legal actions when it is to move (its legal plays, then `Pass` when passing is
    allowed, then its `Redeal` when it may demand one); empty otherwise."""
    step: int
    """+1 when play goes to the next seat number, -1 when to the previous one."""
    deal_number: int
    """Which deal of a match this is (1 for a single deal)."""
    previous_winner: int | None
    """The winner of the previous deal of the match, if any."""
    winner: int | None
    """The seat that went out, once the deal is over; ``None`` until then."""
    revealed: tuple[int, ...] = ()
    """Once the deal is over, every seat's cards left as masks, in seat order (shown, as at a
    real table, for the score card); empty until then."""
    violations: tuple[tuple[int, int], ...] = ()
    """The assistant-rule violations (assistant seat, the seat he should have stopped) this seat
    knows of: its own while the deal goes on, every one once it is over."""
    instant: bool = False
    """The deal was won by an instant-win hand at the deal."""

    @property
    def over(self) -> bool:
        """Whether the deal has ended."""
        return self.winner is not None

    @property
    def my_turn(self) -> bool:
        """Whether this seat is to act."""
        return self.to_move == self.seat

    @property
    def one_card(self) -> tuple[int, ...]:
        """The seats holding exactly one card."""
        return tuple(seat for seat, n in enumerate(self.cards_left) if n == 1)

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """The cards played so far, in `Card.index` order."""
        return cards_from_mask(self.played)

    @property
    def unseen(self) -> int:
        """The cards this seat has not seen (not in its hand, not played), as a mask: the other
        seats hold them, or nobody (cards not dealt at 2 or 3 players)."""
        return FULL_DECK & ~self.mask & ~self.played

    def next_seat(self, seat: int) -> int:
        """The seat that follows ``seat`` in this deal's direction.

        Args:
            seat: A seat number, from 0 to ``players - 1``.

        Returns:
            The seat number that plays after it: ``(seat + step) % players``.

        Raises:
            GameError: ``seat`` is not a seat at the table.
        """
        return (check_seat(seat, self.players) + self.step) % self.players

    def to_json(self) -> dict[str, Any]:
        """The view as plain dicts and lists, ready for `json.dumps` (what a server sends a seat).

        Returns:
            ``{"format": "bigtwo/view", "version": 1, "rules": {...}, "seat": 0, "hand": "3♦ 9♠",
            ...}``: every field of the view, cards as text (``"3♦ 4♦"``), plays and turns as in a
            saved game (see `bigtwo.Turn.to_json`); `from_json` reads it back.

        Raises:
            InvalidSave: The rules were built with explicit plugins, which have no name to write.

        >>> import bigtwo
        >>> seen = bigtwo.view(bigtwo.new_game(hands=["3D 9S", "4D 5D"]), 0)
        >>> doc = seen.to_json()
        >>> doc["hand"], doc["cards_left"], doc["legal"]
        ('3♦ 9♠', [2, 2], [{'play': '3♦'}])
        >>> bigtwo.SeatView.from_json(doc) == seen
        True
        """
        return {
            "format": VIEW_FORMAT,
            "version": VIEW_VERSION,
            "rules": rules_doc(self.rules),
            "seat": self.seat,
            "players": self.players,
            "hand": cards_text(self.mask),
            "table": cards_text(self.table.mask) if self.table is not None else None,
            "owner": self.owner,
            "leader": self.leader,
            "to_move": self.to_move,
            "cards_left": list(self.cards_left),
            "dealt": list(self.dealt),
            "played": cards_text(self.played),
            "passed": list(self.passed),
            "opening": str(self.opening) if self.opening is not None else None,
            "history": [turn_doc(t) for t in self.history],
            "legal": [action_doc(a) for a in self.legal],
            "step": self.step,
            "deal_number": self.deal_number,
            "previous_winner": self.previous_winner,
            "winner": self.winner,
            "revealed": [cards_text(m) for m in self.revealed],
            "violations": [list(v) for v in self.violations],
            "instant": self.instant,
        }

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> SeatView:
        """Read a view written by `to_json`, checking that it is one.

        Args:
            doc: The dict `to_json` made (after a trip through JSON, for example).

        Returns:
            The view, equal to the one written, its rules built again.

        Raises:
            MissingPlugin: The rules need a plugin package that is not installed.
            InvalidSave: ``doc`` is not a view's form, or its facts disagree (a card both held
                and played, counts that do not add up, a legal play of cards not held, a seat
                out of range); the message names the field.
        """
        return _view_from_doc(doc)


def view(state: GameState, seat: int) -> SeatView:
    """What ``seat`` may know of ``state``: its own cards, the public facts, its legal actions.

    Args:
        state: The deal.
        seat: The seat whose view it is, from 0 to ``state.players - 1``.

    Returns:
        The seat's view; its `SeatView.legal` actions are empty unless the seat is to move.

    Raises:
        GameError: ``state`` is not a `GameState`, or ``seat`` is not a seat at the table.

    >>> import bigtwo
    >>> seen = bigtwo.view(bigtwo.new_game(seed=1739204), 3)
    >>> len(seen.hand), seen.my_turn, len(seen.legal) > 0
    (13, True, True)
    """
    check_state(state)
    check_seat(seat, state.players)
    setup = state.setup
    rules = setup.rules
    keys = rules.tables.card_key
    mask = state.masks[seat]
    played = union(setup.dealt) & ~union(state.masks)
    legal: tuple[Action, ...] = ()
    if state.to_move == seat:
        legal = legal_plays(state)
        if not played and redeal_reason(state, seat) is None:
            legal = (*legal, Redeal(seat))
    return SeatView(
        seat=seat,
        players=setup.players,
        hand=tuple(sorted(cards_from_mask(mask), key=lambda c: keys[c.index])),
        mask=mask,
        table=state.table,
        owner=state.owner,
        leader=state.leader,
        to_move=state.to_move,
        cards_left=state.cards_left,
        dealt=tuple(m.bit_count() for m in setup.dealt),
        played=played,
        passed=state.passed,
        opening=state.opening,
        history=state.history,
        rules=rules,
        legal=legal,
        step=setup.step,
        deal_number=setup.deal_number,
        previous_winner=setup.previous_winner,
        winner=state.winner,
        revealed=state.masks if state.winner is not None else (),
        violations=state.violations if state.winner is not None else tuple(v for v in state.violations if v[0] == seat),
        instant=state.instant,
    )


VIEW = place("view")

_VIEW_KEYS = {
    "format", "version", "rules", "seat", "players", "hand", "table", "owner", "leader", "to_move", "cards_left",
    "dealt", "played", "passed", "opening", "history", "legal", "step", "deal_number", "previous_winner", "winner",
    "revealed", "violations", "instant",
}  # fmt: skip


def _seat_or_none(doc: Mapping[str, Any], name: str, players: int) -> int | None:
    if name not in doc:
        raise InvalidSave("save-missing-field", where=VIEW, name=name)
    return read_seat(doc[name], players, place("field", VIEW, name=name))


def _counts(doc: Mapping[str, Any], name: str, players: int) -> tuple[int, ...]:
    values = get_field(doc, name, list, VIEW)
    if len(values) != players or not all(whole(v, 0, 52) for v in values):
        raise InvalidSave("json-bad-counts", where=VIEW, name=name, players=players, value=shown(values))
    return tuple(values)


def _view_from_doc(doc: object) -> SeatView:
    doc = as_object(doc, VIEW)
    only_keys(doc, _VIEW_KEYS, VIEW)
    if doc.get("format") != VIEW_FORMAT or doc.get("version") != VIEW_VERSION:
        raise InvalidSave(
            "json-not-format", where=VIEW, format=shown(doc.get("format")), version=shown(doc.get("version"))
        )
    rules = read_rules(get_field(doc, "rules", Mapping, VIEW), place("field", VIEW, name="rules"))
    players = get_field(doc, "players", int, VIEW)
    if not whole(players, 2, 4):
        raise InvalidSave("save-bad-players", where=VIEW, players=given(players))
    seat = _seat_or_none(doc, "seat", players)
    leader = _seat_or_none(doc, "leader", players)
    if seat is None or leader is None:
        raise InvalidSave("save-wrong-type", where=VIEW, name="seat" if seat is None else "leader", value=None)
    owner, to_move = _seat_or_none(doc, "owner", players), _seat_or_none(doc, "to_move", players)
    winner, previous = _seat_or_none(doc, "winner", players), _seat_or_none(doc, "previous_winner", players)
    mask = read_mask(get_field(doc, "hand", str, VIEW), place("field", VIEW, name="hand"))
    played = read_mask(get_field(doc, "played", str, VIEW), place("field", VIEW, name="played"))
    cards_left, dealt = _counts(doc, "cards_left", players), _counts(doc, "dealt", players)
    table_text = get_field(doc, "table", (str, type(None)), VIEW)
    table = None
    if table_text is not None:
        table_mask = read_mask(table_text, place("field", VIEW, name="table"))
        try:
            table = classify(cards_from_mask(table_mask), rules)
        except BigTwoError as exc:
            raise InvalidSave("json-not-a-play", where=place("field", VIEW, name="table"), cause=exc) from exc
        if table_mask & ~played or owner is None:
            raise InvalidSave("json-disagrees", where=VIEW, fact="table")
    if mask & played or cards_left[seat] != mask.bit_count() or sum(cards_left) + played.bit_count() != sum(dealt):
        raise InvalidSave("json-disagrees", where=VIEW, fact="hand")
    if sum(dealt) > 52 or any(left > got for left, got in zip(cards_left, dealt, strict=True)):
        raise InvalidSave("json-disagrees", where=VIEW, fact="cards_left")
    if (to_move is None) != (winner is not None):
        raise InvalidSave("json-disagrees", where=VIEW, fact="to_move")
    passed = get_field(doc, "passed", list, VIEW)
    if not all(whole(p, 0, players - 1) for p in passed) or passed != sorted(set(passed)):
        raise InvalidSave("json-bad-counts", where=VIEW, name="passed", players=players, value=shown(passed))
    opening_text = get_field(doc, "opening", (str, type(None)), VIEW)
    opening = None
    if opening_text is not None:
        opening_mask = read_mask(opening_text, place("field", VIEW, name="opening"))
        if opening_mask.bit_count() != 1 or opening_mask & played:
            raise InvalidSave("json-disagrees", where=VIEW, fact="opening")
        opening = DECK[opening_mask.bit_length() - 1]
    history = tuple(
        turn_from_doc(t, place("entry", VIEW, entry=i), players)
        for i, t in enumerate(get_field(doc, "history", list, VIEW))
    )
    legal = tuple(
        action_from_doc(a, place("legal", VIEW, entry=i)) for i, a in enumerate(get_field(doc, "legal", list, VIEW))
    )
    if legal and to_move != seat:
        raise InvalidSave("json-disagrees", where=VIEW, fact="legal")
    plays: list[Action] = []
    for action in legal:
        if type(action) is Play:
            if action.mask & ~mask:
                raise InvalidSave("json-disagrees", where=VIEW, fact="legal")
            try:
                action = Play(classify(action.cards, rules))
            except BigTwoError as exc:
                raise InvalidSave("json-not-a-play", where=place("field", VIEW, name="legal"), cause=exc) from exc
        elif (type(action) is Pass and table is None) or (type(action) is Redeal and action.seat != seat):
            raise InvalidSave("json-disagrees", where=VIEW, fact="legal")
        plays.append(action)
    if to_move == seat and winner is None and not plays:  # the seat to move always has an action
        raise InvalidSave("json-disagrees", where=VIEW, fact="legal")
    first = 0 if opening is None or to_move != seat else 1 << opening.index  # the first play must include it
    if first and (not mask & first or any(type(a) is Play and not a.mask & first for a in plays)):
        raise InvalidSave("json-disagrees", where=VIEW, fact="opening")
    step = get_field(doc, "step", int, VIEW)
    deal_number = get_field(doc, "deal_number", int, VIEW)
    if step not in (1, -1) or not whole(deal_number, 1, MAX_DEAL_NUMBER):
        raise InvalidSave("json-disagrees", where=VIEW, fact="step" if step not in (1, -1) else "deal_number")
    revealed = tuple(
        read_mask(t, place("field", VIEW, name="revealed")) for t in get_field(doc, "revealed", list, VIEW)
    )
    if revealed and (
        winner is None
        or len(revealed) != players
        or revealed[seat] != mask
        or [m.bit_count() for m in revealed] != list(cards_left)
        or functools.reduce(operator.or_, revealed).bit_count() != sum(cards_left)  # no card in two hands
        or functools.reduce(operator.or_, revealed) & played
    ):
        raise InvalidSave("json-disagrees", where=VIEW, fact="revealed")
    violations = get_field(doc, "violations", list, VIEW)
    if not all(isinstance(v, list) and len(v) == 2 and all(whole(s, 0, players - 1) for s in v) for v in violations):
        raise InvalidSave("json-bad-counts", where=VIEW, name="violations", players=players, value=shown(violations))
    if winner is None and any(v[0] != seat for v in violations):  # only its own, while the deal goes on
        raise InvalidSave("json-disagrees", where=VIEW, fact="violations")
    instant = get_field(doc, "instant", bool, VIEW)
    if winner is not None and not instant and cards_left[winner] != 0:
        raise InvalidSave("json-disagrees", where=VIEW, fact="winner")
    keys = rules.tables.card_key
    return SeatView(
        seat=seat,
        players=players,
        hand=tuple(sorted(cards_from_mask(mask), key=lambda c: keys[c.index])),
        mask=mask,
        table=table,
        owner=owner,
        leader=leader,
        to_move=to_move,
        cards_left=cards_left,
        dealt=dealt,
        played=played,
        passed=tuple(passed),
        opening=opening,
        history=history,
        rules=rules,
        legal=tuple(plays),
        step=step,
        deal_number=deal_number,
        previous_winner=previous,
        winner=winner,
        revealed=revealed,
        violations=tuple((a, b) for a, b in violations),
        instant=instant,
    )
