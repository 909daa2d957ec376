"""CPU players and tournaments: how long a decision takes, and how tournaments scale.

Prints, all measured in this run:

- the mean time of a ``novice``, ``normal`` and ``expert`` decision over whole deals (goals:
  ``normal`` under 1 ms; ``expert`` within its budget, ``budget_ms`` = 1,000 by default), also in
  units of the baseline of ``_baseline.py``;
- the deals per second of `bigtwo.simulate` in this process, with 1 process worker and with 2
  (goal: 2 workers at least 1.7 times 1 worker on a 2-core machine), and their ratios;
- the Ray backend against ``processes`` (2 workers) on the same deals (``--ray``; needs the ray
  extra): Ray's start-up, and its overhead once started;
- with ``--strength``: every level against three of every level over mirrored deals
  (`bigtwo.simulate`, so every shuffle is played from every seat), the win rate with its 95%
  interval and the mean points, and the median and 99th percentile of each level's seconds per
  move (seat 0 against three ``normal`` players).

Run: ``python benchmarks/bench_players.py [--deals 2000] [--ray]``, or
``python benchmarks/bench_players.py --strength [--levels novice normal expert]
[--strength-deals 2000] [--workers 2]`` for the strength table alone, ``--rows expert,normal
normal,novice`` for some of its rows (ME,THEM: ME against three THEM; a level may carry its
settings, ``expert:iterations=32,normal``).
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import time
from typing import Any

from _baseline import baseline_seconds, index_sets

import bigtwo
import bigtwo.players
from bigtwo._cli.main import _player_specs  # the command line's own reading of a seat

SEATS = ("normal", "normal", "normal", "normal")


def decision_times(name: str, deals: int, **settings: Any) -> tuple[float, float, int]:
    """Mean and longest seconds of ``name``'s decisions, playing seat 0 of ``deals`` deals
    against three ``normal`` players, and how many decisions were timed."""
    spent = move_times(name, deals, first_seed=1000, **settings)
    return sum(spent) / len(spent), max(spent), len(spent)


def level(spec: str, seed: int) -> bigtwo.players.Player:
    """The player of a level, ``name`` or ``name:key=value:...``, read as ``bigtwo simulate
    --players`` reads a seat."""
    ((name, settings),) = _player_specs(spec)
    return bigtwo.players.player(name, seed=seed, **settings)


def move_times(name: str, deals: int, first_seed: int = 5000, **settings: Any) -> list[float]:
    """Every decision's seconds of ``name`` at seat 0 against three ``normal`` players, over the
    deals of seeds ``first_seed`` on."""
    me = level(name, 1) if not settings else bigtwo.players.player(name, seed=1, **settings)
    others = [bigtwo.players.player("normal", seed=2 + k) for k in range(3)]
    spent: list[float] = []
    for seed in range(deals):
        state = bigtwo.new_game(seed=first_seed + seed)
        while state.winner is None:
            seat = state.to_move
            assert seat is not None
            view = bigtwo.view(state, seat)
            if seat == 0:
                start = time.perf_counter()
                action = me.act(view)
                spent.append(time.perf_counter() - start)
            else:
                action = others[seat - 1].act(view)
            state = bigtwo.apply(state, action)
    return spent


def percentile(values: list[float], share: float) -> float:
    """The ``share`` percentile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def strength(levels: list[str], deals: int, workers: int, timing_deals: int, rows: list[str] | None = None) -> None:
    """Print every level against three of every level (or only ``rows``, each ``"me,them"``),
    and each level's seconds per move."""
    deals -= deals % 4  # every shuffle from every seat
    pairs = [(me, them) for me in levels for them in levels if me != them]
    if rows:
        pairs = [(row.split(",", 1)[0], row.split(",", 1)[-1]) for row in rows]
        levels = list(dict.fromkeys(name for pair in pairs for name in pair))
    print(f"strength: each row is a level against three of another, {deals} mirrored deals (classic)")
    print(f"  {'row':<40} {'win rate (95%)':>22} {'mean points':>12}")
    for me, them in pairs:
        seats = (
            [me, them, them, them]
            if ":" not in me + them
            else [level(p, 11 + k) for k, p in enumerate((me, them, them, them))]
        )
        if workers > 1:
            found = bigtwo.simulate(seats, deals, seed=11, backend="processes", workers=workers)
        else:
            found = bigtwo.simulate(seats, deals, seed=11)
        mine = found.players[0]
        interval = f"{mine.win_rate:6.1%} ({mine.win_rate_low:.1%}-{mine.win_rate_high:.1%})"
        print(f"  {me + ' vs 3 ' + them:<40} {interval:>22} {mine.mean_points:>+12.2f}", flush=True)
    print(f"seconds per move (seat 0 against three normal, {timing_deals} deals):")
    for name in levels:
        spent = move_times(name, timing_deals)
        print(
            f"  {name:<8} median {statistics.median(spent) * 1e3:9.3f} ms   "
            f"99th percentile {percentile(spent, 0.99) * 1e3:9.3f} ms   {len(spent)} moves"
        )


