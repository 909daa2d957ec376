"""The game engine: an immutable `GameState`, the actions on it, and the functions a table needs.

Verify, can, do: `check` returns the `Reason` an action is illegal (or ``None``), `legal_plays`
lists what the player to move may do, and `apply` returns a new state (raising `IllegalPlay`
with the reason for an illegal action). Nothing here mutates: the old state stays valid.

>>> import bigtwo
>>> state = bigtwo.new_game(bigtwo.ruleset(), seed=1739204)
>>> state.to_move == state.leader, state.table is None
(True, True)
>>> reason = bigtwo.check(state, bigtwo.Play(bigtwo.cards("AS")))
>>> reason.code, reason.message("es")
(<ReasonCode.NOT_IN_HAND: 'not-in-hand'>, 'No tienes el A♠')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs
from attrs import field, frozen

from . import messages
from .cards import DECK, Card, card_mask, cards_from_mask, hand_masks, union
from .combos import Combo, classify, comparison, plays_of_mask
from .errors import GameError, IllegalPlay, Reason, RulesError
from .model import (
    AssistantRule,
    AutoPassRule,
    DealRule,
    Direction,
    InstantWinRule,
    OpenerRule,
    PassRule,
    RedealRule,
)
from .rules import RuleSet, ruleset
from .shuffle import MAX_SEED, shuffled_indices

__all__ = [
    "Action",
    "GameState",
    "Pass",
    "Play",
    "Redeal",
    "Setup",
    "Turn",
    "apply",
    "can",
    "check",
    "deal",
    "describe",
    "hint",
    "legal_actions",
    "legal_plays",
    "new_game",
    "replay",
]

# ---------------------------------------------------------------------------------------------
# Actions


def _play_mask(value: str | Iterable[Card] | Combo) -> int:
    return value.mask if isinstance(value, Combo) else card_mask(value)


@frozen(init=False)
class Play:
    """Play these cards: ``Play(bigtwo.cards("9S 9D"))``, ``Play("9S 9D")`` or ``Play(combo)``."""

    mask: int
    """The cards as a 52-bit mask."""
    combo: Combo | None = field(eq=False, repr=False)
    """The classification the play came with, if any (reused when its rule set matches)."""

    def __init__(self, cards: str | Iterable[Card] | Combo) -> None:
        self.__attrs_init__(_play_mask(cards), cards if isinstance(cards, Combo) else None)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of the play, in `Card.index` order."""
        return cards_from_mask(self.mask)

    def __repr__(self) -> str:
        return f"Play({' '.join(str(c) for c in self.cards)!r})"


_new = object.__new__
_set_play_mask = Play.__dict__["mask"].__set__
_set_play_combo = Play.__dict__["combo"].__set__


def _play_of(combo: Combo) -> Play:
    play: Play = _new(Play)
    _set_play_mask(play, combo.mask)
    _set_play_combo(play, combo)
    return play


def play_tables(
    small: dict[int, Combo], by_nibble: list[tuple[tuple[Combo, ...], ...]]
) -> tuple[dict[int, Play], list[tuple[tuple[Play, ...], ...]]]:
    """The `Play` action of every single, pair and triple of a rule set, made once when the rule
    set is built (by mask, and laid out like ``by_nibble``), so `legal_plays` only looks them up."""
    actions = {mask: _play_of(combo) for mask, combo in small.items()}
    laid_out = [tuple(tuple(actions[c.mask] for c in group) for group in entry) for entry in by_nibble]
    return actions, laid_out


@frozen
class Pass:
    """Pass: do not play this time."""


@frozen
class Redeal:
    """Demand a redeal (where the rules allow it): ``seat`` holds a hand worth too little."""

    seat: int


Action = Play | Pass | Redeal
"""Anything a player can do."""

_PASS = Pass()


@frozen
class Turn:
    """One entry of a deal's history: who did what (``auto`` for passes the rules made)."""

    seat: int
    action: Action
    auto: bool = False


_set_turn_seat, _set_turn_action, _set_turn_auto = (Turn.__dict__[a.name].__set__ for a in attrs.fields(Turn))


def _turn(seat: int, action: Action, auto: bool = False) -> Turn:
    turn: Turn = _new(Turn)
    _set_turn_seat(turn, seat)
    _set_turn_action(turn, action)
    _set_turn_auto(turn, auto)
    return turn


