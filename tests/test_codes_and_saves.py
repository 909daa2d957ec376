"""Deal codes, the shuffle, saved games, replays and matches."""

from __future__ import annotations

import json
import random

import pytest

import bigtwo
from bigtwo import GameError, GameState, InvalidSave, Pass, Play
from bigtwo._values.shuffle import shuffled_indices, splitmix64

# Golden orders: the same code must give the same 52 cards on every platform and in every
# future version. Changing one of these is a breaking change.
GOLDEN = {
    "B02L1739204": "Q♠ 10♣ 8♣ Q♦ A♠ Q♣ 7♠ 6♥ 6♠ 10♥ 9♦ 2♣ A♦ K♦ 2♠ 2♥ 3♥ 4♥ K♣ 3♦ 8♠ 3♣ K♠ 9♠ 4♦ J♣ 8♦ 8♥ 7♥ 9♣ 2♦ 10♠ 6♣ 5♥ J♥ 3♠ 5♠ Q♥ A♥ 4♣ 7♣ 5♦ 6♦ 5♣ 10♦ J♠ 4♠ 7♦ K♥ J♦ A♣ 9♥",
    "B00L0": "A♥ Q♦ 5♦ K♦ 6♥ 9♦ A♦ 5♣ 6♠ 3♦ 5♥ 4♥ J♥ 4♠ 2♥ Q♥ 10♥ 3♣ 10♦ 4♦ 9♥ 4♣ K♥ 8♥ 7♣ J♣ 8♦ 6♣ Q♣ 2♦ 5♠ 8♠ K♣ 7♦ 9♠ 8♣ 3♥ 9♣ Q♠ A♣ A♠ 7♠ 2♣ 10♠ 2♠ 3♠ J♦ K♠ 7♥ 10♣ 6♦ J♠",
    "B30W42": "4♥ 10♦ 6♦ Q♠ K♦ 3♦ 9♥ 9♣ 8♥ 4♦ A♥ Q♦ 9♠ K♥ 10♠ 7♣ 6♥ K♠ 7♥ 6♣ 7♠ 3♣ J♣ 4♠ 7♦ J♦ 2♠ 2♦ 10♣ 6♠ J♠ 2♣ 3♠ A♦ A♣ K♣ 8♦ 9♦ A♠ Q♥ 10♥ 4♣ 2♥ 8♣ 8♠ 5♠ 3♥ J♥ Q♣ 5♦ 5♥ 5♣",
    "X1.7.3.cardroom.straights=no-twos": "7♦ 4♦ Q♦ K♣ 10♣ J♠ 2♠ 7♥ K♥ J♦ 8♣ 3♣ 9♣ 2♣ 5♣ 9♠ 4♥ 3♠ A♣ K♦ 2♦ A♠ 3♥ Q♣ 6♥ 8♦ A♦ 3♦ 5♦ 8♠ 10♠ 6♠ 10♦ J♣ 9♥ Q♥ 4♣ Q♠ 7♠ 10♥ J♥ K♠ 2♥ 6♣ 6♦ 8♥ 4♠ 5♥ 7♣ A♥ 9♦ 5♠",
}  # fmt: skip
REDEAL_OF_1739204 = "J♦ 4♣ 2♣ A♦ 5♣ 10♦ A♣ K♦ 4♥ 9♠ 5♦ 7♣ 8♠ 8♥ 8♦ 3♣ Q♣ 2♠ 7♦ K♠ J♣ 3♥ 9♣ 10♥ K♣ 7♥ 8♣ 9♦ 2♥ Q♠ J♥ 6♥ Q♦ A♥ 4♠ K♥ 10♣ J♠ 2♦ 5♠ 6♣ 6♠ 3♠ 10♠ 5♥ 3♦ 9♥ 6♦ Q♥ A♠ 4♦ 7♠"  # fmt: skip


def test_splitmix64_matches_the_reference_vectors() -> None:
    stream = splitmix64(1234567)
    assert [next(stream) for _ in range(5)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821,
    ]  # fmt: skip
    assert next(splitmix64(0)) == 0xE220A8397B1DCDAF


