"""Every sentence the library shows a person, in every language it speaks: one catalogue.

A message is a `Text`: a catalogue key plus its parameters, rendered in a language only when
someone asks. The catalogue holds one template per key and language (``str.format`` fields);
a parameter may itself be a `Text` or a `Localized` sentence (one a plugin wrote), rendered in
the same language. Adding a language means adding one column of data: a dictionary of the same
keys with the same fields (a test checks both).

The Spanish templates reproduce the seed product's messages character for character
(«La primera jugada tiene que llevar el ♦3», «Hay que tirar 5 cartas y has elegido 4»,
«Pareja de 9 no gana a pareja de K», «Quedan 13 · si acaba ya −39»).

>>> Text("reason.wrong-size", needed=5, chosen=4, cards=plural(5, "word.card")).render("es")
'Hay que tirar 5 cartas y has elegido 4'
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from types import MappingProxyType

from attrs import frozen

from .errors import Message, UnknownLanguage

__all__ = [
    "CATALOGUE",
    "LANGUAGES",
    "Capitalized",
    "Localized",
    "Message",
    "Text",
    "catalogue_fields",
    "check_language",
    "plural",
    "signed",
    "spoken_list",
]


_EN_RANKS: tuple[str, ...] = (
    "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
    "jacks", "queens", "kings", "aces", "twos",
)  # fmt: skip
_ES_RANKS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")

_EN: dict[str, str] = {
    # Reasons an action is illegal
    "reason.not-your-turn": "It is not your turn",
    "reason.game-over": "The deal is over",
    "reason.not-in-hand": "You do not hold {cards}",
    "reason.leader-cannot-pass": "You lead, so you cannot pass",
    "reason.must-include-lowest": "The first play must include the {card}",
    "reason.wrong-size": "You must play {needed} {cards} and you chose {chosen}",
    "reason.no-cards": "No cards selected",
    "reason.not-a-combination": "These cards are not a play",
    "reason.table-rule": "Table rule: {rule}",
    "reason.does-not-beat": "{play} does not beat {table}",
    "reason.cannot-redeal": "You cannot ask for a redeal: {why}",
    "redeal.no-redeals": "the rules have no redeals",
    "redeal.not-seeded": "these cards were not dealt from a seed",
    "redeal.after-first-play": "the first play has been made",
    "redeal.hand-too-strong": "your hand is worth {worth} points (at most {threshold})",
    "list.two": "{first} or {second}",
    "list.more": "{first}, {rest}",
    "card.the": "the {card}",
    "word.card.one": "card",
    "word.card.other": "cards",
    # Plays in words (lower case, as they sit inside a sentence)
    "play.single": "{card}",
    "play.pair": "pair of {rank}",
    "play.triple": "triple of {rank}",
    "play.full-house": "full house of {rank}",
    "play.four-of-a-kind": "four {rank}",
    "play.straight": "straight to the {top}",
    "play.straight-flush": "straight flush to the {top}",
    "play.flush": "{suit} flush to the {top}",
    "play.beats-the-table": "{play} · beats the table",
    **{f"rank.plural.{i}": w for i, w in enumerate(_EN_RANKS)},
    "category.single": "single",
    "category.pair": "pair",
    "category.triple": "triple",
    "category.straight": "straight",
    "category.flush": "flush",
    "category.full-house": "full house",
    "category.four-of-a-kind": "four of a kind",
    "category.straight-flush": "straight flush",
    # Score cards and readouts
    "score.seat": "Seat {seat}",
    "score.left.one": "{who}: {n} card left",
    "score.left.other": "{who}: {n} cards left",
    "score.received": "{amount} from {who}",
    "score.paid": "{amount} to {who}",
    "score.assistant-note": "assistant rule: pays everyone's losses",
    "score.penalty": "{text} = {amount} penalty",
    "score.wins-no-penalty": "{who}: wins, no penalty",
    "score.wins-and-takes": "{who}: wins and takes {amount}",
    "readout": "{left} left · {value} if it ended now",
    "multiplier.unused-two": "an unused 2",
    "multiplier.unused-four-of-a-kind": "an unused four of a kind",
    "multiplier.unused-straight-flush": "an unused straight flush",
    "multiplier.winning-play": "the winner went out with a 2, four of a kind or a straight flush",
    # Option titles
    "option.suit_order": "Suit order",
    "option.straights": "2s in straights",
    "option.flush": "Flush against flush",
    "option.royal": "Royal straight flush",
    "option.bombs": "Bombs",
    "option.opener": "Who leads",
    "option.direction": "Direction of play",
    "option.pass_locks_out": "Passing locks you out",
    "option.deal": "Dealing",
    "option.auto_pass": "Automatic passes",
    "option.assistant": "Assistant rule",
    "option.instant_win": "Instant win",
    "option.redeal": "Redeal",
    "option.scoring": "Scoring",
    # Command line
    "cli.beats": "beats",
    "cli.ties": "ties with",
    "cli.loses": "loses to",
    "cli.playable": "can be played on it: {answer}",
    "cli.yes": "yes",
    "cli.no": "no",
    "cli.plays": "{n} plays",
}

_ES: dict[str, str] = {
    "reason.not-your-turn": "No es tu turno",
    "reason.game-over": "La partida ha terminado",
    "reason.not-in-hand": "No tienes {cards}",
    "reason.leader-cannot-pass": "Cuando sales no puedes pasar",
    "reason.must-include-lowest": "La primera jugada tiene que llevar el {card}",
    "reason.wrong-size": "Hay que tirar {needed} {cards} y has elegido {chosen}",
    "reason.no-cards": "No has elegido ninguna carta",
    "reason.not-a-combination": "Estas cartas no forman jugada",
    "reason.table-rule": "Regla de la mesa: {rule}",
    "reason.does-not-beat": "{play} no gana a {table}",
    "reason.cannot-redeal": "No puedes pedir otro reparto: {why}",
    "redeal.no-redeals": "las reglas no lo permiten",
    "redeal.not-seeded": "estas cartas no salen de una semilla",
    "redeal.after-first-play": "ya se ha hecho la primera jugada",
    "redeal.hand-too-strong": "tu mano vale {worth} puntos (como mucho {threshold})",
    "list.two": "{first} ni {second}",
    "list.more": "{first}, {rest}",
    "card.the": "el {card}",
    "word.card.one": "carta",
    "word.card.other": "cartas",
    "play.single": "{card}",
    "play.pair": "pareja de {rank}",
    "play.triple": "trío de {rank}",
    "play.full-house": "full de {rank}",
    "play.four-of-a-kind": "póquer de {rank}",
    "play.straight": "escalera al {top}",
    "play.straight-flush": "escalera de color al {top}",
    "play.flush": "color de {suit} al {top}",
    "play.beats-the-table": "{play} · gana a la mesa",
    **{f"rank.plural.{i}": w for i, w in enumerate(_ES_RANKS)},
    "category.single": "suelta",
    "category.pair": "pareja",
    "category.triple": "trío",
    "category.straight": "escalera",
    "category.flush": "color",
    "category.full-house": "full",
    "category.four-of-a-kind": "póquer",
    "category.straight-flush": "escalera de color",
    "score.seat": "Asiento {seat}",
    "score.left.one": "{who}: le queda {n} carta",
    "score.left.other": "{who}: le quedan {n} cartas",
    "score.received": "{amount} de {who}",
    "score.paid": "{amount} a {who}",
    "score.assistant-note": "regla del asistente: paga las pérdidas de todos",
    "score.penalty": "{text} = {amount} de multa",
    "score.wins-no-penalty": "{who}: gana, sin multa",
    "score.wins-and-takes": "{who}: gana y se lleva {amount}",
    "readout": "Quedan {left} · si acaba ya {value}",
    "multiplier.unused-two": "un 2 sin usar",
    "multiplier.unused-four-of-a-kind": "un póquer sin usar",
    "multiplier.unused-straight-flush": "una escalera de color sin usar",
    "multiplier.winning-play": "el ganador cerró con un 2, un póquer o una escalera de color",
    "option.suit_order": "Orden de palos",
    "option.straights": "2 en escaleras",
    "option.flush": "Color contra color",
    "option.royal": "Escalera real",
    "option.bombs": "Bombas",
    "option.opener": "Quién sale",
    "option.direction": "Sentido del juego",
    "option.pass_locks_out": "Pasar te deja fuera",
    "option.deal": "Reparto",
    "option.auto_pass": "Pases automáticos",
    "option.assistant": "Regla del asistente",
    "option.instant_win": "Victoria inmediata",
    "option.redeal": "Volver a repartir",
    "option.scoring": "Puntuación",
    "cli.beats": "gana a",
    "cli.ties": "empata con",
    "cli.loses": "pierde contra",
    "cli.playable": "se puede tirar encima: {answer}",
    "cli.yes": "sí",
    "cli.no": "no",
    "cli.plays": "{n} jugadas",
}

CATALOGUE: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {"en": MappingProxyType(_EN), "es": MappingProxyType(_ES)}
)
"""Language code -> message key -> template. Every language has the same keys and fields."""

LANGUAGES: tuple[str, ...] = tuple(CATALOGUE)
"""The languages every message of the library is written in."""


def check_language(lang: object) -> str:
    """Return ``lang`` if it is one of `LANGUAGES`; raise `UnknownLanguage` otherwise."""
    if not isinstance(lang, str) or lang not in CATALOGUE:
        raise UnknownLanguage(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    return lang


_FORMATTER = string.Formatter()


def _fields(template: str) -> frozenset[str]:
    return frozenset(name for _, name, _, _ in _FORMATTER.parse(template) if name)


@frozen(init=False)
class Text:
    """A catalogue message and its parameters, rendered in any language on demand.

    Parameters are plain values (numbers, card symbols) or other messages, which render in the
    same language.
    """

    key: str
    params: tuple[tuple[str, object], ...]

    def __init__(self, key: str, /, **params: object) -> None:
        self.__attrs_init__(key, tuple(params.items()))

    def render(self, lang: str = "en") -> str:
        """The message in ``lang`` (one of `LANGUAGES`)."""
        template = CATALOGUE[check_language(lang)][self.key]
        values = {
            name: v.render(lang) if isinstance(v, Text | Localized | Capitalized) else v for name, v in self.params
        }
        return template.format(**values)


@frozen
class Localized:
    """A sentence written outside the catalogue (by a plugin), one per language.

    Languages the plugin did not write fall back to English.
    """

    texts: tuple[tuple[str, str], ...]

    def render(self, lang: str = "en") -> str:
        """The sentence in ``lang``."""
        check_language(lang)
        found = dict(self.texts)
        return found.get(lang) or found.get("en", "")


@frozen
class Capitalized:
    """A message opening a sentence: its first letter in upper case, in every language."""

    inner: Text

    def render(self, lang: str = "en") -> str:
        """The message in ``lang``, capitalized."""
        text = self.inner.render(lang)
        return text[:1].upper() + text[1:]


def plural(n: int, key: str) -> Text:
    """The word ``key`` (``word.card``) in the form for ``n``: ``key.one`` or ``key.other``."""
    return Text(f"{key}.one" if n == 1 else f"{key}.other")


def signed(value: int) -> str:
    """A score as the score card prints it: ``+20``, ``−20`` (a real minus sign) or ``0``."""
    if value < 0:
        return f"\u2212{-value}"
    return f"+{value}" if value > 0 else "0"


def spoken_list(items: tuple[Text, ...]) -> Text:
    """``a``, ``a or b``, ``a, b or c`` (``ni`` in Spanish, after a negative verb)."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return Text("list.two", first=items[0], second=items[1])
    return Text("list.more", first=items[0], rest=spoken_list(items[1:]))


def catalogue_fields(key: str) -> dict[str, frozenset[str]]:
    """The fields each language's template of ``key`` uses (for the catalogue's own test)."""
    return {lang: _fields(templates[key]) for lang, templates in CATALOGUE.items()}
