"""Round 16: what a ruling spends outside the search proper.

* The garbage collector stays paused for the whole ruling.  It used to be paused search
  by search (``collector_paused``), and each time the outermost search ended, the first
  allocation after it was switched back on walked every object the tables keep:
  Philadelphia 2010 (seven cards) ended 303 pauses, and 1.9 s of its 12.5 s went on
  those walks.  Now a ruling switches it back on once, at its end.
* The ``ruffing`` setting chooses among the claimer's side's trumps only (normal_play's
  ruffs and overruffs).  In notrump, or when his side holds no trump, the analysis no
  longer rules the claim again under the other value: it could change nothing, and the
  rerun took a share of the analysis's budget (Philadelphia: cut by it, to say
  nothing, beside suit-order and forgotten, which the budget then also cut).
* ``forgotten`` and ``oversight`` are not ruled again when their other value gives the
  same oversights (the same claimants): the ruling cannot change.
"""

from __future__ import annotations

import gc
import random
from collections.abc import Callable
from pathlib import Path

import pytest

import claims.ruling
from claims.cards import Seat
from claims.casefile import load_case
from claims.normal_play import Claimant, RuffChoice, Settings, resolve_conditionals
from claims.plan import Plan
from claims.ruling import Claim, adjudicate
from claims.service import claim_of_case, plan_of_case
from tests.helpers import position
from tests.strategies import random_position
from tests.test_search_properties import _random_plan

POSITIONS = Path(__file__).parent.parent / "positions"


