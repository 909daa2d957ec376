"""One short example per hook of bigtwo: a few lines of a plugin that implements it.

The hook reference (`gen_hooks.py`) prints each example as it is written here, and
``tests/project/test_hook_reference.py`` runs each one: it executes the code as a plugin module,
calls the hook through a plugin manager with the example's `HookExample.call`, checks the answer
against the hook's specification, and builds a rule set (or a player) with it. An example that
stops matching the API therefore fails a test, not a reader.

The examples are strings, not functions of this module, because each one is shown whole, its
imports included, and is run as written. They are data of the docs, not of the library: their
Spanish sentences (``Localized(es=...)``) are allowed here and not in ``src/bigtwo/_*``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple


class HookExample(NamedTuple):
    """A hook's example: its code, and the keyword arguments of a realistic call of the hook."""

    code: str
    """A whole plugin module implementing the hook: imports, helpers, the ``@hookimpl`` function."""
    call: Mapping[str, str] = {}
    """The arguments bigtwo would call the hook with, for a value the example answers."""


EXAMPLES: dict[str, HookExample] = {
    "bigtwo_options": HookExample("""\
from collections.abc import Sequence

from bigtwo.plugin import Localized, Option, hookimpl


@hookimpl
def bigtwo_options() -> Sequence[Option]:
    # A new rule dimension: how many jokers the deck holds. Its values are declared with
    # bigtwo_option_values and built by bigtwo_component; the component is an int.
    return [Option("jokers", "none", "bigtwo_component", int, Localized(en="Jokers", es="Comodines"))]
"""),
    "bigtwo_variants": HookExample("""\
from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, hookimpl

KITCHEN = Variant(
    name="kitchen",
    title=Localized(en="Kitchen table", es="La mesa de la cocina"),
    summary=Localized(
        en="Classic Big Two as our family plays it: clubs are the lowest suit, and no straight holds a 2.",
        es="El Big Two clásico como lo juega la familia: el trébol es el palo más bajo y no hay 2 en escaleras.",
    ),
    sources=[Localized(en="Our family's rules sheet", es="La hoja de reglas de la familia")],
    options={"suit_order": "clubs-lowest", "straights": "no-twos"},  # values other plugins declare
    parent="classic",  # every other option as in classic
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    return [KITCHEN]
"""),
    "bigtwo_option_values": HookExample("""\
from collections.abc import Sequence

from bigtwo.plugin import Localized, OptionValue, hookimpl


@hookimpl
def bigtwo_option_values() -> Sequence[OptionValue]:
    # Declaring a value makes this plugin its owner; bigtwo_suit_order builds it.
    return [
        OptionValue(
            "suit_order",
            "hearts-lowest",
            Localized(
                en="At equal rank the suit decides, ♥ < ♦ < ♣ < ♠, so the lowest card is the 3♥.",
                es="A igual valor decide el palo, ♥ < ♦ < ♣ < ♠, así que la carta más baja es el 3♥.",
            ),
        )
    ]
"""),
    "bigtwo_suit_order": HookExample(
        """\
from bigtwo.plugin import Suit, SuitOrder, hookimpl

HEARTS_LOWEST = SuitOrder((Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES))  # lowest first


@hookimpl
def bigtwo_suit_order(value: str) -> SuitOrder | None:
    return HEARTS_LOWEST if value == "hearts-lowest" else None
""",
        {"value": "hearts-lowest"},
    ),
    "bigtwo_straight_table": HookExample(
        """\
from bigtwo.plugin import Rank, Run, StraightTable, hookimpl

# 3-4-5-6-7 up to 10-J-Q-K-A, weakest first, each decided by the suit of its top card
RUNS = [Run([Rank(low + i) for i in range(5)], top=Rank(low + 4)) for low in range(8)]
ACE_HIGH = StraightTable(runs=RUNS)


@hookimpl
def bigtwo_straight_table(value: str) -> StraightTable | None:
    # A-2-3-4-5 and 2-3-4-5-6 are not listed, so they are no play at all
    return ACE_HIGH if value == "ace-high" else None
""",
        {"value": "ace-high"},
    ),
    "bigtwo_flush_order": HookExample(
        """\
from bigtwo.plugin import FlushOrder, Rank, hookimpl


def top_card_first(ranks: tuple[Rank, ...], suit: int) -> tuple[int, ...]:
    # ranks: highest first; suit: its place in the suit order. The highest card decides
    # as a single would (rank, then suit), then the other ranks.
    return (ranks[0], suit, *ranks[1:])


@hookimpl
def bigtwo_flush_order(value: str) -> FlushOrder | None:
    return FlushOrder(key=top_card_first) if value == "top-card-first" else None
""",
        {"value": "top-card-first"},
    ),
    "bigtwo_royal": HookExample(
        """\
from bigtwo.plugin import Rank, RoyalRule, Run, hookimpl

TEN_TO_ACE = Run([Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE], top=Rank.ACE)


@hookimpl
def bigtwo_royal(value: str) -> RoyalRule | None:
    # 10-J-Q-K-A of one suit beats every other straight flush
    return RoyalRule([TEN_TO_ACE]) if value == "ten-to-ace" else None
""",
        {"value": "ten-to-ace"},
    ),
    "bigtwo_bombs": HookExample(
        """\
from bigtwo.plugin import BombRule, Category, hookimpl


@hookimpl
def bigtwo_bombs(value: str) -> BombRule | None:
    # a four of a kind beats a play of any size; five-card plays still beat each other
    return BombRule(bombs={Category.FOUR_OF_A_KIND}) if value == "quads" else None
""",
        {"value": "quads"},
    ),
    "bigtwo_opener": HookExample(
        """\
from bigtwo.plugin import Card, OpenerRule, Opening, hookimpl


def free_lead(opening: Opening) -> tuple[int, Card | None]:
    # the holder of the lowest card leads, with any play (None: no card it must include)
    seat = next(seat for seat, hand in enumerate(opening.hands) if opening.lowest in hand)
    return seat, None


@hookimpl
def bigtwo_opener(value: str) -> OpenerRule | None:
    if value == "free-lead":  # choose, when given, replaces the two flags
        return OpenerRule(first_play_includes_lowest=False, winner_leads_next_deal=False, choose=free_lead)
    return None
""",
        {"value": "free-lead"},
    ),
    "bigtwo_direction": HookExample(
        """\
from bigtwo.plugin import Direction, hookimpl


@hookimpl
def bigtwo_direction(value: str) -> Direction | None:
    # the first deal clockwise (-1), the second counterclockwise (1), and so on
    return Direction((-1, 1)) if value == "alternate-clockwise-first" else None
""",
        {"value": "alternate-clockwise-first"},
    ),
    "bigtwo_pass_rule": HookExample(
        """\
from bigtwo.plugin import PassRule, hookimpl


@hookimpl
def bigtwo_pass_rule(value: str) -> PassRule | None:
    # a player who passes stays out until the table is cleared
    return PassRule(locks_out=True) if value == "out-until-cleared" else None
""",
        {"value": "out-until-cleared"},
    ),
    "bigtwo_deal_rule": HookExample(
        """\
from bigtwo.plugin import DealRule, hookimpl


@hookimpl
def bigtwo_deal_rule(value: str) -> DealRule | None:
    # with 2 or 3 players every card is dealt; the holder of the lowest card gets the spare ones
    return DealRule(whole_deck=True) if value == "every-card" else None
""",
        {"value": "every-card"},
    ),
    "bigtwo_auto_pass": HookExample(
        """\
from bigtwo.plugin import AutoPassRule, Card, Rank, RuleView, hookimpl


def single_two_stops(mine: tuple[Card, ...], table: tuple[Card, ...], rules: RuleView) -> bool:
    # everyone passes at once on a 2 played as a single
    return len(table) == 1 and table[0].rank is Rank.TWO


@hookimpl
def bigtwo_auto_pass(value: str) -> AutoPassRule | None:
    if value == "single-two-stops":
        return AutoPassRule(top_card=False, short_hand=False, test=single_two_stops)
    return None
""",
        {"value": "single-two-stops"},
    ),
    "bigtwo_assistant": HookExample(
        """\
from bigtwo.plugin import AssistantRule, hookimpl


@hookimpl
def bigtwo_assistant(value: str) -> AssistantRule | None:
    # before a player holding one card, play several cards or your highest single,
    # or pay everyone's losses if that player wins
    return AssistantRule(enabled=True) if value == "strict" else None
""",
        {"value": "strict"},
    ),
    "bigtwo_instant_win": HookExample(
        """\
from bigtwo.plugin import Card, InstantWinRule, Rank, hookimpl


def four_twos(hand: tuple[Card, ...], players: int) -> bool:
    # a hand dealt with all four 2s wins the deal at once
    return sum(card.rank is Rank.TWO for card in hand) == 4


@hookimpl
def bigtwo_instant_win(value: str) -> InstantWinRule | None:
    return InstantWinRule(four_twos) if value == "four-twos" else None
""",
        {"value": "four-twos"},
    ),
    "bigtwo_redeal": HookExample(
        """\
from bigtwo.plugin import RedealRule, hookimpl

# worth of each rank, 3 up to 2: a jack or higher is worth 1 point, the rest nothing
COURT = (0,) * 8 + (1,) * 5


@hookimpl
def bigtwo_redeal(value: str) -> RedealRule | None:
    # a hand without a single jack, queen, king, ace or 2 may demand a redeal
    return RedealRule(points=COURT, threshold=0) if value == "no-court-cards" else None
""",
        {"value": "no-court-cards"},
    ),
    "bigtwo_scoring": HookExample(
        """\
from bigtwo.plugin import ScoringScheme, hookimpl, winner_collects


def two_a_card(left: int, dealt: int) -> int:
    return 2  # points per card left, however many are left


@hookimpl
def bigtwo_scoring(value: str) -> ScoringScheme | None:
    # each loser pays the winner 2 points a card left
    return ScoringScheme(winner_collects(two_a_card)) if value == "two-a-card" else None
""",
        {"value": "two-a-card"},
    ),
    "bigtwo_component": HookExample(
        """\
from bigtwo.plugin import hookimpl

JOKERS = {"none": 0, "two": 2}  # the values of the option jokers (see bigtwo_options)


@hookimpl
def bigtwo_component(option: str, value: str) -> object | None:
    # an instance of the option's component type, int; None for another plugin's option
    return JOKERS.get(value) if option == "jokers" else None
""",
        {"option": "jokers", "value": "two"},
    ),
    "bigtwo_players": HookExample('''\
from collections.abc import Callable, Mapping

from attrs import frozen

import bigtwo
from bigtwo.plugin import hookimpl


@frozen
class Cheapest:
    """The weakest legal action: view.legal lists the plays weakest first, then Pass()."""

    seed: int = 0  # every factory is called with seed=...

    def act(self, view: bigtwo.SeatView) -> bigtwo.Action:
        return view.legal[0]


@hookimpl
def bigtwo_players() -> Mapping[str, Callable[..., object]]:
    return {"cheapest": Cheapest}
'''),
}
"""Every hook's example, by hook name."""
