"""The actions a player can take: `Play`, `Pass`, `Redeal`, and `Turn`, one entry of a history.

The engine prepares the `Play` of every single, pair and triple of a rule set once
(`prepared_actions`), so following a small play only looks actions up.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

import attrs
from attrs import field, frozen

from .._plays.combos import Combo, small_plays
from .._rules.ruleset import RuleSet
from .._values.cards import Card, card_mask, cards_from_mask
from .._values.checks import whole
from .._values.errors import GameError
from .._values.fast import final_value, trusted_constructor

__all__ = [
    "AUTO_PASSES",
    "PASS",
    "PASSES",
    "Action",
    "Pass",
    "Play",
    "PreparedActions",
    "Redeal",
    "Turn",
    "make_turn",
    "play_of",
    "prepared_actions",
]


def _play_mask(value: str | Iterable[Card] | Combo) -> int:
    return value.mask if isinstance(value, Combo) else card_mask(value)


@final_value
@frozen(init=False)
class Play:
    """Play these cards: ``Play(bigtwo.cards("9S 9D"))``, ``Play("9S 9D")`` or ``Play(combo)``.

    Any cards make a `Play`; whether they are a legal play is for `bigtwo.check` and
    `bigtwo.apply` to say.

    Args:
        cards: The cards to play: card text, an iterable of `Card` objects (or card texts), or a
            `Combo` (kept as `combo`; the engine judges a play by its cards alone, with the rule
            set's own combination of them).

    Raises:
        InvalidCards: A card cannot be read, or is given twice.
    """

    mask: int
    """The cards as a 52-bit mask."""
    combo: Combo | None = field(eq=False, repr=False)
    """The classification the play came with, if any (the engine never trusts it: it looks the
    cards up in the rule set's tables)."""

    def __init__(self, cards: str | Iterable[Card] | Combo) -> None:
        self.__attrs_init__(_play_mask(cards), cards if isinstance(cards, Combo) else None)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of the play, in `Card.index` order."""
        return cards_from_mask(self.mask)

    def __repr__(self) -> str:
        return f"Play({' '.join(str(c) for c in self.cards)!r})"


_make_play = trusted_constructor(Play)


def play_of(combo: Combo) -> Play:
    """The `Play` of a classified combo (the engine's fast path: no re-validation)."""
    return _make_play(combo.mask, combo)


@final_value
@frozen
class Pass:
    """Pass: do not play this time."""


def _seat(instance: object, attribute: attrs.Attribute[int], value: object) -> None:
    if not whole(value):
        raise GameError(f"{attribute.name} is a seat number (0, 1, 2...), not {value!r}")


@final_value
@frozen
class Redeal:
    """Demand a redeal (where the rules allow it): ``seat`` holds a hand worth too little."""

    seat: int = field(validator=_seat)
    """The seat that demands it, its own (a `GameError` if it is not a seat number)."""


Action = Play | Pass | Redeal
"""Anything a player can do."""

PASS = Pass()
"""The one `Pass` the engine records."""


@final_value
@frozen
class Turn:
    """One entry of a deal's history: who did what (``auto`` for passes the rules made)."""

    seat: int = field(validator=_seat)
    """The seat that acted (a `GameError` if it is not a seat number)."""
    action: Action
    """What it did: a `Play`, a `Pass` or a `Redeal`."""
    auto: bool = False
    """Whether the rules made the action (an automatic pass), not the player."""


make_turn = trusted_constructor(Turn)
"""``make_turn(seat, action, auto)`` from values the engine has checked (see `bigtwo._values.fast`)."""

PASSES = tuple(make_turn(seat, PASS, False) for seat in range(4))
"""Per seat: the `Turn` of its pass (values are shared: the engine records these)."""
AUTO_PASSES = tuple(make_turn(seat, PASS, True) for seat in range(4))
"""Per seat: the `Turn` of an automatic pass the rules made."""


class PreparedActions(NamedTuple):
    """The `Play` of every single, pair and triple of a rule set, laid out for lookups."""

    by_mask: Mapping[int, Play]
    """Mask -> Play (a plain dictionary, never changed: the hot path reads it)."""
    by_nibble: tuple[tuple[tuple[Play, ...], ...], ...]
    """Per ``rank << 4 | suits held``: the plays of each size, weakest first."""
    keys_by_nibble: tuple[tuple[tuple[int, ...], ...], ...]
    """The same layout with each play's key (ascending): where a table play's key falls in a
    rank's plays, by bisection."""


def prepared_actions(rules: RuleSet) -> PreparedActions:
    """The prepared `Play` actions of ``rules``, made once per rule set: reach them as
    ``rules._derived[prepared_actions]`` (see `bigtwo._values.fast.Derived`)."""
    small = small_plays(rules)
    by_mask = {mask: play_of(combo) for mask, combo in small.by_mask.items()}
    laid_out = tuple(tuple(tuple(by_mask[c.mask] for c in group) for group in entry) for entry in small.by_nibble)
    keys = tuple(tuple(tuple(c.key for c in group) for group in entry) for entry in small.by_nibble)
    return PreparedActions(by_mask, laid_out, keys)
