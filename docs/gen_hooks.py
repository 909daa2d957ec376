"""The hook reference of the docs site, in every language: bigtwo's hooks in three groups, each
hook with its signature, its documentation and a short example (`hook_examples.EXAMPLES`).

The groups are read from the code that asks the hooks, not written down a second time: the
*declarations* are the hooks the plugin manager collects a plugin's declarations with
(``bigtwo._rules.manager``), the *components* the hooks the built-in options name
(`bigtwo._spec.options.BUILTIN_OPTIONS`) and the generic hook of plugin-added options, and the
*players* the hook `bigtwo.players.player` asks. How a group's answers combine (pluggy's
``firstresult``) is read from the hook specifications. A hook in no group, or in two, stops the
page from being made, so a new hook cannot go undocumented.

`docs/gen_pages.py` registers the pages (``reference/hooks.md``, ``reference/hooks.es.md``).
The hooks' docstrings are shown in English in every language; the page's own words are the data
of `TEXTS`.
"""

from __future__ import annotations

import importlib.util
import inspect
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from bigtwo._rules.manager import _DECLARING
from bigtwo._spec.options import BUILTIN_OPTIONS, GENERIC_HOOK
from bigtwo.players._registry import _HOOK as PLAYERS_HOOK
from bigtwo.plugin import hookspecs


def _sibling(name: str) -> ModuleType:
    """The module ``name`` of this folder, loaded by its path (mkdocs, runpy and the tests load
    this file by path too, without its folder on ``sys.path``)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


EXAMPLES: dict[str, Any] = _sibling("hook_examples").EXAMPLES
"""Every hook's `hook_examples.HookExample`, by hook name."""


def hook_names() -> tuple[str, ...]:
    """Every hook bigtwo specifies, by name, sorted."""
    return tuple(sorted(name for name in dir(hookspecs) if name.startswith("bigtwo_")))


def hook_groups() -> dict[str, tuple[str, ...]]:
    """Each group and its hooks, in the order the code asks them.

    Returns:
        ``declarations``: the hooks whose answers the plugin manager collects and checks as a
        plugin's declarations; ``components``: the hook of each built-in option, in the order
        a rule set lists its options, then the hook of the options plugins add;
        ``players``: the hook that offers players by name.
    """
    components = dict.fromkeys([option.hook for option in BUILTIN_OPTIONS] + [GENERIC_HOOK])
    return {
        "declarations": tuple(name for name, _ in _DECLARING),
        "components": tuple(components),
        "players": (PLAYERS_HOOK,),
    }


def misfiled() -> dict[str, list[str]]:
    """The hooks filed wrongly: each hook in no group or in several, and each name of a group
    that is not a hook, with the groups that hold it (empty when every hook is in one group)."""
    found: dict[str, list[str]] = {name: [] for name in hook_names()}
    for group, names in hook_groups().items():
        for name in names:
            found.setdefault(name, []).append(group)
    return {name: groups for name, groups in found.items() if len(groups) != 1 or name not in hook_names()}


def first_answer_wins(name: str) -> bool:
    """Whether hook ``name`` is ``firstresult`` (its first non-``None`` answer wins; otherwise
    every plugin's answers are collected), as its specification says."""
    options: dict[str, Any] = getattr(getattr(hookspecs, name), f"{hookspecs.PROJECT}_spec", {})
    return bool(options.get("firstresult"))


