"""The data that plugins give the rule-set builder: options, option values, variants, and the
rule components one option value stands for (a suit order, a straight table, ...). The input
and output of a scoring scheme are in `_spec.scoring`.

Everything here is a frozen value. Plugins return these from their hooks; `RuleSet` compiles
them into the integer tables the hot path uses. This is the plugin API layer: it builds on the
values (cards, errors, texts) and nothing above them.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Callable, Iterable
from typing import Any, Protocol, TypeVar

from attrs import field, frozen

from .._values.cards import Card, Rank, Suit
from .._values.errors import Message, RulesError, shown
from .._values.texts import CATALOGUE, Text
from .examples import WorkedExample
from .fields import each, is_a, messages, option_pairs, rank_symbol, ranks, suits, whole_number, whole_numbers

__all__ = [
    "AssistantRule",
    "AutoPassRule",
    "AutoPassTest",
    "BombRule",
    "Category",
    "DealRule",
    "Direction",
    "FlushOrder",
    "InstantWinRule",
    "OpenerRule",
    "Opening",
    "Option",
    "OptionValue",
    "PassRule",
    "RedealRule",
    "RoyalRule",
    "RuleView",
    "Run",
    "StraightTable",
    "SuitOrder",
    "Variant",
    "consecutive",
]


class Category(enum.Enum):
    """The kinds of play, five-card ones from the weakest to the strongest."""

    SINGLE = "single"
    PAIR = "pair"
    TRIPLE = "triple"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full-house"
    FOUR_OF_A_KIND = "four-of-a-kind"
    STRAIGHT_FLUSH = "straight-flush"

    @property
    def size(self) -> int:
        """How many cards a play of this category has."""
        return _SIZES.get(self, 5)

    @classmethod
    def _missing_(cls, value: object) -> Category:
        raise RulesError("unknown-category", value=shown(value), known=", ".join(c.value for c in cls))


_SIZES = {Category.SINGLE: 1, Category.PAIR: 2, Category.TRIPLE: 3}

FIVE_CARD_CATEGORIES: tuple[Category, ...] = (
    Category.STRAIGHT,
    Category.FLUSH,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
"""The five-card categories from the weakest to the strongest."""


def _runs(items: Iterable[Run]) -> tuple[Run, ...]:
    return each(items, "runs", Text("expected.runs"), is_a(Run))


def _categories(items: Iterable[Category]) -> frozenset[Category]:
    return frozenset(each(items, "bombs", Text("expected.categories"), is_a(Category)))


def _table_sizes(items: Any) -> tuple[int, ...]:
    found = tuple(sorted(set(each(items, "players", Text("expected.table-sizes"), whole_number))))
    if not found or not all(2 <= n <= 4 for n in found):
        raise RulesError(
            "component-bad-field", field="players", expected=Text("expected.table-sizes"), value=shown(items)
        )
    return found


def _examples(items: Any) -> tuple[WorkedExample, ...]:
    return each(items, "examples", Text("expected.examples"), is_a(WorkedExample))


@frozen
class Option:
    """One rule dimension, such as ``straights``: its default value and the hook that builds it.

    The built-in options each have a hook of their own. A plugin adds an option by returning an
    `Option` from ``bigtwo_options`` with ``hook="bigtwo_component"`` and answering that hook
    for its values; its components are then read with `RuleSet.component` by whatever consumes
    them: a scoring scheme (`ScoreInput.rules`), an opener rule (`Opening.rules`), an automatic-pass
    test (its third argument), a player.
    """

    name: str
    """The option's name, used as a keyword of `ruleset` (``suit_order``, ``straights``...)."""
    default: str
    """The value used when neither the variant nor the caller chooses one."""
    hook: str
    """The name of the hook (see `bigtwo.plugin`) that turns a value into a rule component."""
    component: type
    """The type of rule component the hook must return."""
    title: Message
    """A short title, as a settings screen shows it, in every language (``title.render(lang)``)."""


