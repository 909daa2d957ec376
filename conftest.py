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

import pytest

EXTRAS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # extra: (the modules it brings, the files that cannot be imported without them)
    "rl": (
        ("numpy", "gymnasium", "pettingzoo"),
        ("src/bigtwo/rl/*.py", "tests/rl/*.py", "tests/api/test_docstrings.py"),
    ),
    "ray": (("ray",), ()),
    "docs": (("mkdocs", "griffe", "mkdocstrings", "mkdocs_static_i18n"), ("tests/api/test_docstrings.py",)),
}


def missing_extras() -> list[str]:
    """The extras of which at least one module is not installed."""
    return [extra for extra, (modules, _) in EXTRAS.items() if any(not importlib.util.find_spec(m) for m in modules)]


MISSING = missing_extras()
collect_ignore_glob = [pattern for extra in MISSING for pattern in EXTRAS[extra][1]]


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
