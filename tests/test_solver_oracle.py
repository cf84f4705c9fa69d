"""EndplaySolver against the brute-force oracle, on thousands of random small endings.

The oracle (``tests/oracle.py``) is plain minimax on EndPosition, so agreement here pins
down what the DDS layer means: the tricks of the side asked, out of all remaining tricks
with the current one included, for positions on lead and mid-trick alike.

About 3,000 positions, 2,400 of them distinct as DDS sees them, 1,700 of those
mid-trick (600 + 600 hypothesis examples, 800 batched, about 880 along play lines);
deterministic (derandomised hypothesis, seeded loops); about 20 s on two cores: the
oracle, not DDS, is the cost.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings

from claims.cards import Side
from claims.position import EndPosition
from solver_bindings import EndplaySolver
from tests.oracle import oracle_card_values, oracle_tricks
from tests.strategies import end_positions, play_line, random_position

ORACLE_SETTINGS = settings(
    max_examples=600,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

# No cache: every question below must reach DDS, the side asked for included.
UNCACHED = EndplaySolver(cache_size=0)


@ORACLE_SETTINGS
@given(end_positions())
def test_tricks_agree_with_oracle_for_both_sides(position: EndPosition) -> None:
    for side in Side:
        assert UNCACHED.tricks(position, side) == oracle_tricks(position, side), side


@ORACLE_SETTINGS
@given(end_positions())
def test_card_values_agree_with_oracle(position: EndPosition) -> None:
    assert UNCACHED.card_values(position) == oracle_card_values(position)


def test_tricks_many_agrees_with_oracle_across_batches() -> None:
    rng = random.Random(20240601)
    distinct = [random_position(rng, rng.randint(1, 4)) for _ in range(800)]
    # Repeats must be solved once and answered for every index.
    positions = distinct + rng.sample(distinct, 80)
    rng.shuffle(positions)
    solver = EndplaySolver()

    north_south = solver.tricks_many(positions, Side.NS)
    east_west = solver.tricks_many(positions, Side.EW)

    # Both sides of one position in a row, while the oracle's memo still holds it.
    expected = [(oracle_tricks(p, Side.NS), oracle_tricks(p, Side.EW)) for p in positions]
    assert list(zip(north_south, east_west, strict=True)) == expected
    assert solver.positions_solved == len(distinct)
    assert solver.dds_calls >= 4  # 800 distinct positions need four batches of <= 200


def test_positions_along_play_lines_agree_with_oracle() -> None:
    """Consecutive positions differ by one card, the case in which DDS reuses its
    transposition table between calls: it must not carry a stale answer over."""
    rng = random.Random(7)
    solver = EndplaySolver(cache_size=0)
    compared = 0
    for _ in range(60):
        for position in play_line(rng, random_position(rng, 4)):
            side = rng.choice(list(Side))
            assert solver.tricks(position, side) == oracle_tricks(position, side)
            assert solver.card_values(position) == oracle_card_values(position)
            compared += 1
    assert compared >= 850
