"""``learned``: a tiny network, trained on rollouts and then by self-play, that ranks a few candidate
moves.

Its weights ship with the package as ``learned.json`` (made by ``examples/train_learned.py``);
the network runs in plain Python (no numpy), with ReLU units only, so the same view gives the
same move on any machine.
"""

from __future__ import annotations

import functools
import json
import math
from importlib import resources

from attrs import field, frozen

from .._game.actions import Action, Play, Redeal
from .._game.moves import legal_plays
from .._game.state import GameState
from .._game.view import SeatView
from .._plays.combos import Combo
from ._base import PlayerError, action_for, check_seed, choose_legal
from ._choices import Offered
from ._features import FEATURES, NAMES, candidates, describe
from ._threats import Seen

__all__ = [
    "WEIGHTS_FILE",
    "Learned",
    "Network",
    "Position",
    "choose",
    "learned_move",
    "network",
    "pick",
    "read_network",
]

WEIGHTS_FILE = "learned.json"
"""The file of ``learned``'s weights, next to this module."""
WEIGHTS_FORMAT = "bigtwo/learned-weights"
WEIGHTS_VERSION = 1


class Network:
    """One hidden layer of ReLU units and a linear skip from the features: a score per row."""

    __slots__ = ("b1", "columns", "skip", "w1", "w2")

    def __init__(self, w1: list[list[float]], b1: list[float], w2: list[float], skip: list[float]) -> None:
        self.w1 = w1
        self.b1 = b1
        self.w2 = w2
        self.skip = skip
        self.columns = [list(column) for column in zip(*w1, strict=True)]  # each feature's weights, unit by unit

    def score(self, row: list[float]) -> float:
        """The score of one row of `FEATURES` numbers: higher is better.

        Each unit adds its weighted features in the features' order, skipping the zeros: a zero
        term could change a sum only in the sign of a zero, which neither the ReLU nor the total
        sees, so the score is the same float, on any machine, as adding every term one by one
        (given finite weights, which `read_network` checks)."""
        pre = self.b1
        for x, column in zip(row, self.columns, strict=True):
            if x:  # a row is about half zeros: feature by feature, every unit at once
                pre = [p + w * x for p, w in zip(pre, column, strict=True)]
        total = 0.0
        for out, p in zip(self.w2, pre, strict=True):
            if p > 0.0:
                total += out * p
        for w, x in zip(self.skip, row, strict=True):
            if x:
                total += w * x
        return total


def _floats(value: object, size: int, name: str) -> list[float]:
    if (
        not isinstance(value, list)
        or len(value) != size
        or not all(type(x) in (int, float) and math.isfinite(x) for x in value)  # not True, NaN or Infinity
    ):
        raise PlayerError("learned-bad-weights", file=WEIGHTS_FILE, field=name)
    return [float(x) for x in value]


def read_network(text: str) -> Network:
    """The network a weights document describes (the JSON of ``learned.json``), checked."""
    try:
        doc = json.loads(text)
    except ValueError as exc:
        raise PlayerError("learned-bad-weights", file=WEIGHTS_FILE, field="JSON") from exc
    if not isinstance(doc, dict) or doc.get("format") != WEIGHTS_FORMAT or doc.get("version") != WEIGHTS_VERSION:
        raise PlayerError("learned-bad-weights", file=WEIGHTS_FILE, field="format")
    if doc.get("features") != list(NAMES):
        raise PlayerError("learned-bad-weights", file=WEIGHTS_FILE, field="features")
    w1 = doc.get("w1")
    if not isinstance(w1, list) or not w1:
        raise PlayerError("learned-bad-weights", file=WEIGHTS_FILE, field="w1")
    hidden = len(w1)
    return Network(
        [_floats(row, FEATURES, "w1") for row in w1],
        _floats(doc.get("b1"), hidden, "b1"),
        _floats(doc.get("w2"), hidden, "w2"),
        _floats(doc.get("skip"), FEATURES, "skip"),
    )


@functools.cache
def network() -> Network:
    """The network of the shipped weights, read once."""
    text = resources.files(__package__).joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")
    return read_network(text)


@frozen
class Learned:
    """A player trained on rollouts and then by playing itself through `bigtwo.rl` (a league with
    ``normal``): a small network scores ``expert``'s candidate actions
    (``normal``'s choice, passing, the plays of its plan, the cheapest and strongest plays) from
    features of each action and of the hand it leaves, and it plays the best (a tie goes to the
    earlier candidate, ``normal``'s choice first). Deterministic: the same view always gives the
    same action; its seed is unused.

    >>> import bigtwo, bigtwo.players
    >>> state = bigtwo.new_game(seed=1739204)
    >>> action = bigtwo.players.player("learned").act(bigtwo.view(state, state.to_move))
    >>> action in bigtwo.legal_plays(state)
    True
    """

    seed: int = field(default=0, validator=check_seed)
    """Unused (``learned`` draws nothing at random); kept so every player takes a seed."""

    def act(self, view: SeatView) -> Action:
        """The action this player takes: one of ``view.legal``.

        Args:
            view: What the player's seat may know now, when it is to move.

        Returns:
            One of ``view.legal``: the same one for the same view.

        Raises:
            PlayerError: ``view`` is not a `bigtwo.SeatView`, or gives the seat nothing to do
                (it is not to move, or the deal is over).
        """
        legal = choose_legal(view, "learned")
        if len(legal) == 1:
            return legal[0]
        redeal = next((a for a in legal if isinstance(a, Redeal)), None)
        if redeal is not None:  # the rules call this hand too weak to play: take the new cards
            return redeal
        return choose(view, network())


def choose(view: SeatView, net: Network) -> Action:
    """The action ``net`` ranks first among the candidates of ``view`` (a seat to move with
    more than one legal action and no redeal offered)."""
    return action_for(view.legal, pick(Seen.of_view(view), view, net))


def pick(seen: Seen, offered: Offered, net: Network) -> Combo | None:
    """The candidate ``net`` ranks first (``None`` is a pass) for the seat ``seen`` describes,
    with its legal actions and the seats that passed in ``offered`` (a tie goes to the earlier
    candidate, ``normal``'s choice first)."""
    choices = candidates(seen, offered)
    if len(choices) == 1:
        return choices[0]
    best, best_score = 0, 0.0
    for i, row in enumerate(describe(seen, offered, choices)):
        s = net.score(row)
        if i == 0 or s > best_score:
            best, best_score = i, s
    return choices[best]


class Position:
    """The legal actions and the round's passed seats of a position of a sampled deal: what
    ``learned``'s candidates and features read of a `bigtwo.SeatView`."""

    __slots__ = ("legal", "passed")

    def __init__(self, legal: tuple[Action, ...], passed: tuple[int, ...]) -> None:
        self.legal = legal
        self.passed = passed


def learned_move(state: GameState, seen: Seen, net: Network) -> Combo | None:
    """What ``learned`` plays (``None``: it passes) for the seat to move in ``state``, which
    ``seen`` describes (no redeal is offered there: the deal is under way)."""
    legal = legal_plays(state)
    if len(legal) == 1:  # as `Learned.act`: the one action
        only = legal[0]
        return only.combo if isinstance(only, Play) else None
    return pick(seen, Position(legal, state.passed), net)
