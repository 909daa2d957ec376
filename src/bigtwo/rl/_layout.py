"""The layout of an observation: the options it encodes (`OPTION_VALUES`), where each part lies
(`LAYOUT`, `OBSERVATION_SIZE`), and where its card planes end and its 0/1 flags begin."""

from __future__ import annotations

import numpy as np

from .._spec.components import Category

__all__ = [
    "BYTE_BITS",
    "CARDS_LEFT",
    "CARD_BITS",
    "CATEGORIES",
    "CATEGORY_FLAGS",
    "FIRST_PLAY_FLAG",
    "LAYOUT",
    "OBSERVATION_SIZE",
    "OPTION_VALUES",
    "PACKED_BYTES",
]

OPTION_VALUES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("suit_order", ("diamonds-lowest", "clubs-lowest", "pusoy")),
    ("straights", ("twos-high", "twos-low", "split", "no-twos", "jqka2-top")),
    ("flush", ("suit-first", "rank-first")),
    ("royal", ("none", "jqka2")),
    ("bombs", ("none", "quads-and-straight-flush")),
    ("pass_locks_out", ("off", "on")),
    ("deal", ("thirteen-each", "whole-deck")),
    ("auto_pass", ("none", "top-card-and-short-hands")),
    ("assistant", ("off", "on")),
    ("scoring", ("tiers", "tiers-penalty", "common", "doubling", "pairwise", "pusoy-dos")),
)
"""The options an observation encodes, each one-hot over these built-in values plus one last
entry for any other value (a plugin's)."""

CATEGORIES: tuple[Category, ...] = tuple(Category)
"""The categories in the order of the ``table_category`` entries."""


def _layout() -> dict[str, slice]:
    sizes = [
        ("hand", 52),
        ("table", 52),
        ("played", 4 * 52),
        ("table_category", len(CATEGORIES)),
        ("table_owner", 4),
        ("leader", 4),
        ("to_move", 4),
        ("passed", 4),
        ("players", 3),
        ("first_play", 1),
        ("options", sum(len(values) + 1 for _, values in OPTION_VALUES)),
        ("cards_left", 4),
    ]
    out: dict[str, slice] = {}
    start = 0
    for name, size in sizes:
        out[name] = slice(start, start + size)
        start += size
    return out


LAYOUT: dict[str, slice] = _layout()
"""Where each part of an observation lies: part name -> the ``slice`` of the vector it fills.

In order, with their sizes: ``hand`` (52), ``table`` (52), ``played`` (4 × 52, per seat),
``table_category`` (8), ``table_owner`` (4), ``leader`` (4), ``to_move`` (4), ``passed`` (4),
``players`` (3: 2, 3 or 4), ``first_play`` (1), ``options`` (38: each of `OPTION_VALUES`
one-hot) and ``cards_left`` (4), so ``hand`` is ``slice(0, 52)`` and ``cards_left``
``slice(378, 382)``. The training guide says what each part holds."""
OBSERVATION_SIZE: int = LAYOUT["cards_left"].stop
"""The length of every observation vector."""

CARD_BITS: int = LAYOUT["table_category"].start  # 312 bits of card planes: 39 bytes
CARDS_LEFT: int = LAYOUT["cards_left"].start
"""The first ``cards_left`` entry: every entry before it is 0 or 1."""
PACKED_BYTES: int = (OBSERVATION_SIZE + 7) // 8
"""The bytes of an observation's entries packed as bits (the card planes, then the flags)."""
CATEGORY_FLAGS = {c: 1 << (LAYOUT["table_category"].start - CARD_BITS + i) for i, c in enumerate(CATEGORIES)}
"""Per category: its bit among the flags (the packed entries after the card planes)."""
FIRST_PLAY_FLAG: int = 1 << (LAYOUT["first_play"].start - CARD_BITS)
"""The ``first_play`` entry's bit among the flags."""

BYTE_BITS = np.unpackbits(np.arange(256, dtype=np.uint8)[:, None], axis=1, bitorder="little").astype(np.float32)
"""Row ``b``: the 8 bits of byte ``b``, lowest first, as float32 (unpacking by lookup)."""
