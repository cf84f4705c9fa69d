"""The structured plan a clarification statement is turned into.

A :class:`Plan` is what the adjudicator follows (Law 70D1: the stated line binds).  It
is produced by :mod:`claims.statement` from the words said at the table, English or
Danish, or from the small structured syntax documented there.  Every step keeps the
words it came from (``words``), so a ruling can echo "understood as" next to them.

The steps, and what the engine does with each (see :mod:`claims.normal_play`):

==================  =====================================================================
``PlayCards``       play these cards, in this order, as soon as their holder may
``DrawTrumps``      lead trumps from the top until the opponents have none (or N rounds)
``Cash``            lead a suit from the top (a count of rounds, or until it is gone)
``Finesse``         lead towards (or lead) the named card and play it if not covered
``Drop``            play for the drop: cash the suit from the top
``Ruff``            lead a suit and ruff it in the named hand
``Crossruff``       ruff back and forth between the two hands
``Concede``         give up a trick (in a suit): lead low and play low
``Discard``         throw this card (on that card)
``Technique``       a squeeze or throw-in stated by name: credited with best play from then
``Conditional``     a choice that depends on how a suit breaks (``SuitBreak``) or on an
                    opponent's card (``CardCondition``: it drops, it lies with a named
                    opponent, a finesse against it wins); resolved by the real layout
``IfPlayed``        a card that depends on the card played before it ("if he plays low ...")
``CountTricks``     "two spades and a heart": a count, not an order (practice note 3)
``Rest``            "the rest are high": no line stated
==================  =====================================================================
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from claims.cards import Card, Seat, Suit


@dataclass(frozen=True, slots=True)
class PlayCards:
    cards: tuple[Card, ...]
    words: str = ""


@dataclass(frozen=True, slots=True)
class DrawTrumps:
    """Draw the opponents' trumps: ``rounds`` None means until they have none."""

    rounds: int | None = None
    ending_in: Seat | None = None
    words: str = ""


@dataclass(frozen=True, slots=True)
class Cash:
    """Cash (run) ``suit`` from the top; ``rounds`` None means until the side has none."""

    suit: Suit
    rounds: int | None = None
    from_hand: Seat | None = None
    words: str = ""


@dataclass(frozen=True, slots=True)
class Finesse:
    """Take a finesse: of ``card`` if named, else in ``suit``; ``against`` the opponent
    placed with the missing honour, when said ("through West": West is ``against``)."""

    suit: Suit
    card: Card | None = None
    against: Seat | None = None
    words: str = ""


@dataclass(frozen=True, slots=True)
class Drop:
    suit: Suit
    words: str = ""


@dataclass(frozen=True, slots=True)
class Ruff:
    """Ruff a card of ``suit`` in hand ``in_hand`` (None: whichever hand is void).

    ``also`` are the other suits he may ruff instead, his choice at each ruff: "ruff
    two red cards in dummy" is ``suit`` hearts, ``also`` diamonds (each a normal option).
    ``card``: the trump he named to ruff with, played when it wins the trick.
    """

    suit: Suit
    in_hand: Seat | None = None
    count: int = 1
    words: str = ""
    also: tuple[Suit, ...] = ()
    # the trump he said he ruffs with ("ruff a heart with the queen"); None: not said
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Crossruff:
    words: str = ""


@dataclass(frozen=True, slots=True)
class Concede:
    """Give up a trick, in ``suit`` if said ("giving up a diamond", "duck a club")."""

    suit: Suit | None = None
    count: int = 1
    words: str = ""


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card
    on: Card | Suit | None = None
    words: str = ""


@dataclass(frozen=True, slots=True)
class Technique:
    """A squeeze or a throw-in (endplay) stated by name."""

    name: str  # "squeeze" or "throw-in"
    words: str = ""


@dataclass(frozen=True, slots=True)
class SuitBreak:
    """The condition "``suit`` breaks": no opponent holds more than ``at_most`` cards
    of it at the time of the claim (e.g. 3-3 is at_most=3 with six out), and one holds
    at least ``at_least``: a bad break named is that break ("if they are 4-1" with five
    out is at_least=at_most=4, the ``split`` "4-1"; not 3-2, nor 5-0, which his words
    do not cover)."""

    suit: Suit
    at_most: int
    words: str = ""
    at_least: int = 0
    split: str = ""

    def holds(self, longest: int) -> bool:
        """Whether the suit breaks so, the opponents' longer holding being ``longest``."""
        return self.at_least <= longest <= self.at_most


# what a CardCondition asks of the card
CARD_DROPS: Final = "drops"      # "if the queen drops / falls / comes down", "hvis damen falder"
CARD_WITH: Final = "with"        # "if West has the king", "hvis Vest har kongen"
# "if the king is onside", "if the finesse works", "hvis kniben går"
CARD_FINESSE: Final = "finesse"


