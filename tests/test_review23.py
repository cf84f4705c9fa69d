"""Round 23's review: every bundled case's ruling read as a tournament director would.

The text of ``claim rule`` (English and ``--lang da``) for each case of ``positions/``
and ``positions/published/``, read for a note or a rule beside a card that contradicts
what the card does, a "Why" sentence the line shown does not bear out, and Danish left
in English or in the wrong bridge term.  Each test pins one such finding; none changes a
ruling, only what is said of it (the laws are read from the line as searched, before the
line is shown).
"""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from claims import rules as R
from claims.cards import Card
from claims.casefile import load_case
from claims.normal_play import ONLY_TRUMPS
from claims.ruling import ONLY_TRUMPS_WHY, Ruling
from claims.search import LineStep
from claims.service import rule_case
from cli.i18n import RULE_NAMES_DA, note_text, reason_text
from cli.main import main

POSITIONS = Path(__file__).resolve().parent.parent / "positions"
PUBLISHED = POSITIONS / "published"
RUFF_LOW = POSITIONS / "010_ruff_low_overruffed.toml"
ISRAEL = PUBLISHED / "eu_il_7s_ruff_heart_trump_unstated.toml"
TEAMS_TRIAL = PUBLISHED / "na_bw_teams_trial_4s_trump_out.toml"
PHILADELPHIA = PUBLISHED / "na_bbo_philadelphia_3nt_rest_are_mine_h8.toml"


def _rule(*args: str) -> str:
    result = CliRunner().invoke(main, ["rule", *args])
    assert result.exit_code == 0, result.output
    return result.output


def _step(path: Path, card: str) -> tuple[Ruling, LineStep]:
    ruling = rule_case(load_case(path))
    return ruling, next(step for step in ruling.line if step.card == Card.parse(card))


# ------------------------------------------------------------------ notes and rule tags
def test_a_hand_of_trumps_alone_ruffing_is_not_said_to_let_partners_master_win() -> None:
    """Israel 7S, trick 6: North leads the ♣9, East holds only the ♠Q-J-6 and must ruff;
    West's ♣T was the master.  The line said "East ♠J [keep-entries 70D1, keep-masters
    70D1] (lets partner's master win)" beside the ruff that took the trick from it."""
    ruling, ruff = _step(ISRAEL, "SJ")
    assert ruff.trick_winner is None  # the second card of the trick
    assert ruff.note == ONLY_TRUMPS
    assert R.KEEP_ENTRIES not in ruff.rules
    assert all(step.note != "lets partner's master win" for step in ruling.line)
    assert ruling.claimer_tricks == 7 and "70C" in ruling.laws


def test_a_forced_ruff_that_is_overruffed_is_not_tagged_win_when_able() -> None:
    """010, trick 1: South holds the ♥A-K-2 only and ruffs East's ♣A with the ♥2, which
    West overruffs.  "♥2 [win-when-able 70D1, ruff-low 70C3]" read as a trick he surely
    wins; a hand of trumps alone ruffs because it must (as no-ruffing-partner is dropped
    beside such a ruff since round 19).  The reason says so too; the laws are the same."""
    text = _rule(str(RUFF_LOW), "--no-suggest")
    assert "South ♥2 [ruff-low 70C3] (only trumps left) <- worse than ♥K" in text
    assert "win-when-able 70D1, ruff-low" not in text
    reason = next(line for line in text.splitlines() if "rather than ♥K" in line)
    assert f"normal because {ONLY_TRUMPS_WHY}ruffing low and risking an overruff" in reason
    assert "Laws: 70A, 70D1, 70C3" in text


def test_the_reason_for_a_forced_ruff_names_the_rules_shown_beside_it() -> None:
    """Teams trial, trick 5: South, holding only trumps, ruffs North's ♦2 with the ♠2
    and West overruffs.  The line showed "♠2 [keep-masters 70D1] (only trumps left)",
    but its reason said "normal because partner's sure winner is not ruffed
    [no-ruffing-partner, 70D1]": the rule read from the line before it was shown."""
    ruling, ruff = _step(TEAMS_TRIAL, "S2")
    assert R.NO_RUFFING_PARTNER not in ruff.rules and ruff.note == ONLY_TRUMPS
    reason = next(r for r in ruling.reasons if r.startswith("South plays ♠2 rather than ♠J"))
    assert "no-ruffing-partner" not in reason
    assert f"normal because {ONLY_TRUMPS_WHY}any discard" in reason
    assert ruling.claimer_tricks == 7 and ruling.laws == ("70A", "70D1", "70C")


def test_a_sure_winner_in_his_eyes_beaten_by_the_card_he_overlooked_says_so() -> None:
    """Philadelphia, trick 5: South wins as cheaply as he surely can with the ♥8, West's
    ♥9 being the card he overlooked, and West's ♥9 takes it.  "♥8 [win-when-able 70D1,
    placed-honours 70E1]" alone read as the rule broken by its own card."""
    ruling, eight = _step(PHILADELPHIA, "H8")
    assert R.WIN_WHEN_ABLE in eight.rules
    assert eight.note == "a sure winner in his eyes: he overlooked West's ♥9"
    assert ruling.claimer_tricks == 4
    assert note_text(eight.note, "da") == "et sikkert stik i hans øjne: han overså Vests ♥9"


