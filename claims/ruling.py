"""Rule on a claim or concession, and the ruling that explains itself.

:func:`adjudicate` runs the restricted search of :mod:`claims.search` on a
:class:`Claim` and its stated line, and returns a frozen :class:`Ruling`: the tricks to
each side, the double-dummy value beside them, the contract's result, and the deciding
line trick by trick with the rule and law clause behind every choice of the claimer's
side that made it worse.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Final

from claims import clock
from claims import rules as R
from claims.cards import Card, Seat, Side, Suit
from claims.contract import Contract
from claims.normal_play import (
    DEFAULT_SETTINGS,
    ONLY_TRUMPS,
    Claimant,
    ListedOrder,
    PlanState,
    PlayerClass,
    RuffChoice,
    Settings,
    SuitOrder,
    initial_state,
    resolve_conditionals,
    solid_suits,
)
from claims.parallel import can_fork, fill_table, map_in_processes
from claims.plan import Concede, Plan, Step
from claims.position import EndPosition
from claims.rules import Rule
from claims.search import (
    FIRST_BUDGET,
    INFINITY,
    INFINITY_NODES,
    NOT_VALUED_TIME,
    LineStep,
    RestrictedSearch,
    SearchOutcome,
    SearchStats,
    SearchTimeout,
    SharedTable,
    collector_paused,
)
from claims.solver import DoubleDummySolver
from claims.statement import parse_statement
from claims.view import (
    ClaimerView,
    Oversight,
    OversightScope,
    believed_tricks,
    candidate_oversights,
    claim_shows_trump_overlooked,
    counts_tricks,
    declined_finesses,
    known_suits,
    stated_concessions,
    stated_overlooked,
    stated_ruff_suits,
    visible_opponent_seats,
)

# with ``quick_analysis`` (a director waiting at the table) the checks of what a ruling
# rests on (one rule or group of rules switched off, the statement, one other setting)
# are bounded by counts of positions, not by the clock, so that the text is a function
# of the claim alone, the same on a loaded machine as on an idle one and with any
# --jobs (round 9; it was "as long as the ruling took, at least 2 s", by the clock):
# each check searches at most ANALYSIS_NODES positions an oversight, and all of them
# together about ANALYSIS_TOTAL_NODES (AnalysisBudget), each at least ANALYSIS_FLOOR so
# that the cheap checks late in the order are still made.  Most checks need a few
# hundred positions; 50,000 cost 1-3 s of CPU compiled
ANALYSIS_NODES = 50_000
ANALYSIS_TOTAL_NODES = 300_000
ANALYSIS_FLOOR = 2_000
# nodes of one oversight's tests before the other oversights get theirs (_lowest_over)
OVERSIGHT_ROUND_BUDGET = 8192
# a claim with --jobs > 1 is searched this long in process before workers are forked:
# most claims up to 8 cards are settled by then, and a fork, the frontier and the merge
# of the workers' tables cost tens of milliseconds
WARM_SECONDS = 0.3


class ClaimKind(Enum):
    CLAIM = "claim"
    CONCESSION = "concession"


@dataclass(frozen=True, slots=True)
class Claim:
    """A disputed claim or concession as the director records it."""

    position: EndPosition
    claimer: Seat
    tricks: int  # of the remaining tricks, what the claimer says his side will win
    kind: ClaimKind = ClaimKind.CLAIM
    statement: str = ""
    trump_aware: bool | None = None  # Law 70C2 finding; None: decided from the statement
    # the director's finding: suits in which the claimer knew every card still out
    known_suits: frozenset[Suit] = frozenset()
    contract: Contract | None = None
    vulnerable: bool = False

    @property
    def side(self) -> Side:
        return self.claimer.side

    @property
    def is_defender_claim(self) -> bool:
        return self.claimer.side != self.position.declarer.side


@dataclass(frozen=True, slots=True)
class ContractResult:
    contract: Contract
    declarer_tricks: int
    score: int
    vulnerable: bool
    # whose score ``score`` is: declarer's side ("+460" alone, in a defender's claim
    # against East-West's 3NT, reads as North-South's, the side a traveller scores)
    declarer_side: Side | None = None

    @property
    def text(self) -> str:
        over = self.declarer_tricks - self.contract.target
        if over >= 0:
            made = "made" if over == 0 else f"made with {over} overtrick{'s' * (over > 1)}"
        else:
            made = f"{-over} down"
        side = "" if self.declarer_side is None else f" to {self.declarer_side.label}"
        return (
            f"{self.contract} {made} ({self.declarer_tricks} tricks), "
            f"score {self.score:+d}{side}"
        )


@dataclass(frozen=True, slots=True)
class Decisive:
    """A restriction a standing claim rests on: without it the claimer would get
    ``tricks_without`` (e.g. "trumps-from-the-top: leading the ♥2 loses a trick")."""

    rule: Rule
    tricks_without: int
    card: Card | None  # the first card the restriction forbids on that worse line

    @property
    def text(self) -> str:
        played = f" ({self.card} would be played)" if self.card is not None else ""
        return (
            f"{self.rule.name} ({self.rule.law}): {self.rule.summary}; without it "
            f"the claimer would get {self.tricks_without}{played}"
        )


class AnalysisBudget:
    """The positions the quick analysis's checks may still search.  They are spent in
    a fixed order (the statement, the rules by halving, then the settings, which share
    what is left equally, whether they run in this process or in workers), so what each
    check gets is a function of the claim: see :data:`ANALYSIS_NODES`."""

    def __init__(self, per_check: int, total: int) -> None:
        self.per_check = per_check
        self.left = total

    def allowance(self, checks: int = 1) -> int:
        """The positions an oversight's search may take in the next check, when
        ``checks`` checks share what is left."""
        return min(self.per_check, max(ANALYSIS_FLOOR, self.left // max(1, checks)))

    def spend(self, searches: dict[int, RestrictedSearch]) -> None:
        self.left = max(0, self.left - sum(s.stats.nodes for s in searches.values()))


def _allowance(budget: AnalysisBudget | None) -> int | None:
    return None if budget is None else budget.allowance()


def _spend(budget: AnalysisBudget | None, searches: dict[int, RestrictedSearch]) -> None:
    if budget is not None:
        budget.spend(searches)


@dataclass(frozen=True, slots=True)
class NotAnalysed:
    """Checks of the analysis that were cut, of one ``kind``: "statement" (whether it
    stands on the statement), "rules" (on the rules ``names``) or "settings" (whether
    the settings ``names``, "ruffing = any (against lowest)", decided); ``reason`` why
    they stopped (:data:`claims.search.NOT_VALUED_BUDGET` or ``NOT_VALUED_TIME``)."""

    kind: str
    names: tuple[str, ...]
    reason: str

    @property
    def subject(self) -> str:
        plural = "s" if len(self.names) > 1 else ""
        listed = ", ".join(self.names)
        if self.kind == "statement":
            return "whether it stands on the statement"
        if self.kind == "rules":
            return f"whether it stands on the rule{plural} {listed}"
        return f"whether the setting{plural} {listed} decided"

    @property
    def text(self) -> str:
        return f"not analysed: {self.reason}: {self.subject}"


def _merged(cuts: list[NotAnalysed]) -> tuple[NotAnalysed, ...]:
    """One entry per kind and reason, in the order first met: a budget that cut many
    checks is one sentence a director reads, not a list of them."""
    out: dict[tuple[str, str], NotAnalysed] = {}
    for cut in cuts:
        known = out.get((cut.kind, cut.reason))
        names = cut.names if known is None else known.names + cut.names
        out[cut.kind, cut.reason] = NotAnalysed(cut.kind, names, cut.reason)
    return tuple(out.values())


@dataclass(frozen=True, slots=True)
class Ruling:
    claim: Claim
    plan: Plan
    claimer_tricks: int
    double_dummy_tricks: int | None
    complete: bool
    line: tuple[LineStep, ...]
    laws: tuple[str, ...]
    verdict: str
    reasons: tuple[str, ...]
    aware_of_trump: bool  # the 70C2 finding (from the statement or the director)
    settings: Settings
    result: ContractResult | None
    stats: SearchStats = field(compare=False, default_factory=SearchStats)
    plan_notes: tuple[str, ...] = ()
    decisive: tuple[Decisive, ...] = ()
    setting_effects: tuple[SettingEffect, ...] = ()
    # the checks of the analysis that a budget or the time limit cut
    not_analysed: tuple[NotAnalysed, ...] = ()
    # what the deciding line takes the claimer to have overlooked at the claim
    oversight: str = ""
    # the fewest tricks proved for the claimer's side: ``claimer_tricks`` when complete;
    # past the time limit what the search had proved (the value lies between the two)
    floor: int = 0

    @property
    def remaining(self) -> int:
        return self.claim.position.tricks_left

    @property
    def opponent_tricks(self) -> int:
        return self.remaining - self.claimer_tricks

    @property
    def stands(self) -> bool:
        """No line found gives fewer than he kept (past the time limit: none found yet,
        see :attr:`stands_proved`)."""
        return self.claimer_tricks >= self.claim.tricks

    @property
    def stands_proved(self) -> bool:
        """Every normal line gives him what he kept: the ruling's value, or, past the
        time limit, what the search had proved by then."""
        return self.stands if self.complete else self.floor >= self.claim.tricks

    def to_dict(self) -> dict[str, Any]:
        claim = self.claim
        return {
            "claimer": claim.claimer.name,
            "kind": claim.kind.value,
            "claimed": claim.tricks,
            "remaining": self.remaining,
            "claimer_tricks": self.claimer_tricks,
            "opponent_tricks": self.opponent_tricks,
            "double_dummy_tricks": self.double_dummy_tricks,
            "complete": self.complete,
            "claimer_tricks_at_least": self.floor,
            "stands": self.stands,
            "stands_proved": self.stands_proved,
            "laws": list(self.laws),
            "verdict": self.verdict,
            "reasons": list(self.reasons),
            "aware_of_trump": self.aware_of_trump,
            "known_suits": [suit.name for suit in sorted(self.claim.known_suits)],
            "oversight": self.oversight,
            "settings": self.settings.describe(),
            "statement": claim.statement,
            "plan_notes": list(self.plan_notes),
            "settings_that_decided": [
                {
                    "setting": e.name,
                    "used": e.used,
                    "other": e.other,
                    "claimer_tricks_with_other": e.tricks_with_other,
                }
                for e in self.setting_effects
            ],
            "not_analysed": [
                {"check": n.kind, "names": list(n.names), "subject": n.subject, "reason": n.reason}
                for n in self.not_analysed
            ],
            "decisive_restrictions": [
                {
                    "rule": d.rule.name,
                    "law": d.rule.law,
                    "claimer_tricks_without": d.tricks_without,
                    "card": None if d.card is None else d.card.code,
                }
                for d in self.decisive
            ],
            "result": None
            if self.result is None
            else {
                "contract": str(self.result.contract),
                "declarer_tricks": self.result.declarer_tricks,
                "score": self.result.score,
                "score_for": None
                if self.result.declarer_side is None
                else self.result.declarer_side.name,
                "text": self.result.text,
            },
            "line": [
                {
                    "seat": step.seat.name,
                    "card": step.card.code,
                    "claimer_side": step.claimer_side,
                    "rules": [rule.name for rule in step.rules],
                    "laws": sorted({rule.law for rule in step.rules}),
                    "note": step.note,
                    "made_worse": step.made_worse,
                    "best_alternative": None
                    if step.best_alternative is None
                    else {
                        "card": step.best_alternative[0].code,
                        # from this trick on, of ``tricks_left``; since the claim, as
                        # ``claimer_tricks`` of the ruling counts
                        "claimer_tricks": step.best_alternative[1],
                        "tricks_left": left,
                        "claimer_tricks_since_claim": won + step.best_alternative[1],
                        "at_least": step.best_alternative_at_least,
                    },
                    "not_valued": None
                    if not step.unvalued_reason
                    else {
                        "cards": [card.code for card in step.unvalued],
                        "reason": step.unvalued_reason,
                    },
                    "double_dummy_before": step.dd_value,
                    "trick_winner": step.trick_winner.name if step.trick_winner else None,
                }
                for step, (won, left) in zip(
                    self.line, line_counts(self.line, claim.side, self.remaining), strict=True
                )
            ],
            "search": {"nodes": self.stats.nodes, "seconds": round(self.stats.seconds, 4)},
        }


def claimer_awareness(claim: Claim, plan: Plan) -> bool:
    """Law 70C2: is the claimer taken to know of the opponents' outstanding trump?

    The director's finding (``trump_aware``) decides when given: seed 004's exceptions
    (a 5-4 fit claimed very early, a claim right after one round) are findings of fact.
    Otherwise a statement about the trump shows he knew (70C1); silence leaves it "at
    all likely" that he did not.
    """
    if claim.trump_aware is not None:
        return claim.trump_aware
    trump = claim.position.trump
    if trump is not None and trump in claim.known_suits:
        return True
    if any(isinstance(step, Concede) and step.suit == trump for step in plan.steps):
        # he concedes a trick to the trump: he thinks it wins, so nothing makes him
        # draw it first (LK 314x: any order is normal for him)
        return False
    return plan.mentions_trump


def claimant_for(claim: Claim, plan: Plan, settings: Settings = DEFAULT_SETTINGS) -> Claimant:
    """Who claims and what he is taken to know, with nothing overlooked at the claim
    beyond what Law 70C2 leaves open about the trump."""
    position = claim.position
    return Claimant(
        claim.claimer,
        claimer_awareness(claim, plan),
        settings,
        concedes=claim.tricks < position.tricks_left,
        solid_at_claim=solid_suits(position, claim.side),
        theirs_at_claim=sum(position.masks()[seat] for seat in claim.side.other.seats),
        view=ClaimerView(
            claim.side,
            visible_opponent_seats(claim.claimer, position.declarer),
            None,
            known_suits(plan, position, claim.side) | claim.known_suits,
            stated_ruff_suits(plan),
            stated_concessions(plan),
            counted=counts_tricks(plan),
            declined_finesses=declined_finesses(plan),
            ruffs_high=plan.ruff_high,
        ),
    )


def claimants_for(
    claim: Claim, plan: Plan, settings: Settings = DEFAULT_SETTINGS
) -> list[Claimant]:
    """The claimer once for each oversight at the claim consistent with his claim and
    statement (:func:`claims.view.candidate_oversights`), nothing overlooked first: when
    two are equally bad the ruling names the simpler one.
    An oversight of the trump is the 70C2 case (he plays side suits first); with any
    other he knows the trump is out and draws it first."""
    base = claimant_for(claim, plan, settings)
    view = base.sees
    oversights = candidate_oversights(
        claim.position,
        claim.side,
        not base.aware_of_trump,
        view.known_suits,
        settings.forgotten_cards,
        settings.oversight,
        view.visible,
        stated_overlooked(plan, claim.position, claim.side, view.visible),
        frozenset(plan.in_question),
    )
    if claim.trump_aware is False and any(o is not None and o.trump for o in oversights):
        # the director found him unaware of the outstanding trump (he said none was
        # left): that is the one thing he overlooked at the claim, and no other
        # oversight may make him aware of it and draw it first (one-oversight)
        oversights = [o for o in oversights if o is not None and o.trump]
    out = []
    for oversight in oversights:
        aware = oversight is None or not oversight.trump
        out.append(replace(base, aware_of_trump=aware, view=replace(view, oversight=oversight)))
    # only the oversights under which he could think he has the tricks he claimed; when
    # the winners he sees account for the claim, no card need have been overlooked to
    # explain it (the trump stays a question of 70C2 alone)
    fitting = [c for c in out if believed_tricks(claim.position, c.sees) >= claim.tricks]
    if any(_baseline(c.sees.oversight) for c in fitting):
        fitting = [
            c
            for c in fitting
            if _baseline(c.sees.oversight)
            or (c.sees.oversight is not None and c.sees.oversight.trump)
        ]
    if claim_shows_trump_overlooked(claim.position, claim.side, claim.tricks):
        # one-oversight: the claim itself says what he overlooked (claims.view)
        unaware = [c for c in out if c.sees.oversight is not None and c.sees.oversight.trump]
        return unaware or fitting or out
    return fitting or out


def _baseline(oversight: Oversight | None) -> bool:
    """Nothing overlooked at the claim beyond what his statement shows he overlooked."""
    return oversight is None or oversight.only_stated


def worst_claimant(
    claim: Claim,
    claimants: list[Claimant],
    steps: tuple[Step, ...],
    solver: DoubleDummySolver | None,
    deadline: float | None,
    progress: Callable[[SearchStats], None] | None = None,
    alternatives: bool = True,
    searches: dict[int, RestrictedSearch] | None = None,
    jobs: int = 1,
    nodes: int | None = None,
) -> tuple[Claimant, SearchOutcome]:
    """The oversight that is worst for the claimer, and its search with the deciding
    line.  Each candidate after the first is searched only below the worst value so
    far (a bounded search is cheap when it is not worse); past the deadline the worst
    line found so far is given, marked incomplete.  ``searches``: the searches of an
    earlier call on the same claimants (:func:`_worst_within`), whose tables it goes on
    from.  ``jobs`` > 1: a claim not settled by a short search in process is first
    shared out over that many processes (:mod:`claims.parallel`), the same ruling.
    ``nodes``: each oversight's search stops at that many positions as at the deadline
    (the analysis's checks, :data:`ANALYSIS_NODES`)."""
    position = claim.position
    start = initial_state(steps, position, claim.side)
    found = _searches_of(claimants, position, solver, deadline, searches, progress, nodes)
    if jobs > 1:
        # only the table is filled elsewhere: the line and its alternatives are found
        # here, the alternatives on a table of their own (RestrictedSearch.run), so the
        # explanation is the same for any number of processes
        _fill_in_parallel(found, position, start, jobs, deadline)
    complete = True
    floor = 0
    with collector_paused():
        try:
            index, _ = _lowest_over(found, position, start)
        except SearchTimeout:
            complete = False
            # the worst complete line found so far, of whichever oversight found it
            index = min(range(len(found)), key=lambda i: found[i].incumbent)
            # and what was proved before the limit: the ruling is the least over the
            # oversights, so at least the least of their proved bounds (read before the
            # line's tracing below searches again)
            floor = min(s.proved_floor(position, start) for s in found)
        claimant, search = claimants[index], found[index]
        outcome = search.run(position, start, alternatives)
    if not complete:
        outcome.floor = min(floor, outcome.claimer_tricks)
        # the ruling is the least over the oversights: at least what was proved for every
        # one, at most the line found.  When those meet, it is known (BBO 'Poor claim' at
        # 60 s: at least 7 proved, a line of 7 found); the line is then a worst line, cut
        # only if the search had not traced it to the end
        outcome.complete = outcome.floor >= outcome.claimer_tricks and bool(outcome.line)
        outcome.line_cut = outcome.line_cut and outcome.complete
    return claimant, outcome


def _fill_in_parallel(
    found: list[RestrictedSearch],
    position: EndPosition,
    start: PlanState,
    jobs: int,
    deadline: float | None,
) -> int:
    """Fill the searches' table on ``jobs`` processes (:func:`claims.parallel.fill_table`)
    unless the claim is settled within :data:`WARM_SECONDS` in process (most claims up to
    8 cards: no process is started).  Only the table changes: the caller then rules
    exactly as with one job.  Returns the positions the processes searched."""
    if not can_fork():
        return 0
    warm_until = clock.now() + WARM_SECONDS
    if deadline is not None and deadline <= warm_until:
        warm_until = deadline
    for search in found:
        search.deadline = warm_until
    try:
        with collector_paused():
            _lowest_over(found, position, start)
        return 0  # settled in process
    except SearchTimeout:
        pass
    finally:
        for search in found:
            search.deadline = deadline
    if deadline is not None and clock.now() >= deadline:
        return 0
    # the jobs' positions are found with the search's own children, whose ordering by
    # the solver looks at the clock: past the deadline the ruling is cut as with one job
    with contextlib.suppress(SearchTimeout):
        return fill_table(found, position, start, jobs, deadline).nodes
    return 0


def _lowest_over(
    searches: list[RestrictedSearch],
    position: EndPosition,
    start: PlanState,
    enough: int = -1,
    limit: int = INFINITY,
) -> tuple[int, int]:
    """The least value over the searches (one per oversight) and the first search, in
    their order, that attains it; exact when it lies strictly between ``enough`` and
    ``limit`` (at or below ``enough``: a line's value; at or above ``limit``: a lower
    bound).  Raises :class:`SearchTimeout` past a search's deadline.

    The oversights are tested together, cheapest test first, not valued one after the
    other: each round takes the oversight whose proved lower bound is least (ties: the
    one whose best line is worst) and asks "can he be held to that bound?", together
    with "below the worst line of any oversight so far?".  A test at a low bound cuts
    every line at a few tricks; the old loop valued the first oversight (usually the
    aware claimer, the kindest) exactly, to its full value, before the worst one
    lowered the bound that cuts the others.  An oversight whose lower bound reaches
    the worst value found is done with.  The searches share one table
    (:class:`claims.search.SharedTable`).  No oversight's call goes past a node budget
    before the others have had that budget: a proof is dear, and another oversight's
    cheap line often makes it unneeded."""
    count = len(searches)
    lows = [0] * count
    highs = [INFINITY] * count
    budgets = [FIRST_BUDGET] * count
    best = INFINITY

    def run_test(i: int, target_enough: int, target_limit: int, cap: int = INFINITY_NODES) -> None:
        nonlocal best
        search = searches[i]
        # a test starts near the budget its last one needed (restarts waste nodes)
        first = min(max(FIRST_BUDGET, budgets[i] // 4), cap)
        search.exact(position, start, lows[i], target_enough, target_limit, first, cap)
        settled = search.last_budget
        low, high = search.bounds
        if cap < INFINITY_NODES and low < target_limit and high > target_enough:
            settled = cap * 4  # cut at the cap: the next call starts there, not lower
        budgets[i] = settled
        lows[i] = max(lows[i], low)
        highs[i] = min(highs[i], high)
        best = min(best, highs[i])

    # one line each first (a dive): the worst of them orders the tests and bounds them
    for i in range(count):
        run_test(i, INFINITY - 1, INFINITY)
    # the node budget any one oversight's call may reach before the others have had
    # theirs: a proof that one oversight cannot go below the best line so far is often
    # thrown away once another finds a worse line cheaply (bbo_6s_poor_claim: two
    # proofs of 130k-200k positions each, unneeded once the third oversight's line of
    # 5 came in at 50k); doubled when every open oversight has used it up unsettled
    round_cap = OVERSIGHT_ROUND_BUDGET if count > 1 else INFINITY_NODES
    while best > enough:
        cap = min(best, limit)
        open_ones = [i for i in range(count) if lows[i] < cap]
        if not open_ones:
            break
        progressed = False
        for i in sorted(open_ones, key=lambda j: (lows[j], highs[j], j)):
            before = (lows[i], highs[i], best)
            # "can he be held to lows[i]?", and, in the same call, "to below the best?"
            # (one oversight alone: its exact() runs the whole climb itself, its node
            # budget growing, instead of being restarted from a small budget each time
            # its lower bound rises)
            target_limit = min(limit, lows[i] + 1) if count > 1 else limit
            run_test(i, max(enough, best - 1), target_limit, round_cap)
            if (lows[i], highs[i], best) != before:
                progressed = True
                break  # the order (and the bound "below the best") may have changed
        if not progressed:
            round_cap *= 2
    if best > enough and best < limit:
        # several oversights may attain the value: the first in order is named (the
        # aware claimer before an oversight), as when they were valued one by one
        for i in range(count):
            if highs[i] == best:
                break
            if lows[i] <= best:  # not yet known whether a line of his attains it
                run_test(i, best, best + 1)
                if highs[i] == best:
                    break
    index = min(range(count), key=lambda i: (highs[i], i))
    if best > enough and best >= limit:
        # every oversight is proved at or above the limit: the least proved bound (the
        # best line known may lie far above the value)
        return index, min(lows)
    return index, highs[index]


def adjudicate(
    claim: Claim,
    plan: Plan,
    solver: DoubleDummySolver | None = None,
    settings: Settings = DEFAULT_SETTINGS,
    time_limit: float | None = None,
    progress: Callable[[SearchStats], None] | None = None,
    analyse: bool = True,
    quick_analysis: bool = False,
    alternatives: bool = True,
    jobs: int = 1,
) -> Ruling:
    """Rule on ``claim`` with its stated line ``plan`` (Laws 70 and 71).

    ``time_limit`` bounds the whole ruling, not only the search (issue 12): the line's
    description, the double-dummy values beside it and the analysis all stop at the
    same deadline; what runs past it is one uninterruptible solver call, the search
    positions between two looks at the clock (:data:`claims.search.CLOCK_EVERY`), and
    the double-dummy values of the line (:data:`claims.search.DD_GRACE_SECONDS`).
    With ``analyse`` the ruling also names the restrictions a standing claim rests on
    and the settings whose other value would change it, within the same time limit;
    ``quick_analysis`` (for a director waiting at the table) caps that check at about
    as long as the ruling itself, and the ruling says when it was cut.  Without
    ``alternatives`` the other normal cards along the line are not valued (a caller
    that needs only the tricks).  ``jobs``: processes for the search (the same ruling
    with any number, :mod:`claims.parallel`).

    The garbage collector stays paused for the whole ruling
    (:func:`claims.search.collector_paused`), not search by search: each time a search
    ended, the first allocation after the collector was switched back on walked every
    object the tables keep (Philadelphia 2010, seven cards: 303 pauses ended, 1.9 s of
    12.5 s in those walks).
    """
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    if jobs > 1 and clock.kind() == "cpu":
        # a forked worker's CPU seconds start from nothing: its deadline would never come
        raise ValueError(
            "the CPU clock counts this process only: a search shared out over "
            f"{jobs} processes needs the wall clock"
        )
    with collector_paused():
        return _adjudicate(
            claim, plan, solver, settings, time_limit, progress, analyse, quick_analysis,
            alternatives, jobs,
        )


def _adjudicate(
    claim: Claim,
    plan: Plan,
    solver: DoubleDummySolver | None,
    settings: Settings,
    time_limit: float | None,
    progress: Callable[[SearchStats], None] | None,
    analyse: bool,
    quick_analysis: bool,
    alternatives: bool,
    jobs: int,
) -> Ruling:
    position = claim.position.validate()
    steps = resolve_conditionals(plan, position, claim.side)
    deadline = None if time_limit is None else clock.now() + time_limit
    claimants = claimants_for(claim, plan, settings)
    claimant, outcome = worst_claimant(
        claim, claimants, steps, solver, deadline, progress, alternatives, jobs=jobs
    )
    aware = claimant.aware_of_trump
    dd = solver.tricks(position, claim.side) if solver is not None else None
    line = tuple(outcome.line)
    decisive: tuple[Decisive, ...] = ()
    effects: tuple[SettingEffect, ...] = ()
    # what the ruling rests on costs one search per rule and setting: a director waiting
    # at the table gets each check within a count of positions, not a span of time, so
    # that what it says does not vary with the machine's load (the time limit still
    # bounds the whole ruling)
    budget = AnalysisBudget(ANALYSIS_NODES, ANALYSIS_TOTAL_NODES) if quick_analysis else None
    cuts: list[NotAnalysed] = []
    if outcome.complete and analyse and not _expired(deadline):
        if outcome.claimer_tricks >= claim.tricks and claim.tricks > 0:
            decisive = _decisive_restrictions(
                claim,
                plan,
                claimants,
                steps,
                outcome.claimer_tricks,
                deadline,
                solver,
                budget,
                cuts,
            )
        effects = _setting_effects(
            claim,
            plan,
            settings,
            steps,
            outcome.claimer_tricks,
            deadline,
            solver,
            jobs,
            budget,
            cuts,
        )
    # the time limit's cut is said once for the whole analysis (below); a budget's names
    # each check it cut
    not_analysed = _merged([cut for cut in cuts if cut.reason != NOT_VALUED_TIME])
    analysis_cut = (
        analyse and outcome.complete and deadline is not None and clock.now() > deadline
    )
    oversight = claimant.sees.oversight
    shown = _marked_forced(
        position, line, oversight.cards if oversight is not None else frozenset()
    )
    laws, reasons = _explain(
        claim,
        plan,
        aware,
        outcome.claimer_tricks,
        line,
        decisive,
        outcome.complete,
        analysed=analyse and outcome.complete and not analysis_cut and not not_analysed,
        floor=outcome.floor,
        shown=shown,
    )
    reasons += tuple(effect.text for effect in effects)
    reasons += tuple(cut.text for cut in not_analysed)
    if claimant.sees.oversight is not None and outcome.claimer_tricks < claim.tricks:
        rule = R.ONE_OVERSIGHT
        reasons += (
            f"{claimant.sees.describe(position)}: {rule.summary} [{rule.name}, {rule.law}]",
        )
        if claimant.sees.oversight.trump and not any(law.startswith("70C") for law in laws):
            # the line is the one of a claimer unaware of the trump, as that reason says
            # (Law 70C2): the ruling rests on 70C even when no trick on it is won by the
            # trump itself (EBU 'Claim at the club': West leads his ♥T, the ruff that
            # the cross-ruff needed is gone, and the club is lost; the TD's "Law 70C")
            laws = (*laws, "70C2")
    if outcome.line_cut and outcome.complete:
        reasons += (
            f"the time limit stopped the tracing of the deciding line after {len(line)} "
            "card(s): the tricks are exact, the line below is its beginning",
        )
    if analysis_cut:
        reasons += (
            "the time limit cut short the check of which rules and settings the ruling "
            "rests on: the lists above may be incomplete",
        )
    plan_notes = tuple(note for step in line for note in step.plan_notes)
    ruled = outcome.claimer_tricks
    if claim.kind is ClaimKind.CONCESSION and outcome.complete and ruled < claim.tricks:
        # Law 71: "a concession must stand, once made", except that the director cancels
        # the concession of a trick that could not be lost.  It is never made bigger: a
        # normal line that loses more than was conceded leaves the concession as it was.
        stands = (
            f"the concession stands (Law 71): the worst normal line gives {ruled}, fewer "
            f"than the {claim.tricks} the conceding side kept, so no conceded trick is "
            "restored; a concession is never made bigger"
        )
        reasons = (stands, *reasons)
        ruled = claim.tricks
    return Ruling(
        claim=claim,
        plan=plan,
        claimer_tricks=ruled,
        double_dummy_tricks=dd,
        complete=outcome.complete,
        line=shown,
        laws=laws,
        verdict=_verdict(claim, ruled, outcome.complete, outcome.floor),
        reasons=reasons,
        # the finding on 70C2 (what the footer states), not the deciding line's: with
        # the trump forgotten costing nothing, the worst line may be an aware one
        aware_of_trump=claimer_awareness(claim, plan),
        settings=settings,
        result=_result(claim, ruled),
        stats=outcome.stats,
        plan_notes=plan_notes,
        decisive=decisive,
        setting_effects=effects,
        not_analysed=not_analysed,
        oversight=claimant.sees.describe(position),
        floor=ruled if outcome.complete else outcome.floor,
    )


def keeps_claimed(
    claim: Claim,
    plan: Plan,
    solver: DoubleDummySolver | None = None,
    settings: Settings = DEFAULT_SETTINGS,
    time_limit: float | None = None,
) -> bool | None:
    """Whether every normal line under ``plan`` gives the claimer at least the tricks he
    claimed, as :func:`adjudicate` would rule (``claimer_tricks >= claim.tricks``), or
    None when the time limit cut the search.  One threshold test over the oversights:
    the first line below the claim ends it, and no line is traced or described, no
    double-dummy value read (the suggestion's question for each candidate statement;
    it used to rule each in full, about ten times the ruling's own search on 8-card
    claims)."""
    if claim.kind is ClaimKind.CONCESSION:
        return True  # Law 71: a concession is never made bigger (see _adjudicate)
    deadline = None if time_limit is None else clock.now() + time_limit
    position = claim.position.validate()
    steps = resolve_conditionals(plan, position, claim.side)
    claimants = claimants_for(claim, plan, settings)
    with collector_paused():
        worst = _worst_within(
            claim, claimants, steps, solver, deadline, claim.tricks - 1, claim.tricks
        )
    if isinstance(worst, str):
        return None
    return worst >= claim.tricks


TEST_NOTE = "allowed only to test the rule"


def _expired(deadline: float | None) -> bool:
    return deadline is not None and clock.now() > deadline


def _worst_line(
    claim: Claim,
    claimants: list[Claimant],
    steps: tuple[Step, ...],
    deadline: float | None,
    solver: DoubleDummySolver | None = None,
    below: int | None = None,
    same: int | None = None,
    nodes: int | None = None,
    searches: dict[int, RestrictedSearch] | None = None,
) -> tuple[int, Card | None] | str:
    """The worst normal line's value over the oversights of ``claimants``, and the first
    card a relaxed rule let through on it; when the search was cut short, why:
    :data:`NOT_VALUED_TIME` (the deadline passed) or :data:`NOT_VALUED_BUDGET` (an
    oversight's search reached ``nodes`` positions, counted from the call's start).
    With ``below``, a caller that only asks whether the value is below it gets
    ``(below, None)`` when it is not, proved by tests cut at that bound (most relaxed
    rules change nothing: no line need be found, described or traced); with ``same``,
    ``(same, None)`` when the value is ``same`` (most other settings).  The solver
    values a stated squeeze in one call where the pure-Python fallback would search the
    whole tree (issue 12); the alternatives along the line are not needed here.
    ``searches``: filled with the oversights' searches (what they cost)."""
    if _expired(deadline):
        return NOT_VALUED_TIME
    # the bounded tests' tables carry into the full search when they do not settle it:
    # their lines and bounds are the same claimants' on the same position
    if searches is None:
        searches = {}
    if below is not None:
        worst = _worst_within(
            claim, claimants, steps, solver, deadline, below - 1, below, searches, nodes
        )
        if isinstance(worst, str):
            return worst
        if worst >= below:
            return below, None
    if same is not None:
        worst = _worst_within(
            claim, claimants, steps, solver, deadline, same - 1, same + 1, searches, nodes
        )
        if isinstance(worst, str):
            return worst
        if worst == same:
            return same, None
    _, run = worst_claimant(
        claim,
        claimants,
        steps,
        solver,
        deadline,
        alternatives=False,
        searches=searches,
        nodes=nodes,
    )
    if not run.complete:
        return _why_cut(searches)
    card = next((s.card for s in run.line if s.note == TEST_NOTE), None)
    return run.claimer_tricks, card


def _worst_within(
    claim: Claim,
    claimants: list[Claimant],
    steps: tuple[Step, ...],
    solver: DoubleDummySolver | None,
    deadline: float | None,
    enough: int,
    limit: int,
    searches: dict[int, RestrictedSearch] | None = None,
    nodes: int | None = None,
) -> int | str:
    """The worst normal line's value over the oversights, exact when it lies strictly
    between ``enough`` and ``limit``: a value at or below ``enough`` is a line's (the
    first such oversight ends it), one at or above ``limit`` a lower bound.  When the
    deadline or the node budget (``nodes`` positions an oversight, as in
    :func:`_worst_line`) cuts the tests, why (a string).  No line is traced or
    described.  ``searches`` keeps each claimant's search (its table of bounds) for a
    later call."""
    position = claim.position
    start = initial_state(steps, position, claim.side)
    found = _searches_of(claimants, position, solver, deadline, searches, None, nodes)
    try:
        with collector_paused():
            return _lowest_over(found, position, start, enough, limit)[1]
    except SearchTimeout:
        return _why_cut({i: search for i, search in enumerate(found)})


def _why_cut(searches: dict[int, RestrictedSearch]) -> str:
    """Why a search of ``searches`` stopped: the deadline (read first: a cut it caused
    says so whatever the counts) or the node budget."""
    return next(iter(searches.values()))._why_stopped() if searches else NOT_VALUED_TIME


def _searches_of(
    claimants: list[Claimant],
    position: EndPosition,
    solver: DoubleDummySolver | None,
    deadline: float | None,
    searches: dict[int, RestrictedSearch] | None,
    progress: Callable[[SearchStats], None] | None = None,
    nodes: int | None = None,
) -> list[RestrictedSearch]:
    """The searches of ``claimants`` (see :func:`_search_of`), all on one table: the
    oversights of one claim share the positions where what was overlooked is gone
    (:class:`claims.search.SharedTable`); an earlier call's searches bring theirs.  A
    new search stops at ``nodes`` positions as at the deadline."""
    table = next(iter(searches.values())).table if searches else SharedTable()
    return [
        _search_of(c, position, solver, deadline, searches, progress, table, nodes)
        for c in claimants
    ]


def _search_of(
    claimant: Claimant,
    position: EndPosition,
    solver: DoubleDummySolver | None,
    deadline: float | None,
    searches: dict[int, RestrictedSearch] | None,
    progress: Callable[[SearchStats], None] | None = None,
    table: SharedTable | None = None,
    nodes: int | None = None,
) -> RestrictedSearch:
    """The search of ``claimant``: the one in ``searches`` (keyed by the claimant's
    identity: the caller keeps the claimants alive) or a new one, kept there.  The
    searches kept in one ``searches`` are of one claim and statement: one ``table``."""
    search = None if searches is None else searches.get(id(claimant))
    if search is None:
        search = RestrictedSearch(claimant, solver, deadline, progress, table)
        search.root_cards = sum(len(hand) for hand in position.hands)
        if nodes is not None:
            search._within(nodes)
        if searches is not None:
            searches[id(claimant)] = search
    return search


def _relaxed(claimants: list[Claimant], rule: Rule) -> list[Claimant]:
    return [replace(c, relaxed=frozenset({rule})) for c in claimants]


def _decisive_restrictions(
    claim: Claim,
    plan: Plan,
    claimants: list[Claimant],
    steps: tuple[Step, ...],
    value: int,
    deadline: float | None,
    solver: DoubleDummySolver | None = None,
    budget: AnalysisBudget | None = None,
    cuts: list[NotAnalysed] | None = None,
) -> tuple[Decisive, ...]:
    """Which restrictions of the model a standing claim rests on: switch each off in
    turn (and the statement as a whole) and see whether a worse normal line appears.
    Each check within the ``budget`` (None: unbounded); ``cuts`` collects the checks
    that were cut."""
    found: list[Decisive] = []
    if steps:
        silent = replace(claim, trump_aware=bool(claim.trump_aware))
        unstated = claimants_for(silent, Plan(), claimants[0].settings)
        result = _budgeted_worst_line(claim, unstated, (), deadline, solver, value, budget)
        if isinstance(result, str):
            if cuts is not None:
                cuts.append(NotAnalysed("statement", (), result))
        elif result[0] < value:
            found.append(Decisive(R.STATED_LINE, result[0], None))
    found += _decisive_among(
        claim, claimants, steps, value, deadline, solver, R.RESTRICTING_RULES, budget, cuts
    )
    return tuple(found)


def _budgeted_worst_line(
    claim: Claim,
    claimants: list[Claimant],
    steps: tuple[Step, ...],
    deadline: float | None,
    solver: DoubleDummySolver | None,
    value: int,
    budget: AnalysisBudget | None,
) -> tuple[int, Card | None] | str:
    """:func:`_worst_line` below ``value`` within the ``budget``'s allowance for one
    check, the positions it searched taken off the budget."""
    used: dict[int, RestrictedSearch] = {}
    result = _worst_line(
        claim,
        claimants,
        steps,
        deadline,
        solver,
        below=value,
        nodes=_allowance(budget),
        searches=used,
    )
    _spend(budget, used)
    return result


def _names(rules: tuple[Rule, ...]) -> tuple[str, ...]:
    return tuple(rule.name for rule in rules)


def _decisive_among(
    claim: Claim,
    claimants: list[Claimant],
    steps: tuple[Step, ...],
    value: int,
    deadline: float | None,
    solver: DoubleDummySolver | None,
    rules: tuple[Rule, ...],
    budget: AnalysisBudget | None = None,
    cuts: list[NotAnalysed] | None = None,
) -> list[Decisive]:
    """The rules of ``rules`` each of which, switched off alone, lets a worse line in,
    found by halving: switching off several rules at once only adds plays (a relaxed
    rule adds the legal cards it alone excluded, :func:`claims.normal_play.normal_plays`),
    so when no worse line appears with the whole group off, none appears with any one
    of them off, and one bounded test clears the group.  Most standing claims rest on
    few rules: a handful of tests instead of one per rule.  Each test within the
    ``budget`` (None: unbounded); a group whose test was cut goes to ``cuts`` whole
    (halving it would spend the budget again on each half, up to twice as many tests
    as rules)."""
    if not rules:
        return []
    if _expired(deadline):
        if cuts is not None:
            cuts.append(NotAnalysed("rules", _names(rules), NOT_VALUED_TIME))
        return []
    if len(rules) == 1:
        rule = rules[0]
        result = _budgeted_worst_line(
            claim, _relaxed(claimants, rule), steps, deadline, solver, value, budget
        )
        if isinstance(result, str):
            if cuts is not None:
                cuts.append(NotAnalysed("rules", _names(rules), result))
            return []
        if result[0] < value:
            return [Decisive(rule, result[0], result[1])]
        return []
    group = [replace(c, relaxed=frozenset(rules)) for c in claimants]
    tried: dict[int, RestrictedSearch] = {}
    worst = _worst_within(
        claim, group, steps, solver, deadline, value - 1, value, tried, _allowance(budget)
    )
    _spend(budget, tried)
    if isinstance(worst, str):
        if cuts is not None:
            cuts.append(NotAnalysed("rules", _names(rules), worst))
        return []
    if worst >= value:
        return []  # none of them decides
    half = len(rules) // 2
    return _decisive_among(
        claim, claimants, steps, value, deadline, solver, rules[:half], budget, cuts
    ) + _decisive_among(
        claim, claimants, steps, value, deadline, solver, rules[half:], budget, cuts
    )


@dataclass(frozen=True, slots=True)
class SettingEffect:
    """A setting whose other value would change the ruling: the setting decided."""

    name: str
    used: str
    other: str
    tricks_with_other: int

    @property
    def text(self) -> str:
        return (
            f"the setting {self.name} = {self.used} decided: with {self.other} the claimer's "
            f"side would get {self.tricks_with_other}"
        )


def _alternatives(claim: Claim, settings: Settings) -> list[tuple[str, str, str, Settings]]:
    """The other value of each setting that can change this claim's ruling.  ``ruffing``
    chooses among the claimer's side's trumps only (normal_play's ruffs and overruffs):
    in notrump, or when his side holds no trump, it cannot change anything and is not
    ruled again (Philadelphia 2010, 3NT: that rerun took a share of the analysis's
    budget and was cut by it, to say nothing)."""
    order = SuitOrder.TOP_DOWN if settings.suit_order is SuitOrder.SOLIDITY else SuitOrder.SOLIDITY
    out = [
        ("suit-order", settings.suit_order.value, order.value, replace(settings, suit_order=order)),
    ]
    if _side_holds_trumps(claim):
        ruff = RuffChoice.LOWEST if settings.ruffing is RuffChoice.ANY else RuffChoice.ANY
        out.append(("ruffing", settings.ruffing.value, ruff.value, replace(settings, ruffing=ruff)))
    scope = (
        OversightScope.EVERY_SUIT
        if settings.oversight is OversightScope.ONE
        else OversightScope.ONE
    )
    out.append(
        ("oversight", settings.oversight.value, scope.value, replace(settings, oversight=scope))
    )
    if settings.player_class is PlayerClass.EXPERT:
        # only a case ruled for experts is ruled again for the general class: the
        # default's rulings pay nothing for a setting they do not use
        general = PlayerClass.GENERAL
        out.append(
            (
                "player-class",
                settings.player_class.value,
                general.value,
                replace(settings, player_class=general),
            )
        )
    for forgotten in (settings.forgotten_cards - 1, settings.forgotten_cards + 1):
        if forgotten >= 0:
            out.append(
                (
                    "forgotten",
                    str(settings.forgotten_cards),
                    str(forgotten),
                    replace(settings, forgotten_cards=forgotten),
                )
            )
    return out


def _setting_effects(
    claim: Claim,
    plan: Plan,
    settings: Settings,
    steps: tuple[Step, ...],
    value: int,
    deadline: float | None,
    solver: DoubleDummySolver | None = None,
    jobs: int = 1,
    budget: AnalysisBudget | None = None,
    cuts: list[NotAnalysed] | None = None,
) -> tuple[SettingEffect, ...]:
    """Rule again under each other value of each setting; keep those that differ.  With
    ``jobs`` > 1 the settings are ruled on that many processes at once (each in its own
    process, without the solver: the values are the same, in the order of the list).
    Each gets an equal share of what the ``budget`` has left (its own count: the same
    in any process); ``cuts`` collects those cut."""
    found: list[SettingEffect] = []
    current = claimants_for(claim, plan, settings)
    others = [
        other
        for other in _alternatives(claim, settings)
        if not _same_claimants(claim, plan, settings, other[3], current)
    ]
    # each alternative's plan and steps: the statement read again when the setting is
    # the parser's (listed_order, only when he listed tricks with "then")
    plans = [(plan, steps)] * len(others)
    if plan.listed_then:
        listed = (
            ListedOrder.THEN_ORDER
            if settings.listed_order is ListedOrder.COUNT
            else ListedOrder.COUNT
        )
        other_plan = parse_statement(
            plan.text,
            claim.position,
            claim.claimer,
            then_orders=listed is ListedOrder.THEN_ORDER,
        )
        others.append(
            (
                "listed-order",
                settings.listed_order.value,
                listed.value,
                replace(settings, listed_order=listed),
            )
        )
        plans.append(
            (other_plan, resolve_conditionals(other_plan, claim.position, claim.side))
        )
    nodes = None if budget is None else budget.allowance(len(others))
    calls = [
        (
            claim,
            claimants_for(claim, other_plan, changed),
            other_steps,
            deadline,
            solver,
            None,
            value,
            nodes,
        )
        for (_, _, _, changed), (other_plan, other_steps) in zip(others, plans, strict=True)
    ]
    results = map_in_processes(_worst_line, calls, jobs, _without_solver)
    for (name, used, other, _), result in zip(others, results, strict=True):
        if isinstance(result, str):
            if cuts is not None:
                cuts.append(
                    NotAnalysed("settings", (f"{name} = {used} (against {other})",), result)
                )
        elif result[0] != value:
            found.append(SettingEffect(name, used, other, result[0]))
    return tuple(found)


# the settings that only choose what he may have overlooked at the claim: read by
# claimants_for (candidate_oversights) and by nothing else of the model
_OVERSIGHT_SETTINGS = ("forgotten_cards", "oversight")


def _same_claimants(
    claim: Claim, plan: Plan, settings: Settings, changed: Settings, current: list[Claimant]
) -> bool:
    """Whether ``changed`` (another value of ``forgotten`` or ``oversight``) leaves the
    ruling as it is because it gives the same oversights: the claimants are then the
    same but for the settings, whose other fields the normal plays read are unchanged,
    so every search is the same.  Most claims explained without an oversight are: the
    claimant is the one who overlooked nothing whatever either setting says, and ruling
    again under it only spent the analysis's budget."""
    if any(
        getattr(changed, name) != getattr(settings, name)
        for name in Settings.__dataclass_fields__
        if name not in _OVERSIGHT_SETTINGS
    ):
        return False
    others = claimants_for(claim, plan, changed)
    return [replace(c, settings=settings) for c in others] == current


def _side_holds_trumps(claim: Claim) -> bool:
    """Whether a hand of the claimer's side holds a trump at the claim."""
    position = claim.position
    trump = position.trump
    return trump is not None and any(
        card.suit == trump for seat in claim.side.seats for card in position.hands[seat]
    )


def _without_solver(call: tuple[Any, ...]) -> tuple[Any, ...]:
    """A call of :func:`_worst_line` for another process: the solver stays here."""
    return (*call[:4], None, *call[5:])


def _marked_forced(
    position: EndPosition,
    line: tuple[LineStep, ...],
    overlooked: frozenset[Card] = frozenset(),
) -> tuple[LineStep, ...]:
    """The line as shown: a card of the claimer's side that was his only legal card
    carries no rule (a rule tag on a singleton is noise a director must read past); its
    note says it was the only card.  The laws were read from the line before this.

    A hand of trumps alone must ruff a trick led in another suit: "partner's sure winner
    is not ruffed" or "a trick he can surely win is taken" beside that ruff reads as the
    rule broken, or as the reason for a ruff the hand could not avoid (010: the ♥2 from
    ♥A-K-2, overruffed, read "win-when-able"); those two go, and the note says why he
    ruffs.  A card that takes a trick he can surely win *in his eyes* and loses it to the
    card he overlooked says so (Philadelphia: the ♥8 under West's ♥9): ``overlooked``,
    the cards of the oversight the ruling was made under."""
    winners = _trick_winning_cards(position, line)
    claimed = position
    out = []
    for step, winning in zip(line, winners, strict=True):
        if step.claimer_side and len(position.legal_plays()) == 1:
            step = replace(step, rules=(), note="the only card")
        elif step.claimer_side and _ruffs_with_only_trumps(position, step):
            rules = tuple(rule for rule in step.rules if rule not in _MOOT_WITH_ONLY_TRUMPS)
            if rules != step.rules:
                step = replace(step, rules=rules, note=step.note or ONLY_TRUMPS)
        elif (
            step.claimer_side
            and R.WIN_WHEN_ABLE in step.rules
            and not step.note
            and winning is not None
            and winning in overlooked
        ):
            holder = _holder_text(claimed, winning)
            step = replace(step, note=f"a sure winner in his eyes: he overlooked {holder}{winning}")
        out.append(step)
        position = position.play(step.card)
    return tuple(out)


# a careless choice's reason when his hand held trumps alone (the card shown "only
# trumps left"): he had to ruff, and the rules say which trump
ONLY_TRUMPS_WHY = "he holds only trumps, so he must ruff: "
# rules that cannot be why a hand of trumps alone ruffs (it has nothing else to play)
_MOOT_WITH_ONLY_TRUMPS: tuple[Rule, ...] = (R.NO_RUFFING_PARTNER, R.WIN_WHEN_ABLE)


# a standing claim that no one restriction decides (Ruling.reasons): with no statement,
# every rule switched off at once leaves any legal play; with one, the stated line's
# turns stay bound, so the two keep the tricks each without the other
NO_LEGAL_PLAY_LOSES: Final = "no legal play of the claimer's side loses a trick either"
EACH_KEEPS_IT: Final = (
    "no one restriction decides: his stated line keeps every trick with the rules of "
    "normal play switched off, and those rules keep them without the statement"
)


def _holder_text(position: EndPosition, card: Card) -> str:
    """"West's " for a card West holds in ``position`` ("" when nobody does)."""
    holder = position.holder(card)
    return f"{holder.full_name}'s " if holder is not None else ""


def _trick_winning_cards(
    position: EndPosition, line: tuple[LineStep, ...]
) -> list[Card | None]:
    """For each step of ``line``, the card that won its trick (None for a trick the
    line does not finish); the first trick counts the cards played before the claim."""
    out: list[Card | None] = []
    pending = 0
    for step in line:
        pending += 1
        if step.trick_winner is not None:
            cards = (*position.trick, step.card)
            card = cards[(step.trick_winner.value - position.leader.value) % 4]
            out.extend([card] * pending)
            pending = 0
        position = position.play(step.card)
    out.extend([None] * pending)
    return out


def _ruffs_with_only_trumps(position: EndPosition, step: LineStep) -> bool:
    """``step`` ruffs a trick led in another suit from a hand holding nothing but trumps."""
    trump = position.trump
    return (
        trump is not None
        and bool(position.trick)
        and position.trick[0].suit != trump
        and step.card.suit == trump
        and all(card.suit == trump for card in position.hand(position.to_play))
    )


def _verdict(claim: Claim, tricks: int, complete: bool, floor: int = 0) -> str:
    remaining = claim.position.tricks_left
    who = claim.claimer.full_name
    other = claim.side.other.label
    if claim.kind is ClaimKind.CONCESSION:
        head = (
            f"concession of {remaining - claim.tricks} of {remaining} by {who} "
            f"(keeping {claim.tricks})"
        )
    else:
        head = f"claim of {claim.tricks} of {remaining} by {who}"
    split = f"{tricks} to {claim.side.label}, {remaining - tricks} to {other}"
    if not complete:
        cut = "(search stopped at the time limit: incomplete)"
        if floor > claim.tricks:
            # more than he kept, on every line: at least that many conceded tricks
            # come back (Law 71), perhaps more
            return (
                f"{head}: conceded tricks restored (Law 71): at least {floor} to "
                f"{claim.side.label} proved {cut}"
            )
        if floor == claim.tricks:
            # every normal line was proved to give him what he kept: it stands, whatever
            # the exact count (a conceded trick might still come back, Law 71)
            return f"{head} stands: at least {floor} to {claim.side.label} proved {cut}"
        return f"{head}: at most {split}; at least {floor} to {claim.side.label} proved {cut}"
    if tricks == claim.tricks:
        status = " stands"
    elif tricks > claim.tricks:
        # "(keeping 0) conceded tricks restored" read as one run-on phrase
        restored = tricks - claim.tricks
        status = (
            f": {restored} conceded trick{'s' if restored != 1 else ''} restored (Law 71)"
        )
    else:
        status = " does not stand"
    return f"{head}{status}: {split}"


def _result(claim: Claim, tricks: int) -> ContractResult | None:
    if claim.contract is None:
        return None
    position = claim.position
    remaining = position.tricks_left
    if sum(position.tricks_won) + remaining != 13:
        # the tricks won before the claim are not known (a case without [position] won):
        # a final result would be invented, and a "7 off" on a made contract misleads
        return None
    declarer_side = position.declarer.side
    before = position.tricks_won[declarer_side]
    gained = tricks if claim.side == declarer_side else remaining - tricks
    total = before + gained
    return ContractResult(
        claim.contract,
        total,
        claim.contract.score(total, claim.vulnerable),
        claim.vulnerable,
        declarer_side,
    )


def _card_list(cards: tuple[Card, ...]) -> str:
    return ", ".join(str(c) for c in cards)


def _trump_out(claim: Claim) -> bool:
    trump = claim.position.trump
    return trump is not None and any(
        c.suit == trump for seat in claim.side.other.seats for c in claim.position.hands[seat]
    )


def _why_rather(rules: tuple[Rule, ...], step: LineStep) -> tuple[Rule, ...]:
    """The rules that make the card played normal *rather than* the better one: those
    the better card's play does not carry too (010: the ♥2 ruff rather than the ♥K is
    normal because of ruff-low; win-when-able, why he ruffs at all, holds for the ♥K
    too, and read as if the ♥2 surely won).  All of them when the two share every one
    (the line shows each card's rules in full either way)."""
    own = tuple(rule for rule in rules if rule not in step.best_alternative_rules)
    return own or rules


def _lost_to_trump(claim: Claim, line: tuple[LineStep, ...]) -> bool:
    """Did an opponent win a trick on the line with a trump (70C3): by ruffing, or in a
    trick of trumps (the claimer who "has the last trump" leads it into a higher one)?"""
    trump = claim.position.trump
    if trump is None:
        return False
    trick: list[LineStep] = []
    led_suit = claim.position.trick[0].suit if claim.position.trick else None
    for step in line:
        trick.append(step)
        if led_suit is None:
            led_suit = step.card.suit
        if step.trick_winner is not None:
            winner = step.trick_winner
            if winner.side != claim.side:
                winning = [s for s in trick if s.seat == winner]
                if winning and winning[0].card.suit == trump:
                    return True
            trick, led_suit = [], None
    return False


def line_counts(
    line: tuple[LineStep, ...], side: Side, remaining: int
) -> list[tuple[int, int]]:
    """For each step of ``line``: the tricks ``side`` has won on the line before that
    step's trick, and the tricks left at it (that trick included).  A card's value (what
    an alternative keeps, the double dummy of a trick) counts from its own trick; the
    ruling counts from the claim."""
    out = []
    won = done = 0
    for step in line:
        out.append((won, remaining - done))
        if step.trick_winner is not None:
            done += 1
            won += int(step.trick_winner.side == side)
    return out


def keeps_text(better: int, at_least: bool, won: int, left: int, remaining: int) -> str:
    """What an alternative card keeps, in the ruling's terms: the tricks since the claim,
    and, past the first trick, the tricks of those left that it keeps ("which keeps 4"
    at trick 2 of a claim of 5 read as one trick short when it was every trick)."""
    least = "at least " if at_least else ""
    if left == remaining:
        return f"{least}{better}"
    return f"{least}{won + better} since the claim: {least}{better} of the {left} tricks left"


def _explain(
    claim: Claim,
    plan: Plan,
    aware: bool,
    tricks: int,
    line: tuple[LineStep, ...],
    decisive: tuple[Decisive, ...] = (),
    complete: bool = True,
    analysed: bool = True,
    floor: int = 0,
    shown: tuple[LineStep, ...] | None = None,
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The laws cited and the reasons.  ``floor``: when not ``complete``, the count the
    search proved before the time limit (``tricks`` is then the worst line found).
    ``shown``: the line as the ruling shows it (:func:`_marked_forced`); a careless
    choice's reason names the rules shown beside its card, the laws are read from
    ``line``."""
    laws: list[str] = []
    reasons: list[str] = []

    def cite(law: str) -> None:
        if law not in laws:
            laws.append(law)

    counts = line_counts(line, claim.side, claim.position.tricks_left)
    deciding = [
        (step, count, shown_step)
        for step, count, shown_step in zip(line, counts, shown or line, strict=True)
        if step.claimer_side and step.made_worse
    ]

    def careless_choices() -> None:
        """Each careless choice of the deciding line, and why it counts as normal."""
        for step, (won, left), shown_step in deciding:
            card, better = step.best_alternative or (step.card, 0)
            # a bound where the description's positions ran out (as the line shows it)
            keeps = keeps_text(
                better, step.best_alternative_at_least, won, left, claim.position.tricks_left
            )
            # the rules beside the card as the line shows it: the ruff of a hand of
            # trumps alone is not "partner's sure winner is not ruffed" (teams trial)
            rules = shown_step.rules or step.rules
            why = "; ".join(f"{r.summary} [{r.name}, {r.law}]" for r in _why_rather(rules, step))
            if shown_step.note == ONLY_TRUMPS:
                why = ONLY_TRUMPS_WHY + why
            reasons.append(
                f"{step.seat.full_name} plays {step.card} rather than {card} "
                f"(which keeps {keeps}): normal because {why}"
            )
            for rule in step.rules:
                if rule not in (R.STATED_LINE,):
                    cite(rule.law)
            if R.UNSTATED_FINESSE in step.best_alternative_rules:
                cite("70E1")
                reasons.append(
                    f"{card} would have been a finesse he did not state: an unstated line "
                    "that depends on where an opponent's card lies is not credited (70E1)"
                )

    # A concession that keeps exactly what a normal line gives stands because of that
    # line (LK 1408: dummy's H9 led into the HJ): the reasons are its careless choices,
    # not "no normal line loses a trick", which is measured against the count he kept.
    # So also when the line has no careless choice (he kept what double dummy gives):
    # the reasons and laws do not depend on whether the double-dummy values beside the
    # line were computed (``claim check`` rules without them, and cited 70C and "no
    # normal line loses a trick" where ``claim rule`` cited 71 alone)
    at_double_dummy = bool(line) and line[0].dd_value == tricks
    conceded_to_a_normal_line = claim.kind is ClaimKind.CONCESSION and tricks == claim.tricks
    if tricks < claim.tricks:
        cite("70A")
        careless_choices()
        if claim.position.trump is not None and not aware and _lost_to_trump(claim, line):
            cite("70C")
            reasons.append(
                "a trick is lost to the opponents' outstanding trump: the statement does not "
                "mention it, the claimer may have been unaware of it, and a normal play loses "
                "a trick to it (Law 70C1-3)"
            )
        if not complete:
            reasons.append(
                f"the search stopped at the time limit: the line below is a normal line on "
                f"which the claimer's side gets only {tricks}, so the claim fails; a still "
                "worse line may exist"
            )
            for step in line:
                if step.claimer_side:
                    for rule in step.rules:
                        cite(rule.law)
        elif not deciding:
            reasons.append(
                "every normal line loses these tricks: the claim fails whatever the claimer "
                "does within his statement"
            )
            for step in line:
                if step.claimer_side:
                    for rule in step.rules:
                        if rule is not R.STATED_LINE:
                            cite(rule.law)
        if plan.steps and not plan.is_empty:
            cite("70D1")
    elif not complete:
        # no line found loses what he kept, but the search did not see every line: only
        # what it proved may be said (the old text called the found count proved)
        if floor >= claim.tricks:
            reasons.append(
                f"the search stopped at the time limit: every normal line was proved to give "
                f"the claimer's side at least {floor}, so the claim stands; whether a "
                f"conceded trick comes back (Law 71) is not settled: the worst line found "
                f"gives {tricks}"
            )
            if floor > claim.tricks:
                cite("71")
                reasons.append(
                    f"at least {floor - claim.tricks} conceded trick(s) could not be lost by "
                    "any normal play of the remaining cards: restored (Law 71)"
                )
        else:
            reasons.append(
                f"the search stopped at the time limit: no normal line found gives the "
                f"claimer's side fewer than {claim.tricks}, but not every line was searched "
                f"(at least {floor} proved, at most {tricks} found): the claim is not decided"
            )
    else:
        if tricks > claim.tricks:
            cite("71")
            reasons.append(
                f"{tricks - claim.tricks} conceded trick(s) could not be lost by any normal "
                "play of the remaining cards: restored (Law 71)"
            )
        elif conceded_to_a_normal_line and at_double_dummy and not deciding:
            reasons.append(
                f"the concession stands (Law 71): even double dummy the conceding side takes "
                f"only the {tricks} trick(s) it kept, so no conceded trick is restored"
            )
        elif conceded_to_a_normal_line:
            reasons.append(
                f"the concession stands (Law 71): a normal line (below) gives only the "
                f"{tricks} trick(s) the conceding side kept, so no conceded trick is restored"
            )
            careless_choices()
        else:
            reasons.append(
                "no normal line within the statement loses a trick against the best defence"
            )
        for item in decisive:
            cite(item.rule.law)
            if item.rule is R.STATED_LINE and plan.mentions_trump and _trump_out(claim):
                cite("70C1")
                reasons.append(
                    "the statement mentions the outstanding trump: Law 70C does not apply (70C1)"
                )
            reasons.append("it stands on " + item.text)
        # only when every restriction was tried: a cut analysis proves nothing
        if not decisive and tricks == claim.tricks and analysed and not conceded_to_a_normal_line:
            # what was tried: each rule and the statement in turn, and every rule at once
            # with the statement kept.  With a stated line that does not reach "any legal
            # play": the stated ruff a careless claimer need not make (FIGB 2013: "I ruff
            # in hand" and win-when-able each keep the trick; a discard loses it)
            if plan.steps:
                cite("70D1")  # his stated line and normal play: each keeps every trick
                reasons.append(EACH_KEEPS_IT)
            else:
                reasons.append(NO_LEGAL_PLAY_LOSES)
        if (
            _trump_out(claim)
            and not claimer_awareness(claim, plan)
            and not conceded_to_a_normal_line
        ):
            cite("70C")
            reasons.append(
                "the claimer may have been unaware of the outstanding trump, but no normal "
                "play loses a trick to it (Law 70C3 is not met)"
            )
    if claim.kind is ClaimKind.CONCESSION:
        cite("71")
    if claim.is_defender_claim:
        cite("70D2")
    for step in line:
        for note in step.plan_notes:
            reasons.append(f"the stated line: {note}")
    if plan.unknown:
        reasons.append(
            "words not understood, treated as not stated (70A): "
            + ", ".join(repr(w) for w in plan.unknown)
        )
    return tuple(laws), tuple(reasons)
