"""Taiwanese: straights split around the 2, and bombs."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, WorkedExample, hookimpl

VARIANT = Variant(
    name="taiwanese",
    title=Localized(en="Taiwanese (bombs)", es="Taiwanés (bombas)"),
    summary=Localized(
        en=(
            "As played at Taiwanese tables: A-2-3-4-5 is the lowest straight and 2-3-4-5-6 the highest. "
            "Four of a kind (with a fifth card) and straight flushes are bombs that beat a play of "
            "any size; other five-card plays only beat plays of their own kind."
        ),
        es=(
            "Como se juega en mesas taiwanesas: A-2-3-4-5 es la escalera más baja y 2-3-4-5-6 la más "
            "alta. El póquer (con una quinta carta) y la escalera de color son bombas que tapan una "
            "jugada de cualquier tamaño; las demás de cinco solo tapan a las de su clase."
        ),
    ),
    sources=(
        Localized(
            en='Wikipedia in Portuguese, "Big Two" (the split straight table), and Taiwanese table rules (bombs).',
            es=(
                "Wikipedia en portugués, «Big Two» (la tabla de escaleras partida), y reglas de mesas "
                "taiwanesas (bombas)."
            ),
        ),
    ),
    options={"straights": "split", "bombs": "quads-and-straight-flush"},
    examples=(
        WorkedExample(
            source=Localized(en='Wikipedia in Portuguese, "Big Two"', es="Wikipedia en portugués, «Big Two»"),
            text=Localized(
                en=(
                    "A (seat 0) wins, and B, C and D (seats 1, 2 and 3) hold 3, 11 and 13 cards: B loses 3, "
                    "C 22 and D 39, and A collects 3 + 22 + 39 = 64."
                ),
                es=(
                    "Gana A (asiento 0), y a B, C y D (asientos 1, 2 y 3) les quedan 3, 11 y 13 cartas: B pierde "
                    "3, C 22 y D 39, y A cobra 3 + 22 + 39 = 64."
                ),
            ),
            hands=(
                "",
                "3D 4C 5H",
                "6D 6C 6H 7D 7C 7H 8D 8C 8H 9D 9C",
                "10D 10C 10H 10S JD JC JH JS QD QC QH QS KD",
            ),
            expected=((0, 64), (1, -3), (2, -22), (3, -39)),
        ),
    ),
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the taiwanese variant."""
    return (VARIANT,)
