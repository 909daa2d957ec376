"""The one check for whole-number arguments (seats, seeds, counts), shared by every public function.

>>> whole(3, 0, 3), whole(True, 0, 3), whole(4, 0, 3), whole(7, 1)
(True, False, False, True)
"""

from __future__ import annotations

from typing import TypeGuard

__all__ = ["MAX_DEAL_NUMBER", "whole"]

MAX_DEAL_NUMBER = 1_000_000
"""The highest deal number: a match has at most this many deals, and the deal code and saved game
of every deal up to it read back."""


def whole(value: object, low: int = 0, high: int | None = None) -> TypeGuard[int]:
    """Whether ``value`` is an ``int`` (a ``bool`` is not) from ``low`` to ``high`` inclusive."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value and (high is None or value <= high)
