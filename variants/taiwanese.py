"""Taiwanese: straights split around the 2, and bombs."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, hookimpl

from .sources import WIKIPEDIA_PT_SCORING

VARIANT = Variant(
    name="taiwanese",
    title=Localized(en="Taiwanese (bombs)", es="Taiwanés (bombas)"),
    summary=Localized(
        en=(
            "A-2-3-4-5 is the lowest straight and 2-3-4-5-6 the highest, as the Portuguese "
            "encyclopedia's table gives them. Four of a kind (with a fifth card) and straight flushes "
            "are bombs that beat a play of any size; other five-card plays only beat plays of their own kind."
        ),
        es=(
            "A-2-3-4-5 es la escalera más baja y 2-3-4-5-6 la más alta, como las da la tabla de la "
            "enciclopedia portuguesa. El póquer (con una quinta carta) y la escalera de color son "
            "bombas que ganan a una jugada de cualquier tamaño; las demás de cinco solo ganan a las de su clase."
        ),
    ),
    sources=(
        Localized(
            en='Wikipedia in Portuguese, "Big Two": the straight table split around the 2.',
            es="Wikipedia en portugués, «Big Two»: la tabla de escaleras partida alrededor del 2.",
        ),
    ),
    notes=(
        Localized(
            en=(
                "Bombs: none of the sources describes them. The variant is named after the Taiwanese tables "
                "where four of a kind and straight flushes are said to beat any play; how they are played "
                "here (which plays are bombs, the straight flush above four of a kind) is the library's choice."
            ),
            es=(
                "Bombas: ninguna de las fuentes las describe. La variante debe su nombre a las mesas "
                "taiwanesas donde, según se cuenta, el póquer y la escalera de color ganan a cualquier "
                "jugada; cómo se juegan aquí (qué jugadas son bombas, la escalera de color por encima del "
                "póquer) es una elección de la biblioteca."
            ),
        ),
        Localized(
            en=(
                "Direction: Wikipedia in Portuguese plays clockwise; this variant keeps Classic's "
                "counterclockwise play, a choice of the library's (the direction option changes it)."
            ),
            es=(
                "Sentido del juego: la Wikipedia en portugués juega en sentido horario; esta variante "
                "mantiene el antihorario del Clásico, una elección de la biblioteca (la opción del sentido "
                "del juego lo cambia)."
            ),
        ),
        Localized(
            en=(
                "Flushes: Wikipedia in Portuguese compares them by their cards first; this variant keeps "
                "Classic's suit first, a choice of the library's."
            ),
            es=(
                "Colores: la Wikipedia en portugués los compara primero por sus cartas; esta variante "
                "mantiene el palo primero del Clásico, una elección de la biblioteca."
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
