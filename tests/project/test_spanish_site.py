"""The Spanish site keeps step with the English one.

mkdocs-static-i18n (``docs_structure: suffix``) serves the Spanish copy of ``docs/NAME.md`` from
its twin ``docs/NAME.es.md``, and the English page where there is none. So:

- every English page of the site has a Spanish twin: the hand-written pages (every ``.md`` under
  ``docs/`` that is neither generated nor ignored by git) and the generated ones
  (``docs/gen_pages.py``'s ``pages()``, which returns both languages);
- a twin has its English page's outline: the same sequence of heading levels (ATX headings
  outside fenced code blocks) and as many fenced code blocks;
- a hand-written twin's fenced code blocks are the English page's, byte for byte, with the
  ``<!-- file: ... -->`` or ``<!-- skip -->`` mark before each, but for the words of their code
  comments: the English page's blocks are the ones ``tests/project/test_doc_examples.py`` runs,
  and they stand for both languages. Before blocks are compared, each comment (see ``COMMENTS``)
  becomes ``PLACEHOLDER``, and a run of lines that hold only a comment becomes one such line; the
  code, the expected outputs of doctests and commands, and the marks stay as they are.
"""

from __future__ import annotations

import doctest
import fnmatch
import importlib.util
import io
import re
import tokenize
from collections.abc import Callable
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


def _closing(marks: str) -> re.Pattern[str]:
    """The closing fence of a block opened with ``marks``: as many of its characters, or more."""
    return re.compile(rf"\s*{re.escape(marks[0])}{{{len(marks)},}}\s*")


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
            closing = _closing(fence.group(1))
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


# Code comments, the one part of a block a twin translates.

PLACEHOLDER = "#…"  # what a comment becomes before two blocks are compared

Comments = dict[int, int]  # where the comments of a block's lines start: the column of the #, by line


def _python_comments(source: str, rows: list[int], shift: int) -> Comments:
    """The comments of Python ``source``, whose line ``r`` is the block's ``rows[r]`` from column ``shift`` on."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError):
        return {}
    return {rows[t.start[0] - 1]: shift + t.start[1] for t in tokens if t.type == tokenize.COMMENT}


def doctest_comments(lines: list[str]) -> Comments:
    """The comments of the source lines (``>>> ``, ``... ``) of a doctest session, not of its outputs."""
    try:
        examples = doctest.DocTestParser().get_examples("\n".join(lines) + "\n")
    except ValueError:
        return {}
    found: Comments = {}
    for example in examples:
        rows = list(range(example.lineno, example.lineno + example.source.count("\n")))
        found |= _python_comments(example.source, rows, example.indent + 4)  # after the prompt
    return found


SHELL_TOKEN = re.compile(r"""'[^']*'?|"(?:\\.|[^"\\])*"?|\\.|(?<!\S)#""")
"""A quoted or escaped part of a command, or a ``#`` that starts a word (a comment, outside them)."""


def console_comments(lines: list[str]) -> Comments:
    """The comments of the commands (``$ `` lines) of a console session, not of their outputs."""
    found: Comments = {}
    for row, line in enumerate(lines):
        starts = [m.start() for m in SHELL_TOKEN.finditer(line, 2) if m.group() == "#"] if line[:2] == "$ " else []
        found |= {row: starts[0]} if starts else {}
    return found


TOML_TOKEN = re.compile(r'"""(?:\\.|[^\\])*?"""|\'\'\'.*?\'\'\'|"(?:\\.|[^"\\\n])*"|\'[^\'\n]*\'|#[^\n]*', re.S)
"""A TOML string (multi-line ones first), or a comment: from a ``#`` no string holds to the end of its line."""


def toml_comments(lines: list[str]) -> Comments:
    """The comments of a TOML text: a ``#`` outside its strings."""
    text = "\n".join(lines)
    starts = [m.start() for m in TOML_TOKEN.finditer(text) if m.group().startswith("#")]
    return {text.count("\n", 0, at): at - text.rfind("\n", 0, at) - 1 for at in starts}


def python_comments(lines: list[str]) -> Comments:
    """The comments of a ```python block, as ``tokenize`` finds them: a doctest session when it
    starts with ``>>>`` (as ``tests/project/test_doc_examples.py`` reads it), a script otherwise."""
    if lines and lines[0].startswith(">>>"):
        return doctest_comments(lines)
    return _python_comments("\n".join(lines) + "\n", list(range(len(lines))), 0)


COMMENTS: dict[str, Callable[[list[str]], Comments]] = {
    "python": python_comments,
    "pycon": doctest_comments,
    "console": console_comments,
    "toml": toml_comments,
}
"""How to find the comments of a block, by its fence's language (``docs/`` has ``text`` and ``json`` too)."""


