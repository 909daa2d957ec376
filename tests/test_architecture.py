"""The architecture's promises: pluggy used as designed, frozen rule sets, picklable values,
plugins that fail or are blocked break only what needs them, final value classes, one text layer."""

from __future__ import annotations

import functools
import importlib
import os
import pickle
import shutil
import subprocess
import sys
from collections.abc import Callable, Generator, Iterator, Sequence
from importlib.metadata import EntryPoint
from pathlib import Path
from types import MappingProxyType

import attrs
import pytest

import bigtwo
import bigtwo.plugin
from bigtwo._rules import entrypoints as _plugins
from bigtwo._rules.manager import BLOCK_ENV
from bigtwo._values import catalogue as _catalogue
from bigtwo._values import texts as _texts
from bigtwo.plugin import Localized, Option, OptionValue, StraightTable, SuitOrder, Variant, hookimpl

from .helpers import THIRD_PARTY_VARIANTS

BUILTIN = ["cardroom", "chinese", "classic", "doubling", "dragon", "pusoy-dos", "taiwanese"]

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _fresh_installed() -> Iterator[None]:
    bigtwo.plugin.refresh_installed()
    yield
    bigtwo.plugin.refresh_installed()


def fake_entry_points(monkeypatch: pytest.MonkeyPatch, *eps: EntryPoint) -> None:
    """Pretend some distributions installed these entry points (for this test only)."""
    bigtwo.plugin.refresh_installed()
    monkeypatch.setattr(_plugins, "_entry_points", functools.cache(lambda: tuple(eps)))


def behaviour(rules: bigtwo.RuleSet) -> tuple[object, ...]:
    """What a rule set does, as plain values: its options, card keys and a sample of plays."""
    hand = bigtwo.cards("3D 4C 5H 6S 7S 8D 9D 10D JD QD AS 2C 2H")
    return (rules.values, rules.tables.card_key, tuple((p.category, p.key, p.mask) for p in bigtwo.plays(hand, rules)))


# ---------------------------------------------------------------------------------------------
# pluggy as designed


class NewStyleWrapper:
    """A pass-through wrapper (pluggy's ``wrapper=True``) on every rule-dimension hook it can see."""

    @hookimpl(wrapper=True)
    def bigtwo_suit_order(self, value: str) -> Generator[None, SuitOrder | None, SuitOrder | None]:
        result = yield
        return result

    @hookimpl(wrapper=True)
    def bigtwo_straight_table(self, value: str) -> Generator[None, StraightTable | None, StraightTable | None]:
        result = yield
        return result

    @hookimpl(wrapper=True)
    def bigtwo_option_values(self) -> Generator[None, list[Sequence[OptionValue]], list[Sequence[OptionValue]]]:
        result = yield
        return result


class OldStyleWrapper:
    """A pass-through ``hookwrapper=True`` (the older pluggy style)."""

    @hookimpl(hookwrapper=True)
    def bigtwo_straight_table(self, value: str) -> Generator[None, object, None]:
        yield

    @hookimpl(hookwrapper=True)
    def bigtwo_variants(self) -> Generator[None, object, None]:
        yield


@pytest.mark.parametrize("wrapper", [NewStyleWrapper(), OldStyleWrapper()], ids=["wrapper", "hookwrapper"])
@pytest.mark.parametrize("variant", ["classic", "chinese", "taiwanese", "dragon"])
def test_a_pass_through_wrapper_plugin_changes_nothing(wrapper: object, variant: str) -> None:
    wrapped = bigtwo.ruleset(variant, plugins=[wrapper])
    assert behaviour(wrapped) == behaviour(bigtwo.ruleset(variant))
    assert wrapped.explain("straights", "es") == bigtwo.ruleset(variant).explain("straights", "es")


def test_a_wrapper_sees_and_may_change_the_answer() -> None:
    seen: list[str] = []

    class Reverse:
        @hookimpl(wrapper=True)
        def bigtwo_suit_order(self, value: str) -> Generator[None, SuitOrder, SuitOrder]:
            result = yield
            seen.append(value)
            return SuitOrder(tuple(reversed(result.suits)))

    rules = bigtwo.ruleset(plugins=[Reverse()])
    assert seen == ["diamonds-lowest"]
    assert str(rules.lowest_card) == "3♠" and str(rules.highest_card) == "2♦"


