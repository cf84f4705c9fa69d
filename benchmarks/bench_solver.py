"""How much a full card table costs against the value alone, by size of ending.

For 4, 6, 8, 10 and 13 cards a hand: median time of ``EndplaySolver.tricks`` (DDS
"OptimalOne") and of ``card_values`` (DDS "Default", every legal card) on the same
random positions, no cache, and the ratio between them; then the same positions through
``tricks_many`` (batches of up to 200), mean time per position.  Ratios are what to
read: absolute times depend on the machine and on what else it runs.

Run: ``.venv/bin/python benchmarks/bench_solver.py [--seed N]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from claims.cards import ALL_CARDS, Seat, Side, Suit
from claims.position import EndPosition
from solver_bindings import EndplaySolver

POSITIONS_PER_SIZE = {4: 100, 6: 60, 8: 40, 10: 20, 13: 8}


def random_ending(rng: random.Random, cards_per_hand: int) -> EndPosition:
    """A random deal of ``cards_per_hand`` cards a hand, random trump and leader."""
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    hands = [
        frozenset(deck[seat * cards_per_hand : (seat + 1) * cards_per_hand]) for seat in Seat
    ]
    return EndPosition(
        hands=(hands[0], hands[1], hands[2], hands[3]),
        trump=rng.choice([*Suit, None]),
        declarer=rng.choice(list(Seat)),
        leader=rng.choice(list(Seat)),
    )


def median_milliseconds(
    work: Callable[[EndPosition], object], positions: list[EndPosition]
) -> float:
    times = []
    for position in positions:
        start = time.perf_counter()
        work(position)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    seed = parser.parse_args().seed
    rng = random.Random(seed)
    print(f"seed {seed}; medians in ms; no cache")
    print(
        f"{'cards':>5} {'n':>4} {'tricks':>9} {'card_values':>12} {'ratio':>6} "
        f"{'batched mean':>13}"
    )
    for cards_per_hand, count in POSITIONS_PER_SIZE.items():
        positions = [random_ending(rng, cards_per_hand) for _ in range(count)]
        solver = EndplaySolver(cache_size=0)
        value_only = median_milliseconds(partial(solver.tricks, side=Side.NS), positions)
        card_table = median_milliseconds(solver.card_values, positions)
        start = time.perf_counter()
        solver.tricks_many(positions, Side.NS)
        batched = (time.perf_counter() - start) * 1000 / len(positions)
        print(
            f"{cards_per_hand:>5} {count:>4} {value_only:>9.3f} {card_table:>12.3f} "
            f"{card_table / value_only:>6.2f} {batched:>13.3f}"
        )


if __name__ == "__main__":
    main()
