"""A table's hands against the board's: a hand that differs is a bad reconstruction (Code p.13, §5.6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.cards import Card

DOG = -1
"""The place of the dog in a ``HandDifference``'s ``seat``."""


@dataclass(frozen=True)
class HandDifference:
    """One hand (or the dog, ``seat == DOG``) that is not the board's: the board's cards it lacks, and the
    cards it holds that the board put elsewhere (or nowhere)."""

    seat: int
    missing: tuple[Card, ...]
    extra: tuple[Card, ...]


def differences(
    board_hands: Sequence[Sequence[Card]],
    board_dog: Sequence[Card],
    table_hands: Sequence[Sequence[Card]],
    table_dog: Sequence[Card],
) -> tuple[HandDifference, ...]:
    """Every hand and the dog that the table held otherwise than the board, in seat order, the dog last.
    A table with more or fewer hands than the board differs in each hand one of them lacks."""
    found = []
    for seat in range(max(len(board_hands), len(table_hands))):
        board = board_hands[seat] if seat < len(board_hands) else ()
        table = table_hands[seat] if seat < len(table_hands) else ()
        difference = _difference(seat, board, table)
        if difference is not None:
            found.append(difference)
    dog = _difference(DOG, board_dog, table_dog)
    if dog is not None:
        found.append(dog)
    return tuple(found)


def _difference(seat: int, board: Sequence[Card], table: Sequence[Card]) -> HandDifference | None:
    missing = tuple(sorted(set(board) - set(table)))
    extra = tuple(sorted(set(table) - set(board)))
    if not missing and not extra:
        return None
    return HandDifference(seat, missing, extra)
