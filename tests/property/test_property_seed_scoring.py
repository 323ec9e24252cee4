"""Issue 18's seed readings under random hands and summaries: each option changes the score (or the
judgement) exactly as its description says, and nothing else.

The expected numbers come from my own model (generator.py: the tricks' leaders and winners, the FFT
count) and from the option descriptions (GET /v1/rulesets, docs/french-tarot.md), never from the engine;
where a property compares two answers of the engine, it is the option's difference that is checked.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from .generator import EXCUSE, HAND_SIZE, PETIT, GeneratedHand, generate_hand
from .property_settings import SEEDS, tarot_settings
from .summaries import summary_of

PLAYERS = [3, 4, 5]


def _complete(seed: int, players: int) -> GeneratedHand:
    rng = random.Random(seed)
    hand = generate_hand(rng, players)
    while hand.expected.status != "complete":
        hand = generate_hand(rng, players)
    return hand


def _with_options(record: dict[str, Any], **options: Any) -> dict[str, Any]:
    return {**record, "options": {**(record.get("options") or {}), **options}}


def _seat_of(hand: GeneratedHand, trick: int, card: str) -> int:
    """Who played ``card`` to ``trick``: the trick's leader, then each seat in turn (my model's leaders)."""
    players = hand.record["players"]
    return (hand.expected.leaders[trick] + hand.record["tricks"][trick].index(card)) % players


def _petit_trick(hand: GeneratedHand) -> int | None:
    """The trick whose Petit counts au bout under the FFT default: the last, or in a chelem closed by the
    chelem side's Excuse the one before (rules §7.3)."""
    tricks, last = hand.record["tricks"], len(hand.record["tricks"]) - 1
    if PETIT in tricks[last]:
        return last
    side = hand.expected.chelem_side
    if side is None or EXCUSE not in tricks[last] or PETIT not in tricks[last - 1]:
        return None
    excuse_in_attack = _seat_of(hand, last, EXCUSE) in hand.expected.attack
    return last - 1 if excuse_in_attack == (side == "attack") else None


# -- petit_au_bout_for: taker_only (seed 001) ---------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=80)
@given(seed=SEEDS)
def test_only_the_takers_own_petit_won_by_his_side_counts_au_bout(adjudicate, players, seed):
    hand = _complete(seed, players)
    fft = adjudicate(hand.record)
    taker_only = adjudicate(_with_options(hand.record, petit_au_bout_for="taker_only"))
    assert taker_only["legal"] and taker_only["result"] == fft["result"]
    trick = _petit_trick(hand)
    fft_bonus = hand.expected.petit_au_bout
    assert fft["score"]["petit_au_bout"] == fft_bonus
    kept = trick is not None and fft_bonus > 0 and _seat_of(hand, trick, PETIT) == hand.expected.taker
    expected_bonus = fft_bonus if kept else 0
    assert taker_only["score"]["petit_au_bout"] == expected_bonus
    # Nothing else moves: what each defender pays changes by the bonus taken away, made or failed.
    assert taker_only["score"]["per_defender"] == fft["score"]["per_defender"] - fft_bonus + expected_bonus


# -- petit_au_bout_chelem: the seeds' stricter readings ------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=120)
@given(seed=SEEDS, reading=st.sampled_from(["penultimate_trick", "last_trick_only", "excuse_led",
                                            "announcer_excuse_last"]))
