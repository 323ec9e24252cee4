"""The arbitration fault by fault (option ``arbitration: fft``), through the HTTP app: each kind of fault,
each event, each judgement option (J1–J16), and what is left to a human referee.

The deals are those of ``deals.py``: seats 1–3 with the dealer 3, a strong taker who makes his garde and a
weak one who fails it.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service.core.cards import CARD_CODES, FULL_DECK, codes
from service.french.judge import judge
from service.french.rules import InvalidOption, french_rules
from service.wire.french import hand_record
from tests.arbitration.deals import STRONG, WEAK, Deal, deal, honours_first, with_discard
from tests.arbitration.helpers import (
    FFT,
    auction,
    fft,
    find_revoke,
    lowest,
    play_out,
    post,
    replay,
    ruling_of,
    with_revoke,
)
from tests.engine.helpers import build_deal
from tests.property.generator import half_points


def plain_highest(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    plain = [card for card in legal if not card.endswith("T") and card != "EX"]
    return max(plain, key=lambda card: codes_order(card)) if plain else lowest(seat, hand, trick, legal)


def codes_order(card: str) -> int:
    return CARD_CODES.index(card)


def zero_sum(ruling: dict[str, Any]) -> None:
    assert ruling["score"] is not None and sum(ruling["score"]["deltas"]) == 0


# -- options and the regular hand ------------------------------------------------------------------------


def test_the_arbitration_options_build_the_policy() -> None:
    assert french_rules(4).arbitration is None
    policy = french_rules(4, {"arbitration": "fft", "arbitration_winner_test": "before_return",
                              "arbitration_important_exposure": "never"}).arbitration
    assert policy is not None and not policy.judge_after_return and policy.return_revoke_tricks
    assert not policy.exposure.oudlers_and_kings and not policy.exposure.several_at_once
    assert policy.choices["arbitration_winner_test"] == "before_return"
    assert french_rules(4, {"arbitration": "house"}).faulty_ecart_penalty
    assert french_rules(4, {"arbitration": "house"}).arbitration is None
    # The FFT rule for a faulty écart replaces the house penalty when both are asked for.
    assert not french_rules(4, {"arbitration": "fft", "penalties": "house"}).faulty_ecart_penalty
    # The game of the players dealt in is ruled where the dealer sits out; the game for two has nothing
    # the Code could rule on (tests/arbitration/test_other_tables.py).
    assert french_rules(6, {"arbitration": "fft"}).arbitration is not None
    assert french_rules(5, {"arbitration": "fft", "five_player_table": "dealer_sits_out"}).arbitration is not None
    with pytest.raises(InvalidOption):
        french_rules(2, {"arbitration": "fft"})


def test_a_regular_hand_has_a_null_ruling_and_none_has_no_ruling_at_all(client: FlaskClient) -> None:
    base = deal(STRONG)
    verdict = post(client, base.record())
    assert verdict["legal"] and verdict["ruling"] is None and verdict["score"] is not None
    plain = post(client, {**base.record(), "options": {}})
    assert "ruling" not in plain
    assert {key: value for key, value in verdict.items() if key != "ruling"} == plain


def test_arbitration_house_is_penalties_house(client: FlaskClient) -> None:
    base = deal(STRONG)
    record = base.record()
    record["discard"] = [*base.dog[:5], "KS"]
    hands = base.at_play
    hands[0] = [card for card in base.hands[0] + base.dog if card not in record["discard"]]
    record["tricks"] = play_out(hands, 0, {0})
    house = post(client, {**record, "options": {"arbitration": "house"}})
    penalties = post(client, {**record, "options": {"penalties": "house"}})
    assert house == penalties and house["penalty"]["outcome"] == "annulled"


# -- revokes (J1, J2, J5) -----------------------------------------------------------------------------------


def revoked(base: Deal, offenders: set[int], winner_side: bool | None) -> tuple[dict[str, Any], tuple[int, int, str]]:
    tricks = base.play()
    found = find_revoke(base.at_play, 0, tricks, {0}, offenders, winner_side)
    assert found is not None
    return base.record(with_revoke(base.at_play, 0, tricks, {0}, found)), found


def test_a_revoke_trick_won_by_the_offending_defence_goes_to_the_taker(client: FlaskClient) -> None:
    record, (trick, _, _) = revoked(deal(STRONG), {1, 2, 3}, False)
    ruling = ruling_of(client, record)
    assert [fault["kind"] for fault in ruling["faults"]] == ["revoke"]
    assert ruling["faults"][0]["side"] == "defence" and ruling["faults"][0]["rectifiable"] is False
    (moved,) = ruling["adjustments"]
    assert moved["kind"] == "trick_transferred" and moved["trick"] == trick and moved["to"] == "attack"
    assert ruling["result"]["attack_points"] == ruling["raw_result"]["attack_points"] + moved["points"]
    assert ruling["outcome"] == ("scored" if ruling["result"]["made"] else "annulled")
    zero_sum(ruling)


def test_a_revoke_in_a_trick_the_other_side_won_moves_nothing(client: FlaskClient) -> None:
    record, _ = revoked(deal(STRONG), {1, 2, 3}, True)
    ruling = ruling_of(client, record)
    assert ruling["adjustments"] == [] and ruling["result"] == ruling["raw_result"]
    assert ruling["outcome"] == "scored" and ruling["result"]["made"]


def test_j1_none_moves_no_trick(client: FlaskClient) -> None:
    record, _ = revoked(deal(STRONG), {1, 2, 3}, False)
    ruling = ruling_of(client, {**record, "options": fft(arbitration_illicit_points="none")})
    assert ruling["adjustments"] == [] and ruling["result"] == ruling["raw_result"]


def test_a_taker_who_revokes_and_makes_is_annulled_and_gets_the_discretionary_penalty(client: FlaskClient) -> None:
    base = deal(["21T", "20T", "19T", "18T", "17T", "16T", "15T", "14T", "13T", "12T", "EX", "8S", "9S", "10S",
                 "8H", "9H", "10H", "8C"])
    tricks = base.play(choosers={1: plain_highest, 2: plain_highest, 3: plain_highest, 0: lowest})
    found = find_revoke(base.at_play, 0, tricks, {0}, {0}, None)
    assert found is not None
    record = base.record(with_revoke(base.at_play, 0, tricks, {0}, found))
    ruling = ruling_of(client, record)
    assert ruling["faults"][0]["side"] == "attack"
    if ruling["result"]["made"]:
        assert ruling["outcome"] == "annulled" and ruling["counts_as_played"] is False
        assert ruling["score"]["deltas"] == [0, 0, 0, 0]
    assert [(s["seat"], s["kind"], s["points"], s["applied"]) for s in ruling["sanctions"]] == [
        (0, "discretionary_penalty", 100, False)]


def test_j3_apply_books_the_penalty_in_the_ledger_not_in_the_score(client: FlaskClient) -> None:
    record, (trick, position, _) = revoked(deal(STRONG), {1, 2, 3}, False)
    suggested = ruling_of(client, record)
    applied = ruling_of(client, {**record, "options": fft(arbitration_discretionary_penalty="apply")})
    offender = replay(deal(STRONG).at_play, 0, record["tricks"], {0})[trick][0][position]
    assert applied["score"] == suggested["score"]
    assert applied["penalties"][offender] == -100 and sum(applied["penalties"]) == -100
    assert applied["sanctions"][0]["applied"] is True and suggested["penalties"] == [0, 0, 0, 0]


# -- faux écart (count and content; J6, J7, J8) ------------------------------------------------------------


def test_an_ecart_with_a_king_annuls_a_made_contract(client: FlaskClient) -> None:
    base = deal(STRONG)
    ruling = ruling_of(client, with_discard(base, [*base.dog[:5], "KS"]))
    assert ruling["faults"][0]["code"] == "discard_king" and ruling["faults"][0]["kind"] == "faux_ecart_content"
    assert ruling["result"]["made"] and ruling["outcome"] == "annulled" and ruling["adjustments"] == []


def test_an_ecart_with_a_king_is_scored_when_the_taker_fails(client: FlaskClient) -> None:
    base = deal([*WEAK[:-1], "KC"])
    ruling = ruling_of(client, with_discard(base, [*base.dog[:5], "KC"]))
    assert not ruling["result"]["made"] and ruling["outcome"] == "scored"
    zero_sum(ruling)


def test_j8_strict_gives_the_ecart_kings_and_oudlers_to_the_defence(client: FlaskClient) -> None:
    base = deal(STRONG)
    record = with_discard(base, [*base.dog[:5], "KS"])
    plain = ruling_of(client, record)
    strict = ruling_of(client, {**record, "options": fft(arbitration_ecart_content="kings_and_oudlers_to_defence")})
    (moved,) = strict["adjustments"]
    assert moved["kind"] == "card_transferred" and moved["cards"] == ["KS"] and moved["to"] == "defence"
    assert strict["result"]["attack_points"] == plain["result"]["attack_points"] - 4.5


def test_an_ecart_two_cards_too_many_gives_two_tricks_and_the_two_best_cards_to_the_defence(
    client: FlaskClient,
) -> None:
    base = deal(WEAK)
    discard = [*base.dog, "7S", "7H"]
    ruling = ruling_of(client, with_discard(base, discard))
    kinds = [adjustment["kind"] for adjustment in ruling["adjustments"]]
    assert kinds == ["trick_without_taker", "trick_without_taker", "card_transferred", "card_transferred"]
    assert [adjustment["trick"] for adjustment in ruling["adjustments"][:2]] == [16, 17]
    assert ruling["outcome"] == ("annulled" if ruling["result"]["made"] else "scored")
    zero_sum(ruling)


def test_an_ecart_one_card_short_leaves_the_taker_a_lone_last_trick(client: FlaskClient) -> None:
    base = deal(STRONG)
    record = with_discard(base, base.dog[:5])
    verdict = post(client, record)
    assert verdict["status"] == "complete" and len(verdict["tricks"]) == 19
    assert [card for card in verdict["tricks"][18]["cards"]] and verdict["tricks"][18]["winner"] == 0
    assert [violation["code"] for violation in verdict["violations"]] == ["discard_size"]
    ruling = verdict["ruling"]
    assert ruling["adjustments"][0]["kind"] == "lone_trick_to_taker"
    assert ruling["result"]["made"] and ruling["outcome"] == "annulled"


def test_the_excuse_changes_side_only_in_the_deals_own_last_trick(client: FlaskClient) -> None:
    """The taker (seat 1, the 11 of trumps instead of the Excuse) discards one card short: 19 cards to play,
    so the deal has 19 tricks and the defenders' last cards fall in the 18th. Seat 4 keeps the Excuse for
    its last card, under KC QC JC: not the deal's last trick, so it stays with the defence, which gives a
    half-point card for it (FFT §6.4); the attack's trick counts 4.5 + 3.5 + 1.5 + 0.5 = 10."""
    base = deal([card for card in STRONG if card != "EX"] + ["11T"])
    verdict = post(client, with_discard(base, base.dog[:5]))
    assert len(verdict["tricks"]) == 19
    assert verdict["tricks"][17] == {"leader": 0, "winner": 0, "cards": ["KC", "QC", "JC", "EX"], "points": 10.0}
    # The ruling counts the same 19 tricks, as played and as adjusted (the lone last trick stays the taker's).
    counted = sum(trick["points"] for trick in verdict["tricks"] if trick["winner"] == 0)
    counted += sum(half_points(card) for card in base.dog[:5]) / 2
    ruling = verdict["ruling"]
    assert ruling["raw_result"]["attack_points"] == ruling["result"]["attack_points"] == counted


