"""The compiled core against its Python sources, in one run: rulings, turns and cases.

Two worker processes run side by side under the same load, one on the compiled core
(the default when built) and one on the Python sources (``CLAIM_PURE_PYTHON=1``, see
:mod:`claims.core`); each times, in its own CPU seconds:

- rulings of :mod:`bench_rulings`'s claim-like positions (the same seed, the same
  claims: the search over every oversight and the line's description, as
  ``bench_rulings`` times them), with each ruling's value and deciding line;
- the model's part of a node, as :mod:`bench_turns` times it: the normal plays of a
  turn afresh and one card's play, over the turns a depth-first walk of the search's
  children meets first (``bench_turns`` records its turns by patching module
  functions, which compiled callers do not see);
- ``claim rule``'s ruling of the case files given (``--cases``).

The ratio columns are Python's time over the compiled time.  The rulings are checked
alike in value and deciding line (cards, rules, notes, values); the alternatives
valued along the line and the double-dummy value beside each card are left out of that
check: the search gives them a fixed wall-clock time (``DESCRIBE_SECONDS``, a grace
past the deadline), so a faster run, or one under less load, may value more of them
(and count more nodes: two runs of one mode differ in nodes too).

Run: ``.venv/bin/python benchmarks/bench_core.py [--sizes 8,10] [--count 20,8]
[--turn-sizes 8,13] [--cases positions/008_*.toml] [--time-limit 60]``
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _worker(args: argparse.Namespace) -> None:
    """One mode's measurements, as JSON lines on stdout."""
    from bench_rulings import claim_like, timed_ruling
    from bench_turns import time_plays, time_turns

    from claims import core
    from claims.cards import Seat
    from claims.casefile import load_case
    from claims.normal_play import Claimant, PlanState, initial_state
    from claims.plan import Plan
    from claims.position import EndPosition
    from claims.ruling import Claim, _searches_of, claimants_for
    from claims.service import rule_case
    from solver_bindings import EndplaySolver

    def emit(**row: Any) -> None:
        print(json.dumps(row), flush=True)

    emit(kind="mode", mode=core.mode())
    rng = random.Random(args.seed)
    solver = EndplaySolver()
    for size, count in zip(_ints(args.sizes), _ints(args.count), strict=True):
        for index in range(count):
            claimer = rng.choice(list(Seat))
            position = claim_like(rng, size, claimer)
            claim = Claim(position, claimer, solver.tricks(position, claimer.side))
            _, outcome, nodes, seconds = timed_ruling(claim, solver, args.time_limit)
            line = repr(
                [
                    (s.seat, str(s.card), s.rules, s.note, s.value, s.trick_winner)
                    for s in outcome.line
                ]
            )
            emit(
                kind="ruling",
                size=size,
                index=index,
                seconds=seconds,
                tricks=outcome.claimer_tricks,
                complete=outcome.complete,
                nodes=nodes,
                line=hashlib.sha256(line.encode()).hexdigest()[:16],
            )
    for size in _ints(args.turn_sizes):
        rng = random.Random(args.seed)
        turns: list[tuple[EndPosition, Claimant, PlanState]] = []
        positions: list[EndPosition] = []
        for _ in range(args.claims):
            claimer = rng.choice(list(Seat))
            position = claim_like(rng, size, claimer)
            claim = Claim(position, claimer, solver.tricks(position, claimer.side))
            search = _searches_of(claimants_for(claim, Plan())[:1], position, None, None, {})[0]
            stack = [(position, initial_state((), position, claim.side))]
            seen = 0
            while stack and seen < args.turns:
                at, state = stack.pop()
                if at.is_over:
                    continue
                positions.append(at)
                if at.to_play.side == claim.side and not state.technique:
                    turns.append((at, search.claimant, state))
                    seen += 1
                children = search.children(at, state)
                stack.extend((c.position, c.state) for c in reversed(children))
        moves = sum(len(p.legal_plays()) for p in positions)
        emit(
            kind="turns",
            size=size,
            turns=len(turns),
            turn_us=min(time_turns(turns) for _ in range(args.repeat)) / len(turns) * 1e6,
            moves=moves,
            move_us=min(time_plays(positions) for _ in range(args.repeat)) / moves * 1e6,
        )
    for path in args.cases:
        case = load_case(path)
        started = time.process_time()
        ruling = rule_case(case, EndplaySolver(), time_limit=args.time_limit)
        emit(
            kind="case",
            case=Path(path).name,
            seconds=time.process_time() - started,
            tricks=ruling.claimer_tricks,
            complete=ruling.complete,
        )


