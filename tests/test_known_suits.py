"""The director's finding of what the claimer knew (``[claim] known_suits``).

Like ``trump_aware`` for the trump, a ruling body may find as a fact that the claimer knew
every card still out in a suit: the Pesta Sukan appeals committee (Singapore, BBO topic
33622) was "sufficiently convinced that declarer knew that the diamond in dummy was not
good" and gave him the two heart tops, where the director, without that finding, gave
the defence all three (dummy's ♦8 cashed first, a careless order). The finding removes
the oversights in that suit (``claims.view.known_suits``) and is shown in the ruling.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from claims.casefile import dump_case, load_case, parse_case_text
from claims.errors import CaseFileError
from claims.export import case_to_pbn
from claims.importers import ImportOptions, import_text
from claims.service import rule_case
from solver_bindings import EndplaySolver

if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
    from cli.render import Style
    from cli.ruling_text import ruling_text
    from cli.web_case import case_data, form_of_case
else:
    from claim_cli.render import Style
    from claim_cli.ruling_text import ruling_text
    from claim_cli.web_case import case_data, form_of_case

ROOT = Path(__file__).resolve().parent.parent
PESTA_SUKAN = (
    ROOT / "positions" / "published" / "sg_pestasukan_3nt_faced_hand_dummy_diamond_loser.toml"
)


def _without_finding(text: str) -> str:
    return re.sub(r"(?m)^known_suits = .*\n", "", text)


def test_the_committees_finding_decides_pesta_sukan() -> None:
    """With the finding, the committee's 2 of 3; without it, the director's 0 of 3."""
    text = PESTA_SUKAN.read_text(encoding="utf-8")
    solver = EndplaySolver()
    with_finding = rule_case(parse_case_text(text, "with"), solver, time_limit=60)
    without = rule_case(parse_case_text(_without_finding(text), "without"), solver, time_limit=60)
    assert with_finding.complete and without.complete
    assert (with_finding.claimer_tricks, without.claimer_tricks) == (2, 0)
    # the director reading the ruling sees the finding it rests on
    shown = ruling_text(with_finding, Style(symbols=True), None, None)
    assert "the director found he knew every card still out in ♦" in shown
    assert "knew every card" not in ruling_text(without, Style(symbols=True), None, None)
    assert with_finding.to_dict()["known_suits"] == ["D"]


def test_a_wrong_suit_is_named_at_its_key() -> None:
    text = PESTA_SUKAN.read_text(encoding="utf-8").replace(
        'known_suits = ["D"]', 'known_suits = ["X"]'
    )
    with pytest.raises(CaseFileError) as caught:
        parse_case_text(text, "case.toml")
    message = str(caught.value)
    assert "known_suits" in message and "'X'" in message


def test_a_known_trump_contradicting_trump_aware_false_is_refused() -> None:
    case = load_case(ROOT / "positions" / "006_seed_4h_east_small_trump.toml")
    text = dump_case(case).replace(
        "[claim]\n", '[claim]\nknown_suits = ["H"]\ntrump_aware = false\n', 1
    )
    with pytest.raises(CaseFileError) as caught:
        parse_case_text(text, "case.toml")
    assert "trump suit ♥" in str(caught.value)


def test_a_known_trump_makes_him_aware_of_it() -> None:
    """Seed 004's 4♥ with East's small trump: a finding that he knew the hearts is a
    finding that he knew of the trump, so the claim stands as in the stated case."""
    case = load_case(ROOT / "positions" / "006_seed_4h_east_small_trump.toml")
    text = dump_case(case).replace("[claim]\n", '[claim]\nknown_suits = ["H"]\n', 1)
    found = rule_case(parse_case_text(text, "case.toml"), EndplaySolver(), time_limit=60)
    plain = rule_case(case, EndplaySolver(), time_limit=60)
    assert found.aware_of_trump and not plain.aware_of_trump
    assert found.claimer_tricks > plain.claimer_tricks


def test_the_finding_survives_toml_pbn_and_the_web_form() -> None:
    case = load_case(PESTA_SUKAN)
    assert case.claim.known_suits == ["D"]
    assert parse_case_text(dump_case(case), "again").claim.known_suits == ["D"]
    pbn = case_to_pbn(case)
    assert '[ClaimKnownSuits "D"]' in pbn.splitlines()
    assert import_text(pbn, ImportOptions(), "pbn").claim.known_suits == ["D"]
    assert case_data(form_of_case(case))["claim"]["known_suits"] == ["D"]
