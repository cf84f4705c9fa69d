"""The reports of ``claim check`` for a law commission (Markdown and one HTML file).

Built on the real library: a handful of positions/ cases that rule in milliseconds (the
whole library takes a minute, mostly case 008), plus cases made in a tmp folder that
disagree, cite other laws, fail to load, and run out of time, so that every status
is shown.  One made case has a title full of markup, because case files come from
outside the project and a report must show their words, never run them.

The HTML is opened in a real browser (headless Chromium): the DOM it builds must hold
every diagram, and a screenshot and a PDF print must come out.  Without Chromium the
test is skipped on a developer's machine but fails in CI (``CI=true``), where
``.ci/run`` installs it.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from claims.casefile import load_case
from claims.normal_play import DEFAULT_SETTINGS
from claims.service import CaseCheck, check_case
from tests.test_cli import make_runner

if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
    from cli.main import main
    from cli.render import Style, diagram
    from cli.report import html_report, markdown_report, md
else:
    from claim_cli.main import main
    from claim_cli.render import Style, diagram
    from claim_cli.report import html_report, markdown_report, md

POSITIONS = Path(__file__).resolve().parent.parent / "positions"
FAST_CASES = [
    "001_aqjx_kx_unblock.toml",  # a claim that stands
    "005_two_black_aces_club_trump.toml",  # 70C: lost to a forgotten trump
    "011_ruff_low_overruffed_mid_trick.toml",  # a trick in progress at the claim
    "016_unstated_finesse.toml",  # 70E1
    "018_concession_restored.toml",  # a concession (Law 71)
    "020_defender_claim_partner_entry.toml",  # a defender's claim (70D2)
]
HOSTILE_TITLE = """<script>alert("x")</script> & 'quotes' | pipe *stars* [link](http://x)"""
HOSTILE_NOTE = 'West ruffs <b>the ace</b> & leads "the five"'


@pytest.fixture(scope="module")
def made_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Cases made from library files: one that disagrees (with a hostile title), one
    whose laws differ, and one that cannot be read."""
    folder = tmp_path_factory.mktemp("made")
    two_aces = (POSITIONS / "005_two_black_aces_club_trump.toml").read_text(encoding="utf-8")
    disagrees = two_aces.replace(
        'title  = "Two black aces, clubs trumps, West\'s small trump not mentioned"',
        f"title  = '''{HOSTILE_TITLE}'''",
    ).replace("claimer_tricks = 1", "claimer_tricks = 2")
    disagrees = disagrees.replace(
        'note = "West ruffs the spade ace with the two of clubs"', f"note = '''{HOSTILE_NOTE}'''"
    )
    assert HOSTILE_TITLE in disagrees and "claimer_tricks = 2" in disagrees
    (folder / "disagrees.toml").write_text(disagrees, encoding="utf-8")
    laws = two_aces.replace('laws = ["70C"]', 'laws = ["70C", "71"]')
    (folder / "laws_differ.toml").write_text(laws, encoding="utf-8")
    (folder / "broken.toml").write_text(two_aces.replace("trump    =", "trumps   ="))
    return folder


@pytest.fixture(scope="module")
def checks(made_folder: Path) -> list[CaseCheck]:
    """Every status once: library cases (agree), made ones, an incomplete search and a
    ruling that failed on a case that loaded (so its diagram is still shown)."""
    library = [check_case(POSITIONS / name) for name in FAST_CASES]
    made = [
        check_case(made_folder / name)
        for name in ("disagrees.toml", "laws_differ.toml", "broken.toml")
    ]
    slow = POSITIONS / "008_early_claim_5_4_trump_aware.toml"
    incomplete = check_case(slow, None, DEFAULT_SETTINGS, time_limit=0.01)
    failed = CaseCheck(
        made_folder / "solver_failed.toml",
        load_case(POSITIONS / FAST_CASES[0]),
        None,
        "solver failed: <DDS error -2> & more",
    )
    return [*library, *made, incomplete, failed]


@pytest.fixture(scope="module")
def markdown(checks: list[CaseCheck]) -> str:
    return markdown_report(checks, DEFAULT_SETTINGS)


@pytest.fixture(scope="module")
def page(checks: list[CaseCheck]) -> str:
    return html_report(checks, DEFAULT_SETTINGS)


def test_the_made_cases_have_the_status_they_were_made_for(checks: list[CaseCheck]) -> None:
    statuses = [check.status for check in checks]
    assert statuses == ["agrees"] * 6 + [
        "DISAGREES",
        "laws differ",
        "error",
        "incomplete",
        "error",
    ]


# --------------------------------------------------------------------------- content
def test_every_case_is_in_both_reports_with_a_link_from_the_summary(
    checks: list[CaseCheck], markdown: str, page: str
) -> None:
    for index, check in enumerate(checks, 1):
        assert f"[{md(check.path.name)}](#case-{index})" in markdown
        assert f'<a id="case-{index}"></a>' in markdown
        name = check.path.name.replace("_", "_<wbr>")
        assert f'<a href="#case-{index}">{name}</a>' in page
        assert re.search(f'<section class="case [a-z-]+" id="case-{index}">', page)
        if check.case is not None and check.case.title != HOSTILE_TITLE:
            assert html.escape(check.case.title) in page
            assert md(check.case.title) in markdown
    assert page.count('<section class="case ') == len(checks)
    assert markdown.count("\n## ") == len(checks) + 1  # the summary and each case


def test_the_summary_counts_every_status(checks: list[CaseCheck], markdown: str, page: str) -> None:
    counts = (
        "6 of 11 cases agree with their expected ruling; "
        "1 DISAGREES, 1 laws differ, 1 incomplete, 2 error"
    )
    assert f"<p class=\"counts\">{counts}</p>" in page
    assert f"**{counts}**" in markdown
    summary = page.split('<table class="summary">')[1].split("</table>")[0]
    assert summary.count("<tr class=\"status-") == len(checks)
    assert summary.count("✓ agrees") == 6 and summary.count("✗ DISAGREES") == 1
    rows = [line for line in markdown.splitlines() if re.match(r"\| \d+ \| \[", line)]
    assert len(rows) == len(checks)
    assert "| 7 | [disagrees.toml](#case-7) |" in markdown
    assert "| 2 of 2 | 1 of 2 | ✗ DISAGREES |" in rows[6]


def test_every_loaded_case_has_its_diagram(
    checks: list[CaseCheck], markdown: str, page: str
) -> None:
    """The Markdown holds each terminal diagram verbatim in a fence; the HTML has one
    diagram element per case that loaded, with all 52 - played cards in it."""
    loaded = [check for check in checks if check.case is not None]
    assert page.count('<div class="diagram">') == len(loaded) == len(checks) - 1
    for check in loaded:
        assert check.case is not None
        text = "\n".join(diagram(check.case.position_obj(), Style(symbols=True)))
        assert f"```text\n{text}\n```" in markdown
    # the mid-trick case: North's club five and East's queen in the trick box, South to play
    mid_trick = page.split('id="case-3"')[1].split("</section>")[0]
    assert '<div class="slot slot-north">♣5</div>' in mid_trick
    assert '<div class="slot slot-east">♣Q</div>' in mid_trick
    assert 'slot-south"><span class="to-play-mark"' in mid_trick
    assert "North ♣5 (before the claim)" in mid_trick
    assert '<div class="hand south to-play">' in mid_trick
    # in the Markdown, once: as the line's first cards (round 19; a separate line
    # listed them a second time once the line showed them)
    case3 = markdown.split("North ♣5 (before the claim)")
    assert len(case3) == 2 and "East ♣Q (before the claim)" in case3[1]
    assert "Played to trick 1 before the claim" not in markdown


def test_hearts_and_diamonds_are_red_everywhere(page: str) -> None:
    """Every ♥ and ♦ of the HTML sits in a red span (hands, trick, reasons, line)."""
    body = page.split("<body>")[1]
    assert body.count("♥") + body.count("♦") > 100
    for match in re.finditer("[♥♦]", body):
        assert re.search(r'<span class="(suit )?red">$', body[: match.start()]), body[
            match.start() - 80 : match.start() + 10
        ]
    assert '<span class="suit black">♠</span>' in body


def test_expected_and_computed_ruling_side_by_side(page: str, markdown: str) -> None:
    disagrees = page.split('id="case-7"')[1].split("</section>")[0]
    assert "<tr><th>Tricks to North-South</th><td>2 of 2</td><td>1 of 2</td></tr>" in disagrees
    assert (
        '<p class="verdict status-disagrees">✗ DISAGREES: the ruling gives the claimer'
        "&#x27;s side 1, the case expects 2</p>"
    ) in disagrees
    assert "✗ DISAGREES: the ruling gives the claimer's side 1, the case expects 2" in markdown
    laws = page.split('id="case-8"')[1].split("</section>")[0]
    assert "the tricks agree, but the expected 71 is not cited" in laws
    # understood as, reasons and the deciding line of a ruling
    first = page.split('id="case-2"')[1].split("</section>")[0]
    assert "<h3>What the statement was understood as</h3>" in first
    assert "<h3>Why (Laws 70A, 70D1, 70C)</h3>" in first
    assert '<table class="line">' in first and '<li class="worse">' in first


def test_errors_are_shown_with_what_could_be_read(page: str, markdown: str) -> None:
    broken = page.split('id="case-9"')[1].split("</section>")[0]
    assert '<p class="verdict status-error">⚠ error: ' in broken
    assert '<ul class="problems"><li>position.trump: missing' in broken
    assert "position.trumps: unknown key" in broken and '<div class="diagram">' not in broken
    assert "\n- position.trump: missing: expected S, H, D, C or NT\n" in markdown
    failed = page.split('id="case-11"')[1].split("</section>")[0]
    assert "solver failed: &lt;DDS error -2&gt; &amp; more" in failed
    assert '<div class="diagram">' in failed
    assert "⚠ error: solver failed: \\<DDS error -2\\> &amp; more" in markdown


def test_text_from_case_files_is_escaped(page: str, markdown: str) -> None:
    assert "<script" not in page.lower()
    assert "<b>" not in page
    assert (
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quotes&#x27; | pipe "
        "*stars* [link](http://x)"
    ) in page
    assert "West ruffs &lt;b&gt;the ace&lt;/b&gt; &amp; leads &quot;the five&quot;" in page
    escaped = (
        '\\<script\\>alert("x")\\</script\\> &amp; \'quotes\' \\| pipe \\*stars\\* '
        "\\[link\\](http://x)"
    )
    assert escaped in markdown
    assert not re.search(r"(?<!\\)<(script|/script|b)\b", markdown)
    assert "West ruffs \\<b\\>the ace\\</b\\> &amp; leads" in markdown


def test_markdown_escaping_keeps_words_readable() -> None:
    assert md("001_two_aces.toml") == "001_two_aces.toml"
    assert md("_emphasis_ a*b") == "\\_emphasis\\_ a\\*b"
    assert md("# not a heading") == "\\# not a heading"
    assert md("1. not a list") == "1\\. not a list"
    assert md("a | b\nc") == "a \\| b c"


class _Structure(HTMLParser):
    """Checks the HTML5 rules a generator can break: every element closed in order,
    no block inside a paragraph, ids unique, no scripts or outside resources."""

    VOID = frozenset({"meta", "br", "hr", "img", "link", "input", "wbr"})
    PHRASING_ONLY = frozenset({"p", "span", "a", "code", "h1", "h2", "h3", "th"})
    BLOCK = frozenset({"div", "p", "ul", "ol", "table", "section", "figure", "h1", "h2", "h3"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.ids: list[str] = []
        self.links: list[str] = []
        self.problems: list[str] = []
        self.doctype = ""

    def handle_decl(self, decl: str) -> None:
        self.doctype = decl

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = [name for name, _ in attrs]
        if len(names) != len(set(names)):
            self.problems.append(f"duplicate attribute in <{tag}>")
        for name, value in attrs:
            if name == "id" and value is not None:
                self.ids.append(value)
            if name in ("href", "src") and value is not None:
                self.links.append(value)
        if tag in ("script", "link", "img", "iframe"):
            self.problems.append(f"<{tag}> in a report that must stand alone")
        if tag in self.BLOCK and any(parent in self.PHRASING_ONLY for parent in self.open):
            self.problems.append(f"<{tag}> inside <{self.open[-1]}>")
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> closes <{self.open[-1] if self.open else ''}>")
            return
        self.open.pop()


def test_the_html_is_one_well_formed_html5_file(page: str) -> None:
    parser = _Structure()
    parser.feed(page)
    parser.close()
    assert parser.doctype == "DOCTYPE html"
    assert parser.problems == [] and parser.open == []
    assert len(parser.ids) == len(set(parser.ids))
    assert all(link.startswith("#") and link[1:] in parser.ids for link in parser.links)
    assert '<meta charset="utf-8">' in page and '<html lang="en">' in page


def test_the_html_prints_cleanly(page: str) -> None:
    """A print stylesheet: a case per page, no break inside a diagram, the background
    colours kept, and status readable without colour (a sign in its text)."""
    style = page.split("<style>")[1].split("</style>")[0]
    assert "print-color-adjust: exact" in style and "-webkit-print-color-adjust: exact" in style
    printing = style.split("@media print")[1]
    assert ".case { break-before: page;" in printing
    assert re.search(r"figure\.deal \{[^}]*break-inside: avoid", style)
    assert re.search(r"\.diagram \{[^}]*break-inside: avoid", style)
    assert "✓ agrees" in page and "✗ DISAGREES" in page


def test_reports_are_the_same_for_the_same_checks(checks: list[CaseCheck]) -> None:
    assert html_report(checks, DEFAULT_SETTINGS) == html_report(checks, DEFAULT_SETTINGS)
    assert markdown_report(checks, DEFAULT_SETTINGS) == markdown_report(
        checks, DEFAULT_SETTINGS
    )


# --------------------------------------------------------------------------- command
@pytest.fixture
def in_empty_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "cwd"
    folder.mkdir()
    monkeypatch.chdir(folder)
    yield folder


def test_check_writes_the_three_reports_and_nothing_else(
    in_empty_folder: Path, made_folder: Path
) -> None:
    cases = [str(POSITIONS / FAST_CASES[0]), str(made_folder / "disagrees.toml")]
    options = ["--jobs", "1", "--report-md", "r.md", "--report-html", "r.html"]
    result = make_runner().invoke(main, ["check", *cases, *options, "--report-json", "r.json"])
    assert result.exit_code == 1, result.output  # one case disagrees
    assert "1 of 2 cases agree" in result.stdout
    assert sorted(p.name for p in in_empty_folder.iterdir()) == ["r.html", "r.json", "r.md"]
    written = json.loads((in_empty_folder / "r.json").read_text(encoding="utf-8"))
    printed = make_runner().invoke(main, ["check", *cases, "--jobs", "1", "--json"])
    assert printed.exit_code == 1
    assert without_timing(written) == without_timing(json.loads(printed.stdout))
    assert [entry["status"] for entry in written] == ["agrees", "DISAGREES"]
    page = (in_empty_folder / "r.html").read_text(encoding="utf-8")
    assert page.count('<div class="diagram">') == 2 and "&lt;script&gt;" in page
    text = (in_empty_folder / "r.md").read_text(encoding="utf-8")
    assert "1 of 2 cases agree with their expected ruling; 1 DISAGREES" in text
    assert sorted(p.name for p in in_empty_folder.iterdir()) == ["r.html", "r.json", "r.md"]


def without_timing(data: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The checks as JSON without the search's seconds, which differ from run to run."""
    for entry in data:
        if entry["ruling"] is not None:
            entry["ruling"]["search"].pop("seconds")
    return data


def test_a_report_that_cannot_be_written_is_one_line_of_error(in_empty_folder: Path) -> None:
    case = str(POSITIONS / FAST_CASES[0])
    result = make_runner().invoke(main, ["check", case, "--report-html", "missing/r.html"])
    assert result.exit_code == 1
    assert result.stderr.startswith("claim: error: cannot write report 'missing/r.html'")
    assert "Traceback" not in result.output + result.stderr
    assert list(in_empty_folder.iterdir()) == []


# --------------------------------------------------------------------------- browser
def chromium_or_skip() -> str:
    """The browser, or a skip on a developer's machine without one; in CI (``CI=true``)
    a missing browser fails, because CI must prove the report renders."""
    found = shutil.which("chromium")
    if found is not None:
        return found
    if os.environ.get("CI") == "true":
        pytest.fail("chromium is not on the PATH in CI: .ci/run should have installed it")
    pytest.skip("chromium is not installed (apt-get install chromium); CI runs this test")


def run_chromium(browser: str, profile: Path, *arguments: str) -> tuple[str, float]:
    """Headless Chromium cut off from the network and from any user profile."""
    command = [
        browser,
        "--headless",
        "--no-sandbox",  # root in a container has no user namespace for the sandbox
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--hide-scrollbars",
        f"--user-data-dir={profile}",
        *arguments,
    ]
    started = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, timeout=180, check=False)
    seconds = time.monotonic() - started
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout, seconds


