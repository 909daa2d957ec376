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

    __slots__ = ("by_byte", "constant", "key_of", "order", "redeals", "translate")

    def __init__(self, rules: RuleSet) -> None:
        self.key_of: tuple[int, ...] = tuple(rules.card_key(card) for card in DECK)
        order = [0] * 52
        for index, key in enumerate(self.key_of):
            if key >> 2 != index >> 2:
                raise GameError("rl-card-out-of-rank", card=str(DECK[index]), key=key)
            order[key] = index
        self.order: tuple[int, ...] = tuple(order)
        by_byte = []
        for k in range(7):  # the byte's cards in key order, once; then each value keeps those it has
            ordered = sorted(range(8 * k, min(8 * k + 8, 52)), key=self.key_of.__getitem__)
            by_byte.append(tuple(tuple(1 << i for i in ordered if v >> (i - 8 * k) & 1) for v in range(256)))
        self.by_byte: tuple[tuple[tuple[int, ...], ...], ...] = tuple(by_byte)
        """Per byte ``k`` of a card mask and its value: the bits of its cards, the lowest first
        (keys go by rank, so a mask's cards from the lowest are those of its bytes in turn)."""
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

    def held(self, mask: int) -> tuple[int, ...]:
        """The bits of the cards of ``mask`` (``1 << card.index``), from the lowest to the highest single."""
        t = self.by_byte
        b0, b1, b2, b3, b4, b5, b6 = mask.to_bytes(7, "little")
        return (*t[0][b0], *t[1][b1], *t[2][b2], *t[3][b3], *t[4][b4], *t[5][b5], *t[6][b6])


def rules_info(rules: RuleSet) -> RulesInfo:
    """The `RulesInfo` of ``rules`` (kept for the 64 rule sets used last); raises `GameError` for
    something that is not a rule set."""
    if type(rules) is not RuleSet:
        raise GameError("rl-not-a-rule-set", value=shown(rules))
    return _rules_info(rules)


@functools.lru_cache(maxsize=64)
def _rules_info(rules: RuleSet) -> RulesInfo:
    return RulesInfo(rules)
