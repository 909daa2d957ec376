"""Plays in words: the messages that name a play (``pareja de 9``, ``pair of nines``).

Every word comes from the text catalogue (`bigtwo._values.texts`); this module only chooses the
message and its parameters.
"""

from __future__ import annotations

from .._spec.components import Category
from .._values.cards import Rank
from .._values.errors import RulesError
from .._values.texts import Capitalized, Text, check_language
from .combos import Combo

__all__ = ["describe_combo", "play_words"]


def play_words(play: Combo, lang: str = "en", *, capitalized: bool = True) -> str:
    """A play in words, in English or Spanish: what `describe` and the score card call it.

    Straights with a 2 in them are named by their cards (``"Escalera A-2-3-4-5"``), since "to
    the 5" would mislead where A-2-3-4-5 is the second highest straight; other straights by
    their top card (``"Straight to the 9"``).

    Args:
        play: A classified play (`bigtwo.classify`).
        lang: A language code, one of `bigtwo.LANGUAGES`.
        capitalized: Start with a capital, as a line does (``True``), or not, as inside a
            sentence.

    Returns:
        The play in words.

    Raises:
        UnknownLanguage: ``lang`` is not a language the library speaks.
        RulesError: ``play`` is not a `Combo`.

    >>> import bigtwo
    >>> rules = bigtwo.ruleset()
    >>> play_words(bigtwo.classify("9S 9D", rules), "es"), play_words(bigtwo.classify("JD JC JH 4S 4D", rules))
    ('Pareja de 9', 'Full house of jacks')
    >>> play_words(bigtwo.classify("AD 2C 3H 4S 5D", rules), "es")
    'Escalera A-2-3-4-5'
    >>> play_words(bigtwo.classify("5D 6C 7H 8S 9D", rules), capitalized=False)
    'straight to the 9'
    """
    check_language(lang)
    if not isinstance(play, Combo):
        raise RulesError(f"play_words takes a classified play (see bigtwo.classify), not {play!r}")
    words = describe_combo(play)
    return (Capitalized(words) if capitalized else words).render(lang)


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
    if run is not None and Rank.TWO in run.ranks:  # "to the 5" would mislead: name the cards
        return Text(f"play.{category.value}-run", run="-".join(r.symbol for r in run.ranks))
    top = run.ranks[-1] if run is not None else high.rank
    return Text(f"play.{category.value}", top=top.symbol)
