"""Check the lean engine (lean_engine.py) against bigtwo's classic rules, then time both.

For N random deals (seeds 0 .. N-1) both engines play in lockstep from bigtwo's deal of the
seed: at every state the legal actions must be the same (as card masks, 0 for the pass; the
same order too, so that the same random choices play the same deal in both), the same action is
applied to both (a shared ``random.Random`` choosing among the sorted masks), and the hands, the
seat to move and the winner must agree. Every hand dealt also has its five-card plays checked
against ``bigtwo.plays`` and ``bigtwo.compare`` (the order of every five-card play, ties
included), and `lean_engine.random_deal_actions` must take as many actions as the step-by-step
loop. The first difference fails with a message saying where.

Then both engines play the same deals with the same random choices, in interleaved rounds
(``time.process_time``, the median of the rounds): bigtwo as ``new_game`` then ``legal_plays`` /
``apply`` to the end, the lean engine from the dealt hands (its tables built inside the timing)
through ``legal_actions`` / ``apply``, and in one loop (``random_deal_actions``).

Run: python benchmarks/check_lean_engine.py [N] [--rounds 5]
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import bigtwo

if TYPE_CHECKING:  # mypy, run from the repository's root, knows this directory as `benchmarks`
    from benchmarks import lean_engine as lean
else:  # run as a script, this directory is first on sys.path
    import lean_engine as lean

Deal = tuple[tuple[int, ...], int]  # the four hands and the seat to play first


def masks_of(legal: Sequence[bigtwo.Play | bigtwo.Pass]) -> list[int]:
    """bigtwo's legal plays as card masks, 0 for the pass."""
    return [0 if isinstance(p, bigtwo.Pass) else p.mask for p in legal]


def cards_text(mask: int) -> str:
    return " ".join(str(bigtwo.DECK[i]) for i in range(52) if mask >> i & 1) or "pass"


def check_fives(hand: int, rules: bigtwo.RuleSet, where: str) -> None:
    """The hand's five-card plays: the same as bigtwo's, in its order, keys ordered as it orders them."""
    codes = lean.five_codes(hand)
    mine = [c & lean.MASK for c in codes]
    cards = [bigtwo.DECK[i] for i in range(52) if hand >> i & 1]
    theirs = [c for c in bigtwo.plays(cards, rules) if c.size == 5]
    assert mine == [c.mask for c in theirs], (
        f"{where}: five-card plays differ from bigtwo's:\n"
        f"  lean only:   {[cards_text(m) for m in set(mine) - {c.mask for c in theirs}]}\n"
        f"  bigtwo only: {[cards_text(c.mask) for c in theirs if c.mask not in set(mine)]}\n"
        f"  (or the same plays in another order)"
    )
    for code, combo in zip(codes, theirs, strict=True):
        assert lean.five_key(combo.mask) == code >> 52, f"{where}: five_key({cards_text(combo.mask)}) != its code's"
    for (a, ca), (b, cb) in zip(zip(codes, theirs, strict=True), zip(codes[1:], theirs[1:], strict=True), strict=False):
        sign = bigtwo.compare(cb, ca, rules)
        mine_sign = (b >> 52 > a >> 52) - (b >> 52 < a >> 52)
        assert (sign > 0) - (sign < 0) == mine_sign, (
            f"{where}: {cards_text(cb.mask)} vs {cards_text(ca.mask)}: bigtwo compares {sign}, lean {mine_sign}"
        )


def check_random_fives(rng: random.Random, rules: bigtwo.RuleSet, count: int) -> None:
    """Random five-card sets: a play (and which category) for lean exactly when for bigtwo."""
    for _ in range(count):
        mask = sum(1 << i for i in rng.sample(range(52), 5))
        key = lean.five_key(mask)
        try:
            combo = bigtwo.classify([bigtwo.DECK[i] for i in range(52) if mask >> i & 1], rules)
        except bigtwo.IllegalPlay:
            assert key < 0, f"{cards_text(mask)}: no play for bigtwo, key {key} for lean"
            continue
        assert key >= 0, f"{cards_text(mask)}: {combo.category.value} for bigtwo, no play for lean"
        category = ("straight", "flush", "full-house", "four-of-a-kind", "straight-flush")[key >> lean.CAT]
        assert combo.category.value == category, f"{cards_text(mask)}: {combo.category.value} vs {category}"


