"""Stated ruffs (issue 8, classes 3 and 7: a statement tells what he knows and how he
plays, and a stated line is not abandoned at its first turn): a ruff in a hand that
still holds a card of the suit, and "ruff high" (below).

Found on the Bridge Winners teams trial (positions/published/na_bw_teams_trial_4s_trump_out.toml):
with North on lead, holding ♦A-Q-J-8-2 and no trump, and South holding ♠J-7-3-2 and the
♦9, the statement "ruff a diamond, then draw trumps" was read as broken at once: "ruff a
diamond in North's hand", North has no trump (no hand was void, so the first hand of
the side was taken), and the whole line was dropped for careless play (6 of 8, no better
than no statement).  A director reads it as the line it is: the ♦A first (South's ♦9
goes), a diamond ruffed in South, then the trump drawn.  And the suggestion for the
failed claim ("what would have saved it") could not find it.

Now, with neither hand void, the ruffing hand is the one with trumps that is shorter in
the suit; while it still holds the suit and partner holds more, the ruff waits (the
line is not broken), and the longer hand on lead cashes the suit's master first (a
normal play without any statement too: tests/test_search_properties.py's "a stated line
never does worse than none" still holds).  A ruff in a hand as long in the suit as
partner is still reported as impossible.  Expected values are worked out by hand below.
"""

from __future__ import annotations

from claims.cards import Card, Seat, Suit
from claims.normal_play import Claimant, initial_state, plan_plays
from claims.plan import DrawTrumps, Ruff
from claims.ruling import Claim, adjudicate
from claims.statement import parse_statement, without_words
from tests.helpers import position

# The end position of the teams trial after five tricks, spades trumps, East on lead:
#   North ♥KQJ ♦AQJ82        East ♥52 ♦T74 ♣T65
#   South ♠J732 ♥43 ♦9 ♣J    West ♠6 ♥97 ♦K653 ♣3
TRIAL = "N:.KQJ.AQJ82. .52.T74.T65 J732.43.9.J 6.97.K653.3"
STATED = "ruff a diamond, then draw trumps"


def test_with_no_void_the_ruff_is_in_the_shorter_hand_with_trumps() -> None:
    pos = position(TRIAL, "S", "E")
    # North holds five diamonds and no trump, South one diamond and four trumps
    assert pos.ruffing_hand(Seat.S.side, Suit.D) is Seat.S
    # a hand void in the suit is the one, as before: North is void in clubs
    assert pos.ruffing_hand(Seat.S.side, Suit.C) is Seat.N


def test_the_longer_hand_cashes_the_master_first_and_the_line_holds() -> None:
    # East has led the ♦T, South followed with the ♦9, West the ♦K, North won with the
    # ♦A: North is on lead with ♦Q-J-8-2, South void in diamonds.  Before that, North on
    # lead at the start (a heart won in dummy, say) with South's ♦9 still there: the
    # stated ruff's turn is the ♦A, not a broken line.
    pos = position(TRIAL, "S", "N", trick="")
    plan = parse_statement(STATED, pos, Seat.S)
    assert without_words(plan.steps) == (Ruff(Suit.D), DrawTrumps())
    claimant = Claimant(Seat.S, True)
    state, plays = plan_plays(initial_state(plan.steps, pos, Seat.S.side), pos, claimant)
    assert not state.broken, state.broken
    assert plays is not None and [p.card for p in plays] == [Card.parse("DA")]
    # the cash is no ruff round: the step still waits for its ruff
    assert state.rounds == 0 and not state.in_trick


def test_the_stated_ruff_then_draw_makes_the_claim_good() -> None:
    # By hand: double dummy North-South take all 8 (the ruling's own figure).  On the
    # stated line, whatever East leads: the ♦A is cashed when North is on lead (South's
    # ♦9 goes), a low diamond is ruffed in South while West, with four diamonds, still
    # follows (no overruff possible), and the ♠J draws West's ♠6, the last trump.
    # South then holds ♠7-3, ♥4-3 and the ♣J (the top club left: East's ♣T-6-5 and
    # West's ♣3 are all below it) and North ♥K-Q-J and two diamonds: the two trumps and
    # the ♣J are cashed (North throws diamonds) and a heart crosses to the ♥K-Q: every
    # trick.  Before the fix the line broke at its first turn and the claim got 6.
    pos = position(TRIAL, "S", "E")
    plan = parse_statement(STATED, pos, Seat.S)
    ruling = adjudicate(Claim(pos, Seat.S, 8), plan, analyse=False)
    assert ruling.claimer_tricks == 8
    assert not any("cannot be followed" in note for note in ruling.plan_notes)


