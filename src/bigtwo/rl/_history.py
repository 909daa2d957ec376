"""The history part of an observation (the ``history=N`` option of the environments and of
`bigtwo.rl.observe`): the last ``N`` turns of the deal, newest first, each a fixed-size entry of
`HISTORY_ENTRY` numbers laid out as `HISTORY_LAYOUT` says."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from .._game.actions import Pass, Play, Turn
from .._values.errors import GameError, shown
from ._layout import BYTE_BITS as _BYTE_BITS
from ._rules_info import RulesInfo

__all__ = ["HISTORY_ENTRY", "HISTORY_LAYOUT", "MAX_HISTORY", "check_history", "history_vector"]

HISTORY_LAYOUT: dict[str, slice] = {
    "cards": slice(0, 52),
    "seat": slice(52, 56),
    "passed": slice(56, 57),
}
"""Where each part of one history entry lies: ``cards`` (52, the cards played, in the order of
`bigtwo.rl.card_order`; none for a pass), ``seat`` (4, one-hot: who acted, counted from the
observing seat in the direction of play, 0 being the observer) and ``passed`` (1: the turn was a
pass, the rules' automatic passes included). An entry of zeros is a turn that has not happened
(the deal is younger than ``N`` turns). Redeals are not turns here: the deal they bring starts
the history again."""

HISTORY_ENTRY: int = 57
"""The numbers in one history entry."""

MAX_HISTORY: int = 128
"""The most turns an observation's history may hold (a four-player deal rarely lasts 60)."""

_STRIDE = 8  # bytes per entry while building: 52 card bits, 4 spare, then 4 seat bits and 1 pass bit
_COLUMNS = np.r_[0:52, 56:61]  # the built bits each entry keeps, in the entry's order


def check_history(history: object) -> int:
    """``history`` if it is a whole number from 0 to `MAX_HISTORY`; else `GameError`."""
    if isinstance(history, bool) or not isinstance(history, int) or not 0 <= history <= MAX_HISTORY:
        raise GameError("rl-bad-history", most=MAX_HISTORY, value=shown(history))
    return history


def history_vector(
    info: RulesInfo, turns: Sequence[Turn], seat: int, players: int, step: int, size: int
) -> npt.NDArray[np.float32]:
    """The last ``size`` turns of ``turns`` seen from ``seat``, newest first, as
    ``size * HISTORY_ENTRY`` float32 numbers (zeros where there is no turn)."""
    data = bytearray(size * _STRIDE)
    at = 0
    for turn in reversed(turns):
        if at == size:
            break
        action = turn.action
        rel = (turn.seat - seat) * step % players
        if type(action) is Play:
            bits = action.mask | 1 << (56 + rel)
        elif type(action) is Pass:
            bits = 1 << (56 + rel) | 1 << 60
        else:
            continue
        data[at * _STRIDE : (at + 1) * _STRIDE] = bits.to_bytes(_STRIDE, "little")
        at += 1
    raw = bytes(data)
    if info.translate is not None:  # the card bits in the rule set's order (the first 7 bytes of an entry)
        table = info.translate
        raw = b"".join(raw[i : i + 7].translate(table) + raw[i + 7 : i + _STRIDE] for i in range(0, len(raw), _STRIDE))
    bits_out = _BYTE_BITS.take(np.frombuffer(raw, np.uint8), axis=0).reshape(size, _STRIDE * 8)
    return bits_out[:, _COLUMNS].reshape(-1)
