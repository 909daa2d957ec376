"""The plugin manager of a rule-set build: which plugins are registered, in which order.

A rule-set build makes its own pluggy plugin manager and registers, in this order:

1. the built-in plugins, imported by module name from `BUILTIN_PLUGINS` (as pytest registers its
   default plugins), so a source tree works and no install metadata can break them;
2. the plugins installed by other distributions through the ``bigtwo.variants`` entry-point
   group, read once per process and loaded one by one (`bigtwo._rules.entrypoints`): one that
   fails to load is recorded, not raised, and only a rule set that needs it fails (naming it and
   its error); one that implements a hook bigtwo does not have, or declares something broken, is
   set aside the same way, and so is one whose hooks would break rule sets that do not need it
   (`bigtwo._rules.vetting`);
3. the plugins passed to `bigtwo.ruleset` (``plugins=``).

Any of them can be blocked by name with the environment variable ``BIGTWO_BLOCK_PLUGINS``
(comma-separated entry-point names, ``distribution:name``, or built-in module names), as
pytest's ``-p no:NAME``; ``BIGTWO_TRACE`` traces every build's hook calls to stderr.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import threading
from collections.abc import Sequence
from types import MappingProxyType, ModuleType
from typing import TYPE_CHECKING, Any

import pluggy

from .._spec import hookspecs as _hookspecs
from .._spec.components import Option, OptionValue, Variant
from .._spec.hookspecs import PROJECT
from .._values.errors import Message, RulesError, exception_text, shown
from .._values.texts import Localized
from .entrypoints import Installed, PluginFailure, load_installed
from .registry import Registry, a_type, alone, registry_of, unexplained

if TYPE_CHECKING:
    from .vetting import SetAside

__all__ = [
    "BLOCK_ENV",
    "BUILTIN_PLUGINS",
    "TRACE_ENV",
    "blocked_names",
    "build_manager",
    "forget_verdicts",
    "plugin_label",
    "vetting",
]

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
"""The built-in plugins, by module name, in the order a build registers them (before any installed
plugin): two modules of the library's own, the built-in option values and the scoring schemes
(``BIGTWO_BLOCK_PLUGINS`` names them ``builtin_values`` and ``builtin_scoring``), then the bundled
variants, ``bigtwo.bundled.cardroom``, ``chinese``, ``classic``, ``doubling``, ``dragon``,
``pusoy_dos`` and ``taiwanese``."""

_BUNDLED = "bigtwo.bundled"
_PROJECT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__)))))
"""The folder above ``src/`` when bigtwo runs from a source tree (this file is ``src/bigtwo/_rules/manager.py``)."""
_SOURCE_VARIANTS = os.path.join(_PROJECT, "variants")


_VETTING = threading.local()
"""Whether this thread is vetting installed plugins (see `vetting`)."""


def vetting() -> bool:
    """Whether this thread is inside the vetting of installed plugins: a hook being vetted that
    builds a rule set of its own (``bigtwo.ruleset(straights="split").straight_table``) gets one
    of the built-in plugins only, since what the installed ones declare is not settled yet."""
    return bool(getattr(_VETTING, "active", False))


def _is_builtin(name: str) -> bool:
    """Whether ``name`` is the registered name of a built-in plugin."""
    return name in BUILTIN_PLUGINS


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
        raise RulesError("builtin-plugin-not-importable", name=name, error=str(exc)) from exc


def _check_plugin(plugin: object) -> None:
    if plugin is None or isinstance(plugin, str | bytes | int | float | bool | tuple | list | dict):
        raise RulesError("not-a-plugin", value=shown(plugin))
    if isinstance(plugin, type):
        raise RulesError("plugin-is-a-class", name=plugin_label(plugin))
    if not any(name.startswith("bigtwo_") for name in dir(plugin)):
        raise RulesError("plugin-without-hooks", plugin=plugin_label(plugin))


_DECLARING: tuple[tuple[str, type], ...] = (
    ("bigtwo_options", Option),
    ("bigtwo_variants", Variant),
    ("bigtwo_option_values", OptionValue),
)


def _unknown_hook(pm: pluggy.PluginManager, plugin: object) -> RulesError | None:
    """The first hook ``plugin`` implements that bigtwo does not specify (a misspelling), if any."""
    for caller in pm.get_hookcallers(plugin) or ():
        if not caller.has_spec() and any(i.plugin is plugin and not i.optionalhook for i in caller.get_hookimpls()):
            return RulesError("set-aside-unknown-hook", hook=caller.name, hint=_hint(caller.name))
    return None


def _misbehaves(pm: pluggy.PluginManager, plugin: object) -> RulesError | None:
    """Why an installed plugin must be set aside, if it must: a hook bigtwo does not have, or
    declarations (asked of it alone) that raise, are not of the right type, or lack an
    explanation in some language (each reason a `RulesError`, not raised, in every language)."""
    unknown = _unknown_hook(pm, plugin)
    if unknown is not None:
        return unknown
    for hook, kind in _DECLARING:
        try:
            results = alone(pm, hook, plugin)()
        except Exception as exc:  # its own bug: it is set aside, the others go on
            error = exc if isinstance(exc, RulesError) else exception_text(exc)
            return RulesError("set-aside-declaration-raised", error_type=type(exc).__name__, hook=hook, error=error)
        for result in results:
            if isinstance(result, str | bytes) or not isinstance(result, Sequence):
                return RulesError("set-aside-not-a-sequence", hook=hook, value=shown(result))
            for item in result:
                if not isinstance(item, kind):
                    return RulesError("set-aside-wrong-declaration", hook=hook, value=shown(item), kind=a_type(kind))
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
    installed = load_installed(blocked) if not vetting() else Installed((), (), ())
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
                    failures.append(PluginFailure(name, plugin_label(plugin), str(error), error))
        failures += [
            PluginFailure(a.name, plugin_label(a.plugin), str(a.reason), a.reason) for a in _vet(pm, installed, blocked)
        ]
        for i, plugin in enumerate(explicit):
            name = f"explicit-{i}:{plugin_label(plugin)}"
            if pm.is_registered(plugin):
                raise RulesError("plugin-given-twice", plugin=plugin_label(plugin))
            pm.register(plugin, name=name)
            if not pm.get_hookcallers(plugin):
                raise RulesError("plugin-hooks-not-marked", plugin=plugin_label(plugin))
            explicit_names.append(name)
        pm.check_pending()
    except pluggy.PluginValidationError as exc:
        label = plugin_label(exc.plugin)
        problem = str(exc).replace(repr(exc.plugin), label)
        raise RulesError("invalid-plugin", plugin=label, error=problem, hint=_hint(problem)) from exc
    except ValueError as exc:
        if isinstance(exc, RulesError):
            raise
        raise RulesError("invalid-plugin-registration", error=str(exc)) from exc
    records = MappingProxyType({r.name: r for r in installed.records})
    while True:
        try:
            return pm, registry_of(pm, tuple(failures), frozenset(explicit_names), records)
        except RulesError as exc:  # a clash the vetting did not foresee: set aside the plugin behind it
            culprit = _culprit(pm, installed, exc, explicit_names, failures, records)
            if culprit is None:
                raise
            _VERDICTS.setdefault(blocked, []).append(culprit)
            failures.append(PluginFailure(culprit.name, plugin_label(culprit.plugin), str(exc), exc))


_VERDICTS: dict[frozenset[str], list[SetAside]] = {}
"""The installed plugins set aside, per set of blocked names: the vetting asks their hooks once
per process (until `forget_verdicts`), and every later manager unregisters the same plugins."""


def forget_verdicts() -> None:
    """Forget which installed plugins were set aside (`bigtwo.plugin.refresh_installed`)."""
    _VERDICTS.clear()


def _vet(pm: pluggy.PluginManager, installed: Installed, blocked: frozenset[str]) -> list[SetAside]:
    """The installed plugins of ``pm`` to set aside, unregistered: vetted the first time (see
    `bigtwo._rules.vetting`), then the same verdicts. A hook under vetting that builds a rule set
    of its own gets one of the built-in plugins only, and vets nothing."""
    if not installed.plugins or vetting():
        return []
    known = _VERDICTS.get(blocked)
    if known is None:
        from .vetting import vet_installed  # only where plugins are installed: kept out of a cold start

        _VETTING.active = True
        try:
            known = vet_installed(pm, installed.plugins, _is_builtin)
        finally:
            _VETTING.active = False
        _VERDICTS[blocked] = known
        return list(known)
    for aside in known:
        if pm.is_registered(aside.plugin):
            pm.unregister(aside.plugin)
    return list(known)


def _culprit(
    pm: pluggy.PluginManager,
    installed: Installed,
    error: RulesError,
    explicit: list[str],
    failures: list[PluginFailure],
    records: MappingProxyType[str, Any],
) -> SetAside | None:
    """The installed plugin without which ``pm``'s declarations are read (and it unregistered),
    or ``None`` when the clash does not go away with any one of them."""
    from .vetting import SetAside  # only when a clash is found (not a cycle)

    for name, plugin in installed.plugins:
        if not pm.is_registered(plugin):
            continue
        pm.unregister(plugin)
        try:
            registry_of(pm, tuple(failures), frozenset(explicit), records)
        except RulesError:
            pm.register(plugin, name=name)
            continue
        return SetAside(name, plugin, error)
    return None


def _close_hooks(message: str) -> list[str]:
    """The hooks of bigtwo closest to the first misspelt hook name ``message`` mentions."""
    import difflib  # only an error message needs it: kept out of import time (not a cycle)

    hooks = [name for name in dir(_hookspecs) if name.startswith("bigtwo_")]
    for word in message.replace("'", " ").split():
        if word.startswith("bigtwo_") and word not in hooks:
            close = difflib.get_close_matches(word, hooks, n=2)
            if close:
                return close
    return []


def _did_you_mean(message: str) -> str:
    """``message`` with the hooks it may have meant, in English (as installed plugins' failures
    are recorded)."""
    close = _close_hooks(message)
    return f"{message} (did you mean {' or '.join(close)}?)" if close else message


def _hint(message: str) -> Message | str:
    """`` (did you mean bigtwo_x?)`` for a misspelt hook ``message`` mentions, in every language."""
    close = _close_hooks(message)
    if not close:
        return ""
    return Localized(en=f" (did you mean {' or '.join(close)}?)", es=f" (¿querías decir {' o '.join(close)}?)")
