"""A Hypothesis state machine plays random legal and illegal actions in every built-in variant
with 2, 3 and 4 players, and checks the engine's invariants after every step."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import bigtwo
from bigtwo import GameState, IllegalPlay, Pass, Play, Redeal
from tests.support.strategies import VARIANTS


def union(masks: tuple[int, ...]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


class Deal(RuleBasedStateMachine):
    state: GameState
    everything: int

    @initialize(
        variant=st.sampled_from(VARIANTS),
        players=st.sampled_from((2, 3, 4)),
        seed=st.integers(0, 10**6),
    )
    def start(self, variant: str, players: int, seed: int) -> None:
        self.state = bigtwo.new_game(bigtwo.ruleset(variant), seed=seed, players=players)
        self.everything = union(self.state.dealt)
        self.played = 0

    def _step(self, action: Play | Pass | Redeal) -> None:
        before = self.state
        after = bigtwo.apply(before, action)
        if isinstance(action, Redeal):
            self.state, self.everything, self.played = after, union(after.dealt), 0
            return
        mover = before.to_move
        assert mover is not None
        new_entries = after.history[len(before.history) :]
        assert new_entries[0] == bigtwo.Turn(mover, action if isinstance(action, Pass) else new_entries[0].action)
        assert all(t.auto and isinstance(t.action, Pass) for t in new_entries[1:])
        if isinstance(action, Play):
            assert after.masks[mover] == before.masks[mover] & ~action.mask
            self.played |= action.mask
        else:
            assert after.masks == before.masks
        self.state = after
        if after.over:
            return
        if after.table is None:
            # The table cleared: since the last play, every other seat passed, in turn order.
            last_play = max(i for i, t in enumerate(after.history) if isinstance(t.action, Play))
            owner = after.history[last_play].seat
            passes = after.history[last_play + 1 :]
            assert after.to_move == owner == after.leader
            expected = [(owner + k * after.step) % after.players for k in range(1, after.players)]
            locks = after.rules.option("pass_locks_out") == "on"
            if not locks:
                assert [t.seat for t in passes] == expected
            assert all(isinstance(t.action, Pass) for t in passes)
        else:
            # The turn moved on in the deal's direction, skipping only automatic passes.
            seat = mover
            for entry in new_entries[1:]:
                seat = (seat + after.step) % after.players
                assert entry.seat == seat
            if after.rules.option("pass_locks_out") == "off":
                assert after.to_move == (seat + after.step) % after.players

    @precondition(lambda self: not self.state.over)
    @rule(data=st.data())
    def legal_action(self, data: st.DataObject) -> None:
        actions = bigtwo.legal_actions(self.state)
        assert actions, "a deal in progress always has a legal action"
        self._step(data.draw(st.sampled_from(actions)))

    @rule(data=st.data())
    def illegal_or_random_action(self, data: st.DataObject) -> None:
        state = self.state
        seat = state.to_move if state.to_move is not None else 0
        pool = list(state.hands[seat]) + data.draw(st.lists(st.sampled_from(bigtwo.deck()), min_size=1, max_size=2))
        chosen = data.draw(st.lists(st.sampled_from(pool), min_size=0, max_size=6, unique=True))
        choices: list[Play | Pass] = [Play(chosen), Pass()]
        action = data.draw(st.sampled_from(choices))
        reason = bigtwo.check(state, action)
        snapshot = attrs.evolve(state)
        if reason is None:
            assert action in bigtwo.legal_plays(state)
            self._step(action)
            return
        try:
            bigtwo.apply(state, action)
        except IllegalPlay as exc:
            assert exc.reason == reason
        else:  # pragma: no cover
            raise AssertionError(f"apply accepted an action check refused: {reason}")
        assert state == snapshot  # an illegal action changes nothing

    @invariant()
    def cards_are_conserved(self) -> None:
        state = self.state
        held = union(state.masks)
        assert held | self.played == self.everything
        assert held & self.played == 0
        assert sum(m.bit_count() for m in state.masks) + self.played.bit_count() == self.everything.bit_count()

    @invariant()
    def exactly_one_winner(self) -> None:
        state = self.state
        if state.over:
            assert state.winner is not None and state.to_move is None
            if not state.instant:
                assert state.masks[state.winner] == 0
            assert all(m for s, m in enumerate(state.masks) if s != state.winner)
        else:
            assert state.winner is None and all(state.masks)

    @invariant()
    def legal_plays_are_exactly_the_plays_check_accepts(self) -> None:
        state = self.state
        legal = set(bigtwo.legal_plays(state))
        if state.over:
            assert legal == set()
            return
        seat = state.to_move
        assert seat is not None
        candidates = {Play(c) for c in bigtwo.plays(state.hands[seat], state.rules)}
        accepted = {p for p in candidates if bigtwo.check(state, p) is None}
        assert {p for p in legal if isinstance(p, Play)} == accepted
        assert (Pass() in legal) == (bigtwo.check(state, Pass()) is None) == (state.table is not None)

    @invariant()
    def saves_round_trip(self) -> None:
        assert bigtwo.loads(bigtwo.dumps(self.state)) == self.state


Deal.TestCase.settings = settings(stateful_step_count=60)
TestDeal = pytest.mark.slow(Deal.TestCase)  # 20 s under the CI profile
