"""The bound "the claimer's side surely wins the trick about to be led"
(:meth:`claims.search.RestrictedSearch._wins_next_trick`, issue 10 round 8), checked
against every legal way of playing the trick out.

The bound cuts the search's proof that the claimer cannot be held lower, so it must
hold for every normal line: it is stated for every *legal* play (a normal line plays
legal cards), and here every legal sequence of four cards from the trick's start is
played on random positions, of both sides on lead, in notrump and in trumps."""

from __future__ import annotations

import random

from claims.cards import Seat, Side
from claims.plan import Plan
from claims.position import EndPosition
from claims.ruling import Claim, claimants_for
from claims.search import RestrictedSearch
from tests.strategies import random_position


def _side_always_wins(position: EndPosition, side: Side) -> bool:
    """Every legal play of the current trick gives it to ``side``."""
    if position.is_over:
        return False
    for card in position.legal_plays():
        after = position.play(card)
        if not after.trick:  # the trick is complete
            if after.leader.side != side:
                return False
        elif not _side_always_wins(after, side):
            return False
    return True


def test_the_trick_about_to_be_led_is_won_on_every_legal_play() -> None:
    rng = random.Random(2026)
    fired = {True: 0, False: 0}  # by whether the claimer's side is on lead
    missed = 0
    for _ in range(3000):
        position = random_position(rng, rng.randint(1, 5), trick_cards=0)
        claimer = rng.choice(list(Seat))
        claimant = claimants_for(Claim(position, claimer, 0), Plan())[0]
        search = RestrictedSearch(claimant)
        sure = search._wins_next_trick(position)
        truth = _side_always_wins(position, claimer.side)
        if sure:
            assert truth, (position, claimer)
            fired[position.leader.side == claimer.side] += 1
        elif truth:
            missed += 1
    # the bound is worth its place: it fires with either side on lead
    assert fired[True] >= 50 and fired[False] >= 50, fired
    assert missed < sum(fired.values())  # and finds most tricks that are sure
