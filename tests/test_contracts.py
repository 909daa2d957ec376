"""Plugin contracts checked when a rule set is built, not discovered at play time: a scoring
scheme's lines, explanations in both languages, misspelt hooks, and deal codes and saved games of
rules that need an installed plugin package."""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable, Iterator, Sequence
from importlib.metadata import EntryPoint
from pathlib import Path

import attrs
import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import InvalidSave, RulesError
from bigtwo._rules import entrypoints as entrypoints_module
from bigtwo._rules.probes import score_probes
from bigtwo._spec.scoring import CheckedLines
from bigtwo._values.errors import MissingPlugin
from bigtwo.plugin import (
    Localized,
    Multiplier,
    Option,
    OptionValue,
    ScoreInput,
    ScoreLine,
    ScoringScheme,
    Variant,
    hookimpl,
    tiers_rate,
    winner_collects,
)

ROOT = Path(__file__).resolve().parent.parent
SCHEMES = ("tiers", "tiers-penalty", "common", "doubling", "pairwise", "pusoy-dos")

Lines = Callable[[ScoreInput], tuple[ScoreLine, ...]]


@pytest.fixture(autouse=True)
def _fresh_installed() -> Iterator[None]:
    bigtwo.plugin.refresh_installed()
    yield
    bigtwo.plugin.refresh_installed()


class Scheme:
    """A plugin declaring the scoring value ``my-scheme`` built from ``lines``."""

    def __init__(self, lines: Lines, *, lower_wins: bool = False, zero_sum: bool = True) -> None:
        self.scheme = ScoringScheme(lines, lower_wins=lower_wins, zero_sum=zero_sum)

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("scoring", "my-scheme", Localized(en="A test scheme.", es="Un esquema de prueba."))]

    @hookimpl
    def bigtwo_scoring(self, value: str) -> ScoringScheme | None:
        return self.scheme if value == "my-scheme" else None


def refused(lines: Lines, *words: str, **kwargs: bool) -> str:
    """The error building a rule set with a scheme of ``lines`` raises, checked to hold ``words``."""
    with pytest.raises(RulesError) as info:
        bigtwo.ruleset(plugins=[Scheme(lines, **kwargs)], scoring="my-scheme")
    message = str(info.value)
    assert message.startswith("scoring scheme 'my-scheme' (plugin Scheme)"), message
    for word in words:
        assert word in message, (word, message)
    assert "found when the rule set was built, on a probe deal" in message
    return message


collect = winner_collects(tiers_rate)


def edit(change: Callable[[ScoreInput, list[ScoreLine]], object]) -> Lines:
    """A correct scheme (the winner collects, tiers) whose lines ``change`` spoils."""

    def lines(given: ScoreInput) -> tuple[ScoreLine, ...]:
        out = list(collect(given))
        changed = change(given, out)
        return out if changed is None else changed  # type: ignore[return-value]

    return lines


def loser(given: ScoreInput) -> int:
    return (given.winner + 1) % len(given.hands)


# ---------------------------------------------------------------------------------------------
# The scoring contract


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("deal", ["thirteen-each", "whole-deck"])
def test_every_built_in_scheme_keeps_the_contract(scheme: str, deal: str) -> None:
    rules = bigtwo.ruleset(scoring=scheme, deal=deal, assistant="on")
    lines = rules.component("scoring", ScoringScheme).lines
    assert isinstance(lines, CheckedLines)
    assert lines.label == f"scoring scheme {scheme!r} (plugin bigtwo._rules.builtin_scoring)"


@pytest.mark.parametrize("variant", ["classic", "chinese", "cardroom", "doubling", "dragon", "pusoy-dos", "taiwanese"])
def test_every_built_in_variant_builds_and_scores(variant: str) -> None:
    rules = bigtwo.ruleset(variant)
    state = bigtwo.new_game(rules, seed=3)
    while not state.over:
        state = bigtwo.apply(state, bigtwo.hint(state))
    assert len(bigtwo.score_game(state).lines) == 4


