"""The CPU players and the seat view: legal, deterministic and picklable players, a view that
shows a seat nothing of the others' cards, players by name through the plugin hook, and errors
that say what is known."""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator
from typing import Any, cast

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bigtwo
import bigtwo.players
from bigtwo import DECK, Card, Combo, GameError, GameState, Pass, Play, RuleSet, SeatView
from bigtwo.players import Player, PlayerError
from bigtwo.plugin import hookimpl

from .helpers import VARIANTS

TINY = {"novice": {}, "normal": {}, "expert": {"iterations": 1, "candidates": 3}}
"""Each built-in player with settings cheap enough for property tests."""


def built(name: str, seed: int = 0) -> Player:
    return bigtwo.players.player(name, seed=seed, **TINY[name])  # type: ignore[arg-type]


@st.composite
def reachable(draw: st.DrawFn) -> GameState:
    """A state reached by random legal actions (redeals included) in a built-in variant."""
    variant = draw(st.sampled_from(VARIANTS))
    players = draw(st.sampled_from((2, 3, 4)))
    state = bigtwo.new_game(bigtwo.ruleset(variant), seed=draw(st.integers(0, 10**6)), players=players)
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 80))):
        if state.over:
            break
        state = bigtwo.apply(state, rng.choice(bigtwo.legal_actions(state)))
    return state


# ---------------------------------------------------------------------------------------------
# Every player is legal, in every variant


@given(reachable(), st.integers(0, 10**6))
def test_every_player_returns_one_of_the_legal_actions(state: GameState, seed: int) -> None:
    if state.over:
        for idle in range(state.players):
            assert bigtwo.view(state, idle).legal == ()
        return
    seat = state.to_move
    assert seat is not None
    seen = bigtwo.view(state, seat)
    assert set(seen.legal) == {a for a in bigtwo.legal_actions(state) if not isinstance(a, bigtwo.Redeal)} | {
        a for a in bigtwo.legal_actions(state) if isinstance(a, bigtwo.Redeal) and a.seat == seat
    }
    for name in TINY:
        action = built(name, seed).act(seen)
        assert action in seen.legal, name
        assert bigtwo.can(state, action, seat=seat if not isinstance(action, bigtwo.Redeal) else None)
    for other in range(state.players):
        if other != seat:
            assert bigtwo.view(state, other).legal == ()


@pytest.mark.parametrize("variant", [*VARIANTS])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_normal_plays_whole_deals_of_every_variant(variant: str, players: int) -> None:
    rules = bigtwo.ruleset(variant)
    normal = bigtwo.players.player("normal")
    for seed in range(3):
        state = bigtwo.new_game(rules, seed=seed, players=players)
        while not state.over:
            seat = state.to_move
            assert seat is not None
            state = bigtwo.apply(state, normal.act(bigtwo.view(state, seat)))
        bigtwo.score_game(state)


def test_an_expert_plays_a_whole_deal_against_novices() -> None:
    lineup = [built("expert", 3), built("novice", 1), built("novice", 2), built("novice", 3)]
    state = bigtwo.new_game(bigtwo.ruleset("taiwanese"), seed=5)
    while not state.over:
        seat = state.to_move
        assert seat is not None
        state = bigtwo.apply(state, lineup[seat].act(bigtwo.view(state, seat)))


# ---------------------------------------------------------------------------------------------
# Deterministic and picklable


def _decisions(variant: str = "classic", deals: int = 2) -> Iterator[SeatView]:
    """Views of the seat to move along deals played by ``normal``."""
    normal = bigtwo.players.player("normal")
    for seed in range(deals):
        state = bigtwo.new_game(bigtwo.ruleset(variant), seed=seed)
        while not state.over:
            seat = state.to_move
            assert seat is not None
            seen = bigtwo.view(state, seat)
            yield seen
            state = bigtwo.apply(state, normal.act(seen))


@pytest.mark.parametrize("name", list(TINY))
def test_the_same_seed_and_view_give_the_same_action_even_after_pickling(name: str) -> None:
    first, second = built(name, 11), built(name, 11)
    copied = pickle.loads(pickle.dumps(first))
    assert copied == first
    for k, seen in enumerate(_decisions("cardroom" if name == "expert" else "classic", 1 if name == "expert" else 3)):
        if name == "expert" and k % 4:
            continue
        again = pickle.loads(pickle.dumps(seen))
        action = first.act(seen)
        assert second.act(seen) == action
        assert copied.act(again) == action
        assert first.act(seen) == action  # asking twice changes nothing


