"""What the adjudication domain needs from a double-dummy solver.

The domain never imports endplay: ``solver_bindings.EndplaySolver`` implements this
protocol, and tests may pass a pure-Python oracle instead.  All trick counts are out of
``position.tricks_left`` (the current trick included).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from claims.cards import Card, Side
from claims.position import EndPosition


class DoubleDummySolver(Protocol):
    def tricks(self, position: EndPosition, side: Side) -> int:
        """Tricks ``side`` takes from here when both sides play perfectly."""
        ...

    def tricks_many(self, positions: Sequence[EndPosition], side: Side) -> list[int]:
        """:meth:`tricks` for many positions (batched where the solver can)."""
        ...

    def card_values(self, position: EndPosition) -> dict[Card, int]:
        """For every legal card of the player to move: the tricks *his side* takes
        from here (current trick included) if he plays it, then both sides perfect."""
        ...
