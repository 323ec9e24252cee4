"""POST /v1/hands/adjudicate-batch: one slot per record, in order, each what POST /v1/hands/adjudicate
answers for that record alone (a verdict, or its 422 problem with pointers into the batch)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.api import batch
from service.wire.errors import UnprocessableRequest
from service.wire.schemas import MAX_BATCH_RECORDS
from tests.property.generator import generate_hand
from tests.zwanzigerrufen.generator import random_deal

BATCH = "/v1/hands/adjudicate-batch"


def records(count: int, seed: int = 6) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [random_deal(rng).record() if index % 5 == 4 else generate_hand(rng, rng.choice([3, 4, 5])).record
            for index in range(count)]


def alone(client: FlaskClient, record: Any) -> tuple[int, Any]:
    response = client.post("/v1/hands/adjudicate", json=record)
    return response.status_code, response.get_json()


def test_each_slot_is_the_verdict_of_the_record_alone(client: FlaskClient) -> None:
    sent = records(12)
    response = client.post(BATCH, json={"records": sent})
    assert response.status_code == 200
    assert response.get_json() == {"verdicts": [alone(client, record)[1] for record in sent]}


def test_a_bad_record_gets_its_422_problem_in_its_slot_and_the_others_their_verdicts(client: FlaskClient) -> None:
    sent = records(3)
    bad = {"dealer": 0, "hands": [["KS", "ZZ"]], "dog": [], "tricks": 3, "typo": 1}
    sent.insert(1, bad)
    verdicts = client.post(BATCH, json={"records": sent}).get_json()["verdicts"]
    status, problem = alone(client, bad)
    assert status == 422
    assert verdicts[0] == alone(client, sent[0])[1] and verdicts[2:] == [alone(client, r)[1] for r in sent[2:]]
    slot = verdicts[1]
    assert slot["status"] == 422 and slot["title"] == problem["title"] and slot["type"] == "about:blank"
    assert slot["detail"] == batch.UNREADABLE_RECORD
    assert slot["errors"] == [
        {"pointer": "/records/1" + error["pointer"], "message": error["message"]} for error in problem["errors"]
    ]


def test_a_record_the_engine_finds_impossible_gets_its_problem(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def impossible(record: Any, language: str, claim_budget: Any = None) -> dict[str, Any]:
        raise UnprocessableRequest([("/options/x", "no such thing")])

    monkeypatch.setattr(batch.operations, "adjudicate_record", impossible)
    (slot,) = client.post(BATCH, json={"records": records(1)}).get_json()["verdicts"]
    assert slot["status"] == 422 and slot["detail"] == batch.IMPOSSIBLE_RECORD
    assert slot["errors"] == [{"pointer": "/records/0/options/x", "message": "no such thing"}]


@pytest.mark.parametrize("record", [None, 1, 1.5, "x", True, [], [{}]], ids=repr)
def test_a_record_that_is_not_an_object_gets_its_own_slot_like_a_bad_object(client: FlaskClient, record: Any) -> None:
    sent = records(2)
    sent.insert(1, record)
    response = client.post(BATCH, json={"records": sent})
    assert response.status_code == 200
    verdicts = response.get_json()["verdicts"]
    assert verdicts[0] == alone(client, sent[0])[1] and verdicts[2] == alone(client, sent[2])[1]
    alone_response = client.post("/v1/hands/adjudicate", data=json.dumps(record), content_type="application/json")
    assert alone_response.status_code == 422
    problem = alone_response.get_json()
    assert verdicts[1]["status"] == 422 and verdicts[1]["detail"] == batch.UNREADABLE_RECORD
    assert verdicts[1]["errors"] == [
        {"pointer": "/records/1" + error["pointer"], "message": error["message"]} for error in problem["errors"]
    ]


def test_an_empty_batch_has_no_verdicts(client: FlaskClient) -> None:
    response = client.post(BATCH, json={"records": []})
    assert response.status_code == 200 and response.get_json() == {"verdicts": []}


def test_the_documented_number_of_records_is_the_most_a_batch_takes(client: FlaskClient) -> None:
    record = records(1)[0]
    assert client.post(BATCH, json={"records": [record] * MAX_BATCH_RECORDS}).status_code == 200
    response = client.post(BATCH, json={"records": [record] * (MAX_BATCH_RECORDS + 1)})
    assert response.status_code == 422
    assert [error["pointer"] for error in response.get_json()["errors"]] == ["/records"]


@pytest.mark.parametrize(
    ("body", "pointer"),
    [
        ({}, "/records"),
        ({"records": None}, "/records"),
        ({"records": {"0": {}}}, "/records"),
        ({"records": [], "players": 4}, "/players"),
        ([], ""),
    ],
)
def test_a_request_that_is_not_a_list_of_objects_is_a_422(client: FlaskClient, body: Any, pointer: str) -> None:
    response = client.post(BATCH, json=body)
    assert response.status_code == 422
    assert response.content_type == "application/problem+json"
    assert pointer in [error["pointer"] for error in response.get_json()["errors"]]
