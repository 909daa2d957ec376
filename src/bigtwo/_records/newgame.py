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
from .._values.errors import GameError, shown
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
    """Start a deal from a seed, a deal code, or hands given explicitly.

    Args:
        rules: The rules of the deal (default: the classic rules). With ``code``, the code's
            own rules are used; given rules must be equal to them.
        seed: The seed of the shuffle, from 0 to `MAX_SEED`; a random one when neither it,
            ``code`` nor ``hands`` is given.
        code: A deal code (`deal_code`) to deal again, with its rules, players and place in a
            match.
        players: How many players, 2 to 4 (default: 4, or the number of ``hands`` given).
        hands: Each seat's cards, in seat order (card text or cards), for puzzles and tests.
        deal_number: Which deal of a match this is, from 1. With ``deal_number`` and
            ``previous_winner`` the deal sits inside a match: with ``opener=last-winner`` the
            previous winner leads the second and later deals with any play (a deal code
            carries them).
        previous_winner: The seat that won the previous deal of the match, if any.

    Returns:
        The state at the start of the deal (already over if a hand wins at once).

    Raises:
        GameError: The arguments disagree (a code with a seed, hands, other rules, players or
            place in a match; a seed with hands; not one hand per seat; a seat without cards),
            or one is out of range.
        InvalidCards: A card of ``hands`` cannot be read, or is in two hands.
        InvalidSave: ``code`` is not a deal code this installation can read (see
            `parse_deal_code`; `MissingPlugin` when a plugin package is missing).
        RulesError: ``rules`` is not a `RuleSet`, or a plugin's opener rule fails.

    >>> new_game(code="B02L1739204").to_move
    3
    """
    if code is not None:
        if seed is not None or hands is not None:
            raise GameError("code-with-seed-or-hands")
        parsed = parse_deal_code(code)
        if rules is not None and rules != parsed.rules:
            raise GameError("code-other-rules", code=shown(code))
        if players is not None and players != parsed.players:
            raise GameError(
                "code-for-other-players",
                code=shown(code),
                players=parsed.players,
                wanted=players if type(players) is int else shown(players),
            )
        if (deal_number, previous_winner) not in ((1, None), (parsed.deal_number, parsed.previous_winner)):
            raise GameError("code-other-place", code=shown(code))
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

    Args:
        start: The state to start from, or a deal code for the start of its deal.
        actions: Bare actions (each made by the player to move; a `Redeal` names its own seat)
            or the `Turn` entries of a history, whose automatic passes are skipped since the
            rules make them again.

    Returns:
        The start, then the state after each action (automatic passes included in the state
        that follows the action that caused them).

    Raises:
        IllegalPlay: At the first illegal action.
        GameError: ``actions`` is not an iterable of actions or turns, or ``start`` is not a
            state or a code.
        InvalidSave: ``start`` is text that is not a readable deal code.

    >>> final = new_game(code="B02L1739204")
    >>> import bigtwo
    >>> states = replay("B02L1739204", [bigtwo.hint(final)])
    >>> len(states), states[1].history[0].seat == final.to_move
    (2, True)
    """
    state = new_game(code=start) if isinstance(start, str) else check_state(start)
    if isinstance(actions, str | bytes) or not isinstance(actions, Iterable):
        raise GameError("replay-not-actions", value=shown(actions))
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