# ---------------------------------------------------------------------------------------------
# The state


@frozen
class Setup:
    """What stays the same through a deal: the rules, the seats, the cards dealt, and the table
    rules the engine reads on every action, looked up once here."""

    rules: RuleSet
    """The rules of the deal."""
    players: int
    """How many players (2, 3 or 4)."""
    seed: int | None
    """The seed of the deal's shuffle, or ``None`` for cards given by hand."""
    dealt: tuple[int, ...]
    """Each seat's cards as dealt (after any redeal), as masks."""
    step: int
    """+1 when play goes to the next seat number, -1 when to the previous one."""
    deal_number: int = 1
    """Which deal of a match this is (1 for a single deal)."""
    shuffle_number: int = 0
    """How many redeals came before this deal (the shuffle of the seed it uses)."""
    previous_winner: int | None = None
    """The winner of the previous deal of the match, if any."""
    locks_out: bool = field(default=False, eq=False, repr=False)
    short_hand: bool = field(default=False, eq=False, repr=False)
    top_card: int = field(default=0, eq=False, repr=False)
    """The bit of the highest card when playing it makes everyone pass (auto_pass), else 0."""
    assistant: bool = field(default=False, eq=False, repr=False)

    @classmethod
    def of(
        cls,
        rules: RuleSet,
        players: int,
        seed: int | None,
        dealt: tuple[int, ...],
        *,
        deal_number: int = 1,
        shuffle_number: int = 0,
        previous_winner: int | None = None,
    ) -> Setup:
        """The setup of a deal, with the table rules looked up in ``rules``."""
        auto = rules.component("auto_pass", AutoPassRule)
        return cls(
            rules,
            players,
            seed,
            dealt,
            rules.component("direction", Direction).step(deal_number),
            deal_number,
            shuffle_number,
            previous_winner,
            locks_out=rules.component("pass_locks_out", PassRule).locks_out,
            short_hand=auto.short_hand,
            top_card=_highest_bit(rules) if auto.top_card else 0,
            assistant=rules.component("assistant", AssistantRule).enabled,
        )


@frozen
class GameState:
    """One deal of Big Two, frozen. Every function of the engine takes one and returns a new one.

    Everything a table shows is here: `hands`, ``to_move``, ``leader`` (the seat that opened
    the current round), ``table`` (the play to beat, ``None`` when the table is clear),
    ``winner`` and `one_card` (who holds exactly one card). Cards are kept as 52-bit masks.
    """

    setup: Setup
    """What stays the same through the deal (rules, players, seed, cards dealt)."""
    masks: tuple[int, ...]
    """Each seat's cards now, as masks."""
    to_move: int | None
    """The seat to act, or ``None`` once the deal is over."""
    leader: int
    """The seat that opened the current round (or is to open it)."""
    table: Combo | None
    """The play to beat, or ``None`` when the table is clear."""
    owner: int | None
    """The seat that made the play on the table."""
    passed: int
    """Seats that passed in the current round (since the table was last clear), as a bit mask."""
    opening: int
    """The card bit the next play must include (the lowest card dealt), or 0."""
    winner: int | None
    """The seat that went out (or won instantly); ``None`` until the deal ends."""
    history: tuple[Turn, ...]
    """Every action of the deal, in order, the automatic passes included."""
    violations: tuple[tuple[int, int], ...] = ()
    """Assistant-rule violations: (assistant seat, the seat he should have stopped)."""
    instant: bool = False
    """The deal was won by an instant-win hand at the deal."""

    @property
    def rules(self) -> RuleSet:
        """The rules of the deal."""
        return self.setup.rules

    @property
    def players(self) -> int:
        """How many players."""
        return self.setup.players

    @property
    def seed(self) -> int | None:
        """The seed of the deal, or ``None`` for cards given by hand."""
        return self.setup.seed

    @property
    def dealt(self) -> tuple[int, ...]:
        """Each seat's cards as dealt, as masks."""
        return self.setup.dealt

    @property
    def step(self) -> int:
        """+1 when play goes to the next seat number, -1 when to the previous one."""
        return self.setup.step

    @property
    def deal_number(self) -> int:
        """Which deal of a match this is."""
        return self.setup.deal_number

    @property
    def previous_winner(self) -> int | None:
        """The winner of the previous deal of the match, if any."""
        return self.setup.previous_winner

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, from the lowest to the highest single under the rules."""
        sort = self.setup.rules.sort
        return tuple(sort(cards_from_mask(m)) for m in self.masks)

    @property
    def cards_left(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(m.bit_count() for m in self.masks)

    @property
    def one_card(self) -> tuple[int, ...]:
        """The seats holding exactly one card."""
        return tuple(seat for seat, m in enumerate(self.masks) if m.bit_count() == 1)

    @property
    def over(self) -> bool:
        """Whether the deal has ended."""
        return self.winner is not None

    def next_seat(self, seat: int) -> int:
        """The seat that follows ``seat`` in this deal's direction."""
        return (seat + self.setup.step) % self.setup.players


