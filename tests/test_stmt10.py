"""Statements, round 10 (issue 8, class 3: "a claimer's statement tells what he knows";
the guide's "misreads ordinary table talk").

Table talk about the opponents' cards was read as a count of the claimer's own tricks:
"you have a trump" was "I have 1 spade" (a count, Law 68B1: the rest of his tricks
conceded by his own count), "you have the ♥K" was "I have 1 heart"; and "I'll throw you
in with a heart" was a discard of the ♥2.  Each is fixed in general form:

* an opponent as the subject of "have" with a trump as its object ("you have a trump",
  "West has a trump left", "du har en trumf") says he knows of their trump: a statement
  about that trump (Law 70C1), understood and no step (:attr:`Plan.asides`);
* with a card of theirs as the object ("you have the ♥K", "East has the club king") the
  card is in question (:attr:`Plan.in_question`: he knows it is out, not where);
* "throw you/him/West in", "spille ham ind" is the throw-in, as "throw in" was.

The structured line types both back ("; they have a trump", "; they have the ♥K"), so a
director who corrects the words keeps what they said.  "I have a trump" is still his
count.  The first three tests fail on main before this round (a902b94) and pass after;
the ruling test is a guard that held there too (the misread count also named the trump).
"""

from __future__ import annotations

from claims.cards import Card, Seat
from claims.plan import Concede, CountTricks, DrawTrumps, Rest, Ruff, Technique
from claims.ruling import Claim, adjudicate
from claims.statement import ASIDE_THEIR_TRUMP, parse_statement, structured_text, without_words
from tests.helpers import position

# The corpus' full deal, spades trumps, South on lead:
#   North ♠Q43 ♥AJ5 ♦AKQ6 ♣743     East ♠652 ♥Q63 ♦T752 ♣K65
#   South ♠AKJ98 ♥742 ♦3 ♣AQJ2     West ♠T7 ♥KT98 ♦J984 ♣T98
FULL = position(
    "N:Q43.AJ5.AKQ6.743 652.Q63.T752.K65 AKJ98.742.3.AQJ2 T7.KT98.J984.T98", "S", "S"
)


def test_their_trump_is_known_not_counted_as_his() -> None:
    for text in ("you have a trump", "West has a trump left", "du har en trumf",
                 "you have a trump trick"):
        plan = parse_statement(text, FULL, Seat.S)
        assert without_words(plan.steps) == (Rest(),), text
        assert not any(isinstance(step, CountTricks) for step in plan.steps), text
        assert plan.mentions_trump and plan.unknown == (), text
        assert [meaning for meaning, _ in plan.asides] == [ASIDE_THEIR_TRUMP], text
        again = parse_statement(structured_text(plan), FULL, Seat.S)
        assert again.mentions_trump and again.asides == ((ASIDE_THEIR_TRUMP, "they have a trump"),)
    # his own: still a count
    plan = parse_statement("I have a trump", FULL, Seat.S)
    assert any(isinstance(step, CountTricks) for step in plan.steps)


def test_a_card_of_theirs_they_have_is_in_question() -> None:
    for text, card in (("you have the ♥K", "HK"), ("East has the club king", "CK"),
                       ("West has the ten of trumps", "ST")):
        plan = parse_statement(text, FULL, Seat.S)
        assert not any(isinstance(step, CountTricks) for step in plan.steps), text
        assert plan.in_question == (Card.parse(card),) and plan.unknown == (), text
        again = parse_statement(structured_text(plan), FULL, Seat.S)
        assert again.in_question == plan.in_question
    assert parse_statement("West has the ten of trumps", FULL, Seat.S).mentions_trump
    # a card of his own side "they have" is no card of theirs: reported, not guessed
    plan = parse_statement("East has the ace of trumps", FULL, Seat.S)
    assert plan.in_question == () and plan.unknown


def test_throw_you_in_is_the_throw_in() -> None:
    for text in ("I'll throw you in with a heart", "throw West in", "jeg spiller ham ind"):
        plan = parse_statement(text, FULL, Seat.S)
        assert without_words(plan.steps) == (Technique("throw-in"),), text
    assert not isinstance(parse_statement("throw a heart", FULL, Seat.S).steps[0], Technique)


def test_you_have_a_trump_rules_as_a_statement_about_it() -> None:
    # Seed 004's 4♥ example (positions/006): South claims the rest, East holds a small
    # trump.  Unstated, two more spades before trumps is normal and East ruffs: 4 of 5.
    # "You have a trump" is a statement about it (70C1): he draws it first, all 5.
    pos = position("S:AQJ.JT.. T..QJ97. 98...AQT 5.2..643", "H", "S")
    for text, tricks in (("", 4), ("you have a trump", 5)):
        plan = parse_statement(text, pos, Seat.S)
        assert adjudicate(Claim(pos, Seat.S, 5), plan, analyse=False).claimer_tricks == tricks


