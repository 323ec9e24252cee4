"""The API in French and German: golden verdicts (a revoke, an illegal écart, Zwanzigerrufen Kontra and
Trull faults), the headers, the batch, legal plays, the command line and the Python door."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import orjson
import pytest
from flask.testing import FlaskClient

from service.__main__ import main
from service.i18n import rule_reference

GOLDEN = json.loads((Path(__file__).parent / "golden" / "verdicts.json").read_text(encoding="utf-8"))
FIELDS = ("code", "seat", "card", "message", "rule")


def test_the_golden_verdicts_cover_the_issues_cases() -> None:
    codes = {(case["content_language"], violation["code"]) for case in GOLDEN for violation in case["violations"]}
    for language in ("fr", "de"):
        assert {(language, code) for code in ("must_follow_suit", "discard_king", "discard_trump_not_forced",
                                              "double_not_allowed", "trull_must_kontra")} <= codes


@pytest.mark.parametrize("case", GOLDEN, ids=[f"{case['name']} ({case['content_language']})" for case in GOLDEN])
def test_golden_verdicts_in_french_and_german(client: FlaskClient, case: dict[str, Any]) -> None:
    response = client.post("/v1/hands/adjudicate", json=case["request"],
                           headers={"Accept-Language": case["accept_language"]})
    assert response.status_code == 200
    assert response.headers["Content-Language"] == case["content_language"]
    assert "Accept-Language" in response.headers["Vary"]
    said = [{field: violation[field] for field in FIELDS} for violation in response.get_json()["violations"]]
    assert said == case["violations"]


@pytest.mark.parametrize("case", GOLDEN[::2], ids=[case["name"] for case in GOLDEN[::2]])
def test_without_the_header_the_verdict_is_english_with_its_rule(client: FlaskClient, case: dict[str, Any]) -> None:
    plain = client.post("/v1/hands/adjudicate", json=case["request"])
    english = client.post("/v1/hands/adjudicate", json=case["request"], headers={"Accept-Language": "en-GB"})
    unknown = client.post("/v1/hands/adjudicate", json=case["request"], headers={"Accept-Language": "es, it;q=0.5"})
    assert plain.data == english.data == unknown.data
    assert plain.headers["Content-Language"] == "en" and plain.headers["Vary"] == "Accept-Language"
    ruleset = case["request"].get("ruleset", "french-tarot")
    for violation, golden in zip(plain.get_json()["violations"], case["violations"], strict=True):
        assert violation["code"] == golden["code"] and violation["message"] != golden["message"]
        assert violation["rule"] == rule_reference(ruleset, violation["code"], "en")


def test_a_batch_is_told_in_one_language_its_problems_too(client: FlaskClient) -> None:
    records = [GOLDEN[1]["request"], {"dealer": 0, "hands": [["KS", "ZZ"]], "dog": []}, GOLDEN[5]["request"]]
    english = client.post("/v1/hands/adjudicate-batch", json={"records": records}).get_json()["verdicts"]
    response = client.post("/v1/hands/adjudicate-batch", json={"records": records},
                           headers={"Accept-Language": "de"})
    assert response.headers["Content-Language"] == "de" and "Accept-Language" in response.headers["Vary"]
    verdicts = response.get_json()["verdicts"]
    assert [v["message"] for v in verdicts[0]["violations"]] == [v["message"] for v in GOLDEN[1]["violations"]]
    assert verdicts[1] == {**english[1], "title": "Nicht verarbeitbarer Inhalt",
                           "detail": "Das Protokoll ist JSON, aber kein lesbares Spielprotokoll; siehe errors.",
                           "errors": [{"pointer": "/records/1/hands/0/1", "message": 'unbekannter Kartencode "ZZ"'}]}
    assert [v["message"] for v in verdicts[2]["violations"]] == [v["message"] for v in GOLDEN[5]["violations"]]


@pytest.mark.parametrize(("header", "expected"), [
    ("fr", ["le 5 d'atout", "le roi de pique"]), ("de", ["Trumpf 5", "Pik-König"]), (None, ["5T", "KS"])])
def test_legal_plays_say_why_in_the_language_asked(client: FlaskClient, header: str | None,
                                                   expected: list[str]) -> None:
    response = client.post("/v1/plays/legal", json={"hand": ["2H", "9H", "5T", "KS", "EX"], "trick": ["1H", "KH"]},
                           headers={"Accept-Language": header} if header else {})
    answer = response.get_json()
    assert answer["legal_cards"] == ["2H", "9H", "EX"]
    assert [illegal["card"] for illegal in answer["illegal"]] == ["5T", "KS"]
    for illegal, name in zip(answer["illegal"], expected, strict=True):
        assert illegal["code"] == "must_follow_suit" and name in illegal["message"]
    assert response.headers["Content-Language"] == (header or "en")


def test_zwanzigerrufen_legal_plays_in_german(client: FlaskClient) -> None:
    answer = client.post("/v1/plays/legal", headers={"Accept-Language": "de-AT"}, json={
        "ruleset": "zwanzigerrufen", "contract": "rufer", "hand": ["1T", "5T", "QS"], "trick": ["1H"],
        "pagat_announced": True}).get_json()
    messages = {illegal["card"]: illegal["message"] for illegal in answer["illegal"]}
    assert "Pagat" in messages["1T"] and "Pik-Dame" in messages["QS"] and "Tarock" in messages["QS"]


def test_operations_without_texts_do_not_vary_with_the_language(client: FlaskClient) -> None:
    response = client.get("/healthz", headers={"Accept-Language": "fr"})
    assert response.status_code == 200 and "Content-Language" not in response.headers
    assert "Accept-Language" not in response.headers.get("Vary", "")


def test_a_score_and_a_score_sheet_tell_their_notes_in_the_language_asked(client: FlaskClient) -> None:
    summary = {"contract": "garde", "taker": 0, "attack_points": 50, "oudlers": 2,
               "options": {"five_player_table": "dealer_sits_out"}}
    note = "Option five_player_table wirkt hier nicht: nur ein Tisch mit 5 Spielern wählt sein Spiel (4 Spieler)."
    score = client.post("/v1/scores", json=summary, headers={"Accept-Language": "de"})
    options = summary.pop("options")
    sheet = client.post("/v1/score-sheets", json={"hands": [summary], "options": options},
                        headers={"Accept-Language": "de"})
    for response in (score, sheet):
        assert response.status_code == 200 and response.headers["Content-Language"] == "de"
        assert "Accept-Language" in response.headers["Vary"]
        assert response.get_json()["notes"] == [{"option": "five_player_table", "message": note}]


@pytest.mark.parametrize(("language", "jobs"), [("fr", "1"), ("de", "1"), ("de", "2")])
def test_the_command_line_takes_the_language(tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes],
                                             language: str, jobs: str) -> None:
    cases = [case for case in GOLDEN if case["content_language"] == language]
    source = tmp_path / "hands.jsonl"
    source.write_bytes(b"".join(orjson.dumps(case["request"]) + b"\n" for case in cases))
    assert main(["adjudicate", str(source), "--jobs", jobs, "--no-progress", "--language", language]) == 0
    lines = capsysbinary.readouterr().out.splitlines()
    assert [[v["message"] for v in orjson.loads(line)["violations"]] for line in lines] == [
        [v["message"] for v in case["violations"]] for case in cases]


def test_the_command_line_refuses_a_language_it_does_not_speak(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["adjudicate", str(tmp_path / "x.jsonl"), "--language", "es"])
    assert stopped.value.code == 2


def test_a_rulings_faults_repeat_their_violations_in_the_language_asked(client: FlaskClient) -> None:
    import yaml

    document = yaml.safe_load((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text(encoding="utf-8"))
    examples = document["paths"]["/v1/hands/adjudicate"]["post"]["requestBody"]["content"]["application/json"]
    record = examples["examples"]["arbitratedRevoke"]["value"]
    english = client.post("/v1/hands/adjudicate", json=record).get_json()
    french = client.post("/v1/hands/adjudicate", json=record, headers={"Accept-Language": "fr"}).get_json()
    (violation,) = french["violations"]
    (fault,) = french["ruling"]["faults"]
    assert fault["message"] == violation["message"] == "Renonce : le joueur 2 joue le Petit sous le 13 d'atout " \
        "alors qu'il peut monter avec le 19 d'atout."
    assert fault["rule"].startswith("CA 2012 p.5 : une faute non rectifiable ; les points indûment gagnés sont "
                                    "rendus") and fault["rule"].endswith("p.6, une renonce consommée ; J1, le pli de "
                                                                         "la renonce rendu")
    assert french["ruling"]["reason"] == "Le camp fautif (la défense) a perdu une fois les points indûment gagnés " \
        "rendus : la donne est marquée sur les cartes rectifiées."
    texts = ("reason", "faults", "adjustments", "sanctions")
    assert {key: value for key, value in french["ruling"].items() if key not in texts} == {
        key: value for key, value in english["ruling"].items() if key not in texts}
