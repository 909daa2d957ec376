"""Rule components (suit orders, straight tables): bad ones are refused."""

from __future__ import annotations

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import Rank, RulesError
from bigtwo.plugin import (
    Run,
)


def test_a_straight_table_lists_each_run_once() -> None:
    Rank, Run, StraightTable = bigtwo.plugin.Rank, bigtwo.plugin.Run, bigtwo.plugin.StraightTable
    low = Run(tuple(Rank(i) for i in range(5)), top=Rank.SEVEN)
    with pytest.raises(RulesError, match=r"lists each run once.*3-4-5-6-7 twice"):
        StraightTable(runs=(low, low))
    with pytest.raises(RulesError, match="3-4-5-6-7 twice"):
        StraightTable(runs=(low,), forbidden=(low,))


def test_bad_rule_components_are_refused() -> None:
    with pytest.raises(RulesError):
        bigtwo.plugin.SuitOrder((bigtwo.Suit.CLUBS, bigtwo.Suit.CLUBS, bigtwo.Suit.HEARTS, bigtwo.Suit.SPADES))
    with pytest.raises(RulesError):
        Run((Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SIX), Rank.SIX)
    with pytest.raises(RulesError):
        Run((Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN), Rank.TWO)
