"""Statements, round 16 (the round's held-out batch).

Each test fails on main (797891f) and passes after:

* "trump this" (BBO forums 'Two weird ruling questions', 2008: declarer waves his one
  loser; nothing more said) was drawing trumps, and "trumf den her" too; "ruff this"
  with no trick in progress was reported.  With no trick in progress the card pointed
  at is the one he shows: the words name it only when one suit fits, the hand on
  lead's one plain suit its partner is void in and can ruff (ruffed there); with none
  or several the words are reported, never guessed.
* "drew trumps, played off the top spades, crossed to his hand with a club and
  cashed the rest of his trumps, just keeping an eye open for the diamond queen"
  (Phillip Alder's column, Hamilton Spectator 2018) read "the rest" (of the tricks)
  with "trumps" unread and played the ♦Q, East's card: "the rest of his trumps", "resten
  af sine trumfer" are his own trumps cashed; "keeping an eye open for", "watching
  for", "holdt øje med" an opponent's card says he knows it is out (in question), no
  step.  "The top spades", "the high spades", "de høje spar" are the rounds his top
  cards win (two here, not the ♠7 too); a suit all of whose rounds win is cashed as
  before.  Danish "gik over på hånden med en klør" is the entry to hand (it was a count
  of one club).
* "declarer starts by playing off the three top spades. If they divide 3-3 it is all
  over." (The Independent's column) left "declarer starts" unread and read "it is all
  over" as the spades cashed again: "it is all over", "er det hele forbi" is the rest;
  "starts by", "starter med at" carry no step.
* "draw the opposition's trumps in two rounds: playing the Ace and then the ten"
  (Warwick Bridge Club's column, Stanthorpe Today 2026) left "opposition's", "playing",
  "Ace", "ten" unread: a bare rank said right after a draw of stated rounds is a trump,
  and the trumps of his side named after it, as many as the rounds, with no "then"
  between, are how it is drawn: the draw ends in the last one's hand.
"""

from __future__ import annotations

from claims.cards import Card, Rank, Seat, Suit
from claims.plan import Cash, Conditional, DrawTrumps, PlayCards, Rest, Ruff, SuitBreak
from claims.statement import parse_statement, without_words
from tests.helpers import position

# Spades trumps, drawn; South on lead with one diamond loser, dummy void in diamonds
# (BBO 'Two weird ruling questions', constructed):
WAVED = position("N:J5.2..A .T9.Q.Q KQ.A.4. .QJ.K.K", "S", "S")
# The same, dummy void in hearts too: two suits fit, the words do not say which
TWO_FIT = position("N:J5...A2 .T9.Q.Q KQ.A.4. .QJ.K.K", "S", "S")
# Hearts trumps, dummy on lead after the ♦A won trick 1 (Alder's 7H, constructed):
SEVEN_H = position(
    "N:AK7.A32.J4.K432 8654.654.863.98 32.KQJT98.7.AQ5 QJT9.7.QT9.JT76", "H", "N"
)
# 7NT, dummy on lead after the ♦K won trick 1 (The Independent's column):
SEVEN_NT = position(
    "N:AKQ2.42.A64.KQ7 T876.J986..8643 943.AK5.Q5.AJT5 J5.QT7.T9873.92", "NT", "N"
)
# 6D by South (Warwick column, turned), South on lead after the ♣A won trick 1:
SIX_D = position(
    "N:A7.AQ97.T52.KQ8 KJ92.K652.84.T7 Q54.T3.AKJ9763. T863.J84.Q.J952", "D", "S"
)


