"""The benchmarks measure what they say: distinct random sets for the baseline, and the scripts
run end to end (tiny sizes: these tests check the workloads, never the speed)."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load_baseline() -> ModuleType:
    spec = importlib.util.spec_from_file_location("_bench_baseline", BENCHMARKS / "_baseline.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_baseline_sets_are_drawn_from_one_generator() -> None:
    """A bug fixed early: a sampler re-seeded per set made every set the same."""
    sets = load_baseline().index_sets(random.Random(1), 1000)
    assert len(sets) == 1000
    assert len(set(sets)) > 990  # random five-card sets almost never repeat
    assert all(len(set(s)) == 5 and all(0 <= i < 52 for i in s) for s in sets)


def test_the_deal_workload_plays_every_deal_to_the_end() -> None:
    import bigtwo

    run = load_baseline().deal_runner(bigtwo, bigtwo.ruleset(), 5)
    actions = run()
    assert actions == run() and actions >= 5 * 13  # the same deals each time, each played out


def run_script(name: str, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / name), *args],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=BENCHMARKS,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_bench_core_and_bench_game_print_their_rows_in_baseline_units() -> None:
    core = run_script("bench_core.py", "--sets", "200", "--hands", "20", "--repeat", "1")
    assert "classify (5 cards)" in core and "goal <= 2.9" in core and "goal <= 58" in core
    game = run_script("bench_game.py", "--deals", "5", "--repeat", "1")
    assert "random deal to the end" in game and "goal <= 1,420" in game


def test_the_lean_engine_agrees_with_bigtwo_and_bench_rl_prints_every_row() -> None:
    """The speed reference plays the rules exactly (legal plays and their order at every state),
    and bench_rl's rows, interleaved, all come out (RLCard's only where it is installed)."""
    checked = run_script("check_lean_engine.py", "40", "--rounds", "1")
    assert "agreed: " in checked and "in 40 deals" in checked and "ratio bigtwo / lean" in checked
    rl = run_script(
        "bench_rl.py", "--rounds", "1", "--deals", "2", "--episodes", "1", "--calls", "2", "--engine-deals", "3"
    )
    for row in (
        "raw_env, mask choice",
        "raw_env, list choice",
        "user's mask choice alone",
        "BatchEnv x64",
        "user's batch choice alone",
        "engine: random deal",
        "lean engine",
    ):
        assert row in rl, rl
    assert "goal: engine within 1.3 x the lean engine" in rl


def test_bench_players_prints_the_strength_table_and_the_seconds_per_move() -> None:
    out = run_script(
        "bench_players.py", "--strength", "--levels", "novice", "normal", "--strength-deals", "8",
        "--timing-deals", "1", "--workers", "1",
    )  # fmt: skip
    assert "novice vs 3 normal" in out and "normal vs 3 novice" in out
    assert "99th percentile" in out and out.count("median") == 2


def test_bench_players_plays_only_the_rows_asked_for() -> None:
    out = run_script(
        "bench_players.py", "--strength", "--rows", "normal,novice", "expert:iterations=1,novice",
        "--strength-deals", "4", "--timing-deals", "1", "--workers", "1",
    )  # fmt: skip
    assert "normal vs 3 novice" in out and "expert:iterations=1 vs 3 novice" in out and "novice vs 3 normal" not in out
    assert out.count("median") == 3  # the levels of the rows asked for


def test_bench_players_paired_plays_both_on_the_same_deals() -> None:
    """The same player twice plays the same games: the difference is exactly nothing."""
    out = run_script("bench_players.py", "--paired", "normal", "normal", "--against", "novice", "--shuffles", "3")
    assert "the same 3 shuffles from every seat (12 deals" in out
    assert "+0.0 points of win rate (±0.0), +0.00 mean points (±0.00)" in out


def test_bench_players_paired_answers_the_same_with_any_number_of_workers() -> None:
    args = ("bench_players.py", "--paired", "novice", "normal", "--against", "normal", "--shuffles", "4")
    one = run_script(*args, "--workers", "1")
    assert run_script(*args, "--workers", "2") == one
    assert "novice" in one and "normal" in one and "B - A (95% interval)" in one
