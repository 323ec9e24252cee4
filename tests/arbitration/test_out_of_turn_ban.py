"""Seed 001's remedy for a lead out of turn (option ``out_of_turn_ban``), through the HTTP app: "le preneur
peut imposer à celui qui devait jouer, de poser la même couleur, ou bien lui interdire cette couleur tant
qu'il a la main". The Code d'arbitrage's default binds the trick concerned only."""

from __future__ import annotations

import random

from flask.testing import FlaskClient
from hypothesis import assume, event, given

from service import adjudicate
from tests.arbitration.deals import STRONG, deal
from tests.arbitration.helpers import complete_hand, post, replay
from tests.property.generator import EXCUSE, suit_of
from tests.property.property_settings import SEEDS, tarot_settings


def suit(card: str) -> str:
    return card[-1]


def test_a_forbidden_suit_binds_the_rightful_leader_while_he_keeps_the_lead(client: FlaskClient) -> None:
    """The strong taker (seat 0) keeps the lead for tricks on end. A defender led out of turn in trick i with
    a card of a suit the taker leads later, still on lead, while holding another suit; the taker forbade that
    suit. By the code, only trick i is bound; by seed 001, that later lead is a fault too."""
    base = deal(STRONG)
    tricks = base.play()
    log = replay(base.at_play, 0, tricks, {0})
    found = None
    for index, (seats, before) in enumerate(log):
        if index == 0 or seats[0] != 0:
            continue
        for later in range(index + 1, len(log)):
            later_seats, later_before = log[later]
            if later_seats[0] != 0:
                break
            banned = suit(tricks[later][0])
            if (banned == suit(tricks[index][0]) or tricks[later][0] == "EX"
                    or not any(suit(card) != banned for card in later_before[0] if card != "EX")):
                continue
            offender = seats[1]
            card = next((card for card in before[offender] if suit(card) == banned and card != "EX"), None)
            if card is not None:
                found = index, later, offender, card
                break
        if found:
            break
    assert found is not None
    index, later, offender, card = found
    event = {"type": "out_of_turn", "seat": offender, "trick": index, "cards": [card], "choice": "other_suit"}
    record = {**base.record(tricks), "events": [event]}
    by_code = post(client, record)
    assert [(v["code"], v["trick"]) for v in by_code["violations"]] == [("played_out_of_turn", index)]
    record["options"] = {**record["options"], "out_of_turn_ban": "while_on_lead"}
    seed_001 = post(client, record)
    # Every lead of that suit while he keeps the lead and holds another suit is one.
    bound = []
    for following in range(index + 1, len(log)):
        seats, before = log[following]
        if seats[0] != 0:
            break
        lead = tricks[following][0]
        if suit(lead) == suit(card) and any(suit(other) != suit(card) for other in before[0] if other != "EX"):
            bound.append(("lead_not_as_required", following))
    assert bound[0] == ("lead_not_as_required", later)
    assert [(v["code"], v["trick"]) for v in seed_001["violations"]] == [("played_out_of_turn", index), *bound]
    fault = seed_001["violations"][1]
    assert fault["seat"] == 0 and fault["pointer"] == f"/tricks/{later}/0" and fault["card"] == tricks[later][0]
    # A revoke for the code: the ruling now has it among its faults.
    assert "revoke" in [entry["kind"] for entry in seed_001["ruling"]["faults"]]


@tarot_settings(max_examples=60)
@given(seed=SEEDS)
def test_the_forbidden_suit_in_generated_hands(seed: int) -> None:
    """A lead out of turn refused with `other_suit` swapped into a random legal 4-player hand: the faults are
    the leads of that suit by the player who should have led, when he held another suit (the Excuse aside):
    in the trick concerned (the card that sets its suit, an Excuse lead passing the ban on) under both
    options, and in every trick he leads after it while he keeps the lead under seed 001's."""
    rng = random.Random(seed)
    hand = complete_hand(rng, 4)
    expected, record = hand.expected, hand.record
    taker = expected.taker
    in_hand = [list(cards) for cards in hand.hands_at_play]
    before: list[list[list[str]]] = []
    for index, trick in enumerate(record["tricks"]):
        before.append([list(cards) for cards in in_hand])
        for position, card in enumerate(trick):
            in_hand[(expected.leaders[index] + position) % 4].remove(card)
    count = len(record["tricks"])
    # Often a trick its rightful leader wins, so that he keeps the lead after it.
    kept = [at for at in range(count - 1) if expected.leaders[at + 1] == expected.leaders[at]]
    index = rng.choice(kept) if kept and rng.random() < 0.8 else rng.randrange(count)
    rightful = expected.leaders[index]
    trick = record["tricks"][index]
    offenders = [seat for seat in range(4) if seat not in (rightful, taker)]
    offender = rng.choice(offenders)
    played = trick[(offender - rightful) % 4]
    choices = [card for card in before[index][offender] if card not in (EXCUSE, played)]
    assume(choices)
    # Often a suit the rightful leader leads again while he keeps the lead: where the two options differ.
    later_leads = []
    for later in range(index + 1, len(record["tricks"])):
        if expected.leaders[later] != rightful:
            break
        later_leads.append(suit_of(record["tricks"][later][0]))
    aimed = [card for card in choices if suit_of(card) in later_leads]
    card = rng.choice(aimed if aimed and rng.random() < 0.8 else choices)
    banned = suit_of(card)

    def fault(seat: int, lead: str, held: list[str]) -> bool:
        return suit_of(lead) == banned and any(suit_of(other) != banned for other in held if other != EXCUSE)

    concerned = next(((position, lead) for position, lead in enumerate(trick) if lead != EXCUSE), None)
    wanted = set()
    if concerned is not None:
        seat = (rightful + concerned[0]) % 4
        if fault(seat, concerned[1], before[index][seat]):
            wanted.add((index, seat))
    while_on_lead = set(wanted)
    for later in range(index + 1, len(record["tricks"])):
        if expected.leaders[later] != rightful:
            break
        lead = record["tricks"][later][0]
        if lead != EXCUSE and fault(rightful, lead, before[later][rightful]):
            while_on_lead.add((later, rightful))
    refused = {"type": "out_of_turn", "seat": offender, "trick": index, "cards": [card], "choice": "other_suit"}
    for ban, want in (("trick", wanted), ("while_on_lead", while_on_lead)):
        options = {**record.get("options", {}), "arbitration": "fft", "out_of_turn_ban": ban}
        verdict = adjudicate({**record, "options": options, "events": [refused]})
        codes = [violation["code"] for violation in verdict["violations"]]
        assert codes.count("played_out_of_turn") == 1 and set(codes) <= {"played_out_of_turn", "lead_not_as_required"}
        found = {(v["trick"], v["seat"]) for v in verdict["violations"] if v["code"] == "lead_not_as_required"}
        assert found == want, (ban, index, card)
    event("the ban outlived its trick" if while_on_lead - wanted else "one trick")
