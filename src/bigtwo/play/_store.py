"""Where the game lives between runs: the saved game and the remembered choices.

The saved game is ``game.json`` in the user's data directory and the remembered start-screen
choices are ``settings.json`` in the user's config directory (both from ``platformdirs``); the
environment variable ``BIGTWO_DATA_DIR`` or ``bigtwo play --data-dir DIR`` puts both in ``DIR``.
Files are written to a temporary name and renamed over the old one, so a crash never leaves
half a file. A saved game that cannot be read is renamed aside, never deleted.

Two ``bigtwo play`` on one save never overwrite each other's game in silence: a `Store` remembers
the file as it last read or wrote it, and before writing checks that the file on disk is still
that one (`SaveConflict` otherwise). A folder that cannot be written does not stop the game:
`Store.keep` says why once, and the game goes on.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import uuid
from pathlib import Path

import attrs
import platformdirs

import bigtwo

from ._labels import inline, t
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
        """Why the file cannot be read, in ``lang``, on one line (set inside another sentence)."""
        text = self.cause.message(lang) if self.cause is not None else t(self.key, lang, **self.fields)
        return inline(" ".join(text.split()))


class SaveConflict(Exception):
    """Another ``bigtwo play`` wrote the save file since this one last read or wrote it."""


@attrs.frozen
class SaveTrouble:
    """Why the game was not saved, to say to the player (`Store.keep`)."""

    message: str
    """One line in the player's language."""
    conflict: bool = False
    """Whether another ``bigtwo play`` saved a game there since (then ask: load it, or go on
    without saving); otherwise the folder cannot be written and the game goes on."""


WHY = {
    errno.EACCES: "save.why.permission",
    errno.EPERM: "save.why.permission",
    errno.EROFS: "save.why.read-only",
    errno.ENOSPC: "save.why.full",
    getattr(errno, "EDQUOT", errno.ENOSPC): "save.why.full",
    errno.ENOTDIR: "save.why.not-a-folder",
    errno.EEXIST: "save.why.not-a-folder",
}
"""The application's words for the usual reasons a file cannot be written (`errno` codes)."""


def why(exc: OSError, lang: str) -> str:
    """Why a file could not be written, in ``lang`` where the application has the words, else the
    system's own message."""
    key = WHY.get(exc.errno or 0)
    return t(key, lang) if key is not None else exc.strerror or type(exc).__name__


