"""The normal-play model against Bridge Winners' Denver A/X Swiss ruling (issue 8, round
13): which spot card a claimer throws or leads, and seed 004's EDBx opposite Kx played
from the ace's side.

The published case (positions/published/na_bw_denver_swiss_aj_x_opposite_kt_xxx_q_doubleton.toml):
with AQJx opposite Kx in spades and AJx opposite K10xxx in clubs, declarer claimed the
rest with no line; the ACBL director ruled that "declarer must play the AK of clubs, and
when the Queen dropped doubleton, the contract was made": 7 of 7.  Round 12 gave 5, on
two kinds of play nobody at the table or in the dispute considered:

* the ♣10 thrown (or led towards dummy's ♣A-J-2) while the ♣5-4-3 were kept: `low-spot`
  (a card that cannot win goes low, play-low's principle, seed 004: what even a sleepy
  declarer gets right) now makes a discard from a suit its lowest card he does not see
  is a master, and a low lead from the longer hand towards partner's higher card the
  lowest;
* dummy's ♠A led first from ♠A-Q-J-2 over declarer's ♠K-3, leaving the king to block
  the suit or to be thrown under the ace (the ♠2 then a loser): seed 004's own example
  says that with EDBx opposite Kx "it is obvious that he plays the K first", and
  `no-simple-blockage` now applies it from the ace's side too: low to the king first.

Expected values are worked out by hand below, never taken from the program; each test
but the guards fails on main before the round (020e839).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from claims import rules as R
from claims.cards import Card, Seat, Side, Suit
from claims.casefile import load_case
from claims.normal_play import (
    Claimant,
    Settings,
    SuitOrder,
    exclusion_reason,
    initial_state,
    normal_plays,
)
from claims.service import rule_case
from claims.view import ClaimerView, visible_opponent_seats
from tests.helpers import cards, normal_set, position, rule

TOP_DOWN = Settings(suit_order=SuitOrder.TOP_DOWN)

# ----------------------------------------------------------------- low-spot: discards
# Notrump, North (dummy) on lead, three cards each; the ♣A and ♣9 6 gone:
#     North ♠J ♣J-2            East ♦7 ♣8-7
#     South ♣K-T-4             West ♠9-8 ♣Q
# South claims the rest.  Hand analysis: the ♠J wins and South throws a club; dummy's ♣J
# goes to the ♣K (top down) and drops West's lone ♣Q; South's last club wins if it is
# the ♣T (East's ♣7 is left) and loses if it is the ♣4: 3 tricks keeping the ten, 2
# throwing it.  The ♣K is a master he sees (keep-masters keeps it); the ♣T and ♣4 are
# not, so before this round either could go.
DISCARD = position("N:J...J2 ..7.87 ...KT4 98...Q", "NT", "N")


def test_the_discard_from_a_suit_is_its_lowest_card() -> None:
    plays = normal_set(DISCARD, line="SJ D7")
    assert set(plays) == cards("C4")
    assert R.LOW_SPOT in plays[next(iter(cards("C4")))].rules
    assert rule(DISCARD, tricks=3, settings=TOP_DOWN).claimer_tricks == 3


def test_the_ten_is_excluded_by_low_spot_and_relaxing_it_brings_it_back() -> None:
    # the rule that keeps the ♣T out is named (what a standing claim rests on relaxes it)
    after = DISCARD.play(Card.parse("SJ")).play(Card.parse("D7"))
    claimant = Claimant(
        Seat.S, False, TOP_DOWN, view=ClaimerView(Side.NS, visible_opponent_seats(Seat.S, Seat.S))
    )
    assert exclusion_reason(after, claimant, Card.parse("CT")) is R.LOW_SPOT
    assert exclusion_reason(after, claimant, Card.parse("CK")) is R.KEEP_MASTERS
    relaxed = replace(claimant, relaxed=frozenset({R.LOW_SPOT}))
    state = initial_state((), after, Side.NS)
    assert Card.parse("CT") in {p.card for p in normal_plays(after, relaxed, state).plays}


# -------------------------------------------------------------- low-spot: low leads
# The published position at the claim (South on lead, hearts trumps, none left):
#     North ♠A-Q-J-2 ♣A-J-2       East ♠5-4 ♦7-4 ♣9-8-7
#     South ♠K-3 ♣K-T-5-4-3       West ♠T-9-8-7-6 ♣Q-6
DENVER = position("S:K3...KT543 T9876...Q6 AQJ2...AJ2 54..74.987", "H", "S")


def test_a_low_lead_from_the_longer_hand_is_its_lowest_card() -> None:
    leads = {c for c in normal_set(DENVER, settings=TOP_DOWN) if c.suit is Suit.C}
    # the ♣K from the top, or the ♣3 towards dummy's ♣A; not the ♣T, ♣5 or ♣4
    assert leads == cards("CK C3")


def test_guard_the_shorter_hand_may_lead_a_middle_card_to_unblock() -> None:
    # North on lead with the ♣J-2 opposite South's ♣K-T-5-4-3: the shorter hand leads
    # either card towards the king
    pos = position("N:AQJ2...J2 54..74.98 K3...KT54 T9876...Q", "H", "N")
    leads = {c for c in normal_set(pos, settings=TOP_DOWN) if c.suit is Suit.C}
    assert leads == cards("CJ C2")


# --------------------------------------------- EDBx opposite Kx from the ace's side
# Notrump, North on lead, four cards each:
#     North ♠A-Q-J-2           East ♦A-K-Q-J
#     South ♠K-3 ♦3-2          West ♠T-9-8-7
# North claims the rest.  Hand analysis: the ♠2 to the ♠K and the ♠3 back take four
# spade tricks (South throws his diamonds on the ♠Q and ♠J); the ♠A first leaves South
# to play the ♠3 (his bare ♠K then blocks the ♠Q-J-2, with no way back) or to throw the
# ♠K under it (the ♠2 then loses to West): 3.  Seed 004: "he plays the K first".
EDBX = position("N:AQJ2... ..AKQJ. K3..32. T987...", "NT", "N", declarer="N")
# The guard: South's ♦3-2 become the ♣2 and a diamond, North holds the ♣A instead of the
# ♠2 ... with a way back to North outside spades (South's ♣2 to North's ♣A), the ♠A
# first costs nothing and stays normal.
EDBX_ENTRY = position("N:AQJ...A ..AKQJ. K3..3.2 T987...", "NT", "N", declarer="N")


def test_the_ace_is_not_led_over_the_bare_honour_it_blocks() -> None:
    plays = normal_set(EDBX, claimer="N")
    spades = {c for c in plays if c.suit is Suit.S}
    assert spades == cards("S2")
    assert R.NO_SIMPLE_BLOCKAGE in plays[next(iter(cards("S2")))].rules
    assert rule(EDBX, claimer="N", tricks=4).claimer_tricks == 4


def test_guard_with_a_way_back_the_ace_may_go_first() -> None:
    plays = normal_set(EDBX_ENTRY, claimer="N")
    assert cards("SA") <= set(plays)
    assert rule(EDBX_ENTRY, claimer="N", tricks=4).claimer_tricks == 4


DENVER_CASE = (Path(__file__).parent.parent / "positions" / "published"
               / "na_bw_denver_swiss_aj_x_opposite_kt_xxx_q_doubleton.toml")


def test_the_published_case_rules_as_the_director() -> None:
    ruling = rule_case(load_case(DENVER_CASE), time_limit=60)
    assert ruling.complete and ruling.claimer_tricks == 7
