"""The messages of the errors about the applications: the command line, `bigtwo play`, the RL environments.

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {}
