"""Round 18: a ruling cut by the time limit tells the director how to settle it.

The 13-card Bridge Winners 4NT case cannot finish in half a second; a director who
sees "incomplete" is told that a longer --time-limit settles it (the search starts
afresh each run, so nothing else does), in English and in Danish.  A ruling that
finished says nothing of the kind.
"""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from cli.main import main

POSITIONS = Path(__file__).resolve().parent.parent / "positions"
LONG = POSITIONS / "published" / "na_bw_4nt_faulty_claim_spades_not_six.toml"
SHORT = POSITIONS / "014_wb_754_opposite_void.toml"


def test_a_cut_ruling_says_a_longer_time_limit_settles_it() -> None:
    runner = CliRunner()
    cut = runner.invoke(main, ["rule", str(LONG), "--time-limit", "0.5", "--no-suggest"])
    assert cut.exit_code == 0, cut.output
    assert "incomplete" in cut.output
    assert "The time limit (0.5 s) stopped the search" in cut.output
    assert "longer --time-limit" in cut.output
    dansk = runner.invoke(
        main, ["rule", str(LONG), "--time-limit", "0.5", "--no-suggest", "--lang", "da"]
    )
    assert dansk.exit_code == 0, dansk.output
    assert "Tidsgrænsen (0.5 s) stoppede søgningen" in dansk.output


def test_a_finished_ruling_says_nothing_of_the_time_limit() -> None:
    done = CliRunner().invoke(main, ["rule", str(SHORT)])
    assert done.exit_code == 0, done.output
    assert "stopped the search" not in done.output
    assert "--time-limit" not in done.output
