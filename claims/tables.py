"""Suit holdings as bitmasks, and the cards of a holding read from a table.

The normal-play rules ask the same few questions at every node of a search (which cards
of this suit are still out, is this card a master, what does this hand hold in the
suit), and each question depends on one suit's holdings only.  A hand's cards of one
suit are a 15-bit field of :meth:`claims.position.EndPosition.masks` (bit ``rank``, so a
higher card is a higher bit; the fields lie ``SUIT_STRIDE`` = 15 bits apart, bit
``15 * suit + rank``, so the club ace is bit 59 and every mask stays below 2**62, an
unboxed int in the compiled modules), and the answers are bit operations on them;
turning a holding back into cards, highest first, is a table look-up that is filled in
as holdings are met (a suit has at most 2**13 holdings).  The semantics stay in
:mod:`claims.view`, :mod:`claims.position` and :mod:`claims.normal_play`;
``tests/test_fast_tables.py`` checks every function built on these tables against the
straightforward version.
"""

from __future__ import annotations

from typing import Final

from claims.cards import Card, Rank, Suit

SUIT_STRIDE: Final = 15  # bits from one suit's field to the next: bit 15 * suit + rank
SUIT_BITS: Final = 0x7FFF  # one suit's 15-bit field of a hand mask
RANK_BITS: Final = 0x7FFC  # of those, the bits of real ranks: two (bit 2) to ace (bit 14)
# a suit's offset in a hand mask, indexed by suit value (a tuple of any length in the
# annotation: compiled, a fixed-length one is kept unboxed, and boxed anew when indexed
# by a suit)
SHIFT: Final[tuple[int, ...]] = (0, 15, 30, 45)

_RANKS: Final[tuple[Rank, ...]] = tuple(sorted(Rank))
_SUITS: Final[tuple[Suit, ...]] = tuple(Suit)
# the card of each (suit value, rank value): the holdings below are built from these
_CARD: Final[tuple[tuple[Card | None, ...], ...]] = tuple(
    tuple(Card(suit, Rank(r)) if r >= 2 else None for r in range(15)) for suit in _SUITS
)
_DESCENDING: Final[tuple[dict[int, tuple[Card, ...]], ...]] = ({}, {}, {}, {})
_ASCENDING: Final[tuple[dict[int, tuple[Card, ...]], ...]] = ({}, {}, {}, {})


def descending(suit: int, bits: int) -> tuple[Card, ...]:
    """The cards of one suit's holding ``bits`` (15 bits, bit ``rank``), highest first."""
    table = _DESCENDING[suit]
    cards = table.get(bits)
    if cards is None:
        row = _CARD[suit]
        found: list[Card] = []
        rest = bits
        while rest:
            top = rest.bit_length() - 1
            card = row[top]
            assert card is not None, f"bit {top} is no rank"
            found.append(card)
            rest ^= 1 << top
        cards = tuple(found)
        table[bits] = cards
    return cards


def ascending(suit: int, bits: int) -> tuple[Card, ...]:
    """The cards of one suit's holding ``bits``, lowest first."""
    table = _ASCENDING[suit]
    cards = table.get(bits)
    if cards is None:
        cards = descending(suit, bits)[::-1]
        table[bits] = cards
    return cards


def suit_bits(mask: int, suit: int) -> int:
    """One suit's 15-bit field of a hand mask."""
    return (mask >> SHIFT[suit]) & SUIT_BITS


def mask_of_cards(cards: frozenset[Card] | set[Card] | list[Card] | tuple[Card, ...]) -> int:
    """The cards as one mask, bit ``15 * suit + rank`` (as :func:`claims.position.card_bit`)."""
    mask = 0
    for card in cards:
        mask |= 1 << (card.suit._value_ * SUIT_STRIDE + card.rank._value_)
    return mask


__all__ = [
    "RANK_BITS",
    "SHIFT",
    "SUIT_BITS",
    "SUIT_STRIDE",
    "ascending",
    "descending",
    "mask_of_cards",
    "suit_bits",
]
