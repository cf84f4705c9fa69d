"""The bitmask and table versions of the model's hot functions (claims.tables) answer
exactly as the plain versions they replaced (tests/reference_model.py).

Two levels: each function against its reference, on random positions and views and on
every card of the deck (cards in hands, in the trick and already gone); and the whole
normal-play answer (every card, rule and note, and the rule that excludes each other
legal card) with the fast functions, then with the references patched in, along random
lines of play for random claimants, oversights and settings.  A difference in either is
a change of *which* plays are normal, which a speed-up must never make.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import pytest

from claims import normal_play
from claims.cards import ALL_CARDS, Seat, Side, Suit
from claims.errors import IllegalPlay
from claims.normal_play import (
    Claimant,
    NormalPlay,
    PlanState,
    RuffChoice,
    Settings,
    SuitOrder,
    exclusion_reason,
    normal_plays,
    solid_suits,
)
from claims.position import EndPosition, trick_winner
from claims.rules import RESTRICTING_RULES
from claims.tables import SUIT_STRIDE, ascending, descending
from claims.view import ClaimerView, Oversight, OversightScope, candidate_oversights
from tests import reference_model as ref
from tests.strategies import play_line, random_position


def _random_view(rng: random.Random, position: EndPosition, side: Side) -> ClaimerView:
    """A view with any visible opponent, and an oversight of any opponents' cards."""
    theirs = [c for seat in side.other.seats for c in position.hands[seat]]
    visible = frozenset(s for s in side.other.seats if rng.random() < 0.3)
    oversight = None
    if theirs and rng.random() < 0.7:
        oversight = Oversight(
            frozenset(rng.sample(theirs, rng.randint(1, min(4, len(theirs))))),
            trump=rng.random() < 0.2,
        )
    known = frozenset(s for s in Suit if rng.random() < 0.3)
    # suits his statement says he ruffs: keep-ruffing-trumps asks them
    ruffs = frozenset(s for s in Suit if rng.random() < 0.2)
    return ClaimerView(side, visible, oversight, known, ruffs)


def _positions(seed: int, count: int) -> Iterator[EndPosition]:
    rng = random.Random(seed)
    for _ in range(count):
        yield from play_line(rng, random_position(rng, rng.randint(1, 13)))


def test_tables_list_a_holding_highest_first() -> None:
    for suit in Suit:
        for bits in (0, 1 << 14, (1 << 14) | (1 << 2), 0b111111111111100):
            cards = descending(suit, bits)
            assert [c.suit for c in cards] == [suit] * bits.bit_count()
            assert [c.rank for c in cards] == sorted((c.rank for c in cards), reverse=True)
            assert sum(1 << c.rank for c in cards) == bits
            assert ascending(suit, bits) == cards[::-1]


def test_view_answers_as_the_reference() -> None:
    rng = random.Random(11)
    checked = 0
    for position in _positions(11, 60):
        for side in Side:
            view = _random_view(rng, position, side)
            for suit in Suit:
                assert view.believed_out(position, suit) == ref.believed_out(view, position, suit)
            for card in ALL_CARDS:
                assert view.believed_master(position, card) == ref.believed_master(
                    view, position, card
                )
                assert view.higher_possibly_after(position, card) == ref.higher_possibly_after(
                    view, position, card
                ), (position, view, card)
                assert view.placed_after(position, card) == ref.placed_after(
                    view, position, card
                ), (position, view, card)
                checked += 1
    assert checked > 100_000


def test_position_answers_as_the_reference() -> None:
    rng = random.Random(12)
    for position in _positions(12, 60):
        trick = tuple(rng.sample(ALL_CARDS, rng.randint(1, 4)))
        for trump in (*Suit, None):
            assert trick_winner(trick, position.leader, trump) == ref.trick_winner(
                trick, position.leader, trump
            )
        assert position.to_play == ref.to_play(position)
        assert position.legal_plays() == ref.legal_plays(position)
        for card in ALL_CARDS:
            assert position.holder(card) == ref.holder_of(position, card)
        for seat in Seat:
            for suit in Suit:
                assert position.cards_in(seat, suit) == ref.cards_in(position, seat, suit)


