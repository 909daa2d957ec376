"""`bigtwo play` driven headless through Textual's own harness (`App.run_test` and its pilot)."""

from __future__ import annotations

import asyncio
import itertools
import json
import re
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from rich.text import Text
from textual import events
from textual.pilot import Pilot
from textual.widgets import Button, Input, Select, Static, Switch

import bigtwo
from bigtwo.play import PlayOptions, prepare
from bigtwo.play._app import PlayApp
from bigtwo.play._menu import MenuScreen, Question, RulesScreen
from bigtwo.play._score import ScoreScreen
from bigtwo.play._screen import PlayHost
from bigtwo.play._session import (
    DRAWN_SEEDS,
    HUMAN,
    Session,
    Settings,
    deal_again,
    deal_of,
    game_from_code,
    new_game,
)
from bigtwo.play._start import StartScreen
from bigtwo.play._store import Store
from bigtwo.play._table import TableScreen
from bigtwo.play._widgets import Events, Hand, KeyLine

SIZE = (110, 40)


def first_seed(found: Callable[[bigtwo.GameState], bool]) -> int:
    """The first seed whose classic four-player deal satisfies ``found``."""
    return next(seed for seed in range(1000) if found(bigtwo.new_game(seed=seed)))


YOU_LEAD = first_seed(lambda s: s.to_move == HUMAN)
"""A deal you open (you hold the 3♦)."""


def run(app: PlayApp, body: Callable[[Pilot[None]], Awaitable[None]]) -> None:
    """Run ``body`` with a pilot of ``app``, headless."""

    async def go() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await body(pilot)

    asyncio.run(go())


def table_app(tmp_path: Path, lang: str, seed: int, **settings: object) -> PlayApp:
    """The app at a fresh deal of ``seed``, Instant pace."""
    chosen = Settings(lang=lang, pace="instant", **settings)  # type: ignore[arg-type]
    session = Session(new_game(chosen, seed), chosen)
    return PlayApp(Store.default(tmp_path), chosen, session)


def text(app: PlayApp, selector: str) -> str:
    """What a Static shows (or the last events, as the events line draws them)."""
    widget = app.screen.query_one(selector)
    if isinstance(widget, Events):
        return str(widget.render())
    assert isinstance(widget, Static), widget
    return str(widget.content)


def session_of(app: PlayApp) -> Session:
    assert app.session is not None
    return app.session


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_whole_deal_to_the_score_card(tmp_path: Path, lang: str) -> None:
    app = table_app(tmp_path, lang, seed=1739204)

    async def body(pilot: Pilot[None]) -> None:
        for _ in range(80):
            if isinstance(app.screen, ScoreScreen):
                break
            assert isinstance(app.screen, TableScreen)
            await pilot.press("h")  # the hint selects...
            await pilot.press("enter")  # ...and Enter plays it (or passes, when the hint is to pass)
            if session_of(app).your_turn and not session_of(app).selection:
                await pilot.press("p")
            await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
        session = session_of(app)
        card = session.score_cards[-1]
        shown = text(app, "#score-text").split("\n")
        library = card.render(lang, session.names).split("\n")
        you = "Tú" if lang == "es" else "You"
        assert [row.split(":")[0] for row in shown] == [row.split(":")[0] for row in library]
        mine = [i for i, row in enumerate(shown) if row.startswith(you + ":")]
        assert len(mine) == 1
        # Every other row is the library's; yours is spoken to you («te quedan», «ganas y te llevas»).
        assert [r for i, r in enumerate(shown) if i not in mine] == [r for i, r in enumerate(library) if i not in mine]
        spoken = {
            "es": r"Tú: (te quedan? \d+ cartas?|ganas y te llevas \+\d+)",
            "en": r"You: (\d+ cards? left|win and take \+\d+)",
        }
        assert re.match(spoken[lang], shown[mine[0]]), shown[mine[0]]
        label = "Repartir otra vez" if lang == "es" else "Deal again"
        assert str(app.screen.query_one("#deal-again", Button).label) == label
        await pilot.click("#deal-again")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert session_of(app).state.history == () or session_of(app).state.to_move == HUMAN

    run(app, body)


