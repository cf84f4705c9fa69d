"""A case as PBN: the PBN 2.1 §3.10 end position, with the trick in progress.

Other programs (BridgeComposer, DDS front ends, the handviewers' importers) read PBN, and
§3.10 is the standard's own way to give a position of fewer than 13 cards: a [Deal] of
short hands, a [Contract] holding only the strain, and a [Play] tag naming the leader.
The current trick is written as a play section of one trick (its unplayed seats ``-``),
so the trick cards stay in the [Deal] hands, as in the case file.

What PBN has no tag for is kept in this program's own ``Claim...`` tags (§4.9: readers
skip tags they do not know), so that :mod:`claims.importers` reads the case back
unchanged:

* [Result] is the tricks declarer won before the position (the §3.4.15 partial
  result); [ClaimWon] is added only when the defenders' count does not follow from it
  (positions built by hand whose tricks do not add up to 13);
* [ClaimContract] keeps the level and doubling, which §3.10 leaves out of [Contract];
* [ClaimShownOut], [ClaimBy], [ClaimKind], [ClaimTricks], [ClaimStatement],
  [ClaimTrumpAware], [ClaimTitle], [ClaimSource], [ClaimGuards] keep the rest.

``[expected]`` and ``[meta]`` are not written: they are the library's bookkeeping, not
part of the position or the claim.

A 13-card case (a claim before or during the first trick) is a full deal in PBN terms,
not an end position; it is written the same way, without [Result], since no trick has
been won yet.
"""

from __future__ import annotations

from claims.cards import Card, Seat, Strain, Suit, format_deal, parse_deal
from claims.casefile import CaseFile
from claims.contract import Contract
from claims.importers.pbn import (
    CLAIM_TAGS,
    CONTRACT_TAG,
    SHOWN_OUT_TAG,
    TEXT_TAGS,
    WON_TAG,
    escape_string,
)
from claims.importers.replay import contract_text

__all__ = ["case_to_pbn"]

_FULL_HAND = 13


def _tag(name: str, value: str) -> str:
    return f"[{name} {escape_string(value)}]"


def case_to_pbn(case: CaseFile) -> str:
    """The case as PBN text (one game, lines ending in ``\\n``)."""
    position = case.position
    hands = parse_deal(position.deal)
    first = Seat.parse(position.deal.strip().split(":", 1)[0])
    declarer = Seat.parse(position.declarer)
    leader = Seat.parse(position.leader)
    strain = Strain.parse(position.trump)
    remaining = case.remaining_tricks

    lines = [
        _tag("Deal", format_deal(dict(hands.items()), first)),
        _tag("Declarer", declarer.name),
        _tag("Contract", strain.name),
    ]
    if position.vulnerable is not None:
        lines.append(
            _tag("Vulnerable", declarer.side.name if position.vulnerable else "None")
        )
    won = position.won
    if won is not None:
        if remaining < _FULL_HAND:
            lines.append(_tag("Result", str(won.declarer)))
        if remaining == _FULL_HAND or won.defenders != _FULL_HAND - remaining - won.declarer:
            lines.append(_tag(WON_TAG, f"declarer {won.declarer} defenders {won.defenders}"))
    if position.contract is not None:
        contract = Contract.parse(position.contract)
        lines.append(
            _tag(CONTRACT_TAG, contract_text(contract.level, contract.strain, contract.doubled))
        )
    if position.shown_out:
        entries = []
        for entry in position.shown_out:
            seat_text, _, suit_text = entry.partition(":")
            entries.append(f"{Seat.parse(seat_text).name}:{Suit.parse(suit_text).letter}")
        lines.append(_tag(SHOWN_OUT_TAG, " ".join(entries)))

    texts = {"title": case.title, "source": case.source, "guards": case.guards}
    for name, key in TEXT_TAGS.items():
        lines.append(_tag(name, texts[key]))
    claim = case.claim
    values = {
        "by": Seat.parse(claim.by).name,
        "kind": claim.kind,
        "tricks": str(claim.tricks),
        "statement": claim.statement,
    }
    if claim.trump_aware is not None:
        values["trump_aware"] = "true" if claim.trump_aware else "false"
    if claim.known_suits:
        values["known_suits"] = "".join(Suit.parse(text).name for text in claim.known_suits)
    for name, key in CLAIM_TAGS.items():
        if key in values:
            lines.append(_tag(name, values[key]))

    lines.append(_tag("Play", leader.name))
    trick = [Card.parse(card).code for card in position.trick]
    if trick:
        lines.append(" ".join([*trick, *["-"] * (4 - len(trick))]))
    lines.append("*")
    return "\n".join(lines) + "\n"
