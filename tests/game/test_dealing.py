"""The lowest and highest card of a hand as bit helpers (`_game.dealing`), against plain reference implementations."""

from __future__ import annotations

import random

import pytest

import bigtwo
from bigtwo._game.dealing import highest_bit, lowest_bit

# ---------------------------------------------------------------------------------------------
# Lowest and highest single


@pytest.mark.parametrize("suit_order", ("diamonds-lowest", "clubs-lowest", "pusoy"))
def test_lowest_and_highest_bit_are_those_of_the_card_keys(suit_order: str) -> None:
    rules = bigtwo.ruleset(suit_order=suit_order)
    keys = rules.tables.card_key
    rng = random.Random(suit_order)
    for mask in [1 << i for i in range(52)] + [rng.getrandbits(52) | 1 << rng.randrange(52) for _ in range(3000)]:
        held = [i for i in range(52) if mask >> i & 1]
        assert lowest_bit(mask, rules) == 1 << min(held, key=keys.__getitem__)
        assert highest_bit(mask, rules) == 1 << max(held, key=keys.__getitem__)
