"""Cardroom: an online card room's Big 2 (ActionPoker.com's "Big 2 Poker" rules)."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, WorkedExample, hookimpl

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
            en="Our choice: the card room says only that the holder of the lowest card leads; here the first play must include that card.",
            es="Elección nuestra: la sala solo dice que sale quien tiene la carta más baja; aquí la primera jugada tiene que incluirla.",
        ),
        Localized(
            en="Our choice, where the card room is silent: flush against flush, the higher suit wins first, as in Classic.",
            es="Elección nuestra, donde la sala calla: en color contra color gana primero el palo más alto, como en el Clásico.",
        ),
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
            en="The tournament rule (the previous winner leads) is not the default: choose it with the option «Who leads».",
            es="La regla de torneo (sale quien ganó el reparto anterior) no es la de por defecto: se elige con la opción «Quién sale».",
        ),
    ),
    examples=(
        WorkedExample(
            source=Localized(en='ActionPoker.com, "Big 2 Poker" rules', es="ActionPoker.com, reglas de «Big 2 Poker»"),
            text=Localized(
                en=(
                    "Player B (seat 1) goes out; A, C and D (seats 0, 2 and 3) hold 3, 1 and 4 cards, and "
                    "every pair of players settles the difference: A loses 4, B wins 8, C wins 4, D loses 8."
                ),
                es=(
                    "Gana el jugador B (asiento 1); A, C y D (asientos 0, 2 y 3) tienen 3, 1 y 4 cartas, y "
                    "cada pareja de jugadores salda la diferencia: A pierde 4, B gana 8, C gana 4, D pierde 8."
                ),
            ),
            hands=("3D 4D 5D", "", "6D", "7D 8D 9D 10D"),
            expected=((0, -4), (1, 8), (2, 4), (3, -8)),
        ),
    ),
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the cardroom variant."""
    return (VARIANT,)
