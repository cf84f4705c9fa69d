"""Round 20: under the top-down suit order (the ACBL's claim guideline 1) the search's
key neither counts nor keeps apart his side's kings and aces while no stated cash is to
come (``RestrictedSearch._kings_read``): the rules read those cards by value only to
call a suit solid, which top-down leads alike.

Checked against the brute-force enumeration of every normal line (no table, no merging
of equal cards), as tests/test_search_properties.py does for the default settings, and
on a pair of positions that are now one key."""

from __future__ import annotations

import random
from dataclasses import replace

from claims.cards import Card, Seat, Suit
from claims.normal_play import DEFAULT_SETTINGS, SuitOrder, initial_state
from claims.plan import Cash, Plan
from claims.position import EndPosition
from claims.ruling import Claim, adjudicate, claimants_for
from claims.search import RestrictedSearch
from tests.helpers import position
from tests.strategies import random_position
from tests.test_search_properties import _random_plan, brute_force

TOP_DOWN = replace(DEFAULT_SETTINGS, suit_order=SuitOrder.TOP_DOWN)


def test_top_down_search_equals_brute_force() -> None:
    rng = random.Random(20261125)
    for _ in range(1200):
        pos = random_position(rng, rng.randint(2, 4), trick_cards=rng.randint(0, 2))
        claimer = rng.choice(list(Seat))
        plan = _random_plan(rng, pos)
        claim = Claim(pos, claimer, pos.tricks_left, trump_aware=rng.choice([None, True, False]))
        ruling = adjudicate(claim, plan, settings=TOP_DOWN, analyse=False)
        state = initial_state(plan.steps, pos, claimer.side)
        truth = min(
            brute_force(pos, claimant, state) for claimant in claimants_for(claim, plan, TOP_DOWN)
        )
        assert ruling.claimer_tricks == truth, (pos, claimer, plan)


def test_top_down_five_card_endings_equal_brute_force() -> None:
    """Five cards a hand, where a king and a spot become equal in relative ranks."""
    rng = random.Random(5520)
    for _ in range(10):
        pos = random_position(rng, 5, trick_cards=rng.randint(0, 3))
        claimer = rng.choice(list(Seat))
        claim = Claim(pos, claimer, pos.tricks_left)
        ruling = adjudicate(claim, Plan(), settings=TOP_DOWN, analyse=False)
        state = initial_state((), pos, claimer.side)
        truth = min(
            brute_force(pos, claimant, state) for claimant in claimants_for(claim, Plan(), TOP_DOWN)
        )
        assert ruling.claimer_tricks == truth


# North ♣K-J-3 ♦4, East ♣A ♥9-8-7, South ♦A-K-Q-2, West ♣Q-T-9 ♥2: notrump, South to
# lead, North-South claim.  North's ♣K and ♣J differ only by the ♣Q between them; once
# West throws the ♣Q, a North that threw the ♣K and one that threw the ♣J hold alike
# cards in relative ranks (♣J-3 or ♣K-3 under East's ♣A, over West's ♣T).
DEAL = "S:..AKQ2. .2..QT9 ..4.KJ3 .987..A"


def _after(north_throws: str) -> EndPosition:
    pos = position(DEAL, trump="NT", leader="S")
    for card in ("DA", "C9", "D4", "H7", "DK", "CQ", north_throws, "H8"):
        pos = pos.play(Card.parse(card))
    return pos


def _key(settings: object, plan: Plan, pos: EndPosition) -> object:
    claim = Claim(pos, Seat.S, pos.tricks_left)
    claimant = claimants_for(claim, plan, settings)[0]  # type: ignore[arg-type]
    search = RestrictedSearch(claimant)
    return search.key(pos, initial_state(plan.steps, pos, Seat.S.side))


def test_top_down_keys_a_king_and_its_equal_alike() -> None:
    with_king, with_jack = _after("CJ"), _after("CK")
    assert with_king.hands[Seat.N] != with_jack.hands[Seat.N]
    # top-down, nothing stated: one position
    assert _key(TOP_DOWN, Plan(), with_king) == _key(TOP_DOWN, Plan(), with_jack)
    # a stated cash reads the solidity the king gives (its cards chosen by it): apart
    cash = Plan(steps=(Cash(Suit.C),))
    assert _key(TOP_DOWN, cash, with_king) != _key(TOP_DOWN, cash, with_jack)
    # the default order reads the king by value (a suit headed by a master king is
    # solid, cashed from the top): apart
    assert _key(DEFAULT_SETTINGS, Plan(), with_king) != _key(DEFAULT_SETTINGS, Plan(), with_jack)


# South ♠A-K-2, North ♥A-K ♣2, notrump, South leads the ♠A and North throws the ♣2.
# Three layouts of the opponents' cards that leave the same hands after that trick
# (West ♥9-8, East ♥7-6) and no spade with the opponents: East shows out (A), West
# shows out (B), both follow (C).
SHOW_OUTS = {
    "A": ("S:AK2... 4.98.. .AK..2 .76.2.", ("SA", "S4", "C2", "D2")),
    "B": ("S:AK2... .98.2. .AK..2 4.76..", ("SA", "D2", "C2", "S4")),
    "C": ("S:AK2... 4.98.. .AK..2 5.76..", ("SA", "S4", "C2", "S5")),
}


def _shown(name: str) -> EndPosition:
    deal, cards = SHOW_OUTS[name]
    pos = position(deal, trump="NT", leader="S")
    for card in cards:
        pos = pos.play(Card.parse(card))
    return pos


def test_which_opponent_showed_out_of_a_suit_they_no_longer_hold_is_one_key() -> None:
    """With no card of the suit left to place, only whether an opponent showed out is
    read (he wins as cheaply as he surely can once the layout is known), not which."""
    east, west, neither = _shown("A"), _shown("B"), _shown("C")
    assert east.hands == west.hands == neither.hands
    assert east.voids != west.voids
    assert _key(DEFAULT_SETTINGS, Plan(), east) == _key(DEFAULT_SETTINGS, Plan(), west)
    assert _key(DEFAULT_SETTINGS, Plan(), east) != _key(DEFAULT_SETTINGS, Plan(), neither)


def test_a_show_out_in_a_suit_his_side_no_longer_holds_is_not_keyed() -> None:
    """South's ♠A, his side's last spade: West shows out (A) or follows with his last
    spade (B); the hands left are the same and East still holds the ♠4.  A show-out is
    read only for a card of his side's in the suit, so with none left it is no part of
    the key (it was: two positions)."""
    east_holds = {
        "A": ("S:A.AK.. .QJ.2. ..AK.2 43..Q.", ("SA", "D2", "C2", "S3")),
        "B": ("S:A.AK.. 2.QJ.. ..AK.2 43..Q.", ("SA", "S2", "C2", "S3")),
    }
    after = {}
    for name, (deal, cards) in east_holds.items():
        pos = position(deal, trump="NT", leader="S")
        for card in cards:
            pos = pos.play(Card.parse(card))
        after[name] = pos
    shown, followed = after["A"], after["B"]
    assert shown.hands == followed.hands and shown.voids != followed.voids
    assert _key(DEFAULT_SETTINGS, Plan(), shown) == _key(DEFAULT_SETTINGS, Plan(), followed)
