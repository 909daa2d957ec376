"""Plays: classify cards into a `Combo` and compare two plays.

Pure functions over ``(cards, rules)`` that read the tables a `RuleSet` compiled when it was
built; no plugin is consulted here. Every play of a rule set is known once its tables are: the
singles, pairs and triples (`small_plays`) and the five-card plays (`five_plays`, about 20,000
of the 2,598,960 five-card sets) are built from them on first use, so classifying cards is one
lookup by their mask. (Listing every play of a hand is `bigtwo._plays.enumeration`.)

>>> import bigtwo
>>> rules = bigtwo.ruleset()
>>> bigtwo.classify(bigtwo.cards("AD 2C 3H 4S 5D"), rules).category
<Category.STRAIGHT: 'straight'>
>>> bigtwo.beats(bigtwo.cards("9S 9D"), bigtwo.cards("9H 9C"), rules)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import combinations, product, repeat
from operator import attrgetter
from types import MappingProxyType
from typing import Any, NamedTuple, cast

from attrs import field, frozen

from .._rules.compile import FIVE_SHIFT
from .._rules.ruleset import RuleSet
from .._spec.components import FIVE_CARD_CATEGORIES, Category, RoyalRule, Run
from .._values.cards import DECK, Card, Rank, cards, cards_from_mask
from .._values.errors import (
    IllegalPlay,
    InvalidCards,
    InvalidSave,
    Reason,
    ReasonCode,
    RulesError,
    shown,
)
from .._values.fast import final_value, per_ruleset, trusted_constructor
from .._values.forms import as_object, cards_text, get_field, only_keys, place, read_mask
from .._values.texts import Text

__all__ = [
    "RANK_BITS",
    "RANK_CARDS",
    "Combo",
    "FivePlays",
    "PlayLike",
    "SmallPlays",
    "check_rules",
    "classify",
    "combo_of_mask",
    "describe_combo",
    "five_card_table",
    "five_plays",
    "indices",
    "make_combo",
    "small_plays",
]


@final_value
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

    def to_json(self) -> dict[str, Any]:
        """The play as JSON data: its cards and its category.

        The rules are not written: `from_json` classifies the cards again under the rules it is
        given, so a combination read back is always one of those rules.

        Returns:
            ``{"cards": "9♦ 9♠", "category": "pair"}`` (cards in `Card.index` order).

        >>> import bigtwo
        >>> bigtwo.classify("9S 9D", bigtwo.ruleset()).to_json()
        {'cards': '9♦ 9♠', 'category': 'pair'}
        """
        return {"cards": cards_text(self.mask), "category": self.category.value}

    @classmethod
    def from_json(cls, doc: Mapping[str, Any], rules: RuleSet) -> Combo:
        """Read a play written by `to_json`, classified again under ``rules``.

        Args:
            doc: The dict `to_json` made.
            rules: The rules to classify the cards under.

        Returns:
            The combination, as `bigtwo.classify` gives it.

        Raises:
            InvalidSave: ``doc`` is not a play's form, its cards are no play under ``rules``,
                or its ``category`` is not theirs.
            RulesError: ``rules`` is not a `RuleSet`.
        """
        what = place("combo")
        doc = as_object(doc, what)
        only_keys(doc, {"cards", "category"}, what)
        mask = read_mask(get_field(doc, "cards", str, what), place("field", what, name="cards"))
        category = get_field(doc, "category", str, what)
        try:
            combo = classify(cards_from_mask(mask), rules)
        except IllegalPlay as exc:
            raise InvalidSave("json-not-a-play", where=what, cause=exc) from exc
        if combo.category.value != category:
            raise InvalidSave("json-wrong-category", where=what, category=shown(category), found=combo.category.value)
        return combo


make_combo = trusted_constructor(Combo)
"""``make_combo(category, key, mask, rules)``: a `Combo` from values the engine has checked
(plays() makes tens of these per hand; see `bigtwo._values.fast`)."""


PlayLike = Combo | str | Iterable[Card]
"""What the play functions accept: a `Combo`, card text, or a sequence of cards."""

_SINGLE, _PAIR, _TRIPLE = Category.SINGLE, Category.PAIR, Category.TRIPLE
_FIVE = FIVE_CARD_CATEGORIES
_NO_CARDS = Reason(ReasonCode.NO_CARDS, Text("reason.no-cards"))


def _not_a_play(n: int, why: str) -> Reason:
    return Reason(ReasonCode.NOT_A_COMBINATION, Text("reason.not-a-combination"), detail=(("size", n), ("why", why)))


def _four_cards(why: str, key: str) -> Reason:
    return Reason(ReasonCode.NOT_A_COMBINATION, Text(key), detail=(("size", 4), ("why", why)))


_FOUR_ALONE = _four_cards("four-of-a-kind-needs-a-fifth-card", "reason.four-alone")
_TWO_PAIRS = _four_cards("two-pairs-are-no-play", "reason.two-pairs")


def _not_four(mask: int) -> Reason:
    """Why four cards are no play: four of a kind alone and two pairs have reasons of their own
    (the beginners' mistakes the web game's rules page names)."""
    held = [mask >> (4 * r) & 15 for r in range(13)]
    counts = sorted(nib.bit_count() for nib in held if nib)
    if counts == [4]:
        return _FOUR_ALONE
    if counts == [2, 2]:
        return _TWO_PAIRS
    return _NOT_A_PLAY[4]


_NOT_A_PLAY = {
    2: _not_a_play(2, "pair-needs-one-rank"),
    3: _not_a_play(3, "triple-needs-one-rank"),
    4: _not_a_play(4, "no-play-of-this-size"),
    5: _not_a_play(5, "no-five-card-category"),
}
_NOT_FIVE = _NOT_A_PLAY[5]


def check_rules(rules: object) -> RuleSet:
    """``rules`` if it is a `RuleSet`; `RulesError` otherwise."""
    if not isinstance(rules, RuleSet):
        raise RulesError("not-a-rule-set", value=shown(rules))
    return rules


RANK_BITS = tuple(tuple(1 << (4 * (i >> 4) + s) for s in range(4) if i & 15 & (1 << s)) for i in range(13 * 16))
"""Per ``rank << 4 | nibble``: the card bits of that rank whose suits are set in the nibble."""


class SmallPlays(NamedTuple):
    """Every single, pair and triple of the deck under one rule set, built once and only read."""

    by_mask: Mapping[int, Combo]
    """Mask -> Combo."""
    by_nibble: tuple[tuple[tuple[Combo, ...], ...], ...]
    """Per ``rank << 4 | suits held``: the singles, pairs and triples those cards make, each
    size weakest first."""


@per_ruleset
def small_plays(rules: RuleSet) -> SmallPlays:
    """Every single, pair and triple of the deck under ``rules`` (built once per rule set)."""
    by_mask = _small_by_mask(rules)
    return SmallPlays(MappingProxyType(by_mask), _by_nibble(by_mask))


def _small_by_mask(rules: RuleSet) -> dict[int, Combo]:
    ck = rules.tables.card_key
    out: dict[int, Combo] = {}
    for r in range(13):
        group = range(4 * r, 4 * r + 4)
        for i in group:
            out[1 << i] = make_combo(_SINGLE, ck[i], 1 << i, rules)
        for i, j in combinations(group, 2):
            out[(1 << i) | (1 << j)] = make_combo(_PAIR, max(ck[i], ck[j]), (1 << i) | (1 << j), rules)
        for i, j, k in combinations(group, 3):
            out[(1 << i) | (1 << j) | (1 << k)] = make_combo(_TRIPLE, r, (1 << i) | (1 << j) | (1 << k), rules)
    return out


def _by_nibble(small: dict[int, Combo]) -> tuple[tuple[tuple[Combo, ...], ...], ...]:
    out = []
    for i in range(13 * 16):
        bits = RANK_BITS[i]
        by_size = tuple(tuple(sorted((small[sum(p)] for p in combinations(bits, n)), key=_KEY)) for n in (1, 2, 3))
        out.append(by_size)
    return tuple(out)


RANK_CARDS = tuple(tuple(1 << (4 * rank + suit) for suit in range(4)) for rank in range(13))
"""Per rank: the bits of its four cards, in suit order (diamonds, clubs, hearts, spades)."""


class FivePlays(NamedTuple):
    """Every five-card play under one rule set, by its cards, built on first use and only read."""

    by_mask: Mapping[int, Combo | Reason]
    """Card mask -> Combo for the straights, flushes, full houses, fours of a kind and straight
    flushes of the deck; -> the `Reason` a table rule gives for five cards that are no play
    under it (a run of `StraightTable.forbidden` not all of one suit). One dictionary, so that
    `classify` answers five cards with one lookup, refusals included. A plain dictionary, never
    changed: the hot paths read it (a read-only proxy costs a call per lookup)."""
    runs: tuple[tuple[int, tuple[int, ...]], ...]
    """The runs of the straight table, weakest first, each as its ranks' bits of one suit
    (``sum(1 << 4 * rank)``, the suit of card index 0) and its ranks."""


def five_plays(rules: RuleSet) -> FivePlays:
    """Every five-card play under ``rules``, made once per rule set from its compiled tables:
    reach it as ``rules._derived[five_plays]`` (see `bigtwo._values.fast.Derived`)."""
    t = rules.tables
    by_mask: dict[int, Combo | Reason] = {}

    def add(masks: list[int], key: int) -> None:
        made = map(make_combo, repeat(_FIVE[key >> FIVE_SHIFT]), repeat(key), masks, repeat(rules))
        by_mask.update(zip(masks, made, strict=False))  # map stops with masks

    for rank_mask, (top, straight_keys, flush_keys, reason) in t.by_rank_mask.items():
        for suit in range(4):  # five different ranks of one suit: a flush or a straight flush
            add([rank_mask << suit], flush_keys[suit])
        if straight_keys is None and reason is None:
            continue  # not a run of the table: no play in more than one suit
        ranks = [r for r in range(13) if rank_mask >> 4 * r & 1]
        top = top if top >= 0 else ranks[-1]  # a forbidden run has no top: any rank will do
        rest = [sum(bits) for bits in product(*(RANK_CARDS[r] for r in ranks if r != top))]
        for suit, top_card in enumerate(RANK_CARDS[top]):  # a straight's key is its top card's
            masks = [m for m in (top_card | other for other in rest) if m != rank_mask << suit]
            if straight_keys is not None:
                add(masks, straight_keys[suit])
            elif reason is not None:
                by_mask.update(dict.fromkeys(masks, reason))
    pairs = [[a | b for a, b in combinations(bits, 2)] for bits in RANK_CARDS]
    for rank, bits in enumerate(RANK_CARDS):  # a full house or four of a kind is keyed by its rank
        others = [r for r in range(13) if r != rank]
        triples = [sum(three) for three in combinations(bits, 3)]
        add([three | two for three in triples for r in others for two in pairs[r]], t.full_house[rank])
        add([sum(bits) | kicker for r in others for kicker in RANK_CARDS[r]], t.quads[rank])
    runs = tuple((sum(1 << 4 * r for r in ranks), ranks) for ranks, _, _, _ in t.runs)
    return FivePlays(by_mask, runs)


def five_card_table(rules: RuleSet) -> Mapping[int, Combo | Reason]:
    """``five_plays(rules).by_mask``, one subscript away: ``rules._derived[five_card_table]`` is
    what `classify` reads for five cards."""
    return rules._derived[five_plays].by_mask


def combo_of_mask(mask: int, rules: RuleSet) -> Combo | Reason:
    """The rule set's own `Combo` of the cards of ``mask`` (one lookup), or why they are no play.

    What the engine uses for every play, whatever `Combo` a play came with: a combination is
    always the rule set's, never one a caller made (or forged)."""
    n = mask.bit_count()
    if n == 5:
        return rules._derived[five_card_table].get(mask, _NOT_FIVE)
    combo = small_plays(rules).by_mask.get(mask)
    return combo if combo is not None else _no_play(mask)


