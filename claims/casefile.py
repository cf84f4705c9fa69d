"""Read and write the claim case files of ``docs/case-format.md``.

The format is an interface (example lists outside the project are written in it), so it
is kept exactly: every key of the document, no other.  An unknown key is an error rather
than a warning because a typo (``trumps = "H"``) must not silently change a ruling.

Reading never stops at the first fault: every problem of a file is collected and raised
as one :class:`~claims.errors.CaseFileError` that names the file, the key path of each
culprit (``claim.by``, ``position.trick[1]``) and what was expected there, one line per
problem.  The models keep the text as written (``"S10"`` stays ``"S10"``), so that
:func:`dump_case` gives back what the director wrote; the typed views
(:meth:`CaseFile.position_obj`, :attr:`CaseFile.claimer`, ...) parse it on demand.

Pydantic is used only here, at the file edge: the domain below works on
:class:`~claims.position.EndPosition` and plain enums.
"""

from __future__ import annotations

import difflib
import math
import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from claims.cards import Card, Seat, Side, Strain, Suit, parse_deal
from claims.errors import CardSyntaxError, CaseFileError, InvalidPosition
from claims.position import EndPosition, start_problems

__all__ = [
    "CaseFile",
    "ClaimSection",
    "ExpectedSection",
    "Key",
    "PositionSection",
    "Problem",
    "SettingsSection",
    "TricksWon",
    "case_problems",
    "describe_key",
    "dump_case",
    "format_problems",
    "load_case",
    "parse_case_data",
    "parse_case_text",
    "position_from_data",
    "whole_number",
]

Key = tuple[str | int, ...]
"""A key path into a case file: ``("position", "trick", 1)`` is ``position.trick[1]``."""


# --------------------------------------------------------------------------- values
# Each checker reads one value the way the domain will, so a value that loads is a value
# the adjudicator can use.  They return the text unchanged: the file keeps its spelling.


MAX_DIGITS = 100
"""The most digits a count typed as text may have: no count of a case comes near it, and
Python's ``int`` refuses more than 4,300 (a ``ValueError`` that is not a message)."""


def whole_number(text: str) -> int | None:
    """``text`` as a whole number written in decimal digits (``"3"``, ``" 12 "``, a full-width
    ``"３"``), or None when it is not one.

    ``str.isdigit`` is not the test: it also takes superscripts and circled numbers
    (``"²"``, ``"⑶"``) that ``int`` refuses with a traceback; ``isdecimal`` is exactly what
    ``int`` reads.  More than :data:`MAX_DIGITS` digits is None too."""
    digits = text.strip()
    if not digits.isdecimal() or len(digits) > MAX_DIGITS:
        return None
    return int(digits)


def _check_seat(text: str) -> str:
    Seat.parse(text)
    return text


def _check_trump(text: str) -> str:
    Strain.parse(text)
    return text


def _check_card(text: str) -> str:
    Card.parse(text)
    return text


def _check_deal(text: str) -> str:
    parse_deal(text)
    return text


def _check_shown_out(text: str) -> str:
    _parse_shown_out(text)
    return text


def _check_suit(text: str) -> str:
    Suit.parse(text)
    return text


def _check_law(text: str) -> str:
    if not text.strip():
        raise ValueError('empty law clause: expected e.g. "70C" or "71"')
    return text


_CONTRACT = re.compile(r"^([1-7])(NT|N|S|H|D|C)(X{0,2})$", re.IGNORECASE)


def _check_contract(text: str) -> str:
    if not _CONTRACT.match(text.strip()):
        raise ValueError(
            f"cannot read contract {text!r}: expected a level 1-7, a strain S H D C NT "
            'and an optional X or XX, e.g. "4H", "3NTX" or "7SXX"'
        )
    return text


def _contract_strain(text: str) -> Strain:
    match = _CONTRACT.match(text.strip())
    assert match is not None  # checked on load
    return Strain.parse(match.group(2))


