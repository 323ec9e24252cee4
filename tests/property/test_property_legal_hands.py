"""Every legal hand my generator builds must be judged legal, complete, and scored exactly as my own
reading of the rules (generator.referee) says: trick by trick, point by point, seat by seat."""

from __future__ import annotations

import random

import pytest
from hypothesis import given

from .generator import (
    DECK,
    EXCUSE,
    POIGNEE_SIZES,
    generate_hand,
    generate_petit_sec,
    half_points,
    option,
    referee,
)
from .property_settings import SEEDS, tarot_settings

PLAYERS = [3, 4, 5]


def _verdict_matches_my_referee(verdict, hand) -> None:
    expected, record = hand.expected, hand.record
    players = record["players"]
    assert verdict["legal"] is True, verdict["violations"]
    assert verdict["violations"] == []
    assert verdict["status"] == "complete"
    assert verdict["taker"] == expected.taker
    assert verdict["contract"] == expected.contract
    assert verdict["partner"] == expected.partner
    assert verdict["called_card"] == expected.called_card

    # Tricks: the cards as recorded, led and won by the seats the rules say.
    assert [t["cards"] for t in verdict["tricks"]] == record["tricks"]
    assert [t["leader"] for t in verdict["tricks"]] == expected.leaders
    assert [t["winner"] for t in verdict["tricks"]] == expected.winners
    for trick in verdict["tricks"]:
        if EXCUSE not in trick["cards"]:
            assert trick["points"] == sum(half_points(card) for card in trick["cards"]) / 2

    result, score = verdict["result"], verdict["score"]
    assert sorted(result["attack"]) == sorted(expected.attack)
    assert result["attack_points"] + result["defence_points"] == 91
    assert result["attack_points"] == expected.attack_points
    assert result["oudlers"] == expected.oudlers
    assert result["target"] == expected.target
    assert result["made"] is expected.made
    assert result["margin"] == expected.margin

    assert score["multiplier"] == expected.multiplier
    assert score["petit_au_bout"] == expected.petit_au_bout
    assert score["poignees"] == expected.poignees
    assert score["chelem"] == expected.chelem
    assert score["per_defender"] == expected.per_defender
    assert score["deltas"] == expected.deltas

    # The distribution table (rules §8.2), checked from the verdict alone.
    deltas, m, taker, partner = score["deltas"], score["per_defender"], verdict["taker"], verdict["partner"]
    assert sum(deltas) == 0
    assert len(deltas) == players
    defenders = [seat for seat in range(players) if seat not in (taker, partner)]
    assert all(deltas[seat] == -m for seat in defenders)
    if players == 5 and partner is not None and option(record, "five_player_split") == "equal":
        assert (deltas[taker], deltas[partner]) == (1.5 * m, 1.5 * m)
    elif players == 5 and partner is not None:
        assert (deltas[taker], deltas[partner]) == (2 * m, m)
    else:
        assert deltas[taker] == (players - 1) * m


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=1200)
@given(seed=SEEDS)
def test_generated_legal_hand_is_judged_legal_and_scored_as_the_rules_say(adjudicate, players, seed):
    hand = generate_hand(random.Random(seed), players)
    verdict = adjudicate(hand.record)
    if hand.expected.status == "all_passed":
        assert verdict["legal"] is True, verdict["violations"]
        assert verdict["status"] == "all_passed"
        assert verdict["result"] is None and verdict["score"] is None
        return
    _verdict_matches_my_referee(verdict, hand)


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=60)
@given(seed=SEEDS)
def test_legal_record_cut_anywhere_in_the_play_is_legal_and_in_progress(adjudicate, players, seed):
    rng = random.Random(seed)
    hand = generate_hand(rng, players)
    while hand.expected.status != "complete":
        hand = generate_hand(rng, players)
    cards_played = rng.randrange(len(hand.plays))  # 0 .. all but the last card
    record = dict(hand.record)
    tricks = [list(trick) for trick in hand.record["tricks"]]
    whole, part = divmod(cards_played, players)
    record["tricks"] = tricks[:whole] + ([tricks[whole][:part]] if part else [])
    verdict = adjudicate(record)
    assert verdict["legal"] is True, verdict["violations"]
    assert verdict["status"] == "in_progress"
    assert verdict["result"] is None and verdict["score"] is None
    finished = [trick for trick in verdict["tricks"] if trick["winner"] is not None]
    assert [t["leader"] for t in finished] == hand.expected.leaders[:whole]
    assert [t["winner"] for t in finished] == hand.expected.winners[:whole]


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=60)
@given(seed=SEEDS)
def test_legal_record_cut_before_the_play_is_legal_and_in_progress(adjudicate, players, seed):
    """A record may stop at any phase (docs/contract.md §4): part of the auction, or after the call, the
    écart or the declarations."""
    rng = random.Random(seed)
    hand = generate_hand(rng, players)
    while hand.expected.status != "complete":
        hand = generate_hand(rng, players)
    record = hand.record
    phases = [name for name in ("called_card", "discard", "declarations") if name in record]
    cut = rng.randrange(len(record["auction"]) + len(phases))
    kept = {key: value for key, value in record.items() if key not in ("auction", *phases, "tricks")}
    if cut < len(record["auction"]):
        kept["auction"] = record["auction"][:cut]
    else:
        kept["auction"] = record["auction"]
        for name in phases[: cut - len(record["auction"]) + 1]:
            kept[name] = record[name]
    verdict = adjudicate(kept)
    assert verdict["legal"] is True, verdict["violations"]
    assert verdict["status"] == "in_progress"
    assert verdict["tricks"] == []
    assert verdict["result"] is None and verdict["score"] is None


