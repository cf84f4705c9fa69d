"""The position (and claim) as a case FILE or as options: shared by every command.

A command decorated with :func:`position_input` takes an optional FILE argument and the
options ``--deal --trump --leader --declarer --trick --shown-out``, and receives one
:class:`PositionInput`.  :meth:`PositionInput.load` turns either form into an
:class:`~claims.position.EndPosition` through the same validation as a case file, so a
bad card is reported the same way whichever form it came in; only the names differ
(``--trick card 2`` instead of ``position.trick[1]``).  :func:`claim_input` adds
``--by --tricks --statement --kind`` for commands that judge a claim.

Usage faults (FILE and ``--deal`` together, ``--deal`` without ``--trump``) are click
usage errors, exit status 2; faults in the values are :class:`~claims.errors.ClaimError`,
exit status 1.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import click

from claims.casefile import (
    CaseFile,
    Key,
    PositionSection,
    describe_key,
    load_case,
    parse_case_data,
    position_from_data,
    whole_number,
)
from claims.position import EndPosition

Result = TypeVar("Result")

COMMAND_LINE = "command line"
"""How messages name a position or claim given as options."""

_OPTION_NAMES: dict[tuple[str, ...], str] = {
    ("position", "deal"): "--deal",
    ("position", "trump"): "--trump",
    ("position", "leader"): "--leader",
    ("position", "declarer"): "--declarer",
    ("position", "trick"): "--trick",
    ("position", "shown_out"): "--shown-out",
    ("claim", "by"): "--by",
    ("claim", "tricks"): "--tricks",
    ("claim", "statement"): "--statement",
    ("claim", "kind"): "--kind",
}


class Seconds(click.FloatRange):
    """A number of seconds, at least ``min``: click's FloatRange lets ``nan`` through (every
    comparison with it is false), and a ``--time-limit nan`` stopped every search at once
    and gave an incomplete ruling as if that were asked; ``inf`` ran a long claim for ever."""

    name = "seconds"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        seconds = super().convert(value, param, ctx)
        if not math.isfinite(seconds):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        return seconds


TIME_LIMIT = Seconds(min=0.1)
"""The type of ``--time-limit`` (``claim rule``, ``claim check``)."""


def describe_option(key: Key) -> str:
    """Name a case-file key by the option that fills it: ``position.trick[1]`` -> ``--trick
    card 2`` (people count cards from one)."""
    names = [part for part in key if isinstance(part, str)]
    option = _OPTION_NAMES.get(tuple(names[:2]))
    if option is None:
        return describe_key(key)
    indexes = [part for part in key if isinstance(part, int)]
    if indexes and names[:2] == ["position", "trick"]:
        return f"{option} card {indexes[0] + 1}"
    if indexes:
        return f"{option} value {indexes[0] + 1}"
    return option


def split_words(values: tuple[str, ...]) -> list[str]:
    """``("SK S2", "H3,H4")`` -> ``["SK", "S2", "H3", "H4"]``: spaces or commas, repeatable."""
    return [word for value in values for word in re.split(r"[\s,]+", value) if word]


@dataclass(frozen=True, slots=True)
class Loaded:
    """A position ready to use, with the case it came from when there was one."""

    origin: str
    section: PositionSection
    position: EndPosition
    case: CaseFile | None = None


@dataclass(frozen=True, slots=True)
class PositionInput:
    """What the user gave: a case FILE, or the position as options."""

    file: Path | None
    deal: str | None
    trump: str | None
    leader: str | None
    declarer: str | None
    trick: tuple[str, ...]
    shown_out: tuple[str, ...]

    def _given_options(self) -> list[str]:
        given = [
            name
            for name, value in (
                ("--deal", self.deal),
                ("--trump", self.trump),
                ("--leader", self.leader),
                ("--declarer", self.declarer),
            )
            if value is not None
        ]
        if self.trick:
            given.append("--trick")
        if self.shown_out:
            given.append("--shown-out")
        return given

    def check_usage(self) -> None:
        """Exactly one form of input, and a complete one (click usage errors, exit 2)."""
        given = self._given_options()
        if self.file is not None and given:
            raise click.UsageError(
                f"give the position either as FILE ({self.file}) or as options "
                f"({', '.join(given)}), not both"
            )
        if self.file is None and not given:
            raise click.UsageError(
                "give a case FILE, or the position as --deal, --trump, --leader and "
                "--declarer (with --trick for a trick in progress)"
            )
        if self.file is None:
            missing = [
                name
                for name, value in (
                    ("--deal", self.deal),
                    ("--trump", self.trump),
                    ("--leader", self.leader),
                    ("--declarer", self.declarer),
                )
                if value is None
            ]
            if missing:
                raise click.UsageError(
                    f"a position given as options needs {', '.join(missing)} too"
                )

    def position_data(self) -> dict[str, Any]:
        """The options as a ``[position]`` table, for the case-file validation."""
        return {
            "deal": self.deal,
            "trump": self.trump,
            "leader": self.leader,
            "declarer": self.declarer,
            "trick": split_words(self.trick),
            "shown_out": split_words(self.shown_out),
        }

    def load(self) -> Loaded:
        """The position from the file or the options; raises ClaimError for bad values."""
        self.check_usage()
        if self.file is not None:
            case = load_case(self.file)
            return Loaded(str(self.file), case.position, case.position_obj(), case)
        section, position = position_from_data(self.position_data(), COMMAND_LINE, describe_option)
        return Loaded(COMMAND_LINE, section, position)


@dataclass(frozen=True, slots=True)
class ClaimInput:
    """A claim given as options: ``--by S --tricks rest --statement "..."``."""

    by: str | None
    tricks: str | None
    statement: str | None
    kind: str

    def claim_data(self) -> dict[str, Any]:
        tricks: str | int | None = self.tricks
        count = None if self.tricks is None else whole_number(self.tricks)
        if count is not None:
            tricks = count
        data: dict[str, Any] = {"by": self.by, "tricks": tricks, "kind": self.kind}
        data["statement"] = self.statement if self.statement is not None else ""
        return {key: value for key, value in data.items() if value is not None}


def read_case(source: PositionInput, claim: ClaimInput) -> CaseFile:
    """A whole case (position and claim) from a FILE or from options.

    With a FILE the claim options must be absent (the file has its own ``[claim]``);
    without one, ``--by`` and ``--tricks`` are needed.
    """
    source.check_usage()
    claim_given = [
        name
        for name, value in (
            ("--by", claim.by),
            ("--tricks", claim.tricks),
            ("--statement", claim.statement),
        )
        if value is not None
    ]
    if source.file is not None:
        if claim_given:
            raise click.UsageError(
                f"FILE ({source.file}) has its own [claim]: drop {', '.join(claim_given)}"
            )
        return load_case(source.file)
    missing = [
        name for name, value in (("--by", claim.by), ("--tricks", claim.tricks)) if value is None
    ]
    if missing:
        raise click.UsageError(f"a claim given as options needs {', '.join(missing)} too")
    data = {
        "title": "position given on the command line",
        "source": COMMAND_LINE,
        "guards": "",
        "position": source.position_data(),
        "claim": claim.claim_data(),
    }
    return parse_case_data(data, COMMAND_LINE, describe_option)


def position_input(command: Callable[..., Result]) -> Callable[..., Result]:
    """Add FILE and the position options; the command receives ``source: PositionInput``."""

    @functools.wraps(command)
    def wrapper(
        *args: Any,
        file: Path | None,
        deal: str | None,
        trump: str | None,
        leader: str | None,
        declarer: str | None,
        trick: tuple[str, ...],
        shown_out: tuple[str, ...],
        **kwargs: Any,
    ) -> Result:
        kwargs["source"] = PositionInput(
            file=file,
            deal=deal,
            trump=trump,
            leader=leader,
            declarer=declarer,
            trick=trick,
            shown_out=shown_out,
        )
        return command(*args, **kwargs)

    decorators = [
        click.argument("file", required=False, type=click.Path(dir_okay=False, path_type=Path)),
        click.option(
            "--deal",
            metavar="PBN",
            help='The hands when the current trick began, e.g. "S:A...A .5..2 ..32. 5.6..".',
        ),
        click.option("--trump", metavar="STRAIN", help="Trumps: S, H, D, C or NT."),
        click.option("--leader", metavar="SEAT", help="Who led (or is to lead) the current trick."),
        click.option("--declarer", metavar="SEAT", help="Declarer: N, E, S or W."),
        click.option(
            "--trick",
            metavar="CARDS",
            multiple=True,
            help='Cards played to the current trick from the leader on, e.g. "SK S2".',
        ),
        click.option(
            "--shown-out",
            metavar="SEAT:SUIT",
            multiple=True,
            help='Suits a player failed to follow to before the claim, e.g. "W:D".',
        ),
    ]
    decorated: Callable[..., Result] = wrapper
    for decorator in reversed(decorators):
        decorated = decorator(decorated)
    return decorated


def claim_input(command: Callable[..., Result]) -> Callable[..., Result]:
    """Add ``--by --tricks --statement --kind``; the command receives ``claim: ClaimInput``.

    Use together with :func:`position_input` and pass both to :func:`read_case`.
    """

    @functools.wraps(command)
    def wrapper(
        *args: Any,
        by: str | None,
        tricks: str | None,
        statement: str | None,
        kind: str,
        **kwargs: Any,
    ) -> Result:
        kwargs["claim"] = ClaimInput(by=by, tricks=tricks, statement=statement, kind=kind)
        return command(*args, **kwargs)

    decorators = [
        click.option("--by", metavar="SEAT", help="The player who claimed or conceded."),
        click.option(
            "--tricks",
            metavar="N|rest",
            help='Tricks his side says it wins of the remaining ones ("rest" for all).',
        ),
        click.option("--statement", metavar="TEXT", help="The clarification statement as given."),
        click.option(
            "--kind",
            type=click.Choice(["claim", "concession"]),
            default="claim",
            show_default=True,
            help="A claim or a concession.",
        ),
    ]
    decorated: Callable[..., Result] = wrapper
    for decorator in reversed(decorators):
        decorated = decorator(decorated)
    return decorated


def ascii_option(command: Callable[..., Result]) -> Callable[..., Result]:
    """``--ascii``: letters S H D C instead of suit symbols, for terminals without them."""
    return click.option(
        "--ascii",
        "ascii_only",
        is_flag=True,
        help="Write suits as S H D C instead of ♠♥♦♣ (automatic when the output cannot "
        "show the symbols).",
    )(command)
