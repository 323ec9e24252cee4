"""Claims in a chelem in the making, for the claim search's tests: where in the play the claim comes, as the
judge's walk leaves it (the claim point and the Excuses already played).

The strong taker of tests/arbitration/deals.py (seat 0) takes every trick and leads the Excuse to the last
one; ``claim_point(whole, cards, chelem)`` stops his play after ``whole`` tricks and ``cards`` cards of the
next, with or without the chelem announced, and puts a claim by seat 0 there.
"""

from __future__ import annotations

from typing import Any

from service.french.arbitration.claim import ClaimBudget, ClaimPoint
from service.french.judge import _Judge
from service.french.rules import french_rules
from service.wire.french import hand_record
from tests.arbitration.deals import STRONG, deal

BASE = deal(STRONG)
PLAY = BASE.play()


def claim_point(whole: int, cards: int, chelem: bool) -> tuple[ClaimPoint, frozenset[int]]:
    tricks = [*PLAY[:whole], PLAY[whole][:cards]] if cards else PLAY[:whole]
    extra: dict[str, Any] = {"declarations": [{"seat": 0, "type": "chelem"}]} if chelem else {}
    record = BASE.record(tricks, events=[{"type": "claim", "seat": 0}], **extra)
    walk = _Judge(hand_record(record), french_rules(4, {"arbitration": "fft"}), ClaimBudget())
    walk.run()
    assert walk.claim_point is not None
    return walk.claim_point, walk.excuses
