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

from .._game.actions import Pass, Play, Redeal, Turn
from .._game.dealing import deal, start_game
from .._game.engine import apply
from .._game.state import GameState
from .._rules.building import build
from .._rules.installed import missing_plugin
from .._rules.listings import not_loaded
from .._rules.ruleset import RuleSet
from .._spec.options import BUILTIN_BY_NAME
from .._values.cards import card_mask, cards_from_mask, union
from .._values.checks import whole
from .._values.errors import BigTwoError, GameError, IllegalPlay, InvalidCards, InvalidSave
from .._values.shuffle import MAX_SEED
from .match import Match, deal_seed
from .scoring import score_game

__all__ = ["FORMAT_VERSION", "dumps", "loads"]

FORMAT_VERSION = 1
"""The version of the saved-game format this library writes and reads."""

_MAX_INDENT = 64
"""The widest indent `dumps` writes (a huge one would only fill the memory)."""
_GAME = "bigtwo/game"
_MATCH = "bigtwo/match"


def _text(mask: int) -> str:
    return " ".join(str(c) for c in cards_from_mask(mask))


def _turn_doc(turn: Turn) -> dict[str, Any]:
    doc: dict[str, Any] = {"seat": turn.seat}
    if isinstance(turn.action, Play):
        doc["play"] = _text(turn.action.mask)
    elif isinstance(turn.action, Pass):
        doc["pass"] = True
    else:
        doc["redeal"] = True
    if turn.auto:
        doc["auto"] = True
    return doc


def _rules_doc(rules: RuleSet) -> dict[str, Any]:
    if rules.plugins:
        raise InvalidSave(
            f"a game under rules built with explicit plugins ({', '.join(rules.plugins)}) cannot be saved: "
            "loading it could not bring the plugins back; install them through the bigtwo.variants entry-point group"
        )
    doc: dict[str, Any] = {"variant": rules.variant, "options": rules.values}
    if rules.requires:  # rules of installed plugins: the packages (and versions) they come from
        doc["requires"] = dict(rules.requires)
    return doc


