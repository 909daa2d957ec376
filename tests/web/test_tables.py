"""Shared tables of `bigtwo serve`: browsers at their own seats, CPU players moved by the
server, a browser that drops out and comes back, and a restart in the middle of a deal."""

from __future__ import annotations

import contextlib
import json
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

import bigtwo
from bigtwo.web import create_app
from tests.web.conftest import WAIT, Tab, assert_no_foreign_cards, open_tab


def invite(tab: Tab, lang: str = "es") -> str:
    """Open the tab and make a shared table; returns its id."""
    assert tab.ask("hello", lang=lang)["type"] == "start-screen"
    invited = tab.ask("invite")
    assert invited["type"] == "invited" and invited["link"] == f"/?table={invited['table']}"
    return str(invited["table"])


def join(tab: Tab, table: str, token: str | None = None, lang: str = "es") -> dict[str, Any]:
    """Sit at the table; returns the ``joined`` message (the state that follows is in ``tab.state``)."""
    tab.send("hello", lang=lang)
    assert tab.next()["type"] == "start-screen"
    joined = tab.ask("join", table=table, **({"token": token} if token else {}))
    assert joined["type"] == "joined", joined
    assert tab.next()["type"] == "state"
    return joined


def dealt(folder: Path, table: str) -> tuple[tuple[bigtwo.Card, ...], ...]:
    """The hands the table's deal dealt, from the server's file."""
    game = bigtwo.loads(json.loads((folder / "tables" / f"{table}.json").read_text(encoding="utf-8"))["game"])
    deal = game.game if isinstance(game, bigtwo.Match) else game
    return tuple(tuple(c for c in bigtwo.DECK if mask >> c.index & 1) for mask in deal.dealt)


def played(folder: Path, table: str, seat: int) -> bool:
    """Whether ``seat`` played cards in the table's deal, from the server's file."""
    game = bigtwo.loads(json.loads((folder / "tables" / f"{table}.json").read_text(encoding="utf-8"))["game"])
    deal = game.game if isinstance(game, bigtwo.Match) else game
    return any(turn.seat == seat and isinstance(turn.action, bigtwo.Play) for turn in deal.history)


def ask_for(tab: Tab, wanted: set[str], kind: str, **fields: object) -> dict[str, Any]:
    """Send a message and return the first answer of a type in ``wanted`` (states go by)."""
    tab.send(kind, **fields)
    while (message := tab.next())["type"] not in wanted:
        pass
    return message


def take_turns(tabs: list[Tab], turns: int) -> None:
    """Let the tabs play their turns (the hint, or a pass) ``turns`` times, with the CPU players
    moving in between, or until the deal ends."""
    for _ in range(turns):
        deadline = time.monotonic() + WAIT
        while True:
            for tab in tabs:
                tab.drain(0.03)
            movers = [tab for tab in tabs if tab.state and tab.state["your_turn"]]
            if movers or any(tab.state and tab.state["over"] for tab in tabs):
                break
            assert time.monotonic() < deadline, "nobody's turn came"
        if not movers:
            return
        tab = movers[0]
        hint = tab.ask("hint")
        assert hint["type"] == "hint", hint
        tab.next()  # the selection
        tab.send("pass" if hint["pass"] else "play", **({} if hint["pass"] else {"cards": hint["cards"]}))


