"""The one boundary between the project and endplay/DDS.

Everything that touches an endplay object lives in this module, so that the traps
measured in ``docs/endplay-notes.md`` are guarded in one place:

* endplay is imported on first use, never at import time: ``import endplay`` costs
  about 0.4 s and 90 MB (it drags in matplotlib and numpy), which a command line that
  only reads a case file should not pay.
* ``import endplay`` runs its package ``__init__``, which imports its dealer's HTML and
  LaTeX output and with them ``matplotlib.pyplot`` (measured: 0.9 of 1.1 s of the
  import, every fresh ``claim rule``), none of which the solver uses.
  :func:`_import_endplay` lets that import find a stand-in that loads the real
  matplotlib on first use, so it is paid only by a caller that plots.
* Every DDS call runs under one module-level lock.  endplay's ``solve_board`` always
  uses DDS thread slot 0 and ctypes releases the GIL, so two Python threads solving at
  once segfault; ``solve_all_boards`` uses a global parameter block besides.
* Every DDS call runs with the working directory switched to a private scratch
  directory: on any error DDS writes ``dump.txt`` into the current directory, and a
  claim tool must not litter the director's folder (or the test run's).  Because the
  working directory belongs to the whole process, another thread that opens a
  *relative* path during a DDS call would resolve it in the scratch directory; the
  project uses absolute paths wherever threads are involved.
* Every exception raised by endplay or DDS becomes :class:`claims.errors.SolverError`
  here, with the position quoted, and no endplay type leaves this module: results are
  returned as :class:`claims.cards.Card` and ``int``.

The functions here do **not** validate: DDS infers whose turn it is from the card
counts and answers silently wrong on a bad position, so callers
(:class:`solver_bindings.endplay_solver.EndplaySolver`) must call
``EndPosition.problems()`` first.  They are public so that tests can force a DDS error.
"""

from __future__ import annotations

import atexit
import gc
import importlib
import os
import shutil
import sys
import tempfile
import threading
import types
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from enum import Enum
from typing import TYPE_CHECKING

from claims.cards import Card, Rank, Seat, Suit, format_deal
from claims.errors import SolverError
from claims.position import EndPosition

if TYPE_CHECKING:  # only for annotations: importing endplay for real is deferred
    from endplay.types import Card as EndplayCard
    from endplay.types import Deal

MAX_BATCH = 200
"""DDS's ``MAXNOOFBOARDS``: the most boards one ``solve_all_boards`` call accepts."""

_DDS_LOCK = threading.Lock()
_scratch_directory: str | None = None
_calls_made = 0


class Mode(Enum):
    """What to ask DDS; never mix two modes in one batch (its duplicate check ignores it)."""

    BEST_CARD = "best card"
    """``SolveMode.OptimalOne``: the value of the position, 1.3-3x cheaper than all cards."""

    EVERY_CARD = "every card"
    """``SolveMode.Default``: the value of every legal card of the player to move."""


class _Deferred(types.ModuleType):
    """A stand-in for a module not yet loaded: the first attribute read imports the
    real module (after the stand-in has left ``sys.modules``) and answers from it."""

    def __getattr__(self, attribute: str) -> object:
        if attribute.startswith("__"):
            raise AttributeError(attribute)  # import machinery probing: not a use
        return getattr(importlib.import_module(self.__name__), attribute)


_DEFERRED_BY_ENDPLAY = ("matplotlib", "matplotlib.pyplot")
_endplay_imported = False


def _import_endplay() -> None:
    """Import endplay with matplotlib deferred (see the module's notes).  Only modules
    not yet imported are deferred, and the stand-ins leave ``sys.modules`` as soon as
    endplay is in, so any later ``import matplotlib`` is the real one."""
    global _endplay_imported
    if _endplay_imported:
        return
    placed = [name for name in _DEFERRED_BY_ENDPLAY if name not in sys.modules]
    for name in placed:
        sys.modules[name] = _Deferred(name)
    if "matplotlib" in placed and "matplotlib.pyplot" in placed:
        # `import matplotlib.pyplot as plt` reads the attribute from the parent
        sys.modules["matplotlib"].pyplot = sys.modules["matplotlib.pyplot"]  # type: ignore[attr-defined]
    try:
        importlib.import_module("endplay")
    finally:
        for name in placed:
            if isinstance(sys.modules.get(name), _Deferred):
                del sys.modules[name]
    _endplay_imported = True
    # endplay's import leaves garbage in a reference cycle (its dealer package's module
    # frame and a caught exception's traceback) whose frames reach back, through their
    # callers, to whoever asked for the first solve: a search that did stayed alive,
    # tables and all, until the next full collection (NSWBA 2010 in a fresh process:
    # 800,000 objects, and 1.4 s of the ruling on that collection).  Once, here.
    gc.collect()


def calls_made() -> int:
    """How many times this process has called into DDS (for tests: "never reached DDS")."""
    return _calls_made


