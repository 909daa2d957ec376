"""Scoring schemes: every worked example of the rule pages, and properties of every scheme."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bigtwo
import bigtwo.plugin
from bigtwo import (
    Card,
    GameError,
    InvalidCards,
    Play,
)
from bigtwo._spec import schemes as _schemes
from tests.support.strategies import hands, rule_sets

SCHEMES = ("tiers", "tiers-penalty", "common", "doubling", "pairwise", "pusoy-dos")


def hands_with(counts: list[int], *, extra: dict[int, str] | None = None) -> list[str]:
    """Hands of the given sizes that no scheme would double: ranks 7, Q and 2 are left out, so no
    five ranks run (no straight flush), and suit by suit no rank comes four times."""
    plain = [c for c in bigtwo.deck() if c.rank not in (bigtwo.Rank.SEVEN, bigtwo.Rank.QUEEN, bigtwo.Rank.TWO)]
    order = sorted(plain, key=lambda c: (c.suit, c.rank))
    taken = {c for text in (extra or {}).values() for c in bigtwo.cards(text)}
    pool = iter(c for c in order if c not in taken)
    hands = []
    for seat, n in enumerate(counts):
        given = list(bigtwo.cards((extra or {}).get(seat, "")))
        cards = given + [next(pool) for _ in range(n - len(given))]
        hands.append(" ".join(map(str, cards)))
    return hands


def rules(scheme: str) -> bigtwo.RuleSet:
    return bigtwo.ruleset(scoring=scheme)


def test_tiers_pay_one_two_or_three_a_card_as_the_web_game_does() -> None:
    for left, pays in ((9, 9), (10, 20), (12, 24), (13, 39), (1, 1)):
        card = bigtwo.score(hands_with([0, left, 1, 1]), rules("tiers"))
        assert card.points[1] == -pays
        assert sum(card.points) == 0 and card.points[0] == pays + 2
        assert card.lines[1].rate == {9: 1, 10: 2, 12: 2, 13: 3, 1: 1}[left]


def test_tiers_penalty_of_the_chinese_sheet_11_cards_pay_22() -> None:
    card = bigtwo.score(hands_with([11, 0, 3, 13]), bigtwo.ruleset("chinese"))
    assert card.points == (22, 0, 3, 39) and card.lower_wins
    assert card.scheme == "tiers-penalty"


def test_common_scoring_of_hispanopedia_north_wins_33() -> None:
    # North wins; East, West and South hold 3, 11 and 8 cards.
    card = bigtwo.score(hands_with([0, 3, 11, 8]), rules("common"))
    assert card.points == (33, -3, -22, -8)


def test_doubling_of_hispanopedia_north_wins_74() -> None:
    # North goes out with a 2; East 3 cards, West 9 with an unused straight flush, South 8 with an unused 2.
    west = "3H 4H 5H 6H 7H"  # the only run: the helper's other cards never make one
    south = "2S"
    hands = hands_with([0, 3, 9, 8], extra={2: west, 3: south})
    card = bigtwo.score(hands, bigtwo.ruleset("doubling"), winning_play=bigtwo.cards("2D"))
    assert card.points == (74, -6, -36, -32)
    assert [m.code for m in card.lines[2].multipliers] == ["unused-straight-flush", "winning-play"]
    assert [m.code for m in card.lines[3].multipliers] == ["unused-two", "winning-play"]
    # Without the 2 at the end the payments are not doubled again.
    plain = bigtwo.score(hands, bigtwo.ruleset("doubling"), winning_play=bigtwo.cards("QD"))
    assert plain.points == (37, -3, -18, -16)


def test_doubling_counts_each_unused_two_and_set() -> None:
    hands = hands_with([0, 3, 5, 1], extra={1: "2C 2H", 2: "9D 9C 9H 9S"})
    card = bigtwo.score(hands, bigtwo.ruleset("doubling"))
    assert card.points[1] == -3 * 4  # two 2s double twice
    assert card.points[2] == -5 * 2  # four of a kind
    assert card.points[3] == -1


def test_pairwise_of_the_card_room_worked_example() -> None:
    card = bigtwo.score(hands_with([3, 0, 1, 4]), bigtwo.ruleset("cardroom"))
    assert card.points == (-4, 8, 4, -8)
    assert dict(card.lines[0].transfers) == {1: -3, 2: -2, 3: 1}


def test_pusoy_dos_of_portuguese_wikipedia_3_11_13_cards_pay_64() -> None:
    card = bigtwo.score(hands_with([0, 3, 11, 13]), bigtwo.ruleset("pusoy-dos"))
    assert card.points == (64, -3, -22, -39)
    ten = bigtwo.score(hands_with([0, 10, 1, 1]), bigtwo.ruleset("pusoy-dos"))
    assert ten.points[1] == -20  # our reading of 10 cards: 2 a card


def test_dragon_instant_win_pays_39_from_each() -> None:
    dragon = "3D 4C 5H 6S 7D 8C 9H 10S JD QC KH AS 2D"
    rest = [c for c in bigtwo.deck() if c not in set(bigtwo.cards(dragon))]
    hands = [" ".join(map(str, rest[i * 13 : i * 13 + 13])) for i in range(3)]
    state = bigtwo.new_game(bigtwo.ruleset("pusoy-dos"), hands=[hands[0], hands[1], dragon, hands[2]])
    assert state.winner == 2 and state.instant
    card = bigtwo.score_game(state)
    assert card.points == (-39, -39, 117, -39)
    assert bigtwo.score_game(bigtwo.new_game(bigtwo.ruleset("dragon"), hands=[dragon, *hands])).points == (
        117,
        -39,
        -39,
        -39,
    )


def test_the_assistant_pays_everyones_losses() -> None:
    hands = hands_with([5, 0, 3, 4])
    plain = bigtwo.score(hands, bigtwo.ruleset("classic"))
    assert plain.points == (-5, 12, -3, -4)
    card = bigtwo.score(hands, bigtwo.ruleset("classic"), assistant=0)
    assert card.points == (-12, 12, 0, 0) and card.lines[0].role == "assistant"
    pair = bigtwo.score(hands, bigtwo.ruleset("cardroom"), assistant=2)
    # Pairwise: seat 2 pays every loss of the others and collects nothing.
    assert pair.points[2] == -sum(p for s, p in enumerate(pair.points) if s != 2)
    assert all(p >= 0 for s, p in enumerate(pair.points) if s != 2)
    penalty = bigtwo.score(hands, bigtwo.ruleset("chinese"), assistant=3)
    assert penalty.points == (0, 0, 0, 12)


def test_assistant_violation_in_a_game_is_charged() -> None:
    rules = bigtwo.ruleset("classic", assistant="on")
    state = bigtwo.new_game(rules, hands=["3D 5D 2S", "9C", "4D 6D", "7D 8D"])
    state = bigtwo.apply(state, Play("3D"))
    assert state.violations == ((0, 1),)
    state = bigtwo.apply(state, Play("9C"))
    assert state.winner == 1
    card = bigtwo.score_game(state)
    assert card.assistant == 0 and card.points == (-6, 6, 0, 0)


def test_score_card_render() -> None:
    card = bigtwo.score(hands_with([0, 10, 9, 13]), rules("tiers"))
    assert card.render("es").splitlines() == [
        "Asiento 1: le quedan 10 cartas × 2 = −20",
        "Asiento 2: le quedan 9 cartas × 1 = −9",
        "Asiento 3: le quedan 13 cartas × 3 = −39",
        "Asiento 0: gana y se lleva +68",
    ]
    assert card.render("en", names=["N", "E", "W", "S"]).splitlines()[0] == "E: 10 cards left × 2 = −20"
    penalty = bigtwo.score(hands_with([0, 11, 1, 1]), bigtwo.ruleset("chinese"))
    assert penalty.render("es").splitlines()[0] == "Asiento 1: le quedan 11 cartas × 2 = 22 de multa"
    doubled = bigtwo.score(hands_with([0, 3, 1, 1], extra={1: "2C"}), bigtwo.ruleset("doubling"))
    assert doubled.render("es").splitlines()[0] == "Asiento 1: le quedan 3 cartas × 1 × 2 (un 2 sin usar) = −6"
    pair = bigtwo.score(hands_with([3, 0, 1, 4]), bigtwo.ruleset("cardroom"))
    assert pair.render("en").splitlines()[0] == "Seat 0: 3 cards left: −3 to seat 1, −2 to seat 2, +1 from seat 3 = −4"
    assert (
        pair.render("es").splitlines()[0]
        == "Asiento 0: le quedan 3 cartas: −3 al asiento 1, −2 al asiento 2, +1 del asiento 3 = −4"
    )


def test_readout_follows_the_scheme() -> None:
    hands = hands_with([3, 1, 11, 4])
    for variant, expected in (("classic", "−22"), ("chinese", "−22"), ("cardroom", "−26")):
        state = bigtwo.new_game(bigtwo.ruleset(variant), hands=hands)
        assert bigtwo.readout(state, 2, "es") == f"Quedan 11 · si acaba ya {expected}"
    state = bigtwo.new_game(bigtwo.ruleset("cardroom"), hands=hands)
    # Pairwise: seat 1 (1 card) if seat 0 (the fewest of the others) went out: -1 + 10 + 3.
    assert bigtwo.if_ended_now(state, 1) == 12


def test_bad_scoring_input() -> None:
    with pytest.raises(GameError, match="exactly one hand"):
        bigtwo.score(["3D", "4D"], rules("tiers"))
    with pytest.raises(GameError, match="exactly one hand"):
        bigtwo.score(["", ""], rules("tiers"))
    with pytest.raises(InvalidCards, match="in two hands"):
        bigtwo.score(["", "3D", "3D"], rules("tiers"))
    with pytest.raises(InvalidCards, match="still in a hand"):
        bigtwo.score(["", "3D"], rules("tiers"), winning_play="3D")
    with pytest.raises(GameError, match="2, 3 or 4 seats"):
        bigtwo.score([""], rules("tiers"))
    with pytest.raises(GameError, match="assistant"):
        bigtwo.score(["", "3D"], rules("tiers"), assistant=0)
    with pytest.raises(GameError, match="not over"):
        bigtwo.score_game(bigtwo.new_game(seed=1))
    with pytest.raises(GameError):
        bigtwo.match_totals([])


# Properties of every scheme ---------------------------------------------------------------------


@st.composite
def finished_deals(draw: st.DrawFn) -> tuple[list[list[Card]], int, tuple[Card, ...]]:
    players = draw(st.sampled_from((2, 3, 4)))
    deck = draw(st.permutations(bigtwo.deck()))
    winner = draw(st.integers(0, players - 1))
    hands: list[list[Card]] = []
    at = 0
    for seat in range(players):
        n = 0 if seat == winner else draw(st.integers(1, 13))
        hands.append(list(deck[at : at + n]))
        at += n
    last = tuple(deck[at : at + draw(st.sampled_from((1, 2, 3, 5)))])
    return hands, winner, last


@given(st.sampled_from(SCHEMES), finished_deals())
def test_scheme_properties(scheme: str, deal: tuple[list[list[Card]], int, tuple[Card, ...]]) -> None:
    hands, winner, last = deal
    rule_set = rules(scheme)
    card = bigtwo.score(hands, rule_set, winning_play=last)
    scheme_value = rule_set.component("scoring", bigtwo.plugin.ScoringScheme)
    assert card.winner == winner and len(card.points) == len(hands)
    if scheme_value.zero_sum:
        assert sum(card.points) == 0
    # The score card's lines add up to its points.
    for line in card.lines:
        assert line.seat == card.lines.index(line) and line.cards_left == len(hands[line.seat])
        if line.transfers:
            assert line.amount == sum(amount for _, amount in line.transfers)
        elif line.role == "loser":
            sign = 1 if scheme_value.lower_wins else -1
            assert line.amount == sign * line.cards_left * line.rate * line.factor
    # A loser with more cards never does better than one with fewer, under the same multipliers.
    losers = [line for line in card.lines if line.role == "loser"]
    for a in losers:
        for b in losers:
            if a.cards_left > b.cards_left and a.factor == b.factor:
                assert (a.amount >= b.amount) if scheme_value.lower_wins else (a.amount <= b.amount)
    # Points do not depend on the order of the other seats.
    order = list(range(len(hands)))
    others = [s for s in order if s != winner]
    rotated = others[1:] + others[:1]
    mapping = dict(zip(others, rotated, strict=True)) | {winner: winner}
    moved = [hands[next(s for s in order if mapping[s] == t)] for t in order]
    again = bigtwo.score(moved, rule_set, winning_play=last)
    for seat in order:
        assert again.points[mapping[seat]] == card.points[seat]


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"


SEAT = {"en": "Seat {}", "es": "Asiento {}"}


def left_words(n: int, lang: str) -> str:
    if lang == "en":
        return f"{n} card left" if n == 1 else f"{n} cards left"
    return f"le queda {n} carta" if n == 1 else f"le quedan {n} cartas"


def expected_row(line: bigtwo.ScoreLine, lang: str, lower_wins: bool) -> tuple[str, str]:
    """How a loser's row starts and ends: who, cards left, and the amount."""
    start = f"{SEAT[lang].format(line.seat)}: {left_words(line.cards_left, lang)}"
    if lower_wins:
        end = f" = {line.amount} penalty" if lang == "en" else f" = {line.amount} de multa"
    else:
        end = f" = {signed(line.amount)}"
    return start, end


