"""The web game as a player sees it: `bigtwo serve`'s app on uvicorn (in a thread, on a free port
of 127.0.0.1) and its page in Debian's Chromium, driven headless by Playwright, every WebSocket
frame recorded; a request that leaves the server, or an error in the page, fails the test.
Screenshots go to ``$BIGTWO_SCREENSHOTS`` if set, for a person to look at. Without Chromium or
Playwright the tests fail, saying what to install (``.ci/run`` does); they are never skipped.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

import bigtwo
from bigtwo.play._labels import inline, t
from tests.project import test_site_browser as site
from tests.web.conftest import assert_no_foreign_cards

if TYPE_CHECKING:
    import uvicorn
    from playwright.sync_api import Browser, BrowserContext, Page, Route, WebSocket

pytestmark = [pytest.mark.slow]  # the web extra comes with the test extra, as play does

browser = site.browser
"""Debian's Chromium, headless (the docs site's fixture: it fails, saying what to install, without it)."""
screenshots = site.screenshots
"""Where screenshots go: ``$BIGTWO_SCREENSHOTS`` if set, else the test's folder."""

FIRST_DEAL = "B02L1739204"
"""The deal code the rules page of the web game shows: Carla opens with 3♦ 3♠, and the hint is 6♣ 6♠."""
READY = "main[data-phase=your-turn][data-busy=false]"
OVER = "#score:not([hidden])"
IDLE = "main[data-busy=false]"
START = "#start:not([hidden])"


class Server:
    """The web game's app on uvicorn in a thread; stopped and started again on the same port and folder."""

    server: uvicorn.Server
    thread: threading.Thread
    sock: socket.socket

    def __init__(self, data_dir: Path) -> None:
        self.data_dir, self.port = data_dir, 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        import uvicorn

        from bigtwo.web import create_app
        from bigtwo.web._serve import listen

        self.sock = listen("127.0.0.1", self.port)
        self.port = self.sock.getsockname()[1]
        app = create_app(data_dir=self.data_dir, away_seconds=60, cpu_delay=0.05)
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=2))
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            assert time.monotonic() < deadline and self.thread.is_alive(), "the server did not start"
            time.sleep(0.02)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(15)
        assert not self.thread.is_alive(), "the server did not stop"
        self.sock.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One server for the module's tests, with its own data folder."""
    running = Server(tmp_path_factory.mktemp("web"))
    running.start()
    yield running
    running.stop()


class BrowserTab:
    """A page of the game and every WebSocket frame it sent and received."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.sent: list[dict[str, Any]] = []
        self.received: list[dict[str, Any]] = []
        page.on("websocket", self._socket)

    def _socket(self, ws: WebSocket) -> None:
        ws.on("framesent", lambda payload: self.sent.append(json.loads(payload)))
        ws.on("framereceived", lambda payload: self.received.append(json.loads(payload)))

    def last(self, kind: str) -> dict[str, Any]:
        found = [m for m in self.received if m["type"] == kind]
        assert found, f"no {kind} message received"
        return found[-1]

    def hand(self, which: str = "#hand .card") -> list[str]:
        """The cards the page draws at ``which`` (default your hand), as ``9D``."""
        cards: list[str] = self.page.eval_on_selector_all(which, "cs => cs.map((c) => c.dataset.card)")
        return cards

    def selected(self) -> list[str]:
        return self.hand("#hand .card[aria-pressed=true]")

    def text(self, selector: str) -> str:
        return self.page.inner_text(selector).strip()

    def table(self) -> dict[str, Any]:
        """What the table shows: your hand, the play on it, every seat, whose turn."""
        seats = self.page.eval_on_selector_all(
            "#seats .seat",
            "ss => ss.map((s) => [s.dataset.seat, s.className,"
            " Array.from(s.querySelectorAll('h3, p, li'), (e) => e.textContent.trim())])",
        )
        return {
            "hand": self.hand(),
            "pile": self.hand("#pile .card"),
            "table": self.text("#table-line"),
            "you": self.text("#you-line"),
            "seats": seats,
            "phase": self.page.get_attribute("#app", "data-phase"),
        }

    def deal(self, code: str = "") -> None:
        """«Repartir cartas» on the start screen (with ``code`` typed), then wait for your turn or the end."""
        self.page.wait_for_selector(START)
        self.page.fill("#start-code", code)
        self.page.click("#deal-button")
        self.page.wait_for_selector(f"{READY}, {OVER}")

    def click_card(self, card: str) -> None:
        self.page.click(f'#hand .card[data-card="{card}"]')
        self.page.wait_for_selector(IDLE)

    def states(self) -> int:
        return sum(m["type"] == "state" for m in self.received)

    def take_turn(self) -> None:
        """«Pista», then «Tirar» if it selected a play, else «Paso»; wait for the server's answer."""
        self.page.click("#hint-button")
        self.page.wait_for_selector(IDLE)
        before = self.states()
        self.page.click("#play-button" if self.page.locator("#play-button:enabled").count() else "#pass-button")
        deadline = time.monotonic() + 15
        while self.states() == before:
            assert time.monotonic() < deadline, "the play was not answered"
            self.page.wait_for_timeout(20)
        self.page.wait_for_selector(IDLE)  # the page has drawn it (it was busy from the click on)

    def play_to_the_end(self, limit: int = 60) -> int:
        """Take your turns until the score card shows; returns how many you took."""
        for turn in range(limit):
            self.page.wait_for_selector(f"{READY}, {OVER}")
            if self.page.locator(OVER).count():
                return turn
            self.take_turn()
        pytest.fail(f"the deal did not end in {limit} of your turns")


