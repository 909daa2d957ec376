"""The game as both interfaces hold it: the deal (or match), the CPU players, what just happened.

Nothing here draws anything or imports Textual: the Textual app and the ``--plain`` interface
are two views of the same `Session`. Everything comes from the public API of `bigtwo`.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence

import attrs

import bigtwo
import bigtwo.players

from ._labels import SEAT_NAMES, cards_word, t

HUMAN = 0
"""Your seat: seat 0; the CPU players sit at the others."""

LEVELS = ("novice", "normal", "expert")
"""The CPU levels, weakest first (`bigtwo.players.player` names)."""

PACES = ("normal", "fast", "instant")
"""How fast CPU turns are shown."""

PACE_SECONDS = {"normal": 0.9, "fast": 0.3, "instant": 0.0}
"""Seconds between two CPU turns at each pace (twice that after the table clears)."""

DRAWN_SEEDS = range(1_000_000_000)
"""The seeds a new deal is drawn from when none is chosen: nine digits at most, so that its deal
code stays short enough to read out (``B02L1739204``, as on the rules page of the web game). A
seed the player chooses (``--seed``, a deal code) may be any the library takes, up to
`bigtwo.MAX_SEED`."""

Game = bigtwo.GameState | bigtwo.Match
"""What the app plays and saves: one deal, or a match of several."""


@attrs.define
class Settings:
    """The choices a player makes and the app remembers: rules, CPU level, language, pace."""

    variant: str = "classic"
    options: dict[str, str] = attrs.field(factory=dict)
    """Option values that differ from the variant's own."""
    level: str = "normal"
    players: int = 4
    deals: int = 1
    lang: str = "en"
    pace: str = "normal"

    def rules(self) -> bigtwo.RuleSet:
        """The rule set these settings choose (raises `bigtwo.RulesError` for a bad choice)."""
        return bigtwo.ruleset(self.variant, **self.options)

    def to_json(self) -> dict[str, object]:
        """The settings as plain JSON values."""
        return attrs.asdict(self)

    @classmethod
    def from_json(cls, data: object, fallback: Settings | None = None) -> Settings:
        """Settings read from JSON; anything missing or wrong keeps the value of ``fallback``."""
        base = fallback if fallback is not None else cls()
        if not isinstance(data, dict):
            return attrs.evolve(base)
        found = attrs.evolve(base)
        if isinstance(data.get("variant"), str):
            found.variant = data["variant"]
        options = data.get("options")
        if isinstance(options, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in options.items()):
            found.options = dict(options)
        if data.get("level") in LEVELS:
            found.level = data["level"]
        if data.get("players") in (2, 3, 4):
            found.players = data["players"]
        if isinstance(data.get("deals"), int) and data["deals"] >= 1:
            found.deals = data["deals"]
        if data.get("lang") in bigtwo.LANGUAGES:
            found.lang = data["lang"]
        if data.get("pace") in PACES:
            found.pace = data["pace"]
        return found


def deal_of(game: Game) -> bigtwo.GameState:
    """The deal being played (a match's current deal)."""
    return game.game if isinstance(game, bigtwo.Match) else game


def draw_seed() -> int:
    """A random seed from `DRAWN_SEEDS`, from the system's source of randomness (a shared
    table's players must not be able to work out the next seed from the ones they saw)."""
    return secrets.choice(DRAWN_SEEDS)


def new_game(settings: Settings, seed: int | None = None) -> Game:
    """A new match of ``settings.deals`` deals under the chosen rules (a random seed if none)."""
    if seed is None:
        seed = draw_seed()
    return bigtwo.new_match(settings.rules(), players=settings.players, seed=seed, deals=settings.deals)


def game_from_code(code: str) -> Game:
    """The deal a code names, alone (raises `bigtwo.InvalidSave` for a bad code)."""
    return bigtwo.new_game(code=code.strip())


def deal_again(game: Game, settings: Settings) -> Game:
    """A new game at the same table as ``game``: its rules and number of players (a deal code
    may have chosen other rules than the settings'), ``settings.deals`` deals."""
    players = deal_of(game).players
    return bigtwo.new_match(game.rules, players=players, seed=draw_seed(), deals=settings.deals)


def same_cards(game: Game) -> Game:
    """The deal on the table (the last one, once the game is over) dealt again, alone, from its code."""
    return bigtwo.new_game(code=bigtwo.deal_code(deal_of(game)))


class BadCards(ValueError):
    """Typed card text that cannot be read; ``token`` is the first word that is not a card."""

    def __init__(self, token: str) -> None:
        super().__init__(token)
        self.token = token


