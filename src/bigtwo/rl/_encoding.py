"""The encodings: action indices (subsets of a hand as dealt, by position) and observations
(fixed-size numpy vectors of what one seat may know), both built from the library's card masks.

Everything here is a function of a `bigtwo.SeatView` (so nothing can reach another seat's
cards), plus the fast path the environments use, `Encoder`, which reads the same public facts
straight from a `bigtwo.GameState` and is tested to give the very same arrays.

Actions. Index 0 is `Pass`, index 1 is `Redeal`; every other index is a set of 1, 2, 3 or 5
positions in the acting seat's hand *as dealt*, sorted from the lowest to the highest single
under the rules (position 0 is its lowest card). The sets are ordered by their highest
position, then by size, then colexicographically by the other positions, so the actions of a
hand of ``n`` cards are exactly the first ``num_actions(n)`` indices, whatever ``n``.
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
from .._game.engine import can
from .._game.moves import legal_plays
from .._game.state import GameState
from .._game.view import SeatView
from .._rules.ruleset import RuleSet
from .._spec.components import Category, RedealRule
from .._values.cards import DECK, Card, cards_from_mask
from .._values.errors import GameError

__all__ = [
    "LAYOUT",
    "MAX_ACTIONS",
    "MAX_SLOTS",
    "OBSERVATION_SIZE",
    "OPTION_VALUES",
    "PASS_ACTION",
    "PLAY_SIZES",
    "REDEAL_ACTION",
    "Encoder",
    "action_mask",
    "action_positions",
    "action_to_play",
    "card_order",
    "dealt_hand",
    "num_actions",
    "observe",
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
    """How many action indices a hand of ``slots`` cards has: Pass, Redeal, and every set of 1, 2,
    3 or 5 of its positions.

    >>> num_actions(13), num_actions(18), num_actions(26)
    (1666, 9557, 68733)
    """
    if isinstance(slots, bool) or not isinstance(slots, int) or not 0 <= slots <= MAX_SLOTS:
        raise GameError(f"slots is a number of cards from 0 to {MAX_SLOTS}, not {slots!r}")
    return _FIRST + _BEFORE[slots]


MAX_ACTIONS = _FIRST + _BEFORE[MAX_SLOTS]
"""The size of the largest action space (``num_actions(MAX_SLOTS)``): every environment's
actions are its first ``num_actions(slots)`` indices."""


def positions_to_action(positions: Iterable[int]) -> int:
    """The action index of a set of 1, 2, 3 or 5 hand positions (the inverse of `action_positions`).

    >>> positions_to_action([0]), positions_to_action([1]), positions_to_action([0, 1])
    (2, 3, 4)
    """
    ps = sorted(positions)
    k = len(ps)
    if k not in PLAY_SIZES or len(set(ps)) != k or ps[0] < 0 or ps[-1] >= MAX_SLOTS:
        raise GameError(
            f"an action plays 1, 2, 3 or 5 distinct positions from 0 to {MAX_SLOTS - 1}, not {tuple(positions)!r}"
        )
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

    >>> action_positions(2), action_positions(4), action_positions(1665)
    ((0,), (0, 1), (8, 9, 10, 11, 12))
    """
    if isinstance(index, bool) or not isinstance(index, int | np.integer) or not 0 <= index < MAX_ACTIONS:
        raise GameError(f"an action index is a whole number from 0 to {MAX_ACTIONS - 1}, not {index!r}")
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


@functools.cache
def position_matrix(slots: int = 13) -> npt.NDArray[np.uint8]:
    """A read-only ``(num_actions(slots), slots)`` matrix: row ``i`` has a 1 at each hand position
    that action ``i`` plays (rows 0 and 1, Pass and Redeal, are zero). Handy for computing
    features of every action at once.

    >>> position_matrix(13)[4].tolist()
    [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    """
    n = num_actions(slots)
    out = np.zeros((n, slots), dtype=np.uint8)
    for i in range(_FIRST, n):
        out[i, list(_positions(i))] = 1
    out.flags.writeable = False
    return out


# ---------------------------------------------------------------------------------------------
# Observations

