"""Each option through POST /v1/hands/adjudicate: the same full hand record is judged or scored
differently with and without it. Records are the hand-verified golden ones (tests/golden/records) or
built by taker_hands.py and played out by my own model of §6.3; every expected number is counted in a comment."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from .builders import (
    CLUBS,
    DECK,
    DIAMONDS,
    HEARTS,
    SPADES,
    adjudicate,
    codes,
    deal,
    golden,
    highest,
    lowest,
    play_out,
    post,
    record,
    trumps,
)
from .taker_hands import LOW_DOG, WEAK_TAKER, strong_taker_hand, weak_taker_hand

# -- excuse_last_trick ---------------------------------------------------------------------------------


def test_excuse_last_trick_to_the_trick_winner(client: FlaskClient):
    """Golden: defender 3 plays the Excuse to the last trick, won by defender 1. FFT: it changes side and
    the attack has 38.5 points with 3 oudlers, made by 3: +28. Older books: it stays with the winner, the
    defence: 38.5 - 4.5 = 34 points with 2 oudlers, target 41, lost by 7: -(25 + 7) = -32."""
    hand = golden("excuse_last_trick_changes_side")
    fft = adjudicate(client, hand["record"])
    assert (fft["result"]["attack_points"], fft["score"]["per_defender"]) == (38.5, 28)
    old = adjudicate(client, hand["record"], excuse_last_trick="to_trick_winner")
    assert old["result"] == {"attack": [0], "attack_points": 34, "defence_points": 57, "oudlers": 2, "target": 41,
                             "made": False, "margin": -7}
    assert old["score"]["deltas"] == [-96, 32, 32, 32]
    assert old["tricks"][-1]["points"] == fft["tricks"][-1]["points"] + 4.5


def test_excuse_last_trick_in_a_five_player_hand(client: FlaskClient):
    """Golden: the taker plays the Excuse to the last trick, won by his partner. FFT: to the defence
    (84 points, 2 oudlers, +292). Older books: the attack keeps it: 88.5 points, 3 oudlers, target 36, made
    by 52.5 → 53: (25 + 53) × 4 + 20 = 332."""
    hand = golden("five_players_with_partner_excuse_last_to_partner")["record"]
    assert adjudicate(client, hand)["score"]["per_defender"] == 292
    old = adjudicate(client, hand, excuse_last_trick="to_trick_winner")
    assert (old["result"]["attack_points"], old["result"]["oudlers"], old["result"]["margin"]) == (88.5, 3, 53)
    assert old["score"]["deltas"] == [664, -332, -332, 332, -332]


# -- petit_sec and excuse_alone_annuls -----------------------------------------------------------------


def petit_sec_hand() -> dict[str, Any]:
    """Seat 2's only trump is the Petit. The taker (garde sans) leads 21T-5T and KS and takes every
    trick; seat 2 plays its Petit on the first trump lead, seat 3 keeps the Excuse to the last trick."""
    taker = trumps(21, 5) + ["KS"]
    petit_sec = ["1T"] + SPADES[:10] + HEARTS[:7]
    seat3 = ["EX", "2T", "3T", "4T"] + CLUBS
    dog = HEARTS[7:10] + DIAMONDS[:3]
    seat0 = SPADES[10:13] + HEARTS[10:] + DIAMONDS[3:]
    hands = [seat0, taker, petit_sec, seat3]
    tricks, winners = play_out(hands, 1, [0, 1, 2, 3], {1: highest}, attack={1})
    assert tricks[0] == ["21T", "1T", "2T", "4D"] and set(winners) == {1} and tricks[-1][2] == "EX"
    return record(4, 0, hands, dog, {1: "garde_sans"}, tricks=tricks)


def test_petit_imprenable_plays_on_and_its_holder_keeps_the_petit(client: FlaskClient):
    """FFT: annulled. Imprenable (seed 000): the deal goes on; the lone Petit plays like an Excuse, so the
    defence keeps it and gives a low card for it (trick 0 brings the taker 21T 2T 4D + 0.5 = 6). The
    taker takes every trick: 91 - 4.5 (the Petit) + 0.5 = 87, oudlers 21T and the Excuse (changing side
    in the last trick): 2, made by 46: (25 + 46) × 4 + 200 (unannounced chelem) = 484."""
    rec = petit_sec_hand()
    fft = adjudicate(client, rec)
    assert fft["status"] == "annulled" and codes(fft) == ["played_after_annulment"]
    assert fft["score"] is None
    imprenable = adjudicate(client, rec, petit_sec="imprenable")
    assert imprenable["legal"] and imprenable["status"] == "complete", imprenable["violations"]
    assert imprenable["tricks"][0] == {"leader": 1, "winner": 1, "cards": ["21T", "1T", "2T", "4D"], "points": 6}
    assert (imprenable["result"]["attack_points"], imprenable["result"]["oudlers"]) == (87, 2)
    assert imprenable["score"]["chelem"] == 200 and imprenable["score"]["deltas"] == [-484, 1452, -484, -484]


def test_excuse_alone_annuls(client: FlaskClient):
    """Seat 2 holds the Excuse and no trump (the petit sec hand with 1T and EX swapped)."""
    rec = petit_sec_hand()
    hands = rec["hands"]
    hands[2][0], hands[3][0] = "EX", "1T"
    rec = {key: value for key, value in rec.items() if key != "tricks"}
    plain = adjudicate(client, rec)
    assert plain["legal"] and plain["status"] == "in_progress"
    annulled = adjudicate(client, rec, excuse_alone_annuls=True)
    assert annulled["status"] == "annulled" and "xcuse" in annulled["reason"]
    assert codes(annulled) == ["played_after_annulment"] and annulled["violations"][0]["pointer"] == "/auction"
    assert annulled["next_dealer"] == 1
    dealt_only = {key: value for key, value in rec.items() if key != "auction"}
    thrown_in = adjudicate(client, dealt_only, excuse_alone_annuls=True)
    assert thrown_in["legal"] and thrown_in["status"] == "annulled"


# -- contracts and multipliers --------------------------------------------------------------------------


def test_a_pousse_bid_in_a_record(client: FlaskClient):
    """Golden prise made by 3 (+28), bid as a pousse instead: ×2 on the pousse scale, with its écart."""
    rec = golden("excuse_last_trick_changes_side")["record"]
    pousse = {**rec, "auction": [{"seat": 0, "call": "pousse"}, *rec["auction"][1:]]}
    # Without the option the call is unknown: nobody bid, and the record goes on after everybody passed.
    assert codes(adjudicate(client, pousse)) == ["unknown_call", "played_after_annulment"]
    ladder = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
    verdict = adjudicate(client, pousse, contracts=ladder)
    assert verdict["legal"] and verdict["contract"] == "pousse"
    assert (verdict["score"]["multiplier"], verdict["score"]["per_defender"]) == (2, 56)


def test_the_ladder_without_petite_in_a_record(client: FlaskClient):
    rec = golden("excuse_last_trick_changes_side")["record"]
    ladder = ["garde", "garde_sans", "garde_contre"]
    verdict = adjudicate(client, rec, contracts=ladder)
    assert codes(verdict)[0] == "unknown_call" and verdict["violations"][0]["pointer"] == "/auction/0/call"
    prise = {**rec, "auction": [{"seat": 0, "call": "prise"}, *rec["auction"][1:]]}
    assert codes(adjudicate(client, prise, contracts=ladder))[0] == "unknown_call"


def test_a_pousse_over_a_garde_is_not_higher(client: FlaskClient):
    rec = golden("excuse_last_trick_changes_side")["record"]
    auction = [{"seat": 0, "call": "garde"}, {"seat": 1, "call": "pousse"}, {"seat": 2, "call": "pass"},
               {"seat": 3, "call": "pass"}]
    dealt = {key: rec[key] for key in ("players", "dealer", "hands", "dog")}
    ladder = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
    assert codes(adjudicate(client, {**dealt, "auction": auction}, contracts=ladder)) == ["bid_not_higher"]


def test_a_multiplier_table_in_a_record(client: FlaskClient):
    rec = golden("excuse_last_trick_changes_side")["record"]
    verdict = adjudicate(client, rec, multipliers={"petite": 3})
    assert (verdict["score"]["multiplier"], verdict["score"]["per_defender"]) == (3, 84)  # (25 + 3) × 3


# -- poignées -------------------------------------------------------------------------------------------


def test_poignee_values_in_a_record(client: FlaskClient):
    """Golden 5-player hand with a simple poignée: 292 with 20, 282 with seed 000's 10."""
    rec = golden("five_players_with_partner_excuse_last_to_partner")["record"]
    verdict = adjudicate(client, rec, poignee_values=[10, 20, 40])
    assert (verdict["score"]["poignees"], verdict["score"]["per_defender"]) == (10, 282)


