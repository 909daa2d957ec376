"""Dealing: the cards a seed deals, who leads, and the first state of a deal.

The public `bigtwo.new_game` (which also reads deal codes) builds on `start_game` here.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterable, Sequence

import attrs

from .._plays.combos import check_rules
from .._rules.building import ruleset
from .._rules.ruleset import RuleSet
from .._spec.components import DealRule, InstantWinRule, OpenerRule, Opening
from .._values.cards import DECK, Card, cards_from_mask, hand_masks, union
from .._values.checks import MAX_DEAL_NUMBER, whole
from .._values.errors import GameError, RulesError, shown
from .._values.forms import given
from .._values.shuffle import MAX_SEED, MAX_SHUFFLES, shuffled_indices
from .actions import Turn
from .state import GameState, Setup

__all__ = [
    "MAX_DEAL_NUMBER",
    "check_players",
    "check_seat",
    "check_seed",
    "deal",
    "highest_bit",
    "holder_of_lowest",
    "lowest_bit",
    "shuffled_hands",
    "start",
    "start_game",
]


def check_players(players: object) -> int:
    """``players`` if it is 2, 3 or 4; `GameError` otherwise."""
    if not whole(players, 2, 4):
        raise GameError("bad-players", value=given(players))
    return players


def check_seed(seed: object) -> int:
    """``seed`` if it is a whole number from 0 to `MAX_SEED`; `GameError` otherwise."""
    if not whole(seed, 0, MAX_SEED):
        raise GameError("bad-seed", most=MAX_SEED, value=given(seed))
    return seed


def check_seat(seat: object, players: int, what: str = "seat") -> int:
    """``seat`` if it is a seat number below ``players``; `GameError` otherwise (``what`` is the
    argument's name, as the message gives it)."""
    if not whole(seat, 0, players - 1):
        raise GameError("bad-seat", name=what, last=players - 1, value=given(seat))
    return seat


_BITS = tuple(1 << i for i in range(52))
"""The bit of each card index."""


def deal(seed: int, players: int = 4, rules: RuleSet | None = None, *, shuffle_number: int = 0) -> tuple[int, ...]:
    """The hands (as masks) that ``seed`` deals to ``players`` seats under ``rules``.

    Cards go one at a time to seats 0, 1, 2, ... from the shuffled deck. With ``deal=whole-deck``
    each seat gets ``52 // players`` and the rest goes to the holder of the lowest card;
    otherwise each gets 13 and the rest is not used.

    Args:
        seed: The seed of the shuffle, a whole number from 0 to `MAX_SEED`.
        players: How many seats: 2, 3 or 4.
        rules: The rules whose ``deal`` option says how many cards each seat gets (default:
            the classic rules).
        shuffle_number: Which shuffle of the seed: 0 for the deal, ``k`` after ``k`` redeals
            (at most 1000).

    Returns:
        One 52-bit mask per seat, in seat order (bit ``card.index`` set for each card dealt).

    Raises:
        GameError: ``players``, ``seed`` or ``shuffle_number`` is out of range.
        RulesError: ``rules`` is not a `RuleSet`.
    """
    rules = check_rules(rules) if rules is not None else ruleset()
    check_players(players)
    check_seed(seed)
    if not whole(shuffle_number, 0, MAX_SHUFFLES):
        raise GameError("bad-shuffle-number", most=MAX_SHUFFLES, value=given(shuffle_number))
    return _dealt(shuffled_indices(seed, shuffle_number), players, rules)


def _dealt(order: Sequence[int], players: int, rules: RuleSet) -> tuple[int, ...]:
    """The hands a shuffled deck (card indices, top first) deals to ``players`` seats."""
    whole_deck = rules.component("deal", DealRule).whole_deck
    each = 52 // players if whole_deck else 13
    bit = _BITS.__getitem__
    masks = [sum(map(bit, order[seat : each * players : players])) for seat in range(players)]
    if whole_deck:
        rest = order[each * players :]
        if rest:
            holder = holder_of_lowest(masks, rules)
            for i in rest:
                masks[holder] |= 1 << i
    return tuple(masks)


def shuffled_hands(rng: random.Random, players: int = 4, rules: RuleSet | None = None) -> tuple[tuple[Card, ...], ...]:
    """Hands dealt as `deal` deals them, from a deck shuffled by ``rng`` instead of a seed.

    For a game whose deal nobody may work out: a seed is one of at most `MAX_SEED` + 1, so a
    player who sees only his own cards can find it by trying every seed, and then knows every
    hand. A `secrets.SystemRandom` leaves nothing to try. Deals dealt from these hands have no
    seed and no deal code (`new_game` and `new_match` take them as ``hands``).

    Args:
        rng: The shuffler: a `random.Random`, or `secrets.SystemRandom` for hands nobody can
            predict.
        players: How many seats: 2, 3 or 4.
        rules: The rules whose ``deal`` option says how many cards each seat gets (default:
            the classic rules).

    Returns:
        Each seat's cards, in seat order.

    Raises:
        GameError: ``players`` is out of range, or ``rng`` is not a `random.Random`.
        RulesError: ``rules`` is not a `RuleSet`.

    >>> import random, bigtwo
    >>> [len(h) for h in bigtwo.shuffled_hands(random.Random(1), players=3)]
    [13, 13, 13]
    """
    rules = check_rules(rules) if rules is not None else ruleset()
    check_players(players)
    if not isinstance(rng, random.Random):
        raise GameError("not-a-shuffler", value=shown(rng))
    order = list(range(52))
    rng.shuffle(order)
    return tuple(cards_from_mask(m) for m in _dealt(order, players, rules))


def lowest_bit(mask: int, rules: RuleSet) -> int:
    """The bit of the lowest single in ``mask`` (not empty) under ``rules``: of the lowest rank
    it holds, the suit the suit order puts lowest."""
    shift = ((mask & -mask).bit_length() - 1) & ~3  # 4 * the lowest rank
    return 1 << (shift | rules.tables.lowest_suit[mask >> shift & 15])


def highest_bit(mask: int, rules: RuleSet) -> int:
    """The bit of the highest single in ``mask`` (not empty) under ``rules``: of the highest rank
    it holds, the suit the suit order puts highest."""
    shift = (mask.bit_length() - 1) & ~3  # 4 * the highest rank
    return 1 << (shift | rules.tables.highest_suit[mask >> shift & 15])


def holder_of_lowest(masks: Sequence[int], rules: RuleSet) -> int:
    """The seat holding the lowest card dealt."""
    low = lowest_bit(union(masks), rules)
    return next(seat for seat, m in enumerate(masks) if m & low)


def start_game(
    rules: RuleSet,
    *,
    seed: int | None = None,
    players: int | None = None,
    hands: Sequence[str | Iterable[Card]] | None = None,
    deal_number: int = 1,
    previous_winner: int | None = None,
) -> GameState:
    """The first state of a deal from a seed (a random one if neither it nor hands is given) or
    from explicit hands; the arguments are those of `bigtwo.new_game`, less the deal code."""
    check_rules(rules)
    if hands is not None and (isinstance(hands, str | bytes) or not isinstance(hands, Sequence)):
        raise GameError("hands-not-a-sequence", value=shown(hands))
    if players is None:
        players = len(hands) if hands is not None else 4
    check_players(players)
    if not whole(deal_number, 1, MAX_DEAL_NUMBER):
        raise GameError("bad-deal-number", most=MAX_DEAL_NUMBER, value=given(deal_number))
    if previous_winner is not None:
        check_seat(previous_winner, players, "previous_winner")
    if hands is not None:
        if seed is not None:
            raise GameError("seed-and-hands")
        if len(hands) != players:
            raise GameError("wrong-number-of-hands", players=players, given=len(hands))
        masks = hand_masks(hands)
        if not all(masks):
            raise GameError("empty-hand", seat=masks.index(0))
    else:
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "big") % 10**7  # os, not secrets: no OpenSSL at import
        masks = deal(check_seed(seed), players, rules)
    return start(Setup.of(rules, players, seed, masks, deal_number=deal_number, previous_winner=previous_winner))


