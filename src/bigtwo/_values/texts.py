"""The machinery of every sentence the library shows a person: messages, and the catalogues they come from.

A message is anything with ``render(lang)`` (the `Message` protocol). The library's own are
`Text` values: a catalogue key plus its parameters, rendered in a language only when someone
asks. A `Catalogue` holds one column per language, each a dictionary of the same keys with the
same ``str.format`` fields; the library's sentences are one (`CATALOGUE`, its data in
`bigtwo._values.catalogue`), and a game built on bigtwo makes its own with ``bigtwo.Catalogue``.
A sentence written outside any catalogue (by a plugin) is a `Localized` value, one keyword per
language. A parameter may itself be a message, rendered in the same language.

>>> Text("reason.wrong-size", needed=5, chosen=4, cards=plural(5, "word.card")).render("es")
'Hay que tirar 5 cartas y has elegido 4'
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from types import MappingProxyType

from attrs import field, frozen

from .catalogue import COLUMNS
from .errors import BigTwoError, Message, UnknownLanguage, bounded, register_catalogue, shown

__all__ = [
    "CATALOGUE",
    "LANGUAGES",
    "Capitalized",
    "Catalogue",
    "Localized",
    "Message",
    "Text",
    "check_language",
    "missing_languages",
    "plural",
    "signed",
    "spoken_list",
]


LANGUAGES: tuple[str, ...] = tuple(COLUMNS)
"""The languages every message of the library is written in, ``("en", "es")``: the columns of its
catalogue, English first."""


def check_language(lang: object) -> str:
    """Return ``lang`` if it is one of `LANGUAGES`.

    Args:
        lang: A language code, such as ``"es"``.

    Returns:
        ``lang`` itself.

    Raises:
        UnknownLanguage: ``lang`` is not one of `LANGUAGES`.
    """
    if not isinstance(lang, str) or lang not in COLUMNS:
        raise UnknownLanguage("unknown-language", value=shown(lang), known=", ".join(LANGUAGES))
    return lang


_FORMATTER = string.Formatter()


def _fields(template: str) -> frozenset[str]:
    return frozenset(name for _, name, _, _ in _FORMATTER.parse(template) if name)


def _rendered(value: object, lang: str) -> object:
    """A parameter as it goes into a template: a message rendered in ``lang``, anything else as is."""
    render = getattr(value, "render", None)
    if callable(render):
        return render(lang)
    if type(value) is int and value.bit_length() > 200:  # too long to print: "an integer of N digits"
        described = getattr(bounded(value), "render", None)
        return described(lang) if callable(described) else value
    return value


@frozen(init=False, eq=False)
class Catalogue:
    """Sentences by key, one column per language of `LANGUAGES`: ``Catalogue(en={...}, es={...})``.

    Each column maps a message key to a ``str.format`` template, and every column has the same
    keys (`check_fields` also checks that each key uses the same fields in every language). A
    message of the catalogue is made by `text` and rendered on demand in any language, like the
    library's own. Two catalogues are equal when their columns are; a catalogue and its
    messages pickle.

    >>> words = Catalogue(en={"greet": "Hello, {who}"}, es={"greet": "Hola, {who}"})
    >>> words.render("greet", "es", who="Ana")
    'Hola, Ana'
    >>> words.text("greet", who="Bruno").render("en")
    'Hello, Bruno'
    """

    columns: Mapping[str, Mapping[str, str]]
    """Language code -> message key -> template, in the order of `LANGUAGES`."""

    def __init__(self, **columns: Mapping[str, str]) -> None:
        """Make a catalogue of one column per language.

        Args:
            **columns: One keyword per language of `LANGUAGES` (``en=``, ``es=``), each a mapping
                of message key -> template; the mappings are copied.

        Raises:
            UnknownLanguage: A column is for a language the library does not speak.
            BigTwoError: A language has no column, a template is not a string, or the columns do
                not have the same keys.
        """
        for lang in columns:
            check_language(lang)
        missing = [lang for lang in LANGUAGES if lang not in columns]
        if missing:
            raise BigTwoError("catalogue-missing-column", languages=", ".join(LANGUAGES), missing=", ".join(missing))
        copied = {lang: dict(columns[lang]) for lang in LANGUAGES}
        for lang, column in copied.items():
            wrong = [
                key for key, template in column.items() if not isinstance(key, str) or not isinstance(template, str)
            ]
            if wrong:
                raise BigTwoError("catalogue-not-template", lang=repr(lang), value=shown(wrong[0]))
        first, *others = LANGUAGES
        for lang in others:
            lacks = sorted(set(copied[first]) - set(copied[lang]))
            extra = sorted(set(copied[lang]) - set(copied[first]))
            if lacks or extra:
                problems = [f"{lang} lacks {', '.join(map(repr, lacks))}"] if lacks else []
                problems += [f"{lang} has {', '.join(map(repr, extra))}, which {first} lacks"] if extra else []
                raise BigTwoError("catalogue-keys-differ", problems="; ".join(problems))
        self.__attrs_init__(MappingProxyType({lang: MappingProxyType(c) for lang, c in copied.items()}))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Catalogue):
            return NotImplemented
        return self is other or self.columns == other.columns

    def __hash__(self) -> int:
        return hash(self.keys)

    def __reduce__(self) -> tuple[object, ...]:
        return _catalogue, ({lang: dict(column) for lang, column in self.columns.items()},)

    @property
    def keys(self) -> tuple[str, ...]:
        """Every message key, in the order of the first column."""
        return tuple(self.columns[LANGUAGES[0]])

    def __contains__(self, key: object) -> bool:
        return key in self.columns[LANGUAGES[0]]

    def template(self, key: str, lang: str = "en") -> str:
        """The template of ``key`` in ``lang``.

        Args:
            key: A message key of this catalogue.
            lang: One of `LANGUAGES`.

        Returns:
            The ``str.format`` template, fields unfilled.

        Raises:
            UnknownLanguage: ``lang`` is not one of `LANGUAGES`.
            BigTwoError: The catalogue has no message ``key`` (code ``catalogue-unknown-key``).
        """
        column = self.columns[check_language(lang)]
        try:
            return column[key]
        except (KeyError, TypeError):
            raise BigTwoError("catalogue-unknown-key", key=shown(key)) from None

    def text(self, key: str, /, **params: object) -> Message:
        """The message ``key`` with its parameters, bound to this catalogue.

        Args:
            key: A message key of this catalogue.
            **params: The template's fields: plain values, or messages rendered in the same language.

        Returns:
            A message (`bigtwo.errors.Message`) that renders from this catalogue in any
            language, on demand; it pickles, and it equals a message of the same key,
            parameters and catalogue.
        """
        return Text._bound(None if self is CATALOGUE else self, key, tuple(params.items()))

    def render(self, key: str, lang: str = "en", /, **params: object) -> str:
        """The message ``key`` in ``lang``, its fields filled with ``params``.

        Args:
            key: A message key of this catalogue.
            lang: One of `LANGUAGES`.
            **params: The template's fields: plain values, or messages rendered in the same language.

        Returns:
            The sentence.

        Raises:
            UnknownLanguage: ``lang`` is not one of `LANGUAGES`.
            BigTwoError: The catalogue has no message ``key`` (code ``catalogue-unknown-key``), or
                a field of its template has no parameter (``catalogue-missing-field``).
        """
        template = self.template(key, lang)
        try:
            return template.format(**{name: _rendered(v, lang) for name, v in params.items()})
        except KeyError as missing:
            raise BigTwoError("catalogue-missing-field", key=shown(key), field=shown(missing.args[0])) from None

    def fields(self, key: str) -> dict[str, frozenset[str]]:
        """The fields each language's template of ``key`` uses.

        Args:
            key: A message key of this catalogue.

        Returns:
            Language code -> the names of the template's ``{fields}``.

        Raises:
            BigTwoError: The catalogue has no message ``key`` (code ``catalogue-unknown-key``).
        """
        return {lang: _fields(self.template(key, lang)) for lang in self.columns}

    def check_fields(self) -> None:
        """Check that every key uses the same ``{fields}`` in every language (for tests).

        Raises:
            BigTwoError: Some key's templates use different fields; the message names each such
                key and the fields of every language.
        """
        problems = []
        for key in self.keys:
            found = self.fields(key)
            if len(set(found.values())) > 1:
                fields = ", ".join(f"{lang} {{{', '.join(sorted(names))}}}" for lang, names in found.items())
                problems.append(f"{key!r} ({fields})")
        if problems:
            raise BigTwoError("catalogue-fields-differ", problems="; ".join(problems))


def _catalogue(columns: Mapping[str, Mapping[str, str]]) -> Catalogue:
    """A catalogue of ``columns`` (how a pickled one is made again)."""
    return Catalogue(**columns)


@frozen(init=False)
class Text:
    """A catalogue message and its parameters, rendered in any language on demand.

    ``Text(key, **params)`` is a message of the library's catalogue; `Catalogue.text` makes one
    of another catalogue. Parameters are plain values (numbers, card symbols) or other messages,
    which render in the same language.
    """

    key: str
    params: tuple[tuple[str, object], ...]
    catalogue: Catalogue | None = field(default=None, repr=False)
    """The catalogue the key belongs to; ``None`` for the library's (`CATALOGUE`)."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.__attrs_init__(key, tuple(params.items()))

    @classmethod
    def _bound(cls, catalogue: Catalogue | None, key: str, params: tuple[tuple[str, object], ...]) -> Text:
        """A message of ``catalogue`` (see `Catalogue.text`)."""
        text = cls.__new__(cls)
        text.__attrs_init__(key, params, catalogue)
        return text

    def render(self, lang: str = "en") -> str:
        """The message in ``lang``, its parameters rendered in the same language.

        Args:
            lang: One of `LANGUAGES`.

        Returns:
            The sentence, from the message's catalogue.

        Raises:
            UnknownLanguage: ``lang`` is not one of `LANGUAGES`.
            BigTwoError: The catalogue has no message of the key (``catalogue-unknown-key``), or
                a field of it has no parameter (``catalogue-missing-field``).
        """
        catalogue = CATALOGUE if self.catalogue is None else self.catalogue
        return catalogue.render(self.key, lang, **dict(self.params))


