"""What the claimer sees, has said and may have overlooked: the claimer's view.

A director asks of every play "could *this* claimer, seeing what he sees and having said
what he said, have made it?" (Law 70, footnote: careless or inferior for the class of
player involved, never irrational).  The rules of :mod:`claims.normal_play` ask that
question here, never of the hidden hands:

* **what his side sees** (:attr:`ClaimerView.visible`): its own cards, the cards played,
  the show-outs and ruffs (``EndPosition.voids``) and, for a defender, dummy.  Law 70E1
  is about not knowing *which opponent* holds a card; a card lying face up in dummy is
  not a guess, so playing the jack from A-J under dummy's queen is a play that loses on
  sight, not a finesse (issue class 1);
* **what his statement shows he knows** (:attr:`ClaimerView.known_suits`): a suit he
  counted tricks in without counting too many, a suit he finesses in or concedes a trick
  in (practice note 3: the count is not an order, but it tells what he knows);
* **the one oversight at the claim** (:class:`Oversight`): the outstanding trump he may
  have forgotten (70C2), or the top outstanding card(s) of one suit (seed 004's ♦A, EBU
  forum 325's ♥9, WB 8.70.5's ♠6).  Directors consider what the claimer may have
  overlooked *at the claim* and then any careless-but-sane play around it, not a card
  forgotten in every suit at once: the search tries each oversight consistent with his
  claim and statement in turn and the ruling takes the worst, naming it.

The view is fixed for one search; what changes during the play (cards played, show-outs)
is read from the position, which is what the claimer has seen of it: he sees every card
played but does not count (seed 004), so he knows a player is void once he has failed to
follow, and which higher cards he believes are still out.  Every rule, within a trick as
at a lead, reads the cards he believes are out (believed-in-the-trick): an overlooked card
stays overlooked until it is played, when it leaves the hands and the view with it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from claims.cards import Card, Rank, Seat, Side, Suit
from claims.plan import (
    CardCondition,
    Concede,
    Conditional,
    CountTricks,
    Drop,
    Finesse,
    IfPlayed,
    Plan,
    Rest,
    Ruff,
    Step,
)
from claims.position import EndPosition
from claims.tables import RANK_BITS, SHIFT, SUIT_BITS, SUIT_STRIDE, descending, mask_of_cards

# each side's opponents, by side: one index, where Side.other.seats is two reads, asked per card
_OPPONENTS: Final[tuple[tuple[Seat, Seat], ...]] = tuple(side.other.seats for side in Side)
_SUITS: Final[tuple[Suit, ...]] = tuple(Suit)  # iterating the enum class is interpreted
_MASTERS_KEPT: Final = 50_000  # opponents' holdings whose masters a view keeps (a few MB at most)


class OversightScope(Enum):
    """How much a careless claimer may have overlooked at the claim."""

    ONE = "one"  # one thing: the trump, or the top card(s) of one suit (directors' practice)
    EVERY_SUIT = "every-suit"  # the top card(s) of every suit at once (the older model)


@dataclass(frozen=True, slots=True)
class Oversight:
    """What the claimer is taken to have overlooked when he claimed.

    ``trump``: he was unaware of the opponents' outstanding trumps (Law 70C2);
    ``cards``: the opponents' cards he did not see as still out (they are believed gone)."""

    cards: frozenset[Card]
    trump: bool = False
    # of ``cards``, those his statement shows he overlooked: a card out above one of
    # his in a suit he called good (:func:`stated_overlooked`); every oversight tried
    # for that claim holds them
    stated: frozenset[Card] = frozenset()

    @property
    def only_stated(self) -> bool:
        """Nothing overlooked beyond what his statement shows: the claim's baseline."""
        return not self.trump and self.cards == self.stated

    def describe(self, position: EndPosition) -> str:
        said = ""
        if self.stated:
            said = (
                f"taken as unaware of {_holders(position, self.stated)}"
                " (he called that suit good) (Law 70D1)"
            )
            if self.only_stated:
                return said
            said += "; "
        if self.trump:
            holders = _holders(position, self.cards - self.stated)
            return f"{said}taken as unaware of the outstanding trump ({holders}) (Law 70C2)"
        others = _holders(position, self.cards - self.stated)
        return f"{said}taken as having overlooked {others} (Law 70D1)"