def test_trump_this_with_no_trick_in_progress_is_the_one_card_that_fits() -> None:
    for text in ("trump this", "trumf den her", "ruff this", "ruff it"):
        plan = parse_statement(text, WAVED, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (Ruff(Suit.D, in_hand=Seat.N),), text
    # two suits dummy could ruff: which card he shows the words do not say
    plan = parse_statement("trump this", TWO_FIT, Seat.S)
    assert not any(isinstance(step, Ruff | DrawTrumps) for step in plan.steps)
    assert plan.unknown


def test_the_rest_of_his_trumps_are_cashed() -> None:
    for text in ("cashed the rest of his trumps", "tog resten af sine trumfer"):
        plan = parse_statement(text, SEVEN_H, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (Cash(Suit.H),), text
    plan = parse_statement("cash the rest of my clubs", SEVEN_H, Seat.S)
    assert without_words(plan.steps) == (Cash(Suit.C),)
    plan = parse_statement("the rest of the tricks are mine", SEVEN_H, Seat.S)
    assert without_words(plan.steps) == (Rest(),)


def test_a_card_he_watches_for_is_in_question_and_no_step() -> None:
    queen = Card(Suit.D, Rank.QUEEN)
    for text in ("just keeping an eye open for the diamond queen",
                 "watching for the ♦Q", "mens han holdt øje med ruder dame"):
        plan = parse_statement(text, SEVEN_H, Seat.S)
        assert plan.unknown == (), text
        assert queen in plan.in_question, text
        assert not any(isinstance(step, PlayCards) for step in plan.steps), text


def test_the_top_spades_are_the_rounds_they_win() -> None:
    for text in ("played off the top spades", "cash the high spades",
                 "spillede de høje spar"):
        plan = parse_statement(text, SEVEN_H, Seat.S)
        assert without_words(plan.steps) == (Cash(Suit.S, rounds=2),), text
    # a suit whose every round wins, the order "from the top", a count said: as before
    for text, want in (("cash the top clubs", Cash(Suit.C)),
                       ("jeg spiller klørene fra toppen", Cash(Suit.C)),
                       ("cash the spades", Cash(Suit.S)),
                       ("cash 3 top spades", Cash(Suit.S, rounds=3))):
        plan = parse_statement(text, SEVEN_NT if "klør" in text or "club" in text
                               else SEVEN_H, Seat.S)
        assert without_words(plan.steps) == (want,), text


def test_crossing_to_hand_in_danish() -> None:
    plan = parse_statement("gik over på hånden med en klør", SEVEN_H, Seat.S)
    assert plan.unknown == ()
    assert without_words(plan.steps) == (PlayCards((Card(Suit.C, Rank.ACE),)),)


def test_it_is_all_over_is_the_rest() -> None:
    want = (Cash(Suit.S, rounds=3),
            Conditional(SuitBreak(Suit.S, at_most=3), then=(Rest(),)))
    for text in (
        "declarer starts by playing off the three top spades. If they divide 3-3 it is "
        "all over.",
        "spilfører starter med at spille de tre høje spar. Hvis de sidder 3-3, er det "
        "hele forbi.",
    ):
        plan = parse_statement(text, SEVEN_NT, Seat.S)
        assert plan.unknown == (), text
        got = without_words(plan.steps)
        assert got[0] == want[0], text
        assert isinstance(got[1], Conditional), text
        assert isinstance(got[1].condition, SuitBreak), text
        assert got[1].condition.suit == Suit.S and without_words(got[1].then) == (Rest(),), text


def test_the_trumps_a_draw_is_made_with_end_it_in_the_last_ones_hand() -> None:
    for text, ending in (
        ("draw the opposition's trumps in two rounds: playing the Ace and then the ten",
         Seat.N),
        ("draw trumps in two rounds: the ace and the king", Seat.S),
    ):
        plan = parse_statement(text, SIX_D, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (DrawTrumps(rounds=2, ending_in=ending),), text
    # "then" between: the cards are steps after the draw
    plan = parse_statement("draw trumps in two rounds, then play the ace and the ten",
                           SIX_D, Seat.S)
    assert without_words(plan.steps) == (
        DrawTrumps(rounds=2),
        PlayCards((Card(Suit.D, Rank.ACE), Card(Suit.D, Rank.TEN))),
    )
