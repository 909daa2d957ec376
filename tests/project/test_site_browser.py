"""The docs site as a reader sees it: the built site served on 127.0.0.1 and opened in Debian's
Chromium, driven headless by Playwright at 1280×900.

What only a browser can tell: the variant pages show their rules sections in their language, the
suits are painted (``docs/assets/suits.js``: ♥ ♦ red, ♠ ♣ black), the client-side search finds the
variant pages in both languages, the side-by-side page fits 1280 px, and full-page screenshots of
the variant pages and the comparison page are saved (into ``$BIGTWO_SCREENSHOTS`` if set) for a
person to look at. Playwright comes with the test extra and brings its driver but no browser: the
browser is Debian's ``chromium`` package (``.ci/run`` installs it). Without either the tests fail,
saying how to install it; they are never skipped.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import re
import struct
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pytest

from bigtwo._values.texts import Text
from tests.support.paths import ROOT

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Route

pytestmark = [pytest.mark.slow, pytest.mark.extra("docs")]  # the site is built with the docs extra

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = [
    "--headless",
    "--no-sandbox",  # CI runs as root
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
WIDTH, HEIGHT = 1280, 900
LANGS = {"en": "", "es": "es/"}
"""Each language and the folder of its pages in the built site (mkdocs-static-i18n: English at the root)."""
SUFFIX = {"en": "", "es": ".es"}
"""Each language and the suffix of its Markdown pages."""
SCREENSHOTS = ("variants/classic/", "variants/taiwanese/", "variants/pusoy-dos/", "variants/")
"""The pages saved as screenshots in both languages: three variant pages and the side-by-side one."""


def _generated_pages() -> dict[str, str]:
    spec = importlib.util.spec_from_file_location("gen_pages", ROOT / "docs" / "gen_pages.py")
    assert spec is not None and spec.loader is not None
    module: ModuleType = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    pages: dict[str, str] = module.pages()
    return pages


@pytest.fixture(scope="module")
def generated() -> dict[str, str]:
    """The generator's Markdown pages (``docs/gen_pages.py``), by path under ``docs/``."""
    return _generated_pages()


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        """No line per request on stderr."""


@pytest.fixture(scope="module")
def site_url(built_site: Path) -> Iterator[str]:
    """The built site served from a thread on a free port of 127.0.0.1; its root URL."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(built_site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()
    thread.join()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Debian's Chromium, headless, driven by Playwright; the tests fail, saying what to install,
    when either is missing."""
    if importlib.util.find_spec("playwright") is None:
        pytest.fail("the browser tests need Playwright, in the test extra: pip install -e '.[test]'")
    if not CHROMIUM.is_file():
        pytest.fail(
            f"the browser tests need Debian's Chromium at {CHROMIUM}: "
            "apt-get install --no-install-recommends chromium (.ci/run does it)"
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Browser, site_url: str) -> Iterator[Page]:
    """A fresh page at 1280×900 that reaches only the local site (the theme's web fonts and any
    other outside request are refused, so the tests need no network and show the same every run)."""
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    context.set_default_timeout(15_000)  # a page, a search result or a painted suit that never comes fails in 15 s

    def local_only(route: Route) -> None:
        if route.request.url.startswith(site_url):
            route.continue_()
        else:
            route.abort()

    context.route("**/*", local_only)
    opened = context.new_page()
    yield opened
    context.close()


def _open(page: Page, site_url: str, lang: str, path: str) -> None:
    response = page.goto(site_url + LANGS[lang] + path)
    assert response is not None and response.ok, f"{LANGS[lang] + path}: {response and response.status}"


def _headings(markdown: str) -> list[str]:
    """The ``## `` headings of a Markdown page, as the page's text shows them."""
    return [line[3:].replace("`", "").strip() for line in markdown.splitlines() if line.startswith("## ")]


SHOWN_H2 = """() => Array.from(document.querySelectorAll("article h2")).map((h) => {
    const copy = h.cloneNode(true);
    copy.querySelectorAll(".headerlink").forEach((a) => a.remove());
    return copy.textContent.trim();
})"""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_classic_page_shows_its_rules_sections_in_its_language(
    page: Page, site_url: str, generated: dict[str, str], lang: str
) -> None:
    expected = _headings(generated[f"variants/classic{SUFFIX[lang]}.md"])
    assert len(expected) >= 5
    _open(page, site_url, lang, "variants/classic/")
    assert page.evaluate("document.documentElement.lang") == lang
    shown: list[str] = page.evaluate(SHOWN_H2)
    assert [title for title in shown if title in expected] == expected, shown


def _rgb(css: str) -> tuple[int, int, int]:
    """The red, green and blue of a computed ``rgb(...)``/``rgba(...)`` colour."""
    found = re.fullmatch(r"rgba?\((\d+), (\d+), (\d+)(?:, [\d.]+)?\)", css)
    assert found is not None, css
    red, green, blue = (int(part) for part in found.groups())
    return red, green, blue


SUIT_COLOURS = """(selector) => Array.from(document.querySelectorAll(".md-content " + selector))
    .map((el) => [el.textContent, getComputedStyle(el).color])"""