def _no_play(mask: int) -> Reason:
    """Why the cards of ``mask`` (not 5 of them) are no play."""
    n = mask.bit_count()
    if n == 0:
        return _NO_CARDS
    if n == 4:
        return _not_four(mask)
    return _NOT_A_PLAY.get(n) or _not_a_play(n, "plays have 1, 2, 3 or 5 cards")


def _classify_indices(idx: list[int], rules: RuleSet) -> Combo:
    mask = 0
    for i in idx:
        bit = 1 << i
        if mask & bit:
            raise _duplicate(idx)
        mask |= bit
    n = len(idx)
    if n == 5:  # five different cards: the fast path of `classify`
        return classify(tuple(DECK[i] for i in idx), rules)
    combo = small_plays(rules).by_mask.get(mask)
    if combo is not None:
        return combo
    raise IllegalPlay(_no_play(mask))


def _duplicate(idx: list[int]) -> InvalidCards:
    seen: set[int] = set()
    for i in idx:
        if i in seen:
            return InvalidCards("duplicate-card", card=str(DECK[i]))
        seen.add(i)
    return InvalidCards("duplicate-card", card="?")  # pragma: no cover - callers only come here on a duplicate


def indices(play: str | Iterable[Card | str]) -> list[int]:
    """Card indices of card text or of a sequence of cards (or card texts); refuses duplicates."""
    if not isinstance(play, str):
        try:
            play = list(play)
        except TypeError:
            raise InvalidCards("play-not-cards", value=shown(play)) from None
        if all(type(c) is Card for c in play):
            return [c.index for c in play if isinstance(c, Card)]
        for item in play:
            if not isinstance(item, Card | str):
                raise InvalidCards("play-item-not-card", value=shown(item))
    return [c.index for c in cards(play)]


