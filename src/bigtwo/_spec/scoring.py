"""What a scoring scheme sees and returns: `ScoreInput`, `ScoreLine`, `Multiplier`, and the
`ScoringScheme` component the ``scoring`` option's hook builds (part of the plugin API layer),
with the contract every scheme's output is held to (`check_lines`) and the wrapper that checks
every call (`CheckedLines`); a rule set also tries its scheme on probe deals when it is built
(`bigtwo._rules.probes`).

The contract, in short (each class below gives the details):

- ``lines(given)`` returns a tuple with exactly one `ScoreLine` per seat, in seat order (line
  ``i`` has ``seat == i``);
- every number is an ``int`` (not a ``bool``), ``multipliers`` is a tuple of `Multiplier`, and
  ``transfers`` a tuple of ``(other seat, points)`` pairs of ints;
- the winner's line has role ``"winner"``, every other line ``"loser"`` (the role
  ``"assistant"`` is given by the assistant rule after the scheme has scored);
- ``cards_left`` is the number of cards the seat holds in ``given.hands``;
- a scheme with ``zero_sum=True`` returns amounts that add up to zero;
- a scheme that settles between seats (``lower_wins=False``) says who pays whom: each line's
  ``transfers`` add up to its ``amount``, and seat ``i`` receives ``x`` from seat ``j`` exactly
  when seat ``j`` receives ``-x`` from seat ``i``; a penalty scheme (``lower_wins=True``) gives
  no transfers.

A break of any of them raises `RulesError` naming the scheme, the plugin that provides it and
the rule broken: when the rule set is built (the probes), or on the call that breaks it.
"""

from __future__ import annotations

from collections.abc import Callable

from attrs import frozen

from .._values.cards import Card
from .._values.errors import BigTwoError, Message, RulesError, exception_text, shown
from .._values.texts import Localized, Text
from .components import RuleView

__all__ = [
    "CheckedLines",
    "Multiplier",
    "ScoreInput",
    "ScoreLine",
    "ScoringScheme",
    "check_lines",
    "scheme_label",
]


@frozen
class Multiplier:
    """A factor applied to a payment, and why; the score card prints each one as ``× factor (why)``.

    >>> Multiplier.builtin(2, "unused-two").text.render("es")
    'un 2 sin usar'
    """

    factor: int
    """The factor (an ``int``)."""
    code: str
    """Stable code: ``unused-two``, ``unused-four-of-a-kind``, ``unused-straight-flush``, ``winning-play``."""
    text: Message
    """Why, in every language (a plugin's scheme gives a `Localized` sentence)."""

    @classmethod
    def builtin(cls, factor: int, code: str) -> Multiplier:
        """A multiplier whose explanation is the library catalogue's ``multiplier.<code>`` message.

        Args:
            factor: The factor.
            code: One of the built-in codes (``unused-two``, ``unused-four-of-a-kind``,
                ``unused-straight-flush``, ``winning-play``); another code has no message to
                render (a plugin's scheme gives its own `Localized` text instead).

        Returns:
            The multiplier, its text rendered in any language on demand.

        Raises:
            RulesError: ``factor`` is not an ``int`` or ``code`` not text.
        """
        if type(factor) is not int or not isinstance(code, str):
            raise RulesError(
                "component-bad-field",
                field="Multiplier",
                expected=Text("expected.multiplier"),
                value=shown((factor, code)),
            )
        return cls(factor, code, Text(f"multiplier.{code}"))


