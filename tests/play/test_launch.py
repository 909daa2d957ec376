"""How `bigtwo play` starts: line by line or full screen, and in a real terminal (tmux)."""

from __future__ import annotations

import io
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bigtwo.play import PlayOptions, wants_plain


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    ("plain", "tty", "environ", "expected"),
    [
        (None, True, {}, False),
        (None, False, {}, True),  # a pipe: line by line
        (None, False, {"BIGTWO_FULL_SCREEN": "1"}, False),  # asked for
        (None, False, {"BIGTWO_FULL_SCREEN": "0"}, True),
        (None, False, {"TEXTUAL_DRIVER": "textual_serve.driver:WebDriver"}, False),  # textual-serve
        (True, True, {"BIGTWO_FULL_SCREEN": "1"}, True),  # --plain wins
        (False, False, {}, False),
    ],
)
def test_the_full_screen_or_the_lines(plain: bool | None, tty: bool, environ: dict[str, str], expected: bool) -> None:
    stream = Terminal() if tty else io.StringIO()
    assert wants_plain(PlayOptions(plain=plain), stream, stream, environ) is expected


def test_the_full_screen_in_a_real_terminal_without_a_save_folder(tmp_path: Path) -> None:
    """In tmux at 80 columns: the table says once that the game cannot be saved, every key of the
    key line is on screen, and quitting leaves status 0 and no traceback."""
    assert shutil.which("tmux"), "this test needs tmux (Debian's tmux package; .ci/run installs it)"
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    tmux = ["tmux", "-u", "-L", f"bigtwo-play-{os.getpid()}", "-f", os.devnull]
    play = [sys.executable, "-m", "bigtwo", "play", "--data-dir", str(blocker), "--lang", "en", "--seed", "7"]
    command = shlex.join(play) + "; echo status=$?; sleep 60"  # Textual draws on standard error: not redirected
    env = {**os.environ, "LANG": "C.UTF-8", "TERM": "xterm-256color"}

    def screen() -> str:
        shown = subprocess.run([*tmux, "capture-pane", "-p"], capture_output=True, env=env, timeout=30)
        return shown.stdout.decode("utf-8", "replace")

    def wait_for(text: str) -> str:
        deadline, seen = time.monotonic() + 60, ""
        while text not in seen and time.monotonic() < deadline:
            time.sleep(0.2)
            seen = screen()
        assert text in seen, seen
        return seen

    subprocess.run([*tmux, "new-session", "-d", "-x", "80", "-y", "24", command], env=env, check=True, timeout=30)
    try:
        shown = wait_for("cannot be saved")
        flat = " ".join(shown.split())
        assert f"The game cannot be saved in {blocker} (it is not a folder); it goes on unsaved." in flat
        for key in ("Enter play", "p pass", "h hint", "s skip", "Esc clear", "m menu"):
            assert key in shown, (key, shown)  # whole, on one line each
        subprocess.run([*tmux, "send-keys", "C-c"], env=env, check=True, timeout=30)
        after = wait_for("status=")
        assert "status=0" in after and "Traceback" not in after, after
    finally:
        subprocess.run([*tmux, "kill-server"], capture_output=True, env=env, timeout=30, check=False)
