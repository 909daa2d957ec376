"""The testing kit's Hypothesis strategies give what they promise."""

from __future__ import annotations

import pytest
from hypothesis import find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

import bigtwo
from bigtwo import DECK, Category, GameState, Play
from bigtwo.plugin import ScoringScheme
from bigtwo.testing import (
    strategies,
)
from bigtwo.testing._strategies import RulesStrategies

# ---------------------------------------------------------------------------------------------
# Strategies

NAMESPACES = {name: strategies(bigtwo.ruleset(name)) for name in ("classic", "dragon", "pusoy-dos")}


@pytest.fixture(scope="module", params=sorted(NAMESPACES))
def ns(request: pytest.FixtureRequest) -> RulesStrategies:
    return NAMESPACES[request.param]


def test_strategies_need_a_rule_set() -> None:
    with pytest.raises(InvalidArgument):
        strategies("classic")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        NAMESPACES["classic"].combos("flush")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        NAMESPACES["classic"].hands(5, 2)


@given(data=st.data())
def test_cards_and_hands(ns: RulesStrategies, data: st.DataObject) -> None:
    assert data.draw(ns.cards()) in DECK
    hand = data.draw(ns.hands(2, 6))
    assert 2 <= len(hand) <= 6 and len(set(hand)) == len(hand)


@given(data=st.data())
def test_combos_are_plays_of_their_category(ns: RulesStrategies, data: st.DataObject) -> None:
    category = data.draw(st.sampled_from(Category))
    combo = data.draw(ns.combos(category))
    assert combo.category is category
    assert bigtwo.classify(combo.cards, ns.rules) == combo
    assert data.draw(ns.combos()).rules is ns.rules


@given(data=st.data())
def test_beating_gives_plays_that_beat(ns: RulesStrategies, data: st.DataObject) -> None:
    table = data.draw(ns.combos())
    try:
        strategy = ns.beating(table)
    except InvalidArgument:  # nothing beats the table (the top single, say): then no play of the deck does
        assert not any(bigtwo.beats(p, table, ns.rules) for p in bigtwo.plays(DECK, ns.rules))
        return
    assert bigtwo.beats(data.draw(strategy), table, ns.rules)


def test_beating_finds_every_play_that_beats() -> None:
    ns = NAMESPACES["classic"]
    table = bigtwo.classify("KD KS", ns.rules)
    # (found as text: Hypothesis's printer would print a Combo with its whole rule set)
    fresh = settings(database=None)  # not an example saved by another search
    assert find(ns.beating(table).map(str), lambda p: True, settings=fresh) == "A♦ A♣"  # the weakest that beats it
    assert find(ns.beating(table).map(str), lambda p: p.startswith("2"), settings=fresh) == "2♦ 2♣"
    assert find(ns.beating("3H").map(str), lambda p: p.startswith("3"), settings=fresh) == "3♠"
    with pytest.raises(InvalidArgument, match="no play beats 2♠"):  # nothing beats the top single
        ns.beating("2S")


@given(data=st.data())
def test_states_are_reachable_and_conserve_cards(ns: RulesStrategies, data: st.DataObject) -> None:
    state = data.draw(ns.states())
    assert isinstance(state, GameState) and state.rules is ns.rules
    played = 0
    for turn in state.history:
        if isinstance(turn.action, Play):
            assert not played & turn.action.mask
            played |= turn.action.mask
    dealt = 0
    for mask in state.dealt:
        dealt |= mask
    held = 0
    for mask in state.masks:
        held |= mask
    assert held | played == dealt and not held & played
    assert bigtwo.loads(bigtwo.dumps(state)) == state


@given(data=st.data())
def test_score_inputs_are_scored(ns: RulesStrategies, data: st.DataObject) -> None:
    given_ = data.draw(ns.score_inputs())
    assert [len(h) == 0 for h in given_.hands].count(True) == 1 and not given_.hands[given_.winner]
    assert all(len(h) <= n for h, n in zip(given_.hands, given_.dealt, strict=True))
    card = bigtwo.score(given_.hands, ns.rules, winning_play=given_.winning_play, dealt=given_.dealt)
    assert len(card.lines) == len(given_.hands)
    lines = ns.rules.component("scoring", ScoringScheme).lines(given_)
    assert tuple(line.amount for line in lines) == card.points


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_states_of_one_table_size_finished_or_not(players: int, data: st.DataObject) -> None:
    ns = NAMESPACES["classic"]
    done = data.draw(ns.states(players=players, finished=True))
    going = data.draw(ns.states(players=players, finished=False))
    assert (done.players, done.over) == (players, True)
    assert (going.players, going.over) == (players, False)
    shown = repr(going)  # as a failing example prints it: cards, not 52-bit masks
    assert "hands=[" in shown and "masks" not in shown
    assert all(" ".join(str(c) for c in hand) in shown for hand in going.hands)


def test_states_refuse_an_impossible_table() -> None:
    ns = NAMESPACES["classic"]
    for wrong in ({"players": 5}, {"players": ()}, {"finished": "yes"}, {"max_actions": -1}):
        with pytest.raises(InvalidArgument):
            ns.states(**wrong)