OPTION_VALUES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("suit_order", ("diamonds-lowest", "clubs-lowest", "pusoy")),
    ("straights", ("twos-high", "twos-low", "split", "no-twos", "jqka2-top")),
    ("flush", ("suit-first", "rank-first")),
    ("royal", ("none", "jqka2")),
    ("bombs", ("none", "quads-and-straight-flush")),
    ("pass_locks_out", ("off", "on")),
    ("deal", ("thirteen-each", "whole-deck")),
    ("auto_pass", ("none", "top-card-and-short-hands")),
    ("assistant", ("off", "on")),
    ("scoring", ("tiers", "tiers-penalty", "common", "doubling", "pairwise", "pusoy-dos")),
)
"""The options an observation encodes, each one-hot over these built-in values plus one last
entry for any other value (a plugin's)."""

_CATEGORIES: tuple[Category, ...] = tuple(Category)
_CATEGORY_INDEX = {c: i for i, c in enumerate(_CATEGORIES)}


def _layout() -> dict[str, slice]:
    sizes = [
        ("hand", 52),
        ("table", 52),
        ("played", 4 * 52),
        ("table_category", len(_CATEGORIES)),
        ("table_owner", 4),
        ("leader", 4),
        ("to_move", 4),
        ("passed", 4),
        ("players", 3),
        ("first_play", 1),
        ("options", sum(len(values) + 1 for _, values in OPTION_VALUES)),
        ("cards_left", 4),
    ]
    out: dict[str, slice] = {}
    start = 0
    for name, size in sizes:
        out[name] = slice(start, start + size)
        start += size
    return out


LAYOUT: dict[str, slice] = _layout()
"""Where each part of an observation lies (see the training guide for what each part holds)."""
OBSERVATION_SIZE: int = LAYOUT["cards_left"].stop
"""The length of every observation vector."""

_CARDS = LAYOUT["table_category"].start  # 312 bits of card planes: 39 bytes
_FLAGS = LAYOUT["cards_left"].start  # every entry before this one is 0 or 1
_CAT = LAYOUT["table_category"].start - _CARDS
_OWNER = LAYOUT["table_owner"].start - _CARDS
_LEADER = LAYOUT["leader"].start - _CARDS
_TO_MOVE = LAYOUT["to_move"].start - _CARDS
_PASSED = LAYOUT["passed"].start - _CARDS
_FIRST_PLAY = LAYOUT["first_play"].start - _CARDS
_CATEGORY_BIT = {c: 1 << (_CAT + i) for i, c in enumerate(_CATEGORIES)}
_FLAG_BYTES = (_FLAGS - _CARDS + 7) // 8


class _RulesInfo:
    """What the encodings need from a rule set, computed once per rule set."""

    __slots__ = ("constant", "key_of", "order", "redeals", "translate")

    def __init__(self, rules: RuleSet) -> None:
        self.key_of: tuple[int, ...] = tuple(rules.card_key(card) for card in DECK)
        order = [0] * 52
        for index, key in enumerate(self.key_of):
            if key >> 2 != index >> 2:
                raise GameError(f"the rules order card {DECK[index]} out of its rank: {key}")
            order[key] = index
        self.order: tuple[int, ...] = tuple(order)
        # The card planes are nibbles of 4 suits, so reordering the suits is a byte translation.
        byte = bytearray(256)
        for value in range(256):
            for bit in range(8):
                if value >> bit & 1:
                    byte[value] |= 1 << ((bit & 4) | self.key_of[bit & 3])
        self.translate: bytes | None = None if byte == bytes(range(256)) else bytes(byte)
        self.redeals: bool = rules.component("redeal", RedealRule).threshold is not None
        options = 0
        at = LAYOUT["options"].start - _CARDS
        for name, values in OPTION_VALUES:
            chosen = rules.option(name)
            options |= 1 << (at + (values.index(chosen) if chosen in values else len(values)))
            at += len(values) + 1
        self.constant: dict[int, int] = {
            players: options | 1 << (LAYOUT["players"].start - _CARDS + players - 2) for players in (2, 3, 4)
        }
        """The flags that stay the same through a deal (options, players), by number of players."""


@functools.lru_cache(maxsize=64)
def _rules_info(rules: RuleSet) -> _RulesInfo:
    return _RulesInfo(rules)


def card_order(rules: RuleSet) -> tuple[Card, ...]:
    """The 52 cards in the order of an observation's card vectors: from the lowest to the highest
    single under ``rules`` (entry ``k`` is the card whose `bigtwo.RuleSet.card_key` is ``k``).

    >>> import bigtwo
    >>> [str(c) for c in card_order(bigtwo.ruleset("pusoy-dos"))[:5]]
    ['3♣', '3♠', '3♥', '3♦', '4♣']
    """
    return tuple(DECK[i] for i in _rules_info(rules).order)


