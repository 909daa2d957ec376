"""Values of the public API: final classes that pickle to equal values, in this process and across a
process boundary, rule sets included."""

from __future__ import annotations

import importlib
import pickle

import pytest

import bigtwo
import bigtwo.plugin
from tests.support.plugins import MODULE_LEVEL_INSTANCE, ModuleLevelPlugin


def finished_game() -> bigtwo.GameState:
    state = bigtwo.new_game(bigtwo.ruleset("doubling"), seed=11)
    while not state.over:
        state = bigtwo.apply(state, bigtwo.hint(state))
    return state


def test_values_pickle_to_equal_values() -> None:
    rules = bigtwo.ruleset("cardroom")
    assert pickle.loads(pickle.dumps(rules)) is rules
    combo = bigtwo.classify("3D 4D 5D 6D 7D", rules)
    assert pickle.loads(pickle.dumps(combo)) == combo
    state = bigtwo.new_game(rules, seed=3)
    for _ in range(6):
        state = bigtwo.apply(state, bigtwo.hint(state))
    copy = pickle.loads(pickle.dumps(state))
    assert copy == state and bigtwo.legal_plays(copy) == bigtwo.legal_plays(state)
    match = bigtwo.new_match(bigtwo.ruleset("chinese"), seed=4, deals=2)
    for _ in range(20):
        match = match.apply(bigtwo.hint(match.game))
    assert pickle.loads(pickle.dumps(match)) == match
    card = bigtwo.score_game(finished_game())
    assert pickle.loads(pickle.dumps(card)) == card and card.lines[0].multipliers is not None


def test_a_rule_set_with_importable_plugins_pickles() -> None:
    rules = bigtwo.ruleset(plugins=[MODULE_LEVEL_INSTANCE], suit_order="hearts-lowest")
    again = pickle.loads(pickle.dumps(rules))
    assert again is rules and str(again.lowest_card) == "3♥"
    module = importlib.import_module("tests.support.plugin_pkg.bigtwo_upside_down")  # a module as a plugin
    upside = bigtwo.ruleset("upside-down", plugins=[module])
    assert pickle.loads(pickle.dumps(upside)) is upside


def test_a_rule_set_with_a_local_plugin_says_why_it_cannot_pickle() -> None:
    class Local(ModuleLevelPlugin):
        pass

    rules = bigtwo.ruleset(plugins=[Local()], suit_order="hearts-lowest")
    with pytest.raises(bigtwo.UnpicklableRules, match="cannot be found again by import") as info:
        pickle.dumps(rules)
    assert isinstance(info.value, pickle.PicklingError) and isinstance(info.value, bigtwo.RulesError)


@pytest.mark.slow
def test_values_cross_a_process_boundary() -> None:
    import concurrent.futures
    import multiprocessing

    context = multiprocessing.get_context("spawn")  # a fresh interpreter: nothing shared
    state = bigtwo.new_game(bigtwo.ruleset("dragon"), seed=8)
    with concurrent.futures.ProcessPoolExecutor(1, mp_context=context) as pool:
        moved = pool.submit(bigtwo.apply, state, bigtwo.hint(state)).result()
    assert moved == bigtwo.apply(state, bigtwo.hint(state))


# ---------------------------------------------------------------------------------------------
# Value classes stay what they are


@pytest.mark.parametrize(
    "cls",
    [bigtwo.Card, bigtwo.Combo, bigtwo.GameState, bigtwo.Play, bigtwo.Match, bigtwo.RuleSet, bigtwo.ScoreCard],
)
def test_value_classes_cannot_be_subclassed(cls: type) -> None:
    with pytest.raises(TypeError, match="cannot be subclassed"):
        type("Sub", (cls,), {})
