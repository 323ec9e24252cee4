"""The wire functions of Zwanzigerrufen: what is a 422, what the rule set describes, the score sheet, the options.

A request is read as the API reads it: the rule set's schema first (``service/wire/schemas.py``), then the
wire function, which still refuses what no schema can say (an impossible summary, an unscorable sheet).
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from marshmallow import ValidationError

from service.wire import schemas
from service.wire.errors import UnprocessableRequest
from service.wire.zwanzigerrufen import (
    adjudicate_zwanzigerrufen,
    describe_zwanzigerrufen,
    legal_plays_zwanzigerrufen,
    score_sheet_zwanzigerrufen,
    score_summary_zwanzigerrufen,
)

from .generator import deal, random_deal

GOLDEN = Path(__file__).parent / "golden"
DEALS = json.loads((GOLDEN / "deals.json").read_text(encoding="utf-8"))
SUMMARIES = json.loads((GOLDEN / "summaries.json").read_text(encoding="utf-8"))
DEAL_A: dict[str, Any] = DEALS[0]["record"]


SCHEMAS: dict[Any, Any] = {
    adjudicate_zwanzigerrufen: schemas.HAND_RECORD,
    legal_plays_zwanzigerrufen: schemas.LEGAL_PLAYS,
    score_summary_zwanzigerrufen: schemas.SCORE_REQUEST,
    score_sheet_zwanzigerrufen: schemas.SCORE_SHEET,
}


def problems(call: Any, request: dict[str, Any]) -> list[tuple[str, str]]:
    """The (pointer, message) pairs of the API's 422: from the schema, or else from the wire function."""
    try:
        loaded = SCHEMAS[call].load(request)
    except ValidationError as error:
        return schemas.error_pointers(error.messages)
    with pytest.raises(UnprocessableRequest) as raised:
        call(loaded)
    found: list[tuple[str, str]] = raised.value.problems
    return found


def pointers(call: Any, request: dict[str, Any]) -> list[str]:
    return [pointer for pointer, _ in problems(call, request)]


def test_describe() -> None:
    described = describe_zwanzigerrufen()
    assert described["id"] == "zwanzigerrufen"
    assert described["players"] == [4]
    assert len(described["deck"]) == 40
    assert {"1T", "4T", "21T", "EX", "10S", "10C", "1H", "1D", "KS", "CD"} <= set(described["deck"])
    assert not {"2T", "3T", "9S", "2H"} & set(described["deck"])
    assert {"pass", "rufer", "farbensolo", "solo", "absolut", "pagat", "valat", "kontra", "re", "sub",
            "kontra:absolut", "re:pagat", "sub:valat"} <= set(described["calls"])
    options = {option["name"]: option for option in described["options"]}
    assert set(options) == {"direction", "redeal_single_tarock", "redeal_four_glatzen",
                            "commitment_resets_on_new_game", "opp_absolut_requires_kontra", "trull_must_kontra",
                            "silent_absolut_with_announcement", "absolut_in_solos", "max_double_level",
                            "pagat_lock_lifted_by_valat", "sanity_filter"}
    for option in options.values():
        assert option["default"] in option["allowed"]
        assert option["description"]
    assert options["max_double_level"]["default"] == 8
    json.dumps(described)


@pytest.mark.parametrize(
    ("change", "pointer"),
    [
        ({"hands": None}, "/hands"),
        ({"dog": ["KS"]}, "/dog"),
        ({"discard": ["KS"]}, "/discard"),
        ({"declarations": [{"seat": 1, "type": "chelem"}]}, "/declarations"),
        ({"players": 3}, "/players"),
        ({"ruleset": "bridge"}, "/ruleset"),
        ({"options": {"colour": "red"}}, "/options/colour"),
        ({"options": {"max_double_level": 32}}, "/options/max_double_level"),
        ({"options": {"trull_must_kontra": "yes"}}, "/options/trull_must_kontra"),
        ({"options": {"sanity_filter": True}}, "/options/sanity_filter"),
        ({"called_card": "2S"}, "/called_card"),
        ({"auction": [{"seat": 1, "call": "garde"}]}, "/auction/0/call"),
        ({"auction": [{"seat": 1, "call": "kontra:game"}]}, "/auction/0/call"),
        ({"auction": [{"seat": 1, "call": "RUFER"}]}, "/auction/0/call"),
        ({"auction": None}, "/auction"),
        ({"tricks": [["8T", "10T", "19T", "3T"]]}, "/tricks/0/3"),
        ({"dealer": "0"}, "/dealer"),
    ],
)
def test_unreadable_records(change: dict[str, Any], pointer: str) -> None:
    record = {**copy.deepcopy(DEAL_A), **change}
    if change.get("hands", 1) is None:
        del record["hands"]
    assert pointer in pointers(adjudicate_zwanzigerrufen, record)


