"""`RuleSet`: a frozen value built once from plugins, and the functions that build and list them.

A build resolves the option values (variant, its parents, the caller's changes), asks the
plugins for each value's component through a plugin manager of its own, compiles the tables,
and only then makes the `RuleSet`. Nothing of it is filled in afterwards (what the layers above
derive from it lives in its memo, `bigtwo._values.fast.Derived`). Equal rule sets (same variant, same
resolved options, the same explicit plugin objects) are one object while any of them is alive,
so identity checks on the hot path are cheap and a cache can never disagree.
"""

from __future__ import annotations

import functools
import importlib
import sys
import threading
import weakref
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType, ModuleType
from typing import Any, TypeVar

import pluggy
from attrs import Factory, field, frozen

from .._spec.components import (
    BombRule,
    DealRule,
    OpenerRule,
    Option,
    OptionValue,
    StraightTable,
    SuitOrder,
    Variant,
)
from .._spec.scoring import CheckedLines, ScoringScheme
from .._values.cards import DECK, Card, Suit
from .._values.errors import BigTwoError, RulesError, UnpicklableRules
from .._values.fast import Derived, final_value
from .._values.texts import check_language
from .compile import Tables, compile_tables
from .entrypoints import Requirement, forget_installed
from .installed import InstalledPlugin, installed_of
from .manager import blocked_names, build_manager, plugin_label
from .probes import probe_failure, score_probes
from .registry import Registry, build_component, provider_of

__all__ = [
    "RuleSet",
    "build",
    "installed_plugins",
    "not_loaded",
    "option_values",
    "options",
    "refresh_installed",
    "ruleset",
    "variant",
    "variants",
]

T = TypeVar("T")


def _ids(plugins: tuple[object, ...]) -> tuple[int, ...]:
    return tuple(id(p) for p in plugins)


