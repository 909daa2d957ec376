"""Bad input to every public function raises a specific BigTwoError whose message names the problem."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import bigtwo
from bigtwo import BigTwoError, IllegalPlay, Incomparable, InvalidCards, ReasonCode, RulesError

RULES = bigtwo.ruleset()


def bad(value: object) -> Any:
    """``value`` typed as anything: these calls pass wrong types on purpose."""
    return value


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: bigtwo.cards("3D 1X"), InvalidCards, "unknown card '1X'"),
        (lambda: bigtwo.cards("3D 3D"), InvalidCards, "duplicate card 3♦"),
        (lambda: bigtwo.classify("3D 3D", RULES), InvalidCards, "duplicate card 3♦"),
        (lambda: bigtwo.classify((bigtwo.DECK[0],) * 5, RULES), InvalidCards, "duplicate card 3♦"),
        (lambda: bigtwo.classify((bigtwo.DECK[0],) * 3, RULES), InvalidCards, "duplicate card 3♦"),
        (lambda: bigtwo.classify(bad([1, 2, 3, 4, 5]), RULES), InvalidCards, "expected cards, got 1"),
        (lambda: bigtwo.classify(bad(12), RULES), InvalidCards, "expected card text or a sequence of cards"),
        (lambda: bigtwo.classify("3D", bad("classic")), RulesError, "expected a RuleSet"),
        (lambda: bigtwo.classify("", RULES), IllegalPlay, "No cards selected"),
        (lambda: bigtwo.classify("3D 4D 5D 6D", RULES), IllegalPlay, "not a play"),
        (lambda: bigtwo.classify("3D 4D 5D 6D 7D 8D", RULES), IllegalPlay, "not a play"),
        (lambda: bigtwo.compare("3D", "4D 4S", RULES), Incomparable, "different sizes (1 and 2 cards)"),
        (lambda: bigtwo.compare("3D", "4D 5S", RULES), IllegalPlay, "not a play"),
        (lambda: bigtwo.compare("3D", "4D", bad(None)), RulesError, "expected a RuleSet"),
        (lambda: bigtwo.beats("3D 9S", "4D", RULES), IllegalPlay, "not a play"),
        (lambda: bigtwo.beats("3D", "ZZ", RULES), InvalidCards, "unknown card 'ZZ'"),
        (lambda: bigtwo.plays("3D 3D", RULES), InvalidCards, "duplicate card 3♦"),
        (lambda: bigtwo.plays([bigtwo.DECK[1], bigtwo.DECK[1]], RULES), InvalidCards, "duplicate card 3♣"),
        (lambda: bigtwo.plays("3D", RULES, table="4D 5D"), IllegalPlay, "not a play"),
        (lambda: bigtwo.plays(bad(["3D", 7]), RULES), InvalidCards, "such as '3D' or '3♦', not 7"),
        (lambda: bigtwo.classify(bad(["3D", "3d"]), RULES), InvalidCards, "duplicate card 3♦"),
        (lambda: bigtwo.ruleset("nope"), RulesError, "unknown variant 'nope'"),
        (lambda: bigtwo.variant("nope"), RulesError, "unknown variant 'nope'"),
        (lambda: bigtwo.Card.parse("1X"), InvalidCards, "unknown card '1X'"),
        (lambda: RULES.card_key(bad("3D")), RulesError, "expected a Card"),
        (lambda: RULES.explain("flush", "de"), bigtwo.UnknownLanguage, "unknown language 'de'"),
    ],
)
def test_bad_input(call: Callable[[], object], error: type[BigTwoError], message: str) -> None:
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)
    assert isinstance(info.value, BigTwoError) and isinstance(info.value, ValueError)


def test_illegal_play_carries_a_reason_in_both_languages() -> None:
    with pytest.raises(IllegalPlay) as info:
        bigtwo.classify("5D 5C 6H 6S 9D", RULES)
    reason = info.value.reason
    code: str = reason.code  # a StrEnum: equal to its value
    assert reason.code is ReasonCode.NOT_A_COMBINATION and code == "not-a-combination"
    assert reason.message("en") == "These cards are not a play"
    assert reason.message("es") == "Estas cartas no forman jugada"
    assert dict(reason.detail)["size"] == "5"
    with pytest.raises(bigtwo.UnknownLanguage, match="known: en, es"):
        reason.message("pt")


def test_a_failed_call_leaves_its_inputs_alone() -> None:
    hand = [bigtwo.DECK[0], bigtwo.DECK[4], bigtwo.DECK[0]]
    before = list(hand)
    with pytest.raises(InvalidCards):
        bigtwo.plays(hand, RULES)
    assert hand == before
