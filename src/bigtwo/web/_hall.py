"""Every shared table of a server (`Tables`): made, found, read from their folder when the server
starts, and removed.

A server keeps at most `MAX_TABLES` tables: a table nobody has played or visited for
`KEEP_SECONDS` is removed with its file (when the server starts, and whenever a table is made),
and when every place is taken a new table replaces the oldest one nobody ever sat at; when
every table has had a player, ``invite`` is refused (``too-many-tables``), so nobody can make a
table his friends sat at disappear by making tables. One address may have made at most
`MAX_TABLES_PER_CLIENT` of the tables kept.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import secrets
import time
from pathlib import Path

import attrs

import bigtwo

from ..play._session import Session, Settings, deal_of
from ._protocol import TABLE_ID, WebError
from ._tables import TABLE_FORMAT, TABLE_VERSION, Chair, SharedTable, dealt_in_secret

__all__ = ["KEEP_SECONDS", "MAX_TABLES", "MAX_TABLES_PER_CLIENT", "Tables"]

MAX_TABLES = 200
"""The most shared tables a server keeps."""

MAX_TABLES_PER_CLIENT = 20
"""The most tables one address may have made that the server still keeps (so that one client
cannot take every place)."""

KEEP_SECONDS = 7 * 24 * 3600.0
"""How long a table nobody plays or visits is kept: a week."""

log = logging.getLogger("bigtwo.web")


@attrs.define(eq=False)
class Tables:
    """Every shared table of the server, and the folder they are kept in."""

    folder: Path | None
    away_seconds: float
    cpu_delay: float
    tables: dict[str, SharedTable] = attrs.field(factory=dict)
    max_tables: int = MAX_TABLES
    keep_seconds: float = KEEP_SECONDS
    per_client: int = MAX_TABLES_PER_CLIENT

    def path(self, table_id: str) -> Path | None:
        """The file of a table."""
        return None if self.folder is None else self.folder / f"{table_id}.json"

    def create(self, settings: Settings, creator: str = "") -> SharedTable:
        """A new table with a new deal (or match) under ``settings``, made by the address
        ``creator``; room is made first (`make_room`).

        Raises:
            bigtwo.BigTwoError: Rules that cannot be built.
            WebError: Every table left has had a player (``too-many-tables``), or ``creator``
                has made `MAX_TABLES_PER_CLIENT` of the tables kept (``too-many-tables-here``).
        """
        game = dealt_in_secret(settings.rules(), settings.players, settings.deals)
        if creator and sum(1 for t in self.tables.values() if t.creator == creator) >= self.per_client:
            raise WebError("too-many-tables-here", most=self.per_client)
        self.make_room()
        table_id = secrets.token_urlsafe(6)
        while table_id in self.tables:
            table_id = secrets.token_urlsafe(6)
        table = self._table(table_id, Session(game, attrs.evolve(settings)), [None] * deal_of(game).players)
        table.creator = creator
        table.save()
        self.tables[table_id] = table
        return table

    def _table(
        self, table_id: str, session: Session, tokens: list[str | None], game_id: str | None = None
    ) -> SharedTable:
        now = time.monotonic()
        chairs = [Chair(token, left_at=now if token is not None else None) for token in tokens]
        return SharedTable(
            table_id,
            session,
            chairs,
            game_id or secrets.token_urlsafe(8),
            self.away_seconds,
            self.cpu_delay,
            path=self.path(table_id),
        )

    def make_room(self, room: int = 1, now: float | None = None) -> None:
        """Remove the tables nobody has played or visited for `keep_seconds`, then, until there
        is room for ``room`` more within `max_tables`, the oldest table nobody ever sat at.

        Raises:
            WebError: Every table left has had a player (``too-many-tables``).
        """
        now = time.time() if now is None else now
        for table in list(self.tables.values()):
            if not table.connected() and now - table.used > self.keep_seconds:
                self.remove(table, "nobody played it for a long time")
        while len(self.tables) > self.max_tables - room:
            unjoined = [t for t in self.tables.values() if not t.connected() and not t.joined()]
            if not unjoined:  # a table someone sat at is kept for its week
                raise WebError("too-many-tables", most=self.max_tables)
            self.remove(min(unjoined, key=lambda t: t.used), "the server keeps no more tables")

    def remove(self, table: SharedTable, why: str) -> None:
        """Forget a table nobody is connected to and delete its file, with a log line."""
        self.tables.pop(table.id, None)
        table.removed = True
        if table.task is not None and not table.task.done():
            table.task.cancel()
        if table.path is not None:
            with contextlib.suppress(OSError):
                table.path.unlink()
        log.info("bigtwo serve: table %s removed: %s", table.id, why)

    def get(self, table_id: str) -> SharedTable:
        """The table of an id (raises `WebError` ``no-table``)."""
        if table_id not in self.tables:
            raise WebError("no-table", table=table_id)
        return self.tables[table_id]

    def load(self) -> None:
        """Read every table's file; one that cannot be read is set aside, with a log line."""
        if self.folder is None or not self.folder.is_dir():
            return
        for path in sorted(self.folder.glob("*.json")):
            try:
                table = self.read(path)
            except (OSError, ValueError, TypeError, KeyError, bigtwo.BigTwoError) as exc:
                aside = _set_aside(path)
                log.warning("bigtwo serve: table file %s cannot be read (%s); set aside as %s", path, exc, aside)
                continue
            self.tables[table.id] = table
        with contextlib.suppress(WebError):  # more tables that had players than max_tables: all kept
            self.make_room(room=0)

    def read(self, path: Path) -> SharedTable:
        """A table from its file (raises ``ValueError`` or `bigtwo.BigTwoError` for a bad one)."""
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT or data.get("version") != TABLE_VERSION:
            raise ValueError("not a table of bigtwo serve, version 1")
        table_id = data["id"]
        if not isinstance(table_id, str) or not TABLE_ID.fullmatch(table_id) or path.stem != table_id:
            raise ValueError("the table's id is not its file's name")
        game = bigtwo.loads(data["game"])
        settings = Settings.from_json(data["settings"])
        settings.rules()
        tokens, seen, game_id = data["tokens"], data["seen"], data["game_id"]
        players = deal_of(game).players
        if (
            not isinstance(tokens, list)
            or len(tokens) != players
            or not all(t is None or isinstance(t, str) for t in tokens)
        ):
            raise ValueError("not a token per seat")
        limit = len(game.finished) if isinstance(game, bigtwo.Match) else int(game.over)
        if not isinstance(seen, int) or not 0 <= seen <= limit or not isinstance(game_id, str):
            raise ValueError("a bad count of score cards seen, or game id")
        table = self._table(table_id, Session(game, settings, seen=seen), tokens, game_id)
        used = data.get("used")
        if isinstance(used, int | float) and not isinstance(used, bool):
            table.used = float(used)
        else:  # a file written before it kept the time
            table.used = path.stat().st_mtime
        return table

    async def stop(self) -> None:
        """Stop every table's task."""
        for table in self.tables.values():
            await table.stop()


def _set_aside(path: Path) -> Path | None:
    """Rename a bad file ``NAME.damaged`` (``NAME.damaged-2``...); None if it cannot be renamed."""
    n = 1
    while True:
        target = path.with_name(path.name + (".damaged" if n == 1 else f".damaged-{n}"))
        if not target.exists():
            break
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