@frozen
class OptionValue:
    """A value a plugin declares for an option, with one sentence explaining it in every language.

    ``OptionValue("suit_order", "hearts-lowest", Localized(en=..., es=...))``; the sentence is any
    message (``value.text.render(lang)``). A value is usable only once some plugin declares it;
    two plugins declaring the same value of the same option is a conflict.
    """

    option: str
    """The option the value belongs to, for example ``"straights"``."""
    value: str
    """The value's name, for example ``"twos-high"``."""
    text: Message
    """One sentence explaining the rule, in every language (``text.render(lang)``)."""

    @classmethod
    def builtin(cls, option: str, value: str) -> OptionValue:
        """A built-in value, explained by the library catalogue's ``value.<option>.<value>`` message.

        Args:
            option: The option's name.
            value: The value's name.

        Returns:
            The declaration.

        Raises:
            RulesError: The catalogue has no such message.
        """
        if not isinstance(option, str) or not isinstance(value, str):
            raise RulesError("builtin-value-without-text", key=shown((option, value)))
        text = Text(f"value.{option}.{value}")
        if text.key not in CATALOGUE:
            raise RulesError("builtin-value-without-text", key=shown(text.key))
        return cls(option, value, text)


@frozen
class Variant:
    """A named bundle of option values with its documentation.

    ``parent`` names another variant whose options this one starts from. Every text is a message
    in every language (a `bigtwo.plugin.Localized` sentence, or any message: a plugin may use a
    `bigtwo.Catalogue` of its own): ``Variant(name="kitchen", title=Localized(en=..., es=...),
    summary=Localized(...), sources=(Localized(...),), ...)``. A rule set is not built, and an
    installed plugin is set aside, when one of them lacks a language.
    """

    name: str
    """The name `bigtwo.ruleset` takes, for example ``"classic"``."""
    title: Message
    """The title, in every language."""
    summary: Message
    """A paragraph: where the variant is played and what sets it apart."""
    sources: tuple[Message, ...] = field(converter=messages)
    """Where its rules come from: each document cited by what it is."""
    options: tuple[tuple[str, str], ...] = field(converter=option_pairs, factory=tuple)
    """The option values it sets, as ``(option, value)`` pairs; unset options take the parent's."""
    parent: str | None = None
    """The variant it extends, if any."""
    notes: tuple[Message, ...] = field(converter=messages, factory=tuple)
    """Decisions taken where the sources are silent."""
    examples: tuple[WorkedExample, ...] = field(converter=_examples, factory=tuple)
    """The worked examples of its sources, which its rule page computes again."""
    players: tuple[int, ...] = field(default=(2, 3, 4), converter=_table_sizes)
    """The table sizes its sources play it at, from 2 to 4 (its page says so, and that the
    library deals it for the others too)."""


@frozen
class SuitOrder:
    """The four suits from the lowest to the highest."""

    suits: tuple[Suit, ...] = field(converter=suits)

    def __attrs_post_init__(self) -> None:
        if sorted(self.suits) != list(Suit):
            raise RulesError("suit-order-not-four-suits", suits=" ".join(s.symbol for s in self.suits))


def consecutive(ranks: tuple[Rank, ...]) -> bool:
    """Whether five ranks are consecutive on a card table's ladder, A 2 3 ... K A 2: an ace is
    1 or 14 and a 2 is 2 or 15, so A-2-3-4-5, 2-3-4-5-6, 10-J-Q-K-A and J-Q-K-A-2 are runs and
    Q-K-A-2-3 (which wraps past the 2) is not."""
    places = [(1, 14) if r is Rank.ACE else (2, 15) if r is Rank.TWO else (int(r) + 3,) for r in ranks]
    return any(sorted(choice) == list(range(min(choice), min(choice) + 5)) for choice in itertools.product(*places))


