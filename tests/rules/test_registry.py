"""The registry: built-in and installed plugins, source trees, and plugins that fail to load or are
blocked break only what needs them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo._rules.manager import BLOCK_ENV
from bigtwo.plugin import Variant, hookimpl
from tests.support.paths import ROOT
from tests.support.plugins import fake_entry_points
from tests.support.strategies import THIRD_PARTY_VARIANTS

BUILTIN = ["cardroom", "chinese", "classic", "doubling", "dragon", "pusoy-dos", "taiwanese"]


# ---------------------------------------------------------------------------------------------
# Installed plugins: loaded once, failures isolated, blocking


def test_a_plugin_that_fails_to_load_breaks_only_what_needs_it(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_entry_points(monkeypatch, EntryPoint("moon", "no_such_module_anywhere:plugin", "bigtwo.variants"))
    assert bigtwo.ruleset("chinese").variant == "chinese"
    with pytest.raises(bigtwo.RulesError) as info:
        bigtwo.ruleset("moon")
    message = str(info.value)
    assert "unknown variant 'moon'" in message
    assert "unknown:moon (no_such_module_anywhere:plugin): ModuleNotFoundError" in message


def test_a_plugin_can_be_blocked(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_entry_points(monkeypatch, EntryPoint("sneaky", "tests.rules.test_plugins:SNEAKY", "bigtwo.variants"))
    (listed,) = bigtwo.plugin.installed_plugins()
    assert not listed.loaded and listed.error is not None and "answers bigtwo_straight_table" in listed.error
    monkeypatch.setenv(BLOCK_ENV, "sneaky")
    (listed,) = bigtwo.plugin.installed_plugins()
    assert not listed.loaded and listed.error == f"blocked by {BLOCK_ENV}"
    assert bigtwo.ruleset().option("straights") == "twos-high"
    monkeypatch.setenv(BLOCK_ENV, "dragon, pusoy_dos")
    assert "dragon" not in bigtwo.variants() and "pusoy-dos" not in bigtwo.variants()
    monkeypatch.delenv(BLOCK_ENV)
    assert "dragon" in bigtwo.variants()


@pytest.mark.slow
def test_a_source_tree_has_its_variants_and_ignores_stale_metadata(tmp_path: Path) -> None:
    for folder in ("src", "variants"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("*.egg-info", "__pycache__"))
    stale = tmp_path / "src" / "bigtwo.egg-info"  # what an old editable install leaves behind
    stale.mkdir()
    (stale / "PKG-INFO").write_text("Metadata-Version: 2.1\nName: bigtwo\nVersion: 0.0.1\n", encoding="utf-8")
    (stale / "entry_points.txt").write_text(
        "[bigtwo.variants]\nclassic = bigtwo.bundled.classic\ngone = bigtwo.bundled.gone\n", encoding="utf-8"
    )
    code = (
        "import bigtwo, pathlib\n"
        f"assert pathlib.Path(bigtwo.__file__).is_relative_to({str(tmp_path)!r}), bigtwo.__file__\n"
        "print(' '.join(bigtwo.variants()))\n"
        "assert bigtwo.ruleset('dragon').option('royal') == 'jqka2'\n"
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "src")}
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert [v for v in done.stdout.split() if v not in THIRD_PARTY_VARIANTS] == BUILTIN


class Broken:
    """An installed plugin with a bug in a declaration hook."""

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        raise RuntimeError("oops")


BROKEN = Broken()


def test_a_plugin_with_a_bug_is_set_aside_and_named(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_entry_points(monkeypatch, EntryPoint("broken", "tests.rules.test_registry:BROKEN", "bigtwo.variants"))
    assert bigtwo.ruleset("chinese").variant == "chinese" and "classic" in bigtwo.variants()
    with pytest.raises(bigtwo.RulesError, match=r"unknown:broken \(Broken\): RuntimeError in bigtwo_variants: oops"):
        bigtwo.ruleset("its-variant")


def test_a_source_tree_that_no_installer_mapped_finds_its_variants(tmp_path: Path) -> None:
    # Without site (-S) no editable install maps variants/ into the package: only the source
    # tree's own loader can find bigtwo.bundled beside src/.
    root = Path(__file__).resolve().parents[2]
    code = (
        "import sys\n"
        f"sys.path[:] = [{str(root / 'src')!r}, *{[p for p in sys.path if p]!r}]\n"
        "import bigtwo\n"
        "assert bigtwo.ruleset('dragon').option('royal') == 'jqka2'\n"
        "print(sys.modules['bigtwo.bundled'].__file__)\n"
    )
    done = subprocess.run([sys.executable, "-S", "-c", code], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()) == root / "variants" / "__init__.py"
