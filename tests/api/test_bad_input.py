"""Bad input to every public function raises a specific BigTwoError whose message names the problem."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import bigtwo
from bigtwo import (
    BigTwoError,
    GameError,
    IllegalPlay,
    Incomparable,
    InvalidCards,
    RulesError,
)
from tests.support.bad import bad

RULES = bigtwo.ruleset()
_STATE = bigtwo.new_game(seed=1)


_CARD = bigtwo.score(["", "3D", "4D 5D", "6D"], RULES)


@pytest.mark.parametrize(
    ("call", "error"),
    [
        pytest.param(lambda: bigtwo.legal_actions(bad(None)), GameError, id="legal_actions(None)"),
        pytest.param(lambda: bigtwo.match_totals(bad(5)), GameError, id="match_totals(5)"),
        pytest.param(lambda: bigtwo.match_totals(bad([1])), GameError, id="match_totals([1])"),
        pytest.param(lambda: bigtwo.readout(_STATE, bad("0")), GameError, id='readout(state, "0")'),
        pytest.param(lambda: bigtwo.replay(_STATE, bad(None)), GameError, id="replay(state, None)"),
        pytest.param(lambda: bigtwo.option_values(bad([])), RulesError, id="option_values([])"),
        pytest.param(lambda: bigtwo.ruleset(bad([])), RulesError, id="ruleset([])"),
        pytest.param(lambda: bigtwo.ruleset(plugins=bad(5)), RulesError, id="ruleset(plugins=5)"),
        pytest.param(lambda: bigtwo.new_game(hands=bad(5)), GameError, id="new_game(hands=5)"),
        pytest.param(lambda: bigtwo.score(bad(5), RULES), BigTwoError, id="score(5, rules)"),
        pytest.param(lambda: _CARD.render(names=["a"]), GameError, id='card.render(names=["a"])'),
        pytest.param(lambda: bigtwo.dumps(_STATE, indent=bad([])), GameError, id="dumps(state, indent=[])"),
        pytest.param(lambda: bigtwo.deal(1, 4, bad("classic")), RulesError, id='deal(1, 4, "classic")'),
        pytest.param(
            lambda: bigtwo.deal(1, 4, RULES, shuffle_number=-1), GameError, id="deal(1, 4, rules, shuffle_number=-1)"
        ),
        pytest.param(lambda: RULES.sort(bad(["3D"])), RulesError, id='rules.sort(["3D"])'),
        pytest.param(lambda: bigtwo.Card(bad(13), bad(0)), InvalidCards, id="Card(13, 0)"),
    ],
)
def test_wrong_arguments_raise_bigtwo_errors(call: Callable[[], object], error: type[BigTwoError]) -> None:
    with pytest.raises(error):
        call()


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: bigtwo.cards("3D 1X"), InvalidCards, "'1X' is not a card"),
        (lambda: bigtwo.cards("3D 3D"), InvalidCards, "the 3♦ is given twice"),
        (lambda: bigtwo.classify("3D 3D", RULES), InvalidCards, "the 3♦ is given twice"),
        (lambda: bigtwo.classify((bigtwo.DECK[0],) * 5, RULES), InvalidCards, "the 3♦ is given twice"),
        (lambda: bigtwo.classify((bigtwo.DECK[0],) * 3, RULES), InvalidCards, "the 3♦ is given twice"),
        (lambda: bigtwo.classify(bad([1, 2, 3, 4, 5]), RULES), InvalidCards, "expected cards or card texts, not 1"),
        (lambda: bigtwo.classify(bad(12), RULES), InvalidCards, "expected card text or a sequence of cards"),
        (lambda: bigtwo.classify("3D", bad("classic")), RulesError, "expected a RuleSet"),
        (lambda: bigtwo.classify("", RULES), IllegalPlay, "No cards selected"),
        (lambda: bigtwo.classify("3D 4D 5D 6D", RULES), IllegalPlay, "not a play"),
        (lambda: bigtwo.classify("3D 4D 5D 6D 7D 8D", RULES), IllegalPlay, "not a play"),
        (lambda: bigtwo.compare("3D", "4D 4S", RULES), Incomparable, "different sizes (1 and 2 cards)"),
        (lambda: bigtwo.compare("3D", "4D 5S", RULES), IllegalPlay, "not a play"),
        (lambda: bigtwo.compare("3D", "4D", bad(None)), RulesError, "expected a RuleSet"),
        (lambda: bigtwo.beats("3D 9S", "4D", RULES), IllegalPlay, "not a play"),
        (lambda: bigtwo.beats("3D", "ZZ", RULES), InvalidCards, "'ZZ' is not a card"),
        (lambda: bigtwo.plays("3D 3D", RULES), InvalidCards, "the 3♦ is given twice"),
        (lambda: bigtwo.plays([bigtwo.DECK[1], bigtwo.DECK[1]], RULES), InvalidCards, "the 3♣ is given twice"),
        (lambda: bigtwo.plays("3D", RULES, table="4D 5D"), IllegalPlay, "not a play"),
        (lambda: bigtwo.plays(bad(["3D", 7]), RULES), InvalidCards, "such as '3D' or '3♦', not 7"),
        (lambda: bigtwo.classify(bad(["3D", "3d"]), RULES), InvalidCards, "the 3♦ is given twice"),
        (lambda: bigtwo.ruleset("nope"), RulesError, "unknown variant 'nope'"),
        (lambda: bigtwo.variant("nope"), RulesError, "unknown variant 'nope'"),
        (lambda: bigtwo.Card.parse("1X"), InvalidCards, "'1X' is not a card"),
        (lambda: RULES.card_key(bad("3D")), RulesError, "expected a Card"),
        (lambda: RULES.explain("flush", "de"), bigtwo.UnknownLanguage, "unknown language 'de'"),
    ],
)
def test_bad_input(call: Callable[[], object], error: type[BigTwoError], message: str) -> None:
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)
    assert isinstance(info.value, BigTwoError) and isinstance(info.value, ValueError)


def test_a_failed_call_leaves_its_inputs_alone() -> None:
    hand = [bigtwo.DECK[0], bigtwo.DECK[4], bigtwo.DECK[0]]
    before = list(hand)
    with pytest.raises(InvalidCards):
        bigtwo.plays(hand, RULES)
    assert hand == before
