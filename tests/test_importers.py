"""``claim import``: positions from PBN, LIN, handviewer and BSOL sources, and back to PBN.

The samples in tests/data/import/ are written by hand in each format.  Two boards run
through most of them, so one position can be checked in several formats:

* board A (4S by South, West leads the heart nine): after eight tricks declarer has won
  seven; South then leads the club five and West plays the two.  The PBN file stops
  there (mid-trick, ``*``, Result 11); the LIN without East's hand stops after trick 8.
* board B (3NT by North; West is void in spades, North in hearts): East leads the spade
  queen and declarer runs diamonds.

A random-play test checks that the three play notations (LIN's sequence, PBN's fixed
seat order, the handviewer's run) reach the same position as playing the cards
directly; a round-trip test checks that every case of positions/ and tests/data/
survives ``case_to_pbn`` and the import unchanged.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import pytest
from click.testing import CliRunner, Result

from claims.cards import ALL_CARDS, Card, Seat, Strain, Suit, format_deal, parse_deal
from claims.casefile import CaseFile, load_case, parse_case_text
from claims.contract import Contract
from claims.errors import ImportFormatError
from claims.export import case_to_pbn
from claims.importers import ImportOptions, detect_format, import_text, read_facts
from claims.importers.replay import Call, final_contract
from claims.position import EndPosition

if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
    from cli.main import main
else:
    from claim_cli.main import main

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
SAMPLES = DATA / "import"
ROUND_TRIP_FILES = sorted((ROOT / "positions").glob("*.toml")) + sorted(DATA.glob("*.toml"))

# Board A at the start of trick 9 (South to lead): the hands both samples must reach.
BOARD_A_TRICK_9 = "N:KQ...864 .T5..QJ3 T85...K5 ...AT972"
BOARD_A_FULL = "N:KQ43.A72.KJ5.864 97.KQJT5.T98.QJ3 AJT865.63.AQ4.K5 2.984.7632.AT972"
SAID = ImportOptions(statement="the rest are mine")


def sample(name: str) -> str:
    return (SAMPLES / name).read_text(encoding="utf-8")


def imported(name: str, options: ImportOptions = SAID) -> CaseFile:
    return import_text(sample(name), options, name)


def same_hands(deal: str, expected: str) -> bool:
    """Equal deals whatever seat they are written from."""
    return {seat: sorted(cards) for seat, cards in parse_deal(deal).items()} == {
        seat: sorted(cards) for seat, cards in parse_deal(expected).items()
    }


def line_of(text: str, fragment: str) -> int:
    """The 1-based line of ``text`` that holds ``fragment``."""
    for number, line in enumerate(text.splitlines(), 1):
        if fragment in line:
            return number
    raise AssertionError(f"{fragment!r} not in the sample")


def import_error(text: str, options: ImportOptions = SAID) -> str:
    with pytest.raises(ImportFormatError) as caught:
        import_text(text, options, "test")
    return str(caught.value)


# --------------------------------------------------------------------------- PBN
def test_pbn_full_deal_with_the_play_stopping_mid_trick() -> None:
    case = imported("full-deal-claim-mid-trick.pbn")
    position = case.position
    assert same_hands(position.deal, BOARD_A_TRICK_9)
    assert position.deal.startswith("N:")  # written from the seat the PBN Deal starts at
    assert (position.trump, position.declarer, position.leader) == ("S", "S", "S")
    assert position.trick == ["C5", "C2"]
    assert position.contract == "4S"
    assert position.vulnerable is True  # [Vulnerable "NS"], South declares
    assert position.won is not None
    assert (position.won.declarer, position.won.defenders) == (7, 1)
    # West showed out of spades at trick 4, South of hearts at trick 6.
    assert position.shown_out == ["S:H", "W:S"]
    # [Result "11"] after '*': declarer's total, so South claimed four of the last five.
    assert (case.claim.by, case.claim.kind, case.claim.tricks) == ("S", "claim", 4)
    assert case.claim.statement == "the rest are mine"
    assert case.title == "Tuesday pairs, board 7: 4S by South, claim by South with 5 tricks left"
    assert case.source == "full-deal-claim-mid-trick.pbn"
    assert case.meta["recorded_declarer_tricks"] == 11


def test_pbn_end_position_of_section_3_10() -> None:
    options = ImportOptions(declarer="N", by="S", tricks="2", statement="")
    case = imported("end-position.pbn", options)
    position = case.position
    assert position.deal == "N:A2...K 3...AQ K..A.2 ...J43"
    assert (position.trump, position.leader, position.trick) == ("NT", "S", [])
    assert position.contract is None  # a §3.10 Contract tag holds only the strain
    assert position.won is None
    assert case.claim.tricks == 2
    assert case.title == "Notrump by North, claim by South with 3 tricks left"


def test_pbn_end_position_with_the_trick_in_progress_and_a_partial_result() -> None:
    case = imported("end-position-trick.pbn", ImportOptions(by="S", tricks="rest", statement=""))
    position = case.position
    assert position.deal == "S:AJ9..K2. 2.75.A.K K.QJ.Q.A T.K98.J."
    assert (position.leader, position.trick) == ("W", ["H7", "HQ", "HK"])
    assert position.won is not None  # Result 7 before a 5-card position: defenders 1
    assert (position.won.declarer, position.won.defenders) == (7, 1)
    assert position.vulnerable is False
    assert case.claim.tricks == "rest"


def test_pbn_deal_with_voids() -> None:
    case = imported("void.pbn", ImportOptions(by="N", tricks="rest", statement=""))
    position = case.position
    hands = parse_deal(position.deal)
    assert not [card for card in hands[Seat.W] if card.suit is Suit.S]
    assert not [card for card in hands[Seat.N] if card.suit is Suit.H]
    assert position.deal == "E:JT985.K7..73 43.AQJT9..A4 .86542..QT65 A76..54.KJ98"
    assert (position.declarer, position.leader, position.contract) == ("N", "N", "3NT")
    assert position.shown_out == ["E:D", "W:S"]
    assert position.vulnerable is False  # [Vulnerable "EW"], North declares


def test_pbn_file_of_several_games_needs_board() -> None:
    text = sample("two-boards.pbn")
    assert "--board" in import_error(text)
    options = ImportOptions(board="2", by="S", tricks="rest", statement="")
    case = import_text(text, options, "two-boards.pbn")
    assert case.position.deal == "S:A...A .5..2 ..32. 5.6.."
    assert case.title.startswith("Club teams, board 2:")  # [Event "#"] inherits
    assert "no game has [Board \"9\"]" in import_error(text, ImportOptions(board="9"))


def test_pbn_auction_gives_contract_and_declarer_when_the_tags_are_missing() -> None:
    text = (
        '[Deal "N:A2...K 3...AQ K..A.2 ...J43"]\n[Dealer "N"]\n'
        '[Auction "N"]\n1C 1S 1NT Pass\n3NT X Pass Pass\nXX AP\n[Play "E"]\n'
    )
    case = import_text(text, ImportOptions(by="S", tricks="rest", statement=""), "t")
    assert (case.position.contract, case.position.declarer) == ("3NTXX", "S")
    assert case.position.leader == "E"


# --------------------------------------------------------------------------- LIN
def test_lin_with_the_fourth_hand_left_out() -> None:
    case = imported("fourth-hand-omitted.lin", ImportOptions(by="S", tricks="3", statement=""))
    position = case.position
    assert same_hands(position.deal, BOARD_A_TRICK_9)
    assert (position.leader, position.trick, position.contract) == ("S", [], "4S")
    assert position.won is not None
    assert (position.won.declarer, position.won.defenders) == (7, 1)
    assert position.shown_out == ["S:H", "W:S"]
    facts = read_facts(sample("fourth-hand-omitted.lin"))
    assert same_hands(format_deal(dict(facts.hands.items())), BOARD_A_FULL)


def test_lin_hands_with_a_spade_void_and_a_heart_void() -> None:
    facts = read_facts(sample("spade-and-heart-void.lin"))
    assert not [card for card in facts.hands[Seat.W] if card.suit is Suit.S]
    assert not [card for card in facts.hands[Seat.N] if card.suit is Suit.H]
    assert all(len(hand) == 13 for hand in facts.hands.values())
    case = imported("spade-and-heart-void.lin", ImportOptions(by="N", tricks="9", statement=""))
    assert case.position.deal == "N:A76..Q54.KJ98 JT985.K73..73 43.AQJT9.J.A4 .86542.T.QT65"
    assert (case.position.declarer, case.position.contract) == ("N", "3NT")
    assert case.position.shown_out == ["W:S"]


def test_lin_accepted_claim_counts_declarers_total() -> None:
    case = imported("accepted-claim.lin", ImportOptions(statement=""))
    position = case.position
    assert position.won is not None
    assert (position.won.declarer, position.won.defenders) == (5, 0)
    # mc|10|: ten for the whole board, five already won: declarer claims five of eight.
    assert (case.claim.by, case.claim.kind, case.claim.tricks) == ("N", "claim", 5)
    assert position.shown_out == ["E:D", "S:D", "W:S", "W:D"]
    assert case.title == "Board 3: 3NT by North, claim by North with 8 tricks left"


def test_defenders_claim_given_with_by() -> None:
    case = imported("defender-claim.lin", ImportOptions(by="E", statement="partner's ace"))
    position = case.position
    assert (position.leader, position.trick) == ("E", [])
    assert position.won is not None
    assert (position.won.declarer, position.won.defenders) == (7, 2)
    # Declarer's total 10 leaves declarer 3 of the last 4: East's side claims 1.
    assert (case.claim.by, case.claim.tricks) == ("E", 1)


def test_lin_claim_of_everything_is_rest_and_of_nothing_a_concession() -> None:
    text = sample("accepted-claim.lin")
    everything = import_text(text.replace("mc|10|", "mc|13|"), SAID, "t")
    assert everything.claim.tricks == "rest"
    nothing = import_text(text.replace("mc|10|", "mc|5|"), SAID, "t")
    assert (nothing.claim.kind, nothing.claim.tricks) == ("concession", 0)


def test_lin_board_choice_in_a_vugraph_file() -> None:
    body = sample("spade-and-heart-void.lin").strip()
    text = f"vg|Match|rs|3NN,3NN+1|pn|a,b,c,d|qx|o3|{body}qx|c3|{body}"
    assert "--board" in import_error(text)
    assert "give the room too" in import_error(text, ImportOptions(board="3"))
    options = ImportOptions(board="c3", by="N", tricks="rest", statement="")
    assert import_text(text, options, "t").position.contract == "3NT"


# --------------------------------------------------------------------------- URLs
def test_handviewer_lin_link_reads_as_its_lin() -> None:
    from_link = imported("handviewer-lin.txt", ImportOptions(statement=""))
    from_file = imported("accepted-claim.lin", ImportOptions(statement=""))
    assert from_link.position == from_file.position
    assert from_link.claim == from_file.claim
    assert from_link.meta["imported_from"] == "BBO handviewer URL (lin=)"


def test_handviewer_link_with_hands_auction_and_play() -> None:
    case = imported("handviewer-hands.txt", ImportOptions(by="S", tricks="rest", statement=""))
    position = case.position
    assert (position.contract, position.declarer, position.vulnerable) == ("4S", "S", True)
    assert (position.leader, position.trick) == ("S", ["D4"])
    assert position.won is not None
    assert (position.won.declarer, position.won.defenders) == (3, 1)
    assert position.shown_out == ["W:S"]
    assert case.title.startswith("Board 7: 4S by South")


def test_forum_hv_form_of_the_handviewer() -> None:
    text = (
        "[hv=pc=n&s=sajt865h63daq4ck5&w=s2h984d7632cat972&n=skq43ha72dkj5c864"
        "&d=n&v=b&a=p1h1sp3hp4sppp&p=h9h2]"
    )
    case = import_text(text, ImportOptions(by="S", tricks="rest", statement=""), "forum")
    assert same_hands(case.position.deal, BOARD_A_FULL)  # East's hand inferred
    assert case.position.trick == ["H9", "H2"]


def test_bsol_link() -> None:
    case = imported("bsol.txt", ImportOptions(by="S", tricks="10", statement="ten tricks"))
    position = case.position
    assert same_hands(position.deal, BOARD_A_FULL)
    assert (position.leader, position.trick) == ("W", ["H9"])  # lead=9H, rank first
    assert (position.contract, position.declarer, position.vulnerable) == ("4S", "S", True)
    assert position.won is None  # no trick completed yet


def test_bsol_play_parameter_from_the_lead_on() -> None:
    link = sample("bsol.txt").strip() + "&play=9H,2H,JH,3H,KH"
    case = import_text(link, ImportOptions(by="S", tricks="rest", statement=""), "t")
    assert (case.position.leader, case.position.trick) == ("E", ["HK"])
    wrong = sample("bsol.txt").strip() + "&play=4H,2H"
    assert "not the first card of parameter play" in import_error(wrong)


def test_plain_deal_string_with_options() -> None:
    options = ImportOptions(
        contract="C", declarer="S", leader="S", by="S", tricks="rest", statement=""
    )
    case = import_text("S:A...A .5..2 ..32. 5.6..", options, "deal string")
    assert (case.position.trump, case.position.leader) == ("C", "S")
    assert "--leader" in import_error(
        "S:A...A .5..2 ..32. 5.6..", ImportOptions(contract="C", declarer="S")
    )


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ('[Deal "N:A2...K 3...AQ K..A.2 ...J43"]', "PBN"),
        ("md|3SAK,,,|", "LIN"),
        ("pn|a,b,c,d|md|3|", "LIN"),
        ("https://www.bridgebase.com/tools/handviewer.html?lin=md%7C3", "URL"),
        ("[hv=n=sakq&s=s2]", "URL"),
        ("bridgebase.com/tools/handviewer.html?lin=md%7C3", "URL"),
        ("n=sakq&s=s2&p=s2", "URL"),
        ("N:A2...K 3...AQ K..A.2 ...J43", "deal"),
    ],
)
def test_detect_format(text: str, kind: str) -> None:
    assert detect_format(text) == kind


def test_auction_declarer_is_the_first_of_the_side_to_name_the_strain() -> None:
    seats = [Seat.N, Seat.E, Seat.S, Seat.W]
    texts = ["1S", "P", "2C", "P", "4S", "X", "XX", "P", "P", "P"]
    calls = [Call(seats[i % 4], text, f"call {i + 1}") for i, text in enumerate(texts)]
    assert final_contract(calls) == ("4SXX", Seat.N, "call 5")
    with pytest.raises(ImportFormatError, match="call 3: South's 1S is insufficient after 2C"):
        final_contract([Call(Seat.N, "2C", "call 1"), Call(Seat.E, "P", "call 2"),
                        Call(Seat.S, "1S", "call 3")])
    with pytest.raises(ImportFormatError, match="doubles his own side"):
        final_contract([Call(Seat.N, "1C", "call 1"), Call(Seat.E, "P", "call 2"),
                        Call(Seat.S, "X", "call 3")])


# --------------------------------------------------------------------------- bad input
def test_pbn_card_not_in_the_hand_names_line_and_trick() -> None:
    text = sample("full-deal-claim-mid-trick.pbn").replace("S2 S3 S7 SA", "S2 S3 SQ SA")
    line = line_of(text, "S2 S3 SQ SA")
    message = import_error(text)
    assert message.startswith(f"PBN line {line}: [Play] trick 3: card ♠Q is not in East's hand")
    assert "North holds it" in message
    assert "fixed seat order" in message


def test_pbn_revoke_names_the_card_that_should_have_followed() -> None:
    text = sample("full-deal-claim-mid-trick.pbn").replace("H4 HA HK H6", "H4 HA HK C5")
    line = line_of(text, "H4 HA HK C5")
    assert import_error(text) == (
        f"PBN line {line}: [Play] trick 2: South must follow to hearts with ♥6 but played ♣5"
    )


def test_pbn_play_lines_written_from_the_leader_are_caught() -> None:
    # Trick 2 written in playing order (East first) instead of from the [Play] player.
    text = sample("full-deal-claim-mid-trick.pbn").replace("H4 HA HK H6", "HK H6 H4 HA")
    message = import_error(text)
    assert "[Play] trick 2" in message
    assert "not from the trick's leader" in message


@pytest.mark.parametrize(
    ("change", "fragments"),
    [
        (("C2 - - C5\n*", "C2 - - C5\nC3 C4 CQ CK\n*"), ["[Play] trick 10", "not finished"]),
        (("C2 - - C5", "- C4 - C5"), ["North plays ♣4 after West, who has '-'"]),
        (('[Contract "4S"]', '[Contract "4Q"]'), ["[Contract]", "cannot read the contract"]),
        (('[Vulnerable "NS"]', '[Vulnerable "Sometimes"]'), ["[Vulnerable]", "'Sometimes'"]),
        (("D6 DK D8 D4", "D6 DK D8 ^R"), ["irregularity '^R' is not supported"]),
        (("D6 DK D8 D4", "D6 DK D8 Z4"), ["cannot read 'Z4'"]),
        (('[Deal "N:KQ43', '[Deal "N:KQ42'), ["[Deal]", "duplicate card ♠2"]),
        (('[Board "7"]', '[Board "7]'), ["[Board]", "no closing quote"]),
        (("3H =1= Pass", "3H =1= Pass\n\n"), ["'4S' comes before", "blank line ends"]),
        (("C2 - - C5\n*", "C2 - - C5\n* H2"), ["'H2' after '*'"]),
    ],
)
def test_bad_pbn(change: tuple[str, str], fragments: list[str]) -> None:
    old, new = change
    text = sample("full-deal-claim-mid-trick.pbn")
    assert old in text
    message = import_error(text.replace(old, new, 1))
    assert message.startswith("PBN")
    for fragment in fragments:
        assert fragment in message, message


def test_pbn_result_beyond_what_remains() -> None:
    text = sample("full-deal-claim-mid-trick.pbn").replace('[Result "11"]', '[Result "13"]')
    message = import_error(text)
    assert "[Result]" in message
    assert "declarer has won 7 and 5 remain" in message


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ("md|3SAJT865H63DAQ4CK5,", "md|3SAJT865H63DAQ4CK52,"),
            "LIN field md: South's hand 'SAJT865H63DAQ4CK52' has 14 cards: a LIN deal gives "
            "13 cards a hand",
        ),
        (
            ("S2H984D7632CAT972", ""),
            "LIN field md: the hands of West and East are missing: only one hand can be "
            "inferred",
        ),
        (("md|3", "md|7"), "LIN field md: dealer '7': expected 1 (South), 2 (West), "
         "3 (North) or 4 (East)"),
        (("pc|H6|", "pc|C5|"), "LIN field pc #6: South must follow to hearts with ♥6 but "
         "played ♣5"),
        (("pc|S7|", "pc|SQ|"), "LIN field pc #10: card ♠Q is not in East's hand "
         "(♠97 ♥QT5 ♦T98 ♣QJ3): North holds it"),
        (("pc|S7|", "pc|S?|"), "LIN field pc #10: cannot read card 'S?'"),
        (("mb|3H!|", "mb|3Z|"), "LIN field mb #5: cannot read the call '3Z'"),
        (("mb|4S|", "mb|2S|"), "LIN field mb #7: South's 2S is insufficient after 3H"),
        (("sv|n|", "sv|q|"), "LIN field sv: 'q': expected o (none), n (NS), e (EW) or b (both)"),
        (("rh||", "rhx||"), "LIN: expected a two-letter field name at field 4, found 'rhx'"),
        (("pg||", "up|1|"), "LIN field up: undo is not supported"),
    ],
)
def test_bad_lin(change: tuple[str, str], message: str) -> None:
    old, new = change
    text = sample("fourth-hand-omitted.lin")
    assert old in text
    assert import_error(text.replace(old, new, 1), ImportOptions(by="S", tricks="2")).startswith(
        message
    ), import_error(text.replace(old, new, 1))


def test_lin_claim_that_cannot_be() -> None:
    text = sample("accepted-claim.lin").replace("mc|10|", "mc|4|")
    assert import_error(text).startswith(
        "LIN field mc: declarer's total of 4 tricks cannot be: declarer has won 5 and 8 remain"
    )
    after = sample("accepted-claim.lin").replace("mc|10|", "mc|10|pc|SA|")
    assert "LIN field pc #21: a card played after the claim" in import_error(after)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "https://www.bridgebase.com/tools/handviewer.html?n=skq43ha72dkj5c864"
            "&s=sajt865h63daq4ck5&w=s2h984d7632cat972&d=n&a=p1h1sp3hp4sppp&p=h9h2hjzz",
            "URL parameter p: cannot read card 4 at 'zz'",
        ),
        (
            "https://www.bridgebase.com/tools/handviewer.html?n=skq43ha72dkj5c864"
            "&s=sajt865h63daq4ck5&w=s2h984d7632cat972&a=p1h1sp",
            "URL parameter a: an auction, but no dealer",
        ),
        (
            "https://www.bridgebase.com/tools/handviewer.html?n=skq43ha72dkj5c864"
            "&s=sajt865h63daq4ck5&d=n",
            "URL parameters n, e, s, w: the hands of East and West are missing",
        ),
        (
            "https://dds.bridgewebs.com/bsol2/ddummy.htm?contract=4S&declarer=S&lead=KS"
            "&north=KQ43.A72.KJ5.864&east=97.KQJT5.T98.QJ3&south=AJT865.63.AQ4.K5"
            "&west=2.984.7632.AT972",
            "URL parameter lead: North leads first, but with South as declarer the opening "
            "lead is West's",
        ),
        (
            "https://dds.bridgewebs.com/bsol2/ddummy.htm?file=https://example.org/x.lin",
            "URL parameter file: 'https://example.org/x.lin' is a file on the web",
        ),
        ("https://www.bridgebase.com/tools/handviewer.html?b=7", "URL: no deal in the link"),
    ],
)
def test_bad_url(text: str, message: str) -> None:
    assert import_error(text, ImportOptions(by="S", tricks="2")).startswith(message)


def test_missing_claim_details_name_the_options() -> None:
    message = import_error(sample("spade-and-heart-void.lin"), ImportOptions())
    assert message == (
        "the LIN does not say who claimed (--by SEAT), how many tricks the claim is for "
        '(--tricks N or --tricks rest) or what was said (--statement TEXT; --statement "" '
        "if nothing)"
    )
    assert "--declarer" in import_error("N:A2...K 3...AQ K..A.2 ...J43", SAID)


def test_an_option_that_contradicts_the_source_is_refused() -> None:
    text = sample("spade-and-heart-void.lin")
    assert "the declarer is North, but --declarer says South" in import_error(
        text, ImportOptions(declarer="S")
    )
    assert "--contract says 4S" in import_error(text, ImportOptions(contract="4S"))
    same = ImportOptions(declarer="N", contract="NT", by="N", tricks="rest", statement="")
    assert import_text(text, same, "t").position.contract == "3NT"


def test_a_finished_play_leaves_nothing_to_claim() -> None:
    hands = parse_deal(BOARD_A_FULL)
    position = EndPosition.from_trick_start(hands, Suit.S, Seat.S, Seat.W)
    cards = []
    while not position.is_over:
        card = position.legal_plays()[0]
        cards.append(card)
        position = position.play(card)
    link = "s=sajt865h63daq4ck5&w=s2h984d7632cat972&n=skq43ha72dkj5c864&p=" + "".join(
        card.code.lower() for card in cards
    )
    options = ImportOptions(contract="4S", by="S", tricks="rest", statement="")
    assert "all 13 tricks are played" in import_error(link, options)


# --------------------------------------------------------------------------- notations agree
def _random_play(rng: random.Random) -> tuple[dict[Seat, list[Card]], Seat, Strain, list[Card]]:
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    hands = {seat: sorted(deck[13 * seat : 13 * seat + 13]) for seat in Seat}
    declarer = Seat(rng.randrange(4))
    strain = Strain(rng.randrange(5))
    position = EndPosition.from_trick_start(hands, strain.trump, declarer, declarer.next())
    cards: list[Card] = []
    for _ in range(rng.randrange(1, 51)):
        card = rng.choice(position.legal_plays())
        cards.append(card)
        position = position.play(card)
    return hands, declarer, strain, cards


def _as_lin(hands: dict[Seat, list[Card]], cards: list[Card]) -> str:
    def lin_hand(seat: Seat) -> str:
        return "".join(
            suit.letter + "".join(c.rank.char for c in sorted(hands[seat], reverse=True)
                                  if c.suit is suit)
            for suit in Suit
        )

    deal = ",".join(lin_hand(seat) for seat in (Seat.S, Seat.W, Seat.N))  # East inferred
    return f"md|1{deal},|" + "".join(f"pc|{card.code}|" for card in cards)


def _as_pbn(
    hands: dict[Seat, list[Card]], declarer: Seat, strain: Strain, cards: list[Card],
    first: Seat,
) -> str:
    """The play in PBN's fixed seat order from ``first`` (not always the opening leader)."""
    position = EndPosition.from_trick_start(hands, strain.trump, declarer, declarer.next())
    rows: list[list[str]] = []
    for card in cards:
        if not position.trick:
            rows.append(["-"] * 4)
        rows[-1][(position.to_play - first) % 4] = card.code
        position = position.play(card)
    strain_text = "NT" if strain is Strain.NT else Suit(strain).letter
    # In import format the Play tag may name any seat: the columns start there, but the
    # opening lead is still declarer's left-hand opponent's.
    return (
        f'[Deal "{format_deal(dict(hands.items()), Seat.E)}"]\n[Declarer "{declarer.name}"]\n'
        f'[Contract "3{strain_text}"]\n[Play "{first.name}"]\n'
        + "\n".join(" ".join(row) for row in rows)
        + "\n*\n"
    )


