"""Matches: a series of deals with running scores.

Deal ``k`` of a match's series (counting from 1) uses the seed ``seed + k - 1``; a match
starts at deal ``first_deal`` of its series (1, unless it was started from a later deal's code).
A match can also be dealt from hands given for every deal (``new_match(hands=...)``, for
example from `bigtwo.shuffled_hands` with `secrets.SystemRandom`): its deals have no seed, so no
player can work out the others' cards, or the next deal's, from his own. With
``opener=last-winner`` the winner of a deal leads the next one with any play. The match ends
after ``deals`` deals, or when a total reaches ``target``: a penalty of ``target`` or more for
penalty schemes, a loss of ``target`` or more for the others. The best total wins (the lowest
for penalty schemes); a tie shares the win.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NamedTuple

import attrs
from attrs import Factory, field, frozen

from .._game.actions import Action
from .._game.dealing import MAX_DEAL_NUMBER, check_players, start_game
from .._game.engine import apply
from .._game.state import GameState
from .._plays.combos import check_rules
from .._rules.building import ruleset
from .._rules.ruleset import RuleSet
from .._values.cards import Card, cards_from_mask, hand_masks
from .._values.checks import whole
from .._values.errors import GameError, shown
from .._values.fast import final_value
from .._values.forms import given
from .._values.shuffle import MAX_SEED
from .newgame import new_game
from .scorecard import ScoreCard
from .scoring import MatchTotals, match_totals, score_game

__all__ = ["MAX_TARGET", "Match", "deal_seed", "new_match", "next_deal"]

MAX_TARGET = 1_000_000_000
"""The highest points target a match may have (a deal moves totals by a few hundred at most)."""


@final_value
@frozen
class Match:
    """A match, frozen: the deals played so far and the deal in progress."""

    rules: RuleSet
    """The rules of every deal."""
    players: int
    """How many players (2, 3 or 4)."""
    seed: int
    """The seed of the first deal; deal ``k`` uses ``seed + k - 1`` (wrapping past `MAX_SEED` to 0)."""
    deals: int | None
    """How many deals the match lasts, if fixed."""
    target: int | None
    """The total (penalty, or loss) that ends the match, if any."""
    finished: tuple[GameState, ...]
    """The deals played to the end, in order."""
    game: GameState
    """The deal in progress (the last finished one once the match is over)."""
    score_cards: tuple[ScoreCard, ...] = field(
        eq=False, repr=False, default=Factory(lambda m: _scored(m.finished), takes_self=True)
    )
    """The score card of every finished deal (scored once, when the deal ends; computed from
    `finished` when not given)."""
    first_deal: int = field(default=1, kw_only=True)
    """Which deal of its series the match starts at: 1, or the deal number of the code it was
    started from (`new_match` with ``code=``). Deal ``first_deal + i`` is the match's ``i``-th."""
    hands: tuple[tuple[int, ...], ...] | None = field(default=None, kw_only=True)
    """The cards of every deal, one mask per seat, when the match is dealt from given hands
    (`new_match` with ``hands=``): its deals have no seed, and `seed` is 0. ``None`` for a
    match dealt from its seed."""

    def __attrs_post_init__(self) -> None:
        check_rules(self.rules)
        check_players(self.players)
        if not whole(self.first_deal, 1, MAX_DEAL_NUMBER):
            raise GameError("match-bad-first-deal", value=given(self.first_deal))
        for name, most in (("deals", MAX_DEAL_NUMBER - self.first_deal + 1), ("target", MAX_TARGET)):
            limit = getattr(self, name)
            if limit is not None and not whole(limit, 1, most):
                raise GameError("match-bad-limit", name=name, most=most, value=given(limit))
        if not isinstance(self.finished, tuple) or not all(type(g) is GameState for g in self.finished):
            raise GameError("not-a-game-state", value=shown(self.finished))
        if type(self.game) is not GameState:
            raise GameError("not-a-game-state", value=shown(self.game))
        cards = self.score_cards
        if not isinstance(cards, tuple) or len(cards) != len(self.finished):
            raise GameError("match-score-cards")
        if not all(isinstance(c, ScoreCard) for c in cards):
            raise GameError("match-score-cards")
        deals = (*self.finished, self.game)
        if any(g.players != self.players or g.rules != self.rules for g in deals):
            raise GameError("match-other-players-or-rules", players=self.players)
        if not whole(self.seed, 0, MAX_SEED):
            raise GameError("match-bad-seed", most=MAX_SEED, value=given(self.seed))
        if self.hands is not None:
            _check_hands(self)
        current = () if self.finished and self.game is self.finished[-1] else (self.game,)
        previous = self.game.previous_winner if not self.finished else self.finished[0].previous_winner
        for i, g in enumerate((*self.finished, *current)):
            number = self.first_deal + i
            if self.hands is not None:
                if g.deal_number != number or g.seed is not None or g.dealt != self.hands[i]:
                    raise GameError("match-deal-other-hands", index=i + 1)
                if g.previous_winner != previous:
                    raise GameError("match-deal-other-hands", index=i + 1)
            elif g.deal_number != number or g.seed != deal_seed(self.seed, number) or g.previous_winner != previous:
                raise GameError(
                    "match-deal-out-of-series",
                    index=i + 1,
                    number=number,
                    seed=deal_seed(self.seed, number),
                    previous=previous,
                    found_number=g.deal_number,
                    found_seed=g.seed,
                    found_previous=g.previous_winner,
                )
            previous = g.winner
        cards = self.score_cards
        if len(cards) != len(self.finished) or any(
            c.winner != g.winner for c, g in zip(cards, self.finished, strict=True)
        ):
            raise GameError("match-score-cards")

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total so far."""
        if not self.finished:
            return (0,) * self.players
        return match_totals(self.score_cards).totals

    @property
    def standings(self) -> MatchTotals | None:
        """Totals and who leads (ties share), or ``None`` before the first deal ends."""
        return match_totals(self.score_cards) if self.finished else None

    @property
    def over(self) -> bool:
        """Whether the match has ended."""
        if self.deals is not None and len(self.finished) >= self.deals:
            return True
        if self.target is not None and self.finished:
            standings = match_totals(self.score_cards)
            if standings.lower_wins:
                return max(standings.totals) >= self.target
            return min(standings.totals) <= -self.target
        return False

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won the match (several on a tie); empty until it is over."""
        standings = self.standings
        return standings.leaders if self.over and standings is not None else ()

    def to_json(self) -> dict[str, Any]:
        """The match as JSON data: the saved match `bigtwo.dumps` writes, as plain dicts and lists.

        Returns:
            ``{"format": "bigtwo/match", "version": 1, "rules": {...}, "finished": [...], "game":
            {...}, "totals": [...]}``; `from_json` and `bigtwo.loads` read it back.

        Raises:
            InvalidSave: The rules were built with explicit plugins, which have no name to save.

        >>> import bigtwo
        >>> match = bigtwo.new_match(seed=4, deals=2)
        >>> bigtwo.Match.from_json(match.to_json()) == match
        True
        """
        return _forms().write(self)

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> Match:
        """Read a match written by `to_json` (or a saved match's JSON data), validating it completely.

        Args:
            doc: The dict `to_json` made.

        Returns:
            The match, every deal rebuilt by replaying its history.

        Raises:
            MissingPlugin: The rules need a plugin package that is not installed.
            InvalidSave: ``doc`` is not a saved match, or any part of it disagrees with the rest.
        """
        return _forms().read(doc)

    def apply(self, action: Action, *, seat: int | None = None) -> Match:
        """The match after ``action`` in the current deal.

        When the deal ends it is scored, and the next one is dealt unless the match is over.

        Args:
            action: A `Play`, a `Pass` or a `Redeal` in the current deal.
            seat: Who is acting, or ``None`` for the player to move (see `bigtwo.apply`).

        Returns:
            A new match; this one is not changed.

        Raises:
            GameError: The match is over, or the arguments are not an action and a seat.
            IllegalPlay: The action is illegal in the current deal.
            RulesError: A plugin's rule (automatic passes, opener, scoring) fails.
        """
        if self.over:
            raise GameError("match-over")
        return _settle(attrs.evolve(self, game=apply(self.game, action, seat=seat)))


