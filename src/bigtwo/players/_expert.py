"""``expert``: determinization and rollouts with ``normal`` as the default policy, and an exact
search near the end of a deal.

For each move it keeps a handful of candidate actions (``normal``'s choice, passing, the
cheapest and the most shedding plays, the plays of its own plan), then, for each of
``iterations`` sampled deals (the cards it has not seen, dealt to the other seats consistently
with how many each holds), plays every candidate and then the rest of the deal with ``normal``
at every seat, and scores the end with the rule set's own scheme. With few cards left in its
hand it searches each sampled deal exactly instead (`bigtwo.players._search`: its own best line
against the others playing ``normal``), within a limit of positions. (With ``model`` or
``policy`` set to ``learned``, ``learned`` takes ``normal``'s place at the other seats, in the
sampled deals and the rollouts, or at its own seat in the rollouts.) It picks the candidate with
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

from .._game.actions import PASS, Action, Play, Redeal, play_of
from .._game.engine import apply
from .._game.moves import legal_plays
from .._game.state import GameState, Setup, make_state
from .._game.view import SeatView
from .._plays.combos import Combo, classify
from .._values.errors import shown
from ._base import PlayerError, action_for, check_seed, choose_legal, view_digest
from ._choices import candidates_of
from ._features import describe
from ._learned import Network, network, pick
from ._normal import decide
from ._search import OutOfNodes, Search, points
from ._tactics import Facts, bits
from ._threats import Seen

__all__ = ["DEFAULT_BUDGET_MS", "DEFAULT_ITERATIONS", "DEFAULT_PRIOR", "MODELS", "Expert"]

DEFAULT_ITERATIONS = 32
"""Sampled deals per move when neither ``iterations`` nor ``budget_ms`` is given."""
DEFAULT_BUDGET_MS = 500.0
"""The time a default move is sized to stay within on this project's reference machine (its
`DEFAULT_ITERATIONS` deals and the search's limits on positions; ``benchmarks/bench_players.py``
measures it); not a clock the default move reads, so a default move is the same on any machine."""
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
    to the end of the deal with ``normal`` at every seat, scoring by the rule set's scheme; with
    few cards left, it searches each sampled deal exactly instead. It weighs each candidate's
    mean score with what ``learned``'s network thinks of it (``prior``). ``model`` and ``policy``
    put ``learned`` in ``normal``'s place, at the other seats or at its own.

    ``iterations`` is the number of sampled deals a move; ``budget_ms`` caps the time of a move.
    With ``iterations`` alone, or with neither (`DEFAULT_ITERATIONS` deals, within
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
    model: str = field(default="normal", validator=_check_model)
    """The player it takes the other seats for (one of `MODELS`): its sampled deals keep to
    cards with which that player would have passed and played as each other seat did, and its
    rollouts play that player at the other seats (the exact search near the end plays
    ``normal`` for them either way). ``learned`` costs about ten times as much a sampled deal."""
    policy: str = field(default="normal", validator=_check_model)
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
        world = _World(
            view, seen.f, net if self.model == "learned" else None, net if self.policy == "learned" else None
        )
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


_TRIES = 4
"""Deals drawn for one sample, looking for one that explains the other seats' actions."""
_RECENT_PASSES = 16
"""The other seats' passes and plays checked against a sampled deal (the most recent ones)."""
_SWAPS = 16
"""Swaps of two cards between other seats tried at most, from the best draw, to explain more."""
_MOST_EXPLAINED = 20_000
"""The most answers of the model to a recorded action a move keeps (a few MB): past them, they
are worked out anew (a long ``budget_ms`` or many ``iterations``)."""


class _Passed:
    """A seat passed or played: what it saw then (the seats that had passed in the round among
    it, ``passed``, a mask), what it did (``mask``, 0 for a pass), and the cards it played from
    then on (that play included)."""

    __slots__ = ("counts", "later", "leader", "mask", "owner", "passed", "played", "seat", "table")

    def __init__(
        self,
        seat: int,
        table: Combo | None,
        owner: int | None,
        leader: int,
        counts: tuple[int, ...],
        played: int,
        passed: int,
        mask: int = 0,
    ) -> None:
        self.seat = seat
        self.table = table
        self.owner = owner
        self.leader = leader
        self.counts = counts
        self.played = played
        self.mask = mask
        self.later = mask
        self.passed = passed


