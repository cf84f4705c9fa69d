"""Statements, round 12 (the guide's "misreads ordinary table talk", continued).

Two forms round 11 left misread, each failing on main (f24b0f7) and passing after:

* "West's king is offside": the possessive and the rank made "play ♥K" (West's card)
  with "offside" not understood, where "the heart king is offside" was already the
  declined finesse.  A rank owned by an opponent in a clause that says where it lies
  is that opponent's card of the rank (the suit said, else the only one he holds).
* "trumps are 2-2" where the trumps cannot lie so: round 11 took any break said of the
  trumps as a statement about them (Law 70C1), so a claimer who said "trumps were
  2-2" with East's last trump still out was taken as aware of it.  Law 70C2 asks
  whether it is "at all likely" that he was unaware of the trump; his own words
  saying a break that leaves none out make it likely, and words that are wrong about
  the trump are no statement about it.  A break can still be what is left after some
  rounds: "trumps were 3-2" with one trump out in each hand after... is consistent
  when 3 - r and 2 - r (not below 0) are the opponents' trumps for some rounds r.
"""

from __future__ import annotations

from claims.cards import Seat, Suit
from claims.plan import Finesse, Rest
from claims.ruling import Claim, adjudicate
from claims.statement import (
    ASIDE_BREAK_SAID,
    ASIDE_BREAK_WRONG,
    parse_statement,
    structured_text,
    without_words,
)
from cli.i18n import describe_no_step
from tests.helpers import position

# The corpus' full deal, spades trumps, South on lead (as tests/test_stmt11.py):
#   North ♠Q43 ♥AJ5 ♦AKQ6 ♣743     East ♠652 ♥Q63 ♦T752 ♣K65
#   South ♠AKJ98 ♥742 ♦3 ♣AQJ2     West ♠T7 ♥KT98 ♦J984 ♣T98
FULL = position(
    "N:Q43.AJ5.AKQ6.743 652.Q63.T752.K65 AKJ98.742.3.AQJ2 T7.KT98.J984.T98", "S", "S"
)


def test_an_opponents_rank_said_offside_is_his_card() -> None:
    for text, suit in (("West's king is offside", Suit.H), ("East's king is offside", Suit.C),
                       ("West's heart king is wrong", Suit.H),
                       ("East's king is offside, the rest are mine", Suit.C)):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (Rest(),), text
        assert without_words(plan.declined) == (Finesse(suit),), text
    for text, suit in (("East's king is onside", Suit.C), ("West's king is onside", Suit.H)):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == () and plan.declined == (), text
        assert isinstance(plan.steps[0], Finesse) and plan.steps[0].suit == suit, text
    # guards: West holds two tens (♠T, ♥T): which is meant is not guessed; partner's card
    # is no finesse against anyone; "with ... I am one off" stays the finesse lost (S1)
    assert parse_statement("West's ten is offside", FULL, Seat.S).unknown != ()
    assert parse_statement("North's king is offside", FULL, Seat.S).declined == ()
    plan = parse_statement("with East's king offside I am one off", FULL, Seat.S)
    assert isinstance(plan.steps[0], Finesse) and plan.declined == ()


# A three-card ending, spades trumps, South on lead and claiming all three:
#   North ♠3 ♦3-2       East ♠Q ♥2 ♣4       South ♠A ♥A-K       West ♥4 ♣3-2
# Hand analysis: aware of East's ♠Q he cashes the ♠A first (it draws the queen), then the
# ♥A-K: 3.  Unaware of it (70C), the ♥A and then the ♥K is normal: East ruffs the ♥K with
# the ♠Q, and the claimer's side wins the last trick (the ♣4 led is ruffed): 2.
TRUMP_OUT = position("N:3..32. Q.2..4 A.AK.. .4..32", "S", "S")


def test_a_trump_break_that_cannot_be_is_no_statement_about_the_trump() -> None:
    for text, aware, tricks in (
        ("the rest are mine", False, 2),
        # 2-1 after one round is East's ♠Q alone: what he says is how they lie
        ("trumps broke 2-1, the rest are mine", True, 3),
        # 2-2 leaves none or one in each hand, never one in one hand alone
        ("trumps were 2-2, the rest are mine", False, 2),
        ("trumfen sad 2-2, resten er mine", False, 2),
    ):
        plan = parse_statement(text, TRUMP_OUT, Seat.S)
        assert plan.unknown == (), text
        assert plan.mentions_trump is aware, text
        meanings = [meaning for meaning, _ in plan.asides]
        if "2-" in text:
            expected = [ASIDE_BREAK_SAID] + ([] if aware else [ASIDE_BREAK_WRONG])
            assert meanings == expected, text
            # the structured form types the break back, and it reads the same
            again = parse_statement(structured_text(plan), TRUMP_OUT, Seat.S)
            assert [m for m, _ in again.asides] == meanings and (
                again.mentions_trump is aware), text
        ruling = adjudicate(Claim(TRUMP_OUT, Seat.S, 3), plan, analyse=False)
        assert ruling.claimer_tricks == tricks, text
    # what he said is shown, with why it is no statement about the trump, in both languages
    plan = parse_statement("trumps were 2-2, the rest are mine", TRUMP_OUT, Seat.S)
    for lang, word in (("en", "70C2"), ("da", "70C2")):
        shown = " ".join(f"{a} {b}" for a, b in describe_no_step(plan, lang))  # type: ignore[arg-type]
        assert word in shown and "2-2" in shown, (lang, shown)


def test_a_break_left_after_rounds_drawn_is_how_they_lie() -> None:
    # FULL: East ♠652, West ♠T7 (3-2 now).  4-3 is 3-2 after a round; 2-2 and 4-1 are not
    for text, aware in (("trumps are 3-2", True), ("trumps broke 4-3", True),
                        ("trumps are 2-2", False), ("trumps are 4-1", False),
                        ("hearts are 2-2", False)):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.mentions_trump is aware, text
        assert (ASIDE_BREAK_WRONG in [m for m, _ in plan.asides]) is (
            not aware and "trumps" in text), text
