"""A longer fuzzing run of the tests in the suite (``tests/api/test_fuzz.py``, ``tests/game/test_actions_fuzz.py``,
``tests/records/test_codes_fuzz.py``, ``tests/records/test_saving_fuzz.py``): ``python tests/fuzz_long.py --minutes 5``.

pytest does not collect this file (its name does not match ``test_*.py``). It runs every fuzz
test again and again, round after round, each time with fresh random examples, until the time
is up; at the first failure it prints Hypothesis's falsifying example and exits with status 1.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hypothesis import HealthCheck, settings

from tests.api import test_fuzz
from tests.game import test_actions_fuzz
from tests.records import test_codes_fuzz, test_saving_fuzz


def _with_settings(test: Callable[..., None], examples: int) -> Callable[..., None]:
    chosen = settings(
        max_examples=examples,
        deadline=None,
        derandomize=False,
        database=None,
        suppress_health_check=list(HealthCheck),
        print_blob=True,
    )
    return chosen(test)


def fuzz_tests(examples: int) -> list[tuple[str, Callable[[], None]]]:
    """Every fuzz test of the suite, as (name, a call running ``examples`` examples)."""
    plain: list[tuple[str, Callable[..., None]]] = [
        ("loads: any JSON", test_saving_fuzz.test_loads_of_any_json_is_a_valid_state_or_invalid_save),
        ("loads: any text", test_saving_fuzz.test_loads_of_any_text_is_invalid_save),
        ("loads: changed real saves", test_saving_fuzz.test_a_changed_real_save_loads_as_a_valid_state_or_is_invalid),
        ("parse_deal_code", test_codes_fuzz.test_a_deal_code_parses_or_is_invalid),
        ("random actions", test_actions_fuzz.test_random_actions_give_a_new_state_or_an_error_and_leave_the_old_one),
    ]
    out: list[tuple[str, Callable[[], None]]] = [(name, _with_settings(test, examples)) for name, test in plain]
    arguments = _with_settings(test_fuzz.test_public_functions_raise_only_bigtwo_errors, max(1, examples // 4))
    for function in test_fuzz.CALLS:

        def call(function: str = function) -> None:
            arguments(name=function)

        out.append((f"arguments: {function}", call))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--minutes", type=float, default=5.0, help="how long to fuzz (default 5)")
    parser.add_argument("--examples", type=int, default=300, help="examples per test and round (default 300)")
    args = parser.parse_args(argv)
    deadline = time.monotonic() + args.minutes * 60
    tests = fuzz_tests(args.examples)
    rounds = 0
    while time.monotonic() < deadline:
        rounds += 1
        started = time.monotonic()
        for name, test in tests:
            if time.monotonic() >= deadline:
                break
            try:
                test()
            except Exception:
                traceback.print_exc()
                print(f"fuzz_long: {name} failed in round {rounds}", file=sys.stderr)
                return 1
        print(f"round {rounds}: {len(tests)} tests passed in {time.monotonic() - started:.0f} s", flush=True)
    print(f"fuzz_long: no failure in {rounds} round(s) of {args.minutes:g} minute(s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
