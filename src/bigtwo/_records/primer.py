"""The rules of Big Two for a newcomer (`primer_doc`), generated from the Classic rule set in
English or Spanish: the deal, the order of cards and suits, the plays with an example of each,
how each kind compares with an example the engine decides, a round, the end of a deal, scoring,
and the common mistakes. Every example is computed, and every statement checked, by the engine
while the page is made, so the page cannot say what the rules do not do.
"""

from __future__ import annotations

from .._rules.building import build
from .._rules.ruleset import RuleSet
from .._values.cards import cards
from .._values.texts import Text, check_language
from .blocks import Block, Format, Heading, ListBlock, Para, check_format, render
from .lessons import comparisons, ladder, plays, round_section, score_example

__all__ = ["primer_doc"]


def _p(key: str, lang: str, **params: object) -> str:
    return Text(f"primer.{key}", **params).render(lang)


def _scoring(rules: RuleSet, lang: str) -> list[Block]:
    return [Heading(2, _p("scoring", lang)), Para(rules.explain("scoring", lang)), *score_example(rules, lang)]


def primer_doc(lang: str = "en", *, format: Format = "text") -> str:
    """The rules of Big Two for a newcomer, from the Classic rule set, in ``lang``.

    Args:
        lang: A language code, one of `bigtwo.LANGUAGES`.
        format: ``"text"`` for a terminal or ``"markdown"`` for a docs site.

    Returns:
        The page: the deal, card and suit order, the plays, how they compare, a round, the end
        of a deal, scoring and the common mistakes, each example computed by the engine.

    Raises:
        UnknownLanguage: ``lang`` is not a language the library speaks.
        RulesError: ``format`` is not one of the two, or a statement of the page does not hold
            under the Classic rules (``rules-statement-false``).
    """
    lang = check_language(lang)
    fmt = check_format(format)
    rules = build("classic", {})
    ranks = " < ".join(c.rank.symbol for c in rules.sort(cards("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S")))
    suits = " < ".join(s.symbol for s in rules.suit_order)
    blocks: list[Block] = [
        Heading(1, _p("title", lang)),
        Para(_p("intro", lang)),
        Heading(2, _p("deal", lang)),
        Para(_p("deal-text", lang)),
        Heading(2, _p("order", lang)),
        ListBlock(
            (
                _p("ranks", lang, ranks=ranks),
                _p("suits", lang, suits=suits, lowest=str(rules.lowest_card), highest=str(rules.highest_card)),
            )
        ),
        *plays(rules, lang, fmt),
        *comparisons(rules, lang, fmt),
        *ladder(rules, lang, fmt),
        Heading(2, _p("leads", lang)),
        Para(rules.explain("opener", lang)),
        *round_section(rules, lang),
        Para(rules.explain("direction", lang)),
        *_scoring(rules, lang),
        Heading(2, _p("mistakes", lang)),
        ListBlock(tuple(_p(f"mistake.{i}", lang) for i in range(1, 5))),
    ]
    return render(blocks, fmt)