def _parse_shown_out(text: str) -> tuple[Seat, Suit]:
    seat_text, colon, suit_text = text.partition(":")
    if not colon:
        raise CardSyntaxError(
            f'cannot read {text!r}: expected SEAT:SUIT, e.g. "W:D" (West showed out of diamonds)'
        )
    return Seat.parse(seat_text), Suit.parse(suit_text)


def _check_toml_value(value: Any, where: str = "meta") -> None:
    """Reject what TOML cannot hold, so that a case built in Python can be dumped."""
    if isinstance(value, bool | int | float | str | datetime | date | time):
        return
    if isinstance(value, list):
        for index, item in enumerate(value):
            _check_toml_value(item, f"{where}[{index}]")
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise ValueError(f"{where} has the key {key!r}: TOML keys are strings")
            _check_toml_value(item, f"{where}.{key}")
        return
    raise ValueError(f"{where} holds {value!r}, which TOML cannot store")


def _check_meta(value: dict[str, Any]) -> dict[str, Any]:
    _check_toml_value(value)
    return value


SeatText = Annotated[StrictStr, AfterValidator(_check_seat)]
TrumpText = Annotated[StrictStr, AfterValidator(_check_trump)]
CardText = Annotated[StrictStr, AfterValidator(_check_card)]
DealText = Annotated[StrictStr, AfterValidator(_check_deal)]
ShownOutText = Annotated[StrictStr, AfterValidator(_check_shown_out)]
SuitText = Annotated[StrictStr, AfterValidator(_check_suit)]
ContractText = Annotated[StrictStr, AfterValidator(_check_contract)]
LawText = Annotated[StrictStr, AfterValidator(_check_law)]
TrickCount = Annotated[StrictInt, Field(ge=0, le=13)]


# --------------------------------------------------------------------------- models
class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TricksWon(_Section):
    """Tricks won before this position, by declarer's side and by the defenders."""

    declarer: TrickCount
    defenders: TrickCount


class PositionSection(_Section):
    """``[position]``: the hands as they were when the current trick began."""

    deal: DealText
    trump: TrumpText
    declarer: SeatText
    leader: SeatText
    trick: list[CardText]
    contract: ContractText | None = None
    vulnerable: StrictBool | None = None
    won: TricksWon | None = None
    shown_out: list[ShownOutText] = Field(default_factory=list)

    def to_position(self) -> EndPosition:
        """The end position; raises :class:`InvalidPosition` listing every fault."""
        declarer = Seat.parse(self.declarer)
        won = (0, 0)
        if self.won is not None:
            by_side = {declarer.side: self.won.declarer, declarer.side.other: self.won.defenders}
            won = (by_side[Side.NS], by_side[Side.EW])
        return EndPosition.from_trick_start(
            hands=parse_deal(self.deal),
            trump=Strain.parse(self.trump).trump,
            declarer=declarer,
            leader=Seat.parse(self.leader),
            trick=[Card.parse(card) for card in self.trick],
            tricks_won=won,
            shown_out=[_parse_shown_out(entry) for entry in self.shown_out],
        )

    @property
    def tricks_left(self) -> int:
        """Remaining tricks: the length of each hand when the current trick began."""
        return max(len(set(hand)) for hand in parse_deal(self.deal).values())


class ClaimSection(_Section):
    """``[claim]``: who claimed or conceded, how many tricks, and what he said."""

    by: SeatText
    kind: Literal["claim", "concession"] = "claim"
    tricks: Literal["rest"] | StrictInt
    statement: StrictStr
    trump_aware: StrictBool | None = None
    # A finding of fact like trump_aware: the suits in which the director finds the
    # claimer knew every card still out (Pesta Sukan: "declarer knew that the diamond
    # in dummy was not good"), so no oversight in them is considered.
    known_suits: list[SuitText] = Field(default_factory=list)

    @field_validator("tricks", mode="before")
    @classmethod
    def _rest_or_count(cls, value: object) -> object:
        # One clear message instead of pydantic's two (one per member of the union).
        if value == "rest" or (isinstance(value, int) and not isinstance(value, bool)):
            if isinstance(value, int) and value < 0:
                raise ValueError(f"{value} tricks: expected 0 or more")
            return value
        if isinstance(value, str) and value.strip().isdecimal():
            # only a count too long to read comes here as digits (see whole_number)
            raise ValueError(
                f"a number of {len(value.strip())} digits: expected \"rest\" or a whole "
                "number of the remaining tricks"
            )
        raise PydanticCustomError(
            "tricks_type", 'expected "rest" or a whole number, got {got}', {"got": _show(value)}
        )


