"""What agents need beyond the environments' basics: legal actions as indices, the history in
observations, policies as opponents (self-play), a batched environment checked game by game
against the single ones, and pictures of the table."""

from __future__ import annotations

import random
import warnings
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
import pytest

import bigtwo
import bigtwo.rl
from bigtwo.rl import HISTORY_ENTRY, HISTORY_LAYOUT, OBSERVATION_SIZE, REDEAL_ACTION
from tests.support.games import TABLES


def first_legal(obs: npt.NDArray[np.float32], mask: npt.NDArray[np.int8]) -> int:
    """A policy: the lowest legal index."""
    return int(np.flatnonzero(mask)[0])


def last_legal(obs: npt.NDArray[np.float32], mask: npt.NDArray[np.int8]) -> int:
    """A policy: the highest legal index."""
    return int(np.flatnonzero(mask)[-1])


# --- legal actions as indices -----------------------------------------------------------------


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_legal_actions_are_the_mask_s_nonzero_entries_at_every_state(variant: str, players: int) -> None:
    table = bigtwo.rl.raw_env(variant, players)
    rng = random.Random(players)
    for seed in range(2):
        table.reset(seed=seed)
        while table.agents:
            for agent in table.agents:
                mask = table.observe(agent)["action_mask"]
                assert table.infos[agent]["legal_actions"] == np.flatnonzero(mask).tolist()
            agent = table.agent_selection
            if table.terminations[agent]:
                table.step(None)
                continue
            legal = table.infos[agent]["legal_actions"]
            assert legal
            table.step(rng.choice(legal))
    made = bigtwo.rl.BigTwoEnv(variant, players, opponents="novice")
    _, info = made.reset(seed=1)
    done = False
    while not done:
        assert info["legal_actions"] == np.flatnonzero(info["action_mask"]).tolist()
        assert info["legal_actions"] == np.flatnonzero(made.action_masks()).tolist()
        _, _, done, _, info = made.step(rng.choice(info["legal_actions"]))
    assert info["legal_actions"] == []


# --- the history ------------------------------------------------------------------------------


@pytest.mark.parametrize(("variant", "players"), [("classic", 4), ("pusoy-dos", 3), ("cardroom", 2)])
def test_the_history_holds_the_last_turns_newest_first(variant: str, players: int) -> None:
    size = 6
    table = bigtwo.rl.raw_env(variant, players, history=size)
    plain = bigtwo.rl.raw_env(variant, players)
    space = table.observation_space("player_0")
    assert isinstance(space, gymnasium.spaces.Dict)
    assert space["observation"].shape == (OBSERVATION_SIZE + size * HISTORY_ENTRY,)
    table.reset(seed=5)
    plain.reset(seed=5)
    rng = random.Random(0)
    order = bigtwo.rl.card_order(table.unwrapped.rules)
    while table.agents and not table.terminations[table.agent_selection]:
        game = table.game
        assert game is not None
        for seat, agent in enumerate(table.possible_agents):
            obs = table.observe(agent)["observation"]
            view = bigtwo.view(game, seat)
            assert (obs == bigtwo.rl.observe(view, history=size)).all()  # the fast path is the view's
            assert (obs[:OBSERVATION_SIZE] == plain.observe(agent)["observation"]).all()  # the default stays
            entries = obs[OBSERVATION_SIZE:].reshape(size, HISTORY_ENTRY)
            turns = [t for t in game.history if not isinstance(t.action, bigtwo.Redeal)][::-1][:size]
            for entry, turn in zip(entries, turns, strict=False):
                rel = (turn.seat - seat) * view.step % players
                assert np.flatnonzero(entry[HISTORY_LAYOUT["seat"]]).tolist() == [rel]
                assert entry[HISTORY_LAYOUT["passed"]][0] == isinstance(turn.action, bigtwo.Pass)
                cards = {order[k] for k in np.flatnonzero(entry[HISTORY_LAYOUT["cards"]])}
                assert cards == (set(turn.action.cards) if isinstance(turn.action, bigtwo.Play) else set())
            assert not entries[len(turns) :].any()
        action = rng.choice(table.infos[table.agent_selection]["legal_actions"])
        table.step(action)
        plain.step(action)


