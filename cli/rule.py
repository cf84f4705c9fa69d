"""``claim rule``: rule on a disputed claim or concession (Laws 70 and 71)."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

import click

from claims.cards import Seat
from claims.normal_play import (
    DEFAULT_SETTINGS,
    ListedOrder,
    PlayerClass,
    RuffChoice,
    Settings,
    SuitOrder,
)
from claims.parallel import MAX_JOBS, usable_cores
from claims.search import SearchStats
from claims.service import rule_case, settings_of_case, suggest
from claims.view import OversightScope

from .dd import make_solver
from .i18n import LANGS, Lang, ruling_text_da
from .options import (
    TIME_LIMIT,
    ClaimInput,
    PositionInput,
    ascii_option,
    claim_input,
    position_input,
    read_case,
)
from .render import output_style
from .ruling_text import ruling_data, ruling_text

F = TypeVar("F", bound=Callable[..., Any])


def settings_options(command: F) -> F:
    """The named settings where practice is unsettled, with practice as default."""
    command = click.option(
        "--suit-order",
        type=click.Choice([s.value for s in SuitOrder]),
        default=None,
        help="70E2: 'solidity' (WB 8.70.5, from the top when the holding is solid; the "
        "default) or 'top-down' (a regulating authority's order for every suit). "
        "Overrides a case's [settings].",
    )(command)
    command = click.option(
        "--ruffing",
        type=click.Choice([r.value for r in RuffChoice]),
        default=None,
        help="'any' (seed 004: a low ruff is normal, so is a high one; the default) or "
        "'lowest' (ACBL guideline 5). Overrides a case's [settings].",
    )(command)
    command = click.option(
        "--oversight",
        type=click.Choice([o.value for o in OversightScope]),
        default=None,
        help="What a careless claimer may have overlooked at the claim: 'one' thing (the "
        "trump, or the top card of one suit; the default, directors' practice) or "
        "'every-suit' at once. Overrides a case's [settings].",
    )(command)
    command = click.option(
        "--player-class",
        type=click.Choice([p.value for p in PlayerClass]),
        default=None,
        help="Law 70 footnote, the class of player: 'general' (the default: careless "
        "plays of an ordinary player are normal) or 'expert' (the unblocking plays a top "
        "player makes, as the NBB Delft column ruled 'at that level'). Overrides a "
        "case's [settings].",
    )(command)
    command = click.option(
        "--listed-order",
        type=click.Choice([o.value for o in ListedOrder]),
        default=None,
        help="Practice note 3, tricks listed with 'then' ('four hearts then three "
        "spades'): 'count' (the default: a count, not the line of play, EBU Appeal "
        "Focus 2011) or 'then-order' (an order of play, as Rainsford's EBU note reads "
        "'then'). Overrides a case's [settings].",
    )(command)
    command = click.option(
        "--forgotten",
        type=click.IntRange(0, 13),
        default=None,
        help="How many outstanding cards of a suit a careless claimer may have forgotten "
        "(default 1). Overrides a case's [settings].",
    )(command)
    return command


def make_settings(
    suit_order: str | None,
    ruffing: str | None,
    forgotten: int | None,
    oversight: str | None = None,
    player_class: str | None = None,
    listed_order: str | None = None,
) -> tuple[Settings, frozenset[str]]:
    """The settings given on the command line, and the names of those given at all (they
    override a case's own ``[settings]``)."""
    settings = DEFAULT_SETTINGS
    explicit: set[str] = set()
    if suit_order is not None:
        settings = replace(settings, suit_order=SuitOrder(suit_order))
        explicit.add("suit_order")
    if ruffing is not None:
        settings = replace(settings, ruffing=RuffChoice(ruffing))
        explicit.add("ruffing")
    if forgotten is not None:
        settings = replace(settings, forgotten_cards=forgotten)
        explicit.add("forgotten_cards")
    if oversight is not None:
        settings = replace(settings, oversight=OversightScope(oversight))
        explicit.add("oversight")
    if player_class is not None:
        settings = replace(settings, player_class=PlayerClass(player_class))
        explicit.add("player_class")
    if listed_order is not None:
        settings = replace(settings, listed_order=ListedOrder(listed_order))
        explicit.add("listed_order")
    return settings, frozenset(explicit)


def _progress(stats: SearchStats) -> None:
    click.echo(f"\rsearching: {stats.nodes:,} positions", nl=False, err=True)


@click.command("rule")
@click.option("--json", "as_json", is_flag=True, help="Print the ruling as JSON.")
@click.option(
    "--time-limit",
    type=TIME_LIMIT,
    default=60.0,
    show_default=True,
    help="Seconds for the whole answer (search, line, analysis, suggestion); past it the "
    "worst line found so far is given, marked incomplete.",
)
@click.option(
    "--jobs",
    type=click.IntRange(min=1, max=64),
    default=1,
    show_default=True,
    help="Processes for the search of this one claim (at most "
    f"{MAX_JOBS} are useful); 1 searches in this process. The ruling is the same with any "
    "number. More processes shorten the wait only on a machine with idle cores: they "
    "cost 1.1-1.8 times the CPU of one (README, Speed).",
)
@click.option("--strict", is_flag=True, help="Words of the statement not understood are an error.")
@click.option(
    "--no-suggest", is_flag=True, help="Do not look for the statement that would have saved it."
)
@click.option(
    "--lang",
    type=click.Choice(LANGS),
    default="en",
    show_default=True,
    help="Language of the ruling text: English or Danish (dansk).",
)
@settings_options
@ascii_option
@claim_input
@position_input
def command(
    source: PositionInput,
    claim: ClaimInput,
    as_json: bool,
    time_limit: float,
    jobs: int,
    strict: bool,
    no_suggest: bool,
    suit_order: str | None,
    ruffing: str | None,
    forgotten: int | None,
    oversight: str | None,
    player_class: str | None,
    listed_order: str | None,
    ascii_only: bool,
    lang: Lang = "en",
) -> None:
    """Rule on the claim of case FILE, or of a position given as options with
    --by, --tricks and --statement."""
    case = read_case(source, claim)
    given, explicit = make_settings(
        suit_order, ruffing, forgotten, oversight, player_class, listed_order
    )
    settings = settings_of_case(case, given, explicit)
    solver = make_solver()
    # the first solve loads endplay (0.4 s idle, seconds on a loaded machine: it imports
    # matplotlib): start-up, like Python's own, so it comes before the clock; the root's
    # value is cached for the ruling
    solver.tricks(case.position_obj(), Seat.parse(case.claim.by).side)
    # one clock for everything else the command does (issue 12): the suggestion gets
    # what the ruling leaves of the limit, never a budget of its own
    deadline = time.monotonic() + time_limit
    show_progress = sys.stderr.isatty() and not as_json
    ruling = rule_case(
        case,
        solver,
        settings,
        deadline - time.monotonic(),
        strict,
        _progress if show_progress else None,
        quick_analysis=True,
        jobs=jobs,
    )
    if show_progress:
        click.echo("\r" + " " * 40 + "\r", nl=False, err=True)
    suggestion = None
    if not no_suggest:
        suggestion = suggest(ruling, solver, settings, deadline - time.monotonic())
    if as_json:
        click.echo(json.dumps(ruling_data(ruling, suggestion), indent=2, ensure_ascii=False))
        return
    style = output_style(ascii_only)
    if lang == "da":
        click.echo(ruling_text_da(ruling, style, case.title, suggestion), nl=False)
    else:
        click.echo(ruling_text(ruling, style, case.title, suggestion), nl=False)
    if not ruling.complete:
        click.echo(_longer_limit(time_limit, lang, jobs))


def _longer_limit(time_limit: float, lang: Lang, jobs: int) -> str:
    """What a director can do about a ruling the time limit cut: the search goes on from
    nothing, so only a longer limit (or idle cores) settles it."""
    cores = usable_cores()
    more = jobs < cores and cores > 1
    if lang == "da":
        extra = f" eller --jobs {min(cores, MAX_JOBS)}" if more else ""
        return (
            f"\nTidsgrænsen ({time_limit:g} s) stoppede søgningen, før kendelsen var afgjort: "
            f"kør igen med en længere --time-limit{extra}."
        )
    extra = f" or --jobs {min(cores, MAX_JOBS)}" if more else ""
    return (
        f"\nThe time limit ({time_limit:g} s) stopped the search before the ruling was "
        f"settled: run it again with a longer --time-limit{extra}."
    )
