"""Building a rule set: `ruleset`, `build`, and the caches that make asking again cheap.

A build resolves the option values (variant, its parents, the caller's changes), asks the
plugins for each value's component through a plugin manager of its own, compiles the tables,
tries the scoring scheme on its probe deals, and only then hands out the `RuleSet`. Equal
requests give the same object while it is alive; `refresh_installed` forgets what was read of
the installed plugins.
"""

from __future__ import annotations

import functools
import threading
import weakref
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

import pluggy

from .._spec.components import DealRule, StraightTable, Variant, consecutive
from .._spec.scoring import CheckedLines, ScoringScheme, scheme_label
from .._values.errors import BigTwoError, RulesError, shown
from .compile import compile_tables
from .entrypoints import Requirement, forget_installed
from .manager import blocked_names, build_manager, forget_verdicts, plugin_label, vetting
from .probes import probe_failure, score_probes
from .registry import Registry, build_component, describe_plugin, provider_of
from .ruleset import RuleSet, plugin_ids

__all__ = ["build", "find_variant", "installed_registry", "refresh_installed", "ruleset"]

_LOCK = threading.Lock()
_LIVE: weakref.WeakValueDictionary[tuple[Any, ...], RuleSet] = weakref.WeakValueDictionary()
"""Every rule set alive, by (blocked plugins, variant, options, ids of explicit plugins)."""


def installed_registry(blocked: frozenset[str]) -> Registry:
    """What the installed plugins declare when ``blocked`` are blocked, read once (and the
    manager that read it kept for the next build, `_UNUSED`).

    Inside the vetting of installed plugins (`bigtwo._rules.manager.vetting`) it is what the
    built-in plugins alone declare, read again each time and never kept."""
    if vetting():
        return build_manager((), blocked)[1]
    return _installed_registry(blocked)


@functools.lru_cache(maxsize=64)
def _installed_registry(blocked: frozenset[str]) -> Registry:
    pm, registry = build_manager((), blocked)
    with _LOCK:
        _UNUSED[blocked] = pm  # no build has asked it anything yet: the next build may use it
    return registry


_UNUSED: dict[frozenset[str], pluggy.PluginManager] = {}
"""The manager that read the installed plugins' declarations, until a build takes it as its own
(each build still asks its plugins through a manager no other build used; a cold start makes one)."""


def find_variant(registry: Registry, name: object) -> Variant:
    """The variant ``name`` of ``registry``; `RulesError` when it is unknown or defined twice."""
    if not isinstance(name, str):
        raise RulesError("variant-name-not-text", value=shown(name))
    owners = registry.variant_owners.get(name, ())
    if len(owners) > 1:
        raise RulesError("variant-defined-twice", name=shown(name), owners=", ".join(owners))
    found = registry.variants.get(name)
    if found is None:
        known = ", ".join(sorted(registry.variants))
        raise RulesError("unknown-variant", name=shown(name), known=known, failed=registry.failures_note())
    return found


def _resolve_options(registry: Registry, chosen: Variant, overrides: Mapping[str, object]) -> dict[str, str]:
    chain: list[Variant] = []
    current: Variant | None = chosen
    while current is not None:
        if any(v.name == current.name for v in chain):
            path = " -> ".join(v.name for v in [*chain, current])
            raise RulesError(
                "variant-parent-cycle", name=shown(chosen.name), plugin=_owner(registry, chosen), path=path
            )
        chain.append(current)
        current = find_variant(registry, current.parent) if current.parent is not None else None
    values = {o.name: o.default for o in registry.options}
    set_by: dict[str, Variant] = {}  # the variant whose value an option takes, when one sets it
    for v in reversed(chain):
        for name, value in v.options:
            if name not in values:
                raise RulesError(
                    "variant-sets-unknown-option",
                    name=shown(v.name),
                    plugin=_owner(registry, v),
                    option=shown(name),
                    known=registry.option_names(),
                )
            values[name] = value
            set_by[name] = v
    for name, given in overrides.items():
        if name not in values:
            raise RulesError(
                "unknown-option", name=shown(name), known=registry.option_names(), failed=registry.failures_note()
            )
        if not isinstance(given, str):
            raise RulesError("option-value-not-text", option=name, value=shown(given))
        values[name] = given
        set_by.pop(name, None)
    for option in registry.options:
        value = values[option.name]
        owners = registry.value_owners.get((option.name, value), ())
        if len(owners) > 1:
            raise RulesError("option-value-declared-twice", option=option.name, value=value, owners=", ".join(owners))
        declared = registry.values[option.name]
        if value not in declared and option.name in set_by:
            v = set_by[option.name]
            raise RulesError(
                "variant-sets-unknown-value",
                name=shown(v.name),
                plugin=_owner(registry, v),
                option=option.name,
                value=shown(value),
                known=", ".join(declared),
                failed=registry.failures_note(),
            )
        if value not in declared:
            raise RulesError(
                "unknown-option-value",
                option=option.name,
                value=shown(value),
                known=", ".join(declared),
                failed=registry.failures_note(),
            )
    return values


