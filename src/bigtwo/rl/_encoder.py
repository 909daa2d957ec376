"""The environments' fast path: `Encoder`, the encodings of one deal's seats read straight from a
`bigtwo.GameState` (the same public facts as a `bigtwo.SeatView` has), tested to give the very
same arrays as `observe` and `action_mask`."""

from __future__ import annotations

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
from ._observation import flag_bits, packed, seating_for, unpack_rows
from ._rules_info import RulesInfo, rules_info

__all__ = ["Encoder"]


class Encoder:
    """The encodings of one deal's seats, read straight from a `GameState` (the environments'
    fast path: the same arrays as `observe` and `action_mask` of `bigtwo.view`, without building
    a view). Make one per deal with `Encoder.of`; `legal` memoises the legal actions of the last
    state asked about."""

    __slots__ = ("_history", "_info", "_legal", "_legal_of", "_seats", "_size", "dealt")

    def __init__(self, info: RulesInfo, dealt: tuple[int, ...], slots: int, history: int = 0) -> None:
        self._info = info
        self._history = history
        self.dealt = dealt
        self._size = num_actions(slots)
        self._seats = [Slots(m, info) for m in dealt]
        self._legal_of: GameState | None = None
        self._legal: dict[int, Action] = {}

    @classmethod
    def of(cls, state: GameState, slots: int, history: int = 0) -> Encoder:
        """The encoder of ``state``'s deal, for an action space of ``slots`` hand positions and
        observations with ``history`` turns."""
        return cls(rules_info(state.rules), state.dealt, slots, history)

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
        found = self.legal(state).get(index)
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
        return sorted(self.legal(state)) if state.to_move == seat else []

    def mask(self, state: GameState, seat: int) -> npt.NDArray[np.int8]:
        """The action mask of ``seat`` in ``state``."""
        data = bytearray(self._size)
        if state.to_move == seat:
            for index in self.legal(state):
                data[index] = 1
        return np.frombuffer(data, np.int8)

    @property
    def history(self) -> int:
        """The turns of history in its observations."""
        return self._history

    def packed(self, state: GameState, seat: int) -> tuple[bytes, list[int]]:
        """The observation of ``seat`` before it is unpacked, as `bigtwo.rl._observation.packed`
        (without the history): rows of several games unpack together with `unpack_rows`."""
        masks = state.masks
        n = len(masks)
        seating = seating_for(n, state.setup.step, seat)
        table = state.table
        info = self._info
        if table is None:
            cards = masks[seat]
            flags = flag_bits(
                info, seating, n, None, None, state.leader, state.to_move, state.passed_mask, state.opening_mask != 0
            )
        else:
            cards = masks[seat] | table.mask << 52
            flags = flag_bits(
                info, seating, n, table.category, state.owner, state.leader, state.to_move, state.passed_mask, False
            )
        dealt = self.dealt
        played = [dealt[s] & ~masks[s] for s in range(n)]
        return packed(info, seating, n, cards, flags, played, [m.bit_count() for m in masks])

    def history_part(self, state: GameState, seat: int) -> npt.NDArray[np.float32]:
        """The history entries of ``seat``'s observation (empty without history)."""
        return history_vector(self._info, state.history, seat, len(state.masks), state.setup.step, self._history)

    def observe(self, state: GameState, seat: int) -> npt.NDArray[np.float32]:
        """The observation of ``seat`` in ``state``: the same vector as ``observe(bigtwo.view(state, seat))``."""
        data, left = self.packed(state, seat)
        out: npt.NDArray[np.float32] = unpack_rows((data,), (left,))[0]
        if self._history:
            return np.concatenate((out, self.history_part(state, seat)))
        return out
