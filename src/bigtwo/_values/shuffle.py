"""The project's own shuffle: the same seed gives the same cards on every platform and in every
future version (the order is pinned by golden tests; changing it is a breaking change).

Specification:

1. The generator is SplitMix64: a 64-bit state starts at the seed; each draw adds
   ``0x9E3779B97F4A7C15`` to the state (mod 2**64) and returns ``mix(state)`` where ``mix(z)``
   is ``z ^= z >> 30; z *= 0xBF58476D1CE4E5B9; z ^= z >> 27; z *= 0x94D049BB133111EB;
   z ^= z >> 31`` (all mod 2**64).
2. ``below(n)`` draws until the value is below ``2**64 - 2**64 % n``, then returns it mod ``n``
   (rejection sampling: no bias).
3. A shuffle starts from the deck in `Card.index` order (3♦ 3♣ 3♥ 3♠ 4♦ ... 2♠) and, for
   ``i`` from 51 down to 1, swaps positions ``i`` and ``below(i + 1)`` (Fisher-Yates).
4. A deal's redeals take the next shuffles of the same generator: shuffle ``k`` (0 for the
   first deal) is the one made after ``k`` earlier shuffles.
"""

from __future__ import annotations

from collections.abc import Iterator

__all__ = ["MAX_SEED", "MAX_SHUFFLES", "shuffled_indices", "splitmix64"]

MASK64 = (1 << 64) - 1
MAX_SEED = 10**12 - 1
"""Seeds are whole numbers from 0 to this (at most twelve digits in a deal code)."""
MAX_SHUFFLES = 1000
"""The most redeals one deal may have (each takes the next shuffle of the seed's stream)."""


def splitmix64(seed: int) -> Iterator[int]:
    """The SplitMix64 stream of 64-bit numbers for ``seed``."""
    state = seed & MASK64
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


_LIMITS = tuple((1 << 64) - (1 << 64) % (i + 1) for i in range(52))
"""Per ``i``: the draws ``below(i + 1)`` rejects start here (step 2 of the specification)."""


def shuffled_indices(seed: int, shuffle_number: int = 0) -> tuple[int, ...]:
    """The card indices of the deck after shuffle number ``shuffle_number`` of ``seed``.

    The SplitMix64 draws are made in the loop rather than taken from `splitmix64` (the same
    arithmetic; a generator's resumption costs more than a draw), checked against it by tests.
    """
    state = seed & MASK64
    order: list[int] = []
    for _ in range(shuffle_number + 1):
        order = list(range(52))
        i = 51
        while i:
            state = (state + 0x9E3779B97F4A7C15) & MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            z ^= z >> 31
            if z >= _LIMITS[i]:  # rejected (about once in 2**58 draws): draw again
                continue
            j = z % (i + 1)
            order[i], order[j] = order[j], order[i]
            i -= 1
    return tuple(order)
