"""Every public callable, found by walking the public namespaces (so a new one is covered at once),
called with arguments of wrong types and sizes: it returns, or raises a `BigTwoError`, nothing else.

Each call puts at least one wrong value (junk of any type, a 5,000-digit integer, a 200,000-character
text, an object whose ``repr`` fails) into a parameter, the others valid or wrong. The hand-written
calls of ``test_fuzz.py`` go deeper into each function; this test makes sure none is forgotten.
"""

from __future__ import annotations

import enum
import functools
import importlib.util
import inspect
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

import bigtwo
import bigtwo.players
import bigtwo.plugin
import bigtwo.testing
from bigtwo import DECK, BigTwoError, Pass, Play, Redeal
from tests.support.fuzzing import JUNK, REAL_CODES, VARIANTS
from tests.support.games import random_moves


class Unprintable:
    """A value whose ``repr`` and ``str`` fail, as a careless caller's object might."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    __str__ = __repr__


HUGE: st.SearchStrategy[object] = st.sampled_from(
    [10**5000, -(10**5000), "3D " * 70_000, "X" * 200_000, [DECK[0]] * 5000, Unprintable(), float("nan"), 2**64]
)
"""Values of the right type but the wrong size, and values no message can print whole."""

WRONG: st.SearchStrategy[object] = st.one_of(JUNK, HUGE)


@functools.cache
def samples() -> dict[str, tuple[object, ...]]:
    """Valid values, by the kind of parameter they fill."""
    rules = tuple(bigtwo.ruleset(v) for v in VARIANTS[:3])
    fresh = bigtwo.new_game(seed=11)
    states = (fresh, random_moves(fresh, 9, 2))
    return {
        "rules": rules,
        "state": states,
        "view": (bigtwo.view(fresh, 0), bigtwo.view(states[1], 2)),
        "cards": ("3D", "3D 4D 5D 6D 7D", "9S 9D", tuple(DECK[:3])),
        "seat": (0, 1, 3),
        "small": (1, 2),
        "lang": ("en", "es"),
        "action": (Play("3D"), Pass(), Redeal(0)),
        "match": (bigtwo.new_match(seed=4, deals=2),),
        "score_card": (bigtwo.score(["", "3D", "4D 5D", "6D"], rules[0]),),
        "option": tuple(o.name for o in bigtwo.options()),
        "variant": VARIANTS,
        "code": REAL_CODES[:4],
        "hands": (["", "3D", "4D"], ["3D 4D", "", "5D", "6D"]),
    }


KIND_OF_PARAMETER = {
    **dict.fromkeys(["rules", "ruleset"], "rules"),
    **dict.fromkeys(["state", "game"], "state"),
    **dict.fromkeys(["view"], "view"),
    **dict.fromkeys(["cards", "text", "play", "a", "b", "table", "hand", "winning_play", "selection"], "cards"),
    **dict.fromkeys(["seat", "previous_winner", "assistant", "index", "suit", "rank"], "seat"),
    **dict.fromkeys(["players", "deals", "seed", "deal_number", "workers", "target", "slots"], "small"),
    **dict.fromkeys(["lang"], "lang"),
    **dict.fromkeys(["action"], "action"),
    **dict.fromkeys(["match"], "match"),
    **dict.fromkeys(["card", "cards_left"], "score_card"),
    **dict.fromkeys(["option"], "option"),
    **dict.fromkeys(["variant", "name"], "variant"),
    **dict.fromkeys(["code"], "code"),
    **dict.fromkeys(["hands", "dealt"], "hands"),
}
"""The kind of valid value a parameter takes, by its name (others get only wrong values)."""


def instances() -> dict[type, tuple[object, ...]]:
    """Valid instances of the public classes whose methods are called."""
    s = samples()
    state = s["state"][1]
    classic = bigtwo.ruleset()
    return {
        bigtwo.RuleSet: s["rules"],
        bigtwo.GameState: s["state"],
        bigtwo.SeatView: s["view"],
        bigtwo.Match: s["match"],
        bigtwo.ScoreCard: s["score_card"],
        bigtwo.Card: DECK[:2],
        bigtwo.Combo: (bigtwo.classify("3D", classic), bigtwo.classify("3D 4D 5D 6D 7D", classic)),
        bigtwo.Play: (Play("3D"),),
        bigtwo.Setup: (state.setup,) if hasattr(state, "setup") else (),
        bigtwo.ParsedCode: (bigtwo.parse_deal_code(REAL_CODES[0]),),
        bigtwo.MatchTotals: (bigtwo.match_totals([c for c in s["score_card"] if isinstance(c, bigtwo.ScoreCard)]),),
        bigtwo.Catalogue: (bigtwo.Catalogue(en={"k": "Hello {who}"}, es={"k": "Hola {who}"}),),
    }


SKIP = {
    "bigtwo.plugin.hookimpl": "pluggy's marker of hook implementations: it takes any function",
    "bigtwo.plugin.hookspecs": "a module",
    "bigtwo.testing.RulesConformance": "a pytest test class, run by pytest",
    "bigtwo.players.Player": "a Protocol",
    "bigtwo.PlayLike": "a type alias",
    "bigtwo.Action": "a type alias",
    "bigtwo.Message": "a Protocol",
    "bigtwo.errors.Message": "a Protocol",
    "bigtwo.plugin.RuleView": "a Protocol",
    "bigtwo.plugin.AutoPassTest": "a type alias",
    "bigtwo.rl.Observation": "a type alias",
    "bigtwo.rl.Policy": "a type alias",
    "bigtwo.rl.register": "registers the environment with Gymnasium, taking nothing",
}
"""Public callables this test does not call, and why."""

HEAVY = {"simulate", "check_rules", "check_variant"}
"""Functions whose valid calls run whole tournaments or conformance suites: here every argument is wrong."""


def namespaces() -> Iterator[tuple[str, object]]:
    yield "bigtwo", bigtwo
    yield "bigtwo.errors", bigtwo.errors
    yield "bigtwo.plugin", bigtwo.plugin
    yield "bigtwo.players", bigtwo.players
    yield "bigtwo.testing", bigtwo.testing
    if importlib.util.find_spec("gymnasium") and importlib.util.find_spec("pettingzoo"):
        yield "bigtwo.rl", importlib.import_module("bigtwo.rl")


def _callables() -> dict[str, tuple[Callable[..., object], object | None]]:
    """Every public callable: ``name -> (callable, the class whose instances it is called on)``."""
    found: dict[str, tuple[Callable[..., object], object | None]] = {}
    for prefix, module in namespaces():
        for name in getattr(module, "__all__", ()):
            value = getattr(module, name)
            full = f"{prefix}.{name}"
            if full in SKIP or not callable(value) or (isinstance(value, type) and issubclass(value, BaseException)):
                continue
            if inspect.ismodule(value) or name.isupper():
                continue
            found[full] = (value, None)
            if isinstance(value, type):
                for attribute, member in vars(value).items():
                    if attribute.startswith("_"):
                        continue
                    if isinstance(member, classmethod | staticmethod):
                        found[f"{full}.{attribute}"] = (getattr(value, attribute), None)
                    elif inspect.isfunction(member):
                        found[f"{full}.{attribute}"] = (member, value)
    return found


CALLABLES = _callables()


def _parameters(function: Callable[..., object]) -> list[inspect.Parameter]:
    if isinstance(function, type) and issubclass(function, enum.Enum):  # looked up by value, as people use it
        return [inspect.Parameter("value", inspect.Parameter.POSITIONAL_ONLY)]
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):  # a builtin without a signature: called with one argument
        return [inspect.Parameter("value", inspect.Parameter.POSITIONAL_ONLY)]
    return [
        p for p in signature.parameters.values() if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD) and p.name != "self"
    ]


def _valid(name: str) -> list[object]:
    kind = KIND_OF_PARAMETER.get(name)
    return list(samples()[kind]) if kind is not None else []


@st.composite
def call_of(draw: Any, full: str) -> tuple[Callable[[], object], str]:
    function, owner = CALLABLES[full]
    parameters = _parameters(function)
    heavy = full.rsplit(".", 1)[-1] in HEAVY
    target: object = None
    if owner is not None:
        made = instances().get(owner)  # type: ignore[call-overload]
        if not made:
            target = draw(WRONG)  # no instance to hand: the method on a wrong object is not asked
            return (lambda: None), "no instance"
        target = draw(st.sampled_from(made))
    required = [p for p in parameters if p.default is p.empty]
    chosen = required or parameters
    wrong_one = draw(st.sampled_from(chosen)).name if chosen else None
    args: list[object] = []
    kwargs: dict[str, object] = {}
    for p in parameters:
        valid = [] if heavy else _valid(p.name)
        if p.name == wrong_one or not valid:
            if p.default is not p.empty and p.name != wrong_one and draw(st.booleans()):
                continue  # an optional parameter left out
            value = draw(WRONG)
        else:
            value = draw(st.sampled_from(valid) | WRONG)
        if p.kind is p.POSITIONAL_ONLY or (p.kind is p.POSITIONAL_OR_KEYWORD and not kwargs and draw(st.booleans())):
            args.append(value)
        else:
            kwargs[p.name] = value
    bound = getattr(target, function.__name__) if owner is not None else function
    return (lambda: bound(*args, **kwargs)), f"{full}(*{len(args)} args, {sorted(kwargs)})"


def _allowed(full: str) -> tuple[type[BaseException], ...]:
    function, _ = CALLABLES[full]
    if isinstance(function, type) and issubclass(function, enum.Enum):
        # An enum's lookup by value raises ValueError, as Python's enums do; Python's enum machinery
        # formats ``repr(value)`` itself before bigtwo's ``_missing_`` is asked, so a value whose
        # repr raises escapes from the standard library with that error (RuntimeError here).
        return (BigTwoError, ValueError, RuntimeError)
    if (full.startswith("bigtwo.testing.") and "strategies" in full) or full.startswith(
        "bigtwo.testing.RulesStrategies"
    ):
        return (BigTwoError, InvalidArgument)  # the kit's strategies raise Hypothesis's own error, as documented
    return (BigTwoError,)


def test_the_walk_finds_the_public_callables() -> None:
    assert {"bigtwo.new_game", "bigtwo.GameState.next_seat", "bigtwo.SeatView.next_seat", "bigtwo.Match"} <= set(
        CALLABLES
    )
    assert len(CALLABLES) >= 120


@pytest.mark.parametrize("full", sorted(CALLABLES))
@settings(max_examples=25, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large], deadline=None)
@given(data=st.data())
def test_every_public_callable_refuses_wrong_arguments_with_a_bigtwo_error(full: str, data: st.DataObject) -> None:
    call, shown = data.draw(call_of(full))
    try:
        call()
    except _allowed(full):
        pass
    except Exception as exc:  # the escape, named with the call that made it
        raise AssertionError(f"{shown} raised {type(exc).__name__}: {str(exc)[:200]}") from exc
