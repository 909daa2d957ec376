"""Chinese: the four-player Chinese profile of "Big Two: history and chosen rules", a rules sheet
for a Chinese four-player table, where the 2 counts low in straights."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, hookimpl

VARIANT = Variant(
    name="chinese",
    title=Localized(en="Chinese four-player profile", es="Reglas chinas para cuatro jugadores"),
    summary=Localized(
        en=(
            "A rules sheet's Chinese profile for four players: A-2-3-4-5 is the lowest straight, then "
            "2-3-4-5-6, and 10-J-Q-K-A the highest; flushes compare suit first; matches are played "
            "over several deals and the lowest total penalty wins."
        ),
        es=(
            "Reglas chinas para cuatro jugadores: A-2-3-4-5 es la escalera mínima, después 2-3-4-5-6, y "
            "10-J-Q-K-A la máxima; en los colores se compara primero el palo; se juegan varias manos y gana "
            "la menor penalización acumulada."
        ),
    ),
    sources=(
        Localized(
            en='"Big Two: history and chosen rules", a rules sheet for a Chinese four-player table (in Spanish).',
            es="«Big Two: historia y reglas elegidas», hoja de reglas de una mesa china de cuatro jugadores.",
        ),
    ),
    options={"straights": "twos-low", "direction": "counterclockwise", "scoring": "tiers-penalty"},
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the chinese variant."""
    return (VARIANT,)
