"""The yardstick every benchmark here is measured against, and the timer they share.

Baseline: build a 52-bit mask from five card indices and look it up in a dict, the cheapest
possible "classification". Benchmarks print their timings as multiples of it, measured in the
same process, so that numbers from a slow or busy machine stay comparable.

The benchmarks are run as scripts (``python benchmarks/bench_core.py``), which puts this
directory first on ``sys.path``; that is how they import this module.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

FiveIndices = tuple[int, int, int, int, int]


def best_of(repeat: int, fn: Callable[[], object]) -> float:
    """The fastest of ``repeat`` runs, in seconds (the least disturbed by a shared machine)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def index_sets(rng: random.Random, count: int) -> list[FiveIndices]:
    """``count`` random sets of five distinct card indices (0-51), all drawn from the one ``rng``."""
    sets = []
    for _ in range(count):
        a, b, c, d, e = rng.sample(range(52), 5)
        sets.append((a, b, c, d, e))
    return sets


def baseline(sets: Sequence[FiveIndices]) -> Callable[[], None]:
    """A function that builds the mask of every set in ``sets`` and looks it up in a dict."""
    table = {(1 << a) | (1 << b) | (1 << c) | (1 << d) | (1 << e): i for i, (a, b, c, d, e) in enumerate(sets)}

    def run() -> None:
        for a, b, c, d, e in sets:
            table[(1 << a) | (1 << b) | (1 << c) | (1 << d) | (1 << e)]

    return run


def core_runners(
    bigtwo: ModuleType, rules: Any, card_sets: Sequence[Sequence[Any]], hands: Sequence[Sequence[Any]]
) -> tuple[Callable[[], None], Callable[[], None]]:
    """The core workloads: ``classify`` every five-card set (illegal ones included), and list
    every leading play of every hand. ``bigtwo`` is the module under test (the comparison script
    imports one tree or another)."""
    classify, illegal, plays = bigtwo.classify, bigtwo.IllegalPlay, bigtwo.plays

    def run_classify() -> None:
        for s in card_sets:
            try:  # noqa: SIM105 - suppress() would add a context manager per call to the timing
                classify(s, rules)
            except illegal:
                pass

    def run_plays() -> None:
        for h in hands:
            plays(h, rules)

    return run_classify, run_plays


def deal_runner(bigtwo: ModuleType, rules: Any, deals: int) -> Callable[[], int]:
    """The game workload: ``deals`` random four-player deals, each from `new_game` (seeds 0, 1,
    2...) to the end through `legal_plays` and `apply`, the actions chosen by one generator.
    The function returns how many actions it applied."""
    legal_plays, apply, new_game = bigtwo.legal_plays, bigtwo.apply, bigtwo.new_game

    def run() -> int:
        choose = random.Random(7).choice
        actions = 0
        for seed in range(deals):
            state = new_game(rules, seed=seed)
            while state.winner is None:
                state = apply(state, choose(legal_plays(state)))
                actions += 1
        return actions

    return run


def baseline_seconds(sets: Sequence[FiveIndices], repeat: int) -> float:
    """Seconds for one baseline lookup: best of ``repeat`` passes over ``sets``."""
    return best_of(repeat, baseline(sets)) / len(sets)
