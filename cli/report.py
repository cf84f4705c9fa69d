"""Reports of a whole example list that a law commission can publish: Markdown and one
self-contained HTML file.

Why a module of its own: ``claim check`` prints for a director at a terminal, while a
report is read away from the tool (on a web page, on paper), so it must carry
everything on its own: the diagram, the claim, the expected and the computed ruling
side by side, the reasons and the deciding line.  The words come from
:mod:`cli.render` and :mod:`cli.ruling_text`, so a report says exactly what the terminal
says; only the markup is made here.

Case files are written by people outside the project, so every text taken from them
(title, source, statement, note) is escaped: in HTML with :func:`html.escape`, in
Markdown with backslashes and entities, so that ``<script>`` or a ``|`` in a title
shows as written and never becomes markup.

The functions are pure (checks in, text out) and the output has no date or timing in
it, so that a report of an unchanged list is byte-for-byte the same and diffs cleanly.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Sequence
from html import escape as html_escape
from pathlib import Path

from claims.cards import Seat, Suit
from claims.casefile import CaseFile
from claims.errors import ClaimError
from claims.normal_play import Settings
from claims.position import EndPosition
from claims.ruling import Ruling
from claims.search import LineStep
from claims.service import CaseCheck

from .i18n import awareness_line
from .render import (
    TO_PLAY_MARK,
    Style,
    claim_lines,
    contract_text,
    diagram,
    heading,
    holding_line,
    seat_label,
    trick_text,
)
from .ruling_text import line_lines, step_text, tricks_of, understood_lines

STYLE = Style(symbols=True)
"""Reports are UTF-8 files, so they always carry the suit symbols."""

REPORT_TITLE = "Claim rulings"

STATUS_MARKS = {
    "agrees": "✓ agrees",
    "DISAGREES": "✗ DISAGREES",
    "laws differ": "≈ laws differ",
    "incomplete": "… incomplete",
    "error": "⚠ error",
    "no expectation": "– no expectation",
}
"""A sign before each status, so that agreement reads at a glance even in black and
white, where the colours of the HTML are lost."""


class ReportError(ClaimError):
    """A report file that cannot be written: names the file and the system's reason."""


# --------------------------------------------------------------------------- shared text
def anchor(index: int) -> str:
    """The link target of the ``index``-th case (from 1): numbers, because two case files
    in different folders may share a name."""
    return f"case-{index}"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def status_mark(status: str) -> str:
    return STATUS_MARKS.get(status, status)


def counts_text(checks: Sequence[CaseCheck]) -> str:
    """``22 of 24 cases agree with their expected ruling; 1 DISAGREES, 1 error``."""
    counts = Counter(check.status for check in checks)
    agree = counts.pop("agrees", 0)
    text = f"{agree} of {plural(len(checks), 'case')} agree with their expected ruling"
    others = [f"{counts[status]} {status}" for status in STATUS_MARKS if counts[status]]
    return text + ("; " + ", ".join(others) if others else "")


def source_folder(checks: Sequence[CaseCheck]) -> str:
    """The folder the cases come from, for the report's heading."""
    if not checks:
        return "."
    folders = [str(check.path.parent) for check in checks]
    try:
        return os.path.commonpath(folders) or "."
    except ValueError:  # absolute and relative paths mixed (or two Windows drives)
        return ", ".join(sorted(set(folders)))


def tricks_of_remaining(tricks: int | None, case: CaseFile | None) -> str:
    """``2 of 3``; ``-`` when there is no number."""
    if tricks is None:
        return "-"
    return str(tricks) if case is None else f"{tricks} of {case.remaining_tricks}"


def ruled_tricks(ruling: Ruling | None, case: CaseFile | None) -> str:
    """The ruling's tricks as :func:`tricks_of_remaining` gives them; cut by the time
    limit, the range from what was proved to the line found (``5-8 of 13``)."""
    if ruling is None or ruling.complete:
        return tricks_of_remaining(None if ruling is None else ruling.claimer_tricks, case)
    found = f"{ruling.floor}-{ruling.claimer_tricks}"
    return found if case is None else f"{found} of {case.remaining_tricks}"


