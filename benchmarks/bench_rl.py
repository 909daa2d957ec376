"""Speed of the environments of bigtwo.rl and of the engine under them, with RLCard's Dou Dizhu
(the closest climbing game RLCard has) measured in the same process as the yardstick.

Every row is a loop a user writes: masked random play, each side choosing as its users do
(``rng.choice(np.flatnonzero(mask))`` for bigtwo's mask, ``rng.choice`` of the list for RLCard's
legal actions and for bigtwo's ``legal_actions``; a batch chooses for all its games at once), the
observation and the mask of every step included. The rows run interleaved, one round of each in
turn, and each round is timed in CPU time (``time.process_time``, so other processes on a shared
machine count less); the table gives the median of the rounds, so its figures reproduce.

Two rows time the users' choice alone, without an environment: the raw_env row's choice
expression over the observations of real ``raw_env`` deals (recorded before the rounds), and the
batch row's vectorized choice over the stacked masks of real `bigtwo.rl.BatchEnv` steps. They show
the ceiling of the protocol: a step can be no faster than the choice its user makes, so after the
goals a line per goal says how long a step may take to reach it, how much of that the choice
alone takes, and what it leaves the environment, against what the environment takes now: for
raw_env the list-choice row's time a step (its choice, ``random.choice`` of a list, takes under
1 us), for the batch the row's time a step less its choice's alone (which overstates what the
environment takes, the choice running slower in a loop than alone). What is left is at best an
upper bound: run in turn in one loop, the choice and the environment each run slower than alone
(the choice's share of a raw_env step, measured by taking it out of the loop, is about twice its
time alone on the shared 2-core machine of the training guide).

- PettingZoo: `bigtwo.rl.raw_env` and `bigtwo.rl.env` (PettingZoo's wrappers), the
  ``agent_iter`` / ``last`` / ``step`` loop;
- Gymnasium: ``bigtwo/BigTwo-v0`` against three ``normal`` players (agent steps);
- `bigtwo.rl.BatchEnv` of 64 games (game steps: one per game per call);
- RLCard: ``rlcard.make("doudizhu")``, ``reset`` / ``step`` (each step returns the next player's
  state: observation and legal actions); only when ``rlcard`` is importable: it is never a
  dependency of bigtwo, install it in a separate environment;
- the engine: whole random four-player deals (``legal_plays`` and ``apply`` until the deal ends,
  from the deal ``new_game`` made, which is timed apart), microseconds per action, against the
  lean pure-Python engine of ``benchmarks/lean_engine.py`` (checked against bigtwo by
  ``benchmarks/check_lean_engine.py``) on the same deals, the same random choices.

Goals: raw_env 10 times RLCard's steps per second, the batch 20 times per game step, the engine
within 1.3 times the lean engine per action.

Run: python benchmarks/bench_rl.py [--rounds 7] [--deals 60]
(RLCard side by side: python3 -m venv /work/benchvenv && /work/benchvenv/bin/pip install rlcard
numpy gymnasium pettingzoo -e . && /work/benchvenv/bin/python benchmarks/bench_rl.py)
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np

import bigtwo
import bigtwo.rl

Runner = Callable[[], int]
"""One round of a row: the work done (steps, game steps or actions)."""


def mask_choice(rng: np.random.Generator, mask: Any) -> int:
    """The raw_env row's choice, as its users write it: a random legal index of the mask."""
    return int(rng.choice(np.flatnonzero(mask)))


def batch_choice(rng: np.random.Generator, masks: Any) -> Any:
    """The batch row's choice: a random legal index per game, for every game of the stacked masks at once."""
    return (rng.random(masks.shape, dtype=np.float32) * masks).argmax(axis=1)


def masked_deals(table: Any, deals: int, choose: Callable[[Any, dict[str, Any]], int]) -> int:
    """``deals`` deals of a PettingZoo environment, each step's action ``choose(observation,
    info)``; returns the steps."""
    steps = 0
    for _ in range(deals):
        for _agent in table.agent_iter():
            obs, _, terminated, truncated, info = table.last()
            if terminated or truncated:
                table.step(None)
                continue
            table.step(choose(obs, info))
            steps += 1
        table.reset()
    return steps


def pettingzoo_runner(make: Callable[[], Any], deals: int, *, by_list: bool = False) -> Runner:
    """``deals`` deals of a PettingZoo environment by masked random play; returns the steps."""
    table = make()
    rng = np.random.default_rng(1)
    pick = random.Random(1).choice
    table.reset(seed=1)
    if by_list:
        return lambda: masked_deals(table, deals, lambda obs, info: pick(info["legal_actions"]))
    return lambda: masked_deals(table, deals, lambda obs, info: mask_choice(rng, obs["action_mask"]))


