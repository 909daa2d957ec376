"""The server of `bigtwo serve` through its socket, as the page speaks to it: a whole deal, the
refusals of the web game in its own words, bad messages, saves resumed, and no message that
shows another seat's cards. (Shared tables: test_tables.py.)"""

from __future__ import annotations

import contextlib
import json
from importlib import resources
from typing import Any

import pytest
from starlette.testclient import TestClient

import bigtwo
from bigtwo.play._labels import inline, t
from tests.web.conftest import Tab, assert_no_foreign_cards, open_tab

CODE = "B02L1739204"
"""The deal code of the rules page of the web game (Carla holds the 3♦)."""

YOU_LEAD = "B02L2"
"""A deal where you hold the 3♦ and lead."""

FIVE_TO_BEAT = "B02L0"
"""A deal where, playing the hints, you soon face a five-card play."""

KINGS_TO_BEAT = "B02L35"
"""A deal where, playing the hints, you face a pair of kings holding two 9s."""

NO_TWOS = "B00L3"
"""A deal under «2 en escaleras: no» where you lead holding the 3♦, an A, a 2, a 4 and a 5."""


RESUMED = ("view", "hand", "seats", "table", "readout", "your_turn", "cpu_turn", "leading", "code", "game_id")
"""What a resumed game shows exactly as it was."""


def start(tab: Tab, code: str | None = None, lang: str = "es", **settings: object) -> dict[str, Any]:
    """Open the tab in ``lang`` and deal (the deal of ``code``, if given); returns the state."""
    assert tab.ask("hello", lang=lang)["type"] == "start-screen"
    fields: dict[str, object] = {"settings": settings}
    if code is not None:
        fields["code"] = code
    state = tab.ask("start", **fields)
    assert state["type"] == "state", state
    return state


def my_move(tab: Tab) -> dict[str, Any]:
    """Ask for the hint and play it (or pass); returns the state after it."""
    hint = tab.ask("hint")
    assert hint["type"] == "hint", hint
    selection = tab.next()
    assert selection["type"] == "selection" and selection["cards"] == hint["cards"]
    state = tab.ask("pass") if hint["pass"] else tab.ask("play", cards=hint["cards"])
    assert state["type"] == "state", state
    return state


def advance(tab: Tab, state: dict[str, Any]) -> dict[str, Any]:
    """One turn: a CPU player's (``cpu``) or yours (the hint)."""
    if state["cpu_turn"]:
        following = tab.ask("cpu")
        assert following["type"] == "state", following
        return following
    assert state["your_turn"]
    return my_move(tab)


def play_until(tab: Tab, state: dict[str, Any], wanted: Any, limit: int = 200) -> dict[str, Any]:
    """Turns until ``wanted(state)`` holds (fails if the deal ends first)."""
    for _ in range(limit):
        if wanted(state):
            return state
        assert not state["over"], "the deal ended first"
        state = advance(tab, state)
    raise AssertionError("never reached")


def hand_of(state: dict[str, Any]) -> list[str]:
    return [c["card"] for c in state["hand"]]


