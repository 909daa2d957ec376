"""``learned``: built by name, legal and deterministic everywhere, its weights read and checked,
and no numpy needed to play it."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bigtwo
import bigtwo.players
from bigtwo.players import Learned, PlayerError
from bigtwo.players._features import FEATURES, NAMES, WIDTH, candidates, describe
from bigtwo.players._learned import WEIGHTS_FILE, Network, network, read_network
from bigtwo.players._threats import Seen
from tests.support.strategies import VARIANTS


def test_it_is_built_by_name_and_takes_no_settings() -> None:
    assert "learned" in bigtwo.players.names()
    made = bigtwo.players.player("learned", seed=4)
    assert made == Learned(seed=4)
    with pytest.raises(PlayerError, match=r"has no setting .iterations.; its settings: none"):
        bigtwo.players.player("learned", iterations=3)


@pytest.mark.parametrize("variant", [*VARIANTS])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_it_plays_a_legal_action_at_every_state_of_whole_deals(variant: str, players: int) -> None:
    rules = bigtwo.ruleset(variant)
    learned = bigtwo.players.player("learned")
    for seed in range(3):
        state = bigtwo.new_game(rules, seed=seed, players=players)
        while not state.over:
            seat = state.to_move
            assert seat is not None
            seen = bigtwo.view(state, seat)
            action = learned.act(seen)
            assert action in seen.legal
            assert learned.act(pickle.loads(pickle.dumps(seen))) == action  # the same view, the same action
            state = bigtwo.apply(state, action)
        bigtwo.score_game(state)


def test_the_same_view_gives_the_same_action_whatever_the_seed_or_the_copy() -> None:
    normal = bigtwo.players.player("normal")
    players = [bigtwo.players.player("learned", seed=s) for s in (0, 9)]
    copied = pickle.loads(pickle.dumps(players[0]))
    differs = 0
    for deal in range(4):
        state = bigtwo.new_game(seed=deal)
        while not state.over:
            seen = bigtwo.view(state, state.to_move)  # type: ignore[arg-type]
            action = players[0].act(seen)
            assert players[1].act(seen) == action == copied.act(seen)
            differs += action != normal.act(seen)
            state = bigtwo.apply(state, action)
    assert differs  # it is not `normal` under another name


def test_a_whole_tournament_plays_through_simulate() -> None:
    results = bigtwo.simulate(["learned", "normal", "novice", "normal"], 8, seed=5)
    assert results.deals == 8
    assert sum(p.wins for p in results.players) == 8
    assert results == bigtwo.simulate(["learned", "normal", "novice", "normal"], 8, seed=5)


def test_every_candidate_gets_a_row_of_every_feature() -> None:
    state = bigtwo.new_game(seed=3)
    for _ in range(12):
        seat = state.to_move
        assert seat is not None
        seen_view = bigtwo.view(state, seat)
        seen = Seen.of_view(seen_view)
        choices = candidates(seen, seen_view)
        assert 1 <= len(choices) <= WIDTH
        rows = describe(seen, seen_view, choices)
        assert [len(r) for r in rows] == [FEATURES] * len(choices)
        assert all(-1.5 <= x <= 4 for r in rows for x in r)
        state = bigtwo.apply(state, bigtwo.players.player("normal").act(seen_view))


def test_the_shipped_weights_are_the_network_it_plays() -> None:
    text = resources.files("bigtwo.players").joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")
    doc = json.loads(text)
    assert doc["features"] == list(NAMES)
    net = read_network(text)
    assert net.w1 == network().w1 and net.skip == network().skip
    assert len(net.w1) == len(net.b1) == len(net.w2) >= 1


def _term_by_term(net: Network, row: list[float]) -> float:
    """The network's score as its definition reads: every term added in order, zeros included."""
    total = 0.0
    for weights, bias, out in zip(net.w1, net.b1, net.w2, strict=True):
        pre = bias
        for w, x in zip(weights, row, strict=True):
            pre += w * x
        if pre > 0.0:
            total += out * pre
    for w, x in zip(net.skip, row, strict=True):
        total += w * x
    return total


_NUMBER = st.one_of(st.just(0.0), st.just(-0.0), st.just(1.0), st.floats(-4.0, 4.0))


def _same_float(a: float, b: float) -> bool:
    return a.hex() == b.hex()  # to the last bit, the sign of a zero included


@given(st.lists(_NUMBER, min_size=FEATURES, max_size=FEATURES))
def test_the_score_skips_zeros_and_is_the_same_float_as_adding_every_term(row: list[float]) -> None:
    assert _same_float(network().score(row), _term_by_term(network(), row))