def test_the_html_renders_and_prints_in_chromium(
    checks: list[CaseCheck], page: str, tmp_path: Path
) -> None:
    browser = chromium_or_skip()
    report = tmp_path / "report.html"
    report.write_text(page, encoding="utf-8")
    url = report.as_uri()
    profile = tmp_path / "profile"
    dom, dom_seconds = run_chromium(browser, profile, "--dump-dom", url)
    loaded = sum(1 for check in checks if check.case is not None)
    assert dom.count('class="diagram"') == loaded
    assert dom.count('class="trick-box"') == loaded
    assert dom.count('<section class="case ') == len(checks)
    assert "&lt;script&gt;" in dom and "<script" not in dom.lower()
    shot = tmp_path / "shot.png"
    _, shot_seconds = run_chromium(
        browser, profile, f"--screenshot={shot}", "--window-size=1200,3000", url
    )
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000
    pdf = tmp_path / "report.pdf"
    _, pdf_seconds = run_chromium(
        browser, profile, f"--print-to-pdf={pdf}", "--no-pdf-header-footer", url
    )
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 10_000
    # a case per printed page at least (the summary has its own)
    pages = len(re.findall(rb"/Type\s*/Page(?!s)", data))
    assert pages >= len(checks) + 1, pages
    print(
        f"chromium: dump-dom {dom_seconds:.1f} s, screenshot {shot_seconds:.1f} s, "
        f"pdf {pdf_seconds:.1f} s ({pages} pages)"
    )


def test_the_html_report_of_the_whole_library_has_every_diagram_in_chromium(
    in_empty_folder: Path,
) -> None:
    """The issue's own check: the HTML report of positions/ opens in headless Chromium
    with every diagram present."""
    browser = chromium_or_skip()
    report = in_empty_folder / "library.html"
    # The library's own files only: positions/published/ is a measure that may disagree.
    library = sorted(POSITIONS.glob("*.toml"))
    result = make_runner().invoke(
        main, ["check", *map(str, library), "--report-html", str(report), "--jobs", "2"]
    )
    assert result.exit_code == 0, result.output
    cases = len(library)
    dom, _ = run_chromium(browser, in_empty_folder / "profile", "--dump-dom", report.as_uri())
    assert dom.count('class="diagram"') == cases
    assert dom.count('<section class="case ') == cases
