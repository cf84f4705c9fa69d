"""Load on ``claim serve``: many directors asking for rulings at the same moment.

Starts ``claim serve`` on 127.0.0.1 in its own process, sends ``--requests`` ruling
requests of small cases (the end positions of ``positions/``, taken in turn) all at once
from as many threads, follows each job to its end, and samples the memory of the server
and of every process under it (the fork server and the ruling workers) ten times a
second.  Prints: answered, errors, wall time, latency percentiles, the most worker
processes alive at once, and the peak memory (RSS) of the server and of its whole tree.

    .venv/bin/python benchmarks/bench_web_load.py --requests 50

``tests/test_web_load.py`` runs it small (``--requests 12 --json``).

Memory is read from ``/proc`` (Linux), so no extra package is needed.
"""

from __future__ import annotations

import argparse
import json
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claims.casefile import load_case  # noqa: E402


def cli_module() -> Any:
    """The CLI's form module: the package is installed as ``claim_cli`` (mypy knows the
    folder as ``cli``), so it is imported by name at run time."""
    import importlib

    return importlib.import_module("claim_cli.web_case")


def small_case_forms(limit: int | None = None) -> list[dict[str, Any]]:
    """The forms of the library's cases with at most five tricks left."""
    web_case = cli_module()
    forms = []
    for path in sorted((ROOT / "positions").glob("*.toml")):
        case = load_case(path)
        if case.remaining_tricks <= 5:
            forms.append(web_case.form_of_case(case))
    return forms[:limit] if limit else forms


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def rss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def alive(pid: int) -> bool:
    """Not ended: a zombie (ended, not yet reaped by its parent) holds no memory."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def descendants(pid: int) -> list[int]:
    """The live processes under ``pid``, at any depth."""
    found: list[int] = []
    todo = [pid]
    while todo:
        current = todo.pop()
        try:
            tasks = list(Path(f"/proc/{current}/task").iterdir())
        except OSError:
            continue
        for task in tasks:
            try:
                children = (task / "children").read_text().split()
            except OSError:
                continue
            for child in children:
                found.append(int(child))
                todo.append(int(child))
    return [child for child in found if alive(child)]


@dataclass
class Sampler:
    """Peak memory and process count of the server's tree, sampled in a thread."""

    pid: int
    peak_server_kb: int = 0
    peak_tree_kb: int = 0
    peak_processes: int = 0
    stop: threading.Event = field(default_factory=threading.Event)

    def run(self) -> None:
        while not self.stop.is_set():
            tree = descendants(self.pid)
            server = rss_kb(self.pid)
            total = server + sum(rss_kb(pid) for pid in tree)
            self.peak_server_kb = max(self.peak_server_kb, server)
            self.peak_tree_kb = max(self.peak_tree_kb, total)
            self.peak_processes = max(self.peak_processes, len(tree))
            time.sleep(0.1)


@dataclass
class PageProbe:
    """The page itself (``GET /``), fetched twice a second while the rulings run: what
    another director waits to open the page when the workers are all busy."""

    server: Server
    seconds: list[float] = field(default_factory=list)
    stop: threading.Event = field(default_factory=threading.Event)

    def run(self) -> None:
        while not self.stop.is_set():
            began = time.monotonic()
            with urllib.request.urlopen(self.server.url + "/", timeout=60) as response:
                response.read()
            self.seconds.append(time.monotonic() - began)
            time.sleep(0.5)


class Server:
    """``claim serve`` in a process of its own, on a free loopback port."""

    def __init__(self, workers: int | None) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        command = [sys.executable, "-c", "from claim_cli.main import main; main()", "serve"]
        command += ["--port", str(self.port)]
        if workers:
            command += ["--workers", str(workers)]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while True:
            try:
                self.get("/api/health")
                return
            except OSError as error:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    self.close()
                    raise RuntimeError(f"claim serve did not start: {error}") from None
                time.sleep(0.2)

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(
            self.url + path, data=data, method=method, headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}")

    def get(self, path: str) -> Any:
        return self.request("GET", path)[1]

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@dataclass
class Outcome:
    state: str
    seconds: float
    error: str = ""


