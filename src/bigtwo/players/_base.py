"""What every player shares: the `Player` protocol, `PlayerError`, setting checks, and the
digest of a view's public content that seeded players draw their randomness from."""

from __future__ import annotations

import hashlib
from typing import Any, Protocol, runtime_checkable

import attrs

from .._game.actions import PASS, Action, Pass, Play, Redeal
from .._game.view import SeatView
from .._plays.combos import Combo
from .._values.checks import whole
from .._values.errors import BigTwoError, shown

__all__ = ["Player", "PlayerError", "action_for", "cause_of", "check_seed", "choose_legal", "view_digest"]


class PlayerError(BigTwoError, ValueError):
    """An unknown player name, a setting a player does not take or a bad value for one, or a
    player asked to act on a view that gives it nothing to do."""

    __module__ = "bigtwo.players"


@runtime_checkable
class Player(Protocol):
    """A player: anything with ``act(view) -> Action`` returning one of ``view.legal``.

    A player sees only its seat's `bigtwo.SeatView`. The built-in players are deterministic (the
    same seed and view give the same action) and picklable, so tournaments can run them in
    other processes and replay them exactly.
    """

    def act(self, view: SeatView) -> Action:
        """The action to take now: one of ``view.legal``.

        Args:
            view: What the player's seat may know now; a player is asked only when its seat is
                to move (``view.legal`` is not empty).

        Returns:
            One of ``view.legal``. A tournament (`bigtwo.simulate`) refuses any other answer
            with `PlayerError`.
        """
        ...


def check_seed(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    """An attrs validator: a player's seed is a whole number from 0 up."""
    if not whole(value, 0):
        raise PlayerError("player-bad-seed", value=shown(value))


def choose_legal(view: object, name: str) -> tuple[Action, ...]:
    """``view.legal`` of a `SeatView`, refusing anything else and a view with nothing to do."""
    if not isinstance(view, SeatView):
        raise PlayerError("player-not-a-view", player=name, value=shown(view))
    if not view.legal:
        raise PlayerError("player-nothing-to-do", seat=view.seat, player=name)
    return view.legal


def cause_of(exc: BaseException) -> object:
    """An exception as a field of a message: one of bigtwo's own renders in the message's
    language; any other is its text (cut short by the error), or its type's name if even
    ``str`` fails."""
    if isinstance(exc, BigTwoError):
        return exc
    try:
        return str(exc)
    except Exception:  # an exception whose __str__ fails: its type says enough
        return f"<{type(exc).__name__}>"


def action_for(legal: tuple[Action, ...], combo: Combo | None) -> Action:
    """The action of ``legal`` that plays ``combo`` (``None``: `Pass`); when it is not there,
    a safety net that never happens for the built-in players: pass if allowed, else the first
    legal play."""
    if combo is None:
        if PASS in legal:
            return PASS
    else:
        mask = combo.mask
        for action in legal:
            if type(action) is Play and action.mask == mask:
                return action
    return next((a for a in legal if isinstance(a, Pass)), None) or next(  # pragma: no cover
        (a for a in legal if isinstance(a, Play)), legal[0]
    )


def _turn_bytes(seat: int, action: Action, auto: bool) -> bytes:
    if isinstance(action, Play):
        return b"P%d:%d:%x;" % (seat, auto, action.mask)
    if isinstance(action, Redeal):
        return b"R%d:%d;" % (seat, action.seat)
    return b"S%d:%d;" % (seat, auto)


def view_digest(view: SeatView, seed: int, salt: bytes = b"") -> int:
    """A 64-bit number from ``seed`` and the public content of ``view`` (and the seat's own
    cards): the same view and seed always give the same number, in any process."""
    h = hashlib.blake2b(digest_size=8, person=b"bigtwo-players")
    h.update(
        b"%d|%s|%d|%x|%x|%s|%s|%d|%s|%d|"
        % (
            seed,
            salt,
            view.seat,
            view.mask,
            view.played,
            repr(view.cards_left).encode(),
            repr(view.passed).encode(),
            view.deal_number,
            view.rules.variant.encode(),
            len(view.history),
        )
    )
    h.update(repr(view.rules.options).encode())
    h.update(b"".join(_turn_bytes(t.seat, t.action, t.auto) for t in view.history))
    return int.from_bytes(h.digest(), "big")
