"""The README's claims that can drift: its test command is the one CI runs, its examples work."""

from __future__ import annotations

from pathlib import Path

import bigtwo

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
TEST_COMMAND = "python -m pytest && mypy --strict src variants && ruff check . && ruff format --check ."


def test_ci_runs_the_readme_test_command() -> None:
    assert TEST_COMMAND in README
    assert TEST_COMMAND in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_readme_lists_every_variant_and_option_value() -> None:
    for name in bigtwo.variants():
        assert f"| `{name}` |" in README, name
    for option in bigtwo.options():
        assert f"| `{option.name}` |" in README, option.name
        for value in bigtwo.option_values(option.name):
            assert f"`{value.value}`" in README, value.value


def test_readme_example_runs() -> None:
    block = README.split("```python\n", 1)[1].split("```", 1)[0]
    lines = [line for line in block.splitlines() if "raises IllegalPlay" not in line]
    namespace: dict[str, object] = {}
    exec("\n".join(lines), namespace)
    rules = namespace["rules"]
    assert isinstance(rules, bigtwo.RuleSet)
