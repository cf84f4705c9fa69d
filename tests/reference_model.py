"""The straightforward versions of the hot functions of the normal-play model.

These are the bodies the table- and bitmask-based versions (:mod:`claims.tables`)
replaced, kept as the reference: ``tests/test_fast_tables.py`` compares each fast
function with its reference here on many random positions and views, and compares the
whole normal-play answer (every card, every rule, every note) with these patched in.
When the *meaning* of one of these changes in the model, change it here too.
"""

from __future__ import annotations

from collections.abc import Iterable

from claims.cards import Card, Rank, Seat, Side, Suit
from claims.errors import IllegalPlay
from claims.normal_play import Claimant, _pair_blocked, trumps_for_stated_ruffs
from claims.position import EndPosition
from claims.view import ClaimerView


# ------------------------------------------------------------------ claims.view.ClaimerView
def believed_out(self: ClaimerView, position: EndPosition, suit: Suit) -> list[Card]:
    overlooked = self.oversight.cards if self.oversight is not None else frozenset()
    cards = [
        card
        for seat in self.side.other.seats
        for card in position.hands[seat]
        if card.suit == suit and card not in overlooked
    ]
    return sorted(cards, key=lambda c: -c.rank)


def believed_master(self: ClaimerView, position: EndPosition, card: Card) -> bool:
    return all(other.rank < card.rank for other in believed_out(self, position, card.suit))


def _seats_after(position: EndPosition) -> list[Seat]:
    return [position.to_play.next(i) for i in range(1, 4 - len(position.trick))]


def _seen(self: ClaimerView, position: EndPosition, card: Card) -> bool:
    holder = holder_of(position, card)
    return holder is not None and holder in self.visible


def higher_possibly_after(self: ClaimerView, position: EndPosition, card: Card) -> bool:
    higher = [c for c in believed_out(self, position, card.suit) if c.rank > card.rank]
    if not higher:
        return False
    hidden = [c for c in higher if not _seen(self, position, c)]
    for seat in _seats_after(position):
        if seat.side == self.side:
            continue
        if seat in self.visible:
            if any(c in position.hands[seat] for c in higher):
                return True
        elif hidden and not position.known_void(seat, card.suit):
            return True
    return False


def placed_after(self: ClaimerView, position: EndPosition, card: Card) -> bool:
    higher = [c for c in believed_out(self, position, card.suit) if c.rank > card.rank]
    if not higher:
        return False
    for seat in _seats_after(position):
        if seat.side == self.side:
            continue
        if seat in self.visible and any(c in position.hands[seat] for c in higher):
            return True
        if seat not in self.visible and position.known_void(seat.partner, card.suit):
            return True
    return False


# ------------------------------------------------------------------ claims.position.EndPosition
def to_play(position: EndPosition) -> Seat:
    return position.leader.next(len(position.trick))


def holder_of(position: EndPosition, card: Card) -> Seat | None:
    for seat in Seat:
        if card in position.hands[seat]:
            return seat
    return None


def cards_in(position: EndPosition, seat: Seat, suit: Suit) -> list[Card]:
    return sorted((c for c in position.hands[seat] if c.suit == suit), key=lambda c: -c.rank)


def legal_plays(position: EndPosition) -> list[Card]:
    hand = position.hands[to_play(position)]
    led = position.trick[0].suit if position.trick else None
    if led is not None:
        following = [c for c in hand if c.suit == led]
        if following:
            return sorted(following)
    return sorted(hand)


def play(position: EndPosition, card: Card) -> EndPosition:
    """The position after ``card``, built through the constructor (no masks)."""
    seat = to_play(position)
    if card not in position.hands[seat]:
        raise IllegalPlay(f"{card} is not in the hand")
    led = position.trick[0].suit if position.trick else None
    voids = position.voids
    if led is not None and card.suit != led:
        if any(c.suit == led for c in position.hands[seat]):
            raise IllegalPlay(f"must follow to {led.word}s")
        voids = voids | {(seat, led)}
    hands = list(position.hands)
    hands[seat] = hands[seat] - {card}
    trick = (*position.trick, card)
    new_hands = (hands[0], hands[1], hands[2], hands[3])
    if len(trick) < 4:
        return EndPosition(
            new_hands,
            position.trump,
            position.declarer,
            position.leader,
            trick,
            position.tricks_won,
            voids,
        )
    winner = trick_winner(trick, position.leader, position.trump)
    won = list(position.tricks_won)
    won[winner.side] += 1
    return EndPosition(
        new_hands, position.trump, position.declarer, winner, (), (won[0], won[1]), voids
    )