def test_the_novice_s_seed_decides_its_passes() -> None:
    novices = [bigtwo.players.player("novice", seed=s, pass_rate=0.5) for s in range(2)]
    differ = [seen for seen in _decisions() if novices[0].act(seen) != novices[1].act(seen)]
    assert differ
    assert all(seen.table is not None for seen in differ)  # never a pass when leading


def test_an_expert_with_a_budget_only_stays_legal_and_close_to_it() -> None:
    expert = bigtwo.players.player("expert", seed=1, budget_ms=30)
    assert isinstance(expert, bigtwo.players.Expert)
    state = bigtwo.new_game(seed=9)
    seen = bigtwo.view(state, state.to_move)  # type: ignore[arg-type]
    assert expert.act(seen) in seen.legal


def test_players_satisfy_the_protocol() -> None:
    for name in TINY:
        assert isinstance(built(name), Player)


# ---------------------------------------------------------------------------------------------
# What the players do (seed 000's strategy)


def _state(
    hands: list[str], variant: str = "classic", moves: tuple[str, ...] = (), leader: int | None = None
) -> GameState:
    """A deal from ``hands`` after ``moves``; with ``leader``, that seat leads with any play."""
    if leader is None:
        state = bigtwo.new_game(bigtwo.ruleset(variant), hands=hands)
    else:
        rules = bigtwo.ruleset(variant, opener="last-winner")
        state = bigtwo.new_game(rules, hands=hands, deal_number=2, previous_winner=leader)
    for move in moves:
        state = bigtwo.apply(state, Play(move) if move != "pass" else bigtwo.Pass())
    return state


def _act(name: str, state: GameState, **settings: Any) -> Play | Pass:
    seat = state.to_move
    assert seat is not None
    action = bigtwo.players.player(name, **settings).act(bigtwo.view(state, seat))
    assert isinstance(action, Play | Pass)
    return action


def test_normal_leads_the_five_card_play_holding_the_lowest_card() -> None:
    state = _state(["3D 4C 5H 6S 7D 9C 9D QS", "3C 8D 8S KH", "4D 5D JC", "6D 10C AH"])
    assert _act("normal", state) == Play("3D 4C 5H 6S 7D")


def test_normal_does_not_break_a_straight_for_a_single() -> None:
    state = _state(["3D KD QC JH", "4C 5H 6S 7D 8C", "9D 10D JD QS AS", "JC QD KS AH 10S"], moves=("3D",))
    assert state.to_move == 1
    assert _act("normal", state) == Pass()


def test_normal_keeps_its_ace_and_2_early_in_the_deal() -> None:
    mine = "3C 4D 5H 6S 7C 8C 9D 10H JS QC KD AD 2S"
    rest = [str(c) for c in DECK if c not in bigtwo.cards(mine) and str(c) != "4♠"]
    hands = [" ".join(["4S", *rest[:12]]), mine, " ".join(rest[12:25]), " ".join(rest[25:])]
    state = _state(hands, moves=("4S",), leader=0)
    assert _act("normal", state) == Play("KD")  # not the ace or the 2, not a card of a straight
    assert _act("novice", state, pass_rate=0) == Play("5H")
    mine = "3C 4D 5H 6S 7C 8C 9D 10H JS QC AD 2S"
    rest = [str(c) for c in DECK if c not in bigtwo.cards(mine) and str(c) != "4♠"]
    hands = [" ".join(["4S", *rest[:13]]), mine, " ".join(rest[13:26]), " ".join(rest[26:])]
    state = _state(hands, moves=("4S",), leader=0)
    assert _act("normal", state) == Pass()  # keeps its ace and 2 for later


def test_normal_stops_leading_singles_when_an_opponent_holds_one_card() -> None:
    state = _state(["3D 5S 9D 9C", "KD", "6H 7H 8H", "10S JS QS"], leader=0)
    assert _act("normal", state) == Play("9D 9C")
    state = _state(["3D 5S 9D 9C", "KD KC", "6H 7H 8H", "10S JS QS"], leader=0)
    assert _act("normal", state) == Play("3D")


