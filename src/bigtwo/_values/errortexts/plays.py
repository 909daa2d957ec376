"""The messages of the errors about classifying and comparing plays (`bigtwo._plays`).

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    "not-a-rule-set": (
        "RulesError",
        "expected a RuleSet (see bigtwo.ruleset), not {value}",
        "se esperaba un RuleSet (véase bigtwo.ruleset), no {value}",
    ),
    "play-not-cards": (
        "InvalidCards",
        "expected card text or a sequence of cards, not {value}",
        "se esperaba texto de cartas o una secuencia de cartas, no {value}",
    ),
    "play-item-not-card": (
        "InvalidCards",
        "expected cards or card texts, not {value}",
        "se esperaban cartas o textos de cartas, no {value}",
    ),
    "plays-never-meet": (
        "Incomparable",
        "the {a} and the {b} can never be played on each other under these rules ({bombs})",
        "con estas reglas, las jugadas «{a}» y «{b}» nunca se pueden jugar una sobre otra ({bombs})",
    ),
    "plays-of-different-sizes": (
        "Incomparable",
        "the {a} cannot be compared with the {b}: plays of different sizes ({a_size} and {b_size} cards) never beat each other",
        "las jugadas «{a}» y «{b}» no se pueden comparar: las de distinto tamaño ({a_size} y {b_size} cartas) nunca se ganan entre sí",
    ),
    "not-a-combo": (
        "RulesError",
        "play_words takes a classified play (see bigtwo.classify), not {value}",
        "play_words recibe una jugada clasificada (véase bigtwo.classify), no {value}",
    ),
}
