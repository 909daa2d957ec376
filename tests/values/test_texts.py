"""Texts: one catalogue with a column per language and the same keys, and no literal of a language in
the engine."""

from __future__ import annotations

import pickle
from collections.abc import Callable

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo._values import catalogue as _catalogue
from bigtwo._values import texts as _texts
from bigtwo.plugin import Localized
from tests.support.paths import ROOT


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
    # The library's columns, and the terminal game's.
    catalogues = {"_values/catalogue.py", "play/_labels_en.py", "play/_labels_es.py"}
    for path in (ROOT / "src" / "bigtwo").rglob("*.py"):
        where = path.relative_to(ROOT / "src" / "bigtwo").as_posix()
        if where in catalogues or where.startswith("_values/errortexts/"):  # the errors' columns
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
