"""The normal-play model against the Bridge Winners 4NT 'Faulty Claim Ruling' (issue 8,
round 9): a small card thrown that a suit's run needs, a block that shows only in which
hand is on lead, not in the shape.

The published case (positions/published/na_bw_4nt_faulty_claim_spades_not_six.toml;
the director ruled 8 tricks: the ♥A, four spades, three diamonds, "only three diamonds"
in the claimer's words).  Round 8's finished value was 7 through this line: North
(declarer), ♦A-Q-9-6-4 opposite dummy's ♦K-T-5 with East's ♦J-8-7-3-2 out, threw the
♦4, ♦6 and ♦9 on dummy's spades.  The ♦A-Q-9 run three diamonds from either hand (♦K,
♦5 to the ♦Q, ♦A); the ♦A-Q run two, whichever is led first (the ♦K drops an honour, the
♦5 to the ♦A leaves the ♦Q and ♦K to fall together or the ♦K stranded), while the shape
(the short hand's cards all above the long hand's top) shows no block.  Cutting oneself
off from a trick he counts is 'fornuftstridigt' (DBf LKU-20 2.1): no-simple-blockage.
Expected values are worked out by hand below, never taken from the program; the block
tests fail on main (68c1dc4), the guards pass on both.
"""

from __future__ import annotations

import random

import pytest

from claims import rules as R
from claims.cards import Card, Seat
from claims.normal_play import Claimant, _run_tricks, exclusion_reason
from claims.ruling import Claim, adjudicate
from claims.statement import parse_statement
from tests.helpers import cards, normal_set, position
from tests.reference_model import suit_run_tricks

# Notrump, South (dummy) on lead, four cards each:
#     North ♦A-Q-9 ♣2            East ♦J-8-7-6
#     South ♠A ♦K-T-5            West ♠3 ♣A-K-Q
# North (declarer) claims all four, no statement.  Hand analysis: the ♠A and the ♦A, ♦K,
# ♦Q are winners he sees; the ♣2 and the ♦T, ♦5, ♦9 are not (East keeps the ♦J).
#   ♠A first: North discards.  The ♣2 keeps the ♦A-Q-9 opposite the ♦K-T-5: ♦K (♦9),
#     ♦5 to the ♦Q, ♦A (♦T): 4 tricks.  The ♦9 leaves the ♦A-Q: ♦K first drops an honour
#     (♦K, ♦5 to the ♦A, then the ♣2 to West: 3); ♦5 to the ♦A, ♦Q (the ♦T under it),
#     then the ♣2 to West, the ♦K stranded: 3.  With no card of South's reached outside
#     diamonds, the ♦9 throws a trick he counts: not normal, the ♣2 is.
#   Diamonds first (♦K, ♦5 to the ♦Q, ♦A, back... ): the ♠A is South's, and a diamond won
#     in North leaves North to lead the ♣2 or a diamond; every normal order takes the
#     three diamonds and the ♠A when North keeps three diamonds: 4 (the double-dummy
#     value).
# So the ruling is 4.
BLOCK = position("S:A..KT5. 3...AKQ ..AQ9.2 ..J876.", "NT", "S", declarer="N")
AFTER_ACE = position("S:A..KT5. 3...AKQ ..AQ9.2 ..J876.", "NT", "S", declarer="N", trick="SA S3")


def test_the_small_card_the_run_needs_is_not_thrown() -> None:
    assert set(normal_set(AFTER_ACE, "N")) == cards("C2")
    claimant = Claimant(Seat.N, False)
    assert exclusion_reason(AFTER_ACE, claimant, Card.parse("D9")) is R.NO_SIMPLE_BLOCKAGE


def test_the_claim_of_every_trick_stands() -> None:
    plan = parse_statement("", BLOCK, Seat.N)
    ruling = adjudicate(Claim(BLOCK, Seat.N, 4), plan)
    assert ruling.claimer_tricks == 4


# Guard: the same diamonds with a way back to South outside them.  Five cards each:
#     North ♥2 ♦A-Q-9 ♣2         East ♥Q ♦J-8-7-6
#     South ♠A ♥A ♦K-T-5         West ♠3 ♥K ♣A-K-Q
# After the ♠A, the ♦9 thrown leaves the ♦A-Q, and the ♥2 to the ♥A reaches the ♦K
# (♦5 to the ♦A, ♦Q with the ♦T under it, ♥2 to the ♥A, ♦K): nothing is stranded, so
# the ♦9 is as good a discard as the ♣2 (keep-masters: neither is a winner he sees).
WAY_BACK = position(
    "S:A.A.KT5. 3.K..AKQ .2.AQ9.2 .Q.J876.", "NT", "S", declarer="N", trick="SA S3"
)


