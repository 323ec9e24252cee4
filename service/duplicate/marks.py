"""A board's raw marks: percentages from comparing the attackers' scores, match points from a score gap."""

from __future__ import annotations

import math
from collections.abc import Sequence

TOP: float = 100.0


def percentages(scores: Sequence[float]) -> list[float]:
    """Each attacker's percentage on a board: against every other table's attacker, a better score counts
    one, an equal score a half; the sum over ``n - 1`` others is scaled to 100 (5 tables mark 100, 75, 50,
    25, 0: the Code's example). A board played at one table is worth 50 to each side. The defence of a
    table gets the complement (``100 - mark``)."""
    count = len(scores)
    if count == 1:
        return [TOP / 2]
    marks = []
    for score in scores:
        beaten = sum(1.0 for other in scores if other < score)
        equal = sum(1.0 for other in scores if other == score) - 1.0
        marks.append(TOP * (beaten + equal / 2) / (count - 1))
    return marks


def match_points(gap: float) -> float:
    """The match points of a score gap: its square root, with its sign (√8 = 2.828…, √16 = 4)."""
    return math.copysign(math.sqrt(abs(gap)), gap) if gap else 0.0
