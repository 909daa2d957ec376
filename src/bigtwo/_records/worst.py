"""The most one seat can lose in a deal under a rule set: what the RL environments make an illegal
action cost more than (`bigtwo.rl.worst_points`).

The bound comes from the scoring scheme's own ``worst_loss`` (every built-in scheme declares
one, see `bigtwo.plugin.ScoringScheme`); a plugin's scheme without one is estimated from the
deals a scheme is tried on when a rule set is built (`bigtwo._rules.probes.score_probes`).
Under the assistant rule, the assistant pays every other loser's loss too, so the bound is
multiplied by the number of losers.
"""

from __future__ import annotations

from .._game.dealing import deal
from .._rules.probes import score_probes
from .._rules.ruleset import RuleSet
from .._spec.components import AssistantRule, DealRule
from .._spec.scoring import ScoringScheme
from .._values.checks import whole
from .._values.errors import GameError, RulesError, shown

__all__ = ["worst_points"]


def dealt_counts(rules: RuleSet, players: int) -> tuple[int, ...]:
    """How many cards each seat is dealt at a table of ``players`` (the deal of seed 0: every
    deal of these rules gives the same counts to the same seats)."""
    return tuple(mask.bit_count() for mask in deal(0, players, rules))


def _estimate(rules: RuleSet, players: int, scheme: ScoringScheme) -> int:
    """The worst loss of the probe deals of ``players`` seats (a scheme that declares no bound)."""
    whole_deck = rules.component("deal", DealRule).whole_deck
    worst = 0
    for given in score_probes(rules, whole_deck):
        if len(given.hands) == players:
            for line in scheme.lines(given):
                worst = max(worst, line.amount if scheme.lower_wins else -line.amount)
    return worst


def worst_points(rules: RuleSet, players: int) -> int:
    """At least the most points one seat can lose in one deal (a penalty scheme: its largest penalty).

    Args:
        rules: The rule set.
        players: 2, 3 or 4.

    Returns:
        A whole number of points, at least 0: the scheme's declared ``worst_loss`` of the cards
        dealt per seat (or, for a scheme that declares none, the worst of its probe deals),
        times the number of losers under the assistant rule.

    Raises:
        GameError: ``rules`` is not a `bigtwo.RuleSet`, or ``players`` is not 2, 3 or 4.
        RulesError: The scheme's ``worst_loss`` raises or gives no whole number of points.

    >>> import bigtwo, bigtwo.rl
    >>> bigtwo.rl.worst_points(bigtwo.ruleset("classic"), 4)  # 13 cards left at 3 a card
    39
    """
    if not isinstance(rules, RuleSet):
        raise GameError("rl-not-a-rule-set", value=shown(rules))
    if isinstance(players, bool) or players not in (2, 3, 4):
        raise GameError("rl-bad-players", value=shown(players))
    scheme = rules.component("scoring", ScoringScheme)
    if scheme.worst_loss is None:
        worst = _estimate(rules, players, scheme)
    else:
        worst = scheme.worst_loss(dealt_counts(rules, players))
        if not whole(worst, 0, None):
            label = f"scoring scheme {rules.option('scoring')!r}"
            raise RulesError("scheme-worst-not-a-count", scheme=label, value=shown(worst))
    if rules.component("assistant", AssistantRule).enabled:
        worst *= players - 1
    return int(worst)
