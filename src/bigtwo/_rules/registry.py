"""What the registered plugins declare, who owns it, and the component each option value builds.

Who owns a value is decided by declarations: the plugin that declares an option value
(``bigtwo_option_values``) owns it, and another installed plugin that also answers for it is a
conflict. Every hook is called through the manager (``pm.hook.NAME(...)``), so wrappers,
``firstresult``, ``tryfirst``/``trylast`` and tracing behave as pluggy documents; to know who
declares or answers what, one plugin is asked alone (`ask_alone`), every other one left out.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple, get_args, get_origin, get_type_hints

import attrs
import pluggy

from .._spec.components import Option, OptionValue, Variant
from .._spec.options import BUILTIN_BY_NAME, BUILTIN_OPTIONS, GENERIC_HOOK, RESERVED_NAMES
from .._values.errors import Message, RulesError, exception_text, shown
from .._values.texts import LANGUAGES, Localized, missing_languages
from .entrypoints import EntryRecord, PluginFailure, Requirement

__all__ = [
    "Registry",
    "a_type",
    "alone",
    "ask_alone",
    "build_component",
    "describe_plugin",
    "provider_of",
    "registry_of",
    "unexplained",
]

# ---------------------------------------------------------------------------------------------
# Asking plugins


def _call(pm: pluggy.PluginManager, hook: str, call: Callable[[], Any], who: str | None = None) -> Any:
    try:
        return call()
    except RulesError:
        raise
    except Exception as exc:  # a plugin's own bug: name the plugin and the hook, keep the cause
        plugin = who if who is not None else _culprit(getattr(pm.hook, hook), exc)
        kind, text = type(exc).__name__, exception_text(exc)
        if plugin is None:
            raise RulesError("hook-raised", error_type=kind, hook=hook, error=text) from exc
        raise RulesError("plugin-raised", plugin=plugin, error_type=kind, hook=hook, error=text) from exc


def _culprit(caller: pluggy.HookCaller, exc: BaseException) -> str | None:
    """The name of the plugin whose implementation of ``caller`` raised ``exc`` (the innermost
    one of its traceback), or ``None`` when no implementation's frame is in it."""
    codes = {}
    for impl in caller.get_hookimpls():
        code = getattr(impl.function, "__code__", None)
        if code is not None:
            codes[code] = impl.plugin_name
    found = None
    tb = exc.__traceback__
    while tb is not None:
        found = codes.get(tb.tb_frame.f_code, found)
        tb = tb.tb_next
    return found


def alone(pm: pluggy.PluginManager, hook: str, plugin: object) -> pluggy.HookCaller:
    """``hook`` as ``plugin`` alone answers it: every other plugin of ``pm`` left out."""
    return pm.subset_hook_caller(hook, [p for _, p in pm.list_name_plugin() if p is not plugin])


def ask_alone(pm: pluggy.PluginManager, hook: str, impl: pluggy.HookImpl, /, **kwargs: str) -> Any:
    """What the plugin of ``impl`` alone answers to ``hook`` called with ``kwargs``; its own bug
    is a `RulesError` naming it and the hook."""
    caller = alone(pm, hook, impl.plugin)
    return _call(pm, hook, lambda: caller(**kwargs), impl.plugin_name)


def _answering(caller: pluggy.HookCaller) -> list[pluggy.HookImpl]:
    """The implementations of a hook that answer it (hook wrappers do not), in pluggy's order."""
    return [i for i in caller.get_hookimpls() if not (i.hookwrapper or i.wrapper)]


# ---------------------------------------------------------------------------------------------
# Declarations and their explanations


def _items(plugin: str, hook: str, result: object) -> list[Any]:
    if isinstance(result, str | bytes) or not isinstance(result, Sequence):
        raise RulesError("plugin-result-not-a-sequence", plugin=plugin, value=shown(result), hook=hook)
    return list(result)


def _wrappers(caller: pluggy.HookCaller) -> str:
    """The plugins that wrap a hook, as errors name them (only they can change its answer after
    every plugin asked alone gave a sound one)."""
    return ", ".join(i.plugin_name for i in caller.get_hookimpls() if i.hookwrapper or i.wrapper) or "?"


