"""What a scoring scheme sees and returns: `ScoreInput`, `ScoreLine`, `Multiplier`, and the
`ScoringScheme` component the ``scoring`` option's hook builds (part of the plugin API layer).
"""

from __future__ import annotations

from collections.abc import Callable

from attrs import frozen

from ._cards import Card
from ._components import RuleView
from ._texts import Text
from .errors import Message

__all__ = ["Multiplier", "ScoreInput", "ScoreLine", "ScoringScheme"]


@frozen
class Multiplier:
    """A factor applied to a payment, and why.

    >>> Multiplier.builtin(2, "unused-two").es
    'un 2 sin usar'
    """

    factor: int
    code: str
    """Stable code: ``unused-two``, ``unused-four-of-a-kind``, ``unused-straight-flush``, ``winning-play``."""
    text: Message
    """Why, in every language (a plugin's scheme gives a `Localized` sentence)."""

    @classmethod
    def builtin(cls, factor: int, code: str) -> Multiplier:
        """A multiplier whose explanation is the catalogue's ``multiplier.<code>`` message."""
        return cls(factor, code, Text(f"multiplier.{code}"))

    @property
    def en(self) -> str:
        """Why, in English."""
        return self.text.render("en")

    @property
    def es(self) -> str:
        """Why, in Spanish."""
        return self.text.render("es")


@frozen
class ScoreLine:
    """One seat's row of a score card."""

    seat: int
    role: str
    """``winner``, ``loser`` or ``assistant`` (who pays the others' losses under the assistant rule)."""
    cards_left: int
    rate: int
    """Points per card left (0 for the winner)."""
    multipliers: tuple[Multiplier, ...]
    amount: int
    """The seat's points from this deal (for penalty schemes, the penalty)."""
    transfers: tuple[tuple[int, int], ...] = ()
    """(other seat, points received from it, negative when paid to it); empty for penalty schemes."""

    @property
    def factor(self) -> int:
        """The product of the multipliers."""
        result = 1
        for m in self.multipliers:
            result *= m.factor
        return result


@frozen
class ScoreInput:
    """What a scheme sees: the cards left per seat, the winner, the winner's last play."""

    hands: tuple[tuple[Card, ...], ...]
    """Each seat's cards left, in seat order (the winner's is empty)."""
    winner: int
    """The seat that went out."""
    winning_play: tuple[Card, ...]
    """The winner's last play (the declared hand for an instant win); empty when unknown."""
    rules: RuleView
    """The rule set being scored (a `bigtwo.RuleSet`)."""
    dealt: tuple[int, ...]
    """How many cards each seat was dealt."""


@frozen
class ScoringScheme:
    """A scoring scheme: ``lines`` turns a `ScoreInput` into one `ScoreLine` per seat.

    ``lower_wins`` marks penalty schemes (lowest total wins); ``zero_sum`` schemes' points add
    up to zero.
    """

    lines: Callable[[ScoreInput], tuple[ScoreLine, ...]]
    lower_wins: bool = False
    zero_sum: bool = True
