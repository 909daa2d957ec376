"""Vetting the installed plugins before any build uses them: one whose hooks would take down rule
sets that do not need it is set aside, like one that fails to load.

A build asks every registered plugin's component hook for the value it builds, so an installed
plugin whose ``bigtwo_straight_table`` raises for every value, or answers for a value another
plugin declares, would break every rule set, Classic included. And the registry refuses a
declaration that clashes with a built-in one, so such a plugin would break every build too. Each
installed plugin is therefore asked alone, once per manager, what it declares and what it
answers for every declared value; one that

- raises in a component hook, or answers one with something that is not the option's component,
- answers for a value another plugin declares,
- declares an option, option value or variant under a name a built-in plugin (or bigtwo itself)
  keeps, declares an option another installed plugin also declares, or a value of an option no
  plugin declares,
- declares a variant that sets an option or value no plugin declares, or whose parent is no
  variant,

is unregistered and recorded with why (`PluginFailure`), so only the rule sets that need it fail,
naming it. Two installed plugins that declare the same option are both set aside (neither has the
better claim). Setting one aside may leave another's variant naming values nobody declares any
more, so the vetting repeats until nothing changes. Each reason is a `RulesError` (not raised) with
a code of its own, ``set-aside-*``, so it reads in every language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import pluggy

from .._spec.components import Option, Variant
from .._spec.options import BUILTIN_BY_NAME, BUILTIN_OPTIONS, GENERIC_HOOK, RESERVED_NAMES
from .._values.errors import BigTwoError, RulesError, exception_text, shown
from .registry import alone

__all__ = ["SetAside", "vet_installed"]


class SetAside(NamedTuple):
    """An installed plugin the vetting unregistered, and why."""

    name: str
    """The name it was registered under (``distribution:entry-point name``)."""
    plugin: object
    reason: RulesError
    """Why, with a code and a message in every language (not raised)."""


class _Declared(NamedTuple):
    """What the registered plugins declare, each item with the plugins that declare it."""

    options: dict[str, list[tuple[str, Option]]]
    values: dict[tuple[str, str], list[str]]
    variants: dict[str, list[tuple[str, Variant]]]


def _asked(pm: pluggy.PluginManager, hook: str, plugin: object) -> list[Any]:
    """Every item ``plugin`` alone declares through ``hook`` (what it declares is already checked
    to be sequences of the right type, `bigtwo._rules.manager`)."""
    return [item for result in alone(pm, hook, plugin)() for item in result]


def _declared(pm: pluggy.PluginManager) -> _Declared:
    found = _Declared({}, {}, {})
    for name, plugin in pm.list_name_plugin():
        for option in _asked(pm, "bigtwo_options", plugin):
            found.options.setdefault(option.name, []).append((name, option))
        for value in _asked(pm, "bigtwo_option_values", plugin):
            found.values.setdefault((value.option, value.value), []).append(name)
        for variant in _asked(pm, "bigtwo_variants", plugin):
            found.variants.setdefault(variant.name, []).append((name, variant))
    return found


def _options(declared: _Declared) -> list[Option]:
    """The built-in options and every option some plugin declares (one declaration each)."""
    extra = [found[0][1] for name, found in sorted(declared.options.items()) if name not in BUILTIN_BY_NAME]
    return [*BUILTIN_OPTIONS, *extra]


def _declarations_problem(
    pm: pluggy.PluginManager, declared: _Declared, name: str, plugin: object, builtin: Callable[[str], bool]
) -> RulesError | None:
    """What ``plugin``'s declarations clash with, if anything."""
    for option in _asked(pm, "bigtwo_options", plugin):
        if option.name in BUILTIN_BY_NAME or option.name in RESERVED_NAMES or not option.name.isidentifier():
            return RulesError("set-aside-reserved-option", name=shown(option.name))
        owners = [owner for owner, _ in declared.options.get(option.name, ())]
        if len(owners) > 1:  # another plugin's, or its own twice
            others = ", ".join(dict.fromkeys(o for o in owners if o != name)) or name
            return RulesError("set-aside-option-twice", name=shown(option.name), others=others)
        if option.hook != GENERIC_HOOK or not isinstance(option.component, type):
            return RulesError("set-aside-option-hook", name=shown(option.name), hook=GENERIC_HOOK)
        problem = _default_problem(pm, declared, option, plugin)
        if problem is not None:
            return problem
    options = {o.name for o in _options(declared)}
    for value in _asked(pm, "bigtwo_option_values", plugin):
        label = f"{shown(value.option)}={shown(value.value)}"
        if value.option not in options:
            return RulesError("set-aside-value-of-no-option", value=label)
        keepers = [owner for owner in declared.values.get((value.option, value.value), ()) if builtin(owner)]
        if keepers:
            return RulesError("set-aside-builtin-value", value=label, owner=keepers[0])
    for variant in _asked(pm, "bigtwo_variants", plugin):
        keepers = [owner for owner, _ in declared.variants.get(variant.name, ()) if builtin(owner)]
        if keepers:
            return RulesError("set-aside-builtin-variant", name=shown(variant.name), owner=keepers[0])
        if variant.parent is not None and variant.parent not in declared.variants:
            return RulesError("set-aside-no-parent", name=shown(variant.name), parent=shown(variant.parent))
        for option_name, value_name in variant.options:
            if option_name not in options:
                return RulesError("set-aside-variant-no-option", name=shown(variant.name), option=shown(option_name))
            if (option_name, value_name) not in declared.values:
                return RulesError(
                    "set-aside-variant-no-value", name=shown(variant.name), option=option_name, value=shown(value_name)
                )
    return None


