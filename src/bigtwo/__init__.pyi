"""Type information for `bigtwo`, made from its table of public names (`bigtwo._PUBLIC`)
by ``python tests/api/test_public_api.py``; tests/api/test_public_api.py checks that it is current."""

from . import errors as errors
from . import plugin as plugin
from ._game.actions import (
    Action,
    Pass,
    Play,
    Redeal,
    Turn,
)
from ._game.answers import (
    describe,
    hint,
)
from ._game.dealing import (
    MAX_DEAL_NUMBER,
    deal,
    shuffled_hands,
)
from ._game.engine import (
    apply,
    can,
    check,
)
from ._game.moves import (
    legal_actions,
    legal_plays,
)
from ._game.state import (
    GameState,
    Setup,
)
from ._game.view import (
    SeatView,
    view,
)
from ._plays.combos import (
    Combo,
    PlayLike,
    classify,
)
from ._plays.enumeration import (
    plays,
)
from ._plays.ordering import (
    beats,
    compare,
)
from ._plays.words import (
    play_words,
)
from ._records.codes import (
    MAX_CODE,
    ParsedCode,
    deal_code,
    parse_deal_code,
)
from ._records.match import (
    Match,
    new_match,
)
from ._records.newgame import (
    new_game,
    replay,
)
from ._records.rulebook import (
    rules_doc,
    variants_doc,
)
from ._records.saving import (
    FORMAT_VERSION,
    dumps,
    loads,
)
from ._records.scorecard import (
    ScoreCard,
)
from ._records.scoring import (
    MatchTotals,
    if_ended_now,
    match_totals,
    readout,
    score,
    score_game,
)
from ._rules.building import (
    ruleset,
)
from ._rules.listings import (
    option_values,
    options,
    variant,
    variants,
)
from ._rules.ruleset import (
    RuleSet,
)
from ._spec.components import (
    Category,
    Option,
    OptionValue,
    Variant,
)
from ._spec.scoring import (
    Multiplier,
    ScoreLine,
)
from ._values.cards import (
    DECK,
    Card,
    Rank,
    Suit,
    cards,
    deck,
)
from ._values.forms import (
    MAX_DOCUMENT,
)
from ._values.settings import (
    setting,
    settings,
)
from ._values.shuffle import (
    MAX_SEED,
)
from ._values.texts import (
    LANGUAGES,
    Catalogue,
)
from .errors import (
    BigTwoError,
    GameError,
    IllegalPlay,
    Incomparable,
    InvalidCards,
    InvalidSave,
    InvalidSetting,
    MissingPlugin,
    Reason,
    ReasonCode,
    RulesError,
    UnknownLanguage,
    UnpicklableRules,
)
from .players._simulate import (
    PlayerResults,
    Results,
    simulate,
)

__version__: str
_PUBLIC: tuple[tuple[str, bool, str], ...]

__all__ = [
    "DECK",
    "FORMAT_VERSION",
    "LANGUAGES",
    "MAX_CODE",
    "MAX_DEAL_NUMBER",
    "MAX_DOCUMENT",
    "MAX_SEED",
    "Action",
    "BigTwoError",
    "Card",
    "Catalogue",
    "Category",
    "Combo",
    "GameError",
    "GameState",
    "IllegalPlay",
    "Incomparable",
    "InvalidCards",
    "InvalidSave",
    "InvalidSetting",
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
    "play_words",
    "plays",
    "readout",
    "replay",
    "rules_doc",
    "ruleset",
    "score",
    "score_game",
    "setting",
    "settings",
    "shuffled_hands",
    "simulate",
    "variant",
    "variants",
    "variants_doc",
    "view",
]
