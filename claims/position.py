"""The end position of a claim: four hands, trumps, the trick in progress.

An :class:`EndPosition` is immutable; :meth:`EndPosition.play` returns the next one, so
a search never undoes a move and positions can key a transposition table.

Two ways in:

* :meth:`EndPosition.from_trick_start` takes the hands *as they were when the current
  trick began* (the case-file convention: trick cards are still in those hands) and
  moves the trick cards out, checking every fault at once.
* The constructor takes the hands *as held now* (trick cards already out of them), the
  form the solver needs.  :meth:`EndPosition.problems` lists every fault of that form;
  the solver bindings call it before every solve, because DDS answers silently wrong
  when a trick card is left in a hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from claims.cards import Card, Seat, Side, Strain, Suit, format_holding_symbols
from claims.errors import IllegalPlay, InvalidPosition
from claims.tables import SHIFT, SUIT_BITS, SUIT_STRIDE, ascending, descending

MAX_TRICK_CARDS: Final = 3  # a fourth card completes the trick: give the position after it
_SEATS: Final[tuple[Seat, ...]] = tuple(Seat)


def trick_winner(trick: Sequence[Card], leader: Seat, trump: Suit | None) -> Seat:
    """The seat that wins a (possibly incomplete) trick so far."""
    best = trick[0]
    best_index = 0
    best_rank: int = best.rank  # ranks and seats read as ints (see EndPosition.play)
    for index in range(1, len(trick)):
        card = trick[index]
        if card.suit is best.suit:
            rank: int = card.rank
            if rank > best_rank:
                best, best_index, best_rank = card, index, rank
        elif card.suit is trump:
            best, best_index, best_rank = card, index, card.rank
    first: int = leader
    return _SEATS[(first + best_index) & 3]


@dataclass(frozen=True, slots=True)
class EndPosition:
    """A position during the play, from the claimer's point of view of the law.

    ``hands`` are indexed by :class:`Seat` and hold the cards held *now* (cards already
    played to ``trick`` are not in them).  ``tricks_won`` is indexed by :class:`Side`.
    ``voids`` are the suits a player is known to be out of, because he failed to follow
    before the claim (Law 70E1) or during a line of play.
    """

    # (tuples of any length in the annotations, four hands: see masks())
    hands: tuple[frozenset[Card], ...]
    trump: Suit | None
    declarer: Seat
    leader: Seat
    trick: tuple[Card, ...] = ()
    tricks_won: tuple[int, int] = (0, 0)
    voids: frozenset[tuple[Seat, Suit]] = field(default_factory=frozenset)
    # the hands as bitmasks (see card_bit), filled in when first asked for and passed on
    # by play(): the search's compact form.  Not an argument, so replace() cannot copy
    # masks that no longer fit the hands.
    _masks: tuple[int, ...] | None = field(
        default=None, init=False, compare=False, repr=False
    )

    def __hash__(self) -> int:
        # the search keys its tables by positions: the hands as their masks and the
        # trick by its length (equal positions have equal masks and tricks; two that
        # differ only in the trick's cards are told apart by __eq__), without a Python
        # call per card.  Written here, dataclass(frozen=True) keeps it.
        masks = self._masks
        if masks is None:
            masks = self.masks()
        return hash(
            (masks, self.leader, len(self.trick), self.tricks_won, self.voids, self.trump,
             self.declarer)
        )

    def __eq__(self, other: object) -> bool:
        # the generated __eq__ compares the fields as tuples in interpreted Python, even
        # in the compiled core (dataclasses writes it at run time); this one is compiled.
        # The same fields (all but _masks); the hands compared by their masks, which
        # hold the same cards (filled in from the hands, passed on by play()), as ints
        if not isinstance(other, EndPosition):
            return NotImplemented
        return (
            self.masks() == other.masks()
            and self.trick == other.trick
            and self.leader == other.leader
            and self.tricks_won == other.tricks_won
            and self.voids == other.voids
            and self.trump == other.trump
            and self.declarer == other.declarer
        )

    # ----------------------------------------------------------------- construction
    @classmethod
    def from_trick_start(
        cls,
        hands: Mapping[Seat, Sequence[Card]],
        trump: Suit | None,
        declarer: Seat,
        leader: Seat,
        trick: Sequence[Card] = (),
        tricks_won: tuple[int, int] = (0, 0),
        shown_out: Iterable[tuple[Seat, Suit]] = (),
    ) -> EndPosition:
        """Build from the hands as they were when the current trick began.

        Raises :class:`InvalidPosition` listing every fault found.
        """
        problems = start_problems(hands, leader, trick)
        for seat, suit in shown_out:
            for card in hands.get(seat, ()):
                if card.suit == suit:
                    problems.append(
                        f"{seat.full_name} is said to have shown out of {suit.word}s "
                        f"but holds {card}"
                    )
        if problems:
            raise InvalidPosition(problems)
        now = {seat: set(hands[seat]) for seat in Seat}
        for index, card in enumerate(trick):
            now[leader.next(index)].discard(card)
        position = cls(
            hands=(
                frozenset(now[Seat.N]),
                frozenset(now[Seat.E]),
                frozenset(now[Seat.S]),
                frozenset(now[Seat.W]),
            ),
            trump=trump,
            declarer=declarer,
            leader=leader,
            trick=tuple(trick),
            tricks_won=tricks_won,
            voids=frozenset(shown_out) | _trick_voids(trick, leader),
        )
        position.validate()
        return position

    def problems(self) -> list[str]:
        """Every fault of this position, empty when it is sound (see module docstring)."""
        found: list[str] = []
        if len(self.trick) > MAX_TRICK_CARDS:
            found.append(
                f"the current trick has {len(self.trick)} cards: at most 3; "
                "give the position after a completed trick"
            )
            return found
        owners: dict[Card, Seat] = {}
        for seat in Seat:
            for card in sorted(self.hands[seat]):
                if card in owners:
                    found.append(
                        f"duplicate card {card}: in {owners[card].full_name}'s hand "
                        f"and in {seat.full_name}'s"
                    )
                else:
                    owners[card] = seat
        for index, card in enumerate(self.trick):
            player = self.leader.next(index)
            if card in owners:
                found.append(
                    f"trick card {card} (played by {player.full_name}) is still in "
                    f"{owners[card].full_name}'s hand"
                )
            if card in self.trick[:index]:
                found.append(f"trick card {card} is played twice")
        played = {self.leader.next(i) for i in range(len(self.trick))}
        to_move_length = len(self.hands[self.leader.next(len(self.trick))])
        if all(len(hand) == 0 for hand in self.hands) and not self.trick:
            found.append("empty position: no cards in any hand")
        for seat in Seat:
            length = len(self.hands[seat])
            if length > 13:
                found.append(f"{seat.full_name} holds {length} cards: at most 13")
            want = to_move_length - 1 if seat in played else to_move_length
            if length != want:
                found.append(
                    f"{seat.full_name} holds {length} cards, expected {want} "
                    f"(trick of {len(self.trick)} led by {self.leader.full_name})"
                )
        found.extend(_revoke_problems(self.trick, self.leader, self.hands))
        return found

    def validate(self) -> EndPosition:
        """Return self, or raise :class:`InvalidPosition` with every fault."""
        found = self.problems()
        if found:
            raise InvalidPosition(found)
        return self

    # ----------------------------------------------------------------- queries
    @property
    def to_play(self) -> Seat:
        # the rules ask this at every turn: a table read, not Seat.next
        leader: int = self.leader  # (an IntEnum read as an int: see play)
        return _SEATS[(leader + len(self.trick)) & 3]

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def strain(self) -> Strain:
        return Strain.of(self.trump)

    @property
    def tricks_left(self) -> int:
        """Remaining tricks, the current one included."""
        return len(self.hands[self.to_play])

    @property
    def led_suit(self) -> Suit | None:
        return self.trick[0].suit if self.trick else None

    @property
    def is_over(self) -> bool:
        return not self.trick and all(len(hand) == 0 for hand in self.hands)

    def hand(self, seat: Seat) -> frozenset[Card]:
        return self.hands[seat]

    def holder(self, card: Card) -> Seat | None:
        bit = 1 << (card.suit._value_ * SUIT_STRIDE + card.rank._value_)
        masks = self.masks()
        for index in range(4):
            if masks[index] & bit:
                return _SEATS[index]
        return None

    def masks(self) -> tuple[int, ...]:
        """Each hand as a bitmask of :func:`card_bit`, indexed by seat (four of them).

        Typed as a tuple of any length on purpose: the compiled core keeps a
        ``tuple[int, int, int, int]`` unboxed, and indexed by a seat (not a constant) it
        was boxed anew, a tuple and four ints allocated, at every ``masks[seat]``."""
        masks = self._masks
        if masks is None:
            h = self.hands
            masks = (_mask_of(h[0]), _mask_of(h[1]), _mask_of(h[2]), _mask_of(h[3]))
            object.__setattr__(self, "_masks", masks)
        return masks

    def cards_in(self, seat: Seat, suit: Suit) -> list[Card]:
        """The seat's cards of ``suit``, highest first."""
        return list(descending(suit, (self.masks()[seat] >> SHIFT[suit]) & SUIT_BITS))

    def ruffing_hand(self, side: Side, suit: Suit, claimer: Seat | None = None) -> Seat:
        """The hand of ``side`` that "ruff a diamond" means when he does not say which:
        the hand void in the suit; with neither void, the one holding trumps that is
        shorter in the suit (it can become void while partner still leads the suit:
        the Bridge Winners teams trial's ♦9 opposite dummy's ♦A-Q-J-8-2).  When that
        leaves both hands (both void) or neither: for declarer's side the dummy (a ruff
        "in dummy", the usual meaning), for the defenders the claimer's own hand (a
        defender saying "ruffing a club" speaks of his own ruff), never a seat chosen by
        its compass name (North before South was not the same claim turned round the
        table)."""
        if side == self.declarer.side:
            first = self.declarer.partner
        elif claimer is not None and claimer.side == side:
            first = claimer
        else:
            first = self.declarer.next(1)
        seats = (first, first.partner)
        # counted as the trick in progress began: the hand that led the suit's last card
        # to this trick has not become the ruffing hand by leading it
        length = {seat: self._length_at_trick_start(seat, suit) for seat in seats}
        for seat in seats:
            if not length[seat]:
                return seat
        trump = self.trump
        for seat in seats:
            if (
                trump is not None
                and self._length_at_trick_start(seat, trump)
                and length[seat] < length[seat.partner]
            ):
                return seat
        return seats[0]

    def _length_at_trick_start(self, seat: Seat, suit: Suit) -> int:
        played = sum(
            1
            for index, card in enumerate(self.trick)
            if card.suit == suit and self.leader.next(index) == seat
        )
        return len(self.cards_in(seat, suit)) + played

    def can_ruff_later(self, seat: Seat, suit: Suit) -> bool:
        """``seat`` still holds ``suit`` but fewer cards of it than partner: a ruff there
        comes once partner's leads have drawn its last one."""
        mine = len(self.cards_in(seat, suit))
        return 0 < mine < len(self.cards_in(seat.partner, suit))

    def legal_plays(self) -> list[Card]:
        """The cards the player to move may play, lowest first within each suit."""
        mask = self.masks()[self.to_play]
        if self.trick:
            led = self.trick[0].suit
            following = (mask >> SHIFT[led]) & SUIT_BITS
            if following:
                return list(ascending(led, following))
        # sorted(hand): by suit, then rank
        return [
            card
            for suit in range(4)
            for card in ascending(suit, (mask >> SHIFT[suit]) & SUIT_BITS)
        ]

    def current_winner(self) -> Seat | None:
        """Who is winning the trick in progress, or None before the lead."""
        if not self.trick:
            return None
        return trick_winner(self.trick, self.leader, self.trump)

    def tricks_for(self, side: Side) -> int:
        return self.tricks_won[side]

    def known_void(self, seat: Seat, suit: Suit) -> bool:
        return (seat, suit) in self.voids

    # ----------------------------------------------------------------- moves
    def play(self, card: Card) -> EndPosition:
        """The position after the player to move plays ``card``."""
        # seats and suits read as ints (an IntEnum is an int): compiled, that is a
        # native read, where ``._value_`` or an enum as index is a look-up by name
        trick = self.trick
        leader: int = self.leader
        index = (leader + len(trick)) & 3
        masks = self._masks
        if masks is None:
            masks = self.masks()
        suit: int = card.suit
        rank: int = card.rank
        bit = 1 << (suit * SUIT_STRIDE + rank)
        held = masks[index]
        seat = _SEATS[index]
        if not held & bit:
            raise IllegalPlay(
                f"{card} is not in {seat.full_name}'s hand "
                f"({format_holding_symbols(self.hands[index])})"
            )
        voids = self.voids
        if trick:
            led = trick[0].suit
            if card.suit is not led:
                led_value: int = led
                if (held >> (led_value * SUIT_STRIDE)) & SUIT_BITS:
                    raise IllegalPlay(
                        f"{seat.full_name} must follow to {led.word}s and may not play {card}"
                    )
                voids = voids | {(seat, led)}
        hands = self.hands
        left = held & ~bit
        # the hand left is read from a table by the hand and the card (see _HANDS): one
        # look-up, not a copy of the frozenset less the card
        hand = hands[index]
        changed = _HANDS.get((hand, bit))
        if changed is None:
            changed = _hand_less(hand, card, bit)
        after_masks: tuple[int, ...]
        if index == 0:
            new_hands = (changed, hands[1], hands[2], hands[3])
            after_masks = (left, masks[1], masks[2], masks[3])
        elif index == 1:
            new_hands = (hands[0], changed, hands[2], hands[3])
            after_masks = (masks[0], left, masks[2], masks[3])
        elif index == 2:
            new_hands = (hands[0], hands[1], changed, hands[3])
            after_masks = (masks[0], masks[1], left, masks[3])
        else:
            new_hands = (hands[0], hands[1], hands[2], changed)
            after_masks = (masks[0], masks[1], masks[2], left)
        # the search's hot path: the slots are set directly (as _new_position does,
        # written out here: a call less a move), not through the frozen dataclass's
        # __init__, which costs three times as much
        if len(trick) < 3:
            after_leader = self.leader
            after_trick: tuple[Card, ...] = (*trick, card)
            after_won = self.tricks_won
        else:
            after_leader = trick_winner((*trick, card), self.leader, self.trump)
            after_trick = ()
            won = self.tricks_won
            # North and South (even seats) are side 0
            winner_value: int = after_leader
            after_won = (won[0], won[1] + 1) if winner_value & 1 else (won[0] + 1, won[1])
        position: EndPosition = _NEW(EndPosition)
        if _STORES_DIRECTLY:
            # compiled: the slots stored as a native class stores them (see
            # _stores_directly), not through the descriptors' __set__ below
            position.hands = new_hands  # type: ignore[misc]
            position.trump = self.trump  # type: ignore[misc]
            position.declarer = self.declarer  # type: ignore[misc]
            position.leader = after_leader  # type: ignore[misc]
            position.trick = after_trick  # type: ignore[misc]
            position.tricks_won = after_won  # type: ignore[misc]
            position.voids = voids  # type: ignore[misc]
            position._masks = after_masks  # type: ignore[misc]
            return position
        _SET_HANDS(position, new_hands)
        _SET_TRUMP(position, self.trump)
        _SET_DECLARER(position, self.declarer)
        _SET_LEADER(position, after_leader)
        _SET_TRICK(position, after_trick)
        _SET_WON(position, after_won)
        _SET_VOIDS(position, voids)
        _SET_MASKS(position, after_masks)
        return position

    def hands_at_trick_start(self) -> dict[Seat, list[Card]]:
        """The hands as they were when the current trick began (case-file form)."""
        start = {seat: sorted(self.hands[seat]) for seat in Seat}
        for index, card in enumerate(self.trick):
            start[self.leader.next(index)].append(card)
            start[self.leader.next(index)].sort()
        return start


