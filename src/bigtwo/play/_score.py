"""The score card screen: the end of a deal, the match's totals, and what next."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ._labels import t
from ._screen import PlayScreen
from ._session import Session, deal_again, same_cards
from ._widgets import KeyLine


class ScoreScreen(PlayScreen):
    """The end of a deal: the score card row by row, the match's totals, what next."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("m", "menu", show=False)]

    def compose(self) -> ComposeResult:
        """Title, score card, totals, buttons."""
        session = self.session
        lang = session.lang
        card = session.unseen_card or session.score_cards[-1]
        with Vertical(id="score"):
            yield Static(session.header(), id="score-header")
            with Vertical(id="score-card") as box:
                box.border_title = t("score.title", lang)
                yield Static(session.score_text(card), id="score-text")
            totals = session.totals_lines()
            if totals:
                yield Static("\n".join(totals), id="totals")
            with Horizontal(id="score-buttons"):
                if session.over:
                    yield Button(t("button.deal-again", lang), id="deal-again", variant="primary")
                    yield Button(t("button.same-cards", lang), id="same-cards")
                else:
                    yield Button(t("button.next-deal", lang), id="next-deal", variant="primary")
                yield Button(t("button.menu", lang), id="score-menu")
        yield KeyLine(t("keys.score", lang), classes="keys")

    def on_mount(self) -> None:
        """Focus the first button."""
        self.query(Button).first().focus()

    def action_menu(self) -> None:
        """Open the menu."""
        self.play_app.open_menu()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        app = self.play_app
        session = self.session
        session.mark_seen()
        if event.button.id == "next-deal":
            session.log.extend(session.opening_lines())
            app.save()
            app.show_table()
        elif event.button.id == "deal-again":
            app.start(Session(deal_again(session.game, session.settings), session.settings))
        elif event.button.id == "same-cards":
            app.start(Session(same_cards(session.game), session.settings))
        elif event.button.id == "score-menu":
            self.action_menu()