def test_poignee_sizes_in_a_record(client: FlaskClient):
    """Golden announced chelem with a triple poignée of 15 trumps (FFT 4 players: 10/13/15) worth 40."""
    rec = golden("announced_chelem_excuse_last_petit_penultimate")["record"]
    assert adjudicate(client, rec)["score"]["poignees"] == 40
    # 15 trumps are a double with sizes 8/15/17: 30, and 620 becomes 610.
    double = adjudicate(client, rec, poignee_sizes=[8, 15, 17])
    assert (double["score"]["poignees"], double["score"]["per_defender"]) == (30, 610)
    # ... and no poignée at all with 10/13/16.
    wrong = adjudicate(client, rec, poignee_sizes=[10, 13, 16])
    assert codes(wrong) == ["poignee_size"] and wrong["violations"][0]["pointer"] == "/declarations/1/cards"


def test_seed_001_three_player_triple_poignee_of_22(client: FlaskClient):
    """Seed 001: with 3 players the triple poignée is 22 (all 21 trumps and the Excuse); FFT: 18."""
    taker = trumps(21, 1) + ["EX"] + ["KS", "KH"]
    hands = deal(3, 24, {0: taker}, SPADES[:6])
    shown = trumps(21, 1) + ["EX"]
    rec = record(3, 2, hands, SPADES[:6], {0: "garde_sans"},
                 declarations=[{"seat": 0, "type": "poignee", "cards": shown}])
    assert codes(adjudicate(client, rec)) == ["poignee_size"]
    assert adjudicate(client, rec, poignee_sizes=[13, 15, 22])["legal"]
    eighteen = {**rec, "declarations": [{"seat": 0, "type": "poignee", "cards": trumps(21, 4)}]}
    assert adjudicate(client, eighteen)["legal"]
    assert codes(adjudicate(client, eighteen, poignee_sizes=[13, 15, 22])) == ["poignee_size"]


