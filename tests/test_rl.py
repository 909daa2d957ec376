"""`bigtwo.rl`: the encodings, and the PettingZoo and Gymnasium environments judged by their own
test suites (PettingZoo's ``api_test`` and ``seed_test``, Gymnasium's ``check_env``)."""

from __future__ import annotations

import itertools
import pickle
import random
import subprocess
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]

import bigtwo
import bigtwo.rl
from bigtwo.plugin import hookimpl
from bigtwo.rl import LAYOUT, MAX_ACTIONS, MAX_SLOTS, PASS_ACTION, REDEAL_ACTION
from bigtwo.rl._encoder import Encoder

from .helpers import builtin_variants

TABLES = [(variant, players) for variant in builtin_variants() for players in (2, 3, 4)]
"""Every built-in variant at 2, 3 and 4 players: every rule set allows all three (`bigtwo.new_game`)."""


@pytest.fixture(autouse=True)
def _quiet() -> Iterator[None]:
    """PettingZoo's checkers warn about what its own classic games do too (a Dict observation space)."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*probably should be gymnasium.spaces.box.*")
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        yield


def random_states(variant: str, players: int, deals: int, seed: int) -> Iterator[bigtwo.GameState]:
    """Every state of ``deals`` random deals played by masked random actions (redeals included)."""
    rules = bigtwo.ruleset(variant)
    rng = random.Random(seed)
    for _ in range(deals):
        state = bigtwo.new_game(rules, seed=rng.randrange(10**12), players=players)
        yield state
        while not state.over:
            to_move = state.to_move
            assert to_move is not None
            legal = bigtwo.view(state, to_move).legal
            state = bigtwo.apply(state, rng.choice(legal))
            yield state


# ---------------------------------------------------------------------------------------------
# Action encoding


def test_every_set_of_positions_has_one_index_and_back() -> None:
    seen = set()
    for size in bigtwo.rl.PLAY_SIZES:
        for positions in itertools.combinations(range(MAX_SLOTS), size):
            index = bigtwo.rl.positions_to_action(positions)
            assert bigtwo.rl.action_positions(index) == positions
            seen.add(index)
    assert seen == set(range(2, MAX_ACTIONS))
    assert bigtwo.rl.action_positions(PASS_ACTION) == bigtwo.rl.action_positions(REDEAL_ACTION) == ()


@pytest.mark.parametrize("slots", [0, 1, 5, 13, 17, 18, 26])
def test_a_hand_of_n_cards_uses_the_first_indices(slots: int) -> None:
    indices = {bigtwo.rl.positions_to_action(p) for k in (1, 2, 3, 5) for p in itertools.combinations(range(slots), k)}
    assert indices == set(range(2, bigtwo.rl.num_actions(slots)))
    matrix = bigtwo.rl.position_matrix(slots)
    assert matrix.shape == (bigtwo.rl.num_actions(slots), slots)
    rows = range(2, min(40, len(matrix)))
    assert [tuple(np.flatnonzero(matrix[i])) for i in rows] == [bigtwo.rl.action_positions(i) for i in rows]


def test_bad_positions_and_indices_are_refused() -> None:
    for bad in ([0, 1, 2, 3], [0, 0], [], [26], [-1]):
        with pytest.raises(bigtwo.GameError):
            bigtwo.rl.positions_to_action(bad)
    for index in (-1, MAX_ACTIONS, True, 2.0):
        with pytest.raises(bigtwo.GameError):
            bigtwo.rl.action_positions(index)  # type: ignore[arg-type]
    with pytest.raises(bigtwo.GameError):
        bigtwo.rl.num_actions(27)


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_the_mask_is_exactly_the_legal_actions_at_every_state(variant: str, players: int) -> None:
    """The property: at every state of random deals, the mask's 1s are ``view.legal`` mapped
    through the encoding, each index decodes back to its action, and the environments' fast
    path gives the same mask and observation as the view's functions, for every seat."""
    slots = bigtwo.rl.slots_for(bigtwo.ruleset(variant), players)
    encoder: Encoder | None = None
    for state in random_states(variant, players, deals=3, seed=players):
        if encoder is None or encoder.dealt is not state.dealt:
            encoder = Encoder.of(state, slots)
        for seat in range(players):
            view = bigtwo.view(state, seat)
            mask = bigtwo.rl.action_mask(view, slots)
            wanted = {bigtwo.rl.play_to_action(action, view): action for action in view.legal}
            assert len(wanted) == len(view.legal)
            assert set(np.flatnonzero(mask)) == set(wanted)
            for index, action in wanted.items():
                assert bigtwo.rl.action_to_play(index, view) == action
            assert np.array_equal(encoder.mask(state, seat), mask)
            assert np.array_equal(encoder.observe(state, seat), bigtwo.rl.observe(view))


