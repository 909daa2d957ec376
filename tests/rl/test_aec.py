"""The PettingZoo environment, judged by PettingZoo's own ``api_test`` and ``seed_test``."""

from __future__ import annotations

import pickle
import random
import warnings
from typing import Any

import gymnasium
import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]

import bigtwo
import bigtwo.rl
from bigtwo.rl import MAX_ACTIONS, PASS_ACTION
from tests.support.games import TABLES

# ---------------------------------------------------------------------------------------------
# PettingZoo


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_pettingzoo_s_api_and_seed_tests(variant: str, players: int) -> None:
    api_test(bigtwo.rl.env(variant, players), num_cycles=300)
    seed_test(lambda: bigtwo.rl.env(variant, players), num_cycles=100)


def test_max_cycles_test_does_not_apply() -> None:
    """PettingZoo's ``max_cycles_test`` needs a ``parallel_env`` and a ``max_cycles`` setting: a
    turn-based game is not parallelizable (no PettingZoo classic game is), and a deal always
    ends (every round someone plays a card), so it has no truncation to test."""
    table = bigtwo.rl.raw_env()
    assert table.metadata["is_parallelizable"] is False


def play_random(table: Any, rng: random.Random) -> tuple[int, dict[str, float]]:
    """Play a deal of a (wrapped) AEC env with masked random actions: steps and final rewards."""
    steps = 0
    totals: dict[str, float] = {}
    for agent in table.agent_iter():
        obs, reward, terminated, truncated, _ = table.last()
        totals[agent] = totals.get(agent, 0.0) + reward
        assert not truncated
        if terminated:
            table.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) > 0
        table.step(int(rng.choice(legal)))
        steps += 1
    return steps, totals


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_a_masked_random_agent_finishes_every_deal(variant: str, players: int) -> None:
    table = bigtwo.rl.env(variant, players)
    rng = random.Random(7)
    table.reset(seed=players)
    for _ in range(8):
        steps, totals = play_random(table, rng)
        assert steps > 0 and not table.agents
        assert sorted(totals) == table.possible_agents
        game = table.unwrapped.game
        card = bigtwo.score_game(game)
        sign = -1 if card.lower_wins else 1
        assert [totals[a] for a in table.possible_agents] == [sign * p for p in card.points]
        table.reset()


def test_the_reward_settings() -> None:
    results = {}
    for reward in bigtwo.rl.REWARDS:
        table = bigtwo.rl.env("classic", reward=reward)
        table.reset(seed=3)
        results[reward] = play_random(table, random.Random(1))[1]
    scale = bigtwo.rl.raw_env().reward_scale
    assert scale == 117  # three seats paying 13 cards at 3 points under "tiers"
    assert results["normalized"] == {a: r / scale for a, r in results["points"].items()}
    winner = max(results["points"], key=lambda a: results["points"][a])
    assert results["win"] == {a: 1.0 if a == winner else -1 / 3 for a in results["points"]}
    penalty = bigtwo.rl.env("chinese")
    penalty.reset(seed=3)
    assert max(play_random(penalty, random.Random(1))[1].values()) == 0  # penalties are negated


def test_an_illegal_action_ends_the_deal_and_costs_more_than_any_loss() -> None:
    table = bigtwo.rl.env()
    table.reset(seed=1)
    obs, *_ = table.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    agent = table.agent_selection
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        table.step(illegal)
    assert table.rewards[agent] == -40 == table.unwrapped.worst_reward - 1 and all(table.terminations.values())
    raw = bigtwo.rl.raw_env()
    raw.reset(seed=1)
    with pytest.raises(bigtwo.IllegalPlay):
        raw.step(PASS_ACTION)  # the leader cannot pass


def test_settings_are_checked() -> None:
    for bad in (
        {"players": 5},
        {"reward": "money"},
        {"slots": 12},
        {"slots": 27},
        {"render_mode": "rgb"},
        {"history": -1},
        {"history": 129},
    ):
        with pytest.raises(bigtwo.BigTwoError):
            bigtwo.rl.raw_env(**bad)
    with pytest.raises(bigtwo.RulesError):
        bigtwo.rl.raw_env(suit_order="upside-down")
    with pytest.raises(bigtwo.GameError, match="reset"):
        bigtwo.rl.raw_env().observe("player_0")
    with pytest.raises(bigtwo.GameError, match="other rules"):
        bigtwo.rl.raw_env("classic").reset(options={"code": "X1.16.4.dragon"})
    for table, count in (
        (bigtwo.rl.raw_env("doubling", 2), bigtwo.rl.num_actions(26)),
        (bigtwo.rl.raw_env(slots=26), MAX_ACTIONS),
    ):
        space = table.action_space("player_0")
        assert isinstance(space, gymnasium.spaces.Discrete) and space.n == count


def test_rendering_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    table = bigtwo.rl.env(render_mode="ansi")
    table.reset(seed=5)
    text = table.render()
    assert text.startswith("Big Two (classic, 4 players), deal ")
    assert "(to move)" in text and "Table: clear" in text
    human = bigtwo.rl.env(render_mode="human")
    human.reset(seed=5)
    play_random(human, random.Random(2))
    printed = capsys.readouterr().out
    assert text in printed and "Over: " in printed


def test_environments_and_their_deals_pickle() -> None:
    for make in (bigtwo.rl.raw_env, bigtwo.rl.env):
        table = make("cardroom", 3)
        table.reset(seed=11)
        rng = random.Random(3)
        for _ in range(10):
            obs, *_ = table.last()
            table.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        copy = pickle.loads(pickle.dumps(table))
        assert copy.unwrapped.game == table.unwrapped.game
        a, b = play_random(table, random.Random(4)), play_random(copy, random.Random(4))
        assert a == b


def test_action_masks_is_the_mask_of_the_info() -> None:
    """``action_masks()``, the method sb3-contrib's MaskablePPO calls, is ``info["action_mask"]``."""
    made = gymnasium.make("bigtwo/BigTwo-v0", opponents="novice")
    unwrapped = made.unwrapped
    assert isinstance(unwrapped, bigtwo.rl.BigTwoEnv)
    _, info = made.reset(seed=4)
    rng = random.Random(2)
    while True:
        masks = unwrapped.action_masks()
        assert masks.dtype == np.bool_ and np.array_equal(masks, info["action_mask"].astype(bool))
        _, _, terminated, _, info = made.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
        if terminated:
            assert not unwrapped.action_masks().any()
            break