def start(setup: Setup, history: tuple[Turn, ...] = ()) -> GameState:
    """The state at the start of the deal ``setup`` describes (after ``history``'s redeals)."""
    rules, masks = setup.rules, setup.dealt
    opener = rules.component("opener", OpenerRule)
    if opener.choose is not None:
        low = lowest_bit(union(masks), rules)
        hands = tuple(cards_from_mask(m) for m in masks)
        seen = Opening(hands, DECK[low.bit_length() - 1], setup.deal_number, setup.previous_winner, rules)
        option = f"opener={rules.option('opener')}"
        try:
            leader, card = opener.choose(seen)
        except Exception as exc:  # a plugin's opener rule with a bug, or an answer of the wrong shape
            raise RulesError("opener-failed", option=option, error=shown(exc)) from exc
        if card is not None and not isinstance(card, Card):
            raise RulesError("opener-bad-card", option=option, value=shown(card))
        if not whole(leader, 0, setup.players - 1):
            raise RulesError("opener-bad-seat", option=option, value=given(leader), last=setup.players - 1)
        if card is not None and not masks[leader] & (1 << card.index):
            raise RulesError("opener-card-not-held", option=option, seat=leader, card=str(card))
        opening = 0 if card is None else 1 << card.index
    elif opener.winner_leads_next_deal and setup.deal_number > 1 and setup.previous_winner is not None:
        leader, opening = setup.previous_winner, 0
    else:
        low = lowest_bit(union(masks), rules)
        opening = low if opener.first_play_includes_lowest else 0
        leader = next(seat for seat, m in enumerate(masks) if m & low)
    state = GameState(
        setup=setup,
        masks=masks,
        to_move=leader,
        leader=leader,
        table=None,
        owner=None,
        passed_mask=0,
        opening_mask=opening,
        winner=None,
        history=history,
    )
    test = rules.component("instant_win", InstantWinRule).test
    if test is not None:
        for seat, m in enumerate(masks):
            if test(cards_from_mask(m), setup.players):
                return attrs.evolve(state, winner=seat, to_move=None, instant=True)
    return state
