"""The Textual application: the start screen, the table, the score card and the menu."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.timer import Timer
from textual.widgets import Button, Collapsible, Input, Label, RadioButton, RadioSet, Select, Static

import bigtwo

from ._labels import t
from ._session import (
    HUMAN,
    LEVELS,
    PACE_SECONDS,
    PACES,
    BadCards,
    Session,
    Settings,
    deal_again,
    new_game,
    read_cards,
    same_cards,
)
from ._store import Store
from ._widgets import Hand, RuleRow, Seat

SEED_OPTIONS = ("suit_order", "straights", "flush", "opener")
"""Seed 000's four table rules: the first rows of the start screen."""

DEAL_COUNTS = (1, 2, 3, 4, 5, 10)
"""The numbers of deals the start screen offers (a match's running totals from 2)."""


def _error(exc: bigtwo.BigTwoError, lang: str) -> str:
    """An error of the library as one line, in ``lang`` where it has a translation."""
    message = getattr(exc, "message", None)
    text = message(lang) if callable(message) else str(exc)
    return " ".join(str(text).split())


class PlayApp(App[None]):
    """`bigtwo play`: seed 000's Big Two against CPU players, saved after every action."""

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


class StartScreen(Screen[None]):
    """Seed 000's start screen: the table rules card, the CPU level, the variant, the players, Deal."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+q", "app.quit", show=False)]

    def __init__(self, notice: str | None = None) -> None:
        super().__init__()
        self.notice = notice
        self.rules: bigtwo.RuleSet | None = None

    @property
    def play_app(self) -> PlayApp:
        """The application."""
        app = self.app
        assert isinstance(app, PlayApp)
        return app

    def compose(self) -> ComposeResult:
        """The card of rules, then the choices and the Deal button."""
        settings = self.play_app.settings
        lang = settings.lang
        try:
            rules = settings.rules()
        except bigtwo.BigTwoError as exc:
            self.notice = _error(exc, lang)
            settings.variant, settings.options = "classic", {}
            rules = settings.rules()
        self.rules = rules
        with VerticalScroll(id="start"):
            yield Static(t("app.title", lang), id="title")
            if self.notice:
                yield Static(self.notice, id="notice")
            with Vertical(id="rules-card") as card:
                card.border_title = t("start.rules", lang)
                names = [o.name for o in rules.option_list]
                first = [n for n in SEED_OPTIONS if n in names]
                for name in first:
                    yield self._row(name, rules, lang)
                with Collapsible(title=t("start.more", lang), id="more-rules"):
                    for name in names:
                        if name not in first:
                            yield self._row(name, rules, lang)
            with Horizontal(id="choices"):
                with Vertical(classes="choice"):
                    yield Label(t("start.variant", lang))
                    titles = [
                        (bigtwo.variant(v).title_es if lang == "es" else bigtwo.variant(v).title, v)
                        for v in bigtwo.variants()
                    ]
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
        yield Static(t("keys.start", lang), classes="keys")

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
            self.notify(_error(exc, self.play_app.lang), severity="error")
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
        app.store.save_settings(app.settings)
        try:
            game = new_game(app.settings)
        except bigtwo.BigTwoError as exc:
            self.notify(_error(exc, app.lang), severity="error")
            return
        app.start(Session(game, app.settings))


class TableScreen(Screen[None]):
    """The table: the seats, the play to beat, your hand, the readout and status lines."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "play", show=False),
        Binding("p", "pass", show=False),
        Binding("h", "hint", show=False),
        Binding("s", "skip", show=False),
        Binding("escape", "clear", show=False),
        Binding("m,f2", "menu", show=False),
    ]

    def __init__(self, notice: str | None = None) -> None:
        super().__init__()
        self.message = notice
        self._timer: Timer | None = None
        self._cleared = False

    @property
    def play_app(self) -> PlayApp:
        """The application."""
        app = self.app
        assert isinstance(app, PlayApp)
        return app

    @property
    def session(self) -> Session:
        """The game on the table."""
        session = self.play_app.session
        assert session is not None
        return session

    def compose(self) -> ComposeResult:
        """The table, top to bottom."""
        lang = self.session.lang
        yield Static(id="header")
        with Horizontal(id="seats"):
            for seat in range(1, self.session.state.players):
                yield Seat(id=f"seat-{seat}", classes="seat")
        yield Static(id="table")
        yield Static(id="log")
        yield Static(id="you")
        yield Hand(id="hand")
        yield Static(id="readout")
        yield Static(id="status")
        with Horizontal(id="controls"):
            yield Input(placeholder="3d 3s", id="typed", select_on_focus=False)
            yield Button(t("button.play", lang), id="play", variant="success")
            yield Button(t("button.pass", lang), id="pass")
            yield Button(t("button.hint", lang), id="hint")
            yield Button(t("button.redeal", lang), id="redeal")
            yield Button(t("button.menu", lang), id="menu")
        yield Static(t("keys.table", lang), id="keys", classes="keys")

    def on_mount(self) -> None:
        """Show the state, focus the hand, let the CPU players start."""
        self.query_one(Hand).focus()
        self.show()
        self.schedule_cpu()

    # -- drawing ---------------------------------------------------------------------------------

    def show(self) -> None:
        """Draw everything from the session."""
        s = self.session
        state, lang = s.state, s.lang
        self.query_one("#header", Static).update(s.header())
        for seat in range(1, state.players):
            self.query_one(f"#seat-{seat}", Seat).show(
                s.names[seat],
                s.seat_marks(seat),
                s.last_action(seat),
                lang,
                turn=state.to_move == seat and not state.over,
                one=seat in state.one_card,
            )
        self.query_one("#table", Static).update(s.table_line())
        self.query_one("#log", Static).update("\n".join(s.log[-4:]))
        you = [s.names[HUMAN], *s.seat_marks(HUMAN)[1:], s.seat_readout(HUMAN)]
        you_line = self.query_one("#you", Static)
        you_line.update(" · ".join(you))
        you_line.set_class(s.your_turn, "-turn")
        self.query_one(Hand).show(s.hand(), s.selection)
        self.query_one("#readout", Static).update(s.readout())
        refusal = s.refusal() if s.your_turn else None
        if s.cpu_turn:
            status = t("status.cpu", lang, who=s.who(state.to_move))
        elif state.over:  # the score card comes after the pause
            status = t("status.over", lang)
        elif self.message:
            status = self.message
        else:
            status = refusal or t("status.ready", lang)
        self.query_one("#status", Static).update(status)
        self.query_one("#status", Static).set_class(refusal is not None and not self.message, "-refused")
        self.query_one("#play", Button).disabled = refusal is not None or not s.your_turn
        self.query_one("#pass", Button).disabled = not s.your_turn
        self.query_one("#hint", Button).disabled = not s.your_turn
        self.query_one("#redeal", Button).display = s.can_redeal()

    def say(self, message: str | None) -> None:
        """Put a message in the status line (until the selection changes)."""
        self.message = message
        self.show()

    # -- your actions ----------------------------------------------------------------------------

    def _after_action(self) -> None:
        self.message = None
        self._cleared = self.session.cleared  # your pass may clear the table: a longer pause then
        self.play_app.save()
        self.show()
        self.schedule_cpu()

    @on(Hand.Toggled)
    def _toggled(self, event: Hand.Toggled) -> None:
        if self.session.your_turn:
            self.session.toggle(event.card)
            self.say(None)

    @on(Hand.Typing)
    def _typing(self, event: Hand.Typing) -> None:
        """Keys typed on the hand, in order: into the card input (Enter submits it)."""
        typed = self.query_one("#typed", Input)
        typed.focus()
        if event.character == "\n":
            self._submit_typed(typed.value)
        elif event.character == "\b":
            typed.action_delete_left()
        else:
            typed.insert_text_at_cursor(event.character)

    @on(Input.Changed, "#typed")
    def _typed_changed(self, event: Input.Changed) -> None:
        """Typed cards become the selection as soon as they read as cards."""
        try:
            cards = read_cards(self.query_one("#typed", Input).value)  # now, not when the event was sent
        except BadCards:
            return
        if self.session.your_turn and cards:
            self.session.selection = cards
            self.say(None)

    @on(Input.Submitted, "#typed")
    def _typed_submitted(self, event: Input.Submitted) -> None:
        """Enter on typed cards: play them, or say why not."""
        self._submit_typed(event.value)

    def _submit_typed(self, value: str) -> None:
        try:
            cards = read_cards(value)
        except BadCards as exc:
            self.say(t("status.bad-card", self.session.lang, token=exc.token))
            return
        if cards:
            self.session.selection = cards
        self.action_play()

    def action_play(self) -> None:
        """Play the selection, or say why it cannot be played."""
        s = self.session
        if not s.your_turn:
            return
        refusal = s.play_selection()
        if refusal is not None:
            self.say(refusal)
            return
        typed = self.query_one("#typed", Input)
        typed.value = ""
        if typed.has_focus:
            self.query_one(Hand).focus()
        self._after_action()

    def action_pass(self) -> None:
        """Pass, unless you lead (then say so)."""
        s = self.session
        if not s.your_turn:
            return
        refusal = s.refusal(bigtwo.Pass())
        if refusal is not None:
            self.say(refusal)
            return
        s.act(bigtwo.Pass())
        self._after_action()

    def action_hint(self) -> None:
        """Select the hint; never play it."""
        s = self.session
        if s.your_turn:
            self.say(s.hint_line(s.hint()))

    def action_clear(self) -> None:
        """Unselect everything, and give the keys back to the hand (p, h, s, m work again)."""
        self.session.selection = ()
        self.query_one("#typed", Input).value = ""
        self.query_one(Hand).focus()
        self.say(None)

    def action_menu(self) -> None:
        """Open the menu."""
        self.app.push_screen(MenuScreen())

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        actions = {
            "play": self.action_play,
            "pass": self.action_pass,
            "hint": self.action_hint,
            "menu": self.action_menu,
            "redeal": self._redeal,
        }
        if event.button.id in actions:
            actions[event.button.id]()

    def _redeal(self) -> None:
        if self.session.can_redeal():
            self.session.act(bigtwo.Redeal(HUMAN))
            self._after_action()

    # -- the CPU players ---------------------------------------------------------------------------

    def schedule_cpu(self) -> None:
        """Let the next CPU player act after the pace's pause (at once when Instant), or show
        the score card when the deal is over."""
        if self._timer is not None:
            return
        s = self.session
        delay = PACE_SECONDS[s.settings.pace] * (2 if self._cleared else 1)
        if s.cpu_turn:
            if delay == 0:
                self.skip()
            else:
                self._timer = self.set_timer(delay, self._cpu_step)
        elif s.unseen_card is not None:
            if delay == 0:
                self.app.switch_screen(ScoreScreen())
            else:
                self._timer = self.set_timer(delay, self._score)

    def _cpu_step(self) -> None:
        self._timer = None
        if not self.is_current or not self.session.cpu_turn:
            return
        self.session.cpu_act()
        self._cleared = self.session.cleared
        self.play_app.save()
        self.show()
        self.schedule_cpu()

    def _score(self) -> None:
        self._timer = None
        if self.is_current:
            self.app.switch_screen(ScoreScreen())

    def skip(self) -> None:
        """Play every CPU turn up to yours at once."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        s = self.session
        while s.cpu_turn:
            s.cpu_act()
            self.play_app.save()
        self._cleared = False
        self.show()
        if s.unseen_card is not None:
            self.app.switch_screen(ScoreScreen())

    def action_skip(self) -> None:
        """Skip ahead to your turn (or to the score card)."""
        s = self.session
        if s.cpu_turn or (s.unseen_card is not None and self._timer is not None):
            self.skip()

    def on_screen_resume(self) -> None:
        """Back from the menu: redraw (the language or the pace may have changed)."""
        self.show()
        self.schedule_cpu()


class ScoreScreen(Screen[None]):
    """The end of a deal: the score card row by row, the match's totals, what next."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("m", "menu", show=False)]

    @property
    def play_app(self) -> PlayApp:
        """The application."""
        app = self.app
        assert isinstance(app, PlayApp)
        return app

    def compose(self) -> ComposeResult:
        """Title, score card, totals, buttons."""
        session = self.play_app.session
        assert session is not None
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
        yield Static(t("keys.score", lang), classes="keys")

    def on_mount(self) -> None:
        """Focus the first button."""
        self.query(Button).first().focus()

    def action_menu(self) -> None:
        """Open the menu."""
        self.app.push_screen(MenuScreen())

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        app = self.play_app
        session = app.session
        assert session is not None
        session.mark_seen()
        if event.button.id == "next-deal":
            session.log.extend(session.opening_lines())
            app.save()
            app.switch_screen(TableScreen())
        elif event.button.id == "deal-again":
            app.start(Session(deal_again(session.game, session.settings), session.settings))
        elif event.button.id == "same-cards":
            app.start(Session(same_cards(session.game), session.settings))
        elif event.button.id == "score-menu":
            self.action_menu()


