"""`RuleSet`: a frozen value built once from plugins (by `bigtwo._rules.building`), and its pickling.

Nothing of a rule set is filled in after it is built (what the layers above derive from it
lives in its memo, `bigtwo._values.fast.Derived`). Equal rule sets (same variant, same resolved
options, the same explicit plugin objects) are one object while any of them is alive, so
identity checks on the hot path are cheap and a cache can never disagree. A rule set holds the
function that built it, through which `RuleSet.with_options` and unpickling build another.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import ModuleType
from typing import Any, TypeVar

from attrs import Factory, field, frozen

from .._spec.components import BombRule, OpenerRule, Option, OptionValue, StraightTable, SuitOrder, Variant
from .._spec.options import BUILTIN_BY_NAME
from .._values.cards import DECK, Card, Suit
from .._values.errors import RulesError, UnpicklableRules, shown
from .._values.fast import Derived, final_value
from .._values.texts import check_language
from .compile import Tables
from .entrypoints import Requirement
from .manager import plugin_label
from .registry import a_type

__all__ = ["Builder", "RuleSet", "plugin_ids"]

T = TypeVar("T")

Builder = Callable[[str, Mapping[str, object], Sequence[object]], "RuleSet"]
"""How a rule set is built from a variant's name, option values and explicit plugins
(`bigtwo._rules.building.build`)."""


def plugin_ids(plugins: tuple[object, ...]) -> tuple[int, ...]:
    """The identities of explicit plugins: how rule sets compare them."""
    return tuple(id(p) for p in plugins)


@final_value
@frozen(weakref_slot=True)
class RuleSet:
    """A complete set of rules: the option values it was built from, and the tables they compile to.

    Build one with `bigtwo.ruleset`; it never changes. Two rule sets are equal when their variant,
    resolved options and explicit plugins (the same objects) are; equal rule sets built while one
    of them is alive are the same object.

    >>> import bigtwo
    >>> rules = bigtwo.ruleset("classic", straights="no-twos")
    >>> rules.option("straights"), rules.variant
    ('no-twos', 'classic')
    >>> print(rules.explain("straights", "es"))
    Ninguna escalera lleva un 2: van de 3-4-5-6-7 a 10-J-Q-K-A, y A-2-3-4-5 o 2-3-4-5-6 no valen por regla de la mesa.
    """

    variant: str
    """The name of the variant the rule set starts from."""
    options: tuple[tuple[str, str], ...]
    """Every option's value, as ``(option, value)`` pairs in the order of `bigtwo.options`."""
    plugin_objects: tuple[object, ...] = field(eq=plugin_ids, repr=False)
    """The plugins passed explicitly to `ruleset`, compared by identity."""
    plugins: tuple[str, ...] = field(eq=False)
    """Names of the plugins passed explicitly to `ruleset` (empty for registered rules)."""
    components: Mapping[str, object] = field(eq=False, repr=False)
    """Each option's rule component as its plugin returned it (a `SuitOrder`, a `StraightTable`...),
    except the scoring scheme, whose ``lines`` the rule set wraps so every call is checked
    against the scoring contract (see `bigtwo.plugin.ScoringScheme`)."""
    explanations: Mapping[str, OptionValue] = field(eq=False, repr=False)
    """Each option's declaration, with the sentences explaining the chosen value."""
    tables: Tables = field(eq=False, repr=False)
    """The compiled lookup tables the hot path reads: tuples and read-only mappings of integers,
    built before the rule set exists. Their layout is private and may change in any release
    (the Compiled tables page explains them); the public faces of the same numbers are
    `Card.index`, `card_key`, `bigtwo.Combo.key` and the ``mask`` attributes."""
    option_list: tuple[Option, ...] = field(eq=False, repr=False)
    """The options of this rule set (built-in ones, then those its plugins add)."""
    definition: Variant = field(eq=False, repr=False)
    """The variant the rule set starts from, as its plugin declared it (titles, summaries, sources)."""
    needs: Mapping[str, tuple[Requirement, ...]] = field(eq=False, repr=False, kw_only=True)
    """The installed plugin packages behind each part of these rules, as sorted ``(distribution,
    version)`` pairs: under ``"variant"`` those declaring the variant or one of its parents, under
    each option's name those declaring its value or the option itself (a plugin's option). Empty
    tuples for built-in rules; a deal code records the packages of the parts it names."""
    _rebuild: Builder = field(eq=False, repr=False, kw_only=True)
    """The function that built the rule set, through which `with_options` and unpickling build
    another (``rebuild=`` when the rule set is made)."""
    _derived: Derived = field(init=False, eq=False, repr=False, default=Factory(Derived, takes_self=True))
    """The memo of what the layers above derive from these rules on first use (every five-card
    play, the prebuilt actions): not part of the rule set's value (see `bigtwo._values.fast.Derived`)."""

    def option(self, name: str) -> str:
        """The value of option ``name``.

        Args:
            name: An option's name (see `bigtwo.options`), such as ``"straights"``.

        Returns:
            The name of the value these rules use, such as ``"twos-high"``.

        Raises:
            RulesError: These rules have no option ``name``.
        """
        for key, value in self.options:
            if key == name:
                return value
        raise RulesError("unknown-option", name=shown(name), known=", ".join(k for k, _ in self.options), failed="")

    @property
    def values(self) -> dict[str, str]:
        """The options as a new dictionary (option name -> value name)."""
        return dict(self.options)

    def explain(self, option: str, lang: str = "en") -> str:
        """One sentence explaining the value this rule set uses for ``option``, in ``lang``.

        Args:
            option: An option's name, such as ``"straights"``.
            lang: One of `bigtwo.LANGUAGES`.

        Returns:
            The sentence its plugin declared for the value (`OptionValue.text`), rendered.

        Raises:
            RulesError: These rules have no option ``option``.
            UnknownLanguage: ``lang`` is not one of `bigtwo.LANGUAGES`.
        """
        self.option(option)
        check_language(lang)
        return self.explanations[option].text.render(lang)

    def with_options(self, **changes: str) -> RuleSet:
        """A rule set like this one with some options changed (the plugins are asked again).

        Args:
            **changes: Option name -> value name, as `bigtwo.ruleset` takes them; the variant,
                the other options and the explicit plugins stay.

        Returns:
            The rule set with those values: this very object when nothing changes.

        Raises:
            RulesError: An option or a value is unknown, or the new rules do not build (as
                `bigtwo.ruleset`).
        """
        return self._rebuild(self.variant, {**self.values, **changes}, self.plugin_objects)

    @property
    def suit_order(self) -> tuple[Suit, ...]:
        """The suits from the lowest to the highest."""
        return self.component("suit_order", SuitOrder).suits

    @property
    def straight_table(self) -> StraightTable:
        """Which runs are straights and in which order."""
        return self.component("straights", StraightTable)

    @property
    def opener(self) -> OpenerRule:
        """Who leads and what the first play must contain."""
        return self.component("opener", OpenerRule)

    @property
    def bomb_rule(self) -> BombRule:
        """Which plays are bombs."""
        return self.component("bombs", BombRule)

    @property
    def recorded(self) -> dict[str, str]:
        """The options a saved game records (option name -> value name): every built-in one, and
        each one a plugin adds unless it has the value the variant gives it (its default, for a
        built-in variant), so the save of rules that never touch a plugin's option loads where
        that plugin is not installed, and a save reads back as these very rules.

        >>> import bigtwo
        >>> bigtwo.ruleset("chinese").recorded["straights"]
        'twos-low'
        """
        values = self.values
        added = [o.name for o in self.option_list if o.name not in BUILTIN_BY_NAME]
        if not added:
            return values
        base = self._rebuild(self.variant, {}, self.plugin_objects).values  # what loading gives by itself
        return {name: value for name, value in values.items() if name not in added or value != base.get(name)}

    @property
    def requires(self) -> tuple[Requirement, ...]:
        """Every installed plugin package these rules need, as sorted ``(distribution, version)``
        pairs (see `needs`): the ones behind the variant and behind the options `recorded`;
        empty for the built-in rules. Saved games record them.

        >>> import bigtwo
        >>> bigtwo.ruleset().requires
        ()
        """
        parts = ("variant", *self.recorded)
        return tuple(sorted({r for part in parts for r in self.needs.get(part, ())}))

    @property
    def lowest_card(self) -> Card:
        """The lowest card of the deck under these rules: the lowest rank (the 3) of whichever
        suit the rule set's suit order puts first (``suit_order[0]``), whatever order a plugin
        declares. Its single is the weakest play; with ``opener=lowest-card`` the holder of the
        lowest card actually dealt leads."""
        return DECK[self.tables.lowest]

    @property
    def highest_card(self) -> Card:
        """The highest card of the deck under these rules."""
        return DECK[self.tables.highest]

    def card_key(self, card: Card) -> int:
        """A card's strength as a single: greater beats smaller (0 is the lowest card).

        Args:
            card: A `Card`.

        Returns:
            Its strength, from 0 (`lowest_card`) to 51 (`highest_card`).

        Raises:
            RulesError: ``card`` is not a `Card`.
        """
        if not isinstance(card, Card):
            raise RulesError("card-key-not-a-card", value=shown(card))
        return self.tables.card_key[card.index]

    def sort(self, hand: Iterable[Card], *, reverse: bool = False) -> tuple[Card, ...]:
        """The cards of ``hand`` from the lowest to the highest single under these rules.

        Args:
            hand: `Card` objects (see `bigtwo.cards` to read them from text).
            reverse: From the highest to the lowest instead.

        Returns:
            The cards, sorted.

        Raises:
            RulesError: ``hand`` is text or holds something that is not a `Card`, or ``reverse``
                is not ``True`` or ``False``.
        """
        if isinstance(hand, str) or not isinstance(hand, Iterable):
            raise RulesError("sort-not-cards", value=shown(hand))
        found = tuple(hand)
        if not all(isinstance(c, Card) for c in found):
            raise RulesError("sort-not-cards", value=shown(hand))
        if not isinstance(reverse, bool):
            raise RulesError("sort-bad-reverse", value=shown(reverse))
        keys = self.tables.card_key
        return tuple(sorted(found, key=lambda c: keys[c.index], reverse=reverse))

    def component(self, option: str, kind: type[T]) -> T:
        """The rule component built for ``option``, checked to be a ``kind``.

        This is how whatever consumes a plugin's own option reads its component.

        Args:
            option: An option's name, a plugin's option included.
            kind: The type the component must be (`bigtwo.plugin.SuitOrder`, a plugin's own...).

        Returns:
            The component, typed as ``kind``.

        Raises:
            RulesError: These rules have no option ``option``, ``kind`` is not a type, or the
                component is not a ``kind``.

        >>> from bigtwo.plugin import RoyalRule
        >>> import bigtwo
        >>> bigtwo.ruleset("dragon").component("royal", RoyalRule).runs[0].top
        <Rank.TWO: 12>
        """
        value = self.components.get(option) if isinstance(option, str) else None
        if value is None:  # every option has a component
            self.option(option)  # raises: no such option
        if not isinstance(kind, type):
            raise RulesError("component-kind-not-a-type", value=shown(kind))
        if not isinstance(value, kind):
            raise RulesError("component-of-another-type", option=option, found=a_type(type(value)), kind=a_type(kind))
        return value

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its recipe (variant, options, plugin references) and rebuilt on loading."""
        refs = tuple(_plugin_ref(p) for p in self.plugin_objects)
        return (_restore, (self._rebuild, self.variant, self.options, refs))


# ---------------------------------------------------------------------------------------------
# Pickling: explicit plugins travel as import paths


def _plugin_ref(plugin: object) -> str:
    if isinstance(plugin, ModuleType):
        return plugin.__name__
    module = getattr(plugin, "__module__", None) or getattr(type(plugin), "__module__", None)
    qualname = getattr(plugin, "__qualname__", None)
    local = not isinstance(qualname, str) or "<locals>" in qualname
    if isinstance(module, str) and not local and _resolve(f"{module}:{qualname}", quiet=True) is plugin:
        return f"{module}:{qualname}"
    if isinstance(module, str):  # an instance held by its module under some name
        found = sys.modules.get(module) or importlib.import_module(module)
        for name, value in vars(found).items():
            if value is plugin:
                return f"{module}:{name}"
    raise UnpicklableRules("unpicklable-plugin", plugin=plugin_label(plugin))


def _resolve(ref: str, *, quiet: bool = False) -> object:
    module_name, _, qualname = ref.partition(":")
    try:
        target: object = importlib.import_module(module_name)
        for part in filter(None, qualname.split(".")):
            target = getattr(target, part)
    except (ImportError, AttributeError) as exc:
        if quiet:
            return None
        raise RulesError("pickled-plugin-not-found", ref=shown(ref), error=str(exc)) from exc
    return target


def _restore(
    rebuild: Builder, variant_name: str, options_: tuple[tuple[str, str], ...], refs: tuple[str, ...]
) -> RuleSet:
    return rebuild(variant_name, dict(options_), tuple(_resolve(ref) for ref in refs))
