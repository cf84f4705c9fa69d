"""Where a ruling's search spends its time: cProfile's top lines, and the positions
searched by depth (cards played from the claim), over the benchmark's claim-like
positions (:mod:`bench_rulings`) of one size.

Counted for every search a ruling runs (one per oversight), as
:func:`claims.ruling.worst_claimant` runs them, with the solver ordering the first
choices as ``claim rule`` does.  Besides cProfile, three counts tell where nodes go:
``value`` calls (positions visited, table hits included), ``children`` made (positions
whose normal plays were produced: most of the cost) and distinct table keys among them
(equal when no position is expanded twice).

Run: ``.venv/bin/python benchmarks/profile_search.py --size 10 [--count 6]
[--time-limit 20] [--seed 2026] [--top 25] [--clock cpu]``
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time
from collections import Counter
from collections.abc import Hashable
from typing import Any

from bench_rulings import claim_like

from claims import core
from claims import search as search_module
from claims.cards import Seat
from claims.plan import Plan
from claims.position import EndPosition
from claims.ruling import Claim, claimants_for, worst_claimant
from solver_bindings import EndplaySolver


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10)
    parser.add_argument("--count", type=int, default=6)
    parser.add_argument("--time-limit", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="cpu: profile in this process's CPU seconds.  cProfile's default clock is the "
        "wall clock, so on a shared machine every function's time includes the waits for a "
        "core (at a load of 6-10 on 2 cores, a position's 60-70 us of CPU showed as 0.5-1.5 "
        "ms); the CPU clock costs more per call, which inflates the smallest functions",
    )
    args = parser.parse_args()
    if core.mode() == "compiled":
        # cProfile sees no call inside a compiled module: the profile would be empty
        raise SystemExit(
            "profile_search: error: the core is compiled: run with CLAIM_PURE_PYTHON=1 to "
            "profile the Python sources"
        )
    rng = random.Random(args.seed)
    solver = EndplaySolver()
    by_depth: Counter[int] = Counter()
    counts: Counter[str] = Counter()
    keys: set[tuple[int, Hashable]] = set()
    search_class = search_module.RestrictedSearch
    value = search_class.value
    make_children = search_class._children

    # wrapped, not edited: the counts cost a little time, shown in the profile
    def counted_value(self: Any, position: EndPosition, *rest: Any, **named: Any) -> int:
        by_depth[self.root_cards - sum(len(hand) for hand in position.hands)] += 1
        counts["value calls"] += 1
        result: int = value(self, position, *rest, **named)
        return result

    def counted_children(self: Any, position: EndPosition, state: Any) -> Any:
        counts["children made"] += 1
        keys.add((id(self), self.key(position, state)))
        return make_children(self, position, state)

    search_class.value = counted_value  # type: ignore[method-assign]
    search_class._children = counted_children  # type: ignore[method-assign]
    profile = cProfile.Profile(time.process_time) if args.clock == "cpu" else cProfile.Profile()
    for index in range(args.count):
        claimer = rng.choice(list(Seat))
        position = claim_like(rng, args.size, claimer)
        value_dd = solver.tricks(position, claimer.side)
        claim = Claim(position, claimer, value_dd)
        claimants = claimants_for(claim, Plan())
        started = time.process_time()
        profile.enable()
        _, outcome = worst_claimant(
            claim, claimants, (), solver, time.monotonic() + args.time_limit
        )
        profile.disable()
        print(
            f"claim {index}: double dummy {value_dd}, ruled {outcome.claimer_tricks}"
            f"{'' if outcome.complete else ' (time limit)'}, {len(claimants)} oversight(s), "
            f"{time.process_time() - started:.2f} s cpu",
            flush=True,
        )
    print(", ".join(f"{name} {number}" for name, number in counts.items()))
    print(f"distinct table keys among children made: {len(keys)}")
    print("positions visited by cards played from the claim:")
    print("  " + " ".join(f"{depth}:{number}" for depth, number in sorted(by_depth.items())))
    stats = pstats.Stats(profile)
    stats.sort_stats("cumulative").print_stats(args.top)
    stats.sort_stats("tottime").print_stats(args.top)


if __name__ == "__main__":
    main()
