"""The built-in option values: the rule components behind every value the issue tracker fixed.

This plugin is always registered, last in line, so any other plugin that answers for a value
is asked first. It declares each value with one sentence in English and in Spanish; those are
the sentences a settings screen shows when a toggle changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Rank, Suit
from .hookspecs import hookimpl
from .model import (
    BombRule,
    Category,
    FlushOrder,
    OpenerRule,
    OptionValue,
    RoyalRule,
    Run,
    StraightTable,
    SuitOrder,
)

R = Rank
_NORMAL_RUNS = tuple(Run(ranks=tuple(Rank(r + i) for i in range(5)), top=Rank(r + 4)) for r in range(8))
"""3-4-5-6-7 up to 10-J-Q-K-A: the runs every table accepts."""
_A2345 = (R.ACE, R.TWO, R.THREE, R.FOUR, R.FIVE)
_23456 = (R.TWO, R.THREE, R.FOUR, R.FIVE, R.SIX)
_JQKA2 = (R.JACK, R.QUEEN, R.KING, R.ACE, R.TWO)

SUIT_ORDERS: dict[str, SuitOrder] = {
    "diamonds-lowest": SuitOrder((Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)),
    "clubs-lowest": SuitOrder((Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)),
    "pusoy": SuitOrder((Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)),
}

STRAIGHT_TABLES: dict[str, StraightTable] = {
    "twos-high": StraightTable(
        runs=(*_NORMAL_RUNS, Run(_23456, top=R.TWO), Run(_A2345, top=R.TWO)),
    ),
    "twos-low": StraightTable(
        runs=(Run(_A2345, top=R.FIVE), Run(_23456, top=R.SIX), *_NORMAL_RUNS),
    ),
    "split": StraightTable(
        runs=(Run(_A2345, top=R.FIVE), *_NORMAL_RUNS, Run(_23456, top=R.TWO)),
    ),
    "no-twos": StraightTable(
        runs=_NORMAL_RUNS,
        forbidden=(Run(_A2345, top=R.TWO), Run(_23456, top=R.TWO)),
        rule_en="no 2s in straights",
        rule_es="sin 2 en escaleras",
    ),
    "jqka2-top": StraightTable(
        runs=(*_NORMAL_RUNS, Run(_JQKA2, top=R.TWO)),
        forbidden=(Run(_A2345, top=R.TWO), Run(_23456, top=R.TWO)),
        rule_en="the only straight with a 2 is J-Q-K-A-2",
        rule_es="la única escalera con 2 es J-Q-K-A-2",
    ),
}


def _suit_first(ranks: tuple[Rank, ...], suit: int) -> tuple[int, ...]:
    return (suit, *ranks)


def _rank_first(ranks: tuple[Rank, ...], suit: int) -> tuple[int, ...]:
    return (*ranks, suit)


FLUSH_ORDERS: dict[str, FlushOrder] = {
    "suit-first": FlushOrder(key=_suit_first),
    "rank-first": FlushOrder(key=_rank_first),
}

ROYAL_RULES: dict[str, RoyalRule] = {
    "none": RoyalRule(()),
    "jqka2": RoyalRule((Run(_JQKA2, top=R.TWO),)),
}

BOMB_RULES: dict[str, BombRule] = {
    "none": BombRule(),
    "quads-and-straight-flush": BombRule(
        bombs={Category.FOUR_OF_A_KIND, Category.STRAIGHT_FLUSH}, categories_cross=False
    ),
}

OPENER_RULES: dict[str, OpenerRule] = {
    "lowest-card": OpenerRule(first_play_includes_lowest=True, winner_leads_next_deal=False),
    "last-winner": OpenerRule(first_play_includes_lowest=True, winner_leads_next_deal=True),
}

_V = OptionValue
VALUES: tuple[OptionValue, ...] = (
    _V("suit_order", "diamonds-lowest",
       "At equal rank the suit decides, ♦ < ♣ < ♥ < ♠, so the lowest card is the 3♦ and the highest the 2♠.",
       "A igual valor decide el palo, ♦ < ♣ < ♥ < ♠, así que la carta más baja es el 3♦ y la más alta el 2♠."),
    _V("suit_order", "clubs-lowest",
       "At equal rank the suit decides, ♣ < ♦ < ♥ < ♠, so the lowest card is the 3♣ and the highest the 2♠.",
       "A igual valor decide el palo, ♣ < ♦ < ♥ < ♠, así que la carta más baja es el 3♣ y la más alta el 2♠."),
    _V("suit_order", "pusoy",
       "At equal rank the suit decides, ♣ < ♠ < ♥ < ♦, so the lowest card is the 3♣ and the highest the 2♦.",
       "A igual valor decide el palo, ♣ < ♠ < ♥ < ♦, así que la carta más baja es el 3♣ y la más alta el 2♦."),
    _V("straights", "twos-high",
       "A-2-3-4-5 and 2-3-4-5-6 are straights above 10-J-Q-K-A, A-2-3-4-5 the highest of all; runs through K-A-2 never count.",
       "A-2-3-4-5 y 2-3-4-5-6 son escalera y ganan a 10-J-Q-K-A, A-2-3-4-5 la más alta de todas; las que pasan por K-A-2 nunca valen."),
    _V("straights", "twos-low",
       "The 2 counts low in a straight: A-2-3-4-5 is the lowest, then 2-3-4-5-6, and 10-J-Q-K-A the highest.",
       "El 2 cuenta bajo en una escalera: A-2-3-4-5 es la mínima, después 2-3-4-5-6, y 10-J-Q-K-A la máxima."),
    _V("straights", "split",
       "A-2-3-4-5 is the lowest straight and 2-3-4-5-6 the highest, above 10-J-Q-K-A.",
       "A-2-3-4-5 es la escalera más baja y 2-3-4-5-6 la más alta, por encima de 10-J-Q-K-A."),
    _V("straights", "no-twos",
       "No straight holds a 2: they run from 3-4-5-6-7 to 10-J-Q-K-A, and A-2-3-4-5 or 2-3-4-5-6 is refused by the table rule.",
       "Ninguna escalera lleva un 2: van de 3-4-5-6-7 a 10-J-Q-K-A, y A-2-3-4-5 o 2-3-4-5-6 no valen por regla de la mesa."),
    _V("straights", "jqka2-top",
       "J-Q-K-A-2 is the highest straight and the only one with a 2; A-2-3-4-5 and 2-3-4-5-6 do not count.",
       "J-Q-K-A-2 es la escalera más alta y la única con un 2; A-2-3-4-5 y 2-3-4-5-6 no valen."),
    _V("flush", "suit-first",
       "Flush against flush: the higher suit wins, and with the same suit the cards compare from the highest down.",
       "Color contra color: gana el palo más alto y, si coincide, se comparan las cartas de mayor a menor."),
    _V("flush", "rank-first",
       "Flush against flush: the cards compare from the highest down, and the suit only breaks a tie.",
       "Color contra color: se comparan las cartas de mayor a menor, y el palo solo desempata."),
    _V("royal", "none",
       "There is no royal straight: J-Q-K-A-2 wraps past the 2 and is not a straight flush.",
       "No hay escalera real: J-Q-K-A-2 da la vuelta por el 2 y no es escalera de color."),
    _V("royal", "jqka2",
       "J-Q-K-A-2 of one suit is a royal straight flush, above every other straight flush; between two, the higher suit wins.",
       "J-Q-K-A-2 del mismo palo es escalera real, por encima de cualquier escalera de color; entre dos, gana el palo más alto."),
    _V("bombs", "none",
       "No bombs: plays of different sizes never beat each other, and a higher five-card category always beats a lower one.",
       "Sin bombas: jugadas de distinto tamaño nunca se tapan, y una clase de cinco más alta siempre gana a una más baja."),
    _V("bombs", "quads-and-straight-flush",
       "Four of a kind and straight flushes are bombs that beat a play of any size; other five-card plays only beat their own kind.",
       "El póquer y la escalera de color son bombas que tapan una jugada de cualquier tamaño; las demás de cinco solo tapan a las de su clase."),
    _V("opener", "lowest-card",
       "The holder of the lowest card leads every deal, and the first play must include that card.",
       "Sale quien tenga la carta más baja, y su primera jugada tiene que incluirla."),
    _V("opener", "last-winner",
       "The first deal is led by the lowest card; from then on the previous winner leads with any play.",
       "La primera partida la abre la carta más baja; desde la segunda sale el ganador de la anterior con lo que quiera."),
)  # fmt: skip


@hookimpl(trylast=True)
def bigtwo_option_values() -> Sequence[OptionValue]:
    """Declare every built-in option value."""
    return VALUES


@hookimpl(trylast=True)
def bigtwo_suit_order(value: str) -> SuitOrder | None:
    """The built-in suit orders."""
    return SUIT_ORDERS.get(value)


@hookimpl(trylast=True)
def bigtwo_straight_table(value: str) -> StraightTable | None:
    """The built-in straight tables."""
    return STRAIGHT_TABLES.get(value)


@hookimpl(trylast=True)
def bigtwo_flush_order(value: str) -> FlushOrder | None:
    """The built-in flush comparisons."""
    return FLUSH_ORDERS.get(value)


@hookimpl(trylast=True)
def bigtwo_royal(value: str) -> RoyalRule | None:
    """The built-in royal rules."""
    return ROYAL_RULES.get(value)


@hookimpl(trylast=True)
def bigtwo_bombs(value: str) -> BombRule | None:
    """The built-in bomb rules."""
    return BOMB_RULES.get(value)


@hookimpl(trylast=True)
def bigtwo_opener(value: str) -> OpenerRule | None:
    """The built-in opener rules."""
    return OPENER_RULES.get(value)
