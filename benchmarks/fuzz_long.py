"""The long fuzz run of issue 12: thousands of random and mutated inputs to ``claim``.

Every input must get a ruling or a one-line ``claim: error:``, exit status 0, 1 or 2,
no traceback, no stray file, within ``--time-limit`` plus
:data:`tests.fuzz_inputs.MARGIN_SECONDS` (the contract of
:func:`tests.fuzz_inputs.check_outcome`).  Inputs run in a worker process (the command
in-process, a fresh empty working directory each), so that thousands fit in minutes;
the parent kills the worker when an input has not answered ``--hang-after`` seconds past
its budget and counts a hang.  Every ``--process-every``-th statement also runs as a
fresh ``claim`` process, timed whole, beside a ``claim dd`` of the same position
measured in the same run (Python, endplay's import, one solve): the start-up.

Prints, per kind of input: inputs tried, exit statuses, failures (hangs, tracebacks,
bad exit or message, stray files, over the limit plus margin) and the slowest answer
against the limit.  Read the excess over the limit; absolute times depend on the
machine and its load.

Run: ``.venv/bin/python benchmarks/fuzz_long.py [--seed N] [--count N]
[--statements N] [--time-limit S]``
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # for tests.fuzz_inputs

from tests.fuzz_inputs import (
    KINDS,
    MARGIN_SECONDS,
    POSITIONS,
    TECHNIQUE_WORDS,
    FuzzInput,
    Outcome,
    check_outcome,
    generate,
    margin_seconds,
    run_in_process,
    run_in_subprocess,
    time_limit_of,
    warm_up_solver,
)


def _serve(connection: Connection) -> None:
    """The worker: run each input it is sent, answer with its outcome."""
    from click.testing import CliRunner

    warm_up_solver()
    runner = CliRunner()
    connection.send("ready")
    while True:
        fuzz = connection.recv()
        if fuzz is None:
            return
        connection.send(run_in_process(fuzz, runner))


class Worker:
    def __init__(self) -> None:
        context = multiprocessing.get_context("fork")
        self.connection, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(child,), daemon=True)
        self.process.start()
        self.connection.recv()  # endplay loaded: start-up is not an input's time

    def run(self, fuzz: FuzzInput, timeout: float) -> Outcome | None:
        """The outcome, or None when the input hung (the worker is then killed)."""
        self.connection.send(fuzz)
        if self.connection.poll(timeout):
            outcome: Outcome = self.connection.recv()
            return outcome
        self.process.kill()
        self.process.join()
        return None

    def close(self) -> None:
        if self.process.is_alive():
            self.connection.send(None)
            self.process.join(5)


@dataclass(slots=True)
class Tally:
    tried: int = 0
    exits: Counter[int] = field(default_factory=Counter)
    hangs: int = 0
    failures: int = 0
    slowest: float = 0.0
    slowest_over: float = -1e9  # seconds past the time limit, worst case
    examples: list[str] = field(default_factory=list)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--count", type=int, default=1000, help="inputs per kind but statements")
    parser.add_argument("--statements", type=int, default=400, help="statement inputs")
    parser.add_argument("--time-limit", type=float, default=0.5)
    parser.add_argument("--hang-after", type=float, default=30.0)
    parser.add_argument("--process-every", type=int, default=40)
    parser.add_argument(
        "--sweep-limit",
        type=float,
        default=5.0,
        help="the technique sweep's --time-limit (issue 12's command used 5); 0: no sweep",
    )
    args = parser.parse_args()

    rng = random.Random(args.seed)
    counts = {kind: args.statements if kind == "statement" else args.count for kind in KINDS}
    plan = [kind for kind in KINDS for _ in range(counts[kind])]
    rng.shuffle(plan)
    tallies = {kind: Tally() for kind in KINDS}
    technique = Tally()  # the statements with a technique word (the hangs of issue 12)
    processes = Tally()
    startups: dict[str, float] = {}
    worker = Worker()
    started = time.monotonic()
    statements_seen = 0
    for index, kind in enumerate(plan):
        fuzz = generate(kind, rng, args.time_limit)
        limit = time_limit_of(fuzz) or 60.0
        counted = [tallies[kind]]
        if kind == "statement" and any(w in _statement(fuzz) for w in TECHNIQUE_WORDS):
            counted.append(technique)
        outcome = worker.run(fuzz, limit + margin_seconds() + args.hang_after)
        if outcome is None:
            worker = Worker()
        faults = [] if outcome is None else check_outcome(fuzz, outcome)
        for tally in counted:
            tally.tried += 1
            if outcome is None:
                tally.hangs += 1
                tally.failures += 1
                tally.examples.append(f"HANG {fuzz.describe()[:300]}")
                continue
            tally.exits[outcome.exit_code] += 1
            tally.slowest = max(tally.slowest, outcome.seconds)
            if time_limit_of(fuzz) is not None:
                tally.slowest_over = max(tally.slowest_over, outcome.seconds - limit)
            if faults:
                tally.failures += 1
                tally.examples.append(f"{faults} {fuzz.describe()[:300]}")
        if outcome is None:
            continue
        if kind == "statement":
            statements_seen += 1
            if statements_seen % args.process_every == 0:
                _one_process(fuzz, limit, args.hang_after, processes, startups)
        if (index + 1) % 250 == 0:
            elapsed = time.monotonic() - started
            print(f"... {index + 1} of {len(plan)} inputs, {elapsed:.0f} s", file=sys.stderr)
    sweep = Tally()
    if args.sweep_limit > 0:
        worker = _sweep(worker, args.sweep_limit, args.hang_after, sweep)
    worker.close()
    elapsed = time.monotonic() - started

    print(f"fuzz run: seed {args.seed}, --time-limit {args.time_limit} s, margin "
          f"{MARGIN_SECONDS} s, {elapsed:.0f} s in all")
    print()
    print("| input kind | tried | exit 0 / 1 / 2 | hangs | failures | slowest | over the limit |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    rows = [
        *tallies.items(),
        ("statement with a technique word", technique),
        ("statement, fresh process", processes),
        (f"technique sweep, --time-limit {args.sweep_limit:g}", sweep),
    ]
    for kind, tally in rows:
        exits = " / ".join(str(tally.exits[code]) for code in (0, 1, 2))
        over = "-" if tally.slowest_over < -1e8 else f"{tally.slowest_over:+.2f} s"
        print(f"| {kind} | {tally.tried} | {exits} | {tally.hangs} | {tally.failures} | "
              f"{tally.slowest:.2f} s | {over} |")
    if startups:
        values = sorted(startups.values())
        print(f"\nfresh-process start-up (claim dd of the same position just before each "
              f"sample): {values[0]:.2f} to {values[-1]:.2f} s; a fresh process's 'over the "
              "limit' is its total minus the start-up measured just before it")
    for kind, tally in [*tallies.items(), ("process", processes), ("sweep", sweep)]:
        for example in tally.examples[:5]:
            print(f"FAILED {kind}: {example}")


def _sweep(worker: Worker, limit: float, hang_after: float, tally: Tally) -> Worker:
    """Every technique word, alone and in issue 12's form, on the 8- and 13-card
    positions, claimed in full, at the issue's own limit."""
    for position in POSITIONS[:2]:
        for word in TECHNIQUE_WORDS:
            for statement in (word, f"; {word} king", f"draw trumps then {word}"):
                fuzz = FuzzInput(
                    "statement",
                    ("rule", *position, "--tricks", "rest", "--time-limit", str(limit),
                     "--statement", statement),
                )
                tally.tried += 1
                outcome = worker.run(fuzz, limit + margin_seconds() + hang_after)
                if outcome is None:
                    tally.hangs += 1
                    tally.failures += 1
                    tally.examples.append(f"HANG {fuzz.describe()[:300]}")
                    worker = Worker()
                    continue
                tally.exits[outcome.exit_code] += 1
                tally.slowest = max(tally.slowest, outcome.seconds)
                tally.slowest_over = max(tally.slowest_over, outcome.seconds - limit)
                faults = check_outcome(fuzz, outcome)
                if faults:
                    tally.failures += 1
                    tally.examples.append(f"{faults} {fuzz.describe()[:300]}")
    return worker


