"""The messages of the errors about building rule sets and their plugins (`bigtwo._rules`, `bigtwo.plugin`).

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    "flush-order-not-total": (
        "RulesError",
        "the flush order ties flushes of the same ranks ({ranks}) in different suits: a flush order is a total order, so the suit must decide between them",
        "el orden de los colores empata colores de los mismos valores ({ranks}) en palos distintos: un orden de colores es total, así que el palo tiene que decidir entre ellos",
    ),
    "missing-plugin": (
        "MissingPlugin",
        "{what} was made with rules from the plugin {packages} {found}; {advice}",
        "{what} se hizo con reglas de {packages} {found}; {advice}",
    ),
    # Asking for rules: variants, options and values
    "variant-name-not-text": (
        "RulesError",
        "a variant is named by a string, not {value}",
        "una variante se nombra con un texto, no {value}",
    ),
    "unknown-variant": (
        "RulesError",
        "unknown variant {name}; known: {known}{failed}",
        "variante desconocida {name}; se conocen: {known}{failed}",
    ),
    "variant-defined-twice": (
        "RulesError",
        "variant {name} is defined by more than one plugin: {owners}",
        "la variante {name} la definen varios plugins: {owners}",
    ),
    "variant-parent-cycle": (
        "RulesError",
        "variant {name} (plugin {plugin}) has a cycle of parents: {path}",
        "la variante {name} (plugin {plugin}) tiene un ciclo de variantes padre: {path}",
    ),
    "variant-sets-unknown-option": (
        "RulesError",
        "variant {name} (plugin {plugin}) sets unknown option {option}; known: {known}",
        "la variante {name} (plugin {plugin}) fija una opción desconocida, {option}; se conocen: {known}",
    ),
    "variant-sets-unknown-value": (
        "RulesError",
        "variant {name} (plugin {plugin}) sets {option} to unknown value {value}; known: {known}{failed}",
        "la variante {name} (plugin {plugin}) da a {option} un valor desconocido, {value}; se conocen: {known}{failed}",
    ),
    "unknown-option": (
        "RulesError",
        "unknown option {name}; known: {known}{failed}",
        "opción desconocida {name}; se conocen: {known}{failed}",
    ),
    "option-value-not-text": (
        "RulesError",
        "option {option} takes a value name (a string), not {value}",
        "la opción {option} toma el nombre de un valor (un texto), no {value}",
    ),
    "unknown-option-value": (
        "RulesError",
        "unknown {option} {value}; known: {known}{failed}",
        "valor desconocido para {option}: {value}; se conocen: {known}{failed}",
    ),
    "option-value-declared-twice": (
        "RulesError",
        "{option}={value} is declared by more than one plugin: {owners}",
        "{option}={value} lo declaran varios plugins: {owners}",
    ),
    "options-not-a-mapping": (
        "RulesError",
        "options are given as a mapping of option names to value names, not {value}",
        "las opciones se dan como un diccionario de nombres de opción a nombres de valor, no {value}",
    ),
    "plugins-not-a-sequence": (
        "RulesError",
        "plugins is a sequence of plugin objects, not {value}",
        "plugins es una secuencia de objetos plugin, no {value}",
    ),
    # Registering plugins
    "builtin-plugin-not-importable": (
        "RulesError",
        "the built-in plugin {name} cannot be imported: {error}",
        "el plugin incorporado {name} no se puede importar: {error}",
    ),
    "not-a-plugin": (
        "RulesError",
        "a plugin is a module or an object with bigtwo hooks, not {value}",
        "un plugin es un módulo o un objeto con hooks de bigtwo, no {value}",
    ),
    "plugin-is-a-class": (
        "RulesError",
        "{name} is a class: pass an instance of it, {name}(), as the plugin",
        "{name} es una clase: hay que pasar como plugin una instancia, {name}()",
    ),
    "plugin-without-hooks": (
        "RulesError",
        "{plugin} implements no bigtwo hook (functions named bigtwo_*)",
        "{plugin} no implementa ningún hook de bigtwo (funciones llamadas bigtwo_*)",
    ),
    "plugin-given-twice": (
        "RulesError",
        "plugin {plugin} is given twice or is already installed",
        "el plugin {plugin} se ha dado dos veces o ya está instalado",
    ),
    "plugin-hooks-not-marked": (
        "RulesError",
        "{plugin} has functions named bigtwo_*, but none is marked with bigtwo.plugin.hookimpl, so it would change nothing",
        "{plugin} tiene funciones llamadas bigtwo_*, pero ninguna está marcada con bigtwo.plugin.hookimpl, así que no cambiaría nada",
    ),
    "invalid-plugin": (
        "RulesError",
        "invalid bigtwo plugin {plugin}: {error}{hint}",
        "plugin de bigtwo no válido, {plugin}: {error}{hint}",
    ),
    "invalid-plugin-registration": (
        "RulesError",
        "invalid bigtwo plugin: {error}",
        "plugin de bigtwo no válido: {error}",
    ),
    # What plugins declare and answer
    "plugin-raised": (
        "RulesError",
        "plugin {plugin} raised {error_type} in {hook}: {error}",
        "el plugin {plugin} lanzó {error_type} en {hook}: {error}",
    ),
    "hook-raised": (
        "RulesError",
        "a bigtwo plugin raised {error_type} in {hook}: {error}",
        "un plugin de bigtwo lanzó {error_type} en {hook}: {error}",
    ),
    "plugin-result-not-a-sequence": (
        "RulesError",
        "plugin {plugin} returned {value} from {hook}, not a sequence",
        "el plugin {plugin} devolvió {value} en {hook}, no una secuencia",
    ),
    "plugin-declares-wrong-type": (
        "RulesError",
        "plugin {plugin} returned {value} from {hook}, not {kind}",
        "el plugin {plugin} devolvió {value} en {hook}, no {kind}",
    ),
    "declaration-text-not-a-message": (
        "RulesError",
        "{declaration}: {field} is {value}, not a message (Localized(en=..., ...)); every text of a declaration is written in {languages}",
        "{declaration}: {field} es {value}, no un mensaje (Localized(en=..., ...)); todos los textos de una declaración se escriben en {languages}",
    ),
    "declaration-text-missing": (
        "RulesError",
        "{declaration}: {field} has no {missing} text; every text of a declaration is written in {languages}",
        "{declaration}: {field} no tiene texto en {missing}; todos los textos de una declaración se escriben en {languages}",
    ),
    "plugin-declaration-unexplained": (
        "RulesError",
        "plugin {plugin}: {problem}",
        "plugin {plugin}: {problem}",
    ),
    "plugin-option-name-taken": (
        "RulesError",
        "plugin {plugin} declares option {name}, a name that is taken or invalid",
        "el plugin {plugin} declara la opción {name}, un nombre ya ocupado o no válido",
    ),
    "option-declared-twice": (
        "RulesError",
        "option {name} is declared by more than one plugin: {owners}",
        "la opción {name} la declaran varios plugins: {owners}",
    ),
    "plugin-option-bad-hook": (
        "RulesError",
        "plugin {plugin} declares option {name}, but a plugin's option has hook={hook} and a type as its component",
        "el plugin {plugin} declara la opción {name}, pero la opción de un plugin tiene hook={hook} y un tipo como componente",
    ),
    "plugin-value-of-unknown-option": (
        "RulesError",
        "plugin {plugin} declares a value {value} of unknown option {option}; known: {known}",
        "el plugin {plugin} declara un valor {value} de una opción desconocida, {option}; se conocen: {known}",
    ),
    "option-value-not-built": (
        "RulesError",
        "{option}={value} is declared, but no plugin builds it ({hook})",
        "{option}={value} está declarado, pero ningún plugin lo construye ({hook})",
    ),
    "plugin-component-wrong-type": (
        "RulesError",
        "plugin {plugin} returned {result} from {hook} for {option}={value}; expected {kind}",
        "el plugin {plugin} devolvió {result} en {hook} para {option}={value}; se esperaba {kind}",
    ),
    "conflicting-plugins": (
        "RulesError",
        "conflicting plugins: {plugin} answers {hook} for {option}={value}, which {owners} declares",
        "plugins en conflicto: {plugin} responde a {hook} para {option}={value}, que declara {owners}",
    ),
    # Building: the flush order and the scoring scheme
    "flush-key-raised": (
        "RulesError",
        "a flush order's key raised {error_type}: {error}",
        "la clave de un orden de colores lanzó {error_type}: {error}",
    ),
    "flush-key-not-a-tuple": (
        "RulesError",
        "a flush order's key must return a tuple, not {value}",
        "la clave de un orden de colores tiene que devolver una tupla, no {value}",
    ),
    "flush-keys-not-comparable": (
        "RulesError",
        "a flush order's keys cannot be compared with each other: {error}",
        "las claves de un orden de colores no se pueden comparar entre sí: {error}",
    ),
    "flush-order-broken": (
        "RulesError",
        "{value} (plugin {plugin}): {error}",
        "{value} (plugin {plugin}): {error}",
    ),
    "straights-broken": (
        "RulesError",
        "{value} (plugin {plugin}): {error}",
        "{value} (plugin {plugin}): {error}",
    ),
    "scheme-flag-not-bool": (
        "RulesError",
        "{scheme}: {name} is {value}, not True or False",
        "{scheme}: {name} es {value}, no True ni False",
    ),
    "scheme-lines-not-callable": (
        "RulesError",
        "{scheme}: lines is {value}, not a function of a ScoreInput",
        "{scheme}: lines es {value}, no una función de un ScoreInput",
    ),
    "scheme-helper-bad-dealt": (
        "RulesError",
        "dealt gives 2 to 4 numbers of cards dealt, each from 1 to 52, not {value}",
        "dealt da de 2 a 4 números de cartas repartidas, cada uno de 1 a 52, no {value}",
    ),
    "scheme-worst-not-callable": (
        "RulesError",
        "{scheme}: worst_loss is {value}, not a function of the cards dealt per seat, nor None",
        "{scheme}: worst_loss es {value}, no una función de las cartas repartidas a cada asiento, ni None",
    ),
    "scheme-worst-unknown": (
        "RulesError",
        "the most the multipliers {value} can give is not known: declare the scheme's own worst_loss",
        "no se sabe lo máximo que pueden dar los multiplicadores {value}: declara el worst_loss del sistema",
    ),
    "scheme-worst-not-a-count": (
        "RulesError",
        "{scheme}: worst_loss gave {value}, not a whole number of points of at least 0",
        "{scheme}: worst_loss dio {value}, no un número entero de puntos de al menos 0",
    ),
    "scheme-probe-failed": (
        "RulesError",
        "{error} [found when the rule set was built, on a probe deal: {probe}]",
        "{error} [detectado al construir las reglas, en un reparto de prueba: {probe}]",
    ),
    # A built rule set
    "card-key-not-a-card": (
        "RulesError",
        "expected a Card, not {value}",
        "se esperaba un Card, no {value}",
    ),
    "sort-not-cards": (
        "RulesError",
        "sort takes Card objects (see bigtwo.cards), not {value}",
        "sort toma objetos Card (ver bigtwo.cards), no {value}",
    ),
    "sort-bad-reverse": (
        "RulesError",
        "reverse is True or False, not {value}",
        "reverse es True o False, no {value}",
    ),
    "component-kind-not-a-type": (
        "RulesError",
        "component takes the component's type (for example SuitOrder), not {value}",
        "component toma el tipo del componente (por ejemplo SuitOrder), no {value}",
    ),
    "component-of-another-type": (
        "RulesError",
        "the {option} component is {found}, not {kind}",
        "el componente de {option} es {found}, no {kind}",
    ),
    "unpicklable-plugin": (
        "UnpicklableRules",
        "this rule set cannot be pickled: its plugin {plugin} cannot be found again by import; pass a module or an instance held by a module (a module-level name) to ruleset(plugins=...), or install the plugin through the bigtwo.variants entry-point group",
        "estas reglas no se pueden serializar con pickle: su plugin {plugin} no se puede volver a encontrar importándolo; hay que pasar a ruleset(plugins=...) un módulo o una instancia guardada en un módulo (un nombre a nivel de módulo), o instalar el plugin por el grupo de entry points bigtwo.variants",
    ),
    "pickled-plugin-not-found": (
        "RulesError",
        "cannot find the plugin {ref} to rebuild a pickled rule set: {error}",
        "no se encuentra el plugin {ref} para reconstruir unas reglas serializadas con pickle: {error}",
    ),
    "set-aside-hook-raised": (
        "RulesError",
        "{error_type} in {hook} for {option}={value}: {error}",
        "{error_type} en {hook} para {option}={value}: {error}",
    ),
    "set-aside-answers-for-other": (
        "RulesError",
        "it answers {hook} for {option}={value}, which {owners} declares",
        "responde a {hook} para {option}={value}, que declara {owners}",
    ),
    "set-aside-wrong-component": (
        "RulesError",
        "its {hook} for {option}={value} returned {result}, not a {kind}",
        "su {hook} para {option}={value} devolvió {result}, no un {kind}",
    ),
    "set-aside-reserved-option": (
        "RulesError",
        "it declares the option {name}, a name bigtwo keeps",
        "declara la opción {name}, un nombre que bigtwo se reserva",
    ),
    "set-aside-option-twice": (
        "RulesError",
        "it declares the option {name}, which {others} also declares",
        "declara la opción {name}, que también declara {others}",
    ),
    "set-aside-option-hook": (
        "RulesError",
        "its option {name} must be built by {hook} and name a component type",
        "su opción {name} tiene que construirla {hook} y nombrar un tipo de componente",
    ),
    "set-aside-value-of-no-option": (
        "RulesError",
        "it declares the value {value} of an option no plugin declares",
        "declara el valor {value} de una opción que ningún plugin declara",
    ),
    "set-aside-builtin-value": (
        "RulesError",
        "it declares the value {value}, which the built-in {owner} declares",
        "declara el valor {value}, que ya declara el módulo incluido {owner}",
    ),
    "set-aside-builtin-variant": (
        "RulesError",
        "it declares the variant {name}, which the built-in {owner} declares",
        "declara la variante {name}, que ya declara el módulo incluido {owner}",
    ),
    "set-aside-no-parent": (
        "RulesError",
        "its variant {name} starts from {parent}, which is no variant",
        "su variante {name} parte de {parent}, que no es ninguna variante",
    ),
    "set-aside-variant-no-option": (
        "RulesError",
        "its variant {name} sets {option}, an option no plugin declares",
        "su variante {name} fija {option}, una opción que ningún plugin declara",
    ),
    "set-aside-variant-no-value": (
        "RulesError",
        "its variant {name} sets {option}={value}, a value no plugin declares",
        "su variante {name} fija {option}={value}, un valor que ningún plugin declara",
    ),
    "set-aside-default-undeclared": (
        "RulesError",
        "it adds an option whose default, {value}, no plugin declares",
        "añade una opción cuyo valor por defecto, {value}, no declara ningún plugin",
    ),
    "set-aside-default-not-built": (
        "RulesError",
        "it adds an option whose default, {value}, no hook builds ({error})",
        "añade una opción cuyo valor por defecto, {value}, no construye ningún hook ({error})",
    ),
    "set-aside-unknown-hook": (
        "RulesError",
        "unknown hook '{hook}'{hint}",
        "hook desconocido, '{hook}'{hint}",
    ),
    "set-aside-declaration-raised": (
        "RulesError",
        "{error_type} in {hook}: {error}",
        "{error_type} en {hook}: {error}",
    ),
    "set-aside-not-a-sequence": (
        "RulesError",
        "{hook} returned {value}, not a sequence",
        "{hook} devolvió {value}, que no es una secuencia",
    ),
    "set-aside-wrong-declaration": (
        "RulesError",
        "{hook} returned {value}, not {kind}",
        "{hook} devolvió {value}, que no es {kind}",
    ),
    "worked-example-disagrees": (
        "RulesError",
        "variant {variant}: the library does not compute what a source works out: {text}",
        "variante {variant}: la biblioteca no calcula lo que resuelve una fuente: {text}",
    ),
}
