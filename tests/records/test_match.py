"""Matches: fixed length or to a target, who leads the next deal, ties, and saved matches."""

from __future__ import annotations

import json
import random
import secrets
from typing import Any

import attrs
import pytest

import bigtwo
from bigtwo import (
    GameError,
    GameState,
    InvalidSave,
    Match,
    Pass,
)
from bigtwo._values.shuffle import MAX_SEED
from tests.support.games import advance, edited

# A match whose seeds wrap ----------------------------------------------------------------------


def test_a_match_whose_seeds_wrap_past_max_seed_saves_and_loads() -> None:
    match = advance(bigtwo.new_match(seed=MAX_SEED, deals=3), finished=1, moves=2)
    assert match.finished[0].seed == MAX_SEED
    assert (match.game.seed, match.game.deal_number) == (0, 2)
    assert bigtwo.loads(bigtwo.dumps(match)) == match
    over = advance(match, finished=3)
    assert over.over and [g.seed for g in over.finished] == [MAX_SEED, 0, 1]
    assert bigtwo.loads(bigtwo.dumps(over)) == over


def _match_of_two_over() -> Match:
    return advance(bigtwo.new_match(seed=3, deals=2), finished=2)


def _match_in_deal_two() -> Match:
    return advance(bigtwo.new_match(seed=3, deals=2), finished=1, moves=1)


def test_a_saved_match_cannot_have_more_finished_deals_than_its_length() -> None:
    over = _match_of_two_over()
    assert bigtwo.loads(bigtwo.dumps(over)) == over
    with pytest.raises(InvalidSave, match="2 finished deals in a match of 1"):
        bigtwo.loads(edited(over, lambda d: d.update(deals=1)))


def test_a_saved_match_over_after_deal_one_cannot_have_deal_two_in_progress() -> None:
    match = _match_in_deal_two()
    assert bigtwo.loads(bigtwo.dumps(match)) == match
    with pytest.raises(InvalidSave):
        bigtwo.loads(edited(match, lambda d: d.update(deals=1)))


def test_a_saved_match_not_over_cannot_be_in_its_last_finished_deal() -> None:
    match = _match_in_deal_two()

    def copy_last(doc: dict[str, Any]) -> None:
        doc["game"] = doc["finished"][-1]

    with pytest.raises(InvalidSave):
        bigtwo.loads(edited(match, copy_last))

    def drop_current(doc: dict[str, Any]) -> None:  # a match of two, over after its first deal
        doc["game"] = doc["finished"][-1]
        doc["deals"] = 1

    assert isinstance(bigtwo.loads(edited(match, drop_current)), Match)  # this one new_match + apply can make
    with pytest.raises(InvalidSave):  # over: its game is its last deal, not an earlier one
        bigtwo.loads(edited(_match_of_two_over(), lambda d: d.update(game=d["finished"][0])))


def test_a_saved_match_stops_at_the_deal_that_reached_its_target() -> None:
    match = advance(bigtwo.new_match(seed=12, target=30), finished=3)
    cards = match.score_cards
    reached_first = -min(cards[0].points)  # a target the first deal alone reached
    assert reached_first > 0 and len(match.finished) >= 2
    with pytest.raises(InvalidSave, match="over after deal 1"):
        bigtwo.loads(edited(match, lambda d: d.update(target=reached_first)))


def test_a_match_scores_each_deal_once_and_keeps_the_cards() -> None:
    match = bigtwo.new_match(bigtwo.ruleset("chinese"), seed=21, deals=3)
    while not match.over:
        match = match.apply(bigtwo.hint(match.game))
    assert match.score_cards == tuple(bigtwo.score_game(g) for g in match.finished)
    loaded = bigtwo.loads(bigtwo.dumps(match))
    assert isinstance(loaded, Match) and loaded.score_cards == match.score_cards
    with pytest.raises(GameError, match="one score card per finished deal"):
        Match(match.rules, 4, 21, 3, None, match.finished, match.game, match.score_cards[:1])


def test_a_match_refuses_deals_of_other_tables() -> None:
    with pytest.raises(GameError, match="3 players"):
        Match(bigtwo.ruleset(), 3, 0, None, None, (), bigtwo.new_game(seed=1))


