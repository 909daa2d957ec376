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
    "has_message",
    "missing_languages",
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
    "table-rule.no-twos": "no 2s in straights",
    "table-rule.jqka2-top": "the only straight with a 2 is J-Q-K-A-2",
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
    "cli.plays.one": "{n} play",
    "cli.plays.other": "{n} plays",
    "cli.defaults": "all defaults",
    "sim.player": "player",
    "sim.deals": "deals",
    "sim.win-rate": "win rate (95%)",
    "sim.mean-points": "mean points",
    "sim.points": "{variant}, {deals} mirrored deals, seed {seed}; points are gains: more is better.",
    "sim.penalties": "{variant}, {deals} mirrored deals, seed {seed}; points are penalties: fewer is better.",
    "cli.broken": "cannot be built: {error}",
    "cli.no-plugins": "No plugins are installed (the built-in variants need none).",
    "cli.loaded": "loaded",
    "cli.not-loaded": "not loaded: {error}",
    "cli.variants": "variants",
    "cli.options": "new options",
    # What each built-in option value means (the sentence a settings screen shows)
    "value.suit_order.diamonds-lowest": "At equal rank the suit decides, ♦ < ♣ < ♥ < ♠, so the lowest card is the 3♦ and the highest the 2♠.",
    "value.suit_order.clubs-lowest": "At equal rank the suit decides, ♣ < ♦ < ♥ < ♠, so the lowest card is the 3♣ and the highest the 2♠.",
    "value.suit_order.pusoy": "At equal rank the suit decides, ♣ < ♠ < ♥ < ♦, so the lowest card is the 3♣ and the highest the 2♦.",
    "value.straights.twos-high": "A-2-3-4-5 and 2-3-4-5-6 are straights above 10-J-Q-K-A, A-2-3-4-5 the highest of all; runs through K-A-2 never count.",
    "value.straights.twos-low": "The 2 counts low in a straight: A-2-3-4-5 is the lowest, then 2-3-4-5-6, and 10-J-Q-K-A the highest.",
    "value.straights.split": "A-2-3-4-5 is the lowest straight and 2-3-4-5-6 the highest, above 10-J-Q-K-A.",
    "value.straights.no-twos": "No straight holds a 2: they run from 3-4-5-6-7 to 10-J-Q-K-A, and A-2-3-4-5 or 2-3-4-5-6 is refused by the table rule.",
    "value.straights.jqka2-top": "J-Q-K-A-2 is the highest straight and the only one with a 2; A-2-3-4-5 and 2-3-4-5-6 do not count.",
    "value.flush.suit-first": "Flush against flush: the higher suit wins, and with the same suit the cards compare from the highest down.",
    "value.flush.rank-first": "Flush against flush: the cards compare from the highest down, and the suit only breaks a tie.",
    "value.royal.none": "There is no royal straight: J-Q-K-A-2 wraps past the 2 and is not a straight flush.",
    "value.royal.jqka2": "J-Q-K-A-2 of one suit is a royal straight flush, above every other straight flush; between two, the higher suit wins.",
    "value.bombs.none": "No bombs: plays of different sizes never beat each other, and a higher five-card category always beats a lower one.",
    "value.bombs.quads-and-straight-flush": "Four of a kind and straight flushes are bombs that beat a play of any size; other five-card plays only beat their own kind.",
    "value.opener.lowest-card": "The holder of the lowest card leads every deal, and the first play must include that card.",
    "value.opener.last-winner": "The first deal is led by the lowest card; from then on the previous winner leads with any play.",
    "value.direction.counterclockwise": "Play passes counterclockwise, to the player on the right.",
    "value.direction.clockwise": "Play passes clockwise, to the player on the left.",
    "value.direction.alternate": "The direction of play reverses after every deal, starting counterclockwise.",
    "value.pass_locks_out.off": "Passing does not keep you out of the round: when your turn comes back you may play.",
    "value.pass_locks_out.on": "A player who passes stays out of the round until the table clears.",
    "value.deal.thirteen-each": "Each player gets 13 cards; with fewer than four players the rest is not used.",
    "value.deal.whole-deck": "The whole deck is dealt; leftover cards go to the holder of the lowest card.",
    "value.auto_pass.none": "Nobody passes automatically.",
    "value.auto_pass.top-card-and-short-hands": "Everyone else passes when the highest card is played alone or in a pair or triple, and a player with fewer cards than the table play passes automatically.",
    "value.assistant.off": "There is no assistant rule.",
    "value.assistant.on": "When the next player holds one card, you must play more than one card or your highest single; if you do not and he wins, you pay everyone's losses.",
    "value.instant_win.none": "No hand wins the moment it is dealt.",
    "value.instant_win.dragon": "At a four-player table, a dragon (one card of every rank from 3 to 2) wins the deal the moment it is dealt.",
    "value.redeal.none": "Every deal is played as dealt.",
    "value.redeal.weak-hand": "Before the first play, a player whose hand is worth 3 points or less (J=1, Q=2, K=3, A=4, 2=5) may demand a redeal.",
    "value.scoring.tiers": "Losers pay the winner 1 point a card with 1 to 9 left, 2 with 10 to 12 and 3 with all 13, so the scores add up to zero.",
    "value.scoring.tiers-penalty": "Losers score 1 penalty point a card with 1 to 9 left, 2 with 10 to 12 and 3 with all 13; the winner scores 0 and the lowest total wins.",
    "value.scoring.common": "Losers pay the winner 1 point a card, or 2 a card with 10 or more left.",
    "value.scoring.doubling": "As common, and each unused 2, four of a kind or straight flush doubles a loser's payment, and a winning play with one of them doubles every payment.",
    "value.scoring.pairwise": "Every two players settle the difference of their cards left, 1 point a card.",
    "value.scoring.pusoy-dos": "Losers pay the winner 1 point a card under 10 left, 2 a card with 10 to 12, and 3 a card if they played none; a dragon collects 39 from each.",
    # The rules as a document (bigtwo rules, the docs site)
    "doc.sources": "Sources",
    "doc.notes": "Notes",
    "doc.options": "Options",
    "doc.option": "Option",
    "doc.value": "Value",
    "doc.explanation": "Explanation",
    "doc.default": "default",
    "doc.changed": "Changed from the variant: {changes}.",
    "doc.suits": "Suits and cards",
    "doc.suit-order": "Suits from the lowest to the highest: {suits}",
    "doc.lowest-card": "Lowest card: {card}",
    "doc.highest-card": "Highest card: {card}",
    "doc.straights": "Straights",
    "doc.run": "{run} (a tie goes to the suit of its {top})",
    "doc.royal-run": "{run} of one suit: royal straight flush",
    "doc.forbidden-runs": "Refused by a table rule ({rule}): {runs}.",
    "doc.five-card": "Five-card plays",
    "doc.royal": "royal straight flush",
    "doc.leads": "Who leads",
    "doc.table-rules": "Table rules",
    "doc.players": "Two, three or four players.",
    "doc.more-rules": "More rules",
    "doc.scoring": "Scoring",
    "doc.example": "Worked example, computed by the library from the deal of seed 0: seat 0 goes out with {play}; the others hold {one}, {two} and {three} cards, the last having played none.",
    "doc.example-hand": "Seat {seat}: {cards}",
    "doc.variants": "Variants",
    "doc.variants-intro": "Every registered variant side by side: a column per variant, a row per option.",
    "doc.summaries": "The variants",
    "doc.all-options": "Every option and its values",
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
    "table-rule.no-twos": "sin 2 en escaleras",
    "table-rule.jqka2-top": "la única escalera con 2 es J-Q-K-A-2",
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
    "cli.plays.one": "{n} jugada",
    "cli.plays.other": "{n} jugadas",
    "cli.defaults": "todas las opciones por defecto",
    "sim.player": "jugador",
    "sim.deals": "manos",
    "sim.win-rate": "victorias (95 %)",
    "sim.mean-points": "puntos por mano",
    "sim.points": "{variant}, {deals} manos en espejo, semilla {seed}; los puntos son ganancias: más es mejor.",
    "sim.penalties": "{variant}, {deals} manos en espejo, semilla {seed}; los puntos son multas: menos es mejor.",
    "cli.broken": "no se puede construir: {error}",
    "cli.no-plugins": "No hay plugins instalados (las variantes incluidas no necesitan ninguno).",
    "cli.loaded": "cargado",
    "cli.not-loaded": "no cargado: {error}",
    "cli.variants": "variantes",
    "cli.options": "opciones nuevas",
    "value.suit_order.diamonds-lowest": "A igual valor decide el palo, ♦ < ♣ < ♥ < ♠, así que la carta más baja es el 3♦ y la más alta el 2♠.",
    "value.suit_order.clubs-lowest": "A igual valor decide el palo, ♣ < ♦ < ♥ < ♠, así que la carta más baja es el 3♣ y la más alta el 2♠.",
    "value.suit_order.pusoy": "A igual valor decide el palo, ♣ < ♠ < ♥ < ♦, así que la carta más baja es el 3♣ y la más alta el 2♦.",
    "value.straights.twos-high": "A-2-3-4-5 y 2-3-4-5-6 son escalera y ganan a 10-J-Q-K-A, A-2-3-4-5 la más alta de todas; las que pasan por K-A-2 nunca valen.",
    "value.straights.twos-low": "El 2 cuenta bajo en una escalera: A-2-3-4-5 es la mínima, después 2-3-4-5-6, y 10-J-Q-K-A la máxima.",
    "value.straights.split": "A-2-3-4-5 es la escalera más baja y 2-3-4-5-6 la más alta, por encima de 10-J-Q-K-A.",
    "value.straights.no-twos": "Ninguna escalera lleva un 2: van de 3-4-5-6-7 a 10-J-Q-K-A, y A-2-3-4-5 o 2-3-4-5-6 no valen por regla de la mesa.",
    "value.straights.jqka2-top": "J-Q-K-A-2 es la escalera más alta y la única con un 2; A-2-3-4-5 y 2-3-4-5-6 no valen.",
    "value.flush.suit-first": "Color contra color: gana el palo más alto y, si coincide, se comparan las cartas de mayor a menor.",
    "value.flush.rank-first": "Color contra color: se comparan las cartas de mayor a menor, y el palo solo desempata.",
    "value.royal.none": "No hay escalera real: J-Q-K-A-2 da la vuelta por el 2 y no es escalera de color.",
    "value.royal.jqka2": "J-Q-K-A-2 del mismo palo es escalera real, por encima de cualquier escalera de color; entre dos, gana el palo más alto.",
    "value.bombs.none": "Sin bombas: jugadas de distinto tamaño nunca se tapan, y una clase de cinco más alta siempre gana a una más baja.",
    "value.bombs.quads-and-straight-flush": "El póquer y la escalera de color son bombas que tapan una jugada de cualquier tamaño; las demás de cinco solo tapan a las de su clase.",
    "value.opener.lowest-card": "Sale quien tenga la carta más baja, y su primera jugada tiene que incluirla.",
    "value.opener.last-winner": "La primera partida la abre la carta más baja; desde la segunda sale el ganador de la anterior con lo que quiera.",
    "value.direction.counterclockwise": "Se juega en sentido antihorario, hacia el jugador de la derecha.",
    "value.direction.clockwise": "Se juega en sentido horario, hacia el jugador de la izquierda.",
    "value.direction.alternate": "El sentido del juego cambia después de cada mano, empezando en sentido antihorario.",
    "value.pass_locks_out.off": "Pasar no te deja fuera de la ronda: cuando vuelva tu turno puedes tirar.",
    "value.pass_locks_out.on": "Quien pasa queda fuera de la ronda hasta que se limpia la mesa.",
    "value.deal.thirteen-each": "Cada jugador recibe 13 cartas; con menos de cuatro jugadores el resto no se usa.",
    "value.deal.whole-deck": "Se reparte la baraja entera; las cartas que sobran son para quien tiene la carta más baja.",
    "value.auto_pass.none": "Nadie pasa automáticamente.",
    "value.auto_pass.top-card-and-short-hands": "Todos los demás pasan cuando la carta más alta se tira sola o en pareja o trío, y quien tiene menos cartas que la jugada de la mesa pasa automáticamente.",
    "value.assistant.off": "No hay regla del asistente.",
    "value.assistant.on": "Cuando al siguiente le queda una carta, tienes que tirar más de una carta o tu carta más alta; si no lo haces y él gana, pagas las pérdidas de todos.",
    "value.instant_win.none": "Ninguna mano gana al repartirse.",
    "value.instant_win.dragon": "En una mesa de cuatro, un dragón (una carta de cada valor del 3 al 2) gana la mano en cuanto se reparte.",
    "value.redeal.none": "Todas las manos se juegan tal como se reparten.",
    "value.redeal.weak-hand": "Antes de la primera jugada, quien tenga una mano de 3 puntos o menos (J=1, Q=2, K=3, A=4, 2=5) puede pedir que se reparta de nuevo.",
    "value.scoring.tiers": "Los perdedores pagan al ganador 1 punto por carta si les quedan de 1 a 9, 2 de 10 a 12 y 3 con las 13, así que los marcadores suman cero.",
    "value.scoring.tiers-penalty": "Los perdedores anotan 1 punto de multa por carta si les quedan de 1 a 9, 2 de 10 a 12 y 3 con las 13; el ganador anota 0 y gana la menor suma.",
    "value.scoring.common": "Los perdedores pagan al ganador 1 punto por carta, o 2 por carta si les quedan 10 o más.",
    "value.scoring.doubling": "Como la común, y cada 2, póquer o escalera de color sin usar dobla el pago de un perdedor, y ganar con uno de ellos dobla todos los pagos.",
    "value.scoring.pairwise": "Cada dos jugadores liquidan la diferencia de sus cartas restantes, 1 punto por carta.",
    "value.scoring.pusoy-dos": "Los perdedores pagan al ganador 1 punto por carta con menos de 10, 2 por carta de 10 a 12 y 3 por carta si no tiraron ninguna; un dragón cobra 39 a cada uno.",
    # The rules as a document (bigtwo rules, the docs site)
    "doc.sources": "Fuentes",
    "doc.notes": "Notas",
    "doc.options": "Opciones",
    "doc.option": "Opción",
    "doc.value": "Valor",
    "doc.explanation": "Explicación",
    "doc.default": "por defecto",
    "doc.changed": "Cambios respecto a la variante: {changes}.",
    "doc.suits": "Palos y cartas",
    "doc.suit-order": "Palos de menor a mayor: {suits}",
    "doc.lowest-card": "Carta más baja: {card}",
    "doc.highest-card": "Carta más alta: {card}",
    "doc.straights": "Escaleras",
    "doc.run": "{run} (en caso de empate, decide el palo de su {top})",
    "doc.royal-run": "{run} de un mismo palo: escalera real",
    "doc.forbidden-runs": "No valen por regla de la mesa ({rule}): {runs}.",
    "doc.five-card": "Jugadas de cinco cartas",
    "doc.royal": "escalera real",
    "doc.leads": "Quién sale",
    "doc.table-rules": "Reglas de la mesa",
    "doc.players": "Dos, tres o cuatro jugadores.",
    "doc.more-rules": "Más reglas",
    "doc.scoring": "Puntuación",
    "doc.example": "Ejemplo calculado por la biblioteca con el reparto de la semilla 0: el asiento 0 termina con {play}; a los demás les quedan {one}, {two} y {three} cartas, y el último no ha tirado ninguna.",
    "doc.example-hand": "Asiento {seat}: {cards}",
    "doc.variants": "Variantes",
    "doc.variants-intro": "Todas las variantes registradas, una al lado de otra: una columna por variante, una fila por opción.",
    "doc.summaries": "Las variantes",
    "doc.all-options": "Todas las opciones y sus valores",
}