(
    _set_setup,
    _set_masks,
    _set_to_move,
    _set_leader,
    _set_table,
    _set_owner,
    _set_passed,
    _set_opening,
    _set_winner,
    _set_history,
    _set_violations,
    _set_instant,
) = (GameState.__dict__[a.name].__set__ for a in attrs.fields(GameState))


def _state(
    setup: Setup,
    masks: tuple[int, ...],
    to_move: int | None,
    leader: int,
    table: Combo | None,
    owner: int | None,
    passed: int,
    opening: int,
    winner: int | None,
    history: tuple[Turn, ...],
    violations: tuple[tuple[int, int], ...],
    instant: bool = False,
) -> GameState:
    # The same object GameState(...) builds, without the frozen class's per-field setattr
    # detour: the engine makes one state per action.
    state: GameState = _new(GameState)
    _set_setup(state, setup)
    _set_masks(state, masks)
    _set_to_move(state, to_move)
    _set_leader(state, leader)
    _set_table(state, table)
    _set_owner(state, owner)
    _set_passed(state, passed)
    _set_opening(state, opening)
    _set_winner(state, winner)
    _set_history(state, history)
    _set_violations(state, violations)
    _set_instant(state, instant)
    return state


# ---------------------------------------------------------------------------------------------
# Dealing


def deal(seed: int, players: int = 4, rules: RuleSet | None = None, *, shuffle_number: int = 0) -> tuple[int, ...]:
    """The hands (as masks) that ``seed`` deals to ``players`` seats under ``rules``.

    Cards go one at a time to seats 0, 1, 2, ... from the shuffled deck. With ``deal=whole-deck``
    each seat gets ``52 // players`` and the rest goes to the holder of the lowest card;
    otherwise each gets 13 and the rest is not used.
    """
    rules = rules or ruleset()
    _check_players(players)
    _check_seed(seed)
    order = shuffled_indices(seed, shuffle_number)
    whole = rules.component("deal", DealRule).whole_deck
    each = 52 // players if whole else 13
    masks = [0] * players
    for k in range(each * players):
        masks[k % players] |= 1 << order[k]
    if whole:
        rest = order[each * players :]
        if rest:
            holder = _holder_of_lowest(masks, rules)
            for i in rest:
                masks[holder] |= 1 << i
    return tuple(masks)


def _check_players(players: object) -> int:
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise GameError(f"Big Two is played by 2, 3 or 4 players, not {players!r}")
    return players


def _check_seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise GameError(f"a seed is a whole number from 0 to {MAX_SEED}, not {seed!r}")
    return seed


def _lowest_bit(mask: int, rules: RuleSet) -> int:
    keys = rules.tables.card_key
    best = min((c.index for c in cards_from_mask(mask)), key=keys.__getitem__)
    return 1 << best


def _holder_of_lowest(masks: Sequence[int], rules: RuleSet) -> int:
    low = _lowest_bit(union(masks), rules)
    return next(seat for seat, m in enumerate(masks) if m & low)