def test_with_a_way_back_the_small_card_may_go() -> None:
    assert cards("D9 C2") <= set(normal_set(WAY_BACK, "N"))


# The run's count, by hand, on the case's holdings (rank bits: the 2 is bit 2, the ace
# bit 14).  East's ♦J-8-7-3-2 out: the ♦J stays until the fifth round.
def _bits(ranks: str) -> int:
    values = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10}
    return sum(1 << (values[r] if r in values else int(r)) for r in ranks)


@pytest.mark.parametrize(
    ("north", "south", "out", "tricks"),
    [
        ("AQ964", "KT5", "J8732", 3),  # ♦K, ♦5 to the ♦Q, ♦A (♦T): the ♦J stops the ♦T
        ("AQ9", "KT5", "J8732", 3),
        ("AQ", "KT5", "J8732", 2),  # one honour falls on another, or the ♦K is stranded
        ("AQ", "KT5", "", 3),  # nothing out: ♦A (♦5), ♦Q overtaken by the ♦K, ♦T
        ("A2", "KQJ3", "T987", 4),  # ♦3 to the ♦A, ♦2 to the ♦K-Q-J
        ("A", "KQJ3", "T987", 1),  # the ♦A wins the first round: North has no more
        ("AK", "", "Q", 2),
        ("", "", "Q", 0),
    ],
)
def test_the_run_count(north: str, south: str, out: str, tricks: int) -> None:
    assert _run_tricks(_bits(north), _bits(south), _bits(out)) == tricks


def test_the_run_count_agrees_with_the_reference() -> None:
    """The bit version against the card-list recursion of tests/reference_model.py on
    random holdings of one suit."""
    rng = random.Random(9)
    for _ in range(3000):
        ranks = list(range(2, 15))
        rng.shuffle(ranks)
        a = rng.randint(0, 4)
        b = a + rng.randint(0, 5)
        c = b + rng.randint(0, 4)
        north = sum(1 << r for r in ranks[:a])
        south = sum(1 << r for r in ranks[a:b])
        out = sum(1 << r for r in ranks[b:c])
        assert _run_tricks(north, south, out) == suit_run_tricks(
            ranks[:a], ranks[a:b], ranks[b:c]
        ), (ranks[:a], ranks[a:b], ranks[b:c])


# EBU Brighton 2011 (positions/published/ebu_brighton2011_claim_play_continued_70d1.toml,
# Robin Barker's blog): dummy's ♠J led from ♠J-3 crashed declarer's bare ♠T and cut off
# his ♦Q, a line Barker's "a number of defensive lines give a trick" does not need and a
# director would not call normal: the ♠3 to the ♠T draws West's ♠9 as surely.  Spades
# trumps, North (dummy) on lead, three cards each:
#     North ♠J-3 ♥2              East ♥K ♦3-2
#     South ♠T ♦Q ♣5             West ♠9 ♥A ♣A
# South (declarer) claims all three.  Hand analysis: the ♠J and ♠T both beat the ♠9, the
# one trump out; the ♦Q is a winner he sees.
#   ♠J: the ♠T falls under it (West's ♠9 too); North, left with the ♠3 and ♥2, has no way
#       to the ♦Q: the ♠3, then the ♥2 to West: 2 tricks.
#   ♠3 to the ♠T (West's ♠9 below it, West playing last): South cashes the ♦Q and leads
#       the ♣5, which North ruffs with the ♠J: 3 tricks, the double-dummy value.
#   ♥2: a loser, not a lead of a claimer who claimed every trick.
# Drawing the trump with partner's master trump is drawing it from the top, and the ♠J
# cuts off a winner the ♠3 keeps (keep-entries): the ruling is 3, with or without "drawing
# the last trump" said.
TRUMP_CRASH = position("N:J3.2.. .K.32. T..Q.5 9.A..A", "S", "N", declarer="S")


@pytest.mark.parametrize("statement", ["", "drawing the last trump"])
def test_the_trump_is_drawn_with_partners_master_trump(statement: str) -> None:
    plan = parse_statement(statement, TRUMP_CRASH, Seat.S)
    ruling = adjudicate(Claim(TRUMP_CRASH, Seat.S, 3), plan)
    assert ruling.claimer_tricks == 3


