"""Differential tests of the play fast paths against plain reference implementations.

- the table of every five-card play (`bigtwo._plays.combos.five_plays`), which `classify` and the play
  lists read, against the rank-histogram classification the rule set compiles (`Tables.five`);
- the five-card plays of a hand above a key, against all of them filtered;
- the legal plays through whole deals, against the general enumeration."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bigtwo
from bigtwo import DECK, Category, Combo, IllegalPlay, InvalidCards, Reason, RuleSet
from bigtwo._game.actions import PASS, Pass, Play, play_of, prepared_actions
from bigtwo._game.moves import HandFives
from bigtwo._game.state import GameState
from bigtwo._plays.combos import RANK_BITS, five_plays
from bigtwo._plays.enumeration import five_card_plays, plays_of_mask, rank_groups
from bigtwo._rules.compile import RANK_HIST
from bigtwo._spec.components import FIVE_CARD_CATEGORIES
from bigtwo._values.cards import card_mask
from tests.support.strategies import STRAIGHTS, VARIANTS, hands, rule_sets

SUIT_ORDERS = ("diamonds-lowest", "clubs-lowest", "pusoy")


TABLE_OPTIONS = [
    {"suit_order": s, "straights": t, "flush": f, "royal": r}
    for s, t, f, r in itertools.product(SUIT_ORDERS, STRAIGHTS, ("suit-first", "rank-first"), ("none", "jqka2"))
]


# ---------------------------------------------------------------------------------------------
# The five-card table against the rank histogram


def by_histogram(mask: int, rules: RuleSet) -> tuple[Category, int] | str:
    """Five different cards classified the way the rule set's compiled histogram table says:
    (category, key), or the code of the reason they are no play."""
    idx = [i for i in range(52) if mask >> i & 1]
    entry = rules.tables.five.get(sum(RANK_HIST[i] for i in idx))
    if entry is None:
        return "not-a-combination"
    if isinstance(entry, int):
        key = entry
    else:
        top, straight_keys, flush_keys, forbidden = entry
        suits = {i & 3 for i in idx}
        if len(suits) == 1:
            key = flush_keys[suits.pop()]
        elif straight_keys is not None:
            key = straight_keys[next(i & 3 for i in idx if i >> 2 == top)]
        else:
            return forbidden.code.value if forbidden is not None else "not-a-combination"
    return FIVE_CARD_CATEGORIES[key >> 24], key


def five_card_sets(rng: random.Random, count: int) -> Iterator[int]:
    for _ in range(count):
        yield sum(1 << i for i in rng.sample(range(52), 5))


@pytest.mark.parametrize("options", TABLE_OPTIONS, ids=lambda o: "/".join(o.values()))
def test_every_entry_of_the_five_card_table_is_what_the_histogram_says(options: dict[str, str]) -> None:
    rules = bigtwo.ruleset(**options)
    table = rules._derived[five_plays]
    # Every run of the table in more than one suit, every five cards of one suit, full houses, fours.
    plays = {m: c for m, c in table.by_mask.items() if isinstance(c, Combo)}
    refused = {m: r for m, r in table.by_mask.items() if not isinstance(r, Combo)}
    assert len(plays) == 1020 * len(rules.straight_table.runs) + 5148 + 3744 + 624
    for mask, combo in plays.items():
        assert combo.mask == mask and combo.rules is rules
        assert by_histogram(mask, rules) == (combo.category, combo.key)
    # The runs a table rule refuses, in more than one suit, with that rule's reason.
    assert len(refused) == 1020 * len(rules.straight_table.forbidden)
    for mask, reason in refused.items():
        assert isinstance(reason, Reason)
        assert by_histogram(mask, rules) == reason.code.value == "table-rule"
    for mask in five_card_sets(random.Random(str(options)), 3000):  # and what is not in it is no play
        if mask not in table.by_mask:
            assert by_histogram(mask, rules) == "not-a-combination"


@given(rule_sets(), st.lists(st.sampled_from(DECK), min_size=5, max_size=5))
def test_classify_answers_as_the_histogram_does(rules: RuleSet, cards: list[bigtwo.Card]) -> None:
    mask = sum(1 << c.index for c in set(cards))
    if len(set(cards)) < 5:
        with pytest.raises(InvalidCards, match="is given twice"):
            bigtwo.classify(cards, rules)
        return
    expected = by_histogram(mask, rules)
    try:
        combo = bigtwo.classify(cards, rules)
    except IllegalPlay as exc:
        assert exc.reason.code.value == expected
    else:
        assert (combo.category, combo.key) == expected
        assert bigtwo.classify(" ".join(map(str, cards)), rules) == combo  # the general path agrees


@given(rule_sets(), hands(0, 13), st.integers(-1, 5 << 24))
def test_five_card_plays_above_a_key_are_all_of_them_filtered(
    rules: RuleSet, hand: list[bigtwo.Card], floor: int
) -> None:
    mask = sum(1 << c.index for c in hand)
    every = five_card_plays(mask, rules, -1)
    assert [c.key for c in every] == sorted(c.key for c in every)
    assert five_card_plays(mask, rules, floor) == [c for c in every if c.key > floor]


@given(st.integers(0, (1 << 52) - 1))
def test_rank_groups_read_two_ranks_at_a_time_are_those_of_each_rank(mask: int) -> None:
    groups = [RANK_BITS[r << 4 | (mask >> (r << 2)) & 15] for r in range(13)]
    assert rank_groups(mask) == (groups, [(r, g) for r, g in enumerate(groups) if len(g) > 1])
    assert all(sum(g) == mask >> 4 * r << 4 * r & (15 << 4 * r) for r, g in enumerate(groups))


def test_classify_reads_each_card_s_bit() -> None:
    assert [c.bit for c in DECK] == [1 << i for i in range(52)]


# ---------------------------------------------------------------------------------------------
# legal_plays and the five-card plays kept per dealt hand


def reference_legal_plays(state: GameState) -> list[Play | Pass]:
    """`legal_plays` from the general enumeration of the plays layer, nothing kept between calls."""
    assert state.to_move is not None
    rules = state.setup.rules
    found: list[Play | Pass] = [play_of(c) for c in plays_of_mask(state.masks[state.to_move], rules, state.table)]
    if state.table is None:
        return [p for p in found if p.mask & state.opening_mask] if state.opening_mask else found  # type: ignore[union-attr]
    return [*found, PASS]


@pytest.mark.parametrize("variant", VARIANTS)
def test_legal_plays_are_those_of_the_general_enumeration_through_whole_deals(variant: str) -> None:
    rules = bigtwo.ruleset(variant)
    for players in (2, 3, 4):
        for seed in range(12):
            state = bigtwo.new_game(rules, players=players, seed=seed)
            rng = random.Random(seed)
            while state.winner is None:
                legal = bigtwo.legal_plays(state)
                assert list(legal) == reference_legal_plays(state)
                state = bigtwo.apply(state, rng.choice(legal))


def test_a_kept_entry_never_changes_an_answer() -> None:
    rules = bigtwo.ruleset()
    memo = HandFives(rules)
    dealt = card_mask(bigtwo.cards("3D 4D 5D 6D 7D 8D 9C 9H 9S 10S JS QS KS"))
    fives = [p.mask for p in memo.plays(dealt, dealt)]
    assert fives == [c.mask for c in five_card_plays(dealt, rules, -1)] and len(fives) > 5
    smaller = dealt & ~card_mask(bigtwo.cards("5D 9C"))
    assert [p.mask for p in memo.plays(dealt, smaller)] == [c.mask for c in five_card_plays(smaller, rules, -1)]
    # The same key with a hand that is not a subset of the kept one (another deal): made anew.
    other = card_mask(bigtwo.cards("3C 4C 5C 6C 7C 8H 8S 8C 10D 10H JD QD KD"))
    assert [p.mask for p in memo.plays(dealt, other)] == [c.mask for c in five_card_plays(other, rules, -1)]
    assert memo.plays(dealt, other) is memo.plays(dealt, other)  # kept
    for k in range(HandFives.KEEP + 10):  # bounded
        memo.plays(k << 1, 0)
    assert len(memo._entries) == HandFives.KEEP


@given(st.sampled_from(SUIT_ORDERS), st.integers(0, (1 << 52) - 1))
def test_the_plays_laid_out_two_ranks_at_a_time_are_those_of_each_rank(suit_order: str, mask: int) -> None:
    prepared = prepared_actions(bigtwo.ruleset(suit_order=suit_order))
    for index in range(3):  # singles, pairs, triples
        by_rank = [p for r in range(13) for p in prepared.by_nibble[r << 4 | (mask >> 4 * r) & 15][index]]
        by_byte = [p for k in range(7) for p in prepared.by_byte[k][(mask >> 8 * k) & 255][index]]
        keys = [key for k in range(7) for key in prepared.keys_by_byte[k][(mask >> 8 * k) & 255][index]]
        assert by_byte == by_rank and keys == [p.combo.key for p in by_rank] == sorted(keys)  # type: ignore[union-attr]
        sized = [p for k in range(7) for p in prepared.sized[index][k][(mask >> 8 * k) & 255]]
        assert sized == by_rank and prepared.sized[index][0][0] == ()


@given(st.sampled_from(SUIT_ORDERS), st.integers(0, (1 << 52) - 1), st.randoms(use_true_random=False))
def test_what_follows_a_single_pair_or_triple_is_every_play_of_its_size_that_beats_it(
    suit_order: str, mask: int, rng: random.Random
) -> None:
    rules = bigtwo.ruleset(suit_order=suit_order)
    prepared = prepared_actions(rules)
    for table in rng.sample(sorted(prepared.by_mask), 12):
        combo = prepared.by_mask[table].combo
        assert combo is not None
        follow = prepared.follow[table]
        found = [p for p in follow.beating[(mask >> 8 * follow.k) & 255]]
        found += [p for k in range(follow.k + 1, 7) for p in follow.higher[k][(mask >> 8 * k) & 255]]
        every = [p for k in range(7) for p in prepared.sized[combo.size - 1][k][(mask >> 8 * k) & 255]]
        assert follow.key == combo.key
        assert found == [p for p in every if p.combo.key > combo.key]  # type: ignore[union-attr]
    assert not prepared_actions(bigtwo.ruleset(bombs="quads-and-straight-flush")).follow  # bombs: every play compared


def test_a_recorded_single_pair_or_triple_is_the_prepared_turn() -> None:
    state = bigtwo.new_game(bigtwo.ruleset(), hands=["3D 4D 4C", "5D 6D", "7D 8D", "9D 10D"])
    given_play = bigtwo.Play(bigtwo.cards("3D"))  # made by the caller, not taken from legal_plays
    after = bigtwo.apply(state, given_play)
    recorded = after.history[-1]
    assert recorded == bigtwo.Turn(0, given_play) and recorded.action.combo is not None  # type: ignore[union-attr]
    assert recorded is state.rules._derived[prepared_actions].turns[0][given_play.mask]
