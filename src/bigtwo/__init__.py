"""bigtwo: the rules of Big Two (Deuces, Dai Di, Capsa, Pusoy Dos) in every variant real tables play.

>>> import bigtwo
>>> rules = bigtwo.ruleset()
>>> bigtwo.classify(bigtwo.cards("3D 4D 5D 6D 7D"), rules).category
<Category.STRAIGHT_FLUSH: 'straight-flush'>
"""

from .cards import DECK, Card, Rank, Suit, cards, deck
from .combos import Combo, beats, classify, compare, plays
from .errors import (
    LANGUAGES,
    BigTwoError,
    IllegalPlay,
    Incomparable,
    InvalidCards,
    Reason,
    ReasonCode,
    RulesError,
    UnknownLanguage,
)
from .hookspecs import hookimpl
from .model import (
    BombRule,
    Category,
    FlushOrder,
    OpenerRule,
    Option,
    OptionValue,
    RoyalRule,
    Run,
    StraightTable,
    SuitOrder,
    Variant,
)
from .rules import RuleSet, option_values, options, ruleset, variant, variants

__version__ = "0.1.0"

__all__ = [
    "DECK",
    "LANGUAGES",
    "BigTwoError",
    "BombRule",
    "Card",
    "Category",
    "Combo",
    "FlushOrder",
    "IllegalPlay",
    "Incomparable",
    "InvalidCards",
    "OpenerRule",
    "Option",
    "OptionValue",
    "Rank",
    "Reason",
    "ReasonCode",
    "RoyalRule",
    "RuleSet",
    "RulesError",
    "Run",
    "StraightTable",
    "Suit",
    "SuitOrder",
    "UnknownLanguage",
    "Variant",
    "beats",
    "cards",
    "classify",
    "compare",
    "deck",
    "hookimpl",
    "option_values",
    "options",
    "plays",
    "ruleset",
    "variant",
    "variants",
]
