"""Rulings (``arbitration: fft``) in French and German: golden rulings of the Code d'arbitrage's worked
examples (tests/arbitration/records: a faux écart of seven cards, both sides revoking, an incomplete poignée
that cannot be completed), every text of each (reason, each fault's rule, effect and message, each
adjustment's and sanction's rule and message) word for word, and everything else as in English."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.i18n.rulings import RULING_TEXTS

HERE = Path(__file__).parent
GOLDEN = json.loads((HERE / "golden" / "rulings.json").read_text(encoding="utf-8"))
RECORDS = HERE.parent / "arbitration" / "records"
TEXTS = {"faults": ("code", "rule", "effect", "message"), "adjustments": ("kind", "rule", "message"),
         "sanctions": ("kind", "rule", "message")}


def record(name: str) -> dict[str, Any]:
    request: dict[str, Any] = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))["request"]
    return request


def test_the_golden_rulings_are_in_both_languages_and_cover_adjustments_and_sanctions() -> None:
    assert {case["accept_language"] for case in GOLDEN} == {"fr", "de"}
    kinds = {entry["kind"] for case in GOLDEN for entry in case["adjustments"] + case["sanctions"]}
    assert {"trick_transferred", "card_transferred", "trick_without_taker", "discretionary_penalty",
            "warning"} <= kinds


@pytest.mark.parametrize("case", GOLDEN, ids=[f"{case['name']} ({case['accept_language']})" for case in GOLDEN])
def test_golden_rulings_in_french_and_german(client: FlaskClient, case: dict[str, Any]) -> None:
    language = case["accept_language"]
    response = client.post("/v1/hands/adjudicate", json=record(case["name"]), headers={"Accept-Language": language})
    assert response.headers["Content-Language"] == language
    ruling = response.get_json()["ruling"]
    said = {"reason": ruling["reason"], "needs_referee": ruling["needs_referee"],
            **{key: [{field: entry[field] for field in fields} for entry in ruling[key]]
               for key, fields in TEXTS.items()}}
    assert said == {key: value for key, value in case.items() if key not in ("name", "example", "accept_language")}


@pytest.mark.parametrize("name", sorted({case["name"] for case in GOLDEN}))
def test_a_ruling_changes_only_its_texts_with_the_language(client: FlaskClient, name: str) -> None:
    english = client.post("/v1/hands/adjudicate", json=record(name)).get_json()["ruling"]
    for language in ("fr", "de"):
        ruling = client.post("/v1/hands/adjudicate", json=record(name),
                             headers={"Accept-Language": language}).get_json()["ruling"]
        assert ruling["reason"] != english["reason"]
        for key, fields in TEXTS.items():
            for mine, theirs in zip(ruling[key], english[key], strict=True):
                assert {field: value for field, value in mine.items() if field not in fields[1:]} == {
                    field: value for field, value in theirs.items() if field not in fields[1:]}
                assert all(mine[field] != theirs[field] for field in fields[1:]), (mine, theirs)
        unchanged = {key: value for key, value in ruling.items() if key not in ("reason", *TEXTS)}
        assert unchanged == {key: value for key, value in english.items() if key not in ("reason", *TEXTS)}


def test_a_referees_note_quotes_the_fault_in_the_language_asked(client: FlaskClient) -> None:
    request = record("example_01_defender_revokes_taker_still_makes")
    request["declarations"] = [{"seat": 1, "type": "chelem"}]  # a defender's chelem: no free-deal rule for it
    note = "chelem_not_taker en /declarations/0 : Seul le preneur annonce un chelem ; le joueur 1 n'est pas le preneur."
    ruling = client.post("/v1/hands/adjudicate", json=request, headers={"Accept-Language": "fr"}).get_json()["ruling"]
    assert ruling["outcome"] == "referee" and ruling["needs_referee"] == [note]
    assert ruling["reason"] == f"Le Code d'arbitrage ne donne ici aucune décision automatique : {note}"


def test_the_ruling_texts_have_both_languages() -> None:
    assert set(RULING_TEXTS["fr"]) == set(RULING_TEXTS["de"]) and len(RULING_TEXTS["fr"]) > 60