CHELEM = [{"seat": 0, "type": "chelem"}]


def excuse_led_first(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    return "EX" if "EX" in legal and len(hand) == 18 else honours_first(seat, hand, trick, legal)


def test_a_chelem_announcer_plays_the_excuse_last_under_the_arbitration_too(client: FlaskClient) -> None:
    """FFT §6.4: the announcer of a chelem who holds the Excuse plays it to the last trick."""
    base = deal(STRONG)
    assert [without_rule(v) for v in post(client, base.record(declarations=CHELEM))["violations"]] == []
    early = post(client, base.record(base.play(choosers={0: excuse_led_first}), declarations=CHELEM))
    assert [without_rule(v) for v in early["violations"]] == [
        {"code": "chelem_excuse_not_last", "phase": "play", "seat": 0, "trick": 0, "card": "EX",
         "pointer": "/tricks/0/0", "message": "The taker announced a chelem and plays the Excuse in trick 1; it must "
         "be played last."}]


def test_a_chelem_announcers_last_trick_is_the_deals_own(client: FlaskClient) -> None:
    """One card short in the écart, the taker plays 19 cards: his Excuse in the 19th trick, alone, is played
    last; only the écart is at fault."""
    base = deal(STRONG)
    verdict = post(client, with_discard(base, base.dog[:5]) | {"declarations": CHELEM})
    assert verdict["tricks"][18]["cards"] == ["EX"]
    assert [v["code"] for v in verdict["violations"]] == ["discard_size"]


def test_a_corrected_ecart_is_an_incident_not_a_fault(client: FlaskClient) -> None:
    base = deal(STRONG)
    record = base.record(events=[{"type": "ecart_corrected", "cards": [*base.dog, "2S"]}])
    verdict = post(client, record)
    assert verdict["legal"] and verdict["ruling"]["outcome"] == "scored"
    assert verdict["ruling"]["score"] == verdict["score"] and verdict["ruling"]["faults"] == []


# -- misdeals (J13) ------------------------------------------------------------------------------------------


def misdealt(base: Deal, giver: int, receiver: int, card: str) -> dict[str, Any]:
    hands = [list(hand) for hand in base.hands]
    hands[giver].remove(card)
    hands[receiver].append(card)
    moved = Deal(hands, base.dog, base.contract)
    return moved.record()


def test_a_misdeal_between_defenders_is_scored_when_the_taker_makes(client: FlaskClient) -> None:
    base = deal(STRONG)
    card = next(card for card in base.hands[1] if not card.endswith("T"))
    ruling = ruling_of(client, misdealt(base, 1, 2, card))
    assert [fault["kind"] for fault in ruling["faults"]] == ["misdeal", "misdeal"]
    assert all(fault["side"] is None for fault in ruling["faults"]) and ruling["sanctions"] == []
    assert ruling["result"]["made"] and ruling["outcome"] == "scored"


def test_a_misdeal_between_defenders_is_annulled_when_the_taker_fails(client: FlaskClient) -> None:
    base = deal(WEAK)
    card = next(card for card in base.hands[1] if not card.endswith("T"))
    ruling = ruling_of(client, misdealt(base, 1, 2, card))
    assert not ruling["result"]["made"] and ruling["outcome"] == "annulled"


def test_j13_the_takers_own_wrong_count_annuls_or_follows_the_misdeal_rule(client: FlaskClient) -> None:
    base = deal(STRONG)
    record = misdealt(base, 1, 0, next(card for card in base.hands[1] if not card.endswith("T")))
    annulled = ruling_of(client, record)
    assert annulled["outcome"] == "annulled" and annulled["result"]["made"]
    misdeal_rule = ruling_of(client, {**record, "options": fft(arbitration_taker_wrong_count="misdeal_rule")})
    assert misdeal_rule["outcome"] == "scored"


# -- exposed cards (J4), leads out of turn (J14), corrected revokes ------------------------------------------


def exposure(base: Deal, seat: int, cards: list[str], trick: int = 2, **options: Any) -> dict[str, Any]:
    tricks = base.play()
    log = replay(base.at_play, 0, tricks, {0})
    held = log[trick][1][seat]
    chosen = [card for card in cards if card in held]
    assert chosen == cards, (cards, held)
    return {**base.record(tricks), "events": [{"type": "card_exposed", "seat": seat, "cards": cards,
                                               "trick": trick}], "options": fft(**options)}


def a_low_card_of(base: Deal, seat: int) -> str:
    tricks = base.play()
    held = replay(base.at_play, 0, tricks, {0})[2][1][seat]
    return next(card for card in held if card[0] in "23456" and not card.endswith("T"))


def test_an_exposure_by_the_taker_costs_nothing(client: FlaskClient) -> None:
    base = deal(STRONG)
    verdict = post(client, exposure(base, 0, ["KS"], trick=0))
    assert [violation["code"] for violation in verdict["violations"]] == ["card_exposed"]
    ruling = verdict["ruling"]
    assert ruling["faults"][0]["rectifiable"] and ruling["sanctions"] == [] and ruling["outcome"] == "scored"


def test_a_minor_exposure_by_a_defender_is_a_warning(client: FlaskClient) -> None:
    base = deal(STRONG)
    ruling = ruling_of(client, exposure(base, 1, [a_low_card_of(base, 1)]))
    assert ruling["faults"][0]["rectifiable"] is True
    assert [(s["seat"], s["kind"]) for s in ruling["sanctions"]] == [(1, "warning")]
    assert ruling["outcome"] == "scored" and ruling["result"] == ruling["raw_result"]


def test_a_ruled_hand_keeps_the_takers_petit_chelem_announcement(client: FlaskClient) -> None:
    """Option petit_chelem (seed 000): the strong taker announced a petit chelem and took every trick; a
    defender's minor exposure brings a ruling, whose score still has the announcement's +300 (not the
    unannounced grand chelem's +200, docs/french-tarot.md)."""
    base = deal(STRONG)
    record = exposure(base, 1, [a_low_card_of(base, 1)], petit_chelem=True)
    record["declarations"] = [{"seat": 0, "type": "petit_chelem"}]
    ruling = ruling_of(client, record)
    assert ruling["outcome"] == "scored"
    assert ruling["score"]["petit_chelem"] == 300 and ruling["score"]["chelem"] == 0
    zero_sum(ruling)


def test_a_ruled_hand_keeps_a_defenders_misere(client: FlaskClient) -> None:
    """Option misere: seat 2, without a trump, declared a misère of trumps; another defender's minor exposure
    brings a ruling, whose score still pays the misère: 10 from each other player, 30 in all."""
    hands, dog = build_deal(4, {0: STRONG, 1: WEAK})
    base = Deal([codes(hand) for hand in hands], codes(dog))
    record = exposure(base, 2, [a_low_card_of(base, 2)], misere=True)
    record["declarations"] = [{"seat": 1, "type": "misere", "kind": "trumps"}]
    ruling = ruling_of(client, record)
    assert ruling["outcome"] == "scored" and ruling["score"]["miseres"] == 30
    deltas = ruling["score"]["deltas"]
    assert deltas[1] - deltas[2] == 40 and deltas[2] == deltas[3]
    zero_sum(ruling)


def test_an_important_exposure_annuls_only_when_the_defence_wins(client: FlaskClient) -> None:
    weak = deal(WEAK)
    king = next(card for card in weak.hands[1] if card.startswith("K"))
    ruling = ruling_of(client, exposure(weak, 1, [king], trick=0))
    assert ruling["faults"][0]["rectifiable"] is False and not ruling["result"]["made"]
    assert ruling["outcome"] == "annulled"
    assert [(s["seat"], s["kind"]) for s in ruling["sanctions"]] == [(1, "discretionary_penalty")]
    strong = deal(STRONG)
    low = a_low_card_of(strong, 2)
    several = ruling_of(client, exposure(strong, 2, [low, a_second_low_card(strong, 2, low)]))
    assert several["faults"][0]["rectifiable"] is False and several["outcome"] == "scored"


def a_second_low_card(base: Deal, seat: int, first: str) -> str:
    held = replay(base.at_play, 0, base.play(), {0})[2][1][seat]
    return next(card for card in held if card != first and not card.endswith("T") and card != "EX")


@pytest.mark.parametrize(("setting", "important"), [("never", False), ("always", True)])
def test_j4_options(client: FlaskClient, setting: str, important: bool) -> None:
    weak = deal(WEAK)
    king = next(card for card in weak.hands[1] if card.startswith("K"))
    low = a_low_card_of(weak, 1)
    card = low if important else king
    ruling = ruling_of(client, exposure(weak, 1, [card], trick=2 if important else 0,
                                        arbitration_important_exposure=setting))
    assert ruling["faults"][0]["rectifiable"] is (not important)
    assert ruling["outcome"] == ("annulled" if important else "scored")


def test_an_exposure_of_a_card_not_held_is_left_to_a_referee(client: FlaskClient) -> None:
    base = deal(STRONG)
    record = {**base.record(), "events": [{"type": "card_exposed", "seat": 1, "cards": ["21T"]}]}
    verdict = post(client, record)
    assert verdict["violations"][0]["code"] == "event_invalid"
    ruling = verdict["ruling"]
    assert ruling["outcome"] == "referee" and ruling["score"] is None and ruling["needs_referee"]


def lead_swapped(base: Deal) -> tuple[dict[str, Any], int, int]:
    """The second trick led by the seat after its rightful leader, and the play going on from that lead."""
    tricks = base.play()
    seats, _ = replay(base.at_play, 0, tricks, {0})[1]
    rightful, offender = seats[0], (seats[0] + 1) % 4
    in_hand = [list(hand) for hand in base.at_play]
    for seat, card in zip(replay(base.at_play, 0, tricks, {0})[0][0], tricks[0], strict=True):
        in_hand[seat].remove(card)
    return base.record([tricks[0], *play_out(in_hand, offender, {0})]), offender, rightful


def test_a_lead_out_of_turn_the_table_played_on_is_taken_as_accepted(client: FlaskClient) -> None:
    base = deal(STRONG)
    record, offender, rightful = lead_swapped(base)
    verdict = post(client, record)
    first = verdict["violations"][0]
    assert (first["code"], first["seat"], first["trick"]) == ("played_out_of_turn", offender, 1)
    assert len(verdict["violations"]) == 1 and verdict["status"] == "complete"
    ruling = verdict["ruling"]
    assert ruling["faults"][0]["kind"] == "out_of_turn" and ruling["faults"][0]["rectifiable"]
    expected = [] if offender == 0 else [(offender, "warning")]
    assert [(s["seat"], s["kind"]) for s in ruling["sanctions"]] == expected
    assert ruling["outcome"] == "scored" and ruling["result"] == ruling["raw_result"]
    assert rightful != offender


def without_rule(violation: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in violation.items() if key != "rule"}


ACCEPTED_LEAD = {"code": "played_out_of_turn", "phase": "play", "seat": 1, "trick": 1, "card": "10S",
                 "pointer": "/tricks/1/0", "message": "Seat 2 led trick 2 with 10S; seat 1 was on lead. The table "
                 "played on from that lead (taken as accepted)."}


@pytest.mark.parametrize("event", [None, {"choice": "accept"}, {}], ids=["no event", "accept", "choice left out"])
def test_an_accepted_lead_out_of_turn_is_one_violation_in_exact_words(
        client: FlaskClient, event: dict[str, Any] | None) -> None:
    """The strong taker (seat 1) won the first trick; seat 2 leads the second with 10S and the table plays on.
    An event that says so (digest §3.9: the choice accept, or left out) is the same incident, not a second
    one: the walk takes it, and the verdict has the one violation the walk reports."""
    record, offender, rightful = lead_swapped(deal(STRONG))
    assert (offender, rightful, record["tricks"][1][0]) == (1, 0, "10S")
    if event is not None:
        record["events"] = [{"type": "out_of_turn", "seat": 1, "trick": 1, "cards": ["10S"], **event}]
    verdict = post(client, record)
    assert [without_rule(violation) for violation in verdict["violations"]] == [ACCEPTED_LEAD]
    assert verdict["status"] == "complete"


def test_the_walk_takes_only_the_event_of_the_lead_it_found_out_of_turn(client: FlaskClient) -> None:
    """Seat 2 showed 10S during the first trick and led it out of turn in the second (accepted); later a seat
    led out of turn and was refused, the rightful leader leading the same suit as told. The exposure and the
    refused lead are incidents of their own, each reported from its event."""
    base = deal(STRONG)
    record, offender, _ = lead_swapped(base)
    tricks = record["tricks"]
    in_hand = [list(hand) for hand in base.at_play]
    for seat, card in zip(replay(base.at_play, 0, tricks[:1], {0})[0][0], tricks[0], strict=True):
        in_hand[seat].remove(card)
    log = replay(in_hand, offender, tricks[1:], {0})
    refused = next((1 + index, seats[1], card) for index, (seats, before) in enumerate(log) if index > 0
                   for card in before[seats[1]]
                   if card[-1] == tricks[1 + index][0][-1] != "X" and card not in tricks[1 + index])
    index, seat, card = refused
    record["events"] = [
        {"type": "card_exposed", "seat": 1, "trick": 0, "cards": ["10S"]},
        {"type": "out_of_turn", "seat": 1, "trick": 1, "cards": ["10S"], "choice": "accept"},
        {"type": "out_of_turn", "seat": seat, "trick": index, "cards": [card], "choice": "same_suit"},
    ]
    verdict = post(client, record)
    assert [without_rule(violation) for violation in verdict["violations"]] == [
        {"code": "card_exposed", "phase": "play", "seat": 1, "trick": 0, "card": "10S", "pointer": "/events/0",
         "message": "Seat 2 exposed 10S."},
        ACCEPTED_LEAD,
        {"code": "played_out_of_turn", "phase": "play", "seat": seat, "trick": index, "card": card,
         "pointer": "/events/2", "message": f"Seat {seat + 1} led {card} out of turn in trick {index + 1}; it went "
                                            "back to "
         "its hand as an exposed card."},
    ]


@pytest.mark.parametrize("choice", ["same_suit", "other_suit"])
def test_a_refused_lead_keeps_the_rightful_leader_whatever_the_tricks_show(client: FlaskClient, choice: str) -> None:
    """The event says the taker refused seat 2's lead of 10S (and named the suit for seat 1's lead), yet the
    record's second trick opens with 10S: the refusal stands, so seat 1 is on lead and plays a card it does
    not hold, where without the event the walk would take the lead as accepted out of turn."""
    record, _, _ = lead_swapped(deal(STRONG))
    record["events"] = [{"type": "out_of_turn", "seat": 1, "trick": 1, "cards": ["10S"], "choice": choice}]
    violations = [without_rule(violation) for violation in post(client, record)["violations"]]
    assert violations[0] == {"code": "card_not_held", "phase": "play", "seat": 0, "trick": 1, "card": "10S",
                             "pointer": "/tricks/1/0", "message": "Seat 1 plays 10S, which it does not hold (seat 2 "
                             "holds it)."}
    assert ACCEPTED_LEAD not in violations


def test_a_takers_refused_lead_out_of_turn_binds_nobody(client: FlaskClient) -> None:
    """The weak taker (seat 1) led 2D out of turn in the second trick, where seat 4 was on lead; the lead was
    refused. The suit of the next lead is the taker's choice after a defender's lead out of turn (§3.9), not
    the defence's after his (J14: card back, no penalty): seat 4 leads 10H although it holds diamonds."""
    base = deal(WEAK)
    tricks = base.play()
    seats, before = replay(base.at_play, 0, tricks, {0})[1]
    assert seats[0] == 3 and tricks[1][0] == "10H" and any(card.endswith("D") for card in before[3])
    event = {"type": "out_of_turn", "seat": 0, "trick": 1, "cards": ["2D"], "choice": "same_suit"}
    verdict = post(client, base.record(tricks, events=[event]))
    assert [without_rule(violation) for violation in verdict["violations"]] == [
        {"code": "played_out_of_turn", "phase": "play", "seat": 0, "trick": 1, "card": "2D", "pointer": "/events/0",
         "message": "Seat 1 led 2D out of turn in trick 2; it went back to its hand as an exposed card."}]


def test_a_lead_with_a_card_nobody_holds_is_no_lead_out_of_turn(client: FlaskClient) -> None:
    """The second trick opens with KS, which the taker played to the first: no seat holds it, so nobody led
    out of turn; seat 1, on lead, plays a card it does not hold."""
    record, _, _ = lead_swapped(deal(STRONG))
    assert "KS" in record["tricks"][0]
    record["tricks"][1][0] = "KS"
    violation = without_rule(post(client, record)["violations"][0])
    assert violation == {"code": "card_not_held", "phase": "play", "seat": 0, "trick": 1, "card": "KS",
                         "pointer": "/tricks/1/0", "message": "Seat 1 plays KS, which it does not hold."}


def trick_size_of(client: FlaskClient, tricks: list[list[str]]) -> list[dict[str, Any]]:
    verdict = post(client, deal(STRONG).record(tricks))
    assert verdict["status"] == "in_progress"
    return [without_rule(violation) for violation in verdict["violations"]]


def test_the_arbitrations_walk_reports_a_trick_after_every_card_was_played(client: FlaskClient) -> None:
    tricks = deal(STRONG).play()
    assert len(tricks) == 18
    assert trick_size_of(client, [*tricks, ["KS"]]) == [
        {"code": "trick_size", "phase": "play", "seat": None, "trick": 18, "card": None, "pointer": "/tricks/18",
         "message": "The record has 19 tricks; every card was played after 18."}]


@pytest.mark.parametrize("size", [3, 5])
def test_the_arbitrations_walk_reports_a_trick_of_the_wrong_size(client: FlaskClient, size: int) -> None:
    """Four seats hold cards: a trick of five cards, or of three that is not the record's last, is wrong."""
    tricks = deal(STRONG).play()
    wrong = [*tricks[1], tricks[2][0]] if size == 5 else tricks[1][:3]
    assert trick_size_of(client, [tricks[0], wrong, *tricks[2:]]) == [
        {"code": "trick_size", "phase": "play", "seat": None, "trick": 1, "card": None, "pointer": "/tricks/1",
         "message": f"Trick 2 has {size} cards; 4 seats still hold cards."}]


def test_a_refused_lead_out_of_turn_binds_the_rightful_leader(client: FlaskClient) -> None:
    base = deal(STRONG)
    tricks = base.play()
    log = replay(base.at_play, 0, tricks, {0})
    index = next(i for i, (seats, _) in enumerate(log) if seats[0] == 0 and not tricks[i][0].endswith("T")
                 and i > 0)
    seats, before = log[index]
    offender = seats[1]
    lead = tricks[index][0]
    other_suit = next((card for card in before[offender] if card[-1] not in (lead[-1], "X")), None)
    assert other_suit is not None
    event = {"type": "out_of_turn", "seat": offender, "trick": index, "cards": [other_suit], "choice": "same_suit"}
    verdict = post(client, {**base.record(tricks), "events": [event]})
    codes_found = [violation["code"] for violation in verdict["violations"]]
    assert codes_found[0] == "played_out_of_turn"
    # The taker led another suit than the offender's card: he had to lead that suit if he could.
    could = any(card[-1] == other_suit[-1] for card in before[0] if card != "EX")
    assert ("lead_not_as_required" in codes_found) == could


def test_a_revoke_corrected_before_it_was_established_is_an_exposed_card(client: FlaskClient) -> None:
    base = deal(STRONG)
    tricks = base.play()
    found = find_revoke(base.at_play, 0, tricks, {0}, {1, 2, 3}, None)
    assert found is not None
    index, position, card = found
    seat = replay(base.at_play, 0, tricks, {0})[index][0][position]
    event = {"type": "revoke_corrected", "seat": seat, "trick": index, "cards": [card]}
    verdict = post(client, {**base.record(tricks), "events": [event]})
    assert [violation["code"] for violation in verdict["violations"]] == ["card_exposed"]
    legal_card = tricks[index][position]
    wrong = {**event, "cards": [legal_card]}
    refused = post(client, {**base.record(tricks), "events": [wrong]})
    assert refused["violations"][0]["code"] == "event_invalid"


# -- the dog seen, a hand dropped, a claim ------------------------------------------------------------------


@pytest.mark.parametrize(("taker", "seen", "outcome"), [
    (WEAK, [1, 2], "annulled"), (STRONG, [1], "scored"), (WEAK, [0, 1], "scored")])
def test_the_dog_seen_after_a_garde_sans(client: FlaskClient, taker: list[str], seen: list[int], outcome: str) -> None:
    base = deal(taker, "garde_sans")
    ruling = ruling_of(client, base.record(events=[{"type": "dog_seen", "seats": seen}]))
    assert ruling["outcome"] == outcome
    assert [s["seat"] for s in ruling["sanctions"]] == seen


def test_the_dog_seen_after_a_garde_is_no_fault(client: FlaskClient) -> None:
    verdict = post(client, deal(STRONG).record(events=[{"type": "dog_seen", "seats": [1]}]))
    assert verdict["violations"][0]["code"] == "event_invalid" and verdict["ruling"]["outcome"] == "referee"


def test_a_hand_dropped_by_a_defender_annuls_when_the_taker_fails(client: FlaskClient) -> None:
    weak = ruling_of(client, deal(WEAK).record(events=[{"type": "hand_dropped", "seat": 2}]))
    assert weak["outcome"] == "annulled"
    strong = ruling_of(client, deal(STRONG).record(events=[{"type": "hand_dropped", "seat": 2}]))
    assert strong["outcome"] == "scored"


def test_a_claim_is_played_out_the_worst_way_for_the_claimer(client: FlaskClient) -> None:
    base = deal(STRONG)
    tricks = base.play()
    as_played = post(client, base.record(tricks))
    verdict = post(client, base.record(tricks[:15], events=[{"type": "claim", "seat": 0}]))
    assert verdict["status"] == "in_progress" and verdict["legal"]
    ruling = verdict["ruling"]
    assert len(ruling["played_out"]) == 3 and ruling["adjustments"][0]["kind"] == "claim_played_out"
    assert ruling["result"]["attack_points"] <= as_played["result"]["attack_points"]
    assert ruling["outcome"] == "scored" and ruling["faults"] == []
    zero_sum(ruling)


def test_a_claim_after_an_empty_trick_is_played_out_from_the_seat_on_lead() -> None:
    """The engine, called directly, may be given an empty last trick (the API's schema asks for a card at
    least): no card of it was played, so the claim is played out as if the record stopped between tricks."""
    base = deal(STRONG)
    tricks = base.play()
    rules = french_rules(4, {"arbitration": "fft"})
    claim = [{"type": "claim", "seat": 0}]
    between = judge(hand_record(base.record(tricks[:15], events=claim)), rules)
    empty_trick = judge(hand_record(base.record([*tricks[:15], []], events=claim)), rules)
    assert between.details["ruling"] is not None and len(between.details["ruling"].played_out) == 3
    assert empty_trick.details["ruling"] == between.details["ruling"]


def test_a_claim_is_searched_within_the_budget_the_request_has_left() -> None:
    """The judge hands the request's claim budget to the ruling (a batch shares one): with nothing left, the
    claim goes to a referee; a fresh budget (none given) plays it out. The search's cost itself is
    test_the_claims_of_a_batch_or_a_sheet_share_one_budget's."""
    from service.french.arbitration.claim import ClaimBudget

    base = deal(STRONG)
    rec = hand_record(base.record(base.play()[:15], events=[{"type": "claim", "seat": 0}]))
    rules = french_rules(4, {"arbitration": "fft"})
    assert judge(rec, rules).details["ruling"].outcome == "scored"
    spent = judge(rec, rules, ClaimBudget(0)).details["ruling"]
    assert spent.outcome == "referee" and spent.result is None


def test_a_claim_inside_a_trick_by_a_defender(client: FlaskClient) -> None:
    base = deal(STRONG)
    tricks = base.play()
    as_played = post(client, base.record(tricks))
    record = base.record([*tricks[:15], tricks[15][:2]], events=[{"type": "claim", "seat": 1}])
    ruling = ruling_of(client, record)
    assert ruling["played_out"][0]["cards"][:2] == tricks[15][:2]
    assert ruling["result"]["defence_points"] <= as_played["result"]["defence_points"]


def test_a_claim_with_too_many_cards_left_goes_to_a_referee(client: FlaskClient) -> None:
    base = deal(STRONG)
    ruling = ruling_of(client, base.record(base.play()[:5], events=[{"type": "claim", "seat": 0}]))
    assert ruling["outcome"] == "referee" and "too many cards" in ruling["needs_referee"][0]


# -- poignées (P1–P11, J15, J16) ---------------------------------------------------------------------------


TEN = ["21T", "20T", "19T", "18T", "17T", "16T", "15T", "14T", "13T", "12T"]


def poignee_record(base: Deal, cards: list[str], **event: Any) -> dict[str, Any]:
    record = base.record(declarations=[{"seat": 0, "type": "poignee", "cards": cards}])
    if event:
        record["events"] = [{"type": "poignee_shown", "seat": 0, **event}]
    return record


@pytest.mark.parametrize(("event", "code", "counted", "sanctioned"), [
    ({"in_order": False}, "poignee_out_of_order", 20, True),          # P1
    ({"at_card": 0}, None, 20, False),                                # right moment (the taker's first card)
    ({"at_card": 1}, "poignee_late", 20, True),                       # P8
    ({"at_card": 6}, "poignee_late", 0, True),                        # P9: the taker makes, not counted
])
def test_the_takers_poignee_faults(client: FlaskClient, event: dict[str, Any], code: str | None, counted: int,
                                   sanctioned: bool) -> None:
    base = deal(STRONG)
    verdict = post(client, poignee_record(base, TEN, **event))
    assert [v["code"] for v in verdict["violations"]] == ([code] if code else [])
    if code is None:
        assert verdict["ruling"] is None and verdict["score"]["poignees"] == counted
        return
    ruling = verdict["ruling"]
    assert ruling["outcome"] == "scored" and ruling["score"]["poignees"] == counted
    assert bool(ruling["sanctions"]) is sanctioned


def test_a_poignee_announced_simple_with_thirteen_trumps_shown(client: FlaskClient) -> None:
    """P5 for the taker: too many trumps, counted as the simple announced, no sanction."""
    base = deal(["11T", "10T", "9T", *STRONG[:10], *STRONG[11:16]])
    thirteen = [*TEN, "11T", "10T", "9T"]
    verdict = post(client, poignee_record(base, thirteen, size="simple"))
    assert [v["code"] for v in verdict["violations"]] == ["poignee_size"]
    ruling = verdict["ruling"]
    assert ruling["score"]["poignees"] == 20 and ruling["sanctions"] == []


@pytest.mark.parametrize(("setting", "outcome"), [("refer", "referee"), ("unfixable", "scored")])
def test_j16_a_poignee_with_a_card_not_held(client: FlaskClient, setting: str, outcome: str) -> None:
    base = deal(STRONG)
    record = poignee_record(base, [*TEN[:9], "1T"])
    ruling = ruling_of(client, {**record, "options": fft(arbitration_poignee_not_held=setting)})
    assert ruling["outcome"] == outcome
    if outcome == "scored":
        assert ruling["score"]["poignees"] == 0


# -- what a referee must decide, score sheets ----------------------------------------------------------------


def test_a_fault_the_code_does_not_cover_goes_to_a_referee(client: FlaskClient) -> None:
    base = deal(STRONG)
    record = base.record()
    record["auction"] = [{"seat": 0, "call": "garde"}, {"seat": 1, "call": "petite"}, {"seat": 2, "call": "pass"},
                         {"seat": 3, "call": "pass"}]
    verdict = post(client, record)
    assert verdict["violations"][0]["code"] == "bid_not_higher"
    ruling = verdict["ruling"]
    assert ruling["outcome"] == "referee" and ruling["counts_as_played"] is None
    assert ruling["faults"][0]["kind"] == "not_covered" and ruling["result"] is None


def test_a_score_sheet_scores_a_hand_as_ruled(client: FlaskClient) -> None:
    record, _ = revoked(deal(STRONG), {1, 2, 3}, False)
    ruling = ruling_of(client, record)
    entry = {key: value for key, value in record.items() if key not in ("players", "options")}
    response = client.post("/v1/score-sheets", json={"players": 4, "options": FFT, "hands": [entry, entry]})
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["hands"][0]["deltas"] == ruling["score"]["deltas"]
    plain = client.post("/v1/score-sheets", json={"players": 4, "hands": [entry]})
    assert plain.status_code == 422


def test_a_score_sheet_refuses_a_hand_left_to_a_referee(client: FlaskClient) -> None:
    base = deal(STRONG)
    entry = {key: value for key, value in base.record().items() if key not in ("players", "options")}
    entry["events"] = [{"type": "card_exposed", "seat": 1, "cards": ["21T"]}]
    response = client.post("/v1/score-sheets", json={"players": 4, "options": FFT, "hands": [entry]})
    assert response.status_code == 422
    (error,) = response.get_json()["errors"]
    assert error["pointer"] == "/hands/0/events" and error["message"].startswith("This hand cannot be scored: ")


# -- other tables --------------------------------------------------------------------------------------------


def test_a_ruling_where_the_dealer_sits_out(client: FlaskClient) -> None:
    """The 5-player game of a 6-seat table is ruled (tests/arbitration/test_other_tables.py): a record that
    stops in the deal has the ruling key, null."""
    body = {"players": 6, "options": FFT, "dealer": 0, "hands": [[], *[["1S"]] * 5], "dog": []}
    assert post(client, body)["ruling"] is None


def test_a_poignee_shown_event_without_a_poignee_is_invalid(client: FlaskClient) -> None:
    verdict = post(client, deal(STRONG).record(events=[{"type": "poignee_shown", "seat": 1, "at_card": 3}]))
    assert [violation["code"] for violation in verdict["violations"]] == ["event_invalid"]
    assert verdict["ruling"]["outcome"] == "referee"


def test_the_claim_search_settles_odd_hands_and_stops_at_its_budget() -> None:
    from service.core.cards import parse_card
    from service.french.arbitration.claim import TRICKS_A_REQUEST, ClaimBudget, ClaimPoint, worst_line

    def hand(text: str) -> tuple[int, ...]:
        return tuple(parse_card(card) for card in text.split())

    # One seat with every card left (a misdeal): 65,536 positions, but its low cards of a suit are alike.
    alone = hand("1S 2S 3S 4S 5S 6S 7S 8S 1H 2H 3H 4H 5H 6H 7H 8H")
    budget = ClaimBudget()
    line = worst_line(ClaimPoint((alone, (), (), ()), 0, (), (), ()), frozenset({0}), True, frozenset({77}),
                      budget=budget)
    assert line is not None and [trick.cards for trick in line] == [(card,) for card in sorted(alone)]
    assert TRICKS_A_REQUEST - budget.tricks_left < 1_000

    # Each seat alone in a suit of four cards of different points: seat 0 takes every trick whatever is played,
    # so every line is worth the same to a claimer of its side and none can be cut short: the whole tree,
    # more than a request's budget.
    four = (hand("JS CS QS KS"), hand("JH CH QH KH"), hand("JD CD QD KD"), hand("JC CC QC KC"))
    point = ClaimPoint(four, 0, (), (), ())
    budget = ClaimBudget(2 * TRICKS_A_REQUEST)
    line = worst_line(point, frozenset({0}), True, frozenset({77}), budget=budget)
    assert line is not None and len(line) == 4
    assert all(trick.winner == 0 for trick in line)  # nobody else can follow spades or trump
    spent = 2 * TRICKS_A_REQUEST - budget.tricks_left
    assert TRICKS_A_REQUEST < spent
    # A request's budget: no line, and nothing left for the request's next claim.
    budget = ClaimBudget()
    assert worst_line(point, frozenset({0}), True, frozenset({77}), budget=budget) is None
    assert budget.tricks_left == 0
    assert worst_line(ClaimPoint(four, 0, (), (), ()), frozenset({1}), True, frozenset({77}), budget=budget) is None
    # The defence claiming: the first line giving it nothing ends the search.
    budget = ClaimBudget()
    assert worst_line(point, frozenset({0}), False, frozenset({77}), budget=budget) is not None
    assert TRICKS_A_REQUEST - budget.tricks_left < 1_000


def test_the_claims_of_a_batch_or_a_sheet_share_one_budget(client: FlaskClient) -> None:
    from service.french.arbitration.claim import TRICKS_A_REQUEST, ClaimBudget
    from service.wire import fast, operations
    from service.wire.schemas import HAND_RECORD
    from tests.fire.cost import claim_record

    record = claim_record(114, 4, 0, 0)  # a random hand whose claim is among the dearest found
    budget = ClaimBudget()
    alone = operations.adjudicate_record(fast.load(HAND_RECORD, record), claim_budget=budget)
    spent = TRICKS_A_REQUEST - budget.tricks_left
    assert alone["ruling"]["outcome"] == "scored" and 10_000 < spent <= TRICKS_A_REQUEST
    settled = TRICKS_A_REQUEST // spent

    verdicts = client.post("/v1/hands/adjudicate-batch", json={"records": [record] * (settled + 2)}).get_json()
    rulings = [verdict["ruling"] for verdict in verdicts["verdicts"]]
    assert rulings[:settled] == [alone["ruling"]] * settled
    for ruling in rulings[settled:]:
        assert ruling["outcome"] == "referee" and ruling["result"] is None
        assert ruling["needs_referee"][0].startswith("Playing out the claim needs more of the search than the "
                                                     f"request has left ({TRICKS_A_REQUEST:,} tricks tried a request")
    assert post(client, record)["ruling"] == alone["ruling"]  # alone again, with a budget of its own

    entry = {key: value for key, value in record.items() if key not in ("players", "options", "ruleset")}
    sheet = {"players": 4, "options": {"arbitration": "fft"}}
    assert client.post("/v1/score-sheets", json={**sheet, "hands": [entry] * settled}).status_code == 200
    refused = client.post("/v1/score-sheets", json={**sheet, "hands": [entry] * (settled + 1)})
    assert refused.status_code == 422
    (error,) = refused.get_json()["errors"]
    # The hand is refused for what the ruling leaves to a referee: the search's budget, not a short record.
    assert error["pointer"] == f"/hands/{settled}/events"
    assert "more of the search than the request has left" in error["message"]


@pytest.mark.parametrize(
    ("hands", "tricks", "winners"),
    [
        # One card a hand: the Excuse led to the only trick has no trick before it taken by its side.
        ([["EX"], ["2S"], ["3S"], ["KS"]], [["EX", "2S", "3S", "KS"]], [3]),
        # Two cards a hand: the taker took the first trick, so the Excuse he leads to the last one wins it.
        ([["EX", "KH"], ["2S", "2H"], ["3S", "3H"], ["KS", "4H"]], [["KH", "2H", "3H", "4H"], ["EX", "2S", "3S", "KS"]],
         [0, 0]),
    ],
)
def test_the_excuse_led_to_the_last_trick_of_a_short_deal_wins_it_only_after_every_other_trick(
    client: FlaskClient, hands: list[list[str]], tricks: list[list[str]], winners: list[int]
) -> None:
    # A misdeal (hands of one or two cards) played out under the arbitration, whose deal lasts as long as the
    # hands: the chelem exception holds in its last trick, and needs tricks before it taken by the Excuse's side.
    dealt = {card for hand in hands for card in hand}
    dog = [card for card in codes(FULL_DECK) if card not in dealt][:6]
    record = {"players": 4, "dealer": 3, "hands": hands, "dog": dog, "auction": auction(4, 3, 0, "garde_sans"),
              "options": dict(FFT), "tricks": tricks}
    verdict = post(client, record)
    assert [trick["winner"] for trick in verdict["tricks"]] == winners
