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


def baseline_seconds(sets: Sequence[FiveIndices], repeat: int) -> float:
    """Seconds for one baseline lookup: best of ``repeat`` passes over ``sets``."""
    return best_of(repeat, baseline(sets)) / len(sets)
