"""Contracts and duplicate scores, to report "made/down" and the score of a ruling."""

from __future__ import annotations

import re
from dataclasses import dataclass

from claims.cards import Strain
from claims.errors import ClaimError


class ContractError(ClaimError, ValueError):
    """A contract string that cannot be read."""


_CONTRACT = re.compile(r"^\s*([1-7])\s*(NT|N|S|H|D|C|♠|♥|♦|♣)\s*(XX|X|R)?\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Contract:
    level: int
    strain: Strain
    doubled: int = 0  # 0, 1 (X) or 2 (XX)

    @classmethod
    def parse(cls, text: str) -> Contract:
        match = _CONTRACT.match(text)
        if not match:
            raise ContractError(
                f"cannot read contract {text!r}: expected a level 1-7, a strain "
                "(S, H, D, C, NT) and X or XX if doubled, e.g. '4H' or '3NTX'"
            )
        level, strain, double = match.groups()
        dbl = {"": 0, "X": 1, "XX": 2, "R": 2}[(double or "").upper()]
        return cls(int(level), Strain.parse(strain), dbl)

    def __str__(self) -> str:
        return f"{self.level}{self.strain.symbol}{'X' * self.doubled}"

    @property
    def target(self) -> int:
        return 6 + self.level

    def score(self, tricks: int, vulnerable: bool) -> int:
        """Duplicate score for declarer's side (negative when defeated)."""
        if tricks < self.target:
            return -_undertrick_penalty(self.target - tricks, self.doubled, vulnerable)
        factor = (1, 2, 4)[self.doubled]
        per_trick = 20 if self.strain in (Strain.C, Strain.D) else 30
        trick_score = per_trick * self.level * factor
        if self.strain is Strain.NT:
            trick_score += 10 * factor
        overtricks = tricks - self.target
        score = trick_score
        if trick_score < 100:
            score += 50  # part score
        else:
            score += 500 if vulnerable else 300  # game
        if self.level == 6:
            score += 750 if vulnerable else 500
        elif self.level == 7:
            score += 1500 if vulnerable else 1000
        if self.doubled:
            score += 50 * self.doubled
            score += overtricks * (200 if vulnerable else 100) * self.doubled
        else:
            score += overtricks * per_trick
        return score


def _undertrick_penalty(down: int, doubled: int, vulnerable: bool) -> int:
    if not doubled:
        return down * (100 if vulnerable else 50)
    total = 0
    for n in range(1, down + 1):
        if vulnerable:
            total += 200 if n == 1 else 300
        else:
            total += 100 if n == 1 else (200 if n <= 3 else 300)
    return total * (2 if doubled == 2 else 1)
