"""The fast paths for building frozen values and for reaching what is derived from a rule set,
and the guard that keeps value classes final.

attrs' generated ``__init__`` for a frozen class sets each field through
``object.__setattr__``, after converters and validators: right for values built from user
input, but the engine builds one state per action and tens of plays per hand from values it
has already checked. `trusted_constructor` makes, once per class, a function that stores
already-valid field values straight into the slots: the very object ``cls(...)`` would build,
without the detour. Only code that has validated its values may use it.

The classes it serves are final (`final_value`): a subclass could add fields or invariants
that the fast path would skip, so subclassing them is refused outright rather than silently
turning a subclass into its base class.

The tables the layers above a rule set derive from it (every five-card play, the prebuilt
actions) live in the rule set's `Derived` memo, one subscript away from a hot path. Caches that
hold what was derived from some hand (the five-card plays of the hands of recent deals, the
players' plans) live apart from the rule set (`private_per_ruleset`): a rule set reaches a
`bigtwo.SeatView`, and nothing a view reaches may hold another seat's cards.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import attrs

__all__ = ["Derived", "HasDerived", "final_value", "per_ruleset", "private_per_ruleset", "trusted_constructor"]

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


def trusted_constructor(cls: type[T], *, by_twin: bool = False) -> Callable[..., T]:
    """A function taking ``cls``'s fields positionally (in attrs order, all of them) and
    returning the instance, skipping converters, validators and defaults.

    ``cls`` must be a slotted attrs class. The function is generated once, like attrs' own
    ``__init__``: one slot store per field, no loop. With ``by_twin`` (for a class of many fields
    and no ``__weakref__`` slot) it fills a plain twin of ``cls`` (the same slots, no frozen
    ``__setattr__``, so each store is the interpreter's fastest) and then makes the object a
    ``cls`` (``__class__`` assignment, allowed because the layouts are the same): the very object
    ``cls(...)`` would build, in about half the time for a dozen fields. The twin is made by
    calling it (it has neither ``__new__`` nor ``__init__`` of its own), which is quicker than
    ``object.__new__(twin)``.
    """
    names = [a.name for a in attrs.fields(cls)]  # type: ignore[arg-type]
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    args = ", ".join(names)
    if by_twin:
        twin = type(f"_{cls.__name__}Twin", (), {"__slots__": tuple(cls.__slots__), "__module__": cls.__module__})  # type: ignore[attr-defined]
        namespace["_twin"] = twin
        body = "".join(f"    obj.{n} = {n}\n" for n in names)
        source = f"def make({args}):\n    obj = _twin()\n{body}    obj.__class__ = _cls\n    return obj\n"
    else:
        for name in names:
            namespace[f"_set_{name}"] = cls.__dict__[name].__set__
        body = "".join(f"    _set_{n}(obj, {n})\n" for n in names)
        source = f"def make({args}):\n    obj = _new(_cls)\n{body}    return obj\n"
    exec(compile(source, f"<trusted constructor of {cls.__qualname__}>", "exec"), namespace)
    make: Callable[..., T] = namespace["make"]
    make.__doc__ = f"Build a {cls.__qualname__} from already-valid field values (see bigtwo._values.fast)."
    if by_twin:
        make(*[None] * len(names))  # the layouts agree (a TypeError here, at import, otherwise)
    return make


V = TypeVar("V")


class Derived(dict[Callable[[Any], Any], Any]):
    """The memo of what layers above a rule set derive from it once and then only read (the
    prebuilt plays of the plays layer, the prebuilt actions of the game layer): ``memo[derive]``
    is ``derive(rules)``, made on first use. Every rule set has one (``RuleSet._derived``).

    This is the one fast path to a derived table: a hot path reaches it with a single subscript,
    no call (`per_ruleset` is the same lookup as a function). The tables are not among the rule
    set's compiled tables because they hold objects of the layers above it; the rule set is
    frozen and complete without them. A derived value must depend on nothing but the rule set
    and never change once made, or be a cache whose contents can never change an answer, so the memo can
    never change one. Nothing in it may hold what was derived from a hand: a rule set is
    reachable from every seat's view, so per-hand caches go in a `private_per_ruleset` memo
    instead.

    The values point back to their rule set, so the memos are bounded together: only the `KEEP`
    rule sets that derived a table most recently keep theirs (first in, first out), and a rule
    set used again after that derives equal tables anew.
    """

    __slots__ = ("_owner",)

    KEEP = 16
    """How many rule sets keep their derived tables at once. A rule set's tables take about
    6 MB once a deal has been played under it (the five-card table and the plays that follow
    each single, pair or triple most of it) and rebuild in well under 0.1 s, so a program that
    cycles through many option sets stays near 100 MB of tables."""

    def __init__(self, owner: object) -> None:
        super().__init__()
        self._owner = weakref.ref(owner)  # no reference cycle until something is derived

    if TYPE_CHECKING:  # the type of ``memo[derive]``; at run time the dictionary's own lookup

        def __getitem__(self, derive: Callable[[Any], V], /) -> V: ...

    def __missing__(self, derive: Callable[[Any], V]) -> V:
        owner = self._owner()
        assert owner is not None  # only its owner, alive, reaches a memo
        value = derive(owner)
        with _LOCK:
            self[derive] = value
            _HOLDERS.pop(id(self), None)
            _HOLDERS[id(self)] = self  # the newest last; listed, it stays alive, so ids stay apart
            while len(_HOLDERS) > self.KEEP:
                _HOLDERS.pop(next(iter(_HOLDERS))).clear()
        return value


_HOLDERS: dict[int, Derived] = {}
"""The memos holding tables, by identity, the one that derived least recently first."""
_LOCK = threading.Lock()


class HasDerived(Protocol):
    """A value with a `Derived` memo (a `RuleSet`)."""

    @property
    def _derived(self) -> Derived: ...


R = TypeVar("R", bound=HasDerived)


def per_ruleset(derive: Callable[[R], V]) -> Callable[[R], V]:
    """``derive`` memoised per rule set: ``per_ruleset(derive)(rules)`` is ``rules._derived[derive]``
    (see `Derived`), for the tables a layer derives once from a rule set and then only reads."""

    def get(rules: R) -> V:
        value: V = rules._derived[derive]
        return value

    get.__doc__ = derive.__doc__
    get.__wrapped__ = derive  # type: ignore[attr-defined]
    return get


def private_per_ruleset(derive: Callable[[Any], V], keep: int = 16) -> Callable[[Any], V]:
    """``derive`` memoised per rule set, in a memo the rule set does not reach.

    For the caches that hold what was derived from hands (a seat's five-card plays, a player's
    plans): ``private_per_ruleset(derive)(rules)`` is ``derive(rules)``, made once per rule set
    and kept here, by the rule set's identity, for the ``keep`` rule sets used most recently
    (each entry holds its rule set, so identities stay apart while it is kept). A `RuleSet`,
    and so a `bigtwo.SeatView`, holds no reference to it.
    """
    entries: OrderedDict[int, tuple[object, V]] = OrderedDict()
    last: list[tuple[object, V] | None] = [None]  # the latest (rule set, value): one store, so threads agree
    lock = threading.Lock()

    def get(rules: Any) -> V:
        pair = last[0]
        if pair is not None and pair[0] is rules:
            return pair[1]
        with lock:
            entry = entries.get(id(rules))
            if entry is not None and entry[0] is rules:
                entries.move_to_end(id(rules))
            else:
                entry = None
        if entry is None:
            entry = (rules, derive(rules))  # outside the lock: a derive may use other memos
            with lock:
                entries[id(rules)] = entry
                while len(entries) > keep:
                    entries.popitem(last=False)
        last[0] = entry
        return entry[1]

    get.__doc__ = derive.__doc__
    get.__wrapped__ = derive  # type: ignore[attr-defined]
    return get
