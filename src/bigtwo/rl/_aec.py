"""The PettingZoo environment: `raw_env`, one deal of Big Two as an `AECEnv`, and `env`, the same
behind PettingZoo's usual wrappers for classic games."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from .._game.engine import apply
from .._game.state import GameState
from .._rules.ruleset import RuleSet
from .._values.errors import GameError
from ._encoder import Encoder
from ._frame import render_frame
from ._history import check_history
from ._render import check_render_mode, render_table, rendered
from ._spaces import mask_box, observation_box
from ._table import Table, deal_from

__all__ = ["Observation", "env", "raw_env"]

Observation = dict[str, npt.NDArray[Any]]
"""``{"observation": float32 vector, "action_mask": int8 vector}``."""


class raw_env(AECEnv):  # type: ignore[misc]  # AECEnv comes from pettingzoo, which has no type information
    """One deal of Big Two as a PettingZoo `AECEnv`, without wrappers (see `env`).

    Agents ``player_0`` ... ``player_{n-1}`` sit at seats 0 to n-1; the agent to act is the seat to
    move (`bigtwo.GameState.to_move`), so automatic passes and seats locked out of a round never
    come up. Each observation is ``{"observation": ..., "action_mask": ...}`` (see
    `bigtwo.rl.observe` and `bigtwo.rl.action_mask`), and ``infos[agent]["legal_actions"]`` lists
    the indices of the agent's legal actions (the mask's nonzero entries; empty for an agent not
    to move); every reward is 0 until the deal ends, when
    each agent gets its result under the ``reward`` setting: ``points`` (the rule set's scheme,
    penalties negated so that more is better), ``normalized`` (the same divided by
    `reward_scale`) or ``win`` (+1 for the winner, -1/(n-1) for each other seat).

    ``variant`` and ``options`` make the rule set (`bigtwo.ruleset`); ``players`` is 2, 3 or 4;
    ``slots`` sizes the action space (default: the most cards a seat is dealt here, so 13 at a
    four-player table; `bigtwo.rl.MAX_SLOTS` gives every environment the same space).
    ``reset(seed=...)`` draws the deal from a generator seeded with ``seed``; the deal in play is
    `game`, a `bigtwo.GameState`.

    Args:
        variant: The variant of the rule set (`bigtwo.variants`).
        players: How many agents: 2, 3 or 4.
        render_mode: ``"ansi"`` (`render` returns the table as text), ``"human"`` (it prints
            it, after every `reset` and `step` too), ``"rgb_array"`` (`render` returns a picture
            of the table, see `bigtwo.rl.render_frame`), or ``None``.
        reward: ``"points"``, ``"normalized"`` or ``"win"`` (see `bigtwo.rl.REWARDS`).
        slots: The hand positions of the action space, from the most cards a seat is dealt
            here to `bigtwo.rl.MAX_SLOTS`; ``None`` for the former.
        history: The last turns each observation holds after its `bigtwo.rl.LAYOUT` part
            (`bigtwo.rl.HISTORY_LAYOUT`); 0, the default, for none.
        plugins: Plugin objects for the rule set, as `bigtwo.ruleset` takes them.
        **options: Option name -> value name, changing the variant's choices.

    Raises:
        GameError: ``players``, ``reward``, ``slots``, ``history`` or ``render_mode`` is not
            one the environment takes.
        RulesError: The rule set does not build (as `bigtwo.ruleset`).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "bigtwo_v0",
        "render_modes": ["ansi", "human", "rgb_array"],
        "is_parallelizable": False,
        "render_fps": 2,
    }

    def __init__(
        self,
        variant: str = "classic",
        players: int = 4,
        render_mode: str | None = None,
        *,
        reward: str = "points",
        slots: int | None = None,
        history: int = 0,
        plugins: Sequence[object] = (),
        **options: str,
    ) -> None:
        super().__init__()
        self._history = check_history(history)
        check_render_mode(render_mode, self.metadata["render_modes"])
        self.render_mode = render_mode
        self._table = Table(variant, players, reward, slots, plugins, options)
        self.possible_agents: list[str] = [f"player_{i}" for i in range(players)]
        self.agents: list[str] = []
        self._seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        count = self._table.action_count()
        observation = spaces.Dict({"observation": observation_box(self._history), "action_mask": mask_box(count)})
        action = spaces.Discrete(count)
        self.observation_spaces = {agent: observation for agent in self.possible_agents}
        self.action_spaces = {agent: action for agent in self.possible_agents}
        self._rng: np.random.Generator | None = None
        self.game: GameState | None = None
        """The deal in play (``None`` before the first `reset`)."""
        self._encoder: Encoder | None = None

    @property
    def rules(self) -> RuleSet:
        """The rule set of the deals."""
        return self._table.rules

    @property
    def reward_scale(self) -> float:
        """What ``normalized`` rewards divide the points by: the largest amount any seat gets in a
        whitewash (seed 0's cards, seat 0 going out while every other seat holds every card it
        was dealt)."""
        return self._table.scale

    @property
    def worst_reward(self) -> float:
        """The worst reward a seat can get from a deal played legally, in the ``reward``
        setting's units: ``-worst_points`` (`bigtwo.rl.worst_points`), that divided by
        `reward_scale`, or ``-1/(n-1)`` under ``win``. The default ``illegal_reward`` of `env` is
        one less."""
        return self._table.worst

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of ``agent`` (the same for every agent).

        Args:
            agent: An agent's name, ``player_0`` to ``player_{n-1}``.

        Returns:
            A ``Dict`` space: ``"observation"``, a ``Box`` of `bigtwo.rl.OBSERVATION_SIZE`
            float32 entries, and ``"action_mask"``, a ``Box`` of one int8 entry per action.
        """
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of ``agent`` (the same for every agent).

        Args:
            agent: An agent's name, ``player_0`` to ``player_{n-1}``.

        Returns:
            ``Discrete(bigtwo.rl.num_actions(slots))``.
        """
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new hand, and give the turn to the agent of the seat to move.

        A deal won at the deal by an instant-win hand leaves nobody a decision and is skipped.

        Args:
            seed: Seeds the generator the deals are drawn from; ``None`` goes on with the
                generator of the last seeded reset (a fresh random one if there never was one).
            options: ``{"code": ...}`` plays the deal of a `bigtwo.deal_code` instead (other
                keys are ignored); ``None`` for a drawn deal.

        Raises:
            GameError: The deal code is for other rules or another number of players than the
                environment's, or it is won at the deal.
            InvalidSave: The deal code cannot be read here (see `bigtwo.parse_deal_code`).
        """
        if seed is not None or self._rng is None:
            self._rng = np.random.default_rng(seed)
        self.game = deal_from(self._table, self._rng, options)
        self._encoder = Encoder.of(self.game, self._table.slots, self._history)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {"legal_actions": []} for agent in self.agents}
        assert self.game.to_move is not None
        self.agent_selection = self.possible_agents[self.game.to_move]
        self.infos[self.agent_selection]["legal_actions"] = self._encoder.legal_actions(self.game, self.game.to_move)
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> Observation:
        """What ``agent`` sees now, and its legal actions.

        Args:
            agent: An agent's name, ``player_0`` to ``player_{n-1}``.

        Returns:
            ``{"observation": ..., "action_mask": ...}``: its observation vector (as
            `bigtwo.rl.observe`) and its legal actions (as `bigtwo.rl.action_mask`; all zeros
            when it is not to move).

        Raises:
            GameError: No deal is in play (`reset` was never called).
        """
        game, encoder = self._current()
        seat = self._seat_of[agent]
        return {"observation": encoder.observe(game, seat), "action_mask": encoder.mask(game, seat)}

    def step(self, action: int | np.integer[Any] | None) -> None:
        """Play ``action`` (an index of the action space) for the agent to act.

        When the deal ends, every agent gets its reward and is terminated; a step for an agent
        already terminated removes it, as PettingZoo's environments do.

        Args:
            action: The index of the action; ``None`` only for an agent already terminated.

        Raises:
            GameError: No deal is in play, ``action`` is ``None`` for the agent to act, or it is
                outside the action space.
            IllegalPlay: The action is not legal now (`env` ends the deal instead, with
                ``illegal_reward``).
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game, encoder = self.game, self._encoder
        if game is None or encoder is None:
            raise GameError("rl-not-reset")
        if action is None:
            raise GameError("rl-action-is-none", agent=str(agent))
        game = apply(game, encoder.decode(game, int(action)))
        self.game = game
        if game.dealt is not encoder.dealt:  # a redeal: new cards, new hands as dealt
            self._encoder = encoder = Encoder.of(game, self._table.slots, self._history)
        self._cumulative_rewards[agent] = 0.0
        infos = self.infos
        infos[agent]["legal_actions"] = []
        if game.winner is not None:
            for seat, value in enumerate(self._table.rewards(game)):
                name = self.possible_agents[seat]
                self.rewards[name] = value
                self.terminations[name] = True
            self._accumulate_rewards()
            self._deads_step_first()
        else:
            to_move = game.to_move
            assert to_move is not None
            agent = self.agent_selection = self.possible_agents[to_move]
            infos[agent]["legal_actions"] = encoder.legal_actions(game, to_move)
        if self.render_mode == "human":
            self.render()

    def _current(self) -> tuple[GameState, Encoder]:
        if self.game is None or self._encoder is None:
            raise GameError("rl-not-reset")
        return self.game, self._encoder

    def render(self) -> str | npt.NDArray[np.uint8] | None:
        """The table as a spectator sees it: every seat's cards, the play to beat, the last turns.

        Returns:
            The text under ``render_mode="ansi"``; a picture (`bigtwo.rl.render_frame`) under
            ``"rgb_array"``; ``None`` under ``"human"``, which prints the text, and without a
            render mode, which warns as Gymnasium does.

        Raises:
            GameError: No deal is in play (`reset` was never called).
        """
        return rendered(
            self.render_mode,
            lambda: render_table(self._current()[0], self.possible_agents),
            lambda: render_frame(self._current()[0]),
        )

    def close(self) -> None:
        """Nothing to release."""