@pytest.mark.parametrize("code", GOLDEN)
def test_golden_deal_orders(code: str) -> None:
    parsed = bigtwo.parse_deal_code(code)
    order = [bigtwo.DECK[i] for i in shuffled_indices(parsed.seed)]
    assert " ".join(map(str, order)) == GOLDEN[code]
    state = bigtwo.new_game(code=code)
    # Cards go one at a time to seats 0, 1, 2, ...
    for seat in range(state.players):
        assert set(state.hands[seat]) == set(order[seat : 13 * state.players : state.players])
    assert bigtwo.deal_code(state) == code


def test_redeals_take_the_next_shuffle() -> None:
    order = [bigtwo.DECK[i] for i in shuffled_indices(1739204, 1)]
    assert " ".join(map(str, order)) == REDEAL_OF_1739204


def test_seed_000_code_and_its_toggles() -> None:
    state = bigtwo.new_game(bigtwo.ruleset(), seed=1739204)
    assert bigtwo.deal_code(state) == "B02L1739204"
    cases = {
        "B12L5": {"suit_order": "clubs-lowest"},
        "B20L5": {"flush": "rank-first", "straights": "no-twos"},
        "B32W5": {"suit_order": "clubs-lowest", "flush": "rank-first", "opener": "last-winner"},
    }
    for code, options in cases.items():
        rules = bigtwo.ruleset("classic", **options)
        assert bigtwo.deal_code(bigtwo.new_game(rules, seed=5)) == code
        assert bigtwo.parse_deal_code(code).rules == rules
    assert bigtwo.parse_deal_code("b02l1739204").seed == 1739204  # any case


@pytest.mark.parametrize(
    ("rules", "players"),
    [
        (bigtwo.ruleset("dragon"), 4),
        (bigtwo.ruleset("classic"), 3),
        (bigtwo.ruleset("pusoy-dos", scoring="tiers"), 2),
        (bigtwo.ruleset("taiwanese", suit_order="clubs-lowest", opener="last-winner"), 4),
    ],
)
def test_longer_codes_round_trip(rules: bigtwo.RuleSet, players: int) -> None:
    state = bigtwo.new_game(rules, seed=99, players=players)
    code = bigtwo.deal_code(state)
    assert code.startswith("X1.99.")
    again = bigtwo.new_game(code=code)
    assert again == state


@pytest.mark.parametrize(
    "bad", ["", "B02L", "B42L1", "B01L1", "X1.1.5.classic", "X1.1.4.nope", "X1.1.4.classic.flush=x", 7]
)
def test_bad_codes(bad: object) -> None:
    with pytest.raises(InvalidSave):
        bigtwo.parse_deal_code(bad)  # type: ignore[arg-type]


def test_hand_set_deals_have_no_code() -> None:
    with pytest.raises(GameError, match="no code"):
        bigtwo.deal_code(bigtwo.new_game(hands=["3D", "4D"], players=2))


def random_deal(state: GameState, seed: int, steps: int | None = None) -> list[GameState]:
    rng = random.Random(seed)
    states = [state]
    while not state.over and (steps is None or len(states) <= steps):
        state = bigtwo.apply(state, rng.choice(bigtwo.legal_plays(state)))
        states.append(state)
    return states


def test_replay_reproduces_every_state() -> None:
    code = "B02L1739204"
    states = random_deal(bigtwo.new_game(code=code), 4)
    final = states[-1]
    replayed = bigtwo.replay(code, final.history)
    assert list(replayed) == [s for s in states]
    actions = [t.action for t in final.history if not t.auto]
    assert bigtwo.replay(code, actions)[-1] == final


