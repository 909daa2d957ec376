"""The ``bigtwo`` command line: classify, compare and list plays under any variant.

Standard library only (argparse), so ``import bigtwo`` never pulls it in.

    bigtwo classify "AD 2C 3H 4S 5D"
    bigtwo compare "9S 9D" "9H 9C" --variant chinese
    bigtwo plays "3D 3S 4D 5D 6D 7D 8C 9H 10S JD QC KH 2S" --table "4C 4H"
    bigtwo variants
    bigtwo rules dragon --lang es --format markdown
    bigtwo compare-variants
    bigtwo plugins
    bigtwo simulate --players expert,normal,normal,normal --deals 2000 --workers 2
    bigtwo play                  (the `play` extra: pip install "bigtwo[play]")
    bigtwo serve --open          (the `web` extra: pip install "bigtwo[web]")
    bigtwo --color always classify "9D 9S"

On a terminal the ♦ and ♥ cards are red (``--color``, see `bigtwo._cli.colors`).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any, cast

from .._plays.combos import Combo, classify
from .._plays.enumeration import plays
from .._plays.ordering import beats, compare
from .._records.rulebook import FORMATS, rules_doc, variants_doc
from .._rules.building import build
from .._rules.listings import installed_plugins, options, set_aside_plugins, variant, variants
from .._rules.ruleset import RuleSet
from .._values.errors import BigTwoError, Incomparable, InvalidSetting
from .._values.settings import setting, settings
from .._values.texts import LANGUAGES, Text
from ..players import Player, player
from ..players._simulate import BACKENDS, Backend, entrant_seed, simulate
from .colors import COLORS, colored

__all__ = ["main", "parser"]

_COMPARISON = {1: "cli.beats", 0: "cli.ties", -1: "cli.loses"}


def _rules(args: argparse.Namespace) -> RuleSet:
    return build(args.variant, args.option)  # options read by `setting`, gathered by `settings` (see main)


def _show(combo: Combo, lang: str) -> str:
    return f"{Text(f'category.{combo.category.value}').render(lang)}: {combo}"


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
    print(f"{_show(a, args.lang)}\n  {Text(_COMPARISON[result]).render(args.lang)}\n{_show(b, args.lang)}")
    answer = Text("cli.yes" if beats(a, b, rules) else "cli.no")
    print(Text("cli.playable", answer=answer).render(args.lang))
    return 0


def _cmd_plays(args: argparse.Namespace) -> int:
    rules = _rules(args)
    found = plays(args.hand, rules, args.table)
    for combo in found:
        print(_show(combo, args.lang))
    print(Text("cli.plays.one" if len(found) == 1 else "cli.plays.other", n=len(found)).render(args.lang))
    return 0


def _cmd_variants(args: argparse.Namespace) -> int:
    defaults = {o.name: o.default for o in options()}
    status = 0
    for name in variants():
        v = variant(name)
        title = v.title.render(args.lang)
        try:
            rules = build(name, {})
        except BigTwoError as exc:  # one broken plugin's variant: say so, list the others
            print(f"{name:<12} {title} ({Text('cli.broken', error=exc).render(args.lang)})")
            status = 1
            continue
        changed = ", ".join(f"{k}={val}" for k, val in rules.options if defaults.get(k) != val)
        print(f"{name:<12} {title} ({changed or Text('cli.defaults').render(args.lang)})")
    for p in set_aside_plugins():
        why = p.reason if p.reason is not None else p.error
        note = Text("cli.set-aside", name=p.name, distribution=p.distribution, error=why)
        print(note.render(args.lang), file=sys.stderr)
    return status


def _setting(text: str) -> object:
    """A player setting's value from the command line: an int, a float, or the text itself."""
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


PlayerSpec = tuple[str, dict[str, Any]]
"""A seat of ``--players``: a player's name and its settings."""


