"""The messages of the errors about building rule sets and their plugins (`bigtwo._rules`, `bigtwo.plugin`).

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    "missing-plugin": (
        "MissingPlugin",
        "{what} was made with rules from the plugin {packages} {found}; {advice}",
        "{what} se hizo con reglas del plugin: {packages} {found}; {advice}",
    ),
}
