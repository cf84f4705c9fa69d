"""One claim's search on several processes (``claim rule --jobs N``).

The ruling itself never changes with the number of processes: the workers only fill the
transposition table, and the ruling is then made by the same in-process code as with one
job (:func:`claims.ruling.worst_claimant`), reading that table.  The table holds nothing
but proved bounds on a position's value (a lower and an upper bound), and the ruling's
value, the oversight it names (the first in order that attains the value) and the
deciding line (at each card the first child, in the search's own order, that attains
the value) are functions of the true values alone, whichever bounds the table happens
to hold: so the ruling is the one-job ruling, only reached with less work.  (Past the
time limit nothing is exact and the incomplete line may differ.)

How the work is split: the positions at the end of the first trick (the second too
when the first gives few) under each oversight are the jobs, handed out in the search's
own order (the most careless lines first).  The claimer's value is the least, over these
positions, of the tricks won on the way there plus the position's value, so each job
asks its position, with ``B`` the worst total known so far (shared by the workers):
"is there a line worse than ``B``?" (then ``B`` falls and it asks again) and "does it
attain ``B`` or stay above it?" (what the choice of the oversight needs).  A job started
after ``B`` fell cuts with the lower bound.  Each worker keeps one table for its jobs
and sends back what it learned; the bounds of all workers are merged (intersected) into
the ruling's table.

Workers are forked (they inherit the positions, the searches and the table as they
stand after a short in-process warm-up, which settles most small claims before any
process starts); where fork is missing, or in a daemonic process (which may not have
children), the ruling runs in process.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import os
import queue
import signal
import sys
import time
from collections.abc import Callable, Hashable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing.sharedctypes import Synchronized
from typing import Any, TypeVar

from claims.cards import Card
from claims.normal_play import PlanState
from claims.position import EndPosition
from claims.search import INFINITY, RestrictedSearch, SearchTimeout, collector_paused

MAX_JOBS = 8
"""The default ``--jobs`` is the number of CPUs, capped here (a director's laptop has 4-8
cores; past that the merge of the tables costs more than the workers save)."""

FRONTIER_PER_JOB = 6
"""Positions of the frontier wanted per process: a second trick is opened when the first
gives fewer (jobs of very unequal cost share out better when there are many)."""

FRONTIER_TRICKS = 2  # at most this many tricks from the claim are opened into jobs
RESULT_POLL = 1.0  # seconds between looks at whether the workers are still alive


def can_fork() -> bool:
    """Whether this process may start forked workers (not a daemonic process, which may
    not have children, and a platform with fork)."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return False
    return not multiprocessing.current_process().daemon


@dataclass(frozen=True, slots=True)
class Job:
    """A position after the first trick(s) under one oversight: the cards played to
    reach it from the claim, and the claimer's tricks on the way."""

    oversight: int
    cards: tuple[Card, ...]
    gain: int


@dataclass(slots=True)
class FillStats:
    """What the workers did (for the benchmarks and the closing note)."""

    jobs: int = 0
    workers: int = 0
    nodes: int = 0  # positions searched by the workers, all together
    entries: int = 0  # table entries sent back
    best: int = INFINITY  # the worst total the workers found (a line's)
    seconds: float = 0.0


def frontier(
    searches: list[RestrictedSearch], position: EndPosition, start: PlanState, wanted: int
) -> list[Job]:
    """The jobs: every position at the start of a trick one trick (two when one gives
    fewer than ``wanted``) from the claim, for each oversight, in the search's order.  A
    position keyed alike under two oversights (the table shares it) is one job; the
    positions the search values without looking at a card are left to the ruling."""
    level: list[tuple[int, tuple[Card, ...], int, EndPosition, PlanState]] = [
        (i, (), 0, position, start) for i in range(len(searches))
    ]
    jobs: list[Job] = []
    for _ in range(FRONTIER_TRICKS):
        following: list[tuple[int, tuple[Card, ...], int, EndPosition, PlanState]] = []
        seen: set[Hashable] = set()
        for i, cards, gain, at, state in level:
            search = searches[i]
            for path, won, after, after_state in _through_trick(search, at, state):
                if after.is_over or search._valued_without_search(after, after_state):
                    continue
                key = search.key(after, after_state)
                if key in seen:
                    continue
                seen.add(key)
                following.append((i, cards + path, gain + won, after, after_state))
        # the oversights take turns, each in its own search order (worst lines first)
        turns: dict[int, int] = {}
        places = []
        for node in following:
            places.append(turns.get(node[0], 0))
            turns[node[0]] = places[-1] + 1
        following = [
            node for _, _, node in sorted(
                zip(places, range(len(following)), following, strict=True),
                key=lambda item: (item[0], item[2][0], item[1]),
            )
        ]
        jobs = [Job(i, cards, gain) for i, cards, gain, _, _ in following]
        if len(jobs) >= wanted or not following:
            break
        level = following
    return jobs


