"""Rulings of the web page, each in a worker process of its own.

Why processes and not threads: a ruling is pure Python search plus the DDS library, both
holding the CPU; in the server's process one long claim would stall every other
director's page.  A process per ruling can also be *stopped*: the page's Cancel, and the
server's hard deadline (the time limit plus a margin for describing the line) end it with
``terminate()``, which no thread allows.

Processes start from a ``forkserver`` that has already imported the engine, so a small
ruling costs a fork, not a fresh interpreter loading endplay; and at most ``workers`` run
at once (the rest wait in order), which bounds the server's memory whatever the number of
requests.  Everything a worker sends back is plain data (the page's views in both
languages), so nothing but JSON crosses the pipe.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import multiprocessing
import os
import secrets
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from claims.errors import ClaimError

PRELOAD = ["claims.service", "claims.casefile", "solver_bindings"]
"""Imported once by the fork server (with this package's own modules), so each ruling's
process starts warm."""

PROGRESS_EVERY = 0.25
"""Seconds between progress messages: often enough for a live count, few enough to
cost nothing against the search."""

DESCRIBE_MARGIN = 20.0
"""Seconds past the time limit before a worker is killed: the search stops itself at the
limit, then describing the line and the suggestion need a little more."""


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
) -> None:
    """The worker's body: rule, then send ``("done", views)`` or ``("error", message)``."""
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

    try:
        case = web_case.case_from_form(form)
        settings = web_case.settings_of(settings_form)
        solver = dd.make_solver()
        ruling = rule_case(case, solver, settings, time_limit, False, progress, quick_analysis=True)
        suggestion = (
            suggest(ruling, solver, settings, min(10.0, time_limit)) if with_suggestion else None
        )
        style = render.Style(symbols=True)
        known = case.position.won is not None
        views = {
            lang: i18n.ruling_view(ruling, suggestion, lang, style, known) for lang in i18n.LANGS
        }
        conn.send(("done", {"views": views, "nodes": ruling.stats.nodes}))
    except web_case.FormError as error:
        conn.send(("form_error", error.fields))
    except ClaimError as error:
        conn.send(("error", str(error)))
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
        if self.result is not None:
            data["result"] = self.result
        if self.error:
            data["error"] = self.error
        if self.form_errors is not None:
            data["fields"] = self.form_errors
        return data


class Busy(Exception):
    """Too many rulings waiting: the server says so instead of queueing without end."""


class JobRunner:
    """The worker processes of one server."""

    def __init__(self, workers: int, max_queued: int = 200, keep: int = 500) -> None:
        self.workers = max(1, workers)
        self.max_queued = max_queued
        self.keep = keep
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

    def submit(
        self,
        form: dict[str, Any],
        settings: dict[str, Any],
        time_limit: float,
        with_suggestion: bool = True,
    ) -> Job:
        if self.waiting() >= self.max_queued:
            raise Busy(f"{self.waiting()} rulings are waiting; try again in a moment")
        job_id = f"{next(self._counter)}-{secrets.token_urlsafe(8)}"
        job = Job(job_id, form, settings, time_limit, with_suggestion)
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
        job.cancel_requested = True
        if job.state == "queued":
            job.state = "cancelled"
        elif job.state == "running" and job.process is not None:
            job.process.terminate()

    async def _run(self, job: Job) -> None:
        async with self.slots:
            if job.cancel_requested:
                job.state = "cancelled"
                return
            await self._work(job)

    async def _work(self, job: Job) -> None:
        receive, send = self._context.Pipe(duplex=False)
        process = self._context.Process(
            target=run_ruling,
            args=(send, job.form, job.settings, job.time_limit, job.with_suggestion),
            daemon=True,
        )
        job.process = process
        job.state = "running"
        job.started = time.monotonic()
        self.running += 1
        self.peak_running = max(self.peak_running, self.running)
        process.start()
        send.close()  # the worker holds the only writing end: EOF means it ended
        deadline = job.started + job.time_limit + DESCRIBE_MARGIN
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
                    job.state = "done"
                elif kind == "form_error":
                    job.form_errors = payload
                    job.error = "the case has faults"
                    job.state = "error"
                else:
                    job.error = str(payload)
                    job.state = "error"
                break
        finally:
            receive.close()
            if process.is_alive():
                process.terminate()
            await asyncio.get_running_loop().run_in_executor(None, process.join, 5)
            if process.is_alive():  # SIGTERM ignored (stuck in the solver's C code)
                process.kill()
                await asyncio.get_running_loop().run_in_executor(None, process.join, 5)
            self.running -= 1
            job.finished = time.monotonic()
            job.process = None
            if job.state == "running":
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

    async def shutdown(self) -> None:
        for job in list(self.jobs.values()):
            if job.state in ("queued", "running"):
                self.cancel(job)
        tasks = [job.task for job in self.jobs.values() if job.task is not None]
        for task in tasks:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(task, 10)


def default_workers() -> int:
    """One worker per core the process may use, at least one."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)
