"""The checks of plays: `bigtwo.plays` against a brute-force enumeration of random hands, and
`bigtwo.classify` (and `bigtwo.plays`) independent of the order of the cards.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

import bigtwo
from bigtwo import DECK, Card, Combo, IllegalPlay, RuleSet

from ._properties import CLASSIFY, PLAYS, Failure
from ._sample import Sample, cards_text, play_text

__all__ = ["brute_force", "check_classify", "check_plays"]


def brute_force(hand: Sequence[Card], rules: RuleSet) -> dict[int, Combo]:
    """Every play of ``hand``: each subset of 1, 2, 3 or 5 cards that `bigtwo.classify` accepts."""
    found: dict[int, Combo] = {}
    for size in (1, 2, 3, 5):
        for subset in itertools.combinations(hand, size):
            try:
                combo = bigtwo.classify(subset, rules)
            except IllegalPlay:
                continue
            found[combo.mask] = combo
    return found


def check_plays(s: Sample) -> Iterator[Failure]:
    """On random hands: `bigtwo.plays` finds each play of the brute force once, with the same
    category and strength, ordered by size and strength; with a table play, exactly the plays
    that beat it."""
    rules, rng = s.rules, s.rng("plays")
    for _ in range(max(1, s.examples // 2)):
        hand = rng.sample(DECK, rng.randint(0, 13))
        made = bigtwo.plays(hand, rules)
        expected = brute_force(hand, rules)
        masks = [p.mask for p in made]
        problem = None
        if len(set(masks)) != len(masks):
            problem = "plays lists a play twice"
        elif set(masks) != set(expected):
            missing = [play_text(expected[m]) for m in expected if m not in set(masks)]
            extra = [play_text(p) for p in made if p.mask not in expected]
            problem = f"plays differs from the brute force: missing {missing[:3]}, extra {extra[:3]}"
        elif any((p.category, p.key) != (expected[p.mask].category, expected[p.mask].key) for p in made):
            wrong = next(p for p in made if (p.category, p.key) != (expected[p.mask].category, expected[p.mask].key))
            problem = f"plays classifies {wrong} as {wrong.category.value}, classify as {expected[wrong.mask]!r}"
        elif [(p.size, p.key) for p in made] != sorted((p.size, p.key) for p in made):
            problem = "plays is not ordered by size, then from the weakest to the strongest"
        else:
            table = s.play(rng)
            beating = bigtwo.plays(hand, rules, table)
            wanted = tuple(p for p in made if bigtwo.beats(p, table, rules))
            if beating != wanted:
                problem = f"plays with the table {play_text(table)} is not the plays that beat it"
        if problem is not None:
            yield Failure(PLAYS, problem, f"hand {cards_text(hand)}")
            return


def check_classify(s: Sample) -> Iterator[Failure]:
    """A play classifies the same in any order of its cards; cards that are no play are refused
    with the same reason in any order; `bigtwo.plays` of a hand ignores the order of the hand."""
    rules, rng = s.rules, s.rng("classify")
    for i in range(s.examples):
        play = s.play(rng)
        cards = list(play.cards)
        rng.shuffle(cards)
        again = bigtwo.classify(cards, rules)
        if (again.category, again.key, again.mask) != (play.category, play.key, play.mask):
            yield Failure(CLASSIFY, "a play classifies differently in another order", f"{play_text(play)} as {again!r}")
            return
        junk = rng.sample(DECK, rng.choice((2, 3, 4, 5)))
        verdicts: list[tuple[str, int | None]] = []
        for order in (junk, junk[::-1], rng.sample(junk, len(junk))):
            try:
                combo = bigtwo.classify(order, rules)
                verdicts.append((combo.category.value, combo.key))
            except IllegalPlay as exc:
                verdicts.append((exc.reason.code.value, None))
        if len(set(verdicts)) != 1:
            yield Failure(
                CLASSIFY, "the same cards classify differently in another order", f"{cards_text(junk)}: {verdicts}"
            )
            return
        if i % 8 == 0:
            hand = rng.sample(DECK, rng.randint(0, 13))
            if bigtwo.plays(hand, rules) != bigtwo.plays(rng.sample(hand, len(hand)), rules):
                yield Failure(CLASSIFY, "plays depends on the order of the hand", f"hand {cards_text(hand)}")
                return