def expected_laws(check: CaseCheck) -> str:
    if check.case is None or check.case.expected is None:
        return "-"
    return ", ".join(check.case.expected.laws)


def ruling_laws(ruling: Ruling | None) -> str:
    if ruling is None:
        return "-"
    return ", ".join(ruling.laws) or "none"


def laws_cited(ruling: Ruling) -> str:
    """``Laws 70A, 70C`` / ``Law 71`` / ``no law decisive``."""
    if not ruling.laws:
        return "no law decisive"
    return ("Law " if len(ruling.laws) == 1 else "Laws ") + ", ".join(ruling.laws)


def agreement_text(check: CaseCheck) -> str:
    """One sentence on how the computed ruling compares with the expected one."""
    status = check.status
    mark = status_mark(status)
    expected = check.expected_tricks
    ruling = check.ruling
    if status == "error":
        first = (check.error or "no ruling").splitlines()[0]
        return f"{mark}: {first}"
    assert ruling is not None  # only an error has none
    if status == "DISAGREES" and not ruling.complete:
        return (
            f"{mark}: the search stopped at the time limit with the claimer's side between "
            f"{ruling.floor} and {ruling.claimer_tricks}, and the case expects {expected}"
        )
    if status == "DISAGREES":
        return (
            f"{mark}: the ruling gives the claimer's side {ruling.claimer_tricks}, "
            f"the case expects {expected}"
        )
    if status == "laws differ":
        missing = check.missing_laws
        verb = "is" if len(missing) == 1 else "are"
        return f"{mark}: the tricks agree, but the expected {', '.join(missing)} {verb} not cited"
    if status == "incomplete":
        return (
            f"{mark}: the search stopped at the time limit with the claimer's side between "
            f"{ruling.floor} and {ruling.claimer_tricks} (at least {ruling.floor} proved on "
            f"every normal line; the line shown gives {ruling.claimer_tricks})"
        )
    if status == "no expectation":
        return f"{mark}: the case has no [expected] ruling to compare with"
    return f"{mark}: {plural(ruling.claimer_tricks, 'trick')} and the expected laws"


def error_details(check: CaseCheck) -> list[str]:
    """The lines of an error after its first: a case file's problems, one a line."""
    return [line.strip() for line in check.error.splitlines()[1:] if line.strip()]


def claim_only_lines(case: CaseFile, position: EndPosition) -> list[str]:
    """The claim as the director hears it, without the expected ruling: the report
    shows that beside the computed one instead."""
    return claim_lines(case.model_copy(update={"expected": None}), position, STYLE)


def trick_number(case: CaseFile, position: EndPosition) -> int | None:
    """The number of the current trick when the case says how many were won before."""
    if case.position.won is None:
        return None
    return sum(position.tricks_won) + 1


def position_lines(case: CaseFile, position: EndPosition) -> list[str]:
    """Contract, trumps and tricks won (the title is shown apart)."""
    return heading(position, case.position, STYLE, None)


def situation_lines(case: CaseFile, position: EndPosition) -> list[str]:
    """Who is to play to which trick, and the voids known before the claim."""
    lines = [trick_text(position, STYLE, trick_number(case, position))]
    if position.voids:
        shown = ", ".join(
            f"{seat.full_name} {STYLE.suit(suit)}" for seat, suit in sorted(position.voids)
        )
        lines.append(f"Known voids: {shown}")
    return lines


def understood(ruling: Ruling) -> list[str]:
    """What the statement was understood as, without the statement itself (the claim
    shows it already)."""
    return understood_lines(ruling.plan)[1:]


def awareness_text(ruling: Ruling) -> str:
    return awareness_line(ruling, "en")


def played_before(position: EndPosition) -> list[str]:
    """The cards of the current trick played before the claim: the deciding line starts
    after them, but its first trick is not whole without them."""
    return [
        f"{position.leader.next(index).full_name} {STYLE.card(card)}"
        for index, card in enumerate(position.trick)
    ]


# --------------------------------------------------------------------------- Markdown
_MARKDOWN_SPECIAL = re.compile(r"([\\`*\[\]<>|~])")
_MARKDOWN_UNDERSCORE = re.compile(r"(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])")
"""An underscore inside a word never starts emphasis, so ``001_two_aces`` stays
readable in the Markdown source; one at a word's edge is escaped."""
_MARKDOWN_LINE_START = re.compile(r"^(\d*)([#+=.)-])")