def _ints(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part]


def _ratio(pure: float, compiled: float) -> str:
    return f"{pure / compiled:.2f}" if compiled > 0 else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="8,10")
    parser.add_argument("--count", default="20,8", help="positions per size")
    parser.add_argument("--turn-sizes", default="8,13")
    parser.add_argument("--claims", type=int, default=8, help="claims walked per turn size")
    parser.add_argument("--turns", type=int, default=1500, help="turns per claim")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cases", nargs="*", default=[])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _worker(args)
        return
    print(f"load average at the start: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    runs = {}
    for mode, extra in (("compiled", {}), ("pure", {"CLAIM_PURE_PYTHON": "1"})):
        runs[mode] = subprocess.Popen(
            [sys.executable, __file__, "--worker", *sys.argv[1:]],
            env={**os.environ, **extra},
            stdout=subprocess.PIPE,
            text=True,
        )
    rows: dict[str, list[dict[str, Any]]] = {}
    for mode, process in runs.items():
        out, _ = process.communicate()
        if process.returncode:
            sys.exit(f"bench_core: error: the {mode} worker failed (exit {process.returncode})")
        rows[mode] = [json.loads(line) for line in out.splitlines()]
    modes = {
        mode: next(r["mode"] for r in found if r["kind"] == "mode") for mode, found in rows.items()
    }
    print(f"modes: {modes}")
    if modes["compiled"] != "compiled":
        print("bench_core: the compiled core is not built (pip install -e .): both runs are Python")
    by = {mode: {(r["kind"], r.get("size"), r.get("index"), r.get("case")): r for r in found}
          for mode, found in rows.items()}
    compiled, pure = by["compiled"], by["pure"]
    print(f"{'cards':>5} {'n':>3} {'median py s':>11} {'median C s':>10} {'ratio':>6} "
          f"{'total ratio':>11} {'same value+line':>15} {'incomplete py/C':>15}")
    for size in _ints(args.sizes):
        keys = [k for k in compiled if k[0] == "ruling" and k[1] == size]
        times = [(pure[k]["seconds"], compiled[k]["seconds"]) for k in keys]
        same = sum(
            1 for k in keys
            if all(pure[k][f] == compiled[k][f] for f in ("tricks", "complete", "line"))
        )
        both = [k for k in keys if pure[k]["complete"] and compiled[k]["complete"]]
        same_complete = sum(
            1 for k in both if all(pure[k][f] == compiled[k][f] for f in ("tricks", "line"))
        )
        py_median = statistics.median(p for p, _ in times)
        c_median = statistics.median(c for _, c in times)
        print(
            f"{size:>5} {len(keys):>3} {py_median:>11.3f} {c_median:>10.3f} "
            f"{_ratio(py_median, c_median):>6} "
            f"{_ratio(sum(p for p, _ in times), sum(c for _, c in times)):>11} "
            f"{f'{same} ({same_complete}/{len(both)})':>15} "
            f"{sum(not pure[k]['complete'] for k in keys):>13}/"
            f"{sum(not compiled[k]['complete'] for k in keys)}"
        )
    for key, row in compiled.items():
        if key[0] == "turns":
            other = pure[key]
            print(
                f"{row['size']} cards, {row['turns']} turns: {other['turn_us']:.1f} / "
                f"{row['turn_us']:.1f} us a turn ({_ratio(other['turn_us'], row['turn_us'])}); "
                f"{row['moves']} moves: {other['move_us']:.2f} / {row['move_us']:.2f} us a move "
                f"({_ratio(other['move_us'], row['move_us'])})"
            )
        if key[0] == "case":
            other = pure[key]
            print(
                f"{row['case']}: {other['seconds']:.2f} / {row['seconds']:.2f} s "
                f"({_ratio(other['seconds'], row['seconds'])}), tricks "
                f"{other['tricks']} / {row['tricks']}"
            )
    print("(Python / compiled, CPU seconds of each worker)")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
