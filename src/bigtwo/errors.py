"""The exceptions of bigtwo, and the machine-readable `Reason` an illegal play carries.

Every error raised on purpose by the library is a `BigTwoError`. The ones about a bad value
(bad card text, an illegal play, plays that cannot meet, unknown rules, a bad saved game) also
subclass `ValueError`, so code that already catches those keeps working.

>>> import bigtwo
>>> try:
...     bigtwo.cards("1X")
... except bigtwo.errors.InvalidCards as error:
...     print(type(error).__module__)
bigtwo.errors

Every one has a stable ``code`` and a message in each language; `ERROR_CODES` lists the codes:

>>> bigtwo.errors.ERROR_CODES["unknown-card"]
'InvalidCards'
"""

from ._values.errors import (
    BigTwoError,
    GameError,
    IllegalPlay,
    Incomparable,
    InvalidCards,
    InvalidSave,
    InvalidSetting,
    Message,
    MissingPlugin,
    Reason,
    ReasonCode,
    RulesError,
    UnknownLanguage,
    UnpicklableRules,
)
from ._values.errortexts import ERROR_CODES

__all__ = [
    "ERROR_CODES",
    "BigTwoError",
    "GameError",
    "IllegalPlay",
    "Incomparable",
    "InvalidCards",
    "InvalidSave",
    "InvalidSetting",
    "Message",
    "MissingPlugin",
    "Reason",
    "ReasonCode",
    "RulesError",
    "UnknownLanguage",
    "UnpicklableRules",
]
