"""The pure-Python double-dummy fallback of the search (``_perfect_play_value``),
which values a stated squeeze or throw-in when no solver is at hand (``claim check``'s
workers, the analysis): against the brute-force oracle on small endings, against DDS on
larger ones, and one memo shared by many positions (as a search shares it) changes
nothing."""

from __future__ import annotations

import random
from collections.abc import Hashable

from hypothesis import HealthCheck, given, settings

from claims.cards import Side
from claims.position import EndPosition
from claims.search import _perfect_play_value
from solver_bindings import EndplaySolver
from tests.oracle import oracle_tricks
from tests.strategies import end_positions, play_line, random_position


@settings(
    max_examples=400,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(end_positions())
def test_perfect_play_agrees_with_the_oracle(position: EndPosition) -> None:
    for side in Side:
        assert _perfect_play_value(position, side, {}) == oracle_tricks(position, side), side


def test_perfect_play_agrees_with_dds_on_larger_endings() -> None:
    rng = random.Random(20261123)
    solver = EndplaySolver(cache_size=0)
    for _ in range(40):
        position = random_position(rng, rng.choice((5, 6, 7)))
        side = rng.choice(list(Side))
        assert _perfect_play_value(position, side, {}) == solver.tricks(position, side)


def test_one_memo_shared_along_a_line_gives_each_position_its_value() -> None:
    """The search keeps one memo for every position it values (relative-rank keys):
    a bound left by one position must never be wrong for another."""
    rng = random.Random(7)
    for _ in range(30):
        start = random_position(rng, 4, trick_cards=0)
        side = rng.choice(list(Side))
        memo: dict[Hashable, tuple[int, int]] = {}
        for position in [start, *play_line(rng, start)]:
            assert _perfect_play_value(position, side, memo) == oracle_tricks(position, side)
