"""The judge's own violations, field by field: a record that goes on after the deal or the auction ended it.

Spec §5.4: "The same dealer deals again if a player holds no tarock or exactly one [...]"; a record that
goes on past a redeal (or past an auction that ended without a game) reports the first phase it goes on
with as ``played_after_annulment``, once.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.core.cards import card_code, parse_card
from service.zwanzigerrufen.judge import ZwanzigerrufenTrick, judge
from service.zwanzigerrufen.record import Call, HandRecord
from service.zwanzigerrufen.rules import zwanzigerrufen_rules

SINGLE_TAROCK = (  # seat 0's only tarock is 4T: the same dealer deals again
    ("4T", "KS", "QS", "CS", "JS", "10S", "KH", "QH", "CH", "JH"),
    ("1T", "5T", "6T", "7T", "8T", "1H", "KD", "QD", "CD", "JD"),
    ("21T", "9T", "10T", "11T", "12T", "13T", "1D", "KC", "QC", "CC"),
    ("EX", "14T", "15T", "16T", "17T", "18T", "19T", "20T", "JC", "10C"),
)
DEAL_A = (  # golden/deals.json, deal A: no redeal; the forehand (seat 1) calls 20T
    ("EX", "17T", "13T", "6T", "4T", "QS", "10S", "JH", "1H", "1D"),
    ("11T", "8T", "7T", "5T", "KS", "CS", "KC", "CC", "KH", "QD"),
    ("18T", "15T", "12T", "10T", "QC", "JC", "10C", "QH", "CD", "JD"),
    ("21T", "20T", "19T", "16T", "14T", "9T", "1T", "JS", "CH", "KD"),
)
TRICK = (("5T", "9T", "13T", "4T"),)


def violations(hands: tuple[tuple[str, ...], ...], **record: Any) -> list[tuple[Any, ...]]:
    parsed: dict[str, Any] = {"auction": tuple(Call(seat, call) for seat, call in record.get("auction", ()))}
    if "called_card" in record:
        parsed["called_card"] = parse_card(record["called_card"])
    if "tricks" in record:
        parsed["tricks"] = tuple(tuple(parse_card(code) for code in trick) for trick in record["tricks"])
    hand_record = HandRecord(0, tuple(tuple(parse_card(code) for code in hand) for hand in hands), **parsed)
    return [(v.code, v.phase, v.message, v.pointer, v.seat, v.trick, None if v.card is None else card_code(v.card))
            for v in judge(hand_record, zwanzigerrufen_rules()).violations]


REDEALT = "although the deal must be dealt again by the same dealer."
ALL_PASSED = "although the auction ended without a game."


@pytest.mark.parametrize(
    ("record", "expected"),
    [
        pytest.param({"auction": [(1, "rufer")], "called_card": "20T", "tricks": TRICK},
                     [("played_after_annulment", "auction", f"The record goes on with the auction {REDEALT}",
                       "/auction",
                       None, None, None)], id="redeal, then an auction"),
        pytest.param({"called_card": "20T", "tricks": TRICK},
                     [("played_after_annulment", "call", f"The record goes on with the called card {REDEALT}",
                       "/called_card", None, None, None)], id="redeal, then a called card"),
        pytest.param({"tricks": TRICK},
                     [("played_after_annulment", "play", f"The record goes on with the tricks {REDEALT}", "/tricks",
                       None, None, None)], id="redeal, then tricks"),
    ],
)
def test_a_record_that_goes_on_after_a_redeal(record: dict[str, Any], expected: list[tuple[Any, ...]]) -> None:
    assert violations(SINGLE_TAROCK, **record) == expected


def test_a_record_that_goes_on_after_an_auction_without_a_game() -> None:
    # The auction and the called card were judged (the forehand's pass, a Rufer nobody bid); the tricks go on.
    found = violations(DEAL_A, auction=[(1, "pass"), (2, "pass"), (3, "pass")], called_card="20T", tricks=TRICK)
    assert found == [
        ("must_open_game", "auction", 'Seat 2, the forehand, must open with a game (Rufer, Farbensolo or Solo), not '
                                      'pass.', "/auction/0", 1, None, None),
        ("called_card_not_allowed", "call", "The record names 20T as the called card, but nobody bid a Rufer.",
         "/called_card", 1, None, "20T"),
        ("played_after_annulment", "play", f"The record goes on with the tricks {ALL_PASSED}", "/tricks", None, None,
         None),
    ]


def test_an_auction_without_a_game_and_nothing_after_it() -> None:
    assert violations(DEAL_A, auction=[(1, "pass"), (2, "pass"), (3, "pass")]) == [
        ("must_open_game", "auction", 'Seat 2, the forehand, must open with a game (Rufer, Farbensolo or Solo), not '
                                      'pass.', "/auction/0", 1, None, None)]


def test_a_called_card_named_for_a_forehand_who_can_call_none() -> None:
    # golden/auction.json, A-2: the forehand (seat 1) holds 20T to 16T and opens with a Solo.
    examples = json.loads((Path(__file__).parent / "golden" / "auction.json").read_text(encoding="utf-8"))
    name = "A-2 forehand holds 20T to 16T: she opens solo"
    record = next(case["record"] for case in examples if case["name"] == name)
    assert record["dealer"] == 0
    found = violations(tuple(tuple(hand) for hand in record["hands"]), auction=[
        (entry["seat"], entry["call"]) for entry in record["auction"]], called_card="18T")
    assert found == [("called_card_not_allowed", "call", "The record names 18T as the called card, but the forehand "
                                                         "(seat 2) holds 16T, 17T, 18T, 19T and 20T and can call none.",
                      "/called_card", 1, None, "18T")]


def test_a_verdict_trick_keeps_its_kaiserstich_and_mondfang() -> None:
    trick = ZwanzigerrufenTrick(1, 3, tuple(parse_card(code) for code in ("21T", "EX", "1T", "4T")), 32,
                                kaiserstich=True, mondfang=True)
    assert (trick.leader, trick.winner, trick.half_points, trick.kaiserstich, trick.mondfang) == (1, 3, 32, True, True)


def test_a_record_of_three_hands_says_nothing_of_a_contract() -> None:
    record = HandRecord(0, tuple(tuple(parse_card(code) for code in hand) for hand in DEAL_A[:3]))
    verdict = judge(record, zwanzigerrufen_rules())
    assert [violation.code for violation in verdict.violations] == ["hands_count"]
    assert verdict.details == {"declarer": None, "partner": None, "contract": None, "called_card": None,
                               "game_level": None, "announcements": (), "partner_revealed_at": None,
                               "next_dealer": None}
