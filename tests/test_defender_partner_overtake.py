"""Law 70D2 and keep-entries: the partner of a claiming defender is not credited with an
overtake that keeps his own winners.

BBO Forums, Laws and Rulings, topic 39920 'West concedes, East claims' (barmar, the club
director; positions/published/na_bbo_west_concedes_east_overtakes_spade.toml): hearts
trumps, West on lead faces ♠Q ♦T-5 and takes "the ♦T and the ♠Q, conceding the last
diamond"; East (♠A-3) would overtake the ♠Q to cash his last spade.  The director: "it
would be careless not to overtake the spade, but it's not irrational" and let the
concession stand.  A defender sees his own hand and dummy, not his partner's, so he
cannot see that ducking strands his winners; keep-entries (LKU-20 2.1, for a claimer who
sees both his hands) does not bind him.
"""

from __future__ import annotations

from pathlib import Path

from claims import rules as R
from claims.cards import Card
from claims.casefile import load_case
from claims.service import rule_case
from tests.helpers import normal_set, position

CASE = (
    Path(__file__).resolve().parent.parent
    / "positions"
    / "published"
    / "na_bbo_west_concedes_east_overtakes_spade.toml"
)

# West's ♠Q led (North's ♠2 played), East to play from ♠A-3 ♦3.
DEFENDERS = "S:...432 Q..T5. 2..82. A3..3."
# The same cards turned a quarter: South's ♠Q led, West's ♠2 played, North (dummy) to
# play from ♠A-3 ♦3: declarer sees both his hands, and ducking strands dummy's spades.
DECLARER = "E:...432 Q..T5. 2..82. A3..3."


def test_a_claiming_defenders_partner_may_duck_under_his_winner() -> None:
    pos = position(DEFENDERS, trump="H", leader="W", declarer="S", trick="SQ S2")
    plays = normal_set(pos, claimer="W")
    assert Card.parse("S3") in plays  # ducking: careless, not irrational (70D2)


def test_declarer_overtakes_to_keep_dummys_winners() -> None:
    pos = position(DECLARER, trump="H", leader="S", declarer="S", trick="SQ S2")
    plays = normal_set(pos, claimer="S")
    assert set(plays) == {Card.parse("SA")}
    assert R.KEEP_ENTRIES in plays[Card.parse("SA")].rules


def test_the_directors_ruling_the_concession_stands() -> None:
    ruling = rule_case(load_case(CASE))
    assert ruling.claimer_tricks == 2 and "stands" in ruling.verdict
    assert "70D2" in ruling.laws
    assert not any(d.rule is R.KEEP_ENTRIES for d in ruling.decisive)


# keep-entries in second seat (EBU Brighton 2011, Robin Barker's laws blog): spades
# trumps, West leads the ♠9, the last trump out; dummy (North) holds ♠J-3-2 ♥J-3-2 and
# declarer (South) the ♠T ♥6 ♦Q-6 ♣5-4.  South's ♠T, playing last, surely wins; dummy's
# ♠J winning instead leaves the ♦Q with no way to it (North has no diamond or club, and
# the ♥6 is below West's hearts), while the ♠2 lets the ♠T win and dummy's trumps and ♥J
# stay reachable by a ruff.  Winning in dummy is cutting himself off (LKU-20 2.1).
BRIGHTON = "N:J32.J32.. .54.32.32 T.6.Q6.54 9.T7.8.AK"


def test_second_hand_lets_partners_sure_winner_take_the_trick_to_keep_entries() -> None:
    pos = position(BRIGHTON, trump="S", leader="W", declarer="S", trick="S9")
    plays = normal_set(pos, claimer="S")
    assert set(plays) == {Card.parse("S2")}
    assert R.KEEP_ENTRIES in plays[Card.parse("S2")].rules


def test_the_defenders_partner_may_still_win_second_hand() -> None:
    # the same cards with East-West claiming (North-South turned to East-West): 70D2
    turned = "E:J32.J32.. .54.32.32 T.6.Q6.54 9.T7.8.AK"
    pos = position(turned, trump="S", leader="N", declarer="N", trick="S9")
    plays = normal_set(pos, claimer="W")
    assert Card.parse("SJ") in plays
