"""The CPU players: legal, deterministic and picklable, whole deals in every variant."""

from __future__ import annotations

import pickle
import time
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bigtwo
import bigtwo.players
from bigtwo import GameState, SeatView
from bigtwo.players import Player, PlayerError
from tests.support.games import TINY, built, reachable
from tests.support.strategies import VARIANTS

# ---------------------------------------------------------------------------------------------
# Every player is legal, in every variant


@given(reachable(), st.integers(0, 10**6))
def test_every_player_returns_one_of_the_legal_actions(state: GameState, seed: int) -> None:
    if state.over:
        for idle in range(state.players):
            assert bigtwo.view(state, idle).legal == ()
        return
    seat = state.to_move
    assert seat is not None
    seen = bigtwo.view(state, seat)
    assert set(seen.legal) == {a for a in bigtwo.legal_actions(state) if not isinstance(a, bigtwo.Redeal)} | {
        a for a in bigtwo.legal_actions(state) if isinstance(a, bigtwo.Redeal) and a.seat == seat
    }
    for name in TINY:
        action = built(name, seed).act(seen)
        assert action in seen.legal, name
        assert bigtwo.can(state, action, seat=seat if not isinstance(action, bigtwo.Redeal) else None)
    for other in range(state.players):
        if other != seat:
            assert bigtwo.view(state, other).legal == ()


@pytest.mark.parametrize("variant", [*VARIANTS])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_normal_plays_whole_deals_of_every_variant(variant: str, players: int) -> None:
    rules = bigtwo.ruleset(variant)
    normal = bigtwo.players.player("normal")
    for seed in range(3):
        state = bigtwo.new_game(rules, seed=seed, players=players)
        while not state.over:
            seat = state.to_move
            assert seat is not None
            state = bigtwo.apply(state, normal.act(bigtwo.view(state, seat)))
        bigtwo.score_game(state)


def test_an_expert_plays_a_whole_deal_against_novices() -> None:
    lineup = [built("expert", 3), built("novice", 1), built("novice", 2), built("novice", 3)]
    state = bigtwo.new_game(bigtwo.ruleset("taiwanese"), seed=5)
    while not state.over:
        seat = state.to_move
        assert seat is not None
        state = bigtwo.apply(state, lineup[seat].act(bigtwo.view(state, seat)))


@pytest.mark.parametrize("variant", [*VARIANTS])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_expert_modelling_learned_plays_whole_deals_of_every_variant_the_same_way_twice(
    variant: str, players: int
) -> None:
    expert = bigtwo.players.player("expert", seed=2, iterations=1, candidates=3, model="learned", policy="learned")
    learned = bigtwo.players.player("learned")
    state = bigtwo.new_game(bigtwo.ruleset(variant), seed=7, players=players)
    while not state.over:
        seat = state.to_move
        assert seat is not None
        seen = bigtwo.view(state, seat)
        if seat == 0:
            action = expert.act(seen)
            assert expert.act(pickle.loads(pickle.dumps(seen))) == action
        else:
            action = learned.act(seen)
        state = bigtwo.apply(state, action)  # raises on an illegal action


# ---------------------------------------------------------------------------------------------
# Deterministic and picklable


def _decisions(variant: str = "classic", deals: int = 2) -> Iterator[SeatView]:
    """Views of the seat to move along deals played by ``normal``."""
    normal = bigtwo.players.player("normal")
    for seed in range(deals):
        state = bigtwo.new_game(bigtwo.ruleset(variant), seed=seed)
        while not state.over:
            seat = state.to_move
            assert seat is not None
            seen = bigtwo.view(state, seat)
            yield seen
            state = bigtwo.apply(state, normal.act(seen))


@pytest.mark.parametrize("name", list(TINY))
def test_the_same_seed_and_view_give_the_same_action_even_after_pickling(name: str) -> None:
    first, second = built(name, 11), built(name, 11)
    copied = pickle.loads(pickle.dumps(first))
    assert copied == first
    for k, seen in enumerate(_decisions("cardroom" if name == "expert" else "classic", 1 if name == "expert" else 3)):
        if name == "expert" and k % 4:
            continue
        again = pickle.loads(pickle.dumps(seen))
        action = first.act(seen)
        assert second.act(seen) == action
        assert copied.act(again) == action
        assert first.act(seen) == action  # asking twice changes nothing


def test_the_novice_s_seed_decides_its_passes() -> None:
    novices = [bigtwo.players.player("novice", seed=s, pass_rate=0.5) for s in range(2)]
    differ = [seen for seen in _decisions() if novices[0].act(seen) != novices[1].act(seen)]
    assert differ
    assert all(seen.table is not None for seen in differ)  # never a pass when leading


def test_an_expert_with_a_budget_only_stays_legal_and_close_to_it() -> None:
    expert = bigtwo.players.player("expert", seed=1, budget_ms=30)
    assert isinstance(expert, bigtwo.players.Expert)
    state = bigtwo.new_game(seed=9)
    seen = bigtwo.view(state, state.to_move)  # type: ignore[arg-type]
    assert expert.act(seen) in seen.legal


