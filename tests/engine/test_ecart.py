"""The dog and the écart (§4.1, §4.2)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.core.cards import HALF_POINTS
from service.french.counting import count_cards
from service.french.ecart import _discard_violations, _plainly_legal, check_discard, hand_after_discard
from service.french.rules import DogDestination, french_rules
from tests.property.property_settings import tarot_settings

from .helpers import auction_for, build_deal, c, codes_of, cs, record, run

RULES4 = french_rules(4)
RULES5 = french_rules(5)

# 24 cards of a 4-player taker after taking the dog: plenty of plain cards.
ORDINARY = cs("KS QS 2S 3S 4S 5S KH 6H 7H 8H 2D 3D 4D 1C 2C 2T 3T 4T 5T 6T 21T 1T EX 9C")


def _codes(violations):
    return [v.code for v in violations]


def test_a_plain_ecart_of_six_is_legal():
    assert check_discard(cs("2S 3S 4S 5S QS 6H"), 0, ORDINARY, RULES4) == []


@pytest.mark.parametrize("size", [5, 7])
def test_an_ecart_of_the_wrong_size_is_discard_size(size):
    discard = cs("2S 3S 4S 5S QS 6H 7H")[:size]
    assert _codes(check_discard(discard, 0, ORDINARY, RULES4)) == ["discard_size"]


def test_five_players_discard_three():
    cards = cs("KS QS 2S 3S 4S 5S 6H 7H 8H 2T 3T 4T 5T 6T 7T 8T 9T 10T")
    assert check_discard(cs("2S 3S 4S"), 0, cards, RULES5) == []
    assert _codes(check_discard(cs("2S 3S 4S 5S 6H 7H"), 0, cards, RULES5)) == ["discard_size"]


def test_a_king_may_not_be_discarded():
    violations = check_discard(cs("KS 3S 4S 5S QS 6H"), 0, ORDINARY, RULES4)
    assert _codes(violations) == ["discard_king"]
    assert violations[0].card == c("KS") and violations[0].pointer == "/discard/0"


@pytest.mark.parametrize("oudler", ["EX", "1T", "21T"])
def test_an_oudler_may_not_be_discarded(oudler):
    violations = check_discard(cs(f"2S 3S 4S 5S QS {oudler}"), 0, ORDINARY, RULES4)
    assert _codes(violations) == ["discard_oudler"]
    assert violations[0].card == c(oudler)


def test_a_card_neither_in_hand_nor_dog_is_discard_not_held():
    violations = check_discard(cs("2S 3S 4S 5S QS 9D"), 0, ORDINARY, RULES4)
    assert _codes(violations) == ["discard_not_held"]


def test_the_same_card_twice_is_discard_not_held():
    violations = check_discard(cs("2S 2S 4S 5S QS 6H"), 0, ORDINARY, RULES4)
    assert _codes(violations) == ["discard_not_held"]


def test_a_card_the_taker_holds_twice_may_be_discarded_twice():
    # A card dealt twice (a deal fault, reported by the deal's check) is two cards in the taker's hand: each copy
    # may go to the écart once, and a third would be listed twice.
    twice = ORDINARY + cs("2S")
    assert check_discard(cs("2S 2S 4S 5S QS 6H"), 0, twice, RULES4) == []
    assert _codes(check_discard(cs("2S 2S 2S 5S QS 6H"), 0, twice, RULES4)) == ["discard_not_held"]


def test_cards_taken_from_the_dog_may_be_discarded_again():
    hand = cs("2S 3S 4S 5S QS 6H 7H 8H 2D 3D 4D 1C 2C 2T 3T 4T 5T 6T")
    dog = cs("9H 10H 5D 6D 7D 8D")
    assert check_discard(dog, 0, hand + dog, RULES4) == []


def test_an_unforced_trump_is_discard_trump_not_forced():
    violations = check_discard(cs("2S 3S 4S 5S QS 2T"), 0, ORDINARY, RULES4)
    assert _codes(violations) == ["discard_trump_not_forced"]
    assert violations[0].card == c("2T")


# E < N: 3 plain non-king cards; everything else is kings, oudlers and trumps.
FORCED = cs("KS KH KD KC QH 5S 7D 21T 1T EX 2T 3T 4T 5T 6T 7T 8T 9T 10T 11T 12T 13T 14T 15T")


def test_forced_trumps_are_allowed_when_every_other_discardable_card_is_discarded():
    assert len(FORCED) == 24
    assert check_discard(cs("QH 5S 7D 2T 3T 4T"), 0, FORCED, RULES4) == []


def test_forced_trumps_require_all_the_plain_cards():
    violations = check_discard(cs("QH 5S 2T 3T 4T 8T"), 0, FORCED, RULES4)
    assert set(_codes(violations)) == {"discard_trump_not_forced"}
    assert len(violations) == 4


def test_exactly_n_plain_cards_leave_no_room_for_a_trump():
    cards = cs("KS KH KD KC QH 5S 7D 8D 9D 10D 21T 1T EX 2T 3T 4T 5T 6T 7T 8T 9T 10T 11T 12T")
    assert check_discard(cs("QH 5S 7D 8D 9D 10D"), 0, cards, RULES4) == []
    assert _codes(check_discard(cs("QH 5S 7D 8D 9D 2T"), 0, cards, RULES4)) == ["discard_trump_not_forced"]


def test_the_cards_after_one_not_held_are_still_judged():
    violations = check_discard(cs("9D 3S KS 5S QS 21T"), 0, ORDINARY, RULES4)
    assert [(v.code, v.pointer) for v in violations] == [
        ("discard_not_held", "/discard/0"), ("discard_king", "/discard/2"), ("discard_oudler", "/discard/5")]


def test_a_trump_not_held_is_discard_not_held_and_not_also_an_unforced_trump():
    violations = check_discard(cs("2S 3S 4S 5S QS 7T"), 0, ORDINARY, RULES4)
    assert [(v.code, v.card) for v in violations] == [("discard_not_held", c("7T"))]


def test_a_wrong_size_ecart_has_its_cards_judged_too():
    violations = check_discard(cs("KS 3S 4S"), 2, ORDINARY, RULES4)
    assert [(v.code, v.pointer, v.seat) for v in violations] == [
        ("discard_size", "/discard", 2), ("discard_king", "/discard/0", 2)]


def test_every_unforced_trump_is_reported_at_its_place():
    violations = check_discard(cs("2T 3S 4S 5S QS 3T"), 1, ORDINARY, RULES4)
    assert [(v.code, v.pointer, v.card, v.seat) for v in violations] == [
        ("discard_trump_not_forced", "/discard/0", c("2T"), 1), ("discard_trump_not_forced", "/discard/5", c("3T"), 1)]


def test_each_ecart_fault_is_reported_in_the_discard_phase_with_its_message():
    violations = check_discard(cs("9D 3S 3S KS 21T 2T 4S"), 1, ORDINARY, RULES4)
    assert [(v.code, v.phase, v.message, v.pointer, v.seat, v.card) for v in violations] == [
        ("discard_size", "discard", "The taker discarded 7 cards; the écart has 6.", "/discard", 1, None),
        ("discard_not_held", "discard", "The taker discarded 9D, not in the taker's hand or the dog.", "/discard/0",
         1, c("9D")),
        ("discard_not_held", "discard", "The taker discarded 3S, listed twice.", "/discard/2", 1, c("3S")),
        ("discard_king", "discard", "The taker discarded KS: kings may not go to the écart.", "/discard/3", 1,
         c("KS")),
        ("discard_oudler", "discard", "The taker discarded 21T: oudlers may not go to the écart.", "/discard/4", 1,
         c("21T")),
        ("discard_trump_not_forced", "discard", "The taker discarded the trump 2T while keeping 2S, 5S, QS, 6H, 7H, "
         "8H, 2D, 3D, 4D, 1C, 2C and 9C; trumps go to the écart only when unavoidable.", "/discard/5", 1, c("2T")),
    ]


def test_hand_after_discard_removes_the_ecart():
    kept = hand_after_discard(ORDINARY, cs("2S 3S 4S 5S QS 6H"))
    assert len(kept) == 18 and not set(cs("2S 3S 4S 5S QS 6H")) & set(kept)


# -- which contracts have an écart, and where the dog goes (§4.2) -------------------------------------

TAKER = ["KS", "QS", "2S", "3S", "4S", "5S", "KH", "6H", "7H", "8H", "2D", "3D", "2T", "3T", "4T", "5T", "21T", "EX"]


def _with_ecart(contract, discard):
    hands, dog = build_deal(4, {1: TAKER})
    return run(record(0, hands, dog, auction=auction_for(4, 0, 1, contract), discard=discard))


@pytest.mark.parametrize("contract", ["garde_sans", "garde_contre"])
def test_an_ecart_with_garde_sans_or_contre_is_discard_not_allowed(contract):
    verdict = _with_ecart(contract, ["2S", "3S", "4S", "5S", "6H", "7H"])
    assert codes_of(verdict) == ["discard_not_allowed"]
    assert verdict.violations[0].phase == "discard"


@pytest.mark.parametrize("contract", ["garde_sans", "garde_contre"])
def test_an_empty_ecart_with_garde_sans_or_contre_is_no_ecart(contract):
    assert _with_ecart(contract, []).legal


@pytest.mark.parametrize("contract", ["petite", "garde"])
def test_petite_and_garde_accept_a_legal_ecart(contract):
    assert _with_ecart(contract, ["2S", "3S", "4S", "5S", "6H", "7H"]).legal


@pytest.mark.parametrize("contract", ["petite", "garde"])
def test_petite_and_garde_check_the_ecart(contract):
    verdict = _with_ecart(contract, ["KS", "3S", "4S", "5S", "6H", "7H"])
    assert codes_of(verdict) == ["discard_king"]


def test_judge_ecart_may_use_the_dog_cards():
    hands, dog = build_deal(4, {1: TAKER})
    from service.core.cards import codes
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "garde"), discard=codes(dog)))
    assert verdict.legal


def test_petite_going_on_without_an_ecart_is_discard_size():
    hands, dog = build_deal(4)
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "petite"), tricks=[hands[1][:1]]))
    assert "discard_size" in codes_of(verdict)


def test_garde_sans_dog_counts_for_the_attack():
    dog = cs("KS QH 21T 2S 3S 4S")
    count = count_cards([], frozenset({1}), dog, (), DogDestination.ATTACK, RULES4)
    assert count.attack_half_points == sum(HALF_POINTS[card] for card in dog)
    assert count.attack_oudlers == 1


def test_garde_contre_dog_counts_for_the_defence():
    dog = cs("KS QH 21T 2S 3S 4S")
    count = count_cards([], frozenset({1}), dog, (), DogDestination.DEFENCE, RULES4)
    assert count.attack_half_points == 0 and count.attack_oudlers == 0


def test_prise_ecart_counts_for_the_attack_and_not_the_dog():
    dog = cs("KS QH 21T 2S 3S 4S")
    discard = cs("QS 5S 6S 7S 8S 9S")
    count = count_cards([], frozenset({1}), dog, discard, DogDestination.ECART, RULES4)
    assert count.attack_half_points == sum(HALF_POINTS[card] for card in discard)
    assert count.attack_oudlers == 0


def test_contract_dog_destinations():
    assert [k.dog for k in RULES4.contracts] == [DogDestination.ECART, DogDestination.ECART,
                                                 DogDestination.ATTACK, DogDestination.DEFENCE]


@given(data=st.data())
@tarot_settings(max_examples=400)
def test_the_plain_ecart_shortcut_agrees_with_the_full_check(data):
    """``check_discard`` answers a plainly legal écart from two bitsets; any écart, from a hand with or without a
    card dealt twice, of any size, with kings, oudlers, trumps, repeats and cards not held, gets the full check's
    answer."""
    deck = list(range(78))
    taker_cards = tuple(data.draw(st.lists(st.sampled_from(deck), min_size=6, max_size=26)))
    pool = st.sampled_from(taker_cards) | st.sampled_from(deck)
    discard = tuple(data.draw(st.lists(pool, min_size=5, max_size=7)))
    rules = data.draw(st.sampled_from([RULES4, RULES5]))
    expected = _discard_violations(discard, 0, taker_cards, rules)
    assert [(v.code, v.pointer, v.message) for v in check_discard(discard, 0, taker_cards, rules)] == [
        (v.code, v.pointer, v.message) for v in expected]


def test_the_shortcut_answers_the_plain_ecarts():
    # The shortcut must answer the common écart itself, or it would be tested for nothing.
    assert _plainly_legal(cs("2S 3S 4S 5S QS 6H"), ORDINARY, 6)
    assert not _plainly_legal(cs("2S 3S 4S 5S QS 2T"), ORDINARY, 6)  # a trump: the full check's question
    assert not _plainly_legal(cs("2S 3S 4S 5S QS KS"), ORDINARY, 6)
    assert not _plainly_legal(cs("2S 3S 4S 5S QS QS"), ORDINARY, 6)
    assert not _plainly_legal(cs("2S 3S 4S 5S QS 6H"), (*ORDINARY, c("2S")), 6)
