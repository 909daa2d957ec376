"""Where the game lives between runs: the saved game and the remembered choices.

The saved game is ``game.json`` in the user's data directory and the remembered start-screen
choices are ``settings.json`` in the user's config directory (both from ``platformdirs``); the
environment variable ``BIGTWO_DATA_DIR`` or ``bigtwo play --data-dir DIR`` puts both in ``DIR``.
Files are written to a temporary name and renamed over the old one, so a crash never leaves
half a file. A saved game that cannot be read is renamed aside, never deleted.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import attrs
import platformdirs

import bigtwo

from ._labels import t
from ._session import Session, Settings

SAVE_FORMAT = "bigtwo-play/save"
"""The ``format`` of the application's save file (it wraps `bigtwo.dumps`)."""

SAVE_VERSION = 1
"""The version of that format."""

ENV_DIR = "BIGTWO_DATA_DIR"
"""The environment variable that puts the saved game and the settings in one directory."""


class DamagedSave(ValueError):
    """A save file that is not a whole game of this application; `detail` says why, in a language.

    ``key`` is a text of the application (``save.not-json``...) with its ``fields``, or ``cause``
    is the library's error (its `bigtwo.BigTwoError.message` is in every language).
    """

    def __init__(self, key: str, *, cause: bigtwo.BigTwoError | None = None, **fields: object) -> None:
        super().__init__(key)
        self.key, self.cause, self.fields = key, cause, fields

    def detail(self, lang: str) -> str:
        """Why the file cannot be read, in ``lang``, on one line."""
        text = self.cause.message(lang) if self.cause is not None else t(self.key, lang, **self.fields)
        return " ".join(text.split())


@attrs.define
class Store:
    """The two files of the application, and how to read and write them."""

    game_path: Path
    settings_path: Path

    @classmethod
    def default(cls, directory: str | Path | None = None) -> Store:
        """The files in ``directory``, else in ``$BIGTWO_DATA_DIR``, else in the user's directories."""
        chosen = directory if directory is not None else os.environ.get(ENV_DIR) or None
        if chosen is not None:
            root = Path(chosen).expanduser()
            return cls(root / "game.json", root / "settings.json")
        data = Path(platformdirs.user_data_dir("bigtwo", appauthor=False))
        config = Path(platformdirs.user_config_dir("bigtwo", appauthor=False))
        return cls(data / "game.json", config / "settings.json")

    # -- the saved game -------------------------------------------------------------------------

    def save(self, session: Session) -> None:
        """Write the game, the settings it is played with and the score cards already shown."""
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "settings": session.settings.to_json(),
            "seen": session.seen,
            "game": bigtwo.dumps(session.game),
        }
        _write(self.game_path, json.dumps(data, ensure_ascii=False, indent=1))

    def load(self, fallback: Settings) -> Session | None:
        """The saved game, or None when there is none; raises `DamagedSave` for a bad file."""
        try:
            text = self.game_path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            raise DamagedSave("save.unreadable", reason=type(exc).__name__) from None
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise DamagedSave(
                "save.not-json", line=getattr(exc, "lineno", "?"), column=getattr(exc, "colno", "?")
            ) from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise DamagedSave("save.not-ours")
        if data.get("version") != SAVE_VERSION:
            raise DamagedSave("save.other-version", version=str(data.get("version"))[:20], ours=SAVE_VERSION)
        if not isinstance(data.get("game"), str):
            raise DamagedSave("save.no-game")
        try:
            game = bigtwo.loads(data["game"])
        except bigtwo.BigTwoError as exc:
            raise DamagedSave("save.library", cause=exc) from None
        settings = Settings.from_json(data.get("settings"), fallback)
        seen = data.get("seen")
        limit = len(game.finished) if isinstance(game, bigtwo.Match) else int(game.over)
        if not isinstance(seen, int) or not 0 <= seen <= limit:
            raise DamagedSave("save.bad-seen", seen=str(seen)[:20])
        return Session(game, settings, seen=seen)

    def set_aside(self) -> Path:
        """Rename the saved game out of the way (``game.damaged.json``, ``game.damaged-2.json``...)."""
        n = 1
        while True:
            suffix = "" if n == 1 else f"-{n}"
            target = self.game_path.with_name(f"{self.game_path.stem}.damaged{suffix}.json")
            if not target.exists():
                break
            n += 1
        os.replace(self.game_path, target)
        return target

    def open(self, fallback: Settings) -> tuple[Session | None, str | None]:
        """The saved game (or None) and a one-line notice if a damaged save was set aside."""
        try:
            return self.load(fallback), None
        except DamagedSave as exc:
            aside = self.set_aside()
            return None, t("save.damaged", fallback.lang, error=exc.detail(fallback.lang), name=aside.name)

    # -- the remembered choices -----------------------------------------------------------------

    def load_settings(self, fallback: Settings) -> Settings:
        """The remembered choices over ``fallback``; an unreadable file is ignored, and so are
        remembered rules that no longer build (a plugin's variant uninstalled, an edited value),
        so that they never stop ``bigtwo play`` from starting."""
        try:
            data = json.loads(self.settings_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return attrs.evolve(fallback)
        found = Settings.from_json(data, fallback)
        try:
            found.rules()
        except bigtwo.BigTwoError:
            found.variant, found.options = fallback.variant, dict(fallback.options)
        return found

    def save_settings(self, settings: Settings) -> None:
        """Remember these choices for the next start screen."""
        _write(self.settings_path, json.dumps(settings.to_json(), ensure_ascii=False, indent=1))


def _write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (a temporary file renamed over it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)
