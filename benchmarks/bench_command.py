"""What a director waits for: the whole answer of ``claim rule``, not the search alone.

``bench_rulings.py`` times the search over the oversights and the line's description.
``claim rule`` then also checks which rules and settings the ruling rests on (within
the analysis's position budget) and, for a failed claim, looks for the statement that
would have saved it; all within one time limit (cli/rule.py).  This times those parts
apart on the same claim-like positions as ``bench_rulings.py`` (its generator and seed,
each claimed for its double-dummy value, no statement), CPU seconds of this process:

* ``ruling``: :func:`claims.ruling.adjudicate` with ``quick_analysis`` (search, line,
  analysis), as the command calls it;
* ``suggest``: :func:`claims.service.suggest` with what the ruling left of the limit;
* ``whole``: the two together (what the command spends after start-up).

Run: ``.venv/bin/python benchmarks/bench_command.py [--sizes 6,8,10] [--count N]
[--time-limit 60] [--seed 2026]``.  Absolute times depend on the machine and its load
(printed); compare two versions of the code in one run, side by side.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_rulings import COUNT, claim_like, percentile

from claims import ruling as ruling_module
from claims.cards import Seat
from claims.plan import Plan
from claims.ruling import Claim, adjudicate
from claims.service import suggest
from solver_bindings import EndplaySolver


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--sizes", default="6,8,10")
    parser.add_argument("--count", type=int, default=0, help="positions per size")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    solver = EndplaySolver()
    print(f"code: {Path(ruling_module.__file__).parent.parent}")
    print(f"load average at the start: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    print(
        f"{'cards':>5} {'n':>3} {'ruling med':>10} {'ruling p95':>10} {'suggest med':>11} "
        f"{'suggest p95':>11} {'whole med':>9} {'whole p95':>9} {'whole sum':>9} "
        f"{'at limit':>8}"
    )
    for size in (int(s) for s in args.sizes.split(",")):
        rows: list[tuple[float, float, bool]] = []
        for _ in range(args.count or COUNT[size]):
            claimer = rng.choice(list(Seat))
            position = claim_like(rng, size, claimer)
            claim = Claim(position, claimer, solver.tricks(position, claimer.side))
            deadline = time.monotonic() + args.time_limit
            cpu = time.process_time()
            ruling = adjudicate(
                claim, Plan(), solver, time_limit=args.time_limit, quick_analysis=True
            )
            ruled = time.process_time() - cpu
            cpu = time.process_time()
            suggest(ruling, solver, time_limit=deadline - time.monotonic())
            suggested = time.process_time() - cpu
            rows.append((ruled, suggested, time.monotonic() >= deadline))
        ruled_all = [r for r, _, _ in rows]
        suggested_all = [s for _, s, _ in rows]
        whole = [r + s for r, s, _ in rows]
        print(
            f"{size:>5} {len(rows):>3} {statistics.median(ruled_all):>10.2f} "
            f"{percentile(ruled_all, 0.95):>10.2f} {statistics.median(suggested_all):>11.2f} "
            f"{percentile(suggested_all, 0.95):>11.2f} {statistics.median(whole):>9.2f} "
            f"{percentile(whole, 0.95):>9.2f} {sum(whole):>9.1f} "
            f"{sum(1 for *_, cut in rows if cut):>8}",
            flush=True,
        )
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
