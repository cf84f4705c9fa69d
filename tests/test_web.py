"""The web page's API (``claim serve``) and the Danish ruling text (``--lang da``).

Expected rulings come from the case files' ``[expected]`` tables, each with its source
and hand analysis (positions/006 and 007: the seed 004 example, 'Manglende
trumftrækning'), never from the program's output.  The app runs in-process through
Starlette's test client; rulings still run in real worker processes.
"""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from claims.casefile import CaseFile, load_case, parse_case_text
from claims.rules import ALL_RULES
from tests.helpers import WEB_LONG_DEAL, WEB_LONG_FORM

if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
    from cli.i18n import LAW_NAMES, PAGE_TEXTS, RULE_NAMES_DA, pick_lang, reason_text
    from cli.main import main
    from cli.serve import MAX_BODY, create_app
    from cli.web_case import form_of_case
else:
    from claim_cli.i18n import LAW_NAMES, PAGE_TEXTS, RULE_NAMES_DA, pick_lang, reason_text
    from claim_cli.main import main
    from claim_cli.serve import MAX_BODY, create_app
    from claim_cli.web_case import form_of_case

ROOT = Path(__file__).resolve().parent.parent
SEED_UNSTATED = ROOT / "positions" / "006_seed_4h_east_small_trump.toml"
SEED_STATED = ROOT / "positions" / "007_seed_4h_trump_stated.toml"
SEED_PBN = ROOT / "tests" / "data" / "web" / "seed004-4h.pbn"
PESTA_SUKAN = "sg_pestasukan_3nt_faced_hand_dummy_diamond_loser.toml"
# A whole deal claimed at trick one: far too big to finish, so it runs until stopped.
LONG_DEAL = WEB_LONG_DEAL


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(workers=2)) as test_client:
        yield test_client


def expected_tricks(case: CaseFile) -> int:
    assert case.expected is not None
    return case.expected.claimer_tricks


def wait_for(client: TestClient, job_id: str, seconds: float = 120.0) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        data: dict[str, Any] = client.get(f"/api/jobs/{job_id}").json()
        if data["state"] not in ("queued", "running"):
            return data
        time.sleep(0.1)
    raise AssertionError(f"ruling {job_id} did not finish in {seconds} s")


def rule(client: TestClient, form: dict[str, Any], **extra: Any) -> dict[str, Any]:
    response = client.post("/api/rule", json={"case": form, **extra})
    assert response.status_code == 202, response.text
    return wait_for(client, response.json()["id"])


def hands(form: dict[str, Any]) -> dict[str, set[str]]:
    """The four hands of a form's deal by seat, whichever seat the deal text starts at."""
    first, rest = form["deal"].split(":")
    seats = "NESW"
    out: dict[str, set[str]] = {}
    for offset, hand in enumerate(rest.split()):
        seat = seats[(seats.index(first) + offset) % 4]
        suits = zip("SHDC", hand.split("."), strict=True)
        out[seat] = {suit + rank for suit, ranks in suits for rank in ranks}
    return out


# --------------------------------------------------------------------------- the page
def test_page_language_follows_the_browser_unless_chosen(client: TestClient) -> None:
    danish = client.get("/", headers={"Accept-Language": "da-DK,da;q=0.9,en;q=0.8"})
    assert danish.status_code == 200
    assert '<html lang="da">' in danish.text
    english = client.get("/?lang=en", headers={"Accept-Language": "da"})
    assert '<html lang="en">' in english.text
    assert '<html lang="en">' in client.get("/", headers={"Accept-Language": "fr"}).text
    texts = json.loads(danish.text.split('type="application/json">')[1].split("</script>")[0])
    assert texts["da"]["rule"] == "Afgør" and texts["en"]["rule"] == "Rule"


def test_static_files_are_served_from_the_package(client: TestClient) -> None:
    assert "applyLang" in client.get("/static/app.js").text
    assert "@media print" in client.get("/static/style.css").text


def test_pick_lang_reads_accept_language() -> None:
    assert pick_lang("da") == "da"
    assert pick_lang("en-GB,da;q=0.5") == "en"
    assert pick_lang("nb-NO,nb;q=0.9") == "da"
    assert pick_lang("fr-FR,de") == "en"
    assert pick_lang(None) == "en"


# --------------------------------------------------------------------------- import
def test_pasted_pbn_reaches_the_seed_position(client: TestClient) -> None:
    response = client.post(
        "/api/import",
        json={
            "source": SEED_PBN.read_text(encoding="utf-8"),
            "fallback": {"by": "S", "tricks": "rest", "statement": ""},
        },
    )
    assert response.status_code == 200, response.text
    form = response.json()["form"]
    case = load_case(SEED_UNSTATED)
    assert hands(form) == hands(form_of_case(case))
    assert (form["trump"], form["declarer"], form["leader"]) == ("H", "S", "S")
    assert (form["won_declarer"], form["won_defenders"]) == ("6", "2")


