"""Help for the player to move: hints, the readout line and what a selection would do."""

from __future__ import annotations

import pytest

import bigtwo
from bigtwo import GameError, Pass, Play
from tests.support.games import game, play

# Hints, readouts, descriptions


def test_hint_is_legal_and_sensible() -> None:
    state = game("3D 4C 5H 6S 7D 2S", "9D 9C KD", "10D", "JD")
    lead = bigtwo.hint(state)
    assert isinstance(lead, Play) and {str(c) for c in lead.cards} == {"3♦", "4♣", "5♥", "6♠", "7♦"}
    assert state.history == ()  # never applied
    after = play(state, "3D")
    follow = bigtwo.hint(after)
    assert isinstance(follow, Play) and [str(c) for c in follow.cards] == ["9♦"]  # the weakest that beats
    high = play(game("2S 3D", "4D 5D", "6D 8D", "7D 9D"), "3D")
    high = play(play(play(high, "5D"), "6D"), "7D")
    assert high.to_move == 0 and bigtwo.hint(high) == Play("2S")
    blocked = play(game("3D 9D", "2S 4D", "6D 8D", "7D 10D"), "3D")
    blocked = play(blocked, "2S")
    blocked = bigtwo.apply(bigtwo.apply(blocked, Pass()), Pass())
    assert blocked.to_move == 0 and bigtwo.hint(blocked) == Pass()
    with pytest.raises(GameError):
        bigtwo.hint(play(game("3D", "4D"), "3D"))


def test_readout_line() -> None:
    state = bigtwo.new_game(seed=1739204)
    assert bigtwo.readout(state, 0, "es") == "Quedan 13 · si acaba ya −39"
    assert bigtwo.readout(state, 0, "en") == "13 left · −39 if it ended now"
    small = game("3D 4D 5D 6D 7D 8D 9D 10D JD", "3C", "3H 4H", "3S")
    assert bigtwo.readout(small, 0, "es") == "Quedan 9 · si acaba ya −9"
    ten = game("3D 4D 5D 6D 7D 8D 9D 10D JD QD", "3C", "3H", "3S")
    assert bigtwo.readout(ten, 0, "es") == "Quedan 10 · si acaba ya −20"


def test_describe_a_selection() -> None:
    state = game("3D 4D 5D 6D 7C 9S 9H KD KC KS", "2D 2C", "5S", "6H")
    assert bigtwo.describe(state, "3D 4D 5D 6D 7C", "es") == "Escalera al 7"
    assert bigtwo.describe(state, "9S", "es") == "La primera jugada tiene que llevar el ♦3"
    assert bigtwo.describe(state, "", "es") == ""
    state = play(state, "3D")
    state = bigtwo.apply(bigtwo.apply(bigtwo.apply(state, Pass()), Pass()), Pass())
    assert bigtwo.describe(state, "9S 9H", "es") == "Pareja de 9"
    assert bigtwo.describe(state, "KD KC KS 9S 9H", "es") == "Full de K"
    assert bigtwo.describe(state, "KD KC KS 9S 9H", "en") == "Full house of kings"
    state = play(state, "9S 9H")
    assert state.to_move == 1
    assert bigtwo.describe(state, "2D 2C", "es") == "Pareja de 2 · gana a la mesa"
    assert bigtwo.describe(state, "2D 2C", "en") == "Pair of twos · beats the table"