# -- misères, petit chelem, chelems ------------------------------------------------------------------------


def test_miseres_in_a_record(client: FlaskClient):
    """The weak taker holds no trump and no face: both misères. Each is 10 from the 3 others: the taker
    -312 × 3 - 400 × 3 = -2136 gets +60, each defender 712 pays 20."""
    rec = weak_taker_hand(declarations=[{"seat": 1, "type": "chelem"},
                                        {"seat": 1, "type": "misere", "kind": "trumps"},
                                        {"seat": 1, "type": "misere", "kind": "faces"}])
    assert codes(adjudicate(client, rec)) == ["declaration_not_allowed", "declaration_not_allowed"]
    verdict = adjudicate(client, rec, misere=True)
    assert verdict["legal"], verdict["violations"]
    assert verdict["score"]["per_defender"] == -712
    assert verdict["score"]["deltas"] == [692, -2076, 692, 692]


def test_a_misere_that_the_hand_does_not_allow(client: FlaskClient):
    """Seat 2 of the strong-taker hand holds the Excuse (a face for seed 001) but no trump."""
    rec = strong_taker_hand(declarations=[{"seat": 2, "type": "misere", "kind": "faces"}])
    verdict = adjudicate(client, rec, misere=True)
    assert codes(verdict) == ["misere_not_blank"] and "EX" in verdict["violations"][0]["message"]
    fine = strong_taker_hand(declarations=[{"seat": 2, "type": "misere", "kind": "trumps"},
                                           {"seat": 0, "type": "misere", "kind": "trumps"}])
    verdict = adjudicate(client, fine, misere=True)
    assert verdict["legal"], verdict["violations"]
    # -244 / +732 as dealt, then seats 2 and 0 each +30 and -10 from the other.
    assert verdict["score"]["deltas"] == [-244 + 30 - 10, 732 - 20, -244 + 30 - 10, -244 - 20]


