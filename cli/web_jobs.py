"""Rulings of the web page, each in a worker process of its own.

Why processes and not threads: a ruling is pure Python search plus the DDS library, both
holding the CPU; in the server's process one long claim would stall every other
director's page.  A process per ruling can also be *stopped*: the page's Cancel, and the
server's hard deadline (the time limit plus a margin for describing the line) end it with
``terminate()``, which no thread allows.

Processes start from a ``forkserver`` that has already imported the engine, so a small
ruling costs a fork, not a fresh interpreter; and at most ``workers`` run at once (the
rest wait in order, at most ``max_queued`` in all: past that a request is refused with
503), which bounds the server's processes and memory whatever the number of requests.
Everything a worker sends back is plain data (the page's views in both languages), so
nothing but JSON crosses the pipe.

What a worker leaves behind is the server's to clear, since a worker stopped by a
signal runs no clean-up of its own: each job gets a temporary directory of its own,
which the worker takes as its ``tempfile`` directory (the solver's scratch directory
goes there), and which the server removes once the worker has ended.  A worker is set
up as the commands' workers are (:func:`claims.parallel.quiet_worker`): Ctrl-C on the
terminal reaches every process of ``claim serve``, and is the server's alone to handle;
and should the server be killed outright, the kernel ends its workers too.

A job is followed by the page that asked for it: a job whose page has not asked about
it for :data:`ABANDONED_AFTER` seconds (the browser left, or a reload lost it) is
cancelled, so a director who walks away does not hold a worker from the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import multiprocessing
import os
import secrets
import shutil
import sys
import tempfile
import time
import traceback
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from claims.errors import ClaimError
from claims.parallel import interrupts_held, quiet_worker, usable_cores

PRELOAD = ["claims.service", "claims.casefile", "solver_bindings"]
"""Imported once by the fork server (with this package's own modules), so each ruling's
process starts warm."""

PROGRESS_EVERY = 0.25
"""Seconds between progress messages: often enough for a live count, few enough to
cost nothing against the search."""

DESCRIBE_MARGIN = 20.0
"""Seconds past the time limit before a worker is killed.  The worker keeps to the limit
itself (one clock for the search, the line's description and the suggestion, as
``claim rule``), overrunning it by the README's margin of 1.5 s at most: this is only
the backstop for a worker that no longer answers."""

ABANDONED_AFTER = 30.0
"""Seconds without a look from the page after which its job is cancelled.  The page
asks every 0.3 s (a hidden tab's timers still run at least once a second), so only a
page that has gone stays away this long."""

STOP_GRACE = 5.0
"""Seconds a worker has to end after SIGTERM before it is killed (SIGTERM ends it at
once even inside the solver's C code; this is for a process stuck in the kernel)."""


def _claim_package() -> str:
    """The import name of the CLI package: ``claim_cli`` when installed, ``cli`` in the
    source tree (tests import it either way)."""
    return __name__.rsplit(".", 1)[0]


def run_ruling(
    conn: Connection,
    form: dict[str, Any],
    settings_form: dict[str, Any],
    time_limit: float,
    with_suggestion: bool,
    scratch: str | None = None,
) -> None:
    """The worker process: set up as the commands' workers are, with the job's own
    temporary directory ``scratch`` (the server removes it), then :func:`answer`."""
    # one clock for the whole answer, as `claim rule` (issue 12): the suggestion gets
    # what the ruling leaves of the limit, never a budget of its own
    deadline = time.monotonic() + time_limit
    quiet_worker()
    if scratch is not None:
        tempfile.tempdir = scratch
        os.environ["TMPDIR"] = scratch
    answer(conn, form, settings_form, deadline, with_suggestion)


def answer(
    conn: Connection,
    form: dict[str, Any],
    settings_form: dict[str, Any],
    deadline: float,
    with_suggestion: bool,
) -> None:
    """Rule by ``deadline`` (a ``time.monotonic()`` time), then send ``("done", views)``,
    ``("form_error", fields)`` or ``("error", message)`` and close ``conn``."""
    import importlib

    from claims.service import rule_case, suggest

    package = _claim_package()
    web_case = importlib.import_module(f"{package}.web_case")
    i18n = importlib.import_module(f"{package}.i18n")
    render = importlib.import_module(f"{package}.render")
    dd = importlib.import_module(f"{package}.dd")
    last = 0.0

    def progress(stats: Any) -> None:
        nonlocal last
        now = time.monotonic()
        if now - last >= PROGRESS_EVERY:
            last = now
            conn.send(("progress", stats.nodes))

    message: tuple[str, Any]
    try:
        case = web_case.case_from_form(form)
        settings = web_case.settings_of(settings_form)
        solver = dd.make_solver()
        ruling = rule_case(
            case,
            solver,
            settings,
            deadline - time.monotonic(),
            False,
            progress,
            quick_analysis=True,
        )
        suggestion = (
            suggest(ruling, solver, settings, deadline - time.monotonic())
            if with_suggestion
            else None
        )
        style = render.Style(symbols=True)
        known = case.position.won is not None
        views = {
            lang: i18n.ruling_view(ruling, suggestion, lang, style, known) for lang in i18n.LANGS
        }
        message = ("done", {"views": views, "nodes": ruling.stats.nodes})
    except web_case.FormError as error:
        message = ("form_error", error.fields)
    except ClaimError as error:
        message = ("error", str(error))
    except BrokenPipeError:  # the server stopped listening (cancelled): nobody to tell
        return
    except Exception as error:
        # a bug: the page says so in one line, the server's log keeps the traceback
        traceback.print_exc(file=sys.stderr)
        message = ("error", f"the ruling failed ({type(error).__name__}); this is a bug")
    try:
        conn.send(message)
    except (BrokenPipeError, OSError):
        pass
    finally:
        conn.close()


@dataclass
class Job:
    id: str
    form: dict[str, Any]
    settings: dict[str, Any]
    time_limit: float
    with_suggestion: bool
    state: str = "queued"  # queued, running, done, error, cancelled
    nodes: int = 0
    started: float | None = None
    finished: float | None = None
    created: float = field(default_factory=time.monotonic)
    seen: float = field(default_factory=time.monotonic)  # the page's last look at it
    abandoned: bool = False  # cancelled because its page stopped asking
    ahead: int = 0  # while queued: the rulings before it (running or queued)
    pid: int | None = None  # the worker's, while it runs (for the tests' /proc checks)
    result: dict[str, Any] | None = None
    error: str = ""
    form_errors: dict[str, list[str]] | None = None
    process: multiprocessing.process.BaseProcess | None = None
    cancel_requested: bool = False
    task: asyncio.Task[None] | None = None

    def to_data(self) -> dict[str, Any]:
        now = time.monotonic()
        elapsed = 0.0
        if self.started is not None:
            elapsed = (self.finished or now) - self.started
        data: dict[str, Any] = {
            "id": self.id,
            "state": self.state,
            "nodes": self.nodes,
            "elapsed": round(elapsed, 2),
            "time_limit": self.time_limit,
        }
        if self.state == "queued":
            data["ahead"] = self.ahead
        if self.abandoned:
            data["abandoned"] = True
        if self.result is not None:
            data["result"] = self.result
        if self.error:
            data["error"] = self.error
        if self.form_errors is not None:
            data["fields"] = self.form_errors
        return data


class WorkersUnavailable(ClaimError):
    """The fork server cannot be started: ``claim serve`` says so before it serves."""


def start_fork_server() -> None:
    """Start the fork server the rulings' workers come from (nothing when it runs).  Its
    socket is a file in the temporary directory, and a socket's path has at most 107
    bytes: a deep ``TMPDIR`` is the likely cause of a failure, so the message names it."""
    from multiprocessing import forkserver

    try:
        _start_held(forkserver.ensure_running)
    except OSError as error:
        raise WorkersUnavailable(
            f"cannot start the ruling workers: {error.strerror or error} (their fork "
            f"server's socket goes in the temporary directory {tempfile.gettempdir()}; "
            "set TMPDIR to a shorter path)"
        ) from None


def _start_held(start: Callable[[], None]) -> None:
    """Start the fork server (or a worker through it) with Ctrl-C held back, as the
    commands start theirs (:func:`claims.parallel.interrupts_held`): Ctrl-C reaches
    every process of the terminal's group, and the fork server, still importing the
    engine, would die of it with a traceback; it and the workers it forks inherit the
    signal blocked, and a worker ignores it (:func:`claims.parallel.quiet_worker`)
    before it unblocks it.  In the calling thread only: the server's main thread still
    gets the Ctrl-C."""
    from multiprocessing import resource_tracker

    # the fork server starts the resource tracker first, which blocks the signals for its
    # own start and then unblocks them in this thread: started before, it undoes nothing
    resource_tracker.ensure_running()
    with interrupts_held():
        start()


class Busy(Exception):
    """Too many rulings waiting: the server says so instead of queueing without end."""


class JobRunner:
    """The worker processes of one server."""

    def __init__(
        self,
        workers: int,
        max_queued: int = 200,
        keep: int = 500,
        abandoned_after: float = ABANDONED_AFTER,
    ) -> None:
        self.workers = max(1, workers)
        self.max_queued = max_queued
        self.keep = keep
        self.abandoned_after = abandoned_after
        self.jobs: OrderedDict[str, Job] = OrderedDict()
        self._slots: asyncio.Semaphore | None = None
        self._context = multiprocessing.get_context("forkserver")
        package = _claim_package()
        own = ("web_case", "i18n", "render", "dd", "web_jobs")
        self._context.set_forkserver_preload([*PRELOAD, *(f"{package}.{name}" for name in own)])
        self._counter = itertools.count(1)
        self.running = 0
        self.peak_running = 0  # the most worker processes alive at once, for the load test

    @property
    def slots(self) -> asyncio.Semaphore:
        if self._slots is None:  # created on the server's event loop, not at import
            self._slots = asyncio.Semaphore(self.workers)
        return self._slots

    def waiting(self) -> int:
        return sum(1 for job in self.jobs.values() if job.state in ("queued", "running"))

    def look(self, job_id: str) -> Job | None:
        """The job the page asks about (None when unknown), marked as still wanted; a
        queued job learns how many rulings are before it."""
        job = self.jobs.get(job_id)
        if job is None:
            return None
        job.seen = time.monotonic()
        if job.state == "queued":
            job.ahead = 0
            for other in self.jobs.values():
                if other is job:
                    break
                if other.state in ("queued", "running"):
                    job.ahead += 1
        return job

    def _abandoned(self, job: Job) -> bool:
        return time.monotonic() - job.seen > self.abandoned_after

    def submit(
        self,
        form: dict[str, Any],
        settings: dict[str, Any],
        time_limit: float,
        with_suggestion: bool = True,
    ) -> Job:
        if self.waiting() >= self.max_queued:
            raise Busy(
                f"the server is busy: {self.waiting()} rulings are waiting for "
                f"{self.workers} worker{'s' if self.workers > 1 else ''}; "
                "try again in a minute"
            )
        job_id = f"{next(self._counter)}-{secrets.token_urlsafe(8)}"
        job = Job(job_id, form, settings, time_limit, with_suggestion)
        job.ahead = self.waiting()
        self.jobs[job_id] = job
        self._forget_old()
        job.task = asyncio.get_running_loop().create_task(self._run(job))
        return job

    def _forget_old(self) -> None:
        """Keep the last ``keep`` jobs: a server open for a whole event stays small."""
        while len(self.jobs) > self.keep:
            oldest = next(iter(self.jobs.values()))
            if oldest.state in ("queued", "running"):
                break
            self.jobs.popitem(last=False)

    def cancel(self, job: Job) -> None:
        """Stop the job: a queued one never starts, a running one's worker is ended at
        once (its task then joins it and clears its directory)."""
        job.cancel_requested = True
        if job.state == "queued":
            job.state = "cancelled"
            job.finished = time.monotonic()
        elif job.state == "running" and job.process is not None and job.pid is not None:
            job.process.terminate()  # (not yet started: its task sees the cancel at once)

    async def _run(self, job: Job) -> None:
        async with self.slots:
            if job.state == "queued" and self._abandoned(job):
                job.abandoned = True
                job.cancel_requested = True
            if job.cancel_requested:
                job.state = "cancelled"
                job.finished = job.finished or time.monotonic()
                return
            await self._work(job)

    async def _work(self, job: Job) -> None:
        scratch = tempfile.mkdtemp(prefix="claim-web-")
        receive, send = self._context.Pipe(duplex=False)
        process = self._context.Process(
            target=run_ruling,
            args=(send, job.form, job.settings, job.time_limit, job.with_suggestion, scratch),
            daemon=True,
        )
        job.process = process
        job.state = "running"
        job.started = time.monotonic()
        self.running += 1
        self.peak_running = max(self.peak_running, self.running)
        try:
            # in a thread: the first start waits for the fork server's imports (a second
            # on a loaded machine), which must not stall every other director's page
            await asyncio.get_running_loop().run_in_executor(None, _start_held, process.start)
        except BaseException as error:
            # no worker (out of processes or memory, or the server stopping meanwhile):
            # the job says so, the slot is freed and its directory removed
            receive.close()
            send.close()
            shutil.rmtree(scratch, ignore_errors=True)
            self.running -= 1
            job.process = None
            job.state = "error"
            job.error = "the server could not start a worker for the ruling"
            job.finished = time.monotonic()
            if not isinstance(error, Exception):  # the task is cancelled: it ends so
                raise
            return
        job.pid = process.pid
        send.close()  # the worker holds the only writing end: EOF means it ended
        deadline = job.started + job.time_limit + DESCRIBE_MARGIN
        # the job's end state is published only after the worker is joined and its
        # directory removed: a page (or a test) seeing "done" finds nothing left behind
        outcome = "running"
        try:
            while True:
                message = await self._receive(receive, job, deadline)
                if message is None:
                    break
                kind, payload = message
                if kind == "progress":
                    job.nodes = int(payload)
                    continue
                if kind == "done":
                    job.result = payload
                    job.nodes = int(payload.get("nodes", job.nodes))
                    outcome = "done"
                elif kind == "form_error":
                    job.form_errors = payload
                    job.error = "the case has faults"
                    outcome = "error"
                else:
                    job.error = str(payload)
                    outcome = "error"
                break
        finally:
            # ended before the pipe is closed: a worker still sending would otherwise
            # die of the broken pipe with a traceback on the server's terminal
            if process.is_alive():
                process.terminate()
            await _joined(process, STOP_GRACE)
            if process.is_alive():  # pragma: no cover - SIGTERM did not end it
                process.kill()
                await _joined(process, STOP_GRACE)
            receive.close()
            shutil.rmtree(scratch, ignore_errors=True)
            self.running -= 1
            job.finished = time.monotonic()
            job.process = None
            if job.state == "running" and outcome != "running":
                job.state = outcome
            elif job.state == "running":
                if job.cancel_requested:
                    job.state = "cancelled"
                else:
                    job.state = "error"
                    job.error = job.error or (
                        "the ruling's worker stopped without an answer"
                        if process.exitcode not in (None, 0)
                        else "no answer from the ruling's worker"
                    )

    async def _receive(
        self, conn: Connection, job: Job, deadline: float
    ) -> tuple[str, Any] | None:
        """The next message, or None at the worker's end, a cancel or the deadline."""
        while True:
            if not job.cancel_requested and self._abandoned(job):
                job.abandoned = job.cancel_requested = True
            if job.cancel_requested:
                return None
            if time.monotonic() > deadline:
                job.error = f"the ruling took longer than {job.time_limit:g} s and was stopped"
                job.state = "error"
                return None
            try:
                ready = conn.poll()
            except (OSError, EOFError):
                return None
            if ready:
                try:
                    message: tuple[str, Any] = conn.recv()
                except (EOFError, OSError):
                    return None
                return message
            await asyncio.sleep(0.05)

    async def start(self) -> None:
        """Start the fork server now, in a thread, so that its imports are done before
        the first ruling is asked for rather than while it waits."""
        await asyncio.get_running_loop().run_in_executor(None, start_fork_server)

    async def shutdown(self) -> None:
        for job in list(self.jobs.values()):
            if job.state in ("queued", "running"):
                self.cancel(job)
        tasks = [job.task for job in self.jobs.values() if job.task is not None]
        for task in tasks:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(task, 10)


async def _joined(process: multiprocessing.process.BaseProcess, seconds: float) -> None:
    """Wait up to ``seconds`` for ``process`` to end, without holding the event loop (a
    join in a thread; the page of every other director is served meanwhile)."""
    ended = time.monotonic() + seconds
    while process.is_alive() and time.monotonic() < ended:
        await asyncio.sleep(0.02)
    if not process.is_alive():
        process.join()  # reaped: its exit code is read, no zombie is left


def default_workers() -> int:
    """One worker per core the process may use, at least one (as `claim check`)."""
    return usable_cores()
