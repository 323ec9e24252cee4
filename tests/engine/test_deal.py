"""The deal: sizes per table, every card once, the petit sec, and nothing after an annulment (§2)."""

from __future__ import annotations

import pytest

from service.core.verdict import ALL_PASSED, ANNULLED, IN_PROGRESS
from service.french.deal import check_deal, petit_sec_seat
from service.french.record import Declaration
from service.french.rules import InvalidOption, french_rules

from .helpers import (
    auction_for,
    build_deal,
    c,
    codes_of,
    poignee,
    record,
    run,
    suit_range,
    trumps,
)


@pytest.mark.parametrize("players,hand,dog", [(3, 24, 6), (4, 18, 6), (5, 15, 3)])
def test_hand_and_dog_sizes_per_table(players, hand, dog):
    rules = french_rules(players)
    assert (rules.hand_size, rules.dog_size) == (hand, dog)
    assert players * hand + dog == 78


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_complete_deal_has_no_violation(players):
    hands, dog = build_deal(players)
    assert check_deal(record(0, hands, dog), french_rules(players)) == []


@pytest.mark.parametrize("players", [1, 7, 0])
def test_only_two_to_six_players(players):
    with pytest.raises(InvalidOption):
        french_rules(players)


def test_a_hand_too_long_and_one_too_short_are_both_hand_size():
    hands, dog = build_deal(4)
    moved = hands[0][-1]
    bad = (hands[0][:-1], hands[1] + (moved,), hands[2], hands[3])
    violations = check_deal(record(0, bad, dog), french_rules(4))
    assert sorted((v.code, v.seat) for v in violations) == [("hand_size", 0), ("hand_size", 1)]


def test_a_dog_of_the_wrong_size_is_dog_size():
    hands, dog = build_deal(4)
    bad_hands = (hands[0] + (dog[-1],),) + hands[1:]
    violations = check_deal(record(0, bad_hands, dog[:-1]), french_rules(4))
    assert "dog_size" in [v.code for v in violations]
    assert "hand_size" in [v.code for v in violations]


def test_five_players_dog_is_three_cards():
    hands, dog = build_deal(5)
    assert len(dog) == 3
    bigger = dog + (hands[0][0],)
    violations = check_deal(record(0, (hands[0][1:],) + hands[1:], bigger), french_rules(5))
    assert "dog_size" in [v.code for v in violations]


def test_a_card_dealt_twice_is_card_duplicated_and_the_card_it_replaced_is_card_missing():
    hands, dog = build_deal(4)
    replaced = hands[1][0]
    duplicate = hands[0][0]
    bad = (hands[0], (duplicate,) + hands[1][1:], hands[2], hands[3])
    violations = check_deal(record(0, bad, dog), french_rules(4))
    found = {(v.code, v.card) for v in violations}
    assert ("card_duplicated", duplicate) in found
    assert ("card_missing", replaced) in found
    assert len(violations) == 2


def test_a_card_in_a_hand_and_in_the_dog_is_card_duplicated():
    hands, dog = build_deal(4)
    missing = dog[0]
    bad_dog = (hands[2][0],) + dog[1:]
    violations = check_deal(record(0, hands, bad_dog), french_rules(4))
    found = {(v.code, v.card) for v in violations}
    assert ("card_duplicated", hands[2][0]) in found
    assert ("card_missing", missing) in found


@pytest.mark.parametrize("not_a_card", [78, 200, -1])
def test_a_number_that_is_no_card_leaves_its_card_missing(not_a_card):
    # The engine takes any integer: one outside the deck must not pass for the card it replaced
    # (the whole-deck test works on bitsets, where such a number has no place of its own).
    hands, dog = build_deal(4)
    replaced = hands[3][5]
    bad = (hands[0], hands[1], hands[2], hands[3][:5] + (not_a_card,) + hands[3][6:])
    violations = check_deal(record(0, bad, dog), french_rules(4))
    assert [(v.code, v.card) for v in violations] == [("card_missing", replaced)]


def test_duplicate_points_at_the_second_copy():
    hands, dog = build_deal(4)
    bad = (hands[0], (hands[0][3],) + hands[1][1:], hands[2], hands[3])
    duplicated = [v for v in check_deal(record(0, bad, dog), french_rules(4)) if v.code == "card_duplicated"]
    assert [v.pointer for v in duplicated] == ["/hands/1/0"]


# -- petit sec (§2.3.1) ---------------------------------------------------------------------------------

