"""The expert's sampled deals: they keep what the seat knows, the true deal explains every
recorded action of ``normal`` players, the samples explain more than plain draws do, and
remembering ``normal``'s answers changes no move."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import bigtwo
import bigtwo.players
from bigtwo import GameState, SeatView
from bigtwo.players import _expert
from bigtwo.players._threats import Seen


def _views_of_normal_deals(seeds: range, players: int = 4) -> Iterator[tuple[GameState, SeatView]]:
    """Every state where seat 0 is to move, over whole deals of four ``normal`` players."""
    rules = bigtwo.ruleset("classic")
    for seed in seeds:
        state = bigtwo.new_game(rules, seed=seed, players=players)
        seats = [bigtwo.players.player("normal", seed=k) for k in range(players)]
        while state.to_move is not None:
            view = bigtwo.view(state, state.to_move)
            if state.to_move == 0:
                yield state, view
            state = bigtwo.apply(state, seats[state.to_move].act(view))


def _world(view: SeatView) -> _expert._World:
    return _expert._World(view, Seen.of_view(view).f)


def test_the_true_deal_explains_every_recorded_action_of_normal_players() -> None:
    checked = 0
    for state, view in _views_of_normal_deals(range(12)):
        world = _world(view)
        checked += len(world.passes)
        assert world._unexplained(state.masks, len(world.passes) + 1) == 0
    assert checked > 500  # the deals recorded many passes and plays to explain


def test_a_sampled_deal_keeps_what_the_seat_knows() -> None:
    for state, view in _views_of_normal_deals(range(4), players=3):
        masks = _world(view).sample(random.Random(state.step))
        assert masks is not None
        assert masks[0] == state.masks[0]
        assert [m.bit_count() for m in masks] == list(view.cards_left)
        others = [m for s, m in enumerate(masks) if s != 0]
        assert all(a & b == 0 for i, a in enumerate(others) for b in others[i + 1 :])
        assert sum(others) & ~view.unseen == 0  # only cards the seat has not seen


def test_sampled_deals_explain_more_than_plain_draws() -> None:
    sampled = drawn = 0
    for state, view in _views_of_normal_deals(range(6)):
        world = _world(view)
        if len(world.passes) < 4:
            continue
        rng = random.Random(state.step)
        for _ in range(3):
            masks = world.sample(rng)
            assert masks is not None
            sampled += world._unexplained(masks, 99)
            drawn += world._unexplained(world._draw(rng), 99)
    assert drawn > 100
    assert sampled * 2 < drawn  # the draws and swaps explain far more of what the others did


def test_what_normal_would_do_is_the_same_worked_out_once_or_every_time(monkeypatch: pytest.MonkeyPatch) -> None:
    views = [view for _, view in _views_of_normal_deals(range(3)) if len(view.legal) > 1]
    expert = bigtwo.players.player("expert", seed=5, iterations=4)
    kept = [expert.act(view) for view in views]
    monkeypatch.setattr(_expert, "_MOST_EXPLAINED", 1)  # the answers forgotten at every new one
    assert [expert.act(view) for view in views] == kept
    assert len(views) > 5
