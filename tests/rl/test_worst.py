"""The worst a seat can lose in a deal, and an illegal action that always costs more: every
built-in scheme's declared bound holds on random and on worst-case deals."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bigtwo
import bigtwo.rl
from bigtwo._records.worst import dealt_counts
from bigtwo.plugin import ScoringScheme, doubling_factors_at_most, hookimpl

BUILTIN = ["classic", "chinese", "doubling", "cardroom", "dragon", "pusoy-dos", "taiwanese"]


def loss(card: bigtwo.ScoreCard) -> int:
    """The most any seat lost on a score card (a penalty scheme: the largest penalty)."""
    return max(a if card.lower_wins else -a for a in card.points)


@pytest.mark.parametrize("variant", BUILTIN)
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_no_end_of_a_deal_loses_more_than_the_bound(variant: str, players: int, data: st.DataObject) -> None:
    rules = bigtwo.ruleset(variant)
    worst = bigtwo.rl.worst_points(rules, players)
    dealt = dealt_counts(rules, players)
    deck = list(bigtwo.new_game(rules, seed=0, players=players).hands)
    cards = [c for hand in deck for c in hand]
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1)))
    rng.shuffle(cards)
    winner = data.draw(st.integers(0, players - 1))
    hands: list[list[bigtwo.Card]] = [[] for _ in range(players)]
    rest = iter(cards)
    for seat in range(players):
        if seat != winner:
            hands[seat] = [next(rest) for _ in range(data.draw(st.integers(1, dealt[seat])))]
    play = [next(rest) for _ in range(data.draw(st.sampled_from([1, 2, 5])))]
    card = bigtwo.score(hands, rules, dealt=dealt, winning_play=None if len(play) == 5 else play)
    assert loss(card) <= worst


def test_the_bounds_are_reached_or_close() -> None:
    classic = bigtwo.ruleset("classic")
    full = bigtwo.new_game(classic, seed=0).hands
    assert (
        loss(bigtwo.score([(), full[1], full[2][:1], full[3][:1]], classic)) == 39 == bigtwo.rl.worst_points(classic, 4)
    )
    doubling = bigtwo.ruleset("doubling")
    loser = "2D 2C 2H 2S AD AC AH AS KD KC KH KS QD"  # four 2s, three fours of a kind
    card = bigtwo.score(["", loser, "3D", "4D"], doubling, winning_play="5D 5C 5H 5S 6D")
    assert (
        loss(card) == 13 * 2 * 2**8 <= bigtwo.rl.worst_points(doubling, 4) == 13 * 2 * 2 ** doubling_factors_at_most(13)
    )
    # the issue's deal: one seat holds four 2s and two fours of a kind when seat 0 goes out
    state = bigtwo.new_game(doubling, hands=["3D", "2D 2C 2H 2S 4D 4C 4H 4S 5D 5C 5H 5S 6D", "7D", "8D"], players=4)
    end = bigtwo.apply(state, bigtwo.Play("3D"))
    assert loss(bigtwo.score_game(end)) == 3328 < bigtwo.rl.worst_points(doubling, 4)


@pytest.mark.parametrize("variant", BUILTIN)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("reward", ["points", "normalized", "win"])
def test_an_illegal_action_costs_more_than_any_legal_deal(variant: str, players: int, reward: str) -> None:
    table = bigtwo.rl.env(variant, players=players, reward=reward)
    table.reset(seed=players)
    worst = table.unwrapped.worst_reward
    obs, *_ = table.last()
    agent = table.agent_selection
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        table.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    assert table.rewards[agent] == worst - 1
    raw = bigtwo.rl.raw_env(variant, players=players, reward=reward)
    rng = random.Random(7)
    for seed in range(3):  # random deals played legally never pay less than worst_reward
        raw.reset(seed=seed)
        while raw.agents:
            obs, *_ = raw.last()
            done = raw.terminations[raw.agent_selection]
            raw.step(None if done else rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
            assert all(r >= worst for r in raw.rewards.values())


def test_the_doubling_deal_of_the_issue_no_longer_pays_an_illegal_action_better() -> None:
    made = bigtwo.rl.BigTwoEnv("doubling", opponents="novice")
    assert made._illegal < -bigtwo.rl.worst_points(made.rules, 4) < -3328


class Flat:
    """A plugin's scheme without a declared bound: 1 a card, estimated from the probe deals."""

    @hookimpl
    def bigtwo_option_values(self) -> list[bigtwo.plugin.OptionValue]:
        return [
            bigtwo.plugin.OptionValue("scoring", "flat-test", bigtwo.plugin.Localized(en="1 a card", es="1 por carta"))
        ]

    @hookimpl
    def bigtwo_scoring(self, value: str) -> ScoringScheme | None:
        return ScoringScheme(bigtwo.plugin.winner_collects(lambda left, dealt: 1)) if value == "flat-test" else None


def test_a_scheme_without_a_bound_is_estimated_and_a_bad_bound_refused() -> None:
    class Declared(Flat):
        @hookimpl
        def bigtwo_scoring(self, value: str) -> ScoringScheme | None:
            lines = bigtwo.plugin.winner_collects(lambda left, dealt: 1)
            return ScoringScheme(lines, worst_loss=lambda dealt: -1) if value == "flat-test" else None

    estimated = bigtwo.ruleset("classic", plugins=[Flat()], scoring="flat-test")
    assert bigtwo.rl.worst_points(estimated, 4) == 13
    broken = bigtwo.ruleset("classic", plugins=[Declared()], scoring="flat-test")
    with pytest.raises(bigtwo.RulesError) as refused:
        bigtwo.rl.worst_points(broken, 4)
    assert refused.value.code == "scheme-worst-not-a-count"
    with pytest.raises(bigtwo.GameError):
        bigtwo.rl.worst_points(estimated, 5)
