"""`claim rule` and `claim check` from the outside: what a director and a law
commission see, and the library of sourced cases agreeing with its sources."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from claims.cards import Seat
from claims.plan import Plan
from claims.ruling import Claim, adjudicate
from cli.main import main  # the folder cli/ is installed as claim_cli
from tests.strategies import random_position

ROOT = Path(__file__).resolve().parent.parent
POSITIONS = ROOT / "positions"
BLACK_ACES = POSITIONS / "005_two_black_aces_club_trump.toml"


@pytest.fixture
def runner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    monkeypatch.chdir(tmp_path)
    return CliRunner()


def test_every_sourced_case_in_positions_agrees(runner: CliRunner, tmp_path: Path) -> None:
    # Only the library's own files: positions/published/ holds published rulings that are
    # a measure of the model (disagreements expected and reported), not a regression gate.
    library = sorted(POSITIONS.glob("*.toml"))
    result = runner.invoke(main, ["check", *map(str, library), "--jobs", "2"])
    assert result.exit_code == 0, result.output
    count = len(library)
    assert count >= 15
    assert f"{count} of {count} cases agree" in result.output
    assert list(tmp_path.iterdir()) == []  # no stray files


def test_rule_text_shows_understanding_verdict_laws_line_and_lesson(runner: CliRunner) -> None:
    result = runner.invoke(main, ["rule", str(BLACK_ACES)])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Statement: none" in out
    assert "does not stand: 1 to North-South, 1 to East-West" in out
    assert "Double dummy: North-South 2 of 2" in out
    assert "70C" in out
    assert "unaware-of-trump" in out
    assert "trick 1:" in out and "West wins the trick" in out
    assert "What would have saved it" in out and "draw trumps" in out


def test_rule_json_has_the_documented_keys(runner: CliRunner) -> None:
    result = runner.invoke(main, ["rule", str(BLACK_ACES), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    for key in (
        "claimer_tricks",
        "opponent_tricks",
        "claimed",
        "double_dummy_tricks",
        "laws",
        "line",
    ):
        assert key in data
    assert data["claimer_tricks"] == 1 and data["opponent_tricks"] == 1
    assert data["double_dummy_tricks"] == 2
    assert data["line"][0]["card"] == "SA" and data["line"][0]["made_worse"]


def test_rule_from_options_with_a_statement_in_words(runner: CliRunner) -> None:
    base = ["rule", "--deal", "S:A...A .5..2 ..32. 5.6..", "--trump", "C", "--leader", "S"]
    base += ["--declarer", "S", "--by", "S", "--tricks", "rest"]
    drawn = runner.invoke(main, [*base, "--statement", "trækker trumf først", "--json"])
    assert drawn.exit_code == 0, drawn.output
    data = json.loads(drawn.output)
    assert data["claimer_tricks"] == 2
    assert data["understood"][0]["words"].startswith("trækker trumf")


def test_words_not_understood_are_shown_and_strict_makes_them_an_error(
    runner: CliRunner,
) -> None:
    base = ["rule", "--deal", "S:A...A .5..2 ..32. 5.6..", "--trump", "C", "--leader", "S"]
    base += ["--declarer", "S", "--by", "S", "--tricks", "rest"]
    loose = runner.invoke(main, [*base, "--statement", "rest, flibbertigibbet"])
    assert loose.exit_code == 0, loose.output
    assert "Not understood" in loose.output and "flibbertigibbet" in loose.output
    strict = runner.invoke(main, [*base, "--statement", "rest, flibbertigibbet", "--strict"])
    assert strict.exit_code == 1
    assert "flibbertigibbet" in strict.output
    assert "Traceback" not in strict.output


def test_check_reports_a_disagreement_with_its_deciding_line(
    runner: CliRunner, tmp_path: Path
) -> None:
    folder = tmp_path / "list"
    folder.mkdir()
    wrong = folder / "wrong.toml"
    text = BLACK_ACES.read_text(encoding="utf-8")
    wrong.write_text(text.replace("claimer_tricks = 1", "claimer_tricks = 2"), encoding="utf-8")
    shutil.copy(POSITIONS / "009_ak2_trumps_from_top.toml", folder)
    result = runner.invoke(main, ["check", str(folder), "--jobs", "1"])
    assert result.exit_code == 1
    assert "DISAGREES" in result.output
    assert "== " in result.output and "Deciding line" in result.output
    assert "1 of 2 cases agree" in result.output


def test_check_goes_on_after_a_broken_case(runner: CliRunner, tmp_path: Path) -> None:
    folder = tmp_path / "list"
    folder.mkdir()
    (folder / "broken.toml").write_text('title = "x"\n', encoding="utf-8")
    shutil.copy(BLACK_ACES, folder)
    result = runner.invoke(main, ["check", str(folder)])
    assert result.exit_code == 1
    assert "error" in result.output
    assert "1 of 2 cases agree" in result.output


def test_time_limit_gives_a_sound_partial_answer_marked_incomplete() -> None:
    rng = random.Random(3)
    while True:  # a seeded position big enough that 1 ms cannot finish it
        position = random_position(rng, 7, trick_cards=0)
        claim = Claim(position, Seat.S, position.tricks_left)
        exact = adjudicate(claim, Plan(), analyse=False)
        if exact.stats.nodes > 20_000:
            break
    partial = adjudicate(claim, Plan(), time_limit=0.001, analyse=False)
    assert exact.complete and not partial.complete
    assert partial.claimer_tricks >= exact.claimer_tricks  # a real line: an upper bound
    assert "incomplete" in partial.verdict
    assert partial.line  # the worst line found so far is shown


def test_a_known_disagreement_is_shown_but_does_not_fail_the_check(
    runner: CliRunner, tmp_path: Path
) -> None:
    """An example list may record why a case is known to disagree ([meta] disagreement):
    the check shows the disagreement with its line and the reason, and passes; the same
    case without the reason fails."""
    text = BLACK_ACES.read_text(encoding="utf-8").replace(
        "claimer_tricks = 1", "claimer_tricks = 2"
    )
    unexplained = tmp_path / "unexplained.toml"
    unexplained.write_text(text, encoding="utf-8")
    failed = runner.invoke(main, ["check", str(unexplained), "--jobs", "1"])
    assert failed.exit_code == 1 and "DISAGREES" in failed.output
    explained = tmp_path / "explained.toml"
    reason = "the ruling body took the claimer as aware of the trump (a finding of fact)"
    explained.write_text(
        text.replace("[meta]", f'[meta]\ndisagreement = "{reason}"'), encoding="utf-8"
    )
    passed = runner.invoke(main, ["check", str(explained), "--jobs", "1"])
    assert passed.exit_code == 0, passed.output
    assert "explained" in passed.output and reason in passed.output
    assert "1 known disagreement" in passed.output
