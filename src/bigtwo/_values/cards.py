"""Cards as values: `Rank`, `Suit`, `Card`, the 52-card deck, and the card-text parser.

A card has no order of its own: which of two cards is higher depends on the rule set (the suit
order is a variant option), so comparing cards always goes through a `RuleSet`.

Every card has an ``index`` from 0 to 51 (``rank * 4 + suit``) that the fast paths work with.

>>> cards("3D 10h, ♠A 2♣")
(Card(Rank.THREE, Suit.DIAMONDS), Card(Rank.TEN, Suit.HEARTS), Card(Rank.ACE, Suit.SPADES), Card(Rank.TWO, Suit.CLUBS))
>>> print(*cards("td js"))
10♦ J♠
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable

from attrs import Factory, field, frozen

from .checks import whole
from .errors import InvalidCards, shown
from .fast import final_value

__all__ = ["DECK", "Card", "Rank", "Suit", "card_mask", "cards", "cards_from_mask", "deck", "hand_masks", "union"]


class Rank(enum.IntEnum):
    """The thirteen ranks, numbered from the lowest (3) to the highest (2) of Big Two."""

    THREE = 0
    FOUR = 1
    FIVE = 2
    SIX = 3
    SEVEN = 4
    EIGHT = 5
    NINE = 6
    TEN = 7
    JACK = 8
    QUEEN = 9
    KING = 10
    ACE = 11
    TWO = 12

    @property
    def symbol(self) -> str:
        """How the rank is printed: ``3`` ... ``10``, ``J``, ``Q``, ``K``, ``A``, ``2``."""
        return _RANK_SYMBOLS[self]

    @classmethod
    def _missing_(cls, value: object) -> Rank:
        raise InvalidCards("bad-rank", value=shown(value))

    def __str__(self) -> str:
        """The rank as a card shows it: ``str(Rank.TEN)`` is ``'10'`` (its number is ``int(rank)``)."""
        return _RANK_SYMBOLS[self]

    def __format__(self, spec: str) -> str:
        """``f"{rank}"`` is `symbol`; a number format (``f"{rank:d}"``) formats its number."""
        return _RANK_SYMBOLS[self] if not spec else format(int(self), spec)


class Suit(enum.IntEnum):
    """The four suits. Their numbers only name them: the order of suits is a rule option."""

    DIAMONDS = 0
    CLUBS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def symbol(self) -> str:
        """The suit's symbol: ``♦``, ``♣``, ``♥`` or ``♠``."""
        return _SUIT_SYMBOLS[self]

    @property
    def letter(self) -> str:
        """The suit's letter: ``D``, ``C``, ``H`` or ``S``."""
        return "DCHS"[self]

    @classmethod
    def _missing_(cls, value: object) -> Suit:
        raise InvalidCards("bad-suit", value=shown(value))

    def __str__(self) -> str:
        """The suit's symbol: ``str(Suit.HEARTS)`` is ``'♥'`` (its number is ``int(suit)``)."""
        return _SUIT_SYMBOLS[self]

    def __format__(self, spec: str) -> str:
        """``f"{suit}"`` is `symbol`; a number format (``f"{suit:d}"``) formats its number."""
        return _SUIT_SYMBOLS[self] if not spec else format(int(self), spec)


_RANK_SYMBOLS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
_SUIT_SYMBOLS = ("♦", "♣", "♥", "♠")


def _index(card: Card) -> int:
    return int(card.rank) * 4 + int(card.suit)


def _bit(card: Card) -> int:
    return 1 << card.index


def _to_rank(value: object) -> Rank:
    if isinstance(value, Rank):
        return value
    if whole(value, 0, 12):
        return Rank(value)
    raise InvalidCards("bad-rank", value=shown(value))


def _to_suit(value: object) -> Suit:
    if isinstance(value, Suit):
        return value
    if whole(value, 0, 3):
        return Suit(value)
    raise InvalidCards("bad-suit", value=shown(value))


@final_value
@frozen
class Card:
    """One playing card. Build it from a rank and a suit, or parse it with `Card.parse`.

    >>> Card(Rank.TWO, Suit.SPADES)
    Card(Rank.TWO, Suit.SPADES)
    >>> str(Card.parse("2s")), Card.parse("2s").index
    ('2♠', 51)
    """

    rank: Rank = field(converter=_to_rank)
    """The card's rank."""
    suit: Suit = field(converter=_to_suit)
    """The card's suit."""
    index: int = field(init=False, eq=False, repr=False, default=Factory(_index, takes_self=True))
    """The card's number from 0 to 51: ``rank * 4 + suit``; the order of `DECK`."""
    bit: int = field(init=False, eq=False, repr=False, default=Factory(_bit, takes_self=True))
    """``1 << index``: the card in a 52-bit card mask (what classifying five cards reads)."""

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card such as ``3D``, ``10d``, ``TD``, ``3♦`` or ``♦3``.

        Args:
            text: A rank and a suit, in either order and any case: ranks ``3`` to ``10``, ``J``,
                ``Q``, ``K``, ``A``, ``2`` (or ``T`` for 10); suits ``D``, ``C``, ``H``, ``S`` or
                ``♦``, ``♣``, ``♥``, ``♠``. Spaces around it are ignored.

        Returns:
            The card, one of `DECK`.

        Raises:
            InvalidCards: ``text`` is not a string, or names no card.
        """
        return _parse_one(text)

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card whose `index` is ``index``.

        Args:
            index: A whole number from 0 (3♦) to 51 (2♠): ``rank * 4 + suit``.

        Returns:
            The card, one of `DECK`.

        Raises:
            InvalidCards: ``index`` is not a whole number from 0 to 51.
        """
        if not whole(index, 0, 51):
            raise InvalidCards("bad-card-index", value=shown(index))
        return DECK[index]

    @property
    def ascii(self) -> str:
        """The card in plain ASCII, rank then suit letter: ``10H``, ``3D``, ``2S``.

        `Card.parse` and `bigtwo.cards` read it back; ``str(card)`` is the form with the suit
        symbol (``10♥``).

        >>> Card.parse("10♥").ascii, Card.parse(Card.parse("10♥").ascii)
        ('10H', Card(Rank.TEN, Suit.HEARTS))
        """
        return _RANK_SYMBOLS[self.rank] + "DCHS"[self.suit]

    def __str__(self) -> str:
        return _RANK_SYMBOLS[self.rank] + _SUIT_SYMBOLS[self.suit]

    def __repr__(self) -> str:
        return f"Card(Rank.{self.rank.name}, Suit.{self.suit.name})"


