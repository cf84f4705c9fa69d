"""Round 19: a ruling whose value is known never raises the time-out out of its line.

Round 18's fallback (:meth:`RestrictedSearch._incumbent_prefix`) checks the tests' own
worst line card by card against the search's children, and it runs past the deadline.
Where those children were no longer kept (the store of children is emptied when full,
as on long claims), listing them afresh ordered them by the solver near the root, and
that ordering looks at the clock: ``SearchTimeout`` then escaped from ``run`` and from
the ruling (``benchmarks/bench_rulings.py --sizes 13`` stopped with a traceback).
"""

from __future__ import annotations

import random
import time

from claims.normal_play import initial_state
from claims.plan import Plan
from claims.ruling import Claim, claimants_for
from claims.search import RestrictedSearch
from solver_bindings import EndplaySolver
from tests.strategies import random_position


def test_the_fallback_line_is_checked_without_the_clock() -> None:
    """The value known, the deadline passed and the kept children gone: the line comes
    from the tests' record (no time-out raised), cut or whole, each card a child of
    the one before."""
    rng = random.Random(1919)
    solver = EndplaySolver()
    fell_back = 0
    for _ in range(40):
        position = random_position(rng, rng.randint(4, 6), trick_cards=0)
        claim = Claim(position, position.leader, position.tricks_left)
        claimant = claimants_for(claim, Plan())[0]
        start = initial_state((), position, claimant.side)
        search = RestrictedSearch(claimant, solver)
        search.root_cards = sum(len(hand) for hand in position.hands)
        total = search.exact(position, start)
        recorded = search._incumbent_prefix(position, start, total)
        if not recorded:
            continue
        search._children_of.clear()  # as when the store of children was full
        search.deadline = time.monotonic() - 1.0  # the time is up
        path, _cut = search._deciding_path(position, start, total)
        assert len(path) >= len(recorded)
        here = position
        for child in path:
            assert child.card in here.legal_plays()
            here = child.position
        fell_back += 1
    assert fell_back > 20
