"""The explanation a director reads is the same with any ``--jobs`` (issue 10, round 8).

The deciding line's better alternatives are valued after the value is known, within a
count of positions (:data:`claims.search.DESCRIBE_NODES`).  They used to be valued on the
value search's own table and within "as many positions as the value took, the workers'
included": with ``--jobs 2`` the table and that count depend on how the workers shared
out the work, so the alternatives shown (and where the budget ran out) differed from
``--jobs 1`` and from run to run.  Now the description has a table of its own, started
empty, and a fixed budget shared fairly between the claimer's choices on the line, in
this process: a function of the claim and the budget alone.

The in-process warm-up is switched off, and the clock looked at every position, so that
``--jobs 2`` really starts workers on every case that is not settled at once (counted:
the test cannot pass by never forking).  Each case is ruled with the default budget and with a small
one, where the budget binds: the old code printed different text there.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import claims.ruling
import claims.search
from claims import parallel
from cli.main import main
from tests.helpers import record_fills

ROOT = Path(__file__).resolve().parent.parent
CASES = [
    *sorted((ROOT / "positions").glob("00*.toml")),
    ROOT / "positions" / "published" / "na_blml2010_misclaim_hearts_not_good.toml",
    ROOT / "positions" / "published" / "se_lk1231_4h_tabled_no_plan_heart_ten_out.toml",
]

pytestmark = pytest.mark.skipif(not parallel.can_fork(), reason="needs fork")


def _rule_text(case: Path, jobs: int) -> str:
    result = CliRunner().invoke(
        main, ["rule", str(case), "--no-suggest", "--jobs", str(jobs), "--time-limit", "600"]
    )
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("warm", [claims.search.WARM_DESCRIPTION_CARDS, 0])
@pytest.mark.parametrize("budget", [claims.search.DESCRIBE_NODES, 400])
def test_jobs_print_the_same_ruling_text(
    budget: int, warm: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both ways of asking the first question (on the search's own table up to 8 cards
    a hand, the default; on the description's table within its budget, as bigger
    claims do, switched on here for these small cases)."""
    monkeypatch.setattr(claims.search, "WARM_DESCRIPTION_CARDS", warm)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(claims.ruling, "WARM_SECONDS", 0.0)
    # and the warm-up's first look at the clock at its first position: these small
    # cases settle within the 256 positions between two looks (since round 27 no
    # solver call near the root looks at it first)
    monkeypatch.setattr(claims.search, "CLOCK_EVERY", 1)
    monkeypatch.setattr(claims.search, "DESCRIBE_NODES", budget)
    # `claim rule` checks what the ruling rests on within a count of positions
    # (ANALYSIS_NODES, round 9), not a span of time: nothing to switch off here
    filled = record_fills(monkeypatch)
    for case in CASES:
        alone = _rule_text(case, 1)
        assert _rule_text(case, 2) == alone, case.name
    assert len(filled) >= 3  # the workers ran on several of the cases


def test_jobs_show_the_same_alternatives_where_the_budget_binds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Random 6- and 7-card claims with stated lines, described within 300 positions:
    the old code gave a different description with two processes on 6 of these 30."""
    from tests.test_parallel_ruling import _random_claims

    monkeypatch.setattr(claims.ruling, "WARM_SECONDS", 0.0)
    monkeypatch.setattr(claims.search, "DESCRIBE_NODES", 300)
    monkeypatch.setattr(claims.search, "WARM_DESCRIPTION_CARDS", 0)  # the budgeted path
    forked = 0
    real: Callable[..., parallel.FillStats] = parallel.fill_table

    def counted(*args: Any, **kwargs: Any) -> parallel.FillStats:
        nonlocal forked
        stats = real(*args, **kwargs)
        forked += bool(stats.workers)
        return stats

    monkeypatch.setattr(claims.ruling, "fill_table", counted)
    for claim, plan in _random_claims(3, 30, (6, 7)):
        alone = claims.ruling.adjudicate(claim, plan, jobs=1, analyse=False)
        shared = claims.ruling.adjudicate(claim, plan, jobs=2, analyse=False)
        assert shared == alone, claim.position
    assert forked >= 10