@given(st.sampled_from(SCHEMES), finished_deals())
def test_score_card_renders_in_both_languages(
    scheme: str, deal: tuple[list[list[Card]], int, tuple[Card, ...]]
) -> None:
    hands, winner, last = deal
    card = bigtwo.score(hands, rules(scheme), winning_play=last)
    for lang in ("en", "es"):
        rows = card.render(lang).splitlines()
        losers = [line for line in card.lines if line.seat != winner]
        assert len(rows) == len(losers) + 1
        for row, line in zip(rows, losers, strict=False):
            start, end = expected_row(line, lang, card.lower_wins)
            assert row.startswith(start) and row.endswith(end), (row, start, end)
            middle = row[len(start) : len(row) - len(end)]
            if len(line.transfers) > 1:  # settled seat by seat: every transfer is listed
                for other, amount in line.transfers:
                    word = (
                        ("from seat" if amount > 0 else "to seat") if lang == "en" else ("del" if amount > 0 else "al")
                    )
                    seat_words = f"{word} {other}" if lang == "en" else f"{word} asiento {other}"
                    assert f"{signed(amount)} {seat_words}" in middle, (row, other)
            else:
                assert middle.startswith(f" × {line.rate}"), row
                assert middle.count(" × ") == 1 + len(line.multipliers), row
        win = card.lines[winner]
        if card.lower_wins:
            last_row = f"{SEAT[lang].format(winner)}: " + ("wins, no penalty" if lang == "en" else "gana, sin multa")
        else:
            takes = "wins and takes" if lang == "en" else "gana y se lleva"
            last_row = f"{SEAT[lang].format(winner)}: {takes} {signed(win.amount)}"
        assert rows[-1] == last_row
    names = [f"P{seat}" for seat in range(len(hands))]
    named = card.render("en", names=names).splitlines()
    assert named[-1].startswith(f"P{winner}: ") and all(row.startswith("P") for row in named)