def md(text: str) -> str:
    """Text for inline Markdown: markup characters backslash-escaped, ``&`` as an
    entity and line breaks as spaces, so a case's words never become markup (a table
    cell ends at ``|``, ``<script>`` would be raw HTML)."""
    text = " ".join(text.split())
    text = _MARKDOWN_SPECIAL.sub(r"\\\1", text.replace("&", "&amp;"))
    text = _MARKDOWN_UNDERSCORE.sub(r"\\_", text)
    # what would start a heading, a list or a setext underline if the text began a line
    # (a backslash escapes punctuation only: "1." becomes "1\.", not "\1.")
    return _MARKDOWN_LINE_START.sub(r"\1\\\2", text)


def md_list(lines: Sequence[str]) -> list[str]:
    """Lines of the terminal text as Markdown: ``  - x`` become list items."""
    out: list[str] = []
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("- "):
            out.append(f"- {md(stripped[2:])}")
        else:
            if out:
                out.append("")
            out.append(md(stripped))
            out.append("")
    return out


def fenced(lines: Sequence[str]) -> list[str]:
    """A fenced code block longer than any backtick run inside, so it cannot end early."""
    longest = max((len(run) for line in lines for run in re.findall(r"`+", line)), default=0)
    fence = "`" * max(3, longest + 1)
    return [f"{fence}text", *lines, fence]


def md_details(check: CaseCheck) -> list[str]:
    details = error_details(check)
    return [*(f"- {md(line)}" for line in details), ""] if details else []


def md_summary(checks: Sequence[CaseCheck]) -> list[str]:
    lines = [
        "| # | Case | Title | Expected | Ruling | Status | Laws cited |",
        "|---:|---|---|---:|---:|---|---|",
    ]
    for index, check in enumerate(checks, 1):
        title = "" if check.case is None else md(check.case.title)
        lines.append(
            f"| {index} | [{md(check.path.name)}](#{anchor(index)}) | {title} | "
            f"{tricks_of_remaining(check.expected_tricks, check.case)} | "
            f"{ruled_tricks(check.ruling, check.case)} | {md(status_mark(check.status))} | "
            f"{md(ruling_laws(check.ruling))} |"
        )
    return lines


def md_comparison(check: CaseCheck, case: CaseFile) -> list[str]:
    ruling = check.ruling
    side = case.claimer_side.label
    expected = case.expected
    return [
        "| | Expected | Ruling |",
        "|---|---|---|",
        f"| Tricks to {side} | {tricks_of_remaining(check.expected_tricks, case)} | "
        f"{ruled_tricks(ruling, case)} |",
        f"| Laws | {md(expected_laws(check))} | {md(ruling_laws(ruling))} |",
        f"| In words | {md(expected.note) if expected is not None else ''} | "
        f"{md(ruling.verdict) if ruling is not None else ''} |",
    ]


def md_case(index: int, check: CaseCheck) -> list[str]:
    case = check.case
    title = f" — {md(case.title)}" if case is not None else ""
    lines = [
        f'<a id="{anchor(index)}"></a>',
        "",
        f"## {index}. {md(check.path.name)}{title}",
        "",
        f"**{md(status_mark(check.status))}** · {md(str(check.path))}",
        "",
    ]
    if case is None:
        lines += [f"**{md(agreement_text(check))}**", ""]
        lines += md_details(check)
        lines += ["[Back to the summary](#summary)", ""]
        return lines
    position = case.position_obj()
    lines += [f"Source: {md(case.source)}  ", f"Guards: {md(case.guards)}", ""]
    lines += [*(f"{md(line)}  " for line in position_lines(case, position)), ""]
    lines += [*fenced(diagram(position, STYLE)), ""]
    lines += [*(f"{md(line)}  " for line in situation_lines(case, position)), ""]
    lines += ["### The claim", ""]
    lines += [*(f"{md(line)}  " for line in claim_only_lines(case, position)), ""]
    lines += ["### Expected and computed ruling", ""]
    lines += [*md_comparison(check, case), ""]
    lines += [f"**{md(agreement_text(check))}**", ""]
    lines += md_details(check)
    ruling = check.ruling
    if ruling is not None:
        if ruling.result is not None:
            lines += [f"Result: {md(ruling.result.text)}", ""]
        lines += ["### What the statement was understood as", ""]
        lines += md_list(understood(ruling) or ["(nothing to understand)"])
        lines += ["", f"### Why ({md(laws_cited(ruling))})", ""]
        lines += [f"- {md(reason)}" for reason in ruling.reasons]
        lines += ["", md(awareness_text(ruling)), ""]
        deciding = line_lines(ruling, STYLE)
        lines += ["### " + md(deciding[0].rstrip(":")), ""]
        # (the cards played to trick 1 before the claim are the line's first, so marked)
        lines += [*fenced([line.removeprefix("  ") for line in deciding[1:]]), ""]
    lines += ["[Back to the summary](#summary)", ""]
    return lines


