"""Statements, round 12 (the guide's "misreads ordinary table talk", continued).

Forms round 11 left misread, each failing on main (f24b0f7) and passing after:

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
* Ordinary table talk giving tricks away: "two hearts to you" and "you have two hearts"
  were "I have 2 hearts" (the opposite), "a trick to you" and "two for you" the rest,
  "everything but a heart" "the rest, then I have 1 heart", "everything but a trump"
  "the rest, then draw 1 round of trumps", and "down one" the rest with "one" not
  understood (where "one down" was the result).
* "I have two spades and one in hearts": "one in hearts" was not counted.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from claims.cards import Seat, Suit
from claims.casefile import load_case
from claims.plan import Concede, CountTricks, Discard, Finesse, PlayCards, Rest
from claims.ruling import Claim, adjudicate
from claims.service import claim_of_case, plan_of_case
from claims.statement import (
    ASIDE_BREAK_SAID,
    ASIDE_BREAK_WRONG,
    ASIDE_NONE_LEFT_WRONG,
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


def test_tricks_said_to_be_theirs_are_given_up() -> None:
    for text, steps in (
        ("two hearts to you", (Concede(Suit.H, count=2),)),
        ("a heart to you", (Concede(Suit.H),)),
        ("a trick to you", (Concede(),)),
        ("one trick to you", (Concede(),)),
        ("two tricks for you", (Concede(count=2),)),
        ("two for you", (Concede(count=2),)),
        ("en hjerter til jer", (Concede(Suit.H),)),
        ("you have two hearts", (Concede(Suit.H, count=2),)),
        ("West has a club trick", (Concede(Suit.C),)),
        ("I har to hjerter", (Concede(Suit.H, count=2),)),
        ("you have two hearts and I have the rest", (Concede(Suit.H, count=2), Rest())),
        ("everything but a heart", (Rest(), Concede(Suit.H))),
        ("everything but a trump", (Rest(), Concede(Suit.S))),
        ("all but two hearts", (Rest(), Concede(Suit.H, count=2))),
    ):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == steps, text
    # guards: a trump or a card they hold is what he knows of them, not a trick given
    # up (rounds 9-10); his own "I have two hearts" is his count
    assert without_words(parse_statement("you have a trump", FULL, Seat.S).steps) == (Rest(),)
    plan = parse_statement("you have the club king", FULL, Seat.S)
    assert without_words(plan.steps) == (Rest(),) and plan.in_question
    plan = parse_statement("I have two hearts", FULL, Seat.S)
    assert without_words(plan.steps) == (CountTricks(((Suit.H, 2),)),)


def test_down_one_is_the_result_as_one_down_is() -> None:
    for text in ("down one", "one down", "I'm down one"):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == () and plan.steps == (), text


def test_a_count_with_in_and_tricks_left_out() -> None:
    for text in ("I have two spades and one in hearts", "jeg har to spar og en i hjerter"):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (CountTricks(((Suit.S, 2), (Suit.H, 1))),), text


WBU_2018 = (Path(__file__).parent.parent / "positions" / "published"
            / "wbu_2018_3card_no_trumps_left_master_trump_out.toml")


def test_no_trumps_left_said_with_one_out_is_no_statement_about_it() -> None:
    """The WBU directors' blog 2018 ('Disputed Claim'): "There are no trumps left: I have
    two master diamonds and the last trump", West holding the master trump.  The case
    file records the director's finding (trump_aware = false); the words alone now say
    the same: the ruling without the finding is the published 0 of 3, taken as unaware
    of the trump (before: taken as aware, "the last trump" a statement about trumps)."""
    case = load_case(WBU_2018)
    claim = replace(claim_of_case(case), trump_aware=None)
    plan = plan_of_case(case, claim, False)
    assert not plan.mentions_trump
    assert [meaning for meaning, _ in plan.asides] == [ASIDE_NONE_LEFT_WRONG]
    again = parse_statement(structured_text(plan), claim.position, claim.claimer)
    assert [m for m, _ in again.asides] == [ASIDE_NONE_LEFT_WRONG] and not again.mentions_trump
    ruling = adjudicate(claim, plan, analyse=False)
    assert ruling.claimer_tricks == 0 and not ruling.aware_of_trump
    # guard: said when none is out, it is true and changes nothing
    plan = parse_statement("no trumps left, the rest are mine", TRUMP_OUT_GONE, Seat.S)
    assert plan.asides == ()


# TRUMP_OUT with East's ♠Q replaced by a club: no trump is out
TRUMP_OUT_GONE = position("N:3..32. .2..K4 A.AK.. .4..32", "S", "S")


def test_discards_on_two_winners_are_one_on_each() -> None:
    """FIGB 2017 'tutte mie' (the published case's position): "on the king and queen of
    diamonds I discard dummy's two losing clubs" was both clubs on the ♦K with "dummy's"
    unread; "discard two clubs on the ♦K and ♦Q" the same and then "play ♦Q"; "on the ♦K
    and ♦Q I discard two clubs" threw the ♦Q itself."""
    case = load_case(Path(__file__).parent.parent / "positions" / "published"
                     / "it_bridgeditalia2017_4s_tutte_mie_dummy_dj.toml")
    claim = claim_of_case(case)
    for text in ("on the king and queen of diamonds I discard dummy's two losing clubs",
                 "I discard dummy's two clubs on the king and queen of diamonds",
                 "discard two clubs on the ♦K and ♦Q", "discard two clubs on the DK, DQ",
                 "on the ♦K and ♦Q I discard two clubs", "på ♦K og ♦Q kaster jeg to klør"):
        plan = parse_statement(text, claim.position, claim.claimer)
        assert plan.unknown == (), text
        assert [(str(s.card), str(s.on)) for s in plan.steps if isinstance(s, Discard)] == [
            ("♣2", "♦K"), ("♣5", "♦Q")], text
        assert not any(isinstance(s, PlayCards) for s in plan.steps), text
    # guard: one club said for two winners is not guessed: the second is reported
    plan = parse_statement("discard a club on the DK and DQ", claim.position, claim.claimer)
    assert plan.unknown == ("DQ",)


def test_tricks_given_up_without_a_verb() -> None:
    """"The last trick is yours", "two tricks are yours", "the club king is your only
    trick", "just one loser", "only one loser, a club", "you have one trick": each was
    the rest (the words unread), "play ♣K" (East's card), "I have 1 club", or a second
    trick given up; "and that's it" after a trick given up gave up another."""
    for text, steps in (
        ("the last trick is yours", (Concede(),)),
        ("last trick is yours", (Concede(),)),
        ("sidste stik er jeres", (Concede(),)),
        ("two tricks are yours", (Concede(count=2),)),
        ("to stik er jeres", (Concede(count=2),)),
        ("the club king is your only trick", (Concede(Suit.C),)),
        ("klør kongen er jeres stik", (Concede(Suit.C),)),
        ("just one loser", (Concede(),)),
        ("I have one loser", (Concede(),)),
        ("only one loser, a club", (Concede(Suit.C),)),
        ("kun én taber, en klør", (Concede(Suit.C),)),
        ("you have one trick", (Concede(),)),
        ("they have two tricks", (Concede(count=2),)),
        ("I har et stik", (Concede(),)),
        ("you get the club king and that's it", (Concede(Suit.C),)),
    ):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == steps, text
    # guards: his own total is no trick given up; two losers said in order are two;
    # his own card called their trick is not guessed
    for text in ("I have 12 tricks", "I'll take 12 tricks"):
        assert without_words(parse_statement(text, FULL, Seat.S).steps) == (Rest(),), text
    plan = parse_statement("give up a trick, then a club", FULL, Seat.S)
    assert without_words(plan.steps) == (Concede(), Concede(Suit.C))
    assert parse_statement("the ace is your trick", FULL, Seat.S).unknown != ()


def test_leading_a_suit_until_their_card_is_gone_gives_up_a_trick() -> None:
    # FULL: East holds the ♣K.  It was "play ♣K" (East's card) with "until" unread
    for text in ("I'll lead clubs until the king is gone", "play clubs until the king is out",
                 "spil klør indtil kongen er væk", "lead clubs until the ♣K is gone"):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (Concede(Suit.C),), text
    # guard: a card of his own is no trick given up: the words are reported
    assert parse_statement("lead diamonds until the king is gone", FULL, Seat.S).unknown


def test_cashing_his_winners_is_the_rest() -> None:
    # "cash" was reported, and the concession alone was the line
    plan = parse_statement("I'll cash my winners and give you the last trick", FULL, Seat.S)
    assert plan.unknown == ()
    assert without_words(plan.steps) == (Rest(), Concede())
    for text in ("just cashing winners", "I'm cashing out"):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == () and without_words(plan.steps) == (Rest(),), text
    # guard: cashing a suit stays the cash of that suit
    plan = parse_statement("I cash out the spades", FULL, Seat.S)
    assert type(plan.steps[0]).__name__ == "Cash"
