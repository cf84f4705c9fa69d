"""From a case file to a ruling, and a ruling checked against the case's expectation.

The command line and the reports call these; they hold no law logic of their own.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from claims.cards import Seat
from claims.casefile import CaseFile, load_case
from claims.contract import Contract
from claims.errors import ClaimError
from claims.normal_play import DEFAULT_SETTINGS, RuffChoice, Settings, SuitOrder
from claims.plan import Plan
from claims.ruling import Claim, ClaimKind, Ruling, adjudicate
from claims.search import SearchStats
from claims.solver import DoubleDummySolver
from claims.statement import canonical_text, parse_statement
from claims.suggest import candidate_clarifications, suggest_clarification


def claim_of_case(case: CaseFile) -> Claim:
    """The domain's :class:`Claim` for a validated case file."""
    position = case.position_obj()
    section = case.position
    return Claim(
        position=position,
        claimer=Seat.parse(case.claim.by),
        tricks=case.claimed_tricks,
        kind=ClaimKind(case.claim.kind),
        statement=case.claim.statement,
        trump_aware=case.claim.trump_aware,
        contract=None if section.contract is None else Contract.parse(section.contract),
        vulnerable=bool(section.vulnerable),
    )


def settings_of_case(
    case: CaseFile, overrides: Settings | None = None, explicit: frozenset[str] = frozenset()
) -> Settings:
    """The named settings for ``case``: the defaults, then the case's ``[settings]``
    table (its ruling body's practice), then the options the user gave explicitly
    (``explicit`` names the fields of ``overrides`` he set)."""
    chosen = DEFAULT_SETTINGS
    table = case.settings
    if table is not None:
        if table.suit_order is not None:
            chosen = replace(chosen, suit_order=SuitOrder(table.suit_order))
        if table.ruffing is not None:
            chosen = replace(chosen, ruffing=RuffChoice(table.ruffing))
        if table.forgotten is not None:
            chosen = replace(chosen, forgotten_cards=table.forgotten)
    if overrides is not None:
        for name in explicit:
            chosen = replace(chosen, **{name: getattr(overrides, name)})
    return chosen


def plan_of_case(case: CaseFile, claim: Claim, strict: bool = False) -> Plan:
    return parse_statement(claim.statement, claim.position, claim.claimer, strict=strict)


def rule_case(
    case: CaseFile,
    solver: DoubleDummySolver | None = None,
    settings: Settings | None = None,
    time_limit: float | None = None,
    strict: bool = False,
    progress: Callable[[SearchStats], None] | None = None,
    quick_analysis: bool = False,
) -> Ruling:
    claim = claim_of_case(case)
    plan = plan_of_case(case, claim, strict)
    if settings is None:
        settings = settings_of_case(case)
    return adjudicate(
        claim, plan, solver, settings, time_limit, progress, quick_analysis=quick_analysis
    )


@dataclass(frozen=True, slots=True)
class Suggestion:
    """What the claimer should have said: the shortest clarification that makes the
    claim good, or why none could."""

    plan: Plan | None
    text: str
    tricks: int


def suggest(
    ruling: Ruling,
    solver: DoubleDummySolver | None = None,
    settings: Settings = DEFAULT_SETTINGS,
    time_limit: float = 10.0,
) -> Suggestion | None:
    """For a failed claim: the shortest statement from the parser's own vocabulary
    under which it would have stood (the player's lesson), searched within a budget."""
    claim = ruling.claim
    if ruling.stands or not ruling.complete:
        return None
    if ruling.double_dummy_tricks is not None and ruling.double_dummy_tricks < claim.tricks:
        return Suggestion(
            None,
            f"no statement could have saved it: double dummy his side takes only "
            f"{ruling.double_dummy_tricks} of {ruling.remaining}",
            ruling.double_dummy_tricks,
        )
    deadline = time.monotonic() + time_limit

    def tricks_with(plan: Plan) -> int:
        left = deadline - time.monotonic()
        if left <= 0:
            return -1
        result = adjudicate(claim, plan, None, settings, left, analyse=False)
        return result.claimer_tricks if result.complete else -1

    candidates = candidate_clarifications(claim.position, claim.claimer)
    found = suggest_clarification(candidates, tricks_with, claim.tricks)
    if found is None:
        return Suggestion(
            None,
            "no short statement from the tool's vocabulary makes the claim good",
            ruling.claimer_tricks,
        )
    text = canonical_text(found)
    return Suggestion(
        found,
        f"had the claimer said {text!r}, all {claim.tricks} claimed tricks would have been his",
        claim.tricks,
    )


@dataclass(frozen=True, slots=True)
class CaseCheck:
    """One case of an example list, ruled and compared with its expected ruling."""

    path: Path
    case: CaseFile | None
    ruling: Ruling | None
    error: str = ""

    @property
    def expected_tricks(self) -> int | None:
        if self.case is None or self.case.expected is None:
            return None
        return self.case.expected.claimer_tricks

    @property
    def missing_laws(self) -> list[str]:
        """Expected law clauses the ruling does not cite ("70C" is met by "70C3")."""
        if self.case is None or self.case.expected is None or self.ruling is None:
            return []
        cited = self.ruling.laws
        return [
            law
            for law in self.case.expected.laws
            if not any(c.replace(" ", "").startswith(law.replace(" ", "")) for c in cited)
        ]

    @property
    def status(self) -> str:
        if self.error:
            return "error"
        if self.ruling is None:
            return "error"
        if not self.ruling.complete:
            return "incomplete"
        if self.expected_tricks is None:
            return "no expectation"
        if self.ruling.claimer_tricks != self.expected_tricks:
            return "DISAGREES"
        if self.missing_laws:
            return "laws differ"
        return "agrees"

    @property
    def agrees(self) -> bool:
        return self.status == "agrees"


def check_case(
    path: Path,
    solver: DoubleDummySolver | None = None,
    settings: Settings | None = None,
    time_limit: float | None = None,
    explicit: frozenset[str] = frozenset(),
) -> CaseCheck:
    """Rule on one case file; a bad file is reported, never raised.  The case's own
    ``[settings]`` apply, except the fields of ``settings`` named in ``explicit``."""
    try:
        case = load_case(path)
    except ClaimError as error:
        return CaseCheck(path, None, None, str(error))
    try:
        chosen = settings_of_case(case, settings, explicit)
        ruling = rule_case(case, solver, chosen, time_limit)
    except ClaimError as error:
        return CaseCheck(path, case, None, str(error))
    return CaseCheck(path, case, ruling)


def case_files(paths: list[Path]) -> list[Path]:
    """Every ``*.toml`` under the given files and folders (recursively), sorted."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.toml") if p.is_file()))
        else:
            found.append(path)
    return found
