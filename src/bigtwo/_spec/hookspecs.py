"""The hooks a bigtwo plugin can implement (project name ``bigtwo``).

A plugin is any object or module with functions named like these hooks and marked with
`bigtwo.plugin.hookimpl`. Third-party packages register their plugins through the
``bigtwo.variants`` entry-point group; the built-in plugins are registered by module name;
`bigtwo.ruleset` also takes plugins directly.

Hooks are consulted only while a `RuleSet` is built (``bigtwo_players`` only while
`bigtwo.players.player` builds a player), always through pluggy's plugin manager, so
hook wrappers (``wrapper=True``), ``tryfirst``/``trylast``, tracing and blocking work as pluggy
documents them. Each rule-dimension hook receives the value chosen for its option and returns
the rule component for it, or ``None`` when the plugin does not provide that value; the first
non-``None`` answer is used (``firstresult``), most specific plugin first (explicit plugins,
then installed ones, then the built-in ones). An installed plugin that answers for a value
another plugin declared is a conflict (`RulesError`); explicit plugins may override.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pluggy

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
    OptionValue,
    PassRule,
    RedealRule,
    RoyalRule,
    StraightTable,
    SuitOrder,
    Variant,
)
from .scoring import ScoringScheme

__all__ = ["PROJECT", "hookimpl", "hookspec"]

PROJECT = "bigtwo"
"""pluggy's project name for bigtwo's hooks."""

hookspec = pluggy.HookspecMarker(PROJECT)
"""Marks a hook specification of bigtwo (used only here)."""
hookimpl = pluggy.HookimplMarker(PROJECT)
"""Marks a plugin's function as the implementation of the bigtwo hook of the same name."""


@hookspec
def bigtwo_variants() -> Sequence[Variant]:  # type: ignore[empty-body]
    """Return the variants this plugin defines.

    Returns:
        The plugin's `Variant` values (an empty sequence for none). Two plugins defining the same
        variant name make that name unusable: `bigtwo.ruleset` raises `RulesError` naming both.
    """


@hookspec
def bigtwo_option_values() -> Sequence[OptionValue]:  # type: ignore[empty-body]
    """Declare the option values this plugin provides, each with its explanation in every language.

    Returns:
        The plugin's `OptionValue` declarations (an empty sequence for none). A value must be
        declared to be usable, and only one plugin may declare a given value of a given option (a
        second one is a `RulesError`).
    """


