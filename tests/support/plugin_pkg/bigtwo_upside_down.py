"""An example third-party plugin: suit order ``reverse`` (♠ < ♥ < ♣ < ♦) and variant ``upside-down``.

It registers through the ``bigtwo.variants`` entry-point group, the same door the built-in
variants use.
"""

from __future__ import annotations

from collections.abc import Sequence

from bigtwo.plugin import Localized, OptionValue, Suit, SuitOrder, Variant, hookimpl


@hookimpl
def bigtwo_option_values() -> Sequence[OptionValue]:
    """Declare the new suit order."""
    return [
        OptionValue(
            "suit_order",
            "reverse",
            Localized(
                en="At equal rank the suit decides, ♠ < ♥ < ♣ < ♦, so the lowest card is the 3♠.",
                es="A igual valor decide el palo, ♠ < ♥ < ♣ < ♦, así que la carta más baja es el 3♠.",
            ),
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
            title=Localized(en="Upside down", es="Al revés"),
            summary=Localized(
                en="Classic rules with the suits reversed.", es="Reglas clásicas con los palos al revés."
            ),
            sources=[Localized(en="bigtwo's test suite", es="las pruebas de bigtwo")],
            options={"suit_order": "reverse"},
            parent="classic",
        )
    ]