# Matches --------------------------------------------------------------------------------------


def play_out(match: bigtwo.Match, seed: int) -> bigtwo.Match:
    rng = random.Random(seed)
    while not match.over:
        match = match.apply(rng.choice(bigtwo.legal_plays(match.game)))
    return match


def played_deal_by_deal(match: bigtwo.Match, seed: int) -> tuple[bigtwo.Match, list[tuple[int, bool]]]:
    """``match`` played out by random legal actions, with (finished deals, over) after every action."""
    rng = random.Random(seed)
    seen = [(len(match.finished), match.over)]
    while not match.over:
        match = match.apply(rng.choice(bigtwo.legal_plays(match.game)))
        seen.append((len(match.finished), match.over))
    return match, seen


def points_left(deal: GameState) -> tuple[int, ...]:
    """A finished deal scored again from the cards each seat still holds (no doubling schemes)."""
    hands = [[c for c in bigtwo.DECK if m >> c.index & 1] for m in deal.masks]
    return bigtwo.score(hands, deal.rules).points


def test_a_match_of_fixed_length() -> None:
    rules = bigtwo.ruleset("chinese")
    match, seen = played_deal_by_deal(bigtwo.new_match(rules, seed=5, deals=4), 1)
    assert all(over == (finished == 4) for finished, over in seen)  # over exactly when the 4th deal ends
    assert len(match.finished) == 4 and match.game is match.finished[-1]
    assert [g.seed for g in match.finished] == [5, 6, 7, 8]
    assert [g.deal_number for g in match.finished] == [1, 2, 3, 4]
    assert [g.dealt for g in match.finished] == [bigtwo.deal(seed, 4, rules) for seed in (5, 6, 7, 8)]
    winners = [g.winner for g in match.finished]
    assert all(w is not None and g.masks[w] == 0 for w, g in zip(winners, match.finished, strict=True))
    assert [g.previous_winner for g in match.finished] == [None, *winners[:-1]]
    totals = [sum(points_left(g)[seat] for g in match.finished) for seat in range(4)]
    assert match.totals == tuple(totals) and all(t >= 0 for t in totals) and max(totals) > 0  # penalties
    assert match.winners == tuple(s for s, t in enumerate(totals) if t == min(totals))  # the lowest wins
    with pytest.raises(GameError, match="the match is over"):
        match.apply(Pass())


def test_last_winner_leads_the_next_deal_of_a_match() -> None:
    match = play_out(bigtwo.new_match(bigtwo.ruleset(opener="last-winner"), seed=9, deals=5), 2)
    for before, after in zip(match.finished, match.finished[1:], strict=False):
        assert after.setup.previous_winner == before.winner
        assert after.history[0].seat == before.winner
    assert match.finished[0].history[0].seat == bigtwo.new_game(seed=9).to_move


def test_a_match_to_a_target() -> None:
    match, seen = played_deal_by_deal(bigtwo.new_match(seed=12, target=25), 2)
    deals = len(match.finished)
    assert deals > 1 and match.over and match.game is match.finished[-1]
    assert all(not over for finished, over in seen if finished < deals)
    assert [g.seed for g in match.finished] == list(range(12, 12 + deals))
    running = [0, 0, 0, 0]
    reached = []
    for number, deal in enumerate(match.finished, 1):
        running = [total + points for total, points in zip(running, points_left(deal), strict=True)]
        if min(running) <= -25:  # a seat has lost 25 or more
            reached.append(number)
    assert reached[:1] == [deals]  # reached, and not before the last deal
    assert match.totals == tuple(running) and sum(running) == 0
    assert match.winners == tuple(s for s, t in enumerate(running) if t == max(running))
    with pytest.raises(GameError, match="the match is over"):
        match.apply(Pass())


def test_matches_save_and_restore() -> None:
    match = bigtwo.new_match(seed=31, deals=3)
    rng = random.Random(8)
    for _ in range(90):
        if match.over:
            break
        match = match.apply(rng.choice(bigtwo.legal_plays(match.game)))
    restored = bigtwo.loads(bigtwo.dumps(match))
    assert restored == match
    doc = json.loads(bigtwo.dumps(match))
    doc["totals"][0] += 1
    with pytest.raises(InvalidSave, match="do not add up"):
        bigtwo.loads(json.dumps(doc))