def _declarations(pm: pluggy.PluginManager, hook: str, kind: type) -> list[tuple[Any, tuple[str, ...]]]:
    """Every item a collecting hook returns (wrappers applied), each with the plugins that
    declared it, in registration order (built-in first, explicit plugins last)."""
    caller = getattr(pm.hook, hook)
    by_plugin: list[tuple[str, list[Any]]] = []
    for impl in _answering(caller):
        for result in ask_alone(pm, hook, impl):
            by_plugin.append((impl.plugin_name, _items(impl.plugin_name, hook, result)))
    wrappers = _wrappers(caller)
    everything = [item for result in reversed(_call(pm, hook, caller)) for item in _items(wrappers, hook, result)]
    out: list[tuple[Any, tuple[str, ...]]] = []
    for item in everything:
        owners = tuple(name for name, items in reversed(by_plugin) if _holds(items, item))
        if not isinstance(item, kind):
            plugin = ", ".join(owners) or wrappers
            raise RulesError(
                "plugin-declares-wrong-type", plugin=plugin, value=shown(item), hook=hook, kind=a_type(kind)
            )
        out.append((item, owners or ("a hook wrapper",)))
    return out


def _holds(items: list[Any], item: object) -> bool:
    """Whether ``item`` is one of ``items`` (by identity first: a plugin's object may not compare)."""
    try:
        return any(i is item for i in items) or item in items
    except Exception:  # an object whose == raises: only identity counts
        return False


_LANGUAGE_NAMES = {"en": {"en": "English", "es": "Spanish"}, "es": {"en": "inglés", "es": "español"}}
_AND = {"en": " and ", "es": " y "}


def _languages(codes: Sequence[str]) -> Message:
    """``English (en) and Spanish (es)``, in every language."""
    return Localized(
        **{
            lang: _AND.get(lang, " and ").join(f"{_LANGUAGE_NAMES.get(lang, {}).get(c, c)} ({c})" for c in codes)
            for lang in LANGUAGES
        }
    )


def a_type(kind: type) -> Message:
    """``a StraightTable``, ``an OptionValue``: a type's name with its article, in every language."""
    name = kind.__name__
    return Localized(en=f"{'an' if name[:1] in 'AEIOU' else 'a'} {name}", es=f"un {name}")


def _word(value: object) -> object:
    """A name a plugin declared, as a message shows it: short text as it is, anything else `shown`."""
    return value if type(value) is str and len(value) <= 60 else shown(value)


@functools.cache
def _message_fields(kind: type) -> tuple[tuple[str, bool], ...]:
    """The fields of a declaration type that hold messages, each with whether it holds a tuple of
    them (a `Variant`'s ``sources`` and ``notes``), read from the type's annotations."""
    hints = get_type_hints(kind)
    found = []
    for name in attrs.fields_dict(kind):
        hint = hints.get(name)
        if hint is Message:
            found.append((name, False))
        elif get_origin(hint) is tuple and get_args(hint) == (Message, ...):
            found.append((name, True))
    return tuple(found)


def _declaration(item: Option | OptionValue | Variant) -> Message:
    """A declaration as an error message names it: ``option 'jokers'``, ``flush=x``, ``variant 'house'``."""
    if isinstance(item, OptionValue):
        value = f"{_word(item.option)}={_word(item.value)}"
        return Localized(en=value, es=value)
    name = shown(item.name)
    if isinstance(item, Option):
        return Localized(en=f"option {name}", es=f"opción {name}")
    return Localized(en=f"variant {name}", es=f"variante {name}")


