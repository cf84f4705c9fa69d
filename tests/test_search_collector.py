"""The search pauses CPython's garbage collector while it runs (its tables hold many
live objects and it makes no cycles) and always switches it back on: after a value,
after a ruling's line, and after a search stopped by its deadline."""

from __future__ import annotations

import gc
import random
import time

import pytest

from claims.cards import Seat
from claims.normal_play import Claimant, PlanState
from claims.position import EndPosition
from claims.search import Child, RestrictedSearch, SearchTimeout
from tests.strategies import random_position

# Watching subclasses RestrictedSearch: a compiled class takes no Python subclass
pytestmark = pytest.mark.pure_python


class Watching(RestrictedSearch):
    """Records whether the collector ran while the search made children."""

    collector_seen: set[bool]

    def _children(self, position: EndPosition, state: PlanState) -> list[Child]:
        self.collector_seen.add(gc.isenabled())
        return super()._children(position, state)


def _search(deadline: float | None = None) -> tuple[Watching, EndPosition]:
    position = random_position(random.Random(3), 4, trick_cards=0)
    search = Watching(Claimant(Seat.N, True), None, deadline)
    search.collector_seen = set()
    return search, position


def test_the_collector_is_paused_during_a_search_and_on_again_after() -> None:
    assert gc.isenabled()
    search, position = _search()
    search.exact(position, PlanState())
    assert search.collector_seen == {False}
    assert gc.isenabled()
    search.run(position, PlanState())
    assert gc.isenabled()


def test_the_collector_is_on_again_after_a_timeout() -> None:
    search, position = _search(deadline=time.monotonic() - 1)
    search.stats.nodes = 255  # the next position looks at the clock
    with pytest.raises(SearchTimeout):
        search.exact(position, PlanState())
    assert gc.isenabled()


def test_a_paused_collector_stays_paused() -> None:
    """A caller that paused it himself finds it paused after the search."""
    gc.disable()
    try:
        search, position = _search()
        search.exact(position, PlanState())
        assert not gc.isenabled()
    finally:
        gc.enable()
