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
import importlib.machinery
import importlib.util
import os
import re
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType, ModuleType
from typing import Any, NamedTuple, Protocol

import pluggy
from attrs import frozen

from .._spec import hookspecs as _hookspecs
from .._spec.components import Option, OptionValue, Variant
from .._spec.hookspecs import PROJECT
from .._spec.options import BUILTIN_BY_NAME, BUILTIN_OPTIONS, GENERIC_HOOK, RESERVED_NAMES
from .._values.errors import MissingPlugin, RulesError
from .._values.texts import missing_languages

__all__ = [
    "BLOCK_ENV",
    "BUILTIN_PLUGINS",
    "ENTRY_POINT_GROUP",
    "TRACE_ENV",
    "EntryRecord",
    "InstalledPlugin",
    "PluginFailure",
    "Registry",
    "Requirement",
    "blocked_names",
    "build_manager",
    "describe_plugin",
    "forget_installed",
    "installed_of",
    "missing_plugin",
    "plugin_label",
    "provider_of",
    "registry_of",
    "unexplained",
]

ENTRY_POINT_GROUP = "bigtwo.variants"
"""The entry-point group through which other distributions add plugins."""

BLOCK_ENV = "BIGTWO_BLOCK_PLUGINS"
"""The environment variable naming plugins not to register (comma-separated)."""

TRACE_ENV = "BIGTWO_TRACE"
"""When this environment variable is set, every rule-set build traces its hook calls to stderr
(pluggy's tracing)."""

BUILTIN_PLUGINS: tuple[str, ...] = (
    "bigtwo._rules.builtin_values",
    "bigtwo._rules.builtin_scoring",
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
_PROJECT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__))))  # of a source tree
_SOURCE_VARIANTS = os.path.join(_PROJECT, "variants")


class PluginFailure(NamedTuple):
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
    init = os.path.join(_SOURCE_VARIANTS, "__init__.py")
    if _BUNDLED in sys.modules or not os.path.isfile(init):
        return
    spec = importlib.util.spec_from_file_location(_BUNDLED, init, submodule_search_locations=[_SOURCE_VARIANTS])
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


class Distribution(Protocol):
    """What bigtwo reads of the distribution behind an entry point."""

    @property
    def name(self) -> str: ...

    @property
    def version(self) -> str: ...


class EntryPoint(Protocol):
    """What bigtwo reads of an entry point (`importlib.metadata.EntryPoint` is one)."""

    @property
    def name(self) -> str: ...

    @property
    def value(self) -> str: ...

    @property
    def dist(self) -> Distribution | None: ...

    def load(self) -> Any: ...


@functools.cache
def _entry_points() -> tuple[EntryPoint, ...]:
    """The group's entry points of other distributions, read once per process, sorted."""
    found: Sequence[EntryPoint] | None = _group_on_path(ENTRY_POINT_GROUP)
    if found is None:  # distributions only importlib.metadata follows (see _group_on_path)
        import importlib.metadata  # its import is a fifth of a cold start: only when needed (not a cycle)

        found = importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
    found = [ep for ep in found if ep.dist is None or ep.dist.name != "bigtwo"]
    unique = {(ep.name, ep.value): ep for ep in found}  # the same dist listed twice (stale metadata)
    return tuple(sorted(unique.values(), key=lambda ep: (ep.name, ep.value)))


class _Distribution:
    """A distribution's name and version, read from the headers of its metadata (``METADATA``,
    ``PKG-INFO``, or an ``*.egg-info`` file) as `email` would."""

    __slots__ = ("name", "version")

    def __init__(self, info: str) -> None:
        headers: dict[str, str] = {}
        text = _read(info, "METADATA") or _read(info, "PKG-INFO") or _read(info, "")
        last = ""
        for line in (text or "").splitlines():
            if not line.strip():
                break  # the headers end at the first blank line
            if line[0] in " \t" and last:  # a folded header goes on
                headers[last] += " " + line.strip()
                continue
            key, _, value = line.partition(":")
            last = key.strip().lower()
            headers.setdefault(last, value.strip())  # the first of a repeated header, as email's
        self.name = headers.get("name", "")  # (importlib.metadata says None where this says "")
        self.version = headers.get("version", "")


