"""Declarations of options and variants: texts in every language."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import RulesError
from bigtwo.plugin import (
    Localized,
    Option,
    OptionValue,
    Variant,
    hookimpl,
)
from tests.support.plugins import variant

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


@pytest.mark.parametrize(
    ("item", "words"),
    [
        (OptionValue("flush", "x", Localized(en="Flush x.", es="")), "flush=x: text has no Spanish (es) text"),
        (OptionValue("flush", "x", Localized(en="Flush x.")), "flush=x: text has no Spanish (es) text"),
        (OptionValue("flush", "x", Localized(en="  ", es="Color x.")), "flush=x: text has no English (en) text"),
        (OptionValue("flush", "x", Localized()), "flush=x: text has no English (en) and Spanish (es) text"),
        (OptionValue("flush", "x", "Flush x."), "flush=x: text is 'Flush x.', not a message"),  # type: ignore[arg-type]
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
