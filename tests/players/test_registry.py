"""Players by name: the built-in ones and those of plugins, and errors that say what is known."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import bigtwo
import bigtwo.players
from bigtwo import SeatView
from bigtwo.players import PlayerError
from bigtwo.plugin import hookimpl

# ---------------------------------------------------------------------------------------------
# Players by name, and plugins


def test_unknown_names_and_bad_settings_say_what_is_known() -> None:
    with pytest.raises(PlayerError, match=r"unknown player 'zzz'; known: .*expert, learned, normal, novice"):
        bigtwo.players.player("zzz")
    with pytest.raises(PlayerError, match="did you mean 'expert'"):
        bigtwo.players.player("expret")
    with pytest.raises(PlayerError, match="named by a string"):
        bigtwo.players.player(3)  # type: ignore[arg-type]
    with pytest.raises(PlayerError, match="seed"):
        bigtwo.players.player("normal", seed=-1)
    with pytest.raises(PlayerError, match="seed"):
        bigtwo.players.player("normal", seed="1")  # type: ignore[arg-type]
    with pytest.raises(PlayerError, match=r"no setting 'iteration' \(did you mean 'iterations'\?\)"):
        bigtwo.players.player("expert", iteration=3)
    with pytest.raises(PlayerError, match="the normal player has no setting 'speed'; its settings: none"):
        bigtwo.players.player("normal", speed=3)
    with pytest.raises(PlayerError, match="pass_rate"):
        bigtwo.players.player("novice", pass_rate=1.5)
    with pytest.raises(PlayerError, match="iterations"):
        bigtwo.players.player("expert", iterations=0)
    for budget in (-5, 0, float("inf"), float("nan"), 3_600_001):  # a budget is a finite time
        with pytest.raises(PlayerError, match="budget_ms"):
            bigtwo.players.player("expert", budget_ms=budget)
    with pytest.raises(PlayerError, match="candidates"):
        bigtwo.players.player("expert", candidates=True)
    for prior in (-0.5, float("inf"), float("nan"), 1000.5, True, "1"):  # a weight from 0 to 1000
        with pytest.raises(PlayerError, match="the expert's prior is a number from 0 to 1000"):
            bigtwo.players.player("expert", prior=prior)
    for setting in ("model", "policy"):
        bad: tuple[object, ...] = ("strong", "Learned", None, 1)
        for value in bad:  # one of the players it can play the seats as
            with pytest.raises(PlayerError, match=f"the expert's {setting} is one of normal, learned, not"):
                bigtwo.players.player("expert", **{setting: value})  # type: ignore[arg-type]
    default = bigtwo.players.player("expert")
    assert isinstance(default, bigtwo.players.Expert) and (default.model, default.policy) == ("normal", "learned")
    calm = bigtwo.players.player("expert", prior=0)
    assert isinstance(calm, bigtwo.players.Expert) and calm.prior == 0
    assert issubclass(PlayerError, bigtwo.BigTwoError) and issubclass(PlayerError, ValueError)


@attrs.frozen
class Lowest:
    """A player a plugin adds: always the first legal action."""

    seed: int = 0

    def act(self, view: SeatView) -> bigtwo.Action:
        return view.legal[0]


class LowestPlugin:
    @hookimpl
    def bigtwo_players(self) -> dict[str, Any]:
        return {"lowest": Lowest}


class ClashingPlugin:
    @hookimpl
    def bigtwo_players(self) -> dict[str, Any]:
        return {"normal": Lowest}


class BrokenPlugin:
    @hookimpl
    def bigtwo_players(self) -> dict[str, Any]:
        return {"bad": lambda seed: object(), "picky": lambda seed: Lowest(seed)}


class NotAMapping:
    @hookimpl
    def bigtwo_players(self) -> list[str]:
        return ["lowest"]


LOWEST = LowestPlugin()


def test_a_plugin_adds_a_player_through_the_hook() -> None:
    assert "lowest" in bigtwo.players.names(plugins=[LOWEST])
    assert "lowest" not in bigtwo.players.names()
    made = bigtwo.players.player("lowest", seed=4, plugins=[LOWEST])
    assert made == Lowest(4)
    state = bigtwo.new_game(seed=1)
    seen = bigtwo.view(state, state.to_move)  # type: ignore[arg-type]
    assert made.act(seen) == seen.legal[0]


def test_plugin_players_that_clash_or_misbehave_are_named() -> None:
    with pytest.raises(PlayerError, match=r"'normal' is offered by more than one plugin: .*ClashingPlugin"):
        bigtwo.players.player("normal", plugins=[ClashingPlugin()])
    with pytest.raises(PlayerError, match="has no act"):
        bigtwo.players.player("bad", plugins=[BrokenPlugin()])
    with pytest.raises(PlayerError, match=r"player 'picky' .*refused its settings"):
        bigtwo.players.player("picky", plugins=[BrokenPlugin()], depth=3)
    with pytest.raises(PlayerError, match="not a mapping"):
        bigtwo.players.player("lowest", plugins=[NotAMapping()])
    with pytest.raises(PlayerError, match="sequence of plugin objects"):
        bigtwo.players.player("normal", plugins="LowestPlugin")


def test_the_built_in_players_can_be_blocked_like_any_plugin(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BIGTWO_BLOCK_PLUGINS", "bigtwo.players._builtin")
    with pytest.raises(PlayerError, match="unknown player 'normal'"):
        bigtwo.players.player("normal")
    assert bigtwo.players.player("lowest", plugins=[LOWEST]) == Lowest(0)


def test_the_hook_is_specified_and_documented() -> None:
    doc = bigtwo.plugin.hookspecs.bigtwo_players.__doc__
    assert doc and "factory(seed=seed, **settings)" in doc


def test_the_experts_default_prior_is_the_measured_one() -> None:
    """``expert`` with no settings weighs ``learned``'s scores at 2, the weight the players page
    measures (``prior=2`` beat ``prior=1`` against three ``normal`` and three ``learned``)."""
    default = bigtwo.players.player("expert")
    assert isinstance(default, bigtwo.players.Expert)
    assert default.prior == bigtwo.players.DEFAULT_PRIOR == 2.0
    assert default == bigtwo.players.player("expert", prior=2)
    assert default != bigtwo.players.player("expert", prior=1)


def test_the_experts_default_work_is_the_measured_one() -> None:
    """``expert`` with no settings samples 16 deals a move and plays its own seat as ``learned``
    in its rollouts, the other seats as ``normal``: the default the players page measures over
    2,000 mirrored deals. Its moves are those of ``iterations=16, policy="learned"``, and differ
    from those of the former default (32 deals, ``policy="normal"``) somewhere in a deal."""
    default = bigtwo.players.player("expert", seed=5)
    assert isinstance(default, bigtwo.players.Expert)
    assert bigtwo.players.DEFAULT_ITERATIONS == 16
    assert default.model == bigtwo.players.DEFAULT_MODEL == "normal"
    assert default.policy == bigtwo.players.DEFAULT_POLICY == "learned"
    assert default == bigtwo.players.player("expert", seed=5, model="normal", policy="learned")
    same = bigtwo.players.player("expert", seed=5, iterations=16, policy="learned")
    former = bigtwo.players.player("expert", seed=5, iterations=32, policy="normal")
    normal = bigtwo.players.player("normal")
    asked = differs = 0
    for deal in range(400, 404):  # deals played by normal; the experts' moves asked at seat 0
        state = bigtwo.new_game(seed=deal)
        while state.winner is None and not differs:
            seat = state.to_move
            assert seat is not None
            view = bigtwo.view(state, seat)
            if seat == 0 and len(view.legal) > 1:
                action = default.act(view)
                assert action == same.act(view)
                differs += action != former.act(view)
                asked += 1
            state = bigtwo.apply(state, normal.act(view))
    assert asked and differs == 1  # a move where the former default (32 deals, normal's rollouts) plays otherwise
