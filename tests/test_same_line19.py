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
