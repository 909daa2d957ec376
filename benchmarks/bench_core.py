"""Speed of the core rules, as ratios to a baseline measured in the same run.

Baseline: build a 52-bit mask from five card indices and look it up in a dict, the cheapest
possible "classification". The project: `classify` on random five-card sets, and `plays` on
random 13-card hands. Goals: classify at most 2.9x the baseline, plays at most 58x.

Run: python benchmarks/bench_core.py [--sets 30000] [--hands 3000] [--repeat 5] [--variant classic]
"""

from __future__ import annotations

import argparse
import random

from _baseline import baseline_seconds, best_of, core_runners, index_sets

import bigtwo


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", type=int, default=30_000)
    parser.add_argument("--hands", type=int, default=3_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    rules = bigtwo.ruleset(args.variant)
    deck = bigtwo.deck()
    sets = index_sets(rng, args.sets)
    card_sets = [tuple(deck[i] for i in s) for s in sets]
    hands = [tuple(rng.sample(deck, 13)) for _ in range(args.hands)]

    run_classify, run_plays = core_runners(bigtwo, rules, card_sets, hands)
    plays = bigtwo.plays

    base = baseline_seconds(sets, args.repeat)
    cls = best_of(args.repeat, run_classify) / args.sets
    ply = best_of(args.repeat, run_plays) / args.hands
    total_plays = sum(len(plays(h, rules)) for h in hands)
    print(f"variant {args.variant}: {args.sets} five-card sets, {args.hands} hands, best of {args.repeat}")
    print(f"baseline (mask + dict lookup): {1 / base:>12,.0f} /s  {base * 1e9:8.0f} ns   ratio  1.0")
    print(
        f"classify (5 cards):            {1 / cls:>12,.0f} /s  {cls * 1e9:8.0f} ns   ratio {cls / base:4.1f}"
        "  (goal <= 2.9)"
    )
    print(
        f"plays (13-card hand):          {1 / ply:>12,.0f} /s  {ply * 1e9:8.0f} ns   ratio {ply / base:4.1f}"
        f"  (goal <= 58; {total_plays / args.hands:.1f} plays a hand)"
    )


if __name__ == "__main__":
    main()
