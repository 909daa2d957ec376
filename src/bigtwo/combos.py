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

from collections.abc import Iterable
from itertools import combinations, product

from attrs import field, frozen

from .cards import DECK, Card, cards, cards_from_mask
from .errors import Incomparable, InvalidCards, Reason, ReasonCode, RulesError
from .model import FIVE_CARD_CATEGORIES, Category
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

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.rules.sort(self.cards))

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


def _illegal(reason: Reason) -> Exception:
    from .errors import IllegalPlay

    return IllegalPlay(reason)


def _classify_mask(mask: int, rules: RuleSet) -> Combo:
    """Classify the cards of a mask (no duplicates possible)."""
    idx = [(low := mask & -mask).bit_length() - 1 for _ in range(mask.bit_count()) if (mask := mask ^ low) >= 0]
    return _classify_indices(idx, rules)


def _classify_indices(idx: list[int], rules: RuleSet) -> Combo:
    n = len(idx)
    t = rules.tables
    if n == 5:
        a, b, c, d, e = idx
        m = (1 << a) | (1 << b) | (1 << c) | (1 << d) | (1 << e)
        if m.bit_count() != 5:
            raise _duplicate(idx)
        h = RANK_HIST[a] + RANK_HIST[b] + RANK_HIST[c] + RANK_HIST[d] + RANK_HIST[e]
        key = t.fixed.get(h)
        if key is None:
            entry = t.distinct.get(h)
            if entry is None:
                raise _illegal(_NOT_A_PLAY[5])
            top, straight_keys, flush_keys, forbidden = entry
            if ((a ^ b) | (a ^ c) | (a ^ d) | (a ^ e)) & 3 == 0:
                key = flush_keys[a & 3]
            elif straight_keys is not None:
                key = straight_keys[_SUIT_OF_NIBBLE[(m >> (top << 2)) & 15]]
            else:
                raise _illegal(forbidden or _NOT_A_PLAY[5])
        return _combo(_FIVE[key >> 24], key, m, rules)
    if n == 1:
        (a,) = idx
        return _combo(_SINGLE, t.card_key[a], 1 << a, rules)
    if n == 2:
        a, b = idx
        if a == b:
            raise _duplicate(idx)
        if a >> 2 != b >> 2:
            raise _illegal(_NOT_A_PLAY[2])
        ck = t.card_key
        return _combo(_PAIR, max(ck[a], ck[b]), (1 << a) | (1 << b), rules)
    if n == 3:
        a, b, c = idx
        m = (1 << a) | (1 << b) | (1 << c)
        if m.bit_count() != 3:
            raise _duplicate(idx)
        if not a >> 2 == b >> 2 == c >> 2:
            raise _illegal(_NOT_A_PLAY[3])
        return _combo(_TRIPLE, a >> 2, m, rules)
    if n == 0:
        raise _illegal(_NO_CARDS)
    if len(set(idx)) != n:
        raise _duplicate(idx)
    raise _illegal(_not_a_play(n, "plays have 1, 2, 3 or 5 cards"))


def _duplicate(idx: list[int]) -> InvalidCards:
    seen: set[int] = set()
    for i in idx:
        if i in seen:
            return InvalidCards(f"duplicate card {DECK[i]}")
        seen.add(i)
    return InvalidCards("duplicate card")  # pragma: no cover - callers only come here on a duplicate


def _indices(play: str | Iterable[Card]) -> list[int]:
    if isinstance(play, str):
        return [c.index for c in cards(play)]
    try:
        return [c.index for c in play]
    except AttributeError:
        bad = next(c for c in play if not isinstance(c, Card))
        raise InvalidCards(f"expected cards, got {bad!r}") from None
    except TypeError:
        raise InvalidCards(f"expected card text or a sequence of cards, not {play!r}") from None


def classify(play: PlayLike, rules: RuleSet) -> Combo:
    """The `Combo` the cards form under ``rules``; raise `IllegalPlay` if they form none.

    The order of the cards never matters. The exception carries a `Reason`: cards that are no
    play at all give ``not-a-combination``; a run the rule set forbids (``straights=no-twos``)
    gives ``table-rule``.

    >>> import bigtwo
    >>> bigtwo.classify("3D 3S", bigtwo.ruleset())
    Combo(Category.PAIR, '3♦ 3♠')
    >>> bigtwo.classify("AD 2C 3H 4S 5D", bigtwo.ruleset(straights="no-twos"))
    Traceback (most recent call last):
    ...
    bigtwo.errors.IllegalPlay: Table rule: no 2s in straights
    """
    if isinstance(play, Combo):
        if play.rules is rules:
            return play
        return _classify_mask(play.mask, _check_rules(rules))
    if type(rules) is not RuleSet:
        _check_rules(rules)
    return _classify_indices(_indices(play), rules)