@pytest.mark.parametrize("seed", range(40))
def test_lin_pbn_and_handviewer_reach_the_position_of_the_played_cards(seed: int) -> None:
    rng = random.Random(seed)
    hands, declarer, strain, cards = _random_play(rng)
    expected = EndPosition.from_trick_start(hands, strain.trump, declarer, declarer.next())
    for card in cards:
        expected = expected.play(card)
    strain_text = "NT" if strain is Strain.NT else Suit(strain).letter
    options = ImportOptions(
        declarer=declarer.name, contract=f"3{strain_text}", by="S", tricks="0",
        kind="concession", statement="",
    )
    hand_text = {
        seat: "".join(
            suit.letter.lower()
            + "".join(c.rank.char.lower() for c in hands[seat] if c.suit is suit)
            for suit in Suit
        )
        for seat in Seat
    }
    link = (
        "https://www.bridgebase.com/tools/handviewer.html?"
        + "&".join(f"{seat.name.lower()}={hand_text[seat]}" for seat in Seat)
        + "&p=" + "".join(card.code.lower() for card in cards)
    )
    sources = {
        "LIN": _as_lin(hands, cards),
        "PBN": _as_pbn(hands, declarer, strain, cards, declarer.next()),
        "handviewer": link,
    }
    for name, text in sources.items():
        case = import_text(text, options, name)
        assert case.position_obj() == expected, name
        completed = len(cards) // 4
        assert case.position.won is not None or completed == 0, name