def test_giving_an_opponent_a_card_is_a_concession() -> None:
    # "I'm giving East the ♣K" was "play ♣K" (East's card: the stated line broke at
    # once) with "giving" and "East" not understood; it is the ♣ trick given up, as
    # "I'll give you the ♣K" already was
    for text in ("I'm giving East the ♣K", "give West a heart", "jeg giver øst klør konge"):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == () and type(plan.steps[0]).__name__ == "Concede", text


def test_danish_you_and_a_ruff_with_a_named_card() -> None:
    # Danish "I har en trumf" (you have a trump) was the count "I have 1 spade";
    # "jeg trumfer med damen" (I ruff with the queen) was drawing trumps with "damen"
    # not understood: now the verb, and with no suit named it is reported whole, not
    # misread; with the suit it is the ruff with dummy's ♠Q
    plan = parse_statement("I har en trumf", FULL, Seat.S)
    assert [meaning for meaning, _ in plan.asides] == [ASIDE_THEIR_TRUMP]
    assert not any(isinstance(step, CountTricks) for step in plan.steps)
    plan = parse_statement("jeg trumfer med damen", FULL, Seat.S)
    assert without_words(plan.steps) == (Rest(),) and "trumfer" in plan.unknown
    plan = parse_statement("jeg trumfer en hjerter med damen", FULL, Seat.S)
    assert plan.unknown == ()
    (ruff,) = plan.steps
    assert isinstance(ruff, Ruff) and ruff.card == Card.parse("SQ")


def test_a_loser_he_says_he_has_is_a_trick_lost_not_counted() -> None:
    # "I have a club loser" was the count "I have 1 club", the opposite of his words
    for text, count in (("I have a club loser", 1), ("a club loser at the end", 1),
                        ("two heart losers", 2)):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == () and not any(
            isinstance(step, CountTricks) for step in plan.steps
        ), text
        (step,) = [s for s in plan.steps if isinstance(s, Concede)]
        assert step.count == count, text
    # "my losers go on the diamonds" stays a discard
    assert type(parse_statement("my club loser goes on the ace of diamonds", FULL, Seat.S)
                .steps[0]).__name__ == "Discard"


def test_nine_tricks_and_their_card_as_the_exception() -> None:
    # "I have nine tricks" was the count "I have 1 spade" (the ♠9): a number of tricks
    # is the total claimed, no step
    for text in ("I have nine tricks", "I'll make eight tricks"):
        plan = parse_statement(text, FULL, Seat.S)
        assert without_words(plan.steps) == (Rest(),) and plan.unknown == (), text
    # "everything but the club king", "the ♣K is a loser": East's ♣K was "play ♣K"
    # (his side does not hold it: the line broke at once); it is the club given up
    for text in ("everything but the club king", "the ♣K is a loser"):
        plan = parse_statement(text, FULL, Seat.S)
        assert any(isinstance(s, Concede) and s.suit is not None and s.suit.name == "C"
                   for s in plan.steps), text
    # a bare card stays a card step (the structured syntax), reported when not his
    assert type(parse_statement("♣K", FULL, Seat.S).steps[0]).__name__ == "PlayCards"


def test_two_more_trumps_is_two_rounds() -> None:
    # "two more trumps and everything is good" drew trumps to the end with "two" and
    # "more" not understood; a number before "more" counts the rounds still to come
    for text in ("two more trumps and everything is good", "two more rounds of trumps"):
        plan = parse_statement(text, FULL, Seat.S)
        assert plan.unknown == () and without_words(plan.steps)[0] == DrawTrumps(rounds=2), text
    # "no more trumps" is his belief, not a count: still no rounds
    assert not any(isinstance(s, DrawTrumps) and s.rounds is not None
                   for s in parse_statement("there are no more trumps", FULL, Seat.S).steps)


def test_danish_and_long_numbers_of_tricks_are_the_total() -> None:
    # "jeg har ni stik", "twelve tricks": the words were not understood (reported);
    # they are the total claimed, as "12 tricks" already was; "spar ni" is no total
    for text in ("jeg har ni stik", "jeg har tolv stik", "I have twelve tricks"):
        plan = parse_statement(text, FULL, Seat.S)
        assert without_words(plan.steps) == (Rest(),) and plan.unknown == (), text
    # "spar ni" is no total: the ♠9 (round 19 reads spot cards said in words; it was
    # reported before)
    plan = parse_statement("spar ni", FULL, Seat.S)
    assert plan.unknown == () and not any(isinstance(s, CountTricks) for s in plan.steps)
    assert structured_text(plan) == "play S9"
