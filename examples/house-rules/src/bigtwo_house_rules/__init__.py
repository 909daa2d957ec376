"""House rules for bigtwo: a suit order, a straight table, a scoring scheme, and the variant ``house``.

A bigtwo plugin is a module (or any object) whose functions are named like bigtwo's hooks and
marked with `bigtwo.plugin.hookimpl`. This one is registered through the ``bigtwo.variants``
entry-point group (see ``pyproject.toml``), so installing the package is enough::

    >>> import bigtwo
    >>> str(bigtwo.ruleset("house").lowest_card)
    '3♠'

It declares three new option values, builds their components when a rule set asks for them,
and defines a variant that uses all three:

- ``suit_order="spades-lowest"``: ♠ < ♣ < ♦ < ♥, the suit order of Tiến lên;
- ``straights="wheel-low"``: A-2-3-4-5 is the lowest straight, 2-3-4-5-6 is refused by a table rule;
- ``scoring="flat"``: each loser pays the winner 1 point per card left.
"""

from __future__ import annotations

from collections.abc import Sequence

from bigtwo.plugin import (
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
)

__all__ = [
    "FLAT",
    "FLAT_SCHEME",
    "HOUSE",
    "SPADES_LOWEST",
    "SPADES_LOWEST_ORDER",
    "VALUES",
    "WHEEL_LOW",
    "WHEEL_LOW_TABLE",
    "bigtwo_option_values",
    "bigtwo_scoring",
    "bigtwo_straight_table",
    "bigtwo_suit_order",
    "bigtwo_variants",
    "flat_lines",
]

# --8<-- [start:declare]
SPADES_LOWEST = "spades-lowest"
WHEEL_LOW = "wheel-low"
FLAT = "flat"

VALUES: tuple[OptionValue, ...] = (
    OptionValue(
        "suit_order",
        SPADES_LOWEST,
        Localized(
            en="At equal rank the suit decides, ♠ < ♣ < ♦ < ♥, so the lowest card is the 3♠ and the highest the 2♥.",
            es="A igual valor decide el palo, ♠ < ♣ < ♦ < ♥, así que la carta más baja es el 3♠ y la más alta el 2♥.",
        ),
    ),
    OptionValue(
        "straights",
        WHEEL_LOW,
        Localized(
            en="A-2-3-4-5 is the lowest straight and 10-J-Q-K-A the highest; 2-3-4-5-6 is refused by the table rule.",
            es="A-2-3-4-5 es la escalera más baja y 10-J-Q-K-A la más alta; 2-3-4-5-6 no vale por regla de la mesa.",
        ),
    ),
    OptionValue(
        "scoring",
        FLAT,
        Localized(
            en="Each loser pays the winner 1 point a card left, however many are left, so the scores add up to zero.",
            es=(
                "Cada perdedor paga al ganador 1 punto por carta que le quede, sean cuantas sean, así que los "
                "marcadores suman cero."
            ),
        ),
    ),
)
"""The option values this plugin declares, and so owns."""


@hookimpl
def bigtwo_option_values() -> Sequence[OptionValue]:
    """Declare the three house values (asked once per build, before any component)."""
    return VALUES


# --8<-- [end:declare]

# --8<-- [start:suit-order]
SPADES_LOWEST_ORDER = SuitOrder((Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS))
"""♠ < ♣ < ♦ < ♥, from the lowest to the highest."""


@hookimpl
def bigtwo_suit_order(value: str) -> SuitOrder | None:
    """Build ``suit_order="spades-lowest"``; ``None`` for every other value (not ours)."""
    return SPADES_LOWEST_ORDER if value == SPADES_LOWEST else None


# --8<-- [end:suit-order]

# --8<-- [start:straights]
_ORDINARY_RUNS = tuple(Run(tuple(Rank(low + i) for i in range(5)), top=Rank(low + 4)) for low in range(8))
"""3-4-5-6-7 up to 10-J-Q-K-A, each decided by the suit of its highest card."""

WHEEL_LOW_TABLE = StraightTable(
    runs=(Run((Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE), top=Rank.FIVE), *_ORDINARY_RUNS),
    forbidden=(Run((Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX), top=Rank.SIX),),
    rule=Localized(en="2-3-4-5-6 is not a straight", es="2-3-4-5-6 no es escalera"),
)
"""A-2-3-4-5 (decided by the suit of its 5) below 3-4-5-6-7 ... 10-J-Q-K-A; 2-3-4-5-6 is refused."""


