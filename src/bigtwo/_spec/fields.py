"""The converters that check the fields of plugin components and declarations: each takes what a
plugin gave and returns it as the field holds it, or refuses it with a `RulesError` naming the
field (``component-bad-field``), whatever junk it was.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from .._values.cards import Rank, Suit
from .._values.errors import BigTwoError, Message, RulesError, shown
from .._values.texts import Text

__all__ = [
    "each",
    "is_a",
    "is_message",
    "items_of",
    "messages",
    "option_pairs",
    "rank_symbol",
    "ranks",
    "suits",
    "text_pair",
    "whole_number",
    "whole_numbers",
]

T = TypeVar("T")


def items_of(items: object, field_name: str, expected: Message, limit: int = 64) -> tuple[object, ...]:
    """``items`` as a tuple, refused (`RulesError` naming the field) unless it is a list, tuple,
    set or other iterable of at most ``limit`` items that is not text."""
    if isinstance(items, str | bytes) or not isinstance(items, Iterable):
        raise RulesError("component-bad-field", field=field_name, expected=expected, value=shown(items))
    found = []
    for item in items:
        found.append(item)
        if len(found) > limit:
            raise RulesError("component-bad-field", field=field_name, expected=expected, value=shown(items))
    return tuple(found)


def each(items: object, field_name: str, expected: Message, convert: Callable[[Any], T]) -> tuple[T, ...]:
    out = []
    for item in items_of(items, field_name, expected):
        try:
            out.append(convert(item))
        except BigTwoError:
            raise
        except Exception:  # junk of any kind: the field is refused, whatever the item did
            raise RulesError("component-bad-field", field=field_name, expected=expected, value=shown(item)) from None
    return tuple(out)


def is_a(kind: type[T]) -> Callable[[Any], T]:
    def check(item: Any) -> T:
        if not isinstance(item, kind):
            raise TypeError(kind.__name__)
        return item

    return check


def whole_number(item: Any) -> int:
    if type(item) is not int and not (isinstance(item, int) and not isinstance(item, bool)):
        raise TypeError("int")
    if abs(item) > 1 << 62:
        raise ValueError("too large")
    return int(item)


def messages(items: Iterable[Message]) -> tuple[Message, ...]:
    return each(items, "sources/notes", Text("expected.messages"), is_message)


def is_message(item: Any) -> Message:
    if not callable(getattr(type(item), "render", None)):
        raise TypeError("Message")
    return item  # type: ignore[no-any-return]


def ranks(items: Iterable[Rank]) -> tuple[Rank, ...]:
    return each(items, "ranks", Text("expected.ranks"), lambda r: Rank(whole_number(r)))


def suits(items: Iterable[Suit]) -> tuple[Suit, ...]:
    return each(items, "suits", Text("expected.suits"), lambda s: Suit(whole_number(s)))


def whole_numbers(items: Iterable[int]) -> tuple[int, ...]:
    return each(items, "steps/points", Text("expected.whole-numbers"), whole_number)


def rank_symbol(value: object) -> object:
    """A rank as a card shows it (``10``, ``A``), or `shown` when it is not one."""
    if isinstance(value, int) and 0 <= value < len(Rank):
        return Rank(value).symbol
    return shown(value)


def option_pairs(value: Mapping[str, str] | tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    items = value.items() if isinstance(value, Mapping) else value
    return each(items, "options", Text("expected.option-pairs"), text_pair)


def text_pair(item: Any) -> tuple[str, str]:
    if not (isinstance(item, tuple | list) and len(item) == 2 and all(isinstance(x, str) for x in item)):
        raise TypeError("pair")
    return (item[0], item[1])
