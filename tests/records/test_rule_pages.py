"""What a variant's rule page states is what its rule set does: the table sizes its sources play,
the royal straight flush, five-card plays that beat only their own kind and the order of bombs,
the lowest card when not every card is dealt, and whose suit breaks a tie between flushes."""

from __future__ import annotations

import re

import pytest

import bigtwo
from bigtwo import Category, RulesError
from bigtwo.plugin import Localized, Variant


def _page(variant: str, lang: str = "en", **options: str) -> str:
    return bigtwo.rules_doc(bigtwo.ruleset(variant, **options), lang)


@pytest.mark.parametrize(("variant", "four_only"), [("classic", True), ("chinese", True), ("cardroom", False)])
def test_a_page_gives_the_table_sizes_its_sources_play(variant: str, four_only: bool) -> None:
    en, es = _page(variant), _page(variant, "es")
    if four_only:
        assert "Four players, as its sources play it; the library also deals it for two or three" in en
        assert "Cuatro jugadores, como se juega en sus fuentes" in es
        assert "Two, three or four players." not in en
    else:
        assert "Two, three or four players." in en and "Dos, tres o cuatro jugadores." in es
    # The library does deal every variant for every table size.
    for players in (2, 3, 4):
        assert bigtwo.new_game(bigtwo.ruleset(variant), seed=1, players=players).players == players


def test_the_table_sizes_of_a_variant_are_checked() -> None:
    base = {"name": "v", "title": Localized(en="V", es="V"), "summary": Localized(en="V.", es="V."), "sources": ()}
    assert Variant(**base, players=[4, 4, 2]).players == (2, 4)  # type: ignore[arg-type]
    for bad in ((), (5,), (1, 2), "4"):
        with pytest.raises(RulesError) as caught:
            Variant(**base, players=bad)  # type: ignore[arg-type]
        assert caught.value.code == "component-bad-field"


def test_the_royal_sentence_holds_where_j_q_k_a_2_is_a_straight() -> None:
    rules = bigtwo.ruleset(straights="jqka2-top")
    assert bigtwo.classify("JD QD KD AD 2D", rules).category is Category.STRAIGHT_FLUSH
    page = bigtwo.rules_doc(rules)
    assert "is not a straight flush" not in page
    assert rules.explain("royal", "en") in page


def test_where_five_card_plays_beat_only_their_kind_the_page_says_so_and_orders_the_bombs() -> None:
    rules = bigtwo.ruleset("taiwanese")
    en, es = _page("taiwanese"), _page("taiwanese", "es")
    assert "straight < flush < full house" not in en
    assert "A five-card play beats only one of its own kind (straight, flush, full house)" in en
    assert "Bombs, from the lowest: four of a kind < straight flush." in en
    assert "Bombas, de menor a mayor: póquer < escalera de color." in es
    full_house, straight = "3D 3C 3H 4S 4D", "5D 6C 7H 8S 9D"
    assert not bigtwo.beats(full_house, straight, rules) and not bigtwo.beats(straight, full_house, rules)
    quads, straight_flush = "2D 2C 2H 2S 3C", "3D 4D 5D 6D 7D"
    assert bigtwo.beats(straight_flush, quads, rules) and not bigtwo.beats(quads, straight_flush, rules)
    assert bigtwo.beats(quads, "2S", rules), "a bomb beats a play of any size"
    # Where categories do meet, the page keeps the one ladder.
    assert "straight < flush < full house < four of a kind < straight flush" in _page("classic")


def test_the_lowest_card_note_follows_the_deal() -> None:
    assert "not every card is dealt: the lowest card dealt takes the place of the 3♦" in _page("classic")
    assert "not every card is dealt" not in _page("doubling")  # the whole deck is dealt
    # With three players, the holder of the lowest card dealt leads with it.
    state = bigtwo.new_game(bigtwo.ruleset(), seed=3, players=3)
    lowest = min((c for hand in state.hands for c in hand), key=state.rules.card_key)
    assert state.opening == lowest and lowest in state.hands[state.to_move or 0]


def test_rank_first_says_whose_suit_breaks_a_tie() -> None:
    rules = bigtwo.ruleset(flush="rank-first")
    assert "the flush's suit, which is its highest card's" in rules.explain("flush", "en")
    assert "el del color, que es el de su carta más alta" in rules.explain("flush", "es")
    assert bigtwo.beats("3S 5S 7S 9S JS", "3D 5D 7D 9D JD", rules)
    assert bigtwo.beats("3D 5D 7D 9D QD", "3S 5S 7S 9S JS", rules), "the cards first, the suit only at a tie"


