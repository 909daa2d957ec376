"""``expert``'s sampled deals: the cards it has not seen dealt to the other seats as a model
player (``normal`` or ``learned``) would have held them to pass and play as they did, and the
rollouts and exact searches played in them (`World`). Nothing here is public."""

from __future__ import annotations

import random
import time

from .._game.actions import PASS, Action, Play, Redeal, play_of
from .._game.engine import apply
from .._game.state import GameState, Setup, make_state
from .._game.view import SeatView
from .._plays.combos import Combo, classify
from ._learned import Network, learned_move
from ._normal import decide
from ._search import OutOfNodes, Search, points
from ._tactics import Facts, bits
from ._threats import Seen

__all__ = ["World"]

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


class World:
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
        draws, the first where the model (``normal``, or ``learned`` with `World.net`) would
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
        (`World.explained`, at most `_MOST_EXPLAINED` of them)."""
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
        return learned_move(state, seen, self.net)

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
        search = Search(self.f, self.seat, root, self.played, self.dealt, nodes, deadline, self.known, self.net)
        try:
            found: list[float | None] = [search.after(root, action) for action in actions]
        except OutOfNodes:
            return None, nodes
        return found, nodes - search.left

    def rollout(self, masks: tuple[int, ...], action: Action, deadline: float | None = None) -> float | None:
        """The seat's score after ``action`` and a rollout to the end of the sampled deal (the
        other seats played by the model, ``normal`` or ``learned`` with `World.net`, and the
        seat by its policy, `World.own`), or None once `time.perf_counter` passes ``deadline``
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
            combo = decide(seen) if net is None else learned_move(state, seen, net)
            if combo is None:
                state = apply(state, PASS)
            else:
                state = apply(state, play_of(combo))
                played |= combo.mask
        return points(state, self.seat, self.known)