# ------------------------------------------------------------------ claims.normal_play
def outstanding(position: EndPosition, side: Side, suit: Suit) -> list[Card]:
    cards = [
        card for seat in side.other.seats for card in position.hands[seat] if card.suit == suit
    ]
    return sorted(cards, key=lambda c: -c.rank)


def is_master(position: EndPosition, side: Side, card: Card) -> bool:
    return all(other.rank < card.rank for other in outstanding(position, side, card.suit))


def has_solidity(position: EndPosition, side: Side, suit: Suit) -> bool:
    cards = [c for seat in Seat for c in position.hands[seat] if c.suit == suit]
    cards.sort(key=lambda c: -c.rank)
    run = 0
    for card in cards:
        holder = holder_of(position, card)
        if holder is None or holder.side != side:
            break
        run += 1
    return run >= 2


def seats_after(position: EndPosition) -> list[Seat]:
    return [to_play(position).next(i) for i in range(1, 4 - len(position.trick))]


def _outside_entry(
    position: EndPosition, claimant: Claimant, suit: Suit, short: list[Card], long: list[Card]
) -> bool:
    """normal_play._outside_entry on card lists: a card of ``short`` outside ``suit``
    below a master he sees in ``long``, or a loser of a suit ``long`` can ruff."""
    view = claimant.sees
    trump = position.trump
    long_trumps = [c for c in long if c.suit == trump]
    for back in short:
        if back.suit == suit:
            continue
        if any(
            c.suit == back.suit and c.rank > back.rank and view.believed_master(position, c)
            for c in long
        ):
            return True
        if (
            long_trumps
            and back.suit != trump
            and not any(c.suit == back.suit for c in long)
            and not view.believed_master(position, back)
        ):
            return True
    return False


def _stuck(
    position: EndPosition,
    claimant: Claimant,
    suit: Suit,
    mine: list[Card],
    theirs: list[Card],
    shape_only: bool = False,
) -> bool:
    """The suit is blocked (normal_play._bits_blocked), the long hand holds a winner he
    sees, and it has no outside entry from the short one (``shape_only``: the blocked
    shape alone)."""
    if not _pair_blocked(mine, theirs):
        return False
    if shape_only:
        return True
    out = claimant.sees.believed_out(position, suit)
    long_cards = mine if len(mine) > len(theirs) else theirs
    if out and max(c.rank for c in long_cards) < max(c.rank for c in out):
        return False  # the long hand holds no winner he sees: nothing is stranded
    me = to_play(position)
    hands = {me: list(position.hands[me]), me.partner: list(position.hands[me.partner])}
    long, short = (me, me.partner) if len(mine) > len(theirs) else (me.partner, me)
    return not _outside_entry(position, claimant, suit, hands[short], hands[long])


def creates_blockage(
    position: EndPosition, claimant: Claimant, card: Card, shape_only: bool = False
) -> bool:
    me = to_play(position)
    partner = me.partner
    side = claimant.side
    suit = card.suit
    mine = [c for c in position.hands[me] if c.suit == suit]
    theirs = [c for c in position.hands[partner] if c.suit == suit]
    if not theirs or not any(is_master(position, side, c) for c in mine + theirs):
        return False
    if _stuck(position, claimant, suit, mine, theirs, shape_only):
        return False
    after_mine = [c for c in mine if c != card]
    partner_to_play = partner in seats_after(position)
    led = position.trick[0].suit if position.trick else None
    if partner_to_play and led in (None, suit):
        return all(
            _stuck(
                position, claimant, suit, after_mine, [c for c in theirs if c != reply], shape_only
            )
            for reply in theirs
        )
    if led not in (None, suit):
        return False
    return _stuck(position, claimant, suit, after_mine, theirs, shape_only)


