"""Full hand records built by hand (build_records.py) through POST /v1/hands/adjudicate: the §11 corner
cases end to end. Each file holds the record and its expected verdict, worked out by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

RECORDS = sorted((Path(__file__).parent / "records").glob("*.json"))
CASES = [json.loads(path.read_text()) for path in RECORDS]
RUNS = [(case, None) for case in CASES] + [(case, variant) for case in CASES for variant in case["variants"]]


def _run_id(run) -> str:
    case, variant = run
    return case["name"] + ("" if variant is None else "+" + "+".join(f"{k}={v}" for k, v in variant["options"].items()))


def _check_verdict(verdict: dict, want: dict) -> None:
    assert verdict["violations"] == want["violations"]
    assert verdict["legal"] is want["legal"]
    assert verdict["status"] == want["status"]
    if want["status"] != "complete":
        assert verdict["result"] is None and verdict["score"] is None
        return
    for key in ("taker", "contract", "partner", "called_card"):
        assert verdict[key] == want[key], key
    assert [trick["leader"] for trick in verdict["tricks"]] == want["leaders"]
    assert [trick["winner"] for trick in verdict["tricks"]] == want["winners"]
    result = dict(verdict["result"], attack=sorted(verdict["result"]["attack"]))
    assert {key: result[key] for key in want["result"]} == want["result"]
    assert {key: verdict["score"][key] for key in want["score"]} == want["score"]


def test_the_corner_cases_of_the_checklist_are_all_here():
    names = {case["name"] for case in CASES}
    assert {
        "announced_chelem_excuse_last_petit_penultimate", "attack_chelem_defender_played_excuse",
        "excuse_last_trick_changes_side", "five_players_alone_called_king_in_dog",
        "five_players_with_partner_excuse_last_to_partner", "petit_sec_annulled", "all_passed",
        "three_players_forced_trumps_excuse_exchange_half_point",
    } <= names


@pytest.mark.parametrize("run", RUNS, ids=[_run_id(run) for run in RUNS])
def test_hand_built_record_gets_the_verdict_worked_out_by_hand(post, run):
    case, variant = run
    record = dict(case["record"])
    want = case["expected"]
    if variant is not None:
        record["options"] = variant["options"]
        want = variant["expected"]
    status, verdict = post("/v1/hands/adjudicate", record)
    assert status == 200, verdict
    _check_verdict(verdict, want)
    if verdict["status"] == "complete":
        assert [trick["cards"] for trick in verdict["tricks"]] == record["tricks"]


def test_score_sheet_mixes_full_records_and_summaries(post):
    """A 4-player sheet: the Excuse-changes-side hand (+84 for seat 0), a deal all passed (0), the
    announced chelem (+1860 for seat 1), then pagat's first hand as a summary (+240 for seat 0)."""
    by_name = {case["name"]: case for case in CASES}

    def entry(name: str) -> dict:
        return {k: v for k, v in by_name[name]["record"].items() if k not in ("ruleset", "players", "options")}

    sheet = {"ruleset": "french-tarot", "players": 4, "hands": [
        entry("excuse_last_trick_changes_side"),
        entry("all_passed"),
        entry("announced_chelem_excuse_last_petit_penultimate"),
        {"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2},
    ]}
    status, body = post("/v1/score-sheets", sheet)
    assert status == 200, body
    assert [line["deltas"] for line in body["hands"]] == [
        [84, -28, -28, -28], [0, 0, 0, 0], [-620, 1860, -620, -620], [240, -80, -80, -80]]
    assert [line["totals"] for line in body["hands"]] == [
        [84, -28, -28, -28], [84, -28, -28, -28], [-536, 1832, -648, -648], [-296, 1752, -728, -728]]
    assert body["totals"] == [-296, 1752, -728, -728]


def test_lower_case_card_codes_give_the_same_verdict_in_canonical_codes(post):
    """docs/contract.md §1: requests may use lower case; responses always use canonical codes."""
    case = next(c for c in CASES if c["name"] == "five_players_with_partner_excuse_last_to_partner")
    record = case["record"]

    def lower(cards):
        return [lower(card) for card in cards] if isinstance(cards, list) else cards.lower()

    lowered = {**record, "hands": lower(record["hands"]), "dog": lower(record["dog"]),
               "called_card": record["called_card"].lower(), "tricks": lower(record["tricks"]),
               "declarations": [{**d, "cards": lower(d["cards"])} for d in record["declarations"]]}
    assert lowered["hands"][0][0] == "ex"
    status, verdict = post("/v1/hands/adjudicate", lowered)
    assert status == 200, verdict
    _check_verdict(verdict, case["expected"])
    assert verdict["called_card"] == "KD"
    assert [trick["cards"] for trick in verdict["tricks"]] == record["tricks"]
