"""The restricted search checked against things it does not share code with.

* A brute-force enumeration of every normal line, straight from the rule module
  (no transposition table, no bound, no merging of equal cards), gives the same
  ruling on thousands of random small positions and claims.
* The double-dummy value (the pure-Python oracle) bounds every ruling from above.
* Rotating the seats or permuting the suits (trumps with them) changes nothing.
* A consistent clarification never lowers the tricks awarded.
"""

from __future__ import annotations

import random

from claims.cards import Card, Seat, Side, Suit
from claims.normal_play import Claimant, PlanState, initial_state, normal_plays
from claims.plan import Cash, DrawTrumps, Plan, Step
from claims.position import EndPosition
from claims.ruling import Claim, adjudicate, claimants_for
from claims.view import claim_shows_trump_overlooked
from tests.oracle import oracle_tricks
from tests.strategies import random_position


def brute_force(position: EndPosition, claimant: Claimant, state: PlanState) -> int:
    """Every normal line, enumerated: the minimum of the claimer's tricks."""
    if position.is_over:
        return 0
    side = claimant.side
    if position.to_play.side == side:
        choices = normal_plays(position, claimant, state)
        options = [(p.card, choices.state) for p in choices.plays]
    else:
        options = [(card, state) for card in position.legal_plays()]
    best = 99
    from claims.normal_play import after_trick

    for card, next_state in options:
        after = position.play(card)
        gain = 0
        if not after.trick:
            gain = int(after.tricks_won[side] > position.tricks_won[side])
            next_state = after_trick(next_state, position, after, claimant)
        best = min(best, gain + brute_force(after, claimant, next_state))
    return best


def _random_plan(rng: random.Random, position: EndPosition) -> Plan:
    steps: list[Step] = []
    if position.trump is not None and rng.random() < 0.4:
        steps.append(DrawTrumps())
    if rng.random() < 0.4:
        steps.append(Cash(rng.choice(list(Suit))))
    return Plan(steps=tuple(steps), mentions_trump=any(isinstance(s, DrawTrumps) for s in steps))


def worst_oversight(claim: Claim, plan: Plan, state: PlanState) -> int:
    """The brute force under each oversight at the claim the ruling considers: the
    ruling is the worst of them (claims.view)."""
    return min(
        brute_force(claim.position, claimant, state) for claimant in claimants_for(claim, plan)
    )


def _claim(position: EndPosition, claimer: Seat, aware: bool | None = None) -> Claim:
    return Claim(position, claimer, position.tricks_left, trump_aware=aware)


def test_search_equals_brute_force_enumeration_of_normal_lines() -> None:
    rng = random.Random(20261121)
    compared = 0
    for _ in range(2500):
        position = random_position(rng, rng.randint(1, 3))
        claimer = rng.choice(list(Seat))
        plan = _random_plan(rng, position)
        claim = _claim(position, claimer, rng.choice([None, True, False]))
        ruling = adjudicate(claim, plan, analyse=False)
        state = initial_state(plan.steps, position, claimer.side)
        assert ruling.claimer_tricks == worst_oversight(claim, plan, state), (
            position,
            claimer,
            plan,
        )
        compared += 1
    assert compared == 2500


def test_search_equals_brute_force_on_four_card_endings() -> None:
    rng = random.Random(4)
    for _ in range(60):
        position = random_position(rng, 4, trick_cards=rng.randint(1, 3))
        claimer = rng.choice(list(Seat))
        ruling = adjudicate(_claim(position, claimer), Plan(), analyse=False)
        state = initial_state((), position, claimer.side)
        assert ruling.claimer_tricks == worst_oversight(_claim(position, claimer), Plan(), state)


def test_ruling_never_exceeds_the_double_dummy_value() -> None:
    rng = random.Random(7)
    for index in range(1500):
        position = random_position(rng, 4 if index % 10 == 0 else rng.randint(1, 3))
        claimer = rng.choice(list(Seat))
        ruling = adjudicate(_claim(position, claimer), _random_plan(rng, position), analyse=False)
        assert ruling.claimer_tricks <= oracle_tricks(position, claimer.side)


