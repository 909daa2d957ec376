"""Fuzzing the public API with Hypothesis: whatever goes in, only the library's own errors come out.

- `loads` of arbitrary JSON, of save-shaped JSON and of real saves with one field changed: either
  `InvalidSave`, or a game or match that ``new_game``/``new_match`` and ``apply`` could have made;
- `parse_deal_code` of arbitrary text and of changed real codes: either `InvalidSave`, or a code
  that starts a deal whose own code means the same;
- every public function with arguments of any type or value: only `BigTwoError` subclasses;
- random actions by random seats: a new state or `IllegalPlay`/`GameError`, never a changed old state.

These run with the profile of ``tests/conftest.py``; ``python tests/fuzz_long.py --minutes 5``
runs the same tests much longer.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import json
import random
from collections.abc import Callable, Sequence
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bigtwo
from bigtwo import (
    DECK,
    BigTwoError,
    Card,
    GameError,
    GameState,
    IllegalPlay,
    InvalidSave,
    Match,
    Pass,
    Play,
    Redeal,
    RuleSet,
)
from bigtwo._values.shuffle import MAX_SEED

VARIANTS = ("classic", "chinese", "cardroom", "doubling", "dragon", "pusoy-dos", "taiwanese")

Json = None | bool | int | float | str | list[Any] | dict[str, Any]

JSON: st.SearchStrategy[Json] = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=25,
)
"""Any JSON value (floats include NaN and infinities, which `json` reads and writes)."""

JUNK: st.SearchStrategy[object] = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.text(max_size=12),
    st.binary(max_size=6),
    st.lists(st.one_of(st.none(), st.integers(), st.text(max_size=4), st.floats()), max_size=4),
    st.tuples(st.integers(), st.text(max_size=3)),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=3),
)
"""A value of any common type, for arguments."""


def cards_of(mask: int) -> list[Card]:
    return [c for c in DECK if mask >> c.index & 1]


def text_of(mask: int) -> str:
    return " ".join(str(c) for c in cards_of(mask))


# ---------------------------------------------------------------------------------------------
# Oracles: what new_game/new_match and apply could have made


def rebuilt_game(state: GameState) -> GameState:
    """``state`` made again by `new_game` and `apply` from its own facts."""
    if state.seed is not None:
        start = bigtwo.new_game(
            state.rules,
            seed=state.seed,
            players=state.players,
            deal_number=state.deal_number,
            previous_winner=state.previous_winner,
        )
    else:
        start = bigtwo.new_game(
            state.rules,
            hands=[text_of(m) for m in state.dealt],
            players=state.players,
            deal_number=state.deal_number,
            previous_winner=state.previous_winner,
        )
    return bigtwo.replay(start, state.history)[-1]


def rebuilt_match(match: Match) -> Match:
    """``match`` made again by `new_match` and `Match.apply` from its own facts."""
    again = bigtwo.new_match(
        match.rules, players=match.players, seed=match.seed, deals=match.deals, target=match.target
    )
    for deal in [*match.finished, *([] if match.over else [match.game])]:
        for turn in deal.history:
            if not turn.auto:
                again = again.apply(turn.action, seat=None if isinstance(turn.action, Redeal) else turn.seat)
    return again


def assert_could_be_made(loaded: GameState | Match) -> None:
    if isinstance(loaded, Match):
        assert rebuilt_match(loaded) == loaded
    else:
        assert isinstance(loaded, GameState)
        assert rebuilt_game(loaded) == loaded
    assert bigtwo.loads(bigtwo.dumps(loaded)) == loaded


def assert_loads_valid_or_invalid_save(text: str | bytes) -> None:
    try:
        loaded = bigtwo.loads(text)
    except InvalidSave:
        return
    assert_could_be_made(loaded)


# ---------------------------------------------------------------------------------------------
# loads of arbitrary and save-shaped JSON

SAVE_KEYS = (
    "format", "version", "rules", "players", "seed", "deal_number", "previous_winner", "dealt", "history",
    "state", "deals", "target", "finished", "game", "totals",
)  # fmt: skip


@st.composite
def save_shaped(draw: st.DrawFn) -> dict[str, Json]:
    """JSON objects with the keys and some plausible values of a save, to get past the first checks."""
    doc: dict[str, Json] = draw(st.dictionaries(st.sampled_from(SAVE_KEYS), JSON, max_size=10))
    doc["format"] = draw(st.sampled_from(["bigtwo/game", "bigtwo/match"]) | JSON)
    doc["version"] = draw(st.just(1) | JSON)
    if draw(st.booleans()):
        options = draw(st.dictionaries(st.sampled_from([o.name for o in bigtwo.options()]), JSON, max_size=3))
        doc["rules"] = {"variant": draw(st.sampled_from(VARIANTS) | JSON), "options": options}
    if draw(st.booleans()):
        doc["players"] = draw(st.integers(1, 5))
    return doc


@given(st.one_of(JSON, save_shaped()))
def test_loads_of_any_json_is_a_valid_state_or_invalid_save(value: Json) -> None:
    assert_loads_valid_or_invalid_save(json.dumps(value))


@given(st.one_of(st.text(), st.binary()))
def test_loads_of_any_text_is_invalid_save(text: str | bytes) -> None:
    assert_loads_valid_or_invalid_save(text)


# ---------------------------------------------------------------------------------------------
# loads of real saves with one field changed


def _hinted(state: GameState, moves: int) -> GameState:
    for _ in range(moves):
        if state.over:
            break
        state = bigtwo.apply(state, bigtwo.hint(state))
    return state


def _random_moves(state: GameState, moves: int, seed: int) -> GameState:
    rng = random.Random(seed)
    for _ in range(moves):
        if state.over:
            break
        state = bigtwo.apply(state, rng.choice(bigtwo.legal_plays(state)))
    return state


def _with_redeal() -> GameState:
    rules = bigtwo.ruleset("dragon")
    for seed in range(200):
        state = bigtwo.new_game(rules, seed=seed)
        redeals = [a for a in bigtwo.legal_actions(state) if isinstance(a, Redeal)]
        if redeals:
            return _hinted(bigtwo.apply(state, redeals[0]), 3)
    raise AssertionError("no weak hand in 200 deals")  # pragma: no cover


def _match(rules: RuleSet, seed: int, *, finished: int, moves: int, **limits: int) -> Match:
    match = bigtwo.new_match(rules, seed=seed, **limits)
    while len(match.finished) < finished and not match.over:
        match = match.apply(bigtwo.hint(match.game))
    for _ in range(moves):
        if match.over:
            break
        match = match.apply(bigtwo.hint(match.game))
    return match


@functools.cache
def real_saves() -> tuple[str, ...]:
    """Saves of games and matches in several variants and stages (built once, on first use)."""
    values: list[GameState | Match] = [
        _random_moves(bigtwo.new_game(seed=77), 12, 3),
        _hinted(bigtwo.new_game(bigtwo.ruleset("dragon"), seed=5, players=3), 200),
        _random_moves(bigtwo.new_game(bigtwo.ruleset("cardroom"), seed=9), 15, 1),
        _hinted(bigtwo.new_game(bigtwo.ruleset("doubling"), seed=4, players=2), 6),
        bigtwo.new_game(bigtwo.ruleset("chinese"), hands=["3D 4D 5D", "6D 7D", "8D", "9D 2S"]),
        _hinted(bigtwo.new_game(bigtwo.ruleset(opener="last-winner"), seed=6, deal_number=2, previous_winner=1), 4),
        _with_redeal(),
        _match(bigtwo.ruleset("cardroom"), 31, finished=1, moves=3, deals=3),
        _match(bigtwo.ruleset(), 3, finished=2, moves=0, deals=2),
        _match(bigtwo.ruleset("chinese"), MAX_SEED, finished=1, moves=2, target=30),
        _match(bigtwo.ruleset(opener="last-winner"), 12, finished=2, moves=0, target=10),
    ]
    return tuple(bigtwo.dumps(v) for v in values)


Path = tuple[str | int, ...]


def paths(node: Json, prefix: Path = ()) -> list[Path]:
    """The path of every value inside a JSON document (not the document itself)."""
    found: list[Path] = []
    children: Sequence[tuple[str | int, Json]] = ()
    if isinstance(node, dict):
        children = list(node.items())
    elif isinstance(node, list):
        children = list(enumerate(node))
    for key, child in children:
        found.append((*prefix, key))
        found.extend(paths(child, (*prefix, key)))
    return found


def at(doc: Json, path: Path) -> Any:
    node: Any = doc
    for key in path:
        node = node[key]
    return node


def nearby(value: Json) -> st.SearchStrategy[Json]:
    """Values close to ``value``: the kind of change a careless edit or a cheat makes."""
    if isinstance(value, bool):
        return st.sampled_from([not value, int(value), None, str(value).lower()])
    if isinstance(value, int):
        return st.sampled_from([value + 1, value - 1, -value, value * 2, 0, 4, float(value), True, str(value)])
    if isinstance(value, str):
        tokens = value.split()
        options: list[Json] = [
            "",
            value + " 3♦",
            value.lower(),
            " ".join(tokens[1:]),
            " ".join(reversed(tokens)),
            value + value,
            value.replace("♦", "♣"),
            "2♠",
            "x",
        ]
        return st.sampled_from(options)
    if isinstance(value, list):
        return st.sampled_from([[], value[::-1], value[1:], [*value, *value[:1]]])
    if isinstance(value, dict):
        return st.sampled_from([{}, {k: v for k, v in list(value.items())[1:]}])
    return st.sampled_from([0, "", False, [], {}])


@st.composite
def mutated_saves(draw: st.DrawFn) -> str:
    """A real save with one value replaced, deleted, duplicated or copied from elsewhere."""
    doc: Json = json.loads(draw(st.sampled_from(real_saves())))
    where = draw(st.sampled_from(paths(doc)))
    parent, key = at(doc, where[:-1]), where[-1]
    operation = draw(st.sampled_from(["nearby", "any", "delete", "copy", "duplicate"]))
    if operation == "nearby":
        parent[key] = draw(nearby(parent[key]))
    elif operation == "any":
        parent[key] = draw(JSON)
    elif operation == "delete":
        del parent[key]
    elif operation == "copy":  # the value of another place in the document
        source = draw(st.sampled_from(paths(doc)))
        parent[key] = copy.deepcopy(at(doc, source))
    elif isinstance(parent, list):
        assert isinstance(key, int)
        parent.insert(key, copy.deepcopy(parent[key]))
    else:
        parent[key] = [parent[key], parent[key]]
    return json.dumps(doc, ensure_ascii=draw(st.booleans()))


def test_the_real_saves_load() -> None:
    for text in real_saves():
        assert_could_be_made(bigtwo.loads(text))


@given(mutated_saves())
def test_a_changed_real_save_loads_as_a_valid_state_or_is_invalid(text: str) -> None:
    assert_loads_valid_or_invalid_save(text)


# ---------------------------------------------------------------------------------------------
# Deal codes

REAL_CODES = (
    "B02L1739204",
    "B32W5",
    "b00l0",
    "X1.7.3.cardroom.straights=no-twos",
    "X1.99.2.pusoy-dos.scoring=tiers",
    "X1.0.4.classic.direction=clockwise+pass_locks_out=on",
    "X1.999999999999.4.dragon",
    "X2.8.4.2.1.cardroom",
    "X2.2.4.2.3.classic.opener=last-winner",
    "X2.5.4.1.2.classic",
    "X2.5.3.3.-.taiwanese.suit_order=clubs-lowest",
)
CODE_CHARACTERS = "0123456789.=+-_%XBLWxbrakcs ١２\u00a0é\n"


@st.composite
def mutated_codes(draw: st.DrawFn) -> str:
    """A real deal code with a few characters inserted, deleted or replaced."""
    code = list(draw(st.sampled_from(REAL_CODES)))
    for _ in range(draw(st.integers(1, 3))):
        at_ = draw(st.integers(0, len(code)))
        character = draw(st.sampled_from(CODE_CHARACTERS))
        operation = draw(st.sampled_from(["insert", "delete", "replace"]))
        if operation == "insert" or at_ == len(code):
            code.insert(at_, character)
        elif operation == "delete":
            del code[at_]
        else:
            code[at_] = character
    return "".join(code)


def assert_code_parses_or_is_invalid(code: str) -> None:
    try:
        parsed = bigtwo.parse_deal_code(code)
    except InvalidSave:
        return
    state = bigtwo.new_game(code=code)
    assert (state.rules, state.players, state.seed) == (parsed.rules, parsed.players, parsed.seed)
    assert (state.deal_number, state.previous_winner) == (parsed.deal_number, parsed.previous_winner)
    again = bigtwo.deal_code(state)
    assert bigtwo.parse_deal_code(again) == parsed
    assert bigtwo.new_game(code=again) == state


@pytest.mark.parametrize("code", REAL_CODES)
def test_the_real_codes_parse(code: str) -> None:
    bigtwo.parse_deal_code(code)
    assert_code_parses_or_is_invalid(code)


@given(st.one_of(st.text(), st.text(alphabet=CODE_CHARACTERS), mutated_codes()))
def test_a_deal_code_parses_or_is_invalid(code: str) -> None:
    assert_code_parses_or_is_invalid(code)


# ---------------------------------------------------------------------------------------------
# Every public function, with arguments of any type or value


@functools.cache
def _samples() -> dict[str, tuple[object, ...]]:
    rules = tuple(bigtwo.ruleset(v) for v in VARIANTS)
    fresh = bigtwo.new_game(seed=11)
    states = (
        fresh,
        _random_moves(fresh, 9, 2),
        _hinted(bigtwo.new_game(bigtwo.ruleset("cardroom"), seed=4, players=3), 300),
        bigtwo.new_game(hands=["3D 4D", "5D"]),
    )
    card = bigtwo.score(["", "3D", "4D 5D", "6D"], bigtwo.ruleset())
    return {
        "rules": rules,
        "state": states,
        "cards": ("3D", "3D 4D 5D 6D 7D", "9S 9D", "", "2S 2H", "AD 2C 3H 4S 5D", "KD KC KS 9S 9H", tuple(DECK[:3])),
        "seat": (0, 1, 2, 3, -1, 4),
        "lang": ("en", "es", "de"),
        "action": (Play("3D"), Pass(), Redeal(0), Redeal(3), Play("3D 4D 5D 6D 7D")),
        "match": (bigtwo.new_match(seed=4, deals=2), _match(bigtwo.ruleset(), 5, finished=1, moves=0, deals=1)),
        "score_card": (card,),
        "option": tuple(o.name for o in bigtwo.options()),
        "variant": VARIANTS,
        "code": REAL_CODES,
        "hands": (["", "3D", "4D"], ["3D 4D", "", "5D", "6D"], [[], DECK[:2]]),
    }


def arg(*kinds: str) -> st.SearchStrategy[object]:
    """Junk, or a valid value of one of ``kinds``."""
    valid = [v for kind in kinds for v in _samples()[kind]]
    return st.one_of(JUNK, st.sampled_from(valid)) if valid else JUNK


def _kwargs(**spec: st.SearchStrategy[object]) -> st.SearchStrategy[dict[str, object]]:
    """Some of the keyword arguments in ``spec``."""
    return st.fixed_dictionaries({}, optional=spec)


Draw = Callable[[st.SearchStrategy[Any]], Any]
Drawer = Callable[[Draw], Callable[[], object]]
"""Draws one call of a function: the function with its arguments, ready to run."""


def _ruleset_call(draw: Draw) -> Callable[[], object]:
    variant = draw(arg("variant"))
    options = draw(st.dictionaries(st.sampled_from([*_samples()["option"], "colour", "", "plugins_"]), arg()))
    plugins = draw(st.just(()) | JUNK | st.lists(JUNK, max_size=2))
    return lambda: bigtwo.ruleset(variant, plugins=plugins, **options)


def _calls() -> dict[str, Drawer]:
    """For each public function, how to draw one call of it."""

    def simple(
        function: Callable[..., object], *args: st.SearchStrategy[object], **kw: st.SearchStrategy[object]
    ) -> Drawer:
        def draw_call(draw: Draw) -> Callable[[], object]:
            values = [draw(a) for a in args]
            keywords = draw(_kwargs(**kw)) if kw else {}
            return lambda: function(*values, **keywords)

        return draw_call

    def method(kind: str, name: str, *args: st.SearchStrategy[object], **kw: st.SearchStrategy[object]) -> Drawer:
        def draw_call(draw: Draw) -> Callable[[], object]:
            target = draw(st.sampled_from(_samples()[kind]))
            values = [draw(a) for a in args]
            keywords = draw(_kwargs(**kw)) if kw else {}
            return lambda: getattr(target, name)(*values, **keywords)

        return draw_call

    R, S = "rules", "state"
    return {
        "cards": simple(bigtwo.cards, arg("cards")),
        "Card": simple(Card, arg("seat"), arg("seat")),
        "Card.parse": simple(Card.parse, arg("cards")),
        "Card.from_index": simple(Card.from_index, arg("seat")),
        "Play": simple(Play, arg("cards")),
        "Redeal": simple(Redeal, arg("seat")),
        "Turn": simple(bigtwo.Turn, arg("seat"), arg("action"), arg()),
        "classify": simple(bigtwo.classify, arg("cards"), arg(R)),
        "compare": simple(bigtwo.compare, arg("cards"), arg("cards"), arg(R)),
        "beats": simple(bigtwo.beats, arg("cards"), arg("cards"), arg(R)),
        "plays": simple(bigtwo.plays, arg("cards"), arg(R), table=arg("cards")),
        "ruleset": _ruleset_call,
        "variant": simple(bigtwo.variant, arg("variant")),
        "option_values": simple(bigtwo.option_values, arg("option")),
        "RuleSet.option": method(R, "option", arg("option")),
        "RuleSet.explain": method(R, "explain", arg("option"), arg("lang")),
        "RuleSet.with_options": method(R, "with_options", **{o: arg("variant") for o in ("flush", "colour")}),
        "RuleSet.sort": method(R, "sort", arg("cards"), reverse=arg()),
        "RuleSet.card_key": method(R, "card_key", arg("cards")),
        "RuleSet.component": method(R, "component", arg("option"), st.sampled_from([int, str, object]) | JUNK),
        "deal": simple(bigtwo.deal, arg("seat"), arg("seat"), arg(R), shuffle_number=arg("seat")),
        "new_game": simple(
            bigtwo.new_game,
            arg(R),
            seed=arg("seat"),
            code=arg("code"),
            players=arg("seat"),
            hands=arg("hands"),
            deal_number=arg("seat"),
            previous_winner=arg("seat"),
        ),
        "replay": simple(bigtwo.replay, arg(S, "code"), st.lists(arg("action"), max_size=3) | JUNK),
        "apply": simple(bigtwo.apply, arg(S), arg("action"), seat=arg("seat")),
        "check": simple(bigtwo.check, arg(S), arg("action"), seat=arg("seat")),
        "can": simple(bigtwo.can, arg(S), arg("action"), seat=arg("seat")),
        "legal_plays": simple(bigtwo.legal_plays, arg(S)),
        "legal_actions": simple(bigtwo.legal_actions, arg(S)),
        "hint": simple(bigtwo.hint, arg(S)),
        "describe": simple(bigtwo.describe, arg(S), arg("cards"), arg("lang")),
        "deal_code": simple(bigtwo.deal_code, arg(S)),
        "parse_deal_code": simple(bigtwo.parse_deal_code, arg("code")),
        "score": simple(
            bigtwo.score, arg("hands"), arg(R), winning_play=arg("cards"), dealt=arg("hands"), assistant=arg("seat")
        ),
        "score_game": simple(bigtwo.score_game, arg(S)),
        "if_ended_now": simple(bigtwo.if_ended_now, arg(S), arg("seat")),
        "readout": simple(bigtwo.readout, arg(S), arg("seat"), arg("lang")),
        "match_totals": simple(bigtwo.match_totals, st.lists(arg("score_card"), max_size=3) | JUNK),
        "ScoreCard.render": method("score_card", "render", arg("lang"), st.lists(arg(), max_size=4) | JUNK),
        "new_match": simple(
            bigtwo.new_match, arg(R), players=arg("seat"), seed=arg("seat"), deals=arg("seat"), target=arg("seat")
        ),
        "Match.apply": method("match", "apply", arg("action"), seat=arg("seat")),
        "dumps": simple(bigtwo.dumps, arg(S, "match"), indent=arg("seat")),
        "loads": simple(bigtwo.loads, arg("code")),
    }


CALLS = _calls()


@pytest.mark.parametrize("name", list(CALLS))
@given(data=st.data())
def test_public_functions_raise_only_bigtwo_errors(name: str, data: st.DataObject) -> None:
    call = CALLS[name](data.draw)
    with contextlib.suppress(BigTwoError):
        call()


# ---------------------------------------------------------------------------------------------
# Random actions by random seats


def _union(masks: Sequence[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


CHOICES = st.integers(0, 2**32 - 1)
SEATS: tuple[int | None, ...] = (None, None, None, None, -1, 0, 1, 2, 3, 4, True, False)
"""Who acts: mostly the player to move (None), sometimes any seat, a seat that does not exist, a bool."""


def random_action(rng: random.Random, state: GameState, legal: Sequence[Play | Pass | Redeal]) -> Play | Pass | Redeal:
    """A legal action half of the time; otherwise any play, pass or redeal."""
    if legal and rng.random() < 0.5:
        return rng.choice(legal)
    kind = rng.choice(["play", "play", "pass", "redeal"])
    if kind == "pass":
        return Pass()
    if kind == "redeal":
        return Redeal(rng.randrange(6))
    seat = state.to_move if state.to_move is not None else rng.randrange(state.players)
    pool = list(dict.fromkeys([*cards_of(state.masks[seat]), *rng.sample(DECK, 2)]))
    return Play(rng.sample(pool, rng.randint(0, min(5, len(pool)))))


@given(
    st.sampled_from(VARIANTS),
    st.sampled_from((2, 3, 4)),
    st.integers(0, MAX_SEED),
    st.data(),
)
def test_random_actions_give_a_new_state_or_an_error_and_leave_the_old_one(
    variant: str, players: int, seed: int, data: st.DataObject
) -> None:
    state = bigtwo.new_game(bigtwo.ruleset(variant), seed=seed, players=players)
    for _ in range(data.draw(st.integers(1, 60))):
        if state.over:
            break
        rng = random.Random(data.draw(CHOICES))  # one draw a step: Hypothesis's own draws cost more
        legal = bigtwo.legal_actions(state)
        action = random_action(rng, state, legal)
        seat = rng.choice(SEATS)
        saved = attrs.astuple(state, recurse=False)
        try:
            reason = bigtwo.check(state, action, seat=seat)
        except GameError:
            with pytest.raises(GameError):
                bigtwo.apply(state, action, seat=seat)
            continue
        finally:
            assert attrs.astuple(state, recurse=False) == saved
        try:
            after = bigtwo.apply(state, action, seat=seat)
        except IllegalPlay as exc:
            assert reason == exc.reason
            acting = seat if seat is not None else state.to_move
            assert acting != state.to_move or isinstance(action, Redeal) or action not in legal
            continue
        except GameError:  # the most redeals a deal may have
            assert isinstance(action, Redeal)
            continue
        finally:
            assert attrs.astuple(state, recurse=False) == saved  # the old state is unchanged
        assert reason is None
        assert after.history[: len(state.history)] == state.history and len(after.history) > len(state.history)
        assert action in legal  # what apply accepts, legal_actions lists
        played = _union([t.action.mask for t in after.history if isinstance(t.action, Play)])
        assert _union(after.masks) | played == _union(after.dealt) and not _union(after.masks) & played
        assert (after.to_move is None) == after.over
        state = after
    assert rebuilt_game(state) == state
    assert bigtwo.loads(bigtwo.dumps(state)) == state