def test_a_refused_selection_disables_play_and_says_why(tmp_path: Path) -> None:
    app = table_app(tmp_path, "es", seed=YOU_LEAD)

    async def body(pilot: Pilot[None]) -> None:
        session = session_of(app)
        assert session.your_turn and session.leading
        hand = session.hand()
        assert str(hand[0]) == "3♦"
        await pilot.press("right", "space")  # the second card, not the 3♦
        assert session.selection == (hand[1],)
        assert text(app, "#status") == "La primera jugada tiene que llevar el ♦3"
        shown = [str(w.content) for w in app.screen.query(Static)]
        assert sum(line.count("La primera jugada tiene que llevar") for line in shown) == 1  # said once
        assert app.screen.query_one("#play", Button).disabled
        await pilot.press("enter")  # refused: nothing is played
        assert len(session.state.history) == 0
        await pilot.press("p")  # you lead: no passing
        assert text(app, "#status") == "Cuando sales no puedes pasar"
        await pilot.press("escape", "left", "space")  # just the 3♦
        assert session.selection == (hand[0],)
        assert not app.screen.query_one("#play", Button).disabled
        assert text(app, "#readout") == bigtwo.describe(session.state, [hand[0]], "es")
        await pilot.click("#play")
        await pilot.pause()
        assert session_of(app).state.history[0] == bigtwo.Turn(HUMAN, bigtwo.Play([hand[0]]), auto=False)

    run(app, body)


def test_typed_cards_select_and_unreadable_ones_are_named(tmp_path: Path) -> None:
    app = table_app(tmp_path, "es", seed=YOU_LEAD)

    async def body(pilot: Pilot[None]) -> None:
        session = session_of(app)
        await pilot.press("3", "x", "enter")  # typing on the hand goes to the card input
        assert text(app, "#status") == "«3x» no es una carta: escribe cartas como 3d 3s o 10h"
        await pilot.press("backspace", "backspace", *"3d", "enter")
        await pilot.pause()
        assert session.state.history[0].action == bigtwo.Play("3D")

    run(app, body)


def test_a_hint_selects_without_playing(tmp_path: Path) -> None:
    app = table_app(tmp_path, "en", seed=YOU_LEAD)

    async def body(pilot: Pilot[None]) -> None:
        session = session_of(app)
        before = session.game
        await pilot.click("#hint")
        hint = bigtwo.hint(session.state)
        assert isinstance(hint, bigtwo.Play)
        assert session.selection == session.rules.sort(hint.cards)
        assert session.game == before
        assert text(app, "#status") == "Hint: " + " ".join(map(str, session.rules.sort(hint.cards)))
        assert not app.screen.query_one("#play", Button).disabled

    run(app, body)


def test_a_switch_on_the_start_screen_rewrites_its_row(tmp_path: Path) -> None:
    app = PlayApp(Store.default(tmp_path), Settings(lang="es"), None)

    async def body(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, StartScreen)
        row = "#rule-flush .rule-text"
        assert text(app, row) == bigtwo.ruleset().explain("flush", "es")
        await pilot.click("#switch-flush")
        await pilot.pause()
        assert app.screen.query_one("#switch-flush", Switch).value
        wanted = bigtwo.ruleset(flush="rank-first").explain("flush", "es")
        assert (
            text(app, row)
            == wanted
            == "Color contra color: se miran primero los valores, de mayor a menor, y el palo solo desempata "
            "(el del color, que es el de su carta más alta)."
        )
        assert text(app, "#rule-flush .rule-value") == "valor primero"
        assert app.settings.options == {"flush": "rank-first"}
        await pilot.click("#deal")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert session_of(app).rules.option("flush") == "rank-first"
        remembered = Store.default(tmp_path).load_settings(Settings())
        assert remembered.options == {"flush": "rank-first"} and remembered.lang == "es"

    run(app, body)


