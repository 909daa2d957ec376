"""`bigtwo.rl`'s encodings: action indices, masks and observations."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import numpy as np
import pytest

import bigtwo
import bigtwo.rl
from bigtwo.rl import LAYOUT, MAX_ACTIONS, MAX_SLOTS, PASS_ACTION, REDEAL_ACTION
from bigtwo.rl._actions import Slots
from bigtwo.rl._encoder import Encoder
from bigtwo.rl._rules_info import rules_info
from tests.support.games import TABLES


def random_states(variant: str, players: int, deals: int, seed: int) -> Iterator[bigtwo.GameState]:
    """Every state of ``deals`` random deals played by masked random actions (redeals included)."""
    rules = bigtwo.ruleset(variant)
    rng = random.Random(seed)
    for _ in range(deals):
        state = bigtwo.new_game(rules, seed=rng.randrange(10**12), players=players)
        yield state
        while not state.over:
            to_move = state.to_move
            assert to_move is not None
            legal = bigtwo.view(state, to_move).legal
            state = bigtwo.apply(state, rng.choice(legal))
            yield state


# ---------------------------------------------------------------------------------------------
# Action encoding


def test_every_set_of_positions_has_one_index_and_back() -> None:
    seen = set()
    for size in bigtwo.rl.PLAY_SIZES:
        for positions in itertools.combinations(range(MAX_SLOTS), size):
            index = bigtwo.rl.positions_to_action(positions)
            assert bigtwo.rl.action_positions(index) == positions
            seen.add(index)
    assert seen == set(range(2, MAX_ACTIONS))
    assert bigtwo.rl.action_positions(PASS_ACTION) == bigtwo.rl.action_positions(REDEAL_ACTION) == ()


@pytest.mark.parametrize("slots", [0, 1, 5, 13, 17, 18, 26])
def test_a_hand_of_n_cards_uses_the_first_indices(slots: int) -> None:
    indices = {bigtwo.rl.positions_to_action(p) for k in (1, 2, 3, 5) for p in itertools.combinations(range(slots), k)}
    assert indices == set(range(2, bigtwo.rl.num_actions(slots)))
    matrix = bigtwo.rl.position_matrix(slots)
    assert matrix.shape == (bigtwo.rl.num_actions(slots), slots)
    rows = range(2, min(40, len(matrix)))
    assert [tuple(np.flatnonzero(matrix[i])) for i in rows] == [bigtwo.rl.action_positions(i) for i in rows]


def test_bad_positions_and_indices_are_refused() -> None:
    for bad in ([0, 1, 2, 3], [0, 0], [], [26], [-1]):
        with pytest.raises(bigtwo.GameError):
            bigtwo.rl.positions_to_action(bad)
    for index in (-1, MAX_ACTIONS, True, 2.0):
        with pytest.raises(bigtwo.GameError):
            bigtwo.rl.action_positions(index)  # type: ignore[arg-type]
    with pytest.raises(bigtwo.GameError):
        bigtwo.rl.num_actions(27)


@pytest.mark.parametrize(("variant", "players"), [("classic", 4), ("pusoy-dos", 3), ("doubling", 2), ("cardroom", 2)])
def test_a_hand_s_action_indices_are_those_of_its_positions(variant: str, players: int) -> None:
    """The environments' path to a play's index (a hand read by bytes, the index of a set of
    positions memoised across deals) gives the index of the play's positions in the hand as
    dealt, sorted by the rules' card keys, for random plays of random deals (and refuses cards
    not dealt and sizes that are not plays, as the general path does)."""
    rules = bigtwo.ruleset(variant)
    info = rules_info(rules)
    rng = random.Random(players)
    for _ in range(20):
        dealt = bigtwo.new_game(rules, seed=rng.randrange(10**12), players=players).dealt
        for mask in dealt:
            hand = Slots(mask, info)
            held = sorted((card for card in bigtwo.DECK if card.bit & mask), key=rules.card_key)
            assert hand.bits == tuple(card.bit for card in held)
            for _ in range(40):
                positions = sorted(rng.sample(range(len(held)), rng.choice(bigtwo.rl.PLAY_SIZES)))
                play = sum(held[p].bit for p in positions)
                assert hand.index(play) == bigtwo.rl.positions_to_action(positions)
                assert hand.index(play) == hand.index(play)  # memoised: the same again
            other = next(card for card in bigtwo.DECK if not card.bit & mask)
            with pytest.raises(bigtwo.GameError, match="dealt"):
                hand.index(held[0].bit | other.bit)
            with pytest.raises(bigtwo.GameError):
                hand.index(held[0].bit | held[1].bit | held[2].bit | held[3].bit)


def test_a_hand_of_more_cards_than_the_action_space_has_positions_is_refused() -> None:
    """A hand the encodings cannot index (more than MAX_SLOTS cards, which a deal of given
    hands allows) is refused for what it is, never with a wrong index or a card 'not dealt'."""
    deck = [str(card) for card in bigtwo.DECK]
    view = bigtwo.view(bigtwo.new_game(hands=[" ".join(deck[:27]), " ".join(deck[27:])]), 0)
    for call in (
        lambda: bigtwo.rl.play_to_action(bigtwo.Play(deck[26]), view),
        lambda: bigtwo.rl.action_to_play(2, view),
        lambda: bigtwo.rl.action_mask(view),
    ):
        with pytest.raises(bigtwo.GameError) as refused:
            call()
        assert refused.value.code == "rl-hand-past-slots"
        assert "27 cards, more than the 26 positions" in str(refused.value)
    fits = bigtwo.view(bigtwo.new_game(hands=[" ".join(deck[:26]), " ".join(deck[26:])]), 0)
    assert bigtwo.rl.play_to_action(bigtwo.Play(deck[25]), fits) == bigtwo.rl.positions_to_action([25])


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_the_mask_is_exactly_the_legal_actions_at_every_state(variant: str, players: int) -> None:
    """The property: at every state of random deals, the mask's 1s are ``view.legal`` mapped
    through the encoding, each index decodes back to its action, and the environments' fast
    path gives the same mask and observation as the view's functions, for every seat."""
    slots = bigtwo.rl.slots_for(bigtwo.ruleset(variant), players)
    encoder: Encoder | None = None
    for state in random_states(variant, players, deals=3, seed=players):
        if encoder is None or encoder.dealt is not state.dealt:
            encoder = Encoder.of(state, slots)
        for seat in range(players):
            view = bigtwo.view(state, seat)
            mask = bigtwo.rl.action_mask(view, slots)
            wanted = {bigtwo.rl.play_to_action(action, view): action for action in view.legal}
            assert len(wanted) == len(view.legal)
            assert set(np.flatnonzero(mask)) == set(wanted)
            for index, action in wanted.items():
                assert bigtwo.rl.action_to_play(index, view) == action
            assert np.array_equal(encoder.mask(state, seat), mask)
            assert np.array_equal(encoder.observe(state, seat), bigtwo.rl.observe(view))


