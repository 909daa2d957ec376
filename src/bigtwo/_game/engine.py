"""The game engine: check an action (verify), `can`, and `apply` it to get a new state (do).

`check` returns the `Reason` an action is illegal (or ``None``); `apply` returns a new state,
raising `IllegalPlay` with the reason for an illegal action. Nothing here mutates: the old state
stays valid.

>>> import bigtwo
>>> state = bigtwo.new_game(bigtwo.ruleset(), seed=1739204)
>>> reason = bigtwo.check(state, bigtwo.Play(bigtwo.cards("AS")))
>>> reason.code, reason.message("es")
(<ReasonCode.NOT_IN_HAND: 'not-in-hand'>, 'No tienes el A♠')
"""

from __future__ import annotations

from typing import cast

import attrs

from .._plays.combos import Combo, combo_of_mask
from .._plays.ordering import comparison
from .._rules.ruleset import RuleSet
from .._spec.components import RedealRule
from .._values.cards import DECK, cards_from_mask
from .._values.errors import GameError, IllegalPlay, Reason, RulesError, shown
from .._values.forms import given
from .._values.shuffle import MAX_SHUFFLES
from .._values.texts import Text
from . import reasons
from .actions import AUTO_PASSES, PASSES, Action, Pass, Play, Redeal, Turn, make_turn, play_of, prepared_actions
from .dealing import check_seat, deal, highest_bit, start
from .state import GameState, Setup, make_state

__all__ = ["apply", "can", "check", "check_play", "check_state", "redeal_reason"]


def check_state(state: object) -> GameState:
    """``state`` if it is a `GameState`; `GameError` otherwise."""
    if not isinstance(state, GameState):
        raise GameError("not-a-game-state", value=shown(state))
    return state


def check_play(state: GameState, seat: int, mask: int) -> Reason | Combo:
    """The reason a play of ``mask`` by ``seat`` is illegal, or its classification (the rule
    set's own: only the cards of a play are trusted, never a `Combo` it carries)."""
    return check_cards(state.masks[seat], state.opening_mask, state.table, state.setup.rules, mask)


def check_cards(hand: int, opening: int, table: Combo | None, rules: RuleSet, mask: int) -> Reason | Combo:
    """`check_play` from what the player knows: its ``hand``, the card the play must include
    (``opening``, a mask, 0 for none), the ``table`` and the rules."""
    if type(mask) is not int:
        raise GameError("play-mask-not-int", type=type(mask).__name__)
    if mask & ~hand:
        if mask < 0 or mask >> 52:
            raise GameError("play-mask-out-of-range", value=mask)
        return reasons.not_in_hand(cards_from_mask(mask & ~hand))
    if opening and not mask & opening:
        return reasons.must_include(DECK[opening.bit_length() - 1])
    combo = combo_of_mask(mask, rules)  # the rule set's own, whatever combo the play came with
    if type(combo) is not Combo:
        if table is not None and mask.bit_count() != table.size:
            return reasons.wrong_size(table.size, mask.bit_count())
        return combo
    if table is None:
        return combo
    if not rules.tables.bombs and combo.mask.bit_count() == table.mask.bit_count() and combo.category is table.category:
        if combo.key > table.key:
            return combo
        return reasons.does_not_beat(combo, table)
    result = comparison(combo, table, rules)
    if result is None and combo.size != table.size:
        return reasons.wrong_size(table.size, combo.size)
    if result is None or result <= 0:
        return reasons.does_not_beat(combo, table)
    return combo


def redeal_reason(state: GameState, seat: int) -> Reason | None:
    """Why ``seat`` may not demand a redeal now, or ``None`` if it may."""
    rule = state.rules.component("redeal", RedealRule)
    if rule.threshold is None:
        return reasons.cannot_redeal(Text("redeal.no-redeals"))
    if state.seed is None:
        return reasons.cannot_redeal(Text("redeal.not-seeded"))
    if any(isinstance(t.action, Play) for t in state.history):
        return reasons.cannot_redeal(Text("redeal.after-first-play"))
    worth = rule.worth(cards_from_mask(state.masks[seat]))
    if worth > rule.threshold:
        return reasons.cannot_redeal(Text("redeal.hand-too-strong", worth=worth, threshold=rule.threshold))
    return None


def _verdict(state: GameState, action: object, seat: object) -> Reason | Combo | None:
    """Reason | Combo (a legal play) | None (a legal pass or redeal)."""
    if seat is None and state.winner is None:  # the common cases first: the player to move plays or passes
        if type(action) is Play:
            return check_play(state, state.to_move, action.mask)  # type: ignore[arg-type]
        if type(action) is Pass:
            return reasons.LEADER_CANNOT_PASS if state.table is None else None
    if seat is not None:
        seat = check_seat(seat, state.players, "seat")
    if isinstance(action, Redeal):
        if state.winner is not None:
            return reasons.GAME_OVER
        if not 0 <= action.seat < state.players:
            raise GameError("redeal-bad-seat", last=state.players - 1, value=given(action.seat))
        if seat is not None and seat != action.seat:
            raise GameError("redeal-for-other-seat", seat=seat, other=action.seat)
        return redeal_reason(state, action.seat)
    if not isinstance(action, Play | Pass):
        raise GameError("not-an-action", value=shown(action))
    if state.winner is not None:
        return reasons.GAME_OVER
    to_move = state.to_move
    assert to_move is not None
    if seat is not None and seat != to_move:
        return reasons.not_your_turn(seat, to_move)
    if isinstance(action, Pass):
        if state.table is None:
            return reasons.LEADER_CANNOT_PASS
        return None
    return check_play(state, to_move, action.mask)