def markdown_report(checks: Sequence[CaseCheck], settings: Settings) -> str:
    """The whole report as Markdown (CommonMark with GitHub tables): the summary table
    with a link to every case, then each case in full."""
    lines = [
        f"# {REPORT_TITLE}: {plural(len(checks), 'case')} from {md(source_folder(checks))}",
        "",
        '<a id="summary"></a>',
        "",
        "## Summary",
        "",
        f"**{md(counts_text(checks))}**",
        "",
        *md_summary(checks),
        "",
        "Settings of the normal-play model:",
        "",
        *(f"- {md(item)}" for item in settings.describe()),
        "",
    ]
    for index, check in enumerate(checks, 1):
        lines += md_case(index, check)
    return "\n".join(lines).rstrip("\n") + "\n"


# --------------------------------------------------------------------------- HTML
_RED_SUIT = re.compile("([♥♦♡♢])")


def esc(text: str) -> str:
    """Text for HTML (element content or a quoted attribute), hearts and diamonds red.

    The red spans are added after escaping, so they are the only markup in the result.
    """
    return _RED_SUIT.sub(r'<span class="red">\1</span>', html_escape(text, quote=True))


def suit_html(suit: Suit) -> str:
    colour = "red" if suit in (Suit.H, Suit.D) else "black"
    return f'<span class="suit {colour}">{suit.symbol}</span>'


def card_html(text: str) -> str:
    """A card (or the ``?`` of the player to move) in the trick box."""
    if text == TO_PLAY_MARK:
        return '<span class="to-play-mark" title="to play">?</span>'
    return esc(text)


def hand_html(position: EndPosition, seat: Seat) -> str:
    """One seat: its label (role, turn) and one line per suit."""
    classes = f"hand {seat.full_name.lower()}"
    if seat == position.to_play:
        classes += " to-play"
    label = esc(seat_label(position, seat))
    rows = []
    for suit in Suit:
        holding = holding_line(position.hand(seat), suit, STYLE)[2:]  # after "♠ "
        rows.append(f'<div class="holding">{suit_html(suit)} {esc(holding)}</div>')
    return f'<div class="{classes}"><div class="seat">{label}</div>{"".join(rows)}</div>'


def trick_box_html(position: EndPosition) -> str:
    """The table in the middle: each card of the current trick where its player sits,
    ``?`` where the player to move will put his."""
    slot: dict[Seat, str] = {seat: "" for seat in Seat}
    for index, card in enumerate(position.trick):
        slot[position.leader.next(index)] = STYLE.card(card)
    slot[position.to_play] = TO_PLAY_MARK
    cells = "".join(
        f'<div class="slot slot-{seat.full_name.lower()}">{card_html(slot[seat])}</div>'
        for seat in Seat
    )
    return f'<div class="trick-box">{cells}</div>'


