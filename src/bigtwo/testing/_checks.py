"""The checks: one function per group of properties, run on random cases drawn from a
`random.Random` with a fixed seed, so every run checks the same cases and no test framework is
needed. `check_rules` runs them all; `RulesConformance` runs them one property at a time.

Each check is a generator of `Failure`; it stops at the first counterexample of each property.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import cast

from attrs import frozen

import bigtwo
from bigtwo import (
    DECK,
    LANGUAGES,
    Card,
    Category,
    Combo,
    GameError,
    GameState,
    IllegalPlay,
    Incomparable,
    Pass,
    Play,
    Rank,
    Reason,
    Redeal,
    RulesError,
    RuleSet,
    ScoreCard,
)
from bigtwo.plugin import (
    FlushOrder,
    OpenerRule,
    OptionValue,
    RoyalRule,
    Run,
    ScoringScheme,
    Suit,
    Variant,
    plugin_manager,
)

from ._properties import (
    BUILDS,
    CHECK_AGREES,
    CLASSIFY,
    COMPARE,
    CONSERVE,
    EXPLAINED,
    FLUSH_ORDER,
    MONOTONE,
    ONE_WINNER,
    OPENER,
    PLAYS,
    PROPERTIES,
    SCORE_LINES,
    SEAT_ORDER,
    STRAIGHT_TABLE,
    SUIT_ORDER,
    ZERO_SUM,
    Failure,
    build,
    describe_rules,
    property_of_error,
)

__all__ = ["CHECKS", "Check", "Sample", "check_rules", "check_variant", "run_check"]

MAX_ACTIONS = 1000
"""A random game still running after this many actions is reported as never ending."""


# ---------------------------------------------------------------------------------------------
# What the checks share


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


def _text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in sorted(cards, key=lambda c: c.index)) or "(none)"


def _play(combo: Combo) -> str:
    return f"{combo.category.value} {combo}"


def _sign(a: Combo, b: Combo, rules: RuleSet) -> int | None:
    try:
        result = bigtwo.compare(a, b, rules)
    except Incomparable:
        return None
    return (result > 0) - (result < 0)


def _cards_of(mask: int) -> tuple[Card, ...]:
    return tuple(c for c in DECK if mask >> c.index & 1)


def _union(masks: Iterable[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


# ---------------------------------------------------------------------------------------------
# Orders: suits, straights, comparison, flushes


def check_suit_order(s: Sample) -> Iterator[Failure]:
    """The suit order lists each suit once; singles rank by rank, then by that order, with
    distinct strengths; `compare` follows it; the lowest and highest cards are its ends."""
    rules = s.rules
    order = tuple(rules.suit_order)
    if len(order) != 4 or set(order) != set(Suit):
        yield Failure(SUIT_ORDER, "the suit order does not list each of the four suits once", _suits(order))
        return
    keys = {c: rules.card_key(c) for c in DECK}
    seen: dict[int, Card] = {}
    for card, key in keys.items():
        if key in seen:
            yield Failure(
                SUIT_ORDER,
                "two cards have the same strength as singles",
                f"{seen[key]} and {card} both have card key {key} (suit order {_suits(order)})",
            )
            return
        seen[key] = card
    ranked = sorted(DECK, key=keys.__getitem__)
    expected = [Card(rank, suit) for rank in Rank for suit in order]
    for got, want in zip(ranked, expected, strict=True):
        if got != want:
            yield Failure(
                SUIT_ORDER,
                "singles do not rank by rank, then by the suit order",
                f"{got} stands where {want} should (suit order {_suits(order)})",
            )
            return
    for low, high in itertools.pairwise(ranked):
        if not bigtwo.compare((high,), (low,), rules) > 0 or not bigtwo.beats((high,), (low,), rules):
            yield Failure(SUIT_ORDER, "compare does not follow the order of singles", f"{high} against {low}")
            return
    if rules.lowest_card != ranked[0] or rules.highest_card != ranked[-1]:
        yield Failure(
            SUIT_ORDER,
            "the lowest and highest cards are not the ends of the order",
            f"lowest_card {rules.lowest_card}, highest_card {rules.highest_card}; the order runs {ranked[0]} to "
            f"{ranked[-1]}",
        )


def _suits(order: Sequence[Suit]) -> str:
    return " < ".join(Suit(s).symbol for s in order)


def _consecutive(ranks: Sequence[Rank]) -> bool:
    """Five different ranks that follow each other, wrapping past the 2 (``A 2 3 4 5``)."""
    held = {int(r) for r in ranks}
    return len(held) == 5 and any(held == {(start + i) % 13 for i in range(5)} for start in range(13))


def _straight(run: Run, top_suit: Suit, other: Suit) -> tuple[Card, ...]:
    return tuple(Card(rank, top_suit if rank == run.top else other) for rank in run.ranks)


def check_straight_table(s: Sample) -> Iterator[Failure]:
    """Every run of the straight table is five consecutive ranks holding its top rank, no run is
    listed twice or also forbidden, the straights (and straight flushes, royal runs last) on the
    runs compare strictly in the table's order, and no other five ranks make a straight."""
    rules = s.rules
    table = rules.straight_table
    royal = rules.component("royal", RoyalRule).runs
    where: dict[frozenset[Rank], int] = {}
    for pos, run in enumerate(table.runs):
        if not _consecutive(run.ranks) or run.top not in run.ranks:
            yield Failure(
                STRAIGHT_TABLE,
                f"run {pos} is not five consecutive ranks holding its top rank",
                f"{run} (top {run.top.symbol})",
            )
            return
        rank_set = frozenset(run.ranks)
        if rank_set in where:
            yield Failure(
                STRAIGHT_TABLE,
                f"the straight table lists the same run twice, at positions {where[rank_set]} and {pos}",
                f"{run} in {' < '.join(str(r) for r in table.runs)}",
            )
            return
        where[rank_set] = pos
    for run in table.forbidden:
        if frozenset(run.ranks) in where:
            yield Failure(STRAIGHT_TABLE, "a run is both listed and forbidden", str(run))
            return
    low, other = rules.suit_order[0], rules.suit_order[1]
    straights: list[tuple[Run, Combo]] = []
    for run in table.runs:
        combo = bigtwo.classify(_straight(run, low, other), rules)
        if combo.category is not Category.STRAIGHT:
            yield Failure(STRAIGHT_TABLE, "cards on a listed run are not a straight", f"{run}: {_play(combo)}")
            return
        straights.append((run, combo))
    royal_sets = {frozenset(run.ranks) for run in royal}
    flush_runs = [run for run in table.runs if frozenset(run.ranks) not in royal_sets] + list(royal)
    flushes = [(run, bigtwo.classify(_straight(run, low, low), rules)) for run in flush_runs]
    for kind, found in (("straights", straights), ("straight flushes", flushes)):
        for (run_a, a), (run_b, b) in itertools.combinations(found, 2):
            if not bigtwo.compare(a, b, rules) < 0:
                yield Failure(
                    STRAIGHT_TABLE,
                    f"the order of {kind} is not the strict order of the table",
                    f"{run_a} is listed below {run_b}, but {_play(a)} does not lose to {_play(b)}",
                )
                return
    listed = set(where) | royal_sets
    for ranks in itertools.combinations(Rank, 5):
        if frozenset(ranks) in listed:
            continue
        cards = tuple(Card(rank, low if i == 0 else other) for i, rank in enumerate(ranks))
        try:
            combo = bigtwo.classify(cards, rules)
        except IllegalPlay:
            continue
        if combo.category is Category.STRAIGHT:
            yield Failure(STRAIGHT_TABLE, "five ranks the table does not list make a straight", _play(combo))
            return