@frozen(init=False, repr=False)
class Localized:
    """A sentence written outside any catalogue (by a plugin), one keyword per language.

    ``Localized(en="Hearts lowest.", es="Corazones el más bajo.")``. A language left out falls
    back to English when rendered, but counts as missing (`missing_languages`), so a declaration
    that lacks one is refused when a rule set is built.

    >>> Localized(en="Hearts lowest.", es="Corazones el más bajo.").render("es")
    'Corazones el más bajo.'
    """

    texts: tuple[tuple[str, str], ...]
    """``(language, sentence)`` pairs, in the order of `LANGUAGES`."""

    def __init__(self, **texts: str) -> None:
        """Write the sentence in each language.

        Args:
            **texts: One keyword per language of `LANGUAGES` (``en=``, ``es=``), each the sentence.

        Raises:
            UnknownLanguage: A keyword is not one of `LANGUAGES`.
        """
        for lang in texts:
            check_language(lang)
        self.__attrs_init__(tuple((lang, texts[lang]) for lang in LANGUAGES if lang in texts))

    def render(self, lang: str = "en") -> str:
        """The sentence in ``lang``.

        Args:
            lang: One of `LANGUAGES`.

        Returns:
            The sentence written for ``lang``, or the English one when it was not written in
            ``lang`` (empty when neither was).

        Raises:
            UnknownLanguage: ``lang`` is not one of `LANGUAGES`.
        """
        check_language(lang)
        found = dict(self.texts)
        return found.get(lang) or found.get("en", "")

    def __repr__(self) -> str:
        return f"Localized({', '.join(f'{lang}={text!r}' for lang, text in self.texts)})"