@given(rule_sets(), hands(5, 13), st.data())
def test_the_doubling_helpers_agree_with_the_play_functions(
    rules: bigtwo.RuleSet, hand: list[Card], data: st.DataObject
) -> None:
    """The scheme helpers read the rule components, not classify/plays: they must agree with them."""
    expected = {c.mask for c in bigtwo.plays(hand, rules) if c.category is bigtwo.Category.STRAIGHT_FLUSH}
    assert set(_schemes._straight_flush_masks(tuple(hand), rules)) == expected
    five = tuple(data.draw(st.permutations(hand))[:5])
    try:
        strong = bigtwo.classify(five, rules).category in (
            bigtwo.Category.FOUR_OF_A_KIND,
            bigtwo.Category.STRAIGHT_FLUSH,
        )
    except bigtwo.IllegalPlay:
        strong = False
    strong = strong or any(c.rank is bigtwo.Rank.TWO for c in five)
    given_input = bigtwo.plugin.ScoreInput(((), tuple(hand)), 0, five, rules, (13, 13))
    assert _schemes._strong_finish(given_input) is strong


# readout / if_ended_now and the assistant rule -------------------------------------------------


def test_if_ended_now_charges_the_assistant_as_score_game_does() -> None:
    rules = bigtwo.ruleset("classic", assistant="on")
    state = bigtwo.apply(bigtwo.new_game(rules, hands=["3D 5D 2S", "9C", "4D 6D", "7D 8D"]), Play("3D"))
    assert state.violations == ((0, 1),)
    assert bigtwo.if_ended_now(state, 0) == -6
    assert bigtwo.readout(state, 0) == "2 left · −6 if it ended now"
    assert bigtwo.readout(state, 0, "es") == "Quedan 2 · si acaba ya −6"
    ended = bigtwo.apply(state, Play("9C"))  # seat 1 goes out, as the readout supposes
    assert ended.winner == 1
    points = bigtwo.score_game(ended).points
    for seat in (0, 2, 3):  # every seat that supposes seat 1 goes out
        assert bigtwo.if_ended_now(state, seat) == points[seat], seat
