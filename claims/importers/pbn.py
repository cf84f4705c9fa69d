"""PBN 2.1 import: a full deal with its play up to the claim, or a §3.10 end position.

Read by hand, not with endplay's reader, because that reader rejects the §3.10 end
position form (hands of fewer than 13 cards, a Contract tag holding only the strain).

What is read, and how (https://www.tistis.nl/pbn/pbn_v21.txt):

* Tags ``[Name "value"]`` anywhere, several on a line or spread over lines; a repeated
  tag is ignored (§3.4: import format); ``"#"`` inherits the previous game's value
  (§4.8).  Comments ``; ...`` and ``{ ... }`` and ``%`` escape lines are skipped.
* Games are separated by a semi-empty line (§3); a file of several games needs
  ``--board`` to pick one by its [Board] tag.
* [Deal] with ``-`` for one hand not given: it is inferred when the other three are full.
* [Play]: four cards a trick in fixed seat order from the [Play] player, whoever led
  (§3.6); ``-`` (or ``+``) is a card not played yet, ``*`` ends the play (a claim).
  Suffixes, notes and NAGs are skipped; irregularities (``^R`` ...) are refused, since
  the replay could not follow them.
* [Result]: with a full deal and a play ending in ``*`` it is declarer's total after
  the claim (§3.4.15: "the final result"); for an end position it is read as the tricks
  declarer won before the position (the §3.4.15 partial result).  Without ``*`` a full
  deal's Result is a partial result and says nothing about the claim, so it is ignored.
* [Auction] is read only when [Contract] or [Declarer] is missing.

The ``Claim...`` tags are this program's own (§4.9 lets readers skip unknown tags):
:mod:`claims.export` writes them so that a case survives the trip to PBN and back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from claims.cards import Card, Seat, Side, Suit, parse_holding
from claims.errors import CardSyntaxError, ImportFormatError
from claims.importers.replay import (
    FULL_HAND,
    BoardFacts,
    Call,
    Located,
    PlayedCard,
    PlayGrid,
    TrickRow,
    final_contract,
    infer_fourth_hand,
    read_call,
    read_contract,
    seat_names,
)

__all__ = [
    "CLAIM_TAGS",
    "CONTRACT_TAG",
    "SHOWN_OUT_TAG",
    "TEXT_TAGS",
    "WON_TAG",
    "Game",
    "Tag",
    "escape_string",
    "read_pbn",
    "split_games",
]

CLAIM_TAGS = {
    "ClaimBy": "by",
    "ClaimKind": "kind",
    "ClaimTricks": "tricks",
    "ClaimStatement": "statement",
    "ClaimTrumpAware": "trump_aware",
    "ClaimKnownSuits": "known_suits",
}
"""This program's PBN tags for the ``[claim]`` table, and the key each fills."""

TEXT_TAGS = {"ClaimTitle": "title", "ClaimSource": "source", "ClaimGuards": "guards"}
"""This program's PBN tags for the case's title, source and guards."""

CONTRACT_TAG = "ClaimContract"  # the full contract, which a §3.10 Contract tag cannot hold
WON_TAG = "ClaimWon"  # "declarer 9 defenders 2", when [Result] cannot say the defenders'
SHOWN_OUT_TAG = "ClaimShownOut"  # "W:D E:S"

# Tags that may not inherit with "#" (§4.8).
_NO_INHERIT = {"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction", "Play", "Note"}
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}
_UNESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r"}


def escape_string(text: str) -> str:
    """A PBN string token (quotes included).

    PBN escapes only the quote and the backslash (§3.2) and allows no newline or tab in
    a string; ``\\n``, ``\\t`` and ``\\r`` stand for them here, so that a statement
    written over two lines survives the trip (other readers just see the backslash).
    """
    return '"' + "".join(_ESCAPES.get(char, char) for char in text) + '"'


# --------------------------------------------------------------------------- scanning
@dataclass(frozen=True, slots=True)
class Word:
    """A token of section data (calls, cards, table rows) and its line."""

    text: str
    line: int


@dataclass(slots=True)
class Tag:
    """One tag pair and the section data that follows it up to the next tag."""

    name: str
    value: str
    line: int
    words: list[Word] = field(default_factory=list)

    @property
    def where(self) -> str:
        return f"PBN line {self.line}: [{self.name}]"