def _comparison(a: Combo, b: Combo, rules: RuleSet) -> int | None:
    """Sign of a against b, or None when the two can never be played on each other."""
    t = rules.tables
    if t.bombs:
        a_bomb, b_bomb = a.category in t.bombs, b.category in t.bombs
        if a_bomb != b_bomb:
            return 1 if a_bomb else -1
        if not a_bomb and not t.categories_cross and a.category is not b.category:
            return None
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
    result = _comparison(ca, cb, rules)
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
    result = _comparison(classify(play, rules), classify(table, rules), rules)
    return result is not None and result > 0


def _mask_of(hand: str | Iterable[Card]) -> int:
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
    t = rules.tables
    target = None if table is None else classify(table, rules)
    if target is None or t.bombs:
        sizes: tuple[int, ...] = (1, 2, 3, 5)
    else:
        sizes = (target.size,)

    groups: list[list[int]] = [[] for _ in range(13)]
    m = mask
    while m:
        low = m & -m
        i = low.bit_length() - 1
        groups[i >> 2].append(i)
        m ^= low

    out: list[Combo] = []
    add = out.append
    if 1 in sizes:
        ck = t.card_key
        for g in groups:
            for i in g:
                add(_combo(_SINGLE, ck[i], 1 << i, rules))
    if 2 in sizes:
        ck = t.card_key
        for g in groups:
            if len(g) > 1:
                for i, j in combinations(g, 2):
                    add(_combo(_PAIR, max(ck[i], ck[j]), (1 << i) | (1 << j), rules))
    if 3 in sizes:
        for r, g in enumerate(groups):
            if len(g) > 2:
                for i, j, k in combinations(g, 3):
                    add(_combo(_TRIPLE, r, (1 << i) | (1 << j) | (1 << k), rules))
    if 5 in sizes:
        _five_card_plays(groups, rules, add)

    if target is not None:
        out = [p for p in out if (_comparison(p, target, rules) or 0) > 0]
    out.sort(key=_order)
    return tuple(out)


def _order(combo: Combo) -> tuple[int, int, int]:
    return (combo.mask.bit_count(), combo.key, combo.mask)


def _five_card_plays(groups: list[list[int]], rules: RuleSet, add: object) -> None:
    t = rules.tables
    append = add  # type: ignore[assignment]
    five = _FIVE
    # Straights that are not flushes: one card of each rank of every run in the table.
    for ranks, top_at, keys in t.runs:
        chosen = [groups[r] for r in ranks]
        if not all(chosen):
            continue
        for pick in product(*chosen):
            a = pick[0] & 3
            if all(p & 3 == a for p in pick):
                continue  # a straight flush: made by the suit loop below
            key = keys[pick[top_at] & 3]
            append(_combo(five[0], key, sum(1 << p for p in pick), rules))  # type: ignore[operator]
    # Flushes and straight flushes: five cards of one suit.
    by_suit: list[list[int]] = [[], [], [], []]
    for g in groups:
        for i in g:
            by_suit[i & 3].append(i)
    distinct = t.distinct
    for suit, cards_of_suit in enumerate(by_suit):
        if len(cards_of_suit) >= 5:
            for pick in combinations(cards_of_suit, 5):
                key = distinct[sum(RANK_HIST[p] for p in pick)][2][suit]
                append(_combo(five[key >> 24], key, sum(1 << p for p in pick), rules))  # type: ignore[operator]
    # Full houses and four of a kind.
    fixed = t.fixed
    for r, g in enumerate(groups):
        n = len(g)
        if n >= 3:
            for other, h in enumerate(groups):
                if other != r and len(h) >= 2:
                    key = fixed[3 * (1 << 3 * r) + 2 * (1 << 3 * other)]
                    for triple in combinations(g, 3):
                        tm = sum(1 << p for p in triple)
                        for i, j in combinations(h, 2):
                            append(_combo(five[key >> 24], key, tm | (1 << i) | (1 << j), rules))  # type: ignore[operator]
        if n == 4:
            key = fixed[4 * (1 << 3 * r) + (1 << 3 * ((r + 1) % 13))]
            qm = sum(1 << p for p in g)
            for other, h in enumerate(groups):
                if other != r:
                    for k in h:
                        append(_combo(five[key >> 24], key, qm | (1 << k), rules))  # type: ignore[operator]
