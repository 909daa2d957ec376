"""The trusted constructors build the very objects the classes' own constructors build."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import bigtwo
from bigtwo._game.state import GameState, make_state
from bigtwo._values.fast import trusted_constructor


def _fields(state: GameState) -> list[Any]:
    return [getattr(state, a.name) for a in attrs.fields(GameState)]


@pytest.mark.parametrize("seed", range(5))
def test_a_state_made_by_its_twin_is_a_frozen_game_state_equal_to_the_constructed_one(seed: int) -> None:
    state = bigtwo.new_game(bigtwo.ruleset(), seed=seed)
    state = bigtwo.apply(state, bigtwo.legal_plays(state)[-1])
    made = make_state(*_fields(state))
    built = GameState(*_fields(state))
    assert type(made) is GameState and made == built == state and hash(made) == hash(built)
    assert _fields(made) == _fields(state) and repr(made) == repr(state)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        made.to_move = 1  # type: ignore[misc]
    assert bigtwo.legal_plays(made) == bigtwo.legal_plays(state)


def test_a_twin_needs_the_same_layout() -> None:
    @attrs.frozen  # a __weakref__ slot: CPython refuses the class assignment, and so does the build
    class Weak:
        a: int
        b: int

    with pytest.raises(TypeError):
        trusted_constructor(Weak, by_twin=True)
    made = trusted_constructor(Weak)(1, 2)
    assert made == Weak(1, 2) and type(made) is Weak
