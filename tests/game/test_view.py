"""The seat view: what a seat may know, and nothing of the others' cards."""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from typing import Any, cast

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bigtwo
import bigtwo.players
from bigtwo import DECK, Card, Combo, GameError, GameState, RuleSet, SeatView
from tests.support.games import deal_from, reachable, swapped

# ---------------------------------------------------------------------------------------------
# A seat sees only what it may


def _reachable_objects(root: object) -> Iterator[object]:
    """Every object reachable from ``root`` through attrs fields, slots and containers, stopping
    at rule sets (public: the rules)."""
    stack, seen = [root], set()
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, RuleSet):
            continue
        seen.add(id(obj))
        yield obj
        if isinstance(obj, tuple | list | set | frozenset):
            stack.extend(obj)
        elif isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif attrs.has(type(obj)):
            stack.extend(getattr(obj, a.name) for a in attrs.fields(cast(Any, type(obj))))


def _mentions(obj: object, card: Card) -> bool:
    for item in _reachable_objects(obj):
        if isinstance(item, Card) and item == card:
            return True
        if type(item) is int and item >= 1 << card.index and item >> card.index & 1 and item < 1 << 52:
            return True  # a card mask holding it
        if isinstance(item, GameState | bigtwo.Setup):
            return True
    return False


def test_a_view_has_the_documented_fields_and_no_state() -> None:
    names = {a.name for a in attrs.fields(SeatView)}
    assert {"seat", "hand", "table", "leader", "cards_left", "history", "rules", "legal"} <= names
    state = bigtwo.new_game(seed=3)
    seen = bigtwo.view(state, 0)
    for a in attrs.fields(SeatView):
        assert not isinstance(getattr(seen, a.name), GameState | bigtwo.Setup)
    assert seen.hand == state.hands[0] and seen.cards_left == state.cards_left
    assert seen.history == state.history and seen.rules is state.rules
    data = pickle.dumps(seen)
    assert b"GameState" not in data and b"Setup" not in data
    assert pickle.loads(data) == seen


def test_another_seat_s_card_is_nowhere_in_a_view_or_its_pickle() -> None:
    hidden = Card.parse("2S")
    state = deal_from(["3D 4D 5D 9H", "2S 6D 7D 8D", "3C 4C 5C 9C", "3H 4H 5H 9S"], moves=("3D", "6D"))
    assert state.masks[1] >> hidden.index & 1
    for seat in (0, 2, 3):
        seen = bigtwo.view(state, seat)
        assert not _mentions(seen, hidden)
        assert not _mentions(pickle.loads(pickle.dumps(seen)), hidden)
    assert _mentions(bigtwo.view(state, 1), hidden)  # the check can see it where it is


@settings(max_examples=40)
@given(reachable(), st.data())
def test_a_view_does_not_change_when_hidden_cards_move_between_other_seats(
    state: GameState, data: st.DataObject
) -> None:
    others_with_cards = [s for s in range(state.players) if state.masks[s]]
    seat = data.draw(st.sampled_from(range(state.players)))
    others = [s for s in others_with_cards if s != seat]
    if len(others) < 2:
        return
    a, b = data.draw(st.permutations(others))[:2]
    card_a = data.draw(st.sampled_from([c for c in DECK if state.masks[a] >> c.index & 1]))
    card_b = data.draw(st.sampled_from([c for c in DECK if state.masks[b] >> c.index & 1]))
    other = swapped(state, (a, card_a), (b, card_b))
    mine, theirs = bigtwo.view(state, seat), bigtwo.view(other, seat)
    if state.over:  # every hand is shown once the deal is over: only that may differ
        assert mine.revealed == state.masks and theirs.revealed == other.masks
        mine, theirs = attrs.evolve(mine, revealed=()), attrs.evolve(theirs, revealed=())
    assert mine == theirs
    assert pickle.dumps(mine) == pickle.dumps(theirs)


def test_a_bad_seat_or_state_is_refused() -> None:
    state = bigtwo.new_game(seed=1)
    with pytest.raises(GameError, match="seat number from 0 to 3"):
        bigtwo.view(state, 4)
    with pytest.raises(GameError, match="seat number"):
        bigtwo.view(state, True)
    with pytest.raises(GameError, match="GameState"):
        bigtwo.view("state", 0)  # type: ignore[arg-type]


def test_the_view_s_helpers() -> None:
    state = deal_from(["3D 4D", "5D 6D", "7D"], moves=("3D",))
    seen = bigtwo.view(state, 2)
    assert seen.played_cards == (Card.parse("3D"),)
    assert seen.one_card == (0, 2) and seen.my_turn is (state.to_move == 2)
    assert seen.unseen == ((1 << 52) - 1) & ~seen.mask & ~seen.played
    assert seen.next_seat(2) == state.next_seat(2)
    assert isinstance(seen.table, Combo) and seen.owner == 0 and not seen.over
