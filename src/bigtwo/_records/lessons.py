"""The sections that teach a rule set's game, shared by a variant's page (`rules_doc`) and the
newcomer's page (`primer_doc`): the plays with an example of each, drawn as cards; how each
kind compares, with a pair of plays the engine decides; and a round from the lead to the end of
the deal, each step played by the engine.

Every example is built from the rule set (its suit order, its straight table, its bombs) and
every statement is checked while the page is made: a sentence that does not hold under the rule
set raises ``rules-statement-false`` instead of being printed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .._game.actions import Pass, Play
from .._game.dealing import deal
from .._game.engine import apply
from .._game.moves import legal_actions
from .._plays.combos import classify
from .._plays.ordering import beats
from .._plays.words import play_words
from .._records.newgame import new_game
from .._rules.ruleset import RuleSet
from .._spec.components import FIVE_CARD_CATEGORIES, BombRule, Category, RoyalRule, Run, StraightTable
from .._values.cards import DECK, Card, Rank, Suit, cards, cards_from_mask
from .._values.errors import BigTwoError, RulesError
from .._values.texts import Localized, Text
from .blocks import Block, Heading, ListBlock, Para, Pre
from .scoring import score

__all__ = ["comparisons", "drawn", "ladder", "plays", "round_section", "score_example"]

_RED = frozenset({Suit.DIAMONDS, Suit.HEARTS})


def _l(key: str, lang: str, **params: object) -> str:
    return Text(f"lesson.{key}", **params).render(lang)


def _checked(condition: bool, what: str) -> None:
    """Refuse to write a page that would say what the rules do not do."""
    if not condition:
        raise RulesError("rules-statement-false", statement=what)


def drawn(shown: Iterable[Card] | str, fmt: str) -> str:
    """Cards as a page shows them: in Markdown each one drawn as a card (a white face, ♥ and ♦
    in red, ♠ and ♣ in black: `docs/assets/suits.css` styles the classes), in text ``9♦ 9♠``."""
    chosen = cards(shown) if isinstance(shown, str) else tuple(shown)
    if fmt != "markdown":
        return " ".join(str(c) for c in chosen)
    faces = "".join(f'<span class="pc pc-{"red" if c.suit in _RED else "black"}">{c}</span>' for c in chosen)
    return f'<span class="pcs">{faces}</span>'


def _run_cards(run: Run, suits: Sequence[Suit], top_suit: Suit, taken: Iterable[Card] = ()) -> tuple[Card, ...]:
    """The run as cards of mixed suits (never a flush), none of them in ``taken`` (the other play
    of an example: two plays of one deck share no card), the card that breaks ties in
    ``top_suit`` where that card is free."""
    used = set(taken)
    chosen: list[Card] = []
    for i, rank in enumerate(run.ranks):
        wanted = [top_suit] if rank is run.top else [s for s in suits if s is not top_suit]
        order = [*wanted[i % len(wanted) :], *wanted[: i % len(wanted)], *suits]
        chosen.append(next(Card(rank, s) for s in order if Card(rank, s) not in used))
    if len({c.suit for c in chosen}) == 1:  # five of one suit would be a straight flush: change one
        rank = next(r for r in run.ranks if r is not run.top)
        i = run.ranks.index(rank)
        chosen[i] = next(Card(rank, s) for s in suits if s is not chosen[i].suit and Card(rank, s) not in used)
    return tuple(chosen)


def _of(ranks: str, suit: Suit) -> tuple[Card, ...]:
    return tuple(Card(Rank(_RANKS.index(r)), suit) for r in ranks.split())


_RANKS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")

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

_NO_PLAYS: tuple[tuple[str, str], ...] = (
    ("9S 9D 9H 9C", "no-four"),
    ("9S 9D 4H 4C", "no-two-pairs"),
    ("JD QC KH AS 2D", "no-wrap"),
)
"""Cards that are no play in the built-in rules, each with the sentence that says so."""


def plays(rules: RuleSet, lang: str, fmt: str) -> list[Block]:
    """What plays exist under ``rules``, one example of each drawn as cards, and what is no play."""
    items, sizes = [], set()
    for category, text in _PLAYS:
        try:
            combo = classify(text, rules)
        except BigTwoError as exc:  # a rule set without this kind of play
            kind = Text(f"category.{category.value}").render(lang)
            items.append(_l("no-kind", lang, kind=kind, cards=drawn(text, fmt), reason=exc.render(lang)))
            continue
        kind = Text(f"category.{combo.category.value}").render(lang)
        name = play_words(combo, lang)
        shown = drawn(text, "text")
        label = kind[:1].upper() + kind[1:] + ("" if name == shown else _l("named", lang, words=name))
        items.append(_l("play", lang, name=label, cards=drawn(text, fmt)))
        sizes.add(len(combo.cards))
    counts = sorted(sizes)
    said = ", ".join(str(n) for n in counts[:-1]) + _l("or", lang) + str(counts[-1])
    blocks: list[Block] = [
        Heading(2, _l("plays", lang)),
        Para(_l("plays-intro", lang, sizes=said)),
        ListBlock(tuple(items)),
    ]
    for text, key in _NO_PLAYS:
        try:
            combo = classify(text, rules)
        except BigTwoError as exc:
            blocks.append(Para(_l(key, lang, cards=drawn(text, fmt), reason=exc.render(lang))))
        else:
            kind = Text(f"category.{combo.category.value}").render(lang)
            blocks.append(Para(_l("is-a-play", lang, cards=drawn(text, fmt), kind=kind)))
    return blocks


def _beat(
    key: str, lang: str, fmt: str, play: Sequence[Card], other: Sequence[Card], rules: RuleSet, **params: object
) -> str:
    """One comparison, checked: ``play`` beats ``other`` and not the other way round, and the two
    share no card (they could both come out of one deck)."""
    _checked(not set(play) & set(other), f"{key}: {drawn(play, 'text')} and {drawn(other, 'text')} share no card")
    _checked(
        beats(play, other, rules) and not beats(other, play, rules),
        f"{key}: {drawn(play, 'text')} beats {drawn(other, 'text')}",
    )
    return _l(f"beats.{key}", lang, play=drawn(play, fmt), other=drawn(other, fmt), **params)


def _winner(a: Sequence[Card], b: Sequence[Card], rules: RuleSet) -> tuple[Sequence[Card], Sequence[Card]]:
    """The two plays, the one that wins first (the engine decides)."""
    return (a, b) if beats(a, b, rules) else (b, a)


def _cards_of(rules: RuleSet, rank: Rank, count: int, kicker: tuple[Card, ...] = ()) -> tuple[Card, ...]:
    """``count`` cards of ``rank`` in the rule set's lowest suits, then ``kicker``."""
    return (*(Card(rank, s) for s in rules.suit_order[:count]), *kicker)


