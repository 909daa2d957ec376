"""The environments' fast path: `Encoder`, the encodings of one deal's seats read straight from a
`bigtwo.GameState` (the same public facts as a `bigtwo.SeatView` has), tested to give the very
same arrays as `observe` and `action_mask`."""

from __future__ import annotations

import functools
from operator import lshift
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from .._game.actions import Action, Pass, Play, Redeal
from .._game.engine import can
from .._game.moves import legal_plays
from .._game.state import GameState
from .._values.cards import cards_from_mask
from .._values.errors import GameError
from ._actions import PASS_ACTION, REDEAL_ACTION, Slots, num_actions
from ._history import history_vector
from ._layout import BYTE_BITS as _BYTE_BITS
from ._layout import CARD_BITS, CARDS_LEFT, CATEGORY_FLAGS, FIRST_PLAY_FLAG, OBSERVATION_SIZE, PACKED_BYTES
from ._observation import seating_for
from ._rules_info import RulesInfo, rules_info

__all__ = ["Encoder"]

_CARD_BYTES = CARD_BITS // 8
_FLAG_BYTES = PACKED_BYTES - _CARD_BYTES


class _Plan(NamedTuple):
    """Where each seat's entries go in one seat's observations (see `seating_for`)."""

    shifts: tuple[int, ...]
    """Per seat: the shift of its plane of played cards."""
    passed_bits: tuple[int, ...]
    """Per mask of the seats that passed: their flags."""
    owner_bits: tuple[int, ...]
    leader_bits: tuple[int, ...]
    to_move_bits: tuple[int, ...]
    lefts: tuple[int, ...]
    """Per seat: the entry of its cards left."""


@functools.lru_cache(maxsize=8)
def _plans(players: int, step: int) -> tuple[_Plan, ...]:
    """Per seat, the `_Plan` of its observations at a table of ``players`` playing in direction ``step``."""
    out = []
    for seat in range(players):
        shifts, lefts, passed, owner, leader, to_move = seating_for(players, step, seat)
        passed_bits = tuple(sum(bit for s, bit in enumerate(passed) if mask >> s & 1) for mask in range(1 << players))
        out.append(_Plan(shifts, passed_bits, owner, leader, to_move, lefts))
    return tuple(out)


