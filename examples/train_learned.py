"""Train the ``learned`` CPU player: a tiny network that scores candidate moves, in numpy.

``bigtwo.players.player("learned")`` ranks a handful of candidate actions (``normal``'s choice,
passing, the plays of its plan, the cheapest and strongest plays) by a small network over
features of each action and of the hand it leaves (see ``bigtwo/players/_features.py``), and
plays the best. This script makes its weights, in three steps, from one seed, in one process:

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
   against three ``normal`` players (deals step 1 never saw); the best is written as JSON next
   to the player (``src/bigtwo/players/learned.json``), with the training curve as CSV.

Run from the repository root (numpy needed):

    python examples/train_learned.py [--deals 3500] [--samples 16] [--seed 0] [--labels FILE]

``--labels FILE`` keeps step 1's moves (pickled views and outcomes) in a file, written every 100
deals, and a later run with that file starts at step 2 (and, from the same file, writes the
same weights byte for byte). With the defaults it made the shipped weights in about half an
hour of one core: 27 minutes to label 3,500 deals
(21,700 moves) on a 2-core machine shared with other work, about 15 on an idle core, then under
a minute to fit and pick. It prints the training curve as it goes and writes it as CSV
(``docs/assets/learned-training.csv``).
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
from bigtwo.players._expert import _World
from bigtwo.players._learned import WEIGHTS_FORMAT, WEIGHTS_VERSION, choose, read_network
from bigtwo.players._threats import Seen

ROOT = Path(__file__).resolve().parent.parent
WEIGHTS = ROOT / "src" / "bigtwo" / "players" / "learned.json"
CURVE = ROOT / "docs" / "assets" / "learned-training.csv"
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
                    world = _World(view, seen.f)
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
        x[k, : len(rows)] = rows
        real[k, : len(rows)] = True
        q[k, : len(rows)] = values
    return x, real, q


class Net:
    """One hidden layer of ReLU units plus a linear skip: a score per candidate."""

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
    params = net.params()
    m = state.setdefault("m", [np.zeros_like(p) for p in params])
    v = state.setdefault("v", [np.zeros_like(p) for p in params])
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
            dh = d[..., None] * net.w2 * (h > 0)
            grads = [
                np.einsum("mch,mcf->hf", dh, xb),
                dh.sum(axis=(0, 1)),
                np.einsum("mc,mch->h", d, h),
                np.einsum("mc,mcf->f", d, xb),
            ]
            state["t"] = step = state.get("t", 0) + 1
            for i, (param, g) in enumerate(zip(params, grads, strict=True)):
                g = g + decay * param
                m[i] = 0.9 * m[i] + 0.1 * g
                v[i] = 0.999 * v[i] + 0.001 * g * g
                param -= lr * (m[i] / (1 - 0.9**step)) / (np.sqrt(v[i] / (1 - 0.999**step)) + 1e-8)
        loss = float(np.mean(losses))
    return loss


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
    parser.add_argument("--out", type=Path, default=WEIGHTS, help="where the best weights go")
    parser.add_argument("--curve", type=Path, default=CURVE, help="where the training curve goes (CSV)")
    args = parser.parse_args()
    started = time.perf_counter()
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
    best = (-1.0, "")
    eval_seed = 10**6 + args.seed  # evaluation deals the labelling never saw
    for epoch in range(0, args.epochs + 1, args.eval_every):
        loss = float("nan")
        if epoch:
            loss = fit(net, x[~held], real[~held], t[~held], rng, args.eval_every, state, regress)
        agree, gain = check(net, x[held], real[held], q[held])
        rate = win_rate(net, args.eval_deals, eval_seed)
        seconds = round(time.perf_counter() - started)
        rows.append((epoch, round(loss, 4), round(agree, 4), round(gain, 4), rate, seconds))
        print(
            f"epoch {epoch:3d}  loss {loss:.4f}  held-out: rollout-best {agree:.1%}, rollout gain {gain:+.3f}"
            f"  win rate vs 3 normal {rate:.1%}  ({time.perf_counter() - started:.0f} s)",
            flush=True,
        )
        if epoch and rate > best[0]:
            best = (rate, net.to_json())
    args.out.write_text(best[1] + "\n", encoding="utf-8")
    args.curve.parent.mkdir(parents=True, exist_ok=True)
    with args.curve.open("w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(
            ["epoch", "train_loss", "held_out_rollout_best", "held_out_rollout_gain", "win_rate_vs_3_normal", "seconds"]
        )
        writer.writerows(rows)
    print(f"best win rate {best[0]:.1%} over {args.eval_deals} deals: weights in {args.out}, curve in {args.curve}")
    print(f"total {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