def test_empty_absent_fields_are_accepted() -> None:
    record = {**copy.deepcopy(DEAL_A), "dog": [], "discard": None, "declarations": []}
    assert adjudicate_zwanzigerrufen(schemas.HAND_RECORD.load(record))["legal"]


def test_the_verdict_shape() -> None:
    verdict = adjudicate_zwanzigerrufen(DEAL_A)
    assert list(verdict) == ["legal", "status", "violations", "declarer", "partner", "contract", "called_card",
                             "game_level", "announcements", "partner_revealed_at", "next_dealer", "tricks", "result",
                             "score"]
    assert set(verdict["tricks"][0]) == {"leader", "winner", "cards", "points", "kaiserstich", "mondfang"}
    assert set(verdict["score"]) == {"lines", "value", "deltas"}
    assert set(verdict["score"]["lines"][0]) == {"item", "owner", "announced", "level", "made", "base", "value",
                                                 "seat"}
    json.dumps(verdict)


def test_a_record_with_only_the_deal() -> None:
    record = {"ruleset": "zwanzigerrufen", "dealer": 0, "hands": DEAL_A["hands"]}
    verdict = adjudicate_zwanzigerrufen(record)
    assert verdict["legal"]
    assert verdict["status"] == "in_progress"
    assert verdict["contract"] is None
    assert verdict["tricks"] == []


def test_an_unfinished_trick() -> None:
    record = copy.deepcopy(DEAL_A)
    record["tricks"] = [*record["tricks"][:3], record["tricks"][3][:2]]
    verdict = adjudicate_zwanzigerrufen(record)
    assert verdict["legal"]
    assert verdict["status"] == "in_progress"
    assert verdict["tricks"][-1] == {"leader": 2, "winner": None, "cards": ["CD", "20T"], "points": 4,
                                     "kaiserstich": False, "mondfang": False}
    assert verdict["partner_revealed_at"] == "/tricks/3/1"


@pytest.mark.parametrize(
    ("change", "code", "pointer"),
    [
        ({"dealer": 4}, "seat_out_of_range", "/dealer"),
        ({"hands": DEAL_A["hands"][:3]}, "hands_count", "/hands"),
        ({"tricks": [*DEAL_A["tricks"], ["8T", "10T", "19T", "4T"]]}, "trick_size", "/tricks/10"),
        ({"tricks": [["8T", "10T", "19T"], *DEAL_A["tricks"][1:]]}, "trick_size", "/tricks/0"),
        ({"tricks": [["10T", "8T", "19T", "4T"], *DEAL_A["tricks"][1:]]}, "wrong_first_leader", "/tricks/0/0"),
        ({"called_card": "19T"}, "called_card_not_allowed", "/called_card"),
        ({"auction": [*DEAL_A["auction"], {"seat": 1, "call": "pass"}]}, "auction_closed", "/auction/4"),
        ({"auction": [{"seat": 5, "call": "rufer"}]}, "seat_out_of_range", "/auction/0/seat"),
    ],
)
def test_rule_breaches_of_the_record(change: dict[str, Any], code: str, pointer: str) -> None:
    verdict = adjudicate_zwanzigerrufen({**copy.deepcopy(DEAL_A), **change})
    assert not verdict["legal"]
    assert (verdict["violations"][0]["code"], verdict["violations"][0]["pointer"]) == (code, pointer)