def test_petit_chelem_announced_and_made(client: FlaskClient):
    """The strong taker takes every trick but one: 244, and +300 for the announced petit chelem."""
    rec = strong_taker_hand(declarations=[{"seat": 1, "type": "petit_chelem"}])
    assert codes(adjudicate(client, rec)) == ["declaration_not_allowed"]
    made = adjudicate(client, rec, petit_chelem=True)
    assert made["legal"] and made["score"]["per_defender"] == 544
    unannounced = adjudicate(client, strong_taker_hand(), petit_chelem=True)
    assert unannounced["score"]["per_defender"] == 244
    # Seed 000's fixed table: 500 in place of the game, announced or not.
    assert adjudicate(client, strong_taker_hand(), scoring="pagat_fixed")["score"]["per_defender"] == 500
    assert adjudicate(client, rec, scoring="pagat_times_five")["score"]["per_defender"] == 544


def test_petit_chelem_announced_and_failed(client: FlaskClient):
    """The golden petit-au-bout chelem record has the attack take every trick; a weak taker announcing
    the petit chelem and taking none fails it: -312 - 150 (and the defence chelem's -200)."""
    rec = weak_taker_hand(declarations=[{"seat": 1, "type": "petit_chelem"}])
    verdict = adjudicate(client, rec, petit_chelem=True)
    assert verdict["score"]["per_defender"] == -312 - 150 - 200


def test_chelem_failed_and_defence_in_a_record(client: FlaskClient):
    rec = weak_taker_hand(declarations=[{"seat": 1, "type": "chelem"}])
    both = adjudicate(client, rec)
    assert (both["score"]["chelem"], both["score"]["per_defender"]) == (-400, -712)
    only = adjudicate(client, rec, chelem_failed_and_defence="defence_only")
    assert (only["score"]["chelem"], only["score"]["per_defender"]) == (-200, -512)


def test_chelem_values_in_a_record(client: FlaskClient):
    rec = golden("announced_chelem_excuse_last_petit_penultimate")["record"]
    verdict = adjudicate(client, rec, chelem_values={"announced": 1000})
    assert (verdict["score"]["chelem"], verdict["score"]["per_defender"]) == (1000, 1220)


def test_petit_au_bout_chelem(client: FlaskClient):
    """Golden: an announced chelem closed by the Excuse, the Petit in the penultimate trick: au bout
    (+20 at garde) by default, not with last_trick_only: 620 → 600."""
    rec = golden("announced_chelem_excuse_last_petit_penultimate")["record"]
    assert adjudicate(client, rec)["score"]["petit_au_bout"] == 20
    verdict = adjudicate(client, rec, petit_au_bout_chelem="last_trick_only")
    assert (verdict["score"]["petit_au_bout"], verdict["score"]["per_defender"]) == (0, 600)


def test_petit_au_bout_chelem_applies_to_an_unannounced_chelem(client: FlaskClient):
    rec = golden("announced_chelem_excuse_last_petit_penultimate")["record"]
    unannounced = {**rec, "declarations": rec["declarations"][1:]}
    # Without the announcement: chelem 200 instead of 400, the leader is seat 1 anyway (dealer 0).
    verdict = adjudicate(client, unannounced)
    assert verdict["legal"], verdict["violations"]
    assert (verdict["score"]["petit_au_bout"], verdict["score"]["chelem"]) == (20, 200)
    assert adjudicate(client, unannounced, petit_au_bout_chelem="last_trick_only")["score"]["petit_au_bout"] == 0