def test_the_page_and_its_files_are_served(client: TestClient) -> None:
    static = resources.files("bigtwo.web") / "static"
    page = (static / "index.html").read_bytes()
    for path in ("/", f"/?code={CODE}", "/?table=abc123"):
        answer = client.get(path)
        assert answer.status_code == 200 and answer.content == page
        assert answer.headers["content-type"].startswith("text/html")
    files = [f for f in static.iterdir() if f.is_file()]
    assert len(files) >= 2
    for found in files:
        answer = client.get(f"/static/{found.name}")
        assert answer.status_code == 200 and answer.content == found.read_bytes()
    types = {f.name.rpartition(".")[2]: client.get(f"/static/{f.name}").headers["content-type"] for f in files}
    assert types.get("js", "text/javascript").split(";")[0] in ("text/javascript", "application/javascript")
    assert types.get("css", "text/css").startswith("text/css")
    for missing in ("/static/nothing.js", "/static/../__init__.py", "/static/%2e%2e/_app.py", "/static/"):
        assert client.get(missing).status_code == 404
    assert client.get("/healthz").text == "ok"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_whole_deal_through_the_socket(client: TestClient, lang: str) -> None:
    with contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        state = start(tab, CODE, lang)
        assert state["events"] == [t("event.new-deal", lang, k=1, who="Carla")]
        assert state["readout"] == bigtwo.readout(bigtwo.new_game(code=CODE), 0, lang)
        assert lang != "es" or state["readout"] == "Quedan 13 · si acaba ya −39"
        assert state["code"] == CODE and state["link"] == f"/?code={CODE}"
        assert state["cpu_turn"] and not state["your_turn"]
        while not state["over"]:
            state = advance(tab, state)
        score = state["score"]
        turns = [bigtwo.Turn.from_json(doc) for doc in state["view"]["history"]]
        final = bigtwo.replay(CODE, turns)[-1]
        card = bigtwo.score_game(final)  # the rule set's score card of the same deal
        rows = score["rows"]
        assert [(r["seat"], r["cards_left"], r["per_card"], r["points"]) for r in rows] == [
            (line.seat, line.cards_left, line.rate, line.amount) for line in card.lines
        ]
        assert sum(r["points"] for r in rows) == 0  # the four scores always add up to zero
        winner = score["winner"]
        for row in rows:
            if row["seat"] != winner:
                assert row["points"] == -row["cards_left"] * row["per_card"] < 0
        assert rows[winner]["points"] == -sum(r["points"] for r in rows if r["seat"] != winner)
        assert [r["cards_left"] for r in rows] == [s["cards_left"] for s in state["seats"]]
        names = [s["name"] for s in state["seats"]]
        assert names[0] == t("you", lang)
        library, shown = card.render(lang, names).splitlines(), score["text"].splitlines()
        order = [line.seat for line in card.lines if line.role != "winner"] + [card.winner]
        for seat, theirs, ours in zip(order, library, shown, strict=True):
            if seat != 0:
                assert ours == theirs  # the library's rows; yours is spoken to you («te quedan»)
            else:
                assert ours.split(": ")[0] == theirs.split(": ")[0] == t("you", lang)
                assert ours != theirs or (lang == "en" and seat != winner)
        assert [r["text"] for r in rows if r["seat"] != winner] == score["text"].splitlines()[:-1]
        assert state["status"] == t("status.over", lang)
        wins = t("event.wins.you", lang) if winner == 0 else t("event.wins", lang, who=names[winner])
        assert state["events"][-1] == wins
        again = tab.ask("next")
        assert again["type"] == "state" and not again["over"] and again["code"] != CODE
        assert len(again["view"]["history"]) <= 1  # a new deal


def test_the_refusals_say_the_web_game_s_reasons(client: TestClient) -> None:
    with contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        state = start(tab, YOU_LEAD)
        hand = hand_of(state)
        assert hand[0] == "3D" and state["your_turn"] and state["leading"] and not state["can_pass"]
        top = hand[-1]
        refused = tab.ask("select", cards=[top])
        assert refused == {
            "type": "selection",
            "cards": [top],
            "readout": refused["readout"],
            "can_play": False,
            "reason": "La primera jugada tiene que llevar el ♦3",
            "can_pass": False,
            "pass_reason": "Cuando sales no puedes pasar",
        }
        assert tab.ask("select", cards=["3D", top])["reason"] == "Estas cartas no forman jugada"
        error = tab.ask("pass")  # you lead: «Paso» refused
        assert error == {"type": "error", "code": "leader-cannot-pass", "message": "Cuando sales no puedes pasar"}
        error = tab.ask("play", cards=[top])
        assert error["code"] == "must-include-lowest"
        assert error["message"] == "La primera jugada tiene que llevar el ♦3"
        ok = tab.ask("select", cards=["3D"])
        assert ok["can_play"] and ok["reason"] is None and ok["readout"]

        state = start(tab, FIVE_TO_BEAT)
        state = play_until(tab, state, lambda s: s["your_turn"] and s["table"] and len(s["table"]["cards"]) == 5)
        refused = tab.ask("select", cards=hand_of(state)[:4])
        assert not refused["can_play"] and refused["reason"] == "Hay que tirar 5 cartas y has elegido 4"
        assert refused["can_pass"] and refused["pass_reason"] is None

        def kings(s: dict[str, Any]) -> bool:
            table = s["table"]
            return bool(s["your_turn"] and table and [c["card"][0] for c in table["cards"]] == ["K", "K"])

        state = start(tab, KINGS_TO_BEAT)
        state = play_until(tab, state, kings)
        nines = [c for c in hand_of(state) if c.startswith("9")][:2]
        refused = tab.ask("select", cards=nines)
        assert refused["reason"] == "Pareja de 9 no gana a pareja de K"

        state = start(tab, NO_TWOS)  # the code names the rules: «2 en escaleras: no»
        assert state["settings"]["options"] == {"straights": "no-twos"}
        hand = hand_of(state)
        straight = ["3D"] + [next(c for c in hand if c.startswith(rank)) for rank in "A245"]
        refused = tab.ask("select", cards=straight)
        assert refused["reason"] == "Regla de la mesa: sin 2 en escaleras"


