"""The ``pure_python`` mark: a test that patches the core modules' functions or classes
(or subclasses one) tests their Python sources.  On the compiled core (claims.core)
the compiled modules call each other directly in C, past any patch of a module
global, and a compiled class takes no patched method nor a Python subclass: such a
test is run again in a child process on the Python sources (``CLAIM_PURE_PYTHON=1``),
where it tests what it says, and passes or fails with it.  The compiled modules are
held equal to those sources by tests/test_core.py."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from claims import core


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "pure_python: patches or subclasses the core modules: run on their Python sources",
    )


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    if core.mode() != "compiled" or pyfuncitem.get_closest_marker("pure_python") is None:
        return None
    env = {**os.environ, core.PURE_VARIABLE: "1"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", pyfuncitem.nodeid],
        cwd=pyfuncitem.config.rootpath,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, (
        f"{pyfuncitem.nodeid} failed on the Python sources ({core.PURE_VARIABLE}=1):\n"
        + run.stdout[-4000:]
        + run.stderr[-2000:]
    )
    return True


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty working directory that must still be empty when the test ends (a
    command that writes a stray file fails the test); tests/test_importers.py has its own,
    whose tests say what it may hold."""
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    yield cwd
    assert sorted(cwd.iterdir()) == [], "a command wrote a file"
