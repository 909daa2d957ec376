"""The two modal screens over the game: the menu (the deal code, another code, language, pace,
rules, new game, quit) and the rules of the variant it opens."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Button, Input, Static

import bigtwo

from ._labels import t
from ._screen import PlayModal, error_line
from ._session import PACES, Session


class MenuScreen(PlayModal):
    """The menu: the deal code (copied), another code, language, pace, rules, new game, quit."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss", "Back")]

    def compose(self) -> ComposeResult:
        """The menu's buttons."""
        lang = self.session.lang
        with Vertical(id="menu") as box:
            box.border_title = t("menu.title", lang)
            # Compact widgets (one line each), so the whole menu fits an 80x24 terminal.
            yield Button(t("menu.copy", lang), id="copy", compact=True)
            yield Static(t("menu.code", lang, code=self.session.code), id="code-line")
            placeholder = t("menu.enter-code", lang) + ": " + t("menu.code-placeholder", lang)
            yield Input(placeholder=placeholder, id="code", compact=True)
            yield Button(t("menu.language", lang), id="language", compact=True)
            yield Button(
                t("menu.pace", lang, pace=t(f"pace.{self.session.settings.pace}", lang)), id="pace", compact=True
            )
            yield Button(t("menu.rules", lang), id="rules", compact=True)
            yield Button(t("menu.new", lang), id="new", compact=True)
            yield Button(t("menu.quit", lang), id="quit", compact=True)
            yield Button(t("menu.back", lang), id="back", compact=True)

    def action_dismiss(self, result: None = None) -> None:  # type: ignore[override]
        """Close the menu."""
        self.dismiss(None)

    def _remember(self) -> None:
        app = self.play_app
        app.save()
        remembered = app.store.load_settings(self.session.settings)
        remembered.lang, remembered.pace = self.session.settings.lang, self.session.settings.pace
        app.store.save_settings(remembered)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        session = self.session
        settings = session.settings
        lang = session.lang
        button = event.button.id
        if button == "copy":
            self.app.copy_to_clipboard(session.code)
            self.query_one("#code-line", Static).update(t("menu.copied", lang, code=session.code))
        elif button == "language":
            settings.lang = "en" if lang == "es" else "es"
            self._remember()
            self.dismiss(None)
            self.play_app.recompose_current()
        elif button == "pace":
            settings.pace = PACES[(PACES.index(settings.pace) + 1) % len(PACES)]
            self._remember()
            event.button.label = t("menu.pace", lang, pace=t(f"pace.{settings.pace}", lang))
        elif button == "rules":
            self.play_app.open_rules()
        elif button == "new":
            self.dismiss(None)
            app = self.play_app
            app.settings = session.settings
            app.show_start()
        elif button == "quit":
            self.app.exit()
        elif button == "back":
            self.dismiss(None)

    @on(Input.Submitted, "#code")
    def _code(self, event: Input.Submitted) -> None:
        """Play the deal a code names."""
        session = self.session
        try:
            game = bigtwo.new_game(code=event.value.strip())
        except bigtwo.BigTwoError as exc:
            self.query_one("#code-line", Static).update(error_line(exc, session.lang))
            return
        self.dismiss(None)
        self.play_app.start(Session(game, session.settings))


class RulesScreen(PlayModal):
    """The rules of the variant being played, as the library writes them (`bigtwo.rules_doc`)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss", "Back"), Binding("q", "dismiss", "Back")]

    def compose(self) -> ComposeResult:
        """The rules text, scrollable."""
        session = self.session
        lang = session.lang
        with VerticalScroll(id="rules-doc") as box:
            box.border_title = t("rules.title", lang, variant=session.rules.variant)
            yield Static(bigtwo.rules_doc(session.rules, lang), markup=False)

    def action_dismiss(self, result: None = None) -> None:  # type: ignore[override]
        """Close the rules."""
        self.dismiss(None)
