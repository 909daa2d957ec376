"""Plays in words (`play_words`), and the reasons four cards are no play."""

from __future__ import annotations

import pytest

import bigtwo
from bigtwo import ReasonCode

RULES = bigtwo.ruleset()


@pytest.mark.parametrize(
    ("cards", "en", "es"),
    [
        ("9S", "9♠", "9♠"),
        ("9S 9D", "Pair of nines", "Pareja de 9"),
        ("JD JC JH 4S 4D", "Full house of jacks", "Full de J"),
        ("KD KC KH KS 4D", "Four kings", "Póquer de K"),
        ("5D 6C 7H 8S 9D", "Straight to the 9", "Escalera al 9"),
        ("10D JC QH KS AD", "Straight to the A", "Escalera al A"),
        ("AD 2C 3H 4S 5D", "Straight A-2-3-4-5", "Escalera A-2-3-4-5"),
        ("2D 3C 4H 5S 6D", "Straight 2-3-4-5-6", "Escalera 2-3-4-5-6"),
        ("AH 2H 3H 4H 5H", "Straight flush A-2-3-4-5", "Escalera de color A-2-3-4-5"),
    ],
)
def test_plays_in_words(cards: str, en: str, es: str) -> None:
    play = bigtwo.classify(cards, RULES)
    assert (bigtwo.play_words(play), bigtwo.play_words(play, "es")) == (en, es)
    assert bigtwo.play_words(play, "es", capitalized=False) == es[0].lower() + es[1:]


def test_the_two_highest_straights_under_classic_are_named_by_their_cards() -> None:
    straights = [c for c in bigtwo.plays("AD 2C 3H 4S 5D 6C 10S JH QD KC", RULES) if c.category.value == "straight"]
    top_two = sorted(straights, key=lambda c: c.key)[-2:]
    assert [bigtwo.play_words(c, "es") for c in top_two] == ["Escalera 2-3-4-5-6", "Escalera A-2-3-4-5"]


def test_describe_uses_the_same_words() -> None:
    state = bigtwo.new_game(hands=["3D 4C 5H 6S 7D 9S", "AD 2C 3H 4S 5D", "8D", "9D"])
    assert bigtwo.describe(state, "3D 4C 5H 6S 7D", "es") == bigtwo.play_words(
        bigtwo.classify("3D 4C 5H 6S 7D", RULES), "es"
    )


def test_play_words_takes_a_classified_play() -> None:
    with pytest.raises(bigtwo.RulesError, match="classified play"):
        bigtwo.play_words("9S 9D")  # type: ignore[arg-type]
    with pytest.raises(bigtwo.UnknownLanguage):
        bigtwo.play_words(bigtwo.classify("9S", RULES), "xx")


FOUR_ALONE = "Cuatro cartas iguales no se tiran solas: el póquer necesita una quinta carta"
TWO_PAIRS = "Dos parejas no forman jugada: tíralas como dos parejas, de una en una"
NO_PLAY = "Estas cartas no forman jugada"


@pytest.mark.parametrize(
    ("cards", "why", "es"),
    [
        ("5D 5C 5H 5S", "four-of-a-kind-needs-a-fifth-card", FOUR_ALONE),
        ("5D 5C 6H 6S", "two-pairs-are-no-play", TWO_PAIRS),
        ("5D 5C 5H 6S", "no-play-of-this-size", NO_PLAY),
        ("4C 5H 6S 7C", "no-play-of-this-size", NO_PLAY),
    ],
)
def test_four_cards_say_why_they_are_no_play(cards: str, why: str, es: str) -> None:
    with pytest.raises(bigtwo.IllegalPlay) as raised:
        bigtwo.classify(cards, RULES)
    reason = raised.value.reason
    assert reason.code is ReasonCode.NOT_A_COMBINATION and dict(reason.detail)["why"] == why
    assert reason.message("es") == es
    state = bigtwo.new_game(hands=["3D 5D 5C 5H 5S 6H 6S 4C 7C", "7D", "8D", "9D"])
    state = bigtwo.apply(state, bigtwo.Play("3D"))
    for _ in range(3):
        state = bigtwo.apply(state, bigtwo.Pass())
    found = bigtwo.check(state, bigtwo.Play(cards))  # the leader again: any size may be led
    assert found == reason and bigtwo.describe(state, cards, "es") == es
