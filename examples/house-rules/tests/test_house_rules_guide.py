"""The examples of bigtwo's guide *Write a plugin* and of this package's README are true: their
```pycon blocks run as doctests against the installed plugin (each block continues the one
before). The guide lives in bigtwo's repository; outside a checkout its test is skipped."""

from __future__ import annotations

import doctest
import io
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent.parent
GUIDE = HERE.parent.parent / "docs" / "guides" / "write-a-plugin.md"
README = HERE / "README.md"


def run_examples(path: Path) -> tuple[doctest.TestResults, str]:
    """Run the ```pycon blocks of ``path`` (indented ones too) as one doctest."""
    text = path.read_text(encoding="utf-8")
    blocks = []
    for part in text.split("```pycon\n")[1:]:
        block = part.split("```", 1)[0]
        indent = min(len(line) - len(line.lstrip()) for line in block.splitlines() if line.strip())
        blocks.append("\n".join(line[indent:] for line in block.splitlines()))
    assert blocks, f"{path.name} has no ```pycon examples"
    test = doctest.DocTestParser().get_doctest("\n".join(blocks), {}, path.name, str(path), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report = io.StringIO()
    return runner.run(test, out=report.write), report.getvalue()


def test_the_readme_examples_are_true() -> None:
    result, report = run_examples(README)
    assert result.failed == 0, report


@pytest.mark.skipif(not GUIDE.is_file(), reason="not in a checkout of bigtwo: the guide is not here")
def test_the_guide_examples_are_true() -> None:
    result, report = run_examples(GUIDE)
    assert result.attempted >= 20 and result.failed == 0, report
