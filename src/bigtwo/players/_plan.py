"""A hand split into plays, on integers (`plan_of`, making a `Plan`): the split that sheds the hand
in the fewest plays at the least cost, under the rule set's straights, flushes and bombs.
Nothing here is public."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from .._plays.combos import Combo, make_combo
from .._rules.compile import FIVE_SHIFT
from .._values.fast import private_per_ruleset
from ._tactics import FIVE, SUIT_MASKS, UNIT_WEIGHT, Facts, Plan, bits, strength


def _unit_order(c: Combo) -> tuple[int, int]:
    return (c.mask.bit_count(), c.key)


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
            one_suit = SUIT_MASKS[suit]
            key = t.by_rank_mask[sig][2][suit] if mask & one_suit == mask else keys[suit]
            offer(sig, key, mask)
    for suit in range(4):
        of_suit = hand & SUIT_MASKS[suit]
        if of_suit.bit_count() >= 5:
            for pick in combinations(bits(of_suit), 5):
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
    combos = [make_combo(FIVE[key >> FIVE_SHIFT], key, mask, rules) for key, mask in found.values()]
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


def _no_plans(rules: object) -> dict[int, Plan]:
    """The plans made under one rule set, by hand: empty at first."""
    return {}


plans = private_per_ruleset(_no_plans)
"""The plans already made under a rule set, by hand (a plan depends only on the hand and the
rules), kept where no view reaches them: they hold seats' hands."""


def plan_of(hand: int, f: Facts) -> Plan:
    """The cheapest split of ``hand`` into plays: as few plays as possible, the strongest ones
    among equals; five-card plays are chosen among the hand's own, the rest by rank groups.
    Memoised per rule set (a plan depends on nothing else)."""
    made = plans(f.rules)
    found = made.get(hand)
    if found is None:
        if len(made) >= _MOST_PLANS:
            made.clear()
        found = made[hand] = _plan_of(hand, f)
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
