"""A griffe extension for the pages of the API reference: what a page already says is not said
again, and its table of contents lists the names a reader looks for.

- A reference page (``docs/reference/bigtwo.md``, ...) opens with an introduction of its own,
  written for the site and translated; the docstring of the module it documents says the same
  things, so it is not rendered there (``help(bigtwo)`` still shows it, and its examples are
  still run as doctests).
- The members of an enumeration (``Category.SINGLE``, ``Rank.THREE``, ``ReasonCode.GAME_OVER``)
  are listed in one table in their class's entry, each with its value and what it means, instead
  of an entry each: a page's table of contents then names the enumeration once, not every member.

Only what is rendered changes; the code and its docstrings stay as they are.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import griffe

ENUM_BASES = frozenset({"Enum", "IntEnum", "StrEnum", "Flag", "IntFlag"})
"""The names of the base classes that make a class an enumeration (``enum.Enum``, ``Enum``...)."""


def is_enum(cls: griffe.Class) -> bool:
    """Whether ``cls`` derives directly from one of the `ENUM_BASES`."""
    return any(str(base).rsplit(".", 1)[-1] in ENUM_BASES for base in cls.bases)


def enum_members(cls: griffe.Class) -> list[griffe.Attribute]:
    """The members of the enumeration ``cls``: its public class attributes with a value, in
    the order of the source."""
    found = [
        member
        for name, member in cls.members.items()
        if not member.is_alias
        and isinstance(member, griffe.Attribute)
        and not name.startswith("_")
        and member.value is not None
        and "property" not in member.labels
    ]
    return sorted(found, key=lambda member: member.lineno or 0)


def members_table(members: list[griffe.Attribute]) -> str:
    """The Markdown table of an enumeration's members: name, value and, when any member has a
    docstring, what each one means."""
    described = any(member.docstring is not None for member in members)
    heads = ["Member", "Value", *(["Meaning"] if described else [])]
    lines = ["| " + " | ".join(heads) + " |", "|" + "---|" * len(heads)]
    for member in members:
        cells = [f"`{member.name}`", f"`{member.value}`"]
        if described:
            text = member.docstring.value if member.docstring is not None else ""
            cells.append(" ".join(text.split()).replace("|", "\\|"))
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _objects(obj: griffe.Object) -> Iterator[griffe.Object]:
    """Every object defined in ``obj``, at any depth (aliases are not followed: each object is
    found where it is defined)."""
    for member in list(obj.members.values()):
        if not member.is_alias and isinstance(member, griffe.Object):
            yield member
            yield from _objects(member)


def unlinked(expr: Any, paths: frozenset[str]) -> Any:
    """``expr`` with every name that stands for one of ``paths`` (``Category.STRAIGHT``, once the
    member has no entry of its own) written as plain text, linked to nothing: a link to it would
    lead nowhere, and its hover title would show the private module that defines it."""
    if isinstance(expr, griffe.ExprName):
        try:
            path = expr.canonical_path
        except Exception:  # a name griffe cannot resolve is left as written
            return expr
        return griffe.ExprName(expr.name) if path in paths else expr
    if not isinstance(expr, griffe.Expr):
        return expr
    for item in dataclasses.fields(expr):
        value = getattr(expr, item.name)
        if item.name == "parent":
            continue
        if isinstance(value, griffe.Expr):
            setattr(expr, item.name, unlinked(value, paths))
        elif isinstance(value, list):
            setattr(expr, item.name, [unlinked(part, paths) for part in value])
    return expr


def _unlink_everywhere(pkg: griffe.Module, paths: frozenset[str]) -> None:
    """Unlink the names of ``paths`` in every annotation, value, default and base of ``pkg``."""
    for obj in _objects(pkg):
        if isinstance(obj, griffe.Class):
            obj.bases = [unlinked(base, paths) for base in obj.bases]
        elif isinstance(obj, griffe.Function):
            for parameter in obj.parameters:
                parameter.annotation = unlinked(parameter.annotation, paths)
                parameter.default = unlinked(parameter.default, paths)
            obj.returns = unlinked(obj.returns, paths)
        elif isinstance(obj, griffe.Attribute | griffe.TypeAlias):
            obj.value = unlinked(obj.value, paths)
            if isinstance(obj, griffe.Attribute):
                obj.annotation = unlinked(obj.annotation, paths)


class ReferencePages(griffe.Extension):
    """Leave out the docstrings of the modules the reference pages introduce, and list each
    enumeration's members in a table of its class.

    Args:
        modules: The modules that a reference page documents with its own introduction
            (``["bigtwo", "bigtwo.plugin"]``): their docstrings are not rendered.
    """

    def __init__(self, modules: list[str] | None = None) -> None:
        super().__init__()
        self.modules = frozenset(modules or ())

    def on_package(self, *, pkg: griffe.Module, loader: griffe.GriffeLoader, **kwargs: Any) -> None:
        """Blank the introduced modules' docstrings and fold every enumeration's members into a
        table of its docstring, for the whole package ``pkg``."""
        for path in self.modules:
            if path == pkg.path or path.startswith(f"{pkg.path}."):
                module = loader.modules_collection.get_member(path)
                if isinstance(module, griffe.Module):
                    module.docstring = None
        folded: set[str] = set()
        for cls in [obj for obj in _objects(pkg) if isinstance(obj, griffe.Class) and is_enum(obj)]:
            members = enum_members(cls)
            if not members:
                continue
            table = members_table(members)
            if cls.docstring is None:
                cls.docstring = griffe.Docstring(table, parent=cls)
            else:
                cls.docstring.value = f"{cls.docstring.value.rstrip()}\n\n{table}"
            for member in members:
                folded.add(member.path)
                cls.del_member(member.name)
        _unlink_everywhere(pkg, frozenset(folded))
