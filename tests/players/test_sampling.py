"""The expert's sampled deals: they keep what the seat knows, the true deal explains every
recorded action of ``normal`` players (and of ``learned`` ones, with ``model="learned"``), the
samples explain more than plain draws do, remembering the answers changes no move, and the
rollouts of ``model="learned"`` play as ``learned`` players do."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import bigtwo
import bigtwo.players
from bigtwo import GameState, SeatView
from bigtwo.players import _sampled
from bigtwo.players._learned import network
from bigtwo.players._search import points
from bigtwo.players._threats import Seen


def _views_of_deals(
    seeds: range, players: int = 4, who: str = "normal", variant: str = "classic"
) -> Iterator[tuple[GameState, SeatView]]:
    """Every state where seat 0 is to move, over whole deals of ``who`` at every seat."""
    rules = bigtwo.ruleset(variant)
    for seed in seeds:
        state = bigtwo.new_game(rules, seed=seed, players=players)
        seats = [bigtwo.players.player(who, seed=k) for k in range(players)]
        while state.to_move is not None:
            view = bigtwo.view(state, state.to_move)
            if state.to_move == 0:
                yield state, view
            state = bigtwo.apply(state, seats[state.to_move].act(view))


def _world(view: SeatView) -> _sampled.World:
    return _sampled.World(view, Seen.of_view(view).f)


def test_the_true_deal_explains_every_recorded_action_of_normal_players() -> None:
    checked = 0
    for state, view in _views_of_deals(range(12)):
        world = _world(view)
        checked += len(world.passes)
        assert world._unexplained(state.masks, len(world.passes) + 1) == 0
    assert checked > 500  # the deals recorded many passes and plays to explain


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sampled_deal_keeps_what_the_seat_knows(players: int) -> None:
    """Every other seat holds as many cards as it does, none the seat has seen, none twice (with
    two or three players some cards are dealt to no one)."""
    for state, view in _views_of_deals(range(4), players=players):
        masks = _world(view).sample(random.Random(state.step))
        assert masks is not None
        assert masks[0] == state.masks[0]
        assert [m.bit_count() for m in masks] == list(view.cards_left)
        others = [m for s, m in enumerate(masks) if s != 0]
        assert all(a & b == 0 for i, a in enumerate(others) for b in others[i + 1 :])
        assert sum(others) & ~view.unseen == 0  # only cards the seat has not seen


def test_sampled_deals_explain_more_than_plain_draws() -> None:
    sampled = drawn = 0
    for state, view in _views_of_deals(range(6)):
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


@pytest.mark.parametrize("model", ["normal", "learned"])
def test_what_the_model_would_do_is_the_same_worked_out_once_or_every_time(
    monkeypatch: pytest.MonkeyPatch, model: str
) -> None:
    deals = range(3) if model == "normal" else range(1)
    views = [view for _, view in _views_of_deals(deals, who=model) if len(view.legal) > 1]
    expert = bigtwo.players.player("expert", seed=5, iterations=4 if model == "normal" else 2, model=model)
    kept = [expert.act(view) for view in views]
    monkeypatch.setattr(_sampled, "_MOST_EXPLAINED", 1)  # the answers forgotten at every new one
    assert [expert.act(view) for view in views] == kept
    assert len(views) > 5


@pytest.mark.parametrize(
    ("variant", "options", "players"),
    [
        ("classic", {}, 4),
        ("classic", {"pass_locks_out": "on"}, 4),
        ("classic", {"pass_locks_out": "on", "auto_pass": "top-card-and-short-hands"}, 3),
        ("cardroom", {}, 4),
        ("taiwanese", {}, 4),
    ],
)
def test_each_record_keeps_the_seats_that_had_passed_in_the_round(
    monkeypatch: pytest.MonkeyPatch, variant: str, options: dict[str, str], players: int
) -> None:
    """What the engine's state said had passed when each other seat passed or played (after the
    deal's first play): ``learned`` reads it, so the sampled deals of ``model="learned"`` do."""
    monkeypatch.setattr(_sampled, "_RECENT_PASSES", 10**6)
    rules = bigtwo.ruleset(variant, **options)
    compared = 0
    for seed in range(4):
        state = bigtwo.new_game(rules, seed=seed, players=players)
        seats = [bigtwo.players.player("learned") for _ in range(players)]
        expected: list[tuple[int, int]] = []
        first = True
        while state.to_move is not None:
            seat = state.to_move
            view = bigtwo.view(state, seat)
            if seat == 0:
                records = _sampled._passes(view, Seen.of_view(view).f)
                assert [(p.seat, p.passed) for p in records] == expected
                compared += len(records)
            action = seats[seat].act(view)
            if isinstance(action, bigtwo.Redeal):
                expected, first = [], True
            elif seat != 0 and not (first and isinstance(action, bigtwo.Play)):
                expected.append((seat, state.passed_mask))
            first = first and not isinstance(action, bigtwo.Play)
            state = bigtwo.apply(state, action)
    assert compared > 100


@pytest.mark.parametrize(("variant", "players"), [("classic", 4), ("classic", 3), ("taiwanese", 4)])
def test_the_true_deal_explains_every_recorded_action_of_learned_players(variant: str, players: int) -> None:
    """``learned`` reads which seats passed in the round, so the record keeps them."""
    checked = 0
    for state, view in _views_of_deals(range(5), players, "learned", variant):
        world = _sampled.World(view, Seen.of_view(view).f, network())
        checked += len(world.passes)
        assert world._unexplained(state.masks, len(world.passes) + 1) == 0
    assert checked > 150


@pytest.mark.parametrize(("model", "policy"), [("learned", "learned"), ("normal", "learned"), ("learned", "normal")])
def test_the_rollouts_play_the_model_at_the_other_seats_and_the_policy_at_the_seat(model: str, policy: str) -> None:
    seats = [bigtwo.players.player(policy if seat == 0 else model) for seat in range(4)]
    net = network()
    compared = 0
    for state, view in _views_of_deals(range(2), 4, "learned"):
        world = _sampled.World(
            view, Seen.of_view(view).f, net if model == "learned" else None, net if policy == "learned" else None
        )
        for action in view.legal[:2]:
            after = bigtwo.apply(state, action)
            while after.to_move is not None:
                after = bigtwo.apply(after, seats[after.to_move].act(bigtwo.view(after, after.to_move)))
            assert world.rollout(state.masks, action) == points(after, 0)
            compared += 1
    assert compared > 20


def _best_line(state: GameState, seat: int, other: bigtwo.players.Player) -> float:
    """What ``state`` is worth to ``seat`` playing its best line with ``other`` at every other
    seat: every line tried, nothing remembered."""
    while state.to_move is not None and state.to_move != seat:
        state = bigtwo.apply(state, other.act(bigtwo.view(state, state.to_move)))
    if state.to_move is None:
        return points(state, seat)
    return max(_best_line(bigtwo.apply(state, action), seat, other) for action in bigtwo.legal_plays(state))


@pytest.mark.parametrize("model", ["normal", "learned"])
def test_the_exact_search_plays_the_model_at_the_other_seats(model: str) -> None:
    other = bigtwo.players.player(model)
    net = network() if model == "learned" else None
    compared = 0
    for state, view in _views_of_deals(range(12), 4, model):
        if view.mask.bit_count() > 6 or len(view.legal) < 2:
            continue
        world = _sampled.World(view, Seen.of_view(view).f, net, net)
        found, _ = world.exact(state.masks, list(view.legal), None, 5_000)
        assert found is not None
        assert found == [_best_line(bigtwo.apply(state, action), 0, other) for action in view.legal]
        compared += 1
    assert compared > 5
