"""The ``claim`` command line: the diagram of ``show``, the tables of ``dd``, the options.

``claim dd`` runs the real solver (endplay); its per-card values are checked against the
case-format example (the club ace takes both tricks, the spade ace only one: West ruffs)
and against the brute-force oracle on random small positions given as options.
Bad input is in test_bad_input.py.
"""

from __future__ import annotations

import inspect
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
import pytest
from click.testing import CliRunner, Result

from claims.cards import Card, Rank, Seat, Suit, format_deal
from claims.errors import InvalidPosition, SolverError
from claims.position import EndPosition
from tests.oracle import oracle_card_values

if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
    from cli import dd as dd_command
    from cli.main import ClaimGroup, main
    from cli.options import describe_option, split_words
    from cli.render import Style, can_show_symbols, contract_text
else:
    from claim_cli import dd as dd_command
    from claim_cli.main import ClaimGroup, main
    from claim_cli.options import describe_option, split_words
    from claim_cli.render import Style, can_show_symbols, contract_text

DATA = Path(__file__).resolve().parent / "data"
EXAMPLE = DATA / "two-black-aces.toml"
EXAMPLE_OPTIONS = [
    "--deal",
    "S:A...A .5..2 ..32. 5.6..",
    "--trump",
    "C",
    "--leader",
    "S",
    "--declarer",
    "S",
]


def make_runner() -> CliRunner:
    """A runner with stderr apart from stdout, in whichever way this click offers it."""
    options: dict[str, Any] = {"catch_exceptions": False}
    if "mix_stderr" in inspect.signature(CliRunner.__init__).parameters:
        options["mix_stderr"] = False  # click < 8.2
    return CliRunner(**options)


def run(args: list[str]) -> Result:
    result = make_runner().invoke(main, args)
    assert result.exit_code == 0, result.output
    return result


# --------------------------------------------------------------------------- show
EXAMPLE_SHOWN = """\
Two black aces, clubs trumps, West's small trump not mentioned
Contract 4♣ by South, not vulnerable; trumps ♣
Won so far: North-South 9, East-West 2; 2 tricks to play

                 North (dummy)
                 ♠ —
                 ♥ —
                 ♦ 32
                 ♣ —
West            ┌───────────┐  East
♠ —             │           │  ♠ 5
♥ 5             │           │  ♥ 6
♦ —             │     ?     │  ♦ —
♣ 2             └───────────┘  ♣ —
                 South (declarer), to play
                 ♠ A
                 ♥ —
                 ♦ —
                 ♣ A

South to lead to trick 12.
Known voids: West ♦

Claim by South (declarer): the rest, 2 of 2 tricks for North-South
Statement: (none)
Director's finding: the claimer may have been unaware of an outstanding trump
Expected ruling: 1 trick to North-South (Law 70C): West ruffs the spade ace with the two of clubs
"""


def test_show_draws_the_example() -> None:
    assert run(["show", str(EXAMPLE)]).stdout == EXAMPLE_SHOWN


def test_show_leaves_out_the_laws_when_the_case_gives_none() -> None:
    # an outside list may record only the tricks (issue 8): no empty "(Law )"
    published = Path(__file__).parent.parent / "positions" / "published"
    case = published / "eu_pula_bbo_6nt_claim_withdrawn_triple_squeeze.toml"
    shown = run(["show", str(case)]).stdout
    assert "Expected ruling: 9 tricks to North-South: " in shown
    assert "(Law )" not in shown


def test_show_from_options_draws_the_same_table() -> None:
    shown = run(["show", *EXAMPLE_OPTIONS, "--shown-out", "W:D"]).stdout
    table = EXAMPLE_SHOWN.split("\n\n")[1]
    assert table in shown
    assert "Claim by" not in shown  # no claim was given


def test_show_puts_each_seat_at_its_place_at_the_table() -> None:
    lines = run(["show", str(DATA / "trick-in-progress-concession.toml")]).stdout.splitlines()

    def row(start: str) -> int:
        return next(i for i, line in enumerate(lines) if line.lstrip().startswith(start))

    north, west, south = row("North"), row("West"), row("South")
    assert north < west < south
    assert lines[west].startswith("West")  # West at the left edge
    assert lines[west].rstrip().endswith("East")  # East on the same row, at the right
    assert lines[north].index("North") == lines[south].index("South") > 10  # centred
    # The trick so far in the box: East led the queen, South followed with the three;
    # West, to play, has the question mark.
    assert "♠Q │" in lines[west + 2] and "│ ?" in lines[west + 2]
    assert "♠3" in lines[west + 3]
    assert "West, to play" in lines[west]
    assert "East led ♠Q, South played ♠3; East's ♠Q is winning; West to play." in lines[south + 6]


