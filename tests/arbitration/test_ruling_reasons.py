"""The ruling's reason in its exact words (``service/french/arbitration/ruling.py``): which result the winner
test reads, J2 of the arbitration digest (option ``arbitration_winner_test``).

Example 2 of the golden records: a defender's revoke turns the taker's failure (38 points for 41) into a make
once the trick is returned. Tested after the return (the default), the offending defence lost, and the deal is
scored; tested on the record as played, the defence still wins, and the deal is annulled.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service.core.cards import codes
from tests.arbitration.deals import STRONG, WEAK, Deal, deal, with_discard
from tests.arbitration.golden_records import EXAMPLE_2, load
from tests.arbitration.helpers import post
from tests.engine.helpers import build_deal


@pytest.mark.parametrize(("winner_test", "outcome", "reason"), [
    ("after_return", "scored",
     "The offending side (defence) lost once the illicit points were returned: the deal is scored on the "
     "adjusted cards."),
    ("before_return", "annulled",
     "The deal is annulled and does not count as played: the offending side (defence) still wins on the record "
     "as played. Seat 3 played 9T on a heart lead while holding 1H, 6H, 8H and 9H."),
])
def test_the_reason_says_which_result_the_winner_test_read(client: FlaskClient, winner_test: str, outcome: str,
                                                           reason: str) -> None:
    request: dict[str, Any] = load(EXAMPLE_2)["request"]
    request = {**request, "options": {"arbitration": "fft", "arbitration_winner_test": winner_test}}
    ruling = post(client, request)["ruling"]
    assert ruling["outcome"] == outcome
    assert ruling["reason"] == reason


@pytest.mark.parametrize(("language", "reason"), [
    ("fr", "La donne est annulée et ne compte pas comme jouée : le camp fautif (la défense) gagne tout de même sur "
           "le relevé tel que joué. Renonce : le joueur 3 joue le 9 d'atout sur une entame à cœur alors qu'il a "
           "l'as de cœur, le 6 de cœur, le 8 de cœur et le 9 de cœur."),
    ("de", "Das Spiel wird annulliert und zählt nicht als gespielt: die schuldige Seite (die Verteidiger) gewinnt "
           "trotzdem nach dem Protokoll wie gespielt. Farbverleugnung: Spieler 3 spielt Trumpf 9 auf ausgespieltes "
           "Herz und bedient nicht, obwohl er Herz-Ass, Herz-Sechs, Herz-Acht und Herz-Neun hat."),
])
def test_the_quoted_fault_is_rebuilt_in_the_reader_s_language(client: FlaskClient, language: str,
                                                               reason: str) -> None:
    """The fault quoted in the reason is rebuilt from its English template and its facts, not copied in English."""
    request: dict[str, Any] = load(EXAMPLE_2)["request"]
    request = {**request, "options": {"arbitration": "fft", "arbitration_winner_test": "before_return"}}
    response = client.post("/v1/hands/adjudicate", json=request, headers={"Accept-Language": language})
    assert response.get_json()["ruling"]["reason"] == reason


@pytest.mark.parametrize(("language", "reason"), [
    ("en", "The Code d'arbitrage gives no automatic ruling here: Trick 4 has 3 cards; 4 "
           "seats still hold cards."),
    ("fr", "Le Code d'arbitrage ne donne ici aucune décision automatique : Le pli 4 a "
           "3 cartes ; 4 joueurs ont encore des cartes."),
    ("de", "Aus dem Code d'arbitrage ergibt sich hier keine Entscheidung von selbst: "
           "Stich 4 hat 3 Karten; 4 Spieler haben noch Karten."),
])
def test_a_referred_fault_is_quoted_with_its_trick(client: FlaskClient, language: str, reason: str) -> None:
    """A claim after a short trick: the record error goes to a human referee, quoted in the reader's language
    with the trick it names."""
    response = client.post("/v1/hands/adjudicate", json=_short_trick_then_claim(),
                           headers={"Accept-Language": language})
    assert response.get_json()["ruling"]["reason"] == reason


def _short_trick_then_claim() -> dict[str, Any]:
    request: dict[str, Any] = load(EXAMPLE_2)["request"]
    tricks = request["tricks"]
    return {**request, "tricks": [*tricks[:3], tricks[3][:3], tricks[4]], "events": [{"type": "claim", "seat": 0}]}


def test_a_record_error_is_ruled_as_one(client: FlaskClient) -> None:
    """The short trick is a record error (digest §7.3 step 1), of no side, not a fault the Code does not cover."""
    faults = client.post("/v1/hands/adjudicate", json=_short_trick_then_claim()).get_json()["ruling"]["faults"]
    assert faults == [{
        "code": "trick_size", "kind": "record_error", "rectifiable": False, "seat": None, "side": None, "trick": 3,
        "card": None, "pointer": "/tricks/3", "effect": "no ruling",
        "rule": "digest §7.3 step 1: a record no real table could produce is a data error, left to a human referee",
        "message": "Trick 4 has 3 cards; 4 seats still hold cards."}]


def test_an_unfinished_deal_is_ruled_only_on_a_claim(client: FlaskClient) -> None:
    """Faults in a deal that stops after ten tricks, with an exposed card (an event with a seat) but no claim:
    the deal is not over, so there is nothing to rule yet."""
    request: dict[str, Any] = load(EXAMPLE_2)["request"]
    request = {**request, "tricks": request["tricks"][:10],
               "events": [{"type": "card_exposed", "seat": 0, "cards": ["QH"]}]}
    answer = client.post("/v1/hands/adjudicate", json=request).get_json()
    assert (answer["status"], answer["ruling"]) == ("in_progress", None)
    assert [violation["code"] for violation in answer["violations"]] == ["card_exposed", "must_follow_suit"]


def test_a_record_error_of_a_seat_is_of_no_side(client: FlaskClient) -> None:
    """Seat 3, a defender, plays a card seat 1 holds; a claim follows. A record error blames no side, even when it
    names a seat: it is left to a human referee."""
    request: dict[str, Any] = load(EXAMPLE_2)["request"]
    request = {**request, "tricks": [*request["tricks"][:3], ["9D", "QH", "2D", "19T"]],
               "events": [{"type": "claim", "seat": 0}]}
    faults = client.post("/v1/hands/adjudicate", json=request).get_json()["ruling"]["faults"]
    assert [(fault["code"], fault["kind"], fault["seat"], fault["side"], fault["card"]) for fault in faults] == [
        ("card_not_held", "record_error", 2, None, "QH")]


@pytest.mark.parametrize(("language", "reason"), [
    ("en", "The deal is annulled and does not count as played: the taker failed his contract. Seat 2 showed its "
           "hand after the contract; the defenders' cards were dealt again."),
    ("fr", "La donne est annulée et ne compte pas comme jouée : le preneur a chuté. Le joueur 2 a montré son "
           "jeu après le contrat ; les cartes des défenseurs ont été redistribuées."),
    ("de", "Das Spiel wird annulliert und zählt nicht als gespielt: der Alleinspieler hat sein Spiel verloren. "
           "Spieler 2 hat nach dem Kontrakt sein Blatt gezeigt; die Karten der Verteidiger wurden neu gegeben."),
])
def test_a_hand_dropped_annuls_when_the_taker_fails(client: FlaskClient, language: str, reason: str) -> None:
    """CA 2012 p.4: a defender's hand shown after the contract; scored if the taker makes, annulled if he fails,
    and the reason says which."""
    record = deal([*WEAK[:-1], "KC"]).record(events=[{"type": "hand_dropped", "seat": 1}])
    response = client.post("/v1/hands/adjudicate", json=record, headers={"Accept-Language": language})
    assert response.get_json()["ruling"]["reason"] == reason


def test_an_offending_attack_is_named_in_the_reason(client: FlaskClient) -> None:
    """A king in the taker's écart, his contract made: the offending side the reason names is the attack."""
    base = deal(STRONG)
    ruling = post(client, with_discard(base, [*base.dog[:5], "KS"]))["ruling"]
    assert ruling["reason"] == ("The deal is annulled and does not count as played: the offending side (attack) still "
                                "wins once the illicit points were returned. The taker discarded KS: kings may not go "
                                "to the écart.")


