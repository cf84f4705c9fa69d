"""Each rule of the normal-play model, on its source's own example."""

from __future__ import annotations

from claims import rules as R
from claims.cards import Card, Suit
from claims.normal_play import RuffChoice, Settings, SuitOrder
from claims.plan import Finesse, Plan
from tests.helpers import cards, normal_set, position, rule

# ---------------------------------------------------------------- seed 004, EDBx / Kx
# South ♠K3 ♥2 ♦2 opposite North ♠AQJ2 with no outside entry: the king is unblocked.
UNBLOCK = "S:K3.2.2. T9.9.K. AQJ2... 4.KQ.A."


def test_no_simple_blockage_short_hand_plays_the_king_under_the_ace() -> None:
    pos = position(UNBLOCK, leader="N", trick="SA S4")
    plays = normal_set(pos)
    assert set(plays) == cards("SK")
    assert R.NO_SIMPLE_BLOCKAGE in plays[Card.parse("SK")].rules


def test_no_simple_blockage_long_hand_does_not_win_with_the_ace_after_a_low_lead() -> None:
    pos = position(UNBLOCK, leader="S", trick="S3 S9")
    assert Card.parse("SA") not in normal_set(pos)
    assert normal_set(pos)


def test_unblock_claim_of_four_stands() -> None:
    ruling = rule(position(UNBLOCK, leader="S"))
    assert ruling.claimer_tricks == 4


# ---------------------------------------------------------------- seed 004, "jeg kniber med damen"
FINESSE = "S:32.2.. K4.3.. AQ.4.. 65.5.."


def test_obvious_consequence_the_ace_covers_the_king() -> None:
    pos = position(FINESSE, leader="S", trick="S2 SK")
    plan = Plan(steps=(Finesse(Suit.S, Card.parse("SQ")),))
    plays = normal_set(pos, plan=plan)
    assert set(plays) == cards("SA")
    assert plays[Card.parse("SA")].rules == (R.OBVIOUS_CONSEQUENCE,)


def test_stated_finesse_plays_the_queen_when_the_king_does_not_appear() -> None:
    pos = position(FINESSE, leader="S", trick="S2 S4")
    plan = Plan(steps=(Finesse(Suit.S, Card.parse("SQ")),))
    assert set(normal_set(pos, plan=plan)) == cards("SQ")


def test_unstated_finesse_is_normal_and_so_is_the_drop() -> None:
    pos = position(FINESSE, leader="S", trick="S2 S4")
    plays = normal_set(pos)
    assert set(plays) == cards("SA SQ")
    assert R.UNSTATED_FINESSE in plays[Card.parse("SQ")].rules


def test_placed_honours_after_a_show_out_the_claimer_finesses_correctly() -> None:
    # East showed out of spades before the claim: the king is placed with West.
    pos = position(
        "S:32.2.. K4.3.. AQ.4.. .5.5.3", leader="S", trick="S2 S4", shown_out=(("E", "S"),)
    )
    plays = normal_set(pos)
    assert Card.parse("SQ") in plays  # sure to win: the king is placed with West


def test_placed_honours_no_finesse_into_a_placed_king() -> None:
    # West showed out: the king is with East, who plays after North.
    pos = position(
        "S:32.2.. .43.3. AQ..4. K6.5..", leader="S", trick="S2 H3", shown_out=(("W", "S"),)
    )
    assert set(normal_set(pos)) == cards("SA")


# ---------------------------------------------------------------- seed 004, Rest uden spilleplan
QJ10 = "S:A..QJT.A .5432..5 432..5.2 KQ..A.KQ"  # ♦A is still out with East: South forgot it


def test_any_suit_order_black_aces_first_is_normal() -> None:
    plays = normal_set(position(QJ10), overlooked="DA")
    assert cards("SA CA DQ") <= set(plays)
    assert R.ANY_SUIT_ORDER in plays[Card.parse("SA")].rules


def test_a_claimer_who_overlooked_nothing_leads_no_diamond_into_the_ace() -> None:
    assert set(normal_set(position(QJ10))) == cards("SA CA")


def test_the_ruling_names_the_overlooked_ace() -> None:
    ruling = rule(position(QJ10))
    assert ruling.claimer_tricks == 2
    assert "♦A" in ruling.oversight and "East" in ruling.oversight


