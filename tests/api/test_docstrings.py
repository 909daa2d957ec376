"""The docstrings of the public API are complete: a one-line summary, every parameter in ``Args:``,
``Returns:`` for a function that returns something, and every exception a function raises itself
in ``Raises:``. The API reference renders these sections as tables (Google style, mkdocs.yml).

Every public function and method of the public namespaces (`NAMESPACES`) and every hook
specification is held to this, so a new public function without its sections fails here. The
signatures the reference renders name only public types, too: a parameter or return annotated
with a class that no public namespace exports would show a private path.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import importlib.util
import inspect
import re
import runpy
import textwrap
import typing
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from types import FunctionType, ModuleType
from typing import Any

import griffe  # the docs extra: mkdocstrings renders the docstrings with it
import pytest

import bigtwo
import bigtwo.errors
import bigtwo.players
import bigtwo.plugin
import bigtwo.testing

RL = all(importlib.util.find_spec(m) for m in ("numpy", "gymnasium", "pettingzoo"))
"""Whether the rl extra is installed (CI installs every extra: the root conftest.py sees to it)."""
NAMESPACES: tuple[ModuleType, ...] = (
    bigtwo,
    bigtwo.plugin,
    bigtwo.errors,
    bigtwo.players,
    *((importlib.import_module("bigtwo.rl"),) if RL else ()),
    bigtwo.testing,
)
"""The public namespaces whose ``__all__`` the reference documents."""
FOREIGN_ERRORS = {"InvalidArgument", "SkipTest"}
"""Exceptions of other libraries the testing kit raises on purpose, as those libraries expect:
Hypothesis's error for a bad argument of a strategy, unittest's (and pytest's) skip."""


def _function(obj: object) -> FunctionType | None:
    """The function of this library's source behind ``obj`` (a method, a classmethod, a cached
    function), or ``None`` for anything else (a function attrs, enum or typing wrote)."""
    function = obj.__func__ if isinstance(obj, classmethod | staticmethod) else obj
    function = inspect.unwrap(function) if callable(function) else function  # functools.cache and the like
    if not isinstance(function, FunctionType) or function.__code__.co_filename.startswith("<"):
        return None
    module = function.__module__ or ""
    return function if module == "bigtwo" or module.startswith("bigtwo.") else None


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
            function = _function(obj)
            if function is not None and once(function):
                yield f"{namespace.__name__}.{name}", function, function
            elif isinstance(obj, type) and once(obj):
                for member_name, member in vars(obj).items():
                    function = _function(member)
                    if function is None:
                        continue
                    if member_name == "__init__":
                        yield f"{namespace.__name__}.{name}", function, obj
                    elif not member_name.startswith("_"):
                        yield f"{namespace.__name__}.{name}.{member_name}", function, function
    hookspecs = bigtwo.plugin.hookspecs
    for name in sorted(n for n in dir(hookspecs) if n.startswith("bigtwo_")):
        yield f"bigtwo.plugin.hookspecs.{name}", getattr(hookspecs, name), getattr(hookspecs, name)


CALLABLES = list(_callables())


def _docstrings(documented: object) -> list[str]:
    """The docstrings the reference renders for ``documented``: a class's own, then its
    ``__init__``'s if that has one (mkdocs.yml merges the two)."""
    texts = [inspect.getdoc(documented) or ""]
    init = vars(documented).get("__init__") if isinstance(documented, type) else None
    if init is not None and init.__doc__:
        texts.append(inspect.getdoc(init) or "")
    return texts


def _sections(documented: object) -> dict[str, list[Any]]:
    """The docstring's sections as griffe's Google parser reads them (what mkdocstrings renders)."""
    found: dict[str, list[Any]] = {}
    for text in _docstrings(documented):
        sections = griffe.Docstring(text).parse("google", returns_multiple_items=False, warnings=False)  # as mkdocs.yml
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
    """The exception classes ``function`` raises by name in its own body (``raise Name(...)``,
    ``raise module.Name(...)``)."""
    try:
        source = textwrap.dedent(inspect.getsource(function))
    except (OSError, TypeError):
        return set()
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Raise) and node.exc is not None:
            exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            name = exc.id if isinstance(exc, ast.Name) else exc.attr if isinstance(exc, ast.Attribute) else ""
            if name[:1].isupper():
                found.add(name)
    return found


def _errors() -> set[str]:
    """The exceptions a ``Raises:`` section may name: the public namespaces' own, Python's, and
    `FOREIGN_ERRORS`."""
    ours = {
        name
        for namespace in NAMESPACES
        for name in namespace.__all__
        if isinstance(getattr(namespace, name), type) and issubclass(getattr(namespace, name), BaseException)
    }
    python = {name for name, obj in vars(builtins).items() if isinstance(obj, type) and issubclass(obj, BaseException)}
    return ours | python | FOREIGN_ERRORS


def _ids(entries: list[tuple[str, Callable[..., Any], Any]]) -> list[str]:
    return [entry[0] for entry in entries]


