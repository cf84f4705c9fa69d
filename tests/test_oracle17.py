"""Round 17's bug hunt against the oracles (tests/oracle.py, the brute-force enumeration
of tests/test_search_properties.py) on far more random positions than CI runs: each
test here failed before its fix."""

from __future__ import annotations

from claims.cards import Card, Seat, Suit
from claims.normal_play import after_trick, initial_state
from claims.plan import Plan
from claims.position import EndPosition, card_bit
from claims.ruling import Claim, adjudicate, claimants_for
from claims.search import RestrictedSearch, _edges, merge_equal_cards
from tests.helpers import position

# clubs trumps, East on lead, South (declarer) claims all three tricks:
#   North ♥A-4 ♣6, East ♥9-6 ♣J, South ♥K-7-3, West ♥T-8 ♣T
TEN_OR_EIGHT = "S:.K73.. .T8..T .A4..6 .96..J"


def _first_trick(start: EndPosition, west: str) -> tuple[EndPosition, EndPosition]:
    """East's ♥9, South's ♥3, West's ``west``, North's ♥A: the positions before and
    after North's card."""
    pos = start
    for card in ("H9", "H3", west):
        pos = pos.play(Card.parse(card))
    return pos, pos.play(Card.parse("HA"))


def test_a_ten_and_an_eight_alike_in_relative_ranks_are_not_one_position() -> None:
    """The transposition key in relative ranks merged two positions the rules tell apart.

    Clubs trumps, East leads; South claims all three tricks with East's ♣J and West's
    ♣T out, which shows he overlooked the trumps (70C2).  After East's ♥9, South's ♥3
    and North's ♥A, the second trick (North's ♥4, East's ♥6) depends on which heart West
    kept:

    * West kept the ♥T (threw the ♥8): the one heart South believes out above his ♥7 is
      the ten, so the ♥7 is an unstated finesse, careless but normal; West's ♥T wins,
      his ♣T is led and East's ♣J wins South's ♥K: no trick more for North-South (0).
    * West kept the ♥8 (threw the ♥T): a finesse against a spot card is not normal
      (honour-finesse), South wins the ♥K; on his ♥7 North ruffs and East overruffs:
      one trick more (1).

    In relative ranks (♥K J-less: K, T/8, 7, 6, 4) the two positions were one key, so
    the search read the second from the first's table entry, and tracing the worst
    line found no card attaining the value: adjudicate raised AssertionError ("no
    child attains the node's value").  The key now keeps the bands the rule module
    reads by rank (spot, ten to queen, king and ace), and equal cards of different
    bands are not merged."""
    pos = position(TEN_OR_EIGHT, trump="C", leader="E")
    claim = Claim(pos, Seat.S, 3)
    ruling = adjudicate(claim, Plan(), analyse=False)
    assert ruling.claimer_tricks == 1
    played = [step.card for step in ruling.line]
    assert played[:8] == [Card.parse(c) for c in ["H9", "H3", "H8", "HA", "H4", "H6", "H7", "HT"]]

    (claimant,) = claimants_for(claim, Plan())
    assert claimant.sees.oversight is not None and claimant.sees.oversight.trump
    start = initial_state((), pos, Seat.S.side)
    search = RestrictedSearch(claimant)  # one table for both, as in the ruling's search
    values = []
    for west in ("HT", "H8"):
        before_last, after = _first_trick(pos, west)
        values.append(search.exact(after, after_trick(start, before_last, after, claimant)))
    assert values == [1, 0]


