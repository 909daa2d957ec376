"""A lean, pure-Python Big Two engine for the classic rules: the speed reference of the benchmarks.

No dependency on bigtwo: plain ints and lists only. Cards are bigtwo's indices (``rank * 4 +
suit``, rank 0 the 3 ... 12 the 2, suit 0 ♦ 1 ♣ 2 ♥ 3 ♠), a hand is a 52-bit mask, and since
the suit order is the index order, a card's index is its strength as a single.

The rules are bigtwo's "classic" set for four players: singles, pairs, triples and five-card
plays (straight < flush < full house < four of a kind + any card < straight flush); the straights
are 3-4-5-6-7 ... 10-J-Q-K-A, then 2-3-4-5-6, then A-2-3-4-5 (the highest), a tie going to the
suit of the top card (the 2 for the last two); a straight flush ranks as its straight; flushes
compare suit first, then ranks from the highest down; full houses by the triple, fours by the
four. The first play includes the lowest card dealt, the leader may not pass, passing does not
lock a player out, play goes to seat + 1, and the deal ends when a hand is empty.

Every list of plays is in bigtwo's order (`bigtwo.legal_plays`): singles, pairs, triples, then
five-card plays, each weakest first (equal keys in bigtwo's order of construction), then the pass
(0). A five-card play is kept as a *code*, ``key << 52 | mask``; a single, pair or triple as its
mask. Each seat has one sorted list per size, filtered lazily as its cards leave, and the play to
beat is a *threshold*: the plays of a list that beat it are those from ``bisect_left(list, T)``.

State (`new_game`, `apply`): ``(h0, h1, h2, h3, to_move, size, threshold, owner, opening)``:
``size`` 0 for a clear table, ``to_move`` -1 once over (``owner`` is then the winner), ``opening``
the card bit the next play must include (0 after the first play).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from itertools import combinations, product
from random import Random

__all__ = [
    "MASK",
    "apply",
    "deal_tables",
    "five_codes",
    "five_key",
    "legal_actions",
    "new_game",
    "over",
    "random_deal_actions",
    "winner",
]

MASK = (1 << 52) - 1
"""The card bits of an action (a five-card code carries its key above them)."""

State = tuple[int, int, int, int, int, int, int, int, int]
Tables = tuple[list[list[int]], list[int]]
"""Per ``seat << 3 | size``: the seat's plays of that size, sorted; and the hand they were
filtered for (they hold every play of it)."""

STRAIGHT, FLUSH, FULL_HOUSE, FOUR, STRAIGHT_FLUSH = (c << 16 for c in range(5))
"""Five-card keys: ``category << 16 | strength within the category``."""

RUN_RANKS: tuple[tuple[int, ...], ...] = (
    *(tuple(range(low, low + 5)) for low in range(8)),  # 3-4-5-6-7 ... 10-J-Q-K-A
    (12, 0, 1, 2, 3),  # 2-3-4-5-6
    (11, 12, 0, 1, 2),  # A-2-3-4-5, the highest
)
"""The straights from the weakest, each in bigtwo's order of its ranks (its order of building)."""
RUN_TOP = tuple(max(ranks) for ranks in RUN_RANKS)  # the 2 tops the last two
RUN_SET = tuple(sum(1 << r for r in ranks) for ranks in RUN_RANKS)  # 13-bit rank sets
RUN_POS = {rank_set: pos for pos, rank_set in enumerate(RUN_SET)}

_SPREAD_LO = tuple(sum(1 << 4 * r for r in range(7) if x >> r & 1) for x in range(128))
_SPREAD_HI = tuple(sum(1 << 4 * (r + 7) for r in range(6) if x >> r & 1) for x in range(64))
RUN_ONE_SUIT = tuple(
    frozenset((_SPREAD_LO[rs & 127] | _SPREAD_HI[rs >> 7]) << s for s in range(4)) for rs in RUN_SET
)
"""Per straight: its four one-suit masks (straight flushes, not straights)."""
SUIT_OF = (-1, 0, 1, -1, 2, -1, -1, -1, 3)  # per single-suit nibble: the suit
SUIT0 = sum(1 << 4 * r for r in range(13))  # the ♦ of every rank


