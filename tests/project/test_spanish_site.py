"""The Spanish site keeps step with the English one.

mkdocs-static-i18n (``docs_structure: suffix``) serves the Spanish copy of ``docs/NAME.md`` from
its twin ``docs/NAME.es.md``, and the English page where there is none. So:

- every English page of the site has a Spanish twin: the hand-written pages (every ``.md`` under
  ``docs/`` that is neither generated nor ignored by git) and the generated ones
  (``docs/gen_pages.py``'s ``pages()``, which returns both languages);
- a twin has its English page's outline: the same sequence of heading levels (ATX headings
  outside fenced code blocks) and as many fenced code blocks;
- a hand-written twin's fenced code blocks are the English page's, byte for byte, with the
  ``<!-- file: ... -->`` or ``<!-- skip -->`` mark before each: the English page's blocks are the
  ones ``tests/project/test_doc_examples.py`` runs, and they stand for both languages.
"""

from __future__ import annotations

import fnmatch
import importlib.util
import re
from dataclasses import dataclass
from types import ModuleType

import pytest

from tests.support.paths import ROOT

DOCS = ROOT / "docs"
SPANISH = ".es.md"


def _gen_pages() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_pages", DOCS / "gen_pages.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GENERATED: dict[str, str] = _gen_pages().pages()
"""Every generated page, English and Spanish, by its path under ``docs/``."""


# Outlines: headings and fenced blocks.

FENCE = re.compile(r"\s*(`{3,}|~{3,})")  # an opening fence, indented as far as a list item needs
HEADING = re.compile(r" {0,3}(?P<marks>#{1,6})(?:[ \t]+(?P<text>.*?))?(?:[ \t]+#+)?[ \t]*")
MARK = re.compile(r"\s*<!--\s*(?:file|skip)\b.*-->\s*")


@dataclass(frozen=True)
class Heading:
    """An ATX heading of a page."""

    level: int
    text: str
    line: int  # counting from 1


@dataclass(frozen=True)
class Block:
    """A fenced block of a page, from its opening fence to its closing one."""

    text: str  # the mark line before it, when there is one, then the fences and the body
    line: int  # of the opening fence, counting from 1


@dataclass(frozen=True)
class Outline:
    """What a twin must share with its English page."""

    headings: tuple[Heading, ...]
    blocks: tuple[Block, ...]


def outline(markdown: str) -> Outline:
    """The headings outside fenced blocks, and the fenced blocks, of a Markdown text, in order."""
    headings: list[Heading] = []
    blocks: list[Block] = []
    lines = markdown.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        fence = FENCE.match(line)
        if fence:
            marks = fence.group(1)
            closing = re.compile(rf"\s*{re.escape(marks[0])}{{{len(marks)},}}\s*")
            end = i + 1
            while end < len(lines) and not closing.fullmatch(lines[end]):
                end += 1  # an unclosed fence runs to the end of the page, as in CommonMark
            before = i - 1
            while before >= 0 and not lines[before].strip():
                before -= 1
            start = before if before >= 0 and MARK.fullmatch(lines[before]) else i
            blocks.append(Block("\n".join(lines[start : end + 1]), i + 1))
            i = end + 1
            continue
        heading = HEADING.fullmatch(line)
        if heading:
            headings.append(Heading(len(heading.group("marks")), heading.group("text") or "", i + 1))
        i += 1
    return Outline(tuple(headings), tuple(blocks))


def _show(heading: Heading | None) -> str:
    return "nothing" if heading is None else f"line {heading.line}: {'#' * heading.level} {heading.text}"


def differences(english: str, spanish: str, *, same_blocks: bool = True) -> list[str]:
    """What keeps ``spanish`` from being the twin of the page ``english``.

    Args:
        english: the English page's Markdown.
        spanish: its Spanish twin's Markdown.
        same_blocks: whether the fenced code blocks must be the English ones, byte for byte (for
            hand-written pages; a generated twin only needs as many).

    Returns:
        One sentence per difference, empty when the twin has the page's outline: the first
        heading whose level differs (or that one page lacks), a different count of fenced code
        blocks, and with ``same_blocks`` each block that differs.
    """
    ours, theirs = outline(english), outline(spanish)
    found = []
    levels = [h.level for h in ours.headings], [h.level for h in theirs.headings]
    if levels[0] != levels[1]:
        at = next((i for i, (a, b) in enumerate(zip(*levels, strict=False)) if a != b), min(map(len, levels)))
        pick = [hs[at] if at < len(hs) else None for hs in (ours.headings, theirs.headings)]
        found.append(
            f"the headings differ from heading {at + 1} on ({len(levels[0])} in English, {len(levels[1])} in"
            f" Spanish): English {_show(pick[0])}; Spanish {_show(pick[1])}"
        )
    if len(ours.blocks) != len(theirs.blocks):
        found.append(f"{len(ours.blocks)} fenced code blocks in English, {len(theirs.blocks)} in Spanish")
    if same_blocks:
        for n, (a, b) in enumerate(zip(ours.blocks, theirs.blocks, strict=False), 1):
            if a.text != b.text:
                found.append(
                    f"fenced code block {n} (English line {a.line}, Spanish line {b.line}) is not the English one"
                )
    return found


# The pages of the site.


def _ignored_by_git() -> list[str]:
    """The patterns of ``.gitignore`` for paths under ``docs/`` (generated pages), relative to it."""
    rules = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    return [rule.strip().removeprefix("/docs/") for rule in rules if rule.strip().startswith("/docs/")]


def _is_ignored(path: str, patterns: list[str]) -> bool:
    return any(path.startswith(p) if p.endswith("/") else fnmatch.fnmatch(path, p) for p in patterns)


