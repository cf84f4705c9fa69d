"""Statements, round 14 (the round's held-out batch).

Each test fails on main (3db4117) and passes after:

* "ruff it" (EBU TD forum 'Wording of a claim': he has led a small heart, dummy holds
  the last trump) reported "ruff it" as not understood; "trumf den" was read as drawing
  trumps.  With no suit spoken of before, "it" / "den" is the card his side led to the
  trick in progress, ruffed by the one hand of his side still to play to it.
* "jeg er nødt til at give jer en spar" read "en spar" as a spade trick of his:
  "give jer" is giving them a trick, "er nødt til at" is "have to".
* "I have to lose a trump to the Queen, and am otherwise good" (BBO 'Claim ruling')
  left "Queen" and "otherwise" unread and the rest missing: "to the Queen" is their card
  that wins the trick given up, when they hold that rank of the suit; "otherwise good"
  (apart from that) is the rest; "det giver 5" is the result, as "making 5" is.
"""

from __future__ import annotations

from claims.cards import Card, Seat, Suit
from claims.plan import Concede, DrawTrumps, Rest, Ruff
from claims.statement import parse_statement, without_words
from tests.helpers import position

# Diamonds trumps, South has led the ♥3; dummy holds the last trump (EBU forum 783):
#   North ♠5 ♦2     East ♠K ♥Q     South ♥32     West ♠Q ♥4
LED_BY_HIM = position("N:5..2. K.Q.. .32.. Q.4..", "D", "S", trick="H3")
# 5♥, South leads the ♥J to the trick in progress; West holds ♥Q6 (BBO 'Claim ruling'):
TRUMP_LOSER = position(
    "N:AQJT9.T.K.T 543..T87.64 K2.J97.Q.K8 876.Q6.J95.", "H", "S", trick="HJ"
)
# 5♥, South on lead with ♠5 ♥QJ93, no trump out (BBO 'Is declarer allowed ...'):
GIVE_SPADE = position("N:J7..642. T4..87.7 5.QJ93.. ..JT.Q93", "H", "S")


def test_ruff_it_is_the_card_his_side_led_to_the_trick_in_progress() -> None:
    for text in ("ruff it", "ruff it and oh wait", "trumf den", "trumf den, og øh, vent",
                 "ruff this"):
        plan = parse_statement(text, LED_BY_HIM, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (Ruff(Suit.H, in_hand=Seat.N),), text
        assert not any(isinstance(step, DrawTrumps) for step in plan.steps), text


def test_ruff_it_after_a_step_or_with_a_suit_spoken_of_is_not_the_trick() -> None:
    # after a step said before, the trick in progress is spoken for: reported
    plan = parse_statement("cash the spade, then ruff it", LED_BY_HIM, Seat.S)
    assert not any(isinstance(step, Ruff) and step.suit == Suit.H for step in plan.steps)
    # "trumf" after a draw verb, or "den" as an article, is still the trumps
    for text in ("jeg trækker trumf", "jeg trækker trumf den første runde",
                 "trumf den sidste hjerter"):
        plan = parse_statement(text, TRUMP_LOSER, Seat.S)
        assert any(isinstance(step, DrawTrumps) for step in plan.steps), text
        assert not any(isinstance(step, Ruff) for step in plan.steps), text
    # "trumf den" with no trick in progress: the words do not say which card; reported
    plan = parse_statement("trumf den", GIVE_SPADE, Seat.S)
    assert not any(isinstance(step, Ruff) for step in plan.steps) and plan.unknown


def test_give_them_a_trick_in_danish_infinitive() -> None:
    for text in ("jeg er nødt til at give jer en spar", "I have to give you a spade."):
        plan = parse_statement(text, GIVE_SPADE, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (Concede(Suit.S, count=1),), text


def test_trick_lost_to_their_card_then_otherwise_good() -> None:
    for text in ("I have to lose a trump to the Queen, and am otherwise good. Making 5.",
                 "jeg må tabe en trumf til damen, og ellers står resten. Det giver 5."):
        plan = parse_statement(text, TRUMP_LOSER, Seat.S)
        assert plan.unknown == (), text
        assert without_words(plan.steps) == (Concede(Suit.H, count=1), Rest()), text
    # a rank they do not hold in the suit is not their card: left unread, not guessed
    plan = parse_statement("I have to lose a trump to the king", TRUMP_LOSER, Seat.S)
    assert "king" in plan.unknown
    assert Card.parse("HQ") in TRUMP_LOSER.hands[Seat.W]
