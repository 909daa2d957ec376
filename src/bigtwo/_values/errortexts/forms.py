"""The messages of the errors about the JSON forms of values (`bigtwo._game.documents`), and the
places every message about a saved game or a form points at.

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`. `PLACES` names the part of a
saved game or form a message points at (``saved match: deal 2: history entry 7``, ``seat view:
hand``); a message's ``{where}`` is such a place. The codes shared by saved games and forms (a
missing key, a wrong type, bad card text) are those of saved games, in `records`.
"""

from __future__ import annotations

__all__ = ["PLACES", "TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    "json-too-long": (
        "InvalidSave",
        "{where}: the text has {length} characters, more than the {limit} a saved game may have",
        "{where}: el texto tiene {length} caracteres, más de los {limit} que puede tener una partida guardada",
    ),
    "json-unknown-key": (
        "InvalidSave",
        "{where}: unknown key {name}",
        "{where}: clave desconocida {name}",
    ),
    "json-not-action": (
        "InvalidSave",
        "an action is a Play, a Pass or a Redeal, not {value}",
        "una acción es un Play, un Pass o un Redeal, no {value}",
    ),
    "json-not-this-action": (
        "InvalidSave",
        "not the JSON form of a {kind}: {value}",
        "no es la forma JSON de un {kind}: {value}",
    ),
    "json-one-action": (
        "InvalidSave",
        "{where}: expected exactly one of 'play', 'pass' and 'redeal' (found: {found})",
        "{where}: se esperaba exactamente una de 'play', 'pass' y 'redeal' (hay: {found})",
    ),
    "json-auto-not-pass": (
        "InvalidSave",
        "{where}: only a pass is made by the rules ('auto')",
        "{where}: solo un paso lo hacen las reglas ('auto')",
    ),
    "json-not-a-play": (
        "InvalidSave",
        "{where}: {cause}",
        "{where}: {cause}",
    ),
    "json-wrong-category": (
        "InvalidSave",
        "{where}: the cards are a {found}, not {category}",
        "{where}: las cartas son de la categoría {found}, no {category}",
    ),
    "json-not-format": (
        "InvalidSave",
        "{where}: not a form this library writes (format {format}, version {version})",
        "{where}: no es una forma que escriba esta biblioteca (formato {format}, versión {version})",
    ),
    "json-bad-counts": (
        "InvalidSave",
        "{where}: '{name}' does not fit a table of {players} players: {value}",
        "{where}: '{name}' no encaja en una mesa de {players} jugadores: {value}",
    ),
    "json-disagrees": (
        "InvalidSave",
        "{where}: '{fact}' disagrees with the rest",
        "{where}: '{fact}' no concuerda con el resto",
    ),
}

PLACES: dict[str, tuple[str, str]] = {
    "game": ("saved game", "reparto guardado"),
    "match": ("saved match", "partida guardada"),
    "match-deal": ("{where}: deal {deal}", "{where}: reparto {deal}"),
    "match-current": ("{where}: current deal", "{where}: reparto en curso"),
    "rules": ("{where} rules", "{where}: reglas"),
    "state": ("{where} state", "{where}: estado"),
    "entry": ("{where}: history entry {entry}", "{where}: entrada {entry} del historial"),
    "dealt-hand": ("{where}: dealt hand of seat {seat}", "{where}: mano repartida al asiento {seat}"),
    "hand": ("{where}: hand of seat {seat}", "{where}: mano del asiento {seat}"),
    "table": ("{where}: table", "{where}: mesa"),
    "play": ("{where}: play", "{where}: jugada"),
    "field": ("{where}: {name}", "{where}: {name}"),
    "view": ("seat view", "vista del asiento"),
    "action": ("action", "acción"),
    "turn": ("turn", "turno"),
    "combo": ("play", "jugada"),
    "score-card": ("score card", "hoja de puntos"),
    "legal": ("{where}: legal action {entry}", "{where}: acción legal {entry}"),
}
"""Place -> (English, Spanish): the part of a saved game or form a message is about; ``{where}`` is
the place it is in."""
