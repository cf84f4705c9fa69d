"""The restricted search: the worst normal line for the claimer.

Both sides minimise the claimer's tricks (claim-law.md, "What the product computes"):
at a turn of the claimer's side the choice ranges over the normal plays of
:mod:`claims.normal_play`; at an opponent's turn over every legal card.  The value of a
node is therefore a plain minimum (a shortest path, not a minimax), found by

* tests "can the claimer be held to k tricks?": a depth-first search that cuts a line
  once he has taken k + 1 tricks and stops at the first line that holds him to k.  One
  line dived to the end gives an upper bound; the tests then climb from a lower bound
  and probe just below the best line known, within node budgets that double
  (:meth:`RestrictedSearch.exact`),
* a transposition table keyed on the position (in relative ranks once no stated card
  is pending) and the progress of the stated line, holding a lower and an upper bound
  for each position at the start of a trick, which carry from one test to the next
  (each child keeps its key: the tests pass the same children again and again),
* a lower bound without search: the trick in progress when his side surely wins it,
  and the trumps of one hand above every opponent's trump,
* equal cards merged (cards of one hand with no card of another hand between them
  give the same result),
* a compact position: each hand a bitmask (:meth:`EndPosition.masks`), from which the
  relative-rank key, the merging and the bound are read,
* a deadline: on time-out the worst complete line found so far is returned; it is a
  proof that the claimer gets at most that many tricks, marked incomplete.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from claims import clock
from claims.cards import Card, Rank, Seat, Side, Suit
from claims.normal_play import (
    Claimant,
    NormalPlay,
    PlanState,
    SuitOrder,
    after_trick,
    beats_trick,
    is_master,
    normal_plays,
)
from claims.plan import (
    Cash,
    Concede,
    Discard,
    Finesse,
    IfPlayed,
    PlayCards,
    Ruff,
    Step,
    Technique,
)
from claims.position import EndPosition, card_bit
from claims.rules import Rule
from claims.solver import DoubleDummySolver
from claims.tables import SHIFT, SUIT_BITS, SUIT_STRIDE, mask_of_cards

INFINITY: Final = 99
# the normal alternatives along the line are valued within this many search positions,
# counted on a table of the description's own (RestrictedSearch._value_alternatives), so
# that the explanation is a function of the claim alone: the same on a loaded machine and
# an idle one, and with any number of processes (the value search's table, and what it
# cost, depend on how the workers shared it out).  The caller's deadline still stops
# everything.  One to two seconds of CPU compiled at the most; the long published cases
# need about 60k (BBO 'poor claim'), 175k (NSWBA 3NT) and 550k (Pula 6NT) for every
# alternative; unbounded, the description of a long claim can cost as much as its value
DESCRIBE_NODES = 100_000
WARM_DESCRIPTION_CARDS = 32  # at most this many cards at the root: see _value_alternatives
NOT_VALUED_BUDGET: Final = "budget"  # LineStep.unvalued_reason: the description's positions ran out
NOT_VALUED_TIME: Final = "time limit"  # ... the caller's deadline passed
# the bound of RestrictedSearch._wins_next_trick; False only to measure it
# (benchmarks/bench_bounds.py rules the same claims with and without it in one run)
SURE_NEXT_TRICK = True
DD_GRACE_SECONDS: Final = 0.25  # past the deadline, the line's double-dummy values stop here
DD_BATCH: Final = 8  # positions of the line whose double-dummy values are asked in one call
CLOCK_EVERY = 256  # search positions between looks at the clock (0.1-0.5 ms each)
PERFECT_CHECK_EVERY: Final = 256  # positions of the perfect-play fallback between clock checks
ORDERING_DEPTH: Final = 6  # cards from the root within which the solver orders the choices
ORDERING_TRICKS: Final = 11  # ... in positions with at least this many tricks left
FIRST_BUDGET: Final = 256  # nodes for each first test of the value; doubled every round
UPWARD_SHARE: Final = 16  # an upward test gets 1/16 of a round's budget (see exact())
CHILDREN_LIMIT: Final = 60_000  # positions whose children are kept (about 3 KB each)
# the children are kept only for positions within this many cards of the root: the upper
# tree, which every test of exact() and every restart walks again.  Deeper positions are
# met again only when a restart goes back into a subtree left unfinished; keeping their
# children (a table cleared every 60,000 positions, holding their positions alive) cost
# more than it saved: Bridge Winners 4NT's value search, the same 23,099,436 positions,
# 185 s of CPU with every position's children kept, 129 s with these 12 cards' only (and
# the turns' table of normal_plays, then dropped, 116 s); benchmarks/HISTORY.md, round 24
CHILDREN_DEPTH: Final = 12
INFINITY_NODES: Final = 1 << 62


class SearchTimeout(Exception):
    """Raised inside the search when the deadline passes."""


class _OutOfBudget(Exception):
    """Raised inside one test of :meth:`RestrictedSearch.exact` when its nodes run out."""


class Child:
    """One choice at a position: the card, the position and plan state after it.

    A plain class, not a dataclass: compiled, a dataclass's ``__init__`` is the one
    :mod:`dataclasses` writes in Python (an argument tuple and dictionary packed, then
    interpreted), and the search makes a child for every position it expands."""

    __slots__ = ("card", "gain", "key", "notes", "play", "position", "state")

    card: Card
    position: EndPosition
    state: PlanState
    gain: int  # 1 when this card completes a trick the claimer's side wins
    play: NormalPlay | None  # the normal-play justification (claimer's side only)
    notes: tuple[str, ...]
    # the table key of (position, state), filled in by the search that made the child
    # when it first values it: each test and restart passes the same children again,
    # and a key (relative ranks) costs more than the rest of a table hit
    key: Hashable

    def __init__(
        self,
        card: Card,
        position: EndPosition,
        state: PlanState,
        gain: int,
        play: NormalPlay | None,
        notes: tuple[str, ...] = (),
        key: Hashable = None,
    ) -> None:
        self.card = card
        self.position = position
        self.state = state
        self.gain = gain
        self.play = play
        self.notes = notes
        self.key = key

    def __repr__(self) -> str:
        return (
            f"Child(card={self.card!r}, position={self.position!r}, state={self.state!r}, "
            f"gain={self.gain!r}, play={self.play!r}, notes={self.notes!r}, key={self.key!r})"
        )


@dataclass(frozen=True, slots=True)
class LineStep:
    """One card of the deciding line."""

    seat: Seat
    card: Card
    claimer_side: bool
    rules: tuple[Rule, ...]
    note: str
    value: int  # claimer's tricks from the position before this card on this line
    best_alternative: tuple[Card, int] | None  # a normal card that would have done better
    best_alternative_rules: tuple[Rule, ...]  # the rules that made that card normal
    best_alternative_at_least: bool  # a lower bound (the description's positions ran out)
    alternatives: tuple[Card, ...]  # the other normal cards (claimer's side)
    dd_value: int | None  # double-dummy tricks for the claimer before this card
    plan_notes: tuple[str, ...]
    trick_winner: Seat | None  # set when this card completes a trick
    # the other normal cards whose value the description did not reach, and why
    # (NOT_VALUED_BUDGET or NOT_VALUED_TIME): a director reads every step, and a step
    # with nothing shown must say whether its alternatives were no better or not valued
    unvalued: tuple[Card, ...] = ()
    unvalued_reason: str = ""

    @property
    def made_worse(self) -> bool:
        return self.best_alternative is not None


@dataclass(slots=True)
class SearchStats:
    nodes: int = 0
    memo_hits: int = 0
    seconds: float = 0.0
    value_seconds: float = 0.0  # to the value alone, before the line is described


@dataclass(slots=True)
class SearchOutcome:
    claimer_tricks: int
    complete: bool
    line: list[LineStep]
    stats: SearchStats = field(default_factory=SearchStats)
    line_cut: bool = False  # the value is exact but the deadline stopped tracing its line
    # cut by the time limit: the fewest tricks the search had proved the claimer gets on
    # every normal line (the value lies between this and ``claimer_tricks``)
    floor: int = 0


_TEN: Final = int(Rank.TEN)
_KING: Final = int(Rank.KING)


def merge_equal_cards(
    position: EndPosition,
    cards: Iterable[Card],
    marked: int = 0,
    distinct: int = 0,
    edges: int = 0,
) -> list[Card]:
    """Keep one card of each run of equals: cards of one hand with no card of another
    hand (or of the trick) between them in rank, both in ``edges`` or both not, and both
    in ``marked`` (a mask: the cards the claimer's oversight lists) or both not, give the
    same result.  A card in ``distinct`` (a mask: the cards a step still to come names,
    "finesse the ♠Q") is merged with none.  ``edges`` (a mask) holds the cards above an
    edge the rule module reads by value (:func:`_edges`)."""
    masks = position.masks()
    to_play: int = position.to_play
    mine = masks[to_play]
    # the cards of the other hands and the trick; a card's run is told by how many of
    # them lie above it (in its suit, and all of the higher-numbered suits' bits)
    others = (masks[0] | masks[1] | masks[2] | masks[3] | _trick_mask(position)) & ~mine
    # a run: (suit, cards of others above, edge, mark), packed in one int (no tuple a
    # card; fewer than 64 cards lie above any card)
    seen: set[int] = set()
    out: list[Card] = []
    for card in cards:
        suit: int = card.suit  # (an IntEnum read as an int: compiled, a native read)
        rank: int = card.rank
        bit = suit * SUIT_STRIDE + rank
        if distinct >> bit & 1:
            out.append(card)  # named: its own card, whatever its equals
            continue
        key = (
            suit << 8 | (others >> bit).bit_count() << 2 | (edges >> bit & 1) << 1
            | marked >> bit & 1
        )
        if key not in seen:
            seen.add(key)
            out.append(card)
    return out


def _unbeatable(ours: int, theirs: int) -> int:
    """Of one hand's trumps ``ours`` (a suit's bits), how many win whatever is played:
    their count less the most of them that the opponents' trumps ``theirs`` can each
    beat one of (matched lowest first: an opponent's trump takes the lowest of ours
    still unmatched below it; any one below it serves, since every higher trump of
    theirs could take it too)."""
    count = ours.bit_count()
    beaten = 0
    free = ours  # ours not yet matched
    while theirs:
        low = theirs & -theirs  # their lowest trump not yet matched
        below = free & (low - 1)
        if below:
            free ^= below & -below
            beaten += 1
        theirs ^= low
    return count - beaten


def _suit_shift(suit: Suit) -> int:
    """The suit's offset in a hand mask (an IntEnum read as an int: compiled, a native
    read, not ``._value_`` looked up by name)."""
    value: int = suit
    return value * SUIT_STRIDE


def _trick_mask(position: EndPosition) -> int:
    mask = 0
    for card in position.trick:
        mask |= card_bit(card)
    return mask


def _names_a_card(step: Step) -> bool:
    """The step names a particular card (his ♠Q, the trump he ruffs with, the card an
    opponent may play to "if the queen comes ..."): positions alike in relative ranks,
    or two equal cards, are not alike for it."""
    if isinstance(step, PlayCards | Discard | IfPlayed):
        return True
    if isinstance(step, Concede) and step.suit is None:
        # not a card, but new-master-cashed reads his cards' ranks against the
        # opponents' cards at the claim: alike in relative ranks is not alike for it
        return True
    return isinstance(step, Finesse | Ruff) and step.card is not None


def _cards_named(step: Step) -> tuple[Card, ...]:
    """The particular cards ``step`` names (see :func:`_names_a_card`)."""
    if isinstance(step, PlayCards):
        return step.cards
    if isinstance(step, Discard):
        return (step.card, step.on) if isinstance(step.on, Card) else (step.card,)
    if isinstance(step, IfPlayed):
        return tuple(c for c in (step.then, step.otherwise, step.card) if c is not None)
    if isinstance(step, Finesse | Ruff) and step.card is not None:
        return (step.card,)
    return ()


_CANON_LIMIT: Final = 200_000  # entries of the table below before it is started afresh
_canon: Final[dict[tuple[int, int, int, int, int], int]] = {}


def _canonical_suit(in_play: int, h0: int, h1: int, h2: int, h3: int) -> int:
    """The four hands' holdings of one suit in relative ranks (each card's place among
    the suit's cards still in play), packed 13 bits a hand (the ranks the rules read by
    value are keyed apart: :func:`_bands`)."""
    parts = (in_play, h0, h1, h2, h3)
    packed = _canon.get(parts)
    if packed is None:
        packed = 0
        for offset, hand in enumerate((h0, h1, h2, h3)):
            place = 0
            bits = in_play
            while bits:
                low = bits & -bits
                if hand & low:
                    packed |= 1 << (offset * 13 + place)
                place += 1
                bits ^= low
        if len(_canon) >= _CANON_LIMIT:
            _canon.clear()
        _canon[parts] = packed
    return packed


# key()'s voids kept, by the voids, the claimer's side and what is kept by suit (8 bits)
_kept_voids: Final[
    dict[tuple[frozenset[tuple[Seat, Suit]], Side, int], frozenset[tuple[Seat, Suit]]]
] = {}
# _relative's hands in relative ranks, by the hands' masks (with the trick's cards as a
# fifth item when a trick is under way).  Tuples of any length in the annotation: the
# compiled core keeps a fixed-length tuple unboxed, and boxed it anew (five ints and the
# tuple) to look it up, and the hands again (four and the tuple) to key a position
_relative_hands: Final[dict[tuple[int, ...], tuple[int, ...]]] = {}


def _relative_marks(position: EndPosition, marked: int) -> tuple[int, int, int, int]:
    """The places of the ``marked`` cards (a mask) among the cards of their suit in play,
    as :func:`_relative` gives the hands' (the cards an oversight lists that the
    opponents still hold)."""
    m0, m1, m2, m3 = position.masks()
    every = m0 | m1 | m2 | m3
    if position.trick:
        every |= _trick_mask(position)
    bits = SUIT_BITS
    return (
        _canonical_suit(every & bits, marked & bits, 0, 0, 0),
        _canonical_suit(
            (every >> SUIT_STRIDE) & bits, (marked >> SUIT_STRIDE) & bits, 0, 0, 0
        ),
        _canonical_suit(
            (every >> (2 * SUIT_STRIDE)) & bits, (marked >> (2 * SUIT_STRIDE)) & bits, 0, 0, 0
        ),
        _canonical_suit(
            (every >> (3 * SUIT_STRIDE)) & bits, (marked >> (3 * SUIT_STRIDE)) & bits, 0, 0, 0
        ),
    )


_KINGS: Final = sum(0b110_0000_0000_0000 << shift for shift in SHIFT)  # K and A bits
_TENS: Final = sum(0b111_1100_0000_0000 << shift for shift in SHIFT)  # T to A bits


def _edges(ours: int, theirs: int) -> tuple[int, int]:
    """The cards (masks: the claimer's side's, the opponents') on the high side of an
    edge the rule module reads by value, not by order among the cards in play:

    - his side's kings and aces (``_headed_by_a_top_honour``: a suit whose best card is
      a master ace or king is cashed from the top);
    - the opponents' tens and higher in a suit where his side holds a card below the ten
      (honour-finesse: a card whose one higher card out is a nine or lower; only a spot
      of his can have a spot as its one higher card, and his cards only leave).

    Two cards on different sides of an edge are not merged, and the key counts these
    cards (:func:`_bands`)."""
    high = ours & _KINGS
    spots = 0
    for shift in SHIFT:
        if (ours >> shift) & SUIT_BITS & ~(_TENS >> shift):
            spots |= SUIT_BITS << shift
    return high, theirs & _TENS & spots


def _bands(ours: int, theirs: int, kings: int = -1) -> int:
    """The key's record of :func:`_edges`: per suit, how many of his side's cards and of
    the opponents' lie above their edge.  With the hands in relative ranks these counts
    tell on which side of its edge every card lies (the counted cards are a hand's
    highest), now and after any play, so two positions alike in relative ranks and in
    these counts are alike for every rule; an opponent's ten and eight, each the third
    card in play, are not.  One number, 7 bits a suit.  ``kings``: the suits (a mask)
    in which the rules may read his side's kings and aces by value
    (:meth:`RestrictedSearch._kings_read`); they are counted there only."""
    high, tens = _edges(ours, theirs)
    high &= kings
    packed = 0
    for shift in SHIFT:
        packed = (
            packed << 7
            | ((high >> shift) & SUIT_BITS).bit_count() << 4
            | ((tens >> shift) & SUIT_BITS).bit_count()
        )
    return packed


def _relative(position: EndPosition) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hands and trick with each card's rank replaced by its place among the cards
    of its suit still in play.  Every rule compares ranks only with cards in play, but
    for two edges it reads by value (:func:`_bands`, keyed beside this), so two
    positions alike in this form and in those are alike for the search: a seven and a
    two that have become the lowest of their suit merge (used once no stated card is
    pending)."""
    masks = position.masks()
    m0, m1, m2, m3 = masks
    trick_cards = position.trick
    every = m0 | m1 | m2 | m3
    # a position is keyed again each time a test passes it: one look-up for the hands,
    # by the masks themselves at a trick's start (every card in play is in a hand)
    parts = masks
    if trick_cards:
        every |= _trick_mask(position)
        parts = (m0, m1, m2, m3, every)
    hands = _relative_hands.get(parts)
    if hands is None:
        bits = SUIT_BITS
        hands = (
            _canonical_suit(every & bits, m0 & bits, m1 & bits, m2 & bits, m3 & bits),
            _canonical_suit(
                (every >> SUIT_STRIDE) & bits, (m0 >> SUIT_STRIDE) & bits,
                (m1 >> SUIT_STRIDE) & bits, (m2 >> SUIT_STRIDE) & bits,
                (m3 >> SUIT_STRIDE) & bits,
            ),
            _canonical_suit(
                (every >> (2 * SUIT_STRIDE)) & bits, (m0 >> (2 * SUIT_STRIDE)) & bits,
                (m1 >> (2 * SUIT_STRIDE)) & bits, (m2 >> (2 * SUIT_STRIDE)) & bits,
                (m3 >> (2 * SUIT_STRIDE)) & bits,
            ),
            _canonical_suit(
                (every >> (3 * SUIT_STRIDE)) & bits, (m0 >> (3 * SUIT_STRIDE)) & bits,
                (m1 >> (3 * SUIT_STRIDE)) & bits, (m2 >> (3 * SUIT_STRIDE)) & bits,
                (m3 >> (3 * SUIT_STRIDE)) & bits,
            ),
        )
        if len(_relative_hands) >= _CANON_LIMIT:
            _relative_hands.clear()
        _relative_hands[parts] = hands
    if not trick_cards:
        return hands, ()
    trick = tuple(
        # a key, no mask: 16 places a suit, then the card's place among the suit's cards
        card.suit._value_ * 16
        + (
            (every >> (card.suit._value_ * SUIT_STRIDE)) & ((1 << card.rank._value_) - 1)
        ).bit_count()
        for card in trick_cards
    )
    return hands, trick


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """CPython's cyclic garbage collector paused while a search runs.  The tables keep
    tens of thousands of positions and children alive, and every full collection walks
    them all, yet the search makes no reference cycles (frozen positions, tuples) for it
    to free: about a tenth of an 8-card search went on those walks.  Nested searches
    leave it to the outermost; it is switched back on even when a search raises."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


class SharedTable:
    """One transposition table for the searches of one claim under its oversights.

    An oversight reaches the normal plays only through the cards he believes are still
    out (:meth:`claims.view.ClaimerView.believed_out_bits`: the opponents' cards less
    the overlooked ones) and, for the trump (70C2), through ``aware_of_trump``, which the
    rules read only while an opponent holds a trump.  Once no overlooked card is left in
    an opponent's hand (cards never come back), the claimer plays exactly as the same
    claimer with nothing overlooked, there and in every position after it: the searches
    of the oversights then share their bounds under that claimer's identity.  Tested
    against the rule module (tests/test_search_key.py) and by the brute-force rulings.
    Every other part of a claimant (settings, relaxed rules, statement) stays in its
    identity; the position, side, statement and solver are the caller's, one per table.
    """

    __slots__ = ("_ids", "bounds")

    def __init__(self) -> None:
        self.bounds: dict[Hashable, tuple[int, int]] = {}  # (low, high) by key
        self._ids: dict[Claimant, int] = {}

    def fresh(self) -> SharedTable:
        """A table with no bounds that numbers the claimants as this one does, so that
        the keys kept in this table's searches' children (:attr:`Child.key`) mean the
        same positions in it."""
        table = SharedTable()
        table._ids = dict(self._ids)
        return table

    def identity(self, claimant: Claimant) -> int:
        """A small number per distinct claimant (they compare by value, not by object)."""
        return self._ids.setdefault(claimant, len(self._ids))


def resolved_claimant(claimant: Claimant) -> Claimant:
    """The same claimer with nothing overlooked: how he plays once every card of his
    oversight has left the opponents' hands (see :class:`SharedTable`)."""
    view = claimant.sees
    if view.oversight is None:
        return claimant
    return replace(claimant, aware_of_trump=True, view=replace(view, oversight=None))


