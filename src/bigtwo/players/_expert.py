"""``expert``: determinization and rollouts (``learned`` at its own seat, ``normal`` at the others,
by default), and an exact search near the end of a deal.

For each move it keeps a handful of candidate actions (``normal``'s choice, passing, the
cheapest and the most shedding plays, the plays of its own plan), then, for each of
``iterations`` sampled deals (the cards it has not seen, dealt to the other seats as many as
each holds, and as ``model`` would have held them to pass and play as they did), plays every
candidate and then the rest of the deal, its own seat
played by ``policy`` (``learned`` by default) and the others by ``model`` (``normal`` by
default), and scores the end with the rule set's own scheme. With few cards left in its
hand it searches each sampled deal exactly instead (`bigtwo.players._search`: its own best line
against the others playing ``model``), within a limit of positions. It picks the candidate with
the best mean score plus ``prior`` times what ``learned``'s network thinks of it. Every
candidate is tried on the same sampled deals, so the comparison is fair; the randomness comes
from the seed and the view, and the search counts positions, not time, so the same view gives
the same action. Where the rules let a weak hand be redealt, it demands the redeal, as
``normal`` does."""

from __future__ import annotations

import random
import time

import attrs
from attrs import field, frozen

from .._game.actions import Action, Redeal
from .._game.view import SeatView
from .._plays.combos import Combo
from .._values.errors import shown
from ._base import PlayerError, action_for, check_seed, choose_legal, view_digest
from ._choices import candidates_of
from ._features import describe
from ._learned import network
from ._sampled import World
from ._threats import Seen

__all__ = [
    "DEFAULT_BUDGET_MS",
    "DEFAULT_ITERATIONS",
    "DEFAULT_MODEL",
    "DEFAULT_POLICY",
    "DEFAULT_PRIOR",
    "MODELS",
    "Expert",
]

DEFAULT_ITERATIONS = 16
"""Sampled deals per move when neither ``iterations`` nor ``budget_ms`` is given."""
DEFAULT_MODEL = "normal"
"""The player ``expert`` takes the other seats for, by default."""
DEFAULT_POLICY = "learned"
"""The player ``expert``'s own seat plays in its rollouts, by default."""
DEFAULT_BUDGET_MS = 500.0
"""The time a default move's work (its `DEFAULT_ITERATIONS` deals and the search's limits on
positions) is sized for on this project's reference machine, where most moves take well under
it and the slowest come near it, or run past it when other work shares the machine (the players
page gives the measured median and 99th percentile); not a clock the default move reads, so a
default move is the same on any machine."""
_MOST_ITERATIONS = 100_000
DEFAULT_PRIOR = 2.0
"""How much ``learned``'s judgement of a candidate counts beside the sampled deals, by default."""
MAX_PRIOR = 1000.0
"""The largest ``prior`` taken."""
POINTS_PER_SCORE = 0.5
"""Points a unit of ``learned``'s score is worth: it was fitted to the soft-max of wins plus a
tenth of the points at a temperature of 0.05 (``examples/train_learned.py``), so a unit is about
0.05 of a win, or half a point."""
MAX_BUDGET_MS = 3_600_000.0
"""The largest ``budget_ms`` taken: an hour a move (a budget is a finite time, never ``inf``)."""
MODELS = ("normal", "learned")
"""The players ``expert`` can take the other seats for (``model``: in its sampled deals, each
other seat's recorded passes and plays are those this player would have made, and its rollouts
play it at the other seats) and play its own seat with in its rollouts (``policy``)."""


