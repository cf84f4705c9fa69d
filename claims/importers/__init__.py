"""Positions from where directors have them: PBN, LIN, BBO handviewer and BSOL links.

A director rarely has the end position typed out; he has the board's record (a PBN or
LIN file from the scoring program or BBO, a handviewer link from a forum post).  Each
format module only reads its format into :class:`~claims.importers.replay.BoardFacts`;
this module turns those facts into a :class:`~claims.casefile.CaseFile` the same way for
all of them:

1. the declarer, the contract and the first leader are settled from the source, with
   the options filling what it does not say (``--declarer``, ``--contract``,
   ``--leader``); an option that contradicts the source is an error, because the replay
   would otherwise silently follow a different deal;
2. the played cards are replayed from the deal (follow-suit and turn checked on every
   card), which gives the hands at the start of the current trick, the trick in
   progress, the tricks won and every suit a player showed out of;
3. the claim comes from the source where it says it (LIN ``mc``, a PBN ``[Result]`` after
   ``*``: declarer's total, so the claim is of the rest of it, and the claimer is
   declarer) and from ``--by --tricks --statement --kind --title --source`` otherwise.
   Options win over the source for these, since they are the director's findings.
   Anything still missing is an error that names the option to give.

The result passes the same validation as a case file read from disk.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from claims.cards import Seat, Side, Strain, Suit, format_deal, parse_deal
from claims.casefile import CaseFile, Key, describe_key, parse_case_data, whole_number
from claims.errors import CardSyntaxError, CaseFileError, ImportFormatError
from claims.importers.lin import read_lin
from claims.importers.pbn import read_pbn
from claims.importers.replay import (
    FULL_HAND,
    BoardFacts,
    Located,
    PlayGrid,
    Replayed,
    read_contract,
    replay_grid,
    replay_sequence,
)
from claims.importers.urls import looks_like_url, read_url

__all__ = [
    "OPTION_NAMES",
    "ImportOptions",
    "build_case",
    "describe_import_key",
    "describe_source",
    "detect_format",
    "import_text",
    "read_facts",
    "read_source_text",
]


@dataclass(frozen=True, slots=True)
class ImportOptions:
    """What the director adds to the source (all optional; None = not given)."""

    by: str | None = None
    tricks: str | None = None
    statement: str | None = None
    kind: str | None = None
    title: str | None = None
    source: str | None = None
    declarer: str | None = None
    contract: str | None = None
    leader: str | None = None
    board: str | None = None


OPTION_NAMES: dict[tuple[str, ...], str] = {
    ("title",): "--title",
    ("source",): "--source",
    ("claim", "by"): "--by",
    ("claim", "kind"): "--kind",
    ("claim", "tricks"): "--tricks",
    ("claim", "statement"): "--statement",
}


def describe_import_key(key: Key) -> str:
    """Name a case key by the option that fills it when importing (``claim.by`` -> --by)."""
    names = tuple(part for part in key if isinstance(part, str))
    return OPTION_NAMES.get(names[:2], OPTION_NAMES.get(names[:1], describe_key(key)))


# --------------------------------------------------------------------------- reading
def read_source_text(path: str | Path) -> str:
    """A file's text: UTF-8, or ISO 8859-1 (the character set of PBN 2.1, §2.2)."""
    file = Path(path)
    try:
        raw = file.read_bytes()
    except OSError as error:
        raise ImportFormatError(f"{file}: cannot read the file: {error.strerror}") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def detect_format(text: str) -> str:
    """``"URL"``, ``"LIN"``, ``"PBN"`` or ``"deal"``, from the shape of the text."""
    stripped = text.lstrip("\ufeff").strip()
    if looks_like_url(stripped):
        return "URL"
    if re.match(r"^[a-z]{2}\|", stripped, re.I):
        return "LIN"
    if re.search(r'\[\s*[A-Za-z][A-Za-z0-9_]*\s*"', stripped):
        return "PBN"
    if re.match(r"^[NESW]\s*:", stripped, re.I):
        return "deal"
    shown = stripped[:40] + ("..." if len(stripped) > 40 else "")
    raise ImportFormatError(
        f"cannot tell what {shown!r} is: expected a PBN file or text ([Deal \"N:...\"]), a LIN "
        "string (md|...|), a BBO handviewer or Bridge Solver Online link, or a deal "
        "'N:<north> <east> <south> <west>'"
    )


