"""The properties the kit checks, by their stable names; `Failure`, one broken property with a
counterexample; and the building of a rule set for the kit, where a build error is reported as
the failure of the property it breaks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from attrs import frozen

import bigtwo
from bigtwo import BigTwoError, RuleSet
from bigtwo._values.errors import shown
from bigtwo.errors import ERROR_CODES

__all__ = [
    "BUILDS",
    "CHECK_AGREES",
    "CLASSIFY",
    "COMPARE",
    "CONSERVE",
    "DETERMINISTIC",
    "EXPLAINED",
    "FLUSH_ORDER",
    "MONOTONE",
    "ONE_WINNER",
    "OPENER",
    "PLAYS",
    "PROPERTIES",
    "SCORE_LINES",
    "SEAT_ORDER",
    "STRAIGHT_TABLE",
    "SUIT_ORDER",
    "ZERO_SUM",
    "Failure",
    "build",
    "property_of_error",
]

BUILDS = "the rule set builds"
SUIT_ORDER = "suit order is a total order of four suits"
STRAIGHT_TABLE = "straight table lists distinct five-rank runs in a strict order"
COMPARE = "compare is antisymmetric and transitive within a size and consistent with beats"
FLUSH_ORDER = "flush order is transitive and compare follows it"
PLAYS = "plays equals a brute-force enumeration"
CLASSIFY = "classify is independent of card order"
OPENER = "the opener card is unique"
CONSERVE = "random games conserve cards"
CHECK_AGREES = "random games never accept an action check refuses"
ONE_WINNER = "random games end with one winner"
SCORE_LINES = "scoring gives one valid line per seat"
ZERO_SUM = "scoring is zero-sum where declared"
MONOTONE = "scoring is monotone in cards left"
SEAT_ORDER = "scoring is independent of the order of the other seats"
DETERMINISTIC = "scoring the same end of a deal twice gives the same score card"
EXPLAINED = "every value and variant is explained in both languages"

PROPERTIES: tuple[str, ...] = (
    BUILDS,
    SUIT_ORDER,
    STRAIGHT_TABLE,
    COMPARE,
    FLUSH_ORDER,
    PLAYS,
    CLASSIFY,
    OPENER,
    CONSERVE,
    CHECK_AGREES,
    ONE_WINNER,
    SCORE_LINES,
    ZERO_SUM,
    MONOTONE,
    SEAT_ORDER,
    DETERMINISTIC,
    EXPLAINED,
)
"""Every property the kit checks, by its stable name, in the order the checks run."""


@frozen
class Failure:
    """A property of a rule set that does not hold, and an example that shows it.

    >>> print(Failure(SUIT_ORDER, "two cards have the same strength as singles", "3♦ and 3♥"))
    suit order is a total order of four suits: two cards have the same strength as singles
      counterexample: 3♦ and 3♥
    """

    property: str
    """The stable name of the property broken (one of `PROPERTIES`)."""
    message: str
    """What is wrong, in a sentence."""
    counterexample: str
    """The cards, plays, deal or score input that show it, readable."""

    def __str__(self) -> str:
        return f"{self.property}: {self.message}\n  counterexample: {self.counterexample}"


_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (ZERO_SUM, ("zero_sum", "zero-sum", "zero sum", "add up to zero", "adds up to zero", "add up to 0")),
    (MONOTONE, ("monoton",)),
    (SEAT_ORDER, ("order of the other seats", "seat order independ")),
    (SCORE_LINES, ("scoring scheme", "scoreline", "score line")),
    (EXPLAINED, ("explanation", "explained", "title", "summary", "sentence", "spanish", "english")),
    (SUIT_ORDER, ("suit order", "suit_order", "four suits")),
    (STRAIGHT_TABLE, ("straight table", "straight_table", "straights", "a run ", "five different ranks")),
    (FLUSH_ORDER, ("flush order", "flush_order", "flush")),
    (OPENER, ("opener",)),
)
"""Words in an error that name the property it breaks, the most specific first."""

_CODES: dict[str, str] = {
    "suit-order-not-four-suits": SUIT_ORDER,
    "run-not-five-ranks": STRAIGHT_TABLE,
    "run-not-consecutive": STRAIGHT_TABLE,
    "straight-table-run-twice": STRAIGHT_TABLE,
    "flush-order-not-total": FLUSH_ORDER,
    "flush-order-broken": FLUSH_ORDER,
    "straights-broken": STRAIGHT_TABLE,
    "flush-key-raised": FLUSH_ORDER,
    "flush-key-not-a-tuple": FLUSH_ORDER,
    "flush-keys-not-comparable": FLUSH_ORDER,
    "scheme-not-zero-sum": ZERO_SUM,
}
"""Error codes that name the property they break: read before the words of the message, so a
build error is filed exactly, whatever its wording or language."""


def property_of_error(error: BaseException, default: str = BUILDS) -> str:
    """The property an error raised while building or using a rule set breaks, read from its message.

    Args:
        error: The exception.
        default: The property to answer when the message names none.

    Returns:
        The property's stable name: a suit order that lists a suit twice breaks `SUIT_ORDER`,
        a scheme whose amounts do not add up to zero `ZERO_SUM`...; ``default`` for an unknown
        variant, option or value (asked for, not broken) and for a message that names none.

    >>> property_of_error(bigtwo.RulesError("a suit order lists each of the four suits once"))
    'suit order is a total order of four suits'
    """
    try:
        message, code = str(error), getattr(error, "code", None)
    except Exception:  # an error that cannot even be printed names no property
        return default
    if message.startswith("unknown ") or (isinstance(code, str) and code.startswith("unknown-")):
        return default  # an unknown variant, option or value: asked for, not broken
    if isinstance(code, str) and code in _CODES:
        return _CODES[code]
    if isinstance(error, BigTwoError) and isinstance(code, str) and code in ERROR_CODES:
        return _by_code(error, code, default)  # one of bigtwo's own: its code says, never its words
    text = f"{type(error).__name__}: {message}".lower()
    for prop, words in _WORDS:
        if any(word in text for word in words):
            return prop
    return default


def _by_code(error: BigTwoError, code: str, default: str) -> str:
    """The property a bigtwo error breaks, read from its code (and its cause's, for an error that
    wraps another: a scheme that failed on a probe deal)."""
    inner = [error.__cause__, *error.params.values()]  # what it wraps: its cause, or an error it quotes
    for cause in inner:
        if isinstance(cause, BigTwoError) and cause.code in ERROR_CODES:
            found = _CODES.get(cause.code) or _by_code(cause, cause.code, "")
            if found:
                return found
    if code.startswith("scheme-"):
        return SCORE_LINES
    if code.startswith("declaration-text-") or code == "plugin-declaration-unexplained":
        return EXPLAINED
    return default


def describe_rules(variant: str, options: Mapping[str, str], plugins: Sequence[object]) -> str:
    """How a rule set was asked for, readable: ``classic, suit_order=x, plugins: Mine``."""

    def text(value: object) -> str:  # a name as given, anything else as messages quote it
        return value if isinstance(value, str) else str(shown(value))

    parts = [text(variant), *(f"{text(k)}={text(v)}" for k, v in options.items())]
    names = [getattr(p, "__name__", None) or type(p).__name__ for p in plugins]
    if names:
        parts.append("plugins: " + ", ".join(names))
    return ", ".join(parts)


def build(variant: str, options: Mapping[str, str], plugins: Iterable[object]) -> RuleSet | Failure:
    """The rule set ``bigtwo.ruleset(variant, plugins=plugins, **options)``, or the failure of the
    property its build error breaks (any exception a plugin lets out counts, not only `RulesError`)."""
    given = tuple(plugins)
    try:
        return bigtwo.ruleset(variant, plugins=given, **options)
    except Exception as exc:  # a plugin's mistake may surface as any exception: report it, do not crash
        prop = property_of_error(exc)
        return Failure(
            prop,
            f"the rule set does not build: {type(exc).__name__}: {exc}",
            describe_rules(variant, options, given),
        )
