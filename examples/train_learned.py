"""Train the ``learned`` CPU player: a tiny network that scores candidate moves, in numpy.

``bigtwo.players.player("learned")`` ranks a handful of candidate actions (``normal``'s choice,
passing, the plays of its plan, the cheapest and strongest plays) by a small network over
features of each action and of the hand it leaves (see ``bigtwo/players/_features.py``), and
plays the best. This script makes its weights, in four steps, from one seed, in one process:

1. **Rollout labels.** It plays deals of ``classic``: one seat (a different one each deal)
   against three ``normal`` players. At each of that seat's moves with more than one candidate,
   it deals the cards the seat cannot see at random (``samples`` times, as ``expert`` does,
   consistent with the other seats' passes), plays every candidate and then the rest of the
   deal with ``normal`` at every seat, and records each candidate's features and its mean
   outcome (a win counts 1, plus a small share of the points). The seat then plays the
   candidate with the best mean outcome, so the moves seen are those of a strong player.
2. **Fit.** A network with one hidden layer of ReLU units (and a linear skip from the features)
   is fitted with Adam to the soft-max of those outcomes over each move's candidates (a
   cross-entropy), on nine moves in ten, keeping the tenth to check it. It starts out as
   ``normal`` (the skip weight of the feature "``normal``'s choice" at 1).
3. **Pick.** Every ``--eval-every`` epochs, the network plays ``--eval-deals`` mirrored deals
   against three ``normal`` players (deals step 1 never saw); the best goes on to step 4, and
   the training curve is written as CSV (``docs/assets/learned-training.csv``).
4. **Self-play.** The network then plays itself through `bigtwo.rl.BatchEnv` (64 deals at a
   time, the ``win`` reward) for ``--self-play`` updates (`SelfPlay`): at every table each seat
   is the network being trained, which draws its move from the soft-max of its scores and
   learns from it, a frozen copy of it from a league that gains a copy every
   ``--self-play-every`` updates, or ``normal``. Every ``--self-play-every`` updates it plays
   the evaluation deals again; the best network after at least one update is written as JSON
   next to the player (``src/bigtwo/players/learned.json``), and this step's curve as CSV
   (``docs/assets/learned-self-play.csv``).

Run from the repository root (numpy needed, and for step 4 bigtwo's ``rl`` extra):

    python examples/train_learned.py [--deals 3500] [--samples 16] [--seed 0] [--labels FILE]
        [--start WEIGHTS] [--self-play 600]

``--labels FILE`` keeps step 1's moves (pickled views and outcomes) in a file, written every 100
deals, and a later run with that file starts at step 2 (and, from the same file, writes the
same network after step 3). ``--start WEIGHTS`` skips steps 1 to 3 and starts step 4 from a
weights file; ``--self-play 0`` stops after step 3. Steps 1 to 3 take about half an hour of one
core with the defaults (27 minutes to label 3,500 deals, 21,700 moves, on a 2-core machine
shared with other work, then under a minute to fit and pick), and step 4 about SELF_PLAY_TIME.
It prints the training curves as it goes.
"""

from __future__ import annotations

import argparse
import csv
import json
import pickle
import random
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

import bigtwo
import bigtwo.players
from bigtwo import Action, Redeal, SeatView
from bigtwo.players import _features
from bigtwo.players._base import action_for
from bigtwo.players._learned import WEIGHTS_FORMAT, WEIGHTS_VERSION, choose, read_network
from bigtwo.players._sampled import World
from bigtwo.players._threats import Seen

ROOT = Path(__file__).resolve().parent.parent
WEIGHTS = ROOT / "src" / "bigtwo" / "players" / "learned.json"
CURVE = ROOT / "docs" / "assets" / "learned-training.csv"
SELF_PLAY_CURVE = ROOT / "docs" / "assets" / "learned-self-play.csv"
SELF_PLAY = 600
"""Updates of step 4 by default."""
Array = npt.NDArray[np.float64]


Labelled = list[tuple[SeatView, Array]]
"""Moves labelled by rollouts: the view, and per candidate its mean wins and mean points."""


