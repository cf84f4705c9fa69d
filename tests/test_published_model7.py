"""The normal-play model against the Bridge Winners 4NT 'Faulty Claim Ruling' (issue 8,
round 7, model7), and the smaller fixes of the round.

The published case (positions/published/na_bw_4nt_faulty_claim_spades_not_six.toml):
North, in 4NT, claims at trick 1 with dummy's ♠A-K-Q-J-9-4 opposite his ♠2, counting
"the ace of hearts, 6 spades and 5 diamonds ... only three diamonds" if diamonds are
bad; the director ruled down two (8 tricks: the ♥A, four spades, three diamonds).  The
deciding lines of main had the claimer do what no director lets a claimer do: lead a
loser into the defence's hearts before the winners he counted, finesse dummy's ♠9 with
the four top spades beside it, and throw dummy's ♦K, its one entry, while a spade could
go.  Each rule below is tested on its own small constructed position, with the hand
analysis in the comment: the expected values are worked out by hand, never taken from
the program.  Each rule's test fails on main (2685e87) and passes after; the guards
(no count, partner with nothing but trumps, "the rest" still the rest) pass on both.
"""

from __future__ import annotations

import pytest

from claims import rules as R
from claims.cards import Card, Seat, Suit
from claims.normal_play import (
    Claimant,
    Settings,
    SuitOrder,
    exclusion_reason,
    no_way_back,
    solid_suits,
)
from claims.plan import CountTricks, Plan, Rest
from claims.ruling import Claim, adjudicate
from claims.statement import parse_statement
from claims.view import ClaimerView
from tests.helpers import cards, normal_set, position

TOP_DOWN = Settings(suit_order=SuitOrder.TOP_DOWN)
SOUTH = Claimant(Seat.S, True)


# 1. cash-before-conceding.  Notrump, South on lead, three cards each:
#        North ♠3 ♣5-4             East ♦5-4-3
#        South ♠A-K ♥2             West ♥A-K-Q
#    South claims two of the three: "two spades" (a count).  Hand analysis: he counted
#    the ♠A-K as his two tricks and concedes the remainder, the heart (Law 68B1).  The
#    spades first, then the ♥2 to West: 2 tricks.  The ♥2 first would give West the lead
#    and his ♥K-Q too, on which South throws both spades: 0 tricks, a line that is not
#    his count but the defence's (North's ♠3 is a way back, so keep-entries does not
#    forbid it).  On main a claimer who conceded any trick could lead any card first.
#    Without a count (no statement, 2 of 3 claimed: no line) the rule has nothing to go
#    on and any card stays normal: 0.
CONCEDES = position("N:3...54 ..543. AK.2.. .AKQ..", "NT", "S")


def test_a_claimer_who_counted_his_tricks_cashes_them_before_giving_up_the_lead() -> None:
    plan = parse_statement("two spades", CONCEDES, Seat.S)
    assert plan.steps == (CountTricks(((Suit.S, 2),), words=plan.steps[0].words),)
    ruling = adjudicate(Claim(CONCEDES, Seat.S, 2), plan)
    assert ruling.claimer_tricks == 2
    claimant = Claimant(Seat.S, True, concedes=True, view=ClaimerView(Seat.S.side, counted=True))
    assert exclusion_reason(CONCEDES, claimant, Card.parse("H2")) is R.CASH_BEFORE_CONCEDING


def test_without_a_count_the_conceded_trick_may_come_first() -> None:
    plan = parse_statement("", CONCEDES, Seat.S)
    assert adjudicate(Claim(CONCEDES, Seat.S, 2), plan).claimer_tricks == 0


# 2. keep-entries, a finesse that strands.  Notrump; North led the ♠2, East played the
#    ♠3:
#        North ♦5-4-3-2 (♠2 led)     East ♥5-4-3-2 (♠3 played)
#        South ♠A-K-Q-J-9            West ♠T-8-7-6 ♣2
#    South has four sure winners and the ♠9, a finesse against the ♠T (one card, an
#    honour: one-card-finesse and honour-finesse both let it be).  If the ♠9 loses to
#    West's ♠T, South's four masters have no way back: North has nothing but diamonds
#    and South none.  Hand analysis: the finesse risks four tricks he sees to gain none
#    he counted (the spades are his either way); cutting himself off is 'fornuftstridigt'
#    (LKU-20 2.1).  Normal: the four top spades only.  On main the ♠9 was an unstated
#    finesse (70E1), normal.
STRANDING_FINESSE = "N:2..5432. 3.5432.. AKQJ9... T876...2"


def test_a_finesse_that_would_strand_the_winners_is_not_taken() -> None:
    pos = position(STRANDING_FINESSE, leader="N", trick="S2 S3")
    plays = normal_set(pos, aware=True)
    assert set(plays) == cards("SA SK SQ SJ")
    claimant = Claimant(Seat.S, True, solid_at_claim=solid_suits(pos, Seat.S.side))
    assert exclusion_reason(pos, claimant, Card.parse("S9")) is R.KEEP_ENTRIES


