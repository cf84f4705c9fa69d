"""The per-node cost of the normal-play model: how long producing one turn's normal
plays takes, and one card's play, over turns a ruling's search really meets.

The search's time per position splits into the search's own bookkeeping (its table
keys, bounds and ordering, :mod:`claims.search`) and the model's work: the normal plays
of the claimer's side (:func:`claims.normal_play.normal_plays`, the rules asked of every
candidate card) and the next position (:meth:`claims.position.EndPosition.play`).  This
benchmark times the model's part alone, so that a change to its cost is measured apart
from the search's node count and from the machine's load swings over a whole ruling.

The turns are recorded from the searches of :mod:`bench_rulings`'s claim-like
positions (the first ``--turns`` turns of each claim, whatever the search order): the
same turns for any code whose normal plays are the same, so two checkouts can be
compared by running this file from each (``PYTHONPATH``), best in alternation.  Each
turn is then asked afresh (no turn cache, a fresh claimant's caches) ``--repeat`` times
and the fastest round counts (CPU seconds, this process).

Run: ``.venv/bin/python benchmarks/bench_turns.py [--size 10 | --sizes 8,10,13]
[--claims 8] [--turns 3000] [--repeat 3] [--seed 2026]``
"""

from __future__ import annotations

import argparse
import os
import random
import time
from dataclasses import replace
from pathlib import Path

from bench_rulings import claim_like

from claims import core, normal_play
from claims import ruling as ruling_module
from claims.cards import Card, Seat
from claims.normal_play import Claimant, PlanState
from claims.plan import Plan
from claims.position import EndPosition
from claims.ruling import Claim, claimants_for, worst_claimant
from solver_bindings import EndplaySolver

Turn = tuple[EndPosition, Claimant, PlanState]


class _Enough(BaseException):
    """Raised through the search once a claim has given its turns (not an error)."""


def record(size: int, claims: int, turns: int, seed: int) -> tuple[list[Turn], list[EndPosition]]:
    """The turns (claimer's side to play) and the positions (anyone to play) the searches
    of ``claims`` claim-like positions meet first, at most ``turns`` of each per claim."""
    rng = random.Random(seed)
    solver = EndplaySolver()
    found: list[Turn] = []
    positions: list[EndPosition] = []
    compute = normal_play._normal_plays
    play = EndPosition.play
    for _ in range(claims):
        claimer = rng.choice(list(Seat))
        position = claim_like(rng, size, claimer)
        claim = Claim(position, claimer, solver.tricks(position, claimer.side))
        seen = 0

        def recording(position: EndPosition, claimant: Claimant, state: PlanState) -> object:
            nonlocal seen
            seen += 1
            if seen > turns:
                raise _Enough
            found.append((position, claimant, state))
            return compute(position, claimant, state)

        def playing(position: EndPosition, card: Card) -> EndPosition:
            if len(positions) < claims * turns * 2:
                positions.append(position)
            return play(position, card)

        normal_play._normal_plays = recording  # type: ignore[assignment]
        EndPosition.play = playing  # type: ignore[method-assign,assignment]
        try:
            worst_claimant(
                claim, claimants_for(claim, Plan()), (), solver, time.monotonic() + 600
            )
        except _Enough:
            pass
        finally:
            normal_play._normal_plays = compute
            EndPosition.play = play  # type: ignore[method-assign]
    return found, positions


def time_turns(turns: list[Turn]) -> float:
    """CPU seconds to produce every turn's normal plays afresh."""
    fresh = [(position, replace(claimant), state) for position, claimant, state in turns]
    started = time.process_time()
    for position, claimant, state in fresh:
        normal_play._normal_plays(position, claimant, state)
    return time.process_time() - started


def time_plays(positions: list[EndPosition]) -> float:
    """CPU seconds to play every legal card of every position."""
    moves = [(position, card) for position in positions for card in position.legal_plays()]
    started = time.process_time()
    for position, card in moves:
        position.play(card)
    return time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10)
    parser.add_argument(
        "--sizes",
        default="",
        help="several hand sizes, e.g. 8,10,13: one line each (a turn's cost by size)",
    )
    parser.add_argument("--claims", type=int, default=8)
    parser.add_argument("--turns", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    if core.mode() == "compiled":
        # the turns are recorded by patching module functions, which the compiled core's
        # own calls never see (claims.core)
        raise SystemExit(
            "bench_turns: error: the core is compiled: run with CLAIM_PURE_PYTHON=1 (this "
            "benchmark times the Python sources), or benchmarks/bench_core.py for both"
        )
    print(f"code: {Path(ruling_module.__file__).parent.parent}")
    print(f"load average at the start: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    sizes = [int(size) for size in args.sizes.split(",")] if args.sizes else [args.size]
    for size in sizes:
        turns, positions = record(size, args.claims, args.turns, args.seed)
        moves = sum(len(p.legal_plays()) for p in positions)
        turn_time = min(time_turns(turns) for _ in range(args.repeat))
        play_time = min(time_plays(positions) for _ in range(args.repeat))
        where = f"{size} cards: " if args.sizes else ""
        print(
            f"{where}{len(turns)} turns: {turn_time / len(turns) * 1e6:.1f} us a turn "
            "(normal plays)"
        )
        print(f"{where}{moves} moves: {play_time / moves * 1e6:.2f} us a move (EndPosition.play)")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