@frozen
class Capitalized:
    """A message opening a sentence: its first letter in upper case, in every language."""

    inner: Message

    def render(self, lang: str = "en") -> str:
        """The message in ``lang``, capitalized."""
        text = self.inner.render(lang)
        return text[:1].upper() + text[1:]


def missing_languages(message: object) -> tuple[str, ...]:
    """The languages of `LANGUAGES` in which ``message`` has no text (empty or only spaces).

    A `Localized` sentence is read as written, so a language it leaves out counts as missing
    even though rendering it would fall back to English; any other message is rendered.

    >>> missing_languages(Localized(en="Hearts lowest.", es=" "))
    ('es',)
    """
    if isinstance(message, Localized):
        written = dict(message.texts)
        return tuple(lang for lang in LANGUAGES if not isinstance(written.get(lang), str) or not written[lang].strip())
    missing = []
    for lang in LANGUAGES:
        try:
            text = message.render(lang)  # type: ignore[attr-defined]
        except Exception:  # a message that cannot be rendered has no text in that language
            text = None
        if not isinstance(text, str) or not text.strip():
            missing.append(lang)
    return tuple(missing)


def plural(n: int, key: str) -> Text:
    """The word ``key`` (``word.card``) in the form for ``n``: ``key.one`` or ``key.other``."""
    return Text(f"{key}.one" if n == 1 else f"{key}.other")


def signed(value: int) -> str:
    """A score as the score card prints it: ``+20``, ``−20`` (a real minus sign) or ``0``."""
    if value < 0:
        return f"\u2212{-value}"
    return f"+{value}" if value > 0 else "0"


def spoken_list(items: tuple[Text, ...]) -> Text:
    """``a``, ``a or b``, ``a, b or c`` (``ni`` in Spanish, after a negative verb)."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return Text("list.two", first=items[0], second=items[1])
    return Text("list.more", first=items[0], rest=spoken_list(items[1:]))


CATALOGUE = Catalogue(**COLUMNS)
"""The library's own sentences (`bigtwo._values.catalogue`): what ``Text(key)`` renders from."""

register_catalogue(CATALOGUE, check_language)