def wait_for(tab: Tab, wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The first state (the last received, or one to come) for which ``wanted`` holds."""
    deadline = time.monotonic() + WAIT
    while tab.state is None or not wanted(tab.state):
        assert time.monotonic() < deadline, "the state never came"
        tab.receive(0.1)
    return tab.state


def test_two_browsers_share_a_table_and_never_see_each_other_s_cards(client: TestClient, tmp_path: Path) -> None:
    with contextlib.ExitStack() as stack:
        first, second = open_tab(client, stack), open_tab(client, stack)
        table = invite(first)
        assert join(first, table)["seat"] == 0
        assert join(second, table, lang="en")["seat"] == 1
        take_turns([first, second], 60)
        assert first.state is not None and second.state is not None
        hands = dealt(tmp_path, table)
        assert assert_no_foreign_cards(first.log, hands, 0) > 10
        assert assert_no_foreign_cards(second.log, hands, 1) > 10
        assert first.state["seat"] == 0 and second.state["seat"] == 1
        assert [s["name"] for s in first.state["seats"]] == ["Tú", "Jugador 2", "Bruno", "Carla"]
        assert [s["name"] for s in second.state["seats"]] == ["Player 1", "You", "Bruno", "Carla"]
        assert [s["cpu"] for s in first.state["seats"]] == [False, False, True, True]
        assert first.state["save"] is None and (first.state["code"] is None or first.state["over"])
        # each sees the other's turns, in its own language, and its plays when it made any (a
        # shared deal is dealt from the system's randomness: a seat may pass through a whole deal)
        first_events = [e for m in first.log if m["type"] == "state" for e in m["events"]]
        second_events = [e for m in second.log if m["type"] == "state" for e in m["events"]]
        assert any(e.startswith("Jugador 2: ") for e in first_events)
        assert any(e.startswith("Player 1: ") for e in second_events)
        if played(tmp_path, table, 1):
            assert any(e.startswith("Jugador 2: ") and e != "Jugador 2: paso" for e in first_events)
        if played(tmp_path, table, 0):
            assert any(e.startswith("Player 1: ") and e != "Player 1: pass" for e in second_events)
        assert any(e.startswith("Tú: ") for e in first_events) and any(e.startswith("You: ") for e in second_events)
        assert first.ask("cpu")["code"] == "web-server-moves"
        third, fourth, fifth = (open_tab(client, stack) for _ in range(3))
        assert join(third, table)["seat"] == 2 and join(fourth, table)["seat"] == 3
        fifth.send("hello", lang="es")
        fifth.next()
        assert fifth.ask("join", table=table) == {
            "type": "error",
            "code": "web-table-full",
            "message": f"Todos los asientos de la mesa {table} están ocupados",
        }


def test_a_browser_that_drops_out_is_replaced_and_gets_its_seat_back(client: TestClient) -> None:
    with contextlib.ExitStack() as stack:
        first = open_tab(client, stack)
        table = invite(first)
        join(first, table)
        with client.websocket_connect("/ws") as socket:
            second = Tab(socket)
            token = join(second, table)["token"]
        seat = wait_for(first, lambda state: state["seats"][1]["away"])["seats"][1]
        assert "away" in seat["marks"] and "ausente" in seat["words"]
        moved_for_it = False
        for _ in range(40):  # play on: after away_seconds a CPU player plays seat 1
            take_turns([first], 1)
            first.drain(0.3)
            events = [e for m in first.log if m["type"] == "state" for e in m["events"]]
            if any(e.startswith("Jugador 2: ") for e in events):
                moved_for_it = True
                break
        assert moved_for_it and first.state is not None
        assert first.state["seats"][1]["cpu"] and first.state["seats"][1]["away"]
        back = open_tab(client, stack)
        again = join(back, table, token=token)
        assert again["seat"] == 1 and again["token"] == token
        assert back.state is not None and back.state["seat"] == 1 and not back.state["seats"][1]["away"]
        seat = wait_for(first, lambda state: not state["seats"][1]["away"])["seats"][1]
        assert not seat["cpu"] and seat["name"] == "Jugador 2"


def test_a_restart_in_the_middle_of_a_deal_resumes_the_table(tmp_path: Path) -> None:
    app = create_app(data_dir=tmp_path, hosts=["testserver"], away_seconds=30, cpu_delay=0.0)
    with TestClient(app) as client, contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        table = invite(tab)
        token = join(tab, table)["token"]
        take_turns([tab], 3)
        tab.drain(0.2)
        before = tab.state
        assert before is not None and before["your_turn"] and len(before["view"]["history"]) > 2
    again = create_app(
        data_dir=tmp_path, hosts=["testserver"], away_seconds=30, cpu_delay=0.0
    )  # the server starts again
    with TestClient(again) as client, contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        assert join(tab, table, token=token)["seat"] == 0
        after = tab.state
        assert after is not None
        for key in ("view", "hand", "seats", "table", "your_turn", "game_id"):
            assert after[key] == before[key], key
        take_turns([tab], 1)
        tab.drain(0.2)
        assert tab.state is not None and len(tab.state["view"]["history"]) > len(before["view"]["history"])


def test_a_damaged_table_file_is_set_aside(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    folder = tmp_path / "tables"
    folder.mkdir()
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    (folder / "other.json").write_text(json.dumps({"format": "bigtwo-web/table", "version": 1}), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="bigtwo.web"):
        app = create_app(data_dir=tmp_path, hosts=["testserver"])
    assert sorted(p.name for p in folder.iterdir()) == ["broken.json.damaged", "other.json.damaged"]
    assert sum("set aside" in r.getMessage() for r in caplog.records) == 2
    with TestClient(app) as client, client.websocket_connect("/ws") as socket:
        tab = Tab(socket)
        assert tab.ask("hello", lang="en")["type"] == "start-screen"
        assert tab.ask("join", table="broken")["code"] == "web-no-table"


def test_a_shared_match_is_dealt_from_no_seed_and_sends_no_deal_code(client: TestClient, tmp_path: Path) -> None:
    # a seed is one of a trillion: a player could find it from his own 13 cards by trying them
    # all, then know every hand of the match; a shared table deals from the system's randomness
    with contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        assert tab.ask("hello", lang="es", settings={"deals": 2})["type"] == "start-screen"
        table = str(tab.ask("invite")["table"])
        join(tab, table)
        first_hands = dealt(tmp_path, table)
        take_turns([tab], 200)
        first = wait_for(tab, lambda s: s["over"])
        assert not first["match_over"] and first["code"] is None and first["link"] is None
        tab.send("next")
        wait_for(tab, lambda s: not s["over"])
        game = bigtwo.loads(json.loads((tmp_path / "tables" / f"{table}.json").read_text(encoding="utf-8"))["game"])
        assert isinstance(game, bigtwo.Match) and len(game.finished) == 1 and game.game.deal_number == 2
        assert game.hands is not None and all(g.seed is None for g in (*game.finished, game.game))
        assert dealt(tmp_path, table) != first_hands  # the second deal
        take_turns([tab], 200)
        last = wait_for(tab, lambda s: s["match_over"])
        states = [m for m in tab.log if m["type"] == "state"]
        assert all(m["code"] is None and m["link"] is None for m in states)
        ended = bigtwo.loads(json.loads((tmp_path / "tables" / f"{table}.json").read_text(encoding="utf-8"))["game"])
        assert isinstance(ended, bigtwo.Match) and ended.over
        assert last["score"]["totals"] == list(ended.totals)


def test_a_server_keeps_a_bounded_number_of_tables(tmp_path: Path) -> None:
    app = create_app(data_dir=tmp_path, hosts=["testserver"], max_tables=2, cpu_delay=0.0)
    files = tmp_path / "tables"
    with TestClient(app) as client, contextlib.ExitStack() as stack:
        first, second = (open_tab(client, stack) for _ in range(2))
        one = invite(first)
        join(first, one)
        two = str(ask_for(first, {"invited"}, "invite")["table"])  # nobody sits at this one
        assert sorted(p.stem for p in files.glob("*.json")) == sorted([one, two])
        three = invite(second)  # the server is full: the table nobody sat at makes room
        assert sorted(p.stem for p in files.glob("*.json")) == sorted([one, three])
        with contextlib.ExitStack() as leaving:
            third = open_tab(client, leaving)
            assert third.ask("hello", lang="es")["type"] == "start-screen"
            assert third.ask("join", table=two)["code"] == "web-no-table"
            assert join(third, three)["seat"] == 0
        time.sleep(0.1)  # nobody is at table three now, but someone sat there: it is kept
        assert ask_for(first, {"invited", "error"}, "invite") == {
            "type": "error",
            "code": "web-too-many-tables",
            "message": "El servidor tiene 2 mesas compartidas en juego: inténtalo más tarde",
        }
        assert sorted(p.stem for p in files.glob("*.json")) == sorted([one, three])


def test_join_again_keeps_the_seat_and_a_refused_join_changes_nothing(client: TestClient) -> None:
    with contextlib.ExitStack() as stack:
        tabs = [open_tab(client, stack) for _ in range(5)]
        table = invite(tabs[0])
        joined = join(tabs[0], table)
        again = ask_for(tabs[0], {"joined"}, "join", table=table)  # the same tab joins again: the same seat and token
        assert (again["seat"], again["token"]) == (joined["seat"], joined["token"]) == (0, joined["token"])
        for k, tab in enumerate(tabs[1:4], start=1):
            assert join(tab, table)["seat"] == k
        other = invite(tabs[4])
        join(tabs[4], other)
        assert ask_for(tabs[4], {"joined", "error"}, "join", table=table)["code"] == "web-table-full"
        hint = ask_for(tabs[4], {"hint", "error"}, "hint")  # still at its own table, answered
        assert hint["type"] == "hint" or hint["code"] != "web-internal"
        tabs[4].drain(0.1)
        assert tabs[4].state is not None and tabs[4].state["table_id"] == other
        for tab in tabs[:4]:
            tab.drain(0.1)
        assert [s["cpu"] for s in tabs[0].state["seats"]] == [False, False, False, False]  # type: ignore[index]


def test_a_table_nobody_visits_for_a_week_is_removed(tmp_path: Path) -> None:
    with TestClient(create_app(data_dir=tmp_path, hosts=["testserver"])) as client, contextlib.ExitStack() as stack:
        tab = open_tab(client, stack)
        old, recent = invite(tab), str(tab.ask("invite")["table"])
    files = tmp_path / "tables"
    data = json.loads((files / f"{old}.json").read_text(encoding="utf-8"))
    assert time.time() - 60 < data["used"] <= time.time()
    data["used"] = time.time() - 8 * 24 * 3600  # eight days ago
    (files / f"{old}.json").write_text(json.dumps(data), encoding="utf-8")
    with TestClient(create_app(data_dir=tmp_path, hosts=["testserver"])) as client, contextlib.ExitStack() as stack:
        assert sorted(p.stem for p in files.glob("*.json")) == [recent]
        tab = open_tab(client, stack)
        tab.send("hello", lang="en")
        tab.next()
        assert tab.ask("join", table=old)["code"] == "web-no-table"
        assert join(tab, recent, lang="en")["seat"] == 0


def test_a_removed_table_is_never_written_again(tmp_path: Path) -> None:
    from bigtwo.play._session import Settings
    from bigtwo.web._hall import Tables

    tables = Tables(tmp_path, away_seconds=1.0, cpu_delay=0.0)
    table = tables.create(Settings())
    path = tmp_path / f"{table.id}.json"
    assert path.is_file()
    tables.remove(table, "a test")
    assert not path.exists() and table.removed
    table.save()  # a tab that was joining it when it went: no orphan file comes back
    assert not path.exists()
    with pytest.raises(bigtwo.BigTwoError):
        tables.get(table.id)


def test_one_address_makes_only_so_many_tables_and_a_full_folder_still_starts(tmp_path: Path) -> None:
    from bigtwo.play._session import Settings
    from bigtwo.web._hall import Tables

    tables = Tables(tmp_path, away_seconds=1.0, cpu_delay=0.0, per_client=2)
    made = [tables.create(Settings(), creator="10.0.0.7") for _ in range(2)]
    with pytest.raises(bigtwo.BigTwoError) as refused:
        tables.create(Settings(), creator="10.0.0.7")
    assert refused.value.code == "web-too-many-tables-here"
    other = tables.create(Settings(), creator="10.0.0.8")  # another address still may
    for table in (*made, other):
        table.chairs[0].token = "someone sat here"
        table.save()
    again = Tables(tmp_path, away_seconds=1.0, cpu_delay=0.0, max_tables=1)
    again.load()  # more tables that had players than max_tables: the server starts, keeps them all
    assert sorted(again.tables) == sorted(t.id for t in (*made, other))


def test_a_failed_cpu_move_is_stood_in_for_only_while_it_is_still_that_seat_s_turn(tmp_path: Path) -> None:
    import asyncio

    from bigtwo.play._session import Settings
    from bigtwo.web._hall import Tables

    table = Tables(tmp_path, away_seconds=1.0, cpu_delay=0.0).create(Settings())
    to_move = table.session.state.to_move
    assert to_move is not None
    asyncio.run(table.stand_in((to_move + 1) % 4))  # its move was made before it failed: nothing
    assert table.session.state.history == ()
    asyncio.run(table.stand_in(to_move))
    moved = table.session.state.history
    assert len(moved) == 1 and moved[0].seat == to_move
