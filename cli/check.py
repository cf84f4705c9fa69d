"""``claim check``: run a whole example list and compare every ruling with the
expected one, for law commissions.  Exit status 1 when any case disagrees or fails."""

from __future__ import annotations

import json
import multiprocessing
import sys
from collections.abc import Iterator
from concurrent.futures import as_completed
from pathlib import Path
from typing import Any

import click

from claims import clock
from claims.casefile import load_case
from claims.normal_play import Settings
from claims.parallel import interrupts_held, usable_cores, worker_pool
from claims.service import CaseCheck, case_files, check_case

from .options import TIME_LIMIT
from .render import Style, output_style
from .rule import make_settings, settings_options
from .ruling_text import line_lines


def _check_in_worker(
    path: Path,
    settings: Settings,
    time_limit: float,
    explicit: frozenset[str] = frozenset(),
    jobs: int = 1,
    clock_kind: clock.Kind = "wall",
) -> CaseCheck:
    """One case in a worker process, ruled without a solver (no double-dummy values
    beside the line; a stated squeeze is valued by the search's own small double-dummy
    search), and a failure is reported in the result, never raised.  The case's own
    [settings] apply except those the user gave (``explicit``); ``jobs`` processes
    share out its search; ``time_limit`` is read on ``clock_kind`` (:mod:`claims.clock`,
    set here: a spawned worker does not inherit the parent's)."""
    try:
        with clock.using(clock_kind):
            return check_case(path, None, settings, time_limit, explicit, jobs)
    except Exception as error:  # a bug must not stop the other cases; it is reported
        return CaseCheck(path, None, None, f"internal error: {type(error).__name__}: {error}")


def _cards_left(path: Path) -> int:
    """The cards still to play in a case (0 for a file that does not load): the longest
    cases are started first, so that no long search is left alone at the end while the
    other processes stand idle (the results are sorted back into path order)."""
    try:
        return sum(len(hand) for hand in load_case(path).position_obj().hands)
    except Exception:  # a bad file is reported by its check, not here
        return 0


