"""Options and variants: declared values, explanations, errors that name the choices, parents."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import RulesError
from bigtwo.plugin import Localized, Variant, hookimpl
from tests.support.strategies import builtin_values


def test_explanation_changes_with_the_toggle() -> None:
    rules = bigtwo.ruleset()
    assert "3♦" in rules.explain("suit_order", "es")
    assert "3♣" in rules.with_options(suit_order="clubs-lowest").explain("suit_order", "es")
    with pytest.raises(bigtwo.UnknownLanguage, match="known: en, es"):
        rules.explain("suit_order", "fr")


def test_option_values_lists_every_declared_value() -> None:
    assert [v.value for v in builtin_values("straights")] == [
        "twos-high", "twos-low", "split", "no-twos", "jqka2-top",
    ]  # fmt: skip
    assert [v.value for v in builtin_values("suit_order")] == ["diamonds-lowest", "clubs-lowest", "pusoy"]
    with pytest.raises(RulesError, match="unknown option 'colour'"):
        bigtwo.option_values("colour")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: bigtwo.ruleset("texas"), "unknown variant 'texas'; known: cardroom, chinese, classic"),
        (lambda: bigtwo.ruleset(straights="twos"), "unknown straights 'twos'; known: twos-high, twos-low, split"),
        (lambda: bigtwo.ruleset(colour="red"), "unknown option 'colour'; known: suit_order, straights"),
        (lambda: bigtwo.ruleset(flush=cast(str, 3)), "option flush takes a value name"),
        (lambda: bigtwo.ruleset(cast(str, 3)), "a variant is named by a string"),
        (lambda: bigtwo.ruleset().option("nope"), "unknown option 'nope'"),
    ],
)
def test_rules_errors_name_the_problem_and_the_choices(call: object, message: str) -> None:
    with pytest.raises(RulesError) as info:
        call()  # type: ignore[operator]
    assert message in str(info.value)
    assert isinstance(info.value, ValueError)


def test_variant_parents_and_cycles() -> None:
    x = Localized(en="x", es="x")

    class Family:
        @hookimpl
        def bigtwo_variants(self) -> Sequence[Variant]:
            return [
                Variant("child", x, x, sources=[], options={"flush": "rank-first"}, parent="dragon"),
                Variant("loop-a", x, x, sources=[], parent="loop-b"),
                Variant("loop-b", x, x, sources=[], parent="loop-a"),
                Variant("typo", x, x, sources=[], options={"straight": "split"}),
            ]

    child = bigtwo.ruleset("child", plugins=[Family()])
    assert child.option("royal") == "jqka2" and child.option("straights") == "split"
    with pytest.raises(RulesError, match="cycle of parents: loop-a -> loop-b -> loop-a"):
        bigtwo.ruleset("loop-a", plugins=[Family()])
    with pytest.raises(RulesError, match=r"variant 'typo' \(plugin Family\) sets unknown option 'straight'"):
        bigtwo.ruleset("typo", plugins=[Family()])