@pytest.mark.parametrize(
    ("variant", "players", "slots"), [("doubling", 2, 26), ("doubling", 3, 18), ("classic", 2, 13)]
)
def test_the_mask_of_a_view_has_the_environment_s_size_by_default(variant: str, players: int, slots: int) -> None:
    """A hand of more than 13 cards (``deal=whole-deck``) gets the environment's mask, not an
    IndexError; too few slots for the hand are refused."""
    state = bigtwo.new_game(bigtwo.ruleset(variant), seed=3, players=players)
    assert state.to_move is not None
    view = bigtwo.view(state, state.to_move)
    mask = bigtwo.rl.action_mask(view)
    assert mask.shape == (bigtwo.rl.num_actions(slots),)
    assert set(np.flatnonzero(mask)) == {bigtwo.rl.play_to_action(a, view) for a in view.legal}
    table = bigtwo.rl.raw_env(variant, players)
    table.reset(options={"code": bigtwo.deal_code(state)})
    assert np.array_equal(table.observe(table.agent_selection)["action_mask"], mask)
    if slots > 13:
        with pytest.raises(bigtwo.GameError, match="too few"):
            bigtwo.rl.action_mask(view, 13)


def test_a_redeal_is_an_action_where_the_rules_allow_it() -> None:
    state = bigtwo.new_game(code="X1.16.4.dragon")
    view = bigtwo.view(state, 2)
    mask = bigtwo.rl.action_mask(view)
    assert mask[REDEAL_ACTION] == 1 and mask[PASS_ACTION] == 0
    assert bigtwo.rl.action_to_play(REDEAL_ACTION, view) == bigtwo.Redeal(2)
    table = bigtwo.rl.raw_env("dragon")
    table.reset(options={"code": "X1.16.4.dragon"})
    assert table.agent_selection == "player_2"
    before = table.game
    table.step(REDEAL_ACTION)
    assert table.game is not None and before is not None
    assert table.game.dealt != before.dealt and not table.terminations["player_2"]
    assert table.observe(table.agent_selection)["action_mask"].any()