class Browsers:
    """Tabs of fresh browser contexts on one server, each context in a browser whose language is
    ``lang`` and at pace instant unless the page chose another; `close` fails the test if a page
    asked for anything but the server, or raised an error."""

    def __init__(self, browser: Browser, server: Server) -> None:
        self.browser = browser
        self.server = server
        self.contexts: list[BrowserContext] = []
        self.outside: list[str] = []

    def _local_only(self, route: Route) -> None:
        if route.request.url.startswith(self.server.url + "/"):
            route.continue_()
        else:
            self.outside.append(route.request.url)
            route.abort()

    def open(
        self, lang: str, path: str = "/", *, width: int = 1280, height: int = 800, context: BrowserContext | None = None
    ) -> BrowserTab:
        """A tab at ``path``: in a new context, or in ``context`` (sharing its storage)."""
        if context is None:
            context = self.browser.new_context(
                viewport={"width": width, "height": height},
                locale={"es": "es-ES", "en": "en-GB"}[lang],
                permissions=["clipboard-read", "clipboard-write"],
            )
            context.set_default_timeout(15_000)
            context.route("**/*", self._local_only)
            context.add_init_script(PACE_INSTANT)
            self.contexts.append(context)
        tab = BrowserTab(context.new_page())
        tab.page.on("pageerror", lambda error: self.outside.append(f"page error: {error}"))
        tab.page.goto(self.server.url + path)
        return tab

    def close(self) -> None:
        for context in self.contexts:
            context.close()
        assert not self.outside, self.outside


PACE_INSTANT = "localStorage.getItem('bigtwo.prefs') || localStorage.setItem('bigtwo.prefs', '{\"pace\": \"instant\"}')"
"""Run before each page: pace instant, unless the page keeps other choices already."""

Opener = Callable[..., BrowserTab]