REVOKE_RULE = ("CA 2012 p.5: a non-rectifiable fault; the points illicitly won go back, and the deal is annulled if "
               "the offending side still wins, scored if it loses; the referee may add 100; p.6, an established "
               "revoke (renonce consommée); J1, the revoke trick returned")


@pytest.mark.parametrize(("language", "message"), [
    ("en", "Trick 9 (QH, 2H, 9T, CH), won by the offending defence with a revoke in it, goes to the attack: 7 points."),
    ("fr", "Le pli 9 (la dame de cœur, le 2 de cœur, le 9 d'atout et le cavalier de cœur), qui contient une renonce "
           "et que le camp fautif (la défense) a gagné, va à l'attaque : 7 points."),
    ("de", "Stich 9 (Herz-Dame, Herz-Zwei, Trumpf 9 und Herz-Reiter), mit einer Farbverleugnung darin von der "
           "schuldigen Seite (die Verteidiger) gewonnen, geht an die Angreifer: 7 Punkte."),
])
def test_the_revoke_trick_returned_in_every_field(client: FlaskClient, language: str, message: str) -> None:
    """J1: the trick of seat 3's revoke, won by the defence, goes to the attack with its 7 points."""
    response = client.post("/v1/hands/adjudicate", json=load(EXAMPLE_2)["request"],
                           headers={"Accept-Language": language})
    adjustments = response.get_json()["ruling"]["adjustments"]
    assert [{**adjustment, "rule": None} for adjustment in adjustments] == [
        {"kind": "trick_transferred", "trick": 8, "cards": ["QH", "2H", "9T", "CH"], "from": "defence", "to": "attack",
         "points": 7.0, "seat": None, "rule": None, "message": message}]
    if language == "en":
        assert adjustments[0]["rule"] == REVOKE_RULE


