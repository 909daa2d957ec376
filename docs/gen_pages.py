"""Write the generated pages of the docs site: one page per registered variant in English and in
Spanish, the variants side by side, and the hook reference.

Plain Python over bigtwo's public API (and, for the title of the comparison page in the
navigation, the library's text catalogue): `pages()` returns ``{path: Markdown}``, so a test can
compare it with the command line and any docs engine can use it. mkdocs runs `on_pre_build`
(a hook named in mkdocs.yml), which writes the pages into ``docs/`` (git ignores them); run the
file directly to write them into another folder (``python docs/gen_pages.py out/``).
"""

from __future__ import annotations

import importlib.util
import logging
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import bigtwo
from bigtwo._records.primer import primer_doc
from bigtwo._values.texts import CATALOGUE, Text
from bigtwo.plugin import set_aside_plugins

_LOG = logging.getLogger("mkdocs.hooks.bigtwo")

LANGS = {lang: "" if lang == "en" else f".{lang}" for lang in bigtwo.LANGUAGES}
"""Each language and the suffix its pages take (mkdocs-static-i18n's suffix layout: English has none)."""


SECTIONS = {"Args:": "Parameters:", "Returns:": "Returns:", "Raises:": "Raises:"}
"""The Google-style sections of a docstring, and the heading each has on the page (the API
reference's words)."""


def markdown_sections(doc: str) -> str:
    """A Google-style docstring as Markdown, its sections rendered as the API reference renders them.

    Each ``Args:``, ``Returns:`` or ``Raises:`` section becomes a bold heading; the items of
    ``Args:`` and ``Raises:`` become a list (``- `name`: text``, an item's wrapped lines joined to
    it), and the text of ``Returns:`` a paragraph. A line back at the margin ends the section;
    everything else is left as it is.
    """
    out: list[str] = []
    section = None
    for line in doc.splitlines():
        if line in SECTIONS:
            section = line
            out += [f"**{SECTIONS[section]}**", ""]
        elif section is not None and line.startswith("    "):
            text = line[4:]
            if section != "Returns:" and not text.startswith(" ") and ": " in text:
                name, _, rest = text.partition(": ")
                out.append(f"- `{name}`: {rest}")
            else:
                out.append(("  " if section != "Returns:" else "") + text.strip())
        else:
            if line.strip():
                section = None
            out.append(line)
    return "\n".join(out)


def _sibling(name: str) -> ModuleType:
    """The module ``name`` of this folder, loaded by its path (mkdocs, runpy and the tests load
    this file by path, without its folder on ``sys.path``)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def hook_reference(lang: str = "en") -> str:
    """The hook reference in ``lang``: every hook specification under its group (declarations,
    components, players), with its signature, documentation and an example (``gen_hooks.py``)."""
    return str(_sibling("gen_hooks").hook_page(lang, markdown_sections))


SIDE_BY_SIDE = Text("doc.side-by-side")
"""The navigation's title of the page of every variant side by side (`bigtwo.variants_doc`)."""


def _titles() -> list[tuple[str, bigtwo.errors.Message]]:
    """Each page of the Variants section and its title: the comparison, then every variant."""
    return [("index.md", SIDE_BY_SIDE), *((f"{name}.md", bigtwo.variant(name).title) for name in bigtwo.variants())]


def variants_nav() -> list[dict[str, str]]:
    """The Variants section of the navigation, a page per variant (`nav_titles` translates it);
    `on_config` puts it in place of ``Variants: variants/`` (no nav file is published)."""
    return [{title.render("en"): f"variants/{page}"} for page, title in _titles()]


def nav_titles(lang: str) -> dict[str, str]:
    """The navigation's English titles -> their titles in ``lang``."""
    return {title.render("en"): title.render(lang) for _, title in _titles()}


ERROR_PAGE = {
    "en": (
        "# Error codes",
        "Every error bigtwo raises on purpose carries a stable `code` and a message in each language"
        " (`error.code`, `error.message(lang)`, `error.detail`; see [Errors](errors.md)). These are"
        " the codes of each kind of error, and the English message each gives (its `{fields}` are"
        " the names in `error.detail`). An illegal play's codes are `bigtwo.errors.ReasonCode`.",
        ("Code", "Message"),
    ),
    "es": (
        "# Códigos de error",
        "Cada error que bigtwo lanza a propósito lleva un código estable (`code`) y un mensaje en cada"
        " idioma (`error.code`, `error.message(lang)`, `error.detail`; véase [Errors](errors.md))."
        " Estos son los códigos de cada tipo de error y el mensaje en español de cada uno (sus"
        " `{campos}` son los nombres de `error.detail`). Los de una jugada ilegal son"
        " `bigtwo.errors.ReasonCode`.",
        ("Código", "Mensaje"),
    ),
}
"""The title, introduction and column heads of the page of error codes, in each language."""


