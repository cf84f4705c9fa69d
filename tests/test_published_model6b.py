"""The claimer's view inside a trick (issue 8, round 6, model6b).

believed-in-the-trick: the claimer who overlooked a card at the claim plays as if it
were not there until it appears (seed 004, "Rest uden spilleplan": he holds ♦Q-J-10,
thinks the ♦A is gone, and cashing his black aces first is normal; "Vi går dog ud fra,
at spilleren faktisk ser de kort, der spilles": what he learns is what falls).  Every
rule reads that one view: "can this card be beaten by an opponent still to play"
(higher_possibly_after, placed_after, partner surely wins) as well as the leads and
discards, which read it already.  Before, inside a trick the cards really out were read:
the claimer who leads his ♠K believing it master would also fear the ♠A behind it, and
place the ♦A he has forgotten behind him when the other opponent shows out.

Each test is a small constructed position with the hand analysis in the comment; the
expected values are worked out by hand, never taken from the program.  Each fails on
main (84292dd) and passes after.
"""

from __future__ import annotations

from claims import rules as R
from claims.cards import Card, Seat, Suit
from claims.normal_play import Claimant, PlayerClass, Settings, exclusion_reason
from claims.plan import Plan
from claims.ruling import Claim, adjudicate, claimants_for
from claims.statement import parse_statement
from claims.view import ClaimerView, Oversight, believed_tricks, stated_concessions
from tests.helpers import cards, normal_set, position

# 1. Second hand, a card he believes is master.  East leads the ♠3 into South's ♠K-2;
#    West ♠A-6, North ♠5-4.  South overlooked the ♠A (he thinks the ♠K is the top spade
#    left).  In his eyes the ♠K wins the trick whatever comes after: ducking a trick he
#    sees he can win is throwing it, not careless play (win-when-able, issue class 2),
#    so the ♠K is his one normal card.  On main the ♠K was called an unstated finesse
#    against the ♠A (70E1) and the ♠2 second hand low: a finesse against a card he
#    believes is gone.
SECOND_HAND = "S:K2.A..2 A6..A3. 54.2.2. 3.K.Q.Q"


def test_a_card_he_believes_master_is_not_ducked_second_hand() -> None:
    pos = position(SECOND_HAND, leader="E", trick="S3")
    plays = normal_set(pos, overlooked="SA")
    assert set(plays) == cards("SK")
    assert R.WIN_WHEN_ABLE in plays[Card.parse("SK")].rules
    assert R.UNSTATED_FINESSE not in plays[Card.parse("SK")].rules
    # aware of the ♠A, the ♠K is a finesse against it and second hand low is normal
    assert set(normal_set(pos)) == cards("SK S2")


# 2. Partner's card he believes is master.  North leads the ♥Q from ♥Q-J, East
#    plays the ♥3, South holds ♥A-2, West ♥K-5 and plays last.  South overlooked the ♥K:
#    in his eyes North's ♥Q wins, so he plays low under it (play-low); overtaking a
#    winner of partner's is no play he has a reason for (issue class 6).  On main the ♥Q
#    "might be beaten" by the ♥K he has forgotten, so the ♥A overtake was offered too.
PARTNER_WINS = "S:.A2.2.2 .K5.3.3 .QJ.8.8 3.3.A.A"


def test_partners_card_he_believes_master_is_not_overtaken() -> None:
    pos = position(PARTNER_WINS, leader="N", trick="HQ H3")
    plays = normal_set(pos, overlooked="HK")
    assert set(plays) == cards("H2")
    assert R.PLAY_LOW in plays[Card.parse("H2")].rules
    claimant = Claimant(
        Seat.S, True, view=ClaimerView(Seat.S.side, oversight=Oversight(frozenset(cards("HK"))))
    )
    assert exclusion_reason(pos, claimant, Card.parse("HA")) is R.PLAY_LOW
    # aware of the ♥K, he may overtake or let the ♥Q run
    assert set(normal_set(pos)) == cards("H2 HA")