def _minor_card(hand: list[str]) -> str:
    return next(card for card in hand if card not in ("1T", "21T", "EX") and not card.startswith("K"))


@pytest.mark.parametrize(("events", "reason"), [
    (lambda hands: [{"type": "card_exposed", "seat": 1, "cards": [_minor_card(hands[1])]}],
     "Only rectifiable faults or incidents: the deal is scored as played."),
    (lambda hands: [{"type": "hand_dropped", "seat": 1}],
     "No rule annuls the deal: it is scored with what the faults change."),
])
def test_a_scored_deal_says_why_nothing_annuls_it(client: FlaskClient, events: Any, reason: str) -> None:
    """The taker makes his contract (a strong hand). A minor exposed card is rectifiable (a warning); a hand shown
    after the contract is not, but annuls only if the taker fails (CA 2012 p.4)."""
    base = deal(STRONG)
    ruling = post(client, base.record(events=events(base.hands)))["ruling"]
    assert (ruling["outcome"], ruling["result"]["made"], ruling["reason"]) == ("scored", True, reason)


def test_a_poignee_with_a_card_not_held_is_left_to_a_referee(client: FlaskClient) -> None:
    """J16: the taker shows a poignée with 11T, which he does not hold; by default no automatic ruling."""
    shown = ["21T", "20T", "19T", "18T", "17T", "16T", "15T", "14T", "13T", "11T"]
    record = deal(STRONG).record(declarations=[{"seat": 0, "type": "poignee", "cards": shown}])
    ruling = post(client, record)["ruling"]
    assert ruling["outcome"] == "referee"
    assert ruling["faults"] == [{
        "code": "poignee_not_held", "kind": "record_error", "rectifiable": False, "seat": 0, "side": "attack",
        "trick": None, "card": "11T", "pointer": "/declarations/0/cards/9", "effect": "no ruling",
        "rule": "J16: a poignée with a card not held (or not a trump) cannot have been shown; left to a human referee "
                "(option arbitration_poignee_not_held: unfixable rules it)",
        "message": "Seat 1 shows 11T without holding it."}]


