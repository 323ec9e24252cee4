"""The auction (§3.1): from the dealer's next seat round to the dealer, one call each, strictly higher."""

from __future__ import annotations

import pytest

from service.core.verdict import ALL_PASSED, IN_PROGRESS
from service.french.auction import judge_auction
from service.french.record import Declaration
from service.french.rules import french_rules
from service.wire.french import hand_record

from .helpers import auction_for, build_deal, c, calls, codes_of, record, run


def _codes(outcome):
    return [v.code for v in outcome.violations]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("dealer_offset", [0, 1, 2])
def test_auction_starts_at_the_dealers_next_seat_and_ends_with_the_dealer(players, dealer_offset):
    dealer = dealer_offset % players
    order = [(dealer + 1 + i) % players for i in range(players)]
    assert order[-1] == dealer
    outcome = judge_auction(calls(*[(seat, "pass") for seat in order[:-1]], (dealer, "garde")), dealer,
                            french_rules(players))
    assert outcome.violations == []
    assert outcome.complete and outcome.taker == dealer and outcome.contract == "garde"


def test_dealer_speaking_first_is_bid_out_of_turn():
    outcome = judge_auction(calls((0, "pass"), (1, "pass"), (2, "pass"), (3, "garde")), 0, french_rules(4))
    assert _codes(outcome)[0] == "bid_out_of_turn"
    assert outcome.violations[0].seat == 0


def test_skipping_a_seat_is_bid_out_of_turn():
    outcome = judge_auction(calls((1, "pass"), (3, "garde")), 0, french_rules(4))
    assert _codes(outcome) == ["bid_out_of_turn"]
    assert outcome.violations[0].seat == 3
    assert outcome.violations[0].pointer == "/auction/1"


def test_speaking_a_second_time_is_spoke_twice():
    outcome = judge_auction(calls((1, "petite"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "garde")), 0,
                            french_rules(4))
    assert _codes(outcome) == ["spoke_twice"]
    assert outcome.violations[0].seat == 1
    assert outcome.taker == 1 and outcome.contract == "petite"


def test_a_player_who_passed_cannot_come_back():
    outcome = judge_auction(calls((1, "pass"), (2, "petite"), (3, "pass"), (0, "pass"), (1, "garde")), 0,
                            french_rules(4))
    assert _codes(outcome) == ["spoke_twice"]
    assert outcome.taker == 2


def test_a_lower_bid_is_bid_not_higher():
    outcome = judge_auction(calls((1, "garde"), (2, "petite"), (3, "pass"), (0, "pass")), 0, french_rules(4))
    assert _codes(outcome) == ["bid_not_higher"]
    assert outcome.violations[0].seat == 2
    assert outcome.taker == 1 and outcome.contract == "garde"


def test_an_equal_bid_is_bid_not_higher():
    outcome = judge_auction(calls((1, "garde"), (2, "garde"), (3, "pass"), (0, "pass")), 0, french_rules(4))
    assert _codes(outcome) == ["bid_not_higher"]
    assert outcome.taker == 1


def test_each_higher_bid_overtakes_and_the_highest_wins():
    outcome = judge_auction(calls((1, "petite"), (2, "garde"), (3, "garde_sans"), (0, "garde_contre")), 0,
                            french_rules(4))
    assert outcome.violations == []
    assert outcome.taker == 0 and outcome.contract == "garde_contre"


def test_passing_after_a_bid_keeps_the_bid():
    outcome = judge_auction(calls((2, "pass"), (3, "garde_sans"), (0, "pass"), (1, "pass")), 1, french_rules(4))
    assert outcome.violations == [] and outcome.taker == 3 and outcome.contract == "garde_sans"


def test_contract_order_and_multipliers():
    rules = french_rules(4)
    assert [(k.name, k.multiplier) for k in rules.contracts] == [
        ("petite", 1), ("garde", 2), ("garde_sans", 4), ("garde_contre", 6)]


def test_everybody_passing_is_all_passed():
    outcome = judge_auction(calls((1, "pass"), (2, "pass"), (3, "pass"), (0, "pass")), 0, french_rules(4))
    assert outcome.violations == [] and outcome.all_passed


def test_judge_all_passed_status():
    hands, dog = build_deal(5)
    verdict = run(record(2, hands, dog, auction=auction_for(5, 2, None, "pass")))
    assert verdict.status == ALL_PASSED and verdict.legal


@pytest.mark.parametrize("call", ["pousse", "chelem", "prise", "GARDE", "slam", ""])
def test_a_call_not_in_the_rule_set_is_unknown_call(call):
    # The engine reads canonical calls: the wire turns the alias "prise" into "petite" before it.
    outcome = judge_auction(calls((1, call), (2, "pass"), (3, "pass"), (0, "pass")), 0, french_rules(4))
    assert _codes(outcome) == ["unknown_call"]
    assert outcome.violations[0].pointer == "/auction/0/call"