def _holders(position: EndPosition, cards: Iterable[Card]) -> str:
    parts = []
    for card in sorted(cards, key=lambda c: (c.suit, -c.rank)):
        holder = position.holder(card)
        owner = f"{holder.full_name}'s " if holder is not None else ""
        parts.append(f"{owner}{card}")
    return ", ".join(parts)


def visible_opponent_seats(claimer: Seat, declarer: Seat) -> frozenset[Seat]:
    """The opponents' hands the claiming side sees: dummy, when a defender claims."""
    if claimer.side == declarer.side:
        return frozenset()
    return frozenset({declarer.partner})


@dataclass(frozen=True, slots=True)
class ClaimerView:
    """What the claiming side knows, fixed for one search (see the module docstring)."""

    side: Side
    visible: frozenset[Seat] = frozenset()  # opponents' hands he sees (dummy, for a defender)
    oversight: Oversight | None = None
    known_suits: frozenset[Suit] = frozenset()
    # suits his statement says he ruffs (in any branch: "if 4-1 I shall ruff the fourth
    # round"): he knows his trumps are needed there (keep-ruffing-trumps)
    ruff_suits: frozenset[Suit] = frozenset()
    # tricks his statement gives up, by suit ("you get one diamond trick"): he counts the
    # rest of that suit as his (believed_tricks), whatever its top cards
    conceded: tuple[tuple[Suit, int], ...] = ()
    # his statement counts the tricks he takes ("the ace of hearts, 6 spades and 3
    # diamonds"), in any branch of a condition: the tricks he concedes are the remainder
    # (Law 68B1), lost after the winners he counted (cash-before-conceding)
    counted: bool = False
    # suits whose finesse his statement says he will not take ("I won't take the heart
    # finesse"): a stated no-finesse line (Law 70E1), so with a sure winner there he
    # wins it rather than finesse (:func:`declined_finesses`)
    declined_finesses: frozenset[Suit] = frozenset()
    # he said he ruffs high ("ruff high", "trumfer højt": Plan.ruff_high): each ruff of
    # his is with a trump above every trump he believes is out (stated-ruff-high)
    ruffs_high: bool = False
    # the overlooked cards as a hand mask, filled in when first needed (-1: not yet)
    _overlooked: int = field(default=-1, init=False, compare=False, repr=False)
    # believed_masters' answers by the opponents' cards (a cache, not part of the view)
    _masters: dict[int, int] = field(
        default_factory=dict, init=False, compare=False, repr=False
    )

    # ------------------------------------------------------------------ knowledge
    # Every rule asks these at every node of the search: they read the hands' bitmasks
    # (claims.tables); tests/reference_model.py keeps the plain versions they must equal.
    def believed_out(self, position: EndPosition, suit: Suit) -> list[Card]:
        """The opponents' cards of ``suit`` he believes are still out, highest first:
        those really out, less the ones he overlooked."""
        return list(descending(suit, self.believed_out_bits(position, suit)))

    def believed_master(self, position: EndPosition, card: Card) -> bool:
        """No card he believes is out beats ``card`` in its suit."""
        # the rules ask it of card after card: the kept answer is read here directly
        masks = position.masks()
        first, second = _OPPONENTS[self.side]
        masters = self._masters.get(masks[first] | masks[second])
        if masters is None:
            masters = self.believed_masters(position)
        return bool(masters >> (card.suit._value_ * SUIT_STRIDE + card.rank._value_) & 1)

    def believed_masters(self, position: EndPosition) -> int:
        """Every card (of the whole deck) that :meth:`believed_master` holds master here,
        as a hand mask: in each suit the cards above the highest one he believes out.
        It depends on the opponents' cards only: kept by their holding."""
        masks = position.masks()
        first, second = _OPPONENTS[self.side]
        theirs = masks[first] | masks[second]
        masters = self._masters.get(theirs)
        if masters is None:
            masters = 0
            for suit in _SUITS:  # (a tuple: iterating the enum class is interpreted)
                believed = self.believed_out_bits(position, suit)
                # no believed-out bit at the card's rank or above (its own bit too: an
                # opponent's own card is no master of his)
                masters |= (RANK_BITS & ~((1 << believed.bit_length()) - 1)) << SHIFT[suit]
            if len(self._masters) >= _MASTERS_KEPT:
                self._masters.clear()
            self._masters[theirs] = masters
        return masters

    def higher_possibly_after(self, position: EndPosition, card: Card) -> bool:
        """Might an opponent still to play to this trick beat ``card`` in its suit, as far
        as he can tell?  A hand he sees (dummy, for a defender) is read as it is; a hand
        he does not see may hold any higher card he believes is out and does not see
        elsewhere, unless it has shown out of the suit (70E1).

        believed-in-the-trick: the cards he believes are out, as every other rule reads
        them, not the cards really out.  Seed 004 ("Rest uden spilleplan"): the claimer
        with ♦Q-J-10 who thinks the ♦A is gone plays as if it were gone, and "we assume he
        sees the cards that are played" ("Vi går dog ud fra, at spilleren faktisk ser de
        kort, der spilles"): what he learns is what falls, so the card he overlooked stays
        overlooked until it is played (then it has left the hands and is no longer out),
        and a show-out tells him only where the cards he knows of are (he does not count).
        Read from the cards really out, a claimer who thinks his ♠K master would both
        lead it as a winner and fear the ♠A behind it within the same trick."""
        # on the hands' bits, the opponents still to play read from a table: the rules
        # ask it of card after card at every turn
        suit = card.suit
        shift = SHIFT[suit]
        above = card.rank._value_ + 1
        masks = position.masks()
        higher = (self.believed_out_bits(position, suit) >> above) << above
        if not higher:
            return False
        trick = position.trick
        after = _OPPONENTS_AFTER[self.side][(position.leader._value_ + len(trick)) & 3][
            len(trick)
        ]
        voids = position.voids
        visible = self.visible
        if not visible:
            # every card still out is hidden from him: an opponent still to play may
            # hold one unless he has shown out (a loop: any() of a generator costs more)
            for seat in after:  # noqa: SIM110
                if (seat, suit) not in voids:
                    return True
            return False
        seen = 0
        for seat in visible:
            seen |= (masks[seat] >> shift) & SUIT_BITS
        hidden = higher & ~seen
        for seat in after:
            if seat in visible:
                if (masks[seat] >> shift) & higher:
                    return True
            elif hidden and (seat, suit) not in voids:
                return True
        return False

    def placed_after(self, position: EndPosition, card: Card) -> bool:
        """Does he know that an opponent still to play holds a card above ``card``?
        He sees it in dummy, or the other opponent has shown out of the suit, so every
        card he believes out is with this one (seed 004: he places the honours; a card he
        overlooked he does not place, believed-in-the-trick, see
        :meth:`higher_possibly_after`)."""
        suit = card.suit
        shift = SHIFT[suit]
        above = card.rank._value_ + 1
        masks = position.masks()
        higher = (self.believed_out_bits(position, suit) >> above) << above
        if not higher:
            return False
        trick = position.trick
        after = _OPPONENTS_AFTER[self.side][(position.leader._value_ + len(trick)) & 3][
            len(trick)
        ]
        voids = position.voids
        visible = self.visible
        for seat in after:
            if seat in visible:
                if (masks[seat] >> shift) & higher:
                    return True
            elif (_SEATS[seat ^ 2], suit) in voids:
                return True
        return False

    def believed_out_bits(self, position: EndPosition, suit: Suit) -> int:
        """:meth:`believed_out` as one suit's bits (the opponents' cards of ``suit`` less
        the ones he overlooked)."""
        overlooked = self._overlooked
        if overlooked < 0:
            cards = self.oversight.cards if self.oversight is not None else frozenset()
            overlooked = mask_of_cards(cards)
            object.__setattr__(self, "_overlooked", overlooked)
        masks = position.masks()
        first, second = _OPPONENTS[self.side]
        return (((masks[first] | masks[second]) & ~overlooked) >> SHIFT[suit]) & SUIT_BITS

    def _seen(self, position: EndPosition, card: Card) -> bool:
        holder = position.holder(card)
        return holder is not None and holder in self.visible

    def describe(self, position: EndPosition) -> str:
        if self.oversight is None:
            return "taken as having overlooked nothing at the claim"
        return self.oversight.describe(position)


