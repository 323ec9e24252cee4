"""The wire schemas: JSON Schema's value semantics, canonical loading, and error pointers."""

from __future__ import annotations

import json
from typing import Any

import pytest
from marshmallow import ValidationError

from service.core.cards import CARD_CODES
from service.wire.schemas import (
    CARD_SPELLINGS,
    HAND_RECORD,
    LEGAL_PLAYS,
    SCORE_REQUEST,
    SCORE_SHEET,
    default_options,
    error_pointers,
)

SUMMARY = {"taker": 1, "contract": "garde", "attack_points": 41, "oudlers": 2}


def problems(schema: Any, data: Any) -> list[tuple[str, str]]:
    with pytest.raises(ValidationError) as raised:
        schema.load(data)
    return error_pointers(raised.value.messages)


@pytest.mark.parametrize(("sent", "loaded"), [(3, 3), (3.0, 3), (0, 0), (-0.0, 0)])
def test_an_integer_is_what_json_schema_calls_one(sent: Any, loaded: int) -> None:
    summary = SCORE_REQUEST.load({**SUMMARY, "taker": sent})
    assert summary["taker"] == loaded
    assert type(summary["taker"]) is int


@pytest.mark.parametrize("sent", [True, False, "1", 1.5, None, [1]])
def test_booleans_strings_and_fractions_are_not_integers(sent: Any) -> None:
    assert [pointer for pointer, _ in problems(SCORE_REQUEST, {**SUMMARY, "taker": sent})] == ["/taker"]


@pytest.mark.parametrize("sent", [1, 0, "true", "yes", None])
def test_only_true_and_false_are_booleans(sent: Any) -> None:
    assert [pointer for pointer, _ in problems(LEGAL_PLAYS, {"hand": [], "first_trick": sent})] == ["/first_trick"]


def test_half_points_are_numbers_and_quarters_are_not() -> None:
    assert SCORE_REQUEST.load({**SUMMARY, "attack_points": 40.5})["attack_points"] == 40.5
    assert problems(SCORE_REQUEST, {**SUMMARY, "attack_points": 40.25}) == [
        ("/attack_points", "must be a multiple of 0.5")
    ]
    assert problems(SCORE_REQUEST, {**SUMMARY, "attack_points": "40"}) == [("/attack_points", "must be a number")]


def test_every_spelling_of_every_card_loads_as_its_canonical_code() -> None:
    assert set(CARD_SPELLINGS.values()) == set(CARD_CODES)
    assert CARD_SPELLINGS["ks"] == CARD_SPELLINGS["Ks"] == CARD_SPELLINGS["kS"] == "KS"
    assert CARD_SPELLINGS["10s"] == "10S"
    assert CARD_SPELLINGS["ex"] == "EX"
    loaded = LEGAL_PLAYS.load({"hand": ["ks", "1t", "eX", "Cd"]})
    assert loaded["hand"] == ["KS", "1T", "EX", "CD"]


@pytest.mark.parametrize("code", ["ZZ", "11S", "22T", "0T", "KS ", "KS\n", "K\u017f", "\uff2b\uff33", "", "T1"])
def test_anything_else_is_an_unknown_card(code: str) -> None:
    # The code is quoted as JSON writes it (the request's own terms), not as Python's repr would.
    quoted = json.dumps(code, ensure_ascii=False)
    assert problems(LEGAL_PLAYS, {"hand": ["KS", code]}) == [("/hand/1", f"unknown card code {quoted}")]


def test_prise_is_loaded_as_petite_in_calls_and_contracts() -> None:
    record = {"dealer": 0, "hands": [], "dog": [], "auction": [{"seat": 1, "call": "prise"}]}
    assert HAND_RECORD.load(record)["auction"] == [{"seat": 1, "call": "petite"}]
    assert SCORE_REQUEST.load({**SUMMARY, "contract": "prise"})["contract"] == "petite"


def test_defaults_are_filled_in_and_absent_phases_stay_absent() -> None:
    loaded = HAND_RECORD.load({"dealer": 0, "hands": [], "dog": []})
    assert loaded == {"dealer": 0, "hands": [], "dog": [], "ruleset": "french-tarot", "options": default_options()}
    summary = SCORE_REQUEST.load(SUMMARY)
    assert summary["players"] == 4
    assert summary["partner"] is None
    assert summary["poignees"] == []
    assert summary["chelem"] == {"announced": False, "won_by": None}


def test_options_are_filled_with_their_defaults() -> None:
    loaded = LEGAL_PLAYS.load({"hand": [], "options": {"excuse_last_trick": "to_trick_winner"}})
    assert loaded["options"] == {**default_options(), "excuse_last_trick": "to_trick_winner"}


def test_a_score_sheet_entry_with_hands_is_a_record_and_any_other_a_summary() -> None:
    record = {"dealer": 0, "hands": [["KS"]], "dog": []}
    sheet = SCORE_SHEET.load({"hands": [SUMMARY, record]})
    assert sheet["hands"][0]["chelem"] == {"announced": False, "won_by": None}  # loaded as a summary
    assert sheet["hands"][1] == record  # loaded as a record
    assert sorted(problems(SCORE_SHEET, {"hands": [{**SUMMARY, "hands": []}]})) == sorted(
        [
            ("/hands/0/dealer", "required field is missing"),
            ("/hands/0/dog", "required field is missing"),
            *[(f"/hands/0/{name}", "unknown field") for name in SUMMARY],
        ]
    )


def test_error_pointers_escape_and_nest() -> None:
    messages: dict[str, Any] = {"a/b": ["bad"], "c~d": {0: {"e": ["worse"]}}, "_schema": ["whole"]}
    assert error_pointers(messages) == [("/a~1b", "bad"), ("/c~0d/0/e", "worse"), ("", "whole")]
