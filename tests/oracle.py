"""A brute-force double-dummy oracle: the outside reference the DDS bindings are tested on.

Plain minimax over every legal card, memoised, using only ``EndPosition.play`` and
``EndPosition.legal_plays``: no endplay, no solver, and no pruning beyond stopping when
a card already takes every trick left (or, for East-West, holds North-South to none),
so that it is easy to see that it is right.  It is meant for small endings (up to
about 4 cards a hand).

Like DDS, it counts the tricks still to be played, the current one included, and
ignores ``tricks_won`` (what has been won already does not change the play).
"""

from __future__ import annotations

from claims.cards import Card, Seat, Side, Suit
from claims.position import EndPosition

# Key: everything that decides the rest of the play.  Value: North-South's tricks from
# there.  Shared between calls (sub-positions of one ending recur across a test run)
# and simply emptied when it grows too big.
_Memo = dict[
    tuple[tuple[frozenset[Card], ...], Suit | None, Seat, tuple[Card, ...]],
    int,
]
_MEMO: _Memo = {}
_MEMO_LIMIT = 300_000


def oracle_tricks(position: EndPosition, side: Side) -> int:
    """Tricks ``side`` takes from here when both sides play perfectly."""
    north_south = _north_south_tricks(position, _fresh_memo())
    return north_south if side is Side.NS else position.tricks_left - north_south


def oracle_card_values(position: EndPosition) -> dict[Card, int]:
    """For each legal card of the player to move: the tricks his side takes from here
    (current trick included) if he plays it, then both sides perfect."""
    side = position.to_play.side
    memo = _fresh_memo()
    values: dict[Card, int] = {}
    for card in position.legal_plays():
        after = position.play(card)
        north_south = _won_now(position, after) + _north_south_tricks(after, memo)
        values[card] = north_south if side is Side.NS else position.tricks_left - north_south
    return values


def _fresh_memo() -> _Memo:
    if len(_MEMO) > _MEMO_LIMIT:
        _MEMO.clear()
    return _MEMO


def _won_now(before: EndPosition, after: EndPosition) -> int:
    """1 if the card just played completed a trick that North-South won, else 0."""
    return after.tricks_won[Side.NS] - before.tricks_won[Side.NS]


def _north_south_tricks(position: EndPosition, memo: _Memo) -> int:
    """Tricks North-South take from here: they maximise, East-West minimise."""
    key = (position.hands, position.trump, position.leader, position.trick)
    if key in memo:
        return memo[key]
    plays = position.legal_plays()
    if not plays:
        if position.trick:
            raise ValueError(f"{position.to_play.full_name} has no card for the trick")
        memo[key] = 0
        return 0
    maximising = position.to_play.side is Side.NS
    # The only shortcut: stop once a card reaches the bound no card can beat (all the
    # tricks left for North-South, none for East-West), since the best is then known.
    unbeatable = position.tricks_left if maximising else 0
    best: int | None = None
    for card in plays:
        after = position.play(card)
        outcome = _won_now(position, after) + _north_south_tricks(after, memo)
        if best is None or (outcome > best if maximising else outcome < best):
            best = outcome
        if best == unbeatable:
            break
    assert best is not None
    memo[key] = best
    return best
