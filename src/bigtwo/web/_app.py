"""The ASGI application: the page and its files over HTTP, the game over one WebSocket per tab."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import mimetypes
import urllib.parse
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

import platformdirs
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocket

from ..play._session import PACE_SECONDS
from ._connection import Connection, Hub
from ._hall import KEEP_SECONDS, MAX_TABLES, Tables
from ._saves import Sealer

log = logging.getLogger("bigtwo.web")

HEADERS = {"Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff"}
"""The headers of the page and its files (no-cache: a new version of the package shows at once)."""


def default_data_dir() -> Path:
    """Where the server keeps its shared tables and the key of the saves: ``web`` in the user's
    data directory of ``bigtwo`` (``platformdirs``)."""
    return Path(platformdirs.user_data_dir("bigtwo", appauthor=False)) / "web"


def static_files() -> Traversable:
    """The page's files, inside the package (so that they are found in a wheel too)."""
    return resources.files("bigtwo.web") / "static"


def static_file(path: str) -> Traversable | None:
    """The file ``path`` names under `static_files`, or None (a name with ``..`` names none)."""
    parts = path.split("/")
    if not path or any(part in ("", ".", "..") or "\\" in part for part in parts):
        return None
    found = static_files()
    for part in parts:
        found = found / part
    return found if found.is_file() else None


def file_response(path: str) -> Response:
    """A static file, or 404."""
    found = static_file(path)
    if found is None:
        return PlainTextResponse("not found", status_code=404, headers=HEADERS)
    media_type = mimetypes.guess_type(path)[0] or "application/octet-stream"
    if media_type.startswith("text/") or media_type in ("application/javascript", "application/json"):
        media_type += "; charset=utf-8"
    return Response(found.read_bytes(), media_type=media_type, headers=HEADERS)


async def page(request: Request) -> Response:
    """``/``, ``/?code=CODE`` and ``/?table=ID``: the page (it reads its query itself)."""
    return file_response("index.html")


async def static(request: Request) -> Response:
    """``/static/...``: the page's files."""
    return file_response(str(request.path_params["path"]))


def same_origin(websocket: WebSocket) -> bool:
    """Whether the socket comes from a page of this server. A browser names the page's origin in
    every WebSocket handshake, so a page of another site (which could otherwise reach a server on
    localhost) is told apart; a client that names none (a script, a test client) is no page."""
    origin = websocket.headers.get("origin")
    return origin is None or urllib.parse.urlsplit(origin).netloc == websocket.headers.get("host", "")


OUTBOX = 256
"""The most messages waiting for one browser: one that reads none of them is let go."""


class Outbox:
    """The messages waiting for one browser, written by a task of their own: a browser that
    stops reading never makes anyone else wait (a table's broadcast only queues), and when
    `OUTBOX` messages wait unread, the socket is closed and the browser leaves its table."""

    def __init__(self, websocket: WebSocket) -> None:
        self.websocket = websocket
        self.on_overflow: Callable[[], Awaitable[None]] | None = None
        """What to do when the browser is let go (leave its table)."""
        self.queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue(maxsize=OUTBOX)
        self.overflowed = False
        self.hanging: asyncio.Task[None] | None = None
        self.task = asyncio.get_running_loop().create_task(self.write(), name="bigtwo socket writer")

    async def send(self, message: dict[str, Any]) -> None:
        """Queue a message (never waits); a full queue lets the browser go."""
        if self.overflowed:
            return
        try:
            self.queue.put_nowait(message)
        except asyncio.QueueFull:
            self.overflowed = True
            while not self.queue.empty():  # nobody will read them
                self.queue.get_nowait()
            log.warning("bigtwo serve: a browser read none of %d messages: closing its socket", OUTBOX)
            self.task.cancel()
            self.hanging = asyncio.get_running_loop().create_task(self.hang_up())

    async def hang_up(self) -> None:
        """Let go of a browser that stopped reading: it leaves its table at once, and its socket is
        closed (its receiving loop then ends)."""
        if self.on_overflow is not None:
            with contextlib.suppress(Exception):
                await self.on_overflow()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.websocket.close(code=1008), timeout=1.0)

    async def write(self) -> None:
        """Write the queued messages in order until the socket closes."""
        while True:
            message = await self.queue.get()
            try:
                await self.websocket.send_json(message)
            except Exception as exc:  # the socket closed under us: the receiving loop ends it
                log.debug("bigtwo serve: a message was not delivered: %s", exc)
                return

    async def close(self) -> None:
        """Stop the writer: the browser is gone."""
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self.task


