"""How plays compare: `comparison` (the engine's fast path, no validation), and `compare` and
`beats`, which read any form of a play and say why two plays can never meet.
"""

from __future__ import annotations

from .._rules.ruleset import RuleSet
from .._values.errors import Incomparable
from .combos import Combo, PlayLike, check_rules, classify, describe_combo

__all__ = ["beats", "compare", "comparison"]


def comparison(a: Combo, b: Combo, rules: RuleSet) -> int | None:
    """The sign of `compare` for two combos of ``rules``, or ``None`` when the two can never be
    played on each other (no validation: the engine's fast path)."""
    t = rules.tables
    if t.bombs:
        a_bomb, b_bomb = a.category in t.bombs, b.category in t.bombs
        if a_bomb or b_bomb:  # a bomb beats any play that is not a bomb; bombs compare as five-card plays
            return (a.key > b.key) - (a.key < b.key) if a_bomb and b_bomb else (1 if a_bomb else -1)
    if a.mask.bit_count() != b.mask.bit_count():
        return None
    if a.category is not b.category and not t.categories_cross and a.mask.bit_count() == 5:
        return None
    return (a.key > b.key) - (a.key < b.key)


def compare(a: PlayLike, b: PlayLike, rules: RuleSet) -> int:
    """Compare two plays: positive when ``a`` ranks higher, negative when lower, 0 when equal.

    Two different plays compare equal only when they share the card that decides them, so they
    can never meet in one deal (for example two full houses on the same three-of-a-kind rank).

    Args:
        a: A play: a `Combo`, card text, or a sequence of cards.
        b: Another play, in the same forms.
        rules: The rule set whose order of plays decides.

    Returns:
        A positive number when ``a`` is stronger than ``b``, a negative one when it is weaker,
        0 when they are equal.

    Raises:
        Incomparable: The plays can never be played on each other (different sizes, unless a
            bomb is involved; different five-card categories where bombs are on).
        IllegalPlay: ``a`` or ``b`` is no play under ``rules`` (see `classify`).
        InvalidCards: A card cannot be read, or is given twice in one play.
        RulesError: ``rules`` is not a `RuleSet`.
    """
    rules = check_rules(rules)
    ca, cb = classify(a, rules), classify(b, rules)
    result = comparison(ca, cb, rules)
    if result is None:
        wa, wb = describe_combo(ca), describe_combo(cb)
        if ca.size == cb.size:
            raise Incomparable("plays-never-meet", a=wa, b=wb, bombs=f"bombs={rules.option('bombs')}")
        raise Incomparable("plays-of-different-sizes", a=wa, b=wb, a_size=ca.size, b_size=cb.size)
    return result


def beats(play: PlayLike, table: PlayLike, rules: RuleSet) -> bool:
    """Whether ``play`` may be played on ``table``: it is stronger and the two can meet.

    Unlike `compare`, plays that can never meet (different sizes without a bomb) raise
    nothing: they simply do not beat each other.

    Args:
        play: The play to make: a `Combo`, card text, or a sequence of cards.
        table: The play it would go on, in the same forms.
        rules: The rule set whose order of plays decides.

    Returns:
        ``True`` when ``play`` beats ``table``; ``False`` when it is weaker, equal, or cannot
        meet it.

    Raises:
        IllegalPlay: ``play`` or ``table`` is no play under ``rules`` (see `classify`).
        InvalidCards: A card cannot be read, or is given twice in one play.
        RulesError: ``rules`` is not a `RuleSet`.
    """
    rules = check_rules(rules)
    result = comparison(classify(play, rules), classify(table, rules), rules)
    return result is not None and result > 0
