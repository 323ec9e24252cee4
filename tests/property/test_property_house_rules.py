"""The core properties under random combinations of the house-rule options (issue 3): a legal FFT hand
stays legal, is judged as my own model says, and scores as the option descriptions say (house_rules.py);
the deltas sum to zero (and with mouches the chips are conserved); the summary of a hand scores like its
record; the same game at a table where the dealer sits out scores the same, the dealer 0."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given

from .generator import generate_hand
from .house_rules import Facts, draw_house_hand, house_score, mouches, summary_of
from .property_settings import SEEDS, tarot_settings

PLAYERS = [3, 4, 5]


def _complete(rng: random.Random, players: int):
    hand = draw_house_hand(rng, players)
    while hand.status != "complete":
        hand = draw_house_hand(rng, players)
    return hand


def _score_matches(score: dict[str, Any], expected) -> None:
    assert score["multiplier"] == expected.multiplier
    assert score["petit_au_bout"] == expected.petit_au_bout
    assert score["poignees"] == expected.poignees
    assert score["chelem"] == expected.chelem
    assert score["per_defender"] == expected.per_defender
    assert score["deltas"] == expected.deltas
    # Documented in openapi.yaml (Score), shown when the service sends them.
    for name in ("game", "petit_chelem", "miseres"):
        if name in score:
            assert score[name] == getattr(expected, name), name


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=150)
@given(seed=SEEDS)
def test_a_legal_hand_under_random_house_rules_is_legal_and_scored_as_the_options_say(adjudicate, players, seed):
    hand = draw_house_hand(random.Random(seed), players)
    verdict = adjudicate(hand.record)
    if hand.status == "annulled":  # excuse_alone_annuls: the record goes on after the annulment
        assert verdict["status"] == "annulled" and verdict["reason"]
        assert [v["code"] for v in verdict["violations"]] == ["played_after_annulment"]
        assert verdict["next_dealer"] == (hand.record["dealer"] + 1) % players
        return
    assert verdict["legal"] is True, verdict["violations"]
    assert "penalty" not in verdict
    if hand.status == "all_passed":
        assert verdict["status"] == "all_passed" and verdict["score"] is None
        return
    expected = hand.expected
    assert verdict["status"] == "complete"
    assert verdict["taker"] == expected.taker and verdict["partner"] == expected.partner
    assert verdict["contract"] == hand.facts.contract
    assert [trick["winner"] for trick in verdict["tricks"]] == expected.winners
    result = verdict["result"]
    assert (result["attack_points"], result["oudlers"], result["target"], result["made"], result["margin"]) == \
        (expected.attack_points, expected.oudlers, expected.target, expected.made, expected.margin)
    _score_matches(verdict["score"], hand.score)
    assert sum(verdict["score"]["deltas"]) == 0


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=60)
@given(seed=SEEDS)
def test_the_summary_of_a_house_rule_hand_scores_like_its_record(adjudicate, score_summary, players, seed):
    hand = _complete(random.Random(seed), players)
    verdict = adjudicate(hand.record)
    scored = score_summary(summary_of(hand))
    assert scored["result"] == verdict["result"]
    assert scored["score"] == verdict["score"]


def _moved(record: dict[str, Any], seats: int, dealer: int) -> tuple[dict[str, Any], list[int]]:
    """The record at a table of ``seats`` where ``dealer`` sits out; seat k after the old dealer becomes
    seat k after the new one. Returns it and the new seat of each old seat."""
    players = record["players"]
    new = [(dealer + 1 + (seat - record["dealer"] - 1) % players) % seats for seat in range(players)]
    hands: list[list[str]] = [[] for _ in range(seats)]
    for seat, hand in enumerate(record["hands"]):
        hands[new[seat]] = hand
    moved = {**record, "players": seats, "dealer": dealer, "hands": hands,
             "auction": [{**call, "seat": new[call["seat"]]} for call in record["auction"]],
             "declarations": [{**item, "seat": new[item["seat"]]} for item in record.get("declarations", [])]}
    moved.pop("deal_sequence", None)
    return moved, new


@pytest.mark.parametrize("players", [4, 5])
@tarot_settings(max_examples=50)
@given(seed=SEEDS)
def test_the_same_game_where_the_dealer_sits_out(adjudicate, players, seed):
    """A 4-player hand at 5 seats (five_player_table: dealer_sits_out, FFT 'mort') and a 5-player hand at
    6 seats (seed 001): the same verdict with the seats renamed, and 0 for the dealer."""
    rng = random.Random(seed)
    hand = _complete(rng, players)
    seats = players + 1
    dealer = rng.randrange(seats)
    record, new = _moved(hand.record, seats, dealer)
    if players == 4:
        record["options"] = {**record["options"], "five_player_table": "dealer_sits_out"}
    verdict = adjudicate(record)
    assert verdict["legal"] is True, verdict["violations"]
    assert verdict["taker"] == new[hand.expected.taker]
    assert [trick["winner"] for trick in verdict["tricks"]] == [new[seat] for seat in hand.expected.winners]
    deltas = [0.0] * seats
    for seat, delta in enumerate(hand.score.deltas):
        deltas[new[seat]] = delta
    assert verdict["score"]["deltas"] == deltas and deltas[dealer] == 0
    assert verdict["score"]["per_defender"] == hand.score.per_defender


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=40)
@given(seed=SEEDS)
def test_a_dog_card_at_the_front_of_a_legal_deal_sequence(adjudicate, players, seed):
    """The generated deal sequences are legal under both placements (checked above); one dog card moved
    to the very front of the pack breaks the rule of both, as the first violation."""
    rng = random.Random(seed)
    hand = draw_house_hand(rng, players)
    while "deal_sequence" not in hand.record:
        hand = draw_house_hand(rng, players)
    sequence = hand.record["deal_sequence"]
    first_dog = next(i for i, packet in enumerate(sequence) if packet["to"] == "dog")
    moved = [sequence[first_dog], *sequence[:first_dog], *sequence[first_dog + 1:]]
    for placement in ("not_first_or_last", "not_first_or_last_three"):
        options = {**hand.record["options"], "dog_placement": placement}
        verdict = adjudicate({**hand.record, "deal_sequence": moved, "options": options})
        assert verdict["violations"][0]["code"] == "dog_card_at_pack_end"
        assert verdict["violations"][0]["pointer"] == "/deal_sequence/0"


@tarot_settings(max_examples=40)
@given(seed=SEEDS)
def test_a_score_sheet_with_mouches_conserves_the_chips(score_sheet, seed):
    """A sheet of 4-player summaries with mouches: each line is my model's score plus the pools' moves,
    and what the players lost is always in the pools."""
    rng = random.Random(seed)
    stake = rng.randint(1, 30)
    options = {"settlement": "mouches", "mouche_stake": stake, "rounding": rng.choice((1, 5, 10)),
               "scoring": rng.choice(("fft", "pagat_fixed", "pagat_times_five", "seed_001_table"))}
    first_dealer = rng.randrange(4)
    entries, lines = [], []
    for index in range(rng.randint(1, 6)):
        hand = _complete(rng, 4)
        summary = summary_of(hand)
        facts: Facts = hand.facts
        # The sheet's options score every hand: the summary's plain facts (a pousse written as the petite
        # it replaced, no petit chelem nor misère: the sheet does not play them).
        plain = Facts(**{**facts.__dict__, "contract": "petite" if facts.contract == "pousse" else facts.contract,
                         "petit_chelem_announced": False, "petit_chelem_made": False, "miseres": []})
        entry = {key: summary[key] for key in ("taker", "attack_points", "oudlers", "petit_au_bout", "poignees",
                                               "chelem")}
        entry["contract"] = plain.contract
        score = house_score(plain, options)
        entries.append(entry)
        lines.append(((first_dealer + index) % 4, facts.taker, facts.made, score.deltas))
    answer = score_sheet({"ruleset": "french-tarot", "players": 4, "options": options, "first_dealer": first_dealer,
                          "hands": entries})
    expected = mouches(lines, stake, 4)
    totals = [0.0] * 4
    for line, (deltas, pools) in zip(answer["hands"], expected, strict=True):
        assert line["deltas"] == deltas
        assert line["pools"] == pools
        totals = [total + delta for total, delta in zip(totals, deltas, strict=True)]
        assert line["totals"] == totals
        assert sum(line["totals"]) + sum(line["pools"]) == 0


def test_the_house_rule_draws_reach_every_situation():
    """Guard against vacuous properties: a fixed run must produce each option's interesting case."""
    seen: set[str] = set()
    for seed in range(450):
        hand = draw_house_hand(random.Random(seed), PLAYERS[seed % 3])
        seen |= hand.features
    wanted = {"pousse_bid", "ladder_without_petite", "excuse_alone_annulled", "deal_sequence", "poignee_trimmed",
              "petit_chelem_made", "petit_chelem_made_announced", "petit_chelem_failed", "misere_trumps",
              "misere_faces", "scoring_pagat_fixed", "scoring_pagat_times_five", "scoring_seed_001_table",
              "rounding", "equal_split", "multipliers", "chelem_attack", "chelem_defence"}
    assert not wanted - seen, f"never generated {wanted - seen}"


def test_the_fft_generator_is_untouched_without_a_rig():
    """The rig hook draws nothing when unused: the FFT properties see exactly the hands they saw before."""
    for seed in range(20):
        first = generate_hand(random.Random(seed), 3 + seed % 3)
        second = generate_hand(random.Random(seed), 3 + seed % 3, rig=None)
        assert first.record == second.record