def no_way_back(
    position: EndPosition, claimant: Claimant, leader: list[Card], other: list[Card]
) -> bool:
    view = claimant.sees
    masters = [c for c in other if view.believed_master(position, c)]
    if not masters:
        return False
    trump = position.trump
    other_trumps = [c for c in other if c.suit == trump]
    for back in leader:
        if any(c.suit == back.suit and c.rank > back.rank for c in masters):
            return False
        if (
            other_trumps
            and back.suit != trump
            and not any(c.suit == back.suit for c in other)
            and (
                not view.believed_master(position, back)
                or all(c.suit == trump for c in other)
            )
        ):
            # partner ruffs a loser (a master is not ruffed: no-ruffing-partner), or
            # anything when he holds nothing but trumps
            return False
    return True


def beats_trick(position: EndPosition, card: Card) -> bool:
    if not position.trick:
        return True
    trick = (*position.trick, card)
    return trick_winner(trick, position.leader, position.trump) == to_play(position)


def _surplus_master(position: EndPosition, claimant: Claimant, card: Card) -> int:
    view = claimant.sees
    me = to_play(position)
    out = view.believed_out(position, card.suit)
    if not out:
        return 1
    masters = [
        c
        for seat in (me, me.partner)
        for c in cards_in(position, seat, card.suit)
        if view.believed_master(position, c)
    ]
    if len(masters) > len(out):
        return 2
    longest = max(len(cards_in(position, seat, card.suit)) for seat in (me, me.partner))
    # no more rounds than the tricks after this one: with two cards left he sees one
    # trick to come, and two masters of one suit are one too many (Pula 6NT: the ♦A
    # beside dummy's ♦K goes before the ♣J, the lone club stopper)
    rounds = min(longest, len(position.hands[me]) - 1)
    if len(masters) > rounds:
        return 3
    # a second master stays to stop the suit: spare before a suit's lone master
    return 4 if len(masters) >= 2 else 0


def trick_winner(trick: tuple[Card, ...], leader: Seat, trump: Suit | None) -> Seat:
    best_index = 0
    for index in range(1, len(trick)):
        card, best = trick[index], trick[best_index]
        if card.suit == best.suit:
            if card.rank > best.rank:
                best_index = index
        elif card.suit == trump:
            best_index = index
    return leader.next(best_index)


