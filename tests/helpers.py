"""Small builders shared by the engine tests."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import claims.ruling
from claims import parallel
from claims.cards import Card, Seat, Strain, parse_deal
from claims.normal_play import Claimant, NormalPlay, Settings, normal_plays
from claims.plan import Plan
from claims.position import EndPosition
from claims.ruling import Claim, ClaimKind, Ruling, adjudicate


def position(
    deal: str,
    trump: str = "NT",
    leader: str = "S",
    declarer: str = "S",
    trick: str = "",
    shown_out: tuple[tuple[str, str], ...] = (),
) -> EndPosition:
    from claims.cards import Suit

    return EndPosition.from_trick_start(
        parse_deal(deal),
        Strain.parse(trump).trump,
        Seat.parse(declarer),
        Seat.parse(leader),
        [Card.parse(c) for c in trick.split()],
        shown_out=[(Seat.parse(s), Suit.parse(u)) for s, u in shown_out],
    )


def cards(text: str) -> set[Card]:
    return {Card.parse(c) for c in text.split()}


def normal_set(
    pos: EndPosition,
    claimer: str = "S",
    aware: bool = False,
    plan: Plan | None = None,
    settings: Settings | None = None,
    overlooked: str = "",
    line: str = "",
) -> dict[Card, NormalPlay]:
    """The normal plays for the claimer's side at ``pos``; ``overlooked`` names the
    opponents' cards he is taken to have overlooked at the claim (claims.view).
    ``line``: cards played from ``pos`` first (within one trick), the stated line
    followed through them, so a step's later card can be asked for."""
    from claims.normal_play import (
        DEFAULT_SETTINGS,
        initial_state,
        resolve_conditionals,
        solid_suits,
    )
    from claims.view import ClaimerView, Oversight, stated_ruff_suits, visible_opponent_seats

    claimant = Claimant(
        Seat.parse(claimer),
        aware,
        settings or DEFAULT_SETTINGS,
        solid_at_claim=solid_suits(pos, Seat.parse(claimer).side),
        view=ClaimerView(
            Seat.parse(claimer).side,
            visible_opponent_seats(Seat.parse(claimer), pos.declarer),
            oversight=Oversight(frozenset(cards(overlooked))) if overlooked else None,
            ruff_suits=stated_ruff_suits(plan or Plan()),
        ),
    )
    steps = resolve_conditionals(plan or Plan(), pos, claimant.side)
    state = initial_state(steps, pos, claimant.side)
    for played in line.split():
        card = Card.parse(played)
        if pos.to_play.side == claimant.side:
            choices = normal_plays(pos, claimant, state)
            assert card in {p.card for p in choices.plays}, f"{card} is not normal here"
            state = choices.state
        pos = pos.play(card)
    choices = normal_plays(pos, claimant, state)
    return {p.card: p for p in choices.plays}


def rule(
    pos: EndPosition,
    claimer: str = "S",
    tricks: int | None = None,
    plan: Plan | None = None,
    trump_aware: bool | None = None,
    kind: ClaimKind = ClaimKind.CLAIM,
    settings: Settings | None = None,
) -> Ruling:
    from claims.normal_play import DEFAULT_SETTINGS

    claim = Claim(
        pos,
        Seat.parse(claimer),
        pos.tricks_left if tricks is None else tricks,
        kind=kind,
        trump_aware=trump_aware,
    )
    return adjudicate(claim, plan or Plan(), settings=settings or DEFAULT_SETTINGS)


def record_fills(monkeypatch: pytest.MonkeyPatch) -> list[parallel.FillStats]:
    """Wrap ``claims.ruling.fill_table`` so that the table fills which started worker
    processes are recorded: the list returned fills up as rulings run."""
    filled: list[parallel.FillStats] = []
    real: Callable[..., parallel.FillStats] = parallel.fill_table

    def recorded(*args: Any, **kwargs: Any) -> parallel.FillStats:
        stats = real(*args, **kwargs)
        if stats.workers:
            filled.append(stats)
        return stats

    monkeypatch.setattr(claims.ruling, "fill_table", recorded)
    return filled


def proc_stats() -> list[tuple[int, list[str]]]:
    """Every process's pid and the fields of its ``/proc/PID/stat`` after the command
    name (state, parent, process group, ...): Linux only, empty elsewhere; a process
    that ends while it is read is left out."""
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        found.append((int(entry.name), fields))
    return found


# the web tests' long claim: a 13-card 4♠ (10 claimed, no statement) that searches for
# well over a minute on this machine at any load (README, Speed), so it runs until
# stopped; as the page's form sends it
WEB_LONG_DEAL = "N:KQ43.A72.KJ5.864 97.KQJT5.T98.QJ3 AJT865.63.AQ4.K5 2.984.7632.AT972"
WEB_LONG_FORM = {
    "deal": WEB_LONG_DEAL,
    "trump": "S",
    "declarer": "S",
    "leader": "W",
    "by": "S",
    "tricks": "10",
    "statement": "",
}