def test_the_probes_cover_every_seat_hand_size_and_deal() -> None:
    rules = bigtwo.ruleset("doubling")
    probes = score_probes(rules, whole_deck=True)
    assert probes == score_probes(rules, whole_deck=True)  # deterministic
    assert {len(p.hands) for p in probes} == {2, 3, 4}
    assert {(len(p.hands), p.winner) for p in probes} == {(n, w) for n in (2, 3, 4) for w in range(n)}
    left = {len(h) for p in probes for seat, h in enumerate(p.hands) if seat != p.winner}
    assert set(range(1, 14)) <= left and 26 in left  # a whole deck between two players
    assert {p.dealt for p in probes} >= {(13, 13, 13, 13), (26, 26), (18, 17, 17)}
    assert any(sum(c.rank is bigtwo.Rank.TWO for c in h) >= 2 for p in probes for h in p.hands)
    assert any(len(p.winning_play) == 13 for p in probes)  # an instant win
    assert any(not p.winning_play for p in probes)
    for p in probes:
        cards = [c for h in p.hands for c in h] + list(p.winning_play)
        assert len(cards) == len(set(cards)) and not p.hands[p.winner]
        assert all(len(h) <= n for h, n in zip(p.hands, p.dealt, strict=True))
    # The doubling multipliers are reached: unused 2s, fours of a kind and straight flushes.
    codes = {m.code for p in probes for line in collect_doubling(p) for m in line.multipliers}
    assert {"unused-two", "unused-four-of-a-kind", "unused-straight-flush", "winning-play"} <= codes


def collect_doubling(given: ScoreInput) -> tuple[ScoreLine, ...]:
    return bigtwo.plugin.winner_collects(bigtwo.plugin.common_rate, bigtwo.plugin.doubling_multipliers)(given)


def test_a_scheme_without_transfers_is_refused() -> None:
    # Under assistant=on such a scheme would score every seat 0.
    def no_transfers(given: ScoreInput, out: list[ScoreLine]) -> object:
        return [attrs.evolve(line, transfers=()) for line in out]

    refused(edit(no_transfers), "line 0 has amount", "no transfers", "assistant rule")


def test_a_scheme_returning_ints_is_refused() -> None:
    refused(lambda given: tuple(-len(h) for h in given.hands), "line 0 is", "not a ScoreLine")  # type: ignore[misc]
    refused(lambda given: 0, "returned 0, not a tuple of ScoreLine")  # type: ignore[arg-type,return-value]


def test_one_line_per_seat_in_seat_order() -> None:
    refused(edit(lambda given, out: out[:2]), "returned 2 lines for 4 seats", "one ScoreLine per seat")
    refused(edit(lambda given, out: out[1:] + out[:1]), "line 0 has seat 1; lines must be in seat order")


def test_field_types_are_checked() -> None:
    def bool_amount(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], rate=True)

    refused(edit(bool_amount), "has rate True, not an int")

    def list_multipliers(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], multipliers=[Multiplier.builtin(2, "unused-two")])  # type: ignore[arg-type]

    refused(edit(list_multipliers), "multipliers", "not a tuple of Multiplier")

    def bad_role(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], role="assistant")

    refused(edit(bad_role), "role 'assistant'", "'winner'", "'loser'")

    def bad_cards_left(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], cards_left=out[i].cards_left + 1)

    refused(edit(bad_cards_left), "cards_left", "holds")


def test_zero_sum_is_checked_when_the_scheme_says_so() -> None:
    penalties = bigtwo.plugin.penalties(tiers_rate)
    refused(penalties, "do not add up to zero", "zero_sum=True", lower_wins=True, zero_sum=True)
    assert bigtwo.ruleset(plugins=[Scheme(penalties, lower_wins=True, zero_sum=False)], scoring="my-scheme")


