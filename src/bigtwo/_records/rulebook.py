"""The rules of a rule set as a document, written from its plugins: `rules_doc` for one rule set
(a variant page) and `variants_doc` for every registered variant side by side.

The same generator feeds ``bigtwo rules`` and the documentation site, so the two cannot say
different things. Every fact comes from the rule set (its components, its explanations, a score
card computed by `score`), and every word from the text catalogue, in English or Spanish.
A document is a list of blocks rendered as plain text or as Markdown; it depends on no docs
engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .._plays.ordering import beats
from .._rules.building import build
from .._rules.listings import option_values, options, variant, variants
from .._rules.ruleset import RuleSet
from .._spec.components import DealRule, Option
from .._spec.examples import WorkedExample
from .._spec.options import BUILTIN_BY_NAME
from .._values.cards import DECK, Card, cards
from .._values.errors import RulesError, shown
from .._values.texts import Text, check_language
from .blocks import FORMATS, Block, Format, Heading, ListBlock, Para, Pre, Table, check_format, render
from .lessons import comparisons, ladder, plays, round_section, score_example
from .scorecard import ScoreCard
from .scoring import match_totals, score

__all__ = ["FORMATS", "Format", "rules_doc", "variants_doc"]


def _t(key: str, lang: str, **params: object) -> str:
    return Text(f"doc.{key}", **params).render(lang)


def _cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def _suits(rules: RuleSet, lang: str) -> list[Block]:
    """The order of ranks and suits, and, where not every card is dealt, which card leads."""
    ranks = " < ".join(c.rank.symbol for c in rules.sort(c for c in DECK if c.suit is rules.suit_order[0]))
    items = [_t("rank-order", lang, ranks=ranks), rules.explain("suit_order", lang)]
    if not rules.component("deal", DealRule).whole_deck:
        items.append(_t("lowest-card-dealt", lang, card=str(rules.lowest_card)))
    return [Heading(2, _t("suits", lang)), ListBlock(tuple(items))]


_NUMBERS = {"en": {2: "two", 3: "three", 4: "four"}, "es": {2: "dos", 3: "tres", 4: "cuatro"}}
_OR = {"en": " or ", "es": " o "}


def _players(rules: RuleSet, lang: str) -> str:
    """The table sizes: the ones the variant's sources play, and the others the library deals."""
    sizes = rules.definition.players
    if sizes == (2, 3, 4):
        return _t("players", lang)
    words = _NUMBERS.get(lang, _NUMBERS["en"])
    said = _OR.get(lang, " or ").join(words[n] for n in sizes)
    others = _OR.get(lang, " or ").join(words[n] for n in (2, 3, 4) if n not in sizes)
    return _t("players-sources", lang, sizes=said[:1].upper() + said[1:], others=others)


_TABLE_RULES: tuple[str, ...] = (
    "direction",
    "pass_locks_out",
    "auto_pass",
    "assistant",
    "instant_win",
    "redeal",
)


def _scoring(rules: RuleSet, lang: str) -> list[Block]:
    return [
        Heading(2, _t("scoring", lang)),
        Para(rules.explain("scoring", lang)),
        *score_example(rules, lang),
        _match(rules, lang),
    ]


def _match(rules: RuleSet, lang: str) -> Para:
    """How a match is won, checked on two deals the engine scores: seats 0 and 1 each win one,
    the others holding the same cards, so the two tie and share the match."""
    first = score(["", "3D", "4D 5D", "6D 7D 8D"], rules)
    second = score(["3D", "", "4D 5D", "6D 7D 8D"], rules)
    standings = match_totals((first, second))
    if standings.leaders != (0, 1):  # a page never says what the engine does not do
        raise RulesError("rules-statement-false", statement="a tied match shares the win")
    key = "match-lower" if standings.lower_wins else "match-higher"
    return Para(_t(key, lang, total=standings.totals[0]))