def _seats_after(position: EndPosition) -> tuple[Seat, ...]:
    return _AFTER[position.to_play][len(position.trick)]


# the seats after the one to play, by seat and cards already in the trick
_AFTER: Final[tuple[tuple[tuple[Seat, ...], ...], ...]] = tuple(
    tuple(tuple(seat.next(i) for i in range(1, 4 - played)) for played in range(4))
    for seat in Seat
)
_SEATS: Final[tuple[Seat, ...]] = tuple(Seat)
# the opponents of a side still to play after the one to play, by side, seat to play and
# cards already in the trick (_AFTER without the side's own seats)
_OPPONENTS_AFTER: Final[tuple[tuple[tuple[tuple[Seat, ...], ...], ...], ...]] = tuple(
    tuple(
        tuple(tuple(s for s in after if s.side != side) for after in _AFTER[seat])
        for seat in Seat
    )
    for side in Side
)


# --------------------------------------------------------------------------- oversights
def side_masters(position: EndPosition, side: Side, suit: Suit) -> int:
    """Tricks the side can count on in ``suit`` from its masters: the masters held,
    at most the longer holding."""
    out = [c for seat in side.other.seats for c in position.hands[seat] if c.suit == suit]
    top = max((c.rank for c in out), default=0)
    masters = sum(
        1 for seat in side.seats for c in position.hands[seat] if c.suit == suit and c.rank > top
    )
    longest = max(len(position.cards_in(seat, suit)) for seat in side.seats)
    return min(masters, longest)


