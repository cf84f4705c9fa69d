"""The compiled core (claims.core, setup.py): the same rulings as the Python sources it
is compiled from, the compiled path the default when built, and an extension older
than its source never run silently."""

from __future__ import annotations

import importlib.machinery
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import claims
from claims import core
from claims.casefile import load_case
from claims.plan import Plan
from claims.ruling import Claim, adjudicate
from claims.service import rule_case
from solver_bindings import EndplaySolver
from tests.strategies import random_position

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = Path(claims.__file__).resolve().parent
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
BUILT = any((PACKAGE / f"{name}{SUFFIX}").is_file() for name in core.CORE_MODULES)
needs_build = pytest.mark.skipif(not BUILT, reason="the core is not compiled in this install")

# our own cases, all but 008 (a 12-card claim: seconds in Python, and its line's
# alternatives are valued for a fixed 2 s, so two runs may value different ones)
CASES = sorted(p for p in (ROOT / "positions").glob("0*.toml") if not p.name.startswith("008"))


def _plain(ruling_dict: dict[str, Any]) -> dict[str, Any]:
    """A ruling's dict less its search statistics (times and node counts)."""
    return {key: value for key, value in ruling_dict.items() if key != "search"}


def rulings() -> dict[str, Any]:
    """Our own cases and random claims (3 to 5 cards a hand, every claimer, claims of
    the double-dummy value and one more), ruled with no time limit, as plain data."""
    solver = EndplaySolver()
    found: dict[str, Any] = {"mode": core.mode()}
    found["modules"] = {
        name: Path(sys.modules[f"claims.{name}"].__file__ or "").name
        for name in core.CORE_MODULES
    }
    for path in CASES:
        found[path.name] = _plain(rule_case(load_case(path), solver).to_dict())
    rng = random.Random(2026)
    for index in range(24):
        position = random_position(rng, 3 + index % 3)
        claimer = rng.choice([position.to_play, position.to_play.partner])
        dd = solver.tricks(position, claimer.side)
        for tricks in sorted({dd, min(dd + 1, position.tricks_left)}):
            claim = Claim(position, claimer, tricks)
            ruling = adjudicate(claim, Plan(), solver)
            found[f"random {index} claims {tricks}"] = _plain(ruling.to_dict())
    return found


