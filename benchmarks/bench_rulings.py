"""How long a ruling takes, against one double-dummy solve of the same position.

For 4, 6, 8, 10 and 13 cards a hand, claim-like random positions (the claiming side
holds most of the high cards, as a claimer does; in some deals nearly all of them), each
claimed for what double dummy gives the claiming side, no statement.  Some such claims
stand on every normal line, others fail; both are timed and counted apart.  Per size
and kind: the median and 95th percentile of the ruling time (the search over every
oversight that fits the claim, as a ruling runs it, and the description of the worst
line; no decisive-restriction analysis, no suggestion), the same of
the time to the value alone (before the line is described), the median number of
positions searched (by every oversight's search, the line's description included),
how many hit the time limit, and the ratio of the median ruling to
the median endplay solve of the same positions, measured in the same run.  Read the
ratios: absolute times depend on the machine and its load (printed).

Run: ``.venv/bin/python benchmarks/bench_rulings.py [--seed N] [--time-limit S]
[--sizes 4,6,8] [--count N]``
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from pathlib import Path

from claims import ruling as ruling_module
from claims.cards import ALL_CARDS, Card, Seat, Suit
from claims.plan import Plan
from claims.position import EndPosition
from claims.ruling import Claim, claimants_for, worst_claimant
from claims.search import RestrictedSearch
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
        hands=tuple(frozenset(hands[s]) for s in Seat),  # type: ignore[arg-type]
        trump=rng.choice([*suits, None]),
        declarer=claimer,
        leader=claimer,
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


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
        help="cpu: time the ruling and the solve in this process's CPU seconds, for a "
        "shared machine (the time limit stays wall-clock; the value column is then left out)",
    )
    args = parser.parse_args()
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    rng = random.Random(args.seed)
    solver = EndplaySolver(cache_size=0)  # timed: one solve per position, uncached
    search_solver = EndplaySolver()  # orders the search's first choices, as `claim rule`
    print(f"code: {Path(ruling_module.__file__).parent.parent}")
    print(f"load average at the start: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    print(
        f"{'cards':>5} {'kind':>6} {'n':>3} {'median s':>9} {'p95 s':>8} {'value s':>8} "
        f"{'p95':>7} {'nodes':>8} {'timeouts':>8} {'solve ms':>9} {'ratio':>8}"
    )
    for size in (int(s) for s in args.sizes.split(",")):
        rows: dict[str, list[tuple[float, float, int, bool]]] = {"stands": [], "fails": []}
        solves: list[float] = []
        for _ in range(args.count or COUNT[size]):
            claimer = rng.choice(list(Seat))
            position = claim_like(rng, size, claimer)
            started = clock()
            dd = solver.tricks(position, claimer.side)
            solves.append(clock() - started)
            claim = Claim(position, claimer, dd)
            claimants = claimants_for(claim, Plan())
            started = clock()
            searches: dict[int, RestrictedSearch] = {}  # one per oversight, to count nodes
            _, outcome = worst_claimant(
                claim,
                claimants,
                (),
                search_solver,
                time.monotonic() + args.time_limit,
                searches=searches,
            )
            elapsed = clock() - started
            kind = "stands" if outcome.claimer_tricks >= dd else "fails"
            # the value: all but the description of the line (the last search's own)
            described = outcome.stats.seconds - outcome.stats.value_seconds
            value = elapsed - described if outcome.complete else elapsed
            if args.clock == "cpu":
                value = float("nan")  # the search times its value in wall-clock seconds
            nodes = sum(search.stats.nodes for search in searches.values())
            rows[kind].append((elapsed, value, nodes, not outcome.complete))
        solve = statistics.median(solves)
        for kind, found in rows.items():
            if not found:
                continue
            times = [t for t, *_ in found]
            values = [v for _, v, *_ in found]
            print(
                f"{size:>5} {kind:>6} {len(found):>3} {statistics.median(times):>9.3f} "
                f"{percentile(times, 0.95):>8.3f} {statistics.median(values):>8.3f} "
                f"{percentile(values, 0.95):>7.3f} "
                f"{int(statistics.median(n for *_, n, _ in found)):>8} "
                f"{sum(1 for *_, out in found if out):>8} {solve * 1000:>9.2f} "
                f"{statistics.median(times) / solve:>8.0f}",
                flush=True,
            )
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
