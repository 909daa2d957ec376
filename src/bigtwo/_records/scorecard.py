"""The score card of a deal (`ScoreCard`): a line per seat, as it prints row by row in English or
Spanish, and its JSON form, read back strictly (`ScoreCard.from_json` refuses a card whose
numbers the scoring contract could not have made). `bigtwo._records.scoring` makes the cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from attrs import field, frozen

from .._spec.scoring import Multiplier, ScoreLine, prints_as_product
from .._values.errors import GameError, InvalidSave, shown
from .._values.fast import final_value
from .._values.forms import as_object, get_field, only_keys, place, read_seat
from .._values.texts import CATALOGUE, LANGUAGES, Localized, Text, check_language, signed

__all__ = ["ScoreCard"]


@final_value
@frozen
class ScoreCard:
    """The result of a deal under a scheme: a `ScoreLine` per seat, in seat order."""

    scheme: str
    """The scoring option's value (``tiers``, ``pairwise``...)."""
    winner: int
    """The seat that went out."""
    lines: tuple[ScoreLine, ...]
    """One line per seat, in seat order: cards left, rate, multipliers, amount and transfers."""
    lower_wins: bool = False
    """Whether lower totals are better (penalty schemes)."""
    assistant: int | None = field(default=None, kw_only=True)
    """The seat that paid everyone's losses under the assistant rule, if any."""

    @property
    def points(self) -> tuple[int, ...]:
        """Each seat's points, in seat order."""
        return tuple(line.amount for line in self.lines)

    def to_json(self) -> dict[str, Any]:
        """The score card as JSON data, every line and multiplier with it.

        Returns:
            ``{"scheme": "tiers", "winner": 0, "lower_wins": false, "assistant": null, "lines":
            [{"seat": 0, "role": "winner", "cards_left": 0, "rate": 0, "multipliers": [],
            "amount": 39, "transfers": [[1, 13], ...]}, ...]}``; a multiplier is ``{"factor": 2,
            "code": "unused-two", "text": {"en": "an unused 2", "es": "un 2 sin usar"}}``.

        >>> import bigtwo
        >>> card = bigtwo.score(["", "3D 4D", "5D", "6D 7D 8D"], bigtwo.ruleset())
        >>> [line["amount"] for line in card.to_json()["lines"]], bigtwo.ScoreCard.from_json(card.to_json()) == card
        ([6, -2, -1, -3], True)
        """
        return {
            "scheme": self.scheme,
            "winner": self.winner,
            "lower_wins": self.lower_wins,
            "assistant": self.assistant,
            "lines": [
                {
                    "seat": line.seat,
                    "role": line.role,
                    "cards_left": line.cards_left,
                    "rate": line.rate,
                    "multipliers": [
                        {"factor": m.factor, "code": m.code, "text": {lang: m.text.render(lang) for lang in LANGUAGES}}
                        for m in line.multipliers
                    ],
                    "amount": line.amount,
                    "transfers": [list(t) for t in line.transfers],
                }
                for line in self.lines
            ],
        }

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> ScoreCard:
        """Read a score card written by `to_json`, checking that it is one.

        Args:
            doc: The dict `to_json` made.

        Returns:
            The score card. A multiplier of the library's own codes gets its catalogue text
            back; any other keeps the sentences written.

        Raises:
            InvalidSave: ``doc`` is not a score card's form: a missing or unknown key, a number
                that is not an ``int``, lines not in seat order, not one winner, transfers that
                do not mirror each other.
        """
        return _card_from_doc(doc)

    def render(self, lang: str = "en", names: Sequence[str] | None = None) -> str:
        """The score card as text, a row per losing seat, then the winner's total.

        Args:
            lang: A language code, one of `bigtwo.LANGUAGES`.
            names: One name per seat, in seat order, or ``None`` for ``Seat 0``, ``Seat 1``...
                (``Asiento 0``... in Spanish).

        Returns:
            Lines joined by newlines: for each losing seat its cards left, rate per card,
            multipliers and amount (or, when it settled with several seats, what it paid and
            received from each), then the winner's line.

        Raises:
            UnknownLanguage: ``lang`` is not a language the library speaks.
            GameError: ``names`` is not a sequence of one name per seat.

        >>> import bigtwo
        >>> card = bigtwo.score(["", "3D 4D 5D 6D 7D 8D 9D 10D JD QD"], bigtwo.ruleset())
        >>> print(card.render("es"))
        Asiento 1: le quedan 10 cartas × 2 = −20
        Asiento 0: gana y se lleva +20
        """
        check_language(lang)
        if names is None:
            who = [Text("score.seat", seat=s).render(lang) for s in range(len(self.lines))]
        elif isinstance(names, str) or not isinstance(names, Sequence) or len(names) != len(self.lines):
            raise GameError("score-names-per-seat", seats=len(self.lines), value=shown(names))
        else:
            who = [str(n) for n in names]
        named = names is not None
        rows = [_row(line, who, lang, self.lower_wins, named) for line in self.lines if line.role != "winner"]
        win = self.lines[self.winner]
        if self.lower_wins:
            rows.append(Text("score.wins-no-penalty", who=who[win.seat]).render(lang))
        else:
            rows.append(Text("score.wins-and-takes", who=who[win.seat], amount=signed(win.amount)).render(lang))
        return "\n".join(rows)


