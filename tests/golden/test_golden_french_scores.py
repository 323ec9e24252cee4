"""The rules' worked examples E01–E28 (§10) through POST /v1/scores, and pagat's five hands through
POST /v1/score-sheets. Expected numbers are in french_scores.json, worked out by hand from §8."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

DATA = json.loads((Path(__file__).parent / "french_scores.json").read_text())
CASES = DATA["cases"]


def test_every_worked_example_of_the_rules_is_here():
    ids = [case["id"] for case in CASES]
    assert ids == [f"E{n:02d}" for n in range(1, 10)] + ["E10a", "E10b"] + [f"E{n}" for n in range(11, 29)]


# Two of the rules' constructed examples cannot happen in play, and a summary of them is refused with the
# reason (docs/rules/french-tarot.md §10): E17's defence takes the Petit au bout while the attack holds the 3
# oudlers, the Petit among them; E26's simple and double poignées at 4 players show 10 + 13 = 23 trumps, of
# 22 with the Excuse.
CANNOT_HAPPEN = {"E17": "/petit_au_bout", "E26": "/poignees"}


@pytest.mark.parametrize("case", [case for case in CASES if case["id"] in CANNOT_HAPPEN],
                         ids=sorted(CANNOT_HAPPEN))
def test_a_worked_example_that_cannot_happen_is_refused(post, case):
    status, body = post("/v1/scores", case["request"])
    assert status == 422, body
    assert [error["pointer"] for error in body["errors"]] == [CANNOT_HAPPEN[case["id"]]]


@pytest.mark.parametrize("case", [case for case in CASES if case["id"] not in CANNOT_HAPPEN],
                         ids=[case["id"] for case in CASES if case["id"] not in CANNOT_HAPPEN])
def test_worked_example_scores_as_the_rules_say(post, case):
    status, body = post("/v1/scores", case["request"])
    assert status == 200, body
    expected = case["expected"]
    assert {key: body["result"].get(key) for key in expected["result"]} == expected["result"], case["working"]
    assert {key: body["score"].get(key) for key in expected["score"]} == expected["score"], case["working"]
    assert sum(body["score"]["deltas"]) == 0


@pytest.mark.parametrize("sheet", DATA["sheets"], ids=[sheet["id"] for sheet in DATA["sheets"]])
def test_pagat_running_totals_through_a_score_sheet(post, sheet):
    status, body = post("/v1/score-sheets", sheet["request"])
    assert status == 200, body
    assert [line["totals"] for line in body["hands"]] == sheet["expected_totals"]
    assert body["totals"] == sheet["expected_totals"][-1]
    previous = [0] * len(sheet["expected_totals"][0])
    for line in body["hands"]:
        assert [p + d for p, d in zip(previous, line["deltas"], strict=True)] == line["totals"]
        previous = line["totals"]