# EndPosition's slots, set in this order by _new_position: a field added to the class
# must be added here too (the check below stops the import until it is)
_FIELDS: Final = ("hands", "trump", "declarer", "leader", "trick", "tricks_won", "voids", "_masks")
if tuple(EndPosition.__dataclass_fields__) != _FIELDS:  # pragma: no cover - a guard
    raise ImportError("claims.position: EndPosition's fields changed; update _new_position")
_SET: Final = tuple(getattr(EndPosition, name).__set__ for name in _FIELDS)
# the class's own __new__, not object.__new__: the same function in Python, and the
# one that makes a blank instance of a mypyc-compiled class (claims.core)
_NEW: Final = EndPosition.__new__
# each Final on its own: names bound by unpacking a tuple are not Final, and the
# compiled play() read every one from the module's dictionary at every move
_SET_HANDS: Final = _SET[0]
_SET_TRUMP: Final = _SET[1]
_SET_DECLARER: Final = _SET[2]
_SET_LEADER: Final = _SET[3]
_SET_TRICK: Final = _SET[4]
_SET_WON: Final = _SET[5]
_SET_VOIDS: Final = _SET[6]
_SET_MASKS: Final = _SET[7]


def _stores_directly() -> bool:
    """Whether assigning an EndPosition's slot in this module's code stores it (the
    compiled core: mypyc compiles the assignment to a native store, past the frozen
    dataclass's ``__setattr__``) rather than raising (the Python sources).  Asked once,
    of a blank instance: :meth:`EndPosition.play` then stores its slots the cheapest
    way, the same slots either way."""
    probe: EndPosition = _NEW(EndPosition)
    try:
        probe.trick = ()  # type: ignore[misc]
    except AttributeError:  # dataclasses.FrozenInstanceError
        return False
    return True


