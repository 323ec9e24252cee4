"""A long claim search lets other threads run (compiled code never gives the interpreter lock away by itself, and
a server's event loop waited for it): it calls its budget's ``pause`` every YIELD_EVERY tricks tried, and finds
the same line whether its pauses do anything or not."""

from __future__ import annotations

from service.core.budget import YIELD_EVERY
from service.french.arbitration.claim import TRICKS_A_REQUEST, ClaimBudget, worst_line
from tests.arbitration.chelem_claims import claim_point


def test_a_long_search_pauses_every_so_many_tricks_and_finds_the_same_line() -> None:
    point, excuses = claim_point(14, 1, True)  # the strong taker's chelem claim: 3,972 tricks tried
    pauses: list[int] = []
    counted = ClaimBudget(pause=lambda: pauses.append(counted.tricks_left))
    silent = ClaimBudget(pause=lambda: None)
    found = worst_line(point, frozenset({0}), True, excuses, True, 0, counted)
    assert found is not None and found == worst_line(point, frozenset({0}), True, excuses, True, 0, silent)
    tried = TRICKS_A_REQUEST - counted.tricks_left
    assert tried > 2 * YIELD_EVERY
    left_after_each_trick = range(counted.tricks_left, TRICKS_A_REQUEST)
    assert pauses == sorted((left for left in left_after_each_trick if left % YIELD_EVERY == 0), reverse=True)
