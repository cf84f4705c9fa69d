"""Candidate clarifications and the search for the shortest one that saves the claim.

Same 4♥ ending as test_statement.py, South declarer and claimer:

    North (dummy)  ♠K4   ♥87  ♦AQ   ♣—
    East           ♠T9   ♥9   ♦KJ   ♣A
    South          ♠AQJ  ♥AJ  ♦—    ♣5
    West           ♠87   ♥—   ♦T9   ♣KQ
"""

from __future__ import annotations

from dataclasses import replace

from claims.cards import Card, Seat, Suit, parse_deal
from claims.plan import (
    Concede,
    Crossruff,
    DrawTrumps,
    Drop,
    Finesse,
    Plan,
    PlayCards,
    Ruff,
    Step,
)
from claims.position import EndPosition
from claims.statement import parse_statement, statement_problems, without_words
from claims.suggest import candidate_clarifications, suggest_clarification

POSITION = EndPosition.from_trick_start(
    parse_deal("N:K4.87.AQ. T9.9.KJ.A AQJ.AJ..5 87..T9.KQ"), Suit.H, Seat.S, Seat.S
)
CANDIDATES = candidate_clarifications(POSITION, Seat.S)
STEPS = [without_words(plan.steps) for plan in CANDIDATES]


def single(step: Step) -> tuple[Step, ...]:
    return (step,)


def test_drawing_trumps_comes_first() -> None:
    assert STEPS[0] == single(DrawTrumps())
    assert STEPS[1] == single(DrawTrumps(rounds=1))  # East's ♥9 is the last trump


def test_the_obvious_clarifications_are_offered() -> None:
    for step in (
        PlayCards((Card.parse("SK"),)),  # the unblock: ♠K from K4 opposite AQJ
        Finesse(Suit.D, card=Card.parse("DQ")),
        Ruff(Suit.C, in_hand=Seat.N),
        Ruff(Suit.D, in_hand=Seat.S),
        Drop(Suit.D),
        Concede(Suit.C),
        Crossruff(),
    ):
        assert single(step) in STEPS, step


def test_only_sensible_ones() -> None:
    # no ruff in the trump suit or in a hand holding the suit; no drop without a finesse
    assert single(Ruff(Suit.H, in_hand=Seat.S)) not in STEPS
    assert single(Ruff(Suit.S, in_hand=Seat.N)) not in STEPS
    assert single(Drop(Suit.S)) not in STEPS
    for plan in CANDIDATES:
        assert plan.unknown == ()
        assert statement_problems(plan, POSITION, Seat.S) == []


def test_shortest_first_and_each_parses_back_from_its_text() -> None:
    def size(steps: tuple[Step, ...]) -> int:
        return sum(len(s.cards) if isinstance(s, PlayCards) else 1 for s in steps)

    sizes = [size(steps) for steps in STEPS]
    assert sizes == sorted(sizes)
    assert max(sizes) == 2  # one or two steps, at most two card leads
    assert len(set(STEPS)) == len(STEPS)
    for plan in CANDIDATES:
        again = parse_statement(plan.text, POSITION, Seat.S)
        assert without_words(again.steps) == without_words(plan.steps)


def test_combinations_of_two_steps() -> None:
    assert (DrawTrumps(), Finesse(Suit.D, card=Card.parse("DQ"))) in STEPS
    assert (PlayCards((Card.parse("SK"), Card.parse("SA"))),) in STEPS


def test_no_trump_steps_in_notrump() -> None:
    notrump = replace(POSITION, trump=None)
    for plan in candidate_clarifications(notrump, Seat.S):
        for step in plan.steps:
            assert not isinstance(step, DrawTrumps | Ruff | Crossruff)


def test_no_drawing_trumps_when_the_opponents_have_none() -> None:
    # the same ending with East's ♥9 swapped for a club: no trump is out
    position = EndPosition.from_trick_start(
        parse_deal("N:K4.87.AQ. T9..KJ.AJ AQJ.AJ..5 87..T9.KQ"), Suit.H, Seat.S, Seat.S
    )
    candidates = candidate_clarifications(position, Seat.S)
    assert candidates
    assert not any(isinstance(step, DrawTrumps) for p in candidates for step in p.steps)


def test_suggest_returns_the_first_candidate_that_reaches_the_target() -> None:
    calls: list[str] = []

    def rule(plan: Plan) -> int:
        calls.append(plan.text)
        return 5 if any(isinstance(s, Finesse) for s in plan.steps) else 4

    found = suggest_clarification(CANDIDATES, rule, 5)
    assert found is not None
    assert without_words(found.steps) == single(Finesse(Suit.D, card=Card.parse("DQ")))
    assert calls[-1] == found.text  # stops at the first success
    assert calls[0] == "draw trumps"


def test_suggest_returns_none_when_nothing_reaches_the_target() -> None:
    assert suggest_clarification(CANDIDATES, lambda plan: 4, 5) is None
    assert suggest_clarification([], lambda plan: 6, 5) is None


def test_suggest_returns_the_first_when_all_succeed() -> None:
    assert suggest_clarification(CANDIDATES, lambda plan: 6, 6) is CANDIDATES[0]
