"""The start screen: the card of table rules, the variant, the CPU level, the players, the
number of deals, and Deal."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Collapsible, Label, RadioButton, RadioSet, Select, Static

import bigtwo

from ._labels import t
from ._screen import PlayScreen, error_line
from ._session import LEVELS, Session, new_game
from ._widgets import KeyLine, RuleRow

FIRST_ROWS = ("suit_order", "straights", "flush", "opener")
"""The four table rules of the web game's start screen: the first rows of ours."""

DEAL_COUNTS = (1, 2, 3, 4, 5, 10)
"""The numbers of deals the start screen offers (a match's running totals from 2)."""


class StartScreen(PlayScreen):
    """The start screen, after the web game's: the table rules card, the CPU level, the variant, the players, Deal."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+q", "app.quit", show=False)]

    def __init__(self, notice: str | None = None) -> None:
        super().__init__()
        self.notice = notice
        self.rules: bigtwo.RuleSet | None = None

    def compose(self) -> ComposeResult:
        """The card of rules, then the choices and the Deal button."""
        settings = self.play_app.settings
        lang = settings.lang
        try:
            rules = settings.rules()
        except bigtwo.BigTwoError as exc:
            self.notice = error_line(exc, lang)
            settings.variant, settings.options = "classic", {}
            rules = settings.rules()
        self.rules = rules
        if self.notice:  # above the scrolling part, so that it stays in sight
            yield Static(self.notice, id="notice")
        with VerticalScroll(id="start"):
            yield Static(t("app.title", lang), id="title")
            with Vertical(id="rules-card") as card:
                card.border_title = t("start.rules", lang)
                names = [o.name for o in rules.option_list]
                first = [n for n in FIRST_ROWS if n in names]
                for name in first:
                    yield self._row(name, rules, lang)
                with Collapsible(title=t("start.more", lang), id="more-rules"):
                    for name in names:
                        if name not in first:
                            yield self._row(name, rules, lang)
            with Horizontal(id="choices"):
                with Vertical(classes="choice"):
                    yield Label(t("start.variant", lang))
                    titles = [(bigtwo.variant(v).title.render(lang), v) for v in bigtwo.variants()]
                    yield Select(titles, value=settings.variant, allow_blank=False, id="variant")
                with Vertical(classes="choice"):
                    yield Label(t("start.level", lang))
                    with RadioSet(id="level"):
                        for level in LEVELS:
                            yield RadioButton(t(f"level.{level}", lang), value=level == settings.level)
                with Vertical(classes="choice"):
                    yield Label(t("start.players", lang))
                    with RadioSet(id="players"):
                        for n in self._player_counts(rules):
                            yield RadioButton(str(n), value=n == settings.players, name=str(n))
                with Vertical(classes="choice"):
                    yield Label(t("start.deals", lang))
                    counts = sorted({*DEAL_COUNTS, settings.deals})
                    yield Select([(str(n), n) for n in counts], value=settings.deals, allow_blank=False, id="deals")
            yield Button(t("button.deal", lang), id="deal", variant="primary")
        yield KeyLine(t("keys.start", lang), classes="keys")

    def on_mount(self) -> None:
        """Focus the Deal button, so Enter deals at once."""
        self.query_one("#deal", Button).focus()

    @staticmethod
    def _row(name: str, rules: bigtwo.RuleSet, lang: str) -> RuleRow:
        option = next(o for o in rules.option_list if o.name == name)
        values = [v.value for v in bigtwo.option_values(name)]
        return RuleRow(option, values, rules, lang)

    @staticmethod
    def _player_counts(rules: bigtwo.RuleSet) -> list[int]:
        """The table sizes the rules deal for (2 to 4)."""
        found = []
        for n in (2, 3, 4):
            try:
                bigtwo.new_game(rules, players=n, seed=0)
            except bigtwo.BigTwoError:
                continue
            found.append(n)
        return found

    def _remember_rules(self, rules: bigtwo.RuleSet) -> None:
        settings = self.play_app.settings
        base = bigtwo.ruleset(settings.variant).values
        settings.options = {k: v for k, v in rules.values.items() if base.get(k) != v}

    @on(RuleRow.Changed)
    def _rule_changed(self, event: RuleRow.Changed) -> None:
        """A rule changed: rebuild the rules and rewrite the rows at once."""
        assert self.rules is not None
        try:
            rules = self.rules.with_options(**{event.option: event.value})
        except bigtwo.BigTwoError as exc:
            self.notify(error_line(exc, self.play_app.lang), severity="error")
            return
        self.rules = rules
        self._remember_rules(rules)
        for row in self.query(RuleRow):
            row.show(rules)

    @on(Select.Changed, "#variant")
    def _variant_changed(self, event: Select.Changed) -> None:
        settings = self.play_app.settings
        if isinstance(event.value, str) and event.value != settings.variant:
            settings.variant, settings.options = event.value, {}
            self.refresh(recompose=True)

    @on(RadioSet.Changed, "#level")
    def _level_changed(self, event: RadioSet.Changed) -> None:
        self.play_app.settings.level = LEVELS[event.index]

    @on(RadioSet.Changed, "#players")
    def _players_changed(self, event: RadioSet.Changed) -> None:
        if event.pressed.name:
            self.play_app.settings.players = int(event.pressed.name)

    @on(Select.Changed, "#deals")
    def _deals_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, int):
            self.play_app.settings.deals = event.value

    @on(Button.Pressed, "#deal")
    def deal(self) -> None:
        """Deal with the chosen rules, and remember the choices."""
        app = self.play_app
        trouble = app.store.save_settings(app.settings)
        try:
            game = new_game(app.settings)
        except bigtwo.BigTwoError as exc:
            self.notify(error_line(exc, app.lang), severity="error")
            return
        app.start(Session(game, app.settings))
        if trouble is not None and app.store.trouble is None:  # the game's own failure says it first
            app.tell(trouble.message)
