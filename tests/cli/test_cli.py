"""The ``bigtwo`` command line: its ``main`` called with arguments, and the console script in a subprocess."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from typing import Any

import pytest

from bigtwo._cli import main as cli_main
from bigtwo._cli.main import main
from bigtwo.plugin import InstalledPlugin


@pytest.fixture(autouse=True)
def _no_color_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    """No ``NO_COLOR`` or ``FORCE_COLOR`` from the environment the tests run in (a CI may set them):
    the exact texts below are those of a pipe, and each color test sets its own."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)


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


# Red cards where color is available -------------------------------------------------------------

PAIR = "pair: 9♦ 9♠\n"
RED_PAIR = "pair: \x1b[31m9♦\x1b[39m 9♠\n"  # the whole red card, SGR 31 then back to the default (39)


def colors(**env: str) -> dict[str, str]:
    """The environment of a run, with ``NO_COLOR`` and ``FORCE_COLOR`` as given (else unset)."""
    base = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    return {**base, "PYTHONIOENCODING": "utf-8", **env}


def test_color_always_paints_the_red_cards_and_only_them() -> None:
    done = run_cli("--color", "always", "classify", "9D 9S", env=colors(), encoding="utf-8")
    assert done.stdout == RED_PAIR
    assert run_cli("classify", "9D 9S", "--color", "always", env=colors(), encoding="utf-8").stdout == RED_PAIR
    done = run_cli("--color", "always", "plays", "10H JC 2S", env=colors(), encoding="utf-8")
    assert "single: \x1b[31m10♥\x1b[39m\n" in done.stdout and "single: J♣\n" in done.stdout
    assert "\x1b[31mJ♣" not in done.stdout and "\x1b[31m2♠" not in done.stdout
    done = run_cli("--color", "always", "classify", "9D 9D", env=colors(), encoding="utf-8")  # an error, on stderr
    assert done.returncode == 1 and "\x1b[31m9♦\x1b[39m" in done.stderr


def test_a_pipe_gets_plain_text_unless_color_is_forced() -> None:
    def out(*argv: str, **env: str) -> str:
        return run_cli(*argv, "classify", "9D 9S", env=colors(**env), encoding="utf-8").stdout

    assert out() == PAIR and "\x1b" not in run_cli("rules", env=colors(), encoding="utf-8").stdout
    assert out("--color", "auto") == PAIR
    assert out(FORCE_COLOR="1") == RED_PAIR
    assert out(FORCE_COLOR="1", NO_COLOR="") == RED_PAIR  # NO_COLOR counts only when not empty
    assert out(FORCE_COLOR="1", NO_COLOR="1") == PAIR  # NO_COLOR before FORCE_COLOR
    assert out("--color", "never", FORCE_COLOR="1") == PAIR  # --color before both
    assert out("--color", "always", NO_COLOR="1") == RED_PAIR


def on_a_terminal(*argv: str, **env: str) -> str:
    """What ``bigtwo ARGV`` writes with its standard output and error on a pseudo-terminal."""
    leader, follower = os.openpty()
    try:
        subprocess.run(
            [sys.executable, "-m", "bigtwo", *argv],
            stdin=subprocess.DEVNULL,
            stdout=follower,
            stderr=follower,
            env=colors(**env),
            timeout=60,
            check=False,
        )
    finally:
        os.close(follower)
    written = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # EIO: the other end is closed and everything was read
            break
        if not chunk:
            break
        written += chunk
    os.close(leader)
    return written.decode("utf-8")


def test_a_terminal_gets_color_unless_no_color_or_a_dumb_terminal() -> None:
    assert on_a_terminal("classify", "9D 9S", TERM="xterm-256color") == RED_PAIR.replace("\n", "\r\n")
    assert on_a_terminal("--color", "auto", "classify", "9D 9S", TERM="xterm", NO_COLOR="1") == "pair: 9♦ 9♠\r\n"
    assert "\x1b" not in on_a_terminal("classify", "9D 9S", TERM="dumb")
    assert "\x1b" not in on_a_terminal("--color", "never", "classify", "9D 9S", TERM="xterm")


def test_a_real_terminal_shows_the_red_card() -> None:
    """``bigtwo classify "9D 9S"`` in a tmux window: the screen (with its escapes) has a red 9♦."""
    assert shutil.which("tmux"), "this test needs tmux (Debian's tmux package; .ci/run installs it)"
    tmux = ["tmux", "-u", "-L", f"bigtwo-test-{os.getpid()}", "-f", os.devnull]  # a server of its own
    command = shlex.join([sys.executable, "-m", "bigtwo", "classify", "9D 9S"]) + "; sleep 60"
    env = colors(LANG="C.UTF-8")
    subprocess.run([*tmux, "new-session", "-d", "-x", "120", "-y", "30", command], env=env, check=True, timeout=30)
    try:
        deadline = time.monotonic() + 30
        screen = ""
        while "pair" not in screen and time.monotonic() < deadline:
            time.sleep(0.1)
            shown = subprocess.run([*tmux, "capture-pane", "-p", "-e"], capture_output=True, env=env, timeout=30)
            screen = shown.stdout.decode("utf-8", "replace")
    finally:
        subprocess.run([*tmux, "kill-server"], capture_output=True, env=env, timeout=30, check=False)
    line = next(line for line in screen.splitlines() if "pair" in line)
    assert "\x1b[31m9♦" in line and "9♠" in line and "\x1b[31m9♠" not in line, repr(line)


def test_json_is_never_colored(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    class Results:
        def to_json(self) -> str:
            return '{"cards": "9♦ 9♠"}'

    monkeypatch.setattr(cli_main, "simulate", lambda *args, **kw: Results())
    before = sys.stdout
    assert run(capsys, "--color", "always", "simulate", "--players", "normal,normal", "--json") == (
        0,
        '{"cards": "9♦ 9♠"}\n',
        "",
    )
    assert run(capsys, "--color", "always", "classify", "9D 9S") == (0, RED_PAIR, "")
    assert sys.stdout is before  # the streams are given back after the command
