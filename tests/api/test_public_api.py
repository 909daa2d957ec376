"""The users' namespace: one table of public names, the stub made from it, and every name served.

Run ``python tests/api/test_public_api.py`` to rewrite ``src/bigtwo/__init__.pyi`` from the table."""

from __future__ import annotations

import pathlib
import sys

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo.plugin import SuitOrder, Variant

STUB = pathlib.Path(bigtwo.__file__).with_suffix(".pyi")


def _isort(name: str) -> tuple[int, str]:
    """isort's order of names: CONSTANTS, then Classes, then functions."""
    return (0 if name.isupper() else 1 if name[:1].isupper() else 2, name)


def render_stub() -> str:
    """The stub type checkers read for `bigtwo`: the table's names, imported as re-exports."""
    lines = [
        '"""Type information for `bigtwo`, made from its table of public names (`bigtwo._PUBLIC`)',
        'by ``python tests/api/test_public_api.py``; tests/api/test_public_api.py checks that it is current."""',
        "",
        "from . import errors as errors",
        "from . import plugin as plugin",
    ]
    for module, _eager, names in sorted(bigtwo._PUBLIC):  # in the order ruff's isort keeps
        lines += [f"from .{module} import (", *(f"    {n}," for n in sorted(names.split(), key=_isort)), ")"]
    everything = sorted(bigtwo.__all__, key=_isort)
    lines += [
        "",
        "__version__: str",
        "_PUBLIC: tuple[tuple[str, bool, str], ...]",
        "",
        "__all__ = [",
        *(f'    "{n}",' for n in everything),
        "]",
        "",
    ]
    return "\n".join(lines)


def test_the_stub_is_made_from_the_table() -> None:
    assert STUB.read_text(encoding="utf-8") == render_stub(), "run: python tests/api/test_public_api.py"


def test_plugin_author_names_are_only_in_the_plugin_namespace() -> None:
    assert isinstance(bigtwo.variant("dragon"), Variant)
    assert bigtwo.plugin.SuitOrder is SuitOrder
    with pytest.raises(AttributeError, match="SuitOrder"):
        bigtwo.SuitOrder  # type: ignore[attr-defined]  # noqa: B018


# The promise to users, written out: adding or removing a public name is a decision made here as well.
EXPECTED = [
    "Action",
    "BigTwoError",
    "Card",
    "Catalogue",
    "Category",
    "Combo",
    "DECK",
    "FORMAT_VERSION",
    "GameError",
    "GameState",
    "IllegalPlay",
    "Incomparable",
    "InvalidCards",
    "InvalidSave",
    "InvalidSetting",
    "LANGUAGES",
    "MAX_CODE",
    "MAX_DEAL_NUMBER",
    "MAX_DOCUMENT",
    "MAX_SEED",
    "Match",
    "MatchTotals",
    "MissingPlugin",
    "Multiplier",
    "Option",
    "OptionValue",
    "ParsedCode",
    "Pass",
    "Play",
    "PlayLike",
    "PlayerResults",
    "Rank",
    "Reason",
    "ReasonCode",
    "Redeal",
    "Results",
    "RuleSet",
    "RulesError",
    "ScoreCard",
    "ScoreLine",
    "SeatView",
    "Setup",
    "Suit",
    "Turn",
    "UnknownLanguage",
    "UnpicklableRules",
    "Variant",
    "apply",
    "beats",
    "can",
    "cards",
    "check",
    "classify",
    "compare",
    "deal",
    "deal_code",
    "deck",
    "describe",
    "dumps",
    "hint",
    "if_ended_now",
    "legal_actions",
    "legal_plays",
    "loads",
    "match_totals",
    "new_game",
    "new_match",
    "option_values",
    "options",
    "parse_deal_code",
    "play_words",
    "plays",
    "readout",
    "replay",
    "rules_doc",
    "ruleset",
    "score",
    "score_game",
    "setting",
    "settings",
    "shuffled_hands",
    "simulate",
    "variant",
    "variants",
    "variants_doc",
    "view",
]


def test_the_public_names_are_exactly_the_promised_ones() -> None:
    assert sorted(bigtwo.__all__) == sorted(EXPECTED)
    assert set(EXPECTED) <= set(dir(bigtwo))


def test_every_public_name_resolves_and_is_listed() -> None:
    for name in bigtwo.__all__:
        value = getattr(bigtwo, name)
        assert value is not None
        if hasattr(value, "__module__") and callable(value) and name != "PlayLike":
            assert value.__module__.startswith("bigtwo"), name
    assert set(bigtwo.__all__) <= set(dir(bigtwo))
    with pytest.raises(AttributeError, match="no attribute 'nonesuch'"):
        _ = bigtwo.nonesuch  # type: ignore[attr-defined]


if __name__ == "__main__":
    STUB.write_text(render_stub(), encoding="utf-8")
    sys.exit(0)
