"""`bigtwo play` is built on the public API only, and `import bigtwo` never loads its extra."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PLAY = Path(__file__).resolve().parents[2] / "src" / "bigtwo" / "play"
PUBLIC = {"bigtwo", "bigtwo.players", "bigtwo.errors"}


def library_imports(path: Path) -> list[tuple[int, str]]:
    """The ``bigtwo`` modules (and names from them) that a file of the app imports."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names if alias.name.split(".")[0] == "bigtwo"]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 1:
                continue  # the app's own modules
            if node.level > 1:
                found.append((node.lineno, "." * node.level + (node.module or "")))
            elif node.module and node.module.split(".")[0] == "bigtwo":
                found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
                found.append((node.lineno, node.module))
    return found


def private(name: str) -> bool:
    """Whether an imported name reaches inside the library: ``bigtwo._x``, ``from .. import``."""
    if name.startswith("."):
        return True
    parts = name.split(".")
    return name.startswith("bigtwo.") and not name.startswith("bigtwo.play") and any(p.startswith("_") for p in parts)


def test_the_app_imports_only_the_public_api() -> None:
    files = sorted(PLAY.glob("*.py"))
    assert len(files) >= 5
    bad = [(f.name, line, name) for f in files for line, name in library_imports(f) if private(name)]
    assert not bad, f"bigtwo.play imports private names: {bad}"
    modules = {name for f in files for _, name in library_imports(f) if not private(name)}
    assert {m for m in modules if m.count(".") <= 1 and not m.startswith("bigtwo.play")} <= PUBLIC | {
        f"bigtwo.{n}" for n in ("Card", "Action")
    }


def test_the_check_catches_a_private_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import bigtwo\nfrom bigtwo._game.engine import apply\nfrom .. import _texts\n", encoding="utf-8")
    assert [name for _, name in library_imports(sample) if private(name)] == [
        "bigtwo._game.engine.apply",
        "bigtwo._game.engine",
        "..",
    ]


def test_import_bigtwo_loads_no_extra() -> None:
    code = (
        "import sys, bigtwo, bigtwo.players; "
        "print(sorted(m for m in ('textual', 'platformdirs', 'rich') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_the_app_catalogue_is_complete() -> None:
    """The game's words are one `bigtwo.Catalogue` (which refuses a language without every key),
    each key with the same fields in every language; a text about a seat has its own wording
    for the player's seat (``key.you``, without ``{who}``: `Session.about`)."""
    import bigtwo
    from bigtwo.play._labels import WORDS

    assert isinstance(WORDS, bigtwo.Catalogue)
    WORDS.check_fields()
    for key in WORDS.keys:
        if key.endswith(".you"):
            base = key.removesuffix(".you")
            assert base in WORDS and "who" not in WORDS.fields(key)["en"], key


def test_every_built_in_option_value_has_a_short_label_in_both_languages() -> None:
    """The start screen's rows show short labels, never a value's identifier (``whole-deck``),
    in English and in Spanish; a plugin's values show their own names."""
    import bigtwo
    from bigtwo.play._labels import WORDS, value_label
    from bigtwo.plugin import Localized

    built_in = 0
    for option in bigtwo.options():
        for value in bigtwo.option_values(option.name):
            for lang in bigtwo.LANGUAGES:
                label = value_label(option.name, value.value, lang)
                if not isinstance(value.text, Localized):  # the library's own value, not a plugin's
                    assert f"value.{option.name}.{value.value}" in WORDS and label, (option.name, value, lang)
                    built_in += 1
                else:
                    assert label == value.value
    assert built_in > 60  # every built-in value of the 14 options, twice
    assert value_label("deal", "whole-deck", "es") == "baraja entera"