def believed_tricks(position: EndPosition, view: ClaimerView) -> int:
    """How many tricks the claimer can think he has, given what he overlooked: in each
    suit his masters, plus one card next below a master (a finesse he may mean to take:
    A-Q opposite x with the king out), at most the longer holding; partner's masters
    count only when the hand to lead can reach them (a card below one of them, or a
    ruff).  Used to tell which oversights fit a claim: claiming five with two winners
    in sight, he overlooked something (seed 004's ♦A).

    The finesse counts only against an honour (the ten or higher): a claimer who means a
    finesse means one against the king or the queen ('Another Claim', BBO: ♣A-Q over the
    ♣K), while a claim that needs a spot card to beat a spot card (♥A-8 over West's ♥9)
    is explained by his thinking the spot card good (EBU forum 325: the ♥9 forgotten;
    Stevenson on Philadelphia 2010: "that the H8 is good"), not by a finesse that 70E1
    would not credit anyway (honour-finesse)."""
    side = view.side
    leader = position.to_play if position.to_play.side == side else None
    seats = list(side.seats)
    if leader is not None and not _can_reach(position, view, leader, leader.partner):
        seats = [leader]
    total = 0
    for suit in _SUITS:
        ours = [c for seat in seats for c in position.hands[seat] if c.suit == suit]
        if not ours:
            continue
        out = view.believed_out(position, suit)
        masters = [c for c in ours if not out or c.rank > out[0].rank]
        tenace = False
        for seat in seats:
            held = position.cards_in(seat, suit)
            # a finesse: a master and the card next below one missing card in this hand,
            # and a card in partner's hand to lead towards them (A-Q opposite x)
            if position.cards_in(seat.partner, suit) and any(c in masters for c in held):
                tenace = tenace or any(
                    len(above := [o for o in out if o.rank > c.rank]) == 1
                    and above[0].rank >= Rank.TEN
                    for c in held
                    if c not in masters
                )
        longest = max(len(position.cards_in(seat, suit)) for seat in seats)
        count = min(len(masters) + int(tenace), longest)
        if suit == position.trump and len(masters) >= len(out):
            # long trumps: his top trumps draw every trump he believes out, however they
            # lie, so the longer holding's small trumps win too (A-K-Q-3-2 over the J-5-4
            # out: five tricks).  In a side suit his small cards are not counted: a claim
            # that needs them is explained by a card he overlooked (WB 8.70.5's 754
            # opposite a void, the six out)
            count = longest
        # a suit he gives tricks up in: he counts the rest of its length as his ("then I
        # play the ♦J and you get one diamond trick", dummy's ♦Q-T-9-8-7 opposite the ♦J
        # with the ♦K out: four tricks, NBB Delft); without it the claim seemed to need
        # an oversight it does not (one-oversight: only the oversights the claim needs)
        conceded = sum(n for s, n in view.conceded if s == suit)
        if conceded:
            count = max(count, longest - conceded)
        total += count
    return total


