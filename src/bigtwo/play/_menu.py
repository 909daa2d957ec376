"""The modal screens over the game: the menu (the deal code, another code, language, pace,
rules, new game, quit), the rules of the table it opens, and a question with two answers."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

import bigtwo

from ._labels import t, value_label
from ._screen import PlayModal, error_line
from ._session import PACES, Session

UNDERLINES = frozenset({"=", "-"})
"""The characters that underline a heading in the library's text documents."""

TABLE_ROW = re.compile(r"(?P<title>\S.*?)(?P<gap> {2,})(?P<value>\S+)")
"""A row of the options table of a text document: the option's title, spaces, the value's name."""


def rules_text(rules: bigtwo.RuleSet, lang: str) -> Text:
    """The rules document of ``rules`` (`bigtwo.rules_doc`) as the terminal shows it: headings in
    bold without the lines of ``=`` and ``-`` under them, and the options table's values in words
    (the start screen's) instead of their names.

    Args:
        rules: The rule set of the table (the variant with the table's own options).
        lang: A language code.

    Returns:
        The document as styled text.
    """
    lines = bigtwo.rules_doc(rules, lang).split("\n")
    titles = {o.title.render(lang): o.name for o in rules.option_list}
    out = Text()
    skip = False
    for i, line in enumerate(lines):
        if skip:
            skip = False
            continue
        below = lines[i + 1] if i + 1 < len(lines) else ""
        if line and below and set(below) <= UNDERLINES and len(below) == len(line):
            out.append(line, "bold underline" if below[0] == "=" else "bold")
            skip = True
        else:
            out.append(_in_words(line, titles, rules, lang))
        out.append("\n")
    out.rstrip()
    return out


def _in_words(line: str, titles: dict[str, str], rules: bigtwo.RuleSet, lang: str) -> str:
    """A row of the options table with the value in words; any other line as it is."""
    row = TABLE_ROW.fullmatch(line)
    if row is None or row["title"] not in titles:
        return line
    name = titles[row["title"]]
    if rules.option(name) != row["value"]:
        return line
    return row["title"] + row["gap"] + value_label(name, row["value"], lang)


class Question(ModalScreen[bool]):
    """A question with two answers: True for the first, False for the second (and Esc)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "answer(False)", show=False)]

    def __init__(self, question: str, yes: str, no: str, *, focus_yes: bool = False) -> None:
        """``question`` and the labels of its two answers; the focus starts on ``no`` unless
        ``focus_yes``."""
        super().__init__()
        self.question, self.yes, self.no, self.focus_yes = question, yes, no, focus_yes

    def compose(self) -> ComposeResult:
        """The question, then its answers."""
        with Vertical(id="question"):
            yield Static(self.question, id="question-text")
            with Horizontal(id="answers"):
                yield Button(self.yes, id="yes", variant="primary", compact=True)
                yield Button(self.no, id="no", compact=True)

    def on_mount(self) -> None:
        """Focus the chosen answer."""
        self.query_one("#yes" if self.focus_yes else "#no", Button).focus()

    def action_answer(self, answer: bool) -> None:
        """Answer and close."""
        self.dismiss(answer)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


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
        trouble = app.store.save_settings(remembered)
        if trouble is not None:
            app.tell(trouble.message)

    def _unless_in_progress(self, then: Callable[[], None]) -> None:
        """Do ``then`` (which throws the game on the table away) once the player agrees, or at
        once when the game is over."""
        lang = self.session.lang
        if self.session.over:
            then()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                then()

        question = Question(t("menu.confirm-new", lang), t("menu.yes", lang), t("menu.no", lang))
        self.app.push_screen(question, answered)

    def _new_game(self) -> None:
        self.dismiss(None)
        app = self.play_app
        app.settings = self.session.settings
        app.show_start()

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
            self._unless_in_progress(self._new_game)
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

        def play_it() -> None:
            self.dismiss(None)
            self.play_app.start(Session(game, session.settings))

        self._unless_in_progress(play_it)


class RulesScreen(PlayModal):
    """The rules of the table, as the library writes them (`bigtwo.rules_doc` of the game's own
    rule set: the variant with the options chosen for this table), shown by `rules_text`."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss", "Back"), Binding("q", "dismiss", "Back")]

    def compose(self) -> ComposeResult:
        """The rules text, scrollable."""
        session = self.session
        lang = session.lang
        with VerticalScroll(id="rules-doc") as box:
            box.border_title = t("rules.title", lang, variant=session.title)
            yield Static(rules_text(session.rules, lang), id="rules-text")

    def action_dismiss(self, result: None = None) -> None:  # type: ignore[override]
        """Close the rules."""
        self.dismiss(None)
