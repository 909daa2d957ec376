"""Compare two trees of bigtwo ("before" and "after") on the same benchmarks, in one run.

Rows, each as the median over rounds for before and after, and the after/before ratio:

- the core benchmark of bench_core.py: `classify` on random five-card sets, and `plays` (every
  leading play) of random 13-card hands;
- the game benchmark of bench_game.py, with `new_game` inside the timing: random four-player
  deals played to the end through `legal_plays` and `apply`;
- cold start: wall time of ``python -c "import bigtwo; bigtwo.ruleset()"`` in a fresh interpreter;
- memory: the peak resident set (ru_maxrss) of that process, of one that has built the rule
  sets of every registered variant, and of one that has also used each of them (the plays of a
  hand, a deal played), so that the tables derived on first use are counted.

Speeds are in baseline units (see _baseline.py: a five-card mask looked up in a dict), measured in
the same subprocess as the benchmark, so a busy machine slows both alike. Every round runs before,
then after, each in a fresh subprocess with only its own tree on PYTHONPATH; each subprocess
reports the bigtwo it imported and is checked against the tree it was meant to import.

A tree is a directory to put on PYTHONPATH. If it is a source directory whose project declares its
variants through install metadata (entry points ``bigtwo.variants``), which a bare PYTHONPATH does
not provide, a copy of the project is installed (``pip install --no-deps --target``) into a temporary
directory and that is used instead; the source tree itself is not written to.

The subprocesses run without ``site`` (``python -S``) on a copy of this interpreter's site-packages
(symbolic links) that leaves out every other install of bigtwo and of its plugins: an editable
install's finder would otherwise answer imports of bigtwo modules a tree lacks, and an installed
plugin written for one tree breaks the other. So both trees run the same code on the same
dependencies, and the cold-start rows time bigtwo's own imports (the reference row is a bare
``python -S -c pass``).

Run: python benchmarks/compare.py --before /work/before/src --after src [--rounds 5]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from _baseline import baseline_seconds, best_of, core_runners, deal_runner, index_sets

COLD_START = "import bigtwo; bigtwo.ruleset()"
ALL_VARIANTS = "import bigtwo\nfor v in bigtwo.variants(): bigtwo.ruleset(v)"
ALL_VARIANTS_USED = (  # and each used, so that what is derived from a rule set on first use is made too
    "import bigtwo\n"
    "for v in bigtwo.variants():\n"
    "    rules = bigtwo.ruleset(v)\n"
    "    bigtwo.plays(bigtwo.deck()[:13], rules)\n"
    "    state = bigtwo.new_game(rules, seed=1)\n"
    "    while state.winner is None:\n"
    "        state = bigtwo.apply(state, bigtwo.legal_plays(state)[0])\n"
)
WHERE = "import bigtwo; print(bigtwo.__file__); print(','.join(bigtwo.variants()))"
LABELS = ("before", "after")


# --- the subprocess side ---------------------------------------------------------------------------------


def worker(args: argparse.Namespace) -> None:
    """Run the core and game benchmarks on the bigtwo this interpreter imports; print one JSON line."""
    import bigtwo

    rules = bigtwo.ruleset(args.variant)
    deck = bigtwo.deck()

    # The core workload, exactly as bench_core.py builds it.
    rng = random.Random(2)
    sets = index_sets(rng, args.sets)
    card_sets = [tuple(deck[i] for i in s) for s in sets]
    hands = [tuple(rng.sample(deck, 13)) for _ in range(args.hands)]
    classify, illegal, plays = bigtwo.classify, bigtwo.IllegalPlay, bigtwo.plays
    run_classify, run_plays = core_runners(bigtwo, rules, card_sets, hands)
    play_all = deal_runner(bigtwo, rules, args.deals)
    actions = play_all()

    base_first = baseline_seconds(sets, args.repeat)
    cls = best_of(args.repeat, run_classify) / args.sets
    ply = best_of(args.repeat, run_plays) / args.hands
    deal = best_of(args.repeat, play_all) / args.deals
    base = min(base_first, baseline_seconds(sets, args.repeat))  # before and after, the least disturbed

    combos = 0
    for s in card_sets:
        with contextlib.suppress(illegal):
            classify(s, rules)
            combos += 1
    result = {
        "file": bigtwo.__file__,
        "variants": list(bigtwo.variants()),
        "baseline_ns": base * 1e9,
        "classify": cls / base,
        "plays": ply / base,
        "deal": deal / base,
        # The same workload on both sides? (Not if the trees order their plays differently.)
        "check": {
            "combos": combos,
            "plays": sum(len(plays(h, rules)) for h in hands),
            "actions": actions,
        },
        "maxrss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
    }
    print(json.dumps(result))


# --- the driver side -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tree:
    label: str
    given: Path
    path: Path  # what goes on PYTHONPATH
    site: Path  # the dependencies, after it on PYTHONPATH (see clean_site)

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
        env["PYTHONPATH"] = os.pathsep.join((str(self.path), str(self.site)))
        env["PYTHONHASHSEED"] = "0"  # the same string hashes in every subprocess
        return env


def bigtwo_install(entry: Path) -> bool:
    """Whether a site-packages entry belongs to an install of bigtwo or of a bigtwo plugin."""
    name = entry.name.lower()
    if name.startswith(("bigtwo", "__editable__")):
        return True
    points = entry / "entry_points.txt"
    return name.endswith((".dist-info", ".egg-info")) and points.is_file() and "[bigtwo.variants]" in points.read_text()


def clean_site(workdir: Path) -> Path:
    """This interpreter's site-packages as symbolic links in ``workdir``, less bigtwo and its plugins."""
    site = workdir / "clean-site"
    site.mkdir()
    for folder in dict.fromkeys(Path(sysconfig.get_paths()[key]) for key in ("purelib", "platlib")):
        for entry in folder.iterdir():
            if not bigtwo_install(entry) and not (site / entry.name).exists():
                (site / entry.name).symlink_to(entry)
    return site