@pytest.mark.parametrize("variant", ["classic", "cardroom", "dragon", "chinese"])
def test_saved_games_round_trip_and_continue(variant: str) -> None:
    rules = bigtwo.ruleset(variant)
    states = random_deal(bigtwo.new_game(rules, seed=21), 8)
    for state in [*states[:: max(1, len(states) // 6)], states[-1]]:
        text = bigtwo.dumps(state)
        restored = bigtwo.loads(text)
        assert restored == state
        if not state.over:  # continues exactly as before
            action = bigtwo.hint(state)
            assert bigtwo.apply(restored, action) == bigtwo.apply(state, action)
    hand_set = bigtwo.new_game(rules, hands=["3D 4D 5D", "6D 7D", "8D", "9D 2S"])
    assert bigtwo.loads(bigtwo.dumps(hand_set, indent=2)) == hand_set


def tamper(state: GameState, change: object) -> str:
    doc = json.loads(bigtwo.dumps(state))
    change(doc)  # type: ignore[operator]
    return json.dumps(doc, ensure_ascii=False)


MIDGAME = random_deal(bigtwo.new_game(seed=77), 3, steps=12)[-1]


def _swap_card(doc: dict[str, object]) -> None:
    hands = doc["state"]["hands"]  # type: ignore[index]
    first = hands[0].split()[0]
    hands[0] = " ".join(hands[0].split()[1:])
    hands[1] = hands[1] + " " + first


def _drop_last_play(doc: dict[str, object]) -> None:
    history = doc["history"]
    assert isinstance(history, list)
    last = max(i for i, entry in enumerate(history) if "play" in entry)
    del history[last:]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=2), "unknown format version 2"),
        (lambda d: d.update(format="chess"), "format is 'chess'"),
        (lambda d: d["dealt"].__setitem__(1, d["dealt"][0]), "is dealt twice"),
        (lambda d: d["dealt"].__setitem__(1, " ".join(d["dealt"][1].split()[1:])), "is missing"),
        (lambda d: d["state"].update(to_move=(d["state"]["to_move"] + 1) % 4), "not the right seat's turn"),
        (lambda d: d["state"].update(winner=0), "winner is 0 but the history gives None"),
        (_swap_card, "does not match the history"),
        (lambda d: d["history"][0].update(seat=(d["history"][0]["seat"] + 1) % 4), "It is not your turn"),
        (_drop_last_play, "does not match the history"),
        (lambda d: d["history"].append({"seat": 0, "auto": True, "pass": True}), "automatic pass"),
        (lambda d: d["history"].append({"seat": 0, "dance": True}), "not a play, a pass or a redeal"),
        (lambda d: d["rules"]["options"].update(colour="red"), "unknown option 'colour'"),
        (lambda d: d["rules"].update(variant="nope"), "unknown variant 'nope'"),
        (lambda d: d.update(players="four"), "'players' has the wrong type"),
        (lambda d: d["state"].update(hands="3♦"), "'hands' has the wrong type"),
        (lambda d: d["state"]["hands"].pop(), "3 hands for 4 players"),
        (lambda d: d["state"]["hands"].__setitem__(0, "1X"), "unknown card '1X'"),
        (lambda d: d.update(seed=d["seed"] + 1), "do not match seed"),
    ],
)
def test_tampered_saves_are_refused(change: object, message: str) -> None:
    with pytest.raises(InvalidSave) as info:
        bigtwo.loads(tamper(MIDGAME, change))
    assert message in str(info.value)


@pytest.mark.parametrize("text", ["", "[]", "{", "null", b"\xff"])
def test_not_json_or_not_an_object(text: str | bytes) -> None:
    with pytest.raises(InvalidSave):
        bigtwo.loads(text)


# Matches --------------------------------------------------------------------------------------


def play_out(match: bigtwo.Match, seed: int) -> bigtwo.Match:
    rng = random.Random(seed)
    while not match.over:
        match = match.apply(rng.choice(bigtwo.legal_plays(match.game)))
    return match


def played_deal_by_deal(match: bigtwo.Match, seed: int) -> tuple[bigtwo.Match, list[tuple[int, bool]]]:
    """``match`` played out by random legal actions, with (finished deals, over) after every action."""
    rng = random.Random(seed)
    seen = [(len(match.finished), match.over)]
    while not match.over:
        match = match.apply(rng.choice(bigtwo.legal_plays(match.game)))
        seen.append((len(match.finished), match.over))
    return match, seen


def points_left(deal: GameState) -> tuple[int, ...]:
    """A finished deal scored again from the cards each seat still holds (no doubling schemes)."""
    hands = [[c for c in bigtwo.DECK if m >> c.index & 1] for m in deal.masks]
    return bigtwo.score(hands, deal.rules).points


