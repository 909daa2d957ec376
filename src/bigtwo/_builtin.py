"""The built-in option values of every rule dimension but scoring: the components behind them.

A built-in plugin, registered by module name before any other and marked ``trylast``, so any
other plugin that answers for a value is asked first. It declares each value with one sentence
in English and in Spanish; those are the sentences a settings screen shows when a toggle
changes. (The scoring schemes are the plugin `bigtwo._builtin_scoring`.)
"""

from __future__ import annotations

from collections.abc import Sequence

from ._cards import Card, Rank, Suit
from ._components import (
    AssistantRule,
    AutoPassRule,
    BombRule,
    Category,
    DealRule,
    Direction,
    FlushOrder,
    InstantWinRule,
    OpenerRule,
    OptionValue,
    PassRule,
    RedealRule,
    RoyalRule,
    Run,
    StraightTable,
    SuitOrder,
)
from ._hookspecs import hookimpl

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

DIRECTIONS: dict[str, Direction] = {
    "counterclockwise": Direction((1,)),
    "clockwise": Direction((-1,)),
    "alternate": Direction((1, -1)),
}

PASS_RULES: dict[str, PassRule] = {"off": PassRule(locks_out=False), "on": PassRule(locks_out=True)}

DEAL_RULES: dict[str, DealRule] = {
    "thirteen-each": DealRule(whole_deck=False),
    "whole-deck": DealRule(whole_deck=True),
}

AUTO_PASS_RULES: dict[str, AutoPassRule] = {
    "none": AutoPassRule(top_card=False, short_hand=False),
    "top-card-and-short-hands": AutoPassRule(top_card=True, short_hand=True),
}

ASSISTANT_RULES: dict[str, AssistantRule] = {"off": AssistantRule(False), "on": AssistantRule(True)}


def is_dragon(hand: tuple[Card, ...], players: int) -> bool:
    """A 13-card dragon: one card of every rank from 3 to 2, any suits, at a four-player table."""
    return players == 4 and len(hand) == 13 and len({c.rank for c in hand}) == 13


INSTANT_WIN_RULES: dict[str, InstantWinRule] = {
    "none": InstantWinRule(None),
    "dragon": InstantWinRule(is_dragon),
}

REDEAL_RULES: dict[str, RedealRule] = {
    "none": RedealRule(),
    "weak-hand": RedealRule(points=(0,) * 8 + (1, 2, 3, 4, 5), threshold=3),
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
    _V("direction", "counterclockwise",
       "Play passes counterclockwise, to the player on the right.",
       "Se juega en sentido antihorario, hacia el jugador de la derecha."),
    _V("direction", "clockwise",
       "Play passes clockwise, to the player on the left.",
       "Se juega en sentido horario, hacia el jugador de la izquierda."),
    _V("direction", "alternate",
       "The direction of play reverses after every deal, starting counterclockwise.",
       "El sentido del juego cambia después de cada mano, empezando en sentido antihorario."),
    _V("pass_locks_out", "off",
       "Passing does not keep you out of the round: when your turn comes back you may play.",
       "Pasar no te deja fuera de la ronda: cuando vuelva tu turno puedes tirar."),
    _V("pass_locks_out", "on",
       "A player who passes stays out of the round until the table clears.",
       "Quien pasa queda fuera de la ronda hasta que se limpia la mesa."),
    _V("deal", "thirteen-each",
       "Each player gets 13 cards; with fewer than four players the rest is not used.",
       "Cada jugador recibe 13 cartas; con menos de cuatro jugadores el resto no se usa."),
    _V("deal", "whole-deck",
       "The whole deck is dealt; leftover cards go to the holder of the lowest card.",
       "Se reparte la baraja entera; las cartas que sobran son para quien tiene la carta más baja."),
    _V("auto_pass", "none",
       "Nobody passes automatically.",
       "Nadie pasa automáticamente."),
    _V("auto_pass", "top-card-and-short-hands",
       "Everyone else passes when the highest card is played alone or in a pair or triple, and a player with fewer cards than the table play passes automatically.",
       "Todos los demás pasan cuando la carta más alta se tira sola o en pareja o trío, y quien tiene menos cartas que la jugada de la mesa pasa automáticamente."),
    _V("assistant", "off",
       "There is no assistant rule.",
       "No hay regla del asistente."),
    _V("assistant", "on",
       "When the next player holds one card, you must play more than one card or your highest single; if you do not and he wins, you pay everyone's losses.",
       "Cuando al siguiente le queda una carta, tienes que tirar más de una carta o tu carta más alta; si no lo haces y él gana, pagas las pérdidas de todos."),
    _V("instant_win", "none",
       "No hand wins the moment it is dealt.",
       "Ninguna mano gana al repartirse."),
    _V("instant_win", "dragon",
       "At a four-player table, a dragon (one card of every rank from 3 to 2) wins the deal the moment it is dealt.",
       "En una mesa de cuatro, un dragón (una carta de cada valor del 3 al 2) gana la mano en cuanto se reparte."),
    _V("redeal", "none",
       "Every deal is played as dealt.",
       "Todas las manos se juegan tal como se reparten."),
    _V("redeal", "weak-hand",
       "Before the first play, a player whose hand is worth 3 points or less (J=1, Q=2, K=3, A=4, 2=5) may demand a redeal.",
       "Antes de la primera jugada, quien tenga una mano de 3 puntos o menos (J=1, Q=2, K=3, A=4, 2=5) puede pedir que se reparta de nuevo."),
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


@hookimpl(trylast=True)
def bigtwo_direction(value: str) -> Direction | None:
    """The built-in turn directions."""
    return DIRECTIONS.get(value)


@hookimpl(trylast=True)
def bigtwo_pass_rule(value: str) -> PassRule | None:
    """The built-in passing rules."""
    return PASS_RULES.get(value)


@hookimpl(trylast=True)
def bigtwo_deal_rule(value: str) -> DealRule | None:
    """The built-in dealing rules."""
    return DEAL_RULES.get(value)


@hookimpl(trylast=True)
def bigtwo_auto_pass(value: str) -> AutoPassRule | None:
    """The built-in automatic-pass rules."""
    return AUTO_PASS_RULES.get(value)


@hookimpl(trylast=True)
def bigtwo_assistant(value: str) -> AssistantRule | None:
    """The built-in assistant rules."""
    return ASSISTANT_RULES.get(value)


@hookimpl(trylast=True)
def bigtwo_instant_win(value: str) -> InstantWinRule | None:
    """The built-in instant-win rules."""
    return INSTANT_WIN_RULES.get(value)


@hookimpl(trylast=True)
def bigtwo_redeal(value: str) -> RedealRule | None:
    """The built-in redeal rules."""
    return REDEAL_RULES.get(value)
