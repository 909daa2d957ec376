"""What the suite needs from the optional extras, and what it leaves out when one is missing.

The ``test`` extra alone runs the core suite. Tests of an optional part need that part's extra
(``rl``, ``ray``, ``docs``): a module that cannot even be imported without it is not collected, and
a test marked ``@pytest.mark.extra("ray")`` is skipped, with the install line as the reason. The
header of every run says what was left out. Under CI (``CI`` set) nothing may be left out: a
missing extra stops the run before any test, so a green CI has run every test.
"""

from __future__ import annotations

import importlib.util
import os
from typing import NamedTuple

import pytest


class Extra(NamedTuple):
    """What an optional extra brings, and what cannot even be imported without it."""

    modules: tuple[str, ...]
    files: tuple[str, ...] = ()


EXTRAS = {
    "rl": Extra(("numpy", "gymnasium", "pettingzoo"), ("src/bigtwo/rl/*.py", "tests/rl/*.py")),
    "ray": Extra(("ray",)),
    "docs": Extra(("mkdocs", "mkdocstrings", "mkdocs_static_i18n")),
}
"""The extras the test extra does not bring (``play`` it does: the play tests drive the app)."""


def missing_extras() -> list[str]:
    """The extras of which at least one module is not installed."""
    return [name for name, extra in EXTRAS.items() if any(not importlib.util.find_spec(m) for m in extra.modules)]


MISSING = missing_extras()
collect_ignore_glob = [pattern for name in MISSING for pattern in EXTRAS[name].files]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "extra(name): the test needs that optional extra (rl, ray, docs)")
    if MISSING and os.environ.get("CI"):
        raise pytest.UsageError(f"CI runs every test: install the extras {', '.join(MISSING)} (see .ci/run)")


def pytest_report_header() -> str:
    if not MISSING:
        return "extras: all installed, nothing left out"
    install = f"pip install -e '.[{','.join(['test', *MISSING])}]'"
    return f"extras missing: {', '.join(MISSING)}; their tests are left out (run {install} for all)"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        for marker in item.iter_markers("extra"):
            (name,) = marker.args
            if name not in EXTRAS:
                raise pytest.UsageError(f"{item.nodeid}: unknown extra {name!r}")
            if name in MISSING:
                item.add_marker(pytest.mark.skip(reason=f"needs the {name} extra: pip install -e '.[{name}]'"))