@st.composite
def _networks(draw: st.DrawFn) -> tuple[Network, list[float]]:
    hidden = draw(st.integers(1, 4))
    numbers = st.lists(_NUMBER, min_size=FEATURES, max_size=FEATURES)
    w1 = [draw(numbers) for _ in range(hidden)]
    b1 = draw(st.lists(_NUMBER, min_size=hidden, max_size=hidden))
    w2 = draw(st.lists(_NUMBER, min_size=hidden, max_size=hidden))
    return Network(w1, b1, w2, draw(numbers)), draw(numbers)


@given(_networks())
def test_any_networks_score_is_the_same_float_as_adding_every_term(case: tuple[Network, list[float]]) -> None:
    """Zero and negative-zero weights, biases and features included."""
    net, row = case
    assert _same_float(net.score(row), _term_by_term(net, row))


def test_the_score_of_real_rows_is_the_same_float_as_adding_every_term() -> None:
    learned = bigtwo.players.player("learned")
    checked = 0
    state = bigtwo.new_game(seed=3)
    while not state.over:
        seen = bigtwo.view(state, state.to_move)  # type: ignore[arg-type]
        if len(seen.legal) > 1:
            facts = Seen.of_view(seen)
            for row in describe(facts, seen, candidates(facts, seen)):
                assert _same_float(network().score(row), _term_by_term(network(), row))
                checked += 1
        state = bigtwo.apply(state, learned.act(seen))
    assert checked > 20


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda doc: "{", "JSON"),
        (lambda doc: json.dumps({**doc, "version": 99}), "format"),
        (lambda doc: json.dumps({**doc, "features": doc["features"][:-1]}), "features"),
        (lambda doc: json.dumps({**doc, "w1": []}), "w1"),
        (lambda doc: json.dumps({**doc, "b1": doc["b1"][:-1]}), "b1"),
        (lambda doc: json.dumps({**doc, "w2": ["x"] * len(doc["w2"])}), "w2"),
        (lambda doc: json.dumps({**doc, "skip": None}), "skip"),
        (lambda doc: json.dumps({**doc, "b1": [float("nan"), *doc["b1"][1:]]}), "b1"),  # json writes NaN, and reads it
        (lambda doc: json.dumps({**doc, "w2": [True] * len(doc["w2"])}), "w2"),
    ],
)
def test_damaged_weights_are_refused_by_name(change: object, field: str) -> None:
    doc = json.loads(resources.files("bigtwo.players").joinpath(WEIGHTS_FILE).read_text(encoding="utf-8"))
    with pytest.raises(PlayerError, match=f"damaged: {field} is wrong"):
        read_network(change(doc))  # type: ignore[operator]


def test_it_plays_without_numpy() -> None:
    code = (
        "import sys\n"
        "sys.modules['numpy'] = None  # importing numpy now fails\n"
        "import bigtwo, bigtwo.players\n"
        "print(bigtwo.simulate(['learned', 'normal', 'normal', 'normal'], 4, seed=1).deals)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["4"]


def test_the_training_script_runs_end_to_end(tmp_path: Path) -> None:
    """``examples/train_learned.py`` with a few deals: it labels, fits, picks, plays itself
    through `bigtwo.rl.BatchEnv` and writes weights the player reads, with both curves."""
    pytest.importorskip("numpy")
    script = Path(__file__).resolve().parents[2] / "examples" / "train_learned.py"
    out, curve, league = tmp_path / "weights.json", tmp_path / "curve.csv", tmp_path / "self-play.csv"
    small = ["--deals", "3", "--samples", "2", "--epochs", "2", "--eval-every", "1", "--eval-deals", "4"]
    play = ["--self-play", "2", "--self-play-every", "1", "--self-play-decisions", "40"]
    files = ["--out", str(out), "--curve", str(curve), "--self-play-curve", str(league)]
    done = subprocess.run(
        [sys.executable, str(script), *small, *play, *files],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "labelled moves" in done.stdout and "best win rate" in done.stdout
    trained = read_network(out.read_text(encoding="utf-8"))
    assert curve.read_text(encoding="utf-8").splitlines()[0].startswith("epoch,")
    assert len(curve.read_text(encoding="utf-8").splitlines()) == 4  # epochs 0, 1 and 2
    rows = league.read_text(encoding="utf-8").splitlines()
    assert rows[0].startswith("update,self_play_deals,") and [r.split(",")[0] for r in rows[1:]] == ["0", "1", "2"]
    assert int(rows[-1].split(",")[1]) > 0  # deals were played to their end

    # Step 4 alone, from those weights: it changes them (it learned from its own deals).
    again = tmp_path / "again.json"
    done = subprocess.run(
        [
            sys.executable,
            str(script),
            "--start",
            str(out),
            "--eval-deals",
            "4",
            *play,
            "--out",
            str(again),
            "--self-play-curve",
            str(tmp_path / "again.csv"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert read_network(again.read_text(encoding="utf-8")).w1 != trained.w1