def _settle(match: Match) -> Match:
    """Record a deal that has ended and deal the next one, until a deal is in progress or the
    match is over (a deal can end the moment it is dealt, by an instant win)."""
    while match.game.winner is not None and (not match.finished or match.finished[-1] is not match.game):
        match = attrs.evolve(
            match, finished=(*match.finished, match.game), score_cards=(*match.score_cards, score_game(match.game))
        )
        if match.over:
            break
        match = attrs.evolve(match, game=next_deal(match, match.game.winner))
    return match


def _check_hands(match: Match) -> None:
    """Refuse the ``hands`` of a match that are not one deal's cards per deal: a fixed number of
    deals from the first, one non-empty mask of the 52 cards per seat, no card twice in a deal."""
    hands = match.hands
    if (
        not isinstance(hands, tuple)
        or match.deals is None
        or len(hands) != match.deals
        or match.first_deal != 1
        or match.seed != 0
        or match.target is not None
    ):
        raise GameError("match-bad-hands", deals=shown(match.deals), value=shown(hands))
    for deal in hands:
        if not isinstance(deal, tuple) or len(deal) != match.players:
            raise GameError("match-bad-hands", deals=shown(match.deals), value=shown(deal))
        seen = 0
        for mask in deal:
            if not whole(mask, 1, (1 << 52) - 1) or mask & seen:
                raise GameError("match-bad-hands", deals=shown(match.deals), value=shown(deal))
            seen |= mask