class ExpectedSection(_Section):
    """``[expected]``: the ruling the case expects, for the library and example lists.

    ``laws`` is optional: an outside example list often records only the tricks."""

    claimer_tricks: StrictInt
    laws: list[LawText] = Field(default_factory=list)
    note: StrictStr = ""


class SettingsSection(_Section):
    """``[settings]`` (optional): the named settings of the normal-play model that the
    case's ruling body used, where its regulating authority or practice differs from the
    default (an ACBL ruling: ``ruffing = "lowest"``).  Options given on the command line
    override them."""

    suit_order: Literal["solidity", "top-down"] | None = None
    ruffing: Literal["any", "lowest"] | None = None
    forgotten: Annotated[StrictInt, Field(ge=0, le=13)] | None = None
    oversight: Literal["one", "every-suit"] | None = None
    # Law 70 footnote: the class of player the ruling body ruled for ("expert": the
    # Delft column's 'at that level' for top players)
    player_class: Literal["general", "expert"] | None = None
    # practice note 3: tricks listed with "then" ("four hearts then three spades") are a
    # count (the default, EBU Appeal Focus 2011) or an order of play (Rainsford's note)
    listed_order: Literal["count", "then-order"] | None = None


class CaseFile(_Section):
    """One disputed claim: the end position, the claim and (optionally) the ruling.

    Every instance is sound: the position is legal and the trick counts fit it, so
    :meth:`position_obj` does not raise for a case that was constructed at all.
    """

    title: StrictStr
    source: StrictStr
    guards: StrictStr
    position: PositionSection
    claim: ClaimSection
    expected: ExpectedSection | None = None
    settings: SettingsSection | None = None
    meta: Annotated[dict[str, Any], AfterValidator(_check_meta)] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _fits_together(self) -> CaseFile:
        counts = _Counts(
            tricks=self.claim.tricks,
            kind=self.claim.kind,
            claimer_tricks=None if self.expected is None else self.expected.claimer_tricks,
        )
        problems = _cross_problems(self.position, counts) + _finding_problems(
            self.position, self.claim
        )
        if problems:
            raise PydanticCustomError(
                "case_problems",
                "{problems}",
                {"problems": "; ".join(f"{describe_key(p.key)}: {p.message}" for p in problems)},
            )
        return self

    def position_obj(self) -> EndPosition:
        """The end position of ``[position]`` (trick cards out of the hands)."""
        return self.position.to_position()

    @property
    def claimer(self) -> Seat:
        """The player who claimed or conceded."""
        return Seat.parse(self.claim.by)

    @property
    def claimer_side(self) -> Side:
        return self.claimer.side

    @property
    def declarer(self) -> Seat:
        return Seat.parse(self.position.declarer)

    @property
    def remaining_tricks(self) -> int:
        """Tricks still to play, the current one included."""
        return self.position.tricks_left

    @property
    def claimed_tricks(self) -> int:
        """Tricks the claimer's side says it wins of the remaining ones.

        ``"rest"`` is all of them; for a concession ``tricks`` already counts the tricks
        the conceding side keeps (conceding two of five is ``tricks = 3``).
        """
        if self.claim.tricks == "rest":
            return self.remaining_tricks
        return self.claim.tricks

    @property
    def conceded_tricks(self) -> int:
        """Tricks the claim or concession gives to the opponents."""
        return self.remaining_tricks - self.claimed_tricks


# --------------------------------------------------------------------------- problems
SectionT = TypeVar("SectionT", bound=_Section)


@dataclass(frozen=True, slots=True)
class Problem:
    """One fault of a case: where it is and what is wrong."""

    key: Key
    message: str


