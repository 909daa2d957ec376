"""`RuleSet` values: frozen, one object per rule set, no plugin calls on the hot path, memos freed."""

from __future__ import annotations

from types import MappingProxyType

import attrs
import pytest

import bigtwo
import bigtwo.plugin
from bigtwo.plugin import StraightTable, hookimpl
from tests.support.plugins import NewStyleWrapper

# ---------------------------------------------------------------------------------------------
# Frozen all the way down; equal rule sets are one object


def test_the_rule_set_is_frozen_all_the_way_down() -> None:
    rules = bigtwo.ruleset("taiwanese")
    for mapping in (rules.components, rules.explanations, rules.tables.five, rules.tables.by_rank_mask):
        assert isinstance(mapping, MappingProxyType)
        with pytest.raises(TypeError):
            mapping["x"] = 1  # type: ignore[index]
    for name in ("card_key", "runs", "full_house", "quads"):
        assert isinstance(getattr(rules.tables, name), tuple)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        rules.tables.card_key = ()  # type: ignore[misc]
    assert isinstance(rules.tables.bombs, frozenset)


def test_equal_rule_sets_are_one_object() -> None:
    assert bigtwo.ruleset("classic", straights="twos-high") is bigtwo.ruleset()
    assert bigtwo.ruleset().with_options(flush="rank-first") is bigtwo.ruleset(flush="rank-first")
    plugin = NewStyleWrapper()
    assert bigtwo.ruleset(plugins=[plugin]) is bigtwo.ruleset(plugins=[plugin])


def test_rule_sets_are_values() -> None:
    a = bigtwo.ruleset("classic", straights="no-twos")
    b = bigtwo.ruleset("classic", straights="no-twos")
    assert a == b and hash(a) == hash(b)
    assert a != bigtwo.ruleset("classic")
    assert a.values == {**bigtwo.ruleset().values, "straights": "no-twos"}
    assert a.with_options(straights="twos-high") == bigtwo.ruleset()
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        a.variant = "chinese"  # type: ignore[misc]


def test_the_hot_path_does_not_call_plugins() -> None:
    calls: list[str] = []

    class Counting:
        @hookimpl
        def bigtwo_straight_table(self, value: str) -> StraightTable | None:
            calls.append(value)
            return None

    rules = bigtwo.ruleset(plugins=[Counting()])
    assert calls == ["twos-high"]
    for hand in ("3D 4C 5H 6S 7S", "3D 3C", "9D 10D JD QD KD"):
        bigtwo.classify(hand, rules)
        bigtwo.plays(hand, rules)
    bigtwo.compare("3D 4C 5H 6S 7S", "4D 5C 6H 7S 8S", rules)
    assert calls == ["twos-high"]
