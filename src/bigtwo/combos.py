"""Plays: classify cards into a `Combo`, compare two plays, and list every play of a hand.

All of it is pure functions over ``(cards, rules)`` that read the tables a `RuleSet` compiled
when it was built; no plugin is consulted here.

>>> import bigtwo
>>> rules = bigtwo.ruleset()
>>> bigtwo.classify(bigtwo.cards("AD 2C 3H 4S 5D"), rules).category
<Category.STRAIGHT: 'straight'>
>>> bigtwo.beats(bigtwo.cards("9S 9D"), bigtwo.cards("9H 9C"), rules)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations
from operator import attrgetter
from typing import Any

from attrs import field, frozen

from .cards import DECK, Card, cards, cards_from_mask
from .errors import IllegalPlay, Incomparable, InvalidCards, Reason, ReasonCode, RulesError
from .model import FIVE_CARD_CATEGORIES, Category, RoyalRule, Run
from .rules import RANK_HIST, RuleSet

__all__ = ["Combo", "PlayLike", "beats", "classify", "compare", "plays"]


@frozen
class Combo:
    """A legal play under a rule set: its category, its cards, and its strength key.

    ``key`` only means something next to another combo's key under the same rules; use
    `compare` or `beats` rather than comparing keys.
    """

    category: Category
    """What kind of play it is."""
    key: int = field(repr=False)
    """Strength within the play's size (greater is stronger)."""
    mask: int = field(repr=False)
    """The cards as a 52-bit mask (bit ``card.index``)."""
    rules: RuleSet = field(eq=False, repr=False)
    """The rule set that classified it."""

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of the play, lowest rank first."""
        return cards_from_mask(self.mask)

    @property
    def size(self) -> int:
        """How many cards the play has."""
        return self.mask.bit_count()

    @property
    def run(self) -> Run | None:
        """For a straight or straight flush, the run of the rule set's table it follows."""
        if self.category is not Category.STRAIGHT and self.category is not Category.STRAIGHT_FLUSH:
            return None
        ranks = {c.rank for c in self.cards}
        royal = self.rules.component("royal", RoyalRule).runs
        return next(run for run in (*self.rules.straight_table.runs, *royal) if set(run.ranks) == ranks)

    def __str__(self) -> str:
        cards = self.rules.sort(self.cards)
        run = self.run
        if run is not None:  # print in the run's order: A-2-3-4-5, 2-3-4-5-6
            cards = tuple(sorted(cards, key=lambda c: run.ranks.index(c.rank)))
        return " ".join(str(c) for c in cards)

    def __repr__(self) -> str:
        return f"Combo(Category.{self.category.name}, {str(self)!r})"


_new = object.__new__
_set_category = Combo.__dict__["category"].__set__
_set_key = Combo.__dict__["key"].__set__
_set_mask = Combo.__dict__["mask"].__set__
_set_rules = Combo.__dict__["rules"].__set__


def _combo(category: Category, key: int, mask: int, rules: RuleSet) -> Combo:
    # The same object Combo(...) builds, without the frozen class's per-field setattr detour:
    # plays() makes tens of these per hand.
    combo: Combo = _new(Combo)
    _set_category(combo, category)
    _set_key(combo, key)
    _set_mask(combo, mask)
    _set_rules(combo, rules)
    return combo


PlayLike = Combo | str | Iterable[Card]
"""What the play functions accept: a `Combo`, card text, or a sequence of cards."""

_SINGLE, _PAIR, _TRIPLE = Category.SINGLE, Category.PAIR, Category.TRIPLE
_FIVE = FIVE_CARD_CATEGORIES
_SUIT_OF_NIBBLE = {1: 0, 2: 1, 4: 2, 8: 3}
_NO_CARDS = Reason(ReasonCode.NO_CARDS, en="No cards selected", es="No has elegido ninguna carta")


def _not_a_play(n: int, why: str) -> Reason:
    return Reason(
        ReasonCode.NOT_A_COMBINATION,
        en="These cards are not a play",
        es="Estas cartas no forman jugada",
        detail=(("size", str(n)), ("why", why)),
    )


_NOT_A_PLAY = {
    2: _not_a_play(2, "a pair needs two cards of the same rank"),
    3: _not_a_play(3, "a triple needs three cards of the same rank"),
    4: _not_a_play(4, "plays have 1, 2, 3 or 5 cards"),
    5: _not_a_play(5, "not a straight, flush, full house, four of a kind or straight flush"),
}


def _check_rules(rules: object) -> RuleSet:
    if not isinstance(rules, RuleSet):
        raise RulesError(f"expected a RuleSet (see bigtwo.ruleset), not {rules!r}")
    return rules


