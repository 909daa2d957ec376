"""The Textual application of `bigtwo play`: the game, the choices and where they are saved,
the first screen, and the way from screen to screen (`PlayHost`, as the screens see it)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

from ._menu import MenuScreen, RulesScreen
from ._score import ScoreScreen
from ._session import Session, Settings
from ._start import StartScreen
from ._store import Store
from ._table import TableScreen


class PlayApp(App[None]):
    """`bigtwo play`: the web game's Big Two against CPU players, saved after every action."""

    CSS_PATH = "play.tcss"
    TITLE = "bigtwo"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+c", "quit", "Quit", show=False, priority=True)]

    def __init__(self, store: Store, settings: Settings, session: Session | None, notice: str | None = None) -> None:
        """Start on the table when ``session`` is given (a resumed or chosen game), else on the
        start screen; ``notice`` is a one-line message to show first (a damaged save)."""
        super().__init__()
        self.store = store
        self.settings = settings
        self.session = session
        self.notice = notice

    @property
    def lang(self) -> str:
        """The language of the texts."""
        return self.session.settings.lang if self.session is not None else self.settings.lang

    def on_mount(self) -> None:
        """Open the first screen."""
        session = self.session
        if session is None or (session.over and session.unseen_card is None):
            self.push_screen(StartScreen(self.notice))
            return
        self.save()
        if session.unseen_card is not None:
            self.push_screen(ScoreScreen())
        else:
            self.push_screen(TableScreen(self.notice))

    def save(self) -> None:
        """Write the game to the save file."""
        if self.session is not None:
            self.store.save(self.session)

    def start(self, session: Session) -> None:
        """Play ``session`` from now on: save it and show its table."""
        self.session = session
        self.settings = session.settings
        session.log.extend(session.opening_lines())
        self.save()
        self.switch_screen(ScoreScreen() if session.unseen_card is not None else TableScreen())

    def show_start(self) -> None:
        """Show the start screen, for a new game."""
        self.switch_screen(StartScreen())

    def show_table(self) -> None:
        """Show the table of the game."""
        self.switch_screen(TableScreen())

    def show_score(self) -> None:
        """Show the score card of the deal that ended."""
        self.switch_screen(ScoreScreen())

    def open_menu(self) -> None:
        """Open the menu over the current screen."""
        self.push_screen(MenuScreen())

    def open_rules(self) -> None:
        """Open the rules of the variant being played over the current screen."""
        self.push_screen(RulesScreen())

    def recompose_current(self) -> None:
        """Redraw the current screen in the new language (after the menu closed)."""

        def again() -> None:
            screen = self.screen
            if isinstance(screen, TableScreen | ScoreScreen):
                screen.refresh(recompose=True)
                if isinstance(screen, TableScreen):
                    screen.call_after_refresh(screen.on_mount)

        self.call_later(again)
