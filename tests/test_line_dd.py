"""The double-dummy value beside each card of the deciding line (round 27).

The line's values are asked of the solver in batches (:data:`claims.search.DD_BATCH`
positions a call) instead of one call a card.  Checked against the brute-force oracle,
which knows nothing of DDS, on random small endings and lines longer than one batch;
and past the deadline's grace the line is shown without them, as before.
"""

from __future__ import annotations

import random

from claims import clock
from claims.cards import Seat
from claims.normal_play import initial_state
from claims.plan import Plan
from claims.ruling import Claim, claimants_for
from claims.search import DD_BATCH, DD_GRACE_SECONDS, RestrictedSearch
from solver_bindings import EndplaySolver
from tests.oracle import oracle_tricks
from tests.strategies import random_position


def _ruled(seed: int) -> tuple[Claim, RestrictedSearch]:
    rng = random.Random(seed)
    position = random_position(rng, rng.randint(3, 4), 0)
    claim = Claim(position, rng.choice(list(Seat)), 0)
    search = RestrictedSearch(claimants_for(claim, Plan())[0], EndplaySolver())
    return claim, search


def test_each_card_shows_the_double_dummy_value_before_it() -> None:
    longer = 0
    for seed in range(40):
        claim, search = _ruled(seed)
        start = initial_state((), claim.position, claim.side)
        outcome = search.run(claim.position, start)
        position = claim.position
        assert outcome.line
        for step in outcome.line:
            assert step.dd_value == oracle_tricks(position, claim.side)
            position = position.play(step.card)
        longer += len(outcome.line) > DD_BATCH
    assert longer >= 20  # lines of more than one batch


def test_past_the_grace_the_line_has_no_double_dummy_values() -> None:
    claim, search = _ruled(3)
    start = initial_state((), claim.position, claim.side)
    outcome = search.run(claim.position, start)
    children = []
    here, state = claim.position, start
    for step in outcome.line:
        child = next(c for c in search._children_as_listed(here, state) if c.card == step.card)
        children.append(child)
        here, state = child.position, child.state
    on_time = search._describe_path(claim.position, start, children, outcome.claimer_tricks)
    assert all(s.dd_value is not None for s in on_time)
    search.deadline = clock.now() - DD_GRACE_SECONDS - 1.0
    late = search._describe_path(claim.position, start, children, outcome.claimer_tricks)
    assert [s.card for s in late] == [s.card for s in outcome.line]
    assert all(s.dd_value is None for s in late)


def test_with_few_tricks_left_the_solver_only_values_the_line() -> None:
    """Ordering the choices by double dummy costs more than it saves with fewer than
    :data:`claims.search.ORDERING_TRICKS` tricks left (benchmarks/HISTORY.md, round
    27): an 8-card ruling asks the solver only for its line's values, a batch a call."""
    rng = random.Random(27)
    for _ in range(5):
        position = random_position(rng, 8, 0)
        claim = Claim(position, rng.choice(list(Seat)), 0)
        solver = EndplaySolver()
        search = RestrictedSearch(claimants_for(claim, Plan())[0], solver)
        outcome = search.run(position, initial_state((), position, claim.side))
        assert solver.dds_calls <= -(-len(outcome.line) // DD_BATCH)
        assert all(step.dd_value is not None for step in outcome.line)
