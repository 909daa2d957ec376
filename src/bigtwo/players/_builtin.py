"""The built-in players as a plugin: registered by module name, like the built-in rules, and
offered through the ``bigtwo_players`` hook like any third party's."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import attrs
from attrs import frozen

from .._spec.hookspecs import hookimpl
from .._values.errors import shown
from ._base import PlayerError
from ._expert import Expert
from ._learned import Learned
from ._normal import Normal
from ._novice import Novice

__all__ = ["BUILTIN_PLAYERS", "bigtwo_players"]


@frozen
class _Factory:
    """Builds a built-in player, refusing settings it does not take with the ones it does."""

    name: str
    kind: type[Any]

    def __call__(self, seed: int = 0, **settings: object) -> object:
        takes = [a.name for a in attrs.fields(self.kind) if a.name != "seed"]
        for key in settings:
            if key not in takes:
                if not takes:
                    raise PlayerError("player-takes-no-settings", player=self.name, setting=shown(key))
                close = difflib.get_close_matches(key, takes, n=1)
                if close:
                    raise PlayerError(
                        "unknown-player-setting-did-you-mean",
                        player=self.name,
                        setting=shown(key),
                        close=shown(close[0]),
                        known=", ".join(takes),
                    )
                raise PlayerError(
                    "unknown-player-setting", player=self.name, setting=shown(key), known=", ".join(takes)
                )
        return self.kind(seed=seed, **settings)


BUILTIN_PLAYERS: Mapping[str, Callable[..., object]] = MappingProxyType(
    {
        "novice": _Factory("novice", Novice),
        "normal": _Factory("normal", Normal),
        "expert": _Factory("expert", Expert),
        "learned": _Factory("learned", Learned),
    }
)
"""The built-in players by name: ``novice``, ``normal``, ``expert`` and ``learned``, each -> a
factory that takes ``seed`` and the player's settings, as `player` passes them, and makes a
`Novice`, a `Normal`, an `Expert` or a `Learned` (refusing a setting the player does not take)."""


@hookimpl(trylast=True)
def bigtwo_players() -> Mapping[str, Callable[..., object]]:
    """The built-in players: ``novice``, ``normal``, ``expert`` and ``learned``."""
    return BUILTIN_PLAYERS
