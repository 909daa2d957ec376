"""The exceptions of bigtwo, and the machine-readable `Reason` an illegal play carries.

Every error raised on purpose by the library is a `BigTwoError`. The ones about a bad value
(bad card text, an illegal play, plays that cannot meet, unknown rules, a bad saved game) also
subclass `ValueError`, and the ones about a value of the wrong type also subclass `TypeError`,
so code that already catches those keeps working.

This module is the bottom of the library: it imports nothing of bigtwo. Users import these
names from the facade `bigtwo.errors`, the module their tracebacks name.
"""

from __future__ import annotations

import enum
import pickle
from typing import Protocol

from attrs import field, frozen

__all__ = [
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
]


class BigTwoError(Exception):
    """Base class of every exception the library raises on purpose."""


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
    was made with (empty if unknown).

    Args:
        message: What the user reads: what needs the package, and what to install.
        distribution: The name of the first package to install.
        version: The version of it the code or game was made with, or ``""`` if unknown.
    """

    args: tuple[str, str, str]

    def __init__(self, message: str, distribution: str, version: str) -> None:
        super().__init__(message, distribution, version)

    @property
    def distribution(self) -> str:
        """The name of the package to install."""
        return self.args[1]

    @property
    def version(self) -> str:
        """The version of it the code or game was made with."""
        return self.args[2]

    def __str__(self) -> str:
        return self.args[0]


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
    detail: tuple[tuple[str, str], ...] = field(default=(), kw_only=True)
    """Machine-readable facts behind the message, as ``(name, value)`` pairs."""

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

    @property
    def reason(self) -> Reason:
        """Why the play is illegal."""
        return self.args[0]

    def __str__(self) -> str:
        return self.reason.message("en")

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
