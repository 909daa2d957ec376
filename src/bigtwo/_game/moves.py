"""What may be done: every legal play, and the legal actions.

>>> import bigtwo
>>> state = bigtwo.new_game(hands=["9D 9C 3D", "KD KS 4D", "5D", "6D"])
>>> [str(p.combo) for p in bigtwo.legal_plays(state)]
['3♦']
"""

from __future__ import annotations

import threading
from bisect import bisect_right
from collections import OrderedDict

from .._plays.enumeration import five_card_plays, plays_of_mask
from .._plays.ordering import comparison
from .._rules.ruleset import RuleSet
from .._values.fast import private_per_ruleset
from .actions import PASS, Action, Pass, Play, Redeal, play_of, prepared_actions, prepared_fives
from .engine import check_state, redeal_reason
from .state import GameState

__all__ = ["legal_actions", "legal_plays"]


class HandFives:
    """The five-card `Play`s of the hands of recent deals, one rule set's, for `legal_plays`.

    During a deal a hand only loses cards, and the five-card plays of a hand are those of any
    larger hand that use only its cards. So for each seat's dealt hand this keeps the last hand
    asked for and its plays; the next hand, if it is one of its subsets, gets those plays that it
    still holds (a filter, in the same order) instead of a new enumeration. An entry is right
    whatever deal it came from, so a stale or shared entry can never change an answer, only save
    work. It keeps the `KEEP` dealt hands enumerated most recently (a few concurrent deals' worth;
    a filtered entry keeps its place), so more deals than that in turn only enumerate anew.

    It lives apart from the rule set (`hand_fives`, a `bigtwo._values.fast.private_per_ruleset`
    memo): a rule set reaches every seat's view, and these entries hold seats' dealt hands.
    """

    __slots__ = ("_entries", "_lock", "_rules")

    KEEP = 128
    """How many dealt hands keep their latest plays."""

    def __init__(self, rules: RuleSet) -> None:
        self._rules = rules
        self._entries: OrderedDict[int, tuple[int, list[Play], list[int], list[int]]] = OrderedDict()
        self._lock = threading.Lock()

    def plays(self, dealt: int, hand: int) -> list[Play]:
        """The five-card plays of ``hand`` (a subset of the seat's ``dealt`` hand), weakest first."""
        return self._entry(dealt, hand)[1]

    def above(self, dealt: int, hand: int, floor: int) -> list[Play]:
        """The five-card plays of ``hand`` whose key is above ``floor``, weakest first (for rules
        whose categories cross: there the plays come in the order of their keys)."""
        _, found, _, keys = self._entry(dealt, hand)
        return found[bisect_right(keys, floor) :]

    def _entry(self, dealt: int, hand: int) -> tuple[int, list[Play], list[int], list[int]]:
        """The entry of ``hand``: the hand, its plays, their masks and their keys."""
        entry = self._entries.get(dealt)
        if entry is not None:
            latest, found, masks, keys = entry
            if hand == latest:
                return entry
            if not hand & ~latest:  # a subset: the plays it still holds
                gone = latest & ~hand
                kept = [i for i, m in enumerate(masks) if not m & gone]
                entry = (hand, [found[i] for i in kept], [masks[i] for i in kept], [keys[i] for i in kept])
                self._entries[dealt] = entry
                return entry
        prepared = self._rules._derived[prepared_fives]
        found = [prepared[c.mask] for c in five_card_plays(hand, self._rules, -1)]
        entry = (hand, found, [p.mask for p in found], [p.combo.key for p in found])  # type: ignore[union-attr]
        with self._lock:
            self._entries[dealt] = entry
            self._entries.move_to_end(dealt)
            while len(self._entries) > self.KEEP:
                self._entries.popitem(last=False)
        return entry


hand_fives = private_per_ruleset(HandFives)
"""The `HandFives` of a rule set, kept where no view reaches it."""


def legal_plays(state: GameState) -> tuple[Play | Pass, ...]:
    """Every legal play of the player to move, weakest first, then `Pass` when passing is allowed.

    A `Redeal` is not a play: see `legal_actions`.

    Args:
        state: The deal.

    Returns:
        The `Play` actions (each with its classified `Play.combo`), then `Pass` unless the
        player leads; empty once the deal is over.

    Raises:
        GameError: ``state`` is not a `GameState`.
    """
    if type(state) is not GameState:
        check_state(state)
    to_move = state.to_move
    if to_move is None:
        return ()
    table = state.table
    hand = state.masks[to_move]
    rules = state.setup.rules
    prepared = rules._derived[prepared_actions]
    if table is None:  # leading: every play (on the first, those with the opening card)
        bytes_ = prepared.by_byte
        singles: list[Play] = []
        pairs: list[Play] = []
        triples: list[Play] = []
        k, rest = 0, hand
        while rest:
            v = rest & 255
            if v:
                made = bytes_[k][v]
                singles += made[0]
                pairs += made[1]
                triples += made[2]
            rest >>= 8
            k += 1
        out = singles + pairs + triples
        out += hand_fives(rules).plays(state.setup.dealt[to_move], hand)
        opening = state.opening_mask
        return tuple(p for p in out if p.mask & opening) if opening else tuple(out)
    tables = rules.tables
    if tables.bombs:  # a bomb beats a play of any size: every play, compared
        small = prepared.by_mask
        return (*[small.get(c.mask) or play_of(c) for c in plays_of_mask(hand, rules, table)], PASS)
    size = table.mask.bit_count()
    if size == 5:  # following a five-card play: the hand's five-card plays that beat it
        floor = table.key
        if tables.categories_cross:  # one order over every category: the keys above the table's
            return (*hand_fives(rules).above(state.setup.dealt[to_move], hand, floor), PASS)
        fives = hand_fives(rules).plays(state.setup.dealt[to_move], hand)
        return (*[p for p in fives if (comparison(p.combo, table, rules) or 0) > 0], PASS)  # type: ignore[arg-type]
    # Following a single, pair or triple: the prepared actions of that size, from the table's
    # rank up (a single's or pair's key is rank * 4 + suit position, a triple's its rank), two
    # ranks (a byte of the hand) at a time.
    index = size - 1
    floor = table.key
    k = (floor >> 2 if index < 2 else floor) >> 1
    v = (hand >> (k << 3)) & 255
    # In the byte of the table's rank only the stronger ones beat it; every higher byte's do.
    found = list(prepared.by_byte[k][v][index][bisect_right(prepared.keys_by_byte[k][v][index], floor) :])
    rest = hand >> ((k + 1) << 3)
    by_byte = prepared.by_byte
    while rest:
        k += 1
        v = rest & 255
        if v:
            found += by_byte[k][v][index]
        rest >>= 8
    return (*found, PASS)


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """`legal_plays`, plus a `Redeal` for every seat that may demand one now.

    Args:
        state: The deal.

    Returns:
        The legal plays of the player to move (see `legal_plays`), then one `Redeal` per seat
        whose hand the rules let it have redealt now (any seat may, before the first play).

    Raises:
        GameError: ``state`` is not a `GameState`.
    """
    check_state(state)
    extra = tuple(Redeal(s) for s in range(state.players) if state.winner is None and redeal_reason(state, s) is None)
    return legal_plays(state) + extra
