"""The messages of the errors about the testing kit (`bigtwo.testing`).

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    "check-not-a-rule-set": (
        "RulesError",
        "check_rules takes a RuleSet (see bigtwo.ruleset), not {value}",
        "check_rules recibe un RuleSet (véase bigtwo.ruleset), no {value}",
    ),
    "check-bad-examples": (
        "GameError",
        "examples is a whole number of random cases, at least 1, not {value}",
        "examples es un número entero de casos aleatorios, como mínimo 1, no {value}",
    ),
    "check-unknown-properties": (
        "GameError",
        "unknown properties {unknown}; known: the {count} names of bigtwo.testing.PROPERTIES, such as {example}",
        "propiedades desconocidas {unknown}; se conocen los {count} nombres de bigtwo.testing.PROPERTIES, como {example}",
    ),
    "check-bad-properties": (
        "GameError",
        "properties is the name of a property, names of properties (see bigtwo.testing.PROPERTIES) or None, not {value}",
        "properties es el nombre de una propiedad, nombres de propiedades (véase bigtwo.testing.PROPERTIES) o None, no {value}",
    ),
    "check-bad-options": (
        "GameError",
        "options is a mapping of option names to value names, or None, not {value}",
        "options es una correspondencia de nombres de opciones a nombres de valores, o None, no {value}",
    ),
    "check-bad-plugins": (
        "GameError",
        "plugins is a sequence of plugin objects, not {value}",
        "plugins es una secuencia de objetos plugin, no {value}",
    ),
    "rules-spec-no-variant": (
        "InvalidSetting",
        "{spec} names no variant",
        "{spec} no nombra ninguna variante",
    ),
    "rules-spec-bad-option": (
        "InvalidSetting",
        "{spec}: {cause}",
        "{spec}: {cause}",
    ),
}