def test_pbn_play_columns_may_start_at_any_seat() -> None:
    rng = random.Random(7)
    hands, declarer, strain, cards = _random_play(rng)
    expected = EndPosition.from_trick_start(hands, strain.trump, declarer, declarer.next())
    for card in cards:
        expected = expected.play(card)
    options = ImportOptions(by="S", tricks="0", kind="concession", statement="")
    text = _as_pbn(hands, declarer, strain, cards, declarer.next())
    assert import_text(text, options, "t").position_obj() == expected
    # A [Play] tag naming someone else than the opening leader contradicts declarer.
    wrong = _as_pbn(hands, declarer, strain, cards, declarer.next(2))
    assert "opening lead is" in import_error(wrong, options)


# --------------------------------------------------------------------------- round trip
def _normal(case: CaseFile) -> dict[str, Any]:
    """The case with every spelling normalised; [expected] and [meta] left out."""
    position = case.position
    won = position.won
    return {
        "title": case.title,
        "source": case.source,
        "guards": case.guards,
        "hands": {seat: sorted(cards) for seat, cards in parse_deal(position.deal).items()},
        "trump": Strain.parse(position.trump),
        "declarer": Seat.parse(position.declarer),
        "leader": Seat.parse(position.leader),
        "trick": [Card.parse(card) for card in position.trick],
        "contract": None if position.contract is None else Contract.parse(position.contract),
        "vulnerable": position.vulnerable,
        "won": None if won is None else (won.declarer, won.defenders),
        "shown_out": sorted(
            (Seat.parse(entry.split(":")[0]), Suit.parse(entry.split(":")[1]))
            for entry in position.shown_out
        ),
        "claim": (
            Seat.parse(case.claim.by),
            case.claim.kind,
            case.claim.tricks,
            case.claim.statement,
            case.claim.trump_aware,
        ),
    }