def lockstep(seed: int, rules: bigtwo.RuleSet) -> int:
    """Play the deal of ``seed`` in both engines at once; the number of states compared."""
    b = bigtwo.new_game(rules, seed=seed)
    assert b.setup.step == 1, "the lean engine plays to seat + 1"
    assert b.to_move is not None
    hands, first = b.masks, b.to_move
    for seat, hand in enumerate(hands):
        check_fives(hand, rules, f"seed {seed}, seat {seat}'s hand as dealt")
    state, tables = lean.new_game(hands, first)
    rng = random.Random(seed)
    states = 0
    while True:
        where = f"seed {seed}, action {states}"
        assert lean.over(state) == b.over, f"{where}: over: lean {lean.over(state)}, bigtwo {b.over}"
        if b.over:
            assert lean.winner(state) == b.winner, f"{where}: winner: lean {lean.winner(state)}, bigtwo {b.winner}"
            return states
        assert state[:4] == b.masks, f"{where}: hands: lean {state[:4]}, bigtwo {b.masks}"
        assert state[4] == b.to_move, f"{where}: to move: lean {state[4]}, bigtwo {b.to_move}"
        legal = bigtwo.legal_plays(b)
        theirs = masks_of(legal)
        mine = lean.legal_actions(state, tables)
        table = "clear table" if b.table is None else f"table {cards_text(b.table.mask)}"
        assert sorted(mine) == sorted(theirs), (
            f"{where} (seat {b.to_move}, {table}): legal plays differ\n"
            f"  lean only:   {[cards_text(m) for m in sorted(set(mine) - set(theirs))]}\n"
            f"  bigtwo only: {[cards_text(m) for m in sorted(set(theirs) - set(mine))]}\n"
            f"  duplicates:  lean {len(mine) - len(set(mine))}, bigtwo {len(theirs) - len(set(theirs))}"
        )
        assert mine == theirs, f"{where} (seat {b.to_move}, {table}): the same legal plays in another order"
        choices = sorted(mine)
        pick = choices[rng.randrange(len(choices))]
        b = bigtwo.apply(b, legal[theirs.index(pick)])
        state = lean.apply(state, pick)
        states += 1


def lean_loop_actions(deal: Deal, seed: int) -> int:
    """The actions of the deal through `lean_engine.legal_actions` / `apply`, random choices of ``seed``."""
    state, tables = lean.new_game(*deal)
    rng = random.Random(seed)
    n = 0
    while not lean.over(state):
        legal = lean.legal_actions(state, tables)
        state = lean.apply(state, legal[rng.randrange(len(legal))])
        n += 1
    return n


def timed(run: Callable[[list[random.Random]], object], seeds: Sequence[int]) -> float:
    """CPU seconds of ``run`` (the random generators are made before the clock starts)."""
    rngs = [random.Random(s) for s in seeds]
    gc.collect()
    start = time.process_time()
    run(rngs)
    return time.process_time() - start


