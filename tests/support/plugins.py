"""Plugins installed for a test: fake entry points, a plugin package installed with pip, a fresh
registry."""

from __future__ import annotations

import functools
import sys
from collections.abc import Generator, Sequence
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo._rules import entrypoints as _entrypoints
from bigtwo.plugin import (
    Localized,
    Option,
    OptionValue,
    StraightTable,
    SuitOrder,
    Variant,
    hookimpl,
)
from tests.support.paths import ROOT

FAKED: list[bool] = [False]
"""Whether a test pretended entry points: tests/conftest.py then forgets them after the test."""


def fake_entry_points(monkeypatch: pytest.MonkeyPatch, *eps: EntryPoint) -> None:
    """Pretend some distributions installed these entry points (for this test only)."""
    bigtwo.plugin.refresh_installed()
    monkeypatch.setattr(_entrypoints, "_entry_points", functools.cache(lambda: tuple(eps)))
    FAKED[0] = True


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


def variant(**changes: object) -> Variant:
    fields: dict[str, object] = {
        "name": "mine",
        "title": Localized(en="Mine", es="Mía"),
        "summary": Localized(en="Mine.", es="La mía."),
        "sources": [Localized(en="a test", es="una prueba")],
    }
    return Variant(**{**fields, **changes})  # type: ignore[arg-type]


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


UPSIDE_DOWN = (ROOT / "tests" / "support" / "plugin_pkg" / "bigtwo_upside_down.py").read_text(encoding="utf-8")


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


class MoreJokers:
    """An option with two values (``none`` by default, ``two``), like a plugin a user installs."""

    @hookimpl
    def bigtwo_options(self) -> Sequence[Option]:
        return [Option("jokers", "none", "bigtwo_component", tuple, Localized(en="Jokers", es="Comodines"))]

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [
            OptionValue("jokers", "none", Localized(en="No jokers.", es="Sin comodines.")),
            OptionValue("jokers", "two", Localized(en="Two jokers.", es="Dos comodines.")),
        ]

    @hookimpl
    def bigtwo_component(self, option: str, value: str) -> object | None:
        return {"none": (), "two": ("joker", "joker")}.get(value) if option == "jokers" else None


MORE_JOKERS = MoreJokers()
