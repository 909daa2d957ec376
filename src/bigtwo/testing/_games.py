"""The checks of games: the opening card of random deals, and random games played to their end
(cards conserved, `bigtwo.check`, `bigtwo.apply` and `bigtwo.legal_actions` agreeing, one
winner).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

import bigtwo
from bigtwo import DECK, GameError, GameState, IllegalPlay, Pass, Play, Reason, Redeal
from bigtwo.plugin import OpenerRule

from ._properties import CHECK_AGREES, CONSERVE, ONE_WINNER, OPENER, Failure
from ._sample import Sample, cards_of, cards_text

__all__ = ["MAX_ACTIONS", "check_games", "check_opener"]


MAX_ACTIONS = 1000
"""A random game still running after this many actions is reported as never ending."""


def _union(masks: Iterable[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


def check_opener(s: Sample) -> Iterator[Failure]:
    """In random deals (2 to 4 players, first and later deals of a match) the first play must
    include at most one card; it is held by the seat that leads, every legal first play holds
    it, and under a lowest-card rule it is the one lowest card dealt."""
    rules, rng = s.rules, s.rng("opener")
    opener = rules.component("opener", OpenerRule)
    keys = [rules.card_key(c) for c in DECK]
    for _ in range(max(1, s.examples // 4)):
        seed, players = rng.randrange(10**9), rng.choice((2, 3, 4))
        later = rng.random() < 0.25
        previous = rng.randrange(players) if later else None
        deal_number = 2 if later else 1
        case = f"seed {seed}, {players} players, deal {deal_number}, previous winner {previous}"
        state = bigtwo.new_game(rules, seed=seed, players=players, deal_number=deal_number, previous_winner=previous)
        if state.over:
            continue  # an instant win: nobody opens
        opening = state.opening_mask
        problem = None
        if opening.bit_count() > 1:
            problem = f"the first play must include several cards: {cards_text(cards_of(opening))}"
        elif opening and sum(1 for m in state.masks if m & opening) != 1:
            problem = f"the opening card {cards_text(cards_of(opening))} is not held by exactly one seat"
        elif opening and not state.masks[state.leader] & opening:
            problem = f"seat {state.leader} leads, but the seat holding {cards_text(cards_of(opening))} is another"
        elif opening and any(isinstance(p, Play) and not p.mask & opening for p in bigtwo.legal_plays(state)):
            problem = f"a legal first play lacks the opening card {cards_text(cards_of(opening))}"
        elif (
            opener.choose is None
            and opener.first_play_includes_lowest
            and not (later and opener.winner_leads_next_deal)
        ):
            dealt = [c for c in DECK if _union(state.dealt) >> c.index & 1]
            low = min(keys[c.index] for c in dealt)
            lowest = [c for c in dealt if keys[c.index] == low]
            if len(lowest) != 1:
                problem = f"several cards dealt are the lowest: {cards_text(lowest)}"
            elif opening != 1 << lowest[0].index:
                problem = (
                    f"the first play must include {cards_text(cards_of(opening))}, not the lowest card {lowest[0]}"
                )
        if problem is not None:
            yield Failure(OPENER, problem, case)
            return


def _junk(rng: random.Random, state: GameState) -> Play | Pass | Redeal:
    """A random action, often illegal: a pass, a redeal, or some cards of the hand and others."""
    roll = rng.random()
    if roll < 0.15:
        return Pass()
    if roll < 0.2:
        return Redeal(rng.randrange(state.players))
    seat = state.to_move if state.to_move is not None else 0
    pool = list(dict.fromkeys([*cards_of(state.masks[seat]), *rng.sample(DECK, 2)]))
    return Play(rng.sample(pool, rng.randint(1, min(5, len(pool)))))


def _agreement(state: GameState, action: Play | Pass | Redeal, listed: bool) -> str | None:
    """What is wrong between `check`, `apply` and `legal_actions` about ``action``, if anything."""
    try:
        reason: Reason | GameError | None = bigtwo.check(state, action)
    except GameError as exc:
        reason = exc
    try:
        bigtwo.apply(state, action)
        applied: Exception | None = None
    except (IllegalPlay, GameError) as exc:
        applied = exc
    if listed and reason is not None:
        return f"legal_actions lists {action!r}, which check refuses: {reason}"
    if isinstance(reason, Reason) and applied is None:
        return f"apply accepts {action!r}, which check refuses: {reason.message('en')}"
    if isinstance(reason, Reason) and isinstance(applied, IllegalPlay) and applied.reason != reason:
        return f"apply refuses {action!r} for another reason than check: {applied} / {reason.message('en')}"
    if reason is None and isinstance(applied, IllegalPlay):
        return f"check accepts {action!r}, which apply refuses: {applied}"
    return None


def _conserved(state: GameState) -> str | None:
    """What is wrong with the cards of ``state``, if anything."""
    dealt = state.dealt
    if sum(m.bit_count() for m in dealt) != _union(dealt).bit_count():
        return "two seats were dealt the same card"
    played = [t.action.mask for t in state.history if isinstance(t.action, Play)]
    if sum(m.bit_count() for m in played) != _union(played).bit_count():
        return "a card was played twice"
    held = _union(state.masks)
    for seat, (now, was) in enumerate(zip(state.masks, dealt, strict=True)):
        if now & ~was:
            return f"seat {seat} holds {cards_text(cards_of(now & ~was))}, which it was not dealt"
    if held & _union(played):
        return f"{cards_text(cards_of(held & _union(played)))} is both played and held"
    if held | _union(played) != _union(dealt):
        return f"cards vanished: {cards_text(cards_of(_union(dealt) & ~(held | _union(played))))}"
    return None


def _one_winner(state: GameState) -> str | None:
    """What is wrong with the end of the deal ``state``, if anything."""
    if state.winner is None or state.to_move is not None:
        return f"the deal is over, but winner is {state.winner} and to_move {state.to_move}"
    empty = [seat for seat, m in enumerate(state.masks) if not m]
    if state.instant:
        if empty:
            return f"an instant win, but seats {empty} hold no cards"
    elif empty != [state.winner]:
        return f"seat {state.winner} won, but the seats out of cards are {empty}"
    if bigtwo.legal_actions(state):
        return "the deal is over, but legal_actions still lists actions"
    return None


def check_games(s: Sample) -> Iterator[Failure]:
    """Random games from random deals (2 to 4 players): after every action the cards held and
    played are the cards dealt; `check`, `apply` and `legal_actions` agree on the actions tried
    (legal ones and random ones); and every game ends, with one winner."""
    rules, rng = s.rules, s.rng("games")
    broken: set[str] = set()
    for _ in range(max(1, s.examples // 8)):
        seed, players = rng.randrange(10**9), rng.choice((2, 3, 4))
        state = bigtwo.new_game(rules, seed=seed, players=players)
        redeals = 0
        stopped = False
        for _step in range(MAX_ACTIONS):
            case = f"seed {seed}, {players} players, after {len(state.history)} actions"
            problem = _conserved(state) if CONSERVE not in broken else None
            if problem is not None:
                broken.add(CONSERVE)
                yield Failure(CONSERVE, problem, case)
            if state.over:
                break
            legal = bigtwo.legal_actions(state)
            tried = [(a, True) for a in rng.sample(legal, min(2, len(legal)))] + [(_junk(rng, state), False)]
            for action, listed in tried:
                problem = _agreement(state, action, listed) if CHECK_AGREES not in broken else None
                if problem is not None:
                    broken.add(CHECK_AGREES)
                    yield Failure(CHECK_AGREES, problem, case)
            plays = [a for a in legal if not isinstance(a, Redeal)]
            choice: Play | Pass | Redeal
            if redeals < 2 and len(plays) < len(legal) and rng.random() < 0.3:
                choice = rng.choice([a for a in legal if isinstance(a, Redeal)])
                redeals += 1
            else:
                choice = rng.choice(plays)
            try:
                state = bigtwo.apply(state, choice)
            except (IllegalPlay, GameError) as exc:
                if CHECK_AGREES not in broken:
                    broken.add(CHECK_AGREES)
                    yield Failure(CHECK_AGREES, f"apply refuses {choice!r}, a legal action: {exc}", case)
                stopped = True
                break
        problem = None
        if stopped or ONE_WINNER in broken:
            pass
        elif not state.over:
            problem = f"the deal has not ended after {MAX_ACTIONS} actions"
        else:
            problem = _one_winner(state)
        if problem is not None:
            broken.add(ONE_WINNER)
            yield Failure(ONE_WINNER, problem, f"seed {seed}, {players} players, {len(state.history)} actions")
        if len(broken) == 3:
            return
