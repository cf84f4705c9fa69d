"""The normal-play model against the Bridge Winners 4NT 'Faulty Claim Ruling' (issue 8,
round 8): a winner led from one hand that crashes partner's last card of the suit, itself
a winner, and so strands partner's other winners.

The published case (positions/published/na_bw_4nt_faulty_claim_spades_not_six.toml;
the director ruled 8 tricks: the ♥A, four spades, three diamonds).  Round 7's finished
value was 7 through this line: with South (dummy) holding the bare ♦K and his master
♠Q, North (declarer) on lead with the ♦A-6 cashed the ♦A, which dropped the ♦K and cut
the ♠Q off: two tricks lost, where the ♦6 to the ♦K, then the ♠Q, strands only the ♦A.
Cutting oneself off is 'fornuftstridigt' (DBf LKU-20 2.1) and the claimer keeps the
order that cuts off the fewest winners he sees (keep-entries); the crashed ♦K is one of
them (no-crash: two winners spent on one trick).  And the other way round: when the
low card led to partner's bare king is itself a winner, the overtake that crosses to
partner's winners spends one winner, the ace led instead strands them all; no-crash
must not drop the overtake then.  Expected values are worked out by hand below, never
taken from the program; the crash tests fail on main (23c433c), the guard passes on both.
"""

from __future__ import annotations

import pytest

from claims import rules as R
from claims.cards import Card, Seat
from claims.normal_play import Claimant, Settings, SuitOrder, exclusion_reason
from claims.ruling import Claim, adjudicate
from claims.statement import parse_statement
from tests.helpers import cards, normal_set, position

# Notrump, North on lead, three cards each:
#     North ♦A-6 ♣5             East ♦Q-J-T
#     South ♠A ♥2 ♦K            West ♥A-K ♣A
# North claims all three, no statement.  Hand analysis: North's ♦A, South's ♦K and ♠A
# are winners he sees; the ♣5 and ♥2 are not.  Leads:
#   ♦A: South must drop the ♦K under it (a crash), and North, left with the ♦6 and ♣5,
#       has no way to South's ♠A: 1 trick (the ♦A).
#   ♦6 to the ♦K (East cannot beat it): South cashes the ♠A and gives up the ♥2; North's
#       ♦A is stranded: 2 tricks, the double-dummy value.
#   ♣5: a loser he sees, not a lead of a claimer who claimed every trick.
# The ♦A cuts off two winners he sees (the ♦K crashed, the ♠A stranded), the ♦6 one
# (the ♦A): keep-entries keeps the ♦6 alone, and the ruling is 2.
CRASH = position("N:..A6.5 ..QJT. A.2.K. .AK..A", "NT", "N")


@pytest.mark.parametrize("settings", [Settings(), Settings(suit_order=SuitOrder.TOP_DOWN)])
def test_the_winner_that_crashes_partners_last_entry_is_not_normal(settings: Settings) -> None:
    plan = parse_statement("", CRASH, Seat.N)
    ruling = adjudicate(Claim(CRASH, Seat.N, 3), plan, settings=settings)
    assert ruling.claimer_tricks == 2
    assert set(normal_set(CRASH, "N", settings=settings)) == cards("D6")
    claimant = Claimant(Seat.N, False, settings=settings)
    assert exclusion_reason(CRASH, claimant, Card.parse("DA")) is R.KEEP_ENTRIES


# Guard: the same shape with a way back.  North ♦A-6 ♠2, South ♠A ♥2 ♦K, East ♦Q-J-T,
# West ♥A-K ♣A.  After the ♦A drops the ♦K, North's ♠2 reaches South's ♠A: nothing is
# cut off, and the crash is the only way to take both the ♦A and the ♠A (the ♦6 to the
# ♦K strands the ♦A).  Hand analysis: ♦A, ♠2 to the ♠A, 2 tricks; the ♦A stays normal,
# the crash counted as a loss only where it also cuts a hand off.
WAY_BACK = position("N:2..A6. ..QJT. A.2.K. .AK..A", "NT", "N")


def test_with_a_way_back_the_crash_stays_normal() -> None:
    plan = parse_statement("", WAY_BACK, Seat.N)
    ruling = adjudicate(Claim(WAY_BACK, Seat.N, 3), plan)
    assert ruling.claimer_tricks == 2
    assert Card.parse("DA") in normal_set(WAY_BACK, "N")


