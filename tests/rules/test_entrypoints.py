"""The entry-point reader: what `importlib.metadata` finds on the path, the reader finds too (or
leaves to it)."""

from __future__ import annotations

import importlib.metadata
import sys
from collections.abc import Iterable
from pathlib import Path

import pytest

import bigtwo
from bigtwo._rules import entrypoints as _entrypoints
from bigtwo._values import shuffle as _shuffle

# ---------------------------------------------------------------------------------------------
# Entry points without importlib.metadata


def signature(eps: Iterable[_entrypoints.EntryPoint]) -> list[tuple[str, str, str | None, str | None]]:
    return sorted(
        (ep.name, ep.value, ep.dist.name if ep.dist else None, ep.dist.version if ep.dist else None) for ep in eps
    )


def test_entry_points_read_from_the_path_are_importlib_metadata_s() -> None:
    groups = {ep.group for dist in importlib.metadata.distributions() for ep in dist.entry_points}
    assert groups
    for group in (*groups, _entrypoints.ENTRY_POINT_GROUP, "no.such.group"):
        found = _entrypoints._group_on_path(group)
        assert found is not None
        assert signature(found) == signature(importlib.metadata.entry_points(group=group)), group


def test_entry_points_of_odd_installs_are_read_as_importlib_metadata_reads_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    group = "bigtwo.test-fast-paths"
    # A wheel install; an older copy of the same distribution later on the path (hidden by the first).
    write(
        first / "some_dist-1.0.dist-info" / "METADATA",
        "Metadata-Version: 2.1\nName: Some.Dist\nVersion: 1.0\n\nBody: x\n",
    )
    write(
        first / "some_dist-1.0.dist-info" / "entry_points.txt",
        f"# comment\n[{group}]\n a = m:obj.attr [extra]\n\n[other]\nb = n\n",
    )
    write(second / "Some_Dist-0.9.dist-info" / "METADATA", "Name: some-dist\nVersion: 0.9\n")
    write(second / "Some_Dist-0.9.dist-info" / "entry_points.txt", f"[{group}]\nold = m\n")
    # An egg-info folder with PKG-INFO (a header twice: the first counts), and the wheel's entry point.
    write(second / "eggy.egg-info" / "PKG-INFO", "Name: eggy\nVersion: 2.0\nName: not this one\n")
    write(second / "eggy.egg-info" / "entry_points.txt", f"[{group}]\na = m:obj.attr [extra]\nc=k\n")
    # No metadata at all; and an egg-info file (no entry points).
    write(second / "bare-3.dist-info" / "entry_points.txt", f"[{group}]\nd = z\n")
    write(second / "filey.egg-info", "Name: filey\nVersion: 1\n")
    monkeypatch.setattr(sys, "path", [str(first), str(tmp_path / "missing"), str(second)])
    found = _entrypoints._group_on_path(group)
    assert found is not None
    expected = signature(importlib.metadata.entry_points(group=group))
    assert [(n, v, d or "", w or "") for n, v, d, w in expected] == signature(found)
    assert {ep.name for ep in found} == {"a", "c", "d"}
    # Where distributions may come from elsewhere, importlib.metadata reads them.
    monkeypatch.setattr(sys, "path", [str(first), str(tmp_path / "archive.zip")])
    (tmp_path / "archive.zip").write_bytes(b"")
    assert _entrypoints._group_on_path(group) is None


def test_an_entry_point_read_from_the_path_loads_its_object() -> None:
    dist = _entrypoints._Distribution("/no/such/folder")
    assert (dist.name, dist.version) == ("", "")
    assert _entrypoints._EntryPoint("x", "bigtwo._values.shuffle:splitmix64", dist).load() is _shuffle.splitmix64
    assert _entrypoints._EntryPoint("x", "bigtwo.plugin", dist).load() is bigtwo.plugin
    with pytest.raises(ValueError, match="not an entry point"):
        _entrypoints._EntryPoint("x", "not an entry point!", dist).load()


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
