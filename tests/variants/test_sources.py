"""Every worked example of the rule pages (the sources) that the core rules cover."""

from __future__ import annotations

import itertools

import pytest

import bigtwo
from bigtwo import Category, IllegalPlay, Incomparable, ReasonCode

C = bigtwo.cards


def ranked(rules: bigtwo.RuleSet, *plays: str) -> None:
    """Assert each play beats the one before it (and not the other way round)."""
    for low, high in itertools.pairwise(plays):
        assert bigtwo.compare(high, low, rules) > 0, (high, low)
        assert bigtwo.beats(high, low, rules) and not bigtwo.beats(low, high, rules)


# "Big Two: how to play", the web game's rules page (classic)


def test_web_game_rank_and_suit_order() -> None:
    rules = bigtwo.ruleset()
    singles = [str(c) for c in rules.sort(bigtwo.deck())]
    assert singles[0] == "3♦" and singles[-1] == "2♠"
    ranked(rules, "3D", "3C", "3H", "3S", "4D", "10S", "JD", "QD", "KD", "AD", "2D", "2C", "2H", "2S")
    assert str(rules.lowest_card) == "3♦"


def test_web_game_clubs_lowest_makes_3c_the_lowest_card() -> None:
    rules = bigtwo.ruleset(suit_order="clubs-lowest")
    assert str(rules.lowest_card) == "3♣"
    ranked(rules, "3C", "3D", "3H", "3S")


def test_web_game_five_card_categories_in_order() -> None:
    rules = bigtwo.ruleset()
    straight, flush, full, quads, sflush = (
        "3D 4C 5H 6S 7D", "3C 5C 8C 9C KC", "4D 4C 4H 9S 9D", "5D 5C 5H 5S 3H", "6H 7H 8H 9H 10H",
    )  # fmt: skip
    assert [bigtwo.classify(p, rules).category for p in (straight, flush, full, quads, sflush)] == [
        Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND, Category.STRAIGHT_FLUSH,
    ]  # fmt: skip
    ranked(rules, straight, flush, full, quads, sflush)


def test_web_game_twos_in_straights_default() -> None:
    rules = bigtwo.ruleset()
    assert bigtwo.classify(C("AD 2C 3H 4S 5D"), rules).category is Category.STRAIGHT
    # 10-J-Q-K-A is the highest normal straight; 2-3-4-5-6 and A-2-3-4-5 are above it, A2345 the highest.
    ranked(rules, "3D 4C 5H 6S 7S", "9D 10C JH QS KS", "10D JC QH KS AD", "2D 3C 4H 5S 6D", "AD 2D 3C 4H 5S")


@pytest.mark.parametrize("wrap", ["JD QC KH AS 2D", "QD KC AH 2S 3D", "KD AC 2H 3S 4D"])
@pytest.mark.parametrize("variant", ["classic", "chinese", "dragon", "taiwanese"])
def test_web_game_runs_through_k_a_2_never_count(wrap: str, variant: str) -> None:
    with pytest.raises(IllegalPlay) as info:
        bigtwo.classify(wrap, bigtwo.ruleset(variant))
    assert info.value.reason.code is ReasonCode.NOT_A_COMBINATION
    assert info.value.message("es") == "Estas cartas no forman jugada"


@pytest.mark.parametrize("run", ["AD 2C 3H 4S 5D", "2D 3C 4H 5S 6D"])
def test_web_game_no_twos_in_straights_is_a_table_rule(run: str) -> None:
    rules = bigtwo.ruleset(straights="no-twos")
    with pytest.raises(IllegalPlay) as info:
        bigtwo.classify(run, rules)
    assert info.value.reason.code is ReasonCode.TABLE_RULE
    assert info.value.message("es") == "Regla de la mesa: sin 2 en escaleras"
    assert info.value.message("en") == "Table rule: no 2s in straights"
    assert isinstance(info.value, ValueError)
    # 10-J-Q-K-A is then the highest straight.
    ranked(rules, "9D 10C JH QS KS", "10D JC QH KS AD")


def test_web_game_flush_suit_first_by_default_and_rank_first_on_toggle() -> None:
    spade_low, heart_high = "3S 5S 7S 9S JS", "4H 6H 8H 10H 2H"
    ranked(bigtwo.ruleset(), heart_high, spade_low)
    ranked(bigtwo.ruleset(flush="rank-first"), spade_low, heart_high)
    # With the same suit, cards compare from the highest down; with rank-first, the suit breaks ties.
    ranked(bigtwo.ruleset(), "3S 5S 7S 9S JS", "3S 5S 7S 10S JS")
    ranked(bigtwo.ruleset(flush="rank-first"), "3D 5D 7D 9D JD", "3C 5C 7C 9C JC")