def _owner(registry: Registry, variant: Variant) -> str:
    """The plugin that declares ``variant``, as errors name it."""
    owners = registry.variant_owners.get(variant.name, ())
    return ", ".join(describe_plugin(registry, o) for o in owners) or "?"


def build(variant_name: object, overrides: Mapping[str, object], plugins: Sequence[object] = ()) -> RuleSet:
    """The rule set of ``variant_name`` with ``overrides`` (a mapping, so option names never
    collide with parameters) and explicit ``plugins``; equal requests give the same object."""
    if not isinstance(overrides, Mapping):
        raise RulesError("options-not-a-mapping", value=shown(overrides))
    if isinstance(plugins, str | bytes) or not isinstance(plugins, Sequence | tuple | list):
        raise RulesError("plugins-not-a-sequence", value=shown(plugins))
    explicit = tuple(plugins)
    blocked = blocked_names()
    vetted = vetting()  # a hook under vetting builds a rule set: of the built-in plugins, never kept
    if vetted or explicit:
        pm, registry = build_manager(explicit, blocked)
    else:
        pm, registry = None, installed_registry(blocked)
    chosen = find_variant(registry, variant_name)
    values = _resolve_options(registry, chosen, overrides)
    resolved = tuple((o.name, values[o.name]) for o in registry.options)
    key = (blocked, registry.registered, chosen.name, resolved, plugin_ids(explicit))
    with _LOCK:
        alive = None if vetted else _LIVE.get(key)
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
    try:
        tables = compile_tables(
            components["suit_order"],  # type: ignore[arg-type]
            components["straights"],  # type: ignore[arg-type]
            components["flush"],  # type: ignore[arg-type]
            components["royal"],  # type: ignore[arg-type]
            components["bombs"],  # type: ignore[arg-type]
        )
    except RulesError as exc:  # a flush key or a run that breaks the rules: name the value and its plugin
        name = "flush"
        if exc.code == "run-not-consecutive":  # a straight's run, or a royal straight flush's
            table = components["straights"]
            assert isinstance(table, StraightTable)
            name = "straights" if any(not consecutive(run.ranks) for run in table.runs) else "royal"
        option = next(o for o in registry.options if o.name == name)
        plugin = provider_of(pm, registry, option, values[name])
        if name != "flush":
            raise RulesError("straights-broken", value=f"{name}={values[name]}", plugin=plugin, error=exc) from exc
        raise RulesError("flush-order-broken", value=f"{name}={values[name]}", plugin=plugin, error=exc) from exc
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
        rebuild=build,
    )
    _probe_scheme(rules)
    if vetted:
        return rules
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
    label = scheme_label(value, provider_of(pm, registry, scoring, value))
    for name in ("lower_wins", "zero_sum"):
        if not isinstance(getattr(scheme, name), bool):
            raise RulesError("scheme-flag-not-bool", scheme=label, name=name, value=shown(getattr(scheme, name)))
    if not callable(scheme.lines):
        raise RulesError("scheme-lines-not-callable", scheme=label, value=shown(scheme.lines))
    if scheme.worst_loss is not None and not callable(scheme.worst_loss):
        raise RulesError("scheme-worst-not-callable", scheme=label, value=shown(scheme.worst_loss))
    checked = CheckedLines(scheme.lines, label, scheme.lower_wins, scheme.zero_sum)
    return ScoringScheme(checked, lower_wins=scheme.lower_wins, zero_sum=scheme.zero_sum, worst_loss=scheme.worst_loss)


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
            bad = RulesError("scheme-raised", scheme=scheme.lines.label, error_type=type(exc).__name__, error=exc)
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

    Args:
        variant: The name of a registered variant (see `variants`).
        plugins: Plugin objects (modules, or instances of classes with hook implementations)
            registered after the built-in and installed plugins, so their answers come first.
        **options: Option name -> value name, changing the variant's choices
            (``straights="no-twos"``).

    Returns:
        The rule set: the same object as any equal rule set alive.

    Raises:
        RulesError: The variant, an option or a value is unknown (the message names any
            installed plugin that failed to load and might provide it), a value is not a
            string, a plugin is not one or is given twice, plugins conflict over a value, or a
            component or the scoring scheme breaks its contract.

    >>> ruleset().variant
    'classic'
    >>> ruleset("classic", straights="twos")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bigtwo.errors.RulesError: unknown straights 'twos'; known: twos-high, twos-low, split, no-twos, jqka2-top...
    """
    if not plugins and isinstance(variant, str) and all(isinstance(v, str) for v in options.values()) and not vetting():
        return _build_cached(variant, tuple(sorted(options.items())), blocked_names())
    return build(variant, options, plugins)


def refresh_installed() -> None:
    """Forget the installed plugins read so far, so the next build reads the entry points again.

    Call it after installing or removing a plugin in a running process. Rule sets already built
    stay as they are.
    """
    forget_installed()
    forget_verdicts()
    _installed_registry.cache_clear()
    _build_cached.cache_clear()
    with _LOCK:
        _UNUSED.clear()
