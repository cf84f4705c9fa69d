"""Round 16: a plan state hashes without hashing the stated line's steps.

Every turn of the search looks its plan state up (normal_plays' cache of turns, the
search's children); the dataclass's generated hash hashed every step of the stated line
each time, one Python call per step even in the compiled core (BBO 'Poor claim': 11.9
million calls, 7 s of a 52 s ruling).  ``PlanState.__hash__`` now leaves the steps out:
states of one search share one tuple of steps, and ``__eq__`` still compares them.
Measured side by side with ``797891f`` (benchmarks/HISTORY.md, round 16): 8-card claims of the
benchmark 0.49 -> 0.44 s median CPU, the same positions searched.
"""

from __future__ import annotations

from claims.cards import Suit
from claims.normal_play import PlanState
from claims.plan import Cash, Concede, DrawTrumps, Finesse


def test_equal_states_hash_alike_with_equal_steps_built_apart() -> None:
    one = PlanState(steps=(DrawTrumps(), Cash(Suit.S)), index=1, rounds=2)
    two = PlanState(steps=(DrawTrumps(), Cash(Suit.S)), index=1, rounds=2)
    assert one.steps is not two.steps
    assert one == two and hash(one) == hash(two)
    assert {one: "x"}[two] == "x"


def test_states_that_differ_in_any_field_are_not_equal() -> None:
    base = PlanState(steps=(DrawTrumps(), Cash(Suit.S)), index=1)
    others = [
        PlanState(steps=(DrawTrumps(), Cash(Suit.H)), index=1),  # other steps
        PlanState(steps=(DrawTrumps(), Cash(Suit.S)), index=0),
        PlanState(steps=(DrawTrumps(), Cash(Suit.S)), index=1, rounds=1),
        PlanState(steps=(DrawTrumps(), Cash(Suit.S)), index=1, in_trick=True),
        PlanState(steps=(DrawTrumps(), Cash(Suit.S)), index=1, broken="line failed"),
        PlanState(steps=(DrawTrumps(), Cash(Suit.S)), index=1, technique=True),
        PlanState(steps=(DrawTrumps(), Cash(Suit.S)), index=1, crossing=True),
        PlanState(steps=(DrawTrumps(), Cash(Suit.S)), index=1, broken_at=3),
    ]
    table = {base: 0}
    for other in others:
        assert other != base
        assert other not in table
    # the steps are compared, not hashed: two lines of one length share a hash
    assert hash(others[0]) == hash(base)


def test_the_hash_does_not_read_the_steps() -> None:
    """Two lines of the same length with nothing else in common hash alike: the hash
    is read from the state's counters, so its cost does not grow with the line."""
    long_line = (DrawTrumps(), Cash(Suit.S), Concede(Suit.H), Finesse(Suit.D))
    other_line = (Cash(Suit.C), Cash(Suit.D), DrawTrumps(rounds=1), Concede(Suit.S))
    assert hash(PlanState(steps=long_line, index=2)) == hash(
        PlanState(steps=other_line, index=2)
    )
