"""Cards: text forms, separators, order, bad cards and duplicates."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bigtwo
from bigtwo import (
    DECK,
    Card,
    InvalidCards,
    Rank,
    Suit,
)
from tests.support.bad import bad


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3D", "3♦"),
        ("10D", "10♦"),
        ("TD", "10♦"),
        ("td", "10♦"),
        ("JH", "J♥"),
        ("QS", "Q♠"),
        ("KC", "K♣"),
        ("AS", "A♠"),
        ("2S", "2♠"),
        ("3♦", "3♦"),
        ("♦3", "3♦"),
        ("♠10", "10♠"),
        ("a♥", "A♥"),
        (" 2c ", "2♣"),
    ],
)
def test_card_text_forms(text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


def test_cards_separators_and_order() -> None:
    hand = bigtwo.cards("3D, 4d  ♦5,6♦\t7D")
    assert [str(c) for c in hand] == ["3♦", "4♦", "5♦", "6♦", "7♦"]
    assert bigtwo.cards("") == ()
    assert bigtwo.cards(["3D", Card(Rank.FOUR, Suit.DIAMONDS)]) == bigtwo.cards("3D 4D")


@pytest.mark.parametrize("bad", ["1X", "11D", "3", "D", "3Z", "XX", "3DD", "10"])
def test_bad_card_text_names_the_card(bad: str) -> None:
    with pytest.raises(InvalidCards, match=repr(bad).replace("'", ".")) as info:
        bigtwo.cards(f"3D {bad}")
    assert isinstance(info.value, ValueError)
    assert "D C H S" in str(info.value)
    assert info.value.code == "unknown-card" and dict(info.value.detail) == {"card": bad}


def test_duplicates_are_refused() -> None:
    with pytest.raises(InvalidCards, match="the 3♦ is given twice"):
        bigtwo.cards("3D 4S 3♦")
    with pytest.raises(InvalidCards) as info:
        bigtwo.cards([DECK[0], DECK[0]])
    assert info.value.code == "duplicate-card" and info.value.message("es") == "el 3♦ aparece dos veces"


def test_an_unknown_card_and_a_duplicate_have_their_own_codes() -> None:
    codes = []
    for text in ("3D 1X", "3D 3D"):
        with pytest.raises(InvalidCards) as info:
            bigtwo.cards(text)
        codes.append(info.value.code)
    assert codes == ["unknown-card", "duplicate-card"]


def test_a_huge_input_is_quoted_cut() -> None:
    with pytest.raises(InvalidCards) as info:
        bigtwo.cards("X" * 100_000)
    assert len(str(info.value)) < 400 and "…" in str(info.value)
    with pytest.raises(InvalidCards) as info:
        bigtwo.Card.from_index(10**5000)
    assert "an integer of 5001 digits" in str(info.value)
    assert "un entero de 5001 cifras" in info.value.message("es")


def test_non_text_is_refused() -> None:
    with pytest.raises(InvalidCards):
        bigtwo.cards(42)  # type: ignore[arg-type]
    with pytest.raises(InvalidCards):
        bigtwo.cards([3])  # type: ignore[list-item]
    with pytest.raises(InvalidCards):
        Card.parse(None)  # type: ignore[arg-type]


def test_deck_indices_and_printing() -> None:
    assert len(DECK) == 52 == len(set(DECK))
    assert bigtwo.deck() is DECK
    assert [c.index for c in DECK] == list(range(52))
    assert str(DECK[0]) == "3♦" and str(DECK[51]) == "2♠"
    assert Card.from_index(51) == Card(Rank.TWO, Suit.SPADES)
    assert repr(DECK[0]) == "Card(Rank.THREE, Suit.DIAMONDS)"
    for wrong in (-1, 52, 1.0, True):
        with pytest.raises(InvalidCards):
            Card.from_index(wrong)  # type: ignore[arg-type]


def test_cards_have_no_order_of_their_own() -> None:
    with pytest.raises(TypeError):
        _ = DECK[0] < DECK[1]


def test_card_is_frozen() -> None:
    import attrs

    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        DECK[0].rank = Rank.TWO  # type: ignore[misc]


@given(st.permutations(DECK))
def test_printing_round_trips(deck: list[Card]) -> None:
    text = " ".join(str(c) for c in deck)
    assert bigtwo.cards(text) == tuple(deck)
    letters = ",".join(c.rank.symbol + c.suit.letter for c in deck)
    assert bigtwo.cards(letters) == tuple(deck)


def test_a_bad_rank_names_the_accepted_ranks() -> None:
    with pytest.raises(InvalidCards, match=r"0 \(Rank.THREE\) to 12 \(Rank.TWO\), not 13"):
        bigtwo.Card(bad(13), bad(0))
