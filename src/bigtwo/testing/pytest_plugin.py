"""An opt-in pytest plugin: run the conformance suite on rule sets named on the command line,
with no test file::

    pytest -p bigtwo.testing.pytest_plugin --bigtwo-rules dragon
    pytest -p bigtwo.testing.pytest_plugin --bigtwo-rules "classic:straights=no-twos,flush=rank-first" \\
        --bigtwo-plugin my_package.plugin --bigtwo-examples 500

Each ``--bigtwo-rules VARIANT[:OPTION=VALUE,...]`` adds one test per property (the tests of
`bigtwo.testing.RulesConformance`), named like ``bigtwo-rules[dragon]::test_opener_card_is_unique``;
``--bigtwo-plugin MODULE[:ATTRIBUTE]`` passes a plugin to every one of those rule sets. Each
``--bigtwo-rules`` is read (by `parse_rules`) as pytest reads its command line, so a malformed
one is a usage error before any test runs.

It is not registered through an entry point: nothing of it is loaded unless ``-p`` names it.
Loading it imports `bigtwo.testing` (not Hypothesis) and adds the options; without
``--bigtwo-rules`` it adds no test.
"""

from __future__ import annotations

import argparse
import importlib
import unittest
from collections.abc import Iterable, Iterator

import pytest

import bigtwo
from bigtwo import InvalidSetting
from bigtwo._values.errors import shown
from bigtwo.testing import RulesConformance

__all__ = ["RulesItem", "RulesSuite", "parse_rules", "pytest_addoption", "pytest_collection_modifyitems"]


def pytest_addoption(parser: pytest.Parser) -> None:
    """The plugin's command-line options."""
    group = parser.getgroup("bigtwo", "bigtwo conformance suite (bigtwo.testing)")
    group.addoption(
        "--bigtwo-rules",
        action="append",
        type=_rules_option,
        default=[],
        metavar="VARIANT[:OPTION=VALUE,...]",
        help="run the conformance suite on this rule set (repeatable)",
    )
    group.addoption(
        "--bigtwo-plugin",
        action="append",
        default=[],
        metavar="MODULE[:ATTRIBUTE]",
        help="a plugin passed to every rule set of --bigtwo-rules (repeatable)",
    )
    group.addoption(
        "--bigtwo-examples", type=int, default=200, metavar="N", help="random cases per check (default 200)"
    )


def parse_rules(spec: str) -> tuple[str, dict[str, str]]:
    """``"classic:straights=no-twos,flush=rank-first"`` as ``("classic", {"straights": ...})``.

    Each ``OPTION=VALUE`` is read by `bigtwo.setting` (so dashes in a name become underscores)
    and they are gathered by `bigtwo.settings`.

    Raises:
        InvalidSetting: ``spec`` names no variant, an option is not ``OPTION=VALUE``, or one is
            given twice. It is a ``ValueError``.

    >>> parse_rules("dragon:bombs=none")
    ('dragon', {'bombs': 'none'})
    """
    variant, _, rest = spec.partition(":")
    if not variant.strip():
        raise InvalidSetting("rules-spec-no-variant", spec=shown(spec))
    try:
        options = bigtwo.settings(filter(None, (part.strip() for part in rest.split(","))))
    except InvalidSetting as exc:
        raise InvalidSetting("rules-spec-bad-option", spec=shown(spec), cause=exc) from None
    return variant.strip(), options


def _rules_option(spec: str) -> tuple[str, tuple[str, dict[str, str]]]:
    """The argparse ``type=`` of ``--bigtwo-rules``: the text as given (it names the tests) and
    what `parse_rules` reads of it; a bad one is a usage error, with `parse_rules`'s message."""
    try:
        return spec, parse_rules(spec)
    except InvalidSetting as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _plugin(ref: str) -> object:
    module_name, _, attribute = ref.partition(":")
    try:
        target: object = importlib.import_module(module_name)
        for part in filter(None, attribute.split(".")):
            target = getattr(target, part)
    except (ImportError, AttributeError) as exc:
        raise pytest.UsageError(f"--bigtwo-plugin {ref!r} cannot be imported: {exc}") from exc
    return target


class RulesItem(pytest.Item):
    """One property of one rule set: runs the `RulesConformance` test of that name."""

    def __init__(self, *, suite: type, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.suite = suite

    def runtest(self) -> None:
        """Run the property's test; a rule set that does not build skips the other properties."""
        try:
            getattr(self.suite(), self.name)()
        except unittest.SkipTest as exc:
            pytest.skip(str(exc))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: object = None) -> str:
        """The failures found (property, message, counterexample), without a traceback."""
        if isinstance(excinfo.value, AssertionError):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[str, int | None, str]:
        """Where the test comes from, for pytest's reports."""
        return "bigtwo.testing", None, f"{self.parent.name if self.parent else ''}::{self.name}"


class RulesSuite(pytest.Collector):
    """The conformance suite of one rule set: one `RulesItem` per property."""

    def __init__(self, *, suite: type, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.suite = suite

    def collect(self) -> Iterable[pytest.Item]:
        """One item per ``test_*`` method of the suite class."""
        names = sorted(n for n in dir(self.suite) if n.startswith("test_"))
        return [RulesItem.from_parent(self, name=name, suite=self.suite) for name in names]


def _suites(config: pytest.Config) -> Iterator[tuple[str, type]]:
    plugins = tuple(_plugin(ref) for ref in config.getoption("bigtwo_plugin"))
    examples = config.getoption("bigtwo_examples")
    for spec, (variant, options) in config.getoption("bigtwo_rules"):
        attributes = {"variant": variant, "options": options, "plugins": plugins, "examples": examples}
        yield spec, type(f"Rules[{spec}]", (RulesConformance,), attributes)


@pytest.hookimpl(tryfirst=True)  # before -k and -m deselect items
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Add the suites of ``--bigtwo-rules`` to the collected tests."""
    for spec, suite in _suites(config):
        collector = RulesSuite.from_parent(session, name=f"bigtwo-rules[{spec}]", suite=suite)
        items.extend(collector.collect())
