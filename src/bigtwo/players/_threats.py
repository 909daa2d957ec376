"""What a seat knows and fears, on integers: what the unseen cards could beat (`Threats`), and what
a seat has seen (`Seen`, from a `SeatView` or, for rollouts, a state). Nothing here is public."""

from __future__ import annotations

from .._game.state import GameState
from .._game.view import FULL_DECK, SeatView
from .._plays.combos import Combo, make_combo
from .._plays.ordering import comparison
from .._rules.compile import FIVE_SHIFT
from ._tactics import FIVE, SUIT_MASKS, Facts, facts


class Threats:
    """What the cards a seat has not seen could beat: the strongest single, pair and triple they
    hold, and their strongest five-card plays, counting only sizes some opponent can still play.
    Each is worked out when first asked for."""

    __slots__ = ("_best", "_fives", "f", "most", "unseen")

    def __init__(self, unseen: int, most: int, f: Facts) -> None:
        self.f = f
        self.unseen = unseen
        self.most = most
        """The most cards any opponent holds."""
        self._best: list[int] | None = None
        self._fives: list[Combo] | None = None

    def _small(self) -> list[int]:
        """The keys of the strongest single and pair and the rank of the strongest triple (-1: none)."""
        if self._best is None:
            f, unseen, most = self.f, self.unseen, self.most
            ck, highest = f.card_key, f.highest
            best = [-1, -1, -1]
            for r in range(12, -1, -1):
                nib = (unseen >> (4 * r)) & 15
                if not nib:
                    continue
                n = nib.bit_count()
                if best[0] < 0 and most >= 1:
                    best[0] = ck[highest[r][nib].bit_length() - 1]
                if n >= 2 and best[1] < 0 and most >= 2:
                    best[1] = ck[highest[r][nib].bit_length() - 1]
                if n >= 3 and most >= 3:
                    best[2] = r
                    break
            self._best = best
        return self._best

    def fives(self) -> list[Combo]:
        """The strongest five-card play of each kind the unseen cards make."""
        if self._fives is None:
            self._fives = _strongest_fives(self.unseen, self.f) if self.most >= 5 else []
        return self._fives

    def beaten(self, combo: Combo) -> bool:
        """Whether the unseen cards could beat ``combo``."""
        f = self.f
        size = combo.mask.bit_count()
        if f.bombs:
            rules = f.rules
            if any((comparison(c, combo, rules) or 0) > 0 for c in self.fives() if c.category in f.bombs):
                return True
        if size < 5:
            return self._small()[size - 1] > combo.key
        rules = f.rules
        return any((comparison(c, combo, rules) or 0) > 0 for c in self.fives())


def _strongest_fives(unseen: int, f: Facts) -> list[Combo]:
    rules, t = f.rules, f.tables
    out: list[Combo] = []

    def add(key: int, mask: int) -> None:
        out.append(make_combo(FIVE[key >> FIVE_SHIFT], key, mask, rules))

    groups = [(unseen >> (4 * r)) & 15 for r in range(13)]
    present = 0
    for r in range(13):
        if groups[r]:
            present |= 1 << r
    for run_mask, top, keys, rest, sig in f.straights:  # the strongest straight
        if present & run_mask == run_mask:
            mask = f.highest[top][groups[top]]
            suit = (mask.bit_length() - 1) & 3
            for r in rest:
                mask |= f.lowest[r][groups[r]][1]
            one_suit = mask & SUIT_MASKS[suit] == mask
            add(t.by_rank_mask[sig][2][suit] if one_suit else keys[suit], mask)
            break
    for mask, key in f.suited_runs:  # straight flushes
        if unseen & mask == mask:
            add(key, mask)
    for s in range(4):  # flushes: the five highest cards of each suit
        of_suit = unseen & SUIT_MASKS[s]
        if of_suit.bit_count() >= 5:
            top5 = 0
            for _ in range(5):
                bit = 1 << (of_suit.bit_length() - 1)
                top5 |= bit
                of_suit ^= bit
            add(t.by_rank_mask[top5 >> s][2][s], top5)
    for r in range(12, -1, -1):  # the strongest full house
        if groups[r].bit_count() >= 3:
            for p in range(13):
                if p != r and groups[p].bit_count() >= 2:
                    add(t.full_house[r], f.lowest[r][groups[r]][3] | f.lowest[p][groups[p]][2])
                    break
            break
    for r in range(12, -1, -1):  # the strongest four of a kind
        if groups[r] == 15:
            rest_cards = unseen & ~(15 << (4 * r))
            if rest_cards:
                add(t.quads[r], (15 << (4 * r)) | (rest_cards & -rest_cards))
            break
    return out


class Seen:
    """What a seat knows, on integers: built from a `SeatView`, or from a state (for rollouts,
    where every seat's own cards are known to the simulation and nobody else's are read)."""

    __slots__ = (
        "counts",
        "dealt",
        "f",
        "hand",
        "leader",
        "opening",
        "owner",
        "played",
        "players",
        "seat",
        "step",
        "table",
    )

    def __init__(
        self,
        f: Facts,
        seat: int,
        players: int,
        step: int,
        hand: int,
        table: Combo | None,
        owner: int | None,
        counts: tuple[int, ...],
        played: int,
        opening: int,
        leader: int,
        dealt: int,
    ) -> None:
        self.f = f
        self.seat = seat
        self.players = players
        self.step = step
        self.hand = hand
        self.table = table
        self.owner = owner
        self.counts = counts
        self.played = played
        self.opening = opening
        self.leader = leader
        self.dealt = dealt

    @classmethod
    def of_view(cls, view: SeatView) -> Seen:
        """What the seat of ``view`` knows."""
        return cls(
            facts(view.rules),
            view.seat,
            view.players,
            view.step,
            view.mask,
            view.table,
            view.owner,
            view.cards_left,
            view.played,
            1 << view.opening.index if view.opening is not None else 0,
            view.leader,
            view.dealt[view.seat],
        )

    @classmethod
    def of_state(cls, state: GameState, f: Facts, played: int, dealt: int) -> Seen:
        """What the seat to move in ``state`` knows (its own cards and the public facts)."""
        seat = state.to_move
        assert seat is not None
        masks = state.masks
        return cls(
            f,
            seat,
            len(masks),
            state.setup.step,
            masks[seat],
            state.table,
            state.owner,
            tuple(m.bit_count() for m in masks),
            played,
            state.opening_mask,
            state.leader,
            dealt,
        )

    @property
    def unseen(self) -> int:
        """The cards this seat has not seen."""
        return FULL_DECK & ~self.hand & ~self.played

    def next_seat(self, seat: int) -> int:
        """The seat after ``seat``."""
        return (seat + self.step) % self.players