# what an item of a list key is called when a problem names it, counted from 1 as a
# director counts ("position.trick card 2", as the command line's "--trick card 2")
_ITEM_WORDS = {"trick": "card"}


def describe_key(key: Key) -> str:
    """``("position", "trick", 1)`` -> ``position.trick card 2``: how a file's keys are
    named, an item of a list by its place counted from 1 (round 20: the second trick
    card was ``position.trick[1]``, a programmer's count)."""
    text = ""
    previous = ""
    for part in key:
        if isinstance(part, int):
            text += f" {_ITEM_WORDS.get(previous, 'entry')} {part + 1}"
        else:
            text += f".{part}" if text else part
            previous = part
    return text or "(top level)"


_SECTIONS: dict[str, type[_Section]] = {
    "position": PositionSection,
    "claim": ClaimSection,
    "expected": ExpectedSection,
    "settings": SettingsSection,
}

# What each key holds, said the way a director would need to hear it.
_EXPECTED: dict[tuple[str, ...], str] = {
    (): "a TOML document",
    ("title",): "a string: the case's one-line title",
    ("source",): "a string: where the case comes from",
    ("guards",): "a string: what the case protects",
    ("position",): "a [position] table",
    ("position", "deal"): 'a deal string such as "N:AK2.Q3..5 ..." (four hands, clockwise)',
    ("position", "trump"): "S, H, D, C or NT",
    ("position", "declarer"): "a seat: N, E, S or W",
    ("position", "leader"): "a seat: N, E, S or W",
    ("position", "trick"): 'a list of cards such as ["SK", "S2"] ([] before the lead)',
    ("position", "trick", "*"): 'a card such as "SK"',
    ("position", "contract"): 'a contract such as "4H", "3NTX" or "7SXX"',
    ("position", "vulnerable"): "true or false",
    ("position", "won"): "a table { declarer = 9, defenders = 2 }",
    ("position", "won", "declarer"): "a whole number of tricks, 0 to 13",
    ("position", "won", "defenders"): "a whole number of tricks, 0 to 13",
    ("position", "shown_out"): 'a list such as ["W:D"]',
    ("position", "shown_out", "*"): 'SEAT:SUIT such as "W:D"',
    ("claim",): "a [claim] table",
    ("claim", "by"): "the seat that claimed or conceded: N, E, S or W",
    ("claim", "kind"): '"claim" or "concession"',
    ("claim", "tricks"): '"rest" or a whole number of the remaining tricks',
    ("claim", "statement"): 'a string: the statement as given at the table ("" for none)',
    ("claim", "trump_aware"): "true or false",
    ("claim", "known_suits"): 'a list of suits such as ["D"]',
    ("claim", "known_suits", "*"): "a suit: S, H, D or C",
    ("expected",): "an [expected] table",
    ("expected", "claimer_tricks"): "a whole number of the remaining tricks",
    ("expected", "laws"): 'a list of law clauses such as ["70C"]',
    ("expected", "laws", "*"): 'a law clause such as "70C"',
    ("expected", "note"): "a string",
    ("settings",): "a [settings] table",
    ("settings", "suit_order"): '"solidity" or "top-down"',
    ("settings", "ruffing"): '"any" or "lowest"',
    ("settings", "forgotten"): "a whole number of cards, 0 to 13",
    ("settings", "oversight"): '"one" or "every-suit"',
    ("settings", "player_class"): '"general" or "expert"',
    ("meta",): "a [meta] table",
}


def _expected(key: Key) -> str:
    general = tuple("*" if isinstance(part, int) else part for part in key)
    return _EXPECTED.get(general, "a valid value")


