"""Nothing reachable from a seat's view holds another seat's cards, caches included.

A player holds its `SeatView`; what the view reaches, a player can read. The walk follows every
object's references (``gc.get_referents``: fields, the rule set, its memo of derived tables, the
caches in it, the objects of a pickled copy) but not into code: modules, classes and functions
lead to the whole process, which a player running in the same process can reach anyway (the
docs say so), so they are not what a view gives. The caches that hold what was derived from a
hand (five-card plays per dealt hand, the players' plans) are filled first, by CPU players and
``legal_plays`` on every seat, so a cache that kept them in the rule set would be found.
"""

from __future__ import annotations

import gc
import pickle
import types
from collections.abc import Iterator
from typing import Any

import pytest

import bigtwo
from bigtwo import DECK, Card, GameState, SeatView
from bigtwo._game.moves import HandFives
from bigtwo.players import player

CODE: tuple[type, ...] = (
    *(type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType, types.CodeType),
    *(types.WrapperDescriptorType, types.MethodWrapperType, types.MethodDescriptorType, types.FrameType),
    *(types.GetSetDescriptorType, types.MemberDescriptorType, types.CellType),
)


CPUS: list[tuple[str, dict[str, Any]]] = [
    ("normal", {}),
    ("expert", {"iterations": 4}),
    ("novice", {}),
    ("normal", {}),
]


def reachable(start: object) -> Iterator[object]:
    """Every object reachable from ``start`` through references, code left out."""
    seen = {id(start)}
    todo = [start]
    while todo:
        obj = todo.pop()
        yield obj
        for ref in gc.get_referents(obj):
            if id(ref) in seen or isinstance(ref, CODE):
                continue
            seen.add(id(ref))
            todo.append(ref)


def secrets_of(state: GameState, seat: int) -> tuple[set[int], set[frozenset[Card]]]:
    """Other seats' hands, as the masks and card sets a cache could keep (dealt and current)."""
    masks: set[int] = set()
    hands: set[frozenset[Card]] = set()
    for other in range(state.players):
        if other == seat:
            continue
        for mask in (state.setup.dealt[other], state.masks[other]):
            if mask.bit_count() >= 2:  # a single card may be public (played) by chance of equality
                masks.add(mask)
                hands.add(frozenset(DECK[i] for i in range(52) if mask >> i & 1))
    return masks, hands


def found_in(view: SeatView, state: GameState) -> list[str]:
    masks, hands = secrets_of(state, view.seat)
    hits = []
    for obj in reachable(view):
        if type(obj) is int and obj in masks:
            hits.append(f"int {obj:#x}")
        elif (
            isinstance(obj, tuple | list | frozenset | set)
            and obj
            and all(type(c) is Card for c in obj)
            and frozenset(obj) in hands
        ):
            hits.append(f"cards {' '.join(map(str, obj))}")
    return hits


def played_deal(variant: str, players: int, moves: int) -> list[GameState]:
    """A deal played ``moves`` actions by CPU players, every seat asked for its plays on the way."""
    rules = bigtwo.ruleset(variant)
    state = bigtwo.new_game(rules, seed=7, players=players)
    cpus = [player(name, seed=seat, **extra) for seat, (name, extra) in enumerate(CPUS)]
    states = [state]
    for _ in range(moves):
        if state.over:
            break
        for seat in range(players):
            bigtwo.legal_plays(state) if seat == state.to_move else None
        mover = state.to_move
        assert mover is not None
        state = bigtwo.apply(state, cpus[mover].act(bigtwo.view(state, mover)))
        states.append(state)
    return states


@pytest.mark.parametrize(("variant", "players"), [("classic", 4), ("taiwanese", 4), ("classic", 3)])
def test_no_view_reaches_another_seat_s_cards(variant: str, players: int) -> None:
    for state in played_deal(variant, players, 14)[::4]:
        for seat in range(players):
            view = bigtwo.view(state, seat)
            assert found_in(view, state) == []
            assert found_in(pickle.loads(pickle.dumps(view)), state) == []


def test_the_walk_finds_a_hand_kept_where_a_view_reaches_it() -> None:
    """The test itself can fail: a per-hand cache planted in the rule set's memo is found."""
    state = played_deal("classic", 4, 3)[-1]
    rules = state.setup.rules
    planted = HandFives(rules)
    planted.plays(state.setup.dealt[1], state.masks[1])
    rules._derived[HandFives] = planted
    try:
        assert found_in(bigtwo.view(state, 0), state)
    finally:
        del rules._derived[HandFives]
