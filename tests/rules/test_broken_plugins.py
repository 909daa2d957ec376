"""The deliberately broken plugins of `tests.support.broken_plugins.REFUSED`: each mistake is
refused when a rule set is built, with its own code and a message, in both languages, that names
the plugin; the plugin guide's table lists every one."""

from __future__ import annotations

import pytest

import bigtwo
from bigtwo.plugin import plugin_manager
from tests.support.broken_plugins import REFUSED
from tests.support.paths import ROOT

from .test_vetting import CASES as SET_ASIDE


@pytest.mark.parametrize("case", REFUSED, ids=list(REFUSED))
def test_a_broken_plugin_is_refused_naming_it(case: str) -> None:
    variant, options, plugin, code = REFUSED[case]
    with pytest.raises(bigtwo.BigTwoError) as caught:
        bigtwo.ruleset(variant, plugins=[plugin], **options)
    assert caught.value.code == code
    label = plugin.__name__ if isinstance(plugin, type) else type(plugin).__name__
    for lang in bigtwo.LANGUAGES:
        assert label in caught.value.render(lang)
    assert "<" not in str(caught.value), "no enum or object reprs in the message"
    assert bigtwo.ruleset().variant == "classic", "the others still build"


def test_a_broken_plugin_s_manager_is_refused_too() -> None:
    _, _, plugin, _ = REFUSED["a misspelt hook name"]
    with pytest.raises(bigtwo.RulesError) as caught:
        plugin_manager([plugin])
    assert caught.value.code == "invalid-plugin"


def test_the_guide_lists_every_refused_and_set_aside_plugin() -> None:
    """The table "What a broken plugin gets" of the plugin guide is the table these tests run."""
    guide = (ROOT / "docs" / "guides" / "write-a-plugin.md").read_text(encoding="utf-8")
    lines = guide.splitlines()
    for case, (_, _, _, code) in REFUSED.items():
        assert any(line.startswith(f"| {case} |") and f"`{code}`" in line for line in lines), case
    for _, mistake, _ in SET_ASIDE:
        assert any(line.startswith(f"| installed: {mistake} |") for line in lines), mistake
