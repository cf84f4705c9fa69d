"""Random valid end positions, for property tests (hypothesis) and seeded loops.

A position is dealt from a deck restricted to a random set of suits (so that suits run
out and players must ruff or discard, as in real endings), with a random trump
(notrump included), declarer and leader, and 0..3 cards already in the current trick,
played legally through ``EndPosition.play``.  ``tricks_won`` is random too, to check
that nobody counts it into the future.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from hypothesis import strategies as st

from claims.cards import ALL_CARDS, Card, Seat, Suit
from claims.position import EndPosition

TRUMPS: tuple[Suit | None, ...] = (*Suit, None)


def deal_position(
    deck: Sequence[Card],
    cards_per_hand: int,
    trump: Suit | None,
    declarer: Seat,
    leader: Seat,
    tricks_won_by_north_south: int = 0,
) -> EndPosition:
    """Deal the first ``4 * cards_per_hand`` cards of ``deck`` round the table."""
    hands = [frozenset(deck[seat * cards_per_hand : (seat + 1) * cards_per_hand]) for seat in Seat]
    played = 13 - cards_per_hand
    north_south = min(tricks_won_by_north_south, played)
    return EndPosition(
        hands=(hands[0], hands[1], hands[2], hands[3]),
        trump=trump,
        declarer=declarer,
        leader=leader,
        tricks_won=(north_south, played - north_south),
    )


def play_trick_cards(
    position: EndPosition, count: int, choose: Callable[[list[Card]], Card]
) -> EndPosition:
    """Play ``count`` legal cards (chosen by ``choose``) into the current trick."""
    for _ in range(count):
        position = position.play(choose(position.legal_plays()))
    return position


def deck_of(suits: Sequence[Suit]) -> list[Card]:
    return [card for card in ALL_CARDS if card.suit in suits]


@st.composite
def end_positions(
    draw: st.DrawFn, min_cards: int = 1, max_cards: int = 4, max_trick_cards: int = 3
) -> EndPosition:
    """Hypothesis strategy: a valid position of ``min_cards..max_cards`` cards a hand."""
    cards_per_hand = draw(st.integers(min_cards, max_cards))
    suits_needed = -(-4 * cards_per_hand // 13)  # enough suits to deal from
    suits = draw(st.lists(st.sampled_from(Suit), min_size=suits_needed, max_size=4, unique=True))
    deck = draw(st.permutations(deck_of(suits)))
    position = deal_position(
        deck,
        cards_per_hand,
        trump=draw(st.sampled_from(TRUMPS)),
        declarer=draw(st.sampled_from(Seat)),
        leader=draw(st.sampled_from(Seat)),
        tricks_won_by_north_south=draw(st.integers(0, 13)),
    )
    trick_cards = draw(st.integers(0, max_trick_cards))
    return play_trick_cards(position, trick_cards, lambda cards: draw(st.sampled_from(cards)))


def random_position(
    rng: random.Random, cards_per_hand: int, trick_cards: int | None = None
) -> EndPosition:
    """The same distribution as :func:`end_positions`, from a seeded generator."""
    suits_needed = -(-4 * cards_per_hand // 13)
    suits = rng.sample(list(Suit), rng.randint(suits_needed, 4))
    deck = deck_of(suits)
    rng.shuffle(deck)
    position = deal_position(
        deck,
        cards_per_hand,
        trump=rng.choice(TRUMPS),
        declarer=rng.choice(list(Seat)),
        leader=rng.choice(list(Seat)),
        tricks_won_by_north_south=rng.randint(0, 13),
    )
    count = rng.randint(0, 3) if trick_cards is None else trick_cards
    return play_trick_cards(position, count, rng.choice)


def play_line(rng: random.Random, position: EndPosition) -> list[EndPosition]:
    """Every position along one random legal play to the end (the end excluded).

    Consecutive positions differ by one card: the pattern in which DDS reuses its
    transposition table, worth checking on its own.
    """
    line: list[EndPosition] = []
    while not position.is_over:
        line.append(position)
        position = position.play(rng.choice(position.legal_plays()))
    return line
