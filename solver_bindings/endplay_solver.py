"""EndplaySolver: the double-dummy solver the adjudication domain asks, built on DDS.

It implements :class:`claims.solver.DoubleDummySolver` for any :class:`EndPosition`,
mid-trick included, and adds what DDS does not give safely on its own:

* **validation before every call**: ``position.problems()`` must be empty, else
  :class:`InvalidPosition` is raised and DDS is never reached (DDS infers whose turn it
  is from the card counts and answers silently wrong on a bad position);
* **perspective**: DDS counts the tricks of the side to move; :meth:`tricks` answers for
  the side asked, so callers never flip a number themselves;
* **a bounded cache** (see :class:`_BoundedCache` for the key);
* **batching**: :meth:`tricks_many` removes duplicates and sends the rest in batches of
  at most 200 positions, never two positions DDS would confuse in one batch.

All DDS traffic goes through :mod:`solver_bindings.dds_calls`, the only module that
touches endplay; this module does not import endplay at all.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Sequence
from typing import Generic, TypeVar

from claims.cards import Card, Seat, Side, Suit
from claims.errors import InvalidPosition, SolverError
from claims.position import EndPosition
from solver_bindings import dds_calls
from solver_bindings.dds_calls import MAX_BATCH, Mode

DEFAULT_CACHE_SIZE = 100_000
"""Entries per cache; an entry shares its hands with the position, roughly 1 KB each."""

PositionKey = tuple[
    tuple[frozenset[Card], ...],  # the four hands (EndPosition.hands)
    Suit | None,
    Seat,
    tuple[Card, ...],
]
Key = TypeVar("Key", bound=Hashable)
Value = TypeVar("Value")


def position_key(position: EndPosition) -> PositionKey:
    """What DDS sees of a position: hands held now, trump, leader, trick so far.

    Why this key, rather than ``bytes(deal._data)`` or the EndPosition itself: it is
    exactly the information in the DDS deal, so it is as precise as the bytes key, but a
    cache hit costs no Deal construction (~30 us with the trick played, against ~1 us for
    this tuple).  The EndPosition itself would also carry ``declarer``, ``tricks_won``
    and ``voids``, which do not change a double-dummy value; keying on them would miss
    the transpositions a claim search meets all the time (cashing winners in another
    order reaches the same cards with other known voids).
    """
    return (position.hands, position.trump, position.leader, position.trick)


class _BoundedCache(Generic[Key, Value]):
    """A least-recently-used map of at most ``size`` entries, safe across threads."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._entries: OrderedDict[Key, Value] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Key) -> Value | None:
        with self._lock:
            value = self._entries.get(key)
            if value is not None:
                self._entries.move_to_end(key)
            return value

    def put(self, key: Key, value: Value) -> None:
        if self._size <= 0:
            return
        with self._lock:
            self._entries[key] = value
            self._entries.move_to_end(key)
            while len(self._entries) > self._size:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)


