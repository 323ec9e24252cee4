"""Rulings (``arbitration: fft``) and verdicts' reasons in French and German: golden rulings of the Code
d'arbitrage's worked examples (tests/arbitration/records: a faux écart of seven cards, both sides revoking,
an incomplete poignée that cannot be completed), every text of each (reason, each fault's rule, effect and
message, each adjustment's and sanction's rule and message) word for word, and everything else as in
English; why a deal is thrown in or dealt again."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from service import adjudicate
from service.core.cards import CARD_CODES
from service.i18n.rulings import RULING_TEXTS
from service.wire.schemas import ZWANZIGERRUFEN_CARD_CODES

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


WIRE_WORDS = {"fr": ("attack", "defence", "annulled", "scored", "trick_transferred", "card_transferred"),
              "de": ("attack", "defence", "annulled", "scored", "trick_transferred", "card_transferred", "simple",
                     "double", "triple", "Gegenpartei", "fehlbar", "Renonce ")}
"""Wire values (and, in German, words the glossary rules out) that a French or German ruling text never
shows: each is said in the players' words."""


@pytest.mark.parametrize("case", GOLDEN, ids=[f"{case['name']} ({case['accept_language']})" for case in GOLDEN])
def test_a_ruling_says_no_wire_word_in_french_or_german(case: dict[str, Any]) -> None:
    said = [case["reason"], *case["needs_referee"], *(entry[field] for key, fields in TEXTS.items()
                                                       for entry in case[key] for field in fields[1:])]
    rulings_own = [text for text in said if text not in {fault["message"] for fault in case["faults"]}]
    for text in rulings_own:
        assert not [word for word in WIRE_WORDS[case["accept_language"]] if word in text], text


def test_a_referees_note_quotes_the_fault_in_the_language_asked(client: FlaskClient) -> None:
    request = record("example_01_defender_revokes_taker_still_makes")
    request["declarations"] = [{"seat": 1, "type": "chelem"}]  # a defender's chelem: no free-deal rule for it
    note = "Le joueur 2 annonce un chelem : seul le preneur le peut."
    ruling = client.post("/v1/hands/adjudicate", json=request, headers={"Accept-Language": "fr"}).get_json()["ruling"]
    assert ruling["outcome"] == "referee" and ruling["needs_referee"] == [note]
    assert ruling["reason"] == f"Le Code d'arbitrage ne donne ici aucune décision automatique : {note}"


def test_the_ruling_texts_have_both_languages() -> None:
    assert set(RULING_TEXTS["fr"]) == set(RULING_TEXTS["de"]) and len(RULING_TEXTS["fr"]) > 60


def petit_sec_deal() -> dict[str, Any]:
    """Seat 0 ("seat 1" in the texts) holds the Petit and seventeen suit cards: a petit sec, the deal thrown in
    (FFT)."""
    suits = [code for code in CARD_CODES if not code.endswith("T") and code != "EX"]
    trumps = [code for code in CARD_CODES if (code.endswith("T") or code == "EX") and code != "1T"]
    rest = suits[17:] + trumps
    return {"dealer": 3, "hands": [["1T", *suits[:17]], rest[:18], rest[18:36], rest[36:54]], "dog": rest[54:60]}


@pytest.mark.parametrize(("language", "reason"), [
    ("en", "petit sec: seat 1's only trump is the Petit (1T) without the Excuse"),
    ("fr", "petit sec : le seul atout du joueur 1 est le Petit, sans l'Excuse"),
    ("de", "Petit sec: der einzige Trumpf von Spieler 1 ist der Petit, ohne die Excuse"),
])
def test_why_a_deal_is_thrown_in_is_told_in_the_language_asked(language: str, reason: str) -> None:
    verdict = adjudicate(petit_sec_deal(), language)
    assert verdict["status"] == "annulled" and verdict["reason"] == reason


@pytest.mark.parametrize(("language", "reason"), [
    ("en", "seat 1 has no tarock; seat 2 has no tarock"),
    ("fr", "le joueur 1 n'a aucun tarock ; le joueur 2 n'a aucun tarock"),
    ("de", "Spieler 1 hat keinen Tarock; Spieler 2 hat keinen Tarock"),
])
def test_why_a_zwanzigerrufen_deal_is_dealt_again_is_told_in_the_language_asked(language: str, reason: str) -> None:
    suits = [code for code in ZWANZIGERRUFEN_CARD_CODES if not (code.endswith("T") or code == "EX")]
    tarocks = [code for code in ZWANZIGERRUFEN_CARD_CODES if code not in suits]
    hands = [suits[:10], suits[10:] + tarocks[:10 - len(suits[10:])]]
    left = tarocks[10 - len(suits[10:]):]
    verdict = adjudicate({"ruleset": "zwanzigerrufen", "dealer": 3, "hands": [*hands, left[:10], left[10:]]}, language)
    assert verdict["status"] == "redeal" and verdict["reason"] == reason
