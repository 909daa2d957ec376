"""Saved games: replays, round trips, tampered and malformed saves, and the rules a save records."""

from __future__ import annotations

import json
import random

import pytest

import bigtwo
from bigtwo import (
    GameError,
    GameState,
    InvalidSave,
)
from bigtwo.plugin import StraightTable, Suit, SuitOrder, hookimpl
from tests.support.games import edited

RULES = bigtwo.ruleset()
STATE = bigtwo.new_game(seed=1)


class SplitStraights:
    """An explicit plugin: 2-3-4-5-6 becomes the top straight under the default value."""

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        return bigtwo.ruleset(straights="split").straight_table if value == "twos-high" else None


class SpadesLowest:
    """An explicit plugin that reverses the default suit order (♠ < ♥ < ♣ < ♦)."""

    @hookimpl(tryfirst=True)
    def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
        if value != "diamonds-lowest":
            return None
        return SuitOrder((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS))


# Saving drops explicit plugins ---------------------------------------------------------------


def test_a_game_under_explicit_plugins_is_not_saved_under_other_rules() -> None:
    rules = bigtwo.ruleset(plugins=[SplitStraights()])
    assert rules != RULES and rules.values == RULES.values  # same option names, other rules
    state = bigtwo.new_game(rules, seed=5)
    with pytest.raises(InvalidSave, match="explicit plugins"):
        bigtwo.dumps(state)
    with pytest.raises(InvalidSave, match="explicit plugins"):
        bigtwo.dumps(bigtwo.new_match(rules, seed=5))


def test_a_game_under_a_plugin_suit_order_is_not_saved_under_the_builtin_one() -> None:
    rules = bigtwo.ruleset(plugins=[SpadesLowest()])
    assert str(rules.lowest_card) == "3♠" and str(RULES.lowest_card) == "3♦"
    state = bigtwo.new_game(rules, seed=8)
    with pytest.raises(InvalidSave):
        bigtwo.dumps(state)
    with pytest.raises(InvalidSave):
        bigtwo.dumps(bigtwo.apply(state, bigtwo.hint(state)))


@pytest.mark.parametrize("key", ["variant", "plugins"])
def test_a_saved_game_with_a_parameter_name_as_option_is_invalid(key: str) -> None:
    text = edited(bigtwo.new_game(seed=3), lambda d: d["rules"]["options"].update({key: "chinese"}))
    with pytest.raises(InvalidSave, match=f"unknown option '{key}'"):
        bigtwo.loads(text)


# Found by fuzzing ----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, '{"a":' * 100_000 + "1" + "}" * 100_000])
def test_deeply_nested_json_is_an_invalid_save(text: str) -> None:
    with pytest.raises(InvalidSave):
        bigtwo.loads(text)


def test_a_huge_indent_is_refused_not_written() -> None:
    with pytest.raises(GameError, match="indent"):  # 10**12 spaces a line used to fill the memory
        bigtwo.dumps(STATE, indent=10**6)
    assert bigtwo.loads(bigtwo.dumps(STATE, indent=64)) == STATE


def test_repeated_keys_in_a_save_are_refused() -> None:
    text = bigtwo.dumps(bigtwo.new_game(seed=5))
    with pytest.raises(InvalidSave, match="'seed' appears twice"):
        bigtwo.loads(text.replace('"seed": 5', '"seed": 99, "seed": 5'))


def random_deal(state: GameState, seed: int, steps: int | None = None) -> list[GameState]:
    rng = random.Random(seed)
    states = [state]
    while not state.over and (steps is None or len(states) <= steps):
        state = bigtwo.apply(state, rng.choice(bigtwo.legal_plays(state)))
        states.append(state)
    return states


def test_replay_reproduces_every_state() -> None:
    code = "B02L1739204"
    states = random_deal(bigtwo.new_game(code=code), 4)
    final = states[-1]
    replayed = bigtwo.replay(code, final.history)
    assert list(replayed) == [s for s in states]
    actions = [t.action for t in final.history if not t.auto]
    assert bigtwo.replay(code, actions)[-1] == final


