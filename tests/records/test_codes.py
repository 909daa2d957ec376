"""Deal codes: the web game's code, longer codes, bad codes, and codes of the deals of a match."""

from __future__ import annotations

import pytest

import bigtwo
from bigtwo import (
    GameError,
    InvalidSave,
)
from tests.support.bad import bad
from tests.support.games import advance

# Option keys that are ruleset()'s own parameters ----------------------------------------------


@pytest.mark.parametrize(
    "code",
    [
        "X1.1.4.classic.variant=chinese",
        "X1.1.4.classic.plugins=x",
        "X1.1.4.classic.options=x",
        "X2.1.4.2.0.classic.variant=chinese",
    ],
)
def test_a_deal_code_with_a_parameter_name_as_option_is_invalid(code: str) -> None:
    with pytest.raises(InvalidSave, match="unknown option"):
        bigtwo.parse_deal_code(code)


# Deal codes of later deals of a match -----------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "seed"),
    [(bigtwo.ruleset("cardroom"), 1), (bigtwo.ruleset(opener="last-winner"), 1)],
    ids=["cardroom-alternate", "last-winner"],
)
def test_a_deal_code_reproduces_a_later_deal_of_a_match(rules: bigtwo.RuleSet, seed: int) -> None:
    match = advance(bigtwo.new_match(rules, seed=seed, deals=3), finished=1)
    start = match.game
    assert start.deal_number == 2 and start.previous_winner == match.finished[0].winner and not start.history
    first_deal_like = bigtwo.new_game(rules, seed=start.seed)
    assert (first_deal_like.step, first_deal_like.leader) != (start.step, start.leader)  # the place matters
    code = bigtwo.deal_code(start)
    again = bigtwo.new_game(code=code)
    fields = ("step", "leader", "to_move", "deal_number", "previous_winner")
    assert [getattr(again, f) for f in fields] == [getattr(start, f) for f in fields]
    assert again == start
    state = advance(match, finished=1, moves=7).game
    assert state.deal_number == 2 and len(state.history) >= 7
    assert bigtwo.replay(code, state.history)[-1] == state
    assert bigtwo.parse_deal_code(code) == bigtwo.ParsedCode(rules, 4, match.seed + 1, 2, start.previous_winner)


@pytest.mark.parametrize(("deal_number", "previous_winner"), [(1, None), (1, 2), (3, None), (2, 0), (7, 3)])
def test_every_deal_new_game_starts_has_a_code_that_restarts_it(deal_number: int, previous_winner: int | None) -> None:
    for rules in (bigtwo.ruleset("cardroom"), bigtwo.ruleset(opener="last-winner")):
        state = bigtwo.new_game(rules, seed=5, deal_number=deal_number, previous_winner=previous_winner)
        assert bigtwo.new_game(code=bigtwo.deal_code(state)) == state


@pytest.mark.parametrize(
    "code",
    [
        "X1.١٢٣٤.2.dragon",  # Arabic-Indic digits
        "X1.１２３４.2.dragon",  # full-width digits
        "X1.1234.٢.dragon",
        "B02L١٢٣٤",
        "X2.1234.4.٢.0.classic",
        "X1.1.4.classic.flush=rank-first+flush=suit-first",
        "X1.1.4.classic.flush=rank-first+flush=rank-first",
        "X1.1.4.classic.flush=rank-first+fl%75sh=suit-first",
    ],
)
def test_deal_codes_refuse_unicode_digits_and_repeated_options(code: str) -> None:
    with pytest.raises(InvalidSave):
        bigtwo.parse_deal_code(code)


def test_a_code_for_other_players_names_the_value_given() -> None:
    with pytest.raises(GameError, match="is for 4 players, not '4'"):
        bigtwo.new_game(code="B02L1", players=bad("4"))


def test_the_web_game_s_code_and_its_toggles() -> None:
    state = bigtwo.new_game(bigtwo.ruleset(), seed=1739204)
    assert bigtwo.deal_code(state) == "B02L1739204"
    cases = {
        "B12L5": {"suit_order": "clubs-lowest"},
        "B20L5": {"flush": "rank-first", "straights": "no-twos"},
        "B32W5": {"suit_order": "clubs-lowest", "flush": "rank-first", "opener": "last-winner"},
    }
    for code, options in cases.items():
        rules = bigtwo.ruleset("classic", **options)
        assert bigtwo.deal_code(bigtwo.new_game(rules, seed=5)) == code
        assert bigtwo.parse_deal_code(code).rules == rules
    assert bigtwo.parse_deal_code("b02l1739204").seed == 1739204  # any case


@pytest.mark.parametrize(
    ("rules", "players"),
    [
        (bigtwo.ruleset("dragon"), 4),
        (bigtwo.ruleset("classic"), 3),
        (bigtwo.ruleset("pusoy-dos", scoring="tiers"), 2),
        (bigtwo.ruleset("taiwanese", suit_order="clubs-lowest", opener="last-winner"), 4),
    ],
)
def test_longer_codes_round_trip(rules: bigtwo.RuleSet, players: int) -> None:
    state = bigtwo.new_game(rules, seed=99, players=players)
    code = bigtwo.deal_code(state)
    assert code.startswith("X1.99.")
    again = bigtwo.new_game(code=code)
    assert again == state


@pytest.mark.parametrize(
    "bad", ["", "B02L", "B42L1", "B01L1", "X1.1.5.classic", "X1.1.4.nope", "X1.1.4.classic.flush=x", 7]
)
def test_bad_codes(bad: object) -> None:
    with pytest.raises(InvalidSave):
        bigtwo.parse_deal_code(bad)  # type: ignore[arg-type]


def test_hand_set_deals_have_no_code() -> None:
    with pytest.raises(GameError, match="no code"):
        bigtwo.deal_code(bigtwo.new_game(hands=["3D", "4D"], players=2))


def test_a_code_carries_its_own_rules_and_players() -> None:
    with pytest.raises(GameError, match="for 4 players, not 3"):
        bigtwo.new_game(code="B02L1", players=3)
    with pytest.raises(GameError, match="carries its own rules"):
        bigtwo.new_game(bigtwo.ruleset("chinese"), code="B02L1")
    with pytest.raises(GameError, match="not both"):
        bigtwo.new_game(code="B02L1", seed=1)
    assert bigtwo.new_game(bigtwo.ruleset(), code="B02L1", players=4) == bigtwo.new_game(seed=1)
