"""The ruling's line on what the claimer is taken to know of the trump (Law 70C2): shown
only where an opponent holds a trump at the claim.  In notrump, or with the opponents'
trumps gone, 'possibly unaware of the opponents' trumps' misstated the ruling (it was
printed for every notrump case)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from claims.cards import Seat
from claims.ruling import Claim, adjudicate
from claims.statement import parse_statement
from tests.helpers import position

if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
    from cli.i18n import awareness_line
else:
    from claim_cli.i18n import awareness_line

# South on lead with the ♠A-K and the ♥A; North ♠3-2 ♥4, East ♠5 ♥Q-6, West ♠Q ♥7-5.
# The same hands in notrump, in spades with West's ♠Q out, and in clubs, which no one
# holds.
DEAL = "N:32.4.. 5.Q6.. AK.A.. Q.75.."


@pytest.mark.parametrize(
    ("trump", "english", "danish"),
    [
        ("NT", "Notrump: no trump to overlook", "Sans: ingen trumf at overse"),
        ("C", "The opponents held no trump at the claim", "Modstanderne havde ingen trumf"),
        ("S", "Claimer taken as", "Den der krævede, anses som"),
    ],
)
def test_the_trump_line_speaks_of_70c_only_with_a_trump_out(
    trump: str, english: str, danish: str
) -> None:
    pos = position(DEAL, trump, "S")
    ruling = adjudicate(Claim(pos, Seat.S, 3), parse_statement("", pos, Seat.S))
    assert awareness_line(ruling, "en").startswith(english)
    assert awareness_line(ruling, "da").startswith(danish)
    assert ("70C2" in awareness_line(ruling, "en")) == (trump == "S")