# 3. top-down-order, following.  As 2, but South holds the ♦A for the way back:
#        North ♦5-4-3-2 (♠2 led)     East ♥5-4-3-2 (♠3 played)
#        South ♠A-K-Q-9 ♦A           West ♠T-8-7-6 ♣2
#    Without a regulation the ♠9 is an unstated finesse (70E1: both are normal, the worse
#    counts) and nothing is stranded by it.  Under a regulating authority's "from the
#    top down" (70E2; ACBL guideline 1, the setting of the Bridge Winners case) his
#    side's suit is played from the top: to partner's lead he plays a top card, not a
#    finesse he never stated.
TOP_DOWN_FOLLOW = "N:2..5432. 3.5432.. AKQ9..A. T876...2"


def test_top_down_order_plays_a_top_card_to_partners_lead() -> None:
    pos = position(TOP_DOWN_FOLLOW, leader="N", trick="S2 S3")
    assert set(normal_set(pos, aware=True)) == cards("SA SK SQ S9")
    assert set(normal_set(pos, aware=True, settings=TOP_DOWN)) == cards("SA SK SQ")
    claimant = Claimant(
        Seat.S, True, TOP_DOWN, solid_at_claim=solid_suits(pos, Seat.S.side)
    )
    assert exclusion_reason(pos, claimant, Card.parse("S9")) is R.TOP_DOWN_ORDER


# 4. keep-entries, a discard while an opponent wins.  Notrump, East leads his ♥A:
#        North ♦Q-2 ♣3-2             East ♥A ♦J-9-8
#        South ♠A-K-Q ♦K             West ♠J-5-4 ♣A
#    Every card of South's is a master he sees, and both suits hold two or more masters
#    (keep-masters' tier 4), so on main any of them could go.  The ♦K is the one way from
#    North's hand to South's spades (the ♦2 under it); East, still on lead, plays a
#    diamond to North's ♦Q, and without the ♦K the spades are stranded.  Hand analysis:
#    South throws a spade and keeps the ♦K (LKU-20 2.1: he does not cut himself off).
DISCARD_ENTRY = "E:.A.J98. AKQ..K. J54...A ..Q2.32"


def test_the_entry_is_kept_when_an_opponent_wins_the_trick() -> None:
    pos = position(DISCARD_ENTRY, leader="E", trick="HA")
    plays = normal_set(pos, aware=True)
    assert Card.parse("DK") not in plays
    assert set(plays) <= cards("SA SK SQ") and plays
    assert R.KEEP_ENTRIES in next(iter(plays.values())).rules
    assert exclusion_reason(pos, SOUTH, Card.parse("DK")) is R.KEEP_ENTRIES


# 5. keep-entries, an unblock that strands.  Notrump; North led the ♦A, East the ♦2:
#        North ♦9-6-4 (♦A led)       East ♦8-7-3 (♦2 played)
#        South ♠A-K ♦K-5             West ♠Q-J ♥A ♣A
#    The ♦K-5 under the ♦A-9-6-4 is a block (no-simple-blockage: North has no outside
#    entry), so on main the ♦K was thrown under the ace to unblock.  But the ♦K is South's
#    one way back to his ♠A-K: the unblock strands two masters he sees to free North's
#    ♦9 (the ♦6 and ♦4 are not winners he sees).  Hand analysis: South follows low;
#    North's next diamond goes to the ♦K and South cashes the ♠A-K: all 4 tricks.  With
#    the unblock: the ♦A, the ♦9, then the ♦6 loses to East's ♦7 and the spades never
#    score: 2.
UNBLOCK_STRANDS = position("N:..A964. ..8732. AK..K5. QJ.A..A", "NT", "N", trick="DA D2")


def test_an_unblock_that_cuts_the_winners_off_is_not_made() -> None:
    plays = normal_set(UNBLOCK_STRANDS, claimer="N", aware=True)
    assert set(plays) == cards("D5")
    assert R.KEEP_ENTRIES in plays[Card.parse("D5")].rules
    north = Claimant(Seat.N, True)
    assert exclusion_reason(UNBLOCK_STRANDS, north, Card.parse("DK")) is R.KEEP_ENTRIES
    claim = Claim(UNBLOCK_STRANDS, Seat.N, UNBLOCK_STRANDS.tricks_left)
    assert adjudicate(claim, Plan()).claimer_tricks == 4


# 6. honour-finesse, letting partner's card run.  Notrump; South led the ♣6, West
#    played the ♣3:
#        North ♣K-J-T-9-5              East ♥3-2 ♣7-4-2
#        South ♠A-K-Q-J (♣6 led)       West ♥A-K-Q-J (♣3 played)
#    The one card out above the ♣6 is East's ♣7, a spot card.  North holds four sure
#    winners; letting the ♣6 run is a finesse against a seven, which a claimer with a
#    sure winner in hand does not take (honour-finesse, as for his own card: EBU forum
#    325, Stevenson on Philadelphia 2010).  Normal: a club that wins.  On main the ♣5
#    was play-low.
RUN_AGAINST_A_SPOT = position(
    "N:...KJT95 .32..742 AKQJ...6 .AKQJ..3", "NT", "S", trick="C6 C3"
)


