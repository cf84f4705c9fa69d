"""The traps of endplay/DDS measured in docs/endplay-notes.md, one test each.

* a bad position is refused with every fault named (card and seat) before DDS sees it,
  since DDS answers silently wrong on several of them;
* no ``dump.txt`` (DDS writes one on every error) is left in the working directory,
  and a DDS failure surfaces as ``SolverError``, never as an endplay exception;
* concurrent callers get right answers (unguarded, two threads in DDS segfault);
* ``import solver_bindings`` does not import endplay (0.4 s, 90 MB);
* the cache serves repeats, transpositions and both sides without DDS, and is bounded;
* DDS's batch scheduler takes two positions with equal hands but different trick cards
  for one board: ``tricks_many`` keeps them apart;
* perspective: the two sides' tricks add up to the tricks left;
* a known value from the case-format example.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from claims.cards import Card, Seat, Side, Suit, parse_deal
from claims.errors import InvalidPosition, SolverError
from claims.position import EndPosition
from solver_bindings import EndplaySolver, dds_calls
from tests.oracle import oracle_card_values, oracle_tricks
from tests.strategies import random_position

REPOSITORY = Path(__file__).resolve().parent.parent


def cards(text: str) -> frozenset[Card]:
    return frozenset(Card.parse(word) for word in text.split())


def position_now(
    north: str,
    east: str,
    south: str,
    west: str,
    trick: str = "",
    leader: Seat = Seat.N,
    trump: Suit | None = None,
) -> EndPosition:
    """A position given as held *now* (trick cards out of the hands), not validated."""
    return EndPosition(
        hands=(cards(north), cards(east), cards(south), cards(west)),
        trump=trump,
        declarer=Seat.S,
        leader=leader,
        trick=tuple(Card.parse(word) for word in trick.split()),
    )


# North on lead with ♠A ♠K; East ♠Q ♠J, South ♥A ♥K, West ♦A ♦K; notrump.
SOUND = position_now("SA SK", "SQ SJ", "HA HK", "DA DK")

BAD_POSITIONS: dict[str, tuple[EndPosition, list[str]]] = {
    # DDS ignores a trick card left in its hand and solves for the leader.
    "trick card still in its hand": (
        position_now("SA SK", "SQ SJ", "HA HK", "DA DK", trick="SA"),
        ["♠A", "North"],
    ),
    # DDS solves for East and returns East's cards while endplay says South is to play.
    "two trick cards, only one removed": (
        position_now("SK", "SQ SJ", "HA HK", "DA DK", trick="SA SQ"),
        ["♠Q", "East"],
    ),
    "duplicate card": (
        position_now("SA SK", "SA SJ", "HA HK", "DA DK"),
        ["♠A", "North", "East"],
    ),
    "unequal lengths": (
        position_now("SA SK", "SQ SJ S2", "HA HK", "DA DK"),
        ["East holds 3", "expected 2"],
    ),
    "empty position": (position_now("", "", "", ""), ["empty position"]),
    # DDS accepts a revoke in the trick and solves it as given.
    "revoke in the trick": (
        position_now("SK", "SJ", "HA HK", "DA DK", trick="SA H2"),
        ["♥2", "East", "♠J"],
    ),
}


@pytest.fixture
def dds_must_not_be_reached(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fail the test if anything reaches the DDS boundary."""

    def refuse(*_: object) -> None:
        raise AssertionError("DDS was called on a position that should have been refused")

    calls_before = dds_calls.calls_made()
    monkeypatch.setattr(dds_calls, "solve_unchecked", refuse)
    yield
    assert dds_calls.calls_made() == calls_before