def test_a_saved_game_resumes_mid_round(tmp_path: Path) -> None:
    settings = Settings(lang="es", level="expert", pace="instant")
    session = Session(new_game(settings, 1739204), settings)
    while session.cpu_turn:
        session.cpu_act()
    session.act(bigtwo.hint(session.state))
    while session.cpu_turn:
        session.cpu_act()
    assert session.state.table is not None  # mid-round
    Store.default(tmp_path).save(session)

    launch = prepare(PlayOptions(data_dir=str(tmp_path)))
    assert launch.session is not None and launch.notice is None
    app = PlayApp(launch.store, launch.settings, launch.session, launch.notice)

    async def body(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, TableScreen)
        resumed = session_of(app)
        assert resumed.game == session.game
        assert resumed.state.to_move == session.state.to_move == HUMAN
        assert resumed.state.leader == session.state.leader
        assert resumed.settings.level == "expert" and resumed.lang == "es"
        assert "Partida recuperada" in text(app, "#log")
        assert text(app, "#you").endswith(bigtwo.readout(session.state, HUMAN, "es"))
        assert "CPU: Experto" in text(app, "#header")

    run(app, body)


def test_a_damaged_save_is_set_aside_and_a_new_game_starts(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    save.write_text('{"format": "bigtwo-play/save", "version": 1, "game": "{not json"}', encoding="utf-8")
    launch = prepare(PlayOptions(data_dir=str(tmp_path), lang="es"))
    assert launch.session is None and launch.notice is not None
    assert "\n" not in launch.notice
    assert launch.notice.startswith("La partida guardada no se puede leer (")
    assert launch.notice.endswith("se aparta como game.damaged.json y empieza una nueva.")
    assert not save.exists() and (tmp_path / "game.damaged.json").exists()
    app = PlayApp(launch.store, launch.settings, launch.session, launch.notice)

    async def body(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, StartScreen)
        assert text(app, "#notice") == launch.notice
        notice = app.screen.query_one("#notice", Static)  # above the part that scrolls: in sight
        assert app.screen.region.contains_region(notice.region) and notice.region.height >= 1
        assert notice.parent is app.screen
        await pilot.pause()  # the start screen laid out before the click aims at its button
        await pilot.click("#deal")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert save.exists()

    run(app, body)


def test_the_menu_shows_the_code_and_changes_language(tmp_path: Path) -> None:
    app = table_app(tmp_path, "es", seed=1739204)

    async def body(pilot: Pilot[None]) -> None:
        await pilot.press("m")
        await pilot.pause()
        await pilot.click("#copy")
        assert "B02L1739204" in text(app, "#code-line")
        await pilot.click("#language")
        await pilot.pause()
        await pilot.pause()
        assert session_of(app).lang == "en"
        assert str(app.screen.query_one("#play", Button).label) == "Play"

    run(app, body)


def test_cards_typed_in_a_burst_reach_the_card_input_in_order(tmp_path: Path) -> None:
    """Keys that arrive before the card input has the focus (a quick typist, a paste) are not
    lost, and space, ``h``, ``s`` and Enter among them are typing, not the hand's keys."""
    seed = first_seed(lambda s: s.to_move == HUMAN and sum(c.rank == bigtwo.Rank.THREE for c in s.hands[HUMAN]) > 1)
    app = table_app(tmp_path, "en", seed=seed)

    async def body(pilot: Pilot[None]) -> None:
        session = session_of(app)
        pair = [c for c in session.hand() if c.rank == bigtwo.Rank.THREE][:2]
        assert str(pair[0]) == "3♦"
        typed = " ".join("3" + "dchs"["♦♣♥♠".index(str(c)[-1])] for c in pair)  # "3d 3s": s, space inside
        keys = [("space", " ") if ch == " " else (ch, ch) for ch in typed]
        for key, character in [*keys, ("enter", None)]:  # all queued at once, no pause between
            app.post_message(events.Key(key, character))
        await pilot.pause()
        await pilot.pause()
        assert session.state.history[0] == bigtwo.Turn(HUMAN, bigtwo.Play(pair), auto=False)
        assert app.screen.query_one("#typed", Input).value == ""

    run(app, body)


def test_escape_gives_the_keys_back_to_the_hand(tmp_path: Path) -> None:
    app = table_app(tmp_path, "en", seed=YOU_LEAD)

    async def body(pilot: Pilot[None]) -> None:
        session = session_of(app)
        await pilot.press("9", "x", "enter")
        assert text(app, "#status") == "«9x» is not a card: type cards such as 3d 3s or 10h"
        assert app.screen.query_one("#typed", Input).has_focus
        await pilot.press("escape", "h")  # h is the hint again, not a letter in the card input
        hint = bigtwo.hint(session.state)
        assert isinstance(hint, bigtwo.Play) and session.selection == session.rules.sort(hint.cards)
        assert app.screen.query_one("#typed", Input).value == ""
        assert app.screen.query_one(Hand).has_focus

    run(app, body)


def test_texts_about_your_seat_speak_to_you(tmp_path: Path) -> None:
    for lang, lines in {
        "en": ("Table clear: you lead", "Deal 1: you lead"),
        "es": ("Mesa limpia: sales tú", "Reparto 1: sales tú"),
    }.items():
        settings = Settings(lang=lang)
        session = Session(new_game(settings, YOU_LEAD), settings)
        assert (session.table_line(), *session.opening_lines()) == lines
        session.act(session.hint())
        mine = session.rules.sort(session.state.table.cards if session.state.table else ())
        wanted = {"en": "Table: {} , your play", "es": "Mesa: {} , tu jugada"}[lang].replace(" ,", ",")
        assert session.table_line() == wanted.format(" ".join(map(str, mine)))


def test_deal_again_keeps_the_table_of_a_code(tmp_path: Path) -> None:
    """A deal code of another variant and table size: Deal again deals those rules again, not
    the remembered ones."""
    code = bigtwo.deal_code(bigtwo.new_game(bigtwo.ruleset("dragon"), players=3, seed=11))
    settings = Settings(lang="en", variant="classic", players=4)
    session = Session(game_from_code(code), settings)
    again = deal_again(session.game, settings)
    assert again.rules == session.rules and again.rules.variant == "dragon"
    assert deal_of(again).players == 3
    assert bigtwo.deal_code(deal_of(again)) != code


def test_rules_on_the_command_line_do_not_resume_another_game(tmp_path: Path) -> None:
    settings = Settings(lang="en")
    Store.default(tmp_path).save(Session(new_game(settings, 5), settings))
    assert prepare(PlayOptions(data_dir=str(tmp_path))).session is not None
    assert prepare(PlayOptions(data_dir=str(tmp_path), level="expert")).session is not None
    for chosen in (
        PlayOptions(data_dir=str(tmp_path), variant="dragon"),
        PlayOptions(data_dir=str(tmp_path), option={"flush": "rank-first"}),
        PlayOptions(data_dir=str(tmp_path), players=3),
        PlayOptions(data_dir=str(tmp_path), deals=3),
    ):
        launch = prepare(chosen)
        assert launch.session is None, chosen  # the start screen, with these choices
        assert (tmp_path / "game.json").exists()  # the saved game stays until a new one is dealt
    assert prepare(PlayOptions(data_dir=str(tmp_path), variant="dragon")).settings.variant == "dragon"


def test_the_app_is_what_its_screens_see(tmp_path: Path) -> None:
    """The screens reach the application through `PlayHost` (they do not import it): the app is one."""
    app: PlayHost = PlayApp(Store.default(tmp_path), Settings(), None)  # checked by mypy too
    assert isinstance(app, PlayHost)


def test_a_chosen_seed_may_be_any_the_library_takes(tmp_path: Path) -> None:
    """New deals draw short seeds (short codes), but a seed or a code chosen by the player goes
    up to `bigtwo.MAX_SEED`, as in the library: dealt, coded, saved and resumed."""
    settings = Settings(lang="en")
    assert all(deal_of(new_game(settings)).seed in DRAWN_SEEDS for _ in range(20))
    assert DRAWN_SEEDS.stop - 1 < bigtwo.MAX_SEED
    launch = prepare(PlayOptions(data_dir=str(tmp_path), seed=bigtwo.MAX_SEED, deals=2))
    assert launch.session is not None and launch.session.state.seed == bigtwo.MAX_SEED
    code = launch.session.code
    chosen = prepare(PlayOptions(data_dir=str(tmp_path), code=code)).session
    assert chosen is not None and chosen.state.seed == bigtwo.MAX_SEED
    launch.store.save(chosen)
    resumed = prepare(PlayOptions(data_dir=str(tmp_path))).session
    assert resumed is not None and resumed.code == code
    with pytest.raises(bigtwo.GameError, match="a seed is a whole number from 0 to 999999999999"):
        prepare(PlayOptions(data_dir=str(tmp_path), seed=bigtwo.MAX_SEED + 1))


def test_the_menu_fits_an_80x24_terminal(tmp_path: Path) -> None:
    """Every line of the menu, Back included, is on screen in the smallest usual terminal."""
    app = table_app(tmp_path, "es", seed=1739204)

    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("m")
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)
            screen = app.screen.region
            for widget in app.screen.query("#menu, #menu Button, #menu Input"):
                assert screen.contains_region(widget.region) and widget.region.height > 0, widget
            await pilot.click("#back")
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)

    asyncio.run(go())


