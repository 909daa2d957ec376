"""The messages a page sends, read strictly: one JSON object with a known ``type`` and the fields
that type needs, each of the right kind and size (the table of messages is in `bigtwo.web`).
Anything else is a `WebError` with a code and a message in every language, and the game it was
meant for is not touched.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

import attrs

import bigtwo

from ..play._labels import t

MAX_MESSAGE = 256 * 1024
"""The longest message a page may send, in characters (a saved match of many deals fits)."""

MAX_CARDS = 52
"""The most cards a ``select`` or ``play`` may name."""

TABLE_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
"""What a shared table's id looks like (`secrets.token_urlsafe` letters)."""


class WebError(bigtwo.BigTwoError):
    """A message the server refuses, with its message in every language of the game.

    Its `code` is ``web-`` and the text's name (``web-not-json``); `message` renders the web
    game's own text (``error.<name>`` in `bigtwo.play._labels`).
    """

    def __init__(self, name: str, /, **fields: object) -> None:
        Exception.__init__(self, name, {key: _short(value) for key, value in fields.items()})

    @property
    def code(self) -> str:
        """``web-`` and the name of the text (``web-not-json``)."""
        return "web-" + str(self.args[0])

    def message(self, lang: str = "en") -> str:
        """The message in ``lang``.

        Args:
            lang: A language of `bigtwo.LANGUAGES`.

        Returns:
            Why the server refused the message, as a person reads it.
        """
        return t("error." + str(self.args[0]), lang, **self.params)


def _short(value: object, limit: int = 40) -> object:
    """A quoted value cut to ``limit`` characters, so that an error never grows with the input."""
    if isinstance(value, str) and len(value) > limit:
        return value[: limit - 1] + "…"
    return value


@attrs.frozen
class Message:
    """A message from the page that passed every check: its type and its fields."""

    type: str
    fields: Mapping[str, Any]

    def get(self, name: str, default: Any = None) -> Any:
        """A field's value (already checked), or ``default`` when it was not sent."""
        return self.fields.get(name, default)


Check = Callable[[object], bool]
"""A test of a field's value."""


def _text(limit: int) -> Check:
    return lambda value: isinstance(value, str) and len(value) <= limit


def _card_list(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) and len(item) <= 8 for item in value)


def _is_object(value: object) -> bool:
    return isinstance(value, dict)


FIELDS: dict[str, dict[str, tuple[Check, bool]]] = {
    "hello": {"lang": (_text(8), True), "save": (_text(MAX_MESSAGE), False), "settings": (_is_object, False)},
    "explain": {"settings": (_is_object, True)},
    "start": {"settings": (_is_object, True), "code": (_text(200), False)},
    "select": {"cards": (_card_list, True)},
    "play": {"cards": (_card_list, True)},
    "pass": {},
    "hint": {},
    "redeal": {},
    "cpu": {},
    "next": {},
    "lang": {"lang": (_text(8), True)},
    "invite": {},
    "join": {"table": (_text(64), True), "token": (_text(64), False)},
}
"""Every message type of the page, and its fields: (the check of the value, whether required)."""


def read_message(text: str | bytes) -> Message:
    """A page's message, checked.

    Args:
        text: The WebSocket frame as received.

    Returns:
        The message's type and its fields (fields the type does not know are dropped).

    Raises:
        WebError: The frame is too long, not JSON, not an object, of an unknown type, or a field
            is missing, of the wrong kind or too long; or a ``lang`` is not one of the game's.
    """
    if len(text) > MAX_MESSAGE:
        raise WebError("too-big", size=len(text), limit=MAX_MESSAGE)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise WebError("not-json") from None
    if not isinstance(data, dict):
        raise WebError("not-object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise WebError("unknown-type", type=str(kind) if not isinstance(kind, str) else kind)
    fields: dict[str, Any] = {}
    for name, (check, required) in FIELDS[kind].items():
        if name not in data or (data[name] is None and not required):
            if required:
                raise WebError("missing-field", type=kind, field=name)
            continue
        if not check(data[name]):
            raise WebError("wrong-type", type=kind, field=name)
        fields[name] = data[name]
    if "lang" in fields and fields["lang"] not in bigtwo.LANGUAGES:
        raise WebError("bad-value", type=kind, field="lang")
    if "table" in fields and not TABLE_ID.fullmatch(fields["table"]):
        raise WebError("no-table", table=fields["table"])
    return Message(kind, fields)


def read_cards(names: list[str]) -> tuple[bigtwo.Card, ...]:
    """The cards a ``select`` or ``play`` names (``["9D", "9♠"]``), each once.

    Args:
        names: One card per string, as the library reads cards.

    Returns:
        The cards, in the order given.

    Raises:
        WebError: More than `MAX_CARDS` cards, or a card named twice.
        bigtwo.InvalidCards: A string that is not one card (the library's code and message).
    """
    if len(names) > MAX_CARDS:
        raise WebError("too-many-cards", n=len(names))
    found: list[bigtwo.Card] = []
    for name in names:
        parsed = bigtwo.cards(name) if name.strip() else ()
        if len(parsed) != 1:
            raise bigtwo.InvalidCards("unknown-card", card=name)
        if parsed[0] in found:
            raise WebError("repeated-card", card=str(parsed[0]))
        found.append(parsed[0])
    return tuple(found)
