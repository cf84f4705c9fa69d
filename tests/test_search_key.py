"""The search's table key holds everything the normal plays read.

Two (position, plan state) pairs with one key share one table entry, so the normal
plays must be the same for both.  Checked here against the rule module itself on random
positions, for the parts of the plan state the key folds together.
"""

from __future__ import annotations

import random
from dataclasses import replace

from claims.normal_play import PlanState, normal_plays
from claims.plan import Cash, Plan
from claims.ruling import Claim, claimants_for
from claims.search import RestrictedSearch
from tests.strategies import random_position


def test_a_line_broken_this_trick_and_one_broken_before_have_different_keys() -> None:
    """``broken_at`` (the trick of his first free turn after the stated line broke) makes
    the plays there a replanning (normal_play.free_plays): a state whose line has just
    broken and one that broke tricks ago read differently, so they may not share a key;
    two states that broke at different earlier tricks read alike and do share one."""
    rng = random.Random(2611)
    differing = 0
    for _ in range(400):
        position = random_position(rng, rng.randint(2, 5))
        claimer = position.to_play
        claim = Claim(position, claimer, position.tricks_left)
        suits = sorted({card.suit for card in position.hands[claimer]})
        if not suits:
            continue
        plan = Plan(steps=(Cash(rng.choice(suits)),))
        for claimant in claimants_for(claim, plan):
            search = RestrictedSearch(claimant)
            base = PlanState(plan.steps, broken="the stated line failed visibly")
            pending = replace(base, broken_at=0)
            earlier = replace(base, broken_at=position.tricks_left + 1)
            much_earlier = replace(base, broken_at=position.tricks_left + 3)
            plays = {
                name: frozenset(p.card for p in normal_plays(position, claimant, s).plays)
                for name, s in (("pending", pending), ("earlier", earlier))
            }
            if plays["pending"] != plays["earlier"]:
                differing += 1
                assert search.key(position, pending) != search.key(position, earlier)
            assert search.key(position, earlier) == search.key(position, much_earlier)
    assert differing  # the replanning does change the plays somewhere: the check bites