def mask_choice_runner(deals: int) -> Runner:
    """The raw_env row's choice alone, over the observations of ``deals`` deals of ``raw_env``
    recorded by the same masked random play (no environment in the round); returns the choices."""
    table = bigtwo.rl.raw_env()
    record = np.random.default_rng(2)
    table.reset(seed=2)
    recorded: list[dict[str, Any]] = []

    def keep(obs: dict[str, Any], info: dict[str, Any]) -> int:
        recorded.append(obs)
        return mask_choice(record, obs["action_mask"])

    masked_deals(table, deals, keep)
    rng = np.random.default_rng(1)

    def run() -> int:
        for obs in recorded:
            mask_choice(rng, obs["action_mask"])
        return len(recorded)

    return run


def gymnasium_runner(episodes: int) -> Runner:
    """``episodes`` episodes against three ``normal`` players; returns the agent's steps."""
    made = gymnasium.make("bigtwo/BigTwo-v0", opponents="normal")
    rng = np.random.default_rng(1)
    _, first = made.reset(seed=1)
    info = [first]

    def run() -> int:
        steps = 0
        for _ in range(episodes):
            while True:
                _, _, terminated, _, info[0] = made.step(mask_choice(rng, info[0]["action_mask"]))
                steps += 1
                if terminated:
                    _, info[0] = made.reset()
                    break
        return steps

    return run


def batch_runner(games: int, calls: int) -> Runner:
    """``calls`` steps of a `BatchEnv` of ``games`` games, the actions chosen for every game at
    once from the stacked masks; returns the game steps."""
    batch = bigtwo.rl.BatchEnv(games)
    rng = np.random.default_rng(1)
    _, first = batch.reset(seed=1)
    info = [first]

    def run() -> int:
        for _ in range(calls):
            _, _, _, _, info[0] = batch.step(batch_choice(rng, info[0]["action_mask"]))
        return games * calls

    return run


def batch_choice_runner(games: int, calls: int) -> Runner:
    """The batch row's choice alone, over the stacked masks of ``calls`` steps of a `BatchEnv` of
    ``games`` games recorded by the same play (no environment in the round); returns the game
    steps chosen for."""
    batch = bigtwo.rl.BatchEnv(games)
    record = np.random.default_rng(2)
    _, info = batch.reset(seed=2)
    recorded = []
    for _ in range(calls):
        masks = info["action_mask"]
        recorded.append(masks)
        _, _, _, _, info = batch.step(batch_choice(record, masks))
    rng = np.random.default_rng(1)

    def run() -> int:
        for masks in recorded:
            batch_choice(rng, masks)
        return games * calls

    return run


def rlcard_runner(deals: int) -> Runner | None:
    """``deals`` deals of RLCard's Dou Dizhu by random play among its legal actions, or None."""
    try:
        import rlcard  # type: ignore[import-not-found, unused-ignore]  # only in the benchmark's environment
    except ImportError:
        return None
    table = rlcard.make("doudizhu", config={"seed": 1})
    rng = np.random.default_rng(1)

    def run() -> int:
        steps = 0
        for _ in range(deals):
            state, _ = table.reset()
            while not table.is_over():
                state, _ = table.step(rng.choice(list(state["legal_actions"].keys())))
                steps += 1
        return steps

    return run


def engine_runner(deals: int, start: list[int], starts: dict[int, bigtwo.GameState]) -> Runner:
    """``deals`` whole random deals of the engine (new seeds every round, dealt before the round:
    a `GameState` is immutable, so the dealt one is shared); returns the actions."""
    legal_plays, apply = bigtwo.legal_plays, bigtwo.apply

    def run() -> int:
        choose = random.Random(start[0]).randrange
        actions = 0
        for seed in range(start[0], start[0] + deals):
            state = starts[seed]
            while not state.over:
                legal = legal_plays(state)
                state = apply(state, legal[choose(len(legal))])
                actions += 1
        return actions

    return run


def lean_runner(deals: int, start: list[int], starts: dict[int, bigtwo.GameState]) -> Runner | None:
    """The same deals by the lean engine, the same way (its tables of a deal built in the
    round), or None when ``benchmarks/lean_engine.py`` is absent."""
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        import lean_engine  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return None
    new_game, legal_actions, apply, over = (
        lean_engine.new_game,
        lean_engine.legal_actions,
        lean_engine.apply,
        lean_engine.over,
    )

    def run() -> int:
        choose = random.Random(start[0]).randrange
        actions = 0
        for seed in range(start[0], start[0] + deals):
            dealt = starts[seed]
            state, tables = new_game(dealt.masks, dealt.to_move)
            while not over(state):
                legal = legal_actions(state, tables)
                state = apply(state, legal[choose(len(legal))])
                actions += 1
        return actions

    return run