class Encoder:
    """The encodings of one deal's seats, read straight from a `GameState` (the environments'
    fast path: the same arrays as `observe` and `action_mask` of `bigtwo.view`, without building
    a view). Make one per deal with `Encoder.of`; `legal` memoises the legal actions of the last
    state asked about."""

    __slots__ = (
        "_constant",
        "_info",
        "_legal",
        "_legal_of",
        "_planes",
        "_plans",
        "_seats",
        "_size",
        "dealt",
        "history",
    )

    def __init__(self, info: RulesInfo, dealt: tuple[int, ...], slots: int, history: int, step: int) -> None:
        self._info = info
        self.history = history
        """The turns of history in its observations."""
        self.dealt = dealt
        self._size = num_actions(slots)
        self._seats = [Slots(m, info) for m in dealt]
        players = len(dealt)
        self._plans = _plans(players, step)
        """Per observing seat: where each seat's entries go."""
        self._planes: list[int] = [sum(map(lshift, dealt, plan.shifts)) for plan in self._plans]
        """Per observing seat: every seat's cards as dealt, each in its plane of played cards."""
        self._constant = info.constant[players]
        self._legal_of: GameState | None = None
        self._legal: dict[int, Action] = {}

    @classmethod
    def of(cls, state: GameState, slots: int, history: int = 0) -> Encoder:
        """The encoder of ``state``'s deal, for an action space of ``slots`` hand positions and
        observations with ``history`` turns."""
        return cls(rules_info(state.rules), state.dealt, slots, history, state.setup.step)

    def legal(self, state: GameState) -> dict[int, Action]:
        """The legal actions of the seat to move in ``state``, by index (empty once it is over)."""
        if state is self._legal_of:
            return self._legal
        to_move = state.to_move
        found: dict[int, Action] = {}
        if to_move is not None:
            hand = self._seats[to_move]
            get = hand.cache.get
            for action in legal_plays(state):
                if type(action) is Play:
                    index = get(action.mask)
                    found[hand.index(action.mask) if index is None else index] = action
                else:
                    found[PASS_ACTION] = action
            if (
                self._info.redeals
                and not any(isinstance(t.action, Play) for t in state.history)
                and can(state, Redeal(to_move))
            ):
                found[REDEAL_ACTION] = Redeal(to_move)
        self._legal_of, self._legal = state, found
        return found

    def decode(self, state: GameState, index: int) -> Action:
        """The action ``index`` stands for, for the seat to move in ``state`` (legal or not)."""
        found = (self._legal if state is self._legal_of else self.legal(state)).get(index)
        if found is not None:
            return found
        if not 0 <= index < self._size:
            raise GameError("rl-action-outside-space", index=index, last=self._size - 1)
        to_move = state.to_move
        if to_move is None:
            raise GameError("rl-deal-over")
        if index == PASS_ACTION:
            return Pass()
        if index == REDEAL_ACTION:
            return Redeal(to_move)
        mask = self._seats[to_move].mask(index)
        return Play(cards_from_mask(mask))

    def legal_actions(self, state: GameState, seat: int) -> list[int]:
        """The indices of ``seat``'s legal actions in ``state``, in increasing order (the mask's
        nonzero entries; none when it is not to move)."""
        if state.to_move != seat:
            return []
        return sorted(self._legal if state is self._legal_of else self.legal(state))

    def mask(self, state: GameState, seat: int) -> npt.NDArray[np.int8]:
        """The action mask of ``seat`` in ``state``."""
        data = bytearray(self._size)
        if state.to_move == seat:
            for index in self._legal if state is self._legal_of else self.legal(state):
                data[index] = 1
        return np.frombuffer(data, np.int8)

    def _bits(self, state: GameState, seat: int) -> bytes:
        """The 0/1 entries of ``seat``'s observation as bytes (as `bigtwo.rl._observation.packed`
        makes them): the card planes, then the flags."""
        shifts, passed_bits, owner_bits, leader_bits, to_move_bits, _ = self._plans[seat]
        masks = state.masks
        # The cards each seat played are those it was dealt and holds no more: its plane of the
        # cards dealt less its plane of the cards held (the planes do not overlap: sums are unions).
        held: int = sum(map(lshift, masks, shifts))
        cards = masks[seat] | self._planes[seat] & ~held
        flags = self._constant | leader_bits[state.leader] | passed_bits[state.passed_mask]
        table = state.table
        if table is None:
            if state.opening_mask:
                flags |= FIRST_PLAY_FLAG
        else:
            cards |= table.mask << 52
            flags |= CATEGORY_FLAGS[table.category]
            owner = state.owner
            if owner is not None:
                flags |= owner_bits[owner]
        to_move = state.to_move
        if to_move is not None:
            flags |= to_move_bits[to_move]
        translate = self._info.translate
        if translate is None:
            return (cards | flags << CARD_BITS).to_bytes(PACKED_BYTES, "little")
        return cards.to_bytes(_CARD_BYTES, "little").translate(translate) + flags.to_bytes(_FLAG_BYTES, "little")

    def row(self, state: GameState) -> tuple[bytes, list[int]]:
        """The observation of the seat to move in ``state`` before it is unpacked (without the
        history), and its legal actions (as `legal_actions`). The observation is its 0/1 entries
        as bytes (as `bigtwo.rl._observation.packed` makes them), then a byte per seat counted
        from it (four, 0 past the last seat) of the cards it holds: rows of several games unpack
        together with `unpack_rows`."""
        seat = state.to_move
        assert seat is not None
        left = bytearray(4)
        for at, held in zip(self._plans[seat].lefts, state.masks, strict=True):
            left[at - CARDS_LEFT] = held.bit_count()
        legal = self._legal if state is self._legal_of else self.legal(state)
        return self._bits(state, seat) + left, sorted(legal)

    def history_part(self, state: GameState, seat: int) -> npt.NDArray[np.float32]:
        """The history entries of ``seat``'s observation (empty without history)."""
        return history_vector(self._info, state.history, seat, len(state.masks), state.setup.step, self.history)

    def observe(self, state: GameState, seat: int) -> npt.NDArray[np.float32]:
        """The observation of ``seat`` in ``state``: the same vector as ``observe(bigtwo.view(state, seat))``."""
        out = _BYTE_BITS.take(np.frombuffer(self._bits(state, seat), np.uint8), axis=0).ravel()[:OBSERVATION_SIZE]
        for at, held in zip(self._plans[seat].lefts, state.masks, strict=True):
            out[at] = held.bit_count()
        if self.history:
            return np.concatenate((out, self.history_part(state, seat)))
        return out