def test_partners_card_is_not_let_run_against_a_spot_card() -> None:
    plays = normal_set(RUN_AGAINST_A_SPOT, claimer="N", aware=True)
    assert set(plays) == cards("C9 CT CJ CK")
    north = Claimant(Seat.N, True)
    assert exclusion_reason(RUN_AGAINST_A_SPOT, north, Card.parse("C5")) is R.HONOUR_FINESSE


# 7. no-simple-blockage, a discard.  Notrump; South leads his spades:
#        North ♦A-9 ♣3-2               East ♥2 ♦J-8-7
#        South ♠A-K ♦K-T               West ♠5-4 ♣A-K
#    On the ♠A North throws a card (his clubs are losers: West holds the ♣A-K, so even
#    a claimer who overlooked the ♣A sees the ♣K beat them).  The ♦9 would leave his ♦A
#    alone over South's ♦K-T with no entry to South outside diamonds: the ♦K and the ♦A
#    then fall together or the ♦K is stranded (North's club then goes to West).  Hand
#    analysis: North throws clubs; the ♠A-K, the ♦K (North's ♦9 under it) and the ♦T
#    to the ♦A: all 4 tricks.  After the ♦9 goes: 3.  On main any discard of North's
#    was normal (no card of his is a master but the ♦A).  A master is not thrown to
#    save the block: the rule chooses among the cards he does not see are masters.
#    (The ruling of the whole claim also weighs the oversight of East's ♦J, under which
#    the ♦T is a master: the normal discards are asked here, of a claimer who
#    overlooked nothing.)
DISCARD_BLOCKS = position("N:..A9.32 .2.J87. AK..KT. 54...AK", "NT", "S", trick="SA S4")


def test_a_discard_does_not_block_a_suit() -> None:
    plays = normal_set(DISCARD_BLOCKS, aware=True)
    # the lower club only since round 13 (low-spot: a discard from a suit is its lowest)
    assert set(plays) == cards("C2")
    assert R.NO_SIMPLE_BLOCKAGE in plays[Card.parse("C2")].rules
    assert exclusion_reason(DISCARD_BLOCKS, SOUTH, Card.parse("D9")) is R.NO_SIMPLE_BLOCKAGE


# 7b. The same with North's ♦Q-9 under South's ♦K-T (the ♦J out): throwing the ♦9
#    leaves the ♦Q alone under the ♦K, two masters that fall together (the ♦K led) or
#    strand one (the ♦T to the ♦Q, no way back to the ♦K).  Hand analysis: clubs
#    thrown, the ♠A-K, the ♦K (the ♦9 under it), the ♦T to the ♦Q: 4.  After the ♦9
#    goes: 3.
DISCARD_CRASHES = position("N:..Q9.32 .2.J87. AK..KT. 54...AK", "NT", "S", trick="SA S4")


def test_a_discard_does_not_leave_two_masters_to_crash() -> None:
    # the lower club only since round 13 (low-spot: a discard from a suit is its lowest)
    assert set(normal_set(DISCARD_CRASHES, aware=True)) == cards("C2")
    claim = Claim(DISCARD_CRASHES, Seat.S, DISCARD_CRASHES.tricks_left)
    assert adjudicate(claim, Plan()).claimer_tricks == 4


# 8. no-ruffing-partner in the way back.  Spades trumps, North to lead next:
#        North ♣A (a master)         South ♠2 ♥A
#    Leading the ♣A, North gives South a ruff only by ruffing partner's sure winner,
#    which is not normal (no-ruffing-partner): so it is no way back to South's ♥A.  A
#    club loser (♣2, the ♣A out) is one.  And when South holds nothing but trumps he
#    must ruff whatever is led: then the ♣A is a way back too.
def test_ruffing_partners_master_is_no_way_back() -> None:
    pos = position("N:..A.A ...K3 2.A.. .K..Q", "S", "N")
    assert no_way_back(pos, SOUTH, list(cards("CA DA")), list(cards("S2 HA")))
    pos = position("N:..A.2 ...K3 2.A.. .K..A", "S", "N")
    assert not no_way_back(pos, SOUTH, list(cards("C2 DA")), list(cards("S2 HA")))


def test_partner_with_only_trumps_ruffs_a_master() -> None:
    # South's ♠3-2, no trump out: masters he must ruff North's ♣A with
    pos = position("N:..A.A ...K3 32... .K..Q", "S", "N")
    assert not no_way_back(pos, SOUTH, list(cards("CA DA")), list(cards("S3 S2")))


# 9. Statement: "en bet" / "one down" is the result he concedes to (Law 68B1: "a claim
#    of some number of tricks is a concession of the remainder"), never "the rest".
@pytest.mark.parametrize("text", ["en bet", "én bet", "to bet", "one down", "I am one off"])
def test_one_down_is_not_the_rest(text: str) -> None:
    plan = parse_statement(text, CONCEDES, Seat.S)
    assert not any(isinstance(step, Rest) for step in plan.steps)
    assert plan.steps == () and plan.unknown == ()


def test_the_rest_is_still_the_rest() -> None:
    plan = parse_statement("resten er mine", CONCEDES, Seat.S)
    assert [type(step) for step in plan.steps] == [Rest]
