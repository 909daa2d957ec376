"""One test (or a few) per defect of the issue: each asserts what the old code got wrong."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Any

import pytest

import bigtwo
from bigtwo import (
    BigTwoError,
    GameError,
    GameState,
    InvalidCards,
    InvalidSave,
    Match,
    Pass,
    Play,
    Redeal,
    RulesError,
)
from bigtwo._values.shuffle import MAX_SEED
from bigtwo.plugin import StraightTable, Suit, SuitOrder, hookimpl

RULES = bigtwo.ruleset()


def bad(value: object) -> Any:
    """``value`` typed as anything: the calls below pass wrong types on purpose."""
    return value


def advance(match: Match, *, finished: int, moves: int = 0) -> Match:
    """``match`` played by hints until ``finished`` deals are over, then ``moves`` more actions."""
    while len(match.finished) < finished:
        match = match.apply(bigtwo.hint(match.game))
    for _ in range(moves):
        match = match.apply(bigtwo.hint(match.game))
    return match


def edited(value: GameState | Match, change: Callable[[dict[str, Any]], object]) -> str:
    """The saved text of ``value`` after ``change`` edits its JSON document."""
    doc = json.loads(bigtwo.dumps(value))
    change(doc)
    return json.dumps(doc, ensure_ascii=False)


def run_cli(*argv: str, **kw: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bigtwo", *argv], capture_output=True, text=True, **kw)


class SplitStraights:
    """An explicit plugin: 2-3-4-5-6 becomes the top straight under the default value."""

    @hookimpl
    def bigtwo_straight_table(self, value: str) -> StraightTable | None:
        return bigtwo.ruleset(straights="split").straight_table if value == "twos-high" else None


class SpadesLowest:
    """An explicit plugin that reverses the default suit order (♠ < ♥ < ♣ < ♦)."""

    @hookimpl(tryfirst=True)
    def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
        if value != "diamonds-lowest":
            return None
        return SuitOrder((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS))


# 1. Saving drops explicit plugins ---------------------------------------------------------------


def test_a_game_under_explicit_plugins_is_not_saved_under_other_rules() -> None:
    rules = bigtwo.ruleset(plugins=[SplitStraights()])
    assert rules != RULES and rules.values == RULES.values  # same option names, other rules
    state = bigtwo.new_game(rules, seed=5)
    with pytest.raises(InvalidSave, match="explicit plugins"):
        bigtwo.dumps(state)
    with pytest.raises(InvalidSave, match="explicit plugins"):
        bigtwo.dumps(bigtwo.new_match(rules, seed=5))


def test_a_game_under_a_plugin_suit_order_is_not_saved_under_the_builtin_one() -> None:
    rules = bigtwo.ruleset(plugins=[SpadesLowest()])
    assert str(rules.lowest_card) == "3♠" and str(RULES.lowest_card) == "3♦"
    state = bigtwo.new_game(rules, seed=8)
    with pytest.raises(InvalidSave):
        bigtwo.dumps(state)
    with pytest.raises(InvalidSave):
        bigtwo.dumps(bigtwo.apply(state, bigtwo.hint(state)))


# 2. A match whose seeds wrap ----------------------------------------------------------------------


def test_a_match_whose_seeds_wrap_past_max_seed_saves_and_loads() -> None:
    match = advance(bigtwo.new_match(seed=MAX_SEED, deals=3), finished=1, moves=2)
    assert match.finished[0].seed == MAX_SEED
    assert (match.game.seed, match.game.deal_number) == (0, 2)
    assert bigtwo.loads(bigtwo.dumps(match)) == match
    over = advance(match, finished=3)
    assert over.over and [g.seed for g in over.finished] == [MAX_SEED, 0, 1]
    assert bigtwo.loads(bigtwo.dumps(over)) == over


# 3. Option keys that are ruleset()'s own parameters ----------------------------------------------


@pytest.mark.parametrize(
    "code",
    [
        "X1.1.4.classic.variant=chinese",
        "X1.1.4.classic.plugins=x",
        "X1.1.4.classic.options=x",
        "X2.1.4.2.0.classic.variant=chinese",
    ],
)
def test_a_deal_code_with_a_parameter_name_as_option_is_invalid(code: str) -> None:
    with pytest.raises(InvalidSave, match="unknown option"):
        bigtwo.parse_deal_code(code)


@pytest.mark.parametrize("key", ["variant", "plugins"])
def test_a_saved_game_with_a_parameter_name_as_option_is_invalid(key: str) -> None:
    text = edited(bigtwo.new_game(seed=3), lambda d: d["rules"]["options"].update({key: "chinese"}))
    with pytest.raises(InvalidSave, match=f"unknown option '{key}'"):
        bigtwo.loads(text)


@pytest.mark.parametrize("option", ["variant=chinese", "plugins=x"])
def test_the_cli_reports_a_parameter_name_as_option_without_a_traceback(option: str) -> None:
    done = run_cli("classify", "3D", "-o", option)
    assert done.returncode == 1
    assert done.stderr.startswith("bigtwo: ") and "unknown option" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


# 4. readout / if_ended_now and the assistant rule -------------------------------------------------


def test_if_ended_now_charges_the_assistant_as_score_game_does() -> None:
    rules = bigtwo.ruleset("classic", assistant="on")
    state = bigtwo.apply(bigtwo.new_game(rules, hands=["3D 5D 2S", "9C", "4D 6D", "7D 8D"]), Play("3D"))
    assert state.violations == ((0, 1),)
    assert bigtwo.if_ended_now(state, 0) == -6
    assert bigtwo.readout(state, 0) == "2 left · −6 if it ended now"
    assert bigtwo.readout(state, 0, "es") == "Quedan 2 · si acaba ya −6"
    ended = bigtwo.apply(state, Play("9C"))  # seat 1 goes out, as the readout supposes
    assert ended.winner == 1
    points = bigtwo.score_game(ended).points
    for seat in (0, 2, 3):  # every seat that supposes seat 1 goes out
        assert bigtwo.if_ended_now(state, seat) == points[seat], seat


# 5. Deal codes of later deals of a match -----------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "seed"),
    [(bigtwo.ruleset("cardroom"), 1), (bigtwo.ruleset(opener="last-winner"), 1)],
    ids=["cardroom-alternate", "last-winner"],
)
def test_a_deal_code_reproduces_a_later_deal_of_a_match(rules: bigtwo.RuleSet, seed: int) -> None:
    match = advance(bigtwo.new_match(rules, seed=seed, deals=3), finished=1)
    start = match.game
    assert start.deal_number == 2 and start.previous_winner == match.finished[0].winner and not start.history
    first_deal_like = bigtwo.new_game(rules, seed=start.seed)
    assert (first_deal_like.step, first_deal_like.leader) != (start.step, start.leader)  # the place matters
    code = bigtwo.deal_code(start)
    again = bigtwo.new_game(code=code)
    fields = ("step", "leader", "to_move", "deal_number", "previous_winner")
    assert [getattr(again, f) for f in fields] == [getattr(start, f) for f in fields]
    assert again == start
    state = advance(match, finished=1, moves=7).game
    assert state.deal_number == 2 and len(state.history) >= 7
    assert bigtwo.replay(code, state.history)[-1] == state
    assert bigtwo.parse_deal_code(code) == bigtwo.ParsedCode(rules, 4, match.seed + 1, 2, start.previous_winner)


@pytest.mark.parametrize(("deal_number", "previous_winner"), [(1, None), (1, 2), (3, None), (2, 0), (7, 3)])
def test_every_deal_new_game_starts_has_a_code_that_restarts_it(deal_number: int, previous_winner: int | None) -> None:
    for rules in (bigtwo.ruleset("cardroom"), bigtwo.ruleset(opener="last-winner")):
        state = bigtwo.new_game(rules, seed=5, deal_number=deal_number, previous_winner=previous_winner)
        assert bigtwo.new_game(code=bigtwo.deal_code(state)) == state


# 6. `bigtwo rules classic | head -1` ------------------------------------------------------------------


@pytest.mark.parametrize("unbuffered", [True, False], ids=["unbuffered", "buffered"])
def test_the_cli_stops_quietly_when_its_reader_goes_away(unbuffered: bool) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line is written (as `| head -1` after one line)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "bigtwo", "rules", "classic"], stdout=write, stderr=subprocess.PIPE, env=env
        )
    finally:
        os.close(write)
    stderr = done.stderr.decode()
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr and "Exception ignored" not in stderr
    assert done.returncode == 141


def test_the_cli_output_read_one_line_at_a_time() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "bigtwo", "rules", "classic"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()
    stderr = process.stderr.read().decode()
    process.stderr.close()
    assert process.wait(timeout=60) in (0, 141)
    assert first == b"Classic\n" and "Traceback" not in stderr


# 8. Found by fuzzing ----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, '{"a":' * 100_000 + "1" + "}" * 100_000])
def test_deeply_nested_json_is_an_invalid_save(text: str) -> None:
    with pytest.raises(InvalidSave):
        bigtwo.loads(text)


def test_a_boolean_is_not_a_seat() -> None:
    with pytest.raises(GameError):
        Redeal(True)
    with pytest.raises(GameError):
        bigtwo.Turn(True, Pass())
    state = bigtwo.new_game(bigtwo.ruleset("dragon"), seed=1)
    with pytest.raises(GameError):
        bigtwo.apply(state, Pass(), seat=bad(True))
    with pytest.raises(GameError):
        bigtwo.check(state, Redeal(0), seat=bad(False))


def _match_of_two_over() -> Match:
    return advance(bigtwo.new_match(seed=3, deals=2), finished=2)


def _match_in_deal_two() -> Match:
    return advance(bigtwo.new_match(seed=3, deals=2), finished=1, moves=1)


def test_a_saved_match_cannot_have_more_finished_deals_than_its_length() -> None:
    over = _match_of_two_over()
    assert bigtwo.loads(bigtwo.dumps(over)) == over
    with pytest.raises(InvalidSave, match="2 finished deals in a match of 1"):
        bigtwo.loads(edited(over, lambda d: d.update(deals=1)))


def test_a_saved_match_over_after_deal_one_cannot_have_deal_two_in_progress() -> None:
    match = _match_in_deal_two()
    assert bigtwo.loads(bigtwo.dumps(match)) == match
    with pytest.raises(InvalidSave):
        bigtwo.loads(edited(match, lambda d: d.update(deals=1)))


def test_a_saved_match_not_over_cannot_be_in_its_last_finished_deal() -> None:
    match = _match_in_deal_two()

    def copy_last(doc: dict[str, Any]) -> None:
        doc["game"] = doc["finished"][-1]

    with pytest.raises(InvalidSave):
        bigtwo.loads(edited(match, copy_last))

    def drop_current(doc: dict[str, Any]) -> None:  # a match of two, over after its first deal
        doc["game"] = doc["finished"][-1]
        doc["deals"] = 1

    assert isinstance(bigtwo.loads(edited(match, drop_current)), Match)  # this one new_match + apply can make
    with pytest.raises(InvalidSave):  # over: its game is its last deal, not an earlier one
        bigtwo.loads(edited(_match_of_two_over(), lambda d: d.update(game=d["finished"][0])))


def test_a_saved_match_stops_at_the_deal_that_reached_its_target() -> None:
    match = advance(bigtwo.new_match(seed=12, target=30), finished=3)
    cards = match.score_cards
    reached_first = -min(cards[0].points)  # a target the first deal alone reached
    assert reached_first > 0 and len(match.finished) >= 2
    with pytest.raises(InvalidSave, match="over after deal 1"):
        bigtwo.loads(edited(match, lambda d: d.update(target=reached_first)))


@pytest.mark.parametrize(
    "code",
    [
        "X1.١٢٣٤.2.dragon",  # Arabic-Indic digits
        "X1.１２３４.2.dragon",  # full-width digits
        "X1.1234.٢.dragon",
        "B02L١٢٣٤",
        "X2.1234.4.٢.0.classic",
        "X1.1.4.classic.flush=rank-first+flush=suit-first",
        "X1.1.4.classic.flush=rank-first+flush=rank-first",
        "X1.1.4.classic.flush=rank-first+fl%75sh=suit-first",
    ],
)
def test_deal_codes_refuse_unicode_digits_and_repeated_options(code: str) -> None:
    with pytest.raises(InvalidSave):
        bigtwo.parse_deal_code(code)


@pytest.mark.parametrize("plugin", [None, 1, "bigtwo_upside_down", 2.5])
def test_a_plugin_is_an_object_with_hooks(plugin: object) -> None:
    with pytest.raises(RulesError):
        bigtwo.ruleset(plugins=[plugin])


def test_a_code_for_other_players_names_the_value_given() -> None:
    with pytest.raises(GameError, match="is for 4 players, not '4'"):
        bigtwo.new_game(code="B02L1", players=bad("4"))


_STATE = bigtwo.new_game(seed=1)
_CARD = bigtwo.score(["", "3D", "4D 5D", "6D"], RULES)


@pytest.mark.parametrize(
    ("call", "error"),
    [
        pytest.param(lambda: bigtwo.legal_actions(bad(None)), GameError, id="legal_actions(None)"),
        pytest.param(lambda: bigtwo.match_totals(bad(5)), GameError, id="match_totals(5)"),
        pytest.param(lambda: bigtwo.match_totals(bad([1])), GameError, id="match_totals([1])"),
        pytest.param(lambda: bigtwo.readout(_STATE, bad("0")), GameError, id='readout(state, "0")'),
        pytest.param(lambda: bigtwo.replay(_STATE, bad(None)), GameError, id="replay(state, None)"),
        pytest.param(lambda: bigtwo.option_values(bad([])), RulesError, id="option_values([])"),
        pytest.param(lambda: bigtwo.ruleset(bad([])), RulesError, id="ruleset([])"),
        pytest.param(lambda: bigtwo.ruleset(plugins=bad(5)), RulesError, id="ruleset(plugins=5)"),
        pytest.param(lambda: bigtwo.new_game(hands=bad(5)), GameError, id="new_game(hands=5)"),
        pytest.param(lambda: bigtwo.score(bad(5), RULES), BigTwoError, id="score(5, rules)"),
        pytest.param(lambda: _CARD.render(names=["a"]), GameError, id='card.render(names=["a"])'),
        pytest.param(lambda: bigtwo.dumps(_STATE, indent=bad([])), GameError, id="dumps(state, indent=[])"),
        pytest.param(lambda: bigtwo.deal(1, 4, bad("classic")), RulesError, id='deal(1, 4, "classic")'),
        pytest.param(
            lambda: bigtwo.deal(1, 4, RULES, shuffle_number=-1), GameError, id="deal(1, 4, rules, shuffle_number=-1)"
        ),
        pytest.param(lambda: RULES.sort(bad(["3D"])), RulesError, id='rules.sort(["3D"])'),
        pytest.param(lambda: bigtwo.Card(bad(13), bad(0)), InvalidCards, id="Card(13, 0)"),
    ],
)
def test_wrong_arguments_raise_bigtwo_errors(call: Callable[[], object], error: type[BigTwoError]) -> None:
    with pytest.raises(error):
        call()


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


def test_a_huge_indent_is_refused_not_written() -> None:
    with pytest.raises(GameError, match="indent"):  # 10**12 spaces a line used to fill the memory
        bigtwo.dumps(_STATE, indent=10**6)
    assert bigtwo.loads(bigtwo.dumps(_STATE, indent=64)) == _STATE


def test_a_bad_rank_names_the_accepted_ranks() -> None:
    with pytest.raises(InvalidCards, match=r"0 \(Rank.THREE\) to 12 \(Rank.TWO\), not 13"):
        bigtwo.Card(bad(13), bad(0))


def test_a_seat_cannot_demand_another_seats_redeal() -> None:
    rules = bigtwo.ruleset("dragon")
    for seed in range(500):
        state = bigtwo.new_game(rules, seed=seed)
        redeals = [a for a in bigtwo.legal_actions(state) if isinstance(a, bigtwo.Redeal)]
        if redeals:
            break
    else:  # pragma: no cover - a weak hand turns up within a few hundred seeds
        pytest.fail("no seed with a weak hand")
    weak = redeals[0].seat
    other = (weak + 1) % state.players
    with pytest.raises(bigtwo.GameError, match="names its own seat"):
        bigtwo.apply(state, bigtwo.Redeal(weak), seat=other)
    assert bigtwo.apply(state, bigtwo.Redeal(weak), seat=weak).setup.shuffle_number == 1


def test_a_match_scores_each_deal_once_and_keeps_the_cards() -> None:
    match = bigtwo.new_match(bigtwo.ruleset("chinese"), seed=21, deals=3)
    while not match.over:
        match = match.apply(bigtwo.hint(match.game))
    assert match.score_cards == tuple(bigtwo.score_game(g) for g in match.finished)
    loaded = bigtwo.loads(bigtwo.dumps(match))
    assert isinstance(loaded, Match) and loaded.score_cards == match.score_cards
    with pytest.raises(GameError, match="one score card per finished deal"):
        Match(match.rules, 4, 21, 3, None, match.finished, match.game, match.score_cards[:1])


def test_repeated_keys_in_a_save_are_refused() -> None:
    text = bigtwo.dumps(bigtwo.new_game(seed=5))
    with pytest.raises(InvalidSave, match="'seed' appears twice"):
        bigtwo.loads(text.replace('"seed": 5', '"seed": 99, "seed": 5'))


def test_the_cli_refuses_an_option_given_twice() -> None:
    cmd = [sys.executable, "-m", "bigtwo", "classify", "3D", "-o", "straights=split", "-o", "straights=no-twos"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    assert done.returncode != 0 and "straights is given twice" in done.stderr and "Traceback" not in done.stderr


def test_a_match_refuses_deals_of_other_tables() -> None:
    with pytest.raises(GameError, match="3 players"):
        Match(bigtwo.ruleset(), 3, 0, None, None, (), bigtwo.new_game(seed=1))


def test_a_plugin_scheme_or_rule_with_a_bug_is_named() -> None:
    class Buggy:
        @hookimpl
        def bigtwo_option_values(self) -> list[bigtwo.OptionValue]:
            return [bigtwo.OptionValue("scoring", "buggy", bigtwo.plugin.Localized(en="Buggy.", es="Con fallos."))]

        @hookimpl
        def bigtwo_scoring(self, value: str) -> bigtwo.plugin.ScoringScheme | None:
            def lines(given: bigtwo.plugin.ScoreInput) -> tuple[bigtwo.ScoreLine, ...]:
                raise ZeroDivisionError("oops")

            return bigtwo.plugin.ScoringScheme(lines) if value == "buggy" else None

    # The scheme is tried on probe deals when the rule set is built, so the bug shows there.
    with pytest.raises(RulesError, match=r"scoring scheme 'buggy' \(plugin Buggy\) raised ZeroDivisionError: oops"):
        bigtwo.ruleset(plugins=[Buggy()], scoring="buggy")
