"""The shuffle: SplitMix64's reference vectors, golden deal orders, redeals, and its specification."""

from __future__ import annotations

import random
import threading

import pytest

import bigtwo
from bigtwo import (
    GameError,
)
from bigtwo._values import shuffle as _shuffle
from bigtwo._values.shuffle import shuffled_indices, splitmix64

RULES = bigtwo.ruleset()


def test_a_huge_shuffle_number_fails_fast() -> None:
    outcome: list[BaseException | None] = []

    def call() -> None:
        try:
            bigtwo.deal(1, 4, RULES, shuffle_number=10**10)  # used to shuffle 10**10 times: hours
        except BaseException as exc:
            outcome.append(exc)
        else:
            outcome.append(None)

    worker = threading.Thread(target=call, daemon=True)
    worker.start()
    worker.join(timeout=5)
    assert outcome and isinstance(outcome[0], GameError), outcome


# Golden orders: the same code must give the same 52 cards on every platform and in every
# future version. Changing one of these is a breaking change.
GOLDEN = {
    "B02L1739204": "Q♠ 10♣ 8♣ Q♦ A♠ Q♣ 7♠ 6♥ 6♠ 10♥ 9♦ 2♣ A♦ K♦ 2♠ 2♥ 3♥ 4♥ K♣ 3♦ 8♠ 3♣ K♠ 9♠ 4♦ J♣ 8♦ 8♥ 7♥ 9♣ 2♦ 10♠ 6♣ 5♥ J♥ 3♠ 5♠ Q♥ A♥ 4♣ 7♣ 5♦ 6♦ 5♣ 10♦ J♠ 4♠ 7♦ K♥ J♦ A♣ 9♥",
    "B00L0": "A♥ Q♦ 5♦ K♦ 6♥ 9♦ A♦ 5♣ 6♠ 3♦ 5♥ 4♥ J♥ 4♠ 2♥ Q♥ 10♥ 3♣ 10♦ 4♦ 9♥ 4♣ K♥ 8♥ 7♣ J♣ 8♦ 6♣ Q♣ 2♦ 5♠ 8♠ K♣ 7♦ 9♠ 8♣ 3♥ 9♣ Q♠ A♣ A♠ 7♠ 2♣ 10♠ 2♠ 3♠ J♦ K♠ 7♥ 10♣ 6♦ J♠",
    "B30W42": "4♥ 10♦ 6♦ Q♠ K♦ 3♦ 9♥ 9♣ 8♥ 4♦ A♥ Q♦ 9♠ K♥ 10♠ 7♣ 6♥ K♠ 7♥ 6♣ 7♠ 3♣ J♣ 4♠ 7♦ J♦ 2♠ 2♦ 10♣ 6♠ J♠ 2♣ 3♠ A♦ A♣ K♣ 8♦ 9♦ A♠ Q♥ 10♥ 4♣ 2♥ 8♣ 8♠ 5♠ 3♥ J♥ Q♣ 5♦ 5♥ 5♣",
    "X1.7.3.cardroom.straights=no-twos": "7♦ 4♦ Q♦ K♣ 10♣ J♠ 2♠ 7♥ K♥ J♦ 8♣ 3♣ 9♣ 2♣ 5♣ 9♠ 4♥ 3♠ A♣ K♦ 2♦ A♠ 3♥ Q♣ 6♥ 8♦ A♦ 3♦ 5♦ 8♠ 10♠ 6♠ 10♦ J♣ 9♥ Q♥ 4♣ Q♠ 7♠ 10♥ J♥ K♠ 2♥ 6♣ 6♦ 8♥ 4♠ 5♥ 7♣ A♥ 9♦ 5♠",
}  # fmt: skip


REDEAL_OF_1739204 = "J♦ 4♣ 2♣ A♦ 5♣ 10♦ A♣ K♦ 4♥ 9♠ 5♦ 7♣ 8♠ 8♥ 8♦ 3♣ Q♣ 2♠ 7♦ K♠ J♣ 3♥ 9♣ 10♥ K♣ 7♥ 8♣ 9♦ 2♥ Q♠ J♥ 6♥ Q♦ A♥ 4♠ K♥ 10♣ J♠ 2♦ 5♠ 6♣ 6♠ 3♠ 10♠ 5♥ 3♦ 9♥ 6♦ Q♥ A♠ 4♦ 7♠"  # fmt: skip


def test_splitmix64_matches_the_reference_vectors() -> None:
    stream = splitmix64(1234567)
    assert [next(stream) for _ in range(5)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821,
    ]  # fmt: skip
    assert next(splitmix64(0)) == 0xE220A8397B1DCDAF


@pytest.mark.parametrize("code", GOLDEN)
def test_golden_deal_orders(code: str) -> None:
    parsed = bigtwo.parse_deal_code(code)
    order = [bigtwo.DECK[i] for i in shuffled_indices(parsed.seed)]
    assert " ".join(map(str, order)) == GOLDEN[code]
    state = bigtwo.new_game(code=code)
    # Cards go one at a time to seats 0, 1, 2, ...
    for seat in range(state.players):
        assert set(state.hands[seat]) == set(order[seat : 13 * state.players : state.players])
    assert bigtwo.deal_code(state) == code


def test_redeals_take_the_next_shuffle() -> None:
    order = [bigtwo.DECK[i] for i in shuffled_indices(1739204, 1)]
    assert " ".join(map(str, order)) == REDEAL_OF_1739204


def shuffle_by_the_specification(seed: int, shuffle_number: int, limit: int | None = None) -> tuple[int, ...]:
    stream = _shuffle.splitmix64(seed)

    def below(n: int) -> int:
        bound = (1 << 64) - (1 << 64) % n if limit is None else limit
        while True:
            value = next(stream)
            if value < bound:
                return value % n

    order: list[int] = []
    for _ in range(shuffle_number + 1):
        order = list(range(52))
        for i in range(51, 0, -1):
            j = below(i + 1)
            order[i], order[j] = order[j], order[i]
    return tuple(order)


def test_the_shuffle_follows_its_specification(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(12)
    for seed in [0, 1, _shuffle.MAX_SEED, *(rng.randrange(_shuffle.MAX_SEED) for _ in range(100))]:
        for number in (0, 1, 3):
            assert _shuffle.shuffled_indices(seed, number) == shuffle_by_the_specification(seed, number)
    # A draw at or above the limit is rejected and drawn again (with a real limit, about once in 2**58 draws).
    monkeypatch.setattr(_shuffle, "_LIMITS", (1 << 63,) * 52)
    for seed in range(50):
        assert _shuffle.shuffled_indices(seed, 1) == shuffle_by_the_specification(seed, 1, limit=1 << 63)
