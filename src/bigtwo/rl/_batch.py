"""`BatchEnv`: many Big Two deals stepped in one call, observations, masks, rewards and dones
returned as stacked numpy arrays, every game seeded on its own and dealt again when it ends."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from .._game.engine import apply
from .._game.state import GameState
from .._rules.ruleset import RuleSet
from .._values.errors import GameError, shown
from .._values.shuffle import MAX_SEED
from ._encoder import Encoder
from ._gym import BigTwoEnv, Opponent
from ._history import HISTORY_ENTRY, check_history
from ._layout import OBSERVATION_SIZE
from ._observation import unpack_rows
from ._table import Table, deal_from

__all__ = ["MAX_GAMES", "BatchEnv"]

MAX_GAMES = 65_536
"""The most games one `BatchEnv` steps."""


class BatchEnv:
    """``n`` deals of Big Two stepped together, answered as stacked arrays.

    One call plays an action in every game, for training loops that batch their policy's work.

    Without ``opponents`` the caller plays every seat, as in `bigtwo.rl.raw_env`: each game's
    row is the observation of its seat to move (``info["to_move"]``), and ``rewards`` has a
    column per seat. With ``opponents`` (as `BigTwoEnv` takes them: names, players, policies) the
    caller plays seat ``seat`` of every game, as in `BigTwoEnv`, and ``rewards`` has one entry
    per game.

    A game that ends is dealt again at once (its row then shows the new deal, and
    ``info["final_observation"]`` the last observation of the one that ended). Game ``i`` of
    ``reset(seed=s)`` plays the deals of ``raw_env`` (or `BigTwoEnv`) reset with seed ``s + i``,
    and goes on with that generator as they do. An illegal action ends its game with
    ``illegal_reward`` for the seat that chose it (as `bigtwo.rl.env`), marked in
    ``info["illegal"]``.

    Args:
        n: How many games, from 1 to `MAX_GAMES`.
        variant: The variant of the rule set (`bigtwo.variants`).
        players: How many seats: 2, 3 or 4.
        opponents: ``None`` (the caller plays every seat), or the other seats' players as
            `BigTwoEnv` takes them.
        seat: The caller's seat when there are ``opponents``.
        reward: ``"points"``, ``"normalized"`` or ``"win"`` (see `bigtwo.rl.REWARDS`).
        slots: The hand positions of the action space (``None``: the most cards a seat is dealt).
        history: The last turns each observation holds (`bigtwo.rl.HISTORY_LAYOUT`).
        illegal_reward: The reward of an illegal action; ``None`` for one less than
            `worst_reward`.
        plugins: Plugin objects for the rule set and the players named.
        **options: Option name -> value name, changing the variant's choices.

    Raises:
        GameError: ``n`` or another setting is not one the environments take.
        RulesError: The rule set does not build.

    >>> import numpy as np, bigtwo.rl
    >>> batch = bigtwo.rl.BatchEnv(8)
    >>> obs, info = batch.reset(seed=0)
    >>> obs.shape, info["action_mask"].shape, info["to_move"].shape
    ((8, 382), (8, 1666), (8,))
    >>> first = [int(np.flatnonzero(row)[0]) for row in info["action_mask"]]
    >>> obs, rewards, terminated, truncated, info = batch.step(first)
    >>> rewards.shape, terminated.dtype.name
    ((8, 4), 'bool')
    """

    def __init__(
        self,
        n: int,
        variant: str = "classic",
        players: int = 4,
        opponents: Opponent | Sequence[Opponent] | None = None,
        seat: int = 0,
        *,
        reward: str = "points",
        slots: int | None = None,
        history: int = 0,
        illegal_reward: float | None = None,
        plugins: Sequence[object] = (),
        **options: str,
    ) -> None:
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_GAMES:
            raise GameError("rl-bad-batch-size", most=MAX_GAMES, value=shown(n))
        self.num_games = n
        """How many games are stepped together."""
        self._history = check_history(history)
        self._table = Table(variant, players, reward, slots, plugins, options)
        self._illegal = self._table.illegal(illegal_reward)
        self.single_agent = opponents is not None
        """Whether the caller plays one seat against ``opponents`` (else every seat)."""
        self._envs: list[BigTwoEnv] = []
        if opponents is not None:
            self._envs = [
                BigTwoEnv(
                    variant,
                    players,
                    opponents,
                    seat,
                    reward=reward,
                    slots=slots,
                    history=history,
                    illegal_reward=illegal_reward,
                    plugins=plugins,
                    **options,
                )
                for _ in range(n)
            ]
        self.observation_size = OBSERVATION_SIZE + self._history * HISTORY_ENTRY
        """The length of each observation row."""
        self.action_count = self._table.action_count()
        """The number of actions (the mask's columns)."""
        self._games: list[GameState | None] = [None] * n
        self._encoders: list[Encoder | None] = [None] * n
        self._rngs: list[np.random.Generator | None] = [None] * n
        self._masks = np.zeros((n if self.single_agent else 0, self.action_count), dtype=np.int8)
        """The agent's masks against opponents, game by game."""

    @property
    def rules(self) -> RuleSet:
        """The rule set of the deals."""
        return self._table.rules

    @property
    def players(self) -> int:
        """The seats of every game."""
        return self._table.players

    @property
    def worst_reward(self) -> float:
        """The worst reward a seat can get from a deal played legally (see
        `bigtwo.rl.raw_env.worst_reward`)."""
        return self._table.worst

    @property
    def games(self) -> tuple[GameState | None, ...]:
        """The deal in play in every game (``None`` before the first `reset`)."""
        if self.single_agent:
            return tuple(e.game for e in self._envs)
        return tuple(self._games)

    def reset(
        self, seed: int | np.integer[Any] | Sequence[int] | None = None
    ) -> tuple[npt.NDArray[np.float32], dict[str, Any]]:
        """Deal every game again.

        Args:
            seed: ``s`` seeds game ``i`` with ``s + i``; a sequence gives one seed per game;
                ``None`` goes on with each game's generator (fresh ones if never seeded).

        Returns:
            The observations, ``(n, observation_size)`` float32, and the info:
            ``"action_mask"`` ``(n, action_count)`` int8, ``"legal_actions"`` (a list per game)
            and ``"to_move"`` ``(n,)`` (the seat each row is for).

        Raises:
            GameError: ``seed`` is neither a seed, one per game, nor ``None``.
        """
        seeds = self._seeds(seed)
        if self.single_agent:
            obs = np.zeros((self.num_games, self.observation_size), dtype=np.float32)
            to_move = np.zeros(self.num_games, dtype=np.int64)
            legal: list[list[int]] = []
            for i in range(self.num_games):
                row, info = self._envs[i].reset(seed=seeds[i])
                obs[i] = row
                self._masks[i] = info["action_mask"]
                to_move[i] = self._envs[i].seat
                legal.append(info["legal_actions"])
            return obs, {"action_mask": self._masks.copy(), "legal_actions": legal, "to_move": to_move}
        rows = _Rows()
        for i in range(self.num_games):
            if seeds[i] is not None or self._rngs[i] is None:
                self._rngs[i] = np.random.default_rng(seeds[i])
            rows.add(*self._deal(i))
        obs, masks = rows.arrays(self.action_count)
        return obs, {"action_mask": masks, "legal_actions": rows.legal, "to_move": rows.seats()}

    def _seeds(self, seed: int | np.integer[Any] | Sequence[int] | None) -> list[int | None]:
        """One seed (or None) per game, every one checked before any game is dealt again."""
        n = self.num_games
        if seed is None:
            return [None] * n
        if isinstance(seed, int | np.integer) and not isinstance(seed, bool):
            if not 0 <= int(seed) <= MAX_SEED - n:
                raise GameError("rl-batch-seeds", games=n, value=shown(seed))
            return [int(seed) + i for i in range(n)]
        if isinstance(seed, str | bytes) or not isinstance(seed, Sequence) or len(seed) != n:
            raise GameError("rl-batch-seeds", games=n, value=shown(seed))
        if not all(
            isinstance(s, int | np.integer) and not isinstance(s, bool) and 0 <= int(s) <= MAX_SEED for s in seed
        ):
            raise GameError("rl-batch-seeds", games=n, value=shown(seed))
        return [int(s) for s in seed]

    def _deal(self, i: int) -> tuple[GameState, Encoder]:
        """Deal game ``i`` again from its generator."""
        rng = self._rngs[i]
        assert rng is not None
        game = deal_from(self._table, rng)
        encoder = Encoder.of(game, self._table.slots, self._history)
        self._games[i], self._encoders[i] = game, encoder
        return game, encoder

    def step(
        self, actions: Sequence[int] | npt.NDArray[np.integer[Any]]
    ) -> tuple[
        npt.NDArray[np.float32], npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.bool_], dict[str, Any]
    ]:
        """Play one action in every game (for its seat to move, or for ``seat``).

        Args:
            actions: One action index per game.

        Returns:
            ``(observations, rewards, terminated, truncated, info)``: rewards are ``(n,
            players)`` without opponents (every seat's result in the row of a game that ended)
            and ``(n,)`` with them; ``terminated`` marks the games that ended (and were dealt
            again); ``truncated`` is all False; the info holds ``"action_mask"``,
            ``"legal_actions"`` and ``"to_move"`` for the rows returned, ``"illegal"`` ``(n,)``
            and ``"final_observation"`` (the last observation of each game that ended; zeros
            elsewhere).

        Raises:
            GameError: `reset` was never called, or ``actions`` is not one index per game.
        """
        n = self.num_games
        chosen = np.asarray(actions)
        if chosen.shape != (n,) or not np.issubdtype(chosen.dtype, np.integer):
            raise GameError("rl-batch-actions", games=n, value=shown(actions))
        if (not self.single_agent and self._games[0] is None) or (self.single_agent and self._envs[0].game is None):
            raise GameError("rl-not-reset")
        final = np.zeros((n, self.observation_size), dtype=np.float32)
        rewards = np.zeros((n,) if self.single_agent else (n, self.players), dtype=np.float32)
        terminated = np.zeros(n, dtype=np.bool_)
        illegal = np.zeros(n, dtype=np.bool_)
        if self.single_agent:
            obs = np.zeros((n, self.observation_size), dtype=np.float32)
            to_move = np.zeros(n, dtype=np.int64)
            legal: list[list[int]] = []
            for i, action in enumerate(chosen.tolist()):
                legal.append(self._step_single(i, action, obs, final, rewards, terminated, illegal, to_move))
            masks = self._masks.copy()
        else:
            rows = _Rows()
            add = rows.add
            games, encoders = self._games, self._encoders
            for i, action in enumerate(chosen.tolist()):
                game, encoder = games[i], encoders[i]
                assert game is not None and encoder is not None
                move = encoder.legal(game).get(action)
                after = None if move is None else apply(game, move)
                if after is not None and after.winner is None and after.dealt is encoder.dealt:  # the deal goes on
                    games[i] = after
                    add(after, encoder)
                else:
                    add(*self._ended(i, game, encoder, after, final, rewards, terminated, illegal))
            obs, masks = rows.arrays(self.action_count)  # new arrays: the caller's own
            to_move, legal = rows.seats(), rows.legal
        info = {
            "action_mask": masks,
            "legal_actions": legal,
            "to_move": to_move,
            "illegal": illegal,
            "final_observation": final,
        }
        return obs, rewards, terminated, np.zeros(n, dtype=np.bool_), info

    def _ended(
        self,
        i: int,
        game: GameState,
        encoder: Encoder,
        after: GameState | None,
        final: npt.NDArray[np.float32],
        rewards: npt.NDArray[np.float32],
        terminated: npt.NDArray[np.bool_],
        illegal: npt.NDArray[np.bool_],
    ) -> tuple[GameState, Encoder]:
        """Game ``i`` after the action of its seat to move in ``game``: ``after`` is the state it
        led to, the deal won or redealt, or ``None`` for an illegal action (the game ends with
        ``illegal_reward`` for that seat). A game that ends is dealt again; returns the game and
        its encoder now."""
        seat = game.to_move
        assert seat is not None
        if after is None:
            illegal[i] = terminated[i] = True
            rewards[i, seat] = self._illegal
            final[i] = encoder.observe(game, seat)
            return self._deal(i)
        if after.dealt is not encoder.dealt:  # a redeal
            encoder = Encoder.of(after, self._table.slots, self._history)
            self._encoders[i] = encoder
        self._games[i] = after
        if after.winner is None:
            return after, encoder
        terminated[i] = True
        rewards[i] = self._table.rewards(after)
        final[i] = encoder.observe(after, seat)
        return self._deal(i)

    def _step_single(
        self,
        i: int,
        action: int,
        obs: npt.NDArray[np.float32],
        final: npt.NDArray[np.float32],
        rewards: npt.NDArray[np.float32],
        terminated: npt.NDArray[np.bool_],
        illegal: npt.NDArray[np.bool_],
        to_move: npt.NDArray[np.int64],
    ) -> list[int]:
        env = self._envs[i]
        row, reward, done, _, info = env.step(action)
        rewards[i] = float(reward)
        to_move[i] = env.seat
        if done:
            terminated[i] = True
            illegal[i] = "illegal" in info
            final[i] = row
            row, info = env.reset()
        obs[i] = row
        self._masks[i] = info["action_mask"]
        found: list[int] = info["legal_actions"]
        return found