def _through_trick(
    search: RestrictedSearch, position: EndPosition, state: PlanState
) -> list[tuple[tuple[Card, ...], int, EndPosition, PlanState]]:
    """Every line of ``search`` from ``position`` to the start of the next trick (or the
    end): the cards, the claimer's tricks won, the position and the plan state there."""
    out: list[tuple[tuple[Card, ...], int, EndPosition, PlanState]] = []

    def walk(at: EndPosition, at_state: PlanState, cards: tuple[Card, ...], won: int) -> None:
        if cards and (not at.trick or at.is_over):
            out.append((cards, won, at, at_state))
            return
        if search._valued_without_search(at, at_state):
            return  # the ruling values it at once
        for child in search.children(at, at_state):
            walk(child.position, child.state, (*cards, child.card), won + child.gain)

    walk(position, state, (), 0)
    return out


def fill_table(
    searches: list[RestrictedSearch],
    position: EndPosition,
    start: PlanState,
    jobs: int,
    deadline: float | None,
) -> FillStats:
    """Let ``jobs`` forked processes search the frontier's positions and merge what they
    proved into the searches' shared table (see the module's note).  Returns at once
    when there is nothing to share out."""
    stats = FillStats()
    started = time.monotonic()
    work = frontier(searches, position, start, FRONTIER_PER_JOB * jobs)
    stats.jobs = len(work)
    if len(work) < 2:
        return stats
    best_known = min(s.incumbent for s in searches)
    context = multiprocessing.get_context("fork")
    best = context.Value("i", min(best_known, INFINITY))
    next_job = context.Value("i", 0)
    results = context.Queue()
    workers = min(jobs, len(work))
    processes = [
        context.Process(
            target=_worker,
            args=(searches, position, start, work, deadline, best, next_job, results),
            daemon=True,
        )
        for _ in range(workers)
    ]
    with interrupts_held():
        for process in processes:
            process.start()
    table = searches[0].table.bounds
    try:
        for _ in range(workers):
            entries, nodes, error, line = _next_result(results, processes)
            if error:
                raise RuntimeError(f"a search worker failed: {error}")
            with contextlib.suppress(SearchTimeout):  # the solver's ordering, past it
                _adopt_line(searches, position, start, line)
            stats.nodes += nodes
            stats.entries += len(entries)
            for key, (low, high) in entries.items():
                old = table.get(key)
                if old is not None:
                    low, high = max(low, old[0]), min(high, old[1])
                table[key] = (low, high)
    except BaseException:
        # Ctrl-C (or a worker's error): the workers ignore the interrupt, so they are
        # ended here at once, not waited for until their deadline
        for process in processes:
            process.kill()
        raise
    finally:
        for process in processes:
            process.join(5)
            if process.is_alive():  # pragma: no cover - a worker stuck past its deadline
                process.kill()
                process.join()
    stats.workers = workers
    stats.best = best.value
    stats.seconds = time.monotonic() - started
    return stats


Answer = tuple[dict[Hashable, Any], int, str, tuple[int, int, tuple[Card, ...]]]
"""A worker's answer: the table entries it changed, its positions searched, an error
(empty when none), and the worst line it found (total, oversight, cards)."""


def _next_result(results: Any, processes: list[Any]) -> Answer:
    """The next worker's answer; an error when every worker has ended without one (a
    worker killed from outside sends nothing)."""
    while True:
        try:
            answer: Answer = results.get(timeout=RESULT_POLL)
            return answer
        except queue.Empty:
            if all(p.exitcode is not None for p in processes):
                return {}, 0, "a worker ended without an answer", (INFINITY, 0, ())


def _adopt_line(
    searches: list[RestrictedSearch],
    position: EndPosition,
    start: PlanState,
    line: tuple[int, int, tuple[Card, ...]],
) -> None:
    """A worker's worst line becomes its oversight's search's line to fall back on when
    it is worse than the one it has: a ruling cut by the time limit says "at most" the
    worst line any process found, as one process would have."""
    total, oversight, cards = line
    search = searches[oversight]
    if total >= search.incumbent:
        return
    path = []
    at, state = position, start
    for card in cards:
        child = next((c for c in search.children(at, state) if c.card == card), None)
        if child is None:  # pragma: no cover - the worker played the same children
            return
        path.append(child)
        at, state = child.position, child.state
    search.incumbent, search.incumbent_path = total, path