# ---------------------------------------------------------------------------------------------
# Observations


def test_the_observation_shows_the_seat_s_hand_and_the_public_facts() -> None:
    rules = bigtwo.ruleset()
    state = bigtwo.new_game(rules, hands=["3D 9S 9D 4S", "4D 5D 6D 7C", "8D 8C JS QS"])
    state = bigtwo.apply(state, bigtwo.Play("3D"))  # seat 0
    state = bigtwo.apply(state, bigtwo.Play("4D"))  # seat 1
    state = bigtwo.apply(state, bigtwo.Pass())  # seat 2
    obs = bigtwo.rl.observe(bigtwo.view(state, 0))
    order = bigtwo.rl.card_order(rules)

    def cards(part: str, row: int = 0) -> list[str]:
        vector = obs[LAYOUT[part]].reshape(-1, 52)[row]
        return [str(order[k]) for k in np.flatnonzero(vector)]

    assert cards("hand") == ["4♠", "9♦", "9♠"]
    assert cards("table") == ["4♦"]
    assert cards("played", 0) == ["3♦"] and cards("played", 1) == ["4♦"] and cards("played", 2) == []
    assert obs[LAYOUT["table_category"]].tolist() == [1, 0, 0, 0, 0, 0, 0, 0]  # a single
    assert obs[LAYOUT["table_owner"]].tolist() == [0, 1, 0, 0]  # the next seat made it
    assert obs[LAYOUT["leader"]].tolist() == [1, 0, 0, 0]
    assert obs[LAYOUT["to_move"]].tolist() == [1, 0, 0, 0]
    assert obs[LAYOUT["passed"]].tolist() == [0, 0, 1, 0]
    assert obs[LAYOUT["cards_left"]].tolist() == [3, 3, 4, 0]
    assert obs[LAYOUT["players"]].tolist() == [0, 1, 0]
    assert obs[LAYOUT["first_play"]].tolist() == [0]
    assert obs[LAYOUT["options"]].sum() == len(bigtwo.rl.OPTION_VALUES)
    assert obs.dtype == np.float32 and obs.shape == (bigtwo.rl.OBSERVATION_SIZE,)


def test_the_observation_never_shows_another_seat_s_cards() -> None:
    """Two deals that differ only in the cards seats 1 and 2 hold give seat 0 the same
    observation, at the start and after the same public turns."""
    a = bigtwo.new_game(hands=["3D 9S 9D 4S", "4D 5D 6D 7C", "8D 8C JS QS"])
    b = bigtwo.new_game(hands=["3D 9S 9D 4S", "8D 5D 6D 7C", "4D 8C JS QS"])
    for state in (a, b):
        assert bigtwo.rl.observe(bigtwo.view(state, 0)).tolist() == bigtwo.rl.observe(bigtwo.view(a, 0)).tolist()
    a, b = bigtwo.apply(a, bigtwo.Play("3D")), bigtwo.apply(b, bigtwo.Play("3D"))
    a, b = bigtwo.apply(a, bigtwo.Play("5D")), bigtwo.apply(b, bigtwo.Play("5D"))
    ours = Encoder.of(a, 13).observe(a, 0)
    assert np.array_equal(ours, Encoder.of(b, 13).observe(b, 0))
    assert not np.array_equal(Encoder.of(a, 13).observe(a, 1), Encoder.of(b, 13).observe(b, 1))


def test_the_card_vectors_follow_the_rule_set_s_order() -> None:
    pusoy = bigtwo.ruleset("pusoy-dos")
    state = bigtwo.new_game(pusoy, hands=["3C 3D", "4D 5D"])
    hand = bigtwo.rl.observe(bigtwo.view(state, 0))[LAYOUT["hand"]]
    assert np.flatnonzero(hand).tolist() == [0, 3]  # 3♣ is the lowest card, 3♦ the highest 3
    assert [str(c) for c in bigtwo.rl.dealt_hand(bigtwo.view(state, 0))] == ["3♣", "3♦"]


def test_the_encoded_option_values_are_the_library_s_own() -> None:
    """The observation's option entries name real values: a renamed built-in value would
    otherwise be encoded as a plugin's ("other") without a word."""
    for name, values in bigtwo.rl.OPTION_VALUES:
        declared = {v.value for v in bigtwo.option_values(name)}
        assert set(values) <= declared, (name, set(values) - declared)
        assert len(set(values)) == len(values)
