"""From a case file to a ruling, and a ruling checked against the case's expectation.

The command line and the reports call these; they hold no law logic of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from claims import clock
from claims.cards import Seat, Suit
from claims.casefile import CaseFile, load_case
from claims.contract import Contract
from claims.errors import ClaimError, StatementError
from claims.normal_play import (
    DEFAULT_SETTINGS,
    ListedOrder,
    PlayerClass,
    RuffChoice,
    Settings,
    SuitOrder,
)
from claims.plan import Plan
from claims.ruling import Claim, ClaimKind, Ruling, adjudicate, keeps_claimed
from claims.search import SearchStats
from claims.solver import DoubleDummySolver
from claims.statement import canonical_text, parse_statement
from claims.suggest import candidate_clarifications, suggest_clarification
from claims.view import OversightScope


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
        known_suits=frozenset(Suit.parse(text) for text in case.claim.known_suits),
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
        if table.oversight is not None:
            chosen = replace(chosen, oversight=OversightScope(table.oversight))
        if table.player_class is not None:
            chosen = replace(chosen, player_class=PlayerClass(table.player_class))
        if table.listed_order is not None:
            chosen = replace(chosen, listed_order=ListedOrder(table.listed_order))
    if overrides is not None:
        for name in explicit:
            chosen = replace(chosen, **{name: getattr(overrides, name)})
    return chosen
MAX_STATEMENT_CHARS = 2000
"""A claim statement is a few spoken sentences (the longest in positions/ is under 200
characters).  The parser takes about 50 us a character, so 100 KB of words would take
5 s before the search starts (issue 12): a longer text is refused, not parsed."""


def plan_of_case(
    case: CaseFile, claim: Claim, strict: bool = False, settings: Settings | None = None
) -> Plan:
    """The claim's statement read (``settings``: its ``listed_order``; the case's own
    settings when None)."""
    length = len(claim.statement)
    if length > MAX_STATEMENT_CHARS:
        raise StatementError(
            f"statement too long: {length:,} characters (at most {MAX_STATEMENT_CHARS:,}; "
            f"it begins {claim.statement[:40]!r})"
        )
    try:
        claim.statement.encode("utf-8")
    except UnicodeEncodeError as error:  # bytes of the command line that were not UTF-8
        raise StatementError(
            f"statement is not valid text: character {error.start + 1} is an undecodable byte"
        ) from None
    if settings is None:
        settings = settings_of_case(case)
    return parse_statement(
        claim.statement,
        claim.position,
        claim.claimer,
        strict=strict,
        then_orders=settings.listed_order is ListedOrder.THEN_ORDER,
    )


def rule_case(
    case: CaseFile,
    solver: DoubleDummySolver | None = None,
    settings: Settings | None = None,
    time_limit: float | None = None,
    strict: bool = False,
    progress: Callable[[SearchStats], None] | None = None,
    quick_analysis: bool = False,
    jobs: int = 1,
) -> Ruling:
    started = clock.now()
    claim = claim_of_case(case)
    if settings is None:
        settings = settings_of_case(case)
    plan = plan_of_case(case, claim, strict, settings)
    if time_limit is not None:
        # the statement's parsing counts against the limit too
        time_limit = max(0.0, time_limit - (clock.now() - started))
    return adjudicate(
        claim,
        plan,
        solver,
        settings,
        time_limit,
        progress,
        quick_analysis=quick_analysis,
        jobs=jobs,
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
    under which it would have stood (the player's lesson), searched within
    ``time_limit`` seconds (the candidates' parsing included).  When the budget runs out
    before a candidate saves the claim, the suggestion says how many were tried instead
    of claiming that none exists."""
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
    deadline = clock.now() + time_limit
    if time_limit <= 0:
        return _out_of_time(ruling, 0, None)
    tried: list[bool] = []  # one entry per candidate ruled on; False when time cut it

    def tricks_with(plan: Plan) -> int:
        left = deadline - clock.now()
        if left <= 0:
            return -1
        # only whether he keeps what he claimed: one threshold test, no line (the
        # solver values a stated squeeze in one call)
        keeps = keeps_claimed(claim, plan, solver, settings, left)
        tried.append(keeps is not None)
        return claim.tricks if keeps else -1

    candidates = candidate_clarifications(claim.position, claim.claimer)
    found = suggest_clarification(candidates, tricks_with, claim.tricks)
    if found is None:
        settled = sum(tried)
        if settled < len(candidates):
            return _out_of_time(ruling, settled, len(candidates))
        return Suggestion(
            None,
            "no short statement from the tool's vocabulary makes the claim good",
            ruling.claimer_tricks,
        )
    text = canonical_text(found)
    return Suggestion(
        found,
        f"had the claimer said {text!r}, {_claimed_tricks(claim.tricks)} would have been his",
        claim.tricks,
    )