_STORES_DIRECTLY: Final = _stores_directly()


def _new_position(
    hands: tuple[frozenset[Card], ...],
    trump: Suit | None,
    declarer: Seat,
    leader: Seat,
    trick: tuple[Card, ...],
    tricks_won: tuple[int, int],
    voids: frozenset[tuple[Seat, Suit]],
    masks: tuple[int, ...],
) -> EndPosition:
    """An EndPosition built by setting its slots, as __init__ would, with its masks."""
    position: EndPosition = _NEW(EndPosition)
    _SET_HANDS(position, hands)
    _SET_TRUMP(position, trump)
    _SET_DECLARER(position, declarer)
    _SET_LEADER(position, leader)
    _SET_TRICK(position, trick)
    _SET_WON(position, tricks_won)
    _SET_VOIDS(position, voids)
    _SET_MASKS(position, masks)
    return position


# the hands play() has made, by the hand played from and the card's bit.  A search plays
# the same card from the same hand object again and again (each test of exact() walks the
# top of the tree again, siblings share their parents' hands): one shared frozenset per
# (hand, card) costs a dict look-up instead of a copy of the hand less the card, its
# hash is computed once, and positions compare their hands by identity (tuple comparison
# tries identity first).  Keyed by the hand object, not by the cards left, so that each
# hand is exactly the frozenset ``hand - {card}`` would make, with the same iteration
# order: the order in which the rules list equal cards names the card of a deciding
# line (which of two equal discards), and a table by the cards left would give the
# order of whichever path met them first.  Started afresh when full, to bound memory.
_HANDS: Final[dict[tuple[frozenset[Card], int], frozenset[Card]]] = {}
_HANDS_KEPT: Final = 100_000