def check_compare(s: Sample) -> Iterator[Failure]:
    """On random plays: ``compare(a, a) == 0``; ``compare(a, b) == -compare(b, a)`` (or both
    `Incomparable`); ``a >= b >= c`` implies ``a >= c``, strictly when one step is strict; and
    ``beats(a, b)`` exactly when ``compare(a, b) > 0`` (plays of another size included)."""
    rules, rng = s.rules, s.rng("compare")
    sizes = sorted({c.size for c in s.categories()})
    for _ in range(s.examples):
        size = rng.choice(sizes)
        a, b, c = (s.play(rng, size) for _ in range(3))
        d = s.play(rng)
        if _sign(a, a, rules) != 0:
            yield Failure(COMPARE, "a play does not compare equal to itself", _play(a))
            return
        ab, ba = _sign(a, b, rules), _sign(b, a, rules)
        if (ab is None) != (ba is None) or (ab is not None and ba is not None and ab != -ba):
            yield Failure(
                COMPARE,
                "compare is not antisymmetric",
                f"compare({_play(a)}, {_play(b)}) = {ab}, compare back = {ba}",
            )
            return
        bc, ac = _sign(b, c, rules), _sign(a, c, rules)
        if (
            ab is not None
            and bc is not None
            and ac is not None
            and any(x >= 0 and y >= 0 and (z < 0 or (z == 0 and x + y > 0)) for x, y, z in _both(ab, bc, ac))
        ):
            yield Failure(
                COMPARE,
                "compare is not transitive",
                f"{_play(a)} vs {_play(b)}: {ab}; {_play(b)} vs {_play(c)}: {bc}; {_play(a)} vs {_play(c)}: {ac}",
            )
            return
        for x, y in ((a, b), (a, d), (d, a)):
            sign = _sign(x, y, rules)
            if bigtwo.beats(x, y, rules) != (sign is not None and sign > 0):
                yield Failure(
                    COMPARE,
                    "beats disagrees with compare",
                    f"beats({_play(x)}, {_play(y)}) = {bigtwo.beats(x, y, rules)}, compare sign = {sign}",
                )
                return


