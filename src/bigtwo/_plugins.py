"""Plugins: which are registered, in which order, and what they declare.

A rule-set build makes its own pluggy plugin manager and registers, in this order:

1. the built-in plugins, imported by module name from `BUILTIN_PLUGINS` (as pytest registers its
   default plugins), so a source tree works and no install metadata can break them;
2. the plugins installed by other distributions through the ``bigtwo.variants`` entry-point
   group, read once per process and loaded one by one: one that fails to load is recorded, not
   raised, and only a rule set that needs it fails (naming it and its error);
3. the plugins passed to `bigtwo.ruleset` (``plugins=``).

Any of them can be blocked by name with the environment variable ``BIGTWO_BLOCK_PLUGINS``
(comma-separated entry-point names, ``distribution:name``, or built-in module names), as
pytest's ``-p no:NAME``.

Every hook is called through the manager (``pm.hook.NAME(...)``), so wrappers, ``firstresult``,
``tryfirst``/``trylast`` and tracing behave as pluggy documents. Who owns a value is decided by
declarations: the plugin that declares an option value (``bigtwo_option_values``) owns it, and
another installed plugin that also answers for it is a conflict.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from types import MappingProxyType, ModuleType
from typing import Any

import pluggy
from attrs import frozen

from . import _hookspecs
from ._components import Option, OptionValue, Variant
from ._hookspecs import PROJECT
from ._options import BUILTIN_BY_NAME, BUILTIN_OPTIONS, GENERIC_HOOK, RESERVED_NAMES
from .errors import RulesError

__all__ = [
    "BLOCK_ENV",
    "BUILTIN_PLUGINS",
    "ENTRY_POINT_GROUP",
    "TRACE_ENV",
    "PluginFailure",
    "Registry",
    "blocked_names",
    "build_manager",
    "forget_installed",
    "plugin_label",
    "registry_of",
]

ENTRY_POINT_GROUP = "bigtwo.variants"
"""The entry-point group through which other distributions add plugins."""

BLOCK_ENV = "BIGTWO_BLOCK_PLUGINS"
"""The environment variable naming plugins not to register (comma-separated)."""

TRACE_ENV = "BIGTWO_TRACE"
"""When this environment variable is set, every rule-set build traces its hook calls to stderr
(pluggy's tracing)."""

BUILTIN_PLUGINS: tuple[str, ...] = (
    "bigtwo._builtin",
    "bigtwo._builtin_scoring",
    "bigtwo.bundled.cardroom",
    "bigtwo.bundled.chinese",
    "bigtwo.bundled.classic",
    "bigtwo.bundled.doubling",
    "bigtwo.bundled.dragon",
    "bigtwo.bundled.pusoy_dos",
    "bigtwo.bundled.taiwanese",
)
"""The built-in plugins, by module name: the option values, the scoring schemes, the variants."""

_BUNDLED = "bigtwo.bundled"
_SOURCE_VARIANTS = Path(__file__).resolve().parents[2] / "variants"


@frozen
class PluginFailure:
    """An installed plugin that could not be loaded."""

    name: str
    """``distribution:entry-point name``."""
    target: str
    """What the entry point points at (``module:attribute``)."""
    error: str
    """The error raised while loading it."""

    def __str__(self) -> str:
        return f"{self.name} ({self.target}): {self.error}"


def blocked_names() -> frozenset[str]:
    """The plugin names blocked by ``BIGTWO_BLOCK_PLUGINS``."""
    raw = os.environ.get(BLOCK_ENV, "")
    return frozenset(part.strip() for part in raw.replace(";", ",").split(",") if part.strip())


def plugin_label(plugin: object) -> str:
    """A readable name for a plugin object: its module or class name."""
    name = getattr(plugin, "__name__", None)
    return name if isinstance(name, str) else type(plugin).__name__


def _load_bundled_from_source() -> None:
    """Make ``bigtwo.bundled`` importable from a source checkout (``variants/`` beside ``src/``),
    where no installer has mapped the folder into the package."""
    init = _SOURCE_VARIANTS / "__init__.py"
    if _BUNDLED in sys.modules or not init.is_file():
        return
    spec = importlib.util.spec_from_file_location(_BUNDLED, init, submodule_search_locations=[str(_SOURCE_VARIANTS)])
    if spec is None or spec.loader is None:  # pragma: no cover - a file location always gives a spec
        return
    module = importlib.util.module_from_spec(spec)
    sys.modules[_BUNDLED] = module
    spec.loader.exec_module(module)


def _import_builtin(name: str) -> ModuleType:
    if name.startswith(_BUNDLED + ".") and importlib.util.find_spec(_BUNDLED) is None:
        _load_bundled_from_source()
    try:
        return importlib.import_module(name)
    except ImportError as exc:  # a broken installation: say which built-in is missing
        raise RulesError(f"the built-in plugin {name} cannot be imported: {exc}") from exc


@functools.cache
def _entry_points() -> tuple[EntryPoint, ...]:
    """The group's entry points of other distributions, read once per process, sorted."""
    found = [ep for ep in entry_points(group=ENTRY_POINT_GROUP) if ep.dist is None or ep.dist.name != "bigtwo"]
    unique = {(ep.name, ep.value): ep for ep in found}  # the same dist listed twice (stale metadata)
    return tuple(sorted(unique.values(), key=lambda ep: (ep.name, ep.value)))


@frozen
class _Installed:
    plugins: tuple[tuple[str, object], ...]
    failures: tuple[PluginFailure, ...]


@functools.cache
def _installed(blocked: frozenset[str]) -> _Installed:
    """The installed plugins, each loaded once per process; failures recorded, not raised."""
    plugins: list[tuple[str, object]] = []
    failures: list[PluginFailure] = []
    for ep in _entry_points():
        dist = ep.dist.name if ep.dist is not None else "unknown"
        name = f"{dist}:{ep.name}"
        if {ep.name, name, ep.value} & blocked:
            continue
        try:
            plugin = ep.load()
        except Exception as exc:  # any error: the plugin is unusable, the others are not
            failures.append(PluginFailure(name, ep.value, f"{type(exc).__name__}: {exc}"))
            continue
        plugins.append((name, plugin))
    return _Installed(tuple(plugins), tuple(failures))


def forget_installed() -> None:
    """Forget the entry points read and the plugins loaded (see `bigtwo.plugin.refresh_installed`)."""
    _entry_points.cache_clear()
    _installed.cache_clear()


def _check_plugin(plugin: object) -> None:
    if plugin is None or isinstance(plugin, str | bytes | int | float | bool | tuple | list | dict):
        raise RulesError(f"a plugin is a module or an object with bigtwo hooks, not {plugin!r}")
    if isinstance(plugin, type):
        raise RulesError(f"{plugin.__name__} is a class: pass an instance of it, {plugin.__name__}(), as the plugin")
    if not any(name.startswith("bigtwo_") for name in dir(plugin)):
        raise RulesError(f"{plugin_label(plugin)} implements no bigtwo hook (functions named bigtwo_*)")


_DECLARING = ("bigtwo_options", "bigtwo_variants", "bigtwo_option_values")


def _misbehaves(pm: pluggy.PluginManager, plugin: object) -> str | None:
    """The error an installed plugin raises when asked for its declarations alone, if any."""
    everyone = [p for _, p in pm.list_name_plugin() if p is not plugin]
    for hook in _DECLARING:
        try:
            pm.subset_hook_caller(hook, everyone)()
        except Exception as exc:  # its own bug: it is set aside, the others go on
            return f"{type(exc).__name__} in {hook}: {exc}"
    return None


def build_manager(explicit: Sequence[object], blocked: frozenset[str]) -> tuple[pluggy.PluginManager, Registry]:
    """A new plugin manager with every plugin registered, and what its plugins declare."""
    for plugin in explicit:
        _check_plugin(plugin)
    pm = pluggy.PluginManager(PROJECT)
    pm.add_hookspecs(_hookspecs)
    for name in blocked:
        pm.set_blocked(name)
    if os.environ.get(TRACE_ENV):
        pm.trace.root.setwriter(sys.stderr.write)
        pm.enable_tracing()
    installed = _installed(blocked)
    failures = list(installed.failures)
    explicit_names: list[str] = []
    try:
        for name in BUILTIN_PLUGINS:
            if name not in blocked and name.rsplit(".", 1)[-1] not in blocked:
                pm.register(_import_builtin(name), name=name)
        for name, plugin in installed.plugins:
            if not pm.is_registered(plugin):
                pm.register(plugin, name=name)
                error = _misbehaves(pm, plugin)
                if error is not None:
                    pm.unregister(plugin)
                    failures.append(PluginFailure(name, plugin_label(plugin), error))
        for i, plugin in enumerate(explicit):
            name = f"explicit-{i}:{plugin_label(plugin)}"
            if pm.is_registered(plugin):
                raise RulesError(f"plugin {plugin_label(plugin)} is given twice or is already installed")
            pm.register(plugin, name=name)
            if not pm.get_hookcallers(plugin):
                raise RulesError(
                    f"{plugin_label(plugin)} has functions named bigtwo_*, but none is marked with "
                    "bigtwo.plugin.hookimpl, so it would change nothing"
                )
            explicit_names.append(name)
        pm.check_pending()
    except pluggy.PluginValidationError as exc:
        raise RulesError(f"invalid bigtwo plugin {exc.plugin!r}: {_did_you_mean(str(exc))}") from exc
    except ValueError as exc:
        if isinstance(exc, RulesError):
            raise
        raise RulesError(f"invalid bigtwo plugin: {exc}") from exc
    return pm, registry_of(pm, tuple(failures), frozenset(explicit_names))


def _did_you_mean(message: str) -> str:
    import difflib  # only an error message needs it: kept out of import time (not a cycle)

    hooks = [name for name in dir(_hookspecs) if name.startswith("bigtwo_")]
    for word in message.replace("'", " ").split():
        if word.startswith("bigtwo_") and word not in hooks:
            close = difflib.get_close_matches(word, hooks, n=2)
            if close:
                return f"{message} (did you mean {' or '.join(close)}?)"
    return message


# ---------------------------------------------------------------------------------------------
# Declarations


def _call(pm: pluggy.PluginManager, hook: str, call: Callable[[], Any], who: str = "a bigtwo plugin") -> Any:
    try:
        return call()
    except RulesError:
        raise
    except Exception as exc:  # a plugin's own bug: name the plugin and the hook, keep the cause
        raise RulesError(f"{who} raised {type(exc).__name__} in {hook}: {exc}") from exc


def _items(plugin: str, hook: str, result: object) -> list[Any]:
    if isinstance(result, str | bytes) or not isinstance(result, Sequence):
        raise RulesError(f"plugin {plugin} returned {result!r} from {hook}, not a sequence")
    return list(result)


def _declarations(pm: pluggy.PluginManager, hook: str, kind: type) -> list[tuple[Any, tuple[str, ...]]]:
    """Every item a collecting hook returns (wrappers applied), each with the plugins that
    declared it, in registration order (built-in first, explicit plugins last)."""
    caller = getattr(pm.hook, hook)
    everyone = [plugin for _, plugin in pm.list_name_plugin()]
    by_plugin: list[tuple[str, list[Any]]] = []
    for impl in caller.get_hookimpls():
        if impl.hookwrapper or impl.wrapper:
            continue
        alone = pm.subset_hook_caller(hook, [p for p in everyone if p is not impl.plugin])
        for result in _call(pm, hook, alone, f"plugin {impl.plugin_name}"):
            by_plugin.append((impl.plugin_name, _items(impl.plugin_name, hook, result)))
    everything = [item for result in reversed(_call(pm, hook, caller)) for item in _items("?", hook, result)]
    out: list[tuple[Any, tuple[str, ...]]] = []
    for item in everything:
        if not isinstance(item, kind):
            raise RulesError(f"a plugin returned {item!r} from {hook}, not a {kind.__name__}")
        owners = tuple(name for name, items in reversed(by_plugin) if item in items) or ("a hook wrapper",)
        out.append((item, owners))
    return out


@frozen
class Registry:
    """What the registered plugins declare: options, option values and variants, with owners."""

    options: tuple[Option, ...]
    """The built-in options, then the ones plugins add (sorted by name)."""
    variants: Mapping[str, Variant]
    variant_owners: Mapping[str, tuple[str, ...]]
    values: Mapping[str, Mapping[str, OptionValue]]
    """option -> value -> declaration, in declaration order."""
    value_owners: Mapping[tuple[str, str], tuple[str, ...]]
    failures: tuple[PluginFailure, ...]
    """Installed plugins that failed to load."""
    explicit: frozenset[str]
    """The names under which the explicit plugins are registered."""
    registered: tuple[str, ...]
    """The names of every plugin registered, in order."""

    def option_names(self) -> str:
        """The known option names, for error messages."""
        return ", ".join(o.name for o in self.options)

    def missing(self, what: str) -> str:
        """An error message for an unknown ``what``, naming plugins that failed to load."""
        if not self.failures:
            return what
        failed = "; ".join(str(f) for f in self.failures)
        return f"{what} (installed plugins that failed to load, one of which may provide it: {failed})"


def registry_of(pm: pluggy.PluginManager, failures: tuple[PluginFailure, ...], explicit: frozenset[str]) -> Registry:
    """Collect the declarations of every plugin of ``pm``."""
    extra: dict[str, Option] = {}
    for item, owners in _declarations(pm, "bigtwo_options", Option):
        if item.name in BUILTIN_BY_NAME or item.name in RESERVED_NAMES or not item.name.isidentifier():
            raise RulesError(f"plugin {owners[0]} declares option {item.name!r}, a name that is taken or invalid")
        if item.name in extra or len(owners) > 1:
            raise RulesError(f"option {item.name!r} is declared by more than one plugin: {', '.join(owners)}")
        if item.hook != GENERIC_HOOK or not isinstance(item.component, type):
            raise RulesError(f"option {item.name!r}: a plugin's option is built by {GENERIC_HOOK} into a type")
        extra[item.name] = item
    options = BUILTIN_OPTIONS + tuple(extra[name] for name in sorted(extra))
    variants: dict[str, Variant] = {}
    variant_owners: dict[str, list[str]] = {}
    for variant, owners in _declarations(pm, "bigtwo_variants", Variant):
        variants.setdefault(variant.name, variant)
        variant_owners.setdefault(variant.name, []).extend(owners)
    values: dict[str, dict[str, OptionValue]] = {o.name: {} for o in options}
    value_owners: dict[tuple[str, str], list[str]] = {}
    for value, owners in _declarations(pm, "bigtwo_option_values", OptionValue):
        if value.option not in values:
            raise RulesError(
                f"plugin {owners[0]} declares a value {value.value!r} of unknown option {value.option!r}; "
                f"known: {', '.join(values)}"
            )
        values[value.option].setdefault(value.value, value)
        value_owners.setdefault((value.option, value.value), []).extend(owners)
    return Registry(
        options=options,
        variants=MappingProxyType(variants),
        variant_owners=MappingProxyType({k: tuple(dict.fromkeys(v)) for k, v in variant_owners.items()}),
        values=MappingProxyType({k: MappingProxyType(v) for k, v in values.items()}),
        value_owners=MappingProxyType({k: tuple(dict.fromkeys(v)) for k, v in value_owners.items()}),
        failures=failures,
        explicit=explicit,
        registered=tuple(name for name, _ in pm.list_name_plugin()),
    )


def build_component(pm: pluggy.PluginManager, registry: Registry, option: Option, value: str) -> object:
    """The component of ``option`` = ``value``: the hook's first answer through the manager.

    Refuses an answer of the wrong type, a value nobody builds, and an installed plugin that
    answers for a value another plugin declared (explicit plugins may override: they are the
    caller's own choice, recorded in the rule set).
    """
    caller = getattr(pm.hook, option.hook)
    kwargs: dict[str, str] = (
        {"value": value} if option.hook != GENERIC_HOOK else {"option": option.name, "value": value}
    )
    result = _call(pm, option.hook, lambda: caller(**kwargs))
    if result is None:
        raise RulesError(f"{option.name} {value!r} is declared, but no plugin builds it ({option.hook})")
    if not isinstance(result, option.component):
        raise RulesError(f"{option.hook} returned {result!r} for {value!r}; expected a {option.component.__name__}")
    owners = registry.value_owners.get((option.name, value), ())
    impls = [i for i in caller.get_hookimpls() if not (i.hookwrapper or i.wrapper)]
    if len(impls) > 1:
        everyone = [plugin for _, plugin in pm.list_name_plugin()]
        for impl in impls:
            if impl.plugin_name in owners or impl.plugin_name in registry.explicit:
                continue
            alone = pm.subset_hook_caller(option.hook, [p for p in everyone if p is not impl.plugin])
            if _call(pm, option.hook, lambda alone=alone: alone(**kwargs), f"plugin {impl.plugin_name}") is not None:  # type: ignore[misc]
                raise RulesError(
                    f"conflicting plugins: {impl.plugin_name} answers {option.hook} for {option.name} {value!r}, "
                    f"which {', '.join(owners) or 'no plugin'} declares"
                )
    return result
