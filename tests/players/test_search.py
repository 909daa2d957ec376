"""The expert's exact endgame search: it finds lines ``normal`` misses, and stays deterministic
and within its budget."""

from __future__ import annotations

import time
from collections.abc import Iterator

import attrs
import pytest

import bigtwo
import bigtwo.players
from bigtwo import GameState, SeatView
from bigtwo.players import _expert, _learned, _normal, _sampled, _search
from bigtwo.players._learned import Network
from bigtwo.players._search import OutOfNodes, Search
from bigtwo.players._tactics import facts
from bigtwo.players._threats import Seen

# Seat 0 leads with five cards against 1, 4 and 2: played by ``normal`` at every seat, seat 2
# goes out first; seat 0 has a line that goes out first against the same ``normal`` players.
HANDS = ["JS 3H 9S 3S QS", "10H", "7C 9H 2D 6H", "QD 9C"]


def _search_of(state: GameState, nodes: int = 100_000) -> Search:
    dealt = tuple(m.bit_count() for m in state.setup.dealt)
    return Search(facts(state.rules), 0, state, 0, dealt, nodes, None, {})


def _normal_move(state: GameState) -> bigtwo.Action:
    return bigtwo.players.player("normal").act(bigtwo.view(state, state.to_move))  # type: ignore[arg-type]


def test_the_search_finds_the_line_normal_misses() -> None:
    state = bigtwo.new_game(hands=HANDS)
    assert state.to_move == 0
    played = state
    while not played.over:
        played = bigtwo.apply(played, _normal_move(played))
    assert played.winner != 0  # normal at every seat: seat 0 does not go out first
    search = _search_of(state)
    while not state.over:  # seat 0 follows the search; the others play normal
        if state.to_move == 0:
            legal = bigtwo.legal_plays(state)
            state = bigtwo.apply(state, max(legal, key=lambda a: search.after(state, a)))
        else:
            state = bigtwo.apply(state, _normal_move(state))
    assert state.winner == 0
    assert bigtwo.score_game(state).points[0] > 0


def test_the_search_gives_up_past_its_node_limit() -> None:
    state = bigtwo.new_game(hands=HANDS)
    search = _search_of(state, nodes=1)
    with pytest.raises(OutOfNodes):
        for action in bigtwo.legal_plays(state):
            search.after(state, action)


def _endgames(deals: int = 3) -> Iterator[SeatView]:
    """Views of a seat to move with a choice and at most `ENDGAME_CARDS` cards, along deals
    played by ``normal``."""
    normal = bigtwo.players.player("normal")
    for seed in range(deals):
        state = bigtwo.new_game(seed=seed)
        while not state.over:
            seen = bigtwo.view(state, state.to_move)  # type: ignore[arg-type]
            if len(seen.legal) > 1 and seen.mask.bit_count() <= _expert.ENDGAME_CARDS:
                yield seen
            state = bigtwo.apply(state, normal.act(seen))


def test_an_expert_in_the_endgame_is_deterministic() -> None:
    views = list(_endgames())
    assert views
    first, second = (bigtwo.players.player("expert", seed=5, iterations=6) for _ in range(2))
    for seen in views:
        action = first.act(seen)
        assert action in seen.legal
        assert second.act(seen) == action


@pytest.mark.parametrize("model", ["normal", "learned"])
def test_an_expert_searching_the_endgame_keeps_its_budget(monkeypatch: pytest.MonkeyPatch, model: str) -> None:
    """On a clock of its own (each ``normal`` or ``learned`` move of a rollout or of the search
    takes 2 ms, nothing else takes any time): a move never runs past ``budget_ms`` by more than
    one move, whichever player the other seats are taken for."""
    move_ms = 2.0
    clock = [0.0]
    real = _normal.decide
    real_learned = _learned.learned_move
    monkeypatch.setattr(time, "perf_counter", lambda: clock[0])

    def decide(seen: Seen) -> object:
        clock[0] += move_ms / 1000
        return real(seen)

    def learned_move(state: GameState, seen: Seen, net: Network) -> object:
        clock[0] += move_ms / 1000
        return real_learned(state, seen, net)

    monkeypatch.setattr(_sampled, "decide", decide)
    # learned's moves: its own seat in rollouts (the default policy), and with model=learned the
    # other seats in rollouts and in the search, and its answers at recorded actions in the filter
    monkeypatch.setattr(_sampled, "learned_move", learned_move)
    monkeypatch.setattr(_search, "decide", decide)
    monkeypatch.setattr(_search, "learned_move", learned_move)
    budget = 30.0
    expert = bigtwo.players.player("expert", seed=1, budget_ms=budget, model=model)
    for seen in list(_endgames(2))[:20]:
        clock[0] = 0.0
        assert expert.act(seen) in seen.legal
        assert clock[0] * 1000 <= budget + move_ms + 1e-9, clock[0]


def test_positions_that_differ_only_in_a_broken_assistant_rule_are_worth_different_scores() -> None:
    # Seat 1 holds one card and goes out on whatever seat 0 leads: a seat 0 that broke the
    # assistant rule earlier pays everyone's losses, so the two positions are not the same one.
    rules = bigtwo.ruleset("classic", assistant="on")
    dealt = bigtwo.new_game(rules, hands=["3D 4D", "2S", "5D 6D", "7D 8D"])
    state = attrs.evolve(dealt, opening_mask=0)  # a later round: seat 0 may lead its highest single
    broke = attrs.evolve(state, violations=((0, 1),))
    search = _search_of(state)
    clean, guilty = search.value(state), search.value(broke)  # one search: one memo of positions
    assert guilty < clean
    assert guilty == _search_of(broke).value(broke)  # as a fresh search finds it