def one_ruling(server: Server, form: dict[str, Any], start: threading.Event) -> Outcome:
    start.wait()
    began = time.monotonic()
    status, data = server.request("POST", "/api/rule", {"case": form, "time_limit": 60})
    if status != 202:
        return Outcome("refused", time.monotonic() - began, f"{status}: {data.get('error')}")
    while data["state"] in ("queued", "running"):
        time.sleep(0.1)
        status, data = server.request("GET", f"/api/jobs/{data['id']}")
        if status != 200:
            return Outcome("lost", time.monotonic() - began, f"{status}")
    return Outcome(data["state"], time.monotonic() - began, data.get("error", ""))


@dataclass
class LoadResult:
    requests: int
    outcomes: list[Outcome]
    seconds: float
    workers: int
    peak_processes: int
    peak_running: int
    page_seconds: list[float]
    peak_server_kb: int
    peak_tree_kb: int

    @property
    def done(self) -> int:
        return sum(1 for outcome in self.outcomes if outcome.state == "done")

    @property
    def errors(self) -> list[str]:
        return [f"{o.state}: {o.error}" for o in self.outcomes if o.state != "done"]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def run_load(requests: int, workers: int | None = None) -> LoadResult:
    """Start a server, send ``requests`` rulings at once, return what happened."""
    forms = small_case_forms()
    server = Server(workers)
    sampler = Sampler(server.process.pid)
    thread = threading.Thread(target=sampler.run, daemon=True)
    thread.start()
    try:
        health = server.get("/api/health")
        probe = PageProbe(server)
        probe_thread = threading.Thread(target=probe.run, daemon=True)
        start = threading.Event()
        with ThreadPoolExecutor(max_workers=requests) as pool:
            futures = [
                pool.submit(one_ruling, server, forms[index % len(forms)], start)
                for index in range(requests)
            ]
            began = time.monotonic()
            start.set()
            probe_thread.start()
            outcomes = [future.result() for future in futures]
            seconds = time.monotonic() - began
            probe.stop.set()
            probe_thread.join()
        peak_running = int(server.get("/api/health")["peak_running"])
    finally:
        sampler.stop.set()
        thread.join()
        server.close()
    return LoadResult(
        requests,
        outcomes,
        seconds,
        int(health["workers"]),
        sampler.peak_processes,
        peak_running,
        probe.seconds,
        sampler.peak_server_kb,
        sampler.peak_tree_kb,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=50)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--json", action="store_true", help="Print the numbers as JSON.")
    args = parser.parse_args()
    result = run_load(args.requests, args.workers)
    latencies = [outcome.seconds for outcome in result.outcomes]
    if args.json:
        data = {
            "requests": result.requests,
            "done": result.done,
            "errors": result.errors,
            "seconds": round(result.seconds, 2),
            "latency_max": round(max(latencies), 2),
            "workers": result.workers,
            "peak_processes": result.peak_processes,
            "peak_running": result.peak_running,
            "page_max_seconds": round(max(result.page_seconds, default=0.0), 3),
            "peak_server_kb": result.peak_server_kb,
            "peak_tree_kb": result.peak_tree_kb,
        }
        print(json.dumps(data))
        return
    print(f"requests at once      {result.requests}")
    print(f"answered (done)       {result.done}")
    print(f"errors                {len(result.errors)}")
    for error in result.errors[:5]:
        print(f"  {error}")
    print(f"wall time             {result.seconds:.1f} s")
    print(f"latency p50/p90/max   {percentile(latencies, 0.5):.1f} / "
          f"{percentile(latencies, 0.9):.1f} / {max(latencies):.1f} s")
    print(f"rulings per second    {result.done / result.seconds:.2f}")
    print(f"worker slots          {result.workers}")
    page = result.page_seconds
    print(f"page GET / meanwhile  {len(page)} fetches, p50 {percentile(page, 0.5) * 1000:.0f} ms, "
          f"max {max(page) * 1000:.0f} ms")
    print(f"ruling workers at once, peak  {result.peak_running} (server's count)")
    print(f"processes under server, peak  {result.peak_processes} (sampled from /proc)")
    print(f"server RSS, peak      {result.peak_server_kb / 1024:.0f} MiB")
    print(f"server tree RSS, peak {result.peak_tree_kb / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