_RANK_BITS = tuple(tuple(1 << (4 * (i >> 4) + s) for s in range(4) if i & 15 & (1 << s)) for i in range(13 * 16))
"""Per ``rank << 4 | nibble``: the card bits of that rank whose suits are set in the nibble."""


def small_plays(rules: RuleSet) -> dict[int, Combo]:
    """Every single, pair and triple of the deck under ``rules``, by mask (built with the rules)."""
    ck = rules.tables.card_key
    out: dict[int, Combo] = {}
    for r in range(13):
        group = range(4 * r, 4 * r + 4)
        for i in group:
            out[1 << i] = _combo(_SINGLE, ck[i], 1 << i, rules)
        for i, j in combinations(group, 2):
            out[(1 << i) | (1 << j)] = _combo(_PAIR, max(ck[i], ck[j]), (1 << i) | (1 << j), rules)
        for i, j, k in combinations(group, 3):
            out[(1 << i) | (1 << j) | (1 << k)] = _combo(_TRIPLE, r, (1 << i) | (1 << j) | (1 << k), rules)
    return out


def plays_by_nibble(rules: RuleSet, small: dict[int, Combo]) -> list[tuple[tuple[Combo, ...], ...]]:
    """Per ``rank << 4 | nibble``: the singles, pairs and triples those cards make, weakest first."""
    out = []
    for i in range(13 * 16):
        bits = _RANK_BITS[i]
        by_size = tuple(tuple(sorted((small[sum(p)] for p in combinations(bits, n)), key=_KEY)) for n in (1, 2, 3))
        out.append(by_size)
    return out


def _classify_five(a: int, b: int, c: int, d: int, e: int, rules: RuleSet) -> Combo:
    m = (1 << a) | (1 << b) | (1 << c) | (1 << d) | (1 << e)
    if m.bit_count() != 5:
        raise _duplicate([a, b, c, d, e])
    entry = rules.tables.five.get(RANK_HIST[a] + RANK_HIST[b] + RANK_HIST[c] + RANK_HIST[d] + RANK_HIST[e])
    if entry is None:
        raise IllegalPlay(_NOT_A_PLAY[5])
    if type(entry) is int:
        key = entry
    else:
        top, straight_keys, flush_keys, forbidden = entry  # type: ignore[misc]
        if ((a ^ b) | (a ^ c) | (a ^ d) | (a ^ e)) & 3 == 0:
            key = flush_keys[a & 3]
        elif straight_keys is not None:
            key = straight_keys[_SUIT_OF_NIBBLE[(m >> (top << 2)) & 15]]
        else:
            raise IllegalPlay(forbidden or _NOT_A_PLAY[5])
    return _combo(_FIVE[key >> 24], key, m, rules)


def _classify_indices(idx: list[int], rules: RuleSet) -> Combo:
    n = len(idx)
    if n == 5:
        a, b, c, d, e = idx
        return _classify_five(a, b, c, d, e, rules)
    mask = 0
    for i in idx:
        bit = 1 << i
        if mask & bit:
            raise _duplicate(idx)
        mask |= bit
    combo = rules.tables.small.get(mask)
    if combo is not None:
        return combo  # type: ignore[no-any-return]
    if n == 0:
        raise IllegalPlay(_NO_CARDS)
    raise IllegalPlay(_NOT_A_PLAY.get(n) or _not_a_play(n, "plays have 1, 2, 3 or 5 cards"))


def _duplicate(idx: list[int]) -> InvalidCards:
    seen: set[int] = set()
    for i in idx:
        if i in seen:
            return InvalidCards(f"duplicate card {DECK[i]}")
        seen.add(i)
    return InvalidCards("duplicate card")  # pragma: no cover - callers only come here on a duplicate


def _indices(play: str | Iterable[Card | str]) -> list[int]:
    """Card indices of card text or of a sequence of cards (or card texts); refuses duplicates."""
    if not isinstance(play, str):
        try:
            play = list(play)
        except TypeError:
            raise InvalidCards(f"expected card text or a sequence of cards, not {play!r}") from None
        if all(type(c) is Card for c in play):
            return [c.index for c in play if isinstance(c, Card)]
        for item in play:
            if not isinstance(item, Card | str):
                raise InvalidCards(f"expected cards, got {item!r}")
    return [c.index for c in cards(play)]


