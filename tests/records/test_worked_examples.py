"""The sources' own worked examples: each variant declares the ones of its sources, its rule page
shows them computed again by the engine, and the numbers are the sources' numbers."""

from __future__ import annotations

import pytest

import bigtwo
from bigtwo import RulesError
from bigtwo._records.rulebook import agrees, worked_example
from bigtwo.plugin import Localized, Variant, WorkedExample, hookimpl

SOURCES_SAY: dict[str, list[object]] = {
    # A rules sheet for a Chinese four-player table: 9♠ 9♦ beats 9♥ 9♣; 11 cards left pays 22.
    "chinese": [True, {1: 22}],
    # Hispanopedia Wiki: North +33 against 3, 11 and 8 cards; +74 with doubling against 3, 9 and 8.
    "doubling": [{0: 33, 1: -3, 2: -22, 3: -8}, {0: 74, 1: -6, 2: -36, 3: -32}],
    # ActionPoker.com: A 3, B 0, C 1, D 4 cards -> A -4, B +8, C +4, D -8, settled pair by pair.
    "cardroom": [{0: -4, 1: 8, 2: 4, 3: -8}],
    # Wikipedia in Portuguese: 3, 11 and 13 cards left -> 3 + 22 + 39 = 64.
    "dragon": [{0: 64, 1: -3, 2: -22, 3: -39}],
    "pusoy-dos": [{0: 64, 1: -3, 2: -22, 3: -39}],
    "taiwanese": [{0: 64, 1: -3, 2: -22, 3: -39}],
}


@pytest.mark.parametrize("variant", sorted(SOURCES_SAY))
def test_the_engine_computes_the_sources_own_numbers(variant: str) -> None:
    rules = bigtwo.ruleset(variant)
    examples = rules.definition.examples
    assert len(examples) == len(SOURCES_SAY[variant])
    for example, said in zip(examples, SOURCES_SAY[variant], strict=True):
        found = worked_example(example, rules)
        if isinstance(said, bool):
            assert found is said
        else:
            assert isinstance(found, bigtwo.ScoreCard) and isinstance(said, dict)
            assert {seat: found.points[seat] for seat in said} == said
            assert dict(example.expected) == said, "the variant declares the source's numbers"
        assert agrees(example, found)


@pytest.mark.parametrize("variant", sorted(SOURCES_SAY))
def test_each_page_shows_its_sources_examples_in_both_languages(variant: str) -> None:
    rules = bigtwo.ruleset(variant)
    for lang, heading in (("en", "Worked examples from the sources"), ("es", "Ejemplos resueltos de las fuentes")):
        page = bigtwo.rules_doc(rules, lang, format="markdown")
        assert f"## {heading}" in page
        for example in rules.definition.examples:
            assert example.text.render(lang) in page and example.source.render(lang) in page
            found = worked_example(example, rules)
            if isinstance(found, bigtwo.ScoreCard):
                assert found.render(lang) in page
            else:
                assert ("beats" if lang == "en" else "gana a") in page


def test_classic_has_no_section_of_examples() -> None:
    assert "Worked examples" not in bigtwo.rules_doc("classic")


def _example(**changes: object) -> WorkedExample:
    fields: dict[str, object] = {
        "source": Localized(en="A test", es="Una prueba"),
        "text": Localized(en="Seat 1 pays 3.", es="El asiento 1 paga 3."),
        "hands": ("", "3D 4D 5D", "6D", "7D"),
        "expected": ((1, -3),),
    }
    return WorkedExample(**{**fields, **changes})  # type: ignore[arg-type]


class WrongExample:
    """A variant whose example says what the engine does not compute."""

    @hookimpl
    def bigtwo_variants(self) -> list[Variant]:
        return [
            Variant(
                name="kit-wrong-example",
                title=Localized(en="Wrong", es="Mal"),
                summary=Localized(en="Wrong.", es="Mal."),
                sources=(),
                examples=(_example(expected=((1, -30),)),),
            )
        ]


def test_a_page_never_shows_an_example_the_engine_does_not_compute() -> None:
    rules = bigtwo.ruleset("kit-wrong-example", plugins=[WrongExample()])
    with pytest.raises(RulesError) as caught:
        bigtwo.rules_doc(rules)
    assert caught.value.code == "worked-example-disagrees"
    assert "Seat 1 pays 3." in str(caught.value)


def test_a_worked_example_is_checked_when_it_is_made() -> None:
    with pytest.raises(RulesError) as caught:
        _example(beats=("9S 9D", "9H 9C"))  # both kinds
    assert caught.value.code == "example-one-kind"
    with pytest.raises(RulesError) as caught:
        _example(hands=())  # neither
    assert caught.value.code == "example-one-kind"
    for bad in ({"text": "plain text"}, {"expected": ((1, "three"),)}, {"hands": "3D 4D"}, {"beats": ("9S",)}):
        with pytest.raises(RulesError) as caught:
            _example(**bad)
        assert caught.value.code == "component-bad-field"


def test_an_example_without_spanish_refuses_its_variant() -> None:
    class Untranslated:
        @hookimpl
        def bigtwo_variants(self) -> list[Variant]:
            example = _example(text=Localized(en="English only."))
            return [
                Variant(
                    name="kit-untranslated-example",
                    title=Localized(en="U", es="U"),
                    summary=Localized(en="U.", es="U."),
                    sources=(),
                    examples=(example,),
                )
            ]

    with pytest.raises(RulesError) as caught:
        bigtwo.ruleset("kit-untranslated-example", plugins=[Untranslated()])
    assert "examples[0].text" in str(caught.value)


@pytest.mark.parametrize("variant", sorted(SOURCES_SAY))
def test_a_page_with_changed_options_still_shows_the_sources_examples_as_they_stand(variant: str) -> None:
    # Change every option the variant has a second value for: the page still builds, and says the
    # examples are computed under the variant's own rules.
    shipped = bigtwo.ruleset(variant)
    for option in bigtwo.options():
        for value in bigtwo.option_values(option.name):
            if value.value == shipped.option(option.name):
                continue
            try:
                changed = bigtwo.ruleset(variant, **{option.name: value.value})
            except bigtwo.BigTwoError:
                continue
            page = bigtwo.rules_doc(changed, "en")
            assert "the examples are computed under the variant's own rules" in page
            for example in shipped.definition.examples:
                assert example.text.render("en") in page