def _show(value: object) -> str:
    """A value as the TOML writer would recognise it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the string {_toml_string(value)}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, datetime | date | time):
        # TOML's own writing, not Python's "datetime.datetime(1979, 5, 27, ...)"
        return f"the date or time {value.isoformat()}"
    return repr(value)


def _allowed_keys(section: Key) -> list[str]:
    model: type[BaseModel] = CaseFile
    for part in section:
        if isinstance(part, int):
            return []
        field = model.model_fields.get(part)
        if field is None:
            return []
        if part in _SECTIONS:
            model = _SECTIONS[part]
        elif part == "won":
            model = TricksWon
        else:
            return []
    return list(model.model_fields)


def _from_pydantic(error: Mapping[str, Any]) -> Problem:
    key: Key = tuple(error["loc"])
    kind = error["type"]
    value = error.get("input")
    if kind == "missing":
        return Problem(key, f"missing: expected {_expected(key)}")
    if kind == "extra_forbidden":
        allowed = _allowed_keys(key[:-1])
        name = str(key[-1])
        close = difflib.get_close_matches(name, allowed, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        where = f"[{describe_key(key[:-1])}]" if key[:-1] else "the top level"
        return Problem(key, f"unknown key{hint} (allowed in {where}: {', '.join(allowed)})")
    if kind in ("value_error", "assertion_error"):
        message = str(error["msg"]).removeprefix("Value error, ").removeprefix("Assertion failed, ")
        return Problem(key, message)
    if kind in ("greater_than_equal", "less_than_equal"):
        return Problem(key, f"{value} is out of range: expected {_expected(key)}")
    if kind == "too_short":
        return Problem(key, f"empty: expected {_expected(key)}")
    if kind == "tricks_type":
        return Problem(key, str(error["msg"]))
    return Problem(key, f"expected {_expected(key)}, got {_show(value)}")


_TRICK_WORDS = ("trick card", "revoke", "the current trick")


def _position_key(problem: str) -> Key:
    """Which key of ``[position]`` a fault of :mod:`claims.position` is about."""
    if problem.startswith(_TRICK_WORDS):
        return ("position", "trick")
    if "shown out" in problem:
        return ("position", "shown_out")
    return ("position", "deal")


def _strain_words(strain: Strain) -> str:
    return "notrump" if strain is Strain.NT else f"{Suit(strain.value).word}s"


def _parsed(parse: Callable[[str], Any], value: Any) -> Any:
    """``parse(value)``, or None when the value is missing or bad (reported elsewhere)."""
    if not isinstance(value, str):
        return None
    try:
        return parse(value)
    except (CardSyntaxError, ValueError):
        return None


def _partial_position(raw: Any) -> tuple[list[Problem], int | None]:
    """What can still be checked of a ``[position]`` whose other keys have faults.

    A bad trump must not hide a duplicate card: the deal is checked with whatever
    leader and trick could be read.
    """
    if not isinstance(raw, Mapping):
        return [], None
    hands = _parsed(parse_deal, raw.get("deal"))
    if hands is None:
        return [], None
    leader: Seat | None = _parsed(Seat.parse, raw.get("leader"))
    trick_texts = raw.get("trick", [])
    trick: list[Card | None] = (
        [_parsed(Card.parse, text) for text in trick_texts]
        if isinstance(trick_texts, list)
        else [None]
    )
    readable = [card for card in trick if card is not None]
    if leader is None or len(readable) != len(trick):
        # Without a leader or every trick card, check the hands alone.
        leader, readable = Seat.N, []
    problems = start_problems(hands, leader, readable)
    lengths = {len(set(hand)) for hand in hands.values()}
    left = lengths.pop() if len(lengths) == 1 else None
    return [Problem(_position_key(p), p) for p in problems], left


def _whole(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True, slots=True)
class _Counts:
    """The claim's numbers that must fit the remaining tricks.

    Read from the raw tables too, so that a bad ``claim.by`` does not hide a claim of
    seven tricks out of two; a value of the wrong type stays None (reported elsewhere).
    """

    tricks: int | str | None = None
    kind: str | None = None
    claimer_tricks: int | None = None

    @classmethod
    def from_raw(cls, claim: Any, expected: Any) -> _Counts:
        tricks = kind = claimer_tricks = None
        if isinstance(claim, Mapping):
            raw_tricks = claim.get("tricks")
            tricks = "rest" if raw_tricks == "rest" else _whole(raw_tricks)
            kind = claim.get("kind", "claim")
        if isinstance(expected, Mapping):
            claimer_tricks = _whole(expected.get("claimer_tricks"))
        return cls(tricks, kind if isinstance(kind, str) else None, claimer_tricks)


def _cross_problems(
    position: PositionSection | None,
    counts: _Counts,
    raw_position: Any = None,
) -> list[Problem]:
    """Faults that only show when values are read together (the position, the counts).

    ``raw_position`` is the undecoded table, used when ``position`` did not validate.
    """
    found: list[Problem] = []
    left: int | None = None
    if position is None:
        found, left = _partial_position(raw_position)
    else:
        sound = True
        try:
            left = position.to_position().tricks_left
        except InvalidPosition as error:
            found.extend(Problem(_position_key(p), p) for p in error.problems)
            left = position.tricks_left
            sound = False
        if position.contract is not None:
            contract_strain = _contract_strain(position.contract)
            trump = Strain.parse(position.trump)
            if contract_strain != trump:
                found.append(
                    Problem(
                        ("position", "contract"),
                        f"contract {position.contract!r} is in {_strain_words(contract_strain)} "
                        f"but position.trump is {position.trump!r} ({_strain_words(trump)})",
                    )
                )
        if position.won is not None:
            total = position.won.declarer + position.won.defenders + left
            # fewer than 13 too: the contract's result was then silently left out; with
            # hands of unequal length the count left is a guess (more than 13 is sure)
            if total > 13 or (sound and total < 13):
                found.append(
                    Problem(
                        ("position", "won"),
                        f"{position.won.declarer} + {position.won.defenders} tricks won and "
                        f"{left} remaining make {total}: a deal has 13",
                    )
                )
    tricks = counts.tricks
    if isinstance(tricks, int) and left is not None and tricks > left:
        found.append(
            Problem(
                ("claim", "tricks"),
                f"{tricks} tricks claimed but only {left} remain (the current trick included)",
            )
        )
    if counts.kind == "concession" and tricks == "rest":
        found.append(
            Problem(
                ("claim", "tricks"),
                'a concession of "rest" concedes nothing: give the number of tricks '
                "the conceding side still wins",
            )
        )
    elif counts.kind == "concession" and isinstance(tricks, int) and tricks == left:
        # as "rest": it was ruled "concession of 0 of 2 ... stands"
        found.append(
            Problem(
                ("claim", "tricks"),
                f"a concession keeping {tricks} of the {left} tricks left concedes nothing: "
                "give the number of tricks the conceding side still wins",
            )
        )
    claimer_tricks = counts.claimer_tricks
    if claimer_tricks is not None and left is not None and not 0 <= claimer_tricks <= left:
        found.append(
            Problem(
                ("expected", "claimer_tricks"),
                f"{claimer_tricks} is out of range: expected 0 to {left} "
                "(the remaining tricks, the current one included)",
            )
        )
    return found


def _section(model: type[SectionT], data: Mapping[str, Any], name: str) -> SectionT | None:
    try:
        return model.model_validate(data.get(name))
    except ValidationError:
        return None


def _finding_problems(
    position: PositionSection | None, claim: ClaimSection | None
) -> list[Problem]:
    """The director's two findings must not contradict each other."""
    if position is None or claim is None:
        return []
    trump = Strain.parse(position.trump).trump
    known = {Suit.parse(text) for text in claim.known_suits}
    if claim.trump_aware is False and trump is not None and trump in known:
        return [
            Problem(
                ("claim", "known_suits"),
                f"names the trump suit {trump.symbol}, but trump_aware = false "
                "finds the claimer may have been unaware of the outstanding trump",
            )
        ]
    return []


