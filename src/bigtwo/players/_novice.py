"""``novice``: the web game's "Novato" level, a beginner who plays the cheapest thing that works."""

from __future__ import annotations

import random

import attrs
from attrs import field, frozen

from .._game.actions import PASS, Action, Play
from .._game.view import SeatView
from .._values.errors import shown
from ._base import PlayerError, check_seed, choose_legal, view_digest

__all__ = ["Novice"]


def _rate(instance: object, attribute: attrs.Attribute[float], value: float) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise PlayerError("novice-bad-pass-rate", value=shown(value))


@frozen
class Novice:
    """The web game's "Novato" level: leads its lowest card (with the card the first play must
    include), covers with the cheapest play that beats the table (not a bomb when something
    else will do), and sometimes passes when it could cover (``pass_rate`` of the time, drawn
    from the seed and the view, so the same view gives the same action). Never illegal.

    >>> import bigtwo, bigtwo.players
    >>> state = bigtwo.new_game(hands=["3D 9S", "4D 5D"])
    >>> bigtwo.players.player("novice").act(bigtwo.view(state, 0))
    Play('3♦')
    """

    seed: int = field(default=0, validator=check_seed)
    """The seed of its random passes."""
    pass_rate: float = field(default=0.2, validator=_rate)
    """How often it passes when it could cover (never when it leads)."""

    def act(self, view: SeatView) -> Action:
        """The action this player takes: one of ``view.legal``.

        Args:
            view: What the player's seat may know now, when it is to move.

        Returns:
            One of ``view.legal``: the same one for the same seed and view.

        Raises:
            PlayerError: ``view`` is not a `bigtwo.SeatView`, or gives the seat nothing to do
                (it is not to move, or the deal is over).
        """
        legal = choose_legal(view, "novice")
        plays = [a for a in legal if isinstance(a, Play) and a.combo is not None]
        if not plays:
            return PASS if PASS in legal else legal[0]
        keys = view.rules.tables.card_key
        if view.table is None:
            singles = [p for p in plays if p.mask.bit_count() == 1]
            if singles:
                return min(singles, key=lambda p: keys[p.mask.bit_length() - 1])
            return min(plays, key=lambda p: (p.mask.bit_count(), p.combo.key if p.combo else 0))
        if PASS in legal and self.pass_rate > 0:
            draw = random.Random(view_digest(view, self.seed, b"novice")).random()
            if draw < self.pass_rate:
                return PASS
        bombs = view.rules.tables.bombs
        plain = [p for p in plays if p.combo is not None and p.combo.category not in bombs] or plays
        size = view.table.mask.bit_count()
        same = [p for p in plain if p.mask.bit_count() == size] or plain
        return min(same, key=lambda p: p.combo.key if p.combo else 0)
