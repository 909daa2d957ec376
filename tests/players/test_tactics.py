"""How each CPU player plays: the tactics of the normal player, the novice's rate, the assistant rule."""

from __future__ import annotations

import pytest

import bigtwo
import bigtwo.players
from bigtwo import DECK, Pass, Play
from tests.support.games import act, built, deal_from


def test_normal_leads_the_five_card_play_holding_the_lowest_card() -> None:
    state = deal_from(["3D 4C 5H 6S 7D 9C 9D QS", "3C 8D 8S KH", "4D 5D JC", "6D 10C AH"])
    assert act("normal", state) == Play("3D 4C 5H 6S 7D")


def test_normal_does_not_break_a_straight_for_a_single() -> None:
    state = deal_from(["3D KD QC JH", "4C 5H 6S 7D 8C", "9D 10D JD QS AS", "JC QD KS AH 10S"], moves=("3D",))
    assert state.to_move == 1
    assert act("normal", state) == Pass()


def test_normal_keeps_its_ace_and_2_early_in_the_deal() -> None:
    mine = "3C 4D 5H 6S 7C 8C 9D 10H JS QC KD AD 2S"
    rest = [str(c) for c in DECK if c not in bigtwo.cards(mine) and str(c) != "4♠"]
    hands = [" ".join(["4S", *rest[:12]]), mine, " ".join(rest[12:25]), " ".join(rest[25:])]
    state = deal_from(hands, moves=("4S",), leader=0)
    assert act("normal", state) == Play("KD")  # not the ace or the 2, not a card of a straight
    assert act("novice", state, pass_rate=0) == Play("5H")
    mine = "3C 4D 5H 6S 7C 8C 9D 10H JS QC AD 2S"
    rest = [str(c) for c in DECK if c not in bigtwo.cards(mine) and str(c) != "4♠"]
    hands = [" ".join(["4S", *rest[:13]]), mine, " ".join(rest[13:26]), " ".join(rest[26:])]
    state = deal_from(hands, moves=("4S",), leader=0)
    assert act("normal", state) == Pass()  # keeps its ace and 2 for later


def test_normal_stops_leading_singles_when_an_opponent_holds_one_card() -> None:
    state = deal_from(["3D 5S 9D 9C", "KD", "6H 7H 8H", "10S JS QS"], leader=0)
    assert act("normal", state) == Play("9D 9C")
    state = deal_from(["3D 5S 9D 9C", "KD KC", "6H 7H 8H", "10S JS QS"], leader=0)
    assert act("normal", state) == Play("3D")  # two cards left: no pair they could go out on
    state = deal_from(["3D 5S 9D 9C 9H", "KD KC", "6H 7H 8H", "10S JS QS"], leader=0)
    assert act("normal", state) == Play("9D 9C 9H")  # a triple they cannot follow


def test_normal_covers_a_single_with_its_highest_when_an_opponent_has_one_card() -> None:
    state = deal_from(["5D 9S 2H", "3D KC", "6D 7D", "8D 10D"], moves=("3D", "6D", "8D"))
    assert state.to_move == 0 and state.cards_left[1] == 1
    assert act("normal", state) == Play("2H")


def test_normal_leads_its_highest_single_not_its_lowest_against_one_card() -> None:
    state = deal_from(["3C 7D 10H KS", "9D", "6H 7H 8H", "10S JS QS"], leader=0)
    assert act("normal", state) == Play("KS")  # singles only: the highest, never the 3♣
    assert act("novice", state, pass_rate=0) == Play("3C")
    state = deal_from(["3C 7D 10H KS", "9D 9H", "6H 7H 8H", "10S JS QS"], leader=0)
    assert act("normal", state) == Play("3C")  # nobody about to go out: the lowest


def _early(table: str, mine: str) -> bigtwo.GameState:
    """Seat 1 holds ``mine``, seat 0 has led ``table``; the other cards are dealt to the rest."""
    taken = set(bigtwo.cards(mine)) | set(bigtwo.cards(table))
    rest = [str(c) for c in DECK if c not in taken]
    hands = [" ".join([table, *rest[:12]]), mine, " ".join(rest[12:25]), " ".join(rest[25:])]
    state = deal_from(hands, moves=(table,), leader=0)
    assert state.to_move == 1 and state.cards_left == (12, 13, 13, 13)
    return state


def test_normal_keeps_a_pair_of_2s_rather_than_break_it_on_a_low_single_early() -> None:
    state = _early("9S", "3C 3H 4C 4S 5C 5H 6C 6S 7C 7H 8D 2H 2S")
    assert act("normal", state) == Pass()  # only a 2 of the pair beats the 9♠
    assert act("novice", state, pass_rate=0) == Play("2H")


