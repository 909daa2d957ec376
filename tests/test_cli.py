from __future__ import annotations

import subprocess
import sys

import pytest

from bigtwo._cli.main import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_classify(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "classify", "AD 2C 3H 4S 5D") == (0, "straight: A♦ 2♣ 3♥ 4♠ 5♦\n", "")
    code, _, err = run(capsys, "classify", "AD 2C 3H 4S 5D", "-o", "straights=no-twos", "--lang", "es")
    assert code == 1 and err == "bigtwo: Regla de la mesa: sin 2 en escaleras\n"
    code, _, err = run(capsys, "classify", "1X")
    assert code == 1 and "unknown card '1X'" in err


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
    assert "Escalera real [jqka2]" in out and out.startswith("Dragón (escalera real, victoria al instante)\n")
    code, out, _ = run(capsys, "variants", "--lang", "es")
    assert "classic      Clásico (todas las opciones por defecto)" in out
    assert "chinese      Reglas chinas para cuatro jugadores (straights=twos-low, scoring=tiers-penalty)" in out
    code, out, _ = run(capsys, "plugins")
    assert code == 0 and out  # the installed plugins, or a sentence saying there are none
    code, _, err = run(capsys, "rules", "nope")
    assert code == 1 and "unknown variant 'nope'" in err


def test_console_script_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bigtwo", "classify", "3D 4D 5D 6D 7D"], capture_output=True, text=True, check=True
    )
    assert done.stdout == "straight flush: 3♦ 4♦ 5♦ 6♦ 7♦\n"