def test_transfers_must_match_the_amounts_and_each_other() -> None:
    def unbalanced(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], amount=out[i].amount - 1)

    refused(edit(unbalanced), "transfers add up to", "not to its amount")

    def one_sided(given: ScoreInput, out: list[ScoreLine]) -> None:
        w = given.winner
        (other, points), *rest = out[w].transfers
        out[w] = attrs.evolve(out[w], amount=out[w].amount + points, transfers=((other, points * 2), *rest))

    refused(edit(one_sided), "antisymmetric")

    def to_itself(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], transfers=((i, out[i].amount),))

    refused(edit(to_itself), "a transfer with seat")

    refused(bigtwo.plugin.pairwise, "a penalty scheme (lower_wins=True) gives none", lower_wins=True, zero_sum=False)


def test_a_loser_s_amount_is_what_its_line_prints() -> None:
    def seven(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        (other, _), *_ = out[i].transfers
        out[i] = attrs.evolve(out[i], amount=-7, transfers=((other, -7),))
        out[other] = attrs.evolve(
            out[other],
            amount=sum(p if s != i else 7 for s, p in out[other].transfers),
            transfers=tuple((s, p if s != i else 7) for s, p in out[other].transfers),
        )

    refused(edit(seven), "has amount -7, but", "the score card prints a loser's line as that product")


def test_a_scheme_that_raises_is_named() -> None:
    def crash(given: ScoreInput) -> tuple[ScoreLine, ...]:
        raise KeyError("nope")

    refused(crash, "raised KeyError")


def test_every_call_is_checked_not_only_the_probes() -> None:
    class Switch(Scheme):
        broken = False

    def lines(given: ScoreInput) -> tuple[ScoreLine, ...]:
        out = collect(given)
        return out[:1] if plugin.broken else out

    plugin = Switch(lines)
    rules = bigtwo.ruleset(plugins=[plugin], scoring="my-scheme", assistant="on")
    assert bigtwo.score(["", "3D 4D"], rules).points == (2, -2)
    plugin.broken = True
    with pytest.raises(RulesError, match=r"scoring scheme 'my-scheme' \(plugin Switch\): returned 1 lines for 2 seats"):
        bigtwo.score(["", "3D 4D"], rules)


def test_a_sound_plugin_scheme_works_under_the_assistant_rule() -> None:
    rules = bigtwo.ruleset(plugins=[Scheme(collect)], scoring="my-scheme", assistant="on")
    card = bigtwo.score(["", "3D", "4D 5D", "6D"], rules, assistant=1)
    assert card.points == (4, -4, 0, 0) and card.lines[1].role == "assistant"


# ---------------------------------------------------------------------------------------------
# Explanations in both languages


class Declares:
    """A plugin declaring the given option values, variants and options."""

    def __init__(self, *items: object) -> None:
        self.items = items

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [i for i in self.items if isinstance(i, OptionValue)]

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        return [i for i in self.items if isinstance(i, Variant)]

    @hookimpl
    def bigtwo_options(self) -> Sequence[Option]:
        return [i for i in self.items if isinstance(i, Option)]


def variant(**changes: object) -> Variant:
    fields: dict[str, object] = {
        "name": "mine",
        "title": Localized(en="Mine", es="Mía"),
        "summary": Localized(en="Mine.", es="La mía."),
        "sources": [Localized(en="a test", es="una prueba")],
    }
    return Variant(**{**fields, **changes})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("item", "words"),
    [
        (OptionValue("flush", "x", Localized(en="Flush x.", es="")), "flush 'x': text has no Spanish (es) text"),
        (OptionValue("flush", "x", Localized(en="Flush x.")), "flush 'x': text has no Spanish (es) text"),
        (OptionValue("flush", "x", Localized(en="  ", es="Color x.")), "flush 'x': text has no English (en) text"),
        (OptionValue("flush", "x", Localized()), "flush 'x': text has no English (en) and Spanish (es) text"),
        (OptionValue("flush", "x", "Flush x."), "flush 'x': text is 'Flush x.', not a message"),  # type: ignore[arg-type]
        (variant(title=Localized(en="Mine", es=" ")), "variant 'mine': title has no Spanish (es) text"),
        (variant(summary=Localized(en="Mine.", es="")), "variant 'mine': summary has no Spanish (es) text"),
        (variant(title=Localized(en="", es="Mía")), "variant 'mine': title has no English (en) text"),
        (variant(title="Mine"), "variant 'mine': title is 'Mine', not a message"),
        (
            variant(sources=[Localized(en="a test", es="una prueba"), Localized(en="another test")]),
            "variant 'mine': sources[1] has no Spanish (es) text",
        ),
        (
            variant(notes=[Localized(en="A note.", es="Una nota."), Localized(en="A second note.", es="")]),
            "variant 'mine': notes[1] has no Spanish (es) text",
        ),
        (
            Option("jokers", "none", "bigtwo_component", object, Localized(en="Jokers")),
            "option 'jokers': title has no Spanish (es) text",
        ),
    ],
)
def test_explanations_are_required_in_both_languages(item: object, words: str) -> None:
    with pytest.raises(RulesError) as info:
        bigtwo.ruleset(plugins=[Declares(item)])
    assert str(info.value).startswith("plugin Declares: "), str(info.value)
    assert words in str(info.value)
    assert str(info.value).endswith("every text of a declaration is written in English (en) and Spanish (es)")


