"""The judge's answers about one card or one écart (service/french/judge.py, ``_judge_card`` and
``_play_contract``): each violation's code, phase, exact English words, pointer, seat, trick and card, where the
tests of the judge checked only the code."""

from __future__ import annotations

from service.core.cards import EXCUSE, codes

from .helpers import answers, auction_for, autoplay, build_deal, c, chelem, preferring, record, run, trumps

HANDS_4, DOG_4 = build_deal(4)


def test_the_taker_who_announced_a_chelem_and_leads_the_excuse_first_is_named_the_taker():
    """Seed 000: whoever announced a chelem keeps the Excuse for the last trick."""
    hands, dog = build_deal(4, {1: ["EX", "1T"] + trumps(6, 21)})
    order = ["EX"] + trumps(6, 21)[::-1] + ["1T"]
    tricks = autoplay(hands, 1, attack={1}, choosers={1: preferring(order)})
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), declarations=[chelem(1)],
                         tricks=tricks))
    assert answers(verdict) == [
        ("chelem_excuse_not_last", "play", "The taker announced a chelem and plays the Excuse in trick 1; it must be "
                                           "played last.", "/tricks/0/0", 1, 0, EXCUSE)]
    # Announced among the declarations, not bid as a chelem call.
    assert verdict.details["chelem_announcement"] == {  # type: ignore[attr-defined]
        "seat": 1, "side": "attack", "called": False}


def test_an_ecart_with_a_contract_that_leaves_the_dog_face_down_is_refused():
    verdict = run(record(0, HANDS_4, DOG_4, auction=auction_for(4, 0, 1, "garde_sans"), discard=codes(DOG_4)))
    assert answers(verdict) == [
        ("discard_not_allowed", "discard", "There is no écart with a garde sans: the dog stays face down.", "/discard",
         1, None, None)]


def test_a_card_another_seat_holds_played_inside_a_trick_names_both_seats_and_its_place():
    tricks = [list(trick) for trick in autoplay(HANDS_4, 1)[:2]]
    other = next(card for card in HANDS_4[0] if card not in tricks[0])
    tricks[0][2] = other  # seat 3, third to play, plays a card of seat 0's
    verdict = run(record(0, HANDS_4, DOG_4, auction=auction_for(4, 0, 1, "garde"), discard=codes(DOG_4),
                         tricks=tricks))
    assert answers(verdict) == [
        ("card_not_held", "play", f"Seat 4 plays {codes([other])[0]}, which it does not hold (seat 1 holds it).",
         "/tricks/0/2", 3, 0, other)]


def test_a_first_lead_from_the_wrong_seat_names_the_card_led():
    tricks = [list(trick) for trick in autoplay(HANDS_4, 1)[:1]]
    stolen = next(card for card in HANDS_4[2] if card not in tricks[0])
    tricks[0][0] = stolen  # seat 1 leads, but with a card of seat 2's
    verdict = run(record(0, HANDS_4, DOG_4, auction=auction_for(4, 0, 1, "garde"), discard=codes(DOG_4),
                         tricks=tricks))
    assert answers(verdict)[0] == (
        "wrong_first_leader", "play", f"The first trick is led with {codes([stolen])[0]} from seat 3; seat 2 leads.",
        "/tricks/0/0", 1, 0, stolen)
    assert c(codes([stolen])[0]) == stolen
