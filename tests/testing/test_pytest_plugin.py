"""The testing kit under pytest: `RulesConformance` subclasses collected, and the opt-in plugin's
``--bigtwo-rules`` option."""

from __future__ import annotations

import re

import pytest

from bigtwo import InvalidSetting
from bigtwo.plugin import refresh_installed
from bigtwo.testing import (
    PROPERTIES,
    STRAIGHT_TABLE,
)
from bigtwo.testing.pytest_plugin import parse_rules

pytest_plugins = ["pytester"]  # the opt-in plugin and RulesConformance under pytest, run in this process


def test_pytest_collects_subclasses_not_the_base_and_names_the_broken_property(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        test_mine="""
            from bigtwo.testing import RulesConformance
            from tests.support.broken_plugins import DOUBLED_SUIT, REPEATED_RUN

            class TestRepeatedRun(RulesConformance):
                options = {"straights": "kit-repeated"}
                plugins = (REPEATED_RUN,)
                examples = 20

            class TestDoubledSuit(RulesConformance):
                options = {"suit_order": "kit-doubled"}
                plugins = (DOUBLED_SUIT,)
            """
    )
    done = run_pytest(pytester, "test_mine.py")
    out = done.stdout.str()
    assert done.ret == pytest.ExitCode.TESTS_FAILED, out + done.stderr.str()
    assert "RulesConformance::" not in out
    assert "FAILED test_mine.py::TestRepeatedRun::test_straight_table_lists_distinct_runs_in_a_strict_order" in out
    assert "FAILED test_mine.py::TestDoubledSuit::test_suit_order_is_a_total_order_of_four_suits" in out
    assert "FAILED test_mine.py::TestDoubledSuit::test_rule_set_builds" in out
    assert f"{STRAIGHT_TABLE}: the straight table lists the same run twice" in out
    assert f"{len(PROPERTIES) - 2} skipped" in out, out


def run_pytest(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    """pytest run by pytester in this process, in its folder (``tests.support.broken_plugins`` is already
    imported); afterwards bigtwo forgets the installed plugins it read, since pytester takes back
    the modules the run imported. The snapshot plugin of `bigtwo play`'s tests is blocked: it
    keeps its folder in an environment variable, which a run inside this one would take over."""
    try:
        return pytester.runpytest("-q", "-rfs", "-p", "no:cacheprovider", "-p", "no:textual-snapshot", *args)
    finally:
        refresh_installed()


def test_the_opt_in_plugin_runs_the_suite_on_rules_named_on_the_command_line(pytester: pytest.Pytester) -> None:
    rules = [
        "--bigtwo-rules",
        "classic:straights=kit-repeated",
        "--bigtwo-plugin",
        "tests.support.broken_plugins:REPEATED_RUN",
    ]
    done = run_pytest(pytester, "-p", "bigtwo.testing.pytest_plugin", *rules, "--bigtwo-examples", "20")
    out = done.stdout.str()
    assert done.ret == pytest.ExitCode.TESTS_FAILED, out + done.stderr.str()
    name = "bigtwo-rules[classic:straights=kit-repeated]::test_straight_table_lists_distinct_runs_in_a_strict_order"
    assert any(line.startswith("FAILED") and name in line for line in out.splitlines()), out
    assert f"{STRAIGHT_TABLE}: the straight table lists the same run twice" in out
    assert f"{len(PROPERTIES) - 2} passed" in out
    selected = run_pytest(pytester, "-p", "bigtwo.testing.pytest_plugin", "--bigtwo-rules", "dragon", "-k", "opener")
    assert selected.ret == pytest.ExitCode.OK and "1 passed" in selected.stdout.str(), selected.stdout.str()
    # Opt-in: without -p the options do not exist.
    assert run_pytest(pytester, "--bigtwo-rules", "dragon").ret == pytest.ExitCode.USAGE_ERROR


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("classic:straights", "'classic:straights': a setting is NAME=VALUE, not 'straights'"),
        (":straights=no-twos", "':straights=no-twos' names no variant"),
        ("classic:flush=rank-first,flush=suit-first", "'classic:flush=rank-first,flush=suit-first': flush is given"),
    ],
)  # fmt: skip
def test_a_bad_rules_option_is_a_usage_error_before_any_test(
    pytester: pytest.Pytester, spec: str, message: str
) -> None:
    done = run_pytest(pytester, "-p", "bigtwo.testing.pytest_plugin", "--bigtwo-rules", spec)
    assert done.ret == pytest.ExitCode.USAGE_ERROR
    assert f"argument --bigtwo-rules: {message}" in done.stderr.str(), done.stderr.str()
    with pytest.raises(InvalidSetting, match=re.escape(message)):
        parse_rules(spec)


def test_parse_rules_reads_options_as_the_library_reads_settings() -> None:
    assert parse_rules("classic") == ("classic", {})
    assert parse_rules(" classic : pass-locks-out = on, straights=no-twos, ") == (
        "classic",
        {"pass_locks_out": "on", "straights": "no-twos"},
    )