@pytest.fixture
def open_page(browser: Browser, server: Server) -> Iterator[Opener]:
    """`Browsers.open` on the module's server."""
    browsers = Browsers(browser, server)
    yield browsers.open
    browsers.close()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_whole_deal_played_by_clicks_to_the_score_card(open_page: Opener, screenshots: Path, lang: str) -> None:
    tab = open_page(lang)
    page = tab.page
    page.wait_for_selector(START)
    assert page.get_attribute("html", "lang") == lang
    assert tab.text("#rules-title") == t("start.rules", lang)
    assert tab.text("#deal-button") == t("button.deal", lang)
    _screenshot(page, screenshots / f"start.{lang}.png")
    tab.deal(FIRST_DEAL)
    assert len(tab.hand()) == 13
    if lang == "es":
        assert tab.text("#you-line") == "Quedan 13 · si acaba ya −39"
    assert [tab.text(f"#{b}-button") for b in ("play", "pass", "hint")] == [
        t(key, lang) for key in ("button.play", "button.pass", "button.hint")
    ]
    tab.click_card(tab.hand()[-1])
    _screenshot(page, screenshots / f"table.{lang}.png")
    tab.click_card(tab.hand()[-1])
    turns = tab.play_to_the_end()
    assert turns >= 2
    page.wait_for_selector(OVER)
    assert tab.text("#status") == t("status.over", lang)
    assert tab.text("#score-title").startswith(t("score.title", lang))
    sent = tab.last("state")["score"]
    rows = page.eval_on_selector_all("#score-table tbody tr", "rs => rs.map((r) => r.innerText.split('\\t'))")
    assert len(rows) == 4
    assert [r[0].strip() for r in rows] == [row["name"] for row in sent["rows"]]
    assert [int(r[1]) for r in rows] == [row["cards_left"] for row in sent["rows"]]
    points = [int(r[3].replace("−", "-")) for r in rows]
    assert points == [row["points"] for row in sent["rows"]] and sum(points) == 0
    assert page.locator("#score-table tr.winner").count() == 1
    assert tab.text("#next-button") == t("button.deal-again", lang)
    _screenshot(page, screenshots / f"score.{lang}.png")
    page.click("#next-button")  # «Repartir otra vez»: a new deal
    page.wait_for_selector("main:not([data-phase=over])")
    assert len(tab.hand()) == 13 and tab.last("state")["code"] != FIRST_DEAL


def test_a_phone_sized_table(open_page: Opener, screenshots: Path) -> None:
    tab = open_page("es", width=390, height=844)
    tab.deal(FIRST_DEAL)
    tab.click_card("6C")
    page = tab.page
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "the page scrolls sideways"
    for selector in ("#hand .card", "#play-button", "#pass-button", "#hint-button", "#seats .seat"):
        for box in [page.locator(selector).nth(i).bounding_box() for i in range(page.locator(selector).count())]:
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, (selector, box)
    _screenshot(page, screenshots / "table.es.390.png", full_page=True)


@pytest.mark.parametrize(
    ("code", "cards", "reason"),
    [
        ("B00L3", ["4C"], "La primera jugada tiene que llevar el ♦3"),
        ("B00L3", ["2C", "3D", "4C", "5D", "6C"], "Regla de la mesa: sin 2 en escaleras"),
        ("B00L3", ["3D", "4C", "5D", "6C"], "Estas cartas no forman jugada"),
        ("B02L1", ["3S", "5S", "7S", "8D"], "Hay que tirar 5 cartas y has elegido 4"),
        ("B02L29", ["4D", "4H"], "Pareja de 4 no gana a pareja de 6"),
    ],
)
def test_a_refused_selection_disables_tirar_and_says_why(
    open_page: Opener, code: str, cards: list[str], reason: str
) -> None:
    tab = open_page("es", f"/?code={code}")
    tab.page.wait_for_selector(READY)
    assert tab.page.url.endswith("/"), "the link's code stays in the address: a reload would deal it again"
    for card in cards:
        tab.click_card(card)
    assert sorted(tab.selected()) == sorted(cards)
    assert tab.page.is_disabled("#play-button")
    assert tab.text("#status") == reason
    assert tab.last("selection")["reason"] == reason
    if code == "B00L3":  # you lead: «Paso» refused too, with its reason
        assert tab.page.is_disabled("#pass-button")
        assert tab.text("#pass-reason") == "Cuando sales no puedes pasar"
        for card in cards:
            tab.click_card(card)
        tab.click_card("3D")
        assert tab.page.is_enabled("#play-button")
        assert tab.text("#status") == t("web.status.ready", "es")


def test_a_switch_rewrites_its_row(open_page: Opener) -> None:
    tab = open_page("es")
    page = tab.page
    page.wait_for_selector(START)
    titles = ["Orden de palos", "2 en escaleras", "Color contra color", "Quién sale"]
    assert [page.get_by_role("switch", name=name).count() for name in titles] == [1, 1, 1, 1]
    sentences = page.eval_on_selector_all("#rows .sentence", "ps => ps.map((p) => p.innerText)")
    classic = bigtwo.ruleset("classic")
    assert sentences == [classic.explain(o, "es") for o in ("suit_order", "straights", "flush", "opener")]
    clubs = bigtwo.ruleset("classic", suit_order="clubs-lowest").explain("suit_order", "es")
    assert clubs != sentences[0]
    switch = page.get_by_role("switch", name="Orden de palos")
    switch.click()
    page.wait_for_function("(s) => document.querySelector('#sen-suit_order').innerText === s", arg=clubs)
    assert switch.is_checked()
    assert page.eval_on_selector_all("#rows .sentence", "ps => ps.map((p) => p.innerText)")[1:] == sentences[1:]
    switch.focus()
    page.keyboard.press("Space")  # the keyboard works the switch too
    page.wait_for_function("(s) => document.querySelector('#sen-suit_order').innerText === s", arg=sentences[0])
    assert not switch.is_checked()
    assert tab.last("rules")["settings"]["options"] == {"suit_order": "diamonds-lowest"}


