"""bigtwo: the rules of Big Two (Deuces, Dai Di, Capsa, Pusoy Dos) in every variant real tables play.

This is the users' namespace: cards, rule sets, plays, the game engine, scoring, deal codes,
saving and matches. Plugin authors have `bigtwo.plugin`; the exceptions are also in
`bigtwo.errors`. Every module whose name starts with ``_`` is private.

>>> import bigtwo
>>> rules = bigtwo.ruleset()
>>> bigtwo.classify(bigtwo.cards("3D 4D 5D 6D 7D"), rules).category
<Category.STRAIGHT_FLUSH: 'straight-flush'>
"""

import importlib

from . import errors as errors
from . import plugin as plugin

__version__ = "0.1.0"

_PUBLIC: tuple[tuple[str, bool, str], ...] = (
    # (module, loaded with bigtwo, its public names). The other modules load on first use, so that
    # ``import bigtwo; bigtwo.ruleset()`` loads only what building rules needs: a cold start is what a
    # command-line tool or a worker process pays on every run. `__init__.pyi` is made from this table
    # for type checkers (tests/api/test_public_api.py checks that the two agree).
    ("errors", True, "BigTwoError GameError IllegalPlay Incomparable InvalidCards InvalidSave InvalidSetting"
     " MissingPlugin Reason ReasonCode RulesError UnknownLanguage UnpicklableRules"),
    ("_values.cards", True, "DECK Card Rank Suit cards deck"),
    ("_values.texts", True, "Catalogue LANGUAGES"),
    ("_values.shuffle", False, "MAX_SEED"),
    ("_values.forms", False, "MAX_DOCUMENT"),
    ("_values.settings", False, "setting settings"),
    ("_spec.components", True, "Category Option OptionValue Variant"),
    ("_spec.scoring", True, "Multiplier ScoreLine"),
    ("_rules.ruleset", True, "RuleSet"),
    ("_rules.building", True, "ruleset"),
    ("_rules.listings", True, "option_values options variant variants"),
    ("_plays.combos", False, "Combo PlayLike classify"),
    ("_plays.ordering", False, "beats compare"),
    ("_plays.enumeration", False, "plays"),
    ("_plays.words", False, "play_words"),
    ("_game.actions", False, "Action Pass Play Redeal Turn"),
    ("_game.state", False, "GameState Setup"),
    ("_game.dealing", False, "MAX_DEAL_NUMBER deal shuffled_hands"),
    ("_game.engine", False, "apply can check"),
    ("_game.answers", False, "describe hint"),
    ("_game.moves", False, "legal_actions legal_plays"),
    ("_game.view", False, "SeatView view"),
    ("_records.scorecard", False, "ScoreCard"),
    ("_records.scoring", False, "MatchTotals if_ended_now match_totals readout score score_game"),
    ("_records.codes", False, "MAX_CODE ParsedCode deal_code parse_deal_code"),
    ("_records.newgame", False, "new_game replay"),
    ("_records.match", False, "Match new_match"),
    ("_records.saving", False, "FORMAT_VERSION dumps loads"),
    ("_records.rulebook", False, "rules_doc variants_doc"),
    ("players._simulate", False, "PlayerResults Results simulate"),
)  # fmt: skip

_LAZY: dict[str, str] = {}
"""The names served on first use, by the module that defines them."""

for _module, _eager, _names in _PUBLIC:
    if _eager:
        _found = importlib.import_module(f"{__name__}.{_module}")
        globals().update((name, getattr(_found, name)) for name in _names.split())
    else:
        _LAZY.update(dict.fromkeys(_names.split(), _module))
del _module, _eager, _names, _found

__all__ = sorted(name for _, _, names in _PUBLIC for name in names.split())


def __getattr__(name: str) -> object:
    """Serve the names of the modules loaded on first use (`_LAZY`)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'bigtwo' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # found directly from now on
    return value


def __dir__() -> list[str]:
    """The module's names, those loaded on first use included."""
    return sorted({*globals(), *_LAZY})
