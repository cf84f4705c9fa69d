"""Short clarifications that would have made a claim good: "had he said *drawing trumps
first*, the claim would stand".

Why: a director explaining a ruling, and a player learning from it, want the shortest
statement that would have saved the tricks (Law 70D1 binds the claimer to his stated
line; seed 004: "he must remove all doubt by saying he will draw a trump").  The
candidates come from the parser's own vocabulary and are built by parsing their
canonical English text, so every suggestion is a statement the adjudicator itself reads
back the same way.  Each one must make sense in the position: the claimer's side holds
the cards and suits it names, a trump step needs trumps (and, for drawing them, an
opponent holding one); the strict parse enforces the rest.

The engine is not imported here (``claims`` keeps one-way imports): the caller passes
it as the ``rule`` of :func:`suggest_clarification`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import permutations

from claims.cards import Card, Rank, Seat, Suit
from claims.errors import StatementError
from claims.plan import (
    Concede,
    Crossruff,
    DrawTrumps,
    Drop,
    Finesse,
    Plan,
    PlayCards,
    Ruff,
    Step,
)
from claims.position import EndPosition
from claims.statement import canonical_text, parse_statement, without_words

__all__ = ["candidate_clarifications", "suggest_clarification"]

# The order a director would reach for them: trumps, unblocks, a finesse, a ruff, the
# drop, a trick given up, a crossruff; bare card orders last.
_DRAW, _LAST_TRUMP, _UNBLOCK, _FINESSE, _RUFF, _DROP, _CONCEDE, _CROSSRUFF, _CARDS = range(9)
_MAX_LEADS = 2


def candidate_clarifications(position: EndPosition, claimer: Seat) -> list[Plan]:
    """Plans of one or two steps (at most two card leads), shortest and simplest first,
    each parsed from its canonical text and valid in ``position`` for ``claimer``."""
    singles = _single_steps(position, claimer)
    raw: list[tuple[tuple[int, ...], tuple[Step, ...]]] = [
        ((category,), (step,)) for category, step in singles
    ]
    lines = [(c, s) for c, s in singles if c != _CARDS]
    for (first_cat, first), (second_cat, second) in permutations(lines, 2):
        if isinstance(first, DrawTrumps) and isinstance(second, DrawTrumps):
            continue
        raw.append(((first_cat, second_cat), (first, second)))
    tops = [s.cards[0] for c, s in singles if c == _CARDS and isinstance(s, PlayCards)]
    for pair in permutations(tops, _MAX_LEADS):
        raw.append(((_CARDS, _CARDS), (PlayCards(pair),)))

    def size(steps: tuple[Step, ...]) -> int:
        return sum(len(s.cards) if isinstance(s, PlayCards) else 1 for s in steps)

    ranked = sorted(
        ((size(steps), categories, canonical_text(Plan(steps=steps)), steps)
         for categories, steps in raw),
        key=lambda item: (item[0], item[1], len(item[2]), item[2]),
    )
    plans: list[Plan] = []
    seen: set[tuple[Step, ...]] = set()
    for _, _, text, steps in ranked:
        key = without_words(steps)
        if key in seen:
            continue
        seen.add(key)
        try:
            plan = parse_statement(text, position, claimer, strict=True)
        except StatementError:
            continue
        if not plan.unknown and without_words(plan.steps) == key:
            plans.append(plan)
    return plans


def suggest_clarification(
    candidates: Iterable[Plan], rule: Callable[[Plan], int], target: int
) -> Plan | None:
    """The first (shortest) candidate under which ``rule`` awards at least ``target``
    tricks, or None when none does.  ``rule`` is the adjudicator: plan -> tricks."""
    for plan in candidates:
        if rule(plan) >= target:
            return plan
    return None


def _single_steps(position: EndPosition, claimer: Seat) -> list[tuple[int, Step]]:
    """Every one-step clarification that makes sense here, with its category."""
    side = (claimer, claimer.partner)
    opponents = (claimer.next(1), claimer.next(3))
    trump = position.trump

    def ours(suit: Suit) -> list[Card]:
        return sorted(
            (c for s in side for c in position.cards_in(s, suit)), key=lambda c: -c.rank
        )

    def theirs(suit: Suit) -> list[Card]:
        return sorted(
            (c for s in opponents for c in position.cards_in(s, suit)), key=lambda c: -c.rank
        )

    steps: list[tuple[int, Step]] = []
    if trump is not None and ours(trump) and theirs(trump):
        steps.append((_DRAW, DrawTrumps()))
        if len(theirs(trump)) == 1:
            steps.append((_LAST_TRUMP, DrawTrumps(rounds=1)))
    for suit in Suit:
        # an unblock: the honour of the shorter hand first (K from Kx opposite AQJx);
        # trumps are left to "draw trumps"
        short, long = sorted(side, key=lambda seat: len(position.cards_in(seat, suit)))
        short_cards, long_cards = position.cards_in(short, suit), position.cards_in(long, suit)
        if suit != trump and short_cards and len(short_cards) < len(long_cards) and (
            short_cards[0].rank >= Rank.TEN
        ):
            steps.append((_UNBLOCK, PlayCards((short_cards[0],))))
    for suit in Suit:
        mine, out = ours(suit), theirs(suit)
        if not mine:
            continue
        top = mine[0]
        finesses = [
            # a finesse of ``card``: a missing card above it, and one of ours above that
            card for card in mine
            if card.rank >= Rank.TEN and any(card.rank < x.rank < top.rank for x in out)
        ]
        steps.extend((_FINESSE, Finesse(suit, card=card)) for card in finesses)
        if finesses:
            steps.append((_DROP, Drop(suit)))  # the drop is the finesse's alternative
        if out and out[0].rank > top.rank:
            steps.append((_CONCEDE, Concede(suit)))
    if trump is not None:
        for seat in side:
            if not position.cards_in(seat, trump):
                continue
            for suit in Suit:
                if suit == trump or not position.cards_in(seat.partner, suit):
                    continue
                # a hand void in the suit; or shorter there than partner, who holds a
                # loser in it to ruff (the ruff comes once partner's master has drawn
                # this hand's last card: claims.normal_play)
                out = theirs(suit)
                loser = bool(out) and any(
                    c.rank < out[0].rank for c in position.cards_in(seat.partner, suit)
                )
                if not position.cards_in(seat, suit) or (
                    loser and position.can_ruff_later(seat, suit)
                ):
                    steps.append((_RUFF, Ruff(suit, in_hand=seat)))
        ruffers = {step.in_hand for _, step in steps if isinstance(step, Ruff)}
        if len(ruffers) == 2:
            steps.append((_CROSSRUFF, Crossruff()))
    for seat in side:
        for suit in Suit:
            holding = position.cards_in(seat, suit)
            if holding:
                steps.append((_CARDS, PlayCards((holding[0],))))
    return steps
