"""What importing the library loads: the core needs only the standard library, attrs and pluggy, and a
cold start loads only what building rules needs."""

from __future__ import annotations

import subprocess
import sys


def test_a_cold_start_loads_only_what_building_rules_needs() -> None:
    code = (
        "import sys, bigtwo\n"
        "bigtwo.ruleset()\n"
        "print(' '.join(sorted(sys.modules)))\n"
        "bigtwo.classify\n"
        "print('bigtwo._plays.combos' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded, classify_loaded = done.stdout.split("\n")[:2]
    modules = set(loaded.split())
    assert "bigtwo._rules.ruleset" in modules
    for later in (
        "bigtwo._plays.combos",
        "bigtwo._game.engine",
        "bigtwo.players._simulate",
        "bigtwo.players",
        "bigtwo._records.rulebook",
    ):
        assert later not in modules, later
    assert not modules & {"concurrent.futures", "json", "importlib.metadata"}
    assert classify_loaded == "True"  # a name is imported on first use


def test_the_core_imports_only_the_standard_library_attrs_and_pluggy() -> None:
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import bigtwo\n"
        "allowed = set(sys.stdlib_module_names) | {'bigtwo', 'attrs', 'attr', 'pluggy'}\n"
        "loaded = {m.split('.')[0] for m in set(sys.modules) - before}\n"
        "assert loaded <= allowed, sorted(loaded - allowed)\n"
        "assert {'bigtwo', 'attrs', 'pluggy'} <= loaded, sorted(loaded)\n"
        "assert 'bigtwo.bundled' not in sys.modules\n"
        "bigtwo.ruleset()\n"
        "assert 'bigtwo.bundled.classic' in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
