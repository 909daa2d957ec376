"""The candidate actions ``expert`` compares and ``learned`` ranks. Nothing here is public."""

from __future__ import annotations

from typing import Protocol

from .._game.actions import PASS, Action, Play
from .._plays.combos import Combo
from ._normal import decide
from ._plan import plan_of
from ._threats import Seen

__all__ = ["Offered", "candidates_of"]


class Offered(Protocol):
    """What the candidates and their features read of a seat's turn beside `Seen`: a
    `bigtwo.SeatView`, or the same two facts of a position in one of ``expert``'s sampled deals
    (where it plays ``learned`` for a seat, in the filter of its samples, in its rollouts or in
    its exact search)."""

    @property
    def legal(self) -> tuple[Action, ...]:
        """The seat's legal actions."""

    @property
    def passed(self) -> tuple[int, ...]:
        """The seats that passed in the current round, in seat order."""


def candidates_of(seen: Seen, view: Offered, width: int) -> list[Combo | None]:
    """At most ``width`` actions worth comparing (``None`` is a pass): ``normal``'s choice, then
    passing, then plays of the seat's plan and the cheapest and strongest plays."""
    f = seen.f
    plays = [a.combo for a in view.legal if isinstance(a, Play) and a.combo is not None]
    if f.assistant and seen.counts[seen.next_seat(seen.seat)] == 1:  # singles: the highest only
        top = max(f.card_key[i] for i in range(52) if seen.hand >> i & 1)
        plays = [c for c in plays if c.mask.bit_count() > 1 or f.card_key[c.mask.bit_length() - 1] == top]
    legal = {c.mask for c in plays}
    can_pass = PASS in view.legal
    units = [u for u in plan_of(seen.hand, f).units if u.mask in legal]
    by_key = sorted(plays, key=lambda c: (c.mask.bit_count(), c.key))
    ranked: list[Combo | None] = [decide(seen)]
    if can_pass:
        ranked.append(None)
    by_size: dict[int, list[Combo]] = {}
    for u in units:
        by_size.setdefault(u.mask.bit_count(), []).append(u)
    ranked += [group[0] for _, group in sorted(by_size.items(), reverse=True)]  # the weakest of each size
    ranked += by_key[:1]  # the cheapest play
    ranked += [group[-1] for _, group in sorted(by_size.items(), reverse=True)]  # the strongest of each size
    ranked += by_key[-1:]  # the strongest play
    ranked += units + by_key
    out: list[Combo | None] = []
    taken: set[int] = set()
    for c in ranked:
        if c is None and not can_pass:
            continue
        key = -1 if c is None else c.mask
        if key in taken or (c is not None and key not in legal):
            continue
        taken.add(key)
        out.append(c)
        if len(out) == width:
            break
    return out or ranked[:1]
