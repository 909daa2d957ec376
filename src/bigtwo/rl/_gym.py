"""The Gymnasium environment: one seat of a Big Two deal against CPU players (`BigTwoEnv`,
registered as ``bigtwo/BigTwo-v0``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, SupportsFloat

import attrs
import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from .._game.engine import apply, check
from .._game.state import GameState
from .._game.view import view
from .._rules.ruleset import RuleSet
from .._values.errors import GameError, shown
from .._values.shuffle import MAX_SEED
from ..players import Player, player
from ._encoder import Encoder
from ._frame import render_frame
from ._history import check_history
from ._policy import PolicyPlayer, chosen_index, policy_player
from ._render import check_render_mode, render_table, rendered
from ._spaces import observation_box
from ._table import Table, deal_from

__all__ = ["ENV_ID", "BigTwoEnv", "register"]

ENV_ID = "bigtwo/BigTwo-v0"
"""The Gymnasium id of `BigTwoEnv`."""

Observation = npt.NDArray[np.float32]


Opponent = str | Player | Callable[..., Any]
"""An opponent: a player's name, a player object (with ``act(view)``) or a policy
(``policy(observation, mask) -> index``, see `bigtwo.rl.policy_player`)."""


def _players(
    opponents: Opponent | Sequence[Opponent], count: int, plugins: Sequence[object], history: int, slots: int
) -> tuple[list[Player], list[str | None]]:
    """The players of the other seats, and the name each was built from (None for an object);
    a bare policy becomes a `PolicyPlayer` with the environment's history and slots."""
    if isinstance(opponents, str) or not isinstance(opponents, Sequence):
        opponents = [opponents] * count
    if len(opponents) != count:
        raise GameError("rl-opponents-count", needed=count, given=len(opponents))
    made: list[Player] = []
    names: list[str | None] = []
    for i, who in enumerate(opponents):
        if isinstance(who, str):
            made.append(player(who, seed=i, plugins=plugins))
            names.append(who)
        elif callable(getattr(who, "act", None)):
            made.append(who)  # type: ignore[arg-type]  # a player: it has act
            names.append(None)
        elif callable(who):
            made.append(policy_player(who, history=history, slots=slots))
            names.append(None)
        else:
            raise GameError("rl-bad-opponent", value=shown(who))
    return made, names


def _seedable(player: object) -> bool:
    return any(a.name == "seed" for a in getattr(type(player), "__attrs_attrs__", ()))


def _evolved(player: Player, seed: int) -> Player:
    changed: Player = attrs.evolve(player, seed=seed)  # type: ignore[misc]  # checked by _seedable
    return changed


