"""Dragon: the Big Two of the Portuguese Wikipedia article "Big Two", with a royal J-Q-K-A-2."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, hookimpl

from .sources import WIKIPEDIA_PT_SCORING

VARIANT = Variant(
    name="dragon",
    title=Localized(en="Dragon (royal straight flush, instant win)", es="Dragón (escalera real, victoria al instante)"),
    summary=Localized(
        en=(
            "Big Two as a Portuguese encyclopedia article describes it: A-2-3-4-5 is the lowest "
            "straight and 2-3-4-5-6 the highest; flushes compare by their cards first; J-Q-K-A-2 of "
            "one suit is a royal straight flush, the strongest play; a 13-card dragon wins at once."
        ),
        es=(
            "El Big Two de un artículo de enciclopedia en portugués: A-2-3-4-5 es la escalera más baja y "
            "2-3-4-5-6 la más alta; los colores se comparan por sus cartas; J-Q-K-A-2 del mismo palo es "
            "escalera real, la jugada más fuerte; un dragón de 13 cartas gana al instante."
        ),
    ),
    sources=(Localized(en='Wikipedia in Portuguese, "Big Two".', es="Wikipedia en portugués, «Big Two»."),),
    options={
        "straights": "split",
        "flush": "rank-first",
        "royal": "jqka2",
        "direction": "clockwise",
        "instant_win": "dragon",
        "redeal": "weak-hand",
        "scoring": "pusoy-dos",
    },
    notes=(
        Localized(
            en="Our choice: the article says the winner may or may not collect what the others lose; here the winner collects it.",
            es="Elección nuestra: el artículo dice que el ganador puede cobrar o no lo que pierden los demás; aquí lo cobra.",
        ),
        Localized(
            en="Our choice: the article says only that the holder of the lowest card plays first; here the first play must include that card.",
            es="Elección nuestra: el artículo solo dice que juega primero quien tiene la carta más baja; aquí la primera jugada tiene que incluirla.",
        ),
        Localized(
            en=(
                "In 2-3-4-5-6 the 2 counts high (it is the highest straight), so its 2 breaks ties; "
                "in A-2-3-4-5, the lowest straight, the 5 does."
            ),
            es=(
                "En 2-3-4-5-6 el 2 cuenta alto (es la escalera más alta), así que su 2 desempata; en A-2-3-4-5, "
                "la más baja, desempata el 5."
            ),
        ),
        Localized(
            en=(
                'Scoring: the table of Wikipedia in Portuguese, "Big Two", leaves 10 cards out (under 10 pays 1, '
                "11-12 pay 2); 10 pays 2 a card."
            ),
            es=(
                "Puntuación: la tabla de la Wikipedia en portugués, «Big Two», no dice nada de 10 cartas (menos "
                "de 10 pagan 1, de 11 a 12 pagan 2); con 10 se pagan 2 por carta."
            ),
        ),
    ),
    examples=(WIKIPEDIA_PT_SCORING,),
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the dragon variant."""
    return (VARIANT,)