def test_bad_messages_are_refused_and_the_game_goes_on(client: TestClient) -> None:
    with contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        assert tab.ask("hello", lang="es")["type"] == "start-screen"
        assert tab.ask("select", cards=["3D"])["code"] == "web-no-game"
        state = tab.ask("start", settings={}, code=YOU_LEAD)
        hand = hand_of(state)
        not_held = next(c.ascii for c in bigtwo.deck() if c.ascii not in hand)
        huge = json.dumps({"type": "select", "cards": ["x" * 300_000]})
        bad: list[tuple[str, str]] = [
            ("{not json", "web-not-json"),
            ("[1, 2]", "web-not-object"),
            ('"hello"', "web-not-object"),
            ('{"type": "fly"}', "web-unknown-type"),
            ('{"cards": ["3D"]}', "web-unknown-type"),
            ('{"type": "select"}', "web-missing-field"),
            ('{"type": "join"}', "web-missing-field"),
            ('{"type": "select", "cards": "3D"}', "web-wrong-type"),
            ('{"type": "play", "cards": [3]}', "web-wrong-type"),
            ('{"type": "lang", "lang": 5}', "web-wrong-type"),
            ('{"type": "lang", "lang": "fr"}', "web-bad-value"),
            ('{"type": "start", "settings": {"variant": "nope"}}', "unknown-variant"),
            ('{"type": "start", "settings": {}, "code": "ZZZ"}', "not-a-deal-code"),
            ('{"type": "select", "cards": ["3X"]}', "unknown-card"),
            ('{"type": "select", "cards": ["3D", "3♦"]}', "web-repeated-card"),
            (json.dumps({"type": "select", "cards": ["3D"] * 60}), "web-too-many-cards"),
            (huge, "web-too-big"),
            (json.dumps({"type": "select", "cards": [not_held]}), "not-in-hand"),
            (json.dumps({"type": "play", "cards": [not_held]}), "not-in-hand"),
            ('{"type": "cpu"}', "web-no-cpu-turn"),
            ('{"type": "next"}', "web-deal-not-over"),
            ('{"type": "join", "table": "nothere"}', "web-no-table"),
            ('{"type": "join", "table": "../../etc"}', "web-no-table"),
        ]
        for text, code in bad:
            tab.socket.send_text(text)
            error = tab.next()
            assert error["type"] == "error" and error["code"] == code, (text[:60], error)
            assert error["message"] and len(error["message"]) < 300
        assert tab.ask("select", cards=["3D"])["can_play"]  # the game is as it was
        assert tab.ask("lang", lang="es")["view"] == state["view"]
        assert not tab.ask("not json at all").get("message", "").startswith("Traceback")

        state = tab.ask("play", cards=["3D"])
        assert state["cpu_turn"]
        error = tab.ask("play", cards=[hand[1]])  # a CPU player is to move
        assert error == {"type": "error", "code": "not-your-turn", "message": "No es tu turno"}
        assert tab.ask("hint")["code"] == "not-your-turn"  # the hint of another seat's cards: never
        assert tab.ask("cpu")["type"] == "state"


