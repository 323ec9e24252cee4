"""Five players: the called card and the partner (§4.3)."""

from __future__ import annotations

import pytest

from service.core.cards import CAVALIER, JACK, KING, QUEEN
from service.french.call import call_problem, callable_ranks, partner_of

from .helpers import auction_for, build_deal, c, codes_of, cs, record, run, suit_range

FOUR_KINGS = ["KS", "KH", "KD", "KC"]
FOUR_QUEENS = ["QS", "QH", "QD", "QC"]
FOUR_CAVALIERS = ["CS", "CH", "CD", "CC"]


def _hand(*groups, filler=("2T", "3T", "4T", "5T", "6T", "7T", "8T", "9T", "10T", "11T", "12T", "13T", "14T", "15T")):
    cards = [code for group in groups for code in group]
    return cs(cards + list(filler[: 15 - len(cards)]))


def test_without_four_kings_only_a_king_may_be_called():
    assert callable_ranks(_hand(["KS", "KH", "KD", "QS"])) == {KING}


def test_with_four_kings_a_queen_may_be_called():
    assert callable_ranks(_hand(FOUR_KINGS)) == {KING, QUEEN}


def test_with_four_kings_and_four_queens_a_cavalier_may_be_called():
    assert callable_ranks(_hand(FOUR_KINGS, FOUR_QUEENS)) == {KING, CAVALIER}


def test_with_four_grands_mariages_a_jack_may_be_called():
    assert callable_ranks(_hand(FOUR_KINGS, FOUR_QUEENS, FOUR_CAVALIERS)) == {KING, JACK}


def test_four_kings_three_queens_and_four_cavaliers_still_call_a_queen():
    assert callable_ranks(_hand(FOUR_KINGS, ["QS", "QH", "QD"], FOUR_CAVALIERS)) == {KING, QUEEN}


def test_a_queen_without_the_four_kings_is_not_allowed():
    assert call_problem(c("QH"), _hand(["KS", "KH", "KD"])) is not None


def test_a_cavalier_with_only_four_kings_is_not_allowed():
    assert call_problem(c("CH"), _hand(FOUR_KINGS)) is not None


@pytest.mark.parametrize("called", ["KH", "KS", "KD", "KC"])
def test_any_king_may_be_called_even_his_own(called):
    assert call_problem(c(called), _hand(["KH", "QS"])) is None


@pytest.mark.parametrize("called", ["21T", "1T", "EX", "10H", "2D", "1S"])
def test_trumps_the_excuse_and_low_cards_may_not_be_called(called):
    assert call_problem(c(called), _hand(FOUR_KINGS, FOUR_QUEENS, FOUR_CAVALIERS)) is not None


def test_partner_is_the_seat_dealt_the_called_card():
    hands, dog = build_deal(5, {0: _hand_codes(["KH"])})
    holder = next(seat for seat, hand in enumerate(hands) if c("KS") in hand)
    assert partner_of(c("KS"), 0, hands) == holder


def test_calling_his_own_king_leaves_the_taker_alone():
    hands, dog = build_deal(5, {0: _hand_codes(["KH"])})
    assert partner_of(c("KH"), 0, hands) is None


def test_a_called_card_in_the_dog_leaves_the_taker_alone():
    hands, dog = build_deal(5, dog=["KS", "1H", "2H"])
    assert partner_of(c("KS"), 0, hands) is None


def _hand_codes(extra):
    filler = [f"{n}T" for n in range(2, 16)]
    return list(extra) + filler[: 15 - len(extra)]


# -- through the judge --------------------------------------------------------------------------------

def _five(called, taker_extra=("KH",), dog=None, **kwargs):
    hands, dog_cards = build_deal(5, {1: _hand_codes(taker_extra)}, dog=dog)
    return hands, dog_cards, record(0, hands, dog_cards, auction=auction_for(5, 0, 1, "garde_sans"),
                                    called_card=called, **kwargs)


def test_judge_names_the_partner():
    hands, _, rec = _five("KS")
    holder = next(seat for seat, hand in enumerate(hands) if c("KS") in hand)
    verdict = run(rec)
    assert verdict.legal
    assert verdict.details["partner"] == holder and verdict.details["called_card"] == c("KS")


def test_judge_self_call_means_no_partner():
    _, _, rec = _five("KH")
    verdict = run(rec)
    assert verdict.legal and verdict.details["partner"] is None


