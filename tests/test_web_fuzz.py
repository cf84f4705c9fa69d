"""Fuzzed requests to the web page's API (``claim serve``), as ``tests/test_fuzz.py`` does
for the command line: the seed 004 form with fields deleted, mutated, of the wrong type,
or holding what JSON can carry and text cannot (half a character), sent to every POST
endpoint of a real server through ``http.client``.

The contract, for each request: an answer 2xx or 4xx with a JSON body, a 4xx saying
what is wrong (an ``error``, and for a form's faults the ``fields`` they belong to),
never a 500; and a ruling started (202) ends ``done`` or with an ``error`` sentence,
never a worker that died without one.  A fixed seed, so a failure is repeated by
running the test again; for a long run, raise ``COUNT``.
"""

from __future__ import annotations

import http.client
import json
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from claims.casefile import load_case
from tests.fuzz_inputs import mutate_deal, mutate_text, random_statement
from tests.test_web_jobs import live_server

if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
    from cli.web_case import form_of_case
else:
    from claim_cli.web_case import form_of_case

ROOT = Path(__file__).resolve().parent.parent
BASE = form_of_case(load_case(ROOT / "positions" / "006_seed_4h_east_small_trump.toml"))
PBN = (ROOT / "tests" / "data" / "web" / "seed004-4h.pbn").read_text(encoding="utf-8")
COUNT = 60
WEIRD: list[Any] = [
    None, 1, -1, 1.5, True, [], {}, "", " ", "x" * 5000, "\u0000", "\ud800", "a\udcffb",
    "♠", "NT", "rest", "13", "0", "-1", "S", "N:...", "E:Z", "😀",
]  # fmt: skip


def mutated_form(rng: random.Random) -> dict[str, Any]:
    form: dict[str, Any] = dict(BASE)
    for _ in range(rng.randint(1, 3)):
        name = rng.choice([*form, "unknown_field"])
        roll = rng.random()
        if name == "deal" and roll < 0.5:
            form[name] = mutate_deal(rng, str(form["deal"]))
        elif name == "statement" and roll < 0.6:
            form[name] = random_statement(rng)[:3000]
        elif roll < 0.3:
            form.pop(name, None)
        elif roll < 0.6 and isinstance(form.get(name), str):
            form[name] = mutate_text(rng, form[name], 0.2)
        else:
            form[name] = rng.choice(WEIRD)
    return form


def request_for(rng: random.Random) -> tuple[str, Any]:
    form = mutated_form(rng)
    kind = rng.choice(["rule", "rule", "understand", "case.toml", "import"])
    if kind == "rule":
        weird = rng.choice(WEIRD)
        settings = rng.choice([{}, {"ruffing": weird}, {"forgotten": weird}, weird])
        return "/api/rule", {"case": form, "settings": settings, "time_limit": 1}
    if kind == "import":
        return "/api/import", {"source": mutate_text(rng, PBN, 0.05), "fallback": form}
    return f"/api/{kind}", form


def post(port: int, path: str, body: Any) -> tuple[int, Any]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        # ensure_ascii: a lone surrogate travels as JSON's own escape, as a browser sends it
        connection.request("POST", path, body=json.dumps(body).encode("ascii"))
        response = connection.getresponse()
        raw = response.read()
        kind = response.headers.get("content-type", "")
    finally:
        connection.close()
    data = json.loads(raw) if "json" in kind else raw.decode("utf-8")
    return response.status, data


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="its server helper reads /proc")
def test_fuzzed_requests_are_answered_never_a_500_or_a_dead_worker() -> None:
    rng = random.Random(20261124)
    faults: list[str] = []
    with live_server(workers=2) as live:
        for _ in range(COUNT):
            path, body = request_for(rng)
            status, data = post(live.port, path, body)
            shown = json.dumps(body)[:300]
            if not 200 <= status < 500:
                faults.append(f"{status} from {path}: {shown}")
                continue
            if status >= 400:
                if not (isinstance(data, dict) and data.get("error")):
                    faults.append(f"{status} without an error from {path}: {shown}")
                elif status == 422 and not data.get("fields"):
                    faults.append(f"422 without fields from {path}: {shown}")
                continue
            if path == "/api/rule":
                job = live.until(data["id"], ("done", "error", "cancelled"), 60)
                if job["state"] != "done" and (
                    not job.get("error") or "worker" in job["error"] or job.get("fields") == {}
                ):
                    faults.append(f"ruling {job['state']} ({job.get('error')}): {shown}")
    assert faults == []
