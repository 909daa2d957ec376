"""Speed of the environments of bigtwo.rl, with RLCard's Dou Dizhu measured in the same run as
the yardstick (the closest climbing game RLCard has).

Every row counts environment steps per second: one action of the agent to act, its next
observation and action mask included, chosen at random among the legal actions (masked random
play) by one `random.Random` per row:

- PettingZoo: `bigtwo.rl.raw_env` and `bigtwo.rl.env` (with PettingZoo's wrappers), the standard
  ``agent_iter`` / ``last`` / ``step`` loop;
- RLCard: ``rlcard.make("doudizhu")``, its ``reset`` / ``step`` loop (each step returns the next
  player's state: observation and legal actions). Skipped with a message when rlcard is not
  importable: it is never a dependency of bigtwo; install it in a separate environment;
- Gymnasium: ``gymnasium.make("bigtwo/BigTwo-v0", opponents="normal")``, one agent step (the
  three ``normal`` turns that follow it happen inside the step);
- vectorised: the same Gymnasium environment in an ``AsyncVectorEnv`` of 2 processes against 1
  (steps of all the environments together).

Goal: the PettingZoo environment at least 10 times RLCard's steps per second.

Run: python benchmarks/bench_rl.py [--deals 300] [--repeat 3]
(RLCard side by side: python3 -m venv /work/benchvenv && /work/benchvenv/bin/pip install rlcard
numpy gymnasium pettingzoo -e . && /work/benchvenv/bin/python benchmarks/bench_rl.py)
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

import gymnasium
import numpy as np
from _baseline import best_of

import bigtwo.rl


def pettingzoo_runner(make: Callable[[], Any], deals: int) -> Callable[[], int]:
    """``deals`` deals of a PettingZoo env by masked random play; returns the steps taken."""
    table = make()

    def run() -> int:
        choose = random.Random(1).randrange
        table.reset(seed=1)
        steps = 0
        for _ in range(deals):
            for _agent in table.agent_iter():
                obs, _, terminated, truncated, _ = table.last()
                if terminated or truncated:
                    table.step(None)
                    continue
                legal = obs["action_mask"].nonzero()[0]
                table.step(int(legal[choose(len(legal))]))
                steps += 1
            table.reset()
        return steps

    return run


def rlcard_runner(deals: int) -> Callable[[], int] | None:
    """``deals`` deals of RLCard's Dou Dizhu by masked random play, or None without rlcard."""
    try:
        import rlcard  # type: ignore[import-not-found, unused-ignore]  # only in the benchmark's environment
    except ImportError:
        return None
    table = rlcard.make("doudizhu", config={"seed": 1})

    def run() -> int:
        choose = random.Random(1).randrange
        steps = 0
        for _ in range(deals):
            state, _ = table.reset()
            while not table.is_over():
                legal = list(state["legal_actions"])
                state, _ = table.step(legal[choose(len(legal))])
                steps += 1
        return steps

    return run


def gymnasium_runner(deals: int) -> Callable[[], int]:
    """``deals`` episodes of the Gymnasium env against ``normal`` players; returns agent steps."""
    made = gymnasium.make("bigtwo/BigTwo-v0", opponents="normal")

    def run() -> int:
        choose = random.Random(1).randrange
        steps = 0
        _, info = made.reset(seed=1)
        for _ in range(deals):
            while True:
                legal = info["action_mask"].nonzero()[0]
                _, _, terminated, _, info = made.step(int(legal[choose(len(legal))]))
                steps += 1
                if terminated:
                    _, info = made.reset()
                    break
        return steps

    return run


def _make_normal() -> gymnasium.Env[Any, Any]:
    return gymnasium.make("bigtwo/BigTwo-v0", opponents="normal")


def vector_runner(count: int, steps: int) -> tuple[Callable[[], int], Callable[[], None]]:
    """``steps`` vector steps of ``count`` Gymnasium envs in an ``AsyncVectorEnv``; returns the
    environment steps taken (the agent steps of all the environments: the step after an episode
    ends only resets that environment, so it does not count) and a function closing the processes."""
    vector = gymnasium.vector.AsyncVectorEnv([_make_normal] * count)

    def run() -> int:
        choose = random.Random(1).randrange
        _, infos = vector.reset(seed=list(range(count)))
        taken = 0
        for _ in range(steps):
            actions = []
            for mask in infos["action_mask"]:
                legal = mask.nonzero()[0]
                actions.append(legal[choose(len(legal))] if len(legal) else 0)  # 0: after the end, a reset
            taken += sum(1 for mask in infos["action_mask"] if mask.any())
            _, _, _, _, infos = vector.step(np.array(actions))
        return taken

    return run, vector.close


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=300, help="deals per timing (PettingZoo, RLCard)")
    parser.add_argument("--gym-deals", type=int, default=30, help="episodes per timing against normal players")
    parser.add_argument("--vector-steps", type=int, default=300, help="vector steps per timing")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    rows: list[tuple[str, float]] = []

    def measure(label: str, run: Callable[[], int]) -> float:
        steps = run()  # warm up (rule sets, tables), and count the steps
        rate = steps / best_of(args.repeat, run)
        rows.append((label, rate))
        return rate

    raw = measure("PettingZoo raw_env (bigtwo.rl.raw_env)", pettingzoo_runner(bigtwo.rl.raw_env, args.deals))
    wrapped = measure("PettingZoo env (bigtwo.rl.env, wrapped)", pettingzoo_runner(bigtwo.rl.env, args.deals))
    rlcard = rlcard_runner(args.deals)
    base = measure("RLCard doudizhu", rlcard) if rlcard is not None else None
    measure("Gymnasium BigTwo-v0 vs 3 normal", gymnasium_runner(args.gym_deals))
    for count in (1, 2):
        run, close = vector_runner(count, args.vector_steps)
        try:
            measure(f"AsyncVectorEnv x{count} vs normal", run)
        finally:
            close()

    width = max(len(label) for label, _ in rows)
    print(f"masked random play, steps per second, best of {args.repeat}")
    for label, rate in rows:
        ratio = f"   {rate / base:6.1f} x RLCard" if base else ""
        print(f"{label:<{width}}  {rate:>10,.0f} /s{ratio}")
    if base is None:
        print("RLCard: not importable here, skipped (pip install rlcard in a separate environment)")
    else:
        print(f"goal: >= 10 x RLCard; raw_env {raw / base:.1f} x, env {wrapped / base:.1f} x")
    vectors = dict(rows)
    one, two = vectors["AsyncVectorEnv x1 vs normal"], vectors["AsyncVectorEnv x2 vs normal"]
    print(f"2 async envs against 1: {two / one:.2f} x the steps per second")


if __name__ == "__main__":
    start = time.perf_counter()
    main()
    print(f"({time.perf_counter() - start:.0f} s)")
