"""The release: ``python -m build`` makes an sdist and a wheel (the wheel built from the sdist, so the
sdist is complete), ``twine check`` passes both, and the wheel installed into a fresh virtual
environment runs ``bigtwo classify`` and a whole ``bigtwo play --plain`` deal.

The fresh environment installs the wheel's dependencies from the package index, as a user's would.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import venv
from pathlib import Path

import pytest

from tests.support.paths import ROOT

pytestmark = pytest.mark.slow


def run(*args: str | Path, cwd: Path, input: str | None = None) -> str:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "LANG": "C.UTF-8"}
    env.pop("PYTHONPATH", None)
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, input=input, capture_output=True, text=True, env=env, timeout=600
    )
    assert done.returncode == 0, f"{args}\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sdist and the wheel, built from a copy of the tracked files (as a clean clone has them)."""
    base = tmp_path_factory.mktemp("release")
    tracked = run("git", "ls-files", cwd=ROOT).splitlines()
    project = base / "project"
    for name in tracked:
        if (ROOT / name).is_file():
            (project / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, project / name)
    out = base / "dist"
    run(sys.executable, "-m", "build", "--no-isolation", "--outdir", out, project, cwd=base)
    return out


def test_build_makes_an_sdist_and_a_wheel_that_twine_accepts(dist: Path) -> None:
    (sdist,) = dist.glob("bigtwo-*.tar.gz")
    (wheel,) = dist.glob("bigtwo-*-py3-none-any.whl")
    report = run(sys.executable, "-m", "twine", "check", "--strict", sdist, wheel, cwd=dist)
    assert report.count("PASSED") == 2
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {"LICENSE", "CHANGELOG.md", "variants/classic.py", "tests/conftest.py", "docs/index.md"} <= names


def test_the_wheel_installed_in_a_fresh_venv_runs_the_commands(dist: Path, tmp_path: Path) -> None:
    (wheel,) = dist.glob("bigtwo-*-py3-none-any.whl")
    env = tmp_path / "venv"
    venv.create(env, with_pip=True)
    bin_dir = env / ("Scripts" if os.name == "nt" else "bin")
    run(bin_dir / "python", "-m", "pip", "install", "--disable-pip-version-check", "-q", f"{wheel}[play]", cwd=tmp_path)
    where = run(bin_dir / "python", "-c", "import bigtwo; print(bigtwo.__file__)", cwd=tmp_path)
    assert Path(where.strip()).is_relative_to(env), where
    assert run(bin_dir / "bigtwo", "classify", "AD 2C 3H 4S 5D", cwd=tmp_path) == "straight: A♦ 2♣ 3♥ 4♠ 5♦\n"
    data = tmp_path / "data"
    lines = "".join(f"{word}\n" for word in ["hint", "play"] * 60 + ["quit"])
    shown = run(
        bin_dir / "bigtwo", "play", "--plain", "--seed", "1739204", "--data-dir", data, cwd=tmp_path, input=lines
    )
    assert "Score" in shown and shown.rstrip().endswith("Game saved.")
    assert (data / "game.json").is_file()