class _Rows:
    """The rows of a batch's answer, gathered game by game and turned into arrays at once: the
    packed observations (unpacked in one numpy call), the history parts, and the legal actions
    (set in the masks in one call)."""

    __slots__ = ("history", "legal", "packed", "to_move")

    def __init__(self) -> None:
        self.packed: list[bytes] = []
        self.history: list[npt.NDArray[np.float32]] = []
        self.legal: list[list[int]] = []
        self.to_move: list[int] = []

    def add(self, game: GameState, encoder: Encoder) -> None:
        """Gather the row of ``game``'s seat to move."""
        packed, legal = encoder.row(game)
        self.packed.append(packed)
        self.legal.append(legal)
        seat = game.to_move
        assert seat is not None
        self.to_move.append(seat)
        if encoder.history:
            self.history.append(encoder.history_part(game, seat))

    def seats(self) -> npt.NDArray[np.int64]:
        """The seat of each row."""
        return np.array(self.to_move, dtype=np.int64)

    def arrays(self, actions: int) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.int8]]:
        """The observations and the masks of the rows gathered."""
        obs = unpack_rows(self.packed)
        if self.history:
            obs = np.concatenate((obs, np.stack(self.history)), axis=1)
        masks = np.zeros((len(self.legal), actions), dtype=np.int8)
        flat = [row * actions + a for row, found in enumerate(self.legal) for a in found]
        masks.reshape(-1)[flat] = 1
        return obs, masks