def test_the_petit_of_the_penultimate_trick_counts_as_each_reading_says(adjudicate, players, seed, reading):
    hand = _complete(seed, players)
    verdict = adjudicate(_with_options(hand.record, petit_au_bout_chelem=reading))
    tricks, last = hand.record["tricks"], HAND_SIZE[players] - 1
    trick = _petit_trick(hand)
    counts = trick is not None
    if trick == last - 1:
        announced = any(d["type"] == "chelem" for d in hand.record["declarations"])
        excuse_seat = _seat_of(hand, last, EXCUSE)
        counts = {
            "penultimate_trick": True,
            "last_trick_only": False,
            "excuse_led": tricks[last][0] == EXCUSE,  # seed 000: "de cette manière", the Excuse led
            "announcer_excuse_last": announced and excuse_seat == hand.expected.taker,  # seed 002
        }[reading]
    if counts:
        assert trick is not None
        side = 1 if hand.expected.winners[trick] in hand.expected.attack else -1
        assert verdict["score"]["petit_au_bout"] == side * 10 * verdict["score"]["multiplier"]
    else:
        assert verdict["score"]["petit_au_bout"] == 0


# -- petit_chelem_all_but: 3 (seed 000) ----------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=80)
@given(seed=SEEDS, all_but=st.sampled_from([1, 3]))
def test_an_announced_petit_chelem_is_made_when_the_attack_loses_at_most_the_agreed_tricks(
        adjudicate, players, seed, all_but):
    hand = _complete(seed, players)
    record = _with_options(hand.record, petit_chelem=True, petit_chelem_all_but=all_but)
    if any(d["type"] == "chelem" for d in record["declarations"]):
        return  # one chelem announcement a deal
    record["declarations"] = [*record["declarations"], {"seat": hand.expected.taker, "type": "petit_chelem"}]
    verdict = adjudicate(record)
    assert verdict["legal"], verdict["violations"]
    lost = sum(1 for winner in hand.expected.winners if winner not in hand.expected.attack)
    # "+300 announced and made, -150 announced and failed"; every trick taken makes it too.
    assert verdict["score"]["petit_chelem"] == (300 if lost <= all_but else -150)


# -- scoring: seed_001_example ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=60)
@given(seed=SEEDS)
def test_seed_001_example_multiplies_the_margin_by_twice_the_multiplier(score_summary, players, seed):
    """'seed_001_example': as seed_001_table, the margin multiplied by twice the multiplier (the summary of
    a generated hand, so that it is one a score keeper could write)."""
    summary = summary_of(_complete(seed, players))
    table = score_summary({**summary, "options": {"scoring": "seed_001_table"}})
    example = score_summary({**summary, "options": {"scoring": "seed_001_example"}})
    assert example["result"] == table["result"]
    margin, multiplier = table["result"]["margin"], table["score"]["multiplier"]
    extra = 0 if summary["chelem"]["won_by"] == "attack" else margin * multiplier  # a chelem replaces the game
    assert example["score"]["game"] == table["score"]["game"] + extra
    assert example["score"]["per_defender"] == table["score"]["per_defender"] + extra
    assert sum(example["score"]["deltas"]) == 0


# -- chelem_announcer: either_side (seed 000) --------------------------------------------------------------


CHELEM_VALUES = st.fixed_dictionaries({}, optional={key: st.integers(0, 1000) for key in
                                                    ("announced", "unannounced", "announced_failed", "defence")})


@tarot_settings(max_examples=150)
@given(values=CHELEM_VALUES, won_by=st.sampled_from([None, "attack", "defence"]),
       stacking=st.sampled_from(["both", "defence_only"]))
def test_a_chelem_announced_by_the_defence_mirrors_the_attacks(score_summary, values, won_by, stacking):
    """From the attack's side: announced by the defence and made, the attack pays the announced value;
    failed, it receives the announced-and-failed value, and the unannounced one too when it took every
    trick itself (only that one with chelem_failed_and_defence: defence_only)."""
    # A garde sans: the dog's 3 points are the attack's even when the defence takes every trick.
    points, oudlers = {"attack": (91, 3), "defence": (3, 0), None: (30, 1)}[won_by]
    options = {"chelem_announcer": "either_side", "chelem_values": values, "chelem_failed_and_defence": stacking}
    summary = {"players": 4, "taker": 1, "contract": "garde_sans", "attack_points": points, "oudlers": oudlers,
               "chelem": {"announced": True, "won_by": won_by, "announced_by": "defence"}, "options": options}
    scored = score_summary(summary)["score"]
    value = {"announced": 400, "unannounced": 200, "announced_failed": 200, "defence": 200, **values}
    expected = {
        "defence": -value["announced"],
        None: value["announced_failed"],
        "attack": value["unannounced"] + (value["announced_failed"] if stacking == "both" else 0),
    }[won_by]
    assert scored["chelem"] == expected
    assert scored["per_defender"] == scored["game"] + expected


