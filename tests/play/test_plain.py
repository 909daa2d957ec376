"""`bigtwo play --plain` through the real console script, with piped input (never a traceback)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import bigtwo
from bigtwo.play._session import HUMAN, Session, Settings, new_game

SCRIPT = shutil.which("bigtwo", path=str(Path(sys.executable).parent)) or shutil.which("bigtwo")
YOU_LEAD = next(seed for seed in range(1000) if bigtwo.new_game(seed=seed).to_move == HUMAN)


def play(tmp_path: Path, lines: list[str], *args: str, **colors: str) -> subprocess.CompletedProcess[str]:
    """Run ``bigtwo play --plain ARGS`` with ``lines`` as its input; ``NO_COLOR`` and ``FORCE_COLOR``
    only as ``colors`` gives them (the exact texts of these tests are a pipe's, plain)."""
    assert SCRIPT is not None, "the bigtwo console script is not installed"
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    env |= {"BIGTWO_DATA_DIR": str(tmp_path), "PYTHONIOENCODING": "utf-8", "LANG": "C.UTF-8", **colors}
    return subprocess.run(
        [SCRIPT, "play", "--plain", *args],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=120,
    )


def test_a_deal_played_to_the_end_from_a_seed(tmp_path: Path) -> None:
    done = play(tmp_path, ["hint", "play"] * 60 + ["hint"], "--seed", "1739204", "--lang", "es")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    # The same deal in this process: you play the hints, the CPU players are normal.
    settings = Settings(lang="es")
    session = Session(new_game(settings, 1739204), settings)
    while not session.state.over:
        if session.cpu_turn:
            session.cpu_act()
        else:
            session.act(bigtwo.hint(session.state))
    card = session.score_text(session.score_cards[-1])
    assert card in done.stdout
    assert "Tú: le queda" not in done.stdout and "Tú: gana " not in done.stdout  # spoken to you
    assert "Tú: te queda" in card or "Tú: ganas y te llevas" in card
    assert "Puntuación" in done.stdout
    assert "El reparto ha terminado: escribe otra, mismas o salir" in done.stdout  # the "hint" after the end
    assert done.stdout.rstrip().endswith("Partida guardada.")
    assert (tmp_path / "game.json").exists()


def test_bad_input_is_answered_with_the_reason_and_a_new_prompt(tmp_path: Path) -> None:
    hand = bigtwo.new_game(seed=YOU_LEAD).hands[HUMAN]
    missing = next(c for c in bigtwo.deck() if c not in hand)
    other = next(c for c in hand if str(c) != "3♦")
    lines = ["", "play", "4x 3d", str(missing), str(other), "pass", "code"]
    done = play(tmp_path, lines, "--seed", str(YOU_LEAD), "--lang", "es")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    out = done.stdout
    prompt = "Tu jugada (cartas, paso, pista, tirar, código, nueva, salir): "
    assert out.count(prompt) == len(lines) + 1  # one answer per line, then a prompt again
    answers = [part.split("\n")[0] for part in out.split(prompt)[1:]]
    assert answers[:7] == [
        "Escribe cartas (3d 3s), paso, pista, tirar, código, nueva o salir",
        "No hay nada elegido: escribe cartas o pide una pista",
        "«4x» no es una carta: escribe cartas como 3d 3s o 10h",
        f"No tienes el {missing}",
        "La primera jugada tiene que llevar el ♦3",
        "Cuando sales no puedes pasar",
        f"Código del reparto: {bigtwo.deal_code(bigtwo.new_game(seed=YOU_LEAD))}",
    ]


def test_a_saved_game_resumes_and_a_damaged_one_is_set_aside(tmp_path: Path) -> None:
    first = play(tmp_path, ["hint", "play", "quit"], "--seed", "1739204", "--lang", "en")
    assert first.returncode == 0 and first.stdout.rstrip().endswith("Game saved.")
    again = play(tmp_path, ["code"])
    assert "Saved game resumed" in again.stdout and "Deal code: B02L1739204" in again.stdout
    (tmp_path / "game.json").write_text("{}", encoding="utf-8")
    third = play(tmp_path, ["quit"])
    assert third.returncode == 0
    assert third.stdout.splitlines()[0] == (
        "The saved game cannot be read (not a saved game of bigtwo play); "
        "it is set aside as game.damaged.json and a new game starts."
    )
    assert (tmp_path / "game.damaged.json").read_text(encoding="utf-8") == "{}"


def test_bad_options_are_one_line(tmp_path: Path) -> None:
    done = play(tmp_path, [], "--option", "straights=sideways", "--lang", "en")
    assert done.returncode == 1
    assert done.stderr.startswith("bigtwo: unknown straights 'sideways'") and done.stderr.count("\n") == 1
    done = play(tmp_path, [], "--code", "NOPE")
    assert done.returncode == 1 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_bad_options_and_a_damaged_save_speak_the_game_s_language(tmp_path: Path) -> None:
    """In Spanish, the library's errors and the application's own are Spanish, whole."""
    done = play(tmp_path, [], "--deals", "0", "--lang", "es")
    assert done.returncode == 1 and done.stderr == "bigtwo: --deals es un número de repartos a partir de 1, no 0\n"
    done = play(tmp_path, [], "--option", "straights=sideways", "--lang", "es")
    assert done.returncode == 1 and done.stderr.count("\n") == 1
    english = bigtwo.errors.RulesError.__name__  # the message is not the English one
    with_english = play(tmp_path, [], "--option", "straights=sideways", "--lang", "en")
    assert done.stderr != with_english.stderr and english not in done.stderr
    assert "sideways" in done.stderr and " is " not in done.stderr and " not " not in done.stderr
    (tmp_path / "game.json").write_text("{}", encoding="utf-8")
    third = play(tmp_path, ["salir"], "--lang", "es")
    assert third.stdout.splitlines()[0] == (
        "La partida guardada no se puede leer (no es una partida guardada de bigtwo play); "
        "se aparta como game.damaged.json y empieza una nueva."
    )
    (tmp_path / "game.json").write_text('{"format": "bigtwo-play/save", "version": 1, "game": "{no"}', encoding="utf-8")
    fourth = play(tmp_path, ["salir"], "--lang", "es")
    notice = fourth.stdout.splitlines()[0]
    assert notice.startswith("La partida guardada no se puede leer (") and "game.damaged-2.json" in notice
    assert not {"the", "is", "not", "saved", "game"} & set(notice.replace("(", " ").replace(")", " ").split())


def test_plain_needs_no_textual_and_a_missing_extra_is_one_line(tmp_path: Path) -> None:
    env = {**os.environ, "BIGTWO_DATA_DIR": str(tmp_path), "PYTHONIOENCODING": "utf-8"}
    code = (
        "import sys; sys.modules[{name!r}] = None; from bigtwo._cli.main import main; raise SystemExit(main({argv!r}))"
    )
    argv = ["play", "--plain", "--seed", "3", "--lang", "en"]
    done = subprocess.run(
        [sys.executable, "-c", code.format(name="textual", argv=argv)],
        input="quit\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "Game saved." in done.stdout
    done = subprocess.run(
        [sys.executable, "-c", code.format(name="platformdirs", argv=argv)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 1
    assert done.stderr == 'bigtwo: `bigtwo play` needs the play extra: pip install "bigtwo[play]"\n'


def test_a_match_opens_its_next_deal_once_after_the_score_card(tmp_path: Path) -> None:
    done = play(tmp_path, ["hint", "play"] * 80, "--seed", str(YOU_LEAD), "--deals", "2", "--lang", "es")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("Reparto 1: sales tú\n")  # your seat is spoken to, not named
    assert "sale Tú" not in out and "Tú recupera" not in out and "Tú se queda" not in out
    first_card = out.index("Puntuación")
    second_deal = [i for i, line in enumerate(out.splitlines()) if line.startswith("Reparto 2: sale")]
    assert len(second_deal) == 1, second_deal
    assert out.index("Reparto 2: sale") > first_card
    assert out.count("Totales tras 1 de 2 repartos") == 1 and "Totales tras 2 de 2 repartos" in out


def test_your_line_says_who_leads_as_the_seats_do(tmp_path: Path) -> None:
    """The summary marks your seat as it marks the others: leading, one card, your turn."""
    done = play(tmp_path, ["quit"], "--seed", str(YOU_LEAD), "--lang", "es")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "Tú: Quedan 13 · si acaba ya −39, sale, te toca" in lines
    assert not any(line.startswith(("Ana:", "Bruno:", "Carla:")) and "sale" in line for line in lines)


def test_the_red_cards_are_red_only_where_color_is_available(tmp_path: Path) -> None:
    """In a pipe the game is plain text; forced (``FORCE_COLOR``, ``--color always``), ♦ and ♥ are red."""

    def your_cards(done: subprocess.CompletedProcess[str]) -> str:
        assert done.returncode == 0, done.stderr
        return next(line for line in done.stdout.splitlines() if line.startswith("Your cards:"))

    deal = ("--seed", "3", "--lang", "en")
    hand = your_cards(play(tmp_path, ["quit"], *deal))
    assert "\x1b" not in hand and "♦" in hand and "♠" in hand
    for forced in (
        play(tmp_path, ["quit"], *deal, FORCE_COLOR="1"),
        play(tmp_path, ["quit"], *deal, "--color", "always"),
    ):
        painted = your_cards(forced)
        assert "\x1b[31m3♦\x1b[39m" in painted and "4♣ 4♠" in painted  # black suits keep the default color
        assert painted.replace("\x1b[31m", "").replace("\x1b[39m", "") == hand
    never = play(tmp_path, ["quit"], *deal, "--color", "never", FORCE_COLOR="1")
    assert "\x1b" not in never.stdout


def test_a_save_folder_that_cannot_be_written_is_said_once_and_the_deal_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    done = play(blocker, ["hint", "play"] * 60 + ["quit"], "--seed", "1739204", "--lang", "es")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    why = "La partida no se puede guardar en"
    assert done.stderr.count(why) == 1, done.stderr
    assert f"{why} {blocker} (no es una carpeta); sigue sin guardarse." in done.stderr
    assert "Puntuación" in done.stdout  # the deal was played to its end all the same
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_a_new_game_in_the_middle_of_a_deal_is_asked_first(tmp_path: Path) -> None:
    code = bigtwo.deal_code(bigtwo.new_game(seed=YOU_LEAD))
    done = play(tmp_path, ["nueva", "n", "código", "nueva", "s", "código"], "--seed", str(YOU_LEAD), "--lang", "es")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.count("¿Dejar la partida en curso? (s/n): ") == 2
    codes = [line.split(": ")[-1] for line in out.split("\n") if "Código del reparto: " in line]
    assert codes[0] == code  # "no": the same deal goes on
    assert len(codes) == 2 and codes[1] != code  # "yes": another deal