def _player_specs(spec: str) -> list[PlayerSpec]:
    """``novice,normal,expert:iterations=40``: one entry per seat, with settings after colons
    (an argparse ``type=``: a bad entry is a usage error)."""
    found: list[PlayerSpec] = []
    for entry in (part.strip() for part in spec.split(",")):
        name, *pairs = entry.split(":")
        if not name.strip():
            raise argparse.ArgumentTypeError(f"{entry!r} names no player")
        try:
            given = settings(pairs)
        except InvalidSetting as exc:
            raise argparse.ArgumentTypeError(f"{entry!r}: {exc}") from None
        if "seed" in given:
            raise argparse.ArgumentTypeError(f"{entry!r}: players take their seeds from --seed, not a setting")
        found.append((name.strip(), {key: _setting(value) for key, value in given.items()}))
    return found


def _players(specs: list[PlayerSpec], seed: int) -> list[str | Player]:
    """The seats of ``--players``, each player seeded from the tournament's seed and its place."""
    return [
        player(name, seed=entrant_seed(seed, place), **given) if given else name
        for place, (name, given) in enumerate(specs)
    ]


def _progress(done: int, total: int) -> None:
    """A progress line on standard error (only on a terminal)."""
    width = 30
    filled = width * done // total
    end = "\n" if done == total else ""
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end=end, file=sys.stderr, flush=True)


def _number(text: str, lang: str) -> str:
    """A decimal number written as ``lang`` writes it (a comma in Spanish)."""
    return text.replace(".", ",") if lang == "es" else text


def _pct(rate: float, lang: str) -> str:
    """A rate as a percentage: ``48.5%``, ``48,5 %`` in Spanish."""
    return _number(f"{rate * 100:.1f}", lang) + (" %" if lang == "es" else "%")


def _cmd_simulate(args: argparse.Namespace) -> int:
    rules = _rules(args)
    backend = cast(Backend, args.backend or ("local" if args.workers == 1 else "processes"))
    results = simulate(
        _players(args.players, args.seed),
        args.deals,
        rules,
        seed=args.seed,
        workers=args.workers,
        backend=backend,
        progress=_progress if sys.stderr.isatty() else None,
    )
    if args.json:
        print(results.to_json())
        return 0
    lang = args.lang
    header = [Text(f"sim.{key}").render(lang) for key in ("player", "deals", "win-rate", "mean-points")]
    rows = [
        [
            p.name,
            str(p.deals),
            f"{_pct(p.win_rate, lang)} ({_pct(p.win_rate_low, lang)}-{_pct(p.win_rate_high, lang)})",
            _number(f"{p.mean_points:.2f}" if results.lower_wins else f"{p.mean_points:+.2f}", lang),
        ]
        for p in results.players
    ]
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(4)]
    for row in (header, *rows):
        print(
            "  ".join(
                cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths, strict=True))
            )
        )
    note = "sim.penalties" if results.lower_wins else "sim.points"
    print(Text(note, variant=results.variant, deals=results.deals, seed=results.seed).render(lang))
    return 0


def _cmd_plugins(args: argparse.Namespace) -> int:
    found = installed_plugins()
    if not found:
        print(Text("cli.no-plugins").render(args.lang))
    for p in found:
        why = p.reason if p.reason is not None else p.error or ""
        state = Text("cli.loaded") if p.loaded else Text("cli.not-loaded", error=why)
        print(f"{p.name}: {p.distribution} {p.version} ({state.render(args.lang)})")
        if p.variants:
            print(f"  {Text('cli.variants').render(args.lang)}: {', '.join(p.variants)}")
        if p.options:
            print(f"  {Text('cli.options').render(args.lang)}: {', '.join(p.options)}")
        for option, values in p.values:
            print(f"  {option}: {', '.join(values)}")
    return 0


def _cmd_rules(args: argparse.Namespace) -> int:
    print(rules_doc(_rules(args), args.lang, format=args.format), end="")
    return 0


def _cmd_overview(args: argparse.Namespace) -> int:
    print(variants_doc(args.lang, format=args.format), end="")
    return 0


