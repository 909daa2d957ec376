"""The Gymnasium environment against CPU players, judged by Gymnasium's own ``check_env``."""

from __future__ import annotations

import pickle
import random
import subprocess
import sys
from pathlib import Path
from typing import Any, cast

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import bigtwo
import bigtwo.rl
from bigtwo.plugin import hookimpl
from bigtwo.rl import PASS_ACTION
from tests.support.games import TABLES

# ---------------------------------------------------------------------------------------------
# Gymnasium


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_gymnasium_s_env_checker(variant: str, players: int) -> None:
    made = gymnasium.make("bigtwo/BigTwo-v0", variant=variant, players=players, opponents="novice")
    check_env(made.unwrapped)


def play_gym(made: Any, seed: int, rng: random.Random) -> tuple[list[int], float]:
    _, info = made.reset(seed=seed)
    actions = []
    while True:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        actions.append(action)
        _, reward, terminated, truncated, info = made.step(action)
        assert not truncated
        if terminated:
            assert not info["action_mask"].any()
            return actions, float(reward)
        assert reward == 0


def test_the_gymnasium_env_plays_against_cpu_players_reproducibly() -> None:
    made = gymnasium.make("bigtwo/BigTwo-v0", opponents=["normal", "novice", "expert"], seat=1)
    unwrapped = made.unwrapped
    assert isinstance(unwrapped, bigtwo.rl.BigTwoEnv)
    first = play_gym(made, 5, random.Random(1))
    assert play_gym(made, 5, random.Random(1)) == first
    again = gymnasium.make("bigtwo/BigTwo-v0", opponents=["normal", "novice", "expert"], seat=1)
    assert play_gym(again, 5, random.Random(1)) == first
    copy = pickle.loads(pickle.dumps(unwrapped))
    assert copy.opponents == unwrapped.opponents and copy.game == unwrapped.game
    game = unwrapped.game
    assert game is not None and game.over
    assert first[1] == bigtwo.score_game(game).points[1]


def test_an_illegal_action_ends_the_gymnasium_episode() -> None:
    made = gymnasium.make("bigtwo/BigTwo-v0", opponents="novice")
    _, info = made.reset(seed=2)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, _, info = made.step(illegal)
    assert terminated and reward == -40 and info["illegal"]
    with pytest.raises(bigtwo.GameError, match="reset"):
        made.step(illegal)


class Picky:
    """A plugin's CPU player that is not an attrs class: a legal action drawn from its seed."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def act(self, view: bigtwo.SeatView) -> bigtwo.Action:
        return random.Random(self.seed * 1000 + len(view.history)).choice(view.legal)


class PickyPlugin:
    @hookimpl
    def bigtwo_players(self) -> dict[str, Any]:
        return {"picky": Picky}


def test_opponents_named_by_a_plugin_are_found_and_reseeded() -> None:
    """An opponent's name is looked up with the environment's ``plugins``, and ``reset(seed=...)``
    gives a player built by name a seed from the generator even when it is not an attrs class."""
    made = [bigtwo.rl.BigTwoEnv(opponents="picky", plugins=[PickyPlugin()]) for _ in range(2)]
    seeds = []
    for env, seed in zip(made, (5, 6), strict=True):
        env.reset(seed=seed)
        seeds.append([cast(Picky, p).seed for p in env.opponents])
    assert seeds[0] != seeds[1]
    made[1].reset(seed=5)
    assert [cast(Picky, p).seed for p in made[1].opponents] == seeds[0]
    assert play_gym(made[0], 5, random.Random(1)) == play_gym(made[1], 5, random.Random(1))


def test_the_gymnasium_env_refuses_bad_opponents() -> None:
    with pytest.raises(bigtwo.BigTwoError):
        bigtwo.rl.BigTwoEnv(opponents=["normal"])
    with pytest.raises(bigtwo.BigTwoError):
        bigtwo.rl.BigTwoEnv(opponents="grandmaster")
    with pytest.raises(bigtwo.BigTwoError):
        bigtwo.rl.BigTwoEnv(seat=4)


def test_two_async_vectorised_environments_step_to_completion() -> None:
    def make() -> gymnasium.Env[Any, Any]:
        return gymnasium.make("bigtwo/BigTwo-v0", opponents="novice")

    vector = gymnasium.vector.AsyncVectorEnv([make, make])
    try:
        obs, infos = vector.reset(seed=[1, 2])
        rng = random.Random(0)
        done = np.zeros(2, dtype=bool)
        rewards = np.zeros(2)
        for _ in range(200):
            actions = np.array([rng.choice(np.flatnonzero(mask)) for mask in infos["action_mask"]])
            obs, reward, terminated, _, infos = vector.step(actions)
            rewards += np.where(done, 0, reward)
            done |= terminated
            if done.all():
                break
            for i in np.flatnonzero(terminated):  # the next step resets it: any action will do
                infos["action_mask"][i][PASS_ACTION] = 1
        assert done.all() and obs.shape == (2, bigtwo.rl.OBSERVATION_SIZE)
    finally:
        vector.close()


# ---------------------------------------------------------------------------------------------
# The training example of the guide


def test_the_numpy_training_example_runs() -> None:
    """``examples/train_numpy.py``, which the training guide includes, with a few deals."""
    script = Path(__file__).resolve().parents[2] / "examples" / "train_numpy.py"
    done = subprocess.run(
        [sys.executable, str(script), "--deals", "30", "--eval", "10"], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert "masked random  win rate" in done.stdout and "trained        win rate" in done.stdout
