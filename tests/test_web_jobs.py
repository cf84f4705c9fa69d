"""The web page's job handling (``claim serve``), as a director at a club meets it.

A real server on a loopback port, spoken to with the standard library's HTTP client:
in a thread of this process (``uvicorn.Server`` on a socket bound to port 0) for the
jobs, and as ``claim serve`` in a process (and session) of its own for Ctrl-C and
SIGTERM.  What is checked:

* a ruling past its time limit comes back as the INCOMPLETE ruling the commands give
  ("at most N"), within the limit plus the README's margin, and its worker is gone;
* a job whose page has left (stopped asking about it), or that the same page replaces
  with a new request, or cancels while closing (``sendBeacon``), is stopped, worker and
  all, and a queued one never starts;
* more requests than workers queue in order (each told how many are before it), never
  more processes than workers, and past the queue's bound a request is refused with 503
  and a sentence saying why;
* Ctrl-C / SIGTERM / SIGHUP on ``claim serve``: one line, 130 / 143 / 129, no process
  of the server left running and no file left in its temporary directory (``/proc``);
* bad input gets a 4xx naming the field, never a 500 or a worker's crash.

The long ruling is a whole deal claimed at trick one: no search ends on it within a
minute on this machine (tests/test_web.py's ``LONG_DEAL``), so it runs until stopped.
Rulings expected to finish are the seed 004 case (positions/006, its ``[expected]``
from the seed's own example).  No test asserts a speed: times are bounds with the
load-stretched margin of ``tests/fuzz_inputs.py``.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing import Pipe
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import uvicorn

from claims.casefile import load_case
from tests.fuzz_inputs import load_stretch, margin_seconds
from tests.helpers import WEB_LONG_FORM, proc_stats

if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
    from cli import web_jobs
    from cli.serve import create_app
    from cli.web_case import form_of_case
else:
    from claim_cli import web_jobs
    from claim_cli.serve import create_app
    from claim_cli.web_case import form_of_case

ROOT = Path(__file__).resolve().parent.parent
SEED = load_case(ROOT / "positions" / "006_seed_4h_east_small_trump.toml")
LONG_FORM = WEB_LONG_FORM
CLAIM = Path(sys.executable).parent / "claim"


# --------------------------------------------------------------------------- helpers
@dataclass
class Live:
    """A server in a thread: its port and its job runner (to find worker pids)."""

    port: int
    runner: Any

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any, dict[str, str]]:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            data = None if body is None else json.dumps(body).encode("utf-8")
            headers = {} if data is None else {"Content-Type": "application/json"}
            connection.request(method, path, body=data, headers=headers)
            response = connection.getresponse()
            raw = response.read()
            return response.status, json.loads(raw) if raw else None, dict(response.headers)
        finally:
            connection.close()

    def rule(self, form: dict[str, Any], **extra: Any) -> dict[str, Any]:
        status, data, _ = self.call("POST", "/api/rule", {"case": form, **extra})
        assert status == 202, data
        assert isinstance(data, dict)
        return data

    def job(self, job_id: str) -> dict[str, Any]:
        status, data, _ = self.call("GET", f"/api/jobs/{job_id}")
        assert status == 200, data
        assert isinstance(data, dict)
        return data

    def until(self, job_id: str, states: tuple[str, ...], seconds: float) -> dict[str, Any]:
        """Ask about the job (as the page does) until it is in one of ``states``."""
        deadline = time.monotonic() + seconds
        while True:
            data = self.job(job_id)
            if data["state"] in states:
                return data
            assert time.monotonic() < deadline, f"job {job_id} still {data['state']}"
            time.sleep(0.1)

    def pid(self, job_id: str) -> int:
        """The worker's pid of a running job (its start takes a moment: a fork)."""
        deadline = time.monotonic() + 30
        while (pid := self.runner.jobs[job_id].pid) is None:
            assert time.monotonic() < deadline, f"job {job_id} has no worker"
            time.sleep(0.02)
        assert isinstance(pid, int)
        return pid


@contextmanager
def live_server(**options: Any) -> Iterator[Live]:
    """``create_app(**options)`` served by uvicorn on a free loopback port, in a thread."""
    app = create_app(**options)
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    live = Live(sock.getsockname()[1], app.state.runner)
    deadline = time.monotonic() + 30
    while not server.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    try:
        yield live
    finally:
        server.should_exit = True
        thread.join(30)
        sock.close()