DECK: tuple[Card, ...] = tuple(Card(Rank(i // 4), Suit(i % 4)) for i in range(52))
"""The 52 cards in `Card.index` order: 3♦ 3♣ 3♥ 3♠ 4♦ ... 2♠."""


def deck() -> tuple[Card, ...]:
    """The 52 cards of the deck.

    Returns:
        `DECK`: every card once, in `Card.index` order (3♦ 3♣ 3♥ 3♠ 4♦ ... 2♠).
    """
    return DECK


_RANK_WORDS = {s: Rank(i) for i, s in enumerate(_RANK_SYMBOLS)} | {"T": Rank.TEN}
_SUIT_WORDS = {
    "D": Suit.DIAMONDS, "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
    "C": Suit.CLUBS, "♣": Suit.CLUBS, "♧": Suit.CLUBS,
    "H": Suit.HEARTS, "♥": Suit.HEARTS, "♡": Suit.HEARTS,
    "S": Suit.SPADES, "♠": Suit.SPADES, "♤": Suit.SPADES,
}  # fmt: skip
_SEPARATORS = re.compile(r"[\s,]+")


def _parse_one(text: str) -> Card:
    if not isinstance(text, str):
        raise InvalidCards("not-card-text", value=shown(text))
    token = text.strip().upper().replace("\ufe0f", "")  # drop the emoji variation selector
    for rank_text, suit_text in ((token[:-1], token[-1:]), (token[1:], token[:1])):
        rank = _RANK_WORDS.get(rank_text)
        suit = _SUIT_WORDS.get(suit_text)
        if rank is not None and suit is not None:
            return DECK[rank * 4 + suit]
    raise InvalidCards("unknown-card", card=text.strip())


def cards(text: str | Iterable[Card | str]) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas, in the order given; duplicates are refused.

    Args:
        text: Card text such as ``"3D 10h, ♠A"`` (each card as `Card.parse` reads it), or an
            iterable of `Card` objects and card texts, which is validated the same way.

    Returns:
        The cards, in the order given.

    Raises:
        InvalidCards: A card cannot be read, a card is given twice, or ``text`` is neither text
            nor an iterable.

    >>> [str(c) for c in cards("3d, 4♦ ♦5")]
    ['3♦', '4♦', '5♦']
    >>> cards("3D 3d")
    Traceback (most recent call last):
    ...
    bigtwo.errors.InvalidCards: the 3♦ is given twice
    """
    if isinstance(text, str):
        items: list[Card | str] = [t for t in _SEPARATORS.split(text) if t]
    else:
        try:
            items = list(text)
        except TypeError:
            raise InvalidCards("not-cards", value=shown(text)) from None
    result = tuple(item if isinstance(item, Card) else _parse_one(item) for item in items)
    mask = 0
    for card in result:
        bit = 1 << card.index
        if mask & bit:
            raise InvalidCards("duplicate-card", card=str(card))
        mask |= bit
    return result


def card_mask(hand: str | Iterable[Card | str]) -> int:
    """The 52-bit mask of ``hand`` (bit ``card.index`` set for each card); refuses duplicates.

    >>> card_mask("3D 3C") == 0b11
    True

    The one fast path for hands: a tuple or list of `Card` objects is read without re-parsing
    (the engine and `bigtwo.plays` pass hands this way); anything else goes through `cards`.
    """
    if type(hand) is tuple or type(hand) is list:
        mask = 0
        try:
            for card in hand:
                mask |= 1 << card.index
        except (AttributeError, TypeError):
            pass  # not all cards: `cards` below says what is wrong
        else:
            if mask.bit_count() == len(hand):
                return mask
    mask = 0
    for card in cards(hand):
        mask |= 1 << card.index
    return mask


def hand_masks(hands: Iterable[str | Iterable[Card | str]]) -> tuple[int, ...]:
    """The masks of several hands that may not share a card (one per seat)."""
    if isinstance(hands, str):
        raise InvalidCards("hands-not-one-text")
    if not isinstance(hands, Iterable):
        raise InvalidCards("hands-not-iterable", value=shown(hands))
    masks: list[int] = []
    seen = 0
    for hand in hands:
        m = card_mask(hand)
        if seen & m:
            raise InvalidCards("card-in-two-hands", card=str(cards_from_mask(seen & m)[0]))
        seen |= m
        masks.append(m)
    return tuple(masks)


def union(masks: Iterable[int]) -> int:
    """All the cards of several masks, as one mask."""
    everything = 0
    for m in masks:
        everything |= m
    return everything


def cards_from_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a 52-bit mask, in `Card.index` order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return tuple(out)