def error_codes_page(lang: str) -> str:
    """The page of error codes in ``lang``: one table per kind of error, its codes and messages."""
    title, intro, (code_head, message_head) = ERROR_PAGE[lang]
    families: dict[str, list[str]] = {}
    for code, family in bigtwo.errors.ERROR_CODES.items():
        families.setdefault(family, []).append(code)
    out = [title, "", intro, ""]
    for family in sorted(families, key=lambda name: (name != "BigTwoError", name)):
        out += [f"## `{family}`", "", f"| {code_head} | {message_head} |", "|---|---|"]
        for code in sorted(families[family]):
            template = CATALOGUE.template(f"error.{code}", lang).replace("|", "\\|")
            out.append(f"| `{code}` | {template} |")
        out.append("")
    return "\n".join(out)


def pages() -> dict[str, str]:
    """Every generated page, by its path under ``docs/``."""
    found: dict[str, str] = {}
    for lang, suffix in LANGS.items():
        found[f"reference/hooks{suffix}.md"] = hook_reference(lang)
        found[f"reference/error-codes{suffix}.md"] = error_codes_page(lang)
        found[f"rules{suffix}.md"] = primer_doc(lang, format="markdown")
        wide = "---\nhide:\n  - navigation\n  - toc\n---\n\n"  # the page of every variant side by side needs the width
        found[f"variants/index{suffix}.md"] = wide + bigtwo.variants_doc(lang, format="markdown")
        for name in bigtwo.variants():
            found[f"variants/{name}{suffix}.md"] = bigtwo.rules_doc(name, lang, format="markdown")
    return found


def png(image: Any) -> bytes:
    """An RGB ``uint8`` image of shape ``(height, width, 3)`` as PNG bytes (zlib, no filter)."""
    import struct
    import zlib

    height, width, _ = image.shape
    raw = b"".join(b"\x00" + image[y].tobytes() for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def pictures() -> dict[str, bytes]:
    """The generated pictures: frames of the RL environments' ``rgb_array`` render mode (drawn
    twice as large): a four-player deal after a few turns, and a two-player deal that shares the
    deck (``doubling``)."""
    import numpy as np

    import bigtwo.rl

    found = {}
    for name, variant, players, turns, pick in (("four", "classic", 4, 9, -1), ("two", "doubling", 2, 5, 0)):
        table = bigtwo.rl.raw_env(variant, players=players, render_mode="rgb_array")
        table.reset(seed=7)
        for _ in range(turns):
            table.step(table.infos[table.agent_selection]["legal_actions"][pick])
        frame = table.render()
        assert isinstance(frame, np.ndarray)
        found[f"assets/generated/frame-{name}.png"] = png(np.repeat(np.repeat(frame, 2, axis=0), 2, axis=1))
    return found


def write(root: Path) -> list[Path]:
    """Write every generated page under the folder ``root``, leaving files whose text is already
    right untouched (so ``mkdocs serve`` does not rebuild forever); returns the paths written."""
    for plugin in set_aside_plugins():  # the pages are built without it: say so
        _LOG.info("installed plugin %s (%s) set aside: %s", plugin.name, plugin.distribution, plugin.error)
    written = []
    wanted = pages()
    for stale in sorted((root / "variants").glob("*.md")) if (root / "variants").is_dir() else ():
        if stale.relative_to(root).as_posix() not in wanted:  # a variant whose plugin is gone
            stale.unlink()
    for path, text in wanted.items():
        target = root / path
        if target.is_file() and target.read_text(encoding="utf-8") == text:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        written.append(target)
    for path, data in pictures().items():
        target = root / path
        if target.is_file() and target.read_bytes() == data:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written.append(target)
    return written


def on_config(config: Any) -> None:
    """mkdocs hook: the Variants section of the navigation, and the language switch
    (mkdocs-static-i18n) given the variants' Spanish titles."""
    for i, item in enumerate(config["nav"] or ()):
        if isinstance(item, dict) and item.get("Variants") == "variants/":
            config["nav"][i] = {"Variants": variants_nav()}
    i18n = config.plugins.get("i18n")
    for language in i18n.config.languages if i18n is not None else ():
        if language.locale != "en":
            language.nav_translations = {**(language.nav_translations or {}), **nav_titles(language.locale)}


def on_pre_build(config: Any) -> None:
    """mkdocs hook (``hooks:`` in mkdocs.yml): write the pages into the docs folder before mkdocs
    collects its files, so every plugin (the language switch among them) sees them as pages."""
    write(Path(config["docs_dir"]))


if __name__ == "__main__":
    write(Path(sys.argv[1] if len(sys.argv) > 1 else "docs"))