@dataclass(slots=True)
class Game:
    """The tags of one game, in order."""

    tags: list[Tag]

    def get(self, name: str) -> Tag | None:
        """The first tag of that name: a repeated tag is ignored (§3.4, import format)."""
        for tag in self.tags:
            if tag.name == name:
                return tag
        return None

    def value(self, name: str) -> str | None:
        tag = self.get(name)
        return None if tag is None else tag.value

    @property
    def board(self) -> str | None:
        value = self.value("Board")
        return value.strip() if value else None


class _Scanner:
    """Splits PBN text into games of tags, each tag with its section words."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.index = 0
        self.line = 1
        self.games: list[Game] = []
        self.current: list[Tag] = []
        self.loose: list[Word] = []  # words before the first tag of a game

    def error(self, message: str, line: int | None = None) -> ImportFormatError:
        return ImportFormatError(f"PBN line {line or self.line}: {message}")

    def scan(self) -> list[Game]:
        text = self.text
        line_has_content = False
        while self.index < len(text):
            char = text[self.index]
            if char == "\n":
                if not line_has_content:
                    self.end_game()
                self.line += 1
                self.index += 1
                line_has_content = False
                continue
            if char in " \t\r\f\v\ufeff":
                self.index += 1
                continue
            if char == "%" and not line_has_content:
                self.skip_to_line_end()  # escape line (§2.4): private use, ignored
                line_has_content = True
                continue
            line_has_content = True
            if char == ";":
                self.skip_to_line_end()
            elif char == "{":
                self.skip_brace_comment()
            elif char == "[":
                self.read_tag()
            elif char in ']"':
                raise self.error(f"unexpected {char!r} outside a tag pair [Name \"value\"]")
            else:
                self.read_word()
        self.end_game()
        return self.games

    def skip_to_line_end(self) -> None:
        end = self.text.find("\n", self.index)
        self.index = len(self.text) if end < 0 else end

    def skip_brace_comment(self) -> None:
        end = self.text.find("}", self.index)
        if end < 0:
            raise self.error("comment '{' is never closed by '}'")
        self.line += self.text.count("\n", self.index, end)
        self.index = end + 1

    def skip_space(self) -> None:
        while self.index < len(self.text) and self.text[self.index] in " \t\r\n":
            if self.text[self.index] == "\n":
                self.line += 1
            self.index += 1

    def read_tag(self) -> None:
        start_line = self.line
        self.index += 1
        self.skip_space()
        name_match = re.compile(r"[A-Za-z0-9_]+").match(self.text, self.index)
        if name_match is None:
            raise self.error("a tag pair must start with a tag name after '['", start_line)
        name = name_match.group()
        self.index = name_match.end()
        self.skip_space()
        if not self.text.startswith('"', self.index):
            raise self.error(f"tag [{name}: expected its value in quotes", start_line)
        value = self.read_string(name, start_line)
        self.skip_space()
        if not self.text.startswith("]", self.index):
            raise self.error(f"tag [{name} \"{value}\": expected ']' after the value", start_line)
        self.index += 1
        self.current.append(Tag(name, value, start_line))

    def read_string(self, name: str, start_line: int) -> str:
        self.index += 1
        out: list[str] = []
        while self.index < len(self.text):
            char = self.text[self.index]
            if char == "\\" and self.index + 1 < len(self.text):
                following = self.text[self.index + 1]
                out.append(_UNESCAPES.get(following, "\\" + following))
                self.index += 2
                continue
            if char == '"':
                self.index += 1
                return "".join(out)
            if char == "\n":
                break
            out.append(char)
            self.index += 1
        raise self.error(f"the value of tag [{name}] has no closing quote", start_line)

    def read_word(self) -> None:
        match = re.compile(r'[^\s\[\]{};"]+').match(self.text, self.index)
        if match is None:  # a stray '}': the scanner knows only '{' as a comment's start
            raise self.error(f"unexpected {self.text[self.index]!r}")
        self.index = match.end()
        word = Word(match.group(), self.line)
        if self.current:
            self.current[-1].words.append(word)
        else:
            self.loose.append(word)

    def end_game(self) -> None:
        if self.loose and not self.current:
            word = self.loose[0]
            raise self.error(
                f"{word.text!r} is not inside a game: a PBN game starts with its tags, and a "
                "blank line ends it (remove blank lines inside the game)",
                word.line,
            )
        if self.loose:
            word = self.loose[0]
            raise self.error(
                f"{word.text!r} comes before the game's first tag (a blank line ends a PBN "
                "game: remove blank lines inside the game)",
                word.line,
            )
        if self.current:
            self.games.append(Game(self.current))
        self.current = []
        self.loose = []


def split_games(text: str) -> list[Game]:
    """Every game of a PBN text, with ``"#"`` values inherited from earlier games (§4.8)."""
    games = _Scanner(text).scan()
    for index, game in enumerate(games):
        for tag in game.tags:
            if tag.value != "#" or tag.name in _NO_INHERIT:
                continue
            tag.value = ""
            for earlier in reversed(games[:index]):
                value = earlier.value(tag.name)
                if value is not None:
                    tag.value = value
                    break
    return games


def _select(games: list[Game], board: str | None) -> Game:
    if not games:
        raise ImportFormatError("PBN: no game found: expected tags such as [Deal \"N:...\"]")
    if board is None:
        if len(games) == 1:
            return games[0]
        boards = [game.board or "?" for game in games]
        raise ImportFormatError(
            f"PBN: {len(games)} games in the source (boards {', '.join(boards)}): "
            "pick one with --board"
        )
    chosen = [game for game in games if game.board == board.strip()]
    if not chosen:
        boards = [game.board or "?" for game in games]
        raise ImportFormatError(
            f"PBN: no game has [Board \"{board}\"] (boards: {', '.join(boards)})"
        )
    if len(chosen) > 1:
        raise ImportFormatError(f"PBN: {len(chosen)} games have [Board \"{board}\"]")
    return chosen[0]


# --------------------------------------------------------------------------- tags
def _seat(tag: Tag) -> Seat:
    try:
        return Seat.parse(tag.value.strip().lstrip("^"))
    except CardSyntaxError as error:
        raise ImportFormatError(f"{tag.where}: {error}") from None


_VULNERABLE = {
    "NONE": frozenset(),
    "LOVE": frozenset(),
    "-": frozenset(),
    "NS": frozenset({Side.NS}),
    "EW": frozenset({Side.EW}),
    "ALL": frozenset({Side.NS, Side.EW}),
    "BOTH": frozenset({Side.NS, Side.EW}),
}


def _vulnerable(tag: Tag) -> frozenset[Side]:
    key = tag.value.strip().upper()
    if key not in _VULNERABLE:
        raise ImportFormatError(
            f"{tag.where}: {tag.value!r} is not a vulnerability: expected None, NS, EW or All"
        )
    return _VULNERABLE[key]


def _deal(tag: Tag) -> tuple[Seat, dict[Seat, list[Card]]]:
    seat_text, colon, hands_text = tag.value.strip().partition(":")
    if not colon:
        raise ImportFormatError(
            f"{tag.where}: {tag.value!r} has no first seat: expected e.g. \"N:<north> <east> "
            "<south> <west>\""
        )
    try:
        first = Seat.parse(seat_text)
    except CardSyntaxError as error:
        raise ImportFormatError(f"{tag.where}: {error}") from None
    texts = hands_text.split()
    if len(texts) != 4:
        raise ImportFormatError(
            f"{tag.where}: {len(texts)} hands: expected 4, clockwise from {first.full_name}"
        )
    hands: dict[Seat, list[Card]] = {}
    unknown: list[Seat] = []
    for step, text in enumerate(texts):
        seat = first.next(step)
        if text == "-":
            unknown.append(seat)
            hands[seat] = []
            continue
        try:
            hands[seat] = parse_holding(text, where=f"{seat.full_name}'s hand")
        except CardSyntaxError as error:
            raise ImportFormatError(f"{tag.where}: {error}") from None
    if len(unknown) > 1:
        raise ImportFormatError(
            f"{tag.where}: the hands of {seat_names(unknown)} are "
            "not given ('-'): a claim needs all four hands (one can be inferred)"
        )
    if unknown:
        hands = infer_fourth_hand(hands, unknown[0], tag.where)
    return first, hands


_RESULT = re.compile(r"^\^?\s*(?:(NS|EW)\s+)?(\d{1,2})(?:\s+(NS|EW)\s+(\d{1,2}))?$", re.I)


def _result(tag: Tag, declarer: Located | None) -> int | None:
    """Declarer's tricks from a Result tag (``9``, ``NS 9``, ``EW 4 NS 9``)."""
    text = tag.value.strip()
    if not text:
        return None
    match = _RESULT.match(text)
    if match is None:
        raise ImportFormatError(
            f"{tag.where}: cannot read {tag.value!r}: expected declarer's tricks (e.g. 9), "
            "or NS 9 / EW 4"
        )
    first_side, first_count, second_side, second_count = match.groups()
    if first_side is None:
        tricks = int(first_count)
    else:
        if declarer is None:
            raise ImportFormatError(
                f"{tag.where}: {tag.value!r} counts by side, and the game names no declarer"
            )
        side_name = Seat.parse(declarer.value.lstrip("^")).side.name
        counts = {first_side.upper(): int(first_count)}
        if second_side is not None:
            counts[second_side.upper()] = int(second_count)
        # One side's count gives the other's: a deal has 13 tricks.
        tricks = counts.get(side_name, 13 - next(iter(counts.values())))
    if tricks > 13:
        raise ImportFormatError(f"{tag.where}: {tricks} tricks: a deal has 13")
    return tricks