@final_value
@frozen(weakref_slot=True)
class RuleSet:
    """A complete set of rules: the option values it was built from, and the tables they compile to.

    Build one with `bigtwo.ruleset`; it never changes. Two rule sets are equal when their variant,
    resolved options and explicit plugins (the same objects) are; equal rule sets built while one
    of them is alive are the same object.

    >>> rules = ruleset("classic", straights="no-twos")
    >>> rules.option("straights"), rules.variant
    ('no-twos', 'classic')
    >>> print(rules.explain("straights", "es"))
    Ninguna escalera lleva un 2: van de 3-4-5-6-7 a 10-J-Q-K-A, y A-2-3-4-5 o 2-3-4-5-6 no valen por regla de la mesa.
    """

    variant: str
    """The name of the variant the rule set starts from."""
    options: tuple[tuple[str, str], ...]
    """Every option's value, as ``(option, value)`` pairs in the order of `bigtwo.options`."""
    plugin_objects: tuple[object, ...] = field(eq=_ids, repr=False)
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
    """The compiled lookup tables (see `bigtwo._rules.compile`)."""
    option_list: tuple[Option, ...] = field(eq=False, repr=False)
    """The options of this rule set (built-in ones, then those its plugins add)."""
    definition: Variant = field(eq=False, repr=False)
    """The variant the rule set starts from, as its plugin declared it (titles, summaries, sources)."""
    needs: Mapping[str, tuple[Requirement, ...]] = field(eq=False, repr=False, kw_only=True)
    """The installed plugin packages behind each part of these rules, as sorted ``(distribution,
    version)`` pairs: under ``"variant"`` those declaring the variant or one of its parents, under
    each option's name those declaring its value or the option itself (a plugin's option). Empty
    tuples for built-in rules; a deal code records the packages of the parts it names."""
    _derived: Derived = field(init=False, eq=False, repr=False, default=Factory(Derived, takes_self=True))
    """The memo of what the layers above derive from these rules on first use (every five-card
    play, the prebuilt actions): not part of the rule set's value (see `bigtwo._values.fast.Derived`)."""

    def option(self, name: str) -> str:
        """The value of option ``name``."""
        for key, value in self.options:
            if key == name:
                return value
        raise RulesError(f"unknown option {name!r}; known: {', '.join(k for k, _ in self.options)}")

    @property
    def values(self) -> dict[str, str]:
        """The options as a new dictionary (option name -> value name)."""
        return dict(self.options)

    def explain(self, option: str, lang: str = "en") -> str:
        """One sentence explaining the value this rule set uses for ``option``, in ``lang``."""
        self.option(option)
        check_language(lang)
        return self.explanations[option].sentence(lang)

    def with_options(self, **changes: str) -> RuleSet:
        """A rule set like this one with some options changed (the plugins are asked again)."""
        return build(self.variant, {**self.values, **changes}, self.plugin_objects)

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
    def requires(self) -> tuple[Requirement, ...]:
        """Every installed plugin package these rules need, as sorted ``(distribution, version)``
        pairs (see `needs`); empty for the built-in rules. Saved games record them."""
        return tuple(sorted({r for found in self.needs.values() for r in found}))

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
        """A card's strength as a single: greater beats smaller (0 is the lowest card)."""
        if not isinstance(card, Card):
            raise RulesError(f"expected a Card, not {card!r}")
        return self.tables.card_key[card.index]

    def sort(self, hand: Iterable[Card], *, reverse: bool = False) -> tuple[Card, ...]:
        """The cards of ``hand`` from the lowest to the highest single under these rules."""
        if isinstance(hand, str) or not isinstance(hand, Iterable):
            raise RulesError(f"sort takes Card objects (see bigtwo.cards), not {hand!r}")
        found = tuple(hand)
        if not all(isinstance(c, Card) for c in found):
            raise RulesError(f"sort takes Card objects (see bigtwo.cards), not {hand!r}")
        if not isinstance(reverse, bool):
            raise RulesError(f"reverse is True or False, not {reverse!r}")
        keys = self.tables.card_key
        return tuple(sorted(found, key=lambda c: keys[c.index], reverse=reverse))

    def component(self, option: str, kind: type[T]) -> T:
        """The rule component built for ``option``, checked to be a ``kind``.

        >>> from bigtwo.plugin import RoyalRule
        >>> ruleset("dragon").component("royal", RoyalRule).runs[0].top
        <Rank.TWO: 12>
        """
        value = self.components.get(option) if isinstance(option, str) else None
        if value is None:  # every option has a component
            self.option(option)  # raises: no such option
        if not isinstance(kind, type):
            raise RulesError(f"component takes the component's type (for example SuitOrder), not {kind!r}")
        if not isinstance(value, kind):
            raise RulesError(f"the {option} component is a {type(value).__name__}, not a {kind.__name__}")
        return value

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its recipe (variant, options, plugin references) and rebuilt on loading."""
        return (_restore, (self.variant, self.options, tuple(_plugin_ref(p) for p in self.plugin_objects)))


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
    raise UnpicklableRules(
        f"this rule set cannot be pickled: its plugin {plugin_label(plugin)} cannot be found again by import; "
        "pass a module or an instance held by a module (a module-level name) to ruleset(plugins=...), "
        "or install the plugin through the bigtwo.variants entry-point group"
    )


def _resolve(ref: str, *, quiet: bool = False) -> object:
    module_name, _, qualname = ref.partition(":")
    try:
        target: object = importlib.import_module(module_name)
        for part in filter(None, qualname.split(".")):
            target = getattr(target, part)
    except (ImportError, AttributeError) as exc:
        if quiet:
            return None
        raise RulesError(f"cannot find the plugin {ref!r} to rebuild a pickled rule set: {exc}") from exc
    return target


def _restore(variant_name: str, options_: tuple[tuple[str, str], ...], refs: tuple[str, ...]) -> RuleSet:
    return build(variant_name, dict(options_), tuple(_resolve(ref) for ref in refs))


# ---------------------------------------------------------------------------------------------
# Building

_LOCK = threading.Lock()
_LIVE: weakref.WeakValueDictionary[tuple[Any, ...], RuleSet] = weakref.WeakValueDictionary()
"""Every rule set alive, by (blocked plugins, variant, options, ids of explicit plugins)."""


@functools.lru_cache(maxsize=64)
def _installed_registry(blocked: frozenset[str]) -> Registry:
    pm, registry = build_manager((), blocked)
    with _LOCK:
        _UNUSED[blocked] = pm  # no build has asked it anything yet: the next build may use it
    return registry


_UNUSED: dict[frozenset[str], pluggy.PluginManager] = {}
"""The manager that read the installed plugins' declarations, until a build takes it as its own
(each build still asks its plugins through a manager no other build used; a cold start makes one)."""


def _find_variant(registry: Registry, name: object) -> Variant:
    if not isinstance(name, str):
        raise RulesError(f"a variant is named by a string, not {name!r}")
    owners = registry.variant_owners.get(name, ())
    if len(owners) > 1:
        raise RulesError(f"variant {name!r} is defined by more than one plugin: {', '.join(owners)}")
    found = registry.variants.get(name)
    if found is None:
        known = ", ".join(sorted(registry.variants))
        raise RulesError(registry.missing(f"unknown variant {name!r}; known: {known}"))
    return found


def _resolve_options(registry: Registry, chosen: Variant, overrides: Mapping[str, object]) -> dict[str, str]:
    chain: list[Variant] = []
    current: Variant | None = chosen
    while current is not None:
        if any(v.name == current.name for v in chain):
            path = " -> ".join(v.name for v in [*chain, current])
            raise RulesError(f"variant {chosen.name!r} has a cycle of parents: {path}")
        chain.append(current)
        current = _find_variant(registry, current.parent) if current.parent is not None else None
    values = {o.name: o.default for o in registry.options}
    for v in reversed(chain):
        for name, value in v.options:
            if name not in values:
                raise RulesError(f"variant {v.name!r} sets unknown option {name!r}; known: {registry.option_names()}")
            values[name] = value
    for name, given in overrides.items():
        if name not in values:
            raise RulesError(registry.missing(f"unknown option {name!r}; known: {registry.option_names()}"))
        if not isinstance(given, str):
            raise RulesError(f"option {name} takes a value name (a string), not {given!r}")
        values[name] = given
    for option in registry.options:
        value = values[option.name]
        owners = registry.value_owners.get((option.name, value), ())
        if len(owners) > 1:
            raise RulesError(f"{option.name} {value!r} is declared by more than one plugin: {', '.join(owners)}")
        declared = registry.values[option.name]
        if value not in declared:
            raise RulesError(registry.missing(f"unknown {option.name} {value!r}; known: {', '.join(declared)}"))
    return values


def build(variant_name: object, overrides: Mapping[str, object], plugins: Sequence[object] = ()) -> RuleSet:
    """The rule set of ``variant_name`` with ``overrides`` (a mapping, so option names never
    collide with parameters) and explicit ``plugins``; equal requests give the same object."""
    if not isinstance(overrides, Mapping):
        raise RulesError(f"options are given as a mapping of option names to value names, not {overrides!r}")
    if isinstance(plugins, str | bytes) or not isinstance(plugins, Sequence | tuple | list):
        raise RulesError(f"plugins is a sequence of plugin objects, not {plugins!r}")
    explicit = tuple(plugins)
    blocked = blocked_names()
    if explicit:
        pm, registry = build_manager(explicit, blocked)
    else:
        pm, registry = None, _installed_registry(blocked)
    chosen = _find_variant(registry, variant_name)
    values = _resolve_options(registry, chosen, overrides)
    resolved = tuple((o.name, values[o.name]) for o in registry.options)
    key = (blocked, registry.registered, chosen.name, resolved, _ids(explicit))
    with _LOCK:
        alive = _LIVE.get(key)
    if alive is not None:
        return alive
    if pm is None:
        with _LOCK:
            pm = _UNUSED.pop(blocked, None)
        if pm is None:
            pm, registry = build_manager((), blocked)
    built = {o.name: build_component(pm, registry, o, values[o.name]) for o in registry.options}
    built["scoring"] = _checked_scheme(pm, registry, values["scoring"], built["scoring"])
    components = MappingProxyType(built)
    tables = compile_tables(
        components["suit_order"],  # type: ignore[arg-type]
        components["straights"],  # type: ignore[arg-type]
        components["flush"],  # type: ignore[arg-type]
        components["royal"],  # type: ignore[arg-type]
        components["bombs"],  # type: ignore[arg-type]
    )
    rules = RuleSet(
        variant=chosen.name,
        options=resolved,
        plugin_objects=explicit,
        plugins=tuple(plugin_label(p) for p in explicit),
        components=components,
        explanations=MappingProxyType({o.name: registry.values[o.name][values[o.name]] for o in registry.options}),
        tables=tables,
        option_list=registry.options,
        definition=chosen,
        needs=_needs(registry, chosen, values),
    )
    _probe_scheme(rules)
    with _LOCK:
        return _LIVE.setdefault(key, rules)


def _needs(registry: Registry, chosen: Variant, values: Mapping[str, str]) -> Mapping[str, tuple[Requirement, ...]]:
    """The installed packages behind the variant (and its parents) and behind each option."""
    owners: list[str] = []
    current: Variant | None = chosen
    while current is not None:  # no cycle: the options were resolved through the same chain
        owners += registry.variant_owners.get(current.name, ())
        current = registry.variants.get(current.parent) if current.parent is not None else None
    needs = {"variant": registry.requirements(owners)}
    for o in registry.options:
        declared = (*registry.option_owners.get(o.name, ()), *registry.value_owners.get((o.name, values[o.name]), ()))
        needs[o.name] = registry.requirements(declared)
    return MappingProxyType(needs)


def _checked_scheme(pm: pluggy.PluginManager, registry: Registry, value: str, scheme: object) -> ScoringScheme:
    """The scheme with its ``lines`` checked on every call against the contract (see
    `bigtwo._spec.scoring`), errors naming the scheme and the plugin that provides it."""
    assert isinstance(scheme, ScoringScheme)  # build_component checked the type
    scoring = next(o for o in registry.options if o.name == "scoring")
    label = f"scoring scheme {value!r} (plugin {provider_of(pm, registry, scoring, value)})"
    for name in ("lower_wins", "zero_sum"):
        if not isinstance(getattr(scheme, name), bool):
            raise RulesError(f"{label}: {name} is {getattr(scheme, name)!r}, not True or False")
    if not callable(scheme.lines):
        raise RulesError(f"{label}: lines is {scheme.lines!r}, not a function of a ScoreInput")
    checked = CheckedLines(scheme.lines, label, scheme.lower_wins, scheme.zero_sum)
    return ScoringScheme(checked, lower_wins=scheme.lower_wins, zero_sum=scheme.zero_sum)


def _probe_scheme(rules: RuleSet) -> None:
    """Try the rule set's scoring scheme on its probe deals (see `bigtwo._rules.probes.score_probes`)
    before anyone can use the rule set: a scheme that breaks the contract is refused here."""
    scheme = rules.component("scoring", ScoringScheme)
    assert isinstance(scheme.lines, CheckedLines)
    for given in score_probes(rules, rules.component("deal", DealRule).whole_deck):
        try:
            scheme.lines(given)
        except RulesError as exc:
            raise probe_failure(exc, given) from exc
        except BigTwoError as exc:  # an error the library raised inside the scheme, on a sound deal
            bad = RulesError(f"{scheme.lines.label} raised {type(exc).__name__}: {exc}")
            raise probe_failure(bad, given) from exc


@functools.lru_cache(maxsize=256)
def _build_cached(variant_name: str, overrides: tuple[tuple[str, str], ...], blocked: frozenset[str]) -> RuleSet:
    return build(variant_name, dict(overrides))


def ruleset(variant: str = "classic", *, plugins: Sequence[object] = (), **options: str) -> RuleSet:
    """Build the rule set of ``variant``, with some options changed.

    ``options`` are option names (see `options`) and value names (see `option_values`).
    ``plugins`` are extra plugin objects asked before the installed ones (for experiments and
    tests; a published variant belongs in a package's entry point). Rule sets are immutable and
    shared: asking twice for the same rules gives the same object.

    >>> ruleset().variant
    'classic'
    >>> ruleset("classic", straights="twos")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bigtwo.errors.RulesError: unknown straights 'twos'; known: twos-high, twos-low, split, no-twos, jqka2-top...
    """
    if not plugins and isinstance(variant, str) and all(isinstance(v, str) for v in options.values()):
        return _build_cached(variant, tuple(sorted(options.items())), blocked_names())
    return build(variant, options, plugins)


def refresh_installed() -> None:
    """Forget the installed plugins read so far, so the next build reads the entry points again
    (after installing or removing a plugin in a running process). Rule sets already built stay
    as they are."""
    forget_installed()
    _installed_registry.cache_clear()
    _build_cached.cache_clear()
    with _LOCK:
        _UNUSED.clear()


def _registry() -> Registry:
    return _installed_registry(blocked_names())


def variants() -> tuple[str, ...]:
    """The names of every registered variant, sorted.

    >>> "classic" in variants()
    True
    """
    return tuple(sorted(_registry().variants))


def variant(name: str = "classic") -> Variant:
    """The definition of the variant ``name``: its title, summary, sources and options."""
    return _find_variant(_registry(), name)


def options() -> tuple[Option, ...]:
    """Every rule option (dimension), in a stable order: the built-in ones, then the plugins'."""
    return _registry().options


def installed_plugins() -> tuple[InstalledPlugin, ...]:
    """Every plugin installed through the ``bigtwo.variants`` entry-point group (the built-in
    ones are not): its entry-point name, distribution and version, the variants, option values
    and options it declares, and whether it loaded (with the error if not; a blocked plugin is
    listed as not loaded). Sorted by entry-point name.

    >>> all(p.loaded or p.error for p in installed_plugins())
    True
    """
    return installed_of(_registry(), blocked_names())


def not_loaded() -> dict[str, str]:
    """The distributions of installed plugins that are not loaded here, with why (blocked, or
    failed to load): what a deal code or saved game needing them is told."""
    return {p.distribution: p.error or "" for p in installed_plugins() if not p.loaded}


def option_values(option: str) -> tuple[OptionValue, ...]:
    """The values every installed plugin declares for ``option``, each with its explanation.

    >>> [v.value for v in option_values("flush")]
    ['suit-first', 'rank-first']
    """
    registry = _registry()
    if not isinstance(option, str) or option not in registry.values:
        raise RulesError(f"unknown option {option!r}; known: {registry.option_names()}")
    return tuple(registry.values[option].values())