def _petit_sec_deal(players=4, seat=2, with_excuse=False, single_trump="1T"):
    hand_size = {3: 24, 4: 18, 5: 15}[players]
    plain = suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K") + suit_range("H", "1 2 3 4 5 6 7 8 9 10 J")
    extra = [single_trump] + (["EX"] if with_excuse else [])
    cards = extra + plain[: hand_size - len(extra)]
    return build_deal(players, {seat: cards}, dog=None, allow_petit_sec=True)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_petit_alone_without_the_excuse_is_petit_sec(players):
    hands, dog = _petit_sec_deal(players)
    assert petit_sec_seat(record(0, hands, dog)) == 2


def test_petit_sec_annuls_the_deal_before_the_auction():
    hands, dog = _petit_sec_deal()
    verdict = run(record(0, hands, dog))
    assert verdict.status == ANNULLED
    assert verdict.legal
    assert verdict.reason and "petit sec" in verdict.reason
    assert verdict.result is None and verdict.score is None


def test_petit_with_the_excuse_is_not_petit_sec():
    hands, dog = _petit_sec_deal(with_excuse=True)
    assert petit_sec_seat(record(0, hands, dog)) is None
    verdict = run(record(0, hands, dog))
    assert verdict.status == IN_PROGRESS


def test_a_single_trump_other_than_the_petit_is_not_petit_sec():
    hands, dog = _petit_sec_deal(single_trump="7T")
    assert petit_sec_seat(record(0, hands, dog)) is None


def test_the_petit_with_another_trump_is_not_petit_sec():
    hand = ["1T", "2T"] + suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K") + suit_range("H", "1 2")
    hands, dog = build_deal(4, {1: hand})
    assert petit_sec_seat(record(0, hands, dog)) is None


def test_the_petit_alone_in_the_dog_is_not_petit_sec():
    hands, dog = build_deal(4, dog=["1T", "1S", "2S", "3S", "4S", "5S"])
    assert petit_sec_seat(record(0, hands, dog)) is None


def test_an_auction_after_petit_sec_is_played_after_annulment():
    hands, dog = _petit_sec_deal()
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "garde")))
    assert verdict.status == ANNULLED
    assert codes_of(verdict) == ["played_after_annulment"]
    assert verdict.violations[0].phase == "auction"


def test_tricks_after_petit_sec_are_played_after_annulment():
    hands, dog = _petit_sec_deal()
    verdict = run(record(0, hands, dog, tricks=[(hands[1][0], hands[2][0], hands[3][0], hands[0][0])]))
    assert codes_of(verdict) == ["played_after_annulment"]
    assert verdict.violations[0].phase == "play"


def test_declarations_after_petit_sec_are_played_after_annulment():
    hands, dog = _petit_sec_deal()
    verdict = run(record(0, hands, dog, declarations=[poignee(0, trumps(2, 11))]))
    assert codes_of(verdict) == ["played_after_annulment"]


def test_anything_after_all_passed_is_played_after_annulment():
    hands, dog = build_deal(4)
    all_pass = auction_for(4, 0, None, "pass")
    verdict = run(record(0, hands, dog, auction=all_pass, discard=[], tricks=[hands[1][:1]]))
    assert verdict.status == ALL_PASSED
    assert codes_of(verdict) == ["played_after_annulment"]


PART_NAMES = {"called_card": "the called card", "discard": "the écart", "declarations": "the declarations",
              "tricks": "the tricks"}


@pytest.mark.parametrize("field,value,phase", [
    ("called_card", "KH", "call"),
    ("discard", "2C 3C 4C 5C 6C 7C", "discard"),
    ("declarations", [Declaration(1, "chelem")], "declaration"),
    ("tricks", [["1S"]], "play"),
])
def test_what_follows_an_all_pass_is_named_with_its_phase(field, value, phase):
    """Nobody took: the deal is dealt again, and the first phase the record goes on with is the one reported."""
    hands, dog = build_deal(4)
    all_pass = auction_for(4, 0, None, "pass")
    fields = {field: [[c(card) for card in trick] for trick in value] if field == "tricks" else value}
    verdict = run(record(0, hands, dog, auction=all_pass, **fields))
    assert verdict.status == ALL_PASSED
    assert [(v.code, v.phase, v.message, v.pointer) for v in verdict.violations] == [
        ("played_after_annulment", phase, f"The record goes on with {PART_NAMES[field]} although every player "
         "passed: the deal must be dealt again.", f"/{field}")]


def test_all_passed_with_nothing_after_is_legal():
    hands, dog = build_deal(4)
    verdict = run(record(3, hands, dog, auction=auction_for(4, 3, None, "pass")))
    assert verdict.status == ALL_PASSED and verdict.legal
    assert verdict.result is None and verdict.score is None


def test_petit_sec_pointer_and_card_are_in_the_reason():
    hands, dog = _petit_sec_deal(seat=3)
    verdict = run(record(0, hands, dog))
    assert "seat 4" in verdict.reason
    assert c("1T") in hands[3]