def diagram_html(case: CaseFile, position: EndPosition) -> str:
    """The four hands in compass layout round the trick in progress, with trumps and
    the tricks left in the corners and the player to move below on the right."""
    strain = "NT" if position.trump is None else suit_html(position.trump)
    contract = ""
    if case.position.contract is not None:
        text = contract_text(case.position.contract, STYLE)
        contract = f'<div class="contract">Contract {esc(text)}</div>'
    corner = (
        f'<div class="corner corner-nw"><div class="trumps">Trumps {strain}</div>'
        f"{contract}</div>"
    )
    left = f'<div class="corner corner-ne"><div>{plural(position.tricks_left, "trick")} left</div>'
    if case.position.won is not None:
        side = position.declarer.side
        left += (
            f"<div>Won: {side.label} {position.tricks_for(side)}, "
            f"{side.other.label} {position.tricks_for(side.other)}</div>"
        )
    left += "</div>"
    turn = f'<div class="corner corner-se">{position.to_play.full_name} to play</div>'
    hands = "".join(hand_html(position, seat) for seat in (Seat.N, Seat.W, Seat.E, Seat.S))
    return (
        f'<div class="diagram">{corner}{left}{hands}{trick_box_html(position)}{turn}</div>'
    )


def html_paragraphs(lines: Sequence[str], css: str = "") -> str:
    """Lines of the terminal text as HTML: ``  - x`` lines become list items."""
    out: list[str] = []
    items: list[str] = []

    def flush() -> None:
        if items:
            out.append("<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>")
            items.clear()

    for line in lines:
        stripped = line.strip()
        if stripped.startswith("- "):
            items.append(esc(stripped[2:]))
        else:
            flush()
            out.append(f"<p{css}>{esc(stripped)}</p>")
    flush()
    return "".join(out)


def breakable(name: str) -> str:
    """A file name that may wrap after its underscores in a narrow column (printing)."""
    return esc(name).replace("_", "_<wbr>")


def html_summary(checks: Sequence[CaseCheck]) -> str:
    rows = []
    for index, check in enumerate(checks, 1):
        title = "" if check.case is None else esc(check.case.title)
        rows.append(
            f'<tr class="{status_class(check.status)}"><td class="num">{index}</td>'
            f'<td class="name"><a href="#{anchor(index)}">{breakable(check.path.name)}</a></td>'
            f"<td>{title}</td>"
            f'<td class="num">{esc(tricks_of_remaining(check.expected_tricks, check.case))}</td>'
            f'<td class="num">{esc(ruled_tricks(check.ruling, check.case))}</td>'
            f'<td class="status">{esc(status_mark(check.status))}</td>'
            f"<td>{esc(ruling_laws(check.ruling))}</td></tr>"
        )
    return (
        '<table class="summary"><thead><tr><th class="num">#</th><th>Case</th><th>Title</th>'
        '<th class="num">Expected</th><th class="num">Ruling</th><th>Status</th>'
        "<th>Laws cited</th></tr></thead><tbody>" + "".join(rows) + "</tbody></table>"
    )


def status_class(status: str) -> str:
    """``laws differ`` -> ``status-laws-differ``."""
    return "status-" + "-".join(status.lower().split())


def html_comparison(check: CaseCheck, case: CaseFile) -> str:
    ruling = check.ruling
    expected = case.expected
    note = "" if expected is None else esc(expected.note)
    verdict = "" if ruling is None else esc(ruling.verdict)
    return (
        '<table class="comparison"><thead><tr><th></th><th>Expected</th><th>Ruling</th>'
        "</tr></thead><tbody>"
        f"<tr><th>Tricks to {esc(case.claimer_side.label)}</th>"
        f"<td>{esc(tricks_of_remaining(check.expected_tricks, case))}</td>"
        f"<td>{esc(ruled_tricks(ruling, case))}</td></tr>"
        f"<tr><th>Laws</th><td>{esc(expected_laws(check))}</td>"
        f"<td>{esc(ruling_laws(ruling))}</td></tr>"
        f"<tr><th>In words</th><td>{note}</td><td>{verdict}</td></tr>"
        "</tbody></table>"
    )


def step_html(step: LineStep, won: int = 0, left: int = 0, remaining: int = 0) -> str:
    """One card of the deciding line; a play that made the line worse stands out by
    weight and a side bar as well as by colour.  ``won``, ``left``, ``remaining``: as
    :func:`cli.ruling_text.step_text` takes them."""
    css = ' class="worse"' if step.made_worse else ""
    return f"<li{css}>{esc(step_text(step, STYLE, won, left, remaining))}</li>"