# --------------------------------------------------------------------------- sections
_SUBTOKEN = re.compile(r"\*|\+|\$\d+|=\d+=|[!?]{1,2}|\^.?|[A-Za-z0-9-]+|.")


def _subtokens(words: list[Word]) -> list[Word]:
    """Section words split into tokens: ``SK!`` is the card ``SK`` and a suffix ``!``."""
    return [Word(piece, word.line) for word in words for piece in _SUBTOKEN.findall(word.text)]


def _is_annotation(text: str) -> bool:
    return bool(re.fullmatch(r"\$\d+|=\d+=|[!?]{1,2}", text))


def _play_grid(tag: Tag) -> tuple[PlayGrid, bool]:
    """The play section as rows of four, and whether it ended with ``*``."""
    first = _seat(tag)
    slots: list[tuple[Word, Card | None]] = []
    ended = False
    for word in _subtokens(tag.words):
        text = word.text
        if _is_annotation(text):
            continue
        if ended:
            raise ImportFormatError(
                f"PBN line {word.line}: [Play]: {text!r} after '*', which ends the play"
            )
        if text == "*":
            ended = True
        elif text in ("-", "+"):
            slots.append((word, None))
        elif text.startswith("^"):
            raise ImportFormatError(
                f"PBN line {word.line}: [Play]: irregularity {text!r} is not supported: "
                "the replay checks every card, so give the play as it stood legally"
            )
        else:
            try:
                slots.append((word, Card.parse(text)))
            except CardSyntaxError:
                raise ImportFormatError(
                    f"PBN line {word.line}: [Play]: cannot read {text!r}: expected a card "
                    "such as SA or HT, '-' for a card not played, or '*' for the end"
                ) from None
    if len(slots) > 4 * FULL_HAND:
        raise ImportFormatError(f"{tag.where}: {len(slots)} cards: a deal has 52")
    rows: list[TrickRow] = []
    for start in range(0, len(slots), 4):
        group = slots[start : start + 4]
        number = start // 4 + 1
        played: list[PlayedCard | None] = [
            None
            if card is None
            else PlayedCard(card, f"PBN line {word.line}: [Play] trick {number}")
            for word, card in group
        ]
        played += [None] * (4 - len(played))
        rows.append(
            TrickRow(
                (played[0], played[1], played[2], played[3]),
                f"PBN line {group[0][0].line}: [Play] trick {number}",
            )
        )
    return PlayGrid(first, tuple(rows), tag.where), ended


