"""Unit tests of the house rules: through the installed entry point (``bigtwo.ruleset("house")``)
and with the module passed explicitly (``bigtwo.ruleset(plugins=[bigtwo_house_rules])``)."""

from __future__ import annotations

import pickle

import bigtwo_house_rules
import pytest

import bigtwo
from bigtwo._values.errors import ReasonCode
from bigtwo.plugin import BLOCK_ENV, ScoreInput, ScoreLine, winner_collects

# --8<-- [start:installed]
HOUSE = bigtwo.ruleset("house")  # the variant, found through the installed entry point


def test_the_variant_is_installed_with_its_three_values() -> None:
    assert "house" in bigtwo.variants()
    assert HOUSE.option("suit_order") == "spades-lowest"
    assert HOUSE.option("straights") == "wheel-low"
    assert HOUSE.option("scoring") == "flat"
    assert HOUSE.option("flush") == "suit-first"  # the rest comes from the parent, "classic"


def test_spades_are_the_lowest_suit() -> None:
    assert str(HOUSE.lowest_card) == "3♠"
    assert str(HOUSE.highest_card) == "2♥"
    assert [str(c) for c in HOUSE.sort(bigtwo.cards("3H 3D 3C 3S"))] == ["3♠", "3♣", "3♦", "3♥"]
    assert bigtwo.beats("3D", "3C", HOUSE) and not bigtwo.beats("3S", "3C", HOUSE)


def test_the_wheel_is_the_lowest_straight() -> None:
    wheel = bigtwo.classify("AD 2D 3C 4S 5H", HOUSE)
    assert wheel.category is bigtwo.Category.STRAIGHT
    assert bigtwo.beats("3S 4S 5C 6D 7S", wheel, HOUSE)  # 3-4-5-6-7, even with a low top card
    assert bigtwo.beats("AS 2S 3S 4S 5D", "AH 2C 3C 4C 5C", HOUSE)  # 5♦ > 5♣
    assert bigtwo.compare("10D JD QD KD AC", "3S 4S 5S 6S 7D", HOUSE) > 0


def test_two_three_four_five_six_is_refused_by_the_table_rule() -> None:
    with pytest.raises(bigtwo.IllegalPlay) as refused:
        bigtwo.classify("2D 3C 4S 5H 6D", HOUSE)
    assert refused.value.reason.code is ReasonCode.TABLE_RULE
    assert "2-3-4-5-6 no es escalera" in refused.value.message("es")
    assert bigtwo.classify("2D 3D 4D 5D 6D", HOUSE).category is bigtwo.Category.FLUSH  # one suit: a flush


def test_a_flat_score_card() -> None:
    card = bigtwo.score(["", "3D 4D 5D", "3S 4S 5S 6S 7S 8S 9S 10S JS QS", "2D"], HOUSE)
    assert card.points == (14, -3, -10, -1) and sum(card.points) == 0
    winner, *losers = card.lines
    assert winner.role == "winner" and winner.transfers == ((1, 3), (2, 10), (3, 1))
    assert [(line.role, line.rate, line.transfers) for line in losers] == [
        ("loser", 1, ((0, -3),)),
        ("loser", 1, ((0, -10),)),
        ("loser", 1, ((0, -1),)),
    ]
    assert card.render().splitlines()[-1] == "Seat 0: wins and takes +14"


# --8<-- [end:installed]


def test_every_value_and_the_variant_are_explained_in_both_languages() -> None:
    for option in ("suit_order", "straights", "scoring"):
        assert HOUSE.explain(option, "en") and HOUSE.explain(option, "es")
        assert HOUSE.explain(option, "en") != HOUSE.explain(option, "es")
    house = bigtwo.variant("house")
    assert house.sources
    for text in (house.title, house.summary, *house.sources, *house.notes):
        assert text.render("en").strip() and text.render("es").strip()
    assert house.summary.render("en") != house.summary.render("es")


def test_the_assistant_pays_through_the_transfers() -> None:
    rules = HOUSE.with_options(assistant="on")
    card = bigtwo.score(["", "3D 4D 5D", "3S 4S 5S 6S 7S 8S 9S 10S JS QS", "2D"], rules, assistant=2)
    assert card.points == (14, 0, -14, 0)
    assert card.lines[2].role == "assistant" and card.lines[2].transfers == ((0, -14),)


@pytest.mark.parametrize(
    "hands",
    [
        ["", "3D"],
        ["3D 4D", "", "5S 6S 7S"],
        ["AS", "KS QS", "3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2D", ""],
    ],
)
def test_flat_is_winner_collects_with_a_rate_of_one(hands: list[str]) -> None:
    given = ScoreInput(tuple(bigtwo.cards(h) for h in hands), hands.index(""), (), HOUSE, (13,) * len(hands))
    by_helper = winner_collects(lambda left, dealt: 1 if left else 0)(given)
    lines: tuple[ScoreLine, ...] = bigtwo_house_rules.flat_lines(given)
    assert lines == by_helper
    assert [line.seat for line in lines] == list(range(len(hands))) and sum(line.amount for line in lines) == 0
    for line in lines:
        assert line.amount == sum(points for _, points in line.transfers)


def test_a_whole_deal_deals_codes_and_saves() -> None:
    state = bigtwo.new_game(HOUSE, seed=7)
    assert bigtwo.cards("3S")[0] in state.hands[state.leader]
    code = bigtwo.deal_code(state)
    assert code.startswith("X1.7.4.house") and bigtwo.parse_deal_code(code).rules is HOUSE
    while state.winner is None:
        state = bigtwo.apply(state, bigtwo.hint(state))
    assert sum(bigtwo.score_game(state).points) == 0
    assert bigtwo.loads(bigtwo.dumps(state)) == state
    assert pickle.loads(pickle.dumps(HOUSE)) is HOUSE


# --8<-- [start:explicit]
@pytest.fixture
def not_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Block the installed entry point, so the module can be passed explicitly (a plugin is
    registered once: passing an installed plugin again is refused)."""
    monkeypatch.setenv(BLOCK_ENV, "house")


@pytest.mark.usefixtures("not_installed")
def test_explicit_plugin_values_in_any_variant() -> None:
    rules = bigtwo.ruleset("classic", plugins=[bigtwo_house_rules], suit_order="spades-lowest")
    assert rules.plugins == ("bigtwo_house_rules",) and str(rules.lowest_card) == "3♠"
    assert rules.option("straights") == "twos-high" and rules.option("scoring") == "tiers"
    assert "house" not in bigtwo.variants()  # blocked: only the explicit module declares it


@pytest.mark.usefixtures("not_installed")
def test_explicit_plugin_variant() -> None:
    rules = bigtwo.ruleset("house", plugins=[bigtwo_house_rules])
    assert rules.values == HOUSE.values and rules != HOUSE  # same options, but explicit plugins
    assert bigtwo.score(["", "3D 4D"], rules).points == (2, -2)
    with pytest.raises(bigtwo.GameError, match="explicit plugins has no deal code"):
        bigtwo.deal_code(bigtwo.new_game(rules, seed=7))


@pytest.mark.usefixtures("not_installed")
def test_without_the_plugin_the_values_are_unknown() -> None:
    with pytest.raises(bigtwo.RulesError, match="unknown scoring 'flat'"):
        bigtwo.ruleset("classic", scoring="flat")


# --8<-- [end:explicit]
