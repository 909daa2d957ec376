"""The ``bigtwo`` command line: its ``main`` called with arguments, and the console script in a subprocess."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from typing import Any

import pytest

from bigtwo._cli import main as cli_main
from bigtwo._cli.main import main
from bigtwo.plugin import InstalledPlugin


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_classify(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "classify", "AD 2C 3H 4S 5D") == (0, "straight: A♦ 2♣ 3♥ 4♠ 5♦\n", "")
    code, _, err = run(capsys, "classify", "AD 2C 3H 4S 5D", "-o", "straights=no-twos", "--lang", "es")
    assert code == 1 and err == "bigtwo: Regla de la mesa: sin 2 en escaleras\n"
    code, _, err = run(capsys, "classify", "1X")
    assert code == 1 and "'1X' is not a card" in err


def test_compare_and_plays(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "compare", "9S 9D", "9H 9C", "--variant", "chinese", "--lang", "es")
    assert code == 0 and "gana a" in out and "se puede tirar encima: sí" in out
    code, out, _ = run(capsys, "compare", "3D", "4D 4S")
    assert "different sizes" in out
    code, out, _ = run(capsys, "plays", "3D 3S 4H", "--table", "3C 3H")
    assert out == "pair: 3♦ 3♠\n1 play\n"


def test_variants_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "variants")
    assert code == 0 and "taiwanese" in out and "bombs=quads-and-straight-flush" in out
    code, out, _ = run(capsys, "rules", "dragon", "--lang", "es")
    assert re.search(r"^Escalera real +jqka2$", out, re.M) and out.startswith(
        "Dragón (escalera real, victoria al instante)\n"
    )
    code, out, _ = run(capsys, "variants", "--lang", "es")
    assert "classic      Clásico (todas las opciones por defecto)" in out
    assert "chinese      Reglas chinas para cuatro jugadores (straights=twos-low, scoring=tiers-penalty)" in out
    code, _, err = run(capsys, "rules", "nope")
    assert code == 1 and "unknown variant 'nope'" in err


def test_plugins_lists_each_installed_plugin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    found = [
        InstalledPlugin("house", "bigtwo-house", "1.0", ("house",), (("scoring", ("flat", "steep")),), (), True, None),
        InstalledPlugin("odd", "bigtwo-odd", "0.2", (), (), ("jokers",), False, "ImportError: no module named 'odd'"),
    ]
    monkeypatch.setattr(cli_main, "installed_plugins", lambda: found)
    assert run(capsys, "plugins") == (
        0,
        "house: bigtwo-house 1.0 (loaded)\n"
        "  variants: house\n"
        "  scoring: flat, steep\n"
        "odd: bigtwo-odd 0.2 (not loaded: ImportError: no module named 'odd')\n"
        "  new options: jokers\n",
        "",
    )
    monkeypatch.setattr(cli_main, "installed_plugins", list)
    assert run(capsys, "plugins") == (0, "No plugins are installed (the built-in variants need none).\n", "")
    assert run(capsys, "plugins", "--lang", "es")[1] == (
        "No hay plugins instalados (las variantes incluidas no necesitan ninguno).\n"
    )


def test_console_script_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bigtwo", "classify", "3D 4D 5D 6D 7D"], capture_output=True, text=True, check=True
    )
    assert done.stdout == "straight flush: 3♦ 4♦ 5♦ 6♦ 7♦\n"


def run_cli(*argv: str, **kw: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bigtwo", *argv], capture_output=True, text=True, **kw)


@pytest.mark.parametrize("option", ["variant=chinese", "plugins=x"])
def test_the_cli_reports_a_parameter_name_as_option_without_a_traceback(option: str) -> None:
    done = run_cli("classify", "3D", "-o", option)
    assert done.returncode == 1
    assert done.stderr.startswith("bigtwo: ") and "unknown option" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


# `bigtwo rules classic | head -1` ------------------------------------------------------------------


@pytest.mark.parametrize("unbuffered", [True, False], ids=["unbuffered", "buffered"])
def test_the_cli_stops_quietly_when_its_reader_goes_away(unbuffered: bool) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line is written (as `| head -1` after one line)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "bigtwo", "rules", "classic"], stdout=write, stderr=subprocess.PIPE, env=env
        )
    finally:
        os.close(write)
    stderr = done.stderr.decode()
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr and "Exception ignored" not in stderr
    assert done.returncode == 141


def test_the_cli_output_read_one_line_at_a_time() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "bigtwo", "rules", "classic"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()
    stderr = process.stderr.read().decode()
    process.stderr.close()
    assert process.wait(timeout=60) in (0, 141)
    assert first == b"Classic\n" and "Traceback" not in stderr


def test_the_cli_refuses_an_option_given_twice() -> None:
    cmd = [sys.executable, "-m", "bigtwo", "classify", "3D", "-o", "straights=split", "-o", "straights=no-twos"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    assert done.returncode != 0 and "straights is given twice" in done.stderr and "Traceback" not in done.stderr
