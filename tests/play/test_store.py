"""The save file of `bigtwo play`: two instances on one save, and folders that cannot be written."""

from __future__ import annotations

import io
import json
from pathlib import Path

import bigtwo
from bigtwo.play import PlayOptions, prepare
from bigtwo.play._labels import t
from bigtwo.play._plain import PlainGame
from bigtwo.play._session import Session, Settings, new_game
from bigtwo.play._store import SaveConflict, Store


def a_game(seed: int, lang: str = "es") -> Session:
    settings = Settings(lang=lang, pace="instant")
    return Session(new_game(settings, seed), settings)


def saved_game(path: Path) -> str:
    """The library's dump of the game in a save file."""
    game: str = json.loads(path.read_text(encoding="utf-8"))["game"]
    return game


def test_a_second_instance_never_writes_over_the_first_ones_game(tmp_path: Path) -> None:
    first, second = Store.default(tmp_path), Store.default(tmp_path)
    first.look()
    second.look()
    mine, theirs = a_game(1), a_game(2)
    assert first.keep(mine) is None  # nothing was there: written
    trouble = second.keep(theirs)  # the file is no longer the one the second instance saw
    assert trouble is not None and trouble.conflict
    assert trouble.message == t("save.conflict", "es")
    assert saved_game(first.game_path) == bigtwo.dumps(mine.game)  # the first game is intact
    assert second.keep(theirs) is None and saved_game(first.game_path) == bigtwo.dumps(mine.game)  # said once
    assert first.keep(mine) is None  # the first instance goes on saving its own game
    adopted = second.adopt(theirs.settings)
    assert adopted is not None and adopted.game == mine.game
    assert second.keep(adopted) is None  # from the file it read, the second instance saves again
    try:
        first.save(mine)
    except SaveConflict:
        pass
    else:
        raise AssertionError("the first instance wrote over the game the second one saved since")


def test_the_same_instance_saves_as_often_as_it_likes(tmp_path: Path) -> None:
    store = Store.default(tmp_path)
    store.look()
    session = a_game(3)
    for _ in range(3):
        assert store.keep(session) is None
        session.cpu_act() if session.cpu_turn else session.act(bigtwo.hint(session.state))
    data = json.loads(store.game_path.read_text(encoding="utf-8"))
    assert data["step"] == 3 and data["writer"] == store.writer


def test_a_folder_that_cannot_be_written_is_said_once_and_the_game_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be", encoding="utf-8")
    store = Store.default(blocker)
    store.look()
    session = a_game(4, "en")
    trouble = store.keep(session)
    assert trouble is not None and not trouble.conflict
    assert trouble.message == t("save.cannot", "en", folder=blocker, reason=t("save.why.not-a-folder", "en"))
    for _ in range(5):  # said once: the game goes on without a word more
        session.cpu_act() if session.cpu_turn else session.act(bigtwo.hint(session.state))
        assert store.keep(session) is None
    assert blocker.read_text(encoding="utf-8") == "a file where the save folder should be"
    settings = store.save_settings(session.settings)
    assert settings is not None and "cannot be remembered" in settings.message
    assert store.save_settings(session.settings) is None


def test_the_line_by_line_game_asks_about_another_instances_save(tmp_path: Path) -> None:
    launch = prepare(PlayOptions(data_dir=str(tmp_path), lang="es", seed=5, plain=True))
    assert launch.session is not None
    other = a_game(6)
    Store.default(tmp_path).save(other)  # another bigtwo play, since this one looked
    out, err = io.StringIO(), io.StringIO()
    game = PlainGame(launch.store, launch.settings, io.StringIO("cargar\ncódigo\nsalir\n"), out, err)
    assert game.run(launch.session, launch.notice) == 0
    text = out.getvalue()
    assert t("save.conflict", "es") in text
    assert t("save.other-loaded", "es") in text
    assert t("plain.code", "es", code=other.code) in text  # the game now played is the other one
    resumed = Store.default(tmp_path).load(other.settings)  # saved again, from the other game on
    assert resumed is not None and resumed.code == other.code
    assert err.getvalue() == ""


def test_keep_playing_without_saving_leaves_the_other_game_alone(tmp_path: Path) -> None:
    launch = prepare(PlayOptions(data_dir=str(tmp_path), lang="en", seed=5, plain=True))
    assert launch.session is not None
    other = a_game(6, "en")
    Store.default(tmp_path).save(other)
    out = io.StringIO()
    lines = "keep\n" + "hint\nplay\n" * 10 + "quit\n"
    game = PlainGame(launch.store, launch.settings, io.StringIO(lines), out, io.StringIO())
    assert game.run(launch.session, launch.notice) == 0
    assert t("save.not-saving", "en") in out.getvalue()
    assert saved_game(tmp_path / "game.json") == bigtwo.dumps(other.game)
