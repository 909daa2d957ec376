"""The memo of tables derived from a rule set (`_values.fast.Derived`): bounded, and freeing
the rule sets it no longer keeps."""

from __future__ import annotations

import gc
import weakref

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import RuleSet
from bigtwo._values import fast as _fast
from tests.support.paths import ROOT
from tests.support.plugins import NewStyleWrapper
from tests.support.strategies import VARIANTS

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
    assert len(_fast._HOLDERS) == 3


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