def _passes(view: SeatView, f: Facts) -> list[_Passed]:
    """The other seats' own passes and plays this deal (after any redeal; the first play of the
    deal left out, the opening card decides it), most recent last."""
    turns = view.history
    start = max((i + 1 for i, t in enumerate(turns) if isinstance(t.action, Redeal)), default=0)
    counts = list(view.dealt)
    played = 0
    table: Combo | None = None
    owner: int | None = None
    leader = view.leader
    passed = 0  # the seats that passed in the round, a mask
    found: list[_Passed] = []
    for turn in turns[start:]:
        action = turn.action
        if isinstance(action, Play):
            leads = table is None or owner == turn.seat
            if leads:
                leader = turn.seat
                passed = 0
            for earlier in found:
                if earlier.seat == turn.seat:
                    earlier.later |= action.mask
            if turn.seat != view.seat and table is not None:
                seen = None if leads else table
                found.append(
                    _Passed(
                        turn.seat, seen, None if leads else owner, leader, tuple(counts), played, passed, action.mask
                    )
                )
            counts[turn.seat] -= action.mask.bit_count()
            played |= action.mask
            table = action.combo if action.combo is not None else classify(action.cards, f.rules)
            owner = turn.seat
        else:  # a pass, automatic or not, counts among the round's passed seats
            if not turn.auto and turn.seat != view.seat and table is not None and owner is not None:
                found.append(_Passed(turn.seat, table, owner, leader, tuple(counts), played, passed))
            passed |= 1 << turn.seat
    return found[-_RECENT_PASSES:]