@pytest.fixture(params=["temporary directory", "test run directory"])
def working_directory(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Run the test in an empty temporary directory and in the real one: DDS writes
    dump.txt into the working directory on every error.  The temporary one must stay
    empty; in the real one (where other work may write) dump.txt must not appear or
    change."""
    if request.param == "temporary directory":
        monkeypatch.chdir(tmp_path)
    here = Path.cwd()
    dump = here / "dump.txt"
    dump_before = dump.stat().st_mtime_ns if dump.exists() else None
    yield here
    assert Path.cwd() == here
    assert (dump.stat().st_mtime_ns if dump.exists() else None) == dump_before
    if request.param == "temporary directory":
        assert list(tmp_path.iterdir()) == []
    scratch = dds_calls.scratch_directory()
    assert scratch is None or os.listdir(scratch) == []


# --------------------------------------------------------------------- bad positions
@pytest.mark.parametrize("case", list(BAD_POSITIONS))
@pytest.mark.usefixtures("dds_must_not_be_reached", "working_directory")
def test_bad_position_is_refused_naming_the_culprit(case: str) -> None:
    position, culprits = BAD_POSITIONS[case]
    solver = EndplaySolver()
    attempts: list[Callable[[], object]] = [
        lambda: solver.tricks(position, Side.NS),
        lambda: solver.card_values(position),
        lambda: solver.tricks_many([SOUND, position], Side.EW),
    ]
    for attempt in attempts:
        with pytest.raises(InvalidPosition) as refused:
            attempt()
        for culprit in culprits:
            assert culprit in str(refused.value)
    assert solver.dds_calls == 0


@pytest.mark.usefixtures("dds_must_not_be_reached")
def test_tricks_many_says_which_position_is_bad() -> None:
    bad, _ = BAD_POSITIONS["duplicate card"]
    with pytest.raises(InvalidPosition, match="position 3 of 3: duplicate card ♠A"):
        EndplaySolver().tricks_many([SOUND, SOUND, bad], Side.NS)


# --------------------------------------------------------------------- DDS failures
@pytest.mark.usefixtures("working_directory")
def test_dds_error_becomes_solver_error_and_leaves_no_file() -> None:
    """Skip validation on purpose: DDS fails ("Cards duplicated") and writes dump.txt,
    which must land in the scratch directory and be removed there."""
    bad, _ = BAD_POSITIONS["duplicate card"]
    with pytest.raises(SolverError, match="DDS failed") as failed:
        dds_calls.solve_unchecked([bad], dds_calls.Mode.BEST_CARD)
    message = str(failed.value)
    assert "N:AK.." in message and "uplicate" in message  # the position and DDS's reason
    assert type(failed.value) is SolverError
    assert failed.value.__cause__ is None


@pytest.mark.usefixtures("working_directory")
def test_failing_batch_becomes_solver_error() -> None:
    bad, _ = BAD_POSITIONS["duplicate card"]
    with pytest.raises(SolverError, match="a batch of 2 positions"):
        dds_calls.solve_unchecked([SOUND, bad], dds_calls.Mode.EVERY_CARD)


def test_oversized_batch_is_refused_before_dds() -> None:
    calls_before = dds_calls.calls_made()
    with pytest.raises(SolverError, match="at most 200"):
        dds_calls.solve_unchecked([SOUND] * 201, dds_calls.Mode.BEST_CARD)
    assert dds_calls.calls_made() == calls_before


def test_answers_hold_no_endplay_type() -> None:
    solver = EndplaySolver()
    values = solver.card_values(SOUND)
    assert all(type(card) is Card and type(value) is int for card, value in values.items())
    assert type(solver.tricks(SOUND, Side.NS)) is int
    assert all(type(value) is int for value in solver.tricks_many([SOUND], Side.NS))


# --------------------------------------------------------------------- threads
def test_concurrent_callers_get_right_answers() -> None:
    """Unguarded, two threads inside DDS segfault (3 runs out of 3 when measured)."""
    rng = random.Random(11)
    small = [random_position(rng, rng.randint(1, 3)) for _ in range(120)]
    large = [random_position(rng, 8) for _ in range(24)]
    expected_small = [oracle_tricks(position, Side.NS) for position in small]
    expected_values = [oracle_card_values(position) for position in small]
    reference = EndplaySolver(cache_size=0)
    expected_large = [reference.tricks(position, Side.EW) for position in large]

    shared = EndplaySolver(cache_size=0)  # no cache: every call must go to DDS
    start = threading.Barrier(4)
    failures: list[str] = []

    def single_solves() -> None:
        start.wait()
        for index, position in enumerate(small):
            if shared.tricks(position, Side.NS) != expected_small[index]:
                failures.append(f"tricks of small position {index}")

    def card_tables() -> None:
        start.wait()
        for index, position in enumerate(small):
            if shared.card_values(position) != expected_values[index]:
                failures.append(f"card values of small position {index}")

    def batches() -> None:
        start.wait()
        for _ in range(3):
            if shared.tricks_many(large, Side.EW) != expected_large:
                failures.append("a batch of large positions")

    def large_single_solves() -> None:
        start.wait()
        for index, position in enumerate(large):
            if shared.tricks(position, Side.EW) != expected_large[index]:
                failures.append(f"tricks of large position {index}")

    def guarded(work: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            try:
                work()
            except Exception as error:  # reported below with the thread's work named
                failures.append(f"{work.__name__}: {error!r}")

        return run

    threads = [
        threading.Thread(target=guarded(work))
        for work in (single_solves, card_tables, batches, large_single_solves)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(thread.is_alive() for thread in threads)
    assert failures == []
    assert shared.dds_calls == 2 * len(small) + 3 + len(large)


# --------------------------------------------------------------------- lazy import
_PROBE_POSITION = (
    "from claims.cards import Seat, Side, parse_deal\n"
    "from claims.position import EndPosition\n"
    "position = EndPosition.from_trick_start(\n"
    "    parse_deal('S:A... .5.. ..3. 5...'), None, Seat.S, Seat.S)\n"
)


def _fresh_process(probe: str) -> list[str]:
    """What ``probe`` prints in a fresh Python process (endplay not yet imported)."""
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        cwd=REPOSITORY,
        check=True,
        timeout=60,
    )
    return result.stdout.split()


def test_importing_the_bindings_does_not_import_endplay() -> None:
    probe = (
        "import sys\n"
        "import claims, solver_bindings\n"
        "from solver_bindings import EndplaySolver\n"
        "solver = EndplaySolver()\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'endplay'))\n"
        f"{_PROBE_POSITION}"
        "solver.tricks(position, Side.NS)\n"
        "print('endplay' in sys.modules)\n"
    )
    before_solving, after_solving = _fresh_process(probe)
    assert before_solving == "[]"
    assert after_solving == "True"  # the probe itself works: solving does import it


# --------------------------------------------------------------------- cache
def test_same_position_twice_is_served_from_cache() -> None:
    solver = EndplaySolver()
    first = solver.tricks(SOUND, Side.NS)
    assert (solver.dds_calls, solver.cache_hits) == (1, 0)
    assert solver.tricks(SOUND, Side.NS) == first
    assert solver.tricks(SOUND, Side.EW) == SOUND.tricks_left - first  # the other side too
    assert solver.tricks_many([SOUND, SOUND], Side.NS) == [first, first]
    assert solver.dds_calls == 1
    assert solver.cache_hits == 3


def test_cache_ignores_what_does_not_change_the_play() -> None:
    """Declarer, tricks already won and known voids leave the DD value alone, so a
    transposition reached by another order of play must be a cache hit."""
    solver = EndplaySolver()
    solver.tricks(SOUND, Side.NS)
    other = replace(
        SOUND,
        declarer=Seat.E,
        tricks_won=(5, 6),
        voids=frozenset({(Seat.S, Suit.S)}),
    )
    solver.tricks(other, Side.NS)
    assert solver.dds_calls == 1


def test_card_values_also_answer_tricks() -> None:
    solver = EndplaySolver()
    values = solver.card_values(SOUND)
    assert solver.tricks(SOUND, SOUND.to_play.side) == max(values.values())
    assert solver.card_values(SOUND) == values
    assert solver.dds_calls == 1
    assert solver.cache_hits == 2  # tricks, from the card table, and card_values again


def test_cache_is_bounded() -> None:
    rng = random.Random(5)
    positions = [random_position(rng, 2) for _ in range(3)]
    solver = EndplaySolver(cache_size=2)
    for position in positions:
        solver.tricks(position, Side.NS)
    solver.tricks(positions[2], Side.NS)  # still held
    assert solver.dds_calls == 3
    solver.tricks(positions[0], Side.NS)  # evicted as least recently used
    assert solver.dds_calls == 4
    solver.clear_cache()
    solver.tricks(positions[2], Side.NS)
    assert solver.dds_calls == 5


def test_no_cache_means_every_call_reaches_dds() -> None:
    solver = EndplaySolver(cache_size=0)
    solver.tricks(SOUND, Side.NS)
    solver.tricks(SOUND, Side.NS)
    assert (solver.dds_calls, solver.cache_hits) == (2, 0)


# --------------------------------------------------------------------- batching
def test_tricks_many_dedupes_and_batches_by_200() -> None:
    rng = random.Random(3)
    distinct: dict[object, EndPosition] = {}
    while len(distinct) < 450:
        position = random_position(rng, rng.randint(1, 3))
        distinct[(position.hands, position.trump, position.leader, position.trick)] = position
    positions = list(distinct.values())
    solver = EndplaySolver()
    answers = solver.tricks_many(positions + positions[:50], Side.NS)
    assert answers == [oracle_tricks(position, Side.NS) for position in positions + positions[:50]]
    assert solver.positions_solved == 450
    assert solver.dds_calls == 3
    assert solver.tricks_many([], Side.NS) == []


def test_tricks_many_keeps_equal_hands_with_different_tricks_apart() -> None:
    """North led ♠A in one, ♠J in the other; the cards held now are the same.  In one
    DDS batch the second got the first's answer (measured), so they must be split."""
    ace_led = position_now("H2", "SQ S3", "HA HK", "D3 D2", trick="SA")
    jack_led = position_now("H2", "SQ S3", "HA HK", "D3 D2", trick="SJ")
    solver = EndplaySolver()
    assert solver.tricks_many([ace_led, jack_led], Side.EW) == [0, 2]
    assert solver.tricks_many([jack_led, ace_led], Side.EW) == [2, 0]
    assert solver.dds_calls == 2


# --------------------------------------------------------------------- perspective
def test_both_sides_add_up_to_the_tricks_left() -> None:
    rng = random.Random(17)
    solver = EndplaySolver(cache_size=0)
    for _ in range(150):
        position = random_position(rng, rng.randint(1, 7))
        north_south = solver.tricks(position, Side.NS)
        east_west = solver.tricks(position, Side.EW)
        assert north_south + east_west == position.tricks_left
        mover = position.to_play.side
        assert solver.tricks(position, mover) == max(solver.card_values(position).values())


def test_known_value_of_the_case_format_example() -> None:
    """docs/case-format.md: South ♠A ♣A, West ♥5 ♣2, North ♦3 ♦2, East ♠5 ♥6; clubs
    trumps, South to lead.  ♣A draws West's only trump and ♠A wins the last trick: two.
    ♠A first is ruffed by West's ♣2; South ruffs the heart return with ♣A: one."""
    position = EndPosition.from_trick_start(
        parse_deal("S:A...A .5..2 ..32. 5.6.."), Suit.C, Seat.S, Seat.S
    )
    solver = EndplaySolver()
    assert solver.card_values(position) == {Card.parse("CA"): 2, Card.parse("SA"): 1}
    assert solver.tricks(position, Side.NS) == 2
    assert solver.tricks(position, Side.EW) == 0


def test_endplay_is_imported_without_matplotlib_which_still_loads_on_use() -> None:
    """The solver's import leaves matplotlib out (0.9 s of every fresh `claim rule`),
    yet endplay's plotting code still reaches the real matplotlib when used.  In a
    fresh interpreter: this test process may already hold either module."""
    script = (
        "import sys\n"
        "from claims.cards import Seat, Suit\n"
        "from claims.position import EndPosition\n"
        "from solver_bindings import EndplaySolver\n"
        "from claims.cards import Card\n"
        "p = EndPosition(hands=(frozenset({Card.parse('SA')}), frozenset({Card.parse('S2')}),"
        " frozenset({Card.parse('S3')}), frozenset({Card.parse('S4')})),"
        " trump=None, declarer=Seat.N, leader=Seat.N)\n"
        "print(EndplaySolver().tricks(p, Seat.N.side))\n"
        "print('matplotlib' in sys.modules)\n"
        "html = sys.modules['endplay.dealer.actions.html']\n"
        "print(callable(html.plt.figure), 'matplotlib.pyplot' in sys.modules)\n"
    )
    assert _fresh_process(script) == ["1", "False", "True", "True"]


def test_the_first_solve_does_not_keep_its_caller_alive() -> None:
    """endplay's import leaves a reference cycle whose frames reach back to the caller
    of the first solve; with the garbage collector paused (as during a ruling) that
    kept the caller's objects (a search's tables) alive until the next collection.
    The import now collects its own garbage (round 16)."""
    probe = (
        "import gc, weakref\n"
        "from solver_bindings import EndplaySolver\n"
        "class Tables: pass\n"
        "solver = EndplaySolver()\n"
        f"{_PROBE_POSITION}"
        "def search():\n"
        "    tables = Tables()\n"
        "    solver.tricks(position, Side.NS)\n"
        "    return weakref.ref(tables)\n"
        "gc.disable()\n"
        "print(search()() is None)\n"
    )
    assert _fresh_process(probe) == ["True"]