@frozen
class ScoreLine:
    """One seat's row of a score card. A scheme returns one per seat, in seat order.

    Every number is an ``int`` (a ``bool`` is refused). The score card prints a line with at most
    one transfer as ``cards_left × rate × multipliers = amount``, and a line with several
    transfers as the list of them, so keep ``rate`` and ``multipliers`` truthful: the contract
    does not check them against ``amount`` (a scheme such as ``pairwise`` settles otherwise).

    **Transfers and the assistant rule.** Under ``assistant=on``, when a seat broke the assistant
    rule and the next player then wins, `bigtwo.score` rewrites the scheme's lines: of a
    settling scheme (``lower_wins=False``) it takes every payment the ``transfers`` record (each
    pair with a negative amount: that seat pays that much to the other), cancels the payments
    due to the assistant, and makes the assistant pay all the others himself; his line gets the
    role ``"assistant"``. Of a penalty scheme the assistant takes every seat's penalty and the
    others score 0. This is why a settling scheme must give transfers: with none, every seat
    would score 0 under the assistant rule.
    """

    seat: int
    """The seat, equal to the line's position in the tuple the scheme returns."""
    role: str
    """``"winner"`` for the seat that went out (`ScoreInput.winner`), ``"loser"`` for every other.
    ``"assistant"`` marks the seat that paid everyone's losses under the assistant rule: the
    scoring layer sets it, a scheme never returns it."""
    cards_left: int
    """The cards the seat holds at the end, ``len(given.hands[seat])`` (0 for the winner)."""
    rate: int
    """Points per card left, as the score card prints it (0 for the winner)."""
    multipliers: tuple[Multiplier, ...]
    """The factors applied to the seat's payment, each with its reason (a tuple, maybe empty)."""
    amount: int
    """The seat's points from this deal. Settling schemes: what the seat receives (positive) or
    pays (negative). Penalty schemes (``lower_wins``): the seat's penalty points."""
    transfers: tuple[tuple[int, int], ...] = ()
    """Who paid whom: ``(other seat, points received from it)`` pairs, negative when paid to it.

    For a settling scheme (``lower_wins=False``) they are required whenever ``amount`` is not 0:
    they add up to ``amount``, name each other seat at most once and never the seat itself, and
    are antisymmetric: line ``i`` holds ``(j, x)`` exactly when line ``j`` holds ``(i, -x)`` (a
    pair left out counts as 0). Winner-collects schemes give each loser ``((winner, -pay),)`` and
    the winner one pair per loser. For a penalty scheme they are empty."""

    @property
    def factor(self) -> int:
        """The product of the multipliers."""
        result = 1
        for m in self.multipliers:
            result *= m.factor
        return result


@frozen
class ScoreInput:
    """What a scheme sees: the cards left per seat, the winner, the winner's last play.

    There are 2, 3 or 4 seats; exactly one hand, the winner's, is empty; no card is in two hands
    or in both a hand and the winning play.
    """

    hands: tuple[tuple[Card, ...], ...]
    """Each seat's cards left, in seat order (the winner's is empty). Another seat may hold from
    1 card up to every card it was dealt (13, or more with ``deal=whole-deck`` at 2 or 3 players)."""
    winner: int
    """The seat that went out."""
    winning_play: tuple[Card, ...]
    """The winner's last play (the whole dealt hand for an instant win); empty when unknown
    (`bigtwo.score` without ``winning_play``)."""
    rules: RuleView
    """The rule set being scored (a `bigtwo.RuleSet`)."""
    dealt: tuple[int, ...]
    """How many cards each seat was dealt, in seat order (at least the cards it holds)."""