def test_equal_cards_of_different_bands_are_not_merged() -> None:
    """West's ♥T-8 with the ♥9 gone are equals in play (no card of another hand or of
    the trick between them), but as the test above shows, the ten and the eight leave
    South different normal plays: both are searched.  The edge each side's cards are
    read at (search._edges): an opponent's ten where the claimer's side holds a spot
    below it (honour-finesse), his side's king (a suit headed by a master ace or king
    is cashed from the top).  An opponent's king and queen still merge, his side's do
    not; a seven and a six of one hand still merge; with no spot of his side's in the
    suit an opponent's ten and eight merge too."""

    def edges(pos: EndPosition) -> tuple[int, int]:
        masks = pos.masks()
        return _edges(masks[Seat.N] | masks[Seat.S], masks[Seat.E] | masks[Seat.W])

    pos = position("S:.K7.. .T8.. .A4.. .65..", leader="W")
    theirs = edges(pos)[1]
    assert merge_equal_cards(pos, pos.legal_plays(), edges=theirs) == [
        Card.parse("H8"),
        Card.parse("HT"),
    ]
    pos = position("S:.AK.. .T8.. .QJ.. .65..", leader="W")
    assert merge_equal_cards(pos, pos.legal_plays(), edges=edges(pos)[1]) == [Card.parse("H8")]
    pos = position("S:.A3.. .KQ.. .54.. .76..", leader="W")
    assert merge_equal_cards(pos, pos.legal_plays(), edges=edges(pos)[1]) == [Card.parse("HQ")]
    pos = position("S:.KQ.. .A3.. .54.. .76..", leader="S")
    assert merge_equal_cards(pos, pos.legal_plays(), edges=edges(pos)[0]) == [
        Card.parse("HQ"),
        Card.parse("HK"),
    ]
    pos = position("S:.A5.. .76.. .43.. .KQ..", leader="W")
    assert merge_equal_cards(pos, pos.legal_plays(), edges=edges(pos)[1]) == [Card.parse("H6")]


def test_a_defenders_unstated_ruffing_hand_does_not_depend_on_the_compass() -> None:
    """"Ruffing a club" with neither defender void in clubs and neither holding a trump
    was read as a ruff in East's hand whoever claimed: ``EndPosition.ruffing_hand``
    fell back on the side's first seat (North, East), so the same claim turned round
    the table got another ruling (1 trick against 3).

    Hearts trumps, but nobody holds a heart; North declarer, East has led the ♦J:
    North ♠T ♦6 ♣7, East ♣9-2 (♦J led), South ♠J ♦9-7, West ♦K-3 ♣6.  West claims the
    three tricks saying "ruffing a club".  East-West take them all on any normal line
    (West's ♦3 under partner's ♦J, East's two clubs, the ♦K): 3.  The ruff can never
    be made, since no hand holds a trump: the statement cannot be followed, and the
    claim is ruled as if nothing more was said (practice note 9).  Before the fix it
    was taken as a ruff in East's hand, which "still holds the suit", so the line broke
    only later, with a loser on a loser: 1 trick for West's claim, but 3 for the same
    claim by East with the seats turned two places (the ruff then in the claimer's own
    hand).  Now the defenders' unstated ruff is in the claimer's hand (declarer's side:
    in dummy) whichever seats they sit in."""
    from claims.statement import parse_statement
    from tests.test_search_properties import _rotate

    text = "ruffing a club"
    deal = "N:T..6.7 ..J.92 J..97. ..K3.6"
    start = position(deal, trump="H", leader="E", declarer="N", trick="DJ")
    got = []
    for steps, claimer in ((0, Seat.W), (1, Seat.N), (2, Seat.E), (3, Seat.S)):
        pos = _rotate(start, steps) if steps else start
        plan = parse_statement(text, pos, claimer)
        ruling = adjudicate(Claim(pos, claimer, 3, statement=text), plan, analyse=False)
        got.append(ruling.claimer_tricks)
    assert got == [3, 3, 3, 3]
    assert start.ruffing_hand(Seat.W.side, Suit.C, Seat.W) is Seat.W
    assert start.ruffing_hand(Seat.W.side, Suit.C, Seat.E) is Seat.E
    # declarer's side: dummy (South, North declaring) when neither hand is void
    assert start.ruffing_hand(Seat.N.side, Suit.D) is Seat.S


# hearts trumps (none left), East has led the ♠K, West (declarer) claims all three:
#   North ♠8-3 ♣9, East ♠K-J-2, South ♣A-5-4, West ♠7 ♣J-3
OVERLOOKED_EIGHT = "N:83...9 KJ2... ...A54 7...J3"


