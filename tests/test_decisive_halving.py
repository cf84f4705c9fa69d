"""The restrictions a standing claim rests on are found by halving the list of rules
(:func:`claims.ruling._decisive_among`): the same rules, tricks and first cards as
switching each rule off alone, on the own cases that rest on one, several or none."""

from __future__ import annotations

from pathlib import Path

import pytest

from claims import rules as R
from claims.casefile import load_case
from claims.normal_play import resolve_conditionals
from claims.ruling import (
    Decisive,
    _decisive_among,
    _relaxed,
    _worst_line,
    claimants_for,
    worst_claimant,
)
from claims.service import claim_of_case, plan_of_case

POSITIONS = Path(__file__).parent.parent / "positions"
# 001 rests on several rules, 017 on two, 009/012/013 on one, 010 and 016 on none
CASES = [
    "001_aqjx_kx_unblock.toml",
    "009_ak2_trumps_from_top.toml",
    "010_ruff_low_overruffed.toml",
    "012_unexpected_ruff_overruff.toml",
    "013_wb_ak5_opposite_42.toml",
    "016_unstated_finesse.toml",
    "017_unstated_finesse_shown_out.toml",
]


@pytest.mark.parametrize("name", CASES)
def test_halving_finds_what_one_rule_at_a_time_finds(name: str) -> None:
    case = load_case(POSITIONS / name)
    claim = claim_of_case(case)
    plan = plan_of_case(case, claim)
    steps = resolve_conditionals(plan, claim.position, claim.side)
    claimants = claimants_for(claim, plan)
    _, outcome = worst_claimant(claim, claimants, steps, None, None, alternatives=False)
    value = outcome.claimer_tricks
    one_at_a_time: list[Decisive] = []
    for rule in R.RESTRICTING_RULES:
        result = _worst_line(claim, _relaxed(claimants, rule), steps, None, below=value)
        assert isinstance(result, tuple)
        if result[0] < value:
            one_at_a_time.append(Decisive(rule, result[0], result[1]))
    halved = _decisive_among(claim, claimants, steps, value, None, None, R.RESTRICTING_RULES)
    assert halved == one_at_a_time
