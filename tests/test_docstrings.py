"""The docstrings of the public API are complete: a one-line summary, every parameter in ``Args:``,
``Returns:`` for a function that returns something, and every exception a function raises itself
in ``Raises:``. The API reference renders these sections as tables (Google style, mkdocs.yml).

`CHECKED` says which modules are held to this: the public names whose code lives there. Widening
the check to every public name is adding modules to it (or ``""``, which every module starts with).
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Callable, Iterator
from types import FunctionType, ModuleType
from typing import Any

import pytest

import bigtwo
import bigtwo.errors
import bigtwo.players
import bigtwo.plugin

griffe = pytest.importorskip("griffe", reason="the docs extra parses the docstrings: pip install -e '.[docs]'")

NAMESPACES: tuple[ModuleType, ...] = (bigtwo, bigtwo.plugin, bigtwo.errors, bigtwo.players)
"""The public namespaces whose ``__all__`` the reference documents."""
CHECKED: tuple[str, ...] = (
    "bigtwo._plays.",
    "bigtwo._game.",
    "bigtwo._records.",
    "bigtwo._values.cards",
    "bigtwo._values.shuffle",
    "bigtwo._values.fast",
    "bigtwo._values.errors",
    "bigtwo._spec.hookspecs",
    "bigtwo._spec.schemes",
    "bigtwo.players.",
)
"""The modules (by name prefix) whose public functions and methods are checked."""


def _checked(function: Callable[..., Any]) -> bool:
    module = getattr(function, "__module__", "") or ""
    return any(f"{module}.".startswith(prefix) for prefix in CHECKED)


def _written_here(function: object) -> bool:
    """A function of this library's source (not one attrs or enum wrote)."""
    return isinstance(function, FunctionType) and not function.__code__.co_filename.startswith("<")


def _callables() -> Iterator[tuple[str, Callable[..., Any], Callable[..., Any] | type]]:
    """Every public function and method of the namespaces, once: (name, function, documented object).

    A class's own ``__init__`` is documented by the class docstring (the reference merges the two).
    """
    seen: set[int] = set()

    def once(obj: object) -> bool:
        if id(obj) in seen:
            return False
        seen.add(id(obj))
        return True

    for namespace in NAMESPACES:
        for name in namespace.__all__:
            obj = getattr(namespace, name)
            if isinstance(obj, FunctionType) and once(obj):
                yield f"{namespace.__name__}.{name}", obj, obj
            elif isinstance(obj, type) and once(obj):
                for member_name, member in vars(obj).items():
                    function = member.__func__ if isinstance(member, classmethod | staticmethod) else member
                    if not _written_here(function):
                        continue
                    if member_name == "__init__":
                        yield f"{namespace.__name__}.{name}", function, obj
                    elif not member_name.startswith("_"):
                        yield f"{namespace.__name__}.{name}.{member_name}", function, function
    hookspecs = bigtwo.plugin.hookspecs
    for name in sorted(n for n in dir(hookspecs) if n.startswith("bigtwo_")):
        yield f"bigtwo.plugin.hookspecs.{name}", getattr(hookspecs, name), getattr(hookspecs, name)


CALLABLES = [entry for entry in _callables() if _checked(entry[1])]


def _sections(documented: object) -> dict[str, list[Any]]:
    """The docstring's sections as griffe's Google parser reads them (what mkdocstrings renders)."""
    text = inspect.getdoc(documented) or ""
    sections = griffe.Docstring(text).parse("google", returns_multiple_items=False, warnings=False)  # as mkdocs.yml
    found: dict[str, list[Any]] = {}
    for section in sections:
        found.setdefault(section.kind.value, []).append(section)
    return found


