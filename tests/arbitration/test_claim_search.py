"""The bounded claim search finds the line the exhaustive one finds (tests/arbitration/exhaustive_claim.py).

Random legal hands at 3, 4 and 5 players are stopped where they leave up to 16 cards in hand (within a
trick or between tricks), a random seat claims, and the referee's search (branch and bound, alike cards
tried once, the last trick forced) must give exactly the line of the exhaustive search in deck order:
the same tricks, in the same order, the same cards.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service import adjudicate
from service.core.cards import codes
from service.french.arbitration.claim import ClaimBudget, worst_line
from service.french.judge import _Judge
from service.wire import fast
from service.wire.french import hand_record
from service.wire.operations import _rules as operations_rules
from service.wire.schemas import HAND_RECORD
from tests.arbitration import exhaustive_claim
from tests.arbitration.helpers import complete_hand, tricks_up_to
from tests.property.property_settings import SEEDS, tarot_settings


@pytest.mark.parametrize("players", [3, 4, 5])
@tarot_settings(max_examples=25)
@given(seed=SEEDS, tricks_left=st.integers(1, 5))
def test_the_bounded_search_plays_the_exhaustive_searchs_line(players: int, seed: int, tricks_left: int) -> None:
    rng = random.Random(seed)
    hand = complete_hand(rng, players)
    record = hand.record
    tricks = record["tricks"]
    cut = len(tricks) - min(tricks_left, 16 // players)
    kept = tricks_up_to(rng, tricks, cut, players)
    claimed = {**record, "options": {**(record.get("options") or {}), "arbitration": "fft"}, "tricks": kept,
               "events": [{"type": "claim", "seat": rng.randrange(players)}]}
    # The search's inputs, as the judge hands them to the ruling: read off the judge's walk rather than by
    # patching the ruling's call, which a compiled build would not see.
    loaded = fast.load(HAND_RECORD, claimed)
    rules = operations_rules(loaded)
    walk = _Judge(hand_record(loaded), rules, ClaimBudget())
    walk.run()
    point = walk.claim_point
    assert point is not None
    attack = hand.expected.attack
    claimer = claimed["events"][0]["seat"]
    announced = any(declaration["type"] == "chelem" for declaration in record.get("declarations") or [])
    claimer_in_attack, excuses = claimer in attack, walk.excuses
    excuse_changes_side = rules.excuse_last_trick_changes_side
    chelem_announcer = hand.expected.taker if announced else None
    verdict = adjudicate(claimed)
    expected = exhaustive_claim.worst_line(point, attack, claimer_in_attack, excuses, excuse_changes_side,
                                           chelem_announcer)
    assert expected is not None
    assert worst_line(point, attack, claimer_in_attack, excuses, excuse_changes_side, chelem_announcer,
                      ClaimBudget()) == expected
    assert [trick["cards"] for trick in verdict["ruling"]["played_out"]] == [codes(trick.cards) for trick in expected]
