"""A small load on ``claim serve``, through the load benchmark itself (the full one, 50
at once, is ``benchmarks/bench_web_load.py``): a dozen ruling requests at the same moment
on loopback are all answered without error, and the server never runs more ruling
processes than its worker slots, so its memory stays bounded however many requests
come.  Times are measured by the benchmark, never asserted here."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKERS = 2
EXTRA_PROCESSES = 2
"""Besides the workers: the fork server and multiprocessing's resource tracker."""


def test_a_dozen_rulings_at_once_are_all_answered_within_the_worker_slots() -> None:
    command = [sys.executable, str(ROOT / "benchmarks" / "bench_web_load.py")]
    command += ["--requests", "12", "--workers", str(WORKERS), "--json"]
    finished = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False)
    assert finished.returncode == 0, finished.stderr
    result = json.loads(finished.stdout)
    assert result["errors"] == []
    assert result["done"] == 12
    assert result["workers"] == WORKERS
    assert result["peak_running"] <= WORKERS
    # Each process holds the engine and the DDS tables, well under 200 MiB.  The tree is
    # sampled from /proc, not atomically, and has been seen one process above the
    # server's own count, so the bound allows one more.
    assert result["peak_tree_kb"] < (1 + WORKERS + EXTRA_PROCESSES + 1) * 200 * 1024
