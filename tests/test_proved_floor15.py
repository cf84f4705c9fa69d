"""What an incomplete ruling proves from below (issue 10, round 15).

A search cut by the time limit used to say only "at most N": the worst line found is a
real normal line, so the claimer gets no more than it gives.  But its tests have also
proved, before the limit, that every normal line gives him at least some count, and a
director waiting at the table can use both: "between 5 and 8", and a claim whose every
line was proved to give what he kept stands even though the exact count is not settled.

The lower count must be a proof, not a guess: here every search is cut at a small count
of positions (as at the deadline, :data:`claims.ruling.ANALYSIS_NODES`'s mechanism) and
the count reported is checked against the brute-force enumeration of every normal line
(tests/test_search_properties.py), which shares no code with the search.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

from click.testing import CliRunner

from claims.cards import Seat
from claims.casefile import load_case, parse_case_text
from claims.normal_play import initial_state, resolve_conditionals
from claims.plan import Plan
from claims.ruling import (
    Claim,
    ClaimKind,
    Ruling,
    _explain,
    _verdict,
    adjudicate,
    claimants_for,
    worst_claimant,
)
from claims.service import CaseCheck, rule_case
from cli.check import table_lines
from cli.i18n import reason_text, result_line, ruling_view
from cli.main import main
from cli.render import Style
from cli.report import agreement_text, html_summary, md_summary
from tests.strategies import random_position
from tests.test_search_properties import _random_plan, brute_force

BW_4NT = (
    Path(__file__).resolve().parent.parent
    / "positions"
    / "published"
    / "na_bw_4nt_faulty_claim_spades_not_six.toml"
)
STYLE = Style(symbols=True)


def _cut_rulings(seed: int, count: int) -> list[tuple[Claim, Plan, int, int, int]]:
    """Random claims, each searched to a few position counts: (claim, plan, floor,
    worst line found, exact value by brute force) for every cut search."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        position = random_position(rng, rng.randint(4, 5))
        claimer = rng.choice(list(Seat))
        plan = _random_plan(rng, position)
        claim = Claim(position, claimer, position.tricks_left, trump_aware=None)
        claimants = claimants_for(claim, plan)
        steps = resolve_conditionals(plan, position, claim.side)
        start = initial_state(steps, position, claim.side)
        exact = min(brute_force(position, c, start) for c in claimants)
        for nodes in (40, 150, 600):
            _, outcome = worst_claimant(
                claim, claimants, steps, None, None, alternatives=False, nodes=nodes
            )
            if not outcome.complete:
                out.append((claim, plan, outcome.floor, outcome.claimer_tricks, exact))
    return out


def test_the_count_proved_before_the_limit_is_a_lower_bound() -> None:
    cut = _cut_rulings(2026, 40)
    assert len(cut) >= 10  # the budgets really cut many searches
    for claim, _, floor, found, exact in cut:
        assert floor <= exact <= found, claim.position
    # and it says something: many cut searches had proved more than nothing
    assert sum(1 for _, _, floor, _, _ in cut if floor > 0) >= len(cut) // 3


def _incomplete(floor: int, found: int, claimed: int) -> Ruling:
    """A real ruling on a small claim, its search taken as cut with these counts."""
    rng = random.Random(7)
    position = random_position(rng, 6)
    claim = Claim(position, Seat.N, claimed, trump_aware=None)
    ruling = adjudicate(claim, Plan(), analyse=False)
    return replace(
        ruling,
        claimer_tricks=found,
        complete=False,
        floor=floor,
        verdict=_verdict(claim, found, False, floor),
    )


def test_an_incomplete_ruling_shows_both_counts() -> None:
    ruling = _incomplete(2, 4, 5)
    assert "at most 4 to North-South" in ruling.verdict
    assert "at least 2 to North-South proved" in ruling.verdict
    assert not ruling.stands and not ruling.stands_proved
    data = ruling.to_dict()
    assert data["claimer_tricks_at_least"] == 2 and data["claimer_tricks"] == 4
    english = ruling_view(ruling, None, "en", STYLE)
    assert english["tricks"].startswith("North-South 2 to 4, East-West 2 to 4 of 6")
    danish = ruling_view(ruling, None, "da", STYLE)
    assert "mindst 2 til Nord-Syd bevist" in danish["verdict"]


