"""CPU players: `player` builds one by name, and any object with ``act(view) -> Action`` is one.

A player sees only its seat's `bigtwo.SeatView` (`bigtwo.view`): its own cards and the public
facts of the deal, never another seat's cards. Four players are built in, all deterministic
for a given seed and view, and picklable:

- ``novice``: the "Novato" level of the web game's rules page ("Big Two: how to play"): the
  cheapest play that beats the table, its lowest card when it leads, and now and then a pass
  when it could play (`Novice`);
- ``normal``: its "Normal" level, the strategy of its "Estrategia" section (`Normal`): as few
  plays as possible, no straight or full house broken for singles, 2s and aces kept to win
  back the lead, no singles led when an opponent holds one card, several cards shed at once
  where the scheme's tiers make it pay, and a pass when covering costs too much;
- ``expert``: samples the cards it cannot see and plays each of a few candidate actions to the
  end of the deal (its own seat played by ``learned``, the others by ``normal``), scoring with
  the rule set's scheme, and weighs the mean score with what ``learned`` thinks of each action
  (`Expert`);
- ``learned``: a tiny network, trained on such rollouts and then by playing itself through
  `bigtwo.rl` (``examples/train_learned.py``), that ranks ``expert``'s candidate actions from
  features of each action and of the hand it leaves, in plain Python, in well under a
  millisecond a move (`Learned`).

More players come from plugins through the ``bigtwo_players`` hook (see
`bigtwo.plugin.hookspecs`), registered like any other bigtwo plugin (the ``bigtwo.variants``
entry-point group, or ``plugins=`` for experiments)::

    from bigtwo.plugin import hookimpl

    @hookimpl
    def bigtwo_players():
        return {"cautious": Cautious}  # called as Cautious(seed=..., **settings)

An unknown name, a bad setting, or a player asked to act on a view with nothing to do raises
`PlayerError` (a `bigtwo.BigTwoError` and a ``ValueError``).

>>> import bigtwo, bigtwo.players
>>> state = bigtwo.new_game(seed=1739204)
>>> novice = bigtwo.players.player("novice", seed=7)
>>> seat = state.to_move
>>> novice.act(bigtwo.view(state, seat)) in bigtwo.legal_plays(state)
True
"""

from ._base import Player, PlayerError
from ._builtin import BUILTIN_PLAYERS
from ._expert import DEFAULT_BUDGET_MS, DEFAULT_ITERATIONS, DEFAULT_MODEL, DEFAULT_POLICY, DEFAULT_PRIOR, Expert
from ._learned import Learned
from ._normal import Normal
from ._novice import Novice
from ._registry import BUILTIN_PLAYER_PLUGINS, names, player

__all__ = [
    "BUILTIN_PLAYERS",
    "BUILTIN_PLAYER_PLUGINS",
    "DEFAULT_BUDGET_MS",
    "DEFAULT_ITERATIONS",
    "DEFAULT_MODEL",
    "DEFAULT_POLICY",
    "DEFAULT_PRIOR",
    "Expert",
    "Learned",
    "Normal",
    "Novice",
    "Player",
    "PlayerError",
    "names",
    "player",
]