def running(pid: int) -> bool:
    """Whether ``pid`` is a process that has not ended (a zombie has ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def gone(pid: int, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while running(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="reads processes from Linux's /proc"
)


# --------------------------------------------------------------------------- time limit
def test_a_ruling_past_its_time_limit_is_the_incomplete_ruling_and_its_worker_ends() -> None:
    """As ``claim rule --time-limit 1`` on the same deal: the worst line found, marked
    incomplete, 'at most' that many tricks; the page's headline does not call it a
    failed claim unless the line found already breaks it."""
    with live_server(workers=1) as live:
        job = live.rule(LONG_FORM, time_limit=1)
        pid = live.pid(live.until(job["id"], ("running", "done"), 60)["id"])
        data = live.until(job["id"], ("done", "error", "cancelled"), 60)
        assert data["state"] == "done", data
        assert data["elapsed"] <= 1 + margin_seconds(), data["elapsed"]
        assert gone(pid)
        english, danish = data["result"]["views"]["en"], data["result"]["views"]["da"]
        assert english["complete"] is False
        assert "at most" in english["verdict"] and "højst" in danish["verdict"]
        tricks, floor = english["claimer_tricks"], english["claimer_tricks_at_least"]
        # the range: what was proved before the limit, and the worst line found
        assert 0 <= floor <= tricks
        assert english["tricks"].startswith(f"North-South {floor} to {tricks}, East-West ")
        assert danish["tricks"].startswith(f"Nord-Syd {floor} til {tricks}, Øst-Vest ")
        assert "proved" in english["verdict"] and "bevist" in danish["verdict"]
        if tricks < 10:  # a normal line found loses a trick: it fails, whatever else
            assert english["headline"] == "The claim does not stand (search incomplete)"
        else:
            assert english["headline"] == "The claim is not decided (search incomplete)"
            assert danish["headline"] == "Kravet er ikke afgjort (ufuldstændig søgning)"


def test_the_suggestion_gets_what_the_ruling_leaves_of_the_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One clock for the whole answer, as ``claim rule`` (issue 12): a ruling that took
    most of the limit leaves the suggestion the rest, not a budget of its own."""
    import claims.service

    real_rule = claims.service.rule_case
    budgets: list[float] = []

    def slow_rule(*args: Any, **kwargs: Any) -> Any:
        ruling = real_rule(*args, **kwargs)
        time.sleep(1.0)  # as if the search had taken a second
        return ruling

    def suggest(ruling: Any, solver: Any, settings: Any, time_limit: float) -> None:
        budgets.append(time_limit)

    monkeypatch.setattr(claims.service, "rule_case", slow_rule)
    monkeypatch.setattr(claims.service, "suggest", suggest)
    receive, send = Pipe(duplex=False)
    web_jobs.answer(send, form_of_case(SEED), {}, time.monotonic() + 2.0, True)
    messages = []
    with contextlib.suppress(EOFError):
        while True:
            messages.append(receive.recv())
    assert messages[-1][0] == "done"
    assert len(budgets) == 1 and budgets[0] <= 1.0


