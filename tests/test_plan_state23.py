"""Round 23: a stated step carried out on a trick the opponents led.

The plan state counted a trick towards a stated step only when his own side led it, so
two published cases' rulings told a director a step "cannot be followed" after the line
shown had followed it:

- FIGB 'L'Esperto risponde', December 2013: East leads a diamond, South claims "I ruff in
  hand"; South ruffs it (the line shows the ruff), and the next turn said "'I ruff in
  hand' cannot be followed: South has no trump to ruff with".  Two faults: the trick in
  progress at the claim was not the ruff's, and dummy, last to play after the ruff, was
  asked again for the ruffing hand's trumps.
- BridgeNL 2024: "you get one in diamonds"; West leads a diamond and East wins it (trick
  8), yet at trick 10 the ruling said "'one in diamonds' cannot be followed: his side has
  no diamond to give up".
"""

from __future__ import annotations

from pathlib import Path

from claims import rules as R
from claims.cards import Card, Rank, Seat, Suit
from claims.casefile import load_case
from claims.normal_play import Claimant, PlanState, after_trick, initial_state
from claims.plan import Concede, Ruff
from claims.position import EndPosition
from claims.ruling import EACH_KEEPS_IT, NO_LEGAL_PLAY_LOSES
from claims.service import rule_case
from tests.helpers import position

ROOT = Path(__file__).resolve().parent.parent / "positions" / "published"
ITALY = ROOT / "it_bridgeditalia2013_two_cards_ruff_in_hand_ruff_in_dummy.toml"
BRIDGENL = ROOT / "nl_bridgenl_2024_4h_last_trump_double_finesse.toml"


def test_the_stated_ruff_is_the_trick_in_progress_the_opponents_led() -> None:
    ruling = rule_case(load_case(ITALY))
    assert ruling.claimer_tricks == 2  # the expert: the defence is entitled to no trick
    ruff = ruling.line[0]
    assert ruff.card == Card(Suit.S, Rank.TWO) and R.STATED_LINE in ruff.rules
    assert not any("cannot be followed" in reason for reason in ruling.reasons)


def test_a_stated_line_that_keeps_the_tricks_is_not_called_any_legal_play() -> None:
    """With "I ruff in hand" and win-when-able each keeping the trick, no one restriction
    decides; but a discard of the ♥2 (a legal play) loses it, so the old sentence "no
    legal play of the claimer's side loses a trick either" was false."""
    ruling = rule_case(load_case(ITALY))
    assert EACH_KEEPS_IT in ruling.reasons
    assert NO_LEGAL_PLAY_LOSES not in ruling.reasons
    assert ruling.laws == ("70D1",)  # the stated line and normal play (as before the fix)


def test_a_suit_given_up_on_their_lead_is_his_stated_concession() -> None:
    ruling = rule_case(load_case(BRIDGENL))
    assert ruling.claimer_tricks == 7  # unchanged: the stated line's value
    assert not any("cannot be followed" in reason for reason in ruling.reasons)


def test_initial_state_counts_their_trick_for_a_ruff_by_the_void_hand_still_to_play() -> None:
    # East has led the ♦3; South (void in diamonds, a trump) plays next
    pos = position("E:..3.2 2.2.. .3..3 3..2.", trump="S", leader="E", trick="D3")
    ruff = (Ruff(Suit.D, Seat.S),)
    assert initial_state(ruff, pos, Seat.S.side).in_trick
    # a ruff by dummy, which still holds a diamond, or of another suit: not this trick's
    assert not initial_state((Ruff(Suit.D, Seat.N),), pos, Seat.S.side).in_trick
    assert not initial_state((Ruff(Suit.C, Seat.S),), pos, Seat.S.side).in_trick


def _trick(deal: str, cards: str) -> tuple[EndPosition, EndPosition]:
    """The positions before the last card of a trick West leads, and after it."""
    after = position(deal, trump="NT", leader="W")
    before = after
    for card in cards.split():
        before, after = after, after.play(Card.parse(card))
    return before, after


def test_after_trick_counts_a_trick_of_the_suit_they_led_and_won() -> None:
    # West leads the ♦K, the others follow low: the diamond he said he gives up is given
    # up on their lead
    claimant = Claimant(Seat.S, aware_of_trump=True)
    state = PlanState(steps=(Concede(Suit.D),))
    before, after = _trick("W:..K. ..2. ..3. ..4.", "DK D2 D3 D4")
    assert after.leader is Seat.W
    assert after_trick(state, before, after, claimant).rounds == 1
    # a trick of another suit is no round of it, nor is one his side wins
    before, after = _trick("W:2... K... 3... 4...", "S2 SK S3 S4")
    assert after.leader is Seat.N
    assert after_trick(state, before, after, claimant).rounds == 0
    hearts = PlanState(steps=(Concede(Suit.H),))
    before, after = _trick("W:..K. ..2. ..3. ..4.", "DK D2 D3 D4")
    assert after_trick(hearts, before, after, claimant).rounds == 0