def test_hand_size_and_missing_cards() -> None:
    record = copy.deepcopy(DEAL_A)
    record["hands"][0] = record["hands"][0][:9]
    record["auction"] = []
    del record["tricks"]
    verdict = adjudicate_zwanzigerrufen(record)
    assert [violation["code"] for violation in verdict["violations"]] == ["hand_size", "card_missing"]
    assert verdict["violations"][1]["card"] == "1D"


def test_a_redeal_on_the_four_glatzen() -> None:
    rng = random.Random(3)
    hands = deal(rng)
    glatzen = ["10S", "10C", "1H", "1D"]
    holder = hands[0]
    for card in glatzen:
        if card not in holder:
            owner = next(hand for hand in hands if card in hand)
            swap = next(other for other in holder if other not in glatzen and not other.endswith("T")
                        and other != "EX")
            owner[owner.index(card)], holder[holder.index(swap)] = swap, card
    record = {"ruleset": "zwanzigerrufen", "dealer": 2, "hands": hands}
    verdict = adjudicate_zwanzigerrufen(record)
    assert verdict["status"] == "redeal"
    assert "four Glatzen" in verdict["reason"]
    assert adjudicate_zwanzigerrufen({**record, "options": {"redeal_four_glatzen": False}})["status"] == "in_progress"


def test_a_redeal_on_a_single_tarock() -> None:
    hands = [
        ["4T", "KS", "QS", "CS", "JS", "10S", "KH", "QH", "CH", "JH"],
        ["1T", "5T", "6T", "7T", "8T", "1H", "KD", "QD", "CD", "JD"],
        ["21T", "9T", "10T", "11T", "12T", "13T", "1D", "KC", "QC", "CC"],
        ["EX", "14T", "15T", "16T", "17T", "18T", "19T", "20T", "JC", "10C"],
    ]
    record = {"ruleset": "zwanzigerrufen", "dealer": 0, "hands": hands}
    verdict = adjudicate_zwanzigerrufen(record)
    assert verdict["status"] == "redeal"
    assert verdict["reason"] == "seat 1's only tarock is 4T"
    trull_only = {**record, "options": {"redeal_single_tarock": "trull_only"}}
    assert adjudicate_zwanzigerrufen(trull_only)["status"] == "in_progress"
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]  # seat 0's single tarock is now the Pagat
    assert adjudicate_zwanzigerrufen(trull_only)["status"] == "redeal"


def relabel(record: dict[str, Any]) -> dict[str, Any]:
    """The same deal with seat s renamed -s mod 4: the order of play now runs down the seat numbers."""
    seat = [0, 3, 2, 1]
    return {**record, "dealer": seat[record["dealer"]],
            "hands": [record["hands"][seat[index]] for index in range(4)],
            "auction": [{**entry, "seat": seat[entry["seat"]]} for entry in record["auction"]],
            "options": {"direction": "anticlockwise"}}


@pytest.mark.parametrize("seed", range(20))
def test_anticlockwise_is_a_renaming_of_seats(seed: int) -> None:
    record = random_deal(random.Random(seed)).record()
    verdict = adjudicate_zwanzigerrufen(record)
    mirrored = adjudicate_zwanzigerrufen(relabel(record))
    seat = [0, 3, 2, 1]
    assert mirrored["legal"]
    assert mirrored["score"]["value"] == verdict["score"]["value"]
    assert mirrored["score"]["deltas"] == [verdict["score"]["deltas"][seat[index]] for index in range(4)]
    assert [trick["winner"] for trick in mirrored["tricks"]] == [seat[trick["winner"]] for trick in verdict["tricks"]]


# -- legal plays -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "pointer"),
    [
        ({"hand": ["KS", "2S"]}, "/hand/1"),
        ({"trick": ["1H", "KH", "QH", "JH"]}, "/trick"),
        ({"contract": "garde"}, "/contract"),
        ({"pagat_announced": "yes"}, "/pagat_announced"),
        ({"players": 5}, "/players"),
    ],
)
def test_unreadable_positions(change: dict[str, Any], pointer: str) -> None:
    position = {"ruleset": "zwanzigerrufen", "hand": ["KS", "1T"], "trick": [], **change}
    assert pointer in pointers(legal_plays_zwanzigerrufen, position)


