"""The observation: a fixed-size numpy vector of what one seat may know (`observe`, from a
`bigtwo.SeatView`, so nothing can reach another seat's cards), laid out as `LAYOUT` says, its
card vectors in the order of `card_order`; and the steps of building it that the environments'
`Encoder` shares."""

from __future__ import annotations

import functools
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from .._game.actions import Play
from .._game.view import SeatView
from .._rules.ruleset import RuleSet
from .._spec.components import Category
from .._values.cards import DECK, Card
from .._values.errors import GameError, shown
from ._history import check_history, history_vector
from ._layout import (
    BYTE_BITS,
    CARD_BITS,
    CARDS_LEFT,
    CATEGORY_FLAGS,
    FIRST_PLAY_FLAG,
    LAYOUT,
    OBSERVATION_SIZE,
    PACKED_BYTES,
)
from ._rules_info import RulesInfo, rules_info

__all__ = ["assemble", "card_order", "flag_bits", "observe", "packed", "played_by_seat", "seating_for", "unpack_rows"]

_OWNER = LAYOUT["table_owner"].start - CARD_BITS
_LEADER = LAYOUT["leader"].start - CARD_BITS
_TO_MOVE = LAYOUT["to_move"].start - CARD_BITS
_PASSED = LAYOUT["passed"].start - CARD_BITS


def card_order(rules: RuleSet) -> tuple[Card, ...]:
    """The 52 cards in the order of an observation's card vectors: from the lowest to the highest single.

    Args:
        rules: The rule set whose order of singles it is.

    Returns:
        The cards: entry ``k`` is the card whose `bigtwo.RuleSet.card_key` is ``k``.

    >>> import bigtwo
    >>> [str(c) for c in card_order(bigtwo.ruleset("pusoy-dos"))[:5]]
    ['3♣', '3♠', '3♥', '3♦', '4♣']
    """
    return tuple(DECK[i] for i in rules_info(rules).order)


_BYTE_BITS = BYTE_BITS


@functools.lru_cache(maxsize=64)
def seating_for(players: int, step: int, seat: int) -> tuple[tuple[int, ...], ...]:
    """Per absolute seat, where its entries go in ``seat``'s observation (seats counted from
    ``seat`` in the direction of play): the shift of its played cards, the index of its cards
    left, and its bit in the passed, owner, leader and to-move flags."""
    rel = [(s - seat) * step % players for s in range(players)]
    return (
        tuple(104 + 52 * r for r in rel),
        tuple(CARDS_LEFT + r for r in rel),
        tuple(1 << (_PASSED + r) for r in rel),
        tuple(1 << (_OWNER + r) for r in rel),
        tuple(1 << (_LEADER + r) for r in rel),
        tuple(1 << (_TO_MOVE + r) for r in rel),
    )


