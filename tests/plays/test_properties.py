"""Hypothesis properties of classify, compare, beats and plays in every variant."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

import bigtwo
from bigtwo import Card, Combo, Incomparable, RuleSet
from tests.support.strategies import brute_force_plays, hands, legal_plays, rule_sets


def deciding_cards(combo: Combo) -> set[Card]:
    """The cards that decide a play's strength: the card of a single, the higher card of a pair,
    the cards of the main rank of a triple, full house or four of a kind, the top card of a
    straight, every card of a flush."""
    cards = combo.rules.sort(combo.cards)
    category = combo.category
    if category in (bigtwo.Category.SINGLE, bigtwo.Category.PAIR):
        return {cards[-1]}
    if category in (bigtwo.Category.TRIPLE, bigtwo.Category.FULL_HOUSE, bigtwo.Category.FOUR_OF_A_KIND):
        ranks = [c.rank for c in cards]
        main = max(set(ranks), key=ranks.count)
        return {c for c in cards if c.rank == main}
    run = combo.run
    if run is not None:
        return {c for c in cards if c.rank == run.top}
    return set(cards)


def sign_or_none(a: Combo, b: Combo, rules: RuleSet) -> int | None:
    try:
        return bigtwo.compare(a, b, rules)
    except Incomparable:
        return None


@st.composite
def rules_and_plays(draw: st.DrawFn, count: int) -> tuple[RuleSet, list[Combo]]:
    rules = draw(rule_sets())
    size = draw(st.sampled_from((1, 2, 3, 5)))
    return rules, [draw(legal_plays(rules, size)) for _ in range(count)]


@given(rules_and_plays(2))
def test_compare_is_antisymmetric_and_zero_only_for_plays_that_share_a_card(case: tuple[RuleSet, list[Combo]]) -> None:
    rules, (a, b) = case
    ab, ba = sign_or_none(a, b, rules), sign_or_none(b, a, rules)
    if ab is None:
        assert ba is None
        return
    assert ba is not None and ab == -ba and ab in (-1, 0, 1)
    if ab == 0:
        assert deciding_cards(a) & deciding_cards(b), (
            "equal plays share their deciding card: they never meet in one deal"
        )
    assert bigtwo.compare(a, a, rules) == 0


@given(rules_and_plays(3))
def test_compare_is_transitive(case: tuple[RuleSet, list[Combo]]) -> None:
    rules, (a, b, c) = case
    ab, bc, ac = sign_or_none(a, b, rules), sign_or_none(b, c, rules), sign_or_none(a, c, rules)
    if ab is None or bc is None or ac is None:
        return
    if ab >= 0 and bc >= 0:
        assert ac >= 0
    if ab > 0 and bc >= 0:
        assert ac > 0


@given(rule_sets(), st.data())
def test_beats_agrees_with_compare_across_sizes(rules: RuleSet, data: st.DataObject) -> None:
    a, b = data.draw(legal_plays(rules)), data.draw(legal_plays(rules))
    result = sign_or_none(a, b, rules)
    assert bigtwo.beats(a, b, rules) == (result is not None and result > 0)
    if a.size != b.size and not rules.bomb_rule.bombs:
        assert result is None


@given(rule_sets(), st.data())
def test_permuting_input_changes_nothing(rules: RuleSet, data: st.DataObject) -> None:
    play = data.draw(legal_plays(rules))
    shuffled = data.draw(st.permutations(play.cards))
    again = bigtwo.classify(shuffled, rules)
    assert again == play and again.key == play.key
    hand = data.draw(hands(0, 13))
    assert bigtwo.plays(hand, rules) == bigtwo.plays(data.draw(st.permutations(hand)), rules)


@given(rule_sets(), hands(0, 13))
def test_plays_equals_brute_force(rules: RuleSet, hand: list[Card]) -> None:
    made = bigtwo.plays(hand, rules)
    expected = brute_force_plays(hand, rules)
    assert len(made) == len({p.mask for p in made})
    assert {p.mask: p for p in made} == expected
    assert all(p.key == expected[p.mask].key for p in made)
    # Ordered by size, then from the weakest to the strongest.
    assert [(p.size, p.key) for p in made] == sorted((p.size, p.key) for p in made)


@given(rule_sets(), hands(0, 13), st.data())
def test_plays_with_a_table_are_exactly_those_that_beat_it(
    rules: RuleSet, hand: list[Card], data: st.DataObject
) -> None:
    table = data.draw(legal_plays(rules))
    made = bigtwo.plays(hand, rules, table)
    assert set(made) == {p for p in bigtwo.plays(hand, rules) if bigtwo.beats(p, table, rules)}
    assert list(made) == [p for p in bigtwo.plays(hand, rules) if p in set(made)]


@given(rule_sets(), st.data())
def test_classify_accepts_combos_text_and_sequences(rules: RuleSet, data: st.DataObject) -> None:
    play = data.draw(legal_plays(rules))
    assert bigtwo.classify(play, rules) is play
    assert bigtwo.classify(" ".join(str(c) for c in play.cards), rules) == play
    assert bigtwo.classify(list(play.cards), rules) == play
    other = rules.with_options(flush="rank-first" if rules.option("flush") == "suit-first" else "suit-first")
    assert bigtwo.classify(play, other).rules is other
