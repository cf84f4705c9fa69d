"""Round 21: ``new-master-cashed`` (Law 71), from the published ruling that asks for it.

blml, September 2010, Dave Seagull's case 1 (an ACBL flight B director): dummy on lead
with ♠5432 ♥AJ, declarer ♠76 and four trumps, the trumps drawn; declarer claims "I will
pitch 1 spade loser on the ♥A and concede 1". West's ♥Q, now bare, falls under the ace.
The director awarded every trick: "irrational for that class of player not to notice
the fall of the ♥Q and not cashing the ♥J pitching his last losing spade" (the file
``positions/published/na_blml2010_seagull_concede_one_hq_drops_hj_good.toml``). The
stated "concede 1" gave the trick away before: the program ruled 5 of 6.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from claims import rules as R
from claims.cards import Card, Rank, Seat, Suit
from claims.casefile import load_case, parse_case_text
from claims.normal_play import initial_state
from claims.plan import Cash, Concede, Plan
from claims.position import EndPosition
from claims.ruling import Claim, adjudicate, claimant_for
from claims.search import RestrictedSearch
from claims.service import claim_of_case, plan_of_case, rule_case, settings_of_case
from tests.strategies import random_position
from tests.test_search_properties import worst_oversight

ROOT = Path(__file__).resolve().parent.parent
SEAGULL = ROOT / "positions" / "published" / "na_blml2010_seagull_concede_one_hq_drops_hj_good.toml"


def test_seagull_rules_as_the_director_did_and_names_the_rule() -> None:
    case = load_case(SEAGULL)
    ruling = rule_case(case)
    assert ruling.claimer_tricks == 6  # the director: all the tricks
    # the ♥J is the card the rule plays, the lead after the ♥A trick
    named = [step.card for step in ruling.line if R.NEW_MASTER_CASHED in step.rules]
    assert named == [Card(Suit.H, Rank.JACK)]
    assert ruling.line[4].card == Card(Suit.H, Rank.JACK)


def test_without_the_rule_the_stated_concession_gives_the_trick_away() -> None:
    """The rule decides: relaxed, the stated line leads a spade after the ♥A (5 of 6)."""
    case = load_case(SEAGULL)
    claim = claim_of_case(case)
    plan = plan_of_case(case, claim)
    settings = settings_of_case(case)
    claimant = claimant_for(claim, plan, settings)
    relaxed = replace(claimant, relaxed=frozenset({R.NEW_MASTER_CASHED}))
    start = initial_state(plan.steps, claim.position, claim.side)
    assert RestrictedSearch(relaxed, None, None).exact(claim.position, start) == 5
    assert RestrictedSearch(claimant, None, None).exact(claim.position, start) == 6


def test_a_concession_with_the_queen_still_out_is_kept() -> None:
    """West holds ♥Q-2: he plays the 2 under the ace, the ♥J is no master, and
    "concede 1" is the stated line. By hand: ♥A (a spade thrown), a spade given up
    (South's ♠7 follows), West's ♥Q is ruffed by South, whose three trumps take the
    rest while North throws his spades: 5 of 6, as claimed."""
    # North ♠5432 ♥AJ; East ♠KQT8 ♥3 ♣2; South ♠76 ♦5432; West ♠AJ9 ♥Q2 ♣3
    deal = "N:5432.AJ.. KQT8.3..2 76..5432. AJ9.Q2..3"
    text = SEAGULL.read_text(encoding="utf-8").replace(
        'deal     = "N:5432.AJ.. KQT.32..2 76..5432. AJ98.Q..3"', f'deal     = "{deal}"'
    )
    case = parse_case_text(text, "queen kept")
    ruling = rule_case(case)
    assert ruling.claimer_tricks == 5
    cited = {rule for step in ruling.line for rule in step.rules}
    assert R.NEW_MASTER_CASHED not in cited


def test_search_equals_brute_force_with_a_stated_concession() -> None:
    """The rule reads his cards' ranks against the opponents' cards at the claim, so
    while a concession is to come the search keys positions absolutely
    (``claims.search._names_a_card``): checked against the plain enumeration of every
    normal line, on random endings where a card falling makes new masters."""
    rng = random.Random(2021)
    fired = 0
    for _ in range(400):
        position: EndPosition = random_position(rng, rng.randint(2, 4))
        claimer = rng.choice(list(Seat))
        suit = rng.choice(list(Suit))
        plan = Plan(steps=(Cash(suit), Concede()))
        claim = Claim(position, claimer, max(0, position.tricks_left - 1))
        ruling = adjudicate(claim, plan, analyse=False)
        state = initial_state(plan.steps, position, claimer.side)
        assert ruling.claimer_tricks == worst_oversight(claim, plan, state), (position, plan)
        if any(R.NEW_MASTER_CASHED in step.rules for step in ruling.line):
            fired += 1
    assert fired >= 5  # the rule was met on some deciding lines, not only allowed
