"""bigtwo: the rules of Big Two (Deuces, Dai Di, Capsa, Pusoy Dos) in every variant real tables play.

This is the users' namespace: cards, rule sets, plays, the game engine, scoring, deal codes,
saving and matches. Plugin authors have `bigtwo.plugin`; the exceptions are also in
`bigtwo.errors`. Every other module is private.

>>> import bigtwo
>>> rules = bigtwo.ruleset()
>>> bigtwo.classify(bigtwo.cards("3D 4D 5D 6D 7D"), rules).category
<Category.STRAIGHT_FLUSH: 'straight-flush'>
"""

import importlib
import warnings
from typing import TYPE_CHECKING

from . import plugin
from ._cards import DECK, Card, Rank, Suit, cards, deck
from ._components import Category, Option, OptionValue, Variant
from ._ruleset import RuleSet, option_values, options, ruleset, variant, variants
from ._scoring_io import Multiplier, ScoreLine
from ._texts import LANGUAGES
from .errors import (
    BigTwoError,
    GameError,
    IllegalPlay,
    Incomparable,
    InvalidCards,
    InvalidSave,
    MissingPlugin,
    Reason,
    ReasonCode,
    RulesError,
    UnknownLanguage,
    UnpicklableRules,
)

if TYPE_CHECKING:  # imported on first use at run time (see __getattr__)
    from ._actions import Action, Pass, Play, Redeal, Turn
    from ._codes import ParsedCode, deal_code, parse_deal_code
    from ._combos import Combo, PlayLike, beats, classify, compare
    from ._dealing import deal
    from ._engine import apply, can, check
    from ._match import Match, new_match
    from ._moves import describe, hint, legal_actions, legal_plays
    from ._newgame import new_game, replay
    from ._plays import plays
    from ._rulebook import rules_doc, variants_doc
    from ._saving import FORMAT_VERSION, dumps, loads
    from ._scoring import MatchTotals, ScoreCard, if_ended_now, match_totals, readout, score, score_game
    from ._simulate import PlayerResults, Results, simulate
    from ._state import GameState, Setup
    from ._view import SeatView, view

_LAZY = {
    **dict.fromkeys(["Action", "Pass", "Play", "Redeal", "Turn"], "_actions"),
    **dict.fromkeys(["ParsedCode", "deal_code", "parse_deal_code"], "_codes"),
    **dict.fromkeys(["Combo", "PlayLike", "beats", "classify", "compare"], "_combos"),
    **dict.fromkeys(["deal"], "_dealing"),
    **dict.fromkeys(["apply", "can", "check"], "_engine"),
    **dict.fromkeys(["Match", "new_match"], "_match"),
    **dict.fromkeys(["describe", "hint", "legal_actions", "legal_plays"], "_moves"),
    **dict.fromkeys(["new_game", "replay"], "_newgame"),
    **dict.fromkeys(["plays"], "_plays"),
    **dict.fromkeys(["rules_doc", "variants_doc"], "_rulebook"),
    **dict.fromkeys(["FORMAT_VERSION", "dumps", "loads"], "_saving"),
    **dict.fromkeys(
        ["MatchTotals", "ScoreCard", "if_ended_now", "match_totals", "readout", "score", "score_game"], "_scoring"
    ),
    **dict.fromkeys(["PlayerResults", "Results", "simulate"], "_simulate"),
    **dict.fromkeys(["GameState", "Setup"], "_state"),
    **dict.fromkeys(["SeatView", "view"], "_view"),
}
"""The names served from the modules beyond rule sets, by the module that defines them: imported
on first use, so that ``import bigtwo; bigtwo.ruleset()`` loads only what building rules needs
(a cold start is what a command-line tool or a worker process pays on every run)."""

__version__ = "0.1.0"

_MOVED_TO_PLUGIN = frozenset({
    "AssistantRule", "AutoPassRule", "BombRule", "DealRule", "Direction", "FlushOrder", "InstantWinRule",
    "OpenerRule", "PassRule", "RedealRule", "RoyalRule", "Run", "ScoreInput", "ScoringScheme",
    "StraightTable", "SuitOrder", "hookimpl",
})  # fmt: skip
"""Plugin-author names that ``bigtwo`` exported before `bigtwo.plugin` existed: still served."""


def __getattr__(name: str) -> object:
    """Serve the names of the modules loaded on first use (`_LAZY`), and the plugin-author names
    of earlier versions from `bigtwo.plugin`, with a warning."""
    module = _LAZY.get(name)
    if module is not None:
        value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
        globals()[name] = value  # found directly from now on
        return value
    if name in _MOVED_TO_PLUGIN:
        warnings.warn(
            f"bigtwo.{name} is a plugin author's name: import it from bigtwo.plugin", DeprecationWarning, stacklevel=2
        )
        return getattr(plugin, name)
    raise AttributeError(f"module 'bigtwo' has no attribute {name!r}")


def __dir__() -> list[str]:
    """The module's names, those loaded on first use included."""
    return sorted({*globals(), *_LAZY})


__all__ = [
    "DECK",
    "FORMAT_VERSION",
    "LANGUAGES",
    "Action",
    "BigTwoError",
    "Card",
    "Category",
    "Combo",
    "GameError",
    "GameState",
    "IllegalPlay",
    "Incomparable",
    "InvalidCards",
    "InvalidSave",
    "Match",
    "MatchTotals",
    "MissingPlugin",
    "Multiplier",
    "Option",
    "OptionValue",
    "ParsedCode",
    "Pass",
    "Play",
    "PlayLike",
    "PlayerResults",
    "Rank",
    "Reason",
    "ReasonCode",
    "Redeal",
    "Results",
    "RuleSet",
    "RulesError",
    "ScoreCard",
    "ScoreLine",
    "SeatView",
    "Setup",
    "Suit",
    "Turn",
    "UnknownLanguage",
    "UnpicklableRules",
    "Variant",
    "apply",
    "beats",
    "can",
    "cards",
    "check",
    "classify",
    "compare",
    "deal",
    "deal_code",
    "deck",
    "describe",
    "dumps",
    "hint",
    "if_ended_now",
    "legal_actions",
    "legal_plays",
    "loads",
    "match_totals",
    "new_game",
    "new_match",
    "option_values",
    "options",
    "parse_deal_code",
    "plays",
    "readout",
    "replay",
    "rules_doc",
    "ruleset",
    "score",
    "score_game",
    "simulate",
    "variant",
    "variants",
    "variants_doc",
    "view",
]