def new_game(
    rules: RuleSet | None = None,
    *,
    seed: int | None = None,
    code: str | None = None,
    players: int | None = None,
    hands: Sequence[str | Iterable[Card]] | None = None,
    deal_number: int = 1,
    previous_winner: int | None = None,
) -> GameState:
    """Start a deal: from a ``seed`` (a random one if none is given), from a deal ``code``, or
    from ``hands`` given explicitly (one per seat, for puzzles and tests).

    ``players`` defaults to 4, or to the number of ``hands`` given.
    ``deal_number`` and ``previous_winner`` place the deal inside a match: with
    ``opener=last-winner`` the previous winner leads the second and later deals with any play.

    >>> state = new_game(seed=1739204)
    >>> state.cards_left, state.to_move
    ((13, 13, 13, 13), 3)
    """
    if code is not None:
        from .codes import parse_deal_code

        if seed is not None or hands is not None:
            raise GameError("give a deal code, or a seed or hands, not both")
        parsed = parse_deal_code(code)
        if rules is not None and rules != parsed.rules:
            raise GameError(f"deal code {code!r} carries its own rules; they differ from the rules given")
        if players is not None and players != parsed.players:
            raise GameError(f"deal code {code!r} is for {parsed.players} players, not {players}")
        rules, players, seed = parsed.rules, parsed.players, parsed.seed
    rules = rules if rules is not None else ruleset()
    if not isinstance(rules, RuleSet):
        raise RulesError(f"expected a RuleSet (see bigtwo.ruleset), not {rules!r}")
    if players is None:
        players = len(hands) if hands is not None and not isinstance(hands, str) else 4
    _check_players(players)
    if isinstance(deal_number, bool) or not isinstance(deal_number, int) or deal_number < 1:
        raise GameError(f"deal_number counts from 1, not {deal_number!r}")
    if previous_winner is not None and (
        isinstance(previous_winner, bool) or not isinstance(previous_winner, int) or not 0 <= previous_winner < players
    ):
        raise GameError(f"previous_winner is a seat from 0 to {players - 1}, not {previous_winner!r}")
    if hands is not None:
        if seed is not None:
            raise GameError("give a seed or hands, not both")
        if isinstance(hands, str) or len(hands) != players:
            raise GameError(f"give one hand per seat ({players}), not {hands!r}")
        masks = hand_masks(hands)
        if not all(masks):
            raise GameError("every seat needs at least one card")
    else:
        if seed is None:
            import secrets

            seed = secrets.randbelow(10**7)
        masks = deal(seed, players, rules)
    return _start(Setup.of(rules, players, seed, masks, deal_number=deal_number, previous_winner=previous_winner))


def _start(setup: Setup, history: tuple[Turn, ...] = ()) -> GameState:
    rules, masks = setup.rules, setup.dealt
    opener = rules.component("opener", OpenerRule)
    if opener.winner_leads_next_deal and setup.deal_number > 1 and setup.previous_winner is not None:
        leader, opening = setup.previous_winner, 0
    else:
        low = _lowest_bit(union(masks), rules)
        opening = low if opener.first_play_includes_lowest else 0
        leader = next(seat for seat, m in enumerate(masks) if m & low)
    state = GameState(
        setup=setup,
        masks=masks,
        to_move=leader,
        leader=leader,
        table=None,
        owner=None,
        passed=0,
        opening=opening,
        winner=None,
        history=history,
    )
    test = rules.component("instant_win", InstantWinRule).test
    if test is not None:
        for seat, m in enumerate(masks):
            if test(cards_from_mask(m), setup.players):
                return attrs.evolve(state, winner=seat, to_move=None, instant=True)
    return state


# ---------------------------------------------------------------------------------------------
# Checking


def _describe(combo: Combo, lang: str) -> str:
    run = combo.run
    top = run.ranks[-1] if run is not None else None
    return messages.describe_combo(combo.category, combo.rules.sort(combo.cards), top, lang)


def _both(combo: Combo) -> tuple[str, str]:
    return _describe(combo, "en"), _describe(combo, "es")


def _check_play(state: GameState, seat: int, mask: int, play: Play | None) -> Reason | Combo:
    """The reason a play by ``seat`` is illegal, or its classification."""
    hand = state.masks[seat]
    if mask & ~hand:
        return messages.not_in_hand(cards_from_mask(mask & ~hand))
    rules = state.setup.rules
    if state.opening and not mask & state.opening:
        return messages.must_include(DECK[state.opening.bit_length() - 1])
    table = state.table
    combo = play.combo if play is not None else None
    if combo is None or combo.rules is not rules:
        try:
            combo = classify(cards_from_mask(mask), rules)
        except IllegalPlay as exc:
            if table is not None and mask.bit_count() != table.size:
                return messages.wrong_size(table.size, mask.bit_count())
            return exc.reason
    if table is None:
        return combo
    if not rules.tables.bombs and combo.mask.bit_count() == table.mask.bit_count() and combo.category is table.category:
        if combo.key > table.key:
            return combo
        return messages.does_not_beat(_both(combo), _both(table))
    result = comparison(combo, table, rules)
    if result is None and combo.size != table.size:
        return messages.wrong_size(table.size, combo.size)
    if result is None or result <= 0:
        return messages.does_not_beat(_both(combo), _both(table))
    return combo