def _hand_less(hand: frozenset[Card], card: Card, bit: int) -> frozenset[Card]:
    """``hand - {card}``, shared through _HANDS."""
    less = hand - {card}
    if len(_HANDS) >= _HANDS_KEPT:
        _HANDS.clear()
    _HANDS[hand, bit] = less
    return less


def card_bit(card: Card) -> int:
    """The card as one bit: bit ``15 * suit + rank`` (``SUIT_STRIDE``), so that a suit's
    cards are the 15 bits from ``15 * suit`` and a higher card is a higher bit."""
    suit: int = card.suit  # (an IntEnum read as an int: compiled, a native read)
    rank: int = card.rank
    return 1 << (suit * SUIT_STRIDE + rank)


def _mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << (card.suit._value_ * SUIT_STRIDE + card.rank._value_)
    return mask


def _trick_voids(trick: Sequence[Card], leader: Seat) -> frozenset[tuple[Seat, Suit]]:
    if not trick:
        return frozenset()
    led = trick[0].suit
    return frozenset(
        (leader.next(i), led) for i, card in enumerate(trick) if i and card.suit != led
    )


def _revoke_problems(
    trick: Sequence[Card], leader: Seat, held: Sequence[Iterable[Card]]
) -> list[str]:
    found: list[str] = []
    if not trick:
        return found
    led = trick[0].suit
    for index, card in enumerate(trick[1:], 1):
        seat = leader.next(index)
        if card.suit != led:
            still = sorted(c for c in held[seat] if c.suit == led and c != card)
            if still:
                found.append(
                    f"revoke in the current trick: {seat.full_name} played {card} on a "
                    f"{led.word} lead but holds {still[0]}"
                )
    return found