def test_the_rules_summary_is_the_tables_own_in_plain_words(tmp_path: Path) -> None:
    """«Resumen de reglas» of a table whose rules differ from its variant's: the table's rules, its
    headings styled instead of underlined with ``===``, its option values in the start screen's words."""
    table = {"suit_order": "clubs-lowest", "straights": "no-twos"}
    app = table_app(tmp_path, "es", seed=1739204, variant="chinese", options=table)

    async def body(pilot: Pilot[None]) -> None:
        session = session_of(app)
        assert session.rules == bigtwo.ruleset("chinese", **table)
        await pilot.press("m")
        await pilot.pause()
        await pilot.click("#rules")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        shown = app.screen.query_one("#rules-text", Static).content
        assert isinstance(shown, Text)
        lines = shown.plain.split("\n")
        assert not [line for line in lines if line and set(line) <= {"=", "-"}]
        doc = bigtwo.rules_doc(session.rules, "es").split("\n")
        headings = [line for line, below in itertools.pairwise(doc) if below and set(below) <= {"=", "-"}]
        assert headings and all(h in lines for h in headings)
        bold = {shown.plain[span.start : span.end] for span in shown.spans if "bold" in str(span.style)}
        assert set(headings) <= bold
        assert "la carta más baja es el 3♣" in shown.plain  # the table's suit order, not the variant's
        assert "clubs-lowest" not in shown.plain and "no-twos" not in shown.plain
        assert "Orden de palos       ♣ el más bajo" in lines
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)

    run(app, body)


