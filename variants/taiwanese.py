"""Taiwanese: straights split around the 2, and bombs."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, hookimpl

from .sources import WIKIPEDIA_PT_SCORING

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
    examples=(WIKIPEDIA_PT_SCORING,),
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the taiwanese variant."""
    return (VARIANT,)