def _read_deal_string(text: str) -> BoardFacts:
    try:
        hands = parse_deal(text)
    except CardSyntaxError as error:
        raise ImportFormatError(f"deal: {error}") from None
    first = Seat.parse(text.strip().split(":", 1)[0])
    return BoardFacts(format="deal", hands=hands, deal_where="deal", first_seat=first)


def read_facts(text: str, board: str | None = None) -> BoardFacts:
    """What the source says, in whichever format it is written."""
    kind = detect_format(text)
    if kind == "URL":
        return read_url(text, board)
    if kind == "LIN":
        return read_lin(text, board)
    if kind == "PBN":
        return read_pbn(text, board)
    return _read_deal_string(text)


# --------------------------------------------------------------------------- settling
def _parse_seat(text: str, where: str) -> Seat:
    try:
        return Seat.parse(text)
    except CardSyntaxError as error:
        raise ImportFormatError(f"{where}: {error}") from None


def _settle_seat(
    what: str, found: Located | None, option: str | None, option_name: str
) -> Seat | None:
    """The source's seat, or the option's; both must agree when both are given."""
    from_source = None if found is None else _parse_seat(found.value, found.where)
    from_option = None if option is None else _parse_seat(option, option_name)
    if from_source is not None and from_option is not None and from_source != from_option:
        raise ImportFormatError(
            f"{found.where if found else ''}: the {what} is {from_source.full_name}, but "
            f"{option_name} says {from_option.full_name}"
        )
    return from_source if from_source is not None else from_option


def _settle_contract(
    found: Located | None, option: str | None
) -> tuple[str | None, Strain | None]:
    """The contract (when its level is known) and the strain, from source and option."""
    source_contract, source_strain = (
        (None, None) if found is None else read_contract(found.value, found.where)
    )
    option_contract, option_strain = (
        (None, None) if option is None else read_contract(option, "--contract")
    )
    if source_strain is not None and option_strain is not None:
        conflict = source_strain != option_strain or (
            source_contract is not None
            and option_contract is not None
            and source_contract != option_contract
        )
        if conflict:
            raise ImportFormatError(
                f"{found.where if found else ''}: the contract is "
                f"{source_contract or source_strain.name}, but --contract says {option}"
            )
    # Strain.S and Seat.N are 0, so "or" would lose them: compare with None.
    contract = source_contract if source_contract is not None else option_contract
    return contract, source_strain if source_strain is not None else option_strain


@dataclass(frozen=True, slots=True)
class _Table:
    """Declarer, strain and first leader once settled."""

    declarer: Seat
    contract: str | None
    strain: Strain
    leader: Seat


def _first_player(facts: BoardFacts) -> Seat | None:
    """Who holds the first played card of a plain sequence: the one who led it."""
    if isinstance(facts.play, PlayGrid) or not facts.play:
        return None
    first = facts.play[0].card
    for seat, hand in facts.hands.items():
        if first in hand:
            return seat
    return None