@dataclass(frozen=True, slots=True)
class CardCondition:
    """The condition on one opponent's ``card`` (he knows it is out, not where):

    * ``test`` ``CARD_DROPS``: it falls under his side's top cards of its suit;
    * ``test`` ``CARD_WITH``: ``seat`` (an opponent) holds it;
    * ``test`` ``CARD_FINESSE``: a finesse against it wins ("onside"): it lies with the
      opponent who plays before the hand that finesses.

    Negation ("if the finesse loses", "if the king is offside", "unless the queen
    drops") swaps the :class:`Conditional`'s branches, as for a :class:`SuitBreak`.
    How each is decided at the claim: :func:`claims.normal_play.card_condition_holds`.
    """

    card: Card
    test: str
    seat: Seat | None = None
    words: str = ""


@dataclass(frozen=True, slots=True)
class CountTricks:
    """A statement that counts tricks per suit without an order (practice note 3)."""

    counts: tuple[tuple[Suit, int], ...]
    words: str = ""


@dataclass(frozen=True, slots=True)
class Rest:
    words: str = ""


@dataclass(frozen=True, slots=True)
class Conditional:
    condition: SuitBreak | CardCondition
    then: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()
    words: str = ""


@dataclass(frozen=True, slots=True)
class IfPlayed:
    """A card that depends on the card the opponent before him plays to the same trick:
    "if West plays low I take the ace, otherwise the jack", "if the queen comes I win
    the ace".  His side leads ``suit`` from the hand opposite ``then``; when the
    opponent who plays just before that hand plays ``card`` (None: "low", any card
    below the cards he names), he plays ``then``, else ``otherwise`` (None: not said,
    he plays as he likes).  ``seat`` is the opponent he named, kept for the echo: only
    the one who plays before him can be watched (BridgeNL 2024: "West" for the player
    in second seat)."""

    suit: Suit
    then: Card
    otherwise: Card | None = None
    card: Card | None = None
    seat: Seat | None = None
    words: str = ""


Step = (
    PlayCards
    | DrawTrumps
    | Cash
    | Finesse
    | Drop
    | Ruff
    | Crossruff
    | Concede
    | Discard
    | Technique
    | CountTricks
    | Rest
    | Conditional
    | IfPlayed
)


@dataclass(frozen=True, slots=True)
class Plan:
    """The claimer's stated line.

    ``mentions_trump`` is Law 70C1's "a statement about that trump": set when the
    statement draws trumps, names an opponent's trump or the last trump.
    ``unknown`` holds the words nothing matched: treated as not stated (70A: doubtful
    points go against the claimer) and shown as a warning.
    ``said_good`` are the suits he called good, high or winners ("the hearts are good",
    "my diamonds are winners"), in any branch: what he believes of their cards
    (:func:`claims.view.stated_overlooked`).
    """

    steps: tuple[Step, ...] = ()
    mentions_trump: bool = False
    unknown: tuple[str, ...] = field(default=())
    text: str = ""
    said_good: tuple[Suit, ...] = ()
    # the steps he said he will NOT take ("I won't take the finesse", "I don't need
    # the club finesse"): today finesses only, a stated no-finesse line in that suit
    # (Law 70E1: the drop, not the finesse, is his line there); never steps to follow
    declined: tuple[Step, ...] = ()
    # words understood that are no step of his, as (what they are, the words): a
    # proviso about the auction's information ("provided that the information about
    # the opening bid is accurate"), the overruff he expects ("you get a trump" after
    # his ruff); echoed in "understood as", never dropped silently
    asides: tuple[tuple[str, str], ...] = ()
    # the opponents' cards a condition makes the question ("if the queen drops", "if
    # the finesse to the jack loses"): he knows they are out, not where they are
    # (claims.statement._Interpreter._note_in_question)
    in_question: tuple[Card, ...] = ()
    # he said he ruffs high ("ruff high", "ruff with a top trump", "trumfer højt"):
    # each ruff of his is with a trump above every trump he believes is out
    # (stated-ruff-high), not the low ruff seed 004 finds normal without it
    ruff_high: bool = False
    # tricks listed with "then" between two suits' counts ("four hearts then three
    # spades"): a count (practice note 3) or an order of play (Rainsford), as the
    # setting listed_order says; set under either, so the ruling can say whether that
    # setting decided (claims.ruling._setting_effects)
    listed_then: bool = False

    @property
    def is_empty(self) -> bool:
        return all(isinstance(step, Rest | CountTricks) for step in self.steps)


EMPTY_PLAN: Final = Plan()