class _EntryPoint:
    """An entry point read by `_group_on_path`: what bigtwo uses of `importlib.metadata.EntryPoint`."""

    __slots__ = ("dist", "name", "value")
    PATTERN = re.compile(r"(?P<module>[\w.]+)\s*(:\s*(?P<attr>[\w.]+)\s*)?((?P<extras>\[.*\])\s*)?$")
    """``module:attribute [extras]``, as `importlib.metadata.EntryPoint.pattern`."""

    def __init__(self, name: str, value: str, dist: _Distribution) -> None:
        self.name, self.value, self.dist = name, value, dist

    def load(self) -> Any:
        """The module, or the object in it, the entry point names."""
        match = self.PATTERN.match(self.value)
        if match is None:
            raise ValueError(f"not an entry point: {self.value!r}")
        module = importlib.import_module(match["module"])
        return functools.reduce(getattr, filter(None, (match["attr"] or "").split(".")), module)


def _read(info: str, name: str) -> str | None:
    try:
        with open(os.path.join(info, name) if name else info, encoding="utf-8") as f:
            return f.read()
    except (OSError, ValueError):  # missing, a folder, unreadable, not UTF-8
        return None


def _group_on_path(group: str) -> list[_EntryPoint] | None:
    """The entry points of ``group``, read straight from the ``*.dist-info`` and ``*.egg-info``
    folders on `sys.path` as importlib.metadata would find them (the first distribution of a
    name on the path hides the others), without importing it: that import costs a fifth of a
    cold start. ``None`` when distributions may come from elsewhere (a zip or an egg on the
    path, another finder of distributions), which only importlib.metadata follows."""
    if any(
        finder is not importlib.machinery.PathFinder and hasattr(finder, "find_distributions")
        for finder in sys.meta_path
    ):
        return None
    seen: set[str] = set()
    found: list[_EntryPoint] = []
    for entry in sys.path:
        if not isinstance(entry, str):
            return None  # a path object (a common idiom) or bytes: importlib.metadata reads it its own way
        root = entry or "."
        if root.lower().endswith(".egg") or os.path.isfile(root):
            return None
        try:
            children = os.listdir(root)
        except OSError:  # not there
            continue
        by_name: dict[str, list[str]] = {}  # importlib.metadata's order: by name as first listed
        for child in children:
            stem, dot, suffix = child.rpartition(".")
            if suffix.lower() not in ("dist-info", "egg-info"):
                continue
            if not dot or suffix not in ("dist-info", "egg-info"):
                return None  # a suffix in capitals: importlib.metadata names it from its metadata
            name = re.sub(r"[-_.]+", "_", stem.partition("-")[0]).lower()
            if not name:
                return None  # no name before the version: importlib.metadata names it from its metadata
            by_name.setdefault(name, []).append(os.path.join(root, child))
        for name, infos in by_name.items():
            if name in seen:
                continue
            seen.add(name)
            text = _read(infos[0], "entry_points.txt")
            if not text or group not in text:
                continue
            dist = _Distribution(infos[0])
            section = None
            for line in map(str.strip, text.splitlines()):
                if not line or line.startswith("#"):
                    continue
                if line.startswith("[") and line.endswith("]"):
                    section = line.strip("[]")
                elif section == group:
                    key, value = map(str.strip, line.split("=", 1))
                    found.append(_EntryPoint(key, value, dist))
    return found


Requirement = tuple[str, str]
"""A plugin package a rule set needs: ``(distribution name, version)``."""


class EntryRecord(NamedTuple):
    """One entry point of the ``bigtwo.variants`` group, as installed."""

    name: str
    """The name the plugin is registered under: ``distribution:entry-point name``."""
    entry_point: str
    """The entry point's name."""
    distribution: str
    """The name of the distribution that installed it (``unknown`` when the metadata lacks it)."""
    version: str
    """The distribution's version (empty when unknown)."""
    target: str
    """What the entry point points at (``module:attribute``)."""

    def blocked_by(self, blocked: frozenset[str]) -> bool:
        """Whether ``BIGTWO_BLOCK_PLUGINS`` names this plugin."""
        return bool({self.entry_point, self.name, self.target} & blocked)

    @property
    def requirement(self) -> Requirement | None:
        """``(distribution, version)``, if the distribution is known."""
        return (self.distribution, self.version) if self.distribution != "unknown" else None


def _record(ep: EntryPoint) -> EntryRecord:
    # No metadata: importlib.metadata says None, `_Distribution` says "" (an unknown distribution either way).
    dist = (ep.dist.name if ep.dist is not None else None) or "unknown"
    version = (ep.dist.version if ep.dist is not None else None) or ""
    return EntryRecord(f"{dist}:{ep.name}", ep.name, dist, version, ep.value)


class _Installed(NamedTuple):
    plugins: tuple[tuple[str, object], ...]
    failures: tuple[PluginFailure, ...]
    records: tuple[EntryRecord, ...]
    """Every entry point of the group, blocked ones included."""


