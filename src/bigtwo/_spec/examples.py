"""`WorkedExample`: an example a variant's source works out (a comparison of two plays, or the
score of a finished deal), which the variant's rule page computes again with the engine, so a
reader can check the library against the source and the tests can check it against the
source's numbers.
"""

from __future__ import annotations

from typing import Any

from attrs import field, frozen

from .._values.errors import Message, RulesError, shown
from .._values.texts import Text
from .fields import each, is_message, option_pairs, whole_number

__all__ = ["WorkedExample"]


def _message(value: Any) -> Message:
    try:
        return is_message(value)
    except TypeError:
        raise RulesError(
            "component-bad-field", field="text/source", expected=Text("expected.messages"), value=shown(value)
        ) from None


def _card_texts(value: Any) -> tuple[str, ...]:
    return each(value, "hands", Text("expected.card-texts"), _text)


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("str")
    return value


def _pair(value: Any) -> tuple[str, str] | None:
    if value is None:
        return None
    found = each(value, "beats", Text("expected.card-texts"), _text)
    if len(found) != 2:
        raise RulesError("component-bad-field", field="beats", expected=Text("expected.card-texts"), value=shown(value))
    return (found[0], found[1])


def _points(value: Any) -> tuple[tuple[int, int], ...]:
    def point(item: Any) -> tuple[int, int]:
        if not (isinstance(item, tuple | list) and len(item) == 2):
            raise TypeError("pair")
        return (whole_number(item[0]), whole_number(item[1]))

    return each(value, "expected", Text("expected.seat-points"), point)


@frozen
class WorkedExample:
    """An example a source works out, for the rule page of the variant that declares it.

    Either a comparison (``beats``: a play and the play it is said to beat, as card text) or a
    scored deal (``hands``: each seat's cards left at the end, the winner's empty, with the
    ``winning_play`` where the scheme needs it). ``expected`` holds the source's own numbers,
    ``(seat, points)`` for the seats it names; ``options`` the option values the example assumes
    on top of the variant's (a source's plain scoring beside its doubling, say).

    >>> from bigtwo.plugin import Localized, WorkedExample
    >>> example = WorkedExample(
    ...     source=Localized(en="A rules sheet", es="Una hoja de reglas"),
    ...     text=Localized(en="The higher suit decides a pair.", es="El palo más alto decide la pareja."),
    ...     beats=("9S 9D", "9H 9C"),
    ... )
    >>> example.beats
    ('9S 9D', '9H 9C')
    """

    source: Message = field(converter=_message)
    """The document that gives the example, cited by what it is, in every language."""
    text: Message = field(converter=_message)
    """The example as the source states it, in every language (seats named as the score card
    names them)."""
    beats: tuple[str, str] | None = field(default=None, converter=_pair)
    """A comparison: a play and the play the source says it beats."""
    hands: tuple[str, ...] = field(default=(), converter=_card_texts)
    """A scored deal: each seat's cards left, in seat order (the winner's empty)."""
    winning_play: str | None = None
    """The winner's last play, for schemes that look at it (doubling)."""
    expected: tuple[tuple[int, int], ...] = field(default=(), converter=_points)
    """The source's points, as ``(seat, points)`` pairs: what the engine must compute."""
    options: tuple[tuple[str, str], ...] = field(default=(), converter=option_pairs)
    """Option values the example assumes on top of the variant's."""

    def __attrs_post_init__(self) -> None:
        if (self.beats is None) == (not self.hands):
            raise RulesError("example-one-kind")
        if self.winning_play is not None and not isinstance(self.winning_play, str):
            raise RulesError(
                "component-bad-field",
                field="winning_play",
                expected=Text("expected.card-texts"),
                value=shown(self.winning_play),
            )
