"""Doubling: the Big Two of Hispanopedia Wiki's article "Big two", whose scoring doubles."""

from collections.abc import Sequence

from bigtwo.plugin import Localized, Variant, hookimpl

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
)


@hookimpl
def bigtwo_variants() -> Sequence[Variant]:
    """Register the doubling variant."""
    return (VARIANT,)