def read_cards(text: str) -> tuple[bigtwo.Card, ...]:
    """The cards typed in ``text`` (``3d 3s``, ``10h,JD``), each once; raises `BadCards`."""
    found: list[bigtwo.Card] = []
    for token in text.replace(",", " ").split():
        try:
            parsed = bigtwo.cards(token)
        except bigtwo.InvalidCards:
            raise BadCards(token) from None
        found.extend(c for c in parsed if c not in found)
    return tuple(found)


def show_cards(cards: Sequence[bigtwo.Card]) -> str:
    """Cards as the library prints them: ``3♦ 3♠``."""
    return " ".join(str(c) for c in cards)


def signed(value: int) -> str:
    """A score as the score card prints it: ``+20``, ``−20`` (a real minus sign) or ``0``."""
    return f"{value:+d}".replace("-", "−") if value else "0"


SCORE_MARKS = (" × ", ": ", " = ")
"""What follows the cards left in a loser's row of the library's score card: the rate per card,
the seats it settled with, or the amount."""


@attrs.define
class Session:
    """A game in progress and what the player has seen of it.

    ``seen`` counts the score cards already shown, so a deal that ended just before the window
    closed still shows its score card when the game resumes.
    """

    game: Game
    settings: Settings
    seen: int = 0
    selection: tuple[bigtwo.Card, ...] = ()
    log: list[str] = attrs.field(factory=list)
    cleared: bool = False
    """Whether the last action cleared the table (the pause after it is longer)."""
    _cpus: dict[tuple[str, int], bigtwo.players.Player] = attrs.field(factory=dict, repr=False)

    # -- what the table shows ------------------------------------------------------------------

    @property
    def lang(self) -> str:
        """The language of every text."""
        return self.settings.lang

    @property
    def state(self) -> bigtwo.GameState:
        """The deal on the table: a match's deal that just ended until its score card has been
        seen (its header, code and final table, not the next deal's), then the current one."""
        game = self.game
        if isinstance(game, bigtwo.Match) and len(game.finished) > self.seen:
            return game.finished[-1]
        return deal_of(game)

    @property
    def rules(self) -> bigtwo.RuleSet:
        """The rules of the game."""
        return self.game.rules

    @property
    def names(self) -> list[str]:
        """A name per seat: you, then the CPU players."""
        return [t("you", self.lang), *SEAT_NAMES][: self.state.players]

    def who(self, seat: int | None) -> str:
        """The name of ``seat`` (empty for no seat)."""
        return "" if seat is None else self.names[seat]

    def about(self, key: str, seat: int | None, **fields: object) -> str:
        """The text ``key`` about ``seat``: its own wording when the seat is yours («you lead»,
        «sales tú»), else with the seat's name as ``who``."""
        if seat == HUMAN:
            return t(key + ".you", self.lang, **fields)
        return t(key, self.lang, who=self.who(seat), **fields)

    @property
    def over(self) -> bool:
        """Whether the whole game (the deal, or the match) is over."""
        return self.game.over

    @property
    def score_cards(self) -> tuple[bigtwo.ScoreCard, ...]:
        """The score card of every deal finished so far."""
        if isinstance(self.game, bigtwo.Match):
            return self.game.score_cards
        return (bigtwo.score_game(self.game),) if self.game.over else ()

    @property
    def unseen_card(self) -> bigtwo.ScoreCard | None:
        """The score card of a deal that ended and has not been shown yet."""
        cards = self.score_cards
        return cards[-1] if len(cards) > self.seen else None

    def mark_seen(self) -> None:
        """The latest score card has been shown."""
        self.seen = len(self.score_cards)

    @property
    def deals(self) -> int | None:
        """How many deals the game lasts, when that is known."""
        return self.game.deals if isinstance(self.game, bigtwo.Match) else 1

    @property
    def code(self) -> str:
        """The deal code of the deal on the table."""
        return bigtwo.deal_code(self.state)

    @property
    def your_turn(self) -> bool:
        """Whether you are to act now."""
        return not self.state.over and self.unseen_card is None and self.state.to_move == HUMAN

    @property
    def cpu_turn(self) -> bool:
        """Whether a CPU player is to act now."""
        return not self.state.over and self.unseen_card is None and self.state.to_move != HUMAN

    @property
    def leading(self) -> bool:
        """Whether you lead (so you cannot pass)."""
        return self.state.table is None

    def hand(self) -> tuple[bigtwo.Card, ...]:
        """Your cards, from the lowest to the highest under the rules."""
        return self.rules.sort(self.state.hands[HUMAN])

    def seat_readout(self, seat: int = HUMAN) -> str:
        """A seat's line from the library: «Quedan 13 · si acaba ya −39»."""
        return bigtwo.readout(self.state, seat, self.lang)

    def table_line(self) -> str:
        """The play on the table and who made it, or who leads a clear table."""
        state = self.state
        if state.table is None:
            return self.about("table.clear", state.to_move)
        owner = state.owner if state.owner is not None else state.to_move
        return self.about("table.play", owner, cards=show_cards(self.rules.sort(state.table.cards)))

    def seat_marks(self, seat: int) -> list[str]:
        """What a seat box says besides its name: cards left, leads, one card, whose turn."""
        state = self.state
        marks = [cards_word(state.cards_left[seat], self.lang)]
        if state.leader == seat and not state.over:
            marks.append(t("seat.leads", self.lang))
        if seat in state.one_card:
            marks.append(t("seat.one-card", self.lang))
        if state.to_move == seat and not state.over:
            marks.append(t("seat.your-turn" if seat == HUMAN else "seat.to-move", self.lang))
        return marks

    def last_action(self, seat: int) -> str | None:
        """What a seat did last in this deal (its last play, or a pass), if anything."""
        state = self.state
        for turn in reversed(state.history):
            if turn.seat == seat:
                if isinstance(turn.action, bigtwo.Pass):
                    return t("word.pass", self.lang)
                if isinstance(turn.action, bigtwo.Play):
                    return show_cards(turn.action.cards)
                return None
        return None

    # -- your selection ------------------------------------------------------------------------

    def readout(self) -> str:
        """What the selection is and whether it beats the table (`bigtwo.describe`)."""
        if not self.selection or self.state.over:
            return ""
        return bigtwo.describe(self.state, self.selection, self.lang)

    def refusal(self, action: bigtwo.Action | None = None) -> str | None:
        """Why ``action`` (default: playing the selection) cannot be made now, or None."""
        if self.state.over or self.unseen_card is not None:
            return t("status.over", self.lang)
        if action is None:
            if not self.selection:
                return t("status.choose", self.lang)
            action = bigtwo.Play(self.selection)
        reason = bigtwo.check(self.state, action, seat=HUMAN)
        return None if reason is None else reason.message(self.lang)

    def toggle(self, card: bigtwo.Card) -> None:
        """Select ``card``, or unselect it."""
        chosen = list(self.selection)
        if card in chosen:
            chosen.remove(card)
        else:
            chosen.append(card)
        self.selection = self.rules.sort(chosen)

    def hint(self) -> bigtwo.Action:
        """Select the library's hint (`bigtwo.hint`) without playing it; returns the hint."""
        action = bigtwo.hint(self.state)
        self.selection = self.rules.sort(action.cards) if isinstance(action, bigtwo.Play) else ()
        return action

    def hint_line(self, action: bigtwo.Action) -> str:
        """The status line after a hint."""
        if isinstance(action, bigtwo.Play):
            return t("status.hint", self.lang, cards=show_cards(self.rules.sort(action.cards)))
        return t("status.hint-pass", self.lang)

    def can_redeal(self) -> bool:
        """Whether you may ask for a redeal now (rules with ``redeal=weak-hand``)."""
        return self.your_turn and bigtwo.can(self.state, bigtwo.Redeal(HUMAN), seat=HUMAN)

    # -- acting ---------------------------------------------------------------------------------

    def act(self, action: bigtwo.Action) -> list[str]:
        """Make ``action`` for the seat to move; returns the lines describing what happened."""
        before = self.game
        seat = self.state.to_move
        rules = self.state.rules
        if isinstance(before, bigtwo.Match):
            self.game = before.apply(action, seat=seat)
        else:
            self.game = bigtwo.apply(before, action, seat=seat)
        kind = None
        if isinstance(action, bigtwo.Play):  # applied, so a play
            kind = bigtwo.play_words(bigtwo.classify(action.cards, rules), self.lang)
        if seat == HUMAN:
            self.selection = ()
        lines = self._events(before, kind)
        self.log.extend(lines)
        del self.log[:-50]
        return lines

    def play_selection(self) -> str | None:
        """Play the selection if it is legal; returns the refusal otherwise."""
        refusal = self.refusal()
        if refusal is None:
            self.act(bigtwo.Play(self.selection))
        return refusal

    def cpu_act(self) -> list[str]:
        """Let the CPU player to move act (at the chosen level)."""
        seat = self.state.to_move
        assert seat is not None, "the deal is over"
        key = (self.settings.level, seat)
        if key not in self._cpus:
            self._cpus[key] = bigtwo.players.player(self.settings.level, seed=seat)
        return self.act(self._cpus[key].act(bigtwo.view(self.state, seat)))

    def _events(self, before: Game, kind: str | None) -> list[str]:
        """The lines for what the last action did: the turns (automatic passes too), a table
        clearing and who wins back the lead, the end of the deal, and the next deal."""
        lang, names = self.lang, self.names
        old = deal_of(before)
        ended = isinstance(self.game, bigtwo.Match) and self._deal_ended(before)
        new = self.game.finished[-1] if isinstance(self.game, bigtwo.Match) and ended else self.state
        lines = []
        for turn in new.history[len(old.history) :]:
            who = names[turn.seat]
            if isinstance(turn.action, bigtwo.Play):
                cards = show_cards(self.rules.sort(turn.action.cards))
                if kind and len(turn.action.cards) > 1 and not turn.auto:
                    lines.append(t("event.play-kind", lang, who=who, cards=cards, kind=kind))
                else:
                    lines.append(t("event.play", lang, who=who, cards=cards))
            elif isinstance(turn.action, bigtwo.Pass):
                lines.append(t("event.auto-pass" if turn.auto else "event.pass", lang, who=who))
            elif isinstance(turn.action, bigtwo.Redeal):
                lines.append(self.about("event.redeal", turn.seat))
        if new.over and new.winner is not None:
            lines.append(self.about("event.wins", new.winner))
        self.cleared = old.table is not None and new.table is None and not new.over
        if self.cleared:
            lines.append(self.about("event.cleared", new.to_move))
        # A match's next deal is opened (`opening_lines`) once its score card has been shown.
        return lines

    def _deal_ended(self, before: Game) -> bool:
        return (
            isinstance(self.game, bigtwo.Match)
            and isinstance(before, bigtwo.Match)
            and len(self.game.finished) > len(before.finished)
        )

    def opening_lines(self) -> list[str]:
        """The lines that open a deal: who leads, or who won at the deal."""
        state = self.state
        if state.over and state.winner is not None:
            return [self.about("event.instant", state.winner)]
        return [self.about("event.new-deal", state.to_move, k=state.deal_number)]

    # -- the end ----------------------------------------------------------------------------------

    def score_text(self, card: bigtwo.ScoreCard) -> str:
        """A score card row by row, from the library (`bigtwo.ScoreCard.render`), with your own
        row spoken to you: «Tú: te quedan 2 cartas», «You: win and take +12» (the library's rows
        are in the third person, for any name). Your row is the one of the seat named «you»."""
        names = self.names
        rows = card.render(self.lang, names).split("\n")
        order = [line.seat for line in card.lines if line.role != "winner"] + [card.winner]
        if len(rows) != len(order):  # a row of more than one line: the library's text as it is
            return "\n".join(rows)
        you = t("you", self.lang)
        return "\n".join(
            self._your_row(card, seat, row) if names[seat] == you and row.startswith(you + ": ") else row
            for seat, row in zip(order, rows, strict=True)
        )

    def _your_row(self, card: bigtwo.ScoreCard, seat: int, row: str) -> str:
        """Your row in the second person: the winner's row whole; a loser's cards left (what
        follows them, the rate, multipliers and amount, is the library's)."""
        you, line, lang = t("you", self.lang), card.lines[seat], self.lang
        if seat == card.winner:
            if card.lower_wins:
                return f"{you}: {t('score.you.wins-no-penalty', lang)}"
            return f"{you}: {t('score.you.wins-and-takes', lang, amount=signed(line.amount))}"
        rest = row[len(you) + 2 :]
        ends = [rest.find(mark) for mark in SCORE_MARKS if mark in rest]
        left = t("score.you.left.one" if line.cards_left == 1 else "score.you.left.other", lang, n=line.cards_left)
        return f"{you}: {left}{rest[min(ends, default=len(rest)) :]}"

    def totals_lines(self) -> list[str]:
        """The match's running totals, and its winner once it is over (empty for a single deal)."""
        game = self.game
        if not isinstance(game, bigtwo.Match) or (game.deals or 0) <= 1:
            return []
        lines = [t("score.totals", self.lang, k=len(game.finished), n=game.deals)]
        width = max(len(n) for n in self.names)
        for name, total in zip(self.names, game.totals, strict=True):
            lines.append(f"  {name.ljust(width)}  {total:+d}".replace("-", "−"))
        if game.over and len(game.winners) == 1:
            lines.append(self.about("score.match-winner", game.winners[0]))
        elif game.over and game.winners:
            who = ", ".join(self.names[s] for s in game.winners)
            lines.append(t("score.match-tie", self.lang, who=who))
        return lines

    @property
    def title(self) -> str:
        """The title of the variant being played."""
        v = bigtwo.variant(self.rules.variant)
        return v.title.render(self.lang)

    def deal_label(self) -> str:
        """Which deal is on the table: «Reparto 2 de 3», or «Reparto 1» when there is one."""
        deals, k = self.deals, self.state.deal_number
        return t("header.deal-of", self.lang, k=k, n=deals) if deals and deals > 1 else t("header.deal", self.lang, k=k)

    def header(self) -> str:
        """The top line: variant, deal number, deal code, CPU level."""
        level = t(f"level.{self.settings.level}", self.lang)
        return f"{self.title} · {self.deal_label()} · {t('header.code', self.lang, code=self.code)} · CPU: {level}"
