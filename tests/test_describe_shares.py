"""Every claimer's turn on the deciding line gets a fair share of the description's
positions, and a turn whose alternatives were not valued says so (issue 10, round 8).

A director reads the line step by step.  The old description valued the turns in order
until :data:`claims.search.DESCRIBE_NODES` ran out, so the later turns of a long claim
showed no alternative at all, which reads as "no better card".  Now each turn first gets
an equal share for the question "is any other card better?", the exact values follow
with what is left, and a card not reached is listed ("not valued: budget").

The fixture is tests/test_describe_budget.py's: North's 6-card claim whose deciding line
has three turns with better alternatives (♥Q, ♣A and ♣T).  The full description (no
budget) is the reference: a cut one may say less, never something else.  Since round 27
a claim of up to 8 cards a hand asks the first question on the search's own table, with
no budget (:data:`claims.search.WARM_DESCRIPTION_CARDS`); the budgeted path, the one
bigger claims take, is tested here on this small fixture with that switched off."""

from __future__ import annotations

import pytest

import claims.search
from claims.cards import Seat
from claims.normal_play import initial_state
from claims.plan import Plan
from claims.ruling import Claim, adjudicate, claimants_for
from claims.search import NOT_VALUED_BUDGET, LineStep, RestrictedSearch
from cli.render import output_style
from cli.ruling_text import ruling_text
from tests.test_describe_budget import _position


def _described(budget: int) -> list[LineStep]:
    position = _position()
    claimant = claimants_for(Claim(position, Seat.N, 4), Plan())[0]
    start = initial_state((), position, Seat.N.side)
    search = RestrictedSearch(claimant)
    search.exact(position, start)
    search.describe_nodes = budget
    outcome = search.run(position, start)
    assert outcome.complete and outcome.claimer_tricks == 2
    return [step for step in outcome.line if step.claimer_side and step.alternatives]


def test_a_cut_description_says_what_it_did_not_value() -> None:
    full = _described(1 << 40)
    assert sum(1 for step in full if step.best_alternative) >= 3  # the fixture is worth it
    assert not any(step.unvalued or step.unvalued_reason for step in full)
    for budget in (10, 40, 100, 200, 400, 800):
        cut = _described(budget)
        assert [s.card for s in cut] == [s.card for s in full]
        for short, whole in zip(cut, full, strict=True):
            assert set(short.unvalued) <= set(short.alternatives)
            if short.unvalued:
                assert short.unvalued_reason == NOT_VALUED_BUDGET
                continue
            assert not short.unvalued_reason
            # every alternative was asked "is it better?": a better one is shown
            assert (short.best_alternative is None) == (whole.best_alternative is None)
            if short.best_alternative is not None and whole.best_alternative is not None:
                assert short.best_alternative[1] <= whole.best_alternative[1]
                if not short.best_alternative_at_least:
                    assert short.best_alternative == whole.best_alternative


def test_the_later_turns_get_their_share(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a budget the first turn alone would use up, a later turn is still valued
    in full (the old description left every turn after the budget ran out bare)."""
    monkeypatch.setattr(claims.search, "WARM_DESCRIPTION_CARDS", 0)  # the budgeted path
    cut = _described(100)
    assert cut[0].unvalued  # the first turn's questions are dear here
    later = [step for step in cut[1:] if step.best_alternative is not None]
    assert later and not later[-1].unvalued_reason


def test_the_ruling_text_names_the_cards_not_valued(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(claims.search, "DESCRIBE_NODES", 40)
    monkeypatch.setattr(claims.search, "WARM_DESCRIPTION_CARDS", 0)  # the budgeted path
    ruling = adjudicate(Claim(_position(), Seat.N, 4), Plan(), analyse=False)
    text = ruling_text(ruling, output_style(True), None, None)
    assert "not valued: budget" in text
    turns = [s for s in ruling.line if s.unvalued]
    assert turns
    data = ruling.to_dict()["line"]
    shown = [step["not_valued"] for step in data if step["not_valued"]]
    assert shown and shown[0]["reason"] == "budget"
    assert shown[0]["cards"] == [card.code for card in turns[0].unvalued]
