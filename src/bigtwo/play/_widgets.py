"""The pieces of the Textual screens: your hand, a seat, a row of the table rules, the last
events, and the line of keys."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Label, Select, Static, Switch

import bigtwo

from ._labels import t, value_label

CELL = 6
"""Columns per card in the hand: a box of five and a gap."""

ROW_LINES = 4
"""Lines per row of cards: a selected card is drawn one line higher."""

RED_SUITS = frozenset({bigtwo.Suit.DIAMONDS, bigtwo.Suit.HEARTS})
"""The suits printed in red."""

CARD_KEYS = frozenset("0123456789tjqkaTJQKA♦♣♥♠")
"""Keys that start typing cards when the hand has the focus."""

TYPED_KEYS = {"enter": "\n", "backspace": "\b"}
"""Keys that the hand passes on to the card input while cards are being typed."""

KEY_SEPARATOR = " · "
"""What separates two keys in a line of keys (the labels ``keys.*`` are written with it)."""


class KeyLine(Widget):
    """A line of keys (``p pass · h hint · m menu``) that wraps between keys, never inside one,
    onto as many lines as the width needs."""

    def __init__(self, keys: str, *, id: str | None = None, classes: str | None = None) -> None:
        """``keys``: the keys and what they do, separated by `KEY_SEPARATOR`."""
        super().__init__(id=id, classes=classes)
        self.keys = tuple(keys.split(KEY_SEPARATOR))

    @property
    def text(self) -> str:
        """The keys on one line."""
        return KEY_SEPARATOR.join(self.keys)

    def lines(self, width: int) -> list[str]:
        """The keys laid out in lines of at most ``width`` cells (a key longer than that alone on its line)."""
        lines: list[str] = []
        for key in self.keys:
            joined = lines[-1] + KEY_SEPARATOR + key if lines else key
            if lines and cell_len(joined) <= width:
                lines[-1] = joined
            else:
                lines.append(key)
        return lines or [""]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """As many lines as the keys need at this width."""
        return len(self.lines(width))

    def render(self) -> Text:
        """The keys, line by line."""
        return Text("\n".join(self.lines(self.content_size.width or 80)))


class Events(Widget):
    """The last things that happened, the newest at the bottom: as many as the height shows."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.events: tuple[str, ...] = ()

    def show(self, events: Sequence[str]) -> None:
        """Show these events (the last ones that fit)."""
        self.events = tuple(events)
        self.refresh()

    def render(self) -> Text:
        """The last lines that fit."""
        height = max(1, self.content_size.height)
        return Text("\n".join(self.events[-height:]), no_wrap=True, overflow="ellipsis")


