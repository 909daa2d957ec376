"""Starting and replaying deals: `new_game` (from a seed, hands or a deal code) and `replay`.

>>> import bigtwo
>>> state = bigtwo.new_game(seed=1739204)
>>> state.cards_left, state.to_move
((13, 13, 13, 13), 3)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .._game.actions import Action, Redeal, Turn
from .._game.dealing import start_game
from .._game.engine import apply, check_state
from .._game.state import GameState
from .._plays.combos import check_rules
from .._rules.building import ruleset
from .._rules.ruleset import RuleSet
from .._values.cards import Card
from .._values.errors import GameError
from .codes import parse_deal_code

__all__ = ["new_game", "replay"]


def new_game(
    rules: RuleSet | None = None,
    *,
    seed: int | None = None,
    code: str | None = None,
    players: int | None = None,
    hands: Sequence[str | Iterable[Card]] | None = None,
    deal_number: int = 1,
    previous_winner: int | None = None,
) -> GameState:
    """Start a deal: from a ``seed`` (a random one if none is given), from a deal ``code``, or
    from ``hands`` given explicitly (one per seat, for puzzles and tests).

    ``players`` defaults to 4, or to the number of ``hands`` given.
    ``deal_number`` and ``previous_winner`` place the deal inside a match: with
    ``opener=last-winner`` the previous winner leads the second and later deals with any play
    (a deal code carries them).

    >>> new_game(code="B02L1739204").to_move
    3
    """
    if code is not None:
        if seed is not None or hands is not None:
            raise GameError("give a deal code, or a seed or hands, not both")
        parsed = parse_deal_code(code)
        if rules is not None and rules != parsed.rules:
            raise GameError(f"deal code {code!r} carries its own rules; they differ from the rules given")
        if players is not None and players != parsed.players:
            raise GameError(f"deal code {code!r} is for {parsed.players} players, not {players!r}")
        if (deal_number, previous_winner) not in ((1, None), (parsed.deal_number, parsed.previous_winner)):
            raise GameError(f"deal code {code!r} says which deal of a match it is; do not give it again")
        return start_game(
            parsed.rules,
            seed=parsed.seed,
            players=parsed.players,
            deal_number=parsed.deal_number,
            previous_winner=parsed.previous_winner,
        )
    rules = check_rules(rules) if rules is not None else ruleset()
    return start_game(
        rules, seed=seed, players=players, hands=hands, deal_number=deal_number, previous_winner=previous_winner
    )


def replay(start: GameState | str, actions: Iterable[Action | Turn]) -> tuple[GameState, ...]:
    """Every state of a deal, from its start (a state or a deal code) through ``actions``.

    ``actions`` may be bare actions (each made by the player to move; a `Redeal` names its own
    seat) or the `Turn` entries of a history, whose automatic passes are skipped since the rules
    make them again. Raises `IllegalPlay` at the first illegal action.

    >>> final = new_game(code="B02L1739204")
    >>> import bigtwo
    >>> states = replay("B02L1739204", [bigtwo.hint(final)])
    >>> len(states), states[1].history[0].seat == final.to_move
    (2, True)
    """
    state = new_game(code=start) if isinstance(start, str) else check_state(start)
    if isinstance(actions, str | bytes) or not isinstance(actions, Iterable):
        raise GameError(f"replay takes a sequence of actions or turns, not {actions!r}")
    states = [state]
    for item in actions:
        if isinstance(item, Turn):
            if item.auto:
                continue
            seat: int | None = None if isinstance(item.action, Redeal) else item.seat
            state = apply(state, item.action, seat=seat)
        else:
            state = apply(state, item)
        states.append(state)
    return tuple(states)