@frozen
class Run:
    """Five ranks that make a straight, and the rank whose suit breaks a tie between two such runs."""

    ranks: tuple[Rank, ...] = field(converter=ranks)
    """The five ranks, lowest first as the run is read (``A 2 3 4 5``)."""
    top: Rank
    """The rank of the card whose suit decides between two straights on the same run."""

    def __attrs_post_init__(self) -> None:
        if len(set(self.ranks)) != 5 or self.top not in self.ranks:
            raise RulesError("run-not-five-ranks", ranks=str(self), top=rank_symbol(self.top))
        if not consecutive(self.ranks):
            raise RulesError("run-not-consecutive", ranks=str(self))

    def __str__(self) -> str:
        return "-".join(r.symbol for r in self.ranks)


@frozen
class StraightTable:
    """Which five-rank runs are straights, from the weakest to the strongest.

    ``forbidden`` lists runs that other tables accept but this one refuses by a table rule; a
    play of one of them is illegal, explained by the table rule ``rule`` (any message; with none,
    the reason names no rule). Other runs not in ``runs`` (those that wrap past the 2) are simply
    not a play.
    """

    runs: tuple[Run, ...] = field(converter=_runs)
    forbidden: tuple[Run, ...] = field(converter=_runs, factory=tuple)
    rule: Message | None = None
    """The table rule that forbids the ``forbidden`` runs, in every language."""

    def __attrs_post_init__(self) -> None:
        seen: set[frozenset[Rank]] = set()
        for run in (*self.runs, *self.forbidden):
            if frozenset(run.ranks) in seen:
                raise RulesError("straight-table-run-twice", run=str(run))
            seen.add(frozenset(run.ranks))


@frozen
class FlushOrder:
    """How two flushes compare, as a key function consulted only when a rule set is built.

    ``key(ranks, suit)`` receives the five ranks from the highest to the lowest (Big Two order,
    2 highest) and the suit's position in the suit order (0 = lowest); the greater key wins.
    """

    key: Callable[[tuple[Rank, ...], int], tuple[int, ...]]


@frozen
class RoyalRule:
    """Runs that count only as straight flushes, ranked above every other straight flush."""

    runs: tuple[Run, ...] = field(converter=_runs, factory=tuple)


@frozen
class BombRule:
    """Which categories beat a play of any size, and whether five-card categories beat each other.

    With ``categories_cross`` false, a five-card play that is not a bomb beats only plays of
    its own category.
    """

    bombs: frozenset[Category] = field(converter=_categories, factory=frozenset)
    categories_cross: bool = True


@frozen
class OpenerRule:
    """Who leads a deal and what the first play must hold (the game engine uses it).

    The two flags express the built-in rules. Any other rule is a ``choose`` function:
    ``choose(opening)`` receives an `Opening` and returns the seat that leads and the card its
    first play must include (or ``None`` for any play); when given, it replaces the flags.
    """

    first_play_includes_lowest: bool
    """In a deal led by the holder of the lowest card, the first play must include that card."""
    winner_leads_next_deal: bool
    """From the second deal of a match on, the previous winner leads with any play."""
    choose: Callable[[Opening], tuple[int, Card | None]] | None = None
    """A rule of its own: who leads and which card the first play must include."""


K = TypeVar("K")


class RuleView(Protocol):
    """What a scoring scheme may ask of the rule set it scores under (a `bigtwo.RuleSet` is one).

    A scheme that needs the play functions (`bigtwo.classify`, `bigtwo.plays`) checks that
    ``given.rules`` is a `bigtwo.RuleSet` and passes it on.
    """

    @property
    def variant(self) -> str:
        """The variant the rule set starts from."""
        ...

    def option(self, name: str) -> str:
        """The value of option ``name``.

        Args:
            name: An option's name, such as ``"straights"``.

        Returns:
            The name of the value the rule set uses.
        """
        ...

    def component(self, option: str, kind: type[K]) -> K:
        """The rule component built for ``option``, checked to be a ``kind``.

        Args:
            option: An option's name, a plugin's option included.
            kind: The type the component must be.

        Returns:
            The component, typed as ``kind`` (a `bigtwo.RuleSet` raises `RulesError` when it
            is not one).
        """
        ...

    def card_key(self, card: Card) -> int:
        """A card's strength as a single.

        Args:
            card: A `Card`.

        Returns:
            Its strength, from 0 (the lowest card) to 51: greater beats smaller.
        """
        ...


