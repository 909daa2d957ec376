"""``bigtwo serve``: the web game on uvicorn, until Ctrl+C."""

from __future__ import annotations

import ipaddress
import socket
import sys
import webbrowser
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

import uvicorn

from ..play._session import PACE_SECONDS
from ._app import create_app
from ._protocol import MAX_MESSAGE

MAX_FRAME = 4 * MAX_MESSAGE
"""The largest WebSocket frame uvicorn accepts (a longer message than `MAX_MESSAGE` but within
this is answered with an ``error``; beyond it, uvicorn closes the socket)."""


def address(host: str, port: int) -> str:
    """The page's address: ``http://127.0.0.1:8000/`` (an IPv6 host in brackets)."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def host_names(host: str, allowed: Iterable[str] = ()) -> list[str]:
    """The host names a server listening on ``host`` answers to besides IP addresses and
    ``localhost`` (see `create_app`): ``allowed``, ``host`` itself when it is a name, and this
    machine's name (its full name, its short name and its ``.local`` form) when it listens on
    every address."""
    names = [name for name in allowed if name]
    try:
        every = ipaddress.ip_address(host).is_unspecified
    except ValueError:
        names.append(host)
        every = False
    if every:
        machine = socket.gethostname()
        short = machine.partition(".")[0]
        names += [machine, short, f"{short}.local"]
    return names


def listen(host: str, port: int) -> socket.socket:
    """A socket listening on ``host`` and ``port`` (port 0: a free port the system picks).

    Raises:
        OSError: The address cannot be used (taken, or not this machine's).
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    *,
    data_dir: str | Path | None = None,
    open_browser: bool = False,
    away_seconds: float = 20.0,
    cpu_delay: float = PACE_SECONDS["normal"],
    hosts: Iterable[str] = (),
    out: TextIO | None = None,
) -> None:
    """Serve the web game until Ctrl+C (then return normally).

    Args:
        host: The address to listen on (``127.0.0.1``: this machine only).
        port: The port; 0 picks a free one (the address printed is the real one).
        data_dir: Where the shared tables and the key of the saves are kept (see `create_app`).
        open_browser: Open the page in the default browser once the server listens.
        away_seconds: How long a shared table waits for a browser that went away.
        cpu_delay: Seconds between two CPU turns at a shared table.
        hosts: More host names to answer to (see `host_names`; ``"*"``: any).
        out: Where the address is printed (default: standard output).

    Raises:
        OSError: The address cannot be listened on.
    """
    out = out if out is not None else sys.stdout
    names = host_names(host, hosts)
    app = create_app(data_dir=data_dir, away_seconds=away_seconds, cpu_delay=cpu_delay, hosts=names)
    sock = listen(host, port)
    url = address(host, sock.getsockname()[1])
    print(f"Big Two: {url}  (Ctrl+C stops the server)", file=out, flush=True)
    config = uvicorn.Config(app, log_level="warning", ws_max_size=MAX_FRAME, lifespan="on")
    server = uvicorn.Server(config)
    if open_browser:
        webbrowser.open(url)
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn stops on Ctrl+C, then raises it again: stopping is the normal end
        pass
    finally:
        sock.close()
