"""The built-in variants: registered, with the README's defaults and options, every value explained."""

from __future__ import annotations

import ast
import re

import pytest

import bigtwo
import bigtwo.plugin
from tests.support.paths import ROOT
from tests.support.strategies import VARIANTS

README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_builtin_variants_are_registered() -> None:
    assert set(VARIANTS) <= set(bigtwo.variants())
    assert bigtwo.variants() == tuple(sorted(bigtwo.variants()))


DEFAULTS = {
    "suit_order": "diamonds-lowest",
    "straights": "twos-high",
    "flush": "suit-first",
    "royal": "none",
    "bombs": "none",
    "opener": "lowest-card",
    "direction": "counterclockwise",
    "pass_locks_out": "off",
    "deal": "thirteen-each",
    "auto_pass": "none",
    "assistant": "off",
    "instant_win": "none",
    "redeal": "none",
    "scoring": "tiers",
}
"""Every option's default, in the order rule sets list them (the README's options table)."""


README_VARIANTS: dict[str, dict[str, str]] = {
    "classic": {},
    "chinese": {"straights": "twos-low", "scoring": "tiers-penalty"},
    "cardroom": {
        "direction": "alternate",
        "auto_pass": "top-card-and-short-hands",
        "assistant": "on",
        "scoring": "pairwise",
    },
    "doubling": {"flush": "rank-first", "deal": "whole-deck", "scoring": "doubling"},
    "dragon": {
        "straights": "split",
        "flush": "rank-first",
        "royal": "jqka2",
        "direction": "clockwise",
        "instant_win": "dragon",
        "redeal": "weak-hand",
        "scoring": "pusoy-dos",
    },
    "pusoy-dos": {"suit_order": "pusoy", "flush": "rank-first", "instant_win": "dragon", "scoring": "pusoy-dos"},
    "taiwanese": {"straights": "split", "bombs": "quads-and-straight-flush"},
}
"""The options that differ from classic, per variant (the README's variants table)."""


def test_the_defaults_are_the_readme_ones() -> None:
    assert {o.name: o.default for o in bigtwo.options()} == DEFAULTS
    assert [o.name for o in bigtwo.options()] == list(DEFAULTS)


@pytest.mark.parametrize("name", list(README_VARIANTS))
def test_variant_options(name: str) -> None:
    rules = bigtwo.ruleset(name)
    assert rules.values == {**DEFAULTS, **README_VARIANTS[name]}
    assert [k for k, _ in rules.options] == list(DEFAULTS)
    row = next(line for line in README.splitlines() if line.startswith(f"| `{name}` |"))
    listed = dict(re.findall(r"`([a-z_]+)=([a-z0-9-]+)`", row.split("|")[3]))
    assert listed == README_VARIANTS[name]  # the table above is the README's
    definition = bigtwo.variant(name)
    assert definition.sources and all(
        text.render(lang).strip() for text in (definition.title, definition.summary) for lang in bigtwo.LANGUAGES
    )


@pytest.mark.parametrize("name", VARIANTS)
def test_every_option_value_a_variant_uses_is_explained_in_both_languages(name: str) -> None:
    rules = bigtwo.ruleset(name)
    for option, _ in rules.options:
        en, es = rules.explain(option, "en"), rules.explain(option, "es")
        assert en.endswith(".") and es.endswith(".") and en != es


def test_the_built_in_variants_import_only_the_plugin_authors_api() -> None:
    """What import-linter's variants contract cannot say: not even ``bigtwo`` itself, only ``bigtwo.plugin``
    (and a module of their own package that several of them share, as any plugin package may)."""
    found = set()
    for path in sorted((ROOT / "variants").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {(path.name, alias.name) for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                found.add((path.name, "." * node.level + (node.module or "")))
    outside = {(name, module) for name, module in found if module.split(".")[0] in {"bigtwo", "variants"}}
    assert outside and all(module == "bigtwo.plugin" for _, module in outside), sorted(outside)
    siblings = {f".{path.stem}" for path in (ROOT / "variants").glob("*.py")}  # a module the variants share
    allowed = {"bigtwo.plugin", "__future__", "collections.abc", "typing", *siblings}
    assert {module for _, module in found} <= allowed, sorted(found)