def test_a_ruff_in_a_hand_as_long_as_partner_is_still_impossible() -> None:
    # North ♥2 ♦A-2 (no trump), South ♠A-4 ♦3, spades trumps, North on lead: "ruff a
    # diamond in hand" (South) with South's ♦3 beside North's ♦A-2 waits, North cashing
    # the ♦A first.
    # With South ♦3-4 opposite North's ♦A-2 (as long), the ruff can never come by his
    # own leads: reported as impossible at once, as before.
    pos = position("N:.2.A2. K..Q.K A4..3. .A.KJ.", "S", "N")
    assert pos.ruffing_hand(Seat.S.side, Suit.D) is Seat.S
    claimant = Claimant(Seat.S, True)
    plan = parse_statement("ruff a diamond in hand", pos, Seat.S)
    assert without_words(plan.steps) == (Ruff(Suit.D, in_hand=Seat.S),)
    state, plays = plan_plays(initial_state(plan.steps, pos, Seat.S.side), pos, claimant)
    assert not state.broken and plays is not None
    assert [p.card for p in plays] == [Card.parse("DA")]
    level = position("N:.2.A2. K..Q.K A..43. .A.KJ.", "S", "N")
    plan = parse_statement("ruff a diamond in hand", level, Seat.S)
    state, plays = plan_plays(initial_state(plan.steps, level, Seat.S.side), level, claimant)
    assert "still holds the suit" in state.broken


def test_the_player_is_told_the_statement_that_would_have_saved_it() -> None:
    # With no statement the claim fails (the trump out: a low ruff overruffed, or the
    # diamonds cashed from the top with the ♦K out).  The lesson a director gives is
    # "ruff a diamond in hand and draw the trump": the suggestion now finds it; before,
    # no ruff was offered in a hand still holding the suit, and the draw alone breaks
    # at once (North has no trump and no master way to South).  The one-step
    # candidates ("draw trumps", the finesses, the drop, a ruff alone) do not save it:
    # after "ruff a diamond in South" alone the ♠6 is still out and a claimer who never
    # spoke of trumps may cash the hearts, West ruffing the third (Law 70C), so the
    # first saving statement has two steps.
    from claims.service import suggest
    from solver_bindings import EndplaySolver

    pos = position(TRIAL, "S", "E")
    solver = EndplaySolver()
    ruling = adjudicate(Claim(pos, Seat.S, 8), parse_statement("", pos, Seat.S), solver)
    assert not ruling.stands
    lesson = suggest(ruling, solver, time_limit=60)
    assert lesson is not None and lesson.plan is not None
    assert without_words(lesson.plan.steps) == (Ruff(Suit.D, in_hand=Seat.S), DrawTrumps())
    assert lesson.tricks == 8


# --------------------------------------------------------------------------- ruff high
# "I'll ruff high and draw trumps" is the textbook clarification, and seed 004 says why it
# is needed: without it a low ruff is normal ("det er 'normalt' at trumfe lavt med risiko
# for en overtrumfning").  Before, "high" was read as nothing (a filler: "ruff a diamond
# high" was a plain ruff, low ruff and all), "ruff high and draw trumps" lost "ruff", and
# "trumfer højt og trækker trumf" was read as drawing trumps twice.
#
# Spades trumps, North on lead, South claims all four:
#   North ♥A-K-Q ♦4          East ♦A-K ♣3-2
#   South ♠A-K-2 ♥3          West ♠Q ♥J-T-9
# By hand: North's ♦4 is ruffed in South (East wins the diamond otherwise, and South,
# void, ruffs: a sure win with the ♠K or ♠A).  Ruffed with the ♠2, West (void in
# diamonds) overruffs with the ♠Q: one trick lost, 3.  Ruffed high, the ♠K is the lowest
# trump above the ♠Q; the ♠A then draws the ♠Q and the ♥3 crosses to North's hearts:
# all 4.  Led first or last, the diamond is the same trick.
RUFF_HIGH_DEAL = "N:.AKQ.4. ..AK.32 AK2.3.. Q.JT9.."