def classify(play: PlayLike, rules: RuleSet) -> Combo:
    """The `Combo` the cards form under ``rules``; raise `IllegalPlay` if they form none.

    The order of the cards never matters. The exception carries a `Reason`: cards that are no
    play at all give ``not-a-combination``; a run the rule set forbids (``straights=no-twos``)
    gives ``table-rule``. Duplicated cards raise `InvalidCards`.

    >>> import bigtwo
    >>> bigtwo.classify("3D 3S", bigtwo.ruleset())
    Combo(Category.PAIR, '3♦ 3♠')
    >>> bigtwo.classify("AD 2C 3H 4S 5D", bigtwo.ruleset(straights="no-twos"))
    Traceback (most recent call last):
    ...
    bigtwo.errors.IllegalPlay: Table rule: no 2s in straights
    """
    if type(rules) is not RuleSet:
        _check_rules(rules)
    kind = type(play)
    if kind is tuple or kind is list:
        seq: Any = play
        if len(seq) == 5:
            try:
                a, b, c, d, e = seq
                return _classify_five(a.index, b.index, c.index, d.index, e.index, rules)
            except (AttributeError, TypeError):
                pass  # not cards: the general path below says what is wrong
    if isinstance(play, Combo):
        if play.rules is rules:
            return play
        return _classify_indices([c.index for c in play.cards], rules)
    return _classify_indices(_indices(play), rules)


def comparison(a: Combo, b: Combo, rules: RuleSet) -> int | None:
    """The sign of `compare` for two combos of ``rules``, or ``None`` when the two can never be
    played on each other (no validation: the engine's fast path)."""
    t = rules.tables
    if t.bombs:
        a_bomb, b_bomb = a.category in t.bombs, b.category in t.bombs
        if a_bomb or b_bomb:  # a bomb beats any play that is not a bomb; bombs compare as five-card plays
            return (a.key > b.key) - (a.key < b.key) if a_bomb and b_bomb else (1 if a_bomb else -1)
    if a.mask.bit_count() != b.mask.bit_count():
        return None
    if a.category is not b.category and not t.categories_cross and a.mask.bit_count() == 5:
        return None
    return (a.key > b.key) - (a.key < b.key)


def compare(a: PlayLike, b: PlayLike, rules: RuleSet) -> int:
    """Compare two plays: positive when ``a`` ranks higher, negative when lower, 0 when equal.

    Raise `Incomparable` for plays that can never be played on each other (different sizes,
    unless a bomb is involved; different five-card categories where bombs are on).
    Two different plays compare equal only when they share the card that decides them, so they
    can never meet in one deal (for example two full houses on the same three-of-a-kind rank).
    """
    rules = _check_rules(rules)
    ca, cb = classify(a, rules), classify(b, rules)
    result = comparison(ca, cb, rules)
    if result is None:
        raise Incomparable(
            f"{_describe(ca)} and {_describe(cb)} cannot be played on each other under these rules "
            f"(bombs={rules.option('bombs')})"
            if ca.size == cb.size
            else f"{_describe(ca)} and {_describe(cb)} cannot be compared: "
            f"plays of different sizes ({ca.size} and {cb.size} cards) never beat each other"
        )
    return result


def _describe(combo: Combo) -> str:
    return f"a {combo.category.value.replace('-', ' ')} ({combo})"


def beats(play: PlayLike, table: PlayLike, rules: RuleSet) -> bool:
    """Whether ``play`` may be played on ``table``: it is stronger and the two can meet.

    Plays that can never meet (different sizes without a bomb) simply do not beat each other.
    """
    rules = _check_rules(rules)
    result = comparison(classify(play, rules), classify(table, rules), rules)
    return result is not None and result > 0


def _mask_of(hand: str | Iterable[Card]) -> int:
    if type(hand) is tuple or type(hand) is list:
        try:
            mask = 0
            for card in hand:
                mask |= 1 << card.index
            if mask.bit_count() == len(hand):
                return mask
        except (AttributeError, TypeError):
            pass  # not cards: the general path below says what is wrong
    mask = 0
    for i in _indices(hand):
        bit = 1 << i
        if mask & bit:
            raise InvalidCards(f"duplicate card {DECK[i]}")
        mask |= bit
    return mask


def plays(hand: str | Iterable[Card], rules: RuleSet, table: PlayLike | None = None) -> tuple[Combo, ...]:
    """Every play that can be formed from ``hand``; with ``table``, only those that beat it.

    Built by construction (rank groups, runs, suits), not by testing subsets. The result is
    ordered by size, then from the weakest to the strongest play, and does not depend on the
    order of the cards in ``hand``.

    >>> import bigtwo
    >>> rules = bigtwo.ruleset()
    >>> [str(p) for p in bigtwo.plays("3D 3S 4H", rules)]
    ['3♦', '3♠', '4♥', '3♦ 3♠']
    >>> [str(p) for p in bigtwo.plays("3D 3S 4H", rules, table="3C 3H")]
    ['3♦ 3♠']
    """
    rules = _check_rules(rules)
    mask = _mask_of(hand)
    target = None if table is None else classify(table, rules)
    return tuple(plays_of_mask(mask, rules, target))


