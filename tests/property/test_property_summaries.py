"""A score keeper's summary of any real hand must be accepted by POST /v1/scores (the API refuses only
summaries that cannot happen) and score exactly as the full record does."""

from __future__ import annotations

import random

import pytest
from hypothesis import given

from .generator import POIGNEE_NAMES, POIGNEE_SIZES, generate_hand
from .property_settings import SEEDS, tarot_settings


def summary_of(hand) -> dict:
    record, expected = hand.record, hand.expected
    players = record["players"]
    announced = any(d["type"] == "chelem" for d in record["declarations"])
    summary = {
        "ruleset": "french-tarot",
        "players": players,
        "taker": expected.taker,
        "partner": expected.partner,
        "contract": expected.contract,
        "attack_points": expected.attack_points,
        "oudlers": expected.oudlers,
        "petit_au_bout": None if not expected.petit_au_bout else "attack" if expected.petit_au_bout > 0 else "defence",
        "poignees": [
            {"size": POIGNEE_NAMES[POIGNEE_SIZES[players].index(len(d["cards"]))], "seat": d["seat"]}
            for d in record["declarations"] if d["type"] == "poignee"
        ],
        "chelem": {"announced": announced, "won_by": expected.chelem_side},
    }
    if "options" in record:
        summary["options"] = record["options"]
    return summary


@pytest.mark.parametrize("players", [3, 4, 5])
@tarot_settings(max_examples=200)
@given(seed=SEEDS)
def test_summary_of_a_real_hand_is_accepted_and_scores_like_the_record(adjudicate, score_summary, players, seed):
    rng = random.Random(seed)
    hand = generate_hand(rng, players)
    while hand.expected.status != "complete":
        hand = generate_hand(rng, players)
    verdict = adjudicate(hand.record)
    scored = score_summary(summary_of(hand))
    assert scored["result"] == verdict["result"]
    assert scored["score"] == verdict["score"]