def trumps_drawable(position: EndPosition, side: Side) -> bool:
    """Aware of the opponents' trumps, could he think he draws them?  His side holds at
    least as many trumps above every opponent's trump as the longest opponent's holding
    (no trump out counts as drawn).  On a trump trick in progress each hand still to play
    follows with a trump: an opponent's holding is one shorter after it, and a hand of
    his whose trumps are all above theirs spends one of them on it, where an opponent
    who has played already gives nothing up (West's ♠Q-J left after his ♠5 lead, East's
    ♠2 played: South's ♠A-K are one round, not two)."""
    trump = position.trump
    if trump is None:
        return True
    theirs = [c for seat in side.other.seats for c in position.hands[seat] if c.suit == trump]
    if not theirs:
        return True
    top = max(c.rank for c in theirs)
    trick = position.trick
    to_follow: set[Seat] = set()
    if trick and trick[0].suit == trump:
        to_follow = {position.leader.next(i) for i in range(len(trick), 4)}
    masters = 0
    for seat in side.seats:
        held = position.cards_in(seat, trump)
        above = sum(1 for c in held if c.rank > top)
        if seat in to_follow and held and above == len(held):
            above -= 1  # every trump of his is a master: one goes on this trick
        masters += above
    longest = max(
        len(position.cards_in(seat, trump)) - (1 if seat in to_follow else 0)
        for seat in side.other.seats
    )
    return masters >= longest


def claim_shows_trump_overlooked(position: EndPosition, side: Side, claimed: int) -> bool:
    """Does the claim itself show that he overlooked the opponents' trumps (70C2)?  He
    claims every trick while they hold a trump his side cannot draw: a claimer aware of
    West's ♣T95 over his lone ♣4 does not think every card he holds wins, so the one thing
    he overlooked is the trump, not a side-suit card (one-oversight; seed 004
    'Manglende trumftrækning': "Når Syd ikke nævner Østs trumf, er det muligt, at han har
    glemt den").  A director who finds him aware of the trump all the same has found a
    claim no single oversight explains; that finding is not a clarification consistent
    with the claim (tests/test_search_properties.py)."""
    return claimed >= position.tricks_left and not trumps_drawable(position, side)


def _can_reach(position: EndPosition, view: ClaimerView, start: Seat, target: Seat) -> bool:
    """Can ``start`` put the lead in ``target``'s hand: a card below one of target's
    masters in its suit, or a suit target can ruff?"""
    trump = position.trump
    target_hand = position.hands[target]
    has_trump = trump is not None and any(c.suit == trump for c in target_hand)
    for card in position.hands[start]:
        if any(
            c.suit == card.suit and c.rank > card.rank and view.believed_master(position, c)
            for c in target_hand
        ):
            return True
        if has_trump and card.suit != trump and not any(c.suit == card.suit for c in target_hand):
            return True
    return False


def known_suits(plan: Plan, position: EndPosition, side: Side) -> frozenset[Suit]:
    """The suits whose outstanding cards his statement shows he knows: one he counted
    tricks in without counting more than his masters give (practice note 3: "two
    spades, a diamond and a heart" is not an order, but he knows which cards are his
    winners), one he finesses or plays for the drop in, one he concedes a trick in, one
    he says how he plays by the card an opponent plays ("if West plays low ...").

    Inside a condition ("unless you have 4-5 diamonds to the jack, 12 tricks: ...; if
    you do, 10 (only three diamonds)"), each branch is what he said he would do, so its
    counts, finesses and concessions show what he knows as they do unconditioned: the
    three diamonds he counts for the bad break are his three masters, so he knows the
    diamonds' cards (Bridge Winners 4NT).  The condition itself does not: a count of
    the opponents' holding ("if diamonds are 4-1") shows he knows the suit's *length*
    is in question, not which cards are out.  Seed 004: "he sees the cards played, but
    does not count", and practice note 10 (EBU L&E 2014: no credit for a count he did
    not show): knowing that a suit may break badly is not knowing where, or whether,
    its honours are still out ("if trumps are 3-1 I draw another round" does not say
    he knows the queen is out), so a suit named only in a condition may still have its
    top card overlooked (:func:`candidate_oversights`).  A condition on a card ("if the
    queen drops", "if the club finesse works", "if West has the king") is different: it
    names the card out in that suit and asks where it lies, as a drop or a finesse he
    states there does, so that suit is one he knows (the card itself is
    :attr:`Plan.in_question`)."""
    known: set[Suit] = set()

    def walk(steps: tuple[Step, ...]) -> None:
        for step in steps:
            if isinstance(step, CountTricks):
                known.update(
                    suit
                    for suit, count in step.counts
                    if count <= side_masters(position, side, suit)
                )
            elif isinstance(step, Finesse | Drop | Concede | IfPlayed) and step.suit is not None:
                known.add(step.suit)
            elif isinstance(step, Conditional):
                # the branches; a break's condition never (see above), a card's does
                if isinstance(step.condition, CardCondition):
                    known.add(step.condition.card.suit)
                walk(step.then)
                walk(step.otherwise)

    walk(plan.steps)
    # a finesse he says he will not take is one he knows of: the card it is against
    # is out in his eyes, as for a finesse he takes
    walk(plan.declined)
    return frozenset(known)