def dealing_runner(deals: int, start: list[int], starts: dict[int, bigtwo.GameState]) -> Runner:
    """``new_game`` of the next round's deals, kept for the engine rows; returns the deals."""
    rules = bigtwo.ruleset("classic")

    def run() -> int:
        starts.clear()
        for seed in range(start[0], start[0] + deals):
            starts[seed] = bigtwo.new_game(rules, seed=seed)
        return deals

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (the median is reported)")
    parser.add_argument("--deals", type=int, default=60, help="deals per round of a PettingZoo or RLCard row")
    parser.add_argument("--episodes", type=int, default=8, help="episodes per round against normal players")
    parser.add_argument("--calls", type=int, default=40, help="batch steps per round (64 games each)")
    parser.add_argument("--engine-deals", type=int, default=300, help="deals per round of the engine rows")
    args = parser.parse_args()

    start = [0]
    rows: dict[str, tuple[Runner, str]] = {
        "raw_env, mask choice": (pettingzoo_runner(bigtwo.rl.raw_env, args.deals), "steps")
    }
    if hasattr(bigtwo.rl, "BatchEnv"):  # the rows of what an older version (measured before a change) lacks
        rows["raw_env, list choice"] = (pettingzoo_runner(bigtwo.rl.raw_env, args.deals, by_list=True), "steps")
    rows["user's mask choice alone"] = (mask_choice_runner(args.deals), "steps")
    rows["env (wrapped), mask choice"] = (pettingzoo_runner(bigtwo.rl.env, args.deals), "steps")
    rows["BigTwo-v0 vs 3 normal"] = (gymnasium_runner(args.episodes), "steps")
    if hasattr(bigtwo.rl, "BatchEnv"):
        rows["BatchEnv x64, per game step"] = (batch_runner(64, args.calls), "steps")
        rows["user's batch choice alone, x64"] = (batch_choice_runner(64, args.calls), "steps")
    rlcard = rlcard_runner(args.deals)
    if rlcard is not None:
        rows["RLCard doudizhu"] = (rlcard, "steps")
    starts: dict[int, bigtwo.GameState] = {}
    rows["engine: new_game, per deal"] = (dealing_runner(args.engine_deals, start, starts), "deals")
    rows["engine: random deal"] = (engine_runner(args.engine_deals, start, starts), "actions")
    lean = lean_runner(args.engine_deals, start, starts)
    if lean is not None:
        rows["lean engine: same deals"] = (lean, "actions")
    rates: dict[str, list[float]] = {label: [] for label in rows}
    for run, _ in rows.values():  # warm up: rule sets, tables, caches
        run()
    for round_number in range(args.rounds):
        start[0] = 10_000 * (round_number + 1)
        for label, (run, _) in rows.items():  # the deals are dealt (and timed) first
            began = time.process_time()
            work = run()
            rates[label].append(work / max(time.process_time() - began, 1e-9))

    median = {label: statistics.median(values) for label, values in rates.items()}
    base = median.get("RLCard doudizhu")
    width = max(len(label) for label in rows)
    print(f"masked random play, median of {args.rounds} interleaved rounds, CPU time")
    for label, (_, unit) in rows.items():
        rate = median[label]
        if unit in ("actions", "deals"):
            print(f"{label:<{width}}  {1e6 / rate:>8.2f} us {'an action' if unit == 'actions' else 'a deal'}")
            continue
        ratio = f"  {rate / base:6.1f} x RLCard" if base else ""
        print(f"{label:<{width}}  {rate:>10,.0f} {unit}/s{ratio}")
    if base is None:
        print("RLCard: not importable here (pip install rlcard in a separate environment)")
    else:
        raw, batch = median["raw_env, mask choice"], median.get("BatchEnv x64, per game step", 0.0)
        print(f"goals: raw_env >= 10 x RLCard: {raw / base:.1f} x; BatchEnv >= 20 x: {batch / base:.1f} x")
        mask_choice = 1e6 / median["user's mask choice alone"]
        print(ceiling("raw_env", 10, base, mask_choice, 1e6 / median["raw_env, list choice"], "a step"))
        if batch:
            batch_choice = 1e6 / median["user's batch choice alone, x64"]
            print(ceiling("BatchEnv", 20, base, batch_choice, 1e6 / batch - batch_choice, "a game step"))
    if lean is not None:
        slower = median["lean engine: same deals"] / median["engine: random deal"]
        print(f"goal: engine within 1.3 x the lean engine: {slower:.2f} x")


def ceiling(name: str, times: int, base: float, alone: float, now: float, unit: str) -> str:
    """What the goal of ``times`` RLCard's rate ``base`` leaves the environment ``name`` a step,
    once its user's choice (``alone`` microseconds, timed alone) is taken off; and what the
    environment takes now (``now`` microseconds a step)."""
    goal = 1e6 / (times * base)
    return (
        f"{name} at {times} x RLCard: {goal:.1f} us {unit}, of which the choice alone takes {alone:.1f} us:"
        f" {goal - alone:.1f} us left for the environment (it takes {now:.1f} us now)"
    )


if __name__ == "__main__":
    began = time.perf_counter()
    main()
    print(f"({time.perf_counter() - began:.0f} s)")
