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

__all__ = [
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