def _counting_enable(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    enable: Callable[[], None] = gc.enable

    def counted() -> None:
        calls.append(1)
        enable()

    monkeypatch.setattr(gc, "enable", counted)
    return calls


def _rule_file(name: str) -> claims.ruling.Ruling:
    case = load_case(POSITIONS / name)
    claim = claim_of_case(case)
    return adjudicate(claim, plan_of_case(case, claim, False), time_limit=120)


def test_a_ruling_switches_the_collector_back_on_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _counting_enable(monkeypatch)
    # 013 runs the search, the line, the analysis of its rules and of the settings:
    # before this round each of those ended a pause of its own
    ruling = _rule_file("013_wb_ak5_opposite_42.toml")
    assert ruling.claimer_tricks == 3
    assert len(calls) == 1
    assert gc.isenabled()


def test_a_caller_that_paused_the_collector_keeps_it_paused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = _counting_enable(monkeypatch)
    gc.disable()
    try:
        _rule_file("013_wb_ak5_opposite_42.toml")
        assert not gc.isenabled()
        assert calls == []
    finally:
        gc.enable()


def test_the_collector_is_back_on_when_a_ruling_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    def fails(*args: object) -> claims.ruling.Ruling:
        assert not gc.isenabled()  # paused while the ruling runs
        raise RuntimeError("interrupted")

    monkeypatch.setattr(claims.ruling, "_adjudicate", fails)
    with pytest.raises(RuntimeError):
        adjudicate(Claim(position("S:A... K... 2... 3..."), Seat.S, 1), Plan())
    assert gc.isenabled()


def _names(claim: Claim) -> list[str]:
    others = claims.ruling._alternatives(claim, Settings())
    return [name for name, _, _, _ in others]


def test_ruffing_is_not_ruled_again_where_no_ruff_is_possible() -> None:
    notrump = Claim(position("S:A.2.. K.3.. 2.A.. 3.4..", trump="NT"), Seat.S, 1)
    assert "ruffing" not in _names(notrump)
    # hearts trumps, but North-South hold none: nothing for the setting to choose
    no_trumps = Claim(position("S:A..2. K.3.. 2..A. 3.4..", trump="H"), Seat.S, 1)
    assert "ruffing" not in _names(no_trumps)
    # North's heart is a trump he could ruff with
    ruffer = Claim(position("S:A.2.. K.3.. 2.A.. 3.4..", trump="H"), Seat.S, 1)
    assert "ruffing" in _names(ruffer)
    assert "suit-order" in _names(notrump) and "suit-order" in _names(ruffer)


def _ruled_with_lowest_ruffs(monkeypatch: pytest.MonkeyPatch, name: str) -> int:
    """How many times the ruling of case ``name`` built claimants with ruffing = lowest
    (the analysis's rerun of the other value: the default is any)."""
    seen: list[int] = []
    original = claims.ruling.claimants_for

    def spying(claim: Claim, plan: Plan, settings: Settings) -> list[Claimant]:
        if settings.ruffing is RuffChoice.LOWEST:
            seen.append(1)
        return original(claim, plan, settings)

    monkeypatch.setattr(claims.ruling, "claimants_for", spying)
    _rule_file(name)
    return len(seen)


def test_the_ruffing_rerun_is_kept_for_a_trump_claim_and_dropped_in_notrump(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 010: hearts trumps, South ruffs (the case's own ruling rests on ruffing low)
    assert _ruled_with_lowest_ruffs(monkeypatch, "010_ruff_low_overruffed.toml") == 1
    # 013: notrump; before this round the analysis ruled it again with lowest ruffs
    assert _ruled_with_lowest_ruffs(monkeypatch, "013_wb_ak5_opposite_42.toml") == 0


# ---------------------------------------------------------------- same oversights
# ``forgotten`` and ``oversight`` only choose what he may have overlooked at the claim
# (claimants_for); when the other value gives the same oversights the ruling cannot
# change, and the analysis no longer rules the claim again under it (on the
# benchmark's claim-like positions, 20 of 6 cards, 12 of 8 and 8 of 10: 103 of the 189
# reruns, measured when this was written).


def _effects(claim: Claim, plan: Plan) -> tuple[claims.ruling.SettingEffect, ...]:
    settings = Settings()
    value = adjudicate(claim, plan, analyse=False, alternatives=False).claimer_tricks
    steps = resolve_conditionals(plan, claim.position, claim.side)
    return claims.ruling._setting_effects(claim, plan, settings, steps, value, None)


def test_skipping_the_same_oversights_changes_no_setting_effect(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(1616)
    skipped = differ = 0
    for _ in range(30):
        pos = random_position(rng, rng.randint(3, 5))
        claimer = rng.choice(list(pos.to_play.side.seats))
        claim = Claim(pos, claimer, rng.randint(1, pos.tricks_left))
        plan = _random_plan(rng, pos)
        current = claims.ruling.claimants_for(claim, plan, Settings())
        for _, _, _, changed in claims.ruling._alternatives(claim, Settings()):
            if claims.ruling._same_claimants(claim, plan, Settings(), changed, current):
                skipped += 1
            elif changed.forgotten_cards != 1 or changed.oversight != Settings().oversight:
                differ += 1
        fast = _effects(claim, plan)
        with monkeypatch.context() as patched:
            patched.setattr(claims.ruling, "_same_claimants", lambda *args: False)
            assert _effects(claim, plan) == fast, (claim, plan)
    assert skipped >= 10 and differ >= 5  # both kinds occur


def test_a_setting_that_changes_the_oversights_is_still_ruled_again() -> None:
    # Philadelphia 2010: the ♥9 overlooked, which forgotten = 0 rules out ...
    case = load_case(POSITIONS / "published" / "na_bbo_philadelphia_3nt_rest_are_mine_h8.toml")
    claim = claim_of_case(case)
    plan = plan_of_case(case, claim, False)
    current = claims.ruling.claimants_for(claim, plan, Settings())
    two = Settings(forgotten_cards=2)
    zero = Settings(forgotten_cards=0)
    answers = {
        claims.ruling._same_claimants(claim, plan, Settings(), other, current)
        for other in (two, zero)
    }
    assert False in answers
    # ... and a change of a setting the plays read is never skipped this way
    assert not claims.ruling._same_claimants(
        claim, plan, Settings(), Settings(ruffing=RuffChoice.LOWEST), current
    )
