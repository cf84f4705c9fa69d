"""Seats, sides, suits, ranks and cards, and how directors write them.

Cards are accepted the way people type them: ``SA``, ``sa``, ``♠A``, ``A♠``, ``S10``,
``ST``, ``10s``.  Holdings are written PBN style (``AKT2.Q3..5``: spades, hearts,
diamonds, clubs, an empty field for a void) or with suit symbols/letters as prefixes
(``♠AK ♥Q3 ♣5``, ``S AK H Q3 C 5``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from claims.errors import CardSyntaxError


class Seat(IntEnum):
    """The four seats, numbered as DDS numbers them (N=0, E=1, S=2, W=3)."""

    N = 0
    E = 1
    S = 2
    W = 3

    # each member's partner and side: plain attributes set on the members below, not
    # properties, because the rules read them millions of times in a search (an
    # attribute read costs about a quarter of a property call).  Quoted: mypyc (the
    # compiled core, claims.core) stores an unquoted class annotation as the class
    # object, which does not exist yet while the class is built (a crash at import)
    partner: "Seat"  # noqa: UP037
    side: "Side"  # noqa: UP037

    def next(self, steps: int = 1) -> Seat:
        """The seat ``steps`` places clockwise (to the left) of this one."""
        # a table lookup: the search calls this millions of times
        return _SEATS[(self._value_ + steps) % 4]

    @property
    def full_name(self) -> str:
        return _SEAT_NAMES[self]

    @classmethod
    def parse(cls, text: str) -> Seat:
        key = text.strip().upper()
        if key in _SEAT_WORDS:
            return _SEAT_WORDS[key]
        raise CardSyntaxError(f"unknown seat {text!r}: expected N, E, S or W")


_SEATS: Final[tuple[Seat, ...]] = tuple(Seat)
_SEAT_NAMES: Final = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}
_SEAT_WORDS: Final = {
    "N": Seat.N, "E": Seat.E, "S": Seat.S, "W": Seat.W,
    "NORTH": Seat.N, "EAST": Seat.E, "SOUTH": Seat.S, "WEST": Seat.W,
    "NORD": Seat.N, "ØST": Seat.E, "SYD": Seat.S, "VEST": Seat.W, "Ø": Seat.E, "V": Seat.W,
}


class Side(IntEnum):
    """A partnership."""

    NS = 0
    EW = 1

    # the other side and the side's two seats: attributes set on the members below (see
    # Seat.partner)
    other: "Side"  # noqa: UP037
    seats: tuple[Seat, Seat]

    @property
    def label(self) -> str:
        return "North-South" if self is Side.NS else "East-West"


_SIDES: Final[tuple[Side, ...]] = tuple(Side)
_SIDE_SEATS: Final[tuple[tuple[Seat, Seat], ...]] = ((Seat.N, Seat.S), (Seat.E, Seat.W))
for _seat in _SEATS:
    object.__setattr__(_seat, "partner", _SEATS[(_seat._value_ + 2) % 4])
    object.__setattr__(_seat, "side", _SIDES[_seat._value_ % 2])
for _side in _SIDES:
    object.__setattr__(_side, "other", _SIDES[1 - _side._value_])
    object.__setattr__(_side, "seats", _SIDE_SEATS[_side._value_])
del _seat, _side


class Suit(IntEnum):
    """The four suits, numbered as DDS numbers them (S=0, H=1, D=2, C=3)."""

    S = 0
    H = 1
    D = 2
    C = 3

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self.value]

    @property
    def letter(self) -> str:
        return "SHDC"[self.value]

    @property
    def word(self) -> str:
        return ("spade", "heart", "diamond", "club")[self.value]

    @classmethod
    def parse(cls, text: str) -> Suit:
        key = text.strip().upper()
        if key in _SUIT_CHARS:
            return _SUIT_CHARS[key]
        raise CardSyntaxError(f"unknown suit {text!r}: expected S, H, D, C or ♠♥♦♣")


_SUIT_CHARS: Final = {
    "S": Suit.S, "H": Suit.H, "D": Suit.D, "C": Suit.C,
    "♠": Suit.S, "♥": Suit.H, "♦": Suit.D, "♣": Suit.C,
    "♤": Suit.S, "♡": Suit.H, "♢": Suit.D, "♧": Suit.C,
}
SUIT_CHARS: Final = frozenset(_SUIT_CHARS)


class Rank(IntEnum):
    """Card ranks, two to ace."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def char(self) -> str:
        return "23456789TJQKA"[self.value - 2]

    @classmethod
    def parse(cls, text: str) -> Rank:
        key = text.strip().upper()
        if key in _RANK_WORDS:
            return _RANK_WORDS[key]
        raise CardSyntaxError(f"unknown rank {text!r}: expected A K Q J T (or 10) 9 ... 2")


