"""Building a `RuleSet` from plugins: the only place hooks are called.

A build makes its own plugin manager: the built-in values (last in line), every plugin installed
through the ``bigtwo.variants`` entry-point group, then the plugins passed to `ruleset`, so the most
specific answer wins. The rule set keeps the option values it was built from (plain strings) and
the tables compiled from the plugins' answers; classifying and comparing plays only reads those.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Mapping, Sequence
from importlib.metadata import entry_points
from typing import Any, TypeVar

import pluggy
from attrs import field, frozen

from . import builtin, hookspecs
from .cards import DECK, Card, Rank, Suit
from .errors import LANGUAGES, Reason, ReasonCode, RulesError, UnknownLanguage
from .model import (
    FIVE_CARD_CATEGORIES,
    AssistantRule,
    AutoPassRule,
    BombRule,
    Category,
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
    ScoringScheme,
    StraightTable,
    SuitOrder,
    Variant,
)

__all__ = [
    "ENTRY_POINT_GROUP",
    "OPTIONS",
    "RuleSet",
    "option_values",
    "options",
    "ruleset",
    "variant",
    "variants",
]

ENTRY_POINT_GROUP = "bigtwo.variants"
"""The entry-point group through which packages (the built-in variants among them) add plugins."""

OPTIONS: tuple[Option, ...] = (
    Option("suit_order", "diamonds-lowest", "bigtwo_suit_order", SuitOrder, "Suit order", "Orden de palos"),
    Option("straights", "twos-high", "bigtwo_straight_table", StraightTable, "2s in straights", "2 en escaleras"),
    Option("flush", "suit-first", "bigtwo_flush_order", FlushOrder, "Flush against flush", "Color contra color"),
    Option("royal", "none", "bigtwo_royal", RoyalRule, "Royal straight flush", "Escalera real"),
    Option("bombs", "none", "bigtwo_bombs", BombRule, "Bombs", "Bombas"),
    Option("opener", "lowest-card", "bigtwo_opener", OpenerRule, "Who leads", "Quién sale"),
    Option("direction", "counterclockwise", "bigtwo_direction", Direction, "Direction of play", "Sentido del juego"),
    Option("pass_locks_out", "off", "bigtwo_pass_rule", PassRule, "Passing locks you out", "Pasar te deja fuera"),
    Option("deal", "thirteen-each", "bigtwo_deal_rule", DealRule, "Dealing", "Reparto"),
    Option("auto_pass", "none", "bigtwo_auto_pass", AutoPassRule, "Automatic passes", "Pases automáticos"),
    Option("assistant", "off", "bigtwo_assistant", AssistantRule, "Assistant rule", "Regla del asistente"),
    Option("instant_win", "none", "bigtwo_instant_win", InstantWinRule, "Instant win", "Victoria inmediata"),
    Option("redeal", "none", "bigtwo_redeal", RedealRule, "Redeal", "Volver a repartir"),
    Option("scoring", "tiers", "bigtwo_scoring", ScoringScheme, "Scoring", "Puntuación"),
)  # fmt: skip
"""Every rule dimension, in the order rule sets list their options."""

_OPTION_BY_NAME = {o.name: o for o in OPTIONS}
_BUILTIN_NAME = "bigtwo.builtin"

# ---------------------------------------------------------------------------------------------
# Plugins and the registry of variants and option values


@functools.cache
def _installed_plugins() -> tuple[tuple[str, object], ...]:
    """The plugins of the entry-point group, loaded once per process, in a stable order."""
    found = sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda ep: (ep.name, ep.value))
    plugins: list[tuple[str, object]] = []
    seen: set[int] = set()
    for ep in found:
        dist = ep.dist.name if ep.dist is not None else "unknown distribution"
        try:
            plugin = ep.load()
        except Exception as exc:  # a broken plugin must not pass silently: it could change rules
            raise RulesError(f"could not load the bigtwo plugin {ep.name!r} ({ep.value}, from {dist}): {exc}") from exc
        if id(plugin) in seen:  # the same module listed twice (e.g. two copies of a dist-info)
            continue
        seen.add(id(plugin))
        plugins.append((f"{dist}:{ep.name}", plugin))
    return tuple(plugins)


def _manager(extra: Sequence[object]) -> pluggy.PluginManager:
    pm = pluggy.PluginManager("bigtwo")
    pm.add_hookspecs(hookspecs)
    try:
        pm.register(builtin, name=_BUILTIN_NAME)
        for name, plugin in _installed_plugins():
            pm.register(plugin, name=name)
        for i, plugin in enumerate(extra):
            pm.register(plugin, name=f"explicit-{i}:{_plugin_label(plugin)}")
        pm.check_pending()
    except (pluggy.PluginValidationError, ValueError) as exc:
        if isinstance(exc, RulesError):
            raise
        raise RulesError(f"invalid bigtwo plugin: {exc}") from exc
    return pm


def _plugin_label(plugin: object) -> str:
    return getattr(plugin, "__name__", None) or type(plugin).__name__


T = TypeVar("T")


def _collect(pm: pluggy.PluginManager, hook: str) -> list[tuple[str, Any]]:
    """Every answer of a collecting hook, each with the name of the plugin that gave it, in the
    order the plugins were registered (built-in values first, explicit plugins last)."""
    answers: list[tuple[str, Any]] = []
    for impl in getattr(pm.hook, hook).get_hookimpls():
        result = impl.function()
        if result is None:
            continue
        try:
            items = list(result)
        except TypeError:
            raise RulesError(f"plugin {impl.plugin_name} returned {result!r} from {hook}, not a sequence") from None
        answers.extend((impl.plugin_name, item) for item in items)
    return answers


@frozen
class _Registry:
    variants: Mapping[str, Variant]
    variant_conflicts: Mapping[str, tuple[str, ...]]
    values: Mapping[str, Mapping[str, OptionValue]]  # option -> value -> declaration
    value_conflicts: Mapping[tuple[str, str], tuple[str, ...]]
    owners: Mapping[tuple[str, str], str]  # (option, value) -> the plugin that declared it


def _registry_of(pm: pluggy.PluginManager) -> _Registry:
    variants: dict[str, Variant] = {}
    variant_owners: dict[str, list[str]] = {}
    for plugin, item in _collect(pm, "bigtwo_variants"):
        if not isinstance(item, Variant):
            raise RulesError(f"plugin {plugin} returned {item!r} from bigtwo_variants, not a Variant")
        variants.setdefault(item.name, item)
        variant_owners.setdefault(item.name, []).append(plugin)
    values: dict[str, dict[str, OptionValue]] = {o.name: {} for o in OPTIONS}
    value_owners: dict[tuple[str, str], list[str]] = {}
    for plugin, item in _collect(pm, "bigtwo_option_values"):
        if not isinstance(item, OptionValue):
            raise RulesError(f"plugin {plugin} returned {item!r} from bigtwo_option_values, not an OptionValue")
        if item.option not in values:
            raise RulesError(
                f"plugin {plugin} declares a value {item.value!r} of unknown option {item.option!r}; "
                f"known: {', '.join(_OPTION_BY_NAME)}"
            )
        values[item.option].setdefault(item.value, item)
        value_owners.setdefault((item.option, item.value), []).append(plugin)
    return _Registry(
        variants=variants,
        variant_conflicts={k: tuple(v) for k, v in variant_owners.items() if len(v) > 1},
        values=values,
        value_conflicts={k: tuple(v) for k, v in value_owners.items() if len(v) > 1},
        owners={k: v[0] for k, v in value_owners.items()},
    )


@functools.cache
def _installed_registry() -> _Registry:
    return _registry_of(_manager(()))


def variants() -> tuple[str, ...]:
    """The names of every registered variant, sorted.

    >>> "classic" in variants()
    True
    """
    return tuple(sorted(_installed_registry().variants))


def variant(name: str = "classic") -> Variant:
    """The definition of the variant ``name``: its title, summary, sources and options."""
    return _find_variant(_installed_registry(), name)


def options() -> tuple[Option, ...]:
    """Every rule option (dimension), in a stable order."""
    return OPTIONS


def option_values(option: str) -> tuple[OptionValue, ...]:
    """The values every installed plugin declares for ``option``, each with its explanation.

    >>> [v.value for v in option_values("flush")]
    ['suit-first', 'rank-first']
    """
    registry = _installed_registry()
    if option not in registry.values:
        raise RulesError(f"unknown option {option!r}; known: {', '.join(_OPTION_BY_NAME)}")
    return tuple(registry.values[option].values())


def _find_variant(registry: _Registry, name: str) -> Variant:
    if not isinstance(name, str):
        raise RulesError(f"a variant is named by a string, not {name!r}")
    if name in registry.variant_conflicts:
        raise RulesError(
            f"variant {name!r} is defined by more than one plugin: {', '.join(registry.variant_conflicts[name])}"
        )
    found = registry.variants.get(name)
    if found is None:
        raise RulesError(f"unknown variant {name!r}; known: {', '.join(sorted(registry.variants))}")
    return found


def _resolve_options(registry: _Registry, chosen: Variant, overrides: Mapping[str, object]) -> dict[str, str]:
    chain: list[Variant] = []
    current: Variant | None = chosen
    while current is not None:
        if any(v.name == current.name for v in chain):
            path = " -> ".join(v.name for v in [*chain, current])
            raise RulesError(f"variant {chosen.name!r} has a cycle of parents: {path}")
        chain.append(current)
        current = _find_variant(registry, current.parent) if current.parent is not None else None
    values = {o.name: o.default for o in OPTIONS}
    for v in reversed(chain):
        for name, value in v.options:
            if name not in values:
                raise RulesError(
                    f"variant {v.name!r} sets unknown option {name!r}; known: {', '.join(_OPTION_BY_NAME)}"
                )
            values[name] = value
    for name, given in overrides.items():
        if name not in values:
            raise RulesError(f"unknown option {name!r}; known: {', '.join(_OPTION_BY_NAME)}")
        if not isinstance(given, str):
            raise RulesError(f"option {name} takes a value name (a string), not {given!r}")
        values[name] = given
    for option in OPTIONS:
        value = values[option.name]
        declared = registry.values[option.name]
        if (option.name, value) in registry.value_conflicts:
            owners = ", ".join(registry.value_conflicts[(option.name, value)])
            raise RulesError(f"{option.name} {value!r} is declared by more than one plugin: {owners}")
        if value not in declared:
            raise RulesError(f"unknown {option.name} {value!r}; known: {', '.join(declared)}")
    return values


# ---------------------------------------------------------------------------------------------
# The rule set and its compiled tables

RANK_HIST: tuple[int, ...] = tuple(1 << (3 * (i >> 2)) for i in range(52))
"""Per card index, its contribution to a rank histogram (three bits per rank)."""

_FIVE_SHIFT = 24
"""Five-card keys are ``category_position << 24 | strength within the category``."""


def _hist(ranks: Iterable[int]) -> int:
    return sum(1 << 3 * r for r in ranks)


def _five_key(category: Category, inner: int) -> int:
    return (FIVE_CARD_CATEGORIES.index(category) << _FIVE_SHIFT) | inner


DistinctEntry = tuple[int, tuple[int, ...] | None, tuple[int, ...], Reason | None]
"""For five different ranks: (top rank of the straight or -1, straight keys by suit of the top
card or None, flush keys by suit, the reason a table rule forbids the run or None)."""


@frozen
class _Tables:
    """What the hot path reads. Built once per rule set; never changed after the build."""

    card_key: tuple[int, ...]
    """Per card index: its strength as a single (rank * 4 + position of its suit)."""
    five: Mapping[int, int | DistinctEntry]
    """Rank histogram of five cards -> the key (full house, four of a kind) or a `DistinctEntry`;
    histograms that are never a play are absent."""
    runs: tuple[tuple[tuple[int, ...], int, int, tuple[int, ...]], ...]
    """Every straight run: (ranks, 13-bit mask of the ranks, top rank, straight keys by suit)."""
    by_rank_mask: Mapping[int, DistinctEntry]
    """The entries of `five` for five different ranks, by the mask ``sum(1 << 4 * rank)``
    (a one-suit card mask shifted down by its suit)."""
    full_house: tuple[int, ...]
    """Per rank: the key of a full house whose triple has that rank."""
    quads: tuple[int, ...]
    """Per rank: the key of four of a kind of that rank."""
    bombs: frozenset[Category]
    categories_cross: bool
    small: dict[int, Any] = field(factory=dict)
    """Mask -> Combo for every single, pair and triple of the deck; filled once by the build,
    when the rule set they point to exists."""
    by_nibble: list[Any] = field(factory=list)
    """Per ``rank << 4 | suits held``: the singles, pairs and triples they make, weakest first
    (filled once by the build, like `small`)."""
    small_actions: dict[int, Any] = field(factory=dict)
    """The game engine's `Play` action for every entry of `small`, by mask (filled by the build)."""
    actions_by_nibble: list[Any] = field(factory=list)
    """`by_nibble` with each combo's `Play` action in its place (filled by the build)."""