# --- policies as opponents: self-play --------------------------------------------------------


class Through:
    """A player object that asks a policy player through ``act`` (the environment's generic path)."""

    def __init__(self, policy: Any) -> None:
        self.inner = bigtwo.rl.policy_player(policy)

    def act(self, view: bigtwo.SeatView) -> bigtwo.Action:
        return self.inner.act(view)


@pytest.mark.parametrize("policy", [first_legal, last_legal])
def test_a_policy_opponent_plays_as_its_player_does(policy: Any) -> None:
    fast = bigtwo.rl.BigTwoEnv(opponents=policy)  # a bare policy: read straight from the deal
    slow = bigtwo.rl.BigTwoEnv(opponents=[Through(policy) for _ in range(3)])
    assert all(isinstance(p, bigtwo.rl.PolicyPlayer) for p in fast.opponents)
    for seed in range(4):
        a, info = fast.reset(seed=seed)
        b, _ = slow.reset(seed=seed)
        done = False
        while not done:
            assert (a == b).all()
            action = first_legal(a, info["action_mask"])
            a, reward, done, _, info = fast.step(action)
            b, other, _, _, _ = slow.step(action)
            assert reward == other
        assert fast.game == slow.game


def test_a_frozen_copy_of_the_agent_is_its_own_opponent() -> None:
    rng = np.random.default_rng(0)
    weights = rng.normal(size=(OBSERVATION_SIZE, bigtwo.rl.num_actions(13))).astype(np.float32)

    def act(w: npt.NDArray[np.float32], obs: npt.NDArray[np.float32], mask: npt.NDArray[np.int8]) -> int:
        scores = obs @ w
        return int(np.argmax(np.where(mask == 1, scores, -np.inf)))

    for generation in range(3):  # train a little, freeze, play the frozen copy
        frozen = weights.copy()

        def opponent(o: npt.NDArray[np.float32], m: npt.NDArray[np.int8], w: npt.NDArray[np.float32] = frozen) -> int:
            return act(w, o, m)

        made = gymnasium.make("bigtwo/BigTwo-v0", opponents=bigtwo.rl.policy_player(opponent))
        total = 0.0
        for episode in range(3):
            obs, info = made.reset(seed=10 * generation + episode)
            done = False
            while not done:
                obs, reward, done, _, info = made.step(act(weights, obs, info["action_mask"]))
                total += float(reward)
        weights += 0.01 * rng.normal(size=weights.shape).astype(np.float32)
        assert np.isfinite(total)


def test_a_policy_that_breaks_the_rules_is_named() -> None:
    def illegal(obs: object, mask: npt.NDArray[np.int8]) -> int:
        return int(np.flatnonzero(mask == 0)[0])

    made = bigtwo.rl.BigTwoEnv(opponents=illegal, seat=3)
    with pytest.raises(bigtwo.GameError) as refused:
        made.reset(seed=0)
    assert refused.value.code == "rl-policy-illegal"
    made = bigtwo.rl.BigTwoEnv(opponents=lambda obs, mask: "pass", seat=3)
    with pytest.raises(bigtwo.GameError) as refused:
        made.reset(seed=0)
    assert refused.value.code == "rl-policy-not-an-index"
    with pytest.raises(bigtwo.GameError) as refused:
        bigtwo.rl.policy_player(42)  # type: ignore[arg-type]
    assert refused.value.code == "rl-not-a-policy"
    with pytest.raises(bigtwo.GameError):
        bigtwo.rl.BigTwoEnv(opponents=[first_legal, 42, "novice"])  # type: ignore[list-item]


