"""Round 22: bad input found by fuzzing every entry point, each answered with one
``claim: error:`` line (or a 422 naming the field on the web page), never a traceback.

* A count typed with characters ``str.isdigit`` takes but ``int`` refuses (a superscript
  ``²``, a circled ``⑶``): ``--tricks ²`` of ``claim rule`` and ``claim import`` printed
  a ValueError traceback, and the web page's ``tricks``, ``won_declarer``,
  ``won_defenders`` and ``settings.forgotten`` answered 500.
* A number of more than 4,300 digits, which Python's ``int`` refuses with a plain
  ValueError: in a case file (tomllib), in ``--tricks``, and in a JSON request (500).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from click.testing import Result
from starlette.testclient import TestClient

from claims.casefile import parse_case_text, whole_number
from claims.errors import CaseFileError

if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
    from cli.main import main
    from cli.serve import create_app
    from cli.web_case import form_of_case
else:
    from claim_cli.main import main
    from claim_cli.serve import create_app
    from claim_cli.web_case import form_of_case

from claims.casefile import load_case
from tests.test_bad_input import assert_reported as assert_one_error
from tests.test_bad_input import make_runner, run

ROOT = Path(__file__).resolve().parent.parent
DEAL = "S:A...A .5..2 ..32. 5.6.."
POSITION = ["--deal", DEAL, "--trump", "C", "--leader", "S", "--declarer", "S"]
HUGE = "9" * 5000  # more digits than int() reads (4,300)
NOT_INT_DIGITS = ["²", "⑶", "1²"]  # str.isdigit() is true, int() refuses them


def assert_reported(result: Result, *fragments: str) -> None:
    """As tests/test_bad_input.py's, and on one short line (no huge value repeated)."""
    assert_one_error(result, *fragments)
    assert len(result.stderr.splitlines()) == 1, result.stderr
    assert len(result.stderr) < 400, "the message repeats a huge value"


# ------------------------------------------------------------------ whole_number
@pytest.mark.parametrize(
    ("text", "value"),
    [("3", 3), (" 12 ", 12), ("０", 0), ("３", 3), ("٣", 3), ("0003", 3)],
)
def test_whole_number_reads_decimal_digits(text: str, value: int) -> None:
    assert whole_number(text) == value


@pytest.mark.parametrize("text", [*NOT_INT_DIGITS, "", " ", "-1", "+1", "1.0", "rest", HUGE])
def test_whole_number_refuses_what_is_not_one(text: str) -> None:
    assert whole_number(text) is None


# ------------------------------------------------------------------ the command line
@pytest.mark.parametrize("tricks", NOT_INT_DIGITS)
def test_rule_tricks_that_int_cannot_read(tricks: str, workdir: Path) -> None:
    result = run(["rule", *POSITION, "--by", "S", "--tricks", tricks])
    assert_reported(result, "--tricks", repr(tricks).strip("'"))


def test_rule_tricks_of_too_many_digits(workdir: Path) -> None:
    result = run(["rule", *POSITION, "--by", "S", "--tricks", HUGE])
    assert_reported(result, "--tricks", "5000 digits")


def test_fullwidth_tricks_still_read(workdir: Path) -> None:
    result = run(["rule", *POSITION, "--by", "S", "--tricks", "３"])
    assert_reported(result, "--tricks", "3 tricks claimed but only 2 remain")


@pytest.mark.parametrize("tricks", [*NOT_INT_DIGITS, HUGE])
def test_import_tricks_that_int_cannot_read(tricks: str, workdir: Path) -> None:
    args = ["import", DEAL, "--declarer", "S", "--leader", "S", "--contract", "C"]
    result = run([*args, "--by", "S", "--tricks", tricks, "--statement", ""])
    assert_reported(result, "--tricks", "expected rest or a number of tricks")


def test_case_file_with_a_number_too_long_to_read(workdir: Path, tmp_path: Path) -> None:
    text = (ROOT / "positions" / "005_two_black_aces_club_trump.toml").read_text("utf-8")
    text = text.replace('tricks    = "rest"', f"tricks    = {HUGE}")
    assert HUGE in text
    case = tmp_path / "huge.toml"
    case.write_text(text, encoding="utf-8")
    result = run(["rule", str(case)])
    assert_reported(result, "huge.toml", "a number too long to read (line 16)")
    with pytest.raises(CaseFileError, match="too long"):
        parse_case_text(text, "huge.toml")


# ------------------------------------------------------------------ the web page's API
BASE = form_of_case(load_case(ROOT / "positions" / "006_seed_4h_east_small_trump.toml"))


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(workers=1)) as test_client:
        yield test_client