def test_a_tampered_or_foreign_save_is_refused(client: TestClient) -> None:
    with contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        state = my_move(tab) if (state := start(tab, YOU_LEAD))["your_turn"] else state
        save = state["save"]
        middle = len(save) // 2
        changed = save[:middle] + ("A" if save[middle] != "A" else "B") + save[middle + 1 :]
        foreign = bigtwo.dumps(bigtwo.new_game(code=YOU_LEAD))
        refused = [(changed, "web-save-tampered"), (save[:-1], "web-save-tampered"), (foreign, "web-save-format")]
        for text, code in refused:
            error = tab.ask("hello", lang="es", save=text)
            assert error["type"] == "error" and error["code"] == code, error
            screen = tab.next()
            assert screen["type"] == "start-screen"
            assert screen["notice"] == t("web.save-set-aside", "es", error=inline(error["message"]))
            assert f"({error['message'][0].lower()}" in screen["notice"]  # set inside the notice's sentence
        resumed = tab.ask("hello", lang="es", save=save)  # the real one still resumes
        assert resumed["type"] == "state" and resumed["view"] == state["view"]


def test_hello_with_the_last_save_resumes_the_same_table(client: TestClient) -> None:
    with contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        state = start(tab, CODE, "es", level="expert")
        for _ in range(6):
            state = advance(tab, state)
        for wanted in (lambda s: s["cpu_turn"], lambda s: s["your_turn"]):
            state = play_until(tab, state, wanted)
            again = open_tab(client, stack)
            resumed = again.ask("hello", lang="es", save=state["save"])
            assert resumed["type"] == "state"
            assert resumed["events"] == ["Partida recuperada"]
            for key in RESUMED:
                assert resumed[key] == state[key], key
            assert resumed["settings"]["level"] == "expert" and resumed["lang"] == "es"
            state = advance(tab, state)
        english = open_tab(client, stack).ask("hello", lang="en", save=state["save"])
        assert english["view"] == state["view"] and english["seats"][0]["name"] == "You"


def test_no_message_of_a_solo_game_shows_another_seat_s_cards(client: TestClient) -> None:
    with contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        state = start(tab, CODE, "en")
        while not state["over"]:
            if state["your_turn"]:
                tab.ask("select", cards=hand_of(state)[:2])
            state = advance(tab, state)
        checked = assert_no_foreign_cards(tab.log, bigtwo.new_game(code=CODE).hands, 0)
        assert checked > 60
        other = bigtwo.new_game(code=CODE).hands[1][0]
        leak = {"type": "state", "over": False, "save": None, "view": {"history": []}, "events": [str(other)]}
        with pytest.raises(AssertionError, match="of another seat"):  # the check can fail
            assert_no_foreign_cards([leak], bigtwo.new_game(code=CODE).hands, 0)


def test_a_page_of_another_site_cannot_open_the_socket(client: TestClient) -> None:
    """A browser names the page's origin: a page of this server is let in, any other site's page
    (which could otherwise reach a server on localhost) is refused before a word is exchanged."""
    from starlette.websockets import WebSocketDisconnect

    with client.websocket_connect("/ws", headers={"origin": "http://testserver"}) as ws:
        ws.send_json({"type": "hello", "lang": "en"})
        assert ws.receive_json()["type"] == "start-screen"
    with (
        pytest.raises(WebSocketDisconnect) as refused,
        client.websocket_connect("/ws", headers={"origin": "http://evil.example"}) as ws,
    ):
        ws.send_json({"type": "hello", "lang": "en"})  # without the check, a start screen would come back
        ws.receive_json()
    assert refused.value.code == 1008


