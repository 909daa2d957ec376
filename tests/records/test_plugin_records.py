"""Deal codes and saved games of rules that need an installed plugin package: they name the package,
and what to install when it is missing."""

from __future__ import annotations

import json
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import InvalidSave
from bigtwo._values.errors import MissingPlugin
from tests.support.plugins import fake_entry_points, uninstall


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


def test_a_save_made_before_a_plugin_added_an_option_still_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    text = bigtwo.dumps(bigtwo.new_game(seed=7))
    entry = EntryPoint("jokers", "tests.support.plugins:JOKERS", "bigtwo.variants")
    fake_entry_points(monkeypatch, entry)
    loaded = bigtwo.loads(text)
    assert isinstance(loaded, bigtwo.GameState) and loaded.rules.option("jokers") == "none"
    assert bigtwo.loads(bigtwo.dumps(loaded)) == loaded
    # A built-in option left out is still refused.
    doc = json.loads(text)
    del doc["rules"]["options"]["flush"]
    with pytest.raises(InvalidSave, match="missing: flush"):
        bigtwo.loads(json.dumps(doc))


def test_a_plugin_option_left_at_its_default_is_not_recorded(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_entry_points(monkeypatch, EntryPoint("jokers", "tests.support.plugins:MORE_JOKERS", "bigtwo.variants"))
    plain = bigtwo.new_game(seed=7)
    assert plain.rules.option("jokers") == "none" and "jokers" not in plain.rules.recorded
    doc = json.loads(bigtwo.dumps(plain))
    assert "jokers" not in doc["rules"]["options"] and "requires" not in doc["rules"]
    assert "jokers" not in bigtwo.deal_code(plain)
    touched = bigtwo.new_game(bigtwo.ruleset(jokers="two"), seed=7)
    touched_text = bigtwo.dumps(touched)
    assert json.loads(touched_text)["rules"]["options"]["jokers"] == "two"
    assert bigtwo.loads(touched_text) == touched
    plain_text, plain_code = bigtwo.dumps(plain), bigtwo.deal_code(plain)
    # Without the plugin, the plain save and code load; the one that touched its option says
    # which package it needs.
    monkeypatch.undo()
    bigtwo.plugin.refresh_installed()
    assert "jokers" not in [o.name for o in bigtwo.options()]
    loaded = bigtwo.loads(plain_text)
    assert isinstance(loaded, bigtwo.GameState) and loaded.dealt == plain.dealt and loaded.rules == bigtwo.ruleset()
    assert bigtwo.new_game(code=plain_code).dealt == plain.dealt
    with pytest.raises(InvalidSave) as info:
        bigtwo.loads(touched_text)
    assert "jokers" in str(info.value)


def test_variant_pages_show_plugin_options_apart(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_entry_points(monkeypatch, EntryPoint("jokers", "tests.support.plugins:MORE_JOKERS", "bigtwo.variants"))
    for lang, heading, row, title in (
        ("en", "Options added by plugins", "- Jokers: No jokers.", "Jokers"),
        ("es", "Opciones que añaden los plugins", "- Comodines: Sin comodines.", "Comodines"),
    ):
        page = bigtwo.rules_doc("classic", lang, format="markdown")
        before, _, rest = page.partition(f"## {heading}")
        assert rest, page
        assert title not in before  # said once, in its own section: the rules above are the built-in ones
        section, _, after = rest.partition("\n## ")
        assert row in section
        assert f"| {title} | `none` |" in after.split("\n## ")[-1]  # and its value in the options table
        overview = bigtwo.variants_doc(lang, format="markdown")
        assert f"## {heading}" in overview and "* |" in overview
