"""The Textual application of `bigtwo play`: the game, the choices and where they are saved,
the first screen, and the way from screen to screen (`PlayHost`, as the screens see it).

A save that fails does not stop the game: why is said once (in the status line of the table, in
a notification elsewhere), and another ``bigtwo play``'s save found on disk is asked about.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen

from ._labels import t
from ._menu import MenuScreen, Question, RulesScreen
from ._score import ScoreScreen
from ._session import Session, Settings
from ._start import StartScreen
from ._store import DamagedSave, SaveTrouble, Store
from ._table import TableScreen

NOTICE_SECONDS = 30
"""How long a notification stays (one that says why the game is not saved)."""


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
        self._show_game(self.store.keep(session), switch=False, notice=self.notice)

    def _show_game(self, trouble: SaveTrouble | None, *, switch: bool, notice: str | None = None) -> None:
        """Show the game's table (or its score card), then what its first save has to say:
        a failure in the table's status line, a conflict as a question over it."""
        session = self.session
        assert session is not None
        screen: ScoreScreen | TableScreen
        if session.unseen_card is not None:
            screen = ScoreScreen()
        elif trouble is not None and not trouble.conflict:
            screen, trouble = TableScreen(trouble.message), None
        else:
            screen = TableScreen(notice)
        if switch:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        self._answer(trouble)

    def save(self) -> None:
        """Write the game to the save file; say why not, once, when it cannot be written, and
        ask what to do when another ``bigtwo play`` saved a game there since."""
        if self.session is not None:
            self._answer(self.store.keep(self.session))

    def _answer(self, trouble: SaveTrouble | None) -> None:
        """Say why the game was not saved, or ask what to do about another instance's save."""
        if trouble is None:
            return
        if not trouble.conflict:
            self.tell(trouble.message)
            return
        lang = self.lang
        question = Question(trouble.message, t("save.load-other", lang), t("save.keep-playing", lang))
        self.push_screen(question, self._conflict_answered)

    def _conflict_answered(self, load: bool | None) -> None:
        """Load the other instance's game, or go on without saving (said in the status line)."""
        lang = self.lang
        if not load:
            self.tell(t("save.not-saving", lang))
            return
        try:
            other = self.store.adopt(self.settings)
        except DamagedSave as exc:
            self.tell(t("save.other-unreadable", lang, error=exc.detail(lang)))
            return
        if other is None:  # the other file is gone: this game is saved again
            self.save()
            return
        other.log.append(t("save.other-loaded", other.lang))
        self.resume(other)

    def tell(self, message: str) -> None:
        """Say ``message``: in the status line of the table, else in a notification that stays a while."""
        screen = self.screen
        if isinstance(screen, TableScreen):
            screen.say(message)
        else:
            self.notify(message, severity="warning", timeout=NOTICE_SECONDS)

    def start(self, session: Session) -> None:
        """Play ``session`` from now on: save it and show its table."""
        self.session = session
        self.settings = session.settings
        session.log.extend(session.opening_lines())
        self._show_game(self.store.keep(session), switch=True)

    def resume(self, session: Session) -> None:
        """Play ``session``, a game read from the save file, from now on: show its table, its
        score card, or the start screen when it is over (the screens over the game close)."""
        self.session = session
        self.settings = session.settings
        while len(self.screen_stack) > 1 and isinstance(self.screen, ModalScreen):
            self.pop_screen()
        if session.over and session.unseen_card is None:
            self.switch_screen(StartScreen())
        elif session.unseen_card is not None:
            self.switch_screen(ScoreScreen())
        else:
            self.switch_screen(TableScreen())

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