def env(
    variant: str = "classic",
    players: int = 4,
    render_mode: str | None = None,
    *,
    reward: str = "points",
    slots: int | None = None,
    history: int = 0,
    plugins: Sequence[object] = (),
    illegal_reward: float | None = None,
    **options: str,
) -> Any:
    """A `raw_env` behind PettingZoo's wrappers for classic games, as its chess environment has.

    An illegal action ends the deal with ``illegal_reward`` for the agent that took it
    (``TerminateIllegalWrapper``), an action outside the space is refused
    (``AssertOutOfBoundsWrapper``), and calls out of order are refused (``OrderEnforcingWrapper``).

    Args:
        variant: The variant of the rule set (`bigtwo.variants`).
        players: How many agents: 2, 3 or 4.
        render_mode: ``"ansi"``, ``"human"``, ``"rgb_array"`` or ``None`` (see `raw_env`).
        reward: ``"points"``, ``"normalized"`` or ``"win"`` (see `bigtwo.rl.REWARDS`).
        slots: The hand positions of the action space (see `raw_env`); ``None`` for the most
            cards a seat is dealt here.
        history: The last turns each observation holds (see `raw_env`); 0 for none.
        plugins: Plugin objects for the rule set, as `bigtwo.ruleset` takes them.
        illegal_reward: The reward of an illegal action; ``None`` for one less than the worst
            reward of a legal deal (`raw_env.worst_reward`), so that breaking a rule never pays.
        **options: Option name -> value name, changing the variant's choices.

    Returns:
        The wrapped environment, a PettingZoo ``AECEnv``; the `raw_env` is its ``unwrapped``.

    Raises:
        GameError: ``players``, ``reward``, ``slots``, ``history`` or ``render_mode`` is not
            one the environment takes.
        RulesError: The rule set does not build (as `bigtwo.ruleset`).

    >>> import bigtwo.rl
    >>> table = bigtwo.rl.env("classic", players=4)
    >>> table.reset(seed=1)
    >>> table.agent_selection, int(table.action_space("player_0").n)
    ('player_0', 1666)
    """
    made = raw_env(
        variant, players, render_mode, reward=reward, slots=slots, history=history, plugins=plugins, **options
    )
    wrapped = wrappers.TerminateIllegalWrapper(made, illegal_reward=made._table.illegal(illegal_reward))
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)