def packed(
    info: RulesInfo,
    seating: tuple[tuple[int, ...], ...],
    players: int,
    cards: int,
    flags: int,
    played: Sequence[int],
    counts: Sequence[int],
) -> tuple[bytes, list[int]]:
    """The observation before it is unpacked: its 0/1 entries as bytes (as `assemble` unpacks
    them), and the cards left per seat counted from the observer (4 numbers, 0 past the last
    seat), which go in the ``cards_left`` entries."""
    shifts, lefts = seating[0], seating[1]
    for s in range(players):
        cards |= played[s] << shifts[s]
    data = cards.to_bytes(CARD_BITS // 8, "little")
    if info.translate is not None:
        data = data.translate(info.translate)
    left = [0, 0, 0, 0]
    for s in range(players):
        left[lefts[s] - CARDS_LEFT] = counts[s]
    return data + flags.to_bytes(PACKED_BYTES - CARD_BITS // 8, "little"), left


def unpack_rows(rows: Sequence[bytes]) -> npt.NDArray[np.float32]:
    """Observation vectors, one row per packed observation (its 0/1 entries as `packed` makes
    them, then its four cards-left entries a byte each), unpacked in one call."""
    raw = np.frombuffer(b"".join(rows), np.uint8).reshape(len(rows), PACKED_BYTES + 4)
    out = _BYTE_BITS.take(raw[:, :PACKED_BYTES], axis=0).reshape(len(rows), -1)[:, :OBSERVATION_SIZE]
    out[:, CARDS_LEFT : CARDS_LEFT + 4] = raw[:, PACKED_BYTES:]
    return out


def assemble(
    info: RulesInfo,
    seating: tuple[tuple[int, ...], ...],
    players: int,
    cards: int,
    flags: int,
    played: Sequence[int],
    counts: Sequence[int],
) -> npt.NDArray[np.float32]:
    """The observation vector: ``cards`` holds the hand and the table play (bits 0-103),
    ``flags`` the 0/1 entries after the card planes (from bit 0); ``played`` and ``counts`` are
    per absolute seat. The 0/1 entries are built as one integer and unpacked at once."""
    data, left = packed(info, seating, players, cards, flags, played, counts)
    out = _BYTE_BITS.take(np.frombuffer(data, np.uint8), axis=0).reshape(-1)[:OBSERVATION_SIZE]
    out[CARDS_LEFT : CARDS_LEFT + 4] = left
    return out


def flag_bits(
    info: RulesInfo,
    seating: tuple[tuple[int, ...], ...],
    players: int,
    category: Category | None,
    owner: int | None,
    leader: int,
    to_move: int | None,
    passed: int,
    first_play: bool,
) -> int:
    """The 0/1 entries after the card planes as one integer (bit 0 is the first of them), the
    seats placed by ``seating``; ``passed`` has bit ``s`` set for each absolute seat ``s`` that passed."""
    flags = info.constant[players] | seating[4][leader]
    if passed:
        bits = seating[2]
        for s in range(players):
            if passed >> s & 1:
                flags |= bits[s]
    if category is not None:
        flags |= CATEGORY_FLAGS[category]
    if owner is not None:
        flags |= seating[3][owner]
    if to_move is not None:
        flags |= seating[5][to_move]
    if first_play:
        flags |= FIRST_PLAY_FLAG
    return flags


def played_by_seat(view: SeatView) -> list[int]:
    """The cards each seat of ``view``'s deal has played so far, as masks in seat order."""
    played = [0] * view.players
    for turn in view.history:
        if isinstance(turn.action, Play):
            played[turn.seat] |= turn.action.mask
    return played


def observe(view: SeatView, history: int = 0) -> npt.NDArray[np.float32]:
    """The observation vector of a seat's view: what the seat may know, as numbers.

    Args:
        view: The seat's view (`bigtwo.view`), so nothing of another seat's cards can reach it.
        history: How many of the last turns to add, newest first, each `HISTORY_ENTRY`
            numbers laid out as `HISTORY_LAYOUT` says (0, the default: none).

    Returns:
        ``OBSERVATION_SIZE + history * HISTORY_ENTRY`` float32 entries, laid out as `LAYOUT` says
        and then the history: its hand, the table
        play, its category and owner, the leader, the seat to move, who passed this round,
        cards left and cards played per seat (seats counted from the viewer in the direction
        of play), the number of players, whether this is the deal's first play, and the
        options that matter for play. Card vectors are in the order of `card_order`.

    Raises:
        GameError: ``view`` is not a `bigtwo.SeatView`, or ``history`` is not from 0 to
            `MAX_HISTORY`.

    >>> import bigtwo
    >>> obs = observe(bigtwo.view(bigtwo.new_game(seed=1739204), 3))
    >>> obs.shape, int(obs[LAYOUT["hand"]].sum()), obs[LAYOUT["cards_left"]].tolist()
    ((382,), 13, [13.0, 13.0, 13.0, 13.0])
    """
    if not isinstance(view, SeatView):
        raise GameError("rl-not-a-view", value=shown(view))
    table = view.table
    passed = 0
    for s in view.passed:
        passed |= 1 << s
    info = rules_info(view.rules)
    seating = seating_for(view.players, view.step, view.seat)
    flags = flag_bits(
        info,
        seating,
        view.players,
        table.category if table is not None else None,
        view.owner,
        view.leader,
        view.to_move,
        passed,
        view.opening is not None,
    )
    cards = view.mask | (table.mask << 52 if table is not None else 0)
    out = assemble(info, seating, view.players, cards, flags, played_by_seat(view), view.cards_left)
    if check_history(history):
        past = history_vector(info, view.history, view.seat, view.players, view.step, history)
        return np.concatenate((out, past))
    return out
