"""The web form's case: from the page's fields to a :class:`CaseFile` and back, with every
fault named by the field it belongs to.

The page sends flat fields (``deal``, ``trump``, ``by``, ...) because that is what a form
has; they become the same ``[position]``/``[claim]`` data a case file holds and pass the
same validation (:func:`claims.casefile.case_problems`), so the web, the command line and
a case file reject a bad card with the same words.  Only the names differ: a problem
at ``position.trick[1]`` is shown next to the field ``trick``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from claims.casefile import CaseFile, Key, case_problems, whole_number
from claims.errors import ClaimError
from claims.importers import ImportOptions, import_text
from claims.normal_play import (
    DEFAULT_SETTINGS,
    ListedOrder,
    PlayerClass,
    RuffChoice,
    Settings,
    SuitOrder,
)
from claims.view import OversightScope

WEB_FORM = "web form"
"""How the case's ``source`` names a position typed into the page."""

TEXT_FIELDS = (
    "title",
    "deal",
    "trump",
    "declarer",
    "leader",
    "trick",
    "contract",
    "by",
    "tricks",
    "kind",
    "statement",
    "shown_out",
    "known_suits",
)
MAX_FIELD = 4000
"""No field of a real case is near this; a longer one is a paste gone wrong."""

_FIELD_OF_KEY = {
    ("position", "deal"): "deal",
    ("position", "trump"): "trump",
    ("position", "declarer"): "declarer",
    ("position", "leader"): "leader",
    ("position", "trick"): "trick",
    ("position", "contract"): "contract",
    ("position", "won"): "won",
    ("position", "shown_out"): "shown_out",
    ("claim", "by"): "by",
    ("claim", "tricks"): "tricks",
    ("claim", "kind"): "kind",
    ("claim", "statement"): "statement",
    ("claim", "trump_aware"): "trump_aware",
    ("claim", "known_suits"): "known_suits",
    ("title",): "title",
}


@dataclass
class FormError(Exception):
    """Faults of the form: field name -> messages (``""`` for the form as a whole)."""

    fields: dict[str, list[str]] = field(default_factory=dict)

    def add(self, name: str, message: str) -> None:
        self.fields.setdefault(name, []).append(message)

    def __str__(self) -> str:
        return "; ".join(f"{name}: {' '.join(msgs)}" for name, msgs in self.fields.items())


def field_of(key: Key) -> str:
    """The form field a case-file key belongs to (``""`` when none fits)."""
    names = tuple(part for part in key if isinstance(part, str))
    for length in (2, 1):
        found = _FIELD_OF_KEY.get(names[:length])
        if found:
            return found
    return ""