def _differences(rules: RuleSet, lang: str, fmt: str) -> list[Block]:
    """How the variant differs from Classic, each rule it changes in its own sentence, with links
    (in Markdown) to Classic's page and to every variant side by side."""
    basics = _t("basics-link", lang)
    if fmt == "markdown":
        basics = f"[{basics}](../rules.md)"
    if rules.variant == "classic":
        return [Para(_t("classic-basics", lang, basics=basics))]
    classic = build("classic", {})
    changed = [
        o.name
        for o in rules.option_list
        if o.name in BUILTIN_BY_NAME and o.name in classic.values and rules.option(o.name) != classic.option(o.name)
    ]
    name, all_of_them = Text("doc.classic-name").render(lang), _t("side-by-side-link", lang)
    if fmt == "markdown":
        name, all_of_them = f"[{name}](classic.md)", f"[{all_of_them}](index.md)"
    blocks: list[Block] = [Heading(2, _t("differs", lang))]
    if not changed:
        return [*blocks, Para(_t("differs-none", lang, classic=name, all=all_of_them, basics=basics))]
    blocks.append(Para(_t("differs-intro", lang, classic=name, all=all_of_them, basics=basics)))
    blocks.append(ListBlock(tuple(rules.explain(option, lang) for option in changed)))
    return blocks


def _option_rows(rules: RuleSet, lang: str) -> tuple[tuple[str, ...], ...]:
    """Every option's row, each option and its value (each value's sentence is said once, in the
    section of the rule it sets, or among the options plugins add)."""
    return tuple((o.title.render(lang), _code(rules.option(o.name))) for o in rules.option_list)


def _marked(value: str, default: str, fmt: str) -> str:
    """A value in the side-by-side table: in bold (Markdown) or marked with + (text) where it is
    not the option's default."""
    if value == default:
        return _code(value)
    return f"**{_code(value)}**" if fmt == "markdown" else f"{_code(value)} +"


def _code(value: str) -> str:
    return f"`{value}`"


def _changes(rules: RuleSet) -> list[str]:
    """The options whose values differ from the variant's own, in option order."""
    base = build(rules.variant, {}, rules.plugin_objects)
    return [name for name, value in rules.options if base.option(name) != value]


def _blocks(rules: RuleSet, lang: str, fmt: str = "text") -> list[Block]:
    v = rules.definition
    blocks: list[Block] = [Heading(1, v.title.render(lang))]
    changed = _changes(rules)
    if changed:  # the variant's summary and notes would say what these rules no longer do
        title = v.title.render(lang)
        blocks += [Para(_t("changed", lang, variant=title)), ListBlock(tuple(rules.explain(o, lang) for o in changed))]
    else:
        blocks.append(Para(v.summary.render(lang)))
    blocks += _differences(rules, lang, fmt)
    if v.sources:
        blocks += [Heading(2, _t("sources", lang)), ListBlock(tuple(source.render(lang) for source in v.sources))]
    if v.notes and not changed:
        blocks += [Heading(2, _t("notes", lang)), ListBlock(tuple(note.render(lang) for note in v.notes))]
    blocks += [
        Heading(2, _t("deal-section", lang)),
        ListBlock((_players(rules, lang), rules.explain("deal", lang), _t("aim", lang))),
    ]
    blocks += _suits(rules, lang)
    blocks += plays(rules, lang, fmt)
    blocks += comparisons(rules, lang, fmt)
    blocks += ladder(rules, lang, fmt)
    blocks += [Heading(2, _t("leads", lang)), Para(rules.explain("opener", lang))]
    blocks += round_section(rules, lang)
    blocks += [
        Heading(2, _t("table-rules", lang)),
        ListBlock(tuple(rules.explain(name, lang) for name in _TABLE_RULES if name != "pass_locks_out")),
    ]
    extra = [o for o in rules.option_list if o.name not in _BUILTIN_SECTIONS]
    if extra:
        blocks += [Heading(2, _t("plugin-options", lang)), ListBlock(tuple(_extra(rules, o, lang) for o in extra))]
    blocks += _scoring(rules, lang)
    blocks += _worked_examples(rules, lang)
    blocks += [
        Heading(2, _t("options", lang)),
        Para(_t("options-intro", lang)),
        Table((_t("option", lang), _t("value", lang)), _option_rows(rules, lang)),
    ]
    return blocks


