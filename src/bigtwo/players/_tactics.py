"""The analysis the built-in players share, on integers: a hand split into plays (`plan_of`),
what the unseen cards could beat (`Threats`), and what a seat would pay with ``n`` cards left
under the rule set's own scheme (`Facts.costs`).

Everything reads the rule set (its card keys, straight table, flush order, bombs, scheme), so
the players play every variant by its rules. Nothing here is public.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from .._game.state import GameState
from .._game.view import FULL_DECK, SeatView
from .._plays.combos import Combo, comparison, make_combo, small_plays
from .._records.scoring import score
from .._rules.compile import FIVE_SHIFT
from .._rules.ruleset import RuleSet
from .._spec.components import FIVE_CARD_CATEGORIES, AssistantRule, RoyalRule
from .._values.cards import DECK, Card
from .._values.fast import per_ruleset

__all__ = ["Facts", "Plan", "Seen", "Threats", "facts", "plan_of", "strength"]

_FIVE = FIVE_CARD_CATEGORIES
_SUIT_MASKS = tuple(sum(1 << (4 * r + s) for r in range(13)) for s in range(4))

UNIT_WEIGHT = 0.5
"""How much a weak unit costs beyond its count in a plan (a plan's cost is its number of plays
plus this much for each play's weakness)."""


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Facts:
    """What the players read of a rule set, looked up once per rule set (see `facts`)."""

    __slots__ = (
        "_costs",
        "assistant",
        "bombs",
        "card_key",
        "five_max",
        "highest",
        "lowest",
        "nib_cost",
        "nib_units",
        "plans",
        "rules",
        "small",
        "straights",
        "suited_runs",
        "tables",
    )

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.tables = rules.tables
        self.card_key = rules.tables.card_key
        self.small = small_plays(rules).by_mask
        self.bombs = rules.tables.bombs
        self.assistant = rules.component("assistant", AssistantRule).enabled
        royal = tuple(tuple(int(r) for r in run.ranks) for run in rules.component("royal", RoyalRule).runs)
        suited = []
        for ranks in (*(run[0] for run in self.tables.runs), *royal):
            for s in range(4):
                mask = sum(1 << (4 * r + s) for r in ranks)
                suited.append((mask, self.tables.by_rank_mask[mask >> s][2][s]))
        self.suited_runs = tuple(suited)
        """Every straight flush of the deck: (mask, key)."""
        self.straights = tuple(
            (run_mask, top, keys, tuple(r for r in ranks if r != top), sum(1 << (4 * r) for r in ranks))
            for ranks, run_mask, top, keys in reversed(self.tables.runs)
        )
        """The straight runs, strongest first: (13-bit rank mask, top rank, keys by suit, other
        ranks, the ranks as bits ``4 * rank``)."""
        ck = self.card_key
        lowest: list[tuple[tuple[int, ...], ...]] = []
        highest: list[tuple[int, ...]] = []
        for r in range(13):
            low_row: list[tuple[int, ...]] = []
            high_row: list[int] = []
            for nib in range(16):
                cards = sorted((4 * r + s for s in range(4) if nib >> s & 1), key=ck.__getitem__)
                low_row.append(tuple(sum(1 << c for c in cards[:k]) for k in range(5)))
                high_row.append(1 << cards[-1] if cards else 0)
            lowest.append(tuple(low_row))
            highest.append(tuple(high_row))
        self.lowest = tuple(lowest)
        """Per rank and suits held: the masks of its k lowest cards, for k from 0 to 4."""
        self.highest = tuple(highest)
        """Per rank and suits held: the bit of its highest card."""
        self.plans: dict[int, Plan] = {}
        """Plans already made, by hand (a plan depends only on the hand and the rules)."""
        five_max = [1] * 5
        for entry in self.tables.by_rank_mask.values():
            for key in entry[2]:
                cat = key >> FIVE_SHIFT
                five_max[cat] = max(five_max[cat], key & 0xFFFFFF)
        for _, _, _, keys in self.tables.runs:
            for key in keys:
                five_max[0] = max(five_max[0], key & 0xFFFFFF)
        for key in self.tables.full_house:
            five_max[2] = max(five_max[2], key & 0xFFFFFF)
        for key in self.tables.quads:
            five_max[3] = max(five_max[3], key & 0xFFFFFF)
        self.five_max = tuple(five_max)
        units: list[tuple[tuple[int, ...], ...]] = []
        costs: list[tuple[float, ...]] = []
        for r in range(13):
            unit_row: list[tuple[int, ...]] = []
            cost_row: list[float] = []
            for nib in range(16):
                masks = self._rank_units(r, nib)
                unit_row.append(masks)
                cost_row.append(sum(1 + UNIT_WEIGHT * (1 - strength(self.small[m], self)) for m in masks))
            units.append(tuple(unit_row))
            costs.append(tuple(cost_row))
        self.nib_units = tuple(units)
        """Per rank and suits held: the masks of the plays a plan makes of them."""
        self.nib_cost = tuple(costs)
        """Per rank and suits held: the plan cost of those plays."""
        self._costs: dict[tuple[int, int], tuple[float, ...]] = {}

    def _rank_units(self, r: int, nib: int) -> tuple[int, ...]:
        cards = sorted((4 * r + s for s in range(4) if nib >> s & 1), key=self.card_key.__getitem__)
        if len(cards) == 4:  # four of a kind alone is no play: two pairs
            return ((1 << cards[0]) | (1 << cards[1]), (1 << cards[2]) | (1 << cards[3]))
        return (sum(1 << c for c in cards),) if cards else ()

    def costs(self, players: int, dealt: int) -> tuple[float, ...]:
        """What a losing seat pays (a penalty, or points lost) with ``n`` cards left, for ``n``
        from 0 to ``dealt``, scored by the rule set's scheme (other losers hold 5 cards)."""
        key = (players, dealt)
        found = self._costs.get(key)
        if found is None:
            found = self._costs[key] = _costs(self.rules, players, dealt)
        return found


def _costs(rules: RuleSet, players: int, dealt: int) -> tuple[float, ...]:
    # Cards with no 2, no four of a kind and no straight flush: rank r skips suit r % 4.
    plain = [4 * r + s for r in range(12) for s in range(4) if s != r % 4]
    out = [0.0]
    for n in range(1, dealt + 1):
        mine = plain[:n]
        rest = [i for i in range(52) if i not in mine]
        hands: list[tuple[Card, ...]] = [(), tuple(DECK[i] for i in mine)]
        for k in range(players - 2):
            hands.append(tuple(DECK[i] for i in rest[5 * k : 5 * k + 5]))
        try:
            card = score(hands, rules, dealt=(dealt,) * players)
        except Exception:  # a plugin's scheme that cannot score this probe: count cards
            return tuple(float(n) for n in range(dealt + 1))
        amount = card.points[1]
        out.append(float(amount if card.lower_wins else -amount))
    return tuple(out)


@per_ruleset
def facts(rules: RuleSet) -> Facts:
    """The `Facts` of ``rules`` (built once per rule set)."""
    return Facts(rules)


def strength(combo: Combo, f: Facts) -> float:
    """How strong a play is within its size, from 0 (the weakest) to 1 (the strongest)."""
    key = combo.key
    size = combo.mask.bit_count()
    if size == 1 or size == 2:
        return key / 51
    if size == 3:
        return key / 12
    cat = key >> FIVE_SHIFT
    return (cat + (key & 0xFFFFFF) / f.five_max[cat]) / 5


class Plan:
    """A hand split into plays: the ``units``, weakest first within each size, and the cost."""

    __slots__ = ("cost", "units")

    def __init__(self, units: tuple[Combo, ...], cost: float) -> None:
        self.units = units
        self.cost = cost

    @property
    def count(self) -> int:
        """How many plays the plan needs."""
        return len(self.units)


def _remainder_cost(mask: int, nib_cost: Sequence[Sequence[float]]) -> float:
    total = 0.0
    r = 0
    while mask:
        nib = mask & 15
        if nib:
            total += nib_cost[r][nib]
        mask >>= 4
        r += 1
    return total


def _five_options(hand: int, f: Facts) -> list[tuple[Combo, float]]:
    """The five-card plays of ``hand`` worth considering in a plan, each with its plan cost: one
    per set of ranks (the strongest, keeping the higher cards of a rank out of it), at most 24
    (those using the most lone cards first)."""
    if hand.bit_count() < 5:
        return []
    t = f.tables
    lowest = f.lowest
    groups = [(hand >> (4 * r)) & 15 for r in range(13)]
    present = 0
    for r in range(13):
        if groups[r]:
            present |= 1 << r
    found: dict[int, tuple[int, int]] = {}  # rank signature -> (key, mask)

    def offer(sig: int, key: int, mask: int) -> None:
        old = found.get(sig)
        if old is None or key > old[0]:
            found[sig] = (key, mask)

    for run_mask, top, keys, rest, sig in f.straights:
        if present & run_mask == run_mask:
            mask = 0
            for r in rest:
                mask |= lowest[r][groups[r]][1]
            high = f.highest[top][groups[top]]
            mask |= high
            suit = (high.bit_length() - 1) & 3
            one_suit = _SUIT_MASKS[suit]
            key = t.by_rank_mask[sig][2][suit] if mask & one_suit == mask else keys[suit]
            offer(sig, key, mask)
    for suit in range(4):
        of_suit = hand & _SUIT_MASKS[suit]
        if of_suit.bit_count() >= 5:
            for pick in combinations(_bits(of_suit), 5):
                mask = (1 << pick[0]) | (1 << pick[1]) | (1 << pick[2]) | (1 << pick[3]) | (1 << pick[4])
                offer(mask >> suit, t.by_rank_mask[mask >> suit][2][suit], mask)
    for r in range(13):
        n = groups[r].bit_count()
        if n >= 3:
            triple = lowest[r][groups[r]][3]
            key = t.full_house[r]
            for p in range(13):
                if p != r and groups[p].bit_count() >= 2:
                    offer((key << 52) | (1 << (4 * p)), key, triple | lowest[p][groups[p]][2])
        if n == 4:
            key = t.quads[r]
            for p in range(13):
                if p != r and groups[p]:
                    offer((key << 52) | (1 << (4 * p)), key, (15 << (4 * r)) | lowest[p][groups[p]][1])
    rules = f.rules
    combos = [make_combo(_FIVE[key >> FIVE_SHIFT], key, mask, rules) for key, mask in found.values()]
    if len(combos) > 24:
        lone = 0
        for r in range(13):
            if groups[r].bit_count() == 1:
                lone |= 15 << (4 * r)
        combos.sort(key=lambda c: -((c.mask & lone).bit_count()))
        combos = combos[:24]
    return [(c, 1 + UNIT_WEIGHT * (1 - strength(c, f))) for c in combos]


_MOST_PLANS = 20_000
"""Plans kept per rule set; the memo starts afresh beyond it."""


def plan_of(hand: int, f: Facts) -> Plan:
    """The cheapest split of ``hand`` into plays: as few plays as possible, the strongest ones
    among equals; five-card plays are chosen among the hand's own, the rest by rank groups.
    Memoised per rule set (a plan depends on nothing else)."""
    found = f.plans.get(hand)
    if found is None:
        if len(f.plans) >= _MOST_PLANS:
            f.plans.clear()
        found = f.plans[hand] = _plan_of(hand, f)
    return found


def _plan_of(hand: int, f: Facts) -> Plan:
    nib_cost = f.nib_cost
    options = _five_options(hand, f)
    best_cost = _remainder_cost(hand, nib_cost)
    chosen: tuple[Combo, ...] = ()
    for i, (a, ca) in enumerate(options):
        rest = hand & ~a.mask
        cost = ca + _remainder_cost(rest, nib_cost)
        if cost < best_cost - 1e-9:
            best_cost, chosen = cost, (a,)
        if rest.bit_count() < 5:
            continue
        for b, cb in options[i + 1 :]:
            if b.mask & a.mask:
                continue
            cost = ca + cb + _remainder_cost(rest & ~b.mask, nib_cost)
            if cost < best_cost - 1e-9:
                best_cost, chosen = cost, (a, b)
    used = 0
    for c in chosen:
        used |= c.mask
    if hand.bit_count() > 13:  # a whole-deck deal: more five-card plays, chosen greedily
        while True:
            rest = hand & ~used
            base = _remainder_cost(rest, nib_cost)
            pick: tuple[Combo, float] | None = None
            for c, cc in options:
                if c.mask & used:
                    continue
                gain = base - (cc + _remainder_cost(rest & ~c.mask, nib_cost))
                if gain > 1e-9 and (pick is None or gain > pick[1]):
                    pick = (c, gain)
            if pick is None:
                break
            chosen += (pick[0],)
            used |= pick[0].mask
            best_cost -= pick[1]
    small = f.small
    units = list(chosen)
    rest = hand & ~used
    r = 0
    while rest:
        nib = rest & 15
        if nib:
            units += [small[m] for m in f.nib_units[r][nib]]
        rest >>= 4
        r += 1
    units.sort(key=_unit_order)
    return Plan(tuple(units), best_cost)


def _unit_order(c: Combo) -> tuple[int, int]:
    return (c.mask.bit_count(), c.key)


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
        out.append(make_combo(_FIVE[key >> FIVE_SHIFT], key, mask, rules))

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
            one_suit = mask & _SUIT_MASKS[suit] == mask
            add(t.by_rank_mask[sig][2][suit] if one_suit else keys[suit], mask)
            break
    for mask, key in f.suited_runs:  # straight flushes
        if unseen & mask == mask:
            add(key, mask)
    for s in range(4):  # flushes: the five highest cards of each suit
        of_suit = unseen & _SUIT_MASKS[s]
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
            state.opening,
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