def _run(code: str, env: dict[str, str], cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=cwd,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


@needs_build
def test_the_compiled_core_is_the_default_when_built() -> None:
    if os.environ.get(core.PURE_VARIABLE, "") not in ("", "0"):
        pytest.skip(f"{core.PURE_VARIABLE} is set for this run")
    assert core.mode() == "compiled"
    for name in core.CORE_MODULES:
        assert (sys.modules[f"claims.{name}"].__file__ or "").endswith(SUFFIX), name


@needs_build
def test_compiled_rulings_equal_those_of_the_python_sources() -> None:
    """Every core module compiled in this process, every one from its .py in a child
    process (CLAIM_PURE_PYTHON=1): the same rulings, to the last line of explanation."""
    if core.mode() != "compiled":
        pytest.skip(f"this run is not on the compiled core ({core.mode()})")
    compiled = rulings()
    run = _run(
        "import json; from tests.test_core import rulings; print(json.dumps(rulings()))",
        {core.PURE_VARIABLE: "1"},
    )
    assert run.returncode == 0, run.stderr[-3000:]
    pure = json.loads(run.stdout)
    assert pure.pop("mode") == f"pure: {core.PURE_VARIABLE}=1"
    assert set(pure.pop("modules").values()) == {f"{n}.py" for n in core.CORE_MODULES}
    assert compiled.pop("mode") == "compiled"
    assert all(f.endswith(SUFFIX) for f in compiled.pop("modules").values())
    assert len(compiled) > len(CASES) + 24 and compiled.keys() == pure.keys()
    assert {key for key in compiled if compiled[key] != pure[key]} == set()


# --------------------------------------------------------------- the stale-source guard
def _fake_build(directory: Path) -> None:
    """A package folder as a build leaves it: each core source, an (empty) extension
    file beside it and the sources' hashes.  stale_sources never imports them."""
    for name in core.CORE_MODULES:
        (directory / f"{name}.py").write_text(f"# {name}\n", encoding="utf-8")
        (directory / f"{name}{SUFFIX}").write_bytes(b"")
    hashes = {n: core.source_hash(directory / f"{n}.py") for n in core.CORE_MODULES}
    (directory / core.HASHES_FILE).write_text(json.dumps({"modules": hashes}), encoding="utf-8")


def test_stale_sources_names_each_source_changed_since_the_build(tmp_path: Path) -> None:
    assert core.stale_sources(tmp_path) is None  # nothing compiled: nothing to check
    _fake_build(tmp_path)
    assert core.stale_sources(tmp_path) == []
    with (tmp_path / "view.py").open("a", encoding="utf-8") as source:
        source.write("# edited after the build\n")
    assert core.stale_sources(tmp_path) == ["view"]
    (tmp_path / f"search{SUFFIX}").unlink()  # left out of the build: its fellows call
    assert core.stale_sources(tmp_path) == ["view", "search"]  # the old code
    (tmp_path / core.HASHES_FILE).unlink()  # no record of what was compiled
    assert core.stale_sources(tmp_path) == list(core.CORE_MODULES)


def test_a_stale_build_runs_the_sources_with_one_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _fake_build(tmp_path)
    with (tmp_path / "rules.py").open("a", encoding="utf-8") as source:
        source.write("# edited after the build\n")
    finders = list(sys.meta_path)
    # a run on the sources has its own finder already: this test's is looked at alone
    sys.meta_path[:] = [f for f in finders if not isinstance(f, core._SourceFinder)]
    kept = list(sys.meta_path)
    try:
        mode = core.install(tmp_path, {})
        added = [f for f in sys.meta_path if f not in kept]
        assert mode == "pure: sources changed since compiled (rules)"
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("claim: warning: claims/rules.py")
        assert "pip install -e ." in err
        # the finder hands out each core module's .py (the extensions are never loaded)
        assert len(added) == 1
        spec = added[0].find_spec("claims.rules", None)
        assert spec is not None and spec.origin == str(tmp_path / "rules.py")
        assert added[0].find_spec("claims.ruling", None) is None
    finally:
        sys.meta_path[:] = finders
        core.install()  # this process's own mode back


@needs_build
def test_an_edited_source_of_a_real_build_is_run_instead_of_its_extension(
    tmp_path: Path,
) -> None:
    """The built package copied, one source edited: a fresh process warns once and
    imports every core module from its source, the edited one included."""
    copy = tmp_path / "claims"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    with (copy / "tables.py").open("a", encoding="utf-8") as source:
        source.write("EDITED = True\n")
    run = _run(
        "import claims.core as c, claims.search as s, claims.tables as t\n"
        "print(c.mode(), s.__file__, t.EDITED, sep='|')",
        {"PYTHONPATH": str(tmp_path), core.PURE_VARIABLE: ""},  # whatever this run has
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stderr
    assert run.stderr.startswith("claim: warning: claims/tables.py changed")
    assert run.stderr.count("\n") == 1
    mode, search_file, edited = run.stdout.strip().split("|")
    assert mode == "pure: sources changed since compiled (tables)"
    assert search_file == str(copy / "search.py") and edited == "True"
    # and unedited, the copy runs compiled
    shutil.copy(PACKAGE / "tables.py", copy / "tables.py")
    run = _run(
        "import claims.core as c, claims.search as s; print(c.mode(), s.__file__)",
        {"PYTHONPATH": str(tmp_path), core.PURE_VARIABLE: ""},  # whatever this run has
        cwd=tmp_path,
    )
    assert (run.returncode, run.stderr) == (0, "")
    assert run.stdout.split() == ["compiled", str(copy / f"search{SUFFIX}")]


def test_the_core_dataclasses_cross_processes_by_pickle() -> None:
    """``claim check --jobs`` sends settings and rulings between processes: a compiled
    frozen dataclass is rebuilt past its frozen __setattr__ (claims.core)."""
    import pickle

    solver = EndplaySolver()
    ruling = rule_case(load_case(CASES[0]), solver)
    again = pickle.loads(pickle.dumps(ruling))
    assert again == ruling and again.line == ruling.line and again.settings == ruling.settings
    position = ruling.claim.position
    position.masks()  # its cached masks travel too
    copy = pickle.loads(pickle.dumps(position))
    assert copy == position and hash(copy) == hash(position)
    assert copy.play(copy.legal_plays()[0]) == position.play(position.legal_plays()[0])
