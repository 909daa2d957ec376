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
    penalties,
    pusoy_rate,
    tiers_rate,
    winner_collects,
)
from .._spec.scoring import ScoringScheme

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
