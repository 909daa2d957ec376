"""Hypothesis strategies bound to a rule set (`RulesStrategies`), made by
`bigtwo.testing.strategies`, as ``hypothesis.extra.array_api.make_strategies_namespace`` binds
strategies to an array library. This module imports Hypothesis; ``bigtwo.testing`` imports it
only when `bigtwo.testing.strategies` is called.

>>> import bigtwo
>>> from hypothesis import find, settings
>>> ns = strategies(bigtwo.ruleset())
>>> find(ns.combos(bigtwo.Category.PAIR).map(str), lambda pair: True, settings=settings(database=None))
'3♦ 3♣'
>>> find(ns.beating(bigtwo.cards("2H")).map(str), lambda play: " " not in play, settings=settings(database=None))
'2♠'
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping, Sequence
from types import MappingProxyType

from attrs import frozen
from hypothesis import reject
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

import bigtwo
from bigtwo import DECK, MAX_SEED, Card, Category, Combo, GameError, GameState, PlayLike, Redeal, RuleSet
from bigtwo._values.errors import shown
from bigtwo.plugin import ScoreInput

from ._sample import cards_of

__all__ = ["RulesStrategies", "strategies"]


def _one_of(plays: Sequence[Combo]) -> st.SearchStrategy[Combo]:
    """One of ``plays``, shrinking towards the first (like ``sampled_from``, with a short repr
    however many plays there are)."""
    if not plays:
        return st.nothing()

    def play_number(i: int) -> Combo:
        return plays[i]

    return st.integers(0, len(plays) - 1).map(play_number)


@frozen
class RulesStrategies:
    """Hypothesis strategies bound to one rule set: cards, hands, plays, plays that beat a play,
    reachable game states and score inputs.

    Make it with `bigtwo.testing.strategies` (or `of`); each method returns a Hypothesis
    strategy, as ``hypothesis.extra.array_api.make_strategies_namespace`` binds strategies to an
    array library. Needs Hypothesis.
    """

    rules: RuleSet
    """The rule set every strategy is bound to."""
    by_category: Mapping[Category, tuple[Combo, ...]]
    """Every play that can be made from the 52 cards under `rules`, by category, weakest first."""

    @classmethod
    def of(cls, rules: RuleSet) -> RulesStrategies:
        """The namespace of ``rules``: lists every play of the deck once, with `bigtwo.plays`.

        Args:
            rules: The rule set every strategy is bound to.

        Returns:
            The namespace.

        Raises:
            InvalidArgument: ``rules`` is not a `bigtwo.RuleSet` (Hypothesis's error for a bad
                argument of a strategy).
        """
        if not isinstance(rules, RuleSet):
            raise InvalidArgument(f"strategies are bound to a RuleSet (see bigtwo.ruleset), not {shown(rules)}")
        groups: dict[Category, list[Combo]] = {c: [] for c in Category}
        for combo in bigtwo.plays(DECK, rules):
            groups[combo.category].append(combo)
        return cls(rules, MappingProxyType({c: tuple(p) for c, p in groups.items()}))

    def cards(self) -> st.SearchStrategy[Card]:
        """Any card of the deck.

        Returns:
            A strategy of `bigtwo.Card`, shrinking towards ``3♦``.
        """
        return st.sampled_from(DECK)

    def hands(self, min_size: int = 1, max_size: int = 13) -> st.SearchStrategy[tuple[Card, ...]]:
        """Hands of ``min_size`` to ``max_size`` different cards, in random order.

        Args:
            min_size: The fewest cards, from 0.
            max_size: The most cards, up to 52.

        Returns:
            A strategy of tuples of different `bigtwo.Card` objects.

        Raises:
            InvalidArgument: The sizes are not ``0 <= min_size <= max_size <= 52``.
        """
        sizes = (min_size, max_size)
        if not all(type(size) is int for size in sizes) or not 0 <= min_size <= max_size <= 52:
            raise InvalidArgument(
                f"hands need 0 <= min_size <= max_size <= 52, not {shown(min_size)}, {shown(max_size)}"
            )
        return st.lists(self.cards(), min_size=min_size, max_size=max_size, unique=True).map(tuple)

    def combos(self, category: Category | None = None) -> st.SearchStrategy[Combo]:
        """Plays of ``category`` under the rule set, shrinking towards the weakest.

        Args:
            category: The category of the plays, or ``None`` for plays of any category.

        Returns:
            A strategy of `bigtwo.Combo`; one that gives nothing when the rules allow no play
            of the category (a straight table with no runs).

        Raises:
            InvalidArgument: ``category`` is not a `bigtwo.Category` or ``None``.
        """
        if category is None:
            return st.one_of([_one_of(plays) for plays in self.by_category.values() if plays])
        if not isinstance(category, Category):
            raise InvalidArgument(f"category is a bigtwo.Category or None, not {shown(category)}")
        return _one_of(self.by_category[category])

    def beating(self, play: PlayLike) -> st.SearchStrategy[Combo]:
        """Plays that beat ``play`` under the rule set (`bigtwo.beats`).

        Within a category the plays are listed weakest first, so the ones that beat ``play`` are
        found by bisection (which assumes `bigtwo.compare` follows the order of `bigtwo.plays`,
        a property the conformance suite checks).

        Args:
            play: The play to beat: a `bigtwo.Combo`, cards or card text.

        Returns:
            A strategy of `bigtwo.Combo`, shrinking towards the weakest in each category.

        Raises:
            InvalidCards: ``play`` is not cards.
            IllegalPlay: ``play`` is not a play under the rule set.
            InvalidArgument: No play beats ``play`` (the strongest play of its size): a strategy
                that could draw nothing would only fail health checks later, far from the cause.
        """
        rules = self.rules
        table = bigtwo.classify(play, rules)
        found: list[Combo] = []
        for plays in self.by_category.values():
            start = bisect.bisect_left(range(len(plays)), True, key=lambda i: bigtwo.beats(plays[i], table, rules))
            found += plays[start:]
        if not found:
            raise InvalidArgument(f"no play beats {table} under these rules: beating() has nothing to draw")
        return _one_of(found)

    def states(
        self, max_actions: int = 80, *, players: int | Sequence[int] = (4, 3, 2), finished: bool | None = None
    ) -> st.SearchStrategy[GameState]:
        """Game states reachable from a random deal by random legal actions.

        Args:
            max_actions: The most actions taken from the deal (redeals included, where the
                rules allow them); ignored with ``finished=True``, which plays to the end.
            players: The table size, or the sizes to draw from (2, 3 or 4), the first shrunk
                towards.
            finished: ``True`` for deals played to the end only, ``False`` for deals still going
                on only, ``None`` for either (most are not over).

        Returns:
            A strategy of `bigtwo.GameState`.

        Raises:
            InvalidArgument: ``players`` holds a size that is not 2, 3 or 4, ``finished`` is not
                a bool or None, or ``max_actions`` is not a whole number from 0.
        """
        sizes = (players,) if isinstance(players, int) and not isinstance(players, bool) else players
        if not isinstance(sizes, Sequence) or not sizes or not all(type(n) is int and 2 <= n <= 4 for n in sizes):
            raise InvalidArgument(f"players is 2, 3 or 4, or a sequence of them, not {shown(players)}")
        if finished is not None and not isinstance(finished, bool):
            raise InvalidArgument(f"finished is True, False or None, not {shown(finished)}")
        if type(max_actions) is not int or not 0 <= max_actions <= 10_000:
            raise InvalidArgument(f"max_actions is a whole number from 0 to 10000, not {shown(max_actions)}")
        rules = self.rules
        table_sizes = tuple(sizes)

        def step(draw: st.DrawFn, state: GameState) -> GameState:
            action = draw(st.sampled_from(bigtwo.legal_actions(state)))
            try:
                return bigtwo.apply(state, action)
            except GameError:  # the most redeals a deal may have: play on instead
                if not isinstance(action, Redeal):
                    raise
                return bigtwo.apply(state, draw(st.sampled_from(bigtwo.legal_plays(state))))

        @st.composite
        def reachable(draw: st.DrawFn) -> GameState:
            size = draw(st.sampled_from(table_sizes))
            state = bigtwo.new_game(rules, seed=draw(st.integers(0, MAX_SEED)), players=size)
            if finished:
                while not state.over:
                    state = step(draw, state)
                return state
            for _ in range(draw(st.integers(0, max_actions))):
                if state.over:
                    break
                after = step(draw, state)
                if finished is False and after.over:
                    break
                state = after
            if finished is False and state.over:  # over at the deal (an instant win): none to give
                reject()
            return state

        return reachable()

    def score_inputs(self) -> st.SearchStrategy[ScoreInput]:
        """What a scoring scheme sees at the end of a deal.

        Returns:
            A strategy of `bigtwo.plugin.ScoreInput`: a random deal (2 to 4 players) under the
            rule set, a winner whose last play is one of the plays of his hand, and every other
            seat holding from 1 card to every card it was dealt.
        """
        rules = self.rules

        @st.composite
        def inputs(draw: st.DrawFn) -> ScoreInput:
            players = draw(st.sampled_from((4, 3, 2)))
            dealt = tuple(cards_of(m) for m in bigtwo.deal(draw(st.integers(0, MAX_SEED)), players, rules))
            winner = draw(st.integers(0, players - 1))
            play = draw(st.sampled_from(bigtwo.plays(dealt[winner], rules))).cards
            left = tuple(
                ()
                if seat == winner
                else tuple(rules.sort(draw(st.lists(st.sampled_from(hand), min_size=1, unique=True))))
                for seat, hand in enumerate(dealt)
            )
            return ScoreInput(left, winner, play, rules, tuple(len(h) for h in dealt))

        return inputs()


def strategies(rules: RuleSet) -> RulesStrategies:
    """The Hypothesis strategies bound to ``rules`` (see `RulesStrategies`).

    Args:
        rules: The rule set every strategy is bound to.

    Returns:
        The namespace.
    """
    return RulesStrategies.of(rules)
