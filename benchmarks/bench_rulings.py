"""How long a ruling takes, against one double-dummy solve of the same position.

For 4, 6, 8, 10 and 13 cards a hand, claim-like random positions (the claiming side
holds most of the high cards, as a claimer does; in some deals nearly all of them), each
claimed for what double dummy gives the claiming side, no statement.  Some such claims
stand on every normal line, others fail; both are timed and counted apart.  Per size
and kind: the median and 95th percentile of the ruling time, wall-clock and CPU (this
process and its search workers), for the search over every oversight that fits the
claim as a ruling runs it and the description of the worst line (no decisive-restriction
analysis, no suggestion); the median number of positions searched in this process (by
every oversight's search, the line's description included; with --jobs > 1 the
workers' are not counted); how many hit the time limit; and the ratio of the median
ruling to the median endplay solve of the same positions, measured in the same run.
With ``--jobs 1,2`` every position is ruled with each number of processes in turn and
the rulings are compared.  Read the ratios: absolute times depend on the machine and
its load (printed).

Run: ``.venv/bin/python benchmarks/bench_rulings.py [--seed N] [--time-limit S]
[--sizes 4,6,8] [--count N] [--clock cpu] [--jobs 1,2]``
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from pathlib import Path
from typing import NamedTuple

from claims import clock
from claims import ruling as ruling_module
from claims.cards import ALL_CARDS, Card, Seat, Suit
from claims.normal_play import Claimant
from claims.plan import Plan
from claims.position import EndPosition
from claims.ruling import Claim, claimants_for, worst_claimant
from claims.search import RestrictedSearch, SearchOutcome
from claims.solver import DoubleDummySolver
from solver_bindings import EndplaySolver

COUNT = {4: 40, 6: 40, 8: 30, 10: 15, 13: 8}


def claim_like(rng: random.Random, cards: int, claimer: Seat) -> EndPosition:
    """A random ending in which the claimer's side is dealt most high cards."""
    suits = rng.sample(list(Suit), 4 if cards > 6 else rng.randint(2, 4))
    deck = [c for c in ALL_CARDS if c.suit in suits]
    rng.shuffle(deck)
    deck.sort(key=lambda c: -c.rank - rng.random() * 8)  # high cards first, loosely
    hands: dict[Seat, list[Card]] = {seat: [] for seat in Seat}
    ours = claimer.side.seats
    # how strongly high cards go to the claimer's side: nearly all of them in some deals,
    # so that long claims that stand are timed too (with 40 they still mostly fail)
    pull = rng.choice([3.0, 8.0, 40.0, 1000.0])
    for card in deck:
        open_seats = [s for s in Seat if len(hands[s]) < cards]
        if not open_seats:
            break
        weights = [pull if s in ours else 1.0 for s in open_seats]
        hands[rng.choices(open_seats, weights)[0]].append(card)
    return EndPosition(
        hands=tuple(frozenset(hands[s]) for s in Seat),
        trump=rng.choice([*suits, None]),
        declarer=claimer,
        leader=claimer,
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def cpu_seconds() -> float:
    """CPU seconds of this process and of its ended children (the search's workers
    with --jobs > 1): the work a ruling costs, whatever the load."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


class TimedRuling(NamedTuple):
    chosen: Claimant  # the oversight the ruling names
    outcome: SearchOutcome
    nodes: int  # positions searched in this process, by every oversight's search
    cpu: float  # CPU seconds of this process and its ended workers (cpu_seconds)


def timed_ruling(
    claim: Claim,
    solver: DoubleDummySolver | None,
    time_limit: float,
    alternatives: bool = True,
    jobs: int = 1,
    claimants: list[Claimant] | None = None,
    searches: dict[int, RestrictedSearch] | None = None,
) -> TimedRuling:
    """The search of a ruling on ``claim`` with no statement, as ``claim rule`` runs it
    (every oversight that fits, the line, and its description unless not
    ``alternatives``), with the positions it searched and its CPU seconds: the one
    measurement the benchmarks share.  ``searches``: filled with the oversights'
    searches (their table), for a caller that reads them afterwards."""
    if searches is None:
        searches = {}  # one per oversight, to count nodes
    cpu = cpu_seconds()
    chosen, outcome = worst_claimant(
        claim,
        claimants if claimants is not None else claimants_for(claim, Plan()),
        (),
        solver,
        clock.now() + time_limit,  # claims.clock: wall, or CPU under --clock cpu
        alternatives=alternatives,
        searches=searches,
        jobs=jobs,
    )
    cpu = cpu_seconds() - cpu
    return TimedRuling(chosen, outcome, sum(s.stats.nodes for s in searches.values()), cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--time-limit", type=float, default=20.0)
    parser.add_argument("--sizes", default="4,6,8,10,13")
    parser.add_argument("--count", type=int, default=0, help="positions per size")
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="the clock of the ratio to one solve: wall, or cpu (this process's CPU "
        "seconds and its workers', for a shared machine); both are printed.  With cpu "
        "and --jobs 1 the time limit is read in CPU seconds too (claims.clock), so "
        "the load does not change which rulings it cuts",
    )
    parser.add_argument(
        "--jobs",
        default="1",
        help="processes for each ruling's search, e.g. '1,2': each position is ruled "
        "with each in turn, in the same run (the rulings must agree; counted)",
    )
    args = parser.parse_args()
    job_counts = [int(j) for j in args.jobs.split(",")]
    # a forked worker's CPU seconds start from nothing (claims.clock): with several
    # processes the limit stays on the wall clock
    limit_clock: clock.Kind = "cpu" if args.clock == "cpu" and job_counts == [1] else "wall"
    with clock.using(limit_clock):
        _run(args, job_counts)


def _run(args: argparse.Namespace, job_counts: list[int]) -> None:
    rng = random.Random(args.seed)
    solver = EndplaySolver(cache_size=0)  # timed: one solve per position, uncached
    # orders the search's first choices, as `claim rule`: one per job count, so that no
    # run reads the solves another cached
    search_solvers = {jobs: EndplaySolver() for jobs in job_counts}
    print(f"code: {Path(ruling_module.__file__).parent.parent}")
    print(f"load average at the start: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    print(f"time limit: {args.time_limit:g} s a ruling, on the {clock.kind()} clock")
    print(
        f"{'cards':>5} {'kind':>6} {'jobs':>4} {'n':>3} {'wall med':>9} {'wall p95':>9} "
        f"{'cpu med':>8} {'cpu p95':>8} {'nodes':>8} {'timeouts':>8} {'solve ms':>9} "
        f"{'ratio':>8}"
    )
    differ = differ_shown = 0
    # the rulings cut by the limit: the range each gives (proved at least, line found)
    ranges: list[str] = []
    for size in (int(s) for s in args.sizes.split(",")):
        rows: dict[tuple[str, int], list[tuple[float, float, int, bool]]] = {}
        solves: list[float] = []
        for _ in range(args.count or COUNT[size]):
            claimer = rng.choice(list(Seat))
            position = claim_like(rng, size, claimer)
            started = time.perf_counter() if args.clock == "wall" else time.process_time()
            dd = solver.tricks(position, claimer.side)
            solves.append(
                (time.perf_counter() if args.clock == "wall" else time.process_time()) - started
            )
            claim = Claim(position, claimer, dd)
            claimants = claimants_for(claim, Plan())
            seen = None
            # the job counts take turns going first (the module's small tables warm up)
            turn = len(solves) % len(job_counts)
            for jobs in job_counts[turn:] + job_counts[:turn]:
                wall = time.perf_counter()
                chosen, outcome, nodes, cpu = timed_ruling(
                    claim, search_solvers[jobs], args.time_limit, jobs=jobs, claimants=claimants
                )
                wall = time.perf_counter() - wall
                kind = "stands" if outcome.claimer_tricks >= dd else "fails"
                rows.setdefault((kind, jobs), []).append((wall, cpu, nodes, not outcome.complete))
                if not outcome.complete:
                    ranges.append(
                        f"{size} cards, jobs {jobs}: {outcome.floor}-{outcome.claimer_tricks} "
                        f"(double dummy {dd})"
                    )
                # the value, the oversight and the line's cards; the better alternatives
                # shown along it (and those not valued) apart: they are valued on a table
                # of their own within DESCRIBE_NODES positions, so they too must agree
                said = (
                    outcome.claimer_tricks,
                    chosen.sees.oversight,
                    [s.card for s in outcome.line],
                )
                shown = [
                    (s.best_alternative, s.best_alternative_at_least, s.unvalued)
                    for s in outcome.line
                ]
                if outcome.complete and seen is not None:
                    differ += said != seen[0]
                    differ_shown += said == seen[0] and shown != seen[1]
                seen = (said, shown) if outcome.complete else seen
        solve = statistics.median(solves)
        for (kind, jobs), found in sorted(rows.items()):
            walls = [w for w, *_ in found]
            cpus = [c for _, c, *_ in found]
            timed = walls if args.clock == "wall" else cpus
            print(
                f"{size:>5} {kind:>6} {jobs:>4} {len(found):>3} {statistics.median(walls):>9.3f} "
                f"{percentile(walls, 0.95):>9.3f} {statistics.median(cpus):>8.3f} "
                f"{percentile(cpus, 0.95):>8.3f} "
                f"{int(statistics.median(n for *_, n, _ in found)):>8} "
                f"{sum(1 for *_, out in found if out):>8} {solve * 1000:>9.2f} "
                f"{statistics.median(timed) / solve:>8.0f}",
                flush=True,
            )
    if ranges:
        print("cut by the limit, the range each ruling gives (proved-found):")
        print("  " + "; ".join(ranges))
    if len(job_counts) > 1:
        print(
            f"rulings that differ between the job counts (both complete): {differ} "
            f"in value, oversight or line; {differ_shown} only in the alternatives shown"
        )
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
