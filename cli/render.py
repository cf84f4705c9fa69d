"""Text for the terminal: the bridge diagram, the claim, the double-dummy table.

Pure functions from domain objects to strings, so that tests read exactly what a user
sees.  Ten is written ``T`` everywhere (in hands, trick and tables), as the case files
and :class:`~claims.cards.Card` write it, so a card reads the same in every place.
With ``symbols=False`` suits are letters and the frame is ASCII, for terminals and
logs that cannot show ``♠♥♦♣``.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass

from claims.cards import Card, Seat, Side, Suit
from claims.casefile import CaseFile, PositionSection
from claims.position import EndPosition

VOID = {True: "—", False: "-"}
TO_PLAY_MARK = "?"
"""Stands in the trick box where the player to move will put his card."""


_SUIT_LETTERS = str.maketrans({suit.symbol: suit.letter for suit in Suit})


@dataclass(frozen=True, slots=True)
class Style:
    """How suits and the frame of the trick box are drawn."""

    symbols: bool = True

    def suit(self, suit: Suit) -> str:
        return suit.symbol if self.symbols else suit.letter

    def card(self, card: Card) -> str:
        return f"{self.suit(card.suit)}{card.rank.char}"

    def strain(self, trump: Suit | None) -> str:
        return "NT" if trump is None else self.suit(trump)

    def text(self, text: str) -> str:
        """``text`` built elsewhere (a reason, a note, a result: the domain writes cards
        as ``♠A``) in this style: with ``symbols=False`` every suit symbol is its letter,
        so --ascii output holds none."""
        return text if self.symbols else text.translate(_SUIT_LETTERS)

    def box(self, width: int) -> tuple[str, str, str]:
        """Top border, side, bottom border of a box ``width`` wide (inside)."""
        if self.symbols:
            return "┌" + "─" * width + "┐", "│", "└" + "─" * width + "┘"
        return "+" + "-" * width + "+", "|", "+" + "-" * width + "+"


def can_show_symbols(encoding: str | None) -> bool:
    """Whether a stream in ``encoding`` can carry suit symbols and box lines."""
    try:
        "♠♥♦♣—┌─┐│└┘“”".encode(encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def output_style(ascii_only: bool) -> Style:
    """Symbols unless the user asked for ASCII or standard output cannot show them
    (a log file or an old console), where they would end in an encoding error."""
    return Style(symbols=not ascii_only and can_show_symbols(sys.stdout.encoding))


def holding_line(cards: frozenset[Card], suit: Suit, style: Style) -> str:
    """``♠ AKT2`` (a void is ``♠ —``)."""
    ranks = "".join(c.rank.char for c in sorted(cards, key=lambda c: -c.rank) if c.suit == suit)
    return f"{style.suit(suit)} {ranks or VOID[style.symbols]}"


def seat_label(position: EndPosition, seat: Seat) -> str:
    """``South (declarer), to play``: the name with its role and turn."""
    role = ""
    if seat == position.declarer:
        role = " (declarer)"
    elif seat == position.dummy:
        role = " (dummy)"
    turn = ", to play" if seat == position.to_play else ""
    return f"{seat.full_name}{role}{turn}"


def hand_block(position: EndPosition, seat: Seat, style: Style) -> list[str]:
    """The label line and the four suit lines of one seat."""
    cards = position.hand(seat)
    return [seat_label(position, seat), *(holding_line(cards, suit, style) for suit in Suit)]


def _center(text: str, width: int) -> str:
    left = (width - len(text)) // 2
    return " " * left + text + " " * (width - len(text) - left)


def trick_box(position: EndPosition, style: Style) -> list[str]:
    """The table in the middle: each seat's card of the current trick where he sits,
    ``?`` for the player to move (five lines: border, North, West/East, South, border)."""
    slot: dict[Seat, str] = {seat: "" for seat in Seat}
    for index, card in enumerate(position.trick):
        slot[position.leader.next(index)] = style.card(card)
    slot[position.to_play] = TO_PLAY_MARK
    width = 11
    top, side, bottom = style.box(width)
    middle = f" {slot[Seat.W]:<3}" + " " * (width - 8) + f"{slot[Seat.E]:>3} "
    return [
        top,
        side + _center(slot[Seat.N], width) + side,
        side + middle + side,
        side + _center(slot[Seat.S], width) + side,
        bottom,
    ]


def diagram(position: EndPosition, style: Style) -> list[str]:
    """North on top, West left, East right, South below, the trick box in the middle."""
    west = hand_block(position, Seat.W, style)
    east = hand_block(position, Seat.E, style)
    box = trick_box(position, style)
    west_width = max(14, *(len(line) for line in west)) + 2
    indent = " " * (west_width + 1)
    lines = [indent + line for line in hand_block(position, Seat.N, style)]
    for west_line, box_line, east_line in zip(west, box, east, strict=True):
        lines.append(f"{west_line:<{west_width}}{box_line}  {east_line}".rstrip())
    lines += [indent + line for line in hand_block(position, Seat.S, style)]
    return lines


def trick_text(position: EndPosition, style: Style, trick_number: int | None) -> str:
    """Who played what to the current trick, who is winning it, who is to play."""
    number = f" {trick_number}" if trick_number is not None else ""
    if not position.trick:
        return f"{position.to_play.full_name} to lead to trick{number}."
    plays = [
        f"{position.leader.full_name} led {style.card(position.trick[0])}",
        *(
            f"{position.leader.next(index).full_name} played {style.card(card)}"
            for index, card in enumerate(position.trick[1:], 1)
        ),
    ]
    winner = position.current_winner()
    assert winner is not None  # a trick has cards here
    winning = position.trick[(winner - position.leader) % 4]
    return (
        f"Trick{number} in progress: {', '.join(plays)}; "
        f"{winner.full_name}'s {style.card(winning)} is winning; "
        f"{position.to_play.full_name} to play."
    )


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def heading(
    position: EndPosition, section: PositionSection, style: Style, case: CaseFile | None
) -> list[str]:
    """Title, contract and trumps, tricks won and to play."""
    lines: list[str] = []
    if case is not None:
        lines.append(case.title)
    contract = ""
    if section.contract is not None:
        contract = f"Contract {contract_text(section.contract, style)} by "
    else:
        contract = "Declarer "
    vulnerable = ""
    if section.vulnerable is not None:
        vulnerable = ", vulnerable" if section.vulnerable else ", not vulnerable"
    lines.append(
        f"{contract}{position.declarer.full_name}{vulnerable}; trumps "
        f"{style.strain(position.trump)}"
    )
    left = _plural(position.tricks_left, "trick")
    if section.won is not None:
        declarer_side = position.declarer.side
        lines.append(
            f"Won so far: {declarer_side.label} {position.tricks_for(declarer_side)}, "
            f"{declarer_side.other.label} {position.tricks_for(declarer_side.other)}; "
            f"{left} to play"
        )
    else:
        lines.append(f"{left} to play")
    return lines


def contract_text(contract: str, style: Style) -> str:
    """``4h`` -> ``4♥``, ``3ntx`` -> ``3NTX``."""
    text = contract.strip().upper()
    level, rest = text[0], text[1:]
    doubled = rest.lstrip("NTSHDC")
    strain = rest[: len(rest) - len(doubled)]
    if strain in ("N", "NT"):
        return f"{level}NT{doubled}"
    return f"{level}{style.suit(Suit.parse(strain))}{doubled}"


def claim_lines(case: CaseFile, position: EndPosition, style: Style) -> list[str]:
    """The claim as the director hears it, and the ruling the case expects."""
    claimer = case.claimer
    role = ""
    if claimer == position.declarer:
        role = " (declarer)"
    elif claimer == position.dummy:
        role = " (dummy)"
    left = case.remaining_tricks
    if case.claim.kind == "concession":
        what = (
            f"Concession by {claimer.full_name}{role}: {claimer.side.label} keeps "
            f"{case.claimed_tricks} of {_plural(left, 'trick')}, concedes "
            f"{case.conceded_tricks}"
        )
    else:
        rest = "the rest, " if case.claim.tricks == "rest" else ""
        what = (
            f"Claim by {claimer.full_name}{role}: {rest}{case.claimed_tricks} of "
            f"{_plural(left, 'trick')} for {claimer.side.label}"
        )
    statement = case.claim.statement.strip()
    lines = [what, f"Statement: {_quoted(statement, style) if statement else '(none)'}"]
    if case.claim.trump_aware is not None:
        finding = (
            "could not have been unaware" if case.claim.trump_aware else "may have been unaware"
        )
        lines.append(f"Director's finding: the claimer {finding} of an outstanding trump")
    if case.claim.known_suits:
        suits = " ".join(style.suit(Suit.parse(text)) for text in case.claim.known_suits)
        lines.append(f"Director's finding: the claimer knew every card still out in {suits}")
    if case.expected is not None:
        expected = case.expected
        note = f": {expected.note}" if expected.note else ""
        laws = f" (Law {', '.join(expected.laws)})" if expected.laws else ""
        lines.append(
            f"Expected ruling: {_plural(expected.claimer_tricks, 'trick')} to "
            f"{claimer.side.label}{laws}{note}"
        )
    return lines


def _quoted(text: str, style: Style) -> str:
    return f"“{text}”" if style.symbols else f'"{text}"'


def show_text(
    position: EndPosition, section: PositionSection, style: Style, case: CaseFile | None
) -> str:
    """Everything ``claim show`` prints."""
    trick_number = None
    if section.won is not None:
        trick_number = sum(position.tricks_won) + 1
    lines = [
        *heading(position, section, style, case),
        "",
        *diagram(position, style),
        "",
        trick_text(position, style, trick_number),
    ]
    if position.voids:
        shown = ", ".join(
            f"{seat.full_name} {style.suit(suit)}" for seat, suit in sorted(position.voids)
        )
        lines.append(f"Known voids: {shown}")
    if case is not None:
        lines += ["", *claim_lines(case, position, style)]
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- dd
def _hand_order(item: tuple[Card, int]) -> tuple[int, int]:
    """Spades first, high cards first: the order a hand is read in."""
    card = item[0]
    return card.suit.value, -card.rank.value


@dataclass(frozen=True, slots=True)
class DoubleDummy:
    """The solver's answer for one position: tricks per side and per legal card."""

    position: EndPosition
    card_values: Mapping[Card, int]

    @property
    def side_to_play(self) -> Side:
        return self.position.to_play.side

    def tricks_for(self, side: Side) -> int:
        """Double-dummy tricks for ``side`` out of the remaining ones.

        The side to move takes the best of its card values; the other side the rest.
        """
        best = max(self.card_values.values())
        return best if side == self.side_to_play else self.position.tricks_left - best

    def to_data(self, origin: str | None) -> dict[str, object]:
        """The ``claim dd --json`` document."""
        position = self.position
        return {
            "source": origin,
            "trump": position.strain.name,
            "declarer": position.declarer.name,
            "leader": position.leader.name,
            "trick": [card.code for card in position.trick],
            "to_play": position.to_play.name,
            "side_to_play": self.side_to_play.name,
            "tricks_left": position.tricks_left,
            "double_dummy": {side.name: self.tricks_for(side) for side in Side},
            "cards": [
                {"card": card.code, "tricks": tricks}
                for card, tricks in sorted(self.card_values.items(), key=_hand_order)
            ],
        }


def dd_text(result: DoubleDummy, style: Style, title: str | None) -> str:
    """Everything ``claim dd`` prints."""
    position = result.position
    left = position.tricks_left
    player = position.to_play.full_name
    lines = [title] if title else []
    trick = ""
    if position.trick:
        trick = ", trick so far " + " ".join(style.card(card) for card in position.trick)
    lines += [
        f"{_plural(left, 'trick')} to play, trumps {style.strain(position.trump)}, "
        f"{player} to {'play' if position.trick else 'lead'}{trick}",
        "",
        "Double dummy (both sides play perfectly):",
    ]
    for side in Side:
        lines.append(f"  {side.label:<12} {result.tricks_for(side)} of {left}")
    best = max(result.card_values.values())
    lines += ["", f"{player}'s legal cards, and the tricks {result.side_to_play.label} then takes:"]
    for card, tricks in sorted(result.card_values.items(), key=_hand_order):
        mark = "  best" if tricks == best else ""
        lines.append(f"  {style.card(card):<4}{tricks}{mark}")
    return "\n".join(lines) + "\n"