def test_show_describes_a_concession_and_the_statement() -> None:
    shown = run(["show", str(DATA / "trick-in-progress-concession.toml")]).stdout
    assert "Contract 4♥X by South, vulnerable; trumps ♥" in shown
    assert "Concession by South (declarer): North-South keeps 4 of 10 tricks, concedes 6" in shown
    assert "Statement: “Jeg afgiver seks stik." in shown
    assert "Trick 4 in progress" in shown


def test_show_describes_a_defenders_claim() -> None:
    shown = run(["show", str(DATA / "defender-claim-notrump.toml")]).stdout
    assert "Declarer North; trumps NT" in shown
    assert "Claim by East: 2 of 3 tricks for East-West" in shown
    assert "North (declarer), to play" in shown
    assert "South (dummy)" in shown


def test_ten_is_written_t_everywhere() -> None:
    shown = run(["show", str(DATA / "trick-in-progress-concession.toml")]).stdout
    assert "♠ AKT2" in shown and "♥ T9876" in shown
    assert "T9876" in shown
    assert "109876" not in shown and "AK102" not in shown


def test_ascii_output_has_no_symbols() -> None:
    shown = run(["show", "--ascii", str(EXAMPLE)]).stdout
    assert shown.isascii()
    assert "S A" in shown and "Contract 4C" in shown and "+-----------+" in shown


def test_symbols_are_dropped_where_the_output_cannot_show_them() -> None:
    assert can_show_symbols("utf-8")
    assert not can_show_symbols("ascii")
    assert not can_show_symbols("cp1252")
    assert not can_show_symbols(None)
    assert not can_show_symbols("no-such-encoding")


def test_contract_text() -> None:
    style = Style()
    assert contract_text("4h", style) == "4♥"
    assert contract_text("3ntx", style) == "3NTX"
    assert contract_text("7SXX", Style(symbols=False)) == "7SXX"


def test_show_does_not_load_the_solver(tmp_path: Path) -> None:
    program = (
        "import sys\n"
        "from claim_cli.main import main\n"
        f"main(['show', {str(EXAMPLE)!r}], standalone_mode=False)\n"
        "assert not any(name.startswith('endplay') for name in sys.modules), 'endplay loaded'\n"
        "assert 'solver_bindings' not in sys.modules\n"
    )
    completed = subprocess.run(
        [sys.executable, "-c", program],
        capture_output=True,
        cwd=tmp_path,
        env=os.environ | {"PYTHONIOENCODING": "utf-8"},
        check=False,
    )
    assert completed.returncode == 0, completed.stderr.decode()


# --------------------------------------------------------------------------- dd
def test_dd_on_the_example_gives_two_with_the_club_ace_one_with_the_spade_ace() -> None:
    shown = run(["dd", str(EXAMPLE)]).stdout
    assert "  North-South  2 of 2\n  East-West    0 of 2\n" in shown
    assert "South's legal cards, and the tricks North-South then takes:" in shown
    assert "  ♠A  1\n" in shown
    assert "  ♣A  2  best\n" in shown


def test_dd_json_on_the_example() -> None:
    data = json.loads(run(["dd", "--json", str(EXAMPLE)]).stdout)
    assert data == {
        "source": str(EXAMPLE),
        "trump": "C",
        "declarer": "S",
        "leader": "S",
        "trick": [],
        "to_play": "S",
        "side_to_play": "NS",
        "tricks_left": 2,
        "double_dummy": {"NS": 2, "EW": 0},
        "cards": [{"card": "SA", "tricks": 1}, {"card": "CA", "tricks": 2}],
    }


def test_dd_from_options_matches_dd_from_the_file() -> None:
    from_file = json.loads(run(["dd", "--json", str(EXAMPLE)]).stdout)
    from_options = json.loads(run(["dd", "--json", *EXAMPLE_OPTIONS]).stdout)
    assert from_options == from_file | {"source": None}