def test_chelem_is_not_a_bid_level():
    rules = french_rules(4)
    assert rules.contract("chelem") is None


def test_wire_alias_prise_is_petite():
    hands, dog = build_deal(4)
    from service.core.cards import codes
    data = {"dealer": 0, "hands": [codes(hand) for hand in hands], "dog": codes(dog),
            "auction": [{"seat": 1, "call": "prise"}, {"seat": 2, "call": "pass"},
                        {"seat": 3, "call": "pass"}, {"seat": 0, "call": "pass"}]}
    rec = hand_record(data)
    assert rec.auction[0].call == "petite"
    outcome = judge_auction(rec.auction, 0, french_rules(4))
    assert outcome.violations == [] and outcome.contract == "petite"


def test_an_unfinished_auction_is_not_complete():
    outcome = judge_auction(calls((1, "pass"), (2, "garde")), 0, french_rules(4))
    assert outcome.violations == [] and not outcome.complete and not outcome.all_passed


def test_judge_unfinished_auction_is_in_progress():
    hands, dog = build_deal(4)
    verdict = run(record(0, hands, dog, auction=calls((1, "pass"), (2, "garde"))))
    assert verdict.status == IN_PROGRESS and verdict.legal


def test_tricks_after_an_unfinished_auction_are_reported():
    hands, dog = build_deal(4)
    verdict = run(record(0, hands, dog, auction=calls((1, "pass"), (2, "garde")), tricks=[hands[1][:1]]))
    assert not verdict.legal
    assert codes_of(verdict) == ["auction_incomplete"]


PART_NAMES = {"called_card": "the called card", "discard": "the écart", "declarations": "the declarations",
              "tricks": "the tricks"}
LATER_FIELDS = {
    "called_card": {"called_card": "KH"},
    "discard": {"discard": "2C 3C 4C 5C 6C 7C"},
    "declarations": {"declarations": [Declaration(1, "chelem")]},
    "tricks": {"tricks": [[c("1S")]]},
}


@pytest.mark.parametrize("auction", [None, (), calls((1, "pass"), (2, "garde"))],
                         ids=["no auction", "empty auction", "unfinished auction"])
@pytest.mark.parametrize("later", list(LATER_FIELDS))
def test_each_phase_after_an_unfinished_auction_is_reported_by_name(auction, later):
    """A record may stop at any phase but not skip one: whatever follows the auction needs it finished."""
    hands, dog = build_deal(4)
    verdict = run(record(0, hands, dog, auction=auction, **LATER_FIELDS[later]))
    assert [(v.code, v.phase, v.message, v.pointer) for v in verdict.violations] == [
        ("auction_incomplete", "auction", f"The record has {PART_NAMES[later]} but the auction is not finished.",
         "/auction")]
    assert verdict.status == IN_PROGRESS


def test_after_an_unfinished_auction_the_first_later_phase_is_named_once_and_empty_ones_are_absent():
    hands, dog = build_deal(4)
    unfinished = calls((1, "pass"))
    everything = {name: value for fields in LATER_FIELDS.values() for name, value in fields.items()}
    verdict = run(record(0, hands, dog, auction=unfinished, **everything))
    assert [v.message for v in verdict.violations] == [
        "The record has the called card but the auction is not finished."]
    verdict = run(record(0, hands, dog, auction=unfinished, discard="", declarations=[], tricks=[]))
    assert verdict.legal and verdict.status == IN_PROGRESS


def test_a_seat_outside_the_table_is_reported():
    outcome = judge_auction(calls((1, "pass"), (7, "garde")), 0, french_rules(4))
    assert _codes(outcome) == ["seat_out_of_range"]


def test_judge_reports_the_taker_and_contract():
    hands, dog = build_deal(4)
    verdict = run(record(1, hands, dog, auction=auction_for(4, 1, 3, "garde_sans")))
    assert verdict.details["taker"] == 3 and verdict.details["contract"] == "garde_sans"


def test_three_players_auction_order():
    outcome = judge_auction(calls((0, "pass"), (1, "petite"), (2, "garde")), 2, french_rules(3))
    assert outcome.violations == [] and outcome.taker == 2


def test_five_players_auction_one_call_each():
    outcome = judge_auction(calls((4, "pass"), (0, "pass"), (1, "garde"), (2, "pass"), (3, "pass")), 3,
                            french_rules(5))
    assert outcome.violations == [] and outcome.complete and outcome.taker == 1


