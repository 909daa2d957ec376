"""docs/architecture.md and its Spanish twin against the import contract and the tree, so that
neither page can go stale.

The table of layers of each page must list the layers of the ``layers`` contract in
``pyproject.toml`` (the one ``lint-imports`` enforces), top to bottom, and, for every package of
a layer, exactly the modules the package holds.
"""

from __future__ import annotations

import re
import tomllib

import pytest

from tests.support.paths import ROOT

PACKAGE = ROOT / "src" / "bigtwo"
PAGES = {"architecture.md": "The layers", "architecture.es.md": "Las capas"}
"""Each language's page, and the heading of its table of layers."""


def contract_layers() -> list[str]:
    """The rows of the layers contract, top to bottom, as written in pyproject.toml."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    (layers,) = [c for c in contracts if c.get("id") == "layers"]
    assert layers["containers"] == ["bigtwo"] and layers["exhaustive"] is True
    return [" ".join(row.split()) for row in layers["layers"]]


def page_rows(page: str) -> list[tuple[str, list[str]]]:
    """The table of layers of ``docs/page``: (the contract row, the modules listed) for each layer."""
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    section = text.split(f"\n## {PAGES[page]}\n", 1)[1].split("\n## ", 1)[0]
    rows = []
    table = [line for line in section.splitlines() if line.startswith("|")]
    assert table[1].startswith("|---"), f"docs/{page}: no table under {PAGES[page]}"
    for line in table[2:]:  # after the column heads
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        packages = cells[1].replace("\\|", "|").replace("`", "")
        modules = re.findall(r"`([\w.]+)`", cells[2])
        rows.append((" ".join(packages.split()), modules))
    return rows


def modules_of(package: str) -> list[str]:
    """The modules of a package of bigtwo (``_values`` -> ``_values.cards``, ...), or [] for a module."""
    folder = PACKAGE / package
    if not folder.is_dir():
        assert (PACKAGE / f"{package}.py").is_file(), f"{package} is neither a package nor a module of bigtwo"
        return []
    return sorted(f"{package}.{path.stem}" for path in folder.glob("*.py") if path.stem != "__init__") + sorted(
        f"{package}.{path.name}" for path in folder.iterdir() if (path / "__init__.py").is_file()
    )


@pytest.mark.parametrize("page", PAGES)
def test_the_page_lists_the_layers_of_the_contract_in_order(page: str) -> None:
    assert [packages for packages, _ in page_rows(page)] == contract_layers()


@pytest.mark.parametrize("page", PAGES)
def test_the_page_lists_every_module_of_every_layer(page: str) -> None:
    for packages, listed in page_rows(page):
        wanted = [m for name in re.split(r"[|:]", packages) for m in modules_of(name.strip())]
        assert sorted(listed) == sorted(wanted), f"docs/{page}, layer {packages}"


def test_the_contract_names_every_child_of_bigtwo() -> None:
    named = {name.strip() for row in contract_layers() for name in re.split(r"[|:]", row)}
    children = {p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__"}
    children |= {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    assert named == children