def comparisons(rules: RuleSet, lang: str, fmt: str) -> list[Block]:
    """How each kind of play compares under ``rules``, each with a pair of plays the engine decides."""
    s0, s1, s2, s3 = rules.suit_order
    table = rules.component("straights", StraightTable)
    bomb_rule = rules.component("bombs", BombRule)
    top, second = table.runs[-1], table.runs[-2]
    flushes = _winner(_of("3 5 7 9 J", s3), _of("4 6 8 10 Q", s2), rules)  # suit against cards: the rule decides
    royal = rules.component("royal", RoyalRule).runs
    high = royal[-1] if royal else top  # the royal straight flush, where there is one, shown beating the rest
    sf = _winner(
        tuple(Card(r, s0) for r in high.ranks), tuple(Card(r, s3) for r in (top if royal else second).ranks), rules
    )
    items = [
        _beat("single-rank", lang, fmt, _of("2", s0), _of("A", s3), rules),
        _beat("single-suit", lang, fmt, _of("2", s3), _of("2", s2), rules, suit=s3.symbol),
        _beat("pair", lang, fmt, _of("9", s3) + _of("9", s0), _of("9", s2) + _of("9", s1), rules, suit=s3.symbol),
        _beat("triple", lang, fmt, _cards_of(rules, Rank.KING, 3), _cards_of(rules, Rank.QUEEN, 3), rules),
        _beat(
            "straight",
            lang,
            fmt,
            (upper := _run_cards(top, rules.suit_order, s0)),
            _run_cards(second, rules.suit_order, s3, upper),
            rules,
        ),
        _beat(
            "straight-tie",
            lang,
            fmt,
            (tie := _run_cards(second, (s1, s0, s2, s3), s3)),
            _run_cards(second, (s3, s1, s0, s2), s2, tie),
            rules,
            rank=second.top.symbol,
        ),
        _beat("flush", lang, fmt, *flushes, rules, rule=rules.explain("flush", lang)),
        _beat(
            "full-house",
            lang,
            fmt,
            _cards_of(rules, Rank.FIVE, 3, _of("3", s0) + _of("3", s3)),
            _cards_of(rules, Rank.FOUR, 3, _of("A", s0) + _of("A", s3)),
            rules,
        ),
        _beat(
            "four",
            lang,
            fmt,
            _cards_of(rules, Rank.SIX, 4, _of("3", s0)),
            _cards_of(rules, Rank.FIVE, 4, _of("A", s3)),
            rules,
        ),
        _beat("straight-flush", lang, fmt, *sf, rules, rule=rules.explain("royal", lang)),
    ]
    flush = _of("3 5 7 9 J", s0)
    straight = _run_cards(top, rules.suit_order, s3, flush)
    if bomb_rule.categories_cross:
        items.append(_beat("category", lang, fmt, flush, straight, rules, ladder=_kinds(rules, lang)))
    else:
        _checked(not beats(flush, straight, rules) and not beats(straight, flush, rules), "kinds of five never meet")
        kinds = ", ".join(
            Text(f"category.{c.value}").render(lang) for c in FIVE_CARD_CATEGORIES if c not in bomb_rule.bombs
        )
        items.append(_l("beats.own-kind", lang, kinds=kinds, play=drawn(flush, fmt), other=drawn(straight, fmt)))
    pair, single = _of("3", s0) + _of("3", s1), _of("2", s3)
    _checked(not beats(pair, single, rules) and not beats(single, pair, rules), "sizes never meet")
    sizes = "" if bomb_rule.bombs else " " + _l("sizes", lang, play=drawn(pair, fmt), other=drawn(single, fmt))
    blocks: list[Block] = [Heading(2, _l("compare", lang))]
    blocks += [Para(rules.explain("bombs", lang) + sizes + " " + _l("within", lang)), ListBlock(tuple(items))]
    if bomb_rule.bombs:
        order = [Text(f"category.{c.value}").render(lang) for c in _BOMB_ORDER if c in bomb_rule.bombs]
        if "straight-flush" in {c.value for c in bomb_rule.bombs} and rules.component("royal", RoyalRule).runs:
            order.append(Text("doc.royal").render(lang))
        blocks += [
            Para(Text("doc.bombs-order", bombs=" < ".join(order)).render(lang)),
            ListBlock(_bombs(rules, fmt, lang)),
        ]
    return blocks


