"""Round 22: ranks said as a list of numbers are cards in that order
(``statement._rank_lists``).  Sun City Grand 2019 (positions/published/
na_scg2019_3card_...): declarer with the ♥T-8-2, asked how he would play his trumps,
said "10, 8, 2"; the digits were unread and the club director's ruling (the ten ruffs,
the eight loses to West's nine: 2 of 3) was not reproduced."""

from __future__ import annotations

from pathlib import Path

import pytest

from claims.casefile import load_case
from claims.service import claim_of_case, rule_case
from claims.statement import canonical_text, parse_statement

CASE = (
    Path(__file__).parent.parent
    / "positions"
    / "published"
    / "na_scg2019_3card_t82_ruff_spade_west_nine_trump.toml"
)


def _read(text: str) -> tuple[str, tuple[str, ...]]:
    claim = claim_of_case(load_case(CASE))
    plan = parse_statement(text, claim.position, claim.claimer)
    return canonical_text(plan), tuple(plan.unknown)


@pytest.mark.parametrize(
    "text",
    [
        "10, 8, 2",
        "They are all good. 10, 8, 2.",
        "ten, eight, two",
        "ten, eight and two",
        "10, then 8, then 2",
        "I play the 10, 8, 2",
    ],
)
def test_a_list_of_numbers_is_his_cards_in_that_order(text: str) -> None:
    understood, unread = _read(text)
    # "They are all good" before it is the rest (round 22's statement batch)
    assert understood in ("play ♥T, ♥8, ♥2", "the rest, then play ♥T, ♥8, ♥2")
    assert not set(unread) & {"10", "8", "2", "two"}


@pytest.mark.parametrize(
    "text",
    [
        "2",  # one number alone is no list
        "I have 2 tricks",
        "2, 3",  # he holds no 3: reported, not guessed
        "10, 8, 8",  # a rank twice is no list of cards
    ],
)
def test_other_numbers_are_not_read_as_cards(text: str) -> None:
    understood, _ = _read(text)
    assert "play" not in understood


def test_the_published_ruling_is_reproduced() -> None:
    ruling = rule_case(load_case(CASE))
    assert ruling.complete
    assert ruling.claimer_tricks == 2  # the club director's: the H9 wins the H8
