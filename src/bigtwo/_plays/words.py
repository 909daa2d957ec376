"""Plays in words: the messages that name a play (``pareja de 9``, ``pair of nines``).

Every word comes from the text catalogue (`bigtwo._values.texts`); this module only chooses the
message and its parameters.
"""

from __future__ import annotations

from .._spec.components import Category
from .._values.texts import Text
from .combos import Combo

__all__ = ["describe_combo"]


def describe_combo(combo: Combo) -> Text:
    """The play in words, lower case, as it sits inside a sentence: ``pareja de 9``.

    >>> import bigtwo
    >>> describe_combo(bigtwo.classify("9S 9D", bigtwo.ruleset())).render("es")
    'pareja de 9'
    """
    category = combo.category
    cards = combo.rules.sort(combo.cards)
    high = cards[-1]
    if category is Category.SINGLE:
        return Text("play.single", card=str(high))
    if category in (Category.PAIR, Category.TRIPLE, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND):
        counts: dict[int, int] = {}
        for c in cards:
            counts[c.rank] = counts.get(c.rank, 0) + 1
        main = max(counts, key=counts.__getitem__)
        return Text(f"play.{category.value}", rank=Text(f"rank.plural.{main}"))
    if category is Category.FLUSH:
        return Text("play.flush", suit=high.suit.symbol, top=max(c.rank for c in cards).symbol)
    run = combo.run
    top = run.ranks[-1] if run is not None else high.rank
    return Text(f"play.{category.value}", top=top.symbol)
