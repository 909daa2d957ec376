"""Pictures of a table for ``render_mode="rgb_array"`` (`render_frame`): every seat's cards drawn as
cards, red and black, the play to beat in the middle, as a numpy image that Gymnasium's
``RecordVideo`` and ``gymnasium.utils.play`` take. Drawn with numpy alone, from a small bitmap
font defined here."""

from __future__ import annotations

import functools

import numpy as np
import numpy.typing as npt

from .._game.state import GameState
from .._values.cards import cards_from_mask
from .._values.errors import GameError, shown

__all__ = ["FRAME_WIDTH", "frame_height", "render_frame"]

_GLYPHS = {
    "0": ("01110", "10001", "10011", "10101", "11001", "10001", "01110"),
    "1": ("00100", "01100", "00100", "00100", "00100", "00100", "01110"),
    "2": ("01110", "10001", "00001", "00010", "00100", "01000", "11111"),
    "3": ("11110", "00001", "00001", "01110", "00001", "00001", "11110"),
    "4": ("00010", "00110", "01010", "10010", "11111", "00010", "00010"),
    "5": ("11111", "10000", "11110", "00001", "00001", "10001", "01110"),
    "6": ("00110", "01000", "10000", "11110", "10001", "10001", "01110"),
    "7": ("11111", "00001", "00010", "00100", "01000", "01000", "01000"),
    "8": ("01110", "10001", "10001", "01110", "10001", "10001", "01110"),
    "9": ("01110", "10001", "10001", "01111", "00001", "00010", "01100"),
    "J": ("00111", "00010", "00010", "00010", "00010", "10010", "01100"),
    "Q": ("01110", "10001", "10001", "10001", "10101", "10010", "01101"),
    "K": ("10001", "10010", "10100", "11000", "10100", "10010", "10001"),
    "A": ("01110", "10001", "10001", "11111", "10001", "10001", "10001"),
    "P": ("11110", "10001", "10001", "11110", "10000", "10000", "10000"),
    "W": ("10001", "10001", "10001", "10101", "10101", "10101", "01010"),
    ">": ("01000", "00100", "00010", "00001", "00010", "00100", "01000"),
    "♠": ("0001000", "0011100", "0111110", "1111111", "1111111", "0010100", "0111110"),
    "♥": ("0110110", "1111111", "1111111", "1111111", "0111110", "0011100", "0001000"),
    "♦": ("0001000", "0011100", "0111110", "1111111", "0111110", "0011100", "0001000"),
    "♣": ("0011100", "0011100", "1101011", "1111111", "1101011", "0001000", "0011100"),
}
"""Each glyph's pixels, row by row (1: ink)."""

_GREEN = (24, 92, 56)
_WHITE = (250, 250, 245)
_EDGE = (90, 90, 90)
_RED = (200, 20, 30)
_BLACK = (20, 20, 20)
_GOLD = (250, 200, 40)
_PALE = (200, 220, 205)

CARD_W, CARD_H, STEP = 20, 28, 21
"""A card's width and height, and how far apart cards lie, in pixels."""
_ROW, _LABEL, _MARGIN = 36, 30, 6
FRAME_WIDTH = _MARGIN * 2 + _LABEL + STEP * 25 + CARD_W
"""The width of every frame: room for 26 cards in a row (two players sharing the deck)."""


def frame_height(players: int) -> int:
    """The height of a frame of a table of ``players``: a row per seat and one for the table."""
    return _MARGIN * 2 + _ROW * (players + 1)


@functools.cache
def _glyph(char: str) -> npt.NDArray[np.bool_]:
    rows = _GLYPHS[char]
    return np.array([[c == "1" for c in row] for row in rows], dtype=np.bool_)


def _ink(image: npt.NDArray[np.uint8], text: str, x: int, y: int, color: tuple[int, int, int]) -> None:
    """Write ``text`` with its top-left corner at ``(x, y)``."""
    for char in text:
        glyph = _glyph(char)
        h, w = glyph.shape
        image[y : y + h, x : x + w][glyph] = color
        x += w + 1


def _card(image: npt.NDArray[np.uint8], rank: str, suit: str, x: int, y: int) -> None:
    """Draw a card with its top-left corner at ``(x, y)``."""
    image[y : y + CARD_H, x : x + CARD_W] = _EDGE
    image[y + 1 : y + CARD_H - 1, x + 1 : x + CARD_W - 1] = _WHITE
    color = _RED if suit in "♥♦" else _BLACK
    _ink(image, rank, x + 3, y + 3, color)
    _ink(image, suit, x + 3, y + 13, color)


def _hand(image: npt.NDArray[np.uint8], mask: int, state: GameState, x: int, y: int) -> None:
    for k, card in enumerate(state.rules.sort(cards_from_mask(mask))):
        _card(image, str(card.rank), str(card.suit), x + k * STEP, y)


def render_frame(state: GameState) -> npt.NDArray[np.uint8]:
    """A picture of the table as a spectator sees it, for ``render_mode="rgb_array"``.

    A row per seat with its cards (``>`` marks the seat to move, ``P`` a seat that passed this
    round, ``W`` the winner), and a last row with the play to beat and the seat that made it.

    Args:
        state: The deal.

    Returns:
        An RGB image, ``uint8`` of shape ``(frame_height(players), FRAME_WIDTH, 3)``.

    Raises:
        GameError: ``state`` is not a `bigtwo.GameState`.

    >>> import bigtwo
    >>> render_frame(bigtwo.new_game(seed=1)).shape
    (192, 587, 3)
    """
    if type(state) is not GameState:
        raise GameError("not-a-game-state", value=shown(state))
    players = state.players
    image = np.empty((frame_height(players), FRAME_WIDTH, 3), dtype=np.uint8)
    image[:] = _GREEN
    for seat, mask in enumerate(state.masks):
        y = _MARGIN + seat * _ROW
        if state.to_move == seat:
            image[y - 2 : y + CARD_H + 2, _MARGIN - 2 : _MARGIN + _LABEL - 4] = _GOLD
            _ink(image, ">", _MARGIN, y + 3, _BLACK)
        _ink(image, str(seat), _MARGIN + 8, y + 3, _BLACK if state.to_move == seat else _WHITE)
        mark = "W" if state.winner == seat else "P" if state.passed_mask >> seat & 1 else ""
        _ink(image, mark, _MARGIN + 8, y + 13, _BLACK if state.to_move == seat else _PALE)
        _hand(image, mask, state, _MARGIN + _LABEL, y)
    y = _MARGIN + players * _ROW
    image[y - 4 : y - 3, _MARGIN : FRAME_WIDTH - _MARGIN] = _PALE
    table, owner = state.table, state.owner
    if table is not None and owner is not None:
        _ink(image, str(owner), _MARGIN + 8, y + 3, _PALE)
        _hand(image, table.mask, state, _MARGIN + _LABEL, y)
    return image
