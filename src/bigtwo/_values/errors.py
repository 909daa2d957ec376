"""The exceptions of bigtwo, and the machine-readable `Reason` an illegal play carries.

Every error raised on purpose by the library is a `BigTwoError`. The ones about a bad value
(bad card text, an illegal play, plays that cannot meet, unknown rules, a bad saved game) also
subclass `ValueError`, and the ones about a value of the wrong type also subclass `TypeError`,
so code that already catches those keeps working.

This module is the bottom of the library: it imports nothing of bigtwo (the texts module registers
the catalogue messages render from, `register_catalogue`). Users import these
names from the facade `bigtwo.errors`, the module their tracebacks name.
"""

from __future__ import annotations

import enum
import importlib
import pickle
from typing import TYPE_CHECKING, Any, Protocol

from attrs import field, frozen

__all__ = [
    "QUOTE_LIMIT",
    "BigTwoError",
    "GameError",
    "IllegalPlay",
    "Incomparable",
    "InvalidCards",
    "InvalidSave",
    "InvalidSetting",
    "Message",
    "MissingPlugin",
    "Reason",
    "ReasonCode",
    "RulesError",
    "UnknownLanguage",
    "UnpicklableRules",
    "bounded",
    "exception_text",
    "shown",
]


QUOTE_LIMIT = 60
"""The most characters of a user's input an error message quotes; longer input is cut with "…"."""

_HUGE_BITS = 200  # integers of more bits are described by their number of digits, never printed


class _Huge:
    """An integer too long to print in a message: "an integer of 5000 digits", in any language."""

    __slots__ = ("digits",)

    def __init__(self, value: int) -> None:
        self.digits = len(str(value)) if value.bit_length() < 10_000 else int(value.bit_length() * 0.30103) + 1

    def render(self, lang: str = "en") -> str:
        text: str = _catalogue().render("quote.huge-integer", lang, digits=self.digits)
        return text

    def __reduce__(self) -> tuple[object, ...]:
        return _huge_of, (self.digits,)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Huge) and other.digits == self.digits

    def __hash__(self) -> int:
        return hash(("_Huge", self.digits))

    def __repr__(self) -> str:
        return f"<an integer of {self.digits} digits>"


def _huge_of(digits: int) -> _Huge:
    huge = _Huge.__new__(_Huge)
    huge.digits = digits
    return huge