class EndplaySolver:
    """Double-dummy answers for end positions, through endplay's DDS 2.9.

    One instance may be shared by threads: DDS calls are serialised by a module-level
    lock in :mod:`solver_bindings.dds_calls`, the caches have their own lock.

    The counters are for tests and benchmarks: ``dds_calls`` counts calls into DDS made
    by this instance, ``positions_solved`` the positions they carried, ``cache_hits``
    the answers served without DDS.
    """

    def __init__(self, cache_size: int = DEFAULT_CACHE_SIZE) -> None:
        # Values are for the side to move, as DDS gives them: the side asked for is
        # applied on the way out, so one entry serves both sides.
        self._best: _BoundedCache[PositionKey, int] = _BoundedCache(cache_size)
        self._every: _BoundedCache[PositionKey, tuple[tuple[Card, int], ...]] = (
            _BoundedCache(cache_size)
        )
        self._counter_lock = threading.Lock()
        self.dds_calls = 0
        self.positions_solved = 0
        self.cache_hits = 0

    # ------------------------------------------------------------------ protocol
    def tricks(self, position: EndPosition, side: Side) -> int:
        """Tricks ``side`` takes from here (current trick included), both sides perfect."""
        _validate(position)
        return _for_side(position, side, self._best_values([position])[0])

    def tricks_many(self, positions: Sequence[EndPosition], side: Side) -> list[int]:
        """:meth:`tricks` for many positions: cached ones free, the rest batched.

        Every position is validated before any reaches DDS, because one bad board makes
        a whole DDS batch fail without saying which.
        """
        problems = [
            f"position {index + 1} of {len(positions)}: {problem}"
            for index, position in enumerate(positions)
            for problem in position.problems()
        ]
        if problems:
            raise InvalidPosition(problems)
        values = self._best_values(positions)
        return [
            _for_side(position, side, value)
            for position, value in zip(positions, values, strict=True)
        ]

    def card_values(self, position: EndPosition) -> dict[Card, int]:
        """For every legal card of the player to move: the tricks his side takes from
        here (current trick included) if he plays it, then both sides perfect."""
        _validate(position)
        key = position_key(position)
        cached = self._every.get(key)
        if cached is None:
            answer = self._solve([position], Mode.EVERY_CARD)[0]
            values = dict(answer)
            legal = set(position.legal_plays())
            if set(values) != legal:
                raise SolverError(
                    "DDS and the position disagree on the legal cards: DDS "
                    f"{_cards_text(values)}, position {_cards_text(legal)} in "
                    f"{dds_calls.describe(position)}"
                )
            cached = tuple(answer)
            self._every.put(key, cached)
            # The best card's value is the position's value: spare a later tricks() call.
            self._best.put(key, max(values.values()))
        else:
            self._count(hits=1)
        values = dict(cached)
        return {card: values[card] for card in position.legal_plays()}

    # ------------------------------------------------------------------ cache control
    def clear_cache(self) -> None:
        self._best.clear()
        self._every.clear()

    # ------------------------------------------------------------------ internals
    def _best_values(self, positions: Sequence[EndPosition]) -> list[int]:
        """Value for the side to move of each (validated) position."""
        keys = [position_key(position) for position in positions]
        found: dict[PositionKey, int] = {}
        missing: dict[PositionKey, EndPosition] = {}
        hits = 0
        for key, position in zip(keys, positions, strict=True):
            if key in found or key in missing:
                continue
            cached = self._best.get(key)
            if cached is None:
                missing[key] = position
            else:
                found[key] = cached
                hits += 1
        self._count(hits=hits)
        for batch in _batches(list(missing.values())):
            answers = self._solve(batch, Mode.BEST_CARD)
            for position, answer in zip(batch, answers, strict=True):
                key = position_key(position)
                found[key] = max(tricks for _, tricks in answer)
                self._best.put(key, found[key])
        return [found[key] for key in keys]

    def _solve(
        self, positions: Sequence[EndPosition], mode: Mode
    ) -> list[list[tuple[Card, int]]]:
        # Looked up on the module at call time, so that tests can watch the boundary.
        answers = dds_calls.solve_unchecked(positions, mode)
        with self._counter_lock:
            self.dds_calls += 1
            self.positions_solved += len(positions)
        return answers

    def _count(self, hits: int) -> None:
        if hits:
            with self._counter_lock:
                self.cache_hits += hits


def _validate(position: EndPosition) -> None:
    problems = position.problems()
    if problems:
        raise InvalidPosition(problems)


def _for_side(position: EndPosition, side: Side, to_move_tricks: int) -> int:
    """DDS counts for the side to move; the other side takes the rest."""
    if position.to_play.side is side:
        return to_move_tricks
    return position.tricks_left - to_move_tricks


def _batches(positions: Sequence[EndPosition]) -> list[list[EndPosition]]:
    """Split distinct positions into DDS batches of at most :data:`MAX_BATCH`.

    Two positions with the same hands, trump and leader but different trick cards go to
    different batches: DDS's batch scheduler compares only hands, trump and leader to
    find duplicate boards, and copied one such position's answer to the other
    (measured with endplay 0.5.12; the current trick is ignored in that check).
    """
    batches: list[list[EndPosition]] = []
    seen_in_batch: list[set[PositionKey]] = []
    for position in positions:
        # A PositionKey with an empty trick stands for "hands, trump, leader".
        board = (position.hands, position.trump, position.leader, ())
        for batch, seen in zip(batches, seen_in_batch, strict=True):
            if len(batch) < MAX_BATCH and board not in seen:
                batch.append(position)
                seen.add(board)
                break
        else:
            batches.append([position])
            seen_in_batch.append({board})
    return batches


def _cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in sorted(cards)) or "none"
