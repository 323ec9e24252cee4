"""Every worked example of the arbitration digest (§7.5, free deals) through the HTTP app.

The records are tests/arbitration/records/*.json, made by build_records.py (complete, legal but for the
example's fault); each file's ``expected`` holds the digest's own numbers: points, oudlers, target,
margin, M, every seat's score, whether the deal is annulled, and the sanctions.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.arbitration.golden_records import RECORDS, load
from tests.arbitration.helpers import post


def subset(actual: dict[str, Any], expected: dict[str, Any]) -> dict[str, Any]:
    return {key: actual.get(key) for key in expected}


def test_every_example_of_the_digest_has_a_record() -> None:
    examples = {load(path)["example"] for path in RECORDS}
    assert examples == {f"§7.5 Example {number}" for number in range(1, 14)}


@pytest.mark.parametrize("path", RECORDS, ids=[path.stem for path in RECORDS])
def test_the_ruling_is_the_digests(client: FlaskClient, path: Path) -> None:
    case = load(path)
    expected = case["expected"]
    verdict = post(client, case["request"])
    assert verdict["status"] == "complete"
    assert [violation["code"] for violation in verdict["violations"]] == expected["codes"]
    assert verdict["result"] is None and verdict["score"] is None, "an illegal hand has no plain score"
    ruling = verdict["ruling"]
    assert ruling["outcome"] == expected["outcome"], ruling["reason"]
    assert ruling["counts_as_played"] is expected["counts_as_played"]
    for key in ("raw", "result"):
        if key in expected:
            actual = ruling["raw_result" if key == "raw" else key]
            assert subset(actual, expected[key]) == expected[key], key
    assert subset(ruling["score"], expected["score"]) == expected["score"]
    assert sum(ruling["score"]["deltas"]) == 0
    if "faults" in expected:
        assert [subset(fault, want) for fault, want in zip(ruling["faults"], expected["faults"], strict=True)] \
            == expected["faults"]
    if "adjustments" in expected:
        assert [subset(adjustment, want) for adjustment, want
                in zip(ruling["adjustments"], expected["adjustments"], strict=True)] == expected["adjustments"]
    assert [subset(sanction, want) for sanction, want
            in zip(ruling["sanctions"], expected["sanctions"], strict=True)] == expected["sanctions"]
    assert ruling["penalties"] == [0, 0, 0, 0], "the discretionary 100 is only suggested by default"
    for fault in ruling["faults"]:
        assert fault["rule"] and fault["message"]
    for sanction in ruling["sanctions"]:
        assert sanction["rule"]


@pytest.mark.parametrize("path", RECORDS, ids=[path.stem for path in RECORDS])
def test_without_arbitration_the_record_has_no_ruling(client: FlaskClient, path: Path) -> None:
    case = load(path)
    verdict = post(client, {**case["request"], "options": {}})
    assert "ruling" not in verdict
    if "events" in case["request"]:  # the events are read only by the arbitration: the fault is unseen
        assert verdict["legal"] is True and verdict["score"] is not None
    else:
        assert verdict["legal"] is False and verdict["score"] is None


def test_example_2_judged_before_the_return_is_annulled(client: FlaskClient) -> None:
    """J2: the same record, judged on the record as played, sees the offending defence win."""
    case = load(next(path for path in RECORDS if path.stem == "example_02_revoke_turns_a_failure_into_a_make"))
    request = {**case["request"], "options": {"arbitration": "fft", "arbitration_winner_test": "before_return"}}
    ruling = post(client, request)["ruling"]
    assert ruling["outcome"] == "annulled" and ruling["score"]["deltas"] == [0, 0, 0, 0]
    assert ruling["policies"]["arbitration_winner_test"] == "before_return"