@pytest.mark.parametrize(("language", "reason"), [
    ("en", "The deal is annulled and does not count as played: J5: both sides committed a non-rectifiable fault; the "
           "free-deal code has no rule, so the deal is annulled (as the duplicate 'neutralised'), with the optional "
           "penalty for each offender."),
    ("fr", "La donne est annulée et ne compte pas comme jouée : J5 : les deux camps ont commis une faute non "
           "rectifiable ; le code des donnes libres n'a pas de règle, la donne est donc annulée (comme la "
           "« neutralisation » du duplicate), avec la pénalité facultative pour chaque fautif."),
])
def test_faults_of_both_sides_annul_the_deal(client: FlaskClient, language: str, reason: str) -> None:
    """J5: a king in the taker's écart and two cards a defender exposes at once (an important exposure)."""
    base = deal(STRONG)
    record = with_discard(base, [*base.dog[:5], "KS"])
    record["events"] = [{"type": "card_exposed", "seat": 3, "cards": record["hands"][3][:2]}]
    response = client.post("/v1/hands/adjudicate", json=record, headers={"Accept-Language": language})
    ruling = response.get_json()["ruling"]
    assert (ruling["outcome"], ruling["reason"]) == ("annulled", reason)
    assert ruling["score"]["deltas"] == [0, 0, 0, 0]


def test_the_taker_dropping_his_hand_is_no_fault_that_annuls(client: FlaskClient) -> None:
    """CA 2012 p.5: the taker has no partner, so his hand shown is never an important exposure: no sanction, and the
    deal is scored (a defender's would annul it if the taker failed)."""
    ruling = post(client, deal(STRONG).record(events=[{"type": "hand_dropped", "seat": 0}]))["ruling"]
    assert (ruling["outcome"], ruling["sanctions"]) == ("scored", [])
    assert ruling["faults"] == [{
        "code": "hand_dropped", "kind": "hand_dropped", "rectifiable": True, "seat": 0, "side": "attack", "trick": None,
        "card": None, "pointer": "/events/0", "effect": "none",
        "rule": "CA 2012 p.5: the taker's exposures are never important (he has no partner); no sanction",
        "message": "Seat 1 showed its hand after the contract; the defenders' cards were dealt again."}]


def test_a_poignees_faults_come_once_and_in_their_place(client: FlaskClient) -> None:
    """Two cards of one poignée not held: that poignée's faults, once, where its first fault was reported, and the
    faults after it (an exposure) still ruled."""
    base = deal(STRONG)
    shown = ["21T", "20T", "19T", "18T", "17T", "16T", "15T", "14T", "10T", "11T"]
    record = base.record(declarations=[{"seat": 0, "type": "poignee", "cards": shown}],
                         events=[{"type": "card_exposed", "seat": 3, "cards": base.hands[3][:2]}])
    faults = post(client, record)["ruling"]["faults"]
    assert [(fault["code"], fault["pointer"], fault["card"]) for fault in faults] == [
        ("poignee_not_held", "/declarations/0/cards/8", "10T"), ("poignee_not_held", "/declarations/0/cards/9", "11T"),
        ("card_exposed", "/events/0", "9S")]


def test_a_poignee_that_hid_a_trump_is_not_counted(client: FlaskClient) -> None:
    """CA 2012 p.8 (P11): the taker shows the Excuse in his poignée while keeping 12T hidden; it is not counted,
    and the adjustment says whose and which."""
    shown = ["21T", "20T", "19T", "18T", "17T", "16T", "15T", "14T", "13T", "EX"]
    ruling = post(client, deal(STRONG).record(declarations=[{"seat": 0, "type": "poignee", "cards": shown}]))["ruling"]
    assert ruling["adjustments"] == [{
        "kind": "poignee_not_counted", "trick": None, "cards": [], "from": None, "to": None, "points": None, "seat": 0,
        "rule": "CA 2012 p.8, P11: the Excuse shown while a trump was kept hidden",
        "message": "Seat 1's simple poignée is not counted."}]
    assert ruling["score"]["poignees"] == 0


def test_an_offending_attack_that_lost_is_named(client: FlaskClient) -> None:
    """A king in the écart of a taker who fails: the offending side lost, the deal is scored on the adjusted
    cards, and the reason names the attack."""
    base = deal([*WEAK[:-1], "KC"])
    ruling = post(client, with_discard(base, [*base.dog[:5], "KC"]))["ruling"]
    assert (ruling["outcome"], ruling["reason"]) == (
        "scored", "The offending side (attack) lost once the illicit points were returned: the deal is scored on the "
                  "adjusted cards.")


