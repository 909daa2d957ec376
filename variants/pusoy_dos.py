"""Pusoy Dos: the Filipino game, with its own suit order ♣ < ♠ < ♥ < ♦."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, hookimpl

from .sources import WIKIPEDIA_PT_SCORING

VARIANT = Variant(
    name="pusoy-dos",
    title=Localized(en="Pusoy Dos", es="Pusoy Dos"),
    summary=Localized(
        en=(
            "The Philippine form of Big Two. Suits rank ♣ < ♠ < ♥ < ♦, so the 3♣ is the lowest card "
            "and leads, and the 2♦ is the highest. Five-card hands follow poker's order; straights "
            "holding a 2 rank above 10-J-Q-K-A."
        ),
        es=(
            "La forma filipina del Big Two. Los palos van ♣ < ♠ < ♥ < ♦, así que el 3♣ es la carta más "
            "baja y sale, y el 2♦ la más alta. Las jugadas de cinco siguen el orden del póquer; las "
            "escaleras con un 2 están por encima de 10-J-Q-K-A."
        ),
    ),
    sources=(
        Localized(
            en=(
                'Hispanopedia Wiki, "Big two" (in Spanish), and Wikipedia in Portuguese, "Big Two", name Pusoy Dos '
                "as the Philippine form of Big Two."
            ),
            es=(
                "Hispanopedia Wiki, «Big two», y Wikipedia en portugués, «Big Two», llaman al Pusoy Dos la forma "
                "filipina del Big Two."
            ),
        ),
    ),
    options={
        "suit_order": "pusoy",
        "straights": "twos-high",
        "flush": "rank-first",
        "instant_win": "dragon",
        "scoring": "pusoy-dos",
    },
    notes=(
        Localized(
            en=(
                "Suits: the sources do not give Pusoy Dos's own order; the library uses ♣ < ♠ < ♥ < ♦, the "
                "Philippine order as it is commonly described, with the 3♣ leading. This is the library's "
                "choice, and so is a consequence of it: as the 2 ranks highest, 10-J-Q-K-A of one suit "
                "does not necessarily beat another straight flush."
            ),
            es=(
                "Palos: las fuentes no dan el orden propio del Pusoy Dos; la biblioteca usa ♣ < ♠ < ♥ < ♦, "
                "el orden filipino tal como se suele describir, y sale el 3♣. Es una elección de la "
                "biblioteca, como lo es una consecuencia suya: como el 2 es la carta más alta, 10-J-Q-K-A "
                "de un mismo palo no gana necesariamente a otra escalera de color."
            ),
        ),
        Localized(
            en=(
                "Straights: the sources say a 10-J-Q-K-A straight flush can lose to a straight flush "
                "holding a 2 but give no table; we use Classic's: A-2-3-4-5 and 2-3-4-5-6 are the highest straights."
            ),
            es=(
                "Escaleras: las fuentes dicen que una escalera de color 10-J-Q-K-A puede perder contra una "
                "escalera de color con un 2, pero no dan la tabla; usamos la del Clásico: A-2-3-4-5 y 2-3-4-5-6 son las más altas."
            ),
        ),
        Localized(
            en=(
                "Flushes: the sources follow poker's hand order and do not say how two flushes compare; "
                "we compare the cards first, as poker does, and let the suit break ties."
            ),
            es=(
                "Colores: las fuentes siguen el orden de manos del póquer y no dicen cómo se comparan dos "
                "colores; comparamos primero las cartas, como en el póquer, y el palo solo desempata."
            ),
        ),
        Localized(
            en="Direction: not given by the sources; counterclockwise, the library's default.",
            es="Sentido del juego: las fuentes no lo dicen; antihorario, el de la biblioteca por defecto.",
        ),
        Localized(
            en=(
                "A dragon wins at once and collects 13 × 3 = 39 from each opponent "
                '(Wikipedia in Portuguese, "Big Two").'
            ),
            es="Un dragón gana al instante y cobra 13 × 3 = 39 a cada rival (Wikipedia en portugués, «Big Two»).",
        ),
    ),
    examples=(WIKIPEDIA_PT_SCORING,),
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the pusoy-dos variant."""
    return (VARIANT,)
