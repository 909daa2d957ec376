"""The engine trusts nothing an action carries but its cards: a forged `Combo`, a tampered mask
or an object that claims to equal every action changes nothing."""

from __future__ import annotations

import attrs
import pytest

import bigtwo
from bigtwo import GameError, IllegalPlay, Play, ReasonCode

TOP = 10**9  # a strength no real play has


def forged(cards: str, rules: bigtwo.RuleSet) -> bigtwo.Combo:
    """The rule set's combination of ``cards``, with its strength set above every play's."""
    return attrs.evolve(bigtwo.classify(cards, rules), key=TOP)


def on_the_table() -> bigtwo.GameState:
    """Seat 1 to move, a K♦ single on the table; seat 1 holds the 4♣ and the 2♠."""
    state = bigtwo.new_game(hands=["3D KD 5C", "4C 2S 6C", "5D 7D", "6D 8D"])
    state = bigtwo.apply(state, Play("3D"))
    state = bigtwo.apply(state, Play("4C"))
    state = bigtwo.apply(state, Play("5D"))
    state = bigtwo.apply(state, Play("6D"))
    state = bigtwo.apply(state, Play("KD"))
    assert state.to_move == 1 and str(state.table) == "K♦"
    return state


def test_a_forged_combo_does_not_beat_the_table() -> None:
    state = on_the_table()
    fake = Play(forged("6C", state.rules))
    reason = bigtwo.check(state, fake)
    assert reason is not None and reason.code is ReasonCode.DOES_NOT_BEAT
    with pytest.raises(IllegalPlay) as raised:
        bigtwo.apply(state, fake)
    assert raised.value.reason.code is ReasonCode.DOES_NOT_BEAT
    assert bigtwo.legal_plays(state) == bigtwo.legal_plays(on_the_table())  # nothing changed


def test_a_legal_play_with_a_forged_combo_is_recorded_with_the_rule_set_s_own() -> None:
    state = on_the_table()
    after = bigtwo.apply(state, Play(forged("2S", state.rules)))
    genuine = bigtwo.classify("2S", state.rules)
    assert after.table == genuine and after.table is not None and after.table.key == genuine.key < TOP
    played = after.history[-1].action
    assert isinstance(played, Play) and played.combo is not None and played.combo.key == genuine.key
    assert bigtwo.loads(bigtwo.dumps(after)) == after


def test_classify_gives_the_rule_set_s_combo_for_a_forged_one() -> None:
    rules = bigtwo.ruleset()
    assert bigtwo.classify(forged("3D 3S", rules), rules).key == bigtwo.classify("3D 3S", rules).key
    assert not bigtwo.beats(forged("3D", rules), "2S", rules)


@pytest.mark.parametrize("mask", ["3D", None, 1 << 60, -1, 2.0])
def test_a_play_whose_cards_were_tampered_with_is_refused(mask: object) -> None:
    state = on_the_table()
    play = Play("2S")
    object.__setattr__(play, "mask", mask)
    with pytest.raises(GameError, match="tampered with"):
        bigtwo.apply(state, play)
    with pytest.raises(GameError, match="tampered with"):
        bigtwo.check(state, play)


class EqualsEverything:
    """An object that claims to equal any action."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


def test_an_object_that_equals_every_action_is_not_an_action() -> None:
    state = on_the_table()
    assert EqualsEverything() in bigtwo.legal_actions(state)  # what a check by == would accept
    for call in (bigtwo.apply, bigtwo.check, bigtwo.can):
        with pytest.raises(GameError, match="an action is a Play, a Pass or a Redeal"):
            call(state, EqualsEverything())  # type: ignore[arg-type]


def test_a_combo_of_other_rules_or_no_combo_at_all_is_judged_by_its_cards() -> None:
    state = on_the_table()
    other = bigtwo.classify("2S", bigtwo.ruleset(suit_order="clubs-lowest"))
    after = bigtwo.apply(state, Play(other))
    assert after.table is not None and after.table.rules is state.rules
    junk = Play("2S")
    object.__setattr__(junk, "combo", "the best play")
    assert bigtwo.apply(state, junk).table == after.table
    assert bigtwo.classify(other, state.rules).rules is state.rules