class MenuScreen(ModalScreen[None]):
    """The menu: the deal code (copied), another code, language, pace, rules, new game, quit."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss", "Back")]

    @property
    def play_app(self) -> PlayApp:
        """The application."""
        app = self.app
        assert isinstance(app, PlayApp)
        return app

    @property
    def session(self) -> Session:
        """The game."""
        session = self.play_app.session
        assert session is not None
        return session

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
            _recompose_current(self.play_app)
        elif button == "pace":
            settings.pace = PACES[(PACES.index(settings.pace) + 1) % len(PACES)]
            self._remember()
            event.button.label = t("menu.pace", lang, pace=t(f"pace.{settings.pace}", lang))
        elif button == "rules":
            self.app.push_screen(RulesScreen())
        elif button == "new":
            self.dismiss(None)
            app = self.play_app
            app.settings = session.settings
            app.switch_screen(StartScreen())
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
            self.query_one("#code-line", Static).update(_error(exc, session.lang))
            return
        self.dismiss(None)
        self.play_app.start(Session(game, session.settings))


def _recompose_current(app: PlayApp) -> None:
    """Redraw the current screen in the new language (after the menu closed)."""

    def again() -> None:
        screen = app.screen
        if isinstance(screen, TableScreen | ScoreScreen):
            screen.refresh(recompose=True)
            if isinstance(screen, TableScreen):
                screen.call_after_refresh(screen.on_mount)

    app.call_later(again)


class RulesScreen(ModalScreen[None]):
    """The rules of the variant being played, as the library writes them (`bigtwo.rules_doc`)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss", "Back"), Binding("q", "dismiss", "Back")]

    def compose(self) -> ComposeResult:
        """The rules text, scrollable."""
        app = self.app
        assert isinstance(app, PlayApp) and app.session is not None
        lang = app.session.lang
        with VerticalScroll(id="rules-doc") as box:
            box.border_title = t("rules.title", lang, variant=app.session.rules.variant)
            yield Static(bigtwo.rules_doc(app.session.rules, lang), markup=False)

    def action_dismiss(self, result: None = None) -> None:  # type: ignore[override]
        """Close the rules."""
        self.dismiss(None)
