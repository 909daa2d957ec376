"""The examples of the hand-written documentation pages are true.

Conventions of a page (``docs/*.md``, ``docs/concepts/*.md``, ``docs/guides/*.md``):

- a ```python block that starts with ``>>> `` is a doctest; all of a page's doctest blocks run in
  order in one namespace (each block continues the one before, as in the README);
- any other ```python block is a complete script: it runs in a fresh interpreter, in a temporary
  directory shared by the page. If the next fenced block is ```text and only one short line of
  prose (or nothing) separates them, that block is the script's exact expected output;
- ``<!-- file: NAME -->`` on the line before a block writes the block to ``NAME`` in that
  directory instead of running it (later blocks import it). The files of every page are there
  for every page: the guides build on each other;
- ``<!-- skip -->`` on the line before a block skips it;
- in a ```console block, a line starting with ``$ `` is a command, run with bash in that
  directory; the lines after it are its expected output (stdout then stderr). A command with no
  expected output must succeed.

``guides/write-a-plugin.md`` needs the house-rules plugin installed and is run by
``examples/house-rules/tests/test_house_rules_guide.py``; the pages of ``NOT_CHECKED`` say why
they are left out. The other pages with ```python or ```console blocks are checked.
"""

from __future__ import annotations

import contextlib
import doctest
import importlib
import io
import os
import re
import subprocess
import sys
import textwrap
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.support.paths import ROOT

DOCS = ROOT / "docs"
HAND_WRITTEN = ("*.md", "concepts/*.md", "guides/*.md")  # the rest (variants/, reference/) is generated
NOT_CHECKED = {
    "guides/write-a-plugin.md": "needs the house-rules plugin installed; "
    "examples/house-rules/tests/test_house_rules_guide.py runs its examples",
    "game.md": "its ```python block sketches the engine's calls (no import, and its last line raises "
    "IllegalPlay on purpose): it is not a script",
}
NEEDS = {"guides/training-agents.md": "rl"}  # pages whose examples need an optional extra
TIMEOUT = 300  # seconds, for one script or command

FENCE = re.compile(r"^( *)```(\w*)\n(.*?)^\1```\n", re.S | re.M)
MARK = re.compile(r"<!--\s*(file|skip)\b\s*:?\s*(\S*?)\s*-->")


@dataclass(frozen=True)
class Block:
    """A fenced block of a page."""

    lang: str
    body: str  # dedented when the fence is indented
    line: int  # of the opening fence, counting from 1
    start: int  # offsets of the fence in the page's text
    end: int
    mark: str | None  # "file" or "skip", from the comment on the line before
    name: str  # the file name of a "file" mark


def parse_blocks(text: str) -> list[Block]:
    """The fenced blocks of a Markdown text, in order."""
    found = []
    for m in FENCE.finditer(text):
        before = text[: m.start()].rstrip("\n").rsplit("\n", 1)[-1].strip()
        mark = MARK.fullmatch(before)
        kind, name = (mark.group(1), mark.group(2)) if mark else (None, "")
        line = text.count("\n", 0, m.start()) + 1
        if kind == "file" and not name:
            raise ValueError(f"line {line - 1}: <!-- file: NAME --> needs a name")
        body = textwrap.dedent(m.group(3)) if m.group(1) else m.group(3)
        found.append(Block(m.group(2), body, line, m.start(), m.end(), kind, name))
    return found


def is_checked(block: Block) -> bool:
    return block.mark is None and block.lang in ("python", "console")


def shared_files(texts: Iterable[str]) -> dict[str, str]:
    """The files that ``<!-- file: NAME -->`` blocks of these pages define, by name."""
    files: dict[str, str] = {}
    for text in texts:
        for block in parse_blocks(text):
            if block.mark == "file":
                if files.get(block.name, block.body) != block.body:
                    raise ValueError(f"two pages define {block.name} differently")
                files[block.name] = block.body
    return files


@contextlib.contextmanager
def _importable(work: Path) -> Iterator[None]:
    """Run in ``work``, with its modules importable; forget them afterwards."""
    prefix = os.path.join(str(work), "")
    sys.path.insert(0, str(work))
    importlib.invalidate_caches()
    try:
        with contextlib.chdir(work):
            yield
    finally:
        sys.path.remove(str(work))
        for name, module in list(sys.modules.items()):
            if (getattr(module, "__file__", None) or "").startswith(prefix):
                del sys.modules[name]


def _run(argv: list[str], work: Path, env: Mapping[str, str]) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            argv, cwd=work, env=env, capture_output=True, text=True, encoding="utf-8", timeout=TIMEOUT
        )
    except subprocess.TimeoutExpired as timeout:
        return subprocess.CompletedProcess(argv, -1, "", f"timed out after {timeout.timeout} s")


