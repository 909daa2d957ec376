"""What every check draws from: `Sample`, a rule set with every play of the deck by category
and a random generator of fixed seed per check; and the helpers that write cards and plays in
the failures' counterexamples.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from attrs import frozen

import bigtwo
from bigtwo import DECK, Card, Category, Combo, RuleSet

__all__ = ["Sample", "cards_of", "cards_text", "play_text"]


@frozen
class Sample:
    """A rule set with what the checks draw from: every play of the deck, by category."""

    rules: RuleSet
    examples: int
    """How many random cases a check tries (the heavier checks try a fraction of it)."""
    by_category: Mapping[Category, tuple[Combo, ...]]
    """Every play that can be made from the 52 cards, by category, weakest first."""

    @classmethod
    def of(cls, rules: RuleSet, examples: int) -> Sample:
        """The sample of ``rules``: the plays come from `bigtwo.plays` of the whole deck."""
        groups: dict[Category, list[Combo]] = {c: [] for c in Category}
        for combo in bigtwo.plays(DECK, rules):
            groups[combo.category].append(combo)
        return cls(rules, examples, MappingProxyType({c: tuple(p) for c, p in groups.items()}))

    def rng(self, name: str) -> random.Random:
        """A generator with a fixed seed of its own per check: the same cases on every run."""
        return random.Random(f"bigtwo.testing:{name}")

    def categories(self, size: int | None = None) -> tuple[Category, ...]:
        """The categories with at least one play (of ``size`` cards, if given)."""
        return tuple(c for c, p in self.by_category.items() if p and (size is None or c.size == size))

    def play(self, rng: random.Random, size: int | None = None) -> Combo:
        """A random play: a random category (of ``size`` cards), then a random play of it."""
        return rng.choice(self.by_category[rng.choice(self.categories(size))])


def cards_text(cards: Iterable[Card]) -> str:
    """Cards in deck order, as a counterexample shows them (``(none)`` for no cards)."""
    return " ".join(str(c) for c in sorted(cards, key=lambda c: c.index)) or "(none)"


def play_text(combo: Combo) -> str:
    """A play with its category, as a counterexample shows it (``pair 3♦ 3♣``)."""
    return f"{combo.category.value} {combo}"


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a 52-bit mask, in deck order."""
    return tuple(c for c in DECK if mask >> c.index & 1)
