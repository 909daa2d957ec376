"""The state of a deal: `Setup` (what stays the same through it) and `GameState` (frozen).

>>> import bigtwo
>>> state = bigtwo.new_game(seed=1739204)
>>> state.cards_left, state.over
((13, 13, 13, 13), False)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from attrs import field, frozen

from .._plays.combos import Combo
from .._rules.ruleset import RuleSet
from .._spec.components import AssistantRule, AutoPassRule, AutoPassTest, Direction, PassRule
from .._values.cards import DECK, Card, cards_from_mask
from .._values.checks import MAX_DEAL_NUMBER, whole
from .._values.errors import GameError, RulesError, shown
from .._values.fast import final_value, trusted_constructor
from .._values.forms import given
from .actions import Turn

__all__ = ["GameState", "Setup", "make_state"]


@final_value
@frozen
class Setup:
    """What stays the same through a deal: the rules, the seats, the cards dealt, and the table
    rules the engine reads on every action, looked up once here."""

    rules: RuleSet
    """The rules of the deal."""
    players: int
    """How many players (2, 3 or 4)."""
    seed: int | None
    """The seed of the deal's shuffle, or ``None`` for cards given by hand."""
    dealt: tuple[int, ...]
    """Each seat's cards as dealt (after any redeal), as masks."""
    step: int
    """+1 when play goes to the next seat number, -1 when to the previous one."""
    deal_number: int = 1
    """Which deal of a match this is (1 for a single deal)."""
    shuffle_number: int = 0
    """How many redeals came before this deal (the shuffle of the seed it uses)."""
    previous_winner: int | None = None
    """The winner of the previous deal of the match, if any."""
    locks_out: bool = field(default=False, eq=False, repr=False)
    short_hand: bool = field(default=False, eq=False, repr=False)
    top_card: int = field(default=0, eq=False, repr=False)
    """The bit of the highest card when playing it makes everyone pass (auto_pass), else 0."""
    assistant: bool = field(default=False, eq=False, repr=False)
    auto_test: AutoPassTest | None = field(default=None, eq=False, repr=False)
    """A plugin's automatic-pass rule (`AutoPassRule.test`), if any."""
    nexts: tuple[int, ...] = field(init=False, eq=False, repr=False)
    """Per seat: the seat that plays after it."""
    plain: bool = field(init=False, eq=False, repr=False)
    """Whether the turn always moves to the next seat: no seat is locked out by passing or
    passed automatically (the engine's fast path)."""

    @nexts.default
    def _nexts(self) -> tuple[int, ...]:
        players, step = self.players, self.step
        if type(players) is not int or type(step) is not int or players < 1:
            return ()  # no seats: not a setup a deal can be played in
        return tuple((seat + step) % players for seat in range(players))

    @plain.default
    def _plain(self) -> bool:
        return not (self.locks_out or self.short_hand or self.auto_test is not None)

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as what it is made of; the table rules are looked up again in the rules
        (a plugin's automatic-pass test need not pickle: the rule set travels as its recipe)."""
        args = (self.rules, self.players, self.seed, self.dealt, self.deal_number, self.shuffle_number)
        return (_setup, (*args, self.previous_winner))

    @classmethod
    def of(
        cls,
        rules: RuleSet,
        players: int,
        seed: int | None,
        dealt: tuple[int, ...],
        *,
        deal_number: int = 1,
        shuffle_number: int = 0,
        previous_winner: int | None = None,
    ) -> Setup:
        """The setup of a deal, with the table rules looked up in ``rules``.

        Only the kinds of the rules and the table size are checked here: `bigtwo.new_game`
        checks the arguments it passes on.

        Args:
            rules: The rules of the deal.
            players: How many players (2, 3 or 4).
            seed: The seed the cards were dealt from, or ``None`` for cards given by hand.
            dealt: Each seat's cards as dealt, as 52-bit masks (bit ``card.index``).
            deal_number: Which deal of a match this is, from 1.
            shuffle_number: How many redeals came before (which shuffle of the seed it uses).
            previous_winner: The seat that won the previous deal of the match, if any.

        Returns:
            The setup, with the direction of play for ``deal_number`` and the table rules
            (passing, automatic passes, the assistant rule) read from ``rules``.

        Raises:
            RulesError: ``rules`` is not a `RuleSet`.
            GameError: ``players`` is not 2, 3 or 4, ``dealt`` is not one mask per seat, or
                ``deal_number``, ``shuffle_number`` or ``previous_winner`` is not a number in
                its range.
        """
        if type(rules) is not RuleSet:
            raise RulesError("not-a-rule-set", value=shown(rules))
        if type(players) is not int or not 2 <= players <= 4:
            raise GameError("bad-players", value=shown(players))
        if not isinstance(dealt, tuple) or len(dealt) != players or not all(type(m) is int for m in dealt):
            raise GameError("wrong-number-of-hands", players=players, given=shown(dealt))
        for name, value, low, high in (
            ("deal_number", deal_number, 1, MAX_DEAL_NUMBER),
            ("shuffle_number", shuffle_number, 0, None),
            ("previous_winner", 0 if previous_winner is None else previous_winner, 0, players - 1),
        ):
            if not whole(value, low, high):
                raise GameError("setup-bad-number", name=name, value=given(value))
        auto = rules.component("auto_pass", AutoPassRule)
        return cls(
            rules,
            players,
            seed,
            dealt,
            rules.component("direction", Direction).step(deal_number),
            deal_number,
            shuffle_number,
            previous_winner,
            locks_out=rules.component("pass_locks_out", PassRule).locks_out,
            short_hand=auto.short_hand,
            top_card=1 << rules.tables.highest if auto.top_card else 0,
            assistant=rules.component("assistant", AssistantRule).enabled,
            auto_test=auto.test,
        )


@final_value
@frozen(weakref_slot=False)  # so that `make_state` may fill a twin (see bigtwo._values.fast)
class GameState:
    """One deal of Big Two, frozen. Every function of the engine takes one and returns a new one.

    Everything a table shows is here: `hands`, ``to_move``, ``leader`` (the seat that opened
    the current round), ``table`` (the play to beat, ``None`` when the table is clear),
    ``winner`` and `one_card` (who holds exactly one card). Cards are kept as 52-bit masks.
    """

    setup: Setup
    """What stays the same through the deal (rules, players, seed, cards dealt)."""
    masks: tuple[int, ...]
    """Each seat's cards now, as masks."""
    to_move: int | None
    """The seat to act, or ``None`` once the deal is over."""
    leader: int
    """The seat that opened the current round (or is to open it)."""
    table: Combo | None
    """The play to beat, or ``None`` when the table is clear."""
    owner: int | None
    """The seat that made the play on the table."""
    passed_mask: int
    """Seats that passed in the current round (since the table was last clear), as a bit mask
    (bit ``seat``): what `passed` gives as a tuple of seats."""
    opening_mask: int
    """The card bit the next play must include (the lowest card dealt), or 0: what `opening`
    gives as a card."""
    winner: int | None
    """The seat that went out (or won instantly); ``None`` until the deal ends."""
    history: tuple[Turn, ...]
    """Every action of the deal, in order, the automatic passes included."""
    violations: tuple[tuple[int, int], ...] = ()
    """Assistant-rule violations: (assistant seat, the seat he should have stopped)."""
    instant: bool = False
    """The deal was won by an instant-win hand at the deal."""

    @property
    def rules(self) -> RuleSet:
        """The rules of the deal."""
        return self.setup.rules

    @property
    def passed(self) -> tuple[int, ...]:
        """The seats that passed in the current round (since the table was last clear), in seat
        order: the same as `bigtwo.SeatView.passed` (`passed_mask` is the bit mask).

        >>> import bigtwo
        >>> state = bigtwo.new_game(hands=["3D 4D", "5D 6D", "7D 8D", "9D 10D"])
        >>> state = bigtwo.apply(bigtwo.apply(state, bigtwo.Play("3D")), bigtwo.Pass())
        >>> state.passed, state.passed_mask
        ((1,), 2)
        """
        mask = self.passed_mask
        return tuple(seat for seat in range(len(self.masks)) if mask >> seat & 1)

    @property
    def opening(self) -> Card | None:
        """The card the next play must include (the lowest card dealt), or ``None``: the same as
        `bigtwo.SeatView.opening` (`opening_mask` is its bit).

        >>> import bigtwo
        >>> str(bigtwo.new_game(seed=1).opening)
        '3♦'
        """
        mask = self.opening_mask
        return DECK[mask.bit_length() - 1] if mask else None

    @property
    def players(self) -> int:
        """How many players."""
        return self.setup.players

    @property
    def seed(self) -> int | None:
        """The seed of the deal, or ``None`` for cards given by hand."""
        return self.setup.seed

    @property
    def dealt(self) -> tuple[int, ...]:
        """Each seat's cards as dealt, as masks."""
        return self.setup.dealt

    @property
    def step(self) -> int:
        """+1 when play goes to the next seat number, -1 when to the previous one."""
        return self.setup.step

    @property
    def deal_number(self) -> int:
        """Which deal of a match this is."""
        return self.setup.deal_number

    @property
    def previous_winner(self) -> int | None:
        """The winner of the previous deal of the match, if any."""
        return self.setup.previous_winner

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, from the lowest to the highest single under the rules."""
        sort = self.setup.rules.sort
        return tuple(sort(cards_from_mask(m)) for m in self.masks)

    @property
    def cards_left(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(m.bit_count() for m in self.masks)

    @property
    def one_card(self) -> tuple[int, ...]:
        """The seats holding exactly one card."""
        return tuple(seat for seat, m in enumerate(self.masks) if m.bit_count() == 1)

    @property
    def over(self) -> bool:
        """Whether the deal has ended."""
        return self.winner is not None

    def __repr__(self) -> str:
        """The deal as a person reads it: rules, seed, every hand as cards, the table and the turn."""
        hands = ", ".join(repr(" ".join(str(c) for c in cards_from_mask(m))) for m in self.masks)
        table = " ".join(str(c) for c in cards_from_mask(self.table.mask)) if self.table is not None else None
        where = f"seed={self.setup.seed}" if self.setup.seed is not None else "hands set"
        return (
            f"GameState({self.setup.rules.variant}, {self.setup.players} players, {where}, "
            f"deal {self.setup.deal_number}, hands=[{hands}], table={table!r}, owner={self.owner}, "
            f"to_move={self.to_move}, winner={self.winner}, {len(self.history)} turns)"
        )

    def to_json(self) -> dict[str, Any]:
        """The deal as JSON data: the saved game `bigtwo.dumps` writes, as plain dicts and lists.

        Returns:
            ``{"format": "bigtwo/game", "version": 1, "rules": {...}, "dealt": [...], "history":
            [...], "state": {...}}``; `from_json` and `bigtwo.loads` read it back.

        Raises:
            InvalidSave: The rules were built with explicit plugins, which have no name to save.

        >>> import bigtwo
        >>> state = bigtwo.new_game(seed=1739204)
        >>> doc = state.to_json()
        >>> doc["format"], doc["seed"], bigtwo.GameState.from_json(doc) == state
        ('bigtwo/game', 1739204, True)
        """
        return _forms().write(self)

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> GameState:
        """Read a deal written by `to_json` (or a saved game's JSON data), validating it completely.

        Args:
            doc: The dict `to_json` made.

        Returns:
            The deal, rebuilt by replaying its history under its rules.

        Raises:
            MissingPlugin: The rules need a plugin package that is not installed.
            InvalidSave: ``doc`` is not a saved deal, or any part of it disagrees with the rest.
        """
        return _forms().read(doc)

    def next_seat(self, seat: int) -> int:
        """The seat that follows ``seat`` in this deal's direction.

        Args:
            seat: A seat number, from 0 to ``players - 1``.

        Returns:
            The seat number that plays after it: ``(seat + step) % players``.

        Raises:
            GameError: ``seat`` is not a seat at the table.
        """
        if type(seat) is not int or not 0 <= seat < self.setup.players:
            raise GameError("bad-seat", name="seat", last=self.setup.players - 1, value=shown(seat))
        return (seat + self.setup.step) % self.setup.players


class StateForms(NamedTuple):
    """How a `GameState` goes to JSON data and back: `bigtwo._game.documents` registers its
    functions here when it is imported (it sits above this module: it deals and replays)."""

    write: Callable[[GameState], dict[str, Any]]
    read: Callable[[Mapping[str, Any]], GameState]


_FORMS: list[StateForms] = []


def register_forms(forms: StateForms) -> None:
    """Make ``forms`` what `GameState.to_json` and `GameState.from_json` use (called once, by
    `bigtwo._game.documents`)."""
    _FORMS[:] = [forms]


def _forms() -> StateForms:
    if not _FORMS:  # registered when the documents module is imported; bigtwo imports it
        importlib.import_module(f"{__package__}.documents")
    return _FORMS[0]


make_state = trusted_constructor(GameState, by_twin=True)
"""``make_state(setup, masks, to_move, leader, table, owner, passed_mask, opening_mask, winner, history,
violations, instant)`` from values the engine has checked: the engine makes one state per
action (see `bigtwo._values.fast`)."""


def _setup(
    rules: RuleSet,
    players: int,
    seed: int | None,
    dealt: tuple[int, ...],
    deal_number: int,
    shuffle_number: int,
    previous_winner: int | None,
) -> Setup:
    return Setup.of(
        rules,
        players,
        seed,
        dealt,
        deal_number=deal_number,
        shuffle_number=shuffle_number,
        previous_winner=previous_winner,
    )
