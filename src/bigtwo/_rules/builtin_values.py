"""The built-in option values of every rule dimension but scoring: the components behind them.

A built-in plugin, registered by module name before any other and marked ``trylast``, so any
other plugin that answers for a value is asked first. It declares each value with one sentence
in English and in Spanish; those are the sentences a settings screen shows when a toggle
changes. (The scoring schemes are the plugin `bigtwo._rules.builtin_scoring`.)
"""

from __future__ import annotations

from collections.abc import Sequence

from .._spec.components import (
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
from .._spec.hookspecs import hookimpl
from .._values.cards import Card, Rank, Suit
from .._values.texts import Text

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
        rule=Text("table-rule.no-twos"),
    ),
    "jqka2-top": StraightTable(
        runs=(*_NORMAL_RUNS, Run(_JQKA2, top=R.TWO)),
        forbidden=(Run(_A2345, top=R.TWO), Run(_23456, top=R.TWO)),
        rule=Text("table-rule.jqka2-top"),
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

VALUES: tuple[OptionValue, ...] = tuple(
    OptionValue.builtin(option, value)
    for option, value in (
        ("suit_order", "diamonds-lowest"),
        ("suit_order", "clubs-lowest"),
        ("suit_order", "pusoy"),
        ("straights", "twos-high"),
        ("straights", "twos-low"),
        ("straights", "split"),
        ("straights", "no-twos"),
        ("straights", "jqka2-top"),
        ("flush", "suit-first"),
        ("flush", "rank-first"),
        ("royal", "none"),
        ("royal", "jqka2"),
        ("bombs", "none"),
        ("bombs", "quads-and-straight-flush"),
        ("opener", "lowest-card"),
        ("opener", "last-winner"),
        ("direction", "counterclockwise"),
        ("direction", "clockwise"),
        ("direction", "alternate"),
        ("pass_locks_out", "off"),
        ("pass_locks_out", "on"),
        ("deal", "thirteen-each"),
        ("deal", "whole-deck"),
        ("auto_pass", "none"),
        ("auto_pass", "top-card-and-short-hands"),
        ("assistant", "off"),
        ("assistant", "on"),
        ("instant_win", "none"),
        ("instant_win", "dragon"),
        ("redeal", "none"),
        ("redeal", "weak-hand"),
    )
)
"""Every value this plugin declares; the sentences are the catalogue's ``value.<option>.<value>``."""


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