BARE_SUITS = """() => {
    const walker = document.createTreeWalker(document.querySelector(".md-content"), NodeFilter.SHOW_TEXT);
    const found = [];
    while (walker.nextNode()) {
        const node = walker.currentNode;
        for (const ch of node.nodeValue) {
            if ("\u2660\u2663\u2665\u2666".includes(ch)) {
                const painted = node.parentElement && node.parentElement.closest(".suit, .pc");
                found.push([ch, painted ? painted.className : ""]);
            }
        }
    }
    return found;
}"""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_suits_are_painted_as_cards_are(page: Page, site_url: str, lang: str) -> None:
    _open(page, site_url, lang, "variants/classic/")
    page.wait_for_selector(".md-content span.suit-red")
    red: list[list[str]] = page.evaluate(SUIT_COLOURS, "span.suit-red")
    black: list[list[str]] = page.evaluate(SUIT_COLOURS, "span.suit-black")
    assert red and black
    assert {symbol for symbol, _ in red} == {"♥", "♦"}
    assert {symbol for symbol, _ in black} == {"♠", "♣"}
    for symbol, colour in red:
        r, g, b = _rgb(colour)
        assert r >= 128 and r >= 2 * max(g, b), f"{symbol} is not red: {colour}"
    slate = page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate"
    for symbol, colour in black:
        channels = _rgb(colour)
        assert min(channels) >= 160 if slate else max(channels) <= 96, f"{symbol} is not black: {colour}"
    # every suit of the text is in a span of its colour (a painted suit, or a card drawn as a card), none left bare
    suits: list[list[str]] = page.evaluate(BARE_SUITS)
    assert "♦" in {symbol for symbol, _ in suits}
    for symbol, classes in suits:
        colours = {"suit-red", "pc-red"} if symbol in "♥♦" else {"suit-black", "pc-black"}
        assert colours & set(classes.split()), f"{symbol} is not in a span of its colour (but in {classes!r})"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_search_finds_the_variant_pages_in_their_language(
    page: Page, site_url: str, built_site: Path, generated: dict[str, str], lang: str
) -> None:
    word = Text("doc.straights").render(lang)  # "Straights", "Escaleras": a section of every variant page
    assert word in _headings(generated[f"variants/classic{SUFFIX[lang]}.md"])
    # the line the results' header shows until the search worker has built its index ("Initializing
    # search", "Inicializando búsqueda"), as the built page holds it
    served = (built_site / LANGS[lang] / "variants" / "classic" / "index.html").read_text(encoding="utf-8")
    loading = re.search(r'<div class="md-search-result__meta">\s*(.*?)\s*</div>', served, re.S)
    assert loading is not None and loading.group(1), "the page has no search results header"
    _open(page, site_url, lang, "variants/classic/")
    search = page.locator("input.md-search__input")
    search.click()  # at 1280 px the search box is in the header (the label that opens it is for narrow screens)
    from playwright.sync_api import expect

    expect(page.locator('[data-md-toggle="search"]')).to_be_checked()  # retried: the search script opens it
    # Material's search worker builds the index after the page loads (slowly on a loaded machine),
    # and searches on key presses: wait until it says it is ready, then type the word key by key
    expect(page.locator(".md-search-result__meta")).not_to_have_text(loading.group(1), timeout=90_000)
    search.press_sequentially(word)
    page.wait_for_selector(".md-search-result__item", timeout=30_000)
    found: list[str] = page.eval_on_selector_all(".md-search-result__item a", "links => links.map((a) => a.href)")
    variant_pages = [url for url in found if re.fullmatch(re.escape(site_url) + r"(es/)?variants/[\w-]+/(#.*)?", url)]
    assert variant_pages, f"no variant page among the results for {word!r}: {found}"
    # the two languages share one index; a word of one language finds that language's pages
    assert all(url.startswith(site_url + LANGS[lang]) for url in variant_pages), variant_pages
    if lang == "en":
        assert not any(url.startswith(site_url + "es/") for url in variant_pages), variant_pages


TABLE_WIDTHS = """() => Array.from(document.querySelectorAll(".md-content table")).map((table) => {
    const wrapper = table.closest(".md-typeset__scrollwrap") || table.parentElement;
    return [table.scrollWidth, wrapper.clientWidth, wrapper.scrollWidth];
})"""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_comparison_page_fits_1280_pixels(page: Page, site_url: str, lang: str) -> None:
    _open(page, site_url, lang, "variants/")
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH, "the page scrolls sideways"
    tables: list[list[int]] = page.evaluate(TABLE_WIDTHS)
    assert tables, "no table on the comparison page"
    for i, (table, room, scrolled) in enumerate(tables):
        assert table <= room and scrolled <= room, f"table {i + 1} is {table} px wide in {room} px"


def _png_size(data: bytes) -> tuple[int, int]:
    """The width and height of a PNG (its IHDR chunk), failing if ``data`` is not a PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.fixture
def screenshots(tmp_path: Path) -> Path:
    """The folder of the screenshots: ``$BIGTWO_SCREENSHOTS`` if set (to keep them), else the test's own."""
    folder = Path(os.environ["BIGTWO_SCREENSHOTS"]) if os.environ.get("BIGTWO_SCREENSHOTS") else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("path", SCREENSHOTS)
def test_a_screenshot_of_the_page(page: Page, site_url: str, screenshots: Path, path: str, lang: str) -> None:
    _open(page, site_url, lang, path)
    assert page.evaluate("document.documentElement.lang") == lang
    page.wait_for_selector(".md-content span.suit")  # suits.js has painted the suits
    name = "-".join(part for part in path.split("/") if part)
    target = screenshots / f"{name}.{lang}.png"
    target.unlink(missing_ok=True)
    page.screenshot(path=str(target), full_page=True)
    data = target.read_bytes()
    width, height = _png_size(data)
    assert width == WIDTH and height >= HEIGHT, (width, height)
    assert len(data) > 20_000, f"{target.name}: {len(data)} bytes, an empty page?"
