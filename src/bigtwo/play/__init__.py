"""`bigtwo play`: the web game's Big Two in the terminal (the `play` extra), built on the public API only.

The game is the one of "Big Two: how to play", the rules page of a web game against three CPU
players. ``bigtwo play`` opens a Textual application (a start screen with the table rules, the
table, the score card, a menu); ``bigtwo play --plain`` is the same game line by line and needs
only ``platformdirs``. The game is saved after every action (see `Store`) and resumed on the next
run. This package imports only ``bigtwo``, ``bigtwo.players`` and ``bigtwo.errors`` from the
library, and Textual only when the full-screen interface starts.

Without ``--plain``, the full screen opens when standard input and output are a terminal, or
when a Textual driver is named (``TEXTUAL_DRIVER``: ``textual-serve`` and ``textual-web`` run the
game through pipes and set it), or when ``BIGTWO_FULL_SCREEN=1`` asks for it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import TextIO

import attrs

import bigtwo

from ._labels import default_language, t
from ._session import LEVELS, PACES, Session, Settings, game_from_code, new_game
from ._store import Store

ENV_FULL_SCREEN = "BIGTWO_FULL_SCREEN"
"""The environment variable that opens the full-screen app even when standard input or output is
not a terminal (``1``; ``0`` or empty: choose by the terminal)."""

ENV_DRIVER = "TEXTUAL_DRIVER"
"""The variable through which ``textual-serve`` and ``textual-web`` give Textual its driver: the
app then talks to a browser through pipes, and the full screen is what they serve."""

__all__ = [
    "ENV_FULL_SCREEN",
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
    "wants_plain",
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
    store.look()  # from now on, a game another instance saves there is never overwritten unasked
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


def wants_plain(options: PlayOptions, stdin: TextIO, stdout: TextIO, environ: Mapping[str, str] | None = None) -> bool:
    """Whether ``bigtwo play`` runs line by line: as the options say (``--plain``), else when
    standard input or output is not a terminal, unless the environment asks for the full screen
    (`ENV_FULL_SCREEN`) or names a Textual driver (`ENV_DRIVER`, as ``textual-serve`` does).

    Args:
        options: The command line's options (``plain``: True, False or None to choose).
        stdin: The standard input.
        stdout: The standard output.
        environ: The environment (default: `os.environ`).

    Returns:
        True for the line-by-line game, False for the full screen.
    """
    if options.plain is not None:
        return options.plain
    env = os.environ if environ is None else environ
    if env.get(ENV_FULL_SCREEN, "").strip() not in ("", "0") or env.get(ENV_DRIVER):
        return False
    return not (_isatty(stdin) and _isatty(stdout))


def main(options: PlayOptions, *, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Run ``bigtwo play``; returns the exit status."""
    stdin = stdin if stdin is not None else sys.stdin
    stdout = stdout if stdout is not None else sys.stdout
    launch = prepare(options)
    if wants_plain(options, stdin, stdout):
        from ._plain import PlainGame

        return PlainGame(launch.store, launch.settings, stdin, stdout).run(launch.session, launch.notice)
    from ._app import PlayApp  # textual: the play extra

    app = PlayApp(launch.store, launch.settings, launch.session, launch.notice)
    app.run()
    # Textual catches a crash, prints it and records the status 1 in `return_code` (run() returns
    # the app's result, None either way): the command's status is that one.
    return app.return_code or 0


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