def run_checks(
    paths: list[Path],
    settings: Settings,
    time_limit: float,
    jobs: int,
    explicit: frozenset[str] = frozenset(),
    clock_kind: clock.Kind = "wall",
) -> Iterator[CaseCheck]:
    """The checks, in completion order, on ``jobs`` processes.  On the CPU clock each
    case's search stays in one process (a worker's CPU seconds are its own)."""
    shared = clock_kind == "wall"
    if jobs <= 1 or len(paths) <= 1:
        # a single case gets the processes for its own search (the same ruling)
        inner = jobs if len(paths) == 1 and shared else 1
        for path in paths:
            yield _check_in_worker(path, settings, time_limit, explicit, inner, clock_kind)
        return
    # fewer cases than processes: the spare ones share out each case's search
    inner = max(1, jobs // len(paths)) if shared else 1
    context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    ordered = sorted(paths, key=_cards_left, reverse=True)
    # Ctrl-C: the pool's processes are ended at once (claims.parallel.worker_pool)
    with worker_pool(jobs, context) as pool:
        with interrupts_held():
            futures = [
                pool.submit(
                    _check_in_worker, p, settings, time_limit, explicit, inner, clock_kind
                )
                for p in ordered
            ]
        for future in as_completed(futures):
            yield future.result()


def folder_lines(checks: list[CaseCheck]) -> list[str]:
    """Agreement per folder when the cases come from more than one (our own cases and
    the published corpus are reported apart: the published rulings are the measure)."""
    folders: dict[Path, list[CaseCheck]] = {}
    for check in checks:
        folders.setdefault(check.path.parent, []).append(check)
    if len(folders) < 2:
        return []
    return [
        f"  {folder}: {sum(1 for c in group if c.agrees)} of {len(group)} agree"
        for folder, group in sorted(folders.items())
    ]


def table_lines(checks: list[CaseCheck]) -> list[str]:
    width = max([len(c.path.name) for c in checks] + [4])
    lines = [f"{'case':<{width}}  expected  ruling  {'status':<14} laws"]
    for check in checks:
        expected = "-" if check.expected_tricks is None else str(check.expected_tricks)
        ruling = check.ruling
        if ruling is None:
            got = "-"
        elif ruling.complete:
            got = str(ruling.claimer_tricks)
        else:  # cut by the time limit: what was proved, and the worst line found
            got = f"{ruling.floor}-{ruling.claimer_tricks}"
        laws = "" if check.ruling is None else ", ".join(check.ruling.laws)
        lines.append(
            f"{check.path.name:<{width}}  {expected:>8}  {got:>6}  {check.status:<14} {laws}"
        )
    return lines


def detail_lines(check: CaseCheck, style: Style) -> list[str]:
    lines = [f"== {check.path}: {check.status}"]
    if check.error:
        lines.append(f"  {check.error}")
        return lines
    ruling = check.ruling
    assert ruling is not None and check.case is not None
    expected = check.case.expected
    if expected is not None:
        lines.append(
            f"  expected {expected.claimer_tricks} ({', '.join(expected.laws)}): {expected.note}"
        )
    lines.append(f"  ruling: {ruling.verdict}; laws {', '.join(ruling.laws) or 'none'}")
    if check.explanation:
        lines.append(f"  known disagreement: {check.explanation}")
    if check.missing_laws:
        lines.append(f"  laws expected but not cited: {', '.join(check.missing_laws)}")
    lines.extend(f"  - {reason}" for reason in ruling.reasons)
    lines.extend("  " + line for line in line_lines(ruling, style))
    return [style.text(line) for line in lines]


def check_data(check: CaseCheck) -> dict[str, Any]:
    return {
        "case": str(check.path),
        "title": None if check.case is None else check.case.title,
        "status": check.status,
        "expected": check.expected_tricks,
        "expected_laws": None
        if check.case is None or check.case.expected is None
        else check.case.expected.laws,
        "error": check.error or None,
        "known_disagreement": check.explanation or None,
        "ruling": None if check.ruling is None else check.ruling.to_dict(),
    }


def check_report_paths(files: list[Path], reports: dict[str, Path | None]) -> None:
    """A report must not overwrite a case file being checked, nor another report: both
    were silently replaced (``claim check case.toml --report-json case.toml`` left the
    report where the case had been).  Checked before any case is ruled."""
    cases = {path.resolve() for path in files}
    taken: dict[Path, str] = {}
    for option, path in reports.items():
        if path is None:
            continue
        where = path.resolve()
        if where in cases:
            raise click.UsageError(
                f"{option} {path} is one of the case files checked: the report would "
                "replace it; choose another file"
            )
        if where in taken:
            raise click.UsageError(f"{option} and {taken[where]} both name {path}")
        taken[where] = option


@click.command("check")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print every check as JSON.")
@click.option(
    "--time-limit",
    type=TIME_LIMIT,
    default=60.0,
    show_default=True,
    help="Seconds per case (search, line, analysis); a case that runs out is reported as "
    "incomplete.",
)
@click.option(
    "--clock",
    "clock_kind",
    type=click.Choice(clock.KINDS),
    default="wall",
    show_default=True,
    help="What --time-limit counts: wall-clock seconds, or each case's CPU seconds (the "
    "same rulings however loaded the machine is; each case's search then runs in one "
    "process).",
)
@click.option(
    "--jobs",
    # at most 64, as claim rule's: --jobs 200 on one 13-card case forked 191 processes
    type=click.IntRange(min=1, max=64),
    default=None,
    help="Worker processes (default: every core).",
)
@click.option(
    "--report-md", type=click.Path(dir_okay=False, path_type=Path), help="Write a Markdown report."
)
@click.option(
    "--report-html",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write a self-contained HTML report.",
)
@click.option(
    "--report-json",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write every check as JSON (what --json prints) to a file.",
)
@settings_options
@click.option("--ascii", "ascii_only", is_flag=True, help="Write suits as S H D C.")
def command(
    paths: tuple[Path, ...],
    as_json: bool,
    time_limit: float,
    clock_kind: clock.Kind,
    jobs: int | None,
    report_md: Path | None,
    report_html: Path | None,
    report_json: Path | None,
    suit_order: str | None,
    ruffing: str | None,
    forgotten: int | None,
    oversight: str | None,
    player_class: str | None,
    listed_order: str | None,
    ascii_only: bool,
) -> None:
    """Rule on every case file under PATHS (folders recursively), compare with each
    case's [expected] ruling, and show the deciding line of every disagreement."""
    files = case_files(list(paths))
    if not files:
        raise click.UsageError("no *.toml case files under " + ", ".join(map(str, paths)))
    check_report_paths(
        files,
        {"--report-md": report_md, "--report-html": report_html, "--report-json": report_json},
    )
    settings, explicit = make_settings(
        suit_order, ruffing, forgotten, oversight, player_class, listed_order
    )
    workers = jobs if jobs is not None else usable_cores()
    show_progress = sys.stderr.isatty() and not as_json
    done: list[CaseCheck] = []
    for check in run_checks(files, settings, time_limit, workers, explicit, clock_kind):
        done.append(check)
        if show_progress:
            click.echo(f"\rchecked {len(done)}/{len(files)}", nl=False, err=True)
    if show_progress:
        click.echo("", err=True)
    order = {path: index for index, path in enumerate(files)}
    done.sort(key=lambda check: order[check.path])
    style = output_style(ascii_only)
    if report_md is not None or report_html is not None:
        from .report import write_reports

        write_reports(done, report_md, report_html, settings)
    data = json.dumps([check_data(c) for c in done], indent=2, ensure_ascii=False)
    if report_json is not None:
        from .report import write_text

        write_text(report_json, data + "\n")
    failed = [
        check for check in done if check.status not in ("agrees", "no expectation", "explained")
    ]
    explained = [check for check in done if check.status == "explained"]
    if as_json:
        click.echo(data)
    else:
        click.echo("\n".join(table_lines(done)))
        for check in failed + explained:
            click.echo("")
            click.echo("\n".join(detail_lines(check, style)))
        agree = sum(1 for c in done if c.agrees)
        click.echo(f"\n{agree} of {len(done)} cases agree with their expected ruling")
        if explained:
            click.echo(
                f"{len(explained)} known disagreement(s), each explained in its file's "
                "[meta] disagreement (shown above)"
            )
        for line in folder_lines(done):
            click.echo(line)
        if failed:
            # the exit status alone does not say which cases fail the check, nor that the
            # ones shown above under "explained" are not among them
            click.echo(
                f"{len(failed)} case(s) fail the check (exit status 1): "
                + ", ".join(f"{check.path.name} ({check.status})" for check in failed)
            )
    if failed:
        sys.exit(1)
