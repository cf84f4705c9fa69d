"""The normal-play model: which cards a careless-but-not-irrational claimer may play.

Law 70 footnote: "normal" includes play that would be careless or inferior for the class
of player involved, not irrational play.  At every turn of the claimer's side the
adjudicator asks :func:`normal_plays` for the cards that count as normal there, each
with the rules (:mod:`claims.rules`) that make it normal; the opponents play every legal
card.  The stated line (:mod:`claims.plan`) binds first (70D1); where it is silent,
broken or finished, the free rules below apply.

What the claimer knows: he sees his side's cards and every card played, so he knows a
player is void once he has failed to follow (``EndPosition.voids``), and he knows which
higher cards are still out.  He does not count, so he does not infer a holding from the
number of cards played.  (For a defender's claim this treats partner's hand as seen,
which only ever helps the claimer in rules that compare the two hands.)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from operator import attrgetter
from typing import Final

from claims import rules as R
from claims.cards import Card, Rank, Seat, Side, Suit
from claims.plan import (
    CARD_DROPS,
    CARD_FINESSE,
    CARD_WITH,
    CardCondition,
    Cash,
    Concede,
    Conditional,
    CountTricks,
    Crossruff,
    Discard,
    DrawTrumps,
    Drop,
    Finesse,
    IfPlayed,
    Plan,
    PlayCards,
    Rest,
    Ruff,
    Step,
    Technique,
)
from claims.position import _STORES_DIRECTLY, EndPosition, card_bit
from claims.rules import Rule
from claims.tables import SHIFT, SUIT_BITS, SUIT_STRIDE, descending, mask_of_cards
from claims.view import ClaimerView, OversightScope


class SuitOrder(Enum):
    """70E2: how the order of cards within a suit is deemed when not stated."""

    SOLIDITY = "solidity"  # WB 8.70.5: from the top when the holding has some solidity
    TOP_DOWN = "top-down"  # a regulating authority's "from the top down" for every suit


class RuffChoice(Enum):
    """Which ruffs are normal when an opponent's card is winning."""

    ANY = "any"  # seed 004: ruffing low is normal, and so is ruffing high
    LOWEST = "lowest"  # ACBL guideline 5: presumed to ruff as low as possible


class PlayerClass(Enum):
    """Law 70 footnote: 'careless or inferior for the class of player involved'."""

    GENERAL = "general"  # the common standard: today's careless-but-sane plays
    EXPERT = "expert"  # top level: the entry and unblocking plays an expert makes


class ListedOrder(Enum):
    """Practice note 3: tricks listed with "then" between them ("four hearts then three
    spades"), said without a verb of play."""

    COUNT = "count"  # EBU Appeal Focus Winter 2011 [S19]: a count, not the line of play
    THEN_ORDER = "then-order"  # Rainsford, EBU TD forum [S8]: "then" suggests an order


@dataclass(frozen=True, slots=True)
class Settings:
    """Where sources disagree or are vague: the choice, named, with practice as default."""

    suit_order: SuitOrder = SuitOrder.SOLIDITY
    ruffing: RuffChoice = RuffChoice.ANY
    forgotten_cards: int = 1
    oversight: OversightScope = OversightScope.ONE
    player_class: PlayerClass = PlayerClass.GENERAL
    # read by the statement's parser only (claims.service.plan_of_case)
    listed_order: ListedOrder = ListedOrder.COUNT

    def describe(self) -> list[str]:
        scope = (
            "one thing (the trump, or the top cards of one suit)"
            if self.oversight is OversightScope.ONE
            else "the top cards of every suit at once"
        )
        return [
            f"suit order within a suit (70E2): {self.suit_order.value}",
            f"ruffing: {self.ruffing.value}",
            f"outstanding cards a careless claimer may have forgotten in a suit: "
            f"{self.forgotten_cards}",
            f"oversight at the claim: {scope}",
            f"class of player (Law 70 footnote): {self.player_class.value}",
            *(
                [f"tricks listed with 'then' (practice note 3): {self.listed_order.value}"]
                if self.listed_order is not ListedOrder.COUNT
                else []
            ),
            "defence: perfect, all cards visible (seed 004)",
        ]


DEFAULT_SETTINGS: Final = Settings()


@dataclass(frozen=True, slots=True)
class Claimant:
    """Who claims, and what the director found about him: fixed for a whole search."""

    claimer: Seat
    aware_of_trump: bool
    settings: Settings = DEFAULT_SETTINGS
    concedes: bool = False  # he claims fewer than all: he knows he has tricks to lose
    relaxed: frozenset[Rule] = frozenset()  # rules switched off, to see what they decide
    # suits in which his side's holding had solidity when he claimed: he goes on cashing
    # them from the top even once only one master is left (AQJx opposite Kx: the x last)
    solid_at_claim: frozenset[Suit] = frozenset()
    # the opponents' cards at the claim (a mask): a card of his that one of them beat
    # then and none beats now was made a master by play since (new-master-cashed)
    theirs_at_claim: int = 0
    # what he sees, has said and may have overlooked (claims.view); None: his side's
    # own cards only, nothing overlooked
    view: ClaimerView | None = None

    def __post_init__(self) -> None:
        if self.view is None:
            object.__setattr__(self, "view", ClaimerView(self.claimer.side))

    @property
    def sees(self) -> ClaimerView:
        """The claimer's view (never None once constructed)."""
        assert self.view is not None
        return self.view

    @property
    def side(self) -> Side:
        return self.claimer.side

    def defender_partner(self, seat: Seat, position: EndPosition) -> bool:
        """Is ``seat`` the partner of a claiming defender (Law 70D2)?"""
        return seat == self.claimer.partner and self.side != position.declarer.side


@dataclass(frozen=True, slots=True)
class NormalPlay:
    """A card that counts as normal here, and the rules that make it so."""

    card: Card
    rules: tuple[Rule, ...]
    note: str = ""


# NormalPlay's slots, set by _play: a field added to the class must be added there too
_PLAY_FIELDS: Final = ("card", "rules", "note")
if tuple(NormalPlay.__dataclass_fields__) != _PLAY_FIELDS:  # pragma: no cover - a guard
    raise ImportError("claims.normal_play: NormalPlay's fields changed; update _play")
# the class's own __new__ (object.__new__ in Python; a mypyc-compiled class refuses
# object.__new__, claims.core)
_NEW_PLAY: Final = NormalPlay.__new__
_PLAY_SETTERS: Final = tuple(getattr(NormalPlay, name).__set__ for name in _PLAY_FIELDS)
# each Final on its own (names bound by unpacking are not: a dictionary look-up each)
_SET_CARD: Final = _PLAY_SETTERS[0]
_SET_RULES: Final = _PLAY_SETTERS[1]
_SET_NOTE: Final = _PLAY_SETTERS[2]


# --------------------------------------------------------------------------- helpers
def opponents_of(side: Side) -> tuple[Seat, Seat]:
    return _OPPONENTS[side]


# each side's opponents, by side (one index, where Side.other.seats is two reads)
_OPPONENTS: Final[tuple[tuple[Seat, Seat], ...]] = tuple(side.other.seats for side in Side)


def outstanding(position: EndPosition, side: Side, suit: Suit) -> list[Card]:
    """Cards of ``suit`` still held by the opponents of ``side``, highest first."""
    return list(descending(suit, _their_bits(position, side, suit)))


def _their_bits(position: EndPosition, side: Side, suit: Suit) -> int:
    """The opponents' cards of ``suit`` as one suit's bits (claims.tables)."""
    masks = position.masks()
    first, second = side.other.seats
    return ((masks[first] | masks[second]) >> SHIFT[suit]) & SUIT_BITS


def is_master(position: EndPosition, side: Side, card: Card) -> bool:
    """No opponent still holds a higher card of the suit: a winner he can see."""
    # no opponent's bit at the card's rank or above (an opponent's own card is none)
    return not _their_bits(position, side, card.suit) >> card.rank._value_


def solid_suits(position: EndPosition, side: Side) -> frozenset[Suit]:
    """The suits in which ``side`` holds at least the top two cards in play."""
    return frozenset(suit for suit in Suit if has_solidity(position, side, suit))


def has_solidity(position: EndPosition, side: Side, suit: Suit) -> bool:
    """The side holds at least the top two cards still in play in the suit (AK, KQ
    once the ace is gone, ...).  A lone master such as ♥J over ♥9 has no solidity
    (EBU forum 325), nor has 7-5-4 over a singleton 6 (WB 8.70.5)."""
    masks = position.masks()
    shift = SHIFT[suit]
    first, second = side.seats
    ours = ((masks[first] | masks[second]) >> shift) & SUIT_BITS
    every = ours | (((masks[first ^ 1] | masks[second ^ 1]) >> shift) & SUIT_BITS)
    # the two highest bits of the suit in play are both his side's
    top = 1 << (every.bit_length() - 1) if every else 0
    rest = every ^ top
    second_top = 1 << (rest.bit_length() - 1) if rest else 0
    return bool(top & ours) and bool(second_top & ours)


def _lowest(cards: Iterable[Card]) -> Card:
    return min(cards, key=_RANK)


def _highest(cards: Iterable[Card]) -> Card:
    return max(cards, key=_RANK)


def _lowest_of_each_suit(cards: Iterable[Card]) -> list[Card]:
    """The lowest card of each suit among ``cards``, in suit order.  Where the cards
    may be of several suits (a discard, a lead from the whole hand) "his lowest card"
    is one of these, never the card of lowest rank across suits: a rank compared
    across suits means nothing at the table, and the search takes positions alike in
    relative ranks, suit by suit, as alike (a ♣T and a ♦J held were "the lowest" by
    which of them the frozenset happened to list first: round 22's oracle campaign)."""
    lowest: dict[Suit, Card] = {}
    for card in cards:
        held = lowest.get(card.suit)
        if held is None or card.rank < held.rank:
            lowest[card.suit] = card
    return [lowest[suit] for suit in sorted(lowest)]


_RANK: Final = attrgetter("rank")  # the key of _lowest and _highest, read without a lambda call


def seats_after(position: EndPosition) -> list[Seat]:
    """Seats still to play to the current trick after the player to move."""
    return list(_AFTER[position.to_play][len(position.trick)])


# the seats after the one to play, by seat and cards already in the trick
_AFTER: Final[tuple[tuple[tuple[Seat, ...], ...], ...]] = tuple(
    tuple(tuple(seat.next(i) for i in range(1, 4 - played)) for played in range(4))
    for seat in Seat
)


def beats_trick(position: EndPosition, card: Card) -> bool:
    """Would ``card`` be winning the trick if played now?"""
    trick = position.trick
    if not trick:
        return True
    # the card wins if it beats the card winning so far (as trick_winner compares)
    best = trick[0]
    trump = position.trump
    for played in trick[1:]:
        if played.suit == best.suit:
            if played.rank > best.rank:
                best = played
        elif played.suit == trump:
            best = played
    if card.suit == best.suit:
        return card.rank > best.rank
    return card.suit == trump


