"""Shared tables: one deal (or match) that several browsers play, each at its own seat.

A table is made by ``invite`` from a browser's settings; ``join`` seats a browser in the first
seat no browser holds (seat 0 first), or gives a returning browser its seat back by its token.
The seats no browser holds are CPU players, and so is a seat whose browser has been away for
``away_seconds``; the server moves them, one turn every ``cpu_delay`` seconds, in one asyncio task
per table that runs while a browser is connected. Every browser receives its own seat's
``state`` after every action, and only its own.

Every deal of a table is dealt from the system's randomness (`dealt_in_secret`), never from a
seed, so no deal code exists that a browser could be shown or work out.

Each table is written to ``DATA_DIR/tables/ID.json`` after every action (a temporary file renamed
over the old one) and read back when the server starts, so a restart in the middle of a deal
resumes it; a file that cannot be read is renamed ``ID.json.damaged``, with a log line.

Every table of a server, its folder and its limits: `bigtwo.web._hall`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import secrets
import time
from pathlib import Path
from typing import Any, Protocol

import attrs

import bigtwo
import bigtwo.players

from ..play._session import Game, Session, deal_of
from ._protocol import WebError
from ._seat import SeatSession, seat_names

TABLE_FORMAT = "bigtwo-web/table"
"""The ``format`` of a table's file."""

TABLE_VERSION = 1
"""The version of that format."""

log = logging.getLogger("bigtwo.web")


def dealt_in_secret(rules: bigtwo.RuleSet, players: int, deals: int) -> bigtwo.Match:
    """A match for a shared table, every deal dealt from the system's randomness
    (`bigtwo.shuffled_hands` with `secrets.SystemRandom`), not from a seed: a seed is one of at
    most a trillion, so a player could find it from his own 13 cards by trying them all, and
    then know every hand of the match. Its deals have no deal code."""
    shuffler = secrets.SystemRandom()
    hands = [bigtwo.shuffled_hands(shuffler, players, rules) for _ in range(deals)]
    return bigtwo.new_match(rules, players=players, hands=hands)


class Viewer(Protocol):
    """A browser seen by a table: its language, its selection, how to send it a message."""

    lang: str
    selection: tuple[bigtwo.Card, ...]

    async def send(self, message: dict[str, Any]) -> None:
        """Send a message to the browser (never raises)."""


@attrs.define(eq=False)
class Chair:
    """A seat of a shared table: the token of the browser that holds it, the browsers connected
    to it now, and since when none is."""

    token: str | None = None
    viewers: list[Viewer] = attrs.field(factory=list)
    left_at: float | None = None
    """`time.monotonic` when its last browser went away (None while one is connected)."""


