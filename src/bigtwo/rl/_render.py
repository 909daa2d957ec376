"""The text of a table, as a spectator sees it (`render_table`), and the environments' `render`
of it under their render modes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import gymnasium
import numpy as np
import numpy.typing as npt

from .._game.actions import Play, Redeal
from .._game.state import GameState
from .._records.codes import deal_code
from .._records.scoring import score_game
from .._rules.ruleset import RuleSet
from .._values.cards import cards_from_mask
from .._values.errors import GameError, shown

__all__ = ["check_render_mode", "render_table", "rendered"]


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
        if state.passed_mask >> seat & 1:
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


def check_render_mode(render_mode: str | None, modes: Sequence[str]) -> None:
    """Refuse a ``render_mode`` that is neither None nor one of an environment's ``modes``."""
    if render_mode is not None and render_mode not in modes:
        raise GameError("rl-bad-render-mode", modes=", ".join(modes), value=shown(render_mode))


def rendered(
    render_mode: str | None, text: Callable[[], str], frame: Callable[[], npt.NDArray[np.uint8]]
) -> str | npt.NDArray[np.uint8] | None:
    """What an environment's ``render`` does: the table's ``text()`` returned under
    ``render_mode="ansi"``, printed under ``"human"``, its ``frame()`` returned under
    ``"rgb_array"``; without a render mode, Gymnasium's warning (and nothing is drawn)."""
    if render_mode is None:
        # stacklevel=2: the warning points at the environment's render method, which calls this one
        gymnasium.logger.warn("You are calling render method without specifying any render mode.", stacklevel=2)
        return None
    if render_mode == "rgb_array":
        return frame()
    shown = text()
    if render_mode == "human":
        print(shown + "\n")
        return None
    return shown