@functools.cache
def _installed(blocked: frozenset[str]) -> _Installed:
    """The installed plugins, each loaded once per process; failures recorded, not raised."""
    plugins: list[tuple[str, object]] = []
    failures: list[PluginFailure] = []
    records: list[EntryRecord] = []
    for ep in _entry_points():
        record = _record(ep)
        records.append(record)
        if record.blocked_by(blocked):
            continue
        try:
            plugin = ep.load()
        except Exception as exc:  # any error: the plugin is unusable, the others are not
            failures.append(PluginFailure(record.name, ep.value, f"{type(exc).__name__}: {exc}"))
            continue
        plugins.append((record.name, plugin))
    return _Installed(tuple(plugins), tuple(failures), tuple(records))


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


_DECLARING: tuple[tuple[str, type], ...] = (
    ("bigtwo_options", Option),
    ("bigtwo_variants", Variant),
    ("bigtwo_option_values", OptionValue),
)

_LANGUAGE_NAMES = {"en": "English", "es": "Spanish"}


def _languages(codes: Sequence[str]) -> str:
    return " and ".join(f"{_LANGUAGE_NAMES.get(c, c)} ({c})" for c in codes)


def unexplained(item: object) -> str | None:
    """What a declaration lacks of its explanations in every language, or ``None``: an option
    value's sentence, an option's title, a variant's title, summary and notes (``title``/``title_es``,
    ``summary``/``summary_es``, ``notes``/``notes_es``), each non-empty."""
    if isinstance(item, OptionValue):
        missing = missing_languages(item.text)
        if missing:
            return (
                f"{item.option} {item.value!r} has no {_languages(missing)} explanation; "
                "every option value is explained in English and Spanish"
            )
    elif isinstance(item, Option):
        missing = missing_languages(item.title)
        if missing:
            return f"option {item.name!r} has no {_languages(missing)} title; every option is titled in both"
    elif isinstance(item, Variant):
        for name in ("title", "title_es", "summary", "summary_es"):
            value = getattr(item, name)
            if not isinstance(value, str) or not value.strip():
                return (
                    f"variant {item.name!r} has an empty {name}; a variant has a title and a summary "
                    "in English and Spanish (title, title_es, summary, summary_es)"
                )
        if len(item.notes_es) != len(item.notes) or not all(n.strip() for n in (*item.notes, *item.notes_es)):
            return (
                f"variant {item.name!r} has {len(item.notes)} notes in English and {len(item.notes_es)} in Spanish; "
                "every note is written in both (notes, notes_es), none empty"
            )
    return None


def _unknown_hook(pm: pluggy.PluginManager, plugin: object) -> str | None:
    """The first hook ``plugin`` implements that bigtwo does not specify (a misspelling), if any."""
    for caller in pm.get_hookcallers(plugin) or ():
        if not caller.has_spec() and any(i.plugin is plugin and not i.optionalhook for i in caller.get_hookimpls()):
            return _did_you_mean(f"unknown hook {caller.name!r}")
    return None


def _misbehaves(pm: pluggy.PluginManager, plugin: object) -> str | None:
    """Why an installed plugin must be set aside, if it must: a hook bigtwo does not have, or
    declarations (asked of it alone) that raise, are not of the right type, or lack an
    explanation in some language."""
    unknown = _unknown_hook(pm, plugin)
    if unknown is not None:
        return unknown
    everyone = [p for _, p in pm.list_name_plugin() if p is not plugin]
    for hook, kind in _DECLARING:
        try:
            results = pm.subset_hook_caller(hook, everyone)()
        except Exception as exc:  # its own bug: it is set aside, the others go on
            return f"{type(exc).__name__} in {hook}: {exc}"
        for result in results:
            if isinstance(result, str | bytes) or not isinstance(result, Sequence):
                return f"{hook} returned {result!r}, not a sequence"
            for item in result:
                if not isinstance(item, kind):
                    return f"{hook} returned {item!r}, not a {kind.__name__}"
                problem = unexplained(item)
                if problem is not None:
                    return problem
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
                try:
                    pm.register(plugin, name=name)
                except (pluggy.PluginValidationError, ValueError) as exc:  # bad hook arguments, a name taken
                    failures.append(PluginFailure(name, plugin_label(plugin), _did_you_mean(str(exc))))
                    continue
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
        label = plugin_label(exc.plugin)
        raise RulesError(
            f"invalid bigtwo plugin {label}: {_did_you_mean(str(exc).replace(repr(exc.plugin), label))}"
        ) from exc
    except ValueError as exc:
        if isinstance(exc, RulesError):
            raise
        raise RulesError(f"invalid bigtwo plugin: {exc}") from exc
    records = MappingProxyType({r.name: r for r in installed.records})
    return pm, registry_of(pm, tuple(failures), frozenset(explicit_names), records)


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


