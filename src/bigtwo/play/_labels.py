"""The application's own words, in English and Spanish: one `bigtwo.Catalogue`, a column per language.

Everything the library says (reasons, readouts, score cards, rule explanations) comes from the
library; this catalogue holds only the game's labels: buttons, seat names, menus, prompts, and
the short labels of the built-in option values.
"""

from __future__ import annotations

import os

import bigtwo

_EN: dict[str, str] = {
    "app.title": "Big Two",
    "you": "You",
    "seat.cards.one": "1 card",
    "seat.cards.other": "{n} cards",
    "seat.leads": "leads",
    "seat.one-card": "one card!",
    "seat.to-move": "to play",
    "seat.your-turn": "your turn",
    "seat.last": "last: {what}",
    "word.pass": "pass",
    "word.auto": "automatic",
    "table.clear": "Table clear: {who} leads",
    "table.clear.you": "Table clear: you lead",
    "table.play": "Table: {cards} by {who}",
    "table.play.you": "Table: {cards}, your play",
    "table.your-hand": "Your cards",
    "event.play": "{who}: {cards}",
    "event.play-kind": "{who}: {cards} ({kind})",
    "event.pass": "{who}: pass",
    "event.auto-pass": "{who}: pass (automatic)",
    "event.redeal": "{who} asks for a redeal",
    "event.redeal.you": "You ask for a redeal",
    "event.cleared": "The table clears: {who} wins back the lead",
    "event.cleared.you": "The table clears: you win back the lead",
    "event.wins": "{who} is out of cards and wins",
    "event.wins.you": "You are out of cards and win",
    "event.instant": "{who} wins at the deal",
    "event.instant.you": "You win at the deal",
    "event.resumed": "Saved game resumed",
    "event.new-deal": "Deal {k}: {who} leads",
    "event.new-deal.you": "Deal {k}: you lead",
    "button.play": "Play",
    "button.pass": "Pass",
    "button.hint": "Hint",
    "button.menu": "Menu",
    "button.redeal": "Redeal",
    "button.deal": "Deal",
    "button.deal-again": "Deal again",
    "button.same-cards": "Same cards again",
    "button.next-deal": "Next deal",
    "button.skip": "Skip",
    "keys.table": "←→ and space select · type 3d 3s · Enter play · p pass · h hint · s skip · Esc clear · m menu",
    "keys.start": "Tab moves · space or Enter switches · Ctrl+Q quits",
    "keys.score": "Enter chooses · m menu · Ctrl+C quits (the game is saved)",
    "status.choose": "Pick cards: click them, arrows and space, or type 3d 3s and Enter",
    "status.ready": "Enter or Play to play it",
    "status.bad-card": "«{token}» is not a card: type cards such as 3d 3s or 10h",
    "status.hint": "Hint: {cards}",
    "status.hint-pass": "Hint: you cannot beat the table, so pass",
    "status.cpu": "{who} to play… (s skips ahead)",
    "status.over": "The deal is over",
    "status.nothing": "Nothing chosen: type cards or ask for a hint",
    "start.rules": "Table rules",
    "start.more": "More rules",
    "start.level": "CPU level",
    "start.variant": "Variant",
    "start.players": "Players",
    "start.deals": "Deals",
    "level.novice": "Novice",
    "level.normal": "Normal",
    "level.expert": "Expert",
    "pace.normal": "Normal",
    "pace.fast": "Fast",
    "pace.instant": "Instant",
    "header.deal": "Deal {k}",
    "header.deal-of": "Deal {k} of {n}",
    "header.code": "code {code}",
    "score.title": "Score card",
    "score.totals": "Totals after {k} of {n} deals",
    "score.match-winner": "Match won by {who}",
    "score.match-winner.you": "You win the match",
    "score.match-tie": "Match shared by {who}",
    "menu.title": "Menu",
    "menu.copy": "Copy the deal code",
    "menu.code": "Deal code: {code}",
    "menu.copied": "Deal code {code} (copied to the clipboard where the terminal allows)",
    "menu.enter-code": "Play a deal code",
    "menu.code-placeholder": "a code such as B02L1739204, then Enter",
    "menu.language": "Español",
    "menu.pace": "Pace: {pace}",
    "menu.rules": "Rules summary",
    "menu.new": "New game",
    "menu.quit": "Quit",
    "menu.back": "Back",
    "rules.title": "Rules of {variant}",
    "save.damaged": "The saved game cannot be read ({error}); it is set aside as {name} and a new game starts.",
    "plain.prompt": "Your play (cards, pass, hint, play, code, quit): ",
    "plain.after-prompt": "again, same or quit: ",
    "plain.empty": "Type cards (3d 3s), pass, hint, play, code or quit",
    "plain.unknown-after": "The deal is over: type again, same or quit",
    "plain.code": "Deal code: {code}",
    "plain.bye": "Game saved.",
    "plain.hand": "Your cards: {cards}",
    "plain.seat": "{name}: {cards}{marks}",
    "plain.deal": "— {variant} · {deal} · code {code} —",
    # Short labels of the built-in option values (`value_label`)
    "value.suit_order.diamonds-lowest": "♦ lowest",
    "value.suit_order.clubs-lowest": "♣ lowest",
    "value.suit_order.pusoy": "♣ < ♠ < ♥ < ♦",
    "value.straights.twos-high": "yes",
    "value.straights.no-twos": "no",
    "value.straights.twos-low": "yes, low",
    "value.straights.split": "split",
    "value.straights.jqka2-top": "only J-Q-K-A-2",
    "value.flush.suit-first": "suit first",
    "value.flush.rank-first": "rank first",
    "value.opener.lowest-card": "lowest card",
    "value.opener.last-winner": "last winner",
    "value.royal.none": "no",
    "value.royal.jqka2": "J-Q-K-A-2 of a suit",
    "value.bombs.none": "no",
    "value.bombs.quads-and-straight-flush": "four of a kind, straight flush",
    "value.direction.counterclockwise": "counterclockwise",
    "value.direction.clockwise": "clockwise",
    "value.direction.alternate": "alternating",
    "value.pass_locks_out.off": "no",
    "value.pass_locks_out.on": "yes",
    "value.deal.thirteen-each": "13 each",
    "value.deal.whole-deck": "whole deck",
    "value.auto_pass.none": "no",
    "value.auto_pass.top-card-and-short-hands": "top card, short hands",
    "value.assistant.off": "no",
    "value.assistant.on": "yes",
    "value.instant_win.none": "no",
    "value.instant_win.dragon": "dragon",
    "value.redeal.none": "no",
    "value.redeal.weak-hand": "weak hand",
    "value.scoring.tiers": "tiers",
    "value.scoring.tiers-penalty": "penalty tiers",
    "value.scoring.common": "common",
    "value.scoring.doubling": "doubling",
    "value.scoring.pairwise": "pairwise",
    "value.scoring.pusoy-dos": "Pusoy Dos",
}

