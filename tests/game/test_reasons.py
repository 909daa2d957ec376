"""Why a play is illegal: one reason, in the web game's order, in both languages."""

from __future__ import annotations

import pytest

import bigtwo
from bigtwo import (
    IllegalPlay,
    Pass,
    Play,
    ReasonCode,
)
from tests.support.games import game, play, reason

# The messages of the web game's rules page, character for character

RULES = bigtwo.ruleset()


def test_first_play_must_include_the_lowest_card() -> None:
    state = game("3D 9S 9H 5C", "4D 4C KD KS", "6D 6C 7D 7C", "8D 8C 10D 10C")
    assert state.to_move == 0 and state.opening
    assert reason(state, Play("9S 9H")) == (
        "must-include-lowest",
        "La primera jugada tiene que llevar el ♦3",
        "The first play must include the ♦3",
    )
    clubs = game("3C 9S 9H 5C", "3D 4C KD KS", "6D 6C 7D 7C", "8D 8C 10D 10H", suit_order="clubs-lowest")
    assert clubs.to_move == 0
    assert reason(clubs, Play("9S 9H"))[1] == "La primera jugada tiene que llevar el ♣3"
    after = play(state, "3D")
    assert after.opening is None and bigtwo.check(play(after, "4D"), Pass()) is None


def test_wrong_number_of_cards_says_so_before_not_a_combination() -> None:
    state = game("3D 4D 5C 6H 7S 9S", "8D 9D 10C JH QS KS AS", "2H 2S", "5D 5S")
    state = play(state, "3D 4D 5C 6H 7S")
    assert state.to_move == 1
    assert reason(state, Play("8D 9D 10C JH")) == (
        "wrong-size",
        "Hay que tirar 5 cartas y has elegido 4",
        "You must play 5 cards and you chose 4",
    )
    state = game("3D 5C", "2H 9D", "6D", "7D")
    state = play(state, "3D")
    assert reason(state, Play("2H 9D"))[1] == "Hay que tirar 1 carta y has elegido 2"


def test_not_a_combination() -> None:
    state = game("3D KD KS 6C", "9D 9C 4S 7H", "6D", "7D")
    assert reason(state, Play("3D 6C")) == (
        "not-a-combination",
        "Estas cartas no forman jugada",
        "These cards are not a play",
    )


def test_pair_of_nines_does_not_beat_pair_of_kings() -> None:
    state = game("3D KD KS 6C", "9D 9C 4S 7H", "6D 8S", "7D 8H")
    state = play(state, "3D")
    for _ in range(3):
        state = bigtwo.apply(state, Pass())
    assert state.to_move == 0 and state.table is None  # three passes: the table clears
    state = play(state, "KD KS")
    assert reason(state, Play("9D 9C")) == (
        "does-not-beat",
        "Pareja de 9 no gana a pareja de K",
        "Pair of nines does not beat pair of kings",
    )


def test_table_rule_message_in_a_game() -> None:
    state = game("3D AD 2C 3H 4S 5D", "6D 7D", "8D 9D", "10D JD", straights="no-twos")
    state = play(state, "3D")
    state = bigtwo.apply(bigtwo.apply(bigtwo.apply(state, Pass()), Pass()), Pass())
    assert reason(state, Play("AD 2C 3H 4S 5D"))[:2] == ("table-rule", "Regla de la mesa: sin 2 en escaleras")


def test_reasons_come_in_the_web_game_s_order() -> None:
    state = game("3D 4D 5D 6D 7C 2S", "8D 9D 10D JD QC", "KD KC", "AD AC")
    # Not your turn beats everything else.
    assert reason(state, Play("8D 9D"), seat=1)[:2] == ("not-your-turn", "No es tu turno")
    # Not in hand comes before the lowest-card rule.
    assert reason(state, Play("8D"))[:2] == ("not-in-hand", "No tienes el 8♦")
    assert reason(state, Play("8D 9D"))[1] == "No tienes el 8♦ ni el 9♦"
    # The leader cannot pass.
    assert reason(state, Pass())[:2] == ("leader-cannot-pass", "Cuando sales no puedes pasar")
    # The lowest card before "not a combination".
    assert reason(state, Play("4D 6D"))[0] == "must-include-lowest"
    state = play(state, "3D 4D 5D 6D 7C")
    # Wrong size before "not a combination" and "does not beat".
    assert reason(state, Play("8D 9D"))[0] == "wrong-size"
    assert bigtwo.check(state, Play("8D 9D 10D JD QC")) is None
    over = bigtwo.apply(state, Play("8D 9D 10D JD QC"))
    assert over.winner == 1
    assert reason(over, Pass())[:2] == ("game-over", "El reparto ha terminado")


def test_illegal_play_carries_a_reason_in_both_languages() -> None:
    with pytest.raises(IllegalPlay) as info:
        bigtwo.classify("5D 5C 6H 6S 9D", RULES)
    reason = info.value.reason
    code: str = reason.code  # a StrEnum: equal to its value
    assert reason.code is ReasonCode.NOT_A_COMBINATION and code == "not-a-combination"
    assert reason.message("en") == "These cards are not a play"
    assert reason.message("es") == "Estas cartas no forman jugada"
    assert dict(reason.detail)["size"] == 5
    with pytest.raises(bigtwo.UnknownLanguage, match="known: en, es"):
        reason.message("pt")