# The same crossing when the low card is itself a winner.  Notrump, North on lead, four
# cards each:
#     North ♦A-6 ♣5-4           East ♦3-2 ♣A-K
#     South ♠A-K-Q ♦K           West ♠5-4-3-2
# North claims all four, no statement.  Hand analysis: every diamond of his side is a
# winner he sees (East holds only the ♦3-2), and so are South's spades.  Leads:
#   ♦6: South's ♦K overtakes it (two winners on one trick, the shape no-crash names),
#       then South cashes the ♠A-K-Q and North throws the clubs: 4 tricks.
#   ♦A: South's ♦K drops under it (the suit has a winner to spare: no crash counted),
#       the ♦6 wins, and North must give up a club to East's ♣A-K: South's three
#       spades are stranded: 2 tricks.
# The overtake costs one winner (the ♦6), the ♦A three (the spades): he crosses with
# the ♦6.  On main no-crash dropped the ♦6 first and left the ♦A alone: 2.
OVERTAKE = position("N:..A6.54 ..32.AK AKQ..K. 5432...", "NT", "N")


def test_an_overtake_that_crosses_to_partners_winners_is_normal() -> None:
    plan = parse_statement("", OVERTAKE, Seat.N)
    assert adjudicate(Claim(OVERTAKE, Seat.N, 4), plan).claimer_tricks == 4
    assert set(normal_set(OVERTAKE, "N")) == cards("D6")
    claimant = Claimant(Seat.N, False)
    assert exclusion_reason(OVERTAKE, claimant, Card.parse("DA")) is R.KEEP_ENTRIES


# The overtake with a winner to spare.  Notrump, North on lead, four cards each:
#     North ♦A-6 ♣5-4           East ♦3-2 ♣A-K
#     South ♠A-K-3 ♦K           West ♠Q-5-4-2
# North claims all four, no statement.  Hand analysis: the ♦A, ♦K and ♦6 are winners he
# sees, but two rounds are all the suit has (the longer holding is two cards): one
# diamond winner is to spare, so the overtake spends no trick.  ♦6 to the ♦K, then the
# ♠A-K: 3 tricks (the ♠3 loses to the ♠Q, North's ♦A is stranded).  ♦A, ♦6, then a club
# to East: 2 tricks (South's ♠A-K stranded).  The second round of the Bridge Winners
# 4NT's deciding line (West's ♠T kept, dummy's ♠K-Q beside the bare ♦K) has this shape:
# counting the overtake as a lost winner made the ♦6 and the ♦A look equally bad and
# left the ♦A normal.
SPARE = position("N:..A6.54 ..32.AK AK3..K. Q542...", "NT", "N")


def test_an_overtake_with_a_winner_to_spare_costs_nothing() -> None:
    plan = parse_statement("", SPARE, Seat.N)
    assert adjudicate(Claim(SPARE, Seat.N, 4), plan).claimer_tricks == 3
    assert set(normal_set(SPARE, "N")) == cards("D6")


# keep-entries, an unblock that gains nothing.  Notrump; North led the ♦A, East the ♦2:
#     North ♦9-6-4 (♦A led)       East ♦8-7-3 (♦2 played)
#     South ♠A-3 ♦K-5             West ♠Q-J ♥A ♣A
# The shape of the 4NT's third deciding line (South's ♦K-5 under North's ♦A-9-6 with the
# ♠J his one master left).  Hand analysis: the ♦K is a winner of its own, so throwing it
# under the ♦A frees North's ♦9 for the ♦K's trick: the suit gains nothing, and the ♠A
# is cut off.  South follows with the ♦5; North's ♦6 goes to the ♦K and South cashes the
# ♠A: 3 tricks (the ♠3 loses).  With the unblock: the ♦A, the ♦9, then the ♦6 loses to
# East and South's ♠A never scores: 2.  Round 7's keep-entries compared the one master
# stranded with the one master freed, called it even, and let no-simple-blockage force
# the unblock.
UNBLOCK_EVEN = position("N:..A964. ..8732. A3..K5. QJ.A..A", "NT", "N", trick="DA D2")


def test_an_unblock_that_frees_no_trick_and_strands_one_is_not_made() -> None:
    plays = normal_set(UNBLOCK_EVEN, claimer="N", aware=True)
    assert set(plays) == cards("D5")
    assert R.KEEP_ENTRIES in plays[Card.parse("D5")].rules
    claim = Claim(UNBLOCK_EVEN, Seat.N, UNBLOCK_EVEN.tricks_left)
    assert adjudicate(claim, parse_statement("", UNBLOCK_EVEN, Seat.N)).claimer_tricks == 3