@frozen
class ScoringScheme:
    """A scoring scheme: ``lines`` turns a `ScoreInput` into one `ScoreLine` per seat.

    ``lower_wins`` marks penalty schemes (lowest total wins; lines carry no transfers); a scheme
    without it settles between seats through `ScoreLine.transfers`. ``zero_sum`` promises that
    every call's amounts add up to zero (a settling scheme always does: its transfers balance).

    **The contract.** ``lines(given)`` returns a tuple with exactly one `ScoreLine` per seat, in
    seat order (line ``i`` has ``seat == i``). Every number is an ``int`` (not a ``bool``);
    ``multipliers`` is a tuple of `Multiplier` and ``transfers`` a tuple of ``(other seat,
    points)`` pairs. The winner's line has role ``"winner"``, every other line ``"loser"``.
    ``cards_left`` is the number of cards the seat holds in ``given.hands``. A loser's line with
    at most one transfer is what the score card prints as ``cards_left × rate × multipliers``:
    its amount is that product (negative for a settling scheme, positive for a penalty scheme).
    A ``zero_sum`` scheme's amounts add up to zero. A settling scheme says who pays whom: each
    line's ``transfers`` add up to its ``amount``, and seat ``i`` receives ``x`` from seat ``j``
    exactly when seat ``j`` receives ``-x`` from seat ``i``; a penalty scheme gives no transfers.

    The contract is checked twice: when a rule set is built, ``lines`` is called on a few probe
    deals of that rule set (every winner, 2 to 4 players, hands from 1 card to every card dealt,
    2s, fours of a kind and straight flushes, instant wins), and the rule set keeps the scheme
    with ``lines`` wrapped so that every later call is checked too. A break raises `RulesError`
    naming the scheme, its plugin and the rule broken.
    """

    lines: Callable[[ScoreInput], tuple[ScoreLine, ...]]
    lower_wins: bool = False
    zero_sum: bool = True
    worst_loss: Callable[[tuple[int, ...]], int] | None = None
    """Optional: ``worst_loss(dealt)``, at least the most points any one seat can lose in a deal
    (a penalty scheme: its largest penalty) when seat ``i`` is dealt ``dealt[i]`` cards. The RL
    environments make an illegal action cost more than it (`bigtwo.rl.worst_points`); without
    it, the library takes the worst of the scheme's probe deals, an estimate. The built-in
    schemes declare theirs."""


# ---------------------------------------------------------------------------------------------
# The contract


def _int(value: object) -> bool:
    return type(value) is int


def scheme_label(value: object, plugin: str | None = None) -> Message:
    """How errors name a scoring scheme, in every language: ``scoring scheme 'tiers' (plugin P)``.

    Args:
        value: The ``scoring`` option's value.
        plugin: The plugin that provides it, as errors name plugins, if known.

    Returns:
        The label, a message (``CheckedLines.label``).
    """
    name = shown(value)
    by = f" (plugin {plugin})" if plugin else ""
    return Localized(en=f"scoring scheme {name}{by}", es=f"el sistema de puntuación {name}{by}")


def _check_line(line: ScoreLine, i: int, given: ScoreInput, label: Message | str, lower_wins: bool) -> None:
    if not _int(line.seat):
        raise RulesError("scheme-line-seat-not-int", scheme=label, line=i, value=shown(line.seat))
    if line.seat != i:
        raise RulesError("scheme-lines-out-of-order", scheme=label, line=i, seat=line.seat)
    role = "winner" if i == given.winner else "loser"
    if line.role != role:
        raise RulesError("scheme-line-bad-role", scheme=label, line=i, role=shown(line.role), winner=given.winner)
    for name in ("cards_left", "rate", "amount"):
        value = getattr(line, name)
        if not _int(value):
            raise RulesError("scheme-line-number-not-int", scheme=label, line=i, field=name, value=shown(value))
    if line.cards_left != len(given.hands[i]):
        raise RulesError(
            "scheme-line-wrong-cards-left", scheme=label, line=i, cards_left=line.cards_left, held=len(given.hands[i])
        )
    if type(line.multipliers) is not tuple or not all(
        isinstance(m, Multiplier) and _int(m.factor) for m in line.multipliers
    ):
        raise RulesError("scheme-line-bad-multipliers", scheme=label, line=i, value=shown(line.multipliers))
    if type(line.transfers) is not tuple:
        raise RulesError("scheme-line-bad-transfers", scheme=label, line=i, value=shown(line.transfers))
    if lower_wins:
        if line.transfers:
            raise RulesError("scheme-penalty-with-transfers", scheme=label, line=i)
        _check_product(line, i, label, lower_wins)
        return
    seen: set[int] = set()
    total = 0
    for pair in line.transfers:
        if type(pair) is not tuple or len(pair) != 2 or not _int(pair[0]) or not _int(pair[1]):
            raise RulesError("scheme-line-bad-transfer", scheme=label, line=i, value=shown(pair))
        other, points = pair
        if not 0 <= other < len(given.hands) or other == i or other in seen:
            raise RulesError("scheme-transfer-bad-seat", scheme=label, line=i, seat=other)
        seen.add(other)
        total += points
    if line.amount and not line.transfers:
        raise RulesError("scheme-amount-without-transfers", scheme=label, line=i, amount=line.amount)
    if total != line.amount:
        raise RulesError("scheme-transfers-do-not-add-up", scheme=label, line=i, total=total, amount=line.amount)
    _check_product(line, i, label, lower_wins)


