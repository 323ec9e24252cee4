"""The ruling's reason in its exact words (``service/french/arbitration/ruling.py``): which result the winner
test reads, J2 of the arbitration digest (option ``arbitration_winner_test``).

Example 2 of the golden records: a defender's revoke turns the taker's failure (38 points for 41) into a make
once the trick is returned. Tested after the return (the default), the offending defence lost, and the deal is
scored; tested on the record as played, the defence still wins, and the deal is annulled.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.arbitration.helpers import post
from tests.arbitration.test_golden import load

EXAMPLE_2 = Path(__file__).resolve().parent / "records" / "example_02_revoke_turns_a_failure_into_a_make.json"


@pytest.mark.parametrize(("winner_test", "outcome", "reason"), [
    ("after_return", "scored",
     "The offending side (defence) lost once the illicit points were returned: the deal is scored on the "
     "adjusted cards."),
    ("before_return", "annulled",
     "The deal is annulled and does not count as played: the offending side (defence) still wins on the record "
     "as played. Seat 2 played 9T on a heart lead while holding 1H, 6H, 8H and 9H."),
])
def test_the_reason_says_which_result_the_winner_test_read(client: FlaskClient, winner_test: str, outcome: str,
                                                           reason: str) -> None:
    request: dict[str, Any] = load(EXAMPLE_2)["request"]
    request = {**request, "options": {"arbitration": "fft", "arbitration_winner_test": winner_test}}
    ruling = post(client, request)["ruling"]
    assert ruling["outcome"] == outcome
    assert ruling["reason"] == reason
