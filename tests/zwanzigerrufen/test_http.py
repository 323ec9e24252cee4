"""Zwanzigerrufen through the HTTP app: the spec's full deals and summaries, legal plays, score sheets,
what is a 422 (a card outside the 40-card pack, an unknown option or value) and what stays a verdict."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from service import InvalidRecord, adjudicate
from service.zwanzigerrufen.options import OPTION_SPECS

GOLDEN = Path(__file__).parent / "golden"
README = Path(__file__).resolve().parents[2] / "README.md"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "zwanzigerrufen.md"


def load(name: str) -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads((GOLDEN / name).read_text(encoding="utf-8"))
    return cases


DEALS = load("deals.json")
SUMMARIES = load("summaries.json")
LEGAL_CARDS = load("legal_cards.json")
DEAL_A: dict[str, Any] = DEALS[0]["record"]


def cases(items: list[dict[str, Any]]) -> list[Any]:
    return [pytest.param(case, id=case["name"]) for case in items]


def post(client: FlaskClient, path: str, body: Any, status: int = 200) -> Any:
    response = client.post(path, json=body)
    assert response.status_code == status, response.get_json()
    return response.get_json()


def errors(client: FlaskClient, path: str, body: Any) -> list[tuple[str, str]]:
    problem = post(client, path, body, 422)
    return [(error["pointer"], error["message"]) for error in problem["errors"]]


def sheet_entry(record: dict[str, Any]) -> dict[str, Any]:
    """A record or summary as a score sheet entry: the sheet gives the rule set, table and options."""
    return {key: value for key, value in record.items() if key not in ("ruleset", "players", "options")}


# -- the spec's worked examples ----------------------------------------------------------------------------------


@pytest.mark.parametrize("case", cases(DEALS))
def test_the_full_deals_of_the_spec(client: FlaskClient, case: dict[str, Any]) -> None:
    verdict = post(client, "/v1/hands/adjudicate", case["record"])
    expected = case["expected"]
    assert verdict["violations"] == []
    for key in ("legal", "status", "declarer", "partner", "contract", "called_card", "game_level", "announcements",
                "next_dealer", "partner_revealed_at", "result"):
        assert verdict[key] == expected[key], key
    assert [trick["winner"] for trick in verdict["tricks"]] == expected["trick_winners"]
    assert [trick["points"] for trick in verdict["tricks"]] == expected["trick_points"]
    assert [[line["item"], line["value"]] for line in verdict["score"]["lines"]] == expected["lines"]
    assert verdict["score"]["value"] == expected["value"]
    assert verdict["score"]["deltas"] == expected["deltas"]
    # The same verdict without HTTP.
    assert adjudicate(case["record"]) == verdict


@pytest.mark.parametrize("case", cases(SUMMARIES))
def test_the_summaries_of_the_spec(client: FlaskClient, case: dict[str, Any]) -> None:
    answer = post(client, "/v1/scores", case["summary"])
    assert [[line["item"], line["value"]] for line in answer["score"]["lines"]] == case["expected"]["lines"]
    assert answer["score"]["value"] == case["expected"]["value"]
    assert answer["score"]["deltas"] == case["expected"]["deltas"]
    assert answer["result"]["declarer_points"] + answer["result"]["opponent_points"] == 88


@pytest.mark.parametrize("case", cases(LEGAL_CARDS))
def test_the_legal_cards_of_the_spec(client: FlaskClient, case: dict[str, Any]) -> None:
    answer = post(client, "/v1/plays/legal", case["position"])
    assert answer["legal_cards"] == case["expected"]["legal_cards"]
    assert {entry["card"]: entry["code"] for entry in answer["illegal"]} == case["expected"]["illegal"]


def test_a_score_sheet_of_records_and_summaries(client: FlaskClient) -> None:
    entries = [sheet_entry(DEALS[0]["record"]), sheet_entry(SUMMARIES[6]["summary"]), sheet_entry(DEALS[2]["record"])]
    sheet = post(client, "/v1/score-sheets", {"ruleset": "zwanzigerrufen", "hands": entries})
    assert [line["deltas"] for line in sheet["hands"]] == [[-1, 1, -1, 1], [-10, -10, 30, -10], [48, -16, -16, -16]]
    assert sheet["totals"] == [37, -25, 13, -25]


def test_the_rule_set_is_listed_with_its_options(client: FlaskClient) -> None:
    described = client.get("/v1/rulesets/zwanzigerrufen").get_json()
    assert described["id"] == "zwanzigerrufen"
    assert described["players"] == [4]
    assert len(described["deck"]) == 40
    assert [(option["name"], option["default"], option["allowed"]) for option in described["options"]] == [
        (spec.name, spec.default, list(spec.allowed)) for spec in OPTION_SPECS
    ]
    assert "zwanzigerrufen" in [ruleset["id"] for ruleset in client.get("/v1/rulesets").get_json()["rulesets"]]


# -- codes: the 40-card pack, any letter case ---------------------------------------------------------------------


def test_lower_case_codes_are_read_as_canonical(client: FlaskClient) -> None:
    lower = copy.deepcopy(DEAL_A)
    lower["hands"] = [[card.lower() for card in hand] for hand in lower["hands"]]
    lower["tricks"] = [[card.lower() for card in trick] for trick in lower["tricks"]]
    lower["called_card"] = lower["called_card"].lower()
    assert post(client, "/v1/hands/adjudicate", lower) == post(client, "/v1/hands/adjudicate", DEAL_A)
    position = {"ruleset": "zwanzigerrufen", "hand": ["1t", "5T", "qS", "Ex"], "trick": ["1h"]}
    assert post(client, "/v1/plays/legal", position)["legal_cards"] == ["1T", "5T", "EX"]


@pytest.mark.parametrize(
    ("path", "change", "pointer", "message"),
    [
        ("/v1/hands/adjudicate", {"hands": [["2S"]]}, "/hands/0/0",
         "2S is not a card of the 40-card Zwanzigerrufen pack"),
        ("/v1/hands/adjudicate", {"tricks": [["3t"]]}, "/tricks/0/0",
         "3T is not a card of the 40-card Zwanzigerrufen pack"),
        ("/v1/hands/adjudicate", {"called_card": "9H"}, "/called_card",
         "9H is not a card of the 40-card Zwanzigerrufen pack"),
        ("/v1/hands/adjudicate", {"hands": [["ZZ"]]}, "/hands/0/0", 'unknown card code "ZZ"'),
        ("/v1/plays/legal", {"hand": ["KS", "7C"]}, "/hand/1", "7C is not a card of the 40-card Zwanzigerrufen pack"),
        ("/v1/plays/legal", {"hand": ["KS"], "trick": ["2T"]}, "/trick/0",
         "2T is not a card of the 40-card Zwanzigerrufen pack"),
    ],
)
def test_a_card_outside_the_pack_is_a_422(
    client: FlaskClient, path: str, change: dict[str, Any], pointer: str, message: str
) -> None:
    base = DEAL_A if path == "/v1/hands/adjudicate" else {"ruleset": "zwanzigerrufen", "hand": ["KS"]}
    assert (pointer, message) in errors(client, path, {**copy.deepcopy(base), **change})


# -- options --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [
        {"colour": "red"},
        {"excuse_last_trick": "changes_side"},  # a French Tarot option
        {"max_double_level": 32},
        {"max_double_level": "16"},
        {"max_double_level": True},
        {"direction": "widdershins"},
        {"direction": "Clockwise"},
        {"trull_must_kontra": "yes"},
        {"trull_must_kontra": 1},
        {"sanity_filter": True},
    ],
)
def test_an_unknown_option_or_value_is_a_422(client: FlaskClient, options: dict[str, Any]) -> None:
    (name,) = options
    for path, body in (("/v1/hands/adjudicate", DEAL_A), ("/v1/scores", SUMMARIES[0]["summary"]),
                       ("/v1/plays/legal", {"ruleset": "zwanzigerrufen", "hand": ["KS"]})):
        assert [pointer for pointer, _ in errors(client, path, {**body, "options": options})] == [f"/options/{name}"]


def test_options_change_the_answer(client: FlaskClient) -> None:
    summary = {**SUMMARIES[0]["summary"], "game_level": 16}
    assert errors(client, "/v1/scores", summary)[0][0] == "/game_level"
    sixteen = post(client, "/v1/scores", {**summary, "options": {"max_double_level": 16.0}})  # 16.0 is the integer 16
    assert sixteen["score"]["value"] == 16
    assert post(client, "/v1/scores", {**summary, "options": {"max_double_level": 16}}) == sixteen
    solo = {"ruleset": "zwanzigerrufen", "contract": "solo", "declarer": 2, "declarer_points": 60, "declarer_tricks": 7}
    assert [line["item"] for line in post(client, "/v1/scores", solo)["score"]["lines"]] == ["game", "absolut"]
    without = {**solo, "options": {"absolut_in_solos": False}}
    assert [line["item"] for line in post(client, "/v1/scores", without)["score"]["lines"]] == ["game"]


# -- what is a 422 and what stays a verdict -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "pointer"),
    [
        ({"players": 3}, "/players"),
        ({"dog": ["KS"]}, "/dog"),
        ({"discard": ["KS"]}, "/discard"),
        ({"declarations": [{"seat": 1, "type": "chelem"}]}, "/declarations"),
        ({"auction": [{"seat": 1, "call": "RUFER"}]}, "/auction/0/call"),  # calls are lower case, as listed
        ({"auction": [{"seat": 1, "call": "garde"}]}, "/auction/0/call"),
        ({"ruleset": "bridge"}, "/ruleset"),
        ({"partner": 2}, "/partner"),  # a closed object: a field of the verdict is not one of the record
    ],
)
def test_unreadable_records(client: FlaskClient, change: dict[str, Any], pointer: str) -> None:
    record = {**copy.deepcopy(DEAL_A), **change}
    assert pointer in [found for found, _ in errors(client, "/v1/hands/adjudicate", record)]
    with pytest.raises(InvalidRecord):
        adjudicate(record)


def test_a_record_without_ruleset_is_french_tarot(client: FlaskClient) -> None:
    record = {key: value for key, value in DEAL_A.items() if key != "ruleset"}
    assert ("/dog", "required field is missing") in errors(client, "/v1/hands/adjudicate", record)


def test_no_dog_discard_or_declarations_may_be_empty_or_null(client: FlaskClient) -> None:
    record = {**DEAL_A, "dog": [], "discard": None, "declarations": []}
    assert post(client, "/v1/hands/adjudicate", record) == post(client, "/v1/hands/adjudicate", DEAL_A)


@pytest.mark.parametrize(
    ("change", "code", "pointer"),
    [
        ({"auction": [{"seat": 2, "call": "rufer"}]}, "not_your_turn", "/auction/0"),
        ({"auction": [{"seat": 1, "call": "kontra:valat"}]}, "must_open_game", "/auction/0"),
        ({"auction": [{"seat": 5, "call": "solo"}]}, "seat_out_of_range", "/auction/0/seat"),
        ({"dealer": 5}, "seat_out_of_range", "/dealer"),
        ({"called_card": "19T"}, "called_card_not_allowed", "/called_card"),
        ({"hands": DEAL_A["hands"][:3]}, "hands_count", "/hands"),
    ],
)
def test_a_rule_broken_is_a_200_verdict(client: FlaskClient, change: dict[str, Any], code: str, pointer: str) -> None:
    verdict = post(client, "/v1/hands/adjudicate", {**copy.deepcopy(DEAL_A), **change})
    assert not verdict["legal"]
    assert (verdict["violations"][0]["code"], verdict["violations"][0]["pointer"]) == (code, pointer)


def test_a_redeal_is_a_status(client: FlaskClient) -> None:
    hands = [
        ["4T", "KS", "QS", "CS", "JS", "10S", "KH", "QH", "CH", "JH"],
        ["1T", "5T", "6T", "7T", "8T", "1H", "KD", "QD", "CD", "JD"],
        ["21T", "9T", "10T", "11T", "12T", "13T", "1D", "KC", "QC", "CC"],
        ["EX", "14T", "15T", "16T", "17T", "18T", "19T", "20T", "JC", "10C"],
    ]
    verdict = post(client, "/v1/hands/adjudicate", {"ruleset": "zwanzigerrufen", "dealer": 3, "hands": hands})
    assert (verdict["legal"], verdict["status"], verdict["next_dealer"]) == (True, "redeal", 3)
    assert verdict["reason"] == "seat 1's only tarock is 4T"


@pytest.mark.parametrize(
    ("change", "pointer"),
    [
        ({"declarer_points": 89}, "/declarer_points"),  # the schema: 0 to 88
        ({"declarer_points": 50.5}, "/declarer_points"),
        ({"game_level": 3}, "/game_level"),
        ({"announcements": [{"item": "trull", "party": "declarers"}]}, "/announcements/0/item"),
        ({"partner": None}, "/partner"),  # the engine: a Rufer has a partner
        ({"declarer_tricks": 0}, "/declarer_points"),  # no trick, yet points
    ],
)
def test_unreadable_or_impossible_summaries(client: FlaskClient, change: dict[str, Any], pointer: str) -> None:
    summary = {**SUMMARIES[0]["summary"], **change}
    assert pointer in [found for found, _ in errors(client, "/v1/scores", summary)]


def test_the_readme_example_is_real(client: FlaskClient) -> None:
    """README.md, "The API in short": the Zwanzigerrufen summary and the answer it shows."""
    section = README.read_text(encoding="utf-8").split("curl -s http://127.0.0.1:8000/v1/scores", 1)[1]
    body = re.search(r"-d '(\{.*?\})'\n *```", section, re.S)
    answer = re.search(r"```json\n *(.*?)\n *```", section, re.S)
    assert body is not None and answer is not None
    assert post(client, "/v1/scores", json.loads(body.group(1))) == json.loads(answer.group(1))


@pytest.mark.parametrize(("section", "path"), [("## Legal plays", "/v1/plays/legal"), ("## Summaries", "/v1/scores")])
def test_the_documented_examples_are_real(client: FlaskClient, section: str, path: str) -> None:
    """docs/zwanzigerrufen.md: a section's first JSON block is a request, its second the answer."""
    text = DOCS.read_text(encoding="utf-8").split(section, 1)[1].split("\n## ", 1)[0]
    request, answer = re.findall(r"```json\n(.*?)\n```", text, re.S)[:2]
    assert post(client, path, json.loads(request)) == json.loads(answer)
