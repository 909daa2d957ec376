"""Cold start: fresh interpreters that import bigtwo and build the default rule set.

Every run is a new ``python -c SNIPPET`` subprocess (no ``-X importtime``, which slows imports
down by itself), timed from spawn to exit: its wall time, and its CPU time (user + system, from
the kernel's accounting of the child), which other processes on a shared machine disturb less.
The snippets run interleaved, round after round, so a burst of load hits all of them alike;
each row prints the best and the median of its runs in milliseconds, and the best as a ratio to
a bare interpreter (``python -c pass``) measured in the same rounds. Goal: the last
row at most 80 ms on a machine where a bare interpreter takes about 12 ms.

The children get this environment less its ``PYTHON*`` settings (``PYTHONPATH`` is kept):
``PYTHONDONTWRITEBYTECODE`` would make every start compile the sources again, which no
installed package does. The first run of each snippet is a warm-up that writes the bytecode.

Run: python benchmarks/bench_coldstart.py [--runs 15] [--snippet CODE ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

BARE = "pass"
DEFAULT_SNIPPETS = (
    "import bigtwo",
    "import bigtwo; bigtwo.ruleset()",
)
ENV = {k: v for k, v in os.environ.items() if k == "PYTHONPATH" or not k.startswith("PYTHON")}


def run_once(python: str, snippet: str) -> tuple[float, float]:
    """Wall and CPU seconds of one fresh ``python -c snippet``, spawn to exit (fails loudly on an error)."""
    start = time.perf_counter()
    proc = subprocess.Popen([python, "-c", snippet], env=ENV, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status):
        sys.exit(f"python -c {snippet!r} failed")
    return wall, usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15, help="fresh interpreters per snippet")
    parser.add_argument("--python", default=sys.executable, help="the interpreter to start")
    parser.add_argument(
        "--snippet", action="append", help="code to time instead of the default rows (repeat for several)"
    )
    args = parser.parse_args()
    snippets = [BARE, *(args.snippet or DEFAULT_SNIPPETS)]

    for snippet in snippets:  # warm-up: writes the bytecode caches, puts the files in the page cache
        run_once(args.python, snippet)
    wall: dict[str, list[float]] = {s: [] for s in snippets}
    cpu: dict[str, list[float]] = {s: [] for s in snippets}
    for _ in range(args.runs):
        for snippet in snippets:
            w, c = run_once(args.python, snippet)
            wall[snippet].append(w * 1e3)
            cpu[snippet].append(c * 1e3)

    print(f"{args.python}: {args.runs} fresh interpreters per row, interleaved; milliseconds")
    width = max(len(repr(s)) for s in snippets)
    print(f"{'python -c':{width}}  wall: best median  x bare   cpu: best median  x bare")
    for snippet in snippets:
        cells = []
        for times in (wall, cpu):
            best = min(times[snippet])
            cells.append(f"{best:10.1f} {statistics.median(times[snippet]):6.1f} {best / min(times[BARE]):7.2f}")
        goal = "  (goal: <= 80 ms wall)" if snippet == DEFAULT_SNIPPETS[-1] else ""
        print(f"{snippet!r:{width}}  {cells[0]}  {cells[1]}{goal}")


if __name__ == "__main__":
    main()
