"""Every public function called with arguments of any type or value raises only `BigTwoError` subclasses.

``python tests/fuzz_long.py --minutes 5`` runs the fuzz tests of the suite much longer."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bigtwo
from bigtwo import (
    DECK,
    BigTwoError,
    Card,
    Pass,
    Play,
    Redeal,
)
from tests.support.fuzzing import JUNK, REAL_CODES, VARIANTS
from tests.support.games import a_match, hinted, random_moves

# ---------------------------------------------------------------------------------------------
# Every public function, with arguments of any type or value


@functools.cache
def _samples() -> dict[str, tuple[object, ...]]:
    rules = tuple(bigtwo.ruleset(v) for v in VARIANTS)
    fresh = bigtwo.new_game(seed=11)
    states = (
        fresh,
        random_moves(fresh, 9, 2),
        hinted(bigtwo.new_game(bigtwo.ruleset("cardroom"), seed=4, players=3), 300),
        bigtwo.new_game(hands=["3D 4D", "5D"]),
    )
    card = bigtwo.score(["", "3D", "4D 5D", "6D"], bigtwo.ruleset())
    return {
        "rules": rules,
        "state": states,
        "cards": ("3D", "3D 4D 5D 6D 7D", "9S 9D", "", "2S 2H", "AD 2C 3H 4S 5D", "KD KC KS 9S 9H", tuple(DECK[:3])),
        "seat": (0, 1, 2, 3, -1, 4),
        "lang": ("en", "es", "de"),
        "action": (Play("3D"), Pass(), Redeal(0), Redeal(3), Play("3D 4D 5D 6D 7D")),
        "match": (bigtwo.new_match(seed=4, deals=2), a_match(bigtwo.ruleset(), 5, finished=1, moves=0, deals=1)),
        "score_card": (card,),
        "option": tuple(o.name for o in bigtwo.options()),
        "variant": VARIANTS,
        "code": REAL_CODES,
        "hands": (["", "3D", "4D"], ["3D 4D", "", "5D", "6D"], [[], DECK[:2]]),
    }


def arg(*kinds: str) -> st.SearchStrategy[object]:
    """Junk, or a valid value of one of ``kinds``."""
    valid = [v for kind in kinds for v in _samples()[kind]]
    return st.one_of(JUNK, st.sampled_from(valid)) if valid else JUNK


def _kwargs(**spec: st.SearchStrategy[object]) -> st.SearchStrategy[dict[str, object]]:
    """Some of the keyword arguments in ``spec``."""
    return st.fixed_dictionaries({}, optional=spec)


Draw = Callable[[st.SearchStrategy[Any]], Any]


Drawer = Callable[[Draw], Callable[[], object]]
"""Draws one call of a function: the function with its arguments, ready to run."""


def _ruleset_call(draw: Draw) -> Callable[[], object]:
    variant = draw(arg("variant"))
    options = draw(st.dictionaries(st.sampled_from([*_samples()["option"], "colour", "", "plugins_"]), arg()))
    plugins = draw(st.just(()) | JUNK | st.lists(JUNK, max_size=2))
    return lambda: bigtwo.ruleset(variant, plugins=plugins, **options)


def _calls() -> dict[str, Drawer]:
    """For each public function, how to draw one call of it."""

    def simple(
        function: Callable[..., object], *args: st.SearchStrategy[object], **kw: st.SearchStrategy[object]
    ) -> Drawer:
        def draw_call(draw: Draw) -> Callable[[], object]:
            values = [draw(a) for a in args]
            keywords = draw(_kwargs(**kw)) if kw else {}
            return lambda: function(*values, **keywords)

        return draw_call

    def method(kind: str, name: str, *args: st.SearchStrategy[object], **kw: st.SearchStrategy[object]) -> Drawer:
        def draw_call(draw: Draw) -> Callable[[], object]:
            target = draw(st.sampled_from(_samples()[kind]))
            values = [draw(a) for a in args]
            keywords = draw(_kwargs(**kw)) if kw else {}
            return lambda: getattr(target, name)(*values, **keywords)

        return draw_call

    R, S = "rules", "state"
    return {
        "cards": simple(bigtwo.cards, arg("cards")),
        "Card": simple(Card, arg("seat"), arg("seat")),
        "Card.parse": simple(Card.parse, arg("cards")),
        "Card.from_index": simple(Card.from_index, arg("seat")),
        "Play": simple(Play, arg("cards")),
        "Redeal": simple(Redeal, arg("seat")),
        "Turn": simple(bigtwo.Turn, arg("seat"), arg("action"), arg()),
        "classify": simple(bigtwo.classify, arg("cards"), arg(R)),
        "compare": simple(bigtwo.compare, arg("cards"), arg("cards"), arg(R)),
        "beats": simple(bigtwo.beats, arg("cards"), arg("cards"), arg(R)),
        "plays": simple(bigtwo.plays, arg("cards"), arg(R), table=arg("cards")),
        "ruleset": _ruleset_call,
        "variant": simple(bigtwo.variant, arg("variant")),
        "option_values": simple(bigtwo.option_values, arg("option")),
        "RuleSet.option": method(R, "option", arg("option")),
        "RuleSet.explain": method(R, "explain", arg("option"), arg("lang")),
        "RuleSet.with_options": method(R, "with_options", **{o: arg("variant") for o in ("flush", "colour")}),
        "RuleSet.sort": method(R, "sort", arg("cards"), reverse=arg()),
        "RuleSet.card_key": method(R, "card_key", arg("cards")),
        "RuleSet.component": method(R, "component", arg("option"), st.sampled_from([int, str, object]) | JUNK),
        "deal": simple(bigtwo.deal, arg("seat"), arg("seat"), arg(R), shuffle_number=arg("seat")),
        "new_game": simple(
            bigtwo.new_game,
            arg(R),
            seed=arg("seat"),
            code=arg("code"),
            players=arg("seat"),
            hands=arg("hands"),
            deal_number=arg("seat"),
            previous_winner=arg("seat"),
        ),
        "replay": simple(bigtwo.replay, arg(S, "code"), st.lists(arg("action"), max_size=3) | JUNK),
        "apply": simple(bigtwo.apply, arg(S), arg("action"), seat=arg("seat")),
        "check": simple(bigtwo.check, arg(S), arg("action"), seat=arg("seat")),
        "can": simple(bigtwo.can, arg(S), arg("action"), seat=arg("seat")),
        "legal_plays": simple(bigtwo.legal_plays, arg(S)),
        "legal_actions": simple(bigtwo.legal_actions, arg(S)),
        "hint": simple(bigtwo.hint, arg(S)),
        "describe": simple(bigtwo.describe, arg(S), arg("cards"), arg("lang")),
        "deal_code": simple(bigtwo.deal_code, arg(S)),
        "parse_deal_code": simple(bigtwo.parse_deal_code, arg("code")),
        "score": simple(
            bigtwo.score, arg("hands"), arg(R), winning_play=arg("cards"), dealt=arg("hands"), assistant=arg("seat")
        ),
        "score_game": simple(bigtwo.score_game, arg(S)),
        "if_ended_now": simple(bigtwo.if_ended_now, arg(S), arg("seat")),
        "readout": simple(bigtwo.readout, arg(S), arg("seat"), arg("lang")),
        "match_totals": simple(bigtwo.match_totals, st.lists(arg("score_card"), max_size=3) | JUNK),
        "ScoreCard.render": method("score_card", "render", arg("lang"), st.lists(arg(), max_size=4) | JUNK),
        "new_match": simple(
            bigtwo.new_match, arg(R), players=arg("seat"), seed=arg("seat"), deals=arg("seat"), target=arg("seat")
        ),
        "Match.apply": method("match", "apply", arg("action"), seat=arg("seat")),
        "dumps": simple(bigtwo.dumps, arg(S, "match"), indent=arg("seat")),
        "loads": simple(bigtwo.loads, arg("code")),
    }


CALLS = _calls()


@pytest.mark.parametrize("name", list(CALLS))
@given(data=st.data())
def test_public_functions_raise_only_bigtwo_errors(name: str, data: st.DataObject) -> None:
    call = CALLS[name](data.draw)
    with contextlib.suppress(BigTwoError):
        call()