def _random_position(seed: int) -> EndPosition:
    chooser = random.Random(seed)
    deck = [Card(suit, rank) for suit in Suit for rank in Rank]
    chooser.shuffle(deck)
    size = chooser.randint(1, 4)
    hands = [frozenset(deck[i * size : (i + 1) * size]) for i in range(4)]
    position = EndPosition(
        hands=(hands[0], hands[1], hands[2], hands[3]),
        trump=chooser.choice([*Suit, None]),
        declarer=chooser.choice(list(Seat)),
        leader=chooser.choice(list(Seat)),
    )
    for _ in range(chooser.randrange(4)):
        position = position.play(chooser.choice(position.legal_plays()))
    return position


@pytest.mark.parametrize("seed", range(12))
def test_dd_mid_trick_agrees_with_the_oracle(seed: int) -> None:
    position = _random_position(seed)
    start = dict(position.hands_at_trick_start())
    args = [
        "dd",
        "--json",
        "--deal",
        format_deal({seat: start[seat] for seat in Seat}),
        "--trump",
        position.strain.name,
        "--leader",
        position.leader.name,
        "--declarer",
        position.declarer.name,
    ]
    if position.trick:
        args += ["--trick", ",".join(card.code for card in position.trick)]
    data = json.loads(run(args).stdout)
    expected = oracle_card_values(position)
    assert {entry["card"]: entry["tricks"] for entry in data["cards"]} == {
        card.code: tricks for card, tricks in expected.items()
    }
    best = max(expected.values())
    side = position.to_play.side.name
    assert data["double_dummy"][side] == best
    assert sum(data["double_dummy"].values()) == position.tricks_left


def test_a_solver_failure_is_one_line_with_status_1(monkeypatch: pytest.MonkeyPatch) -> None:
    class BrokenSolver:
        def card_values(self, position: EndPosition) -> dict[Card, int]:
            raise SolverError("DDS said no (error -12)")

    monkeypatch.setattr(dd_command, "make_solver", BrokenSolver)
    result = make_runner().invoke(main, ["dd", str(EXAMPLE)])
    assert result.exit_code == 1
    assert result.stderr == "claim: error: DDS said no (error -12)\n"


# --------------------------------------------------------------------------- the group
def test_commands_are_registered_on_one_group() -> None:
    assert {"show", "dd"} <= set(main.commands)


@pytest.mark.parametrize("args", [["--help"], ["show", "--help"], ["dd", "--help"], ["--version"]])
def test_help_and_version(args: list[str]) -> None:
    assert run(args).stdout


def test_several_position_problems_are_listed_one_per_line() -> None:
    group = ClaimGroup()

    @group.command("fail")
    def fail() -> None:
        raise InvalidPosition(["duplicate card ♠A", "North holds 3 cards, expected 2"])

    result = make_runner().invoke(group, ["fail"])
    assert result.exit_code == 1
    assert result.stderr == (
        "claim: error: 2 problems in the position\n"
        "  duplicate card ♠A\n"
        "  North holds 3 cards, expected 2\n"
    )


def test_other_click_errors_keep_their_status() -> None:
    group = ClaimGroup()

    @group.command("usage")
    def usage() -> None:
        raise click.UsageError("wrong")

    assert make_runner().invoke(group, ["usage"]).exit_code == 2


# --------------------------------------------------------------------------- options
def test_split_words_takes_spaces_commas_and_repeats() -> None:
    assert split_words(("SK S2", "H3,H4", " , ")) == ["SK", "S2", "H3", "H4"]


def test_describe_option_names_the_option() -> None:
    assert describe_option(("position", "deal")) == "--deal"
    assert describe_option(("position", "trick", 0)) == "--trick card 1"
    assert describe_option(("position", "shown_out", 1)) == "--shown-out value 2"
    assert describe_option(("claim", "tricks")) == "--tricks"
    assert describe_option(("title",)) == "title"


def test_trick_option_accepts_commas_and_repeats() -> None:
    base = ["show", *EXAMPLE_OPTIONS[:-4], "--leader", "S", "--declarer", "S"]
    one = run([*base, "--trick", "SA,C2"]).stdout
    two = run([*base, "--trick", "SA", "--trick", "C2"]).stdout
    assert one == two
    assert "South led ♠A, West played ♣2" in one
