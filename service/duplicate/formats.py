"""The four duplicate formats, how each marks a board, and the options a club may choose."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

INDIVIDUEL: Final = "individuel"
TRIPLETTES: Final = "triplettes"
QUADRETTES: Final = "quadrettes"
EQUIPES: Final = "equipes"
FORMATS: Final = (INDIVIDUEL, TRIPLETTES, QUADRETTES, EQUIPES)

PERCENT_FORMATS: Final = frozenset({INDIVIDUEL, TRIPLETTES})
"""Marked in percentages: each table's attack against every other table's (RULES p.17)."""
MATCH_POINT_FORMATS: Final = frozenset({QUADRETTES, EQUIPES})
"""Marked in match points: two tables face each other, √ of their attackers' score gap (RULES p.23)."""

PLAYERS: Final = 4
"""The Code's duplicate is played four to a table: one attacker against a defence of three."""

ZERO: Final = "zero"
NEGATIVE: Final = "negative"
LOSER_MARKS: Final = (ZERO, NEGATIVE)


def in_percent(format_name: str) -> bool:
    return format_name in PERCENT_FORMATS


@dataclass(frozen=True)
class DuplicateOptions:
    """What a club may choose where the Code leaves room (docs/duplicate.md, "Readings").

    ``equipes_loser_mark``: in équipes the team behind on a board scores 0 (``zero``: the Code's "+4 / 0"
    adjusted mark and its example, where the offending team gets 0, not −4) or minus the winner's match points
    (``negative``: zero-sum, as quadrettes).
    """

    equipes_loser_mark: str = ZERO