def _game_doc(state: GameState) -> dict[str, Any]:
    first = deal(state.seed, state.players, state.rules) if state.seed is not None else state.dealt
    return {
        "format": _GAME,
        "version": FORMAT_VERSION,
        "rules": _rules_doc(state.rules),
        "players": state.players,
        "seed": state.seed,
        "deal_number": state.deal_number,
        "previous_winner": state.previous_winner,
        "dealt": [_text(m) for m in first],
        "history": [_turn_doc(t) for t in state.history],
        "state": {
            "hands": [_text(m) for m in state.masks],
            "to_move": state.to_move,
            "leader": state.leader,
            "table": _text(state.table.mask) if state.table is not None else None,
            "owner": state.owner,
            "winner": state.winner,
        },
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
        raise GameError(f"indent is a number of spaces from 0 to {_MAX_INDENT} or None, not {indent!r}")
    if isinstance(game, GameState):
        doc = _game_doc(game)
    elif isinstance(game, Match):
        doc = {
            "format": _MATCH,
            "version": FORMAT_VERSION,
            "rules": _rules_doc(game.rules),
            "players": game.players,
            "seed": game.seed,
            **({"first_deal": game.first_deal} if game.first_deal != 1 else {}),
            "deals": game.deals,
            "target": game.target,
            "finished": [_game_doc(g) for g in game.finished],
            "game": _game_doc(game.game),
            "totals": list(game.totals),
        }
    else:
        raise GameError(f"dumps takes a GameState or a Match, not {game!r}")
    return json.dumps(doc, ensure_ascii=False, indent=indent)


# ---------------------------------------------------------------------------------------------
# Reading


def _field(doc: Mapping[str, Any], name: str, kind: type | tuple[type, ...], where: str) -> Any:
    if name not in doc:
        raise InvalidSave(f"{where}: missing {name!r}")
    value = doc[name]
    if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise InvalidSave(f"{where}: {name!r} has the wrong type ({value!r})")
    if not isinstance(value, kind):
        raise InvalidSave(f"{where}: {name!r} has the wrong type ({value!r})")
    return value


def _seat(value: Any, players: int, what: str) -> int | None:
    if value is None:
        return None
    if not whole(value, 0, players - 1):
        raise InvalidSave(f"{what} is not a seat from 0 to {players - 1}: {value!r}")
    return value


def _requires(spec: Mapping[str, Any], where: str) -> tuple[tuple[str, str], ...]:
    found = spec.get("requires", {})
    if not isinstance(found, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in found.items()):
        raise InvalidSave(f"{where} rules: 'requires' maps plugin packages to versions, not {found!r}")
    return tuple(found.items())


def _read_rules(doc: Mapping[str, Any], where: str) -> RuleSet:
    spec = _field(doc, "rules", dict, where)
    name = _field(spec, "variant", str, f"{where} rules")
    options = _field(spec, "options", dict, f"{where} rules")
    requires = _requires(spec, where)
    try:
        rules = build(name, options)
    except BigTwoError as exc:
        missing_package = missing_plugin(requires, where, not_loaded())
        if missing_package is not None:
            raise missing_package from exc
        raise InvalidSave(f"{where}: rules cannot be built: {exc}") from exc
    # Every option is listed, but one a plugin installed since then adds takes its default.
    added = {o.name for o in rules.option_list if o.name not in BUILTIN_BY_NAME}
    if {k: v for k, v in rules.values.items() if k in options or k not in added} != options:
        missing = sorted(set(rules.values) - set(options) - added)
        raise InvalidSave(f"{where}: the rules do not list every option (missing: {', '.join(missing) or 'none'})")
    return rules


def _mask(text: Any, what: str) -> int:
    if not isinstance(text, str):
        raise InvalidSave(f"{what} is not card text: {text!r}")
    try:
        return card_mask(text)
    except InvalidCards as exc:
        raise InvalidSave(f"{what}: {exc}") from exc


def _read_game(doc: Any, where: str = "saved game") -> GameState:
    if not isinstance(doc, dict):
        raise InvalidSave(f"{where} is not a JSON object")
    if doc.get("format") != _GAME:
        raise InvalidSave(f"{where}: format is {doc.get('format')!r}, expected {_GAME!r}")
    version = doc.get("version")
    if version != FORMAT_VERSION:
        raise InvalidSave(f"{where}: unknown format version {version!r}; this library reads version {FORMAT_VERSION}")
    rules = _read_rules(doc, where)
    players = _field(doc, "players", int, where)
    if not 2 <= players <= 4:
        raise InvalidSave(f"{where}: players must be 2, 3 or 4, not {players}")
    seed = doc.get("seed")
    if seed is not None and not whole(seed):
        raise InvalidSave(f"{where}: seed is not a whole number: {seed!r}")
    deal_number = _field(doc, "deal_number", int, where)
    if deal_number < 1:
        raise InvalidSave(f"{where}: deal_number counts from 1, not {deal_number}")
    previous = _seat(doc.get("previous_winner"), players, f"{where}: previous_winner")
    dealt_texts = _field(doc, "dealt", list, where)
    if len(dealt_texts) != players:
        raise InvalidSave(f"{where}: {len(dealt_texts)} dealt hands for {players} players")
    dealt: list[int] = []
    seen = 0
    for seat, text in enumerate(dealt_texts):
        m = _mask(text, f"{where}: dealt hand of seat {seat}")
        if seen & m:
            raise InvalidSave(f"{where}: card {cards_from_mask(seen & m)[0]} is dealt twice")
        seen |= m
        dealt.append(m)
    try:
        if seed is not None:
            expected = deal(seed, players, rules)
            if tuple(dealt) != expected:
                missing = cards_from_mask(union(expected) & ~seen)
                reason = f"card {missing[0]} is missing" if missing else "they are not the cards of its seed"
                raise InvalidSave(f"{where}: the dealt hands do not match seed {seed}: {reason}")
            state = start_game(rules, seed=seed, players=players, deal_number=deal_number, previous_winner=previous)
        else:
            state = start_game(rules, hands=[cards_from_mask(m) for m in dealt], players=players,
                               deal_number=deal_number, previous_winner=previous)  # fmt: skip
    except InvalidSave:
        raise
    except BigTwoError as exc:
        raise InvalidSave(f"{where}: {exc}") from exc
    history = _field(doc, "history", list, where)
    state = _replay(state, history, where)
    _compare(state, _field(doc, "state", dict, where), where)
    return state


def _replay(state: GameState, history: list[Any], where: str) -> GameState:
    for number, entry in enumerate(history):
        at = f"{where}: history entry {number}"
        if not isinstance(entry, dict):
            raise InvalidSave(f"{at} is not a JSON object")
        seat = _seat(_field(entry, "seat", int, at), state.players, f"{at}: seat")
        assert seat is not None
        auto = entry.get("auto", False) is True
        if "play" in entry:
            action: Play | Pass | Redeal = Play(cards_from_mask(_mask(entry["play"], f"{at}: play")))
        elif entry.get("pass") is True:
            action = Pass()
        elif entry.get("redeal") is True:
            action = Redeal(seat)
        else:
            raise InvalidSave(f"{at} is not a play, a pass or a redeal")
        if number < len(state.history):  # already made by the rules (an automatic pass)
            made = state.history[number]
            if made != Turn(seat, action, auto):
                raise InvalidSave(f"{at} does not match the rules: they make {_turn_doc(made)}")
            continue
        if auto:
            raise InvalidSave(f"{at} is an automatic pass the rules do not call for")
        try:
            state = apply(state, action, seat=None if isinstance(action, Redeal) else seat)
        except IllegalPlay as exc:
            raise InvalidSave(f"{at} is illegal: {exc.reason.message('en')}") from exc
        except BigTwoError as exc:
            raise InvalidSave(f"{at}: {exc}") from exc
    if len(state.history) != len(history):
        raise InvalidSave(
            f"{where}: the history ends after {len(history)} entries, but the rules add "
            f"{_turn_doc(state.history[len(history)])}"
        )
    return state


def _compare(state: GameState, saved: Mapping[str, Any], where: str) -> None:
    hands = _field(saved, "hands", list, f"{where} state")
    if len(hands) != state.players:
        raise InvalidSave(f"{where}: {len(hands)} hands for {state.players} players")
    for seat, text in enumerate(hands):
        m = _mask(text, f"{where}: hand of seat {seat}")
        if m != state.masks[seat]:
            extra = cards_from_mask(m & ~state.masks[seat])
            missing = cards_from_mask(state.masks[seat] & ~m)
            detail = f"it holds {extra[0]}, which" if extra else f"card {missing[0]} is missing, which"
            verb = "is not there after the history" if extra else "the history leaves there"
            raise InvalidSave(f"{where}: the hand of seat {seat} does not match the history: {detail} {verb}")
    table = saved.get("table")
    table_mask = _mask(table, f"{where}: table") if table is not None else None
    if table_mask != (state.table.mask if state.table is not None else None):
        raise InvalidSave(f"{where}: the table does not match the history")
    for name in ("to_move", "leader", "owner", "winner"):
        if name not in saved:
            raise InvalidSave(f"{where}: missing {name!r}")
        value = _seat(saved[name], state.players, f"{where}: {name}")
        if value != getattr(state, name):
            raise InvalidSave(
                f"{where}: {name} is {value!r} but the history gives {getattr(state, name)!r}"
                + (" (not the right seat's turn)" if name == "to_move" else "")
            )


def _check_deal(
    g: GameState, number: int, rules: RuleSet, players: int, seed: int, previous: int | None, where: str
) -> None:
    if g.rules != rules or g.players != players:
        raise InvalidSave(f"{where}: deal {number} is played under other rules or players")
    if g.seed != deal_seed(seed, number) or g.deal_number != number or g.previous_winner != previous:
        raise InvalidSave(f"{where}: deal {number} of the series is not the match's deal {number}")


def _read_match(doc: dict[str, Any]) -> Match:
    where = "saved match"
    version = doc.get("version")
    if version != FORMAT_VERSION:
        raise InvalidSave(f"{where}: unknown format version {version!r}; this library reads version {FORMAT_VERSION}")
    rules = _read_rules(doc, where)
    players = _field(doc, "players", int, where)
    seed = _field(doc, "seed", int, where)
    limits = {}
    for name in ("deals", "target"):
        value = doc.get(name)
        if value is not None and not whole(value, 1):
            raise InvalidSave(f"{where}: {name} is not a whole number from 1: {value!r}")
        limits[name] = value
    if not whole(seed, 0, MAX_SEED):
        raise InvalidSave(f"{where}: seed is not a whole number from 0 to {MAX_SEED}: {seed!r}")
    if not 2 <= players <= 4:
        raise InvalidSave(f"{where}: players must be 2, 3 or 4, not {players}")
    first_deal = doc.get("first_deal", 1)
    if (not whole(first_deal, 2) and first_deal != 1) or ("first_deal" in doc and first_deal == 1):
        raise InvalidSave(f"{where}: first_deal is a whole number from 2 (left out when 1), not {first_deal!r}")
    finished = tuple(
        _read_game(g, f"{where}: deal {i + 1}") for i, g in enumerate(_field(doc, "finished", list, where))
    )
    game = _read_game(_field(doc, "game", dict, where), f"{where}: current deal")
    previous = (finished[0] if finished else game).previous_winner  # the first deal's own, as a code gives it
    for i, g in enumerate(finished):
        _check_deal(g, first_deal + i, rules, players, seed, previous, where)
        if g.winner is None:
            raise InvalidSave(f"{where}: deal {i + 1} is listed as finished but is not over")
        previous = g.winner
    deals = limits["deals"]
    if deals is not None and len(finished) > deals:
        raise InvalidSave(f"{where}: {len(finished)} finished deals in a match of {deals}")
    cards = tuple(score_game(g) for g in finished)  # scored once; every check below reuses them
    last = finished[-1] if finished else game
    try:
        match = Match(rules, players, seed, deals, limits["target"], finished, last, cards, first_deal=first_deal)
    except GameError as exc:
        raise InvalidSave(f"{where}: {exc}") from None
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
        )
        if earlier.over:
            raise InvalidSave(f"{where}: the match was over after deal {k}, yet {len(finished)} deals are finished")
    if match.over:
        if not finished or game != finished[-1]:
            raise InvalidSave(f"{where}: the match is over, so its current deal is its last finished one")
    else:
        if finished and game == finished[-1]:
            raise InvalidSave(f"{where}: the match is not over, so its current deal is a new one")
        _check_deal(game, first_deal + len(finished), rules, players, seed, previous, where)
        if game.winner is not None:
            raise InvalidSave(f"{where}: the current deal is over but was not recorded as finished")
        match = attrs.evolve(match, game=game)
    totals = _field(doc, "totals", list, where)
    if tuple(totals) != match.totals:
        raise InvalidSave(f"{where}: the totals {totals} do not add up; the deals give {list(match.totals)}")
    return match


