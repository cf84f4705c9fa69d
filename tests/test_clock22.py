"""Round 22: ``claim check --clock cpu`` reads the time limit in CPU seconds
(:mod:`claims.clock`), so a loaded machine does not change a folder's rulings.

A loaded machine is simulated by a wall clock that jumps a minute at every look: on the
wall clock the search then stops at its first look and the ruling is incomplete; on the
CPU clock the jumps are not seen and the ruling is the one an idle machine gives."""

from __future__ import annotations

import json
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from click.testing import CliRunner

import claims.clock
from claims import clock
from claims.casefile import load_case
from claims.normal_play import DEFAULT_SETTINGS
from claims.ruling import adjudicate
from claims.service import CaseCheck, claim_of_case, plan_of_case, rule_case
from cli import check as check_module
from cli.main import main

# a published case whose search reads the clock many times (tens of thousands of
# positions) yet takes well under a second compiled
PUBLISHED = Path(__file__).parent.parent / "positions" / "published"
CASE = PUBLISHED / "ebu_bbo_6h_heart_to_the_ten_west_covers.toml"


class _JumpingWallClock:
    """``time`` as the clock module sees it on a machine so loaded that a minute passes
    between any two looks at the wall clock; CPU seconds pass as they really do."""

    def __init__(self) -> None:
        self.now = time.monotonic()

    def monotonic(self) -> float:
        self.now += 60.0
        return self.now

    @staticmethod
    def process_time() -> float:
        return time.process_time()


def _load(monkeypatch: pytest.MonkeyPatch) -> None:
    jumping = _JumpingWallClock()
    monkeypatch.setattr(
        claims.clock,
        "time",
        SimpleNamespace(monotonic=jumping.monotonic, process_time=jumping.process_time),
    )


def test_the_cpu_clock_does_not_count_time_spent_waiting() -> None:
    with clock.using("cpu"):
        assert clock.kind() == "cpu"
        before = clock.now()
        time.sleep(0.2)
        assert clock.now() - before < 0.1
    assert clock.kind() == "wall"
    before = clock.now()
    time.sleep(0.05)
    assert clock.now() - before >= 0.05


def test_an_unknown_clock_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown clock 'sun'"), clock.using("sun"):  # type: ignore[arg-type]
        pass  # pragma: no cover


def test_under_load_the_wall_clock_cuts_the_ruling_and_the_cpu_clock_does_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    case = load_case(CASE)
    idle = rule_case(case, time_limit=120)
    assert idle.complete and idle.claimer_tricks == 10  # the published ruling
    assert idle.stats.nodes > 1_000  # the search looked at the clock on the way
    _load(monkeypatch)
    loaded_wall = rule_case(case, time_limit=120)
    assert not loaded_wall.complete  # the failure the CPU clock is for
    with clock.using("cpu"):
        loaded_cpu = rule_case(case, time_limit=120)
    assert loaded_cpu == idle


def test_a_search_shared_over_processes_keeps_the_wall_clock() -> None:
    case = load_case(CASE)
    claim = claim_of_case(case)
    with clock.using("cpu"), pytest.raises(ValueError, match="CPU clock counts this process"):
        adjudicate(claim, plan_of_case(case, claim), jobs=2)


def test_check_on_the_cpu_clock_agrees_under_load(monkeypatch: pytest.MonkeyPatch) -> None:
    _load(monkeypatch)
    runner = CliRunner()
    args = ["check", str(CASE), "--jobs", "1", "--time-limit", "120", "--json"]
    wall = runner.invoke(main, args)
    assert wall.exit_code == 1
    assert json.loads(wall.output)[0]["status"] == "incomplete"
    cpu = runner.invoke(main, [*args, "--clock", "cpu"])
    assert cpu.exit_code == 0, cpu.output
    assert json.loads(cpu.output)[0]["status"] == "agrees"
    assert clock.kind() == "wall"  # the command leaves the clock as it found it


def test_check_on_the_cpu_clock_keeps_each_search_in_one_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[tuple[int, str]] = []

    def fake_check(path: Path, *args: object) -> CaseCheck:
        jobs = args[-1]
        assert isinstance(jobs, int)
        seen.append((jobs, clock.kind()))
        return CaseCheck(path, None, None, "not ruled in this test")

    monkeypatch.setattr(check_module, "check_case", fake_check)
    settings = DEFAULT_SETTINGS
    list(check_module.run_checks([CASE], settings, 10.0, 4, frozenset(), "cpu"))
    list(check_module.run_checks([CASE], settings, 10.0, 4, frozenset(), "wall"))
    assert seen == [(1, "cpu"), (4, "wall")]