@pytest.mark.parametrize("aware", [False, True])
def test_the_top_trump_that_crashes_partners_is_not_normal(aware: bool) -> None:
    assert set(normal_set(TRUMP_CRASH, "S", aware=aware)) == cards("S3")
    claimant = Claimant(Seat.S, aware)
    assert exclusion_reason(TRUMP_CRASH, claimant, Card.parse("SJ")) is R.KEEP_ENTRIES


# Guard: with a way back to South (North's ♥2 below South's master ♥A, West's ♥K out),
# the ♠J's crash cuts nothing off and stays normal.  Three cards each:
#     North ♠J-3 ♥2              East ♥Q ♦3-2
#     South ♠T ♥A ♦Q             West ♠9 ♥K ♣A
# Hand analysis: ♠J (the ♠T and ♠9 under it), ♥2 to the ♥A, ♦Q: 3 tricks.  The ♠3 to the
# ♠T would leave dummy's ♠J with no way to it (South holds no card North ruffs or wins),
# so keep-entries keeps the ♠J: the rule that dropped the top trump in TRUMP_CRASH asks
# what each draw cuts off, it does not prefer the low one.
GUARD = position("N:J3.2.. .Q.32. T.A.Q. 9.K..A", "S", "N", declarer="S")


def test_with_a_way_back_the_top_trump_stays_normal() -> None:
    assert set(normal_set(GUARD, "S", aware=True)) == cards("SJ")
    plan = parse_statement("", GUARD, Seat.S)
    assert adjudicate(Claim(GUARD, Seat.S, 3), plan).claimer_tricks == 3


# BBO 'Poor claim' (positions/published/bbo_6s_poor_claim_see_how_trumps_go.toml): in the
# deciding line's ending declarer, second in hand with ♦A-T-3, won South's ♦4 with the ♦A,
# which dropped dummy's bare ♦K and cut off dummy's ♣A-Q: three tricks thrown where the
# ♦3 to the ♦K cuts off only the ♦A.  Keep-entries in second seat asked for a duck that
# cuts off nothing; when both cut something off, the one that cuts off fewer winners he
# sees is kept (round 8's count for leads).  Notrump, South on lead and the ♦4 led, three
# cards each:
#     West ♦A-T-3                East ♦K ♣A-K
#     North ♦J-8 ♣2              South ♥3-2 ♦4
# West (declarer) claims all three.  Hand analysis: the ♦A, ♦K, ♣A and ♣K are winners he
# sees (North's ♦J beats the ♦T).
#   ♦3: dummy's ♦K wins, then the ♣A-K: 3 tricks (the ♦A falls on a club), the
#       double-dummy value.
#   ♦A: the ♦K falls under it; West leads the ♦T or ♦3 to North's ♦J, and North's ♣2 goes
#       to dummy's ♣A: 2 tricks.  The ♦A spends the ♦K and cuts off the ♣A-K (3 winners),
#       the ♦3 cuts off the ♦A (1).
#   ♦T: no sure winner (North's ♦J is still to play), and not a finesse worth more.
# So only the ♦3 is normal and the ruling is 3.
SECOND_SEAT = position("W:..AT3. ..J8.2 ..K.AK .32.4.", "NT", "S", declarer="W", trick="D4")


def test_second_hand_ducks_to_partners_bare_master_when_winning_cuts_off_more() -> None:
    assert set(normal_set(SECOND_SEAT, "W")) == cards("D3")
    plan = parse_statement("", SECOND_SEAT, Seat.W)
    assert adjudicate(Claim(SECOND_SEAT, Seat.W, 3), plan).claimer_tricks == 3


# Guard: the other way round, ducking cuts off more.  Four cards each, the ♦4 led:
#     West ♥A-K ♦A-3             East ♦K ♣5-3-2
#     North ♦J-8 ♣A-K            South ♥3-2 ♦4 ♣Q
# Winning with the ♦A spends the ♦K (1) and leaves West on lead with the ♥A-K; the ♦3 to
# the ♦K leaves East on lead with three losing clubs and West's ♦A, ♥A, ♥K cut off (3).
# The ♦A stays normal (and the duck too: partner surely wins the trick, second-hand).
GUARD_SECOND_SEAT = position(
    "W:.AK.A3. ..J8.AK ..K.532 .32.4.Q", "NT", "S", declarer="W", trick="D4"
)


def test_second_hand_wins_when_ducking_cuts_off_more() -> None:
    assert set(normal_set(GUARD_SECOND_SEAT, "W")) == cards("DA D3")