def test_an_overlooked_card_and_a_seen_one_alike_in_relative_ranks_are_not_one_position() -> None:
    """The relative-rank key did not say which places the oversight's cards held.

    Under the 'every-suit' oversight scope, West's claim of all three tricks (found
    aware of the trump: there is none) is explained by his having overlooked North's
    ♠8 and South's ♣A, the top cards out in each suit.  On the ♠K South throws the ♣5,
    West plays the ♠7 and North may keep either spade:

    * North keeps the ♠8 (plays the ♠3): East, thinking the ♠2 good, leads it (no
      order within his winners is wrong, any-suit-order); West throws the ♣3 keeping
      the ♣J he thinks a winner; North's ♠8 wins and his ♣9 goes to South's ♣A: the
      ♠K is the defenders' only trick.  Claimer's tricks from the second trick: 0.
    * North keeps the ♠3 (plays the ♠8): nothing overlooked is left in spades, and
      East-West take the ♠J and ♠2 (2).

    With the ♠8 or the ♠3 as the second spade in play, the two positions after the
    ♠K had one key, though the claimer sees one of them and not the other: the
    search read one from the other's table entry, and tracing the line raised
    AssertionError.  The key now carries the places of the oversight's cards the
    opponents still hold (and an overlooked card and a seen one are not merged as
    equals).  Ruling: 1, as the brute-force enumeration of the normal lines gives."""
    from dataclasses import replace

    from claims.normal_play import DEFAULT_SETTINGS
    from claims.view import OversightScope

    settings = replace(DEFAULT_SETTINGS, oversight=OversightScope.EVERY_SUIT)
    pos = position(OVERLOOKED_EIGHT, trump="H", leader="E", declarer="W", trick="SK")
    claim = Claim(pos, Seat.W, 3, trump_aware=True)
    ruling = adjudicate(claim, Plan(), settings=settings, analyse=False)
    assert ruling.claimer_tricks == 1
    (claimant,) = claimants_for(claim, Plan(), settings)
    oversight = claimant.sees.oversight
    assert oversight is not None and oversight.cards == {Card.parse("S8"), Card.parse("CA")}

    start = initial_state((), pos, Seat.W.side)
    search = RestrictedSearch(claimant)  # one table for both, as in the ruling's search
    values = []
    for north in ("S8", "S3"):
        before_last = pos.play(Card.parse("C5")).play(Card.parse("S7"))
        after = before_last.play(Card.parse(north))
        values.append(search.exact(after, after_trick(start, before_last, after, claimant)))
    assert values == [2, 0]


def test_an_overlooked_card_and_an_equal_one_he_sees_are_not_merged() -> None:
    """North's ♠8-7 are equals in play, but with the ♠8 overlooked (the mask passed as
    ``marked``) playing it and keeping it are different for the claimer: both are
    searched."""
    pos = position("N:87... KJ... ...A5 3...J", trump="H", leader="N", declarer="W")
    eight = Card.parse("S8")
    assert merge_equal_cards(pos, pos.legal_plays()) == [Card.parse("S7")]
    marked = card_bit(eight)
    assert merge_equal_cards(pos, pos.legal_plays(), marked) == [Card.parse("S7"), eight]


def test_a_card_the_statement_names_is_not_merged_with_its_equal() -> None:
    """merge_equal_cards searched one card of each run of equals also while the stated
    line still names one of them ("finessing the queen": the ♠Q and the ♠J beside it
    are not alike for the line), and the key was in relative ranks for an "if the
    queen comes" (IfPlayed) or a named ruffing trump.

    Notrump, North declarer, South has led the ♦3 and claims all four tricks saying
    "finessing the queen": North ♠Q-J ♣J-T, East ♦5 ♣6-4-2, South ♠7-4 ♣3, West
    ♠8 ♦K-7-6.  West wins the ♦K and runs his diamonds; the normal discards (every
    line the rule module allows) include North's ♠Q on the first diamond and his ♠J
    on the third, after which West's ♠8 takes the last trick over South's ♠7: 0
    tricks, as the brute-force enumeration of the normal lines gives.  The search
    merged North's ♠Q with the ♠J, kept only the ♠J, and ruled 1."""
    from claims.statement import parse_statement

    text = "finessing the queen"
    pos = position("S:74..3.3 8..K76. QJ...JT ..5.642", trump="NT", leader="S", declarer="N",
                   trick="D3")
    plan = parse_statement(text, pos, Seat.S)
    ruling = adjudicate(Claim(pos, Seat.S, 4, statement=text), plan, analyse=False)
    assert ruling.claimer_tricks == 0
    assert ruling.line[1].card == Card.parse("SQ")