def _rotate(position: EndPosition, steps: int) -> EndPosition:
    hands = [position.hands[seat.next(-steps)] for seat in Seat]
    won = position.tricks_won if steps % 2 == 0 else position.tricks_won[::-1]
    return EndPosition(
        hands=(hands[0], hands[1], hands[2], hands[3]),
        trump=position.trump,
        declarer=position.declarer.next(steps),
        leader=position.leader.next(steps),
        trick=position.trick,
        tricks_won=(won[0], won[1]),
        voids=frozenset((seat.next(steps), suit) for seat, suit in position.voids),
    )


def _permute(position: EndPosition, mapping: dict[Suit, Suit]) -> EndPosition:
    def card(c: Card) -> Card:
        return Card(mapping[c.suit], c.rank)

    hands = [frozenset(card(c) for c in position.hands[seat]) for seat in Seat]
    return EndPosition(
        hands=(hands[0], hands[1], hands[2], hands[3]),
        trump=None if position.trump is None else mapping[position.trump],
        declarer=position.declarer,
        leader=position.leader,
        trick=tuple(card(c) for c in position.trick),
        tricks_won=position.tricks_won,
        voids=frozenset((seat, mapping[suit]) for seat, suit in position.voids),
    )


def test_rotating_seats_or_permuting_suits_changes_nothing() -> None:
    rng = random.Random(11)
    for _ in range(800):
        position = random_position(rng, rng.randint(1, 4))
        claimer = rng.choice(list(Seat))
        base = adjudicate(_claim(position, claimer), Plan(), analyse=False).claimer_tricks
        steps = rng.randint(1, 3)
        rotated = adjudicate(
            _claim(_rotate(position, steps), claimer.next(steps)), Plan(), analyse=False
        )
        assert rotated.claimer_tricks == base
        order = list(Suit)
        rng.shuffle(order)
        mapping = dict(zip(Suit, order, strict=True))
        permuted = adjudicate(_claim(_permute(position, mapping), claimer), Plan(), analyse=False)
        assert permuted.claimer_tricks == base


def test_a_consistent_clarification_never_lowers_the_award() -> None:
    rng = random.Random(13)
    for _ in range(800):
        position = random_position(rng, rng.randint(1, 4))
        claimer = rng.choice(list(Seat))
        side: Side = claimer.side
        base = adjudicate(_claim(position, claimer), Plan(), analyse=False).claimer_tricks
        # a claim of every trick with trumps out that his side cannot draw shows he
        # overlooked them (claims.view.claim_shows_trump_overlooked, Law 70C2, seed 004
        # 'Manglende trumftrækning'): "he knew of the trump" (a finding, or a statement
        # about it) contradicts that claim, so it is no consistent clarification
        consistent = not claim_shows_trump_overlooked(position, side, position.tricks_left)
        if position.trump is not None and consistent:
            drawn = adjudicate(
                _claim(position, claimer),
                Plan(steps=(DrawTrumps(),), mentions_trump=True),
                analyse=False,
            )
            # when both hands hold a trump; from a hand without one the statement makes
            # him cross first (its obvious consequence, issue 9), and a crossing card an
            # opponent ruffs is a cost the statement brought
            if all(position.cards_in(seat, position.trump) for seat in side.seats):
                assert drawn.claimer_tricks >= base
            aware = adjudicate(_claim(position, claimer, aware=True), Plan(), analyse=False)
            assert aware.claimer_tricks >= base
        # "cash the spades" is consistent when every spade his side holds is a winner
        ours = [c for seat in side.seats for c in position.hands[seat]]
        theirs = [c for seat in side.other.seats for c in position.hands[seat]]
        # and only one hand of his side holds the suit: a stated cash that crosses to
        # partner binds its order, while silence is protected by keep-entries, so a
        # crossing cash may rightly do worse than saying nothing
        good = {c.suit for c in ours} - {
            c.suit for c in ours for t in theirs if t.suit == c.suit and t.rank > c.rank
        }
        # and it is held by the hand on lead alone (from the other hand the statement
        # makes him cross first, issue 9)
        good = {
            suit
            for suit in good
            if not position.trick
            and position.leader.side == side
            and position.cards_in(position.leader, suit)
            and not position.cards_in(position.leader.partner, suit)
        }
        for suit in good:
            cashed = adjudicate(_claim(position, claimer), Plan(steps=(Cash(suit),)), analyse=False)
            assert cashed.claimer_tricks >= base, (position, claimer, suit)


