"""`bigtwo play`: the web game's Big Two in the terminal (the `play` extra), built on the public API only.

The game is the one of "Big Two: how to play", the rules page of a web game against three CPU
players. ``bigtwo play`` opens a Textual application (a start screen with the table rules, the
table, the score card, a menu); ``bigtwo play --plain`` is the same game line by line and needs
only ``platformdirs``. The game is saved after every action (see `Store`) and resumed on the next
run. This package imports only ``bigtwo``, ``bigtwo.players`` and ``bigtwo.errors`` from the
library, and Textual only when the full-screen interface starts.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import TextIO

import attrs

import bigtwo

from ._labels import default_language, t
from ._session import LEVELS, PACES, Session, Settings, game_from_code, new_game
from ._store import Store

__all__ = [
    "LEVELS",
    "PACES",
    "Launch",
    "PlayOptions",
    "Session",
    "Settings",
    "Store",
    "default_language",
    "main",
    "prepare",
    "settings_for",
]


@attrs.frozen
class PlayOptions:
    """The options of ``bigtwo play`` (None: not given on the command line)."""

    variant: str | None = None
    option: Mapping[str, str] = attrs.field(factory=dict)
    """Option values, applied over the variant's (``bigtwo.settings`` reads them from ``NAME=VALUE``)."""
    level: str | None = None
    players: int | None = None
    deals: int | None = None
    seed: int | None = None
    code: str | None = None
    lang: str | None = None
    new: bool = False
    plain: bool | None = None
    """True for the line interface, False for the full screen, None to choose by the terminal."""
    data_dir: str | None = None


def settings_for(options: PlayOptions, remembered: Settings) -> Settings:
    """The remembered choices with the command line's on top; raises `bigtwo.BigTwoError` for
    rules that cannot be built."""
    settings = attrs.evolve(remembered, options=dict(remembered.options))
    if options.variant is not None:
        settings.variant, settings.options = options.variant, {}
    if options.option:
        settings.options = {**settings.options, **options.option}
    for name in ("level", "players", "deals", "lang"):
        value = getattr(options, name)
        if value is not None:
            setattr(settings, name, value)
    settings.rules()  # a bad variant or value stops here, with the library's message
    return settings


class UsageError(bigtwo.BigTwoError):
    """A command-line choice ``bigtwo play`` cannot take, with its message in every language.

    Its `code` is ``play-`` and the text's name (``play-deals``); `message` renders the
    application's own text, so the command line prints it in the player's language.
    """

    def __init__(self, key: str, /, **fields: object) -> None:
        Exception.__init__(self, key, fields)

    @property
    def code(self) -> str:
        """``play-`` and the name of the text (``play-deals``)."""
        return "play-" + str(self.args[0]).partition(".")[2]

    def message(self, lang: str = "en") -> str:
        """The message in ``lang``."""
        return t(str(self.args[0]), lang, **self.params)


def chooses_game(options: PlayOptions) -> bool:
    """Whether the command line chooses another game than a saved one could be: the variant,
    an option, the players or the number of deals (then the saved game is not resumed)."""
    return (
        options.variant is not None or bool(options.option) or options.players is not None or options.deals is not None
    )


@attrs.define
class Launch:
    """What ``bigtwo play`` starts with: where it saves, the choices, the game, a notice."""

    store: Store
    settings: Settings
    session: Session | None
    """The game to show at once (resumed, or chosen by --seed or --code); None: a new one."""
    notice: str | None
    """A one-line notice to show first (a damaged save that was set aside)."""


def prepare(options: PlayOptions) -> Launch:
    """Read the remembered choices and the saved game, apply the command line; raises
    `bigtwo.BigTwoError` (a one-line message) for bad options."""
    store = Store.default(options.data_dir)
    base = Settings(lang=options.lang or default_language())
    settings = settings_for(options, store.load_settings(base))
    if options.deals is not None and options.deals < 1:
        raise UsageError("usage.deals", deals=options.deals)
    session: Session | None = None
    notice = None
    if options.code is not None:
        session = Session(game_from_code(options.code), settings)
        session.log.extend(session.opening_lines())
    elif options.seed is not None:
        session = Session(new_game(settings, options.seed), settings)
        session.log.extend(session.opening_lines())
    elif not options.new and not chooses_game(options):
        session, notice = store.open(settings)
        if session is not None:
            for name in ("level", "lang"):
                if getattr(options, name) is not None:
                    setattr(session.settings, name, getattr(options, name))
            session.log.append(t("event.resumed", session.lang))
            if session.over and session.unseen_card is None:
                session = None
    return Launch(store, settings, session, notice)


def main(options: PlayOptions, *, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Run ``bigtwo play``; returns the exit status."""
    stdin = stdin if stdin is not None else sys.stdin
    stdout = stdout if stdout is not None else sys.stdout
    launch = prepare(options)
    plain = options.plain
    if plain is None:
        plain = not (_isatty(stdin) and _isatty(stdout))
    if plain:
        from ._plain import PlainGame

        return PlainGame(launch.store, launch.settings, stdin, stdout).run(launch.session, launch.notice)
    from ._app import PlayApp  # textual: the play extra

    PlayApp(launch.store, launch.settings, launch.session, launch.notice).run()
    return 0


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