def test_a_bare_deal_takes_declarer_and_leader_from_the_form(client: TestClient) -> None:
    deal = form_of_case(load_case(SEED_UNSTATED))["deal"]
    fallback = {"declarer": "S", "leader": "S", "contract": "H", "by": "S", "tricks": "rest"}
    response = client.post(
        "/api/import", json={"source": deal, "fallback": {**fallback, "statement": ""}}
    )
    assert response.status_code == 200, response.text
    assert response.json()["form"]["trump"] == "H"


def test_unreadable_paste_is_named_at_the_source_field(client: TestClient) -> None:
    response = client.post("/api/import", json={"source": "not a deal at all"})
    assert response.status_code == 422
    assert "cannot tell what" in response.json()["fields"]["source"][0]


# --------------------------------------------------------------------------- understood as
def test_understood_as_marks_the_words_not_understood(client: TestClient) -> None:
    form = form_of_case(load_case(SEED_UNSTATED))
    form["statement"] = "trækker trumf og resten xyzzy er høje"
    data = client.post("/api/understand", json=form).json()
    assert data["unknown"] == ["xyzzy"]
    assert any(step["words"] == "trækker trumf" for step in data["steps"])
    danish = client.post("/api/understand?lang=da", json=form).json()
    assert "træk trumf, til modstanderne ingen har" in [step["step"] for step in danish["steps"]]


def test_understood_as_reads_listed_tricks_as_the_setting_chosen(client: TestClient) -> None:
    # "three hearts then two spades": a count by default, cashes in that order under
    # listed_order = then-order (tests/test_listed_order.py), as the ruling will read it
    form = form_of_case(load_case(SEED_UNSTATED))
    form["statement"] = "three hearts then two spades"
    counted = client.post("/api/understand", json=form).json()
    assert [step["step"] for step in counted["steps"]] == [
        "a count of tricks (3 hearts, 2 spades): a count, not an order of play"
    ]
    ordered = client.post("/api/understand?listed_order=then-order", json=form).json()
    assert [step["words"] for step in ordered["steps"]] == ["three hearts", "two spades"]


# What his words say that is no step (stmt9: a declined finesse, a proviso, a card in
# question) was shown only by the English text: the Danish text, the page's "understood
# as" box and the ruling view left it out, so a Danish director saw the proviso neither
# read nor reported.  The case is WBF Maastricht 2000, whose proviso about the opening
# bid is an aside; the command-line position has a declined finesse and a card in a
# question ("the ♥Q is still out": the ♥Q is West's).
MAASTRICHT = (
    ROOT / "positions" / "published" / "wbf_maastricht2000_ap16_squeeze_claim_played_out.toml"
)
NO_STEP_LINE = [
    "rule", "--deal", "S:43.A2.. K5.Q3.. AQ.K4.. J2.J5..", "--trump", "NT",
    "--declarer", "S", "--leader", "S", "--by", "S", "--tricks", "rest", "--statement",
    "I won't take the spade finesse, the ♥Q is still out", "--no-suggest",
]


def test_what_is_no_step_is_understood_in_danish_too(client: TestClient) -> None:
    danish = CliRunner().invoke(main, ["rule", str(MAASTRICHT), "--lang", "da", "--no-suggest"])
    assert danish.exit_code == 0, danish.output
    said = "'provided that the information about the opening bid is accurate'"
    assert f"  - et forbehold om meldingernes oplysninger, intet skridt i spillet  <- {said}" in (
        danish.output.splitlines()
    )
    assert "Som struktureret linje (til rettelse): --statement" in danish.output
    english = CliRunner().invoke(main, [*NO_STEP_LINE])
    danish = CliRunner().invoke(main, [*NO_STEP_LINE, "--lang", "da"])
    assert english.exit_code == danish.exit_code == 0, english.output + danish.output
    assert "he will NOT take the spade finesse" in english.output
    assert "han vil IKKE: tag knibningen i spar (en erklæret linje uden knibning" in danish.output
    assert "a condition on ♥Q" in english.output
    assert "en betingelse om ♥Q: han ved, at kortet er ude" in danish.output
    # the page's "understood as" box and the ruling's view carry the same lines
    form = form_of_case(load_case(MAASTRICHT))
    for lang, words in (("en", "a proviso about the auction"), ("da", "et forbehold om")):
        data = client.post(f"/api/understand?lang={lang}", json=form).json()
        assert [item["meaning"][: len(words)] for item in data["no_step"]] == [words]
        assert data["no_step"][0]["words"] == said.strip("'")