def test_normal_covers_a_single_with_its_highest_when_an_opponent_has_one_card() -> None:
    state = _state(["5D 9S 2H", "3D KC", "6D 7D", "8D 10D"], moves=("3D", "6D", "8D"))
    assert state.to_move == 0 and state.cards_left[1] == 1
    assert _act("normal", state) == Play("2H")


def test_normal_and_expert_obey_the_assistant_rule() -> None:
    state = _state(["5D 9S QH 10C", "3D KC", "6D 7D", "8D 10D"], variant="cardroom", moves=("3D", "6D", "8D"))
    assert state.to_move == 0 and state.cards_left[1] == 1 and state.next_seat(0) == 1
    assert _act("normal", state) == Play("QH")
    assert _act("expert", state, iterations=4) in (Play("QH"), Pass())


def test_novice_plays_the_cheapest_cover_and_passes_at_its_rate() -> None:
    state = _state(["3D 5D 9S QH", "4D 6D KC", "7C 8C", "10C JC"], moves=("3D",))
    assert _act("novice", state, pass_rate=0) == Play("4D")
    assert _act("novice", state, pass_rate=1) == Pass()
    lead = _state(["3D 5D 9S QH", "4D 6D KC", "7C 8C", "10C JC"])
    assert _act("novice", lead, pass_rate=1) == Play("3D")


def test_the_scheme_is_read_from_the_rule_set() -> None:
    from bigtwo.players._tactics import facts

    tiers = facts(bigtwo.ruleset("classic")).costs(4, 13)
    assert tiers[9] == 9 and tiers[10] == 20 and tiers[13] == 39
    penalty = facts(bigtwo.ruleset("chinese")).costs(4, 13)
    assert penalty[11] == 22
    common = facts(bigtwo.ruleset("classic", scoring="common")).costs(4, 13)
    assert common[10] == 20 and common[12] == 24


# ---------------------------------------------------------------------------------------------
# A seat sees only what it may


def _reachable_objects(root: object) -> Iterator[object]:
    """Every object reachable from ``root`` through attrs fields, slots and containers, stopping
    at rule sets (public: the rules)."""
    stack, seen = [root], set()
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, RuleSet):
            continue
        seen.add(id(obj))
        yield obj
        if isinstance(obj, tuple | list | set | frozenset):
            stack.extend(obj)
        elif isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif attrs.has(type(obj)):
            stack.extend(getattr(obj, a.name) for a in attrs.fields(cast(Any, type(obj))))


def _mentions(obj: object, card: Card) -> bool:
    for item in _reachable_objects(obj):
        if isinstance(item, Card) and item == card:
            return True
        if type(item) is int and item >= 1 << card.index and item >> card.index & 1 and item < 1 << 52:
            return True  # a card mask holding it
        if isinstance(item, GameState | bigtwo.Setup):
            return True
    return False


def test_a_view_has_the_documented_fields_and_no_state() -> None:
    names = {a.name for a in attrs.fields(SeatView)}
    assert {"seat", "hand", "table", "leader", "cards_left", "history", "rules", "legal"} <= names
    state = bigtwo.new_game(seed=3)
    seen = bigtwo.view(state, 0)
    for a in attrs.fields(SeatView):
        assert not isinstance(getattr(seen, a.name), GameState | bigtwo.Setup)
    assert seen.hand == state.hands[0] and seen.cards_left == state.cards_left
    assert seen.history == state.history and seen.rules is state.rules
    data = pickle.dumps(seen)
    assert b"GameState" not in data and b"Setup" not in data
    assert pickle.loads(data) == seen


def test_another_seat_s_card_is_nowhere_in_a_view_or_its_pickle() -> None:
    hidden = Card.parse("2S")
    state = _state(["3D 4D 5D 9H", "2S 6D 7D 8D", "3C 4C 5C 9C", "3H 4H 5H 9S"], moves=("3D", "6D"))
    assert state.masks[1] >> hidden.index & 1
    for seat in (0, 2, 3):
        seen = bigtwo.view(state, seat)
        assert not _mentions(seen, hidden)
        assert not _mentions(pickle.loads(pickle.dumps(seen)), hidden)
    assert _mentions(bigtwo.view(state, 1), hidden)  # the check can see it where it is


