"""Text of a ruling for the terminal: what was understood, the verdict, the reasons and
the deciding line trick by trick.  Pure functions: tests read what a director sees."""

from __future__ import annotations

from typing import Any

from claims.cards import Card, Seat
from claims.plan import Plan
from claims.ruling import Ruling, keeps_text
from claims.search import LineStep
from claims.service import Suggestion
from claims.statement import describe_extras, structured_text
from claims.statement import describe_step as describe_plan_step

from .i18n import awareness_line, unvalued_text
from .render import Style


def understood_lines(plan: Plan) -> list[str]:
    """ "Understood as": each step of the plan beside the words it came from."""
    lines = [f"Statement: {plan.text!r}" if plan.text.strip() else "Statement: none"]
    steps = [step for step in plan.steps if step.words or describe_plan_step(step)]
    if steps:
        lines.append("Understood as:")
        for step in steps:
            words = f"  <- {step.words!r}" if step.words else ""
            lines.append(f"  - {describe_plan_step(step)}{words}")
    elif plan.text.strip() and not plan.steps and not plan.unknown:
        # "en bet", "one down": the result said, nothing of how (the count decides)
        lines.append("Understood as:")
        lines.append(f"  - the result only, no line stated  <- {plan.text.strip()!r}")
    extras = describe_extras(plan)
    if extras and not steps:
        lines.append("Understood as:")
    for meaning, said in extras:
        # what he said he will not do, a proviso, an expected overruff: no step
        lines.append(f"  - {meaning}" + (f"  <- {said!r}" if said else ""))
    if plan.unknown:
        lines.append(
            "Not understood (treated as not stated, Law 70A): "
            + ", ".join(repr(word) for word in plan.unknown)
        )
    if plan.text.strip() and steps:
        # issue 9: the director corrects a misreading by typing the line himself
        lines.append(f"As a structured line (to correct it): --statement {structured_text(plan)!r}")
    return lines


def tricks_of(line: tuple[LineStep, ...]) -> list[list[LineStep]]:
    tricks: list[list[LineStep]] = [[]]
    for step in line:
        tricks[-1].append(step)
        if step.trick_winner is not None:
            tricks.append([])
    return [trick for trick in tricks if trick]


def step_text(step: LineStep, style: Style, won: int = 0, left: int = 0, remaining: int = 0) -> str:
    """One card of the line; ``won``, ``left``, ``remaining``: the claimer's side's
    tricks before this trick, the tricks left at it and at the claim (what an
    alternative keeps is said in the ruling's terms, :func:`claims.ruling.keeps_text`)."""
    text = f"{step.seat.full_name} {style.card(step.card)}"
    if step.claimer_side and step.rules:
        text += " [" + ", ".join(f"{rule.name} {rule.law}" for rule in step.rules) + "]"
    if step.note:
        text += f" ({step.note})"
    if step.best_alternative is not None:
        card, better = step.best_alternative
        keeps = keeps_text(better, step.best_alternative_at_least, won, left, remaining)
        text += f" <- worse than {style.card(card)}, which keeps {keeps}"
    not_valued = unvalued_text(step, style)
    if not_valued:
        text += ("; " if step.best_alternative is not None else " <- ") + not_valued
    return text


def played_before_claim(ruling: Ruling) -> list[tuple[Seat, Card]]:
    """The cards of the current trick played before the claim, in order."""
    position = ruling.claim.position
    return [(position.leader.next(index), card) for index, card in enumerate(position.trick)]


def line_lines(ruling: Ruling, style: Style) -> list[str]:
    side = ruling.claim.side.label
    lines = [
        "Deciding line (the worst normal line against the best defence):"
        if ruling.complete
        else "Worst normal line found before the time limit:"
    ]
    if not ruling.line:
        lines.append("  (no play: best play from the start, as stated)")
    won = 0
    for number, trick in enumerate(tricks_of(ruling.line), 1):
        first = trick[0]
        left = ruling.remaining - number + 1
        dd = (
            ""
            if first.dd_value is None
            else f"   [double dummy from here: {side} {first.dd_value} of {left}]"
        )
        lines.append(f"  trick {number}:{dd}")
        if number == 1:
            # the cards of the current trick played before the claim: without them the
            # first trick is not whole ("-> West wins the trick" and West played nothing)
            lines.extend(
                f"    {seat.full_name} {style.card(card)} (before the claim)"
                for seat, card in played_before_claim(ruling)
            )
        for step in trick:
            lines.append(f"    {step_text(step, style, won, left, ruling.remaining)}")
        winner = trick[-1].trick_winner
        if winner is not None:
            lines.append(f"    -> {winner.full_name} wins the trick")
            won += int(winner.side == ruling.claim.side)
    return lines


def ruling_text(
    ruling: Ruling, style: Style, title: str | None, suggestion: Suggestion | None
) -> str:
    claim = ruling.claim
    out: list[str] = []
    if title:
        out.append(title)
    out.extend(understood_lines(ruling.plan))
    out.append("")
    out.append(f"Ruling: {ruling.verdict}")
    if ruling.double_dummy_tricks is not None:
        out.append(
            f"Double dummy: {claim.side.label} {ruling.double_dummy_tricks} of "
            f"{ruling.remaining}; on the worst normal line "
            f"{'found ' if not ruling.complete else ''}{ruling.claimer_tricks}"
        )
    if ruling.result is not None:
        found = "" if ruling.complete else " (on the line found)"
        out.append(f"Result: {ruling.result.text}{found}")
    out.append("Laws: " + (", ".join(ruling.laws) if ruling.laws else "none decisive"))
    out.append("Why:")
    out.extend(f"  - {reason}" for reason in ruling.reasons)
    out.append("")
    out.extend(line_lines(ruling, style))
    out.append("")
    out.append("Settings: " + "; ".join(ruling.settings.describe()))
    out.append(awareness_line(ruling, "en"))
    if suggestion is not None:
        out.append(f"What would have saved it: {suggestion.text}")
    if not ruling.complete:
        out.append(
            "INCOMPLETE: the search stopped at the time limit; the line shown proves the "
            f"claimer gets at most {ruling.claimer_tricks}, and every normal line was proved "
            f"to give him at least {ruling.floor}"
        )
    return style.text("\n".join(out) + "\n")


def ruling_data(ruling: Ruling, suggestion: Suggestion | None) -> dict[str, Any]:
    data = ruling.to_dict()
    data["understood"] = [
        {"step": describe_plan_step(step), "words": step.words} for step in ruling.plan.steps
    ]
    # what his words say that is no step: a finesse declined, a proviso, an overruff
    data["understood_no_step"] = [
        {"meaning": meaning, "words": said} for meaning, said in describe_extras(ruling.plan)
    ]
    data["not_understood"] = list(ruling.plan.unknown)
    data["suggestion"] = None if suggestion is None else suggestion.text
    return data