class _World:
    """The sampled deals of one move and the rollouts played in them."""

    __slots__ = (
        "dealt",
        "explained",
        "f",
        "hand",
        "known",
        "net",
        "others",
        "own",
        "passes",
        "played",
        "seat",
        "setup",
        "state_args",
        "step",
        "unseen",
    )

    def __init__(self, view: SeatView, f: Facts, net: Network | None = None, own: Network | None = None) -> None:
        self.f = f
        self.net = net  # the model of the other seats: None for normal, else learned's network
        self.own = own  # the policy of the seat in the rollouts, the same way
        self.seat = view.seat
        self.played = view.played
        self.dealt = view.dealt
        self.unseen = [i for i in range(52) if view.unseen >> i & 1]
        self.others = [(s, n) for s, n in enumerate(view.cards_left) if s != view.seat]
        counts_only = tuple((1 << n) - 1 for n in view.dealt)  # scoring reads only how many were dealt
        self.setup = Setup.of(
            view.rules,
            view.players,
            None,
            counts_only,
            deal_number=view.deal_number,
            previous_winner=view.previous_winner,
        )
        passed = sum(1 << s for s in view.passed)
        opening = 1 << view.opening.index if view.opening is not None else 0
        self.state_args = (view.to_move, view.leader, view.table, view.owner, passed, opening)
        self.hand = view.mask
        self.step = view.step
        self.passes = _passes(view, f)
        self.known: dict[tuple[object, ...], float] = {}
        self.explained: dict[tuple[int, int], bool] = {}  # the model takes recorded action i with a hand

    def sample(self, rng: random.Random, deadline: float | None = None) -> tuple[int, ...] | None:
        """The other seats' cards in one sampled deal: as many as each holds, and, among a few
        draws, the first where the model (``normal``, or ``learned`` with `_World.net`) would
        have passed and played as each of them did (else
        the draw that explains the most, improved by swapping cards between seats while a swap
        explains as much or more); None once `time.perf_counter` passes ``deadline``."""
        best: tuple[int, tuple[int, ...]] | None = None
        for _ in range(_TRIES):
            masks = self._draw(rng)
            unexplained = self._unexplained(masks, best[0] if best is not None else len(self.passes) + 1, deadline)
            if unexplained < 0:
                return None
            if unexplained == 0:
                return masks
            if best is None or unexplained < best[0]:
                best = (unexplained, masks)
        assert best is not None
        wrong, masks = best
        for _ in range(_SWAPS):
            if wrong == 0:
                break
            moved = self._swap(rng, masks)
            if moved is None:
                break
            after = self._unexplained(moved, wrong + 1, deadline)
            if after < 0:
                return None
            if after <= wrong:
                wrong, masks = after, moved
        return masks

    def _swap(self, rng: random.Random, masks: tuple[int, ...]) -> tuple[int, ...] | None:
        """The deal with one card of one other seat swapped with one of another."""
        seats = [s for s, n in self.others if masks[s]]
        if len(seats) < 2:
            return None
        a, b = rng.sample(seats, 2)
        ca = bits(masks[a])
        cb = bits(masks[b])
        x = 1 << ca[rng.randrange(len(ca))]
        y = 1 << cb[rng.randrange(len(cb))]
        out = list(masks)
        out[a] = (out[a] & ~x) | y
        out[b] = (out[b] & ~y) | x
        return tuple(out)

    def _unexplained(self, masks: tuple[int, ...], enough: int, deadline: float | None = None) -> int:
        """How many of the recorded actions the model would not have taken with these cards
        (counting stops at ``enough``); -1 once `time.perf_counter` passes ``deadline``. What
        it does with one hand at one recorded action is worked out once a move
        (`_World.explained`, at most `_MOST_EXPLAINED` of them)."""
        f, players, step, dealt, explained = self.f, len(masks), self.step, self.dealt, self.explained
        wrong = 0
        clock = time.perf_counter
        for i, p in enumerate(self.passes):
            if deadline is not None and clock() > deadline:
                return -1
            hand = masks[p.seat] | p.later
            key = (i, hand)
            ok = explained.get(key)
            if ok is None:
                seen = Seen(
                    f, p.seat, players, step, hand, p.table, p.owner, p.counts, p.played, 0, p.leader, dealt[p.seat]
                )
                chosen = decide(seen) if self.net is None else self._learned_at(p, seen, masks, hand)
                if len(explained) >= _MOST_EXPLAINED:
                    explained.clear()
                ok = explained[key] = (0 if chosen is None else chosen.mask) == p.mask
            if not ok:
                wrong += 1
                if wrong >= enough:
                    break
        return wrong

    def _learned_at(self, p: _Passed, seen: Seen, masks: tuple[int, ...], hand: int) -> Combo | None:
        """What ``learned`` would have done at the recorded action ``p`` holding ``hand``."""
        assert self.net is not None
        held = list(masks)
        held[p.seat] = hand
        state = make_state(
            self.setup, tuple(held), p.seat, p.leader, p.table, p.owner, p.passed, 0, None, (), (), False
        )
        return _learned_move(state, seen, self.net)

    def _draw(self, rng: random.Random) -> tuple[int, ...]:
        pool = self.unseen[:]
        rng.shuffle(pool)
        masks = [0] * len(self.dealt)
        masks[self.seat] = self.hand
        k = 0
        for s, n in self.others:
            m = 0
            for i in pool[k : k + n]:
                m |= 1 << i
            masks[s] = m
            k += n
        return tuple(masks)

    def _root(self, masks: tuple[int, ...]) -> GameState:
        to_move, leader, table, owner, passed, opening = self.state_args
        return make_state(self.setup, masks, to_move, leader, table, owner, passed, opening, None, (), (), False)

    def exact(
        self, masks: tuple[int, ...], actions: list[Action], deadline: float | None, nodes: int
    ) -> tuple[list[float | None] | None, int]:
        """Every action's value in the sampled deal by the exact search (`Search`), or None when
        the search needs more than ``nodes`` positions or runs out of time; and the positions
        it expanded."""
        root = self._root(masks)
        search = Search(self.f, self.seat, root, self.played, self.dealt, nodes, deadline, self.known)
        try:
            found: list[float | None] = [search.after(root, action) for action in actions]
        except OutOfNodes:
            return None, nodes
        return found, nodes - search.left

    def rollout(self, masks: tuple[int, ...], action: Action, deadline: float | None = None) -> float | None:
        """The seat's score after ``action`` and a rollout to the end of the sampled deal (the
        other seats played by the model, ``normal`` or ``learned`` with `_World.net`, and the
        seat by its policy, `_World.own`), or None once `time.perf_counter` passes ``deadline``
        (checked before every move)."""
        state = self._root(masks)
        f = self.f
        played = self.played
        dealt = self.dealt
        state = apply(state, action)
        if isinstance(action, Play):
            played |= action.mask
        clock = time.perf_counter
        seat, others, own = self.seat, self.net, self.own
        while state.winner is None:
            if deadline is not None and clock() > deadline:
                return None
            seen = Seen.of_state(state, f, played, dealt[state.to_move])  # type: ignore[index]
            net = own if state.to_move == seat else others
            combo = decide(seen) if net is None else _learned_move(state, seen, net)
            if combo is None:
                state = apply(state, PASS)
            else:
                state = apply(state, play_of(combo))
                played |= combo.mask
        return points(state, self.seat, self.known)


class _Position:
    """The legal actions and the round's passed seats of a position of a sampled deal: what
    ``learned``'s candidates and features read of a `bigtwo.SeatView`."""

    __slots__ = ("legal", "passed")

    def __init__(self, legal: tuple[Action, ...], passed: tuple[int, ...]) -> None:
        self.legal = legal
        self.passed = passed


def _learned_move(state: GameState, seen: Seen, net: Network) -> Combo | None:
    """What ``learned`` plays (``None``: it passes) for the seat to move in ``state``, which
    ``seen`` describes (no redeal is offered there: the deal is under way)."""
    legal = legal_plays(state)
    if len(legal) == 1:  # as `Learned.act`: the one action
        only = legal[0]
        return only.combo if isinstance(only, Play) else None
    return pick(seen, _Position(legal, state.passed), net)