def declined_finesses(plan: Plan) -> frozenset[Suit]:
    """The suits whose finesse his statement declines ("I don't need the club
    finesse"): his stated line there is no finesse (Law 70E1), see
    :attr:`ClaimerView.declined_finesses`."""
    return frozenset(step.suit for step in plan.declined if isinstance(step, Finesse))


def stated_concessions(plan: Plan) -> tuple[tuple[Suit, int], ...]:
    """The tricks his statement gives up in a named suit, by suit (a suit once)."""
    counts: dict[Suit, int] = {}
    for step in plan.steps:
        if isinstance(step, Concede) and step.suit is not None:
            counts[step.suit] = counts.get(step.suit, 0) + step.count
    return tuple(sorted(counts.items()))


def counts_tricks(plan: Plan) -> bool:
    """Does the statement count his tricks by suit, in any branch of a condition ("unless
    you have 4-5 diamonds to the jack, the ace of hearts, 6 spades and 5 diamonds")?"""

    def walk(steps: tuple[Step, ...]) -> bool:
        rest = False
        for step in steps:
            if isinstance(step, CountTricks):
                return True
            if isinstance(step, Rest):
                rest = True
            elif isinstance(step, Concede) and rest:
                # "I'll take three more tricks and give you one at the end": the rest,
                # then the trick given up, is his winners counted before the remainder
                # he concedes (Law 68B1; cash-before-conceding)
                return True
            if isinstance(step, Conditional) and (walk(step.then) or walk(step.otherwise)):
                return True
        return False

    return walk(plan.steps)


def stated_ruff_suits(plan: Plan) -> frozenset[Suit]:
    """The suits his statement says he ruffs, in any branch of a condition: a claimer who
    says "if they are 4-1 I shall ruff the fourth round" knows what his trumps are for,
    whichever way the suit breaks (St Petersburg 2000)."""

    def walk(steps: tuple[Step, ...]) -> set[Suit]:
        found: set[Suit] = set()
        for step in steps:
            if isinstance(step, Ruff):
                found |= {step.suit, *step.also}
            elif isinstance(step, Conditional):
                found |= walk(step.then) | walk(step.otherwise)
        return found

    return frozenset(walk(plan.steps))


def stated_overlooked(
    plan: Plan, position: EndPosition, side: Side, visible: frozenset[Seat] = frozenset()
) -> frozenset[Card]:
    """The opponents' cards his statement shows he overlooked: in a suit he called good
    ("the hearts are good", "my diamonds are winners"), each card still out that can
    beat the card of his side it meets when the suit is cashed from the top.  A
    defender's card is played low until its last round: the ``r``-th highest of an
    opponent's ``n`` cards can wait for round ``n - r + 1``, where his side's card of
    that round is its ``(n - r + 1)``-th highest; a card above it takes a trick the
    claimer said was his, so he did not see it as out (BLML 2010 'Misclaim': "the
    hearts are good" with A-x opposite Q-x and West's K-x: he was unaware of the ♥K).
    A card that falls under his top cards ("the spades are good after the last one
    comes down under my ace") is not overlooked.  A card face up in dummy is never
    overlooked (:func:`candidate_oversights`), nor is a card his statement makes the
    question (:attr:`Plan.in_question`: "if the queen drops the clubs are good" calls the
    clubs good in the branch where the ♣Q falls, and shows he knows it is out)."""
    found: set[Card] = set()
    asked = frozenset(plan.in_question)
    for suit in plan.said_good:
        ours = sorted(
            (c.rank for seat in side.seats for c in position.hands[seat] if c.suit == suit),
            reverse=True,
        )
        if not ours:
            continue
        for seat in side.other.seats:
            if seat in visible:
                continue
            theirs = sorted(position.cards_in(seat, suit), key=lambda c: -c.rank)
            for r, card in enumerate(theirs):
                # the round it can wait for (0-based); past his side's length it is a
                # card of a suit he does not hold any more: it beats nothing of his
                meets = len(theirs) - r - 1
                if meets < len(ours) and card.rank > ours[meets] and card not in asked:
                    found.add(card)
    return frozenset(found)


