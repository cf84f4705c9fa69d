"""Every kind of bad input, in a case file, as options and through the Python API.

For each: the message names the culprit (the card, the seat, the value) and where it was
given (the file and key, or the option); the command exits with status 1 and prints one
``claim: error:`` message and no traceback; and nothing is written (every command runs
in an empty working directory that must stay empty).  Usage mistakes (FILE and --deal
together, --deal without --trump) are click's usage errors, exit status 2.
"""

from __future__ import annotations

import inspect
import json
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
import pytest
from click.testing import CliRunner, Result

from claims.casefile import load_case, parse_case_text, position_from_data
from claims.errors import CaseFileError

if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
    from cli.main import main
    from cli.options import ClaimInput, PositionInput, read_case
else:
    from claim_cli.main import main
    from claim_cli.options import ClaimInput, PositionInput, read_case

# The example of docs/case-format.md: South holds ♠A ♣A, West ♥5 ♣2, North ♦3 ♦2,
# East ♠5 ♥6; clubs are trumps, South to lead, two tricks left.
GOOD_POSITION: dict[str, Any] = {
    "deal": "S:A...A .5..2 ..32. 5.6..",
    "trump": "C",
    "declarer": "S",
    "leader": "S",
    "trick": [],
}
EXAMPLE = Path(__file__).resolve().parent / "data" / "two-black-aces.toml"
EXAMPLE_TEXT = EXAMPLE.read_text(encoding="utf-8")


def make_runner() -> CliRunner:
    """A runner with stderr apart from stdout, in whichever way this click offers it."""
    options: dict[str, Any] = {"catch_exceptions": False}  # a crash must fail the test
    if "mix_stderr" in inspect.signature(CliRunner.__init__).parameters:
        options["mix_stderr"] = False  # click < 8.2
    return CliRunner(**options)


def run(args: list[str]) -> Result:
    return make_runner().invoke(main, args)


def assert_reported(result: Result, *fragments: str) -> None:
    """Exit 1, one ``claim: error:`` message naming every fragment, nothing else printed."""
    assert result.exit_code == 1, result.output
    assert result.stdout == ""
    assert result.stderr.startswith("claim: error: ")
    assert result.stderr.count("claim: error:") == 1
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in result.stderr, f"{fragment!r} not in {result.stderr!r}"


def case_text(position: dict[str, Any], claim: str = 'by = "S"\ntricks = "rest"\n') -> str:
    """A case file around ``position`` (JSON strings are valid TOML basic strings)."""
    lines = ['title = "bad input"', 'source = "tests"', 'guards = "error messages"', "[position]"]
    lines += [f"{key} = {json.dumps(value)}" for key, value in position.items()]
    return "\n".join([*lines, "[claim]", claim + 'statement = ""', ""])


def position_options(position: dict[str, Any]) -> list[str]:
    args = ["--deal", position["deal"], "--trump", position["trump"]]
    args += ["--leader", position["leader"], "--declarer", position["declarer"]]
    if position["trick"]:
        args += ["--trick", " ".join(position["trick"])]
    for entry in position.get("shown_out", []):
        args += ["--shown-out", entry]
    return args


# --------------------------------------------------------------------------- positions
@dataclass(frozen=True)
class BadPosition:
    """A fault in ``[position]``: the change, the words naming the culprit, and the
    file keys and options the message must point at."""

    name: str
    changes: dict[str, Any]
    culprits: tuple[str, ...]
    keys: tuple[str, ...]
    options: tuple[str, ...]
    position: dict[str, Any] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "position", GOOD_POSITION | self.changes)


FOURTEEN_EACH = "N:AKQJT98765432.A.. .AKQJT98765432.A. ..AKQJT98765432.A A...AKQJT98765432"

