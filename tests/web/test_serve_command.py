"""``bigtwo serve`` as a user runs it: a real server on a free port, real HTTP and a real
WebSocket, Ctrl+C to stop; ``--open``; and one line, never a traceback, when the web extra is
missing or the port is taken."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import urllib.request
import webbrowser
from pathlib import Path

import pytest
import uvicorn
from websockets.sync.client import connect

from bigtwo._cli.main import WEB_EXTRA, main

ADDRESS = re.compile(r"http://127\.0\.0\.1:(\d+)/")


def first_line(process: subprocess.Popen[str], wait: float = 20.0) -> str:
    """The first line the process prints (fails after ``wait`` seconds)."""
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.append(process.stdout.readline() if process.stdout else ""))
    reader.start()
    reader.join(wait)
    assert lines and lines[0], "bigtwo serve printed nothing"
    return lines[0]


def test_serve_on_a_free_port_answers_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "bigtwo", "serve", "--port", "0", "--data-dir", str(tmp_path)]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = first_line(process)
        found = ADDRESS.search(line)
        assert found and found.group(1) != "0", line
        url = found.group(0)
        with urllib.request.urlopen(url + "healthz", timeout=10) as answer:
            assert answer.status == 200 and answer.read() == b"ok"
        with connect(url.replace("http://", "ws://") + "ws", open_timeout=10) as websocket:
            websocket.send(json.dumps({"type": "hello", "lang": "es"}))
            screen = json.loads(websocket.recv(timeout=10))
            assert screen["type"] == "start-screen" and screen["labels"]["button.deal"] == "Repartir cartas"
            websocket.send("not json")
            assert json.loads(websocket.recv(timeout=10))["code"] == "web-not-json"
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, err
    assert "Traceback" not in err and "Traceback" not in out
    assert (tmp_path / "secret.key").is_file()


def test_serve_without_the_web_extra_says_how_to_install_it() -> None:
    code = (
        "import sys; sys.modules['starlette'] = None; "
        "from bigtwo._cli.main import main; raise SystemExit(main(['serve', '--port', '0']))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr == WEB_EXTRA + "\n" and 'pip install "bigtwo[web]"' in done.stderr
    assert done.stdout == ""


def test_serve_on_a_port_in_use_says_so_on_one_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        command = [sys.executable, "-m", "bigtwo", "serve", "--port", str(port), "--data-dir", str(tmp_path)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.startswith(f"bigtwo: cannot serve on 127.0.0.1 port {port}: ")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_open_opens_the_printed_address_and_ctrl_c_ends_quietly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened: list[str] = []
    ran: list[int] = []

    def run(server: uvicorn.Server, sockets: list[socket.socket]) -> None:
        ran.append(sockets[0].getsockname()[1])
        raise KeyboardInterrupt  # Ctrl+C: uvicorn stops, then raises it again

    monkeypatch.setattr(webbrowser, "open", opened.append)
    monkeypatch.setattr(uvicorn.Server, "run", run)
    assert main(["serve", "--port", "0", "--open", "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr()
    found = ADDRESS.search(out.out)
    assert found and opened == [found.group(0)] and ran == [int(found.group(1))]
    assert out.err == ""


def test_serve_answers_to_the_names_it_is_given_and_refuses_others(tmp_path: Path) -> None:
    import http.client

    command = [sys.executable, "-m", "bigtwo", "serve", "--port", "0", "--data-dir", str(tmp_path)]
    command += ["--allow-host", "mybox.lan"]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        found = ADDRESS.search(first_line(process))
        assert found
        port = int(found.group(1))

        def status(host: str) -> int:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            connection.request("GET", "/healthz", headers={"Host": host})
            return connection.getresponse().status

        assert status(f"mybox.lan:{port}") == 200
        assert status(f"127.0.0.1:{port}") == 200
        assert status(f"localhost:{port}") == 200
        assert status(f"other.lan:{port}") == 400
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0