def test_a_page_of_a_rebound_name_cannot_reach_the_server(client: TestClient) -> None:
    """DNS rebinding: another site points its own name at this machine, so its page and the
    socket share an origin; the Host header still names that site, and the server refuses it."""
    from starlette.websockets import WebSocketDisconnect

    rebound = {"host": "evil.example:8000", "origin": "http://evil.example:8000"}
    with (
        pytest.raises(WebSocketDisconnect) as refused,
        client.websocket_connect("/ws", headers=rebound) as ws,
    ):
        ws.send_json({"type": "hello", "lang": "en"})
        ws.receive_json()
    assert refused.value.code == 1008
    assert client.get("/", headers={"host": "evil.example"}).status_code == 400
    assert client.get("/healthz", headers={"host": "127.0.0.1:8000"}).text == "ok"
    assert client.get("/healthz", headers={"host": "[::1]:8000"}).text == "ok"
    assert client.get("/healthz", headers={"host": "LOCALHOST:8000"}).text == "ok"
    assert client.get("/healthz", headers={"host": "testserver"}).text == "ok"  # named in hosts=


@pytest.mark.parametrize(
    ("host", "names", "allowed"),
    [
        ("127.0.0.1:8000", (), True),
        ("192.168.1.20", (), True),
        ("[fe80::1]:8000", (), True),
        ("localhost", (), True),
        ("localhost.:8000", (), True),
        ("mybox.lan:8000", (), False),
        ("mybox.lan:8000", ("MyBox.lan",), True),
        ("mybox.lan", ("mybox.lan:8000",), True),
        ("other.lan", ("mybox.lan",), False),
        ("127.0.0.1.evil.example", (), False),
        ("", (), False),
        ("anything.example", ("*",), True),
    ],
)
def test_the_host_names_a_server_answers_to(host: str, names: tuple[str, ...], allowed: bool) -> None:
    from bigtwo.web._app import host_allowed

    assert host_allowed(host, names) is allowed


def test_serve_answers_to_its_own_name_and_the_machine_s_when_it_listens_everywhere() -> None:
    import socket

    from bigtwo.web._serve import host_names

    assert host_names("127.0.0.1") == []
    assert host_names("mybox.lan", ["friends.example"]) == ["friends.example", "mybox.lan"]
    machine = socket.gethostname()
    short = machine.partition(".")[0]
    assert host_names("0.0.0.0") == [machine, short, short + ".local"]
    assert host_names("::")[:1] == [machine]


def test_a_browser_that_stops_reading_is_let_go_without_making_anyone_wait() -> None:
    """Messages go through a queue written by a task of its own: a socket that never takes them
    never blocks a sender (a table's broadcast), and a full queue lets the browser go."""
    import asyncio

    from bigtwo.web._app import OUTBOX, Outbox

    class Stuck:
        closed: list[int] = []  # noqa: RUF012

        async def send_json(self, message: object) -> None:
            await asyncio.Event().wait()  # the browser never reads

        async def close(self, code: int = 1000) -> None:
            self.closed.append(code)

    async def scenario() -> tuple[bool, list[str], list[int]]:
        left: list[str] = []
        outbox = Outbox(Stuck())  # type: ignore[arg-type]

        async def leave() -> None:
            left.append("left")

        outbox.on_overflow = leave

        async def flood() -> None:
            for k in range(OUTBOX + 5):
                await outbox.send({"type": "state", "k": k})  # never waits

        await asyncio.wait_for(flood(), timeout=60)  # a send that waited on the socket would hang here
        await asyncio.sleep(0.05)
        await outbox.close()
        return outbox.overflowed, left, Stuck.closed

    overflowed, left, closed = asyncio.run(scenario())
    assert overflowed and left == ["left"] and closed == [1008]


def test_the_page_s_labels_go_once_per_language(client: TestClient) -> None:
    with contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        screen = tab.ask("hello", lang="es")
        assert screen["labels"]["button.deal"] == "Repartir cartas"
        state = tab.ask("start", settings={}, code=CODE)
        assert state["type"] == "state" and state["labels"] is None  # the tab has them already
        state = advance(tab, state)
        assert state["labels"] is None
        switched = tab.ask("lang", lang="en")
        assert switched["labels"]["button.deal"] != "Repartir cartas" and switched["lang"] == "en"
        assert advance(tab, switched)["labels"] is None
        again = open_tab(client, stack)  # a new socket (a reload) gets them again
        assert again.ask("hello", lang="es")["labels"]["button.deal"] == "Repartir cartas"