def check_page(text: str, label: str, work: Path, shared: Mapping[str, str]) -> tuple[int, list[str]]:
    """Run the examples of the Markdown ``text`` in the empty directory ``work``, where the
    ``shared`` files are written first. Returns how many examples ran (doctest examples, scripts
    and commands) and one message per failure, each starting with ``label:LINE:``."""
    found = parse_blocks(text)
    for name, body in shared.items():
        (work / name).write_text(body, encoding="utf-8")
    path = os.pathsep.join(p for p in (str(work), os.environ.get("PYTHONPATH")) if p)
    bin_dir = os.pathsep.join((str(Path(sys.executable).parent), os.environ.get("PATH", "")))
    env = {**os.environ, "PYTHONPATH": path, "PATH": bin_dir, "PYTHONIOENCODING": "utf-8"}
    ran = 0
    failures: list[tuple[int, str]] = []
    doctests: list[Block] = []

    def fail(block: Block, message: str) -> None:
        failures.append((block.line, f"{label}:{block.line}: {message}"))

    for i, block in enumerate(found):
        if block.mark == "skip":
            continue
        if block.mark == "file":
            (work / block.name).write_text(block.body, encoding="utf-8")
            continue
        if block.lang == "python" and block.body.startswith(">>> "):
            doctests.append(block)
        elif block.lang == "python":
            expected = None
            if i + 1 < len(found) and found[i + 1].lang == "text":
                gap = text[block.end : found[i + 1].start].strip()
                if len(gap) < 200 and "\n\n" not in gap:
                    expected = found[i + 1].body
            script = work / f"example_{block.line}.py"
            script.write_text(block.body, encoding="utf-8")
            done = _run([sys.executable, script.name], work, env)
            ran += 1
            if done.returncode != 0:
                fail(block, f"the script failed (exit status {done.returncode})\n{done.stderr}")
            elif expected is not None and done.stdout.rstrip() != expected.rstrip():
                fail(block, f"the script printed\n{done.stdout}--- instead of\n{expected}")
        elif block.lang == "console":
            commands: list[tuple[str, list[str]]] = []
            for row in block.body.splitlines():
                if row.startswith("$ "):
                    commands.append((row[2:], []))
                elif commands:
                    commands[-1][1].append(row)
            for command, want in commands:
                done = _run(["bash", "-c", command], work, env)
                ran += 1
                got = (done.stdout + done.stderr).rstrip()
                if want and got != "\n".join(want).rstrip():
                    fail(block, f"`{command}` printed\n{got}\n--- instead of\n" + "\n".join(want))
                elif not want and done.returncode != 0:
                    fail(block, f"`{command}` failed (exit status {done.returncode})\n{got}")
    if doctests:
        parser = doctest.DocTestParser()
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        globs: dict[str, object] = {}
        with _importable(work):
            try:
                for block in doctests:
                    # lineno: the body starts on the line after the fence, so doctest's reports
                    # (lineno + the example's line in the body + 1) give the example's own line.
                    test = parser.get_doctest(block.body, globs, label, label, block.line)
                    report = io.StringIO()
                    result = runner.run(test, out=report.write, clear_globs=False)
                    globs = test.globs  # the next block continues in this namespace
                    ran += result.attempted
                    if result.failed:
                        fail(block, f"{result.failed} doctest example(s) of this block failed\n{report.getvalue()}")
            finally:
                globs.clear()
    return ran, [message for _, message in sorted(failures, key=lambda failure: failure[0])]  # stable: in order


def _pages() -> list[str]:
    """The hand-written pages with examples to run, relative to ``docs/``."""
    pages = {
        p.relative_to(DOCS).as_posix()
        for pattern in HAND_WRITTEN
        for p in DOCS.glob(pattern)
        if not p.name.endswith(".es.md")  # a Spanish twin's blocks are its English page's (test_spanish_site.py)
    }
    return sorted(
        page
        for page in pages - NOT_CHECKED.keys()
        if any(is_checked(b) for b in parse_blocks((DOCS / page).read_text(encoding="utf-8")))
    )


PAGES = _pages()


@pytest.fixture(scope="module")
def shared() -> dict[str, str]:
    return shared_files((DOCS / page).read_text(encoding="utf-8") for page in PAGES)


@pytest.mark.parametrize(
    "page", [pytest.param(page, marks=[pytest.mark.extra(NEEDS[page])] if page in NEEDS else []) for page in PAGES]
)
def test_the_examples_of_the_page_are_true(page: str, shared: dict[str, str], tmp_path: Path) -> None:
    text = (DOCS / page).read_text(encoding="utf-8")
    ran, failures = check_page(text, f"docs/{page}", tmp_path, shared)
    assert ran > 0, f"docs/{page}: no example ran"
    assert not failures, f"{len(failures)} example(s) of docs/{page} are wrong:\n\n" + "\n\n".join(failures)


