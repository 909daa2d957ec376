"""The table an environment plays at: its checked settings (rules, players, the action space's
hand positions, the reward setting), the rewards at the end of a deal, and its deals, drawn
from a seeded generator."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

import numpy as np

from .._game.dealing import deal
from .._game.state import GameState
from .._records.newgame import new_game
from .._records.scoring import score, score_game
from .._records.worst import worst_points
from .._rules.building import ruleset
from .._rules.ruleset import RuleSet
from .._values.cards import cards_from_mask
from .._values.errors import GameError, shown
from .._values.shuffle import MAX_SEED
from ._actions import MAX_SLOTS, num_actions, slots_for

__all__ = ["REWARDS", "RewardKind", "Table", "deal_from"]

RewardKind = Literal["points", "normalized", "win"]
REWARDS: tuple[RewardKind, ...] = ("points", "normalized", "win")
"""The reward settings: ``points`` (the deal's points, penalties negated), ``normalized``
(those points divided by the environment's ``reward_scale``, the largest amount any seat gets in
a whitewash), ``win`` (+1 for the winner, -1/(players-1) for the others)."""


class Table:
    """A checked configuration: the rules, the number of players, the action space's hand
    positions and the reward setting."""

    __slots__ = ("players", "reward", "rules", "scale", "slots", "worst")

    def __init__(
        self,
        variant: str,
        players: int,
        reward: str,
        slots: int | None,
        plugins: Sequence[object],
        options: dict[str, str],
    ) -> None:
        self.rules: RuleSet = ruleset(variant, plugins=plugins, **options)
        if isinstance(players, bool) or players not in (2, 3, 4):
            raise GameError("rl-bad-players", value=shown(players))
        self.players: int = players
        if reward not in REWARDS:
            raise GameError("rl-bad-reward", rewards=", ".join(REWARDS), value=shown(reward))
        self.reward: RewardKind = reward
        needed = slots_for(self.rules, players)
        if slots is None:
            slots = needed
        elif isinstance(slots, bool) or not isinstance(slots, int) or not needed <= slots <= MAX_SLOTS:
            raise GameError("rl-slots-out-of-range", needed=needed, most=MAX_SLOTS, value=shown(slots))
        self.slots: int = slots
        self.scale: float = _scale(self.rules, players)
        """What ``normalized`` rewards divide the points by: the largest amount any seat gets in a
        whitewash (seed 0's cards, seat 0 going out while every other seat holds every card it
        was dealt). Normalized rewards lie in [-1, 1] unless a scheme's multipliers go beyond it."""
        self.worst: float = self._worst()
        """The worst reward a seat can get from a legal deal, in the reward's units (see
        `bigtwo.rl.worst_points`)."""

    def _worst(self) -> float:
        if self.reward == "win":
            return -1.0 / (self.players - 1)
        points = float(worst_points(self.rules, self.players))
        return -points / self.scale if self.reward == "normalized" else -points

    def rewards(self, state: GameState) -> list[float]:
        """Each seat's reward for the finished deal ``state``, in seat order."""
        winner = state.winner
        assert winner is not None
        if self.reward == "win":
            lose = -1.0 / (self.players - 1)
            return [1.0 if s == winner else lose for s in range(self.players)]
        card = score_game(state)
        sign = -1.0 if card.lower_wins else 1.0
        scale = self.scale if self.reward == "normalized" else 1.0
        return [sign * p / scale for p in card.points]

    def illegal(self, given: float | None) -> float:
        """The reward for an illegal action: ``given``, or by default one less than the worst
        reward of a legal deal (`worst`), so that breaking a rule never pays."""
        if given is not None:
            return float(given)
        return self.worst - 1.0

    def action_count(self) -> int:
        """How many actions the space has."""
        return num_actions(self.slots)


def _scale(rules: RuleSet, players: int) -> float:
    dealt = deal(0, players, rules)
    hands = [(), *map(cards_from_mask, dealt[1:])]  # seat 0 out, every other seat holding all its cards
    card = score(hands, rules, dealt=[m.bit_count() for m in dealt])
    return float(max(abs(p) for p in card.points)) or 1.0


def deal_from(table: Table, rng: np.random.Generator, options: dict[str, Any] | None = None) -> GameState:
    """A new deal: the deal code ``options["code"]`` if given (other keys are ignored), else a
    seed drawn from ``rng``; a deal won at the deal (an instant-win hand), which leaves nobody a
    decision, is skipped for the next one."""
    code = (options or {}).get("code")
    if code is not None:
        state = new_game(code=code)
        if state.rules != table.rules or state.players != table.players:
            raise GameError("rl-code-other-table", code=shown(code))
        if state.over:
            raise GameError("rl-code-won-at-deal", code=shown(code))
        return state
    while True:
        state = new_game(table.rules, seed=int(rng.integers(0, MAX_SEED, endpoint=True)), players=table.players)
        if not state.over:
            return state
