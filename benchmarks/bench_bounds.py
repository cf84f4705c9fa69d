"""The search's lower bounds on and off, on the same claims in one run (issue 10).

A bound of :mod:`claims.search` that cuts the proof must leave every ruling as it was
and lower the positions searched.  For each claim-like position of
``bench_rulings.py`` (same generator, one seed per size), the ruling's search (every
oversight, the value and the deciding line, no alternatives) runs with the bound
switched off and on, in alternating order; printed per claim: the value, the
positions searched each way, and whether the value, the oversight named and the line
agree; then the totals and the CPU seconds of each.

Run: ``.venv/bin/python benchmarks/bench_bounds.py [--sizes 8,10] [--count 16,8]``
(``CLAIM_PURE_PYTHON=1`` to switch the bound without rebuilding the compiled core).
"""

from __future__ import annotations

import argparse
import random

from bench_rulings import claim_like, timed_ruling  # this folder: run as a script

import claims.search as search_module
from claims.cards import Seat
from claims.ruling import Claim
from solver_bindings import EndplaySolver

BOUNDS = ("SURE_NEXT_TRICK",)  # the module's switches, each measured alone


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--sizes", default="8,10")
    parser.add_argument("--count", default="16,8")
    parser.add_argument("--bound", choices=BOUNDS, default=BOUNDS[0])
    parser.add_argument("--time-limit", type=float, default=300.0)
    args = parser.parse_args()
    solver = EndplaySolver()
    nodes = {False: 0, True: 0}
    cpu = {False: 0.0, True: 0.0}
    differ = 0
    print(f"{'cards':>5} {'claim':>5} {'value':>5} {'off':>9} {'on':>9}  same")
    sizes = [int(s) for s in args.sizes.split(",")]
    counts = [int(c) for c in args.count.split(",")]
    for size, count in zip(sizes, counts, strict=True):
        rng = random.Random(args.seed)
        for index in range(count):
            claimer = rng.choice(list(Seat))
            position = claim_like(rng, size, claimer)
            claim = Claim(position, claimer, solver.tricks(position, claimer.side))
            found = {}
            for on in (False, True) if index % 2 else (True, False):
                setattr(search_module, args.bound, on)
                chosen, outcome, count_on, seconds = timed_ruling(
                    claim, solver, args.time_limit, alternatives=False
                )
                cpu[on] += seconds
                nodes[on] += count_on
                said = (outcome.claimer_tricks, outcome.complete, chosen.sees.oversight)
                found[on] = (said, [s.card for s in outcome.line], count_on)
            same = found[True][:2] == found[False][:2]
            differ += not same
            print(
                f"{size:>5} {index:>5} {found[False][0][0]:>5} {found[False][2]:>9} "
                f"{found[True][2]:>9}  {'yes' if same else 'NO'}",
                flush=True,
            )
    setattr(search_module, args.bound, True)
    print(
        f"positions searched: off {nodes[False]:,}, on {nodes[True]:,} "
        f"({nodes[True] / max(1, nodes[False]):.3f}); CPU off {cpu[False]:.1f} s, "
        f"on {cpu[True]:.1f} s; rulings that differ: {differ}"
    )


if __name__ == "__main__":
    main()