_RANK_WORDS: Final = {r.char: r for r in Rank} | {"10": Rank.TEN}


class Strain(IntEnum):
    """The denomination of the contract: a trump suit or notrump (DDS numbering)."""

    S = 0
    H = 1
    D = 2
    C = 3
    NT = 4

    @property
    def trump(self) -> Suit | None:
        return None if self is Strain.NT else Suit(self.value)

    @property
    def symbol(self) -> str:
        return "NT" if self is Strain.NT else Suit(self.value).symbol

    @classmethod
    def parse(cls, text: str) -> Strain:
        key = text.strip().upper()
        if key in ("NT", "N", "SA", "UT", "NOTRUMP", "NO TRUMP", "NOTRUMPS"):
            return Strain.NT
        if key in _SUIT_CHARS:
            return Strain(_SUIT_CHARS[key].value)
        raise CardSyntaxError(f"unknown trump {text!r}: expected S, H, D, C or NT")

    @classmethod
    def of(cls, trump: Suit | None) -> Strain:
        return Strain.NT if trump is None else Strain(trump.value)


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card. Orders by suit (spades first), then rank."""

    suit: Suit
    rank: Rank

    def __hash__(self) -> int:
        # a plain int, not a hash of a tuple of enums: hands are frozensets of cards and
        # the search hashes them millions of times
        # (the enums read as ints: compiled, a native read, not a look-up by name)
        suit: int = self.suit
        rank: int = self.rank
        return suit * 16 + rank

    def __str__(self) -> str:
        return f"{self.suit.symbol}{self.rank.char}"

    @property
    def code(self) -> str:
        """The two-letter ASCII form, ``SA``, ``HT``: what case files and DDS use."""
        return f"{self.suit.letter}{self.rank.char}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card: ``SA``, ``♠A``, ``A♠``, ``s10``, ``10s``, ``DT``."""
        raw = text.strip()
        compact = raw.replace(" ", "")
        if len(compact) >= 2:
            first, rest = compact[0], compact[1:]
            if first.upper() in _SUIT_CHARS and rest.upper() in _RANK_WORDS:
                return cls(Suit.parse(first), Rank.parse(rest))
            last, front = compact[-1], compact[:-1]
            if last.upper() in _SUIT_CHARS and front.upper() in _RANK_WORDS:
                return cls(Suit.parse(last), Rank.parse(front))
        raise CardSyntaxError(
            f"cannot read card {text!r}: expected a suit and a rank, e.g. 'SA', '♠A' or 'H10'"
        )


ALL_CARDS: Final[tuple[Card, ...]] = tuple(
    Card(s, r) for s in Suit for r in sorted(Rank, reverse=True)
)


def format_holding(cards: Iterable[Card]) -> str:
    """PBN holding ``AKT2.Q3..5`` (suits S.H.D.C, ranks high to low)."""
    by_suit: list[list[Card]] = [[], [], [], []]
    for card in cards:
        by_suit[card.suit].append(card)
    return ".".join(
        "".join(c.rank.char for c in sorted(group, key=lambda c: -c.rank)) for group in by_suit
    )


def format_holding_symbols(cards: Iterable[Card]) -> str:
    """``♠AKT2 ♥Q3 ♦— ♣5`` for diagrams and explanations."""
    by_suit: list[list[Card]] = [[], [], [], []]
    for card in cards:
        by_suit[card.suit].append(card)
    parts = []
    for suit in Suit:
        ranks = "".join(c.rank.char for c in sorted(by_suit[suit], key=lambda c: -c.rank))
        parts.append(f"{suit.symbol}{ranks or '—'}")
    return " ".join(parts)