@hookspec
def bigtwo_options() -> Sequence[Option]:  # type: ignore[empty-body]
    """Declare new options (rule dimensions) this plugin adds.

    A new option's values are declared with ``bigtwo_option_values`` like any other and built by
    ``bigtwo_component``; its `Option.hook` must be ``"bigtwo_component"``.

    Returns:
        The plugin's new `Option` values (an empty sequence for none). Two plugins declaring the
        same option name, or an option named like a built-in one or like a parameter of
        `bigtwo.ruleset` (``variant``, ``plugins``), is a `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_component(option: str, value: str) -> object | None:
    """Return the component of a plugin-declared option's value, or ``None`` if not yours.

    Args:
        option: The name of the option, one a plugin declared with ``bigtwo_options``.
        value: The value of ``option`` that a rule set is being built with: one some plugin
            declared with ``bigtwo_option_values``.

    Returns:
        The component for ``value``, an instance of the option's `Option.component` type (any other
        answer is a `RulesError`); or ``None`` when this plugin does not build that value of that
        option (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_suit_order(value: str) -> SuitOrder | None:
    """Return the suit order named ``value`` (option ``suit_order``), or ``None`` if not yours.

    Args:
        value: The value of the option ``suit_order`` that a rule set is being built with, such
            as ``"diamonds-lowest"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `SuitOrder` that ``value`` names, or ``None`` when this plugin does not build that value
        (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_straight_table(value: str) -> StraightTable | None:
    """Return the straight table named ``value`` (option ``straights``), or ``None`` if not yours.

    Args:
        value: The value of the option ``straights`` that a rule set is being built with, such
            as ``"twos-high"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `StraightTable` that ``value`` names, or ``None`` when this plugin does not build that
        value (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_flush_order(value: str) -> FlushOrder | None:
    """Return the flush comparison named ``value`` (option ``flush``), or ``None`` if not yours.

    Args:
        value: The value of the option ``flush`` that a rule set is being built with, such
            as ``"suit-first"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `FlushOrder` that ``value`` names, or ``None`` when this plugin does not build that
        value (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_royal(value: str) -> RoyalRule | None:
    """Return the royal-straight-flush rule named ``value`` (option ``royal``), or ``None``.

    Args:
        value: The value of the option ``royal`` that a rule set is being built with, such
            as ``"jqka2"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `RoyalRule` that ``value`` names, or ``None`` when this plugin does not build that value
        (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_bombs(value: str) -> BombRule | None:
    """Return the bomb rule named ``value`` (option ``bombs``), or ``None`` if not yours.

    Args:
        value: The value of the option ``bombs`` that a rule set is being built with, such
            as ``"quads-and-straight-flush"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `BombRule` that ``value`` names, or ``None`` when this plugin does not build that value
        (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_opener(value: str) -> OpenerRule | None:
    """Return the opener rule named ``value`` (option ``opener``), or ``None`` if not yours.

    Args:
        value: The value of the option ``opener`` that a rule set is being built with, such
            as ``"lowest-card"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `OpenerRule` that ``value`` names, or ``None`` when this plugin does not build that
        value (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_direction(value: str) -> Direction | None:
    """Return the turn direction named ``value`` (option ``direction``), or ``None`` if not yours.

    Args:
        value: The value of the option ``direction`` that a rule set is being built with, such
            as ``"counterclockwise"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `Direction` that ``value`` names, or ``None`` when this plugin does not build that value
        (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_pass_rule(value: str) -> PassRule | None:
    """Return the passing rule named ``value`` (option ``pass_locks_out``), or ``None``.

    Args:
        value: The value of the option ``pass_locks_out`` that a rule set is being built with, such
            as ``"on"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `PassRule` that ``value`` names, or ``None`` when this plugin does not build that value
        (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_deal_rule(value: str) -> DealRule | None:
    """Return the dealing rule named ``value`` (option ``deal``), or ``None`` if not yours.

    Args:
        value: The value of the option ``deal`` that a rule set is being built with, such
            as ``"thirteen-each"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `DealRule` that ``value`` names, or ``None`` when this plugin does not build that value
        (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_auto_pass(value: str) -> AutoPassRule | None:
    """Return the automatic-pass rule named ``value`` (option ``auto_pass``), or ``None``.

    Args:
        value: The value of the option ``auto_pass`` that a rule set is being built with, such
            as ``"top-card-and-short-hands"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `AutoPassRule` that ``value`` names, or ``None`` when this plugin does not build that
        value (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_assistant(value: str) -> AssistantRule | None:
    """Return the assistant rule named ``value`` (option ``assistant``), or ``None``.

    Args:
        value: The value of the option ``assistant`` that a rule set is being built with, such
            as ``"on"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `AssistantRule` that ``value`` names, or ``None`` when this plugin does not build that
        value (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_instant_win(value: str) -> InstantWinRule | None:
    """Return the instant-win rule named ``value`` (option ``instant_win``), or ``None``.

    Args:
        value: The value of the option ``instant_win`` that a rule set is being built with, such
            as ``"dragon"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `InstantWinRule` that ``value`` names, or ``None`` when this plugin does not build that
        value (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_redeal(value: str) -> RedealRule | None:
    """Return the redeal rule named ``value`` (option ``redeal``), or ``None`` if not yours.

    Args:
        value: The value of the option ``redeal`` that a rule set is being built with, such
            as ``"weak-hand"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `RedealRule` that ``value`` names, or ``None`` when this plugin does not build that
        value (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec(firstresult=True)
def bigtwo_scoring(value: str) -> ScoringScheme | None:
    """Return the scoring scheme named ``value`` (option ``scoring``), or ``None`` if not yours.

    Args:
        value: The value of the option ``scoring`` that a rule set is being built with, such
            as ``"tiers"``: one some plugin declared with ``bigtwo_option_values``.

    Returns:
        The `ScoringScheme` that ``value`` names, or ``None`` when this plugin does not build that
        value (the next plugin is asked). When no plugin builds it, building the rule set raises
        `RulesError`.
    """


@hookspec
def bigtwo_players() -> Mapping[str, Callable[..., object]]:  # type: ignore[empty-body]
    """Return the CPU players this plugin adds, as a mapping of names to factories.

    The built-in ``novice``, ``normal``, ``expert`` and ``learned`` come the same way.

    `bigtwo.players.player` calls a factory as ``factory(seed=seed, **settings)``; it returns a
    player (any object with ``act(view) -> Action`` returning one of ``view.legal``: see
    `bigtwo.players.Player`). For a setting it does not take it raises a `bigtwo.BigTwoError`
    (passed on as it is) or a ``TypeError`` or ``ValueError`` (reported as a
    `bigtwo.players.PlayerError` naming the player). Make the player deterministic for a given
    seed and view, and picklable, so tournaments can run it in other processes.

    Returns:
        Player names (non-empty strings) -> factories; an empty mapping for none. Two plugins
        offering the same name make it unusable (`PlayerError` naming both).
    """
