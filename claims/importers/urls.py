"""URL import: BBO handviewer links and Bridge Solver Online (BSOL) links.

Nothing is downloaded: only the parameters in the link itself are read.

**BBO handviewer** (``https://www.bridgebase.com/tools/handviewer.html?...``, also the
``[hv=...]`` form of BBO forum posts):

* ``lin=``: a whole LIN string (URL-encoded), read by :mod:`claims.importers.lin`;
* otherwise ``n= e= s= w=`` hands as ``s…h…d…c…`` (one may be left out and is inferred),
  ``d=`` dealer (``n e s w``), ``v=`` vulnerability (``n`` NS, ``e`` EW, ``b`` both,
  ``-``/``o`` none), ``a=`` the auction as a run of calls from the dealer (``1cp1hp``,
  ``p`` pass, ``d`` double, ``r`` redouble; ``(...)`` explanations and ``!`` alerts
  skipped), ``p=`` the play as a run of cards (``d4dtdad8``), ``b=`` board number.

**Bridge Solver Online** (``https://dds.bridgewebs.com/bsol2/ddummy.htm?...``).  The
parameters seen in real links are ``north= east= south= west=`` (PBN holdings with
dots), ``dealer=`` (``N``), ``vul=`` (``None NS EW All``), ``contract=`` (``4C``),
``declarer=`` (``E``), ``lead=`` (the opening lead, rank first: ``KH``), ``board=``,
``title=``, and ``lin=`` (read as LIN, as for the handviewer).  Assumptions, since no
description of these links was at hand:

* ``lead=`` is read with either order (``KH`` or ``HK``); the player holding it leads.
* ``play=`` (not seen in a real link) is read, if present, as the play from the opening
  lead on, as a run or a list of cards in either order (``KH2HAH``, ``HK,H2,HA``); when
  ``lead=`` is given too it must be the first card of ``play=``.  A misread card run
  cannot slip through: every card is replayed and checked against the hands.
* ``file=`` points to a file on the web: it is refused (download the file and import
  that), because the importer does not fetch anything.
"""

from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import parse_qsl, unquote_plus, urlsplit

from claims.cards import Card, Seat, Side, parse_holding
from claims.errors import CardSyntaxError, ImportFormatError
from claims.importers.lin import read_lin
from claims.importers.replay import (
    BoardFacts,
    Call,
    Located,
    PlayedCard,
    final_contract,
    infer_fourth_hand,
    read_call,
    read_contract,
    seat_names,
)

__all__ = ["looks_like_url", "read_card_run", "read_url"]

HANDVIEWER = "BBO handviewer URL"
BSOL = "Bridge Solver Online URL"

_HANDVIEWER_SEATS = {"n": Seat.N, "e": Seat.E, "s": Seat.S, "w": Seat.W}
_BSOL_SEATS = {"north": Seat.N, "east": Seat.E, "south": Seat.S, "west": Seat.W}
_VULNERABLE = {
    "": frozenset(),
    "-": frozenset(),
    "o": frozenset(),
    "0": frozenset(),
    "none": frozenset(),
    "love": frozenset(),
    "n": frozenset({Side.NS}),
    "ns": frozenset({Side.NS}),
    "e": frozenset({Side.EW}),
    "ew": frozenset({Side.EW}),
    "b": frozenset({Side.NS, Side.EW}),
    "all": frozenset({Side.NS, Side.EW}),
    "both": frozenset({Side.NS, Side.EW}),
}


def looks_like_url(text: str) -> bool:
    """A web link, the ``[hv=...]`` forum form, or a bare ``n=...&s=...`` query."""
    stripped = text.strip()
    return bool(
        re.match(r"^(https?://|www\.)", stripped, re.I)
        or re.match(r"^[\w.-]+/[^\s?]*(handviewer|handplayer|ddummy)[^\s?]*\?", stripped, re.I)
        or stripped.lower().startswith("[hv=")
        or re.match(r"^[a-z]+=[^&\s]*(&[a-z]+=[^&\s]*)+$", stripped, re.I)
    )


