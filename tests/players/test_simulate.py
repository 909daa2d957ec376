"""Tournaments: the same seed gives the same results on every backend and for any number of
workers; deals are mirrored; the command line prints a table or JSON; bad input is refused."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from collections import Counter
from typing import Any

import attrs
import pytest

import bigtwo
from bigtwo import Action, BigTwoError, Pass, Play, SeatView
from bigtwo.players import PlayerError, player


def test_the_backends_and_the_workers_never_change_the_results() -> None:
    players = ["normal", "novice", "novice"]
    local = bigtwo.simulate(players, 60, seed=3)
    assert bigtwo.simulate(players, 60, seed=3, backend="processes", workers=1) == local
    assert bigtwo.simulate(players, 60, seed=3, backend="processes", workers=2) == local
    assert bigtwo.simulate(players, 60, seed=4) != local


@pytest.mark.extra("ray")
@pytest.mark.slow
def test_ray_gives_the_same_results_on_a_real_local_cluster() -> None:
    ray: Any = importlib.import_module("ray")  # the ray extra: CI installs it
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        players = ["normal", "novice", "novice", "novice"]
        assert bigtwo.simulate(players, 80, seed=5, backend="ray") == bigtwo.simulate(players, 80, seed=5)
    finally:
        ray.shutdown()


@pytest.mark.extra("ray")
@pytest.mark.slow
def test_simulate_starts_ray_itself_when_no_cluster_is_running() -> None:
    ray: Any = importlib.import_module("ray")
    assert not ray.is_initialized()
    try:
        results = bigtwo.simulate(["normal", "novice"], 30, seed=6, backend="ray")
        assert ray.is_initialized()
    finally:
        ray.shutdown()
    assert results == bigtwo.simulate(["normal", "novice"], 30, seed=6)


@attrs.define
class Recorder:
    """A player that remembers the hand it was dealt in every deal it plays, and plays normal."""

    inner: bigtwo.players.Player
    seen: list[tuple[int, int, frozenset[str]]] = attrs.field(factory=list)

    def act(self, view: SeatView) -> Action:
        if not view.history or all(t.seat != view.seat for t in view.history):
            dealt = frozenset(str(c) for c in view.hand)
            if not self.seen or self.seen[-1][2] != dealt:
                self.seen.append((view.seat, view.players, dealt))
        return self.inner.act(view)


def test_deals_are_mirrored_every_shuffle_from_every_seat() -> None:
    recorders = [Recorder(player("normal", seed=i)) for i in range(3)]
    results = bigtwo.simulate(recorders, 9, seed=11)
    assert [p.deals for p in results.players] == [9, 9, 9]
    hands_per_shuffle = Counter(hand for r in recorders for _, _, hand in r.seen)
    # three shuffles, each dealt three times: each of its hands is held once by every entrant
    assert len(hands_per_shuffle) == 9 and set(hands_per_shuffle.values()) == {3}
    for r in recorders:
        assert sorted(seat for seat, _, _ in r.seen) == [0, 0, 0, 1, 1, 1, 2, 2, 2]


def test_results_add_up_and_to_json_has_the_documented_shape() -> None:
    results = bigtwo.simulate(["normal", "novice", "novice", "novice"], 40, seed=2)
    assert sum(p.wins for p in results.players) == results.deals == 40
    assert sum(p.win_rate for p in results.players) == pytest.approx(1.0)
    assert sum(p.points for p in results.players) == 0  # tiers is zero-sum
    doc = json.loads(results.to_json())
    assert set(doc) == {"deals", "variant", "options", "seed", "lower_wins", "players"}
    assert [p["name"] for p in doc["players"]] == ["normal", "novice#1", "novice#2", "novice#3"]
    for entry, p in zip(doc["players"], results.players, strict=True):
        assert set(entry) == {"name", "deals", "wins", "points", "mean_points", "win_rate", "win_rate_95"}
        low, high = entry["win_rate_95"]
        assert 0 <= low <= entry["win_rate"] <= high <= 1
        assert entry["mean_points"] == pytest.approx(p.points / p.deals)


def test_penalty_schemes_are_marked() -> None:
    results = bigtwo.simulate(["normal", "novice"], 4, bigtwo.ruleset("chinese"))
    assert results.lower_wins and results.variant == "chinese"
    assert all(p.points >= 0 for p in results.players)


class Cheater:
    """Plays a pass even when it leads."""

    name = "cheater"

    def act(self, view: SeatView) -> Action:
        return Pass()


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: bigtwo.simulate(["normal", "nobody"], 4), "unknown player 'nobody'"),
        (lambda: bigtwo.simulate(["normal"], 4), "2, 3 or 4 players"),
        (lambda: bigtwo.simulate(["normal"] * 5, 4), "2, 3 or 4 players"),
        (lambda: bigtwo.simulate(["normal", "novice"], 0), "at least 1"),
        (lambda: bigtwo.simulate(["normal", "novice"], 4, backend="cloud"), "backend"),  # type: ignore[arg-type]
        (lambda: bigtwo.simulate(["normal", "novice"], 4, workers=2), "workers=1"),
        (lambda: bigtwo.simulate("normal,novice", 4), "sequence"),
        (lambda: bigtwo.simulate([Cheater(), "normal"], 4), "player cheater returned Pass()"),
    ],
)
def test_bad_input_is_refused(call: object, words: str) -> None:
    with pytest.raises(BigTwoError, match=None) as info:
        call()  # type: ignore[operator]
    assert words in str(info.value)
    if "cheater" in words:
        assert isinstance(info.value, PlayerError)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bigtwo", "simulate", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )


def test_the_command_prints_a_table_and_json() -> None:
    done = _cli("--players", "normal,novice,novice,novice", "--deals", "40", "--seed", "2")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split()[:3] == ["player", "deals", "win"]
    assert lines[1].startswith("normal ") and " 40 " in lines[1]
    assert done.stderr == ""  # no progress bar when standard error is not a terminal
    as_json = _cli("--players", "normal,novice,novice,novice", "--deals", "40", "--seed", "2", "--json")
    assert json.loads(as_json.stdout) == json.loads(
        bigtwo.simulate(["normal", "novice", "novice", "novice"], 40, seed=2).to_json()
    )
    two = _cli("--players", "normal,novice,novice,novice", "--deals", "40", "--seed", "2", "--workers", "2", "--json")
    assert json.loads(two.stdout) == json.loads(as_json.stdout)


def test_the_command_takes_player_settings_and_refuses_bad_ones() -> None:
    done = _cli("--players", "expert:iterations=2,normal", "--deals", "2", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["players"][0]["name"] == "expert"
    bad = _cli("--players", "expert:nonsense=2,normal", "--deals", "2")
    assert bad.returncode == 1 and "nonsense" in bad.stderr
    worse = _cli("--players", "normal,novice:", "--deals", "2")
    assert worse.returncode != 0


def test_a_player_that_cannot_travel_is_named() -> None:
    class Local:  # a class inside a function does not pickle
        name = "local"

        def act(self, view: SeatView) -> Action:
            return view.legal[0]

    assert bigtwo.simulate([Local(), "normal"], 2).deals == 2  # in this process it plays
    with pytest.raises(PlayerError, match="player local cannot be sent to other processes"):
        bigtwo.simulate([Local(), "normal"], 2, backend="processes", workers=2)


class Broken:
    """Raises instead of acting."""

    name = "broken"

    def act(self, view: SeatView) -> Action:
        raise ZeroDivisionError("oops")


def test_a_player_that_raises_is_named() -> None:
    with pytest.raises(PlayerError, match=r"player broken raised ZeroDivisionError: oops at seat \d in deal 0"):
        bigtwo.simulate([Broken(), "normal"], 2)


class Forger:
    """Plays the first legal action, with its combination's strength set above every play's."""

    name = "forger"

    def act(self, view: SeatView) -> Action:
        first = view.legal[0]
        if isinstance(first, Play) and first.combo is not None:
            return Play(attrs.evolve(first.combo, key=10**9))
        return first


def test_a_forged_combo_wins_nothing() -> None:
    honest = bigtwo.simulate(["novice", "normal", "normal", "normal"], 24, seed=3)
    forging = bigtwo.simulate([Forger(), "normal", "normal", "normal"], 24, seed=3)
    first_legal = bigtwo.simulate([FirstLegal(), "normal", "normal", "normal"], 24, seed=3)
    assert forging == attrs.evolve(first_legal, players=forging.players)  # played as its cards, nothing more
    assert forging.players[0].points == first_legal.players[0].points != honest.players[0].points


class FirstLegal:
    """Plays the first legal action, as it is."""

    name = "forger"  # the same label, so the results compare

    def act(self, view: SeatView) -> Action:
        return view.legal[0]


class Flatterer:
    """Answers an object that claims to equal every action."""

    name = "flatterer"

    def act(self, view: SeatView) -> Action:
        class Anything:
            def __eq__(self, other: object) -> bool:
                return True

            def __hash__(self) -> int:
                return 0

        return Anything()  # type: ignore[return-value]


def test_an_object_equal_to_every_action_is_refused_naming_the_player() -> None:
    with pytest.raises(
        PlayerError,
        match=r"player flatterer returned .*Anything.* at seat \d, which is not one of its legal actions .* in deal 0",
    ):
        bigtwo.simulate([Flatterer(), "normal"], 2)


class Vandal:
    """Changes the cards of a legal action it is shown (shared objects, in the same process)."""

    name = "vandal"

    def __init__(self) -> None:
        self.changed: list[tuple[Play, int]] = []

    def act(self, view: SeatView) -> Action:
        for action in view.legal:
            if isinstance(action, Play):
                self.changed.append((action, action.mask))
                object.__setattr__(action, "mask", 1 << 51)  # the 2♠
                break
        return view.legal[-1]


def test_a_player_that_changes_the_actions_it_is_shown_is_named() -> None:
    vandal = Vandal()
    try:
        with pytest.raises(PlayerError, match=r"player vandal changed the legal actions it was shown at seat \d"):
            bigtwo.simulate([vandal, "normal"], 2)
    finally:
        for action, mask in vandal.changed:  # the actions are the rule set's, shared: put them back
            object.__setattr__(action, "mask", mask)
    assert vandal.changed


class Unprintable:
    """Answers an object whose repr fails."""

    name = "unprintable"

    def act(self, view: SeatView) -> Action:
        class Odd:
            def __repr__(self) -> str:
                raise RuntimeError("no repr")

        return Odd()  # type: ignore[return-value]


def test_an_answer_whose_repr_fails_is_still_refused_naming_the_player() -> None:
    with pytest.raises(PlayerError, match=r"player unprintable returned <Odd object> at seat \d"):
        bigtwo.simulate([Unprintable(), "normal"], 2)


class Clumsy:
    """A player whose own bug raises one of bigtwo's errors."""

    name = "clumsy"

    def act(self, view: SeatView) -> Action:
        bigtwo.cards("1X")
        return view.legal[0]


def test_a_library_error_inside_a_player_is_a_player_error_naming_it() -> None:
    with pytest.raises(PlayerError, match=r"player clumsy raised InvalidCards: .*1X.* at seat \d in deal 0") as info:
        bigtwo.simulate([Clumsy(), "normal"], 2)
    assert isinstance(info.value.__cause__, bigtwo.InvalidCards)


def test_the_interval_reaches_the_ends_exactly() -> None:
    results = bigtwo.simulate(["normal", "novice"], 2, seed=3)
    for p in results.players:
        if p.wins == 0:
            assert p.win_rate_low == 0.0
        if p.wins == p.deals:
            assert p.win_rate_high == 1.0
    assert any(p.wins in (0, p.deals) for p in results.players)


def test_a_seed_setting_on_the_command_line_is_refused() -> None:
    done = _cli("--players", "normal,novice:seed=3", "--deals", "2")
    assert done.returncode != 0 and "players take their seeds from --seed" in done.stderr
