"""Answers for one seat (`hint`, `describe`, `readout`, `if_ended_now`): given a seat's view, or a
state and the seat, each answers for that seat from what it knows, and never depends on another
seat's hidden cards."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import bigtwo
from bigtwo import DECK, GameError, GameState, IllegalPlay, Play, ReasonCode
from tests.support.games import hidden_swap, reachable

STATE = bigtwo.new_game(hands=["3D 9D 9C", "KD KS 4D", "5D 2S", "6D 7D"])  # seat 0 to move


def selections(state: GameState, rng: random.Random) -> list[str]:
    """Some selections a seat might make: its own cards, other cards, a mix."""
    picks = []
    for size in (1, 2, 3, 5):
        picks.append(" ".join(str(c) for c in rng.sample(DECK, size)))
    return picks


def test_describe_answers_for_the_seat_whose_view_it_is() -> None:
    mover = bigtwo.view(STATE, 0)
    assert bigtwo.describe(mover, "3D") == bigtwo.describe(STATE, "3D") == "3♦"
    assert bigtwo.describe(mover, "KD") == "You do not hold the K♦"  # seat 1 holds it: no matter
    waiting = bigtwo.view(STATE, 1)
    assert bigtwo.describe(waiting, "KD KS") == "It is not your turn"
    assert bigtwo.describe(waiting, "KD KS", "es") == bigtwo.describe(STATE, "KD KS", "es", seat=1)
    assert bigtwo.describe(STATE, "3D", seat=0) == "3♦"


def test_a_hint_for_a_seat_not_to_move_is_refused_with_a_reason() -> None:
    assert bigtwo.hint(bigtwo.view(STATE, 0)) == bigtwo.hint(STATE) == bigtwo.hint(STATE, seat=0) == Play("3D")
    for asking in (bigtwo.view(STATE, 2), STATE):
        with pytest.raises(IllegalPlay) as refused:
            bigtwo.hint(asking, seat=2) if asking is STATE else bigtwo.hint(asking)
        assert refused.value.reason.code is ReasonCode.NOT_YOUR_TURN


def test_a_view_answers_only_for_its_own_seat() -> None:
    seen = bigtwo.view(STATE, 1)
    for call in (
        lambda: bigtwo.hint(seen, seat=0),
        lambda: bigtwo.describe(seen, "3D", seat=0),
        lambda: bigtwo.readout(seen, 0),
        lambda: bigtwo.if_ended_now(seen, 0),
    ):
        with pytest.raises(GameError, match="this is seat 1's view: it cannot answer for seat 0"):
            call()
    with pytest.raises(GameError, match="seat"):
        bigtwo.hint(seen, seat=7)
    with pytest.raises(GameError, match="needs the seat"):
        bigtwo.if_ended_now(STATE)
    with pytest.raises(GameError, match="needs the seat"):
        bigtwo.readout(STATE)
    assert bigtwo.readout(seen, 1) == bigtwo.readout(seen) == bigtwo.readout(STATE, 1)


def test_the_readout_comes_from_the_view() -> None:
    state = bigtwo.new_game(seed=1739204)
    assert bigtwo.readout(bigtwo.view(state, 0), lang="es") == "Quedan 13 · si acaba ya −39"
    assert bigtwo.if_ended_now(bigtwo.view(state, 0)) == bigtwo.if_ended_now(state, 0) == -39


@settings(max_examples=60)
@given(hidden_swap(), st.randoms(use_true_random=False))
def test_no_answer_for_a_seat_depends_on_other_seats_hidden_cards(
    drawn: tuple[GameState, int, GameState], rng: random.Random
) -> None:
    state, seat, other = drawn
    mine, theirs = bigtwo.view(state, seat), bigtwo.view(other, seat)
    for picked in selections(state, rng):
        assert bigtwo.describe(mine, picked) == bigtwo.describe(theirs, picked)
        assert bigtwo.describe(state, picked, seat=seat) == bigtwo.describe(other, picked, seat=seat)
    assert bigtwo.readout(state, seat) == bigtwo.readout(other, seat)
    if not state.over:  # once it is over every hand is shown, and the score may differ
        assert bigtwo.readout(mine) == bigtwo.readout(theirs)
        assert bigtwo.if_ended_now(mine) == bigtwo.if_ended_now(theirs)
    if state.to_move == seat:
        assert bigtwo.hint(mine) == bigtwo.hint(theirs) == bigtwo.hint(state, seat=seat)


@settings(max_examples=80)
@given(reachable(), st.data())
def test_the_seat_s_answer_is_the_referee_s_under_the_built_in_schemes(state: GameState, data: st.DataObject) -> None:
    seat = data.draw(st.sampled_from(range(state.players)))
    assume(state.over or all(assistant == seat for assistant, _ in state.violations))  # what only the referee knows
    assert bigtwo.if_ended_now(bigtwo.view(state, seat)) == bigtwo.if_ended_now(state, seat)


@settings(max_examples=60)
@given(reachable(), st.randoms(use_true_random=False))
def test_describe_of_the_mover_s_view_is_describe_of_the_state(state: GameState, rng: random.Random) -> None:
    assume(state.to_move is not None)
    assert state.to_move is not None
    seen = bigtwo.view(state, state.to_move)
    hand = list(seen.hand)
    for picked in [*selections(state, rng), *(" ".join(map(str, rng.sample(hand, min(k, len(hand))))) for k in (1, 2))]:
        assert bigtwo.describe(seen, picked, "es") == bigtwo.describe(state, picked, "es")
        reason = bigtwo.check(state, Play(picked))
        if reason is not None:
            assert bigtwo.describe(seen, picked) == reason.message("en")
