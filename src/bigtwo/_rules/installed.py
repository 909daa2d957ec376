"""The installed plugins as a ``bigtwo plugins`` command lists them (`InstalledPlugin`), and the
error that names a plugin package some rules need when it is missing here (`missing_plugin`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from attrs import frozen

from .._values.errors import Message, MissingPlugin
from .._values.texts import Localized
from .entrypoints import Requirement
from .manager import BLOCK_ENV
from .registry import Registry

__all__ = ["InstalledPlugin", "blocked_reason", "installed_of", "missing_plugin"]

_BLOCKED = f"blocked by {BLOCK_ENV}"
"""Why a blocked plugin is not loaded (`InstalledPlugin.error`)."""


def blocked_reason() -> str:
    """Why a blocked plugin is not loaded, as `InstalledPlugin.error` says it."""
    return _BLOCKED


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
    """Whether it was loaded and registered (a blocked plugin, one that fails to import, and one set
    aside because its declarations are broken or its hooks would break rule sets that do not need
    it, are not)."""
    error: str | None
    """Why it is not loaded, or ``None``."""
    reason: Message | None = None
    """Why it was set aside, as a message in every language (``reason.render("es")``), when
    bigtwo set it aside for what its hooks do; ``None`` otherwise (``error`` says it in English)."""


def installed_of(registry: Registry, blocked: frozenset[str]) -> tuple[InstalledPlugin, ...]:
    """Every installed plugin of ``registry``, sorted by entry-point name and distribution."""
    failures = {f.name: f.error for f in registry.failures}
    reasons = {f.name: f.message for f in registry.failures}
    out = []
    for record in sorted(registry.installed.values(), key=lambda r: (r.entry_point, r.distribution, r.target)):
        name = record.name
        if record.blocked_by(blocked):
            error: str | None = _BLOCKED
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
                reason=reasons.get(name),
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
    requires: Iterable[Requirement], what: str | Message, not_loaded: Mapping[str, str] = MappingProxyType({})
) -> MissingPlugin | None:
    """The error to raise for ``what`` (``deal code 'X1...'``, ``saved game``: text, or a message
    in every language), whose rules could not be built here, when a plugin package it records in
    ``requires`` is not installed, is installed at another version than the one it was made
    with, or is installed but not loaded (``not_loaded``: distribution -> why, blocked or
    broken); ``None`` when every one is installed and loaded as recorded (the rules fail for
    another reason).

    Not installed: ``pip install 'name>=version'``; another version: ``pip install 'name==version'``.
    """
    found: list[tuple[str, str]] = []  # each package as English and Spanish describe it
    specs: list[str] = []
    first: Requirement | None = None
    for distribution, version in requires:
        installed = _installed_version(distribution)
        if installed is not None and (installed == version or not version):
            if distribution in not_loaded:
                why = not_loaded[distribution]
                why_es = (
                    f"bloqueado por {BLOCK_ENV}" if why == _BLOCKED else why
                )  # another reason is the plugin's error
                found.append(
                    (
                        f"{distribution} {installed} (installed, not loaded: {why})",
                        f"{distribution} {installed} (instalado, no cargado: {why_es})",
                    )
                )
                first = first or (distribution, version)
            continue
        made = f"{distribution} {version}".rstrip()
        if installed is None:
            found.append((f"{made} (not installed)", f"{made} (no instalado)"))
            specs.append(f"'{distribution}>={version}'" if version else distribution)
        else:
            found.append(
                (f"{made} (version {installed} is installed)", f"{made} (está instalada la versión {installed})")
            )
            specs.append(f"'{distribution}=={version}'")
        first = first or (distribution, version)
    if first is None:
        return None
    one = len(found) == 1
    packages = Localized(
        en="package" if one else "packages",
        es="un plugin que aquí no está disponible, el paquete"
        if one
        else "plugins que aquí no están disponibles, los paquetes",
    )
    listed = Localized(en=", ".join(en for en, _ in found), es=", ".join(es for _, es in found))
    if specs:
        command = f"pip install {' '.join(specs)}"
        advice = Localized(en=f"install with: {command}", es=f"{'instálalo' if one else 'instálalos'} con: {command}")
    else:
        advice = Localized(
            en=f"unblock or repair it (see {BLOCK_ENV})",
            es=f"{'desbloquéalo o repáralo' if one else 'desbloquéalos o repáralos'} (ver {BLOCK_ENV})",
        )
    return MissingPlugin(
        "missing-plugin",
        what=what,
        packages=packages,
        found=listed,
        advice=advice,
        distribution=first[0],
        version=first[1],
    )