@pytest.mark.parametrize("variant", bigtwo.variants())
def test_a_page_opens_with_how_its_variant_differs_from_classic(variant: str) -> None:
    rules, classic = bigtwo.ruleset(variant), bigtwo.ruleset("classic")
    page = bigtwo.rules_doc(rules, "en", format="markdown")
    if variant == "classic":
        assert "How it differs from Classic" not in page
        return
    section = page.split("## How it differs from Classic")[1].split("\n## ")[0]
    assert "[Classic](classic.md)" in section and "[every variant side by side](index.md)" in section
    builtin = [o.name for o in bigtwo.options() if o.name in classic.values]
    for name in builtin:
        changed = rules.option(name) != classic.option(name)
        assert (f"- {rules.explain(name, 'en')}" in section) == changed, name
    assert page.index("## How it differs from Classic") < page.index("## Sources")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rules_of_big_two_page_teaches_classic_from_the_engine(lang: str) -> None:
    from bigtwo._records.primer import primer_doc

    page = primer_doc(lang, format="markdown")
    rules = bigtwo.ruleset()
    heads = [line for line in page.splitlines() if line.startswith("## ")]
    assert len(heads) == 9, heads  # deal, order, plays, comparing, straights, leading, a round, scoring, mistakes
    assert "3 < 4 < 5 < 6 < 7 < 8 < 9 < 10 < J < Q < K < A < 2" in page
    assert " < ".join(s.symbol for s in rules.suit_order) in page
    for text in ("9S 9D 9H 9C", "9S 9D 4H 4C"):  # refused with the engine's own reasons
        with pytest.raises(bigtwo.IllegalPlay) as caught:
            bigtwo.classify(text, rules)
        assert caught.value.render(lang) in page
    assert rules.explain("opener", lang) in page and rules.explain("scoring", lang) in page
    text = primer_doc(lang)  # as a terminal prints it: cards as text
    assert ("9♠ 9♦ beats 9♥ 9♣ (same rank, the ♠ decides)" if lang == "en" else "9♠ 9♦ gana a 9♥ 9♣") in text
    assert ("You may pass even when you could beat" if lang == "en" else "Se puede pasar aunque") in page
    # Every variant page links to it.
    for name in bigtwo.variants():
        assert "](../rules.md)" in bigtwo.rules_doc(name, lang, format="markdown"), name


def test_the_rules_page_refuses_a_statement_the_rules_do_not_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    from bigtwo._records import lessons
    from bigtwo._records.primer import primer_doc

    def wrong(play: object, other: object, rules: bigtwo.RuleSet) -> bool:
        return not bigtwo.beats(play, other, rules)  # type: ignore[arg-type]  # every answer the wrong way round

    monkeypatch.setattr(lessons, "beats", wrong)
    with pytest.raises(RulesError) as caught:
        primer_doc("en")
    assert caught.value.code == "rules-statement-false"
    with pytest.raises(RulesError) as caught:
        bigtwo.rules_doc("taiwanese", "en")
    assert caught.value.code == "rules-statement-false"


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", bigtwo.variants())
def test_a_page_says_its_rules_in_words_not_option_ids(name: str, lang: str) -> None:
    """Above the options table (the one place that names them), no option or value id is used
    as a word: a reader reads what a rule does, never ``twos-high``."""
    from bigtwo._rules.listings import option_values, options

    ids = {v.value for o in options() for v in option_values(o.name)} | {o.name for o in options()}
    ids = {i for i in ids if "-" in i or "_" in i}  # the ids that are no word of either language
    changed = bigtwo.ruleset(name, direction="alternate", bombs="quads-and-straight-flush", flush="rank-first")
    for page in (bigtwo.rules_doc(name, lang, format="markdown"), bigtwo.rules_doc(changed, lang, format="markdown")):
        prose = page.split("\n## ")[:-1]  # every section but the last, the options table
        found = sorted(i for i in ids for part in prose if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", part))
        assert not found, found
        assert page.split("\n## ")[-1].count("`") >= 2 * len(bigtwo.ruleset(name).option_list)  # the table has them