def case_problems(data: Mapping[str, Any]) -> tuple[CaseFile | None, list[Problem]]:
    """Validate a decoded case; the case, or None and every problem found.

    Field faults come from pydantic in one pass.  What can still be read is then checked
    together (the deal, the trick, the counts), so that a bad ``claim.by`` does not hide
    a duplicate card in the deal or a claim of more tricks than remain.
    """
    try:
        return CaseFile.model_validate(data), []
    except ValidationError as error:
        errors = error.errors()
        found = [_from_pydantic(item) for item in errors if item["type"] != "case_problems"]
    counts = _Counts.from_raw(data.get("claim"), data.get("expected"))
    position = _section(PositionSection, data, "position")
    found.extend(_cross_problems(position, counts, data.get("position")))
    found.extend(_finding_problems(position, _section(ClaimSection, data, "claim")))
    if not found:
        # every fault is re-found above; should one ever be missed, its message still
        # reaches the user rather than "0 problems"
        found = [Problem((), str(item["msg"])) for item in errors]
    order = {name: index for index, name in enumerate(CaseFile.model_fields)}
    found.sort(key=lambda problem: order.get(str(problem.key[0]), -1) if problem.key else -1)
    return None, found


def format_problems(
    name: str, problems: Sequence[Problem], describe: Callable[[Key], str] = describe_key
) -> str:
    """``name: key: message`` for one problem; a count and one indented line each for more."""
    lines = [f"{describe(problem.key)}: {problem.message}" for problem in problems]
    if len(lines) == 1:
        return f"{name}: {lines[0]}"
    return f"{name}: {len(lines)} problems\n" + "\n".join(f"  {line}" for line in lines)