def classify(play: PlayLike, rules: RuleSet) -> Combo:
    """The `Combo` the cards form under ``rules``; raise `IllegalPlay` if they form none.

    Args:
        play: The cards: a `Combo`, card text such as ``"3D 3S"``, or a sequence of `Card`
            objects (or card texts). The order of the cards never matters.
        rules: The rule set that says which plays exist and how strong each is.

    Returns:
        The play the cards form: its category, its cards and its strength under ``rules``.

    Raises:
        IllegalPlay: The cards form no play. The exception carries a `Reason`: cards that are
            no play at all give ``not-a-combination`` (``no-cards`` for no cards); a run the
            rule set forbids (``straights=no-twos``) gives ``table-rule``.
        InvalidCards: A card cannot be read, or is given twice.
        RulesError: ``rules`` is not a `RuleSet`.

    >>> import bigtwo
    >>> bigtwo.classify("3D 3S", bigtwo.ruleset())
    Combo(Category.PAIR, '3♦ 3♠')
    >>> bigtwo.classify("AD 2C 3H 4S 5D", bigtwo.ruleset(straights="no-twos"))
    Traceback (most recent call last):
    ...
    bigtwo.errors.IllegalPlay: Table rule: no 2s in straights
    """
    if type(rules) is not RuleSet:
        check_rules(rules)
    seq: Any = play
    kind = type(seq)
    if (kind is tuple or kind is list) and len(seq) == 5:
        # The fast path: five cards are one lookup in the table of every five-card play.
        try:
            a, b, c, d, e = seq
            mask = a.bit | b.bit | c.bit | d.bit | e.bit
        except (AttributeError, TypeError):
            pass  # not cards: the general path below says what is wrong
        else:
            found = rules._derived[five_card_table].get(mask, _NOT_FIVE)
            if type(found) is Combo:
                return found
            if mask.bit_count() == 5:  # else a card twice: the general path below says which
                raise IllegalPlay(cast(Reason, found))
    if isinstance(play, Combo):  # the rule set's own combination of its cards, never the one given
        mask = play.mask
        if type(mask) is int and 0 < mask < 1 << 52:
            found = combo_of_mask(mask, rules)
            if type(found) is Combo:
                return found
            raise IllegalPlay(cast(Reason, found))
        return _classify_indices([c.index for c in play.cards], rules)
    return _classify_indices(indices(play), rules)


