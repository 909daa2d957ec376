"""The data that plugins give the rule-set builder: options, option values, variants, and the
rule components one option value stands for (a suit order, a straight table, ...).

Everything here is a frozen value. Plugins return these from their hooks; `RuleSet` compiles
them into the integer tables the hot path uses.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping

from attrs import field, frozen

from .cards import Rank, Suit

__all__ = [
    "BombRule",
    "Category",
    "FlushOrder",
    "OpenerRule",
    "Option",
    "OptionValue",
    "RoyalRule",
    "Run",
    "StraightTable",
    "SuitOrder",
    "Variant",
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


_SIZES = {Category.SINGLE: 1, Category.PAIR: 2, Category.TRIPLE: 3}

FIVE_CARD_CATEGORIES: tuple[Category, ...] = (
    Category.STRAIGHT,
    Category.FLUSH,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
"""The five-card categories from the weakest to the strongest."""


def _strs(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(items)


def _ranks(items: Iterable[Rank]) -> tuple[Rank, ...]:
    return tuple(Rank(r) for r in items)


def _suits(items: Iterable[Suit]) -> tuple[Suit, ...]:
    return tuple(Suit(s) for s in items)


def _runs(items: Iterable[Run]) -> tuple[Run, ...]:
    return tuple(items)


def _categories(items: Iterable[Category]) -> frozenset[Category]:
    return frozenset(items)


def _option_pairs(value: Mapping[str, str] | tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    items = value.items() if isinstance(value, Mapping) else value
    return tuple((str(k), str(v)) for k, v in items)


@frozen
class Option:
    """One rule dimension, such as ``straights``: its default value and the hook that builds it."""

    name: str
    """The option's name, used as a keyword of `ruleset` (``suit_order``, ``straights``...)."""
    default: str
    """The value used when neither the variant nor the caller chooses one."""
    hook: str
    """The name of the hook (see `bigtwo.hookspecs`) that turns a value into a rule component."""
    component: type
    """The type of rule component the hook must return."""
    title_en: str
    """A short title in English, as a settings screen shows it."""
    title_es: str
    """A short title in Spanish."""


@frozen
class OptionValue:
    """A value a plugin declares for an option, with one sentence explaining it in each language.

    A value is usable only once some plugin declares it; two plugins declaring the same value of
    the same option is a conflict.
    """

    option: str
    """The option the value belongs to, for example ``"straights"``."""
    value: str
    """The value's name, for example ``"twos-high"``."""
    en: str
    """One sentence explaining the rule in English."""
    es: str
    """One sentence explaining the rule in Spanish."""

    def sentence(self, lang: str = "en") -> str:
        """The explanation in ``lang`` (``"en"`` or ``"es"``)."""
        from .errors import LANGUAGES, UnknownLanguage

        if lang not in LANGUAGES:
            raise UnknownLanguage(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
        return self.en if lang == "en" else self.es


@frozen
class Variant:
    """A named bundle of option values with its documentation.

    ``parent`` names another variant whose options this one starts from.
    """

    name: str
    """The name `bigtwo.ruleset` takes, for example ``"classic"``."""
    title: str
    """A title in English."""
    summary: str
    """A paragraph in English: where the variant is played and what sets it apart."""
    summary_es: str
    """The same paragraph in Spanish."""
    sources: tuple[str, ...] = field(converter=_strs)
    """Where its rules come from."""
    options: tuple[tuple[str, str], ...] = field(converter=_option_pairs, factory=tuple)
    """The option values it sets, as ``(option, value)`` pairs; unset options take the parent's."""
    parent: str | None = None
    """The variant it extends, if any."""
    notes: tuple[str, ...] = field(converter=_strs, factory=tuple)
    """Decisions taken where the sources are silent, in English."""


@frozen
class SuitOrder:
    """The four suits from the lowest to the highest."""

    suits: tuple[Suit, ...] = field(converter=_suits)

    def __attrs_post_init__(self) -> None:
        if sorted(self.suits) != list(Suit):
            from .errors import RulesError

            raise RulesError(f"a suit order lists each of the four suits once, not {self.suits!r}")


@frozen
class Run:
    """Five ranks that make a straight, and the rank whose suit breaks a tie between two such runs."""

    ranks: tuple[Rank, ...] = field(converter=_ranks)
    """The five ranks, lowest first as the run is read (``A 2 3 4 5``)."""
    top: Rank
    """The rank of the card whose suit decides between two straights on the same run."""

    def __attrs_post_init__(self) -> None:
        from .errors import RulesError

        if len(set(self.ranks)) != 5 or self.top not in self.ranks:
            raise RulesError(f"a run has five different ranks including its top one, not {self!r}")

    def __str__(self) -> str:
        return "-".join(r.symbol for r in self.ranks)


@frozen
class StraightTable:
    """Which five-rank runs are straights, from the weakest to the strongest.

    ``forbidden`` lists runs that other tables accept but this one refuses by a table rule; a
    play of one of them is illegal with ``rule_en`` / ``rule_es`` as the explanation. Other runs
    not in ``runs`` (those that wrap past the 2) are simply not a play.
    """

    runs: tuple[Run, ...] = field(converter=_runs)
    forbidden: tuple[Run, ...] = field(converter=_runs, factory=tuple)
    rule_en: str = ""
    rule_es: str = ""


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
    """Who leads a deal and what the first play must hold (the game engine uses it)."""

    first_play_includes_lowest: bool
    """In a deal led by the holder of the lowest card, the first play must include that card."""
    winner_leads_next_deal: bool
    """From the second deal of a match on, the previous winner leads with any play."""