def check(state: GameState, action: Action, *, seat: int | None = None) -> Reason | None:
    """The `Reason` ``action`` is illegal now, or ``None`` if it is legal.

    The state is only read: this is the check a UI makes before anything is applied.

    Args:
        state: The deal.
        action: A `Play`, a `Pass` or a `Redeal`.
        seat: Who is acting, or ``None`` for the player to move (a `Redeal` names its own seat).

    Returns:
        ``None`` when the action is legal; otherwise the first reason it is not, in this order:
        not your turn or deal over; cards not in the hand; the leader passes; the first play
        lacks the lowest card; wrong number of cards; not a combination; a table rule forbids
        it; does not beat the table.

    Raises:
        GameError: ``state`` is not a `GameState`, ``action`` is not an action, ``seat`` is not
            a seat at the table, or a `Redeal` names a seat not at the table or another seat
            than ``seat``.
    """
    check_state(state)
    verdict = _verdict(state, action, seat)
    return verdict if isinstance(verdict, Reason) else None


def can(state: GameState, action: Action, *, seat: int | None = None) -> bool:
    """Whether ``action`` is legal now (`check` finds no reason against it).

    Args:
        state: The deal.
        action: A `Play`, a `Pass` or a `Redeal`.
        seat: Who is acting, or ``None`` for the player to move.

    Returns:
        ``True`` when `apply` would accept the action.

    Raises:
        GameError: The arguments are not a state, an action and a seat (see `check`).
    """
    return check(state, action, seat=seat) is None


def apply(state: GameState, action: Action, *, seat: int | None = None) -> GameState:
    """The state after ``action``; raise `IllegalPlay` (with the reason) if it is illegal.

    The given state is never changed. Automatic passes the rules call for are applied too and
    recorded in the history with ``auto=True``.

    Args:
        state: The deal.
        action: A `Play`, a `Pass` or a `Redeal`.
        seat: Who is acting, or ``None`` for the player to move (a `Redeal` names its own seat).

    Returns:
        A new state: the action in the history, the turn passed on (or the table cleared, or
        the deal won), or after a `Redeal` the deal's next shuffle dealt anew.

    Raises:
        IllegalPlay: The action is illegal now; its `IllegalPlay.reason` is what `check` returns.
        GameError: The arguments are not a state, an action and a seat (see `check`), or a deal
            is redealt more than 1000 times.
        RulesError: A plugin's automatic-pass or opener rule fails while the turn moves on.
    """
    if type(state) is not GameState:
        check_state(state)
    to_move = state.to_move
    if seat is None and to_move is not None and state.winner is None:  # the common cases first: a play or a pass
        setup, table = state.setup, state.table
        if type(action) is Play:
            mask = action.mask
            masks = state.masks
            hand = masks[to_move]
            # A single, pair or triple of the hand that includes the opening card and beats the
            # table's play of its kind, where the turn simply moves on: `check_cards` and
            # `_after_play` in one step (`tests/game/test_engine_fast_paths.py` checks the two agree).
            known = setup.rules._derived[prepared_actions].recorded.get(mask) if type(mask) is int else None
            if (
                known is not None
                and not mask & ~hand
                and (not state.opening_mask or mask & state.opening_mask)
                and (table is None or (known[0].category is table.category and known[0].key > table.key))
                and setup.plain
                and not setup.assistant
                and not setup.top_card
            ):
                combo, turns = known
                history = state.history + (turns[to_move],)  # noqa: RUF005  # as in `_after_play`
                leader = to_move if table is None else state.leader
                after = list(masks)
                after[to_move] = hand & ~mask
                if after[to_move]:
                    nxt, passed = setup.nexts[to_move], state.passed_mask
                    return make_state(
                        setup,
                        tuple(after),
                        nxt,
                        leader,
                        combo,
                        to_move,
                        passed,
                        0,
                        None,
                        history,
                        state.violations,
                        False,
                    )
                return make_state(
                    setup, tuple(after), None, leader, combo, to_move, 0, 0, to_move, history, state.violations, False
                )
            checked = check_cards(hand, state.opening_mask, table, setup.rules, mask)
            if type(checked) is Combo:
                return _after_play(state, to_move, checked, action)
            raise IllegalPlay(cast(Reason, checked))  # not a Combo: a Reason
        if type(action) is Pass:
            if table is None:
                raise IllegalPlay(reasons.LEADER_CANNOT_PASS)
            if setup.plain:  # `_after_pass` without the call: the turn moves on, or the table clears
                owner = state.owner
                history = state.history + (PASSES[to_move],)  # noqa: RUF005  # as in `_after_pass`
                nxt = setup.nexts[to_move]
                if nxt == owner:
                    return make_state(
                        setup, state.masks, owner, owner, None, None, 0, 0, None, history, state.violations, False
                    )
                passed = state.passed_mask | (1 << to_move)
                return make_state(
                    setup,
                    state.masks,
                    nxt,
                    state.leader,
                    table,
                    owner,
                    passed,
                    0,
                    None,
                    history,
                    state.violations,
                    False,
                )
            return _after_pass(state, to_move)
    verdict = _verdict(state, action, seat)
    if isinstance(verdict, Reason):
        raise IllegalPlay(verdict)
    if isinstance(action, Redeal):
        return _redeal(state, action.seat)
    assert to_move is not None and isinstance(action, Play | Pass)
    if isinstance(action, Pass):
        return _after_pass(state, to_move)
    assert isinstance(verdict, Combo)
    return _after_play(state, to_move, verdict, action)


