"""``bigtwo play --plain``: the same game, line by line, for screen readers, pipes and dumb terminals.

One summary of the table per turn of yours, then a prompt. Commands: cards (``3d 3s``), ``pass``
(``paso``), ``hint`` (``pista``: selects the hint and says what it is), ``play`` (``tirar``: plays
what is selected), ``code`` (``código``), ``new`` (``nueva``: a new game at the same table, once
you say yes), ``quit`` (``salir``); after the end, ``again`` (``otra``) and ``same``
(``mismas``). Bad input is answered with the reason and a new prompt; end of input leaves the
game saved. A save that fails is said once on standard error and the game goes on; another
``bigtwo play``'s save found on disk is asked about (load it, or keep playing without saving).
Textual is never imported here.

The red ♦ and ♥ cards, where color is available (``bigtwo --color``), are the command line's:
it paints the standard output this game writes to (`bigtwo._cli.colors`), since this layer may
not import that one.
"""

from __future__ import annotations

import sys
from typing import TextIO

import bigtwo

from ._labels import command, t
from ._session import (
    HUMAN,
    BadCards,
    Session,
    Settings,
    deal_again,
    new_game,
    read_cards,
    same_cards,
    show_cards,
)
from ._store import DamagedSave, Store


class PlainGame:
    """The line-by-line interface over a `Session`, reading ``stdin`` and writing ``stdout``
    (and why the game cannot be saved to ``stderr``, default `sys.stderr`)."""

    def __init__(
        self, store: Store, settings: Settings, stdin: TextIO, stdout: TextIO, stderr: TextIO | None = None
    ) -> None:
        self.store = store
        self.settings = settings
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr if stderr is not None else sys.stderr
        self.hinted: bigtwo.Action | None = None

    def say(self, *lines: str) -> None:
        """Write lines."""
        for line in lines:
            print(line, file=self.stdout)
        self.stdout.flush()

    def ask(self, prompt: str) -> str | None:
        """Prompt and read a line; None at the end of input."""
        print(prompt, end="", file=self.stdout, flush=True)
        line = self.stdin.readline()
        if not line:
            print(file=self.stdout)
            return None
        return line.strip()

    def summary(self, s: Session) -> list[str]:
        """The table as lines: header, seats, table, your cards and readout."""
        lines = [t("plain.deal", s.lang, variant=s.title, deal=s.deal_label(), code=s.code)]
        for seat in range(1, s.state.players):
            marks = s.seat_marks(seat)
            lines.append(
                t("plain.seat", s.lang, name=s.names[seat], cards=marks[0], marks="".join(f", {m}" for m in marks[1:]))
            )
        lines.append(s.table_line())
        lines.append(t("plain.hand", s.lang, cards=show_cards(s.hand())))
        # Your seat as the others': who leads and one card are said of you too, after your readout.
        mine = "".join(f", {m}" for m in s.seat_marks(HUMAN)[1:])
        lines.append(t("plain.seat", s.lang, name=s.names[HUMAN], cards=s.seat_readout(HUMAN), marks=mine))
        return lines

    def run(self, session: Session | None, notice: str | None = None) -> int:
        """Play until the player quits or input ends; returns the exit status."""
        if notice:
            self.say(notice)
        if session is None:
            session = Session(new_game(self.settings), self.settings)
            self.say(*session.opening_lines())
        else:
            self.say(*session.log)
        try:
            return self._loop(session)
        except KeyboardInterrupt:
            self.say("", t("plain.bye", session.lang))
            return 130

    def save(self, s: Session) -> Session:
        """Save the game; returns the game to go on with: this one, or another instance's, loaded
        when the player says so. A failure is said once, on standard error."""
        trouble = self.store.keep(s)
        if trouble is None:
            return s
        if not trouble.conflict:
            print(trouble.message, file=self.stderr, flush=True)
            return s
        self.say(trouble.message)
        while True:
            line = self.ask(t("plain.conflict-prompt", s.lang))
            word = command(line) if line else None
            if line is None or word == "keep":
                self.say(t("save.not-saving", s.lang))
                return s
            if word == "load":
                break
        try:
            other = self.store.adopt(s.settings)
        except DamagedSave as exc:
            self.say(t("save.other-unreadable", s.lang, error=exc.detail(s.lang)))
            return s
        if other is None:  # gone: this game is saved again
            return self.save(s)
        self.say(t("save.other-loaded", other.lang), *other.log)
        return other

    def confirm(self, question: str, lang: str) -> bool:
        """Ask a yes-or-no question; anything but yes (the end of input too) is no."""
        line = self.ask(t("plain.yes-no", lang, question=question))
        return line is not None and command(line) == "yes"

    def _loop(self, s: Session) -> int:
        while True:
            s = self.save(s)
            while s.cpu_turn:
                self.say(*s.cpu_act())
                s = self.save(s)
            card = s.unseen_card
            if card is not None:
                self.say("", t("score.title", s.lang), s.score_text(card), *s.totals_lines(), "")
                s.mark_seen()
                s = self.save(s)
                if not s.over:
                    self.say(*s.opening_lines())
                continue
            if s.over:
                line = self.ask(t("plain.after-prompt", s.lang))
                if line is None or command(line) == "quit":
                    self.say(t("plain.bye", s.lang))
                    return 0
                if command(line) == "again":
                    s = Session(deal_again(s.game, s.settings), s.settings)
                elif command(line) == "same":
                    s = Session(same_cards(s.game), s.settings)
                else:
                    self.say(t("plain.unknown-after", s.lang))
                    continue
                self.say(*s.opening_lines())
                continue
            self.say("", *self.summary(s))
            while s.your_turn:
                line = self.ask(t("plain.prompt", s.lang))
                if line is None or command(line or "") == "quit":
                    self.say(t("plain.bye", s.lang))
                    return 0
                after = self._answer(s, line)
                if after is not s:  # another game: from the top
                    s = after
                    break

    def _answer(self, s: Session, line: str) -> Session:
        """Do what a line of yours says, or say why not; returns the game to go on with."""
        lang = s.lang
        word = command(line) if line else None
        if not line:
            self.say(t("plain.empty", lang))
        elif word == "new":
            if self.confirm(t("menu.confirm-new", lang), lang):
                s = Session(deal_again(s.game, s.settings), s.settings)
                self.say(*s.opening_lines())
        elif word == "code":
            self.say(t("plain.code", lang, code=s.code))
        elif word == "hint":
            self.hinted = s.hint()
            self.say(s.hint_line(self.hinted), *filter(None, [s.readout()]))
        elif word == "pass" or (word == "play" and not s.selection and isinstance(self.hinted, bigtwo.Pass)):
            return self._act(s, bigtwo.Pass())
        elif word == "play":
            if not s.selection:
                self.say(t("status.nothing", lang))
            else:
                return self._act(s, bigtwo.Play(s.selection))
        elif word == "redeal":
            return self._act(s, bigtwo.Redeal(HUMAN))
        else:
            try:
                cards = read_cards(line)
            except BadCards as exc:
                self.say(t("status.bad-card", lang, token=exc.token))
                return s
            s.selection = s.rules.sort(cards)
            return self._act(s, bigtwo.Play(s.selection))
        return s

    def _act(self, s: Session, action: bigtwo.Action) -> Session:
        refusal = s.refusal(action)
        if refusal is not None:
            self.say(refusal)
            return s
        self.hinted = None
        self.say(*s.act(action))
        return self.save(s)
