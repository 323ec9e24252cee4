"""The ruling at the tables where the dealer sits out, and its refusal at 2 players.

FFT 'mort' (5 seats, `five_player_table: dealer_sits_out`) and seed 001's 6 seats deal the 4- and the
5-player game to the seats after the dealer; the Code d'arbitrage rules that game (the digest's §9 for 5),
so a record moved to such a table gets the same ruling, by the table's seats, the dealer scoring 0 and
sanctioned for nothing. What only a seat outside the deal can do has no ruling: left to a human referee.
The game for two has no taker and no contract, on which every ruling turns: `arbitration: fft` is refused.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import given

from service import adjudicate
from tests.arbitration.fault_cases import CASES, mutated_case
from tests.arbitration.golden_records import RECORDS
from tests.arbitration.helpers import complete_hand, post, tricks_up_to
from tests.property.property_settings import SEEDS, tarot_settings

MORT = {"five_player_table": "dealer_sits_out"}


def seated(record: dict[str, Any], dealer: int) -> tuple[dict[str, Any], Callable[[int], int]]:
    """``record`` (4 or 5 players) moved to a table of one seat more where ``dealer`` deals and sits out: the
    k-th seat after the old dealer becomes the k-th seat after the new one."""
    players = record["players"]
    seats = players + 1

    def to_table(seat: int) -> int:
        return (dealer + 1 + (seat - record["dealer"] - 1) % players) % seats

    hands: list[list[str]] = [[] for _ in range(seats)]
    for seat, hand in enumerate(record["hands"]):
        hands[to_table(seat)] = list(hand)
    options = {**(record.get("options") or {}), **(MORT if seats == 5 else {})}
    moved = {**record, "players": seats, "dealer": dealer, "hands": hands, "options": options,
             "auction": [{**call, "seat": to_table(call["seat"])} for call in record["auction"]]}
    if record.get("declarations"):
        moved["declarations"] = [{**item, "seat": to_table(item["seat"])} for item in record["declarations"]]
    if record.get("events"):
        moved["events"] = [{**event, **({"seat": to_table(event["seat"])} if "seat" in event else {}),
                            **({"seats": [to_table(seat) for seat in event["seats"]]} if "seats" in event else {})}
                           for event in record["events"]]
    return moved, to_table


def at_the_table(ruling: Any, to_table: Callable[[int], int], dealer: int) -> Any:
    """The ruling of the game as the table would have it: every seat renamed, the dealer's 0 put in the
    lists by seat; the words (messages, reasons) left out, since they name seats."""
    if isinstance(ruling, list):
        return [at_the_table(item, to_table, dealer) for item in ruling]
    if not isinstance(ruling, dict):
        return ruling
    moved: dict[str, Any] = {}
    for key, value in ruling.items():
        if key in ("message", "reason"):
            continue
        if key == "needs_referee":
            moved[key] = len(value)
        elif key in ("seat", "leader", "winner", "from", "to") and isinstance(value, int) and not isinstance(
                value, bool):
            moved[key] = to_table(value)
        elif key in ("deltas", "penalties"):
            by_seat = [0] * (len(value) + 1)
            for seat, amount in enumerate(value):
                by_seat[to_table(seat)] = amount
            assert by_seat[dealer] == 0
            moved[key] = by_seat
        elif key == "attack":
            moved[key] = sorted(to_table(seat) for seat in value)
        elif key == "pointer" and value.startswith("/hands/"):
            parts = value.split("/")
            moved[key] = "/".join(["", "hands", str(to_table(int(parts[2]))), *parts[3:]])
        else:
            moved[key] = at_the_table(value, to_table, dealer)
    return moved


def _strip(value: Any) -> Any:
    if isinstance(value, list):
        return [_strip(item) for item in value]
    if isinstance(value, dict):
        return {key: len(item) if key == "needs_referee" else _strip(item) for key, item in value.items()
                if key not in ("message", "reason")}
    return value


def in_any_order(ruling: dict[str, Any]) -> dict[str, Any]:
    """The faults as a sorted list, each sanction citing its faults by content: the deal's faults come in
    the order of the table's seats (a misdeal's hand_size at seats 3 and 4 of the game may be 4 and 1)."""
    faults = ruling["faults"]
    sanctions = [{**sanction, "faults": sorted(json.dumps(faults[index], sort_keys=True)
                                               for index in sanction["faults"])} for sanction in ruling["sanctions"]]
    return {**ruling, "faults": sorted(json.dumps(fault, sort_keys=True) for fault in faults),
            "sanctions": sorted(sanctions, key=lambda sanction: json.dumps(sanction, sort_keys=True))}


def assert_same_ruling(record: dict[str, Any], dealer: int) -> dict[str, Any]:
    game = adjudicate(record)
    moved, to_table = seated(record, dealer)
    table = adjudicate(moved)
    assert sorted((v["code"], v["seat"]) for v in table["violations"] if v["seat"] is not None) == sorted(
        (v["code"], to_table(v["seat"])) for v in game["violations"] if v["seat"] is not None)
    assert [v["code"] for v in table["violations"] if v["phase"] != "deal"] == [
        v["code"] for v in game["violations"] if v["phase"] != "deal"]
    # Every message names the table's seats: the game's messages with each seat number moved (this test's
    # own renaming, of numbers counted from one; the judge names the table's seats from the start).
    assert sorted(v["message"] for v in table["violations"]) == sorted(
        SEAT_IN_WORDS.sub(lambda match: f"{match.group(1)} {to_table(int(match.group(2)) - 1) + 1}", v["message"])
        for v in game["violations"])
    assert game["ruling"] is not None
    assert in_any_order(_strip(table["ruling"])) == in_any_order(at_the_table(game["ruling"], to_table, dealer))
    return table


SEAT_IN_WORDS = re.compile(r"\b([Ss]eat) (\d+)")


@pytest.mark.parametrize("path", RECORDS, ids=[path.stem for path in RECORDS])
@pytest.mark.parametrize("dealer", [0, 2, 4])
def test_every_example_of_the_digest_at_a_mort_table(path: Path, dealer: int) -> None:
    """Each worked example of the digest (§7.5, 4 players) dealt by a fifth seat who sits out: the same
    faults, the same outcome, adjustments and sanctions, the same scores by the table's seats, 0 for him."""
    record = json.loads(path.read_text(encoding="utf-8"))["request"]
    table = assert_same_ruling(record, dealer)
    assert table["ruling"]["penalties"][dealer] == 0
    if table["ruling"]["score"] is not None:
        assert table["ruling"]["score"]["deltas"][dealer] == 0 and sum(table["ruling"]["score"]["deltas"]) == 0