def _cut(text: str, limit: int = QUOTE_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def shown(value: object, limit: int = QUOTE_LIMIT) -> object:
    """``value`` as an error message quotes it: its ``repr``, cut to ``limit`` characters with "…".

    Whatever the value, this never raises and never grows with it: an integer of thousands of
    digits becomes "an integer of 5000 digits" (rendered in the message's language), an object
    whose ``repr`` fails becomes its type's name.

    >>> shown("3D" * 100)
    "'3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D3D…"
    >>> shown(10**5000)
    <an integer of 5001 digits>
    """
    if type(value) is int and value.bit_length() > _HUGE_BITS:
        return _Huge(value)
    try:
        text = repr(value)
    except Exception:  # a repr that fails, or an integer too long to print inside a container
        text = f"<{_cut(type(value).__name__, 40)} object>"
    if not isinstance(text, str):  # pragma: no cover - repr returns str or raises
        text = f"<{type(value).__name__} object>"
    return _cut(text, limit)


def bounded(value: object) -> object:
    """A parameter as an error keeps it: messages as they are, small plain values as they are,
    long text cut with "…", huge integers by their number of digits, anything else `shown`."""
    if value is None or isinstance(value, (bool, float)):
        return value
    if isinstance(value, int):
        return _Huge(value) if value.bit_length() > _HUGE_BITS else int(value)
    if isinstance(value, str):
        return _cut(value, 4 * QUOTE_LIMIT)
    render = getattr(type(value), "render", None)
    if callable(render):
        return value
    return shown(value)


class BigTwoError(Exception):
    """Base class of every exception the library raises on purpose.

    Every one carries a stable `code` (a short string such as ``"unknown-card"``; the codes of
    each kind of error are listed in `ERROR_CODES` and in the docs), a `message` in every
    language of `bigtwo.LANGUAGES`, and the facts behind it as `detail`. ``str(error)`` is the
    English message. Input the message quotes is cut with "…", so an error never grows with a
    huge input.

    Raise one as ``InvalidCards("unknown-card", card=shown(text))``: the code names the message
    (``"error." + code`` in the library's catalogue), the keywords fill its fields.

    >>> import bigtwo
    >>> try:
    ...     bigtwo.cards("3D 4S 3♦")
    ... except bigtwo.errors.InvalidCards as error:
    ...     print(error.code, error.detail, error.message("es"), sep=" | ")
    duplicate-card | (('card', '3♦'),) | el 3♦ aparece dos veces
    """

    def __init__(self, code: str, /, **params: object) -> None:
        """Make the error of ``code``.

        Args:
            code: One of `ERROR_CODES`, the message's key.
            **params: The fields of the message: plain values, or messages rendered in the same
                language. Long text is cut, huge integers are described, other objects `shown`.
        """
        super().__init__(code, {name: bounded(value) for name, value in params.items()})

    @property
    def code(self) -> str:
        """What kind of problem this is: a stable string, one of `ERROR_CODES`."""
        code = self.args[0] if self.args else ""
        return code if isinstance(code, str) and code in _codes() else "unexplained"

    @property
    def params(self) -> dict[str, object]:
        """The fields of the message, as the error keeps them."""
        params = self.args[1] if len(self.args) > 1 else {}
        return dict(params) if isinstance(params, dict) else {}

    @property
    def detail(self) -> tuple[tuple[str, object], ...]:
        """Machine-readable facts behind the message, as ``(name, value)`` pairs: numbers stay
        numbers, and a field that is itself a message is given in English."""
        facts: list[tuple[str, object]] = []
        for name, value in self.params.items():
            render = getattr(type(value), "render", None)
            facts.append((name, value.render("en") if callable(render) else value))  # type: ignore[attr-defined]
        return tuple(facts)

    def message(self, lang: str = "en") -> str:
        """The message in one language.

        Args:
            lang: A language code, one of `bigtwo.LANGUAGES` (``"en"``, ``"es"``).

        Returns:
            What went wrong, as a person reads it.

        Raises:
            UnknownLanguage: ``lang`` is not a language the library speaks.
        """
        CATALOGUE = _catalogue()
        _CATALOGUE[1](lang)
        key = f"error.{self.code}"
        if key not in CATALOGUE:  # raised by other code with free text: the text, in every language
            return str(self.args[0]) if self.args else type(self).__name__
        rendered: str = CATALOGUE.render(key, lang, **self.params)
        return rendered

    def render(self, lang: str = "en") -> str:
        """The message in one language, as `message` gives it: an error is a `Message`.

        So an error can be a field of another error (``InvalidSave("unknown-rules", code=code,
        cause=error)``), rendered in the same language.

        Args:
            lang: A language code, one of `bigtwo.LANGUAGES` (``"en"``, ``"es"``).

        Returns:
            What went wrong, as a person reads it.

        Raises:
            UnknownLanguage: ``lang`` is not a language the library speaks.
        """
        return self.message(lang)

    def __str__(self) -> str:
        try:
            return self.message("en")
        except Exception:  # a message with a missing field: say what is known rather than fail
            return f"{self.code} {self.params!r}"

    def __reduce__(self) -> tuple[object, ...]:
        return _remade, (type(self), self.args)


_CATALOGUE: list[Any] = []
"""The library's catalogue of sentences, registered by `bigtwo._values.texts` when it is imported
(it sits above this module: its templates quote errors' values)."""


def register_catalogue(catalogue: Any, check_language: Any) -> None:
    """Make ``catalogue`` the one error messages are rendered from, and ``check_language`` the
    check of a language asked for (called once, by the texts module)."""
    _CATALOGUE[:] = [catalogue, check_language]


def _catalogue() -> Any:
    if not _CATALOGUE:  # registered when the texts module is imported; every part of bigtwo imports it
        importlib.import_module(f"{__package__}.texts")
    return _CATALOGUE[0]


def _remade(cls: type[BigTwoError], args: tuple[object, ...]) -> BigTwoError:
    """An error of ``cls`` with ``args`` (how a pickled one is made again)."""
    error = cls.__new__(cls)
    error.args = args
    return error


def _codes() -> frozenset[str]:
    from .errortexts import ERROR_CODES

    return frozenset(ERROR_CODES)


class InvalidCards(BigTwoError, ValueError):
    """Card text that cannot be read, a card given twice, or something that is not a card."""


class Incomparable(BigTwoError, ValueError):
    """Two plays that can never be played on each other (for example of different sizes)."""


class RulesError(BigTwoError, ValueError):
    """An unknown variant, option or option value, a rule set that is not one, or plugins that
    disagree or fail to load."""


class UnpicklableRules(RulesError, pickle.PicklingError):
    """A rule set built with an explicit plugin that cannot be found again by import (a local
    class or an instance no module holds), so it cannot be pickled."""


class UnknownLanguage(BigTwoError, ValueError):
    """A message was asked for in a language the library does not speak."""


class GameError(BigTwoError, ValueError):
    """A game-level request that cannot be met (a deal code for hand-set cards, a score with no
    winner, the next deal of a match that is over, an argument of the wrong kind...)."""


class InvalidSetting(BigTwoError, ValueError):
    """Text that is not a ``NAME=VALUE`` setting, or one name set twice (see `bigtwo.setting`)."""


class InvalidSave(BigTwoError, ValueError):
    """A saved game or deal code that cannot be read, or that contradicts itself (tampered)."""


class MissingPlugin(InvalidSave):
    """A saved game or deal code whose rules need a plugin package that is not installed.

    (Or it is installed at another version than the one it was made with, and its rules cannot
    be built.) The message says what to install (``pip install 'bigtwo-house-rules>=1.2.0'``);
    `distribution` and `version` name the first such package and the version the code or game
    was made with (empty if unknown). Its fields include ``distribution`` and ``version``.
    """

    @property
    def distribution(self) -> str:
        """The name of the package to install."""
        return str(self.params.get("distribution", ""))

    @property
    def version(self) -> str:
        """The version of it the code or game was made with."""
        return str(self.params.get("version", ""))


class ReasonCode(enum.StrEnum):
    """Machine-readable codes of the reasons a play is illegal.

    The values are stable strings: store them, switch on them, translate them.
    """

    NOT_YOUR_TURN = "not-your-turn"
    """Another player is to move."""
    GAME_OVER = "game-over"
    """The deal has ended."""
    NOT_IN_HAND = "not-in-hand"
    """Some of the cards are not in the player's hand."""
    LEADER_CANNOT_PASS = "leader-cannot-pass"
    """The player who leads must play."""
    MUST_INCLUDE_LOWEST = "must-include-lowest"
    """The first play of the deal must include the lowest card dealt."""
    WRONG_SIZE = "wrong-size"
    """The play has another number of cards than the one on the table."""
    NO_CARDS = "no-cards"
    """Nothing was selected."""
    NOT_A_COMBINATION = "not-a-combination"
    """The cards form no play of Big Two (for example two pairs, or four cards)."""
    TABLE_RULE = "table-rule"
    """The cards would be a play at some tables, but a rule of this rule set forbids it."""
    DOES_NOT_BEAT = "does-not-beat"
    """The play does not beat the play on the table."""
    REDEAL_NOT_ALLOWED = "redeal-not-allowed"
    """A redeal was asked for when the rules do not allow it."""

    @classmethod
    def _missing_(cls, value: object) -> ReasonCode:
        raise ValueError(f"{shown(value)} is not a ReasonCode")


class Message(Protocol):
    """Anything shown to a person in a language of their choice (see `bigtwo.LANGUAGES`)."""

    def render(self, lang: str = "en") -> str:
        """The message in one language.

        Args:
            lang: A language code, one of `bigtwo.LANGUAGES` (``"en"``, ``"es"``).

        Returns:
            The message, as a person reads it.

        Raises:
            UnknownLanguage: ``lang`` is not a language the library speaks.
        """
        ...


@frozen
class Reason:
    """Why an action is illegal: a stable `code`, a message in every language, and the facts.

    >>> import bigtwo
    >>> state = bigtwo.new_game(hands=["3D 4D", "5D 6D"])
    >>> reason = bigtwo.check(state, bigtwo.Play("4D"))
    >>> reason.code, reason.message("es")
    (<ReasonCode.MUST_INCLUDE_LOWEST: 'must-include-lowest'>, 'La primera jugada tiene que llevar el ♦3')
    """

    code: ReasonCode
    """What kind of problem this is."""
    text: Message
    """The explanation, rendered in any language by `message`."""
    detail: tuple[tuple[str, str | int], ...] = field(default=(), kw_only=True)
    """Machine-readable facts behind the message, as ``(name, value)`` pairs: numbers (seats, card
    counts) as ``int``, cards and words as text."""

    def message(self, lang: str = "en") -> str:
        """The explanation in one language.

        Args:
            lang: A language code, one of `bigtwo.LANGUAGES` (``"en"``, ``"es"``).

        Returns:
            The explanation as a sentence, such as ``"You do not hold the A♠"``.

        Raises:
            UnknownLanguage: ``lang`` is not a language the library speaks.
        """
        return self.text.render(lang)


class IllegalPlay(BigTwoError, ValueError):
    """A play that is not allowed; `reason` says why, in words and as a code.

    Raise it as ``IllegalPlay(reason)``. (It keeps the reason as its only argument and has no
    ``__init__`` of its own: classifying random cards raises it often, and that keeps it cheap.)
    """

    args: tuple[Reason]

    if TYPE_CHECKING:

        def __init__(self, reason: Reason, /) -> None: ...

    else:
        __init__ = Exception.__init__  # no frame of its own: classifying random cards raises it often

    @property
    def reason(self) -> Reason:
        """Why the play is illegal."""
        return self.args[0]

    @property
    def code(self) -> str:
        """The reason's code (a `ReasonCode`, which is a string)."""
        return self.reason.code

    @property
    def params(self) -> dict[str, object]:
        """The facts of the reason, as a dictionary."""
        return dict(self.reason.detail)

    @property
    def detail(self) -> tuple[tuple[str, object], ...]:
        """The reason's `Reason.detail`."""
        return self.reason.detail

    def __str__(self) -> str:
        return self.reason.message("en")

    def __reduce__(self) -> tuple[object, ...]:
        return IllegalPlay, self.args

    def message(self, lang: str = "en") -> str:
        """The reason in one language (`Reason.message` of `reason`).

        Args:
            lang: A language code, one of `bigtwo.LANGUAGES` (``"en"``, ``"es"``).

        Returns:
            Why the play is illegal, as a sentence.

        Raises:
            UnknownLanguage: ``lang`` is not a language the library speaks.
        """
        return self.reason.message(lang)


for _public in (
    BigTwoError,
    InvalidCards,
    Incomparable,
    RulesError,
    UnpicklableRules,
    UnknownLanguage,
    GameError,
    InvalidSave,
    InvalidSetting,
    MissingPlugin,
    ReasonCode,
    Message,
    Reason,
    IllegalPlay,
):
    _public.__module__ = "bigtwo.errors"  # where users find them, as tracebacks and reprs name them
del _public


def exception_text(exc: BaseException) -> str:
    """What an exception (a plugin's or a player's) says, its ``str``, or its type's name if even
    that fails."""
    try:
        return str(exc)
    except Exception:  # an exception whose __str__ fails: say what it is
        return type(exc).__name__
