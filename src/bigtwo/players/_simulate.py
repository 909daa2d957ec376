"""Tournaments: `simulate` plays many deals between CPU players and returns their `Results`.

The cards must not decide, so deals are mirrored: deal ``k`` uses shuffle ``k // n`` (``n``
players) with the players rotated ``k % n`` seats around the table, so every shuffle is played
once from every seat when ``deals`` is a multiple of ``n``. Work is split into chunks of deal
indices (never by worker), and every chunk's outcome depends only on the seed, the players and
the deal indices, so a backend and a number of workers never change the results:

- ``local``: this process;
- ``processes``: a pool of ``workers`` processes (`concurrent.futures`);
- ``ray``: Ray tasks (the optional ``ray`` extra); ``ray.init()`` connects to the cluster that
  Ray's own address setting names (``RAY_ADDRESS``), or starts a local one.
"""

from __future__ import annotations

import concurrent.futures  # its process pool (and multiprocessing) loads only when a pool is made
import contextlib
import hashlib
import importlib
import json
import math
import pickle
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Literal

from attrs import field, frozen

from .._game.actions import Action, Pass, Play, Redeal
from .._game.dealing import check_players
from .._game.engine import apply
from .._game.view import view
from .._records.newgame import new_game
from .._records.scoring import score_game
from .._rules.building import ruleset
from .._rules.ruleset import RuleSet
from .._spec.scoring import ScoringScheme
from .._values.checks import whole
from .._values.errors import GameError, shown
from .._values.shuffle import MAX_SEED
from ._base import Player, PlayerError, cause_of
from ._isolated import Isolated
from ._registry import player

__all__ = ["BACKENDS", "CHUNK", "Backend", "PlayerResults", "Results", "entrant_seed", "simulate"]

Backend = Literal["local", "processes", "ray"]
"""Where a tournament runs."""

BACKENDS: tuple[str, ...] = ("local", "processes", "ray")
"""The values of `Backend`."""

CHUNK = 25
"""Deals per unit of work: a chunk is the same on every backend, whatever the workers."""

MAX_WORKERS = 1_024
"""The most processes ``simulate(..., backend="processes")`` starts."""

MAX_ACTIONS = 2_000
"""A deal that has not ended after this many actions is a player's bug."""

_Z95 = 1.959963984540054


def _wilson(wins: int, n: int) -> tuple[float, float]:
    """The Wilson score interval of a win rate, at 95%."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denominator = 1 + _Z95**2 / n
    centre = (p + _Z95**2 / (2 * n)) / denominator
    half = _Z95 * math.sqrt(p * (1 - p) / n + _Z95**2 / (4 * n * n)) / denominator
    low = 0.0 if wins == 0 else max(0.0, centre - half)
    high = 1.0 if wins == n else min(1.0, centre + half)
    return (low, high)


@frozen
class PlayerResults:
    """One entrant's totals over a tournament (an entrant is a place in the ``players`` list)."""

    name: str
    """The entrant's label: the player's name (with its place when two share one: ``normal#2``)."""
    deals: int
    """Deals played."""
    wins: int
    """Deals won (went out first, or won at once with an instant win)."""
    points: int
    """Total points under the rule set's scheme (penalties under a penalty scheme: see
    `Results.lower_wins`)."""
    win_rate: float
    """``wins / deals``."""
    win_rate_low: float
    """The low end of the win rate's 95% confidence interval (Wilson)."""
    win_rate_high: float
    """The high end of the win rate's 95% confidence interval (Wilson)."""

    @property
    def mean_points(self) -> float:
        """Points per deal."""
        return self.points / self.deals if self.deals else 0.0