def higher_possibly_after(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Might an opponent still to play beat ``card`` in its suit, as the claimer sees it?
    (:meth:`claims.view.ClaimerView.higher_possibly_after`: show-outs place cards, a
    card in dummy is seen, an overlooked card is believed gone.)"""
    return claimant.sees.higher_possibly_after(position, card)


def placed_after(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Does the claimer know a higher card is with an opponent still to play (seen in
    dummy, or the other opponent has shown out: seed 004 places the honours)?"""
    return claimant.sees.placed_after(position, card)


def blocked(short: Sequence[Card], long: Sequence[Card]) -> bool:
    """A suit is blocked between two hands when the shorter holding's every card is
    above the longer holding's top: the long hand's extra cards cannot be reached in
    the suit itself."""
    if not short or len(long) <= len(short):
        return False
    return min(c.rank for c in short) > max(c.rank for c in long)


def _pair_blocked(mine: Sequence[Card], partners: Sequence[Card]) -> bool:
    if len(mine) <= len(partners):
        return blocked(mine, partners)
    return blocked(partners, mine)


def creates_blockage(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Would playing ``card`` (with the best reply from partner, if he is still to
    play to this trick) leave the side's holding in the suit blocked when it was not?
    A holding is blocked only when the long hand, whose last cards sit below the short
    hand's, cannot be reached outside the suit with an entry the claimer sees
    (:func:`_outside_entry`): with one, cashing the short hand's winners and crossing
    back is a simple order, and the unblock a loss of a trick for nothing."""
    # on the suit's bits (claims.tables), seats as numbers: the rules ask it of every
    # candidate card
    return bool(_blocking_ranks(position, claimant, card.suit._value_) >> card.rank._value_ & 1)


def _bits_blocked(mine: int, partners: int) -> bool:
    """:func:`_pair_blocked` on two holdings of one suit as bits: the shorter, not
    empty, lies wholly above the longer's top."""
    if mine.bit_count() > partners.bit_count():
        mine, partners = partners, mine
    short, long = mine.bit_count(), partners.bit_count()
    return short != 0 and long > short and (mine & -mine) > partners


def _outside_entry(believed: int, trump: Suit | None, suit: int, short: int, long: int) -> bool:
    """Can the short hand (hand mask ``short``) put the lead in the long hand (``long``)
    outside ``suit``: a card below a master he sees there in another suit, or a loser
    of a suit the long hand can ruff (not a master: partner's sure winner is not ruffed,
    no-ruffing-partner)?  (Counting order is not playing order, DBf LKU-20 2.1: the
    claimer is not taken to cut himself off from winners a simple order reaches; seed
    004's EDBx opposite Kx has no outside entry, so there the king is unblocked.)"""
    masters = long & believed
    ruffs = trump is not None and bool((long >> SHIFT[trump]) & SUIT_BITS)
    for other in range(4):
        if other == suit:
            continue
        backs = (short >> SHIFT[other]) & SUIT_BITS
        if not backs:
            continue
        top = (masters >> SHIFT[other]) & SUIT_BITS
        if top and (backs & -backs) < 1 << (top.bit_length() - 1):
            return True  # a card below a master of the long hand's
        if (
            ruffs
            and other != trump
            and not (long >> SHIFT[other]) & SUIT_BITS
            and backs & ~(believed >> SHIFT[other])
        ):
            return True  # the long hand ruffs a loser of it
    return False


def _blocking_ranks(
    position: EndPosition,
    claimant: Claimant,
    suit: int,
    shape_only: bool = False,
    discard: bool = False,
) -> int:
    """:func:`creates_blockage` for every card of ``suit`` the hand to play holds at
    once, as the bits of the ranks whose play blocks: the suit's holdings are read once,
    not once a card (tests/test_fast_tables.py compares it card by card).
    ``shape_only``: the blocked shape alone, as the model had it before it asked what
    the claimer sees (the long hand's winners, its outside entries); :func:`relieved_block`
    names the difference."""
    trick = position.trick
    me = (position.leader._value_ + len(trick)) & 3
    shift = suit * SUIT_STRIDE
    masks = position.masks()
    theirs = (masks[me ^ 2] >> shift) & SUIT_BITS  # partner's: seats 2 apart
    if not theirs:
        return 0
    if trick and trick[0].suit._value_ != suit and not discard:
        return 0  # a discard of this suit; partner does not follow to it here
    mine = (masks[me] >> shift) & SUIT_BITS
    first = 1 - claimant.side._value_  # the opponents' seats: first and first + 2
    out = ((masks[first] | masks[first + 2]) >> shift) & SUIT_BITS
    if not (mine | theirs) >> out.bit_length():
        return 0  # neither hand holds a master of the suit
    # what a blocked shape is judged by, read once and only when one appears (rare):
    # the highest card of the suit he believes out (a long hand's card above it is a
    # winner he sees once the short hand's cards are played), and the outside entries
    # he sees each way (other suits: this trick leaves them as they are), to this hand
    # and to partner's; a block that an entry relieves is no block
    seen: list[int] = []

    def stuck(hand: int, partners: int) -> bool:
        if not _bits_blocked(hand, partners):
            return False
        if shape_only:
            return True
        if not seen:
            believed = claimant.sees.believed_masters(position)
            trump = position.trump
            seen.extend((
                1 << claimant.sees.believed_out_bits(position, _SUIT[suit]).bit_length() >> 1,
                _outside_entry(believed, trump, suit, masks[me ^ 2], masks[me]),
                _outside_entry(believed, trump, suit, masks[me], masks[me ^ 2]),
            ))
        believed_top, to_me, to_partner = seen
        # the long hand is the one with more cards: it needs the entry
        mine_long = hand.bit_count() > partners.bit_count()
        long = hand if mine_long else partners
        if long < believed_top << 1 and believed_top:
            # the long hand's cards are no winners he sees (A-7-5-3 opposite K-Q-4 with
            # the ♣J-T-6 out: the ♣7 wins only if clubs break, a count he does not
            # make, seed 004): nothing he sees is stranded, so nothing is blocked
            return False
        return not (to_me if mine_long else to_partner)

    if stuck(mine, theirs):
        return 0  # already blocked: not this play's doing
    blocking = 0
    rest = mine
    while rest:
        bit = rest & -rest
        rest ^= bit
        after_mine = mine ^ bit
        if discard:
            # ``discard``: the card is thrown on another suit, partner keeps his
            if stuck(after_mine, theirs):
                blocking |= bit
        elif len(trick) < 2:  # partner, two seats on, is still to play to this trick
            replies = theirs
            while replies:
                reply = replies & -replies
                if not stuck(after_mine, theirs ^ reply):
                    break
                replies ^= reply
            else:
                blocking |= bit
        elif stuck(after_mine, theirs):
            blocking |= bit
    return blocking


def relieved_block(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Would playing ``card`` leave the suit in the blocked shape (the short hand's cards
    all above the long hand's) that is no block as the claimer sees it: the long hand
    holds no winner he sees, or an outside entry he sees reaches it?  Then a winner
    thrown to unblock instead would throw a trick for nothing (BBO 'A Genuine Grosvenor':
    the ♣4 under dummy's ♣A leaves South's ♣K-Q over dummy's ♣7-5-3, a thirteenth club
    only if clubs break, and dummy's ♠K is a way back to it)."""
    suit = card.suit._value_
    bit = 1 << card.rank._value_
    if not _blocking_ranks(position, claimant, suit, shape_only=True) & bit:
        return False  # not even the shape of a block (the common answer): one look
    return not _blocking_ranks(position, claimant, suit) & bit


_SUIT: Final = tuple(Suit)  # a suit by its value


def _unblocked(
    position: EndPosition, claimant: Claimant, plays: list[NormalPlay]
) -> list[NormalPlay]:
    """no-simple-blockage: drop the plays that block, unless all of them do."""
    if len(plays) < 2:
        return list(plays)  # one play is kept whatever it does: nothing to ask
    # each suit's blocking cards found once (creates_blockage of every card of it)
    blocking: list[int | None] = [None, None, None, None]
    keep: list[NormalPlay] = []
    for play in plays:
        suit = play.card.suit._value_
        ranks = blocking[suit]
        if ranks is None:
            ranks = blocking[suit] = _blocking_ranks(position, claimant, suit)
        if not ranks >> play.card.rank._value_ & 1:
            keep.append(play)
    return keep or plays


# notes beside a card of his side that lets partner's master take the trick, and beside
# one that a hand of trumps alone must play (claims.ruling shows the second too)
LETS_MASTER_WIN: Final = "lets partner's master win"
ONLY_TRUMPS: Final = "only trumps left"


def _with(plays: Iterable[Card], *rules: Rule, note: str = "") -> list[NormalPlay]:
    # the slots set directly (see _play): every turn builds its plays here
    return [_play(card, rules, note) for card in plays]


def _play(card: Card, rules: tuple[Rule, ...], note: str) -> NormalPlay:
    """``NormalPlay(card, rules, note)`` with its slots set directly, not through the
    frozen dataclass's ``__init__``, which costs about three times as much."""
    play: NormalPlay = _NEW_PLAY(NormalPlay)
    # compiled: native stores (claims.position._stores_directly; the core modules are
    # compiled all together or not at all, claims.core)
    if _STORES_DIRECTLY:
        play.card = card  # type: ignore[misc]
        play.rules = rules  # type: ignore[misc]
        play.note = note  # type: ignore[misc]
        return play
    _SET_CARD(play, card)
    _SET_RULES(play, rules)
    _SET_NOTE(play, note)
    return play



def _merge(plays: list[NormalPlay]) -> list[NormalPlay]:
    """One entry per card, rules merged in order of first mention."""
    if len(plays) < 2:
        return list(plays)  # nothing to merge (the most common answer: one card)
    merged: dict[Card, NormalPlay] = {}
    for play in plays:
        if play.card in merged:
            old = merged[play.card]
            extra = tuple(r for r in play.rules if r not in old.rules)
            merged[play.card] = _play(play.card, old.rules + extra, old.note or play.note)
        else:
            merged[play.card] = play
    return list(merged.values())


# --------------------------------------------------------------------------- free play
def free_plays(
    position: EndPosition, claimant: Claimant, replanning: bool = False
) -> list[NormalPlay]:
    """The normal plays where the statement says nothing about this turn.
    ``replanning``: his stated line broke visibly and he plays on from what he sees."""
    if not position.trick:
        return _free_leads(position, claimant)
    led = position.led_suit
    assert led is not None
    if (position.masks()[position.to_play] >> SHIFT[led]) & SUIT_BITS:
        return _free_follows(position, claimant)
    return _free_void(position, claimant, replanning)


def _suit_leads(
    position: EndPosition, claimant: Claimant, suit: Suit, cards: list[Card]
) -> list[NormalPlay]:
    side = claimant.side
    if len(cards) == 1:
        return _with(cards)  # one card: no choice within the suit
    partner_cards = position.cards_in(position.to_play.partner, suit)
    top = _highest(cards)
    towards = [c for c in cards if partner_cards and _highest(partner_cards).rank > top.rank]
    if suit == position.trump:
        low = _lowest(cards)
        if (
            not towards
            and partner_cards
            and claimant.sees.believed_master(position, _highest(partner_cards))
            and _highest(partner_cards).rank > low.rank
        ):
            # partner's trump that beats every trump he sees out takes the round as
            # surely as this hand's top: drawing it there is as much from the top (EBU
            # Brighton 2011: dummy's ♠3 to declarer's bare ♠T draws West's ♠9 and leaves
            # declarer on lead for his ♦Q; the ♠J from ♠J-3 crashes the ♠T and strands
            # it, keep-entries chooses)
            return _with([top], R.TRUMPS_FROM_THE_TOP) + _with(
                [low], R.TRUMPS_FROM_THE_TOP, note="led low to partner's master trump"
            )
        return _with([top], R.TRUMPS_FROM_THE_TOP) + _with(
            [c for c in towards if c != top],
            R.TRUMPS_FROM_THE_TOP,
            note="led low towards partner's higher trump",
        )
    solid = (
        suit in claimant.solid_at_claim
        or has_solidity(position, side, suit)
        or _headed_by_a_top_honour(position, claimant, suit)
    )
    if solid or claimant.settings.suit_order is SuitOrder.TOP_DOWN:
        why = R.FROM_THE_TOP if solid else R.TOP_DOWN_ORDER
        view = claimant.sees
        if (
            partner_cards
            and len(partner_cards) < len(cards)
            and all(view.believed_master(position, c) for c in partner_cards)
        ):
            # the short hand's winners first (seed 004, EDBx opposite Kx): low to
            # partner's lone ♣Q from ♣A-J-T-2 is the unblock (no-crash drops the ♣A)
            towards = [*towards, _lowest(cards)]
        lows = [c for c in towards if c != top]
        if _top_lead_blocks(position, claimant, top):
            # seed 004's EDBx opposite Kx with the long hand on lead: low to the king
            # first; the ace first leaves the king to block or to be thrown under it
            return _with([_lowest(cards)], why, R.NO_SIMPLE_BLOCKAGE,
                         note="led low to partner's winner first")
        if len(lows) > 1 and len(cards) >= len(partner_cards):
            # low-spot: from the longer hand the low card is the lowest (a middle card led
            # under partner's winner unblocks nothing; Denver A/X Swiss: the ♣T from
            # ♣K-T-5-4-3 towards dummy's ♣A-J-2 throws the ten that the ace and king set up)
            low = _lowest(lows)
            lows = [low]
        blocking = [c for c in lows if _low_lead_blocks(position, claimant, c)]
        return _with([top], why) + _merge(
            _with(
                [c for c in lows if c not in blocking],
                why,
                note="led low towards partner's higher card",
            )
        )
    return _with(cards, R.NO_SOLIDITY)


def _top_lead_blocks(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """no-simple-blockage for the top card led from the longer hand: once partner has
    followed low, would his shorter holding be winners he sees, all above this hand's
    cards, so that he blocks the suit or throws a winner under a winner, when a low card
    to partner's winner first keeps every one (nothing to spare, no way back outside the
    suit)?  Seed 004's EDBx opposite Kx: "it is obvious that he plays the K first",
    whichever hand is on lead: from the ace's side, low to the king."""
    me = position.to_play
    shift = SHIFT[card.suit]
    masks = position.masks()
    mine = (masks[me] >> shift) & SUIT_BITS
    theirs = (masks[me.partner] >> shift) & SUIT_BITS
    bit = 1 << card.rank._value_
    if mine.bit_count() <= theirs.bit_count() or bit << 1 <= mine:
        return False  # partner void or not shorter, or not this hand's top card
    believed = claimant.sees.believed_masters(position)
    masters = (believed >> shift) & SUIT_BITS
    lowest = theirs & -theirs
    if not mine & masters & bit or lowest & masters:
        return False  # not a top winner, or partner has no low card to follow with
    left = theirs ^ lowest  # partner's cards once he has followed low
    rest = mine ^ bit
    if not left or left & ~masters or (left & -left) < rest or rest.bit_count() <= left.bit_count():
        return False  # no blocked shape: partner's winners not all above a longer rest
    if ((mine | theirs) & masters).bit_count() > mine.bit_count():
        return False  # a winner to spare
    return not _outside_entry(
        believed, position.trump, card.suit._value_, masks[me.partner], masks[me] & ~card_bit(card)
    )


def _low_lead_blocks(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """no-simple-blockage for a low lead towards partner's higher card: would it leave
    this hand, the shorter in the suit, with only winners he sees under partner's higher
    winner, nothing to spare, and no way to partner outside the suit?  Then the winners
    left can only fall on partner's or strand his (seed 004: with EDBx opposite Kx "it is
    obvious that he plays the K first", which even a sleepy declarer never gets wrong;
    the x towards the queen-jack leaves the bare K)."""
    me = position.to_play
    shift = SHIFT[card.suit]
    masks = position.masks()
    mine = (masks[me] >> shift) & SUIT_BITS
    theirs = (masks[me.partner] >> shift) & SUIT_BITS
    rest = mine & ~(1 << card.rank._value_)
    if not rest or rest.bit_count() >= theirs.bit_count() - 1:
        return False  # partner, after following, is not the longer hand
    believed = claimant.sees.believed_masters(position)
    masters = (believed >> shift) & SUIT_BITS
    if rest & ~masters or not (theirs & masters) >> rest.bit_length():
        return False  # a card left that is no winner he sees, or no higher winner opposite
    if ((mine | theirs) & masters).bit_count() > max(mine.bit_count(), theirs.bit_count()):
        return False  # a winner to spare: a winner falling on a winner costs nothing
    after = masks[me] & ~card_bit(card)
    return not _outside_entry(believed, position.trump, card.suit._value_, after, masks[me.partner])


def _headed_by_a_top_honour(position: EndPosition, claimant: Claimant, suit: Suit) -> bool:
    """His side's best card of the suit is a master ace or king: such a suit is cashed
    from the top even without a second top card (NBB Delft column: from K-J-7 with the
    queen out "he will play the king and then the jack"; leading the jack first is
    illogical, not careless).  A lesser master (EBU forum 325's ♥J6) is not."""
    # on the suit's bits (claims.tables): the side's top card is its highest bit
    masks = position.masks()
    claimer = claimant.claimer
    shift = SHIFT[suit]
    ours = ((masks[claimer] | masks[claimer.partner]) >> shift) & SUIT_BITS
    if ours < 1 << Rank.KING:
        return False  # nothing, or nothing as high as a king
    top = 1 << (ours.bit_length() - 1)
    return bool((claimant.sees.believed_masters(position) >> shift) & top)


def _free_leads(position: EndPosition, claimant: Claimant) -> list[NormalPlay]:
    me = position.to_play
    side = claimant.side
    trump = position.trump
    hand = position.hands[me]
    trump_out = trump is not None and bool(outstanding(position, side, trump))
    my_trumps = [c for c in hand if c.suit == trump]
    if trump is not None and trump_out and claimant.aware_of_trump and my_trumps:
        draws = _suit_leads(position, claimant, trump, my_trumps)
        return _keeping_entries(
            position,
            claimant,
            _unblocked(
                position,
                claimant,
                [_play(p.card, (R.AWARE_DRAWS_TRUMP, *p.rules), p.note) for p in draws],
            ),
        )
    ruffing = _stated_ruff_leads(position, claimant)
    if ruffing:
        return ruffing
    plays: list[NormalPlay] = []
    believed = _believed_winners(position, claimant, hand)
    # the believed winners by suit, in the hand's order (one pass over the hand)
    by_suit: tuple[list[Card], ...] = ([], [], [], [])
    for card in hand:
        if card in believed:
            by_suit[card.suit].append(card)
    for suit in _SUIT:  # (a tuple: iterating the enum class runs interpreted Python)
        cards = by_suit[suit]
        if not cards:
            continue
        extra: tuple[Rule, ...] = (R.ANY_SUIT_ORDER,)
        if trump_out and suit != trump and not claimant.aware_of_trump:
            extra = (R.ANY_SUIT_ORDER, R.UNAWARE_OF_TRUMP)
        plays.extend(
            _play(p.card, (*extra, *p.rules), p.note)
            for p in _suit_leads(position, claimant, suit, cards)
        )
    plays = _not_crashing(position, claimant, _unblocked(position, claimant, plays), entries=True)
    plays = _keeping_ruffing_trumps(position, claimant, _trumps_kept(position, claimant, plays))
    return _keeping_entries(position, claimant, plays)


def trumps_drawn(position: EndPosition, side: Side) -> bool:
    """The opponents of ``side`` hold no trump (there are trumps): ACBL guideline 4's
    'both opponents have shown out'.  The model's claimer knows this as an aware
    claimer knows a trump is still out (aware-draws-trump stops there), and a claimer
    who overlooked a trump has nothing to overlook once none is left."""
    trump = position.trump
    return trump is not None and not _their_bits(position, side, trump)


def _trumps_kept(
    position: EndPosition, claimant: Claimant, plays: list[NormalPlay]
) -> list[NormalPlay]:
    """trumps-not-forced: with the opponents' trumps gone, drop the trump leads while
    another lead is normal (BBO 'A Genuine Grosvenor': South's two trumps cashed before
    the diamond ruff they were kept for; ACBL guideline 4)."""
    if len(plays) < 2 or not trumps_drawn(position, claimant.side):
        return plays
    trump = position.trump
    keep = [p for p in plays if p.card.suit != trump]
    return keep or plays


def crashes_winners(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Would leading ``card``, a winner he sees, spend a winner of partner's on the same
    trick?  Either partner must overtake it (♣Q led from ♣Q-9 under dummy's singleton
    ♣K: partner holds only higher cards of the suit, one of them master), or every card
    partner holds in the suit is a winner in the claimer's eyes and the suit has no
    winner to spare (♣A led from ♣A-J-T-2 under dummy's singleton ♣Q, the ♣K overlooked:
    four winners for four rounds, and the ♣2 to the ♣Q keeps them all; Pula 6NT)."""
    # on the hands' bits (claims.tables): asked of every lead
    if position.trick:
        return False
    believed = claimant.sees.believed_masters(position)
    shift = SHIFT[card.suit]
    rank = card.rank._value_
    masters = (believed >> shift) & SUIT_BITS
    if not masters >> rank & 1:
        return False  # not a winner he sees
    me = (position.leader._value_ + len(position.trick)) & 3
    masks = position.masks()
    theirs = (masks[me ^ 2] >> shift) & SUIT_BITS  # partner's: seats 2 apart
    if not theirs:
        return False
    mine = (masks[me] >> shift) & SUIT_BITS
    spare = ((mine | theirs) & masters).bit_count() > max(mine.bit_count(), theirs.bit_count())
    if spare and theirs.bit_count() < mine.bit_count():
        return False  # the overtake unblocks partner's shorter holding, and a winner is
        # to spare (♠J led from ♠Q-J under partner's bare ♠K: the ♠Q is still a trick)
    if not theirs & ((2 << rank) - 1) and theirs & masters:
        return True  # partner holds only higher cards, one of them master: he overtakes
    if theirs & ~masters:
        return False  # partner holds a card he does not see is a winner
    if spare:
        return False  # a winner to spare: the crash costs nothing
    # the lead that keeps both: a low card to partner's winner, when partner can then
    # give the lead back (♠A-Q-2 opposite a lone ♠K and nothing else to cross with: the
    # ♠A dropping the ♠K is the play, seed 004's EDBx opposite Kx)
    low = mine & -mine
    their_low = theirs & -theirs
    if low > their_low:
        return False
    return not _no_way_back_with(
        believed,
        position.trump,
        masks[me ^ 2] & ~(their_low << shift),
        masks[me] & ~(low << shift),
    )


def _not_crashing(
    position: EndPosition, claimant: Claimant, plays: list[NormalPlay], entries: bool = False
) -> list[NormalPlay]:
    """no-crash: drop the leads that spend two winners on one trick, unless all do.
    ``entries`` (a free lead, where keep-entries follows): a crash costs one winner, so
    it stays when every other lead cuts off more than one winner more than it does (the
    Bridge Winners 4NT: declarer's ♦6, a winner, overtaken by dummy's bare ♦K is the way
    to dummy's three master spades; the ♦A instead strands them all)."""
    if len(plays) < 2:
        return list(plays)  # one play is kept whatever it does: nothing to ask
    keep: list[NormalPlay] = []
    crashing: list[NormalPlay] = []
    for play in plays:
        (crashing if crashes_winners(position, claimant, play.card) else keep).append(play)
    if not keep or not crashing:
        return plays
    if entries:
        fewest = min(_stranded_count(position, claimant, p.card) for p in keep)
        cheaper = [
            p
            for p in crashing
            if _stranded_count(position, claimant, p.card) + _crash_cost(position, claimant, p.card)
            < fewest
        ]
        if cheaper:
            return [p for p in plays if p in keep or p in cheaper]
    return keep


def _crash_cost(position: EndPosition, claimant: Claimant, card: Card) -> int:
    """The winners a crash of ``card`` spends, as he sees them: none when the suit has a
    winner to spare (more winners between the two hands than rounds the longer holding
    can take: the Bridge Winners 4NT's ♦A-6 opposite the bare ♦K with only the ♦3-2
    out, where the ♦6 overtaken still leaves two diamond tricks' worth), else one."""
    shift = SHIFT[card.suit]
    me = (position.leader._value_ + len(position.trick)) & 3
    masks = position.masks()
    masters = (claimant.sees.believed_masters(position) >> shift) & SUIT_BITS
    mine = (masks[me] >> shift) & SUIT_BITS
    theirs = (masks[me ^ 2] >> shift) & SUIT_BITS
    return 1 - _spare_winner(masters, mine, theirs)


def _spare_winner(masters: int, mine: int, theirs: int) -> int:
    """1 when the two holdings of a suit (bits) hold more winners he sees than the
    longer holding has cards: a winner can be spent without losing a trick."""
    return int(((mine | theirs) & masters).bit_count() > max(mine.bit_count(), theirs.bit_count()))


def strands_winners(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Would leading ``card`` cross to partner's hand and leave winners the claimer sees
    in this hand with no way back to them?  Partner wins the trick with a card he sees
    is master, this hand keeps a master, and partner then holds no card that this hand
    can win (a master above it, or a ruff of a suit this hand is void in)."""
    # on the hands' bits (claims.tables): asked of every lead
    me = position.to_play
    partner = me.partner
    masks = position.masks()
    suit = card.suit
    shift = SHIFT[suit]
    rank = card.rank._value_
    partner_cards = (masks[partner] >> shift) & SUIT_BITS
    masters = (claimant.sees.believed_masters(position) >> shift) & SUIT_BITS
    master = masters >> rank & 1
    trump = position.trump
    mine = masks[me] & ~card_bit(card)
    if not partner_cards and trump is not None and suit != trump and not master:
        # led for partner to ruff (ruff-as-led): the ruff crosses to him just the same
        # (St Petersburg 2000: dummy's ♠8 ruffed by East strands dummy's master clubs)
        partner_trumps = (masks[partner] >> SHIFT[trump]) & SUIT_BITS
        if not partner_trumps or _their_bits(position, claimant.side, trump):
            return False
        # he ruffs with his lowest trump
        lowest = (partner_trumps & -partner_trumps) << SHIFT[trump]
        return _no_way_back(position, claimant, masks[partner] & ~lowest, mine)
    over = (partner_cards >> (rank + 1)) << (rank + 1) & masters
    if not over:
        return False  # partner does not surely win it: no crossing
    if master and partner_cards & ((1 << rank) - 1):
        return False  # partner plays low under the master: the lead stays here
    top_over = 1 << (over.bit_length() - 1 + shift)
    return _no_way_back(position, claimant, masks[partner] & ~top_over, mine)


def no_way_back(
    position: EndPosition, claimant: Claimant, leader: list[Card], other: list[Card]
) -> bool:
    """The hand that will lead next holds ``leader``; its partner holds ``other`` with a
    winner the claimer sees, and no card of ``leader`` can put the lead there (a card
    below a master of ``other`` in its suit, or a loser of a suit ``other`` can ruff:
    ruffing a master of his own is no way back, no-ruffing-partner)."""
    return _no_way_back(position, claimant, mask_of_cards(leader), mask_of_cards(other))


def _no_way_back(position: EndPosition, claimant: Claimant, leading: int, others: int) -> bool:
    """:func:`no_way_back` with the two hands as hand masks (claims.tables): every
    discard and every crossing asks it, card by card."""
    return _no_way_back_with(
        claimant.sees.believed_masters(position), position.trump, leading, others
    )


def _no_way_back_with(believed: int, trump: Suit | None, leading: int, others: int) -> bool:
    """:func:`_no_way_back` given the cards the claimer believes are masters (the view's
    :meth:`~claims.view.ClaimerView.believed_masters`), for a caller that asks it of
    many cards of one position."""
    masters = others & believed
    if not masters:
        return False
    ruffs = trump is not None and bool((others >> SHIFT[trump]) & SUIT_BITS)
    # holding nothing but trumps, partner ruffs whatever is led: a master too
    only_trumps = ruffs and not others & ~(SUIT_BITS << SHIFT[trump or 0])
    for suit in range(4):
        backs = (leading >> SHIFT[suit]) & SUIT_BITS
        if not backs:
            continue
        top = (masters >> SHIFT[suit]) & SUIT_BITS
        if top and (backs & -backs) < 1 << (top.bit_length() - 1):
            return False  # a card below a master there
        if (
            ruffs
            and suit != trump
            and not (others >> SHIFT[suit]) & SUIT_BITS
            and (only_trumps or backs & ~(believed >> SHIFT[suit]))
        ):
            # a ruff of a loser brings the lead back; a card he sees is master is no
            # way back, since partner's sure winner is not ruffed (no-ruffing-partner,
            # as _outside_entry reads it), unless partner has nothing else to play
            return False
    return True


def strands_by_winning(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Would winning this trick with ``card`` leave partner's winners with no way back
    (North wins with the ♠5 from ♠Q5 opposite ♠J and the ♥Q: DBf LKU-20 2.1)?"""
    # seats as numbers: asked of every sure winner of every trick followed to
    trick = position.trick
    if len(trick) < 2:
        return False  # partner still plays to this trick: too far ahead to judge simply
    me = (position.leader._value_ + len(trick)) & 3
    masks = position.masks()
    return _no_way_back(position, claimant, masks[me] & ~card_bit(card), masks[me ^ 2])


def trumps_for_stated_ruffs(position: EndPosition, claimant: Claimant, seat: Seat) -> int:
    """keep-ruffing-trumps: how many of ``seat``'s trumps the ruffs his statement names
    still need, as the claimer sees it: in each stated ruff suit ``seat`` is void in,
    one per round until partner's cards of it are masters (no more rounds than the
    cards he believes are still out).  Nothing while the opponents hold trumps: then
    trumps are drawn or ruffed with under the other rules."""
    view = claimant.sees
    trump = position.trump
    if trump is None or not view.ruff_suits or outstanding(position, claimant.side, trump):
        return 0
    needed = 0
    for suit in view.ruff_suits:
        if suit == trump or position.cards_in(seat, suit):
            continue
        losers = [c for c in position.cards_in(seat.partner, suit)
                  if not view.believed_master(position, c)]
        needed += min(len(losers), len(view.believed_out(position, suit)))
    return needed


def spends_ruffing_trump(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Would leading ``card`` spend a trump his stated ruffs need: a trump cashed from
    the hand that ruffs, or a card of another suit led for that hand to ruff (a loser:
    partner does not ruff a winner he sees, no-ruffing-partner)?"""
    trump = position.trump
    if trump is None or not claimant.sees.ruff_suits:
        return False  # no stated ruff needs a trump (trumps_for_stated_ruffs: 0)
    me = position.to_play
    if card.suit == trump:
        ruffer = me
    elif card.suit in claimant.sees.ruff_suits or position.cards_in(me.partner, card.suit):
        return False
    elif claimant.sees.believed_master(position, card):
        # a winner he sees is not led for partner to ruff: partner throws a card on it
        # (no-ruffing-partner), so cashing it spends no trump
        return False
    else:
        ruffer = me.partner
    trumps = len(position.cards_in(ruffer, trump))
    needed = trumps_for_stated_ruffs(position, claimant, ruffer)
    return needed > 0 and trumps <= needed


def _stated_ruff_leads(position: EndPosition, claimant: Claimant) -> list[NormalPlay]:
    """keep-ruffing-trumps: on lead in the hand that holds losers of a suit he said he
    ruffs, opposite a void with the trumps those ruffs need (and no trump out), he goes
    on with the ruffs he stated: the lowest card of that suit.  Cashing other winners
    first would abandon his own stated line (St Petersburg 2000: with clubs 5-0 the
    director took the stated ruff of the fourth round on to a second ruff)."""
    me = position.to_play
    view = claimant.sees
    if not view.ruff_suits or position.trump is None:
        return []
    if not position.cards_in(me.partner, position.trump):
        return []  # partner has no trump left: no stated ruff to go on with
    if trumps_for_stated_ruffs(position, claimant, me.partner) <= 0:
        return []
    for suit in sorted(view.ruff_suits):
        losers = [c for c in position.cards_in(me, suit) if not view.believed_master(position, c)]
        if (
            losers
            and not position.cards_in(me.partner, suit)
            # keep-entries: not while the ruff would cross to partner with no way back
            # to winners he sees in this hand; he cashes them first
            and not strands_winners(position, claimant, _lowest(losers))
        ):
            return [NormalPlay(_lowest(losers), (R.KEEP_RUFFING_TRUMPS,),
                               "goes on with the ruffs he stated")]
    return []


def _keeping_ruffing_trumps(
    position: EndPosition, claimant: Claimant, plays: list[NormalPlay]
) -> list[NormalPlay]:
    """keep-ruffing-trumps: drop the leads that spend a trump his stated ruffs need,
    unless all do."""
    if len(plays) < 2:
        return list(plays)  # one play is kept whatever it does: nothing to ask
    keep = [p for p in plays if not spends_ruffing_trump(position, claimant, p.card)]
    return keep or plays


def _keeping_entries(
    position: EndPosition, claimant: Claimant, plays: list[NormalPlay]
) -> list[NormalPlay]:
    """keep-entries: keep the leads that cut off the fewest winners he sees (none, when
    some lead strands nothing: the others are dropped).  A loser led by a claimer who
    conceded tricks gives up the lead: it cuts off this hand's winners when partner has
    no way back to them (:func:`leaves_winners_behind`)."""
    if len(plays) < 2:
        return list(plays)  # one play has the fewest whatever it strands: nothing to ask
    winning = (
        _believed_winning(position, claimant, position.hands[position.to_play])
        if claimant.concedes
        else None
    )
    # by place, not by card: a list, without hashing each card twice
    stranded = [
        (
            leaves_winners_behind(position, claimant, p.card)
            if winning is not None and p.card not in winning
            else _stranded_count(position, claimant, p.card)
        )
        + _spends_the_way_back(position, claimant, p.card)
        for p in plays
    ]
    fewest = min(stranded)
    return [p for p, count in zip(plays, stranded, strict=True) if count == fewest]


def _winner_tricks(mine: int, partners: int, masters: int) -> int:
    """The tricks the winners he sees in two hands can take: in each suit no more than
    the longer holding's cards (two masters that fall on one trick are one trick: the ♣A
    opposite the ♣2 with no club out)."""
    tricks = 0
    for shift in SHIFT:
        one = (mine >> shift) & SUIT_BITS
        other = (partners >> shift) & SUIT_BITS
        held = ((one | other) & (masters >> shift) & SUIT_BITS).bit_count()
        tricks += min(held, max(one.bit_count(), other.bit_count()))
    return tricks


def _spends_the_way_back(position: EndPosition, claimant: Claimant, card: Card) -> int:
    """1 when leading ``card`` spends the last way back to the long hand of a suit whose
    short hand holds only winners he sees, below a winner of the long hand: seed 004's
    EDBx opposite Kx ("the king is unblocked automatically") once the x has gone.  Dummy
    ♠A-Q-2 ♣A opposite declarer's bare ♠K: the ♠2 to the ♠K and the ♣ back to the ♣A
    takes every spade; the ♣A cashed first leaves the ♠A to crash the ♠K or the ♠2 to
    strand the ♠A-Q, a trick lost either way; likewise a suit already in the blocked
    shape (the short hand's winners above the long hand's winners) (Bridge Winners,
    Denver A/X Swiss; DBf LKU-20 2.1: cutting oneself off when a simple order keeps
    both hands reachable is 'fornuftstridigt').  Counted by :func:`_keeping_entries` as
    one winner cut off; 0 otherwise, and 0 when his side holds more winners he sees than
    tricks are left (Pula 6NT's ♦A before the ♣2 to dummy's lone ♣Q: dummy's hearts take the tricks
    the stranded clubs would)."""
    me = (position.leader._value_ + len(position.trick)) & 3
    masks = position.masks()
    masters = claimant.sees.believed_masters(position)
    if _winner_tricks(masks[me], masks[me ^ 2], masters) > position.tricks_left:
        return 0  # winners to spare: a winner stranded or crashed costs no trick
    trump = position.trump
    mine_after = masks[me] & ~card_bit(card)
    for suit in range(4):
        if suit == card.suit._value_:
            continue
        shift = SHIFT[suit]
        held = (masters >> shift) & SUIT_BITS
        for short, long in ((me ^ 2, me), (me, me ^ 2)):
            shorts = (masks[short] >> shift) & SUIT_BITS
            longs = (masks[long] >> shift) & SUIT_BITS
            if (
                not shorts
                or shorts & ~held  # the short hand's cards all winners he sees
                or longs.bit_count() <= shorts.bit_count()
            ):
                continue
            crash = bool((longs & held) >> shorts.bit_length()) and bool(
                # a long winner above them, and a long card that is no winner, which the
                # short hand's winner replaces as a trick (seed 004's ♦5 under ♦Q-J-T:
                # no trick lost)
                longs & ~held
            )
            # or the blocked shape: the short hand's winners all above the long hand's,
            # winners he sees too, which only the way back reaches once the short hand's
            # are cashed (♠A-Q-J opposite ♠K-3, the ♠A cashed: the ♣A is the way back to
            # the ♠Q-J after the ♠K)
            stuck = longs < (shorts & -shorts) and bool(longs & held)
            if not (crash or stuck):
                continue
            if not _outside_entry(masters, trump, suit, masks[short], masks[long]):
                continue  # no way back now either: the lead spends nothing
            short_after = mine_after if short == me else masks[short]
            long_after = mine_after if long == me else masks[long]
            if not _outside_entry(masters, trump, suit, short_after, long_after):
                return 1
    return 0


def _stranded_count(position: EndPosition, claimant: Claimant, card: Card) -> int:
    """How many winners he sees a lead of ``card`` cuts off: this hand's, when it crosses
    to partner with no way back (:func:`strands_winners`), or partner's, when it wins
    here by dropping partner's last card of the suit under it and leaves this hand no
    way to partner's other winners (♥A led from ♥A-8-2 over a lone ♥K, with the ♦A and
    ♣A beside it: three winners cut off to save one; the ♥2 to the ♥K strands only the
    ♥A.  LKU-20 2.1: cutting oneself off is 'fornuftstridigt'; Pula 6NT)."""
    # on the hands' bits (claims.tables): asked of every lead
    me = (position.leader._value_ + len(position.trick)) & 3
    masters = claimant.sees.believed_masters(position)
    masks = position.masks()
    shift = SHIFT[card.suit]
    rank = card.rank._value_
    mine = masks[me] & ~(1 << (shift + rank))
    if strands_winners(position, claimant, card):
        return (mine & masters).bit_count()
    theirs_suit = (masks[me ^ 2] >> shift) & SUIT_BITS  # partner's: seats 2 apart
    if not (masters >> shift) >> rank & 1 or theirs_suit >> (rank + 1):
        return 0  # not a winner he sees, or partner holds a higher card of the suit
    dropped = theirs_suit & -theirs_suit  # partner's card under it: his lowest
    theirs = masks[me ^ 2] & ~(dropped << shift)
    if not _no_way_back_with(masters, position.trump, mine, theirs):
        return 0
    if _no_way_back_with(masters, position.trump, masks[me], masks[me ^ 2]):
        # this hand had no way to partner's winners before the lead either: the lead
        # cuts nothing off (South's ♠8 from ♠8-♣9, no card of his below dummy's ♥A or
        # ♦A: NSWBA 2010; seed 004's 4♥, where the ♠A and the ♥J leave dummy's clubs as
        # unreachable as they were)
        return 0
    held = (masks[me] >> shift) & SUIT_BITS  # this hand's cards of the suit, the led one too
    return _own_winners(theirs & masters, mine) + _crashed(
        (masters >> shift) & SUIT_BITS, held, theirs_suit, dropped
    )


def _crashed(masters: int, mine: int, theirs: int, dropped: int) -> int:
    """1 when the card partner drops under this hand's winner is itself a winner he sees
    and the suit has none to spare (no-crash's count, :func:`crashes_winners`): the
    crash spends it for nothing, a trick lost beside the winners the lead cuts off (the
    Bridge Winners 4NT: dummy's bare ♦K and ♠Q opposite declarer's ♦A-6 with no other
    way across: the ♦A drops the ♦K and strands the ♠Q, two tricks, where the ♦6 to
    the ♦K strands the ♦A alone).  One suit's bits: ``mine`` holds the card led."""
    if not dropped & masters:
        return 0
    return 1 - _spare_winner(masters, mine, theirs)


def leaves_winners_behind(position: EndPosition, claimant: Claimant, card: Card) -> int:
    """How many winners he sees in this hand a lead of ``card``, a loser in his eyes,
    leaves behind: the opponents win it and lead what they like, and partner's hand has
    no way back to them (NSWBA 2010: South, holding the ♠8 he sees is master and no way
    from dummy's ♥A and ♦A to it, gives up a club first).  He cashes the lone winner of
    the hand he is leaving first (issue 8 class 5; LKU-20 2.1: cutting oneself off is
    'fornuftstridigt'); a loser from a hand with no such winner stays normal, so the
    tricks he conceded are still lost in any order."""
    me = position.to_play
    masks = position.masks()
    mine = masks[me] & ~card_bit(card)
    left = mine & claimant.sees.believed_masters(position)
    if not left or not _no_way_back(position, claimant, masks[me.partner], mine):
        return 0
    return left.bit_count()


def _own_winners(winners: int, other: int) -> int:
    """The winners (a hand mask) in suits the other hand holds no card of: tricks only
    this hand can take (a ♦5 beside partner's ♦J-T, no diamond out, is no extra trick)."""
    count = 0
    for suit in range(4):
        if not (other >> SHIFT[suit]) & SUIT_BITS:
            count += ((winners >> SHIFT[suit]) & SUIT_BITS).bit_count()
    return count


def _believed_winners(position: EndPosition, claimant: Claimant, hand: Iterable[Card]) -> set[Card]:
    """The cards the claimer may lead believing they win (seed 004: he takes his
    *supposed* tricks in any order): the cards he believes are masters, given what he
    overlooked at the claim (:mod:`claims.view`: seed 004's ♦A, EBU forum 325's ♥9,
    WB 8.70.5's ♠6).  A card that something he knows of still beats is a visible loser,
    and leading it is a concession he did not make.  A low card led towards partner's
    higher card counts with partner's card.  When he conceded tricks, or holds nothing
    else, any card; but a claimer who counted the tricks he takes concedes the remainder
    (Law 68B1) and leads the winners he counted first (cash-before-conceding: the Bridge
    Winners 4NT's ♥T led from dummy after the ♥A, the defence's hearts cashed before the
    spades he counted)."""
    cards = list(hand)
    if claimant.concedes and not claimant.sees.counted:
        return set(cards)
    return _believed_winning(position, claimant, cards) or set(cards)


def _believed_winning(
    position: EndPosition, claimant: Claimant, hand: Iterable[Card]
) -> set[Card]:
    """The cards of ``hand`` he believes win when led (:func:`_believed_winners`
    without its fallbacks: none when he sees no winner)."""
    cards = list(hand)
    # on the hands' bits (claims.tables): asked at every lead
    masters = claimant.sees.believed_masters(position)
    partners = position.masks()[position.to_play.partner]
    trump = position.trump
    partner_trumps = 0 if trump is None else (partners >> SHIFT[trump]) & SUIT_BITS
    # partner ruffs it: he is void and holds a spare trump (not his only one: ruffing
    # with a lone trump winner is no way to a trick, Delft district column) that no
    # trump he believes out can beat (EBU forum 'claim from wrong hand': dummy's low
    # card ruffed in declarer's hand)
    ruff_wins = partner_trumps.bit_count() >= 2 and bool(
        partner_trumps & (masters >> SHIFT[trump or 0])
    )
    believed: set[Card] = set()
    for card in cards:
        shift = SHIFT[card.suit]
        partner_cards = (partners >> shift) & SUIT_BITS
        # the better of this card and partner's best in the suit
        best = max(1 << card.rank._value_, 1 << partner_cards.bit_length() >> 1)
        if (masters >> shift) & best or (ruff_wins and card.suit != trump and not partner_cards):
            believed.add(card)
    return believed


def _free_follows(position: EndPosition, claimant: Claimant) -> list[NormalPlay]:
    me = position.to_play
    side = claimant.side
    led = position.led_suit
    cards = [c for c in position.hands[me] if c.suit == led]
    lowest = _lowest(cards)
    winner = position.current_winner()
    partner_to_play = me.partner in seats_after(position)
    underneath = [c for c in cards if not beats_trick(position, c)]
    if winner == me.partner and underneath:
        lowest = _lowest(underneath)
        partner_card = position.trick[(winner - position.leader) % 4]
        partner_sure = not higher_possibly_after(position, claimant, partner_card) or (
            partner_card.suit != led
        )
        ducks = _with([lowest], R.PLAY_LOW)
        run_refused = False  # one-card-finesse: letting partner's card run is not normal
        if not partner_sure:
            overtakes = [c for c in cards if beats_trick(position, c)]
            sure = [c for c in overtakes if not higher_possibly_after(position, claimant, c)]
            placed = placed_after(position, claimant, partner_card)
            if sure and (
                placed
                or _beaten_by_several(position, claimant, partner_card)
                or _run_gains_nothing(position, claimant, partner_card)
                # honour-finesse: letting it run against a nine or lower is no finesse
                # he would take with a sure winner in hand (the Bridge Winners 4NT:
                # declarer's ♣5 under dummy's ♣6 with the ♣K-J-T-9 and only the ♣7 out
                # above it)
                or _against_a_spot(position, claimant, partner_card)
                # a finesse he said he will not take ("no heart finesse"): letting
                # partner's card run is that finesse
                or led in claimant.sees.declined_finesses
                # top-down-order: the regulating authority deems the suit played from
                # the top down (ACBL guideline 1): his sure top card goes on partner's
                # lower one, which is not let run as a finesse he never stated (Bridge
                # Winners, Denver A/X Swiss: "declarer must play the AK of clubs", the
                # ♣K over dummy's ♣J after the ♣A)
                or _top_down_follow(position, claimant)
            ):
                # one-card-finesse: letting the ♦9 run under the ♦A when the ♦K and ♦T
                # are both out needs two cards placed; it throws the trick he sees.
                # placed-honours: the other opponent has shown out (or the card is in
                # dummy), so the card that beats partner's is behind him: letting it
                # run loses on sight (seed 004: he places the honours)
                ducks = []
                run_refused = True
            why = (
                R.PLACED_HONOURS if placed
                else R.TOP_DOWN_ORDER if run_refused and _top_down_follow(position, claimant)
                else R.UNSTATED_FINESSE
            )
            ducks += _with(sure, why, note="overtakes rather than let it run")
            unblock = _expert_unblock(position, claimant, cards)
            if unblock is not None:
                return _with([unblock], R.EXPERT_UNBLOCK, note="overtakes to unblock")
        good = [p for p in ducks if not creates_blockage(position, claimant, p.card)]
        if partner_sure and good:
            # keep-entries: ducking under partner's winner leaves the lead with him;
            # when he then has no way to this hand's winners, overtaking with a sure
            # winner keeps them (LKU-20 2.1: cutting oneself off is not careless)
            keeping = [
                c
                for c in cards
                if beats_trick(position, c) and not higher_possibly_after(position, claimant, c)
            ]
            # on the hands' masks: no_way_back of the hands as card lists
            masks = position.masks()
            stranded = _no_way_back(
                position, claimant, masks[me.partner], masks[me] & ~card_bit(lowest)
            )
            # the overtake must not strand partner's winners in turn (♠Q over partner's
            # ♠J leaves dummy's ♦K with no way to it: Philadelphia 2010); when either
            # way strands a winner, both are left normal
            keeping = [
                c
                for c in keeping
                if not _no_way_back(
                    position, claimant, masks[me] & ~card_bit(c), masks[me.partner]
                )
            ]
            # 70D2: the partner of a claiming defender sees his own hand and dummy, not
            # the claimer's; ducking partner's winner is careless, not irrational, and a
            # defender's claim is not credited with partner's overtake (BBO 39920: East
            # need not overtake West's SQ with the SA to reach his last spade)
            if stranded and keeping and not claimant.defender_partner(me, position):
                return _with(keeping, R.KEEP_ENTRIES, note="overtakes to keep his winners")
        if good:
            if (
                len(good) == 1
                and good[0].card == lowest
                and len(cards) > 1
                and relieved_block(position, claimant, lowest)
            ):
                # the low card under partner's winner blocks nothing he sees (no winner
                # stranded, or a way back): no-simple-blockage, named, is why no winner
                # is thrown to unblock
                return [
                    _play(
                        good[0].card,
                        (*good[0].rules, R.NO_SIMPLE_BLOCKAGE),
                        "no unblock needed: nothing he sees is stranded",
                    )
                ]
            return _merge(good)
        # when letting partner's card run was refused above, the unblock is a card that
        # wins the trick against at most one card out: the ♥2 under the ♥7 from ♥A-T-2
        # opposite ♥K-7, with the ♥J and ♥9 out, is still the run, and the ♥8 from ♥A-8-2
        # a finesse against two cards, not an unblock (Pula 6NT)
        unblocking = [
            c
            for c in cards
            if not creates_blockage(position, claimant, c)
            and not (
                run_refused
                and (
                    not beats_trick(position, c)
                    or _beaten_by_several(position, claimant, c)
                )
            )
        ]
        if unblocking and ducks:
            # keep-entries: an unblock that leaves the winners he sees in this hand
            # with no way back from partner's is no obvious unblock: the block costs
            # partner's length, the unblock this hand's winners (the Bridge Winners
            # 4NT: dummy's ♦K under declarer's ♦A, dummy's five master spades cut off
            # for declarer's ♦9-6-4), so he follows low
            unblocking = [
                c for c in unblocking if not _unblock_strands_more(position, claimant, c)
            ]
            if not unblocking:
                return [
                    _play(p.card, (*p.rules, R.KEEP_ENTRIES), "keeps the way to his winners")
                    for p in _merge(ducks)
                ]
        if unblocking:
            return _with(unblocking, R.NO_SIMPLE_BLOCKAGE, note="overtakes to unblock")
        return _merge(ducks)
    winning = [c for c in cards if beats_trick(position, c)]
    sure = [c for c in winning if not higher_possibly_after(position, claimant, c)]
    finesse = [c for c in winning if c not in sure and not placed_after(position, claimant, c)]
    placed_losers = [c for c in winning if c not in sure and placed_after(position, claimant, c)]
    plays: list[NormalPlay] = []
    layout_known = led is not None and any(
        position.known_void(s, led) for s in opponents_of(side)
    )
    if len(sure) > 1:  # with one sure winner there is no choice to make
        keeping = [c for c in sure if not strands_by_winning(position, claimant, c)]
        if keeping and len(keeping) < len(sure):
            sure = keeping  # keep-entries: he wins with the card that keeps the way back
    # (his lowest may beat the cards played so far without being sure: the ♦T over
    # East's ♦8 with the ♦Q out and partner's bare ♦A to come still lets the ace win,
    # and the ♦K from ♦K-J-T would be spent under it; round 16)
    if sure and partner_to_play and lowest not in sure:
        partners_winner = _partner_sure_winner(position, claimant)
        if partners_winner is not None and _ducks_to_keep_entries(
            position, claimant, sure, lowest, partners_winner
        ):
            return _with([lowest], R.KEEP_ENTRIES, note="lets partner's winner take it")
    if sure:
        # one-card-finesse: with a sure winner in hand, a card that two or more cards he
        # believes out could beat (the ♥8 from ♥A-T-8 with the ♥J and ♥9 out, Pula 6NT)
        # is no finesse against one particular card (70E1): it throws the trick he sees
        finesse = [c for c in finesse if not _beaten_by_several(position, claimant, c)]
        # honour-finesse: nor is one against a spot card (the ♥8 from ♥A-T-8 with only
        # the ♥9 out above it): a claimer finesses against honours, not against nines
        finesse = [c for c in finesse if not _against_a_spot(position, claimant, c)]
        # keep-entries: nor one that, if it loses, leaves the winners he sees in this
        # hand with no way back from partner's (the Bridge Winners 4NT: dummy's ♠9 over
        # East's ♠3 from ♠A-K-Q-J-9-4, declarer's ♠2 his last spade and dummy without
        # another entry, loses the four masters with the ♠10; LKU-20 2.1)
        finesse = [c for c in finesse if not _finesse_risks_more(position, claimant, c)]
        if led in claimant.sees.declined_finesses:
            # "I won't take the heart finesse": his stated line there is no finesse
            # (Law 70E1, claims.statement), so he wins with the sure winner
            finesse = []
        if _top_down_follow(position, claimant):
            # top-down-order: the regulating authority deems his side's suit played
            # from the top down (ACBL guideline 1): partner leads it, he plays a top
            # card, not a finesse he never stated (the Bridge Winners 4NT: dummy's ♠9
            # under the ♠A-K-Q-J over East's ♠3)
            finesse = []
    if sure:
        if layout_known and len(sure) > 1:
            # the suit's layout is known: he wins as cheaply as he surely can (the
            # finesse the show-out makes certain), unless that blocks the suit
            cheapest = _lowest(sure)
            if not creates_blockage(position, claimant, cheapest):
                sure = [cheapest]
            plays += _with(sure, R.WIN_WHEN_ABLE, R.PLACED_HONOURS)
        elif placed_losers:
            plays += _with(sure, R.WIN_WHEN_ABLE, R.PLACED_HONOURS)
        else:
            plays += _with(sure, R.WIN_WHEN_ABLE)
        plays += _with(finesse, R.UNSTATED_FINESSE)
        if partner_to_play and (lowest in sure or _partner_surely_wins(position, claimant)):
            # ducking a trick he sees he can win is throwing it, not careless play:
            # second hand low is normal only when partner surely wins it instead
            plays += _with([lowest], R.SECOND_HAND)
    else:
        plays += _with(finesse, R.UNSTATED_FINESSE)
        plays += _with([lowest], R.PLAY_LOW if not partner_to_play else R.SECOND_HAND)
    return _merge(_unblocked(position, claimant, plays))


def _top_down_follow(position: EndPosition, claimant: Claimant) -> bool:
    """Is this hand following to a suit partner led, under the top-down setting (70E2)?"""
    return (
        claimant.settings.suit_order is SuitOrder.TOP_DOWN
        and position.leader == position.to_play.partner
    )


def _unblock_strands_more(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Would throwing ``card`` under partner's winner to unblock the suit cut off more
    winners he sees in this hand (no way back from partner's) than the unblock can
    free: partner's masters of the suit; and when the card is a master, which kept wins
    a round itself, does the duck (the card's trick and this hand's winners) take more
    than the unblock (partner's masters of the suit and his other winners)?  The Bridge
    Winners 4NT's bare ♦K with dummy's ♠J, under declarer's ♦A with his ♦9-6 behind it
    and nothing else: the unblock frees the ♦9 for the ♦K's trick and strands the ♠J."""
    if not _finesse_strands(position, claimant, card):
        return False
    me = position.to_play
    masks = position.masks()
    masters = claimant.sees.believed_masters(position)
    mine = _own_winners(masks[me] & ~card_bit(card) & masters, masks[me.partner])
    shift = SHIFT[card.suit]
    freed = ((masks[me.partner] & masters) >> shift & SUIT_BITS).bit_count()
    if masters & card_bit(card):
        # kept, the card wins its own round and brings the lead here, where partner's
        # other winners (suits this hand lacks) are cut off instead: the duck takes the
        # card's trick and this hand's winners, the unblock partner's masters of the
        # suit and his other winners
        kept = masks[me] & ~card_bit(card)
        others = _own_winners(masks[me.partner] & masters & ~(SUIT_BITS << shift), kept)
        return mine + 1 > freed + others
    return mine > freed


def _finesse_strands(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """If this hand does not win the trick with ``card`` (a finesse that loses to a card
    he believes out, a card thrown under partner's winner), are winners he sees in this
    hand left with no way back from partner's hand?  Partner's hand may be the next to
    lead, and must reach this one's masters."""
    me = position.to_play
    masks = position.masks()
    mine = masks[me] & ~card_bit(card)
    if not mine & claimant.sees.believed_masters(position):
        return False
    return _no_way_back(position, claimant, masks[me.partner], mine)


def _finesse_risks_more(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """A finesse with ``card`` that, if it loses, strands two or more winners he sees in
    this hand: it risks more than the one trick it can gain (a lone winner stranded is
    a trick for a trick, careless at worst: the ♥T from ♥A-T, 70E1)."""
    if not _finesse_strands(position, claimant, card):
        return False
    me = position.to_play
    masks = position.masks()
    left = masks[me] & ~card_bit(card) & claimant.sees.believed_masters(position)
    # the winners that are tricks of this hand's own (a ♦2 beside partner's ♦A-K is none)
    return _own_winners(left, masks[me.partner]) >= 2


def _expert_unblock(
    position: EndPosition, claimant: Claimant, cards: list[Card]
) -> Card | None:
    """expert-unblock: the card an expert overtakes partner's last card of the suit with,
    or None.  Partner led his last card of a suit his statement shows he knows (he
    concedes a trick in it, or counted it), and this hand holds the length: letting it
    run leaves the long hand's cards behind the honour still out with the lead in the
    wrong hand, an entry play an expert does not get wrong (NBB Delft 'geen geweldig
    goede claim': four top players 'would of course overtake' the ♦J with the ♦Q;
    Rainsford, EBU forum: with entries 'one has to take into account the standard of
    player and whether or not he has indicated any awareness of the entry position')."""
    if claimant.settings.player_class is not PlayerClass.EXPERT:
        return None
    me = position.to_play
    led = position.led_suit
    if led is None or position.leader != me.partner or position.cards_in(me.partner, led):
        return None
    if led not in claimant.sees.known_suits or len(cards) < 2:
        return None
    over = [c for c in cards if beats_trick(position, c)]
    return _lowest(over) if over else None


def _run_gains_nothing(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Letting partner's ``card`` run can win no extra trick: the masters his side holds
    in the suit (partner's card counted) already take as many tricks as the longer
    holding can give (♠8 led from ♠K-Q-8 towards ♠A-J-2: the ♠A, ♠K and ♠Q are three
    tricks of three; BBO forum, Philadelphia 2010: he cashes them).  Running it then only
    risks a trick he sees he can win: worse than careless (one-card-finesse)."""
    view = claimant.sees
    me = position.to_play
    mine = position.cards_in(me, card.suit)
    theirs = [*position.cards_in(me.partner, card.suit), card]
    masters = sum(1 for c in (*mine, *theirs) if view.believed_master(position, c))
    return masters >= max(len(mine), len(theirs))


def _against_a_spot(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """The one card he believes out that beats ``card`` is a spot card below the ten
    (honour-finesse: playing ``card`` would be a finesse against a nine or lower)."""
    above = [c for c in claimant.sees.believed_out(position, card.suit) if c.rank > card.rank]
    return len(above) == 1 and above[0].rank < Rank.TEN


def _beaten_by_several(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Two or more cards he believes are out beat ``card`` in its suit (one-card-finesse:
    letting it run is then no finesse against one particular card, 70E1)."""
    out = claimant.sees.believed_out(position, card.suit)
    return sum(1 for c in out if c.rank > card.rank) >= 2


def _partner_sure_winner(position: EndPosition, claimant: Claimant) -> Card | None:
    """The cheapest card with which partner, playing last to this trick, surely wins it
    (beats the cards played and is master as the claimer sees it), or None."""
    partner = position.to_play.partner
    led = position.led_suit
    if led is None or partner not in seats_after(position) or len(position.trick) != 1:
        return None
    top = position.trick[0]
    if top.suit != led:
        return None
    # believed-in-the-trick: master as he sees it, an overlooked card believed gone
    view = claimant.sees
    sure = [
        card
        for card in position.cards_in(partner, led)
        if card.rank > top.rank and view.believed_master(position, card)
    ]
    return _lowest(sure) if sure else None


def _ducks_to_keep_entries(
    position: EndPosition,
    claimant: Claimant,
    sure: list[Card],
    lowest: Card,
    partner_card: Card,
) -> bool:
    """keep-entries, second hand: partner plays last and surely wins the trick with
    ``partner_card``; winning it here with any of ``sure`` leaves partner's winners with
    no way back, while letting partner's card win leaves both hands' winners reachable.
    Then winning here is cutting himself off, not a careless choice (DBf LKU-20 2.1; EBU
    Brighton 2011: dummy's ♠J over West's ♠9 with declarer's ♠T to come strands his ♦Q).
    Not for the partner of a claiming defender, who does not see the claimer's hand
    (70D2)."""
    me = position.to_play
    if claimant.defender_partner(me, position):
        return False
    masks = position.masks()
    mine, partners = masks[me], masks[me.partner] & ~card_bit(partner_card)
    if all(
        _no_way_back(position, claimant, mine & ~card_bit(c), partners) for c in sure
    ) and not _no_way_back(position, claimant, partners, mine & ~card_bit(lowest)):
        return True
    # when both cut something off, the one that cuts off fewer winners he sees (the
    # round-8 count of keep-entries): BBO 'Poor claim', declarer's ♦A from ♦A-T-3 in
    # second seat drops dummy's bare ♦K and strands its ♣A-Q, three tricks, where the
    # ♦3 to the ♦K strands the ♦A alone
    after_duck = mine & ~card_bit(lowest)
    ducking = 0
    if _no_way_back(position, claimant, partners, after_duck):
        ducking = _own_winners(claimant.sees.believed_masters(position) & after_duck, partners)
    return min(_winning_cuts_off(position, claimant, c) for c in sure) > ducking


def _winning_cuts_off(position: EndPosition, claimant: Claimant, card: Card) -> int:
    """How many winners he sees winning this trick here with ``card`` costs, partner
    still to play: partner's last card of the suit spent under it when it is a winner
    with none to spare (:func:`_crashed`), and partner's winners in suits this hand
    holds none of when this hand has no way back to them."""
    me = position.to_play
    masks = position.masks()
    believed = claimant.sees.believed_masters(position)
    shift = SHIFT[card.suit]
    theirs_suit = (masks[me.partner] >> shift) & SUIT_BITS
    dropped = theirs_suit & -theirs_suit  # partner follows with his lowest
    mine = masks[me] & ~card_bit(card)
    partners = masks[me.partner] & ~(dropped << shift)
    crashed = _crashed(
        (believed >> shift) & SUIT_BITS, (masks[me] >> shift) & SUIT_BITS, theirs_suit, dropped
    )
    if not _no_way_back(position, claimant, mine, partners):
        return crashed
    return crashed + _own_winners(partners & believed, mine)


def _partner_surely_wins(position: EndPosition, claimant: Claimant) -> bool:
    """Partner, still to play to this trick (so he plays last), holds a card of the
    led suit that beats the cards played so far and that the claimer sees is master."""
    partner = position.to_play.partner
    led = position.led_suit
    if led is None or partner not in seats_after(position):
        return False
    winner = position.current_winner()
    assert winner is not None
    top = position.trick[(winner - position.leader) % 4]
    if top.suit != led:
        return False  # ruffed already: following suit cannot win it
    # believed-in-the-trick: master as he sees it, an overlooked card believed gone
    view = claimant.sees
    return any(
        card.rank > top.rank and view.believed_master(position, card)
        for card in position.cards_in(partner, led)
    )


def _discards(position: EndPosition, claimant: Claimant, hand: Iterable[Card]) -> list[NormalPlay]:
    """keep-masters: any card he does not see is a winner may go; when every card is a
    master, he throws a spare one (:func:`_surplus_master`: a suit the opponents have
    no cards left in, or more masters than they have cards) before a master that still
    stops their suit (he sees the cards played).  keep-entries: partner's way to this
    hand's winners is kept; when partner takes this trick and leads next, before
    anything else, otherwise among the cards keep-masters leaves.  low-spot: of the
    cards left of a suit he does not see a master in, the lowest goes."""
    partner_takes = _partner_takes_trick(position, claimant)
    plays = _discards_before_the_way_back(position, claimant, hand, partner_takes)
    if partner_takes or len(plays) < 2:
        return _low_discards(position, claimant, plays)
    kept = _keeping_the_way_back(position, claimant, [p.card for p in plays])
    if len(kept) == len(plays):
        return _low_discards(position, claimant, plays)
    return _low_discards(
        position,
        claimant,
        [_play(p.card, (*p.rules, R.KEEP_ENTRIES), p.note) for p in plays if p.card in kept],
    )


def _low_of_each_suit(
    position: EndPosition, claimant: Claimant, cards: Iterable[Card]
) -> set[Card]:
    """low-spot: of ``cards`` he does not see as masters, the lowest of each suit (the
    masters are keep-masters' to choose among)."""
    masters = claimant.sees.believed_masters(position)
    lowest: dict[Suit, Card] = {}
    for card in cards:
        if masters >> (card.suit._value_ * SUIT_STRIDE + card.rank._value_) & 1:
            continue
        low = lowest.get(card.suit)
        if low is None or card.rank._value_ < low.rank._value_:
            lowest[card.suit] = card
    return set(lowest.values())


def _low_discards(
    position: EndPosition, claimant: Claimant, plays: list[NormalPlay]
) -> list[NormalPlay]:
    """low-spot on :func:`_discards`' plays: a higher spot of a suit goes only when no
    lower card of it, not a master he sees, is left to throw (a card that cannot win goes
    low, as in following suit: play-low).  The card kept names the rule when it decided."""
    if len(plays) < 2:
        return plays
    low = _low_of_each_suit(position, claimant, [p.card for p in plays])
    masters = claimant.sees.believed_masters(position)
    out: list[NormalPlay] = []
    dropped: set[Suit] = set()
    for p in plays:
        card = p.card
        if card in low or masters >> (card.suit._value_ * SUIT_STRIDE + card.rank._value_) & 1:
            out.append(p)
        else:
            dropped.add(card.suit)
    if not dropped:
        return plays
    return [
        _play(p.card, (*p.rules, R.LOW_SPOT), p.note) if p.card in low and p.card.suit in dropped
        else p
        for p in out
    ]


def _discards_before_the_way_back(
    position: EndPosition,
    claimant: Claimant,
    hand: Iterable[Card],
    partner_takes: bool | None = None,
) -> list[NormalPlay]:
    """:func:`_discards` but for the way back when an opponent may take the trick
    (``partner_takes``: :func:`_partner_takes_trick`, if known)."""
    trump = position.trump
    cards = [c for c in hand if c.suit != trump] or list(hand)
    every = len(cards)
    if partner_takes is None:
        partner_takes = _partner_takes_trick(position, claimant)
    if partner_takes:
        cards = _keeping_the_way_back(position, claimant, cards)
    if not claimant.defender_partner(position.to_play, position):
        # no-simple-blockage: a discard does not block a suit he sees winners in (the
        # Bridge Winners 4NT: declarer's last small diamond, the ♦9 beside the ♦A,
        # thrown on dummy's spades crashes the ♦A with dummy's ♦K-T); among the cards
        # he does not see are masters only: a master thrown to save a block is no
        # better (keep-masters first)
        masters = claimant.sees.believed_masters(position)
        losers = [
            c for c in cards if not masters >> (c.suit._value_ * SUIT_STRIDE + c.rank._value_) & 1
        ]
        # a block needs partner to hold the suit: most discards are asked nothing more
        partner = position.masks()[position.to_play.partner]
        unblocked = [
            c
            for c in losers
            if not (partner >> SHIFT[c.suit]) & SUIT_BITS
            or not _discard_blocks(position, claimant, c)
        ]
        if unblocked and len(unblocked) < len(losers):
            return _with(unblocked, R.KEEP_MASTERS, R.NO_SIMPLE_BLOCKAGE)
    return _discards_of(position, claimant, cards, every)


def _partner_takes_trick(position: EndPosition, claimant: Claimant) -> bool:
    """Does partner surely take this trick and lead next, as the claimer sees it?  He
    is winning it with nobody after him, or with a card no opponent still to play can
    beat (following higher; a ruff is not foreseen), or he plays last and holds a
    master of the led suit."""
    me = position.to_play
    if me.partner in seats_after(position):
        trick = position.trick
        if len(trick) != 1:
            return False
        shift = SHIFT[trick[0].suit]
        partners = position.masks()[me.partner]
        masters = claimant.sees.believed_masters(position)
        return bool((partners >> shift) & (masters >> shift) & SUIT_BITS)
    winner = position.current_winner()
    if winner != me.partner:
        return False
    if not seats_after(position):
        return True
    card = position.trick[(winner - position.leader) % 4]
    return card.suit != position.led_suit or not claimant.sees.higher_possibly_after(
        position, card
    )


def _discard_blocks(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Would discarding ``card`` leave its suit blocked between the two hands when it
    was not (:func:`creates_blockage`, for a card thrown on another suit), or leave this
    hand a lone master under a higher master of partner's, who holds more of the suit,
    with no entry to partner outside it (two winners that can only fall together or
    strand one: the Bridge Winners 4NT's ♦Q left alone beside dummy's ♦K-T)?"""
    suit = card.suit._value_
    if _blocking_ranks(position, claimant, suit, discard=True) >> card.rank._value_ & 1:
        return True
    me = position.to_play
    masks = position.masks()
    shift = SHIFT[card.suit]
    mine = (masks[me] >> shift) & SUIT_BITS
    rest = mine & ~(1 << card.rank._value_)
    partners = (masks[me.partner] >> shift) & SUIT_BITS
    after = masks[me] & ~card_bit(card)
    out = claimant.sees.believed_out_bits(position, card.suit)
    if _run_tricks(rest, partners, out) < _run_tricks(mine, partners, out):
        # a small card the suit's run needs (the Bridge Winners 4NT: declarer's ♦A-Q-9
        # opposite dummy's ♦K-T-5, the ♦J out, run three diamonds from either hand; the
        # ♦9 thrown on dummy's spades leaves the ♦A-Q, and then one honour falls on
        # another, the ♦K first or the ♦5 to the ♦A alike): the block depends on which
        # hand is on lead, not on the shape, and an outside entry either way relieves it
        believed = claimant.sees.believed_masters(position)
        trump = position.trump
        partner_mask = masks[me.partner]
        if not _outside_entry(believed, trump, suit, after, partner_mask) and not (
            _outside_entry(believed, trump, suit, partner_mask, after)
        ):
            return True
    if rest.bit_count() != 1 or partners.bit_count() < 2 or not partners > rest:
        return False  # not a lone card left under a longer, higher holding of partner's
    believed = claimant.sees.believed_masters(position)
    if not (believed >> shift) & rest or not (believed >> shift) & partners & ~(rest - 1):
        return False  # no two masters to fall together
    return not _outside_entry(believed, position.trump, suit, after, masks[me.partner])


_RUNS: Final[dict[int, int]] = {}  # _suit_run's answers: a few hundred holdings in practice


def _run_tricks(one: int, other: int, out: int) -> int:
    """The tricks a side's two holdings of one suit (rank bits) take in a run of the
    suit with nothing else, as the claimer sees it (``out``: the cards he believes the
    opponents hold), led from whichever hand does best: see :func:`_suit_run`."""
    if not one and not other:
        return 0
    top = out.bit_length()
    left = out.bit_count()
    return max(_suit_run(one, other, top, left), _suit_run(other, one, top, left))


def _suit_run(lead: int, other: int, top: int, left: int) -> int:
    """The most tricks the hand holding ``lead`` (rank bits), on lead, and partner's
    ``other`` take running the suit with no entry outside it.  A trick is the side's
    when its higher card is above ``top`` (the rank index + 1 of the highest card out,
    0 when none); the opponents keep that card until they have followed ``left`` rounds
    (the suit not breaking: one opponent may hold them all, a count he does not make),
    and the hand whose card wins leads the next round."""
    if not lead:
        return 0
    key = lead << 32 | other << 16 | top << 4 | left
    known = _RUNS.get(key)
    if known is not None:
        return known
    line = 1 << top >> 1  # the highest card out, as a bit (0 when none)
    after_top = top if left > 1 else 0
    after_left = left - 1 if left > 1 else 0
    best = 0
    cards = lead
    while cards:
        card = cards & -cards
        cards ^= card
        if not other:
            if card > line:
                best = max(best, 1 + _suit_run(lead ^ card, 0, after_top, after_left))
            continue
        replies = other
        while replies:
            reply = replies & -replies
            replies ^= reply
            if card > reply:
                if card > line:
                    won = _suit_run(lead ^ card, other ^ reply, after_top, after_left)
                    best = max(best, 1 + won)
            elif reply > line:
                won = _suit_run(other ^ reply, lead ^ card, after_top, after_left)
                best = max(best, 1 + won)
    _RUNS[key] = best
    return best


def _discards_of(
    position: EndPosition, claimant: Claimant, cards: list[Card], every: int
) -> list[NormalPlay]:
    """keep-masters among ``cards`` (the discards the entry rules left of ``every``)."""
    view = claimant.sees
    masters = view.believed_masters(position)  # one mask for every card's question
    keep = [c for c in cards if not masters >> (c.suit._value_ * SUIT_STRIDE + c.rank._value_) & 1]
    if len(cards) < every and not keep:
        # the way back kept decides among his masters: keep-entries is named with it
        return _with(_spare_masters(position, claimant, cards), R.KEEP_MASTERS, R.KEEP_ENTRIES)
    if keep:
        return _with(keep, R.KEEP_MASTERS)
    if claimant.defender_partner(position.to_play, position):
        # 70D2: partner of a claiming defender chooses among apparent winners freely
        return _with(cards, R.KEEP_MASTERS, R.DEFENDER_PARTNER)
    return _with(_spare_masters(position, claimant, cards), R.KEEP_MASTERS)


def _spare_masters(position: EndPosition, claimant: Claimant, cards: list[Card]) -> list[Card]:
    """keep-masters among masters: the most plainly spare of ``cards``."""
    # the most plainly spare first: a suit with no card out, then more masters than
    # cards out, then more masters than rounds, then one of two masters of a suit
    # before a suit's lone master (each needs a little more seeing)
    # (the lowest tier any card has; _surplus_master depends on the card's suit only,
    # so it is asked once a suit, not once a card and tier)
    tiers: dict[Suit, int] = {}
    plainest = 0
    for card in cards:
        tier = tiers.get(card.suit)
        if tier is None:
            tier = tiers[card.suit] = _surplus_master(position, claimant, card)
        if tier and (not plainest or tier < plainest):
            plainest = tier
    idle = [c for c in cards if tiers[c.suit] == plainest] if plainest else []
    return idle or cards


def _surplus_master(position: EndPosition, claimant: Claimant, card: Card) -> int:
    """How plainly ``card``, a master, is spare (0: not spare).  1: no card of its suit
    he believes out; 2: his side holds more masters than the cards he believes out
    (♦Q-J over West's lone ♦3: one is); 3: more masters than rounds his side can play in
    the suit, one trick a round and no more rounds than tricks after this one (with two
    cards left, ♦A opposite ♦K-7: one of them; Pula 6NT; ♠A-J opposite ♠Q-8: one of
    the three; Philadelphia
    2010: dummy keeps the ♦K, the lone diamond stopper, and throws a spade).  Partner's
    masters count: he sees dummy (or, claiming from dummy's side, his own hand), so with
    the ♠K here and the ♠6 in dummy over North's lone ♠2 the ♠K is spare while the ♥J
    is his only stopper against South's ♥7 (USBF 2019 Mixed USBC appeal 1's ending).
    4: his side holds two or more masters of the suit, so one goes and the suit stays
    stopped, before the lone master of another suit (NSWBA 2010: the ♦J beside the ♦A
    goes, not the ♥A over West's ♥Q).  He
    sees this suit by suit without counting the hand (seed 004).  It depends on the
    card's suit only (:func:`_discards` asks it once a suit)."""
    # on the suit's bits (claims.tables): every discard of a hand of masters asks it
    view = claimant.sees
    suit = card.suit
    out = view.believed_out_bits(position, suit)
    if not out:
        return 1
    me = position.to_play
    shift = SHIFT[suit]
    masks = position.masks()
    mine = (masks[me] >> shift) & SUIT_BITS
    partners = (masks[me.partner] >> shift) & SUIT_BITS
    # the two hands' cards are apart: the masters of both are one popcount
    masters = ((mine | partners) & (view.believed_masters(position) >> shift)).bit_count()
    if masters > out.bit_count():
        return 2
    longest = max(mine.bit_count(), partners.bit_count())
    # no more rounds than the tricks after this one: with two cards left he sees one
    # trick to come, and two masters of one suit are one too many (Pula 6NT: the ♦A
    # beside dummy's ♦K goes before the ♣J, the lone club stopper)
    rounds = min(longest, len(position.hands[me]) - 1)
    if masters > rounds:
        return 3
    # 4: a second master of the suit stays after it, so the suit is still stopped, while
    # a suit's lone master is its only stopper: with the ♥A, ♦A and ♦J left and the ♥Q,
    # ♥4, ♦6 and ♦4 out he throws the ♦J, not the ace he sees guards the ♥Q, a card he
    # knows is out without counting anything (NSWBA 2010 Appeal 1)
    return 4 if masters >= 2 else 0


def _keeping_the_way_back(
    position: EndPosition, claimant: Claimant, cards: list[Card]
) -> list[Card]:
    """keep-entries for a discard: this hand keeps a card partner can reach it with, if it
    can, whoever wins this trick (LKU-20 2.1: dummy does not throw the ♠Q that is South's
    way to dummy's diamonds; cutting oneself off is 'fornuftstridigt').  Partner may win
    this trick or the next one whoever leads to it, and from his hand the winners here
    must stay reachable: the Bridge Winners 4NT's dummy does not throw the ♦K, the one
    way from declarer's diamonds to dummy's four master spades, on the defence's heart,
    while a spade can go."""
    me = position.to_play
    if claimant.defender_partner(me, position):
        return cards  # 70D2: the claiming defender's partner is not credited with it
    masks = position.masks()
    believed = claimant.sees.believed_masters(position)  # once, for every card below
    trump = position.trump
    hand = masks[me]
    partner_hand = masks[me.partner]
    if _no_way_back_with(believed, trump, partner_hand, hand):
        # no way back whatever he throws: keep-entries has nothing to keep, and
        # throwing a master so that nothing is stranded is no entry play
        return cards
    keep = [
        c
        for c in cards
        if not _no_way_back_with(believed, trump, partner_hand, hand & ~card_bit(c))
    ]
    return keep or cards


def _free_void(
    position: EndPosition, claimant: Claimant, replanning: bool = False
) -> list[NormalPlay]:
    me = position.to_play
    hand = position.hands[me]
    trump = position.trump
    trumps = sorted((c for c in hand if c.suit == trump), key=lambda c: c.rank)
    winner = position.current_winner()
    assert winner is not None
    trick_ruffed = trump is not None and any(c.suit == trump for c in position.trick)
    if not trumps:
        return _discards(position, claimant, hand)
    if winner == me.partner:
        partner_card = position.trick[(winner - position.leader) % 4]
        sure = not higher_possibly_after(position, claimant, partner_card)
        if partner_card.suit == trump or sure:
            return _with(
                [p.card for p in _discards(position, claimant, hand)],
                R.NO_RUFFING_PARTNER,
                R.KEEP_MASTERS,
            )
        # partner's card may be beaten: ruffing is normal, and so is letting it run
        # while throwing a loser when he believes it wins (he overlooked the card that
        # beats it), when the run is a ruffing finesse that can gain, or as the loser on
        # a loser on the trick where his line failed; throwing a winner he sees instead
        # of ruffing is not
        if not _may_let_it_run(position, claimant, partner_card, replanning):
            return _ruffs(position, claimant, trumps, R.RUFF_AS_LED)
        losers = [
            p
            for p in _discards(position, claimant, hand)
            if not claimant.sees.believed_master(position, p.card)
        ]
        high = _high_ruff(position, claimant, trumps)
        if high is not None:
            return _with([high], R.STATED_RUFF_HIGH) + losers
        return _with(trumps, R.RUFF_LOW) + losers
    winning_trumps = [c for c in trumps if beats_trick(position, c)]
    if trick_ruffed:
        if winning_trumps:
            return _ruffs(position, claimant, winning_trumps, R.OVERRUFF)
        return _discards(position, claimant, hand)
    if (
        winning_trumps
        and _partner_surely_wins(position, claimant)
        and _ruff_sure(position, claimant)
    ):
        # keep-entries: partner, still to play, surely wins this trick with a master he
        # sees, and no one can overruff; a ruff here only takes the lead into this hand,
        # and when that leaves partner's winners with no way back he lets partner win it
        # instead.  (Where an overruff is possible the ruff stays normal: ruffing low at
        # that risk is seed 004's own example of careless play.)
        keeping = [c for c in winning_trumps if not _ruff_strands(position, claimant, c)]
        if not keeping:
            discards = [p.card for p in _discards(position, claimant, hand)]
            if len(trumps) == len(hand):
                # a hand of trumps alone has nothing to throw: its "discard" ruffs and
                # wins, so partner's master does not win (the Israel 7S's ♠J on North's
                # ♣9 over West's ♣T): no keep-entries, and the note says why he ruffs
                return _with(discards, R.KEEP_MASTERS, note=ONLY_TRUMPS)
            return _with(discards, R.KEEP_ENTRIES, R.KEEP_MASTERS, note=LETS_MASTER_WIN)
        winning_trumps = keeping
    ruffs = _ruffs(position, claimant, winning_trumps, R.WIN_WHEN_ABLE)
    spare = [
        c for c in hand if c.suit != trump and not claimant.sees.believed_master(position, c)
    ]
    if len(spare) > 1:  # low-spot: the loser on a loser is the suit's lowest
        low = _low_of_each_suit(position, claimant, spare)
        spare = [c for c in spare if c in low]
    # partner, holding a trump, threw a card on this trick instead of ruffing it
    partner_threw = trump is not None and bool(position.cards_in(me.partner, trump)) and any(
        position.leader.next(i) == me.partner and c.suit not in (position.led_suit, trump)
        for i, c in enumerate(position.trick)
    )
    if replanning and spare and not partner_threw:
        # his line failed and he re-plans: a loser on a loser is a careless, normal way
        # on (practice note 2, the USBF "ruffing finesse again" class); but both hands
        # do not throw a loser on one trick he could ruff (a ruff and discard offered)
        ruffs += _with(
            spare,
            R.STATED_LINE_BREAKS,
            R.KEEP_MASTERS,
            note="a loser on a loser",
        )
    return ruffs


def _ruff_strands(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    """Would ruffing with ``card``, on a trick partner (still to play) surely wins with
    a master of the led suit, leave the lead in this hand with no way back to partner's
    winners (partner following with his lowest card of the suit)?  LKU-20 2.1: cutting
    oneself off from partner's winners is 'fornuftstridigt' when a simple play keeps
    them (here: not ruffing, so partner wins it)."""
    me = position.to_play
    led = position.led_suit
    assert led is not None
    masks = position.masks()
    partners = masks[me.partner]
    follows = (partners >> SHIFT[led]) & SUIT_BITS
    partners &= ~((follows & -follows) << SHIFT[led])
    return _no_way_back(position, claimant, masks[me] & ~card_bit(card), partners)


def _may_let_it_run(
    position: EndPosition, claimant: Claimant, card: Card, replanning: bool
) -> bool:
    """ruff-as-led: may he throw a card on partner's ``card`` rather than ruff it?  Yes
    when he believes it wins, when he has just seen his stated line fail (the loser on
    a loser, practice note 2), or when letting it run is a ruffing finesse that can gain
    and that he has a reason to take:

    * it can gain when the leader holds the next card in play below or above it (♦Q
      from ♦Q-J, or the ♦J from it: equal cards give equal choices, which the search's
      merging of equal cards relies on); a lone ♦Q led to be ruffed with the ♦K out gains
      nothing by running (EBU-style 'worse than careless');
    * he has a reason when the ruff itself may be overruffed in his eyes (a trump he
      believes out may lie behind him) or when he conceded tricks; a claimer of every
      trick whose ruff is sure in his eyes does not risk a trick on an unstated finesse
      (Law 70E1 credits no unstated finesse; win-when-able, seed 004: he takes a trick
      he can surely win).
    The other opponent having shown out places the card that beats it behind him:
    running it then loses on sight (placed-honours)."""
    view = claimant.sees
    if replanning or view.believed_master(position, card):
        return True
    if placed_after(position, claimant, card):
        return False
    leader_cards = position.cards_in(position.leader, card.suit)
    # the cards in play when the trick began: this trick's cards count (East's ♦T,
    # played under the ♦Q, sits between the ♦Q and North's ♦8: no sequence)
    in_play = [c for seat in Seat for c in position.hands[seat]] + list(position.trick)
    below = [c for c in in_play if c.suit == card.suit and c.rank < card.rank]
    above = [c for c in in_play if c.suit == card.suit and c.rank > card.rank]
    in_sequence = (bool(below) and max(below, key=lambda c: c.rank) in leader_cards) or (
        bool(above) and min(above, key=lambda c: c.rank) in leader_cards
    )
    if not in_sequence:
        return False
    return claimant.concedes or not _ruff_sure(position, claimant)


def _overruff_possible(position: EndPosition, claimant: Claimant) -> bool:
    """An opponent still to play to the trick holds a trump (the cards, not his view:
    for the law a ruling cites, not for what is normal)."""
    trump = position.trump
    return trump is not None and any(
        position.cards_in(seat, trump)
        for seat in seats_after(position)
        if seat.side != claimant.side
    )


def _ruff_sure(position: EndPosition, claimant: Claimant) -> bool:
    """In his eyes no opponent still to play can overruff: no trump he believes out, or
    every opponent after him has shown out of trumps."""
    trump = position.trump
    if trump is None or not claimant.sees.believed_out(position, trump):
        return True
    return all(
        position.known_void(seat, trump)
        for seat in seats_after(position)
        if seat.side != claimant.side
    )


def _ruffs(
    position: EndPosition, claimant: Claimant, trumps: list[Card], why: Rule
) -> list[NormalPlay]:
    high = _high_ruff(position, claimant, trumps)
    if high is not None:
        return _with([high], why, R.STATED_RUFF_HIGH)
    if claimant.settings.ruffing is RuffChoice.LOWEST:
        return _with([_lowest(trumps)], why, R.RUFF_LOWEST)
    if not seats_after(position):
        # last to play: a higher trump gains nothing, it only throws a trump away
        return _with([_lowest(trumps)], why, R.LAST_HAND_RUFFS_LOW)
    low = _lowest(trumps)
    if _ruff_sure(position, claimant) and not _overruff_possible(position, claimant):
        # no overruff, in his eyes (no trump he believes out, or every opponent after
        # him shown out of trumps) nor in the cards: the low ruff risks nothing, so
        # ruff-low (70C3, "risking an overruff") is not what makes it normal, and the
        # ruling does not cite it (bridgeditalia 2013 cited 70C3 beside "Law 70C does
        # not apply").  A claimer who forgot the trump that does overruff keeps the tag:
        # the trick lost to it is 70C3's (EBU 'Claim at the club', West's ♥T)
        return _with([low], why) + _with([c for c in trumps if c != low], why)
    return _with([low], why, R.RUFF_LOW) + _with([c for c in trumps if c != low], why)


def _high_ruff(position: EndPosition, claimant: Claimant, trumps: list[Card]) -> Card | None:
    """stated-ruff-high: the trump a claimer who said he ruffs high ruffs with, among
    ``trumps`` (his winning ones): the lowest above every trump he believes is out, or
    his highest when none is above them or he believes none is out ("high" is then the
    only thing his words say).  None when he did not say so, or plays last to the trick
    (no one can overruff: the lowest that wins, as without the words)."""
    if not claimant.sees.ruffs_high or not trumps or not seats_after(position):
        return None
    trump = position.trump
    assert trump is not None
    out = claimant.sees.believed_out(position, trump)
    if not out:
        return _highest(trumps)  # "high" with no trump he knows of: his highest
    above = [c for c in trumps if c.rank > out[0].rank]
    return _lowest(above) if above else _highest(trumps)


def exclusion_reason(position: EndPosition, claimant: Claimant, card: Card) -> Rule:
    """The rule that keeps a legal ``card`` out of the free normal plays here."""
    side = claimant.side
    trump = position.trump
    me = position.to_play
    if not position.trick:
        trump_out = trump is not None and bool(outstanding(position, side, trump))
        if card.suit == trump:
            offered = card in {
                p.card
                for p in _suit_leads(
                    position, claimant, trump, [c for c in position.hands[me] if c.suit == trump]
                )
            }
            if offered and trumps_drawn(position, side):
                return R.TRUMPS_NOT_FORCED  # a trump he could cash from the top
            if offered:
                return R.KEEP_ENTRIES  # another draw cuts off fewer winners he sees
            return R.TRUMPS_FROM_THE_TOP
        if (
            trump_out
            and claimant.aware_of_trump
            and any(c.suit == trump for c in position.hands[me])
        ):
            return R.AWARE_DRAWS_TRUMP
        if card not in _believed_winners(position, claimant, position.hands[me]):
            if claimant.concedes:
                return R.CASH_BEFORE_CONCEDING  # any card but for his count
            return R.BELIEVED_WINNERS
        if creates_blockage(position, claimant, card) or _low_lead_blocks(
            position, claimant, card
        ):
            return R.NO_SIMPLE_BLOCKAGE
        if strands_winners(position, claimant, card):
            return R.KEEP_ENTRIES
        if (
            claimant.concedes
            and card not in _believed_winning(position, claimant, position.hands[me])
            and leaves_winners_behind(position, claimant, card)
        ):
            return R.KEEP_ENTRIES
        if crashes_winners(position, claimant, card):
            return R.NO_CRASH
        if spends_ruffing_trump(position, claimant, card):
            return R.KEEP_RUFFING_TRUMPS
        stranded = _stranded_count(position, claimant, card)
        if stranded and any(
            _stranded_count(position, claimant, p.card) < stranded
            for p in _free_leads(position, claimant)
        ):
            return R.KEEP_ENTRIES  # another lead cuts off fewer winners he sees
        mine = [c for c in position.hands[me] if c.suit == card.suit]
        partner_cards = position.cards_in(me.partner, card.suit)
        if _top_lead_blocks(position, claimant, card):
            return R.NO_SIMPLE_BLOCKAGE
        if (
            partner_cards
            and len(mine) >= len(partner_cards)
            and card not in (_highest(mine), _lowest(mine))
            and _highest(partner_cards).rank > card.rank
        ):
            return R.LOW_SPOT  # a middle card led from the longer hand under partner's
        if claimant.settings.suit_order is SuitOrder.TOP_DOWN and not (
            card.suit in claimant.solid_at_claim or has_solidity(position, side, card.suit)
        ):
            return R.TOP_DOWN_ORDER
        return R.FROM_THE_TOP
    led = position.led_suit
    winner = position.current_winner()
    hand = position.hands[me]
    if card.suit == led:
        low = _lowest([c for c in hand if c.suit == led])
        if (
            winner == me.partner
            and not beats_trick(position, card)
            and card != low
            and creates_blockage(position, claimant, low)
            and _unblock_strands_more(position, claimant, card)
        ):
            return R.KEEP_ENTRIES  # an unblock that cuts this hand's winners off
        if creates_blockage(position, claimant, card):
            return R.NO_SIMPLE_BLOCKAGE
        if (
            winner == me.partner
            and not beats_trick(position, card)
            and card != low
            and relieved_block(position, claimant, low)
        ):
            # a winner thrown under partner's to unblock a suit that is no block
            # as he sees it (BBO 'A Genuine Grosvenor': the ♣Q under the ♣A)
            return R.NO_SIMPLE_BLOCKAGE
        if beats_trick(position, card) and placed_after(position, claimant, card):
            return R.PLACED_HONOURS
        sure = [
            c
            for c in hand
            if c.suit == led
            and beats_trick(position, c)
            and not higher_possibly_after(position, claimant, c)
        ]
        layout_known = any(position.known_void(s, card.suit) for s in opponents_of(side))
        if layout_known and card in sure:
            return R.PLACED_HONOURS  # not the cheapest sure winner
        if sure and beats_trick(position, card) and card not in sure:
            if _beaten_by_several(position, claimant, card):
                return R.ONE_CARD_FINESSE
            if _against_a_spot(position, claimant, card) and not placed_after(
                position, claimant, card
            ):
                return R.HONOUR_FINESSE
            if _finesse_risks_more(position, claimant, card):
                return R.KEEP_ENTRIES
            if _top_down_follow(position, claimant):
                return R.TOP_DOWN_ORDER
        if sure and winner != me.partner:
            return R.WIN_WHEN_ABLE
        if winner == me.partner and higher_possibly_after(
            position, claimant, position.trick[(winner - position.leader) % 4]
        ):
            unblock = _expert_unblock(position, claimant, [c for c in hand if c.suit == led])
            if unblock is not None and card != unblock:
                return R.EXPERT_UNBLOCK
        if sure and winner == me.partner and not beats_trick(position, card):
            partner_card = position.trick[(winner - position.leader) % 4]
            if placed_after(position, claimant, partner_card):
                return R.PLACED_HONOURS
            if _beaten_by_several(position, claimant, partner_card) or (
                higher_possibly_after(position, claimant, partner_card)
                and _run_gains_nothing(position, claimant, partner_card)
            ):
                return R.ONE_CARD_FINESSE
            if higher_possibly_after(position, claimant, partner_card) and _against_a_spot(
                position, claimant, partner_card
            ):
                return R.HONOUR_FINESSE
            if no_way_back(
                position,
                claimant,
                list(position.hands[me.partner]),
                [x for x in hand if x != card],
            ):
                return R.KEEP_ENTRIES
        return R.PLAY_LOW
    ruffed = trump is not None and any(c.suit == trump for c in position.trick)
    if card.suit == trump:
        if winner == me.partner:
            return R.NO_RUFFING_PARTNER
        if (
            not ruffed
            and _partner_surely_wins(position, claimant)
            and _ruff_sure(position, claimant)
            and _ruff_strands(position, claimant, card)
        ):
            return R.KEEP_ENTRIES
        high = _high_ruff(position, claimant, [c for c in hand if c.suit == trump
                                               and beats_trick(position, c)])
        if high is not None and card != high and beats_trick(position, card):
            return R.STATED_RUFF_HIGH
        if claimant.settings.ruffing is RuffChoice.LOWEST and beats_trick(position, card):
            return R.RUFF_LOWEST
        if not seats_after(position) and beats_trick(position, card):
            return R.LAST_HAND_RUFFS_LOW
        return R.OVERRUFF if ruffed else R.PLAY_LOW
    can_ruff = any(c.suit == trump and beats_trick(position, c) for c in hand)
    if winner != me.partner and can_ruff:
        return R.OVERRUFF if ruffed else R.WIN_WHEN_ABLE
    discards = [c for c in hand if c.suit != trump] or list(hand)
    kept = _keeping_the_way_back(position, claimant, discards)
    if card in discards and card not in kept and (
        _partner_takes_trick(position, claimant)
        or card in {p.card for p in _discards_before_the_way_back(position, claimant, hand)}
    ):
        return R.KEEP_ENTRIES  # partner's way to this hand's winners
    if (
        card in kept
        and not claimant.defender_partner(me, position)
        and not claimant.sees.believed_master(position, card)
        and _discard_blocks(position, claimant, card)
        and any(
            not claimant.sees.believed_master(position, c)
            and not _discard_blocks(position, claimant, c)
            for c in kept
        )
    ):
        return R.NO_SIMPLE_BLOCKAGE  # a discard that blocks a suit
    if card in kept and not claimant.sees.believed_master(position, card):
        lower = [
            c
            for c in kept
            if c.suit == card.suit
            and c.rank._value_ < card.rank._value_
            and not claimant.sees.believed_master(position, c)
        ]
        if lower and not all(_discard_blocks(position, claimant, c) for c in lower):
            return R.LOW_SPOT  # a higher spot thrown while a lower one is left
    if winner == me.partner and not claimant.sees.believed_master(position, card):
        partner_card = position.trick[(winner - position.leader) % 4]
        if partner_card.suit != trump and higher_possibly_after(position, claimant, partner_card):
            return R.RUFF_AS_LED
        return R.NO_RUFFING_PARTNER
    return R.KEEP_MASTERS


# --------------------------------------------------------------------------- stated line
# the notes beside a card played to a trick his side gives up (a stated concession)
DUCKS: Final = "ducks as stated"
DUCK_WINS: Final = "his lowest card: it wins the trick he meant to give up"
class StepStatus(Enum):
    ACTIVE = "active"
    DONE = "done"


@dataclass(frozen=True, slots=True)
class PlanState:
    """Where the claimer is in his stated line: part of the search state.

    ``steps`` is the stated line with conditionals resolved; ``index`` the step under
    way; ``rounds`` how many tricks of it are done; ``in_trick`` whether the current
    trick was started by the step; ``broken`` the reason the line was given up (then
    the claimer plays freely: practice note 2 and WBFLC 2001-11-01).
    """

    steps: tuple[Step, ...] = ()
    index: int = 0
    rounds: int = 0
    in_trick: bool = False
    broken: str = ""
    technique: bool = False
    # the trick under way crosses to the hand that makes the step (see _cross): the
    # partner of the leader wins it
    crossing: bool = False
    # the trick (counted as tricks left) of his first free turn after the line broke:
    # the loser on a loser is his reaction on that trick, not a licence for the rest
    # of the play (USBF 2019 Mixed USBC appeal 1: one such discard)
    broken_at: int = 0

    def __hash__(self) -> int:
        # every turn looks its state up (normal_plays' cache, the search's children):
        # the generated hash hashed every step of the stated line each time, a Python
        # call per step in the compiled core (BBO 'Poor claim': 11.9 million calls, 7 s
        # of 52).  The steps are left out: equal states still hash alike, and states of
        # one search share one tuple of steps (``__eq__`` compares it, by identity first).
        return hash(
            (len(self.steps), self.index, self.rounds, self.in_trick, self.broken,
             self.technique, self.crossing, self.broken_at)
        )

    def __eq__(self, other: object) -> bool:
        # the fields the generated __eq__ compares, compiled (dataclasses writes its own
        # in interpreted Python, even in the compiled core); the steps last, by identity
        # first (the states of one search share one tuple of steps)
        if not isinstance(other, PlanState):
            return NotImplemented
        return (
            self.index == other.index
            and self.rounds == other.rounds
            and self.in_trick == other.in_trick
            and self.broken == other.broken
            and self.technique == other.technique
            and self.crossing == other.crossing
            and self.broken_at == other.broken_at
            and (self.steps is other.steps or self.steps == other.steps)
        )

    @property
    def step(self) -> Step | None:
        if self.broken or self.index >= len(self.steps):
            return None
        return self.steps[self.index]

    def advance(self) -> PlanState:
        return PlanState(self.steps, self.index + 1, 0, False, self.broken, self.technique)

    def break_off(self, why: str) -> PlanState:
        return PlanState(self.steps, self.index, self.rounds, False, why, self.technique)


def initial_state(steps: tuple[Step, ...], position: EndPosition, side: Side) -> PlanState:
    """The plan state at the claim.  A claim made in the middle of a trick his side led
    counts that trick as the first step's when it is in the step's suit ("finessing the
    queen" said after leading towards it).  So does one made in a trick the opponents
    led, for a stated ruff of the suit led by a hand void in it that has still to play
    ("I ruff in hand" said over the diamond led: FIGB 'L'Esperto risponde' 2013; the
    ruff made on it was his stated one, which the next trick then called impossible)."""
    state = PlanState(steps=steps)
    if not position.trick or not steps:
        return state
    first = steps[0]
    if position.leader.side != side:
        led = position.led_suit
        if isinstance(first, Ruff) and led is not None and (
            led == first.suit or led in first.also
        ):
            target = first.in_hand if first.in_hand is not None else position.ruffing_hand(
                side, first.suit
            )
            if target.side == side and target not in _played_to_trick(position) and not (
                position.cards_in(target, led)
            ):
                return PlanState(steps=steps, in_trick=True)
        return state
    suit = getattr(first, "suit", None)
    if isinstance(first, Finesse | Ruff | Cash | Drop | Concede | IfPlayed) and suit in (
        None,
        position.led_suit,
    ):
        return PlanState(steps=steps, in_trick=True)
    return state


def _played_to_trick(position: EndPosition) -> frozenset[Seat]:
    """The seats that have played to the trick in progress."""
    return frozenset(position.leader.next(i) for i in range(len(position.trick)))


def resolve_conditionals(plan: Plan, position: EndPosition, side: Side) -> tuple[Step, ...]:
    """Flatten conditionals by the actual layout: the claimer sees the break as the
    suit is played, so the branch that the cards will show is the one he follows.

    A condition on a card (:class:`CardCondition`) is resolved the same way, by where
    the card really is (:func:`card_condition_holds`): the claimer sees it fall, or the
    finesse win or lose, as the suit is played, so the branch the cards will show is the
    one he follows, and Law 70D1 binds him to his stated line in that branch (a finesse
    he stated for the case the queen does not drop is taken when it does not)."""
    out: list[Step] = []
    steps = plan.steps
    for index, step in enumerate(steps):
        if isinstance(step, Conditional):
            cond = step.condition
            if isinstance(cond, CardCondition):
                holds = card_condition_holds(cond, position, side)
            else:
                worst = max(
                    sum(1 for c in position.hands[seat] if c.suit == cond.suit)
                    for seat in opponents_of(side)
                )
                holds = cond.holds(worst)
            branch = step.then if holds else step.otherwise
            out.extend(resolve_conditionals(Plan(steps=branch), position, side))
        elif isinstance(step, Finesse) and step.card is None:
            out.append(_finesse_card_at_claim(step, position, side))
        elif isinstance(step, Concede) and any(isinstance(s, Rest) for s in steps[:index]):
            # a trick given up after the rest is the remainder he concedes: played when
            # his winners are cashed (counts_tricks, cash-before-conceding), not as a step
            # that would give the lead away first
            continue
        elif not isinstance(step, Rest | CountTricks):
            out.append(step)
    return tuple(out)


def finessing_hand(card: Card, position: EndPosition, side: Side) -> Seat | None:
    """The hand of ``side`` that plays second for his side when he finesses against the
    opponents' ``card`` (the finesse wins when the card lies with the opponent who plays
    just before it).  ``F`` is his side's highest card of the suit below the card:

    * the hand holding ``F`` finesses when it also holds a card above the card (♠A-Q
      against the ♠K, ♠K-J against the ♠Q, ♠A-Q-J): he leads towards it;
    * when ``F`` has an equal below it (the next lower card his side holds, with no card
      of the opponents' between) and partner holds a card above the card, ``F`` is led
      and partner plays second (♠Q led from ♠Q-x-x towards ♠A-J-10, or the ♠J from
      ♠J-10-9 towards ♠A-x-x: the ♠K must lie with the opponent before partner);
    * otherwise he leads towards ``F``: its hand finesses (♠A-x opposite ♠Q-x-x, the ♠K
      before the ♠Q; ♠K-x against the ♠A).

    None when his side has no card of the suit below it (no finesse)."""
    suit = card.suit
    ours = sorted(
        ((c.rank, seat) for seat in side.seats for c in position.hands[seat] if c.suit == suit),
        reverse=True,
    )
    below = [(rank, seat) for rank, seat in ours if rank < card.rank]
    if not below:
        return None
    top_rank, hand = below[0]
    partner = hand.partner
    if any(c.suit == suit and c.rank > card.rank for c in position.hands[hand]):
        return hand
    partner_above = any(c.suit == suit and c.rank > card.rank for c in position.hands[partner])
    if partner_above and len(below) > 1:
        next_rank = below[1][0]
        theirs = [
            c.rank for seat in side.other.seats for c in position.hands[seat] if c.suit == suit
        ]
        if not any(next_rank < rank < top_rank for rank in theirs):
            return partner
    return hand


def card_condition_holds(cond: CardCondition, position: EndPosition, side: Side) -> bool:
    """Does the condition on an opponent's card hold in the real layout at the claim?

    * *it is with West* (``CARD_WITH``): West holds the card.
    * *the finesse against it wins* / *it is onside* (``CARD_FINESSE``): the card lies
      with the opponent who plays just before the hand that finesses, the hand that
      plays second for his side (:func:`finessing_hand`): the ♠K with West for North's
      ♠A-Q, where North's ♠Q, played after West's low card, wins; with East for South's
      ♠Q-x-x opposite North's ♠A-x (the lead towards the ♠Q), with West again for ♠Q-x-x
      opposite ♠A-J-10 (the ♠Q led).  Held after the finessing hand, the card beats the
      finesse card.  With no card of his side below it there is no finesse: the
      condition does not hold.
    * *it drops* (``CARD_DROPS``): its holder cannot keep it through the rounds his side
      cashes from the top above it.  Those rounds are his side's cards ranking above it,
      but no more than the longer of his two hands holds cards of the suit (two of his
      top cards played to one trick make one round): the holder's length in the suit is
      at most that count.  ♣A-K opposite ♣x-x drop the ♣Q from ♣Q-x or the bare ♣Q (two
      rounds); ♣A-K-J opposite ♣x drop ♣Q-x (the ♣A-K are two rounds), not ♣Q-x-x; a
      bare ♣A opposite a bare ♣K is one round and drops only the bare ♣Q.

    The condition is resolved as the cards will show it when the suit is played (the
    claimer sees the card fall, or the finesse card win), so it needs no count of his;
    what he stated for the branch that applies is his line (70D1)."""
    holder = position.holder(cond.card)
    if cond.test == CARD_WITH:
        return holder is not None and holder == cond.seat
    if holder is None or holder.side == side:
        return False
    if cond.test == CARD_FINESSE:
        hand = finessing_hand(cond.card, position, side)
        return hand is not None and holder == hand.next(3)
    if cond.test == CARD_DROPS:
        suit = cond.card.suit
        ours = side.seats
        above = sum(
            1 for seat in ours for c in position.hands[seat]
            if c.suit == suit and c.rank > cond.card.rank
        )
        longest = max(sum(1 for c in position.hands[seat] if c.suit == suit) for seat in ours)
        length = sum(1 for c in position.hands[holder] if c.suit == suit)
        return length <= min(above, longest)
    return False


def _finesse_card_at_claim(step: Finesse, position: EndPosition, side: Side) -> Finesse:
    """"The heart finesse" is the finesse of his side's highest heart that is not a
    master when he claims (the ♥J with the ♥Q out).  Fixed then: when the defence
    throws the ♥Q he sees it go, and his ♥J is no finesse to run into the ♥T
    (NSWBA 2010)."""
    ours = [
        c for seat in side.seats for c in position.hands[seat]
        if c.suit == step.suit and not is_master(position, side, c)
    ]
    return replace(step, card=_highest(ours)) if ours else step


@dataclass(frozen=True, slots=True)
class StepAction:
    """What the current step asks of this turn."""

    plays: tuple[NormalPlay, ...] = ()
    done: bool = False
    impossible: str = ""
    free: bool = False
    starts_trick: bool = False
    crossing: bool = False


def _step_name(step: Step) -> str:
    return step.words or type(step).__name__


# a stated card played on partner's winning card in the same trick only with these words
_OVERTAKE_WORDS: Final = re.compile(
    r"overtak|overtag|overtog|unblock|frigør|blokering", re.IGNORECASE
)


def _action_for(
    step: Step, state: PlanState, position: EndPosition, claimant: Claimant
) -> StepAction:
    me = position.to_play
    side = claimant.side
    hand = position.hands[me]
    partner = me.partner
    legal = position.legal_plays()
    on_lead = not position.trick
    trump = position.trump
    stated = (R.STATED_LINE,)

    if isinstance(step, PlayCards):
        pending = [c for c in step.cards if position.holder(c) is not None or c in position.trick]
        pending = [c for c in pending if c not in position.trick]
        if not pending:
            return StepAction(done=True)
        card = pending[0]
        holder = position.holder(card)
        if holder is None or holder.side != side:
            return StepAction(
                impossible=f"the statement names {card}, which his side does not hold"
            )
        if holder != me:
            mine = sorted((c for c in hand if c.suit == card.suit), key=lambda c: c.rank)
            if on_lead and mine and mine[0].rank < card.rank:
                # "club to the ace": the named card is partner's; the lead towards it
                # is the obvious consequence (issue 9), with the lowest card of the suit
                return StepAction(plays=(NormalPlay(mine[0], stated),), starts_trick=True)
            if on_lead:
                return StepAction(
                    impossible=f"the statement has {card} next, but the lead is in "
                    f"{me.full_name}'s hand (a lead from the wrong hand is never normal)"
                )
            return StepAction(free=True)
        if (
            not on_lead
            and position.current_winner() == partner
            and any(c in position.trick for c in step.cards)
            and beats_trick(position, card)
            and not _OVERTAKE_WORDS.search(step.words)
        ):
            # "the club queen, club to the ace": cards named one after another are
            # tricks one after another; the next one is not thrown on partner's winner
            # in the same trick unless he said so ("overtake", "unblock")
            return StepAction(free=True)
        if card in legal:
            return StepAction(plays=(NormalPlay(card, stated),), starts_trick=on_lead)
        if on_lead:
            return StepAction(impossible=f"{card} cannot be led now")
        return StepAction(free=True)

    if isinstance(step, DrawTrumps):
        if trump is None:
            return StepAction(impossible="there are no trumps to draw (notrump)")
        rounds_done = step.rounds is not None and state.rounds >= step.rounds
        if rounds_done or not outstanding(position, side, trump):
            return StepAction(done=True)
        mine = position.cards_in(side.seats[0], trump) + position.cards_in(side.seats[1], trump)
        if not mine:
            return StepAction(done=True)
        if not on_lead:
            return StepAction(free=True)
        my_trumps = [c for c in hand if c.suit == trump]
        if not my_trumps:
            return _cross(position, claimant, trump, "draw trumps")
        # a stated draw keeps entries as a free one does (the low trump to partner's
        # master trump rather than the top one crashing it: EBU Brighton 2011)
        plays = _keeping_entries(
            position, claimant, _suit_leads(position, claimant, trump, my_trumps)
        )
        return StepAction(
            plays=tuple(NormalPlay(p.card, stated + p.rules, p.note) for p in plays),
            starts_trick=True,
        )

    if isinstance(step, Cash | Drop):
        suit = step.suit
        rounds = step.rounds if isinstance(step, Cash) else None
        if rounds is not None and state.rounds >= rounds:
            return StepAction(done=True)
        side_cards = position.cards_in(me, suit) + position.cards_in(partner, suit)
        if not side_cards:
            # the last round is still being played: whether it is won decides whether
            # the line failed visibly (after_trick), so the step is not over yet
            return StepAction(free=True) if state.in_trick else StepAction(done=True)
        if not on_lead:
            return StepAction(free=True)
        if rounds is not None and not any(
            claimant.sees.believed_master(position, c) for c in side_cards
        ):
            # "cash four rounds" is over when no winner of the suit is left (two fell
            # on one trick): a loser led on is no cash (NSWBA 2010's ♠Q5 opposite ♠AKJ82)
            return StepAction(done=True)
        mine = [c for c in hand if c.suit == suit]
        if not mine:
            if any(is_master(position, side, c) for c in position.cards_in(partner, suit)):
                return _cross(position, claimant, suit, f"cash the {suit.word}s")
            return StepAction(free=True)
        plays = _suit_leads(position, claimant, suit, mine)
        if not any(R.FROM_THE_TOP in p.rules for p in plays):
            plays = _with([_highest(mine)], R.FROM_THE_TOP) + _with(
                [
                    c
                    for c in mine
                    if position.cards_in(partner, suit)
                    and _highest(position.cards_in(partner, suit)).rank > _highest(mine).rank
                    and c != _highest(mine)
                ],
                R.FROM_THE_TOP,
            )
        # "cash the spades" does not spend two of his winners on one trick
        plays = _not_crashing(position, claimant, _unblocked(position, claimant, plays))
        return StepAction(
            plays=tuple(NormalPlay(p.card, stated + p.rules, p.note) for p in plays),
            starts_trick=True,
        )

    if isinstance(step, Finesse):
        return _finesse_action(step, state, position, claimant)

    if isinstance(step, IfPlayed):
        return _if_played_action(step, state, position, claimant)

    if isinstance(step, Ruff):
        # "ruff two red cards": each ruff of either suit, his choice (both normal)
        suits = (step.suit, *step.also)
        target = step.in_hand if step.in_hand is not None else position.ruffing_hand(
            side, step.suit, claimant.claimer
        )
        if target.side != side:
            return StepAction(impossible=f"{target.full_name} is not in the claimer's side")
        if state.rounds >= step.count:
            return StepAction(done=True)
        if not on_lead and not state.in_trick:
            # a trick started before the ruff's turn (the last card of "CQ, CA, CK" led,
            # then "ruff the fourth round"): the ruff is the next trick's, not this one's
            return StepAction(free=True)
        if state.in_trick and position.trick and target in _played_to_trick(position):
            # the ruffing hand has played to this trick (the ruff is made, or was not
            # possible): partner plays after it freely, and the trick's end counts the
            # round; its trumps are not asked for again (FIGB 2013: dummy, last to play
            # after the stated ruff in hand, was told the hand had no trump to ruff with)
            return StepAction(free=True)
        void_in = [s for s in suits if not position.cards_in(target, s)]
        if not void_in and not state.in_trick:
            longer = [s for s in suits if position.can_ruff_later(target, s)]
            if longer:
                # "ruff a diamond" with the ♦9 still beside partner's ♦A-Q-J-8-2: the
                # ruff comes once the shorter hand is void, as a director reads it, not
                # a line broken at its first turn (Bridge Winners teams trial).  The
                # longer hand on lead cashes the suit's master first, the obvious way
                # to it (a normal play without the statement too); no ruff round yet
                masters = [
                    c for c in hand if c.suit in longer and is_master(position, side, c)
                ]
                if on_lead and me == target.partner and masters:
                    return StepAction(plays=(NormalPlay(
                        _highest(masters), (R.OBVIOUS_CONSEQUENCE,),
                        f"cashes it first, so that {target.full_name} can ruff the next",
                    ),))
                return StepAction(free=True)
            return StepAction(
                impossible=f"a ruff of {step.suit.word}s in {target.full_name}'s hand, which "
                "still holds the suit"
            )
        if trump is None or not position.cards_in(target, trump):
            if state.rounds:
                # "ruff two red cards in dummy" with the one ruff made: it was followed,
                # as the line shows, until the trumps ran out (BBO 'Poor claim')
                return StepAction(
                    impossible=f"{target.full_name} has no trump left after {state.rounds} "
                    f"of the {step.count} ruffs"
                )
            return StepAction(impossible=f"{target.full_name} has no trump to ruff with")
        if on_lead:
            if me == target:
                return StepAction(free=True)
            leads = [_lowest(mine) for s in void_in
                     if (mine := [c for c in hand if c.suit == s])]
            if not leads:
                return StepAction(impossible=f"{me.full_name} has no {step.suit.word} to lead")
            # (a card he sees is master may still be the one he said he ruffs: "ruff the
            # fourth round" ruffs dummy's master ♣8, St Petersburg 2000)
            # keep-entries: a ruff crosses to partner; while it would leave winners he
            # sees in this hand with no way back, he cashes them first (the free leads
            # keep the entries), as he would before any other crossing
            leads = [c for c in leads if not strands_winners(position, claimant, c)]
            if not leads:
                return StepAction(free=True)
            return StepAction(plays=tuple(_with(leads, R.STATED_LINE)), starts_trick=True)
        if state.in_trick and me == target and position.led_suit in suits:
            trumps = [c for c in legal if c.suit == trump]
            win = [c for c in trumps if beats_trick(position, c)]
            if step.card in win:
                # "ruff a heart with the queen": the trump he named
                return StepAction(plays=(NormalPlay(step.card, stated),))
            if win:
                return StepAction(plays=tuple(_ruffs(position, claimant, win, R.STATED_LINE)))
        return StepAction(free=True)

    if isinstance(step, Crossruff):
        if trump is None:
            return StepAction(impossible="a crossruff needs trumps")
        if on_lead:
            options = [
                c
                for c in hand
                if c.suit != trump
                and not position.cards_in(partner, c.suit)
                and position.cards_in(partner, trump)
            ]
            if not options:
                return StepAction(done=True)
            by_suit: dict[Suit, Card] = {}
            for c in options:
                if c.suit not in by_suit or c.rank < by_suit[c.suit].rank:
                    by_suit[c.suit] = c
            return StepAction(
                plays=tuple(_with(by_suit.values(), R.STATED_LINE)), starts_trick=True
            )
        if state.in_trick and position.led_suit != trump:
            trumps = [c for c in legal if c.suit == trump]
            win = [c for c in trumps if beats_trick(position, c)]
            if win and position.current_winner() != partner:
                return StepAction(plays=tuple(_ruffs(position, claimant, win, R.STATED_LINE)))
        return StepAction(free=True)

    if isinstance(step, Concede):
        if state.rounds >= step.count:
            return StepAction(done=True)
        if step.suit is None and on_lead and R.NEW_MASTER_CASHED not in claimant.relaxed:
            fresh = _new_masters(position, claimant, hand)
            if fresh:
                # cashed before the trick he meant to give up, which is still to come if
                # he has a loser left; not a trick of the concession (partner does not
                # "duck" under it: he plays as he would to any winner, no ruff of it)
                return StepAction(plays=tuple(_with(fresh, R.NEW_MASTER_CASHED)))
        if step.suit is not None and not state.in_trick:
            ours = position.cards_in(me, step.suit) + position.cards_in(partner, step.suit)
            if ours and all(is_master(position, side, c) for c in ours):
                # every card he has there wins: the words count a trick he expects to
                # lose (to a card he thinks is out), they do not describe a play
                return StepAction(done=True)
        if on_lead:
            if step.suit is None:
                # the trick he gives up: the lowest card of any suit, one he sees loses
                # when he has one (his choice of suit is free: each is normal)
                lows = _lowest_of_each_suit(hand)
                losers = [c for c in lows if not claimant.sees.believed_master(position, c)]
                return StepAction(
                    plays=tuple(_with(losers or lows, R.STATED_LINE)), starts_trick=True
                )
            mine = [c for c in hand if c.suit == step.suit]
            if not mine:
                if not (position.cards_in(partner, step.suit)):
                    return StepAction(impossible=f"his side has no {step.suit.word} to give up")
                return StepAction(free=True)
            return StepAction(plays=(NormalPlay(_lowest(mine), stated),), starts_trick=True)
        if state.in_trick:
            # a hand with nothing that loses the trick (only trumps, void in the suit led)
            # plays its lowest card and wins it: no duck, and the note must not say one
            return StepAction(
                plays=tuple(
                    NormalPlay(c, stated, DUCK_WINS if beats_trick(position, c) else DUCKS)
                    for c in _lowest_of_each_suit(legal)
                )
            )
        return StepAction(free=True)

    if isinstance(step, Discard):
        if position.holder(step.card) is None:
            return StepAction(done=True)
        holder = position.holder(step.card)
        if holder is None or holder.side != side:
            return StepAction(impossible=f"his side does not hold {step.card}")
        if on_lead and step.on is not None:
            return _discard_lead(step, holder, position, claimant)
        if me != holder or on_lead or step.card not in legal:
            return StepAction(free=True)
        if any(c.suit == position.led_suit for c in hand):
            return StepAction(free=True)
        on = _discard_target(step, position)
        if isinstance(on, Card) and on not in position.trick:
            return StepAction(free=True)
        if isinstance(on, Suit) and position.led_suit != on:
            return StepAction(free=True)
        return StepAction(plays=(NormalPlay(step.card, stated),))

    if isinstance(step, Technique):
        return StepAction(done=True)

    return StepAction(done=True)


def _new_masters(
    position: EndPosition, claimant: Claimant, hand: Iterable[Card]
) -> list[Card]:
    """new-master-cashed: the cards of ``hand`` that an opponent's card beat at the claim
    and that he now sees are masters (the higher cards fell in the play since: Seagull's
    ♥J once West's ♥Q dropped under the ♥A), none in a side suit while he believes a
    trump of theirs is out (it could be ruffed)."""
    before = claimant.theirs_at_claim
    if not before:
        return []
    view = claimant.sees
    trump = position.trump
    side_suits_safe = trump is None or not view.believed_out(position, trump)
    return [
        c
        for c in hand
        if ((before >> SHIFT[c.suit]) & SUIT_BITS) >> (c.rank._value_ + 1)
        and (side_suits_safe or c.suit == trump)
        and view.believed_master(position, c)
    ]


def _if_played_action(
    step: IfPlayed, state: PlanState, position: EndPosition, claimant: Claimant
) -> StepAction:
    """"If West plays low I take the ace, otherwise the jack" (BridgeNL 2024): one trick
    of ``step.suit`` led from the hand opposite the named cards; the card he plays there
    follows the card the opponent just before him played, which he sees.  Only that
    opponent can be watched, whoever was named (the player in second seat)."""
    me = position.to_play
    side = claimant.side
    stated = (R.STATED_LINE,)
    if state.rounds >= 1:
        return StepAction(done=True)
    holder = position.holder(step.then)
    if holder is None:
        return StepAction(done=True)
    if holder.side != side:
        return StepAction(
            impossible=f"the statement names {step.then}, which his side does not hold"
        )
    if not position.trick:
        if me == holder:
            purpose = f"lead a {step.suit.word} towards {step.then}"
            return _cross(position, claimant, step.suit, purpose)
        mine = position.cards_in(me, step.suit)
        if not mine:
            return StepAction(impossible=f"{me.full_name} has no {step.suit.word} to lead towards "
                              f"{step.then}")
        return StepAction(plays=(NormalPlay(_lowest(mine), stated),), starts_trick=True)
    if not state.in_trick or me != holder or position.led_suit != step.suit:
        return StepAction(free=True)
    before = position.trick[-1]
    named = [c for c in (step.then, step.otherwise) if c is not None]
    if step.card is not None:
        shown = before == step.card
    else:
        # "plays low": a card under every card he names (a discard is no honour either)
        shown = before.suit != step.suit or before.rank < min(c.rank for c in named)
    choice = step.then if shown else step.otherwise
    if choice is None or choice not in position.legal_plays():
        return StepAction(free=True)
    if before.suit == step.suit and before.rank > choice.rank:
        # "otherwise the jack" with the king played before it: the jack loses on sight
        # (issue 8, class 1: a play that loses to a card he sees is no line), so the
        # words do not decide this card; he plays as any claimer would
        return StepAction(free=True)
    return StepAction(plays=(NormalPlay(choice, stated),))


def _cross(position: EndPosition, claimant: Claimant, suit: Suit, purpose: str) -> StepAction:
    """The hand on lead cannot make the stated step in ``suit``; the other hand can.
    Getting there is part of the step when there is one simple way (issue 9; seed 004's
    "jeg kniber med damen": what follows at once from the words is stated): a suit in
    which the other hand holds a master over every card led.  A ruff is no simple way
    (it spends the trump the step may need, and a stated line must never do worse than
    no statement: tests/test_search_properties.py), so with no master way the step is
    impossible (the ruling says so) and play goes on as if it had not been stated; with
    several ways the claimer may take any of them, so the turn is left to normal play."""
    me = position.to_play
    side = claimant.side
    partner = me.partner
    ways: dict[Suit, Card] = {}
    for card in position.hands[me]:
        if card.suit == suit:
            continue
        theirs = position.cards_in(partner, card.suit)
        mine = [c for c in position.hands[me] if c.suit == card.suit]
        over = theirs and is_master(position, side, _highest(theirs)) and all(
            c.rank < _highest(theirs).rank for c in mine
        )
        if over and (card.suit not in ways or card.rank < ways[card.suit].rank):
            ways[card.suit] = card
    if not ways:
        # no suit where every card of his goes under partner's master: a low card under
        # it is a way too (North's ♥3 to South's ♥K beside North's ♥A, NSWBA 2010)
        for card in position.hands[me]:
            theirs = position.cards_in(partner, card.suit)
            if card.suit == suit or not theirs:
                continue
            top = _highest(theirs)
            if is_master(position, side, top) and card.rank < top.rank and (
                card.suit not in ways or card.rank < ways[card.suit].rank
            ):
                ways[card.suit] = card
    if not ways:
        return StepAction(
            impossible=f"to {purpose} the lead must reach {partner.full_name}'s hand, and "
            f"{me.full_name} has no way there"
        )
    if len(ways) > 1:
        return StepAction(free=True)
    (card,) = ways.values()
    return StepAction(
        plays=(NormalPlay(card, (R.OBVIOUS_CONSEQUENCE,),
                          f"crosses to {partner.full_name}'s hand to {purpose}"),),
        crossing=True,
    )


def _crossing_win(position: EndPosition, claimant: Claimant) -> list[NormalPlay] | None:
    """In a crossing trick, the hand crossed to wins it as cheaply as it can (the point
    of the crossing); the leader's partner only: the other hand has played."""
    me = position.to_play
    if me.side != claimant.side or not position.trick or position.leader != me.partner:
        return None
    winners = [c for c in position.legal_plays() if beats_trick(position, c)]
    if not winners:
        return None
    # the cheapest card that no opponent still to play can beat (the ace over a king
    # sitting behind), else the highest
    sure = [c for c in winners if not higher_possibly_after(position, claimant, c)]
    card = _lowest(sure) if sure else _highest(winners)
    return [NormalPlay(card, (R.OBVIOUS_CONSEQUENCE,), "wins the crossing trick")]


def _discard_target(step: Discard, position: EndPosition) -> Card | Suit | None:
    """The card or suit ``step``'s discard is still to go on.  A discard stated on a
    card that has been played without it (the hand had to follow to it: "on the king
    and queen of diamonds I discard dummy's two clubs" with dummy's ♦J) stays his line:
    the card goes on the next card of that suit, loser or not (FIGB 'L'Esperto
    risponde', 17 May 2017: the director's "la fiori rimane perdente", the club stays a
    loser; the establishing ruff the claim never stated is not credited)."""
    on = step.on
    if isinstance(on, Card) and on not in position.trick and position.holder(on) is None:
        return on.suit
    return on


def _discard_lead(
    step: Discard, holder: Seat, position: EndPosition, claimant: Claimant
) -> StepAction:
    """On lead with a discard on a winner still to make: "discard the club on the
    diamonds" means leading the diamonds from the hand that holds them (the obvious
    consequence of the words), and, from the discarding hand, crossing in that suit when
    the other hand holds winners to spare (seed 004's "jeg kniber med damen" principle).
    A lead that wins nothing for the discard is left free."""
    me = position.to_play
    side = claimant.side
    on = _discard_target(step, position)
    suit = on.suit if isinstance(on, Card) else on
    assert suit is not None
    hand = position.hands[me]
    mine = [c for c in hand if c.suit == suit]
    if me != holder:
        if isinstance(on, Card):
            if on in hand:
                return StepAction(plays=(NormalPlay(on, (R.STATED_LINE,)),), starts_trick=True)
            return StepAction(free=True)
        masters = [c for c in mine if is_master(position, side, c)]
        if masters:
            return StepAction(
                plays=(NormalPlay(_highest(masters), (R.STATED_LINE, R.FROM_THE_TOP)),),
                starts_trick=True,
            )
        return StepAction(free=True)
    # the discarding hand is on lead: cross to the winners when the suit is a way
    # there and they are enough to spare one for the crossing
    theirs = position.cards_in(me.partner, suit)
    spare = [c for c in theirs if is_master(position, side, c) and c != on]
    if mine and len(spare) >= 1 and (isinstance(on, Card) or len(spare) >= 2) and all(
        c.rank < _highest(theirs).rank for c in mine
    ):
        return StepAction(
            plays=(NormalPlay(_lowest(mine), (R.OBVIOUS_CONSEQUENCE,), "crosses to the winners"),),
            crossing=True,
        )
    return StepAction(free=True)


def _finesse_action(
    step: Finesse, state: PlanState, position: EndPosition, claimant: Claimant
) -> StepAction:
    """Lead towards the finesse card and play it unless covered (seed 004: "jeg kniber
    med damen" means the ace goes on the king if it appears: obvious-consequence)."""
    side = claimant.side
    me = position.to_play
    suit = step.suit
    hand = position.hands[me]
    if state.rounds >= 1:
        return StepAction(done=True)
    side_cards = position.cards_in(me, suit) + position.cards_in(me.partner, suit)
    if not side_cards:
        return StepAction(impossible=f"his side has no {suit.word}s to finesse in")
    if (
        state.in_trick
        and position.trick
        and position.leader == me.partner
        and position.trick[0].suit == suit
        and not any(c.suit == suit for c in hand)
    ):
        # partner led for a ruffing finesse (the led card is the one to run)
        return _ruffing_finesse_follow(position, claimant, position.trick[0])
    card = step.card
    if card is None:
        # "the diamond finesse": the side's highest card that is not a master
        candidates = [c for c in side_cards if not is_master(position, side, c)]
        if not candidates:
            return StepAction(impossible=f"no {suit.word} finesse is left to take")
        card = _highest(candidates)
    owner = position.holder(card)
    if owner is None and card in position.trick:
        owner = position.leader.next(position.trick.index(card))  # led to run it
    if owner is None or owner.side != side:
        return StepAction(impossible=f"the statement finesses {card}, which his side does not hold")
    stated = (R.STATED_LINE,)
    if not position.trick:
        if me == owner:
            partner_top = position.cards_in(me.partner, suit)
            if partner_top and _highest(partner_top).rank > card.rank:
                # leading the honour to run it (Q from QJ10 towards the ace)
                return StepAction(
                    plays=(NormalPlay(card, stated, "leads it to run it"),), starts_trick=True
                )
            if partner_top:
                # the finesse is taken from the other hand: getting there is part of
                # the step when there is one simple way (issue 9, seed 004's "jeg kniber
                # med damen"); with none the step is impossible, with several it is free
                return _cross(position, claimant, suit, f"lead towards the {card}")
            if _ruffing_finesse(position, me.partner, suit):
                # partner is void and can ruff: the finesse is a ruffing finesse, the
                # honour led through the opponent placed with the missing card (USBF 2019)
                return StepAction(
                    plays=(NormalPlay(card, stated, "leads it for a ruffing finesse"),),
                    starts_trick=True,
                )
            return StepAction(free=True)
        mine = [c for c in hand if c.suit == suit]
        if not mine:
            return StepAction(free=True)
        return StepAction(
            plays=(NormalPlay(_lowest(mine), stated, "leads towards it"),), starts_trick=True
        )
    if not state.in_trick:
        return StepAction(free=True)
    led = position.led_suit
    legal = position.legal_plays()
    if led != suit:
        return StepAction(free=True)
    opponents_cards = [
        c
        for i, c in enumerate(position.trick)
        if position.leader.next(i).side != side and c.suit == suit
    ]
    covered = any(c.rank > card.rank for c in opponents_cards)
    if me == owner:
        if covered:
            winners = [c for c in legal if beats_trick(position, c)]
            if winners:
                return StepAction(plays=(NormalPlay(_lowest(winners), (R.OBVIOUS_CONSEQUENCE,)),))
            return StepAction(
                plays=tuple(NormalPlay(c, stated) for c in _lowest_of_each_suit(legal))
            )
        if card in legal:
            return StepAction(plays=(NormalPlay(card, stated, "the finesse"),))
        return StepAction(free=True)
    if card in position.trick:
        # partner led the honour to run it: cover an honour, otherwise let it run
        if covered:
            winners = [c for c in legal if beats_trick(position, c)]
            if winners:
                return StepAction(plays=(NormalPlay(_highest(winners), (R.OBVIOUS_CONSEQUENCE,)),))
        return StepAction(
            plays=tuple(
                NormalPlay(c, stated, "lets it run") for c in _lowest_of_each_suit(legal)
            )
        )
    return StepAction(free=True)


def _ruffing_finesse(position: EndPosition, hand: Seat, suit: Suit) -> bool:
    """A finesse in ``suit`` led towards ``hand`` is a ruffing finesse: that hand is void
    in the suit and holds a trump (the suit not trumps)."""
    trump = position.trump
    return (
        trump is not None
        and trump != suit
        and not position.cards_in(hand, suit)
        and bool(position.cards_in(hand, trump))
    )


def _ruffing_finesse_follow(
    position: EndPosition, claimant: Claimant, card: Card
) -> StepAction:
    """The void hand's card on partner's honour led for a ruffing finesse: ruff a cover
    (obvious consequence); when the opponent in second seat shows out, the honour he
    meant to run visibly lies behind it, so the step fails and he plays on from what he
    sees (a ruff, or a loser on a loser: the USBF 2019 director's ruling, practice note 2);
    when second hand follows low he lets the honour run, throwing a card he does not
    believe is a winner (the stated finesse)."""
    side = claimant.side
    legal = position.legal_plays()
    suit = card.suit
    second = [
        (position.leader.next(i), c)
        for i, c in enumerate(position.trick)
        if position.leader.next(i).side != side
    ]
    if any(c.suit == suit and c.rank > card.rank for _, c in second):
        winners = [c for c in legal if beats_trick(position, c)]
        if winners:
            return StepAction(plays=(NormalPlay(_lowest(winners), (R.OBVIOUS_CONSEQUENCE,)),))
        return StepAction(free=True)
    for seat, c in second:
        if c.suit != suit:
            return StepAction(
                impossible=f"{seat.full_name} shows out, so the {suit.word} honour he "
                "meant to run lies behind him"
            )
    losers = [
        NormalPlay(c, (R.STATED_LINE,), "lets it run")
        for c in legal
        if c.suit != position.trump and not claimant.sees.believed_master(position, c)
    ]
    if not losers:
        return StepAction(free=True)
    return StepAction(plays=tuple(losers))


def plan_plays(
    state: PlanState, position: EndPosition, claimant: Claimant
) -> tuple[PlanState, list[NormalPlay] | None]:
    """The stated line's plays for this turn, or None where it leaves the turn free.

    Returns the plan state to continue from (steps finished here are skipped, and an
    impossible step breaks the line off: practice note 9).
    """
    if state.crossing:
        crossing = _crossing_win(position, claimant)
        if crossing is not None:
            return state, crossing
    while True:
        step = state.step
        if step is None:
            return state, None
        if isinstance(step, Technique):
            return PlanState(state.steps, state.index, 0, False, "", True), None
        action = _action_for(step, state, position, claimant)
        if action.done:
            state = state.advance()
            continue
        if action.impossible:
            return state.break_off(
                f"{_step_name(step)!r} cannot be followed: {action.impossible}"
            ), None
        if action.free:
            return state, None
        legal = set(position.legal_plays())
        plays = [p for p in action.plays if p.card in legal]
        if not plays:
            return state.break_off(f"{_step_name(step)!r} cannot be followed here"), None
        if action.starts_trick:
            state = PlanState(state.steps, state.index, state.rounds, True, "", state.technique)
        if action.crossing:
            state = replace(state, crossing=True)
        return state, plays


def after_trick(
    state: PlanState, before: EndPosition, after: EndPosition, claimant: Claimant
) -> PlanState:
    """Update the plan state once a trick is complete (``after`` is the next trick)."""
    if state.crossing:
        state = replace(state, crossing=False)
    step = state.step
    if step is None:
        return state
    side = claimant.side
    won = after.tricks_won[side] > before.tricks_won[side]
    if not state.in_trick:
        if (
            isinstance(step, Concede)
            and not won
            and before.leader.side != side
            and step.suit in (None, before.trick[0].suit)
        ):
            # "you get one in diamonds": the opponents led a diamond and won it, so he
            # has given that trick up, though his side did not lead it (BridgeNL 2024:
            # the diamond lost to East's king; the step then waited for a diamond his
            # side no longer held and was called impossible)
            return PlanState(state.steps, state.index, state.rounds + 1, False, "", state.technique)
        return state
    rounds = state.rounds + 1
    new = PlanState(state.steps, state.index, rounds, False, "", state.technique)
    if isinstance(step, Cash | Drop) and not won:
        return new.break_off(f"{_step_name(step)!r} lost a trick: the stated line failed visibly")
    if isinstance(step, Finesse) and not won:
        return new.break_off(f"{_step_name(step)!r} lost: the stated line failed visibly")
    if isinstance(step, Ruff) and not won:
        return new.break_off(f"{_step_name(step)!r} was overruffed: the stated line failed visibly")
    if isinstance(step, PlayCards):
        return PlanState(state.steps, state.index, 0, False, "", state.technique)
    return new


def pending_finesse_suits(state: PlanState) -> frozenset[Suit]:
    """The suits of the finesses his stated line still has to take (none once it broke)."""
    if state.broken:
        return frozenset()
    return frozenset(s.suit for s in state.steps[state.index :] if isinstance(s, Finesse))


def _keeping_stated_finesse(
    position: EndPosition, state: PlanState, plays: list[NormalPlay]
) -> list[NormalPlay]:
    """keep-stated-finesse: on a discard, drop the cards of a suit in which his stated
    line still takes a finesse, unless every discard is one.  He said he would finesse
    there, so he knows the suit's cards are for that (the low card to play under the
    led honour: NSWBA 2010, dummy's ♥5 beside the ♥A), as a stated ruff tells him what
    his trumps are for (keep-ruffing-trumps)."""
    led = position.led_suit
    if led is None or position.cards_in(position.to_play, led):
        return plays  # a lead or a card followed: not a discard
    pending = pending_finesse_suits(state)
    if not pending:
        return plays
    keep = [p for p in plays if p.card.suit not in pending]
    return keep or plays


def _first(play: NormalPlay, rule: Rule) -> NormalPlay:
    """``play`` with ``rule`` named first, once (a rule the free play already gave, such
    as the loser on a loser's stated-line-breaks, is not named twice in the ruling)."""
    rest = tuple(r for r in play.rules if r is not rule)
    return NormalPlay(play.card, (rule, *rest), play.note)


@dataclass(frozen=True, slots=True)
class TurnChoices:
    plays: list[NormalPlay]
    state: PlanState
    stated: bool
    notes: list[str] = field(default_factory=list)


def normal_plays(position: EndPosition, claimant: Claimant, state: PlanState) -> TurnChoices:
    """The normal plays for the claimer's side at this turn, and the plan state after
    the stated line has been consulted.

    Not cached here (round 24): the search keeps the children of the turns near the
    root, which its tests and restarts walk again (:data:`claims.search.CHILDREN_DEPTH`);
    deeper turns are rarely asked twice, and a table of them, 10,000 turns started
    afresh when full, cost more than it saved (Bridge Winners 4NT's value search, the
    same 23,099,436 positions: 129 s of CPU with it, 116 s without)."""
    return _normal_plays(position, claimant, state)


def _normal_plays(position: EndPosition, claimant: Claimant, state: PlanState) -> TurnChoices:
    new_state, stated = plan_plays(state, position, claimant)
    notes = []
    if new_state.broken and not state.broken:
        notes.append(new_state.broken)
    if stated is not None:
        return TurnChoices(_merge(stated), new_state, True, notes)
    if new_state.broken and not new_state.broken_at:
        new_state = replace(new_state, broken_at=position.tricks_left)
    replanning = bool(new_state.broken) and new_state.broken_at == position.tricks_left
    plays = free_plays(position, claimant, replanning=replanning)
    if R.KEEP_STATED_FINESSE not in claimant.relaxed:
        plays = _keeping_stated_finesse(position, new_state, plays)
    if claimant.relaxed:
        allowed = {p.card for p in plays}
        for card in position.legal_plays():
            if card not in allowed:
                why = exclusion_reason(position, claimant, card)
                if why in claimant.relaxed:
                    plays.append(NormalPlay(card, (why,), "allowed only to test the rule"))
    if new_state.broken:
        plays = [_first(p, R.STATED_LINE_BREAKS) for p in plays]
    if claimant.defender_partner(position.to_play, position):
        plays = [_first(p, R.DEFENDER_PARTNER) for p in plays]
    return _turn(_merge(plays), new_state, False, notes)


def _turn(
    plays: list[NormalPlay], state: PlanState, stated: bool, notes: list[str]
) -> TurnChoices:
    """``TurnChoices(plays, state, stated, notes)`` with its slots set directly (as
    :func:`_play` builds a play): the search asks for a turn at every position of the
    claimer's side."""
    turn: TurnChoices = TurnChoices.__new__(TurnChoices)
    if _STORES_DIRECTLY:  # compiled: native stores (see _play)
        turn.plays = plays  # type: ignore[misc]
        turn.state = state  # type: ignore[misc]
        turn.stated = stated  # type: ignore[misc]
        turn.notes = notes  # type: ignore[misc]
        return turn
    _SET_PLAYS(turn, plays)
    _SET_STATE(turn, state)
    _SET_STATED(turn, stated)
    _SET_NOTES(turn, notes)
    return turn


_TURN_FIELDS: Final = ("plays", "state", "stated", "notes")
if tuple(TurnChoices.__dataclass_fields__) != _TURN_FIELDS:  # pragma: no cover - a guard
    raise ImportError("claims.normal_play: TurnChoices' fields changed; update _turn")
_TURN_SETTERS: Final = tuple(getattr(TurnChoices, name).__set__ for name in _TURN_FIELDS)
# each Final on its own (names bound by unpacking are not: a dictionary look-up each)
_SET_PLAYS: Final = _TURN_SETTERS[0]
_SET_STATE: Final = _TURN_SETTERS[1]
_SET_STATED: Final = _TURN_SETTERS[2]
_SET_NOTES: Final = _TURN_SETTERS[3]


__all__ = [
    "Claimant",
    "NormalPlay",
    "PlanState",
    "RuffChoice",
    "Settings",
    "SuitOrder",
    "TurnChoices",
    "after_trick",
    "card_condition_holds",
    "finessing_hand",
    "free_plays",
    "normal_plays",
    "resolve_conditionals",
]