_BYTE_BITS = np.unpackbits(np.arange(256, dtype=np.uint8)[:, None], axis=1, bitorder="little").astype(np.float32)
"""Row ``b``: the 8 bits of byte ``b``, lowest first, as float32 (unpacking by lookup)."""
_BYTES = (OBSERVATION_SIZE + 7) // 8


@functools.lru_cache(maxsize=64)
def _seating(players: int, step: int, seat: int) -> tuple[tuple[int, ...], ...]:
    """Per absolute seat, where its entries go in ``seat``'s observation (seats counted from
    ``seat`` in the direction of play): the shift of its played cards, the index of its cards
    left, and its bit in the passed, owner, leader and to-move flags."""
    rel = [(s - seat) * step % players for s in range(players)]
    return (
        tuple(104 + 52 * r for r in rel),
        tuple(_FLAGS + r for r in rel),
        tuple(1 << (_PASSED + r) for r in rel),
        tuple(1 << (_OWNER + r) for r in rel),
        tuple(1 << (_LEADER + r) for r in rel),
        tuple(1 << (_TO_MOVE + r) for r in rel),
    )


def _assemble(
    info: _RulesInfo,
    seating: tuple[tuple[int, ...], ...],
    players: int,
    cards: int,
    flags: int,
    played: Sequence[int],
    counts: Sequence[int],
) -> npt.NDArray[np.float32]:
    """The observation vector: ``cards`` holds the hand and the table play (bits 0-103),
    ``flags`` the 0/1 entries after the card planes (from bit 0); ``played`` and ``counts`` are
    per absolute seat. The 0/1 entries are built as one integer and unpacked at once."""
    shifts, lefts = seating[0], seating[1]
    for s in range(players):
        cards |= played[s] << shifts[s]
    data = cards.to_bytes(_CARDS // 8, "little")
    if info.translate is not None:
        data = data.translate(info.translate)
    data += flags.to_bytes(_BYTES - _CARDS // 8, "little")
    out = _BYTE_BITS.take(np.frombuffer(data, np.uint8), axis=0).reshape(-1)[:OBSERVATION_SIZE]
    for s in range(players):
        out[lefts[s]] = counts[s]
    return out


def _flags(
    info: _RulesInfo,
    seating: tuple[tuple[int, ...], ...],
    players: int,
    category: Category | None,
    owner: int | None,
    leader: int,
    to_move: int | None,
    passed: int,
    first_play: bool,
) -> int:
    flags = info.constant[players] | seating[4][leader]
    if passed:
        bits = seating[2]
        for s in range(players):
            if passed >> s & 1:
                flags |= bits[s]
    if category is not None:
        flags |= _CATEGORY_BIT[category]
    if owner is not None:
        flags |= seating[3][owner]
    if to_move is not None:
        flags |= seating[5][to_move]
    if first_play:
        flags |= 1 << _FIRST_PLAY
    return flags


def _played_by_seat(view: SeatView) -> list[int]:
    played = [0] * view.players
    for turn in view.history:
        if isinstance(turn.action, Play):
            played[turn.seat] |= turn.action.mask
    return played


def observe(view: SeatView) -> npt.NDArray[np.float32]:
    """The observation vector of a seat's view (``OBSERVATION_SIZE`` float32 entries, laid out as
    `LAYOUT` says): its hand, the table play, its category and owner, the leader, the seat to
    move, who passed this round, cards left and cards played per seat (seats counted from the
    viewer in the direction of play), the number of players, whether this is the deal's first
    play, and the options that matter for play.

    >>> import bigtwo
    >>> obs = observe(bigtwo.view(bigtwo.new_game(seed=1739204), 3))
    >>> obs.shape, int(obs[LAYOUT["hand"]].sum()), obs[LAYOUT["cards_left"]].tolist()
    ((382,), 13, [13.0, 13.0, 13.0, 13.0])
    """
    if not isinstance(view, SeatView):
        raise GameError(f"observe takes a SeatView (see bigtwo.view), not {view!r}")
    table = view.table
    passed = 0
    for s in view.passed:
        passed |= 1 << s
    info = _rules_info(view.rules)
    seating = _seating(view.players, view.step, view.seat)
    flags = _flags(
        info,
        seating,
        view.players,
        table.category if table is not None else None,
        view.owner,
        view.leader,
        view.to_move,
        passed,
        view.opening is not None,
    )
    cards = view.mask | (table.mask << 52 if table is not None else 0)
    return _assemble(info, seating, view.players, cards, flags, _played_by_seat(view), view.cards_left)


# ---------------------------------------------------------------------------------------------
# Actions of one seat


class _Slots:
    """One seat's hand as dealt, by position, and the action index of each play mask (memoised:
    a hand only shrinks, so the same plays come back all deal)."""

    __slots__ = ("bits", "cache", "pos")

    def __init__(self, dealt: int, info: _RulesInfo) -> None:
        held = sorted((card.index for card in cards_from_mask(dealt)), key=info.key_of.__getitem__)
        self.bits: tuple[int, ...] = tuple(1 << i for i in held)
        self.pos: dict[int, int] = {1 << i: p for p, i in enumerate(held)}
        self.cache: dict[int, int] = {}

    def index(self, mask: int) -> int:
        found = self.cache.get(mask)
        if found is not None:
            return found
        pos = self.pos
        ps = []
        m = mask
        while m:
            low = m & -m
            p = pos.get(low)
            if p is None:
                raise GameError(f"{DECK[low.bit_length() - 1]} is not in the seat's hand as dealt")
            ps.append(p)
            m ^= low
        ps.sort()
        if len(ps) not in PLAY_SIZES:
            raise GameError(f"a play has 1, 2, 3 or 5 cards, not {len(ps)}")
        found = self.cache[mask] = _index(ps)
        return found

    def mask(self, index: int) -> int:
        positions = _positions(index)
        if positions and positions[-1] >= len(self.bits):
            raise GameError(
                f"action {index} plays position {positions[-1]}, but the hand as dealt has {len(self.bits)} cards"
            )
        out = 0
        for p in positions:
            out |= self.bits[p]
        return out


def slots_for(rules: RuleSet, players: int) -> int:
    """The most cards any seat is dealt with ``players`` players under ``rules``: the hand
    positions an environment's action space needs.

    >>> import bigtwo
    >>> doubling = bigtwo.ruleset("doubling")
    >>> slots_for(bigtwo.ruleset(), 2), slots_for(doubling, 2), slots_for(doubling, 3)
    (13, 26, 18)
    """
    return _slots_for(rules, players)


@functools.lru_cache(maxsize=64)
def _slots_for(rules: RuleSet, players: int) -> int:
    return max(m.bit_count() for m in deal(0, players, rules))


def _dealt_mask(view: SeatView) -> int:
    return view.mask | _played_by_seat(view)[view.seat]


def dealt_hand(view: SeatView) -> tuple[Card, ...]:
    """The seat's hand as dealt (its cards now and those it played), from the lowest to the
    highest single: position ``p`` of an action is card ``dealt_hand(view)[p]``.

    >>> import bigtwo
    >>> [str(c) for c in dealt_hand(bigtwo.view(bigtwo.new_game(hands=["9S 3D", "4D 5D"]), 0))]
    ['3♦', '9♠']
    """
    return view.rules.sort(cards_from_mask(_dealt_mask(view)))


def _view_slots(view: SeatView) -> _Slots:
    if not isinstance(view, SeatView):
        raise GameError(f"expected a SeatView (see bigtwo.view), not {view!r}")
    return _Slots(_dealt_mask(view), _rules_info(view.rules))


def play_to_action(action: Action, view: SeatView) -> int:
    """The index of ``action`` (a `Play` of the seat's cards, `Pass` or `Redeal`) for the seat of ``view``.

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
        raise GameError(f"an action is a Play, a Pass or a Redeal, not {action!r}")
    return _view_slots(view).index(action.mask)


def action_to_play(index: int, view: SeatView) -> Action:
    """The action an index stands for, for the seat of ``view``: `Pass`, the seat's `Redeal`, or
    the `Play` of the cards at those positions of its hand as dealt. Whether it is legal now is
    another matter (see `action_mask`).

    >>> import bigtwo
    >>> view = bigtwo.view(bigtwo.new_game(hands=["9S 3D 9D", "4D 5D 6D"]), 0)
    >>> action_to_play(7, view), action_to_play(0, view)
    (Play('9♦ 9♠'), Pass())
    """
    positions = action_positions(index)
    if not positions:
        return Pass() if index == PASS_ACTION else Redeal(view.seat)
    mask = _view_slots(view).mask(int(index))
    return Play(cards_from_mask(mask))


def action_mask(view: SeatView, slots: int | None = None) -> npt.NDArray[np.int8]:
    """The legal actions of the seat of ``view``, as 1s in a vector of ``num_actions(slots)``
    int8 entries: ``view.legal`` mapped through the encoding (all zeros when it is not to move).
    ``slots`` defaults to what an environment of these rules and players uses,
    ``slots_for(view.rules, view.players)`` (13 at four players; 26 for two players sharing the
    deck), and must be at least the number of cards the seat was dealt.

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
        raise GameError(
            f"slots={slots} is too few for this seat: it was dealt {len(hand.bits)} cards "
            f"(leave slots out for the environments' default, slots_for(rules, players))"
        )
    if view.legal:
        out[[_action_index(a, hand) for a in view.legal]] = 1
    return out


def _action_index(action: Action, hand: _Slots) -> int:
    if type(action) is Play:
        return hand.index(action.mask)
    return PASS_ACTION if isinstance(action, Pass) else REDEAL_ACTION


# ---------------------------------------------------------------------------------------------
# The environments' fast path


class Encoder:
    """The encodings of one deal's seats, read straight from a `GameState` (the environments'
    fast path: the same arrays as `observe` and `action_mask` of `bigtwo.view`, without building
    a view). Make one per deal with `Encoder.of`; `legal` memoises the legal actions of the last
    state asked about."""

    __slots__ = ("_info", "_legal", "_legal_of", "_seats", "_size", "dealt", "slots")

    def __init__(self, info: _RulesInfo, dealt: tuple[int, ...], slots: int) -> None:
        self._info = info
        self.dealt = dealt
        self.slots = slots
        self._size = num_actions(slots)
        self._seats = [_Slots(m, info) for m in dealt]
        self._legal_of: GameState | None = None
        self._legal: dict[int, Action] = {}

    @classmethod
    def of(cls, state: GameState, slots: int) -> Encoder:
        """The encoder of ``state``'s deal, for an action space of ``slots`` hand positions."""
        return cls(_rules_info(state.rules), state.dealt, slots)

    def legal(self, state: GameState) -> dict[int, Action]:
        """The legal actions of the seat to move in ``state``, by index (empty once it is over)."""
        if state is self._legal_of:
            return self._legal
        to_move = state.to_move
        found: dict[int, Action] = {}
        if to_move is not None:
            hand = self._seats[to_move]
            get = hand.cache.get
            for action in legal_plays(state):
                if type(action) is Play:
                    index = get(action.mask)
                    found[hand.index(action.mask) if index is None else index] = action
                else:
                    found[PASS_ACTION] = action
            if (
                self._info.redeals
                and not any(isinstance(t.action, Play) for t in state.history)
                and can(state, Redeal(to_move))
            ):
                found[REDEAL_ACTION] = Redeal(to_move)
        self._legal_of, self._legal = state, found
        return found

    def decode(self, state: GameState, index: int) -> Action:
        """The action ``index`` stands for, for the seat to move in ``state`` (legal or not)."""
        found = self.legal(state).get(index)
        if found is not None:
            return found
        if not 0 <= index < self._size:
            raise GameError(f"action {index} is outside the action space (0 to {self._size - 1})")
        to_move = state.to_move
        if to_move is None:
            raise GameError("the deal is over: there is nothing to do")
        if index == PASS_ACTION:
            return Pass()
        if index == REDEAL_ACTION:
            return Redeal(to_move)
        mask = self._seats[to_move].mask(index)
        return Play(cards_from_mask(mask))

    def mask(self, state: GameState, seat: int) -> npt.NDArray[np.int8]:
        """The action mask of ``seat`` in ``state``."""
        data = bytearray(self._size)
        if state.to_move == seat:
            for index in self.legal(state):
                data[index] = 1
        return np.frombuffer(data, np.int8)

    def observe(self, state: GameState, seat: int) -> npt.NDArray[np.float32]:
        """The observation of ``seat`` in ``state``: the same vector as ``observe(bigtwo.view(state, seat))``."""
        masks = state.masks
        n = len(masks)
        setup = state.setup
        seating = _seating(n, setup.step, seat)
        table = state.table
        info = self._info
        if table is None:
            cards = masks[seat]
            flags = _flags(info, seating, n, None, None, state.leader, state.to_move, state.passed, state.opening != 0)
        else:
            cards = masks[seat] | table.mask << 52
            owner, leader, to_move = state.owner, state.leader, state.to_move
            flags = _flags(info, seating, n, table.category, owner, leader, to_move, state.passed, False)
        dealt = self.dealt
        played = [dealt[s] & ~masks[s] for s in range(n)]
        return _assemble(info, seating, n, cards, flags, played, [m.bit_count() for m in masks])
