"""Round 19's review: the answers read as a director, a player and a law commission.

Each test pins one presentation defect found by reading every bundled case's ruling
(text, ``--lang da``, ``--json``) and ``claim check``: Danish text left half in English,
a count an alternative card "keeps" read from the wrong base, a check that exits 1
without naming the cases that fail it.  None changes a ruling: only what is said of it.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from cli.main import main

POSITIONS = Path(__file__).resolve().parent.parent / "positions"
SEED = POSITIONS / "006_seed_4h_east_small_trump.toml"
LONG = POSITIONS / "published" / "na_bw_4nt_faulty_claim_spades_not_six.toml"
SMALL = POSITIONS / "014_wb_754_opposite_void.toml"


def _rule(*args: str) -> str:
    result = CliRunner().invoke(main, ["rule", *args])
    assert result.exit_code == 0, result.output
    return result.output


# ------------------------------------------------------------------ counted from the claim
def test_what_an_alternative_keeps_is_counted_as_the_ruling_counts() -> None:
    """Seed 004: the ruling is 4 of 5; at trick 2 the heart jack "keeps 4" read as no
    better than the ruling, though it keeps every trick (4 of the 4 left, 5 in all)."""
    text = _rule(str(SEED), "--no-suggest")
    assert "(which keeps 5): normal because" in text  # trick 1: nothing won yet
    assert "(which keeps 5 since the claim: 4 of the 4 tricks left): normal because" in text
    assert "worse than ♥J, which keeps 5 since the claim: 4 of the 4 tricks left" in text
    assert "which keeps 4" not in text
    dansk = _rule(str(SEED), "--no-suggest", "--lang", "da")
    assert "som giver 5 siden kravet: 4 af de 4 resterende stik" in dansk
    data = json.loads(_rule(str(SEED), "--no-suggest", "--json"))
    second = [step for step in data["line"] if step["best_alternative"]][1]
    assert second["best_alternative"]["claimer_tricks"] == 4
    assert second["best_alternative"]["tricks_left"] == 4
    assert second["best_alternative"]["claimer_tricks_since_claim"] == 5
