"""The fast paths of `bigtwo.apply` against its general path, on random deals.

`apply` without a ``seat`` checks and records a single, pair or triple in one step, and moves a
pass on without a call, where the table rules let the turn simply move on; with ``seat`` it
takes the general path (`_verdict`, then `_after_play` or `_after_pass`). Both must give the same
state, field for field, or the same reason a play is illegal, under every variant and the table
rules that turn the fast paths off, built in or added by a plugin (the top card's automatic
pass alone, which the built-in options only give together with the short hand's)."""

from __future__ import annotations

import random

import attrs
import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import IllegalPlay, Pass, Play
from bigtwo._game.state import GameState
from bigtwo.plugin import Localized, OptionValue, hookimpl
from tests.support.strategies import VARIANTS

TABLE_RULES = (
    {"assistant": "on"},
    {"auto_pass": "top-card-and-short-hands"},
    {"pass_locks_out": "on"},
    {"bombs": "quads-and-straight-flush"},
)


CASES: list[tuple[str, dict[str, str]]] = [(v, {}) for v in VARIANTS] + [("classic", o) for o in TABLE_RULES]


def outcome(state: GameState, action: Play | Pass, seat: int | None) -> object:
    """Every field of the state after ``action`` (and the turn recorded), or the reason it is illegal."""
    try:
        after = bigtwo.apply(state, action, seat=seat)
    except IllegalPlay as exc:
        return exc.reason
    return [getattr(after, f.name) for f in attrs.fields(GameState)], after.history[-1]


def probes(state: GameState, legal: tuple[Play | Pass, ...], rng: random.Random) -> list[Play | Pass]:
    """The legal actions, and plays of the caller's own making: cards of the hand (whether or not
    they beat the table or hold the opening card), cards of another hand, and a pass."""
    assert state.to_move is not None
    hand = [c for c in bigtwo.DECK if state.masks[state.to_move] >> c.index & 1]
    other = [c for c in bigtwo.DECK if not state.masks[state.to_move] >> c.index & 1]
    made: list[Play | Pass] = [*legal, Pass()]
    for size in (1, 2, 3):
        if len(hand) >= size:
            made.append(Play(rng.sample(hand, size)))
    same = [c for c in hand if c.rank == hand[-1].rank]
    made.append(Play(same))  # a pair or triple when the top rank is held more than once
    if other:
        made.append(Play([rng.choice(other)]))
    return made


def check_whole_deals(rules: bigtwo.RuleSet) -> None:
    """Every probe at every state of random deals at 2, 3 and 4 seats answers as the general path."""
    for players in (2, 3, 4):
        for seed in range(6):
            rng = random.Random(seed)
            state = bigtwo.new_game(rules, players=players, seed=seed)
            while state.winner is None:
                assert state.to_move is not None
                legal = bigtwo.legal_plays(state)
                for action in probes(state, legal, rng):
                    assert outcome(state, action, None) == outcome(state, action, state.to_move)
                state = bigtwo.apply(state, rng.choice(legal))


@pytest.mark.parametrize(
    ("variant", "options"), CASES, ids=[" ".join([v, *(f"{k}={x}" for k, x in o.items())]) for v, o in CASES]
)
def test_apply_answers_as_its_general_path_through_whole_deals(variant: str, options: dict[str, str]) -> None:
    check_whole_deals(bigtwo.ruleset(variant, **options))


class TableRules:
    """Automatic passes the built-in options do not give alone: the top card's rule without the
    short hand's, and a rule of a plugin's own (without a 2, a single is passed)."""

    @hookimpl
    def bigtwo_option_values(self) -> list[OptionValue]:
        return [
            OptionValue("auto_pass", "top-card-only", Localized(en="Top card only.", es="Solo la carta más alta.")),
            OptionValue("auto_pass", "no-twos", Localized(en="No 2, no single.", es="Sin un 2, no hay suelta.")),
        ]

    @hookimpl
    def bigtwo_auto_pass(self, value: str) -> bigtwo.plugin.AutoPassRule | None:
        if value == "top-card-only":
            return bigtwo.plugin.AutoPassRule(True, False)
        if value != "no-twos":
            return None

        def test(hand: tuple[bigtwo.Card, ...], table: tuple[bigtwo.Card, ...], rules: bigtwo.plugin.RuleView) -> bool:
            return len(table) == 1 and all(c.rank is not bigtwo.Rank.TWO for c in hand)

        return bigtwo.plugin.AutoPassRule(False, False, test=test)


@pytest.mark.parametrize("auto_pass", ["top-card-only", "no-twos"])
def test_apply_answers_as_its_general_path_under_a_plugin_s_automatic_passes(auto_pass: str) -> None:
    rules = bigtwo.ruleset(plugins=[TableRules()], auto_pass=auto_pass)
    state = bigtwo.new_game(rules, seed=3)
    if auto_pass == "top-card-only":  # the turn moves on plainly, but the play checks the top card
        assert state.setup.plain and state.setup.top_card
    else:  # a rule of its own: the turn takes the detour
        assert not state.setup.plain
    check_whole_deals(rules)


def test_a_play_of_the_caller_s_own_is_recorded_as_the_prepared_turn() -> None:
    rules = bigtwo.ruleset()
    state = bigtwo.new_game(rules, hands=["3D 4D 4C", "5D 6D 6C", "7D 8D", "9D 10D"])
    state = bigtwo.apply(state, Play("3D"))
    fast = bigtwo.apply(state, Play("6D"))  # made by the caller, not taken from legal_plays
    general = bigtwo.apply(state, Play("6D"), seat=1)
    assert fast == general and fast.history[-1] is general.history[-1]
    assert fast.table is general.table is bigtwo.legal_plays(state)[1].combo  # type: ignore[union-attr]