def test_the_check_reaches_the_public_api() -> None:
    names = set(_ids(CALLABLES))
    assert {"bigtwo.classify", "bigtwo.apply", "bigtwo.GameState.next_seat", "bigtwo.Play"} <= names
    assert {"bigtwo.ruleset", "bigtwo.RuleSet.component", "bigtwo.Catalogue", "bigtwo.Catalogue.render"} <= names
    assert {"bigtwo.plugin.plugin_manager", "bigtwo.plugin.Direction.step", "bigtwo.plugin.RuleView.option"} <= names
    assert "bigtwo.plugin.hookspecs.bigtwo_suit_order" in names
    assert "bigtwo.players.player" in names
    rl = {"bigtwo.rl.observe", "bigtwo.rl.position_matrix", "bigtwo.rl.raw_env", "bigtwo.rl.BigTwoEnv.step"}
    assert rl <= names if RL else not any(name.startswith("bigtwo.rl.") for name in names)
    assert {"bigtwo.testing.check_rules", "bigtwo.testing.RulesStrategies.of"} <= names
    assert {"bigtwo.testing.RulesStrategies.beating", "bigtwo.testing.RulesConformance.check_property"} <= names
    assert len(names) > (150 if RL else 120)


def test_every_public_function_and_class_is_reached() -> None:
    """Each function and class a namespace exports is checked (or, for a class, its methods are)."""
    reached = {entry[0].rsplit(".", 1)[0] for entry in CALLABLES} | set(_ids(CALLABLES))
    for namespace in NAMESPACES:
        for name in namespace.__all__:
            obj = getattr(namespace, name)
            if _function(obj) is not None:
                assert f"{namespace.__name__}.{name}" in reached, f"{namespace.__name__}.{name} is not checked"


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
    known = _errors()
    assert listed <= known, f"{name}: Raises: names {sorted(listed - known)}, which are not exceptions it may raise"
    missing = _raised(function) - listed
    assert not missing, f"{name} raises {sorted(missing)} itself; Raises: does not say when"


class _Namespace(Mapping[str, Any]):
    """A module's names for evaluating its annotations: its globals, then what it serves on first
    use (``bigtwo.testing.RulesStrategies``, the names of ``bigtwo``)."""

    def __init__(self, module: ModuleType) -> None:
        self.module = module

    def __getitem__(self, name: str) -> Any:
        try:
            return vars(self.module)[name]
        except KeyError:
            try:
                return getattr(self.module, name)
            except AttributeError:
                raise KeyError(name) from None

    def __iter__(self) -> Iterator[str]:
        return iter(vars(self.module))

    def __len__(self) -> int:
        return len(vars(self.module))


def _types(annotation: object) -> Iterator[object]:
    """The classes and type variables an evaluated annotation names (``Literal`` values aside)."""
    if typing.get_origin(annotation) is typing.Literal:
        return
    if isinstance(annotation, type | typing.TypeVar):
        yield annotation
    origin = typing.get_origin(annotation)
    if origin is not None:
        yield origin
    for argument in typing.get_args(annotation):
        if isinstance(argument, list):  # the parameters of a Callable
            for item in argument:
                yield from _types(item)
        else:
            yield from _types(argument)


def _public_objects() -> set[int]:
    return {id(getattr(namespace, name)) for namespace in NAMESPACES for name in namespace.__all__}


@pytest.mark.parametrize(("name", "function", "documented"), CALLABLES, ids=_ids(CALLABLES))
def test_signatures_name_only_public_types(name: str, function: Callable[..., Any], documented: object) -> None:
    """A parameter or return type of this library is one a public namespace exports (a type
    variable is written as its bare name; private aliases are written out by the reference)."""
    module = inspect.getmodule(function)
    assert module is not None
    hints = typing.get_type_hints(function, localns=_Namespace(module))
    public = _public_objects()
    for parameter, annotation in hints.items():
        for found in _types(annotation):
            if isinstance(found, typing.TypeVar) or not (getattr(found, "__module__", "") or "").startswith("bigtwo"):
                continue
            assert id(found) in public, (
                f"{name}: {parameter} is annotated with {found.__module__}.{found.__qualname__}, "  # type: ignore[attr-defined]
                "which no public namespace exports"
            )


def test_the_hook_reference_renders_the_sections() -> None:
    """The hook reference (docs/gen_pages.py) shows each hook's sections as the API reference
    does: a bold heading, then each parameter as a list item, not the docstring's raw lines."""
    hook_reference = runpy.run_path(str(Path(__file__).parents[2] / "docs" / "gen_pages.py"))["hook_reference"]
    page = hook_reference()
    assert "\nArgs:\n" not in page and "\nReturns:\n" not in page
    hookspecs = bigtwo.plugin.hookspecs
    for name in sorted(n for n in dir(hookspecs) if n.startswith("bigtwo_")):
        entry = re.split(r"\n##+ ", page.split(f"\n### `{name}`\n", 1)[1], maxsplit=1)[0]  # to the next heading
        sections = _sections(getattr(hookspecs, name))
        for parameter in (p for section in sections.get("parameters", []) for p in section.value):
            assert f"\n- `{parameter.name}`: " in entry, f"{name}: {parameter.name} is not listed"
        if sections.get("parameters"):
            assert "**Parameters:**" in entry
        if sections.get("returns"):
            assert "**Returns:**" in entry
