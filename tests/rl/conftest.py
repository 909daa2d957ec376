"""The environments' tests: PettingZoo's and Gymnasium's checkers, quiet about what is by design."""

from __future__ import annotations

import warnings
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _quiet() -> Iterator[None]:
    """PettingZoo's checkers warn about what its own classic games do too (a Dict observation space)."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*probably should be gymnasium.spaces.box.*")
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        yield