BAD_POSITIONS = [
    BadPosition(
        "duplicate card within a hand",
        {"deal": "S:AA...A .5..2 ..32. 5.6.."},
        ("duplicate card ♠A in South's hand",),
        ("position.deal",),
        ("--deal",),
    ),
    BadPosition(
        "duplicate card across hands",
        {"deal": "S:A...A .5..A ..32. 5.6.."},
        ("duplicate card ♣A", "South", "West"),
        ("position.deal",),
        ("--deal",),
    ),
    BadPosition(
        "hands of unequal length",
        {"deal": "S:A...A .5..2 ..32. 5.6..3"},
        ("unequal length", "East 3", "South 2"),
        ("position.deal",),
        ("--deal",),
    ),
    BadPosition(
        "hands given after the trick card was played",
        {"deal": "S:...A .5..2 ..32. 5.6..", "trick": ["SA"]},
        ("unequal length", "South 1", "trick card ♠A (played by South) is not in South's hand"),
        ("position.deal", "position.trick"),
        ("--deal", "--trick"),
    ),
    BadPosition(
        "trick card from the wrong hand",
        {"trick": ["SA", "S5"]},
        ("trick card ♠5 is played by West", "in East's hand"),
        ("position.trick",),
        ("--trick",),
    ),
    BadPosition(
        "trick that does not fit the leader",
        {"leader": "W", "trick": ["SA"]},
        ("trick card ♠A is played by West (trick led by West) but is in South's hand",),
        ("position.trick",),
        ("--trick",),
    ),
    BadPosition(
        "trick card in no hand",
        {"trick": ["SK"]},
        ("trick card ♠K (played by South) is not in South's hand",),
        ("position.trick",),
        ("--trick",),
    ),
    BadPosition(
        "four cards in the current trick",
        {"trick": ["SA", "H5", "D2", "S5"]},
        ("the current trick has 4 cards",),
        ("position.trick",),
        ("--trick",),
    ),
    BadPosition(
        "trick card played twice",
        {"trick": ["SA", "SA"]},
        ("trick card ♠A is played twice",),
        ("position.trick",),
        ("--trick",),
    ),
    BadPosition(
        "revoke inside the current trick",
        {"leader": "E", "trick": ["S5", "CA"]},
        ("revoke", "South played ♣A on a spade lead but holds ♠A"),
        ("position.trick",),
        ("--trick",),
    ),
    BadPosition(
        "unknown seat as leader",
        {"leader": "Q"},
        ("unknown seat 'Q'",),
        ("position.leader",),
        ("--leader",),
    ),
    BadPosition(
        "unknown seat as declarer",
        {"declarer": "Northwest"},
        ("unknown seat 'Northwest'",),
        ("position.declarer",),
        ("--declarer",),
    ),
    BadPosition(
        "unknown seat before the deal's colon",
        {"deal": "X:A...A .5..2 ..32. 5.6.."},
        ("unknown seat 'X'",),
        ("position.deal",),
        ("--deal",),
    ),
    BadPosition(
        "unknown seat in shown_out",
        {"shown_out": ["Q:D"]},
        ("unknown seat 'Q'",),
        ("position.shown_out entry 1",),
        ("--shown-out",),
    ),
    BadPosition(
        "unknown trump suit",
        {"trump": "Z"},
        ("unknown trump 'Z'",),
        ("position.trump",),
        ("--trump",),
    ),
    BadPosition(
        "unknown suit in a trick card",
        {"trick": ["SA", "ZA"]},
        ("cannot read card 'ZA'",),
        ("position.trick card 2",),
        ("--trick card 2",),
    ),
    BadPosition(
        "unknown suit in shown_out",
        {"shown_out": ["W:Z"]},
        ("unknown suit 'Z'",),
        ("position.shown_out entry 1",),
        ("--shown-out",),
    ),
    BadPosition(
        "unknown rank in a hand",
        {"deal": "S:AX...A .5..2 ..32. 5.6.."},
        ("unknown rank 'X'", "spades 'AX' of South"),
        ("position.deal",),
        ("--deal",),
    ),
    BadPosition(
        "unknown rank in a trick card",
        {"trick": ["S1"]},
        ("cannot read card 'S1'",),
        ("position.trick card 1",),
        ("--trick card 1",),
    ),
    BadPosition(
        "hand with three suit fields",
        {"deal": "S:A..A .5..2 ..32. 5.6.."},
        ("South 'A..A' has 3 suits",),
        ("position.deal",),
        ("--deal",),
    ),
    BadPosition(
        "deal with three hands",
        {"deal": "S:A...A .5..2 ..32."},
        ("has 3 hands: expected 4",),
        ("position.deal",),
        ("--deal",),
    ),
    BadPosition(
        "empty position",
        {"deal": "N:- - - -"},
        ("empty position",),
        ("position.deal",),
        ("--deal",),
    ),
    BadPosition(
        "empty deal text",
        {"deal": ""},
        ("empty deal",),
        ("position.deal",),
        ("--deal",),
    ),
    BadPosition(
        "more than 13 cards",
        {"deal": FOURTEEN_EACH},
        ("North holds 14 cards: at most 13", "duplicate card ♠A"),
        ("position.deal",),
        ("--deal",),
    ),
    BadPosition(
        "shown out of a suit the player holds",
        {"shown_out": ["S:S"]},
        ("South is said to have shown out of spades but holds ♠A",),
        ("position.shown_out",),
        ("--shown-out",),
    ),
]