def _row(line: ScoreLine, who: Sequence[str], lang: str, lower_wins: bool, named: bool) -> str:
    n = line.cards_left
    text = Text("score.left.one" if n == 1 else "score.left.other", who=who[line.seat], n=n).render(lang)
    if line.role == "assistant" or not prints_as_product(line):  # settled with several seats: list them
        parts = [  # a seat with no name is named inside the sentence: "−1 to seat 0", «−1 al asiento 0»
            Text(f"score.{'received' if amount > 0 else 'paid'}", amount=signed(amount), who=who[other]).render(lang)
            if named
            else Text(f"score.{'received' if amount > 0 else 'paid'}-seat", amount=signed(amount), seat=other).render(
                lang
            )
            for other, amount in line.transfers
        ]
        text += ": " + ", ".join(parts)
        if line.role == "assistant":
            text += f" ({Text('score.assistant-note').render(lang)})"
    else:
        text += f" × {line.rate}"
        for m in line.multipliers:
            text += f" × {m.factor} ({m.text.render(lang)})"
    if lower_wins:
        return Text("score.penalty", text=text, amount=line.amount).render(lang)
    return text + f" = {signed(line.amount)}"


_CARD_KEYS = {"scheme", "winner", "lower_wins", "assistant", "lines"}
_LINE_KEYS = {"seat", "role", "cards_left", "rate", "multipliers", "amount", "transfers"}