# 3. A show-out places only the cards he knows of.  North ♦J-3, South ♦K-2, West ♦A-9,
#    East two clubs; no trumps, North to lead, South claims both tricks.  No card of his
#    side is master while the ♦A is out, so the claim is explained only by his having
#    overlooked the ♦A (believed tricks: the ♦K and ♦J over the ♦9, two of two).  Hand
#    analysis of that claimer: North leads either diamond.
#    * The ♦3: East discards, showing out, so the ♦9 is placed with West behind him:
#      letting North's ♦3 run loses to it on sight (placed-honours), and the ♦K is in
#      his eyes a sure winner, so he overtakes with it.  West's ♦A takes it and West's
#      ♦9 is led into North's ♦J: one trick.
#    * The ♦J: in his eyes it wins (only the ♦9 is out below it), so South plays the ♦2
#      (play-low).  West wins the ♦A and leads the ♦9 to South's ♦K, or ducks and the
#      ♦3 is led to South's ♦K: one trick either way.
#    Double dummy the side also takes one trick (the ♦A takes one).  On main the ♦A he
#    overlooked was "placed" behind him by East's show-out, so he ducked the ♦2 under
#    West's ♦9 and West's ♦A then dropped the ♦K and the ♦J together: 0 of 2, a line in
#    which he both forgets the ace and plays around it.
PLACED = "N:..J3. ...54 ..K2. ..A9."


def test_a_show_out_does_not_place_the_card_he_overlooked() -> None:
    pos = position(PLACED, leader="N")
    # after the ♦3 and East's discard, the ♦K is the card he wins with
    plays = normal_set(pos, overlooked="DA", line="D3 C4")
    assert set(plays) == cards("DK")
    assert R.PLACED_HONOURS in plays[Card.parse("DK")].rules
    ruling = adjudicate(Claim(pos, Seat.S, 2), Plan())
    assert ruling.claimer_tricks == 1
    assert "♦A" in ruling.oversight
    assert any("within a trick" in reason for reason in ruling.reasons)
    # the line that decides is the ♦3 overtaken by the ♦K he believes master
    overtake = [s for s in ruling.line if s.card == Card.parse("DK")]
    assert overtake and R.PLACED_HONOURS in overtake[0].rules


# 4. A stated ruff is of a loser, after the winners of the hand it leaves (BBO 'Poor
#    claim', 6S: "I'll see how trumps go, then ruff two red cards in dummy"; the model
#    led declarer's ♦3 to be ruffed while her ♥A, ♥J and ♦T stood in a hand dummy could
#    not get back to, and earlier led the ♥A itself to be ruffed).  Spades are trumps and
#    the opponents have none.  South ♥A ♦3 ♦2, West ♥K ♦K-Q, North ♠3-2 ♣2, East ♣K-Q-J;
#    South leads.  Hand analysis: the ♥A first (North throws the ♣2), then a diamond
#    ruffed with the ♠2 and North's ♠3 takes the last trick: 3 of 3, as double dummy.  A
#    diamond ruffed first puts the lead in dummy with the ♠3 and ♣2: the ♠3 wins, and
#    the ♣2 is then led and South's ♥A falls under East's club (or the ♣2 first: the
#    same): 2 of 3.  keep-entries (LKU-20 2.1, issue 8 class 5: cash the lone winner of
#    the hand you are leaving first) now applies to the stated ruff's lead as to any
#    crossing; keep-ruffing-trumps no longer counts the ♥A as a card led for dummy to
#    ruff (partner does not ruff a winner he sees), which on main kept the ♥A out of the
#    free leads altogether.  Main: 2 of 3.
RUFF_LEAVES = "S:.A.32. .K.KQ. 32...2 ...KQJ"


def test_the_winner_of_the_hand_a_stated_ruff_leaves_is_cashed_first() -> None:
    pos = position(RUFF_LEAVES, trump="S")
    plan = parse_statement("ruff a diamond in dummy", pos, Seat.S)
    assert set(normal_set(pos, plan=plan)) == cards("HA")
    ruling = adjudicate(Claim(pos, Seat.S, 3, statement="ruff a diamond in dummy"), plan)
    assert ruling.claimer_tricks == 3
    assert any(d.rule is R.KEEP_ENTRIES for d in ruling.decisive)


# 5. A ruff partner surely does not need (BBO 'Poor claim': North led the ♥2, dummy
#    ruffed with its last trump though declarer's ♥A, behind, was master, and dummy was
#    left on lead with no way back to declarer's ♥A-J and ♦A-T).  Spades are trumps, the
#    opponents have none.  South ♠2 ♣3-2, West ♥4 ♣A-K, North ♥A-5 ♦A, East ♥3-2 ♦2;
#    East leads the ♥2 and South, void, is second to play.  Hand analysis: South throws a
#    club, North wins the heart (the ♥5 or ♥A), cashes the other winners and the last
#    heart is ruffed by South's ♠2: 3 of 3, as double dummy.  South ruffs: he is on lead
#    with two clubs, West takes both, and North's ♥A and ♦A go on them: 1 of 3.  Winning
#    a trick partner surely wins, when it cuts the hand off from partner's winners, is
#    keep-entries' 'fornuftstridigt' (LKU-20 2.1), not careless.  Main: 1 of 3.
NEEDLESS_RUFF = "S:2...32 .4..AK .A5.A. .32.2."


