"""``simulate(..., isolate=True)``: each player in a process of its own that sees only pickled
views; what a player in the engine's process can reach, and what an isolated one cannot."""

from __future__ import annotations

import gc
import math
import os
import time

import pytest

import bigtwo
from bigtwo import GameError, SeatView
from bigtwo.players import PlayerError


class Snoop:
    """Looks through its process's memory for any game state or other seat's hand; if it finds
    one it raises, saying so (a player cannot report otherwise), else it plays its first legal
    action."""

    name = "snoop"

    def act(self, view: SeatView) -> bigtwo.Action:
        states = [o for o in gc.get_objects() if type(o) is bigtwo.GameState]
        if states:
            raise RuntimeError(f"saw {len(states)} game states, the first {states[0]!r}")
        return view.legal[0]


def test_an_isolated_tournament_gives_the_same_results() -> None:
    players = ["normal", "novice"]
    local = bigtwo.simulate(players, 6, seed=5)
    assert bigtwo.simulate(players, 6, seed=5, isolate=True) == local
    assert bigtwo.simulate(players, 6, seed=5, isolate=True, backend="processes", workers=2) == local


def test_a_player_in_the_engines_process_can_reach_the_state_an_isolated_one_cannot() -> None:
    # In the engine's process Python lets a player walk the heap: the docs say so.
    with pytest.raises(PlayerError, match=r"player snoop raised RuntimeError: saw \d+ game states") as info:
        bigtwo.simulate([Snoop(), "novice"], 2, seed=1)
    assert info.value.code == "tournament-player-raised"
    # Isolated, the same player finds nothing and plays the deals to their end.
    results = bigtwo.simulate([Snoop(), "novice"], 2, seed=1, isolate=True)
    assert [p.deals for p in results.players] == [2, 2]


class Crasher:
    name = "crasher"

    def act(self, view: SeatView) -> bigtwo.Action:
        raise ZeroDivisionError("oops")


class Junk:
    name = "junk"

    def act(self, view: SeatView) -> object:
        return "a string"


class Sleeper:
    name = "sleeper"

    def act(self, view: SeatView) -> bigtwo.Action:
        time.sleep(30)
        return view.legal[0]


class Quitter:
    name = "quitter"

    def act(self, view: SeatView) -> bigtwo.Action:
        os._exit(3)


def test_every_failure_of_an_isolated_player_is_a_player_error_naming_it() -> None:
    with pytest.raises(
        PlayerError, match=r"player crasher raised ZeroDivisionError: oops at seat \d in deal 0"
    ) as info:
        bigtwo.simulate([Crasher(), "novice"], 2, isolate=True)
    assert dict(info.value.detail)["player"] == "crasher" and dict(info.value.detail)["deal"] == 0
    assert "el jugador crasher lanzó ZeroDivisionError" in info.value.render("es")
    with pytest.raises(PlayerError, match=r"player junk returned 'a string' at seat \d, which is not one of its legal"):
        bigtwo.simulate([Junk(), "novice"], 2, isolate=True)  # type: ignore[list-item]
    started = time.monotonic()
    with pytest.raises(PlayerError, match=r"player sleeper took more than 0.5 s to move at seat \d in deal 0"):
        bigtwo.simulate([Sleeper(), "novice"], 2, isolate=True, move_timeout=0.5)
    assert time.monotonic() - started < 25, "the sleeping player's process was ended, not waited for"
    with pytest.raises(PlayerError, match=r"the process of player quitter ended \(EOFError, exit code 3\)") as info:
        bigtwo.simulate([Quitter(), "novice"], 2, isolate=True)
    assert info.value.code == "tournament-player-died"


def test_isolation_arguments_are_checked() -> None:
    for isolate in ("yes", 1, None):
        with pytest.raises(GameError) as info:
            bigtwo.simulate(["normal", "novice"], 2, isolate=isolate)  # type: ignore[arg-type]
        assert info.value.code == "simulate-bad-isolate"
    with pytest.raises(GameError) as info:
        bigtwo.simulate(["normal", "novice"], 2, move_timeout=1.0)
    assert info.value.code == "simulate-timeout-needs-isolate"
    for timeout in (0, -1.0, math.nan, math.inf, True, "1"):
        with pytest.raises(GameError) as info:
            bigtwo.simulate(["normal", "novice"], 2, isolate=True, move_timeout=timeout)  # type: ignore[arg-type]
        assert info.value.code == "simulate-bad-timeout"

    class Local:  # defined in a function: it cannot be sent to another process
        def act(self, view: SeatView) -> bigtwo.Action:
            return view.legal[0]

    with pytest.raises(PlayerError, match="player local cannot be sent to other processes"):
        bigtwo.simulate([Local(), "normal"], 2, isolate=True)


def test_a_player_s_start_is_not_counted_against_its_first_move() -> None:
    # Starting a new interpreter and importing bigtwo takes far longer than a novice's move.
    results = bigtwo.simulate(["novice", "novice"], 2, seed=2, isolate=True, move_timeout=0.5)
    assert [p.deals for p in results.players] == [2, 2]


class Unpickling:
    """Pickles, but cannot be rebuilt in another interpreter."""

    name = "unpickling"

    def __reduce__(self) -> tuple[object, ...]:
        return (_refuse, ())

    def act(self, view: SeatView) -> bigtwo.Action:
        return view.legal[0]


def _refuse() -> None:
    raise RuntimeError("not here")


def test_a_player_that_cannot_start_and_rules_that_cannot_travel_are_named() -> None:
    with pytest.raises(PlayerError) as caught:
        bigtwo.simulate([Unpickling(), "novice"], 2, isolate=True)
    assert caught.value.code == "tournament-player-not-started"

    class Mine:  # an explicit plugin defined in a function: its rule set cannot be pickled
        @bigtwo.plugin.hookimpl
        def bigtwo_suit_order(self, value: str) -> None:
            return None

    with pytest.raises(bigtwo.UnpicklableRules):
        bigtwo.simulate(["novice", "novice"], 2, bigtwo.ruleset(plugins=[Mine()]), isolate=True)