@pytest.mark.parametrize("bad", BAD_POSITIONS, ids=lambda bad: bad.name)
@pytest.mark.parametrize("command", ["show", "dd"])
def test_bad_position_in_a_file(
    bad: BadPosition, command: str, workdir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "bad-case.toml"
    path.write_text(case_text(bad.position), encoding="utf-8")
    result = run([command, str(path)])
    assert_reported(result, f"claim: error: {path}: ", *bad.culprits, *bad.keys)
    assert sorted(tmp_path.iterdir()) == sorted([path, workdir])


@pytest.mark.parametrize("bad", BAD_POSITIONS, ids=lambda bad: bad.name)
@pytest.mark.parametrize("command", ["show", "dd"])
def test_bad_position_as_options(bad: BadPosition, command: str, workdir: Path) -> None:
    result = run([command, *position_options(bad.position)])
    assert_reported(result, "claim: error: command line: ", *bad.culprits, *bad.options)


@pytest.mark.parametrize("bad", BAD_POSITIONS, ids=lambda bad: bad.name)
def test_bad_position_through_the_api(bad: BadPosition) -> None:
    with pytest.raises(CaseFileError) as raised:
        parse_case_text(case_text(bad.position), "api-case.toml")
    message = str(raised.value)
    assert message.startswith("api-case.toml: ")
    for fragment in (*bad.culprits, *bad.keys):
        assert fragment in message
    with pytest.raises(CaseFileError) as raised:
        position_from_data(bad.position, "api-position")
    for fragment in (*bad.culprits, *bad.keys):
        assert fragment in str(raised.value)


# --------------------------------------------------------------------------- case files
@dataclass(frozen=True)
class BadFile:
    """A fault of the file itself: how the example is changed, and what must be said."""

    name: str
    old: str
    new: str
    fragments: tuple[str, ...]

    def text(self) -> str:
        assert self.old in EXAMPLE_TEXT, self.old
        return EXAMPLE_TEXT.replace(self.old, self.new, 1)


BAD_FILES = [
    BadFile(
        "TOML syntax error",
        'trump    = "C"',
        "trump    = C",
        ("TOML syntax error", "line 10"),
    ),
    BadFile(
        "unknown key in [position]",
        'trump    = "C"',
        'trumps   = "C"',
        (
            "position.trumps: unknown key; did you mean 'trump'?",
            "position.trump: missing: expected S, H, D, C or NT",
        ),
    ),
    BadFile(
        "unknown key at the top",
        'title  = "Two',
        'titel  = "Two',
        ("titel: unknown key; did you mean 'title'?", "title: missing"),
    ),
    BadFile(
        "unknown key in [claim]",
        "statement = ",
        "statment = ",
        ("claim.statment: unknown key; did you mean 'statement'?", "claim.statement: missing"),
    ),
    BadFile(
        "unknown key in [expected]",
        "note = ",
        "notes = ",
        ("expected.notes: unknown key; did you mean 'note'?",),
    ),
    BadFile(
        "unknown key in the won table",
        "defenders = 2 }",
        "defenders = 2, dummy = 0 }",
        ("position.won.dummy: unknown key",),
    ),
    BadFile(
        "missing field",
        'by        = "S"',
        "",
        ("claim.by: missing: expected the seat that claimed or conceded",),
    ),
    BadFile(
        "missing section",
        "[claim]",
        "[claimed]",
        ("claim: missing: expected a [claim] table", "claimed: unknown key"),
    ),
    BadFile(
        "wrong type: a number for a seat",
        'by        = "S"',
        "by        = 2",
        ("claim.by: expected the seat that claimed or conceded", "got the number 2"),
    ),
    BadFile(
        "wrong type: a fraction of a trick",
        'tricks    = "rest"',
        "tricks    = 2.5",
        ('claim.tricks: expected "rest" or a whole number, got the number 2.5',),
    ),
    BadFile(
        "wrong type: a word for the tricks",
        'tricks    = "rest"',
        'tricks    = "all"',
        ('claim.tricks: expected "rest" or a whole number, got the string "all"',),
    ),
    BadFile(
        "wrong type: trick as one string",
        "trick    = []",
        'trick    = "SA H5"',
        ("position.trick: expected a list of cards", 'got the string "SA H5"'),
    ),
    BadFile(
        "wrong type: vulnerable as a word",
        "vulnerable = false",
        'vulnerable = "no"',
        ('position.vulnerable: expected true or false, got the string "no"',),
    ),
    BadFile(
        "bad value: unknown claimer seat",
        'by        = "S"',
        'by        = "Q"',
        ("claim.by: unknown seat 'Q'",),
    ),
    BadFile(
        "bad value: kind",
        'kind      = "claim"',
        'kind      = "claimed"',
        ('claim.kind: expected "claim" or "concession", got the string "claimed"',),
    ),
    BadFile(
        "tricks larger than remaining",
        'tricks    = "rest"',
        "tricks    = 5",
        ("claim.tricks: 5 tricks claimed but only 2 remain",),
    ),
    BadFile(
        "negative tricks",
        'tricks    = "rest"',
        "tricks    = -1",
        ("claim.tricks: -1 tricks: expected 0 or more",),
    ),
    BadFile(
        "a concession of the rest",
        'kind      = "claim"',
        'kind      = "concession"',
        ('claim.tricks: a concession of "rest" concedes nothing',),
    ),
    BadFile(
        "expected.claimer_tricks out of range",
        "claimer_tricks = 1",
        "claimer_tricks = 3",
        ("expected.claimer_tricks: 3 is out of range: expected 0 to 2",),
    ),
    BadFile(
        "expected.laws with an empty clause",
        'laws = ["70C"]',
        'laws = [" "]',
        ("expected.laws entry 1: empty law clause",),
    ),
    BadFile(
        "unreadable contract",
        'contract   = "4C"',
        'contract   = "8C"',
        ("position.contract: cannot read contract '8C'",),
    ),
    BadFile(
        "contract in another strain than the trumps",
        'contract   = "4C"',
        'contract   = "4H"',
        ("position.contract: contract '4H' is in hearts but position.trump is 'C' (clubs)",),
    ),
    BadFile(
        "more tricks won than a deal has",
        "defenders = 2 }",
        "defenders = 3 }",
        ("position.won: 9 + 3 tricks won and 2 remaining make 14: a deal has 13",),
    ),
    BadFile(
        "tricks won out of range",
        "declarer = 9,",
        "declarer = 14,",
        ("position.won.declarer: 14 is out of range",),
    ),
    BadFile(
        "duplicate key",
        'trump    = "C"',
        'trump    = "C"\ntrump = "H"',
        ("TOML syntax error", "line 11"),
    ),
]


@pytest.mark.parametrize("bad", BAD_FILES, ids=lambda bad: bad.name)
def test_bad_case_file_on_the_command_line(bad: BadFile, workdir: Path, tmp_path: Path) -> None:
    path = tmp_path / "bad-case.toml"
    path.write_text(bad.text(), encoding="utf-8")
    for command in ("show", "dd"):
        assert_reported(run([command, str(path)]), f"claim: error: {path}: ", *bad.fragments)
    assert sorted(tmp_path.iterdir()) == sorted([path, workdir])


@pytest.mark.parametrize("bad", BAD_FILES, ids=lambda bad: bad.name)
def test_bad_case_file_through_the_api(bad: BadFile, tmp_path: Path) -> None:
    path = tmp_path / "bad-case.toml"
    path.write_text(bad.text(), encoding="utf-8")
    with pytest.raises(CaseFileError) as raised:
        load_case(path)
    message = str(raised.value)
    assert message.startswith(f"{path}: ")
    for fragment in bad.fragments:
        assert fragment in message


def test_every_problem_of_a_file_is_reported_at_once(workdir: Path, tmp_path: Path) -> None:
    text = (
        EXAMPLE_TEXT.replace('deal     = "S:A...A', 'deal     = "S:AA...A')
        .replace('trump    = "C"', 'trump    = "Z"')
        .replace('by        = "S"', 'by        = "Q"')
        .replace('tricks    = "rest"', "tricks    = 7")
        .replace("note = ", "notes = ")
    )
    path = tmp_path / "many.toml"
    path.write_text(text, encoding="utf-8")
    result = run(["show", str(path)])
    assert_reported(
        result,
        f"claim: error: {path}: 5 problems\n",
        "\n  position.trump: unknown trump 'Z'",
        "\n  position.deal: duplicate card ♠A in South's hand",
        "\n  claim.by: unknown seat 'Q'",
        "\n  claim.tricks: 7 tricks claimed but only 2 remain",
        "\n  expected.notes: unknown key",
    )


def test_file_that_is_not_utf8(workdir: Path, tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes(EXAMPLE_TEXT.replace("trækning", "tr\xe6kning").encode("latin-1"))
    assert_reported(run(["show", str(path)]), str(path), "not UTF-8 text", "line 2")


def test_missing_file(workdir: Path) -> None:
    assert_reported(run(["dd", "no-such-case.toml"]), "no-such-case.toml", "cannot read")


# --------------------------------------------------------------------------- usage
@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["show", str(EXAMPLE), "--deal", "N:A... K... Q... J..."], "not both"),
        (["dd", str(EXAMPLE), "--trick", "SA"], "not both"),
        (["show"], "give a case FILE"),
        (["dd", "--deal", "N:A... K... Q... J...", "--leader", "N"], "needs --trump, --declarer"),
        (["show", "--trump", "H"], "needs --deal, --leader, --declarer"),
        (["show", "--no-such-option"], "No such option"),
        (["no-such-command"], "No such command"),
    ],
)
def test_usage_errors_exit_2(args: list[str], fragment: str, workdir: Path) -> None:
    result = run(args)
    assert result.exit_code == 2
    assert fragment in result.stderr
    assert "Traceback" not in result.stderr


