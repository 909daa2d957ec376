"""Deal codes: a short text that reproduces a deal's rules and cards exactly.

A first deal of the classic variant at four players, where only the four toggles of the web game's rules page may
differ, gets a short code like ``B02L1739204``:

- ``B``, then a digit: 0 + 1 if clubs are the lowest suit + 2 if flushes compare rank first;
- ``2`` when 2s count in straights (``twos-high``), ``0`` when they do not (``no-twos``);
- ``L`` when the lowest card leads, ``W`` when the last winner does;
- the seed (0 to 999,999,999,999).

Any other deal gets a longer code that still round-trips:
``X1.<seed>.<players>.<variant>[.<option>=<value>+...]`` listing the options that differ from
the variant's, with any character outside letters, digits, ``-`` and ``_`` percent-encoded;
a later deal of a match (where the direction of play or the leader may depend on it) writes
``X2.<seed>.<players>.<deal number>.<previous winner or ->.<variant>[.<options>]``. A code
describes the deal as dealt, before any redeal: a redeal is an action of its history.

When the variant (or a parent), an option value or an option the code names is declared by an
installed third-party plugin, the code ends with the plugin packages it needs and their versions:
``.@<distribution>=<version>``, several joined by ``+`` (percent-encoded outside letters,
digits, ``.``, ``-`` and ``_``), for example ``X1.7.4.upside-down.@bigtwo-upside-down=1.2.0``.
Reading such a code where its rules cannot be built and a recorded package is missing (or at
another version) raises `bigtwo.errors.MissingPlugin`, saying what to install. Codes of the
built-in rules carry no such part.

>>> parse_deal_code("B02L1739204").seed
1739204
"""

from __future__ import annotations

import re
from urllib.parse import quote, unquote

from attrs import frozen

from .._game.dealing import MAX_DEAL_NUMBER
from .._game.state import GameState
from .._rules.building import build, ruleset
from .._rules.entrypoints import Requirement
from .._rules.installed import missing_plugin
from .._rules.listings import not_loaded
from .._rules.ruleset import RuleSet
from .._values.errors import GameError, InvalidSave, RulesError, shown
from .._values.shuffle import MAX_SEED
from .._values.texts import Text

__all__ = ["MAX_CODE", "ParsedCode", "deal_code", "parse_deal_code"]

_SUIT = {"diamonds-lowest": 0, "clubs-lowest": 1}
_FLUSH = {"suit-first": 0, "rank-first": 2}
_TWOS = {"twos-high": "2", "no-twos": "0"}
_LEADS = {"lowest-card": "L", "last-winner": "W"}
_TOGGLES = ("suit_order", "flush", "straights", "opener")
_SHORT = re.compile(r"B([0-3])([20])([LW])([0-9]{1,12})", re.ASCII)
MAX_CODE = 4096
"""The most characters of a deal code `parse_deal_code` reads: longer text is refused before it is
parsed (the longest code of the built-in rules, every option written out, is under 400)."""

_NEEDS = r"(?:\.@([A-Za-z0-9_.%-]+=[A-Za-z0-9_.%-]*(?:\+[A-Za-z0-9_.%-]+=[A-Za-z0-9_.%-]*)*))?"
"""The plugin packages a code needs: ``.@dist=version+dist=version``."""
_LONG = re.compile(r"X1\.([0-9]{1,12})\.([2-4])\.([A-Za-z0-9_%-]+)(?:\.([A-Za-z0-9_%=+-]*))?" + _NEEDS, re.ASCII)
_LONG2 = re.compile(
    r"X2\.([0-9]{1,12})\.([2-4])\.([1-9][0-9]{0,6})\.([0-3-])\.([A-Za-z0-9_%-]+)(?:\.([A-Za-z0-9_%=+-]*))?" + _NEEDS,
    re.ASCII,
)


@frozen
class ParsedCode:
    """What a deal code holds."""

    rules: RuleSet
    """The rules of the deal."""
    players: int
    """How many players."""
    seed: int
    """The seed of the deal's shuffle."""
    deal_number: int = 1
    """Which deal of a match it is (1 for a single deal)."""
    previous_winner: int | None = None
    """The winner of the previous deal of the match, if any."""


def _encode(rules: RuleSet, players: int, seed: int, deal_number: int, previous_winner: int | None) -> str:
    if rules.plugins:
        raise GameError("code-explicit-plugins")
    classic = ruleset("classic").values
    values = rules.values
    short = (
        rules.variant == "classic"
        and players == 4
        and deal_number == 1
        and previous_winner is None
        and all(values[k] == v for k, v in classic.items() if k not in _TOGGLES)
        and values["suit_order"] in _SUIT
        and values["flush"] in _FLUSH
        and values["straights"] in _TWOS
        and values["opener"] in _LEADS
    )
    if short:
        digit = _SUIT[values["suit_order"]] + _FLUSH[values["flush"]]
        return f"B{digit}{_TWOS[values['straights']]}{_LEADS[values['opener']]}{seed}"
    base = ruleset(rules.variant).values
    differs = [k for k, v in values.items() if base.get(k) != v]
    changed = "+".join(f"{quote(k, safe='-_')}={quote(values[k], safe='-_')}" for k in differs)
    name = quote(rules.variant, safe="-_")
    if deal_number == 1 and previous_winner is None:
        code = f"X1.{seed}.{players}.{name}"
    else:
        previous = "-" if previous_winner is None else str(previous_winner)
        code = f"X2.{seed}.{players}.{deal_number}.{previous}.{name}"
    if changed:
        code = f"{code}.{changed}"
    needs = sorted({r for part in ("variant", *differs) for r in rules.needs.get(part, ())})
    if needs:
        code += ".@" + "+".join(f"{quote(d, safe='-_.')}={quote(v, safe='-_.')}" for d, v in needs)
    return code


