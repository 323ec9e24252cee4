"""A ruling's sanctions held to every field and their exact words (``service/french/arbitration/ruling.py``,
``_sanctions``): one warning and one discretionary penalty at most per seat and deal, each citing every fault
behind it (CA 2012 p.12: faults in one deal do not add up; J3: the 100 is the referee's to give, and option
``arbitration_discretionary_penalty`` says whether it is applied).

Example 2 of the golden records (seat 3's revoke) with three exposed cards: seat 2's 2H and 3S (minor: a warning,
given once for both), seat 4's KD (a king: important, J4)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.arbitration.golden_records import EXAMPLE_2, load
from tests.arbitration.helpers import post

NON_RECTIFIABLE = ("CA 2012 p.5: a non-rectifiable fault; the points illicitly won go back, and the deal is annulled "
                   "if the offending side still wins, scored if it loses; the referee may add 100")
REFEREE_GIVES = "J3: the 100 is the referee's to give"


def _exposures(option: str) -> dict[str, Any]:
    request: dict[str, Any] = load(EXAMPLE_2)["request"]
    events = [{"type": "card_exposed", "seat": 1, "cards": ["2H"]},
              {"type": "card_exposed", "seat": 3, "cards": ["KD"]},
              {"type": "card_exposed", "seat": 1, "cards": ["3S"]}]
    return {**request, "events": events,
            "options": {"arbitration": "fft", "arbitration_discretionary_penalty": option}}


@pytest.mark.parametrize(("option", "applied", "penalty_words"), [
    ("suggest", False, "Seat {seat}: a warning, or 100 points at the referee's discretion."),
    ("apply", True, "Seat {seat}: a warning, or 100 points at the referee's discretion (applied)."),
])
def test_one_warning_a_seat_and_a_penalty_for_each_offender(client: FlaskClient, option: str, applied: bool,
                                                            penalty_words: str) -> None:
    verdict = post(client, _exposures(option))
    assert [violation["code"] for violation in verdict["violations"]] == [
        "card_exposed", "card_exposed", "card_exposed", "must_follow_suit"]
    assert verdict["ruling"]["sanctions"] == [
        {"seat": 1, "kind": "warning", "points": 0, "applied": True, "faults": [0, 2],
         "rule": "CA 2012 p.5: an exposed card goes back to the hand; a warning, then 100",
         "message": "Seat 2: a warning (100 points on a repeat)."},
        {"seat": 3, "kind": "discretionary_penalty", "points": 100, "applied": applied, "faults": [1],
         "rule": f"{NON_RECTIFIABLE}; p.5, an important exposed card (J4); nothing to hand back; {REFEREE_GIVES}",
         "message": penalty_words.format(seat=4)},
        {"seat": 2, "kind": "discretionary_penalty", "points": 100, "applied": applied, "faults": [3],
         "rule": f"{NON_RECTIFIABLE}; p.6, an established revoke (renonce consommée); J1, the revoke trick returned; "
                 f"{REFEREE_GIVES}",
         "message": penalty_words.format(seat=3)},
    ]


def test_two_non_rectifiable_faults_of_one_seat_cost_it_one_penalty_of_100(client: FlaskClient) -> None:
    """CA 2012 p.12: the faults of one deal do not add up. Seat 3 exposes its KH (a king: important, J4) and
    revokes: with the penalty applied, one discretionary penalty cites both faults, and the ledger charges 100,
    not 200."""
    request: dict[str, Any] = load(EXAMPLE_2)["request"]
    assert "KH" in request["hands"][2]
    verdict = post(client, {**request, "events": [{"type": "card_exposed", "seat": 2, "cards": ["KH"]}],
                            "options": {"arbitration": "fft", "arbitration_discretionary_penalty": "apply"}})
    assert [(violation["code"], violation["seat"]) for violation in verdict["violations"]] == [
        ("card_exposed", 2), ("must_follow_suit", 2)]
    ruling = verdict["ruling"]
    penalties = [sanction for sanction in ruling["sanctions"] if sanction["kind"] == "discretionary_penalty"]
    assert [(sanction["seat"], sanction["points"], sanction["applied"], sanction["faults"]) for sanction in penalties
            ] == [(2, 100, True, [0, 1])]
    assert ruling["penalties"] == [0, 0, -100, 0]
