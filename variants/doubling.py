"""Doubling: the Big Two of Hispanopedia Wiki's article "Big two", whose scoring doubles."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, WorkedExample, hookimpl

VARIANT = Variant(
    name="doubling",
    title=Localized(en="Encyclopedia rules with doubling", es="Reglas de la enciclopedia, con pagos dobles"),
    summary=Localized(
        en=(
            "Big Two as an encyclopedia article describes it: 2 to 4 players, flushes compared by "
            "their cards first and the suit only breaking ties; its scoring doubles a loser's payment "
            "for unused 2s, fours of a kind and straight flushes."
        ),
        es=(
            "El Big Two que describe un artículo de enciclopedia: de 2 a 4 jugadores, los colores se "
            "comparan por sus cartas y el palo solo desempata; su puntuación dobla el pago por cada 2, "
            "póquer o escalera de color sin usar."
        ),
    ),
    sources=(Localized(en='Hispanopedia Wiki, "Big two" (in Spanish).', es="Hispanopedia Wiki, «Big two»."),),
    options={"flush": "rank-first", "deal": "whole-deck", "scoring": "doubling"},
    notes=(
        Localized(
            en="Our choice, where the article is silent: play passes counterclockwise, to the player on the right.",
            es="Elección nuestra, donde el artículo calla: se juega en sentido antihorario, hacia el jugador de la derecha.",
        ),
        Localized(
            en="Our choice, where the article is silent: as in Classic, A-2-3-4-5 and 2-3-4-5-6 are the highest straights.",
            es="Elección nuestra, donde el artículo calla: como en el Clásico, A-2-3-4-5 y 2-3-4-5-6 son las escaleras más altas.",
        ),
        Localized(
            en=(
                "Doubling: every unused 2 doubles the payment again (two 2s: ×4), as do each four of a kind "
                "and each straight flush that do not share a card."
            ),
            es=(
                "Dobles: cada 2 sin usar vuelve a doblar el pago (dos 2: ×4), y también cada póquer y cada "
                "escalera de color que no compartan carta."
            ),
        ),
    ),
    examples=(
        WorkedExample(
            source=Localized(en='Hispanopedia Wiki, "Big two"', es="Hispanopedia Wiki, «Big two»"),
            text=Localized(
                en=(
                    "Without doubling: North (seat 0) wins, and East, West and South (seats 1, 2 and 3) "
                    "are left with 3, 11 and 8 cards: East −3, West −22, South −8 and North +33."
                ),
                es=(
                    "Sin dobles: gana Norte (asiento 0) y a Este, Oeste y Sur (asientos 1, 2 y 3) les "
                    "quedan 3, 11 y 8 cartas: Este −3, Oeste −22, Sur −8 y Norte +33."
                ),
            ),
            hands=("", "3D 5C 7H", "3C 4C 5H 6S 7C 8D 9S 10H JC QS KD", "4D 5S 6C 7S 8H 9C 10D JH"),
            expected=((0, 33), (1, -3), (2, -22), (3, -8)),
            options=(("scoring", "common"),),
        ),
        WorkedExample(
            source=Localized(en='Hispanopedia Wiki, "Big two"', es="Hispanopedia Wiki, «Big two»"),
            text=Localized(
                en=(
                    "North (seat 0) goes out with a 2 as his last card; East, West and South still hold 3, 9 "
                    "and 8 cards, West an unused straight flush and South an unused 2: East −6, West −36, "
                    "South −32 and North +74."
                ),
                es=(
                    "Norte (asiento 0) gana con un 2 como última carta; Este, Oeste y Sur aún tienen 3, 9 y 8 "
                    "cartas, Oeste una escalera de color sin usar y Sur un 2 sin usar: Este −6, Oeste −36, "
                    "Sur −32 y Norte +74."
                ),
            ),
            hands=("", "3D 5C 7H", "3S 4S 5S 6S 7S 9D 10C JH QD", "2H 4D 6C 8H 9C 10D JC KH"),
            winning_play="2S",
            expected=((0, 74), (1, -6), (2, -36), (3, -32)),
        ),
    ),
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the doubling variant."""
    return (VARIANT,)
