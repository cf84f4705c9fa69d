"""Round 16: second hand does not spend his winner under partner's bare master when a
lower card, letting partner's master win, keeps both (keep-entries / no-crash, seed 004's
"obvious order", Rainsford's "so tortuous ... as to not be able to be considered
normal": two winners spent on one trick).

Found in the benchmark's claim-like 8-card claims (``bench_rulings.py``, seed 2026, the
first claim): East led the ♦8, South held ♦K-J-T second hand with North's bare ♦A to
play last and the ♦Q out; the ruling's deciding line played the ♦K, which the ♦A then
had to fall on, and the line lost a trick on it.  The check that keeps a duck under
partner's winner (``_ducks_to_keep_entries``: winning here costs more winners than
ducking) was asked only when his lowest card could not beat the trick; here the ♦T
beats the ♦8, though not surely, so the crash went unchecked, and the ♦T was called an
unstated finesse, though partner's ♦A wins the trick whatever West plays.
"""

from __future__ import annotations

from claims.cards import Card
from tests.helpers import normal_set, position

# notrump; East has led the ♦8.  South ♦K-J-T ♥A; North (to play last) ♦A ♥2 ♣3 ♣2;
# West ♦Q-9 ♥Q ♣A; East ♦8 ♥K ♣K ♣Q.  After the ♦A wins, North's ♥2 reaches South's ♥A.
CRASH = position(
    "S:.A.KJT. .Q.Q9.A .2.A.32 .K.8.KQ",
    "NT",
    leader="E",
    trick="D8",
)
# South's ♥A is a ♠2 instead: after the ♦A wins North has no way to South's ♦K-J
# (♥2, ♣4-3), so ducking strands them and the king on the ace is the unblock
NO_WAY_BACK = position(
    "S:2..KJT. .Q.Q9.A .2.A.43 .K.8.KQ",
    "NT",
    leader="E",
    trick="D8",
)


def test_second_hand_does_not_crash_his_king_on_partners_bare_ace() -> None:
    plays = normal_set(CRASH, aware=True)
    assert Card.parse("DK") not in plays
    assert Card.parse("DT") in plays or Card.parse("DJ") in plays
    kept = plays.get(Card.parse("DT")) or plays[Card.parse("DJ")]
    assert "keep-entries" in {r.name for r in kept.rules}


def test_with_no_way_back_the_king_stays_normal() -> None:
    plays = normal_set(NO_WAY_BACK, aware=True)
    assert Card.parse("DK") in plays
