"""The reasons an action is illegal, as `Reason` values whose words come from the catalogue."""

from __future__ import annotations

from collections.abc import Sequence

from .._plays.combos import Combo
from .._plays.words import describe_combo
from .._values.cards import Card
from .._values.errors import Reason, ReasonCode
from .._values.texts import Capitalized, Text, plural, spoken_list

__all__ = [
    "GAME_OVER",
    "LEADER_CANNOT_PASS",
    "cannot_redeal",
    "does_not_beat",
    "must_include",
    "not_in_hand",
    "not_your_turn",
    "wrong_size",
]

GAME_OVER = Reason(ReasonCode.GAME_OVER, Text("reason.game-over"))
LEADER_CANNOT_PASS = Reason(ReasonCode.LEADER_CANNOT_PASS, Text("reason.leader-cannot-pass"))


def not_your_turn(seat: int, to_move: int) -> Reason:
    """Someone acted out of turn."""
    return Reason(ReasonCode.NOT_YOUR_TURN, Text("reason.not-your-turn"), detail=(("seat", seat), ("to_move", to_move)))


def not_in_hand(missing: Sequence[Card]) -> Reason:
    """Cards the player does not hold."""
    names = spoken_list(tuple(Text("card.the", card=str(c)) for c in missing))
    return Reason(
        ReasonCode.NOT_IN_HAND,
        Text("reason.not-in-hand", cards=names),
        detail=(("cards", " ".join(str(c) for c in missing)),),
    )


def must_include(card: Card) -> Reason:
    """The first play of the deal must include the lowest card."""
    shown = card.suit.symbol + card.rank.symbol  # the web game's rules page writes the suit first here: «el ♦3»
    return Reason(
        ReasonCode.MUST_INCLUDE_LOWEST, Text("reason.must-include-lowest", card=shown), detail=(("card", str(card)),)
    )


def wrong_size(needed: int, chosen: int) -> Reason:
    """The selection has another number of cards than the table play."""
    return Reason(
        ReasonCode.WRONG_SIZE,
        Text("reason.wrong-size", needed=needed, chosen=chosen, cards=plural(needed, "word.card")),
        detail=(("needed", needed), ("chosen", chosen)),
    )


def does_not_beat(play: Combo, table: Combo) -> Reason:
    """``play`` does not beat ``table``."""
    return Reason(
        ReasonCode.DOES_NOT_BEAT,
        Text("reason.does-not-beat", play=Capitalized(describe_combo(play)), table=describe_combo(table)),
    )


def cannot_redeal(why: Text) -> Reason:
    """A redeal that may not be asked for, and why."""
    return Reason(ReasonCode.REDEAL_NOT_ALLOWED, Text("reason.cannot-redeal", why=why))