# ---------------------------------------------------------------- seed 004, Manglende trumftrækning
BLACK_ACES = "S:A...A .5..2 ..32. 5.6.."


def test_unaware_of_trump_spade_ace_first_is_normal() -> None:
    plays = normal_set(position(BLACK_ACES, trump="C"))
    assert set(plays) == cards("SA CA")
    assert R.UNAWARE_OF_TRUMP in plays[Card.parse("SA")].rules


def test_aware_claimer_draws_the_trump_first() -> None:
    plays = normal_set(position(BLACK_ACES, trump="C"), aware=True)
    assert set(plays) == cards("CA")


def test_black_aces_ruling_is_one_trick_citing_70c() -> None:
    ruling = rule(position(BLACK_ACES, trump="C"))
    assert ruling.claimer_tricks == 1
    assert "70C" in ruling.laws


# ---------------------------------------------------------------- seed 004, EK2 of trumps
AK2 = "S:.AK2.. 3..32. 654... .7.54."


def test_trumps_from_the_top_not_the_two() -> None:
    plays = normal_set(position(AK2, trump="H"))
    assert set(plays) <= cards("HA HK")
    assert plays and all(R.TRUMPS_FROM_THE_TOP in p.rules for p in plays.values())
    assert rule(position(AK2, trump="H")).claimer_tricks == 3


# ---------------------------------------------------------------- seed 004, ruff low / overruff
def test_ruff_low_is_normal_even_with_a_high_trump() -> None:
    # West leads a club; North (void) may ruff with the 2 or the ace of hearts.
    pos = position("W:..2.KQ 5.A2.. 6.5.3. ..4.A3", trump="H", leader="W", trick="CK")
    plays = normal_set(pos)
    assert cards("H2 HA") <= set(plays)
    assert R.RUFF_LOW in plays[Card.parse("H2")].rules


def test_ruff_lowest_setting_follows_acbl_guideline_5() -> None:
    pos = position("W:..2.KQ 5.A2.. 6.5.3. ..4.A3", trump="H", leader="W", trick="CK")
    plays = normal_set(pos, settings=Settings(ruffing=RuffChoice.LOWEST))
    assert set(plays) == cards("H2")


def test_overruff_an_unexpected_ruff() -> None:
    # South leads a spade, West ruffs with the 5 of hearts: North must overruff.
    pos = position("S:A..3. .5.2. .A.4. 2...3", trump="H", leader="S", trick="SA H5")
    plays = normal_set(pos)
    assert set(plays) == cards("HA")
    assert R.OVERRUFF in plays[Card.parse("HA")].rules


# ---------------------------------------------------------------- WB 8.70.5 and EBU forum 325
def test_from_the_top_ak5_opposite_42() -> None:
    pos = position("S:AK5... J6.2.. 42.3.. 873...", leader="S")
    assert set(normal_set(pos)) == cards("SA")  # the king is the same card


def test_no_solidity_754_opposite_void_any_card() -> None:
    pos = position("S:754... 6.32.. ..432. .5..32", leader="S")
    plays = normal_set(pos, overlooked="S6")
    assert set(plays) == cards("S7 S5 S4")
    assert R.NO_SOLIDITY in plays[Card.parse("S4")].rules


def test_top_down_setting_leads_the_seven() -> None:
    pos = position("S:754... 6.32.. ..432. .5..32", leader="S")
    settings = Settings(suit_order=SuitOrder.TOP_DOWN)
    assert set(normal_set(pos, settings=settings, overlooked="S6")) == cards("S7")


def test_no_solidity_j6_with_the_nine_out_loses_both() -> None:
    pos = position("S:.J6.. 2.9.. ..32. 3...2", leader="S")
    assert rule(pos, tricks=2).claimer_tricks == 0


# ---------------------------------------------------------------- discards
def test_keep_masters_a_seen_winner_is_not_thrown() -> None:
    # North cannot follow to the diamond: the ♠A is a master he can see, the ♣2 is not.
    pos = position("W:.3.K. A...2 ..3.3 K...4", leader="W", trick="DK")
    plays = normal_set(pos)
    assert Card.parse("SA") not in plays
    assert cards("C2") <= set(plays)


