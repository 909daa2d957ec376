"""`parse_deal_code` of arbitrary text and of changed real codes: either `InvalidSave`, or a code that
starts a deal whose own code means the same."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bigtwo
from bigtwo import (
    InvalidSave,
)
from tests.support.fuzzing import REAL_CODES

CODE_CHARACTERS = "0123456789.=+-_%XBLWxbrakcs ١２\u00a0é\n"


@st.composite
def mutated_codes(draw: st.DrawFn) -> str:
    """A real deal code with a few characters inserted, deleted or replaced."""
    code = list(draw(st.sampled_from(REAL_CODES)))
    for _ in range(draw(st.integers(1, 3))):
        at_ = draw(st.integers(0, len(code)))
        character = draw(st.sampled_from(CODE_CHARACTERS))
        operation = draw(st.sampled_from(["insert", "delete", "replace"]))
        if operation == "insert" or at_ == len(code):
            code.insert(at_, character)
        elif operation == "delete":
            del code[at_]
        else:
            code[at_] = character
    return "".join(code)


def assert_code_parses_or_is_invalid(code: str) -> None:
    try:
        parsed = bigtwo.parse_deal_code(code)
    except InvalidSave:
        return
    state = bigtwo.new_game(code=code)
    assert (state.rules, state.players, state.seed) == (parsed.rules, parsed.players, parsed.seed)
    assert (state.deal_number, state.previous_winner) == (parsed.deal_number, parsed.previous_winner)
    again = bigtwo.deal_code(state)
    assert bigtwo.parse_deal_code(again) == parsed
    assert bigtwo.new_game(code=again) == state


@pytest.mark.parametrize("code", REAL_CODES)
def test_the_real_codes_parse(code: str) -> None:
    bigtwo.parse_deal_code(code)
    assert_code_parses_or_is_invalid(code)


@given(st.one_of(st.text(), st.text(alphabet=CODE_CHARACTERS), mutated_codes()))
def test_a_deal_code_parses_or_is_invalid(code: str) -> None:
    assert_code_parses_or_is_invalid(code)