class Registry(NamedTuple):
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
    option_owners: Mapping[str, tuple[str, ...]] = MappingProxyType({})
    """The plugins that declare each option a plugin adds."""
    installed: Mapping[str, EntryRecord] = MappingProxyType({})
    """Every entry point of the ``bigtwo.variants`` group (blocked or failed ones included), by
    the name its plugin is registered under."""

    def requirements(self, owners: Iterable[str]) -> tuple[Requirement, ...]:
        """The installed distributions behind the plugins ``owners``, as sorted
        ``(distribution, version)`` pairs (built-in and explicit plugins need none)."""
        found = {self.installed[o].requirement for o in owners if o in self.installed}
        return tuple(sorted(r for r in found if r is not None))

    def option_names(self) -> str:
        """The known option names, for error messages."""
        return ", ".join(o.name for o in self.options)

    def missing(self, what: str) -> str:
        """An error message for an unknown ``what``, naming plugins that failed to load."""
        if not self.failures:
            return what
        failed = "; ".join(str(f) for f in self.failures)
        return f"{what} (installed plugins that failed to load, one of which may provide it: {failed})"


def _describe(installed: Mapping[str, EntryRecord], explicit: frozenset[str], name: str) -> str:
    record = installed.get(name)
    if record is not None:
        return f"{record.target} from {record.distribution} {record.version}".rstrip()
    if name in explicit:
        return name.split(":", 1)[1]
    return name


def describe_plugin(registry: Registry, name: str) -> str:
    """A plugin as an error message names it: an installed one by its target and distribution
    (``bigtwo_house_rules from bigtwo-house-rules 1.2.0``), an explicit one by its label, a
    built-in one by its module."""
    return _describe(registry.installed, registry.explicit, name)


def _check_explained(item: object, owners: tuple[str, ...], describe: Callable[[str], str]) -> None:
    problem = unexplained(item)
    if problem is not None:
        raise RulesError(f"plugin {describe(owners[0])}: {problem}")


def registry_of(
    pm: pluggy.PluginManager,
    failures: tuple[PluginFailure, ...],
    explicit: frozenset[str],
    installed: Mapping[str, EntryRecord] = MappingProxyType({}),
) -> Registry:
    """Collect the declarations of every plugin of ``pm``, refusing any that lacks an
    explanation in some language (`RulesError` naming the plugin)."""
    describe = functools.partial(_describe, installed, explicit)

    extra: dict[str, Option] = {}
    option_owners: dict[str, tuple[str, ...]] = {}
    for item, owners in _declarations(pm, "bigtwo_options", Option):
        if item.name in BUILTIN_BY_NAME or item.name in RESERVED_NAMES or not item.name.isidentifier():
            raise RulesError(f"plugin {owners[0]} declares option {item.name!r}, a name that is taken or invalid")
        if item.name in extra or len(owners) > 1:
            raise RulesError(f"option {item.name!r} is declared by more than one plugin: {', '.join(owners)}")
        if item.hook != GENERIC_HOOK or not isinstance(item.component, type):
            raise RulesError(f"option {item.name!r}: a plugin's option is built by {GENERIC_HOOK} into a type")
        _check_explained(item, owners, describe)
        extra[item.name] = item
        option_owners[item.name] = owners
    options = BUILTIN_OPTIONS + tuple(extra[name] for name in sorted(extra))
    variants: dict[str, Variant] = {}
    variant_owners: dict[str, list[str]] = {}
    for variant, owners in _declarations(pm, "bigtwo_variants", Variant):
        _check_explained(variant, owners, describe)
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
        _check_explained(value, owners, describe)
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
        option_owners=MappingProxyType(option_owners),
        installed=installed,
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


def provider_of(pm: pluggy.PluginManager, registry: Registry, option: Option, value: str) -> str:
    """The plugin whose answer `build_component` uses for ``option`` = ``value`` (the first, in
    pluggy's calling order, that answers), as error messages name it."""
    caller = getattr(pm.hook, option.hook)
    kwargs: dict[str, str] = (
        {"value": value} if option.hook != GENERIC_HOOK else {"option": option.name, "value": value}
    )
    everyone = [plugin for _, plugin in pm.list_name_plugin()]
    for impl in reversed([i for i in caller.get_hookimpls() if not (i.hookwrapper or i.wrapper)]):
        alone = pm.subset_hook_caller(option.hook, [p for p in everyone if p is not impl.plugin])
        if _call(pm, option.hook, lambda alone=alone: alone(**kwargs), f"plugin {impl.plugin_name}") is not None:  # type: ignore[misc]
            return describe_plugin(registry, impl.plugin_name)
    return "a hook wrapper"


