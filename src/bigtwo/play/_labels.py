"""The application's own words, in English and Spanish: one `bigtwo.Catalogue`, a column per language.

Everything the library says (reasons, readouts, score cards, rule explanations) comes from the
library; this catalogue holds only the game's labels: buttons, seat names, menus, prompts, and
the short labels of the built-in option values.
"""

from __future__ import annotations

import os

import bigtwo

from . import _labels_en as labels_en
from . import _labels_es as labels_es

WORDS = bigtwo.Catalogue(en=labels_en.WORDS, es=labels_es.WORDS)
"""The application's words by key. The ``value.<option>.<value>`` keys are the short labels of the
built-in option values (the words of the web game's rules page for its four switches); a plugin's
value shows its own name."""

SEAT_NAMES = ("Ana", "Bruno", "Carla")
"""The CPU players' names (the same in every language)."""

COMMANDS: dict[str, tuple[str, ...]] = {
    "pass": ("pass", "paso", "p"),
    "hint": ("hint", "pista", "h"),
    "play": ("play", "tirar", "t"),
    "code": ("code", "código", "codigo"),
    "quit": ("quit", "salir", "q", "exit"),
    "again": ("again", "otra"),
    "same": ("same", "mismas"),
    "redeal": ("redeal", "reparto"),
    "new": ("new", "nueva"),
    "load": ("load", "cargar"),
    "keep": ("keep", "seguir"),
    "yes": ("y", "yes", "s", "sí", "si"),
    "no": ("n", "no"),
}
"""The words of the ``--plain`` commands, in both languages (either works in either language)."""


def t(key: str, lang: str, **fields: object) -> str:
    """The application's text ``key`` in ``lang``, with ``fields`` filled in."""
    return WORDS.render(key, lang, **fields)


def value_label(option: str, value: str, lang: str) -> str:
    """A short label for an option value: the web game's words where it has them, else the value's name."""
    key = f"value.{option}.{value}"
    return WORDS.render(key, lang) if key in WORDS else value


def inline(sentence: str) -> str:
    """A sentence set inside another (in parentheses, after a colon): its first letter in lower
    case, unless its first word is an abbreviation (its second letter is a capital too: ``JSON``)."""
    if len(sentence) > 1 and sentence[0].isupper() and not sentence[1].isupper():
        return sentence[0].lower() + sentence[1:]
    return sentence


def cards_word(n: int, lang: str) -> str:
    """``1 card``, ``13 cards`` (``1 carta``, ``13 cartas``)."""
    return t("seat.cards.one" if n == 1 else "seat.cards.other", lang, n=n)


def command(word: str) -> str | None:
    """The command a typed word names (``pista`` -> ``hint``), or None when it names none."""
    low = word.strip().lower()
    for name, words in COMMANDS.items():
        if low in words:
            return name
    return None


def default_language(environ: dict[str, str] | None = None) -> str:
    """``es`` when the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``) is Spanish, else ``en``."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return "es" if value.lower().startswith("es") else "en"
    return "en"