def test_pista_selects_a_play_and_never_plays_it(open_page: Opener) -> None:
    tab = open_page("es")
    tab.deal(FIRST_DEAL)
    hand, plays = tab.hand(), len([m for m in tab.sent if m["type"] in ("play", "pass")])
    tab.page.click("#hint-button")
    tab.page.wait_for_selector(IDLE)
    assert tab.last("hint")["cards"] == ["6C", "6S"]
    assert tab.selected() == ["6C", "6S"]
    assert tab.text("#status") == "Pista: 6♣ 6♠"
    assert tab.hand() == hand and len([m for m in tab.sent if m["type"] in ("play", "pass")]) == plays
    assert tab.page.is_enabled("#play-button")
    tab.page.wait_for_timeout(200)  # the card has risen
    raised = tab.page.locator('#hand .card[data-card="6C"]')
    other = tab.page.locator('#hand .card[data-card="7C"]')
    raised_box, other_box = raised.bounding_box(), other.bounding_box()
    assert raised_box is not None and other_box is not None and raised_box["y"] < other_box["y"] - 8
    assert raised.evaluate("(c) => getComputedStyle(c).borderTopColor") == "rgb(124, 58, 237)"  # violet


def test_a_copied_link_deals_the_same_cards_in_another_browser(open_page: Opener) -> None:
    first = open_page("es")
    first.deal()
    hand = first.hand()
    code = first.last("state")["code"]
    first.page.click("#menu-button")
    first.page.click("#copy-button")
    first.page.wait_for_selector("#link-line a")
    link = first.page.get_attribute("#link-line a", "href")
    assert link is not None and link.endswith(f"/?code={code}")
    assert first.page.evaluate("navigator.clipboard.readText()") == link
    assert first.text("#link-line").startswith("Enlace copiado:")
    second = open_page("en", link.removeprefix(first.page.evaluate("location.origin")))
    second.page.wait_for_selector(f"{READY}, main[data-phase=cpu], {OVER}")
    assert second.hand() == hand
    assert second.last("state")["view"]["rules"] == first.last("state")["view"]["rules"]


def test_a_reload_resumes_the_same_table(open_page: Opener) -> None:
    tab = open_page("es")
    tab.deal(FIRST_DEAL)
    for _ in range(2):
        tab.take_turn()
        tab.page.wait_for_selector(READY)
    before = tab.table()
    assert before["phase"] == "your-turn"
    tab.page.reload()
    tab.page.wait_for_selector(READY)
    assert tab.table() == before
    assert tab.last("state")["events"] == [t("event.resumed", "es")]
    assert tab.sent[-2]["type"] == "hello" and tab.sent[-2]["save"]


def test_two_tabs_on_one_game_the_older_one_stops(open_page: Opener) -> None:
    older = open_page("es")
    older.deal(FIRST_DEAL)
    newer = open_page("es", context=older.page.context)
    newer.page.wait_for_selector(READY)
    assert newer.hand() == older.hand()
    older.page.wait_for_selector("#other-tab:not([hidden])")
    assert older.text("#other-tab-text") == t("web.other-tab", "es")
    assert older.page.get_attribute("#app", "data-phase") == "stale"
    sent = len(older.sent)
    newer.take_turn()  # the newer tab plays on and saves
    newer.page.wait_for_selector(f"{READY}, {OVER}")
    assert len(older.sent) == sent, "the older tab still talks to the server"
    stored = newer.page.evaluate(STORED)
    assert stored == newer.last("state")["save"]
    assert newer.page.locator("#other-tab:not([hidden])").count() == 0