# ---------------------------------------------------------------------------------------------
# Installed plugins, as a `bigtwo plugins` command lists them, and the packages rules need


@frozen
class InstalledPlugin:
    """A plugin installed through the ``bigtwo.variants`` entry-point group, and what it declares."""

    name: str
    """The entry point's name (what ``BIGTWO_BLOCK_PLUGINS`` takes)."""
    distribution: str
    """The distribution (package) that installed it, ``unknown`` if its metadata does not say."""
    version: str
    """The distribution's version (empty if unknown)."""
    variants: tuple[str, ...]
    """The variants it declares, sorted."""
    values: tuple[tuple[str, tuple[str, ...]], ...]
    """The option values it declares, as ``(option, (value, ...))`` pairs in the order of the options."""
    options: tuple[str, ...]
    """The options (rule dimensions) it adds, sorted."""
    loaded: bool
    """Whether it was loaded and registered (a blocked plugin, one that fails to import or one set
    aside for a broken declaration is not)."""
    error: str | None
    """Why it is not loaded, or ``None``."""


def installed_of(registry: Registry, blocked: frozenset[str]) -> tuple[InstalledPlugin, ...]:
    """Every installed plugin of ``registry``, sorted by entry-point name and distribution."""
    failures = {f.name: f.error for f in registry.failures}
    out = []
    for record in sorted(registry.installed.values(), key=lambda r: (r.entry_point, r.distribution, r.target)):
        name = record.name
        if record.blocked_by(blocked):
            error: str | None = f"blocked by {BLOCK_ENV}"
        elif name in failures:
            error = failures[name]
        elif name not in registry.registered:
            error = "not registered: the same plugin object is already registered under another name"
        else:
            error = None
        values = tuple(
            (option, found)
            for option, declared in registry.values.items()
            if (found := tuple(v for v in declared if name in registry.value_owners.get((option, v), ())))
        )
        out.append(
            InstalledPlugin(
                name=record.entry_point,
                distribution=record.distribution,
                version=record.version,
                variants=tuple(sorted(v for v, owners in registry.variant_owners.items() if name in owners)),
                values=values,
                options=tuple(sorted(o for o, owners in registry.option_owners.items() if name in owners)),
                loaded=error is None,
                error=error,
            )
        )
    return tuple(out)


def _installed_version(distribution: str) -> str | None:
    import importlib.metadata  # only an error message needs it: kept out of import time (not a cycle)

    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None


def missing_plugin(
    requires: Iterable[Requirement], what: str, not_loaded: Mapping[str, str] = MappingProxyType({})
) -> MissingPlugin | None:
    """The error to raise for ``what`` (``deal code 'X1...'``, ``saved game``), whose rules
    could not be built here, when a plugin package it records in ``requires`` is not installed,
    is installed at another version than the one it was made with, or is installed but not
    loaded (``not_loaded``: distribution -> why, blocked or broken); ``None`` when every one is
    installed and loaded as recorded (the rules fail for another reason).

    Not installed: ``pip install 'name>=version'``; another version: ``pip install 'name==version'``.
    """
    found: list[str] = []
    specs: list[str] = []
    first: Requirement | None = None
    for distribution, version in requires:
        installed = _installed_version(distribution)
        if installed is not None and (installed == version or not version):
            if distribution in not_loaded:
                found.append(f"{distribution} {installed} (installed, not loaded: {not_loaded[distribution]})")
                first = first or (distribution, version)
            continue
        made = f"{distribution} {version}".rstrip()
        if installed is None:
            found.append(f"{made} (not installed)")
            specs.append(f"'{distribution}>={version}'" if version else distribution)
        else:
            found.append(f"{made} (version {installed} is installed)")
            specs.append(f"'{distribution}=={version}'")
        first = first or (distribution, version)
    if first is None:
        return None
    packages = "package" if len(found) == 1 else "packages"
    advice = f"install with: pip install {' '.join(specs)}" if specs else f"unblock or repair it (see {BLOCK_ENV})"
    return MissingPlugin(f"{what} was made with rules from the plugin {packages} {', '.join(found)}; {advice}", *first)
