"""Classic: the rules of the Big Two web game against three CPU players ("Big Two: how to play",
its rules page), all defaults."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, hookimpl

VARIANT = Variant(
    name="classic",
    title=Localized(en="Classic", es="Clásico"),
    summary=Localized(
        en=(
            "Four players, 13 cards each. Suits rank ♦ < ♣ < ♥ < ♠; A-2-3-4-5 and 2-3-4-5-6 are the "
            "highest straights; flushes compare suit first; the holder of the 3♦ leads with it. "
            "Every other variant is described by how it differs from this one."
        ),
        es=(
            "Cuatro jugadores, 13 cartas cada uno. Palos ♦ < ♣ < ♥ < ♠; A-2-3-4-5 y 2-3-4-5-6 son las "
            "escaleras más altas; el color se compara primero por palo; sale quien tiene el 3♦ y lo tira. "
            "Todas las demás variantes se describen por lo que cambian respecto a esta."
        ),
    ),
    sources=(
        Localized(
            en='"Big Two: how to play", the rules page of a Big Two web game against three CPU players (in Spanish).',
            es=(
                "«Big Two: cómo se juega», la página de reglas de un juego web de Big Two contra tres jugadores "
                "de la CPU."
            ),
        ),
    ),
    options={},
    players=(4,),
    notes=(
        Localized(
            en="Our choice, where its source is silent: play passes counterclockwise, to the player on the right, as at the Chinese four-player table.",
            es="Elección nuestra, donde su fuente calla: se juega en sentido antihorario, hacia el jugador de la derecha, como en la mesa china de cuatro jugadores.",
        ),
    ),
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the classic variant."""
    return (VARIANT,)