def test_play_gives_the_reference_position() -> None:
    rng = random.Random(15)
    for position in _positions(15, 60):
        if rng.random() < 0.5:
            position.masks()  # play() must work from a position with or without masks
        for card in ALL_CARDS:
            try:
                want = ref.play(position, card)
            except IllegalPlay:
                with pytest.raises(IllegalPlay):
                    position.play(card)
                continue
            got = position.play(card)
            assert got == want
            assert hash(got) == hash(want)
            for name in ("hands", "trump", "declarer", "leader", "trick", "tricks_won", "voids"):
                assert getattr(got, name) == getattr(want, name), name
            assert got.masks() == want.masks()  # carried over, against computed afresh
            assert got.is_over or got.validate() is got


def test_normal_play_helpers_answer_as_the_reference() -> None:
    rng = random.Random(13)
    for position in _positions(13, 60):
        for side in Side:
            claimant = Claimant(
                rng.choice(side.seats), False, view=_random_view(rng, position, side)
            )
            assert claimant.sees.believed_masters(position) == sum(
                1 << (c.suit * SUIT_STRIDE + c.rank)
                for c in ALL_CARDS
                if ref.believed_master(claimant.sees, position, c)
            )
            for card in ALL_CARDS:
                assert normal_play._surplus_master(position, claimant, card) == (
                    ref._surplus_master(position, claimant, card)
                )
                assert normal_play.strands_winners(position, claimant, card) == (
                    ref.strands_winners(position, claimant, card)
                )
                assert normal_play.strands_by_winning(position, claimant, card) == (
                    ref.strands_by_winning(position, claimant, card)
                )
                assert normal_play.spends_ruffing_trump(position, claimant, card) == (
                    ref.spends_ruffing_trump(position, claimant, card)
                )
                assert normal_play.leaves_winners_behind(position, claimant, card) == (
                    ref.leaves_winners_behind(position, claimant, card)
                )
            for card in position.hands[position.to_play]:
                # asked of the cards the hand to play holds (leads and follows)
                assert normal_play.crashes_winners(position, claimant, card) == (
                    ref.crashes_winners(position, claimant, card)
                ), (position, claimant, card)
                assert normal_play._stranded_count(position, claimant, card) == (
                    ref._stranded_count(position, claimant, card)
                ), (position, claimant, card)
                blocking = normal_play._blocking_ranks(position, claimant, card.suit)
                assert bool(blocking >> card.rank & 1) == ref.creates_blockage(
                    position, claimant, card
                ), (position, claimant, card)
                # the blocked shape alone, as the model had it before (relieved_block)
                shape = normal_play._blocking_ranks(position, claimant, card.suit, True)
                assert bool(shape >> card.rank & 1) == ref.creates_blockage(
                    position, claimant, card, True
                ), (position, claimant, card)
            for suit in Suit:
                assert normal_play._headed_by_a_top_honour(position, claimant, suit) == (
                    ref._headed_by_a_top_honour(position, claimant, suit)
                )
            hand = list(position.hands[position.to_play])
            for concedes in (False, True):
                conceding = replace(claimant, concedes=concedes)
                assert normal_play._believed_winners(position, conceding, hand) == (
                    ref._believed_winners(position, conceding, hand)
                )
                assert normal_play._believed_winning(position, conceding, hand) == (
                    ref._believed_winning(position, conceding, hand)
                )
            for _ in range(3):
                cards = rng.sample(hand, rng.randint(0, len(hand)))
                assert normal_play._keeping_the_way_back(position, claimant, cards) == (
                    ref._keeping_the_way_back(position, claimant, cards)
                )
                assert normal_play.creates_blockage(position, claimant, card) == (
                    ref.creates_blockage(position, claimant, card)
                ), (position, claimant, card)
            hands = [list(hand) for hand in position.hands]
            for _ in range(6):
                # any two sets of cards: the hands, parts of them, cards of two hands
                first, second, third = (rng.choice(hands) for _ in range(3))
                leader = rng.sample(first, rng.randint(0, len(first)))
                leader += rng.sample(second, rng.randint(0, min(2, len(second))))
                leader = list(dict.fromkeys(leader))
                other = rng.sample(third, rng.randint(0, len(third)))
                assert normal_play.no_way_back(position, claimant, leader, other) == (
                    ref.no_way_back(position, claimant, leader, other)
                ), (position, claimant, leader, other)
        assert normal_play.seats_after(position) == ref.seats_after(position)
        for card in ALL_CARDS:
            if card not in position.trick:
                assert normal_play.beats_trick(position, card) == ref.beats_trick(position, card)
        for side in Side:
            for suit in Suit:
                assert normal_play.outstanding(position, side, suit) == ref.outstanding(
                    position, side, suit
                )
                assert normal_play.has_solidity(position, side, suit) == ref.has_solidity(
                    position, side, suit
                )
            for card in ALL_CARDS:
                assert normal_play.is_master(position, side, card) == ref.is_master(
                    position, side, card
                )