def test_hooks_are_called_through_the_manager_so_tracing_works() -> None:
    pm = bigtwo.plugin.plugin_manager()
    calls: list[str] = []
    undo = pm.add_hookcall_monitoring(lambda name, impls, kwargs: calls.append(name), lambda *args: None)
    assert pm.hook.bigtwo_flush_order(value="rank-first") is not None
    undo()
    assert calls == ["bigtwo_flush_order"]


def test_a_misspelled_hook_gets_a_did_you_mean() -> None:
    class Typo:
        @hookimpl
        def bigtwo_suit_ordr(self, value: str) -> None:
            return None

    with pytest.raises(bigtwo.RulesError, match="did you mean bigtwo_suit_order"):
        bigtwo.ruleset(plugins=[Typo()])


@pytest.mark.parametrize("bad", [None, 1, "x", [], 5.0])
def test_only_plugin_objects_are_plugins(bad: object) -> None:
    with pytest.raises(bigtwo.RulesError, match="plugin"):
        bigtwo.ruleset(plugins=[bad])


def test_a_plugin_can_add_an_option() -> None:
    @attrs.frozen
    class Jokers:
        count: int

    class JokerPlugin:
        @hookimpl
        def bigtwo_options(self) -> Sequence[Option]:
            title = Localized(en="Jokers", es="Comodines")
            return [Option("jokers", "none", "bigtwo_component", Jokers, title)]

        @hookimpl
        def bigtwo_option_values(self) -> Sequence[OptionValue]:
            return [
                OptionValue("jokers", "none", Localized(en="No jokers.", es="Sin comodines.")),
                OptionValue("jokers", "two", Localized(en="Two jokers.", es="Dos comodines.")),
            ]

        @hookimpl
        def bigtwo_component(self, option: str, value: str) -> Jokers | None:
            return Jokers({"none": 0, "two": 2}[value]) if option == "jokers" else None

    plugin = JokerPlugin()
    rules = bigtwo.ruleset(plugins=[plugin], jokers="two")
    assert rules.component("jokers", Jokers) == Jokers(2)
    assert rules.option("jokers") == "two" and rules.explain("jokers", "es") == "Dos comodines."
    assert bigtwo.ruleset(plugins=[plugin]).component("jokers", Jokers) == Jokers(0)
    with pytest.raises(bigtwo.RulesError, match="unknown jokers 'three'"):
        bigtwo.ruleset(plugins=[plugin], jokers="three")

    class Squatter:
        @hookimpl
        def bigtwo_options(self) -> Sequence[Option]:
            return [Option("variant", "x", "bigtwo_component", Jokers, Localized(en="x"))]

    with pytest.raises(bigtwo.RulesError, match="taken or invalid"):
        bigtwo.ruleset(plugins=[Squatter()])


# ---------------------------------------------------------------------------------------------
# Frozen all the way down; equal rule sets are one object


def test_the_rule_set_is_frozen_all_the_way_down() -> None:
    rules = bigtwo.ruleset("taiwanese")
    for mapping in (rules.components, rules.explanations, rules.tables.five, rules.tables.by_rank_mask):
        assert isinstance(mapping, MappingProxyType)
        with pytest.raises(TypeError):
            mapping["x"] = 1  # type: ignore[index]
    for name in ("card_key", "runs", "full_house", "quads"):
        assert isinstance(getattr(rules.tables, name), tuple)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        rules.tables.card_key = ()  # type: ignore[misc]
    assert isinstance(rules.tables.bombs, frozenset)


def test_equal_rule_sets_are_one_object() -> None:
    assert bigtwo.ruleset("classic", straights="twos-high") is bigtwo.ruleset()
    assert bigtwo.ruleset().with_options(flush="rank-first") is bigtwo.ruleset(flush="rank-first")
    plugin = NewStyleWrapper()
    assert bigtwo.ruleset(plugins=[plugin]) is bigtwo.ruleset(plugins=[plugin])


def test_explicit_plugins_compare_by_identity() -> None:
    class Same:
        def __init__(self, order: tuple[bigtwo.Suit, ...]) -> None:
            self.order = order

        @hookimpl(tryfirst=True)
        def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
            return SuitOrder(self.order) if value == "diamonds-lowest" else None

    a = bigtwo.ruleset(plugins=[Same(tuple(bigtwo.Suit))])
    b = bigtwo.ruleset(plugins=[Same(tuple(reversed(bigtwo.Suit)))])
    assert a.plugins == b.plugins == ("Same",)
    assert a != b and a.lowest_card != b.lowest_card


# ---------------------------------------------------------------------------------------------
# Pickling


