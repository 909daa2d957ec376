"""Test configuration: Hypothesis profiles (``ci`` when CI is set, ``dev`` otherwise), and the
fixtures of installed plugins (``upside_down``, and forgetting pretended entry points)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

import bigtwo.plugin
from tests.support import plugins

settings.register_profile(
    "ci",
    max_examples=150,
    deadline=None,
    derandomize=True,  # the same examples on every CI run: a red build is reproducible
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile("dev", max_examples=60, deadline=None)
settings.register_profile("thorough", max_examples=2000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev"))


@pytest.fixture(autouse=True)
def _no_color_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    """No ``NO_COLOR`` or ``FORCE_COLOR`` from the environment the tests run in: a CI that sets
    them would color the output that tests compare exactly (the tests of colors set their own)."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)


@pytest.fixture(autouse=True)
def _forget_fake_plugins() -> Iterator[None]:
    """After a test that pretended entry points (`plugins.fake_entry_points`), forget what was read."""
    yield
    if plugins.FAKED[0]:
        plugins.FAKED[0] = False
        bigtwo.plugin.refresh_installed()


@pytest.fixture
def upside_down(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """tests/support/plugin_pkg installed as bigtwo-upside-down 1.2.0 (removed after the test)."""
    site = tmp_path / "site"
    plugins.install(
        site, monkeypatch, "bigtwo_upside_down", plugins.UPSIDE_DOWN, "bigtwo-upside-down", "1.2.0", "upside-down"
    )
    yield site
    plugins.uninstall(site, "bigtwo_upside_down")
