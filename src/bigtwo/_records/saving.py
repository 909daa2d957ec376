"""Saving and restoring games and matches as JSON.

`dumps` writes the whole state: the rules, the cards dealt, every action (automatic passes
marked), the resulting hands, table and turn, and for a match every finished deal and the
totals. `loads` treats its input as untrusted: it rebuilds the game by replaying the actions
under the rules and refuses, with `InvalidSave` naming the problem, anything that does not agree
(an unknown format version, a card dealt twice or missing, a hand that does not match the
history, a turn by the wrong seat, totals that do not add up).

>>> import bigtwo
>>> state = bigtwo.new_game(seed=1739204)
>>> bigtwo.loads(bigtwo.dumps(state)) == state
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import attrs

from .._game.dealing import MAX_DEAL_NUMBER
from .._game.documents import FORMAT_VERSION, GAME_FORMAT, game_doc, read_game, read_rules, rules_doc
from .._game.state import GameState
from .._rules.ruleset import RuleSet
from .._values.checks import whole
from .._values.errors import GameError, InvalidSave, Message, shown
from .._values.forms import MAX_DOCUMENT, as_object, cards_text, get_field, given, only_keys, place, read_mask
from .._values.shuffle import MAX_SEED
from .match import MAX_TARGET, Match, MatchForms, deal_seed, register_forms
from .scoring import score_game

__all__ = ["FORMAT_VERSION", "MAX_DOCUMENT", "dumps", "loads", "match_doc", "read_match"]


_MAX_INDENT = 64
"""The widest indent `dumps` writes (a huge one would only fill the memory)."""
_MATCH = "bigtwo/match"


def match_doc(match: Match) -> dict[str, Any]:
    """The match as a saved match: its rules, every finished deal, the deal in progress, the totals."""
    game = match
    return {
        "format": _MATCH,
        "version": FORMAT_VERSION,
        "rules": rules_doc(game.rules),
        "players": game.players,
        "seed": game.seed,
        **({"first_deal": game.first_deal} if game.first_deal != 1 else {}),
        "deals": game.deals,
        "target": game.target,
        "finished": [game_doc(g) for g in game.finished],
        "game": game_doc(game.game),
        "totals": list(game.totals),
        **({"hands": [[cards_text(m) for m in deal] for deal in game.hands]} if game.hands is not None else {}),
    }


def dumps(game: GameState | Match, *, indent: int | None = None) -> str:
    """The game or match as JSON text (UTF-8 safe; cards are written as ``3♦``).

    Args:
        game: The deal or match to save, at any moment.
        indent: Spaces to pretty-print the JSON with (0 to 64), or ``None`` for one line.

    Returns:
        The JSON text that `loads` reads back: the rules, the cards dealt, every action, and the
        resulting hands, table and turn (for a match, every finished deal and the totals too).

    Raises:
        InvalidSave: The rules were built with explicit plugins (`deal_code` refuses them too,
            with `GameError`): a saved game names its rules by variant and options, which those
            plugins are not.
        GameError: ``game`` is not a `GameState` or a `Match`, or ``indent`` is out of range.
    """
    if indent is not None and not whole(indent, 0, _MAX_INDENT):
        raise GameError("save-bad-indent", most=_MAX_INDENT, value=given(indent))
    if isinstance(game, GameState):
        doc = game_doc(game)
    elif isinstance(game, Match):
        doc = match_doc(game)
    else:
        raise GameError("save-not-a-game", value=shown(game))
    return json.dumps(doc, ensure_ascii=False, indent=indent)


# ---------------------------------------------------------------------------------------------
# Reading


def _check_deal(
    g: GameState,
    number: int,
    rules: RuleSet,
    players: int,
    seed: int,
    previous: int | None,
    where: Message,
    hands: tuple[tuple[int, ...], ...] | None = None,
) -> None:
    if g.rules != rules or g.players != players:
        raise InvalidSave("save-deal-other-rules", where=where, number=number)
    expected = deal_seed(seed, number) if hands is None else None
    if hands is not None and (number > len(hands) or g.dealt != hands[number - 1]):
        raise InvalidSave("save-deal-out-of-series", where=where, number=number)
    if g.seed != expected or g.deal_number != number or g.previous_winner != previous:
        raise InvalidSave("save-deal-out-of-series", where=where, number=number)


_MATCH_KEYS = set(
    {
        "format",
        "version",
        "rules",
        "players",
        "seed",
        "first_deal",
        "deals",
        "target",
        "finished",
        "game",
        "totals",
        "hands",
    }
)
"""The keys a saved match holds (`match_doc`): any other is refused, as in a saved game."""


def _read_hands(doc: Mapping[str, Any], players: int, where: Message) -> tuple[tuple[int, ...], ...] | None:
    """The ``hands`` of a match dealt from given hands (card text per seat per deal), or None."""
    if "hands" not in doc:
        return None
    deals = get_field(doc, "hands", list, where)
    out = []
    for i, deal in enumerate(deals):
        if not isinstance(deal, list) or len(deal) != players:
            raise InvalidSave("save-bad-match-hands", where=where, deal=i + 1, players=players)
        out.append(tuple(read_mask(text, place("match-deal", where, deal=i + 1)) for text in deal))
    return tuple(out)


def read_match(doc: object) -> Match:
    """The match a `match_doc` describes, every deal rebuilt and checked against the others."""
    doc = as_object(doc, place("match"))
    if doc.get("format") != _MATCH:
        raise InvalidSave("save-wrong-format", where=place("match"), found=shown(doc.get("format")), expected=_MATCH)
    return _read_match(doc)


def _read_match(doc: Mapping[str, Any]) -> Match:
    where = place("match")
    only_keys(doc, _MATCH_KEYS, where)
    version = doc.get("version")
    if version != FORMAT_VERSION:
        raise InvalidSave("save-other-version", where=where, version=given(version), known=FORMAT_VERSION)
    rules = read_rules(get_field(doc, "rules", Mapping, where), place("rules", where))
    players = get_field(doc, "players", int, where)
    seed = get_field(doc, "seed", int, where)
    limits = {}
    for name, most in (("deals", MAX_DEAL_NUMBER), ("target", MAX_TARGET)):
        value = doc.get(name)
        if value is not None and not whole(value, 1, most):
            raise InvalidSave("save-bad-limit", where=where, name=name, most=most, value=given(value))
        limits[name] = value
    if not whole(seed, 0, MAX_SEED):
        raise InvalidSave("save-bad-seed", where=where, most=MAX_SEED, value=given(seed))
    if not 2 <= players <= 4:
        raise InvalidSave("save-bad-players", where=where, players=players)
    first_deal = doc.get("first_deal", 1)
    if (not whole(first_deal, 2) and first_deal != 1) or ("first_deal" in doc and first_deal == 1):
        raise InvalidSave("save-bad-first-deal", where=where, value=given(first_deal))
    hands = _read_hands(doc, players, where)
    deals_done = get_field(doc, "finished", list, where)
    finished = tuple(read_game(g, place("match-deal", where, deal=i + 1)) for i, g in enumerate(deals_done))
    game = read_game(get_field(doc, "game", Mapping, where), place("match-current", where))
    previous = (finished[0] if finished else game).previous_winner  # the first deal's own, as a code gives it
    for i, g in enumerate(finished):
        _check_deal(g, first_deal + i, rules, players, seed, previous, where, hands)
        if g.winner is None:
            raise InvalidSave("save-unfinished-deal", where=where, number=i + 1)
        previous = g.winner
    deals = limits["deals"]
    if deals is not None and len(finished) > deals:
        raise InvalidSave("save-too-many-deals", where=where, count=len(finished), deals=deals)
    cards = tuple(score_game(g) for g in finished)  # scored once; every check below reuses them
    last = finished[-1] if finished else game
    try:
        match = Match(
            rules, players, seed, deals, limits["target"], finished, last, cards, first_deal=first_deal, hands=hands
        )
    except GameError as exc:
        raise InvalidSave("save-bad-match", where=where, cause=exc) from None
    for k in range(1, len(finished)):  # a match stops at the deal that ends it: no deal follows that one
        earlier = Match(
            rules,
            players,
            seed,
            deals,
            limits["target"],
            finished[:k],
            finished[k - 1],
            cards[:k],
            first_deal=first_deal,
            hands=hands,
        )
        if earlier.over:
            raise InvalidSave("save-played-after-the-end", where=where, deal=k, count=len(finished))
    if match.over:
        if not finished or game != finished[-1]:
            raise InvalidSave("save-over-but-new-deal", where=where)
    else:
        if finished and game == finished[-1]:
            raise InvalidSave("save-not-over-but-old-deal", where=where)
        _check_deal(game, first_deal + len(finished), rules, players, seed, previous, where, hands)
        if game.winner is not None:
            raise InvalidSave("save-current-deal-over", where=where)
        match = attrs.evolve(match, game=game)
    totals = get_field(doc, "totals", list, where)
    if tuple(totals) != match.totals:
        raise InvalidSave("save-totals-mismatch", where=where, totals=shown(totals), expected=str(list(match.totals)))
    return match


def _no_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    doc: dict[str, Any] = {}
    for key, value in pairs:
        if key in doc:
            raise InvalidSave("save-repeated-key", key=shown(key))
        doc[key] = value
    return doc


def loads(text: str | bytes | Mapping[str, Any]) -> GameState | Match:
    """Read a game or match written by `dumps`, validating it completely.

    The input is untrusted: the game is rebuilt by replaying its actions under its rules, and
    everything saved must agree with the result. Text longer than `MAX_DOCUMENT` characters
    is refused before it is parsed.

    Args:
        text: The JSON text, as a string or as UTF-8 bytes; or the JSON data itself, as
            ``json.loads`` gives it (a save nested in a document of your own, or
            ``GameState.to_json()``).

    Returns:
        The `GameState` or `Match` that was saved, equal to the one `dumps` was given.

    Raises:
        MissingPlugin: The rules need a plugin package that is not installed (or not at the
            version the game was saved with); the message says what to install.
        InvalidSave: ``text`` is not a saved game or match, or any part of it disagrees with the
            rest (an unknown format version, a card dealt twice or missing, a hand that does not
            match the history, a turn by the wrong seat, totals that do not add up).

    >>> import bigtwo
    >>> state = bigtwo.new_game(seed=1739204)
    >>> bigtwo.loads({"saved": state.to_json()}["saved"]) == state
    True
    """
    if isinstance(text, Mapping):
        doc: object = text
    elif not isinstance(text, str | bytes | bytearray):
        raise InvalidSave("save-not-text", value=shown(text))
    elif len(text) > MAX_DOCUMENT:
        raise InvalidSave("json-too-long", where=place("game"), length=len(text), limit=MAX_DOCUMENT)
    else:
        doc = _parsed(text)
    if not isinstance(doc, Mapping):
        raise InvalidSave("save-json-not-object")
    if doc.get("format") == _MATCH:
        return _read_match(dict(doc))
    if doc.get("format") != GAME_FORMAT:
        raise InvalidSave("not-a-bigtwo-save", found=shown(doc.get("format")), game=GAME_FORMAT, match=_MATCH)
    return read_game(doc, place("game"))


def _parsed(text: str | bytes | bytearray) -> object:
    try:
        return json.loads(text, object_pairs_hook=_no_repeated_keys)
    except InvalidSave:
        raise
    except json.JSONDecodeError as exc:
        raise InvalidSave("save-not-json", problem=exc.msg, line=exc.lineno, column=exc.colno) from exc
    except UnicodeDecodeError as exc:
        raise InvalidSave("save-not-utf8") from exc
    except RecursionError as exc:
        raise InvalidSave("save-too-deep") from exc
    except (ValueError, TypeError) as exc:
        raise InvalidSave("save-unreadable", problem=f"{type(exc).__name__}: {exc}") from exc


register_forms(MatchForms(match_doc, read_match))