def test_ties_share_the_win() -> None:
    rules = bigtwo.ruleset(scoring="tiers-penalty")
    a = bigtwo.score(["", "3D", "4D", "5D 6D"], rules)
    b = bigtwo.score(["3C", "", "4C", "5C 6C"], rules)
    totals = bigtwo.match_totals([a, b])
    assert totals.totals == (1, 1, 2, 4) and totals.leaders == (0, 1)


# Matches from deal codes ----------------------------------------------------------------------


def test_a_match_from_a_code_plays_the_series_from_that_deal() -> None:
    rules = bigtwo.ruleset("chinese", opener="last-winner")  # each deal's opener follows the one before
    original = advance(bigtwo.new_match(rules, seed=40, deals=5), finished=2)
    code = bigtwo.deal_code(original.game)
    joined = bigtwo.new_match(code=code, deals=3)
    assert (joined.first_deal, joined.rules, joined.players, joined.deals) == (3, rules, 4, 3)
    assert joined.game == original.game  # the same deal: cards, opener, place in the series
    same, theirs = original, joined
    while not same.over:  # the same actions give the same deals after it
        action = bigtwo.hint(same.game)
        same, theirs = same.apply(action), theirs.apply(action)
        assert theirs.game == same.game and theirs.over == same.over
    assert [g.deal_number for g in theirs.finished] == [3, 4, 5]
    assert theirs.score_cards == same.score_cards[2:]
    assert bigtwo.deal_code(theirs.finished[-1]) == bigtwo.deal_code(same.finished[-1])


@pytest.mark.parametrize("moves", [0, 7, 60])
def test_a_match_from_a_code_saves_and_loads(moves: int) -> None:
    code = bigtwo.deal_code(advance(bigtwo.new_match(bigtwo.ruleset("chinese"), seed=9), finished=1).game)
    match = advance(bigtwo.new_match(code=code, deals=2), finished=0, moves=moves)
    text = bigtwo.dumps(match)
    assert json.loads(text)["first_deal"] == 2
    loaded = bigtwo.loads(text)
    assert isinstance(loaded, Match) and loaded == match and loaded.first_deal == 2
    assert "first_deal" not in json.loads(bigtwo.dumps(bigtwo.new_match(seed=9)))  # left out when 1


def test_a_match_from_a_code_of_a_three_player_deal_takes_its_players() -> None:
    code = bigtwo.deal_code(bigtwo.new_game(seed=12, players=3))
    match = bigtwo.new_match(code=code)
    assert match.players == 3 and match.first_deal == 1 and match.game == bigtwo.new_game(code=code)
    with pytest.raises(GameError, match="is for 3 players, not 4"):
        bigtwo.new_match(code=code, players=4)
    with pytest.raises(GameError, match="code or seed, not both"):
        bigtwo.new_match(code=code, seed=12)
    with pytest.raises(bigtwo.InvalidSave):
        bigtwo.new_match(code="not a code")


def test_a_hand_built_match_is_accepted_only_when_it_saves_and_loads() -> None:
    later = advance(bigtwo.new_match(seed=3), finished=1).game  # deal 2 of a series
    rules = bigtwo.ruleset()
    with pytest.raises(GameError, match=r"deal 1 of the match must be deal 1 of its series.*new_match\(code=\.\.\.\)"):
        Match(rules, 4, 3, None, None, (), later)
    built = Match(rules, 4, 3, None, None, (), later, first_deal=2)
    assert bigtwo.loads(bigtwo.dumps(built)) == built
    with pytest.raises(GameError, match="deal 1 of the match must be deal 1 of its series"):
        Match(rules, 4, 3, None, None, (), bigtwo.new_game(hands=["3D", "4D", "5D", "6D"]))  # no seed