def label_deals(deals: int, samples: int, seed: int, keep: Path | None) -> Labelled:
    """Step 1: the mean rollout outcome (wins, points) of every candidate, move by move."""
    rules = bigtwo.ruleset("classic")
    normal = bigtwo.players.player("normal")
    out: Labelled = []
    started = time.perf_counter()
    for k in range(deals):
        rng = random.Random(seed * 1_000_003 + k)
        state = bigtwo.new_game(rules, seed=rng.randrange(2**32))
        me = k % 4
        while not state.over:
            seat = state.to_move
            assert seat is not None
            view = bigtwo.view(state, seat)
            action = None
            if seat == me and len(view.legal) > 1 and not any(isinstance(a, Redeal) for a in view.legal):
                seen = Seen.of_view(view)
                choices = _features.candidates(seen, view)
                if len(choices) > 1:
                    world = World(view, seen.f)
                    actions = [action_for(view.legal, c) for c in choices]
                    total = np.zeros((len(choices), 2))
                    for _ in range(samples):
                        masks = world.sample(rng)
                        assert masks is not None
                        for i, a in enumerate(actions):
                            points = world.rollout(masks, a)
                            assert points is not None
                            total[i] += (points > 0, points)
                    out.append((view, total / samples))
                    action = actions[int(np.argmax(total[:, 0] + 0.01 * total[:, 1]))]
            if action is None:
                action = normal.act(view)
            state = bigtwo.apply(state, action)
        if (k + 1) % 100 == 0:
            print(f"  labelled {k + 1} deals, {len(out)} moves, {time.perf_counter() - started:.0f} s", flush=True)
            if keep is not None:
                keep.write_bytes(pickle.dumps(out))
    if keep is not None:
        keep.write_bytes(pickle.dumps(out))
    return out


def tensors(labelled: Labelled) -> tuple[Array, npt.NDArray[np.bool_], Array]:
    """The moves as arrays padded to `_features.WIDTH` candidates: features, which candidates
    are real, and their (wins, points)."""
    moves, width = len(labelled), _features.WIDTH
    x = np.zeros((moves, width, _features.FEATURES))
    real = np.zeros((moves, width), dtype=bool)
    q = np.zeros((moves, width, 2))
    for k, (view, values) in enumerate(labelled):
        seen = Seen.of_view(view)
        rows = _features.describe(seen, view, _features.candidates(seen, view))
        x[k], real[k] = padded(rows)
        q[k, : len(rows)] = values
    return x, real, q


def padded(rows: list[list[float]]) -> tuple[Array, npt.NDArray[np.bool_]]:
    """One move's feature rows padded to `_features.WIDTH` candidates, and which are real."""
    x = np.zeros((_features.WIDTH, _features.FEATURES))
    x[: len(rows)] = rows
    real = np.zeros(_features.WIDTH, dtype=bool)
    real[: len(rows)] = True
    return x, real


class Net:
    """One hidden layer of ReLU units plus a linear skip: a score per candidate."""

    w1: Array
    b1: Array
    w2: Array
    skip: Array

    def __init__(self, features: int, hidden: int, rng: np.random.Generator) -> None:
        self.w1 = rng.normal(0, 1 / np.sqrt(features), (hidden, features))
        self.b1 = np.zeros(hidden)
        self.w2 = rng.normal(0, 1 / np.sqrt(hidden), hidden)
        self.skip = np.zeros(features)
        self.skip[_features.NAMES.index("normal_choice")] = 1.0  # start out as ``normal``

    def params(self) -> list[Array]:
        return [self.w1, self.b1, self.w2, self.skip]

    def forward(self, x: Array) -> tuple[Array, Array]:
        h = np.maximum(x @ self.w1.T + self.b1, 0.0)
        return h @ self.w2 + x @ self.skip, h

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": WEIGHTS_FORMAT,
                "version": WEIGHTS_VERSION,
                "licence": "MIT, as the rest of bigtwo (LICENSE)",
                "made_by": "examples/train_learned.py",
                "features": list(_features.NAMES),
                "w1": self.w1.tolist(),
                "b1": self.b1.tolist(),
                "w2": self.w2.tolist(),
                "skip": self.skip.tolist(),
            }
        )