@contextmanager
def _reference_functions() -> Iterator[None]:
    """Patch the reference bodies in place of the fast ones, for the whole model."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ClaimerView, "believed_out", ref.believed_out)
        patch.setattr(ClaimerView, "believed_master", ref.believed_master)
        patch.setattr(ClaimerView, "higher_possibly_after", ref.higher_possibly_after)
        patch.setattr(ClaimerView, "placed_after", ref.placed_after)
        patch.setattr(EndPosition, "to_play", property(ref.to_play))
        patch.setattr(EndPosition, "holder", ref.holder_of)
        patch.setattr(EndPosition, "cards_in", ref.cards_in)
        patch.setattr(EndPosition, "legal_plays", ref.legal_plays)
        patch.setattr(normal_play, "outstanding", ref.outstanding)
        patch.setattr(normal_play, "is_master", ref.is_master)
        patch.setattr(normal_play, "has_solidity", ref.has_solidity)
        patch.setattr(normal_play, "seats_after", ref.seats_after)
        patch.setattr(normal_play, "creates_blockage", ref.creates_blockage)
        patch.setattr(normal_play, "no_way_back", ref.no_way_back)
        patch.setattr(normal_play, "beats_trick", ref.beats_trick)
        patch.setattr(normal_play, "_surplus_master", ref._surplus_master)
        patch.setattr(normal_play, "strands_winners", ref.strands_winners)
        patch.setattr(normal_play, "strands_by_winning", ref.strands_by_winning)
        patch.setattr(normal_play, "_keeping_the_way_back", ref._keeping_the_way_back)
        patch.setattr(normal_play, "spends_ruffing_trump", ref.spends_ruffing_trump)
        patch.setattr(normal_play, "crashes_winners", ref.crashes_winners)
        patch.setattr(normal_play, "_stranded_count", ref._stranded_count)
        patch.setattr(normal_play, "_blocking_ranks", ref._blocking_ranks)
        patch.setattr(normal_play, "_believed_winners", ref._believed_winners)
        patch.setattr(normal_play, "_believed_winning", ref._believed_winning)
        patch.setattr(normal_play, "leaves_winners_behind", ref.leaves_winners_behind)
        patch.setattr(normal_play, "_headed_by_a_top_honour", ref._headed_by_a_top_honour)
        yield


Answer = tuple[list[NormalPlay], list[object]]


def _claimants(rng: random.Random, position: EndPosition) -> list[Claimant]:
    claimer = rng.choice([position.to_play, position.to_play.partner])
    side = claimer.side
    settings = Settings(
        suit_order=rng.choice(list(SuitOrder)),
        ruffing=rng.choice(list(RuffChoice)),
        forgotten_cards=rng.randint(1, 2),
        oversight=rng.choice(list(OversightScope)),
    )
    oversights = candidate_oversights(
        position, side, True, frozenset(), settings.forgotten_cards, settings.oversight
    )
    views = [ClaimerView(side, frozenset(), o) for o in oversights]
    views.append(_random_view(rng, position, side))
    return [
        Claimant(
            claimer,
            aware_of_trump=rng.random() < 0.5,
            settings=settings,
            concedes=rng.random() < 0.2,
            relaxed=frozenset(r for r in RESTRICTING_RULES if rng.random() < 0.1),
            solid_at_claim=solid_suits(position, side) if rng.random() < 0.5 else frozenset(),
            view=view,
        )
        for view in views
    ]


def _answers(cases: list[tuple[EndPosition, Claimant]]) -> list[Answer]:
    found: list[Answer] = []
    for position, claimant in cases:
        claimant = replace(claimant)  # an empty cache of turns: computed, not recalled
        choices = normal_plays(position, claimant, PlanState())
        allowed = {p.card for p in choices.plays}
        excluded: list[object] = [
            exclusion_reason(position, claimant, card)
            for card in position.legal_plays()
            if card not in allowed
        ]
        found.append((choices.plays, excluded))
    return found


@pytest.mark.pure_python  # patches the reference bodies into the core modules
def test_normal_plays_are_those_of_the_reference() -> None:
    rng = random.Random(14)
    cases: list[tuple[EndPosition, Claimant]] = []
    for position in _positions(14, 150):
        if rng.random() < 0.5:
            cases.extend((position, c) for c in _claimants(rng, position))
    assert len(cases) > 2000
    fast = _answers(cases)
    with _reference_functions():
        reference = _answers(cases)
    for case, got, want in zip(cases, fast, reference, strict=True):
        assert got == want, case


def test_normal_plays_recalled_are_those_computed() -> None:
    """normal_plays keeps its answers by turn, without the tricks won (claims.normal_play):
    asked again, or with other tricks won, it answers as a claimant asked afresh."""
    rng = random.Random(16)
    cases = [
        (position, claimant)
        for position in _positions(16, 80)
        if rng.random() < 0.3
        for claimant in _claimants(rng, position)
    ]
    assert len(cases) > 500
    for position, claimant in cases:
        first = normal_plays(position, claimant, PlanState())
        first.plays.clear()  # a caller changing its lists changes no later answer
        again = normal_plays(position, claimant, PlanState())
        won = position.tricks_won
        other = replace(position, tricks_won=(won[1] + 1, won[0]))
        assert again == normal_plays(other, claimant, PlanState())
        assert again == normal_plays(other, replace(claimant), PlanState())
        assert again == normal_plays(position, replace(claimant), PlanState())


def test_search_key_keeps_the_reference_voids() -> None:
    """RestrictedSearch.key reads the voids it keeps from a table: they are the
    opponents' known voids in suits still in play (tests/reference_model.py)."""
    from claims.search import RestrictedSearch

    checked = 0
    for position in _positions(17, 80):
        for side in Side:
            search = RestrictedSearch(Claimant(side.seats[0], False))
            key = search.key(position, PlanState())
            assert isinstance(key, tuple)
            assert key[4] == ref.kept_voids(position, side), position
            checked += bool(position.voids) and key[4] != position.voids
    assert checked > 50  # positions where some void is dropped


def test_positions_hash_and_compare_as_their_cards() -> None:
    """EndPosition's own __hash__ (masks, trick length): a position built afresh equals
    the one play() made, hash included; one trick card changed is a different position."""
    rng = random.Random(18)
    for position in _positions(18, 60):
        h0, h1, h2, h3 = (list(hand) for hand in position.hands)
        fresh = EndPosition(
            hands=(
                frozenset(h0), frozenset(h1), frozenset(h2), frozenset(h3)
            ),
            trump=position.trump,
            declarer=position.declarer,
            leader=position.leader,
            trick=position.trick,
            tricks_won=position.tricks_won,
            voids=position.voids,
        )
        assert fresh == position and hash(fresh) == hash(position)
        if position.trick:
            # the same hands with another card in the trick (one no hand holds)
            held = {card for hand in position.hands for card in hand} | set(position.trick)
            spare = [c for c in ALL_CARDS if c not in held]
            if spare:
                other = replace(position, trick=(*position.trick[:-1], rng.choice(spare)))
                assert other != position
