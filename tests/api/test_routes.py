"""The routes: what each returns, with the real engine behind them."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from service.french.options import OPTION_SPECS
from service.wire import operations
from service.zwanzigerrufen.options import OPTION_SPECS as ZWANZIGERRUFEN_OPTION_SPECS


def test_healthz(client: FlaskClient) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.get_json() == {"status": "ok"}


def test_openapi_yaml_is_the_repository_file_byte_for_byte(client: FlaskClient, openapi_path: Path) -> None:
    response = client.get("/openapi.yaml")
    assert response.status_code == 200
    assert response.mimetype == "text/yaml"
    assert response.get_data() == openapi_path.read_bytes()


def test_openapi_json_is_the_same_document(client: FlaskClient, openapi_path: Path) -> None:
    response = client.get("/openapi.json")
    assert response.mimetype == "application/json"
    assert response.get_json() == yaml.safe_load(openapi_path.read_bytes())


def test_docs_are_served_without_any_outside_resource(client: FlaskClient) -> None:
    for path in ("/docs", "/docs/"):
        page = client.get(path)
        assert page.status_code == 200
        assert page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert '"/openapi.json"' in html
    assert '"validatorUrl": null' in html, "Swagger UI would call its online validator"
    resources = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert resources, "the page should load Swagger UI's scripts and styles"
    for resource in resources:
        assert resource.startswith("/docs/"), f"{resource} would need the internet"
        assert client.get(resource).status_code == 200, resource
    assert "swagger-ui-bundle.js" in " ".join(resources)


def test_lower_and_mixed_case_cards_are_read_as_canonical_codes(
    client: FlaskClient, dealt_record: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[Any] = []
    judge = operations.adjudicate_record

    def spy(record: Any, language: str) -> dict[str, Any]:
        seen.append(record)
        return judge(record, language)

    monkeypatch.setattr(operations, "adjudicate_record", spy)
    upper = client.post("/v1/hands/adjudicate", json=dealt_record).get_json()
    spelled = dict(dealt_record)
    spelled["hands"] = [[card.lower() for card in hand] for hand in dealt_record["hands"]]
    spelled["dog"] = [card[:-1] + card[-1].lower() for card in dealt_record["dog"]]  # "KD" → "Kd"
    response = client.post("/v1/hands/adjudicate", json=spelled)
    assert response.status_code == 200
    # Both read by the plain reader, to the same cards.
    assert seen[1].record.hands == seen[0].record.hands
    assert seen[1].record.dog == seen[0].record.dog
    assert response.get_json() == upper


def test_a_dealt_record_gets_a_verdict(client: FlaskClient, dealt_record: dict[str, Any]) -> None:
    response = client.post("/v1/hands/adjudicate", json=dealt_record)
    assert response.status_code == 200
    verdict = response.get_json()
    assert verdict["legal"] is True
    assert verdict["status"] == "in_progress"
    assert verdict["result"] is None


def test_a_broken_rule_is_a_200_verdict_not_an_error(client: FlaskClient, dealt_record: dict[str, Any]) -> None:
    dealt_record["hands"][0] = dealt_record["hands"][0][:-1]  # a card short: a rule breach
    response = client.post("/v1/hands/adjudicate", json=dealt_record)
    assert response.status_code == 200
    verdict = response.get_json()
    assert verdict["legal"] is False
    assert verdict["violations"]


def test_legal_plays(client: FlaskClient) -> None:
    response = client.post("/v1/plays/legal", json={"hand": ["2h", "9H", "5T", "KS", "EX"], "trick": ["1H", "KH"]})
    assert response.status_code == 200
    body = response.get_json()
    assert sorted(body["legal_cards"]) == ["2H", "9H", "EX"]
    assert {entry["card"] for entry in body["illegal"]} == {"5T", "KS"}


def test_scores_accept_the_prise_alias(client: FlaskClient) -> None:
    summary = {"taker": 0, "contract": "prise", "attack_points": 51, "oudlers": 1}
    response = client.post("/v1/scores", json=summary)
    assert response.status_code == 200
    assert response.get_json()["score"]["multiplier"] == 1


def test_a_score_sheet_mixes_summaries_and_records(client: FlaskClient, dealt_record: dict[str, Any]) -> None:
    passed = {key: value for key, value in dealt_record.items() if key != "players"}
    passed["auction"] = [{"seat": seat, "call": "pass"} for seat in (1, 2, 3, 0)]
    sheet = {"players": 4, "hands": [{"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}, passed]}
    response = client.post("/v1/score-sheets", json=sheet)
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert body["hands"][1]["deltas"] == [0, 0, 0, 0]  # all passed: thrown in
    assert body["totals"] == body["hands"][0]["totals"] == body["hands"][0]["deltas"]
    assert sum(body["totals"]) == 0


def test_rulesets_list_the_options_of_the_option_table(client: FlaskClient) -> None:
    listing = client.get("/v1/rulesets").get_json()
    french = client.get("/v1/rulesets/french-tarot").get_json()
    zwanzigerrufen = client.get("/v1/rulesets/zwanzigerrufen").get_json()
    assert listing["rulesets"] == [french, zwanzigerrufen]
    assert [option["name"] for option in french["options"]] == [spec.name for spec in OPTION_SPECS]
    assert [option["name"] for option in zwanzigerrufen["options"]] == [
        spec.name for spec in ZWANZIGERRUFEN_OPTION_SPECS
    ]
