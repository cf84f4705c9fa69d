"""One exception class per kind of bad input, all under :class:`ClaimError`.

Messages quote the input and its context, so that the command line can print them as
one line and a director sees at once which card, hand, key or word is at fault.
"""

from __future__ import annotations


class ClaimError(Exception):
    """Base of every error the adjudicator reports to a user."""


class CardSyntaxError(ClaimError, ValueError):
    """A card, holding or deal string that cannot be read."""


class InvalidPosition(ClaimError, ValueError):
    """An end position with one or more faults; ``problems`` lists every one of them."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(self.problems))


class IllegalPlay(ClaimError, ValueError):
    """A card that may not be played in the given position."""


class CaseFileError(ClaimError, ValueError):
    """A case file that cannot be read: names the file, the key and what was expected."""


class StatementError(ClaimError, ValueError):
    """A clarification statement (or plan) that cannot be understood."""


class SolverError(ClaimError):
    """The double-dummy solver failed; raised only at the solver boundary."""


class ImportFormatError(ClaimError, ValueError):
    """A PBN, LIN or URL source that cannot be imported: names the line or field."""
