"""Cardroom: an online card room's Big 2 (ActionPoker.com's "Big 2 Poker" rules)."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, hookimpl

VARIANT = Variant(
    name="cardroom",
    title=Localized(en="Online card room", es="Sala de juego en línea"),
    summary=Localized(
        en=(
            "An online card room's Big 2 for 2, 3 or 4 players: A-2-3-4-5 is the highest straight, "
            "2-3-4-5-6 the second and 10-J-Q-K-A the third; suits rank ♦ < ♣ < ♥ < ♠."
        ),
        es=(
            "El Big 2 de una sala de juego en línea, para 2, 3 o 4 jugadores: A-2-3-4-5 es la escalera "
            "más alta, 2-3-4-5-6 la segunda y 10-J-Q-K-A la tercera; palos ♦ < ♣ < ♥ < ♠."
        ),
    ),
    sources=(
        Localized(
            en='ActionPoker.com, "Big 2 Poker" rules (in Spanish).', es="ActionPoker.com, reglas de «Big 2 Poker»."
        ),
    ),
    options={
        "straights": "twos-high",
        "direction": "alternate",
        "auto_pass": "top-card-and-short-hands",
        "assistant": "on",
        "scoring": "pairwise",
    },
    notes=(
        Localized(
            en=(
                "The assistant rule: passing is not a violation; playing a single that is not your highest "
                "while the next player holds one card is."
            ),
            es=(
                "La regla del asistente: pasar no es una infracción; sí lo es tirar una carta suelta que no sea "
                "la más alta cuando el siguiente jugador tiene una sola carta."
            ),
        ),
        Localized(
            en="The tournament rule (the previous winner leads) is not the default: set opener=last-winner.",
            es=(
                "La regla de torneo (sale quien ganó la mano anterior) no es la de por defecto: se elige con "
                "opener=last-winner."
            ),
        ),
    ),
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the cardroom variant."""
    return (VARIANT,)
