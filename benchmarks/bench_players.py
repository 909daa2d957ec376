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

``--paired A B --against THEM`` compares two players on the same deals: each plays against three
``THEM`` on the same ``--shuffles`` shuffles, every shuffle from every seat (shuffle ``j`` is
`bigtwo.simulate`'s first shuffle of seed ``1000 + j``), and the table gives each one's win rate
and mean points with the difference B - A and its 95% interval over the shuffles. Playing both
on the same cards takes the cards' luck out of the difference, so it is much narrower than the
intervals of two separate rows (``python benchmarks/bench_players.py --paired
expert:iterations=16 expert --against normal --shuffles 500``).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import importlib
import math
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


PAIRED_SEED = 1000
"""Shuffle ``j`` of a paired comparison is the first shuffle of `bigtwo.simulate`'s seed ``PAIRED_SEED + j``."""


def paired_shuffle(a: str, b: str, them: str, j: int) -> tuple[int, int, int, int]:
    """Shuffle ``j`` played from every seat by ``a``, then by ``b``, each against three ``them``:
    the wins and the points of each (out of 4 deals)."""
    out: list[int] = []
    for me in (a, b):
        seats = [level(me, 11), *(level(them, 12 + k) for k in range(3))]
        mine = bigtwo.simulate(seats, 4, seed=PAIRED_SEED + j).players[0]
        out += [mine.wins, mine.points]
    return out[0], out[1], out[2], out[3]


def _spread(values: list[float]) -> float:
    """Half the width of the 95% interval of the mean of ``values``."""
    mean = sum(values) / len(values)
    variance = sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1)
    return 1.96 * math.sqrt(variance / len(values))


def paired(a: str, b: str, them: str, shuffles: int, workers: int) -> None:
    """Print ``a`` and ``b`` against three ``them`` on the same shuffles, and their difference."""
    jobs = range(shuffles)
    if workers > 1:
        with concurrent.futures.ProcessPoolExecutor(workers) as pool:
            found = list(pool.map(paired_shuffle, [a] * shuffles, [b] * shuffles, [them] * shuffles, jobs))
    else:
        found = [paired_shuffle(a, b, them, j) for j in jobs]
    deals = 4 * shuffles
    print(f"paired: each against three {them}, the same {shuffles} shuffles from every seat ({deals} deals, classic)")
    print(f"  {'player':<32} {'win rate':>10} {'mean points':>12}")
    for name, wins, points in ((a, 0, 1), (b, 2, 3)):
        rate = sum(f[wins] for f in found) / deals
        print(f"  {name:<32} {rate:>10.1%} {sum(f[points] for f in found) / deals:>+12.2f}")
    win_gap = [(f[2] - f[0]) / 4 for f in found]
    point_gap = [(f[3] - f[1]) / 4 for f in found]
    print(
        f"  {'B - A (95% interval)':<32} {100 * sum(win_gap) / shuffles:>+6.1f} points of win rate "
        f"(±{100 * _spread(win_gap):.1f}), {sum(point_gap) / shuffles:+.2f} mean points (±{_spread(point_gap):.2f})"
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
    parser.add_argument("--paired", nargs=2, metavar=("A", "B"), help="compare two players on the same deals")
    parser.add_argument("--against", default="normal", help="the three opponents of --paired")
    parser.add_argument("--shuffles", type=int, default=500, help="shuffles of --paired, each from every seat")
    args = parser.parse_args()
    if args.paired:
        paired(args.paired[0], args.paired[1], args.against, args.shuffles, args.workers)
        return
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
