"""Chinese: the four-player Chinese profile of "Big Two: history and chosen rules", a rules sheet
for a Chinese four-player table, where the 2 counts low in straights."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, WorkedExample, hookimpl

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
    examples=(
        WorkedExample(
            source=Localized(
                en='"Big Two: history and chosen rules", a rules sheet for a Chinese four-player table',
                es="«Big Two: historia y reglas elegidas», hoja de reglas de una mesa china de cuatro jugadores",
            ),
            text=Localized(
                en="9♠ 9♦ beats 9♥ 9♣: at equal rank the higher suit decides, and the spades win.",
                es="9♠–9♦ supera a 9♥–9♣ por las picas: con rangos iguales decide el palo mayor.",
            ),
            beats=("9S 9D", "9H 9C"),
        ),
        WorkedExample(
            source=Localized(
                en='"Big Two: history and chosen rules", a rules sheet for a Chinese four-player table',
                es="«Big Two: historia y reglas elegidas», hoja de reglas de una mesa china de cuatro jugadores",
            ),
            text=Localized(
                en="Whoever still holds 11 cards when someone goes out takes a penalty of 22 (seat 1 here).",
                es="Con 11 cartas cuando alguien gana, se anota 22 de multa (aquí, el asiento 1).",
            ),
            hands=("", "5C 5H 6C 6H 7C 7H 8C 8H 9C 9H 10C", "3D", "4D"),
            expected=((1, 22),),
        ),
    ),
    players=(4,),
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the chinese variant."""
    return (VARIANT,)