def worked_example(example: WorkedExample, rules: RuleSet) -> ScoreCard | bool:
    """What the engine computes for a source's worked example under ``rules`` (and the options
    the example assumes): whether the play beats the other, or the score card of the deal."""
    if example.options:
        rules = rules.with_options(**dict(example.options))
    if example.beats is not None:
        return beats(example.beats[0], example.beats[1], rules)
    return score(list(example.hands), rules, winning_play=example.winning_play)


def agrees(example: WorkedExample, found: ScoreCard | bool) -> bool:
    """Whether what the engine computed is what the source says: the play beats the other, or
    every seat the source names scores its points."""
    if isinstance(found, bool):
        return found
    return all(0 <= seat < len(found.points) and found.points[seat] == points for seat, points in example.expected)


def _worked_examples(rules: RuleSet, lang: str) -> list[Block]:
    """The worked examples of the variant's sources, each computed again by the engine."""
    examples = rules.definition.examples
    if not examples:
        return []
    blocks: list[Block] = [Heading(2, _t("worked-examples", lang)), Para(_t("worked-examples-intro", lang))]
    shipped = build(rules.variant, {}, rules.plugin_objects)  # the sources' examples are the variant's own
    if shipped != rules:
        blocks.append(Para(_t("worked-examples-shipped", lang)))
    rules = shipped
    for example in examples:
        blocks.append(Para(_t("worked-example", lang, text=example.text, source=example.source)))
        if example.options:
            changed = rules.with_options(**dict(example.options))
            sentences = " ".join(changed.explain(name, lang) for name, _ in example.options)
            blocks.append(Para(_t("example-options", lang, rules=sentences)))
        found = worked_example(example, rules)
        if not agrees(example, found):  # a page never says what the engine does not do
            raise RulesError("worked-example-disagrees", variant=rules.variant, text=example.text)
        if isinstance(found, bool):
            assert example.beats is not None
            play, other = (_cards_text(cards(c)) for c in example.beats)
            blocks.append(Para(_t("beats" if found else "does-not-beat", lang, play=play, other=other)))
        else:
            hands = [(seat, cards(h)) for seat, h in enumerate(example.hands) if h]
            items = [_t("example-hand", lang, seat=seat, cards=_cards_text(h)) for seat, h in hands]
            if example.winning_play is not None:
                winner = next(seat for seat, h in enumerate(example.hands) if not h.strip())
                items.insert(
                    0, _t("example-winning", lang, seat=winner, cards=_cards_text(cards(example.winning_play)))
                )
            blocks.append(ListBlock(tuple(items)))
            blocks.append(Pre(found.render(lang)))
    return blocks


_BUILTIN_SECTIONS = frozenset(
    {"suit_order", "straights", "flush", "royal", "bombs", "opener", "deal", "scoring", *_TABLE_RULES}
)


def _extra(rules: RuleSet, option: Option, lang: str) -> str:
    """An option a plugin adds: its title, value and sentence, and the package it comes from."""
    text = f"{option.title.render(lang)}: {rules.explain(option.name, lang)}"
    packages = ", ".join(f"{name} {version}".rstrip() for name, version in rules.needs.get(option.name, ()))
    return f"{text} ({_t('from-package', lang, package=packages)})" if packages else text


