"""The Gymnasium spaces of the environments: the observation vector's and the action mask's."""

from __future__ import annotations

import numpy as np
from gymnasium import spaces

from ._actions import MAX_SLOTS
from ._history import HISTORY_ENTRY
from ._layout import LAYOUT, OBSERVATION_SIZE

__all__ = ["mask_box", "observation_box"]


def observation_box(history: int = 0) -> spaces.Box[np.float32]:
    """The observation vector's space: 0 or 1 everywhere, the cards left from 0 to 26; ``history``
    entries of 0s and 1s after it."""
    size = OBSERVATION_SIZE + history * HISTORY_ENTRY
    high = np.ones(size, dtype=np.float32)
    high[LAYOUT["cards_left"]] = MAX_SLOTS
    return spaces.Box(low=np.zeros(size, dtype=np.float32), high=high, dtype=np.float32)


def mask_box(count: int) -> spaces.Box[np.int8]:
    """The action mask's space."""
    return spaces.Box(low=0, high=1, shape=(count,), dtype=np.int8)