def test_a_directory_as_file_is_a_usage_error(workdir: Path, tmp_path: Path) -> None:
    result = run(["show", str(tmp_path)])
    assert result.exit_code == 2
    assert "directory" in result.stderr


# --------------------------------------------------------------------------- claim options
def _claim_from_options(by: str | None, tricks: str | None) -> None:
    source = PositionInput(
        file=None,
        deal=GOOD_POSITION["deal"],
        trump="C",
        leader="S",
        declarer="S",
        trick=(),
        shown_out=(),
    )
    read_case(source, ClaimInput(by=by, tricks=tricks, statement=None, kind="claim"))


@pytest.mark.parametrize(
    ("by", "tricks", "fragments"),
    [
        ("Q", "rest", ("command line: --by: unknown seat 'Q'",)),
        ("S", "5", ("command line: --tricks: 5 tricks claimed but only 2 remain",)),
        ("S", "lots", ('--tricks: expected "rest" or a whole number, got the string "lots"',)),
        ("X", "9", ("2 problems", "--by: unknown seat 'X'", "--tricks: 9 tricks claimed")),
    ],
)
def test_bad_claim_options_through_the_api(
    by: str, tricks: str, fragments: tuple[str, ...]
) -> None:
    with pytest.raises(CaseFileError) as raised:
        _claim_from_options(by, tricks)
    for fragment in fragments:
        assert fragment in str(raised.value)


