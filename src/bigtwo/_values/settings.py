"""``NAME=VALUE`` settings as a command line gives them: an option of a rule set
(``straights=no-twos``), a setting of a CPU player (``iterations=32``).

`setting` reads one and is made to be an argparse ``type=`` (a bad one is a usage error);
`settings` gathers several into the keyword arguments of `bigtwo.ruleset` or
`bigtwo.players.player`, refusing a name given twice.

>>> settings(["straights=no-twos", "pass-locks-out = on"])
{'straights': 'no-twos', 'pass_locks_out': 'on'}
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import InvalidSetting, shown

__all__ = ["setting", "settings"]


def setting(text: str) -> tuple[str, str]:
    """Read one ``NAME=VALUE`` setting.

    Spaces around the name and the value are dropped, and dashes in the name become
    underscores, so ``pass-locks-out=on`` names the option ``pass_locks_out``. Which names and
    values exist is for the rule set or the player to say; this reads only the shape.

    Args:
        text: The setting, such as ``"straights=no-twos"``.

    Returns:
        The name and the value.

    Raises:
        InvalidSetting: ``text`` is not a string, has no ``=``, or has an empty name or value.
            It is a ``ValueError``, so argparse, given ``type=bigtwo.setting``, reports it as
            a usage error.

    >>> setting("straights=no-twos")
    ('straights', 'no-twos')
    """
    if not isinstance(text, str):
        raise InvalidSetting("setting-not-text", value=shown(text))
    name, equals, value = text.partition("=")
    name, value = name.strip().replace("-", "_"), value.strip()
    if not equals or not name or not value:
        raise InvalidSetting("setting-not-name-value", value=shown(text))
    if not name.isidentifier():
        raise InvalidSetting("setting-bad-name", value=shown(name))
    return name, value


def settings(items: Iterable[str | tuple[str, str]]) -> dict[str, str]:
    """Several settings as a dictionary, in the order given.

    Args:
        items: ``NAME=VALUE`` texts, or pairs that `setting` has already read.

    Returns:
        Name -> value, ready to pass as keyword arguments.

    Raises:
        InvalidSetting: An item is not a setting, or two set the same name.

    >>> settings([("iterations", "32")])
    {'iterations': '32'}
    """
    if isinstance(items, str) or not isinstance(items, Iterable):
        raise InvalidSetting("settings-not-a-list", value=shown(items))
    found: dict[str, str] = {}
    for item in items:
        if isinstance(item, str):
            name, value = setting(item)
        elif isinstance(item, tuple) and len(item) == 2 and all(isinstance(part, str) for part in item):
            name, value = item
        else:
            raise InvalidSetting("setting-not-text", value=shown(item))
        if name in found:
            raise InvalidSetting("setting-twice", name=name, first=found[name], second=value)
        found[name] = value
    return found