def _redeal_reason(state: GameState, seat: int) -> Reason | None:
    rule = state.rules.component("redeal", RedealRule)
    if rule.threshold is None:
        return messages.cannot_redeal("the rules have no redeals", "las reglas no lo permiten")
    if state.seed is None:
        return messages.cannot_redeal("these cards were not dealt from a seed", "estas cartas no salen de una semilla")
    if any(isinstance(t.action, Play) for t in state.history):
        return messages.cannot_redeal("the first play has been made", "ya se ha hecho la primera jugada")
    worth = rule.worth(cards_from_mask(state.masks[seat]))
    if worth > rule.threshold:
        return messages.cannot_redeal(
            f"your hand is worth {worth} points (at most {rule.threshold})",
            f"tu mano vale {worth} puntos (como mucho {rule.threshold})",
        )
    return None


def _verdict(state: GameState, action: object, seat: int | None) -> Reason | Combo | None:
    """Reason | Combo (a legal play) | None (a legal pass or redeal)."""
    if type(action) is Play and seat is None and state.winner is None:  # the common case first
        return _check_play(state, state.to_move, action.mask, action)  # type: ignore[arg-type]
    if isinstance(action, Redeal):
        if state.winner is not None:
            return messages.GAME_OVER
        if not isinstance(action.seat, int) or not 0 <= action.seat < state.players:
            raise GameError(f"Redeal names a seat from 0 to {state.players - 1}, not {action.seat!r}")
        return _redeal_reason(state, action.seat)
    if not isinstance(action, Play | Pass):
        raise GameError(f"an action is a Play, a Pass or a Redeal, not {action!r}")
    if state.winner is not None:
        return messages.GAME_OVER
    to_move = state.to_move
    assert to_move is not None
    if seat is not None and seat != to_move:
        return messages.not_your_turn(seat, to_move)
    if isinstance(action, Pass):
        if state.table is None:
            return messages.LEADER_CANNOT_PASS
        return None
    return _check_play(state, to_move, action.mask, action)


def check(state: GameState, action: Action, *, seat: int | None = None) -> Reason | None:
    """The `Reason` ``action`` is illegal now, or ``None`` if it is legal.

    ``seat`` is who is acting (default: the player to move); reasons come in this order: not
    your turn or deal over; cards not in the hand; the leader passes; the first play lacks the
    lowest card; wrong number of cards; not a combination; a table rule forbids it; does not
    beat the table.
    """
    _check_state(state)
    verdict = _verdict(state, action, seat)
    return verdict if isinstance(verdict, Reason) else None


def can(state: GameState, action: Action, *, seat: int | None = None) -> bool:
    """Whether ``action`` is legal now."""
    return check(state, action, seat=seat) is None


def _check_state(state: object) -> None:
    if not isinstance(state, GameState):
        raise GameError(f"expected a GameState (see bigtwo.new_game), not {state!r}")


# ---------------------------------------------------------------------------------------------
# Applying


def apply(state: GameState, action: Action, *, seat: int | None = None) -> GameState:
    """The state after ``action``; raise `IllegalPlay` (with the reason) if it is illegal.

    The given state is never changed. Automatic passes the rules call for are applied too and
    recorded in the history with ``auto=True``.
    """
    if type(state) is not GameState:
        _check_state(state)
    verdict = _verdict(state, action, seat)
    if isinstance(verdict, Reason):
        raise IllegalPlay(verdict)
    if isinstance(action, Redeal):
        return _redeal(state, action.seat)
    to_move = state.to_move
    assert to_move is not None
    if verdict is None:  # a pass
        table, owner = state.table, state.owner
        assert table is not None and owner is not None
        history = (*state.history, _turn(to_move, _PASS))
        passed = state.passed | (1 << to_move)
        return _advance(state, to_move, state.masks, state.leader, table, owner, passed, history, state.violations)
    assert isinstance(verdict, Combo) and isinstance(action, Play)
    return _after_play(state, to_move, verdict, action)


