"""Property tests over random legal Zwanzigerrufen deals from ``generator.py``, an independent reading of the spec.

A legal deal is judged legal, complete and zero-sum, and its summary scores as its record does; a single
illegal action put into a legal deal is found first, with the right code, seat and position.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service import InvalidRecord, adjudicate
from service.wire.zwanzigerrufen import adjudicate_zwanzigerrufen, score_summary_zwanzigerrufen
from tests.property.property_settings import tarot_settings

from .generator import (
    DECK,
    Deal,
    deal,
    expected_value,
    illegal_code,
    is_tarock,
    needs_redeal,
    random_deal,
)

EXAMPLES = tarot_settings(max_examples=200)
RANDOMS = st.integers(0, 2**32 - 1).map(random.Random)
"""A seeded generator: the deal generator draws from it, hypothesis only chooses (and shrinks) the seed."""


def first_violation(record: dict[str, Any]) -> dict[str, Any]:
    verdict = adjudicate_zwanzigerrufen(record)
    assert not verdict["legal"]
    assert verdict["result"] is None
    assert verdict["score"] is None
    found: dict[str, Any] = verdict["violations"][0]
    return found


@EXAMPLES
@given(RANDOMS)
def test_a_legal_deal_is_legal_complete_and_zero_sum(rng: random.Random) -> None:
    game = random_deal(rng)
    verdict = adjudicate_zwanzigerrufen(game.record())
    assert verdict["violations"] == []
    assert verdict["legal"]
    assert verdict["status"] == "complete"
    auction = game.auction
    assert (verdict["contract"], verdict["declarer"], verdict["partner"]) == (
        auction.contract, auction.declarer, auction.partner)
    assert verdict["called_card"] == auction.called
    assert verdict["next_dealer"] == (game.dealer + 1) % 4
    assert [trick["leader"] for trick in verdict["tricks"]] == game.play.leaders
    assert [trick["winner"] for trick in verdict["tricks"]] == game.play.winners
    assert sum(trick["points"] for trick in verdict["tricks"]) == 88
    result, score = verdict["result"], verdict["score"]
    assert result["declarer_points"] == game.declarer_points()
    assert result["declarer_points"] + result["opponent_points"] == 88
    assert score["value"] == sum(line["value"] for line in score["lines"])
    deltas = score["deltas"]
    assert sum(deltas) == 0
    value = score["value"]
    assert value == expected_value(game.summary())
    share = value if auction.contract == "rufer" else 3 * value
    assert deltas == [share if seat in game.declarers else -value for seat in range(4)]


@EXAMPLES
@given(RANDOMS)
def test_a_summary_scores_as_the_record_does(rng: random.Random) -> None:
    game = random_deal(rng)
    verdict = adjudicate_zwanzigerrufen(game.record())
    answer = score_summary_zwanzigerrufen(game.summary())
    assert answer["result"] == verdict["result"]
    assert answer["score"] == verdict["score"]


@EXAMPLES
@given(RANDOMS)
def test_a_record_that_stops_early_is_legal_and_in_progress(rng: random.Random) -> None:
    game = random_deal(rng)
    record = game.record()
    cards = rng.randrange(40)
    tricks = [trick[:max(0, min(4, cards - 4 * index))] for index, trick in enumerate(record["tricks"])]
    record["tricks"] = [trick for trick in tricks if trick]
    verdict = adjudicate_zwanzigerrufen(record)
    assert verdict["violations"] == []
    assert verdict["status"] == "in_progress"
    assert verdict["result"] is None
    assert len(verdict["tricks"]) == len(record["tricks"])
    # The auction cut before its end, and nothing after it: still legal.
    record = game.record()
    del record["tricks"]
    record["auction"] = record["auction"][:rng.randrange(len(record["auction"]))]
    verdict = adjudicate_zwanzigerrufen(record)
    assert verdict["violations"] == []
    assert verdict["status"] == "in_progress"


def seat_at(game: Deal, trick: int, position: int) -> int:
    return (game.play.leaders[trick] + position) % 4


@EXAMPLES
@given(RANDOMS)
def test_a_single_illegal_card_is_found(rng: random.Random) -> None:
    game = random_deal(rng)
    spots = []
    for trick in range(10):
        for position in range(4):
            seat = seat_at(game, trick, position)
            hand = game.play.hands_before[trick][seat]
            before = game.play.tricks[trick][:position]
            locked = seat == game.play.locked_seat
            for card in hand:
                if card not in before:
                    code = illegal_code([c for c in hand if c not in before], before, card, game.play.farbensolo,
                                        locked)
                    if code is not None:
                        spots.append((trick, position, seat, card, code))
    if not spots:
        return
    trick, position, seat, card, code = rng.choice(spots)
    record = copy.deepcopy(game.record())
    record["tricks"][trick][position] = card
    found = first_violation(record)
    assert (found["code"], found["phase"], found["seat"], found["trick"], found["card"], found["pointer"]) == (
        code, "play", seat, trick, card, f"/tricks/{trick}/{position}")


@EXAMPLES
@given(RANDOMS)
def test_a_card_from_another_hand_is_found(rng: random.Random) -> None:
    game = random_deal(rng)
    trick, position = rng.randrange(9), rng.randrange(4)  # in the last trick a card from another hand may be gone
    seat = seat_at(game, trick, position)
    hands = game.play.hands_before[trick]
    played = set(game.play.tricks[trick][:position])
    others = [card for other in range(4) if other != seat for card in hands[other] if card not in played]
    card = rng.choice(others)
    record = copy.deepcopy(game.record())
    record["tricks"][trick][position] = card
    found = first_violation(record)
    code = "wrong_first_leader" if (trick, position) == (0, 0) else "card_not_held"
    assert (found["code"], found["seat"], found["trick"], found["card"], found["pointer"]) == (
        code, seat, trick, card, f"/tricks/{trick}/{position}")


MUTATIONS = ("must_open_game", "bid_not_allowed", "double_not_allowed", "announce_not_allowed", "not_your_turn")


@EXAMPLES
@given(RANDOMS, st.sampled_from(MUTATIONS))
def test_a_single_illegal_call_is_found(rng: random.Random, mutation: str) -> None:
    game = random_deal(rng)
    auction = game.auction
    record = copy.deepcopy(game.record())
    entries: list[dict[str, Any]] = record["auction"]
    turn = 0 if mutation == "must_open_game" else rng.randrange(1, len(auction.turns))
    seat, first, count = auction.turns[turn]
    pointer = f"/auction/{first}/call"
    if mutation == "must_open_game":
        calls, pointer = ["pass"], "/auction/0"
    elif mutation == "bid_not_allowed":
        calls = [rng.choice(["rufer", "rufer", "farbensolo", "solo"]) if seat in auction.committed_at_turn[turn]
                 else "rufer"]
    elif mutation == "double_not_allowed":
        calls = ["kontra" if seat in auction.declarers_at_turn[turn] else "re"]
    elif mutation == "announce_not_allowed":
        if "1T" in game.hands[seat]:
            return
        calls = ["pagat"]
    else:
        calls = [entry["call"] for entry in entries[first:first + count]]
        seat, pointer = (seat + 2) % 4, f"/auction/{first}"
    entries[first:first + count] = [{"seat": seat, "call": call} for call in calls]
    found = first_violation(record)
    assert (found["code"], found["phase"], found["seat"], found["pointer"]) == (mutation, "auction", seat, pointer)


def test_an_opponent_with_the_trull_who_passes_is_found() -> None:
    rng = random.Random(20)
    found_cases = 0
    for _ in range(3000):
        game = random_deal(rng)
        auction = game.auction
        turns = [index for index, duty in enumerate(auction.duty_at_turn) if duty]
        if not turns:
            continue
        turn = turns[0]
        seat, first, count = auction.turns[turn]
        record = copy.deepcopy(game.record())
        record["auction"][first:first + count] = [{"seat": seat, "call": "pass"}]
        found = first_violation(record)
        assert (found["code"], found["seat"], found["pointer"]) == ("trull_must_kontra", seat, f"/auction/{first}")
        found_cases += 1
        if found_cases == 10:
            break
    assert found_cases == 10


@EXAMPLES
@given(RANDOMS)
def test_a_deal_to_redeal(rng: random.Random) -> None:
    while not needs_redeal(hands := deal(rng, allow_redeal=True)):
        pass
    dealer = rng.randrange(4)
    record = {"ruleset": "zwanzigerrufen", "dealer": dealer, "hands": hands}
    verdict = adjudicate_zwanzigerrufen(record)
    assert verdict["violations"] == []
    assert verdict["status"] == "redeal"
    assert verdict["reason"]
    assert verdict["next_dealer"] == dealer
    record["auction"] = [{"seat": (dealer + 1) % 4, "call": "solo"}]
    assert first_violation(record)["code"] == "played_after_annulment"


@EXAMPLES
@given(RANDOMS)
def test_a_card_dealt_twice_is_found(rng: random.Random) -> None:
    hands = deal(rng)
    seat, other = rng.sample(range(4), 2)
    index, taken = rng.randrange(10), rng.randrange(10)
    card = hands[other][taken]
    hands[seat][index] = card
    found = first_violation({"ruleset": "zwanzigerrufen", "dealer": 0, "hands": hands})
    later = max((seat, index), (other, taken))
    assert (found["code"], found["phase"], found["card"], found["pointer"]) == (
        "card_duplicated", "deal", card, f"/hands/{later[0]}/{later[1]}")


@EXAMPLES
@given(RANDOMS)
def test_codes_may_be_lower_case(rng: random.Random) -> None:
    game = random_deal(rng)
    record = game.record()
    lower = {**record, "hands": [[card.lower() for card in hand] for hand in record["hands"]],
             "tricks": [[card.lower() for card in trick] for trick in record["tricks"]]}
    assert adjudicate(lower) == adjudicate(record) == adjudicate_zwanzigerrufen(record)


def test_the_generator_deck_is_the_engine_deck() -> None:
    from service.wire.zwanzigerrufen import describe_zwanzigerrufen

    assert sorted(describe_zwanzigerrufen()["deck"]) == sorted(DECK)
    assert sum(1 for card in DECK if is_tarock(card)) == 20


@pytest.mark.parametrize("card", ["2S", "7C", "2T", "3T", "9H"])
def test_a_card_outside_the_pack_is_unprocessable(card: str) -> None:
    rng = random.Random(1)
    record = random_deal(rng).record()
    record["hands"][2][3] = card
    with pytest.raises(InvalidRecord) as raised:
        adjudicate(record)
    assert raised.value.problems == [("/hands/2/3", f"{card} is not a card of the 40-card Zwanzigerrufen pack")]