def parse_case_data(
    data: Mapping[str, Any], name: str, describe: Callable[[Key], str] = describe_key
) -> CaseFile:
    """A :class:`CaseFile` from decoded TOML (or any mapping of the same shape).

    ``describe`` names a key in messages; the command line passes one that names its
    options instead of file keys.
    """
    case, problems = case_problems(data)
    if case is None:
        raise CaseFileError(format_problems(name, problems, describe))
    return case


def position_from_data(
    data: Mapping[str, Any], name: str, describe: Callable[[Key], str] = describe_key
) -> tuple[PositionSection, EndPosition]:
    """Just a ``[position]`` table: for commands that need no claim (``show``, ``dd``)."""
    try:
        section = PositionSection.model_validate(data)
    except ValidationError as error:
        found = [_from_pydantic(item) for item in error.errors()]
        found = [Problem(("position", *problem.key), problem.message) for problem in found]
        found += _cross_problems(None, _Counts(), data)
        raise CaseFileError(format_problems(name, found, describe)) from None
    found = _cross_problems(section, _Counts())
    if found:
        raise CaseFileError(format_problems(name, found, describe))
    return section, section.to_position()


def _other_format(text: str) -> str | None:
    """What a file that is not TOML looks like, when it is what ``claim import`` reads (a
    PBN or LIN file given to ``claim rule`` was a bare "TOML syntax error: Invalid
    statement (at line 1, column 1)")."""
    if re.search(r'(?m)^\s*\[\s*Deal\s+"', text):
        return "a PBN file"
    if re.match(r"\s*[a-z]{2}\|", text, re.IGNORECASE) and "md|" in text.lower():
        return "a LIN file"
    if re.match(r"\s*(https?://|www\.)", text, re.IGNORECASE):
        return "a link"
    return None


