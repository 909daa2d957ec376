"""`loads` of arbitrary JSON, of save-shaped JSON and of real saves with one field changed: either
`InvalidSave`, or a game or match that ``new_game``/``new_match`` and ``apply`` could have made."""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Sequence
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import bigtwo
from bigtwo import (
    GameState,
    InvalidSave,
    Match,
)
from bigtwo._values.shuffle import MAX_SEED
from tests.support.fuzzing import JSON, VARIANTS, Json, rebuilt_game, rebuilt_match
from tests.support.games import a_match, hinted, random_moves, with_redeal


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


@functools.cache
def real_saves() -> tuple[str, ...]:
    """Saves of games and matches in several variants and stages (built once, on first use)."""
    values: list[GameState | Match] = [
        random_moves(bigtwo.new_game(seed=77), 12, 3),
        hinted(bigtwo.new_game(bigtwo.ruleset("dragon"), seed=5, players=3), 200),
        random_moves(bigtwo.new_game(bigtwo.ruleset("cardroom"), seed=9), 15, 1),
        hinted(bigtwo.new_game(bigtwo.ruleset("doubling"), seed=4, players=2), 6),
        bigtwo.new_game(bigtwo.ruleset("chinese"), hands=["3D 4D 5D", "6D 7D", "8D", "9D 2S"]),
        hinted(bigtwo.new_game(bigtwo.ruleset(opener="last-winner"), seed=6, deal_number=2, previous_winner=1), 4),
        with_redeal(),
        a_match(bigtwo.ruleset("cardroom"), 31, finished=1, moves=3, deals=3),
        a_match(bigtwo.ruleset(), 3, finished=2, moves=0, deals=2),
        a_match(bigtwo.ruleset("chinese"), MAX_SEED, finished=1, moves=2, target=30),
        a_match(bigtwo.ruleset(opener="last-winner"), 12, finished=2, moves=0, target=10),
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