def plays_of_mask(mask: int, rules: RuleSet, target: Combo | None) -> list[Combo]:
    """`plays` for a hand given as a card mask and a classified table play (no validation)."""
    t = rules.tables
    if target is not None and target.size < 5 and not t.bombs:
        # Following a single, pair or triple: only that size, and only from the table's rank up
        # (a single's or pair's key is rank * 4 + suit position, a triple's is its rank).
        index = target.size - 1
        floor = target.key
        by_nibble = t.by_nibble
        found = []
        for r in range(floor >> 2 if index < 2 else floor, 13):
            nib = (mask >> (r << 2)) & 15
            if nib:
                found += [c for c in by_nibble[r << 4 | nib][index] if c.key > floor]
        return found
    if target is None or t.bombs:
        sizes: tuple[int, ...] = (1, 2, 3, 5)
    else:
        sizes = (target.size,)

    by_nibble = t.by_nibble
    nibbles = [(mask >> (r << 2)) & 15 for r in range(13)]  # which suits of each rank the hand holds
    small: tuple[list[Combo], list[Combo], list[Combo]] = ([], [], [])
    singles, pairs, triples = small
    for r, nib in enumerate(nibbles):  # singles, pairs, triples: looked up per rank, weakest first
        if nib:
            made = by_nibble[r << 4 | nib]
            singles += made[0]
            if nib & (nib - 1):  # two suits or more
                pairs += made[1]
                triples += made[2]
    out: list[Combo] = []
    for size in sizes:
        if size < 5:
            out += small[size - 1]
        else:
            groups = [_RANK_BITS[r << 4 | nib] for r, nib in enumerate(nibbles)]
            multi = [(r, g) for r, g in enumerate(groups) if len(g) > 1]
            fives: list[Combo] = []
            _five_card_plays(mask, groups, multi, rules, fives.append)
            fives.sort(key=_KEY)
            out += fives

    if target is not None:
        if t.bombs or (target.size == 5 and not t.categories_cross):
            out = [p for p in out if (comparison(p, target, rules) or 0) > 0]
        else:
            floor = target.key
            out = [p for p in out if p.key > floor]
    return out


_KEY = attrgetter("key")


_SUIT_MASKS = tuple(sum(1 << (4 * r + s) for r in range(13)) for s in range(4))


def _five_card_plays(
    mask: int,
    groups: list[tuple[int, ...]],
    multi: list[tuple[int, tuple[int, ...]]],
    rules: RuleSet,
    append: Callable[[Combo], None],
) -> None:
    t = rules.tables
    five = _FIVE
    suit_masks = _SUIT_MASKS
    nibble = _SUIT_OF_NIBBLE
    present = 0
    for r, g in enumerate(groups):
        if g:
            present |= 1 << r
    # Straights that are not flushes: one card of each rank of every run in the table.
    straight = five[0]
    for ranks, run_mask, top, keys in t.runs:
        if present & run_mask != run_mask:
            continue
        picks = [0]
        for r in ranks:
            picks = [p | b for p in picks for b in groups[r]]
        shift = top << 2
        for p in picks:
            suit = nibble[(p >> shift) & 15]
            if p & suit_masks[suit] != p:  # one suit: a straight flush, made by the suit loop
                append(_combo(straight, keys[suit], p, rules))
    # Flushes and straight flushes: five cards of one suit.
    by_rank_mask = t.by_rank_mask
    for suit in range(4):
        of_suit = mask & suit_masks[suit]
        if of_suit.bit_count() >= 5:
            bits = []
            while of_suit:
                low = of_suit & -of_suit
                bits.append(low)
                of_suit ^= low
            for pick in combinations(bits, 5):
                p = sum(pick)
                key = by_rank_mask[p >> suit][2][suit]
                append(_combo(five[key >> 24], key, p, rules))
    # Full houses and four of a kind.
    for r, g in multi:
        n = len(g)
        if n >= 3:
            key = t.full_house[r]
            pair_masks = [sum(p) for other, h in multi if other != r for p in combinations(h, 2)]
            for triple in combinations(g, 3):
                tm = sum(triple)
                for pm in pair_masks:
                    append(_combo(five[key >> 24], key, tm | pm, rules))
        if n == 4:
            key = t.quads[r]
            qm = sum(g)
            for kicker in (b for other, h in enumerate(groups) if other != r for b in h):
                append(_combo(five[key >> 24], key, qm | kicker, rules))