@pytest.mark.parametrize("players", PLAYERS)
@tarot_settings(max_examples=40)
@given(seed=SEEDS)
def test_petit_sec_deal_is_annulled_and_nothing_may_follow_it(adjudicate, players, seed):
    rng = random.Random(seed)
    record = generate_petit_sec(rng, players)
    record.pop("petit_sec_seat")
    verdict = adjudicate(record)
    assert verdict["legal"] is True, verdict["violations"]
    assert verdict["status"] == "annulled"
    assert verdict.get("reason")
    assert verdict["result"] is None and verdict["score"] is None

    first = (record["dealer"] + 1) % players
    record["auction"] = [{"seat": (first + i) % players, "call": "pass"} for i in range(players)]
    verdict = adjudicate(record)
    assert verdict["status"] == "annulled"
    assert verdict["legal"] is False
    assert verdict["violations"][0]["code"] == "played_after_annulment"
    assert verdict["violations"][0]["pointer"].startswith("/auction")


def test_generator_reaches_every_situation_the_properties_are_about():
    """Guard against vacuous properties: a fixed run of the generator must produce each rare case."""
    seen: dict[int, set[str]] = {players: set() for players in PLAYERS}
    for seed in range(900):
        players = PLAYERS[seed % 3]
        hand = generate_hand(random.Random(seed), players)
        seen[players] |= hand.features
        record = hand.record
        assert sorted([*(c for cards in record["hands"] for c in cards), *record["dog"]]) == sorted(DECK)
        if hand.expected.status == "complete":
            for declaration in record["declarations"]:
                if declaration["type"] == "poignee":
                    assert len(declaration["cards"]) in POIGNEE_SIZES[players]
    common = {"all_passed", "poignee", "poignee_excuse", "excuse_last_trick", "chelem_attack",
              "chelem_announced", "chelem_excuse_lead", "forced_trump_discard", "petit_au_bout",
              "petit_with_excuse_only"}
    for players in PLAYERS:
        missing = common - seen[players]
        assert not missing, f"{players} players: never generated {missing}"
    assert {"half_point"} <= seen[3] and {"half_point"} <= seen[5]
    assert {"five_alone", "five_partner", "called_queen", "four_kings"} <= seen[5]
    assert "options" in seen[3] | seen[4] | seen[5]
    assert "chelem_87" in seen[3] | seen[4] | seen[5]
    assert "chelem_defence" in seen[3] | seen[4] | seen[5]


def test_my_referee_agrees_with_the_rules_worked_example_of_an_87_point_chelem():
    """Sanity check of the model itself on §7.4 (attack takes every trick, a defender played the Excuse):
    a 4-player garde sans where seat 0 holds the 18 top trumps and leads them all."""
    hands = [
        [f"{n}T" for n in range(21, 3, -1)],
        ["1T", "2T", *[r + "S" for r in ("7", "8", "9", "10", "J", "C", "Q", "K")],
         *[f"{n}H" for n in range(1, 9)]],
        ["3T", "EX", *[r + "H" for r in ("9", "10", "J", "C", "Q", "K")], *[f"{n}D" for n in range(1, 11)]],
        ["JD", "CD", "QD", "KD", *[f"{n}C" for n in range(1, 11)], "JC", "CC", "QC", "KC"],
    ]
    dog = [f"{n}S" for n in range(1, 7)]
    tricks = [["21T", "2T", "3T", "1C"], ["20T", "1T", "EX", "2C"]]
    rest = [[card for card in hands[seat] if card not in tricks[0] + tricks[1]] for seat in (1, 2, 3)]
    for index in range(16):
        tricks.append([f"{19 - index}T", rest[0][index], rest[1][index], rest[2][index]])
    record = {"players": 4, "dealer": 3, "hands": hands, "dog": dog,
              "auction": [{"seat": 0, "call": "garde_sans"}, {"seat": 1, "call": "pass"},
                          {"seat": 2, "call": "pass"}, {"seat": 3, "call": "pass"}],
              "declarations": [], "tricks": tricks}
    assert sorted([*(card for trick in tricks for card in trick), *dog]) == sorted(DECK)
    expected = referee(record)
    assert (expected.attack_points, expected.oudlers, expected.chelem, expected.per_defender) == (87, 2, 200, 484)
