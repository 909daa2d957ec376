"""The JSON forms of the game's values: plain dicts and lists, ready for `json.dumps`.

Every form is made of ``str``, ``int``, ``bool``, ``None``, lists and dicts with string keys,
so any JSON library writes it. Cards are written as in a saved game (``"10♥"``; reading also
takes ``"10H"``), a group of cards as one text (``"3♦ 4♦ 5♦"``). Reading validates like
`bigtwo.loads`: a document that is not exactly a form of its kind is refused with
`InvalidSave` naming the problem, never half read.

An action is ``{"play": "9♠ 9♦"}``, ``{"pass": true}`` or ``{"redeal": true, "seat": 2}``; a turn
of a deal's history is the action with its ``"seat"`` (and ``"auto": true`` for a pass the rules
made), exactly as saved games write their history; a seat's view carries its rules as a saved
game does (``{"variant": ..., "options": {...}}``). A deal's form (`game_doc`) is the saved game
`bigtwo.dumps` writes; `read_game` reads one back by replaying its history under its rules.

>>> import bigtwo
>>> bigtwo.Play("9S 9D").to_json()
{'play': '9♦ 9♠'}
>>> bigtwo.Turn(2, bigtwo.Pass(), auto=True).to_json()
{'seat': 2, 'pass': True, 'auto': True}
>>> bigtwo.Turn.from_json({"seat": 2, "pass": True, "auto": True}) == bigtwo.Turn(2, bigtwo.Pass(), auto=True)
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .._rules.building import build
from .._rules.installed import missing_plugin
from .._rules.listings import not_loaded
from .._rules.ruleset import RuleSet
from .._spec.options import BUILTIN_BY_NAME
from .._values.cards import cards_from_mask, union
from .._values.checks import whole
from .._values.errors import BigTwoError, IllegalPlay, InvalidSave, Message, shown
from .._values.forms import as_object, cards_text, get_field, given, only_keys, place, read_mask, read_seat
from .._values.shuffle import MAX_SEED
from .actions import Redeal, Turn, action_doc, action_from_doc, turn_doc, turn_from_doc
from .dealing import MAX_DEAL_NUMBER, deal, start_game
from .engine import apply
from .state import GameState, StateForms, register_forms

__all__ = [
    "FORMAT_VERSION",
    "GAME_FORMAT",
    "MAX_DEAL_NUMBER",
    "action_doc",
    "action_from_doc",
    "game_doc",
    "read_game",
    "read_rules",
    "rules_doc",
    "turn_doc",
    "turn_from_doc",
]

FORMAT_VERSION = 1
"""The version of the saved-game format this library writes and reads."""
GAME_FORMAT = "bigtwo/game"
"""The ``"format"`` of a saved deal."""


def rules_doc(rules: RuleSet) -> dict[str, Any]:
    """The rules as saved games name them: ``{"variant": ..., "options": {...}}`` (the options
    `RuleSet.recorded`: a plugin's option at its default is left out), and under ``"requires"``
    the plugin packages (and versions) the rules need, if any.

    Raises `InvalidSave` for rules built with explicit plugins, which have no name to save."""
    if rules.plugins:
        raise InvalidSave("save-explicit-plugins", plugins=", ".join(rules.plugins))
    doc: dict[str, Any] = {"variant": rules.variant, "options": rules.recorded}
    if rules.requires:  # rules of installed plugins: the packages (and versions) they come from
        doc["requires"] = dict(rules.requires)
    return doc


def read_rules(spec: object, where: Message) -> RuleSet:
    """The rule set a `rules_doc` names, built again: `MissingPlugin` if a package it needs is
    not installed (or not at the version recorded), `InvalidSave` if it names no rules this
    installation has or does not list every option."""
    spec = as_object(spec, where)
    only_keys(spec, {"variant", "options", "requires"}, where)
    name = get_field(spec, "variant", str, where)
    options = dict(get_field(spec, "options", Mapping, where))
    found = spec.get("requires", {})
    if not isinstance(found, Mapping) or not all(
        isinstance(k, str) and k and isinstance(v, str) for k, v in found.items()
    ):
        raise InvalidSave("save-bad-requires", where=where, value=shown(found))
    try:
        rules = build(name, options)
    except BigTwoError as exc:
        missing = missing_plugin(tuple(found.items()), where, not_loaded())
        if missing is not None:
            raise missing from exc
        raise InvalidSave("save-unknown-rules", where=where, cause=exc) from exc
    # Every built-in option is listed; one a plugin adds is left out at its default (and one a
    # plugin installed since then adds takes its default).
    added = {o.name for o in rules.option_list if o.name not in BUILTIN_BY_NAME}
    if {k: v for k, v in rules.values.items() if k in options or k not in added} != options:
        left_out = sorted(set(rules.values) - set(options) - added)
        if not left_out:
            raise InvalidSave("save-options-differ", where=where)
        raise InvalidSave("save-options-missing", where=where, missing=", ".join(left_out))
    return rules


def game_doc(state: GameState) -> dict[str, Any]:
    """The deal as a saved game: its rules, the cards dealt, every turn and what they led to."""
    first = deal(state.seed, state.players, state.rules) if state.seed is not None else state.dealt
    return {
        "format": GAME_FORMAT,
        "version": FORMAT_VERSION,
        "rules": rules_doc(state.rules),
        "players": state.players,
        "seed": state.seed,
        "deal_number": state.deal_number,
        "previous_winner": state.previous_winner,
        "dealt": [cards_text(m) for m in first],
        "history": [turn_doc(t) for t in state.history],
        "state": {
            "hands": [cards_text(m) for m in state.masks],
            "to_move": state.to_move,
            "leader": state.leader,
            "table": cards_text(state.table.mask) if state.table is not None else None,
            "owner": state.owner,
            "winner": state.winner,
        },
    }


_GAME_KEYS = {"format", "version", "rules", "players", "seed", "deal_number", "previous_winner", "dealt", "history"}


def read_game(doc: object, where: Message | None = None) -> GameState:
    """The deal a `game_doc` describes, rebuilt by replaying its history under its rules; every
    fact saved must agree with the result (`InvalidSave` names the first that does not)."""
    where = where or place("game")
    doc = as_object(doc, where)
    only_keys(doc, _GAME_KEYS | {"state"}, where)
    if doc.get("format") != GAME_FORMAT:
        raise InvalidSave("save-wrong-format", where=where, found=shown(doc.get("format")), expected=GAME_FORMAT)
    version = doc.get("version")
    if version != FORMAT_VERSION:
        raise InvalidSave("save-other-version", where=where, version=given(version), known=FORMAT_VERSION)
    rules = read_rules(get_field(doc, "rules", Mapping, where), place("rules", where))
    players = get_field(doc, "players", int, where)
    if not 2 <= players <= 4:
        raise InvalidSave("save-bad-players", where=where, players=given(players))
    seed = doc.get("seed")
    if seed is not None and not whole(seed, 0, MAX_SEED):
        raise InvalidSave("save-bad-seed", where=where, most=MAX_SEED, value=given(seed))
    deal_number = get_field(doc, "deal_number", int, where)
    if not 1 <= deal_number <= MAX_DEAL_NUMBER:
        raise InvalidSave("save-bad-deal-number", where=where, value=given(deal_number))
    previous = read_seat(doc.get("previous_winner"), players, place("field", where, name="previous_winner"))
    dealt_texts = get_field(doc, "dealt", list, where)
    if len(dealt_texts) != players:
        raise InvalidSave("save-dealt-hands-count", where=where, count=len(dealt_texts), players=players)
    dealt: list[int] = []
    seen = 0
    for seat, text in enumerate(dealt_texts):
        m = read_mask(text, place("dealt-hand", where, seat=seat))
        if seen & m:
            raise InvalidSave("save-card-dealt-twice", where=where, card=str(cards_from_mask(seen & m)[0]))
        seen |= m
        dealt.append(m)
    try:
        if seed is not None:
            expected = deal(seed, players, rules)
            if tuple(dealt) != expected:
                missing = cards_from_mask(union(expected) & ~seen)
                if missing:
                    raise InvalidSave("save-dealt-card-missing", where=where, seed=seed, card=str(missing[0]))
                raise InvalidSave("save-dealt-not-seed", where=where, seed=seed)
            state = start_game(rules, seed=seed, players=players, deal_number=deal_number, previous_winner=previous)
        else:
            state = start_game(rules, hands=[cards_from_mask(m) for m in dealt], players=players,
                               deal_number=deal_number, previous_winner=previous)  # fmt: skip
    except InvalidSave:
        raise
    except BigTwoError as exc:
        raise InvalidSave("save-deal-refused", where=where, cause=exc) from exc
    state = _replay(state, get_field(doc, "history", list, where), where)
    _compare(state, as_object(get_field(doc, "state", Mapping, where), place("state", where)), where)
    return state


def _turn_text(turn: Turn) -> str:
    return ", ".join(f"{k}: {v}" for k, v in turn_doc(turn).items())


def _replay(state: GameState, history: list[Any], where: Message) -> GameState:
    for number, entry in enumerate(history):
        at = place("entry", where, entry=number)
        turn = turn_from_doc(entry, at, state.players)
        if number < len(state.history):  # already made by the rules (an automatic pass)
            made = state.history[number]
            if made != turn:
                raise InvalidSave("save-entry-not-the-rules", where=at, turn=_turn_text(made))
            continue
        if turn.auto:
            raise InvalidSave("save-unexpected-auto-pass", where=at)
        action = turn.action
        try:
            state = apply(state, action, seat=None if type(action) is Redeal else turn.seat)
        except IllegalPlay as exc:
            raise InvalidSave("save-illegal-entry", where=at, reason=exc.reason.text) from exc
        except BigTwoError as exc:
            raise InvalidSave("save-entry-refused", where=at, cause=exc) from exc
    if len(state.history) != len(history):
        raise InvalidSave(
            "save-history-too-short", where=where, count=len(history), turn=_turn_text(state.history[len(history)])
        )
    return state


def _compare(state: GameState, saved: Mapping[str, Any], where: Message) -> None:
    at = place("state", where)
    only_keys(saved, {"hands", "to_move", "leader", "table", "owner", "winner"}, at)
    hands = get_field(saved, "hands", list, at)
    if len(hands) != state.players:
        raise InvalidSave("save-hands-count", where=where, count=len(hands), players=state.players)
    for seat, text in enumerate(hands):
        m = read_mask(text, place("hand", where, seat=seat))
        if m != state.masks[seat]:
            extra = cards_from_mask(m & ~state.masks[seat])
            if extra:
                raise InvalidSave("save-hand-extra-card", where=where, seat=seat, card=str(extra[0]))
            missing = cards_from_mask(state.masks[seat] & ~m)
            raise InvalidSave("save-hand-missing-card", where=where, seat=seat, card=str(missing[0]))
    table = saved.get("table")
    table_mask = read_mask(table, place("table", where)) if table is not None else None
    if table_mask != (state.table.mask if state.table is not None else None):
        raise InvalidSave("save-table-mismatch", where=where)
    for name in ("to_move", "leader", "owner", "winner"):
        if name not in saved:
            raise InvalidSave("save-missing-field", where=at, name=name)
        value = read_seat(saved[name], state.players, place("field", where, name=name))
        expected = getattr(state, name)
        if value != expected:
            if name == "to_move":
                raise InvalidSave("save-wrong-turn", where=where, value=value, expected=expected)
            raise InvalidSave("save-state-mismatch", where=where, name=name, value=value, expected=expected)


register_forms(StateForms(game_doc, read_game))