def deal_seed(first: int, number: int) -> int:
    """The seed of deal ``number`` (from 1) of a match whose first deal has seed ``first``."""
    return (first + number - 1) % (MAX_SEED + 1)


def next_deal(match: Match, previous_winner: int | None) -> GameState:
    """The first state of the match's next deal."""
    number = match.first_deal + len(match.finished)
    if match.hands is not None:
        return start_game(
            match.rules,
            hands=[cards_from_mask(m) for m in match.hands[len(match.finished)]],
            players=match.players,
            deal_number=number,
            previous_winner=previous_winner,
        )
    return start_game(
        match.rules,
        seed=deal_seed(match.seed, number),
        players=match.players,
        deal_number=number,
        previous_winner=previous_winner,
    )


def new_match(
    rules: RuleSet | None = None,
    *,
    players: int | None = None,
    seed: int | None = None,
    deals: int | None = None,
    target: int | None = None,
    code: str | None = None,
    hands: Sequence[Sequence[str | Iterable[Card]]] | None = None,
) -> Match:
    """Start a match of ``deals`` deals, or until a total reaches ``target`` (either or both).

    Args:
        rules: The rules of every deal (default: the classic rules, or the code's).
        players: How many players, 2 to 4 (default: 4, or the code's).
        seed: The seed of the first deal (deal ``k`` uses ``seed + k - 1``); a random one if
            ``None``. Not with ``code``.
        deals: How many deals the match lasts, from 1, or ``None`` for no fixed number.
        target: The total that ends the match (a penalty of ``target`` or more for penalty
            schemes, a loss of ``target`` or more for the others), from 1, or ``None``.
        code: A deal code (`deal_code`): the match's first deal is that deal, with its rules,
            players and place in its series (`Match.first_deal`); its later deals are the
            series' next ones, so a friend with the same code plays the same match.
        hands: Every deal's cards, one hand per seat (card text or cards), for a match dealt
            from given hands: ``deals`` is their number (given or not), and the deals have no
            seed and no deal code. With `shuffled_hands` and `secrets.SystemRandom` nobody can
            work out another seat's cards or the next deal (a seed can be: see `shuffled_hands`).
            Not with ``seed``, ``code`` or ``target``.

    Returns:
        The match with its first deal dealt. With neither ``deals`` nor ``target`` it never
        ends by itself.

    Raises:
        GameError: ``players``, ``seed``, ``deals`` or ``target`` is out of range, ``code``
            comes with a seed, other rules or another number of players, or ``hands`` are not
            one hand per seat for each of the ``deals`` deals.
        InvalidCards: A card of ``hands`` cannot be read, or is twice in a deal.
        InvalidSave: ``code`` is not a deal code (`parse_deal_code`).
        MissingPlugin: The code's rules need a plugin package that is not installed.
        RulesError: ``rules`` is not a `RuleSet`, or a plugin's opener rule fails.

    >>> import bigtwo
    >>> later = bigtwo.new_match(code="B02L1739204", deals=2)
    >>> later.first_deal, bigtwo.deal_code(later.game)
    (1, 'B02L1739204')
    """
    for name, value in (("deals", deals), ("target", target)):
        if value is not None and not whole(value, 1):
            raise GameError("match-bad-limit", name=name, value=given(value))
    if hands is not None:
        return _dealt_match(rules, players, deals, target, seed, code, hands)
    if code is not None:
        if seed is not None:
            raise GameError("match-code-and-seed")
        first = new_game(rules, code=code, players=players)
        assert first.seed is not None
        series = (first.seed - (first.deal_number - 1)) % (MAX_SEED + 1)
        match = Match(first.rules, first.players, series, deals, target, (), first, first_deal=first.deal_number)
        return _settle(match)
    rules = check_rules(rules) if rules is not None else ruleset()
    players = 4 if players is None else players
    check_players(players)
    first = start_game(rules, seed=seed, players=players)
    assert first.seed is not None
    return _settle(Match(rules, players, first.seed, deals, target, (), first))


