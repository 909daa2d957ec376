"""Environments for training agents: PettingZoo and Gymnasium (the `rl` extra:
``pip install "bigtwo[rl]"``, which brings numpy, gymnasium and pettingzoo).

- `env` (and `raw_env`, without wrappers): one deal as a PettingZoo `AECEnv`, agents
  ``player_0`` ... ``player_{n-1}``, observations ``{"observation", "action_mask"}``;
- `BigTwoEnv`, registered with Gymnasium as ``bigtwo/BigTwo-v0`` when this module is imported:
  one seat against CPU players or policies (`policy_player`, for self-play), the mask in
  ``info["action_mask"]``;
- `BatchEnv`: many deals stepped in one call, as stacked arrays, for batched training loops;
- the encodings, usable without an environment: `observe` a `bigtwo.SeatView`, its
  `action_mask`, and `action_to_play` / `play_to_action` between action indices and actions.

Actions are indices into a fixed list: 0 is `bigtwo.Pass`, 1 is `bigtwo.Redeal`, and every
other index is a set of 1, 2, 3 or 5 positions in the seat's hand as dealt (sorted from its
lowest card), ordered so that a hand of ``n`` cards uses exactly the first `num_actions` ``(n)``
indices: an agent built for `MAX_ACTIONS` plays every variant and every number of players.

>>> import bigtwo, bigtwo.rl
>>> state = bigtwo.new_game(hands=["3D 9S 9D", "4D 5D 6D"])
>>> state = bigtwo.apply(bigtwo.apply(state, bigtwo.Play("3D")), bigtwo.Play("4D"))
>>> view = bigtwo.view(state, 0)        # seat 0 was dealt 3♦ 9♦ 9♠: positions 0, 1 and 2
>>> bigtwo.rl.action_mask(view).nonzero()[0].tolist()
[0, 3, 5]
>>> [bigtwo.rl.action_to_play(i, view) for i in (0, 3, 5, 7)]
[Pass(), Play('9♦'), Play('9♠'), Play('9♦ 9♠')]
"""

from .._records.worst import worst_points
from ._actions import (
    MAX_ACTIONS,
    MAX_SLOTS,
    PASS_ACTION,
    PLAY_SIZES,
    REDEAL_ACTION,
    action_mask,
    action_positions,
    action_to_play,
    dealt_hand,
    num_actions,
    play_to_action,
    position_matrix,
    positions_to_action,
    slots_for,
)
from ._aec import Observation, env, raw_env
from ._batch import MAX_GAMES, BatchEnv
from ._frame import render_frame
from ._gym import ENV_ID, BigTwoEnv, register
from ._history import HISTORY_ENTRY, HISTORY_LAYOUT, MAX_HISTORY
from ._layout import LAYOUT, OBSERVATION_SIZE, OPTION_VALUES
from ._observation import card_order, observe
from ._policy import Policy, PolicyPlayer, policy_player
from ._table import REWARDS

register()

__all__ = [
    "ENV_ID",
    "HISTORY_ENTRY",
    "HISTORY_LAYOUT",
    "LAYOUT",
    "MAX_ACTIONS",
    "MAX_GAMES",
    "MAX_HISTORY",
    "MAX_SLOTS",
    "OBSERVATION_SIZE",
    "OPTION_VALUES",
    "PASS_ACTION",
    "PLAY_SIZES",
    "REDEAL_ACTION",
    "REWARDS",
    "BatchEnv",
    "BigTwoEnv",
    "Observation",
    "Policy",
    "PolicyPlayer",
    "action_mask",
    "action_positions",
    "action_to_play",
    "card_order",
    "dealt_hand",
    "env",
    "num_actions",
    "observe",
    "play_to_action",
    "policy_player",
    "position_matrix",
    "positions_to_action",
    "raw_env",
    "register",
    "render_frame",
    "slots_for",
    "worst_points",
]
