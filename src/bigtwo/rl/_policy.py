"""Policies as players: `policy_player` turns a function from a seat's observation and action
mask to an action index (a trained agent, or a frozen copy of the one being trained) into a
player of `bigtwo.players`, usable as an opponent of `BigTwoEnv`, in `bigtwo.players.simulate`
and wherever a player acts on a `bigtwo.SeatView`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt
from attrs import field, frozen

from .._game.actions import Action
from .._game.view import SeatView
from .._values.errors import GameError, shown
from ._actions import action_mask, action_to_play
from ._history import check_history
from ._observation import observe

__all__ = ["Policy", "PolicyPlayer", "chosen_index", "policy_player"]

Policy = Callable[[npt.NDArray[np.float32], npt.NDArray[np.int8]], Any]
"""``policy(observation, action_mask) -> action index``: an observation vector (as
`bigtwo.rl.observe`, with the environment's history) and its mask; the index may be a Python or
numpy integer, or a 0-d or one-element array."""


def chosen_index(answer: object, mask: npt.NDArray[np.int8], seat: int) -> int:
    """The action index a policy answered, checked against its mask.

    Raises:
        GameError: The answer is no integer index (``rl-policy-not-an-index``), or the action
            is not legal (``rl-policy-illegal``).
    """
    try:
        index = int(np.asarray(answer).reshape(()))
        whole = float(np.asarray(answer).reshape(())) == index and not isinstance(answer, bool)
    except (TypeError, ValueError):
        whole = False
    if not whole:
        raise GameError("rl-policy-not-an-index", seat=seat, value=shown(answer))
    if not 0 <= index < len(mask) or not mask[index]:
        raise GameError("rl-policy-illegal", seat=seat, index=index)
    return index


def _callable(policy: object) -> Policy:
    if not callable(policy):
        raise GameError("rl-not-a-policy", value=shown(policy))
    return policy  # any callable: its answers are checked


@frozen
class PolicyPlayer:
    """A player that asks a policy: its `act` observes the view (`bigtwo.rl.observe`, with
    ``history`` turns), masks its legal actions (`bigtwo.rl.action_mask` with ``slots``
    positions), calls ``policy(observation, mask)`` and plays the action of the index it
    answers. Made by `policy_player`; `BigTwoEnv` reads the encodings straight from its deal
    instead, with the same result.
    """

    policy: Policy = field(converter=_callable)
    """The function from an observation and a mask to an action index."""
    history: int = field(default=0, converter=check_history, kw_only=True)
    """The turns of history in its observations (as the environments' ``history``)."""
    slots: int | None = field(default=None, kw_only=True)
    """The hand positions of its action space; ``None`` for the most cards a seat is dealt."""

    def act(self, view: SeatView) -> Action:
        """The action of the index the policy answers for ``view``.

        Args:
            view: The seat's view.

        Returns:
            The action the policy chose.

        Raises:
            GameError: The policy answers no index, or an illegal action.
        """
        mask = action_mask(view, self.slots)
        answer = self.policy(observe(view, history=self.history), mask)
        return action_to_play(chosen_index(answer, mask, view.seat), view)


def policy_player(policy: Policy, *, history: int = 0, slots: int | None = None) -> PolicyPlayer:
    """A player of `bigtwo.players` that plays what ``policy`` chooses.

    Args:
        policy: ``policy(observation, action_mask) -> action index``, for example a frozen copy
            of the agent being trained, so that it plays against itself.
        history: The turns of history its observations hold (give the environment's).
        slots: The hand positions of its action space (give the environment's; ``None``: the
            most cards a seat is dealt).

    Returns:
        The player: `BigTwoEnv` takes it (or the bare function) in ``opponents``, and
        `bigtwo.players.simulate` seats it like any player.

    Raises:
        GameError: ``policy`` is not callable, or ``history`` is out of range.

    >>> import numpy as np, bigtwo, bigtwo.rl
    >>> first = bigtwo.rl.policy_player(lambda obs, mask: np.flatnonzero(mask)[0])
    >>> first.act(bigtwo.view(bigtwo.new_game(hands=["3D 4D", "5D 6D"]), 0))
    Play('3♦')
    """
    return PolicyPlayer(policy, history=history, slots=slots)