@pytest.mark.parametrize(
    ("variant", "players", "slots"), [("doubling", 2, 26), ("doubling", 3, 18), ("classic", 2, 13)]
)
def test_the_mask_of_a_view_has_the_environment_s_size_by_default(variant: str, players: int, slots: int) -> None:
    """A hand of more than 13 cards (``deal=whole-deck``) gets the environment's mask, not an
    IndexError; too few slots for the hand are refused."""
    state = bigtwo.new_game(bigtwo.ruleset(variant), seed=3, players=players)
    assert state.to_move is not None
    view = bigtwo.view(state, state.to_move)
    mask = bigtwo.rl.action_mask(view)
    assert mask.shape == (bigtwo.rl.num_actions(slots),)
    assert set(np.flatnonzero(mask)) == {bigtwo.rl.play_to_action(a, view) for a in view.legal}
    table = bigtwo.rl.raw_env(variant, players)
    table.reset(options={"code": bigtwo.deal_code(state)})
    assert np.array_equal(table.observe(table.agent_selection)["action_mask"], mask)
    if slots > 13:
        with pytest.raises(bigtwo.GameError, match="too few"):
            bigtwo.rl.action_mask(view, 13)


def test_a_redeal_is_an_action_where_the_rules_allow_it() -> None:
    state = bigtwo.new_game(code="X1.16.4.dragon")
    view = bigtwo.view(state, 2)
    mask = bigtwo.rl.action_mask(view)
    assert mask[REDEAL_ACTION] == 1 and mask[PASS_ACTION] == 0
    assert bigtwo.rl.action_to_play(REDEAL_ACTION, view) == bigtwo.Redeal(2)
    table = bigtwo.rl.raw_env("dragon")
    table.reset(options={"code": "X1.16.4.dragon"})
    assert table.agent_selection == "player_2"
    before = table.game
    table.step(REDEAL_ACTION)
    assert table.game is not None and before is not None
    assert table.game.dealt != before.dealt and not table.terminations["player_2"]
    assert table.observe(table.agent_selection)["action_mask"].any()


# ---------------------------------------------------------------------------------------------
# Observations


def test_the_observation_shows_the_seat_s_hand_and_the_public_facts() -> None:
    rules = bigtwo.ruleset()
    state = bigtwo.new_game(rules, hands=["3D 9S 9D 4S", "4D 5D 6D 7C", "8D 8C JS QS"])
    state = bigtwo.apply(state, bigtwo.Play("3D"))  # seat 0
    state = bigtwo.apply(state, bigtwo.Play("4D"))  # seat 1
    state = bigtwo.apply(state, bigtwo.Pass())  # seat 2
    obs = bigtwo.rl.observe(bigtwo.view(state, 0))
    order = bigtwo.rl.card_order(rules)

    def cards(part: str, row: int = 0) -> list[str]:
        vector = obs[LAYOUT[part]].reshape(-1, 52)[row]
        return [str(order[k]) for k in np.flatnonzero(vector)]

    assert cards("hand") == ["4♠", "9♦", "9♠"]
    assert cards("table") == ["4♦"]
    assert cards("played", 0) == ["3♦"] and cards("played", 1) == ["4♦"] and cards("played", 2) == []
    assert obs[LAYOUT["table_category"]].tolist() == [1, 0, 0, 0, 0, 0, 0, 0]  # a single
    assert obs[LAYOUT["table_owner"]].tolist() == [0, 1, 0, 0]  # the next seat made it
    assert obs[LAYOUT["leader"]].tolist() == [1, 0, 0, 0]
    assert obs[LAYOUT["to_move"]].tolist() == [1, 0, 0, 0]
    assert obs[LAYOUT["passed"]].tolist() == [0, 0, 1, 0]
    assert obs[LAYOUT["cards_left"]].tolist() == [3, 3, 4, 0]
    assert obs[LAYOUT["players"]].tolist() == [0, 1, 0]
    assert obs[LAYOUT["first_play"]].tolist() == [0]
    assert obs[LAYOUT["options"]].sum() == len(bigtwo.rl.OPTION_VALUES)
    assert obs.dtype == np.float32 and obs.shape == (bigtwo.rl.OBSERVATION_SIZE,)