def test_web_game_full_house_by_triple_only_and_quads_by_the_four() -> None:
    rules = bigtwo.ruleset()
    ranked(rules, "9D 9C 9H 2S 2D", "10D 10C 10H 3S 3D")
    ranked(rules, "9D 9C 9H 9S 2D", "10D 10C 10H 10S 3D")


@pytest.mark.parametrize(
    ("not_a_play", "es"),
    [
        ("5D 5C 5H 5S", "Cuatro cartas iguales no se tiran solas: el póquer necesita una quinta carta"),
        ("5D 5C 6H 6S 9D", "Estas cartas no forman jugada"),
        ("5D 5C 6H", "Estas cartas no forman jugada"),
        ("5D 6C", "Estas cartas no forman jugada"),
        ("3D 4D 5D 6D", "Estas cartas no forman jugada"),
    ],
)
def test_web_game_four_alone_two_pairs_and_odd_sets_are_not_plays(not_a_play: str, es: str) -> None:
    with pytest.raises(IllegalPlay) as info:
        bigtwo.classify(not_a_play, bigtwo.ruleset())
    assert info.value.reason.message("es") == es


def test_web_game_no_bombs_sizes_never_beat_each_other() -> None:
    rules = bigtwo.ruleset()
    assert not bigtwo.beats("5D 5C 5H 5S 3H", "3D", rules)
    assert not bigtwo.beats("2S", "3D 3C", rules)
    with pytest.raises(Incomparable, match="different sizes"):
        bigtwo.compare("6H 7H 8H 9H 10H", "3D 3C", rules)


# "Big Two: history and chosen rules" (chinese)


def test_chinese_sheet_pair_with_the_spade_wins_but_cannot_answer_a_single() -> None:
    rules = bigtwo.ruleset("chinese")
    assert bigtwo.beats(C("9S 9D"), C("9H 9C"), rules)
    assert not bigtwo.beats(C("9H 9C"), C("9S 9D"), rules)
    assert not bigtwo.beats(C("9S 9D"), C("3D"), rules)
    with pytest.raises(Incomparable):
        bigtwo.compare(C("9S 9D"), C("3D"), rules)


def test_chinese_sheet_twos_low_straights() -> None:
    rules = bigtwo.ruleset("chinese")
    ranked(rules, "AD 2C 3H 4S 5D", "2D 3C 4H 5S 6D", "3D 4C 5H 6S 7S", "10D JC QH KS AD")
    # Compare the top card, then its suit: the 5 of A-2-3-4-5, the 6 of 2-3-4-5-6.
    ranked(rules, "AS 2S 3H 4S 5D", "AD 2D 3C 4H 5S")
    ranked(rules, "2S 3S 4S 5H 6D", "2D 3D 4D 5C 6C")
    # Straight flushes are ranked the same way; the 2 stays high in a flush.
    ranked(rules, "AH 2H 3H 4H 5H", "2D 3D 4D 5D 6D", "10S JS QS KS AS")
    ranked(rules, "3S 4S 5S 7S AS", "3S 4S 5S 7S 2S")


# ActionPoker.com, "Big 2 Poker" (cardroom)


def test_card_room_straight_ranking() -> None:
    rules = bigtwo.ruleset("cardroom")
    ranked(rules, "3D 4C 5H 6S 7S", "4D 5C 6H 7S 8S", "10D JC QH KS AD", "2D 3C 4H 5S 6D", "AD 2C 3H 4S 5D")
    assert str(rules.lowest_card) == "3♦"


def test_card_room_play_example() -> None:
    rules = bigtwo.ruleset("cardroom")
    assert bigtwo.beats("9H", "3D", rules)
    for higher in ("9S", "10D", "JD", "QD", "KD", "AD", "2D"):
        assert bigtwo.beats(higher, "9H", rules)
    assert not bigtwo.beats("9C", "9H", rules)


# Hispanopedia Wiki, "Big two" (doubling)


def test_hispanopedia_suit_order_spades_hearts_clubs_diamonds() -> None:
    rules = bigtwo.ruleset("doubling")
    assert rules.suit_order == (bigtwo.Suit.DIAMONDS, bigtwo.Suit.CLUBS, bigtwo.Suit.HEARTS, bigtwo.Suit.SPADES)
    ranked(rules, "3D", "3C", "3H", "3S", "2S")


# Wikipedia in Portuguese, "Big Two" (dragon)