def _worker(
    searches: list[RestrictedSearch],
    position: EndPosition,
    start: PlanState,
    work: list[Job],
    deadline: float | None,
    best: Synchronized[int],
    next_job: Synchronized[int],
    results: Any,
) -> None:
    """A forked worker: take the next job until none is left (or the deadline passes),
    then send back the table entries it changed and its node count."""
    quiet_worker()
    table = searches[0].table.bounds
    inherited = dict(table)
    nodes_before = sum(s.stats.nodes for s in searches)
    for search in searches:
        # no solver in a fork (its library's threads do not survive one): a stated
        # squeeze is valued by the search's own double-dummy search, the same value
        search.solver = None
        search.progress = None
        search.deadline = deadline
    error = ""
    # the worst complete line this worker found: (total, oversight, cards from the claim)
    line: tuple[int, int, tuple[Card, ...]] = (INFINITY, 0, ())
    job = work[0]
    try:
        with collector_paused():
            while True:
                with next_job.get_lock():
                    index = next_job.value
                    next_job.value = index + 1
                if index >= len(work):
                    break
                job = work[index]
                _solve(searches, position, start, job, best)
                line = min(line, _job_line(searches, job))
    except SearchTimeout:
        line = min(line, _job_line(searches, job))  # the job cut short found it too
    except Exception as failure:  # a bug: reported to the ruling, which raises it
        error = f"{type(failure).__name__}: {failure}"
    changed = {k: v for k, v in table.items() if inherited.get(k) != v}
    nodes = sum(s.stats.nodes for s in searches) - nodes_before
    results.put((changed, nodes, error, line))


def _job_line(searches: list[RestrictedSearch], job: Job) -> tuple[int, int, tuple[Card, ...]]:
    """The worst line the job's search recorded, from the claim (its incumbent is
    counted from the job's position: :func:`_solve` clears it for each job)."""
    search = searches[job.oversight]
    if search.incumbent >= INFINITY:
        return INFINITY, 0, ()
    cards = job.cards + tuple(child.card for child in search.incumbent_path)
    return job.gain + search.incumbent, job.oversight, cards


def _solve(
    searches: list[RestrictedSearch],
    position: EndPosition,
    start: PlanState,
    job: Job,
    best: Synchronized[int],
) -> None:
    """One job: below the worst total ``best`` known, find a worse line (and lower
    ``best``), else settle whether the position attains it or stays above it."""
    search = searches[job.oversight]
    # the line it records is counted from this job's position (see _job_line)
    search.incumbent, search.incumbent_path = INFINITY, []
    at, state = position, start
    for card in job.cards:
        child = next(c for c in search.children(at, state) if c.card == card)
        at, state = child.position, child.state
    while True:
        with best.get_lock():
            target = best.value - job.gain
        if target < 0:
            return  # he took more than the worst total on the way: nothing to learn
        # a line below the target, or a proof that none is: whether it attains the
        # target exactly is left to the ruling (needed only to name the first of two
        # equally bad oversights; asking it here made every job prove a trick more)
        got = search.exact(at, state, 0, target - 1, target)
        if got >= target:
            return
        with best.get_lock():
            if job.gain + got < best.value:
                best.value = job.gain + got


T = TypeVar("T")


def map_in_processes(
    function: Callable[..., T],
    calls: list[tuple[Any, ...]],
    jobs: int,
    for_worker: Callable[[tuple[Any, ...]], tuple[Any, ...]] = lambda call: call,
) -> list[T]:
    """``function(*call)`` for each call, in order: on up to ``jobs`` forked processes
    when there are several calls and this process may fork (``for_worker`` adapts a call
    for another process, e.g. leaves out what cannot cross), else here, one by one."""
    if jobs <= 1 or len(calls) <= 1 or not can_fork():
        return [function(*call) for call in calls]
    context = multiprocessing.get_context("fork")
    with worker_pool(min(jobs, len(calls)), context) as pool:
        with interrupts_held():
            futures = [pool.submit(function, *for_worker(call)) for call in calls]
        return [future.result() for future in futures]


def quiet_worker() -> None:
    """Set up a worker process: Ctrl-C is the parent's to handle (a terminal sends it
    to every process of the command: a worker's traceback would follow the parent's
    one line), and on Linux the kernel ends the worker when its parent ends, however
    it ends (no stray process left searching until its deadline)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
            if os.getppid() == 1:  # the parent ended before the prctl
                os._exit(1)


PR_SET_PDEATHSIG = 1  # prctl(2): the signal a process gets when its parent ends


@contextlib.contextmanager
def interrupts_held() -> Iterator[None]:
    """Ctrl-C held back while workers are forked: a worker inherits it blocked and
    ignores it (:func:`quiet_worker`) before unblocking it, so none can be stopped
    half set up with a traceback; the parent gets a Ctrl-C typed meanwhile after."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


@contextlib.contextmanager
def worker_pool(workers: int, context: Any) -> Iterator[ProcessPoolExecutor]:
    """A pool of ``workers`` processes (:func:`quiet_worker`) that, when the body
    raises (Ctrl-C), ends its processes at once and drops the calls not yet run: a
    plain pool's exit waits for every call submitted, minutes of searching."""
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=quiet_worker)
    try:
        yield pool
    except BaseException:
        end_workers()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown(wait=True)


def end_workers() -> None:
    """Kill the worker processes this process started that are still running (each by
    its own process object) and wait for them."""
    for child in multiprocessing.active_children():
        child.kill()
    for child in multiprocessing.active_children():
        child.join(5)


def usable_cores() -> int:
    """The cores this process may run on (its affinity, which a container or `taskset`
    narrows; ``os.cpu_count()`` counts the machine's), at least one: the default number
    of worker processes for `claim check` and `claim serve`."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)