def test_positions_that_cannot_arise_still_get_an_answer() -> None:
    """As for French Tarot: a card both in the hand and in the trick, a Pagat announced in a Farbensolo."""
    both = schemas.LEGAL_PLAYS.load({"ruleset": "zwanzigerrufen", "hand": ["KS", "1T"], "trick": ["KS"]})
    assert legal_plays_zwanzigerrufen(both)["legal_cards"] == ["KS"]
    farbensolo = {"ruleset": "zwanzigerrufen", "hand": ["1T", "5T"], "trick": ["5T"], "contract": "farbensolo",
                  "pagat_announced": True}
    # Farbensolo has no Pagat, so no lock: both tarocks follow the tarock lead.
    assert legal_plays_zwanzigerrufen(schemas.LEGAL_PLAYS.load(farbensolo))["legal_cards"] == ["1T", "5T"]


# -- summaries ---------------------------------------------------------------------------------------------------

RUFER = {"ruleset": "zwanzigerrufen", "contract": "rufer", "declarer": 1, "partner": 3, "declarer_points": 50,
         "declarer_tricks": 6}


@pytest.mark.parametrize(
    ("change", "pointer"),
    [
        ({"contract": "garde"}, "/contract"),
        ({"partner": None}, "/partner"),
        ({"partner": 1}, "/partner"),
        ({"contract": "solo"}, "/partner"),
        ({"declarer": 4}, "/declarer"),
        ({"declarer_points": 89}, "/declarer_points"),
        ({"declarer_points": 50.5}, "/declarer_points"),
        ({"declarer_tricks": 11}, "/declarer_tricks"),
        ({"declarer_tricks": 10}, "/declarer_points"),
        ({"declarer_tricks": 0}, "/declarer_points"),
        ({"declarer_tricks": 2}, "/declarer_points"),
        ({"declarer_tricks": 8, "declarer_points": 40}, "/declarer_points"),
        ({"game_level": 3}, "/game_level"),
        ({"game_level": 16}, "/game_level"),
        ({"announcements": [{"item": "absolut", "party": "declarers", "level": 5}]}, "/announcements/0/level"),
        ({"announcements": [{"item": "absolut", "party": "opponents", "level": 1}]}, "/announcements/0"),
        ({"announcements": [{"item": "absolut", "party": "declarers"}, {"item": "absolut", "party": "declarers"}]},
         "/announcements/1"),
        ({"announcements": [{"item": "pagat", "party": "declarers"}, {"item": "pagat", "party": "opponents"}]},
         "/announcements"),
        ({"announcements": [{"item": "valat", "party": "declarers"}, {"item": "valat", "party": "opponents"}]},
         "/announcements"),
        ({"announcements": [{"item": "absolut", "party": "declarers", "seat": 0}]}, "/announcements/0/seat"),
        ({"announcements": [{"item": "trull", "party": "declarers"}]}, "/announcements/0/item"),
        ({"announcements": [{"item": "absolut", "party": "attack"}]}, "/announcements/0/party"),
        ({"contract": "farbensolo", "partner": None, "announcements": [{"item": "pagat", "party": "declarers"}]},
         "/announcements/0"),
        ({"announcements": [{"item": "pagat", "party": "declarers", "seat": 1}],
          "pagat_last_trick": {"seat": 3, "won": True}}, "/pagat_last_trick/seat"),
        ({"announcements": [{"item": "pagat", "party": "opponents"}],
          "pagat_last_trick": {"seat": 3, "won": True}}, "/pagat_last_trick/seat"),
        ({"declarer_tricks": 0, "declarer_points": 0, "pagat_last_trick": {"seat": 1, "won": True}},
         "/pagat_last_trick/won"),
        ({"pagat_last_trick": {"seat": 1}}, "/pagat_last_trick/won"),
        ({"trull": 0, "mondfang": 0}, "/mondfang"),
        ({"four_kings": 7}, "/four_kings"),
    ],
)
def test_impossible_summaries(change: dict[str, Any], pointer: str) -> None:
    assert pointer in pointers(score_summary_zwanzigerrufen, {**RUFER, **change})


