"""The order in which the search's tests try a defender's cards, and the order in which
the line is shown.

The tests try a following defender's cards as a defender holding the claimer down
would (beat the claimer's side's winning card cheaply, else play low without
overtaking partner); the deciding line shown is still the first card, in the old order
(trumps, then high cards, first), that attains the value, so a ruling's line does not
depend on the order the tests used."""

from __future__ import annotations

import random

from claims.cards import Suit
from claims.normal_play import beats_trick, initial_state
from claims.plan import Plan
from claims.ruling import Claim, claimants_for
from claims.search import Child, RestrictedSearch, merge_equal_cards
from tests.strategies import random_position


def test_a_following_defender_is_tried_in_a_defenders_order_and_shown_in_the_old() -> None:
    rng = random.Random(1024)
    checked = reordered = 0
    for _ in range(600):
        position = random_position(rng, rng.randint(2, 6))
        if not position.trick:
            continue
        defender = position.to_play
        side = defender.side.other  # the claimer's side: the other one
        claim = Claim(position, side.seats[0], 0)
        claimant = claimants_for(claim, Plan())[0]
        search = RestrictedSearch(claimant)
        state = initial_state((), position, side)
        shown, tried = search._both_orders(position, state)
        # shown: the old order, the winning cards first (trumps, then high)
        legal = position.legal_plays()
        legal.sort(key=lambda c: (c.suit != position.trump, -c.rank))
        # (equal cards merged as the search merges a defender's: search._edges)
        assert [c.card for c in shown] == merge_equal_cards(
            position, legal, edges=search._edges(position)[1]
        )
        # tried: the same children, another order
        assert sorted(map(id, tried)) == sorted(map(id, shown))
        winner = position.current_winner()
        assert winner is not None
        beaters = [c for c in shown if beats_trick(position, c.card)]
        others = [c for c in shown if not beats_trick(position, c.card)]
        if winner.side == side and beaters:
            # the claimer's side is winning: the cheapest card that beats it, a card
            # of the led suit before a ruff
            _assert_cheapest_first(tried[0], beaters, position.trump)
        if winner.side != side and others:
            # partner is winning: the lowest card that does not overtake, no ruff first
            _assert_cheapest_first(tried[0], others, position.trump)
        checked += 1
        reordered += tried != shown
    assert checked > 100 and reordered > 20  # the test saw both orders differ


def test_the_claimers_side_is_tried_in_the_shown_order() -> None:
    rng = random.Random(2048)
    seen = 0
    for _ in range(300):
        position = random_position(rng, rng.randint(2, 6))
        side = position.to_play.side
        claimant = claimants_for(Claim(position, side.seats[0], 0), Plan())[0]
        search = RestrictedSearch(claimant)
        shown, tried = search._both_orders(position, initial_state((), position, side))
        assert tried is shown
        seen += 1
    assert seen == 300


def _assert_cheapest_first(first: Child, pool: list[Child], trump: Suit | None) -> None:
    """``first`` is in ``pool`` and no card of it is cheaper: a plain card before a
    trump, then the lower rank."""
    assert first in pool
    assert all(
        (first.card.suit == trump, first.card.rank) <= (c.card.suit == trump, c.card.rank)
        for c in pool
    )