def test_a_match_from_a_code_of_a_first_deal_with_a_previous_winner_saves_and_loads() -> None:
    code = bigtwo.deal_code(bigtwo.new_game(bigtwo.ruleset(opener="last-winner"), seed=5, previous_winner=2))
    match = bigtwo.new_match(code=code, deals=2)
    assert match.first_deal == 1 and match.game.previous_winner == 2
    for moved in (match, advance(match, finished=1)):
        assert bigtwo.loads(bigtwo.dumps(moved)) == moved


def test_a_tampered_first_deal_is_refused() -> None:
    code = bigtwo.deal_code(advance(bigtwo.new_match(seed=9), finished=1).game)
    match = bigtwo.new_match(code=code)
    for bad in (1, 0, 3, "2", None):
        with pytest.raises(InvalidSave):
            bigtwo.loads(edited(match, lambda doc, bad=bad: doc.__setitem__("first_deal", bad)))  # type: ignore[misc]


# --- matches dealt from given hands ------------------------------------------------------------


def test_a_match_dealt_from_given_hands_plays_them_in_order_and_has_no_seed() -> None:
    shuffler = random.Random(7)
    rules = bigtwo.ruleset("classic", opener="last-winner")
    hands = [bigtwo.shuffled_hands(shuffler, 3, rules) for _ in range(3)]
    match = bigtwo.new_match(rules, players=3, hands=hands)
    assert match.deals == 3 and match.seed == 0 and match.game.seed is None
    done = play_out(match, 0)
    assert len(done.finished) == 3
    for deal, given in zip(done.finished, hands, strict=True):
        assert [set(h) for h in deal.hands] != [] and deal.dealt == tuple(
            sum(1 << c.index for c in hand) for hand in given
        )
    assert [g.previous_winner for g in done.finished[1:]] == [g.winner for g in done.finished[:-1]]
    assert bigtwo.loads(bigtwo.dumps(done)) == done
    halfway = bigtwo.loads(bigtwo.dumps(match))
    assert halfway == match and halfway.hands == match.hands
    with pytest.raises(bigtwo.GameError):
        bigtwo.deal_code(done.game)  # no seed, no code


def test_shuffled_hands_deal_as_the_rules_say() -> None:
    whole = bigtwo.ruleset("classic", deal="whole-deck")
    hands = bigtwo.shuffled_hands(secrets.SystemRandom(), 3, whole)
    assert sorted(len(h) for h in hands) == [17, 17, 18] and len({c for h in hands for c in h}) == 52
    assert bigtwo.shuffled_hands(random.Random(1)) == bigtwo.shuffled_hands(random.Random(1))
    assert [len(h) for h in bigtwo.shuffled_hands(random.Random(1), 2)] == [13, 13]
    with pytest.raises(bigtwo.GameError) as refused:
        bigtwo.shuffled_hands(42)  # type: ignore[arg-type]
    assert refused.value.code == "not-a-shuffler"


def test_a_match_refuses_hands_that_do_not_deal_its_deals() -> None:
    hands = [bigtwo.shuffled_hands(random.Random(k)) for k in range(2)]
    bad_calls: list[dict[str, Any]] = [
        {"hands": hands, "seed": 3},
        {"hands": hands, "target": 50},
        {"hands": hands, "deals": 3},
        {"hands": []},
        {"hands": [hands[0], hands[1][:3]]},
        {"hands": "3D 4D"},
    ]
    for bad in bad_calls:
        with pytest.raises(bigtwo.GameError):
            bigtwo.new_match(**bad)
    with pytest.raises(bigtwo.InvalidCards):
        bigtwo.new_match(hands=[hands[0], [hands[1][0], hands[1][0], hands[1][2], hands[1][3]]])
    match = bigtwo.new_match(hands=hands)
    with pytest.raises(bigtwo.GameError) as refused:
        attrs.evolve(match, hands=(match.hands[1], match.hands[0]))  # type: ignore[index]
    assert refused.value.code == "match-deal-other-hands"
    doc = json.loads(bigtwo.dumps(match))
    doc["hands"][0] = doc["hands"][1]
    with pytest.raises(bigtwo.InvalidSave):
        bigtwo.loads(json.dumps(doc))
    doc = json.loads(bigtwo.dumps(match))
    doc["hands"] = [["3♦"]]
    with pytest.raises(bigtwo.InvalidSave):
        bigtwo.loads(json.dumps(doc))