class BigTwoEnv(gymnasium.Env[Observation, np.int64]):
    """One seat of a Big Two deal against CPU players from `bigtwo.players`, for single-agent training.

    ``gymnasium.make("bigtwo/BigTwo-v0", opponents="normal", variant="classic")`` makes one.

    The agent plays seat ``seat``; the other seats' turns happen inside `reset` and `step`, each
    played by its opponent (a name such as ``"normal"``, ``"novice"`` or ``"expert"``, a player
    object, a policy, or one of those per other seat, in seat order; names are looked up with
    ``plugins`` as well, see `bigtwo.players.player`). A policy is a function from a seat's
    observation and action mask to an action index, such as a frozen copy of the agent being
    trained: the agent then plays against itself (see `bigtwo.rl.policy_player`; the
    environment reads the policy's observations straight from the deal, with its own
    ``history``). Observations are the vectors of `bigtwo.rl.observe`; the legal actions are
    ``info["action_mask"]``, their indices ``info["legal_actions"]``, and `action_masks` (as
    sb3-contrib's ``MaskablePPO`` expects). The reward is 0 until the deal ends, then the
    agent's result under ``reward`` (as for `bigtwo.rl.raw_env`). An illegal action ends the
    episode with ``illegal_reward`` (default: one less than `worst_reward`, the worst reward of a
    legal deal) and
    ``info["illegal"]`` set to the reason.

    ``reset(seed=...)`` seeds the deals and re-seeds the opponents (each takes a seed drawn from
    the generator: a player with a ``seed`` attribute, or one given by name), so an episode is
    reproducible. A deal won at the deal by an instant-win hand gives the agent no decision and
    is skipped.

    Args:
        variant: The variant of the rule set (`bigtwo.variants`).
        players: How many seats: 2, 3 or 4.
        opponents: The players of the other seats: a name, a player object, a policy, or one
            of those per other seat, in seat order.
        seat: The agent's seat, from 0 to ``players - 1``.
        render_mode: ``"ansi"`` (`render` returns the table as text), ``"human"`` (it prints
            it, after every turn too), ``"rgb_array"`` (`render` returns a picture of the table
            as a numpy array, see `bigtwo.rl.render_frame`), or ``None``.
        reward: ``"points"``, ``"normalized"`` or ``"win"`` (see `bigtwo.rl.REWARDS`).
        slots: The hand positions of the action space, from the most cards a seat is dealt
            here to `bigtwo.rl.MAX_SLOTS`; ``None`` for the former.
        history: The last turns each observation holds after its `bigtwo.rl.LAYOUT` part
            (`bigtwo.rl.HISTORY_LAYOUT`); 0, the default, for none.
        illegal_reward: The reward of an illegal action; ``None`` for one less than
            `worst_reward`, so that breaking a rule never pays.
        plugins: Plugin objects for the rule set and for the players named, as `bigtwo.ruleset`
            and `bigtwo.players.player` take them.
        **options: Option name -> value name, changing the variant's choices.

    Raises:
        GameError: ``players``, ``seat``, ``reward``, ``slots``, ``history`` or ``render_mode``
            is not one the environment takes, or ``opponents`` does not give one player per
            other seat.
        RulesError: The rule set does not build (as `bigtwo.ruleset`).
        bigtwo.players.PlayerError: An opponent's name is unknown, or its player cannot be built.
    """

    metadata = {"render_modes": ["ansi", "human", "rgb_array"], "render_fps": 2}  # noqa: RUF012  # Env's own attribute

    def __init__(
        self,
        variant: str = "classic",
        players: int = 4,
        opponents: Opponent | Sequence[Opponent] = "normal",
        seat: int = 0,
        render_mode: str | None = None,
        *,
        reward: str = "points",
        slots: int | None = None,
        history: int = 0,
        illegal_reward: float | None = None,
        plugins: Sequence[object] = (),
        **options: str,
    ) -> None:
        self._history = check_history(history)
        check_render_mode(render_mode, self.metadata["render_modes"])
        self.render_mode = render_mode
        self._table = Table(variant, players, reward, slots, plugins, options)
        self._illegal = self._table.illegal(illegal_reward)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise GameError("rl-bad-seat", last=players - 1, value=shown(seat))
        self.seat = seat
        """The agent's seat."""
        self._plugins = tuple(plugins)
        self.opponents: list[Player]
        """The players of the other seats, in seat order."""
        self.opponents, self._opponent_names = _players(
            opponents, players - 1, self._plugins, self._history, self._table.slots
        )
        self._by_seat: dict[int, Player] = {}
        self._names = [f"player_{s}" for s in range(players)]
        self._names[seat] = f"player_{seat} (agent)"
        self.observation_space = observation_box(self._history)
        self.action_space = spaces.Discrete(self._table.action_count())
        self.game: GameState | None = None
        """The deal in play (``None`` before the first `reset`)."""
        self._encoder: Encoder | None = None
        self._ended = False

    @property
    def rules(self) -> RuleSet:
        """The rule set of the deals."""
        return self._table.rules

    @property
    def worst_reward(self) -> float:
        """The worst reward the agent can get from a deal played legally (as
        `bigtwo.rl.raw_env.worst_reward`)."""
        return self._table.worst

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Deal a new hand and play the other seats up to the agent's first turn.

        Args:
            seed: Seeds the deals and re-seeds the opponents; ``None`` goes on with the
                generator of the last seeded reset (a fresh random one if there never was one).
            options: ``{"code": ...}`` plays the deal of a `bigtwo.deal_code` instead (other
                keys are ignored); ``None`` for a drawn deal.

        Returns:
            The agent's observation (as `bigtwo.rl.observe`) and the info,
            ``{"action_mask": ..., "legal_actions": [...]}`` with its legal actions.

        Raises:
            GameError: The deal code is for other rules or another number of players than the
                environment's, is won at the deal, or ends before the agent's first turn.
            InvalidSave: The deal code cannot be read here (see `bigtwo.parse_deal_code`).
        """
        super().reset(seed=seed)
        if seed is not None:
            draws = self.np_random.integers(0, MAX_SEED, size=len(self.opponents), endpoint=True)
            self.opponents = [
                self._reseeded(p, name, int(d))
                for p, name, d in zip(self.opponents, self._opponent_names, draws, strict=True)
            ]
        self._ended = False
        others = [s for s in range(self._table.players) if s != self.seat]
        self._by_seat = dict(zip(others, self.opponents, strict=True))
        while True:
            game = self._others(deal_from(self._table, self.np_random, options))
            if not game.over:
                break
            if (options or {}).get("code") is not None:
                raise GameError("rl-deal-ends-before-agent")
        return self._observation(game), self._info(game)

    def _info(self, game: GameState) -> dict[str, Any]:
        encoder = self._current()[1]
        return {"action_mask": encoder.mask(game, self.seat), "legal_actions": encoder.legal_actions(game, self.seat)}

    def _reseeded(self, opponent: Player, name: str | None, seed: int) -> Player:
        """``opponent`` with the seed ``seed``: an attrs player with a ``seed`` field evolved, a
        player named at construction built again, any other player object as it is."""
        if _seedable(opponent):
            return _evolved(opponent, seed)
        if name is not None:
            return player(name, seed=seed, plugins=self._plugins)
        return opponent

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The agent's legal actions now, as booleans (sb3-contrib's ``MaskablePPO`` calls this method).

        Returns:
            ``info["action_mask"]`` of the last `reset` or `step` as booleans, one per action
            (all False once the episode is over).

        Raises:
            GameError: No deal is in play (`reset` was never called).
        """
        game, encoder = self._current()
        if self._ended:
            return np.zeros(self._table.action_count(), dtype=np.bool_)
        return encoder.mask(game, self.seat).astype(np.bool_)

    def step(self, action: np.int64 | int) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play ``action`` for the agent, then the other seats until the agent's next turn or the end of the deal.

        Args:
            action: The index of the action.

        Returns:
            Gymnasium's ``(observation, reward, terminated, truncated, info)``: the reward is 0
            until the deal ends; ``info["action_mask"]`` holds the agent's legal actions and
            ``info["legal_actions"]`` their indices (none once the episode is over). An illegal
            action ends the episode with ``illegal_reward``, and ``info["illegal"]`` says why it
            is illegal. Never truncated.

        Raises:
            GameError: No deal is in play, or the episode is over (call `reset`).
        """
        game, encoder = self._current()
        if game.over or self._ended:
            raise GameError("rl-episode-over")
        index = int(action)
        chosen = encoder.legal(game).get(index)
        if chosen is None:
            self._ended = True  # the episode is over: reset() deals again
            try:
                reason = check(game, encoder.decode(game, index))
                why = reason.message("en") if reason is not None else "not a legal action"
            except GameError as exc:  # a position the hand as dealt does not have
                why = str(exc)
            mask = np.zeros(self._table.action_count(), dtype=np.int8)
            info = {"action_mask": mask, "legal_actions": [], "illegal": why}
            return self._observation(game), self._illegal, True, False, info
        game = self._others(apply(game, chosen))
        reward = 0.0
        if game.over:
            reward = self._table.rewards(game)[self.seat]
        return self._observation(game), reward, game.over, False, self._info(game)

    def _others(self, game: GameState) -> GameState:
        """``game`` after the other seats' turns, up to the agent's turn or the end of the deal."""
        to_move = game.to_move
        while to_move is not None and to_move != self.seat:
            who = self._by_seat[to_move]
            if type(who) is PolicyPlayer and who.history == self._history and who.slots in (None, self._table.slots):
                game = apply(game, self._policy_move(game, who, to_move))
            else:
                game = apply(game, who.act(view(game, to_move)))
            to_move = game.to_move
        self.game = game
        self._encoder_for(game)
        if self.render_mode == "human":
            self.render()
        return game

    def _encoder_for(self, game: GameState) -> Encoder:
        """The encoder of ``game``'s deal (a new one after a new deal or a redeal)."""
        if self._encoder is None or self._encoder.dealt is not game.dealt:
            self._encoder = Encoder.of(game, self._table.slots, self._history)
        return self._encoder

    def _policy_move(self, game: GameState, who: PolicyPlayer, seat: int) -> Any:
        """A policy opponent's action, its encodings read straight from the deal."""
        encoder = self._encoder_for(game)
        mask = encoder.mask(game, seat)
        index = chosen_index(who.policy(encoder.observe(game, seat), mask), mask, seat)
        return encoder.legal(game)[index]

    def _current(self) -> tuple[GameState, Encoder]:
        if self.game is None or self._encoder is None:
            raise GameError("rl-not-reset")
        return self.game, self._encoder

    def _observation(self, game: GameState) -> Observation:
        return self._current()[1].observe(game, self.seat)

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
            lambda: render_table(self._current()[0], self._names),
            lambda: render_frame(self._current()[0]),
        )


def register() -> None:
    """Register `BigTwoEnv` with Gymnasium as ``bigtwo/BigTwo-v0``.

    Importing `bigtwo.rl` does it; registering again changes nothing.
    """
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="bigtwo.rl._gym:BigTwoEnv")
