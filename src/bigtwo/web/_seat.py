"""The game seen from one seat, as the page receives it: the terminal game's `Session`, told
which seat is yours, and the messages made from it (``state``, ``selection``, ``hint``,
``start-screen``, ``rules``).

Everything a message says of the deal comes from ``bigtwo.view(state, seat)`` and the library's
answers for that seat (`bigtwo.readout`, `bigtwo.describe`, `bigtwo.check`, `bigtwo.hint`, the
score card), so a message never holds a card of another seat's hand while the deal goes on.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import attrs

import bigtwo

from ..play._labels import SEAT_NAMES, WORDS, cards_word, t, value_label
from ..play._session import HUMAN, LEVELS, PACES, Game, Session, Settings, deal_of

SWITCHES = {
    "suit_order": ("diamonds-lowest", "clubs-lowest"),
    "straights": ("twos-high", "no-twos"),
    "flush": ("suit-first", "rank-first"),
    "opener": ("lowest-card", "last-winner"),
}
"""The four rows of the start screen's rules card, in order, each with the two values of its
switch (the web game's product description: lowest suit, 2s in straights, flush against flush,
who leads the first deal)."""

DEAL_COUNTS = (1, 2, 3, 4, 5, 10)
"""The numbers of deals the start screen offers."""

RED = frozenset({bigtwo.Suit.DIAMONDS, bigtwo.Suit.HEARTS})
"""The suits drawn in red."""


@attrs.define
class SeatSession(Session):
    """A `Session` seen from ``seat``: your cards, your readout, your refusals, and every text
    that says «you» for that seat. Seat 0 and no ``others``: the solo game, as `Session` is.

    ``others`` names every seat as the other players call it (a shared table's «Jugador 2» or
    CPU names); empty, the solo game's names (you, then the CPU players).
    """

    seat: int = HUMAN
    others: tuple[str, ...] = ()

    @property
    def names(self) -> list[str]:
        """A name per seat: «Tú» for yours."""
        if not self.others:
            return super().names
        you = t("you", self.lang)
        return [you if s == self.seat else name for s, name in enumerate(self.others)][: self.state.players]

    def about(self, key: str, seat: int | None, **fields: object) -> str:
        """The text ``key`` about ``seat``, in its own wording when the seat is yours."""
        if seat == self.seat:
            return t(key + ".you", self.lang, **fields)
        return t(key, self.lang, who=self.who(seat), **fields)

    @property
    def your_turn(self) -> bool:
        """Whether your seat is to act now."""
        return not self.state.over and self.unseen_card is None and self.state.to_move == self.seat

    @property
    def cpu_turn(self) -> bool:
        """Whether another seat is to act now (at a solo table: a CPU player)."""
        return not self.state.over and self.unseen_card is None and self.state.to_move != self.seat

    def hand(self) -> tuple[bigtwo.Card, ...]:
        """Your cards, from the lowest to the highest under the rules."""
        return self.rules.sort(self.state.hands[self.seat])

    def readout(self) -> str:
        """What the selection is and whether it beats the table, for your seat."""
        if not self.selection or self.state.over:
            return ""
        return bigtwo.describe(bigtwo.view(self.state, self.seat), self.selection, self.lang)

    def refusal(self, action: bigtwo.Action | None = None) -> str | None:
        """Why ``action`` (default: playing the selection) cannot be made by your seat now."""
        if self.state.over or self.unseen_card is not None:
            return t("status.over", self.lang)
        if action is None and not self.selection:
            return t("web.status.choose", self.lang)
        reason = self.reason(action if action is not None else bigtwo.Play(self.selection))
        return reason.message(self.lang) if reason is not None else None

    def reason(self, action: bigtwo.Action) -> bigtwo.Reason | None:
        """The library's reason why your seat cannot make ``action`` now, or None."""
        return bigtwo.check(self.state, action, seat=self.seat)

    def can_redeal(self) -> bool:
        """Whether you may ask for a redeal now."""
        return self.your_turn and bigtwo.can(self.state, bigtwo.Redeal(self.seat), seat=self.seat)

    # -- messages ---------------------------------------------------------------------------------

    def selection_message(self) -> dict[str, Any]:
        """The ``selection`` answer: the readout, whether «Tirar» is enabled and why not, and
        whether «Paso» is."""
        refusal = self.refusal()
        pass_refusal = self.refusal(bigtwo.Pass())
        return {
            "type": "selection",
            "cards": [c.ascii for c in self.selection],
            "readout": self.readout(),
            "can_play": refusal is None,
            "reason": refusal,
            "can_pass": pass_refusal is None,
            "pass_reason": pass_refusal,
        }

    def hint_message(self, action: bigtwo.Action) -> dict[str, Any]:
        """The ``hint`` answer: the cards the hint selected (none: pass), and the status line."""
        cards = self.rules.sort(action.cards) if isinstance(action, bigtwo.Play) else ()
        return {"type": "hint", "cards": [c.ascii for c in cards], "pass": not cards, "text": self.hint_line(action)}

    def status(self, cpu: Sequence[bool]) -> str:
        """The status line: the deal is over, your refusal or «Tirar», or who is to play."""
        state = self.state
        if state.over or self.unseen_card is not None:
            return t("status.over", self.lang)
        if self.your_turn:
            return self.refusal() or t("web.status.ready", self.lang)
        who = self.who(state.to_move)
        return t("web.status.cpu" if cpu[state.to_move or 0] else "web.status.waiting", self.lang, who=who)

    def marks(self, seat: int, away: Sequence[bool]) -> list[str]:
        """What a seat shows besides its name, as codes: ``you``, ``leads``, ``one-card``,
        ``to-move``, ``passed``, ``away``."""
        state, over = self.state, self.state.over
        found = [
            ("you", seat == self.seat),
            ("leads", state.leader == seat and not over),
            ("one-card", seat in state.one_card),
            ("to-move", state.to_move == seat and not over),
            ("passed", seat in state.passed and not over),
            ("away", away[seat]),
        ]
        return [code for code, shown in found if shown]

    def mark_words(self, seat: int, marks: Sequence[str]) -> list[str]:
        """The seat's marks in words, after its cards left: «13 cartas», «sale», «te toca»."""
        keys = {
            "leads": "seat.leads",
            "one-card": "seat.one-card",
            "to-move": "seat.your-turn" if seat == self.seat else "seat.to-move",
            "passed": "seat.passed",
            "away": "seat.away",
        }
        words = [cards_word(self.state.cards_left[seat], self.lang)]
        return words + [t(keys[m], self.lang) for m in marks if m in keys]

    def seats(self, cpu: Sequence[bool], away: Sequence[bool]) -> list[dict[str, Any]]:
        """Every seat as the page shows it."""
        state, names = self.state, self.names
        found = []
        for seat in range(state.players):
            marks = self.marks(seat, away)
            found.append(
                {
                    "seat": seat,
                    "name": names[seat],
                    "cards_left": state.cards_left[seat],
                    "marks": marks,
                    "words": self.mark_words(seat, marks),
                    "last": self.last_action(seat),
                    "cpu": cpu[seat],
                    "away": away[seat],
                }
            )
        return found

    def table(self) -> dict[str, Any] | None:
        """The play on the table and who made it, or None for a clear table."""
        state = self.state
        if state.table is None:
            return None
        owner = state.owner if state.owner is not None else state.to_move
        cards = self.rules.sort(state.table.cards)
        return {
            "cards": [card_json(c) for c in cards],
            "text": " ".join(map(str, cards)),
            "by": self.who(owner),
            "seat": owner,
        }

    def score(self) -> dict[str, Any] | None:
        """The score card of the deal on the table once it is over, row by row, and the match's totals."""
        if not self.state.over:
            return None
        card = self.unseen_card or (self.score_cards[-1] if self.score_cards else None)
        if card is None:
            return None
        names = self.names
        texts = self.score_text(card).splitlines()
        order = [line.seat for line in card.lines if line.role != "winner"] + [card.winner]
        row_text = dict(zip(order, texts, strict=True)) if len(texts) == len(order) else {}
        game = self.game
        totals = list(game.totals) if isinstance(game, bigtwo.Match) else None
        return {
            "rows": [
                {
                    "seat": line.seat,
                    "name": names[line.seat],
                    "role": line.role,
                    "cards_left": line.cards_left,
                    "per_card": line.rate,
                    "multipliers": [{"factor": m.factor, "text": m.text.render(self.lang)} for m in line.multipliers],
                    "points": line.amount,
                    "text": row_text.get(line.seat, ""),
                }
                for line in card.lines
            ],
            "winner": card.winner,
            "lower_wins": card.lower_wins,
            "text": self.score_text(card),
            "totals": totals,
            "totals_lines": self.totals_lines(),
        }

    def state_message(
        self,
        *,
        events: Sequence[str] = (),
        cpu: Sequence[bool] | None = None,
        away: Sequence[bool] | None = None,
        table_id: str | None = None,
        save: str | None = None,
        game_id: str = "",
    ) -> dict[str, Any]:
        """The ``state`` message for your seat.

        Args:
            events: What just happened, in words, oldest first.
            cpu: Per seat, whether a CPU player plays it (default: every seat but yours).
            away: Per seat, whether its player is away (default: nobody).
            table_id: The shared table's id; None for a solo game. A shared table's deals have no
                deal code (they are dealt from the system's randomness, not a seed); a code is
                never sent before the whole match is over in any case, since a match's later
                deals come from the same seed as its first.
            save: The saved game for the browser's storage (solo games only).
            game_id: A random id of this game.

        Returns:
            The message, plain JSON values (see `bigtwo.web`).
        """
        state, lang = self.state, self.lang
        players = range(state.players)
        cpu = list(cpu) if cpu is not None else [s != self.seat for s in players]
        away = list(away) if away is not None else [False for _ in players]
        shown = (table_id is None or self.over) and state.seed is not None
        code = self.code if shown else None
        return {
            "type": "state",
            "seat": self.seat,
            "table_id": table_id,
            "table_link": f"/?table={table_id}" if table_id else None,
            "view": bigtwo.view(state, self.seat).to_json(),
            "seats": self.seats(cpu, away),
            "hand": [card_json(c) for c in self.hand()],
            "selected": [c.ascii for c in self.selection],
            "table": self.table(),
            "table_line": self.table_line(),
            "readout": self.seat_readout(self.seat),
            "selection_readout": self.readout(),
            "status": self.status(cpu),
            "events": list(events),
            "your_turn": self.your_turn,
            "cpu_turn": self.cpu_turn and cpu[state.to_move or 0],
            "leading": state.table is None and not state.over,
            "can_pass": self.your_turn and self.reason(bigtwo.Pass()) is None,
            "can_redeal": self.can_redeal(),
            "code": code,
            "link": f"/?code={code}" if code else None,
            "title": self.title,
            "deal_label": self.deal_label(),
            "level": t(f"level.{self.settings.level}", lang),
            "over": state.over,
            "match_over": self.over,
            "score": self.score(),
            "save": save,
            "game_id": game_id,
            "lang": lang,
            "settings": self.settings.to_json(),
            "labels": labels(lang),
        }