TEXTS: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Hooks",
        "intro": [
            "A plugin is any object or module with functions named like these hooks and marked with"
            " `bigtwo.plugin.hookimpl`. Third-party packages register their plugins through the"
            " `bigtwo.variants` entry-point group, the built-in plugins are registered by module name,"
            " and `bigtwo.ruleset` also takes plugins directly (`plugins=[...]`);"
            " [Write a plugin](../guides/write-a-plugin.md) builds one from an empty folder.",
            "bigtwo calls every hook through pluggy's plugin manager (project name `bigtwo`), so hook"
            " wrappers (`wrapper=True`), `tryfirst`/`trylast`, tracing (`BIGTWO_TRACE`) and blocking"
            " (`BIGTWO_BLOCK_PLUGINS`) work as pluggy documents them. The hooks fall into three groups,"
            " by what they answer: the [declarations](#declarations), what a plugin adds to the catalogue;"
            " the [components](#components), the rules a rule set is built from; and the"
            " [players](#players), CPU players by name.",
        ],
        "groups": {
            "declarations": (
                "Declarations",
                "What a plugin adds to the catalogue: new options, variants, and the values of options."
                " bigtwo asks every plugin for them whenever it reads its catalogue (before it builds the"
                " components of a rule set, and when it lists the options, values and variants known), and"
                " records each answer with the plugin that gave it; the plugin that declares a value owns"
                " it. An installed plugin's declarations are checked when it is loaded: one that raises,"
                " answers something other than a sequence of the right type, or lacks a language sets that"
                " plugin aside.",
            ),
            "components": (
                "Components",
                "Each answers one option while a rule set is built: bigtwo calls the option's hook with the"
                " value chosen for it (the keyword given to `bigtwo.ruleset`, else the variant's value, else"
                " the option's default), and the answer is the rule component that value stands for, an"
                " instance of the option's component type. A plugin answers for the values it declared with"
                " [`bigtwo_option_values`](#bigtwo_option_values) and returns `None` for every other, as each"
                " example below does. An installed plugin that answers for a value another plugin declared"
                " is a conflict (`RulesError`); an explicit plugin may override it.",
            ),
            "players": (
                "Players",
                "CPU players that a plugin offers by name. bigtwo asks this hook when"
                " `bigtwo.players.player` builds a player and when `bigtwo.players.names` lists them (so"
                " also when `bigtwo simulate` seats players by name), never while a rule set is built."
                " [Write a CPU player](../guides/cpu-player.md) writes two players and publishes them.",
            ),
        },
        "combine": {
            True: "The first answer that is not `None` wins (`firstresult`): the most specific plugins"
            " are asked first (explicit plugins, then installed ones, then the built-in ones, which are"
            " `trylast`), and the others are not asked. When every plugin answers `None`, the value"
            " cannot be built and building the rule set raises `RulesError`.",
            False: "Every plugin's answers are collected: bigtwo asks every plugin and keeps every"
            " answer; a plugin with nothing to add returns an empty one.",
        },
        "differs": "*Unlike the rest of its group:*",
        "options": (
            "The built-in options, in the order a rule set lists them, and the hook of each:",
            ("Option", "Default value", "Hook", "Component"),
            "an option a plugin adds ([`bigtwo_options`](#bigtwo_options))",
            "its `default`",
            "its `component`",
        ),
        "example": "**Example:**",
    },
    "es": {
        "title": "Hooks",
        "intro": [
            "Un plugin es cualquier objeto o módulo con funciones que se llaman como estos hooks y que"
            " llevan la marca `bigtwo.plugin.hookimpl`. Los paquetes de terceros registran sus plugins en"
            " el grupo de puntos de entrada `bigtwo.variants`, los plugins incorporados se registran por"
            " el nombre de su módulo, y `bigtwo.ruleset` también acepta plugins directamente"
            " (`plugins=[...]`); [Escribir un plugin](../guides/write-a-plugin.md) construye uno desde"
            " una carpeta vacía.",
            "bigtwo llama a todos los hooks a través del gestor de plugins de pluggy (con el nombre de"
            " proyecto `bigtwo`), así que los hooks envolventes (`wrapper=True`), `tryfirst`/`trylast`,"
            " el rastreo (`BIGTWO_TRACE`) y el bloqueo (`BIGTWO_BLOCK_PLUGINS`) funcionan como los"
            " documenta pluggy. Los hooks forman tres grupos, según lo que responden: las"
            " [declaraciones](#declaraciones), lo que un plugin añade al catálogo; los"
            " [componentes](#componentes), las reglas con las que se construye un conjunto de reglas; y"
            " los [jugadores](#jugadores), jugadores de la CPU por su nombre.",
            "Lo que cada hook documenta de sí mismo (su docstring: qué recibe, qué devuelve y qué"
            " significa `None`) está en inglés, como las entradas del resto de la referencia; los"
            " ejemplos son los mismos que en la página en inglés.",
        ],
        "groups": {
            "declarations": (
                "Declaraciones",
                "Lo que un plugin añade al catálogo: opciones nuevas, variantes y valores de las opciones."
                " bigtwo se las pide a todos los plugins cada vez que lee su catálogo (antes de construir"
                " los componentes de un conjunto de reglas, y al enumerar las opciones, los valores y las"
                " variantes que conoce) y anota cada respuesta con el plugin que la dio; el plugin que"
                " declara un valor es su dueño. Las declaraciones de un plugin instalado se comprueban al"
                " cargarlo: si lanzan una excepción, si lo que devuelven no es una secuencia del tipo"
                " correcto o si les falta un idioma, ese plugin se deja aparte.",
            ),
            "components": (
                "Componentes",
                "Cada uno responde a una opción mientras se construye un conjunto de reglas: bigtwo llama"
                " al hook de la opción con el valor elegido para ella (el argumento que se pasa a"
                " `bigtwo.ruleset`; si no lo hay, el de la variante, y si tampoco, el valor por defecto de la"
                " opción), y la respuesta es el componente de reglas que representa ese valor, una"
                " instancia del tipo de componente de la opción. Un plugin responde por los valores que declaró con"
                " [`bigtwo_option_values`](#bigtwo_option_values) y devuelve `None` para todos los demás,"
                " como hace cada ejemplo de esta sección. Un plugin instalado que responde por un valor que"
                " declaró otro plugin entra en conflicto con él (`RulesError`); un plugin explícito sí"
                " puede sustituirlo.",
            ),
            "players": (
                "Jugadores",
                "Los jugadores de la CPU que un plugin ofrece por su nombre. bigtwo consulta este hook"
                " cuando `bigtwo.players.player` construye un jugador y cuando `bigtwo.players.names` los"
                " enumera (y, por tanto, también cuando `bigtwo simulate` sienta a los jugadores por su"
                " nombre), nunca al construir un conjunto de reglas."
                " [Escribir un jugador de la CPU](../guides/cpu-player.md) escribe dos jugadores y los"
                " publica.",
            ),
        },
        "combine": {
            True: "Gana la primera respuesta que no sea `None` (`firstresult`): se pregunta primero a los"
            " plugins más específicos (los explícitos, luego los instalados y por último los"
            " incorporados, que son `trylast`), y a los demás ya no se les pregunta. Si todos los plugins"
            " responden `None`, el valor no se puede construir y construir el conjunto de reglas lanza"
            " `RulesError`.",
            False: "Se reúnen las respuestas de todos los plugins: bigtwo pregunta a cada uno y se queda"
            " con todas; un plugin que no tiene nada que añadir devuelve una respuesta vacía.",
        },
        "differs": "*A diferencia del resto de su grupo:*",
        "options": (
            "Las opciones incorporadas, en el orden en que las enumera un conjunto de reglas, y el hook de cada una:",
            ("Opción", "Valor por defecto", "Hook", "Componente"),
            "una opción que añade un plugin ([`bigtwo_options`](#bigtwo_options))",
            "su `default`",
            "su `component`",
        ),
        "example": "**Ejemplo:**",
    },
}
"""The page's own words in each language: title, introduction, each group's heading and
introduction, how answers combine, the table of options and the label of the examples."""