@pytest.mark.parametrize("answer", ["no", "yes"])
def test_a_new_game_in_the_middle_of_a_match_is_asked_first(tmp_path: Path, answer: str) -> None:
    app = table_app(tmp_path, "es", seed=1739204, deals=3)

    async def body(pilot: Pilot[None]) -> None:
        before = session_of(app).game
        await pilot.press("m")
        await pilot.pause()
        await pilot.click("#new")
        await pilot.pause()
        assert isinstance(app.screen, Question)
        assert text(app, "#question-text") == "¿Dejar la partida en curso?"
        await pilot.click(f"#{answer}")
        await pilot.pause()
        if answer == "no":
            assert isinstance(app.screen, MenuScreen) and session_of(app).game == before
        else:
            assert isinstance(app.screen, StartScreen)

    run(app, body)


def test_deals_chosen_on_the_start_screen_make_a_match(tmp_path: Path) -> None:
    app = PlayApp(Store.default(tmp_path), Settings(lang="en", pace="instant"), None)

    async def body(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, StartScreen)
        app.screen.query_one("#deals", Select).value = 3
        await pilot.pause()
        await pilot.click("#deal")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        game = session_of(app).game
        assert isinstance(game, bigtwo.Match) and game.deals == 3
        assert "Deal 1 of 3" in text(app, "#header")
        assert Store.default(tmp_path).load_settings(Settings()).deals == 3

    run(app, body)


