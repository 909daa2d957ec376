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
mask. Each seat has one sorted list per size, made when first needed and filtered lazily as its
cards leave; the play to beat is a *threshold* T: the plays of a list that beat it are those from
``bisect_left(list, T)`` on (following a single, the fused loop reads them off the hand's bits).

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
"""Per ``seat << 3 | size``: the seat's plays of that size, sorted; and the hand they were made
or last filtered for (-1 while not made: a list is made the first time it is needed)."""

CAT = 56
STRAIGHT, FLUSH, FULL_HOUSE, FOUR, STRAIGHT_FLUSH = (c << CAT for c in range(5))
"""Five-card keys: ``category << 56 | strength within the category``."""
SUIT0 = sum(1 << 4 * r for r in range(13))
"""The ♦ of every rank. A *rank set* is a mask of ♦ cards: ``hand >> suit & SUIT0`` is a suit's."""

RUN_RANKS: tuple[tuple[int, ...], ...] = (
    *(tuple(range(low, low + 5)) for low in range(8)),  # 3-4-5-6-7 ... 10-J-Q-K-A
    (12, 0, 1, 2, 3),  # 2-3-4-5-6
    (11, 12, 0, 1, 2),  # A-2-3-4-5, the highest
)
"""The straights from the weakest, each in bigtwo's order of its ranks (its order of building)."""
RUN_TOP = tuple(max(ranks) for ranks in RUN_RANKS)  # the 2 tops the last two
RUN_SET = tuple(sum(1 << 4 * r for r in ranks) for ranks in RUN_RANKS)
RUN_POS = {rank_set: pos for pos, rank_set in enumerate(RUN_SET)}
RUNS_OF = tuple(
    tuple(pos for pos, ranks in enumerate(RUN_RANKS) if all(held >> r & 1 for r in ranks)) for held in range(1 << 13)
)
"""Per 13-bit set of ranks held: the straights (positions) it holds."""
SUIT_OF = (-1, 0, 1, -1, 2, -1, -1, -1, 3)  # per single-suit nibble: the suit
HAS_TRIPLE = tuple((v & 15).bit_count() >= 3 or (v >> 4).bit_count() >= 3 for v in range(256))
HELD2 = tuple((v & 15 != 0) | (v >> 4 != 0) << 1 for v in range(256))  # per byte: its two ranks held


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
PAIRS_BUILT = _per_nibble(2, False)  # bigtwo builds full houses in this order
TRIPLES_BUILT = _per_nibble(3, False)
PerByte = tuple[tuple[tuple[int, ...], ...], ...]


def _per_byte(size: int) -> PerByte:
    """Per byte ``k`` of a hand (ranks 2k, 2k + 1) and its value: the plays of ``size`` cards of
    one rank it holds, sorted (the order of bigtwo's lists)."""
    by_rank = _per_nibble(size, True)
    return tuple(
        tuple(by_rank[2 * k][v & 15] + (by_rank[2 * k + 1][v >> 4] if k < 6 else ()) for v in range(256))
        for k in range(7)
    )


SINGLES_B, PAIRS_B, TRIPLES_B = _per_byte(1), _per_byte(2), _per_byte(3)
SMALL_B = (SINGLES_B, SINGLES_B, PAIRS_B, TRIPLES_B)  # per size
GROUPS_B = tuple(
    tuple((GROUPS[2 * k][v & 15], GROUPS[2 * k + 1][v >> 4] if k < 6 else ()) for v in range(256)) for k in range(7)
)
"""Per byte of a hand and its value: the card bits of its two ranks (two tuples)."""
_KEY_OF_CODE = (52).__rrshift__  # code -> code >> 52, its key


def five_codes(hand: int) -> list[int]:
    """Every five-card play of ``hand`` as a code ``key << 52 | mask``, weakest first (equal
    keys in bigtwo's order: straights by run then `itertools.product`, full houses by triple then
    pair, fours by kicker)."""
    b0, b1, b2, b3, b4, b5, b6 = hand.to_bytes(7, "little")
    g = GROUPS_B
    groups = [*g[0][b0], *g[1][b1], *g[2][b2], *g[3][b3], *g[4][b4], *g[5][b5], *g[6][b6]]
    h = HELD2
    held = h[b0] | h[b1] << 2 | h[b2] << 4 | h[b3] << 6 | h[b4] << 8 | h[b5] << 10 | h[b6] << 12
    out: list[int] = []
    for pos in RUNS_OF[held]:
        top = RUN_TOP[pos]
        rest = list(map(sum, product(*[groups[r] for r in RUN_RANKS[pos] if r != top])))
        for t in groups[top]:  # a straight's key is its top card's: bigtwo's order within each key
            suit = SUIT_OF[t >> (top << 2)]
            one_suit = (RUN_SET[pos] << suit) ^ t  # the rest of the straight flush
            base = (STRAIGHT | pos << 2 | suit) << 52 | t
            out += [base | x for x in rest if x != one_suit]
    for s in range(4):
        of_suit = hand >> s & SUIT0
        if of_suit.bit_count() >= 5:
            bits = []
            while of_suit:
                low = of_suit & -of_suit
                bits.append(low)
                of_suit ^= low
            fives = list(map(sum, combinations(bits, 5)))  # rank sets
            flush = FLUSH | s << 52
            out += [(flush | rs) << 52 | rs << s for rs in fives if rs not in RUN_POS]
            out += [(STRAIGHT_FLUSH | RUN_POS[rs] << 2 | s) << 52 | rs << s for rs in fives if rs in RUN_POS]
    t3 = HAS_TRIPLE
    if t3[b0] or t3[b1] or t3[b2] or t3[b3] or t3[b4] or t3[b5] or t3[b6]:  # a full house or four
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
    rank_set = (mask | mask >> 1 | mask >> 2 | mask >> 3) & SUIT0
    ranks = rank_set.bit_count()
    if ranks == 2:
        low = (rank_set & -rank_set).bit_length() - 1  # 4 * the lower rank
        high = rank_set.bit_length() - 1
        a = (mask >> low & 15).bit_count()
        b, r = (a, low) if a > 2 else (5 - a, high)
        return (FULL_HOUSE if b == 3 else FOUR) | r >> 2
    if ranks != 5:
        return -1
    suit = next((s for s in range(4) if not mask & ~(SUIT0 << s)), -1)
    pos = RUN_POS.get(rank_set)
    if pos is None:
        return -1 if suit < 0 else FLUSH | suit << 52 | rank_set
    if suit >= 0:
        return STRAIGHT_FLUSH | pos << 2 | suit
    return STRAIGHT | pos << 2 | SUIT_OF[mask >> (RUN_TOP[pos] << 2) & 15]


def plays_of(size: int, hand: int) -> list[int]:
    """The plays of ``size`` cards of ``hand``, sorted: masks, or codes for five cards."""
    if size == 5:
        return five_codes(hand)
    t = SMALL_B[size]
    b0, b1, b2, b3, b4, b5, b6 = hand.to_bytes(7, "little")
    return [*t[0][b0], *t[1][b1], *t[2][b2], *t[3][b3], *t[4][b4], *t[5][b5], *t[6][b6]]


def deal_tables() -> Tables:
    """A deal's tables, empty: each list is made from the seat's hand the first time it is
    needed, then filtered as the hand loses cards."""
    return [[] for _ in range(32)], [-1] * 32


def _plays(tables: Tables, seat: int, size: int, hand: int) -> list[int]:
    """The seat's plays of ``size`` cards (codes for five) in ``hand``, made or filtered if need be."""
    lists, held = tables
    k = seat << 3 | size
    plays = lists[k]
    if held[k] != hand:
        was = held[k]
        plays = lists[k] = plays_of(size, hand) if was < 0 else [x for x in plays if not x & (was & ~hand)]
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
    return (h0, h1, h2, h3, first, 0, 0, first, every & -every), deal_tables()


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
    lists, held = deal_tables()
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
        if size == 1:  # follow a single: a higher card of the hand, or pass
            above = hand & -limit
            count = above.bit_count()
            i = randrange(count + 1)
            if i == count:
                seat = (seat + 1) & 3
                if seat == owner:
                    size = 0
                continue
            while i:
                above &= above - 1
                i -= 1
            x = above & -above
        elif size:  # follow: a play of the same size above the threshold, or pass
            k = seat << 3 | size
            plays = lists[k]
            if held[k] != hand:
                was = held[k]
                plays = lists[k] = plays_of(size, hand) if was < 0 else [x for x in plays if not x & (was & ~hand)]
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
                    was = held[k]
                    lists[k] = plays_of(k & 7, hand) if was < 0 else [x for x in lists[k] if not x & (was & ~hand)]
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
