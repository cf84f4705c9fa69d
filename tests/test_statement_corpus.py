"""The corpus of claim statements as players say them (tests/data/statements/corpus.toml).

Each entry is read in its position and compared with the plan written by hand in its
``expect`` key (structured syntax).  The outcome is one of:

* ``fully``: exactly the expected steps (and finesses declined), no word left over;
* ``partly``: some words not understood (the ruling reports them), and nothing misread:
  every step understood is a step of the expected plan, in order;
* ``wrongly``: a step the statement does not mean, a wrong order, or a step silently
  missing.

The test asserts that each entry comes out as its recorded ``status`` (``fully`` unless
said), so a change that breaks a phrasing fails here, and one that fixes a phrasing
fails too until its status is updated: the corpus figure in the README stays true.

``python tests/test_statement_corpus.py`` prints the figure (all entries, and by kind).
"""

from __future__ import annotations

import sys
import tomllib
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from claims.cards import Card, Seat, Strain, parse_deal
from claims.plan import Conditional, Plan, PlayCards, Step
from claims.position import EndPosition
from claims.statement import parse_statement

CORPUS = Path(__file__).parent / "data" / "statements" / "corpus.toml"
KINDS = ("quoted", "reported", "column", "translated", "constructed")
OUTCOMES = ("fully", "partly", "wrongly")


@dataclass(frozen=True)
class Entry:
    id: str
    text: str
    lang: str
    kind: str
    source: str
    position: str
    expect: str
    status: str
    note: str
    held_out: bool
    batch: str


def _load() -> tuple[dict[str, EndPosition], list[Entry]]:
    data: dict[str, Any] = tomllib.loads(CORPUS.read_text(encoding="utf-8"))
    positions: dict[str, EndPosition] = {}
    for name, spec in data["positions"].items():
        positions[name] = EndPosition.from_trick_start(
            parse_deal(spec["deal"]),
            Strain.parse(spec["trump"]).trump,
            Seat.S,
            Seat.parse(spec["leader"]),
            [Card.parse(c) for c in spec.get("trick", "").split()],
        )
    entries = [
        Entry(
            id=raw["id"], text=raw["text"], lang=raw["lang"], kind=raw["kind"],
            source=raw["source"], position=raw["position"], expect=raw["expect"],
            status=raw.get("status", "fully"), note=raw.get("note", ""),
            held_out=raw.get("held_out", False),
            batch=raw.get("batch", ""),
        )
        for raw in data["statement"]
    ]
    return positions, entries


POSITIONS, ENTRIES = _load()


def bare(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """Steps without the words they came from (conditions and branches too), with
    consecutive card plays as one: "♦A, then ♣A" and "take the ♦A, enter hand with the
    ♣A" are the same line (the engine plays each card in turn either way)."""
    out: list[Step] = []
    for step in steps:
        if isinstance(step, Conditional):
            step = replace(
                step,
                condition=replace(step.condition, words=""),
                then=bare(step.then),
                otherwise=bare(step.otherwise),
            )
        step = replace(step, words="")
        if out and isinstance(step, PlayCards) and isinstance(out[-1], PlayCards):
            out[-1] = PlayCards(out[-1].cards + step.cards)
        else:
            out.append(step)
    return tuple(out)


def _subsequence(short: tuple[Step, ...], long: tuple[Step, ...]) -> bool:
    remaining = iter(long)
    return all(any(step == other for other in remaining) for step in short)


def expected_plan(entry: Entry) -> tuple[Step, ...]:
    plan = parse_statement(entry.expect, POSITIONS[entry.position], Seat.S)
    assert plan.unknown == (), f"{entry.id}: expect {entry.expect!r} has unknown words"
    return bare(plan.steps)


def expected_declined(entry: Entry) -> tuple[Step, ...]:
    """The finesses the expected plan declines (``not finesse S``): a step of his line
    too, so "fully" asks for them (round 13: "not going to repeat the spade finesse")."""
    plan = parse_statement(entry.expect, POSITIONS[entry.position], Seat.S)
    return bare(plan.declined)


def outcome(entry: Entry) -> tuple[str, Plan]:
    plan = parse_statement(entry.text, POSITIONS[entry.position], Seat.S)
    got, want = bare(plan.steps), expected_plan(entry)
    if got == want and not plan.unknown and bare(plan.declined) == expected_declined(entry):
        return "fully", plan
    if plan.unknown and (_subsequence(got, want) or got == bare(parse_statement(
        "rest", POSITIONS[entry.position], Seat.S
    ).steps)):
        return "partly", plan
    return "wrongly", plan


def test_corpus_entries_are_well_formed() -> None:
    ids = [entry.id for entry in ENTRIES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for entry in ENTRIES:
        assert entry.lang in ("en", "da"), entry.id
        assert entry.kind in KINDS, entry.id
        assert entry.status in OUTCOMES, entry.id
        assert entry.position in POSITIONS, entry.id
        assert entry.source.strip(), entry.id
        if entry.kind == "translated":
            assert entry.source in ids, f"{entry.id}: translates an entry not in the corpus"
        if entry.kind in ("quoted", "reported", "column"):
            assert "http" in entry.source or "seed" in entry.source or "[S" in entry.source, (
                f"{entry.id}: a quoted statement names where it was quoted"
            )


@pytest.mark.parametrize("entry", ENTRIES, ids=[entry.id for entry in ENTRIES])
def test_statement_is_understood_as_recorded(entry: Entry) -> None:
    found, plan = outcome(entry)
    assert found == entry.status, (
        f"{entry.text!r}: {found}, recorded {entry.status}; "
        f"steps {bare(plan.steps)}, unknown {plan.unknown}"
    )


def figure() -> str:
    """The corpus figure: understood fully / partly / wrongly, overall and by kind."""
    counts: Counter[tuple[str, str]] = Counter()
    for entry in ENTRIES:
        found = outcome(entry)[0]
        counts[(entry.kind, found)] += 1
        if entry.held_out:
            counts[("held out", found)] += 1
        if entry.batch:
            counts[(entry.batch, found)] += 1
    batches = sorted({entry.batch for entry in ENTRIES if entry.batch})
    lines = [f"{'':12} {'total':>5} " + " ".join(f"{o:>14}" for o in OUTCOMES)]
    for kind in (*KINDS, "all", "held out", *batches):
        row = {o: sum(n for (k, o2), n in counts.items() if o2 == o and (
            k == kind or (kind == "all" and k in KINDS))) for o in OUTCOMES}
        total = sum(row.values())
        if total:
            lines.append(f"{kind:12} {total:5} " + " ".join(
                f"{row[o]:4} ({100 * row[o] / total:3.0f}%) " for o in OUTCOMES
            ))
    return "\n".join(lines)


if __name__ == "__main__":
    if "-v" in sys.argv:
        for entry in ENTRIES:
            found, plan = outcome(entry)
            print(f"{found:8} {entry.id:32} {entry.text!r} unknown={plan.unknown}")
    print(figure())
