"""The messages of the library's errors, in every language, and the code of each.

Each module here holds the errors of one part of the library as ``TEXTS``: error code ->
``(family, English, Spanish)``, where the family is the name of the exception class raised with
that code (``"InvalidCards"``) and the two templates use the same ``str.format`` fields. The
catalogue (`bigtwo._values.catalogue`) files each under the key ``"error." + code``.

A code is stable: programs switch on it, so it is never renamed, only added. A test checks that
every ``raise`` of the library names a code of its own family, and that the docs list them all.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from . import apps, forms, game, kit, players, plays, records, rules, spec, values

__all__ = ["ERROR_CODES", "TEXTS"]

_PARTS = (values, spec, rules, plays, game, forms, records, players, apps, kit)


def _merged() -> dict[str, tuple[str, str, str]]:
    merged: dict[str, tuple[str, str, str]] = {}
    for part in _PARTS:
        for code, entry in part.TEXTS.items():
            if code in merged:  # pragma: no cover - a mistake in this package, caught at import
                raise AssertionError(f"error code {code!r} is defined twice")
            merged[code] = entry
    return merged


TEXTS: Mapping[str, tuple[str, str, str]] = MappingProxyType(_merged())
"""Every error code -> ``(family, English template, Spanish template)``."""

ERROR_CODES: Mapping[str, str] = MappingProxyType({code: family for code, (family, _, _) in TEXTS.items()})
"""Every error code -> the name of the exception class raised with it."""