@frozen
class Opening:
    """What an opener rule's ``choose`` sees at the start of a deal."""

    hands: tuple[tuple[Card, ...], ...]
    """Each seat's cards as dealt."""
    lowest: Card
    """The lowest card dealt under the rule set's suit order."""
    deal_number: int
    """Which deal of a match this is (1 for a single deal)."""
    previous_winner: int | None
    """The winner of the previous deal of the match, if any."""
    rules: RuleView
    """The rule set of the deal (its other options, plugin-added ones included)."""


# ---------------------------------------------------------------------------------------------
# Table rules: what the game engine asks of a rule set


@frozen
class Direction:
    """Which seat follows which. Seats are numbered counterclockwise around the table.

    ``steps`` holds the step from one seat to the next for the first deal, the second deal and so
    on, repeating: ``(1,)`` is counterclockwise, ``(-1,)`` clockwise, ``(1, -1)`` alternates.
    """

    steps: tuple[int, ...] = field(converter=whole_numbers)

    def __attrs_post_init__(self) -> None:
        if not self.steps or any(s not in (1, -1) for s in self.steps):
            raise RulesError("direction-bad-steps", value=shown(self.steps))

    def step(self, deal_number: int) -> int:
        """The step between seats in deal ``deal_number`` of a match.

        Args:
            deal_number: Which deal of the match (1 for the first); the steps repeat.

        Returns:
            1 (counterclockwise) or -1 (clockwise).
        """
        return self.steps[(deal_number - 1) % len(self.steps)]


@frozen
class PassRule:
    """Whether a player who passes is out of the round until the table clears."""

    locks_out: bool


@frozen
class DealRule:
    """How many cards each player gets with fewer than four players.

    With ``whole_deck`` all 52 cards are dealt: each player gets ``52 // players`` and the
    leftover cards go to the holder of the lowest card. Otherwise each gets 13 and the rest is
    not used.
    """

    whole_deck: bool


AutoPassTest = Callable[[tuple[Card, ...], tuple[Card, ...], RuleView], bool]
"""``test(cards of the seat to move, cards of the play on the table, rule set)``: it passes automatically."""


@frozen
class AutoPassRule:
    """Automatic passes (ActionPoker.com's "Big 2 Poker" rules).

    ``top_card``: when the highest card of the deck is played as a single or inside a pair or a
    triple, everyone else passes at once. ``short_hand``: a player holding fewer cards than the
    table play passes automatically. ``test``: any other rule: a player whose turn comes passes
    automatically when ``test(their cards, the play on the table, the rule set)`` is true.
    """

    top_card: bool
    short_hand: bool
    test: AutoPassTest | None = None


@frozen
class AssistantRule:
    """The assistant rule (ActionPoker.com's "Big 2 Poker" rules): when the next player holds
    one card, the player before him must play more than one card or his highest single.
    Breaking it is allowed but recorded, and if that next player then wins, the assistant pays
    everyone's losses."""

    enabled: bool


@frozen
class InstantWinRule:
    """Hands that win the deal the moment they are dealt.

    ``test(hand, players)`` receives a dealt hand (cards) and the number of players and returns
    whether it wins at once; ``None`` means no instant wins.
    """

    test: Callable[[tuple[Card, ...], int], bool] | None = None


@frozen
class RedealRule:
    """A hand worth ``threshold`` points or less may demand a redeal before the first play.

    ``points`` gives the worth of each rank (indexed by `Rank`); ``threshold`` None means no redeals.
    """

    points: tuple[int, ...] = field(converter=whole_numbers, factory=lambda: (0,) * 13)
    threshold: int | None = None

    def worth(self, hand: Iterable[Card]) -> int:
        """The points of ``hand`` under this rule.

        Args:
            hand: The cards of a hand.

        Returns:
            The sum of each card's rank's `points`: a hand worth `threshold` or less may demand
            a redeal.
        """
        return sum(self.points[c.rank] for c in hand)
