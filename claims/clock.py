"""The clock a ruling's time limit is read on.

``wall`` (the default) is elapsed time: a director waiting at the table waits that long
whatever else the machine is doing.  ``cpu`` is this process's CPU seconds
(``claim check --clock cpu``): a law commission checking a folder of cases on a shared
machine gets the same rulings however loaded it is, since a search cut by its limit has
then searched the same positions whatever else ran beside it (a wall-clock limit on a
loaded machine cuts it earlier: BBO 'Poor claim' and NSWBA 2010 in the published corpus
could end incomplete under load at 60 s).  Not the same on every machine: a slower
machine does less in a CPU second too.

The CPU clock counts one process only (a forked worker's CPU seconds start again from
nothing), so a ruling whose search is shared out over processes (``jobs`` above 1,
:mod:`claims.parallel`) keeps the wall clock: :func:`claims.ruling.adjudicate` refuses
the two together.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final, Literal

Kind = Literal["wall", "cpu"]
KINDS: Final[tuple[Kind, ...]] = ("wall", "cpu")

_current: list[Kind] = ["wall"]


def now() -> float:
    """Seconds on the current clock (only differences mean anything)."""
    if _current[0] == "cpu":
        return time.process_time()
    return time.monotonic()


def kind() -> Kind:
    """Which clock :func:`now` reads."""
    return _current[0]


@contextmanager
def using(clock: Kind) -> Iterator[None]:
    """Read ``clock`` inside the block (the previous clock again after it)."""
    if clock not in KINDS:
        raise ValueError(f"unknown clock {clock!r}: one of {', '.join(KINDS)}")
    previous = _current[0]
    _current[0] = clock
    try:
        yield
    finally:
        _current[0] = previous