def _parameters(text: str) -> dict[str, str]:
    """The query parameters, names in lower case; the first of a repeated name wins."""
    stripped = text.strip()
    if stripped.lower().startswith("[hv="):
        query = stripped[4:].rstrip("]")
    elif "?" in stripped:
        try:
            parts = urlsplit(stripped if "://" in stripped else "https://" + stripped)
        except ValueError as error:  # "Invalid IPv6 URL": a stray bracket in the host
            raise ImportFormatError(f"not a readable link: {error}: {stripped[:80]!r}") from None
        query = parts.query or parts.fragment
    else:
        query = stripped
    parameters: dict[str, str] = {}
    for name, value in parse_qsl(query, keep_blank_values=True):
        parameters.setdefault(name.strip().lower(), value)
    return parameters


_RANKS = "AKQJT98765432"
_SUITS = "SHDC♠♥♦♣"
_RUN_CARD = re.compile(rf"([{_SUITS}])(10|[{_RANKS}])|(10|[{_RANKS}])([{_SUITS}])", re.I)


def read_card_run(text: str, where: str) -> list[PlayedCard]:
    """Cards written one after another (``d4dtdad8``, ``KH2HAH``, ``HK, H2``).

    Suits and ranks use different letters, so each card reads unambiguously whichever
    comes first; ``10`` is accepted for the ten.
    """
    run = re.sub(r"[\s,;.]+", "", text)
    cards: list[PlayedCard] = []
    index = 0
    while index < len(run):
        number = len(cards) + 1
        match = _RUN_CARD.match(run, index)
        if match is None:
            raise ImportFormatError(
                f"{where}: cannot read card {number} at {run[index:index + 6]!r}: expected "
                "cards such as d4, dt, sa (suit and rank)"
            )
        suit, rank = (match.group(1), match.group(2)) if match.group(1) else match.group(4, 3)
        cards.append(PlayedCard(Card.parse(suit + rank), f"{where} card {number}"))
        index = match.end()
    return cards


def _vulnerable(value: str, where: str) -> frozenset[Side]:
    key = value.strip().lower()
    if key not in _VULNERABLE:
        raise ImportFormatError(
            f"{where}: {value!r} is not a vulnerability: expected none, NS, EW or both"
        )
    return _VULNERABLE[key]


def _hands(
    parameters: dict[str, str], seats: dict[str, Seat], prefix: str
) -> tuple[dict[Seat, list[Card]], str]:
    hands: dict[Seat, list[Card]] = {}
    missing: list[Seat] = []
    for name, seat in seats.items():
        text = parameters.get(name, "").strip()
        if not text:
            missing.append(seat)
            hands[seat] = []
            continue
        try:
            hands[seat] = parse_holding(text, where=f"{seat.full_name}'s hand")
        except CardSyntaxError as error:
            raise ImportFormatError(f"{prefix} {name}: {error}") from None
    where = f"{prefix}s {', '.join(seats)}"
    if len(missing) > 1:
        raise ImportFormatError(
            f"{where}: the hands of {seat_names(missing)} are missing: "
            "only one hand can be inferred"
        )
    if missing:
        hands = infer_fourth_hand(hands, missing[0], where)
    return hands, where


def _seat(value: str, where: str) -> Seat:
    try:
        return Seat.parse(value)
    except CardSyntaxError as error:
        raise ImportFormatError(f"{where}: {error}") from None


_AUCTION_CALL = re.compile(r"([1-7])(nt|n|s|h|d|c)|(p|d|r|xx|x)", re.I)


def _auction_run(text: str, dealer: Seat, where: str) -> list[Call]:
    """Calls of a handviewer ``a=`` run from the dealer on."""
    run = re.sub(r"\([^)]*\)|[!\s]", "", text)
    calls: list[Call] = []
    index = 0
    while index < len(run):
        match = _AUCTION_CALL.match(run, index)
        if match is None:
            raise ImportFormatError(
                f"{where}: cannot read call {len(calls) + 1} at {run[index:index + 6]!r}: "
                "expected a run such as 1cp1hp (p pass, d double, r redouble)"
            )
        call_where = f"{where} call {len(calls) + 1}"
        calls.append(
            Call(dealer.next(len(calls)), read_call(match.group(), call_where), call_where)
        )
        index = match.end()
    return calls