def test_bad_input_never_breaks_a_table(open_page: Opener) -> None:
    tab = open_page("es")
    tab.deal(FIRST_DEAL)
    before = tab.table()
    tab.page.click("#menu-button")
    tab.page.fill("#menu-code", "B99ZZZ")  # a code that names no deal: the reason, nothing else
    tab.page.press("#menu-code", "Enter")
    tab.page.wait_for_selector("#status[data-kind=error]")
    assert tab.text("#status") == tab.last("error")["message"]
    assert tab.table() == before
    tab.page.evaluate(TAMPER)  # a saved game changed in the browser: the reason, and a fresh start
    tab.page.reload()
    tab.page.wait_for_selector(START)
    reason = tab.last("error")["message"]
    assert reason == t("error.save-tampered", "es") and tab.text("#status") == reason
    assert tab.text("#notice") == t("web.save-set-aside", "es", error=inline(reason))
    assert tab.page.evaluate("localStorage.getItem('bigtwo.current')") is None


STORED = "JSON.parse(localStorage.getItem('bigtwo.game.' + JSON.parse(localStorage.getItem('bigtwo.current')))).save"
"""The save the browser keeps for the game to resume."""

TAMPER = """() => {
    const id = JSON.parse(localStorage.getItem('bigtwo.current'));
    const game = JSON.parse(localStorage.getItem('bigtwo.game.' + id));
    game.save = game.save.slice(0, 40) + (game.save[40] === 'A' ? 'B' : 'A') + game.save.slice(41);
    localStorage.setItem('bigtwo.game.' + id, JSON.stringify(game));
}"""
"""One character of the saved game changed."""


def test_the_menu_switches_language_and_asks_before_a_new_game(open_page: Opener) -> None:
    tab = open_page("es")
    tab.deal(FIRST_DEAL)
    page = tab.page
    page.click("#menu-button")
    assert tab.text("#copy-button") == "Copiar enlace de la partida"
    page.click("#lang-button")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert tab.text("#play-button") == t("button.play", "en")
    assert tab.hand() == [c["card"] for c in tab.last("state")["hand"]]
    page.click("#menu-button")
    page.click("#new-button")
    assert tab.text("#confirm-text") == t("menu.confirm-new", "en")
    page.click("#confirm-no")  # back to the menu, the match kept
    assert page.locator("#table:not([hidden])").count() == 1 and page.locator("#menu[open]").count() == 1
    page.click("#new-button")
    page.click("#confirm-yes")
    page.wait_for_selector(START)
    assert tab.text("#rules-title") == t("start.rules", "en")
    page.reload()  # the language is kept, and the game thrown away is not resumed
    page.wait_for_selector(START)
    assert page.get_attribute("html", "lang") == "en"


def test_the_dealing_goes_card_by_card_and_a_key_skips_it(open_page: Opener) -> None:
    tab = open_page("en")
    page = tab.page
    page.evaluate("localStorage.setItem('bigtwo.prefs', JSON.stringify({pace: 'normal'}))")
    page.reload()
    page.wait_for_selector(START)
    page.click("#deal-button")
    page.wait_for_selector("main[data-phase=dealing]")
    assert page.locator("#dealing-cards .card.back").count() == 52
    assert tab.text(".dealing-hint") == t("web.skip-deal", "en")
    page.keyboard.press("x")
    assert page.get_attribute("#app", "data-phase") != "dealing"
    assert page.locator("#dealing-cards .card").count() == 0 and tab.selected() == []


def _share(open_page: Opener) -> tuple[BrowserTab, BrowserTab]:
    """A shared table: «Invitar» in one browser, its link opened in another."""
    host = open_page("es")
    host.page.wait_for_selector(START)
    host.page.click("#menu-button")
    host.page.click("#invite-button")
    host.page.wait_for_selector("#shared:not([hidden])")
    link = host.page.get_attribute("#shared a", "href")
    assert link is not None and "/?table=" in link
    host.page.keyboard.press("Escape")
    guest = open_page("en", link.removeprefix(host.page.evaluate("location.origin")))
    guest.page.wait_for_selector("#shared:not([hidden])")
    host.page.wait_for_function("document.querySelectorAll('#seats .seat .badge-cpu').length === 2")
    return host, guest


