"""``normal``: the strategy of the "Estrategia" section of the web game's rules page, read through the rule set.

1. Count plays, not cards: the hand is split into as few plays as possible (`plan_of`), and a
   straight, flush or full house is not broken to follow a single or a pair.
2. 2s and aces (any play nobody can beat, or a strong single or pair) are kept to win back the
   lead, not spent early on low plays.
3. When an opponent holds one card, no singles are led (the highest single if nothing else is
   left), a single on the table is covered with the highest single, and under the assistant
   rule a single played before that opponent is always the highest. Against two cards left it
   leads a triple or five cards if it can, and no pair; against 3 or 4, five cards first.
4. Around ten cards left, shedding several cards at once pays when the scheme's rate per card
   drops (10 -> 9 halves the payment under tiers): what a seat would pay with ``n`` cards is
   read from the rule set's scheme itself.
5. When covering costs too much, pass: a cover that breaks a pair or a triple of the plan, or a
   five-card play, or that spends a control while no opponent is near going out, waits for the
   lead to come back.

Where the rules let a weak hand be redealt, it demands the redeal.
"""

from __future__ import annotations

from attrs import field, frozen

from .._game.actions import Action, Redeal
from .._game.view import SeatView
from .._plays.combos import Combo
from .._plays.enumeration import plays_of_mask
from ._base import action_for, check_seed, choose_legal
from ._plan import plan_of
from ._tactics import Plan, strength
from ._threats import Seen, Threats

__all__ = ["WEIGHTS", "Normal", "Weights", "decide"]


def _opponents(seen: Seen) -> list[int]:
    return [n for s, n in enumerate(seen.counts) if s != seen.seat]


def _highest_single(hand: int, seen: Seen) -> int:
    ck = seen.f.card_key
    best = -1
    bit = 0
    m = hand
    while m:
        low = m & -m
        i = low.bit_length() - 1
        if ck[i] > best:
            best, bit = ck[i], low
        m ^= low
    return bit


@frozen
class Weights:
    """The numbers behind ``normal``'s judgement (tuned by play against itself and ``novice``)."""

    lead_multi: float = 0.15
    """How much lower a play of several cards counts when choosing what to lead."""
    lead_out_of_reach: float = 1.0
    """And how much lower a play of more cards than an opponent holding 4 or fewer has left (five
    cards against 3 or 4): that opponent cannot follow it."""
    spend_early: float = 1.6
    """The cost of spending a control (an ace, a 2, a play nobody can beat) with more than 8 cards."""
    spend_mid: float = 0.5
    """With 5 to 8 cards."""
    spend_late: float = 0.2
    """With 4 cards or fewer."""
    spend_low_table: float = 0.5
    """Extra cost of spending a control on a weak play."""
    spend_run_out: float = 0.6
    """Cost taken off when the control wins the lead with at most two plays left after it."""
    strength: float = 0.4
    """Cost of a play's own strength (cover with the weakest)."""
    break_unit: float = 1.0
    """Cost of each pair, triple or five-card play of the plan that a cover breaks (a king of a pair
    of kings played on a single), on top of the plays the rest of the hand then needs."""
    threshold: float = 1.6
    """Cover when the best cover costs less than this (pass otherwise)..."""
    threshold_danger: float = 0.5
    """...plus this much when an opponent is about to go out."""
    breaking: float = 0.6
    """How much of the cost of breaking a combination an opponent about to go out takes away."""
    shed: float = 0.1
    """Weight of the payment avoided by shedding, beyond the rate per card."""


WEIGHTS = Weights()
"""The weights ``normal`` plays with."""


def _shed_value(seen: Seen, size: int, danger_end: float) -> float:
    """The extra payment avoided by shedding ``size`` cards now, beyond the plain rate per card,
    weighed by how soon the deal may end."""
    if danger_end <= 0:
        return 0.0
    n = seen.hand.bit_count()
    costs = seen.f.costs(seen.players, max(seen.dealt, n))
    after = n - size
    if after <= 0:
        return 0.0
    excess = costs[n] - costs[after] - size * costs[1]
    return WEIGHTS.shed * max(0.0, excess) * danger_end


def decide(seen: Seen) -> Combo | None:
    """The play ``normal`` makes, or ``None`` to pass."""
    plan = plan_of(seen.hand, seen.f)
    if seen.table is None:
        return _lead(seen, plan)
    return _follow(seen, plan, seen.table)


def _danger(seen: Seen) -> tuple[int, float, float]:
    least = min(_opponents(seen))
    danger = max(0.0, (5 - least) / 4)
    ending = min(1.0, max(0.0, (9 - least) / 8))
    return least, danger, ending


def _threats(seen: Seen) -> Threats:
    return Threats(seen.unseen, max(_opponents(seen)), seen.f)


