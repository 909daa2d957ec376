"""Golden exhaustive test: all 2,598,960 five-card sets under each straight table.

Each rule set is checked three ways: category counts against combinatorics (so a failure says
*what* changed), a readable snapshot of the strongest and weakest hands, and a digest of the
full order of every legal five-card play (so any change in ranking at all is caught).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from itertools import combinations

import pytest

import bigtwo
from bigtwo import DECK, Category, IllegalPlay

pytestmark = pytest.mark.slow

S, F, FH, Q, SF = (
    Category.STRAIGHT,
    Category.FLUSH,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)


def expected_counts(runs: int, royal_runs: int = 0) -> dict[Category, int]:
    """Combinatorics: each run gives 4^5 - 4 straights and 4 straight flushes; a royal run only its
    4 straight flushes; every other five cards of one suit are a flush (4 * C(13, 5) = 5,148)."""
    straight_flushes = 4 * (runs + royal_runs)
    return {S: 1020 * runs, F: 5148 - straight_flushes, FH: 13 * 12 * 4 * 6, Q: 13 * 48, SF: straight_flushes}


CASES = {
    # name: (options, category counts, the strongest hand, digest of the whole order)
    "twos-high": ({}, expected_counts(10), "A♠ 2♠ 3♠ 4♠ 5♠", "91a3e244c3ea7e8c"),
    "twos-low": ({"straights": "twos-low"}, expected_counts(10), "10♠ J♠ Q♠ K♠ A♠", "9cad6345a3b014dc"),
    "split": ({"straights": "split"}, expected_counts(10), "2♠ 3♠ 4♠ 5♠ 6♠", "7047c4306b129514"),
    "no-twos": ({"straights": "no-twos"}, expected_counts(8), "10♠ J♠ Q♠ K♠ A♠", "a5fd367fc06e91ec"),
    "jqka2-top": ({"straights": "jqka2-top"}, expected_counts(9), "J♠ Q♠ K♠ A♠ 2♠", "36f12ae02a97855d"),
    "dragon": ({"straights": "split", "royal": "jqka2"}, expected_counts(10, 1), "J♠ Q♠ K♠ A♠ 2♠", "256548febfa55778"),
}


@pytest.mark.parametrize("name", CASES)
def test_all_five_card_sets(name: str) -> None:
    options, counts, strongest, digest = CASES[name]
    rules = bigtwo.ruleset(**options)
    found: Counter[Category] = Counter()
    legal: list[tuple[int, int]] = []
    illegal = 0
    classify = bigtwo.classify
    for hand in combinations(DECK, 5):
        try:
            combo = classify(hand, rules)
        except IllegalPlay:
            illegal += 1
            continue
        found[combo.category] += 1
        legal.append((combo.key, combo.mask))
    assert illegal + len(legal) == 2_598_960
    assert dict(found) == counts
    assert illegal == 2_598_960 - sum(counts.values())
    legal.sort()
    top = bigtwo.classify([c for c in DECK if legal[-1][1] >> c.index & 1], rules)
    assert str(top) == strongest
    assert legal[-2][0] < legal[-1][0], "the strongest hand is unique"
    # The weakest legal five-card play is the lowest straight, topped by the lowest card of its top rank.
    weakest = bigtwo.classify([c for c in DECK if legal[0][1] >> c.index & 1], rules)
    assert weakest.category is Category.STRAIGHT
    run = rules.straight_table.runs[0]
    lowest_suit = rules.suit_order[0]
    assert any(c.rank == run.top and c.suit == lowest_suit for c in weakest.cards)
    ties = sum(1 for key, _ in legal if key == legal[0][0])
    assert ties == 4**4 - 1  # the other four cards take any suit, but not all the top card's suit
    # The digest of the whole order: position of each play's strength among all strengths.
    ranks = {key: i for i, key in enumerate(sorted({k for k, _ in legal}))}
    text = "\n".join(f"{mask:013x}:{ranks[key]}" for key, mask in legal)
    assert hashlib.sha256(text.encode()).hexdigest()[:16] == digest