def line_html(ruling: Ruling, position: EndPosition) -> str:
    """The deciding line as a table, one row per trick."""
    tricks = tricks_of(ruling.line)
    with_dd = any(trick[0].dd_value is not None for trick in tricks)
    side = ruling.claim.side
    head = "<th class=\"num\">Trick</th><th>Cards in order of play</th><th>Won by</th>"
    if with_dd:
        head += f'<th class="num">Double dummy {esc(side.label)}</th>'
    rows = []
    before = played_before(position)
    taken = 0
    for number, trick in enumerate(tricks, 1):
        earlier = ""
        if number == 1 and before:
            earlier = "".join(
                f'<li class="before">{esc(text)} (before the claim)</li>' for text in before
            )
        left = ruling.remaining - number + 1
        plays = "".join(step_html(step, taken, left, ruling.remaining) for step in trick)
        winner = trick[-1].trick_winner
        won, css = "", ""
        if winner is not None:
            taken += int(winner.side == side)
            lost = winner.side != side
            css = ' class="lost"' if lost else ""
            won = f"{winner.full_name}" + (" (lost)" if lost else "")
        row = (
            f'<tr{css}><td class="num">{number}</td><td><ol class="plays">{earlier}{plays}'
            f"</ol></td><td>{esc(won)}</td>"
        )
        if with_dd:
            dd = trick[0].dd_value
            row += f'<td class="num">{"" if dd is None else dd}</td>'
        rows.append(row + "</tr>")
    if not rows:
        return "<p>(no play: best play from the start, as stated)</p>"
    return (
        f'<table class="line"><thead><tr>{head}</tr></thead><tbody>'
        + "".join(rows)
        + "</tbody></table>"
    )


def verdict_html(check: CaseCheck) -> str:
    """The agreement in a box; the further lines of an error (every problem of a case
    file) listed below it."""
    status = status_class(check.status)
    details = error_details(check)
    listed = "" if not details else (
        '<ul class="problems">' + "".join(f"<li>{esc(line)}</li>" for line in details) + "</ul>"
    )
    return f'<p class="verdict {status}">{esc(agreement_text(check))}</p>{listed}'


def html_case(index: int, check: CaseCheck) -> str:
    case = check.case
    status = status_class(check.status)
    title = f" — {esc(case.title)}" if case is not None else ""
    parts = [
        f'<section class="case {status}" id="{anchor(index)}">',
        f'<h2><span class="case-number">{index}.</span> {esc(check.path.name)}{title}</h2>',
        f'<p class="path"><code>{esc(str(check.path))}</code> '
        f'<span class="badge">{esc(status_mark(check.status))}</span></p>',
    ]
    if case is None:
        parts += [
            verdict_html(check),
            '<p class="back"><a href="#summary">Back to the summary</a></p></section>',
        ]
        return "\n".join(parts)
    position = case.position_obj()
    parts += [
        f'<p class="source">Source: {esc(case.source)}<br>Guards: {esc(case.guards)}</p>',
        '<figure class="deal">',
        html_paragraphs(position_lines(case, position), ' class="deal-head"'),
        diagram_html(case, position),
        "<figcaption>"
        + "<br>".join(esc(line) for line in situation_lines(case, position))
        + "</figcaption>",
        "</figure>",
        "<h3>The claim</h3>",
        html_paragraphs(claim_only_lines(case, position)),
        "<h3>Expected and computed ruling</h3>",
        html_comparison(check, case),
        verdict_html(check),
    ]
    ruling = check.ruling
    if ruling is not None:
        if ruling.result is not None:
            parts.append(f"<p>Result: {esc(ruling.result.text)}</p>")
        parts += [
            "<h3>What the statement was understood as</h3>",
            html_paragraphs(understood(ruling) or ["(nothing to understand)"]),
            f"<h3>Why ({esc(laws_cited(ruling))})</h3>",
            "<ul class=\"reasons\">"
            + "".join(f"<li>{esc(reason)}</li>" for reason in ruling.reasons)
            + "</ul>",
            f"<p>{esc(awareness_text(ruling))}</p>",
            f"<h3>{esc(line_lines(ruling, STYLE)[0].rstrip(':'))}</h3>",
            line_html(ruling, position),
        ]
    parts.append('<p class="back"><a href="#summary">Back to the summary</a></p></section>')
    return "\n".join(parts)


