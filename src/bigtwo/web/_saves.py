"""The solo game a browser keeps: `bigtwo.dumps` of the game, sealed by the server.

The page stores the ``save`` text of every ``state`` and sends it back in ``hello`` to resume.
The text is ``bigtwo-web.1.`` then the game (with its settings, the score cards already seen and
its id) as compressed JSON in URL-safe base64, then ``.`` and an HMAC-SHA256 of all that under a
key the server keeps in its data folder. So a save changed by one character is refused
(``web-save-tampered``), and a save of another server too. It is signed, not encrypted: whoever
decodes it reads the whole game (which a solo game's deal code tells anyway), and an older save
of the same game is taken back.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import logging
import os
import secrets
import zlib
from pathlib import Path

import attrs

import bigtwo

from ..play._session import Game, Settings
from ._protocol import WebError

PREFIX = "bigtwo-web.1."
"""How a sealed save starts: the format and its version."""

KEY_FILE = "secret.key"
"""The file of the server's key in its data folder."""

MAX_UNPACKED = 8 * 1024 * 1024
"""The largest game a save may unpack to, in bytes."""

log = logging.getLogger("bigtwo.web")


@attrs.frozen
class Saved:
    """What a sealed save holds."""

    game: Game
    settings: Settings
    seen: int
    game_id: str


@attrs.frozen
class Sealer:
    """Seals and opens the browser's saves with the server's key."""

    key: bytes = attrs.field(repr=False)

    @classmethod
    def in_folder(cls, folder: Path) -> Sealer:
        """The sealer of the key kept in ``folder`` (made on first use); a folder that cannot be
        written gives a key for this run only, with a log line."""
        path = folder / KEY_FILE
        try:
            return cls(bytes.fromhex(path.read_text(encoding="ascii").strip()))
        except (OSError, ValueError):
            pass
        key = secrets.token_bytes(32)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            temporary = path.with_name(f"{KEY_FILE}.{secrets.token_hex(4)}.tmp")
            descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(descriptor, "w", encoding="ascii") as out:
                out.write(key.hex())
            os.replace(temporary, path)
        except OSError as exc:
            log.warning(
                "bigtwo serve: cannot keep the key of saved games in %s (%s): saves last this run only", path, exc
            )
        return cls(key)

    def _mac(self, body: str) -> str:
        digest = hmac.new(self.key, body.encode("ascii"), hashlib.sha256).digest()[:18]
        return base64.urlsafe_b64encode(digest).decode("ascii")

    def seal(self, game: Game, settings: Settings, seen: int, game_id: str) -> str:
        """The save text of a game.

        Args:
            game: The deal or match.
            settings: The choices it is played with (language, level...).
            seen: The score cards already shown.
            game_id: The game's random id.

        Returns:
            ``bigtwo-web.1.<game>.<seal>``, plain ASCII.
        """
        data = {"game": bigtwo.dumps(game), "settings": settings.to_json(), "seen": seen, "game_id": game_id}
        packed = zlib.compress(json.dumps(data, ensure_ascii=False).encode("utf-8"), 9)
        body = PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
        return body + "." + self._mac(body)

    def open(self, text: str, fallback: Settings) -> Saved:
        """The game of a save text.

        Args:
            text: What the page sent as ``save``.
            fallback: The settings to keep where the save's are missing or wrong.

        Returns:
            The game, its settings, the score cards seen and its id.

        Raises:
            WebError: ``save-format`` for text that is not a sealed save, ``save-tampered`` for
                one whose seal does not match (changed, or sealed by another server).
            bigtwo.InvalidSave: The game inside cannot be read (the library's code and message).
        """
        if not text.startswith(PREFIX):
            raise WebError("save-format")
        body, _, mac = text.rpartition(".")
        if not text.isascii() or text.count(".") != 3 or not hmac.compare_digest(mac, self._mac(body)):
            raise WebError("save-tampered")
        try:
            payload = body.removeprefix(PREFIX)
            packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
            unpacker = zlib.decompressobj()
            raw = unpacker.decompress(packed, MAX_UNPACKED)
            data = json.loads(raw.decode("utf-8"))
        except (binascii.Error, zlib.error, ValueError) as exc:
            raise WebError("save-tampered") from exc
        if not isinstance(data, dict) or not isinstance(data.get("game"), str):
            raise WebError("save-tampered")
        game = bigtwo.loads(data["game"])
        settings = Settings.from_json(data.get("settings"), fallback)
        seen, game_id = data.get("seen"), data.get("game_id")
        limit = len(game.finished) if isinstance(game, bigtwo.Match) else int(game.over)
        if not isinstance(seen, int) or not 0 <= seen <= limit or not isinstance(game_id, str):
            raise WebError("save-tampered")
        return Saved(game, settings, seen, game_id)