def _claimed_tricks(count: int) -> str:
    """"all 5 claimed tricks"; "both", not "all 2"; "the claimed trick", not "all 1"."""
    if count == 1:
        return "the claimed trick"
    if count == 2:
        return "both claimed tricks"
    return f"all {count} claimed tricks"


def _out_of_time(ruling: Ruling, settled: int, candidates: int | None) -> Suggestion:
    """Not "none exists": the time limit stopped the look before every candidate."""
    looked = ""
    if candidates is not None:
        looked = f" ({settled} of {candidates} candidate statements ruled on)"
    return Suggestion(
        None,
        f"not found within the time limit{looked}: a short statement may still exist",
        ruling.claimer_tricks,
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
        if self.expected_tricks is None:
            return "no expectation" if self.ruling.complete else "incomplete"
        if not self.ruling.complete:
            # cut by the time limit, the ruling lies between what was proved and the
            # worst line found: outside that range the expected count is already ruled out
            if self.ruling.floor <= self.expected_tricks <= self.ruling.claimer_tricks:
                return "incomplete"
            return "explained" if self.explanation else "DISAGREES"
        if self.ruling.claimer_tricks != self.expected_tricks:
            return "explained" if self.explanation else "DISAGREES"
        if self.missing_laws:
            return "explained" if self.explanation else "laws differ"
        return "agrees"

    @property
    def explanation(self) -> str:
        """Why a case of an example list is known to disagree (``[meta] disagreement``):
        a named setting, a documented policy with its source, or a doubtful ruling.  The
        disagreement is still shown; it only does not fail the check."""
        if self.case is None:
            return ""
        text = self.case.meta.get("disagreement", "")
        return text.strip() if isinstance(text, str) else ""

    @property
    def agrees(self) -> bool:
        return self.status == "agrees"


def check_case(
    path: Path,
    solver: DoubleDummySolver | None = None,
    settings: Settings | None = None,
    time_limit: float | None = None,
    explicit: frozenset[str] = frozenset(),
    jobs: int = 1,
) -> CaseCheck:
    """Rule on one case file; a bad file is reported, never raised.  The case's own
    ``[settings]`` apply, except the fields of ``settings`` named in ``explicit``."""
    try:
        case = load_case(path)
    except ClaimError as error:
        return CaseCheck(path, None, None, str(error))
    try:
        chosen = settings_of_case(case, settings, explicit)
        ruling = rule_case(case, solver, chosen, time_limit, jobs=jobs)
    except ClaimError as error:
        return CaseCheck(path, case, None, str(error))
    return CaseCheck(path, case, ruling)


def case_files(paths: list[Path]) -> list[Path]:
    """Every ``*.toml`` under the given files and folders (recursively), sorted; a file
    reached twice (``claim check cases cases/a.toml``) once, as it was counted twice in
    "3 of 3 cases agree"."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.toml") if p.is_file()))
        else:
            found.append(path)
    seen: set[Path] = set()
    unique: list[Path] = []
    for path in found:
        try:
            key = path.resolve()
        except (OSError, RuntimeError):  # a symlink loop: kept, its error is reported
            key = path
        if key not in seen:
            seen.add(key)
            unique.append(path)
    return unique