_BOMB_ORDER: tuple[Category, ...] = (Category.SINGLE, Category.PAIR, Category.TRIPLE, *FIVE_CARD_CATEGORIES)
"""The categories in the order bombs rank (a bomb of a higher category beats one of a lower)."""


def _kinds(rules: RuleSet, lang: str) -> str:
    """The five-card kinds from the lowest, the royal straight flush on top where there is one."""
    names = [Text(f"category.{c.value}").render(lang) for c in FIVE_CARD_CATEGORIES]
    if rules.component("royal", RoyalRule).runs:
        names.append(Text("doc.royal").render(lang))
    return " < ".join(names)


def _bombs(rules: RuleSet, fmt: str, lang: str) -> tuple[str, ...]:
    """The variant's bombs, lowest first, each drawn beating the one below it and a single 2."""
    s0, _, _, s3 = rules.suit_order
    table = rules.component("straights", StraightTable)
    run = table.runs[0]
    rank = next(r for r in (Rank.NINE, Rank.QUEEN) if r not in run.ranks)
    examples = {
        Category.FOUR_OF_A_KIND: _cards_of(rules, rank, 4, _of("3", s0)),
        Category.STRAIGHT_FLUSH: tuple(Card(r, s3) for r in run.ranks),
    }
    chosen = [
        examples[c]
        for c in (Category.FOUR_OF_A_KIND, Category.STRAIGHT_FLUSH)
        if c in rules.component("bombs", BombRule).bombs
    ]
    items, below = [], _of("2", s3)
    for bomb in chosen:
        kind = Text(f"category.{classify(bomb, rules).category.value}").render(lang)
        items.append(_beat("bomb", lang, fmt, bomb, below, rules, kind=kind[:1].upper() + kind[1:]))
        below = bomb
    return tuple(items)


