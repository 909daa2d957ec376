"""One browser tab's WebSocket: its solo game (a `SeatSession` at seat 0, in the connection),
or its seat at a shared table; every message answered, every refusal an ``error`` message.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

import attrs

import bigtwo

from ..play._labels import inline, t
from ..play._session import Settings, deal_again, game_from_code, new_game
from ._hall import Tables
from ._protocol import Message, WebError, read_cards, read_message
from ._saves import Sealer
from ._seat import SeatSession, rules_message, settings_for, start_screen
from ._tables import SharedTable

MAX_DEALS = 100
"""The most deals a match of the web game may have."""

log = logging.getLogger("bigtwo.web")

Sender = Callable[[dict[str, Any]], Awaitable[None]]
"""How a message goes to the browser (``WebSocket.send_json``)."""


@attrs.define(eq=False)
class Hub:
    """What every connection of the server shares: the key of the saves and the shared tables."""

    sealer: Sealer
    tables: Tables


class Connection:
    """A browser tab, from its first message to its last."""

    def __init__(self, hub: Hub, send: Sender, client: str = "") -> None:
        self.hub = hub
        self.client = client
        """The browser's address (how many tables it made is counted by it)."""
        self._send = send
        self._sending = asyncio.Lock()
        self._labels_lang: str | None = None
        """The language of the labels the tab was sent last."""
        self.lang = "en"
        self.settings = Settings()
        """The start screen's last settings."""
        self.session: SeatSession | None = None
        """The solo game, if one is being played."""
        self.game_id = ""
        self.table: SharedTable | None = None
        """The shared table this tab sits at, if any (then `session` is not used)."""
        self.selection: tuple[bigtwo.Card, ...] = ()
        """The selection at a shared table."""

    async def send(self, message: dict[str, Any]) -> None:
        """Send a message; a browser that went away is not an error. The page's labels go once
        per language: a message whose labels the tab already has carries ``labels: null``."""
        labels = message.get("labels")
        if labels is not None:
            lang = message.get("lang") or (message.get("settings") or {}).get("lang")
            if lang is not None and lang == self._labels_lang:
                message = {**message, "labels": None}
            else:
                self._labels_lang = lang
        async with self._sending:
            try:
                await self._send(message)
            except Exception as exc:  # the socket closed under us: the receiving loop ends it
                log.debug("bigtwo serve: a message was not delivered: %s", exc)

    async def error(self, exc: bigtwo.BigTwoError) -> None:
        """Send an ``error`` message: the error's code and message in the tab's language."""
        code = getattr(exc.code, "value", exc.code)
        await self.send({"type": "error", "code": str(code), "message": exc.message(self.lang)})

    async def receive(self, text: str | bytes) -> None:
        """Answer one message of the page; nothing it sends can break the game or the server."""
        try:
            message = read_message(text)
            await getattr(self, "on_" + message.type.replace("-", "_"))(message)
        except bigtwo.BigTwoError as exc:
            await self.error(exc)
        except Exception:
            log.exception("bigtwo serve: a message could not be answered")
            await self.error(WebError("internal"))

    async def close(self) -> None:
        """The socket closed: leave the shared table."""
        await self.leave_table()

    # -- helpers ---------------------------------------------------------------------------------

    def read_settings(self, data: object) -> Settings:
        """The settings a message sends, in the tab's language (raises for rules that cannot be built)."""
        if isinstance(data, dict) and isinstance(data.get("deals"), int) and not 1 <= data["deals"] <= MAX_DEALS:
            raise WebError("bad-value", type="settings", field="deals")
        settings = Settings.from_json(data, Settings(lang=self.lang))
        settings.lang = self.lang
        settings.rules()
        return settings

    def seat(self) -> tuple[SharedTable, int]:
        """The shared table and the seat of this tab (it sits at one)."""
        assert self.table is not None
        seat = self.table.seat_of(self)
        assert seat is not None
        return self.table, seat

    def current(self) -> SeatSession:
        """The game as this tab sees it (raises `WebError` ``no-game`` without one)."""
        if self.table is not None:
            table, seat = self.seat()
            return table.seen_by(seat, self)
        if self.session is None:
            raise WebError("no-game")
        return self.session

    async def send_state(self, events: list[str]) -> None:
        """Send this tab's ``state``."""
        if self.table is not None:
            await self.table.send_state(self, events)
            return
        session = self.current()
        save = self.hub.sealer.seal(session.game, session.settings, session.seen, self.game_id)
        await self.send(session.state_message(events=events, save=save, game_id=self.game_id))

    async def start_solo(self, session: SeatSession, game_id: str, events: list[str]) -> None:
        """Play ``session`` in this tab."""
        await self.leave_table()
        self.session, self.game_id = session, game_id
        self.settings = session.settings
        await self.send_state(events)

    async def leave_table(self) -> None:
        """Leave the shared table, if at one; the others see the seat away."""
        table, self.table = self.table, None
        if table is not None:
            async with table.lock:
                table.leave(self)
                await table.broadcast()

    async def act(self, action: bigtwo.Action) -> None:
        """Make your ``action``, or raise `bigtwo.IllegalPlay` with the library's reason."""
        if self.table is not None:
            table, seat = self.seat()
            async with table.lock:
                await table.act(seat, action)
            return
        session = self.current()
        reason = session.reason(action)
        if reason is not None:
            raise bigtwo.IllegalPlay(reason)
        await self.send_state(session.act(action))

    def held(self, session: SeatSession, cards: tuple[bigtwo.Card, ...]) -> tuple[bigtwo.Card, ...]:
        """``cards`` sorted, if your hand holds them all (else the library's reason: not in your
        hand, or not your turn)."""
        hand = session.hand()
        if any(c not in hand for c in cards):
            reason = session.reason(bigtwo.Play(cards))
            assert reason is not None
            raise bigtwo.IllegalPlay(reason)
        return session.rules.sort(cards)

    # -- the messages ------------------------------------------------------------------------------

    async def on_hello(self, message: Message) -> None:
        """The tab opens: resume its saved game, else show the start screen."""
        self.lang = message.get("lang")
        await self.leave_table()
        notice = None
        try:
            self.settings = self.read_settings(message.get("settings"))
        except bigtwo.BigTwoError as exc:
            self.settings, notice = Settings(lang=self.lang), exc.message(self.lang)
        save = message.get("save")
        if save:
            try:
                saved = self.hub.sealer.open(save, self.settings)
            except bigtwo.BigTwoError as exc:
                await self.error(exc)
                notice = t("web.save-set-aside", self.lang, error=inline(exc.message(self.lang)))
            else:
                settings = attrs.evolve(saved.settings, lang=self.lang)
                session = SeatSession(saved.game, settings, seen=saved.seen)
                await self.start_solo(session, saved.game_id, [t("event.resumed", self.lang)])
                return
        self.session = None
        await self.send(start_screen(self.settings, notice))

    async def on_explain(self, message: Message) -> None:
        """A row of the start screen changed: every row's sentence for the new settings."""
        self.settings = self.read_settings(message.get("settings"))
        await self.send(rules_message(self.settings))

    async def on_start(self, message: Message) -> None:
        """«Repartir cartas»: a new game with these settings, or the deal of a code."""
        settings = self.read_settings(message.get("settings"))
        code = message.get("code")
        game = game_from_code(code) if code else new_game(settings)
        session = SeatSession(game, settings_for(game, settings))
        await self.start_solo(session, secrets.token_urlsafe(8), session.opening_lines())

    async def on_select(self, message: Message) -> None:
        """The selection changed: what it is, and whether it can be played."""
        cards = read_cards(message.get("cards"))
        session = self.current()
        chosen = self.held(session, cards)
        session.selection = chosen
        if self.table is not None:
            self.selection = chosen
        await self.send(session.selection_message())

    async def on_play(self, message: Message) -> None:
        """«Tirar»."""
        cards = read_cards(message.get("cards"))
        chosen = self.held(self.current(), cards)
        await self.act(bigtwo.Play(chosen))

    async def on_pass(self, message: Message) -> None:
        """«Paso»."""
        await self.act(bigtwo.Pass())

    async def on_redeal(self, message: Message) -> None:
        """Ask for a redeal."""
        seat = self.seat()[1] if self.table is not None else self.current().seat
        await self.act(bigtwo.Redeal(seat))

    async def on_hint(self, message: Message) -> None:
        """«Pista»: select the library's hint, never play it."""
        session = self.current()
        if not session.your_turn:
            reason = session.reason(bigtwo.Pass())
            raise bigtwo.IllegalPlay(reason) if reason is not None else WebError("no-game")
        action = session.hint()
        if self.table is not None:
            self.selection = session.selection
        await self.send(session.hint_message(action))
        await self.send(session.selection_message())

    async def on_cpu(self, message: Message) -> None:
        """Advance one CPU turn of the solo game (the page paces them)."""
        if self.table is not None:
            raise WebError("server-moves")
        session = self.current()
        if not session.cpu_turn:
            raise WebError("no-cpu-turn")
        events = await asyncio.to_thread(session.cpu_act)
        await self.send_state(events)

    async def on_next(self, message: Message) -> None:
        """«Repartir otra vez» / «Siguiente reparto»: the match's next deal, or a new game."""
        if self.table is not None:
            async with self.table.lock:
                await self.table.next_deal()
            return
        session = self.current()
        if session.unseen_card is None and not session.state.over:
            raise WebError("deal-not-over")
        session.mark_seen()
        if session.over:
            session = SeatSession(deal_again(session.game, session.settings), session.settings)
            self.session, self.game_id = session, secrets.token_urlsafe(8)
        await self.send_state(session.opening_lines())

    async def on_lang(self, message: Message) -> None:
        """Switch language: a fresh ``state`` (or start screen) in it."""
        self.lang = message.get("lang")
        self.settings.lang = self.lang
        if self.table is None and self.session is None:
            await self.send(start_screen(self.settings))
            return
        if self.session is not None:
            self.session.settings.lang = self.lang
        await self.send_state([])

    async def on_invite(self, message: Message) -> None:
        """«Invitar»: a shared table with the current settings."""
        if self.table is not None:
            settings = self.table.session.settings
        else:
            settings = self.session.settings if self.session is not None else self.settings
        made = attrs.evolve(settings, options=dict(settings.options), lang=self.lang)
        table = self.hub.tables.create(made, creator=self.client)
        await self.send({"type": "invited", "table": table.id, "link": f"/?table={table.id}"})

    async def on_join(self, message: Message) -> None:
        """Sit at a shared table: an empty seat, or yours back with your token."""
        table = self.hub.tables.get(message.get("table"))
        before = self.table
        async with table.lock:
            if table.removed:  # removed while this tab waited for it
                raise WebError("no-table", table=table.id)
            seat = table.seat_of(self) if before is table else None
            if seat is not None:  # already at this table: the same seat, whatever token is sent
                token = str(table.chairs[seat].token)
            else:  # a seat first (it may be refused): nothing else changes until one is found
                seat, token = table.join(self, message.get("token"))
            if before is not None and before is not table:
                before.leave(self)  # at once (no wait): from now on the old table sends it nothing
            self.table, self.session, self.selection = table, None, ()
            await self.send({"type": "joined", "table": table.id, "seat": seat, "token": token})
            await table.broadcast()
        if before is not None and before is not table:  # then the old table sees the seat away
            async with before.lock:
                await before.broadcast()
        table.start()