# ---------------------------------------------------------------- USBF 2019, a ruffing finesse
# "I'll take the ruffing finesse in hearts": South leads the ♥Q towards dummy's void
# (North holds a trump); West holds the ♥K in the first diagram, East in the second.
RUFFING_FINESSE_WEST = "S:.QJ..5 .K5..K 2...43 .76..Q"
RUFFING_FINESSE_EAST = "S:.QJ..5 ...KJ9 2...43 .K76.."


def test_ruffing_finesse_leads_the_honour_towards_the_void() -> None:
    pos = position(RUFFING_FINESSE_WEST, trump="S", leader="S")
    plays = normal_set(pos, plan=Plan(steps=(Finesse(Suit.H),)))
    assert set(plays) == cards("HQ")
    assert plays[Card.parse("HQ")].rules == (R.STATED_LINE,)


def test_ruffing_finesse_runs_the_honour_when_second_hand_plays_low() -> None:
    pos = position(RUFFING_FINESSE_WEST, trump="S", leader="S")
    plays = normal_set(pos, plan=Plan(steps=(Finesse(Suit.H),)), line="HQ H5")
    assert plays and set(plays) <= cards("C4 C3")


def test_ruffing_finesse_ruffs_the_cover() -> None:
    pos = position(RUFFING_FINESSE_WEST, trump="S", leader="S")
    plays = normal_set(pos, plan=Plan(steps=(Finesse(Suit.H),)), line="HQ HK")
    assert set(plays) == cards("S2")


def test_ruffing_finesse_that_fails_visibly_leaves_ruff_and_loser_on_loser() -> None:
    # West shows out: the ♥K is behind dummy; the USBF 2019 director held both the ruff
    # and the 'loser on loser' normal once the claimer sees the line fail
    pos = position(RUFFING_FINESSE_EAST, trump="S", leader="S")
    plays = normal_set(pos, plan=Plan(steps=(Finesse(Suit.H),)), line="HQ C9")
    assert Card.parse("S2") in plays
    assert set(plays) & cards("C4 C3")
    assert all(R.STATED_LINE_BREAKS in p.rules for p in plays.values())


# ---------------------------------------------------------------- NSWBA 2010, the heart finesse
# South ♥KJ92 opposite North's ♥A53, West ♥Q8764: "the heart finesse" is the ♥J's, fixed
# when he claims; a cash of a number of rounds ends when no winner of the suit is left.
NSWBA_HEARTS = "S:.KJ92.. .Q876.. .A53..4 .T..KQ2"


def test_the_finesse_in_a_suit_is_fixed_at_the_claim() -> None:
    from claims.normal_play import resolve_conditionals

    pos = position(NSWBA_HEARTS, leader="S")
    (step,) = resolve_conditionals(Plan(steps=(Finesse(Suit.H),)), pos, pos.to_play.side)
    assert step == Finesse(Suit.H, Card.parse("HJ"))


def test_a_cash_of_rounds_leads_no_loser_when_no_winner_is_left() -> None:
    from claims.plan import Cash

    # South ♠82 opposite ♠3, East holds the ♠KQ: "cash two rounds of spades" has no
    # winner to cash, so the stated line is over and play is free
    pos = position("S:82... ..AK. 3..5. KQ...", leader="S")
    plays = normal_set(pos, plan=Plan(steps=(Cash(Suit.S, 2),)))
    assert all(R.STATED_LINE not in p.rules for p in plays.values())


def test_a_low_card_under_partners_master_is_a_way_across() -> None:
    from claims.plan import Cash

    # North ♥A3 ♣2 on lead, South ♠AK ♥K: "cash the spades" crosses by the ♥3 to the
    # ♥K (NSWBA 2010: North's ♥A beside it kept no suit where all his cards go under)
    pos = position("S:AK.K.. .QJ..K .A3..2 .T9..Q", leader="N")
    plays = normal_set(pos, plan=Plan(steps=(Cash(Suit.S),)))
    assert set(plays) == cards("H3")
    assert plays[Card.parse("H3")].rules == (R.OBVIOUS_CONSEQUENCE,)
