"""The rules of Big Two for a newcomer (`primer_doc`), generated from the Classic rule set in
English or Spanish: the deal, the order of cards and suits, the plays with an example of each,
how each kind compares with an example the engine decides, a round, the end of a deal, scoring,
and the common mistakes. Every example is computed, and every statement checked, by the engine
while the page is made, so the page cannot say what the rules do not do.
"""

from __future__ import annotations

from .._game.actions import Pass, Play
from .._game.dealing import deal
from .._game.engine import apply
from .._game.moves import legal_actions
from .._plays.combos import classify
from .._plays.ordering import beats
from .._plays.words import play_words
from .._records.newgame import new_game
from .._rules.building import build
from .._rules.ruleset import RuleSet
from .._spec.components import Category
from .._values.cards import cards, cards_from_mask
from .._values.errors import BigTwoError, RulesError
from .._values.texts import Text, check_language
from .rulebook import Format, _Block, _check_format, _Heading, _List, _Para, _Pre, _render
from .scoring import score

__all__ = ["primer_doc"]

_PLAYS: tuple[tuple[Category, str], ...] = (
    (Category.SINGLE, "KD"),
    (Category.PAIR, "9S 9D"),
    (Category.TRIPLE, "7C 7H 7S"),
    (Category.STRAIGHT, "4D 5C 6H 7S 8D"),
    (Category.FLUSH, "3H 6H 9H JH KH"),
    (Category.FULL_HOUSE, "QD QC QS 4H 4S"),
    (Category.FOUR_OF_A_KIND, "5D 5C 5H 5S 3C"),
    (Category.STRAIGHT_FLUSH, "8S 9S 10S JS QS"),
)
"""One example of each play."""

_MEETINGS: tuple[tuple[str, str, str], ...] = (
    ("single-rank", "2D", "AS"),
    ("single-suit", "2S", "2H"),
    ("pair", "9S 9D", "9H 9C"),
    ("triple", "KD KC KH", "QD QC QS"),
    ("straight", "5D 6C 7H 8S 9D", "4D 5C 6H 7S 8C"),
    ("flush", "3S 5S 7S 9S JS", "4H 6H 8H 10H QH"),
    ("full-house", "5D 5C 5H 3S 3D", "4D 4C 4H AS AD"),
    ("four", "6D 6C 6H 6S 3D", "5D 5C 5H 5S AS"),
    ("straight-flush", "4S 5S 6S 7S 8S", "3H 4H 5H 6H 7H"),
    ("category", "3S 5S 7S 9S JS", "10D JC QH KS AD"),
)
"""How each kind compares: a key, the play that wins, the play it beats."""


def _p(key: str, lang: str, **params: object) -> str:
    return Text(f"primer.{key}", **params).render(lang)


def _shown(text: str) -> str:
    return " ".join(str(c) for c in cards(text))


def _checked(condition: bool, what: str) -> None:
    """Refuse to write a page that would say what the rules do not do."""
    if not condition:
        raise RulesError("primer-statement-false", statement=what)


def _plays(rules: RuleSet, lang: str) -> list[_Block]:
    items = []
    for category, text in _PLAYS:
        combo = classify(text, rules)
        _checked(combo.category is category, f"{text} is a {category.value}")
        kind = Text(f"category.{category.value}").render(lang)
        name = play_words(combo, lang)
        shown = _shown(text)
        label = kind[:1].upper() + kind[1:] + ("" if name == shown else _p("named", lang, words=name))
        items.append(_p("play", lang, name=label, cards=shown))
    blocks: list[_Block] = [_Heading(2, _p("plays", lang)), _Para(_p("plays-intro", lang)), _List(tuple(items))]
    for text, key in (("9S 9D 9H 9C", "no-four"), ("9S 9D 4H 4C", "no-two-pairs"), ("JD QC KH AS 2D", "no-wrap")):
        try:
            classify(text, rules)
        except BigTwoError as exc:
            blocks.append(_Para(_p(key, lang, cards=_shown(text), reason=exc.render(lang))))
        else:
            _checked(False, f"{text} is no play")
    return blocks


def _meetings(rules: RuleSet, lang: str) -> list[_Block]:
    items = []
    for key, winner, loser in _MEETINGS:
        _checked(beats(winner, loser, rules) and not beats(loser, winner, rules), f"{winner} beats {loser}")
        items.append(_p(f"beats.{key}", lang, play=_shown(winner), other=_shown(loser)))
    _checked(not beats("3D 3C", "2S", rules) and not beats("2S", "3D 3C", rules), "sizes never meet")
    return [
        _Heading(2, _p("compare", lang)),
        _Para(_p("compare-intro", lang)),
        _List(tuple(items)),
        _Para(rules.explain("straights", lang)),
    ]


def _round(rules: RuleSet, lang: str) -> list[_Block]:
    state = new_game(rules, seed=1)
    _checked(Pass() not in legal_actions(state), "the leader cannot pass")
    small = new_game(rules, hands=["3D 4D", "5D 6D", "7D 8D", "9D 10D"])
    after = apply(small, Play("3D"))
    could = [a for a in legal_actions(after) if isinstance(a, Play)]
    _checked(bool(could) and Pass() in legal_actions(after), "a player who could beat the table may pass")
    for _ in range(3):
        after = apply(after, Pass())
    _checked(after.table is None and after.to_move == 0, "three passes in a row clear the table")
    _checked(apply(after, Play("4D")).winner == 0, "the deal ends when a hand is empty")
    return [
        _Heading(2, _p("round", lang)),
        _List(
            (
                _p("round-lead", lang, card=str(rules.lowest_card)),
                _p("round-follow", lang),
                _p("round-may-pass", lang),
                rules.explain("pass_locks_out", lang),
                _p("round-clear", lang),
                _p("round-end", lang),
            )
        ),
    ]


def _scoring(rules: RuleSet, lang: str) -> list[_Block]:
    dealt = [rules.sort(cards_from_mask(m)) for m in deal(0, 4, rules)]
    hands = [[], dealt[1][-2:], dealt[2][-10:], dealt[3]]
    card = score(hands, rules)
    return [_Heading(2, _p("scoring", lang)), _Para(rules.explain("scoring", lang)), _Pre(card.render(lang))]


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
            under the Classic rules (``primer-statement-false``).
    """
    lang = check_language(lang)
    fmt = _check_format(format)
    rules = build("classic", {})
    ranks = " < ".join(c.rank.symbol for c in rules.sort(cards("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S")))
    suits = " < ".join(s.symbol for s in rules.suit_order)
    blocks: list[_Block] = [
        _Heading(1, _p("title", lang)),
        _Para(_p("intro", lang)),
        _Heading(2, _p("deal", lang)),
        _Para(_p("deal-text", lang)),
        _Heading(2, _p("order", lang)),
        _List(
            (
                _p("ranks", lang, ranks=ranks),
                _p("suits", lang, suits=suits, lowest=str(rules.lowest_card), highest=str(rules.highest_card)),
            )
        ),
        *_plays(rules, lang),
        *_meetings(rules, lang),
        _Heading(2, _p("leads", lang)),
        _Para(rules.explain("opener", lang)),
        *_round(rules, lang),
        *_scoring(rules, lang),
        _Heading(2, _p("mistakes", lang)),
        _List(tuple(_p(f"mistake.{i}", lang) for i in range(1, 5))),
    ]
    return _render(blocks, fmt)