def _settle_table(facts: BoardFacts, options: ImportOptions) -> _Table:
    declarer = _settle_seat("declarer", facts.declarer, options.declarer, "--declarer")
    contract, strain = _settle_contract(facts.contract, options.contract)
    leader = _settle_seat("leader", facts.leader, options.leader, "--leader")
    leader_where = facts.leader.where if facts.leader else "--leader"
    if leader is None:
        leader = _first_player(facts)
        if not isinstance(facts.play, PlayGrid) and facts.play:
            leader_where = facts.play[0].where
    full = all(len(set(hand)) == FULL_HAND for hand in facts.hands.values())
    if full:
        # The opening lead is made by declarer's left-hand opponent: either gives the other.
        if declarer is None and leader is not None:
            declarer = leader.next(3)
        elif leader is None and declarer is not None:
            leader = declarer.next(1)
        elif declarer is not None and leader is not None and leader != declarer.next(1):
            raise ImportFormatError(
                f"{leader_where}: {leader.full_name} leads first, but with {declarer.full_name} "
                f"as declarer the opening lead is {declarer.next(1).full_name}'s"
            )
    missing = []
    if strain is None:
        missing.append("the contract or trump (--contract, e.g. 4H, 3NTX or just NT)")
    if declarer is None:
        missing.append("the declarer (--declarer SEAT)")
    if leader is None:
        missing.append("who leads (--leader SEAT)")
    if missing:
        raise ImportFormatError(f"the {facts.format} does not say {_join(missing)}")
    assert strain is not None and declarer is not None and leader is not None
    return _Table(declarer, contract, strain, leader)


def _join(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]


def _by_side(declarer: Seat, tricks: tuple[int, int]) -> tuple[int, int]:
    """(declarer's side, defenders) -> indexed by Side, as EndPosition keeps them."""
    by_side = {declarer.side: tricks[0], declarer.side.other: tricks[1]}
    return by_side[Side.NS], by_side[Side.EW]


def _replay(facts: BoardFacts, table: _Table) -> Replayed:
    won = (0, 0) if facts.won_before is None else _by_side(table.declarer, facts.won_before)
    state = Replayed.start(
        facts.hands,
        table.strain.trump,
        table.declarer,
        table.leader,
        facts.deal_where,
        won,
        facts.shown_out,
    )
    if isinstance(facts.play, PlayGrid):
        state = replay_grid(state, facts.play)
    else:
        state = replay_sequence(state, facts.play)
    if state.position.is_over:
        raise ImportFormatError(
            f"{facts.format}: all 13 tricks are played: there is nothing left to claim"
        )
    return state


# --------------------------------------------------------------------------- the claim
def _tricks_value(text: str, where: str) -> int | str:
    value = text.strip().lower()
    if value == "rest":
        return "rest"
    count = whole_number(value)
    if count is not None:
        return count
    shown = text if len(text) <= 40 else f"{text[:40]}... ({len(text)} characters)"
    raise ImportFormatError(f"{where}: {shown!r}: expected rest or a number of tricks")


@dataclass(frozen=True, slots=True)
class _Claim:
    by: Seat
    kind: str
    tricks: int | str
    statement: str
    trump_aware: bool | None
    known_suits: list[str]


def _settle_claim(
    facts: BoardFacts, options: ImportOptions, table: _Table, state: Replayed
) -> _Claim:
    recorded = facts.claim
    remaining = state.position.tricks_left
    declarer_won = state.position.tricks_won[table.declarer.side]
    declarer_more: int | None = None
    if facts.declarer_total is not None:
        total = int(facts.declarer_total.value)
        declarer_more = total - declarer_won
        if not 0 <= declarer_more <= remaining:
            raise ImportFormatError(
                f"{facts.declarer_total.where}: declarer's total of {total} tricks cannot be: "
                f"declarer has won {declarer_won} and {remaining} remain"
            )
    by_text = options.by or recorded.get("by")
    by_where = "--by" if options.by else "the source's claimer"
    if by_text is None and declarer_more is not None:
        by_text = table.declarer.name  # an accepted claim is recorded as declarer's
    by = None if by_text is None else _parse_seat(by_text, by_where)

    tricks: int | str | None = None
    if options.tricks is not None:
        tricks = _tricks_value(options.tricks, "--tricks")
    elif "tricks" in recorded:
        tricks = _tricks_value(recorded["tricks"], "the source's claimed tricks")
    elif declarer_more is not None and by is not None:
        tricks = declarer_more if by.side == table.declarer.side else remaining - declarer_more
    kind = options.kind or recorded.get("kind")
    if kind is None:
        kind = "concession" if tricks == 0 else "claim"
    if kind == "claim" and tricks == remaining:
        tricks = "rest"
    statement = options.statement if options.statement is not None else recorded.get("statement")

    missing = []
    if by is None:
        missing.append("who claimed (--by SEAT)")
    if tricks is None:
        missing.append("how many tricks the claim is for (--tricks N or --tricks rest)")
    if statement is None:
        missing.append('what was said (--statement TEXT; --statement "" if nothing)')
    if missing:
        raise ImportFormatError(f"the {facts.format} does not say {_join(missing)}")
    assert by is not None and tricks is not None and statement is not None
    aware_text = recorded.get("trump_aware")
    trump_aware = None if aware_text is None else aware_text.strip().lower() == "true"
    # the suits as written ("D", "HD"); the case file's validation names a wrong one
    known_suits = [char for char in recorded.get("known_suits", "") if not char.isspace()]
    return _Claim(by, kind, tricks, statement, trump_aware, known_suits)