def _compile(components: Mapping[str, Any]) -> _Tables:
    order: SuitOrder = components["suit_order"]
    table: StraightTable = components["straights"]
    flush: FlushOrder = components["flush"]
    royal: RoyalRule = components["royal"]
    bombs: BombRule = components["bombs"]
    suit_pos = [0] * 4
    for pos, s in enumerate(order.suits):
        suit_pos[s] = pos
    card_key = tuple((i >> 2) * 4 + suit_pos[i & 3] for i in range(52))

    five: dict[int, int | DistinctEntry] = {}
    for a, b in itertools.permutations(range(13), 2):
        five[3 * (1 << 3 * a) + 2 * (1 << 3 * b)] = _five_key(Category.FULL_HOUSE, a)
        five[4 * (1 << 3 * a) + (1 << 3 * b)] = _five_key(Category.FOUR_OF_A_KIND, a)

    straight_at = {frozenset(map(int, run.ranks)): (pos, run) for pos, run in enumerate(table.runs)}
    royal_at = {frozenset(map(int, run.ranks)): len(table.runs) + pos for pos, run in enumerate(royal.runs)}
    forbidden = {frozenset(map(int, run.ranks)) for run in table.forbidden}
    forbidden_reason = Reason(
        ReasonCode.TABLE_RULE,
        en=f"Table rule: {table.rule_en}",
        es=f"Regla de la mesa: {table.rule_es}",
        detail=(("rule", table.rule_en),),
    )

    rank_sets = list(itertools.combinations(range(13), 5))
    flush_keys: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}
    for ranks in rank_sets:
        high_first = tuple(Rank(r) for r in reversed(ranks))
        for suit in range(4):
            key = flush.key(high_first, suit_pos[suit])
            if not isinstance(key, tuple):
                raise RulesError(f"a flush order's key must return a tuple, not {key!r}")
            flush_keys[ranks, suit] = key
    dense = {k: i for i, k in enumerate(sorted(set(flush_keys.values())))}

    distinct: dict[int, DistinctEntry] = {}
    for ranks in rank_sets:
        rank_set = frozenset(ranks)
        hist = _hist(ranks)
        by_suit: list[int] = []
        straight = straight_at.get(rank_set)
        royal_pos = royal_at.get(rank_set)
        for suit in range(4):
            if royal_pos is not None:
                by_suit.append(_five_key(Category.STRAIGHT_FLUSH, royal_pos * 4 + suit_pos[suit]))
            elif straight is not None:
                by_suit.append(_five_key(Category.STRAIGHT_FLUSH, straight[0] * 4 + suit_pos[suit]))
            else:
                by_suit.append(_five_key(Category.FLUSH, dense[flush_keys[ranks, suit]]))
        if straight is not None:
            pos, run = straight
            keys = tuple(_five_key(Category.STRAIGHT, pos * 4 + suit_pos[s]) for s in range(4))
            distinct[hist] = (int(run.top), keys, tuple(by_suit), None)
        else:
            reason = forbidden_reason if rank_set in forbidden else None
            distinct[hist] = (-1, None, tuple(by_suit), reason)

    runs = tuple(
        (
            tuple(map(int, run.ranks)),
            sum(1 << r for r in run.ranks),
            int(run.top),
            distinct[_hist(run.ranks)][1] or (),
        )
        for run in table.runs
    )
    by_rank_mask = {sum(1 << 4 * r for r in ranks): distinct[_hist(ranks)] for ranks in rank_sets}
    five.update(distinct)
    return _Tables(
        card_key=card_key,
        five=five,
        full_house=tuple(_five_key(Category.FULL_HOUSE, r) for r in range(13)),
        quads=tuple(_five_key(Category.FOUR_OF_A_KIND, r) for r in range(13)),
        runs=runs,
        by_rank_mask=by_rank_mask,
        bombs=bombs.bombs,
        categories_cross=bombs.categories_cross,
    )


