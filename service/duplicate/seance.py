"""A séance: several boards, each participant's total and rank, the penalties booked at the end (CA p.9)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .board import BoardMarks
from .formats import in_percent

PLACES = 2
"""Totals are compared as printed, to the hundredth: two totals that print alike share a rank."""


@dataclass(frozen=True)
class Standing:
    """A participant's séance. Percent formats: ``marks`` is the average of the boards counted (a
    neutralised board is left out, a zero counts); match points: their sum. ``total`` is ``marks`` less
    ``penalties``, booked only now, after every board (CA p.9)."""

    participant: str
    boards: int
    marks: float
    penalties: float
    total: float
    rank: int


def standings(format_name: str, boards: Sequence[BoardMarks]) -> tuple[Standing, ...]:
    """Every participant of the séance, best first; equal totals share a rank (1, 2, 2, 4)."""
    counted: dict[str, list[float]] = {}
    penalties: dict[str, float] = {}
    for board in boards:
        for mark in board.marks:
            counted.setdefault(mark.participant, [])
            if mark.mark is not None:
                counted[mark.participant].append(mark.mark)
        for penalty in board.penalties:
            counted.setdefault(penalty.participant, [])
            penalties[penalty.participant] = penalties.get(penalty.participant, 0.0) + penalty.amount  # halves: exact
    rows = []
    for participant, marks in counted.items():
        if in_percent(format_name):
            value = math.fsum(marks) / len(marks) if marks else 0.0
        else:
            value = math.fsum(marks)  # exactly rounded: the order of the boards and tables changes nothing
        lost = penalties.get(participant, 0.0)
        rows.append((participant, len(marks), value, lost, value - lost))
    rows.sort(key=lambda row: (-round(row[4], PLACES), row[0]))
    ranked: list[Standing] = []
    for position, (participant, count, value, lost, total) in enumerate(rows):
        tied = ranked and round(ranked[-1].total, PLACES) == round(total, PLACES)
        rank = ranked[-1].rank if tied else position + 1
        ranked.append(Standing(participant, count, value, lost, total, rank))
    return tuple(ranked)
