"""The search's bound without search: trumps no opponent's trump can beat (issue 10, round 27).

:meth:`claims.search.RestrictedSearch._sure_tricks` is a lower bound on the claimer's
tricks whatever anyone plays, normal or not; the tests cut a line once it is reached.
It used to count only the trumps of one hand above every opponent's trump, so with the
ace of trumps out K-Q-J-T counted none.  Each opponent's trump beats at most one of a
hand's trumps (it is played to one trick), so n trumps less the most that the
opponents' trumps can be matched to, each to one below it, win: three of K-Q-J-T.

Checked against a brute force that knows nothing of the bound: the least the claimer's
side takes over every legal play of all four hands (both sides minimising), on random
small trump endings with and without a trick under way.
"""

from __future__ import annotations

import random

import pytest

from claims.cards import Card, Seat, Side, Suit
from claims.plan import Plan
from claims.position import EndPosition
from claims.ruling import Claim, claimants_for
from claims.search import RestrictedSearch, _unbeatable
from tests.strategies import random_position


def _bits(ranks: str) -> int:
    order = "23456789TJQKA"
    return sum(1 << order.index(r) for r in ranks)


@pytest.mark.parametrize(
    ("ours", "theirs", "wins"),
    [
        ("KQJT", "A", 3),  # the ace of trumps out beats one of them
        ("876", "32", 3),  # above every trump of theirs: the old bound
        ("Q3", "K4", 0),  # the king beats the queen, the four the three
        ("A2", "KQ", 1),  # two of theirs, one low trump of ours to beat
        ("T9", "", 2),
        ("", "AK", 0),
        ("AKQ", "JT98765432", 3),
        ("5432", "AKQJ", 0),
        ("J5432", "AKQ", 2),
    ],
)
def test_trumps_no_opponent_can_beat(ours: str, theirs: str, wins: int) -> None:
    assert _unbeatable(_bits(ours), _bits(theirs)) == wins


def _least(position: EndPosition, side: Side, memo: dict[EndPosition, int]) -> int:
    """The fewest tricks ``side`` can take from here over every legal play of everyone
    (the current trick included)."""
    if position.is_over:
        return 0
    known = memo.get(position)
    if known is not None:
        return known
    best = position.tricks_left
    for card in position.legal_plays():
        after = position.play(card)
        gain = 0
        if not after.trick:
            gain = int(after.tricks_won[side] > position.tricks_won[side])
        best = min(best, gain + _least(after, side, memo))
    memo[position] = best
    return best


def _search_for(position: EndPosition, claimer: Seat) -> RestrictedSearch:
    return RestrictedSearch(claimants_for(Claim(position, claimer, 0), Plan())[0])


def test_the_ace_of_trumps_out() -> None:
    """North's K-Q-J-T of spades (trumps), East's singleton ace: three sure tricks."""
    def hand(*codes: str) -> frozenset[Card]:
        return frozenset(Card.parse(code) for code in codes)

    position = EndPosition(
        hands=(
            hand("SK", "SQ", "SJ", "ST"),
            hand("SA", "C4", "C3", "C2"),
            hand("H5", "H4", "H3", "H2"),
            hand("D5", "D4", "D3", "D2"),
        ),
        trump=Suit.S,
        declarer=Seat.N,
        leader=Seat.E,
    )
    assert _search_for(position, Seat.N)._sure_tricks(position) == 3
    assert _least(position, Side.NS, {}) == 3


def test_the_bound_never_exceeds_the_least_over_every_play() -> None:
    rng = random.Random(2027)
    checked = raised = 0
    while checked < 300:
        position = random_position(rng, rng.randint(2, 4))
        if position.trump is None or position.is_over:
            continue
        claimer = rng.choice(list(Seat))
        search = _search_for(position, claimer)
        bound = search._sure_tricks(position)
        assert bound <= _least(position, claimer.side, {}), position
        checked += 1
        raised += bound > 1
    assert raised >= 30  # positions where the trumps count, not only the trick in progress
