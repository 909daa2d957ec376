"""What the two environments share: checking their settings, dealing from a seeded generator,
the rewards at the end of a deal, the spaces and the text of a table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

import numpy as np
from gymnasium import spaces

from .._game.actions import Play, Redeal
from .._game.dealing import deal
from .._game.state import GameState
from .._records.codes import deal_code
from .._records.newgame import new_game
from .._records.scoring import score, score_game
from .._rules.building import ruleset
from .._rules.ruleset import RuleSet
from .._values.cards import cards_from_mask
from .._values.errors import GameError
from .._values.shuffle import MAX_SEED
from ._encoding import LAYOUT, MAX_SLOTS, OBSERVATION_SIZE, num_actions, slots_for

__all__ = [
    "REWARDS",
    "RewardKind",
    "Table",
    "deal_from",
    "mask_box",
    "observation_box",
    "render_table",
]

RewardKind = Literal["points", "normalized", "win"]
REWARDS: tuple[RewardKind, ...] = ("points", "normalized", "win")
"""The reward settings: ``points`` (the deal's points, penalties negated), ``normalized``
(those points divided by `Table.scale`), ``win`` (+1 for the winner, -1/(players-1) for the others)."""


class Table:
    """A checked configuration: the rules, the number of players, the action space's hand
    positions and the reward setting."""

    __slots__ = ("players", "reward", "rules", "scale", "slots")

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
            raise GameError(f"Big Two is played by 2, 3 or 4 players, not {players!r}")
        self.players: int = players
        if reward not in REWARDS:
            raise GameError(f"reward is one of {', '.join(REWARDS)}, not {reward!r}")
        self.reward: RewardKind = reward
        needed = slots_for(self.rules, players)
        if slots is None:
            slots = needed
        elif isinstance(slots, bool) or not isinstance(slots, int) or not needed <= slots <= MAX_SLOTS:
            raise GameError(
                f"slots is a number of hand positions from {needed} (the most cards a seat is dealt here) "
                f"to {MAX_SLOTS}, not {slots!r}"
            )
        self.slots: int = slots
        self.scale: float = _scale(self.rules, players)
        """What ``normalized`` rewards divide the points by: the largest amount any seat gets in a
        whitewash (seed 0's cards, seat 0 going out while every other seat holds every card it
        was dealt). Normalized rewards lie in [-1, 1] unless a scheme's multipliers go beyond it."""

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
        """The reward for an illegal action: ``given``, or by default the most a seat can lose
        in these units (``-scale`` points, or -1)."""
        if given is not None:
            return float(given)
        return -self.scale if self.reward == "points" else -1.0

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
            raise GameError(f"deal code {code!r} is for other rules or another number of players than this table's")
        if state.over:
            raise GameError(f"deal code {code!r} is won at the deal: nobody has a decision to make")
        return state
    while True:
        state = new_game(table.rules, seed=int(rng.integers(0, MAX_SEED, endpoint=True)), players=table.players)
        if not state.over:
            return state


def observation_box() -> spaces.Box[np.float32]:
    """The observation vector's space: 0 or 1 everywhere, the cards left from 0 to 26."""
    high = np.ones(OBSERVATION_SIZE, dtype=np.float32)
    high[LAYOUT["cards_left"]] = MAX_SLOTS
    return spaces.Box(low=np.zeros(OBSERVATION_SIZE, dtype=np.float32), high=high, dtype=np.float32)


def mask_box(count: int) -> spaces.Box[np.int8]:
    """The action mask's space."""
    return spaces.Box(low=0, high=1, shape=(count,), dtype=np.int8)


def _cards(mask: int, rules: RuleSet) -> str:
    return " ".join(str(c) for c in rules.sort(cards_from_mask(mask))) or "-"


def render_table(state: GameState, names: Sequence[str]) -> str:
    """The table as text, as a spectator sees it: every seat's cards, the play to beat, the last
    turns, and the result once the deal is over."""
    rules = state.rules
    lines = [f"Big Two ({rules.variant}, {state.players} players), deal {deal_code(state)}"]
    width = max(len(n) for n in names)
    for seat, mask in enumerate(state.masks):
        marks = []
        if state.to_move == seat:
            marks.append("to move")
        if state.passed >> seat & 1:
            marks.append("passed")
        if state.winner == seat:
            marks.append("wins")
        note = f"  ({', '.join(marks)})" if marks else ""
        pointer = ">" if state.to_move == seat else " "
        lines.append(f"{pointer} {names[seat]:<{width}}  {mask.bit_count():>2} cards: {_cards(mask, rules)}{note}")
    table = state.table
    if table is not None and state.owner is not None:
        lines.append(f"Table: {table.category.value} {_cards(table.mask, rules)} by {names[state.owner]}")
    else:
        lines.append("Table: clear")
    recent = []
    for turn in state.history[-4:]:
        action = turn.action
        if isinstance(action, Play):
            recent.append(f"{names[turn.seat]} played {_cards(action.mask, rules)}")
        elif isinstance(action, Redeal):
            recent.append(f"{names[turn.seat]} demanded a redeal")
        else:
            recent.append(f"{names[turn.seat]} passed" + (" (automatically)" if turn.auto else ""))
    if recent:
        lines.append("Last: " + "; ".join(recent))
    if state.winner is not None:
        card = score_game(state)
        points = ", ".join(f"{names[s]} {p:+d}" for s, p in enumerate(card.points))
        lines.append(f"Over: {names[state.winner]} went out. {'Penalties' if card.lower_wins else 'Points'}: {points}")
    return "\n".join(lines)
