"""Round 23: the note beside a card played to a trick his side said it gives up.

blml 2010, Dave Seagull's case 1 (positions/published): after the ♥A and ♥J, dummy leads
the ♠2 to give up the trick he conceded; declarer holds only trumps and must ruff it with
the ♦2, which wins.  The ruling said "ducks as stated" beside that ruff: a director read
a duck on a card that takes the trick.
"""

from __future__ import annotations

from pathlib import Path

from claims.cards import Card, Rank, Suit
from claims.casefile import load_case
from claims.normal_play import DUCK_WINS, DUCKS
from claims.service import rule_case
from cli.i18n import note_text

ROOT = Path(__file__).resolve().parent.parent
SEAGULL = ROOT / "positions" / "published" / "na_blml2010_seagull_concede_one_hq_drops_hj_good.toml"


def test_a_forced_ruff_of_the_conceded_trick_is_not_called_a_duck() -> None:
    ruling = rule_case(load_case(SEAGULL))
    ruff = next(step for step in ruling.line if step.card == Card(Suit.D, Rank.TWO))
    assert ruff.trick_winner is None  # the third card of the trick
    assert ruff.note == DUCK_WINS
    assert all(step.note != DUCKS for step in ruling.line)


def test_the_new_note_has_its_danish() -> None:
    assert note_text(DUCK_WINS, "da") != DUCK_WINS
    assert note_text(DUCKS, "da") == "dukker som nævnt"
