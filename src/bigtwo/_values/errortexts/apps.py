"""The messages of the errors about the applications: the command line, `bigtwo play`, the RL environments.

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    "rl-bad-slots": (
        "GameError",
        "slots is a number of cards from 0 to {most}, not {value}",
        "slots es un número de cartas del 0 al {most}, no {value}",
    ),
    "rl-bad-positions": (
        "GameError",
        "an action plays 1, 2, 3 or 5 distinct positions from 0 to {last}, not {value}",
        "una acción juega 1, 2, 3 o 5 posiciones distintas del 0 al {last}, no {value}",
    ),
    "rl-bad-action-index": (
        "GameError",
        "an action index is a whole number from 0 to {last}, not {value}",
        "un índice de acción es un número entero del 0 al {last}, no {value}",
    ),
    "rl-hand-past-slots": (
        "GameError",
        "this seat was dealt {cards} cards, more than the {most} positions of the action space (bigtwo.rl.MAX_SLOTS)",
        "a este asiento se le repartieron {cards} cartas, más que las {most} posiciones del espacio de acciones (bigtwo.rl.MAX_SLOTS)",
    ),
    "rl-card-not-dealt": (
        "GameError",
        "the {card} is not in the seat's hand as dealt",
        "el {card} no está en la mano que se repartió a este asiento",
    ),
    "rl-bad-play-size": (
        "GameError",
        "a play has 1, 2, 3 or 5 cards, not {size}",
        "una jugada tiene 1, 2, 3 o 5 cartas, no {size}",
    ),
    "rl-position-past-hand": (
        "GameError",
        "action {index} plays position {position}, but the hand as dealt has {cards} cards",
        "la acción {index} juega la posición {position}, pero la mano repartida tiene {cards} cartas",
    ),
    "rl-not-a-view": (
        "GameError",
        "expected a SeatView (see bigtwo.view), not {value}",
        "se esperaba un SeatView (véase bigtwo.view), no {value}",
    ),
    "rl-not-a-rule-set": (
        "GameError",
        "expected a RuleSet (see bigtwo.ruleset), not {value}",
        "se esperaba un RuleSet (véase bigtwo.ruleset), no {value}",
    ),
    "rl-not-an-action": (
        "GameError",
        "an action is a Play, a Pass or a Redeal, not {value}",
        "una acción es un Play, un Pass o un Redeal, no {value}",
    ),
    "rl-too-few-slots": (
        "GameError",
        "slots={slots} is too few for this seat: it was dealt {cards} cards (leave slots out for the environments' default, slots_for(rules, players))",
        "slots={slots} se queda corto para este asiento: recibió {cards} cartas (sin slots se usa el valor de los entornos, slots_for(rules, players))",
    ),
    "rl-action-is-none": (
        "GameError",
        "{agent} is to act: give an action index, not None",
        "le toca a {agent}: hay que dar un índice de acción, no None",
    ),
    "rl-not-reset": (
        "GameError",
        "call reset() first: no deal is in play",
        "primero hay que llamar a reset(): no hay ninguna mano en juego",
    ),
    "rl-action-outside-space": (
        "GameError",
        "action {index} is outside the action space (0 to {last})",
        "la acción {index} está fuera del espacio de acciones (del 0 al {last})",
    ),
    "rl-deal-over": (
        "GameError",
        "the deal is over: there is nothing to do",
        "la mano ha terminado: no hay nada que hacer",
    ),
    "rl-opponents-count": (
        "GameError",
        "opponents gives one player for each other seat ({needed}), not {given}",
        "opponents da un jugador por cada uno de los otros asientos ({needed}), no {given}",
    ),
    "rl-bad-opponent": (
        "GameError",
        "an opponent is a player's name (see bigtwo.players.names()), a player or a policy, not {value}",
        "un rival es el nombre de un jugador (véase bigtwo.players.names()), un jugador o una política, no {value}",
    ),
    "rl-bad-seat": (
        "GameError",
        "seat is a seat number from 0 to {last}, not {value}",
        "seat es un número de asiento del 0 al {last}, no {value}",
    ),
    "rl-deal-ends-before-agent": (
        "GameError",
        "that deal ends before the agent's first turn: there is nothing to play",
        "esa mano termina antes del primer turno del agente: no hay nada que jugar",
    ),
    "rl-episode-over": (
        "GameError",
        "the episode is over: call reset()",
        "el episodio ha terminado: hay que llamar a reset()",
    ),
    "rl-bad-history": (
        "GameError",
        "history is a whole number of turns from 0 to {most}, not {value}",
        "history es un número entero de turnos de 0 a {most}, no {value}",
    ),
    "rl-policy-illegal": (
        "GameError",
        "the policy of seat {seat} chose action {index}, which is not legal now",
        "la política del asiento {seat} ha elegido la acción {index}, que ahora no es legal",
    ),
    "rl-policy-not-an-index": (
        "GameError",
        "the policy of seat {seat} answered {value}, not an action index",
        "la política del asiento {seat} ha respondido {value}, no un índice de acción",
    ),
    "rl-not-a-policy": (
        "GameError",
        "a policy is a function of an observation and an action mask, not {value}",
        "una política es una función de una observación y una máscara de acciones, no {value}",
    ),
    "rl-bad-batch-size": (
        "GameError",
        "a batch holds from 1 to {most} games, not {value}",
        "un lote tiene de 1 a {most} partidas, no {value}",
    ),
    "rl-batch-actions": (
        "GameError",
        "step takes one action index per game ({games}), not {value}",
        "step recibe un índice de acción por partida ({games}), no {value}",
    ),
    "rl-batch-seeds": (
        "GameError",
        "reset takes one seed, one seed per game ({games}) or None (seeds are whole numbers from 0), not {value}",
        "reset recibe una semilla, una semilla por partida ({games}) o None (las semillas son números enteros desde 0), no {value}",
    ),
    "rl-bad-render-mode": (
        "GameError",
        "render_mode is one of {modes} or None, not {value}",
        "render_mode es uno de {modes} o None, no {value}",
    ),
    "rl-card-out-of-rank": (
        "GameError",
        "the rules order the {card} out of its rank: {key}",
        "las reglas ordenan el {card} fuera de su valor: {key}",
    ),
    "rl-bad-players": (
        "GameError",
        "Big Two is played by 2, 3 or 4 players, not {value}",
        "al Big Two juegan 2, 3 o 4 jugadores, no {value}",
    ),
    "rl-bad-reward": (
        "GameError",
        "reward is one of {rewards}, not {value}",
        "reward es uno de {rewards}, no {value}",
    ),
    "rl-slots-out-of-range": (
        "GameError",
        "slots is a number of hand positions from {needed} (the most cards a seat is dealt here) to {most}, not {value}",
        "slots es un número de posiciones de la mano del {needed} (lo más que recibe aquí un asiento) al {most}, no {value}",
    ),
    "rl-code-other-table": (
        "GameError",
        "deal code {code} is for other rules or another number of players than this table's",
        "el código de reparto {code} es de otras reglas o de otro número de jugadores que los de esta mesa",
    ),
    "rl-code-won-at-deal": (
        "GameError",
        "deal code {code} is won at the deal: nobody has a decision to make",
        "el código de reparto {code} se gana al repartir: nadie tiene nada que decidir",
    ),
}