def timings(seeds: Sequence[int], rules: bigtwo.RuleSet, deals: dict[int, Deal], rounds: int) -> dict[str, float]:
    """Median CPU seconds of each way of playing the deals of ``seeds``, interleaved rounds."""
    new_game, legal_plays, apply = bigtwo.new_game, bigtwo.legal_plays, bigtwo.apply
    lean_new, lean_legal, lean_apply, lean_over = lean.new_game, lean.legal_actions, lean.apply, lean.over
    dealt = [deals[s] for s in seeds]

    def run_bigtwo(rngs: list[random.Random]) -> None:
        for s, rng in zip(seeds, rngs, strict=True):
            state = new_game(rules, seed=s)
            while not state.over:
                legal = legal_plays(state)
                state = apply(state, legal[rng.randrange(len(legal))])

    def run_deals_only(rngs: list[random.Random]) -> None:
        for s in seeds:
            new_game(rules, seed=s)

    def run_lean(rngs: list[random.Random]) -> None:
        for (hands, first), rng in zip(dealt, rngs, strict=True):
            state, tables = lean_new(hands, first)
            while not lean_over(state):
                legal = lean_legal(state, tables)
                state = lean_apply(state, legal[rng.randrange(len(legal))])

    def run_fused(rngs: list[random.Random]) -> None:
        deal_actions = lean.random_deal_actions
        for (hands, first), rng in zip(dealt, rngs, strict=True):
            deal_actions(hands, first, rng)

    runs = {"bigtwo": run_bigtwo, "bigtwo deals": run_deals_only, "lean": run_lean, "lean fused": run_fused}
    times: dict[str, list[float]] = {name: [] for name in runs}
    names = list(runs)
    for r in range(rounds):
        for name in names[r % len(names) :] + names[: r % len(names)]:  # a different order each round
            times[name].append(timed(runs[name], seeds))
    return {name: statistics.median(t) for name, t in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("deals", nargs="?", type=int, default=300, help="how many deals (seeds 0 .. N-1)")
    parser.add_argument("--rounds", type=int, default=5, help="timing rounds (the median is kept)")
    args = parser.parse_args()
    rules = bigtwo.ruleset("classic")
    seeds = range(args.deals)

    check_random_fives(random.Random(2), rules, 20_000)
    states = 0
    deals: dict[int, Deal] = {}
    actions = 0
    for s in seeds:
        states += lockstep(s, rules)
        game = bigtwo.new_game(rules, seed=s)
        assert game.to_move is not None
        deals[s] = (game.masks, game.to_move)
        n = lean_loop_actions(deals[s], s)
        fused = lean.random_deal_actions(*deals[s], random.Random(s))
        assert fused == n, f"seed {s}: random_deal_actions took {fused} actions, the step-by-step loop {n}"
        actions += n
    print(f"agreed: {states} states in {args.deals} deals (legal plays, order, hands, turn, winner)")
    print("agreed: 20000 random five-card sets classified alike")

    theirs = 0
    for s in seeds:  # the timing's deals: the same random choices in both engines
        rng = random.Random(s)
        game = bigtwo.new_game(rules, seed=s)
        while not game.over:
            legal = bigtwo.legal_plays(game)
            game = bigtwo.apply(game, legal[rng.randrange(len(legal))])
        theirs += len(game.history)
    assert theirs == actions, f"bigtwo took {theirs} actions over the deals, the lean engine {actions}"
    print(
        f"timing {args.deals} deals, {actions} actions ({actions / args.deals:.1f} a deal), "
        f"median of {args.rounds} rounds, process time"
    )

    t = timings(seeds, rules, deals, args.rounds)
    us = {name: seconds * 1e6 / actions for name, seconds in t.items()}
    play_only = us["bigtwo"] - us["bigtwo deals"]
    print(f"  bigtwo (new_game + legal_plays/apply):   {us['bigtwo']:7.2f} us/action")
    print(f"  bigtwo, deal creation alone:             {us['bigtwo deals']:7.2f} us/action")
    print(f"  bigtwo, play only (the two above):       {play_only:7.2f} us/action")
    print(f"  lean (tables + legal_actions/apply):     {us['lean']:7.2f} us/action")
    print(f"  lean fused (random_deal_actions):        {us['lean fused']:7.2f} us/action")
    print(
        f"  ratio bigtwo / lean:       {us['bigtwo'] / us['lean']:5.1f}x   (play only {play_only / us['lean']:5.1f}x)"
    )
    print(
        f"  ratio bigtwo / lean fused: {us['bigtwo'] / us['lean fused']:5.1f}x   "
        f"(play only {play_only / us['lean fused']:5.1f}x)"
    )


if __name__ == "__main__":
    main()
