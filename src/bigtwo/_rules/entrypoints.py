"""The plugins other distributions install: the ``bigtwo.variants`` entry-point group, read once
per process, and each plugin it names loaded once, a failure recorded (`PluginFailure`), not
raised, so that only a rule set that needs the plugin fails (naming it and its error).

The group is read straight from the ``*.dist-info`` and ``*.egg-info`` folders on `sys.path`
(`_group_on_path`), without importing importlib.metadata: that import costs a fifth of a cold
start. Where distributions may come from elsewhere (a zip or an egg on the path, another finder
of distributions), importlib.metadata reads the group instead.
"""

from __future__ import annotations

import functools
import importlib
import importlib.machinery
import os
import re
import sys
from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

__all__ = [
    "ENTRY_POINT_GROUP",
    "Distribution",
    "EntryPoint",
    "EntryRecord",
    "Installed",
    "PluginFailure",
    "Requirement",
    "forget_installed",
    "load_installed",
]

ENTRY_POINT_GROUP = "bigtwo.variants"
"""The entry-point group through which other distributions add plugins."""


class PluginFailure(NamedTuple):
    """An installed plugin that could not be loaded."""

    name: str
    """``distribution:entry-point name``."""
    target: str
    """What the entry point points at (``module:attribute``)."""
    error: str
    """The error raised while loading it, or why it was set aside (in English)."""
    message: Any = None
    """Why it was set aside, as a message in every language (a `bigtwo.errors.BigTwoError`),
    when bigtwo said so; ``None`` when only ``error``'s text is known (an import error)."""

    def __str__(self) -> str:
        return f"{self.name} ({self.target}): {self.error}"

    def render(self, lang: str) -> str:
        """The failure in ``lang``: its reason translated where bigtwo gave it."""
        why = self.message.render(lang) if self.message is not None else self.error
        return f"{self.name} ({self.target}): {why}"


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


class Installed(NamedTuple):
    """What `load_installed` found: the plugins loaded, as ``(name, plugin)`` pairs, and the failures."""

    plugins: tuple[tuple[str, object], ...]
    failures: tuple[PluginFailure, ...]
    records: tuple[EntryRecord, ...]
    """Every entry point of the group, blocked ones included."""


@functools.cache
def load_installed(blocked: frozenset[str]) -> Installed:
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
    return Installed(tuple(plugins), tuple(failures), tuple(records))


def forget_installed() -> None:
    """Forget the entry points read and the plugins loaded (see `bigtwo.plugin.refresh_installed`)."""
    _entry_points.cache_clear()
    load_installed.cache_clear()