def unexplained(item: object) -> RulesError | None:
    """What a declaration lacks of its texts in every language, or ``None``.

    Every field of an `Option`, `OptionValue` or `Variant` that holds a message (a title, a
    sentence, a summary), and each message of a field that holds a tuple of them (sources,
    notes), must have text in every language of `LANGUAGES` (`missing_languages`).

    Args:
        item: A declaration a plugin returned (anything else has nothing to explain).

    Returns:
        The problem as an error (not raised), naming the declaration and the field
        (``variant 'house': notes[1] has no Spanish (es) text; ...``), or ``None`` when every
        text is there.
    """
    if not isinstance(item, Option | OptionValue | Variant):
        return None
    kind: type = type(item)
    texts: list[tuple[str, object]] = []
    for name, many in _message_fields(kind):
        value = getattr(item, name)
        texts += [(f"{name}[{i}]", m) for i, m in enumerate(value)] if many else [(name, value)]
    if isinstance(item, Variant):  # its worked examples speak every language too
        texts += [
            (f"examples[{i}].{n}", getattr(e, n)) for i, e in enumerate(item.examples) for n in ("text", "source")
        ]
    for label, message in texts:
        if not callable(getattr(message, "render", None)):
            return RulesError(
                "declaration-text-not-a-message",
                declaration=_declaration(item),
                field=label,
                value=shown(message),
                languages=_languages(LANGUAGES),
            )
        missing = missing_languages(message)
        if missing:
            return RulesError(
                "declaration-text-missing",
                declaration=_declaration(item),
                field=label,
                missing=_languages(missing),
                languages=_languages(LANGUAGES),
            )
    return None


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
    """Installed plugins that failed to load or were set aside (`bigtwo._rules.vetting`)."""
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

    def failures_note(self) -> Message | str:
        """What the error of something unknown adds: the installed plugins that failed to load or
        were set aside, one of which may provide it (empty when none failed)."""
        if not self.failures:
            return ""
        failed = "; ".join(str(f) for f in self.failures)
        failed_es = "; ".join(f.render("es") for f in self.failures)
        return Localized(
            en=f" (installed plugins that failed to load or were set aside, one of which may provide it: {failed})",
            es=(
                " (plugins instalados que no se pudieron cargar o se apartaron,"
                f" y alguno de ellos podría ofrecerlo: {failed_es})"
            ),
        )


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
        raise RulesError("plugin-declaration-unexplained", plugin=describe(owners[0]), problem=problem)


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
            raise RulesError("plugin-option-name-taken", plugin=describe(owners[0]), name=shown(item.name))
        if item.name in extra or len(owners) > 1:
            taken = option_owners.get(item.name, ())
            raise RulesError("option-declared-twice", name=shown(item.name), owners=", ".join((*taken, *owners)))
        if item.hook != GENERIC_HOOK or not isinstance(item.component, type):
            raise RulesError(
                "plugin-option-bad-hook", plugin=describe(owners[0]), name=shown(item.name), hook=GENERIC_HOOK
            )
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
                "plugin-value-of-unknown-option",
                plugin=describe(owners[0]),
                value=shown(value.value),
                option=shown(value.option),
                known=", ".join(values),
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


# ---------------------------------------------------------------------------------------------
# Components


def _arguments(option: Option, value: str) -> dict[str, str]:
    """The arguments of the hook that builds ``option`` = ``value``."""
    return {"value": value} if option.hook != GENERIC_HOOK else {"option": option.name, "value": value}


def build_component(pm: pluggy.PluginManager, registry: Registry, option: Option, value: str) -> object:
    """The component of ``option`` = ``value``: the hook's first answer through the manager.

    Refuses an answer of the wrong type, a value nobody builds, and an installed plugin that
    answers for a value another plugin declared (explicit plugins may override: they are the
    caller's own choice, recorded in the rule set).
    """
    caller = getattr(pm.hook, option.hook)
    kwargs = _arguments(option, value)
    result = _call(pm, option.hook, lambda: caller(**kwargs))
    if result is None:
        raise RulesError("option-value-not-built", option=option.name, value=value, hook=option.hook)
    if not isinstance(result, option.component):
        raise RulesError(
            "plugin-component-wrong-type",
            plugin=provider_of(pm, registry, option, value),
            hook=option.hook,
            result=shown(result),
            option=option.name,
            value=value,
            kind=a_type(option.component),
        )
    owners = registry.value_owners.get((option.name, value), ())
    impls = _answering(caller)
    if len(impls) > 1:
        for impl in impls:
            if impl.plugin_name in owners or impl.plugin_name in registry.explicit:
                continue
            if ask_alone(pm, option.hook, impl, **kwargs) is not None:
                raise RulesError(
                    "conflicting-plugins",
                    plugin=impl.plugin_name,
                    hook=option.hook,
                    option=option.name,
                    value=value,
                    owners=", ".join(owners) or _NO_PLUGIN,
                )
    return result


_NO_PLUGIN = Localized(en="no plugin", es="ningún plugin")


def provider_of(pm: pluggy.PluginManager, registry: Registry, option: Option, value: str) -> str:
    """The plugin whose answer `build_component` uses for ``option`` = ``value`` (the first, in
    pluggy's calling order, that answers), as error messages name it."""
    caller = getattr(pm.hook, option.hook)
    kwargs = _arguments(option, value)
    for impl in reversed(_answering(caller)):
        if ask_alone(pm, option.hook, impl, **kwargs) is not None:
            return describe_plugin(registry, impl.plugin_name)
    return "a hook wrapper"