def _text(form: dict[str, Any], name: str, errors: FormError) -> str:
    value = form.get(name, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        errors.add(name, "must be text")
        return ""
    if len(value) > MAX_FIELD:
        errors.add(name, f"too long ({len(value)} characters, at most {MAX_FIELD})")
        return ""
    return value.strip()


def _count(form: dict[str, Any], name: str, errors: FormError) -> int | None:
    value = form.get(name)
    if value in (None, ""):
        return None
    if isinstance(value, bool) or not isinstance(value, int | str):
        errors.add(name, "must be a whole number")
        return None
    if isinstance(value, int):
        return value  # out of range is the case's validation's to say
    text = value.strip()
    count = whole_number(text)
    if count is None:
        shown = text if len(text) <= 40 else f"{text[:40]}..."
        errors.add(name, f"must be a whole number, not {shown!r}")
    return count


def case_data(form: dict[str, Any]) -> dict[str, Any]:
    """The case-file data of the form (raises :class:`FormError` for faults of shape)."""
    errors = FormError()
    if not isinstance(form, dict):
        errors.add("", "the request must be a JSON object of form fields")
        raise errors
    text = {name: _text(form, name, errors) for name in TEXT_FIELDS}
    position: dict[str, Any] = {
        "deal": text["deal"],
        "trump": text["trump"],
        "declarer": text["declarer"],
        "leader": text["leader"],
        "trick": [card for card in re.split(r"[\s,]+", text["trick"]) if card],
        "shown_out": [item for item in re.split(r"[\s,]+", text["shown_out"]) if item],
    }
    if text["contract"]:
        position["contract"] = text["contract"]
    won_declarer = _count(form, "won_declarer", errors)
    won_defenders = _count(form, "won_defenders", errors)
    if (won_declarer is None) != (won_defenders is None):
        errors.add("won", "give the tricks won by both sides, or by neither")
    elif won_declarer is not None:
        position["won"] = {"declarer": won_declarer, "defenders": won_defenders}
    tricks: str | int = text["tricks"]
    count = whole_number(text["tricks"])
    if count is not None:
        tricks = count
    claim: dict[str, Any] = {
        "by": text["by"],
        "kind": text["kind"] or "claim",
        "tricks": tricks,
        "statement": text["statement"],
    }
    known = [item for item in re.split(r"[\s,]+", text["known_suits"]) if item]
    if known:
        claim["known_suits"] = known
    aware = form.get("trump_aware")
    if aware in (True, False):
        claim["trump_aware"] = aware
    elif aware not in (None, ""):
        errors.add("trump_aware", "must be yes, no or not found")
    if errors.fields:
        raise errors
    return {
        "title": text["title"] or "claim ruled at the table",
        "source": str(form.get("source") or WEB_FORM)[:MAX_FIELD],
        "guards": "",
        "position": position,
        "claim": claim,
    }


def case_from_form(form: dict[str, Any]) -> CaseFile:
    """The validated case; :class:`FormError` names each fault by its field."""
    return _validated(case_data(form))


def _validated(data: dict[str, Any]) -> CaseFile:
    case, problems = case_problems(data)
    if case is None:
        errors = FormError()
        for problem in problems:
            errors.add(field_of(problem.key), problem.message)
        raise errors
    return case


def form_of_case(case: CaseFile) -> dict[str, Any]:
    """The page's fields for a case (an imported one, to fill the form)."""
    position, claim = case.position, case.claim
    form: dict[str, Any] = {
        "title": case.title,
        "source": case.source,
        "deal": position.deal,
        "trump": position.trump,
        "declarer": position.declarer,
        "leader": position.leader,
        "trick": " ".join(position.trick),
        "contract": position.contract or "",
        "shown_out": " ".join(position.shown_out),
        "by": claim.by,
        "tricks": str(claim.tricks),
        "kind": claim.kind,
        "statement": claim.statement,
        "trump_aware": claim.trump_aware,
        "known_suits": " ".join(claim.known_suits),
        "won_declarer": "",
        "won_defenders": "",
    }
    if position.won is not None:
        form["won_declarer"] = str(position.won.declarer)
        form["won_defenders"] = str(position.won.defenders)
    return form


IMPORT_OPTION_FIELDS = ("by", "tricks", "statement", "declarer", "contract", "leader", "board")


def import_form(request: dict[str, Any]) -> dict[str, Any]:
    """Import a pasted PBN/LIN/link/deal; faults go to the field ``source``.

    What the source does not say (a bare deal has no declarer, a board file often no
    claim) is taken from ``fallback``: the form's current values.  They are used only when
    the source alone cannot make a case, so they never replace what a source does say.
    """
    errors = FormError()
    if not isinstance(request, dict):
        errors.add("source", "the request must be a JSON object")
        raise errors
    source = _text(request, "source", errors)
    options = {name: _text(request, name, errors) or None for name in IMPORT_OPTION_FIELDS}
    raw_fallback = request.get("fallback") or {}
    if not isinstance(raw_fallback, dict):
        errors.add("source", "fallback must be an object")
        raise errors
    fallback = {name: _text(raw_fallback, name, errors) or None for name in IMPORT_OPTION_FIELDS}
    if isinstance(raw_fallback.get("statement"), str):  # "" is a statement: nothing was said
        fallback["statement"] = _text(raw_fallback, "statement", errors)
    if not source and not errors.fields:
        errors.add("source", "paste a PBN deal, a LIN string or a BBO/BSOL link")
    if errors.fields:
        raise errors
    # The claim first (a board file tells the deal and the contract, rarely the claim),
    # then the table too (a bare deal tells neither declarer nor who leads): a value the
    # source states is never contradicted by a default of the form.
    stages = [("by", "tricks", "statement"), IMPORT_OPTION_FIELDS]
    tried = [options]
    for names in stages:
        filled = dict(options)
        for name in names:
            filled[name] = options[name] if options[name] is not None else fallback[name]
        if filled not in tried:
            tried.append(filled)
    case = None
    first_error = ""
    for attempt in tried:
        try:
            case = import_text(source, ImportOptions(**attempt), "pasted text")
            break
        except ClaimError as error:
            first_error = first_error or str(error)
            last_error = str(error)
    if case is None:
        # the source's own fault when the form's values could not help; else what remains
        errors.add("source", last_error if len(tried) > 1 else first_error)
        raise errors
    return form_of_case(case)


def settings_of(raw: Any) -> Settings:
    """The named settings of the ruling (practice's defaults when not given)."""
    errors = FormError()
    raw = raw or {}
    if not isinstance(raw, dict):
        errors.add("settings", "must be an object")
        raise errors
    order = raw.get("suit_order", SuitOrder.SOLIDITY.value)
    ruffing = raw.get("ruffing", RuffChoice.ANY.value)
    forgotten = raw.get("forgotten", 1)
    scope = raw.get("oversight", OversightScope.ONE.value)
    player = raw.get("player_class", PlayerClass.GENERAL.value)
    listed = raw.get("listed_order", ListedOrder.COUNT.value)
    if order not in [s.value for s in SuitOrder]:
        errors.add("suit_order", f"not a suit order: {order!r}")
    if ruffing not in [r.value for r in RuffChoice]:
        errors.add("ruffing", f"not a ruffing choice: {ruffing!r}")
    if isinstance(forgotten, str) and whole_number(forgotten) is not None:
        forgotten = whole_number(forgotten)
    if isinstance(forgotten, bool) or not isinstance(forgotten, int) or not 0 <= forgotten <= 13:
        errors.add("forgotten", "must be a whole number from 0 to 13")
    if scope not in [o.value for o in OversightScope]:
        errors.add("oversight", f"not an oversight scope: {scope!r} (one or every-suit)")
    if player not in [c.value for c in PlayerClass]:
        errors.add("player_class", f"not a class of player: {player!r} (general or expert)")
    if listed not in [o.value for o in ListedOrder]:
        errors.add(
            "listed_order", f"not a reading of listed tricks: {listed!r} (count or then-order)"
        )
    if errors.fields:
        raise errors
    return Settings(
        SuitOrder(order),
        RuffChoice(ruffing),
        int(forgotten),
        OversightScope(scope),
        PlayerClass(player),
        ListedOrder(listed),
    )


def settings_section(settings: Settings) -> dict[str, Any]:
    """The ``[settings]`` table of a case file for ``settings``: only the choices that
    differ from practice's defaults, so that a file ruled with the defaults stays as
    plain as one written by hand (and reads back to the same ruling either way)."""
    pairs = {
        "suit_order": (settings.suit_order.value, DEFAULT_SETTINGS.suit_order.value),
        "ruffing": (settings.ruffing.value, DEFAULT_SETTINGS.ruffing.value),
        "forgotten": (settings.forgotten_cards, DEFAULT_SETTINGS.forgotten_cards),
        "oversight": (settings.oversight.value, DEFAULT_SETTINGS.oversight.value),
        "player_class": (settings.player_class.value, DEFAULT_SETTINGS.player_class.value),
        "listed_order": (settings.listed_order.value, DEFAULT_SETTINGS.listed_order.value),
    }
    return {name: chosen for name, (chosen, default) in pairs.items() if chosen != default}


def case_for_download(body: Any) -> CaseFile:
    """The case file the page downloads: ``{"case": form, "settings": {...}}``, the
    settings it was (or is to be) ruled with kept in ``[settings]`` so that ``claim rule``
    on the file gives the page's ruling; a bare form (the older request) has none."""
    if isinstance(body, dict) and isinstance(body.get("case"), dict):
        form, raw = body["case"], body.get("settings")
    else:
        form, raw = body, None
    data = case_data(form)
    chosen = settings_section(settings_of(raw))
    if chosen:
        data["settings"] = chosen
    return _validated(data)