CSS = """
:root { color-scheme: light; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: "DejaVu Sans", "Segoe UI", "Helvetica Neue", Arial, sans-serif;
  font-size: 15px; line-height: 1.4; color: #111; background: #fff; margin: 0 auto;
  max-width: 62rem; padding: 1rem 1.5rem 3rem; }
h1 { font-size: 1.6rem; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.25rem; border-bottom: 2px solid #333; padding-bottom: 0.2rem;
  margin: 0 0 0.4rem; }
h3 { font-size: 1.02rem; margin: 1rem 0 0.3rem; }
p { margin: 0.3rem 0; }
ul { margin: 0.2rem 0; padding-left: 1.4rem; }
code { font-family: "DejaVu Sans Mono", Consolas, monospace; font-size: 0.88em; }
a { color: #0645ad; }
.red { color: #c8102e; }
.black { color: #111; }
.suit { font-variant-emoji: text; }
table { border-collapse: collapse; margin: 0.3rem 0; }
th, td { border: 1px solid #999; padding: 0.2rem 0.45rem; text-align: left;
  vertical-align: top; }
thead th { background: #e8e8e8; }
td.num, th.num { text-align: right; white-space: nowrap; }
.counts { font-weight: bold; font-size: 1.05rem; }
.settings { font-size: 0.9rem; color: #333; }
.summary { width: 100%; font-size: 0.9rem; }
.summary .status { white-space: nowrap; font-weight: bold; }
.summary .name { overflow-wrap: anywhere; min-width: 9rem; }
.case { margin-top: 2rem; padding-top: 0.5rem; }
.case-number { color: #555; }
.path { font-size: 0.85rem; color: #444; }
.source { font-size: 0.85rem; color: #333; }
.badge { display: inline-block; border: 1.5px solid #333; border-radius: 0.3rem;
  padding: 0 0.4rem; font-weight: bold; margin-left: 0.5rem; }
.status-agrees .badge, tr.status-agrees .status, .verdict.status-agrees {
  background: #e3f4e1; border-color: #2e7d32; }
.status-disagrees .badge, tr.status-disagrees .status, .verdict.status-disagrees {
  background: #fbe3e3; border-color: #b71c1c; }
.status-laws-differ .badge, tr.status-laws-differ .status, .verdict.status-laws-differ,
.status-incomplete .badge, tr.status-incomplete .status, .verdict.status-incomplete {
  background: #fff3d6; border-color: #b26a00; }
.status-error .badge, tr.status-error .status, .verdict.status-error {
  background: #eeeeee; border-color: #333; }
.verdict { border: 2px solid #333; border-left-width: 0.5rem; padding: 0.3rem 0.6rem;
  font-weight: bold; margin: 0.5rem 0; }
.status-disagrees .verdict, .status-error .verdict { border-style: double; }
figure.deal { margin: 0.6rem 0; break-inside: avoid; page-break-inside: avoid; }
.deal-head { margin: 0.1rem 0; font-size: 0.95rem; }
figcaption { margin-top: 0.3rem; font-size: 0.95rem; }
.diagram { display: grid; grid-template-columns: 10rem 7.5rem 10rem;
  grid-template-rows: auto 7.5rem auto; gap: 0.35rem 0.8rem; align-items: center;
  justify-items: start; width: max-content; padding: 0.6rem 0.8rem; margin-top: 0.3rem;
  border: 1px solid #bbb; border-radius: 0.4rem; background: #fbfbf8;
  break-inside: avoid; page-break-inside: avoid; }
.corner { font-size: 0.82rem; color: #333; align-self: start; }
.corner-nw { grid-area: 1 / 1; }
.corner-ne { grid-area: 1 / 3; }
.corner-se { grid-area: 3 / 3; align-self: end; font-weight: bold; }
.trumps { font-weight: bold; font-size: 0.95rem; }
.north { grid-area: 1 / 2; }
.west { grid-area: 2 / 1; justify-self: end; }
.east { grid-area: 2 / 3; }
.south { grid-area: 3 / 2; }
.hand { font-size: 1rem; line-height: 1.3; white-space: nowrap; }
.hand .seat { font-size: 0.8rem; color: #333; margin-bottom: 0.1rem; }
.hand.to-play .seat { font-weight: bold; color: #000; text-decoration: underline; }
.holding .suit { display: inline-block; width: 1.1em; text-align: center; }
.trick-box { grid-area: 2 / 2; width: 7.5rem; height: 7.5rem; border: 2px solid #555;
  border-radius: 0.3rem; background: #fff; display: grid;
  grid-template-columns: 1fr 1fr 1fr; grid-template-rows: 1fr 1fr 1fr;
  align-items: center; justify-items: center; font-weight: bold; }
.slot-north { grid-area: 1 / 2; }
.slot-west { grid-area: 2 / 1; }
.slot-east { grid-area: 2 / 3; }
.slot-south { grid-area: 3 / 2; }
.to-play-mark { display: inline-block; min-width: 1.5em; text-align: center;
  border: 1.5px dashed #333; border-radius: 0.2rem; }
.comparison th { background: #f2f2f2; white-space: nowrap; }
.comparison td { min-width: 12rem; }
table.line { width: 100%; font-size: 0.9rem; }
table.line tr { break-inside: avoid; page-break-inside: avoid; }
table.line tr.lost td { background: #f6e7e7; }
table.line tr.lost td:nth-child(3) { font-weight: bold; }
ol.plays { margin: 0; padding-left: 1.3rem; }
ol.plays li.before { color: #555; font-style: italic; }
ol.plays li.worse { font-weight: bold; border-left: 3px solid #b71c1c;
  padding-left: 0.3rem; margin-left: -0.45rem; }
.back { font-size: 0.85rem; margin-top: 0.6rem; }
@media print {
  @page { margin: 14mm; }
  body { max-width: none; padding: 0; font-size: 10.5pt; }
  a { color: inherit; text-decoration: none; }
  .back { display: none; }
  .case { break-before: page; page-break-before: always; margin-top: 0; }
  h2, h3 { break-after: avoid; page-break-after: avoid; }
  .summary { font-size: 8.5pt; }
  .summary tr, .comparison, .verdict { break-inside: avoid; page-break-inside: avoid; }
  .diagram { background: #fff; }
}
"""
"""One inline stylesheet: the report is a single file that opens and prints without
the network.  Status and the worse plays are marked by text and borders as well as by
colour, and ``print-color-adjust: exact`` keeps the colours that are there."""


