"""Arguments at and past their documented bounds, and the memo that threads share: each refused
with its own code at the edge, never deep inside, and no thread ever sees another's value."""

from __future__ import annotations

import json
import threading

import pytest

import bigtwo
from bigtwo import MAX_DEAL_NUMBER, GameError, InvalidSave
from bigtwo._records.match import MAX_TARGET
from bigtwo._values.fast import private_per_ruleset


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"backend": []}, "simulate-unknown-backend"),
        ({"backend": {"local": 1}}, "simulate-unknown-backend"),
        ({"backend": "processes", "workers": 10**5000}, "simulate-bad-workers"),
        ({"backend": "processes", "workers": 1025}, "simulate-bad-workers"),
    ],
)
def test_simulate_refuses_backends_and_workers_out_of_bounds(kwargs: dict[str, object], code: str) -> None:
    with pytest.raises(GameError) as caught:
        bigtwo.simulate(["novice", "novice"], 1, **kwargs)  # type: ignore[arg-type]
    assert caught.value.code == code
    assert len(str(caught.value)) < 200


def test_a_match_s_limits_have_bounds_and_saves_keep_to_them() -> None:
    for kwargs in ({"deals": 10**5000}, {"deals": MAX_DEAL_NUMBER + 1}, {"target": MAX_TARGET + 1}):
        with pytest.raises(GameError) as caught:
            bigtwo.new_match(seed=3, **kwargs)  # type: ignore[arg-type]
        assert caught.value.code == "match-bad-limit"
        assert f"to {MAX_TARGET if 'target' in kwargs else MAX_DEAL_NUMBER}," in str(caught.value)
    longest = bigtwo.new_match(seed=3, deals=MAX_DEAL_NUMBER, target=MAX_TARGET)
    doc = json.loads(bigtwo.dumps(longest))
    assert bigtwo.loads(doc) == longest
    for name, value in (("deals", MAX_DEAL_NUMBER + 1), ("target", 10**40)):
        with pytest.raises(InvalidSave) as saved:
            bigtwo.loads({**doc, name: value})
        assert saved.value.code == "save-bad-limit"
    with pytest.raises(InvalidSave) as saved:
        bigtwo.loads({**doc, "bogus": 1})
    assert saved.value.code == "json-unknown-key"


def test_a_match_from_the_last_deal_s_code_has_room_for_one_deal() -> None:
    last = bigtwo.new_game(seed=0, players=2, deal_number=MAX_DEAL_NUMBER)
    code = bigtwo.deal_code(last)
    assert bigtwo.new_match(code=code, deals=1).first_deal == MAX_DEAL_NUMBER
    with pytest.raises(GameError) as caught:
        bigtwo.new_match(code=code, deals=2)
    assert caught.value.code == "match-bad-limit"


def test_a_code_past_the_last_deal_number_is_not_a_code_this_library_reads() -> None:
    with pytest.raises(InvalidSave) as caught:
        bigtwo.parse_deal_code("X2.1.4.2000000.0.classic")
    assert caught.value.code == "code-deal-number-too-large"
    assert bigtwo.parse_deal_code(f"X2.1.4.{MAX_DEAL_NUMBER}.0.classic").deal_number == MAX_DEAL_NUMBER


@pytest.mark.parametrize(
    "kwargs", [{"deal_number": None}, {"deal_number": 0}, {"shuffle_number": -1}, {"previous_winner": 4}]
)
def test_a_setup_refuses_numbers_out_of_range(kwargs: dict[str, object]) -> None:
    rules = bigtwo.ruleset()
    state = bigtwo.new_game(rules, seed=1)
    with pytest.raises(GameError) as caught:
        bigtwo.Setup.of(rules, 4, 1, state.dealt, **kwargs)  # type: ignore[arg-type]
    assert caught.value.code == "setup-bad-number"


def test_the_per_rule_set_memo_gives_each_thread_its_own_rule_set_s_value() -> None:
    memo = private_per_ruleset(lambda rules: rules.options, keep=4)
    sets = [
        bigtwo.ruleset(straights=s, flush=f)
        for s in ("twos-high", "no-twos", "split")
        for f in ("suit-first", "rank-first")
    ]
    sets += [bigtwo.ruleset(v) for v in ("chinese", "doubling", "dragon", "taiwanese", "cardroom", "pusoy-dos")]
    wrong: list[object] = []

    def hammer(offset: int) -> None:
        for i in range(4000):
            rules = sets[(i * (offset + 1) + offset) % len(sets)]
            if memo(rules) != rules.options:
                wrong.append(rules)

    threads = [threading.Thread(target=hammer, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not wrong