@pytest.mark.parametrize("variant", ["classic", "cardroom", "dragon", "chinese"])
def test_saved_games_round_trip_and_continue(variant: str) -> None:
    rules = bigtwo.ruleset(variant)
    states = random_deal(bigtwo.new_game(rules, seed=21), 8)
    for state in [*states[:: max(1, len(states) // 6)], states[-1]]:
        text = bigtwo.dumps(state)
        restored = bigtwo.loads(text)
        assert restored == state
        if not state.over:  # continues exactly as before
            action = bigtwo.hint(state)
            assert bigtwo.apply(restored, action) == bigtwo.apply(state, action)
    hand_set = bigtwo.new_game(rules, hands=["3D 4D 5D", "6D 7D", "8D", "9D 2S"])
    assert bigtwo.loads(bigtwo.dumps(hand_set, indent=2)) == hand_set


def tamper(state: GameState, change: object) -> str:
    doc = json.loads(bigtwo.dumps(state))
    change(doc)  # type: ignore[operator]
    return json.dumps(doc, ensure_ascii=False)


MIDGAME = random_deal(bigtwo.new_game(seed=77), 3, steps=12)[-1]


def _swap_card(doc: dict[str, object]) -> None:
    hands = doc["state"]["hands"]  # type: ignore[index]
    first = hands[0].split()[0]
    hands[0] = " ".join(hands[0].split()[1:])
    hands[1] = hands[1] + " " + first


def _drop_last_play(doc: dict[str, object]) -> None:
    history = doc["history"]
    assert isinstance(history, list)
    last = max(i for i, entry in enumerate(history) if "play" in entry)
    del history[last:]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=2), "unknown format version 2"),
        (lambda d: d.update(format="chess"), "format is 'chess'"),
        (lambda d: d["dealt"].__setitem__(1, d["dealt"][0]), "is dealt twice"),
        (lambda d: d["dealt"].__setitem__(1, " ".join(d["dealt"][1].split()[1:])), "is missing"),
        (lambda d: d["state"].update(to_move=(d["state"]["to_move"] + 1) % 4), "not the right seat's turn"),
        (lambda d: d["state"].update(winner=0), "winner is 0 but the history gives None"),
        (_swap_card, "does not match the history"),
        (lambda d: d["history"][0].update(seat=(d["history"][0]["seat"] + 1) % 4), "It is not your turn"),
        (_drop_last_play, "does not match the history"),
        (lambda d: d["history"].append({"seat": 0, "auto": True, "pass": True}), "automatic pass"),
        (lambda d: d["history"].append({"seat": 0, "dance": True}), "not a play, a pass or a redeal"),
        (lambda d: d["rules"]["options"].update(colour="red"), "unknown option 'colour'"),
        (lambda d: d["rules"].update(variant="nope"), "unknown variant 'nope'"),
        (lambda d: d.update(players="four"), "'players' has the wrong type"),
        (lambda d: d["state"].update(hands="3♦"), "'hands' has the wrong type"),
        (lambda d: d["state"]["hands"].pop(), "3 hands for 4 players"),
        (lambda d: d["state"]["hands"].__setitem__(0, "1X"), "'1X' is not a card"),
        (lambda d: d.update(seed=d["seed"] + 1), "do not match seed"),
    ],
)
def test_tampered_saves_are_refused(change: object, message: str) -> None:
    with pytest.raises(InvalidSave) as info:
        bigtwo.loads(tamper(MIDGAME, change))
    assert message in str(info.value)


@pytest.mark.parametrize("text", ["", "[]", "{", "null", b"\xff"])
def test_not_json_or_not_an_object(text: str | bytes) -> None:
    with pytest.raises(InvalidSave):
        bigtwo.loads(text)
