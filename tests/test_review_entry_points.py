"""Review of the entry-point reader: what `importlib.metadata` finds, the reader finds too
(or leaves to it), on paths the differential tests of `test_fast_paths.py` did not cover."""

from __future__ import annotations

import importlib.metadata
import sys
from pathlib import Path

import pytest

from bigtwo._rules import entrypoints as _entrypoints

GROUP = _entrypoints.ENTRY_POINT_GROUP


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def install(root: Path, folder: str, name: str | None, entry: str) -> None:
    """A distribution in ``root/folder`` with one entry point of the group (no metadata if no name)."""
    if name is not None:
        write(root / folder / "METADATA", f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    write(root / folder / "entry_points.txt", f"[{GROUP}]\n{entry} = {entry}_module\n")


def read_entry_points() -> list[tuple[str, str, str | None]]:
    """The group's entry points as bigtwo reads them (not cached), with their distribution's name."""
    found = _entrypoints._entry_points.__wrapped__()
    return sorted((ep.name, ep.value, ep.dist.name if ep.dist else None) for ep in found)


def by_importlib_metadata() -> list[tuple[str, str, str | None]]:
    return sorted(
        (ep.name, ep.value, ep.dist.name if ep.dist else None)
        for ep in importlib.metadata.entry_points(group=GROUP)
        if ep.dist is None or ep.dist.name != "bigtwo"
    )


def test_a_path_object_on_sys_path_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # ``sys.path.insert(0, Path(__file__).parent)`` is a common idiom; importlib.metadata reads such entries.
    install(tmp_path, "pathy-1.0.dist-info", "pathy", "pathy")
    monkeypatch.setattr(sys, "path", [tmp_path])
    assert read_entry_points() == by_importlib_metadata() == [("pathy", "pathy_module", "pathy")]


def test_folders_without_a_name_before_the_version_are_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # importlib.metadata names these from their metadata: two distributions, not one.
    install(tmp_path, ".dist-info", "dot", "dot")
    install(tmp_path, "-1.0.dist-info", "dash", "dash")
    monkeypatch.setattr(sys, "path", [str(tmp_path)])
    assert read_entry_points() == by_importlib_metadata()
    assert {name for name, _, _ in read_entry_points()} == {"dot", "dash"}


def test_a_distribution_without_metadata_is_unknown_whoever_reads_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    install(tmp_path, "bare-1.0.dist-info", None, "bare")
    monkeypatch.setattr(sys, "path", [str(tmp_path)])
    on_path = _entrypoints._group_on_path(GROUP)
    assert on_path is not None
    for ep in (*on_path, *importlib.metadata.entry_points(group=GROUP)):
        record = _entrypoints._record(ep)
        assert (record.name, record.distribution, record.version) == ("unknown:bare", "unknown", "")
        assert record.requirement is None  # a deal code names no package for it
