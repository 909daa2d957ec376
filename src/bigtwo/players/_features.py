"""What ``learned`` sees of a move: the candidate actions of a view and a row of numbers for each
(`describe`), read from the play and from the hand it leaves. Nothing here is public.

The candidates are ``expert``'s (``normal``'s choice first, then passing, the plays of the seat's
plan and the cheapest and strongest plays). Each row holds `FEATURES` numbers, all from what the
seat may know: the play itself (its size, strength, whether the unseen cards could beat it, the
2s and aces it spends), the hand it leaves (how many plays the rest needs by `plan_of`, how many
of them the unseen cards could beat, the top cards kept, the payment of the cards left under the
rule set's scheme) and the table (leading or following, the cards each opponent holds).
"""

from __future__ import annotations

from .._plays.combos import Combo
from ._choices import Offered, candidates_of
from ._plan import plan_of
from ._tactics import strength
from ._threats import Seen, Threats

__all__ = ["FEATURES", "NAMES", "WIDTH", "candidates", "describe"]

WIDTH = 8
"""The most candidate actions compared a move."""

NAMES: tuple[str, ...] = (
    "pass",
    "leading",
    "single",
    "pair",
    "triple",
    "five",
    "strength",
    "normal_choice",
    "in_plan",
    "goes_out",
    "cards_after",
    "plays_after",
    "extra_plays",
    "plan_cost_change",
    "unbeaten",
    "unbeaten_after",
    "beaten_after",
    "runs_out_after",
    "controls_spent",
    "controls_kept",
    "boss_kept",
    "higher_unseen",
    "rank_in_size",
    "fewest_opponent",
    "opponent_one",
    "opponent_two",
    "next_cards",
    "second_cards",
    "third_cards",
    "next_one",
    "cards_now",
    "plays_now",
    "table_strength",
    "owner_cards",
    "passed_share",
    "payment_after",
    "payment_saved",
    "players",
    "pass_in_danger",
    "lead_single_in_danger",
)
"""The name of each number of a row, in order."""

FEATURES = len(NAMES)
"""Numbers per candidate action."""

_CONTROL_KEY = 44
"""Cards from this card key up (the top eight of the deck: aces and 2s in ``classic``) are controls."""


def candidates(seen: Seen, view: Offered) -> list[Combo | None]:
    """The actions compared this move (``None`` is a pass), ``normal``'s choice first."""
    return candidates_of(seen, view, WIDTH)


def _keys(mask: int, card_key: tuple[int, ...]) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(card_key[low.bit_length() - 1])
        mask ^= low
    return out


def describe(seen: Seen, view: Offered, choices: list[Combo | None]) -> list[list[float]]:
    """One row of `FEATURES` numbers per action of ``choices`` (``None`` is a pass)."""
    f = seen.f
    ck = f.card_key
    hand = seen.hand
    n = hand.bit_count()
    players = seen.players
    plan = plan_of(hand, f)
    counts = seen.counts
    others = [counts[(seen.seat + k * seen.step) % players] for k in range(1, players)]
    fewest = min(others)
    threats = Threats(seen.unseen, max(others), f)
    unseen_keys = _keys(seen.unseen, ck)
    top_unseen = max(unseen_keys, default=-1)
    costs = f.costs(players, max(seen.dealt, n))
    most = max(costs[-1], 1e-9)
    units = {u.mask for u in plan.units}
    table = seen.table
    leading = table is None
    table_strength = strength(table, f) if table is not None else 0.0
    owner_cards = counts[seen.owner] / 13 if seen.owner is not None and not leading else 0.0
    passed_share = len(view.passed) / (players - 1)
    by_size: dict[int, list[int]] = {}
    for c in choices:
        if c is not None:
            by_size.setdefault(c.mask.bit_count(), []).append(c.key)
    rows = []
    opp = [others[k] / 13 if k < len(others) else 0.0 for k in range(3)]
    common = (
        fewest / 13,
        float(fewest == 1),
        float(fewest == 2),
        *opp,
        float(others[0] == 1),
        n / 13,
        plan.count / 8,
        table_strength,
        owner_cards,
        passed_share,
    )
    for i, c in enumerate(choices):
        is_pass = c is None
        mask = 0 if c is None else c.mask
        size = mask.bit_count()
        rest = hand & ~mask
        after = rest.bit_count()
        rest_plan = plan_of(rest, f) if rest else None
        plays_after = rest_plan.count if rest_plan is not None else 0
        beaten_after = sum(1 for u in rest_plan.units if threats.beaten(u)) if rest_plan is not None else 0
        unbeaten_after = plays_after - beaten_after
        kept = _keys(rest, ck)
        spent = _keys(mask, ck)
        if c is None:
            strong = 0.0
            unbeaten = 0.0
            higher = 0.0
            rank = 0.0
            extra = 0.0
            cost_change = 0.0
        else:
            strong = strength(c, f)
            unbeaten = float(not threats.beaten(c))
            higher = sum(1 for k in unseen_keys if k > max(spent)) / 13 if size == 1 else 0.0
            keys = sorted(by_size[size])
            rank = keys.index(c.key) / max(1, len(keys) - 1)
            extra = plays_after - (plan.count - 1)
            cost_change = ((rest_plan.cost if rest_plan is not None else 0.0) - plan.cost) / 4
        pay_after = costs[after] if after < len(costs) else costs[-1]
        pay_now = costs[n] if n < len(costs) else costs[-1]
        danger = float(fewest <= 2)
        rows.append(
            [
                float(is_pass),
                float(leading),
                float(size == 1),
                float(size == 2),
                float(size == 3),
                float(size == 5),
                strong,
                float(i == 0),
                float(mask in units),
                float(not is_pass and rest == 0),
                after / 13,
                plays_after / 8,
                max(-1.0, min(3.0, extra)) / 3,
                cost_change,
                unbeaten,
                unbeaten_after / 4,
                beaten_after / 8,
                float(rest_plan is not None and beaten_after <= 1),
                sum(1 for k in spent if k >= _CONTROL_KEY) / 2,
                sum(1 for k in kept if k >= _CONTROL_KEY) / 4,
                sum(1 for k in kept if k > top_unseen) / 3,
                higher,
                rank,
                *common,
                pay_after / most,
                (pay_now - pay_after) / most,
                players / 4,
                float(is_pass) * danger,
                float(leading and size == 1) * danger,
            ]
        )
    return rows
