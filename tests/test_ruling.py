"""What a ruling says: verdict, laws, reasons, contract result, settings that decided."""

from __future__ import annotations

from claims import rules as R
from claims.cards import Card, Seat, Suit
from claims.contract import Contract
from claims.plan import Plan, Ruff, Technique
from claims.ruling import Claim, ClaimKind, adjudicate
from tests.helpers import position

BLACK_ACES = "S:A...A .5..2 ..32. 5.6.."


def test_failed_claim_cites_70c_and_names_the_careless_choice() -> None:
    ruling = adjudicate(Claim(position(BLACK_ACES, trump="C"), Seat.S, 2), Plan())
    assert (ruling.claimer_tricks, ruling.opponent_tricks) == (1, 1)
    assert "70C" in ruling.laws
    first = ruling.line[0]
    assert first.card == Card.parse("SA") and first.best_alternative == (Card.parse("CA"), 2)
    assert R.UNAWARE_OF_TRUMP in first.rules
    assert ruling.verdict.endswith("1 to North-South, 1 to East-West")


def test_standing_claim_names_the_restriction_it_rests_on() -> None:
    ruling = adjudicate(
        Claim(position("S:.AK2.. 3..32. 654... .7.54.", trump="H"), Seat.S, 3), Plan()
    )
    assert ruling.stands
    rested = {d.rule for d in ruling.decisive}
    assert R.TRUMPS_FROM_THE_TOP in rested
    assert any(d.card == Card.parse("H2") for d in ruling.decisive)


def test_stated_squeeze_is_credited_with_best_play() -> None:
    pos = position(BLACK_ACES, trump="C")
    plan = Plan(steps=(Technique("squeeze"),))
    assert adjudicate(Claim(pos, Seat.S, 2), plan).claimer_tricks == 2


def test_impossible_statement_is_followed_up_to_the_impossibility_and_says_so() -> None:
    pos = position(BLACK_ACES, trump="C")
    plan = Plan(steps=(Ruff(Suit.S, Seat.N),), text="ruff a spade in dummy")
    ruling = adjudicate(Claim(pos, Seat.S, 2), plan)
    assert ruling.claimer_tricks == 1  # then ruled as if nothing more was stated
    assert any("cannot be followed" in reason for reason in ruling.reasons)


def test_concession_of_a_trick_that_cannot_be_lost_is_restored_under_71() -> None:
    pos = position(BLACK_ACES, trump="C")
    ruling = adjudicate(Claim(pos, Seat.S, 1, kind=ClaimKind.CONCESSION, trump_aware=True), Plan())
    assert ruling.claimer_tricks == 2
    assert "71" in ruling.laws and "restored" in ruling.verdict


def test_contract_result_and_score() -> None:
    import dataclasses

    pos = position(BLACK_ACES, trump="C")
    # 11 tricks already won: 9 by declarer, 2 by the defenders; 2 left
    pos = dataclasses.replace(pos, tricks_won=(9, 2))
    claim = Claim(pos, Seat.S, 2, contract=Contract.parse("5C"), vulnerable=True)
    ruling = adjudicate(claim, Plan())
    # the worst normal line takes 1 of the 2: 10 tricks, one off vulnerable
    assert ruling.result is not None and ruling.result.declarer_tricks == 10
    assert ruling.result.score == -100


def test_no_contract_result_when_the_tricks_won_before_are_unknown() -> None:
    # two cards left and no tricks won recorded: a "5C eight off" would be invented
    pos = position(BLACK_ACES, trump="C")
    claim = Claim(pos, Seat.S, 2, contract=Contract.parse("5C"), vulnerable=True)
    assert adjudicate(claim, Plan()).result is None


def test_the_ruling_says_which_setting_decided() -> None:
    from pathlib import Path

    from claims.casefile import load_case
    from claims.service import rule_case

    case = load_case(Path(__file__).parent.parent / "positions" / "014_wb_754_opposite_void.toml")
    ruling = rule_case(case)  # WB 8.70.5: 754 opposite a void, a singleton 6 out
    assert ruling.claimer_tricks == 2
    effects = {(e.name, e.other, e.tricks_with_other) for e in ruling.setting_effects}
    assert ("suit-order", "top-down", 3) in effects
    assert any("suit-order = solidity decided" in r for r in ruling.reasons)


