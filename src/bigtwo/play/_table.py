"""The table: the seats, the play to beat, your hand, the readout and status lines; your
actions, and the CPU players' turns at the chosen pace."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.timer import Timer
from textual.widgets import Button, Input, Static

import bigtwo

from ._labels import t
from ._screen import PlayScreen
from ._session import HUMAN, PACE_SECONDS, BadCards, read_cards
from ._widgets import Events, Hand, KeyLine, Seat


class TableScreen(PlayScreen):
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

    def compose(self) -> ComposeResult:
        """The table, top to bottom."""
        lang = self.session.lang
        yield Static(id="header")
        with Horizontal(id="seats"):
            for seat in range(1, self.session.state.players):
                yield Seat(id=f"seat-{seat}", classes="seat")
        yield Static(id="table")
        yield Events(id="log")
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
        yield KeyLine(t("keys.table", lang), id="keys", classes="keys")

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
        self.query_one("#log", Events).show(s.log)
        you = [s.names[HUMAN], *s.seat_marks(HUMAN)[1:], s.seat_readout(HUMAN)]
        you_line = self.query_one("#you", Static)
        you_line.update(" · ".join(you))
        you_line.set_class(s.your_turn, "-turn")
        self.query_one(Hand).show(s.hand(), s.selection)
        refusal = s.refusal() if s.your_turn else None
        if s.cpu_turn:
            status = t("status.cpu", lang, who=s.who(state.to_move))
        elif state.over:  # the score card comes after the pause
            status = t("status.over", lang)
        elif self.message:
            status = self.message
        else:
            status = refusal or t("status.ready", lang)
        # A refused selection's reason is the readout too (`bigtwo.describe`): said once, in the status line.
        readout = s.readout()
        self.query_one("#readout", Static).update("" if readout == status else readout)
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
        self.play_app.open_menu()

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
                self.play_app.show_score()
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
            self.play_app.show_score()

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
            self.play_app.show_score()

    def action_skip(self) -> None:
        """Skip ahead to your turn (or to the score card)."""
        s = self.session
        if s.cpu_turn or (s.unseen_card is not None and self._timer is not None):
            self.skip()

    def on_screen_resume(self) -> None:
        """Back from the menu: redraw (the language or the pace may have changed)."""
        self.show()
        self.schedule_cpu()
