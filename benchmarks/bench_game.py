"""Speed of the game engine: four-player deals played to the end by random legal plays.

Every action goes through the public, validating path: `legal_plays` for the player to move,
then `apply` on an immutable state. Printed as deals per second and as a ratio to the core
baseline of bench_core.py (a five-card mask lookup), measured in the same run. Goal (issue 3):
at least twice the best public engine measured on this machine (about 935 random deals a
second, with mutable state), i.e. 1,870 deals a second.

Run: python benchmarks/bench_game.py [--deals 1000] [--repeat 5] [--variant classic]
"""

from __future__ import annotations

import argparse
import random

from _baseline import baseline_seconds, best_of, index_sets

import bigtwo


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--variant", default="classic")
    args = parser.parse_args()
    rules = bigtwo.ruleset(args.variant)
    starts = [bigtwo.new_game(rules, seed=s) for s in range(args.deals)]

    sets = index_sets(random.Random(1), 30_000)  # one generator for all sets, as in bench_core.py

    legal_plays, apply = bigtwo.legal_plays, bigtwo.apply
    actions = 0

    def play_all() -> None:
        nonlocal actions
        rng = random.Random(7)
        actions = 0
        for state in starts:
            while state.winner is None:
                state = apply(state, rng.choice(legal_plays(state)))
                actions += 1

    base = baseline_seconds(sets, args.repeat)
    per_deal = best_of(args.repeat, play_all) / args.deals
    print(
        f"variant {args.variant}: {args.deals} deals, {actions / args.deals:.1f} actions a deal, best of {args.repeat}"
    )
    print(f"baseline (mask + dict lookup): {1 / base:>12,.0f} /s  {base * 1e9:10.0f} ns")
    print(
        f"random deal to the end:        {1 / per_deal:>12,.0f} /s  {per_deal * 1e6:10.1f} us"
        f"   ratio {per_deal / base:,.0f}  (goal: >= 1,870 deals/s)"
    )


if __name__ == "__main__":
    main()
