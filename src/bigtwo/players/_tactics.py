"""The facts of a rule set the built-in players share, on integers: what a seat would pay with
``n`` cards left under the rule set's own scheme (`Facts.costs`), and how strong a play is
(`strength`), and the `Plan` of a hand. Splitting a hand into plays is `_plan`; what the unseen
cards could beat, `_threats`.

Everything reads the rule set (its card keys, straight table, flush order, bombs, scheme), so
the players play every variant by its rules. Nothing here is public.
"""

from __future__ import annotations

from .._plays.combos import Combo, small_plays
from .._records.scoring import score
from .._rules.compile import FIVE_SHIFT
from .._rules.ruleset import RuleSet
from .._spec.components import FIVE_CARD_CATEGORIES, AssistantRule, RoyalRule
from .._values.cards import DECK, Card
from .._values.fast import per_ruleset

__all__ = ["FIVE", "SUIT_MASKS", "UNIT_WEIGHT", "Facts", "Plan", "bits", "facts", "strength"]

FIVE = FIVE_CARD_CATEGORIES
SUIT_MASKS = tuple(sum(1 << (4 * r + s) for r in range(13)) for s in range(4))

UNIT_WEIGHT = 0.5
"""How much a weak unit costs beyond its count in a plan (a plan's cost is its number of plays
plus this much for each play's weakness)."""


def bits(mask: int) -> list[int]:
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