def test_a_declaration_s_texts_may_be_any_message() -> None:
    """A plugin may speak through a `bigtwo.Catalogue` of its own: its messages are accepted
    wherever a `Localized` sentence is, and shown in the page's language."""
    words = bigtwo.Catalogue(
        en={"title": "Mine", "summary": "Mine.", "source": "a test", "flush": "Flush x."},
        es={"title": "Mía", "summary": "La mía.", "source": "una prueba", "flush": "Color x."},
    )
    mine = variant(title=words.text("title"), summary=words.text("summary"), sources=[words.text("source")])
    rules = bigtwo.ruleset("mine", plugins=[Declares(mine)])
    assert bigtwo.rules_doc(rules, "es").splitlines()[0] == "Mía"
    assert "- una prueba" in bigtwo.rules_doc(rules, "es")
    value = OptionValue("flush", "x", words.text("flush"))
    assert value.text.render("es") == "Color x."


def test_every_variant_has_a_title_and_a_summary_in_every_language() -> None:
    with pytest.raises(TypeError, match="summary"):
        Variant("mine", Localized(en="Mine", es="Mía"))  # type: ignore[call-arg]
    for name in bigtwo.variants():
        found = bigtwo.variant(name)
        for lang in bigtwo.LANGUAGES:
            assert found.title.render(lang).strip() and found.summary.render(lang).strip()
            assert all(source.render(lang).strip() for source in found.sources)
    assert bigtwo.variant("classic").title.render("es") == "Clásico"


# ---------------------------------------------------------------------------------------------
# Misspelt hooks


def test_a_misspelt_hook_gets_the_closest_names() -> None:
    class Typo:
        @hookimpl
        def bigtwo_scorring(self, value: str) -> None:
            return None

    with pytest.raises(
        RulesError, match=r"plugin Typo: unknown hook 'bigtwo_scorring' in plugin Typo \(did you mean bigtwo_scoring"
    ):
        bigtwo.ruleset(plugins=[Typo()])


# ---------------------------------------------------------------------------------------------
# Installed plugin packages: deal codes, saved games, installed_plugins()


def install(
    site: Path, monkeypatch: pytest.MonkeyPatch, module: str, source: str, dist: str, version: str, name: str
) -> None:
    """A real installed distribution, written by hand: the module and its dist-info (metadata
    and the bigtwo.variants entry point), on sys.path."""
    site.mkdir(parents=True, exist_ok=True)
    (site / f"{module}.py").write_text(source, encoding="utf-8")
    info = site / f"{dist.replace('-', '_')}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[bigtwo.variants]\n{name} = {module}\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(site))
    bigtwo.plugin.refresh_installed()