def test_a_poignees_faults_found_by_its_event_come_in_the_events_place(client: FlaskClient) -> None:
    """The taker's poignée shown out of order and late (two faults only its poignee_shown event shows), then a
    defender's exposure: the poignée's faults come once, together, where the verdict reports the first of them,
    before the exposure, which is still ruled."""
    base = deal(STRONG)
    shown = ["21T", "20T", "19T", "18T", "17T", "16T", "15T", "14T", "13T", "12T"]
    exposed = next(card for card in base.hands[3] if not card.endswith("T"))
    record = base.record(declarations=[{"seat": 0, "type": "poignee", "cards": shown}],
                         events=[{"type": "poignee_shown", "seat": 0, "in_order": False, "at_card": 6},
                                 {"type": "card_exposed", "seat": 3, "cards": [exposed]}])
    verdict = post(client, record)
    assert [(v["code"], v["pointer"]) for v in verdict["violations"]] == [
        ("poignee_out_of_order", "/events/0"), ("poignee_late", "/events/0"), ("card_exposed", "/events/1")]
    assert [(fault["code"], fault["pointer"], fault["seat"]) for fault in verdict["ruling"]["faults"]] == [
        ("poignee_out_of_order", "/events/0", 0), ("poignee_late", "/events/0", 0), ("card_exposed", "/events/1", 3)]


def test_a_defenders_late_poignee_in_every_field(client: FlaskClient) -> None:
    """CA 2012 p.8, P10: a defender shows his poignée of ten trumps long after his first card; the weak taker
    fails, so the offending defence wins and the deal is annulled. The fault, every field."""
    shown = ["11T", "10T", "9T", "8T", "7T", "6T", "5T", "4T", "3T", "2T"]
    hands, dog = build_deal(4, {0: WEAK, 1: [*shown, "KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"]})
    base = Deal([codes(hand) for hand in hands], codes(dog))
    record = base.record(declarations=[{"seat": 1, "type": "poignee", "cards": shown}],
                         events=[{"type": "poignee_shown", "seat": 1, "at_card": 9}])
    ruling = post(client, record)["ruling"]
    assert (ruling["outcome"], ruling["result"]["made"]) == ("annulled", False)
    assert ruling["faults"] == [{
        "code": "poignee_late", "kind": "poignee", "rectifiable": False, "seat": 1, "side": "defence", "trick": None,
        "card": None, "pointer": "/events/0",
        "effect": "the poignée counts only if its side loses; annulled if its side wins",
        "rule": "CA 2012 p.8, P10: shown at another wrong moment by a defender",
        "message": "Seat 2 showed its poignée after 9 cards of the deal; its first card was card 2."}]


def test_a_poignee_after_one_not_held_is_still_ruled(client: FlaskClient) -> None:
    """Option arbitration_poignee_not_held: unfixable (J16). The taker's poignée shows trumps he does not hold
    (the first declaration): taken as incomplete and impossible to complete, it is not counted. A defender's
    poignée of ten trumps, shown in time, comes after it and still counts."""
    shown = ["11T", "10T", "9T", "8T", "7T", "6T", "5T", "4T", "3T", "2T"]
    hands, dog = build_deal(4, {0: WEAK, 1: [*shown, "KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"]})
    base = Deal([codes(hand) for hand in hands], codes(dog))
    record = base.record(declarations=[{"seat": 0, "type": "poignee", "cards": ["21T", *shown[1:]]},
                                       {"seat": 1, "type": "poignee", "cards": shown}])
    record["options"] = {**record["options"], "arbitration_poignee_not_held": "unfixable"}
    ruling = post(client, record)["ruling"]
    assert [(fault["code"], fault["seat"]) for fault in ruling["faults"]] == [("poignee_size", 0)]
    assert [(item["kind"], item["seat"]) for item in ruling["adjustments"]] == [("poignee_not_counted", 0)]
    # The weak taker fails: the defender's simple poignée (20) goes to the defence, the taker's counts for nobody.
    assert ruling["outcome"] == "scored" and not ruling["result"]["made"] and ruling["score"]["poignees"] == -20
