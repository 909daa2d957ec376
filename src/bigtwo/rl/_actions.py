"""The action codes: action indices, each a set of positions in a hand as dealt, and the actions
of one seat (`play_to_action`, `action_to_play`, its `action_mask`), built from the library's
card masks.

Index 0 is `Pass`, index 1 is `Redeal`; every other index is a set of 1, 2, 3 or 5
positions in the acting seat's hand *as dealt*, sorted from the lowest to the highest single
under the rules (position 0 is its lowest card). The sets are ordered by their highest
position, then by size, then colexicographically by the other positions, so the actions of a
hand of ``n`` cards are exactly the first ``num_actions(n)`` indices, whatever ``n``.

The functions of a seat take a `bigtwo.SeatView`, so nothing can reach another seat's cards.
"""

from __future__ import annotations

import functools
import math
from bisect import bisect_right
from collections.abc import Iterable, Sequence

import numpy as np
import numpy.typing as npt

from .._game.actions import Action, Pass, Play, Redeal
from .._game.dealing import deal
from .._game.view import SeatView
from .._rules.ruleset import RuleSet
from .._values.cards import DECK, Card, cards_from_mask
from .._values.errors import GameError, shown
from ._observation import played_by_seat
from ._rules_info import RulesInfo, rules_info

__all__ = [
    "MAX_ACTIONS",
    "MAX_SLOTS",
    "PASS_ACTION",
    "PLAY_SIZES",
    "REDEAL_ACTION",
    "Slots",
    "action_mask",
    "action_positions",
    "action_to_play",
    "dealt_hand",
    "num_actions",
    "play_to_action",
    "position_matrix",
    "positions_to_action",
    "slots_for",
]

PASS_ACTION = 0
"""The index of `bigtwo.Pass` in every action space."""
REDEAL_ACTION = 1
"""The index of `bigtwo.Redeal` (the acting seat demands a redeal, where the rules allow it)."""
PLAY_SIZES: tuple[int, ...] = (1, 2, 3, 5)
"""The sizes of Big Two plays (`bigtwo.Category.size`): there is no four-card play."""
MAX_SLOTS = 26
"""The most cards a seat is ever dealt (two players sharing the whole deck): the longest hand
an action can index into."""

_C = tuple(tuple(math.comb(n, k) for k in range(6)) for n in range(MAX_SLOTS + 1))
"""``_C[n][k]`` = n choose k, for the positions of a hand."""
_BEFORE = tuple(sum(_C[m][k] for k in PLAY_SIZES) for m in range(MAX_SLOTS + 1))
"""``_BEFORE[m]``: how many sets of positions have their highest position below ``m``."""
_FIRST = 2
"""The first index of a play (after Pass and Redeal)."""


def num_actions(slots: int = 13) -> int:
    """How many action indices a hand of ``slots`` cards has: Pass, Redeal, and every set of its positions.

    Args:
        slots: The hand positions, from 0 to `MAX_SLOTS`.

    Returns:
        2 plus the number of sets of 1, 2, 3 or 5 of the ``slots`` positions: the size of an
        action space of that many positions, whose indices are the first ones of every larger
        space.

    Raises:
        GameError: ``slots`` is not a whole number from 0 to `MAX_SLOTS`.

    >>> num_actions(13), num_actions(18), num_actions(26)
    (1666, 9557, 68733)
    """
    if isinstance(slots, bool) or not isinstance(slots, int) or not 0 <= slots <= MAX_SLOTS:
        raise GameError("rl-bad-slots", most=MAX_SLOTS, value=shown(slots))
    return _FIRST + _BEFORE[slots]


MAX_ACTIONS = _FIRST + _BEFORE[MAX_SLOTS]
"""68733, the size of the largest action space (``num_actions(MAX_SLOTS)``, 26 hand positions):
every environment's actions are its first ``num_actions(slots)`` indices, so an agent built for
this many actions plays every variant and every number of players."""


