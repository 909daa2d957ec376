"""The messages of the errors about the hook specifications and option declarations (`bigtwo._spec`).

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    "run-not-consecutive": (
        "RulesError",
        "the run {ranks} is not five consecutive ranks: a straight climbs A 2 3 ... K A 2 without wrapping past the 2",
        "la escalera {ranks} no tiene cinco valores seguidos: una escalera sube A 2 3 ... K A 2 sin dar la vuelta pasado el 2",
    ),
    "unknown-category": (
        "RulesError",
        "{value} is not a category of play (one of {known})",
        "{value} no es una categoría de jugada (una de {known})",
    ),
    "rate-bad-counts": (
        "RulesError",
        "a rate is asked for whole numbers of cards, 0 <= left <= dealt <= 52, not left={left}, dealt={dealt}",
        "una tarifa se pide para números enteros de cartas, 0 <= left <= dealt <= 52, no left={left}, dealt={dealt}",
    ),
    "scheme-helper-not-an-input": (
        "RulesError",
        "expected a ScoreInput (the end of a deal, as a scheme receives it), not {value}",
        "se esperaba un ScoreInput (el final de un reparto, como lo recibe un sistema de puntuación), no {value}",
    ),
    "scheme-helper-bad-seat": (
        "RulesError",
        "seat is a seat of the deal, from 0 to {last}, not {value}",
        "seat es un asiento del reparto, del 0 al {last}, no {value}",
    ),
    "component-bad-field": (
        "RulesError",
        "{field} is {expected}, not {value}",
        "{field} es {expected}, no {value}",
    ),
    "builtin-value-without-text": (
        "RulesError",
        "the text catalogue has no message {key}",
        "el catálogo de textos no tiene ningún mensaje {key}",
    ),
    "example-one-kind": (
        "RulesError",
        "a worked example is either a comparison (beats) or a scored deal (hands), exactly one of them",
        "un ejemplo resuelto es o una comparación (beats) o un reparto puntuado (hands): exactamente uno de los dos",
    ),
    "suit-order-not-four-suits": (
        "RulesError",
        "a suit order lists each of the four suits once, not ({suits})",
        "un orden de palos nombra cada uno de los cuatro palos una vez, no ({suits})",
    ),
    "run-not-five-ranks": (
        "RulesError",
        "a run has five different ranks including its top one, not {ranks} with top {top}",
        "una secuencia de escalera tiene cinco valores distintos, entre ellos su valor top, no {ranks} con top {top}",
    ),
    "straight-table-run-twice": (
        "RulesError",
        "a straight table lists each run once (in runs or in forbidden), but {run} twice",
        "una tabla de escaleras nombra cada secuencia una sola vez (en runs o en forbidden), pero {run} aparece dos veces",
    ),
    "direction-bad-steps": (
        "RulesError",
        "direction steps are 1 or -1, not {value}",
        "los pasos de un sentido de juego son 1 o -1, no {value}",
    ),
    "scheme-raised": (
        "RulesError",
        "{scheme} raised {error_type}: {error}",
        "{scheme} lanzó {error_type}: {error}",
    ),
    "scheme-result-not-a-tuple": (
        "RulesError",
        "{scheme}: returned {value}, not a tuple of ScoreLine",
        "{scheme}: devolvió {value}, no una tupla de ScoreLine",
    ),
    "scheme-wrong-number-of-lines": (
        "RulesError",
        "{scheme}: returned {lines} lines for {seats} seats; it must return one ScoreLine per seat",
        "{scheme}: devolvió {lines} líneas para {seats} asientos; tiene que devolver una ScoreLine por asiento",
    ),
    "scheme-line-not-a-score-line": (
        "RulesError",
        "{scheme}: line {line} is {value}, not a ScoreLine",
        "{scheme}: la línea {line} es {value}, no una ScoreLine",
    ),
    "scheme-line-seat-not-int": (
        "RulesError",
        "{scheme}: line {line} has seat {value}, not an int",
        "{scheme}: la línea {line} tiene el asiento {value}, que no es un int",
    ),
    "scheme-lines-out-of-order": (
        "RulesError",
        "{scheme}: line {line} has seat {seat}; lines must be in seat order (line i has seat i)",
        "{scheme}: la línea {line} tiene el asiento {seat}; las líneas van en el orden de los asientos (la línea i tiene el asiento i)",
    ),
    "scheme-line-bad-role": (
        "RulesError",
        "{scheme}: line {line} has role {role}; seat {winner} went out, so its line has role 'winner' and every other 'loser' (the assistant rule, not the scheme, gives the role 'assistant')",
        "{scheme}: la línea {line} tiene el papel {role}; el asiento {winner} se quedó sin cartas, así que su línea tiene el papel 'winner' y todas las demás 'loser' (el papel 'assistant' lo da la regla del asistente, no el sistema de puntuación)",
    ),
    "scheme-line-number-not-int": (
        "RulesError",
        "{scheme}: line {line} has {field} {value}, not an int",
        "{scheme}: la línea {line} tiene {field} {value}, que no es un int",
    ),
    "scheme-line-wrong-cards-left": (
        "RulesError",
        "{scheme}: line {line} has cards_left {cards_left}, but seat {line} holds {held} cards",
        "{scheme}: la línea {line} tiene cards_left {cards_left}, pero al asiento {line} le quedan {held} cartas",
    ),
    "scheme-line-bad-multipliers": (
        "RulesError",
        "{scheme}: line {line} has multipliers {value}, not a tuple of Multiplier with int factors",
        "{scheme}: la línea {line} tiene multipliers {value}, que no es una tupla de Multiplier con factores int",
    ),
    "scheme-line-bad-transfers": (
        "RulesError",
        "{scheme}: line {line} has transfers {value}, not a tuple of (seat, points) pairs",
        "{scheme}: la línea {line} tiene transfers {value}, que no es una tupla de pares (asiento, puntos)",
    ),
    "scheme-penalty-with-transfers": (
        "RulesError",
        "{scheme}: line {line} has transfers, but a penalty scheme (lower_wins=True) gives none",
        "{scheme}: la línea {line} tiene transfers, pero un sistema de penalización (lower_wins=True) no da ninguna",
    ),
    "scheme-line-bad-transfer": (
        "RulesError",
        "{scheme}: line {line} has transfer {value}, not a (seat, points) pair of ints",
        "{scheme}: la línea {line} tiene la transferencia {value}, que no es un par (asiento, puntos) de ints",
    ),
    "scheme-transfer-bad-seat": (
        "RulesError",
        "{scheme}: line {line} has a transfer with seat {seat}: each other seat, at most once",
        "{scheme}: la línea {line} tiene una transferencia con el asiento {seat}: solo con los otros asientos, y con cada uno como mucho una vez",
    ),
    "scheme-amount-without-transfers": (
        "RulesError",
        "{scheme}: line {line} has amount {amount} but no transfers; a scheme that settles between seats (lower_wins=False) lists who pays whom, which the assistant rule needs",
        "{scheme}: la línea {line} tiene amount {amount} pero ninguna transferencia; un sistema que liquida entre asientos (lower_wins=False) dice quién paga a quién, y la regla del asistente lo necesita",
    ),
    "scheme-transfers-do-not-add-up": (
        "RulesError",
        "{scheme}: line {line}'s transfers add up to {total}, not to its amount {amount}",
        "{scheme}: las transferencias de la línea {line} suman {total}, no su amount {amount}",
    ),
    "scheme-amount-not-the-product": (
        "RulesError",
        "{scheme}: line {line} has amount {amount}, but {cards_left} cards × rate {rate} × multipliers {factor} make {expected}; the score card prints a loser's line as that product",
        "{scheme}: la línea {line} tiene amount {amount}, pero {cards_left} cartas × rate {rate} × multiplicadores {factor} dan {expected}; la hoja de puntuación muestra la línea de un perdedor como ese producto",
    ),
    "scheme-transfers-not-antisymmetric": (
        "RulesError",
        "{scheme}: line {line} receives {points} from seat {other}, but line {other} receives {back} from seat {line}; transfers must be antisymmetric (one receives what the other pays)",
        "{scheme}: la línea {line} recibe {points} del asiento {other}, pero la línea {other} recibe {back} del asiento {line}; las transferencias tienen que ser antisimétricas (uno recibe lo que el otro paga)",
    ),
    "scheme-not-zero-sum": (
        "RulesError",
        "{scheme}: the amounts {amounts} do not add up to zero, but the scheme says zero_sum=True{hint}",
        "{scheme}: los importes {amounts} no suman cero, pero el sistema dice zero_sum=True{hint}",
    ),
}
