"""The expert's exact endgame search: in one sampled deal, the best the seat can score when the
other seats play as ``normal`` would (or ``learned``, given its network).

Every other seat's move is that player's choice with its own cards (what the expert's rollouts
assume too), so only the searching seat's moves branch: at each of its turns every legal play
(and passing) is tried, and the value of a position is the best of them. Positions reached twice
(the same cards in every hand, the same table and the same seat to move) are worked out once.
The search counts the positions it expands and gives up past ``nodes`` of them, or once the
clock passes a deadline, so its cost is bounded; then the caller falls back to rollouts.

The value is the seat's score under the rule set's own scheme (`score_game`), plus a bonus for
going out first (`WIN_BONUS`, shared with the rollouts). Nothing here is public.
"""

from __future__ import annotations

import time

from .._game.actions import PASS, Action, Play, play_of
from .._game.engine import apply
from .._game.moves import legal_plays
from .._game.state import GameState
from .._records.scoring import score_game
from ._learned import Network, learned_move
from ._normal import decide
from ._tactics import Facts
from ._threats import Seen

__all__ = ["WIN_BONUS", "Search", "points"]

WIN_BONUS = 0.0
"""What going out first is worth beyond the points it brings."""


def points(state: GameState, seat: int, known: dict[tuple[object, ...], float] | None = None) -> float:
    """What the finished deal ``state`` is worth to ``seat``: its score (higher is better, whatever
    way the scheme counts), plus `WIN_BONUS` if it went out first.

    ``known`` keeps the values worked out so far, by what the score reads (the hands, the winner,
    the winning play and any assistant-rule violation), for the ends of one move's deals."""
    key: tuple[object, ...] | None = None
    if known is not None:
        table = state.table
        key = (state.masks, state.winner, table.mask if table is not None else 0, state.violations)
        found = known.get(key)
        if found is not None:
            return found
    card = score_game(state)
    got = card.points[seat]
    value = float(-got if card.lower_wins else got)
    if state.winner == seat:
        value += WIN_BONUS
    if key is not None and known is not None:
        known[key] = value
    return value


class OutOfNodes(Exception):
    """The search passed its node limit or its deadline."""


class Search:
    """The exact search of one sampled deal for ``seat``, with the others playing ``normal``
    (or ``learned``, with ``net``, its network).

    ``played`` is what was played before the root position (and ``dealt``, each seat's count of
    cards dealt), so each other seat sees what it would see in the real deal.
    """

    __slots__ = ("deadline", "dealt", "f", "held", "known", "left", "memo", "net", "played", "seat")

    def __init__(
        self,
        f: Facts,
        seat: int,
        root: GameState,
        played: int,
        dealt: tuple[int, ...],
        nodes: int,
        deadline: float | None,
        known: dict[tuple[object, ...], float],
        net: Network | None = None,
    ) -> None:
        self.f = f
        self.net = net  # the other seats' player: None for normal, else learned's network
        self.seat = seat
        self.dealt = dealt
        self.played = played
        held = 0
        for m in root.masks:
            held |= m
        self.held = held
        """The cards held at the root: those not held in a later position were played since."""
        self.left = nodes
        self.deadline = deadline
        self.memo: dict[tuple[object, ...], float] = {}
        self.known = known

    def after(self, state: GameState, action: Action) -> float:
        """The value of playing ``action`` in ``state`` (the seat to move is the searching one).

        Raises:
            OutOfNodes: The node limit or the deadline is reached.
        """
        return self.value(apply(state, action))

    def value(self, state: GameState) -> float:
        """The value of ``state`` to the searching seat, its best line against the others' player.

        Raises:
            OutOfNodes: The node limit or the deadline is reached.
        """
        seat, deadline = self.seat, self.deadline
        while state.winner is None:
            to_move = state.to_move
            assert to_move is not None
            if to_move == seat:
                break
            if deadline is not None and time.perf_counter() > deadline:
                raise OutOfNodes
            seen = Seen.of_state(state, self.f, self._played(state), self.dealt[to_move])
            combo = decide(seen) if self.net is None else learned_move(state, seen, self.net)
            state = apply(state, PASS if combo is None else play_of(combo))
        if state.winner is not None:
            return points(state, seat, self.known)
        table = state.table
        on_table = table.mask if table is not None else 0
        # The violations too: under the assistant rule the score reads them.
        key = (state.masks, state.leader, on_table, state.owner, state.passed_mask, state.violations)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.left -= 1
        if self.left < 0 or (deadline is not None and time.perf_counter() > deadline):
            raise OutOfNodes
        best = max(self.value(apply(state, action)) for action in _ordered(legal_plays(state)))
        self.memo[key] = best
        return best

    def _played(self, state: GameState) -> int:
        held = 0
        for m in state.masks:
            held |= m
        return self.played | (self.held & ~held)


def _ordered(actions: tuple[Action, ...]) -> list[Action]:
    """The plays with the most cards first (they end a deal soonest), then passing."""
    return sorted(actions, key=lambda a: -a.mask.bit_count() if isinstance(a, Play) else 1)
