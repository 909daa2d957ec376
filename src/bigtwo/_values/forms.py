"""The pieces every JSON form of the library is read with: saved games (`bigtwo.loads`) and the
``from_json`` methods (see `bigtwo._game.documents`).

A form is plain data: dicts with text keys, lists, text, numbers, booleans and ``None``. Reading
one checks each key and type on the way in and raises `InvalidSave` naming the part (a `place`,
rendered in the message's language) and the key.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .cards import card_mask, cards_from_mask
from .checks import whole
from .errors import InvalidCards, InvalidSave, Message, shown
from .errortexts.forms import PLACES
from .texts import LANGUAGES, Catalogue

__all__ = [
    "MAX_DOCUMENT",
    "as_object",
    "cards_text",
    "get_field",
    "given",
    "only_keys",
    "place",
    "read_mask",
    "read_seat",
]

MAX_DOCUMENT = 1 << 22
"""The most characters of JSON text `bigtwo.loads` reads (4 MiB; a saved match of a hundred
deals takes about 200 KB): longer text is refused before it is parsed."""

_PLACES = Catalogue(**{lang: {key: texts[i] for key, texts in PLACES.items()} for i, lang in enumerate(LANGUAGES)})
"""The parts of a saved game or form the messages of `InvalidSave` point at, in every language."""


def place(part: str, where: Message | None = None, /, **params: object) -> Message:
    """The part ``part`` of a saved game or form (one of the `PLACES`), inside ``where``: what an
    error message points at, in the message's language."""
    return _PLACES.text(part, **params) if where is None else _PLACES.text(part, where=where, **params)


def given(value: object) -> object:
    """A value as a message quotes it: an ``int`` as itself (so `detail` keeps a number), else `shown`."""
    return value if type(value) is int else shown(value)


def cards_text(mask: int) -> str:
    """The cards of ``mask`` as one text, in `bigtwo.Card.index` order: ``"3♦ 4♦ 5♦"``."""
    return " ".join(str(c) for c in cards_from_mask(mask))


def as_object(doc: object, where: Message) -> Mapping[str, Any]:
    """``doc`` if it is a JSON object (a mapping with text keys); `InvalidSave` otherwise."""
    if not isinstance(doc, Mapping) or not all(isinstance(k, str) for k in doc):
        raise InvalidSave("save-not-an-object", where=where)
    return doc


def only_keys(doc: Mapping[str, Any], allowed: set[str], where: Message) -> None:
    """Refuse a key of ``doc`` that is not ``allowed`` (a form is read exactly, never in part)."""
    extra = sorted(set(doc) - allowed)
    if extra:
        raise InvalidSave("json-unknown-key", where=where, name=shown(extra[0]))


def get_field(doc: Mapping[str, Any], name: str, kind: type | tuple[type, ...], where: Message) -> Any:
    """``doc[name]``, refused unless present and of ``kind`` (a boolean is not a number)."""
    if name not in doc:
        raise InvalidSave("save-missing-field", where=where, name=name)
    value = doc[name]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
        raise InvalidSave("save-wrong-type", where=where, name=name, value=shown(value))
    return value


def read_seat(value: object, players: int, where: Message) -> int | None:
    """``value`` if it is ``None`` or a seat from 0 to ``players - 1``; `InvalidSave` otherwise."""
    if value is None:
        return None
    if not whole(value, 0, players - 1):
        raise InvalidSave("save-bad-seat", where=where, last=players - 1, value=given(value))
    return value


def read_mask(text: object, where: Message) -> int:
    """The cards of ``text`` (card text such as ``"3♦ 4♦"``) as a mask; `InvalidSave` if it is not
    card text or names a card twice."""
    if not isinstance(text, str):
        raise InvalidSave("save-not-card-text", where=where, value=shown(text))
    try:
        return card_mask(text)
    except InvalidCards as exc:
        raise InvalidSave("save-bad-cards", where=where, cause=exc) from exc