def _statement(fuzz: FuzzInput) -> str:
    return fuzz.args[fuzz.args.index("--statement") + 1].lower()


def _one_process(
    fuzz: FuzzInput,
    limit: float,
    hang_after: float,
    tally: Tally,
    startups: dict[str, float],
) -> None:
    """The same statement as a fresh process, against a start-up measured now."""
    # measured again before every sample: on a shared machine the load changes by the
    # minute, and a start-up from long ago would blame its change on the ruling
    position = next(p for p in POSITIONS if p[1] in fuzz.args)
    dd = run_in_subprocess(FuzzInput("dd", ("dd", *position[:-2])), timeout=120)
    startup = dd.seconds
    startups[f"{len(startups)}"] = startup
    tally.tried += 1
    outcome = run_in_subprocess(fuzz, timeout=limit + margin_seconds() + startup + hang_after)
    if outcome.exception.startswith("hung"):
        tally.hangs += 1
        tally.failures += 1
        tally.examples.append(f"HANG {fuzz.describe()[:300]}")
        return
    tally.exits[outcome.exit_code] += 1
    tally.slowest = max(tally.slowest, outcome.seconds)
    tally.slowest_over = max(tally.slowest_over, outcome.seconds - startup - limit)
    faults = check_outcome(fuzz, outcome, startup=startup)
    if faults:
        tally.failures += 1
        tally.examples.append(f"{faults} {fuzz.describe()[:300]}")


if __name__ == "__main__":
    main()
