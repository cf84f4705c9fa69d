"""BBO LIN import: ``.lin`` files and the strings inside handviewer ``lin=`` URLs.

Read by hand, not with endplay's reader, because that reader misreads hands with a
spade or heart void (the suit letter is simply missing in LIN).

A LIN string is a run of ``key|value|`` fields.  What is read:

* ``md|<dealer><S>,<W>,<N>,<E>|``: dealer 1=S 2=W 3=N 4=E; each hand ``S..H..D..C..``
  with the suit letter as a prefix and a missing letter for a void.  The fourth hand
  (any one hand, in fact) may be left out: it is the 13 cards nobody else holds.
* ``sv|``: vulnerability ``o``/``0``/``-`` none, ``n`` NS, ``e`` EW, ``b`` both.
* ``mb|``: calls from the dealer on (``p``, ``d`` double, ``r`` redouble, ``1N``...,
  ``!`` alert); the last bid is the contract, and declarer is the first player of the
  declaring side to name its strain.
* ``pc|``: played cards, in playing order.
* ``mc|N|``: an accepted claim, N = declarer's tricks for the *whole* board.
* ``ah|`` (board name) and ``qx|`` (board id in vugraph files) label boards; a file of
  several boards needs ``--board`` (``o1``, ``c1``, or the number of ``ah|Board 7|``).

Everything else (``pn``, ``st``, ``an``, ``pg``, ``nt`` chat...) does not change the
position and is skipped, except ``up|`` (undo), which the replay could not follow.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from claims.cards import Card, Seat, Side, parse_holding
from claims.errors import CardSyntaxError, ImportFormatError
from claims.importers.replay import (
    FULL_HAND,
    BoardFacts,
    Call,
    Located,
    PlayedCard,
    final_contract,
    infer_fourth_hand,
    read_call,
    seat_names,
)

__all__ = ["LinField", "parse_fields", "read_lin"]

_DEALERS = {"1": Seat.S, "2": Seat.W, "3": Seat.N, "4": Seat.E}
_HAND_ORDER = (Seat.S, Seat.W, Seat.N, Seat.E)
_VULNERABLE = {
    "o": frozenset(),
    "0": frozenset(),
    "-": frozenset(),
    "": frozenset(),
    "n": frozenset({Side.NS}),
    "e": frozenset({Side.EW}),
    "b": frozenset({Side.NS, Side.EW}),
}
_COUNTED = ("mb", "pc")  # fields that repeat, named by their number: "pc #12"


@dataclass(frozen=True, slots=True)
class LinField:
    """One ``key|value|`` field; ``number`` counts the fields of that key in its board."""

    key: str
    value: str
    number: int
    prefix: str = ""

    @property
    def where(self) -> str:
        count = f" #{self.number}" if self.key in _COUNTED else ""
        return f"{self.prefix}LIN field {self.key}{count}"


def parse_fields(text: str, prefix: str = "") -> list[tuple[str, str]]:
    """The ``(key, value)`` pairs of a LIN string, keys in lower case.

    Whitespace between fields (line breaks in ``.lin`` files) is dropped; a key must be
    two letters, which catches a value with a stray ``|`` at once.
    """
    pieces = text.strip().split("|")
    if pieces and pieces[-1].strip() == "":
        pieces = pieces[:-1]
    fields: list[tuple[str, str]] = []
    for index in range(0, len(pieces), 2):
        key = pieces[index].strip().lower()
        if not re.fullmatch(r"[a-z]{2}", key):
            raise ImportFormatError(
                f"{prefix}LIN: expected a two-letter field name at field {index // 2 + 1}, "
                f"found {pieces[index].strip()!r} (every field is key|value|)"
            )
        if index + 1 == len(pieces):
            raise ImportFormatError(
                f"{prefix}LIN: the last field {key!r} has no value (every field is key|value|)"
            )
        fields.append((key, pieces[index + 1]))
    return fields


def _boards(fields: list[tuple[str, str]], prefix: str) -> list[list[LinField]]:
    """Split the fields into boards: at each ``qx``, or at a second ``md`` without one."""
    boards: list[list[tuple[str, str]]] = [[]]
    uses_qx = any(key == "qx" for key, _ in fields)
    for key, value in fields:
        current = boards[-1]
        has_deal = any(k == "md" for k, _ in current)
        if (uses_qx and key == "qx" and current) or (not uses_qx and key == "md" and has_deal):
            boards.append([])
        boards[-1].append((key, value))
    numbered: list[list[LinField]] = []
    for board in boards:
        if not any(key == "md" for key, _ in board):
            continue  # a header (player names, event) or an empty room
        counts: dict[str, int] = {}
        fields_out = []
        for key, value in board:
            counts[key] = counts.get(key, 0) + 1
            fields_out.append(LinField(key, value, counts[key], prefix))
        numbered.append(fields_out)
    return numbered


def _board_names(board: list[LinField]) -> list[str]:
    return [field.value.strip() for field in board if field.key in ("qx", "ah") and field.value]


def _select(boards: list[list[LinField]], wanted: str | None, prefix: str) -> list[LinField]:
    if not boards:
        raise ImportFormatError(f"{prefix}LIN: no md field: the importer needs the deal")
    labels = ["/".join(_board_names(board)) or "?" for board in boards]
    if wanted is None:
        if len(boards) == 1:
            return boards[0]
        raise ImportFormatError(
            f"{prefix}LIN: {len(boards)} boards in the source ({', '.join(labels)}): pick "
            "one with --board"
        )
    key = wanted.strip().lower()
    exact = [b for b in boards if key in (name.lower() for name in _board_names(b))]
    if not exact:
        exact = [
            b
            for b in boards
            if any(re.sub(r"\D", "", name) == key for name in _board_names(b))
        ]
    if len(exact) == 1:
        return exact[0]
    if not exact:
        raise ImportFormatError(
            f"{prefix}LIN: no board {wanted!r} (boards: {', '.join(labels)})"
        )
    names = ", ".join("/".join(_board_names(b)) for b in exact)
    raise ImportFormatError(
        f"{prefix}LIN: {len(exact)} boards match {wanted!r} ({names}): give the room too, "
        "e.g. --board o1"
    )


def _deal(field: LinField) -> tuple[Seat | None, dict[Seat, list[Card]]]:
    text = field.value.strip()
    dealer: Seat | None = None
    if text[:1].isdigit():
        if text[0] not in _DEALERS:
            raise ImportFormatError(
                f"{field.where}: dealer {text[0]!r}: expected 1 (South), 2 (West), 3 (North) "
                "or 4 (East)"
            )
        dealer, text = _DEALERS[text[0]], text[1:]
    texts = text.split(",")
    if len(texts) > 4 and any(extra.strip() for extra in texts[4:]):
        raise ImportFormatError(
            f"{field.where}: {len(texts)} hands: expected South, West, North, East "
            "separated by commas"
        )
    texts = [*texts, "", "", "", ""][:4]
    hands: dict[Seat, list[Card]] = {}
    missing: list[Seat] = []
    for seat, hand_text in zip(_HAND_ORDER, texts, strict=True):
        hand_text = hand_text.strip()
        if not hand_text:
            missing.append(seat)
            hands[seat] = []
            continue
        try:
            cards = parse_holding(hand_text, where=f"{seat.full_name}'s hand")
        except CardSyntaxError as error:
            raise ImportFormatError(f"{field.where}: {error}") from None
        if len(cards) != FULL_HAND:
            raise ImportFormatError(
                f"{field.where}: {seat.full_name}'s hand {hand_text!r} has {len(cards)} "
                "cards: a LIN deal gives 13 cards a hand"
            )
        hands[seat] = cards
    if len(missing) > 1:
        raise ImportFormatError(
            f"{field.where}: the hands of {seat_names(missing)} are "
            "missing: only one hand can be inferred"
        )
    if missing:
        hands = infer_fourth_hand(hands, missing[0], field.where)
    return dealer, hands


def read_lin(text: str, board: str | None = None, prefix: str = "") -> BoardFacts:
    """The facts of one board of a LIN string (``board`` picks one from several)."""
    fields = _select(_boards(parse_fields(text, prefix), prefix), board, prefix)
    deal_field = next(field for field in fields if field.key == "md")
    dealer, hands = _deal(deal_field)
    vulnerable: frozenset[Side] | None = None
    calls: list[Call] = []
    cards: list[PlayedCard] = []
    claim: LinField | None = None
    label: str | None = None
    for field in fields:
        value = field.value.strip()
        if field.key == "md" and field is not deal_field:
            raise ImportFormatError(f"{field.where}: a second deal in the same board")
        elif field.key == "sv":
            if value.lower() not in _VULNERABLE:
                raise ImportFormatError(
                    f"{field.where}: {value!r}: expected o (none), n (NS), e (EW) or b (both)"
                )
            vulnerable = _VULNERABLE[value.lower()]
        elif field.key == "mb":
            if dealer is None:
                raise ImportFormatError(
                    f"{field.where}: calls, but md gives no dealer (its first character "
                    "should be 1-4)"
                )
            seat = dealer.next(len(calls))
            calls.append(Call(seat, read_call(value, field.where), field.where))
        elif field.key == "pc":
            if claim is not None:
                raise ImportFormatError(
                    f"{field.where}: a card played after the claim {claim.where} "
                    f"(mc|{claim.value}|)"
                )
            try:
                cards.append(PlayedCard(Card.parse(value), field.where))
            except CardSyntaxError as error:
                raise ImportFormatError(f"{field.where}: {error}") from None
        elif field.key == "mc":
            if not re.fullmatch(r"\d{1,2}", value) or int(value) > 13:
                raise ImportFormatError(
                    f"{field.where}: {value!r}: expected declarer's total tricks, 0 to 13"
                )
            claim = field
        elif field.key == "up":
            raise ImportFormatError(
                f"{field.where}: undo is not supported: give the play as it stood"
            )
        elif field.key == "ah" and value:
            label = value
    declarer: Located | None = None
    contract: Located | None = None
    outcome = final_contract(calls)
    if outcome is not None:
        bid, bidder, where = outcome
        contract, declarer = Located(bid, where), Located(bidder.name, where)
    elif calls:
        raise ImportFormatError(f"{prefix}LIN: the board was passed out: no play to claim")
    return BoardFacts(
        format="LIN",
        hands=hands,
        deal_where=deal_field.where,
        declarer=declarer,
        contract=contract,
        vulnerable=vulnerable,
        play=tuple(cards),
        declarer_total=None if claim is None else Located(claim.value.strip(), claim.where),
        label=label,
    )