def without_comments(block: str) -> str:
    """A block with each comment replaced by ``PLACEHOLDER``, and each run of lines that hold only
    a comment (after the same indentation or prompt) by one such line.

    Args:
        block: a block as ``Block.text`` holds it: the mark line, if any, the opening fence, the
            body and the closing fence.

    Returns:
        The text to compare with the other language's block: ``block`` itself when the fence's
        language has no comments, or when its body cannot be tokenized (an unclosed string, say).
    """
    lines = block.split("\n")
    at, fence = next(((i, m) for i, m in enumerate(map(FENCE.match, lines)) if m), (0, None))
    find = COMMENTS.get((lines[at][fence.end() :].split() or [""])[0].lower()) if fence else None
    if fence is None or find is None:
        return block
    end = len(lines) - 1 if len(lines) > at + 1 and _closing(fence.group(1)).fullmatch(lines[-1]) else len(lines)
    indent = lines[at][: len(lines[at]) - len(lines[at].lstrip())]  # a list item's, taken off the body
    body = lines[at + 1 : end]
    alone: set[int] = set()
    for row, col in find([line.removeprefix(indent) for line in body]).items():
        cut = col + (len(indent) if body[row].startswith(indent) else 0)
        alone |= {row} if body[row][:cut].strip() in ("", ">>>", "...", "$") else set()
        body[row] = body[row][:cut] + PLACEHOLDER
    kept = [line for row, line in enumerate(body) if not (row in alone and row - 1 in alone and body[row - 1] == line)]
    return "\n".join([*lines[: at + 1], *kept, *lines[end:]])


def _show(heading: Heading | None) -> str:
    return "nothing" if heading is None else f"line {heading.line}: {'#' * heading.level} {heading.text}"


def differences(english: str, spanish: str, *, same_blocks: bool = True) -> list[str]:
    """What keeps ``spanish`` from being the twin of the page ``english``.

    Args:
        english: the English page's Markdown.
        spanish: its Spanish twin's Markdown.
        same_blocks: whether the fenced code blocks must be the English ones, byte for byte but
            for the words of their comments (for hand-written pages; a generated twin only needs
            as many).

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
            if without_comments(a.text) != without_comments(b.text):
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
# un comentario, no un título
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
    assert differences(PAGE, TWIN.replace("# un comentario, no un título", "# a comment, not a heading")) == []
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
    translated = TWIN.replace("print(1)", "print(2)")
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


# Comments: a twin may translate them, and nothing else.

SCRIPT = """\
<!-- file: label.py -->
```python
label = "no # comment"  # the label
# the answer, in a comment
# on two lines
print(label, 42)
```"""

SESSION = """\
  ```python
  >>> words = {"a": "#1"}  # a word
  >>> for word in words:  # each word
  ...     print(f"# {word}")  # its line
  # a
  >>> words["a"]
  '#1'
  ```"""

COMMANDS = """```console\n$ echo "a # b" 'c # d' e#f  # the words\na # b c # d e#f\n```"""
TOML = '```toml\n[tool.x]  # the table, not a """ string\nkey = "#1"  # the key\n```'


def same(english: str, spanish: str) -> bool:
    return without_comments(english) == without_comments(spanish)


@pytest.mark.parametrize(
    ("english", "comment", "translation"),
    [
        (SCRIPT, "# the label", "# la etiqueta"),
        (SCRIPT, "# the answer, in a comment\n# on two lines", "# la respuesta, en un comentario de una línea"),
        (SESSION, "# a word", "# una palabra"),
        (SESSION, "# each word", "# cada palabra"),
        (SESSION, "# its line", "# su línea"),
        (COMMANDS, "# the words", "# las palabras"),
        (TOML, '# the table, not a """ string', "# la tabla"),
        (TOML, "# the key", "# la clave"),
    ],
)
def test_a_translated_comment_is_no_difference(english: str, comment: str, translation: str) -> None:
    assert english.count(comment) == 1
    assert same(english, english.replace(comment, translation))
    assert not same(english, english.replace(comment, ""))  # the comment is still there


@pytest.mark.parametrize(
    ("english", "change", "into"),
    [
        (SCRIPT, "print(label, 42)", "print(label, 43)"),  # code
        (SCRIPT, '"no # comment"', '"no # comentario"'),  # a # in a string
        (SCRIPT, "label.py", "etiqueta.py"),  # the mark
        (SESSION, "'#1'", "'#2'"),  # an expected output
        (SESSION, "  # a\n", "  # una\n"),  # an expected output that looks like a comment
        (SESSION, 'f"# {word}"', 'f"# {word}!"'),
        (COMMANDS, "a # b c # d e#f", "a # b c # d e#g"),  # the expected output
        (COMMANDS, '"a # b"', '"a # c"'),  # in quotes
        (COMMANDS, "'c # d' e#f  #", "'c # d' e#g  #"),  # not at the start of a word
        (TOML, '"#1"', '"#2"'),
        ("```text\n# a heading\n```", "# a heading", "# un título"),  # text has no comments
    ],
)
def test_a_change_outside_comments_is_a_difference(english: str, change: str, into: str) -> None:
    assert english.count(change) == 1
    assert not same(english, english.replace(change, into))


def test_the_comments_are_found_where_python_finds_them() -> None:
    assert without_comments(SESSION).splitlines()[1:4] == [
        f'  >>> words = {{"a": "#1"}}  {PLACEHOLDER}',
        f"  >>> for word in words:  {PLACEHOLDER}",
        f'  ...     print(f"# {{word}}")  {PLACEHOLDER}',
    ]
    assert without_comments(SCRIPT).splitlines()[2:4] == [f'label = "no # comment"  {PLACEHOLDER}', PLACEHOLDER]
    assert without_comments("```python\nprint('open\n```") == "```python\nprint('open\n```"  # no Python: as is