class RestrictedSearch:
    """Search the normal lines of one claim.

    ``solver`` (optional) values a position once a stated squeeze or throw-in hands the
    claimer best play, and gives the double-dummy value shown beside the line.
    ``table``: a transposition table shared with the searches of the same claim under
    other oversights (:class:`SharedTable`); a fresh one by default.
    """

    def __init__(
        self,
        claimant: Claimant,
        solver: DoubleDummySolver | None = None,
        deadline: float | None = None,
        progress: Callable[[SearchStats], None] | None = None,
        table: SharedTable | None = None,
    ) -> None:
        self.claimant = claimant
        self.side = claimant.side
        self._side_value: int = self.side  # the side as an int: a seat's parity
        self.our_seats = self.side.seats
        self.their_seats = self.side.other.seats
        self.solver = solver
        self.deadline = deadline
        self.progress = progress
        if table is None:
            table = SharedTable()
        self.table = table
        self.memo = table.bounds
        # the key's first part: this claimant, or, once his oversight's cards are gone
        # from the opponents' hands, the claimant with nothing overlooked
        self._own = table.identity(claimant)
        self._resolved = table.identity(resolved_claimant(claimant))
        oversight = claimant.sees.oversight
        self._overlooked = 0 if oversight is None else mask_of_cards(oversight.cards)
        # unaware of the trump: his own identity while an opponent holds any trump (the
        # rules read aware_of_trump only then), whatever cards the oversight lists
        self._overlooked_trump = oversight is not None and oversight.trump
        self.root_cards = 0
        self._card_free: dict[int, int] = {}
        self._named: dict[tuple[int, int], int] = {}
        self._top_down = claimant.settings.suit_order is SuitOrder.TOP_DOWN
        self._cash_from: dict[int, int] = {}
        # the suits not solid at the claim, where his kings and aces may be read
        self._kings_suits = sum(
            SUIT_BITS << (suit._value_ * SUIT_STRIDE)
            for suit in Suit
            if suit not in claimant.solid_at_claim
        )
        self.stats = SearchStats()
        self._budget_end = INFINITY_NODES
        # past this many positions the search stops as at its deadline (the line's
        # description: see DESCRIBE_NODES); _budget_end never lies beyond it
        self._node_limit = INFINITY_NODES
        # the description's node budget (tests set a small one)
        self.describe_nodes = DESCRIBE_NODES
        # read once here, not from the module at every position (compiled, a module
        # variable that is not Final is a dictionary lookup; tests set a small one)
        self._clock_every = CLOCK_EVERY
        self._children_depth = CHILDREN_DEPTH
        self._sure_next_trick = SURE_NEXT_TRICK  # (the same: bench_bounds.py sets it)
        self.proved_low = 0  # what exact() has proved so far (read after a time-out)
        # the deciding line's cards the tracing chose (by the line's card number): the
        # place of each among its turn's cards, the ones before it proved to give more
        self.traced_places: dict[int, int] = {}
        self.bounds = (0, INFINITY)  # (lower, upper) on the value after exact()
        self.last_budget = FIRST_BUDGET  # the node budget of exact()'s last finished test
        self.incumbent = INFINITY
        self.incumbent_path: list[Child] = []
        self._path: list[Child] = []
        # the children of each position met: every test of exact() and every restart
        # after a budget cut walks the same upper tree again, and producing the normal
        # plays is most of the cost of a node.  Keyed on the exact position and plan
        # state; the claimant (all else the normal plays read) is this search's own.
        # (shown order, tried order: see _both_orders)
        self._children_of: dict[
            tuple[EndPosition, PlanState], tuple[tuple[Child, ...], tuple[Child, ...]]
        ] = {}

    # ------------------------------------------------------------------ children
    def _order_by_double_dummy(self, position: EndPosition, children: list[Child]) -> bool:
        """Near the root, try first the cards after which even double dummy gives the
        claimer least: the worst line tends to start there, and finding it early lets
        its bound cut the rest (the value is unchanged, only the order).  True when it
        ordered them."""
        if self.solver is None or len(children) < 2:
            return False
        # the cards still held: the player to move holds one a trick left, each who
        # has played to the current trick one fewer
        played = self.root_cards - (4 * position.tricks_left - len(position.trick))
        if played >= ORDERING_DEPTH or position.tricks_left < ORDERING_TRICKS:
            # with fewer tricks left the solver's calls cost more than the positions
            # their order saves (the benchmark's claims, the same rulings: 8 cards 30%
            # less CPU without it, for 1.6% more positions; 10 cards 5% less for 3.5%
            # more; 13 cards it halves some claims' positions; benchmarks/HISTORY.md,
            # round 27)
            return False
        # each call is a DDS batch (milliseconds on 13 cards), far more than the nodes
        # between the search's own looks at the clock: look before every one
        if self.deadline is not None and clock.now() > self.deadline:
            raise SearchTimeout
        values = self.solver.tricks_many([c.position for c in children], self.side)
        gained = {id(c): c.gain + v for c, v in zip(children, values, strict=True)}
        children.sort(key=lambda c: gained[id(c)])
        return True

    def children(self, position: EndPosition, state: PlanState) -> tuple[Child, ...]:
        """The choices here in their shown order: the deciding line is the first choice
        that attains the value at each turn (see :meth:`_both_orders`)."""
        return self._both_orders(position, state)[0]

    def _children_as_listed(self, position: EndPosition, state: PlanState) -> Sequence[Child]:
        """The children the search listed here, or else listed afresh in the normal
        plays' order: never ordered by the solver, so never a look at the clock.  For a
        check made past the deadline (:meth:`_incumbent_prefix`: the ordering's look at
        the clock raised the time-out out of a ruling whose value was already known)."""
        known = self._children_of.get((position, state))
        if known is not None:
            return known[0]
        return self._children(position, state)

    def _both_orders(
        self, position: EndPosition, state: PlanState
    ) -> tuple[tuple[Child, ...], tuple[Child, ...]]:
        """The children in their shown order and in the order the tests try them.

        The two differ near the root when there is a solver (the tests try first the
        cards after which double dummy gives him least, :meth:`_order_by_double_dummy`),
        and where a defender follows to a trick (the cards a defender would play to
        hold the claimer down first, :meth:`_defence_order`): so a test finds the line
        it looks for sooner.  Which line is *shown* among equally bad ones must not
        depend on that, nor on whether there is a solver: the trace and the
        description read the first order."""
        played = self.root_cards - (4 * position.tricks_left - len(position.trick))
        kept = played < self._children_depth
        if kept:
            known = self._children_of.get((position, state))
            if known is not None:
                return known
        found = self._children(position, state)
        shown = tuple(found)
        # the solver's order is the tests' alone: the line shown is the same with or
        # without a solver (claim check rules without one, claim rule with one; they
        # showed different lines of the same value, and cited different laws)
        ordered = self._order_by_double_dummy(position, found)
        tried = tuple(found) if ordered else shown
        if not ordered and len(shown) > 1 and position.trick and position.to_play.side != self.side:
            tried = self._defence_order(position, shown)
        if not kept:
            return shown, tried
        if len(self._children_of) >= CHILDREN_LIMIT:
            self._children_of.clear()  # a fresh start costs less than bookkeeping an LRU
        known = self._children_of[position, state] = (shown, tried)
        return known

    def _defence_order(self, position: EndPosition, shown: tuple[Child, ...]) -> tuple[Child, ...]:
        """A defender's cards to a trick, in the order a defender holding the claimer
        down would try them: when the claimer's side is winning the trick, the cards
        that beat it first, cheapest first (following before ruffing), then the lowest;
        when the defence is winning it, the lowest cards that do not overtake first, a
        trump last.  The old order (trumps and high cards first) ruffed partner's
        winner and threw high cards first, so a test wading through lines in which he
        takes too many tricks took long to reach the line it looked for."""
        winner = position.current_winner()
        claimer_winning = winner is not None and winner.side == self.side
        trump = position.trump

        def rank(child: Child) -> tuple[bool, bool, int]:
            card = child.card
            beats = beats_trick(position, card)
            return (beats != claimer_winning, card.suit == trump, card.rank._value_)

        return tuple(sorted(shown, key=rank))

    def _children(self, position: EndPosition, state: PlanState) -> list[Child]:
        seat = position.to_play
        if seat.side == self.side and not state.technique:
            choices = normal_plays(position, self.claimant, state)
            notes = tuple(choices.notes)
            # a card the line still names is not the same as its equal ("finesse the ♠Q")
            cards = merge_equal_cards(
                position,
                [p.card for p in choices.plays],
                distinct=self._named_cards(state),
                edges=self._edges(position)[0] & self._kings_read(state),
            )
            by_card = {p.card: p for p in choices.plays}
            # the most careless first (a card that does not win, low before high): the
            # worst line is met early and its bound prunes the rest
            if position.trick:
                cards.sort(key=lambda c: (beats_trick(position, c), c.rank))
            else:
                cards.sort(key=lambda c: (is_master(position, self.side, c), c.rank))
            return [
                self._child(position, choices.state, by_card[card], card, notes) for card in cards
            ]
        legal = position.legal_plays()
        # opponents: the cards that win the trick first (this is also the order the line
        # is shown in); sorted before the merge, which keeps the first card of each run
        # of equals: the highest, the card a ruling names
        legal.sort(key=lambda c: (c.suit != position.trump, -c.rank))
        legal = merge_equal_cards(
            position,
            legal,
            self._overlooked,
            distinct=self._named_cards(state),
            edges=self._edges(position)[1],
        )
        return [self._child(position, state, None, c, ()) for c in legal]

    def _child(
        self,
        position: EndPosition,
        state: PlanState,
        play: NormalPlay | None,
        card: Card,
        notes: tuple[str, ...],
    ) -> Child:
        after = position.play(card)
        gain = 0
        if not after.trick:
            gain = int(after.tricks_won[self.side] > position.tricks_won[self.side])
            state = after_trick(state, position, after, self.claimant)
        return Child(card, after, state, gain, play, notes)

    # ------------------------------------------------------------------ search
    def key(self, position: EndPosition, state: PlanState) -> Hashable:
        # only the opponents' known voids in suits his side still holds can change a
        # ruling (the claimer places cards by them): the rest would only split
        # transpositions (see below)
        voids: frozenset[tuple[Seat, Suit]] = frozenset()
        masks = position.masks()
        who = self._resolved
        watched = self._overlooked
        if self._overlooked_trump and position.trump is not None:
            watched |= SUIT_BITS << (position.trump._value_ * SUIT_STRIDE)
        # the oversight's cards the opponents still hold: in relative ranks the key must
        # say which places they are, or an overlooked ♠8 and a ♠3 he sees, each the
        # second spade in play, would be one position (and one of two equal cards)
        held = 0
        if watched:
            first, second = self.their_seats
            held = (masks[first] | masks[second]) & watched
            if held:
                who = self._own
        if position.voids:
            near, far = self.their_seats
            theirs = masks[near] | masks[far]
            ours = masks[self.our_seats[0]] | masks[self.our_seats[1]]
            if position.trick:
                trick_cards = _trick_mask(position)
                theirs |= trick_cards
                ours |= trick_cards
            # what is kept of a show-out, by suit (2 bits each; read from a table with
            # the voids and the side: a position is keyed at every visit):
            # 0 nothing, 1 that an opponent showed out, 2 which opponents did.  A
            # show-out is read only for a card of his side's in that suit (a card of
            # theirs above it that an opponent still to play may hold or is placed
            # with: view.higher_possibly_after, view.placed_after; a trump of theirs
            # that may overruff: normal_play._ruff_sure), and whether one showed out
            # at all for "the layout is known, he wins as cheaply as he surely can"
            # (normal_play._free_follows, exclusion_reason).  So: nothing where his
            # side holds none of the suit (it never holds one again); one mark where
            # the opponents hold none
            modes = 0
            for suit_value in range(4):
                shift = suit_value * SUIT_STRIDE
                if (ours >> shift) & SUIT_BITS:
                    modes |= (2 if (theirs >> shift) & SUIT_BITS else 1) << (2 * suit_value)
            parts = (position.voids, self.side, modes)
            kept = _kept_voids.get(parts)
            if kept is None:
                kept = frozenset(
                    (seat if modes >> (2 * suit._value_) & 2 else near, suit)
                    for seat, suit in position.voids
                    if seat.side != self.side and modes >> (2 * suit._value_) & 3
                )
                if len(_kept_voids) >= _CANON_LIMIT:
                    _kept_voids.clear()
                _kept_voids[parts] = kept
            voids = kept
        hands: Hashable = position.hands
        trick: Hashable = position.trick
        marks: Hashable = 0  # absolute hands tell the overlooked cards held themselves
        bands = 0  # and the ranks the rules read by value
        if self._names_none(state):
            hands, trick = _relative(position)
            if held:
                marks = _relative_marks(position, held)
            first, second = self.our_seats
            third, fourth = self.their_seats
            bands = _bands(
                masks[first] | masks[second],
                masks[third] | masks[fourth],
                self._kings_read(state),
            )
        return (
            who,
            hands,
            position.leader,
            trick,
            voids,
            state.index,
            state.rounds,
            state.in_trick,
            # a broken line: whether his free plays on this trick are still the
            # replanning after the break (broken_at unset or this trick: free_plays
            # reads it), or the break is tricks ago (then its trick no longer matters)
            0 if not state.broken else 2 if state.broken_at in (0, position.tricks_left) else 1,
            state.technique,
            # a crossing trick under way makes the hand crossed to win it (normal_play)
            state.crossing,
            marks,
            bands,
        )

    def _edges(self, position: EndPosition) -> tuple[int, int]:
        """:func:`_edges` of this position, for his side and the opponents."""
        masks = position.masks()
        first, second = self.our_seats
        third, fourth = self.their_seats
        return _edges(masks[first] | masks[second], masks[third] | masks[fourth])

    def _names_none(self, state: PlanState) -> bool:
        """No step still to come names a particular card: the key may be in relative
        ranks and equal cards may be merged."""
        return state.step is None or state.index >= self._card_free_from(state.steps)

    def _named_cards(self, state: PlanState) -> int:
        """The cards (a mask) that the steps still to come name: each is kept apart from
        its equals when cards are merged (the others still merge)."""
        if self._names_none(state):
            return 0
        steps = state.steps
        key = (id(steps), state.index)
        cached = self._named.get(key)
        if cached is None:
            cached = 0
            for step in steps[state.index :]:
                for card in _cards_named(step):
                    cached |= card_bit(card)
            self._named[key] = cached
        return cached

    def _kings_read(self, state: PlanState) -> int:
        """The suits (a mask of their bits) in which a rule may read his side's kings
        and aces by value from here on (:func:`_edges`' first edge): elsewhere they are
        neither keyed nor kept apart from their equals, since positions alike in
        relative ranks get the same normal plays.  Only ``_headed_by_a_top_honour``
        reads them, to call a suit solid (cashed from the top), and only where nothing
        else does:

        - a suit solid at the claim (``Claimant.solid_at_claim``) is solid throughout;
        - under the regulating authority's top-down order (``suit_order =
          "top-down"``, the ACBL's) a suit that is not solid is led just the same,
          named by another rule (``top-down-order``, not ``from-the-top``), and only a
          stated cash (a :class:`~claims.plan.Cash` still to come) reads that name to
          choose its cards.

        Measured on Bridge Winners 4NT and the benchmark: benchmarks/HISTORY.md, round
        20."""
        if self._top_down:
            steps = state.steps
            past_cashes = self._cash_from.get(id(steps))
            if past_cashes is None:  # the index after the last stated cash
                past_cashes = len(steps)
                while past_cashes > 0 and not isinstance(steps[past_cashes - 1], Cash):
                    past_cashes -= 1
                self._cash_from[id(steps)] = past_cashes
            if state.index >= past_cashes:
                return 0
        return self._kings_suits

    def _card_free_from(self, steps: tuple[Step, ...]) -> int:
        """The first step from which the stated line names no particular card, so that
        positions alike in relative ranks behave alike (a named ♠Q is absolute)."""
        cached = self._card_free.get(id(steps))
        if cached is None:
            cached = len(steps)
            while cached > 0 and not _names_a_card(steps[cached - 1]):
                cached -= 1
            self._card_free[id(steps)] = cached
        return cached

    @staticmethod
    def _credited(state: PlanState) -> bool:
        """A stated squeeze or throw-in is under way: best play from here (70D1)."""
        return state.technique or isinstance(state.step, Technique)

    def _sure_tricks(self, position: EndPosition) -> int:
        """A lower bound on the claimer's tricks from here, whatever anyone plays: the
        trick in progress (or, at a trick's start, the trick about to be led) when his
        side surely wins it, plus the trumps of one hand that no opponent's trump can
        beat.  Every card is played by the end, one hand plays one card a trick, and a
        trump of his wins the trick it is played to unless an opponent puts a higher
        trump on that trick (a partner's higher trump wins it for his side just the
        same); each opponent's trump is played to one trick, so it beats at most one of
        them.  So of one hand's n trumps at least n - m win, m the most of them the
        opponents' trumps can be matched to, each to one below it (with the ace of
        trumps out, K-Q-J-T of one hand take three tricks: the bound before counted
        only the trumps above every opponent's, none)."""
        trump = position.trump
        trick = position.trick
        if trick:
            bonus = 1 if self._wins_current_trick(position) else 0
        else:
            bonus = 1 if self._sure_next_trick and self._wins_next_trick(position) else 0
        if trump is None:
            return bonus
        shift = trump._value_ * SUIT_STRIDE
        masks = position.masks()
        theirs = masks[self.their_seats[0]] | masks[self.their_seats[1]]
        played: set[Seat] = set()
        for index, card in enumerate(trick):
            seat = position.leader.next(index)
            played.add(seat)
            if seat.side != self.side:
                # a trump they already put on the current trick can still beat ours there
                theirs |= card_bit(card)
        their_trumps = (theirs >> shift) & SUIT_BITS
        best = 0
        for seat in self.our_seats:
            count = _unbeatable(((masks[seat] >> shift) & SUIT_BITS), their_trumps)
            # a hand still to play to this trick may put one of them on it: no double count
            best = max(best, count + bonus if seat in played else max(count, bonus))
        return best

    def _wins_next_trick(self, position: EndPosition) -> bool:
        """At a trick's start: whatever the leader leads and anyone plays, the claimer's
        side wins this trick.  In every suit the leader holds, a hand of the claimer's
        holds that suit's cards only above both opponents' (it leads one, or must
        follow with one: the leader himself, or the other hand of the side that is
        not on lead), and no opponent who may be void in a plain suit led can ruff it.
        True for any legal play, so for every normal line."""
        masks = position.masks()
        leader = position.leader
        leader_value: int = leader  # (seats and suits read as ints: see _runs_the_rest)
        lead = masks[leader_value]
        if not lead:
            return False  # the play is over
        first, second = self.their_seats
        theirs = masks[first] | masks[second]
        trump = position.trump
        trump_shift = -1 if trump is None else _suit_shift(trump)
        ours = leader_value & 1 == self._side_value
        ruffers = self.their_seats if ours else (leader.partner,)
        mine, partner = masks[self.our_seats[0]], masks[self.our_seats[1]]
        for shift in SHIFT:
            if not (lead >> shift) & SUIT_BITS:
                continue
            below = (1 << ((theirs >> shift) & SUIT_BITS).bit_length()) - 1
            one = (mine >> shift) & SUIT_BITS
            two = (partner >> shift) & SUIT_BITS
            if not ((one and not one & below) or (two and not two & below)):
                return False
            if trump_shift >= 0 and shift != trump_shift:
                for seat in ruffers:
                    held = masks[seat]
                    if not (held >> shift) & SUIT_BITS and (held >> trump_shift) & SUIT_BITS:
                        return False
        return True

    def _sure_tricks_may_reach(self, position: EndPosition, limit: int) -> bool:
        """Whether :meth:`_sure_tricks` can be ``limit`` or more: it is at most the
        trick in progress plus the trumps of the side's longer trump holding, read in a
        few operations on the masks (asked at most positions of a trump contract's
        tests, where the full bound rarely reaches the limit: about a tenth of a
        search's time went on it)."""
        if limit <= 1:
            return True
        trump = position.trump
        if trump is None or limit >= INFINITY:
            return False
        masks = position.masks()
        shift = _suit_shift(trump)
        first, second = self.our_seats
        most = max(
            ((masks[first] >> shift) & SUIT_BITS).bit_count(),
            ((masks[second] >> shift) & SUIT_BITS).bit_count(),
        )
        return most + (1 if position.trick else 0) >= limit

    def _wins_current_trick(self, position: EndPosition) -> bool:
        """The claimer's side is winning the trick in progress and no opponent still
        to play can beat the winning card, by following higher or by ruffing."""
        if not position.trick:
            return False
        winner = position.current_winner()
        if winner is None or winner.side != self.side:
            return False
        card = position.trick[(winner - position.leader) % 4]
        led = position.trick[0].suit
        trump = position.trump
        masks = position.masks()
        above = card.rank._value_ + 1  # a card's bit above this one is a higher card
        led_shift = led._value_ * SUIT_STRIDE
        for index in range(len(position.trick), 4):
            seat = position.leader.next(index)
            if seat.side == self.side:
                continue
            led_cards = (masks[seat] >> led_shift) & SUIT_BITS
            if card.suit == led and led_cards >> above:
                return False  # he follows higher
            if trump is not None and (led == trump or not led_cards):
                trumps = (masks[seat] >> (trump._value_ * SUIT_STRIDE)) & SUIT_BITS
                if trumps if card.suit != trump else trumps >> above:
                    return False  # he ruffs, or overruffs
        return True

    def _runs_the_rest(self, position: EndPosition) -> bool:
        """Exact without search: the claimer's side is on lead, the opponents hold no
        trump, every card of the leader's hand is a master and partner holds nothing
        above it in any suit.  Whatever is led wins, partner never overtakes (play-low)
        nor ruffs a sure winner (no-ruffing-partner), so every trick is the side's.
        Read from the hands' masks (asked at every trick's start);
        :meth:`_runs_the_rest_by_cards` is the plain version it is tested equal to."""
        # the seat read as an int (an IntEnum: compiled, a native read, where .side and
        # .partner are looked up by name); its side is its parity, its partner two on
        leader: int = position.leader
        if leader & 1 != self._side_value:
            return False
        masks = position.masks()
        first, second = self.their_seats
        theirs = masks[first] | masks[second]
        trump = position.trump
        trump_shift = -1 if trump is None else _suit_shift(trump)
        if trump_shift >= 0 and (theirs >> trump_shift) & SUIT_BITS:
            return False
        mine = masks[leader]
        partner = masks[(leader + 2) & 3]
        partner_all_masters = True
        for shift in SHIFT:
            # the bits at or below their best card of the suit (a card's bit is its rank)
            below = (1 << ((theirs >> shift) & SUIT_BITS).bit_length()) - 1
            if (mine >> shift) & below:
                return False
            if (partner >> shift) & below:
                partner_all_masters = False
        if partner_all_masters:
            return True  # whoever of the two wins a trick leads a master again
        for shift in SHIFT:
            held = (mine >> shift) & SUIT_BITS
            his = (partner >> shift) & SUIT_BITS
            if held:
                if his >> (held & -held).bit_length():
                    return False  # partner holds a card above the leader's lowest
            elif his and shift == trump_shift:
                return False  # partner could be forced to ruff or overtake in trumps
        return True

    def _runs_the_rest_by_cards(self, position: EndPosition) -> bool:
        """:meth:`_runs_the_rest` card by card (the reference its tests compare with)."""
        leader = position.leader
        if leader.side != self.side:
            return False
        trump = position.trump
        opponents = [c for seat in self.side.other.seats for c in position.hands[seat]]
        if trump is not None and any(c.suit == trump for c in opponents):
            return False
        top: dict[Suit, int] = {}
        for card in opponents:
            if card.rank > top.get(card.suit, 0):
                top[card.suit] = card.rank
        lowest: dict[Suit, int] = {}
        for card in position.hands[leader]:
            if card.rank < top.get(card.suit, 0):
                return False
            if card.rank < lowest.get(card.suit, 99):
                lowest[card.suit] = card.rank
        partner_all_masters = all(
            card.rank > top.get(card.suit, 0) for card in position.hands[leader.partner]
        )
        if partner_all_masters:
            return True
        for card in position.hands[leader.partner]:
            if card.suit in lowest and card.rank > lowest[card.suit]:
                return False
            if card.suit not in lowest and card.suit == trump:
                return False
        return True

    def _best_play_value(self, position: EndPosition) -> int:
        # one solver call cannot be interrupted, but it is one bounded DDS call; the
        # pure-Python fallback can run for minutes on 8 cards (issue 12), so it watches
        # the deadline like the main search
        if self.solver is not None:
            return self.solver.tricks(position, self.side)
        memo = _PERFECT_MEMOS.setdefault((position.trump, self.side), {})
        if len(memo) > PERFECT_MEMO_LIMIT:
            memo.clear()
        return _perfect_play_value(position, self.side, memo, self.deadline)

    def value(
        self,
        position: EndPosition,
        state: PlanState,
        limit: int,
        so_far: int,
        enough: int = -1,
        child: Child | None = None,
    ) -> int:
        """The claimer's tricks from here on the worst normal line, exactly when the
        result lies strictly between ``enough`` and ``limit``.  A result at or above
        ``limit`` is a lower bound; a result at or below ``enough`` is the value of a
        real line, so an upper bound (the search stops at the first line that good:
        "can he be held to ``enough``?" needs one line, not the worst)."""
        stats = self.stats
        stats.nodes += 1
        if stats.nodes >= self._budget_end:
            if stats.nodes >= self._node_limit:
                raise SearchTimeout
            raise _OutOfBudget
        if not stats.nodes % self._clock_every:  # a clock read costs less than a node: look often
            if self.deadline is not None and clock.now() > self.deadline:
                raise SearchTimeout
            if self.progress is not None and not stats.nodes & 2047:
                self.progress(stats)
        if position.is_over:
            self._record(so_far)
            return 0
        if self._credited(state) and position.to_play.side == self.side and not position.trick:
            result = self._best_play_value(position)
            self._record(so_far + result)
            return result
        if not position.trick and state.step is None and self._runs_the_rest(position):
            result = position.tricks_left
            self._record(so_far + result)
            return result
        # (in notrump the sure tricks are at most the one trick in progress)
        if self._sure_tricks_may_reach(position, limit):
            floor = self._sure_tricks(position)
            if floor >= limit:
                return floor  # a lower bound at or above the limit is all the caller needs
        if position.trick:
            # the table holds positions at the start of a trick only, as DDS's does: a
            # key in relative ranks and a table entry cost more than the mid-trick
            # positions they would save (measured on 16 8-card claims: 10% more nodes,
            # 15-20% less time); the children of every position are still kept
            return self._expand(position, state, limit, so_far, enough, None, 0, INFINITY)
        # ``child``: the move that led here, which keeps this position's key
        if child is None:
            key = self.key(position, state)
        else:
            key = child.key
            if key is None:
                key = child.key = self.key(position, state)
        low, high = self.memo.get(key, (0, INFINITY))
        if low or high < INFINITY:
            stats.memo_hits += 1
            if low == high or high <= enough:
                self._record(so_far + high)
                return high
            if low >= limit:
                return low
            # a line as good as the known lower bound is the worst: stop there
            enough = max(enough, low)
        return self._expand(position, state, limit, so_far, enough, key, low, high)

    def _expand(
        self,
        position: EndPosition,
        state: PlanState,
        limit: int,
        so_far: int,
        enough: int,
        key: Hashable,
        low: int,
        high: int,
    ) -> int:
        best = INFINITY
        bound = INFINITY  # a lower bound from the children not searched
        for child in self._both_orders(position, state)[1]:
            cap = min(best, limit)
            if child.gain >= cap:
                bound = min(bound, child.gain)
                continue
            self._path.append(child)
            try:
                got = child.gain + self.value(
                    child.position,
                    child.state,
                    cap - child.gain,
                    so_far + child.gain,
                    enough - child.gain,
                    child,
                )
            finally:
                self._path.pop()
            if got < best:
                best = got
                if best <= enough or best == 0:
                    break
        if best >= limit:
            best = min(best, bound)  # every child is at least this: at least limit
        if key is None:
            return best
        if best <= enough:
            self.memo[key] = (low, min(high, best))  # a line that good exists
        elif best < limit:
            self.memo[key] = (best, best)
        else:
            self.memo[key] = (max(low, best), high)
        return best

    def proved_floor(self, position: EndPosition, state: PlanState) -> int:
        """What the tests of :meth:`exact` on ``position`` proved before a time-out: the
        claimer takes at least this many tricks from there on every normal line (the
        table's lower bound, the last finished test's, or the sure tricks).  Read it
        before anything else searches with this object (:attr:`proved_low` is then
        another position's)."""
        stored = 0
        if not position.trick:  # the table holds positions at the start of a trick only
            stored = self.memo.get(self.key(position, state), (0, INFINITY))[0]
        return max(self.proved_low, stored, self._sure_tricks(position))

    def _record(self, total: int) -> None:
        if total < self.incumbent:
            self.incumbent = total
            self.incumbent_path = list(self._path)

    def exact(
        self,
        position: EndPosition,
        state: PlanState,
        floor: int = 0,
        enough: int = -1,
        limit: int = INFINITY,
        first_budget: int = FIRST_BUDGET,
        budget_cap: int = INFINITY_NODES,
    ) -> int:
        """See :meth:`_exact` (here with the garbage collector paused).  Afterwards
        :attr:`bounds` holds what the call proved, (lower, upper): a caller that cut it
        with ``enough`` or ``limit`` learns both sides.  With ``budget_cap`` the call
        gives up once its tests would need a bigger node budget than that, the value
        unsettled (read :attr:`bounds`; the tables keep what the tests finished)."""
        with collector_paused():
            return self._exact(position, state, floor, enough, limit, first_budget, budget_cap)

    def _exact(
        self,
        position: EndPosition,
        state: PlanState,
        floor: int = 0,
        enough: int = -1,
        limit: int = INFINITY,
        first_budget: int = FIRST_BUDGET,
        budget_cap: int = INFINITY_NODES,
    ) -> int:
        """The exact value (``floor``: a lower bound already known; with ``enough``, a
        value at or below it is returned as soon as a line shows it; with ``limit``, a
        lower bound at or above it is returned as soon as it is proved), by tests "can the
        claimer be held to k tricks?" between a lower bound and the tricks of one line
        dived to the end (also a real line to fall back on at a time-out).
        Both sides minimise, so the value is a shortest path: a test with a small k
        cuts every line as soon as he has taken k + 1 tricks and stops at the first
        line that holds him to k, and each test leaves bounds in the table for the
        next.  The old single search with no such target explored every line below
        the best found so far, which is far more when the first lines found are good
        for the claimer."""
        low, high = floor, INFINITY
        # from here on a time-out reads this position's bound, not the last call's
        self.proved_low = floor
        if not self._valued_without_search(position, state):
            # what earlier searches (the ruling's own, on the line) left in the table
            stored_low, high = self.memo.get(self.key(position, state), (0, INFINITY))
            low = max(low, stored_low, self._sure_tricks(position))
            self.proved_low = low
            self.bounds = (low, high)
            if low >= high or high <= enough:
                return high
            if low >= limit:
                return low
        high = min(high, self._dive(position, state))
        low = max(low, self._sure_tricks(position))
        self.proved_low = low
        self.bounds = (low, high)
        budget = first_budget
        while low < high and high > enough and low < limit:
            # the value lies in [low, high].  Two tests, each within a node budget that
            # doubles every round: upwards from the lower bound (a failing claim: cheap
            # while k is below the value) and just below the best line known (a claim
            # that stands is proved by that one test).  A test with k well above the
            # value is dear: it wades through lines on which he takes up to k tricks
            # before one holds him there.  A test cut by its budget is taken up again
            # later, its finished subtrees kept in the table.
            progressed = False
            for upwards in (True, False):
                if low >= high or high <= enough or low >= limit:
                    break
                top = enough if low <= enough < high - 1 else high - 1
                if not upwards and top == low:
                    break  # the same test as the one just tried
                k = low if upwards else top
                # the upward test a smaller share when a downward one follows: on a
                # failing claim the downward tests find lines (cheap) down to the value,
                # where the last one is the proof; an upward test pays off when it finds
                # a line early, and a proof it is making at a bound below the value is
                # thrown away once the downward proof lands (measured: half the nodes of
                # some 8- and 10-card claims went on such upward proofs; a sixteenth
                # rather than a quarter, round 26: the same rulings in 8-12% fewer
                # positions, Bridge Winners 4NT 24.7 million against 28.0, see
                # benchmarks/HISTORY.md)
                share = budget // UPWARD_SHARE if upwards and top > low else budget
                try:
                    got = self._test(position, state, k, share)
                except _OutOfBudget:
                    continue
                progressed = True
                self.last_budget = budget
                if got <= k:
                    high = got  # a line that holds him to got
                else:
                    low = self.proved_low = got  # every line gives him at least got
                self.bounds = (low, high)
            if not progressed:
                if budget >= budget_cap:
                    break  # the caller's cap: unsettled, see self.bounds
                budget *= 2
        return low if low >= limit and low < high else high

    def _test(self, position: EndPosition, state: PlanState, k: int, budget: int) -> int:
        """Can the claimer be held to ``k``?  At most ``k`` (a line) or above (a bound)."""
        self._budget_end = min(self.stats.nodes + budget, self._node_limit)
        try:
            return self.value(position, state, k + 1, 0, k)
        finally:
            self._budget_end = self._node_limit

    def _valued_without_search(self, position: EndPosition, state: PlanState) -> bool:
        """The cases :meth:`value` answers before looking at any card."""
        if position.is_over:
            return True
        if position.trick:
            return False
        if self._credited(state) and position.to_play.side == self.side:
            return True
        return state.step is None and self._runs_the_rest(position)

    def _dive(self, position: EndPosition, state: PlanState) -> int:
        """The claimer's tricks on one line: the first (most careless) child at every
        turn, valued exactly once the rest needs no search.  Records it as incumbent."""
        start = len(self._path)
        so_far = 0
        try:
            while not self._valued_without_search(position, state):
                child = self._both_orders(position, state)[1][0]
                self._path.append(child)
                so_far += child.gain
                position, state = child.position, child.state
            return so_far + self.value(position, state, INFINITY, so_far)
        finally:
            del self._path[start:]

    # ------------------------------------------------------------------ the line
    def run(
        self, position: EndPosition, state: PlanState, alternatives: bool = True
    ) -> SearchOutcome:
        """See :meth:`_run` (here with the garbage collector paused)."""
        with collector_paused():
            return self._run(position, state, alternatives)

    def _run(
        self, position: EndPosition, state: PlanState, alternatives: bool = True
    ) -> SearchOutcome:
        """The worst normal line and its value; ``alternatives`` also values the other
        normal cards along it (for the explanation; callers that need only the value
        and the line skip it).  Every phase stops at the deadline: past it the value is
        the worst complete line found (incomplete), or, when the value is known, the
        line is shown as far as it was traced."""
        started = clock.now()
        self.root_cards = sum(len(hand) for hand in position.hands)
        try:
            total = self.exact(position, state)
            self.stats.value_seconds = clock.now() - started
        except SearchTimeout:
            self.stats.seconds = clock.now() - started
            floor = self.proved_floor(position, state)
            path = self.incumbent_path
            if self.incumbent >= INFINITY:
                total = position.tricks_left
                line = self._describe_path(position, state, path)
            else:
                # the tricks of the line from each card on: the recorded line may end
                # where the search knew the rest (a table entry, the rest run), and its
                # count includes that rest
                total = self.incumbent
                line = self._describe_path(position, state, path, total)
            return SearchOutcome(
                total,
                False,
                line,
                self.stats,
                line_cut=not self._reaches_the_end(position, state, path),
                floor=min(floor, total),
            )
        path, cut = self._deciding_path(position, state, total)
        choices: dict[int, _Choice] | None = None
        if alternatives:
            choices = self._value_alternatives(position, state, path, total)
        if not cut:
            # past a stated squeeze or throw-in: best play, shown card by card
            path = path + self._best_play_line(position, state, path, total)
        line = self._describe_path(position, state, path, total, choices)
        self.stats.seconds = clock.now() - started
        return SearchOutcome(total, True, line, self.stats, line_cut=cut)

    def _value_alternatives(
        self, position: EndPosition, state: PlanState, path: list[Child], total: int
    ) -> dict[int, _Choice]:
        """The other normal cards at each of the claimer's turns on the deciding line
        (by the card's number on the line), each valued as far as
        :attr:`describe_nodes` positions reach, so that a director sees which careless
        choice cost what.

        The description is a function of the claim and the budget alone (issue 10): it
        searches on a table of its own, started empty (the value search's table, and
        what filling it cost, depend on how ``--jobs`` processes shared it out), in
        this process.  The budget is shared fairly: first every alternative is asked
        only "is it better than the card chosen?" (most are not, and one line as bad
        as the chosen one's tells it), each turn taking an equal share of what is left
        and each card of a turn an equal share of the turn's (unused positions pass on
        to the next), in rounds until every card is answered or the positions run
        out; then the better ones are valued exactly, in turn, with what remains.  A
        card whose first question the budget (or the deadline) cut is listed as not
        valued, with the reason; one whose exact value it cut is shown "at least" its
        proved bound."""
        choices: dict[int, _Choice] = {}
        remaining = total
        for number, child in enumerate(path):
            if position.to_play.side == self.side:
                siblings: tuple[Child, ...] = ()
                # the trace listed them (kept); listing afresh looks at the clock
                with contextlib.suppress(SearchTimeout):
                    siblings = self.children(position, state)
                others = tuple((p, s) for p, s in enumerate(siblings) if s.card != child.card)
                choice = choices[number] = _Choice(remaining, others, bool(siblings))
                # the cards the tracing tried before this one give more: it proved
                # each at least a trick more (a fact of the claim, whatever table the
                # tracing searched on), so the first question is answered for them
                for place in range(self.traced_places.get(number, 0)):
                    if siblings[place].card != child.card:
                        choice.values[place] = (remaining + 1, True)
            remaining -= child.gain
            position, state = child.position, child.state
        if self.root_cards <= WARM_DESCRIPTION_CARDS:
            self._ask_on_own_table(choices)
        table = self.table.fresh()
        describer = RestrictedSearch(self.claimant, self.solver, self.deadline, None, table)
        describer.root_cards = self.root_cards
        # the same claimant's children: only the normal plays' cost is saved (they are a
        # function of the position and the plan's state), the positions counted are not
        describer._children_of = self._children_of
        turns = [choice for choice in choices.values() if choice.others]
        end = self.describe_nodes
        timed_out = False
        try:
            # is each alternative better than the card chosen?  (value + 1 or more)  In
            # rounds: each turn still open gets an equal share of the positions left,
            # each of its cards not yet answered an equal share of the turn's; a card
            # its share cut is asked again in the next round (the table keeps what the
            # first try proved), while positions remain and a round answers something
            open_turns = turns
            while open_turns and describer.stats.nodes < end:
                answered = False
                for index, choice in enumerate(open_turns):
                    turn_end = describer._share(end, len(open_turns) - index)
                    waiting = [(p, s) for p, s in choice.others if p not in choice.values]
                    for asked, (place, sibling) in enumerate(waiting):
                        card_end = describer._share(turn_end, len(waiting) - asked)
                        try:
                            choice.values[place] = describer._is_better(
                                sibling, choice.value, card_end
                            )
                            answered = True
                        except SearchTimeout:
                            if describer._why_stopped() == NOT_VALUED_TIME:
                                raise
                open_turns = [c for c in open_turns if len(c.values) < len(c.others)]
                if not answered:
                    break
            # then the better ones exactly, with what is left
            better = [
                (choice, place, sibling)
                for choice in turns
                for place, sibling in choice.others
                if choice.values.get(place, (0, False))[1]
            ]
            for index, (choice, place, sibling) in enumerate(better):
                card_end = describer._share(end, len(better) - index)
                low = choice.values[place][0]
                choice.values[place] = describer._exact_within(sibling, low, card_end)
                if describer._why_stopped() == NOT_VALUED_TIME:
                    break
        except SearchTimeout:  # the deadline
            timed_out = True
        for choice in turns:
            choice.unvalued = [s.card for place, s in choice.others if place not in choice.values]
            if choice.unvalued:
                choice.reason = NOT_VALUED_TIME if timed_out else NOT_VALUED_BUDGET
        for choice in choices.values():
            if not choice.listed:
                choice.reason = NOT_VALUED_TIME
        self.stats.nodes += describer.stats.nodes
        return choices

    def _ask_on_own_table(self, choices: dict[int, _Choice]) -> None:
        """The description's questions about each other card, "better than the card
        chosen?" and then a better card's exact value, asked on this search's own
        table, warm from the value and the tracing, with no budget but the search's own
        limits (claims of up to :data:`WARM_DESCRIPTION_CARDS` cards).  Each answer is a
        fact of the claim (better or not, a better card's bound taken as the question's,
        a trick more; an exact value), so whichever table answered it, and however
        ``--jobs`` filled that table, the description is the same.  On the benchmark's
        8-card claims the whole ruling takes 7.7% fewer positions for the first
        questions, another 6.8% fewer for the exact values; on bigger claims the unbudgeted
        questions outgrow the description's budget (benchmarks/HISTORY.md, round 27).
        What the tests left on this object (its line, its bounds, its node limit) is
        kept; at the clock's limit the cards not yet answered are the description's
        (which then marks them not valued)."""
        kept = (self.incumbent, self.incumbent_path, self.proved_low, self.bounds)
        limit = self._node_limit
        try:
            for choice in choices.values():
                for place, sibling in choice.others:
                    if place not in choice.values:
                        got, more = self._is_better(sibling, choice.value, limit)
                        choice.values[place] = (choice.value + 1, True) if more else (got, False)
            # then the better ones exactly, here too (an exact value is a fact as well)
            for choice in choices.values():
                for place, sibling in choice.others:
                    low, more = choice.values.get(place, (0, False))
                    if more:
                        self._within(limit)
                        floor = max(0, low - sibling.gain)
                        choice.values[place] = (
                            sibling.gain + self.exact(sibling.position, sibling.state, floor),
                            False,
                        )
        except SearchTimeout:
            pass  # the rest are the description's to ask, within its budget
        finally:
            self.incumbent, self.incumbent_path, self.proved_low, self.bounds = kept
            self._within(limit)

    def _share(self, end: int, parts: int) -> int:
        """The node count at which the next of ``parts`` equal shares of the positions
        left before ``end`` ends."""
        nodes = self.stats.nodes
        return nodes + max(0, end - nodes) // max(1, parts)

    def _why_stopped(self) -> str:
        if self.deadline is not None and clock.now() > self.deadline:
            return NOT_VALUED_TIME
        return NOT_VALUED_BUDGET

    def _within(self, end: int) -> None:
        """Stop the next searches at ``end`` positions as at a deadline."""
        self._node_limit = self._budget_end = end

    def _is_better(self, sibling: Child, value: int, end: int) -> tuple[int, bool]:
        """``sibling``'s value if it is no better than ``value`` (a line as bad, or the
        value itself, second item False), else a proved lower bound above ``value``
        (second item True, unless that bound is exact).  Raises :class:`SearchTimeout`
        at ``end`` positions or the deadline."""
        bound = value - sibling.gain + 1
        if bound <= 0:  # he has none to lose: it is better (by the trick it wins)
            return sibling.gain + self._sure_tricks(sibling.position), True
        self._within(end)
        try:
            got = self.exact(sibling.position, sibling.state, 0, bound - 1, bound)
        finally:
            self._within(INFINITY_NODES)
        if got < bound:
            return value, False  # a line as bad as the chosen one: not better
        low, high = self.bounds
        return sibling.gain + got, low < high

    def _exact_within(self, sibling: Child, low: int, end: int) -> tuple[int, bool]:
        """The exact value of a better ``sibling`` (its lower bound ``low`` known);
        past ``end`` positions or the deadline, the bound it proved, marked so."""
        self._within(end)
        try:
            got = self.exact(sibling.position, sibling.state, max(0, low - sibling.gain))
        except SearchTimeout:
            return max(low, sibling.gain + self.proved_low), True
        finally:
            self._within(INFINITY_NODES)
        return sibling.gain + got, False

    def _deciding_path(
        self, position: EndPosition, state: PlanState, total: int
    ) -> tuple[list[Child], bool]:
        """A line attaining ``total``, and whether the deadline cut it.  The line is
        traced card by card in the order the ruling shows the choices (a bounded search
        a card).  When the deadline cuts that, the worst line the value's tests met, if
        it attains ``total`` from here (:meth:`_incumbent_prefix`), is shown instead: it
        needs no search to the point where the tests knew the rest, often the end (BBO
        'Poor claim': a value found near claim check's 60 s limit left the traced line
        three cards long).  Either way each card shown attains the value, so a cut line
        is still a worst line's beginning."""
        path: list[Child] = []
        # the tracing's bounded searches start from the line's cards, and so record
        # lines counted from there, not from here: the tests' own line is kept aside
        found = (self.incumbent, self.incumbent_path)
        self.traced_places = {}
        try:
            self._trace_path(position, state, total, path)
            return path, False
        except SearchTimeout:
            pass
        finally:
            self.incumbent, self.incumbent_path = found
        # cut: the worst line the tests met, when it is this value's, goes further
        line = self._incumbent_prefix(position, state, total)
        if len(line) <= len(path):
            return path, True
        self.traced_places = {}  # the line's first cards are the tests', not traced
        try:
            last = line[-1]
            self._trace_path(last.position, last.state, total - sum(c.gain for c in line), line)
        except SearchTimeout:
            return line, True
        finally:
            self.incumbent, self.incumbent_path = found
        return line, False

    def _best_play_line(
        self, position: EndPosition, state: PlanState, path: list[Child], total: int
    ) -> list[Child]:
        """Where the line reaches a stated squeeze or throw-in (best play from there,
        70D1), the rest of it as best play: at each turn the first card, in the order
        the line is shown in, that keeps the double-dummy value (the claimer's side
        the most, the defence the least), so that a director sees the squeeze, not
        "best play from the start".  The same cards with the solver as with the
        search's own small double-dummy search (``claim check``), which answers only
        "does this card keep the value?".  Empty when the deadline cuts it."""
        here, here_state = (path[-1].position, path[-1].state) if path else (position, state)
        if here.is_over or here.trick or here.to_play.side != self.side:
            return []
        if not self._credited(here_state):
            return []
        remaining = total - sum(child.gain for child in path)
        memo = _PERFECT_MEMOS.setdefault((here.trump, self.side), {})
        clock = _Clock(self.deadline)

        def at_least(child: Child, target: int) -> bool:
            """The claimer's side takes ``target`` or more from before ``child``."""
            if self.solver is not None:
                after = child.position
                left = 0 if after.is_over else self.solver.tricks(after, self.side)
                return child.gain + left >= target
            return _takes(child.position, self.side, target - child.gain, memo, clock)

        line: list[Child] = []
        try:
            while not here.is_over:
                ours = here.to_play.side == self.side
                # his side's card keeps at least the value, a defender's no more
                chosen = next(
                    (
                        child
                        for child in self._children_as_listed(here, here_state)
                        if (at_least(child, remaining) if ours
                            else not at_least(child, remaining + 1))
                    ),
                    None,
                )
                if chosen is None:  # pragma: no cover - a card keeps the value
                    return []
                if ours:
                    play = NormalPlay(chosen.card, (), BEST_PLAY_NOTE)
                    chosen = Child(chosen.card, chosen.position, chosen.state, chosen.gain, play)
                line.append(chosen)
                remaining -= chosen.gain
                here, here_state = chosen.position, chosen.state
        except SearchTimeout:
            return []
        return line

    def _reaches_the_end(self, position: EndPosition, state: PlanState, path: list[Child]) -> bool:
        """``path`` is a whole line: to the end of the play, or to a stated technique
        (best play from there, shown as the technique)."""
        if path:
            position, state = path[-1].position, path[-1].state
        return position.is_over or (
            self._credited(state) and position.to_play.side == self.side and not position.trick
        )

    def _incumbent_prefix(
        self, position: EndPosition, state: PlanState, total: int
    ) -> list[Child]:
        """The worst line the tests already met, when it attains ``total`` from
        ``position``: the cards the search recorded, each checked to be a child of the
        one before (a line recorded by a search from another position or plan state is
        not this one's).
        It ends where the search knew the rest exactly (the end of the play, a table
        entry, the rest run or credited): the tracing goes on from there, if time is
        left.  (Not the line shown when there is time: the tests meet lines in the order
        that finds one fastest, not the order the ruling explains.)"""
        if self.incumbent != total or not self.incumbent_path:
            return []
        current, current_state = position, state
        for child in self.incumbent_path:
            if not any(
                c.card == child.card and c.position == child.position and c.state == child.state
                for c in self._children_as_listed(current, current_state)
            ):
                return []
            current, current_state = child.position, child.state
        return list(self.incumbent_path)

    def _trace_path(
        self, position: EndPosition, state: PlanState, total: int, path: list[Child]
    ) -> None:
        remaining = total
        while not position.is_over:
            if self._credited(state) and position.to_play.side == self.side and not position.trick:
                break  # best play from here: shown as the stated technique
            for place, child in enumerate(self.children(position, state)):
                # a search bounded just above the value tells whether the child attains it
                bound = remaining - child.gain + 1
                if bound <= 0:
                    continue
                # (the child is at least the node's value: one line that low is enough)
                got = self.value(child.position, child.state, bound, 0, bound - 1, child)
                if child.gain + got == remaining:
                    self.traced_places[len(path)] = place
                    path.append(child)
                    remaining -= child.gain
                    position, state = child.position, child.state
                    break
            else:  # pragma: no cover - the memo guarantees a child attains the value
                raise AssertionError("no child attains the node's value")

    def _line_dd_values(self, position: EndPosition, path: list[Child]) -> list[int]:
        """The double-dummy value before each card of ``path`` (from ``position``), for
        as many of its first cards as the deadline allows: a line described after it
        gets them only within a short grace.  In batches of :data:`DD_BATCH` positions
        (DDS solves a batch on its threads: a 13-card line's values in about half the
        time of one call a card, benchmarks/HISTORY.md round 27)."""
        if self.solver is None or not path:
            return []
        before = [position] + [child.position for child in path[:-1]]
        values: list[int] = []
        for start in range(0, len(before), DD_BATCH):
            if self.deadline is not None and clock.now() >= self.deadline + DD_GRACE_SECONDS:
                break
            values += self.solver.tricks_many(before[start : start + DD_BATCH], self.side)
        return values

    def _describe_path(
        self,
        position: EndPosition,
        state: PlanState,
        path: list[Child],
        total: int | None = None,
        choices: dict[int, _Choice] | None = None,
    ) -> list[LineStep]:
        """The line as the ruling shows it; ``choices``: the alternatives at the
        claimer's turns, as far as :meth:`_value_alternatives` valued them (None: not
        asked, none shown)."""
        steps: list[LineStep] = []
        dd_values = self._line_dd_values(position, path)
        # the claimer's tricks from each position on the line, counting down
        remaining = sum(c.gain for c in path) if total is None else total
        for number, child in enumerate(path):
            seat = position.to_play
            claimer_side = seat.side == self.side
            value = remaining
            best_alt: tuple[Card, int] | None = None
            best_rules: tuple[Rule, ...] = ()
            at_least = False
            alternatives: tuple[Card, ...] = ()
            unvalued: tuple[Card, ...] = ()
            reason = ""
            choice = None if choices is None else choices.get(number)
            if choice is not None:
                alternatives = tuple(s.card for _, s in choice.others)
                for place, sibling in choice.others:
                    known = choice.values.get(place)
                    if known is None:
                        continue
                    alt, approximate = known
                    if alt > value and (best_alt is None or alt > best_alt[1]):
                        best_alt = (sibling.card, alt)
                        best_rules = sibling.play.rules if sibling.play else ()
                        at_least = approximate
                unvalued = tuple(choice.unvalued)
                reason = choice.reason if unvalued or not choice.listed else ""
            remaining -= child.gain
            dd = dd_values[number] if number < len(dd_values) else None
            winner = child.position.leader if not child.position.trick else None
            steps.append(
                LineStep(
                    seat=seat,
                    card=child.card,
                    claimer_side=claimer_side,
                    rules=child.play.rules if child.play else (),
                    note=child.play.note if child.play else "",
                    value=value,
                    best_alternative=best_alt,
                    best_alternative_rules=best_rules,
                    best_alternative_at_least=at_least,
                    alternatives=alternatives,
                    dd_value=dd,
                    plan_notes=child.notes,
                    trick_winner=winner,
                    unvalued=unvalued,
                    unvalued_reason=reason,
                )
            )
            position = child.position
        return steps