def html_report(checks: Sequence[CaseCheck], settings: Settings) -> str:
    """The whole report as one HTML5 document with inline CSS and no scripts."""
    folder = esc(source_folder(checks))
    body = [
        f"<h1>{REPORT_TITLE}: {plural(len(checks), 'case')} from <code>{folder}</code></h1>",
        '<section id="summary">',
        "<h2>Summary</h2>",
        f'<p class="counts">{esc(counts_text(checks))}</p>',
        html_summary(checks),
        '<p class="settings">Settings of the normal-play model:</p>',
        '<ul class="settings">'
        + "".join(f"<li>{esc(item)}</li>" for item in settings.describe())
        + "</ul>",
        "</section>",
        *(html_case(index, check) for index, check in enumerate(checks, 1)),
    ]
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{REPORT_TITLE}: {plural(len(checks), 'case')} from {folder}</title>\n"
        f"<style>{CSS}</style>\n</head>\n<body>\n" + "\n".join(body) + "\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- files
def write_text(path: Path, text: str) -> None:
    """Write one report; a file that cannot be written is a user's error, reported as
    one line by the command group rather than as a traceback."""
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as error:
        reason = error.strerror or str(error)
        raise ReportError(f"cannot write report {str(path)!r}: {reason}") from error


def write_reports(
    checks: list[CaseCheck], markdown: Path | None, html: Path | None, settings: Settings
) -> None:
    """Write the Markdown and/or the HTML report of ``checks`` (in the order given)."""
    if markdown is not None:
        write_text(markdown, markdown_report(checks, settings))
    if html is not None:
        write_text(html, html_report(checks, settings))