def test_missing_claim_options_are_a_usage_error() -> None:
    with pytest.raises(click.UsageError, match="needs --by"):
        _claim_from_options(None, "rest")


def test_good_claim_options_make_a_case() -> None:
    source = PositionInput(
        file=None,
        deal=GOOD_POSITION["deal"],
        trump="C",
        leader="S",
        declarer="S",
        trick=(),
        shown_out=(),
    )
    case = read_case(source, ClaimInput(by="S", tricks="1", statement="ace", kind="claim"))
    assert (case.claimed_tricks, case.claim.statement) == (1, "ace")


# --------------------------------------------------------------------------- the real script
def test_the_installed_console_script_prints_no_traceback(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "claim"
    assert script.exists(), "install the project: pip install -e ."
    path = tmp_path / "bad-case.toml"
    path.write_text(case_text(GOOD_POSITION | {"trick": ["SA", "S5"]}), encoding="utf-8")
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    completed = subprocess.run(
        [str(script), "show", str(path)],
        cwd=cwd,
        capture_output=True,
        env=os.environ | {"PYTHONIOENCODING": "utf-8"},
        check=False,
    )
    stderr = completed.stderr.decode("utf-8")
    assert completed.returncode == 1
    assert completed.stdout == b""
    assert "Traceback" not in stderr
    assert stderr == (
        f"claim: error: {path}: position.trick: trick card ♠5 is played by West "
        "(trick led by South) but is in East's hand\n"
    )
    assert list(cwd.iterdir()) == []
