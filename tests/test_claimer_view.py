"""The claimer's view (claims.view): each class of harsh ruling found on published
rulings (issue 8), on a small constructed position that the older model ruled harsher.

Each test names the rule that now decides, and checks the ruling cites it.  The older
model's value is given in a comment (measured on the commit before claims/view.py).
"""

from __future__ import annotations

from claims import rules as R
from claims.cards import Card, Seat, Suit
from claims.normal_play import Settings
from claims.plan import Plan
from claims.ruling import Claim, Ruling, adjudicate
from claims.statement import parse_statement
from claims.view import OversightScope, known_suits
from tests.helpers import cards, normal_set, position


def _rule(
    deal: str,
    trump: str = "NT",
    leader: str = "S",
    trick: str = "",
    claimer: str = "S",
    statement: str = "",
    settings: Settings | None = None,
) -> Ruling:
    pos = position(deal, trump=trump, leader=leader, trick=trick)
    seat = Seat.parse(claimer)
    plan = parse_statement(statement, pos, seat) if statement else Plan()
    claim = Claim(pos, seat, pos.tricks_left, statement=statement)
    return adjudicate(claim, plan, settings=settings or Settings())


def _rests_on(ruling: Ruling, rule: R.Rule) -> bool:
    return any(d.rule is rule for d in ruling.decisive)


# 1. What the claimer sees: West (defender) claims; dummy's ♠Q is face up and plays after
#    him.  Playing the ♠J from ♠A-J is not a finesse (70E1 is about not knowing which
#    opponent holds a card), it loses on sight.  Older model: 2 of 3.
DUMMY_QUEEN = "S:3...32 AJ.A.. Q.2.2. ..43.4"


def test_a_card_seen_in_dummy_is_no_finesse() -> None:
    pos = position(DUMMY_QUEEN, trick="S3")
    assert set(normal_set(pos, claimer="W")) == cards("SA")
    ruling = _rule(DUMMY_QUEEN, trick="S3", claimer="W")
    assert ruling.claimer_tricks == 3
    assert _rests_on(ruling, R.PLACED_HONOURS)


# 2. Win when able beats second hand low when the winner is sure: East leads the last
#    trump, the ♥7, into South's ♥Q-J-6.  Ducking with the 6 throws a trick he sees.
#    Older model: 2 of 3.
LAST_TRUMP = "S:.QJ6.. 234... ...432 .7.32."


def test_a_sure_trump_winner_is_not_ducked() -> None:
    pos = position(LAST_TRUMP, trump="H", leader="E", trick="H7")
    assert Card.parse("H6") not in normal_set(pos, aware=True)
    ruling = _rule(LAST_TRUMP, trump="H", leader="E", trick="H7")
    assert ruling.claimer_tricks == 3
    assert _rests_on(ruling, R.WIN_WHEN_ABLE)


# 3. A statement tells what he knows: clubs are trumps, South claims all four with ♠K, ♥T,
#    ♦3 and ♣4 opposite ♠J54 ♦2, saying "two spades, a heart and a diamond".  His two
#    spade tricks are ♠K and ♠J, so he knows West's ♠6 is out: he is not taken to have
#    overlooked it (practice note 3: a count is not an order, but it tells what he knows).
#    Silent, the ♠6 is no oversight that explains the claim: West holds ♣T95 over his ♣4,
#    trumps his side cannot draw, and a claimer aware of them does not think every card
#    he holds wins; claiming every trick, what he overlooked is the trump (70C2, seed 004
#    'Manglende trumftrækning': "Når Syd ikke nævner Østs trumf, er det muligt, at han
#    har glemt den"), and that is the one oversight taken either way (the model of
#    16:05 took the ♠6 when silent: 0 of 4).  Hand analysis, unaware of the trump: South
#    leads a side winner, say the ♥T; West ruffs, and his ♣9 and ♣T draw the ♣4 and take
#    two more tricks, so West's three trumps take three tricks; the fourth is a spade,
#    since his side keeps the ♠K or the ♠J while it sees the ♠6 out (keep-masters), and
#    West's ♠6 cannot beat either: 1 of 4, with or without the count.
COUNTED = "N:J54..2. .75.QJ. K.T.3.4 6...T95"
COUNT = "two spades, a heart and a diamond"