def candidate_oversights(
    position: EndPosition,
    side: Side,
    may_be_unaware_of_trump: bool,
    known_suits: frozenset[Suit],
    forgotten: int,
    scope: OversightScope,
    visible: frozenset[Seat] = frozenset(),
    stated: frozenset[Card] = frozenset(),
    in_question: frozenset[Card] = frozenset(),
) -> list[Oversight | None]:
    """The oversights at the claim that are consistent with what he said: nothing; the
    outstanding trump when 70C2 leaves it at all likely he was unaware of it; in each
    suit he did not show he knows, the top ``forgotten`` outstanding cards when that
    turns a card of his side into a winner in his eyes.

    ``in_question``: the cards a condition of his statement names ("if the queen drops",
    :attr:`Plan.in_question`): he knows they are out, so no oversight holds one.

    ``stated``: the cards his statement shows he overlooked (:func:`stated_overlooked`).
    Then that is the one thing overlooked at the claim (one-oversight): the candidates
    are it alone, and it with the trump when 70C2 leaves the trump open (a separate
    question of law), the worse for him taken by the search."""
    trump = position.trump
    if stated:
        trumps = frozenset(
            c for seat in side.other.seats for c in position.hands[seat] if c.suit == trump
        )
        with_stated: list[Oversight | None] = [Oversight(stated, stated=stated)]
        if trump is not None and may_be_unaware_of_trump and trumps - stated:
            with_stated.append(Oversight(trumps | stated, trump=True, stated=stated))
        return with_stated
    found: list[Oversight | None] = [None]
    out_by_suit: dict[Suit, list[Card]] = {}
    trumps_out: list[Card] = []
    for seat in side.other.seats:
        for card in position.hands[seat]:
            if card.suit == trump:
                # 70C2 alone decides whether he may have forgotten a trump, even dummy's
                trumps_out.append(card)
            if seat not in visible:  # a card face up in dummy is not overlooked
                out_by_suit.setdefault(card.suit, []).append(card)
    if trump is not None and may_be_unaware_of_trump and trumps_out:
        found.append(Oversight(frozenset(trumps_out), trump=True))
    per_suit: list[Oversight] = []
    for suit in Suit:
        if suit == trump or suit in known_suits or forgotten <= 0:
            continue
        out = sorted(out_by_suit.get(suit, []), key=lambda c: -c.rank)
        if not out:
            continue
        ours = [c for s in side.seats for c in position.hands[s] if c.suit == suit]
        above = [sum(1 for o in out if o.rank > c.rank) for c in ours]
        if any(1 <= count <= forgotten for count in above):
            top = max(count for count in above if count <= forgotten)
            if in_question & frozenset(out[:top]):
                # a card his condition names is one he knows is out (claims.statement,
                # _note_in_question): not what he overlooked
                continue
            per_suit.append(Oversight(frozenset(out[:top])))
    if scope is OversightScope.EVERY_SUIT:
        if per_suit:
            found.append(Oversight(frozenset().union(*(o.cards for o in per_suit))))
        return found
    found.extend(per_suit)
    return found


__all__ = [
    "ClaimerView",
    "Oversight",
    "OversightScope",
    "believed_tricks",
    "candidate_oversights",
    "claim_shows_trump_overlooked",
    "counts_tricks",
    "declined_finesses",
    "known_suits",
    "side_masters",
    "stated_concessions",
    "stated_overlooked",
    "stated_ruff_suits",
    "trumps_drawable",
    "visible_opponent_seats",
]
