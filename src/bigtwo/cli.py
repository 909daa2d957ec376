"""The ``bigtwo`` command line: classify, compare and list plays under any variant.

Standard library only (argparse), so ``import bigtwo`` never pulls it in.

    bigtwo classify "AD 2C 3H 4S 5D"
    bigtwo compare "9S 9D" "9H 9C" --variant chinese
    bigtwo plays "3D 3S 4D 5D 6D 7D 8C 9H 10S JD QC KH 2S" --table "4C 4H"
    bigtwo variants
    bigtwo rules dragon --lang es
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import BigTwoError, Combo, Incomparable, RuleSet, beats, classify, compare, plays, ruleset, variant, variants
from .rules import OPTIONS

_CATEGORY_NAMES = {
    "en": {
        "single": "single", "pair": "pair", "triple": "triple", "straight": "straight", "flush": "flush",
        "full-house": "full house", "four-of-a-kind": "four of a kind", "straight-flush": "straight flush",
    },
    "es": {
        "single": "suelta", "pair": "pareja", "triple": "trío", "straight": "escalera", "flush": "color",
        "full-house": "full", "four-of-a-kind": "póquer", "straight-flush": "escalera de color",
    },
}  # fmt: skip


_WORDS = {
    "en": {1: "beats", 0: "ties with", -1: "loses to"},
    "es": {1: "gana a", 0: "empata con", -1: "pierde contra"},
}
_PLAYABLE = {"en": ("can be played on it", "yes", "no"), "es": ("se puede tirar encima", "sí", "no")}


def _rules(args: argparse.Namespace) -> RuleSet:
    overrides: dict[str, str] = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            raise SystemExit(f"bigtwo: error: --option takes NAME=VALUE, not {item!r}")
        overrides[name.strip().replace("-", "_")] = value.strip()
    return ruleset(args.variant, **overrides)


def _show(combo: Combo, lang: str) -> str:
    return f"{_CATEGORY_NAMES[lang][combo.category.value]}: {combo}"


def _cmd_classify(args: argparse.Namespace) -> int:
    print(_show(classify(args.cards, _rules(args)), args.lang))
    return 0


def _cmd_compare(args: argparse.Namespace) -> int:
    rules = _rules(args)
    a, b = classify(args.a, rules), classify(args.b, rules)
    try:
        result = compare(a, b, rules)
    except Incomparable as exc:
        print(f"{_show(a, args.lang)}\n{_show(b, args.lang)}\n{exc}")
        return 0
    print(f"{_show(a, args.lang)}\n  {_WORDS[args.lang][result]}\n{_show(b, args.lang)}")
    label, yes, no = _PLAYABLE[args.lang]
    print(f"{label}: {yes if beats(a, b, rules) else no}")
    return 0


def _cmd_plays(args: argparse.Namespace) -> int:
    rules = _rules(args)
    found = plays(args.hand, rules, args.table)
    for combo in found:
        print(_show(combo, args.lang))
    print(f"{len(found)} {'plays' if args.lang == 'en' else 'jugadas'}")
    return 0


def _cmd_variants(args: argparse.Namespace) -> int:
    for name in variants():
        v = variant(name)
        changed = ", ".join(f"{k}={val}" for k, val in v.options) or "defaults"
        print(f"{name:<12} {v.title} ({changed})")
    return 0


def _cmd_rules(args: argparse.Namespace) -> int:
    rules = _rules(args)
    v = variant(rules.variant)
    print(f"{v.title}\n\n{v.summary if args.lang == 'en' else v.summary_es}\n")
    for option in OPTIONS:
        title = option.title_en if args.lang == "en" else option.title_es
        print(f"{title} [{option.name}={rules.option(option.name)}]\n  {rules.explain(option.name, args.lang)}")
    return 0


def parser() -> argparse.ArgumentParser:
    """The argument parser of the ``bigtwo`` command."""
    top = argparse.ArgumentParser(prog="bigtwo", description="The rules of Big Two, in every variant.")
    sub = top.add_subparsers(dest="command", required=True)

    def command(name: str, help_text: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("--variant", "-v", default="classic", help="variant name (see: bigtwo variants)")
        p.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE", help="change an option")
        p.add_argument("--lang", choices=("en", "es"), default="en", help="language of the output")
        return p

    p = command("classify", "Say what play some cards make.")
    p.add_argument("cards", help='cards such as "3D 4D 5D 6D 7D" or "3♦ 4♦"')
    p.set_defaults(run=_cmd_classify)
    p = command("compare", "Compare two plays.")
    p.add_argument("a")
    p.add_argument("b")
    p.set_defaults(run=_cmd_compare)
    p = command("plays", "List every play a hand can make (with --table, those that beat it).")
    p.add_argument("hand")
    p.add_argument("--table", "-t", default=None, help="the play to beat")
    p.set_defaults(run=_cmd_plays)
    p = command("variants", "List the registered variants.")
    p.set_defaults(run=_cmd_variants)
    p = command("rules", "Explain the rules of a variant.")
    p.add_argument("name", nargs="?", default=None, help="variant name (default: classic)")
    p.set_defaults(run=_cmd_rules)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (1 for an illegal play or bad input)."""
    args = parser().parse_args(argv)
    if getattr(args, "name", None):
        args.variant = args.name
    try:
        return int(args.run(args))
    except BigTwoError as exc:
        message = exc.message(args.lang) if hasattr(exc, "message") else str(exc)
        print(f"bigtwo: {message}", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
