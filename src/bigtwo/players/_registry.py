"""Players by name: the ``bigtwo_players`` hook, asked through a plugin manager like the rules'.

The manager is the one a rule-set build makes (`bigtwo._rules.manager.build_manager`: the built-in
rule plugins, the installed plugins of the ``bigtwo.variants`` entry-point group, the explicit
``plugins``), with the built-in players' plugin registered by module name as well. Blocking a
plugin by name (``BIGTWO_BLOCK_PLUGINS``) works here too.
"""

from __future__ import annotations

import difflib
import importlib
from collections.abc import Callable, Mapping, Sequence

import pluggy

from .._rules.manager import blocked_names, build_manager
from .._values.checks import whole
from .._values.errors import BigTwoError, shown
from ._base import Player, PlayerError, cause_of

__all__ = ["BUILTIN_PLAYER_PLUGINS", "names", "player"]

BUILTIN_PLAYER_PLUGINS: tuple[str, ...] = ("bigtwo.players._builtin",)
"""The plugins of the built-in players, by module name: one module of the library's own, which
offers `BUILTIN_PLAYERS`; `player` and `names` register it after the rule plugins."""

_HOOK = "bigtwo_players"

Offered = Mapping[str, tuple[Callable[..., object], tuple[str, ...]]]
"""Name -> (factory, the plugins that offer that name)."""


def _manager(plugins: Sequence[object]) -> pluggy.PluginManager:
    if isinstance(plugins, str | bytes) or not isinstance(plugins, Sequence):
        raise PlayerError("player-plugins-not-sequence", value=shown(plugins))
    blocked = blocked_names()
    pm, _ = build_manager(tuple(plugins), blocked)
    for name in BUILTIN_PLAYER_PLUGINS:
        if name not in blocked and name.rsplit(".", 1)[-1] not in blocked:
            pm.register(importlib.import_module(name), name=name)
    return pm


def _offered(pm: pluggy.PluginManager) -> Offered:
    caller = getattr(pm.hook, _HOOK)
    everyone = [plugin for _, plugin in pm.list_name_plugin()]
    owners: dict[str, list[str]] = {}
    for impl in caller.get_hookimpls():
        if impl.hookwrapper or impl.wrapper:
            continue
        alone = pm.subset_hook_caller(_HOOK, [p for p in everyone if p is not impl.plugin])
        for result in _ask(alone, impl.plugin_name):
            for name in _mapping(result, impl.plugin_name):
                owners.setdefault(name, []).append(impl.plugin_name)
    found: dict[str, tuple[Callable[..., object], tuple[str, ...]]] = {}
    for result in reversed(_ask(caller, None)):
        for name, factory in _mapping(result, None).items():
            if name not in found:
                found[name] = (factory, tuple(owners.get(name, ("a hook wrapper",))))
    return found


def _ask(caller: Callable[[], list[object]], who: str | None) -> list[object]:
    """The answers of ``caller``, the hook of the plugin ``who`` alone (``None``: of every plugin)."""
    try:
        return caller()
    except BigTwoError:
        raise
    except Exception as exc:  # a plugin's own bug: name it
        error, cause = type(exc).__name__, cause_of(exc)
        if who is None:
            raise PlayerError("player-hook-raised", error=error, cause=cause) from exc
        raise PlayerError("player-plugin-raised", plugin=who, error=error, cause=cause) from exc


def _mapping(result: object, who: str | None) -> Mapping[str, Callable[..., object]]:
    """``result`` of the plugin ``who`` (``None``: of a hook wrapper), checked: names -> factories."""
    if not isinstance(result, Mapping):
        if who is None:
            raise PlayerError("player-hook-not-mapping", value=shown(result))
        raise PlayerError("player-plugin-not-mapping", plugin=who, value=shown(result))
    for name, factory in result.items():
        if not isinstance(name, str) or not name or not callable(factory):
            if who is None:
                raise PlayerError("player-hook-bad-entry", name=shown(name), factory=shown(factory))
            raise PlayerError("player-plugin-bad-entry", plugin=who, name=shown(name), factory=shown(factory))
    return result


def names(*, plugins: Sequence[object] = ()) -> tuple[str, ...]:
    """The names of every player `player` can build, sorted.

    Args:
        plugins: Extra plugin objects asked as well (for experiments and tests).

    Returns:
        The names the built-in players, the installed plugins and ``plugins`` offer, sorted.

    Raises:
        PlayerError: ``plugins`` is not a sequence, or a plugin's ``bigtwo_players`` fails or
            answers something other than a mapping of names to factories.
        RulesError: A plugin of ``plugins`` is given twice, is already installed, or implements
            a hook bigtwo does not have.

    >>> {"novice", "normal", "expert", "learned"} <= set(names())
    True
    """
    return tuple(sorted(_offered(_manager(plugins))))


def player(name: str, seed: int = 0, *, plugins: Sequence[object] = (), **settings: object) -> Player:
    """The player called ``name``, with its ``seed`` and ``settings``.

    Built in: ``novice`` (setting ``pass_rate``, default 0.2), ``normal`` (no settings),
    ``expert`` (``iterations``, ``budget_ms``, ``candidates``, ``prior``, ``model``, ``policy``)
    and ``learned`` (no settings).
    Plugins add more through the ``bigtwo_players`` hook.

    Args:
        name: One of `names`, such as ``"normal"``.
        seed: The seed of the player's random choices, a whole number from 0 up.
        plugins: Extra plugin objects asked as well (for experiments and tests).
        **settings: The player's settings, by name (``iterations=8``).

    Returns:
        A new player: an object with ``act(view) -> Action``.

    Raises:
        PlayerError: ``name`` is not a string or is unknown (the message lists the known
            names), ``seed`` is not a whole number from 0 up, two plugins offer ``name``, the
            player refuses a setting or its value, or its factory returns no player; or
            ``plugins`` is not a sequence, or a plugin's ``bigtwo_players`` fails.
        RulesError: A plugin of ``plugins`` is given twice, is already installed, or implements
            a hook bigtwo does not have.

    >>> player("normal")
    Normal(seed=0)
    >>> player("expret")
    Traceback (most recent call last):
    ...
    bigtwo.players.PlayerError: unknown player 'expret' (did you mean 'expert'?); known: expert, learned, normal, novice
    """
    if not isinstance(name, str):
        raise PlayerError("player-name-not-text", value=shown(name))
    if not whole(seed, 0):
        raise PlayerError("player-bad-seed", value=shown(seed))
    offered = _offered(_manager(plugins))
    found = offered.get(name)
    if found is None:
        known = sorted(offered)
        if not known:
            raise PlayerError("unknown-player-none-known", name=shown(name))
        close = difflib.get_close_matches(name, known, n=1)
        if close:
            raise PlayerError(
                "unknown-player-did-you-mean", name=shown(name), close=shown(close[0]), known=", ".join(known)
            )
        raise PlayerError("unknown-player", name=shown(name), known=", ".join(known))
    factory, owners = found
    if len(owners) > 1:
        raise PlayerError("player-offered-twice", name=shown(name), plugins=", ".join(owners))
    try:
        made = factory(seed=seed, **settings)
    except BigTwoError:
        raise
    except (TypeError, ValueError) as exc:
        raise PlayerError(
            "player-refused-settings", name=shown(name), plugin=owners[0], settings=shown(settings), cause=cause_of(exc)
        ) from exc
    if not callable(getattr(made, "act", None)):
        raise PlayerError("player-factory-not-a-player", name=shown(name), plugin=owners[0], value=shown(made))
    return made  # type: ignore[return-value]