def test_a_policy_player_sits_in_a_tournament() -> None:
    result = bigtwo.simulate([bigtwo.rl.policy_player(first_legal), "novice", "novice", "novice"], deals=4, seed=3)
    assert sum(p.wins for p in result.players) == 4 and result.players[0].deals == 4


# --- the batched environment -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "players", "history", "seeds"),
    [
        ("classic", 4, 0, [40, 41, 42, 43, 44]),
        ("taiwanese", 3, 2, [40, 41, 42, 43, 44]),
        ("doubling", 2, 0, [40, 41, 42, 43, 44]),
        ("dragon", 4, 3, [71, 164, 190, 289, 337]),  # deals whose first seat may demand a redeal
    ],
)
def test_a_batch_plays_each_game_as_raw_env_does(variant: str, players: int, history: int, seeds: list[int]) -> None:
    """Game by game, a batch's rows, masks, legal actions, rewards and deals are those of
    `raw_env` seeded alike (a redeal is demanded wherever one may be)."""
    n, steps = len(seeds), 150
    batch = bigtwo.rl.BatchEnv(n, variant, players, history=history)
    singles = [bigtwo.rl.raw_env(variant, players, history=history) for _ in range(n)]
    obs, info = batch.reset(seed=seeds)
    for single, seed in zip(singles, seeds, strict=True):
        single.reset(seed=seed)
    pickers = [random.Random(i) for i in range(n)]
    ended = redealt = 0
    for _ in range(steps):
        actions = []
        for i, single in enumerate(singles):
            agent = single.agent_selection
            seat = single.possible_agents.index(agent)
            expected = single.observe(agent)
            assert batch.games[i] == single.game
            assert info["to_move"][i] == seat
            assert (obs[i] == expected["observation"]).all() and (
                info["action_mask"][i] == expected["action_mask"]
            ).all()
            legal = info["legal_actions"][i]
            assert legal == single.infos[agent]["legal_actions"]
            actions.append(REDEAL_ACTION if REDEAL_ACTION in legal else pickers[i].choice(legal))
            redealt += actions[-1] == REDEAL_ACTION
        info["action_mask"][:] = 1  # the caller's own arrays: writing to them changes no later answer
        info["legal_actions"][0].append(-1)
        obs[:] = -1
        obs, rewards, terminated, truncated, info = batch.step(actions)
        assert not truncated.any()
        for i, single in enumerate(singles):
            single.step(actions[i])
            if single.terminations[single.agent_selection]:
                assert terminated[i]
                assert rewards[i].tolist() == [single.rewards[a] for a in single.possible_agents]
                single.reset()  # the batch dealt again from the game's generator: so does raw_env
                ended += 1
            else:
                assert not terminated[i] and not rewards[i].any()
    assert ended >= n
    assert redealt >= (n if variant == "dragon" else 0)


def test_a_batch_against_opponents_plays_as_the_gymnasium_env() -> None:
    n = 4
    batch = bigtwo.rl.BatchEnv(n, opponents="novice", seat=1, history=2)
    singles = [bigtwo.rl.BigTwoEnv(opponents="novice", seat=1, history=2) for _ in range(n)]
    obs, info = batch.reset(seed=[3, 1, 4, 1])
    expected = [s.reset(seed=seed) for s, seed in zip(singles, [3, 1, 4, 1], strict=True)]
    rewards_seen = 0
    for _ in range(60):
        actions = [first_legal(obs[i], info["action_mask"][i]) for i in range(n)]
        for i in range(n):
            assert (obs[i] == expected[i][0]).all()
        obs, rewards, terminated, _, info = batch.step(actions)
        for i, single in enumerate(singles):
            row, reward, done, _, _ = single.step(actions[i])
            assert rewards[i] == reward and terminated[i] == done
            if done:
                assert (info["final_observation"][i] == row).all()
                rewards_seen += 1
                expected[i] = single.reset()
            else:
                expected[i] = (row, {})
    assert rewards_seen >= n


