"""Conditions and pointed cards in a statement (round 24).

A bad break named in a conditional is that break, not "at most" its longer side.

St Petersburg 2000 (blakjak.org, 'Concession Cancelled?'): "If clubs turn out to be 3-2
there is no problem.  If it will be 4-1 I shall ruff the fourth round and pitch a
diamond on the master club."  Read as "at most 4 with one opponent", the 4-1 branch held
for 3-2 as well, and with the clubs 3-2 he was taken to ruff a club and throw a diamond
he had no need to; with the clubs 5-0 (the real deal) neither branch is his line, and
the director ruled what a normal line takes (12 tricks: the case file agrees).
USBF 2019 Mixed appeal 1 ("if the spades are 4-1 I'll take the ruffing finesse in hearts
again") is read the same way.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from claims import rules as R
from claims.cards import Card, Seat, Side, Strain, Suit, parse_deal
from claims.casefile import load_case
from claims.normal_play import (
    Claimant,
    NormalPlay,
    PlanState,
    normal_plays,
    resolve_conditionals,
)
from claims.plan import Conditional, Ruff, SuitBreak
from claims.position import EndPosition
from claims.service import rule_case
from claims.statement import describe_step, parse_statement
from claims.view import ClaimerView, Oversight, visible_opponent_seats
from cli.i18n import describe_step as describe_step_in
from cli.main import main

WORDS = (
    "I shall play the club queen, club to the ace and king of clubs. If clubs turn out to "
    "be 3-2 there is no problem. If it will be 4-1 I shall ruff the fourth round and pitch "
    "a diamond on the master club."
)
# the St Petersburg ending (East on lead, hearts trumps), North-South's clubs dealt three
# ways: the real 5-0, 4-1 and 3-2 (a diamond of South's for each club moved to him)
LAYOUTS = {
    "5-0": "E:.76.J52.QT9 T97..Q9864. 8..AK.AK872 ..T73.J6543",
    "4-1": "E:.76.J52.QT9 T97..Q986.3 8..AK.AK872 ..T743.J654",
    "3-2": "E:.76.J52.QT9 T97..Q98.43 8..AK.AK872 ..T7643.J65",
}


def position(deal: str) -> EndPosition:
    return EndPosition.from_trick_start(parse_deal(deal), Strain.parse("H").trump, Seat.E, Seat.E)


def four_one(text: str, deal: str = LAYOUTS["4-1"]) -> SuitBreak:
    plan = parse_statement(text, position(deal), Seat.E)
    assert plan.unknown == (), plan.unknown
    conditions = [s.condition for s in plan.steps if isinstance(s, Conditional)]
    found = [c for c in conditions if isinstance(c, SuitBreak) and c.at_least]
    assert len(found) == 1, conditions
    return found[0]


@pytest.mark.parametrize("said", ["4-1", "four-one"])
def test_a_bad_break_named_holds_for_that_break_only(said: str) -> None:
    cond = four_one(f"if the clubs are {said} I shall ruff the fourth round")
    assert (cond.suit, cond.at_least, cond.at_most, cond.split) == (Suit.C, 4, 4, "4-1")
    assert [cond.holds(longest) for longest in (3, 4, 5)] == [False, True, False]


def test_an_even_break_named_is_still_at_most_its_longer_side() -> None:
    plan = parse_statement(WORDS, position(LAYOUTS["4-1"]), Seat.E)
    three_two = plan.steps[1]
    assert isinstance(three_two, Conditional) and isinstance(three_two.condition, SuitBreak)
    assert (three_two.condition.at_least, three_two.condition.at_most) == (0, 3)


@pytest.mark.parametrize(("layout", "ruffs"), [("3-2", False), ("4-1", True), ("5-0", False)])
def test_the_stated_ruff_is_his_line_only_when_the_clubs_are_4_1(layout: str, ruffs: bool) -> None:
    pos = position(LAYOUTS[layout])
    steps = resolve_conditionals(parse_statement(WORDS, pos, Seat.E), pos, Seat.E.side)
    assert any(isinstance(s, Ruff) for s in steps) is ruffs, steps


def test_the_ruling_shows_the_break_as_said() -> None:
    plan = parse_statement(WORDS, position(LAYOUTS["4-1"]), Seat.E)
    step = plan.steps[2]
    assert describe_step(step).startswith("if they break 4-1 (an opponent holds 4 clubs): ruff")
    assert describe_step_in(step, "da").startswith("hvis de sidder 4-1 (en modstander har 4 klør)")


# bridgeditalia 2013 (FIGB, 'Il dichiarante scopre le carte'): "taglio in mano e taglio al
# morto questa carta", said showing his heart.  The ruling read "ruff in hand" and
# reported "ruff ... dummy" as not understood; dummy's ruff of the heart is his line.
PUBLISHED = Path(__file__).resolve().parent.parent / "positions" / "published"
FIGB_2013 = PUBLISHED / "it_bridgeditalia2013_two_cards_ruff_in_hand_ruff_in_dummy.toml"


def test_this_card_ruffed_in_dummy_is_the_one_suit_dummy_can_ruff() -> None:
    result = CliRunner().invoke(main, ["rule", str(FIGB_2013), "--ascii"])
    assert result.exit_code == 0, result.output
    assert "ruff a heart in North's hand  <- 'ruff this card in dummy'" in result.output
    assert "Not understood" not in result.output
    assert "claim of 2 of 2 by South stands" in result.output


def test_a_ruff_no_opponent_can_overruff_does_not_cite_ruff_low() -> None:
    # the opponents hold no trump: "ruffing low and risking an overruff" (ruff-low,
    # 70C3) is not why the ♠2 is normal, and the ruling says 70C does not apply
    result = CliRunner().invoke(main, ["rule", str(FIGB_2013), "--ascii"])
    assert result.exit_code == 0, result.output
    assert "South S2 [stated-line 70D1]" in result.output
    assert "ruff-low" not in result.output and "70C3" not in result.output
    assert "Law 70C does not apply" in result.output


def _unaware_south_to_ruff() -> dict[Card, NormalPlay]:
    # EBU 'Claim at the club' (BBO forums, RMB1's ruling): hearts, South forgot West's
    # ♥T.  West's ♦3 ruffed by dummy's ♥J, a spade from dummy: South ruffs, West after him
    pos = EndPosition.from_trick_start(
        parse_deal("W:.T.32. 83.J.. 4..8.5 .Q9..4"), Strain.parse("H").trump, Seat.S, Seat.W
    )
    for card in ("D3", "HJ", "D8", "C4", "S3", "S4"):
        pos = pos.play(Card.parse(card))
    view = ClaimerView(
        Side.NS,
        visible_opponent_seats(Seat.S, Seat.S),
        oversight=Oversight(frozenset({Card.parse("HT")}), trump=True),
    )
    claimant = Claimant(Seat.S, False, view=view)
    return {p.card: p for p in normal_plays(pos, claimant, PlanState()).plays}


def test_a_low_ruff_the_forgotten_trump_overruffs_still_cites_ruff_low() -> None:
    # in his eyes nothing can overruff (he forgot the ♥T), but West holds it: the trick
    # lost to it is 70C3's, so the low ruff keeps ruff-low beside it
    plays = _unaware_south_to_ruff()
    assert R.RUFF_LOW in plays[Card.parse("H9")].rules
    assert R.RUFF_LOW not in plays[Card.parse("HQ")].rules


def test_a_claimer_taken_as_unaware_of_the_trump_is_ruled_under_70c() -> None:
    # the deciding line there leads West's ♥T (no trick is won by a trump), the cross-ruff
    # loses its ruff and the club: the TD's "Law 70C" is the oversight's law
    ruling = rule_case(load_case(PUBLISHED / "ebu_bbo_club_cross_ruffing_trump_forgotten.toml"))
    assert ruling.claimer_tricks == 2
    assert any(law.startswith("70C") for law in ruling.laws), ruling.laws
    assert any("taken as unaware of the outstanding trump" in r for r in ruling.reasons)