def test_every_aside_has_its_danish_words() -> None:
    import claims.statement as statement

    if TYPE_CHECKING:
        from cli.i18n import _ASIDES_DA
    else:
        from claim_cli.i18n import _ASIDES_DA
    asides = {value for name, value in vars(statement).items() if name.startswith("ASIDE_")}
    assert asides and asides == set(_ASIDES_DA)


# --------------------------------------------------------------------------- rulings
def test_seed_example_rules_as_its_source_in_both_languages(client: TestClient) -> None:
    case = load_case(SEED_UNSTATED)
    data = rule(client, form_of_case(case))
    assert data["state"] == "done", data
    english, danish = data["result"]["views"]["en"], data["result"]["views"]["da"]
    assert english["claimer_tricks"] == danish["claimer_tricks"] == expected_tricks(case)
    assert not english["stands"]
    assert english["headline"] == "The claim does not stand"
    assert danish["headline"] == "Kravet står ikke"
    assert "70C" in [law["law"] for law in danish["laws"]]
    assert any("udestående trumf" in reason for reason in danish["reasons"])
    assert danish["line"] and danish["line"][0]["steps"][0]["seat"] == "Syd"
    assert "havde han sagt" in danish["suggestion"]
    assert danish["result"] == "4♥ hjemme (10 stik), score +420 til Nord-Syd"


def test_stated_trump_makes_the_claim_stand(client: TestClient) -> None:
    case = load_case(SEED_STATED)
    data = rule(client, form_of_case(case))
    view = data["result"]["views"]["da"]
    assert view["claimer_tricks"] == expected_tricks(case)
    assert view["stands"] and view["headline"] == "Kravet står"


def test_the_known_suits_finding_is_a_field_of_the_form(client: TestClient) -> None:
    """The Pesta Sukan committee's finding (he knew the diamonds) typed into the form
    gives its 2 of 3; the form without it gives the director's 0; a wrong suit is named
    at the field."""
    case = load_case(ROOT / "positions" / "published" / PESTA_SUKAN)
    form = form_of_case(case)
    assert form["known_suits"] == "D"
    found = rule(client, form)["result"]["views"]
    assert found["en"]["claimer_tricks"] == 2
    assert "knew every card still out in ♦" in found["en"]["awareness"]
    assert "kendte alle udestående kort i ♦" in found["da"]["awareness"]
    assert rule(client, {**form, "known_suits": ""})["result"]["views"]["en"]["claimer_tricks"] == 0
    response = client.post("/api/rule", json={"case": {**form, "known_suits": "D Z"}})
    assert response.status_code == 422
    assert "'Z'" in response.json()["fields"]["known_suits"][0]


def test_settings_are_validated_and_used(client: TestClient) -> None:
    form = form_of_case(load_case(SEED_UNSTATED))
    bad = client.post("/api/rule", json={"case": form, "settings": {"ruffing": "sideways"}})
    assert bad.status_code == 422 and "ruffing" in bad.json()["fields"]
    data = rule(client, form, settings={"ruffing": "lowest", "forgotten": 2})
    assert any("lowest" in line for line in data["result"]["views"]["en"]["settings"])


def test_faults_are_named_by_field_and_the_server_goes_on(client: TestClient) -> None:
    form = form_of_case(load_case(SEED_UNSTATED))
    broken = {**form, "trump": "X", "by": "Q", "trick": "SZ"}
    response = client.post("/api/rule", json={"case": broken})
    assert response.status_code == 422
    fields = response.json()["fields"]
    assert {"trump", "by", "trick"} <= set(fields)
    assert "'X'" in fields["trump"][0]
    assert client.post("/api/rule", content=b"{not json").status_code == 422
    assert client.post("/api/rule", json=[1, 2]).status_code == 422
    assert client.post("/api/rule", json={"case": form, "time_limit": 9999}).status_code == 422
    too_big = client.post("/api/understand", content=b"x" * (MAX_BODY + 1))
    assert too_big.status_code == 413
    assert client.get("/api/jobs/nothing-here").status_code == 404
    assert client.get("/api/health").json()["ok"] is True


def test_a_long_ruling_can_be_cancelled(client: TestClient) -> None:
    form = dict(WEB_LONG_FORM)
    response = client.post("/api/rule", json={"case": form, "time_limit": 100})
    job_id = response.json()["id"]
    deadline = time.monotonic() + 60
    while client.get(f"/api/jobs/{job_id}").json()["state"] != "running":
        assert time.monotonic() < deadline
        time.sleep(0.05)
    client.delete(f"/api/jobs/{job_id}")
    data = wait_for(client, job_id, 30)
    assert data["state"] == "cancelled"
    assert data["elapsed"] < 30