def softmax(s: Array, real: npt.NDArray[np.bool_]) -> Array:
    s = np.where(real, s, -np.inf)
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    out: Array = e / e.sum(axis=-1, keepdims=True)
    return out


def targets(q: Array, real: npt.NDArray[np.bool_], temperature: float, points: float) -> Array:
    """What the network should put on each candidate: the soft-max of its rollout outcome."""
    return softmax((q[..., 0] + points * q[..., 1]) / temperature, real)


POINTS = 0.1
"""The weight of a point beside a win in the outcome of a rollout, by default."""
SCALE = 10.0
"""Outcomes times this are what the scores fit, without a soft-max."""


def fit(
    net: Net,
    x: Array,
    real: npt.NDArray[np.bool_],
    t: Array,
    rng: np.random.Generator,
    epochs: int,
    state: dict[str, Any],
    regress: bool,
) -> float:
    """Step 2: ``epochs`` passes of Adam on the cross-entropy against ``t`` (with ``regress``,
    on the squared error of the scores against ``t``, both less their mean over the move's
    candidates); the last mean loss."""
    lr, decay = 2e-3, 1e-4
    loss = 0.0
    for _ in range(epochs):
        order = rng.permutation(len(x))
        losses = []
        for batch in np.array_split(order, max(1, len(x) // 128)):
            xb, rb, tb = x[batch], real[batch], t[batch]
            s, h = net.forward(xb)
            if regress:  # the scores, less their mean, against the outcomes, less theirs
                r = np.where(rb, s - tb, 0.0)
                r = np.where(rb, r - r.sum(axis=1, keepdims=True) / rb.sum(axis=1, keepdims=True), 0.0)
                losses.append(np.sum(r * r) / len(batch))
                d = 2 * r / len(batch)
            else:
                p = softmax(s, rb)
                losses.append(-np.sum(tb * np.log(np.where(rb, p, 1.0))) / len(batch))
                d = np.where(rb, p - tb, 0.0) / len(batch)  # d loss / d score
            adam_step(net, d, h, xb, state, lr, decay)
        loss = float(np.mean(losses))
    return loss


def adam_step(net: Net, d: Array, h: Array, x: Array, state: dict[str, Any], lr: float, decay: float) -> None:
    """One step of Adam (with weight ``decay``) on the network's parameters, from ``d``, the
    loss's gradient with respect to each candidate's score, and the forward pass's hidden
    units ``h`` on the features ``x``."""
    params = net.params()
    m = state.setdefault("m", [np.zeros_like(p) for p in params])
    v = state.setdefault("v", [np.zeros_like(p) for p in params])
    dh = d[..., None] * net.w2 * (h > 0)
    grads = [
        np.einsum("mch,mcf->hf", dh, x),
        dh.sum(axis=(0, 1)),
        np.einsum("mc,mch->h", d, h),
        np.einsum("mc,mcf->f", d, x),
    ]
    state["t"] = step = state.get("t", 0) + 1
    for i, (param, g) in enumerate(zip(params, grads, strict=True)):
        g = g + decay * param
        m[i] = 0.9 * m[i] + 0.1 * g
        v[i] = 0.999 * v[i] + 0.001 * g * g
        param -= lr * (m[i] / (1 - 0.9**step)) / (np.sqrt(v[i] / (1 - 0.999**step)) + 1e-8)


def check(net: Net, x: Array, real: npt.NDArray[np.bool_], q: Array) -> tuple[float, float]:
    """On held-out moves: how often the network's pick is the rollouts' best, and the rollout
    win rate of its picks minus that of ``normal``'s choice."""
    s, _ = net.forward(x)
    pick = np.argmax(np.where(real, s, -np.inf), axis=1)
    value = q[..., 0] + POINTS * q[..., 1]
    best = np.argmax(np.where(real, value, -np.inf), axis=1)
    gain = q[np.arange(len(q)), pick, 0] - q[:, 0, 0]
    return float(np.mean(pick == best)), float(np.mean(gain))


class Trained:
    """A player that plays a network being trained, as ``learned`` plays its shipped one."""

    def __init__(self, net: Net) -> None:
        self.network = read_network(net.to_json())

    def act(self, view: SeatView) -> Action:
        return choose(view, self.network)


def win_rate(net: Net, deals: int, seed: int) -> float:
    """The share of ``deals`` mirrored deals the network wins against three ``normal`` players."""
    results = bigtwo.simulate([Trained(net), "normal", "normal", "normal"], deals, seed=seed)
    return results.players[0].win_rate


GAMES = 64
"""Deals stepped together by step 4's `bigtwo.rl.BatchEnv`."""
DECISIONS = 2048
"""The network's own sampled decisions behind one update of step 4."""
ROLES = (("self", 0.5), ("league", 0.25), ("normal", 0.25))
"""Who plays a seat of a self-play deal, and how often: the network being trained, a frozen
copy of it from the league, or ``normal``."""


class SelfPlay:
    """Step 4: league self-play through `bigtwo.rl.BatchEnv`, with REINFORCE on the win reward.

    Every seat of every deal is played by the network being trained (sampling a candidate from
    the soft-max of its scores, and learning from it), by a frozen copy of it from the league
    (its best candidate), or by ``normal``, drawn anew for each deal (`ROLES`; at least one seat
    is the network). A copy joins the league every ``snapshot_every`` updates. After every
    ``decisions`` decisions of the network (`DECISIONS` by default) it takes one Adam step on
    -(reward - mean reward) x log p(candidate), the reward being the deal's ``win`` reward of
    the seat that chose it.

    An update waits for deals to end, so it learns from at least ``decisions`` decisions; the
    deals still going on then are learned from at a later update, made partly by the network
    before it."""

    def __init__(self, net: Net, seed: int, lr: float, snapshot_every: int, decisions: int = DECISIONS) -> None:
        from bigtwo.rl import BatchEnv  # numpy and bigtwo's rl extra, needed by this step only

        self.net = net
        self.rng = np.random.default_rng(seed)
        self.lr = lr
        self.snapshot_every = snapshot_every
        self.decisions = decisions
        self.batch = BatchEnv(GAMES, reward="win")
        self.batch.reset(seed=seed)
        self.normal = bigtwo.players.player("normal")
        self.league = [copy(net)]
        self.roles = [self._roles() for _ in range(GAMES)]
        self.pending: list[list[tuple[Array, npt.NDArray[np.bool_], int, int]]] = [[] for _ in range(GAMES)]
        self.done: list[tuple[Array, npt.NDArray[np.bool_], int, float]] = []
        self.adam: dict[str, Any] = {}
        self.updates = 0
        self.deals = 0

    def _roles(self) -> tuple[list[str], Net]:
        names = [name for name, _ in ROLES]
        seats = [names[int(self.rng.choice(len(ROLES), p=[p for _, p in ROLES]))] for _ in range(4)]
        if "self" not in seats:
            seats[int(self.rng.integers(4))] = "self"
        return seats, self.league[int(self.rng.integers(len(self.league)))]

    def _action(self, i: int, view: SeatView) -> Action:
        legal = view.legal
        seats, frozen = self.roles[i]
        who = seats[view.seat]
        if len(legal) == 1:
            return legal[0]
        redeal = next((a for a in legal if isinstance(a, Redeal)), None)
        if redeal is not None:
            return redeal
        if who == "normal":
            return self.normal.act(view)
        seen = Seen.of_view(view)
        choices = _features.candidates(seen, view)
        if len(choices) == 1:
            return action_for(legal, choices[0])
        rows = _features.describe(seen, view, choices)
        x, real = padded(rows)
        if who == "self":
            p = softmax(self.net.forward(x)[0], real)
            k = int(self.rng.choice(_features.WIDTH, p=p))
            self.pending[i].append((x, real, k, view.seat))
        else:
            k = int(np.argmax(np.where(real, frozen.forward(x)[0], -np.inf)))
        return action_for(legal, choices[k])

    def update(self) -> None:
        """Play until the network has made ``decisions`` decisions in finished deals, then take
        one step of Adam on them."""
        from bigtwo.rl import play_to_action

        while len(self.done) < self.decisions:
            actions = np.zeros(GAMES, dtype=np.int64)
            for i, state in enumerate(self.batch.games):
                assert state is not None and state.to_move is not None
                view = bigtwo.view(state, state.to_move)
                actions[i] = play_to_action(self._action(i, view), view)
            _, rewards, terminated, _, _ = self.batch.step(actions)
            for end in np.flatnonzero(terminated).tolist():
                self.done += [(x, real, k, float(rewards[end, seat])) for x, real, k, seat in self.pending[end]]
                self.pending[end] = []
                self.roles[end] = self._roles()
                self.deals += 1
        x = np.array([d[0] for d in self.done])
        real = np.array([d[1] for d in self.done])
        taken = np.array([d[2] for d in self.done])
        reward = np.array([d[3] for d in self.done])
        self.done = []
        advantage = reward - reward.mean()
        s, h = self.net.forward(x)
        p = softmax(s, real)
        p[np.arange(len(taken)), taken] -= 1.0
        d = np.where(real, p * advantage[:, None], 0.0) / len(taken)  # d loss / d score
        adam_step(self.net, d, h, x, self.adam, self.lr, 0.0)
        self.updates += 1
        if self.updates % self.snapshot_every == 0:
            self.league.append(copy(self.net))


def copy(net: Net) -> Net:
    """A frozen copy of ``net``."""
    out = Net.__new__(Net)
    out.w1, out.b1, out.w2, out.skip = (p.copy() for p in net.params())
    return out


def distil(args: argparse.Namespace, started: float) -> Net:
    """Steps 1 to 3: label, fit, and pick the epoch that wins most; writes the curve."""
    if args.labels is not None and args.labels.exists():
        labelled: Labelled = pickle.loads(args.labels.read_bytes())
    else:
        labelled = label_deals(args.deals, args.samples, args.seed, args.labels)
    print(f"{len(labelled)} labelled moves ({time.perf_counter() - started:.0f} s)", flush=True)
    x, real, q = tensors(labelled)
    rng = np.random.default_rng(args.seed)
    held = rng.random(len(x)) < 0.1
    regress = args.temperature == 0
    t = (q[..., 0] + args.points * q[..., 1]) * SCALE if regress else targets(q, real, args.temperature, args.points)
    net = Net(x.shape[-1], args.hidden, rng)
    state: dict[str, Any] = {}
    rows = []
    best = (-1.0, net)
    for epoch in range(0, args.epochs + 1, args.eval_every):
        loss = float("nan")
        if epoch:
            loss = fit(net, x[~held], real[~held], t[~held], rng, args.eval_every, state, regress)
        agree, gain = check(net, x[held], real[held], q[held])
        rate = win_rate(net, args.eval_deals, EVAL_SEED + args.seed)
        seconds = round(time.perf_counter() - started)
        rows.append((epoch, round(loss, 4), round(agree, 4), round(gain, 4), rate, seconds))
        print(
            f"epoch {epoch:3d}  loss {loss:.4f}  held-out: rollout-best {agree:.1%}, rollout gain {gain:+.3f}"
            f"  win rate vs 3 normal {rate:.1%}  ({time.perf_counter() - started:.0f} s)",
            flush=True,
        )
        if epoch and rate > best[0]:
            best = (rate, copy(net))
    write_curve(
        args.curve,
        ["epoch", "train_loss", "held_out_rollout_best", "held_out_rollout_gain", "win_rate_vs_3_normal", "seconds"],
        rows,
    )
    print(f"fitted: best win rate {best[0]:.1%} over {args.eval_deals} deals; curve in {args.curve}", flush=True)
    return best[1]


def self_play(net: Net, args: argparse.Namespace, started: float) -> Net:
    """Step 4: `SelfPlay` for ``--self-play`` updates from ``net``; every ``--self-play-every``
    updates the network plays ``--eval-deals`` mirrored deals against three ``normal``, and the
    best of those after at least one update is returned (so the network returned has played
    itself, even where the starting one scored higher). Writes the curve."""
    play = SelfPlay(net, args.seed, args.self_play_lr, args.self_play_every, args.self_play_decisions)
    rows = [(0, 0, win_rate(net, args.eval_deals, EVAL_SEED + args.seed), round(time.perf_counter() - started))]
    print(f"self-play: update   0  win rate vs 3 normal {rows[0][2]:.1%}", flush=True)
    best = (-1.0, net)
    while play.updates < args.self_play:
        play.update()
        if play.updates % args.self_play_every == 0 or play.updates == args.self_play:
            rate = win_rate(play.net, args.eval_deals, EVAL_SEED + args.seed)
            rows.append((play.updates, play.deals, rate, round(time.perf_counter() - started)))
            print(
                f"self-play: update {play.updates:3d}  {play.deals} deals  win rate vs 3 normal {rate:.1%}"
                f"  ({time.perf_counter() - started:.0f} s)",
                flush=True,
            )
            if rate > best[0]:
                best = (rate, copy(play.net))
    write_curve(args.self_play_curve, ["update", "self_play_deals", "win_rate_vs_3_normal", "seconds"], rows)
    print(f"self-play: best win rate {best[0]:.1%}; curve in {args.self_play_curve}", flush=True)
    return best[1]


def write_curve(path: Path, header: list[str], rows: list[tuple[Any, ...]]) -> None:
    """A training curve as CSV."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(header)
        writer.writerows(rows)


def from_weights(path: Path) -> Net:
    """The network of a weights file, as numpy arrays (checked as the player checks it)."""
    text = path.read_text(encoding="utf-8")
    read_network(text)
    doc = json.loads(text)
    net = Net.__new__(Net)
    net.w1, net.b1, net.w2, net.skip = (np.array(doc[k], dtype=np.float64) for k in ("w1", "b1", "w2", "skip"))
    return net


EVAL_SEED = 10**6
"""The evaluations' deals are `bigtwo.simulate`'s of seed ``EVAL_SEED + --seed``: deals the
labelling never saw."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=3500, help="deals labelled by rollouts")
    parser.add_argument("--samples", type=int, default=16, help="sampled deals per labelled move")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--hidden", type=int, default=32, help="hidden units")
    parser.add_argument(
        "--temperature", type=float, default=0.05, help="of the soft-max of the outcomes (0: fit the outcomes)"
    )
    parser.add_argument("--points", type=float, default=POINTS, help="the weight of a point beside a win")
    parser.add_argument("--epochs", type=int, default=18)
    parser.add_argument("--eval-every", type=int, default=3, help="epochs between evaluations")
    parser.add_argument("--eval-deals", type=int, default=400, help="mirrored deals per evaluation")
    parser.add_argument("--labels", type=Path, help="a file keeping step 1's moves, reused when it exists")
    parser.add_argument("--start", type=Path, help="weights to start step 4 from (steps 1 to 3 skipped)")
    parser.add_argument("--self-play", type=int, default=SELF_PLAY, help="updates of step 4 (0: none)")
    parser.add_argument("--self-play-every", type=int, default=20, help="updates between evaluations (and copies)")
    parser.add_argument("--self-play-lr", type=float, default=1e-3, help="step 4's learning rate")
    parser.add_argument("--self-play-decisions", type=int, default=DECISIONS, help="decisions behind an update")
    parser.add_argument("--out", type=Path, default=WEIGHTS, help="where the best weights go")
    parser.add_argument("--curve", type=Path, default=CURVE, help="where steps 1-3's training curve goes (CSV)")
    parser.add_argument("--self-play-curve", type=Path, default=SELF_PLAY_CURVE, help="where step 4's goes (CSV)")
    args = parser.parse_args()
    for name in (
        "deals",
        "samples",
        "hidden",
        "epochs",
        "eval_every",
        "eval_deals",
        "self_play_every",
        "self_play_decisions",
    ):
        if getattr(args, name) < 1:
            parser.error(f"--{name.replace('_', '-')} is a whole number from 1 up")
    if args.self_play < 0 or args.seed < 0 or not args.self_play_lr > 0:
        parser.error("--self-play and --seed are whole numbers from 0 up, --self-play-lr a number above 0")
    started = time.perf_counter()
    net = from_weights(args.start) if args.start is not None else distil(args, started)
    if args.self_play > 0:
        net = self_play(net, args, started)
    args.out.write_text(net.to_json() + "\n", encoding="utf-8")
    print(f"weights in {args.out}; total {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