def test_normal_does_not_break_a_pair_to_beat_a_single_early() -> None:
    state = _early("10S", "3C 3H 4C 4S 5C 5H 6C 6S 7C 7H 8D KD KC")
    assert act("normal", state) == Pass()  # a king would leave the other king alone
    state = _early("10S", "3C 3H 4C 4S 5C 5H 6C 6S 7C 7H 8D KD JC")
    assert act("normal", state) == Play("JC")  # a lone card of its plan covers at no cost


def test_normal_sheds_under_ten_cards_when_the_deal_may_end_soon() -> None:
    mine = "3C 5D 5H 7S 8D 9H JC QD KH AS 2S"  # eleven cards: nine singles and a pair
    near = deal_from([mine, "3D 4D 6D 8C", "4H 6H 9C 10C", "7D 9D JD QC"], leader=0)
    assert act("normal", near) == Play("5D 5H")  # 11 -> 9: under the tier of 10 cards
    far = deal_from(
        [
            mine,
            "3D 4D 6D 8C 10D 10H JH JS QS KC KD AC AD",
            "4H 6H 9C 10C 4C 4S 6C 6S 7C 7H 8H 8S 9S",
            "7D 9D JD QC 2C 2D 2H 10S QH KS AH 3H 3S",
        ],
        leader=0,
    )
    assert act("normal", far) == Play("3C")  # every opponent holds 13 cards: its lowest single


def test_normal_and_expert_obey_the_assistant_rule() -> None:
    state = deal_from(["5D 9S QH 10C", "3D KC", "6D 7D", "8D 10D"], variant="cardroom", moves=("3D", "6D", "8D"))
    assert state.to_move == 0 and state.cards_left[1] == 1 and state.next_seat(0) == 1
    assert act("normal", state) == Play("QH")
    assert act("expert", state, iterations=4) in (Play("QH"), Pass())


def test_novice_plays_the_cheapest_cover_and_passes_at_its_rate() -> None:
    state = deal_from(["3D 5D 9S QH", "4D 6D KC", "7C 8C", "10C JC"], moves=("3D",))
    assert act("novice", state, pass_rate=0) == Play("4D")
    assert act("novice", state, pass_rate=1) == Pass()
    lead = deal_from(["3D 5D 9S QH", "4D 6D KC", "7C 8C", "10C JC"])
    assert act("novice", lead, pass_rate=1) == Play("3D")


def test_the_scheme_is_read_from_the_rule_set() -> None:
    from bigtwo.players._tactics import facts

    tiers = facts(bigtwo.ruleset("classic")).costs(4, 13)
    assert tiers[9] == 9 and tiers[10] == 20 and tiers[13] == 39
    penalty = facts(bigtwo.ruleset("chinese")).costs(4, 13)
    assert penalty[11] == 22
    common = facts(bigtwo.ruleset("classic", scoring="common")).costs(4, 13)
    assert common[10] == 20 and common[12] == 24


def test_normal_and_expert_take_a_redeal_the_rules_offer_and_the_novice_plays_on() -> None:
    rules = bigtwo.ruleset("dragon")
    for seed in range(2000):
        state = bigtwo.new_game(rules, seed=seed)
        if state.to_move is not None and bigtwo.Redeal(state.to_move) in bigtwo.view(state, state.to_move).legal:
            break
    else:  # pragma: no cover - the seeds above hold one
        pytest.fail("no weak hand to redeal in 2000 deals")
    seen = bigtwo.view(state, state.to_move)
    assert built("normal").act(seen) == bigtwo.Redeal(state.to_move)
    assert built("expert").act(seen) == bigtwo.Redeal(state.to_move)
    assert isinstance(built("novice").act(seen), Play)


@pytest.mark.parametrize("variant", ["cardroom", "classic"])
def test_normal_never_breaks_the_assistant_rule(variant: str) -> None:
    """Leading or following, when the next seat holds one card ``normal`` plays more than one card
    or its highest single: no deal records a violation."""
    rules = bigtwo.ruleset(variant, assistant="on")
    seats = [bigtwo.players.player("normal", seed=s) for s in range(4)]
    for seed in range(40):
        state = bigtwo.new_game(rules, seed=seed)
        while state.winner is None:
            seat = state.to_move
            assert seat is not None
            state = bigtwo.apply(state, seats[seat].act(bigtwo.view(state, seat)))
        assert state.violations == (), (seed, state.violations)