def test_portuguese_wikipedia_singles_and_pairs() -> None:
    rules = bigtwo.ruleset("dragon")
    ranked(rules, "KS", "AD", "AS", "2S")
    ranked(rules, "KH KC", "KS KD")


def test_portuguese_wikipedia_split_straights() -> None:
    rules = bigtwo.ruleset("dragon")
    ranked(rules, "AD 2C 3H 4S 5D", "3D 4C 5H 6S 7S", "10D JC QH KS AD", "2D 3C 4H 5S 6D")


def test_portuguese_wikipedia_flush_by_highest_card_then_suit() -> None:
    rules = bigtwo.ruleset("dragon")
    ranked(rules, "3S 5S 7S 9S JS", "3D 5D 7D 9D QD")
    ranked(rules, "3D 5D 7D 9D JD", "3S 5S 7S 9S JS")


def test_portuguese_wikipedia_royal_straight_flush_is_the_top_hand() -> None:
    rules = bigtwo.ruleset("dragon")
    royal = bigtwo.classify("JS QS KS AS 2S", rules)
    assert royal.category is Category.STRAIGHT_FLUSH
    ranked(rules, "2S 3S 4S 5S 6S", "JD QD KD AD 2D", "JH QH KH AH 2H", "JS QS KS AS 2S")
    # Without the royal rule the same cards are a flush; unsuited, never a straight.
    assert bigtwo.classify("JS QS KS AS 2S", bigtwo.ruleset()).category is Category.FLUSH
    with pytest.raises(IllegalPlay):
        bigtwo.classify("JS QS KS AS 2D", rules)


# Options that are not in one seed


def test_jqka2_top_straights() -> None:
    rules = bigtwo.ruleset(straights="jqka2-top")
    ranked(rules, "3D 4C 5H 6S 7S", "10D JC QH KS AD", "JD QC KH AS 2D")
    with pytest.raises(IllegalPlay) as info:
        bigtwo.classify("AD 2C 3H 4S 5D", rules)
    assert info.value.reason.code is ReasonCode.TABLE_RULE
    assert info.value.message("es") == "Regla de la mesa: la única escalera con 2 es J-Q-K-A-2"


def test_pusoy_suit_order() -> None:
    rules = bigtwo.ruleset("pusoy-dos")
    ranked(rules, "3C", "3S", "3H", "3D", "2C", "2S", "2H", "2D")
    assert str(rules.lowest_card) == "3♣"
    ranked(rules, "7S 7C", "7D 7H")


def test_taiwanese_bombs() -> None:
    rules = bigtwo.ruleset("taiwanese")
    quads, sflush = "5D 5C 5H 5S 3H", "6H 7H 8H 9H 10H"
    for table in ("2S", "2S 2H", "AD AC AS", "10D JC QH KS AD", "4D 4C 4H 9S 9D"):
        assert bigtwo.beats(quads, table, rules), table
        assert bigtwo.beats(sflush, table, rules), table
        assert not bigtwo.beats(table, quads, rules)
    assert bigtwo.beats(sflush, quads, rules) and not bigtwo.beats(quads, sflush, rules)
    assert bigtwo.beats("6D 6C 6H 6S 3S", quads, rules)
    # Other five-card plays only beat their own kind.
    assert not bigtwo.beats("4D 4C 4H 9S 9D", "3D 4C 5H 6S 7S", rules)
    with pytest.raises(Incomparable, match="bombs=quads-and-straight-flush"):
        bigtwo.compare("4D 4C 4H 9S 9D", "3D 4C 5H 6S 7S", rules)
    assert bigtwo.compare(quads, "2S", rules) > 0 and bigtwo.compare("2S", quads, rules) < 0
    # With a single on the table, plays() offers higher singles and every bomb.
    hand = bigtwo.cards("5D 5C 5H 5S 3H 2D")
    offered = {str(p) for p in bigtwo.plays(hand, rules, table="AS")}
    assert offered == {"2♦", "3♥ 5♦ 5♣ 5♥ 5♠", "5♦ 5♣ 5♥ 5♠ 2♦"}


def test_equal_plays_share_their_deciding_card() -> None:
    rules = bigtwo.ruleset()
    assert bigtwo.compare("9D 9C 9H 2S 2D", "9D 9C 9S 3S 3D", rules) == 0  # full houses on one triple rank
    assert bigtwo.compare("3D 4C 5H 6S 7H", "3C 4D 5S 6H 7H", rules) == 0  # straights topped by the same 7♥
    assert bigtwo.compare("8D 8S", "8C 8S", rules) == 0  # pairs with the same spade
    assert bigtwo.compare("8D 8H", "8C 8S", rules) < 0
