"""The actions a player can take: `Play`, `Pass`, `Redeal`, and `Turn`, one entry of a history.

The engine prepares the `Play` of every single, pair and triple of a rule set once
(`prepared_actions`), so following a small play only looks actions up.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple, TypeVar

import attrs
from attrs import field, frozen

from .._plays.combos import Combo, five_plays, small_plays
from .._rules.ruleset import RuleSet
from .._values.cards import Card, card_mask, cards_from_mask
from .._values.checks import whole
from .._values.errors import GameError, InvalidSave, Message, shown
from .._values.fast import final_value, trusted_constructor
from .._values.forms import as_object, cards_text, get_field, given, only_keys, place, read_mask, read_seat

__all__ = [
    "AUTO_PASSES",
    "PASS",
    "PASSES",
    "Action",
    "Follow",
    "Pass",
    "Play",
    "PreparedActions",
    "Redeal",
    "Turn",
    "action_doc",
    "action_from_doc",
    "make_turn",
    "play_of",
    "prepared_actions",
    "prepared_fives",
    "turn_doc",
    "turn_from_doc",
]


def _play_mask(value: str | Iterable[Card] | Combo) -> int:
    return value.mask if isinstance(value, Combo) else card_mask(value)


@final_value
@frozen(init=False)
class Play:
    """Play these cards: ``Play(bigtwo.cards("9S 9D"))``, ``Play("9S 9D")`` or ``Play(combo)``.

    Any cards make a `Play`; whether they are a legal play is for `bigtwo.check` and
    `bigtwo.apply` to say.

    Args:
        cards: The cards to play: card text, an iterable of `Card` objects (or card texts), or a
            `Combo` (kept as `combo`; the engine judges a play by its cards alone, with the rule
            set's own combination of them).

    Raises:
        InvalidCards: A card cannot be read, or is given twice.
    """

    mask: int
    """The cards as a 52-bit mask."""
    combo: Combo | None = field(eq=False, repr=False)
    """The classification the play came with, if any (the engine never trusts it: it looks the
    cards up in the rule set's tables)."""

    def __init__(self, cards: str | Iterable[Card] | Combo) -> None:
        self.__attrs_init__(_play_mask(cards), cards if isinstance(cards, Combo) else None)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of the play, in `Card.index` order."""
        return cards_from_mask(self.mask)

    def __repr__(self) -> str:
        return f"Play({' '.join(str(c) for c in self.cards)!r})"

    def to_json(self) -> dict[str, Any]:
        """The action as JSON data, as a saved game's history writes it (see `bigtwo.Turn`).

        Returns:
            ``{"play": "9♦ 9♠"}``: the cards as one text, in `Card.index` order.
        """
        return action_doc(self)

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> Play:
        """Read an action written by ``to_json``.

        Args:
            doc: The dict ``to_json`` made.

        Returns:
            The action.

        Raises:
            InvalidSave: ``doc`` is not the JSON form of a Play.
        """
        action = action_from_doc(doc)
        if type(action) is not cls:
            raise InvalidSave("json-not-this-action", kind="Play", value=shown(doc))
        return action


_make_play = trusted_constructor(Play)


def play_of(combo: Combo) -> Play:
    """The `Play` of a classified combo (the engine's fast path: no re-validation)."""
    return _make_play(combo.mask, combo)


@final_value
@frozen
class Pass:
    """Pass: do not play this time."""

    def to_json(self) -> dict[str, Any]:
        """The action as JSON data, as a saved game's history writes it (see `bigtwo.Turn`).

        Returns:
            ``{"pass": True}``.
        """
        return action_doc(self)

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> Pass:
        """Read an action written by ``to_json``.

        Args:
            doc: The dict ``to_json`` made.

        Returns:
            The action.

        Raises:
            InvalidSave: ``doc`` is not the JSON form of a Pass.
        """
        action = action_from_doc(doc)
        if type(action) is not cls:
            raise InvalidSave("json-not-this-action", kind="Pass", value=shown(doc))
        return action


def _seat(instance: object, attribute: attrs.Attribute[int], value: object) -> None:
    if not whole(value):
        raise GameError("not-a-seat-number", name=attribute.name, value=given(value))


@final_value
@frozen
class Redeal:
    """Demand a redeal (where the rules allow it): ``seat`` holds a hand worth too little."""

    seat: int = field(validator=_seat)
    """The seat that demands it, its own (a `GameError` if it is not a seat number)."""

    def to_json(self) -> dict[str, Any]:
        """The action as JSON data, as a saved game's history writes it (see `bigtwo.Turn`).

        Returns:
            ``{"redeal": True, "seat": 2}``.
        """
        return action_doc(self)

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> Redeal:
        """Read an action written by ``to_json``.

        Args:
            doc: The dict ``to_json`` made.

        Returns:
            The action.

        Raises:
            InvalidSave: ``doc`` is not the JSON form of a Redeal.
        """
        action = action_from_doc(doc)
        if type(action) is not cls:
            raise InvalidSave("json-not-this-action", kind="Redeal", value=shown(doc))
        return action


Action = Play | Pass | Redeal
"""Anything a player can do."""

PASS = Pass()
"""The one `Pass` the engine records."""


@final_value
@frozen
class Turn:
    """One entry of a deal's history: who did what (``auto`` for passes the rules made)."""

    seat: int = field(validator=_seat)
    """The seat that acted (a `GameError` if it is not a seat number)."""
    action: Action
    """What it did: a `Play`, a `Pass` or a `Redeal` (the turn's own seat's; a `GameError`
    otherwise, or for an ``auto`` that is not a bool or marks anything but a pass)."""
    auto: bool = False
    """Whether the rules made the action (an automatic pass), not the player."""

    def __attrs_post_init__(self) -> None:
        kind = type(self.action)
        if kind is not Play and kind is not Pass and kind is not Redeal:
            raise GameError("turn-not-an-action", value=shown(self.action))
        if type(self.auto) is not bool or (self.auto and kind is not Pass):
            raise GameError("turn-bad-auto", value=shown(self.auto))
        if isinstance(self.action, Redeal) and self.action.seat != self.seat:
            raise GameError("turn-redeal-other-seat", seat=self.seat, other=self.action.seat)

    def to_json(self) -> dict[str, Any]:
        """The turn as JSON data, exactly as a saved game's history writes it.

        Returns:
            ``{"seat": 1, "play": "9♦ 9♠"}``, ``{"seat": 2, "pass": True}`` (with ``"auto": True``
            for a pass the rules made) or ``{"seat": 0, "redeal": True}``.

        >>> import bigtwo
        >>> bigtwo.Turn(1, bigtwo.Play("9S 9D")).to_json()
        {'seat': 1, 'play': '9♦ 9♠'}
        """
        return turn_doc(self)

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> Turn:
        """Read a turn written by `to_json` (or an entry of a saved game's history).

        Args:
            doc: The dict `to_json` made.

        Returns:
            The turn.

        Raises:
            InvalidSave: ``doc`` is not a turn's form: no seat, not exactly one action, an
                ``auto`` that is not a pass, an unknown key.
        """
        return turn_from_doc(doc)


make_turn = trusted_constructor(Turn)
"""``make_turn(seat, action, auto)`` from values the engine has checked (see `bigtwo._values.fast`)."""

PASSES = tuple(make_turn(seat, PASS, False) for seat in range(4))
"""Per seat: the `Turn` of its pass (values are shared: the engine records these)."""
AUTO_PASSES = tuple(make_turn(seat, PASS, True) for seat in range(4))
"""Per seat: the `Turn` of an automatic pass the rules made."""


# The JSON forms of actions and turns (see `bigtwo._game.documents`) ---------------------------


def action_doc(action: Action) -> dict[str, Any]:
    """``{"play": "9♦ 9♠"}``, ``{"pass": True}`` or ``{"redeal": True, "seat": 2}``."""
    if type(action) is Play:
        return {"play": cards_text(action.mask)}
    if type(action) is Pass:
        return {"pass": True}
    if type(action) is Redeal:
        return {"redeal": True, "seat": action.seat}
    raise InvalidSave("json-not-action", value=shown(action))


def action_from_doc(doc: object, where: Message | None = None) -> Action:
    """The action an `action_doc` describes: exactly one of ``play``, ``pass`` and ``redeal``."""
    where = where or place("action")
    doc = as_object(doc, where)
    kinds = [k for k in ("play", "pass", "redeal") if k in doc]
    if not kinds:
        raise InvalidSave("save-bad-entry", where=where)
    if len(kinds) > 1:  # both a play and a pass, say: refused, never guessed at
        raise InvalidSave("json-one-action", where=where, found=", ".join(kinds))
    kind = kinds[0]
    if kind == "play":
        only_keys(doc, {"play"}, where)
        return Play(cards_from_mask(read_mask(doc["play"], place("play", where))))
    if doc[kind] is not True:
        raise InvalidSave("save-wrong-type", where=where, name=kind, value=shown(doc[kind]))
    if kind == "pass":
        only_keys(doc, {"pass"}, where)
        return PASS
    only_keys(doc, {"redeal", "seat"}, where)
    seat = read_seat(get_field(doc, "seat", int, where), 4, place("field", where, name="seat"))
    assert seat is not None
    return Redeal(seat)


def turn_doc(turn: Turn) -> dict[str, Any]:
    """``{"seat": 0, "play": "3♦"}``, with ``"auto": True`` for a pass the rules made: an entry
    of a saved game's history."""
    if type(turn.action) is Redeal:  # the turn's seat is the redeal's
        doc: dict[str, Any] = {"seat": turn.seat, "redeal": True}
    else:
        doc = {"seat": turn.seat, **action_doc(turn.action)}
    if turn.auto:
        doc["auto"] = True
    return doc


def turn_from_doc(doc: object, where: Message | None = None, players: int = 4) -> Turn:
    """The turn a `turn_doc` describes: a seat below ``players`` and exactly one action (an entry
    with both a play and a pass, or a pass with a redeal, is refused, never guessed at)."""
    where = where or place("turn")
    doc = as_object(doc, where)
    seat = read_seat(get_field(doc, "seat", int, where), players, place("field", where, name="seat"))
    assert seat is not None
    auto = doc.get("auto", False)
    if type(auto) is not bool:
        raise InvalidSave("save-wrong-type", where=where, name="auto", value=shown(auto))
    rest = {k: v for k, v in doc.items() if k not in ("seat", "auto")}
    if "redeal" in rest:
        rest["seat"] = seat
    action = action_from_doc(rest, where)
    if auto and type(action) is not Pass:
        raise InvalidSave("json-auto-not-pass", where=where)
    return Turn(seat, action, auto)


T = TypeVar("T")


class PreparedActions(NamedTuple):
    """The `Play` of every single, pair and triple of a rule set, laid out for lookups."""

    by_mask: Mapping[int, Play]
    """Mask -> Play (a plain dictionary, never changed: the hot path reads it)."""
    by_nibble: tuple[tuple[tuple[Play, ...], ...], ...]
    """Per ``rank << 4 | suits held``: the plays of each size, weakest first."""
    keys_by_nibble: tuple[tuple[tuple[int, ...], ...], ...]
    """The same layout with each play's key (ascending): where a table play's key falls in a
    rank's plays, by bisection."""
    by_byte: tuple[tuple[tuple[tuple[Play, ...], ...], ...], ...]
    """Per byte ``k`` of a hand (ranks ``2k`` and ``2k + 1``) and its value: the plays of each
    size of those two ranks, weakest first (half as many steps along a hand as by nibble)."""
    keys_by_byte: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]
    """The same layout with each play's key (ascending)."""
    sized: tuple[tuple[tuple[tuple[Play, ...], ...], ...], ...]
    """``by_byte`` by size first: ``sized[size - 1][k][value]`` (a byte of 0 holds none), so the
    plays of one size of a whole hand are one unpacking of its seven bytes, without a loop."""
    turns: tuple[Mapping[int, Turn], ...]
    """Per seat: mask -> the `Turn` of that seat playing that single, pair or triple (what the
    engine records; values are shared)."""
    recorded: Mapping[int, tuple[Combo, tuple[Turn, ...]]]
    """Mask -> the single, pair or triple's `Combo` (the rule set's own) and per seat its `Turn`:
    what `bigtwo.apply` checks and records of such a play, in one lookup."""
    follow: Mapping[int, Follow]
    """Mask of a single, pair or triple on the table -> what beats it (see `Follow`). Empty where
    bombs are played: a bomb beats a play of any size, so `bigtwo.legal_plays` compares every play."""


class Follow(NamedTuple):
    """What beats a single, pair or triple on the table, laid out by the bytes of a hand."""

    key: int
    """The play's key (`bigtwo.legal_plays` reads this entry only for a table of that key)."""
    k: int
    """The byte of a hand that holds the play's rank."""
    beating: tuple[tuple[Play, ...], ...]
    """Per value of byte ``k``: the plays of the same size there that beat it, weakest first."""
    higher: tuple[tuple[tuple[Play, ...], ...], ...]
    """Per byte of a hand and its value: the plays of the same size (``PreparedActions.sized``
    of that size), every one of which beats it in a byte above ``k``."""


def prepared_actions(rules: RuleSet) -> PreparedActions:
    """The prepared `Play` actions of ``rules``, made once per rule set: reach them as
    ``rules._derived[prepared_actions]`` (see `bigtwo._values.fast.Derived`)."""
    small = small_plays(rules)
    by_mask = {mask: play_of(combo) for mask, combo in small.by_mask.items()}
    laid_out = tuple(tuple(tuple(by_mask[c.mask] for c in group) for group in entry) for entry in small.by_nibble)
    keys = tuple(tuple(tuple(c.key for c in group) for group in entry) for entry in small.by_nibble)

    def two_ranks(table: tuple[tuple[tuple[T, ...], ...], ...], k: int, value: int) -> tuple[tuple[T, ...], ...]:
        low = table[(2 * k) << 4 | value & 15]
        if k == 6:  # the last byte holds one rank (the 2)
            return low
        high = table[(2 * k + 1) << 4 | value >> 4]
        return tuple(a + b for a, b in zip(low, high, strict=True))

    by_byte = tuple(tuple(two_ranks(laid_out, k, v) for v in range(256)) for k in range(7))
    keys_by_byte = tuple(tuple(two_ranks(keys, k, v) for v in range(256)) for k in range(7))
    sized = tuple(tuple(tuple(entry[index] for entry in per_value) for per_value in by_byte) for index in range(3))
    turns = tuple({mask: make_turn(seat, play, False) for mask, play in by_mask.items()} for seat in range(4))
    recorded = {mask: (combo, tuple(turns[seat][mask] for seat in range(4))) for mask, combo in small.by_mask.items()}
    tails: dict[tuple[int, int], list[tuple[tuple[int, ...], list[tuple[Play, ...]]]]] = {}
    follow: dict[int, Follow] = {}
    for mask, combo in () if rules.tables.bombs else small.by_mask.items():
        index, floor = mask.bit_count() - 1, combo.key
        k = (floor >> 2 if index < 2 else floor) >> 1  # a single's or pair's key is rank * 4 + suit position
        if (k, index) not in tails:  # per value of the byte: its plays' keys, and every tail of its plays
            rows = [(keys_by_byte[k][v][index], by_byte[k][v][index]) for v in range(256)]
            tails[k, index] = [(keys, [plays[i:] for i in range(len(plays) + 1)]) for keys, plays in rows]
        beating = tuple(ends[bisect_right(keys, floor)] for keys, ends in tails[k, index])
        follow[mask] = Follow(floor, k, beating, sized[index])
    return PreparedActions(by_mask, laid_out, keys, by_byte, keys_by_byte, sized, turns, recorded, follow)


def prepared_fives(rules: RuleSet) -> dict[int, Play]:
    """Mask -> the `Play` of every five-card play of ``rules``, made once per rule set: reach it
    as ``rules._derived[prepared_fives]``. The five-card plays of a hand are then looked up, not
    made, so every hand's plays share these values."""
    return {mask: play_of(combo) for mask, combo in rules._derived[five_plays].by_mask.items() if type(combo) is Combo}
