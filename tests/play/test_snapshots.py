"""Snapshots of `bigtwo play` (pytest-textual-snapshot): the start screen, the table, the score card.

Deterministic: fixed seeds, a fixed terminal size, the Instant pace, no clock on screen. After a
deliberate change of the layout, look at the new pictures and accept them with
``python -m pytest tests/play/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from bigtwo.play._app import PlayApp
from bigtwo.play._score import ScoreScreen
from bigtwo.play._session import Session, Settings, new_game
from bigtwo.play._store import Store

SIZE = (100, 34)
SnapCompare = Callable[..., bool]


def app_at(tmp_path: Path, seed: int | None, lang: str = "es") -> PlayApp:
    settings = Settings(lang=lang, pace="instant")
    session = None if seed is None else Session(new_game(settings, seed), settings)
    return PlayApp(Store.default(tmp_path), settings, session)


def test_start_screen(snap_compare: SnapCompare, tmp_path: Path) -> None:
    assert snap_compare(app_at(tmp_path, None), terminal_size=SIZE)


def test_table(snap_compare: SnapCompare, tmp_path: Path) -> None:
    async def select_the_hint(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        await pilot.press("h")

    assert snap_compare(app_at(tmp_path, 1739204), terminal_size=SIZE, run_before=select_the_hint)


def test_score_card(snap_compare: SnapCompare, tmp_path: Path) -> None:
    app = app_at(tmp_path, 1739204, lang="en")

    async def play_to_the_end(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        while not isinstance(app.screen, ScoreScreen):
            await pilot.press("h", "enter")  # the hint, played (or "p" when the hint is to pass)
            session = app.session
            if session is not None and session.your_turn and not session.selection:
                await pilot.press("p")
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=play_to_the_end)