def _no_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    doc: dict[str, Any] = {}
    for key, value in pairs:
        if key in doc:
            raise ValueError(f"the key {key!r} appears twice in one object")
        doc[key] = value
    return doc


def loads(text: str | bytes) -> GameState | Match:
    """Read a game or match written by `dumps`, validating it completely.

    The input is untrusted: the game is rebuilt by replaying its actions under its rules, and
    everything saved must agree with the result.

    Args:
        text: The JSON text, as a string or as UTF-8 bytes.

    Returns:
        The `GameState` or `Match` that was saved, equal to the one `dumps` was given.

    Raises:
        MissingPlugin: The rules need a plugin package that is not installed (or not at the
            version the game was saved with); the message says what to install.
        InvalidSave: ``text`` is not a saved game or match, or any part of it disagrees with the
            rest (an unknown format version, a card dealt twice or missing, a hand that does not
            match the history, a turn by the wrong seat, totals that do not add up).
    """
    if not isinstance(text, str | bytes | bytearray):
        raise InvalidSave(f"a saved game is JSON text, not {text!r}")
    try:
        doc = json.loads(text, object_pairs_hook=_no_repeated_keys)
    except (ValueError, TypeError, RecursionError) as exc:
        raise InvalidSave(f"not a saved game: {type(exc).__name__}: {exc}") from exc
    if not isinstance(doc, dict):
        raise InvalidSave("not a saved game: the JSON is not an object")
    if doc.get("format") == _MATCH:
        return _read_match(doc)
    return _read_game(doc)