_KEY = attrgetter("key")


def describe_combo(combo: Combo) -> Text:
    """The play in words, lower case, as it sits inside a sentence: ``pareja de 9``.

    >>> import bigtwo
    >>> describe_combo(bigtwo.classify("9S 9D", bigtwo.ruleset())).render("es")
    'pareja de 9'
    """
    category = combo.category
    cards = combo.rules.sort(combo.cards)
    high = cards[-1]
    if category is Category.SINGLE:
        return Text("play.single", card=str(high))
    if category in (Category.PAIR, Category.TRIPLE, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND):
        counts: dict[int, int] = {}
        for c in cards:
            counts[c.rank] = counts.get(c.rank, 0) + 1
        main = max(counts, key=counts.__getitem__)
        return Text(f"play.{category.value}", rank=Text(f"rank.plural.{int(main)}"))
    if category is Category.FLUSH:
        return Text("play.flush", suit=high.suit.symbol, top=max(c.rank for c in cards).symbol)
    run = combo.run
    if run is not None and Rank.TWO in run.ranks:  # "to the 5" would mislead: name the cards
        return Text(f"play.{category.value}-run", run="-".join(r.symbol for r in run.ranks))
    top = run.ranks[-1] if run is not None else high.rank
    return Text(f"play.{category.value}", top=top.symbol)
