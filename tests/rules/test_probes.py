"""Scoring schemes checked when a rule set is built, not discovered at play time: a scheme's lines,
transfers, types and zero sum, on probes that cover every seat, hand size and deal."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs
import pytest

import bigtwo
import bigtwo.plugin
from bigtwo import (
    RulesError,
)
from bigtwo._rules.probes import score_probes
from bigtwo._spec.scoring import CheckedLines
from bigtwo.plugin import (
    Localized,
    Multiplier,
    OptionValue,
    ScoreInput,
    ScoreLine,
    ScoringScheme,
    hookimpl,
    tiers_rate,
    winner_collects,
)

SCHEMES = ("tiers", "tiers-penalty", "common", "doubling", "pairwise", "pusoy-dos")


Lines = Callable[[ScoreInput], tuple[ScoreLine, ...]]


class Scheme:
    """A plugin declaring the scoring value ``my-scheme`` built from ``lines``."""

    def __init__(self, lines: Lines, *, lower_wins: bool = False, zero_sum: bool = True) -> None:
        self.scheme = ScoringScheme(lines, lower_wins=lower_wins, zero_sum=zero_sum)

    @hookimpl
    def bigtwo_option_values(self) -> Sequence[OptionValue]:
        return [OptionValue("scoring", "my-scheme", Localized(en="A test scheme.", es="Un esquema de prueba."))]

    @hookimpl
    def bigtwo_scoring(self, value: str) -> ScoringScheme | None:
        return self.scheme if value == "my-scheme" else None


def refused(lines: Lines, *words: str, **kwargs: bool) -> str:
    """The error building a rule set with a scheme of ``lines`` raises, checked to hold ``words``."""
    with pytest.raises(RulesError) as info:
        bigtwo.ruleset(plugins=[Scheme(lines, **kwargs)], scoring="my-scheme")
    message = str(info.value)
    assert message.startswith("scoring scheme 'my-scheme' (plugin Scheme)"), message
    for word in words:
        assert word in message, (word, message)
    assert "found when the rule set was built, on a probe deal" in message
    return message


collect = winner_collects(tiers_rate)


def edit(change: Callable[[ScoreInput, list[ScoreLine]], object]) -> Lines:
    """A correct scheme (the winner collects, tiers) whose lines ``change`` spoils."""

    def lines(given: ScoreInput) -> tuple[ScoreLine, ...]:
        out = list(collect(given))
        changed = change(given, out)
        return out if changed is None else changed  # type: ignore[return-value]

    return lines


def loser(given: ScoreInput) -> int:
    return (given.winner + 1) % len(given.hands)


# ---------------------------------------------------------------------------------------------
# The scoring contract


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("deal", ["thirteen-each", "whole-deck"])
def test_every_built_in_scheme_keeps_the_contract(scheme: str, deal: str) -> None:
    rules = bigtwo.ruleset(scoring=scheme, deal=deal, assistant="on")
    lines = rules.component("scoring", ScoringScheme).lines
    assert isinstance(lines, CheckedLines)
    assert not isinstance(lines.label, str)
    assert lines.label.render("en") == f"scoring scheme {scheme!r} (plugin bigtwo._rules.builtin_scoring)"


@pytest.mark.parametrize("variant", ["classic", "chinese", "cardroom", "doubling", "dragon", "pusoy-dos", "taiwanese"])
def test_every_built_in_variant_builds_and_scores(variant: str) -> None:
    rules = bigtwo.ruleset(variant)
    state = bigtwo.new_game(rules, seed=3)
    while not state.over:
        state = bigtwo.apply(state, bigtwo.hint(state))
    assert len(bigtwo.score_game(state).lines) == 4


def test_the_probes_cover_every_seat_hand_size_and_deal() -> None:
    rules = bigtwo.ruleset("doubling")
    probes = score_probes(rules, whole_deck=True)
    assert probes == score_probes(rules, whole_deck=True)  # deterministic
    assert {len(p.hands) for p in probes} == {2, 3, 4}
    assert {(len(p.hands), p.winner) for p in probes} == {(n, w) for n in (2, 3, 4) for w in range(n)}
    left = {len(h) for p in probes for seat, h in enumerate(p.hands) if seat != p.winner}
    assert set(range(1, 14)) <= left and 26 in left  # a whole deck between two players
    assert {p.dealt for p in probes} >= {(13, 13, 13, 13), (26, 26), (18, 17, 17)}
    assert any(sum(c.rank is bigtwo.Rank.TWO for c in h) >= 2 for p in probes for h in p.hands)
    assert any(len(p.winning_play) == 13 for p in probes)  # an instant win
    assert any(not p.winning_play for p in probes)
    for p in probes:
        cards = [c for h in p.hands for c in h] + list(p.winning_play)
        assert len(cards) == len(set(cards)) and not p.hands[p.winner]
        assert all(len(h) <= n for h, n in zip(p.hands, p.dealt, strict=True))
    # The doubling multipliers are reached: unused 2s, fours of a kind and straight flushes.
    codes = {m.code for p in probes for line in collect_doubling(p) for m in line.multipliers}
    assert {"unused-two", "unused-four-of-a-kind", "unused-straight-flush", "winning-play"} <= codes


def collect_doubling(given: ScoreInput) -> tuple[ScoreLine, ...]:
    return bigtwo.plugin.winner_collects(bigtwo.plugin.common_rate, bigtwo.plugin.doubling_multipliers)(given)


def test_a_scheme_without_transfers_is_refused() -> None:
    # Under assistant=on such a scheme would score every seat 0.
    def no_transfers(given: ScoreInput, out: list[ScoreLine]) -> object:
        return [attrs.evolve(line, transfers=()) for line in out]

    refused(edit(no_transfers), "line 0 has amount", "no transfers", "assistant rule")


def test_a_scheme_returning_ints_is_refused() -> None:
    refused(lambda given: tuple(-len(h) for h in given.hands), "line 0 is", "not a ScoreLine")  # type: ignore[misc]
    refused(lambda given: 0, "returned 0, not a tuple of ScoreLine")  # type: ignore[arg-type,return-value]


def test_one_line_per_seat_in_seat_order() -> None:
    refused(edit(lambda given, out: out[:2]), "returned 2 lines for 4 seats", "one ScoreLine per seat")
    refused(edit(lambda given, out: out[1:] + out[:1]), "line 0 has seat 1; lines must be in seat order")


def test_field_types_are_checked() -> None:
    def bool_amount(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], rate=True)

    refused(edit(bool_amount), "has rate True, not an int")

    def list_multipliers(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], multipliers=[Multiplier.builtin(2, "unused-two")])  # type: ignore[arg-type]

    refused(edit(list_multipliers), "multipliers", "not a tuple of Multiplier")

    def bad_role(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], role="assistant")

    refused(edit(bad_role), "role 'assistant'", "'winner'", "'loser'")

    def bad_cards_left(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], cards_left=out[i].cards_left + 1)

    refused(edit(bad_cards_left), "cards_left", "holds")


def test_zero_sum_is_checked_when_the_scheme_says_so() -> None:
    penalties = bigtwo.plugin.penalties(tiers_rate)
    refused(penalties, "do not add up to zero", "zero_sum=True", lower_wins=True, zero_sum=True)
    assert bigtwo.ruleset(plugins=[Scheme(penalties, lower_wins=True, zero_sum=False)], scoring="my-scheme")


def test_transfers_must_match_the_amounts_and_each_other() -> None:
    def unbalanced(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], amount=out[i].amount - 1)

    refused(edit(unbalanced), "transfers add up to", "not to its amount")

    def one_sided(given: ScoreInput, out: list[ScoreLine]) -> None:
        w = given.winner
        (other, points), *rest = out[w].transfers
        out[w] = attrs.evolve(out[w], amount=out[w].amount + points, transfers=((other, points * 2), *rest))

    refused(edit(one_sided), "antisymmetric")

    def to_itself(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        out[i] = attrs.evolve(out[i], transfers=((i, out[i].amount),))

    refused(edit(to_itself), "a transfer with seat")

    refused(bigtwo.plugin.pairwise, "a penalty scheme (lower_wins=True) gives none", lower_wins=True, zero_sum=False)


def test_a_loser_s_amount_is_what_its_line_prints() -> None:
    def seven(given: ScoreInput, out: list[ScoreLine]) -> None:
        i = loser(given)
        (other, _), *_ = out[i].transfers
        out[i] = attrs.evolve(out[i], amount=-7, transfers=((other, -7),))
        out[other] = attrs.evolve(
            out[other],
            amount=sum(p if s != i else 7 for s, p in out[other].transfers),
            transfers=tuple((s, p if s != i else 7) for s, p in out[other].transfers),
        )

    refused(edit(seven), "has amount -7, but", "the score card prints a loser's line as that product")


def test_a_scheme_that_raises_is_named() -> None:
    def crash(given: ScoreInput) -> tuple[ScoreLine, ...]:
        raise KeyError("nope")

    refused(crash, "raised KeyError")


def test_every_call_is_checked_not_only_the_probes() -> None:
    class Switch(Scheme):
        broken = False

    def lines(given: ScoreInput) -> tuple[ScoreLine, ...]:
        out = collect(given)
        return out[:1] if plugin.broken else out

    plugin = Switch(lines)
    rules = bigtwo.ruleset(plugins=[plugin], scoring="my-scheme", assistant="on")
    assert bigtwo.score(["", "3D 4D"], rules).points == (2, -2)
    plugin.broken = True
    with pytest.raises(RulesError, match=r"scoring scheme 'my-scheme' \(plugin Switch\): returned 1 lines for 2 seats"):
        bigtwo.score(["", "3D 4D"], rules)


def test_a_sound_plugin_scheme_works_under_the_assistant_rule() -> None:
    rules = bigtwo.ruleset(plugins=[Scheme(collect)], scoring="my-scheme", assistant="on")
    card = bigtwo.score(["", "3D", "4D 5D", "6D"], rules, assistant=1)
    assert card.points == (4, -4, 0, 0) and card.lines[1].role == "assistant"


def test_a_plugin_scheme_or_rule_with_a_bug_is_named() -> None:
    class Buggy:
        @hookimpl
        def bigtwo_option_values(self) -> list[bigtwo.OptionValue]:
            return [bigtwo.OptionValue("scoring", "buggy", bigtwo.plugin.Localized(en="Buggy.", es="Con fallos."))]

        @hookimpl
        def bigtwo_scoring(self, value: str) -> bigtwo.plugin.ScoringScheme | None:
            def lines(given: bigtwo.plugin.ScoreInput) -> tuple[bigtwo.ScoreLine, ...]:
                raise ZeroDivisionError("oops")

            return bigtwo.plugin.ScoringScheme(lines) if value == "buggy" else None

    # The scheme is tried on probe deals when the rule set is built, so the bug shows there.
    with pytest.raises(RulesError, match=r"scoring scheme 'buggy' \(plugin Buggy\) raised ZeroDivisionError: oops"):
        bigtwo.ruleset(plugins=[Buggy()], scoring="buggy")