@frozen
class Results:
    """What a tournament gave: per entrant, in the order of the ``players`` list."""

    players: tuple[PlayerResults, ...]
    """Each entrant's totals, in the order of the ``players`` list."""
    deals: int
    """Deals played."""
    variant: str
    """The variant of the rule set played."""
    options: tuple[tuple[str, str], ...]
    """The rule set's option values."""
    seed: int
    """The tournament's seed."""
    lower_wins: bool
    """True under a penalty scheme: the fewest points is best."""

    def to_json(self) -> str:
        """The results as JSON text.

        Returns:
            A JSON object, indented by two spaces: ``{"deals", "variant", "options", "seed",
            "lower_wins", "players": [{"name", "deals", "wins", "points", "mean_points",
            "win_rate", "win_rate_95": [low, high]}]}``.
        """
        return json.dumps(
            {
                "deals": self.deals,
                "variant": self.variant,
                "options": dict(self.options),
                "seed": self.seed,
                "lower_wins": self.lower_wins,
                "players": [
                    {
                        "name": p.name,
                        "deals": p.deals,
                        "wins": p.wins,
                        "points": p.points,
                        "mean_points": p.mean_points,
                        "win_rate": p.win_rate,
                        "win_rate_95": [p.win_rate_low, p.win_rate_high],
                    }
                    for p in self.players
                ],
            },
            ensure_ascii=False,
            indent=2,
        )


@frozen
class _Totals:
    """What a chunk of deals adds up to, per entrant."""

    deals: tuple[int, ...]
    wins: tuple[int, ...]
    points: tuple[int, ...]

    def __add__(self, other: _Totals) -> _Totals:
        return _Totals(
            tuple(a + b for a, b in zip(self.deals, other.deals, strict=True)),
            tuple(a + b for a, b in zip(self.wins, other.wins, strict=True)),
            tuple(a + b for a, b in zip(self.points, other.points, strict=True)),
        )


@frozen
class _Job:
    """A chunk of a tournament: everything a worker needs (it pickles)."""

    entrants: tuple[Player, ...] = field(eq=False)
    labels: tuple[str, ...]
    rules: RuleSet
    seed: int
    start: int
    stop: int
    isolate: bool = False
    timeout: float | None = None


def _seed_text(seed: int) -> bytes:
    """A tournament's seed as its hashes read it: in decimal, or (too long for Python to write in
    decimal) in hexadecimal, marked so that it never reads as a decimal seed."""
    return b"%d" % seed if seed.bit_length() < 10_000 else b"x%x" % seed


def _shuffle_seed(seed: int, shuffle: int) -> int:
    """The seed of a tournament's shuffle number ``shuffle``: a hash, so seeds 1 and 2 of two
    tournaments share no deal."""
    digest = hashlib.blake2b(b"%s:%d" % (_seed_text(seed), shuffle), digest_size=8, person=b"bigtwo-simulate").digest()
    return int.from_bytes(digest, "big") % (MAX_SEED + 1)


def _value_of(action: Action) -> tuple[type, object]:
    """What an action is, as plain values: its type and its cards (or seat)."""
    return (type(action), action.mask if isinstance(action, Play) else action)


def legal_answer(answer: object, legal: tuple[Action, ...]) -> Action | None:
    """The legal action ``answer`` stands for, or ``None``: compared by exact type and value (a
    `Play` by its cards alone), so no object can pass for another by its own ``__eq__``."""
    kind = type(answer)
    if kind is Play:
        mask = answer.mask  # type: ignore[attr-defined]
        return next((a for a in legal if type(a) is Play and a.mask == mask), None) if type(mask) is int else None
    if kind is Pass or kind is Redeal:
        return next((a for a in legal if type(a) is kind and a == answer), None)
    return None