def test_a_batch_ends_a_game_on_an_illegal_action_and_checks_its_input() -> None:
    batch = bigtwo.rl.BatchEnv(3)
    _, info = batch.reset(seed=0)
    actions = [first_legal(np.zeros(0, np.float32), row) for row in info["action_mask"]]
    actions[1] = int(np.flatnonzero(info["action_mask"][1] == 0)[0])
    _, rewards, terminated, _, info = batch.step(actions)
    assert terminated.tolist() == [False, True, False] and info["illegal"].tolist() == [False, True, False]
    assert rewards[1].min() == batch.worst_reward - 1 == -40
    for bad in ([0, 0], [[0, 0, 0]], ["a", "b", "c"], [0.5, 0, 0]):
        with pytest.raises(bigtwo.GameError):
            batch.step(bad)  # type: ignore[arg-type]
    for size in (0, -1, True, 10**6):
        with pytest.raises(bigtwo.GameError):
            bigtwo.rl.BatchEnv(size)
    with pytest.raises(bigtwo.GameError):
        bigtwo.rl.BatchEnv(2).step([0, 0])  # never reset
    for bad_seed in ([1], -1, [3, -2], [1, "x"], 2**70):
        with pytest.raises(bigtwo.GameError):
            bigtwo.rl.BatchEnv(2).reset(seed=bad_seed)  # type: ignore[arg-type]
    two = bigtwo.rl.BatchEnv(2)
    first, _ = two.reset(seed=np.int64(5))
    again, _ = two.reset(seed=[5, 6])
    assert (first == again).all()
    before = two.games
    with pytest.raises(bigtwo.GameError):
        two.reset(seed=[2, -1])  # refused before any game is dealt again
    assert two.games == before


# --- pictures ---------------------------------------------------------------------------------


def test_rgb_array_frames_draw_every_card(tmp_path: Path) -> None:
    made = bigtwo.rl.BigTwoEnv(opponents="novice", render_mode="rgb_array")
    made.reset(seed=3)
    frame = made.render()
    assert isinstance(frame, np.ndarray) and frame.dtype == np.uint8 and frame.shape[2] == 3
    assert frame.shape == (bigtwo.rl._frame.frame_height(4), bigtwo.rl._frame.FRAME_WIDTH, 3)
    red = (frame[..., 0] > 150) & (frame[..., 1] < 60) & (frame[..., 2] < 80)
    white = (frame > 240).all(axis=2)
    assert red.any() and white.sum() > 52 * 100  # red suits, and the cards' faces
    table = bigtwo.rl.raw_env(players=2, render_mode="rgb_array")
    table.reset(seed=1)
    picture = table.render()
    assert isinstance(picture, np.ndarray)
    assert picture.shape == (bigtwo.rl._frame.frame_height(2), bigtwo.rl._frame.FRAME_WIDTH, 3)
    # Gymnasium's own recorder takes the frames
    from gymnasium.wrappers import RecordVideo

    recorded = RecordVideo(
        gymnasium.make("bigtwo/BigTwo-v0", opponents="novice", render_mode="rgb_array"),
        str(tmp_path / "videos"),
        episode_trigger=lambda episode: True,
        disable_logger=True,
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        obs, info = recorded.reset(seed=2)
        done = False
        while not done:
            obs, _, done, _, info = recorded.step(first_legal(obs, info["action_mask"]))
        recorded.close()  # type: ignore[no-untyped-call]
    videos = list((tmp_path / "videos").glob("*.mp4"))
    assert videos and videos[0].stat().st_size > 1000


def test_the_ecosystem_s_checkers_take_the_render_modes() -> None:
    from gymnasium.utils.env_checker import check_env
    from pettingzoo.test import render_test  # type: ignore[import-untyped]

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(bigtwo.rl.BigTwoEnv(opponents="novice", render_mode="rgb_array", history=4))
        render_test(lambda render_mode=None: bigtwo.rl.env(render_mode=render_mode))