# -- 5 players ----------------------------------------------------------------------------------------------


def test_five_player_split_in_a_record(client: FlaskClient):
    rec = golden("five_players_with_partner_excuse_last_to_partner")["record"]
    assert adjudicate(client, rec)["score"]["deltas"] == [584, -292, -292, 292, -292]
    assert adjudicate(client, rec, five_player_split="equal")["score"]["deltas"] == [438, -292, -292, 438, -292]
    alone = golden("five_players_alone_called_king_in_dog")["record"]
    assert adjudicate(client, alone, five_player_split="equal")["score"]["deltas"] == [208, -52, -52, -52, -52]


def called_suit_lead_hand() -> dict[str, Any]:
    """5 players, dealer 4, garde by seat 2, who calls KH (seat 3 holds it). Seat 0 leads 2H, a heart
    that is not the called king, while holding spades and diamonds."""
    seat0 = HEARTS[1:6] + SPADES[:5] + DIAMONDS[:5]
    seat2 = trumps(21, 9) + ["KS", "KD"]
    seat3 = ["KH"] + HEARTS[6:13] + SPADES[5:12]
    dog = CLUBS[:3]
    hands = deal(5, 15, {0: seat0, 2: seat2, 3: seat3}, dog)
    discard = dog
    def lead_a_heart(seat, hand, trick, legal):
        return "2H" if "2H" in legal and not trick and len(hand) == 15 else lowest(seat, hand, trick, legal)
    tricks, _ = play_out(hands, 0, [0, 1, 2, 3, 4], {0: lead_a_heart}, attack={2, 3})
    return record(5, 4, hands, dog, {2: "garde"}, called_card="KH", discard=discard, tricks=tricks)


def test_called_suit_first_lead(client: FlaskClient):
    rec = called_suit_lead_hand()
    assert rec["tricks"][0][0] == "2H"
    forbidden = adjudicate(client, rec)
    assert codes(forbidden) == ["called_suit_first_lead"]
    assert forbidden["violations"][0]["pointer"] == "/tricks/0/0" and forbidden["violations"][0]["seat"] == 0
    allowed = adjudicate(client, rec, called_suit_first_lead="allowed")
    assert allowed["legal"] and allowed["status"] == "complete", allowed["violations"]


def test_called_suit_first_lead_under_the_arbitration(client: FlaskClient):
    """``arbitration: fft`` follows the play its own way (a referee's walk): the option binds it the same. The
    forbidden lead is a revoke by seat 0, a defender; the attack makes its garde: scored as played (CA p.5)."""
    rec = called_suit_lead_hand()
    forbidden = adjudicate(client, rec, arbitration="fft")
    assert [(v["code"], v["seat"], v["trick"], v["pointer"], v["card"]) for v in forbidden["violations"]] == [
        ("called_suit_first_lead", 0, 0, "/tricks/0/0", "2H")]
    ruling = forbidden["ruling"]
    assert [(fault["kind"], fault["side"]) for fault in ruling["faults"]] == [("revoke", "defence")]
    assert ruling["outcome"] == "scored" and ruling["result"]["made"] and ruling["result"] == ruling["raw_result"]
    allowed = adjudicate(client, rec, arbitration="fft", called_suit_first_lead="allowed")
    assert allowed["legal"] and allowed["status"] == "complete", allowed["violations"]
    assert allowed["ruling"] is None


def test_called_suit_first_lead_in_legal_plays(client: FlaskClient):
    position = {"players": 5, "hand": ["2H", "3H", "1S", "4D"], "trick": [], "called_card": "KH",
                "first_trick": True}
    status, answer = post(client, "/v1/plays/legal", position)
    assert status == 200 and answer["legal_cards"] == ["1S", "4D"]
    assert {item["card"]: item["code"] for item in answer["illegal"]} == {"2H": "called_suit_first_lead",
                                                                        "3H": "called_suit_first_lead"}
    status, answer = post(client, "/v1/plays/legal", {**position, "options": {"called_suit_first_lead": "allowed"}})
    assert status == 200 and answer["legal_cards"] == ["2H", "3H", "1S", "4D"]