def _redeal(state: GameState, seat: int) -> GameState:
    setup = state.setup
    assert setup.seed is not None
    number = setup.shuffle_number + 1
    masks = deal(setup.seed, setup.players, setup.rules, shuffle_number=number)
    new_setup = attrs.evolve(setup, dealt=masks, shuffle_number=number)
    return _start(new_setup, (*state.history, Turn(seat, Redeal(seat))))


def _after_play(state: GameState, seat: int, combo: Combo, play: Play) -> GameState:
    setup = state.setup
    masks = list(state.masks)
    before = masks[seat]
    masks[seat] = before & ~combo.mask
    history = (*state.history, _turn(seat, play if play.combo is combo else _play_of(combo)))
    violations = state.violations
    nxt = (seat + setup.step) % setup.players
    if (
        setup.assistant
        and combo.size == 1
        and masks[nxt].bit_count() == 1
        and combo.mask != _highest_single_bit(before, setup.rules)
    ):
        violations = (*violations, (seat, nxt))
    leader = seat if state.table is None else state.leader
    if not masks[seat]:
        return _state(setup, tuple(masks), None, leader, combo, seat, 0, 0, seat, history, violations)
    if setup.top_card and combo.mask & setup.top_card and combo.size <= 3:
        # Everyone else passes at once: the table clears and the same player leads again.
        others = [(seat + k * setup.step) % setup.players for k in range(1, setup.players)]
        history += tuple(Turn(s, _PASS, auto=True) for s in others)
        return _state(setup, tuple(masks), seat, seat, None, None, 0, 0, None, history, violations)
    return _advance(state, seat, tuple(masks), leader, combo, seat, state.passed, history, violations)


def _highest_bit(rules: RuleSet) -> int:
    return 1 << rules.tables.card_key.index(51)


def _highest_single_bit(mask: int, rules: RuleSet) -> int:
    """The bit of the highest single in ``mask``."""
    keys = rules.tables.card_key
    return 1 << max((c.index for c in cards_from_mask(mask)), key=keys.__getitem__)


def _advance(
    state: GameState,
    seat: int,
    masks: tuple[int, ...],
    leader: int,
    table: Combo,
    owner: int,
    passed: int,
    history: tuple[Turn, ...],
    violations: tuple[tuple[int, int], ...],
) -> GameState:
    """The state with the turn moved on from ``seat``: seats out of the round (they passed, with
    ``pass_locks_out``) are skipped, seats holding fewer cards than the table play pass
    automatically (``auto_pass``), and the table clears when the turn comes back to its owner."""
    setup = state.setup
    step, players = setup.step, setup.players
    nxt = (seat + step) % players
    while nxt != owner:
        if setup.locks_out and passed & (1 << nxt):
            nxt = (nxt + step) % players
            continue
        if setup.short_hand and masks[nxt].bit_count() < table.size:
            passed |= 1 << nxt
            history += (_turn(nxt, _PASS, True),)
            nxt = (nxt + step) % players
            continue
        return _state(setup, masks, nxt, leader, table, owner, passed, 0, None, history, violations)
    # Everyone else passed: the table clears and the owner leads a new round.
    return _state(setup, masks, owner, owner, None, None, 0, 0, None, history, violations)


# ---------------------------------------------------------------------------------------------
# What may be done


