"""Random actions by random seats give a new state or `IllegalPlay`/`GameError`, never a changed old state."""

from __future__ import annotations

import random
from collections.abc import Sequence

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bigtwo
from bigtwo import (
    DECK,
    GameError,
    GameState,
    IllegalPlay,
    Pass,
    Play,
    Redeal,
)
from bigtwo._values.shuffle import MAX_SEED
from tests.support.fuzzing import VARIANTS, cards_of, rebuilt_game

# ---------------------------------------------------------------------------------------------
# Random actions by random seats


def _union(masks: Sequence[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


CHOICES = st.integers(0, 2**32 - 1)


SEATS: tuple[int | None, ...] = (None, None, None, None, -1, 0, 1, 2, 3, 4, True, False)
"""Who acts: mostly the player to move (None), sometimes any seat, a seat that does not exist, a bool."""


def random_action(rng: random.Random, state: GameState, legal: Sequence[Play | Pass | Redeal]) -> Play | Pass | Redeal:
    """A legal action half of the time; otherwise any play, pass or redeal."""
    if legal and rng.random() < 0.5:
        return rng.choice(legal)
    kind = rng.choice(["play", "play", "pass", "redeal"])
    if kind == "pass":
        return Pass()
    if kind == "redeal":
        return Redeal(rng.randrange(6))
    seat = state.to_move if state.to_move is not None else rng.randrange(state.players)
    pool = list(dict.fromkeys([*cards_of(state.masks[seat]), *rng.sample(DECK, 2)]))
    return Play(rng.sample(pool, rng.randint(0, min(5, len(pool)))))


@given(
    st.sampled_from(VARIANTS),
    st.sampled_from((2, 3, 4)),
    st.integers(0, MAX_SEED),
    st.data(),
)
def test_random_actions_give_a_new_state_or_an_error_and_leave_the_old_one(
    variant: str, players: int, seed: int, data: st.DataObject
) -> None:
    state = bigtwo.new_game(bigtwo.ruleset(variant), seed=seed, players=players)
    for _ in range(data.draw(st.integers(1, 60))):
        if state.over:
            break
        rng = random.Random(data.draw(CHOICES))  # one draw a step: Hypothesis's own draws cost more
        legal = bigtwo.legal_actions(state)
        action = random_action(rng, state, legal)
        seat = rng.choice(SEATS)
        saved = attrs.astuple(state, recurse=False)
        try:
            reason = bigtwo.check(state, action, seat=seat)
        except GameError:
            with pytest.raises(GameError):
                bigtwo.apply(state, action, seat=seat)
            continue
        finally:
            assert attrs.astuple(state, recurse=False) == saved
        try:
            after = bigtwo.apply(state, action, seat=seat)
        except IllegalPlay as exc:
            assert reason == exc.reason
            acting = seat if seat is not None else state.to_move
            assert acting != state.to_move or isinstance(action, Redeal) or action not in legal
            continue
        except GameError:  # the most redeals a deal may have
            assert isinstance(action, Redeal)
            continue
        finally:
            assert attrs.astuple(state, recurse=False) == saved  # the old state is unchanged
        assert reason is None
        assert after.history[: len(state.history)] == state.history and len(after.history) > len(state.history)
        assert action in legal  # what apply accepts, legal_actions lists
        played = _union([t.action.mask for t in after.history if isinstance(t.action, Play)])
        assert _union(after.masks) | played == _union(after.dealt) and not _union(after.masks) & played
        assert (after.to_move is None) == after.over
        state = after
    assert rebuilt_game(state) == state
    assert bigtwo.loads(bigtwo.dumps(state)) == state