class _Choice:
    """A claimer's turn on the deciding line, for its description: the claimer's tricks
    from there on the line (``value``), the other normal cards (by their place among
    the turn's children), what is known of each, and those not valued, with why."""

    __slots__ = ("listed", "others", "reason", "unvalued", "value", "values")

    def __init__(self, value: int, others: tuple[tuple[int, Child], ...], listed: bool) -> None:
        self.value = value
        self.others = others
        self.listed = listed  # False: the deadline stopped even the listing of the cards
        self.values: dict[int, tuple[int, bool]] = {}
        self.unvalued: list[Card] = []
        self.reason = ""


# the perfect-play bounds per trump suit and side, shared by every search of a process:
# a ruling's analysis values the same credited squeeze once per rule and setting it
# tries (relative-rank keys: the hands, the trick and the leader)
BEST_PLAY_NOTE: Final = "best play, as stated"
"""The note beside the claimer's cards after a stated squeeze or throw-in."""

_PERFECT_MEMOS: Final[dict[tuple[Suit | None, Side], dict[Hashable, tuple[int, int]]]] = {}
PERFECT_MEMO_LIMIT: Final = 500_000


def _perfect_play_value(
    position: EndPosition,
    side: Side,
    memo: dict[Hashable, tuple[int, int]],
    deadline: float | None = None,
) -> int:
    """Both sides perfect (the claimer maximises): used for a stated technique when no
    solver is at hand (tests, ``claim check``'s workers); raises
    :class:`SearchTimeout` past ``deadline``.

    A small double-dummy solver, after DDS's own scheme: tests "can ``side`` take
    ``target`` tricks?" (a null window: each needs one good card for the side to move
    when it is his, every card when it is theirs), a binary search on ``target``, and
    ``memo`` holding a lower and an upper bound per position in relative ranks, shared
    by the tests.  The plain minimax it replaces needed minutes on an 8-card squeeze
    (the Maastricht 2000 case in positions/published); this needs seconds."""
    low, high = 0, position.tricks_left if not position.is_over else 0
    clock = _Clock(deadline)
    clock.tick()  # a deadline already past is met at once
    while low < high:
        target = (low + high + 1) // 2
        if _takes(position, side, target, memo, clock):
            low = target
        else:
            high = target - 1
    return low