CATALOGUE: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {"en": MappingProxyType(_EN), "es": MappingProxyType(_ES)}
)
"""Language code -> message key -> template. Every language has the same keys and fields."""

LANGUAGES: tuple[str, ...] = tuple(CATALOGUE)
"""The languages every message of the library is written in."""


def has_message(key: str) -> bool:
    """Whether the catalogue has a message ``key`` (in every language: a test checks that)."""
    return key in CATALOGUE["en"]


def missing_languages(message: object) -> tuple[str, ...]:
    """The languages of `LANGUAGES` in which ``message`` has no text (empty or only spaces).

    A `Localized` sentence is read as written, so a language it leaves out counts as missing
    even though rendering it would fall back to English; any other message is rendered.

    >>> missing_languages(Localized((("en", "Hearts lowest."), ("es", " "))))
    ('es',)
    """
    if isinstance(message, Localized):
        written = dict(message.texts)
        return tuple(lang for lang in LANGUAGES if not isinstance(written.get(lang), str) or not written[lang].strip())
    missing = []
    for lang in LANGUAGES:
        try:
            text = message.render(lang)  # type: ignore[attr-defined]
        except Exception:  # a message that cannot be rendered has no text in that language
            text = None
        if not isinstance(text, str) or not text.strip():
            missing.append(lang)
    return tuple(missing)


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