def _both(ab: int, bc: int, ac: int) -> tuple[tuple[int, int, int], ...]:
    """The signs of a triple read upwards and downwards (``a >= b >= c`` and ``a <= b <= c``)."""
    return ((ab, bc, ac), (-ab, -bc, -ac))


def _flush_key(combo: Combo, rules: RuleSet, flush: FlushOrder) -> tuple[object, ...]:
    ranks = tuple(sorted((c.rank for c in combo.cards), reverse=True))
    return tuple(flush.key(ranks, rules.suit_order.index(combo.cards[0].suit)))


def _order(x: tuple[object, ...], y: tuple[object, ...]) -> int:
    return (x > y) - (x < y)


def check_flush_order(s: Sample) -> Iterator[Failure]:
    """The flush order's key, asked of random flushes, is transitive, and `compare` ranks two
    flushes as their keys do (a key that is not transitive cannot be followed by any order)."""
    rules, rng = s.rules, s.rng("flush")
    flushes = s.by_category[Category.FLUSH]
    if len(flushes) < 3 or sorted(rules.suit_order) != list(Suit):
        return  # no flushes to compare, or no suit positions to give the key (the suit order's check says why)
    flush = rules.component("flush", FlushOrder)
    for _ in range(s.examples):
        a, b, c = rng.sample(flushes, 3)
        try:
            ka, kb, kc = (_flush_key(x, rules, flush) for x in (a, b, c))
            ab, bc, ac = _order(ka, kb), _order(kb, kc), _order(ka, kc)
        except Exception as exc:  # a plugin's key: any error is a failure of the order
            yield Failure(FLUSH_ORDER, f"the flush order's key failed: {type(exc).__name__}: {exc}", _play(a))
            return
        if ab == bc != 0 and ac != ab:
            yield Failure(
                FLUSH_ORDER,
                "the flush order is not transitive",
                f"its key ranks {_play(a)} {_word(ab)} {_play(b)}, {_play(b)} {_word(bc)} {_play(c)}, "
                f"but {_play(a)} {_word(ac)} {_play(c)}",
            )
            return
        for x, y, key_sign in ((a, b, ab), (b, c, bc), (a, c, ac)):
            sign = _sign(x, y, rules)
            if sign != key_sign:
                yield Failure(
                    FLUSH_ORDER,
                    "compare does not follow the flush order",
                    f"the flush order ranks {_play(x)} {_word(key_sign)} {_play(y)}, compare says {sign}",
                )
                return


def _word(sign: int | None) -> str:
    return {1: "above", -1: "below", 0: "level with"}.get(sign, "incomparable with")  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------