class _Clock:
    """Looks at the deadline every :data:`PERFECT_CHECK_EVERY` positions."""

    __slots__ = ("count", "deadline")

    def __init__(self, deadline: float | None) -> None:
        self.deadline = deadline
        self.count = 0

    def tick(self) -> None:
        if self.deadline is None:
            return
        if not self.count % PERFECT_CHECK_EVERY and clock.now() > self.deadline:
            raise SearchTimeout
        self.count += 1


def _takes(
    position: EndPosition,
    side: Side,
    target: int,
    memo: dict[Hashable, tuple[int, int]],
    clock: _Clock,
) -> bool:
    """Can ``side`` take ``target`` of the tricks left (the current one included)
    against perfect play?"""
    if target <= 0:
        return True
    if target > position.tricks_left:
        return False
    clock.tick()
    ours = position.to_play.side == side
    key: Hashable = None
    low, high = 0, position.tricks_left
    if not position.trick:
        # the tricks the leader cashes from his own hand bound the value at once
        cashed = _cashing_tricks(position)
        if ours and cashed >= target:
            return True
        if not ours and position.tricks_left - cashed < target:
            return False
        # relative ranks: the play compares ranks only among the cards in play, so
        # positions alike in that form have one value (the trump and the side are the
        # caller's own).  Kept at the start of a trick only, as DDS does: a key costs
        # more than a mid-trick node saves.
        hands, _ = _relative(position)
        key = (hands, position.leader)
        low, high = memo.get(key, (low, high))
        if low >= target:
            return True
        if high < target:
            return False
    legal = merge_equal_cards(position, position.legal_plays())
    # the cards that can win the trick first, trumps before others: a cut comes sooner
    trump = position.trump
    legal.sort(key=lambda c: (c.suit != trump, -c.rank))
    result = not ours  # the side to move: one card that does it; theirs: every card
    for card in legal:
        after = position.play(card)
        gain = 1 if not after.trick and after.leader.side == side else 0
        if _takes(after, side, target - gain, memo, clock) == ours:
            result = ours
            break
    if key is not None:
        memo[key] = (target, high) if result else (low, target - 1)
    return result


def _cashing_tricks(position: EndPosition) -> int:
    """Tricks the player on lead wins by leading his masters one after another, each
    card above every other hand's card of its suit (partner's too: an overtake would
    move the lead).  In a trump contract only his top trumps count, unless neither the
    opponents nor partner hold a trump (a ruff could take any other card, and a discard
    on one suit can make an opponent void in the next)."""
    masks = position.masks()
    leader = position.leader
    mine = masks[leader]
    others = masks[0] | masks[1] | masks[2] | masks[3]
    others &= ~mine
    trump = position.trump
    suits: tuple[int, ...] = SHIFT
    if trump is not None:
        shift = trump._value_ * SUIT_STRIDE
        if (others >> shift) & SUIT_BITS:
            suits = (shift,)
    cashed = 0
    for shift in suits:
        top = ((others >> shift) & SUIT_BITS).bit_length()  # one above their best
        cashed += (((mine >> shift) & SUIT_BITS) >> top).bit_count()
    return cashed