@pytest.mark.parametrize("move_ms", [0.05, 2.0, 45.0])
def test_an_experts_budget_is_a_hard_bound(monkeypatch: pytest.MonkeyPatch, move_ms: float) -> None:
    """On a clock of its own (each CPU move of a rollout takes ``move_ms``, nothing else takes
    any time): a move never runs past ``budget_ms`` by more than one such move."""
    from bigtwo.players import _learned, _sampled
    from bigtwo.players._normal import decide as real

    clock = [0.0]
    monkeypatch.setattr(time, "perf_counter", lambda: clock[0])  # the expert reads time.perf_counter
    real_learned = _learned.learned_move

    def decide(seen: object) -> object:
        clock[0] += move_ms / 1000
        return real(seen)  # type: ignore[arg-type]

    def learned_move(state: object, seen: object, net: object) -> object:
        clock[0] += move_ms / 1000
        return real_learned(state, seen, net)  # type: ignore[arg-type]

    # the names the expert's rollouts call: normal's at the other seats, learned's at its own (the default policy)
    monkeypatch.setattr(_sampled, "decide", decide)
    monkeypatch.setattr(_sampled, "learned_move", learned_move)
    budget = 30.0
    expert = bigtwo.players.player("expert", seed=1, budget_ms=budget)
    used = []
    for seen in list(_decisions())[:40]:
        clock[0] = 0.0
        assert expert.act(seen) in seen.legal
        assert clock[0] * 1000 <= budget + move_ms + 1e-9, (move_ms, clock[0])
        used.append(clock[0] * 1000)
    if move_ms < 1:  # it uses the time it has: some moves reach the budget
        assert max(used) > budget - 1


def test_the_experts_prior_weighs_learneds_scores_beside_the_sampled_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the largest ``prior`` the expert plays the candidate ``learned``'s network scores
    best (and so with any prior when no sampled deal fits in its budget); with a network that
    scores every candidate alike, any ``prior`` plays as ``prior=0`` (the sampled deals alone),
    so the prior is all that moves it."""
    from bigtwo.players import _expert
    from bigtwo.players._base import action_for
    from bigtwo.players._choices import candidates_of
    from bigtwo.players._features import describe
    from bigtwo.players._learned import network
    from bigtwo.players._threats import Seen

    views = [seen for k, seen in enumerate(_decisions()) if k % 3 == 0 and len(seen.legal) > 1][:24]
    led = bigtwo.players.Expert(seed=2, iterations=4, prior=_expert.MAX_PRIOR)
    alone = bigtwo.players.player("expert", seed=2, iterations=4, prior=0)
    clock = [0.0]
    monkeypatch.setattr(time, "perf_counter", lambda: clock.__setitem__(0, clock[0] + 1.0) or clock[0])  # 1 s a read
    hurried = bigtwo.players.player("expert", seed=2, budget_ms=1.0)
    hurried_alone = bigtwo.players.player("expert", seed=2, budget_ms=1.0, prior=0)
    net = network()
    differ = 0
    for seen in views:
        facts = Seen.of_view(seen)
        endgame = facts.hand.bit_count() <= _expert.ENDGAME_CARDS
        choices = candidates_of(facts, seen, max(led.candidates, _expert.ENDGAME_WIDTH) if endgame else led.candidates)
        scores = [net.score(row) for row in describe(facts, seen, choices)]
        top = max(range(len(choices)), key=lambda i: (scores[i], -i))
        if len(choices) > 1 and max(s for i, s in enumerate(scores) if i != top) < scores[top] - 0.5:
            assert led.act(seen) == action_for(seen.legal, choices[top])
        differ += led.act(seen) != alone.act(seen)
        # With no time for a single sampled deal, learned's best candidate (normal's with no prior).
        assert hurried.act(seen) == action_for(seen.legal, choices[top])
        assert hurried_alone.act(seen) == action_for(seen.legal, choices[0])
    assert differ  # the network and the sampled deals disagree somewhere

    class Flat:
        def score(self, row: list[float]) -> float:
            return 7.0

    monkeypatch.setattr(_expert, "network", lambda: Flat())
    flat = bigtwo.players.player("expert", seed=2, iterations=4, prior=3.0)
    assert [flat.act(seen) for seen in views] == [alone.act(seen) for seen in views]


def test_players_satisfy_the_protocol() -> None:
    for name in TINY:
        assert isinstance(built(name), Player)


def test_a_player_refuses_what_is_not_its_turn() -> None:
    state = bigtwo.new_game(seed=1)
    idle = next(s for s in range(4) if s != state.to_move)
    for name in TINY:
        with pytest.raises(PlayerError, match="nothing to do"):
            built(name).act(bigtwo.view(state, idle))
        with pytest.raises(PlayerError, match="SeatView"):
            built(name).act(state)  # type: ignore[arg-type]
