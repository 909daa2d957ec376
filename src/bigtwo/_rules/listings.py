"""What the registered plugins offer, listed: `variants`, `variant`, `options`, `option_values`,
`installed_plugins` and `not_loaded`, read from the registry of the installed plugins.
"""

from __future__ import annotations

from .._spec.components import Option, OptionValue, Variant
from .._values.errors import RulesError, shown
from .building import find_variant, installed_registry
from .installed import InstalledPlugin, blocked_reason, installed_of
from .manager import blocked_names
from .registry import Registry

__all__ = ["installed_plugins", "not_loaded", "option_values", "options", "set_aside_plugins", "variant", "variants"]


def _registry() -> Registry:
    return installed_registry(blocked_names())


def variants() -> tuple[str, ...]:
    """The names of every registered variant, sorted.

    Returns:
        The names `ruleset` takes: the built-in variants and those of the installed plugins
        that loaded.

    >>> "classic" in variants()
    True
    """
    return tuple(sorted(_registry().variants))


def variant(name: str = "classic") -> Variant:
    """The definition of the variant ``name``: its title, summary, sources and options.

    Args:
        name: A registered variant's name (see `variants`).

    Returns:
        The `Variant` as its plugin declared it (its own options only: those it leaves unset
        come from its ``parent``).

    Raises:
        RulesError: No plugin defines ``name`` (or it is not a string), or more than one does.
    """
    return find_variant(_registry(), name)


def options() -> tuple[Option, ...]:
    """Every rule option (dimension), in a stable order: the built-in ones, then the plugins'.

    Returns:
        The `Option` declarations: each one's name, default value, hook and component type.
    """
    return _registry().options


def installed_plugins() -> tuple[InstalledPlugin, ...]:
    """Every plugin installed through the ``bigtwo.variants`` entry-point group (not the built-in ones).

    Returns:
        One `InstalledPlugin` per entry point, sorted by its name: its distribution and
        version, the variants, option values and options it declares, and whether it loaded
        (with the error if not; a blocked plugin is listed as not loaded).

    >>> all(p.loaded or p.error for p in installed_plugins())
    True
    """
    return installed_of(_registry(), blocked_names())


def not_loaded() -> dict[str, str]:
    """The distributions of installed plugins that are not loaded here, with why (blocked, or
    failed to load): what a deal code or saved game needing them is told."""
    return {p.distribution: p.error or "" for p in installed_plugins() if not p.loaded}


def set_aside_plugins() -> tuple[InstalledPlugin, ...]:
    """The installed plugins not loaded here though nobody blocked them.

    They failed to import, or were set aside because their declarations clash with the built-in
    ones, or their hooks raise, answer for another plugin's values, or declare a variant of
    values no plugin declares: what ``bigtwo variants`` and the docs build report.

    Returns:
        Each such plugin as `installed_plugins` lists it, its ``error`` saying why.

    >>> [p.name for p in set_aside_plugins()]
    []
    """
    return tuple(p for p in installed_plugins() if not p.loaded and p.error is not None and p.error != blocked_reason())


def option_values(option: str) -> tuple[OptionValue, ...]:
    """The values every installed plugin declares for ``option``, each with its explanation.

    Args:
        option: An option's name (see `options`), such as ``"flush"``.

    Returns:
        The `OptionValue` declarations of ``option``, in the order the plugins declare them
        (the built-in values first).

    Raises:
        RulesError: ``option`` is not an option's name.

    >>> [v.value for v in option_values("flush")]
    ['suit-first', 'rank-first']
    """
    registry = _registry()
    if not isinstance(option, str) or option not in registry.values:
        raise RulesError(
            "unknown-option", name=shown(option), known=registry.option_names(), failed=registry.failures_note()
        )
    return tuple(registry.values[option].values())
