"""What every importer shares: the facts a source gives, the auction, and the replay.

Each importer (PBN, LIN, URLs) only *reads* its format into a :class:`BoardFacts`: the
deal as given, what it says about the contract and the claim, and the played cards.
Turning those facts into an end position happens once, here, for all of them: the cards
are played one by one from the deal with :meth:`EndPosition.play`, which is more reliable
than taking a typed-in end position (a card played from the wrong hand or a revoke shows
up at once, with the line or field that holds it).

Messages name the place in the source (``PBN line 7: [Play] trick 3``, ``LIN field pc
#12``), which every fact and card carries with it as ``where``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from claims.cards import ALL_CARDS, Card, Seat, Side, Strain, Suit, format_holding_symbols
from claims.errors import IllegalPlay, ImportFormatError, InvalidPosition
from claims.position import EndPosition

__all__ = [
    "BoardFacts",
    "Call",
    "Located",
    "PlayGrid",
    "PlayedCard",
    "Replayed",
    "TrickRow",
    "contract_text",
    "final_contract",
    "infer_fourth_hand",
    "read_call",
    "read_contract",
    "replay_grid",
    "replay_sequence",
    "seat_names",
]

FULL_HAND = 13


@dataclass(frozen=True, slots=True)
class Located:
    """A value read from a source, with where it was read (for messages)."""

    value: str
    where: str


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """One played card and the place in the source that names it."""

    card: Card
    where: str


@dataclass(frozen=True, slots=True)
class TrickRow:
    """One line of a PBN play section: a card (or None for ``-``) per seat.

    ``cards`` are in *fixed seat order* from the grid's first seat, whoever led the trick
    (PBN 2.1 §3.6); that is what makes PBN different from LIN's plain sequence.
    """

    cards: tuple[PlayedCard | None, PlayedCard | None, PlayedCard | None, PlayedCard | None]
    where: str


@dataclass(frozen=True, slots=True)
class PlayGrid:
    """A PBN play section: rows of four cards in fixed seat order from ``first``."""

    first: Seat
    rows: tuple[TrickRow, ...]
    where: str


Play = tuple[PlayedCard, ...] | PlayGrid
"""Played cards in playing order (LIN, URLs) or as a PBN grid."""


@dataclass(frozen=True, slots=True)
class BoardFacts:
    """What a source says about one board, before any of it is checked against the rest.

    ``hands`` are the cards given in the source (13 each for a full deal, fewer for a
    PBN §3.10 end position): the replay of ``play`` starts from them.  Everything else is
    optional, because sources differ in what they record; the command-line options fill
    the gaps (see :mod:`claims.importers`).
    """

    format: str
    hands: Mapping[Seat, Sequence[Card]]
    deal_where: str
    first_seat: Seat = Seat.N
    declarer: Located | None = None
    contract: Located | None = None  # "4HX" or just a strain ("NT") for an end position
    leader: Located | None = None  # who leads first from ``hands`` (end positions, leads)
    vulnerable: frozenset[Side] | None = None
    play: Play = ()
    declarer_total: Located | None = None  # tricks for declarer after the claim (LIN mc)
    won_before: tuple[int, int] | None = None  # (declarer, defenders) before ``hands``
    shown_out: tuple[tuple[Seat, Suit], ...] = ()
    claim: Mapping[str, str] = field(default_factory=dict)  # by/kind/tricks/statement/...
    label: str | None = None  # "Board 7", "Club night, board 7"
    texts: Mapping[str, str] = field(default_factory=dict)  # title/source/guards


# --------------------------------------------------------------------------- hands
def seat_names(seats: Sequence[Seat]) -> str:
    """``West and East``, ``South, West and North``: seats named in a message."""
    names = [seat.full_name for seat in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def infer_fourth_hand(
    hands: dict[Seat, list[Card]], missing: Seat, where: str
) -> dict[Seat, list[Card]]:
    """Fill the one hand a source left out with the cards nobody else holds.

    LIN and the handviewer often omit the fourth hand.  It can only be inferred when the
    other three are full hands; duplicates are left for the position check to report.
    """
    given = [seat for seat in Seat if seat != missing]
    short = [seat for seat in given if len(hands[seat]) != FULL_HAND]
    if short:
        raise ImportFormatError(
            f"{where}: {missing.full_name}'s hand is not given, and it can only be "
            f"inferred when the other three hold 13 cards ("
            + ", ".join(f"{seat.full_name} {len(hands[seat])}" for seat in short)
            + ")"
        )
    held = {card for seat in given for card in hands[seat]}
    filled = dict(hands)
    filled[missing] = [card for card in ALL_CARDS if card not in held]
    return filled


# --------------------------------------------------------------------------- auction
_BRIDGE_ORDER = {Strain.C: 0, Strain.D: 1, Strain.H: 2, Strain.S: 3, Strain.NT: 4}
_CALL = re.compile(r"^(?:([1-7])\s*(NT|N|S|H|D|C|♠|♥|♦|♣)|(P|PASS|X|D|DBL|XX|R|RDBL))$", re.I)


@dataclass(frozen=True, slots=True)
class Call:
    """One call of an auction, normalised: ``P``, ``X``, ``XX`` or a bid such as ``3NT``."""

    seat: Seat
    text: str
    where: str


def read_call(text: str, where: str) -> str:
    """``p``, ``Pass``, ``d``, ``X``, ``r``, ``1n``, ``3NT``, ``4♠`` -> ``P X XX 1NT 3NT 4S``.

    LIN writes a double as ``d`` and a redouble as ``r``; PBN as ``X`` and ``XX``.
    """
    match = _CALL.match(text.strip().rstrip("!"))
    if match is None:
        raise ImportFormatError(
            f"{where}: cannot read the call {text!r}: expected a pass, a double, a redouble "
            "or a bid such as 1NT or 4S"
        )
    level, strain, other = match.groups()
    if level is not None:
        return f"{level}{_strain_text(Strain.parse(strain))}"
    word = other.upper()
    if word in ("P", "PASS"):
        return "P"
    if word in ("X", "D", "DBL"):
        return "X"
    return "XX"


def _strain_text(strain: Strain) -> str:
    return "NT" if strain is Strain.NT else Suit(strain.value).letter


def contract_text(level: int, strain: Strain, doubled: int) -> str:
    """The case-file spelling of a contract: ``4H``, ``3NTX``, ``7SXX``."""
    return f"{level}{_strain_text(strain)}{'X' * doubled}"


_CONTRACT = re.compile(r"^([1-7])?\s*(NT|N|S|H|D|C|♠|♥|♦|♣)\s*(XX|X|R)?$", re.I)


def read_contract(text: str, where: str) -> tuple[str | None, Strain]:
    """A contract (``4HX``) or just its strain (``NT``, as a PBN end position gives it).

    Returns the normalised contract (None when only the strain was given) and the strain.
    """
    match = _CONTRACT.match(text.strip())
    if match is None:
        raise ImportFormatError(
            f"{where}: cannot read the contract {text!r}: expected a level 1-7, a strain "
            "S H D C NT and X or XX if doubled (e.g. 4H, 3NTX), or just the strain"
        )
    level, strain_text, risk = match.groups()
    strain = Strain.parse(strain_text)
    if level is None:
        if risk:
            raise ImportFormatError(
                f"{where}: {text!r} is doubled but has no level: give e.g. 4HX"
            )
        return None, strain
    doubled = {"": 0, "X": 1, "XX": 2, "R": 2}[(risk or "").upper()]
    return contract_text(int(level), strain, doubled), strain


def final_contract(calls: Sequence[Call]) -> tuple[str, Seat, str] | None:
    """The contract, declarer and the place of the last bid, or None if nobody bid.

    Declarer is the first player of the declaring side to name the final strain.  An
    insufficient bid or a double out of turn means the record is damaged, so it is
    reported rather than guessed around.
    """
    last: tuple[int, Strain, Seat, str] | None = None
    doubled = 0
    first_to_name: dict[tuple[Side, Strain], Seat] = {}
    for call in calls:
        if call.text == "P":
            continue
        if call.text in ("X", "XX"):
            want = 0 if call.text == "X" else 1
            if last is None or doubled != want:
                raise ImportFormatError(
                    f"{call.where}: {call.seat.full_name}'s "
                    f"{'double' if want == 0 else 'redouble'} has nothing to "
                    f"{'double' if want == 0 else 'redouble'}"
                )
            bidder_side = last[2].side
            if (call.seat.side == bidder_side) == (want == 0):
                raise ImportFormatError(
                    f"{call.where}: {call.seat.full_name} "
                    f"{'doubles his own side' if want == 0 else 'redoubles the opponents'}"
                )
            doubled += 1
            continue
        level, strain = int(call.text[0]), Strain.parse(call.text[1:])
        if last is not None and (level, _BRIDGE_ORDER[strain]) <= (last[0], _BRIDGE_ORDER[last[1]]):
            raise ImportFormatError(
                f"{call.where}: {call.seat.full_name}'s {call.text} is insufficient after "
                f"{contract_text(last[0], last[1], 0)}"
            )
        first_to_name.setdefault((call.seat.side, strain), call.seat)
        last = (level, strain, call.seat, call.where)
        doubled = 0
    if last is None:
        return None
    level, strain, bidder, where = last
    return contract_text(level, strain, doubled), first_to_name[(bidder.side, strain)], where


# --------------------------------------------------------------------------- replay
@dataclass(frozen=True, slots=True)
class Replayed:
    """A deal part-way through its play: the position now and what it has shown.

    ``shown_out`` holds the suits players failed to follow to in *completed* tricks (and
    any the source gave for an end position): a show-out in the trick in progress is
    already recorded by the trick itself in the case file, so it is not written twice.
    """

    position: EndPosition
    shown_out: frozenset[tuple[Seat, Suit]]
    tricks_played: int = 0

    @classmethod
    def start(
        cls,
        hands: Mapping[Seat, Sequence[Card]],
        trump: Suit | None,
        declarer: Seat,
        leader: Seat,
        where: str,
        won: tuple[int, int] = (0, 0),
        shown_out: Iterable[tuple[Seat, Suit]] = (),
    ) -> Replayed:
        """The position before the first played card; ``won`` is indexed by Side."""
        known = frozenset(shown_out)
        try:
            position = EndPosition.from_trick_start(
                hands, trump, declarer, leader, (), won, known
            )
        except InvalidPosition as error:
            raise ImportFormatError(f"{where}: {error}") from None
        return cls(position, known)

    def play(self, card: Card, where: str, hint: str = "") -> Replayed:
        """The state after the player to move plays ``card``, checked as at the table."""
        position = self.position
        seat = position.to_play
        if position.is_over:
            raise ImportFormatError(f"{where}: {card} is played after the last trick")
        if card not in position.hands[seat]:
            holder = position.holder(card)
            if holder is not None:
                reason = f"{holder.full_name} holds it"
            elif card in position.trick:
                reason = "it is already in this trick"
            else:
                reason = "it was played before, or is not in the deal"
            raise ImportFormatError(
                f"{where}: card {card} is not in {seat.full_name}'s hand "
                f"({format_holding_symbols(position.hands[seat])}): {reason}{hint}"
            )
        led = position.led_suit
        if led is not None and card.suit != led:
            held = position.cards_in(seat, led)
            if held:
                raise ImportFormatError(
                    f"{where}: {seat.full_name} must follow to {led.word}s with "
                    f"{' or '.join(str(c) for c in held)} but played {card}"
                )
        try:
            after = position.play(card)
        except IllegalPlay as error:  # the checks above should have caught it
            raise ImportFormatError(f"{where}: {error}") from None
        if after.trick:
            return replace(self, position=after)
        return Replayed(after, after.voids, self.tricks_played + 1)

    @property
    def trick_start_hands(self) -> dict[Seat, list[Card]]:
        """The hands as they were when the current trick began (the case-file form)."""
        return self.position.hands_at_trick_start()


def replay_sequence(state: Replayed, cards: Sequence[PlayedCard]) -> Replayed:
    """Play cards given in playing order (LIN ``pc``, handviewer ``p=``)."""
    for played in cards:
        state = state.play(played.card, played.where)
    return state


_GRID_HINT = (
    " (a PBN play line lists the cards in fixed seat order from the [Play] player, "
    "not from the trick's leader)"
)


def replay_grid(state: Replayed, grid: PlayGrid) -> Replayed:
    """Play a PBN play section: each row in fixed seat order, each trick from its leader.

    A ``-`` is a card not played (yet): once one appears in a trick, every later player
    of that trick must have ``-`` too, and no later trick may hold cards.
    """
    unfinished: TrickRow | None = None
    for row in grid.rows:
        if all(card is None for card in row.cards):
            unfinished = unfinished or row
            continue
        if unfinished is not None:
            raise ImportFormatError(
                f"{row.where}: this trick has cards, but an earlier trick is not "
                f"finished ({unfinished.where.rpartition(': ')[2]} has '-')"
            )
        leader = state.position.leader
        missing: Seat | None = None
        for step in range(4):
            seat = leader.next(step)
            played = row.cards[(seat - grid.first) % 4]
            if played is None:
                if missing is None:  # Seat.N is 0: "or" would skip North
                    missing = seat
                continue
            if missing is not None:
                raise ImportFormatError(
                    f"{played.where}: {seat.full_name} plays {played.card} after "
                    f"{missing.full_name}, who has '-' (not played); {leader.full_name} "
                    "led this trick" + _GRID_HINT
                )
            state = state.play(played.card, played.where, _GRID_HINT)
        if missing is not None:
            unfinished = row
    return state
