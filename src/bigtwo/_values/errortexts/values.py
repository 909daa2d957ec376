"""The messages of the errors about cards, settings, languages and the text types (`bigtwo._values`).

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    "bad-rank": (
        "InvalidCards",
        "a rank is a Rank or a number from 0 (Rank.THREE) to 12 (Rank.TWO), not {value}",
        "un valor es un Rank o un número del 0 (Rank.THREE) al 12 (Rank.TWO), no {value}",
    ),
    "bad-suit": (
        "InvalidCards",
        "a suit is a Suit or a number from 0 to 3 (DIAMONDS, CLUBS, HEARTS, SPADES), not {value}",
        "un palo es un Suit o un número del 0 al 3 (DIAMONDS, CLUBS, HEARTS, SPADES), no {value}",
    ),
    "bad-card-index": (
        "InvalidCards",
        "a card's index is a whole number from 0 to 51, not {value}",
        "el índice de una carta es un número entero del 0 al 51, no {value}",
    ),
    "not-card-text": (
        "InvalidCards",
        "a card is written as text such as '3D' or '3♦', not {value}",
        "una carta se escribe como texto, por ejemplo '3D' o '3♦', no {value}",
    ),
    "unknown-card": (
        "InvalidCards",
        "'{card}' is not a card: a card is a rank (3-10, J, Q, K, A, 2, or T for 10) and a suit (D C H S or ♦ ♣ ♥ ♠), such as 3D or 10♥",
        "'{card}' no es una carta: una carta es un valor (3-10, J, Q, K, A, 2, o T por 10) y un palo (D C H S o ♦ ♣ ♥ ♠), como 3D o 10♥",
    ),
    "not-cards": (
        "InvalidCards",
        "expected card text or cards, not {value}",
        "se esperaba texto de cartas o cartas, no {value}",
    ),
    "duplicate-card": (
        "InvalidCards",
        "the {card} is given twice",
        "el {card} aparece dos veces",
    ),
    "hands-not-one-text": (
        "InvalidCards",
        "give one hand per seat, not a single text",
        "hay que dar una mano por asiento, no un solo texto",
    ),
    "hands-not-iterable": (
        "InvalidCards",
        "give one hand per seat, not {value}",
        "hay que dar una mano por asiento, no {value}",
    ),
    "card-in-two-hands": (
        "InvalidCards",
        "the {card} is in two hands",
        "el {card} está en dos manos",
    ),
    "setting-not-text": (
        "InvalidSetting",
        "a setting is text, NAME=VALUE, not {value}",
        "un ajuste es texto, NOMBRE=VALOR, no {value}",
    ),
    "settings-not-a-list": (
        "InvalidSetting",
        "settings are a list of NAME=VALUE texts, not {value}",
        "los ajustes son una lista de textos NOMBRE=VALOR, no {value}",
    ),
    "setting-not-name-value": (
        "InvalidSetting",
        "a setting is NAME=VALUE, not {value}",
        "un ajuste es NOMBRE=VALOR, no {value}",
    ),
    "setting-bad-name": (
        "InvalidSetting",
        "a setting's name is a word such as straights or budget_ms, not {value}",
        "el nombre de un ajuste es una palabra como straights o budget_ms, no {value}",
    ),
    "setting-twice": (
        "InvalidSetting",
        "{name} is given twice ({name}={first}, {name}={second})",
        "{name} aparece dos veces ({name}={first}, {name}={second})",
    ),
    "unknown-language": (
        "UnknownLanguage",
        "unknown language {value}; known: {known}",
        "idioma desconocido {value}; se conocen: {known}",
    ),
    "catalogue-unknown-key": (
        "BigTwoError",
        "the catalogue has no message {key}",
        "el catálogo no tiene ningún mensaje {key}",
    ),
    "catalogue-missing-field": (
        "BigTwoError",
        "the message {key} needs a value for its field {field}",
        "el mensaje {key} necesita un valor para su campo {field}",
    ),
    "catalogue-missing-column": (
        "BigTwoError",
        "a catalogue has one column per language ({languages}); missing: {missing}",
        "un catálogo tiene una columna por idioma ({languages}); faltan: {missing}",
    ),
    "catalogue-not-template": (
        "BigTwoError",
        "a catalogue maps keys to template strings; column {lang} has {value}",
        "un catálogo asocia claves a plantillas de texto; la columna {lang} tiene {value}",
    ),
    "catalogue-keys-differ": (
        "BigTwoError",
        "every column of a catalogue has the same keys: {problems}",
        "todas las columnas de un catálogo tienen las mismas claves: {problems}",
    ),
    "catalogue-fields-differ": (
        "BigTwoError",
        "a catalogue's templates use the same fields in every language, but: {problems}",
        "las plantillas de un catálogo usan los mismos campos en todos los idiomas, pero: {problems}",
    ),
}