def _dealt_match(
    rules: RuleSet | None,
    players: int | None,
    deals: int | None,
    target: int | None,
    seed: int | None,
    code: str | None,
    hands: Sequence[Sequence[str | Iterable[Card]]],
) -> Match:
    """`new_match` with ``hands``."""
    if seed is not None or code is not None or target is not None:
        raise GameError("match-hands-and-seed")
    if isinstance(hands, str | bytes) or not isinstance(hands, Sequence) or not hands:
        raise GameError("match-bad-hands", deals=shown(deals), value=shown(hands))
    if deals is not None and deals != len(hands):
        raise GameError("match-bad-hands", deals=shown(deals), value=shown(hands))
    rules = check_rules(rules) if rules is not None else ruleset()
    first = start_game(rules, hands=hands[0], players=players)
    masks = []
    for deal in hands:
        if isinstance(deal, str | bytes) or not isinstance(deal, Sequence) or len(deal) != first.players:
            raise GameError("match-bad-hands", deals=shown(len(hands)), value=shown(deal))
        masks.append(hand_masks(deal))
    match = Match(rules, first.players, 0, len(hands), None, (), first, hands=tuple(masks))
    return _settle(match)


def _scored(finished: object) -> tuple[ScoreCard, ...]:
    """The score cards of ``finished`` deals (none when it is not deals: the match refuses it)."""
    if not isinstance(finished, tuple) or not all(type(g) is GameState and g.winner is not None for g in finished):
        return ()
    return tuple(score_game(g) for g in finished)


class MatchForms(NamedTuple):
    """How a `Match` goes to JSON data and back: `bigtwo._records.saving` registers its functions
    here when it is imported (it sits above this module: it reads the match's deals)."""

    write: Callable[[Match], dict[str, Any]]
    read: Callable[[Mapping[str, Any]], Match]


_FORMS: list[MatchForms] = []


def register_forms(forms: MatchForms) -> None:
    """Make ``forms`` what `Match.to_json` and `Match.from_json` use (called once, by saving)."""
    _FORMS[:] = [forms]


def _forms() -> MatchForms:
    if not _FORMS:  # registered when the saving module is imported; bigtwo imports it
        importlib.import_module(f"{__package__}.saving")
    return _FORMS[0]
