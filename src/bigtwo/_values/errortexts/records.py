"""The messages of the errors about saves, deal codes, matches and scoring (`bigtwo._records`).

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`. The parts of a saved game
those messages point at (``saved match: deal 2: history entry 7``) are the `PLACES` of
`bigtwo._values.errortexts.forms`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    "code-too-long": (
        "InvalidSave",
        "a deal code has at most {limit} characters, not {length}",
        "un código de reparto tiene como mucho {limit} caracteres, no {length}",
    ),
    "doc-bad-names": (
        "RulesError",
        "names is a list of variant names, not {value}",
        "names es una lista de nombres de variantes, no {value}",
    ),
    # Deal codes (`bigtwo._records.codes`) ------------------------------------------------------
    "code-explicit-plugins": (
        "GameError",
        "a rule set built with explicit plugins has no deal code: register them as a package",
        "un conjunto de reglas hecho con plugins explícitos no tiene código de reparto: hay que registrarlos como paquete",
    ),
    "code-not-a-state": (
        "GameError",
        "deal_code takes a GameState, not {value}",
        "deal_code recibe un GameState, no {value}",
    ),
    "code-hand-set-deal": (
        "GameError",
        "this deal's cards were given by hand, not dealt from a seed: it has no code",
        "las cartas de este reparto se dieron a mano, no salieron de una semilla: no tiene código",
    ),
    "code-not-text": (
        "InvalidSave",
        "a deal code is text, not {value}",
        "un código de reparto es texto, no {value}",
    ),
    "code-deal-number-too-large": (
        "InvalidSave",
        "deal code {code}: the deal number is above {most}, the highest a match reaches",
        "código de reparto {code}: el número de reparto pasa de {most}, el más alto al que llega una partida",
    ),
    "rules-statement-false": (
        "RulesError",
        "the rules page would say what its rule set does not do: {statement}",
        "la página de reglas diría algo que sus reglas no hacen: {statement}",
    ),
    "not-a-deal-code": (
        "InvalidSave",
        "not a deal code: {code}; codes look like B02L1739204 or X1.<seed>.<players>.<variant>[.<options>]",
        "no es un código de reparto: {code}; los códigos son como B02L1739204 o X1.<semilla>.<jugadores>.<variante>[.<opciones>]",
    ),
    "code-bad-option": (
        "InvalidSave",
        "deal code {code}: {item} is not option=value",
        "código de reparto {code}: {item} no es opción=valor",
    ),
    "code-sets-option-twice": (
        "InvalidSave",
        "deal code {code} sets the option {name} twice",
        "el código de reparto {code} fija dos veces la opción {name}",
    ),
    "code-names-package-twice": (
        "InvalidSave",
        "deal code {code} names a plugin package twice",
        "el código de reparto {code} nombra dos veces un paquete de plugins",
    ),
    "unknown-rules": (
        "InvalidSave",
        "deal code {code} names rules this installation does not have: {cause}",
        "el código de reparto {code} nombra reglas que esta instalación no tiene: {cause}",
    ),
    "code-seed-too-large": (
        "InvalidSave",
        "deal code {code}: the seed is larger than {most}",
        "código de reparto {code}: la semilla es mayor que {most}",
    ),
    "code-no-such-seat": (
        "InvalidSave",
        "deal code {code}: seat {seat} does not exist at a table of {players}",
        "código de reparto {code}: el asiento {seat} no existe en una mesa de {players}",
    ),
    "code-first-deal-not-x1": (
        "InvalidSave",
        "deal code {code}: a first deal with no previous winner has an X1 code",
        "código de reparto {code}: un primer reparto sin ganador anterior tiene un código X1",
    ),
    # Starting and replaying deals (`bigtwo._records.newgame`) -----------------------------------
    "code-with-seed-or-hands": (
        "GameError",
        "give a deal code, or a seed or hands, not both",
        "hay que dar un código de reparto, o una semilla o unas manos, no las dos cosas",
    ),
    "code-other-rules": (
        "GameError",
        "deal code {code} carries its own rules; they differ from the rules given",
        "el código de reparto {code} lleva sus propias reglas, y son distintas de las que se han dado",
    ),
    "code-for-other-players": (
        "GameError",
        "deal code {code} is for {players} players, not {wanted}",
        "el código de reparto {code} es para {players} jugadores, no para {wanted}",
    ),
    "code-other-place": (
        "GameError",
        "deal code {code} says which deal of a match it is; do not give it again",
        "el código de reparto {code} ya dice qué reparto de una partida es; no hay que indicarlo otra vez",
    ),
    "replay-not-actions": (
        "GameError",
        "replay takes a sequence of actions or turns, not {value}",
        "replay recibe una secuencia de acciones o turnos, no {value}",
    ),
    # Matches (`bigtwo._records.match`) ----------------------------------------------------------
    "match-other-players-or-rules": (
        "GameError",
        "every deal of the match is played by its {players} players under its rules",
        "todos los repartos de la partida se juegan con sus {players} jugadores y con sus reglas",
    ),
    "match-bad-first-deal": (
        "GameError",
        "first_deal is a whole number from 1, not {value}",
        "first_deal es un número entero a partir de 1, no {value}",
    ),
    "match-bad-seed": (
        "GameError",
        "a match's seed is a whole number from 0 to {most}, not {value}",
        "la semilla de una partida es un número entero del 0 al {most}, no {value}",
    ),
    "match-deal-out-of-series": (
        "GameError",
        "deal {index} of the match must be deal {number} of its series: seed {seed}, after a deal won by seat {previous} (it is deal {found_number}, seed {found_seed}, after seat {found_previous}); start a match from a deal code with new_match(code=...)",
        "el reparto {index} de la partida tiene que ser el reparto {number} de su secuencia: semilla {seed}, tras un reparto ganado por el asiento {previous} (es el reparto {found_number}, semilla {found_seed}, tras el asiento {found_previous}); para empezar una partida desde un código de reparto, new_match(code=...)",
    ),
    "match-score-cards": (
        "GameError",
        "a match has one score card per finished deal, of that deal",
        "una partida tiene una hoja de puntos por cada reparto terminado, la de ese reparto",
    ),
    "match-over": (
        "GameError",
        "the match is over",
        "la partida ha terminado",
    ),
    "match-bad-limit": (
        "GameError",
        "{name} is a whole number from 1 to {most}, not {value}",
        "{name} es un número entero de 1 a {most}, no {value}",
    ),
    "match-bad-hands": (
        "GameError",
        "a match dealt from given hands has one hand per seat for each of its deals ({deals}), no card twice in a deal, and no seed, first deal or target of its own: not {value}",
        "una partida repartida con manos dadas tiene una mano por asiento en cada uno de sus repartos ({deals}), ninguna carta dos veces en un reparto, y ni semilla, ni primer reparto, ni objetivo propios: no {value}",
    ),
    "match-deal-other-hands": (
        "GameError",
        "deal {index} of the match is not dealt from the match's hands for that deal (or not after the previous deal's winner)",
        "el reparto {index} de la partida no está repartido con las manos de la partida para ese reparto (o no sigue al ganador del reparto anterior)",
    ),
    "match-hands-and-seed": (
        "GameError",
        "a match dealt from given hands takes no seed, deal code or target",
        "una partida repartida con manos dadas no lleva semilla, código de reparto ni objetivo",
    ),
    "match-code-and-seed": (
        "GameError",
        "a match from a deal code takes its seed from the code: give code or seed, not both",
        "una partida que empieza con un código de reparto toma la semilla del código: hay que dar code o seed, no los dos",
    ),
    # Scoring (`bigtwo._records.scoring`) --------------------------------------------------------
    "score-names-per-seat": (
        "GameError",
        "names gives one name per seat ({seats}), not {value}",
        "names da un nombre por asiento ({seats}), no {value}",
    ),
    "score-bad-seat-count": (
        "GameError",
        "a deal has 2, 3 or 4 seats, not {count}",
        "un reparto tiene 2, 3 o 4 asientos, no {count}",
    ),
    "score-no-empty-hand": (
        "GameError",
        "exactly one hand (the winner's) must be empty, and none is",
        "exactamente una mano (la del ganador) tiene que estar vacía, y no lo está ninguna",
    ),
    "score-several-empty-hands": (
        "GameError",
        "exactly one hand (the winner's) must be empty, but the hands of seats {seats} are",
        "exactamente una mano (la del ganador) tiene que estar vacía, pero lo están las de los asientos {seats}",
    ),
    "score-winning-card-in-hand": (
        "InvalidCards",
        "the winning play's {card} is still in a hand",
        "el {card} de la jugada ganadora sigue en una mano",
    ),
    "score-bad-dealt": (
        "GameError",
        "dealt gives each seat's card count, at least the cards it holds, not {value}",
        "dealt da el número de cartas repartidas a cada asiento, como mínimo las que tiene, no {value}",
    ),
    "score-bad-assistant": (
        "GameError",
        "the assistant is a losing seat, not {value}",
        "el asistente es un asiento que pierde, no {value}",
    ),
    "totals-not-score-cards": (
        "GameError",
        "match_totals takes ScoreCard objects, not {value}",
        "match_totals recibe objetos ScoreCard, no {value}",
    ),
    "totals-no-score-cards": (
        "GameError",
        "no score cards to add up",
        "no hay hojas de puntos que sumar",
    ),
    "totals-mixed-score-cards": (
        "GameError",
        "score cards of one match have the same seats and the same kind of scheme",
        "las hojas de puntos de una partida tienen los mismos asientos y el mismo tipo de puntuación",
    ),
    "score-deal-not-over": (
        "GameError",
        "the deal is not over: there is nothing to score yet",
        "el reparto no ha terminado: todavía no hay nada que puntuar",
    ),
    "score-needs-a-seat": (
        "GameError",
        "{call}(state, seat) needs the seat (or give a SeatView)",
        "{call}(state, seat) necesita el asiento (o hay que darle un SeatView)",
    ),
    # Rule books (`bigtwo._records.rulebook`) ----------------------------------------------------
    "doc-bad-format": (
        "RulesError",
        "a document's format is one of {formats}, not {value}",
        "el formato de un documento es uno de {formats}, no {value}",
    ),
    "doc-not-rules": (
        "RulesError",
        "rules_doc takes a RuleSet or a variant's name, not {value}",
        "rules_doc recibe un RuleSet o el nombre de una variante, no {value}",
    ),
    # Saving (`bigtwo._records.saving`) ----------------------------------------------------------
    "save-explicit-plugins": (
        "InvalidSave",
        "a game under rules built with explicit plugins ({plugins}) cannot be saved: loading it could not bring the plugins back; install them through the bigtwo.variants entry-point group",
        "una partida con reglas hechas con plugins explícitos ({plugins}) no se puede guardar: al cargarla no se podrían recuperar los plugins; hay que instalarlos por el grupo de entry points bigtwo.variants",
    ),
    "save-bad-indent": (
        "GameError",
        "indent is a number of spaces from 0 to {most} or None, not {value}",
        "indent es un número de espacios del 0 al {most} o None, no {value}",
    ),
    "save-not-a-game": (
        "GameError",
        "dumps takes a GameState or a Match, not {value}",
        "dumps recibe un GameState o un Match, no {value}",
    ),
    "save-not-text": (
        "InvalidSave",
        "a saved game is JSON text, not {value}",
        "una partida guardada es texto JSON, no {value}",
    ),
    "save-not-json": (
        "InvalidSave",
        "not a saved game: the text is not JSON ({problem} at line {line}, column {column})",
        "no es una partida guardada: el texto no es JSON ({problem} en la línea {line}, columna {column})",
    ),
    "save-not-utf8": (
        "InvalidSave",
        "not a saved game: the bytes are not UTF-8 text",
        "no es una partida guardada: los bytes no son texto UTF-8",
    ),
    "save-too-deep": (
        "InvalidSave",
        "not a saved game: the JSON is nested too deeply",
        "no es una partida guardada: el JSON está anidado a demasiada profundidad",
    ),
    "save-unreadable": (
        "InvalidSave",
        "not a saved game: {problem}",
        "no es una partida guardada: {problem}",
    ),
    "save-repeated-key": (
        "InvalidSave",
        "not a saved game: the key {key} appears twice in one object",
        "no es una partida guardada: la clave {key} aparece dos veces en un mismo objeto",
    ),
    "save-json-not-object": (
        "InvalidSave",
        "not a saved game: the JSON is not an object",
        "no es una partida guardada: el JSON no es un objeto",
    ),
    "not-a-bigtwo-save": (
        "InvalidSave",
        "not a bigtwo saved game: format is {found}, expected '{game}' or '{match}'",
        "no es una partida guardada de bigtwo: el formato es {found}, se esperaba '{game}' o '{match}'",
    ),
    "save-wrong-format": (
        "InvalidSave",
        "{where}: format is {found}, expected '{expected}'",
        "{where}: el formato es {found}, se esperaba '{expected}'",
    ),
    "save-other-version": (
        "InvalidSave",
        "{where}: unknown format version {version}; this library reads version {known}",
        "{where}: versión de formato desconocida {version}; esta biblioteca lee la versión {known}",
    ),
    "save-not-an-object": (
        "InvalidSave",
        "{where} is not a JSON object",
        "{where} no es un objeto JSON",
    ),
    "save-missing-field": (
        "InvalidSave",
        "{where}: missing '{name}'",
        "{where}: falta '{name}'",
    ),
    "save-wrong-type": (
        "InvalidSave",
        "{where}: '{name}' has the wrong type ({value})",
        "{where}: '{name}' tiene un tipo incorrecto ({value})",
    ),
    "save-bad-seat": (
        "InvalidSave",
        "{where} is not a seat from 0 to {last}: {value}",
        "{where} no es un asiento del 0 al {last}: {value}",
    ),
    "save-bad-requires": (
        "InvalidSave",
        "{where}: 'requires' maps plugin packages to versions, not {value}",
        "{where}: 'requires' asocia paquetes de plugins a versiones, no {value}",
    ),
    "save-unknown-rules": (
        "InvalidSave",
        "{where}: rules cannot be built: {cause}",
        "{where}: no se pueden construir las reglas: {cause}",
    ),
    "save-options-missing": (
        "InvalidSave",
        "{where}: the rules do not list every option (missing: {missing})",
        "{where}: las reglas no enumeran todas las opciones (faltan: {missing})",
    ),
    "save-options-differ": (
        "InvalidSave",
        "{where}: the options listed are not those of the rules they build",
        "{where}: las opciones que se enumeran no son las de las reglas que construyen",
    ),
    "save-not-card-text": (
        "InvalidSave",
        "{where} is not card text: {value}",
        "{where} no es texto de cartas: {value}",
    ),
    "save-bad-cards": (
        "InvalidSave",
        "{where}: {cause}",
        "{where}: {cause}",
    ),
    "save-bad-players": (
        "InvalidSave",
        "{where}: players must be 2, 3 or 4, not {players}",
        "{where}: players tiene que ser 2, 3 o 4, no {players}",
    ),
    "save-bad-match-hands": (
        "InvalidSave",
        "{where}: the hands of deal {deal} are not one card text per seat ({players})",
        "{where}: las manos del reparto {deal} no son un texto de cartas por asiento ({players})",
    ),
    "save-bad-seed": (
        "InvalidSave",
        "{where}: seed is not a whole number from 0 to {most}: {value}",
        "{where}: seed no es un número entero del 0 al {most}: {value}",
    ),
    "save-bad-deal-number": (
        "InvalidSave",
        "{where}: deal_number counts from 1, not {value}",
        "{where}: deal_number cuenta desde 1, no {value}",
    ),
    "save-dealt-hands-count": (
        "InvalidSave",
        "{where}: {count} dealt hands for {players} players",
        "{where}: {count} manos repartidas para {players} jugadores",
    ),
    "save-card-dealt-twice": (
        "InvalidSave",
        "{where}: the {card} is dealt twice",
        "{where}: el {card} se reparte dos veces",
    ),
    "save-dealt-card-missing": (
        "InvalidSave",
        "{where}: the dealt hands do not match seed {seed}: the {card} is missing",
        "{where}: las manos repartidas no corresponden a la semilla {seed}: falta el {card}",
    ),
    "save-dealt-not-seed": (
        "InvalidSave",
        "{where}: the dealt hands do not match seed {seed}: they are not the cards it deals",
        "{where}: las manos repartidas no corresponden a la semilla {seed}: no son las cartas que reparte",
    ),
    "save-deal-refused": (
        "InvalidSave",
        "{where}: the deal cannot start: {cause}",
        "{where}: el reparto no puede empezar: {cause}",
    ),
    "save-bad-entry": (
        "InvalidSave",
        "{where} is not a play, a pass or a redeal",
        "{where} no es ni una jugada, ni un pase, ni una petición de otro reparto",
    ),
    "save-entry-not-the-rules": (
        "InvalidSave",
        "{where} does not match the rules: they make {turn}",
        "{where} no corresponde a las reglas, que dan {turn}",
    ),
    "save-unexpected-auto-pass": (
        "InvalidSave",
        "{where} is an automatic pass the rules do not call for",
        "{where} es un pase automático que las reglas no piden",
    ),
    "save-illegal-entry": (
        "InvalidSave",
        "{where} is illegal: {reason}",
        "{where} no es legal: {reason}",
    ),
    "save-entry-refused": (
        "InvalidSave",
        "{where} cannot be made: {cause}",
        "{where} no se puede hacer: {cause}",
    ),
    "save-history-too-short": (
        "InvalidSave",
        "{where}: the history ends after {count} entries, but the rules add {turn}",
        "{where}: el historial acaba tras {count} entradas, pero las reglas añaden {turn}",
    ),
    "save-hands-count": (
        "InvalidSave",
        "{where}: {count} hands for {players} players",
        "{where}: {count} manos para {players} jugadores",
    ),
    "save-hand-extra-card": (
        "InvalidSave",
        "{where}: the hand of seat {seat} does not match the history: it holds the {card}, which the history does not leave there",
        "{where}: la mano del asiento {seat} no corresponde al historial: tiene el {card}, que según el historial no está ahí",
    ),
    "save-hand-missing-card": (
        "InvalidSave",
        "{where}: the hand of seat {seat} does not match the history: the {card} is missing, though the history leaves it there",
        "{where}: la mano del asiento {seat} no corresponde al historial: falta el {card}, que según el historial sigue ahí",
    ),
    "save-table-mismatch": (
        "InvalidSave",
        "{where}: the table does not match the history",
        "{where}: la mesa no corresponde al historial",
    ),
    "save-state-mismatch": (
        "InvalidSave",
        "{where}: {name} is {value} but the history gives {expected}",
        "{where}: {name} es {value}, pero el historial da {expected}",
    ),
    "save-wrong-turn": (
        "InvalidSave",
        "{where}: to_move is {value} but the history gives {expected} (not the right seat's turn)",
        "{where}: to_move es {value}, pero el historial da {expected} (no es el turno de ese asiento)",
    ),
    "save-deal-other-rules": (
        "InvalidSave",
        "{where}: deal {number} is played under other rules or by other players",
        "{where}: el reparto {number} se juega con otras reglas u otros jugadores",
    ),
    "save-deal-out-of-series": (
        "InvalidSave",
        "{where}: deal {number} is not deal {number} of the match's series (its seed, number or previous winner differ)",
        "{where}: el reparto {number} no es el reparto {number} de la secuencia de la partida (no coincide la semilla, el número o el ganador anterior)",
    ),
    "save-bad-limit": (
        "InvalidSave",
        "{where}: {name} is not a whole number from 1 to {most}: {value}",
        "{where}: {name} no es un número entero de 1 a {most}: {value}",
    ),
    "save-bad-first-deal": (
        "InvalidSave",
        "{where}: first_deal is a whole number from 2 (left out when 1), not {value}",
        "{where}: first_deal es un número entero a partir de 2 (se omite cuando es 1), no {value}",
    ),
    "save-unfinished-deal": (
        "InvalidSave",
        "{where}: deal {number} is listed as finished but is not over",
        "{where}: el reparto {number} figura como terminado, pero no ha terminado",
    ),
    "save-too-many-deals": (
        "InvalidSave",
        "{where}: {count} finished deals in a match of {deals}",
        "{where}: {count} repartos terminados en una partida de {deals}",
    ),
    "save-bad-match": (
        "InvalidSave",
        "{where}: {cause}",
        "{where}: {cause}",
    ),
    "save-played-after-the-end": (
        "InvalidSave",
        "{where}: the match was over after deal {deal}, yet {count} deals are finished",
        "{where}: la partida terminó tras el reparto {deal}, y sin embargo hay {count} repartos terminados",
    ),
    "save-over-but-new-deal": (
        "InvalidSave",
        "{where}: the match is over, so its current deal must be its last finished one",
        "{where}: la partida ha terminado, así que su reparto en curso tiene que ser el último terminado",
    ),
    "save-not-over-but-old-deal": (
        "InvalidSave",
        "{where}: the match is not over, so its current deal must be a new one",
        "{where}: la partida no ha terminado, así que su reparto en curso tiene que ser uno nuevo",
    ),
    "save-current-deal-over": (
        "InvalidSave",
        "{where}: the current deal is over but was not recorded as finished",
        "{where}: el reparto en curso ha terminado, pero no figura como terminado",
    ),
    "save-totals-mismatch": (
        "InvalidSave",
        "{where}: the totals {totals} do not add up; the deals give {expected}",
        "{where}: los totales {totals} no cuadran; los repartos dan {expected}",
    ),
}
