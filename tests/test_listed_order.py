"""The setting ``listed_order`` (practice note 3): tricks listed with "then".

The sources disagree. EBU Appeal Focus Winter 2011 [S19]: "a statement of intended
tricks did NOT necessarily mean that this was the line of play to be adopted" (a count,
the default). Gordon Rainsford's EBU note [S8]: "four hearts then three spades" may
suggest an order. So the choice is a named setting, ``count`` by default, and a ruling
it decides says so.

The constructed ending (notrump, North on lead, North claims all five):

    North  ♠K ♥AKQ ♣2          East  ♠JT ♦AK ♣3
    South  ♠AQ ♥2 ♦32          West  ♠98 ♣AKQ

"three hearts then two spades". Hand analysis: read as a count, his winners are
listed, not the order; careless but normal, he cashes the hearts first, South throws
the two diamonds, then the ♠K, and South does not overtake (play-low: partner's winner
is not overtaken except to unblock, which a player of the general class is not credited
with); North must lead the ♣2 and South's ♠A-Q is stranded: 4 tricks. Read as an order,
the hearts come first and then two rounds of spades, stated: the second round needs
South's ♠A over the ♠K, so the stated line takes all 5.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from claims.cards import Seat
from claims.casefile import load_case
from claims.normal_play import ListedOrder
from claims.plan import Cash, CountTricks
from claims.service import rule_case
from claims.statement import parse_statement, without_words
from cli import web_case
from cli.main import main
from cli.web_case import FormError
from tests.helpers import position

FULL = position(
    "N:Q43.AJ5.AKQ6.743 652.Q63.T752.K65 AKJ98.742.3.AQJ2 T7.KT98.J984.T98", "NT", "S"
)
DEAL = "N:K.AKQ..2 JT..AK.3 AQ.2.32. 98...AKQ"
WORDS = "three hearts then two spades"
OPTIONS = ["--deal", DEAL, "--trump", "NT", "--leader", "N", "--by", "N", "--declarer", "N",
           "--tricks", "5", "--statement", WORDS, "--no-suggest", "--ascii"]


@pytest.mark.parametrize(
    "text", ["four hearts then three spades", "fire hjerter og derefter tre spar"]
)
def test_tricks_listed_with_then_are_a_count_or_an_order_as_the_setting_says(text: str) -> None:
    from claims.cards import Suit

    counted = parse_statement(text, FULL, Seat.S)
    assert without_words(counted.steps) == (CountTricks(((Suit.H, 4), (Suit.S, 3))),)
    assert counted.listed_then
    ordered = parse_statement(text, FULL, Seat.S, then_orders=True)
    assert without_words(ordered.steps) == (Cash(Suit.H, 4), Cash(Suit.S, 3))
    assert ordered.listed_then


def test_a_list_without_then_is_a_count_under_either_setting() -> None:
    for text in ("four hearts and three spades", "two spades, a diamond then three hearts"):
        for then_orders in (False, True):
            plan = parse_statement(text, FULL, Seat.S, then_orders=then_orders)
            assert len(plan.steps) == 1 and isinstance(plan.steps[0], CountTricks), text
    # (the second lists two suits before "then": a count of several is not made an order)
    assert not parse_statement("four hearts and three spades", FULL, Seat.S).listed_then


def _rule(*extra: str) -> str:
    result = CliRunner().invoke(main, ["rule", *OPTIONS, *extra])
    assert result.exit_code == 0, result.output
    return result.output


def test_the_ruling_says_the_setting_decided() -> None:
    text = _rule()
    assert "does not stand: 4 to North-South" in text
    assert "a count of tricks (3 hearts, 2 spades): a count, not an order of play" in text
    assert "the setting listed-order = count decided: with then-order the claimer's side " \
        "would get 5" in text
    ordered = _rule("--listed-order", "then-order")
    assert "claim of 5 of 5 by North stands" in ordered
    assert "cash spades from the top, 2 rounds  <- 'two spades'" in ordered
    assert "tricks listed with 'then' (practice note 3): then-order" in ordered
    dansk = _rule("--listed-order", "then-order", "--lang", "da")
    assert "stik opregnet med 'derefter' (praksisnote 3): en spilleorden" in dansk


def test_a_case_file_sets_it_and_the_page_validates_it(tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    case = tmp_path / "listed.toml"
    case.write_text(
        'title = "three hearts then two spades"\n'
        'source = "constructed (tests/test_listed_order.py, hand analysis there)"\n'
        'guards = "the setting listed_order read from [settings]"\n\n'
        f'[position]\ndeal = "{DEAL}"\ntrump = "NT"\ndeclarer = "N"\nleader = "N"\n'
        "trick = []\n\n"
        f'[claim]\nby = "N"\nkind = "claim"\ntricks = 5\nstatement = "{WORDS}"\n\n'
        '[settings]\nlisted_order = "then-order"\n',
        encoding="utf-8",
    )
    assert rule_case(load_case(case)).claimer_tricks == 5
    settings = web_case.settings_of({"listed_order": "then-order"})
    assert settings.listed_order is ListedOrder.THEN_ORDER
    assert web_case.settings_section(settings) == {"listed_order": "then-order"}
    with pytest.raises(FormError):
        web_case.settings_of({"listed_order": "sometimes"})