def positions_to_action(positions: Iterable[int]) -> int:
    """The action index of a set of 1, 2, 3 or 5 hand positions (the inverse of `action_positions`).

    Args:
        positions: Distinct positions in a hand as dealt, from 0 to ``MAX_SLOTS - 1``, in any
            order.

    Returns:
        The index, 2 or more (0 and 1 are Pass and Redeal).

    Raises:
        GameError: There are not 1, 2, 3 or 5 positions, one is given twice, or one is out of
            range.

    >>> positions_to_action([0]), positions_to_action([1]), positions_to_action([0, 1])
    (2, 3, 4)
    """
    given = tuple(positions) if isinstance(positions, Iterable) and not isinstance(positions, str | bytes) else None
    if given is None or len(given) > 5 or not all(type(p) is int or isinstance(p, np.integer) for p in given):
        raise GameError("rl-bad-positions", last=MAX_SLOTS - 1, value=shown(positions))
    ps = sorted(int(p) for p in given)
    k = len(ps)
    if k not in PLAY_SIZES or len(set(ps)) != k or ps[0] < 0 or ps[-1] >= MAX_SLOTS:
        raise GameError("rl-bad-positions", last=MAX_SLOTS - 1, value=shown(given))
    return _index(ps)


def _index(ps: Sequence[int]) -> int:
    """The index of the sorted positions ``ps`` (checked by the caller)."""
    k = len(ps)
    top = ps[-1]
    index = _FIRST + _BEFORE[top]
    if k == 2:
        index += 1
    elif k == 3:
        index += 1 + top
    elif k == 5:
        index += 1 + top + _C[top][2]
    for i in range(k - 1):
        index += _C[ps[i]][i + 1]
    return index


def action_positions(index: int) -> tuple[int, ...]:
    """The hand positions an action index plays, lowest first; ``()`` for Pass and Redeal.

    Args:
        index: An action index, from 0 to ``MAX_ACTIONS - 1`` (a numpy integer will do).

    Returns:
        The positions in the hand as dealt (1, 2, 3 or 5 of them), or ``()`` for 0 and 1.

    Raises:
        GameError: ``index`` is not a whole number from 0 to ``MAX_ACTIONS - 1``.

    >>> action_positions(2), action_positions(4), action_positions(1665)
    ((0,), (0, 1), (8, 9, 10, 11, 12))
    """
    if isinstance(index, bool) or not isinstance(index, int | np.integer) or not 0 <= index < MAX_ACTIONS:
        raise GameError("rl-bad-action-index", last=MAX_ACTIONS - 1, value=shown(index))
    return _positions(int(index))


@functools.lru_cache(maxsize=4096)
def _positions(index: int) -> tuple[int, ...]:
    if index < _FIRST:
        return ()
    rest = index - _FIRST
    top = bisect_right(_BEFORE, rest) - 1
    rest -= _BEFORE[top]
    if rest == 0:
        return (top,)
    if rest < 1 + top:
        k, rest = 2, rest - 1
    elif rest < 1 + top + _C[top][2]:
        k, rest = 3, rest - 1 - top
    else:
        k, rest = 5, rest - 1 - top - _C[top][2]
    out = [top]
    below = top
    for t in range(k - 1, 0, -1):  # colexicographic unranking of the other positions
        c = t - 1
        while c + 1 < below and _C[c + 1][t] <= rest:
            c += 1
        out.append(c)
        rest -= _C[c][t]
        below = c
    return tuple(reversed(out))


def position_matrix(slots: int = 13) -> npt.NDArray[np.uint8]:
    """The positions every action plays, as a 0/1 matrix: handy for computing features of every action at once.

    Args:
        slots: The hand positions of the action space, from 0 to `MAX_SLOTS`.

    Returns:
        A read-only ``(num_actions(slots), slots)`` uint8 matrix, the same object on every call:
        row ``i`` has a 1 at each hand position that action ``i`` plays (rows 0 and 1, Pass and
        Redeal, are zero).

    Raises:
        GameError: ``slots`` is not a whole number from 0 to `MAX_SLOTS`.

    >>> position_matrix(13)[4].tolist()
    [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    """
    num_actions(slots)  # refuses a slots that is not a number of positions
    return _position_matrix(slots)


@functools.cache
def _position_matrix(slots: int) -> npt.NDArray[np.uint8]:
    n = num_actions(slots)
    out = np.zeros((n, slots), dtype=np.uint8)
    for i in range(_FIRST, n):
        out[i, list(_positions(i))] = 1
    out.flags.writeable = False
    return out


# ---------------------------------------------------------------------------------------------
# Actions of one seat


_BY_SPOTS: dict[int, int] = {}
"""Set of positions (bit ``p`` for position ``p``) -> its action index, for every set asked for
so far (a set of 1, 2, 3 or 5 of at most `MAX_SLOTS` positions: 68,731 at most)."""


