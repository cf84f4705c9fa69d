"""The compact form of a position (hands as bitmasks) stays equal to the hands."""

from __future__ import annotations

import random

from claims.cards import ALL_CARDS, Card
from claims.position import EndPosition, card_bit
from claims.tables import RANK_BITS, SHIFT, SUIT_BITS, SUIT_STRIDE
from tests.strategies import random_position


def _from_hands(position: EndPosition) -> tuple[int, ...]:
    return tuple(sum(card_bit(c) for c in hand) for hand in position.hands)


def test_masks_follow_the_hands_through_play() -> None:
    rng = random.Random(7)
    for _ in range(200):
        position = random_position(rng, rng.randint(1, 13))
        if rng.random() < 0.5:
            position.masks()  # filled in before play: play() must keep them up
        while not position.is_over:
            assert position.masks() == _from_hands(position)
            position = position.play(rng.choice(position.legal_plays()))
        assert position.masks() == (0, 0, 0, 0)


def test_a_card_bit_orders_cards_by_suit_then_rank() -> None:
    bits = {card_bit(Card.parse(code)) for code in ("SA", "S2", "HA", "C2")}
    assert len(bits) == 4
    assert card_bit(Card.parse("SA")) > card_bit(Card.parse("SK"))
    assert card_bit(Card.parse("S2")).bit_length() - 1 == 2  # spades are bits 0-14


def test_every_mask_is_a_short_int_of_the_compiled_modules() -> None:
    # a 15-bit stride per suit: the club ace is bit 59, so a mask (and every constant
    # built on the layout) stays below 2**62, mypyc's unboxed int
    assert tuple(SUIT_STRIDE * suit for suit in range(4)) == SHIFT
    assert card_bit(Card.parse("CA")) == 1 << 59
    assert card_bit(Card.parse("HA")) == card_bit(Card.parse("S2")) << (SUIT_STRIDE + 12)
    deck = sum(card_bit(card) for card in ALL_CARDS)
    assert deck < 1 << 62 and deck.bit_count() == 52
    for suit in range(4):
        assert (deck >> SHIFT[suit]) & SUIT_BITS == RANK_BITS
