"""Round 18: aware-draws-trump gives way to keep-entries.

Round 18's bug hunt found a claim where the claimer found aware of the trump got a
trick fewer than the silent claimer (the property of tests/test_search_properties.py,
"a consistent clarification never lowers the award").  East claims all five in hearts
with ♥A ♠4 ♦A-7-2, West holding ♦K bare, ♣K, ♥T-6; North's ♥J is the trump out.  The
silent claimer, taken as unaware of it, unblocks: the ♦2 to the king (no-simple-
blockage, keep-entries), the ♣K, the ♥T to the ♥A drawing the ♥J, the diamonds: 5.  The
aware claimer had to lead the ♥A at once (aware-draws-trump), his only way back to the
diamonds, and lost one: 4.  Drawing trumps now waits for the lead that keeps his
winners when every trump lead cuts off more of them.
"""

from __future__ import annotations

from claims.cards import Seat
from claims.plan import Plan
from claims.rules import AWARE_DRAWS_TRUMP, KEEP_ENTRIES
from claims.ruling import Claim, adjudicate
from tests.helpers import position

ENDING = position("S:J..95.85 5.T6.K.K 32.J.Q.J 4.A.A72.", trump="H", leader="E", declarer="N")


def test_the_aware_claimer_unblocks_before_he_draws_the_trump() -> None:
    silent = adjudicate(Claim(ENDING, Seat.E, 5), Plan(), analyse=False)
    aware = adjudicate(Claim(ENDING, Seat.E, 5, trump_aware=True), Plan(), analyse=False)
    assert silent.claimer_tricks == 5
    assert aware.claimer_tricks == 5  # 4 before round 18
    first = aware.line[0]
    assert str(first.card) == "♦2" and KEEP_ENTRIES in first.rules


def test_the_trump_is_still_drawn_first_when_no_lead_keeps_more() -> None:
    """The same hands with West's ♦K replaced by a small diamond: no blockage, so the
    aware claimer's first card is still the trump."""
    plain = position("S:J..95.85 5.T6.3.K 32.J.Q.J 4.A.AK7.", trump="H", leader="E", declarer="N")
    ruling = adjudicate(Claim(plain, Seat.E, 5, trump_aware=True), Plan(), analyse=False)
    assert str(ruling.line[0].card) == "♥A"
    assert AWARE_DRAWS_TRUMP in ruling.line[0].rules
