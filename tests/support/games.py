"""Games and players shared by the tests: deals from given hands, states played by hints or random
moves, matches, edited saves, and CPU players cheap enough for property tests."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import assume
from hypothesis import strategies as st

import bigtwo
import bigtwo.players
from bigtwo import (
    DECK,
    Card,
    GameState,
    IllegalPlay,
    Match,
    Pass,
    Play,
    Redeal,
    RuleSet,
)
from bigtwo.players import Player
from tests.support.strategies import VARIANTS, builtin_variants

# ---------------------------------------------------------------------------------------------
# Matches played on, and real saves with one field changed


def advance(match: Match, *, finished: int, moves: int = 0) -> Match:
    """``match`` played by hints until ``finished`` deals are over, then ``moves`` more actions."""
    while len(match.finished) < finished:
        match = match.apply(bigtwo.hint(match.game))
    for _ in range(moves):
        match = match.apply(bigtwo.hint(match.game))
    return match


def edited(value: GameState | Match, change: Callable[[dict[str, Any]], object]) -> str:
    """The saved text of ``value`` after ``change`` edits its JSON document."""
    doc = json.loads(bigtwo.dumps(value))
    change(doc)
    return json.dumps(doc, ensure_ascii=False)


# ---------------------------------------------------------------------------------------------
# Games played some way: by hints, at random, with a redeal; matches; deals from given hands


def hinted(state: GameState, moves: int) -> GameState:
    for _ in range(moves):
        if state.over:
            break
        state = bigtwo.apply(state, bigtwo.hint(state))
    return state


def random_moves(state: GameState, moves: int, seed: int) -> GameState:
    rng = random.Random(seed)
    for _ in range(moves):
        if state.over:
            break
        state = bigtwo.apply(state, rng.choice(bigtwo.legal_plays(state)))
    return state


def with_redeal() -> GameState:
    rules = bigtwo.ruleset("dragon")
    for seed in range(200):
        state = bigtwo.new_game(rules, seed=seed)
        redeals = [a for a in bigtwo.legal_actions(state) if isinstance(a, Redeal)]
        if redeals:
            return hinted(bigtwo.apply(state, redeals[0]), 3)
    raise AssertionError("no weak hand in 200 deals")  # pragma: no cover


def a_match(
    rules: RuleSet, seed: int, *, finished: int, moves: int, deals: int | None = None, target: int | None = None
) -> Match:
    match = bigtwo.new_match(rules, seed=seed, deals=deals, target=target)
    while len(match.finished) < finished and not match.over:
        match = match.apply(bigtwo.hint(match.game))
    for _ in range(moves):
        if match.over:
            break
        match = match.apply(bigtwo.hint(match.game))
    return match


def game(*hands: str, **options: str) -> GameState:
    """A deal with the given hands (seat 0 first) under classic rules changed by ``options``."""
    variant = options.pop("variant", "classic")
    return bigtwo.new_game(bigtwo.ruleset(variant, **options), hands=list(hands), players=len(hands))


def play(state: GameState, text: str) -> GameState:
    return bigtwo.apply(state, Play(text))


def reason(state: GameState, action: Play | Pass, **kw: int) -> tuple[str, str, str]:
    found = bigtwo.check(state, action, **kw)
    assert found is not None
    with pytest.raises(IllegalPlay) as info:
        bigtwo.apply(state, action, **kw)
    assert info.value.reason == found
    return found.code.value, found.message("es"), found.message("en")


TINY = {"novice": {}, "normal": {}, "expert": {"iterations": 1, "candidates": 3}, "learned": {}}
"""Each built-in player with settings cheap enough for property tests."""


def built(name: str, seed: int = 0) -> Player:
    return bigtwo.players.player(name, seed=seed, **TINY[name])  # type: ignore[arg-type]


def swapped(state: GameState, one: tuple[int, Card], other: tuple[int, Card]) -> GameState:
    """``state`` with a card of one seat and a card of another swapped, as if dealt so."""
    (a, card_a), (b, card_b) = one, other
    swap = card_a.bit | card_b.bit
    masks, dealt = list(state.masks), list(state.setup.dealt)
    for seat in (a, b):
        masks[seat] ^= swap
        dealt[seat] ^= swap
    return attrs.evolve(state, masks=tuple(masks), setup=attrs.evolve(state.setup, dealt=tuple(dealt)))


@st.composite
def hidden_swap(draw: st.DrawFn) -> tuple[GameState, int, GameState]:
    """A reachable state, a seat, and the state with a card swapped between two other seats
    (drawn only where two other seats hold cards)."""
    state = draw(reachable())
    seat = draw(st.sampled_from(range(state.players)))
    others = [s for s in range(state.players) if state.masks[s] and s != seat]
    assume(len(others) >= 2)
    a, b = draw(st.permutations(others))[:2]
    card_a = draw(st.sampled_from([c for c in DECK if state.masks[a] >> c.index & 1]))
    card_b = draw(st.sampled_from([c for c in DECK if state.masks[b] >> c.index & 1]))
    return state, seat, swapped(state, (a, card_a), (b, card_b))


@st.composite
def reachable(draw: st.DrawFn) -> GameState:
    """A state reached by random legal actions (redeals included) in a built-in variant."""
    variant = draw(st.sampled_from(VARIANTS))
    players = draw(st.sampled_from((2, 3, 4)))
    state = bigtwo.new_game(bigtwo.ruleset(variant), seed=draw(st.integers(0, 10**6)), players=players)
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 80))):
        if state.over:
            break
        state = bigtwo.apply(state, rng.choice(bigtwo.legal_actions(state)))
    return state


# ---------------------------------------------------------------------------------------------
# What the players do (the web game's strategy text)


def deal_from(
    hands: list[str], variant: str = "classic", moves: tuple[str, ...] = (), leader: int | None = None
) -> GameState:
    """A deal from ``hands`` after ``moves``; with ``leader``, that seat leads with any play."""
    if leader is None:
        state = bigtwo.new_game(bigtwo.ruleset(variant), hands=hands)
    else:
        rules = bigtwo.ruleset(variant, opener="last-winner")
        state = bigtwo.new_game(rules, hands=hands, deal_number=2, previous_winner=leader)
    for move in moves:
        state = bigtwo.apply(state, Play(move) if move != "pass" else bigtwo.Pass())
    return state


def act(name: str, state: GameState, **settings: Any) -> Play | Pass:
    seat = state.to_move
    assert seat is not None
    action = bigtwo.players.player(name, **settings).act(bigtwo.view(state, seat))
    assert isinstance(action, Play | Pass)
    return action


TABLES = [(variant, players) for variant in builtin_variants() for players in (2, 3, 4)]
"""Every built-in variant at 2, 3 and 4 players: every rule set allows all three (`bigtwo.new_game`)."""