def _lead(seen: Seen, plan: Plan) -> Combo:
    units = plan.units
    hand = seen.hand
    f = seen.f
    if seen.opening:
        for u in units:
            if u.mask & seen.opening:
                return u
        return f.small[seen.opening]
    if len(units) == 1:
        return units[0]
    threats = _threats(seen)
    safe = [u for u in units if not threats.beaten(u)]
    unsafe = [u for u in units if threats.beaten(u)]
    next_one = seen.counts[seen.next_seat(seen.seat)] == 1
    if len(unsafe) <= 1 and safe:  # run out: the safe plays first, the last one after them
        pick = max(safe, key=lambda u: (u.mask.bit_count(), -u.key))
        if pick.mask.bit_count() == 1 and next_one and f.assistant:  # the assistant rule: the highest single
            return f.small[_highest_single(hand, seen)]
        return pick
    least, _, ending = _danger(seen)
    w = WEIGHTS
    candidates = unsafe or list(units)
    if least == 1:
        multi = [u for u in candidates if u.mask.bit_count() > 1] or [u for u in units if u.mask.bit_count() > 1]
        if not multi:
            return f.small[_highest_single(hand, seen)]
        candidates = multi
    elif least == 2:  # a triple or five cards they cannot follow; else no pair they could go out on
        big = [u for u in candidates if u.mask.bit_count() > 2] or [u for u in units if u.mask.bit_count() > 2]
        candidates = big or [u for u in candidates if u.mask.bit_count() != 2] or candidates

    def score(u: Combo) -> float:
        size = u.mask.bit_count()
        value = strength(u, f) - (w.lead_multi if size > 1 else 0.0)
        if size > least and least <= 4:
            value -= w.lead_out_of_reach
        return value - _shed_value(seen, size, ending)

    pick = min(candidates, key=score)
    if pick.mask.bit_count() == 1 and next_one and f.assistant:
        return f.small[_highest_single(hand, seen)]
    return pick


_CONTROL = {1: 44 / 51, 2: 44 / 51, 3: 9 / 12, 5: 0.6}
"""Strength from which a play counts as a control (aces and 2s for singles and pairs, a four of a
kind or a straight flush for five cards)."""


def _follow(seen: Seen, plan: Plan, table: Combo) -> Combo | None:
    f = seen.f
    hand = seen.hand
    found = plays_of_mask(hand, f.rules, table)
    if not found:
        return None
    for c in found:
        if c.mask == hand:
            return c
    least, danger, ending = _danger(seen)
    size = table.mask.bit_count()
    nxt = seen.next_seat(seen.seat)
    if size == 1 and f.assistant and seen.counts[nxt] == 1:  # the assistant rule: the highest single or nothing
        top = _highest_single(hand, seen)
        return next((c for c in found if c.mask == top), None)
    if size == 1 and least == 1:  # cover with the highest single
        return max(found, key=lambda c: (c.mask.bit_count() == 1, c.key))
    threats = _threats(seen)
    units = {u.mask for u in plan.units}
    five_cards = 0
    for u in plan.units:
        if u.mask.bit_count() == 5:
            five_cards |= u.mask
    n = hand.bit_count()
    w = WEIGHTS
    table_strength = strength(table, f)
    best: tuple[float, Combo] | None = None
    breaking = 0
    for c in found:
        m = c.mask
        s = strength(c, f)
        if m in units:
            extra = 0.0
            rest_count = plan.count - 1
        else:
            if m & five_cards and danger < 1 and size != 5:
                continue  # do not break a five-card play for a small one
            breaking += 1
            if breaking > 6:
                continue
            rest = plan_of(hand & ~m, f)
            rest_count = rest.count
            broken = sum(1 for u in plan.units if u.mask & m and u.mask & ~m and u.mask.bit_count() > 1)
            extra = rest.count - (plan.count - 1) + w.break_unit * broken
        safe = not threats.beaten(c)
        control = safe or s >= _CONTROL[c.mask.bit_count()]
        spend = 0.0
        if control:
            spend = w.spend_early if n > 8 else w.spend_mid if n > 4 else w.spend_late
            spend += w.spend_low_table * (1 - table_strength)
            if safe and rest_count <= 2:
                spend -= w.spend_run_out  # winning the lead now leaves little to play
            spend *= 1 - danger
        score = extra * (1 - w.breaking * danger) + spend + w.strength * s
        score -= _shed_value(seen, c.mask.bit_count(), ending)
        if best is None or score < best[0]:
            best = (score, c)
    if best is None:
        return None
    threshold = w.threshold + w.threshold_danger * danger
    return best[1] if best[0] < threshold else None


@frozen
class Normal:
    """The web game's "Normal" level: plays by the strategy of its "Estrategia" section (see the
    module `bigtwo.players`). Deterministic: the same view always gives the same action.

    >>> import bigtwo, bigtwo.players
    >>> state = bigtwo.new_game(seed=1739204)
    >>> action = bigtwo.players.player("normal").act(bigtwo.view(state, state.to_move))
    >>> action in bigtwo.legal_plays(state)
    True
    """

    seed: int = field(default=0, validator=check_seed)
    """Unused (``normal`` draws nothing at random); kept so every player takes a seed."""

    def act(self, view: SeatView) -> Action:
        """The action this player takes: one of ``view.legal``.

        Args:
            view: What the player's seat may know now, when it is to move.

        Returns:
            One of ``view.legal``: the same one for the same seed and view.

        Raises:
            PlayerError: ``view`` is not a `bigtwo.SeatView`, or gives the seat nothing to do
                (it is not to move, or the deal is over).
        """
        legal = choose_legal(view, "normal")
        redeal = next((a for a in legal if isinstance(a, Redeal)), None)
        if redeal is not None:  # the rules call this hand too weak to play: take the new cards
            return redeal
        return action_for(legal, decide(Seen.of_view(view)))
