"""Seed 001's remedy for a lead out of turn (option ``out_of_turn_ban``), through the HTTP app: "le preneur
peut imposer à celui qui devait jouer, de poser la même couleur, ou bien lui interdire cette couleur tant
qu'il a la main". The Code d'arbitrage's default binds the trick concerned only."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.arbitration.helpers import post, replay
from tests.arbitration.test_faults import STRONG, deal


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