# --------------------------------------------------------------------------- the case
def _shown_out_text(entries: frozenset[tuple[Seat, Suit]]) -> list[str]:
    return [f"{seat.name}:{suit.letter}" for seat, suit in sorted(entries)]


def build_case(facts: BoardFacts, options: ImportOptions, origin: str) -> CaseFile:
    """The case file for ``facts``, completed by ``options``; ``origin`` names the source."""
    table = _settle_table(facts, options)
    state = _replay(facts, table)
    position = state.position
    claim = _settle_claim(facts, options, table, state)

    won = position.tricks_won
    position_data: dict[str, Any] = {
        "deal": format_deal(dict(state.trick_start_hands.items()), facts.first_seat),
        "trump": table.strain.name,
        "declarer": table.declarer.name,
        "leader": position.leader.name,
        "trick": [card.code for card in position.trick],
    }
    if table.contract is not None:
        position_data["contract"] = table.contract
    if facts.vulnerable is not None:
        position_data["vulnerable"] = table.declarer.side in facts.vulnerable
    if facts.won_before is not None or state.tricks_played:
        position_data["won"] = {
            "declarer": won[table.declarer.side],
            "defenders": won[table.declarer.side.other],
        }
    if state.shown_out:
        position_data["shown_out"] = _shown_out_text(state.shown_out)

    claim_data: dict[str, Any] = {
        "by": claim.by.name,
        "kind": claim.kind,
        "tricks": claim.tricks,
        "statement": claim.statement,
    }
    if claim.trump_aware is not None:
        claim_data["trump_aware"] = claim.trump_aware
    if claim.known_suits:
        claim_data["known_suits"] = claim.known_suits

    remaining = position.tricks_left
    strain_words = "notrump" if table.strain is Strain.NT else f"{Suit(table.strain).word}s"
    default_title = (
        f"{table.contract or strain_words} by {table.declarer.full_name}, {claim.kind} by "
        f"{claim.by.full_name} with {remaining} trick{'s' if remaining != 1 else ''} left"
    )
    default_title = default_title[0].upper() + default_title[1:]
    if facts.label:
        default_title = f"{facts.label}: {default_title}"
    meta: dict[str, Any] = {"imported_from": facts.format}
    if facts.declarer_total is not None:
        meta["recorded_declarer_tricks"] = int(facts.declarer_total.value)
    data: Mapping[str, Any] = {
        "title": options.title or facts.texts.get("title") or default_title,
        "source": options.source or facts.texts.get("source") or origin,
        "guards": facts.texts.get("guards", ""),
        "position": position_data,
        "claim": claim_data,
        "meta": meta,
    }
    try:
        return parse_case_data(data, origin, describe_import_key)
    except CaseFileError as error:
        raise ImportFormatError(str(error)) from None


def import_text(text: str, options: ImportOptions, origin: str) -> CaseFile:
    """Read ``text`` (PBN, LIN, a link or a deal) and build its case file."""
    return build_case(read_facts(text, options.board), options, origin)


def describe_source(text: str) -> str:
    """How the case's ``source`` names text given on the command line."""
    kind = detect_format(text)
    if kind == "URL":
        return text.strip()
    return {"LIN": "LIN string", "PBN": "PBN text", "deal": "deal string"}[kind]
