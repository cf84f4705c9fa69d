"""Round 22's oracle campaign: the search against the brute-force enumeration of every
normal line, on random small claims with random stated lines (cards named, unsuited
concessions, cashes, finesses, ruffs, discards) under random settings.

It found a ruling one trick above every normal line: an unsuited concession ("and
concede one") led "his lowest card", the card of lowest rank across suits, so with a
♣J and a ♦J left it was whichever of the two the hand's frozenset listed first; and
since the search takes positions alike in relative ranks, suit by suit, as alike (it
merged North's ♣J and ♣T, equals, into one card), it valued the ♣T line by a rule that
told ♣J-♦J from ♣T-♦J.  A rank compared across suits means nothing at the table: the
lowest card of each suit is offered now (`normal_play._lowest_of_each_suit`)."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

from claims.cards import Card, Seat, Suit
from claims.normal_play import (
    DEFAULT_SETTINGS,
    PlayerClass,
    RuffChoice,
    Settings,
    SuitOrder,
    _lowest_of_each_suit,
    after_trick,
    initial_state,
    normal_plays,
    resolve_conditionals,
)
from claims.plan import Cash, Concede, Discard, DrawTrumps, Finesse, Plan, PlayCards, Ruff, Step
from claims.position import EndPosition
from claims.ruling import Claim, adjudicate, claimants_for
from tests.strategies import random_position
from tests.test_search_properties import brute_force

SETTINGS = replace(
    DEFAULT_SETTINGS,
    suit_order=SuitOrder.TOP_DOWN,
    ruffing=RuffChoice.LOWEST,
    player_class=PlayerClass.EXPERT,
)
PLAN = Plan(
    steps=(PlayCards((Card.parse("DA"), Card.parse("S4"))), Concede(None, 1)), mentions_trump=True
)


def _cards(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


def _campaign_position(north: tuple[Card, ...]) -> EndPosition:
    # notrump, West declarer, South (a defender) led the ♣3 and claims the rest with
    # "♦A, ♠4, and concede one": North ♦J ♣J ♣T ♦A, East ♣8 ♦T ♣6 ♠A, South ♠9 ♠4 ♣K,
    # West ♠3 ♦4 ♦6 ♣7
    return EndPosition(
        hands=(
            frozenset(north),
            frozenset(_cards("C8 DT C6 SA")),
            frozenset(_cards("S9 S4 CK")),
            frozenset(_cards("S3 D4 D6 C7")),
        ),
        trump=None,
        declarer=Seat.W,
        leader=Seat.S,
        trick=(Card.parse("C3"),),
        tricks_won=(8, 1),
    )


def _truth(claim: Claim, plan: Plan, settings: Settings) -> int:
    position = claim.position
    state = initial_state(resolve_conditionals(plan, position, claim.side), position, claim.side)
    return min(
        brute_force(position, claimant, state)
        for claimant in claimants_for(claim, plan, settings)
    )


def test_the_campaigns_claim_rules_as_every_normal_line_in_any_card_order() -> None:
    orders = set()
    for north in itertools.permutations(_cards("DJ CT CJ DA")):
        position = _campaign_position(north)
        orders.add(tuple(position.hands[Seat.N]))
        claim = Claim(position, Seat.S, 4, trump_aware=False)
        ruling = adjudicate(claim, PLAN, settings=SETTINGS, analyse=False)
        # by hand: the ♣J (or ♣T) wins the first trick, the ♦A the second; North, on
        # lead with a club and the ♦J, may give up the trick with the club: South's
        # bare ♣K must overtake it, and East's ♠A takes the last trick over South's ♠9
        assert ruling.claimer_tricks == _truth(claim, PLAN, SETTINGS) == 3
    assert len(orders) > 1  # the hand was listed in more than one order


def test_an_unsuited_concession_may_lead_the_lowest_card_of_any_suit() -> None:
    position = _campaign_position(tuple(_cards("DJ CT CJ DA")))
    claim = Claim(position, Seat.S, 4, trump_aware=False)
    claimant = claimants_for(claim, PLAN, SETTINGS)[0]
    state = initial_state(PLAN.steps, position, claim.side)
    for card in _cards("C7 CT C8 DA DT S4 D6"):  # the first two tricks
        if position.to_play.side is claim.side:
            state = normal_plays(position, claimant, state).state
        after = position.play(card)
        if not after.trick:
            state = after_trick(state, position, after, claimant)
        position = after
    # North holds the ♣J and ♦J, both masters he sees: no loser, so either suit's card,
    # however his hand's frozenset lists them (the order of {♣J, ♦J} depends on the order
    # they went in: their hashes share a slot)
    offered, listings = set(), set()
    for order in (_cards("CJ DJ"), _cards("DJ CJ")):
        hands = list(position.hands)
        hands[Seat.N] = frozenset(order)
        listed = replace(position, hands=tuple(hands))
        listings.add(tuple(c.code for c in listed.hands[Seat.N]))
        plays = normal_plays(listed, claimant, state).plays
        offered.add(tuple(sorted(p.card.code for p in plays)))
    assert len(listings) == 2  # the two orders were both met
    assert offered == {("CJ", "DJ")}


def test_the_lowest_of_each_suit() -> None:
    assert _lowest_of_each_suit(_cards("CJ DJ CT D2 SA")) == _cards("SA D2 CT")
    assert _lowest_of_each_suit([]) == []


def _random_plan(rng: random.Random, position: EndPosition, claimer: Seat) -> Plan:
    ours = [c for seat in claimer.side.seats for c in position.hands[seat]]
    steps: list[Step] = []
    for _ in range(rng.randint(0, 3)):
        roll = rng.random()
        if roll < 0.15 and position.trump is not None:
            steps.append(DrawTrumps(rounds=rng.choice([None, 1, 2])))
        elif roll < 0.35:
            steps.append(Cash(rng.choice(list(Suit)), rounds=rng.choice([None, None, 1, 2])))
        elif roll < 0.45 and ours:
            card = rng.choice(ours)
            steps.append(Finesse(card.suit, card=rng.choice([None, card])))
        elif roll < 0.55 and position.trump is not None:
            steps.append(Ruff(rng.choice([s for s in Suit if s != position.trump])))
        elif roll < 0.7:
            steps.append(Concede(suit=rng.choice([None, None, rng.choice(list(Suit))])))
        elif roll < 0.85 and ours:
            steps.append(PlayCards(tuple(rng.sample(ours, rng.randint(1, min(2, len(ours)))))))
        elif ours:
            steps.append(Discard(rng.choice(ours), on=rng.choice([None, rng.choice(list(Suit))])))
    return Plan(steps=tuple(steps), mentions_trump=rng.random() < 0.3)


def test_search_equals_brute_force_with_random_stated_lines_and_settings() -> None:
    rng = random.Random(2022)
    for _ in range(1500):
        position = random_position(rng, rng.randint(2, 4), trick_cards=rng.randint(0, 2))
        claimer = rng.choice(list(Seat))
        plan = _random_plan(rng, position, claimer)
        settings = replace(
            DEFAULT_SETTINGS,
            suit_order=rng.choice(list(SuitOrder)),
            ruffing=rng.choice(list(RuffChoice)),
            player_class=rng.choice(list(PlayerClass)),
            forgotten_cards=rng.choice([0, 1, 2]),
        )
        claim = Claim(
            position, claimer, position.tricks_left, trump_aware=rng.choice([None, True, False])
        )
        ruling = adjudicate(claim, plan, settings=settings, analyse=False)
        assert ruling.claimer_tricks == _truth(claim, plan, settings), (position, plan, settings)
