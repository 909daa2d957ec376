"""The messages of the errors about games: states, views, actions, answers (`bigtwo._game`).

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    "bad-players": (
        "GameError",
        "Big Two is played by 2, 3 or 4 players, not {value}",
        "al Big Two se juega con 2, 3 o 4 jugadores, no {value}",
    ),
    "not-a-shuffler": (
        "GameError",
        "shuffled_hands needs a random.Random (or secrets.SystemRandom) to shuffle with, not {value}",
        "shuffled_hands necesita un random.Random (o secrets.SystemRandom) para barajar, no {value}",
    ),
    "bad-seed": (
        "GameError",
        "a seed is a whole number from 0 to {most}, not {value}",
        "una semilla es un número entero del 0 al {most}, no {value}",
    ),
    "bad-seat": (
        "GameError",
        "{name} is a seat number from 0 to {last}, not {value}",
        "{name} es un número de asiento del 0 al {last}, no {value}",
    ),
    "setup-bad-number": (
        "GameError",
        "{name} is not a number the setup of a deal takes: {value}",
        "{name} no es un número que acepte la preparación de un reparto: {value}",
    ),
    "turn-not-an-action": (
        "GameError",
        "a turn's action is a Play, a Pass or a Redeal, not {value}",
        "la acción de un turno es un Play, un Pass o un Redeal, no {value}",
    ),
    "turn-bad-auto": (
        "GameError",
        "a turn's auto is True only for a pass the rules made (a bool), not {value}",
        "el auto de un turno es True solo para un paso que impusieron las reglas (un bool), no {value}",
    ),
    "turn-redeal-other-seat": (
        "GameError",
        "the turn of seat {seat} cannot hold the redeal of seat {other}",
        "el turno del asiento {seat} no puede llevar el reparto nuevo del asiento {other}",
    ),
    "not-a-seat-number": (
        "GameError",
        "{name} is a seat number (0, 1, 2...), not {value}",
        "{name} es un número de asiento (0, 1, 2...), no {value}",
    ),
    "bad-shuffle-number": (
        "GameError",
        "shuffle_number is a whole number from 0 to {most}, not {value}",
        "shuffle_number es un número entero del 0 al {most}, no {value}",
    ),
    "bad-deal-number": (
        "GameError",
        "deal_number is a whole number from 1 to {most}, not {value}",
        "deal_number es un número entero del 1 al {most}, no {value}",
    ),
    "hands-not-a-sequence": (
        "GameError",
        "hands is a sequence of hands, one per seat, not {value}",
        "hands es una secuencia de manos, una por asiento, no {value}",
    ),
    "seed-and-hands": (
        "GameError",
        "give a seed or hands, not both",
        "hay que dar una semilla o las manos, no las dos cosas",
    ),
    "wrong-number-of-hands": (
        "GameError",
        "give one hand per seat ({players} hands), not {given}",
        "hay que dar una mano por asiento ({players} manos), no {given}",
    ),
    "empty-hand": (
        "GameError",
        "every seat needs at least one card, and seat {seat} has none",
        "cada asiento necesita al menos una carta, y el asiento {seat} no tiene ninguna",
    ),
    "opener-failed": (
        "RulesError",
        "the opener rule {option} failed: {error}",
        "la regla de salida {option} ha fallado: {error}",
    ),
    "opener-bad-card": (
        "RulesError",
        "the opener rule {option} chose {value} as the card to lead with, not a Card or None",
        "la regla de salida {option} eligió {value} como carta de salida, no un Card ni None",
    ),
    "opener-bad-seat": (
        "RulesError",
        "the opener rule {option} chose {value} to lead, not a seat number from 0 to {last}",
        "la regla de salida {option} eligió {value} para salir, no un número de asiento del 0 al {last}",
    ),
    "opener-card-not-held": (
        "RulesError",
        "the opener rule {option} chose seat {seat} to lead with the {card}, which that seat does not hold",
        "la regla de salida {option} eligió al asiento {seat} para salir con el {card}, que ese asiento no tiene",
    ),
    "auto-pass-failed": (
        "RulesError",
        "the automatic-pass rule {option} failed: {error}",
        "la regla de pase automático {option} ha fallado: {error}",
    ),
    "not-a-game-state": (
        "GameError",
        "expected a GameState (see bigtwo.new_game), not {value}",
        "se esperaba un GameState (véase bigtwo.new_game), no {value}",
    ),
    "play-mask-not-int": (
        "GameError",
        "a Play's cards are a 52-bit mask, not {type}: the Play was tampered with",
        "las cartas de un Play son una máscara de 52 bits, no {type}: el Play ha sido manipulado",
    ),
    "play-mask-out-of-range": (
        "GameError",
        "a Play's cards are a 52-bit mask, not {value}: the Play was tampered with",
        "las cartas de un Play son una máscara de 52 bits, no {value}: el Play ha sido manipulado",
    ),
    "not-an-action": (
        "GameError",
        "an action is a Play, a Pass or a Redeal, not {value}",
        "una acción es un Play, un Pass o un Redeal, no {value}",
    ),
    "redeal-bad-seat": (
        "GameError",
        "a Redeal names a seat from 0 to {last}, not {value}",
        "un Redeal nombra un asiento del 0 al {last}, no {value}",
    ),
    "redeal-for-other-seat": (
        "GameError",
        "seat {seat} cannot demand seat {other}'s redeal: a Redeal names its own seat",
        "el asiento {seat} no puede pedir que se vuelva a repartir por el asiento {other}: un Redeal nombra su propio asiento",
    ),
    "too-many-redeals": (
        "GameError",
        "a deal may be redealt at most {most} times",
        "un reparto se puede repetir como mucho {most} veces",
    ),
    "view-of-other-seat": (
        "GameError",
        "this is seat {view_seat}'s view: it cannot answer for seat {seat}",
        "esta es la vista del asiento {view_seat}: no puede responder por el asiento {seat}",
    ),
    "hint-deal-over": (
        "GameError",
        "the deal is over: there is nothing to hint",
        "el reparto ha terminado: no hay ninguna jugada que sugerir",
    ),
}