def test_a_count_shows_which_cards_he_knows_are_winners() -> None:
    pos = position(COUNTED, trump="C")
    plan = parse_statement(COUNT, pos, Seat.S)
    assert Suit.S in known_suits(plan, pos, Seat.S.side)
    counted = _rule(COUNTED, trump="C", statement=COUNT)
    silent = _rule(COUNTED, trump="C")
    assert (counted.claimer_tricks, silent.claimer_tricks) == (1, 1)
    assert "♠6" not in silent.oversight and "♠6" not in counted.oversight
    assert "outstanding trump" in silent.oversight


# 4. One oversight, not one in every suit: ♥J6 and ♦J6 with both nines out.  He may have
#    overlooked the ♥9 or the ♦9, not both at once; the ruling names the one it takes.
#    Older model (a card forgotten in every suit): 1 of 5; the setting keeps that view.
TWO_NINES = "S:A.J6.J6. 5432...2 ...AKQJT KQJ.9.9."


def test_one_oversight_at_the_claim_and_the_ruling_names_it() -> None:
    ruling = _rule(TWO_NINES)
    assert ruling.claimer_tricks == 2
    assert "East's ♥9" in ruling.oversight and "♦9" not in ruling.oversight
    assert any("one-oversight" in reason for reason in ruling.reasons)
    every = _rule(TWO_NINES, settings=Settings(oversight=OversightScope.EVERY_SUIT))
    assert every.claimer_tricks == 1
    assert any(e.name == "oversight" and e.tricks_with_other == 1 for e in ruling.setting_effects)


# 5. Connection between the hands: South ♠A ♥2 opposite North ♥A ♦2.  Crossing with the
#    ♥2 first strands the ♠A (North has no way back): not careless but irrational
#    (DBf LKU-20 2.1; Rainsford "so tortuous").  Older model: 1 of 2.
STRANDED = "S:A.2.. ..AK. .A.2. ...32"


def test_no_crossing_that_strands_the_other_hand() -> None:
    assert set(normal_set(position(STRANDED))) == cards("SA")
    ruling = _rule(STRANDED)
    assert ruling.claimer_tricks == 2
    assert _rests_on(ruling, R.KEEP_ENTRIES)


# 6. Partner's card he sees is winning is not ruffed: East (defender) claims; West's ♠Q
#    is led, dummy's ♠K is seen to stay in dummy, declarer shows no higher spade the
#    claimer could fear.  Ruffing partner's winner with the ♥A is worse than careless.
#    Older model: 1 of 2.
PARTNER_WINS = "S:...43 Q..2. K2... .A..2"


def test_partners_visible_winner_is_not_ruffed() -> None:
    pos = position(PARTNER_WINS, trump="H", leader="W", trick="SQ S2")
    plays = normal_set(pos, claimer="E")
    assert Card.parse("HA") not in plays
    ruling = _rule(PARTNER_WINS, trump="H", leader="W", trick="SQ S2", claimer="E")
    assert ruling.claimer_tricks == 2
    assert _rests_on(ruling, R.NO_RUFFING_PARTNER)


# 7. A stated line that breaks: "cash the spades" and the ♠3 loses to West's ♠4.  He
#    re-plans from what he sees, and a loser on a loser (the ♣2 on West's ♦K) is a
#    careless but normal way on (practice note 2).  Older model: 4 of 5 (forced ruff).
BROKEN = "S:AK3.2..2 QJ4..KQ. ..32.AKQ ..JT9.JT"


def test_after_a_visible_failure_loser_on_loser_is_normal() -> None:
    ruling = _rule(BROKEN, trump="H", statement="cash the spades")
    assert ruling.claimer_tricks == 3
    discards = [s for s in ruling.line if s.note == "a loser on a loser"]
    assert discards and R.STATED_LINE_BREAKS in discards[0].rules