def test_summary_options() -> None:
    announced = {**RUFER, "declarer_points": 30, "declarer_tricks": 3, "game_level": 2,
                 "announcements": [{"item": "absolut", "party": "declarers", "level": 1}]}
    lines = score_summary_zwanzigerrufen(announced)["score"]["lines"]
    assert [(line["item"], line["announced"], line["value"]) for line in lines] == [
        ("game", True, -2), ("absolut", True, -2)]
    both = score_summary_zwanzigerrufen({**announced, "options": {"silent_absolut_with_announcement": True}})
    assert [(line["item"], line["announced"], line["value"]) for line in both["score"]["lines"]] == [
        ("game", True, -2), ("absolut", True, -2), ("absolut", False, -1)]
    solo = {"ruleset": "zwanzigerrufen", "contract": "solo", "declarer": 2, "declarer_points": 60,
            "declarer_tricks": 7}
    assert [line["item"] for line in score_summary_zwanzigerrufen(solo)["score"]["lines"]] == ["game", "absolut"]
    without = {**solo, "options": {"absolut_in_solos": False}}
    assert [line["item"] for line in score_summary_zwanzigerrufen(without)["score"]["lines"]] == ["game"]
    announced_solo = {**without, "announcements": [{"item": "absolut", "party": "declarers"}]}
    assert "/announcements/0" in pointers(score_summary_zwanzigerrufen, announced_solo)
    sixteen = {**RUFER, "game_level": 16, "options": {"max_double_level": 16}}
    assert score_summary_zwanzigerrufen(sixteen)["score"]["value"] == 16


def test_an_announced_absolut_in_a_solo_without_absolut_is_a_breach() -> None:
    hands = DEALS[2]["record"]["hands"]
    record = {"ruleset": "zwanzigerrufen", "dealer": 0, "hands": hands, "options": {"absolut_in_solos": False},
              "auction": [{"seat": 1, "call": "solo"}, {"seat": 1, "call": "absolut"}]}
    verdict = adjudicate_zwanzigerrufen(record)
    assert verdict["violations"][0]["code"] == "announce_not_allowed"


# -- score sheets ------------------------------------------------------------------------------------------------


def test_score_sheet() -> None:
    redeal = {"dealer": 0, "hands": [
        ["4T", "KS", "QS", "CS", "JS", "10S", "KH", "QH", "CH", "JH"],
        ["1T", "5T", "6T", "7T", "8T", "1H", "KD", "QD", "CD", "JD"],
        ["21T", "9T", "10T", "11T", "12T", "13T", "1D", "KC", "QC", "CC"],
        ["EX", "14T", "15T", "16T", "17T", "18T", "19T", "20T", "JC", "10C"],
    ]}
    entries = [DEALS[0]["record"], SUMMARIES[6]["summary"], redeal, DEALS[2]["record"]]
    sheet = score_sheet_zwanzigerrufen({"ruleset": "zwanzigerrufen", "hands": entries})
    assert [line["deltas"] for line in sheet["hands"]] == [[-1, 1, -1, 1], [-10, -10, 30, -10], [0, 0, 0, 0],
                                                           [48, -16, -16, -16]]
    assert sheet["totals"] == [37, -25, 13, -25]
    assert sheet["hands"][-1]["totals"] == sheet["totals"]
    # A sheet's entries leave out what the sheet gives for all of them.
    record = {key: value for key, value in DEALS[0]["record"].items() if key not in ("ruleset", "players", "options")}
    unfinished = {**record, "tricks": record["tricks"][:5]}
    assert pointers(score_sheet_zwanzigerrufen, {"ruleset": "zwanzigerrufen", "hands": [unfinished]}) == [
        "/hands/0/tricks"]
    bad = {key: value for key, value in SUMMARIES[0]["summary"].items() if key not in ("ruleset", "options")}
    bad["declarer_tricks"] = 0
    sheet = {"ruleset": "zwanzigerrufen", "hands": [record, bad]}
    assert pointers(score_sheet_zwanzigerrufen, sheet) == ["/hands/1/declarer_points"]
