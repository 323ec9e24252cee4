"""POST /v1/boards/score and /v1/seances/score: records judged against the board, summaries, problems."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.api.app import create_app

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "hands.jsonl"


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app().test_client()


def a_complete_legal_record() -> dict[str, Any]:
    for line in EXAMPLES.read_text(encoding="utf-8").splitlines():
        record: dict[str, Any] = json.loads(line)
        if record.get("ruleset", "french-tarot") == "french-tarot" and len(record["hands"]) == 4 and \
                len(record.get("tricks", [])) == 18 and "options" not in record:
            return record
    raise AssertionError("examples/hands.jsonl has no complete 4-player record")


def summary(points: float) -> dict[str, Any]:
    return {"taker": 0, "contract": "garde", "attack_points": points, "oudlers": 2}


def test_a_record_is_judged_with_the_boards_deal_and_a_swapped_card_is_a_bad_reconstruction(client: FlaskClient,
                                                                                             ) -> None:
    record = a_complete_legal_record()
    board = {key: record[key] for key in ("dealer", "hands", "dog")}
    played = {key: value for key, value in record.items() if key not in ("dealer", "hands", "dog")}
    swapped = json.loads(json.dumps(board))
    swapped["hands"][0][0], swapped["hands"][1][0] = swapped["hands"][1][0], swapped["hands"][0][0]
    tables = [
        {"table": "1", "seats": ["a", "b", "c", "d"], "record": played},
        {"table": "2", "seats": ["e", "f", "g", "h"], "record": {**played, "hands": swapped["hands"]},
         "score": 0},
        {"table": "3", "seats": ["i", "j", "k", "l"], "summary": summary(30)},
    ]
    response = client.post("/v1/boards/score", json={"format": "individuel", "board": board, "tables": tables})
    assert response.status_code == 200, response.get_json()
    answer = response.get_json()
    first, second, third = answer["tables"]
    verdict = client.post("/v1/hands/adjudicate", json=record).get_json()
    assert first["verdict"] == verdict and first["score"] == verdict["score"]["per_defender"]
    assert first["reconstruction"] == []
    assert second["reconstruction"] == [
        {"seat": 0, "missing": [board["hands"][0][0]], "extra": [board["hands"][1][0]]},
        {"seat": 1, "missing": [board["hands"][1][0]], "extra": [board["hands"][0][0]]},
    ]
    assert third["verdict"] is None and third["score"] == -(25 + 11) * 2
    for table in answer["tables"]:
        assert table["attack_mark"] + table["defence_mark"] == 100
        assert table["attack_mark"] == table["raw"] or table["marks"] != []  # only an adjusted mark differs


def test_a_seance_ranks_the_players_with_the_penalties_taken_off_at_the_end(client: FlaskClient) -> None:
    boards = [{"number": number, "tables": [
        {"table": "1", "seats": ["ann", "bob", "cid", "dan"], "summary": summary(50),
         "slips": [{"code": "RC", "offender": "attack"}] if number == 1 else []},
        {"table": "2", "seats": ["eve", "fay", "gus", "hal"], "summary": summary(45)},
    ]} for number in (1, 2)]
    answer = client.post("/v1/seances/score", json={"format": "individuel", "boards": boards}).get_json()
    ann = next(row for row in answer["standings"] if row["participant"] == "ann")
    assert (ann["marks"], ann["penalties"], ann["total"]) == (70, 0.5, 69.5)  # 40 capped, then 100
    assert answer["boards"][0]["penalties"] == [{"participant": "ann", "table": "1", "code": "RC", "amount": 0.5}]


def test_quadrettes_need_their_matches_and_two_teams(client: FlaskClient) -> None:
    tables = [{"table": "x", "seats": ["A", "B", "B", "B"], "summary": summary(50)},
              {"table": "y", "seats": ["B", "A", "A", "A"], "summary": summary(42)}]
    answer = client.post("/v1/boards/score", json={"format": "quadrettes", "tables": tables,
                                                   "matches": [["x", "y"]]}).get_json()
    assert [mark["mark"] for mark in answer["marks"]] == [4.0, -4.0]  # √(84 − 68) = 4
    refused = client.post("/v1/boards/score", json={"format": "quadrettes", "tables": tables},
                          headers={"Accept-Language": "fr"})
    assert refused.status_code == 422
    said = "la table x n'affronte aucune autre table : nommez son match dans matches"
    assert refused.get_json()["errors"] == [{"pointer": "/tables/0/table", "message": said}]


def test_a_table_whose_result_is_not_in_yet_is_unscored(client: FlaskClient) -> None:
    tables = [{"table": "1", "seats": ["a", "b", "c", "d"]},
              {"table": "2", "seats": ["e", "f", "g", "h"], "summary": summary(50)}]
    answer = client.post("/v1/boards/score", json={"format": "individuel", "tables": tables}).get_json()
    assert answer["unscored"] == ["1"] and answer["tables"][1]["raw"] == 50


@pytest.mark.parametrize(("table", "pointer"), [
    ({"table": "1", "seats": ["a", "b", "c", "d"], "summary": summary(40), "record": {}}, "/tables/0"),
    ({"table": "1", "seats": ["a", "b", "c", "d"], "record": [1]}, "/tables/0/record"),
    ({"table": "1", "seats": ["a", "b", "c", "d"], "record": {"tricks": []}}, "/tables/0/record/dealer"),
    ({"table": "1", "seats": ["a", "b", "c", "d"], "summary": {**summary(40), "taker": 5}}, "/tables/0/summary/taker"),
])
def test_a_table_that_cannot_be_read_is_a_422_at_its_place(client: FlaskClient, table: dict[str, Any], pointer: str,
                                                            ) -> None:
    response = client.post("/v1/boards/score", json={"format": "individuel", "tables": [table]})
    assert response.status_code == 422
    assert response.get_json()["errors"][0]["pointer"] == pointer


def test_the_tables_verdicts_are_in_the_language_asked(client: FlaskClient) -> None:
    record = a_complete_legal_record()
    illegal = json.loads(json.dumps(record))
    illegal["hands"][0][0], illegal["hands"][1][0] = illegal["hands"][1][0], illegal["hands"][0][0]
    body = {"format": "individuel", "tables": [{"table": "1", "seats": ["a", "b", "c", "d"], "record": illegal}]}
    english = client.post("/v1/boards/score", json=body).get_json()["tables"][0]["verdict"]
    french = client.post("/v1/boards/score", json=body, headers={"Accept-Language": "fr"})
    assert french.headers["Content-Language"] == "fr"
    translated = french.get_json()["tables"][0]["verdict"]
    assert english["violations"] and [violation["code"] for violation in translated["violations"]] == \
        [violation["code"] for violation in english["violations"]]
    assert translated["violations"][0]["message"] != english["violations"][0]["message"]
