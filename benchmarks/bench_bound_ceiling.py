"""How much a lower bound could save at best: the positions a ruling's search needs when
its bound is as strong as proved values allow near the end of the play (issue 10).

A proof that the claimer cannot be held below the value visits every normal line until
he has taken that many tricks, cut only where a lower bound on what he takes from a
position reaches what the test asks.  Which bound is worth building depends on how far
from the end it must be strong.  For each claim-like position of ``bench_rulings.py``
(same generator and seed) the ruling's search runs once as it is; its table then holds
the lower bounds it proved for the positions at the start of a trick.  The search runs
again, fresh, with those proved bounds handed to it as a static bound at every trick
start with at most J tricks left (J from ``--depths``): the positions searched then
are about what a bound that strong, that close to the end, would leave (a bound no
rule-following formula can beat on those positions; a ceiling, not a design).
Printed per claim and in total: the positions searched as it is and with each J.

The stronger bound is patched into the search's Python sources: run with
``CLAIM_PURE_PYTHON=1`` (the compiled core takes no patch; the script says so).

Run: ``CLAIM_PURE_PYTHON=1 .venv/bin/python benchmarks/bench_bound_ceiling.py
[--size 8] [--count 6] [--depths 2,3,4,5]``
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Hashable
from typing import Any

from bench_rulings import claim_like, timed_ruling  # this folder: run as a script

from claims import core
from claims.cards import Seat
from claims.normal_play import PlanState
from claims.position import EndPosition
from claims.ruling import Claim
from claims.search import INFINITY, Child, RestrictedSearch
from solver_bindings import EndplaySolver

_proved: dict[Hashable, int] = {}  # the first search's proved lower bounds, by key
_depth = [0]  # J: trick starts with at most this many tricks left read _proved
_plain_value = RestrictedSearch.value


def _value_with_proved_bounds(
    self: RestrictedSearch, position: EndPosition, state: PlanState, limit: int, *rest: Any
) -> int:
    """:meth:`RestrictedSearch.value`, cut first where the proved bound reaches
    ``limit`` (counted as one position, as the search's own bound is).  ``rest``: the
    search's own further arguments (so_far, enough, the child that led here)."""
    child: Child | None = rest[2] if len(rest) > 2 else None
    if not position.trick and position.tricks_left <= _depth[0] and limit < INFINITY:
        key = child.key if child is not None and child.key is not None else None
        if key is None:
            key = self.key(position, state)
            if child is not None:
                child.key = key
        low = _proved.get(key)
        if low is not None and low >= limit:
            self.stats.nodes += 1
            return low
    return _plain_value(self, position, state, limit, *rest)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--size", type=int, default=8)
    parser.add_argument("--count", type=int, default=6)
    parser.add_argument("--depths", default="2,3,4,5")
    args = parser.parse_args()
    if core.mode() == "compiled":
        sys.exit("bench_bound_ceiling: error: run with CLAIM_PURE_PYTHON=1 (it patches the search)")
    depths = [int(d) for d in args.depths.split(",")]
    # a patch of the Python sources (mypy rejects assigning to a method)
    RestrictedSearch.value = _value_with_proved_bounds  # type: ignore[method-assign,assignment]
    rng = random.Random(args.seed)
    solver = EndplaySolver()
    totals = dict.fromkeys([0, *depths], 0)
    print(f"{'claim':>5} {'value':>5} {'as is':>9} " + " ".join(f"{f'J={d}':>9}" for d in depths))
    for index in range(args.count):
        claimer = rng.choice(list(Seat))
        position = claim_like(rng, args.size, claimer)
        claim = Claim(position, claimer, solver.tricks(position, claimer.side))
        _depth[0] = 0
        searches: dict[int, RestrictedSearch] = {}
        first = timed_ruling(claim, solver, 1e9, alternatives=False, searches=searches)
        _proved.clear()
        table = next(iter(searches.values())).table
        _proved.update((key, low) for key, (low, _) in table.bounds.items())
        row = [first.nodes]
        for depth in depths:
            _depth[0] = depth
            again = timed_ruling(claim, solver, 1e9, alternatives=False)
            if again.outcome.claimer_tricks != first.outcome.claimer_tricks:
                sys.exit(f"bench_bound_ceiling: error: claim {index}: the value changed")
            row.append(again.nodes)
        for depth, nodes in zip([0, *depths], row, strict=True):
            totals[depth] += nodes
        print(
            f"{index:>5} {first.outcome.claimer_tricks:>5} "
            + " ".join(f"{nodes:>9}" for nodes in row),
            flush=True,
        )
    shares = " ".join(f"J={d}: {totals[d] / max(1, totals[0]):.3f}" for d in depths)
    print(f"positions, as is {totals[0]:,}; share left with the proved bound from J: {shares}")


if __name__ == "__main__":
    main()