PLAY_EXTRA = 'bigtwo: `bigtwo play` needs the play extra: pip install "bigtwo[play]"'
"""The one line ``bigtwo play`` prints when Textual or platformdirs is not installed."""


def _cmd_play(args: argparse.Namespace) -> int:
    """``bigtwo play``: imported only now, so the rest of the command line never loads the extra."""
    try:
        from .. import play

        args.lang = args.play_lang or play.default_language()  # the messages of bad options: the game's language
        options = play.PlayOptions(
            variant=args.variant,
            option=args.option,
            level=args.level,
            players=args.players,
            deals=args.deals,
            seed=args.seed,
            code=args.code,
            lang=args.play_lang,
            new=args.new,
            plain=True if args.plain else None,
            data_dir=args.data_dir,
        )
        return play.main(options)
    except ModuleNotFoundError as exc:
        if (exc.name or "").partition(".")[0] not in ("textual", "platformdirs", "rich"):
            raise
        print(PLAY_EXTRA, file=sys.stderr)
        return 1


def _add_play(sub: Any) -> None:
    """The ``play`` subcommand's options."""
    about = "Play Big Two against CPU players in the terminal (the game is saved after every action)."
    p = sub.add_parser("play", help=about, description=about)
    p.add_argument("--variant", "-v", default=None, help="variant name (see: bigtwo variants)")
    p.add_argument(
        "--option", "-o", action="append", type=setting, default=[], metavar="NAME=VALUE", help="change an option"
    )
    p.add_argument("--level", choices=("novice", "normal", "expert"), default=None, help="the CPU players' level")
    p.add_argument("--players", type=int, choices=(2, 3, 4), default=None, help="players at the table, you included")
    p.add_argument("--deals", type=int, default=None, help="deals in the match (running totals)")
    deal = p.add_mutually_exclusive_group()
    deal.add_argument("--seed", type=int, default=None, help="deal this seed now (a new game)")
    deal.add_argument("--code", default=None, help="play the deal a code names, such as B02L1739204 (a new game)")
    p.add_argument("--lang", dest="play_lang", choices=LANGUAGES, default=None, help="language (default: the locale)")
    p.add_argument("--new", action="store_true", help="start a new game instead of resuming the saved one")
    p.add_argument("--plain", action="store_true", help="line-by-line interface (automatic when not on a terminal)")
    p.add_argument(
        "--data-dir",
        default=None,
        help="where to save the game (default: $BIGTWO_DATA_DIR, else the user's data directory)",
    )
    _add_color(p, default=argparse.SUPPRESS)
    p.set_defaults(run=_cmd_play, lang=None)


WEB_EXTRA = 'bigtwo: `bigtwo serve` needs the web extra: pip install "bigtwo[web]"'
"""The one line ``bigtwo serve`` prints when Starlette, uvicorn or platformdirs is not installed."""

WEB_MODULES = ("starlette", "uvicorn", "websockets", "platformdirs", "anyio", "h11", "click")
"""The modules of the web extra (and theirs) whose absence means the extra is not installed."""


def _cmd_serve(args: argparse.Namespace) -> int:
    """``bigtwo serve``: imported only now, so the rest of the command line never loads the extra."""
    try:
        from .. import web
    except ModuleNotFoundError as exc:
        if (exc.name or "").partition(".")[0] not in WEB_MODULES:
            raise
        print(WEB_EXTRA, file=sys.stderr)
        return 1
    try:
        web.serve(args.host, args.port, data_dir=args.data_dir, open_browser=args.open, hosts=args.allow_host)
    except OSError as exc:
        print(f"bigtwo: cannot serve on {args.host} port {args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    return 0


def _add_serve(sub: Any) -> None:
    """The ``serve`` subcommand's options."""
    about = "Serve the web game: Big Two in the browser, with links to a deal and tables to share."
    p = sub.add_parser("serve", help=about, description=about)
    p.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: this machine only)")
    p.add_argument("--port", type=int, default=8000, help="the port (0: any free port; the address is printed)")
    p.add_argument("--open", action="store_true", help="open the page in the browser")
    p.add_argument("--data-dir", help="where the shared tables are kept (default: web/ in the user's data directory)")
    p.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="a host name friends use to reach the server (IP addresses and localhost always work; repeatable)",
    )
    _add_color(p, default=argparse.SUPPRESS)
    p.set_defaults(run=_cmd_serve, lang="en")


