"""The description does not ask again what the tracing proved (issue 10, round 27).

The deciding line is traced card by card in the shown order: at each claimer's turn the
tracing tries the cards in turn and keeps the first that attains the value, so every
card it tried before that one was proved to give him at least a trick more.  The
description's first question about each other card is "is it better than the card
chosen?"; for those cards the answer is already known, and the description now starts
from it (:attr:`claims.search.RestrictedSearch.traced_places`) instead of searching for
it again on its own table (measured: the benchmark's 8-card claims 6% fewer positions,
every description the same).

Checked here against things the shortcut does not use: each card it marks better is
valued afresh, on a search of its own, and is better; and the whole description,
unbudgeted, is the same with the shortcut as without it.
"""

from __future__ import annotations

import pytest

import claims.search
from claims.cards import Seat
from claims.normal_play import Claimant, PlanState, initial_state, resolve_conditionals
from claims.plan import Plan
from claims.ruling import Claim, claimants_for
from claims.search import Child, RestrictedSearch
from tests.test_describe_budget import _position
from tests.test_parallel_ruling import _random_claims


def _cases() -> list[tuple[Claim, Plan]]:
    own = (Claim(_position(), Seat.N, 4), Plan())
    return [own, *_random_claims(2027, 24, (5, 7))]


def _start(claim: Claim, plan: Plan) -> PlanState:
    steps = resolve_conditionals(plan, claim.position, claim.side)
    return initial_state(steps, claim.position, claim.side)


def _traced(
    claim: Claim, plan: Plan, budget: int | None = None
) -> tuple[Claimant, PlanState, RestrictedSearch, int, list[Child], bool]:
    """The claim's search, valued and its line traced: the claimant, the plan's start,
    the search, the value, the line and whether the tracing was cut."""
    claimant = claimants_for(claim, plan)[0]
    start = _start(claim, plan)
    search = RestrictedSearch(claimant)
    if budget is not None:
        search.describe_nodes = budget
    total = search.exact(claim.position, start)
    path, cut = search._deciding_path(claim.position, start, total)
    return claimant, start, search, total, path, cut


@pytest.mark.parametrize("index", range(25))
def test_the_cards_tried_before_the_chosen_one_are_better(index: int) -> None:
    claim, plan = _cases()[index]
    claimant, start, search, total, path, cut = _traced(claim, plan)
    position = claim.position
    assert not cut
    remaining = total
    here, state = position, start
    for number, child in enumerate(path):
        place = search.traced_places.get(number)
        if here.to_play.side == claim.claimer.side:
            assert place is not None  # every claimer's card on a traced line is recorded
        if place is not None:
            siblings = search.children(here, state)
            assert siblings[place].card == child.card
            for before in siblings[:place]:
                fresh = RestrictedSearch(claimant)
                value = before.gain + fresh.exact(before.position, before.state)
                assert value > remaining, (number, before.card)
        remaining -= child.gain
        here, state = child.position, child.state


def test_the_description_is_the_same_without_the_shortcut() -> None:
    compared = 0
    for claim, plan in _cases():
        _, start, search, total, path, _ = _traced(claim, plan, 1 << 40)
        position = claim.position
        known = dict(search.traced_places)
        shortcut = search._value_alternatives(position, start, path, total)
        search.traced_places = {}
        asked = search._value_alternatives(position, start, path, total)
        assert {n: c.values for n, c in shortcut.items()} == {
            n: c.values for n, c in asked.items()
        }
        compared += sum(1 for n, c in shortcut.items() if known.get(n, 0) > 0 and c.others)
    assert compared >= 5  # turns where the tracing had tried other cards first


@pytest.mark.parametrize("budget", [0, 20, 80, 300])
def test_a_cut_description_never_says_more_than_the_truth(budget: int) -> None:
    """With the description's positions cut short, what the shortcut answered is all
    a card may show: a card the tracing did not prove better must not be shown as
    better than it is."""
    for claim, plan in _cases():
        claimant, start, search, total, path, _ = _traced(claim, plan)
        position = claim.position
        search.describe_nodes = budget
        cut = search._value_alternatives(position, start, path, total)
        for choice in cut.values():
            for place, sibling in choice.others:
                if place not in choice.values:
                    continue
                shown, approximate = choice.values[place]
                truth = sibling.gain + RestrictedSearch(claimant).exact(
                    sibling.position, sibling.state
                )
                assert shown <= truth if approximate else shown == truth or (
                    shown == choice.value and truth >= shown
                ), (sibling.card, shown, approximate, truth)


def test_small_claims_answer_every_first_question_on_the_warm_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Up to 8 cards a hand the first question ("better than the card chosen?"), and
    the exact value of a better card, are asked on the search's own table with no
    budget: with none left for the description every card is still valued, and with
    budget enough the description is the one the budgeted path on a table of its own
    gives."""
    for claim, plan in _cases():
        _, start, search, total, path, _ = _traced(claim, plan, 0)
        cut = search._value_alternatives(claim.position, start, path, total)
        assert all(place in c.values for c in cut.values() for place, _ in c.others)
        # and a better card's value is exact (a bound only where the clock cut it)
        assert not any(c.values[place][1] for c in cut.values() for place, _ in c.others)
        _, start, search, total, path, _ = _traced(claim, plan, 1 << 40)
        warm = search._value_alternatives(claim.position, start, path, total)
        monkeypatch.setattr(claims.search, "WARM_DESCRIPTION_CARDS", 0)
        _, start, search, total, path, _ = _traced(claim, plan, 1 << 40)
        cold = search._value_alternatives(claim.position, start, path, total)
        monkeypatch.undo()
        assert {n: c.values for n, c in warm.items()} == {n: c.values for n, c in cold.items()}