def prints_as_product(line: ScoreLine) -> bool:
    """Whether a score card prints ``line`` as ``cards × rate × multipliers = amount``: a loser's
    line with no transfer or one payment (a line that settles with several seats, or only
    receives, lists its transfers instead)."""
    return line.role == "loser" and (not line.transfers or (len(line.transfers) == 1 and line.transfers[0][1] < 0))


def _check_product(line: ScoreLine, i: int, label: Message | str, lower_wins: bool) -> None:
    """A loser's line that pays at most one seat is printed as ``cards × rate × multipliers``:
    its amount must be that product (negative when paid to another seat)."""
    if not prints_as_product(line):
        return
    product = line.cards_left * line.rate * line.factor
    expected = product if lower_wins else -product
    if line.amount != expected:
        raise RulesError(
            "scheme-amount-not-the-product",
            scheme=label,
            line=i,
            amount=line.amount,
            cards_left=line.cards_left,
            rate=line.rate,
            factor=line.factor,
            expected=expected,
        )


_PENALTY_HINT = Localized(
    en=" (a penalty scheme usually sets zero_sum=False)",
    es=" (un sistema de penalización suele poner zero_sum=False)",
)


def check_lines(
    lines: object, given: ScoreInput, label: Message | str, *, lower_wins: bool, zero_sum: bool
) -> tuple[ScoreLine, ...]:
    """``lines`` (what a scheme returned for ``given``) as a tuple, checked against the contract
    (see the module); `RulesError` ``"<label>: <the rule broken>"`` otherwise."""
    if not isinstance(lines, tuple | list):
        raise RulesError("scheme-result-not-a-tuple", scheme=label, value=shown(lines, 80))
    found = tuple(lines)
    seats = len(given.hands)
    if len(found) != seats:
        raise RulesError("scheme-wrong-number-of-lines", scheme=label, lines=len(found), seats=seats)
    for i, line in enumerate(found):
        if not isinstance(line, ScoreLine):
            raise RulesError("scheme-line-not-a-score-line", scheme=label, line=i, value=shown(line, 80))
        _check_line(line, i, given, label, lower_wins)
    if not lower_wins:
        received = [dict(line.transfers) for line in found]
        for i, mine in enumerate(received):
            for j, points in mine.items():
                if received[j].get(i, 0) != -points:
                    back = received[j].get(i, 0)
                    raise RulesError(
                        "scheme-transfers-not-antisymmetric", scheme=label, line=i, points=points, other=j, back=back
                    )
    if zero_sum and sum(line.amount for line in found) != 0:
        amounts = shown([line.amount for line in found])
        hint = _PENALTY_HINT if lower_wins else ""
        raise RulesError("scheme-not-zero-sum", scheme=label, amounts=amounts, hint=hint)
    return found


@frozen
class CheckedLines:
    """A scheme's ``lines`` with the contract checked on every call: what a built rule set holds
    as its scoring scheme's ``lines``. ``inner`` is the plugin's own function."""

    inner: Callable[[ScoreInput], tuple[ScoreLine, ...]]
    label: Message | str
    """``scoring scheme '<value>' (plugin <name>)``: how errors name the scheme, a message in
    every language (`scheme_label`; a plain string is shown as it is in every language)."""
    lower_wins: bool
    zero_sum: bool

    def __call__(self, given: ScoreInput) -> tuple[ScoreLine, ...]:
        """The scheme's lines for ``given``, checked."""
        try:
            found = self.inner(given)
        except BigTwoError:
            raise
        except Exception as exc:  # a plugin's scheme with a bug: say which
            raise RulesError(
                "scheme-raised", scheme=self.label, error_type=type(exc).__name__, error=exception_text(exc)
            ) from exc
        return check_lines(found, given, self.label, lower_wins=self.lower_wins, zero_sum=self.zero_sum)
