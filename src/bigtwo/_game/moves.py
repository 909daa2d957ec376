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
from operator import attrgetter

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
        self._entries: OrderedDict[int, tuple[int, list[Play]]] = OrderedDict()
        """Per dealt hand: the latest hand asked for and its plays."""
        self._lock = threading.Lock()

    def plays(self, dealt: int, hand: int) -> list[Play]:
        """The five-card plays of ``hand`` (a subset of the seat's ``dealt`` hand), weakest first."""
        entry = self._entries.get(dealt)
        if entry is not None:
            latest, found = entry
            if hand == latest:
                return found
            if not hand & ~latest:  # a subset: the plays it still holds
                gone = latest & ~hand
                found = [p for p in found if not p.mask & gone]
                self._entries[dealt] = (hand, found)
                return found
        return self._made(dealt, hand)

    def above(self, dealt: int, hand: int, floor: int) -> list[Play]:
        """The five-card plays of ``hand`` whose key is above ``floor``, weakest first (for rules
        whose categories cross: there the plays come in the order of their keys)."""
        found = self.plays(dealt, hand)
        return found[bisect_right(found, floor, key=_KEY) :]

    def _made(self, dealt: int, hand: int) -> list[Play]:
        """The plays of ``hand`` enumerated anew, and kept as the entry of ``dealt``."""
        prepared = self._rules._derived[prepared_fives]
        found = [prepared[c.mask] for c in five_card_plays(hand, self._rules, -1)]
        with self._lock:
            self._entries[dealt] = (hand, found)
            self._entries.move_to_end(dealt)
            while len(self._entries) > self.KEEP:
                self._entries.popitem(last=False)
        return found


_KEY = attrgetter("combo.key")
"""The key of a prepared five-card `Play` (its classified combo's)."""

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
        fives = hand_fives(rules).plays(state.setup.dealt[to_move], hand)
        b0, b1, b2, b3, b4, b5, b6 = hand.to_bytes(7, "little")
        s, p, t = prepared.sized  # each size's plays of a byte, weakest first: a whole hand unpacked
        every = (
            *s[0][b0], *s[1][b1], *s[2][b2], *s[3][b3], *s[4][b4], *s[5][b5], *s[6][b6],
            *p[0][b0], *p[1][b1], *p[2][b2], *p[3][b3], *p[4][b4], *p[5][b5], *p[6][b6],
            *t[0][b0], *t[1][b1], *t[2][b2], *t[3][b3], *t[4][b4], *t[5][b5], *t[6][b6],
            *fives,
        )  # fmt: skip
        opening = state.opening_mask
        return tuple([play for play in every if play.mask & opening]) if opening else every
    follow = prepared.follow.get(table.mask)
    if follow is not None and follow.key == table.key:  # a single, pair or triple (and no bombs)
        # The plays of its size from the table's rank up, two ranks (a byte of the hand) at a
        # time: in the byte of the table's rank those that beat it, every one in a higher byte.
        k, higher = follow.k, follow.higher
        rest = hand >> (k << 3)
        found = [*follow.beating[rest & 255]]
        rest >>= 8
        while rest:
            k += 1
            found += higher[k][rest & 255]
            rest >>= 8
        return (*found, PASS)
    tables = rules.tables
    if tables.bombs or table.mask.bit_count() != 5:  # a bomb beats a play of any size: every play, compared
        small = prepared.by_mask
        return (*[small.get(c.mask) or play_of(c) for c in plays_of_mask(hand, rules, table)], PASS)
    # Following a five-card play: the hand's five-card plays that beat it.
    floor = table.key
    if tables.categories_cross:  # one order over every category: the keys above the table's
        return (*hand_fives(rules).above(state.setup.dealt[to_move], hand, floor), PASS)
    fives = hand_fives(rules).plays(state.setup.dealt[to_move], hand)
    return (*[p for p in fives if (comparison(p.combo, table, rules) or 0) > 0], PASS)  # type: ignore[arg-type]


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