def _card_from_doc(doc: object) -> ScoreCard:
    where = place("score-card")
    doc = as_object(doc, where)
    only_keys(doc, _CARD_KEYS, where)
    scheme = get_field(doc, "scheme", str, where)
    lower_wins = get_field(doc, "lower_wins", bool, where)
    line_docs = get_field(doc, "lines", list, where)
    if not 2 <= len(line_docs) <= 4:
        raise InvalidSave("json-bad-counts", where=where, name="lines", players=len(line_docs), value=len(line_docs))
    players = len(line_docs)
    winner = read_seat(get_field(doc, "winner", int, where), players, place("field", where, name="winner"))
    paid_all = get_field(doc, "assistant", (int, type(None)), where)
    assistant = read_seat(paid_all, players, place("field", where, name="assistant"))
    assert winner is not None  # read_seat of an int
    lines = []
    for i, line_doc in enumerate(line_docs):
        at = place("field", where, name=f"lines[{i}]")
        line_doc = as_object(line_doc, at)
        only_keys(line_doc, _LINE_KEYS, at)
        numbers = {name: get_field(line_doc, name, int, at) for name in ("seat", "cards_left", "rate", "amount")}
        role = get_field(line_doc, "role", str, at)
        if numbers["seat"] != i or role not in ("winner", "loser", "assistant") or (role == "winner") != (i == winner):
            raise InvalidSave("json-disagrees", where=at, fact="seat" if numbers["seat"] != i else "role")
        multipliers = []
        for m_doc in get_field(line_doc, "multipliers", list, at):
            m_doc = as_object(m_doc, at)
            only_keys(m_doc, {"factor", "code", "text"}, at)
            factor, code = get_field(m_doc, "factor", int, at), get_field(m_doc, "code", str, at)
            texts = as_object(get_field(m_doc, "text", Mapping, at), at)
            if set(texts) != set(LANGUAGES) or not all(isinstance(t, str) for t in texts.values()):
                raise InvalidSave("json-disagrees", where=at, fact="multipliers")
            builtin = Multiplier.builtin(factor, code)
            multipliers.append(
                builtin if f"multiplier.{code}" in CATALOGUE else Multiplier(factor, code, Localized(**texts))
            )
        transfers = get_field(line_doc, "transfers", list, at)
        if not all(isinstance(t, list) and len(t) == 2 and all(type(x) is int for x in t) for t in transfers):
            raise InvalidSave("json-disagrees", where=at, fact="transfers")
        lines.append(
            ScoreLine(
                seat=i,
                role=role,
                cards_left=numbers["cards_left"],
                rate=numbers["rate"],
                multipliers=tuple(multipliers),
                amount=numbers["amount"],
                transfers=tuple((a, b) for a, b in transfers),
            )
        )
    received = [dict(line.transfers) for line in lines]
    for i, mine in enumerate(received):
        if any(not 0 <= j < players or j == i or received[j].get(i, 0) != -x for j, x in mine.items()):
            raise InvalidSave("json-disagrees", where=where, fact="transfers")
        if len(mine) != len(lines[i].transfers):  # a seat paid twice
            raise InvalidSave("json-disagrees", where=where, fact="transfers")
    if assistant is not None and assistant == winner:
        raise InvalidSave("json-disagrees", where=where, fact="assistant")
    for i, line in enumerate(lines):
        fact = _line_disagrees(line, lower_wins, assistant)
        if fact is not None:
            raise InvalidSave("json-disagrees", where=place("field", where, name=f"lines[{i}]"), fact=fact)
    return ScoreCard(scheme, winner, tuple(lines), lower_wins, assistant=assistant)


_MOST_POINTS = 10**12
"""The most points a score card's number may hold (a deal never comes near; a tampered card may)."""


def _line_disagrees(line: ScoreLine, lower_wins: bool, assistant: int | None) -> str | None:
    """What in a score line read back breaks the scoring contract (see `bigtwo._spec.scoring`),
    or ``None``: the same rules `score` holds every scheme to, minus the hands it no longer has."""
    if not 0 <= line.cards_left <= 52:
        return "cards_left"
    if not 0 <= line.rate <= _MOST_POINTS or not all(1 <= m.factor <= _MOST_POINTS for m in line.multipliers):
        return "rate" if not 0 <= line.rate <= _MOST_POINTS else "multipliers"
    if abs(line.amount) > _MOST_POINTS or any(abs(x) > _MOST_POINTS for _, x in line.transfers):
        return "amount"
    if (line.role == "assistant") != (line.seat == assistant):
        return "role"
    if lower_wins:
        if line.transfers or line.amount < 0 or (line.role == "winner" and line.amount):
            return "amount"
    elif sum(x for _, x in line.transfers) != line.amount:
        return "amount"
    if assistant is None and prints_as_product(line):  # cards × rate × multipliers (before an assistant pays)
        product = line.cards_left * line.rate * line.factor
        if line.amount != (product if lower_wins else -product):
            return "amount"
    return None