@attrs.define(eq=False)
class SharedTable:
    """A shared table: the game, its seats, and the task that moves its CPU players."""

    id: str
    session: Session
    chairs: list[Chair]
    game_id: str
    away_seconds: float
    cpu_delay: float
    path: Path | None = None
    lock: asyncio.Lock = attrs.field(factory=asyncio.Lock)
    wake: asyncio.Event = attrs.field(factory=asyncio.Event)
    task: asyncio.Task[None] | None = None
    cpus: dict[int, bigtwo.players.Player] = attrs.field(factory=dict)
    used: float = attrs.field(factory=time.time)
    """`time.time` of the last action, or of a browser's coming or going."""
    removed: bool = False
    """The server forgot the table (and deleted its file): nothing saves it again."""
    creator: str = ""
    """The address of the browser that made it (not kept over a restart)."""

    # -- who plays each seat ---------------------------------------------------------------------

    def away(self) -> list[bool]:
        """Per seat: a browser holds it, and none is connected."""
        return [c.token is not None and not c.viewers for c in self.chairs]

    def cpu(self, now: float | None = None) -> list[bool]:
        """Per seat: a CPU player plays it now (no browser holds it, or its browser has been
        away for ``away_seconds``)."""
        now = time.monotonic() if now is None else now
        return [
            c.token is None or (not c.viewers and c.left_at is not None and now - c.left_at >= self.away_seconds)
            for c in self.chairs
        ]

    def names(self, lang: str) -> tuple[str, ...]:
        """The seats' names in ``lang``: «Jugador N» where a browser sat, CPU names elsewhere."""
        return seat_names(len(self.chairs), [c.token is not None for c in self.chairs], lang)

    def seat_of(self, viewer: Viewer) -> int | None:
        """The seat a browser is connected to."""
        return next((s for s, c in enumerate(self.chairs) if viewer in c.viewers), None)

    def seen_by(self, seat: int, viewer: Viewer, game: Game | None = None) -> SeatSession:
        """The game (``game``, default the table's) as the browser at ``seat`` sees it."""
        held = self.session.state.hands[seat]
        viewer.selection = tuple(c for c in viewer.selection if c in held)
        settings = attrs.evolve(self.session.settings, lang=viewer.lang)
        return SeatSession(
            game if game is not None else self.session.game,
            settings,
            seen=self.session.seen,
            selection=viewer.selection,
            seat=seat,
            others=self.names(viewer.lang),
        )

    def message(self, seen: SeatSession, events: list[str]) -> dict[str, Any]:
        """The ``state`` message of one browser."""
        return seen.state_message(
            events=events, cpu=self.cpu(), away=self.away(), table_id=self.id, game_id=self.game_id
        )

    async def send_state(self, viewer: Viewer, events: list[str] | None = None) -> None:
        """Send one browser its seat's state."""
        seat = self.seat_of(viewer)
        if seat is not None:
            await viewer.send(self.message(self.seen_by(seat, viewer), events or []))

    async def broadcast(
        self, before: Game | None = None, action: bigtwo.Action | None = None, opening: bool = False
    ) -> None:
        """Send every connected browser its seat's state; with the action just made from
        ``before``, the words for it (each browser in its language, «Tú» for its own seat)."""
        for seat, chair in enumerate(self.chairs):
            for viewer in list(chair.viewers):
                events: list[str] = []
                if action is not None and before is not None:
                    events = self.seen_by(seat, viewer, before).act(action)
                seen = self.seen_by(seat, viewer)
                if opening:
                    events += seen.opening_lines()
                await viewer.send(self.message(seen, events))

    # -- acting -----------------------------------------------------------------------------------

    async def act(self, seat: int, action: bigtwo.Action) -> None:
        """Make ``action`` for ``seat`` (a browser's or a CPU player's), save, tell everyone.

        Raises:
            bigtwo.IllegalPlay: The action is not legal for that seat now (the library's reason).
        """
        reason = bigtwo.check(self.session.state, action, seat=seat)  # a deal just over: game-over
        if reason is not None:
            raise bigtwo.IllegalPlay(reason)
        before = self.session.game
        self.session.act(action)
        self.save()
        try:
            await self.broadcast(before, action)
        finally:
            self.wake.set()

    async def next_deal(self) -> None:
        """After a deal: the match's next deal, or a new game at the table; save, tell everyone.

        Raises:
            WebError: The deal is not over.
        """
        session = self.session
        if session.unseen_card is None and not session.state.over:
            raise WebError("deal-not-over")
        session.mark_seen()
        if session.over:
            rules, players = session.game.rules, deal_of(session.game).players
            self.session = Session(dealt_in_secret(rules, players, session.settings.deals), session.settings)
            self.game_id = secrets.token_urlsafe(8)
        self.save()
        await self.broadcast(opening=True)
        self.wake.set()

    async def cpu_move(self, seat: int) -> None:
        """Let the CPU player at ``seat`` act (its choice made in a worker thread)."""
        level = self.session.settings.level
        if seat not in self.cpus:
            self.cpus[seat] = bigtwo.players.player(level, seed=seat)
        seen = bigtwo.view(self.session.state, seat)
        action = await asyncio.to_thread(self.cpus[seat].act, seen)
        await self.act(seat, action)

    # -- browsers coming and going -------------------------------------------------------------------

    def join(self, viewer: Viewer, token: str | None) -> tuple[int, str]:
        """Seat a browser: its seat back for a known token, else the first seat nobody holds.

        Returns:
            The seat and its token.

        Raises:
            WebError: Every seat is held (``table-full``).
        """
        seat = next((s for s, c in enumerate(self.chairs) if token is not None and c.token == token), None)
        if seat is None:
            seat = next((s for s, c in enumerate(self.chairs) if c.token is None), None)
            if seat is None:
                raise WebError("table-full", table=self.id)
            self.chairs[seat].token = secrets.token_urlsafe(16)
            self.save()
        chair = self.chairs[seat]
        chair.viewers.append(viewer)
        chair.left_at = None
        self.used = time.time()
        self.wake.set()
        return seat, str(chair.token)

    def leave(self, viewer: Viewer) -> None:
        """A browser went away (or went back to a solo game)."""
        for chair in self.chairs:
            if viewer in chair.viewers:
                chair.viewers.remove(viewer)
                if not chair.viewers:
                    chair.left_at = time.monotonic()
        self.save()  # the visit's time, kept over a restart
        self.wake.set()

    def connected(self) -> bool:
        """Whether any browser is connected."""
        return any(c.viewers for c in self.chairs)

    def joined(self) -> bool:
        """Whether any browser ever sat at the table (a seat has its token)."""
        return any(c.token is not None for c in self.chairs)

    # -- the CPU players' task ---------------------------------------------------------------------

    def due(self) -> tuple[int | None, float | None]:
        """The seat a CPU player must move for and in how many seconds (0: now); (None, None)
        when no CPU player is to move, or (None, seconds) until an away seat's wait is over."""
        session = self.session
        state = session.state
        if state.over or session.unseen_card is not None or state.to_move is None:
            return None, None
        chair = self.chairs[state.to_move]
        if chair.token is None:
            return state.to_move, 0.0
        if chair.viewers or chair.left_at is None:
            return None, None
        wait = chair.left_at + self.away_seconds - time.monotonic()
        return (state.to_move, 0.0) if wait <= 0 else (None, wait)

    def start(self) -> None:
        """Start the task that moves the CPU players, if it is not running."""
        if self.task is None or self.task.done():
            self.task = asyncio.get_running_loop().create_task(self.run(), name=f"bigtwo table {self.id}")

    async def run(self) -> None:
        """Move the CPU players while a browser is connected."""
        while self.connected():
            self.wake.clear()
            seat, wait = self.due()
            if seat is None:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.wake.wait(), timeout=wait)
                continue
            game = self.session.game
            await asyncio.sleep(self.cpu_delay)
            async with self.lock:  # nothing happened meanwhile (a browser's action, a restart of the deal)
                if self.session.game is game and self.due() == (seat, 0.0) and self.connected():
                    try:
                        await self.cpu_move(seat)
                    except Exception:  # a CPU player with a bug: the seat passes or plays its weakest play
                        log.exception("bigtwo serve: a CPU player of table %s failed", self.id)
                        await self.stand_in(seat)

    async def stand_in(self, seat: int) -> None:
        """Move for a seat whose CPU player failed, if it is still that seat's turn: a pass, or
        its weakest play (never raises: the table goes on)."""
        try:
            state = self.session.state
            if self.session.unseen_card is not None or state.to_move != seat:
                return  # the failing player's move was made before it failed
            legal = bigtwo.legal_plays(state)
            await self.act(seat, bigtwo.Pass() if bigtwo.Pass() in legal else legal[0])
        except Exception:
            log.exception("bigtwo serve: table %s could not move for seat %d", self.id, seat)

    async def stop(self) -> None:
        """Stop the task (the server is shutting down)."""
        if self.task is not None and not self.task.done():
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task

    # -- the file --------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The table as its file holds it."""
        return {
            "format": TABLE_FORMAT,
            "version": TABLE_VERSION,
            "id": self.id,
            "settings": self.session.settings.to_json(),
            "seen": self.session.seen,
            "tokens": [c.token for c in self.chairs],
            "game_id": self.game_id,
            "used": self.used,
            "game": bigtwo.dumps(self.session.game),
        }

    def save(self) -> None:
        """Write the table's file (a temporary file renamed over the old one); a failure is logged."""
        self.used = time.time()
        if self.path is None or self.removed:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self.path.with_name(f"{self.path.name}.{secrets.token_hex(4)}.tmp")
            with temporary.open("w", encoding="utf-8") as out:
                out.write(json.dumps(self.to_json(), ensure_ascii=False))
                out.flush()
                os.fsync(out.fileno())  # on disk before it replaces the old file
            os.replace(temporary, self.path)
        except OSError as exc:
            log.warning("bigtwo serve: cannot save table %s in %s: %s", self.id, self.path, exc)
