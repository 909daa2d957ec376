"""Speed of the game engine: four-player deals played to the end by random legal plays.

Every deal starts with `new_game` (inside the timing: dealing is part of a deal) and every
action goes through the public, validating path: `legal_plays` for the player to move, then
`apply` on an immutable state. Printed as deals per second and as a ratio to the core baseline
of bench_core.py (a five-card mask lookup), measured in the same run, whose five-card sets all
come from one generator. Goal: at most 1,420 baseline units a deal.

Run: python benchmarks/bench_game.py [--deals 1000] [--repeat 5] [--variant classic]
"""

from __future__ import annotations

import argparse
import random

from _baseline import baseline_seconds, best_of, deal_runner, index_sets

import bigtwo


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--variant", default="classic")
    args = parser.parse_args()
    rules = bigtwo.ruleset(args.variant)
    sets = index_sets(random.Random(1), 30_000)  # one generator for all sets, as in bench_core.py

    play_all = deal_runner(bigtwo, rules, args.deals)
    actions = play_all()

    base = baseline_seconds(sets, args.repeat)
    per_deal = best_of(args.repeat, play_all) / args.deals
    print(
        f"variant {args.variant}: {args.deals} deals, {actions / args.deals:.1f} actions a deal, best of {args.repeat}"
    )
    print(f"baseline (mask + dict lookup): {1 / base:>12,.0f} /s  {base * 1e9:10.0f} ns")
    print(
        f"random deal to the end:        {1 / per_deal:>12,.0f} /s  {per_deal * 1e6:10.1f} us"
        f"   ratio {per_deal / base:,.0f}  (goal <= 1,420)"
    )


if __name__ == "__main__":
    main()