def start_problems(
    hands: Mapping[Seat, Sequence[Card]], leader: Seat, trick: Sequence[Card]
) -> list[str]:
    """Every fault of hands given as they were when the current trick began."""
    found: list[str] = []
    missing = [seat.full_name for seat in Seat if seat not in hands]
    if missing:
        found.append(f"no hand given for {', '.join(missing)}")
        return found
    owners: dict[Card, Seat] = {}
    for seat in Seat:
        seen: set[Card] = set()
        for card in hands[seat]:
            if card in seen:
                found.append(f"duplicate card {card} in {seat.full_name}'s hand")
                continue
            seen.add(card)
            if card in owners:
                found.append(
                    f"duplicate card {card}: in {owners[card].full_name}'s hand "
                    f"and in {seat.full_name}'s"
                )
            else:
                owners[card] = seat
    lengths = {seat: len(set(hands[seat])) for seat in Seat}
    if all(n == 0 for n in lengths.values()):
        found.append("empty position: no cards in any hand")
    for seat in Seat:
        if lengths[seat] > 13:
            found.append(f"{seat.full_name} holds {lengths[seat]} cards: at most 13")
    if len(set(lengths.values())) > 1:
        found.append(
            "hands of unequal length: "
            + ", ".join(f"{seat.full_name} {lengths[seat]}" for seat in Seat)
            + " (give the hands as they were when the current trick began)"
        )
    if len(trick) > MAX_TRICK_CARDS:
        found.append(
            f"the current trick has {len(trick)} cards: at most 3; "
            "give the position after a completed trick"
        )
        return found
    for index, card in enumerate(trick):
        player = leader.next(index)
        if card in trick[:index]:
            found.append(f"trick card {card} is played twice")
        elif owners.get(card) is None:
            found.append(
                f"trick card {card} (played by {player.full_name}) is not in "
                f"{player.full_name}'s hand"
            )
        elif owners[card] != player:
            found.append(
                f"trick card {card} is played by {player.full_name} "
                f"(trick led by {leader.full_name}) but is in {owners[card].full_name}'s hand"
            )
    found.extend(_revoke_problems(trick, leader, [hands[seat] for seat in Seat]))
    return found
