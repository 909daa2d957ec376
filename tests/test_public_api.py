"""The users' namespace: one table of public names, the stub made from it, and every name served.

Run ``python tests/test_public_api.py`` to rewrite ``src/bigtwo/__init__.pyi`` from the table.
"""

from __future__ import annotations

import pathlib
import sys

import bigtwo

STUB = pathlib.Path(bigtwo.__file__).with_suffix(".pyi")


def _isort(name: str) -> tuple[int, str]:
    """isort's order of names: CONSTANTS, then Classes, then functions."""
    return (0 if name.isupper() else 1 if name[:1].isupper() else 2, name)


def render_stub() -> str:
    """The stub type checkers read for `bigtwo`: the table's names, imported as re-exports."""
    lines = [
        '"""Type information for `bigtwo`, made from its table of public names (`bigtwo._PUBLIC`)',
        'by ``python tests/test_public_api.py``; tests/test_public_api.py checks that it is current."""',
        "",
        "from . import errors as errors",
        "from . import plugin as plugin",
    ]
    for module, _eager, names in sorted(bigtwo._PUBLIC):  # in the order ruff's isort keeps
        lines += [f"from .{module} import (", *(f"    {n}," for n in sorted(names.split(), key=_isort)), ")"]
    everything = sorted(bigtwo.__all__, key=_isort)
    lines += [
        "",
        "__version__: str",
        "_PUBLIC: tuple[tuple[str, bool, str], ...]",
        "",
        "__all__ = [",
        *(f'    "{n}",' for n in everything),
        "]",
        "",
    ]
    return "\n".join(lines)


def test_the_stub_is_made_from_the_table() -> None:
    assert STUB.read_text(encoding="utf-8") == render_stub(), "run: python tests/test_public_api.py"


if __name__ == "__main__":
    STUB.write_text(render_stub(), encoding="utf-8")
    sys.exit(0)
