"""Matches: fixed length or to a target, who leads the next deal, ties, and saved matches."""

from __future__ import annotations

import json
import random
from typing import Any

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