def test_a_bug_in_the_ruling_is_one_line_on_the_page(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A fault that is not the input's (a bug) ends the worker with a sentence for the
    page, not a dead process and 'stopped without an answer'; the traceback goes to
    the server's log."""
    import claims.service

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(claims.service, "rule_case", broken)
    receive, send = Pipe(duplex=False)
    web_jobs.answer(send, form_of_case(SEED), {}, time.monotonic() + 5.0, True)
    kind, message = receive.recv()
    assert (kind, message) == ("error", "the ruling failed (ZeroDivisionError); this is a bug")
    assert "ZeroDivisionError: a bug" in capsys.readouterr().err


def test_a_job_is_done_only_once_its_worker_and_directory_are_gone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A page (or a script) that sees "done" finds the worker ended and its temporary
    directory removed. The worker's end is slowed here so that a job published as done
    before its clean-up (CI once saw a 'claim-web-*' folder after "done") is caught."""
    import asyncio

    made: list[str] = []
    real_mkdtemp, real_joined = tempfile.mkdtemp, web_jobs._joined

    def recording_mkdtemp(*args: Any, **kwargs: Any) -> str:
        path: str = real_mkdtemp(*args, **kwargs)
        made.append(path)
        return path

    async def slow_joined(process: Any, seconds: float) -> None:
        await asyncio.sleep(0.6)
        await real_joined(process, seconds)

    monkeypatch.setattr(tempfile, "mkdtemp", recording_mkdtemp)
    monkeypatch.setattr(web_jobs, "_joined", slow_joined)
    with live_server(workers=1) as live:
        job = live.rule(form_of_case(SEED))
        pid = live.pid(job["id"])
        seen = []
        deadline = time.monotonic() + 60
        while (data := live.job(job["id"]))["state"] in ("queued", "running"):
            seen.append(data["state"])
            assert time.monotonic() < deadline, data
            time.sleep(0.05)
        assert data["state"] == "done", data
        scratch = [path for path in made if Path(path).name.startswith("claim-web-")]
        assert len(scratch) == 1
        assert not Path(scratch[0]).exists()
        assert not running(pid)
        assert live.runner.running == 0
        assert "running" in seen  # the slowed clean-up was watched, not skipped


# --------------------------------------------------------------------------- leaving
def test_a_job_whose_page_has_left_is_stopped_and_a_queued_one_never_starts() -> None:
    with live_server(workers=1, abandoned_after=1.0) as live:
        first = live.rule(LONG_FORM, time_limit=60)
        live.until(first["id"], ("running",), 60)
        pid = live.pid(first["id"])
        second = live.rule(LONG_FORM, time_limit=60)  # queued behind it, never asked about
        assert second["state"] == "queued" and second["ahead"] == 1
        # the first page asks once more, after the second was queued, and then is gone:
        # so the second's page went quiet first, as a page that left before the other
        # did.  (Without this the first was last seen before the second was queued, and
        # on a loaded machine the second, queued well after it, was not yet a second
        # quiet when the first was stopped, so it got the worker, as it should: the
        # test, not the server, was out of order.)
        live.job(first["id"])
        time.sleep(1.5 * load_stretch())  # the pages are gone: nobody asks
        assert gone(pid)
        data = live.until(first["id"], ("cancelled", "done", "error"), 10)
        assert data["state"] == "cancelled" and data.get("abandoned") is True
        assert data["elapsed"] < 10
        again = live.until(second["id"], ("cancelled", "running"), 10)
        assert again["state"] == "cancelled" and again.get("abandoned") is True
        assert live.runner.jobs[second["id"]].pid is None  # no worker was started for it
        assert live.runner.running == 0


def test_a_new_request_replacing_the_last_stops_it_and_a_closing_page_cancels() -> None:
    """The page names the job it asked for last (a reload lost it) and, while closing,
    cancels its job with a beacon (POST .../cancel)."""
    with live_server(workers=1) as live:
        first = live.rule(LONG_FORM, time_limit=60)
        live.until(first["id"], ("running",), 60)
        first_pid = live.pid(first["id"])
        second = live.rule(LONG_FORM, time_limit=60, replaces=first["id"])
        assert gone(first_pid)
        assert live.until(first["id"], ("cancelled",), 10)["state"] == "cancelled"
        live.until(second["id"], ("running",), 60)
        second_pid = live.pid(second["id"])
        status, data, _ = live.call("POST", f"/api/jobs/{second['id']}/cancel")
        assert status == 200 and data["id"] == second["id"]
        assert gone(second_pid)
        assert live.until(second["id"], ("cancelled",), 10)["state"] == "cancelled"
        # a job that is not this server's (or long forgotten) is simply not replaced
        third = live.rule(form_of_case(SEED), replaces="no-such-job")
        assert live.until(third["id"], ("done",), 120)["state"] == "done"


# --------------------------------------------------------------------------- load
def test_more_requests_than_workers_queue_and_past_the_bound_are_refused() -> None:
    with live_server(workers=1, max_queued=3) as live:
        jobs = [live.rule(LONG_FORM, time_limit=60) for _ in range(3)]
        assert [job.get("ahead") for job in jobs] == [0, 1, 2]
        status, data, headers = live.call("POST", "/api/rule", {"case": LONG_FORM})
        assert status == 503
        assert data["error"] == (
            "the server is busy: 3 rulings are waiting for 1 worker; try again in a minute"
        )
        assert headers.get("retry-after") == "60"
        live.until(jobs[0]["id"], ("running",), 60)
        assert live.job(jobs[2]["id"])["ahead"] == 2
        pids = []
        for _ in range(10):  # for a second: never more than one worker alive
            alive = [
                job.pid
                for job in live.runner.jobs.values()
                if job.pid is not None and running(job.pid)
            ]
            assert len(alive) <= 1
            pids += alive
            time.sleep(0.1)
        for job in jobs:
            live.call("DELETE", f"/api/jobs/{job['id']}")
        for job in jobs:
            assert live.until(job["id"], ("cancelled",), 20)["state"] == "cancelled"
        assert all(gone(pid) for pid in set(pids))
        # the queue is free again
        assert live.call("POST", "/api/rule", {"case": form_of_case(SEED)})[0] == 202


# --------------------------------------------------------------------------- bad input
@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ({"deal": "S:AQZ.JT.. T..QJ97. 98...AQT 5.2..643"}, "deal", "unknown rank 'Z'"),
        ({"deal": "S:AQJ2.JT.. T..QJ97. 98...AQT 5.2..643"}, "deal", "unequal length"),
        ({"trump": "hearts-ish"}, "trump", "unknown trump 'hearts-ish'"),
        ({"tricks": "lots"}, "tricks", '"rest" or a whole number'),
        ({"by": "Southwest"}, "by", "unknown seat 'Southwest'"),
        ({"trick": "H1"}, "trick", "cannot read card 'H1'"),
        # JSON can carry half a character ("\ud800"), which no text has: it used to
        # reach the validator's messages and fail the answer with a 500
        ({"tricks": "\ud800"}, "tricks", "not text"),
        ({"statement": "trumps \udcff high"}, "statement", "not text"),
    ],
)
def test_bad_input_is_a_4xx_naming_its_field(
    change: dict[str, str], field: str, words: str
) -> None:
    form = {**form_of_case(SEED), **change}
    body = json.dumps({"case": form}).encode("ascii")  # ensure_ascii: escapes travel
    with live_server(workers=1) as live:
        for path, sent in (("/api/rule", body), ("/api/understand", json.dumps(form).encode())):
            connection = http.client.HTTPConnection("127.0.0.1", live.port, timeout=30)
            connection.request("POST", path, body=sent, headers={"Content-Type": "x"})
            response = connection.getresponse()
            data = json.loads(response.read())
            connection.close()
            assert response.status == 422, data
            assert words in " ".join(data["fields"][field]), data
        assert live.runner.jobs == {}  # nothing was started


def test_lone_surrogates_in_an_import_are_named_not_a_500() -> None:
    source = '[Deal "N:KQ43.A72.KJ5.864 97.KQ\udcffT5.T98.QJ3 AJT865.63.AQ4.K5 2.984.7632.AT972"]'
    with live_server(workers=1) as live:
        connection = http.client.HTTPConnection("127.0.0.1", live.port, timeout=30)
        connection.request("POST", "/api/import", body=json.dumps({"source": source}))
        response = connection.getresponse()
        data = json.loads(response.read())
        connection.close()
    assert response.status == 422
    assert data["fields"] == {"source": ["has a character that is not text (half of an emoji?)"]}
    # a setting's field is named too (the page shows it beside that setting)
    with live_server(workers=1) as live:
        body = {"case": form_of_case(SEED), "settings": {"ruffing": "low\ud800"}}
        status, data, _ = live.call("POST", "/api/rule", body)
    assert status == 422 and list(data["fields"]) == ["ruffing"]


# --------------------------------------------------------------------------- stopping
def _group_running(group: int) -> list[int]:
    """The processes of process group ``group`` that have not ended (from /proc)."""
    return [pid for pid, fields in proc_stats() if int(fields[2]) == group and fields[0] != "Z"]


def _http(port: int, method: str, path: str, body: Any = None) -> tuple[int, Any]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        data = None if body is None else json.dumps(body).encode("utf-8")
        connection.request(method, path, body=data)
        response = connection.getresponse()
        return response.status, json.loads(response.read())
    finally:
        connection.close()


def _serve_in_session(cwd: Path, temp: Path) -> tuple[subprocess.Popen[str], int]:
    """``claim serve`` on a free loopback port, two workers, in a session of its own
    (so a signal can go to its whole group) with ``temp`` as its TMPDIR."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(
        [str(CLAIM), "serve", "--port", str(port), "--workers", "2"],
        cwd=cwd,
        env={**os.environ, "TMPDIR": str(temp)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    return process, port


def _wait_until_serving(process: subprocess.Popen[str], port: int, pause: float) -> None:
    deadline = time.monotonic() + 60
    while True:
        try:
            _http(port, "GET", "/api/health")
            return
        except OSError:
            assert process.poll() is None and time.monotonic() < deadline
            time.sleep(pause)


@pytest.mark.parametrize(
    ("sent", "whole_group", "code", "line"),
    [
        (signal.SIGINT, True, 130, "claim: interrupted"),  # Ctrl-C on its terminal
        (signal.SIGINT, False, 130, "claim: interrupted"),  # kill -INT
        (signal.SIGTERM, False, 143, "claim: terminated"),  # a service manager's stop
        (getattr(signal, "SIGHUP", 1), False, 129, "claim: hung up"),  # terminal closed
    ],
)
def test_stopping_claim_serve_is_one_line_and_leaves_nothing(
    tmp_path: Path, sent: signal.Signals, whole_group: bool, code: int, line: str
) -> None:
    # the server's own temporary directory, short: the fork server's socket is a file in
    # it, and a socket's path has at most 107 bytes (pytest's tmp_path can be longer)
    temp = Path(tempfile.mkdtemp(prefix="serve-"))
    process, port = _serve_in_session(tmp_path, temp)
    try:
        _wait_until_serving(process, port, 0.1)
        # a ruling that ends leaves nothing in the temporary directory but the fork
        # server's socket folder (pymp-*), which goes with the server
        status, job = _http(port, "POST", "/api/rule", {"case": form_of_case(SEED)})
        assert status == 202
        while job["state"] in ("queued", "running"):
            time.sleep(0.1)
            job = _http(port, "GET", f"/api/jobs/{job['id']}")[1]
        assert job["state"] == "done", job
        assert [p.name for p in temp.iterdir() if not p.name.startswith("pymp-")] == []
        # a long one is searching when the signal comes
        status, job = _http(port, "POST", "/api/rule", {"case": LONG_FORM, "time_limit": 60})
        while job["state"] != "running":
            time.sleep(0.1)
            job = _http(port, "GET", f"/api/jobs/{job['id']}")[1]
        time.sleep(0.5)
        if whole_group:
            os.killpg(process.pid, sent)
        else:
            os.kill(process.pid, sent)
        out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:  # pragma: no cover - the test failed: clean up
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    assert err.splitlines()[1:] == [line], err
    assert process.returncode == code
    assert out == ""
    ended = time.monotonic() + 10
    while _group_running(process.pid) and time.monotonic() < ended:
        time.sleep(0.1)
    assert _group_running(process.pid) == [], "a process of the server is still running"
    left = list(temp.iterdir())
    shutil.rmtree(temp)
    assert left == []
    assert list(tmp_path.iterdir()) == []  # its working directory


def test_ctrl_c_while_the_fork_server_still_starts_is_one_line_too(tmp_path: Path) -> None:
    """Ctrl-C at once after the server answers, a ruling just asked for: the fork server
    is still importing the engine (a second on a loaded machine) and the first worker
    is being started.  The terminal's Ctrl-C reaches them too; they used to die of it
    with a traceback each, and the job's temporary directory was left."""
    temp = Path(tempfile.mkdtemp(prefix="serve-"))
    process, port = _serve_in_session(tmp_path, temp)
    try:
        _wait_until_serving(process, port, 0.02)
        status, _ = _http(port, "POST", "/api/rule", {"case": LONG_FORM, "time_limit": 60})
        assert status == 202
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:  # pragma: no cover - the test failed: clean up
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    assert err.splitlines()[1:] == ["claim: interrupted"], err
    assert (process.returncode, out) == (130, "")
    ended = time.monotonic() + 10
    while _group_running(process.pid) and time.monotonic() < ended:
        time.sleep(0.1)
    assert _group_running(process.pid) == []
    left = list(temp.iterdir())
    shutil.rmtree(temp)
    assert left == []


def test_a_temporary_directory_too_deep_for_the_workers_is_one_line(tmp_path: Path) -> None:
    """The fork server's socket cannot live under a very long TMPDIR: ``claim serve``
    says so in one line before it serves, rather than failing its start-up with a
    traceback (or, before, failing each ruling)."""
    deep = tmp_path / ("d" * 120)
    deep.mkdir()
    finished = subprocess.run(
        [str(CLAIM), "serve", "--port", "0"],
        env={**os.environ, "TMPDIR": str(deep)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert finished.returncode == 1
    assert finished.stderr.startswith("claim: error: cannot start the ruling workers: ")
    assert finished.stderr.count("\n") == 1 and "set TMPDIR to a shorter path" in finished.stderr
    assert list(deep.iterdir()) == []
