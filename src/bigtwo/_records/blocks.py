"""The blocks a rules document is made of (headings, paragraphs, lists, tables, preformatted
text) and their two renderings, plain text for a terminal and Markdown for a docs site. The
pages of `rules_doc`, `variants_doc` and `primer_doc` are lists of these; no docs engine is
involved.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from attrs import frozen

from .._values.errors import RulesError, shown

__all__ = ["FORMATS", "Block", "Format", "Heading", "ListBlock", "Para", "Pre", "Table", "check_format", "render"]

Format = Literal["text", "markdown"]
"""How a document is written: plain text for a terminal, or Markdown for a docs site."""

FORMATS: tuple[str, ...] = ("text", "markdown")
"""The values of `Format`."""


@frozen
class Heading:
    level: int
    text: str


@frozen
class Para:
    text: str


@frozen
class ListBlock:
    items: tuple[str, ...]
    numbered: bool = False


@frozen
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    entries: bool = False
    """In plain text, one entry per row (``title [value]`` then the explanation) instead of columns."""


@frozen
class Pre:
    text: str


Block = Heading | Para | ListBlock | Table | Pre


def check_format(format: object) -> str:
    """``format`` if it is one of `FORMATS`, else `RulesError` (``doc-bad-format``)."""
    if format not in FORMATS:
        raise RulesError("doc-bad-format", formats=", ".join(FORMATS), value=shown(format))
    return str(format)


def render(blocks: Sequence[Block], fmt: str) -> str:
    """The blocks as one document in the format ``fmt``."""
    out: list[str] = []
    for block in blocks:
        out.append(_markdown(block) if fmt == "markdown" else _text(block))
    return "\n\n".join(out) + "\n"


def _markdown(block: Block) -> str:
    if isinstance(block, Heading):
        return f"{'#' * block.level} {block.text}"
    if isinstance(block, Para):
        return block.text
    if isinstance(block, ListBlock):
        marks = [f"{i}." if block.numbered else "-" for i in range(1, len(block.items) + 1)]
        return "\n".join(f"{mark} {item}" for mark, item in zip(marks, block.items, strict=True))
    if isinstance(block, Table):
        lines = ["| " + " | ".join(block.header) + " |", "|" + "---|" * len(block.header)]
        lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in block.rows]
        return "\n".join(lines)
    return f"```text\n{block.text}\n```"


def _plain(text: str) -> str:
    return text.replace("`", "")


def _text(block: Block) -> str:
    if isinstance(block, Heading):
        title = _plain(block.text)
        return f"{title}\n{('=' if block.level == 1 else '-') * len(title)}"
    if isinstance(block, Para):
        return _plain(block.text)
    if isinstance(block, ListBlock):
        marks = [f"{i}." if block.numbered else "-" for i in range(1, len(block.items) + 1)]
        return "\n".join(f"{mark} {_plain(item)}" for mark, item in zip(marks, block.items, strict=True))
    if isinstance(block, Table):
        if block.entries:
            # option, value, explanation: one entry per row reads better than a wide table
            return "\n".join(f"{_plain(a)} [{_plain(b)}]\n  {_plain(c)}" for a, b, c in block.rows)
        rows = [tuple(_plain(c) for c in row) for row in (block.header, *block.rows)]
        widths = [max(len(row[i]) for row in rows) for i in range(len(block.header))]
        return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows)
    return block.text
