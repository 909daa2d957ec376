"""The catalogue of built-in options: every rule dimension the engine reads, its default value,
the hook that builds its component, and its title.

Plugins may add options of their own (hook ``bigtwo_options``); the names below, and the
parameters of `bigtwo.ruleset`, are taken.
"""

from __future__ import annotations

from types import MappingProxyType

from .._values.texts import Text
from .components import (
    AssistantRule,
    AutoPassRule,
    BombRule,
    DealRule,
    Direction,
    FlushOrder,
    InstantWinRule,
    OpenerRule,
    Option,
    PassRule,
    RedealRule,
    RoyalRule,
    StraightTable,
    SuitOrder,
)
from .scoring import ScoringScheme

__all__ = ["BUILTIN_OPTIONS", "GENERIC_HOOK", "RESERVED_NAMES"]


def _option(name: str, default: str, hook: str, component: type) -> Option:
    return Option(name, default, hook, component, Text(f"option.{name}"))


BUILTIN_OPTIONS: tuple[Option, ...] = (
    _option("suit_order", "diamonds-lowest", "bigtwo_suit_order", SuitOrder),
    _option("straights", "twos-high", "bigtwo_straight_table", StraightTable),
    _option("flush", "suit-first", "bigtwo_flush_order", FlushOrder),
    _option("royal", "none", "bigtwo_royal", RoyalRule),
    _option("bombs", "none", "bigtwo_bombs", BombRule),
    _option("opener", "lowest-card", "bigtwo_opener", OpenerRule),
    _option("direction", "counterclockwise", "bigtwo_direction", Direction),
    _option("pass_locks_out", "off", "bigtwo_pass_rule", PassRule),
    _option("deal", "thirteen-each", "bigtwo_deal_rule", DealRule),
    _option("auto_pass", "none", "bigtwo_auto_pass", AutoPassRule),
    _option("assistant", "off", "bigtwo_assistant", AssistantRule),
    _option("instant_win", "none", "bigtwo_instant_win", InstantWinRule),
    _option("redeal", "none", "bigtwo_redeal", RedealRule),
    _option("scoring", "tiers", "bigtwo_scoring", ScoringScheme),
)
"""Every built-in rule dimension, in the order rule sets list their options."""

BUILTIN_BY_NAME = MappingProxyType({o.name: o for o in BUILTIN_OPTIONS})

GENERIC_HOOK = "bigtwo_component"
"""The hook that builds the components of options that plugins add."""

RESERVED_NAMES: frozenset[str] = frozenset({"variant", "plugins"})
"""Parameters of `bigtwo.ruleset` that no option may be named."""