def test_the_observation_never_shows_another_seat_s_cards() -> None:
    """Two deals that differ only in the cards seats 1 and 2 hold give seat 0 the same
    observation, at the start and after the same public turns."""
    a = bigtwo.new_game(hands=["3D 9S 9D 4S", "4D 5D 6D 7C", "8D 8C JS QS"])
    b = bigtwo.new_game(hands=["3D 9S 9D 4S", "8D 5D 6D 7C", "4D 8C JS QS"])
    for state in (a, b):
        assert bigtwo.rl.observe(bigtwo.view(state, 0)).tolist() == bigtwo.rl.observe(bigtwo.view(a, 0)).tolist()
    a, b = bigtwo.apply(a, bigtwo.Play("3D")), bigtwo.apply(b, bigtwo.Play("3D"))
    a, b = bigtwo.apply(a, bigtwo.Play("5D")), bigtwo.apply(b, bigtwo.Play("5D"))
    ours = Encoder.of(a, 13).observe(a, 0)
    assert np.array_equal(ours, Encoder.of(b, 13).observe(b, 0))
    assert not np.array_equal(Encoder.of(a, 13).observe(a, 1), Encoder.of(b, 13).observe(b, 1))


def test_the_card_vectors_follow_the_rule_set_s_order() -> None:
    pusoy = bigtwo.ruleset("pusoy-dos")
    state = bigtwo.new_game(pusoy, hands=["3C 3D", "4D 5D"])
    hand = bigtwo.rl.observe(bigtwo.view(state, 0))[LAYOUT["hand"]]
    assert np.flatnonzero(hand).tolist() == [0, 3]  # 3♣ is the lowest card, 3♦ the highest 3
    assert [str(c) for c in bigtwo.rl.dealt_hand(bigtwo.view(state, 0))] == ["3♣", "3♦"]


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


def test_an_illegal_action_ends_the_deal_and_costs_the_most() -> None:
    table = bigtwo.rl.env()
    table.reset(seed=1)
    obs, *_ = table.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    agent = table.agent_selection
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        table.step(illegal)
    assert table.rewards[agent] == -117 and all(table.terminations.values())
    raw = bigtwo.rl.raw_env()
    raw.reset(seed=1)
    with pytest.raises(bigtwo.IllegalPlay):
        raw.step(PASS_ACTION)  # the leader cannot pass


def test_settings_are_checked() -> None:
    for bad in ({"players": 5}, {"reward": "money"}, {"slots": 12}, {"slots": 27}, {"render_mode": "rgb_array"}):
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
    assert terminated and reward == -117 and info["illegal"]
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
    script = Path(__file__).resolve().parent.parent / "examples" / "train_numpy.py"
    done = subprocess.run(
        [sys.executable, str(script), "--deals", "30", "--eval", "10"], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert "masked random  win rate" in done.stdout and "trained        win rate" in done.stdout


def test_the_encoded_option_values_are_the_library_s_own() -> None:
    """The observation's option entries name real values: a renamed built-in value would
    otherwise be encoded as a plugin's ("other") without a word."""
    for name, values in bigtwo.rl.OPTION_VALUES:
        declared = {v.value for v in bigtwo.option_values(name)}
        assert set(values) <= declared, (name, set(values) - declared)
        assert len(set(values)) == len(values)