def _auction(tag: Tag) -> list[Call]:
    seat = _seat(tag)
    calls: list[Call] = []
    for word in _subtokens(tag.words):
        text = word.text
        where = f"PBN line {word.line}: [Auction]"
        if _is_annotation(text):
            continue
        if text in ("*", "+"):
            break
        if text.startswith("^"):
            raise ImportFormatError(f"{where}: irregularity {text!r} is not supported")
        if text == "-":
            seat = seat.next()
            continue
        if text.upper() == "AP":
            break  # all pass: nothing after it changes the contract
        calls.append(Call(seat, read_call(text, where), where))
        seat = seat.next()
    return calls


def _won_tag(tag: Tag) -> tuple[int, int]:
    match = re.fullmatch(r"\s*declarer\s+(\d{1,2})\s+defenders\s+(\d{1,2})\s*", tag.value, re.I)
    if match is None:
        raise ImportFormatError(
            f"{tag.where}: cannot read {tag.value!r}: expected \"declarer 9 defenders 2\""
        )
    return int(match.group(1)), int(match.group(2))


def _shown_out_tag(tag: Tag) -> tuple[tuple[Seat, Suit], ...]:
    entries: list[tuple[Seat, Suit]] = []
    for entry in tag.value.split():
        seat_text, colon, suit_text = entry.partition(":")
        try:
            if not colon:
                raise CardSyntaxError(f"{entry!r}: expected SEAT:SUIT such as W:D")
            entries.append((Seat.parse(seat_text), Suit.parse(suit_text)))
        except CardSyntaxError as error:
            raise ImportFormatError(f"{tag.where}: {error}") from None
    return tuple(entries)


