"""The ASGI application: the page and its files over HTTP, the game over one WebSocket per tab."""

from __future__ import annotations

import contextlib
import logging
import mimetypes
import urllib.parse
from collections.abc import AsyncIterator
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

import platformdirs
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket

from ..play._session import PACE_SECONDS
from ._connection import Connection, Hub
from ._saves import Sealer
from ._tables import Tables

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


async def healthz(request: Request) -> Response:
    """``/healthz``: ``ok`` while the server runs."""
    return PlainTextResponse("ok")


def create_app(
    *,
    data_dir: str | Path | None = None,
    away_seconds: float = 20.0,
    cpu_delay: float = PACE_SECONDS["normal"],
) -> Starlette:
    """The web game as an ASGI application (Starlette), ready for uvicorn or any ASGI server.

    The shared tables found in ``data_dir`` are read at once (a damaged file is set aside), so an
    application made again on the same folder resumes them.

    Args:
        data_dir: Where the shared tables (``tables/ID.json``) and the key that seals the
            browsers' saves are kept; default `default_data_dir`.
        away_seconds: How long a shared table waits for a browser that went away before a CPU
            player plays its seat.
        cpu_delay: Seconds between two turns of the CPU players at a shared table.

    Returns:
        The application: ``GET /`` (the page), ``GET /static/...``, ``GET /healthz`` and the
        WebSocket ``/ws`` (see `bigtwo.web` for its messages).
    """
    folder = Path(data_dir).expanduser() if data_dir is not None else default_data_dir()
    tables = Tables(folder / "tables", float(away_seconds), float(cpu_delay))
    tables.load()
    hub = Hub(Sealer.in_folder(folder), tables)

    async def play(websocket: WebSocket) -> None:
        """``/ws``: one tab's messages, answered until it goes away."""
        if not same_origin(websocket):  # another site's page in the same browser: refused
            await websocket.close(code=1008)
            return
        await websocket.accept()
        connection = Connection(hub, websocket.send_json)
        try:
            while True:
                frame = await websocket.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                text = frame.get("text")
                await connection.receive(text if text is not None else frame.get("bytes") or b"")
        finally:
            await connection.close()

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
    return Starlette(routes=routes, lifespan=lifespan)