class Hand(Widget, can_focus=True):
    """Your cards as a row of boxes (several rows when they do not fit); the selected ones are
    raised with a violet border. Click a card, or move with the arrows and toggle with space."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "←", show=False),
        Binding("right", "move(1)", "→", show=False),
        Binding("home", "move(-99)", show=False),
        Binding("end", "move(99)", show=False),
        Binding("space", "select_card", "Select", show=False),
    ]

    class Toggled(Message):
        """A card was selected or unselected."""

        def __init__(self, card: bigtwo.Card) -> None:
            super().__init__()
            self.card = card

    class Typing(Message):
        """A card key was pressed on the hand: type it into the card input (``\n``: Enter,
        ``\b``: Backspace)."""

        def __init__(self, character: str) -> None:
            super().__init__()
            self.character = character

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: tuple[bigtwo.Card, ...] = ()
        self.selected: frozenset[bigtwo.Card] = frozenset()
        self.cursor = 0
        self.typing = False
        """Whether cards are being typed: keys that reach the hand before the card input has
        the focus (a quick typist, a paste) go on to it, space and Enter included."""

    def show(self, cards: Sequence[bigtwo.Card], selected: Sequence[bigtwo.Card]) -> None:
        """Draw these cards with these selected."""
        self.cards = tuple(cards)
        self.selected = frozenset(selected)
        self.cursor = min(self.cursor, max(0, len(self.cards) - 1))
        self.refresh(layout=True)

    def _per_row(self, width: int) -> int:
        return max(1, width // CELL)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """Four lines per row of cards."""
        rows = max(1, -(-len(self.cards) // self._per_row(width)))
        return rows * ROW_LINES

    def render(self) -> Text:
        """The boxes, row by row."""
        per_row = self._per_row(self.size.width or 80)
        out = Text()
        for start in range(0, max(1, len(self.cards)), per_row):
            lines = [Text() for _ in range(ROW_LINES)]
            for i, card in enumerate(self.cards[start : start + per_row], start):
                raised = card in self.selected
                cursor = self.has_focus and i == self.cursor
                border = "bold #b48ead" if raised else "bold yellow" if cursor else "grey50"
                if cursor and raised:
                    border = "bold #d7afff"
                face = "bold red" if card.suit in RED_SUITS else "bold"
                top = 0 if raised else 1
                rank = str(card)[:-1]
                for line in range(ROW_LINES):
                    if line == top:
                        lines[line].append("╭───╮", border)
                    elif line == top + 1:
                        lines[line].append("│", border)
                        lines[line].append(f"{rank:>2}{str(card)[-1]}", face + (" reverse" if cursor else ""))
                        lines[line].append("│", border)
                    elif line == top + 2:
                        lines[line].append("╰───╯", border)
                    else:
                        lines[line].append("     ")
                    lines[line].append(" ")
            for text in lines:
                out.append_text(text)
                out.append("\n")
        out.rstrip()
        return out

    def action_move(self, step: int) -> None:
        """Move the cursor along the hand."""
        if self.cards:
            self.cursor = max(0, min(len(self.cards) - 1, self.cursor + step))
            self.refresh()

    def action_select_card(self) -> None:
        """Select or unselect the card under the cursor."""
        if self.cards:
            self.post_message(self.Toggled(self.cards[self.cursor]))

    def on_click(self, event: events.Click) -> None:
        """Select or unselect the card clicked."""
        per_row = self._per_row(self.size.width)
        column, row = event.x // CELL, event.y // ROW_LINES
        index = row * per_row + column
        if column < per_row and 0 <= index < len(self.cards):
            self.cursor = index
            self.post_message(self.Toggled(self.cards[index]))

    def on_key(self, event: events.Key) -> None:
        """Typing a card on the hand moves to the card input; until the hand has the focus
        again, every key typed goes on there too, in order."""
        character = event.character
        if character and character.isprintable() and (self.typing or character in CARD_KEYS):
            self.typing = True
            self.post_message(self.Typing(character))
        elif self.typing and event.key in TYPED_KEYS:
            self.post_message(self.Typing(TYPED_KEYS[event.key]))
        else:
            return
        event.stop()
        event.prevent_default()

    def on_paste(self, event: events.Paste) -> None:
        """Pasted text is typed into the card input."""
        text = " ".join(event.text.split())
        if text:
            event.stop()
            self.typing = True
            for character in text:
                self.post_message(self.Typing(character))

    def on_focus(self) -> None:
        """Show the cursor (and stop passing keys on to the card input)."""
        self.typing = False
        self.refresh()

    def on_blur(self) -> None:
        """Hide the cursor."""
        self.refresh()


class Seat(Static):
    """A CPU player's box: name, cards left, who leads, one card, whose turn, last action."""

    def show(self, name: str, marks: Sequence[str], last: str | None, lang: str, *, turn: bool, one: bool) -> None:
        """Fill the box."""
        self.border_title = name
        lines = [" · ".join(marks)]
        if last:
            lines.append(t("seat.last", lang, what=last))
        self.update("\n".join(lines))
        self.set_class(turn, "-turn")
        self.set_class(one, "-one")


class RuleRow(Vertical):
    """One option of the table rules: its title, a switch (two values) or a choice (more), and
    the rule set's one-sentence explanation of the value in force, rewritten on every change."""

    class Changed(Message):
        """The player chose another value for an option."""

        def __init__(self, option: str, value: str) -> None:
            super().__init__()
            self.option = option
            self.value = value

    def __init__(self, option: bigtwo.Option, values: Sequence[str], rules: bigtwo.RuleSet, lang: str) -> None:
        super().__init__(id=f"rule-{option.name}", classes="rule-row")
        self.option = option
        self.values = tuple(values)
        self.rules = rules
        self.lang = lang

    @property
    def value(self) -> str:
        """The value in force."""
        return self.rules.option(self.option.name)

    def compose(self) -> ComposeResult:
        """Title, control, value label; then the explanation."""
        name, lang = self.option.name, self.lang
        title = self.option.title.render(lang)
        with Horizontal(classes="rule-head"):
            yield Label(title, classes="rule-title")
            if len(self.values) == 2:
                yield Switch(value=self.value == self.values[1], id=f"switch-{name}")
                yield Label(value_label(name, self.value, lang), classes="rule-value")
            else:
                choices = [(value_label(name, v, lang), v) for v in self.values]
                yield Select(choices, value=self.value, allow_blank=False, id=f"select-{name}", compact=True)
        yield Static(self.rules.explain(name, lang), classes="rule-text")

    def show(self, rules: bigtwo.RuleSet) -> None:
        """Rewrite the row for ``rules`` (its value label and explanation)."""
        self.rules = rules
        name = self.option.name
        self.query_one(".rule-text", Static).update(rules.explain(name, self.lang))
        for label in self.query(".rule-value").results(Label):
            label.update(value_label(name, self.value, self.lang))

    def on_switch_changed(self, event: Switch.Changed) -> None:
        """A switch moved: ask for the other value."""
        event.stop()
        value = self.values[1 if event.value else 0]
        if value != self.value:
            self.post_message(self.Changed(self.option.name, value))

    def on_select_changed(self, event: Select.Changed) -> None:
        """A choice was made."""
        event.stop()
        if isinstance(event.value, str) and event.value != self.value:
            self.post_message(self.Changed(self.option.name, event.value))