def needs_install(path: Path) -> Path | None:
    """The project root to install if ``path`` is a source tree that needs install metadata, else None."""
    if any(path.glob("bigtwo-*.dist-info")) or not (path / "bigtwo").is_dir():
        return None
    for root in (path, path.parent):
        pyproject = root / "pyproject.toml"
        if pyproject.is_file():
            project = tomllib.loads(pyproject.read_text())["project"]
            if "bigtwo.variants" in project.get("entry-points", {}):
                return root
            return None
    return None


def prepare(label: str, given: Path, workdir: Path, site: Path) -> Tree:
    given = given.resolve()
    root = needs_install(given)
    if root is None:
        return Tree(label, given, given, site)
    copy, target = workdir / f"{label}-project", workdir / f"{label}-site"
    ignore = shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "site", "*.egg-info", "__pycache__", ".*cache", ".hypothesis"
    )
    shutil.copytree(root, copy, ignore=ignore)
    print(f"{label}: {root} declares its variants as entry points; installing a copy into {target}", flush=True)
    pip = [sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps"]
    subprocess.run([*pip, "--no-build-isolation", "--target", str(target), str(copy)], check=True)
    return Tree(label, given, target, site)


def run_measured(tree: Tree, argv: Sequence[str], cwd: Path) -> tuple[str, float, int]:
    """Run ``python -S *argv`` with ``tree``; its stdout, its wall time in seconds and its ru_maxrss in KiB."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-S", *argv], env=tree.env(), cwd=cwd, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if proc.returncode:
            sys.exit(f"{tree.label}: python {' '.join(argv)} failed:\n{err.read()}")
        return out.read(), wall, usage.ru_maxrss


def check_file(tree: Tree, file: str) -> None:
    if not Path(file).resolve().is_relative_to(tree.path):
        sys.exit(f"{tree.label}: imported {file}, not the tree in {tree.path}")


@dataclass
class Row:
    name: str
    unit: str
    values: dict[str, list[float]]
    digits: int = 1

    def cells(self) -> list[str]:
        med = {label: statistics.median(self.values[label]) for label in LABELS}
        ratio = med["after"] / med["before"]
        cells = [self.name, self.unit]
        for label in LABELS:
            vals = self.values[label]
            cells.append(f"{med[label]:,.{self.digits}f} ({min(vals):,.{self.digits}f}-{max(vals):,.{self.digits}f})")
        cells.append(f"{ratio:.3f}" + ("  <- >10% slower/larger" if ratio > 1.10 else ""))
        return cells


def print_table(rows: Sequence[Row]) -> None:
    header = ["row", "unit", "before: median (min-max)", "after: median (min-max)", "after/before"]
    table = [header, *(row.cells() for row in rows)]
    widths = [max(len(line[i]) for line in table) for i in range(len(header))]
    for n, line in enumerate(table):
        cells = [
            cell.ljust(w) if i < 2 or i == len(line) - 1 else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(line, widths, strict=True))
        ]
        print("  ".join(cells).rstrip())
        if n == 0:
            print("-" * (sum(widths) + 2 * (len(widths) - 1)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", type=Path, help="the tree before (a directory for PYTHONPATH)")
    parser.add_argument("--after", type=Path, help="the tree after (a directory for PYTHONPATH)")
    parser.add_argument("--rounds", type=int, default=5, help="benchmark rounds, each before then after")
    parser.add_argument("--repeat", type=int, default=5, help="best of this many runs inside each subprocess")
    parser.add_argument("--sets", type=int, default=30_000, help="five-card sets for classify and the baseline")
    parser.add_argument("--hands", type=int, default=3_000, help="13-card hands for plays")
    parser.add_argument("--deals", type=int, default=1_000, help="random deals played to the end")
    parser.add_argument("--starts", type=int, default=10, help="cold starts and memory runs of each tree")
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args)
        return
    if args.before is None or args.after is None:
        parser.error("--before and --after are required")

    with tempfile.TemporaryDirectory(prefix="bigtwo-compare-") as tmp:
        workdir = Path(tmp)
        site = clean_site(workdir)
        trees = [prepare("before", args.before, workdir, site), prepare("after", args.after, workdir, site)]
        compare(trees, args, workdir)


def compare(trees: Sequence[Tree], args: argparse.Namespace, workdir: Path) -> None:
    script = str(Path(__file__).resolve())
    worker_argv = [script, "--worker", "--variant", args.variant, "--repeat", str(args.repeat)]
    worker_argv += ["--sets", str(args.sets), "--hands", str(args.hands), "--deals", str(args.deals)]

    registered: dict[str, list[str]] = {}
    for tree in trees:  # also the warm-up: writes the bytecode caches the cold starts then read
        out, _, _ = run_measured(tree, ["-c", WHERE], workdir)
        file, names = out.splitlines()
        check_file(tree, file)
        registered[tree.label] = names.split(",")
        run_measured(tree, ["-c", ALL_VARIANTS], workdir)
        run_measured(tree, ["-c", ALL_VARIANTS_USED], workdir)
        print(f"{tree.label}: {tree.given} -> PYTHONPATH={tree.path}; imports {file}; variants {names}")

    values: dict[str, dict[str, list[float]]] = {}

    def add(row: str, label: str, value: float) -> None:
        values.setdefault(row, {name: [] for name in LABELS})[label].append(value)

    checks: dict[str, set[str]] = {label: set() for label in LABELS}
    for n in range(args.rounds):
        for tree in trees:
            out, wall, _ = run_measured(tree, worker_argv, workdir)
            result: dict[str, Any] = json.loads(out.splitlines()[-1])
            check_file(tree, result["file"])
            add("baseline", tree.label, result["baseline_ns"])
            add("classify", tree.label, result["classify"])
            add("plays", tree.label, result["plays"])
            add("deal", tree.label, result["deal"])
            checks[tree.label].add(json.dumps(result["check"], sort_keys=True))
            print(
                f"round {n + 1}/{args.rounds} {tree.label:6}: {wall:5.1f} s, baseline {result['baseline_ns']:.0f} ns,"
                f" classify {result['classify']:.2f}, plays {result['plays']:.1f}, deal {result['deal']:,.0f}",
                flush=True,
            )

    for _ in range(args.starts):
        for tree in trees:
            _, wall, rss = run_measured(tree, ["-c", COLD_START], workdir)
            add("cold", tree.label, wall * 1e3)
            add("rss_default", tree.label, rss / 1024)
            _, _, rss = run_measured(tree, ["-c", ALL_VARIANTS], workdir)
            add("rss_all", tree.label, rss / 1024)
            _, _, rss = run_measured(tree, ["-c", ALL_VARIANTS_USED], workdir)
            add("rss_used", tree.label, rss / 1024)
            _, wall, rss = run_measured(tree, ["-c", "pass"], workdir)
            add("python", tree.label, wall * 1e3)
            add("rss_python", tree.label, rss / 1024)

    print()
    print(
        f"variant {args.variant}; {args.rounds} rounds of before then after, each a fresh subprocess taking the best"
        f" of {args.repeat} runs; {args.sets:,} five-card sets, {args.hands:,} hands, {args.deals:,} deals;"
        f" {args.starts} cold starts each"
    )
    for label in LABELS:
        print(f"workload check {label}: {' | '.join(sorted(checks[label]))}")
    if registered["before"] != registered["after"]:
        print(f"NOTE: the trees register different variants: {registered}")
    print()
    n_variants = len(registered["after"])
    print_table(
        [
            Row("baseline: five-card mask + dict lookup", "ns", values["baseline"], 0),
            Row("classify (5 cards)", "x baseline", values["classify"], 2),
            Row("plays (all leading plays, 13-card hand)", "x baseline", values["plays"], 1),
            Row("random 4-player deal to the end, new_game incl.", "x baseline", values["deal"], 0),
            Row('cold start: python -S -c "import bigtwo; bigtwo.ruleset()"', "ms", values["cold"], 1),
            Row('  reference: python -S -c "pass"', "ms", values["python"], 1),
            Row("max RSS: import bigtwo; bigtwo.ruleset()", "MiB", values["rss_default"], 1),
            Row(f"max RSS: all {n_variants} variants' rule sets built", "MiB", values["rss_all"], 1),
            Row(f"max RSS: all {n_variants} built, each used for plays and a deal", "MiB", values["rss_used"], 1),
            Row('  reference: python -S -c "pass"', "MiB", values["rss_python"], 1),
        ]
    )


if __name__ == "__main__":
    main()