_SPOT_BITS = tuple(1 << p for p in range(MAX_SLOTS))
"""Per position ``p``: its bit in a set of positions."""


def _spots_index(spots: int) -> int:
    """The index of the set of positions ``spots`` (bit ``p`` for position ``p``), memoised."""
    found = _BY_SPOTS.get(spots)
    if found is None:
        ps = [p for p in range(spots.bit_length()) if spots >> p & 1]
        if len(ps) not in PLAY_SIZES:
            raise GameError("rl-bad-play-size", size=len(ps))
        found = _BY_SPOTS[spots] = _index(ps)
    return found


class Slots:
    """One seat's hand as dealt, by position, and the action index of each play mask (memoised:
    a hand only shrinks, so the same plays come back all deal)."""

    __slots__ = ("bits", "cache", "pos")

    def __init__(self, dealt: int, info: RulesInfo) -> None:
        self.bits: tuple[int, ...] = info.held(dealt)
        if len(self.bits) > MAX_SLOTS:
            raise GameError("rl-hand-past-slots", cards=len(self.bits), most=MAX_SLOTS)
        self.pos: dict[int, int] = dict(zip(self.bits, _SPOT_BITS, strict=False))
        """Card bit -> the bit of its position."""
        self.cache: dict[int, int] = {}

    def index(self, mask: int) -> int:
        found = self.cache.get(mask)
        if found is not None:
            return found
        pos = self.pos
        spots = 0
        m = mask
        while m:
            low = m & -m
            p = pos.get(low)
            if p is None:
                raise GameError("rl-card-not-dealt", card=str(DECK[low.bit_length() - 1]))
            spots |= p
            m ^= low
        found = self.cache[mask] = _spots_index(spots)
        return found

    def mask(self, index: int) -> int:
        positions = _positions(index)
        if positions and positions[-1] >= len(self.bits):
            raise GameError("rl-position-past-hand", index=index, position=positions[-1], cards=len(self.bits))
        out = 0
        for p in positions:
            out |= self.bits[p]
        return out


def slots_for(rules: RuleSet, players: int) -> int:
    """The most cards any seat is dealt with ``players`` players under ``rules``.

    Args:
        rules: The rule set (its ``deal`` option says how many cards each seat gets).
        players: 2, 3 or 4.

    Returns:
        The hand positions an environment's action space needs: 13, or up to 26 when fewer
        players share the whole deck.

    Raises:
        GameError: ``players`` is not 2, 3 or 4.
        RulesError: ``rules`` is not a `bigtwo.RuleSet`.

    >>> import bigtwo
    >>> doubling = bigtwo.ruleset("doubling")
    >>> slots_for(bigtwo.ruleset(), 2), slots_for(doubling, 2), slots_for(doubling, 3)
    (13, 26, 18)
    """
    if type(rules) is not RuleSet:
        raise GameError("rl-not-a-rule-set", value=shown(rules))
    if type(players) is not int or players not in (2, 3, 4):
        raise GameError("rl-bad-players", value=shown(players))
    return _slots_for(rules, players)


@functools.lru_cache(maxsize=64)
def _slots_for(rules: RuleSet, players: int) -> int:
    return max(m.bit_count() for m in deal(0, players, rules))


def _dealt_mask(view: SeatView) -> int:
    return view.mask | played_by_seat(view)[view.seat]


def dealt_hand(view: SeatView) -> tuple[Card, ...]:
    """The seat's hand as dealt: its cards now and those it played, from the lowest to the highest single.

    Args:
        view: A seat's view (`bigtwo.view`).

    Returns:
        The cards: position ``p`` of an action is card ``dealt_hand(view)[p]``.

    Raises:
        GameError: ``view`` is not a `bigtwo.SeatView`.

    >>> import bigtwo
    >>> [str(c) for c in dealt_hand(bigtwo.view(bigtwo.new_game(hands=["9S 3D", "4D 5D"]), 0))]
    ['3♦', '9♠']
    """
    if not isinstance(view, SeatView):
        raise GameError("rl-not-a-view", value=shown(view))
    return view.rules.sort(cards_from_mask(_dealt_mask(view)))


def _view_slots(view: SeatView) -> Slots:
    if not isinstance(view, SeatView):
        raise GameError("rl-not-a-view", value=shown(view))
    return Slots(_dealt_mask(view), rules_info(view.rules))