def _after_pass(state: GameState, seat: int) -> GameState:
    table, owner, setup = state.table, state.owner, state.setup
    assert table is not None and owner is not None
    history = state.history + (PASSES[seat],)  # noqa: RUF005  # one copy: faster than unpacking
    if setup.plain:  # the turn moves to the next seat, or the table clears
        nxt = setup.nexts[seat]
        if nxt == owner:
            return make_state(
                setup, state.masks, owner, owner, None, None, 0, 0, None, history, state.violations, False
            )
        passed = state.passed_mask | (1 << seat)
        return make_state(
            setup, state.masks, nxt, state.leader, table, owner, passed, 0, None, history, state.violations, False
        )
    passed = state.passed_mask | (1 << seat)
    return _advance(state, seat, state.masks, state.leader, table, owner, passed, history, state.violations)


def _redeal(state: GameState, seat: int) -> GameState:
    setup = state.setup
    assert setup.seed is not None
    number = setup.shuffle_number + 1
    if number > MAX_SHUFFLES:
        raise GameError("too-many-redeals", most=MAX_SHUFFLES)
    masks = deal(setup.seed, setup.players, setup.rules, shuffle_number=number)
    new_setup = attrs.evolve(setup, dealt=masks, shuffle_number=number)
    return start(new_setup, (*state.history, Turn(seat, Redeal(seat))))


def _after_play(state: GameState, seat: int, combo: Combo, play: Play) -> GameState:
    setup = state.setup
    masks = list(state.masks)
    before = masks[seat]
    masks[seat] = before & ~combo.mask
    turn = setup.rules._derived[prepared_actions].turns[seat].get(combo.mask)  # a single, pair or triple
    if turn is None:  # a five-card play
        turn = make_turn(seat, play if play.combo is combo else play_of(combo), False)
    history = state.history + (turn,)  # noqa: RUF005  # as above
    violations = state.violations
    nxt = setup.nexts[seat]
    if (
        setup.assistant
        and combo.size == 1
        and masks[nxt].bit_count() == 1
        and combo.mask != highest_bit(before, setup.rules)
    ):
        violations = (*violations, (seat, nxt))
    leader = seat if state.table is None else state.leader
    if not masks[seat]:
        return make_state(setup, tuple(masks), None, leader, combo, seat, 0, 0, seat, history, violations, False)
    if setup.top_card and combo.mask & setup.top_card and combo.size <= 3:
        # Everyone else passes at once: the table clears and the same player leads again.
        others = [(seat + k * setup.step) % setup.players for k in range(1, setup.players)]
        history += tuple(AUTO_PASSES[s] for s in others)
        return make_state(setup, tuple(masks), seat, seat, None, None, 0, 0, None, history, violations, False)
    if setup.plain:  # the next seat is to move (it is not the play's owner)
        passed = state.passed_mask
        return make_state(setup, tuple(masks), nxt, leader, combo, seat, passed, 0, None, history, violations, False)
    return _advance(state, seat, tuple(masks), leader, combo, seat, state.passed_mask, history, violations)


def _auto_passes(setup: Setup, hand: int, table: Combo) -> bool:
    """Whether a plugin's automatic-pass rule passes the seat holding ``hand``."""
    assert setup.auto_test is not None
    try:
        return bool(setup.auto_test(cards_from_mask(hand), table.cards, setup.rules))
    except Exception as exc:  # a plugin's rule with a bug: say which, leave the state as it was
        option = f"auto_pass={setup.rules.option('auto_pass')}"
        raise RulesError("auto-pass-failed", option=option, error=shown(exc)) from exc


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
        if (setup.short_hand and masks[nxt].bit_count() < table.size) or (
            setup.auto_test is not None and _auto_passes(setup, masks[nxt], table)
        ):
            passed |= 1 << nxt
            history += (AUTO_PASSES[nxt],)
            nxt = (nxt + step) % players
            continue
        return make_state(setup, masks, nxt, leader, table, owner, passed, 0, None, history, violations, False)
    # Everyone else passed: the table clears and the owner leads a new round.
    return make_state(setup, masks, owner, owner, None, None, 0, 0, None, history, violations, False)