def round_section(rules: RuleSet, lang: str) -> list[Block]:
    """A round under ``rules``, each step played by the engine on a small deal (the eight lowest
    cards, two a seat): the leader cannot pass, a player who could beat the table may pass, the
    table clears when every other player has passed and the last player leads, and the deal
    ends when a hand is empty."""
    _checked(Pass() not in legal_actions(new_game(rules, seed=1)), "the leader cannot pass")
    low = rules.sort(DECK)[:8]
    state = new_game(rules, hands=[f"{low[i].ascii} {low[i + 4].ascii}" for i in range(4)])
    leader = state.to_move
    if leader is None:  # a deal just dealt always has someone to move
        raise RulesError("rules-statement-false", statement="a new deal has a leader")
    state = apply(state, Play(low[leader].ascii))
    could = [a for a in legal_actions(state) if isinstance(a, Play)]
    _checked(bool(could) and Pass() in legal_actions(state), "a player who could beat the table may pass")
    for _ in range(3):
        state = apply(state, Pass())
    _checked(state.table is None and state.to_move == leader, "three passes in a row clear the table")
    _checked(apply(state, Play(low[leader + 4].ascii)).winner == leader, "the deal ends when a hand is empty")
    bombs = rules.component("bombs", BombRule).bombs
    return [
        Heading(2, _l("round", lang)),
        ListBlock(
            (
                _l("round-lead", lang),
                _l("round-follow-bombs" if bombs else "round-follow", lang),
                _l("round-may-pass", lang),
                rules.explain("pass_locks_out", lang),
                _l("round-clear", lang),
                _l("round-end", lang),
            )
        ),
    ]


def _run_drawn(run: Run, fmt: str) -> str:
    """A run as a page shows it: ``A-2-3-4-5`` in text; in Markdown its ranks drawn as cards of
    no suit, the one whose suit breaks a tie marked."""
    if fmt != "markdown":
        return str(run)
    faces = "".join(
        f'<span class="pc pc-rank{" pc-top" if rank is run.top else ""}">{rank.symbol}</span>' for rank in run.ranks
    )
    return f'<span class="pcs">{faces}</span>'


def ladder(rules: RuleSet, lang: str, fmt: str) -> list[Block]:
    """The straights of ``rules`` as a ladder, from the lowest to the highest, each run with the
    rank whose suit breaks a tie, the royal runs on top, and the runs a table rule refuses."""
    table = rules.component("straights", StraightTable)
    royal = rules.component("royal", RoyalRule)
    blocks: list[Block] = [Heading(2, Text("doc.straights").render(lang)), Para(rules.explain("straights", lang))]
    items = [Text("doc.run", run=_run_drawn(run, fmt), top=run.top.symbol).render(lang) for run in table.runs]
    items += [Text("doc.royal-run", run=_run_drawn(run, fmt)).render(lang) for run in royal.runs]
    blocks.append(ListBlock(tuple(items), numbered=True))
    if table.forbidden:
        runs = ", ".join(_run_drawn(run, fmt) for run in table.forbidden)
        rule = Localized() if table.rule is None else table.rule  # a table that names no rule: an empty one
        blocks.append(Para(Text("doc.forbidden-runs", runs=runs, rule=rule).render(lang)))
    return blocks


_EXAMPLE_SEATS = 4
"""The worked example's table: four players, as every variant allows."""


def score_example(rules: RuleSet, lang: str) -> list[Block]:
    """A score card the library computes from a real deal (seed 0, four seats): seat 0 went out
    with its highest card, seat 1 holds its highest card, seat 2 its ten highest, seat 3 all it
    was dealt (it played none)."""
    dealt = deal(0, _EXAMPLE_SEATS, rules)
    sorted_hands = [rules.sort(cards_from_mask(mask)) for mask in dealt]
    size = len(sorted_hands[3])
    keep = (0, 1, min(10, size), size)
    hands = [h[len(h) - k :] for h, k in zip(sorted_hands, keep, strict=True)]
    winning = sorted_hands[0][-1:]
    card = score(hands, rules, winning_play=winning, dealt=tuple(len(h) for h in sorted_hands))
    return [
        Para(Text("doc.example", play=drawn(winning, "text"), one=keep[1], two=keep[2], three=keep[3]).render(lang)),
        ListBlock(
            tuple(
                Text("doc.example-hand", seat=seat, cards=drawn(h, "text")).render(lang)
                for seat, h in enumerate(hands)
                if h
            )
        ),
        Pre(card.render(lang)),
    ]