# -- penalties ----------------------------------------------------------------------------------------------


def test_house_penalty_for_a_faulty_ecart_when_the_contract_is_made(client: FlaskClient):
    """The strong taker at garde takes the dog 9C-KC and puts KC in the écart (a king: faulty). He then
    plays as before and makes the contract: seed 001 annuls the deal."""
    rec = strong_taker_hand("garde", discard=CLUBS[8:])
    fft = adjudicate(client, rec)
    assert codes(fft) == ["discard_king"] and fft["score"] is None and fft["status"] == "complete"
    house = adjudicate(client, rec, penalties="house")
    assert house["legal"] is False and codes(house) == ["discard_king"]
    assert house["status"] == "annulled" and house["next_dealer"] == 1
    assert house["penalty"]["outcome"] == "annulled" and house["penalty"]["rule"] == "faulty_ecart"
    assert house["result"]["made"] is True and house["score"]["deltas"] == [0, 0, 0, 0]


def test_house_penalty_for_a_faulty_ecart_when_the_contract_fails(client: FlaskClient):
    """The weak taker, with KH instead of 5H, at garde: he puts KH in the écart with 6S 7S 6H 7H 5D and
    keeps 5C. The defence takes every trick; the attack has the écart: KH 4.5 + 5 × 0.5 = 7 points, no
    oudler, lost by 49: -(25 + 49) × 2 - 200 (defence chelem) = -348, paid as usual."""
    weak = WEAK_TAKER[:-1] + ["KH"]
    hands = deal(4, 18, {1: weak}, LOW_DOG)
    ecart = ["KH", "6S", "7S", "6H", "7H", "5D"]
    in_play = [list(hand) for hand in hands]
    in_play[1] = [card for card in weak + LOW_DOG if card not in ecart]
    tricks, winners = play_out(in_play, 1, [0, 1, 2, 3], {0: highest, 2: highest, 3: highest}, attack={1})
    assert 1 not in winners
    rec = record(4, 0, hands, LOW_DOG, {1: "garde"}, discard=ecart, tricks=tricks)
    assert codes(adjudicate(client, rec)) == ["discard_king"]
    house = adjudicate(client, rec, penalties="house")
    assert house["legal"] is False and house["status"] == "complete"
    assert house["penalty"]["outcome"] == "scored"
    assert (house["result"]["attack_points"], house["result"]["made"]) == (7, False)
    assert house["score"]["per_defender"] == -348 and house["score"]["deltas"] == [348, -1044, 348, 348]


def test_house_penalty_does_not_excuse_other_faults(client: FlaskClient):
    """Only an écart fault is scored anyway: with a revoke as well (seat 3 plays 10S on the first trump
    lead while holding 1T-4T) the hand stays unscored."""
    rec = strong_taker_hand("garde", discard=CLUBS[8:])
    first = rec["tricks"][0]
    assert first[2] == "1T"
    broken = {**rec, "tricks": [[first[0], first[1], "10S", first[3]], *rec["tricks"][1:]]}
    verdict = adjudicate(client, broken, penalties="house")
    assert codes(verdict)[:2] == ["discard_king", "must_trump"]
    assert verdict["score"] is None and "penalty" not in verdict


def test_the_whole_deck_is_used(client: FlaskClient):
    for rec in (strong_taker_hand(), weak_taker_hand(), petit_sec_hand(), called_suit_lead_hand()):
        cards = [card for hand in rec["hands"] for card in hand] + rec["dog"]
        assert sorted(cards) == sorted(DECK)


@pytest.mark.parametrize("builder", [strong_taker_hand, weak_taker_hand, called_suit_lead_hand])
def test_the_hands_built_here_are_legal_under_the_fft(client: FlaskClient, builder):
    verdict = adjudicate(client, builder())
    if builder is called_suit_lead_hand:
        assert codes(verdict) == ["called_suit_first_lead"]
    else:
        assert verdict["legal"] and verdict["status"] == "complete", verdict["violations"]