class ModuleLevelPlugin:
    """A plugin class importable from this module."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("suit_order", "hearts-lowest", Localized(en="Hearts lowest.", es="Corazones abajo."))]

    @hookimpl
    def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
        order = (bigtwo.Suit.HEARTS, bigtwo.Suit.DIAMONDS, bigtwo.Suit.CLUBS, bigtwo.Suit.SPADES)
        return SuitOrder(order) if value == "hearts-lowest" else None


MODULE_LEVEL_INSTANCE = ModuleLevelPlugin()


def finished_game() -> bigtwo.GameState:
    state = bigtwo.new_game(bigtwo.ruleset("doubling"), seed=11)
    while not state.over:
        state = bigtwo.apply(state, bigtwo.hint(state))
    return state


def test_values_pickle_to_equal_values() -> None:
    rules = bigtwo.ruleset("cardroom")
    assert pickle.loads(pickle.dumps(rules)) is rules
    combo = bigtwo.classify("3D 4D 5D 6D 7D", rules)
    assert pickle.loads(pickle.dumps(combo)) == combo
    state = bigtwo.new_game(rules, seed=3)
    for _ in range(6):
        state = bigtwo.apply(state, bigtwo.hint(state))
    copy = pickle.loads(pickle.dumps(state))
    assert copy == state and bigtwo.legal_plays(copy) == bigtwo.legal_plays(state)
    match = bigtwo.new_match(bigtwo.ruleset("chinese"), seed=4, deals=2)
    for _ in range(20):
        match = match.apply(bigtwo.hint(match.game))
    assert pickle.loads(pickle.dumps(match)) == match
    card = bigtwo.score_game(finished_game())
    assert pickle.loads(pickle.dumps(card)) == card and card.lines[0].multipliers is not None


def test_a_rule_set_with_importable_plugins_pickles() -> None:
    rules = bigtwo.ruleset(plugins=[MODULE_LEVEL_INSTANCE], suit_order="hearts-lowest")
    again = pickle.loads(pickle.dumps(rules))
    assert again is rules and str(again.lowest_card) == "3♥"
    module = importlib.import_module("tests.plugin_pkg.bigtwo_upside_down")  # a module as a plugin
    upside = bigtwo.ruleset("upside-down", plugins=[module])
    assert pickle.loads(pickle.dumps(upside)) is upside


def test_a_rule_set_with_a_local_plugin_says_why_it_cannot_pickle() -> None:
    class Local(ModuleLevelPlugin):
        pass

    rules = bigtwo.ruleset(plugins=[Local()], suit_order="hearts-lowest")
    with pytest.raises(bigtwo.UnpicklableRules, match="cannot be found again by import") as info:
        pickle.dumps(rules)
    assert isinstance(info.value, pickle.PicklingError) and isinstance(info.value, bigtwo.RulesError)


@pytest.mark.slow
def test_values_cross_a_process_boundary() -> None:
    import concurrent.futures
    import multiprocessing

    context = multiprocessing.get_context("spawn")  # a fresh interpreter: nothing shared
    state = bigtwo.new_game(bigtwo.ruleset("dragon"), seed=8)
    with concurrent.futures.ProcessPoolExecutor(1, mp_context=context) as pool:
        moved = pool.submit(bigtwo.apply, state, bigtwo.hint(state)).result()
    assert moved == bigtwo.apply(state, bigtwo.hint(state))


# ---------------------------------------------------------------------------------------------
# Installed plugins: loaded once, failures isolated, blocking


def test_a_plugin_that_fails_to_load_breaks_only_what_needs_it(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_entry_points(monkeypatch, EntryPoint("moon", "no_such_module_anywhere:plugin", "bigtwo.variants"))
    assert bigtwo.ruleset("chinese").variant == "chinese"
    with pytest.raises(bigtwo.RulesError) as info:
        bigtwo.ruleset("moon")
    message = str(info.value)
    assert "unknown variant 'moon'" in message
    assert "unknown:moon (no_such_module_anywhere:plugin): ModuleNotFoundError" in message


def test_a_plugin_can_be_blocked(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_entry_points(monkeypatch, EntryPoint("sneaky", "tests.test_rules:SNEAKY", "bigtwo.variants"))
    with pytest.raises(bigtwo.RulesError, match="conflicting plugins"):
        bigtwo.ruleset()
    monkeypatch.setenv(BLOCK_ENV, "sneaky")
    assert bigtwo.ruleset().option("straights") == "twos-high"
    monkeypatch.setenv(BLOCK_ENV, "dragon, pusoy_dos")
    assert "dragon" not in bigtwo.variants() and "pusoy-dos" not in bigtwo.variants()
    monkeypatch.delenv(BLOCK_ENV)
    assert "dragon" in bigtwo.variants()


@pytest.mark.slow
def test_a_source_tree_has_its_variants_and_ignores_stale_metadata(tmp_path: Path) -> None:
    for folder in ("src", "variants"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("*.egg-info", "__pycache__"))
    stale = tmp_path / "src" / "bigtwo.egg-info"  # what an old editable install leaves behind
    stale.mkdir()
    (stale / "PKG-INFO").write_text("Metadata-Version: 2.1\nName: bigtwo\nVersion: 0.0.1\n", encoding="utf-8")
    (stale / "entry_points.txt").write_text(
        "[bigtwo.variants]\nclassic = bigtwo.bundled.classic\ngone = bigtwo.bundled.gone\n", encoding="utf-8"
    )
    code = (
        "import bigtwo, pathlib\n"
        f"assert pathlib.Path(bigtwo.__file__).is_relative_to({str(tmp_path)!r}), bigtwo.__file__\n"
        "print(' '.join(bigtwo.variants()))\n"
        "assert bigtwo.ruleset('dragon').option('royal') == 'jqka2'\n"
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "src")}
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert [v for v in done.stdout.split() if v not in THIRD_PARTY_VARIANTS] == BUILTIN


# ---------------------------------------------------------------------------------------------
# Value classes stay what they are; one text layer


@pytest.mark.parametrize(
    "cls",
    [bigtwo.Card, bigtwo.Combo, bigtwo.GameState, bigtwo.Play, bigtwo.Match, bigtwo.RuleSet, bigtwo.ScoreCard],
)
def test_value_classes_cannot_be_subclassed(cls: type) -> None:
    with pytest.raises(TypeError, match="cannot be subclassed"):
        type("Sub", (cls,), {})


def test_every_language_has_every_message_with_the_same_fields() -> None:
    keys = {lang: set(templates) for lang, templates in _texts.CATALOGUE.columns.items()}
    assert all(k == keys["en"] for k in keys.values())
    _texts.CATALOGUE.check_fields()
    for key in keys["en"]:
        fields = _texts.CATALOGUE.fields(key)
        assert len(set(fields.values())) == 1, (key, fields)
    assert tuple(_texts.CATALOGUE.columns) == bigtwo.LANGUAGES == tuple(_catalogue.COLUMNS)


def test_a_catalogue_has_one_column_per_language_with_the_same_keys() -> None:
    words = bigtwo.Catalogue(en={"hi": "Hello, {who}", "bye": "Bye"}, es={"bye": "Adiós", "hi": "Hola, {who}"})
    assert words.keys == ("hi", "bye") and "hi" in words and "hello" not in words
    assert words.render("hi", "es", who="Ana") == "Hola, Ana"
    text = words.text("hi", who=Localized(en="you", es="tú"))  # a parameter may be a message
    assert text.render("en") == "Hello, you" and text.render("es") == "Hola, tú"
    assert pickle.loads(pickle.dumps(text)) == text and pickle.loads(pickle.dumps(words)) == words
    assert _texts.CATALOGUE.text("cli.yes") == _texts.Text("cli.yes")  # the library's own catalogue
    assert words.fields("hi") == {"en": frozenset({"who"}), "es": frozenset({"who"})}
    words.check_fields()
    with pytest.raises(bigtwo.BigTwoError, match=r"one column per language \(en, es\); missing: es"):
        bigtwo.Catalogue(en={"hi": "Hello"})
    with pytest.raises(bigtwo.UnknownLanguage, match="unknown language 'fr'"):
        bigtwo.Catalogue(en={"hi": "Hello"}, es={"hi": "Hola"}, fr={"hi": "Salut"})
    with pytest.raises(bigtwo.BigTwoError, match="same keys: es lacks 'bye'; es has 'adios', which en lacks"):
        bigtwo.Catalogue(en={"hi": "Hello", "bye": "Bye"}, es={"hi": "Hola", "adios": "Adiós"})
    with pytest.raises(bigtwo.BigTwoError, match="template strings; column 'es' has 'hi'"):
        bigtwo.Catalogue(en={"hi": "Hello"}, es={"hi": 1})  # type: ignore[dict-item]
    with pytest.raises(bigtwo.BigTwoError, match=r"same fields in every language, but: 'hi' \(en \{who\}, es \{\}\)"):
        bigtwo.Catalogue(en={"hi": "Hello, {who}"}, es={"hi": "Hola"}).check_fields()
    with pytest.raises(bigtwo.UnknownLanguage):
        words.render("hi", "fr", who="x")


def test_a_localized_sentence_falls_back_to_english_but_counts_as_missing() -> None:
    both = Localized(es="Corazones el más bajo.", en="Hearts lowest.")
    assert both == Localized(en="Hearts lowest.", es="Corazones el más bajo.")
    assert repr(both) == "Localized(en='Hearts lowest.', es='Corazones el más bajo.')"
    english = Localized(en="Hearts lowest.")
    assert english.render("es") == "Hearts lowest." and _texts.missing_languages(english) == ("es",)
    assert _texts.missing_languages(both) == ()
    with pytest.raises(bigtwo.UnknownLanguage, match="unknown language 'fr'"):
        Localized(en="Hearts lowest.", fr="Cœurs en bas.")


def test_the_engine_holds_no_spanish_literals() -> None:
    """Every string literal outside the catalogues (docstrings aside) is free of Spanish words."""
    import ast

    words = {"gana", "carta", "cartas", "pareja", "quedan", "asiento", "multa", "jugada", "tienes", "escalera"}
    catalogues = {"_values/catalogue.py", "play/_labels.py"}  # the library's columns, the terminal game's
    for path in (ROOT / "src" / "bigtwo").rglob("*.py"):
        if path.relative_to(ROOT / "src" / "bigtwo").as_posix() in catalogues:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                found = words & set(node.value.lower().replace(",", " ").split())
                assert not found, (path.name, node.lineno, node.value)


def test_an_unknown_language_is_refused_everywhere() -> None:
    state = bigtwo.new_game(seed=1)
    calls: list[Callable[[], object]] = [
        lambda: bigtwo.readout(state, 0, "fr"),
        lambda: bigtwo.describe(state, "3D", "fr"),
        lambda: bigtwo.ruleset().explain("flush", "fr"),
        lambda: bigtwo.score(["", "3D"], bigtwo.ruleset()).render("fr"),
    ]
    for call in calls:
        with pytest.raises(bigtwo.UnknownLanguage, match="known: en, es"):
            call()


def test_plugin_author_names_are_only_in_the_plugin_namespace() -> None:
    assert isinstance(bigtwo.variant("dragon"), Variant)
    assert bigtwo.plugin.SuitOrder is SuitOrder
    with pytest.raises(AttributeError, match="SuitOrder"):
        bigtwo.SuitOrder  # type: ignore[attr-defined]  # noqa: B018


class HouseRules:
    """New values of existing options that the built-in flags cannot express."""

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [
            OptionValue(
                "opener",
                "seat-zero",
                Localized(en="Seat 0 leads with anything.", es="Sale el asiento 0 con lo que quiera."),
            ),
            OptionValue(
                "auto_pass",
                "no-twos",
                Localized(en="Without a 2 you pass a single.", es="Sin un 2 pasas a una suelta."),
            ),
        ]

    @hookimpl
    def bigtwo_opener(self, value: str) -> bigtwo.plugin.OpenerRule | None:
        if value != "seat-zero":
            return None
        return bigtwo.plugin.OpenerRule(
            False, False, choose=lambda opening: (opening.rules.card_key(opening.lowest) * 0, None)
        )

    @hookimpl
    def bigtwo_auto_pass(self, value: str) -> bigtwo.plugin.AutoPassRule | None:
        if value != "no-twos":
            return None

        def test(hand: tuple[bigtwo.Card, ...], table: tuple[bigtwo.Card, ...], rules: bigtwo.plugin.RuleView) -> bool:
            assert rules.option("auto_pass") == "no-twos"  # the rule set is there to read
            return len(table) == 1 and all(c.rank is not bigtwo.Rank.TWO for c in hand)

        return bigtwo.plugin.AutoPassRule(False, False, test=test)


HOUSE = HouseRules()
"""Module-level, so rule sets that use it pickle."""


def test_new_values_of_existing_options_express_any_rule_of_their_kind() -> None:
    rules = bigtwo.ruleset(plugins=[HOUSE], opener="seat-zero", auto_pass="no-twos")
    state = bigtwo.new_game(rules, hands=["9D 9C", "3D 2S", "4D 5D", "6D 7D"])
    assert state.to_move == 0 and state.opening == 0  # seat 0 leads, without the 3♦
    after = bigtwo.apply(state, bigtwo.Play("9D"))
    # Seat 1 holds a 2: it plays on. Then nobody else holds one: the rule passes them all.
    assert after.to_move == 1
    after = bigtwo.apply(after, bigtwo.Play("2S"))
    assert [(t.seat, t.auto) for t in after.history[2:]] == [(2, True), (3, True), (0, True)]
    assert after.table is None and after.to_move == 1
    # The deal pickles although the plugin's rules are local functions: the rules travel by name.
    assert pickle.loads(pickle.dumps(after)) == after


def test_rule_sets_used_for_play_are_freed() -> None:
    import gc
    import weakref

    refs = []
    for i in range(100):  # more than the memo of derived tables keeps
        rules = bigtwo.ruleset(plugins=[NewStyleWrapper()])
        state = bigtwo.new_game(rules, seed=i)
        bigtwo.apply(state, bigtwo.legal_plays(state)[0])
        bigtwo.plays("3D 3S 4D", rules)
        refs.append(weakref.ref(rules))
    del rules, state
    gc.collect()
    alive = sum(ref() is not None for ref in refs)
    assert alive <= 64 + 1, alive


class Broken:
    """An installed plugin with a bug in a declaration hook."""

    @hookimpl
    def bigtwo_variants(self) -> Sequence[Variant]:
        raise RuntimeError("oops")


BROKEN = Broken()


def test_a_plugin_with_a_bug_is_set_aside_and_named(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_entry_points(monkeypatch, EntryPoint("broken", "tests.test_architecture:BROKEN", "bigtwo.variants"))
    assert bigtwo.ruleset("chinese").variant == "chinese" and "classic" in bigtwo.variants()
    with pytest.raises(bigtwo.RulesError, match=r"unknown:broken \(Broken\): RuntimeError in bigtwo_variants: oops"):
        bigtwo.ruleset("its-variant")


def test_plugin_author_mistakes_are_named() -> None:
    with pytest.raises(bigtwo.RulesError, match="is a class: pass an instance"):
        bigtwo.ruleset(plugins=[ModuleLevelPlugin])

    class Unmarked:
        def bigtwo_suit_order(self, value: str) -> SuitOrder | None:
            return None

    with pytest.raises(bigtwo.RulesError, match=r"none is marked with bigtwo\.plugin\.hookimpl"):
        bigtwo.ruleset(plugins=[Unmarked()])

    class Explodes:
        @hookimpl
        def bigtwo_option_values(self) -> Sequence[OptionValue]:
            raise ValueError("bad data")

    with pytest.raises(
        bigtwo.RulesError, match=r"plugin explicit-0:Explodes raised ValueError in bigtwo_option_values"
    ):
        bigtwo.ruleset(plugins=[Explodes()])


@pytest.mark.slow
def test_a_real_build_can_be_traced() -> None:
    env = {**os.environ, bigtwo.plugin.TRACE_ENV: "1"}
    code = "import bigtwo; bigtwo.ruleset('chinese')"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert "bigtwo_straight_table" in done.stderr and "twos-low" in done.stderr


def test_a_cold_start_loads_only_what_building_rules_needs() -> None:
    code = (
        "import sys, bigtwo\n"
        "bigtwo.ruleset()\n"
        "print(' '.join(sorted(sys.modules)))\n"
        "bigtwo.classify\n"
        "print('bigtwo._plays.combos' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded, classify_loaded = done.stdout.split("\n")[:2]
    modules = set(loaded.split())
    assert "bigtwo._rules.ruleset" in modules
    for later in (
        "bigtwo._plays.combos",
        "bigtwo._game.engine",
        "bigtwo.players._simulate",
        "bigtwo.players",
        "bigtwo._records.rulebook",
    ):
        assert later not in modules, later
    assert not modules & {"concurrent.futures", "json", "importlib.metadata"}
    assert classify_loaded == "True"  # a name is imported on first use


def test_every_public_name_resolves_and_is_listed() -> None:
    for name in bigtwo.__all__:
        value = getattr(bigtwo, name)
        assert value is not None
        if hasattr(value, "__module__") and callable(value) and name != "PlayLike":
            assert value.__module__.startswith("bigtwo"), name
    assert set(bigtwo.__all__) <= set(dir(bigtwo))
    with pytest.raises(AttributeError, match="no attribute 'nonesuch'"):
        _ = bigtwo.nonesuch  # type: ignore[attr-defined]