def test_every_guide_and_concept_page_is_checked() -> None:
    wanted = {
        p.relative_to(DOCS).as_posix()
        for d in ("concepts", "guides")
        for p in (DOCS / d).glob("*.md")
        if not p.name.endswith(".es.md")
    }
    assert wanted - NOT_CHECKED.keys() | {"getting-started.md", "index.md"} <= set(PAGES)
    for page in NOT_CHECKED:  # an exclusion that no longer applies is removed
        assert any(is_checked(b) for b in parse_blocks((DOCS / page).read_text(encoding="utf-8"))), page


# The checker itself: a wrong example must fail, with its page and line.

BROKEN_OUTPUT = "Combo(Category.FULL_HOUSE, '4♣ 4♥ 7♦ 7♥ 7♠')"
BROKEN_COMMAND = '$ bigtwo classify "AD 2C 3H 4S 5D"\nstraight: A♦ 2♣ 3♥ 4♠ 5♦\n'


def _line_of(text: str, snippet: str) -> int:
    assert text.count(snippet) == 1, snippet
    return text[: text.index(snippet)].count("\n") + 1


def _fence_before(text: str, line: int) -> int:
    return max(b.line for b in parse_blocks(text) if b.line < line)


def test_a_wrong_example_of_a_real_page_fails(shared: dict[str, str], tmp_path: Path) -> None:
    """A copy of getting-started.md with a doctest output and a command's output changed."""
    page = (DOCS / "getting-started.md").read_text(encoding="utf-8")
    broken = page.replace(BROKEN_OUTPUT, BROKEN_OUTPUT.replace("7♠", "7♣")).replace(
        BROKEN_COMMAND, BROKEN_COMMAND.replace("straight:", "flush:")
    )
    output_line, command_line = _line_of(page, BROKEN_OUTPUT), _line_of(page, BROKEN_COMMAND)
    ran, failures = check_page(broken, "docs/getting-started.md", tmp_path, shared)
    assert ran > 40
    assert len(failures) == 2, failures
    doctest_failure, command_failure = failures
    assert doctest_failure.startswith(f"docs/getting-started.md:{_fence_before(page, output_line)}: 1 doctest example")
    assert f'File "docs/getting-started.md", line {output_line - 1}, in docs/getting-started.md' in doctest_failure
    assert "Expected:\n    Combo(Category.FULL_HOUSE, '4♣ 4♥ 7♦ 7♥ 7♣')" in doctest_failure
    assert command_failure.startswith(f"docs/getting-started.md:{_fence_before(page, command_line)}: `bigtwo classify")
    assert "straight: A♦ 2♣ 3♥ 4♠ 5♦\n--- instead of\nflush: A♦" in command_failure


MINI_PAGE = """\
# A page

<!-- file: helper.py -->
```python
def answer():
    return 42
```

```python
>>> import helper
>>> helper.answer()
42
```

```python
import helper

print(helper.answer())
```

It prints:

```text
41
```

```python
raise SystemExit("no")
```

<!-- skip -->
```python
raise SystemExit("skipped")
```

```python
>>> helper.answer() + 1
42
```

```console
$ echo hello
hello
$ python -c "import helper; print(helper.answer())"
42
$ false
$ echo bye
goodbye
```

- an indented example:

    ```python
    >>> helper.answer() * 0
    0
    ```
"""


def test_each_kind_of_wrong_example_fails_on_its_line(tmp_path: Path) -> None:
    ran, failures = check_page(MINI_PAGE, "mini.md", tmp_path, {})
    assert ran == 10  # 4 doctest examples, 2 scripts (not the skipped one), 4 commands
    where = [failure.split(": ", 1)[0] for failure in failures]
    assert where == ["mini.md:15", "mini.md:27", "mini.md:36", "mini.md:41", "mini.md:41"], failures
    assert "the script printed\n42\n--- instead of\n41" in failures[0]
    assert "the script failed (exit status 1)\nno" in failures[1]
    assert "1 doctest example(s) of this block failed" in failures[2]
    assert 'File "mini.md", line 37, in mini.md' in failures[2] and "Got:\n    43" in failures[2]
    assert "`false` failed (exit status 1)" in failures[3]
    assert "`echo bye` printed\nbye\n--- instead of\ngoodbye" in failures[4]
    assert not any("skipped" in failure for failure in failures)
    assert (tmp_path / "helper.py").read_text(encoding="utf-8") == "def answer():\n    return 42\n"
    assert "helper" not in sys.modules  # the page's modules are forgotten


def test_a_file_mark_needs_a_name() -> None:
    with pytest.raises(ValueError, match="line 2"):
        parse_blocks("text\n<!-- file: -->\n```python\npass\n```\n")
