"""`RuleSet` values: frozen, one object per rule set, no plugin calls on the hot path, memos freed."""

from __future__ import annotations

import gc
import weakref
from types import MappingProxyType

import attrs
import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import RuleSet
from bigtwo._values import fast as _fast
from bigtwo.plugin import StraightTable, hookimpl
from tests.support.paths import ROOT
from tests.support.plugins import NewStyleWrapper
from tests.support.strategies import VARIANTS

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


DOCUMENTED_KEEP = 16


def test_rule_sets_used_for_play_are_freed() -> None:
    page = ROOT / "docs" / "concepts" / "compiled-tables.md"
    assert f"last {DOCUMENTED_KEEP} rule sets" in " ".join(page.read_text(encoding="utf-8").split())
    refs = []
    for i in range(2 * DOCUMENTED_KEEP + 8):  # more than the memo of derived tables keeps
        rules = bigtwo.ruleset(plugins=[NewStyleWrapper()])
        state = bigtwo.new_game(rules, seed=i)
        bigtwo.apply(state, bigtwo.legal_plays(state)[0])
        bigtwo.plays("3D 3S 4D", rules)
        refs.append(weakref.ref(rules))
    del rules, state
    gc.collect()
    alive = sum(ref() is not None for ref in refs)
    # docs/concepts/compiled-tables.md promises the tables of the last 16 rule sets, about 3 MB each
    assert alive == DOCUMENTED_KEEP, alive


# ---------------------------------------------------------------------------------------------
# The memo of derived tables


def test_the_memo_derives_once_and_keeps_a_bounded_number_of_rule_sets(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[RuleSet] = []

    def derive(rules: RuleSet) -> tuple[RuleSet]:
        calls.append(rules)
        return (rules,)  # a value that points back to its rule set, as the real tables do

    get = _fast.per_ruleset(derive)
    rules = bigtwo.ruleset("dragon")
    assert get(rules) is rules._derived[derive] is get(rules)
    assert calls == [rules]
    monkeypatch.setattr(_fast.Derived, "KEEP", 3)
    others = [bigtwo.ruleset(v) for v in VARIANTS if v != "dragon"][:4]
    for other in others:
        get(other)
    assert derive not in rules._derived  # the oldest gave its tables back
    assert get(rules) == (rules,) and len(calls) == 6  # and derives them anew when asked
    assert len(_fast._HOLDERS) <= 3


def test_a_rule_set_with_nothing_derived_is_freed_at_once() -> None:
    rules = bigtwo.ruleset(plugins=[_NoOp()])
    assert not rules._derived
    ref = weakref.ref(rules)
    gc.disable()  # freed by its reference count alone: its memo makes no cycle
    try:
        del rules
        assert ref() is None
    finally:
        gc.enable()


class _NoOp:
    @bigtwo.plugin.hookimpl
    def bigtwo_variants(self) -> list[bigtwo.Variant]:
        return []


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
