"""An example third-party plugin: suit order ``reverse`` (♠ < ♥ < ♣ < ♦) and variant ``upside-down``.

It registers through the ``bigtwo.variants`` entry-point group, the same door the built-in
variants use.
"""

from __future__ import annotations

from collections.abc import Sequence

from bigtwo.plugin import OptionValue, Suit, SuitOrder, Variant, hookimpl


@hookimpl
def bigtwo_option_values() -> Sequence[OptionValue]:
    """Declare the new suit order."""
    return [
        OptionValue(
            "suit_order",
            "reverse",
            "At equal rank the suit decides, ♠ < ♥ < ♣ < ♦, so the lowest card is the 3♠.",
            "A igual valor decide el palo, ♠ < ♥ < ♣ < ♦, así que la carta más baja es el 3♠.",
        )
    ]


@hookimpl
def bigtwo_suit_order(value: str) -> SuitOrder | None:
    """Build the new suit order."""
    if value == "reverse":
        return SuitOrder((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS))
    return None


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """The variant that uses it."""
    return [
        Variant(
            name="upside-down",
            title="Upside down",
            title_es="Al revés",
            summary="Classic rules with the suits reversed.",
            summary_es="Reglas clásicas con los palos al revés.",
            sources=["bigtwo's test suite"],
            options={"suit_order": "reverse"},
            parent="classic",
        )
    ]
