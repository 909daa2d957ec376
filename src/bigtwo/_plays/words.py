"""Plays in words: the messages that name a play (``pareja de 9``, ``pair of nines``).

Every word comes from the text catalogue (`bigtwo._values.texts`); this module only chooses the
message and its parameters.
"""

from __future__ import annotations

from .._values.errors import RulesError, shown
from .._values.texts import Capitalized, check_language
from .combos import Combo, describe_combo

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
        raise RulesError("not-a-combo", value=shown(play))
    words = describe_combo(play)
    return (Capitalized(words) if capitalized else words).render(lang)