def deal_code(state: GameState) -> str:
    """The code that reproduces this deal's rules, cards, and place in a match.

    Args:
        state: A deal dealt from a seed, at any moment (the code describes it as dealt).

    Returns:
        A short code such as ``"B02L1739204"`` for a first deal of the classic variant at four
        players whose options differ only in the toggles of the web game's rules page; else a
        longer ``X1.`` or ``X2.`` code (the module says how either is read).

    Raises:
        GameError: ``state`` is not a `GameState`, its cards were given by hand, or its rules
            were built with explicit plugins (register them as a package instead).

    >>> import bigtwo
    >>> deal_code(bigtwo.new_game(seed=1739204))
    'B02L1739204'
    """
    if not isinstance(state, GameState):
        raise GameError("code-not-a-state", value=shown(state))
    if state.seed is None:
        raise GameError("code-hand-set-deal")
    return _encode(state.rules, state.players, state.seed, state.deal_number, state.previous_winner)


def _options(code: str, changed: str | None) -> dict[str, str]:
    options: dict[str, str] = {}
    for item in filter(None, (changed or "").split("+")):
        key, sep, value = item.partition("=")
        if not sep:
            raise InvalidSave("code-bad-option", code=shown(code), item=shown(item))
        name = unquote(key)
        if name in options:
            raise InvalidSave("code-sets-option-twice", code=shown(code), name=name)
        options[name] = unquote(value)
    return options


def _needs(code: str, text: str | None) -> tuple[Requirement, ...]:
    found: list[Requirement] = []
    for item in filter(None, (text or "").split("+")):
        distribution, _, version = item.partition("=")
        found.append((unquote(distribution), unquote(version)))
    if len({d for d, _ in found}) != len(found):
        raise InvalidSave("code-names-package-twice", code=shown(code))
    return tuple(found)


def parse_deal_code(code: str) -> ParsedCode:
    """Read a deal code; raise `InvalidSave` if it is not one.

    Args:
        code: A code written by `deal_code` (spaces around it are ignored).

    Returns:
        What the code holds: the rules, the players, the seed, and the deal's place in a match.

    Raises:
        MissingPlugin: The code's rules need a plugin package that is not installed (or not at
            the version the code was made with); the message says what to install.
        InvalidSave: ``code`` is not a deal code, is longer than `MAX_CODE` characters, names
            rules this installation does not have, or contradicts itself.

    >>> parse_deal_code("X1.5.3.chinese").players
    3
    """
    if not isinstance(code, str):
        raise InvalidSave("code-not-text", value=shown(code))
    if len(code) > MAX_CODE:
        raise InvalidSave("code-too-long", length=len(code), limit=MAX_CODE)
    text = code.strip()
    short = _SHORT.fullmatch(text.upper())
    if short:
        digit, twos, leads, seed = short.groups()
        toggles = {
            "suit_order": "clubs-lowest" if int(digit) & 1 else "diamonds-lowest",
            "flush": "rank-first" if int(digit) & 2 else "suit-first",
            "straights": "twos-high" if twos == "2" else "no-twos",
            "opener": "lowest-card" if leads == "L" else "last-winner",
        }
        return ParsedCode(ruleset("classic", **toggles), 4, int(seed))
    deal_number, previous = "1", "-"
    long = _LONG.fullmatch(text)
    if long:
        seed, players, name, changed, packages = long.groups()
    else:
        long2 = _LONG2.fullmatch(text)
        if not long2:
            raise InvalidSave("not-a-deal-code", code=shown(code))
        seed, players, deal_number, previous, name, changed, packages = long2.groups()
    options = _options(code, changed)
    needs = _needs(code, packages)
    try:
        rules = build(unquote(name), options)
    except RulesError as exc:
        missing = missing_plugin(needs, Text("what.deal-code", code=shown(code)), not_loaded())
        if missing is not None:
            raise missing from exc
        raise InvalidSave("unknown-rules", code=shown(code), cause=exc) from exc
    if int(seed) > MAX_SEED:  # pragma: no cover - the pattern allows twelve digits at most
        raise InvalidSave("code-seed-too-large", code=shown(code), most=MAX_SEED)
    if int(deal_number) > MAX_DEAL_NUMBER:
        raise InvalidSave("code-deal-number-too-large", code=shown(code), most=MAX_DEAL_NUMBER)
    winner = None if previous == "-" else int(previous)
    if winner is not None and winner >= int(players):
        raise InvalidSave("code-no-such-seat", code=shown(code), seat=winner, players=int(players))
    if winner is None and deal_number == "1" and long is None:
        raise InvalidSave("code-first-deal-not-x1", code=shown(code))
    return ParsedCode(rules, int(players), int(seed), int(deal_number), winner)