def _parameters(function: Callable[..., Any]) -> list[str]:
    """The parameters a caller gives, as ``Args:`` names them (``**settings`` for keywords)."""
    out = []
    for parameter in inspect.signature(function).parameters.values():
        if parameter.name in ("self", "cls"):
            continue
        kind = parameter.kind
        stars = "*" if kind is parameter.VAR_POSITIONAL else "**" if kind is parameter.VAR_KEYWORD else ""
        out.append(stars + parameter.name)
    return out


def _raised(function: Callable[..., Any]) -> set[str]:
    """The exception classes ``function`` raises by name in its own body (``raise Name(...)``)."""
    try:
        source = textwrap.dedent(inspect.getsource(function))
    except (OSError, TypeError):
        return set()
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Raise) and node.exc is not None:
            exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if isinstance(exc, ast.Name) and exc.id[:1].isupper():
                found.add(exc.id)
    return found


def _ids(entries: list[tuple[str, Callable[..., Any], Any]]) -> list[str]:
    return [entry[0] for entry in entries]


def test_the_check_reaches_the_public_api() -> None:
    names = set(_ids(CALLABLES))
    assert {"bigtwo.classify", "bigtwo.apply", "bigtwo.GameState.next_seat", "bigtwo.Play"} <= names
    assert "bigtwo.plugin.hookspecs.bigtwo_suit_order" in names
    assert "bigtwo.players.player" in names
    assert len(names) > 50


@pytest.mark.parametrize(("name", "function", "documented"), CALLABLES, ids=_ids(CALLABLES))
def test_the_summary_is_one_line(name: str, function: Callable[..., Any], documented: object) -> None:
    text = inspect.getdoc(documented) or ""
    first, _, rest = text.partition("\n")
    assert first.rstrip().endswith("."), f"{name}: the first line is not a one-line summary: {first!r}"
    assert not rest or not rest.strip() or rest.startswith("\n"), f"{name}: a blank line follows the summary"


@pytest.mark.parametrize(("name", "function", "documented"), CALLABLES, ids=_ids(CALLABLES))
def test_every_parameter_is_in_args(name: str, function: Callable[..., Any], documented: object) -> None:
    wanted = _parameters(function)
    given = [p.name for section in _sections(documented).get("parameters", []) for p in section.value]
    assert given == wanted, f"{name}: Args: lists {given}, the signature has {wanted} (in this order)"
    for section in _sections(documented).get("parameters", []):
        for parameter in section.value:
            assert parameter.description.strip(), f"{name}: {parameter.name} has no description"


@pytest.mark.parametrize(("name", "function", "documented"), CALLABLES, ids=_ids(CALLABLES))
def test_what_is_returned_is_in_returns(name: str, function: Callable[..., Any], documented: object) -> None:
    if function.__name__ == "__init__":
        return
    returns = inspect.signature(function).return_annotation
    sections = _sections(documented)
    if returns in (None, "None"):
        assert "returns" not in sections, f"{name} returns nothing, yet has Returns:"
        return
    assert "returns" in sections, f"{name}: no Returns: section (it returns {returns})"
    assert all(item.description.strip() for section in sections["returns"] for item in section.value)


@pytest.mark.parametrize(("name", "function", "documented"), CALLABLES, ids=_ids(CALLABLES))
def test_what_is_raised_is_in_raises(name: str, function: Callable[..., Any], documented: object) -> None:
    listed = {
        str(item.annotation).rsplit(".", 1)[-1]
        for section in _sections(documented).get("raises", [])
        for item in section.value
    }
    for item in (i for section in _sections(documented).get("raises", []) for i in section.value):
        assert item.description.strip(), f"{name}: Raises {item.annotation} says not when"
    known = {n for n in dir(bigtwo.errors) if n[:1].isupper()} | {"PlayerError", "TypeError", "ValueError"}
    assert listed <= known, f"{name}: Raises: names {sorted(listed - known)}, which are not bigtwo's errors"
    missing = _raised(function) - listed
    assert not missing, f"{name} raises {sorted(missing)} itself; Raises: does not say when"