def test_a_claim_proved_to_keep_what_it_claimed_stands_though_cut() -> None:
    ruling = _incomplete(4, 5, 4)
    assert ruling.stands_proved
    assert ruling.verdict.startswith("claim of 4 of 6 by North stands: at least 4")
    assert ruling_view(ruling, None, "en", STYLE)["headline"] == (
        "The claim stands (search incomplete)"
    )
    # proved above what he kept: conceded tricks come back, at least that many
    restored = _incomplete(5, 6, 4)
    assert "conceded tricks restored (Law 71): at least 5 to North-South proved" in (
        restored.verdict
    )
    assert "afgivne stik gives tilbage (Lov 71): mindst 5" in ruling_view(
        restored, None, "da", STYLE
    )["verdict"]
    assert ruling_view(restored, None, "en", STYLE)["headline"] == (
        "The claim is cancelled: tricks restored (search incomplete)"
    )
    # while a cut search that has proved less leaves it undecided
    undecided = _incomplete(3, 5, 4)
    assert undecided.stands and not undecided.stands_proved
    assert ruling_view(undecided, None, "en", STYLE)["headline"] == (
        "The claim is not decided (search incomplete)"
    )


def test_claim_check_counts_an_expected_ruling_outside_the_range_as_a_disagreement() -> None:
    case = parse_case_text(BW_4NT.read_text(encoding="utf-8"), "4nt.toml")
    ruling = _incomplete(5, 8, 10)
    # the expected 8 lies in [5, 8]: still incomplete
    assert CaseCheck(Path("4nt.toml"), case, ruling).status == "incomplete"
    # a range that excludes the expected count already disagrees, from either side
    assert CaseCheck(Path("4nt.toml"), case, _incomplete(5, 7, 10)).status == "DISAGREES"
    assert CaseCheck(Path("4nt.toml"), case, _incomplete(9, 10, 10)).status == "DISAGREES"


def test_claim_rule_prints_the_range_when_cut() -> None:
    result = CliRunner().invoke(
        main, ["rule", str(BW_4NT), "--time-limit", "2", "--no-suggest", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["complete"] is False
    assert 0 <= data["claimer_tricks_at_least"] <= data["claimer_tricks"]


def test_concession_kind_is_untouched() -> None:
    # a complete ruling's lower count is its ruling (a Law 71 concession included)
    rng = random.Random(11)
    position = random_position(rng, 5)
    claim = Claim(position, Seat.E, 0, kind=ClaimKind.CONCESSION, trump_aware=None)
    ruling = adjudicate(claim, Plan(), analyse=False)
    assert ruling.complete and ruling.floor == ruling.claimer_tricks


def _reasons(claimed: int, found: int, floor: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    rng = random.Random(7)
    position = random_position(rng, 6)
    claim = Claim(position, Seat.N, claimed, trump_aware=None)
    return _explain(claim, Plan(), True, found, (), complete=False, floor=floor)


def test_a_cut_search_says_only_what_it_proved() -> None:
    # no line found loses a trick, but little is proved: not decided, and no conceded
    # trick is called restored (the old text said so from the line found alone)
    laws, reasons = _reasons(4, 6, 2)
    assert "71" not in laws
    assert not any("could not be lost" in r or "no normal line within" in r for r in reasons)
    assert any("the claim is not decided" in r and "at least 2 proved" in r for r in reasons)
    # every line proved to keep the claim: it stands, the restoring not settled
    laws, reasons = _reasons(4, 6, 4)
    assert "71" not in laws and any("so the claim stands" in r for r in reasons)
    # proved above the claim: that many conceded tricks come back, at least
    laws, reasons = _reasons(4, 6, 5)
    assert "71" in laws
    assert any(r.startswith("at least 1 conceded trick(s) could not be lost") for r in reasons)
    for reason in reasons:
        assert reason_text(reason, "da") != reason  # each has its Danish sentence


def test_the_result_is_marked_as_the_line_found_when_cut() -> None:
    # 4NT at trick 1: its value takes an hour and more, so one second always cuts it
    ruling = rule_case(load_case(BW_4NT), time_limit=1.0)
    assert not ruling.complete and ruling.result is not None
    assert result_line(ruling, "en") == f"{ruling.result.text} (on the line found)"
    assert str(result_line(ruling, "da")).endswith("(på den fundne linje)")


def test_the_reports_show_the_range_of_a_cut_ruling() -> None:
    case = parse_case_text(BW_4NT.read_text(encoding="utf-8"), "4nt.toml")
    check = CaseCheck(Path("4nt.toml"), case, _incomplete(5, 8, 10))
    assert "| 5-8 of 13 |" in "\n".join(md_summary([check]))
    assert '<td class="num">5-8 of 13</td>' in html_summary([check])
    assert "between 5 and 8" in agreement_text(check)
    assert table_lines([check])[1].split()[1:4] == ["8", "5-8", "incomplete"]
