"""Statements, round 15 (the round's held-out batch).

Each test fails on main (4d7d64a) and passes after:

* "I concede the ♦A and the rest are mine. 6 doubled, made." (bridgeditalia.it 2013
  'Reclamare le prese', said in Italian) left "6", "doubled", "made" unread, and "6
  doblet hjem" likewise: the contract said with its result ("6 doubled", "six
  redoubled", "4 made", "6 doblet hjem") is no step, as "making 5" is.  A number starts
  a phrase only when the whole phrase is in the table ("cash 3 diamonds" is unchanged).
* "I shall play winners, make your trump whenever you like" (the Scottish Bridge
  Union's 'Claims' page) left "play", "make", "trump", "whenever", "like" unread, and
  "jeg spiller mine vindere, I kan tage jeres trumf når I vil" was read as drawing
  trumps: "play (my) winners" is the rest; "make your trump", "tage jeres trumf" is a
  trick their trump takes, given to them (he does not draw it); "whenever you like",
  "når I vil" says when, no step.
* "you get 4 clubs and a diamond" (BBO 'Now what?', said down one in 3NT when East holds
  the last two clubs) was four clubs and a diamond given from here: in a tally of their
  tricks, more tricks in a suit than they hold cards of it is the hand's count (the
  tricks they have won already among them); the words do not say which are still to
  come, so the tally is reported, never conceded.  One concession alone ("losing two
  clubs") and a tally they can take ("two clubs and a diamond") are read as before.
"""

from __future__ import annotations

from claims.cards import Seat, Suit
from claims.plan import Cash, Concede, DrawTrumps, Rest
from claims.statement import parse_statement, without_words
from tests.helpers import position

# 6♠ doubled, West has led the ♦8 and East holds the ♦A (bridgeditalia 2013, turned):
CEDO = position(
    "N:8743.J52.5432.32 J6.643.AKQJT.654 AKQ92.AKQ.7.AKQJ T5.T987.986.T987",
    "S", "W", trick="D8",
)
# Spades trumps, South on lead with ♠K ♦AKQ; West has the last small trump:
WINNERS = position("N:.AKQ..A .54..54 K..AKQ. 5.3..32", "S", "S")
# 3NT, East on lead with the last two clubs (BBO 'Now what?', constructed):
TALLY = position("N:K53.Q42.987. J2.JT9.54.65 AQ4.AK3.QJT. T9876.765.3.", "NT", "E")


def test_the_contract_and_its_result_is_no_step() -> None:
    for text in ("I concede the ♦A and the rest are mine. 6 doubled, made.",
                 "jeg afgiver ruder es, og resten er mine. 6 doblet hjem."):
        plan = parse_statement(text, CEDO, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (Concede(Suit.D), Rest()), text
    for text in ("the rest, six doubled", "the rest. 4 made", "the rest, 6 redoubled"):
        plan = parse_statement(text, CEDO, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (Rest(),), text
    # a number before anything else is still a count
    plan = parse_statement("cash 3 diamonds", WINNERS, Seat.S)
    assert without_words(plan.steps) == (Cash(Suit.D, rounds=3),)


def test_play_winners_and_their_trump_given_whenever_they_like() -> None:
    for text in ("I shall play winners, make your trump whenever you like",
                 "jeg spiller mine vindere, I kan tage jeres trumf når I vil"):
        plan = parse_statement(text, WINNERS, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (Rest(), Concede(None)), text
        assert not any(isinstance(step, DrawTrumps) for step in plan.steps), text


def test_a_tally_of_their_tricks_they_cannot_take_from_here_is_reported() -> None:
    for text in ("you get 4 clubs and a diamond.", "I får fire klør og en ruder."):
        plan = parse_statement(text, TALLY, Seat.S)
        assert not any(isinstance(step, Concede) for step in plan.steps), text
        assert plan.unknown, text
    # a tally they can take, or one concession alone, is read as before
    plan = parse_statement("you get two clubs and a diamond", TALLY, Seat.S)
    assert without_words(plan.steps) == (Concede(Suit.C, count=2), Concede(Suit.D)), plan
    plan = parse_statement("you get 4 clubs", TALLY, Seat.S)
    assert without_words(plan.steps) == (Concede(Suit.C, count=4),)
