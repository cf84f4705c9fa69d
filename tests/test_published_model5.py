"""The rules the NSWBA 2010 appeal's deciding line showed missing (issue 8, round 5).

positions/published/abf_nswba2010_3nt_five_spades_or_heart_finesse.toml: the committee
gave the claimer his top tricks (7 of 12); the model found 6 through plays no director
would call normal.  Each rule below is tried on a small constructed position, with the
hand analysis in the comment; the expected values are worked out by hand, never taken
from the program.
"""

from __future__ import annotations

from claims import rules as R
from claims.cards import Card, Seat, Suit
from claims.normal_play import Claimant, exclusion_reason
from claims.plan import Cash, Finesse, Plan
from claims.ruling import Claim, adjudicate
from tests.helpers import cards, normal_set, position

# keep-masters, a suit's lone master (NSWBA 2010, trick 10 of the old deciding line).
# South ♠8 ♥92, West ♥Q4 ♣6, North ♥A ♦AJ, East ♦64 ♣3; East leads the ♣3, South throws
# the ♥2, West plays the ♣6 and North, void in clubs, must throw one of three masters.
# The ♥A is the only guard against the ♥Q he knows is out (the heart finesse was his
# line); the ♦A-J are two masters of one suit, so one of them goes and diamonds stay
# stopped.  Hand analysis: North throws a diamond, West wins the ♣6 and leads a heart:
# the ♥A (or, on the ♥4, South's ♥9) wins, then the other master: NS 2 of the last 2.
# North throws the ♥A: West's ♥Q wins, and NS take at most one more.  No suit has more
# masters than cards out (diamonds 2 for 2, hearts 1 for 2) or than rounds, so the older
# keep-masters let any of the three go.
LONE_GUARD = "S:8.92.. .Q4..6 .A.AJ. ..64.3"


def test_a_suits_lone_master_is_kept_beside_two_masters_of_another() -> None:
    pos = position(LONE_GUARD, leader="E", trick="C3 H2 C6")
    plays = normal_set(pos)
    assert set(plays) == cards("DA DJ")
    assert all(R.KEEP_MASTERS in p.rules for p in plays.values())
    claimant = Claimant(Seat.S, True)
    assert exclusion_reason(pos, claimant, Card.parse("HA")) is R.KEEP_MASTERS


def test_with_only_lone_masters_any_may_go() -> None:
    # the same with North ♠K ♥A ♦A, East ♠Q ♦6 ♣3: three suits, each with its lone
    # master over a card out: nothing he sees tells one from another without counting
    # (seed 004), so every one stays normal
    pos = position("S:8.92.. .Q4..6 K.A.A. Q..6.3", leader="E", trick="C3 H2 C6")
    assert set(normal_set(pos)) == cards("SK HA DA")


# keep-stated-finesse (NSWBA 2010: "five spades, or if not the heart finesse"; on the
# fourth spade the old line threw dummy's ♥5, so the ♥J led for the finesse had to be
# overtaken by dummy's bare ♥A).  South ♠A ♥J9, West ♠3 ♥Q4, North ♥A5 ♣2, East ♠7
# ♣KQ; South claims the rest: "the spade, then the heart finesse".  On the ♠A North,
# void, throws: the ♣2 keeps the finesse; the ♥5 leaves the ♥A bare.  Hand analysis:
# ♣2 thrown, ♥J led: West ducks, ♥5 from North, the ♥J wins, then the ♥9: West's ♥Q
# under North's ♥A: 3 of 3; West covers the ♥J: the ♥A wins, the ♥5 to the ♥9: 3 of 3.
# ♥5 thrown: the ♥J led, North's ♥A must win it, and North's ♣2 goes to East's clubs:
# 2 of 3.
FINESSE_TO_COME = "S:A.J9.. 3.Q4.. .A5..2 7...KQ"
STATED = Plan(steps=(Cash(Suit.S), Finesse(Suit.H)))


