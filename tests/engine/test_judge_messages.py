"""The judge's own checks of a record, before and around the phases (service/french/judge.py): each
violation's code, phase, exact English words, pointer, seat, trick and card, as the verdict gives them."""

from __future__ import annotations

from service.french.record import Declaration

from .helpers import answers, auction_for, build_deal, c, record, run

HANDS_4, DOG_4 = build_deal(4)
HANDS_5, DOG_5 = build_deal(5)


def test_a_record_without_a_hand_per_player_is_refused_as_a_whole():
    verdict = run(record(0, HANDS_4[:3], DOG_4), players=4)
    assert answers(verdict) == [
        ("hands_count", "deal", "The record has 3 hands for 4 players.", "/hands", None, None, None)]
    # Nothing was read: the verdict's details name every field, none known.
    assert verdict.details == {"taker": None, "contract": None, "partner": None,  # type: ignore[attr-defined]
                               "called_card": None}


def test_where_the_dealer_sits_out_a_hand_is_needed_for_every_seat():
    verdict = run(record(0, HANDS_4, DOG_4), players=5, five_player_table="dealer_sits_out")
    assert answers(verdict) == [
        ("hands_count", "deal", "The record has 4 hands for 5 seats.", "/hands", None, None, None)]


def test_a_dealer_off_the_table_is_refused_and_nothing_after_is_judged():
    # The auction begins at the seat after the dealer's: with no such dealer, it is not judged at all.
    assert answers(run(record(7, HANDS_4, DOG_4, auction_for(4, 0, 1, "garde")))) == [
        ("seat_out_of_range", "deal", "There is no seat 8 at a table of 4.", "/dealer", 7, None, None)]


def test_no_card_is_called_at_4_players():
    verdict = run(record(0, HANDS_4, DOG_4, auction_for(4, 0, 1, "garde"), called_card="KS"))
    assert answers(verdict) == [
        ("called_card_not_allowed", "call", "No partner is called with 4 players.", "/called_card", 1, None,
         c("KS"))]


def test_at_5_players_the_taker_calls_a_king():
    verdict = run(record(0, HANDS_5, DOG_5, auction_for(5, 0, 1, "garde"), called_card="1T"))
    assert answers(verdict) == [
        ("called_card_not_allowed", "call", "The taker may call a king, not 1T.", "/called_card", 1, None, c("1T"))]


def test_at_5_players_a_record_that_goes_on_without_the_called_card_lacks_it():
    going_on = record(0, HANDS_5, DOG_5, auction_for(5, 0, 1, "garde"), declarations=[Declaration(1, "chelem")])
    assert answers(run(going_on)) == [
        ("called_card_missing", "call", "With 5 players the taker calls a card before the dog is shown; the record "
                                        "has none.", "/called_card", 1, None, None),
        ("discard_size", "discard", "The record goes on without the taker's écart of 3 cards.", "/discard", 1, None,
         None)]
    # A record that stops after the auction is only unfinished.
    assert answers(run(record(0, HANDS_5, DOG_5, auction_for(5, 0, 1, "garde")))) == []