def _form(**changes: str) -> dict[str, Any]:
    form = dict(BASE)
    form.update(changes)
    return form


@pytest.mark.parametrize("value", [*NOT_INT_DIGITS, HUGE[:200]])
@pytest.mark.parametrize("field", ["tricks", "won_declarer", "won_defenders"])
@pytest.mark.parametrize("path", ["/api/understand", "/api/case.toml"])
def test_web_counts_that_int_cannot_read(
    client: TestClient, path: str, field: str, value: str
) -> None:
    response = client.post(path, json=_form(**{field: value}))
    assert response.status_code == 422, response.text
    fields = response.json()["fields"]
    assert field in fields or (field.startswith("won") and "won" in fields), fields


@pytest.mark.parametrize("value", NOT_INT_DIGITS)
def test_web_settings_forgotten_that_int_cannot_read(client: TestClient, value: str) -> None:
    body = {"case": BASE, "settings": {"forgotten": value}, "time_limit": 1}
    response = client.post("/api/rule", json=body)
    assert response.status_code == 422, response.text
    assert "forgotten" in response.json()["fields"]


def test_web_json_with_a_number_too_long_to_read(client: TestClient) -> None:
    raw = json.dumps({"case": BASE, "time_limit": 1})[:-1] + ', "x": ' + HUGE + "}"
    response = client.post(
        "/api/rule", content=raw.encode(), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422, response.text
    assert "too long" in response.json()["fields"][""][0]


# ------------------------------------------------------------------ --time-limit
@pytest.mark.parametrize("limit", ["nan", "NaN", "inf", "Infinity"])
@pytest.mark.parametrize("command", ["rule", "check"])
def test_time_limit_that_is_not_a_number_of_seconds(
    command: str, limit: str, workdir: Path
) -> None:
    """click's FloatRange(min=0.1) let nan through: every search stopped at once and the
    ruling came out INCOMPLETE ("The time limit (nan s) stopped the search")."""
    case = str(ROOT / "positions" / "005_two_black_aces_club_trump.toml")
    result = run([command, case, "--time-limit", limit])
    assert result.exit_code == 2, result.output
    assert "--time-limit" in result.stderr
    assert "is not a number of seconds" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_large_finite_time_limit_still_rules(workdir: Path) -> None:
    case = str(ROOT / "positions" / "005_two_black_aces_club_trump.toml")
    result = run(["rule", case, "--time-limit", "1e308", "--json", "--no-suggest"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["claimer_tricks"] == 1


# ------------------------------------------------------------------ claim check's reports
@pytest.mark.parametrize("option", ["--report-md", "--report-html", "--report-json"])
def test_check_report_onto_a_case_file_is_refused(
    option: str, workdir: Path, tmp_path: Path
) -> None:
    """``claim check case.toml --report-json case.toml`` replaced the case with the
    report, after ruling it."""
    text = (ROOT / "positions" / "005_two_black_aces_club_trump.toml").read_text("utf-8")
    folder = tmp_path / "cases"
    folder.mkdir()
    case = folder / "case.toml"
    case.write_text(text, encoding="utf-8")
    for target in (str(case), str(folder / "." / "case.toml")):
        result = run(["check", str(folder), "--time-limit", "5", option, target])
        assert result.exit_code == 2, result.output
        assert option in result.stderr and "one of the case files checked" in result.stderr
    assert case.read_text(encoding="utf-8") == text


def test_check_two_reports_on_one_file_are_refused(workdir: Path, tmp_path: Path) -> None:
    case = str(ROOT / "positions" / "005_two_black_aces_club_trump.toml")
    report = str(tmp_path / "report.txt")
    result = run(["check", case, "--report-md", report, "--report-json", report])
    assert result.exit_code == 2, result.output
    assert "--report-json and --report-md both name" in result.stderr
    assert not Path(report).exists()


# ------------------------------------------------------------------ claim import
def test_pbn_short_hand_is_named_not_the_result(workdir: Path, tmp_path: Path) -> None:
    """A full deal with a hand two cards short, and a [Result]: the Result's check took
    the deal for an end position of 13 cards a hand and blamed the Result ("declarer won
    11 tricks before a position of 13 cards a hand") instead of the Deal."""
    text = (ROOT / "tests" / "data" / "import" / "full-deal-claim-mid-trick.pbn").read_text()
    assert '[Deal "N:KQ43.' in text and '[Result "11"]' in text
    source = tmp_path / "short.pbn"
    source.write_text(text.replace('[Deal "N:KQ43.', '[Deal "N:KQ.'), encoding="utf-8")
    result = run(["import", str(source), "--by", "S", "--tricks", "3", "--statement", ""])
    assert_reported(result, "[Deal]", "North 11, East 13, South 13, West 13")
    assert "[Result]" not in result.stderr


# ------------------------------------------------------------------ tricks won
SEED_4H = ROOT / "positions" / "006_seed_4h_east_small_trump.toml"  # won 6 + 2, 5 left


@pytest.mark.parametrize(("declarer", "defenders", "total"), [(0, 0, 5), (6, 1, 12), (7, 2, 14)])
@pytest.mark.parametrize("command", ["rule", "show", "dd"])
def test_tricks_won_that_do_not_add_up_to_13(
    command: str, declarer: int, defenders: int, total: int, workdir: Path, tmp_path: Path
) -> None:
    """Fewer than 13 was accepted, and the ruling then left the contract's result out
    without a word (ruling.py's _result: "the tricks won before the claim are not
    known")."""
    text = SEED_4H.read_text(encoding="utf-8")
    assert "won      = { declarer = 6, defenders = 2 }" in text
    case = tmp_path / "won.toml"
    won = f"won      = {{ declarer = {declarer}, defenders = {defenders} }}"
    case.write_text(text.replace("won      = { declarer = 6, defenders = 2 }", won), "utf-8")
    result = run([command, str(case)])
    assert_reported(
        result,
        f"position.won: {declarer} + {defenders} tricks won and 5 remaining make {total}: "
        "a deal has 13",
    )


def test_tricks_won_on_the_web_form_that_do_not_add_up(client: TestClient) -> None:
    response = client.post("/api/understand", json=_form(won_declarer="6", won_defenders="1"))
    assert response.status_code == 422, response.text
    assert "a deal has 13" in response.json()["fields"]["won"][0]


# ------------------------------------------------------------------ smaller faults
def test_case_file_with_a_byte_order_mark_reads(workdir: Path, tmp_path: Path) -> None:
    """A UTF-8 file with a byte order mark (some Windows editors write one) was "TOML
    syntax error: Invalid statement (at line 1, column 1)"; claim import already read
    such files."""
    text = (ROOT / "positions" / "005_two_black_aces_club_trump.toml").read_text("utf-8")
    case = tmp_path / "bom.toml"
    case.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    result = run(["show", str(case)])
    assert result.exit_code == 0, result.stderr
    assert load_case(case) == load_case(ROOT / "positions" / "005_two_black_aces_club_trump.toml")


def test_import_of_a_folder_says_so(workdir: Path, tmp_path: Path) -> None:
    """It was "cannot tell what 'boards' is: expected a PBN file or text ..."."""
    (tmp_path / "boards").mkdir()
    result = run(["import", str(tmp_path / "boards"), "--by", "S"])
    assert_reported(result, "boards: a folder")


def test_import_of_empty_standard_input_says_so(workdir: Path) -> None:
    """It was "cannot tell what '' is"."""
    result = make_runner().invoke(main, ["import", "-", "--by", "S"], input="  \n")
    assert_reported(result, "standard input is empty")


def test_serve_on_port_0_shows_the_port_it_serves_on() -> None:
    """``claim serve --port 0`` said "serving on http://127.0.0.1:0/", an address no
    browser finds; an IPv6 address is written in brackets."""
    if TYPE_CHECKING:
        from cli.serve import check_address, page_address
    else:
        from claim_cli.serve import check_address, page_address

    port = check_address("127.0.0.1", 0)
    assert 0 < port < 65536
    assert check_address("127.0.0.1", port) == port
    assert page_address("127.0.0.1", port) == f"http://127.0.0.1:{port}/"
    assert page_address("::1", 8000) == "http://[::1]:8000/"


def test_a_concession_keeping_every_trick_left_is_refused(workdir: Path) -> None:
    """As a concession of "rest" already was: it was ruled "concession of 0 of 2 by
    South (keeping 2) stands"."""
    args = ["rule", *POSITION, "--by", "S", "--kind", "concession", "--statement", ""]
    assert_reported(run([*args, "--tricks", "2"]), "--tricks", "concedes nothing")
    assert_reported(run([*args, "--tricks", "rest"]), "--tricks", "concedes nothing")
    kept_one = run([*args, "--tricks", "1", "--time-limit", "5", "--json", "--no-suggest"])
    assert kept_one.exit_code == 0, kept_one.stderr


def test_a_date_where_a_value_belongs_is_shown_as_toml_writes_it(workdir: Path) -> None:
    """It was shown as Python's "datetime.datetime(1979, 5, 27, 7, 32, tzinfo=...)"."""
    text = (ROOT / "positions" / "005_two_black_aces_club_trump.toml").read_text("utf-8")
    text = text.replace('by        = "S"', "by        = 1979-05-27T07:32:00Z")
    with pytest.raises(CaseFileError) as raised:
        parse_case_text(text, "dated.toml")
    message = str(raised.value)
    assert "claim.by" in message and "the date or time 1979-05-27T07:32:00+00:00" in message
    assert "datetime.datetime" not in message


def test_a_case_file_larger_than_any_case_is_refused(workdir: Path, tmp_path: Path) -> None:
    """``claim rule /dev/zero`` (or a wrong file of gigabytes) read until memory ran out;
    a case is read up to 1 MB.  /dev/stdin still works (not refused by its size)."""
    big = tmp_path / "big.toml"
    big.write_bytes(b"# " + b"x" * 2**20 + b"\n")
    assert_reported(run(["show", str(big)]), "big.toml: larger than 1 MB")
    if Path("/dev/zero").exists():
        assert_reported(run(["rule", "/dev/zero"]), "/dev/zero: larger than 1 MB")
    text = (ROOT / "positions" / "005_two_black_aces_club_trump.toml").read_text("utf-8")
    case = tmp_path / "small.toml"
    case.write_text(text + "# " + "y" * (2**20 - len(text.encode()) - 3) + "\n", "utf-8")
    assert case.stat().st_size == 2**20
    assert run(["show", str(case)]).exit_code == 0


def test_import_of_endless_standard_input_stops(
    workdir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``claim import - < /dev/zero`` read until memory ran out."""
    if TYPE_CHECKING:
        import cli.import_cmd as import_cmd
    else:
        import claim_cli.import_cmd as import_cmd

    monkeypatch.setattr(import_cmd, "MAX_SOURCE_BYTES", 1000)
    result = make_runner().invoke(main, ["import", "-", "--by", "S"], input="[" * 1001)
    assert_reported(result, "standard input is larger than")


@pytest.mark.parametrize(
    ("sample", "what"),
    [
        ("void.pbn", "a PBN file"),
        ("end-position.pbn", "a PBN file"),
        ("accepted-claim.lin", "a LIN file"),
        ("handviewer-lin.txt", "a link"),
    ],
)
def test_a_board_record_given_as_a_case_file_says_so(
    sample: str, what: str, workdir: Path
) -> None:
    """``claim rule game.pbn`` was "TOML syntax error: Invalid statement (at line 1,
    column 1)"."""
    path = str(ROOT / "tests" / "data" / "import" / sample)
    assert_reported(run(["rule", path]), f"{sample}: {what}, not a case file", "claim import")


def test_a_broken_case_file_is_still_a_toml_syntax_error() -> None:
    with pytest.raises(CaseFileError, match="TOML syntax error"):
        parse_case_text('title = "x"\n[position "\n', "t.toml")


@pytest.mark.parametrize("suggest", ["no", "false", 0, None, [], {}])
def test_web_suggest_that_is_not_true_or_false(client: TestClient, suggest: Any) -> None:
    """``"suggest": "no"`` asked for the suggestion (bool("no") is True)."""
    body = {"case": BASE, "time_limit": 1, "suggest": suggest}
    response = client.post("/api/rule", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["fields"] == {"suggest": ["must be true or false"]}


def test_check_jobs_are_capped_as_rules_are(workdir: Path) -> None:
    """``claim check CASE --jobs 200`` forked 191 processes for one 13-card case on a
    2-core machine; ``claim rule`` already refused more than 64."""
    case = str(ROOT / "positions" / "005_two_black_aces_club_trump.toml")
    for command in ("check", "rule"):
        result = run([command, case, "--jobs", "65"])
        assert result.exit_code == 2, result.output
        assert "--jobs" in result.stderr and "64" in result.stderr


def test_check_counts_a_case_given_twice_once(workdir: Path, tmp_path: Path) -> None:
    """``claim check cases cases cases/a.toml`` checked one case three times and said "3
    of 3 cases agree"."""
    text = (ROOT / "positions" / "005_two_black_aces_club_trump.toml").read_text("utf-8")
    folder = tmp_path / "cases"
    folder.mkdir()
    (folder / "a.toml").write_text(text, encoding="utf-8")
    again = str(folder / ".." / "cases" / "a.toml")
    result = run(["check", str(folder), str(folder), again, "--time-limit", "10", "--json"])
    assert result.exit_code == 0, result.output
    assert len(json.loads(result.stdout)) == 1