def solve_unchecked(
    positions: Sequence[EndPosition], mode: Mode
) -> list[list[tuple[Card, int]]]:
    """Ask DDS about up to :data:`MAX_BATCH` positions in one call, without validating.

    For each position, in order: ``(card, tricks)`` pairs, where ``tricks`` counts the
    tricks of the *side to move* out of all remaining tricks, the current one included.
    In :attr:`Mode.EVERY_CARD` every legal card is listed; in :attr:`Mode.BEST_CARD` at
    least one best card.

    The caller must validate every position first, and must not put two positions with
    the same hands, trump and leader but different trick cards into one batch: DDS's
    batch scheduler takes them for one board and copies the first answer to the other
    (measured: a wrong answer, silently).  Raises :class:`SolverError` on any failure.
    """
    global _calls_made
    if not positions:
        return []
    if len(positions) > MAX_BATCH:
        raise SolverError(
            f"a batch of {len(positions)} positions: DDS solves at most {MAX_BATCH} at once"
        )
    try:
        _import_endplay()
        from endplay.dds import solve_all_boards, solve_board
        from endplay.dds.solve import SolveMode

        solve_mode = SolveMode.OptimalOne if mode is Mode.BEST_CARD else SolveMode.Default
        deals = [_deal_of(position) for position in positions]
        with _DDS_LOCK, _inside_scratch_directory():
            _calls_made += 1
            if len(deals) == 1:
                solved = [solve_board(deals[0], solve_mode)]
            else:
                batch = solve_all_boards(deals, solve_mode)
                # Index from the front only: endplay's negative indexing is broken.
                solved = [batch[index] for index in range(len(batch))]
            answers = [
                [(_card_of(card), int(tricks)) for card, tricks in board] for board in solved
            ]
    except SolverError:
        raise
    except Exception as error:  # the boundary: whatever endplay raises, report it as ours
        _empty_scratch_directory()
        raise SolverError(
            f"DDS failed ({type(error).__name__}: {error}) on {_describe_batch(positions)}"
        ) from None
    if len(answers) != len(positions):
        raise SolverError(
            f"DDS answered {len(answers)} boards for {_describe_batch(positions)}"
        )
    for position, answer in zip(positions, answers, strict=True):
        if not answer:
            raise SolverError(f"DDS returned no card for {describe(position)}")
    return answers


def describe(position: EndPosition) -> str:
    """The position as a director would quote it: deal at trick start, trump, trick."""
    trick = " ".join(str(card) for card in position.trick) or "no card yet"
    return (
        f"{_deal_text(position)} "
        f"(trump {position.strain.symbol}, trick led by {position.leader.full_name}: "
        f"{trick}, {position.to_play.full_name} to play)"
    )


def _describe_batch(positions: Sequence[EndPosition]) -> str:
    if len(positions) == 1:
        return describe(positions[0])
    return f"a batch of {len(positions)} positions, the first {describe(positions[0])}"


def _deal_text(position: EndPosition) -> str:
    """PBN deal of the hands as they were when the current trick began, North first."""
    hands: dict[Seat, Iterable[Card]] = dict(position.hands_at_trick_start())
    return format_deal(hands, Seat.N)


def _deal_of(position: EndPosition) -> Deal:
    """The endplay Deal DDS needs: hands at the start of the trick, then the trick played.

    ``Deal(first=...)`` is the leader of the *current* trick; ``play()`` moves each trick
    card out of its player's hand and records it, which is the form DDS checks best.
    """
    _import_endplay()
    from endplay.types import Deal, Denom, Player

    deal = Deal(
        _deal_text(position),
        first=Player(position.leader.value),
        trump=Denom(position.strain.value),
    )
    for card in position.trick:
        deal.play(card.code)
    if int(deal.curplayer) != position.to_play.value:
        raise SolverError(
            f"the DDS deal has {Seat(int(deal.curplayer)).full_name} to play, "
            f"the position {position.to_play.full_name}: {describe(position)}"
        )
    return deal


def _card_of(card: EndplayCard) -> Card:
    """endplay's card (suit a Denom 0-3, rank a bit mask 0x4-0x4000) as ours."""
    return Card(Suit(int(card.suit)), Rank(int(card.rank).bit_length() - 1))


@contextmanager
def _inside_scratch_directory() -> Iterator[None]:
    """Run the body with the working directory in the private scratch directory.

    The way back is held as an open descriptor where the platform allows, so that it
    works even if the original directory was renamed or removed meanwhile.
    """
    scratch = _ensure_scratch_directory()
    if os.chdir in os.supports_fd:
        home = os.open(".", os.O_RDONLY)
        try:
            os.chdir(scratch)
            try:
                yield
            finally:
                os.chdir(home)
        finally:
            os.close(home)
    else:  # pragma: no cover - Windows
        home_path = os.getcwd()
        os.chdir(scratch)
        try:
            yield
        finally:
            os.chdir(home_path)


def _ensure_scratch_directory() -> str:
    """The scratch directory, made on first use and again if something removed it."""
    global _scratch_directory
    if _scratch_directory is None or not os.path.isdir(_scratch_directory):
        _scratch_directory = tempfile.mkdtemp(prefix="claim-dds-")
        atexit.register(shutil.rmtree, _scratch_directory, True)
    return _scratch_directory


def _empty_scratch_directory() -> None:
    """Remove what DDS left in the scratch directory after an error (its dump.txt).

    Under the lock, so that it never races a DDS call writing there.
    """
    with _DDS_LOCK:
        scratch = _scratch_directory
        if scratch is None or not os.path.isdir(scratch):
            return
        for name in os.listdir(scratch):
            path = os.path.join(scratch, name)
            if os.path.isdir(path):
                shutil.rmtree(path, ignore_errors=True)
            else:
                with suppress(OSError):
                    os.remove(path)


def scratch_directory() -> str | None:
    """Where DDS runs (None before the first call); tests check that it stays empty."""
    return _scratch_directory
