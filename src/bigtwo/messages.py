"""Words: how plays are described and why an action is illegal, in English and Spanish.

The Spanish texts reproduce the seed product's messages character for character, with the real
values filled in («La primera jugada tiene que llevar el ♦3», «Hay que tirar 5 cartas y has
elegido 4», «Pareja de 9 no gana a pareja de K»).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, Rank
from .errors import LANGUAGES, Reason, ReasonCode, UnknownLanguage
from .model import Category

__all__ = ["describe_combo", "language"]

_RANK_WORDS_EN = (
    "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
    "jacks", "queens", "kings", "aces", "twos",
)  # fmt: skip


def language(lang: str) -> str:
    """Check that ``lang`` is one of `LANGUAGES` and return it."""
    if lang not in LANGUAGES:
        raise UnknownLanguage(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    return lang


def describe_combo(category: Category, cards: Sequence[Card], run_top: Rank | None, lang: str) -> str:
    """A play in words, lower case, as it sits inside a sentence: ``pareja de 9``, ``pair of nines``.

    ``cards`` are the play's cards from the weakest to the strongest single; ``run_top`` is the
    last rank of a straight as it is read (the 6 of 2-3-4-5-6).
    """
    language(lang)
    high = cards[-1]
    counts: dict[Rank, int] = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    main = max(counts, key=lambda r: counts[r])
    es = lang == "es"
    if category is Category.SINGLE:
        return str(high)
    if category is Category.PAIR:
        return f"pareja de {main.symbol}" if es else f"pair of {_RANK_WORDS_EN[main]}"
    if category is Category.TRIPLE:
        return f"trío de {main.symbol}" if es else f"triple of {_RANK_WORDS_EN[main]}"
    if category is Category.FULL_HOUSE:
        return f"full de {main.symbol}" if es else f"full house of {_RANK_WORDS_EN[main]}"
    if category is Category.FOUR_OF_A_KIND:
        return f"póquer de {main.symbol}" if es else f"four {_RANK_WORDS_EN[main]}"
    top = (run_top or high.rank).symbol
    if category is Category.STRAIGHT:
        return f"escalera al {top}" if es else f"straight to the {top}"
    if category is Category.STRAIGHT_FLUSH:
        return f"escalera de color al {top}" if es else f"straight flush to the {top}"
    highest = max(cards, key=lambda c: c.rank)
    return (
        f"color de {high.suit.symbol} al {highest.rank.symbol}"
        if es
        else f"{high.suit.symbol} flush to the {highest.rank.symbol}"
    )


def capitalized(text: str) -> str:
    """``text`` with its first letter in upper case (descriptions open a sentence)."""
    return text[:1].upper() + text[1:]


def _join(items: Sequence[str], word: str) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {word} " + items[-1]


def not_your_turn(seat: int, to_move: int) -> Reason:
    """Someone acted out of turn."""
    return Reason(
        ReasonCode.NOT_YOUR_TURN,
        en="It is not your turn",
        es="No es tu turno",
        detail=(("seat", str(seat)), ("to_move", str(to_move))),
    )


GAME_OVER = Reason(ReasonCode.GAME_OVER, en="The deal is over", es="La partida ha terminado")
LEADER_CANNOT_PASS = Reason(
    ReasonCode.LEADER_CANNOT_PASS, en="You lead, so you cannot pass", es="Cuando sales no puedes pasar"
)


def not_in_hand(missing: Sequence[Card]) -> Reason:
    """Cards the player does not hold."""
    names = [f"the {c}" for c in missing]
    nombres = [f"el {c}" for c in missing]
    return Reason(
        ReasonCode.NOT_IN_HAND,
        en=f"You do not hold {_join(names, 'or')}",
        es=f"No tienes {_join(nombres, 'ni')}",
        detail=(("cards", " ".join(str(c) for c in missing)),),
    )


def must_include(card: Card) -> Reason:
    """The first play of the deal must include the lowest card."""
    shown = card.suit.symbol + card.rank.symbol  # the seed writes the suit first here: «el ♦3»
    return Reason(
        ReasonCode.MUST_INCLUDE_LOWEST,
        en=f"The first play must include the {shown}",
        es=f"La primera jugada tiene que llevar el {shown}",
        detail=(("card", str(card)),),
    )


def wrong_size(needed: int, chosen: int) -> Reason:
    """The selection has another number of cards than the table play."""
    cartas = "carta" if needed == 1 else "cartas"
    cards = "card" if needed == 1 else "cards"
    return Reason(
        ReasonCode.WRONG_SIZE,
        en=f"You must play {needed} {cards} and you chose {chosen}",
        es=f"Hay que tirar {needed} {cartas} y has elegido {chosen}",
        detail=(("needed", str(needed)), ("chosen", str(chosen))),
    )


def does_not_beat(play: tuple[str, str], table: tuple[str, str]) -> Reason:
    """``play`` and ``table`` are (English, Spanish) descriptions from `describe_combo`."""
    return Reason(
        ReasonCode.DOES_NOT_BEAT,
        en=f"{capitalized(play[0])} does not beat {table[0]}",
        es=f"{capitalized(play[1])} no gana a {table[1]}",
    )


def cannot_redeal(en: str, es: str) -> Reason:
    """A redeal that may not be asked for."""
    return Reason(
        ReasonCode.REDEAL_NOT_ALLOWED, en=f"You cannot ask for a redeal: {en}", es=f"No puedes pedir otro reparto: {es}"
    )