def test_no_ruff_of_a_trick_partner_surely_wins_that_strands_him() -> None:
    pos = position(NEEDLESS_RUFF, trump="S", leader="E", trick="H2")
    plays = normal_set(pos)
    assert Card.parse("S2") not in plays
    assert all(R.KEEP_ENTRIES in p.rules for p in plays.values())
    ruling = adjudicate(Claim(pos, Seat.S, 3), Plan())
    assert ruling.claimer_tricks == 3
    assert any(d.rule is R.KEEP_ENTRIES for d in ruling.decisive)


def test_a_ruff_that_keeps_the_way_back_stays_normal() -> None:
    # the same with South's ♣2 exchanged for a ♦3 below North's ♦A: after the ruff South
    # can still reach North's winners, so ruffing second hand stays normal
    pos = position("S:2..3.3 .4..AK .A5.A. .32.2.", trump="S", leader="E", trick="H2")
    assert Card.parse("S2") in normal_set(pos)


# 6. No stated ruff without a trump to ruff with (BBO 'Poor claim', the same line: with
#    dummy's last trump gone, declarer "went on with the ruffs he stated" by leading the
#    ♦3 into the defence).  South ♥A ♦3, West ♦K-Q, North ♣3-2 (no trump), East ♣A-K;
#    spades are trumps, none out; South says "ruff a diamond in dummy".  The ruff cannot
#    be made (the line breaks), and the ♦3 is a loser he sees under two honours: he
#    cashes the ♥A (believed-winners) and the ♦3 is lost last: 1 of 2, as double dummy.
#    Main led the ♦3 as keep-ruffing-trumps' stated ruff, and West's ♦Q then beat the
#    ♥A that South had to play under it: 0 of 2.
NO_TRUMP_LEFT = "S:.A.3. ..KQ. ...32 ...AK"


def test_no_stated_ruff_lead_when_partner_has_no_trump() -> None:
    pos = position(NO_TRUMP_LEFT, trump="S")
    statement = "ruff a diamond in dummy"
    plan = parse_statement(statement, pos, Seat.S)
    assert set(normal_set(pos, plan=plan)) == cards("HA")
    ruling = adjudicate(Claim(pos, Seat.S, 2, statement=statement), plan)
    assert ruling.claimer_tricks == 1


# 7. A suit he gives a trick up in counts its length (NBB Delft 'geen geweldig goede
#    claim', 5C: "the HA and HK, discarding dummy's spade, then the DJ and you get one
#    diamond trick").  South ♠J ♥A-K-8-4 ♦J ♣T-8, North ♠5 ♥J ♦Q-T-9-8-7 ♣A, East ♠K-Q
#    ♥Q-T-7-5 ♦K-4, West ♠9-8-7 ♥9-6-3-2 ♦5; clubs are trumps, none out; he claims 7 of 8.
#    His count: the ♥A-K, four diamonds once the ♦K has taken its trick, and his trumps.
#    The old count took only masters in each suit (no diamond is master while the ♦K is
#    out), so the claim seemed to need an oversight and East's ♥Q was taken as
#    overlooked: he then led his ♥4 as a winner and dummy threw a diamond on it: 6 of 8,
#    where the column (and the model before believed-in-the-trick, by dummy ruffing the
#    ♥4 it "feared" the ♥Q would beat) has 7.  With the diamonds counted, nothing need
#    have been overlooked (one-oversight: only the oversights the claim needs).
DELFT = "S:J.AK84.J.T8 987.9632.5. 5.J.QT987.A KQ.QT75.K4."
DELFT_STATEMENT = (
    "I play the HA and HK, discarding the S5 from dummy, and then I play the DJ and you "
    "get one diamond trick"
)


def test_a_suit_he_concedes_a_trick_in_counts_its_length() -> None:
    pos = position(DELFT, trump="C")
    plan = parse_statement(DELFT_STATEMENT, pos, Seat.S)
    assert stated_concessions(plan) == ((Suit.D, 1),)
    silent = ClaimerView(Seat.S.side)
    counted = ClaimerView(Seat.S.side, conceded=stated_concessions(plan))
    assert believed_tricks(pos, silent) < 7 <= believed_tricks(pos, counted)
    claim = Claim(pos, Seat.S, 7, statement=DELFT_STATEMENT)
    settings = Settings(player_class=PlayerClass.EXPERT)
    assert [c.sees.oversight for c in claimants_for(claim, plan, settings)] == [None]