def _add_color(p: argparse.ArgumentParser, default: str) -> None:
    """``--color``: on the ``bigtwo`` command, and again on each subcommand (where it is given
    only to override the first: ``default`` is ``argparse.SUPPRESS`` there)."""
    p.add_argument(
        "--color",
        choices=COLORS,
        default=default,
        help="red ♦ and ♥ cards: auto (on a terminal, unless NO_COLOR is set), always or never",
    )


def parser() -> argparse.ArgumentParser:
    """The argument parser of the ``bigtwo`` command."""
    top = argparse.ArgumentParser(prog="bigtwo", description="The rules of Big Two, in every variant.")
    _add_color(top, default="auto")
    sub = top.add_subparsers(dest="command", required=True)

    def command(name: str, help_text: str, *, takes_rules: bool = True) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        if takes_rules:
            p.add_argument("--variant", "-v", default="classic", help="variant name (see: bigtwo variants)")
            p.add_argument(
                "--option",
                "-o",
                action="append",
                type=setting,
                default=[],
                metavar="NAME=VALUE",
                help="change an option",
            )
        p.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the output")
        _add_color(p, default=argparse.SUPPRESS)
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
    p = command("variants", "List the registered variants and the options each changes.", takes_rules=False)
    p.set_defaults(run=_cmd_variants)
    p = command("rules", "Explain the rules of a variant: the page the docs site shows for it.")
    p.add_argument("name", nargs="?", default=None, help="variant name (default: classic)")
    p.add_argument("--format", "-f", choices=FORMATS, default="text", help="plain text or Markdown")
    p.set_defaults(run=_cmd_rules)
    p = command("compare-variants", "Every variant side by side, and every option with its values.", takes_rules=False)
    p.add_argument("--format", "-f", choices=FORMATS, default="text", help="plain text or Markdown")
    p.set_defaults(run=_cmd_overview)
    p = command("simulate", "Play CPU players against each other over mirrored deals and report how each did.")
    p.add_argument(
        "--players",
        required=True,
        type=_player_specs,
        help="one per seat, comma-separated: novice,normal,expert:iterations=40",
    )
    p.add_argument("--deals", type=int, default=1200, help="deals to play (a multiple of the players mirrors fully)")
    p.add_argument("--seed", type=int, default=0, help="the tournament's seed: the same seed, the same results")
    p.add_argument("--workers", type=int, default=1, help="processes (with --backend processes)")
    p.add_argument("--backend", choices=BACKENDS, default=None, help="local, processes or ray (default: by --workers)")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.set_defaults(run=_cmd_simulate)
    about = "List the installed plugins: package, version, what each declares, and whether it loaded."
    p = command("plugins", about, takes_rules=False)
    p.set_defaults(run=_cmd_plugins)
    _add_play(sub)
    _add_serve(sub)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (1 for an illegal play or bad input)."""
    top = parser()
    args = top.parse_args(argv)
    if hasattr(args, "option"):
        try:
            args.option = settings(args.option)
        except InvalidSetting as exc:  # an option given twice: a usage error, as argparse's own
            top.error(f"--option: {exc}")
    if getattr(args, "name", None):
        args.variant = args.name
    with colored(args.color, json=getattr(args, "json", False)):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    """Run the parsed command; its errors are one line on standard error."""
    try:
        status = int(args.run(args))
        sys.stdout.flush()  # a reader that went away shows here, not in the interpreter's final flush
        return status
    except BigTwoError as exc:
        message = exc.message(args.lang) if hasattr(exc, "message") else str(exc)
        print(f"bigtwo: {message}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (``bigtwo rules | head -1``): stop quietly, as Unix tools do.
        # Point stdout at devnull so the interpreter's final flush does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
