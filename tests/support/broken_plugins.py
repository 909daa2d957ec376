"""Plugins with deliberate mistakes, for the testing kit's own tests (tests/testing/).

Each one declares one new option value (or variant) that breaks one property of the kit; the
``CASES`` table says which, and the options that choose it. They are module-level instances, so
a test file run in another process can name them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bigtwo.plugin import (
    FlushOrder,
    Localized,
    OptionValue,
    Rank,
    Run,
    ScoreInput,
    ScoreLine,
    ScoringScheme,
    StraightTable,
    Suit,
    SuitOrder,
    Variant,
    hookimpl,
    penalties,
    tiers_rate,
)
from bigtwo.testing import (
    DETERMINISTIC,
    EXPLAINED,
    FLUSH_ORDER,
    MONOTONE,
    SEAT_ORDER,
    STRAIGHT_TABLE,
    SUIT_ORDER,
    ZERO_SUM,
)

D, C, H, S = Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES


class DoubledSuit:
    """``suit_order=kit-doubled``: a suit order listing the diamonds twice (and no clubs), built the
    ordinary way, so `SuitOrder` itself refuses it while the rule set is built."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (OptionValue("suit_order", "kit-doubled", Localized(en="Diamonds twice.", es="Diamantes dos veces.")),)

    @hookimpl
    def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
        return SuitOrder((D, D, H, S)) if value == "kit-doubled" else None


def _unchecked_suit_order(suits: tuple[Suit, ...]) -> SuitOrder:
    """A `SuitOrder` made without its validation, as a plugin that builds one by hand could."""
    order = object.__new__(SuitOrder)
    object.__setattr__(order, "suits", suits)
    return order


class SneakyDoubledSuit:
    """``suit_order=kit-sneaky``: diamonds, clubs, clubs, spades, made past `SuitOrder`'s validation,
    so the rule set builds and only the kit's check can see it."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (OptionValue("suit_order", "kit-sneaky", Localized(en="Clubs twice.", es="Tréboles dos veces.")),)

    @hookimpl
    def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
        return _unchecked_suit_order((D, C, C, S)) if value == "kit-sneaky" else None


def _run(low: int) -> Run:
    return Run(tuple(Rank(low + i) for i in range(5)), top=Rank(low + 4))


def _unchecked_straight_table(runs: tuple[Run, ...]) -> StraightTable:
    """A `StraightTable` made without its validation (which refuses a repeated run), as a plugin
    that builds one by hand could."""
    table = object.__new__(StraightTable)
    for name, value in (("runs", runs), ("forbidden", ()), ("rule", None)):
        object.__setattr__(table, name, value)
    return table


class RepeatedRun:
    """``straights=kit-repeated``: the usual runs 3-7 to 10-A, then 3-4-5-6-7 again at the top,
    made past `StraightTable`'s validation so that only the kit's check can see it."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (OptionValue("straights", "kit-repeated", Localized(en="3-7 twice.", es="3-7 dos veces.")),)

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        if value != "kit-repeated":
            return None
        return _unchecked_straight_table((*(_run(r) for r in range(8)), _run(0)))


def _unchecked_run(ranks: tuple[Rank, ...]) -> Run:
    """A `Run` made without its validation (which refuses a run that wraps past the 2)."""
    run = object.__new__(Run)
    object.__setattr__(run, "ranks", ranks)
    object.__setattr__(run, "top", ranks[-1])
    return run