def _never_sees(viewer: BrowserTab, other: BrowserTab, dealt: dict[int, list[str]]) -> None:
    """Neither ``viewer``'s page nor any frame it received holds a card of ``other``'s hand
    (``dealt``: each browser's seat and the hand it was dealt; the CPU players' are not known)."""
    secret = set(other.hand())
    assert secret
    shown = set(viewer.hand("[data-card]"))
    assert not shown & secret, shown & secret
    hands = tuple(tuple(bigtwo.cards(" ".join(dealt.get(seat, [])))) for seat in range(4))
    seat = viewer.last("joined")["seat"]
    assert assert_no_foreign_cards(viewer.received, hands, seat) > 0


def _shared_turns(players: list[BrowserTab], turns: int) -> None:
    """The browsers take ``turns`` turns between them (a hint, or a pass) while the server moves
    the CPU players; then wait until a browser is to play (so nothing moves)."""
    deadline = time.monotonic() + 60
    while True:
        assert time.monotonic() < deadline, "no browser was to play for a minute"
        mover = next((p for p in players if p.page.locator(READY).count()), None)
        if mover is None:
            assert not any(p.page.locator(OVER).count() for p in players), "the deal ended"
            players[0].page.wait_for_timeout(50)
        elif turns == 0:
            return
        else:
            mover.take_turn()
            turns -= 1


def _dealt(host: BrowserTab, guest: BrowserTab) -> dict[int, list[str]]:
    """The two browsers' seats and hands, before either browser has played."""
    return {tab.last("joined")["seat"]: tab.hand() for tab in (host, guest)}


def test_a_shared_table_never_shows_a_browser_another_hand(open_page: Opener, screenshots: Path) -> None:
    host, guest = _share(open_page)
    assert host.last("joined")["seat"] == 0 and guest.last("joined")["seat"] == 1
    assert host.text("#seat-0 .seat-name") == "Tú" and guest.text("#seat-1 .seat-name") == "You"
    _shared_turns([host, guest], 0)
    dealt = _dealt(host, guest)  # (a CPU player may have played the guest's seat before the guest sat)
    assert dealt[0] and dealt[1] and not set(dealt[0]) & set(dealt[1])
    for turns in (0, 4):
        _shared_turns([host, guest], turns)
        _never_sees(guest, host, dealt)
        _never_sees(host, guest, dealt)
    assert host.page.is_disabled("#copy-button")  # a shared deal has no code to copy
    _screenshot(host.page, screenshots / "shared.host.es.png")
    _screenshot(guest.page, screenshots / "shared.guest.en.png")


def test_a_server_restart_in_the_middle_of_a_shared_deal(browser: Browser, tmp_path: Path) -> None:
    own = Server(tmp_path / "web")
    own.start()
    browsers = Browsers(browser, own)
    try:
        host, guest = _share(browsers.open)
        _shared_turns([host, guest], 0)
        dealt = _dealt(host, guest)
        _shared_turns([host, guest], 2)
        before = [host.table(), guest.table()]
        steps = len(host.last("state")["view"]["history"])
        assert steps >= 2 and len(list((own.data_dir / "tables").glob("*.json"))) == 1
        own.stop()
        for tab, lang in ((host, "es"), (guest, "en")):
            tab.page.wait_for_selector("#connection:not([hidden])")
            assert tab.text("#connection") == t("web.reconnecting", lang)
        own.start()  # the same port and data folder: the table is read back
        for tab in (host, guest):
            tab.page.wait_for_selector("#connection", state="hidden")
        for tab in (host, guest):  # each back, and told the other is back too
            tab.page.wait_for_selector(".seat.is-away", state="detached")
        _shared_turns([host, guest], 0)
        assert [host.table(), guest.table()] == before
        _shared_turns([host, guest], 2)  # the deal goes on
        assert len(host.last("state")["view"]["history"]) > steps
        _never_sees(guest, host, dealt)
        _never_sees(host, guest, dealt)
    finally:
        browsers.close()
        own.stop()


def _screenshot(page: Page, target: Path, *, full_page: bool = False) -> None:
    target.unlink(missing_ok=True)
    page.wait_for_timeout(150)  # the last animation ends
    page.screenshot(path=str(target), full_page=full_page)
    data = target.read_bytes()
    width, height = site._png_size(data)
    viewport = page.viewport_size
    assert viewport is not None and width == viewport["width"] and height >= viewport["height"], (width, height)
    assert len(data) > 15_000, f"{target.name}: {len(data)} bytes, an empty page?"
