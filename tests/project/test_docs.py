"""The documentation: generated pages say what the command line says, and nothing public is
missing from the site (every hook, variant, option value and public name)."""

from __future__ import annotations

import html
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import bigtwo
import bigtwo._values.errors
import bigtwo.players
import bigtwo.plugin
import bigtwo.testing
from bigtwo._cli.main import main
from tests.support.paths import ROOT


def _gen_pages() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_pages", ROOT / "docs" / "gen_pages.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GEN = _gen_pages()
PAGES: dict[str, str] = GEN.pages()
SUFFIX = {"en": "", "es": ".es"}


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", bigtwo.variants())
def test_the_command_line_and_the_site_say_the_same(name: str, lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    page = PAGES[f"variants/{name}{SUFFIX[lang]}.md"]
    assert _cli(capsys, "rules", name, "--lang", lang, "--format", "markdown") == page
    assert page.startswith("# ")
    assert page.splitlines()[0] == f"# {bigtwo.variant(name).title.render(lang)}"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_comparison_page_is_the_command_line_s(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    page = PAGES[f"variants/index{SUFFIX[lang]}.md"]
    front, _, body = page.partition("---\n\n")
    assert front == "---\nhide:\n  - navigation\n  - toc\n", "the site gives the table the page's whole width"
    assert _cli(capsys, "compare-variants", "--lang", lang, "--format", "markdown") == body


def test_the_installed_command_prints_the_page() -> None:
    """The console script, as a user runs it."""
    exe = shutil.which("bigtwo", path=str(Path(sys.executable).parent)) or shutil.which("bigtwo")
    assert exe is not None
    out = subprocess.run(
        [exe, "rules", "dragon", "--lang", "es", "--format", "markdown"],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    ).stdout
    assert out == PAGES["variants/dragon.es.md"]


@pytest.mark.parametrize("name", bigtwo.variants())
def test_a_variant_page_shows_every_part_of_its_rules(name: str) -> None:
    rules = bigtwo.ruleset(name)
    page = bigtwo.rules_doc(rules, "en", format="markdown")
    definition = bigtwo.variant(name)
    assert definition.summary.render("en") in page
    for source in definition.sources:
        assert source.render("en") in page
    for note in definition.notes:
        assert note.render("en") in page
    for option in rules.option_list:
        assert f"`{rules.option(option.name)}`" in page
        assert rules.explain(option.name, "en") in page
    text = bigtwo.rules_doc(rules, "en")  # the same page as a terminal prints it: cards as text
    table = rules.component("straights", bigtwo.plugin.StraightTable)
    drawn = [line.split(" ", 2)[1] for line in text.splitlines() if re.match(r"^\d+\. \S+-\S+", line)]
    assert drawn[: len(table.runs)] == [str(run) for run in table.runs]  # in order, lowest first
    assert " < ".join(s.symbol for s in rules.suit_order) in page
    assert rules.explain("suit_order", "en") in page and str(rules.lowest_card) in page
    if rules.bomb_rule.categories_cross:  # one ladder of five-card plays; else each beats only its kind
        assert "straight < flush < full house < four of a kind < straight flush" in page
    else:
        assert "A five-card play beats only one of its own kind" in page
    assert rules.explain("opener", "en") in page.split("## Who leads")[1]
    sections = {head: body for head, body in re.findall(r"^## ([^\n]+)\n\n(.*?)(?=^## |\Z)", page, re.M | re.S)}
    assert rules.explain("deal", "en") in sections["Players and the deal"]
    assert rules.explain("pass_locks_out", "en") in sections["A round"]
    for name_ in ("direction", "auto_pass", "assistant", "instant_win", "redeal"):
        assert rules.explain(name_, "en") in sections["Table rules"]
    # every kind of play drawn as cards, and a pair of plays per kind compared by the engine
    assert sections["Plays"].count('<span class="pcs">') >= 8
    compared = re.findall(
        r'^- .*?(<span class="pcs">.*?</span></span>) beats (<span class="pcs">.*?</span></span>)',
        sections["How plays compare"],
        re.M,
    )
    assert len(compared) >= 10
    for winner, loser in compared:
        high, low = (" ".join(re.findall(r">([^<>]+)</span>", side)) for side in (winner, loser))
        assert bigtwo.beats(high, low, rules) and not bigtwo.beats(low, high, rules), (high, low)
    # the worked example is the library's own score card of the hands the page lists
    example = page.split("## Scoring")[1].split("\n## ")[0]
    hands = dict(re.findall(r"^- Seat (\d): (.+)$", example, re.M))
    assert sorted(hands) == ["1", "2", "3"]
    play = re.search(r"goes out with (\S+);", example)
    assert play is not None
    card = bigtwo.score(
        ["", hands["1"], hands["2"], hands["3"]], rules, winning_play=play.group(1), dealt=_dealt(rules)
    )
    assert f"```text\n{card.render('en')}\n```" in example


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", bigtwo.variants())
def test_a_variant_page_cites_its_sources_and_notes_in_its_language(name: str, lang: str) -> None:
    page = PAGES[f"variants/{name}{SUFFIX[lang]}.md"]
    definition = bigtwo.variant(name)
    assert definition.sources
    for text in (*definition.sources, *definition.notes):
        assert f"\n- {text.render(lang)}\n" in page
    assert not re.search(r"(?i)\b(seed|fuente) \d{3}", page)  # documents are cited by what they are


def _dealt(rules: bigtwo.RuleSet) -> tuple[int, ...]:
    """How many cards each of four seats is dealt under ``rules``."""
    return tuple(bin(mask).count("1") for mask in bigtwo.deal(0, 4, rules))


def test_a_changed_rule_set_says_what_changed() -> None:
    rules = bigtwo.ruleset("taiwanese", bombs="none", direction="clockwise")
    for lang in ("en", "es"):
        page = bigtwo.rules_doc(rules, lang)
        changed = [rules.explain(name, lang) for name in ("bombs", "direction")]
        assert all(f"- {sentence}" in page for sentence in changed), page[:800]
        # the variant's own summary (bombs) and notes would now be false: they are left out
        assert bigtwo.variant("taiwanese").summary.render(lang) not in page
        assert "bombs=none" not in page and "direction=clockwise" not in page
    assert "`none`" in bigtwo.rules_doc(rules, "en", format="markdown")  # the options table still names values


def test_bad_requests_are_refused() -> None:
    with pytest.raises(bigtwo.RulesError, match="format"):
        bigtwo.rules_doc("classic", format="html")  # type: ignore[arg-type]
    with pytest.raises(bigtwo.UnknownLanguage):
        bigtwo.rules_doc("classic", "fr")
    with pytest.raises(bigtwo.RulesError, match="unknown variant"):
        bigtwo.rules_doc("no-such-variant")
    with pytest.raises(bigtwo.RulesError):
        bigtwo.rules_doc(42)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_hook_is_in_the_hook_reference(lang: str) -> None:
    """Once, as a heading under its group's (``## Components`` > ``### `bigtwo_bombs```), with
    its documentation (in English on every page)."""
    page = PAGES[f"reference/hooks{SUFFIX[lang]}.md"]
    hooks = [name for name in dir(bigtwo.plugin.hookspecs) if name.startswith("bigtwo_")]
    assert len(hooks) >= 10
    for hook in hooks:
        assert page.count(f"\n### `{hook}`\n") == 1, hook
        assert "\n## " in page.split(f"\n### `{hook}`\n")[0], f"{hook} is under no group"
        doc = getattr(bigtwo.plugin.hookspecs, hook).__doc__
        assert doc and doc.split("\n")[0].strip() in page


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_error_code_is_listed_under_its_family(lang: str) -> None:
    page = PAGES[f"reference/error-codes{SUFFIX[lang]}.md"]
    sections = {
        part.split("`", 1)[0]: part for part in page.split("\n## `")[1:]
    }  # "InvalidCards`\n\n| Code | ..." -> its section
    assert len(bigtwo.errors.ERROR_CODES) >= 20
    for code, family in bigtwo.errors.ERROR_CODES.items():
        assert f"| `{code}` |" in sections[family], (code, family)
    assert "'{card}' no es una carta" in page if lang == "es" else "'{card}' is not a card" in page


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_variant_and_option_value_is_documented(lang: str) -> None:
    index = PAGES[f"variants/index{SUFFIX[lang]}.md"]
    for name in bigtwo.variants():
        assert f"variants/{name}{SUFFIX[lang]}.md" in PAGES
        assert f"]({name}.md)" in index
        assert {bigtwo.variant(name).title.render("en"): f"variants/{name}.md"} in GEN.variants_nav()
    for option in bigtwo.options():
        for value in bigtwo.option_values(option.name):
            assert f"`{value.value}`" in index
            assert value.text.render(lang) in index


def _public_names() -> dict[str, list[str]]:
    return {
        "bigtwo": list(bigtwo.__all__),
        "bigtwo.plugin": list(bigtwo.plugin.__all__),
        "bigtwo.errors": list(bigtwo.errors.__all__),
        "bigtwo.testing": list(bigtwo.testing.__all__),
        "bigtwo.players": list(bigtwo.players.__all__),
    }


@pytest.mark.slow
@pytest.mark.extra("docs")
def test_the_site_builds_and_documents_every_public_name(built_site: Path) -> None:
    """``mkdocs build --strict`` (the session's build, tests/project/conftest.py), then look for every
    public name, variant page and hook."""
    site = built_site
    pages = {
        "bigtwo": "bigtwo",
        "bigtwo.plugin": "plugin",
        "bigtwo.errors": "errors",
        "bigtwo.testing": "testing",
        "bigtwo.players": "players",
    }
    for module, names in _public_names().items():
        reference = (site / "reference" / pages[module] / "index.html").read_text(encoding="utf-8")
        # a module among the names (bigtwo.plugin.hookspecs) has its own page: the hook reference
        names = [n for n in names if not isinstance(getattr(sys.modules[module], n), ModuleType)]
        missing = [name for name in names if f'id="{module}.{name}"' not in reference]
        assert not missing, f"{module}: not in the API reference: {missing}"
    hooks = (site / "reference" / "hooks" / "index.html").read_text(encoding="utf-8")
    for hook in (n for n in dir(bigtwo.plugin.hookspecs) if n.startswith("bigtwo_")):
        assert hook in hooks
    for name in bigtwo.variants():
        english = html.unescape((site / "variants" / name / "index.html").read_text(encoding="utf-8"))
        spanish = html.unescape((site / "es" / "variants" / name / "index.html").read_text(encoding="utf-8"))
        assert bigtwo.variant(name).summary.render("en").split(".")[0] in english
        assert bigtwo.variant(name).summary.render("es").split(".")[0] in spanish
        assert 'hreflang="es"' in english  # the language switch


def test_the_site_paints_the_suits_as_cards_do() -> None:
    """Every page loads the script that shows ♥ ♦ in red and ♠ ♣ in black (looked at in Chromium;
    the script and its colours are checked here)."""
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "assets/suits.js" in config and "assets/suits.css" in config
    script = (ROOT / "docs" / "assets" / "suits.js").read_text(encoding="utf-8")
    style = (ROOT / "docs" / "assets" / "suits.css").read_text(encoding="utf-8")
    assert '"\\u2665": true, "\\u2666": true' in script  # hearts and diamonds are the red suits
    assert ".suit-red { color: #c62828; }" in style