class WrappingRun:
    """``straights=kit-wrapping``: the usual runs 3-7 to 10-A, and Q-K-A-2-3 on top, a run that
    wraps past the 2 (made past `Run`'s validation, so only the build can refuse it)."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (OptionValue("straights", "kit-wrapping", Localized(en="Q-K-A-2-3 too.", es="También Q-K-A-2-3.")),)

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        if value != "kit-wrapping":
            return None
        wrapping = _unchecked_run((Rank.QUEEN, Rank.KING, Rank.ACE, Rank.TWO, Rank.THREE))
        return StraightTable((*(_run(r) for r in range(8)), wrapping))


def _suit_blind(ranks: tuple[Rank, ...], suit: int) -> Any:
    """A flush key that ignores the suit: the same ranks in ♥ and ♠ tie."""
    return tuple(int(r) for r in ranks)


class SuitBlindFlush:
    """``flush=kit-suit-blind``: flushes compare by ranks alone, so two flushes of the same ranks
    in different suits compare equal and neither beats the other."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (OptionValue("flush", "kit-suit-blind", Localized(en="Ranks only.", es="Solo los valores.")),)

    @hookimpl
    def bigtwo_flush_order(self, value: str) -> FlushOrder | None:
        return FlushOrder(key=_suit_blind) if value == "kit-suit-blind" else None


class Cyclic:
    """A number 0, 1 or 2 that beats the one before it, round a circle: 0 < 1 < 2 < 0."""

    def __init__(self, n: int) -> None:
        self.n = n % 3

    def __lt__(self, other: Cyclic) -> bool:
        return (other.n - self.n) % 3 == 1

    def __gt__(self, other: Cyclic) -> bool:
        return (self.n - other.n) % 3 == 1

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Cyclic) and other.n == self.n

    def __hash__(self) -> int:
        return self.n

    def __repr__(self) -> str:
        return f"Cyclic({self.n})"


def _rock_paper_scissors(ranks: tuple[Rank, ...], suit: int) -> Any:
    """A flush key that is not transitive: the top rank, modulo 3, round a circle."""
    return (Cyclic(int(ranks[0])),)


class RockPaperScissorsFlush:
    """``flush=kit-rock-paper-scissors``: flushes compare by their top rank round a circle, so
    A > B > C > A happens: no order can follow it."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (OptionValue("flush", "kit-rock-paper-scissors", Localized(en="Round a circle.", es="En círculo.")),)

    @hookimpl
    def bigtwo_flush_order(self, value: str) -> FlushOrder | None:
        return FlushOrder(key=_rock_paper_scissors) if value == "kit-rock-paper-scissors" else None


class FalseZeroSum:
    """``scoring=kit-false-zero-sum``: penalties (cards × tiers rate, all positive) that claim
    ``zero_sum=True``."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (OptionValue("scoring", "kit-false-zero-sum", Localized(en="Penalties.", es="Multas.")),)

    @hookimpl
    def bigtwo_scoring(self, value: str) -> ScoringScheme | None:
        if value != "kit-false-zero-sum":
            return None
        return ScoringScheme(penalties(tiers_rate), lower_wins=True, zero_sum=True)


