"""What one seat may know: `view` turns a `GameState` into that seat's `SeatView`.

A player (see `bigtwo.players`) decides from a view alone. A view holds the seat's own cards,
the public facts of the deal (the play to beat, who leads, how many cards each seat holds, every
turn so far and the cards already played) and the seat's legal actions; it holds no
`GameState` and nothing that reaches another seat's cards while the deal goes on (once it is
over, `SeatView.revealed` shows every hand, as at a real table), so a player cannot peek, not
even through pickling.

>>> import bigtwo
>>> state = bigtwo.new_game(hands=["3D 9S", "4D 5D", "2S 6D"])
>>> seen = bigtwo.view(state, 0)
>>> [str(c) for c in seen.hand], seen.cards_left, seen.table
(['3♦', '9♠'], (2, 2, 2), None)
>>> [str(a.cards[0]) for a in seen.legal]
['3♦']
>>> bigtwo.view(state, 1).legal
()
"""

from __future__ import annotations

from attrs import frozen

from .._plays.combos import Combo
from .._rules.ruleset import RuleSet
from .._values.cards import DECK, Card, cards_from_mask, union
from .._values.fast import final_value
from .actions import Action, Redeal, Turn
from .dealing import check_seat
from .engine import check_state, redeal_reason
from .moves import legal_plays
from .state import GameState

__all__ = ["SeatView", "view"]

FULL_DECK = (1 << 52) - 1
"""Every card of the deck, as a mask."""


@final_value
@frozen
class SeatView:
    """What one seat may know of a deal at one moment: its own cards and the public facts.

    Build one with `bigtwo.view`. Cards are given both as `Card` tuples (``hand``) and as 52-bit
    masks (``mask``, ``played``; bit ``card.index``) for players that compute on integers. No
    field, property or method reaches another seat's cards until the deal is over.
    """

    seat: int
    """The seat this view belongs to."""
    players: int
    """How many players the deal has (2, 3 or 4)."""
    hand: tuple[Card, ...]
    """The seat's cards, from the lowest to the highest single under the rules."""
    mask: int
    """The seat's cards as a 52-bit mask."""
    table: Combo | None
    """The play to beat, or ``None`` when the table is clear."""
    owner: int | None
    """The seat that made the play on the table, or ``None``."""
    leader: int
    """The seat that opened the current round (or is to open it)."""
    to_move: int | None
    """The seat to act, or ``None`` once the deal is over."""
    cards_left: tuple[int, ...]
    """How many cards every seat holds, in seat order."""
    dealt: tuple[int, ...]
    """How many cards every seat was dealt, in seat order."""
    played: int
    """Every card played so far in the deal, as a mask (public: everyone saw them)."""
    passed: tuple[int, ...]
    """The seats that passed in the current round, in seat order."""
    opening: Card | None
    """The card the next play must include (the first play of a deal), or ``None``."""
    history: tuple[Turn, ...]
    """Every turn of the deal so far, in order: plays, passes (automatic ones marked) and redeals."""
    rules: RuleSet
    """The rules of the deal."""
    legal: tuple[Action, ...]
    """The seat's legal actions when it is to move (its legal plays, then `Pass` when passing is
    allowed, then its `Redeal` when it may demand one); empty otherwise."""
    step: int
    """+1 when play goes to the next seat number, -1 when to the previous one."""
    deal_number: int
    """Which deal of a match this is (1 for a single deal)."""
    previous_winner: int | None
    """The winner of the previous deal of the match, if any."""
    winner: int | None
    """The seat that went out, once the deal is over; ``None`` until then."""
    revealed: tuple[int, ...] = ()
    """Once the deal is over, every seat's cards left as masks, in seat order (shown, as at a
    real table, for the score card); empty until then."""
    violations: tuple[tuple[int, int], ...] = ()
    """The assistant-rule violations (assistant seat, the seat he should have stopped) this seat
    knows of: its own while the deal goes on, every one once it is over."""
    instant: bool = False
    """The deal was won by an instant-win hand at the deal."""

    @property
    def over(self) -> bool:
        """Whether the deal has ended."""
        return self.winner is not None

    @property
    def my_turn(self) -> bool:
        """Whether this seat is to act."""
        return self.to_move == self.seat

    @property
    def one_card(self) -> tuple[int, ...]:
        """The seats holding exactly one card."""
        return tuple(seat for seat, n in enumerate(self.cards_left) if n == 1)

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """The cards played so far, in `Card.index` order."""
        return cards_from_mask(self.played)

    @property
    def unseen(self) -> int:
        """The cards this seat has not seen (not in its hand, not played), as a mask: the other
        seats hold them, or nobody (cards not dealt at 2 or 3 players)."""
        return FULL_DECK & ~self.mask & ~self.played

    def next_seat(self, seat: int) -> int:
        """The seat that follows ``seat`` in this deal's direction.

        Args:
            seat: A seat number, from 0 to ``players - 1``.

        Returns:
            The seat number that plays after it: ``(seat + step) % players``.
        """
        return (seat + self.step) % self.players


def view(state: GameState, seat: int) -> SeatView:
    """What ``seat`` may know of ``state``: its own cards, the public facts, its legal actions.

    Args:
        state: The deal.
        seat: The seat whose view it is, from 0 to ``state.players - 1``.

    Returns:
        The seat's view; its `SeatView.legal` actions are empty unless the seat is to move.

    Raises:
        GameError: ``state`` is not a `GameState`, or ``seat`` is not a seat at the table.

    >>> import bigtwo
    >>> seen = bigtwo.view(bigtwo.new_game(seed=1739204), 3)
    >>> len(seen.hand), seen.my_turn, len(seen.legal) > 0
    (13, True, True)
    """
    check_state(state)
    check_seat(seat, state.players)
    setup = state.setup
    rules = setup.rules
    keys = rules.tables.card_key
    mask = state.masks[seat]
    played = union(setup.dealt) & ~union(state.masks)
    legal: tuple[Action, ...] = ()
    if state.to_move == seat:
        legal = legal_plays(state)
        if not played and redeal_reason(state, seat) is None:
            legal = (*legal, Redeal(seat))
    return SeatView(
        seat=seat,
        players=setup.players,
        hand=tuple(sorted(cards_from_mask(mask), key=lambda c: keys[c.index])),
        mask=mask,
        table=state.table,
        owner=state.owner,
        leader=state.leader,
        to_move=state.to_move,
        cards_left=state.cards_left,
        dealt=tuple(m.bit_count() for m in setup.dealt),
        played=played,
        passed=tuple(s for s in range(setup.players) if state.passed >> s & 1),
        opening=DECK[state.opening.bit_length() - 1] if state.opening else None,
        history=state.history,
        rules=rules,
        legal=legal,
        step=setup.step,
        deal_number=setup.deal_number,
        previous_winner=setup.previous_winner,
        winner=state.winner,
        revealed=state.masks if state.winner is not None else (),
        violations=state.violations if state.winner is not None else tuple(v for v in state.violations if v[0] == seat),
        instant=state.instant,
    )