def _play_deal(job: _Job, k: int, isolated: Isolated | None = None) -> tuple[int, tuple[int, ...], int]:
    """Deal ``k``: the winner's entrant, each entrant's points, and the rotation used."""
    n = len(job.entrants)
    rotation = k % n
    state = new_game(job.rules, players=n, seed=_shuffle_seed(job.seed, k // n))
    # entrant e sits at seat (e + rotation) % n
    at_seat = [(seat - rotation) % n for seat in range(n)]
    for _ in range(MAX_ACTIONS):
        if state.winner is not None:
            break
        seat = state.to_move
        assert seat is not None  # a deal without a winner has a player to move
        entrant = at_seat[seat]
        seen = view(state, seat)
        legal = seen.legal
        before = tuple(_value_of(a) for a in legal)  # what the legal actions are, before the player sees them
        label = job.labels[entrant]
        try:
            if isolated is not None:  # its own process: any error there is already a PlayerError
                answer: object = isolated.act(entrant, seen, k)
            else:
                answer = job.entrants[entrant].act(seen)
            action = legal_answer(answer, legal)
            tampered = tuple(_value_of(a) for a in legal) != before
        except Exception as exc:  # a player's bug, the library's own errors included: say whose, where
            if isolated is not None and isinstance(exc, PlayerError):  # already says whose and where
                raise
            raise PlayerError(
                "tournament-player-raised",
                player=label,
                error=type(exc).__name__,
                cause=cause_of(exc),
                seat=seat,
                deal=k,
            ) from exc
        if tampered:
            raise PlayerError("tournament-legal-actions-changed", player=label, seat=seat, deal=k)
        if action is None:
            raise PlayerError(
                "tournament-illegal-answer",
                player=label,
                answer=shown(answer, 80),  # room for the qualified name of a local class
                seat=seat,
                legal=len(legal),
                deal=k,
                players=n,
                seed=_shuffle_seed(job.seed, k // n),
                rotation=rotation,
            )
        state = apply(state, action)  # the engine's own action, never the object the player returned
    else:
        raise PlayerError("tournament-deal-never-ends", deal=k, actions=MAX_ACTIONS, players=", ".join(job.labels))
    card = score_game(state)
    points = tuple(card.points[(e + rotation) % n] for e in range(n))
    assert state.winner is not None
    return at_seat[state.winner], points, rotation


def _isolated(job: _Job) -> contextlib.AbstractContextManager[Isolated | None]:
    """The processes of a job's isolated players while the block runs (nothing without ``isolate``)."""
    return Isolated(job.entrants, job.labels, job.timeout) if job.isolate else contextlib.nullcontext()


def _run_job(job: _Job, shared: Isolated | None = None) -> _Totals:
    """Play a chunk of deals (with isolated players' processes ``shared`` by every chunk, if given)."""
    n = len(job.entrants)
    deals, wins, points = [0] * n, [0] * n, [0] * n
    with contextlib.nullcontext(shared) if shared is not None else _isolated(job) as isolated:
        for k in range(job.start, job.stop):
            winner, got, _ = _play_deal(job, k, isolated)
            wins[winner] += 1
            for e in range(n):
                deals[e] += 1
                points[e] += got[e]
    return _Totals(tuple(deals), tuple(wins), tuple(points))


def _entrants(players: object, seed: int) -> tuple[tuple[Player, ...], tuple[str, ...]]:
    if isinstance(players, str | bytes) or not isinstance(players, Sequence):
        raise PlayerError("tournament-players-not-sequence", value=shown(players))
    if not 2 <= len(players) <= 4:
        raise PlayerError("tournament-player-count", count=len(players))
    built: list[Player] = []
    names: list[str] = []
    for i, p in enumerate(players):
        if isinstance(p, str):
            built.append(player(p, seed=entrant_seed(seed, i)))
            names.append(p)
        elif isinstance(p, Player):
            built.append(p)
            own = getattr(p, "name", None)
            names.append(own if isinstance(own, str) and own else type(p).__name__.lower())
        else:
            raise PlayerError("tournament-not-a-player", place=i, value=shown(p))
    labels = [
        name if names.count(name) == 1 else f"{name}#{names[: i + 1].count(name)}" for i, name in enumerate(names)
    ]
    return tuple(built), tuple(labels)


def entrant_seed(seed: int, place: int) -> int:
    """The seed of the player a tournament of ``seed`` builds by name for place ``place``."""
    digest = hashlib.blake2b(b"%s:%d" % (_seed_text(seed), place), digest_size=8, person=b"bigtwo-entrant").digest()
    return int.from_bytes(digest, "big") >> 1


def _jobs(
    entrants: tuple[Player, ...],
    labels: tuple[str, ...],
    rules: RuleSet,
    seed: int,
    deals: int,
    isolate: bool,
    timeout: float | None,
) -> list[_Job]:
    return [
        _Job(entrants, labels, rules, seed, start, min(start + CHUNK, deals), isolate, timeout)
        for start in range(0, deals, CHUNK)
    ]


def _local(jobs: list[_Job], workers: int, progress: Callable[[int], None]) -> Iterator[_Totals]:
    with _isolated(jobs[0]) as shared:  # one process per isolated player for the whole tournament
        for job in jobs:
            totals = _run_job(job, shared)
            progress(job.stop - job.start)
            yield totals


def _processes(jobs: list[_Job], workers: int, progress: Callable[[int], None]) -> Iterator[_Totals]:
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
        for job, totals in zip(jobs, pool.map(_run_job, jobs), strict=True):
            progress(job.stop - job.start)
            yield totals


def _ray(jobs: list[_Job], workers: int, progress: Callable[[int], None]) -> Iterator[_Totals]:
    try:
        ray: Any = importlib.import_module("ray")
    except ImportError as exc:
        raise GameError("simulate-needs-ray") from exc
    if not ray.is_initialized():
        ray.init(include_dashboard=False, log_to_driver=False)
    task = ray.remote(_run_job)
    pending = [task.remote(job) for job in jobs]
    for job, ref in zip(jobs, pending, strict=True):
        totals: _Totals = ray.get(ref)
        progress(job.stop - job.start)
        yield totals


_RUNNERS: dict[str, Callable[[list[_Job], int, Callable[[int], None]], Iterator[_Totals]]] = {
    "local": _local,
    "processes": _processes,
    "ray": _ray,
}


def simulate(
    players: Sequence[str | Player],
    deals: int,
    rules: RuleSet | None = None,
    *,
    seed: int = 0,
    workers: int = 1,
    backend: Backend = "local",
    progress: Callable[[int, int], None] | None = None,
    isolate: bool = False,
    move_timeout: float | None = None,
) -> Results:
    """Play ``deals`` deals between ``players`` under ``rules`` and add up the results.

    Deals are mirrored: deal ``k`` deals shuffle ``k // n`` with the players rotated ``k % n``
    seats, so with ``deals`` a multiple of the number of players every entrant plays every
    shuffle from every seat. The same ``seed`` gives the same `Results` on every ``backend``
    and for any number of ``workers``, for players whose ``act`` depends only on their seed and
    the view (every built-in one).

    Args:
        players: One entrant per seat, 2 to 4: names for `bigtwo.players.player` (built with a
            seed drawn from ``seed``), or player objects.
        deals: How many deals to play, from 1.
        rules: The rules of every deal (default: the classic rules).
        seed: The tournament's seed, a whole number from 0 up: it picks the shuffles.
        workers: How many processes play (``backend="processes"``); 1 for the other backends.
        backend: ``"local"`` (this process), ``"processes"`` (``workers`` processes on this
            machine) or ``"ray"`` (Ray schedules the chunks on the cluster's CPUs; ``workers``
            is not used).
        progress: Called with (deals done, deals in all) as chunks finish, or ``None``.
        isolate: Run each entrant in a process of its own, started from a clean interpreter,
            that receives only pickled `SeatView` objects and answers with the JSON form of an
            action: for players you do not trust. Without it a player runs in the engine's
            process, where Python lets it reach anything (see the players guide). Works on
            every backend (each chunk of deals starts its players' processes); players must
            pickle.
        move_timeout: With ``isolate``, the most seconds a move may take (``None``: no limit);
            a slower player is a `PlayerError`.

    Returns:
        Each entrant's deals, wins, points and win rate (with its 95% interval), in the order
        of ``players``.

    Raises:
        GameError: ``rules`` is not a `RuleSet`; ``deals``, ``seed`` or ``workers`` is out of
            range; ``backend`` is unknown, or ``"local"`` with more than one worker; the ray
            backend is asked for without Ray installed; ``isolate`` is not a bool, or
            ``move_timeout`` is not a number of seconds above 0 or comes without ``isolate``.
        PlayerError: ``players`` is not 2 to 4 names or players; a player cannot be sent to
            other processes (not picklable); or a player raises, returns an action that is not
            legal, or a deal does not end; an isolated player's process dies, takes longer
            than ``move_timeout`` for a move, or more than two minutes to start. Every error
            out of a player, bigtwo's own included, is one, with the player, the seat and the
            deal.
        UnpicklableRules: ``rules`` hold explicit plugins that cannot be sent to other
            processes (``backend`` other than ``"local"``, or ``isolate``).

    >>> results = simulate(["normal", "novice"], 4, seed=1)
    >>> [p.deals for p in results.players], sum(p.wins for p in results.players)
    ([4, 4], 4)
    """
    rules = rules if rules is not None else ruleset()
    if not isinstance(rules, RuleSet):
        raise GameError("simulate-not-a-rule-set", value=shown(rules))
    if not whole(deals, 1):
        raise GameError("simulate-bad-deals", value=shown(deals))
    if not whole(seed, 0):
        raise GameError("simulate-bad-seed", value=shown(seed))
    if not whole(workers, 1, MAX_WORKERS):
        raise GameError("simulate-bad-workers", most=MAX_WORKERS, value=shown(workers))
    if not isinstance(backend, str) or backend not in _RUNNERS:
        raise GameError("simulate-unknown-backend", backends=", ".join(BACKENDS), value=shown(backend))
    if backend == "local" and workers != 1:
        raise GameError("simulate-local-workers", workers=workers)
    if type(isolate) is not bool:
        raise GameError("simulate-bad-isolate", value=shown(isolate))
    if move_timeout is not None:
        if not isolate:
            raise GameError("simulate-timeout-needs-isolate")
        if type(move_timeout) not in (int, float) or not 0 < move_timeout < math.inf:
            raise GameError("simulate-bad-timeout", value=shown(move_timeout))
    entrants, labels = _entrants(players, seed)
    check_players(len(entrants))
    if backend != "local" or isolate:
        pickle.dumps(rules)  # rules of explicit plugins that cannot travel: UnpicklableRules, before any deal
        for entrant, label in zip(entrants, labels, strict=True):
            try:
                pickle.dumps(entrant)
            except Exception as exc:  # any pickling failure: name the player, not pickle's internals
                raise PlayerError(
                    "tournament-player-not-picklable", player=label, error=type(exc).__name__, cause=cause_of(exc)
                ) from exc
    jobs = _jobs(entrants, labels, rules, seed, deals, isolate, None if move_timeout is None else float(move_timeout))
    done = 0

    def advance(count: int) -> None:
        nonlocal done
        done += count
        if progress is not None:
            progress(done, deals)

    n = len(entrants)
    total = _Totals((0,) * n, (0,) * n, (0,) * n)
    for totals in _RUNNERS[backend](jobs, workers, advance):
        total = total + totals
    results = []
    for e in range(n):
        low, high = _wilson(total.wins[e], total.deals[e])
        rate = total.wins[e] / total.deals[e]
        results.append(PlayerResults(labels[e], total.deals[e], total.wins[e], total.points[e], rate, low, high))
    lower_wins = rules.component("scoring", ScoringScheme).lower_wins
    return Results(tuple(results), deals, rules.variant, rules.options, seed, lower_wins)