def _count(instance: object, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        raise PlayerError("expert-bad-iterations", value=shown(value))


def _budget(instance: object, attribute: attrs.Attribute[float | None], value: float | None) -> None:
    if value is not None and (
        isinstance(value, bool) or not isinstance(value, int | float) or not 0 < value <= MAX_BUDGET_MS
    ):
        raise PlayerError("expert-bad-budget", value=shown(value))


def _check_prior(instance: object, attribute: attrs.Attribute[float], value: float) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= MAX_PRIOR:
        raise PlayerError("expert-bad-prior", value=shown(value))


def _check_model(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if not isinstance(value, str) or value not in MODELS:
        raise PlayerError("expert-bad-model", setting=attribute.name, value=shown(value), known=", ".join(MODELS))


def _width(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise PlayerError("expert-bad-candidates", value=shown(value))


@frozen
class Expert:
    """Stronger than ``normal``: samples the cards it cannot see and plays each candidate action
    to the end of the deal, its own seat played by ``policy`` (``learned`` by default) and the
    other seats by ``model`` (``normal`` by default), scoring by the rule set's scheme; with
    few cards left, it searches each sampled deal exactly instead. It weighs each candidate's
    mean score with what ``learned``'s network thinks of it (``prior``).

    ``iterations`` is the number of sampled deals a move; ``budget_ms`` caps the time of a move.
    With ``iterations`` alone, or with neither (`DEFAULT_ITERATIONS` deals, sized for
    `DEFAULT_BUDGET_MS` on this project's reference machine), a move is
    deterministic on any machine (tests and tournaments); with ``budget_ms`` it stops when the
    time is up, so it may differ from one machine, or one run, to the next.

    >>> import bigtwo, bigtwo.players
    >>> state = bigtwo.new_game(seed=1739204)
    >>> expert = bigtwo.players.player("expert", seed=1, iterations=2)
    >>> expert.act(bigtwo.view(state, state.to_move)) in bigtwo.legal_plays(state)
    True
    """

    seed: int = field(default=0, validator=check_seed)
    """The seed of its sampling."""
    iterations: int | None = field(default=None, validator=_count)
    """Sampled deals a move (``None``: as many as ``budget_ms`` allows, or the default)."""
    budget_ms: float | None = field(default=None, validator=_budget)
    """The most time a move may take, in milliseconds, finite (``None``: no cap when ``iterations``
    is given). A hard bound, past by at most one CPU move of a rollout or of the search, or by
    ``learned``'s scoring of the candidates (worked out first, under a millisecond): the clock is
    read before every move, and a sampled deal counts only once every candidate has been scored
    in it (with none scored, the move is the candidate ``learned`` scores best, ``normal``'s
    choice with no prior)."""
    candidates: int = field(default=6, validator=_width)
    """The most candidate actions compared a move (at least `ENDGAME_WIDTH` when the exact search
    is tried)."""
    prior: float = field(default=DEFAULT_PRIOR, validator=_check_prior)
    """How much ``learned``'s judgement counts beside the sampled deals: a candidate's value is
    its mean score over them plus ``prior`` times what ``learned``'s network scores it, in points
    (`POINTS_PER_SCORE` a unit of its score); 0 compares the sampled deals' mean alone, at most
    `MAX_PRIOR`."""
    model: str = field(default=DEFAULT_MODEL, validator=_check_model)
    """The player it takes the other seats for (one of `MODELS`): its sampled deals keep to
    cards with which that player would have passed and played as each other seat did, and its
    rollouts and the exact search near the end play that player at the other seats.
    ``learned`` costs several times as much a sampled deal (the players page gives measured
    times)."""
    policy: str = field(default=DEFAULT_POLICY, validator=_check_model)
    """The player its own seat plays in its rollouts, after the candidate (one of `MODELS`; the
    exact search near the end finds its own best line instead)."""

    def _limits(self) -> tuple[int, float | None]:
        if self.iterations is None and self.budget_ms is None:
            return DEFAULT_ITERATIONS, None  # no clock: the same move on any machine
        return self.iterations or _MOST_ITERATIONS, self.budget_ms

    def _learned_values(self, seen: Seen, view: SeatView, choices: list[Combo | None]) -> list[float]:
        """What ``learned``'s network adds to each candidate's mean score (none with no prior)."""
        if not self.prior:
            return []
        weight = self.prior * POINTS_PER_SCORE
        net = network()
        return [weight * net.score(row) for row in describe(seen, view, choices)]

    def act(self, view: SeatView) -> Action:
        """The action this player takes: one of ``view.legal``.

        Args:
            view: What the player's seat may know now, when it is to move.

        Returns:
            One of ``view.legal``: the same one for the same seed and view.

        Raises:
            PlayerError: ``view`` is not a `bigtwo.SeatView`, or gives the seat nothing to do
                (it is not to move, or the deal is over).
        """
        legal = choose_legal(view, "expert")
        started = time.perf_counter()
        if len(legal) == 1:
            return legal[0]
        redeal = next((a for a in legal if isinstance(a, Redeal)), None)
        if redeal is not None:  # the rules call this hand too weak to play: take the new cards
            return redeal
        seen = Seen.of_view(view)
        endgame = _endgame(seen)
        choices = candidates_of(seen, view, max(self.candidates, ENDGAME_WIDTH) if endgame else self.candidates)
        if len(choices) == 1:
            return action_for(legal, choices[0])
        iterations, budget = self._limits()
        rng = random.Random(view_digest(view, self.seed, b"expert"))
        net = network()
        world = World(view, seen.f, net if self.model == "learned" else None, net if self.policy == "learned" else None)
        totals = [0.0] * len(choices)
        actions = [action_for(legal, c) for c in choices]
        deadline = None if budget is None else started + budget / 1000
        nodes = ENDGAME_MOVE_NODES if endgame else 0
        prior = self._learned_values(seen, view, choices)  # before the rollouts: within the budget
        scored = 0
        for _ in range(iterations):
            if deadline is not None and time.perf_counter() >= deadline:
                break
            masks = world.sample(rng, deadline)
            if masks is None:
                break
            sampled = None
            if nodes > 0:  # the exact search, while it fits: else rollouts for the rest of the move
                sampled, used = world.exact(masks, actions, deadline, min(ENDGAME_NODES, nodes))
                nodes = nodes - used if sampled is not None else 0
            if sampled is None:
                sampled = [world.rollout(masks, action, deadline) for action in actions]
            if None in sampled:  # out of time: a deal not played out by every candidate does not count
                break
            totals = [t + x for t, x in zip(totals, sampled, strict=True)]  # type: ignore[operator]
            scored += 1
        if scored == 0:  # no sampled deal in time: learned's choice (normal's with no prior)
            return actions[max(range(len(choices)), key=lambda i: (prior[i], -i))] if prior else actions[0]
        values = totals  # with no prior, the totals rank as the means do
        if prior:
            values = [t / scored + p for t, p in zip(totals, prior, strict=True)]
        best = max(range(len(choices)), key=lambda i: (values[i], -i))
        return actions[best]


ENDGAME_CARDS = 7
"""The exact search is tried when the seat holds at most this many cards."""
ENDGAME_NODES = 300
"""The most positions the exact search expands in one sampled deal: past them, the position is
too big, and the move's sampled deals are played out by rollouts."""
ENDGAME_MOVE_NODES = 2_000
"""The most positions the exact search expands in one move, over all its sampled deals."""
ENDGAME_WIDTH = 16
"""The most candidate actions compared when the exact search is tried."""


def _endgame(seen: Seen) -> bool:
    return seen.hand.bit_count() <= ENDGAME_CARDS