def uninstall(site: Path, module: str) -> None:
    while str(site) in sys.path:
        sys.path.remove(str(site))
    sys.modules.pop(module, None)
    bigtwo.plugin.refresh_installed()


UPSIDE_DOWN = (ROOT / "tests" / "plugin_pkg" / "bigtwo_upside_down.py").read_text(encoding="utf-8")


@pytest.fixture
def upside_down(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """tests/plugin_pkg installed as bigtwo-upside-down 1.2.0 (removed after the test)."""
    site = tmp_path / "site"
    install(site, monkeypatch, "bigtwo_upside_down", UPSIDE_DOWN, "bigtwo-upside-down", "1.2.0", "upside-down")
    yield site
    uninstall(site, "bigtwo_upside_down")


def test_a_code_of_a_plugins_rules_names_its_package(upside_down: Path) -> None:
    rules = bigtwo.ruleset("upside-down")
    assert rules.requires == (("bigtwo-upside-down", "1.2.0"),)
    code = bigtwo.deal_code(bigtwo.new_game(rules, seed=7))
    assert code == "X1.7.4.upside-down.@bigtwo-upside-down=1.2.0"
    assert bigtwo.new_game(code=code).rules is rules
    value = bigtwo.ruleset("classic", suit_order="reverse")
    code = bigtwo.deal_code(bigtwo.new_game(value, seed=7, players=3, deal_number=2, previous_winner=1))
    assert code == "X2.7.3.2.1.classic.suit_order=reverse.@bigtwo-upside-down=1.2.0"
    assert bigtwo.parse_deal_code(code).rules is value
    # Rules that do not use the plugin do not name it, and their codes do not change.
    assert bigtwo.ruleset("classic").requires == ()
    assert bigtwo.deal_code(bigtwo.new_game(seed=7)) == "B02L7"
    assert bigtwo.deal_code(bigtwo.new_game(bigtwo.ruleset("chinese"), seed=5, players=3)) == "X1.5.3.chinese"
    # The upside-down variant sets suit_order=reverse itself: a code of it with that value
    # still needs the package for the variant.
    assert bigtwo.new_game(code="X1.7.4.upside-down.@bigtwo-upside-down=1.2.0").rules.option("suit_order") == "reverse"


def test_a_code_whose_plugin_is_missing_says_what_to_install(upside_down: Path) -> None:
    code = bigtwo.deal_code(bigtwo.new_game(bigtwo.ruleset("upside-down"), seed=7))
    uninstall(upside_down, "bigtwo_upside_down")
    with pytest.raises(MissingPlugin) as info:
        bigtwo.new_game(code=code)
    error = info.value
    assert isinstance(error, InvalidSave) and isinstance(error, bigtwo.BigTwoError)
    assert "pip install 'bigtwo-upside-down>=1.2.0'" in str(error)
    assert "bigtwo-upside-down 1.2.0 (not installed)" in str(error)
    assert (error.distribution, error.version) == ("bigtwo-upside-down", "1.2.0")


def test_a_code_made_with_another_version_names_it(upside_down: Path) -> None:
    with pytest.raises(MissingPlugin) as info:
        bigtwo.parse_deal_code("X1.7.4.upside-down-2.@bigtwo-upside-down=2.0.1")
    message = str(info.value)
    assert "bigtwo-upside-down 2.0.1 (version 1.2.0 is installed)" in message
    assert "pip install 'bigtwo-upside-down==2.0.1'" in message
    # A code whose packages are all installed as recorded fails as before.
    with pytest.raises(InvalidSave, match="names rules this installation does not have") as plain:
        bigtwo.parse_deal_code("X1.7.4.gone.@bigtwo-upside-down=1.2.0")
    assert not isinstance(plain.value, MissingPlugin)


@pytest.mark.parametrize(
    "code",
    ["X1.7.4.classic.@", "X1.7.4.classic.@=1", "X1.7.4.classic.@a=1+a=2", "X1.7.4.classic@a=1"],
)
def test_bad_package_parts_are_refused(code: str) -> None:
    with pytest.raises(InvalidSave):
        bigtwo.parse_deal_code(code)


def test_a_saved_game_of_a_plugins_rules_records_its_package(upside_down: Path) -> None:
    state = bigtwo.new_game(bigtwo.ruleset("upside-down"), seed=7)
    state = bigtwo.apply(state, bigtwo.hint(state))
    text = bigtwo.dumps(state)
    assert json.loads(text)["rules"]["requires"] == {"bigtwo-upside-down": "1.2.0"}
    assert bigtwo.loads(text) == state
    match = bigtwo.new_match(bigtwo.ruleset("classic", suit_order="reverse"), seed=3, deals=2)
    match_text = bigtwo.dumps(match)
    assert bigtwo.loads(match_text) == match
    assert "requires" not in json.loads(bigtwo.dumps(bigtwo.new_game(seed=7)))["rules"]
    uninstall(upside_down, "bigtwo_upside_down")
    for saved in (text, match_text):
        with pytest.raises(MissingPlugin, match=r"pip install 'bigtwo-upside-down>=1\.2\.0'"):
            bigtwo.loads(saved)


def test_a_bad_requires_entry_is_refused() -> None:
    doc = json.loads(bigtwo.dumps(bigtwo.new_game(seed=7)))
    doc["rules"]["requires"] = ["bigtwo-upside-down"]
    with pytest.raises(InvalidSave, match="'requires' maps plugin packages to versions"):
        bigtwo.loads(json.dumps(doc))


class Jokers:
    """A plugin that adds an option (``jokers``, default ``none``)."""

    @hookimpl
    def bigtwo_options(self) -> Sequence[Option]:
        return [Option("jokers", "none", "bigtwo_component", tuple, Localized(en="Jokers", es="Comodines"))]

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("jokers", "none", Localized(en="No jokers.", es="Sin comodines."))]

    @hookimpl
    def bigtwo_component(self, option: str, value: str) -> object | None:
        return () if (option, value) == ("jokers", "none") else None


