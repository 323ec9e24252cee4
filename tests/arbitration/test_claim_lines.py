"""The claim search (``service/french/arbitration/claim.py``) on chosen positions, against the exhaustive
search of ``exhaustive_claim.py``: where the random hands of ``test_claim_search.py`` rarely go.

The strong taker of ``deals.py`` (seat 0) takes every trick and leads the Excuse to the last one: a chelem in
the making, where the Excuse's last trick, the petit au bout and a chelem announcer's duty to keep the Excuse
for his last card all weigh on the line. A claim (``chelem_claims.py``) from the last four tricks (16 cards),
by either side, inside a trick or between tricks, with or without the chelem announced, the Excuse in the last
trick changing side or not.
"""

from __future__ import annotations

import pytest

from service.core.cards import parse_card
from service.french.arbitration.claim import ClaimBudget, worst_line
from tests.arbitration import exhaustive_claim
from tests.arbitration.chelem_claims import claim_point


@pytest.mark.parametrize("changes_side", [True, False])
@pytest.mark.parametrize("claimer_in_attack", [True, False])
@pytest.mark.parametrize("chelem", [False, True])
@pytest.mark.parametrize(("whole", "cards"), [(14, 0), (14, 1), (14, 3), (15, 0), (15, 2), (16, 0), (16, 1)])
def test_the_search_plays_the_exhaustive_line_in_a_chelem_in_the_making(
        whole: int, cards: int, chelem: bool, claimer_in_attack: bool, changes_side: bool) -> None:
    point, excuses = claim_point(whole, cards, chelem)
    attack = frozenset({0})
    announcer = 0 if chelem else None
    expected = exhaustive_claim.worst_line(point, attack, claimer_in_attack, excuses, changes_side, announcer)
    assert expected is not None
    assert worst_line(point, attack, claimer_in_attack, excuses, changes_side, announcer, ClaimBudget()) == expected
    if chelem:
        # The announcer keeps the Excuse for his last card.
        assert expected[-1].cards[0] == parse_card("EX") or parse_card("EX") in point.partial


def test_the_excuse_in_the_last_trick_changes_side_unless_told_otherwise() -> None:
    """worst_line's default is the FFT rule (the Excuse led to the last trick by a side that did not take
    every trick goes to the other side)."""
    for whole, cards in ((14, 0), (15, 2), (16, 1)):
        for claimer_in_attack in (True, False):
            point, excuses = claim_point(whole, cards, False)
            assert worst_line(point, frozenset({0}), claimer_in_attack, excuses) == exhaustive_claim.worst_line(
                point, frozenset({0}), claimer_in_attack, excuses, True, None)