@attrs.define
class Store:
    """The two files of the application, how to read and write them, and what this instance
    knows of the save file (so that it never writes over another instance's game)."""

    game_path: Path
    settings_path: Path
    writer: str = attrs.field(factory=lambda: uuid.uuid4().hex[:12])
    """This instance's id, written into every save it makes (with its `step`)."""
    step: int = 0
    """How many saves this instance has written."""
    known: str | None = None
    """The digest of the save file as this instance last read or wrote it (None: no file)."""
    watching: bool = False
    """Whether `known` has been taken: until then, the first save writes whatever is there."""
    saving: bool = True
    """False once this instance stops saving: another one's game is there (`SaveConflict`), or a
    damaged save could not be set aside."""
    trouble: str | None = None
    """Why the last write of the game failed (said once, until a write succeeds)."""
    settings_trouble: str | None = None
    """The same for the remembered choices."""

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

    def look(self) -> None:
        """Take note of the save file as it is now: from here on, `save` refuses to write over
        a file another instance wrote since. A file that cannot be read is noted as none."""
        try:
            self.known = _digest(self.game_path)
        except OSError:
            self.known = None
        self.watching = True

    def save(self, session: Session) -> None:
        """Write the game, the settings it is played with and the score cards already shown.

        Args:
            session: The game.

        Raises:
            SaveConflict: The file on disk is not the one this instance last read or wrote
                (another ``bigtwo play`` saved there since); nothing is written.
            OSError: The file cannot be written (the folder is read-only, the disk full...).
        """
        if self.watching:
            found = _digest(self.game_path)
            if found is not None and found != self.known:
                raise SaveConflict(str(self.game_path))
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "writer": self.writer,
            "step": self.step + 1,
            "settings": session.settings.to_json(),
            "seen": session.seen,
            "game": bigtwo.dumps(session.game),
        }
        text = json.dumps(data, ensure_ascii=False, indent=1)
        _write(self.game_path, text)
        self.step += 1
        self.known, self.watching = _hash(text.encode("utf-8")), True

    def keep(self, session: Session) -> SaveTrouble | None:
        """Save the game unless this instance has stopped saving, and say what went wrong the
        first time it does: a folder that cannot be written is said once (until a write works
        again), and another instance's save stops this one from saving (until `adopt`).

        Args:
            session: The game.

        Returns:
            None when the game was saved, or there is nothing new to say; else what to say.
        """
        if not self.saving:
            return None
        lang = session.lang
        try:
            self.save(session)
        except SaveConflict:
            self.saving = False
            return SaveTrouble(t("save.conflict", lang), conflict=True)
        except OSError as exc:
            said, self.trouble = self.trouble, why(exc, lang)
            if said is not None:
                return None
            return SaveTrouble(t("save.cannot", lang, folder=self.game_path.parent, reason=self.trouble))
        self.trouble = None
        return None

    def adopt(self, fallback: Settings) -> Session | None:
        """Load the game another instance saved (after a `SaveConflict`) and save again from it.

        Args:
            fallback: The settings for what the file does not say.

        Returns:
            That game, or None when the file is gone.

        Raises:
            DamagedSave: The file is not a whole game (this instance then stays without saving).
        """
        session = self.load(fallback)
        self.saving = True
        return session

    def load(self, fallback: Settings) -> Session | None:
        """The saved game, or None when there is none; raises `DamagedSave` for a bad file."""
        try:
            raw = self.game_path.read_bytes()
            text = raw.decode("utf-8")
        except FileNotFoundError:
            self.known, self.watching = None, True
            return None
        except (OSError, UnicodeDecodeError) as exc:
            raise DamagedSave("save.unreadable", reason=type(exc).__name__) from None
        self.known, self.watching = _hash(raw), True
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
        """The saved game (or None) and a one-line notice if a damaged save was set aside.

        A damaged save that cannot be set aside (a folder that cannot be written) stays where it
        is, and this instance does not save, so as never to write over it.
        """
        lang = fallback.lang
        try:
            return self.load(fallback), None
        except DamagedSave as exc:
            try:
                aside = self.set_aside()
            except OSError as failed:
                self.saving = False
                return None, t("save.damaged-kept", lang, error=exc.detail(lang), reason=why(failed, lang))
            self.known, self.watching = None, True
            return None, t("save.damaged", lang, error=exc.detail(lang), name=aside.name)

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

    def save_settings(self, settings: Settings) -> SaveTrouble | None:
        """Remember these choices for the next start screen.

        Args:
            settings: The choices.

        Returns:
            None when they were written (or the failure was already said); else why they cannot
            be, the first time (the game goes on: they are only not remembered).
        """
        try:
            _write(self.settings_path, json.dumps(settings.to_json(), ensure_ascii=False, indent=1))
        except OSError as exc:
            said, self.settings_trouble = self.settings_trouble, why(exc, settings.lang)
            if said is not None:
                return None
            folder = self.settings_path.parent
            return SaveTrouble(t("save.cannot-remember", settings.lang, folder=folder, reason=self.settings_trouble))
        self.settings_trouble = None
        return None


def _hash(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def _digest(path: Path) -> str | None:
    """The digest of a file's bytes, or None when there is no file (raises `OSError` when it
    cannot be read)."""
    try:
        return _hash(path.read_bytes())
    except FileNotFoundError:
        return None


def _write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (a temporary file renamed over it); raises `OSError`
    when it cannot be written (and leaves no temporary file behind). The temporary name is this
    writer's own, so two instances saving at once never trip over each other's file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f"{path.name}.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp")  # one per writer
    try:
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
        raise