def test_a_stated_ruff_made_once_is_not_said_impossible_from_the_start() -> None:
    """BBO 'Poor claim': "ruff two red cards in dummy", dummy ruffs once (the ♠6) and
    then has no trump; the ruling said "cannot be followed: East has no trump to ruff
    with" beside a line that shows East's ruff.  Here North ruffs the ♥2 with his one
    trump and cannot ruff the ♥3."""
    deal = "S:AKQ.32.. .AKQJ.4. 2..32.32 .T98.65."
    args = ["--deal", deal, "--trump", "S", "--leader", "S", "--declarer", "S", "--by", "S"]
    args += ["--tricks", "rest", "--statement", "ruff two hearts in dummy", "--no-suggest"]
    text = _rule(*args)
    assert "North ♠2 [stated-line 70D1" in text
    assert (
        "'ruff two hearts in dummy' cannot be followed: North has no trump left after 1 of "
        "the 2 ruffs"
    ) in text
    assert "has no trump to ruff with" not in text
    dansk = _rule(*args, "--lang", "da")
    assert "Nord har ingen trumf tilbage efter 1 af de 2 trumfninger" in dansk


# ------------------------------------------------------------------ Danish
def test_the_danish_of_the_notes_and_reasons_no_table_knew() -> None:
    """Left in English in the Danish ruling: Pula's "(no unblock needed: nothing he sees
    is stranded)" and "the time limit cut short the check ..."; and a stated step that
    needs a crossing with no way there, and the reason of a forced ruff (above)."""
    note = "no unblock needed: nothing he sees is stranded"
    assert note_text(note, "da") != note
    cut = (
        "the time limit cut short the check of which rules and settings the ruling rests "
        "on: the lists above may be incomplete"
    )
    assert reason_text(cut, "da").startswith("tidsgrænsen afbrød undersøgelsen")
    crossing = (
        "the stated line: 'draw trumps' cannot be followed: to draw trumps the lead must "
        "reach South's hand, and North has no way there"
    )
    assert reason_text(crossing, "da") == (
        "den nævnte linje: 'draw trumps' kan ikke følges: for at trække trumf skal udspillet "
        "nå Syds hånd, og Nord har ingen vej derover"
    )
    forced = (
        f"South plays ♠2 rather than ♠J (which keeps 8): normal because {ONLY_TRUMPS_WHY}"
        f"{R.KEEP_MASTERS.summary} [keep-masters, 70D1]"
    )
    dansk = reason_text(forced, "da")
    assert dansk.startswith(
        "Syd spiller ♠2 frem for ♠J (som giver 8): normalt spil, fordi han kun har trumf og "
        "må trumfe: ethvert afkast"
    ), dansk
    assert "holds only trumps" not in dansk


def test_the_claimer_is_not_called_declarer_in_danish() -> None:
    """The Danish summaries of one-oversight, keep-entries and five more rules said
    "spilføreren" / "en spilfører" (declarer) for the claimer, who may be a defender
    (the Danish says "den der krævede" everywhere else), and keep-entries had
    "tabeslag", not a Danish word (a loser is "en taber")."""
    for name, (_, summary) in RULE_NAMES_DA.items():
        assert "spilfører" not in summary, name
        assert "tabeslag" not in summary, name
    assert RULE_NAMES_DA["one-oversight"][1].startswith("den der krævede, antages")


def test_a_standing_concession_is_an_afkald_in_danish() -> None:
    """The verdict says "afkald" (the Danish laws' term), its reason said "indrømmelsen
    står ved magt ... den indrømmende side": two words for one thing."""
    for english in (
        "the concession stands (Law 71): the worst normal line gives 1, fewer than the 2 "
        "the conceding side kept, so no conceded trick is restored; a concession is never "
        "made bigger",
        "the concession stands (Law 71): even double dummy the conceding side takes only "
        "the 0 trick(s) it kept, so no conceded trick is restored",
        "the concession stands (Law 71): a normal line (below) gives only the 2 trick(s) "
        "the conceding side kept, so no conceded trick is restored",
    ):
        dansk = reason_text(english, "da")
        assert dansk.startswith("afkaldet står ved magt (Lov 71)"), dansk
        assert "ndrømme" not in dansk


def test_the_danish_rule_summaries_say_what_the_english_ones_say() -> None:
    """Four Danish summaries had lost the clauses later rounds added to the English:
    trumps-from-the-top (the low trump to partner's master trump: BBO 'Poor claim',
    008), keep-entries (the finesse and the discard), no-simple-blockage (a discard that
    blocks a suit) and no-crash (the 4NT overtake).  A Danish director read a rule
    narrower than the one the ruling applied."""
    da = {name: summary for name, (_, summary) in RULE_NAMES_DA.items()}
    assert "makkers trumf" in da["trumps-from-the-top"]
    assert "knibning" in da["keep-entries"] and "kaster ikke" in da["keep-entries"]
    assert "afkast" in da["no-simple-blockage"] and "E-D-9" in da["no-simple-blockage"]
    assert "Faulty Claim Ruling" in da["no-crash"]
    for rule in R.ALL_RULES:  # none is much shorter than its English any more
        assert len(da[rule.name]) > 0.7 * len(rule.summary), rule.name