# Plays and classification


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
            missing = [_play(expected[m]) for m in expected if m not in set(masks)]
            extra = [_play(p) for p in made if p.mask not in expected]
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
                problem = f"plays with the table {_play(table)} is not the plays that beat it"
        if problem is not None:
            yield Failure(PLAYS, problem, f"hand {_text(hand)}")
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
            yield Failure(CLASSIFY, "a play classifies differently in another order", f"{_play(play)} as {again!r}")
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
                CLASSIFY, "the same cards classify differently in another order", f"{_text(junk)}: {verdicts}"
            )
            return
        if i % 8 == 0:
            hand = rng.sample(DECK, rng.randint(0, 13))
            if bigtwo.plays(hand, rules) != bigtwo.plays(rng.sample(hand, len(hand)), rules):
                yield Failure(CLASSIFY, "plays depends on the order of the hand", f"hand {_text(hand)}")
                return


# ---------------------------------------------------------------------------------------------
# Games


def check_opener(s: Sample) -> Iterator[Failure]:
    """In random deals (2 to 4 players, first and later deals of a match) the first play must
    include at most one card; it is held by the seat that leads, every legal first play holds
    it, and under a lowest-card rule it is the one lowest card dealt."""
    rules, rng = s.rules, s.rng("opener")
    opener = rules.component("opener", OpenerRule)
    keys = [rules.card_key(c) for c in DECK]
    for _ in range(max(1, s.examples // 4)):
        seed, players = rng.randrange(10**9), rng.choice((2, 3, 4))
        later = rng.random() < 0.25
        previous = rng.randrange(players) if later else None
        deal_number = 2 if later else 1
        case = f"seed {seed}, {players} players, deal {deal_number}, previous winner {previous}"
        state = bigtwo.new_game(rules, seed=seed, players=players, deal_number=deal_number, previous_winner=previous)
        if state.over:
            continue  # an instant win: nobody opens
        opening = state.opening
        problem = None
        if opening.bit_count() > 1:
            problem = f"the first play must include several cards: {_text(_cards_of(opening))}"
        elif opening and sum(1 for m in state.masks if m & opening) != 1:
            problem = f"the opening card {_text(_cards_of(opening))} is not held by exactly one seat"
        elif opening and not state.masks[state.leader] & opening:
            problem = f"seat {state.leader} leads, but the seat holding {_text(_cards_of(opening))} is another"
        elif opening and any(isinstance(p, Play) and not p.mask & opening for p in bigtwo.legal_plays(state)):
            problem = f"a legal first play lacks the opening card {_text(_cards_of(opening))}"
        elif (
            opener.choose is None
            and opener.first_play_includes_lowest
            and not (later and opener.winner_leads_next_deal)
        ):
            dealt = [c for c in DECK if _union(state.dealt) >> c.index & 1]
            low = min(keys[c.index] for c in dealt)
            lowest = [c for c in dealt if keys[c.index] == low]
            if len(lowest) != 1:
                problem = f"several cards dealt are the lowest: {_text(lowest)}"
            elif opening != 1 << lowest[0].index:
                problem = f"the first play must include {_text(_cards_of(opening))}, not the lowest card {lowest[0]}"
        if problem is not None:
            yield Failure(OPENER, problem, case)
            return


def _junk(rng: random.Random, state: GameState) -> Play | Pass | Redeal:
    """A random action, often illegal: a pass, a redeal, or some cards of the hand and others."""
    roll = rng.random()
    if roll < 0.15:
        return Pass()
    if roll < 0.2:
        return Redeal(rng.randrange(state.players))
    seat = state.to_move if state.to_move is not None else 0
    pool = list(dict.fromkeys([*_cards_of(state.masks[seat]), *rng.sample(DECK, 2)]))
    return Play(rng.sample(pool, rng.randint(1, min(5, len(pool)))))


def _agreement(state: GameState, action: Play | Pass | Redeal, listed: bool) -> str | None:
    """What is wrong between `check`, `apply` and `legal_actions` about ``action``, if anything."""
    try:
        reason: Reason | GameError | None = bigtwo.check(state, action)
    except GameError as exc:
        reason = exc
    try:
        bigtwo.apply(state, action)
        applied: Exception | None = None
    except (IllegalPlay, GameError) as exc:
        applied = exc
    if listed and reason is not None:
        return f"legal_actions lists {action!r}, which check refuses: {reason}"
    if isinstance(reason, Reason) and applied is None:
        return f"apply accepts {action!r}, which check refuses: {reason.en}"
    if isinstance(reason, Reason) and isinstance(applied, IllegalPlay) and applied.reason != reason:
        return f"apply refuses {action!r} for another reason than check: {applied} / {reason.en}"
    if reason is None and isinstance(applied, IllegalPlay):
        return f"check accepts {action!r}, which apply refuses: {applied}"
    return None


def _conserved(state: GameState) -> str | None:
    """What is wrong with the cards of ``state``, if anything."""
    dealt = state.dealt
    if sum(m.bit_count() for m in dealt) != _union(dealt).bit_count():
        return "two seats were dealt the same card"
    played = [t.action.mask for t in state.history if isinstance(t.action, Play)]
    if sum(m.bit_count() for m in played) != _union(played).bit_count():
        return "a card was played twice"
    held = _union(state.masks)
    for seat, (now, was) in enumerate(zip(state.masks, dealt, strict=True)):
        if now & ~was:
            return f"seat {seat} holds {_text(_cards_of(now & ~was))}, which it was not dealt"
    if held & _union(played):
        return f"{_text(_cards_of(held & _union(played)))} is both played and held"
    if held | _union(played) != _union(dealt):
        return f"cards vanished: {_text(_cards_of(_union(dealt) & ~(held | _union(played))))}"
    return None


def _one_winner(state: GameState) -> str | None:
    """What is wrong with the end of the deal ``state``, if anything."""
    if state.winner is None or state.to_move is not None:
        return f"the deal is over, but winner is {state.winner} and to_move {state.to_move}"
    empty = [seat for seat, m in enumerate(state.masks) if not m]
    if state.instant:
        if empty:
            return f"an instant win, but seats {empty} hold no cards"
    elif empty != [state.winner]:
        return f"seat {state.winner} won, but the seats out of cards are {empty}"
    if bigtwo.legal_actions(state):
        return "the deal is over, but legal_actions still lists actions"
    return None


def check_games(s: Sample) -> Iterator[Failure]:
    """Random games from random deals (2 to 4 players): after every action the cards held and
    played are the cards dealt; `check`, `apply` and `legal_actions` agree on the actions tried
    (legal ones and random ones); and every game ends, with one winner."""
    rules, rng = s.rules, s.rng("games")
    broken: set[str] = set()
    for _ in range(max(1, s.examples // 8)):
        seed, players = rng.randrange(10**9), rng.choice((2, 3, 4))
        state = bigtwo.new_game(rules, seed=seed, players=players)
        redeals = 0
        stopped = False
        for _step in range(MAX_ACTIONS):
            case = f"seed {seed}, {players} players, after {len(state.history)} actions"
            problem = _conserved(state) if CONSERVE not in broken else None
            if problem is not None:
                broken.add(CONSERVE)
                yield Failure(CONSERVE, problem, case)
            if state.over:
                break
            legal = bigtwo.legal_actions(state)
            tried = [(a, True) for a in rng.sample(legal, min(2, len(legal)))] + [(_junk(rng, state), False)]
            for action, listed in tried:
                problem = _agreement(state, action, listed) if CHECK_AGREES not in broken else None
                if problem is not None:
                    broken.add(CHECK_AGREES)
                    yield Failure(CHECK_AGREES, problem, case)
            plays = [a for a in legal if not isinstance(a, Redeal)]
            choice: Play | Pass | Redeal
            if redeals < 2 and len(plays) < len(legal) and rng.random() < 0.3:
                choice = rng.choice([a for a in legal if isinstance(a, Redeal)])
                redeals += 1
            else:
                choice = rng.choice(plays)
            try:
                state = bigtwo.apply(state, choice)
            except (IllegalPlay, GameError) as exc:
                if CHECK_AGREES not in broken:
                    broken.add(CHECK_AGREES)
                    yield Failure(CHECK_AGREES, f"apply refuses {choice!r}, a legal action: {exc}", case)
                stopped = True
                break
        problem = None
        if stopped or ONE_WINNER in broken:
            pass
        elif not state.over:
            problem = f"the deal has not ended after {MAX_ACTIONS} actions"
        else:
            problem = _one_winner(state)
        if problem is not None:
            broken.add(ONE_WINNER)
            yield Failure(ONE_WINNER, problem, f"seed {seed}, {players} players, {len(state.history)} actions")
        if len(broken) == 3:
            return


# ---------------------------------------------------------------------------------------------
# Scoring


@frozen
class _ScoreCase:
    """An end of a deal: what each seat was dealt and holds, the winner and the winning play."""

    dealt: tuple[tuple[Card, ...], ...]
    left: tuple[tuple[Card, ...], ...]
    winner: int
    play: tuple[Card, ...]

    def __str__(self) -> str:
        seats = "; ".join(
            f"seat {seat}: {'went out' if seat == self.winner else _text(hand)} ({len(dealt)} dealt)"
            for seat, (hand, dealt) in enumerate(zip(self.left, self.dealt, strict=True))
        )
        return f"{seats}; winning play {_text(self.play)}"

    def score(self, rules: RuleSet) -> ScoreCard:
        """The score card of this end under ``rules``."""
        counts = tuple(len(h) for h in self.dealt)
        return bigtwo.score(self.left, rules, winning_play=self.play, dealt=counts)


def _score_case(rng: random.Random, rules: RuleSet) -> _ScoreCase:
    players = rng.choice((2, 3, 4))
    dealt = tuple(_cards_of(m) for m in bigtwo.deal(rng.randrange(10**9), players, rules))
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
    losers' hands (and deals) round the losing seats moves their lines."""
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


# ---------------------------------------------------------------------------------------------
# Explanations


def check_explained(s: Sample) -> Iterator[Failure]:
    """Every option value of the rule set, every value and variant its explicit plugins declare,
    and the variant with its parents have non-empty texts in every language of `bigtwo.LANGUAGES`
    (a value's sentence; a variant's titles and summaries)."""
    rules = s.rules
    for option, value in rules.options:
        for lang in LANGUAGES:
            if not rules.explain(option, lang).strip():
                yield Failure(EXPLAINED, f"an option value has no explanation in {lang!r}", f"{option}={value}")
                return
    pm = plugin_manager(rules.plugin_objects)
    explicit = [id(p) for p in rules.plugin_objects]
    for impl in pm.hook.bigtwo_option_values.get_hookimpls():
        if id(impl.plugin) not in explicit or impl.hookwrapper or impl.wrapper:
            continue
        declarations = cast("Iterable[OptionValue]", impl.function())
        for declared in declarations:
            for lang in LANGUAGES:
                if not declared.sentence(lang).strip():
                    yield Failure(
                        EXPLAINED,
                        f"a value declared by {impl.plugin_name} has no explanation in {lang!r}",
                        f"{declared.option}={declared.value}",
                    )
                    return
    known: dict[str, Variant] = {}
    answers: list[Iterable[Variant]] = pm.hook.bigtwo_variants()
    for answer in answers:
        for variant in answer:
            known.setdefault(variant.name, variant)
    for impl in pm.hook.bigtwo_variants.get_hookimpls():
        if id(impl.plugin) in explicit and not (impl.hookwrapper or impl.wrapper):
            declared_variants = cast("Iterable[Variant]", impl.function())
            for variant in declared_variants:
                yield from _variant_texts(variant)
    name: str | None = rules.variant
    seen: set[str] = set()
    while name is not None and name in known and name not in seen:
        seen.add(name)
        yield from _variant_texts(known[name])
        name = known[name].parent


def _variant_texts(variant: Variant) -> Iterator[Failure]:
    texts: dict[str, object] = {"title": variant.title, "summary": variant.summary, "summary_es": variant.summary_es}
    if hasattr(variant, "title_es"):  # a field of newer versions
        texts["title_es"] = getattr(variant, "title_es")  # noqa: B009
    for field, text in texts.items():
        if not isinstance(text, str) or not text.strip():
            yield Failure(EXPLAINED, f"variant {variant.name!r} has an empty {field}", repr(variant)[:200])
            return


# ---------------------------------------------------------------------------------------------
# Running them


@frozen
class Check:
    """A check: the properties it reports on, and the function that looks for counterexamples."""

    properties: tuple[str, ...]
    run: Callable[[Sample], Iterable[Failure]]


CHECKS: tuple[Check, ...] = (
    Check((SUIT_ORDER,), check_suit_order),
    Check((STRAIGHT_TABLE,), check_straight_table),
    Check((COMPARE,), check_compare),
    Check((FLUSH_ORDER,), check_flush_order),
    Check((PLAYS,), check_plays),
    Check((CLASSIFY,), check_classify),
    Check((OPENER,), check_opener),
    Check((CONSERVE, CHECK_AGREES, ONE_WINNER), check_games),
    Check((SCORE_LINES, ZERO_SUM, MONOTONE, SEAT_ORDER), check_scoring),
    Check((EXPLAINED,), check_explained),
)
"""Every check, in the order `check_rules` runs them."""


def run_check(check: Check, sample: Sample) -> tuple[Failure, ...]:
    """The failures ``check`` finds, the first one per property; an exception the check lets out
    (a plugin's bug met on the way) is the failure of the property it names, or the check's first."""
    found: dict[str, Failure] = {}
    try:
        for failure in check.run(sample):
            found.setdefault(failure.property, failure)
    except Exception as exc:  # a rule set's component may raise anything: report it, do not crash
        prop = property_of_error(exc, check.properties[0])
        prop = prop if prop in check.properties else check.properties[0]
        found.setdefault(prop, Failure(prop, f"the check raised {type(exc).__name__}: {exc}", describe(sample.rules)))
    return tuple(found.values())


def describe(rules: RuleSet) -> str:
    """The rule set, readable: its variant, its options that differ from the variant's, its plugins."""
    return describe_rules(rules.variant, dict(rules.options), rules.plugin_objects)


def _examples(examples: object) -> int:
    if isinstance(examples, bool) or not isinstance(examples, int) or examples < 1:
        raise ValueError(f"examples is a whole number of random cases, at least 1, not {examples!r}")
    return examples


def _wanted(properties: Iterable[str] | None) -> frozenset[str]:
    if properties is None:
        return frozenset(PROPERTIES)
    if isinstance(properties, str):
        properties = (properties,)
    wanted = frozenset(properties)
    unknown = wanted - set(PROPERTIES)
    if unknown:
        raise ValueError(f"unknown properties {sorted(unknown)}; known: {', '.join(PROPERTIES)}")
    return wanted


def check_rules(rules: RuleSet, *, examples: int = 200, properties: Iterable[str] | None = None) -> tuple[Failure, ...]:
    """Check every property of ``rules`` (or only ``properties``, names from `PROPERTIES`) and
    return the failures found, the first counterexample of each broken property; empty when all
    hold. The cases are random but the same on every run (fixed seeds); ``examples`` is how many
    each check tries (the heavier ones try a fraction of it). Needs no test framework.

    >>> import bigtwo
    >>> check_rules(bigtwo.ruleset("classic"), examples=20)
    ()
    """
    if not isinstance(rules, RuleSet):
        raise RulesError(f"check_rules takes a RuleSet (see bigtwo.ruleset), not {rules!r}")
    count, wanted = _examples(examples), _wanted(properties)
    sample = Sample.of(rules, count)
    out: list[Failure] = []
    for check in CHECKS:
        if wanted & set(check.properties):
            out += [f for f in run_check(check, sample) if f.property in wanted]
    return tuple(out)


def check_variant(
    variant: str = "classic",
    *,
    options: Mapping[str, str] | None = None,
    plugins: Sequence[object] = (),
    examples: int = 200,
    properties: Iterable[str] | None = None,
) -> tuple[Failure, ...]:
    """`check_rules` of ``bigtwo.ruleset(variant, plugins=plugins, **options)``; when the rule
    set does not even build, the failure of the property the build error breaks (a suit order
    listing a suit twice breaks the suit order's property) and of `BUILDS`.

    >>> check_variant("dragon", examples=10, properties=["the opener card is unique"])
    ()
    """
    count, wanted = _examples(examples), _wanted(properties)
    built = build(variant, dict(options or {}), plugins)
    if isinstance(built, Failure):
        failures = [built]
        if built.property != BUILDS:
            failures.append(Failure(BUILDS, built.message, built.counterexample))
        return tuple(f for f in failures if f.property in wanted)
    return check_rules(built, examples=count, properties=wanted)