JOKERS = Jokers()


def test_a_save_made_before_a_plugin_added_an_option_still_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    text = bigtwo.dumps(bigtwo.new_game(seed=7))
    entry = EntryPoint("jokers", "tests.test_contracts:JOKERS", "bigtwo.variants")
    bigtwo.plugin.refresh_installed()
    monkeypatch.setattr(entrypoints_module, "_entry_points", functools.cache(lambda: (entry,)))
    loaded = bigtwo.loads(text)
    assert isinstance(loaded, bigtwo.GameState) and loaded.rules.option("jokers") == "none"
    assert bigtwo.loads(bigtwo.dumps(loaded)) == loaded
    # A built-in option left out is still refused.
    doc = json.loads(text)
    del doc["rules"]["options"]["flush"]
    with pytest.raises(InvalidSave, match="missing: flush"):
        bigtwo.loads(json.dumps(doc))


def test_installed_plugins_lists_each_with_what_it_declares(upside_down: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    found = {p.name: p for p in bigtwo.plugin.installed_plugins()}
    assert found["upside-down"] == bigtwo.plugin.InstalledPlugin(
        name="upside-down",
        distribution="bigtwo-upside-down",
        version="1.2.0",
        variants=("upside-down",),
        values=(("suit_order", ("reverse",)),),
        options=(),
        loaded=True,
        error=None,
    )
    monkeypatch.setenv(bigtwo.plugin.BLOCK_ENV, "upside-down")
    blocked = {p.name: p for p in bigtwo.plugin.installed_plugins()}["upside-down"]
    assert not blocked.loaded and blocked.variants == () and "BIGTWO_BLOCK_PLUGINS" in (blocked.error or "")


def test_installed_plugins_reports_the_ones_that_failed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    site = tmp_path / "site"
    install(
        site, monkeypatch, "bigtwo_broken_import", "import no_such_module_anywhere\n", "bigtwo-broken", "0.1", "broken"
    )
    unexplained = UPSIDE_DOWN.replace(
        'es="A igual valor decide el palo, ♠ < ♥ < ♣ < ♦, así que la carta más baja es el 3♠."', 'es=""'
    )
    assert unexplained != UPSIDE_DOWN
    install(tmp_path / "site2", monkeypatch, "bigtwo_mute", unexplained, "bigtwo-mute", "0.2", "mute")
    typo = UPSIDE_DOWN.replace("def bigtwo_suit_order(", "def bigtwo_suit_ordr(")
    install(tmp_path / "site3", monkeypatch, "bigtwo_typo", typo, "bigtwo-typo", "0.3", "typo")
    try:
        found = {p.name: p for p in bigtwo.plugin.installed_plugins()}
        assert not found["broken"].loaded and "ModuleNotFoundError" in (found["broken"].error or "")
        assert found["broken"].distribution == "bigtwo-broken" and found["broken"].version == "0.1"
        assert not found["mute"].loaded and "suit_order 'reverse': text has no Spanish (es) text" in (
            found["mute"].error or ""
        )
        assert not found["typo"].loaded and "did you mean bigtwo_suit_order" in (found["typo"].error or "")
        # They break only the rule sets that need them.
        assert bigtwo.ruleset("chinese").variant == "chinese"
        with pytest.raises(RulesError, match="bigtwo-mute:mute"):
            bigtwo.ruleset("upside-down")
    finally:
        for folder, module in ((site, "bigtwo_broken_import"), (tmp_path / "site2", "bigtwo_mute")):
            uninstall(folder, module)
        uninstall(tmp_path / "site3", "bigtwo_typo")


BAD_SCHEME = """
from bigtwo.plugin import Localized, OptionValue, ScoringScheme, hookimpl, tiers_rate, winner_collects

collect = winner_collects(tiers_rate)


def lines(given):
    return tuple(reversed(collect(given)))


@hookimpl
def bigtwo_option_values():
    return [OptionValue("scoring", "my-scheme", Localized(en="Mine.", es="El mío."))]


@hookimpl
def bigtwo_scoring(value):
    return ScoringScheme(lines) if value == "my-scheme" else None
"""


def test_an_installed_plugins_bad_scheme_names_its_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    site = tmp_path / "site"
    install(site, monkeypatch, "bigtwo_house_scheme", BAD_SCHEME, "bigtwo-house-scheme", "1.2", "house-scheme")
    try:
        assert bigtwo.ruleset().variant == "classic"  # other rules are not affected
        with pytest.raises(RulesError) as info:
            bigtwo.ruleset(scoring="my-scheme")
        assert str(info.value).startswith(
            "scoring scheme 'my-scheme' (plugin bigtwo_house_scheme from bigtwo-house-scheme 1.2): "
            "line 0 has seat 3; lines must be in seat order"
        )
    finally:
        uninstall(site, "bigtwo_house_scheme")


def test_a_straight_table_lists_each_run_once() -> None:
    Rank, Run, StraightTable = bigtwo.plugin.Rank, bigtwo.plugin.Run, bigtwo.plugin.StraightTable
    low = Run(tuple(Rank(i) for i in range(5)), top=Rank.SEVEN)
    with pytest.raises(RulesError, match=r"lists each run once.*3-4-5-6-7 twice"):
        StraightTable(runs=(low, low))
    with pytest.raises(RulesError, match="3-4-5-6-7 twice"):
        StraightTable(runs=(low,), forbidden=(low,))
