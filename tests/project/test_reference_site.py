"""The API reference as the site renders it (``mkdocs build --strict``, once for the session): no
private name in what it shows, a table of contents without every enumeration member, each
module's introduction said once, and a Spanish copy of every reference page."""

from __future__ import annotations

import enum
import html
import importlib
import re
from pathlib import Path

import pytest

import bigtwo
import bigtwo.plugin
from tests.support.paths import ROOT

pytestmark = [pytest.mark.slow, pytest.mark.extra("docs")]

PAGES = {
    "bigtwo": "bigtwo",
    "plugin": "bigtwo.plugin",
    "errors": "bigtwo.errors",
    "players": "bigtwo.players",
    "rl": "bigtwo.rl",
    "testing": "bigtwo.testing",
}
"""Each reference page (``docs/reference/NAME.md``) and the module it documents."""

LANGS = {"en": "", "es": "es/"}
"""Each language and the folder of its pages in the built site."""


@pytest.fixture(scope="module")
def site(built_site: Path) -> Path:
    """The site, built once for the test session (``tests/project/conftest.py``)."""
    return built_site


def _page(site: Path, lang: str, name: str) -> str:
    return (site / f"{LANGS[lang]}reference" / name / "index.html").read_text(encoding="utf-8")


def _toc(page: str) -> list[str]:
    """The anchors the page's table of contents (Material's secondary navigation) links to."""
    found = re.search(r'<nav class="md-nav md-nav--secondary".*?</nav>\s*</div>', page, re.S)
    assert found is not None, "the page has no table of contents"
    return re.findall(r'<a href="#([^"]+)"', found.group(0))


def _text(page: str) -> str:
    """The words of the page's article, its tags removed."""
    article = page[page.index("<article") : page.index("</article>")]
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", article)).split())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", [*PAGES, "hooks", "error-codes"])
def test_no_private_name_is_shown(site: Path, lang: str, name: str) -> None:
    """Nothing of the page, its signatures and their hover titles included, names a private
    module (``bigtwo._rules.ruleset.RuleSet``, ``bigtwo._values...``)."""
    page = _page(site, lang, name)
    found = [page[max(0, m.start() - 120) : m.end() + 60] for m in re.finditer(r"\bbigtwo\._", page)]
    assert not found, f"{lang} {name}: private names shown:\n" + "\n---\n".join(found[:5])
    signatures = re.findall(r'<div class="doc-signature highlight">(.*?)</div>', page, re.S)
    if name in PAGES:
        assert signatures
    for signature in signatures:
        assert not re.search(r"(^|[\s.(\[])_[a-z]\w*\.", html.unescape(re.sub(r"<[^>]+>", "", signature)))


def _enum_members(module: str) -> dict[str, list[str]]:
    """Each public enumeration of ``module``, by its name there, and its members' names."""
    namespace = importlib.import_module(module)
    return {
        name: [member.name for member in value]
        for name in namespace.__all__
        if isinstance(value := getattr(namespace, name), type) and issubclass(value, enum.Enum)
    }


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PAGES)
def test_the_table_of_contents_has_no_enum_members(site: Path, lang: str, name: str) -> None:
    """An enumeration is one entry of the table of contents, its members a table in it."""
    page, module = _page(site, lang, name), PAGES[name]
    toc = _toc(page)
    enums = _enum_members(module)
    if name == "bigtwo":
        assert {"Category", "Rank", "Suit", "ReasonCode"} <= set(enums)
    for cls, members in enums.items():
        assert f"{module}.{cls}" in toc, f"{cls} is not in the table of contents"
        listed = [member for member in members if f"{module}.{cls}.{member}" in toc]
        assert not listed, f"{lang} {name}: {cls} members in the table of contents: {listed}"
        entry = page.split(f'id="{module}.{cls}"', 1)[1].split('<div class="doc doc-object doc-', 1)[0]
        for member in members:  # still documented: in the table of the enumeration's entry
            assert f"<code>{member}</code>" in entry, f"{cls}.{member} is not in the table of {cls}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PAGES)
def test_the_module_s_introduction_is_said_once(site: Path, lang: str, name: str) -> None:
    """The page's own introduction (in its language), and not the module's docstring again."""
    module = importlib.import_module(PAGES[name])
    text = _text(_page(site, lang, name))
    docstring = module.__doc__ or ""
    first = " ".join(docstring.split("\n\n")[0].split()).replace("``", "").replace("`", "")
    assert first and first[:60] not in text, f"{lang} {name}: the module's docstring is shown below the introduction"
    source = ROOT / "docs" / "reference" / f"{name}{'' if lang == 'en' else '.' + lang}.md"
    intro = source.read_text(encoding="utf-8").split("\n\n")[1]
    words = re.sub(r"\[([^]]*)]\([^)]*\)", r"\1", " ".join(intro.split())).replace("`", "")
    assert words[:60] in text


@pytest.mark.parametrize("name", [*PAGES, "hooks"])
def test_the_spanish_reference_is_in_spanish(site: Path, name: str) -> None:
    page = _page(site, "es", name)
    assert '<html lang="es"' in page
    assert re.search(r"(está|están) en inglés", _text(page))  # and it says that the entries are not
    assert _toc(page) == _toc(_page(site, "en", name)) or name == "hooks"


GROUP_ANCHORS = {"en": ["declarations", "components", "players"], "es": ["declaraciones", "componentes", "jugadores"]}


def test_the_hook_reference_lists_every_hook_under_its_group(site: Path) -> None:
    for lang, groups in GROUP_ANCHORS.items():
        toc = _toc(_page(site, lang, "hooks"))
        assert [anchor for anchor in toc if not anchor.startswith("bigtwo_")] == groups
        hooks = sorted(n for n in dir(bigtwo.plugin.hookspecs) if n.startswith("bigtwo_"))
        assert sorted(anchor for anchor in toc if anchor.startswith("bigtwo_")) == hooks
