"""A score keeper's summary of any real hand must be accepted by POST /v1/scores (the API refuses only
summaries that cannot happen) and score exactly as the full record does."""

from __future__ import annotations

import random

import pytest
from hypothesis import given

from .generator import generate_hand
from .property_settings import SEEDS, tarot_settings
from .summaries import summary_of


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
