"""The search's table key holds everything the normal plays read.

Two (position, plan state) pairs with one key share one table entry, so the normal
plays must be the same for both.  Checked here against the rule module itself on random
positions, for the parts of the plan state the key folds together.
"""

from __future__ import annotations

import random
from dataclasses import replace

from claims.cards import Card
from claims.normal_play import Claimant, PlanState, after_trick, initial_state, normal_plays
from claims.plan import Cash, Plan
from claims.position import EndPosition
from claims.ruling import Claim, claimants_for
from claims.search import RestrictedSearch, resolved_claimant
from claims.tables import mask_of_cards
from tests.strategies import random_position


def test_a_line_broken_this_trick_and_one_broken_before_have_different_keys() -> None:
    """``broken_at`` (the trick of his first free turn after the stated line broke) makes
    the plays there a replanning (normal_play.free_plays): a state whose line has just
    broken and one that broke tricks ago read differently, so they may not share a key;
    two states that broke at different earlier tricks read alike and do share one."""
    rng = random.Random(2611)
    differing = 0
    for _ in range(400):
        position = random_position(rng, rng.randint(2, 5))
        claimer = position.to_play
        claim = Claim(position, claimer, position.tricks_left)
        suits = sorted({card.suit for card in position.hands[claimer]})
        if not suits:
            continue
        plan = Plan(steps=(Cash(rng.choice(suits)),))
        for claimant in claimants_for(claim, plan):
            search = RestrictedSearch(claimant)
            base = PlanState(plan.steps, broken="the stated line failed visibly")
            pending = replace(base, broken_at=0)
            earlier = replace(base, broken_at=position.tricks_left + 1)
            much_earlier = replace(base, broken_at=position.tricks_left + 3)
            plays = {
                name: frozenset(p.card for p in normal_plays(position, claimant, s).plays)
                for name, s in (("pending", pending), ("earlier", earlier))
            }
            if plays["pending"] != plays["earlier"]:
                differing += 1
                assert search.key(position, pending) != search.key(position, earlier)
            assert search.key(position, earlier) == search.key(position, much_earlier)
    assert differing  # the replanning does change the plays somewhere: the check bites


def _plays(
    position: EndPosition, claimant: Claimant, state: PlanState
) -> tuple[frozenset[Card], PlanState]:
    """What the search reads of a turn: the normal cards and the plan state after it."""
    choices = normal_plays(position, claimant, state)
    return frozenset(p.card for p in choices.plays), choices.state


def test_an_oversight_whose_cards_are_gone_plays_as_nothing_overlooked() -> None:
    """The searches of one claim share table entries under the claimer with nothing
    overlooked once the overlooked cards have left the opponents' hands (search.
    SharedTable).  Random play-outs from random claims: at every turn of the claimer's
    side after that point the two claimers have the same normal plays and plan state;
    before it they differ somewhere (the comparison can tell them apart)."""
    rng = random.Random(20261123)
    resolved_turns = 0
    differing_before = 0
    for _ in range(300):
        position = random_position(rng, rng.randint(3, 7))
        claimer = position.to_play
        aware = rng.choice([None, False])
        claim = Claim(position, claimer, position.tricks_left, trump_aware=aware)
        for claimant in claimants_for(claim, Plan()):
            oversight = claimant.sees.oversight
            if oversight is None:
                continue
            twin = resolved_claimant(claimant)
            overlooked = mask_of_cards(oversight.cards)
            first, second = claimant.side.other.seats
            state = initial_state((), position, claimant.side)
            here = position
            while not here.is_over:
                masks = here.masks()
                gone = not (masks[first] | masks[second]) & overlooked
                if here.to_play.side == claimant.side:
                    mine = _plays(here, claimant, state)
                    if gone:
                        resolved_turns += 1
                        assert mine == _plays(here, twin, state), (here, claimant)
                    elif mine != _plays(here, twin, state):
                        differing_before += 1
                    cards = sorted(mine[0], key=lambda c: (c.suit, c.rank))
                    next_state = mine[1]
                else:
                    cards = sorted(here.legal_plays(), key=lambda c: (c.suit, c.rank))
                    next_state = state
                card = rng.choice(cards)
                after = here.play(card)
                if not after.trick:
                    next_state = after_trick(next_state, here, after, claimant)
                here, state = after, next_state
    assert resolved_turns > 200
    assert differing_before > 0


def test_the_rest_run_by_masks_as_card_by_card() -> None:
    """search._runs_the_rest (read from the hands' masks) answers as the plain version
    on random positions, and says yes on some (the comparison is not all no's)."""
    rng = random.Random(5)
    yes = 0
    for _ in range(3000):
        position = random_position(rng, rng.randint(1, 6), trick_cards=0)
        claimant = claimants_for(Claim(position, position.leader, 1), Plan())[0]
        search = RestrictedSearch(claimant)
        for seat in (position.leader, position.leader.next(1)):
            other = RestrictedSearch(replace(claimant, claimer=seat))
            for which in (search, other):
                got = which._runs_the_rest(position)
                assert got == which._runs_the_rest_by_cards(position), position
                yes += got
    assert yes > 50