TABLE_CASES = [(name, players) for name, players in CASES if players in (4, 5)]


@pytest.mark.parametrize(("name", "players"), TABLE_CASES, ids=[f"{name}-{players + 1}seats" for name, players in
                                                                 TABLE_CASES])
@tarot_settings(max_examples=15)
@given(seed=SEEDS)
def test_one_fault_gets_the_games_ruling_where_the_dealer_sits_out(name: str, players: int, seed: int) -> None:
    """One fault of each kind swapped into a random legal hand (fault_cases.py; test_properties.py holds the 4-
    and 5-player rulings to the digest), the hand moved to a table of 5 (mort) or 6 seats with any dealer."""
    case = mutated_case(name, players, seed)
    assert_same_ruling(case.record, random.Random(seed).randrange(players + 1))


@pytest.mark.parametrize("players", [4, 5])
@tarot_settings(max_examples=10)
@given(seed=SEEDS)
def test_a_claim_is_played_out_alike_where_the_dealer_sits_out(players: int, seed: int) -> None:
    """The referee plays a claim out without the dealer who sits out: the same line, by the table's seats."""
    rng = random.Random(seed)
    hand = complete_hand(rng, players)
    record = hand.record
    tricks = record["tricks"]
    cut = rng.randrange(len(tricks) - 16 // players, len(tricks))
    claimer = rng.randrange(players)
    claimed = {**record, "options": {**(record.get("options") or {}), "arbitration": "fft"},
               "tricks": tricks_up_to(rng, tricks, cut, players), "events": [{"type": "claim", "seat": claimer}]}
    table = assert_same_ruling(claimed, rng.randrange(players + 1))
    assert table["ruling"]["outcome"] == "scored"


def test_an_event_of_the_dealer_who_sits_out_is_left_to_a_referee(client: FlaskClient) -> None:
    """The Code rules on the players of a deal: the dealer who sits out takes no part, so an event naming
    him (here: he saw the dog of a garde sans) has no ruling; a human referee decides."""
    record = json.loads(RECORDS[0].read_text(encoding="utf-8"))["request"]
    moved, to_table = seated(record, 2)
    moved["events"] = [{"type": "card_exposed", "seat": 2, "cards": [moved["hands"][3][0]]}]
    verdict = post(client, moved)
    invalid = [v for v in verdict["violations"] if v["code"] == "event_invalid"]
    assert len(invalid) == 1 and invalid[0]["pointer"] == "/events/0"
    assert "seat 3, the dealer who sits this deal out" in invalid[0]["message"]
    ruling = verdict["ruling"]
    assert ruling["outcome"] == "referee" and ruling["score"] is None
    assert any("the dealer who sits this deal out" in note for note in ruling["needs_referee"])


def test_a_bid_of_the_dealer_who_sits_out_is_left_to_a_referee(client: FlaskClient) -> None:
    """The Code has no rule for a call by a seat outside the deal (seat_sits_out): no automatic ruling."""
    record = json.loads(RECORDS[0].read_text(encoding="utf-8"))["request"]
    moved, _ = seated(record, 4)
    moved["auction"] = [*moved["auction"], {"seat": 4, "call": "pass"}]
    verdict = post(client, moved)
    assert "seat_sits_out" in [v["code"] for v in verdict["violations"]]
    assert verdict["ruling"]["outcome"] == "referee"


def test_the_game_for_two_refuses_the_arbitration(client: FlaskClient) -> None:
    """Every ruling of the Code turns on a taker and his contract (the offending side wins or loses, the
    taker makes or fails); the game for two (pagat.com) has neither, so `arbitration: fft` is a 422 that
    says so, where it used to be ignored without a word."""
    response = client.post("/v1/hands/adjudicate", json={
        "players": 2, "dealer": 0, "hands": [[], []], "dog": [], "options": {"arbitration": "fft"}})
    assert response.status_code == 422
    errors = response.get_json()["errors"]
    assert [error["pointer"] for error in errors] == ["/options/arbitration"]
    assert "no auction, no taker and no contract" in errors[0]["message"]
    for value in ("none", "house"):
        assert client.post("/v1/hands/adjudicate", json={
            "players": 2, "dealer": 0, "hands": [[], []], "dog": [], "options": {"arbitration": value}}
        ).status_code == 200
