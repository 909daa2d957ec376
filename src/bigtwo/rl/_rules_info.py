"""What the encodings need from a rule set (its order of the cards, the byte translation of its
suit order, whether it allows redeals, the flags of its options), computed once per rule set."""

from __future__ import annotations

import functools

from .._rules.ruleset import RuleSet
from .._spec.components import RedealRule
from .._values.cards import DECK
from .._values.errors import GameError, shown
from ._layout import CARD_BITS, LAYOUT, OPTION_VALUES

__all__ = ["RulesInfo", "rules_info"]


class RulesInfo:
    """What the encodings need from a rule set, computed once per rule set."""

    __slots__ = ("constant", "key_of", "order", "redeals", "translate")

    def __init__(self, rules: RuleSet) -> None:
        self.key_of: tuple[int, ...] = tuple(rules.card_key(card) for card in DECK)
        order = [0] * 52
        for index, key in enumerate(self.key_of):
            if key >> 2 != index >> 2:
                raise GameError("rl-card-out-of-rank", card=str(DECK[index]), key=key)
            order[key] = index
        self.order: tuple[int, ...] = tuple(order)
        # The card planes are nibbles of 4 suits, so reordering the suits is a byte translation.
        byte = bytearray(256)
        for value in range(256):
            for bit in range(8):
                if value >> bit & 1:
                    byte[value] |= 1 << ((bit & 4) | self.key_of[bit & 3])
        self.translate: bytes | None = None if byte == bytes(range(256)) else bytes(byte)
        self.redeals: bool = rules.component("redeal", RedealRule).threshold is not None
        options = 0
        at = LAYOUT["options"].start - CARD_BITS
        for name, values in OPTION_VALUES:
            chosen = rules.option(name)
            options |= 1 << (at + (values.index(chosen) if chosen in values else len(values)))
            at += len(values) + 1
        self.constant: dict[int, int] = {
            players: options | 1 << (LAYOUT["players"].start - CARD_BITS + players - 2) for players in (2, 3, 4)
        }
        """The flags that stay the same through a deal (options, players), by number of players."""


def rules_info(rules: RuleSet) -> RulesInfo:
    """The `RulesInfo` of ``rules`` (kept for the 64 rule sets used last); raises `GameError` for
    something that is not a rule set."""
    if type(rules) is not RuleSet:
        raise GameError("rl-not-a-rule-set", value=shown(rules))
    return _rules_info(rules)


@functools.lru_cache(maxsize=64)
def _rules_info(rules: RuleSet) -> RulesInfo:
    return RulesInfo(rules)