def legal_plays(state: GameState) -> tuple[Play | Pass, ...]:
    """Every legal play of the player to move, weakest first, then `Pass` when passing is allowed.

    Empty once the deal is over. (A `Redeal` is not a play: see `legal_actions`.)
    """
    if type(state) is not GameState:
        _check_state(state)
    to_move = state.to_move
    if to_move is None:
        return ()
    table = state.table
    hand = state.masks[to_move]
    tables = state.setup.rules.tables
    if table is not None and table.size < 5 and not tables.bombs:
        # Following a single, pair or triple: the prepared actions of that size, from the
        # table's rank up (a single's or pair's key is rank * 4 + suit position, a triple's its rank).
        index = table.size - 1
        floor = table.key
        actions = tables.actions_by_nibble
        start = floor >> 2 if index < 2 else floor
        # At the table's own rank only the stronger ones beat it; every higher rank beats it.
        at = start << 4 | (hand >> (start << 2)) & 15
        out: list[Play | Pass] = [p for p in actions[at][index] if p.combo.key > floor]
        for r in range(start + 1, 13):
            nib = (hand >> (r << 2)) & 15
            if nib:
                out += actions[r << 4 | nib][index]
        out.append(_PASS)
        return tuple(out)
    found = plays_of_mask(hand, state.setup.rules, table)
    opening = state.opening
    if opening:
        found = [c for c in found if c.mask & opening]
    small = tables.small_actions
    out = [small.get(c.mask) or _play_of(c) for c in found]
    if table is not None:
        out.append(_PASS)
    return tuple(out)


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """`legal_plays`, plus a `Redeal` for every seat that may demand one now."""
    extra = tuple(Redeal(s) for s in range(state.players) if state.winner is None and _redeal_reason(state, s) is None)
    return legal_plays(state) + extra


def hint(state: GameState) -> Play | Pass:
    """A sensible legal action for the player to move; never applied, never illegal.

    Following: the weakest play that beats the table (not breaking out a bomb when something
    else will do), or `Pass` when nothing beats it. Leading: a play with the lowest card in hand,
    the one that sheds the most cards (a straight rather than a single 3), the weakest of those.
    """
    options = legal_plays(state)
    if not options:
        raise GameError("the deal is over: there is nothing to hint")
    found = [p for p in options if isinstance(p, Play)]
    if state.table is not None:
        if not found:
            return _PASS
        bombs = state.rules.tables.bombs
        plain = [p for p in found if p.combo is not None and p.combo.category not in bombs]
        return (plain or found)[0]
    to_move = state.to_move
    assert to_move is not None
    low = _lowest_bit(state.masks[to_move], state.rules)
    with_low = [p for p in found if p.mask & low] or found
    return max(with_low, key=lambda p: (p.mask.bit_count(), -_key(p)))


def _key(play: Play) -> int:
    return play.combo.key if play.combo is not None else 0


def describe(state: GameState, selection: str | Iterable[Card], lang: str = "en") -> str:
    """The readout line for a selection of the player to move: what play it makes and whether
    it beats the table, or why it cannot be played.

    >>> state = new_game(hands=["9D 9C 3D", "KD KS 4D", "5D", "6D"])
    >>> describe(state, "3D", "es")
    '3♦'
    >>> describe(state, "9D 9C", "es")
    'La primera jugada tiene que llevar el ♦3'
    """
    messages.language(lang)
    _check_state(state)
    mask = _play_mask(selection)
    if state.winner is not None:
        return messages.GAME_OVER.message(lang)
    if not mask:
        return ""
    to_move = state.to_move
    assert to_move is not None
    verdict = _check_play(state, to_move, mask, None)
    if isinstance(verdict, Reason):
        return verdict.message(lang)
    text = messages.capitalized(_describe(verdict, lang))
    if state.table is None:
        return text
    return f"{text} · {'gana a la mesa' if lang == 'es' else 'beats the table'}"


def replay(start: GameState | str, actions: Iterable[Action | Turn]) -> tuple[GameState, ...]:
    """Every state of a deal, from its start (a state or a deal code) through ``actions``.

    ``actions`` may be bare actions (each made by the player to move; a `Redeal` names its own
    seat) or the `Turn` entries of a history, whose automatic passes are skipped since the rules
    make them again. Raises `IllegalPlay` at the first illegal action.

    >>> final = new_game(code="B02L1739204")
    >>> states = replay("B02L1739204", [hint(final)])
    >>> len(states), states[1].history[0].seat == final.to_move
    (2, True)
    """
    state = new_game(code=start) if isinstance(start, str) else start
    _check_state(state)
    states = [state]
    for item in actions:
        if isinstance(item, Turn):
            if item.auto:
                continue
            seat: int | None = None if isinstance(item.action, Redeal) else item.seat
            state = apply(state, item.action, seat=seat)
        else:
            state = apply(state, item)
        states.append(state)
    return tuple(states)
