"""The worked examples of the spec (docs/rules/zwanzigerrufen.md §12) as data, run through the public doors.

golden/deals.json: the three full deals (§12.3-12.5); golden/summaries.json: the 14 summary examples
(§12.6); golden/tricks.json and golden/legal_cards.json: the trick-winner and legal-card micro-examples
(§12.1); golden/auction.json: the auction micro-examples (§12.2), each with a whole record around it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.core.cards import parse_card
from service.wire.zwanzigerrufen import (
    adjudicate_zwanzigerrufen,
    legal_plays_zwanzigerrufen,
    score_summary_zwanzigerrufen,
)
from service.zwanzigerrufen.play import is_kaiserstich, is_mondfang, trick_winner_position

GOLDEN = Path(__file__).parent / "golden"


def load(name: str) -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads((GOLDEN / name).read_text(encoding="utf-8"))
    return cases


def cases(name: str) -> list[Any]:
    return [pytest.param(case, id=case["name"]) for case in load(name)]


@pytest.mark.parametrize("case", cases("deals.json"))
def test_full_deal(case: dict[str, Any]) -> None:
    verdict = adjudicate_zwanzigerrufen(case["record"])
    expected = case["expected"]
    assert verdict["violations"] == []
    for key in ("legal", "status", "declarer", "partner", "contract", "called_card", "game_level", "announcements",
                "next_dealer", "partner_revealed_at", "result"):
        assert verdict[key] == expected[key], key
    tricks = verdict["tricks"]
    assert [trick["winner"] for trick in tricks] == expected["trick_winners"]
    assert [trick["points"] for trick in tricks] == expected["trick_points"]
    assert [index for index, trick in enumerate(tricks) if trick["mondfang"]] == expected["mondfang_tricks"]
    assert [index for index, trick in enumerate(tricks) if trick["kaiserstich"]] == expected["kaiserstich_tricks"]
    assert [trick["cards"] for trick in tricks] == case["record"]["tricks"]
    score = verdict["score"]
    assert [[line["item"], line["value"]] for line in score["lines"]] == expected["lines"]
    assert score["value"] == expected["value"]
    assert score["deltas"] == expected["deltas"]
    assert sum(score["deltas"]) == 0


@pytest.mark.parametrize("case", cases("summaries.json"))
def test_summary(case: dict[str, Any]) -> None:
    answer = score_summary_zwanzigerrufen(case["summary"])
    expected = case["expected"]
    score = answer["score"]
    assert [[line["item"], line["value"]] for line in score["lines"]] == expected["lines"]
    assert score["value"] == expected["value"]
    assert score["deltas"] == expected["deltas"]
    summary = case["summary"]
    assert answer["result"]["declarer_points"] == summary["declarer_points"]
    assert answer["result"]["made"] == (summary["declarer_points"] >= 45)


@pytest.mark.parametrize("case", cases("tricks.json"))
def test_trick_winner(case: dict[str, Any]) -> None:
    cards = [parse_card(code) for code in case["cards"]]
    for contract in case["contracts"]:
        farbensolo = contract == "farbensolo"
        position = trick_winner_position(cards, farbensolo)
        assert case["cards"][position] == case["winner"], contract
        assert is_kaiserstich(cards, farbensolo) == case["kaiserstich"], contract
        assert is_mondfang(cards, position, farbensolo) == case["mondfang"], contract


@pytest.mark.parametrize("case", cases("legal_cards.json"))
def test_legal_cards(case: dict[str, Any]) -> None:
    answer = legal_plays_zwanzigerrufen(case["position"])
    assert answer["legal_cards"] == case["expected"]["legal_cards"]
    assert {entry["card"]: entry["code"] for entry in answer["illegal"]} == case["expected"]["illegal"]
    assert all(entry["message"] for entry in answer["illegal"])


@pytest.mark.parametrize("case", cases("auction.json"))
def test_auction(case: dict[str, Any]) -> None:
    verdict = adjudicate_zwanzigerrufen(case["record"])
    expected = dict(case["expected"])
    first = expected.pop("first_violation", None)
    if first is not None:
        assert verdict["violations"], "a violation was expected"
        found = verdict["violations"][0]
        assert {key: found[key] for key in first} == first
    else:
        assert verdict["violations"] == []
    for key, value in expected.items():
        assert verdict[key] == value, key
