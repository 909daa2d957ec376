"""`installed_plugins`: each installed plugin with what it declares, and the ones that failed."""

from __future__ import annotations

from pathlib import Path

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import RulesError
from tests.support.plugins import UPSIDE_DOWN, install, uninstall


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
        assert not found["mute"].loaded and "suit_order=reverse: text has no Spanish (es) text" in (
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