@frozen
class RuleSet:
    """A complete set of rules: the option values it was built from, and the tables they compile to.

    Build one with `bigtwo.ruleset`; it never changes. Two rule sets are equal when their variant,
    options and explicit plugins are.

    >>> rules = ruleset("classic", straights="no-twos")
    >>> rules.option("straights"), rules.variant
    ('no-twos', 'classic')
    >>> print(rules.explain("straights", "es"))
    Ninguna escalera lleva un 2: van de 3-4-5-6-7 a 10-J-Q-K-A, y A-2-3-4-5 o 2-3-4-5-6 no valen por regla de la mesa.
    """

    variant: str
    """The name of the variant the rule set starts from."""
    options: tuple[tuple[str, str], ...]
    """Every option's value, as ``(option, value)`` pairs in the order of `OPTIONS`."""
    plugins: tuple[str, ...] = ()
    """Names of plugins passed explicitly to `ruleset` (empty for registered rules)."""
    components: Mapping[str, object] = field(eq=False, repr=False, factory=dict)
    """Each option's rule component as its plugin returned it (a `SuitOrder`, a `StraightTable`...)."""
    explanations: Mapping[str, OptionValue] = field(eq=False, repr=False, factory=dict)
    """Each option's declaration, with the sentences explaining the chosen value."""
    tables: _Tables = field(eq=False, repr=False, kw_only=True)
    """The compiled lookup tables (internal)."""
    plugin_objects: tuple[object, ...] = field(eq=False, repr=False, default=(), kw_only=True)
    """The plugins passed explicitly to `ruleset`, kept so `with_options` asks them again."""

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
        if lang not in LANGUAGES:
            raise UnknownLanguage(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
        return self.explanations[option].sentence(lang)

    def with_options(self, **changes: str) -> RuleSet:
        """A rule set like this one with some options changed (the plugins are asked again)."""
        return _build(self.variant, {**self.values, **changes}, self.plugin_objects)

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
    def lowest_card(self) -> Card:
        """The lowest card of the deck under these rules (3♦, or 3♣ when clubs are lowest)."""
        return DECK[self.tables.card_key.index(0)]

    def card_key(self, card: Card) -> int:
        """A card's strength as a single: greater beats smaller (0 is the lowest card)."""
        if not isinstance(card, Card):
            raise RulesError(f"expected a Card, not {card!r}")
        return self.tables.card_key[card.index]

    def sort(self, hand: Iterable[Card], *, reverse: bool = False) -> tuple[Card, ...]:
        """The cards of ``hand`` from the lowest to the highest single under these rules."""
        keys = self.tables.card_key
        return tuple(sorted(hand, key=lambda c: keys[c.index], reverse=reverse))

    def component(self, option: str, kind: type[T]) -> T:
        """The rule component built for ``option``, checked to be a ``kind``.

        >>> ruleset("dragon").component("royal", RoyalRule).runs[0].top
        <Rank.TWO: 12>
        """
        self.option(option)
        value = self.components[option]
        if not isinstance(value, kind):
            raise RulesError(f"the {option} component is a {type(value).__name__}, not a {kind.__name__}")
        return value


def _build(variant_name: str, overrides: Mapping[str, object], plugins: Sequence[object]) -> RuleSet:
    if plugins:
        return _build_uncached(variant_name, overrides, tuple(plugins))
    try:
        key = tuple(sorted(overrides.items()))
        hash(key)
    except TypeError:
        return _build_uncached(variant_name, overrides, ())
    return _build_cached(variant_name, key)


@functools.lru_cache(maxsize=256)
def _build_cached(variant_name: str, overrides: tuple[tuple[str, object], ...]) -> RuleSet:
    return _build_uncached(variant_name, dict(overrides), ())


def _build_uncached(variant_name: str, overrides: Mapping[str, object], plugins: tuple[object, ...]) -> RuleSet:
    if plugins:
        pm = _manager(plugins)
        registry = _registry_of(pm)
    else:
        registry = _installed_registry()
        pm = _manager(())
    chosen = _find_variant(registry, variant_name)
    values = _resolve_options(registry, chosen, overrides)
    components: dict[str, object] = {}
    explicit = {name for name, _ in pm.list_name_plugin() if name.startswith("explicit-")}
    for option in OPTIONS:
        value = values[option.name]
        answered_by, result = _answer(pm, option.hook, value)
        if result is None:
            raise RulesError(f"{option.name} {value!r} is declared, but no plugin builds it ({option.hook})")
        owner = registry.owners[option.name, value]
        if answered_by != owner and answered_by not in explicit:
            raise RulesError(
                f"conflicting plugins: {answered_by} answers {option.hook} for {option.name} {value!r}, "
                f"which {owner} declares"
            )
        if not isinstance(result, option.component):
            raise RulesError(f"{option.hook} returned {result!r} for {value!r}; expected a {option.component.__name__}")
        components[option.name] = result
    rules = RuleSet(
        variant=chosen.name,
        options=tuple((o.name, values[o.name]) for o in OPTIONS),
        plugins=tuple(_plugin_label(p) for p in plugins),
        components=components,
        explanations={o.name: registry.values[o.name][values[o.name]] for o in OPTIONS},
        tables=_compile(components),
        plugin_objects=plugins,
    )
    from .combos import plays_by_nibble, small_plays  # combos builds on this module
    from .game import play_tables

    tables = rules.tables
    tables.small.update(small_plays(rules))
    tables.by_nibble.extend(plays_by_nibble(rules, tables.small))
    actions, by_nibble = play_tables(tables.small, tables.by_nibble)
    tables.small_actions.update(actions)
    tables.actions_by_nibble.extend(by_nibble)
    return rules


def _answer(pm: pluggy.PluginManager, hook: str, value: str) -> tuple[str | None, Any]:
    """The first non-None answer of a rule-dimension hook, and the plugin that gave it.

    The same answer as calling the (firstresult) hook, in pluggy's call order, most specific
    plugin first; knowing who answered lets the build refuse a plugin that answers for a value
    another plugin declared.
    """
    for impl in reversed(getattr(pm.hook, hook).get_hookimpls()):
        result = impl.function(**{name: value for name in impl.argnames})
        if result is not None:
            return impl.plugin_name, result
    return None, None


def ruleset(variant: str = "classic", *, plugins: Sequence[object] = (), **options: str) -> RuleSet:
    """Build the rule set of ``variant``, with some options changed.

    ``options`` are option names (see `options`) and value names (see `option_values`).
    ``plugins`` are extra plugin objects asked before the installed ones (for experiments and
    tests; a published variant belongs in a package's entry point). Rule sets without explicit
    plugins are built once per process and shared: they are immutable.

    >>> ruleset().variant
    'classic'
    >>> ruleset("classic", straights="twos")
    Traceback (most recent call last):
    ...
    bigtwo.errors.RulesError: unknown straights 'twos'; known: twos-high, twos-low, split, no-twos, jqka2-top
    """
    return _build(variant, options, plugins)