def rules_doc(rules: RuleSet | str = "classic", lang: str = "en", *, format: Format = "text") -> str:
    """The rules of a rule set as a document: what ``bigtwo rules VARIANT`` prints.

    Args:
        rules: A `RuleSet`, or a variant's name for its default rules.
        lang: A language code, one of `bigtwo.LANGUAGES`.
        format: ``"text"`` for a terminal or ``"markdown"`` for a docs site (the site's variant
            pages are exactly this).

    Returns:
        The document: title and summary, sources and notes, every option with its value and
        explanation, the suits and the lowest card, the straights in order, the five-card order,
        who leads, the table rules, and the scoring scheme with a score card computed by `score`.

    Raises:
        UnknownLanguage: ``lang`` is not a language the library speaks.
        RulesError: ``format`` is not one of the two, ``rules`` names no registered variant, or
            is neither a `RuleSet` nor a name.

    >>> print(rules_doc("classic", "es").splitlines()[0])
    Clásico
    """
    lang = check_language(lang)
    fmt = check_format(format)
    built = build(rules, {}) if isinstance(rules, str) else rules
    if not isinstance(built, RuleSet):
        raise RulesError("doc-not-rules", value=shown(rules))
    return render(_blocks(built, lang, fmt), fmt)


def variants_doc(lang: str = "en", *, format: Format = "text", names: Sequence[str] | None = None) -> str:
    """Every registered variant side by side, then every option with its values explained.

    Args:
        lang: A language code, one of `bigtwo.LANGUAGES`.
        format: ``"text"`` for a terminal or ``"markdown"`` for a docs site. In Markdown each
            variant's name links to its page, ``<name>.md``, as the docs site lays them out.
        names: The variants to show, in order (default: all of `variants`).

    Returns:
        The document: a table with a column per variant and a row per option, the variants'
        summaries, then every option with each of its values and their explanations.

    Raises:
        UnknownLanguage: ``lang`` is not a language the library speaks.
        RulesError: ``format`` is not one of the two, or ``names`` holds a name that is no
            registered variant.
    """
    lang = check_language(lang)
    fmt = check_format(format)
    if names is not None and (
        isinstance(names, str) or not isinstance(names, Sequence) or not all(isinstance(n, str) for n in names)
    ):
        raise RulesError("doc-bad-names", value=shown(names))
    chosen = tuple(variants() if names is None else names)
    built = [build(name, {}) for name in chosen]
    titles = [variant(name).title.render(lang) for name in chosen]
    if fmt == "markdown":
        titles = [f"[{title}]({name}.md)" for title, name in zip(titles, chosen, strict=True)]
    columns = titles if fmt == "markdown" else list(chosen)  # a terminal is narrow: names, not titles
    added = [o for o in options() if o.name not in BUILTIN_BY_NAME]
    blocks: list[Block] = [Heading(1, _t("variants", lang)), Para(_t("variants-intro", lang))]
    blocks.append(
        Table(
            (_t("option", lang), *columns),
            tuple(
                (
                    o.title.render(lang) + ("" if o.name in BUILTIN_BY_NAME else " *"),
                    *(_marked(r.option(o.name), o.default, fmt) for r in built),
                )
                for o in options()
            ),
        )
    )
    if added:
        blocks.append(Para(_t("plugin-options-marked", lang)))
    blocks += [Heading(2, _t("summaries", lang))]
    blocks.append(
        ListBlock(tuple(f"{t}: {variant(n).summary.render(lang)}" for t, n in zip(titles, chosen, strict=True)))
    )
    blocks.append(Heading(2, _t("all-options", lang)))
    for o in options():
        if added and o is added[0]:
            blocks.append(Heading(2, _t("plugin-options", lang)))
        blocks.append(Heading(3, f"{o.title.render(lang)} ({_code(o.name)})"))
        rows = tuple(
            (_code(v.value) + (f" ({_t('default', lang)})" if v.value == o.default else ""), v.text.render(lang))
            for v in option_values(o.name)
        )
        blocks.append(Table((_t("value", lang), _t("explanation", lang)), rows))
    return render(blocks, fmt)
