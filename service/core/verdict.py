"""What a judge returns: how far the record went, every rule broken, and the outcome when legal."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr

from .cards import Card
from .violations import Violation

COMPLETE, IN_PROGRESS, ANNULLED, ALL_PASSED = "complete", "in_progress", "annulled", "all_passed"


# A written-out __init__, as the engines' other per-trick records (see french/counting.py); a rule set's own
# trick record that extends it (Zwanzigerrufen's) writes out its own.
@mypyc_attr(acyclic=True)  # see french/play.py's Hand
@dataclass(frozen=True, init=False)
class PlayedTrick:
    leader: int
    winner: int | None  # None while the trick is unfinished
    cards: tuple[Card, ...]
    half_points: int
    """What the trick brings to the winner's side, after the Excuse has gone where the rules send it."""

    def __init__(self, leader: int, winner: int | None, cards: tuple[Card, ...], half_points: int) -> None:
        object.__setattr__(self, "leader", leader)
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "half_points", half_points)


# Written out too (one a deal); a field made by a factory takes None for "make a new one".
@dataclass(init=False)
class Verdict:
    status: str
    violations: list[Violation] = field(default_factory=list)
    reason: str | None = None
    tricks: list[PlayedTrick] = field(default_factory=list)
    details: dict[str, Any] = field(default_factory=dict)
    """Game-specific facts of the hand (taker, contract, partner…), named as on the wire."""
    result: Any = None
    score: Any = None

    def __init__(
        self,
        status: str,
        violations: list[Violation] | None = None,
        reason: str | None = None,
        tricks: list[PlayedTrick] | None = None,
        details: dict[str, Any] | None = None,
        result: Any = None,
        score: Any = None,
    ) -> None:
        self.status = status
        self.violations = list() if violations is None else violations
        self.reason = reason
        self.tricks = list() if tricks is None else tricks
        self.details = dict() if details is None else details
        self.result = result
        self.score = score

    @property
    def legal(self) -> bool:
        return not self.violations