def _per_nibble(size: int, sort: bool) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per rank and nibble of suits held: the masks of its plays of ``size`` cards of that rank
    (sorted, as bigtwo lists them; or in the order `itertools.combinations` makes them)."""
    out = []
    for r in range(13):
        row = []
        for nib in range(16):
            made = [sum(c) for c in combinations([1 << (4 * r + s) for s in range(4) if nib >> s & 1], size)]
            row.append(tuple(sorted(made) if sort else made))
        out.append(tuple(row))
    return tuple(out)


GROUPS = _per_nibble(1, True)
PAIRS = _per_nibble(2, True)
TRIPLES = _per_nibble(3, True)
PAIRS_BUILT = _per_nibble(2, False)  # bigtwo builds full houses in this order
TRIPLES_BUILT = _per_nibble(3, False)
_KEY_OF_CODE = (52).__rrshift__  # code -> code >> 52, its key


def five_codes(hand: int) -> list[int]:
    """Every five-card play of ``hand`` as a code ``key << 52 | mask``, weakest first (equal
    keys in bigtwo's order: straights by run then `itertools.product`, full houses by triple then
    pair, fours by kicker)."""
    groups = [GROUPS[r][hand >> (r << 2) & 15] for r in range(13)]
    held = 0
    for r in range(13):
        if groups[r]:
            held |= 1 << r
    out: list[int] = []
    append = out.append
    for pos in range(10):
        rank_set = RUN_SET[pos]
        if held & rank_set == rank_set:
            top4, one_suit, base = RUN_TOP[pos] << 2, RUN_ONE_SUIT[pos], STRAIGHT | pos << 2
            for cards in product(*[groups[r] for r in RUN_RANKS[pos]]):
                m = sum(cards)
                if m not in one_suit:
                    append((base | SUIT_OF[m >> top4 & 15]) << 52 | m)
    for s in range(4):
        of_suit = hand >> s & SUIT0
        if of_suit.bit_count() >= 5:
            rank_bits = [1 << r for r in range(13) if of_suit >> (r << 2) & 1]
            for five in combinations(rank_bits, 5):
                rs = sum(five)
                m = (_SPREAD_LO[rs & 127] | _SPREAD_HI[rs >> 7]) << s
                pos_or_none = RUN_POS.get(rs)
                if pos_or_none is None:
                    append((FLUSH | s << 13 | rs) << 52 | m)
                else:
                    append((STRAIGHT_FLUSH | pos_or_none << 2 | s) << 52 | m)
    multi = [(r, hand >> (r << 2) & 15) for r in range(13) if len(groups[r]) >= 2]
    for r, nib in multi:
        if nib.bit_count() >= 3:
            twos = [two for o, n in multi if o != r for two in PAIRS_BUILT[o][n]]
            key = (FULL_HOUSE | r) << 52
            out += [key | three | two for three in TRIPLES_BUILT[r][nib] for two in twos]
            if nib == 15:
                key = (FOUR | r) << 52 | 15 << (r << 2)
                out += [key | kicker for o in range(13) if o != r for kicker in groups[o]]
    out.sort(key=_KEY_OF_CODE)  # stable: equal keys keep the order they were built in
    return out


def five_key(mask: int) -> int:
    """The key of five cards as a play, or -1 if they are none (a code is ``key << 52 | mask``)."""
    rank_set = 0
    counts = []
    for r in range(13):
        nib = mask >> (r << 2) & 15
        if nib:
            rank_set |= 1 << r
            counts.append((nib.bit_count(), r))
    if len(counts) == 2:
        (a, ra), (b, rb) = counts
        top, rank = max(a, b), ra if a > b else rb
        return (FULL_HOUSE if top == 3 else FOUR) | rank
    if len(counts) != 5:
        return -1
    suit = next((s for s in range(4) if not mask & ~(SUIT0 << s)), -1)
    pos = RUN_POS.get(rank_set)
    if pos is None:
        return -1 if suit < 0 else FLUSH | suit << 13 | rank_set
    if suit >= 0:
        return STRAIGHT_FLUSH | pos << 2 | suit
    return STRAIGHT | pos << 2 | SUIT_OF[mask >> (RUN_TOP[pos] << 2) & 15]


def deal_tables(hands: Sequence[int]) -> Tables:
    """Each seat's plays by size (``seat << 3 | size``), sorted, for the hands as dealt."""
    lists: list[list[int]] = [[] for _ in range(32)]
    dealt = [0] * 32
    for seat in range(4):
        hand = hands[seat]
        singles: list[int] = []
        pairs: list[int] = []
        triples: list[int] = []
        for r in range(13):
            nib = hand >> (r << 2) & 15
            if nib:
                singles += GROUPS[r][nib]
                if nib & (nib - 1):
                    pairs += PAIRS[r][nib]
                    triples += TRIPLES[r][nib]
        b = seat << 3
        lists[b | 1], lists[b | 2], lists[b | 3], lists[b | 5] = singles, pairs, triples, five_codes(hand)
        dealt[b | 1] = dealt[b | 2] = dealt[b | 3] = dealt[b | 5] = hand
    return lists, dealt


def _plays(tables: Tables, seat: int, size: int, hand: int) -> list[int]:
    """The seat's plays of ``size`` cards (codes for five), filtered for ``hand`` if need be."""
    lists, held = tables
    k = seat << 3 | size
    plays = lists[k]
    if held[k] != hand:
        gone = held[k] & ~hand
        plays = lists[k] = [x for x in plays if not x & gone]
        held[k] = hand
    return plays