def test_ordering_by_the_solver_changes_no_ruling() -> None:
    from solver_bindings import EndplaySolver

    solver = EndplaySolver()
    rng = random.Random(17)
    for _ in range(200):
        position = random_position(rng, rng.randint(2, 4))
        claimer = rng.choice(list(Seat))
        plan = _random_plan(rng, position)
        alone = adjudicate(_claim(position, claimer), plan, analyse=False)
        ordered = adjudicate(_claim(position, claimer), plan, solver, analyse=False)
        assert ordered.claimer_tricks == alone.claimer_tricks
        assert ordered.double_dummy_tricks == oracle_tricks(position, claimer.side)


def test_search_equals_brute_force_on_five_card_endings() -> None:
    """Five cards a hand: where ranks can become equal as cards go, which the
    transposition key in relative ranks relies on."""
    rng = random.Random(55)
    for _ in range(12):
        position = random_position(rng, 5, trick_cards=rng.randint(0, 3))
        claimer = rng.choice(list(Seat))
        claim = _claim(position, claimer)
        ruling = adjudicate(claim, Plan(), analyse=False)
        state = initial_state((), position, claimer.side)
        assert ruling.claimer_tricks == worst_oversight(claim, Plan(), state)


def test_bounded_value_tests_agree_with_brute_force() -> None:
    """``exact`` cut by ``enough`` and ``limit`` (as the oversight loop and the
    decisive/settings checks call it): exact strictly between the two, a real line's
    value at or below ``enough``, a true lower bound at or above ``limit``."""
    from claims.search import RestrictedSearch

    rng = random.Random(1011)
    seen = {"exact": 0, "line": 0, "bound": 0}
    for _ in range(400):
        position = random_position(rng, rng.randint(2, 4))
        claimer = rng.choice(list(Seat))
        plan = _random_plan(rng, position)
        claim = _claim(position, claimer, rng.choice([None, True, False]))
        claimant = rng.choice(claimants_for(claim, plan))
        state = initial_state(plan.steps, position, claimer.side)
        truth = brute_force(position, claimant, state)
        enough = rng.randint(-1, position.tricks_left)
        limit = rng.randint(enough + 1, position.tricks_left + 1)
        got = RestrictedSearch(claimant).exact(position, state, enough=enough, limit=limit)
        if enough < truth < limit:
            assert got == truth
            seen["exact"] += 1
        elif truth <= enough:
            assert truth <= got <= enough  # a line he can be held to
            seen["line"] += 1
        else:
            assert limit <= got <= truth  # proved at least this
            seen["bound"] += 1
    assert min(seen.values()) > 20, seen


def test_bounded_checks_of_the_analysis_decide_as_the_full_search() -> None:
    """The decisive-restriction check (``below``) and the settings check (``same``)
    answer as the full search over the oversights would: below the value or not,
    the same value or not, and the full value whenever it differs."""
    from claims.ruling import _worst_line

    rng = random.Random(2112)
    differs = agrees = 0
    for _ in range(300):
        position = random_position(rng, rng.randint(2, 4))
        claimer = rng.choice(list(Seat))
        plan = _random_plan(rng, position)
        claim = _claim(position, claimer, rng.choice([None, True, False]))
        claimants = claimants_for(claim, plan)
        state = initial_state(plan.steps, position, claimer.side)
        full = _worst_line(claim, claimants, plan.steps, None)
        assert isinstance(full, tuple)
        assert full[0] == worst_oversight(claim, plan, state)
        value = rng.randint(0, position.tricks_left)
        below = _worst_line(claim, claimants, plan.steps, None, below=value)
        same = _worst_line(claim, claimants, plan.steps, None, same=value)
        assert isinstance(below, tuple) and isinstance(same, tuple)
        if full[0] < value:
            assert below == full
            differs += 1
        else:
            assert below[0] >= value
            agrees += 1
        assert (same[0] == value) == (full[0] == value)
        if full[0] != value:
            assert same == full
    assert differs > 20 and agrees > 20