_PREFIXED_SUIT: Final = re.compile(r"([SHDC♠♥♦♣♤♡♢♧])", re.IGNORECASE)


def _ranks_of(field: str, suit: Suit, where: str) -> list[Card]:
    cards: list[Card] = []
    text = field.replace(" ", "").upper()
    if text in ("-", "—", "–"):
        return cards
    i = 0
    while i < len(text):
        if text.startswith("10", i):
            token, i = "10", i + 2
        else:
            token, i = text[i], i + 1
        if token not in _RANK_WORDS:
            raise CardSyntaxError(
                f"unknown rank {token!r} in {suit.word}s {field!r} of {where}: "
                "expected A K Q J T (or 10) 9 ... 2"
            )
        cards.append(Card(suit, _RANK_WORDS[token]))
    return cards


def parse_holding(text: str, where: str = "hand") -> list[Card]:
    """Read one hand; returns the cards in the order written, duplicates kept.

    Duplicates are kept on purpose: :func:`claims.position.problems` reports them with
    their seat, where a set would merge them silently (endplay's ``AA2`` trap).
    """
    raw = text.strip()
    if raw in ("", "-"):
        return []
    if "." in raw:
        fields = raw.split(".")
        if len(fields) != 4:
            raise CardSyntaxError(
                f"{where} {text!r} has {len(fields)} suits: expected 4 fields S.H.D.C "
                "separated by dots (an empty field for a void)"
            )
        cards: list[Card] = []
        for suit, field in zip(Suit, fields, strict=True):
            cards.extend(_ranks_of(field, suit, where))
        return cards
    # Suit-prefixed form: ♠AK ♥Q3 ♣5, or S AK H Q3 C 5.
    pieces = _PREFIXED_SUIT.split(raw.replace(" ", ""))
    if pieces[0]:
        raise CardSyntaxError(
            f"cannot read {where} {text!r}: write S.H.D.C with dots (AK2.Q3..5) "
            "or prefix each suit with its letter or symbol (♠AK2 ♥Q3 ♣5)"
        )
    cards = []
    seen_suits: set[Suit] = set()
    for marker, ranks in zip(pieces[1::2], pieces[2::2], strict=True):
        suit = Suit.parse(marker)
        if suit in seen_suits:
            raise CardSyntaxError(f"{where} {text!r} names {suit.word}s twice")
        seen_suits.add(suit)
        cards.extend(_ranks_of(ranks, suit, where))
    return cards


def parse_deal(text: str) -> dict[Seat, list[Card]]:
    """Read a PBN deal string ``N:<hand> <hand> <hand> <hand>`` (any first seat).

    Hands run clockwise from the seat before the colon.  Returns each seat's cards as
    written (duplicates kept, for validation to report).
    """
    raw = text.strip()
    if not raw:
        raise CardSyntaxError("empty deal: expected 'N:<north> <east> <south> <west>'")
    if ":" not in raw:
        raise CardSyntaxError(
            f"deal {text!r} has no first seat: expected e.g. 'N:AK2.Q3..5 ...' "
            "(the seat before the colon holds the first hand)"
        )
    seat_text, hands_text = raw.split(":", 1)
    first = Seat.parse(seat_text)
    hands = hands_text.split()
    if len(hands) != 4:
        raise CardSyntaxError(
            f"deal {text!r} has {len(hands)} hands: expected 4, clockwise from "
            f"{first.full_name} (an end position needs all four hands)"
        )
    return {
        first.next(i): parse_holding(hand, where=first.next(i).full_name)
        for i, hand in enumerate(hands)
    }


def format_deal(hands: dict[Seat, Iterable[Card]], first: Seat = Seat.N) -> str:
    """PBN deal string starting at ``first``."""
    return f"{first.name}:" + " ".join(
        format_holding(hands[first.next(i)]) for i in range(4)
    )
