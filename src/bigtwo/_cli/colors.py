"""Red ♦ and ♥ cards in the output of ``bigtwo``, where color is available.

Standard library only (no ``rich``: the core depends on attrs and pluggy alone). The command line
writes plain text; `colored` paints the red cards of what is written to standard output and
error while a command runs, ``bigtwo play --plain`` included (the ``play`` layer cannot import
this one, so it is its stream that is painted). The Textual game colors its own cards.

>>> red_suits("pair: 9♦ 9♠")
'pair: \\x1b[31m9♦\\x1b[39m 9♠'
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
from collections.abc import Iterator, Mapping
from typing import Any, TextIO, cast

__all__ = ["COLORS", "DEFAULT_COLOR", "RED", "colored", "red_suits", "wants_color"]

COLORS = ("auto", "always", "never")
"""The values of ``--color``; ``auto``, the default, colors a terminal only (see `wants_color`)."""

RED = "\x1b[31m"
"""Red (SGR 31), the red of the Textual game's cards: the standard color, which every terminal
theme maps to a red (bright red, SGR 91, is an extension that some themes show as another color:
orange in Solarized)."""

DEFAULT_COLOR = "\x1b[39m"
"""Back to the terminal's own foreground (SGR 39, not a full reset: what surrounds the card keeps
its other attributes)."""

_RED_CARDS = re.compile(r"[♦♥](?:10|[2-9JQKA])(?![♠♣♥♦])|(?:10|[2-9JQKA])?[♦♥]")
"""A red card, rank and suit (``10♦``, ``K♥``) or suit and rank (``♦3``, as the Spanish reasons
write it, as in the reason that the first play must hold the ♦3), or a red suit alone (``♦ < ♣ < ♥ < ♠``).

The whole card is red, as the Textual game colors its cards. ♠ and ♣ are left in the terminal's
own foreground, never forced to black (SGR 30): that foreground is black on a light background
and readable on a dark one, where forced black would vanish."""


def red_suits(text: str) -> str:
    """``text`` with every ♦ and ♥ card in red, rank and suit; a red suit alone is red too.

    Args:
        text: Finished output, such as the lines of ``bigtwo classify``.

    Returns:
        ``text`` with each red card between `RED` and `DEFAULT_COLOR`; ♠ and ♣ are unchanged.

    >>> red_suits("10♥ < J♣; ♦ < ♣")
    '\\x1b[31m10♥\\x1b[39m < J♣; \\x1b[31m♦\\x1b[39m < ♣'
    >>> red_suits("el ♦3")
    'el \\x1b[31m♦3\\x1b[39m'
    """
    return _RED_CARDS.sub(lambda card: f"{RED}{card.group()}{DEFAULT_COLOR}", text)


def wants_color(choice: str, stream: TextIO, environ: Mapping[str, str] | None = None) -> bool:
    """Whether to color what is written to ``stream``, by the usual conventions, in this order.

    ``--color always`` or ``never`` decides. For ``auto``: ``NO_COLOR`` set and not empty means
    no color (https://no-color.org); else ``FORCE_COLOR`` set and not empty means color (any
    value, as Python's own tracebacks read it); else color only on a terminal whose ``TERM`` is
    not ``dumb``. So pipes and files get plain text unless asked.

    Args:
        choice: The value of ``--color``, one of `COLORS`.
        stream: Where the output goes (``sys.stdout`` or ``sys.stderr``).
        environ: The environment variables (default: ``os.environ``).

    Returns:
        True to paint the output with `red_suits`.

    >>> import io
    >>> wants_color("auto", io.StringIO(), {}), wants_color("auto", io.StringIO(), {"FORCE_COLOR": "1"})
    (False, True)
    >>> wants_color("auto", io.StringIO(), {"NO_COLOR": "1", "FORCE_COLOR": "1"})
    False
    """
    if choice != "auto":
        return choice == "always"
    env = os.environ if environ is None else environ
    if env.get("NO_COLOR"):
        return False
    if env.get("FORCE_COLOR"):
        return True
    try:
        terminal = stream.isatty()
    except (AttributeError, ValueError):  # not a file, or a closed one
        terminal = False
    return terminal and env.get("TERM") != "dumb"


class _RedSuits:
    """A text stream that writes `red_suits` of its text to ``stream``. Everything else is
    ``stream``'s (``isatty``, ``fileno``, ``flush``...), so a command sees its own stream."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(red_suits(text))
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextlib.contextmanager
def colored(choice: str, *, json: bool = False) -> Iterator[None]:
    """Paint the red cards of what is written to ``sys.stdout`` and ``sys.stderr`` inside the
    block, each stream where `wants_color` says so.

    Args:
        choice: The value of ``--color``, one of `COLORS`.
        json: True when standard output is JSON: it is never colored, even with ``always``
            (standard error still may be).

    Yields:
        None: inside the block the streams are painted; on leaving it they are the ones it found.
    """
    with contextlib.ExitStack() as stack:
        if not json and wants_color(choice, sys.stdout):
            stack.enter_context(contextlib.redirect_stdout(cast(TextIO, _RedSuits(sys.stdout))))
        if wants_color(choice, sys.stderr):
            stack.enter_context(contextlib.redirect_stderr(cast(TextIO, _RedSuits(sys.stderr))))
        yield