def test_a_match_of_fixed_length() -> None:
    rules = bigtwo.ruleset("chinese")
    match, seen = played_deal_by_deal(bigtwo.new_match(rules, seed=5, deals=4), 1)
    assert all(over == (finished == 4) for finished, over in seen)  # over exactly when the 4th deal ends
    assert len(match.finished) == 4 and match.game is match.finished[-1]
    assert [g.seed for g in match.finished] == [5, 6, 7, 8]
    assert [g.deal_number for g in match.finished] == [1, 2, 3, 4]
    assert [g.dealt for g in match.finished] == [bigtwo.deal(seed, 4, rules) for seed in (5, 6, 7, 8)]
    winners = [g.winner for g in match.finished]
    assert all(w is not None and g.masks[w] == 0 for w, g in zip(winners, match.finished, strict=True))
    assert [g.previous_winner for g in match.finished] == [None, *winners[:-1]]
    totals = [sum(points_left(g)[seat] for g in match.finished) for seat in range(4)]
    assert match.totals == tuple(totals) and all(t >= 0 for t in totals) and max(totals) > 0  # penalties
    assert match.winners == tuple(s for s, t in enumerate(totals) if t == min(totals))  # the lowest wins
    with pytest.raises(GameError, match="the match is over"):
        match.apply(Pass())


def test_last_winner_leads_the_next_deal_of_a_match() -> None:
    match = play_out(bigtwo.new_match(bigtwo.ruleset(opener="last-winner"), seed=9, deals=5), 2)
    for before, after in zip(match.finished, match.finished[1:], strict=False):
        assert after.setup.previous_winner == before.winner
        assert after.history[0].seat == before.winner
    assert match.finished[0].history[0].seat == bigtwo.new_game(seed=9).to_move


def test_a_match_to_a_target() -> None:
    match, seen = played_deal_by_deal(bigtwo.new_match(seed=12, target=25), 2)
    deals = len(match.finished)
    assert deals > 1 and match.over and match.game is match.finished[-1]
    assert all(not over for finished, over in seen if finished < deals)
    assert [g.seed for g in match.finished] == list(range(12, 12 + deals))
    running = [0, 0, 0, 0]
    reached = []
    for number, deal in enumerate(match.finished, 1):
        running = [total + points for total, points in zip(running, points_left(deal), strict=True)]
        if min(running) <= -25:  # a seat has lost 25 or more
            reached.append(number)
    assert reached[:1] == [deals]  # reached, and not before the last deal
    assert match.totals == tuple(running) and sum(running) == 0
    assert match.winners == tuple(s for s, t in enumerate(running) if t == max(running))
    with pytest.raises(GameError, match="the match is over"):
        match.apply(Pass())


def test_matches_save_and_restore() -> None:
    match = bigtwo.new_match(seed=31, deals=3)
    rng = random.Random(8)
    for _ in range(90):
        if match.over:
            break
        match = match.apply(rng.choice(bigtwo.legal_plays(match.game)))
    restored = bigtwo.loads(bigtwo.dumps(match))
    assert restored == match
    doc = json.loads(bigtwo.dumps(match))
    doc["totals"][0] += 1
    with pytest.raises(InvalidSave, match="do not add up"):
        bigtwo.loads(json.dumps(doc))


def test_ties_share_the_win() -> None:
    rules = bigtwo.ruleset(scoring="tiers-penalty")
    a = bigtwo.score(["", "3D", "4D", "5D 6D"], rules)
    b = bigtwo.score(["3C", "", "4C", "5C 6C"], rules)
    totals = bigtwo.match_totals([a, b])
    assert totals.totals == (1, 1, 2, 4) and totals.leaders == (0, 1)


def test_play_objects() -> None:
    assert Play("9S 9D") == Play(bigtwo.cards("9D 9S"))
    assert repr(Play("9S 9D")) == "Play('9♦ 9♠')"
    combo = bigtwo.classify("9S 9D", bigtwo.ruleset())
    assert Play(combo) == Play("9S 9D") and Play(combo).combo is combo


def test_a_code_carries_its_own_rules_and_players() -> None:
    with pytest.raises(GameError, match="for 4 players, not 3"):
        bigtwo.new_game(code="B02L1", players=3)
    with pytest.raises(GameError, match="carries its own rules"):
        bigtwo.new_game(bigtwo.ruleset("chinese"), code="B02L1")
    with pytest.raises(GameError, match="not both"):
        bigtwo.new_game(code="B02L1", seed=1)
    assert bigtwo.new_game(bigtwo.ruleset(), code="B02L1", players=4) == bigtwo.new_game(seed=1)