# -- declaration_timing -------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=80)
@given(seed=SEEDS, timing=st.sampled_from(["own_first_card", "before_first_lead"]), shift=st.integers(1, 5))
def test_a_declaration_is_judged_at_its_moment(adjudicate, players, seed, timing, shift):
    """A poignée is shown just before its holder's own first card (its place in the first trick) under
    the FFT, or before the first lead (seed 000's variant); a chelem before the first card. Each
    declaration at its moment keeps the hand legal; each one moved is one declaration_mistimed."""
    hand = _complete(seed, players)
    first_leader = hand.expected.leaders[0]
    on_time = []
    for declaration in hand.record["declarations"]:
        own_first_card = (declaration["seat"] - first_leader) % players
        moment = 0 if declaration["type"] == "chelem" or timing == "before_first_lead" else own_first_card
        on_time.append({**declaration, "at_card": moment})
    record = _with_options({**hand.record, "declarations": on_time}, declaration_timing=timing)
    verdict = adjudicate(record)
    assert verdict["legal"], verdict["violations"]
    assert verdict["score"] == adjudicate(hand.record)["score"]
    if not on_time:
        return
    moved = random.Random(seed).randrange(len(on_time))
    late = [dict(d) for d in on_time]
    late[moved]["at_card"] += shift
    verdict = adjudicate({**record, "declarations": late})
    mistimed = [v for v in verdict["violations"] if v["code"] == "declaration_mistimed"]
    assert [v["pointer"] for v in mistimed] == [f"/declarations/{moved}/at_card"]
    assert len(verdict["violations"]) == 1 and verdict["score"] is None


# -- contracts with chelem (seed 001) ------------------------------------------------------------------------


def _announced_petite_or_garde(seed: int, players: int) -> GeneratedHand:
    rng = random.Random(seed)
    while True:
        hand = generate_hand(rng, players)
        expected = hand.expected
        if expected.status == "complete" and expected.contract in ("petite", "garde") and any(
                d["type"] == "chelem" for d in hand.record["declarations"]):
            return hand


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=25)
@given(seed=SEEDS, scoring=st.sampled_from(["fft", "seed_001_table"]))
def test_the_chelem_call_plays_and_scores_as_a_garde_with_the_chelem_announced(adjudicate, players, seed, scoring):
    """The taker's chelem call in place of his bid and of his announcement: the same play is legal and
    scores as that hand bid as a garde with the chelem announced."""
    hand = _announced_petite_or_garde(seed, players)
    taker = hand.expected.taker
    ladder = ["petite", "garde", "garde_sans", "garde_contre", "chelem"]

    def bid(call: str) -> list[dict[str, Any]]:
        return [{**entry, "call": call} if entry["seat"] == taker else entry for entry in hand.record["auction"]]

    garde = _with_options({**hand.record, "auction": bid("garde")}, scoring=scoring)
    called = _with_options({**hand.record, "auction": bid("chelem"),
                            "declarations": [d for d in hand.record["declarations"] if d["type"] != "chelem"]},
                           contracts=ladder, scoring=scoring)
    as_garde, as_call = adjudicate(garde), adjudicate(called)
    assert as_call["legal"], as_call["violations"]
    assert as_call["contract"] == "chelem" and as_call["taker"] == taker
    assert as_call["tricks"] == as_garde["tricks"]
    assert as_call["result"] == as_garde["result"] and as_call["score"] == as_garde["score"]