def play_to_action(action: Action, view: SeatView) -> int:
    """The index of ``action`` (a `Play` of the seat's cards, `Pass` or `Redeal`) for the seat of ``view``.

    Args:
        action: The action; a play's cards must be in the seat's hand as dealt (whether it is
            legal now does not matter).
        view: The acting seat's view (`bigtwo.view`).

    Returns:
        The index: `PASS_ACTION`, `REDEAL_ACTION`, or the index of the play's positions.

    Raises:
        GameError: ``action`` is not an action, or it is a play and ``view`` is not a
            `bigtwo.SeatView`, a card of the play is not in the seat's hand as dealt, the
            play has not 1, 2, 3 or 5 cards, or the seat was dealt more than `MAX_SLOTS` cards.

    >>> import bigtwo
    >>> view = bigtwo.view(bigtwo.new_game(hands=["9S 3D 9D", "4D 5D 6D"]), 0)
    >>> play_to_action(bigtwo.Play("9D 9S"), view), play_to_action(bigtwo.Pass(), view)
    (7, 0)
    """
    if isinstance(action, Pass):
        return PASS_ACTION
    if isinstance(action, Redeal):
        return REDEAL_ACTION
    if not isinstance(action, Play):
        raise GameError("rl-not-an-action", value=shown(action))
    return _view_slots(view).index(action.mask)


def action_to_play(index: int, view: SeatView) -> Action:
    """The action an index stands for, for the seat of ``view`` (whether it is legal now is another matter).

    Args:
        index: An action index, from 0 to ``MAX_ACTIONS - 1``.
        view: The acting seat's view (`bigtwo.view`).

    Returns:
        `Pass` for 0, the seat's `Redeal` for 1, or the `Play` of the cards at those positions
        of its hand as dealt; see `action_mask` for the legal ones.

    Raises:
        GameError: ``index`` is out of range, or it is a play and ``view`` is not a
            `bigtwo.SeatView`, the seat's hand as dealt lacks one of its positions, or the seat
            was dealt more than `MAX_SLOTS` cards.

    >>> import bigtwo
    >>> view = bigtwo.view(bigtwo.new_game(hands=["9S 3D 9D", "4D 5D 6D"]), 0)
    >>> action_to_play(7, view), action_to_play(0, view)
    (Play('9♦ 9♠'), Pass())
    """
    positions = action_positions(index)
    if not isinstance(view, SeatView):
        raise GameError("rl-not-a-view", value=shown(view))
    if not positions:
        return Pass() if index == PASS_ACTION else Redeal(view.seat)
    mask = _view_slots(view).mask(int(index))
    return Play(cards_from_mask(mask))


def action_mask(view: SeatView, slots: int | None = None) -> npt.NDArray[np.int8]:
    """The legal actions of the seat of ``view``, as 1s in a vector: ``view.legal`` mapped through the encoding.

    Args:
        view: The seat's view (`bigtwo.view`).
        slots: The hand positions of the action space; ``None`` for what an environment of
            these rules and players uses, ``slots_for(view.rules, view.players)`` (13 at four
            players; 26 for two players sharing the deck). At least the number of cards the
            seat was dealt.

    Returns:
        ``num_actions(slots)`` int8 entries, 1 for each legal action (all zeros when the seat
        is not to move).

    Raises:
        GameError: ``view`` is not a `bigtwo.SeatView`, or ``slots`` is out of range or fewer
            than the cards the seat was dealt.

    >>> import bigtwo
    >>> view = bigtwo.view(bigtwo.new_game(hands=["9S 3D 9D", "4D 5D 6D"]), 0)
    >>> action_mask(view).nonzero()[0].tolist()   # only 3♦, position 0, may open the deal
    [2]
    """
    hand = _view_slots(view)
    if slots is None:
        slots = max(_slots_for(view.rules, view.players), len(hand.bits))
    out = np.zeros(num_actions(slots), dtype=np.int8)
    if len(hand.bits) > slots:
        raise GameError("rl-too-few-slots", slots=slots, cards=len(hand.bits))
    if view.legal:
        out[[_action_index(a, hand) for a in view.legal]] = 1
    return out


def _action_index(action: Action, hand: Slots) -> int:
    if type(action) is Play:
        return hand.index(action.mask)
    return PASS_ACTION if isinstance(action, Pass) else REDEAL_ACTION
