"""What the fuzz tests share: JSON values, real codes and rebuilt games."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

import bigtwo
from bigtwo import (
    DECK,
    Card,
    GameState,
    Match,
    Redeal,
)

VARIANTS = ("classic", "chinese", "cardroom", "doubling", "dragon", "pusoy-dos", "taiwanese")


Json = None | bool | int | float | str | list[Any] | dict[str, Any]


JSON: st.SearchStrategy[Json] = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=25,
)
"""Any JSON value (floats include NaN and infinities, which `json` reads and writes)."""


JUNK: st.SearchStrategy[object] = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.text(max_size=12),
    st.binary(max_size=6),
    st.lists(st.one_of(st.none(), st.integers(), st.text(max_size=4), st.floats()), max_size=4),
    st.tuples(st.integers(), st.text(max_size=3)),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=3),
)
"""A value of any common type, for arguments."""


def cards_of(mask: int) -> list[Card]:
    return [c for c in DECK if mask >> c.index & 1]


def text_of(mask: int) -> str:
    return " ".join(str(c) for c in cards_of(mask))


# ---------------------------------------------------------------------------------------------
# Oracles: what new_game/new_match and apply could have made


def rebuilt_game(state: GameState) -> GameState:
    """``state`` made again by `new_game` and `apply` from its own facts."""
    if state.seed is not None:
        start = bigtwo.new_game(
            state.rules,
            seed=state.seed,
            players=state.players,
            deal_number=state.deal_number,
            previous_winner=state.previous_winner,
        )
    else:
        start = bigtwo.new_game(
            state.rules,
            hands=[text_of(m) for m in state.dealt],
            players=state.players,
            deal_number=state.deal_number,
            previous_winner=state.previous_winner,
        )
    return bigtwo.replay(start, state.history)[-1]


def rebuilt_match(match: Match) -> Match:
    """``match`` made again by `new_match` and `Match.apply` from its own facts."""
    again = bigtwo.new_match(
        match.rules, players=match.players, seed=match.seed, deals=match.deals, target=match.target
    )
    for deal in [*match.finished, *([] if match.over else [match.game])]:
        for turn in deal.history:
            if not turn.auto:
                again = again.apply(turn.action, seat=None if isinstance(turn.action, Redeal) else turn.seat)
    return again


# ---------------------------------------------------------------------------------------------
# Deal codes

REAL_CODES = (
    "B02L1739204",
    "B32W5",
    "b00l0",
    "X1.7.3.cardroom.straights=no-twos",
    "X1.99.2.pusoy-dos.scoring=tiers",
    "X1.0.4.classic.direction=clockwise+pass_locks_out=on",
    "X1.999999999999.4.dragon",
    "X2.8.4.2.1.cardroom",
    "X2.2.4.2.3.classic.opener=last-winner",
    "X2.5.4.1.2.classic",
    "X2.5.3.3.-.taiwanese.suit_order=clubs-lowest",
)