def _default_problem(
    pm: pluggy.PluginManager, declared: _Declared, option: Option, plugin: object
) -> RulesError | None:
    """Why an option ``plugin`` adds cannot take its default (every rule set that does not set it
    does), if it cannot: the default is declared by no plugin, or built neither by ``plugin`` nor
    by the plugins together."""
    label = f"{shown(option.name)}={shown(option.default)}"
    if (option.name, option.default) not in declared.values:
        return RulesError("set-aside-default-undeclared", value=label)
    kwargs = {"option": option.name, "value": option.default}
    try:
        answer = alone(pm, GENERIC_HOOK, plugin)(**kwargs)
        if answer is None:  # another plugin may build it
            answer = getattr(pm.hook, GENERIC_HOOK)(**kwargs)
    except Exception as exc:  # the default cannot be built
        return RulesError("set-aside-default-not-built", value=label, error=exception_text(exc))
    if not isinstance(answer, option.component):
        return RulesError("set-aside-default-not-built", value=label, error=shown(answer))
    return None


def _arguments(option: Option, value: str) -> dict[str, str]:
    return {"value": value} if option.hook != GENERIC_HOOK else {"option": option.name, "value": value}


def _answering_hooks(pm: pluggy.PluginManager, plugin: object) -> set[str]:
    """The hooks ``plugin`` answers (a hook wrapper only wraps the others' answers: it is left
    out, as the build's check of owners leaves it out)."""
    return {
        caller.name
        for caller in pm.get_hookcallers(plugin) or ()
        if any(i.plugin is plugin and not (i.hookwrapper or i.wrapper) for i in caller.get_hookimpls())
    }


def _answers_problem(
    pm: pluggy.PluginManager, declared: _Declared, name: str, plugin: object, builtin: Callable[[str], bool]
) -> RulesError | None:
    """What goes wrong when ``plugin``'s component hooks are asked for the values it declares and
    for the built-in ones (which every rule set that does not need it uses). Values other installed
    plugins declare are not asked: a clash between two installed plugins breaks only the rule sets
    that use the value, and the build names both."""
    implemented = _answering_hooks(pm, plugin)
    for option in _options(declared):
        if option.hook not in implemented:
            continue
        caller = alone(pm, option.hook, plugin)
        for (option_name, value), owners in declared.values.items():
            if option_name != option.name or not (name in owners or any(builtin(o) for o in owners)):
                continue
            kwargs = _arguments(option, value)
            try:
                answer = caller(**kwargs)
            except Exception as exc:  # its own bug: it is set aside, the others go on
                return RulesError(
                    "set-aside-hook-raised",
                    error_type=type(exc).__name__,
                    hook=option.hook,
                    option=option.name,
                    value=value,
                    error=exc if isinstance(exc, BigTwoError) else exception_text(exc),
                )
            if answer is None:
                continue
            if name not in owners:
                return RulesError(
                    "set-aside-answers-for-other",
                    hook=option.hook,
                    option=option.name,
                    value=value,
                    owners=", ".join(owners),
                )
            if not isinstance(answer, option.component):
                return RulesError(
                    "set-aside-wrong-component",
                    hook=option.hook,
                    option=option.name,
                    value=value,
                    result=shown(answer),
                    kind=option.component.__name__,
                )
    return None


def vet_installed(
    pm: pluggy.PluginManager, installed: Sequence[tuple[str, object]], builtin: Callable[[str], bool]
) -> list[SetAside]:
    """Unregister the installed plugins of ``installed`` (names and objects, registered in ``pm``
    with the built-in plugins) that would break builds that do not need them; the ones set
    aside, in the order they were, with why.

    ``builtin`` tells a built-in plugin's registered name."""
    remaining = [(name, plugin) for name, plugin in installed if pm.is_registered(plugin)]
    out: list[SetAside] = []
    while remaining:  # each round judges every plugin against the same declarations
        declared = _declared(pm)
        found = []
        for name, plugin in remaining:
            reason = _declarations_problem(pm, declared, name, plugin, builtin)
            reason = reason if reason is not None else _answers_problem(pm, declared, name, plugin, builtin)
            if reason is not None:
                found.append(SetAside(name, plugin, reason))
        if not found:
            break
        for aside in found:
            pm.unregister(aside.plugin)
        out += found
        gone = {id(aside.plugin) for aside in found}
        remaining = [(name, plugin) for name, plugin in remaining if id(plugin) not in gone]
    return out
