"""Round 16: the suggestion asks one threshold question of each candidate statement.

"What statement would have saved it" tries the parser's short statements in order and
stops at the first under which the claim stands.  It used to rule each candidate in
full (:func:`claims.ruling.adjudicate`: the exact worst value, its line traced and
described, a double-dummy value read at every card), where only "does he keep what he
claimed?" is asked.  :func:`claims.ruling.keeps_claimed` answers that with one test over
the oversights (the first line below the claim ends it).  Measured on the benchmark's
12 claim-like 8-card claims, each claimed for its double-dummy value
(benchmarks/HISTORY.md, round 16): 266 s of CPU for the 12 suggestions before, 13.7 s
after, the same 12 texts.

Here: the answer is adjudicate's on every candidate of random small claims (both ways
round, with and without statements); the suggestion reads no line; its text is the
same as before on the seed's case.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from claims.casefile import load_case
from claims.plan import Plan
from claims.ruling import Claim, ClaimKind, adjudicate, keeps_claimed
from claims.search import RestrictedSearch
from claims.service import claim_of_case, suggest
from claims.suggest import candidate_clarifications
from tests.strategies import random_position
from tests.test_search_properties import _random_plan

ROOT = Path(__file__).parent.parent


def _claims(seed: int, count: int) -> list[tuple[Claim, Plan]]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        position = random_position(rng, rng.randint(3, 5))
        claimer = rng.choice(list(position.to_play.side.seats))
        tricks = rng.randint(1, position.tricks_left)
        kind = ClaimKind.CONCESSION if rng.random() < 0.15 else ClaimKind.CLAIM
        out.append((Claim(position, claimer, tricks, kind=kind), _random_plan(rng, position)))
    return out


def test_keeps_claimed_answers_as_the_full_ruling_does() -> None:
    asked = kept = 0
    for claim, plan in _claims(1616, 40):
        plans = [plan, Plan(), *candidate_clarifications(claim.position, claim.claimer)[:6]]
        for candidate in plans:
            full = adjudicate(claim, candidate, analyse=False, alternatives=False)
            assert full.complete
            answer = keeps_claimed(claim, candidate)
            assert answer == (full.claimer_tricks >= claim.tricks), (claim, candidate)
            asked += 1
            kept += bool(answer)
    # both answers occur many times (measured when written: 167 of 318 kept)
    assert asked > 200 and 40 < kept < asked - 40


def test_keeps_claimed_says_when_the_limit_cut_it() -> None:
    case = load_case(ROOT / "positions" / "008_early_claim_5_4_trump_aware.toml")
    claim = claim_of_case(case)
    assert keeps_claimed(claim, Plan(), time_limit=1e-6) is None


def test_the_suggestion_traces_no_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seed 004's 4♥ claim with no statement fails; "draw trumps" saves it.  The ruling
    traces its line; the suggestion then must not (before this round each candidate's
    ruling traced one)."""
    case = load_case(ROOT / "positions" / "006_seed_4h_east_small_trump.toml")
    ruling = adjudicate(claim_of_case(case), Plan(), None, time_limit=60, analyse=False)
    assert ruling.complete and not ruling.stands

    def no_line(*args: object, **kwargs: object) -> object:
        raise AssertionError("the suggestion traced a line")

    monkeypatch.setattr(RestrictedSearch, "run", no_line)
    found = suggest(ruling, None, time_limit=60)
    assert found is not None and found.plan is not None
    assert found.text == (
        "had the claimer said 'draw trumps', all 5 claimed tricks would have been his"
    )