# -- issue 18: the holder's choice to annul, seed 001's lone Petit, legal plays of these positions -------------


def test_the_holders_choice_to_annul_or_play_on_in_a_record(client: FlaskClient):
    """The petit sec hand: seed 001's Petit plays it as imprenable does (a trump lead: nothing to cut), and
    with `annulment_choice: annul` its holder throws the deal in instead (seed 001 "vous pouvez annuler")."""
    rec = petit_sec_hand()
    cuts = adjudicate(client, rec, petit_sec="excuse_that_cuts")
    assert cuts["legal"] and cuts["score"]["deltas"] == [-484, 1452, -484, -484]
    annulled = adjudicate(client, {**rec, "annulment_choice": "annul"}, petit_sec="excuse_that_cuts")
    assert annulled["status"] == "annulled" and annulled["reason"].startswith("petit sec")
    assert codes(annulled) == ["played_after_annulment"] and annulled["score"] is None
    # The Excuse alone (seed 000 "également autorisé à annuler"): the holder who plays on is not annulled.
    hands = rec["hands"]
    hands[2][0], hands[3][0] = "EX", "1T"
    dealt = {key: value for key, value in rec.items() if key != "tricks"}
    assert adjudicate(client, dealt, excuse_alone_annuls=True)["status"] == "annulled"
    played_on = adjudicate(client, {**dealt, "annulment_choice": "play_on"}, excuse_alone_annuls=True)
    assert played_on["legal"] and played_on["status"] == "in_progress"
    not_open = adjudicate(client, {**dealt, "annulment_choice": "annul"})
    assert codes(not_open) == ["annulment_choice_not_open"]
    assert not_open["violations"][0]["pointer"] == "/annulment_choice"
    status, problem = post(client, "/v1/hands/adjudicate", {**dealt, "annulment_choice": "maybe"})
    assert status == 422 and [error["pointer"] for error in problem["errors"]] == ["/annulment_choice"]


def test_legal_plays_of_a_petit_imprenable_and_of_face_up_pile_cards(client: FlaskClient):
    led = {"players": 4, "hand": ["2H", "KS", "5T"], "trick": ["1T", "9H"]}
    # The Petit as a trump lead: trump. As a petit imprenable, an Excuse lead: the heart sets the suit.
    assert post(client, "/v1/plays/legal", led)[1]["legal_cards"] == ["5T"]
    imprenable = {**led, "petit_imprenable": True, "options": {"petit_sec": "imprenable"}}
    assert post(client, "/v1/plays/legal", imprenable)[1]["legal_cards"] == ["2H"]
    # Void in hearts with the lone Petit: no trump to play, any card (the judge's reading of seed 000).
    void = {"players": 4, "hand": ["1T", "2S"], "trick": ["5H"], "petit_imprenable": True}
    assert post(client, "/v1/plays/legal", void)[1]["legal_cards"] == ["1T", "2S"]
    # Two players: the face-up KH follows the heart lead; without it the hand trumps.
    two = {"players": 2, "hand": ["3S", "8T"], "trick": ["5H"]}
    assert post(client, "/v1/plays/legal", two)[1]["legal_cards"] == ["8T"]
    assert post(client, "/v1/plays/legal", {**two, "face_up": ["KH", "2D"]})[1]["legal_cards"] == ["KH"]


def test_legal_plays_after_an_excuse_lead_to_the_first_trick(client: FlaskClient):
    position = {"players": 5, "hand": ["2H", "3H", "1S"], "trick": ["EX"], "called_card": "KH", "first_trick": True}
    status, answer = post(client, "/v1/plays/legal", position)
    assert status == 200 and answer["legal_cards"] == ["1S"]
    seeds = {**position, "options": {"called_suit_first_lead": "lead_only"}}
    assert post(client, "/v1/plays/legal", seeds)[1]["legal_cards"] == ["2H", "3H", "1S"]
    # The leader stays bound under the seeds' reading.
    lead = {**seeds, "trick": []}
    assert post(client, "/v1/plays/legal", lead)[1]["legal_cards"] == ["1S"]