def test_judge_called_card_in_the_dog_means_no_partner():
    _, _, rec = _five("KS", dog=["KS", "1H", "2H"])
    verdict = run(rec)
    assert verdict.legal and verdict.details["partner"] is None


def test_judge_queen_without_four_kings_is_called_card_not_allowed():
    _, _, rec = _five("QS")
    verdict = run(rec)
    assert codes_of(verdict) == ["called_card_not_allowed"]
    assert verdict.violations[0].phase == "call"


def test_judge_queen_with_four_kings_is_allowed():
    hands, dog = build_deal(5, {1: _hand_codes(FOUR_KINGS)})
    verdict = run(record(0, hands, dog, auction=auction_for(5, 0, 1, "garde"), called_card="QD"))
    assert verdict.legal


def test_judge_a_record_going_on_without_the_call_is_called_card_missing():
    hands, dog = build_deal(5, {1: _hand_codes(["KH"])})
    verdict = run(record(0, hands, dog, auction=auction_for(5, 0, 1, "garde_sans"), tricks=[hands[1][:1]]))
    assert "called_card_missing" in codes_of(verdict)


def test_judge_a_record_stopping_after_the_auction_need_not_name_the_call():
    hands, dog = build_deal(5)
    verdict = run(record(0, hands, dog, auction=auction_for(5, 0, 1, "garde")))
    assert verdict.legal


def test_judge_called_card_with_four_players_is_not_allowed():
    hands, dog = build_deal(4)
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "garde"), called_card="KS"))
    assert codes_of(verdict) == ["called_card_not_allowed"]


def test_judge_call_is_checked_against_the_hand_before_the_dog():
    # Four kings only with the dog's king: a queen may not be called (the call comes before the dog).
    hands, dog = build_deal(5, {1: _hand_codes(["KS", "KH", "KD"])}, dog=["KC", "1H", "2H"])
    verdict = run(record(0, hands, dog, auction=auction_for(5, 0, 1, "garde"), called_card="QS"))
    assert codes_of(verdict) == ["called_card_not_allowed"]


@pytest.mark.parametrize(("contract", "discard", "codes"), [
    # After the écart the taker holds the dog's KC too: four kings, so a queen may be called.
    ("garde", ["1H", "2H", "1S"], []),
    # A garde sans takes no dog and makes no écart: the dealt hand, three kings, is the one judged.
    ("garde_sans", None, ["called_card_not_allowed"]),
])
def test_judge_call_after_the_ecart_is_checked_against_the_hand_after_it(contract, discard, codes):
    """A house-rules page: "Après avoir effectué son écart, le preneur appelle un roi (ou une dame s'il a tous les
    rois dans son jeu)" (option call_timing: after_ecart)."""
    hands, dog = build_deal(5, {1: _hand_codes(["KS", "KH", "KD", "1S"])}, dog=["KC", "1H", "2H"])
    rec = record(0, hands, dog, auction=auction_for(5, 0, 1, contract), called_card="QS", discard=discard)
    assert codes_of(run(rec, call_timing="after_ecart")) == codes
    assert codes_of(run(rec)) == ["called_card_not_allowed"]


def test_judge_a_call_missing_after_the_ecart_says_when_it_was_due():
    hands, dog = build_deal(5, {1: _hand_codes(["KH"])})
    verdict = run(record(0, hands, dog, auction=auction_for(5, 0, 1, "garde_sans"), tricks=[hands[1][:1]]),
                  call_timing="after_ecart")
    (missing,) = [violation for violation in verdict.violations if violation.code == "called_card_missing"]
    assert missing.message == ("With 5 players the taker calls a card after his écart (option call_timing); the "
                               "record has none.")


def test_suit_range_helper_sanity():
    assert suit_range("H", "1 K") == ["1H", "KH"]


@pytest.mark.parametrize("called", ["5T", "EX"])
def test_judge_a_trump_or_excuse_called_is_reported_and_bans_no_first_lead(called):
    # The call is refused (called_card_not_allowed); it must not make the first lead of a trump (the
    # pseudo-suit of the bad call) a violation, nor break the judge.
    leader_hand = ["2T", "3T", "4T", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "1H", "2H", "3H"]
    hands, dog = build_deal(5, {1: leader_hand})
    rec = record(0, hands, dog, auction=auction_for(5, 0, 2, "garde_sans"), called_card=called,
                 tricks=[cs("2T")])
    verdict = run(rec)
    assert codes_of(verdict) == ["called_card_not_allowed"]