def rate(deals: int, **kwargs: Any) -> float:
    """Deals per second of a tournament of four ``normal`` players."""
    start = time.perf_counter()
    bigtwo.simulate(list(SEATS), deals, seed=7, **kwargs)
    return deals / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=2000, help="deals of each tournament")
    parser.add_argument("--decision-deals", type=int, default=100, help="deals over which decisions are timed")
    parser.add_argument("--ray", action="store_true", help="also measure the Ray backend")
    parser.add_argument("--strength", action="store_true", help="only the table of every level against every other")
    parser.add_argument("--levels", nargs="+", default=["novice", "normal", "expert"], help="levels of the table")
    parser.add_argument("--strength-deals", type=int, default=2000, help="mirrored deals of each row")
    parser.add_argument("--timing-deals", type=int, default=50, help="deals over which moves are timed")
    parser.add_argument("--workers", type=int, default=2, help="processes playing the strength table")
    parser.add_argument("--rows", nargs="+", help="only these rows of the table, each ME,THEM (ME against three THEM)")
    args = parser.parse_args()
    if args.strength:
        strength(args.levels, args.strength_deals, args.workers, args.timing_deals, args.rows)
        return
    unit = baseline_seconds(index_sets(random.Random(1), 20_000), 7)
    print(f"baseline: {unit * 1e9:.1f} ns")
    print("decisions (seat 0 against three normal players):")
    for name, deals, settings in (
        ("novice", args.decision_deals, {}),
        ("normal", args.decision_deals, {}),
        ("expert", 4, {}),
    ):
        mean, longest, count = decision_times(name, deals, **settings)
        print(
            f"  {name:<7} mean {mean * 1e3:8.3f} ms ({mean / unit:10,.0f} units), "
            f"longest {longest * 1e3:8.1f} ms, {count} decisions"
        )
    print(f"tournaments of four normal players, {args.deals} deals:")
    local = rate(args.deals)
    one = rate(args.deals, backend="processes", workers=1)
    two = rate(args.deals, backend="processes", workers=2)
    print(f"  local          {local:8.1f} deals/s")
    print(f"  processes x1   {one:8.1f} deals/s")
    print(f"  processes x2   {two:8.1f} deals/s   ratio to x1: {two / one:.2f}, to local: {two / local:.2f}")
    if args.ray:
        ray: Any = importlib.import_module("ray")
        start = time.perf_counter()
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
        started = time.perf_counter() - start
        try:
            on_ray = rate(args.deals, backend="ray")
        finally:
            ray.shutdown()
        print(f"  ray (2 CPUs)   {on_ray:8.1f} deals/s   ratio to processes x2: {on_ray / two:.2f}")
        print(f"  ray start-up   {started:8.1f} s (not in the rate above)")


if __name__ == "__main__":
    main()
