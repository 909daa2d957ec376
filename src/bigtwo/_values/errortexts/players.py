"""The messages of the errors about players and tournaments (`bigtwo.players`).

Code -> (family, English, Spanish); see `bigtwo._values.errortexts`.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, tuple[str, str, str]] = {
    # a player and its settings
    "player-bad-seed": (
        "PlayerError",
        "a player's seed is a whole number from 0 up, not {value}",
        "la semilla de un jugador es un número entero desde 0, no {value}",
    ),
    "player-not-a-view": (
        "PlayerError",
        "the {player} player acts on a SeatView (see bigtwo.view), not {value}",
        "el jugador {player} actúa sobre un SeatView (véase bigtwo.view), no {value}",
    ),
    "player-nothing-to-do": (
        "PlayerError",
        "seat {seat} has nothing to do in this view (it is not to move, or the deal is over): the {player} player acts only when view.legal is not empty",
        "el asiento {seat} no tiene nada que hacer en esta vista (no le toca, o el reparto ha terminado): el jugador {player} solo actúa cuando view.legal no está vacío",
    ),
    "novice-bad-pass-rate": (
        "PlayerError",
        "the novice's pass_rate is a probability from 0 to 1, not {value}",
        "el ajuste pass_rate del novato es una probabilidad del 0 al 1, no {value}",
    ),
    "expert-bad-iterations": (
        "PlayerError",
        "the expert's iterations is a whole number from 1 up (or None), not {value}",
        "el ajuste iterations del experto es un número entero desde 1 (o None), no {value}",
    ),
    "expert-bad-budget": (
        "PlayerError",
        "the expert's budget_ms is a finite number of milliseconds above 0, at most 3600000 (or None), not {value}",
        "el ajuste budget_ms del experto es un número finito de milisegundos mayor que 0, como mucho 3600000"
        " (o None), no {value}",
    ),
    "expert-bad-candidates": (
        "PlayerError",
        "the expert's candidates is a whole number from 1 up, not {value}",
        "el ajuste candidates del experto es un número entero desde 1, no {value}",
    ),
    "expert-bad-prior": (
        "PlayerError",
        "the expert's prior is a number from 0 to 1000, not {value}",
        "el ajuste prior del experto es un número del 0 al 1000, no {value}",
    ),
    "expert-bad-model": (
        "PlayerError",
        "the expert's {setting} is one of {known}, not {value}",
        "el ajuste {setting} del experto es uno de {known}, no {value}",
    ),
    "learned-bad-weights": (
        "PlayerError",
        "the learned player's weights ({file}) are damaged: {field} is wrong; reinstall bigtwo",
        "los pesos del jugador learned ({file}) están dañados: {field} no es correcto; reinstala bigtwo",
    ),
    "unknown-player-setting": (
        "PlayerError",
        "the {player} player has no setting {setting}; its settings: {known}",
        "el jugador {player} no tiene el ajuste {setting}; sus ajustes: {known}",
    ),
    "unknown-player-setting-did-you-mean": (
        "PlayerError",
        "the {player} player has no setting {setting} (did you mean {close}?); its settings: {known}",
        "el jugador {player} no tiene el ajuste {setting} (¿quería decir {close}?); sus ajustes: {known}",
    ),
    "player-takes-no-settings": (
        "PlayerError",
        "the {player} player has no setting {setting}; its settings: none",
        "el jugador {player} no tiene el ajuste {setting}; no admite ningún ajuste",
    ),
    # players by name, and the plugins that offer them
    "player-plugins-not-sequence": (
        "PlayerError",
        "plugins is a sequence of plugin objects, not {value}",
        "plugins es una secuencia de objetos plugin, no {value}",
    ),
    "player-plugin-raised": (
        "PlayerError",
        "plugin {plugin} raised {error} in bigtwo_players: {cause}",
        "el plugin {plugin} lanzó {error} en bigtwo_players: {cause}",
    ),
    "player-hook-raised": (
        "PlayerError",
        "a bigtwo plugin raised {error} in bigtwo_players: {cause}",
        "un plugin de bigtwo lanzó {error} en bigtwo_players: {cause}",
    ),
    "player-plugin-not-mapping": (
        "PlayerError",
        "plugin {plugin} returned {value} from bigtwo_players, not a mapping of names to factories",
        "el plugin {plugin} devolvió {value} desde bigtwo_players, y no una correspondencia de nombres a fábricas",
    ),
    "player-hook-not-mapping": (
        "PlayerError",
        "a hook wrapper returned {value} from bigtwo_players, not a mapping of names to factories",
        "un envoltorio del hook devolvió {value} desde bigtwo_players, y no una correspondencia de nombres a fábricas",
    ),
    "player-plugin-bad-entry": (
        "PlayerError",
        "plugin {plugin} offers {name}: {factory} from bigtwo_players, but a player's name is a non-empty string that maps to a factory (a callable)",
        "el plugin {plugin} ofrece {name}: {factory} desde bigtwo_players, pero el nombre de un jugador es una cadena no vacía asociada a una fábrica (un invocable)",
    ),
    "player-hook-bad-entry": (
        "PlayerError",
        "a hook wrapper offers {name}: {factory} from bigtwo_players, but a player's name is a non-empty string that maps to a factory (a callable)",
        "un envoltorio del hook ofrece {name}: {factory} desde bigtwo_players, pero el nombre de un jugador es una cadena no vacía asociada a una fábrica (un invocable)",
    ),
    "player-name-not-text": (
        "PlayerError",
        "a player is named by a string (see bigtwo.players.names()), not {value}",
        "un jugador se nombra con una cadena (véase bigtwo.players.names()), no {value}",
    ),
    "unknown-player": (
        "PlayerError",
        "unknown player {name}; known: {known}",
        "jugador desconocido {name}; se conocen: {known}",
    ),
    "unknown-player-did-you-mean": (
        "PlayerError",
        "unknown player {name} (did you mean {close}?); known: {known}",
        "jugador desconocido {name} (¿quería decir {close}?); se conocen: {known}",
    ),
    "unknown-player-none-known": (
        "PlayerError",
        "unknown player {name}; known: none (no plugin offers a player)",
        "jugador desconocido {name}; no se conoce ninguno (ningún plugin ofrece jugadores)",
    ),
    "player-offered-twice": (
        "PlayerError",
        "player {name} is offered by more than one plugin: {plugins}",
        "el jugador {name} lo ofrece más de un plugin: {plugins}",
    ),
    "player-refused-settings": (
        "PlayerError",
        "player {name} (from {plugin}) refused its settings {settings}: {cause}",
        "el jugador {name} (de {plugin}) rechazó sus ajustes {settings}: {cause}",
    ),
    "player-factory-not-a-player": (
        "PlayerError",
        "the factory of player {name} (from {plugin}) returned {value}, which has no act()",
        "la fábrica del jugador {name} (de {plugin}) devolvió {value}, que no tiene act()",
    ),
    # tournaments (bigtwo.simulate)
    "tournament-players-not-sequence": (
        "PlayerError",
        "players is a sequence of player names or players, one per seat, not {value}",
        "players es una secuencia de nombres de jugadores o de jugadores, uno por asiento, no {value}",
    ),
    "tournament-player-count": (
        "PlayerError",
        "a tournament has 2, 3 or 4 players, one per seat, not {count}",
        "un torneo tiene 2, 3 o 4 jugadores, uno por asiento, no {count}",
    ),
    "tournament-not-a-player": (
        "PlayerError",
        "player {place} is a name or an object with act(view), not {value}",
        "el jugador {place} es un nombre o un objeto con act(view), no {value}",
    ),
    "tournament-player-not-picklable": (
        "PlayerError",
        "player {player} cannot be sent to other processes ({error}: {cause}); make it picklable or use backend='local'",
        "el jugador {player} no se puede enviar a otros procesos ({error}: {cause}); hay que hacerlo serializable con pickle o usar backend='local'",
    ),
    "tournament-player-raised": (
        "PlayerError",
        "player {player} raised {error}: {cause} at seat {seat} in deal {deal} of the tournament",
        "el jugador {player} lanzó {error}: {cause} en el asiento {seat} del reparto {deal} del torneo",
    ),
    "tournament-player-timeout": (
        "PlayerError",
        "player {player} took more than {seconds} s to move at seat {seat} in deal {deal} of the tournament",
        "el jugador {player} tardó más de {seconds} s en jugar en el asiento {seat} del reparto {deal} del torneo",
    ),
    "tournament-player-died": (
        "PlayerError",
        "the process of player {player} ended ({error}, exit code {exitcode}) at seat {seat} in deal {deal} of the tournament",
        "el proceso del jugador {player} terminó ({error}, código de salida {exitcode}) en el asiento {seat} del reparto {deal} del torneo",
    ),
    "tournament-player-not-started": (
        "PlayerError",
        "the process of player {player} ended before its player was up ({error}, exit code {exitcode}): does the player unpickle in a new interpreter?",
        "el proceso del jugador {player} terminó antes de tener listo al jugador ({error}, código de salida {exitcode}): ¿se puede reconstruir el jugador con pickle en un intérprete nuevo?",
    ),
    "tournament-player-slow-start": (
        "PlayerError",
        "the process of player {player} took more than {seconds} s to start",
        "el proceso del jugador {player} tardó más de {seconds} s en arrancar",
    ),
    "tournament-legal-actions-changed": (
        "PlayerError",
        "player {player} changed the legal actions it was shown at seat {seat} in deal {deal} of the tournament",
        "el jugador {player} cambió las acciones legales que se le mostraron en el asiento {seat} del reparto {deal} del torneo",
    ),
    "tournament-illegal-answer": (
        "PlayerError",
        "player {player} returned {answer} at seat {seat}, which is not one of its legal actions ({legal} of them) in deal {deal} of the tournament (replay it: bigtwo.new_game(rules, players={players}, seed={seed}), entrant e at seat (e + {rotation}) % {players})",
        "el jugador {player} devolvió {answer} en el asiento {seat}, que no es ninguna de sus acciones legales (tenía {legal}), en el reparto {deal} del torneo (para reproducirlo: bigtwo.new_game(rules, players={players}, seed={seed}), con el participante e en el asiento (e + {rotation}) % {players})",
    ),
    "tournament-deal-never-ends": (
        "PlayerError",
        "deal {deal} did not end after {actions} actions (players {players})",
        "el reparto {deal} no terminó tras {actions} acciones (jugadores {players})",
    ),
    "simulate-not-a-rule-set": (
        "GameError",
        "rules is a RuleSet (see bigtwo.ruleset), not {value}",
        "rules es un RuleSet (véase bigtwo.ruleset), no {value}",
    ),
    "simulate-bad-deals": (
        "GameError",
        "deals is a whole number of deals to play, at least 1, not {value}",
        "deals es un número entero de repartos que jugar, como mínimo 1, no {value}",
    ),
    "simulate-bad-seed": (
        "GameError",
        "seed is a whole number from 0 up, not {value}",
        "seed es un número entero desde 0, no {value}",
    ),
    "simulate-bad-workers": (
        "GameError",
        "workers is a whole number from 1 to {most}, not {value}",
        "workers es un número entero de 1 a {most}, no {value}",
    ),
    "simulate-unknown-backend": (
        "GameError",
        "backend is one of {backends}, not {value}",
        "backend es uno de {backends}, no {value}",
    ),
    "simulate-local-workers": (
        "GameError",
        "the local backend plays in this process: workers=1, not {workers} (see backend='processes')",
        "el backend local juega en este proceso: workers=1, no {workers} (véase backend='processes')",
    ),
    "simulate-bad-isolate": (
        "GameError",
        "isolate is True or False, not {value}",
        "isolate es True o False, no {value}",
    ),
    "simulate-timeout-needs-isolate": (
        "GameError",
        "move_timeout limits isolated players: pass isolate=True with it",
        "move_timeout limita a los jugadores aislados: hay que pasar también isolate=True",
    ),
    "simulate-bad-timeout": (
        "GameError",
        "move_timeout is a number of seconds above 0 (or None), not {value}",
        "move_timeout es un número de segundos mayor que 0 (o None), no {value}",
    ),
    "simulate-needs-ray": (
        "GameError",
        'the ray backend needs Ray: pip install "bigtwo[ray]"',
        'el backend ray necesita Ray: pip install "bigtwo[ray]"',
    ),
}
