"""The one fast path for building frozen values, and the guard that keeps value classes final.

attrs' generated ``__init__`` for a frozen class sets each field through
``object.__setattr__``, after converters and validators: right for values built from user
input, but the engine builds one state per action and tens of plays per hand from values it
has already checked. `trusted_constructor` makes, once per class, a function that stores
already-valid field values straight into the slots: the very object ``cls(...)`` would build,
without the detour. Only code that has validated its values may use it.

The classes it serves are final (`final_value`): a subclass could add fields or invariants
that the fast path would skip, so subclassing them is refused outright rather than silently
turning a subclass into its base class.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

__all__ = ["final_value", "per_ruleset", "trusted_constructor"]

T = TypeVar("T")


def final_value(cls: type[T]) -> type[T]:
    """Forbid subclassing ``cls`` (a frozen value class): ``class X(cls)`` raises `TypeError`.

    Also make IPython's and Hypothesis's pretty-printers show the value as its ``repr`` (they
    would otherwise print every attrs field, a rule set's tables included, ignoring ``repr=False``).
    """

    def __init_subclass__(sub: type, /, **kwargs: Any) -> None:
        raise TypeError(f"{cls.__name__} is a final value class of bigtwo and cannot be subclassed")

    cls.__init_subclass__ = classmethod(__init_subclass__)  # type: ignore[assignment]
    cls._repr_pretty_ = _repr_pretty_  # type: ignore[attr-defined]
    return cls


def _repr_pretty_(self: object, printer: Any, cycle: bool) -> None:
    """The IPython pretty-printer protocol: print the value's ``repr``."""
    printer.text(repr(self))


def trusted_constructor(cls: type[T]) -> Callable[..., T]:
    """A function taking ``cls``'s fields positionally (in attrs order, all of them) and
    returning the instance, skipping converters, validators and defaults.

    ``cls`` must be a slotted attrs class. The function is generated once, like attrs' own
    ``__init__``: one slot store per field, no loop.
    """
    names = [a.name for a in attrs.fields(cls)]  # type: ignore[arg-type]
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    for name in names:
        namespace[f"_set_{name}"] = cls.__dict__[name].__set__
    args = ", ".join(names)
    body = "".join(f"    _set_{n}(obj, {n})\n" for n in names)
    source = f"def make({args}):\n    obj = _new(_cls)\n{body}    return obj\n"
    exec(compile(source, f"<trusted constructor of {cls.__qualname__}>", "exec"), namespace)
    make: Callable[..., T] = namespace["make"]
    make.__doc__ = f"Build a {cls.__qualname__} from already-valid field values (see bigtwo._fast)."
    return make


K = TypeVar("K")
V = TypeVar("V")


def per_ruleset(derive: Callable[[K], V], *, keep: int = 64) -> Callable[[K], V]:
    """Memoise ``derive(rules)``: a table a higher layer derives from a rule set once (the
    prebuilt singles, pairs and triples of the plays layer, the prebuilt actions of the game
    layer) and then only reads.

    The rule set itself is frozen and complete without these; they live here, keyed by the rule
    set's identity, because they hold objects of layers above it. The derived value must be
    immutable and depend on nothing but the rule set, so the memo can never change an answer.
    It keeps the tables of the ``keep`` rule sets derived most recently (first in, first out):
    the values point back to their rule set, which keeps it alive while it is here, so the
    memo must be bounded for rule sets to be freed. A rule set used again after eviction gets
    equal tables derived anew.
    """
    cache: dict[int, V] = {}

    def get(rules: K) -> V:
        found = cache.get(id(rules))  # an entry keeps its rule set alive: its id cannot be reused
        if found is None:
            found = derive(rules)
            if len(cache) >= keep:
                del cache[next(iter(cache))]
            cache[id(rules)] = found
        return found

    get.__doc__ = derive.__doc__
    get.__wrapped__ = derive  # type: ignore[attr-defined]
    return get
