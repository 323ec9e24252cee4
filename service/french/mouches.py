"""Seed 000's mouches (pools): a settlement of a score sheet that moves chips through pools.

When no pool is left (and at the start) everybody pays the stake into a new pool; at each deal the dealer
adds 5 to the largest pool; a taker who makes his contract takes the largest pool, one who fails pays a
new pool of the same size. The hands' ordinary scores are paid as well. Chips in the pools belong to no
one yet, so the deltas of a hand sum to minus what went into the pools.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .rules import FrenchRules


@dataclass(frozen=True)
class SheetHand:
    dealer: int
    taker: int | None  # None: the deal was thrown in, no contract was played
    made: bool
    deltas: tuple[float, ...]


@dataclass(frozen=True)
class PooledHand:
    deltas: tuple[float, ...]
    pools: tuple[int, ...]


def settle_with_mouches(hands: Sequence[SheetHand], rules: FrenchRules, seats: int) -> list[PooledHand]:
    pools: list[int] = []
    settled = []
    for hand in hands:
        deltas = list(hand.deltas)
        if not pools:
            pools.append(rules.mouche_stake * seats)
            deltas = [delta - rules.mouche_stake for delta in deltas]
        largest = pools.index(max(pools))
        pools[largest] += rules.mouche_dealer_extra
        deltas[hand.dealer] -= rules.mouche_dealer_extra
        if hand.taker is not None:
            largest = pools.index(max(pools))
            if hand.made:
                deltas[hand.taker] += pools.pop(largest)
            else:
                deltas[hand.taker] -= pools[largest]
                pools.append(pools[largest])
        settled.append(PooledHand(tuple(deltas), tuple(pools)))
    return settled