_ES: dict[str, str] = {
    "app.title": "Big Two",
    "you": "Tú",
    "seat.cards.one": "1 carta",
    "seat.cards.other": "{n} cartas",
    "seat.leads": "sale",
    "seat.one-card": "¡una carta!",
    "seat.to-move": "le toca",
    "seat.your-turn": "te toca",
    "seat.last": "última: {what}",
    "word.pass": "paso",
    "word.auto": "automático",
    "table.clear": "Mesa limpia: sale {who}",
    "table.clear.you": "Mesa limpia: sales tú",
    "table.play": "Mesa: {cards} de {who}",
    "table.play.you": "Mesa: {cards}, tu jugada",
    "table.your-hand": "Tus cartas",
    "event.play": "{who}: {cards}",
    "event.play-kind": "{who}: {cards} ({kind})",
    "event.pass": "{who}: paso",
    "event.auto-pass": "{who}: paso (automático)",
    "event.redeal": "{who} pide otro reparto",
    "event.redeal.you": "Pides otro reparto",
    "event.cleared": "Se limpia la mesa: {who} recupera la salida",
    "event.cleared.you": "Se limpia la mesa: recuperas la salida",
    "event.wins": "{who} se queda sin cartas y gana",
    "event.wins.you": "Te quedas sin cartas y ganas",
    "event.instant": "{who} gana al repartir",
    "event.instant.you": "Ganas al repartir",
    "event.resumed": "Partida recuperada",
    "event.new-deal": "Reparto {k}: sale {who}",
    "event.new-deal.you": "Reparto {k}: sales tú",
    "button.play": "Tirar",
    "button.pass": "Paso",
    "button.hint": "Pista",
    "button.menu": "Menú",
    "button.redeal": "Otro reparto",
    "button.deal": "Repartir cartas",
    "button.deal-again": "Repartir otra vez",
    "button.same-cards": "Mismas cartas otra vez",
    "button.next-deal": "Siguiente reparto",
    "button.skip": "Saltar",
    "keys.table": "←→ y espacio eligen · escribe 3d 3s · Enter tira · p paso · h pista · s salta · Esc borra · m menú",
    "keys.start": "Tab cambia de sitio · espacio o Enter cambia · Ctrl+Q sale",
    "keys.score": "Enter elige · m menú · Ctrl+C sale (la partida queda guardada)",
    "status.choose": "Elige cartas: tócalas, flechas y espacio, o escribe 3d 3s y Enter",
    "status.ready": "Enter o «Tirar» para tirarla",
    "status.bad-card": "«{token}» no es una carta: escribe cartas como 3d 3s o 10h",
    "status.hint": "Pista: {cards}",
    "status.hint-pass": "Pista: no puedes tapar la mesa, así que pasa",
    "status.cpu": "Juega {who}… (s para saltar)",
    "status.over": "El reparto ha terminado",
    "status.nothing": "No hay nada elegido: escribe cartas o pide una pista",
    "start.rules": "Reglas de la mesa",
    "start.more": "Más reglas",
    "start.level": "Nivel de la CPU",
    "start.variant": "Variante",
    "start.players": "Jugadores",
    "start.deals": "Repartos",
    "level.novice": "Novato",
    "level.normal": "Normal",
    "level.expert": "Experto",
    "pace.normal": "Normal",
    "pace.fast": "Rápida",
    "pace.instant": "Instantánea",
    "header.deal": "Reparto {k}",
    "header.deal-of": "Reparto {k} de {n}",
    "header.code": "código {code}",
    "score.title": "Puntuación",
    "score.totals": "Totales tras {k} de {n} repartos",
    "score.match-winner": "Gana la serie: {who}",
    "score.match-winner.you": "Ganas la serie",
    "score.match-tie": "Comparten la serie: {who}",
    "menu.title": "Menú",
    "menu.copy": "Copiar código de la partida",
    "menu.code": "Código de la partida: {code}",
    "menu.copied": "Código {code} (copiado al portapapeles si la terminal lo permite)",
    "menu.enter-code": "Jugar un código",
    "menu.code-placeholder": "un código como B02L1739204, y Enter",
    "menu.language": "English",
    "menu.pace": "Animación: {pace}",
    "menu.rules": "Resumen de reglas",
    "menu.new": "Nueva partida",
    "menu.quit": "Salir",
    "menu.back": "Volver",
    "rules.title": "Reglas: {variant}",
    "save.damaged": "La partida guardada no se puede leer ({error}); se aparta como {name} y empieza una nueva.",
    "plain.prompt": "Tu jugada (cartas, paso, pista, tirar, código, salir): ",
    "plain.after-prompt": "otra, mismas o salir: ",
    "plain.empty": "Escribe cartas (3d 3s), paso, pista, tirar, código o salir",
    "plain.unknown-after": "El reparto ha terminado: escribe otra, mismas o salir",
    "plain.code": "Código de la partida: {code}",
    "plain.bye": "Partida guardada.",
    "plain.hand": "Tus cartas: {cards}",
    "plain.seat": "{name}: {cards}{marks}",
    "plain.deal": "— {variant} · {deal} · código {code} —",
    # Short labels of the built-in option values (`value_label`)
    "value.suit_order.diamonds-lowest": "♦ el más bajo",
    "value.suit_order.clubs-lowest": "♣ el más bajo",
    "value.suit_order.pusoy": "♣ < ♠ < ♥ < ♦",
    "value.straights.twos-high": "sí",
    "value.straights.no-twos": "no",
    "value.straights.twos-low": "sí, bajos",
    "value.straights.split": "partidos",
    "value.straights.jqka2-top": "solo J-Q-K-A-2",
    "value.flush.suit-first": "palo primero",
    "value.flush.rank-first": "valor primero",
    "value.opener.lowest-card": "carta más baja",
    "value.opener.last-winner": "último ganador",
    "value.royal.none": "no",
    "value.royal.jqka2": "J-Q-K-A-2 del mismo palo",
    "value.bombs.none": "no",
    "value.bombs.quads-and-straight-flush": "póquer, escalera de color",
    "value.direction.counterclockwise": "antihorario",
    "value.direction.clockwise": "horario",
    "value.direction.alternate": "alterno",
    "value.pass_locks_out.off": "no",
    "value.pass_locks_out.on": "sí",
    "value.deal.thirteen-each": "13 cada uno",
    "value.deal.whole-deck": "baraja entera",
    "value.auto_pass.none": "no",
    "value.auto_pass.top-card-and-short-hands": "carta más alta, manos cortas",
    "value.assistant.off": "no",
    "value.assistant.on": "sí",
    "value.instant_win.none": "no",
    "value.instant_win.dragon": "dragón",
    "value.redeal.none": "no",
    "value.redeal.weak-hand": "mano floja",
    "value.scoring.tiers": "por tramos",
    "value.scoring.tiers-penalty": "multas por tramos",
    "value.scoring.common": "común",
    "value.scoring.doubling": "dobles",
    "value.scoring.pairwise": "por parejas",
    "value.scoring.pusoy-dos": "Pusoy Dos",
}