def _options_table(words: tuple[Any, ...]) -> list[str]:
    """The built-in options and their hooks, then the row of the options plugins add."""
    lead, heads, added, default, component = words
    out = [lead, "", "| " + " | ".join(heads) + " |", "|---|---|---|---|"]
    for option in BUILTIN_OPTIONS:
        hook = f"[`{option.hook}`](#{option.hook})"
        out.append(f"| `{option.name}` | `{option.default}` | {hook} | `{option.component.__name__}` |")
    out.append(f"| {added} | {default} | [`{GENERIC_HOOK}`](#{GENERIC_HOOK}) | {component} |")
    return [*out, ""]


def _hook_entry(name: str, texts: dict[str, Any], group_wins: bool, sections: Callable[[str], str]) -> list[str]:
    """One hook's section: its heading, signature, documentation and example."""
    function = getattr(hookspecs, name)
    signature = str(inspect.signature(function)).replace("'", "")
    out = [f"### `{name}`", "", "```python", f"def {name}{signature}", "```", ""]
    if first_answer_wins(name) != group_wins:
        out += [f"{texts['differs']} {texts['combine'][first_answer_wins(name)]}", ""]
    out += [sections(inspect.getdoc(function) or ""), ""]
    out += [texts["example"], "", "```python", EXAMPLES[name].code.rstrip("\n"), "```", ""]
    return out


def hook_page(lang: str, sections: Callable[[str], str]) -> str:
    """The hook reference in ``lang``, every hook under its group.

    Args:
        lang: A language of `TEXTS` (``"en"`` or ``"es"``).
        sections: Renders a hook's Google-style docstring as Markdown (``gen_pages.markdown_sections``).

    Returns:
        The page, as Markdown.

    Raises:
        ValueError: A hook is in no group or in several, a group names something that is not a
            hook, or a hook has no example.
    """
    wrong = misfiled()
    missing = [name for name in hook_names() if name not in EXAMPLES]
    if wrong or missing:
        raise ValueError(f"hooks not in exactly one group: {wrong}; hooks without an example: {missing}")
    texts = TEXTS[lang]
    out = [f"# {texts['title']}", ""]
    for paragraph in texts["intro"]:
        out += [paragraph, ""]
    for group, names in hook_groups().items():
        heading, intro = texts["groups"][group]
        wins = Counter(first_answer_wins(name) for name in names).most_common(1)[0][0]
        out += [f"## {heading}", "", intro, "", texts["combine"][wins], ""]
        if group == "components":
            out += _options_table(texts["options"])
        for name in names:
            out += _hook_entry(name, texts, wins, sections)
    return "\n".join(out)
