"""A griffe extension for the API reference: the signatures it renders name only public things.

The reference documents the public namespaces (``bigtwo``, ``bigtwo.plugin``, ...), but griffe
reads the private modules that define their names, so a signature would show what only those
modules know:

- a type alias that no public namespace exports (``format: Format``) is written out as what it
  stands for (``format: Literal['text', 'markdown']``), in a class's bases as well;
- a type variable of a private module (``kind: type[T]``) is written as its bare name, linked
  to nothing (its path, ``bigtwo._rules.ruleset.T``, would show on hover);
- an attribute annotated with a class that no public namespace exports (``tables: Tables``)
  shows no annotation: the attribute's docstring says what it holds;
- an attrs field's value (``rank: Rank = field(converter=_to_rank)``) is reduced to its default
  (``pass_rate: float = 0.2``), or dropped when it has none;
- any other value that names what no public namespace exports (a default built by
  ``_layout()``, a constant of a private module, a module path such as
  ``bigtwo._rules.builtin_values``) is not shown: the attribute's docstring says what it holds.

Only what is rendered changes; the code and its annotations stay as they are.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from typing import Any, TypeGuard

import griffe

_PRIVATE_PATH = re.compile(r"(^|\.)_[A-Za-z0-9]")
"""A dotted path with a private part (``bigtwo._records.rulebook``, ``_index``)."""
_ATTRS_FIELD = {"field", "attr.ib", "attrs.field", "attr.field", "attr.attrib"}
"""How the attrs field function is called in this code base."""


def attrs_default(value: griffe.Expr) -> griffe.Expr | str | None:
    """The default an attrs ``field(...)`` call gives (``None`` for none, or one made by a factory)."""
    for argument in value.arguments if isinstance(value, griffe.ExprCall) else ():
        if isinstance(argument, griffe.ExprKeyword) and argument.name == "default":
            default = argument.value
            if isinstance(default, griffe.ExprCall) and str(default.function) in {"Factory", "attrs.Factory"}:
                return None
            return default
    return None


def substitute(expr: Any, replace: Callable[[Any], Any | None]) -> Any:
    """``expr`` with every part ``replace`` answers for replaced by its answer (a name is a leaf;
    the scope a name resolves in, its ``parent``, is not a part of the expression)."""
    found = replace(expr)
    if found is not None:
        return found
    if not isinstance(expr, griffe.Expr) or isinstance(expr, griffe.ExprName):
        return expr
    for item in dataclasses.fields(expr):
        if item.name == "parent":
            continue
        value = getattr(expr, item.name)
        if isinstance(value, griffe.Expr):
            setattr(expr, item.name, substitute(value, replace))
        elif isinstance(value, list):
            setattr(expr, item.name, [substitute(v, replace) for v in value])
    return expr


class PublicSignatures(griffe.Extension):
    """Write out private type aliases and type variables; drop values, and attributes' annotations,
    that name private things.

    Args:
        public: The public namespaces, as module paths (``["bigtwo", "bigtwo.plugin"]``): a name
            any of them exports stays as it is written.
    """

    def __init__(self, public: list[str] | None = None) -> None:
        super().__init__()
        self.public = tuple(public or ())

    def on_package(self, *, pkg: griffe.Module, loader: griffe.GriffeLoader, **kwargs: Any) -> None:
        """Write out, in every annotation of the package, the aliases no public namespace exports
        and the private type variables; reduce attrs fields to their defaults, and drop the values
        and attribute annotations that name what no public namespace exports."""
        exported = self._exported(loader)
        aliases: dict[str, griffe.Expr | str] = {}

        def alias_value(part: Any) -> griffe.Expr | str | None:
            if not isinstance(part, griffe.ExprName):
                return None
            try:
                path = part.canonical_path
            except griffe.NameResolutionError:  # a name griffe cannot resolve is left as written
                return None
            if path in exported or not _PRIVATE_PATH.search(path):
                return None
            if path not in aliases:
                try:
                    target = loader.modules_collection.get_member(path)
                except (KeyError, ValueError):
                    return None
                if _is_type_variable(target):  # a plain name: rendered as written, linked to nothing
                    aliases[path] = part.name
                    return part.name
                if not _is_type_alias(target) or not isinstance(target.value, griffe.Expr):
                    return None
                aliases[path] = target.value  # an alias of aliases is written out in turn:
                aliases[path] = substitute(target.value, alias_value)
            return aliases[path]

        def private(part: object) -> bool:
            if isinstance(part, str):
                return bool(re.search(rf"\b{re.escape(pkg.name)}(\.\w+)*\._", part))  # a quoted module path
            if not isinstance(part, griffe.ExprName):
                return False
            if _PRIVATE_PATH.search(part.name):
                return True
            try:
                path = part.canonical_path
            except griffe.NameResolutionError:  # a name griffe cannot resolve (a loop variable)
                return False
            if not path.startswith(f"{pkg.name}.") or not _PRIVATE_PATH.search(path):
                return False
            if path in exported:
                return False
            owner = path.rsplit(".", 1)[0]  # a member of an exported class (Category.STRAIGHT) is public too
            return owner not in exported or not _is_class(loader, owner)

        for obj in _objects(pkg):
            if isinstance(obj, griffe.Class):  # its bases are shown too ("Bases: Env[Observation, int64]")
                obj.bases = [substitute(base, alias_value) for base in obj.bases]
            elif isinstance(obj, griffe.Function):
                for parameter in obj.parameters:
                    parameter.annotation = substitute(parameter.annotation, alias_value)
                obj.returns = substitute(obj.returns, alias_value)
            elif isinstance(obj, griffe.Attribute):
                annotation = substitute(obj.annotation, alias_value)
                names = annotation.iterate(flat=True) if isinstance(annotation, griffe.Expr) else ()
                obj.annotation = None if any(private(part) for part in names) else annotation
                value = obj.value
                if isinstance(value, griffe.ExprCall) and str(value.function) in _ATTRS_FIELD:
                    value = attrs_default(value)
                parts = value.iterate(flat=True) if isinstance(value, griffe.Expr) else (value,)
                obj.value = None if any(private(part) for part in parts) else value

    def _exported(self, loader: griffe.GriffeLoader) -> set[str]:
        """The paths of everything the public namespaces export (their ``__all__``; an alias counts
        as its target)."""
        found: set[str] = set()
        for name in self.public:
            try:
                module = loader.modules_collection.get_member(name)
            except KeyError:
                continue
            names = [str(n) for n in module.exports] if module.exports is not None else list(module.members)
            for member in (module.members[n] for n in names if n in module.members and not n.startswith("_")):
                found.add(member.target_path if isinstance(member, griffe.Alias) else member.path)
        return found


def _is_type_alias(obj: object) -> TypeGuard[griffe.Attribute | griffe.TypeAlias]:
    """A module attribute that names a type (``Format = Literal[...]``), not a constant."""
    if isinstance(obj, griffe.TypeAlias):
        return True
    if not isinstance(obj, griffe.Attribute) or "module-attribute" not in obj.labels:
        return False
    value = obj.value
    return obj.annotation is None and isinstance(value, griffe.ExprSubscript | griffe.ExprBinOp | griffe.ExprName)


def _is_type_variable(obj: object) -> bool:
    """A module attribute made by ``TypeVar("T")``."""
    value = getattr(obj, "value", None)
    return isinstance(value, griffe.ExprCall) and str(value.function) in {"TypeVar", "typing.TypeVar"}


def _is_class(loader: griffe.GriffeLoader, path: str) -> bool:
    """Whether ``path`` names a class the loader knows."""
    try:
        return bool(loader.modules_collection.get_member(path).is_class)
    except (KeyError, ValueError):
        return False


def _objects(obj: griffe.Object) -> Iterable[griffe.Object]:
    """``obj`` and every object it defines (aliases are not followed)."""
    yield obj
    for member in obj.members.values():
        if not isinstance(member, griffe.Alias):
            yield from _objects(member)