def host_name(host: str) -> str:
    """The name in a ``Host`` header, lowercased and without its port (``[::1]:8000``: ``::1``)."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1 : host.find("]")] if "]" in host else host
    return host.rpartition(":")[0] if host.count(":") == 1 else host


def host_allowed(host: str, names: Iterable[str]) -> bool:
    """Whether a request's ``Host`` header names this server: an IP address, ``localhost``, or one
    of ``names`` (``*``: any). A page of another site that made its own name point at this
    machine (DNS rebinding) sends its own name, so it is told apart even though it looks like a
    page of this server to the browser."""
    name = host_name(host)
    allowed = {host_name(n).rstrip(".") for n in names}  # a name given with a port still counts
    if "*" in allowed or name.rstrip(".") in allowed | {"localhost"}:
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class HostCheck:
    """ASGI middleware: a request whose ``Host`` header is not allowed (`host_allowed`) gets a
    400 over HTTP, and a WebSocket handshake is refused (close code 1008)."""

    def __init__(self, app: ASGIApp, names: Iterable[str]) -> None:
        self.app, self.names = app, tuple(names)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Answer a request of an allowed host; refuse any other."""
        if scope["type"] in ("http", "websocket"):
            headers = dict(scope.get("headers") or [])
            host = headers.get(b"host", b"").decode("latin-1")
            if not host_allowed(host, self.names):
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 1008})
                else:
                    await PlainTextResponse("this server does not answer to that host name", 400)(scope, receive, send)
                return
        await self.app(scope, receive, send)


async def healthz(request: Request) -> Response:
    """``/healthz``: ``ok`` while the server runs."""
    return PlainTextResponse("ok")


def create_app(
    *,
    data_dir: str | Path | None = None,
    away_seconds: float = 20.0,
    cpu_delay: float = PACE_SECONDS["normal"],
    hosts: Iterable[str] = (),
    max_tables: int = MAX_TABLES,
    keep_seconds: float = KEEP_SECONDS,
) -> ASGIApp:
    """The web game as an ASGI application (Starlette), ready for uvicorn or any ASGI server.

    The shared tables found in ``data_dir`` are read at once (a damaged file is set aside), so an
    application made again on the same folder resumes them.

    Args:
        data_dir: Where the shared tables (``tables/ID.json``) and the key that seals the
            browsers' saves are kept; default `default_data_dir`.
        away_seconds: How long a shared table waits for a browser that went away before a CPU
            player plays its seat.
        cpu_delay: Seconds between two turns of the CPU players at a shared table.
        hosts: The host names the server answers to besides its IP addresses and
            ``localhost`` (the names friends type to reach it); ``"*"`` answers to any name,
            which gives up the protection against DNS rebinding. A request naming another
            host is refused (see `host_allowed`).
        max_tables: The most shared tables kept; when all are taken, a new one replaces the
            oldest table nobody ever sat at (``invite`` is refused when every table has had a
            player).
        keep_seconds: How long a table nobody plays or visits is kept (default a week); then it
            is removed with its file.

    Returns:
        The application (a Starlette app inside `HostCheck`): ``GET /`` (the page),
        ``GET /static/...``, ``GET /healthz`` and the WebSocket ``/ws`` (see `bigtwo.web` for its messages).
    """
    folder = Path(data_dir).expanduser() if data_dir is not None else default_data_dir()
    tables = Tables(
        folder / "tables",
        float(away_seconds),
        float(cpu_delay),
        max_tables=max(1, int(max_tables)),
        keep_seconds=float(keep_seconds),
    )
    tables.load()
    hub = Hub(Sealer.in_folder(folder), tables)

    async def play(websocket: WebSocket) -> None:
        """``/ws``: one tab's messages, answered until it goes away."""
        if not same_origin(websocket):  # another site's page in the same browser: refused
            await websocket.close(code=1008)
            return
        await websocket.accept()
        outbox = Outbox(websocket)
        connection = Connection(hub, outbox.send, websocket.client.host if websocket.client else "")
        outbox.on_overflow = connection.close
        try:
            while not outbox.overflowed:
                frame = await websocket.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                text = frame.get("text")
                await connection.receive(text if text is not None else frame.get("bytes") or b"")
        finally:
            await connection.close()
            await outbox.close()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        await tables.stop()

    routes = [
        Route("/", page),
        Route("/static/{path:path}", static),
        Route("/healthz", healthz),
        WebSocketRoute("/ws", play),
    ]
    return HostCheck(Starlette(routes=routes, lifespan=lifespan), hosts)
