"""`bigtwo serve` is built on the public API and the terminal game's session and words only, and
`import bigtwo` never loads its extra."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.play.test_imports import PUBLIC, library_imports

WEB = Path(__file__).resolve().parents[2] / "src" / "bigtwo" / "web"
FROM_PLAY = {"..play._session", "..play._labels"}
"""What the web game may take from the terminal game (relative imports): no Textual there."""


def reaches_inside(name: str) -> bool:
    """Whether an imported name reaches inside the library, other than the session and words."""
    if name.startswith("."):
        return name.rpartition(".")[0] not in FROM_PLAY and name not in FROM_PLAY
    parts = name.split(".")
    return name.startswith("bigtwo.") and any(p.startswith("_") for p in parts)


def test_the_web_game_imports_only_the_public_api_and_the_session() -> None:
    files = sorted(WEB.glob("*.py"))
    assert len(files) >= 5
    found = [(f.name, line, name) for f in files for line, name in library_imports(f)]
    bad = [entry for entry in found if reaches_inside(entry[2])]
    assert not bad, f"bigtwo.web imports private names: {bad}"
    assert {name for _, _, name in found if name.startswith(".")} == FROM_PLAY
    public = {name for _, _, name in found if not name.startswith(".")}
    assert {m for m in public if m.count(".") <= 1} <= PUBLIC | {f"bigtwo.{n}" for n in ("Card", "Action")}


def test_the_check_catches_a_private_import() -> None:
    assert reaches_inside("..play._app") and reaches_inside("..play._store.Store") and reaches_inside("bigtwo._game")
    assert not reaches_inside("..play._session.Session") and not reaches_inside("bigtwo.players")


def test_import_bigtwo_loads_no_web_extra() -> None:
    modules = ("starlette", "uvicorn", "websockets", "anyio", "httpx")
    code = f"import sys, bigtwo, bigtwo.players, bigtwo.play; print(sorted(m for m in {modules!r} if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_the_web_game_loads_no_textual() -> None:
    """The terminal game's session and words, which the web game imports, import no Textual."""
    code = "import sys, bigtwo.web; print(sorted(m for m in ('textual', 'rich') if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