def settings_for(game: Game, settings: Settings) -> Settings:
    """``settings`` with the rules and the number of players of ``game`` (a deal code may name
    other rules than the start screen's)."""
    rules = game.rules
    base = bigtwo.ruleset(rules.variant).values
    options = {k: v for k, v in rules.values.items() if base.get(k) != v}
    return attrs.evolve(settings, variant=rules.variant, options=options, players=deal_of(game).players)


def card_json(card: bigtwo.Card) -> dict[str, Any]:
    """A card as the page draws it: ``{"card": "9D", "text": "9♦", "red": true}``."""
    return {"card": card.ascii, "text": str(card), "red": card.suit in RED}


def seat_names(players: int, humans: Sequence[bool], lang: str) -> tuple[str, ...]:
    """The names of a shared table's seats: «Jugador N» where a browser sat, a CPU name elsewhere."""
    return tuple(
        t("seat.player", lang, n=seat + 1) if humans[seat] else SEAT_NAMES[(seat - 1) % len(SEAT_NAMES)]
        for seat in range(players)
    )


@functools.cache
def labels(lang: str) -> dict[str, str]:
    """Every text of the page in ``lang``, by key (templates: ``{who}`` and such left to fill);
    the terminal's own key lines and prompts left out."""
    return {key: WORDS.template(key, lang) for key in WORDS.keys if not key.startswith(("plain.", "keys."))}


