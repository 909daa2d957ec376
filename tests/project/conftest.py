"""The docs site, built once per test session and shared by the tests that read it (the public names
of the API reference, and the pages as Chromium shows them)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.paths import ROOT


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of ``mkdocs build --strict``, built once for the session (the tests that use it need
    the docs extra: mark them ``@pytest.mark.extra("docs")``)."""
    mkdocs = shutil.which("mkdocs", path=str(Path(sys.executable).parent))
    assert mkdocs is not None, "the docs extra is installed, but not its mkdocs command"
    site = tmp_path_factory.mktemp("docs") / "site"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true"}
    done = subprocess.run(
        [mkdocs, "build", "--strict", "-d", str(site)], cwd=ROOT, capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return site