@settings(max_examples=40)
@given(reachable(), st.data())
def test_a_view_does_not_change_when_hidden_cards_move_between_other_seats(
    state: GameState, data: st.DataObject
) -> None:
    others_with_cards = [s for s in range(state.players) if state.masks[s]]
    seat = data.draw(st.sampled_from(range(state.players)))
    others = [s for s in others_with_cards if s != seat]
    if len(others) < 2:
        return
    a, b = data.draw(st.permutations(others))[:2]
    card_a = data.draw(st.sampled_from([c for c in DECK if state.masks[a] >> c.index & 1]))
    card_b = data.draw(st.sampled_from([c for c in DECK if state.masks[b] >> c.index & 1]))
    swap = (1 << card_a.index) | (1 << card_b.index)
    masks = list(state.masks)
    masks[a] ^= swap
    masks[b] ^= swap
    dealt = list(state.dealt)
    dealt[a] ^= swap
    dealt[b] ^= swap
    other = attrs.evolve(state, masks=tuple(masks), setup=attrs.evolve(state.setup, dealt=tuple(dealt)))
    mine, theirs = bigtwo.view(state, seat), bigtwo.view(other, seat)
    assert mine == theirs
    assert pickle.dumps(mine) == pickle.dumps(theirs)


def test_a_bad_seat_or_state_is_refused() -> None:
    state = bigtwo.new_game(seed=1)
    with pytest.raises(GameError, match="seat number from 0 to 3"):
        bigtwo.view(state, 4)
    with pytest.raises(GameError, match="seat number"):
        bigtwo.view(state, True)
    with pytest.raises(GameError, match="GameState"):
        bigtwo.view("state", 0)  # type: ignore[arg-type]


def test_the_view_s_helpers() -> None:
    state = _state(["3D 4D", "5D 6D", "7D"], moves=("3D",))
    seen = bigtwo.view(state, 2)
    assert seen.played_cards == (Card.parse("3D"),)
    assert seen.one_card == (0, 2) and seen.my_turn is (state.to_move == 2)
    assert seen.unseen == ((1 << 52) - 1) & ~seen.mask & ~seen.played
    assert seen.next_seat(2) == state.next_seat(2)
    assert isinstance(seen.table, Combo) and seen.owner == 0 and not seen.over


# ---------------------------------------------------------------------------------------------
# Players by name, and plugins


def test_unknown_names_and_bad_settings_say_what_is_known() -> None:
    with pytest.raises(PlayerError, match=r"unknown player 'zzz'; known: .*expert, normal, novice"):
        bigtwo.players.player("zzz")
    with pytest.raises(PlayerError, match="did you mean 'expert'"):
        bigtwo.players.player("expret")
    with pytest.raises(PlayerError, match="named by a string"):
        bigtwo.players.player(3)  # type: ignore[arg-type]
    with pytest.raises(PlayerError, match="seed"):
        bigtwo.players.player("normal", seed=-1)
    with pytest.raises(PlayerError, match="seed"):
        bigtwo.players.player("normal", seed="1")  # type: ignore[arg-type]
    with pytest.raises(PlayerError, match=r"no setting 'iteration' \(did you mean 'iterations'\?\)"):
        bigtwo.players.player("expert", iteration=3)
    with pytest.raises(PlayerError, match="the normal player has no setting 'speed'; its settings: none"):
        bigtwo.players.player("normal", speed=3)
    with pytest.raises(PlayerError, match="pass_rate"):
        bigtwo.players.player("novice", pass_rate=1.5)
    with pytest.raises(PlayerError, match="iterations"):
        bigtwo.players.player("expert", iterations=0)
    with pytest.raises(PlayerError, match="budget_ms"):
        bigtwo.players.player("expert", budget_ms=-5)
    with pytest.raises(PlayerError, match="candidates"):
        bigtwo.players.player("expert", candidates=True)
    assert issubclass(PlayerError, bigtwo.BigTwoError) and issubclass(PlayerError, ValueError)


def test_a_player_refuses_what_is_not_its_turn() -> None:
    state = bigtwo.new_game(seed=1)
    idle = next(s for s in range(4) if s != state.to_move)
    for name in TINY:
        with pytest.raises(PlayerError, match="nothing to do"):
            built(name).act(bigtwo.view(state, idle))
        with pytest.raises(PlayerError, match="SeatView"):
            built(name).act(state)  # type: ignore[arg-type]