def hand_written_pages() -> dict[str, str]:
    """Every hand-written page of the site, both languages, by its path under ``docs/``."""
    patterns = _ignored_by_git()
    found = {}
    for file in sorted(DOCS.rglob("*.md")):
        path = file.relative_to(DOCS).as_posix()
        if path not in GENERATED and not _is_ignored(path, patterns):
            found[path] = file.read_text(encoding="utf-8")
    return found


HAND_WRITTEN = hand_written_pages()
SOURCES = {"hand-written": HAND_WRITTEN, "generated": GENERATED}


def twin(page: str) -> str:
    """The path of an English page's Spanish twin (``rules.md`` -> ``rules.es.md``)."""
    return page.removesuffix(".md") + SPANISH


def missing_twins(pages: dict[str, str]) -> tuple[list[str], list[str]]:
    """The English pages of ``pages`` without a Spanish twin, and the Spanish pages without an
    English page."""
    english = {page for page in pages if not page.endswith(SPANISH)}
    spanish = set(pages) - english
    twins = {twin(page) for page in english}
    return sorted(p for p in english if twin(p) not in spanish), sorted(spanish - twins)


@pytest.mark.parametrize("kind", SOURCES)
def test_every_english_page_has_a_spanish_twin(kind: str) -> None:
    pages = SOURCES[kind]
    spanish = sum(page.endswith(SPANISH) for page in pages)
    english = len(pages) - spanish
    without, orphans = missing_twins(pages)
    assert english == spanish and not without and not orphans, (
        f"{kind} pages: {english} in English, {spanish} in Spanish;"
        f" without a Spanish twin: {', '.join(without) or 'none'};"
        f" Spanish pages with no English page: {', '.join(orphans) or 'none'}"
    )


def _english_pages() -> list[tuple[str, str]]:
    return [(kind, page) for kind, pages in SOURCES.items() for page in sorted(pages) if not page.endswith(SPANISH)]


@pytest.mark.parametrize(("kind", "page"), _english_pages(), ids=[page for _, page in _english_pages()])
def test_a_twin_has_the_outline_of_its_english_page(kind: str, page: str) -> None:
    pages = SOURCES[kind]
    if twin(page) not in pages:
        pytest.fail(f"docs/{page} has no Spanish twin docs/{twin(page)}")
    found = differences(pages[page], pages[twin(page)], same_blocks=kind == "hand-written")
    assert not found, f"docs/{twin(page)} against docs/{page}:\n" + "\n".join(found)


def test_the_pages_are_found() -> None:
    """The lists the tests above go through hold what they should."""
    assert {"index.md", "index.es.md", "getting-started.md", "concepts/rule-sets.md"} <= HAND_WRITTEN.keys()
    assert {"rules.md", "rules.es.md", "variants/classic.md", "variants/classic.es.md"} <= GENERATED.keys()
    assert not HAND_WRITTEN.keys() & GENERATED.keys()
    assert not any(page.startswith("variants/") for page in HAND_WRITTEN)  # generated, ignored by git


# The comparison itself: a twin that drifts is caught.

PAGE = """\
# Title

Text.

## First

```python
# a comment, not a heading
print(1)
```

### Detail

<!-- skip -->
```console
$ echo hi
```

## Second
"""

TWIN = """\
# Título

Texto.

## Primero

```python
# a comment, not a heading
print(1)
```

### Detalle

<!-- skip -->
```console
$ echo hi
```

## Segundo
"""


def test_a_faithful_twin_has_no_differences() -> None:
    assert differences(PAGE, TWIN) == []
    headings = [(h.level, h.text) for h in outline(TWIN).headings]
    assert headings == [(1, "Título"), (2, "Primero"), (3, "Detalle"), (2, "Segundo")]  # not the # comment
    assert outline(TWIN).blocks[1].text.startswith("<!-- skip -->\n```console")


def test_a_missing_heading_is_reported() -> None:
    (found,) = differences(PAGE, TWIN.replace("### Detalle\n", ""))
    assert found == (
        "the headings differ from heading 3 on (4 in English, 3 in Spanish):"
        " English line 12: ### Detail; Spanish line 18: ## Segundo"
    )
    (found,) = differences(PAGE, TWIN.replace("\n## Segundo\n", "\n"))
    assert found.endswith("English line 19: ## Second; Spanish nothing")


def test_a_heading_at_another_level_is_reported() -> None:
    (found,) = differences(PAGE, TWIN.replace("### Detalle", "## Detalle"))
    assert "from heading 3 on" in found and "Spanish line 12: ## Detalle" in found


def test_a_changed_block_is_reported_where_blocks_must_be_the_same() -> None:
    translated = TWIN.replace("# a comment, not a heading", "# un comentario")
    assert differences(PAGE, translated) == [
        "fenced code block 1 (English line 7, Spanish line 7) is not the English one"
    ]
    assert differences(PAGE, translated, same_blocks=False) == []  # a generated twin: counts only
    unmarked = TWIN.replace("<!-- skip -->\n", "")
    assert differences(PAGE, unmarked, same_blocks=False) == []
    (found,) = differences(PAGE, unmarked)  # the mark before a block is part of it
    assert found == "fenced code block 2 (English line 15, Spanish line 14) is not the English one"


def test_a_missing_block_is_reported() -> None:
    found = differences(PAGE, TWIN.replace("```console\n$ echo hi\n```\n", ""), same_blocks=False)
    assert found == ["2 fenced code blocks in English, 1 in Spanish"]


def test_a_page_without_its_twin_is_named() -> None:
    pages = {"a.md": "", "a.es.md": "", "b.md": "", "c.es.md": ""}
    assert missing_twins(pages) == (["b.md"], ["c.es.md"])