@pytest.mark.parametrize("path", ROUND_TRIP_FILES, ids=lambda path: path.name)
def test_case_to_pbn_and_back(path: Path) -> None:
    case = load_case(path)
    pbn = case_to_pbn(case)
    back = import_text(pbn, ImportOptions(), str(path))
    assert _normal(back) == _normal(case)
    assert back.position_obj() == case.position_obj()
    assert case_to_pbn(back) == pbn  # a fixed point: nothing drifts on a second trip


def test_exported_pbn_is_section_3_10_end_position() -> None:
    pbn = case_to_pbn(load_case(DATA / "trick-in-progress-concession.toml"))
    lines = pbn.splitlines()
    assert '[Deal "N:AKT2.Q3.5.K32 QJ98.AK.K2.54 7543.J2.A3.A6 .T9876.QJ.QJT"]' in lines
    assert '[Contract "H"]' in lines  # the strain only
    assert '[ClaimContract "4HX"]' in lines
    assert '[Play "E"]' in lines
    assert lines[-2:] == ["SQ S3 - -", "*"]
    assert '[ClaimStatement "Jeg afgiver seks stik.\\tTrumfen sidder\\nhos Vest."]' in lines


# --------------------------------------------------------------------------- the command
def make_runner() -> CliRunner:
    """A runner with stderr apart from stdout, in whichever way this click offers it."""
    options: dict[str, Any] = {"catch_exceptions": False}
    if "mix_stderr" in inspect.signature(CliRunner.__init__).parameters:
        options["mix_stderr"] = False  # click < 8.2
    return CliRunner(**options)


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty working directory; each test says what it may hold at the end."""
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    yield cwd


def run(args: list[str], stdin: str | None = None) -> Result:
    return make_runner().invoke(main, args, input=stdin)


def assert_reported(result: Result, *fragments: str) -> None:
    assert result.exit_code == 1, result.output
    assert result.stdout == ""
    assert result.stderr.startswith("claim: error: ")
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in result.stderr, result.stderr


def test_command_prints_the_case(workdir: Path) -> None:
    sample_path = str(SAMPLES / "full-deal-claim-mid-trick.pbn")
    result = run(["import", sample_path, "--statement", "the rest are mine"])
    assert result.exit_code == 0, result.stderr
    case = parse_case_text(result.stdout, "stdout")
    assert case.position.trick == ["C5", "C2"]
    assert list(workdir.iterdir()) == []


def test_command_writes_the_file_and_refuses_to_overwrite(workdir: Path) -> None:
    args = ["import", str(SAMPLES / "accepted-claim.lin"), "--statement", "", "-o", "case.toml"]
    first = run(args)
    assert first.exit_code == 0, first.stderr
    assert first.stdout == ""
    written = (workdir / "case.toml").read_text(encoding="utf-8")
    assert load_case(workdir / "case.toml").claim.tricks == 5
    again = run([*args[:-2], "--title", "changed", "-o", "case.toml"])
    assert_reported(again, "case.toml exists: add --force to replace it")
    assert (workdir / "case.toml").read_text(encoding="utf-8") == written
    forced = run([*args[:-2], "--title", "changed", "-o", "case.toml", "--force"])
    assert forced.exit_code == 0, forced.stderr
    assert load_case(workdir / "case.toml").title == "changed"
    assert sorted(path.name for path in workdir.iterdir()) == ["case.toml"]


def test_command_reads_text_links_and_standard_input(workdir: Path) -> None:
    lin = sample("accepted-claim.lin").replace("\n", "")
    literal = run(["import", lin, "--statement", ""])
    assert literal.exit_code == 0, literal.stderr
    assert 'source = "LIN string"' in literal.stdout
    link = "https://www.bridgebase.com/tools/handviewer.html?lin=" + quote(lin, safe="")
    from_link = run(["import", link, "--statement", "", "--source", "forum post"])
    assert from_link.exit_code == 0, from_link.stderr
    assert 'source = "forum post"' in from_link.stdout
    piped = run(["import", "-", "--by", "S", "--tricks", "rest", "--statement", ""],
                stdin=sample("void.pbn"))
    assert piped.exit_code == 0, piped.stderr
    assert 'source = "standard input"' in piped.stdout
    assert list(workdir.iterdir()) == []


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (["board7.pbn"], ["board7.pbn: no such file"]),
        (["hello there"], ["cannot tell what 'hello there' is"]),
        ([str(SAMPLES / "spade-and-heart-void.lin")], ["--by SEAT", "--tricks", "--statement"]),
        (
            [str(SAMPLES / "end-position.pbn"), "--by", "S", "--tricks", "rest",
             "--statement", ""],
            ["--declarer SEAT"],
        ),
        (
            [str(SAMPLES / "accepted-claim.lin"), "--statement", "", "--by", "X"],
            ["--by: unknown seat 'X'"],
        ),
        (
            [str(SAMPLES / "accepted-claim.lin"), "--statement", "", "--tricks", "many"],
            ["--tricks: 'many': expected rest or a number"],
        ),
        (
            [str(SAMPLES / "accepted-claim.lin"), "--statement", "", "--tricks", "9"],
            ["--tricks", "9 tricks claimed but only 8 remain"],
        ),
        (
            [str(SAMPLES / "accepted-claim.lin"), "--statement", "", "--kind", "concession",
             "--tricks", "rest"],
            ["--tricks", "concedes nothing"],
        ),
    ],
)
def test_command_errors_exit_1_and_write_nothing(
    args: list[str], fragments: list[str], workdir: Path
) -> None:
    result = run(["import", *args, "-o", "out.toml"])
    assert_reported(result, *fragments)
    assert list(workdir.iterdir()) == []


def test_command_reports_a_bad_card_with_its_pbn_line(workdir: Path, tmp_path: Path) -> None:
    text = sample("full-deal-claim-mid-trick.pbn").replace("S2 S3 S7 SA", "S2 S3 SQ SA")
    source = tmp_path / "board.pbn"
    source.write_text(text, encoding="utf-8")
    result = run(["import", str(source), "--statement", "", "-o", "case.toml"])
    line = line_of(text, "S2 S3 SQ SA")
    assert_reported(result, f"PBN line {line}: [Play] trick 3: card ♠Q is not in East's hand")
    assert list(workdir.iterdir()) == []


def test_command_reads_latin_1_pbn(workdir: Path, tmp_path: Path) -> None:
    source = tmp_path / "latin.pbn"
    source.write_bytes(sample("full-deal-claim-mid-trick.pbn").encode("latin-1"))
    result = run(["import", str(source), "--statement", "ø"])
    assert result.exit_code == 0, result.stderr
    assert 'statement = "ø"' in result.stdout