def test_case_downloads_as_a_toml_file_that_reads_back(client: TestClient) -> None:
    case = load_case(SEED_UNSTATED)
    response = client.post("/api/case.toml", json=form_of_case(case))
    assert response.status_code == 200
    assert "attachment" in response.headers["content-disposition"]
    again = parse_case_text(response.text, "download")
    assert again.position.to_position() == case.position.to_position()
    assert again.claim.by == "S" and again.claim.tricks == "rest"


def test_the_downloaded_case_keeps_the_settings_it_is_ruled_with(client: TestClient) -> None:
    """A director who ruled the Delft column at the expert standard downloads a file that
    `claim rule` reads with the same setting; practice's defaults are not written."""
    case = load_case(ROOT / "positions" / "published" / "nl_delft_geen_geweldig_goede_claim.toml")
    form = form_of_case(case)
    chosen = {"player_class": "expert", "oversight": "one", "forgotten": 2}
    response = client.post("/api/case.toml", json={"case": form, "settings": chosen})
    assert response.status_code == 200
    kept = parse_case_text(response.text, "download")
    assert kept.settings is not None
    assert (kept.settings.player_class, kept.settings.forgotten) == ("expert", 2)
    assert kept.settings.oversight is None  # "one" is the default: not written
    plain = client.post("/api/case.toml", json={"case": form, "settings": {}})
    assert "[settings]" not in plain.text
    bad = client.post("/api/case.toml", json={"case": form, "settings": {"ruffing": "high"}})
    assert bad.status_code == 422 and "'high'" in bad.json()["fields"]["ruffing"][0]


# --------------------------------------------------------------------------- Danish text
def test_every_rule_and_cited_law_has_a_danish_name() -> None:
    assert {rule.name for rule in ALL_RULES} <= set(RULE_NAMES_DA)
    assert {rule.law for rule in ALL_RULES} <= set(LAW_NAMES)
    assert set(PAGE_TEXTS["da"]) == set(PAGE_TEXTS["en"])


def test_unknown_reason_stays_english_rather_than_guessed() -> None:
    assert reason_text("a reason nobody has written yet", "da") == "a reason nobody has written yet"


def test_every_reason_of_a_ruling_on_our_cases_has_its_danish_sentence() -> None:
    # the reasons a ruling on the seed and on an oversight case gives, each translated
    # (a sentence without a pattern would show in English on the Danish page)
    from claims.casefile import load_case
    from claims.service import rule_case

    for name in ("006_seed_4h_east_small_trump.toml", "015_ebu325_j6_nine_out.toml"):
        ruling = rule_case(load_case(ROOT / "positions" / name))
        for reason in ruling.reasons:
            danish = reason_text(reason, "da")
            assert danish != reason, reason
            assert "taken as" not in danish and "overlooked" not in danish


def test_claim_rule_in_danish() -> None:
    result = CliRunner().invoke(main, ["rule", str(SEED_UNSTATED), "--lang", "da", "--no-suggest"])
    assert result.exit_code == 0, result.output
    assert "Kendelse: krav på 5 af 5 stik fra Syd står ikke: 4 til Nord-Syd, 1 til Øst-Vest" in (
        result.output
    )
    assert "udestående trumf" in result.output
    assert "stik 2:" in result.output and "Øst vinder stikket" in result.output
    wrong = CliRunner().invoke(main, ["rule", str(SEED_UNSTATED), "--lang", "de"])
    assert wrong.exit_code == 2


def test_serve_on_a_taken_port_says_so_in_one_line() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(main, ["serve", "--port", str(port)])
    assert result.exit_code == 1
    assert result.output.strip() == (
        f"claim: error: cannot listen on 127.0.0.1:{port}: Address already in use"
    )


def test_the_oversight_scope_and_class_of_player_are_chosen_on_the_page(
    client: TestClient,
) -> None:
    """The Delft column ruled 'at that level' (top players): with the class of player set
    to expert on the page the claim stands (7 of 8), as the column ruled; the general
    standard rules 6 (positions/published/nl_delft_geen_geweldig_goede_claim.toml)."""
    case = load_case(ROOT / "positions" / "published" / "nl_delft_geen_geweldig_goede_claim.toml")
    form = form_of_case(case)
    general = rule(client, form, settings={"player_class": "general"})["result"]["views"]["en"]
    expert = rule(client, form, settings={"player_class": "expert", "oversight": "one"})
    expert_view = expert["result"]["views"]["en"]
    assert (general["claimer_tricks"], expert_view["claimer_tricks"]) == (6, 7)
    assert any("expert" in line for line in expert_view["settings"])
    assert any(
        "spillerklasse" in line and "ekspert" in line
        for line in expert["result"]["views"]["da"]["settings"]
    )
    for name, value in (("player_class", "master"), ("oversight", "all")):
        bad = client.post("/api/rule", json={"case": form, "settings": {name: value}})
        assert bad.status_code == 422 and repr(value) in bad.json()["fields"][name][0]
