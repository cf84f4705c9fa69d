"""Round 19: the deciding line does not depend on whether there is a solver.

``claim check`` rules without a double-dummy solver (its workers value a stated squeeze
with the search's own small search), ``claim rule`` and the web page with one.  The
solver orders the children near the root for the tests (the cards after which double
dummy gives the claimer least first), and that order was also the order the line is
traced and shown in: the two commands showed different lines of the same value, and
cited different laws (EBL Prague 2016 S1b: 70D1, 70E1, 71 in the check, 70D1, 71 in
the ruling).  The solver's order is now the tests' alone.
"""

from __future__ import annotations

import random

from claims.plan import Plan
from claims.ruling import Claim, adjudicate
from solver_bindings import EndplaySolver
from tests.strategies import random_position


def test_the_line_and_the_laws_are_the_same_with_and_without_a_solver() -> None:
    rng = random.Random(1919)
    solver = EndplaySolver()
    compared = 0
    for _ in range(60):
        position = random_position(rng, rng.randint(5, 7), trick_cards=rng.choice((0, 0, 1)))
        claimer = position.to_play
        claim = Claim(position, claimer, rng.randint(1, position.tricks_left))
        with_solver = adjudicate(claim, Plan(), solver, analyse=False)
        without = adjudicate(claim, Plan(), None, analyse=False)
        assert with_solver.complete and without.complete
        assert with_solver.claimer_tricks == without.claimer_tricks
        assert [s.card for s in with_solver.line] == [s.card for s in without.line]
        assert with_solver.laws == without.laws
        compared += 1
    assert compared == 60


def test_a_stated_squeeze_is_shown_card_by_card_the_same_with_and_without_a_solver() -> None:
    """Maastricht 2000 (a double squeeze stated at the claim, 8 cards): the ruling is
    best play from the claim (70D1) and the line was empty ("no play: best play from
    the start, as stated").  It now shows the squeeze: at each turn the first card
    that keeps the double-dummy value, his side's marked "best play, as stated", the
    same cards with the solver (claim rule) as with the search's own double-dummy
    search (claim check), and the tricks it wins are the ruling's."""
    from pathlib import Path

    from claims.casefile import load_case
    from claims.search import BEST_PLAY_NOTE
    from claims.service import rule_case

    case = load_case(
        Path(__file__).resolve().parent.parent
        / "positions/published/wbf_maastricht2000_ap16_squeeze_claim_played_out.toml"
    )
    lines = []
    for solver in (EndplaySolver(), None):
        ruling = rule_case(case, solver, None, 120.0)
        assert ruling.complete and ruling.claimer_tricks == 8
        line = ruling.line
        assert len(line) == 32
        won = sum(
            1 for step in line if step.trick_winner is not None
            and step.trick_winner.side == ruling.claim.side
        )
        assert won == ruling.claimer_tricks
        ours = [step for step in line if step.claimer_side]
        assert all(step.note in (BEST_PLAY_NOTE, "the only card") for step in ours)
        assert any(step.note == BEST_PLAY_NOTE for step in ours)
        lines.append([step.card for step in line])
    assert lines[0] == lines[1]
    from cli.i18n import note_text

    assert note_text(BEST_PLAY_NOTE, "da") == "bedste spil, som nævnt"
