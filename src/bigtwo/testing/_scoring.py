"""The check of scoring, on random ends of deals: one valid line per seat, zero-sum where the
scheme says so, monotone in the cards left, and independent of the order of the losing seats.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping

from attrs import frozen

import bigtwo
from bigtwo import Card, RulesError, RuleSet, ScoreCard
from bigtwo.plugin import ScoringScheme

from ._properties import DETERMINISTIC, MONOTONE, SCORE_LINES, SEAT_ORDER, ZERO_SUM, Failure, property_of_error
from ._sample import Sample, cards_of, cards_text

__all__ = ["check_scoring"]


@frozen
class _ScoreCase:
    """An end of a deal: what each seat was dealt and holds, the winner and the winning play."""

    dealt: tuple[tuple[Card, ...], ...]
    left: tuple[tuple[Card, ...], ...]
    winner: int
    play: tuple[Card, ...]

    def __str__(self) -> str:
        seats = "; ".join(
            f"seat {seat}: {'went out' if seat == self.winner else cards_text(hand)} ({len(dealt)} dealt)"
            for seat, (hand, dealt) in enumerate(zip(self.left, self.dealt, strict=True))
        )
        return f"{seats}; winning play {cards_text(self.play)}"

    def score(self, rules: RuleSet) -> ScoreCard:
        """The score card of this end under ``rules``."""
        counts = tuple(len(h) for h in self.dealt)
        return bigtwo.score(self.left, rules, winning_play=self.play, dealt=counts)


def _score_case(rng: random.Random, rules: RuleSet) -> _ScoreCase:
    players = rng.choice((2, 3, 4))
    dealt = tuple(cards_of(m) for m in bigtwo.deal(rng.randrange(10**9), players, rules))
    winner = rng.randrange(players)
    play = rng.choice(bigtwo.plays(dealt[winner], rules)).cards
    left = tuple(
        () if seat == winner else tuple(rng.sample(hand, rng.randint(1, len(hand)))) for seat, hand in enumerate(dealt)
    )
    return _ScoreCase(dealt, left, winner, play)


def _line(card: ScoreCard, seat: int, mapping: Mapping[int, int]) -> tuple[object, ...]:
    line = card.lines[seat]
    transfers = sorted((mapping.get(other, other), points) for other, points in line.transfers)
    return (line.role, line.cards_left, line.rate, line.factor, line.amount, transfers)


def _lines_problem(card: ScoreCard, case: _ScoreCase) -> str | None:
    """What is wrong with the shape of a score card, if anything."""
    lines = card.lines
    if [line.seat for line in lines] != list(range(len(case.left))):
        return f"the lines are for seats {[line.seat for line in lines]}, not one per seat in seat order"
    for seat, (line, hand) in enumerate(zip(lines, case.left, strict=True)):
        role = "winner" if seat == case.winner else "loser"
        if line.role != role or line.cards_left != len(hand) or type(line.amount) is not int:
            return f"line {seat} is {line!r:.200}: expected role {role!r}, {len(hand)} cards left, an int amount"
    return None


def _scored(case: _ScoreCase, rules: RuleSet, prop: str) -> ScoreCard | Failure:
    """The score card of ``case``, or the failure of the property a `RulesError` names (``prop``
    if it names none of the scoring properties)."""
    try:
        return case.score(rules)
    except RulesError as exc:
        named = property_of_error(exc, prop)
        named = named if named in (ZERO_SUM, MONOTONE, SEAT_ORDER, SCORE_LINES) else prop
        return Failure(named, f"scoring raised RulesError: {exc}", str(case))


def _monotone(
    case: _ScoreCase, card: ScoreCard, rng: random.Random, rules: RuleSet, lower_wins: bool
) -> Failure | bool:
    """One more card (of those he was dealt) for a random loser: the failure if he scores better
    (or scoring fails), else whether his score changed at all."""
    seat = rng.choice([s for s in range(len(case.left)) if s != case.winner])
    spare = [c for c in case.dealt[seat] if c not in case.left[seat]]
    if not spare:
        return False
    extra = rng.choice(spare)
    more = _ScoreCase(
        case.dealt, tuple((*h, extra) if i == seat else h for i, h in enumerate(case.left)), case.winner, case.play
    )
    scored = _scored(more, rules, MONOTONE)
    if isinstance(scored, Failure):
        return scored
    before, after = card.points[seat], scored.points[seat]
    if (after < before) if lower_wins else (after > before):
        message = f"seat {seat} scores better with one more card left ({extra}): {before} becomes {after}"
        return Failure(MONOTONE, message, str(case))
    return before != after


def _seat_order(case: _ScoreCase, card: ScoreCard, rng: random.Random, rules: RuleSet) -> Failure | None:
    """The losers' hands (and deals) moved round the losing seats: the failure if their lines do
    not move with them."""
    losers = [seat for seat in range(len(case.left)) if seat != case.winner]
    if len(losers) < 2:
        return None
    moved = rng.sample(losers, len(losers))
    if moved == losers:
        moved = losers[1:] + losers[:1]
    mapping = dict(zip(losers, moved, strict=True))
    back = {new: old for old, new in mapping.items()}
    swapped = _ScoreCase(
        tuple(case.dealt[back.get(i, i)] for i in range(len(case.dealt))),
        tuple(case.left[back.get(i, i)] for i in range(len(case.left))),
        case.winner,
        case.play,
    )
    other = _scored(swapped, rules, SEAT_ORDER)
    if isinstance(other, Failure):
        return other
    for old in range(len(case.left)):
        new = mapping.get(old, old)
        if _line(card, old, mapping) != _line(other, new, {}):
            moves = ", ".join(f"{a}->{b}" for a, b in mapping.items())
            message = (
                f"moving the losers' hands ({moves}) does not move their lines: seat {old} scored "
                f"{card.points[old]}, seat {new} then scores {other.points[new]}"
            )
            return Failure(SEAT_ORDER, message, str(case))
    return None


def check_scoring(s: Sample) -> Iterator[Failure]:
    """On random ends of deals: one line per seat in seat order with the right roles and cards
    left; the amounts add up to zero when the scheme says ``zero_sum``; a loser holding one more
    card (of those he was dealt) never scores better, and somewhere scores worse; moving the
    losers' hands (and deals) round the losing seats moves their lines; the same end scored
    twice gives the same card."""
    rules, rng = s.rules, s.rng("scoring")
    scheme = rules.component("scoring", ScoringScheme)
    found: dict[str, Failure] = {}
    changed = False
    first: _ScoreCase | None = None
    for _ in range(s.examples):
        case = _score_case(rng, rules)
        first = first or case
        card = _scored(case, rules, SCORE_LINES)
        if isinstance(card, Failure):
            found.setdefault(card.property, card)
            continue
        problem = _lines_problem(card, case)
        if problem is not None:
            found.setdefault(SCORE_LINES, Failure(SCORE_LINES, problem, str(case)))
            continue
        if DETERMINISTIC not in found:
            again = _scored(case, rules, DETERMINISTIC)
            if not isinstance(again, Failure) and (again != card or again.points != card.points):
                message = (
                    f"the same end of a deal scored {card.points}, then {again.points}: "
                    "the scheme is not a function of its input"
                )
                found.setdefault(DETERMINISTIC, Failure(DETERMINISTIC, message, str(case)))
        if scheme.zero_sum and sum(card.points) != 0:
            message = f"the scheme says zero_sum, but the points {card.points} add up to {sum(card.points)}"
            found.setdefault(ZERO_SUM, Failure(ZERO_SUM, message, str(case)))
        if MONOTONE not in found:
            verdict = _monotone(case, card, rng, rules, scheme.lower_wins)
            if isinstance(verdict, Failure):
                found.setdefault(verdict.property, verdict)
            else:
                changed = changed or verdict
        if SEAT_ORDER not in found:
            failure = _seat_order(case, card, rng, rules)
            if failure is not None:
                found.setdefault(failure.property, failure)
    if not changed and MONOTONE not in found and first is not None:
        message = "no loser ever scored worse for holding one more card: the scheme ignores the cards left"
        found[MONOTONE] = Failure(MONOTONE, message, str(first))
    yield from found.values()