def test_a_card_of_a_stated_finesse_suit_is_not_thrown() -> None:
    pos = position(FINESSE_TO_COME)
    plays = normal_set(pos, plan=STATED, line="SA S3")
    assert set(plays) == cards("C2")
    # with no finesse stated, either loser may go
    assert set(normal_set(pos, line="SA S3")) == cards("H5 C2")


def test_the_stated_finesse_is_kept_in_the_ruling() -> None:
    pos = position(FINESSE_TO_COME)
    ruling = adjudicate(Claim(pos, Seat.S, 3), STATED)
    assert ruling.claimer_tricks == 3
    # the rule decides it: switched off, the ♥5 goes and the claim fails
    assert any(d.rule is R.KEEP_STATED_FINESSE for d in ruling.decisive)


# keep-entries for a loser led by a claimer who conceded tricks (NSWBA 2010, trick 7 of
# the old deciding line: South, with the ♠8 he sees is master and no way to it from
# dummy's ♥A and ♦A, led the ♣9 and let the defence cash clubs).  South ♠8 ♣9, West
# ♣K7, North ♥A ♦A, East ♣Q3; South claims one of the two.  Hand analysis: the ♠8, then
# the ♣9: 1 of 2.  The ♣9 first: a defender wins it and leads a club, and South's ♠8 goes
# on it: 0 of 2.  He conceded a trick, so a loser is normal, but not before the lone
# winner of the hand he is leaving.
LEFT_BEHIND = "S:8...9 ...K7 .A.A. ...Q3"


def test_a_conceding_claimer_cashes_the_winner_he_would_leave_behind() -> None:
    pos = position(LEFT_BEHIND)
    claimant = Claimant(Seat.S, True, concedes=True)
    assert exclusion_reason(pos, claimant, Card.parse("C9")) is R.KEEP_ENTRIES
    ruling = adjudicate(Claim(pos, Seat.S, 1), Plan())
    assert ruling.claimer_tricks == 1
    assert any(d.rule is R.KEEP_ENTRIES for d in ruling.decisive)


def test_a_loser_from_a_hand_with_no_winner_stays_normal() -> None:
    # South ♦2 ♣9 and East ♣Q ♦6 instead: no winner of his own to leave, so the ♣9 (the
    # trick he conceded) and the ♦2 to dummy's ♦A are both normal
    pos = position("S:..2.9 ...K7 .A.A. ..6.Q")
    plays = _leads(pos)
    assert plays == cards("D2 C9")


def _leads(pos: object) -> set[Card]:
    from claims.normal_play import PlanState, normal_plays, solid_suits
    from claims.position import EndPosition

    assert isinstance(pos, EndPosition)
    claimant = Claimant(
        Seat.S, True, concedes=True, solid_at_claim=solid_suits(pos, Seat.S.side)
    )
    return {p.card for p in normal_plays(pos, claimant, PlanState()).plays}


def test_the_conceding_claimer_still_leads_his_winner_first() -> None:
    assert _leads(position(LEFT_BEHIND)) == cards("S8")


# keep-entries counts only what a lead cuts off (seed 004's 4♥, positions/006): South
# ♠AQJ ♥JT, North ♠98 ♣AQT, East ♠5 ♥2 ♣643, West ♠T ♦QJ97, hearts trumps.  No card of
# South's reaches dummy's clubs before any lead, so neither the ♠A nor the ♥J strands
# them: a claimer unaware of the ♥2 may start with the spades (the seed: East ruffs the
# ♠Q), and must not be pushed into drawing the trump by a count of clubs that were never
# reachable.
SEED_4H = "S:AQJ.JT.. T..QJ97. 98...AQT 5.2..643"


def test_a_lead_that_cuts_nothing_off_is_not_dropped() -> None:
    pos = position(SEED_4H, trump="H")
    leads = set(normal_set(pos, aware=False))
    assert cards("SA HJ") <= leads