def _handviewer(parameters: dict[str, str]) -> BoardFacts:
    prefix = "URL parameter"
    hands, deal_where = _hands(parameters, _HANDVIEWER_SEATS, prefix)
    declarer: Located | None = None
    contract: Located | None = None
    auction = parameters.get("a", "").strip()
    if auction:
        dealer_text = parameters.get("d", "").strip()
        if not dealer_text:
            raise ImportFormatError(
                f"{prefix} a: an auction, but no dealer (parameter d): the calls cannot be "
                "given to players"
            )
        dealer = _seat(dealer_text, f"{prefix} d")
        outcome = final_contract(_auction_run(auction, dealer, f"{prefix} a"))
        if outcome is None:
            raise ImportFormatError(f"{prefix} a: the board was passed out: no play to claim")
        bid, bidder, where = outcome
        contract, declarer = Located(bid, where), Located(bidder.name, where)
    vulnerable = parameters.get("v")
    board = parameters.get("b", "").strip()
    return BoardFacts(
        format=HANDVIEWER,
        hands=hands,
        deal_where=deal_where,
        declarer=declarer,
        contract=contract,
        vulnerable=None if vulnerable is None else _vulnerable(vulnerable, f"{prefix} v"),
        play=tuple(read_card_run(parameters.get("p", ""), f"{prefix} p")),
        label=f"Board {board}" if board else None,
    )


def _bsol(parameters: dict[str, str]) -> BoardFacts:
    prefix = "URL parameter"
    hands, deal_where = _hands(parameters, _BSOL_SEATS, prefix)
    declarer: Located | None = None
    if parameters.get("declarer", "").strip():
        where = f"{prefix} declarer"
        declarer = Located(_seat(parameters["declarer"], where).name, where)
    contract: Located | None = None
    if parameters.get("contract", "").strip():
        where = f"{prefix} contract"
        normal, strain = read_contract(parameters["contract"], where)
        contract = Located(normal or strain.name, where)
    play = read_card_run(parameters.get("play", ""), f"{prefix} play")
    lead_text = parameters.get("lead", "").strip()
    if lead_text:
        lead = read_card_run(lead_text, f"{prefix} lead")
        if len(lead) != 1:
            raise ImportFormatError(
                f"{prefix} lead: {lead_text!r}: expected one card, the opening lead"
            )
        if not play:
            play = [PlayedCard(lead[0].card, f"{prefix} lead")]
        elif play[0].card != lead[0].card:
            raise ImportFormatError(
                f"{prefix} lead: the opening lead {lead[0].card} is not the first card of "
                f"parameter play ({play[0].card})"
            )
    vulnerable = parameters.get("vul")
    board = parameters.get("board", "").strip()
    title = re.sub(r"<[^>]*>", "", unquote_plus(parameters.get("title", ""))).strip()
    return BoardFacts(
        format=BSOL,
        hands=hands,
        deal_where=deal_where,
        declarer=declarer,
        contract=contract,
        vulnerable=None if vulnerable is None else _vulnerable(vulnerable, f"{prefix} vul"),
        play=tuple(play),
        label=title or (f"Board {board}" if board else None),
    )


def read_url(text: str, board: str | None = None) -> BoardFacts:
    """The facts of a handviewer or BSOL link (``board`` picks a board of a ``lin=``)."""
    parameters = _parameters(text)
    if "file" in parameters:
        raise ImportFormatError(
            f"URL parameter file: {parameters['file']!r} is a file on the web: download it "
            "and import the file (claim does not fetch anything)"
        )
    is_bsol = "bsol" in text.lower() or any(name in parameters for name in _BSOL_SEATS)
    if "lin" in parameters:
        facts = read_lin(parameters["lin"], board, prefix="URL parameter lin: ")
        return replace(facts, format=f"{BSOL if is_bsol else HANDVIEWER} (lin=)")
    if any(name in parameters for name in _BSOL_SEATS):
        return _bsol(parameters)
    if any(name in parameters for name in _HANDVIEWER_SEATS):
        return _handviewer(parameters)
    raise ImportFormatError(
        "URL: no deal in the link: expected lin=, or the hands as n= e= s= w= (handviewer) "
        "or north= east= south= west= (Bridge Solver Online)"
    )
