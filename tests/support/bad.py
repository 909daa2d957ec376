"""Wrong types on purpose: tests pass them to public functions to see the error they get."""

from __future__ import annotations

from typing import Any


def bad(value: object) -> Any:
    """``value`` typed as anything: the calls of the tests pass wrong types on purpose."""
    return value