def strands_winners(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    me = to_play(position)
    partner = me.partner
    view = claimant.sees
    partner_cards = cards_in(position, partner, card.suit)
    trump = position.trump
    if (not partner_cards and trump is not None and card.suit != trump
            and not view.believed_master(position, card)):
        partner_trumps = sorted(cards_in(position, partner, trump), key=lambda c: c.rank)
        if not partner_trumps or outstanding(position, claimant.side, trump):
            return False
        rest = [c for c in position.hands[me] if c != card]
        return no_way_back(position, claimant, [
            c for c in position.hands[partner] if c != partner_trumps[0]], rest)
    over = [c for c in partner_cards if c.rank > card.rank and view.believed_master(position, c)]
    if not over:
        return False
    if view.believed_master(position, card) and any(c.rank < card.rank for c in partner_cards):
        return False
    top_over = max(over, key=lambda c: c.rank)
    mine = [c for c in position.hands[me] if c != card]
    theirs = [c for c in position.hands[partner] if c != top_over]
    return no_way_back(position, claimant, theirs, mine)


def strands_by_winning(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    me = to_play(position)
    if me.partner in seats_after(position):
        return False
    mine = [c for c in position.hands[me] if c != card]
    return no_way_back(position, claimant, mine, list(position.hands[me.partner]))


def _keeping_the_way_back(
    position: EndPosition, claimant: Claimant, cards: list[Card]
) -> list[Card]:
    me = to_play(position)
    if claimant.defender_partner(me, position):
        return cards
    hand = position.hands[me]
    partner_hand = list(position.hands[me.partner])
    if no_way_back(position, claimant, partner_hand, list(hand)):
        return cards
    keep = [
        c
        for c in cards
        if not no_way_back(position, claimant, partner_hand, [x for x in hand if x != c])
    ]
    return keep or cards


def _headed_by_a_top_honour(position: EndPosition, claimant: Claimant, suit: Suit) -> bool:
    ours = cards_in(position, claimant.claimer, suit) + cards_in(
        position, claimant.claimer.partner, suit
    )
    if not ours:
        return False
    top = max(ours, key=lambda c: c.rank)
    return top.rank >= Rank.KING and claimant.sees.believed_master(position, top)


def spends_ruffing_trump(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    trump = position.trump
    if trump is None:
        return False
    me = to_play(position)
    if card.suit == trump:
        ruffer = me
    elif (
        card.suit in claimant.sees.ruff_suits
        or cards_in(position, me.partner, card.suit)
        or claimant.sees.believed_master(position, card)
    ):
        return False
    else:
        ruffer = me.partner
    trumps = len(cards_in(position, ruffer, trump))
    needed = trumps_for_stated_ruffs(position, claimant, ruffer)
    return needed > 0 and trumps <= needed


def _believed_winners(position: EndPosition, claimant: Claimant, hand: Iterable[Card]) -> set[Card]:
    cards = list(hand)
    if claimant.concedes and not claimant.sees.counted:
        return set(cards)  # cash-before-conceding only binds a claimer who counted
    return _believed_winning(position, claimant, cards) or set(cards)


def _believed_winning(position: EndPosition, claimant: Claimant, hand: Iterable[Card]) -> set[Card]:
    cards = list(hand)
    view = claimant.sees
    partner = to_play(position).partner
    trump = position.trump
    partner_trumps = [] if trump is None else cards_in(position, partner, trump)
    ruff_wins = len(partner_trumps) >= 2 and any(
        view.believed_master(position, c) for c in partner_trumps
    )
    believed: set[Card] = set()
    for card in cards:
        partner_cards = cards_in(position, partner, card.suit)
        best = max([card, *partner_cards], key=lambda c: c.rank)
        if view.believed_master(position, best) or (
            ruff_wins and card.suit != trump and not partner_cards
        ):
            believed.add(card)
    return believed


def crashes_winners(position: EndPosition, claimant: Claimant, card: Card) -> bool:
    view = claimant.sees
    if position.trick or not view.believed_master(position, card):
        return False
    me = to_play(position)
    theirs = cards_in(position, me.partner, card.suit)
    if not theirs:
        return False
    mine = cards_in(position, me, card.suit)
    masters = sum(1 for c in (*mine, *theirs) if view.believed_master(position, c))
    spare = masters > max(len(mine), len(theirs))
    if spare and len(theirs) < len(mine):
        return False  # the overtake unblocks partner's shorter holding (round 14)
    if all(c.rank > card.rank for c in theirs) and any(
        view.believed_master(position, c) for c in theirs
    ):
        return True
    if not all(view.believed_master(position, c) for c in theirs):
        return False
    if spare:
        return False
    low = min(mine, key=lambda c: c.rank)
    their_low = min(theirs, key=lambda c: c.rank)
    if low.rank > their_low.rank:
        return False
    return not no_way_back(
        position,
        claimant,
        [c for c in position.hands[me.partner] if c != their_low],
        [c for c in position.hands[me] if c != low],
    )


def _own_winners(winners: list[Card], other: list[Card]) -> int:
    return sum(1 for c in winners if not any(o.suit == c.suit for o in other))


def _stranded_count(position: EndPosition, claimant: Claimant, card: Card) -> int:
    view = claimant.sees
    me = to_play(position)
    mine = [c for c in position.hands[me] if c != card]
    if strands_winners(position, claimant, card):
        return sum(1 for c in mine if view.believed_master(position, c))
    theirs_suit = cards_in(position, me.partner, card.suit)
    if not view.believed_master(position, card) or any(c.rank > card.rank for c in theirs_suit):
        return 0
    theirs = list(position.hands[me.partner])
    if theirs_suit:
        lowest = min(theirs_suit, key=lambda c: c.rank)
        theirs = [c for c in theirs if c != lowest]
    if not no_way_back(position, claimant, mine, theirs):
        return 0
    if no_way_back(position, claimant, list(position.hands[me]), list(position.hands[me.partner])):
        return 0  # no way to partner's winners before the lead either: nothing cut off
    stranded = _own_winners([c for c in theirs if view.believed_master(position, c)], mine)
    if theirs_suit:
        # the crash: partner's lowest card, a winner he sees, spent under this one with
        # no winner of the suit to spare
        mine_suit = cards_in(position, me, card.suit)
        masters = sum(1 for c in (*mine_suit, *theirs_suit) if view.believed_master(position, c))
        if view.believed_master(position, lowest) and masters <= max(
            len(mine_suit), len(theirs_suit)
        ):
            stranded += 1
    return stranded


# ------------------------------------------------------------------ claims.search
def kept_voids(position: EndPosition, side: Side) -> frozenset[tuple[Seat, Suit]]:
    """RestrictedSearch.key's voids: the opponents' known voids in suits his side still
    holds; in such a suit the opponents no longer hold, only whether one of them showed
    out, marked on the first opponent (round 20).  Every card of the current trick is
    counted as both sides'."""
    first = side.other.seats[0]
    trick = {card.suit for card in position.trick}
    ours = {card.suit for seat in side.seats for card in position.hands[seat]} | trick
    theirs = {card.suit for seat in side.other.seats for card in position.hands[seat]} | trick
    return frozenset(
        (seat if suit in theirs else first, suit)
        for seat, suit in position.voids
        if seat.side != side and suit in ours
    )


def _blocking_ranks(
    position: EndPosition,
    claimant: Claimant,
    suit: int,
    shape_only: bool = False,
    discard: bool = False,
) -> int:
    """normal_play._blocking_ranks: creates_blockage of each card of the suit in hand;
    ``discard``: the card thrown on another suit, partner's holding left as it is."""
    if discard:
        me = to_play(position)
        mine = cards_in(position, me, Suit(suit))
        theirs = cards_in(position, me.partner, Suit(suit))
        if not theirs or not any(is_master(position, claimant.side, c) for c in mine + theirs):
            return 0
        if _stuck(position, claimant, Suit(suit), mine, theirs, shape_only):
            return 0
        return sum(
            1 << card.rank
            for card in mine
            if _stuck(
                position, claimant, Suit(suit), [c for c in mine if c != card], theirs, shape_only
            )
        )
    return sum(
        1 << card.rank
        for card in cards_in(position, to_play(position), Suit(suit))
        if creates_blockage(position, claimant, card, shape_only)
    )


def leaves_winners_behind(position: EndPosition, claimant: Claimant, card: Card) -> int:
    me = to_play(position)
    view = claimant.sees
    mine = [c for c in position.hands[me] if c != card]
    left = [c for c in mine if view.believed_master(position, c)]
    if not left or not no_way_back(position, claimant, list(position.hands[me.partner]), mine):
        return 0
    return len(left)


def suit_run_tricks(one: list[int], other: list[int], out: list[int]) -> int:
    """normal_play._run_tricks on rank lists, played round by round: the tricks the
    side's two holdings of a suit take running it with no outside entry, led from the
    better hand.  Each round the opponents follow with their lowest card (one of them
    may hold them all), so their top card stops the side's lower ones until it is the
    last one left; the hand whose card wins leads the next round."""
    return max(_suit_run(one, other, sorted(out)), _suit_run(other, one, sorted(out)))


def _suit_run(lead: list[int], other: list[int], out: list[int]) -> int:
    best = 0
    for card in lead:
        for reply in other or [0]:
            if out and max(card, reply) < out[-1]:
                continue  # the opponents' top card takes the round
            rest_lead = [c for c in lead if c != card]
            rest_other = [c for c in other if c != reply]
            if card > reply:
                won = _suit_run(rest_lead, rest_other, out[1:])
            else:
                won = _suit_run(rest_other, rest_lead, out[1:])
            best = max(best, 1 + won)
    return best