def _flat(given: ScoreInput) -> tuple[ScoreLine, ...]:
    """Every loser pays the winner about 5 whatever he holds (``cards × (5 // cards)``: 5 for 1
    card, 4 for 2, nothing from 6 cards up): a sound, zero-sum scheme whose lines print truthfully,
    but which ignores the cards left."""
    out = []
    pays = {seat: len(hand) * (5 // len(hand)) for seat, hand in enumerate(given.hands) if seat != given.winner}
    for seat, hand in enumerate(given.hands):
        if seat == given.winner:
            transfers = tuple((loser, paid) for loser, paid in pays.items() if paid)
            out.append(ScoreLine(seat, "winner", 0, 0, (), sum(pays.values()), transfers))
        else:
            paid = pays[seat]
            transfers = ((given.winner, -paid),) if paid else ()
            out.append(ScoreLine(seat, "loser", len(hand), 5 // len(hand), (), -paid, transfers))
    return tuple(out)


class FlatScheme:
    """``scoring=kit-flat``: every loser pays about 5 (`_flat`)."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (OptionValue("scoring", "kit-flat", Localized(en="Five from each.", es="Cinco de cada uno.")),)

    @hookimpl
    def bigtwo_scoring(self, value: str) -> ScoringScheme | None:
        return ScoringScheme(_flat) if value == "kit-flat" else None


def _dice(given: ScoreInput) -> tuple[ScoreLine, ...]:
    """Each loser pays his cards left at a rate of 1 or 2 drawn at random on every call: a sound,
    zero-sum, monotone scheme in any one call, which is not a function of the end of the deal."""
    out = []
    rates = {seat: _RNG.choice((1, 2)) for seat in range(len(given.hands)) if seat != given.winner}
    pays = {seat: len(given.hands[seat]) * rate for seat, rate in rates.items()}
    for seat, hand in enumerate(given.hands):
        if seat == given.winner:
            transfers = tuple((loser, paid) for loser, paid in pays.items() if paid)
            out.append(ScoreLine(seat, "winner", 0, 0, (), sum(pays.values()), transfers))
        else:
            paid = pays[seat]
            transfers = ((given.winner, -paid),) if paid else ()
            out.append(ScoreLine(seat, "loser", len(hand), rates[seat], (), -paid, transfers))
    return tuple(out)


_RNG = random.Random(0)


class DiceScheme:
    """``scoring=kit-dice``: the rate is drawn at random on every call (`_dice`)."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (OptionValue("scoring", "kit-dice", Localized(en="Dice decide.", es="Deciden los dados.")),)

    @hookimpl
    def bigtwo_scoring(self, value: str) -> ScoringScheme | None:
        return ScoringScheme(_dice) if value == "kit-dice" else None


def _next_pays_double(given: ScoreInput) -> tuple[ScoreLine, ...]:
    """Each loser pays his cards left, and the seat after the winner pays double: a scheme that
    depends on where the losers sit."""
    players = len(given.hands)
    pays = {
        seat: len(hand) * (2 if seat == (given.winner + 1) % players else 1)
        for seat, hand in enumerate(given.hands)
        if seat != given.winner
    }
    out = []
    for seat, hand in enumerate(given.hands):
        if seat == given.winner:
            out.append(ScoreLine(seat, "winner", 0, 0, (), sum(pays.values()), tuple(pays.items())))
        else:
            rate = pays[seat] // len(hand)
            out.append(ScoreLine(seat, "loser", len(hand), rate, (), -pays[seat], ((given.winner, -pays[seat]),)))
    return tuple(out)


class SeatedScheme:
    """``scoring=kit-next-pays-double`` (`_next_pays_double`)."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (
            OptionValue(
                "scoring", "kit-next-pays-double", Localized(en="Next pays double.", es="El siguiente paga doble.")
            ),
        )

    @hookimpl
    def bigtwo_scoring(self, value: str) -> ScoringScheme | None:
        return ScoringScheme(_next_pays_double) if value == "kit-next-pays-double" else None


class Untranslated:
    """``straights=kit-untranslated``: the usual table, declared with no Spanish sentence."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (OptionValue("straights", "kit-untranslated", Localized(en="The usual runs, 3-7 to 10-A.", es="")),)

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        return StraightTable(runs=tuple(_run(r) for r in range(8))) if value == "kit-untranslated" else None


class UntranslatedVariant:
    """Variant ``kit-untranslated``: classic rules, with an empty Spanish summary."""

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        return (
            Variant(
                name="kit-untranslated",
                title=Localized(en="Untranslated", es="Sin traducir"),
                summary=Localized(en="Classic rules, described in English only.", es=""),
                sources=(Localized(en="the kit's tests", es="las pruebas del kit"),),
                parent="classic",
            ),
        )


DOUBLED_SUIT = DoubledSuit()
SNEAKY_DOUBLED_SUIT = SneakyDoubledSuit()
REPEATED_RUN = RepeatedRun()
ROCK_PAPER_SCISSORS_FLUSH = RockPaperScissorsFlush()
FALSE_ZERO_SUM = FalseZeroSum()
FLAT_SCHEME = FlatScheme()
WRAPPING_RUN = WrappingRun()
SUIT_BLIND_FLUSH = SuitBlindFlush()
DICE_SCHEME = DiceScheme()
SEATED_SCHEME = SeatedScheme()
UNTRANSLATED = Untranslated()
UNTRANSLATED_VARIANT = UntranslatedVariant()

CASES: dict[str, tuple[str, dict[str, str], object, str]] = {
    "suit order listing a suit twice": ("classic", {"suit_order": "kit-doubled"}, DOUBLED_SUIT, SUIT_ORDER),
    "suit order listing a suit twice, unvalidated": (
        "classic",
        {"suit_order": "kit-sneaky"},
        SNEAKY_DOUBLED_SUIT,
        SUIT_ORDER,
    ),
    "straight table with a repeated run": ("classic", {"straights": "kit-repeated"}, REPEATED_RUN, STRAIGHT_TABLE),
    "flush comparison that is not transitive": (
        "classic",
        {"flush": "kit-rock-paper-scissors"},
        ROCK_PAPER_SCISSORS_FLUSH,
        FLUSH_ORDER,
    ),
    "scheme declared zero-sum that is not": ("classic", {"scoring": "kit-false-zero-sum"}, FALSE_ZERO_SUM, ZERO_SUM),
    "scheme that ignores the cards left": ("classic", {"scoring": "kit-flat"}, FLAT_SCHEME, MONOTONE),
    "scheme that depends on where the losers sit": (
        "classic",
        {"scoring": "kit-next-pays-double"},
        SEATED_SCHEME,
        SEAT_ORDER,
    ),
    "straight table with a run that wraps past the 2": (
        "classic",
        {"straights": "kit-wrapping"},
        WRAPPING_RUN,
        STRAIGHT_TABLE,
    ),
    "flush order that ignores the suit": ("classic", {"flush": "kit-suit-blind"}, SUIT_BLIND_FLUSH, FLUSH_ORDER),
    "scheme that draws its rate at random": ("classic", {"scoring": "kit-dice"}, DICE_SCHEME, DETERMINISTIC),
    "option value with no Spanish sentence": ("classic", {"straights": "kit-untranslated"}, UNTRANSLATED, EXPLAINED),
    "variant with no Spanish summary": ("kit-untranslated", {}, UNTRANSLATED_VARIANT, EXPLAINED),
}
"""Each mistake: (variant, options, plugin, the property it breaks)."""


# ---------------------------------------------------------------------------------------------
# Mistakes refused at the build, naming the plugin (passed to ``ruleset(plugins=[...])``)


def _value(option: str, value: str) -> OptionValue:
    return OptionValue(option, value, Localized(en="Broken.", es="Rota."))


class MisspeltHook:
    """A hook name with a typo."""

    @hookimpl
    def bigtwo_suit_ordr(self, value: str) -> SuitOrder | None:
        return None


class UnmarkedHooks:
    """Hook functions without the ``hookimpl`` marker."""

    def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
        return None


class RaisingHook:
    """A component hook with a bug of its own."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (_value("straights", "kit-raising"),)

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        if value == "kit-raising":
            raise ZeroDivisionError("a bug in the plugin")
        return None


class WrongComponent:
    """A component hook that answers with text."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (_value("straights", "kit-text"),)

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> Any:
        return "3-4-5-6-7" if value == "kit-text" else None


class ValueOfNoOption:
    """An option value of an option nobody declares."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (_value("weather", "rain"),)


class VariantOfNoOption:
    """A variant that sets an option nobody declares."""

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        return (_variant("kit-stormy", options=(("weather", "rain"),)),)


class ParentCycle:
    """Two variants that start from each other."""

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        return (_variant("kit-chicken", parent="kit-egg"), _variant("kit-egg", parent="kit-chicken"))


class ReservedOption:
    """An option named like one of bigtwo's own."""

    @hookimpl
    def bigtwo_options(self) -> Sequence[Any]:
        from bigtwo.plugin import Option

        return (Option("straights", "x", "bigtwo_component", tuple, Localized(en="Mine", es="Mía")),)


class FlagNotBool:
    """A scoring scheme whose ``lower_wins`` is text."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (_value("scoring", "kit-flag"),)

    @hookimpl
    def bigtwo_scoring(self, value: str) -> ScoringScheme | None:
        if value != "kit-flag":
            return None
        scheme = object.__new__(ScoringScheme)
        for name, field_value in (("lines", penalties), ("lower_wins", "yes"), ("zero_sum", False)):
            object.__setattr__(scheme, name, field_value)
        return scheme


class WrongProduct:
    """A scheme whose losers' amounts are not their cards × rate."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (_value("scoring", "kit-wrong-product"),)

    @hookimpl
    def bigtwo_scoring(self, value: str) -> ScoringScheme | None:
        if value != "kit-wrong-product":
            return None

        def lines(given: ScoreInput) -> tuple[ScoreLine, ...]:
            out = []
            for seat, hand in enumerate(given.hands):
                left = len(hand)
                role = "winner" if seat == given.winner else "loser"
                out.append(ScoreLine(seat, role, left, 1, (), 0 if role == "winner" else 2 * left + 1))
            return tuple(out)

        return ScoringScheme(lines, lower_wins=True, zero_sum=False)


class WrappingRoyal:
    """A royal straight flush that wraps past the 2 (Q-K-A-2-3), made past `Run`'s validation."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return (_value("royal", "kit-wrapping-royal"),)

    @hookimpl
    def bigtwo_royal(self, value: str) -> Any:
        if value != "kit-wrapping-royal":
            return None
        from bigtwo.plugin import RoyalRule

        rule = object.__new__(RoyalRule)
        object.__setattr__(rule, "runs", (_unchecked_run((Rank.QUEEN, Rank.KING, Rank.ACE, Rank.TWO, Rank.THREE)),))
        return rule


def _variant(name: str, **fields: Any) -> Variant:
    return Variant(
        name=name,
        title=Localized(en=name, es=name),
        summary=Localized(en="Broken.", es="Rota."),
        sources=(Localized(en="a test", es="una prueba"),),
        **fields,
    )


REFUSED: dict[str, tuple[str, dict[str, str], object, str]] = {
    "a misspelt hook name": ("classic", {}, MisspeltHook(), "invalid-plugin"),
    "hooks without the hookimpl marker": ("classic", {}, UnmarkedHooks(), "plugin-hooks-not-marked"),
    "the class passed instead of an instance": ("classic", {}, MisspeltHook, "plugin-is-a-class"),
    "a component hook that raises": ("classic", {"straights": "kit-raising"}, RaisingHook(), "plugin-raised"),
    "a component of the wrong type": (
        "classic",
        {"straights": "kit-text"},
        WrongComponent(),
        "plugin-component-wrong-type",
    ),
    "a value of an option nobody declares": ("classic", {}, ValueOfNoOption(), "plugin-value-of-unknown-option"),
    "a variant setting an option nobody declares": (
        "kit-stormy",
        {},
        VariantOfNoOption(),
        "variant-sets-unknown-option",
    ),
    "variants that start from each other": ("kit-egg", {}, ParentCycle(), "variant-parent-cycle"),
    "an option named like a built-in one": ("classic", {}, ReservedOption(), "plugin-option-name-taken"),
    "a scheme whose lower_wins is not a bool": (
        "classic",
        {"scoring": "kit-flag"},
        FlagNotBool(),
        "scheme-flag-not-bool",
    ),
    "a scheme whose amounts are not cards × rate": (
        "classic",
        {"scoring": "kit-wrong-product"},
        WrongProduct(),
        "scheme-probe-failed",
    ),
    "a royal run that wraps past the 2": (
        "classic",
        {"royal": "kit-wrapping-royal"},
        WrappingRoyal(),
        "straights-broken",
    ),
}
"""Plugin mistakes refused when a rule set is built, each with the error code the author gets (the
message names the plugin): case -> (variant, options, the plugin, the code)."""
