"""Round 18: long trumps count among the tricks a claimer can think he has.

``believed_tricks`` tells which oversights fit a claim: claiming more than the winners
he sees, he overlooked something.  It counted only masters, so with ♥A-K-Q-3-2 over the
opponents' ♥J-5-4 a claim of all five "needed" an oversight, and the only one that
fit was the trump (17002/111 in round 17's bug hunt): a claimer who counts his five
trump tricks like any player was taken as unaware of the trumps.  His top trumps draw
every trump out however they lie, so the small ones of the longer holding win too.
A side suit is not counted so: WB 8.70.5's ♠7-5-4 opposite a void, the ♠6 out, is
explained by the six overlooked (positions/014, still 2 tricks: tests/test_casefile).
"""

from __future__ import annotations

from claims.cards import Seat
from claims.plan import Plan
from claims.ruling import Claim, claimants_for
from claims.view import ClaimerView, believed_tricks
from tests.helpers import position

# hearts trumps, South on lead: South ♥AKQ32 ♣A; West ♥J5 ♦KQ ♣KQ; North ♦32 ♣5432;
# East ♥4 ♦AJT9 ♣J.  The ♥J-5-4 out, three rounds to draw however they lie
LONG_TRUMPS = "S:.AKQ32..A .J5.KQ.KQ ..32.5432 .4.AJT9.J"
# the same cards in notrump: the hearts are a side suit, the 3 and 2 not counted
SIDE_SUIT = LONG_TRUMPS


def test_long_trumps_are_counted_once_the_top_trumps_draw_every_trump_out() -> None:
    pos = position(LONG_TRUMPS, trump="H", leader="S")
    assert believed_tricks(pos, ClaimerView(Seat.S.side)) == 6  # five trumps and the ♣A
    notrump = position(SIDE_SUIT, trump="NT", leader="S")
    assert believed_tricks(notrump, ClaimerView(Seat.S.side)) == 4  # ♥AKQ and the ♣A


def test_a_silent_claim_counted_by_its_long_trumps_needs_no_oversight() -> None:
    pos = position(LONG_TRUMPS, trump="H", leader="S")
    claim = Claim(pos, Seat.S, 6)
    oversights = [c.sees.oversight for c in claimants_for(claim, Plan())]
    # the claim is explained without anything overlooked (before: only by the trump
    # overlooked); whether he was unaware of the trump stays a question of 70C2 alone,
    # asked because he said nothing of it
    assert None in oversights


def test_a_master_trump_spent_on_a_trump_trick_in_progress_draws_nothing() -> None:
    """West led the ♠5, North discarded, East followed with the ♠2: South's ♠A-K (all
    his trumps, both above West's ♠Q-J) are one round for the ♠Q-J, since one of them
    goes on a trick both opponents have played to.  A claim of every trick then shows the
    trump overlooked (70C2); before round 18 both ♠A and ♠K were counted against the
    ♠Q-J, and the claim did not show it."""
    from claims.view import claim_shows_trump_overlooked, trumps_drawable

    # at the trick's start: West ♠QJ5 ♦2, North ♥5432, East ♠2 ♦543, South ♠AK ♥A ♦A
    deal = "W:QJ5..2. .5432.. 2..543. AK.A.A."
    cut = position(deal, trump="S", leader="W", declarer="S", trick="S5 H2 S2")
    assert not trumps_drawable(cut, Seat.S.side)
    assert claim_shows_trump_overlooked(cut, Seat.S.side, cut.tricks_left)
    # with West's ♠Q alone left after his lead, the one master South keeps draws it
    single = position("W:Q5..62. .5432.. 2..543. AK.A.A.", trump="S", leader="W",
                      declarer="S", trick="S5 H2 S2")
    assert trumps_drawable(single, Seat.S.side)
