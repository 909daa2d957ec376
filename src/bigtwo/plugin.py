"""The namespace of plugin authors: the hook marker, the rule components, variants, option
values and the sentences they carry (`Localized`, one keyword per language), and the scoring
input/output types with the helpers the built-in schemes are made of.

A plugin is a module, class or object whose functions are named like bigtwo's hooks and marked
with `hookimpl`; a package registers it through the ``bigtwo.variants`` entry-point group::

    [project.entry-points."bigtwo.variants"]
    upside-down = "bigtwo_upside_down"

`ENTRY_POINT_GROUP` names the group, `BLOCK_ENV` the environment variable that blocks a plugin
by name, and `TRACE_ENV` the one that makes every rule-set build trace its hook calls to stderr.
`plugin_manager` gives a configured pluggy manager for inspection or calling hooks by hand;
`installed_plugins` lists the installed plugins, what each declares and whether it loaded;
`set_aside_plugins` the ones not loaded though nobody blocked them, with why. An installed plugin
whose hooks raise, answer for another plugin's values, or declare a variant of values nobody
declares is set aside like one that fails to load: the rule sets that do not need it still build.

>>> from bigtwo.plugin import hookimpl, SuitOrder, Suit
>>> class Reversed:
...     @hookimpl(tryfirst=True)
...     def bigtwo_suit_order(self, value):
...         if value == "diamonds-lowest":
...             return SuitOrder((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS))
>>> import bigtwo
>>> str(bigtwo.ruleset(plugins=[Reversed()]).lowest_card)
'3♠'
"""

from collections.abc import Sequence

import pluggy

from ._rules.building import refresh_installed
from ._rules.entrypoints import ENTRY_POINT_GROUP
from ._rules.installed import InstalledPlugin
from ._rules.listings import installed_plugins, set_aside_plugins
from ._rules.manager import BLOCK_ENV, BUILTIN_PLUGINS, TRACE_ENV, blocked_names, build_manager
from ._spec import hookspecs
from ._spec.components import (
    FIVE_CARD_CATEGORIES,
    AssistantRule,
    AutoPassRule,
    AutoPassTest,
    BombRule,
    Category,
    DealRule,
    Direction,
    FlushOrder,
    InstantWinRule,
    OpenerRule,
    Opening,
    Option,
    OptionValue,
    PassRule,
    RedealRule,
    RoyalRule,
    RuleView,
    Run,
    StraightTable,
    SuitOrder,
    Variant,
)
from ._spec.examples import WorkedExample
from ._spec.hookspecs import hookimpl
from ._spec.schemes import (
    Penalties,
    WinnerCollects,
    common_rate,
    doubling_factors_at_most,
    doubling_multipliers,
    pairwise,
    pairwise_worst_loss,
    penalties,
    pusoy_rate,
    tiers_rate,
    winner_collects,
)
from ._spec.scoring import Multiplier, ScoreInput, ScoreLine, ScoringScheme
from ._values.cards import Card, Rank, Suit
from ._values.errors import RulesError, shown
from ._values.texts import Localized

__all__ = [
    "BLOCK_ENV",
    "BUILTIN_PLUGINS",
    "ENTRY_POINT_GROUP",
    "FIVE_CARD_CATEGORIES",
    "TRACE_ENV",
    "AssistantRule",
    "AutoPassRule",
    "AutoPassTest",
    "BombRule",
    "Card",
    "Category",
    "DealRule",
    "Direction",
    "FlushOrder",
    "InstalledPlugin",
    "InstantWinRule",
    "Localized",
    "Multiplier",
    "OpenerRule",
    "Opening",
    "Option",
    "OptionValue",
    "PassRule",
    "Penalties",
    "Rank",
    "RedealRule",
    "RoyalRule",
    "RuleView",
    "Run",
    "ScoreInput",
    "ScoreLine",
    "ScoringScheme",
    "StraightTable",
    "Suit",
    "SuitOrder",
    "Variant",
    "WinnerCollects",
    "WorkedExample",
    "common_rate",
    "doubling_factors_at_most",
    "doubling_multipliers",
    "hookimpl",
    "hookspecs",
    "installed_plugins",
    "pairwise",
    "pairwise_worst_loss",
    "penalties",
    "plugin_manager",
    "pusoy_rate",
    "refresh_installed",
    "set_aside_plugins",
    "tiers_rate",
    "winner_collects",
]


def plugin_manager(plugins: Sequence[object] = ()) -> pluggy.PluginManager:
    """A new plugin manager with every plugin a build would register: built-in, installed, then ``plugins``.

    For inspection, tracing (``pm.trace.root.setwriter(print); pm.enable_tracing()``) or calling
    hooks by hand. Building rule sets does not use it; plugins blocked by `BLOCK_ENV` are left
    out, and installed plugins that fail to load are set aside, as in a build.

    Args:
        plugins: Plugin objects registered last, as `bigtwo.ruleset` takes them (``plugins=``).

    Returns:
        A pluggy ``PluginManager`` of project ``bigtwo``, with bigtwo's hook specifications.

    Raises:
        RulesError: A plugin in ``plugins`` is not a plugin, is given twice or is already
            installed, has no marked hook, or does not match the hook specifications.

    >>> pm = plugin_manager()
    >>> pm.hook.bigtwo_straight_table(value="no-twos").runs[0].ranks[0]
    <Rank.THREE: 0>
    """
    if isinstance(plugins, str) or not isinstance(plugins, Sequence):
        raise RulesError("plugins-not-a-sequence", value=shown(plugins))
    return build_manager(tuple(plugins), blocked_names())[0]