# --------------------------------------------------------------------------- facts
def read_pbn(text: str, board: str | None = None) -> BoardFacts:
    """The facts of one PBN game (``board`` picks one from a file of several)."""
    game = _select(split_games(text), board)
    deal_tag = game.get("Deal")
    if deal_tag is None:
        raise ImportFormatError("PBN: no [Deal] tag: the importer needs the hands")
    first, hands = _deal(deal_tag)
    lengths = {len(hand) for hand in hands.values()}
    full = lengths == {FULL_HAND}

    declarer: Located | None = None
    declarer_tag = game.get("Declarer")
    if declarer_tag is not None and declarer_tag.value.strip():
        declarer = Located(_seat(declarer_tag).name, declarer_tag.where)
    contract: Located | None = None
    contract_tag = game.get(CONTRACT_TAG) or game.get("Contract")
    if contract_tag is not None and contract_tag.value.strip():
        if contract_tag.value.strip().upper() == "PASS":
            raise ImportFormatError(f"{contract_tag.where}: the board was passed out: no play")
        normal, strain = read_contract(contract_tag.value, contract_tag.where)
        contract = Located(normal or strain.name, contract_tag.where)
    auction_tag = game.get("Auction")
    if (declarer is None or contract is None) and auction_tag is not None:
        outcome = final_contract(_auction(auction_tag))
        if outcome is None:
            raise ImportFormatError(f"{auction_tag.where}: the board was passed out: no play")
        bid, bidder, where = outcome
        contract = contract or Located(bid, where)
        declarer = declarer or Located(bidder.name, where)

    vulnerable_tag = game.get("Vulnerable")
    play_tag = game.get("Play")
    grid: PlayGrid | None = None
    ended = False
    leader: Located | None = None
    if play_tag is not None:
        grid, ended = _play_grid(play_tag)
        leader = Located(grid.first.name, play_tag.where)

    declarer_total: Located | None = None
    won_before: tuple[int, int] | None = None
    result_tag = game.get("Result")
    result = None if result_tag is None else _result(result_tag, declarer)
    if result is not None and result_tag is not None:
        if full and ended:
            declarer_total = Located(str(result), result_tag.where)
        elif len(lengths) == 1:
            # an end position (a deal of unequal hands is the deal's fault, reported by
            # its validation: the count of tricks left is not known)
            left = max(lengths)
            defenders = 13 - left - result
            if defenders < 0:
                raise ImportFormatError(
                    f"{result_tag.where}: declarer won {result} tricks before a position of "
                    f"{left} cards a hand: more than 13 in all"
                )
            won_before = (result, defenders)
    won_tag = game.get(WON_TAG)
    if won_tag is not None:
        won_before = _won_tag(won_tag)
    shown_out_tag = game.get(SHOWN_OUT_TAG)

    claim = {key: tag.value for name, key in CLAIM_TAGS.items() if (tag := game.get(name))}
    texts = {key: tag.value for name, key in TEXT_TAGS.items() if (tag := game.get(name))}
    event, number = game.value("Event"), game.board
    label_parts = [part for part in (event, f"board {number}" if number else None) if part]
    label = ", ".join(label_parts) if label_parts else None
    if label and not event:
        label = label.capitalize()
    return BoardFacts(
        format="PBN",
        hands=hands,
        deal_where=deal_tag.where,
        first_seat=first,
        declarer=declarer,
        contract=contract,
        leader=leader,
        vulnerable=None if vulnerable_tag is None else _vulnerable(vulnerable_tag),
        play=grid if grid is not None else (),
        declarer_total=declarer_total,
        won_before=won_before,
        shown_out=() if shown_out_tag is None else _shown_out_tag(shown_out_tag),
        claim=claim,
        label=label,
        texts=texts,
    )
