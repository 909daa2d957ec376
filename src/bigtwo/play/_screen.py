"""What the screens of the Textual application share: the application as they see it, their
base classes, and an error of the library as one line.

The application imports its screens, so no screen imports the application: each reaches it
through `PlayHost`, the part of it the screens use, and asks it for the next screen.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from textual.screen import ModalScreen, Screen

import bigtwo

from ._session import Session, Settings
from ._store import Store


def error_line(exc: bigtwo.BigTwoError, lang: str) -> str:
    """An error of the library as one line, in ``lang`` where it has a translation."""
    message = getattr(exc, "message", None)
    text = message(lang) if callable(message) else str(exc)
    return " ".join(str(text).split())


@runtime_checkable
class PlayHost(Protocol):
    """The application as its screens use it: the game, the choices and where they are saved,
    and the way to the other screens."""

    store: Store
    settings: Settings
    session: Session | None

    @property
    def lang(self) -> str:
        """The language of the texts."""

    def save(self) -> None:
        """Write the game to the save file."""

    def tell(self, message: str) -> None:
        """Say ``message`` (in the status line of the table, else in a notification)."""

    def start(self, session: Session) -> None:
        """Play ``session`` from now on: save it and show its table."""

    def show_start(self) -> None:
        """Show the start screen, for a new game."""

    def show_table(self) -> None:
        """Show the table of the game."""

    def show_score(self) -> None:
        """Show the score card of the deal that ended."""

    def open_menu(self) -> None:
        """Open the menu over the current screen."""

    def open_rules(self) -> None:
        """Open the rules of the variant being played over the current screen."""

    def recompose_current(self) -> None:
        """Redraw the current screen in the new language (after the menu closed)."""


class PlayScreen(Screen[None]):
    """A screen of the application."""

    @property
    def play_app(self) -> PlayHost:
        """The application."""
        app = self.app
        assert isinstance(app, PlayHost)
        return app

    @property
    def session(self) -> Session:
        """The game being played (every screen but the start screen has one)."""
        session = self.play_app.session
        assert session is not None
        return session


class PlayModal(ModalScreen[None], PlayScreen):
    """A modal screen of the application, over another one (the menu, the rules)."""
