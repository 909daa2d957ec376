"""Players kept out of the engine's process: what ``simulate(..., isolate=True)`` runs.

Each entrant lives in a process of its own, started from a new interpreter (multiprocessing's
``spawn``), never forked from the engine's, so nothing of the game (the other hands, the
tournament's seed, the other entrants) is in its memory. As with the ``processes`` backend, a
script that starts a tournament must guard it with ``if __name__ == "__main__":`` (the new
interpreter imports the script's module again). The
engine sends it each `SeatView` pickled; it sends back its answer as the JSON form of an
action (`bigtwo.Play.to_json`), which the engine reads with `bigtwo.Play.from_json`, so nothing
the player's process writes is ever unpickled by the engine. An answer that is not an action, an
exception, a process that dies, or a move slower than the time allowed is a `PlayerError`
naming the player, the seat and the deal.

This is a process boundary, not a sandbox: the player's process runs as the same user, with the
same files and network.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import multiprocessing.connection
import pickle
from collections.abc import Sequence
from types import TracebackType
from typing import Any

from .._game.actions import Pass, Play, Redeal, action_doc, action_from_doc
from .._game.view import SeatView
from .._values.errors import BigTwoError, exception_text, shown
from ._base import Player, PlayerError

__all__ = ["MAX_ANSWER", "Isolated"]

MAX_ANSWER = 65_536
"""The most bytes a player's process may answer with (an action's JSON form is far smaller)."""

STARTUP_TIMEOUT = 120.0
"""The most seconds a player's process may take to start (a new interpreter importing bigtwo and
unpickling the player); its moves are timed only after it says it is up."""

_READY = b"ready"


def _context() -> Any:
    """``spawn``: a new interpreter, on every system; forking would copy the engine's memory (and a
    forkserver inherited by a forked pool worker does not work there)."""
    return multiprocessing.get_context("spawn")


def _serve(conn: multiprocessing.connection.Connection, player: bytes) -> None:
    """The player's process: answer each pickled view with a JSON reply, until an empty message."""
    entrant = pickle.loads(player)
    conn.send_bytes(_READY)  # the player is up: from now on the engine times its moves
    while True:
        data = conn.recv_bytes()
        if not data:
            return
        seen = pickle.loads(data)
        reply: dict[str, object]
        try:
            answer = entrant.act(seen)
            if type(answer) in (Play, Pass, Redeal):
                reply = {"action": action_doc(answer)}
            else:
                reply = {"answer": shown(answer, 80)}
        except Exception as exc:  # the player's bug: reported to the engine, which names the player
            reply = {"raised": type(exc).__name__, "message": exception_text(exc)[:500]}
        conn.send_bytes(json.dumps(reply, ensure_ascii=False).encode("utf-8"))


class _Remote:
    """One entrant's process, seen from the engine: ``act(view)`` as a `Player` has it."""

    def __init__(self, entrant: Player, label: str, timeout: float | None) -> None:
        self.label = label
        self.timeout = timeout
        context = _context()
        self.conn, child = context.Pipe(duplex=True)
        self.process = context.Process(target=_serve, args=(child, pickle.dumps(entrant)), daemon=True)
        self.process.start()
        child.close()
        self.started = False

    def wait_started(self) -> None:
        """Wait until the process says its player is up (a `PlayerError` if it dies first)."""
        try:
            up = self.conn.poll(STARTUP_TIMEOUT) and self.conn.recv_bytes(len(_READY)) == _READY
        except (EOFError, OSError) as exc:
            self.process.join(1)
            raise PlayerError(
                "tournament-player-not-started",
                player=self.label,
                exitcode=shown(self.process.exitcode),
                error=type(exc).__name__,
            ) from exc
        if not up:
            raise PlayerError("tournament-player-slow-start", player=self.label, seconds=STARTUP_TIMEOUT)
        self.started = True

    def act(self, seen: SeatView, deal: int) -> object:
        """The player's answer to ``seen``: an action, or an object standing for what it returned."""
        where = {"player": self.label, "seat": seen.seat, "deal": deal}
        try:
            self.conn.send_bytes(pickle.dumps(seen))
            answered = self.conn.poll(self.timeout)
            reply = json.loads(self.conn.recv_bytes(MAX_ANSWER).decode("utf-8")) if answered else None
        except (EOFError, OSError, ValueError) as exc:  # it died, or wrote something that is no reply
            self.process.join(1)
            raise PlayerError(
                "tournament-player-died", exitcode=shown(self.process.exitcode), error=type(exc).__name__, **where
            ) from exc
        if not answered:
            raise PlayerError("tournament-player-timeout", seconds=self.timeout, **where)
        if not isinstance(reply, dict):
            raise PlayerError("tournament-player-died", exitcode=shown(None), error="reply", **where)
        if "raised" in reply:
            raise PlayerError(
                "tournament-player-raised",
                error=str(reply.get("raised"))[:60],
                cause=str(reply.get("message")),  # (a message cuts long text short)
                **where,
            )
        if "action" in reply:
            try:
                return action_from_doc(reply["action"])
            except BigTwoError:
                return _Answer(str(shown(reply["action"], 80)))
        return _Answer(str(reply.get("answer", "?")))

    def close(self) -> None:
        """Stop the process (asked first, then ended)."""
        with contextlib.suppress(OSError):  # already gone
            self.conn.send_bytes(b"")
        self.process.join(2)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


class _Answer:
    """What a player's process returned that is not an action, as the engine quotes it."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


class Isolated:
    """The entrants of a chunk of deals, each in a process of its own, while the block runs."""

    def __init__(self, entrants: Sequence[Player], labels: Sequence[str], timeout: float | None) -> None:
        self.remotes: list[_Remote] = []
        try:
            for entrant, label in zip(entrants, labels, strict=True):
                self.remotes.append(_Remote(entrant, label, timeout))
            for remote in self.remotes:  # started side by side, waited for in turn
                remote.wait_started()
        except BaseException:
            self.__exit__(None, None, None)
            raise

    def __enter__(self) -> Isolated:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        for remote in self.remotes:
            remote.close()

    def act(self, entrant: int, seen: SeatView, deal: int) -> object:
        """Entrant ``entrant``'s answer to ``seen`` in deal ``deal``."""
        return self.remotes[entrant].act(seen, deal)