def parse_case_text(text: str, name: str) -> CaseFile:
    """A :class:`CaseFile` from TOML text; ``name`` is how messages name the file."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        other = _other_format(text)
        if other is not None:
            raise CaseFileError(
                f"{name}: {other}, not a case file (TOML): claim import makes a case of it"
            ) from None
        raise CaseFileError(f"{name}: TOML syntax error: {error}") from None
    except ValueError:
        # tomllib reads an integer with int(), which refuses more than 4,300 digits with
        # a plain ValueError (not a TOMLDecodeError): say where the number is
        long = re.search(r"[0-9_]{4301,}", text)
        line = text[: long.start()].count("\n") + 1 if long else 0
        where = f" (line {line})" if line else ""
        raise CaseFileError(
            f"{name}: a number too long to read{where}: more than 4,300 digits, where a "
            "case file's numbers count tricks and cards"
        ) from None
    return parse_case_data(data, name)


MAX_CASE_BYTES = 2**20
"""The most a case file may hold: one claim is a few KB (the longest bundled one 8 KB)."""


def load_case(path: str | Path) -> CaseFile:
    """Read one case file; raises :class:`CaseFileError` naming the file and every fault."""
    file = Path(path)
    try:
        with file.open("rb") as handle:
            # at most MAX_CASE_BYTES (and one more to tell): "claim rule /dev/zero" read
            # until memory ran out, and /dev/stdin must still work, so not by file size
            raw = handle.read(MAX_CASE_BYTES + 1)
    except OSError as error:
        raise CaseFileError(f"{file}: cannot read the case file: {error.strerror}") from None
    if len(raw) > MAX_CASE_BYTES:
        raise CaseFileError(
            f"{file}: larger than {MAX_CASE_BYTES // 2**20} MB, which no case file is "
            "(one claim is a few KB): is it the right file?"
        )
    try:
        # utf-8-sig: a byte order mark (some Windows editors write one) is not text;
        # tomllib refused it as "Invalid statement (at line 1, column 1)"
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise CaseFileError(
            f"{file}: not UTF-8 text (byte {error.start}, line {line}): save the file as UTF-8"
        ) from None
    return parse_case_text(text, str(file))


# --------------------------------------------------------------------------- writing
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {
    "\\": "\\\\",
    '"': '\\"',
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
}


def _toml_string(text: str) -> str:
    """A TOML basic string: every character that could end or break it is escaped."""
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _toml_key(key: str) -> str:
    # fullmatch: "$" would also match before a trailing newline ("0\n" written bare)
    return key if _BARE_KEY.fullmatch(key) else _toml_string(key)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, datetime | date | time):
        return value.isoformat()
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        pairs = ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items())
        return "{ " + pairs + " }"
    raise CaseFileError(f"cannot write {value!r} to a case file: TOML has no such value")


def _table(name: str, pairs: list[tuple[str, Any]]) -> list[str]:
    return [f"[{name}]", *(f"{_toml_key(key)} = {_toml_value(value)}" for key, value in pairs)]


def dump_case(case: CaseFile) -> str:
    """The case as TOML text in the layout of docs/case-format.md.

    Optional keys that are absent stay absent, so ``load(dump(case)) == case``.
    """
    position = case.position
    position_pairs: list[tuple[str, Any]] = [
        ("deal", position.deal),
        ("trump", position.trump),
        ("declarer", position.declarer),
        ("leader", position.leader),
        ("trick", list(position.trick)),
    ]
    if position.contract is not None:
        position_pairs.append(("contract", position.contract))
    if position.vulnerable is not None:
        position_pairs.append(("vulnerable", position.vulnerable))
    if position.won is not None:
        position_pairs.append(
            ("won", {"declarer": position.won.declarer, "defenders": position.won.defenders})
        )
    if position.shown_out:
        position_pairs.append(("shown_out", list(position.shown_out)))
    claim = case.claim
    claim_pairs: list[tuple[str, Any]] = [
        ("by", claim.by),
        ("kind", claim.kind),
        ("tricks", claim.tricks),
        ("statement", claim.statement),
    ]
    if claim.trump_aware is not None:
        claim_pairs.append(("trump_aware", claim.trump_aware))
    if claim.known_suits:
        claim_pairs.append(("known_suits", list(claim.known_suits)))
    lines = [
        f"title = {_toml_string(case.title)}",
        f"source = {_toml_string(case.source)}",
        f"guards = {_toml_string(case.guards)}",
        "",
        *_table("position", position_pairs),
        "",
        *_table("claim", claim_pairs),
    ]
    if case.expected is not None:
        expected = case.expected
        lines += [
            "",
            *_table(
                "expected",
                [
                    ("claimer_tricks", expected.claimer_tricks),
                    *([("laws", list(expected.laws))] if expected.laws else []),
                    ("note", expected.note),
                ],
            ),
        ]
    if case.settings is not None:
        chosen = [(k, v) for k, v in case.settings.model_dump().items() if v is not None]
        lines += ["", *_table("settings", chosen)]
    if case.meta:
        lines += ["", *_table("meta", list(case.meta.items()))]
    return "\n".join(lines) + "\n"
