"""The README's claims that can drift: its test command is the one CI runs, its examples work."""

from __future__ import annotations

import doctest
import io
import re
import tomllib

import bigtwo
from tests.support.paths import ROOT
from tests.support.strategies import builtin_options, builtin_values, builtin_variants

README = (ROOT / "README.md").read_text(encoding="utf-8")
TEST_COMMAND = (
    "python -m pytest && python -m pytest examples/house-rules "
    "&& mypy --strict src variants tests docs conftest.py examples/house-rules/src examples/house-rules/tests "
    "&& lint-imports && ruff check . && ruff format --check . && mkdocs build --strict"
)


def test_ci_runs_the_readme_test_command() -> None:
    assert TEST_COMMAND in README
    assert TEST_COMMAND in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_ci_installs_what_the_readme_says() -> None:
    install = re.compile(r"pip install [^\n]*?(-e \"\.\[[a-z,]+\]\" -e examples/house-rules)")
    readme = install.findall(README)
    ci = install.findall((ROOT / ".ci" / "run").read_text(encoding="utf-8"))
    assert readme == ci == ['-e ".[test,docs,ray,play,rl]" -e examples/house-rules']
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert set(extras) - {"testing", "web"} == {"test", "docs", "ray", "play", "rl"}  # testing and web are in test


def test_readme_lists_every_variant_and_option_value() -> None:
    for name in builtin_variants():
        assert f"| `{name}` |" in README, name
    for option in builtin_options():
        assert f"| `{option.name}` |" in README, option.name
        for value in builtin_values(option.name):
            assert f"`{value.value}`" in README, value.value


def run_readme_examples(text: str) -> tuple[doctest.TestResults, str]:
    """Run the ```python blocks of ``text`` as one doctest (each block continues the one before);
    return the results and the report of the examples that failed."""
    blocks = [part.split("```", 1)[0] for part in text.split("```python\n")[1:]]
    assert blocks and all(block.startswith(">>> ") for block in blocks)
    test = doctest.DocTestParser().get_doctest("\n".join(blocks), {}, "README.md", str(ROOT / "README.md"), 0)
    assert len(test.examples) >= 15
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report = io.StringIO()
    return runner.run(test, out=report.write), report.getvalue()


def test_readme_examples_are_true() -> None:
    """The README's ```python blocks are doctests: every shown output must be what bigtwo gives."""
    result, report = run_readme_examples(README)
    assert result.failed == 0, f"{result.failed} README example(s) print something else:\n{report}"


def test_a_wrong_readme_output_fails() -> None:
    wrong = README.replace("\n'B02L1739204'\n", "\n'B02L1739205'\n")
    assert wrong != README
    result, report = run_readme_examples(wrong)
    assert result.failed == 1, report
    assert "Expected:\n    'B02L1739205'\nGot:\n    'B02L1739204'" in report


def test_docs_list_every_reason_and_scheme() -> None:
    game = (ROOT / "docs" / "game.md").read_text(encoding="utf-8")
    for code in bigtwo.ReasonCode:
        if code not in (bigtwo.ReasonCode.NO_CARDS,):
            assert f"`{code.value}`" in game, code
    scoring = (ROOT / "docs" / "scoring.md").read_text(encoding="utf-8")
    for value in builtin_values("scoring"):
        assert f"`{value.value}`" in scoring, value.value
    assert "B02L1739204" in (ROOT / "docs" / "deal-codes.md").read_text(encoding="utf-8")