def test_a_concession_is_never_made_bigger_than_it_was() -> None:
    # Clubs trumps: South ♠A ♣A ♦2, West ♠K ♦AK, North ♠3 ♥3 ♦3, East ♣2 ♥K ♦Q; South
    # concedes the diamond (keeps 2 of 3) and says nothing of East's ♣2, which he may
    # have forgotten (70C).  Hand analysis: the ♦2 first (the trick he conceded, any
    # order): West wins and leads the ♦A, South ruffs with the ♣A, and East ruffs the ♠A
    # with the ♣2: 1 trick, one more lost than he conceded.  Law 71 only cancels conceded
    # tricks, it never adds to them: the ruling is the 2 he kept, and says why.
    pos = position("S:A..2.A K..AK. 3.3.3. .K.Q.2", trump="C", leader="S")
    conceded = adjudicate(Claim(pos, Seat.S, 2, kind=ClaimKind.CONCESSION), Plan())
    assert conceded.claimer_tricks == 2 and "stands" in conceded.verdict
    assert conceded.reasons[0].startswith("the concession stands (Law 71)")
    assert "71" in conceded.laws
    # the same words as a disputed claim of 2: the normal line that loses two decides
    assert adjudicate(Claim(pos, Seat.S, 2), Plan()).claimer_tricks == 1


def test_the_ebl_concession_stands() -> None:
    # EBL TD course 2016, S1 b): South concedes one off (keeps 4 of 6); the course rules
    # that the concession stands (a club exit is not irrational, and the endplay that
    # makes is not stated).  The club exit loses the conceded trick and no normal line
    # loses more (with the opponents out of trumps he does not cash his own:
    # trumps-not-forced), so the 4 he kept are the ruling.
    from pathlib import Path

    from claims.casefile import load_case
    from claims.service import rule_case

    path = Path(__file__).parent.parent / "positions" / "published"
    case = load_case(path / "ebl_prague2016_s1b_concession_stands.toml")
    ruling = rule_case(case)
    assert ruling.claimer_tricks == 4 and "stands" in ruling.verdict
    assert "71" in ruling.laws


def test_a_concession_kept_by_a_normal_line_says_so_not_that_no_line_loses() -> None:
    # Swedish Laws Commission LK 1408: West concedes one down (keeps 1 of 3) with dummy's
    # DK and CJ high; the director let it stand because leading dummy's H9 into South's
    # HJ is a normal careless play.  The reasons used to read "no normal line within the
    # statement loses a trick" (true only against the 1 he kept) with a 70C sentence; the
    # ruling now says the concession stands because of the normal line it shows.
    from pathlib import Path

    from claims.casefile import load_case
    from claims.service import rule_case
    from solver_bindings import EndplaySolver

    path = Path(__file__).parent.parent / "positions" / "published"
    case = load_case(path / "se_lk1408_4h_concession_one_down_dummy_high.toml")
    ruling = rule_case(case, EndplaySolver())
    assert ruling.claimer_tricks == 1 and "stands" in ruling.verdict
    assert ruling.reasons[0].startswith(
        "the concession stands (Law 71): a normal line (below) gives only the 1 trick(s)"
    )
    assert not any("no normal line" in r or "no legal play" in r for r in ruling.reasons)
    assert ruling.laws == ("71",)


def test_no_legal_play_loses_is_said_only_when_every_restriction_was_tried() -> None:
    # two top winners: no restriction matters, and the full analysis says so; without
    # the analysis (or with it cut short) the sentence would be a claim nobody checked
    pos = position("S:A...A .5..2 ..32. 5.6..", trump="NT")
    sentence = "no legal play of the claimer's side loses a trick either"
    claim = Claim(pos, Seat.S, 2)
    assert sentence in adjudicate(claim, Plan()).reasons
    assert sentence not in adjudicate(claim, Plan(), analyse=False).reasons


def test_the_trump_finding_is_stated_even_when_the_worst_line_is_an_aware_one() -> None:
    # amourdubridge.fr, 'Lorsqu'un joueur table', second diagram: South ♠QJ ♥K5, North
    # ♠54 ♥A4; West ♠7 ♥87 ♦5, East ♥QJ ♦98; spades trumps, South tables silently.  West
    # must follow to both hearts, so his ♠7 wins nothing in any order: 4 of 4 whether or
    # not South forgot it.  The lines tie, the simpler (aware) one is shown, but the
    # finding stays what the statement gives: possibly unaware (70C2), and the reasons
    # say that the forgotten trump costs nothing (70C3 not met).
    pos = position("N:54.A4.. .QJ.98. QJ.K5.. 7.87.5.", trump="S", leader="S")
    ruling = adjudicate(Claim(pos, Seat.S, 4), Plan())
    assert ruling.claimer_tricks == 4
    assert ruling.aware_of_trump is False
    assert any("70C3 is not met" in reason for reason in ruling.reasons)


def test_a_forced_card_in_the_line_carries_no_rule() -> None:
    # one card each: South's ♠A and North's ♠K are the only cards they hold; a rule tag
    # on them would be noise a director has to read past
    from tests.helpers import rule

    ruling = rule(position("S:A... 2... K... 3...", trump="NT", leader="S"))
    steps = [step for step in ruling.line if step.claimer_side]
    assert len(steps) == 2
    assert all(step.rules == () and step.note == "the only card" for step in steps)
