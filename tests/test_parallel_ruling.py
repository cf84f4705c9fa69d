"""One claim's search on several processes (claims/parallel.py, ``claim rule --jobs``).

The workers only fill the transposition table; the ruling is then made by the one-job
code.  So the ruling must be identical with any number of processes: checked on random
claims with stated lines and on the library's own cases, with the in-process warm-up
switched off so that the workers really run (counted, so the checks cannot pass by never
forking).  The bounds the workers send back are checked against the brute-force
enumeration of every normal line (tests/test_search_properties.py), which shares no code
with the search.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

import claims.ruling
from claims import parallel
from claims.cards import Seat
from claims.casefile import load_case
from claims.normal_play import initial_state
from claims.plan import Plan
from claims.ruling import Claim, _searches_of, adjudicate, claimants_for
from claims.service import rule_case
from cli.main import main
from tests.helpers import record_fills
from tests.strategies import random_position
from tests.test_search_properties import _random_plan, brute_force

ROOT = Path(__file__).resolve().parent.parent
OWN_CASES = sorted((ROOT / "positions").glob("*.toml"))

pytestmark = pytest.mark.skipif(not parallel.can_fork(), reason="needs fork")


@pytest.fixture
def forks(monkeypatch: pytest.MonkeyPatch) -> list[parallel.FillStats]:
    """No in-process warm-up (every claim that is not settled within the first clock
    look goes to the workers), and the fills that started workers, recorded."""
    monkeypatch.setattr(claims.ruling, "WARM_SECONDS", 0.0)
    # (the other cards along the line are valued on a table of their own within
    # DESCRIBE_NODES positions, the same for any number of processes: no budget is
    # lifted here, tests/test_describe_jobs.py)
    return record_fills(monkeypatch)


def _random_claims(seed: int, count: int, sizes: tuple[int, int]) -> list[tuple[Claim, Plan]]:
    rng = random.Random(seed)
    found = []
    for _ in range(count):
        position = random_position(rng, rng.randint(*sizes))
        claimer = rng.choice(list(Seat))
        plan = _random_plan(rng, position)
        tricks = rng.randint(0, position.tricks_left)
        found.append((Claim(position, claimer, tricks, trump_aware=None), plan))
    return found


def test_two_jobs_give_the_same_ruling_on_random_claims(
    forks: list[parallel.FillStats],
) -> None:
    for claim, plan in _random_claims(2026, 16, (5, 6)):
        alone = adjudicate(claim, plan, jobs=1)
        shared = adjudicate(claim, plan, jobs=2)
        # a Ruling compares every field but the search's statistics: the tricks, the
        # oversight named, the line card by card with each step's better alternative,
        # the restrictions and settings that decided, the reasons and laws
        assert shared == alone, claim.position
    assert len(forks) >= 4  # the workers ran on many of them


def test_three_jobs_give_the_same_ruling_on_the_own_cases(
    forks: list[parallel.FillStats],
) -> None:
    for path in OWN_CASES:
        case = load_case(path)
        assert rule_case(case, jobs=3) == rule_case(case, jobs=1), path.name
    assert forks


def test_the_workers_bounds_hold_the_brute_force_value(
    forks: list[parallel.FillStats],
) -> None:
    """Each position handed to a worker ends with bounds in the shared table that
    contain its value by brute force, and the worst total found is a real line's."""
    checked = 0
    for claim, plan in _random_claims(7, 10, (4, 4)):
        position = claim.position
        claimants = claimants_for(claim, plan)
        start = initial_state(plan.steps, position, claim.side)
        searches = _searches_of(claimants, position, None, None, {})
        stats = parallel.fill_table(searches, position, start, 2, None)
        if not stats.workers:
            continue
        table = searches[0].table.bounds
        true_value = min(brute_force(position, c, start) for c in claimants)
        assert stats.best >= true_value
        for job in parallel.frontier(searches, position, start, 12):
            search = searches[job.oversight]
            at, state = position, start
            for card in job.cards:
                child = next(c for c in search.children(at, state) if c.card == card)
                at, state = child.position, child.state
            low, high = table.get(search.key(at, state), (0, 99))
            value = brute_force(at, claimants[job.oversight], state)
            assert low <= value <= high, (at, low, value, high)
            checked += 1
    assert checked >= 15


def test_rule_command_jobs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    case = str(ROOT / "positions" / "010_ruff_low_overruffed.toml")
    outputs = []
    for jobs in ("1", "2"):
        result = runner.invoke(main, ["rule", case, "--json", "--no-suggest", "--jobs", jobs])
        assert result.exit_code == 0, result.output
        data = json.loads(result.output)
        data.pop("search")  # the positions searched and the seconds differ
        outputs.append(data)
    assert outputs[0] == outputs[1]
    for bad in ("0", "-2", "two", "100"):
        result = runner.invoke(main, ["rule", case, "--jobs", bad])
        assert result.exit_code == 2
        assert "--jobs" in result.output
        assert "Traceback" not in result.output


def test_a_ruling_refuses_no_jobs() -> None:
    claim, plan = _random_claims(1, 1, (3, 3))[0]
    with pytest.raises(ValueError, match="jobs must be at least 1"):
        adjudicate(claim, plan, jobs=0)


def test_the_default_workers_are_the_cores_this_process_may_use(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`claim check` used os.cpu_count() (the machine's cores) where `claim serve` used
    the affinity a container or taskset narrows: both now ask usable_cores."""
    import os

    from claims.parallel import usable_cores

    if not hasattr(os, "sched_getaffinity"):
        pytest.skip("no affinity on this platform")
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 3, 5})
    monkeypatch.setattr(os, "cpu_count", lambda: 64)
    assert usable_cores() == 3