@hookimpl
def bigtwo_straight_table(value: str) -> StraightTable | None:
    """Build ``straights="wheel-low"``; ``None`` for every other value."""
    return WHEEL_LOW_TABLE if value == WHEEL_LOW else None


# --8<-- [end:straights]


# --8<-- [start:scoring]
def flat_lines(given: ScoreInput) -> tuple[ScoreLine, ...]:
    """One line per seat, in seat order: each loser pays the winner 1 point per card left."""
    winner = given.winner
    paid = {seat: len(hand) for seat, hand in enumerate(given.hands) if seat != winner}  # 1 point a card
    lines = []
    for seat in range(len(given.hands)):
        if seat == winner:
            lines.append(
                ScoreLine(
                    seat=seat,
                    role="winner",
                    cards_left=0,
                    rate=0,
                    multipliers=(),
                    amount=sum(paid.values()),
                    transfers=tuple(paid.items()),  # (loser, points received from him), in seat order
                )
            )
        else:
            lines.append(
                ScoreLine(
                    seat=seat,
                    role="loser",
                    cards_left=paid[seat],
                    rate=1,
                    multipliers=(),
                    amount=-paid[seat],
                    transfers=((winner, -paid[seat]),),  # paid to the winner: a negative amount
                )
            )
    return tuple(lines)


FLAT_SCHEME = ScoringScheme(flat_lines, lower_wins=False, zero_sum=True)


@hookimpl
def bigtwo_scoring(value: str) -> ScoringScheme | None:
    """Build ``scoring="flat"``; ``None`` for every other value."""
    return FLAT_SCHEME if value == FLAT else None


# --8<-- [end:scoring]

# --8<-- [start:variant]
HOUSE = Variant(
    name="house",
    title=Localized(en="House rules", es="Reglas de la casa"),
    summary=Localized(
        en=(
            "Classic Big Two with three house rules: suits rank ♠ < ♣ < ♦ < ♥ as in Tiến lên, so the holder "
            "of the 3♠ leads; A-2-3-4-5 is the lowest straight and 2-3-4-5-6 is no straight at all; and "
            "each loser pays the winner a flat point per card left."
        ),
        es=(
            "El Big Two clásico con tres reglas de la casa: los palos van ♠ < ♣ < ♦ < ♥ como en el Tiến lên, "
            "así que sale quien tiene el 3♠; A-2-3-4-5 es la escalera más baja y 2-3-4-5-6 no es escalera; "
            "y cada perdedor paga al ganador un punto fijo por carta que le quede."
        ),
    ),
    sources=(
        Localized(
            en="Tiến lên (Vietnamese Thirteen), for the suit order: https://www.pagat.com/climbing/thirteen.html",
            es="Tiến lên (el Trece vietnamita), para el orden de palos: https://www.pagat.com/climbing/thirteen.html",
        ),
        Localized(
            en="Invented for bigtwo's guide 'Write a plugin', as one house's own rules: the straights and the scoring.",
            es=(
                "Inventadas para la guía «Escribir un plugin» de bigtwo, como reglas propias de una casa: "
                "las escaleras y la puntuación."
            ),
        ),
    ),
    options={"suit_order": SPADES_LOWEST, "straights": WHEEL_LOW, "scoring": FLAT},
    parent="classic",
    notes=(
        Localized(
            en=(
                "Two A-2-3-4-5 straights are decided by the suit of their 5, as in the built-in table where "
                "A-2-3-4-5 is the lowest straight."
            ),
            es=(
                "Entre dos escaleras A-2-3-4-5 decide el palo de su 5, como en la tabla incorporada en la que "
                "A-2-3-4-5 es la escalera más baja."
            ),
        ),
        Localized(
            en="Flushes still compare suit first, now under the house suit order.",
            es="El color se sigue comparando primero por palo, ahora con el orden de palos de la casa.",
        ),
    ),
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Define the ``house`` variant (every plugin's variants are collected)."""
    return (HOUSE,)


# --8<-- [end:variant]