def threshold(size: int, x: int) -> int:
    """The threshold a play (a mask, or a five-card code) sets: what beats it is ``>=`` it."""
    if size == 1:
        return x << 1
    if size == 2:
        return 1 << x.bit_length()  # a pair is beaten by a higher top card
    if size == 3:
        return 1 << ((x.bit_length() + 3) & ~3)  # a triple by a higher rank
    return ((x >> 52) + 1) << 52


def new_game(hands: Sequence[int], first: int) -> tuple[State, Tables]:
    """The state at the deal of ``hands`` (four masks), ``first`` to play, and its tables."""
    h0, h1, h2, h3 = hands
    every = h0 | h1 | h2 | h3
    return (h0, h1, h2, h3, first, 0, 0, first, every & -every), deal_tables(hands)


def over(state: State) -> bool:
    """Whether the deal is over."""
    return state[4] < 0


def winner(state: State) -> int:
    """The seat that went out (-1 while the deal goes on)."""
    return state[7] if state[4] < 0 else -1


def legal_actions(state: State, tables: Tables) -> list[int]:
    """The legal actions as card masks, the plays weakest first, then 0 (pass) when allowed."""
    seat, size, limit, opening = state[4], state[5], state[6], state[8]
    if seat < 0:
        return []
    hand = state[seat]
    if size:
        plays = _plays(tables, seat, size, hand)
        start = bisect_left(plays, limit)
        if size == 5:
            return [x & MASK for x in plays[start:]] + [0]
        return [*plays[start:], 0]
    out = _plays(tables, seat, 1, hand) + _plays(tables, seat, 2, hand) + _plays(tables, seat, 3, hand)
    out += [x & MASK for x in _plays(tables, seat, 5, hand)]
    return [x for x in out if x & opening] if opening else out


def apply(state: State, action: int) -> State:
    """The state after ``action`` (a card mask, 0 to pass), unchecked: it must be legal."""
    h = list(state[:4])
    seat, owner = state[4], state[7]
    nxt = (seat + 1) & 3
    if not action:
        if nxt == owner:  # the other three passed: the owner leads a clear table
            return (h[0], h[1], h[2], h[3], owner, 0, 0, owner, 0)
        return (h[0], h[1], h[2], h[3], nxt, state[5], state[6], owner, state[8])
    size = action.bit_count()
    h[seat] &= ~action
    limit = threshold(size, five_key(action) << 52 if size == 5 else action)
    return (h[0], h[1], h[2], h[3], nxt if h[seat] else -1, size, limit, seat, 0)


def random_deal_actions(hands: Sequence[int], first: int, rng: Random) -> int:
    """Play the deal of ``hands`` from seat ``first`` to the end, each action drawn uniformly from
    the legal ones (in `legal_actions` order, with ``rng.randrange``); the number of actions."""
    lists, held = deal_tables(hands)
    h = list(hands)
    randrange = rng.randrange
    seat = owner = first
    every = h[0] | h[1] | h[2] | h[3]
    opening = every & -every
    size = limit = 0
    n = 0
    while True:
        hand = h[seat]
        n += 1
        if size:  # follow: a play of the same size above the threshold, or pass
            k = seat << 3 | size
            plays = lists[k]
            if held[k] != hand:
                gone = held[k] & ~hand
                plays = lists[k] = [x for x in plays if not x & gone]
                held[k] = hand
            start = bisect_left(plays, limit)
            count = len(plays) - start
            i = randrange(count + 1)
            if i == count:
                seat = (seat + 1) & 3
                if seat == owner:
                    size = 0
                continue
            x = plays[start + i]
        else:  # lead: any play of the hand
            b = seat << 3
            for k in (b | 1, b | 2, b | 3, b | 5):
                if held[k] != hand:
                    gone = held[k] & ~hand
                    lists[k] = [x for x in lists[k] if not x & gone]
                    held[k] = hand
            p1, p2, p3, p5 = lists[b | 1], lists[b | 2], lists[b | 3], lists[b | 5]
            if opening:
                legal = [x for x in p1 + p2 + p3 + p5 if x & opening]
                x = legal[randrange(len(legal))]
                size = (x & MASK).bit_count()
                opening = 0
            else:
                n1, n2, n3 = len(p1), len(p2), len(p3)
                i = randrange(n1 + n2 + n3 + len(p5))
                if i < n1:
                    x, size = p1[i], 1
                elif i < n1 + n2:
                    x, size = p2[i - n1], 2
                elif i < n1 + n2 + n3:
                    x, size = p3[i - n1 - n2], 3
                else:
                    x, size = p5[i - n1 - n2 - n3], 5
        if size == 1:
            limit = x << 1
        elif size == 2:
            limit = 1 << x.bit_length()
        elif size == 3:
            limit = 1 << ((x.bit_length() + 3) & ~3)
        else:
            limit = ((x >> 52) + 1) << 52
            x &= MASK
        hand ^= x
        if not hand:
            return n
        h[seat] = hand
        owner = seat
        seat = (seat + 1) & 3