def test_a_call_out_of_turn_is_reported_once_not_again_for_the_seat_it_jumped():
    # Dealer 0: seat 1 should speak first; seat 2 jumps in, then 1, 3 and 0 speak in their places.
    outcome = judge_auction(calls((2, "pass"), (1, "pass"), (3, "garde"), (0, "pass")), 0, french_rules(4))
    assert [(v.code, v.seat) for v in outcome.violations] == [("bid_out_of_turn", 2)]
    assert outcome.complete and outcome.taker == 3


# Judging goes on after a faulty call: each fault is reported where it is, and the calls after it are judged
# (and may win the auction) as if it had not been made.


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_seat_equal_to_the_table_size_is_outside_the_table(players):
    outcome = judge_auction(calls((1, "pass"), (players, "garde")), 0, french_rules(players))
    assert [(v.code, v.seat, v.pointer) for v in outcome.violations] == [
        ("seat_out_of_range", players, "/auction/1/seat")]
    assert outcome.taker is None and not outcome.complete


def test_the_calls_after_a_seat_outside_the_table_are_still_judged():
    outcome = judge_auction(calls((1, "pass"), (4, "garde"), (2, "petite"), (3, "pass"), (3, "garde"), (0, "garde")),
                            0, french_rules(4))
    assert [(v.code, v.pointer) for v in outcome.violations] == [
        ("seat_out_of_range", "/auction/1/seat"), ("spoke_twice", "/auction/4")]
    assert outcome.complete and outcome.taker == 0 and outcome.contract == "garde"


def test_the_calls_after_a_second_call_are_still_judged():
    outcome = judge_auction(calls((1, "petite"), (1, "garde"), (2, "pass"), (3, "petite"), (0, "garde")), 0,
                            french_rules(4))
    assert [(v.code, v.pointer) for v in outcome.violations] == [
        ("spoke_twice", "/auction/1"), ("bid_not_higher", "/auction/3/call")]
    assert outcome.complete and outcome.taker == 0 and outcome.contract == "garde"


def test_the_calls_after_an_unknown_call_are_still_judged():
    outcome = judge_auction(calls((1, "pousse"), (2, "petite"), (3, "petite"), (0, "garde")), 0, french_rules(4))
    assert [(v.code, v.pointer) for v in outcome.violations] == [
        ("unknown_call", "/auction/0/call"), ("bid_not_higher", "/auction/2/call")]
    assert outcome.complete and outcome.taker == 0 and outcome.contract == "garde"


def test_the_calls_after_a_bid_not_higher_are_still_judged():
    outcome = judge_auction(calls((1, "garde"), (2, "petite"), (3, "garde_sans"), (3, "garde_contre"), (0, "pass")),
                            0, french_rules(4))
    assert [(v.code, v.pointer) for v in outcome.violations] == [
        ("bid_not_higher", "/auction/1/call"), ("spoke_twice", "/auction/3")]
    assert outcome.complete and outcome.taker == 3 and outcome.contract == "garde_sans"


def test_an_unknown_call_still_counts_as_the_seats_turn_to_speak():
    # The seat has spoken (wrongly): the auction is complete when every seat has spoken once, and a second call
    # of the same seat is spoke_twice, not a fresh bid.
    outcome = judge_auction(calls((1, "pass"), (2, "pass"), (3, "pass"), (0, "slam"), (0, "garde")), 0,
                            french_rules(4))
    assert [v.code for v in outcome.violations] == ["unknown_call", "spoke_twice"]
    assert outcome.complete and outcome.all_passed


def test_each_auction_fault_is_reported_in_the_auction_phase_with_its_message():
    outcome = judge_auction(calls((1, "garde"), (0, "petite"), (0, "pass"), (9, "pass"), (2, "pousse")), 0,
                            french_rules(4))
    assert [(v.code, v.phase, v.message, v.pointer, v.seat) for v in outcome.violations] == [
        ("bid_out_of_turn", "auction", "Seat 1 speaks (petite) when it is seat 3's turn.", "/auction/1", 0),
        ("bid_not_higher", "auction", "Seat 1 bids petite over garde by seat 2; a bid must be strictly higher.",
         "/auction/1/call", 0),
        ("spoke_twice", "auction", "Seat 1 speaks a second time (pass); each player speaks once.", "/auction/2", 0),
        ("seat_out_of_range", "auction", "There is no seat 10 at a table of 4.", "/auction/3/seat", 9),
        ("unknown_call", "auction", 'Seat 3 calls "pousse", which is not a call of this rule set (pass; petite; '
         "garde; garde sans; garde contre).", "/auction/4/call", 2),
    ]
