"""Packaging: the built-in variants ship in the wheel and register through entry points, and a
third-party package adds a variant and an option value through the same entry-point group."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.support.paths import ROOT
from tests.support.strategies import THIRD_PARTY_VARIANTS

BUILTIN = ["cardroom", "chinese", "classic", "doubling", "dragon", "pusoy-dos", "taiwanese"]

pytestmark = pytest.mark.slow


def pip(*args: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *args],
        check=True,
        capture_output=True,
        text=True,
    )


def run_python(code: str, path: Path, cwd: Path) -> str:
    env = {**os.environ, "PYTHONPATH": str(path)}
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_external_plugin_package_adds_a_variant_and_an_option_value(tmp_path: Path) -> None:
    source = tmp_path / "src"
    shutil.copytree(ROOT / "tests" / "support" / "plugin_pkg", source)
    target = tmp_path / "site"
    pip("install", "--no-deps", "--no-build-isolation", "--target", str(target), str(source))
    code = (
        "import bigtwo\n"
        "assert 'upside-down' in bigtwo.variants(), bigtwo.variants()\n"
        "rules = bigtwo.ruleset('upside-down')\n"
        "assert rules.option('suit_order') == 'reverse'\n"
        "assert str(rules.lowest_card) == '3♠'\n"
        "assert bigtwo.beats('3D', '3S', rules)\n"
        "assert bigtwo.ruleset('classic', suit_order='reverse').lowest_card == rules.lowest_card\n"
        "assert [v.value for v in bigtwo.option_values('suit_order')][-1] == 'reverse'\n"
        "print(rules.explain('suit_order', 'es'))\n"
    )
    out = run_python(code, target, tmp_path)
    assert "♠ < ♥ < ♣ < ♦" in out


def test_wheel_ships_the_variants_and_registers_them(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, project / name)
    for folder in ("src", "variants"):
        shutil.copytree(ROOT / folder, project / folder, ignore=shutil.ignore_patterns("*.egg-info", "__pycache__"))
    wheels = tmp_path / "wheels"
    pip("wheel", "--no-deps", "--no-build-isolation", "-w", str(wheels), str(project))
    (wheel,) = wheels.glob("bigtwo-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = "".join(archive.read(n).decode() for n in names if n.endswith("entry_points.txt"))
    assert {"bigtwo/py.typed", "bigtwo/bundled/classic.py", "bigtwo/bundled/pusoy_dos.py"} <= names
    assert "bigtwo/players/learned.json" in names  # the weights of the learned player
    # The built-in variants are registered by module name, not through install metadata.
    assert "[bigtwo.variants]" not in entry_points and "bigtwo = bigtwo._cli.main:main" in entry_points
    target = tmp_path / "site"
    pip("install", "--no-deps", "--target", str(target), str(wheel))
    code = (
        "import bigtwo, pathlib\n"
        f"assert pathlib.Path(bigtwo.__file__).is_relative_to({str(target)!r}), bigtwo.__file__\n"
        "print(' '.join(bigtwo.variants()))\n"
        "assert bigtwo.ruleset('dragon').option('royal') == 'jqka2'\n"
        "import bigtwo.players\n"
        "assert bigtwo.simulate(['learned', 'normal'], 2, seed=1).deals == 2\n"
    )
    out = run_python(code, target, tmp_path)
    assert [v for v in out.split() if v not in THIRD_PARTY_VARIANTS] == BUILTIN
