"""The built-in scoring schemes: a built-in plugin, registered by module name like `bigtwo._builtin`.

It declares the values of the ``scoring`` option (one sentence each in English and Spanish) and
builds their `ScoringScheme` from the helpers of `bigtwo._schemes`.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from ._components import OptionValue
from ._hookspecs import hookimpl
from ._schemes import common_rate, doubling_multipliers, pairwise, penalties, pusoy_rate, tiers_rate, winner_collects
from ._scoring_io import ScoringScheme

__all__ = ["SCHEMES", "VALUES", "bigtwo_option_values", "bigtwo_scoring"]

SCHEMES = MappingProxyType({
    "tiers": ScoringScheme(winner_collects(tiers_rate)),
    "tiers-penalty": ScoringScheme(penalties(tiers_rate), lower_wins=True, zero_sum=False),
    "common": ScoringScheme(winner_collects(common_rate)),
    "doubling": ScoringScheme(winner_collects(common_rate, doubling_multipliers)),
    "pairwise": ScoringScheme(pairwise),
    "pusoy-dos": ScoringScheme(winner_collects(pusoy_rate)),
})  # fmt: skip
"""The built-in schemes by value name."""

_V = OptionValue
VALUES: tuple[OptionValue, ...] = (
    _V("scoring", "tiers",
       "Losers pay the winner 1 point a card with 1 to 9 left, 2 with 10 to 12 and 3 with all 13, so the scores add up to zero.",
       "Los perdedores pagan al ganador 1 punto por carta si les quedan de 1 a 9, 2 de 10 a 12 y 3 con las 13, así que los marcadores suman cero."),
    _V("scoring", "tiers-penalty",
       "Losers score 1 penalty point a card with 1 to 9 left, 2 with 10 to 12 and 3 with all 13; the winner scores 0 and the lowest total wins.",
       "Los perdedores anotan 1 punto de multa por carta si les quedan de 1 a 9, 2 de 10 a 12 y 3 con las 13; el ganador anota 0 y gana la menor suma."),
    _V("scoring", "common",
       "Losers pay the winner 1 point a card, or 2 a card with 10 or more left.",
       "Los perdedores pagan al ganador 1 punto por carta, o 2 por carta si les quedan 10 o más."),
    _V("scoring", "doubling",
       "As common, and each unused 2, four of a kind or straight flush doubles a loser's payment, and a winning play with one of them doubles every payment.",
       "Como la común, y cada 2, póquer o escalera de color sin usar dobla el pago de un perdedor, y ganar con uno de ellos dobla todos los pagos."),
    _V("scoring", "pairwise",
       "Every two players settle the difference of their cards left, 1 point a card.",
       "Cada dos jugadores liquidan la diferencia de sus cartas restantes, 1 punto por carta."),
    _V("scoring", "pusoy-dos",
       "Losers pay the winner 1 point a card under 10 left, 2 a card with 10 to 12, and 3 a card if they played none; a dragon collects 39 from each.",
       "Los perdedores pagan al ganador 1 punto por carta con menos de 10, 2 por carta de 10 a 12 y 3 por carta si no tiraron ninguna; un dragón cobra 39 a cada uno."),
)  # fmt: skip


@hookimpl(trylast=True)
def bigtwo_option_values() -> Sequence[OptionValue]:
    """Declare every built-in scoring scheme."""
    return VALUES


@hookimpl(trylast=True)
def bigtwo_scoring(value: str) -> ScoringScheme | None:
    """The built-in scoring schemes."""
    return SCHEMES.get(value)