def test_a_weak_hand_asks_for_a_redeal(tmp_path: Path) -> None:
    rules = bigtwo.ruleset(redeal="weak-hand")
    seed = next(s for s in range(1000) if bigtwo.can(bigtwo.new_game(rules, players=2, seed=s), bigtwo.Redeal(HUMAN)))
    app = table_app(tmp_path, "es", seed=seed, players=2, options={"redeal": "weak-hand"})

    async def body(pilot: Pilot[None]) -> None:
        session = session_of(app)
        before = session.hand()
        redeal = app.screen.query_one("#redeal", Button)
        assert redeal.display and str(redeal.label) == "Otro reparto"
        await pilot.click("#redeal")
        await pilot.pause()
        assert session.state.history[0] == bigtwo.Turn(HUMAN, bigtwo.Redeal(HUMAN), auto=False)
        assert session.hand() != before
        assert "Pides otro reparto" in text(app, "#log")
        assert Store.default(tmp_path).load(Settings()) is not None  # saved after the redeal too

    run(app, body)


def test_a_pass_that_clears_the_table_pauses_longer(tmp_path: Path) -> None:
    """When your pass clears the table, the next CPU turn waits twice the pace's pause, as after
    a CPU's pass that clears it, so who wins back the lead can be followed."""
    settings = Settings(lang="en", pace="normal")
    for seed in range(200):
        session = Session(new_game(settings, seed), settings)
        while not session.state.over:
            state = session.state
            if session.cpu_turn:
                session.cpu_act()
            elif state.table is not None and state.owner != HUMAN:
                after = bigtwo.apply(state, bigtwo.Pass(), seat=HUMAN)
                if after.table is None and after.to_move != HUMAN:
                    break
                session.act(bigtwo.hint(state))
            else:
                session.act(bigtwo.hint(state))
        if not session.state.over:
            break
    else:
        pytest.fail("no deal where your pass clears the table")
    app = PlayApp(Store.default(tmp_path), settings, session)

    async def body(pilot: Pilot[None]) -> None:
        screen = app.screen
        assert isinstance(screen, TableScreen)
        await pilot.press("p")
        assert session.cleared and session.cpu_turn
        assert screen._cleared  # the next CPU turn waits twice as long
        assert "wins back the lead" in text(app, "#log")

    run(app, body)


@pytest.mark.parametrize(
    "remembered",
    [{"variant": "gone-plugin", "lang": "es"}, {"options": {"straights": "sideways"}, "lang": "es"}],
)
def test_remembered_rules_that_no_longer_build_are_dropped(tmp_path: Path, remembered: dict[str, object]) -> None:
    """A variant whose plugin was uninstalled, or an edited settings file, does not stop
    ``bigtwo play``: the rest of the choices are kept, the rules are the default ones."""
    (tmp_path / "settings.json").write_text(json.dumps(remembered), encoding="utf-8")
    launch = prepare(PlayOptions(data_dir=str(tmp_path)))
    assert launch.settings.lang == "es"
    assert (launch.settings.variant, launch.settings.options) == ("classic", {})
    with pytest.raises(bigtwo.RulesError):  # the command line's own bad values still stop it
        prepare(PlayOptions(data_dir=str(tmp_path), option={"straights": "sideways"}))


