"""What the tests of `bigtwo serve` share: the app on a folder, a browser tab on its socket that
keeps every message it received, and the check that no message shows another seat's cards."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from starlette.testclient import TestClient, WebSocketTestSession

import bigtwo
from bigtwo.web import create_app

CARD = re.compile(r"(?<![\w])(10|[2-9JQKA])([DCHS♦♣♥♠])(?![\w])")
"""A card as a message may show it: ``9D`` or ``9♦``."""

SKIPPED_FIELDS = frozenset({"save", "game_id", "table_id", "table_link", "token", "link", "labels", "opening"})
"""Fields that are random ids, the sealed save or templates, not the game's words or cards; and
the view's ``opening``, the card the first play must include, which the rules make public (its
holder leads: «La primera jugada tiene que llevar el ♦3»)."""

RULES_ONLY = frozenset({"start-screen", "rules"})
"""Messages made from the settings alone, before or without a deal (their sentences name cards:
«la carta más baja es el 3♦»)."""

WAIT = 10.0
"""The longest a test waits for a message before it fails."""


class Tab:
    """A browser tab on the game's socket: sends messages, keeps everything it receives."""

    def __init__(self, socket: WebSocketTestSession) -> None:
        self.socket = socket
        self.log: list[dict[str, Any]] = []
        self.state: dict[str, Any] | None = None
        """The last ``state`` received."""

    def send(self, kind: str, **fields: object) -> None:
        """Send a message of ``kind``."""
        self.socket.send_text(json.dumps({"type": kind, **fields}, ensure_ascii=False))

    def receive(self, wait: float = WAIT) -> dict[str, Any] | None:
        """The next message, or None after ``wait`` seconds without one."""

        async def next_frame() -> Any:
            with anyio.move_on_after(wait):
                return await self.socket._send_rx.receive()
            return None

        frame = self.socket.portal.call(next_frame)
        if frame is None:
            return None
        assert frame["type"] == "websocket.send", frame
        message: dict[str, Any] = json.loads(frame["text"])
        self.log.append(message)
        if message["type"] == "state":
            self.state = message
        return message

    def next(self, wait: float = WAIT) -> dict[str, Any]:
        """The next message (fails after ``wait`` seconds)."""
        message = self.receive(wait)
        assert message is not None, f"no message in {wait} s"
        return message

    def ask(self, kind: str, **fields: object) -> dict[str, Any]:
        """Send a message and return the first answer."""
        self.send(kind, **fields)
        return self.next()

    def drain(self, quiet: float = 0.3) -> list[dict[str, Any]]:
        """Every message until none comes for ``quiet`` seconds."""
        found = []
        while (message := self.receive(quiet)) is not None:
            found.append(message)
        return found


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    """The app on a fresh folder, with its event loop running (shared tables need one)."""
    with TestClient(
        create_app(data_dir=tmp_path, hosts=["testserver"], away_seconds=0.2, cpu_delay=0.0)
    ) as test_client:
        yield test_client


def open_tab(client: TestClient, stack: Any) -> Tab:
    """A tab connected to ``/ws`` (closed with ``stack``)."""
    return Tab(stack.enter_context(client.websocket_connect("/ws")))


def cards_in(message: object) -> set[bigtwo.Card]:
    """Every card a message shows in its words, its view or its lists (not in the fields of
    `SKIPPED_FIELDS`)."""
    found: set[bigtwo.Card] = set()
    if isinstance(message, dict):
        for key, value in message.items():
            if key not in SKIPPED_FIELDS:
                found |= cards_in(value)
    elif isinstance(message, list):
        for value in message:
            found |= cards_in(value)
    elif isinstance(message, str):
        for rank, suit in CARD.findall(message):
            found.add(bigtwo.cards(rank + suit)[0])
    return found


def played_by(state: dict[str, Any]) -> dict[int, set[bigtwo.Card]]:
    """The cards each seat has played so far, from the view's history."""
    played: dict[int, set[bigtwo.Card]] = {}
    for doc in state["view"]["history"]:
        turn = bigtwo.Turn.from_json(doc)
        if isinstance(turn.action, bigtwo.Play):
            played.setdefault(turn.seat, set()).update(turn.action.cards)
    return played


def assert_no_foreign_cards(log: list[dict[str, Any]], dealt: tuple[tuple[bigtwo.Card, ...], ...], seat: int) -> int:
    """Check that no message of ``log`` shows a card another seat holds at that moment (the
    hands dealt, less what each has played by the last ``state``); once the deal is over the
    hands left are shown, as at a real table, and the rules' messages (`RULES_ONLY`) name no
    deal. Returns how many messages were checked."""
    played: dict[int, set[bigtwo.Card]] = {}
    over = False
    checked = 0
    for message in log:
        if message["type"] == "state":
            played, over = played_by(message), message["over"]
            assert message["save"] is None or message["save"].isascii()  # sealed: no card as text
        if over or message["type"] in RULES_ONLY:
            continue
        hidden = {c for s, hand in enumerate(dealt) if s != seat for c in hand if c not in played.get(s, set())}
        shown = cards_in(message) & hidden
        assert not shown, f"a {message['type']} message shows {sorted(map(str, shown))} of another seat"
        checked += 1
    return checked