def ruled(statement: str) -> int:
    pos = position(RUFF_HIGH_DEAL, "S", "N")
    plan = parse_statement(statement, pos, Seat.S)
    return adjudicate(Claim(pos, Seat.S, 4), plan, analyse=False).claimer_tricks


def test_ruff_high_is_read_as_how_he_ruffs() -> None:
    pos = position(RUFF_HIGH_DEAL, "S", "N")
    for text, steps in (
        ("ruff a diamond high", (Ruff(Suit.D),)),
        ("I'll ruff high and draw trumps", (DrawTrumps(),)),
        ("ruff the diamond with a top trump", (Ruff(Suit.D),)),
        ("trumfer højt og trækker trumf", (DrawTrumps(),)),
    ):
        plan = parse_statement(text, pos, Seat.S)
        assert plan.ruff_high and plan.unknown == (), text
        assert without_words(plan.steps) == steps, text
        assert plan.mentions_trump, text  # ruffing high guards against their trump
        # shown, and typed back the same
        from claims.statement import ASIDE_RUFF_HIGH, describe_extras, structured_text

        assert ASIDE_RUFF_HIGH in [meaning for meaning, _ in describe_extras(plan)]
        from cli.i18n import describe_no_step

        assert any(m.startswith("han trumfer højt") for m, _ in describe_no_step(plan, "da"))
        again = parse_statement(structured_text(plan), pos, Seat.S)
        assert again.ruff_high and without_words(again.steps) == steps
    # "the spades are high" is a suit called good, not a ruff
    assert not parse_statement("the hearts are high", pos, Seat.S).ruff_high


def test_a_claimer_who_said_ruff_high_does_not_ruff_low() -> None:
    assert ruled("") == 3  # the low ruff is normal (seed 004)
    assert ruled("ruff a diamond") == 3  # a stated ruff, still low
    assert ruled("ruff high") == 4
    assert ruled("ruff a diamond high") == 4
    assert ruled("trumfer højt") == 4


def test_the_high_ruff_is_the_lowest_above_their_trumps() -> None:
    from claims.normal_play import normal_plays

    # after North's ♦4 and East's ♦A, South to play: the ♠K (above West's ♠Q), not the
    # ♠A nor the ♠2
    pos = position(RUFF_HIGH_DEAL, "S", "N", trick="D4 DA")
    plan = parse_statement("ruff high", pos, Seat.S)
    from claims.ruling import claimant_for

    claimant = claimant_for(Claim(pos, Seat.S, 4), plan)
    turn = normal_plays(pos, claimant, initial_state(plan.steps, pos, Seat.S.side))
    assert [p.card for p in turn.plays] == [Card.parse("SK")]
    assert any(rule.name == "stated-ruff-high" for rule in turn.plays[0].rules)


def test_the_trump_he_names_is_the_one_he_ruffs_with() -> None:
    # "ruff a diamond with the king, then draw trumps" (the ♠K, his: it beats West's
    # ♠Q; the ♠A then draws it): all 4; "with the two": West overruffs, 3.  Named
    # alone, "with the king" says nothing of their trump (unlike "ruff high"), so the
    # claimer may forget the ♠Q after the ruff and cash hearts (Law 70C): 3.  Before,
    # the named rank was not understood (reported) and the ruff could be low.
    pos = position(RUFF_HIGH_DEAL, "S", "N")
    plan = parse_statement("ruff a diamond with the king", pos, Seat.S)
    assert plan.unknown == ()
    assert without_words(plan.steps) == (Ruff(Suit.D, in_hand=Seat.S, card=Card.parse("SK")),)
    assert ruled("ruff a diamond with the king, then draw trumps") == 4
    assert ruled("ruff a diamond with the ♠2, then draw trumps") == 3
    assert ruled("ruff a diamond with the king") == 3
    # a trump of theirs is not his to ruff with: reported, not guessed
    assert parse_statement("ruff a diamond with the queen", pos, Seat.S).unknown == ("queen",)
