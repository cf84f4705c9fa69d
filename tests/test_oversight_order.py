"""The oversights are tested together, least lower bound first (claims.ruling's
``_lowest_over``), not valued one after another.  The order of the tests must change
nothing a ruling says: checked against the brute-force enumeration of every normal
line under each oversight (tests/test_search_properties.py), which shares no code
with the search:

* the value is the least over the oversights,
* the oversight named is the first, in the order :func:`claims.ruling.claimants_for`
  lists them, among those whose worst line attains that value (the aware claimer
  before an oversight, as when each was valued in turn),
* cut by ``enough`` and ``limit``, the answer is exact strictly between them, a real
  line's value at or below ``enough``, a true lower bound at or above ``limit``.
"""

from __future__ import annotations

import random

import pytest

import claims.ruling
from claims.cards import Seat
from claims.normal_play import initial_state
from claims.plan import Plan
from claims.ruling import (
    Claim,
    _lowest_over,
    _search_of,
    _searches_of,
    claimants_for,
    worst_claimant,
)
from tests.strategies import random_position
from tests.test_search_properties import _random_plan, brute_force


def _claims(seed: int, count: int) -> list[tuple[Claim, Plan]]:
    """Random claims with more than one oversight to choose among."""
    rng = random.Random(seed)
    found: list[tuple[Claim, Plan]] = []
    while len(found) < count:
        position = random_position(rng, rng.randint(2, 4))
        claimer = rng.choice(list(Seat))
        plan = _random_plan(rng, position)
        claim = Claim(position, claimer, position.tricks_left, trump_aware=None)
        if len(claimants_for(claim, plan)) > 1:
            found.append((claim, plan))
    return found


# the node budget each oversight gets before the others have had theirs: the default,
# and one so small that the oversights take many turns on these small positions
ROUND_BUDGETS = [claims.ruling.OVERSIGHT_ROUND_BUDGET, 2]


@pytest.mark.parametrize("round_budget", ROUND_BUDGETS)
def test_the_worst_oversight_and_the_first_of_equals_is_named(
    round_budget: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(claims.ruling, "OVERSIGHT_ROUND_BUDGET", round_budget)
    ties = 0
    for claim, plan in _claims(31, 250):
        claimants = claimants_for(claim, plan)
        state = initial_state(plan.steps, claim.position, claim.side)
        values = [brute_force(claim.position, c, state) for c in claimants]
        worst = min(values)
        chosen, outcome = worst_claimant(claim, claimants, plan.steps, None, None)
        assert outcome.complete
        assert outcome.claimer_tricks == worst
        assert claimants.index(chosen) == values.index(worst), (claim, plan, values)
        ties += values.count(worst) > 1
    assert ties > 10  # the tie-break was exercised


@pytest.mark.parametrize("round_budget", ROUND_BUDGETS)
@pytest.mark.parametrize("shared", [False, True])
def test_tests_cut_by_enough_and_limit_answer_as_the_brute_force(
    round_budget: int, shared: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each oversight's own table, and one table shared by them (search.SharedTable)."""
    monkeypatch.setattr(claims.ruling, "OVERSIGHT_ROUND_BUDGET", round_budget)
    rng = random.Random(77)
    seen = {"exact": 0, "line": 0, "bound": 0}
    for claim, plan in _claims(32, 250):
        position = claim.position
        claimants = claimants_for(claim, plan)
        state = initial_state(plan.steps, position, claim.side)
        truth = min(brute_force(position, c, state) for c in claimants)
        enough = rng.randint(-1, position.tricks_left)
        limit = rng.randint(enough + 1, position.tricks_left + 1)
        if shared:
            searches = _searches_of(claimants, position, None, None, None)
        else:
            searches = [_search_of(c, position, None, None, None) for c in claimants]
        _, got = _lowest_over(searches, position, state, enough, limit)
        if enough < truth < limit:
            assert got == truth
            seen["exact"] += 1
        elif truth <= enough:
            assert truth <= got <= enough
            seen["line"] += 1
        else:
            assert limit <= got <= truth
            seen["bound"] += 1
    assert min(seen.values()) > 10, seen
