"""What a problem repeats of the request: JSON's terms, a short excerpt, a bounded body; seats outside the
table in every summary and sheet field; values equal as JSON are equal (issue 13, sections 3 and 4)."""

from __future__ import annotations

import json
from typing import Any

import orjson
import pytest
from flask.testing import FlaskClient

from service.api.problems import MAX_PROBLEM_BYTES, MAX_REPORTED_ERRORS, errors_details
from service.core.excerpt import EXCERPT_CHARACTERS, excerpt
from service.core.value_schema import problem

SUMMARY = {"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}
ZW_SUMMARY = {"ruleset": "zwanzigerrufen", "contract": "solo", "declarer": 2, "declarer_points": 47,
              "declarer_tricks": 6}


@pytest.mark.parametrize(
    "value", [None, True, False, 0, -3, 12.5, "KS", 'a "quote" and a \\', "tab\tnew\nline\u0001", [1, "x", None],
              {"garde": True, "petite": [1, 2]}, [], {}, "Kſ"],
    ids=repr,
)
def test_a_short_value_is_shown_as_json_writes_it(value: Any) -> None:
    assert excerpt(value, 200) == json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


@pytest.mark.parametrize(
    "value",
    ["k" * 1_000_000, ["x" * 50] * 10_000, {f"k{index}": index for index in range(100_000)}, [[[[["deep"] * 50]]]],
     10**5000],
    ids=["a megabyte string", "10,000 long strings", "100,000 keys", "nested lists", "a 5,000-digit integer"],
)
def test_a_long_value_is_cut_to_an_excerpt(value: Any) -> None:
    shown = excerpt(value)
    assert len(shown) <= EXCERPT_CHARACTERS + 30
    if isinstance(value, str):
        assert shown == '"' + "k" * (EXCERPT_CHARACTERS - 1) + f"… ({len(value)} characters)"


def test_uniqueness_compares_json_values_not_their_spelling() -> None:
    schema = {"type": "array", "uniqueItems": True}
    assert problem([10, 10.0, 15], schema) == "items repeat: 10.0 is there twice"
    assert problem([10, 10, 15], schema) == "items repeat: 10 is there twice"
    assert problem([1, True], schema) is None  # true is not the number 1
    assert problem([0, False, None, "0"], schema) is None
    assert problem([[1, 2], [1.0, 2.0]], schema) is not None
    assert problem([{"a": 1}, {"a": 1.0}], schema) is not None
    assert problem([{"a": 1}, {"a": True}], schema) is None


@pytest.mark.parametrize(
    ("options", "pointer", "message"),
    [
        ({"mouche_stake": True}, "/options/mouche_stake", "true is not of type integer"),
        ({"multipliers": {"garde": True}}, "/options/multipliers", '"garde": true is not of type integer'),
        ({"multipliers": None}, "/options/multipliers", "may not be null"),
        ({"multipliers": ["fft"]}, "/options/multipliers",
         '["fft"] is none of the allowed forms: one of "by_scoring", "fft", "pagat_times_five", "pousse_scale"; '
         "or an object"),
        ({"contracts": [True]}, "/options/contracts",
         'true is not one of "petite", "pousse", "garde", "garde_sans", "garde_contre", "chelem"'),
        ({"poignee_sizes": [10, 10.0, 15]}, "/options/poignee_sizes", "items repeat: 10.0 is there twice"),
        ({"chelem_values": {"x": None}}, "/options/chelem_values", 'unknown key "x"'),
    ],
)
def test_option_messages_say_it_in_json(client: FlaskClient, options: dict[str, Any], pointer: str,
                                        message: str) -> None:
    response = client.post("/v1/scores", json={**SUMMARY, "options": options})
    assert response.status_code == 422
    assert response.get_json()["errors"] == [{"pointer": pointer, "message": message}]


@pytest.mark.parametrize(
    ("body", "pointer"),
    [
        ({**SUMMARY, "options": {"o" * 900_000: 1}}, "/options"),
        ({**SUMMARY, "options": {"contracts": ["g" * 900_000]}}, "/options/contracts"),
        ({**SUMMARY, "options": {"multipliers": {"m" * 900_000: 2}}}, "/options/multipliers"),
        ({**SUMMARY, "options": {"multipliers": {str(index): 1 for index in range(90_000)}}}, "/options/multipliers"),
        ({**ZW_SUMMARY, "options": {"o" * 900_000: 1}}, "/options"),
    ],
    ids=["an option name", "a contracts item", "a multipliers key", "90,000 multipliers keys",
         "a Zwanzigerrufen option"],
)
def test_a_huge_value_comes_back_as_a_short_excerpt(client: FlaskClient, body: dict[str, Any], pointer: str) -> None:
    response = client.post("/v1/scores", data=orjson.dumps(body), content_type="application/json")
    assert response.status_code == 422
    assert len(response.data) < 1024
    (error,) = response.get_json()["errors"]
    assert error["pointer"] == pointer


@pytest.mark.parametrize("ruleset", ["french-tarot", "zwanzigerrufen"])
def test_a_huge_called_card_comes_back_as_a_short_excerpt(client: FlaskClient, ruleset: str) -> None:
    record = {"ruleset": ruleset, "dealer": 0, "hands": [], "called_card": "K" * 900_000}
    if ruleset == "french-tarot":
        record["dog"] = []
    response = client.post("/v1/hands/adjudicate", json=record)
    assert response.status_code == 422 and len(response.data) < 1024
    (error,) = response.get_json()["errors"]
    assert error["pointer"] == "/called_card" and "(900000 characters)" in error["message"]


def test_a_422_body_stays_within_its_bound_however_many_long_errors() -> None:
    problems = [(f"/hands/{index}/" + "k" * 2000, "m" * 5000) for index in range(MAX_REPORTED_ERRORS * 3)]
    details = errors_details("Some detail.", problems)
    assert len(orjson.dumps(details)) <= MAX_PROBLEM_BYTES
    listed = len(details["errors"])
    assert 0 < listed < MAX_REPORTED_ERRORS
    assert details["detail"] == f"Some detail. Only the first {listed} of {len(problems)} errors are listed."
    first = details["errors"][0]
    assert first["pointer"] == "/hands/0"  # the long key is named in the message, shortened
    assert first["message"].startswith('key "kkk') and "(2000 characters)" in first["message"]


def test_short_errors_are_listed_whole() -> None:
    problems = [("/a~1b/0", "must be a string"), ("", "must be an object")]
    assert errors_details("D.", problems)["errors"] == [{"pointer": p, "message": m} for p, m in problems]


@pytest.mark.parametrize(
    ("path", "body", "pointer"),
    [
        ("/v1/scores", {**SUMMARY, "dealer": 4}, "/dealer"),
        ("/v1/scores", {**SUMMARY, "players": 3, "dealer": 3}, "/dealer"),
        ("/v1/scores", {**SUMMARY, "players": 5, "partner": 1, "dealer": 5}, "/dealer"),
        ("/v1/score-sheets", {"players": 4, "first_dealer": 4, "hands": [SUMMARY]}, "/first_dealer"),
        ("/v1/score-sheets", {"players": 4, "first_dealer": 5, "options": {"settlement": "mouches"},
                              "hands": [SUMMARY]}, "/first_dealer"),
        ("/v1/score-sheets", {"players": 4, "options": {"settlement": "mouches"},
                              "hands": [SUMMARY, {**SUMMARY, "dealer": 4}]}, "/hands/1/dealer"),
        ("/v1/scores", {**ZW_SUMMARY, "announcements": [{"item": "valat", "party": "opponents", "seat": 4}]},
         "/announcements/0/seat"),
        ("/v1/score-sheets", {"ruleset": "zwanzigerrufen", "hands": [
            {key: value for key, value in ZW_SUMMARY.items() if key != "ruleset"} | {"trull": 5}]}, "/hands/0/trull"),
    ],
)
def test_a_seat_outside_the_table_is_a_422(client: FlaskClient, path: str, body: dict[str, Any], pointer: str) -> None:
    response = client.post(path, json=body)
    assert response.status_code == 422, response.get_json()
    assert pointer in [error["pointer"] for error in response.get_json()["errors"]]


def test_mouches_settle_a_sheet_whose_dealers_are_all_at_the_table(client: FlaskClient) -> None:
    sheet = {"players": 4, "first_dealer": 3, "options": {"settlement": "mouches"},
             "hands": [SUMMARY, {**SUMMARY, "dealer": 1}, {**SUMMARY, "attack_points": 30}]}
    response = client.post("/v1/score-sheets", json=sheet)
    assert response.status_code == 200
    # Each hand's dealer (3 first, then 1 as written, then the seat after it) adds to the pool: among the
    # three defenders he alone pays more than the others.
    for hand, dealer in zip(response.get_json()["hands"], [3, 1, 2], strict=True):
        defenders = {seat: delta for seat, delta in enumerate(hand["deltas"]) if seat != 0}
        assert min(defenders, key=lambda seat: defenders[seat]) == dealer
        assert len(set(defenders.values())) == 2