@attrs.frozen
class Lowest:
    """A player a plugin adds: always the first legal action."""

    seed: int = 0

    def act(self, view: SeatView) -> bigtwo.Action:
        return view.legal[0]


class LowestPlugin:
    @hookimpl
    def bigtwo_players(self) -> dict[str, Any]:
        return {"lowest": Lowest}


class ClashingPlugin:
    @hookimpl
    def bigtwo_players(self) -> dict[str, Any]:
        return {"normal": Lowest}


class BrokenPlugin:
    @hookimpl
    def bigtwo_players(self) -> dict[str, Any]:
        return {"bad": lambda seed: object(), "picky": lambda seed: Lowest(seed)}


class NotAMapping:
    @hookimpl
    def bigtwo_players(self) -> list[str]:
        return ["lowest"]


LOWEST = LowestPlugin()


def test_a_plugin_adds_a_player_through_the_hook() -> None:
    assert "lowest" in bigtwo.players.names(plugins=[LOWEST])
    assert "lowest" not in bigtwo.players.names()
    made = bigtwo.players.player("lowest", seed=4, plugins=[LOWEST])
    assert made == Lowest(4)
    state = bigtwo.new_game(seed=1)
    seen = bigtwo.view(state, state.to_move)  # type: ignore[arg-type]
    assert made.act(seen) == seen.legal[0]


def test_plugin_players_that_clash_or_misbehave_are_named() -> None:
    with pytest.raises(PlayerError, match=r"'normal' is offered by more than one plugin: .*ClashingPlugin"):
        bigtwo.players.player("normal", plugins=[ClashingPlugin()])
    with pytest.raises(PlayerError, match="has no act"):
        bigtwo.players.player("bad", plugins=[BrokenPlugin()])
    with pytest.raises(PlayerError, match=r"player 'picky' .*refused its settings"):
        bigtwo.players.player("picky", plugins=[BrokenPlugin()], depth=3)
    with pytest.raises(PlayerError, match="not a mapping"):
        bigtwo.players.player("lowest", plugins=[NotAMapping()])
    with pytest.raises(PlayerError, match="sequence of plugin objects"):
        bigtwo.players.player("normal", plugins="LowestPlugin")


def test_the_built_in_players_can_be_blocked_like_any_plugin(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BIGTWO_BLOCK_PLUGINS", "bigtwo.players._builtin")
    with pytest.raises(PlayerError, match="unknown player 'normal'"):
        bigtwo.players.player("normal")
    assert bigtwo.players.player("lowest", plugins=[LOWEST]) == Lowest(0)


def test_the_hook_is_specified_and_documented() -> None:
    doc = bigtwo.plugin.hookspecs.bigtwo_players.__doc__
    assert doc and "factory(seed=seed, **settings)" in doc


def test_normal_and_expert_take_a_redeal_the_rules_offer_and_the_novice_plays_on() -> None:
    rules = bigtwo.ruleset("dragon")
    for seed in range(2000):
        state = bigtwo.new_game(rules, seed=seed)
        if state.to_move is not None and bigtwo.Redeal(state.to_move) in bigtwo.view(state, state.to_move).legal:
            break
    else:  # pragma: no cover - the seeds above hold one
        pytest.fail("no weak hand to redeal in 2000 deals")
    seen = bigtwo.view(state, state.to_move)
    assert built("normal").act(seen) == bigtwo.Redeal(state.to_move)
    assert built("expert").act(seen) == bigtwo.Redeal(state.to_move)
    assert isinstance(built("novice").act(seen), Play)


@pytest.mark.parametrize("variant", ["cardroom", "classic"])
def test_normal_never_breaks_the_assistant_rule(variant: str) -> None:
    """Leading or following, when the next seat holds one card ``normal`` plays more than one card
    or its highest single: no deal records a violation."""
    rules = bigtwo.ruleset(variant, assistant="on")
    seats = [bigtwo.players.player("normal", seed=s) for s in range(4)]
    for seed in range(40):
        state = bigtwo.new_game(rules, seed=seed)
        while state.winner is None:
            seat = state.to_move
            assert seat is not None
            state = bigtwo.apply(state, seats[seat].act(bigtwo.view(state, seat)))
        assert state.violations == (), (seed, state.violations)
