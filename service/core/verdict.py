"""What a judge returns: how far the record went, every rule broken, and the outcome when legal."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import Card
from .violations import Violation

COMPLETE, IN_PROGRESS, ANNULLED, ALL_PASSED = "complete", "in_progress", "annulled", "all_passed"


# Not frozen: a frozen dataclass's __init__ stays interpreted Python even compiled (about 1 µs, against 0.2),
# and a deal makes one of these per trick. Nothing changes one once made.
@dataclass
class PlayedTrick:
    leader: int
    winner: int | None  # None while the trick is unfinished
    cards: tuple[Card, ...]
    half_points: int
    """What the trick brings to the winner's side, after the Excuse has gone where the rules send it."""


@dataclass
class Verdict:
    status: str
    violations: list[Violation] = field(default_factory=list)
    reason: str | None = None
    tricks: list[PlayedTrick] = field(default_factory=list)
    details: dict[str, Any] = field(default_factory=dict)
    """Game-specific facts of the hand (taker, contract, partner…), named as on the wire."""
    result: Any = None
    score: Any = None

    @property
    def legal(self) -> bool:
        return not self.violations