def test_a_match_deal_keeps_its_own_header_and_code_until_its_score_card_is_seen(tmp_path: Path) -> None:
    """Between the end of a match's deal and its score card, the table, the header and the code
    are that deal's, not the next one's (which is already dealt inside the match)."""
    app = table_app(tmp_path, "en", seed=YOU_LEAD, deals=2)

    async def body(pilot: Pilot[None]) -> None:
        session = session_of(app)
        for _ in range(80):
            if isinstance(app.screen, ScoreScreen):
                break
            await pilot.press("h", "enter")
            if session.your_turn and not session.selection:
                await pilot.press("p")
            await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
        game = session.game
        assert isinstance(game, bigtwo.Match) and len(game.finished) == 1 and not game.over
        first = game.finished[0]
        header = text(app, "#score-header")
        assert "Deal 1 of 2" in header and bigtwo.deal_code(first) in header
        assert session.state == first and session.code == bigtwo.deal_code(first)
        await pilot.click("#next-deal")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "Deal 2 of 2" in text(app, "#header") and session.state == game.game
        assert session.code == bigtwo.deal_code(game.game) != bigtwo.deal_code(first)

    run(app, body)


def test_the_pause_before_the_score_card_says_the_deal_is_over(tmp_path: Path) -> None:
    settings = Settings(lang="es", deals=2)  # Normal pace: the score card waits
    session = Session(new_game(settings, 5), settings)
    while session.unseen_card is None:
        session.cpu_act() if session.cpu_turn else session.act(bigtwo.hint(session.state))
    app = PlayApp(Store.default(tmp_path), settings, session)

    async def body(pilot: Pilot[None]) -> None:
        await app.switch_screen(TableScreen())
        await pilot.pause()
        assert text(app, "#status") == "El reparto ha terminado"
        assert "Reparto 1 de 2" in text(app, "#header")
        winner = session.state.winner
        assert winner is not None and session.state.cards_left[winner] == 0

    run(app, body)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_key_line_fits_80_columns(tmp_path: Path, lang: str) -> None:
    """The keys wrap between keys, never inside one, and none is lost at 80 columns."""
    from bigtwo.play._labels import t

    for name in ("keys.table", "keys.start", "keys.score"):
        keys = KeyLine(t(name, lang))
        lines = keys.lines(78)  # 80 columns less the padding
        assert all(len(line) <= 78 for line in lines), lines
        assert " · ".join(lines) == keys.text == t(name, lang)
    app = table_app(tmp_path, lang, seed=1739204)

    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            line = app.screen.query_one("#keys", KeyLine)
            assert line.region.height == len(line.lines(line.content_size.width)) >= 2
            assert app.screen.region.contains_region(line.region)

    asyncio.run(go())


def test_a_save_folder_that_cannot_be_written_is_said_in_the_status_line(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    app = table_app(blocker, "es", seed=YOU_LEAD)
    app.store.look()

    async def body(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, TableScreen)
        said = f"La partida no se puede guardar en {blocker} (no es una carpeta); sigue sin guardarse."
        assert text(app, "#status") == said
        await pilot.press("h", "enter")  # the game goes on
        await pilot.pause()
        assert len(session_of(app).state.history) >= 1
        assert isinstance(app.screen, TableScreen)
        assert blocker.read_text(encoding="utf-8") == "not a folder"

    run(app, body)


@pytest.mark.parametrize("load", [True, False])
def test_another_instances_save_is_asked_about(tmp_path: Path, load: bool) -> None:
    launch = prepare(PlayOptions(data_dir=str(tmp_path), lang="es", seed=YOU_LEAD))
    assert launch.session is not None
    settings = Settings(lang="es", pace="instant")
    other = Session(new_game(settings, 1739204), settings)
    Store.default(tmp_path).save(other)  # another bigtwo play on the same save, since this one looked
    app = PlayApp(launch.store, launch.settings, launch.session, launch.notice)

    async def body(pilot: Pilot[None]) -> None:
        await pilot.pause()
        assert isinstance(app.screen, Question)
        assert text(app, "#question-text").startswith("Otro bigtwo play ha guardado aquí una partida")
        await pilot.click("#yes" if load else "#no")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        if load:
            assert session_of(app).code == other.code
            assert "Otra partida cargada" in text(app, "#log")
        else:
            assert session_of(app).code != other.code
            assert text(app, "#status") == "Esta partida sigue sin guardarse."
            saved = Store.default(tmp_path).load(settings)
            assert saved is not None and saved.game == other.game  # left alone

    run(app, body)