WORDS = bigtwo.Catalogue(en=_EN, es=_ES)
"""The application's words by key. The ``value.<option>.<value>`` keys are the short labels of the
built-in option values (the words of the web game's rules page for its four switches); a plugin's
value shows its own name."""

SEAT_NAMES = ("Ana", "Bruno", "Carla")
"""The CPU players' names (the same in every language)."""

COMMANDS: dict[str, tuple[str, ...]] = {
    "pass": ("pass", "paso", "p"),
    "hint": ("hint", "pista", "h"),
    "play": ("play", "tirar", "t"),
    "code": ("code", "código", "codigo"),
    "quit": ("quit", "salir", "q", "exit"),
    "again": ("again", "otra"),
    "same": ("same", "mismas"),
    "redeal": ("redeal", "reparto"),
}
"""The words of the ``--plain`` commands, in both languages (either works in either language)."""


def t(key: str, lang: str, **fields: object) -> str:
    """The application's text ``key`` in ``lang``, with ``fields`` filled in."""
    return WORDS.render(key, lang, **fields)


def value_label(option: str, value: str, lang: str) -> str:
    """A short label for an option value: the web game's words where it has them, else the value's name."""
    key = f"value.{option}.{value}"
    return WORDS.render(key, lang) if key in WORDS else value


def cards_word(n: int, lang: str) -> str:
    """``1 card``, ``13 cards`` (``1 carta``, ``13 cartas``)."""
    return t("seat.cards.one" if n == 1 else "seat.cards.other", lang, n=n)


def command(word: str) -> str | None:
    """The command a typed word names (``pista`` -> ``hint``), or None when it names none."""
    low = word.strip().lower()
    for name, words in COMMANDS.items():
        if low in words:
            return name
    return None


def default_language(environ: dict[str, str] | None = None) -> str:
    """``es`` when the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``) is Spanish, else ``en``."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return "es" if value.lower().startswith("es") else "en"
    return "en"
