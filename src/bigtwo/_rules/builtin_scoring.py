"""The built-in scoring schemes: a built-in plugin, registered by module name like `bigtwo._rules.builtin_values`.

It declares the values of the ``scoring`` option (one sentence each in English and Spanish) and
builds their `ScoringScheme` from the helpers of `bigtwo._spec.schemes`.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from .._spec.components import OptionValue
from .._spec.hookspecs import hookimpl
from .._spec.schemes import (
    common_rate,
    doubling_multipliers,
    pairwise,
    pairwise_worst_loss,
    penalties,
    pusoy_rate,
    tiers_rate,
    winner_collects,
)
from .._spec.scoring import ScoringScheme

__all__ = ["SCHEMES", "VALUES", "bigtwo_option_values", "bigtwo_scoring"]

_TIERS, _COMMON, _DOUBLING, _PUSOY = (
    winner_collects(tiers_rate),
    winner_collects(common_rate),
    winner_collects(common_rate, doubling_multipliers),
    winner_collects(pusoy_rate),
)
_PENALTIES = penalties(tiers_rate)

SCHEMES = MappingProxyType({
    "tiers": ScoringScheme(_TIERS, worst_loss=_TIERS.worst_loss),
    "tiers-penalty": ScoringScheme(_PENALTIES, lower_wins=True, zero_sum=False, worst_loss=_PENALTIES.worst_loss),
    "common": ScoringScheme(_COMMON, worst_loss=_COMMON.worst_loss),
    "doubling": ScoringScheme(_DOUBLING, worst_loss=_DOUBLING.worst_loss),
    "pairwise": ScoringScheme(pairwise, worst_loss=pairwise_worst_loss),
    "pusoy-dos": ScoringScheme(_PUSOY, worst_loss=_PUSOY.worst_loss),
})  # fmt: skip
"""The built-in schemes by value name."""

VALUES: tuple[OptionValue, ...] = tuple(
    OptionValue.builtin(option, value)
    for option, value in (
        ("scoring", "tiers"),
        ("scoring", "tiers-penalty"),
        ("scoring", "common"),
        ("scoring", "doubling"),
        ("scoring", "pairwise"),
        ("scoring", "pusoy-dos"),
    )
)
"""Every value this plugin declares; the sentences are the catalogue's ``value.<option>.<value>``."""


@hookimpl(trylast=True)
def bigtwo_option_values() -> Sequence[OptionValue]:
    """Declare every built-in scoring scheme."""
    return VALUES


@hookimpl(trylast=True)
def bigtwo_scoring(value: str) -> ScoringScheme | None:
    """The built-in scoring schemes."""
    return SCHEMES.get(value)