def rule_row(rules: bigtwo.RuleSet, name: str, lang: str) -> dict[str, Any]:
    """One row of the table rules: the option's title, its values, the switch's two values
    (None for an option without one), the value in force and the rule set's sentence for it."""
    option = next(o for o in rules.option_list if o.name == name)
    values = [v.value for v in bigtwo.option_values(name)]
    return {
        "option": name,
        "title": option.title.render(lang),
        "values": [{"value": v, "label": value_label(name, v, lang)} for v in values],
        "switch": list(SWITCHES[name]) if name in SWITCHES else None,
        "value": rules.option(name),
        "sentence": rules.explain(name, lang),
    }


def rules_message(settings: Settings) -> dict[str, Any]:
    """The ``rules`` answer: every row rewritten for these settings (raises `bigtwo.RulesError`
    for rules that cannot be built)."""
    rules, lang = settings.rules(), settings.lang
    names = [o.name for o in rules.option_list]
    first = [n for n in SWITCHES if n in names]
    return {
        "type": "rules",
        "settings": settings.to_json(),
        "rows": [rule_row(rules, n, lang) for n in first],
        "more": [rule_row(rules, n, lang) for n in names if n not in first],
    }


def start_screen(settings: Settings, notice: str | None = None) -> dict[str, Any]:
    """The ``start-screen`` message: the rows, the choices and every label (raises
    `bigtwo.RulesError` for rules that cannot be built)."""
    lang = settings.lang
    message = rules_message(settings)
    message.update(
        type="start-screen",
        levels=[{"value": v, "label": t(f"level.{v}", lang)} for v in LEVELS],
        paces=[{"value": v, "label": t(f"pace.{v}", lang)} for v in PACES],
        variants=[{"value": v, "label": bigtwo.variant(v).title.render(lang)} for v in bigtwo.variants()],
        deals=sorted({*DEAL_COUNTS, settings.deals}),
        labels=labels(lang),
        notice=notice,
    )
    return message
