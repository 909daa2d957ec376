"""Actions: `Play`, `Pass` and `Redeal` values."""

from __future__ import annotations

import bigtwo
from bigtwo import Play


def test_play_objects() -> None:
    assert Play("9S 9D") == Play(bigtwo.cards("9D 9S"))
    assert repr(Play("9S 9D")) == "Play('9♦ 9♠')"
    combo = bigtwo.classify("9S 9D", bigtwo.ruleset())
    assert Play(combo) == Play("9S 9D") and Play(combo).combo is combo
